"""Lesson 5: once down (R6). Laying off on anyone's meld, the joker too; freeing a joker; keeping it."""

from __future__ import annotations

from ...actions import Action
from ...catalogue import say
from ...reasons import Reason
from ...round import Round
from . import (
    Choice,
    ChoiceVerdict,
    Goal,
    LessonPlan,
    Position,
    Question,
    Step,
    all_of,
    cards_of,
    lay_off_goal,
    swap_goal,
    turn_over_goal,
)

# Every step: two players, both already down this round (R5.5), so the learner may lay off and
# swap jokers from the first move (R5.3). Hands are small: most of the cards are on the table.


def _kings() -> Position:
    """North's three-card set of kings with a joker, its suit still open (R4.4)."""
    return Position(
        hands=("KS KD KC 8S 2C 5D", "2D 3C 4H 8D 9H KH 5S JC"), table=((0, "4H 5H 6H"), (1, "KH KC JK")), down=(0, 1)
    )


KINGS_CHOICES = tuple(Choice(c, cards_of(c)) for c in ("K♠", "K♦", "K♣"))


def _swap_verdicts() -> list[tuple[bool, str]]:
    """For each king the learner holds: does it free North's joker (R6.2), and the engine's
    sentence on that swap (what it does, or why it is refused)."""
    return [(v.right, v.message) for v in map(_kings_judge, range(len(KINGS_CHOICES)))]


def _kings_judge(k: int) -> ChoiceVerdict:
    """The round's own check of swapping king ``k`` for North's joker (R6.2)."""
    move = f"seat 0: swap {KINGS_CHOICES[k].cards[0]} for the joker in meld 1"  # not user words: notation
    v = _kings().round().check(Action.parse(move))
    return ChoiceVerdict(v.ok, v.message, v.rule, v.code.value)


def _kings_answer() -> frozenset[int]:
    return frozenset(k for k, (ok, _) in enumerate(_swap_verdicts()) if ok)


def _kings_explain(value: object) -> str:
    """The engine's sentence on each king answered wrongly (or, all right, on each right king),
    then the lesson's word on what the learner may do with the freed joker (R6.3, or the house rule)."""
    picked = value if isinstance(value, frozenset) else frozenset()
    verdicts = _swap_verdicts()
    right = _kings_answer()
    slips = [k for k in range(len(verdicts)) if (k in picked) != (k in right)]
    said = [verdicts[k][1] for k in (slips or sorted(right))]
    rules = _kings().round().rules
    said.append(say("lesson.once_down.either_suit.freed." + ("must_use" if rules.freed_joker_must_be_used else "keep")))
    return " ".join(said)


def _kept_joker(r: Round, seat: int, start: Round) -> bool:
    """The turn is over and the learner holds more jokers than when it began."""
    return sum(c.is_joker for c in r.hand(seat)) > sum(c.is_joker for c in start.hand(seat))


def lesson() -> LessonPlan:
    """Lesson 5, in the language spoken now (its names and step ids the same in every language)."""
    return LessonPlan(
        name="once-down",
        number=5,
        title=say("lesson.once_down.title"),
        summary=say("lesson.once_down.summary"),
        steps=(
            Step(
                id="lay-off-yours",
                title=say("lesson.once_down.lay_off_yours.title"),
                intro=say("lesson.once_down.lay_off_yours.intro"),
                position=Position(
                    hands=("9S 10H 2C 5D KC QH 4C", "2D 3C 4H 8D 9H KH 5S JC"),
                    table=((0, "6S 7S 8S"), (1, "10D JD QD")),
                    down=(0, 1),
                ),
                goal=lay_off_goal(say("lesson.once_down.lay_off_yours.goal"), on_owner=0),
                hint=say("lesson.once_down.lay_off_yours.hint"),
                solution=("lay off 9S on meld 0",),  # not user words: moves in notation
                why=(
                    say("lesson.once_down.lay_off_yours.why.1"),
                    say("lesson.once_down.lay_off_yours.why.2"),
                ),
                rules=("R6.1",),
                mistakes={Reason.LAYOFF_WRONG_SUIT: say("lesson.once_down.lay_off_yours.mistake.layoff_wrong_suit")},
                wrong=("lay off 10H on meld 0", "lay off 9S 10H on meld 0"),  # not user words: moves in notation
                done_text=say("lesson.once_down.lay_off_yours.done"),
            ),
            Step(
                id="lay-off-theirs",
                title=say("lesson.once_down.lay_off_theirs.title"),
                intro=say("lesson.once_down.lay_off_theirs.intro"),
                position=Position(
                    hands=("QS 10H 2C 5D KC 4C JS", "2D 3C 4H 8D 9H KH 5S JC"),
                    table=((0, "6S 7S 8S"), (1, "QC QD QH")),
                    down=(0, 1),
                ),
                goal=lay_off_goal(say("lesson.once_down.lay_off_theirs.goal"), on_owner=1),
                hint=say("lesson.once_down.lay_off_theirs.hint"),
                solution=("lay off QS on meld 1",),  # not user words: moves in notation
                why=(
                    say("lesson.once_down.lay_off_theirs.why.1"),
                    say("lesson.once_down.lay_off_theirs.why.2"),
                ),
                rules=("R6.1",),
                mistakes={Reason.LAYOFF_WRONG_RANK: say("lesson.once_down.lay_off_theirs.mistake.layoff_wrong_rank")},
                wrong=("lay off JS on meld 1", "lay off QS on meld 0"),  # not user words: moves in notation
                done_text=say("lesson.once_down.lay_off_theirs.done"),
            ),
            Step(
                id="lay-off-joker",
                title=say("lesson.once_down.lay_off_joker.title"),
                intro=say("lesson.once_down.lay_off_joker.intro"),
                position=Position(
                    hands=("JK 9S 3C", "2D 3D 4H 8D 9H KH 5S JC"), table=((0, "5H JK 7H"), (1, "4D 5D 6D")), down=(0, 1)
                ),
                goal=lay_off_goal(say("lesson.once_down.lay_off_joker.goal"), "JK"),
                hint=say("lesson.once_down.lay_off_joker.hint"),
                solution=("lay off JK on meld 1",),  # not user words: moves in notation
                why=(
                    say("lesson.once_down.lay_off_joker.why.1"),
                    say("lesson.once_down.lay_off_joker.why.2"),
                    say("lesson.once_down.lay_off_joker.why.3"),
                ),
                rules=("R6.1",),
                mistakes={
                    Reason.LAYOFF_SECOND_JOKER: say("lesson.once_down.lay_off_joker.mistake.layoff_second_joker")
                },
                wrong=("lay off JK on meld 0",),  # not user words: moves in notation
                done_text=say("lesson.once_down.lay_off_joker.done"),
            ),
            Step(
                id="free-joker",
                title=say("lesson.once_down.free_joker.title"),
                intro=say("lesson.once_down.free_joker.intro"),
                position=Position(
                    hands=("8H 10H 2C 5D KC 4C 7D", "2D 3C 4H 8D 9H KH 5S JC"),
                    table=((0, "QS QD QC"), (1, "7H JK 9H")),
                    down=(0, 1),
                ),
                goal=swap_goal(say("lesson.once_down.free_joker.goal")),
                hint=say("lesson.once_down.free_joker.hint"),
                solution=("swap 8H for the joker in meld 1",),  # not user words: moves in notation
                why=(
                    say("lesson.once_down.free_joker.why.1"),
                    say("lesson.once_down.free_joker.why.2"),
                ),
                rules=("R6.2",),
                mistakes={Reason.SWAP_WRONG_CARD: say("lesson.once_down.free_joker.mistake.swap_wrong_card")},
                wrong=("swap 10H for the joker in meld 1", "lay off 8H on meld 1"),  # not user words: moves in notation
                done_text=say("lesson.once_down.free_joker.done"),
            ),
            Question(
                id="either-suit",
                title=say("lesson.once_down.either_suit.title"),
                intro=say("lesson.once_down.either_suit.intro"),
                prompt=say("lesson.once_down.either_suit.prompt"),
                answer=_kings_answer,
                explain=_kings_explain,
                hint=say("lesson.once_down.either_suit.hint"),
                why=(
                    say("lesson.once_down.either_suit.why.1"),
                    say("lesson.once_down.either_suit.why.2"),
                    say("lesson.once_down.either_suit.why.3"),
                ),
                rules=("R6.2", "R6.3"),
                choices=KINGS_CHOICES,
                multiple=True,
                position=_kings(),
                judge=_kings_judge,
            ),
            Step(
                id="keep-joker",
                title=say("lesson.once_down.keep_joker.title"),
                intro=say("lesson.once_down.keep_joker.intro"),
                position=_kings(),
                goal=all_of(
                    say("lesson.once_down.keep_joker.goal"),
                    swap_goal(say("lesson.once_down.keep_joker.goal.swap")),
                    turn_over_goal(say("lesson.once_down.keep_joker.goal.turn_over")),
                    Goal(say("lesson.once_down.keep_joker.goal.keep"), _kept_joker),
                ),
                hint=say("lesson.once_down.keep_joker.hint"),
                solution=("swap KD for the joker in meld 1", "discard 8S"),  # not user words: moves in notation
                why=(
                    say("lesson.once_down.keep_joker.why.1"),
                    say("lesson.once_down.keep_joker.why.2"),
                    say("lesson.once_down.keep_joker.why.3"),
                ),
                rules=("R6.2",),
                mistakes={Reason.SWAP_WRONG_CARD: say("lesson.once_down.keep_joker.mistake.swap_wrong_card")},
                wrong=("swap KC for the joker in meld 1", "discard 8S"),  # not user words: moves in notation
                done_text=say("lesson.once_down.keep_joker.done"),
            ),
        ),
    )
