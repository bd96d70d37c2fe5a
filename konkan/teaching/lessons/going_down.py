"""Lesson 4: going down (R5). The first melds of a round must make 51 points (R5.1) with a run
among them (R5.2); how cards count; lay-offs come after and count nothing (R5.3); going out all
at once needs no minimum (R5.4); and once down you stay down (R5.5)."""

from __future__ import annotations

from ...actions import Action
from ...cards import Card
from ...catalogue import say, say_list
from ...melds import check_meld
from ...reasons import Reason
from ...round import Round
from ...rules import Rules
from . import Choice, Goal, LessonPlan, Position, Question, Step, all_of, down_goal, lay_off_goal
from .welcome import book_words

TWO = Rules(players=2)
NORTH = "2C 3H 6D 8S 9C JD QS KH AC 4S 7H 10D 5C 2S"  # 14 cards: North is not down


def _move(text: str) -> Action:
    return Action.parse(f"seat 0: {text}")


def _opening_question(
    id: str,
    title: str,
    intro: str,
    groups: tuple[str, ...],
    hint: str,
    why: tuple[str, ...],
    mistakes: dict[int, str],
    done_text: str,
) -> Question:
    """How many points these melds make as a first going-down, and whether that is enough: each
    meld in the meld checker's words, then the round's own verdict on putting them all down."""
    melds = tuple(tuple(Card.parse(c, copy=0) for c in g.split()) for g in groups)
    held = " ".join(groups)
    position = Position(hands=(f"{held} 4D 8C 6S", NORTH), pile="KH", rules=TWO)  # after the draw, with cards to spare

    def answer() -> int:
        return sum(check_meld(m, rules=TWO).points for m in melds)

    def explain(value: object) -> str:
        verdict = position.round().check(_move("meld " + " / ".join(groups)))
        if verdict.ok:  # the approval says each meld, then the total
            return verdict.message
        return " ".join([*(check_meld(m, rules=TWO).message for m in melds), verdict.message])

    prompt = say("lesson.going_down.how_many_points", melds=say_list([" ".join(str(c) for c in m) for m in melds]))
    return Question(
        id=id,
        title=title,
        intro=intro,
        prompt=prompt,
        answer=answer,
        explain=explain,
        hint=hint,
        why=why,
        rules=("R5.1",),
        cards=tuple(c for m in melds for c in m),
        mistakes=mistakes,
        done_text=done_text,
    )


def _one_left(r: Round, seat: int, start: Round) -> bool:
    """Down this turn, all at once, with one card left for the discard (R5.4)."""
    return r.is_down(seat) and not start.is_down(seat) and len(r.hand(seat)) == 1


# Once down (R5.5): you went down last turn with these two melds.
DOWN_MELDS = ((0, "9H 10H JH QH"), (0, "7S 7D 7C"))
STAY_HAND = "4C 5C 6C KD 2S"
STAY_MELD = "meld 4C 5C 6C"
STAY_CHOICES = ("yes", "no")  # the answers, right first (lesson.going_down.stay_down.choice.*)


def _stay_position() -> Position:
    return Position(hands=(STAY_HAND, NORTH), table=DOWN_MELDS, down=(0,), pile="8H")


def _stay_answer() -> int:
    return 0 if _stay_position().round().check(_move(STAY_MELD)).ok else 1


def _stay_explain(value: object) -> str:
    return f"{_stay_position().round().check(_move(STAY_MELD)).message} {book_words('R5.5')}"


def lesson() -> LessonPlan:
    """Lesson 4, in the language spoken now (its names and step ids the same in every language)."""
    return LessonPlan(
        name="going-down",
        number=4,
        title=say("lesson.going_down.title"),
        summary=say("lesson.going_down.summary"),
        steps=(
            _opening_question(
                id="count-points",
                title=say("lesson.going_down.count_points.title"),
                intro=say("lesson.going_down.count_points.intro"),
                groups=("AH 2H 3H", "KS KD KC"),
                hint=say("lesson.going_down.count_points.hint"),
                why=(
                    say("lesson.going_down.count_points.why.1"),
                    say("lesson.going_down.count_points.why.2"),
                    say("lesson.going_down.count_points.why.3"),
                ),
                mistakes={46: say("lesson.going_down.count_points.mistake.46")},
                done_text=say("lesson.going_down.count_points.done"),
            ),
            _opening_question(
                id="joker-and-high-ace",
                title=say("lesson.going_down.joker_and_high_ace.title"),
                intro=say("lesson.going_down.joker_and_high_ace.intro"),
                groups=("QD KD AD", "9S JK JS"),
                hint=say("lesson.going_down.joker_and_high_ace.hint"),
                why=(
                    say("lesson.going_down.joker_and_high_ace.why.1"),
                    say("lesson.going_down.joker_and_high_ace.why.2"),
                    say("lesson.going_down.joker_and_high_ace.why.3"),
                ),
                # 50: the high ace counted 1, or the joker counted nothing; 40: both; 65: the joker counted 15.
                mistakes={
                    50: say("lesson.going_down.joker_and_high_ace.mistake.50"),
                    40: say("lesson.going_down.joker_and_high_ace.mistake.40"),
                    65: say("lesson.going_down.joker_and_high_ace.mistake.65"),
                },
                done_text=say("lesson.going_down.joker_and_high_ace.done"),
            ),
            Step(
                id="go-down",
                title=say("lesson.going_down.go_down.title"),
                intro=say("lesson.going_down.go_down.intro"),
                position=Position(hands=("9H 10H JH QH 7S 7D 7C 2S 5S 8D 3C KC 4H 6D AS", NORTH), pile="JC", rules=TWO),
                goal=down_goal(say("lesson.going_down.go_down.goal")),
                hint=say("lesson.going_down.go_down.hint"),
                solution=("meld 9H 10H JH QH / 7S 7D 7C",),
                why=(
                    say("lesson.going_down.go_down.why.1"),
                    say("lesson.going_down.go_down.why.2"),
                    say("lesson.going_down.go_down.why.3"),
                ),
                rules=("R5.1",),
                mistakes={
                    Reason.OPENING_TOO_LOW: say("lesson.going_down.go_down.mistake.opening_too_low"),
                    Reason.NOT_A_MELD: say("lesson.going_down.go_down.mistake.not_a_meld"),
                },
                wrong=("meld 9H 10H JH QH", "meld 9H 10H JH QH 7S 7D 7C"),
                done_text=say("lesson.going_down.go_down.done"),
            ),
            Step(
                id="needs-a-run",
                title=say("lesson.going_down.needs_a_run.title"),
                intro=say("lesson.going_down.needs_a_run.intro"),
                position=Position(hands=("KS KH KD QS QH QC 3C 4C 5C 8D 2H 9S JD 6H 10C", NORTH), pile="7D", rules=TWO),
                goal=down_goal(say("lesson.going_down.needs_a_run.goal")),
                hint=say("lesson.going_down.needs_a_run.hint"),
                solution=("meld KS KH KD / QS QH QC / 3C 4C 5C",),
                why=(
                    say("lesson.going_down.needs_a_run.why.1"),
                    say("lesson.going_down.needs_a_run.why.2"),
                    say("lesson.going_down.needs_a_run.why.3"),
                ),
                rules=("R5.2",),
                mistakes={Reason.OPENING_NEEDS_RUN: say("lesson.going_down.needs_a_run.mistake.opening_needs_run")},
                wrong=("meld KS KH KD / QS QH QC",),
                done_text=say("lesson.going_down.needs_a_run.done"),
            ),
            Step(
                id="lay-off-after",
                title=say("lesson.going_down.lay_off_after.title"),
                intro=say("lesson.going_down.lay_off_after.intro"),
                position=Position(
                    hands=("10H JH QH 8C 8D 8S 7S 2D 5H 9C KD 3S AD 6C 4D", "2C 3H 9D JS QC AS KH 4C 5D 10S 2H"),
                    table=((1, "4S 5S 6S"),),
                    down=(1,),
                    pile="2S",
                    rules=TWO,
                ),
                goal=all_of(
                    say("lesson.going_down.lay_off_after.goal"), down_goal(""), lay_off_goal("", "7S", on_owner=1)
                ),
                hint=say("lesson.going_down.lay_off_after.hint"),
                solution=("meld 10H JH QH / 8C 8D 8S", "lay off 7S on meld 0"),  # not user words: moves in notation
                why=(
                    say("lesson.going_down.lay_off_after.why.1"),
                    say("lesson.going_down.lay_off_after.why.2"),
                    say("lesson.going_down.lay_off_after.why.3"),
                ),
                rules=("R5.3",),
                mistakes={Reason.NOT_DOWN: say("lesson.going_down.lay_off_after.mistake.not_down")},
                wrong=("lay off 7S on meld 0",),  # not user words: moves in notation
                done_text=say("lesson.going_down.lay_off_after.done"),
            ),
            Step(
                id="out-at-once",
                title=say("lesson.going_down.out_at_once.title"),
                intro=say("lesson.going_down.out_at_once.intro"),
                position=Position(
                    hands=("2C 3C 4C 5D 5H 5S 9D", "2D 3H"), table=((1, "9S 10S JS"),), down=(1,), pile="KC", rules=TWO
                ),
                goal=Goal(say("lesson.going_down.out_at_once.goal"), _one_left),
                hint=say("lesson.going_down.out_at_once.hint"),
                solution=("meld 2C 3C 4C / 5D 5H 5S",),
                why=(
                    say("lesson.going_down.out_at_once.why.1"),
                    say("lesson.going_down.out_at_once.why.2"),
                    say("lesson.going_down.out_at_once.why.3"),
                ),
                rules=("R5.4",),
                mistakes={Reason.OPENING_TOO_LOW: say("lesson.going_down.out_at_once.mistake.opening_too_low")},
                wrong=("meld 2C 3C 4C", "discard 9D"),
                done_text=say("lesson.going_down.out_at_once.done"),
            ),
            Question(
                id="stay-down",
                title=say("lesson.going_down.stay_down.title"),
                intro=say("lesson.going_down.stay_down.intro"),
                prompt=say("lesson.going_down.stay_down.prompt"),
                answer=_stay_answer,
                explain=_stay_explain,
                hint=say("lesson.going_down.stay_down.hint"),
                why=(
                    say("lesson.going_down.stay_down.why.1"),
                    say("lesson.going_down.stay_down.why.2"),
                ),
                rules=("R5.5",),
                choices=tuple(Choice(say(f"lesson.going_down.stay_down.choice.{c}")) for c in STAY_CHOICES),
                mistakes={1: say("lesson.going_down.stay_down.mistake.1")},
                position=_stay_position(),
                done_text=say("lesson.going_down.stay_down.done"),
            ),
        ),
    )
