"""Lesson 3: a turn (R3). Draw or take the discard (R3.3), what taking obliges, melds (R3.4), the
discard that ends every turn (R3.5), and changing your mind: put the card back, take moves back,
but never a draw (R3.3, R3.6)."""

from __future__ import annotations

from ...cards import Card
from ...catalogue import say
from ...reasons import MeldKind, Reason
from ...round import Round
from . import Goal, LessonPlan, Position, Step, all_of, meld_goal, take_goal, turn_over_goal

# Lesson 4 teaches going down (R5). Until then, where a step needs new melds, you are already down
# (your 2♦ 3♦ 4♦ lie on the table), so each new meld goes down on its own; the words say so without
# the term.
DOWN = ((0, "2D 3D 4D"),)
NORTH = "2C 3C 4H 7D 9H QH 5S"


def _new_meld_with(card: str) -> Goal:
    want = Card.parse(card)

    def test(r: Round, seat: int, start: Round) -> bool:
        return any(m.owner == seat and any(c.same_face(want) for c in m.cards) for m in r.table[len(start.table) :])

    return Goal("", test)


def _put_back_and_drew(r: Round, seat: int, start: Round) -> bool:
    """The card taken is back on the pile and a card came from the stock instead."""
    return r.current == seat and r.took_discard is None and r.stock_size < start.stock_size


def _four_spades(r: Round, seat: int, start: Round) -> bool:
    """A run of the seat's on the table holding 5♠ 6♠ 7♠ 8♠."""
    want = [Card.parse(c) for c in ("5S", "6S", "7S", "8S")]
    return any(
        m.owner == seat and m.kind == MeldKind.RUN and all(any(c.same_face(w) for c in m.cards) for w in want)
        for m in r.table
    )


def lesson() -> LessonPlan:
    """Lesson 3, in the language spoken now (its names and step ids the same in every language)."""
    return LessonPlan(
        name="a-turn",
        number=3,
        title=say("lesson.a_turn.title"),
        summary=say("lesson.a_turn.summary"),
        steps=(
            Step(
                id="a-whole-turn",
                title=say("lesson.a_turn.a_whole_turn.title"),
                intro=say("lesson.a_turn.a_whole_turn.intro"),
                position=Position(hands=("4S 8S KS 3H 7H 2D 6D JD 5C", NORTH), pile="9C", stock="QH", phase="start"),
                goal=turn_over_goal(say("lesson.a_turn.a_whole_turn.goal")),
                hint=say("lesson.a_turn.a_whole_turn.hint"),
                solution=("draw", "discard KS"),
                why=(
                    say("lesson.a_turn.a_whole_turn.why.1"),
                    say("lesson.a_turn.a_whole_turn.why.2"),
                ),
                rules=("R3.3", "R3.5"),
                mistakes={Reason.MUST_DRAW_FIRST: say("lesson.a_turn.a_whole_turn.mistake.must_draw_first")},
                wrong=("discard KS",),
                done_text=say("lesson.a_turn.a_whole_turn.done"),
            ),
            Step(
                id="take-and-meld",
                title=say("lesson.a_turn.take_and_meld.title"),
                intro=say("lesson.a_turn.take_and_meld.intro"),
                position=Position(
                    hands=("7H 8H 2S 5S QC JD 6C 10S", NORTH), table=DOWN, down=(0,), pile="KC 9H", phase="start"
                ),
                goal=all_of(say("lesson.a_turn.take_and_meld.goal"), take_goal(""), _new_meld_with("9H")),
                hint=say("lesson.a_turn.take_and_meld.hint"),
                solution=("take", "meld 7H 8H 9H"),
                why=(
                    say("lesson.a_turn.take_and_meld.why.1"),
                    say("lesson.a_turn.take_and_meld.why.2"),
                ),
                rules=("R3.3", "R3.4"),
                mistakes={Reason.MUST_DRAW_FIRST: say("lesson.a_turn.take_and_meld.mistake.must_draw_first")},
                wrong=("meld 7H 8H 9H",),
                done_text=say("lesson.a_turn.take_and_meld.done"),
            ),
            Step(
                id="put-it-back",
                title=say("lesson.a_turn.put_it_back.title"),
                intro=say("lesson.a_turn.put_it_back.intro"),
                position=Position(
                    hands=("2C 3C 7S 9H KD 5D 8S JH 10D", NORTH),
                    pile="QS 4C",
                    stock="6H",
                    phase="start",
                    before=("take",),
                ),
                goal=Goal(say("lesson.a_turn.put_it_back.goal"), _put_back_and_drew),
                hint=say("lesson.a_turn.put_it_back.hint"),
                solution=("put back", "draw"),  # not user words: moves in notation
                why=(
                    say("lesson.a_turn.put_it_back.why.1"),
                    say("lesson.a_turn.put_it_back.why.2"),
                    say("lesson.a_turn.put_it_back.why.3"),
                ),
                rules=("R3.3", "R3.6"),
                mistakes={
                    Reason.MUST_MELD_AFTER_TAKING: say("lesson.a_turn.put_it_back.mistake.must_meld_after_taking"),
                    Reason.OPENING_TOO_LOW: say("lesson.a_turn.put_it_back.mistake.opening_too_low"),
                },
                wrong=("discard KD", "meld 2C 3C 4C"),
                done_text=say("lesson.a_turn.put_it_back.done"),
            ),
            Step(
                id="take-back",
                title=say("lesson.a_turn.take_back.title"),
                intro=say("lesson.a_turn.take_back.intro"),
                position=Position(
                    hands=("5S 6S 7S 8S 9C 2H JC QD", NORTH),
                    table=DOWN,
                    down=(0,),
                    pile="KC",
                    stock="KH",
                    phase="start",
                    before=("draw", "meld 5S 6S 7S"),
                ),
                goal=Goal(say("lesson.a_turn.take_back.goal"), _four_spades),
                hint=say("lesson.a_turn.take_back.hint"),
                solution=("undo", "meld 5S 6S 7S 8S"),
                why=(
                    say("lesson.a_turn.take_back.why.1"),
                    say("lesson.a_turn.take_back.why.2"),
                ),
                rules=("R3.6",),
                mistakes={Reason.NOT_IN_HAND: say("lesson.a_turn.take_back.mistake.not_in_hand")},
                wrong=("meld 5S 6S 7S 8S",),
                done_text=say("lesson.a_turn.take_back.done"),
            ),
            Step(
                id="a-draw-stays",
                title=say("lesson.a_turn.a_draw_stays.title"),
                intro=say("lesson.a_turn.a_draw_stays.intro"),
                position=Position(
                    hands=("3S 9S 4H 10H 6D QD 2C 7C 8C", NORTH), pile="5H", stock="KH", phase="start", before=("draw",)
                ),
                goal=turn_over_goal(say("lesson.a_turn.a_draw_stays.goal")),
                hint=say("lesson.a_turn.a_draw_stays.hint"),
                solution=("discard KH",),
                why=(
                    say("lesson.a_turn.a_draw_stays.why.1"),
                    say("lesson.a_turn.a_draw_stays.why.2"),
                ),
                rules=("R3.6",),
                mistakes={
                    Reason.DRAW_CANNOT_BE_UNDONE: say("lesson.a_turn.a_draw_stays.mistake.draw_cannot_be_undone")
                },
                wrong=("undo", "put back"),  # not user words: moves in notation
                done_text=say("lesson.a_turn.a_draw_stays.done"),
            ),
            Step(
                id="keep-a-card",
                title=say("lesson.a_turn.keep_a_card.title"),
                intro=say("lesson.a_turn.keep_a_card.intro"),
                position=Position(
                    hands=("8C 9C 10C JC", "2C 3C 4H 7D 5S"), table=(*DOWN, (1, "9S 10S JS")), down=(0, 1), pile="KS"
                ),
                goal=meld_goal(say("lesson.a_turn.keep_a_card.goal"), kind="run"),
                hint=say("lesson.a_turn.keep_a_card.hint"),
                solution=("meld 8C 9C 10C",),
                why=(
                    say("lesson.a_turn.keep_a_card.why.1"),
                    say("lesson.a_turn.keep_a_card.why.2"),
                ),
                rules=("R3.5",),
                mistakes={Reason.MUST_KEEP_DISCARD: say("lesson.a_turn.keep_a_card.mistake.must_keep_discard")},
                wrong=("meld 8C 9C 10C JC", "discard JC"),
                done_text=say("lesson.a_turn.keep_a_card.done"),
            ),
        ),
    )
