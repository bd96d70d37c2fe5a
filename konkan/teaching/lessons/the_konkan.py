"""Lesson 8: the Konkan (R8.5, R8.6, R3.1). Its two shapes, putting it down at once, declaring it
in the last round before drawing, what the declaration forbids, and the Konkan of an earlier round."""

from __future__ import annotations

from ...actions import DeclareKonkan
from ...play.analysis import konkan_shape
from ...reasons import Reason
from ...round import Round
from ...rules import Rules
from ...scoresheet import Sheet
from ...scoring import hand_penalty, score_lines
from . import (
    Choice,
    ChoiceVerdict,
    LessonPlan,
    Position,
    Question,
    Step,
    cards_of,
    declare_goal,
    lesson_words,
    out_goal,
)

TWO = Rules(players=2)
THREE = Rules(players=3)
LAST = TWO.rounds  # the last round of a standard game, the only one where Konkan is declared (R8.6)


_w = lesson_words("the_konkan")


RUN = "2H 3H 4H 5H 6H 7H 8H 9H 10H JH"  # ten hearts in a row
KINGS = "KS KH KD KC"
KONKAN = f"meld {RUN} / {KINGS}"
DECLARE = "declare konkan"  # not user words: the move, as the engine reads it

# --- the two shapes --------------------------------------------------------------------------

SHAPES = (
    f"{RUN} {KINGS}",  # a run of ten and a set of four
    "4S 5S 6S 7S 8S 9S 10S JS QS KS AS 7H 7D 7C",  # a run of eleven and a set of three
    "2H 3H 4H 5H 6H 7H 8H 9H 10H KS KH KD KC 5C",  # a run of nine: one short
    "3C 4C 5C 6C 7C 8C 9C 5D 6D 7D 8D 9D 10D JD",  # two runs of seven: no set at all
)
SHAPE_CHOICES = tuple(Choice(" ".join(str(c) for c in cards_of(g)), cards_of(g)) for g in SHAPES)


def _shapes_answer() -> frozenset[int]:
    return frozenset(k for k, c in enumerate(SHAPE_CHOICES) if konkan_shape(c.cards).found)


def _shapes_judge(k: int) -> ChoiceVerdict:
    """The engine's check of choice ``k`` as a Konkan (R8.5)."""
    v = konkan_shape(SHAPE_CHOICES[k].cards)
    return ChoiceVerdict(v.found, v.message, v.rule, v.code.value)


def _shapes_explain(value: object) -> str:
    picked = value if isinstance(value, frozenset) else frozenset()
    right = _shapes_answer()
    slips = [k for k in range(len(SHAPE_CHOICES)) if (k in picked) != (k in right)]
    return " ".join(konkan_shape(SHAPE_CHOICES[k].cards).message for k in (slips or range(len(SHAPE_CHOICES))))


# --- the flat 200 ----------------------------------------------------------------------------

# South went out with a Konkan; East was down and held two small cards, West never went down.
EAST = "7D 9C"
WEST = "QS 4C 8D 2S 6S AD 9D 10C 3D JC 5S 7C JD"
AFTER_KONKAN = (("", EAST, WEST), (True, True, False))


def _after_konkan_lines() -> list[str]:
    hands, down = AFTER_KONKAN
    return [line.message for line in score_lines(list(hands), list(down), 0, "konkan", THREE)]


def _east_pays() -> int:
    hands, down = AFTER_KONKAN
    return score_lines(list(hands), list(down), 0, "konkan", THREE)[1].score


# --- an earlier round's Konkan ---------------------------------------------------------------

GAME_SO_FAR = (("", "9S 4D", "KC QC JS 5H"), ("", "", "8C 2D 6S 6H JH 3C 9D AC 10S 4H 5C 7S 2C QD"))


def _sheet() -> Sheet:
    """A standard game for three on its score sheet: South went out in round 1, then put down a
    Konkan in round 2 without a declaration."""
    sheet = Sheet(THREE)
    first, second = GAME_SO_FAR
    sheet.add_round(list(first), finisher=0, went_down=[True, True, True])
    sheet.add_round(list(second), finisher=0, ending="konkan", went_down=[True, True, False])
    return sheet


def _earlier_answer() -> int:
    return 0 if _sheet().is_over else 1


def _earlier_explain(value: object) -> str:
    sheet = _sheet()
    lines = " ".join(line.message for line in sheet.rounds[-1].lines)
    return f"{lines} {sheet.standings} {sheet.status}"


# --- when a Konkan may be declared -----------------------------------------------------------

# The moments a choice names (lesson.the_konkan.when-to-declare.choice.<n>): the round and the point of the turn.
WHEN = ((LAST, "start"), (LAST, "play"), (2, "start"))
WHEN_HANDS = ("2H 3H 4H 5H 6H 7H 8H 9H 10H JH KS KH KD 5C", "7D 9C QS 4C 8D 2S 6S AD 9D 10C 3D JC 5S 7C")


def _when_label(k: int) -> str:
    return _w(f"when-to-declare.choice.{k + 1}")


def _when_round(number: int, phase: str) -> Round:
    return Round.staged(TWO, hands=WHEN_HANDS, pile="QD", number=number, phase=phase)


def _when_says() -> list[str]:
    return [_when_round(number, phase).check(DeclareKonkan(0)).message for number, phase in WHEN]


def _when_answer() -> int:
    return next(k for k, (number, phase) in enumerate(WHEN) if _when_round(number, phase).can_declare_konkan())


def _when_explain(value: object) -> str:
    return " ".join(
        _w("when-to-declare.choice_says", choice=_when_label(k), said=said) for k, said in enumerate(_when_says())
    )


# --- the lesson ------------------------------------------------------------------------------


def lesson() -> LessonPlan:
    """Lesson 8, in the language spoken now (its names and step ids the same in every language)."""
    return LessonPlan(
        name="the-konkan",
        number=8,
        title=_w("title"),
        summary=_w("summary"),
        steps=(
            Question(
                id="two-shapes",
                title=_w("two-shapes.title"),
                intro=_w("two-shapes.intro"),
                prompt=_w("two-shapes.prompt"),
                answer=_shapes_answer,
                explain=_shapes_explain,
                hint=_w("two-shapes.hint"),
                why=(_w("two-shapes.why.1"), _w("two-shapes.why.2"), _w("two-shapes.why.3"), _w("two-shapes.why.4")),
                rules=("R8.5",),
                choices=SHAPE_CHOICES,
                multiple=True,
                judge=_shapes_judge,
            ),
            Step(
                id="konkan-at-once",
                title=_w("konkan-at-once.title"),
                intro=_w("konkan-at-once.intro"),
                position=Position(
                    hands=(f"{RUN} {KINGS} 5C", EAST, WEST),
                    table=((1, "4S 5S 6S 7S 8S"), (1, "QH QD QC")),
                    down=(1,),
                    pile="3S",
                    number=2,
                    phase="play",
                    rules=THREE,
                ),
                goal=out_goal(_w("konkan-at-once.goal"), ending="konkan"),
                hint=_w("konkan-at-once.hint"),
                solution=(KONKAN, "discard 5C"),
                why=(
                    _w("konkan-at-once.why.1"),
                    _w("konkan-at-once.why.2"),
                    _w("konkan-at-once.why.3"),
                    _w("konkan-at-once.why.4"),
                ),
                rules=("R8.5",),
                mistakes={Reason.KONKAN_NOT_LAST_ROUND: _w("konkan-at-once.mistake.konkan_not_last_round")},
                wrong=(DECLARE, f"meld {RUN}"),
                done_text=_w("konkan-at-once.done"),
            ),
            Question(
                id="flat-200",
                title=_w("flat-200.title"),
                intro=_w("flat-200.intro"),
                prompt=_w("flat-200.prompt"),
                answer=_east_pays,
                explain=lambda value: " ".join(_after_konkan_lines()),
                hint=_w("flat-200.hint"),
                why=(_w("flat-200.why.1"),),
                rules=("R8.5",),
                cards=cards_of(EAST),
                mistakes={
                    hand_penalty(EAST, THREE): _w("flat-200.mistake.ordinary"),
                    2 * hand_penalty(EAST, THREE): _w("flat-200.mistake.hand"),
                    -60: _w("flat-200.mistake.konkan_score"),
                },
            ),
            Question(
                id="earlier-round",
                title=_w("earlier-round.title"),
                intro=_w("earlier-round.intro"),
                prompt=_w("earlier-round.prompt"),
                answer=_earlier_answer,
                explain=_earlier_explain,
                hint=_w("earlier-round.hint"),
                why=(_w("earlier-round.why.1"), _w("earlier-round.why.2"), _w("earlier-round.why.3")),
                rules=("R8.5",),
                choices=(Choice(_w("earlier-round.choice.1")), Choice(_w("earlier-round.choice.2"))),
                mistakes={0: _w("earlier-round.mistake.won")},
            ),
            Question(
                id="when-to-declare",
                title=_w("when-to-declare.title"),
                intro=_w("when-to-declare.intro"),
                prompt=_w("when-to-declare.prompt"),
                answer=_when_answer,
                explain=_when_explain,
                hint=_w("when-to-declare.hint"),
                why=(_w("when-to-declare.why.1"), _w("when-to-declare.why.2")),
                rules=("R3.1", "R8.6"),
                choices=tuple(Choice(_when_label(k)) for k in range(len(WHEN))),
                mistakes={1: _w("when-to-declare.mistake.drawn"), 2: _w("when-to-declare.mistake.round_2")},
            ),
            Step(
                id="declare",
                title=_w("declare.title"),
                intro=_w("declare.intro", round=LAST),
                position=Position(
                    hands=(f"{RUN} KS KH KD 5C", "7D 9C QS 4C 8D 2S 6S AD 9D 10C 3D JC 5S 7C"),
                    pile="QD",
                    number=LAST,
                    phase="start",
                    stock="KC",
                ),
                goal=declare_goal(_w("declare.goal")),
                hint=_w("declare.hint"),
                solution=(DECLARE,),
                why=(_w("declare.why.1", round=LAST), _w("declare.why.2")),
                rules=("R8.6",),
                wrong=("draw",),
                done_text=_w("declare.done"),
            ),
            Step(
                id="declared-only",
                title=_w("declared-only.title"),
                intro=_w("declared-only.intro"),
                position=Position(
                    hands=(f"{RUN} KS KH KD 5C", "7D 9C QS 4C 8D 2S 6S AD 9D 10C 3D JC 5S 7C"),
                    pile="QD",
                    number=LAST,
                    phase="start",
                    stock="KC",
                    before=(DECLARE, "draw"),
                ),
                goal=out_goal(_w("declared-only.goal"), ending="konkan"),
                hint=_w("declared-only.hint"),
                solution=(KONKAN, "discard 5C"),
                why=(
                    _w("declared-only.why.1"),
                    _w("declared-only.why.2"),
                    _w("declared-only.why.3"),
                    _w("declared-only.why.4"),
                ),
                rules=("R8.6",),
                mistakes={Reason.KONKAN_DECLARED_ONLY: _w("declared-only.mistake.konkan_declared_only")},
                wrong=(f"meld {RUN}",),
                done_text=_w("declared-only.done"),
            ),
        ),
    )
