"""Lesson 4: going down (R5). The first melds of a round must make 51 points (R5.1) with a run
among them (R5.2); how cards count; lay-offs come after and count nothing (R5.3); going out all
at once needs no minimum (R5.4); and once down you stay down (R5.5)."""

from __future__ import annotations

from ...actions import Action
from ...cards import Card
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

    prompt = "How many points do " + " and ".join(" ".join(str(c) for c in m) for m in melds) + " make together?"
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
STAY_CHOICES = (
    "Yes: you are down already, so any new meld may go down",
    "No: it is worth only 15, and every meld needs 51",
)


def _stay_position() -> Position:
    return Position(hands=(STAY_HAND, NORTH), table=DOWN_MELDS, down=(0,), pile="8H")


def _stay_answer() -> int:
    return 0 if _stay_position().round().check(_move(STAY_MELD)).ok else 1


def _stay_explain(value: object) -> str:
    return f"{_stay_position().round().check(_move(STAY_MELD)).message} {book_words('R5.5')}"


LESSON = LessonPlan(
    name="going-down",
    number=4,
    title="Going down",
    summary="Your first melds of a round: 51 points, a run among them, and what comes after.",
    steps=(
        _opening_question(
            id="count-points",
            title="How cards count",
            intro="The first time in a round you put melds on the table is called going down. Those "
            "melds must be worth 51 points or more. Cards 2 to 10 count their number. A jack, "
            "queen or king counts 10. An ace counts 11, but only 1 at the bottom of a run, as in A 2 3.",
            groups=("AH 2H 3H", "KS KD KC"),
            hint="Add up each meld, and think about where the ace sits.",
            why=(
                "A♥ 2♥ 3♥: the ace is below the two, so it counts 1; 1 + 2 + 3 is 6 (R5.1).",
                "K♠ K♦ K♣: three kings at 10 each, 30 (R5.1).",
                "Together 36, which is 15 short of 51 (R5.1).",
            ),
            mistakes={46: "The ace below the two counts only 1, not 11."},
            done_text="36 is not enough to go down yet.",
        ),
        _opening_question(
            id="joker-and-high-ace",
            title="The joker and the high ace",
            intro="An ace above the king, as in Q K A, counts 11. A joker counts as the card it stands for.",
            groups=("QD KD AD", "9S JK JS"),
            hint="Work out which card the joker stands for first.",
            why=(
                "Q♦ K♦ A♦: 10 + 10 + 11, so 31 (R5.1).",
                "9♠ Joker J♠: the joker is the 10♠, so 9 + 10 + 10 is 29 (R4.4, R5.1).",
                "Together 60, enough to go down (R5.1).",
            ),
            # 50: the high ace counted 1, or the joker counted nothing; 40: both; 65: the joker counted 15.
            mistakes={
                50: "Check two things: what an ace above the king counts, and which card the joker stands for.",
                40: "Check the ace above the king again, and count the joker as the card it stands for.",
                65: "In a meld the joker counts as the card it stands for, not 15.",
            },
            done_text="60 is enough: these two melds could go down together.",
        ),
        Step(
            id="go-down",
            title="Go down with 51",
            intro="You have drawn, and your hand holds a run and a set. Neither is worth 51 on its "
            "own, but melds put down together count together. Pick the cards of one meld and "
            "press Set aside. Then pick the other meld's cards and press Meld: both go down at once.",
            position=Position(hands=("9H 10H JH QH 7S 7D 7C 2S 5S 8D 3C KC 4H 6D AS", NORTH), pile="JC", rules=TWO),
            goal=down_goal("Go down: put down melds worth 51 points or more together."),
            hint="Find the longest run in your hand, then a set to go with it. Set one aside before you "
            "pick the other.",
            solution=("meld 9H 10H JH QH / 7S 7D 7C",),
            why=(
                "9♥ 10♥ J♥ Q♥ is worth 39 and 7♠ 7♦ 7♣ is worth 21 (R5.1).",
                "Pick 9♥ 10♥ J♥ Q♥ and press Set aside. Then pick 7♠ 7♦ 7♣ and press Meld.",
                "Put down together, they make 60, at least 51, so you go down (R5.1).",
            ),
            rules=("R5.1",),
            mistakes={
                Reason.OPENING_TOO_LOW: "Set this meld aside first, then pick the other one and press Meld, "
                "so their points add up.",
                Reason.NOT_A_MELD: "Those cards are two melds, not one: pick one meld and press Set aside, "
                "then pick the other and press Meld.",
            },
            wrong=("meld 9H 10H JH QH", "meld 9H 10H JH QH 7S 7D 7C"),
            done_text="You are down! From now on this round, any new meld may go down on its own.",
        ),
        Step(
            id="needs-a-run",
            title="A run is needed",
            intro="Going down needs at least one run among your melds, however many points your "
            "sets make. As before, pick each meld's cards and press Set aside. Then pick the last meld's "
            "cards and press Meld: they all go down together.",
            position=Position(hands=("KS KH KD QS QH QC 3C 4C 5C 8D 2H 9S JD 6H 10C", NORTH), pile="7D", rules=TWO),
            goal=down_goal("Go down, with a run among your melds."),
            hint="Your sets are worth plenty. What else do you need with them?",
            solution=("meld KS KH KD / QS QH QC / 3C 4C 5C",),
            why=(
                "K♠ K♥ K♦ and Q♠ Q♥ Q♣ make 60, but two sets alone can't go down (R5.2).",
                "Add the run 3♣ 4♣ 5♣: 72 points with a run, so you go down (R5.1, R5.2).",
                "Set aside the kings, then the queens, then pick 3♣ 4♣ 5♣ and press Meld.",
            ),
            rules=("R5.2",),
            mistakes={Reason.OPENING_NEEDS_RUN: "Your three clubs in a row would be the run."},
            wrong=("meld KS KH KD / QS QH QC",),
            done_text="Two sets and a run, 72 points: a strong start.",
        ),
        Step(
            id="lay-off-after",
            title="Lay-offs come after",
            intro="Laying off means adding a card of yours to a meld already on the table, even "
            "someone else's. Pick your card, click the meld on the table, then press Lay off. You "
            "may lay off only once you are down, but already in the same turn. What you lay "
            "off counts nothing toward your 51.",
            position=Position(
                hands=("10H JH QH 8C 8D 8S 7S 2D 5H 9C KD 3S AD 6C 4D", "2C 3H 9D JS QC AS KH 4C 5D 10S 2H"),
                table=((1, "4S 5S 6S"),),
                down=(1,),
                pile="2S",
                rules=TWO,
            ),
            goal=all_of(
                "Go down, then lay your 7♠ off on North's run.", down_goal(""), lay_off_goal("", "7S", on_owner=1)
            ),
            hint="The lay-off has to wait: first put down melds worth 51, setting one aside before the next.",
            solution=("meld 10H JH QH / 8C 8D 8S", "lay off 7S on meld 0"),
            why=(
                "You can't lay off before you are down (R5.3).",
                "Put down 10♥ J♥ Q♥ and 8♣ 8♦ 8♠ together: 54 points (R5.1). Set one aside, pick "
                "the other, press Meld.",
                "Now you are down, lay the 7♠ off on North's 4♠ 5♠ 6♠: pick the 7♠, click North's run, "
                "press Lay off (R5.3, R6.1).",
            ),
            rules=("R5.3",),
            mistakes={Reason.NOT_DOWN: "Go down first, with your own melds."},
            wrong=("lay off 7S on meld 0",),
            done_text="North's run is now 4♠ to 7♠, and your hand is smaller.",
        ),
        Step(
            id="out-at-once",
            title="Out all at once",
            intro="There is one way to go down with less than 51. Put down every card but one, all "
            "at once, in melds of your own. Then your last card is your discard, and it ends "
            "the round straight away. Pick each meld's cards and press Set aside. Then pick the last "
            "meld's cards and press Meld: they all go down together.",
            position=Position(
                hands=("2C 3C 4C 5D 5H 5S 9D", "2D 3H"), table=((1, "9S 10S JS"),), down=(1,), pile="KC", rules=TWO
            ),
            goal=Goal("Put down every card but one at once, although your melds make less than 51.", _one_left),
            hint="Put down everything you can together, keeping just one card to discard. Set aside "
            "each meld but the last.",
            solution=("meld 2C 3C 4C / 5D 5H 5S",),
            why=(
                "2♣ 3♣ 4♣ and 5♦ 5♥ 5♠ make only 24 (R5.1).",
                "But they leave one card, so no minimum is needed (R5.4). There is a run among them (R5.2).",
                "Set one aside, pick the other, press Meld.",
            ),
            rules=("R5.4",),
            mistakes={
                Reason.OPENING_TOO_LOW: "Set one meld aside, then pick the other and press Meld, so both go "
                "down together and only one card is left."
            },
            wrong=("meld 2C 3C 4C", "discard 9D"),
            done_text="Only the 9♦ is left. Discarding it would end the round: lesson 6 shows what happens then.",
        ),
        Question(
            id="stay-down",
            title="Once down, always down",
            intro="You went down last turn with 9♥ 10♥ J♥ Q♥ and 7♠ 7♦ 7♣. This turn you have drawn, "
            "and you hold 4♣ 5♣ 6♣.",
            prompt="May you put down 4♣ 5♣ 6♣ on its own now?",
            answer=_stay_answer,
            explain=_stay_explain,
            hint="The 51 is only for the first time you go down in a round.",
            why=(
                "You went down last turn, and you stay down until the round ends (R5.5).",
                "So 4♣ 5♣ 6♣ may go down on its own, with no minimum (R3.4).",
            ),
            rules=("R5.5",),
            choices=tuple(Choice(c) for c in STAY_CHOICES),
            mistakes={1: "You went down last turn. Does the 51 still matter now?"},
            position=_stay_position(),
            done_text="Once you are down, each new meld goes down on its own, whatever it is worth.",
        ),
    ),
)
