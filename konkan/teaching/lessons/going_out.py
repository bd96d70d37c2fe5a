"""Lesson 6: going out and scoring (R7, R8.1, R8.3). The last discard, minus 30, what is left in a
hand, 100 for never going down, and the void round when the stock runs out (R7.3, R2.3)."""

from __future__ import annotations

from ...actions import Action
from ...cards import Card
from ...play.advice import hints
from ...reasons import EventKind, HintKind, Reason
from ...round import Round
from ...rules import Rules
from ...scoresheet import Sheet
from ...scoring import ScoreLine, hand_penalty, score_lines
from . import Goal, LessonPlan, Position, Question, Step, cards_of, out_goal

TWO = Rules(players=2)
THREE = Rules(players=3)


# --- going out, and what it scores (R7.1, R7.2, R8.1) --------------------------------------------


def _ready() -> Position:
    """You are down, have drawn, and every card but one of yours fits a meld."""
    return Position(
        hands=("8C 8D 8H JS QS KS 3D", "2D 3C 4H 9D JH KH 5S QC"), table=((0, "4H 5H 6H"), (1, "AD AC AH")), down=(0, 1)
    )


def _played(pos: Position, moves: tuple[str, ...] | list[Action]) -> Round:
    """The position's round once the learner has made ``moves`` (each one judged by the engine)."""
    r = pos.round()
    for m in moves:
        r.apply(m if isinstance(m, Action) else Action.parse(f"seat 0: {m}"))
    return r


def _going_out_hint() -> str:
    """The engine's hint for going out from the ready position (it cites R7.2 and R8.1)."""
    return next(h.message for h in hints(_ready().round(), 0) if h.kind == HintKind.GO_OUT)


def _going_out_score() -> int:
    """What going out scores, read from the round played out by the engine's own plan."""
    plan = next(h.actions for h in hints(_ready().round(), 0) if h.kind == HintKind.GO_OUT)
    r = _played(_ready(), list(plan))
    assert r.result is not None
    return r.result.lines[0].score


# --- what is left in a hand (R8.3) ---------------------------------------------------------------

LEFT = "JK AS KD 7C 2H"
NOT_DOWN = "2C 3D 4H 5S 2D 3H 6C 7D 8S 2S 3S 4D 5C 6H"  # fourteen cards, as a player never down holds


def _left_line(cards: str, down: bool) -> str:
    return score_lines(["", cards], [True, down], 0, "out", TWO)[1].message


def _left_score(cards: str, down: bool) -> int:
    return score_lines(["", cards], [True, down], 0, "out", TWO)[1].score


# --- which card to discard (R8.3, R3.3) -----------------------------------------------------------

# North is down and took the 3♥ from the discard pile last turn (everyone saw it); you have drawn.
# Your 3♠ costs little in hand, but it goes with North's 3♥; your K♥ and Q♥ cost 10 each.
WHICH = Position(
    hands=("3S KH QH 7C 7D 7S", "3D 8C 9C 10C 2C 5S"),
    table=((1, "4H 5H 6H 7H"), (1, "JS JD JC")),
    down=(1,),
    pile="3H",
    stock="7H",
    current=1,
    phase="start",
    seed="which-discard",
    before=("take", "meld 8C 9C 10C", "discard 2C", "draw"),
)
WHICH_GOOD = ("KH", "QH")


def discard_goal(text: str, cards: tuple[str, ...]) -> Goal:
    """End the turn by discarding one of ``cards`` (R3.5), read from the round's events."""

    def test(r: Round, seat: int, start: Round) -> bool:
        mine = [e for e in r.events[len(start.events) :] if e.kind == EventKind.DISCARD and e.seat == seat]
        return bool(mine) and any(mine[-1].cards[0].same_face(Card.parse(c)) for c in cards)

    return Goal(text, test)


# --- the stock runs out (R7.3, R2.3) -------------------------------------------------------------


def _void_sheet() -> Sheet:
    """A score sheet with two counted rounds, then a void one: the stock ran out in round 3."""
    sheet = Sheet(TWO)
    sheet.add_round(["", "7S 8S"], finisher=0)
    sheet.add_round(["KH 4C", ""], finisher=1)
    sheet.add_round(["2S", "3S"], ending="void")
    return sheet


# --- a whole round's end (R8.1, R8.3) ------------------------------------------------------------

EAST_LEFT = "JK AD 4S 4C"
WEST_LEFT = "2C 3D 4H 5S 2D 3H 6C 7D 8S 2S 3S 4D 9C 6H"  # fourteen cards: West never went down
FINISH = ("meld 5C 6C 7C", "discard KS")


def _last_turn() -> Position:
    """Three players. You are about to go out; East is down, West never went down."""
    return Position(
        hands=("5C 6C 7C KS", EAST_LEFT, WEST_LEFT), table=((0, "8H 9H 10H"), (1, "QD QS QH")), down=(0, 1), rules=THREE
    )


def _round_end() -> tuple[ScoreLine, ...]:
    """Each player's score line once you have gone out from the last turn, as the engine scores it."""
    r = _played(_last_turn(), FINISH)
    assert r.result is not None
    return r.result.lines


LESSON = LessonPlan(
    name="going-out",
    number=6,
    title="Going out and scoring",
    summary="How a round ends, what everyone scores, and what happens when the stock runs out.",
    steps=(
        Step(
            id="last-card",
            title="Go out",
            intro="The round ends the moment someone gets rid of their last card. Every turn ends with a "
            "discard, so you put all your cards but one into melds, then discard that last one.",
            position=Position(
                hands=("4H 5H 6H 7H 9C 9D 9S", "2D 3C 4S 8D JH KH 5S QC"),
                table=((0, "JS QS KS"), (1, "AD AC AH")),
                down=(0, 1),
            ),
            goal=out_goal("Go out: put down your cards and make your last one the discard.", ending="out"),
            hint="You can't put every card into melds: one must stay for the discard. Which can you spare?",
            solution=("meld 4H 5H 6H / 9C 9D 9S", "discard 7H"),
            why=(
                "Put down 4♥ 5♥ 6♥ and 9♣ 9♦ 9♠ (R3.4), keeping one card back.",
                "Discard the 7♥: it is your last card, so you go out and the round ends (R7.1, R7.2).",
            ),
            rules=("R7.1",),
            mistakes={Reason.MUST_KEEP_DISCARD: "Keep one card back: your last discard is what takes you out."},
            wrong=("meld 4H 5H 6H 7H / 9C 9D 9S", "discard 9C"),
            done_text="You went out: the round is over.",
        ),
        Question(
            id="minus-thirty",
            title="Minus thirty",
            intro="In Konkan points are bad: the lowest total wins the game. Going out takes 30 points off "
            "your total, and everyone else pays for the cards they are still holding.",
            prompt="You can go out this turn. How many points do you score for it?",
            answer=_going_out_score,
            explain=lambda value: _going_out_hint(),
            hint="Going out takes points away from your total. Write the score with a minus sign.",
            why=(
                "Every card but one goes into melds, and the last one is your discard (R7.2).",
                "The player who goes out scores minus 30 (R8.1).",
            ),
            rules=("R7.2", "R8.1"),
            position=_ready(),
            mistakes={
                30: "Going out takes points off your total, so your score has a minus sign.",
                -60: "Minus 60 is for going out all at once before you were ever down. You are down already.",
                0: "Going out does change your score: it takes points off your total.",
            },
        ),
        Question(
            id="count-the-cards",
            title="What is left costs",
            intro="When someone goes out, everyone else adds up the cards still in their hand. A joker is 15 "
            "and an ace 11. A jack, queen or king is 10, and every other card its number.",
            prompt="You went out. North is down and is left holding these cards. How many points do they cost North?",
            answer=lambda: hand_penalty(LEFT, TWO),
            explain=lambda value: _left_line(LEFT, True),
            hint="Add them up one by one: start with the joker, then the ace, then the king.",
            why=(
                "The joker costs 15, the A♠ 11, the K♦ 10, the 7♣ 7 and the 2♥ 2 (R8.3).",
                "Together, 15 + 11 + 10 + 7 + 2 makes 45.",
            ),
            rules=("R8.3",),
            cards=cards_of(LEFT),
            mistakes={
                hand_penalty(LEFT, TWO) - 10: "An ace left in your hand costs 11, not 1.",
                hand_penalty(LEFT, TWO) - 15: "A joker left in your hand costs 15.",
                hand_penalty(LEFT, TWO) - 25: "Look again at the joker and the ace: both cost more than that.",
                hand_penalty(LEFT, TWO) + 3: "A king costs 10, like a jack or a queen.",
            },
        ),
        Question(
            id="never-down",
            title="Never down",
            intro="A player who never went down in the round doesn't count their cards: they pay a flat 100, "
            "however small the cards.",
            prompt="You went out. North never went down this round and holds these fourteen cards. "
            "What does North pay?",
            answer=lambda: _left_score(NOT_DOWN, False),
            explain=lambda value: _left_line(NOT_DOWN, False),
            hint="Did North ever put a meld down this round?",
            why=("North never went down, so North's cards don't count: North pays 100 (R8.3).",),
            rules=("R8.3",),
            cards=cards_of(NOT_DOWN),
            mistakes={hand_penalty(NOT_DOWN, TWO): "Those cards would count only if North had gone down."},
        ),
        Step(
            id="which-discard",
            title="Which card to throw",
            intro="Every turn ends with a discard. A card still in your hand when someone goes out costs you "
            "its points. So a high card is a good one to throw. But look at the discard pile too. Last "
            "turn North took the 3♥ from it, and keeps it in hand. So North wants a card that goes "
            "with the 3♥.",
            position=WHICH,
            goal=discard_goal("Discard a card that costs you a lot and that North can't use.", WHICH_GOOD),
            hint="Your 3♠ costs only 3. But North just took a three. What would North do with yours?",
            solution=("discard KH",),
            why=(
                "The K♥ costs 10 if someone goes out while you still hold it (R8.3).",
                "The Q♥ costs 10 too: throwing it is just as good.",
                "The 3♠ costs only 3. But North took a three from the pile last turn.",
                "North could take your 3♠ too, toward a set of threes (R3.3, R4.2).",
            ),
            rules=("R3.5",),
            wrong=("discard 3S",),
            done_text="A high card is gone, and North got nothing from you.",
            missed="The K♥ costs 10, and so does the Q♥: no card in your hand costs more. North can't use them (R8.3).",
        ),
        Step(
            id="last-chance",
            title="The stock runs out",
            intro="You have just drawn the last card of the stock. If your turn ends and nobody has gone out, "
            "the round is void: nobody scores, and it is dealt again.",
            position=Position(
                hands=("9S 10S 4D", "2D 3C 4H 8D JH 5S"),
                table=((0, "6S 7S 8S"), (1, "KH KD KC")),
                down=(0, 1),
                stock="",
                rest="pile",
            ),
            goal=out_goal("Go out now, before your turn ends with the stock empty.", ending="out"),
            hint="Your run on the table can take more cards. How many of yours fit on it?",
            solution=("lay off 9S 10S on meld 0", "discard 4D"),
            why=(
                "Lay off 9♠ 10♠ on your run 6♠ 7♠ 8♠ (R6.1).",
                "Then discard the 4♦, your last card: you go out (R7.1) before the empty stock can make the "
                "round void (R7.3).",
            ),
            rules=("R7.3",),
            wrong=("discard 4D", "lay off 9S 10S 4D on meld 0"),
            done_text="Just in time: you went out with the stock empty.",
        ),
        Question(
            id="dealt-again",
            title="Dealt again",
            intro="A void round scores nothing. The same dealer shuffles and deals it again, and the new deal "
            "keeps the same round number.",
            prompt="Round 3 ended with the stock empty and nobody out. What number does the next deal have?",
            answer=lambda: _void_sheet().next_number,
            explain=lambda value: _void_sheet().status,
            hint="A void round doesn't count as played.",
            why=(
                "Round 3 was void, so it scores nothing (R7.3).",
                "The same dealer deals it again, and it is still round 3 (R2.3).",
            ),
            rules=("R2.3",),
            mistakes={4: "A void round is not counted as a round played."},
        ),
        Question(
            id="score-the-round",
            title="Score a whole round",
            intro="Now score a whole round. Three players this time: you, East and West.",
            prompt="You go out now: put down 5♣ 6♣ 7♣ and discard the K♠. East is down and holds the cards "
            "shown; West never went down. How many points do East and West pay together?",
            answer=lambda: sum(line.score for line in _round_end() if line.seat != 0),
            explain=lambda value: " ".join(line.message for line in _round_end()),
            hint="Count East's cards first. Then think about West, who never went down.",
            why=(
                "You go out: minus 30 for you (R8.1).",
                "East holds a joker (15), an ace (11) and two fours (8): 34 (R8.3).",
                "West never went down: 100 (R8.3).",
                "Together East and West pay 34 + 100, so 134.",
            ),
            rules=("R8.1", "R8.3"),
            cards=cards_of(EAST_LEFT),
            position=_last_turn(),
            mistakes={
                hand_penalty(EAST_LEFT, THREE): "Don't forget West, who never went down.",
                hand_penalty(EAST_LEFT, THREE) + 100 - 10: "An ace left in a hand costs 11, not 1.",
                hand_penalty(EAST_LEFT, THREE) + 100 - 15: "A joker left in a hand costs 15.",
                hand_penalty(EAST_LEFT, THREE) + 100 - 30: "The question is only about what East and West "
                "pay, not your own score.",
                hand_penalty(EAST_LEFT, THREE)
                + hand_penalty(WEST_LEFT, THREE): "West never went down, so West's cards are not counted one by one.",
            },
        ),
    ),
)
