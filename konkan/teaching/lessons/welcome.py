"""Lesson 1: welcome. What Konkan is, the cards (R1.2), the seats and the order of play (R1.3),
the deal (R2.1), and how a lesson step works: a first move, the starter's discard (R3.2, R3.5)."""

from __future__ import annotations

from ...actions import Discard
from ...cards import Card, full_deck
from ...reasons import Reason
from ...render import seat_places
from ...round import Round
from ...rulebook import rule
from ...rules import Rules
from . import Choice, LessonPlan, Position, Question, Step, turn_over_goal

FOUR = Rules(players=4)
DEAL_SEED = 17  # any seed: the deal is a real shuffled one, and every answer is read from it


def book_words(number: str, first: int = 0, last: int | None = None) -> str:
    """A rule in the rule book's own words (only some of its sentences, if asked), its number after it."""
    sentences = rule(number).text.rstrip(".").split(". ")
    return ". ".join(sentences[first:last]) + f" ({number})."


# --- the cards (R1.2) ---------------------------------------------------------------------------


def _deck_size() -> int:
    return len(full_deck())


def _twins_of_seven() -> int:
    seven = Card.parse("7S")
    return sum(c.same_face(seven) for c in full_deck())


# --- the seats (R1.3) ---------------------------------------------------------------------------


def _round_of_four() -> Round:
    return Round(FOUR, seed=DEAL_SEED)


SIDES = ("right", "top", "left")  # where the three other players sit, as the picture shows them
SIDE_WORDS = {"right": "on your right", "top": "across the table from you", "left": "on your left"}


def _next_side() -> int:
    """Where the player after you sits: the engine plays your discard and reads whose turn it is,
    then finds that seat's place at the table."""
    r = _round_of_four()
    me = r.current
    r.apply(Discard(me, r.hand(me)[0]))
    side = next(p.side for p in seat_places(r.players, me) if p.seat == r.current)
    return SIDES.index(side)


def _next_explain(value: object) -> str:
    r = _round_of_four()
    me = r.current
    r.apply(Discard(me, r.hand(me)[0]))
    side = next(p.side for p in seat_places(r.players, me) if p.seat == r.current)
    return f"{book_words('R1.3', last=1)} After you comes {r.names[r.current]}, who sits {SIDE_WORDS[side]}."


# --- the deal (R2.1) ----------------------------------------------------------------------------


def _dealt() -> Position:
    """The real deal of a round for four, as a position to draw: you are South and you start."""
    r = _round_of_four()
    return Position(
        hands=tuple(" ".join(c.code for c in r.hand(s)) for s in range(r.players)),
        rules=FOUR,
        phase="start",
        first_turn=True,
        current=r.starter,
    )


def _starter_cards() -> int:
    r = _round_of_four()
    return len(r.hand(r.starter))


def _deal_explain(value: object) -> str:
    r = _round_of_four()
    return r.events_for(r.starter)[0].message


# --- the first move (R3.2) ----------------------------------------------------------------------

FIRST_HAND = "3S 7S 9S 4H 8H QH KH 2D 6D JD AC 5C 10C KC JK"  # 15 cards: you are the starter
OTHER_HAND = "2S 5S 10S 3H 6H 9H JH 4D 8D QD 2C 6C 9C QC"  # 14 cards


LESSON = LessonPlan(
    name="welcome",
    number=1,
    title="Welcome to Konkan",
    summary="What the game is, its cards and seats, the deal, and how these lessons work.",
    steps=(
        Question(
            id="the-cards",
            title="The cards",
            intro="Konkan is a rummy card game from the Levant, played in Lebanon, Syria, Jordan and "
            "Palestine. You gather your cards into groups and lay them on the table. The first to "
            "get rid of all their cards does best. It is played with two ordinary packs of cards "
            "shuffled together, plus two jokers. An ordinary pack has 52 cards: 13 in each of "
            "the four suits, spades, hearts, diamonds and clubs. A card's rank is its number or "
            "picture: 2 to 10, jack, queen, king or ace.",
            prompt="How many cards are there in the game?",
            answer=_deck_size,
            explain=lambda value: book_words("R1.2", last=1),
            hint="One pack has 52 cards. Count two packs, then add the jokers.",
            why=("Two packs of 52 make 104, and the two jokers make 106 (R1.2).",),
            rules=("R1.2",),
            mistakes={
                104: "Don't forget the two jokers.",
                54: "There are two packs, not one.",
                52: "That is one pack. The game uses two, and jokers too.",
            },
            done_text="That is a lot of cards, so everyone gets a big hand.",
        ),
        Question(
            id="twins",
            title="Twin cards",
            intro="With two packs, every card has a twin that looks exactly the same, the jokers too. "
            "They are still two different cards.",
            prompt="How many 7♠ are there in the game?",
            answer=_twins_of_seven,
            explain=lambda value: book_words("R1.2", first=1),
            hint="Each pack has one of every card.",
            why=("There is one 7♠ in each pack, so two in all (R1.2).",),
            rules=("R1.2",),
            cards=(Card.parse("7S"), Card.parse("7S", copy=1)),
            mistakes={1: "Each pack has its own 7♠, and the game uses two packs."},
            done_text="You may hold both twins, and that can be handy.",
        ),
        Question(
            id="who-is-next",
            title="Who plays next",
            intro="In these lessons you are South, at the bottom of the picture. With four players, "
            "East, North and West sit round the table with you. Players take turns one "
            "after another, going round the table.",
            prompt="When your turn ends, where does the next player sit?",
            answer=_next_side,
            explain=_next_explain,
            hint="Play goes round the table the opposite way to a clock's hands.",
            why=("Play goes anticlockwise, so the next player is the one on your right: East (R1.3).",),
            rules=("R1.3",),
            choices=tuple(Choice(SIDE_WORDS[s][:1].upper() + SIDE_WORDS[s][1:]) for s in SIDES),
            mistakes={
                SIDES.index("top"): "The player across the table comes later: whose turn is straight after yours?",
                SIDES.index("left"): "The player on your left plays just before you, not after.",
            },
            position=_dealt(),
            done_text="So East plays after you, then North, then West, and then it is you again.",
        ),
        Question(
            id="the-deal",
            title="The deal",
            intro="At the start of a round the dealer hands out the cards. The player who plays "
            "first is the starter, and gets one card more than everyone else. Here a real "
            "round has been dealt, and you are the starter.",
            prompt="How many cards does the starter get?",
            answer=_starter_cards,
            explain=_deal_explain,
            hint="Count the cards in your hand in the picture.",
            why=(
                "The starter gets 15 cards and everyone else 14 (R2.1).",
                "The cards left over are the stock, face down, and the discard pile begins empty (R2.1).",
            ),
            rules=("R2.1",),
            position=_dealt(),
            mistakes={14: "That is what everyone else gets. The starter gets more."},
        ),
        Step(
            id="first-move",
            title="Your first move",
            intro="A table of two this time: you and North. In each step you play on a real table, and "
            "the game tells you at once whether your "
            "move is allowed. A turn ends when you throw one card away: that is the discard. "
            "As the starter you already have your extra card, so your first turn has no draw.",
            position=Position(hands=(FIRST_HAND, OTHER_HAND), phase="start", first_turn=True),
            goal=turn_over_goal("End your first turn by discarding one card."),
            hint="Pick a card you don't want, then press Discard.",
            solution=("discard KC",),
            why=(
                "The starter's first turn has no draw: you were dealt 15 cards (R3.2).",
                "So you discard straight away, for example the K♣, and your turn is over (R3.5).",
            ),
            rules=("R3.2", "R3.5"),
            mistakes={Reason.STARTER_NO_DRAW: "Just pick one card to throw away."},
            wrong=("draw", "take"),
            done_text="Well done: that was your first move. The next lessons teach melds, then a whole turn.",
        ),
    ),
)
