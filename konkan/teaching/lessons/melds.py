"""Lesson 2: melds (R4). Runs, sets, the ace at either end, never round the corner, the joker."""

from __future__ import annotations

from ...cards import Card
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


LESSON = LessonPlan(
    name="melds",
    number=2,
    title="Melds: runs and sets",
    summary="The two shapes every Konkan hand is built from, and where the joker fits.",
    steps=(
        Step(
            id="first-run",
            title="A run",
            intro="A run is three or more cards of one suit, one after another, like 4♥ 5♥ 6♥. Your first "
            "melds of a round have rules of their own: lesson 4 shows them. Here your 2♦ 3♦ 4♦ is on "
            "the table from an earlier turn. So each new meld may go on the table on its own.",
            position=down_already("8S 9S 10S 2H 5D KC JD 4C", "2C 3C 4H 7D 9H QH 5S"),
            goal=meld_goal("Put down a run of three spades.", kind="run"),
            hint="Look at your spades: which three follow on from each other?",
            solution=("meld 8S 9S 10S",),
            why=(
                "8♠ 9♠ 10♠ are three spades in a row, so they are a run (R4.1).",
                "Pick the three cards, then press Meld.",
            ),
            rules=("R4.1",),
            mistakes={Reason.RUN_MIXED_SUITS: "A run keeps to one suit all the way."},
            wrong=("meld 8S 9S 2H",),
            done_text="Now you have a run of your own on the table.",
        ),
        Step(
            id="first-set",
            title="A set",
            intro="A set is three or four cards of the same rank, each of a different suit, like 7♠ 7♥ 7♦. "
            "Again your 2♦ 3♦ 4♦ is on the table already, so a new meld may go there on its own.",
            position=down_already("QS QH QD 2H 5D 9C JD 4C", "2C 3C 4H 7D 9H KH 5S"),
            goal=meld_goal("Put down a set of three queens.", kind="set"),
            hint="Three of your cards share a rank.",
            solution=("meld QS QH QD",),
            why=("Q♠ Q♥ Q♦ are three queens in three suits, so they are a set (R4.2).",),
            rules=("R4.2",),
            wrong=("meld QS QH JD",),
            done_text="Sets and runs are the only two kinds of meld.",
        ),
        _meld_question(
            id="which-are-melds",
            title="Which are melds?",
            intro="The ace can sit below the two (A 2 3) or above the king (Q K A). But a run never goes "
            "round the corner: K A 2 is not a run. A set never holds two cards of one suit.",
            prompt="Pick every group that is a meld.",
            groups=("AH 2H 3H", "QD KD AD", "KC AC 2C", "7S 7S 7H", "5C 6C 8C"),
            hint="Check each group: one suit in a row, or one rank in different suits?",
            why=(
                "A♥ 2♥ 3♥ is a run: the ace sits below the two (R4.1).",
                "Q♦ K♦ A♦ is a run: the ace sits above the king (R4.1).",
                "K♣ A♣ 2♣ goes round the corner, which a run never does (R4.1).",
                "7♠ 7♠ 7♥ has two spades, and a set needs every suit different (R4.2).",
                "5♣ 6♣ 8♣ has a gap where the 7♣ should be (R4.1).",
            ),
            rules=("R4.1", "R4.2"),
        ),
        Step(
            id="joker-in-a-run",
            title="The joker",
            intro="A joker can stand for any one card a meld is missing. A meld holds only one joker. "
            "Your 2♦ 3♦ 4♦ is on the table already, so a new meld may go there on its own.",
            position=down_already("5H 7H JK JK 9C 2S KD QC", "2C 3C 4H 7D 9H KH 5S"),
            goal=meld_goal("Put down a run of hearts with the joker in the gap.", kind="run"),
            hint="Which heart is missing between your two hearts? One joker can fill it.",
            solution=("meld 5H JK 7H",),
            why=(
                "5♥ Joker 7♥ is a run: the joker stands for the missing 6♥ (R4.1, R4.4).",
                "A meld may hold one joker, so it always has at least two real cards (R4.3).",
            ),
            rules=("R4.3",),
            wrong=("meld 5H 7H 9C", "meld 5H JK JK 7H"),
        ),
        Step(
            id="joker-at-an-end",
            title="A joker at the end",
            intro="A joker at the end of a run could stand for the card below or the card above. "
            "5♣ 6♣ with a joker is 4♣ 5♣ 6♣ or 5♣ 6♣ 7♣. You choose: pick the cards, and buttons "
            "marked Joker as appear under the table, one for each card the joker could be. "
            "If you don't choose, it takes the card worth more.",
            position=down_already("5C 6C JK 9D 2S KH QD 8H", "2H 3H 4H 7D 9H KS 5S"),
            goal=Goal("Put down 5♣ 6♣ and the joker, with the joker as the 4♣.", _joker_low),
            hint="Pick the three cards. Then say what the joker is with a Joker as button under the table, "
            "and press Meld.",
            solution=("meld 5C 6C JK as 4C",),
            why=(
                "5♣ 6♣ Joker is a run, and its joker could be the 4♣ or the 7♣ (R4.4).",
                "Pick 5♣ 6♣ and the joker. Under the table, Joker as offers 4♣ and 7♣: press 4♣.",
                "Then press Meld. The joker goes below the 5♣: Joker 5♣ 6♣.",
            ),
            rules=("R4.4",),
            wrong=("meld 5C 6C JK as 8C", "meld 5C 6C JK"),
            done_text="The joker now stands for the 4♣ for as long as it lies there.",
        ),
    ),
)
