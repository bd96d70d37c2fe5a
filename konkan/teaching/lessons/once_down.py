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
    v = _kings().round().check(Action.parse(f"seat 0: swap {KINGS_CHOICES[k].cards[0]} for the joker in meld 1"))
    return ChoiceVerdict(v.ok, v.message, v.rule, v.code.value)


def _kings_answer() -> frozenset[int]:
    return frozenset(k for k, (ok, _) in enumerate(_swap_verdicts()) if ok)


def _kings_explain(value: object) -> str:
    """The engine's sentence on each king answered wrongly (or, all right, on each right king),
    then the hint's word on what the learner may do with the freed joker (R6.3, or the house rule)."""
    picked = value if isinstance(value, frozenset) else frozenset()
    verdicts = _swap_verdicts()
    right = _kings_answer()
    slips = [k for k in range(len(verdicts)) if (k in picked) != (k in right)]
    said = [verdicts[k][1] for k in (slips or sorted(right))]
    rules = _kings().round().rules
    word = say("hint.swap.must_use" if rules.freed_joker_must_be_used else "hint.swap.keep")
    said.append(f"Once the joker is free, {word[:1].lower()}{word[1:]}")
    return " ".join(said)


def _kept_joker(r: Round, seat: int, start: Round) -> bool:
    """The turn is over and the learner holds more jokers than when it began."""
    return sum(c.is_joker for c in r.hand(seat)) > sum(c.is_joker for c in start.hand(seat))


LESSON = LessonPlan(
    name="once-down",
    number=5,
    title="Once down: laying off and freeing jokers",
    summary="Once you are down you may add cards to any meld on the table, and win jokers back from them.",
    steps=(
        Step(
            id="lay-off-yours",
            title="Lay off",
            intro="Once you are down, you may add cards from your hand to a meld on the table. It must "
            "stay a meld. That is called laying off, and it leaves one card fewer in your hand. "
            "Pick your card, click the meld on the table, then press Lay off.",
            position=Position(
                hands=("9S 10H 2C 5D KC QH 4C", "2D 3C 4H 8D 9H KH 5S JC"),
                table=((0, "6S 7S 8S"), (1, "10D JD QD")),
                down=(0, 1),
            ),
            goal=lay_off_goal("Lay one of your cards off on your run of spades.", on_owner=0),
            hint="Which of your cards comes next after the top of your run?",
            solution=("lay off 9S on meld 0",),
            why=(
                "Your run is 6♠ 7♠ 8♠, and the 9♠ comes right after it, so it can join the run (R6.1).",
                "Pick the 9♠, click your run on the table, then press Lay off.",
            ),
            rules=("R6.1",),
            mistakes={Reason.LAYOFF_WRONG_SUIT: "The card must keep the run one suit, in order."},
            wrong=("lay off 10H on meld 0", "lay off 9S 10H on meld 0"),
            done_text="Your run is now four cards long.",
        ),
        Step(
            id="lay-off-theirs",
            title="On anyone's meld",
            intro="You may lay off on anyone's meld, not only your own. A meld on the table takes a card from "
            "whoever can add to it.",
            position=Position(
                hands=("QS 10H 2C 5D KC 4C JS", "2D 3C 4H 8D 9H KH 5S JC"),
                table=((0, "6S 7S 8S"), (1, "QC QD QH")),
                down=(0, 1),
            ),
            goal=lay_off_goal("Lay a card off on North's set of queens.", on_owner=1),
            hint="North's set has three queens. Which suit is missing from it?",
            solution=("lay off QS on meld 1",),
            why=(
                "North's set is Q♥ Q♦ Q♣, and the one suit it lacks is spades.",
                "The Q♠ makes it a set of four, so you may lay it off there, though the set is North's (R6.1).",
            ),
            rules=("R6.1",),
            mistakes={Reason.LAYOFF_WRONG_RANK: "A set takes only cards of its own rank."},
            wrong=("lay off JS on meld 1", "lay off QS on meld 0"),
            done_text="A full set of four queens: no suit is left for it to take.",
        ),
        Step(
            id="lay-off-joker",
            title="A joker laid off",
            intro="A joker may be laid off too, on a meld that has no joker yet. It stands for the card it "
            "replaces. That is a card at one end of a run, or a missing suit in a set.",
            position=Position(
                hands=("JK 9S 3C", "2D 3D 4H 8D 9H KH 5S JC"), table=((0, "5H JK 7H"), (1, "4D 5D 6D")), down=(0, 1)
            ),
            goal=lay_off_goal("Lay your joker off on a meld.", "JK"),
            hint="One meld on the table has a joker already. Try the other one.",
            solution=("lay off JK on meld 1",),
            why=(
                "Your run 5♥ Joker 7♥ already holds a joker, and a meld may hold only one (R4.3).",
                "North's run 4♦ 5♦ 6♦ has none, so your joker may go at one of its ends (R6.1).",
                "A joker laid off is one card fewer in your hand.",
            ),
            rules=("R6.1",),
            mistakes={Reason.LAYOFF_SECOND_JOKER: "Look for a meld with no joker in it."},
            wrong=("lay off JK on meld 0",),
            done_text="The joker now stands for a diamond at the end of North's run.",
        ),
        Step(
            id="free-joker",
            title="Free a joker",
            intro="A joker on the table stands for one card. If you hold that card, you may put it in the "
            "joker's place and take the joker into your hand. That is a joker swap.",
            position=Position(
                hands=("8H 10H 2C 5D KC 4C 7D", "2D 3C 4H 8D 9H KH 5S JC"),
                table=((0, "QS QD QC"), (1, "7H JK 9H")),
                down=(0, 1),
            ),
            goal=swap_goal("Free the joker from North's run."),
            hint="The joker sits between two hearts. Which heart does it stand for?",
            solution=("swap 8H for the joker in meld 1",),
            why=(
                "In North's run 7♥ Joker 9♥ the joker stands for the 8♥ (R4.4).",
                "You hold the 8♥, so you put it in and take the joker into your hand (R6.2).",
            ),
            rules=("R6.2",),
            mistakes={Reason.SWAP_WRONG_CARD: "Only the very card the joker stands for can free it."},
            wrong=("swap 10H for the joker in meld 1", "lay off 8H on meld 1"),
            done_text="The joker is yours now, ready for a meld of your own.",
        ),
        Question(
            id="either-suit",
            title="A joker in a set of three",
            intro="In a set of three with a joker, the joker stands for one of the two missing suits. "
            "Which one is left open. Either missing king frees it.",
            prompt="North's set is K♥ K♣ Joker. Pick every one of your kings that can free its joker.",
            answer=_kings_answer,
            explain=_kings_explain,
            hint="Which two suits does North's set not have yet?",
            why=(
                "North's set has a heart and a club, so its joker is the K♠ or the K♦, whichever you put in (R4.4).",
                "Either of those frees the joker (R6.2). Your K♣ cannot: the set has a club already.",
                "The joker you free may stay in your hand for a meld of your own (R6.3).",
            ),
            rules=("R6.2", "R6.3"),
            choices=KINGS_CHOICES,
            multiple=True,
            position=_kings(),
            judge=_kings_judge,
        ),
        Step(
            id="keep-joker",
            title="Keep the joker",
            intro="A joker you free is yours to keep: you don't have to use it this turn. Hold on to it, "
            "and it can fill a gap in a meld later.",
            position=_kings(),
            goal=all_of(
                "Free North's joker, then end your turn with the joker still in your hand.",
                swap_goal("Free North's joker."),
                turn_over_goal("End your turn."),
                Goal("Keep the joker.", _kept_joker),
            ),
            hint="Free the joker with a king the set can take, then discard a card you don't need.",
            solution=("swap KD for the joker in meld 1", "discard 8S"),
            why=(
                "North's set K♥ K♣ Joker takes the K♠ or the K♦ in the joker's place (R6.2).",
                "Put in the K♦ and the joker comes to your hand.",
                "You may keep the joker (R6.3): discard the 8♠, which fits nothing, to end your turn (R3.5).",
            ),
            rules=("R6.2",),
            mistakes={Reason.SWAP_WRONG_CARD: "The set has a club already, so a club can't take the joker's place."},
            wrong=("swap KC for the joker in meld 1", "discard 8S"),
            done_text="You end your turn with a joker in hand: a strong card for your next meld.",
        ),
    ),
)
