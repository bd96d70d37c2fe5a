"""Lesson 2: melds (R4). Runs, sets, the ace at either end, never round the corner, the joker."""

from __future__ import annotations

from ...cards import Card
from ...catalogue import say
from ...melds import check_meld
from ...reasons import Reason
from ...round import Round
from ...rules import Rules
from . import Choice, ChoiceVerdict, Goal, LessonPlan, Position, Question, Step, cards_of, meld_goal

TWO = Rules(players=2)


def _joker_low(r: Round, seat: int, start: Round) -> bool:
    """A new meld of the learner's with its joker standing for the 4♣."""
    return any(m.owner == seat and m.joker_as == Card.parse("4C") for m in r.table[len(start.table) :])


# Before lesson 4 teaches going down (R5), the learner's first meld is already on the table: each
# new meld then goes down on its own, with no minimum (R5.5). The words say so without the term.


def down_already(hand: str, other: str) -> Position:
    """Two players; the learner went down earlier this round (2♦ 3♦ 4♦ on the table)."""
    return Position(hands=(hand, other), table=((0, "2D 3D 4D"),), down=(0,))


def _meld_question(
    id: str,
    title: str,
    intro: str,
    prompt: str,
    groups: tuple[str, ...],
    hint: str,
    why: tuple[str, ...],
    rules: tuple[str, ...],
    table: Rules = TWO,
) -> Question:
    choices = tuple(Choice(" ".join(str(c) for c in cards_of(g)), cards_of(g)) for g in groups)

    def answer() -> frozenset[int]:
        return frozenset(k for k, c in enumerate(choices) if check_meld(c.cards, rules=table).ok)

    def explain(value: object) -> str:
        picked = sorted(value) if isinstance(value, frozenset) else []
        wrong = [k for k in range(len(choices)) if (k in picked) != (k in answer())]
        shown = wrong or range(len(choices))  # the slips, or when all is right, every group
        return " ".join(check_meld(choices[k].cards, rules=table).message for k in shown)

    def judge(k: int) -> ChoiceVerdict:
        v = check_meld(choices[k].cards, rules=table)  # the round's own meld check (R4)
        return ChoiceVerdict(v.ok, v.message, v.rule, v.code.value)

    return Question(
        id=id,
        title=title,
        intro=intro,
        prompt=prompt,
        answer=answer,
        explain=explain,
        hint=hint,
        why=why,
        rules=rules,
        choices=choices,
        multiple=True,
        judge=judge,
    )


def lesson() -> LessonPlan:
    """Lesson 2, in the language spoken now (its names and step ids the same in every language)."""
    return LessonPlan(
        name="melds",
        number=2,
        title=say("lesson.melds.title"),
        summary=say("lesson.melds.summary"),
        steps=(
            Step(
                id="first-run",
                title=say("lesson.melds.first_run.title"),
                intro=say("lesson.melds.first_run.intro"),
                position=down_already("8S 9S 10S 2H 5D KC JD 4C", "2C 3C 4H 7D 9H QH 5S"),
                goal=meld_goal(say("lesson.melds.first_run.goal"), kind="run"),
                hint=say("lesson.melds.first_run.hint"),
                solution=("meld 8S 9S 10S",),
                why=(
                    say("lesson.melds.first_run.why.1"),
                    say("lesson.melds.first_run.why.2"),
                ),
                rules=("R4.1",),
                mistakes={Reason.RUN_MIXED_SUITS: say("lesson.melds.first_run.mistake.run_mixed_suits")},
                wrong=("meld 8S 9S 2H",),
                done_text=say("lesson.melds.first_run.done"),
            ),
            Step(
                id="first-set",
                title=say("lesson.melds.first_set.title"),
                intro=say("lesson.melds.first_set.intro"),
                position=down_already("QS QH QD 2H 5D 9C JD 4C", "2C 3C 4H 7D 9H KH 5S"),
                goal=meld_goal(say("lesson.melds.first_set.goal"), kind="set"),
                hint=say("lesson.melds.first_set.hint"),
                solution=("meld QS QH QD",),
                why=(say("lesson.melds.first_set.why.1"),),
                rules=("R4.2",),
                wrong=("meld QS QH JD",),
                done_text=say("lesson.melds.first_set.done"),
            ),
            _meld_question(
                id="which-are-melds",
                title=say("lesson.melds.which_are_melds.title"),
                intro=say("lesson.melds.which_are_melds.intro"),
                prompt=say("lesson.melds.which_are_melds.prompt"),
                groups=("AH 2H 3H", "QD KD AD", "KC AC 2C", "7S 7S 7H", "5C 6C 8C"),
                hint=say("lesson.melds.which_are_melds.hint"),
                why=(
                    say("lesson.melds.which_are_melds.why.1"),
                    say("lesson.melds.which_are_melds.why.2"),
                    say("lesson.melds.which_are_melds.why.3"),
                    say("lesson.melds.which_are_melds.why.4"),
                    say("lesson.melds.which_are_melds.why.5"),
                ),
                rules=("R4.1", "R4.2"),
            ),
            Step(
                id="joker-in-a-run",
                title=say("lesson.melds.joker_in_a_run.title"),
                intro=say("lesson.melds.joker_in_a_run.intro"),
                position=down_already("5H 7H JK JK 9C 2S KD QC", "2C 3C 4H 7D 9H KH 5S"),
                goal=meld_goal(say("lesson.melds.joker_in_a_run.goal"), kind="run"),
                hint=say("lesson.melds.joker_in_a_run.hint"),
                solution=("meld 5H JK 7H",),
                why=(
                    say("lesson.melds.joker_in_a_run.why.1"),
                    say("lesson.melds.joker_in_a_run.why.2"),
                ),
                rules=("R4.3",),
                wrong=("meld 5H 7H 9C", "meld 5H JK JK 7H"),
            ),
            Step(
                id="joker-at-an-end",
                title=say("lesson.melds.joker_at_an_end.title"),
                intro=say("lesson.melds.joker_at_an_end.intro"),
                position=down_already("5C 6C JK 9D 2S KH QD 8H", "2H 3H 4H 7D 9H KS 5S"),
                goal=Goal(say("lesson.melds.joker_at_an_end.goal"), _joker_low),
                hint=say("lesson.melds.joker_at_an_end.hint"),
                solution=("meld 5C 6C JK as 4C",),
                why=(
                    say("lesson.melds.joker_at_an_end.why.1"),
                    say("lesson.melds.joker_at_an_end.why.2"),
                    say("lesson.melds.joker_at_an_end.why.3"),
                ),
                rules=("R4.4",),
                wrong=("meld 5C 6C JK as 8C", "meld 5C 6C JK"),
                done_text=say("lesson.melds.joker_at_an_end.done"),
            ),
        ),
    )
