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
from . import Choice, ChoiceVerdict, LessonPlan, Position, Question, Step, cards_of, declare_goal, out_goal

TWO = Rules(players=2)
THREE = Rules(players=3)
LAST = TWO.rounds  # the last round of a standard game, the only one where Konkan is declared (R8.6)


RUN = "2H 3H 4H 5H 6H 7H 8H 9H 10H JH"  # ten hearts in a row
KINGS = "KS KH KD KC"
KONKAN = f"meld {RUN} / {KINGS}"

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


EARLIER_CHOICES = (Choice("Yes: South has won the game"), Choice("No: the game goes on to round 3"))


def _earlier_answer() -> int:
    return 0 if _sheet().is_over else 1


def _earlier_explain(value: object) -> str:
    sheet = _sheet()
    lines = " ".join(line.message for line in sheet.rounds[-1].lines)
    return f"{lines} {sheet.standings} {sheet.status}"


# --- when a Konkan may be declared -----------------------------------------------------------

WHEN = (
    ("At the start of your turn in the last round, before you draw", LAST, "start"),
    ("In the last round, just after you draw", LAST, "play"),
    ("At the start of your turn in round 2, before you draw", 2, "start"),
)
WHEN_HANDS = ("2H 3H 4H 5H 6H 7H 8H 9H 10H JH KS KH KD 5C", "7D 9C QS 4C 8D 2S 6S AD 9D 10C 3D JC 5S 7C")
WHEN_CHOICES = tuple(Choice(label) for label, _, _ in WHEN)


def _when_round(number: int, phase: str) -> Round:
    return Round.staged(TWO, hands=WHEN_HANDS, pile="QD", number=number, phase=phase)


def _when_says() -> list[str]:
    return [_when_round(number, phase).check(DeclareKonkan(0)).message for _, number, phase in WHEN]


def _when_answer() -> int:
    return next(k for k, (_, number, phase) in enumerate(WHEN) if _when_round(number, phase).can_declare_konkan())


def _when_explain(value: object) -> str:
    return " ".join(f"{label}: {said}" for (label, _, _), said in zip(WHEN, _when_says()))


# --- the lesson ------------------------------------------------------------------------------

LESSON = LessonPlan(
    name="the-konkan",
    number=8,
    title="The Konkan",
    summary="The game's namesake: fourteen cards in one run and one set, put down all at once.",
    steps=(
        Question(
            id="two-shapes",
            title="The two shapes",
            intro="A Konkan is fourteen cards in exactly two melds. It is a run of ten and a set of four, or a "
            "run of eleven and a set of three. Nothing else counts.",
            prompt="Pick every group of fourteen cards that is a Konkan.",
            answer=_shapes_answer,
            explain=_shapes_explain,
            hint="For each group, find the run and count it. Is it ten long with a set of four, or eleven "
            "long with a set of three?",
            why=(
                "Ten hearts in a row and four kings: a run of ten and a set of four, a Konkan (R8.5).",
                "Eleven spades in a row, from the 4♠ up to the ace, and three sevens. That is a run of eleven "
                "and a set of three, a Konkan too (R8.5).",
                "Nine hearts and four kings make only thirteen cards in melds, and the 5♣ fits in neither.",
                "Two runs of seven are fourteen cards, but a Konkan needs one run and one set.",
            ),
            rules=("R8.5",),
            choices=SHAPE_CHOICES,
            multiple=True,
            judge=_shapes_judge,
        ),
        Step(
            id="konkan-at-once",
            title="Put it down at once",
            intro="A Konkan goes down all in one turn, by a player who is not down yet. Both melds go down "
            "together, then the last card is discarded. It ends the round like a Hand. To put two melds down "
            "together, set the first aside with Set aside, then pick the second and press Meld.",
            position=Position(
                hands=(f"{RUN} {KINGS} 5C", EAST, WEST),
                table=((1, "4S 5S 6S 7S 8S"), (1, "QH QD QC")),
                down=(1,),
                pile="3S",
                number=2,
                phase="play",
                rules=THREE,
            ),
            goal=out_goal("Go out with a Konkan.", ending="konkan"),
            hint="Pick the whole run and press Set aside, then pick the whole set and press Meld, so "
            "both go down together. Then only one card is left.",
            solution=(KONKAN, "discard 5C"),
            why=(
                "2♥ to J♥ is a run of ten and the four kings a set of four: together they are a Konkan (R8.5).",
                "Pick the run and press Set aside, then pick the kings and press Meld: both go down at "
                "once. Then discard the 5♣, your last card, to go out (R7.1).",
                "That scores -60 for you, and a flat 200 for each of the others (R8.5).",
                "Putting the run down first and the kings after is going down and then melding: a Hand, not "
                "a Konkan (R8.2).",
            ),
            rules=("R8.5",),
            mistakes={Reason.KONKAN_NOT_LAST_ROUND: "In this round you just put the Konkan down, with no word first."},
            wrong=("declare konkan", f"meld {RUN}"),
            done_text="A Konkan! Both your opponents pay 200.",
        ),
        Question(
            id="flat-200",
            title="Whatever they hold",
            intro="After a Konkan nobody counts their cards: every opponent pays the same flat amount, down "
            "or not. East was down, holding only the 7♦ and the 9♣.",
            prompt="How much does East score for this round?",
            answer=_east_pays,
            explain=lambda value: " ".join(_after_konkan_lines()),
            hint="Does it matter here which cards East still holds?",
            why=(
                "Against a Konkan every opponent scores a flat 200, whatever is in hand and whether they "
                "were down or not (R8.5).",
            ),
            rules=("R8.5",),
            cards=cards_of(EAST),
            mistakes={
                hand_penalty(
                    EAST, THREE
                ): "That is what the 7♦ and the 9♣ are worth after an ordinary going out. A Konkan costs more.",
                2 * hand_penalty(EAST, THREE): "That would be a Hand's doubling. A Konkan is a flat amount.",
                -60: "Minus 60 is the score of the player who put the Konkan down, not East's.",
            },
        ),
        Question(
            id="earlier-round",
            title="A Konkan in an early round",
            intro="In rounds before the last, nobody may declare a Konkan, but you may still put one down. It "
            "scores, but it does not win the game.",
            prompt="South put down a Konkan in round 2 of 5, without declaring it. Is the game over?",
            answer=_earlier_answer,
            explain=_earlier_explain,
            hint="Only a declared Konkan ends the whole game. Could anyone declare in round 2?",
            why=(
                "South's Konkan scores -60, and 200 for each of the others (R8.5).",
                "A Konkan that was not declared does not win the game: the game goes on to round 3 (R8.5).",
                "Only a declared Konkan, in the last round, wins the game at once (R8.6).",
            ),
            rules=("R8.5",),
            choices=EARLIER_CHOICES,
            mistakes={0: "South's Konkan came in round 2, without a declaration."},
        ),
        Question(
            id="when-to-declare",
            title="When to declare",
            intro="In the last round a player not yet down may declare Konkan. From then on they may go down "
            "only with the whole Konkan. If they do, they win the whole game. The declaration comes "
            "first, before anything else in the turn.",
            prompt="When may you declare Konkan?",
            answer=_when_answer,
            explain=_when_explain,
            hint="Two things matter: which round it is, and whether your turn has begun.",
            why=(
                "Konkan is declared only in the last round (R8.6),",
                "and only at the very start of your turn, before you draw or do anything else (R3.1).",
            ),
            rules=("R3.1", "R8.6"),
            choices=WHEN_CHOICES,
            mistakes={1: "Once you have drawn, your turn has begun.", 2: "Round 2 is not the last round."},
        ),
        Step(
            id="declare",
            title="Declare it",
            intro=f"This is round {LAST}, the last. Your hand is one card short of a Konkan. If you declare now "
            "and complete it, you win the whole game.",
            position=Position(
                hands=(f"{RUN} KS KH KD 5C", "7D 9C QS 4C 8D 2S 6S AD 9D 10C 3D JC 5S 7C"),
                pile="QD",
                number=LAST,
                phase="start",
                stock="KC",
            ),
            goal=declare_goal("Declare Konkan."),
            hint="The declaration has to come before anything else you do this turn.",
            solution=("declare konkan",),
            why=(
                f"It is round {LAST}, the last, and you are not down, so you may declare Konkan (R8.6).",
                "You declare at the start of your turn, before you draw (R3.1).",
            ),
            rules=("R8.6",),
            wrong=("draw",),
            done_text="Everyone now knows you are playing for a Konkan.",
        ),
        Step(
            id="declared-only",
            title="The whole Konkan or nothing",
            intro="You declared Konkan and then drew the K♣. Now you may go down only with the "
            "whole Konkan, both melds in one turn. Set one aside, then press Meld with the other.",
            position=Position(
                hands=(f"{RUN} KS KH KD 5C", "7D 9C QS 4C 8D 2S 6S AD 9D 10C 3D JC 5S 7C"),
                pile="QD",
                number=LAST,
                phase="start",
                stock="KC",
                before=("declare konkan", "draw"),
            ),
            goal=out_goal("Go out with your declared Konkan.", ending="konkan"),
            hint="Now you hold the whole thing. Set the run aside, pick the kings and press Meld, then discard.",
            solution=(KONKAN, "discard 5C"),
            why=(
                "The run 2♥ to J♥ and the four kings are your Konkan (R8.5).",
                "Set the run aside, pick the kings and press Meld, so both go down at once.",
                "Discard the 5♣ to go out. A declared Konkan wins the whole game at once (R8.6).",
                "The run alone would be an ordinary going down, which a declarer may not make (R8.6).",
            ),
            rules=("R8.6",),
            mistakes={Reason.KONKAN_DECLARED_ONLY: "Keep the run in your hand until the kings can go down with it."},
            wrong=(f"meld {RUN}",),
            done_text="A declared Konkan: you win the game, whatever the totals.",
        ),
    ),
)
