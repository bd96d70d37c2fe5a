"""Lesson 7: the Hand (R8.2, R4.5). Going out all at once, from not down, touching only your own new
melds: minus 60, and everyone else's points doubled. A meld belongs to who put it down, which is why
laying off on someone else's meld spoils a Hand."""

from __future__ import annotations

from ...actions import Action
from ...reasons import Ending, Reason
from ...round import Round
from ...rulebook import rule
from ...rules import Rules
from ...scoring import ScoreLine
from . import Choice, LessonPlan, Position, Question, Step, cards_of, out_goal

THREE = Rules(players=3)


def _played(pos: Position, moves: tuple[str, ...]) -> Round:
    """The position's round once the learner has made ``moves`` (each one judged by the engine)."""
    r = pos.round()
    for m in moves:
        r.apply(Action.parse(f"seat 0: {m}"))
    return r


# --- a Hand from a full hand (R8.2) ----------------------------------------------------------------

EAST_LEFT = "JK 8C 2D 4S 10D"
ALL_AT_ONCE = ("meld 3S 4S 5S 6S 7S / 9H 9D 9C / KD KH KC / 5D 6D 7D", "discard QC")


def _full_hand() -> Position:
    """Three players. You have drawn your fifteenth card and are not down; East is down, West is not."""
    return Position(
        hands=("3S 4S 5S 6S 7S 9H 9D 9C KD KH KC 5D 6D 7D QC", EAST_LEFT, "2C 3D 4H 5S 2H 3H 6C 7C 8S 2S 3C 4D 9S 6H"),
        table=((1, "JH QH KH"),),
        down=(1,),
        rules=THREE,
    )


def _hand_lines() -> tuple[ScoreLine, ...]:
    r = _played(_full_hand(), ALL_AT_ONCE)
    assert r.result is not None
    return r.result.lines


# --- whose meld (R4.5) -----------------------------------------------------------------------------

OWN_NINES = ("meld 2S 3S 4S 5S 6S 7S 8S / 9S 9D 9C 9H / KD KH KC", "discard QC")
ON_NORTHS = ("meld 2S 3S 4S 5S 6S 7S 8S / 9S 9D 9C / KD KH KC", "lay off 9H on meld 0", "discard QC")
WAYS = (OWN_NINES, ON_NORTHS)
WAY_CHOICES = (
    Choice("Put all four nines in a set of your own, with your run of spades and your kings, then discard the Q♣."),
    Choice(
        "Put three nines in a set, with your run of spades and your kings. Lay the 9♥ off on North's "
        "run, then discard the Q♣."
    ),
)
WAY_NAMES = ("The first way", "The second way")


def _nines() -> Position:
    """Two players. You have drawn your fifteenth card and are not down; North's run lies on the table."""
    return Position(
        hands=("2S 3S 4S 5S 6S 7S 8S 9S 9D 9C 9H KD KH KC QC", "JK 8C 2D 4S 10D 5C"),
        table=((1, "10H JH QH"),),
        down=(1,),
    )


def _way_results() -> list[tuple[Ending, str]]:
    """How each way out ends the round, and the engine's sentence on it."""
    out = []
    for moves in WAYS:
        r = _played(_nines(), moves)
        assert r.result is not None
        out.append((r.result.ending, r.result.message))
    return out


def _hand_way() -> int:
    return next(k for k, (ending, _) in enumerate(_way_results()) if ending == Ending.HAND)


def _ways_explain(value: object) -> str:
    said = [f"{name}: {message}" for name, (_, message) in zip(WAY_NAMES, _way_results())]
    return " ".join([*said, f"The rule book says: {rule('R4.5')}"])


# --- down before the turn (R8.2 does not apply) ----------------------------------------------------

ALREADY_DOWN_FINISH = ("meld 5D 6D 7D / 2C 2H 2S", "discard KC")


def _already_down() -> Position:
    """You went down on an earlier turn (10♠ J♠ Q♠ is yours) and can now put down all the rest."""
    return Position(
        hands=("5D 6D 7D 2C 2H 2S KC", "JK 8C 2D 4S 10D 5C"), table=((0, "10S JS QS"), (1, "10H JH QH")), down=(0, 1)
    )


def _already_down_lines() -> tuple[ScoreLine, ...]:
    r = _played(_already_down(), ALREADY_DOWN_FINISH)
    assert r.result is not None
    return r.result.lines


LESSON = LessonPlan(
    name="the-hand",
    number=7,
    title="The Hand: going out all at once",
    summary="Go out in one turn without ever going down before it: minus 60, and everyone else pays double.",
    steps=(
        Step(
            id="all-at-once",
            title="A Hand",
            intro="A Hand, with a capital H, is a way to go out. Your hand, with a small h, is just your "
            "cards. Say you were not down when your turn began. You put every card but one into melds "
            "of your own, then discard the last one: you go out with a Hand. Pick each meld's cards and "
            "press Set aside. Then pick the last meld's cards and press Meld: they all go down together.",
            position=_full_hand(),
            goal=out_goal("Go out with a Hand: every card down this turn, in melds of your own.", ending="hand"),
            hint="Sort your cards into runs and sets: exactly one card is left over.",
            solution=ALL_AT_ONCE,
            why=(
                "Your cards make the run 3♠ 4♠ 5♠ 6♠ 7♠, the nines 9♥ 9♦ 9♣, the kings K♥ K♦ K♣ and the "
                "run 5♦ 6♦ 7♦ (R4.1, R4.2).",
                "Pick each meld's cards and press Set aside, then pick the last meld and press Meld: "
                "all four go down together. Then discard the Q♣, your last card (R7.2).",
                "You were not down before this turn and used only your own new melds: a Hand (R8.2).",
            ),
            rules=("R8.2",),
            mistakes={
                Reason.OPENING_TOO_LOW: "Set each meld aside, then press Meld to put them all down together: "
                "going out at once needs no minimum."
            },
            wrong=("meld 3S 4S 5S / 9H 9D 9C", "discard QC"),
            done_text="A Hand! Look at the scores: yours is minus 60.",
        ),
        Question(
            id="doubled",
            title="Everyone pays double",
            intro="A Hand scores minus 60 for you, twice the usual minus 30. Everyone else counts what they "
            "must pay as usual, and then it is doubled.",
            prompt="You went out with a Hand. East is down and is left holding these cards. What does East pay?",
            answer=lambda: _hand_lines()[1].score,
            explain=lambda value: " ".join(line.message for line in _hand_lines()),
            hint="Count East's cards as for any round, then double it.",
            why=(
                "East's cards are worth 15 + 8 + 2 + 4 + 10, so 39 in all (R8.3).",
                "Your Hand doubles it: East pays 78 (R8.2). West, never down, pays 100 doubled: 200.",
            ),
            rules=("R8.2", "R8.3"),
            cards=cards_of(EAST_LEFT),
            position=_full_hand(),
            mistakes={
                _hand_lines()[1].penalty: "That is what the cards are worth; the Hand doubles it.",
                2 * (_hand_lines()[1].penalty - 15): "A joker left in a hand costs 15.",
                -60: "Minus 60 is your own score for the Hand. The question is what East pays.",
            },
        ),
        Question(
            id="whose-meld",
            title="Whose meld?",
            intro="Every meld on the table belongs to the player who put it down. A Hand may touch only your own "
            "new melds. Lay one card off on someone else's meld, and it is an ordinary going out.",
            prompt="You are not down yet, and you can go out this turn two ways. Which way is a Hand?",
            answer=_hand_way,
            explain=_ways_explain,
            hint="Whose meld is the run of hearts on the table?",
            why=(
                "The run 10♥ J♥ Q♥ is North's: North put it down (R4.5).",
                "Laying the 9♥ off on it touches North's meld, so that way out is no Hand: minus 30 (R8.1).",
                "All four nines in your own set keep everything in your own new melds: a Hand, minus 60 (R8.2).",
            ),
            rules=("R4.5", "R8.2"),
            choices=WAY_CHOICES,
            position=_nines(),
            mistakes={1: "The second way lays a card off on a meld that is not yours."},
        ),
        Step(
            id="keep-it-yours",
            title="Keep it yours",
            intro="Now play it. North's run could take one of your cards, but that would cost you the Hand. "
            "Set aside each of your melds but the last, then pick the last one and press Meld.",
            position=_nines(),
            goal=out_goal("Go out with a Hand, touching no meld but your own.", ending="hand"),
            hint="Every card you put down must go into a meld of your own, put down this turn.",
            solution=OWN_NINES,
            why=(
                "Put down 2♠ to 8♠, the four nines and the three kings, all your own (R4.5).",
                "Set aside two of them, then pick the third and press Meld.",
                "Discard the Q♣: you go out with a Hand (R8.2).",
            ),
            rules=("R8.2",),
            mistakes={
                Reason.NOT_DOWN: "And even once you are down, a card laid off on North's run would spoil your Hand."
            },
            wrong=("lay off 9H on meld 0", "discard QC"),
            done_text="A Hand: minus 60 for you, and North's cards count double.",
        ),
        Question(
            id="down-before",
            title="Down before",
            intro="A Hand needs all your cards to go down in one turn. Once you went down on an earlier turn, "
            "going out is an ordinary going out. It does not matter how many cards you put down at the end.",
            prompt="You went down on an earlier turn. Now you put down all your cards but the K♣ and discard it. "
            "What do you score?",
            answer=lambda: _already_down_lines()[0].score,
            explain=lambda value: " ".join(line.message for line in _already_down_lines()),
            hint="Were you down before this turn began?",
            why=(
                "You were down before this turn, so this is no Hand (R8.2).",
                "You score minus 30 for going out, as usual (R8.1).",
            ),
            rules=("R8.1",),
            position=_already_down(),
            mistakes={
                -60: "A Hand needs you not to be down when the turn begins.",
                30: "Going out takes points off your total, so your score has a minus sign.",
            },
        ),
    ),
)
