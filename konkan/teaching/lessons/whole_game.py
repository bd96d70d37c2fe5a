"""Lesson 10: a whole game (R2.2, R8.7, R8.6). How a game runs, round after round, with the deal
passing right; how it is won; then the first two turns of a real deal, leading to a full game
against the computer at the table."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ...game import Game
from ...play.playouts import quick_turn
from ...reasons import Reason
from ...round import Round
from ...rulebook import rule
from ...rules import Rules
from ...seats import default_names
from ...standings import GameEnd, game_end
from . import Choice, LessonPlan, Position, Question, Step, play_before, turn_over_goal

THREE = Rules(players=3)
TWO = Rules(players=2)
GAME_SEED = "lesson-10"


@cache
def played_game() -> Game:
    """A standard game for three, dealt by the engine and played to its end by quick computer
    turns: the game the questions are about."""
    g = Game(THREE, seed=GAME_SEED)
    while True:
        r = g.round
        while not r.is_over:
            quick_turn(r)
        if g.is_over:
            return g
        g.next_round()


def _names() -> tuple[str, ...]:
    return played_game().names


# --- how many rounds -------------------------------------------------------------------------


def _rounds_answer() -> int:
    return len(played_game().counted_rounds)


def _rounds_explain(value: object) -> str:
    end = played_game().end
    assert end is not None
    return end.text


# --- who deals -------------------------------------------------------------------------------

DEALS_ROUND = 3


def _dealer_of(number: int) -> str:
    r = next(r for r in played_game().rounds if r.number == number)
    return r.names[r.dealer]


NAMES = default_names(THREE.players)
NAME_CHOICES = tuple(Choice(name) for name in NAMES)


def _names_index(name: str) -> int:
    return [c.label for c in NAME_CHOICES].index(name)


def _dealer_answer() -> int:
    return [c.label for c in NAME_CHOICES].index(_dealer_of(DEALS_ROUND))


def _dealer_explain(value: object) -> str:
    deals = [r.events_for(0)[0].message for r in played_game().rounds if r.number <= DEALS_ROUND]
    return " ".join([*deals, str(rule("R2.2"))])


# --- who wins --------------------------------------------------------------------------------

# The totals a game for three ended with, after its five rounds.
FINAL_TOTALS = (96, 130, 41)


def _final_end() -> GameEnd:
    return game_end(THREE, NAMES, list(FINAL_TOTALS), last_round=THREE.rounds)


def _totals_words(totals: tuple[int, ...]) -> str:
    return ", ".join(f"{name} {total}" for name, total in zip(NAMES, totals))


def _winner_answer() -> int:
    winners = _final_end().winners
    assert len(winners) == 1, "the lesson's game must have one winner"
    return winners[0]


# A last round ended by a declared Konkan (R8.6): the totals it leaves, and who put it down.
KONKAN_TOTALS = (40, 260, 95)
KONKAN_BY = 1


def _konkan_end() -> str:
    return game_end(THREE, NAMES, list(KONKAN_TOTALS), last_round=THREE.rounds, konkan_winner=KONKAN_BY).text


def _konkan_answer() -> int:
    end = game_end(THREE, NAMES, list(KONKAN_TOTALS), last_round=THREE.rounds, konkan_winner=KONKAN_BY)
    return end.winners[0]


# --- a real deal -----------------------------------------------------------------------------

DEAL_SEED = "lesson-10"


@dataclass(frozen=True)
class Dealt(Position):
    """A round the engine deals from a seed, as a game deals it (R2.1), then ``before`` moves
    (action text, the seat to play making each one unless the text names it). ``hands`` are the
    hands it deals, for anyone reading the position."""

    before: tuple[str, ...] = ()
    computer_turns: int = 0  # then this many turns played by the computer, as a quick player plays them

    def round(self) -> Round:
        rules = self.rules if self.rules is not None else Rules(players=len(self.hands))
        r = play_before(Round(rules, number=self.number, seed=self.seed, names=self.names), self.before)
        for _ in range(self.computer_turns):
            quick_turn(r)
        return r


def _dealt(seed: str, before: tuple[str, ...] = (), computer_turns: int = 0) -> Dealt:
    r = Round(TWO, seed=seed)
    hands = tuple(" ".join(str(c) for c in r.hand(s)) for s in range(TWO.players))
    return Dealt(
        hands=hands, phase="start", first_turn=True, rules=TWO, seed=seed, before=before, computer_turns=computer_turns
    )


FIRST_DISCARD = "discard JH"
FIRST = _dealt(DEAL_SEED)
SECOND = _dealt(DEAL_SEED, (FIRST_DISCARD,), computer_turns=1)  # you discard, then North plays a turn


LESSON = LessonPlan(
    name="whole-game",
    number=10,
    title="A whole game",
    summary="How a game runs from the first deal to the winner, then a real deal to play.",
    steps=(
        Question(
            id="five-rounds",
            title="Round after round",
            intro="A game is several rounds. After each round everyone's score is added to their total, "
            "and the next round is dealt. To check your answer, the computer plays a whole game for "
            "three, your seat (South) too. When you answer, it tells you how that game ended.",
            prompt="How many rounds does a standard game of Konkan last?",
            answer=_rounds_answer,
            explain=_rounds_explain,
            hint="Think back to the last lesson: in which round may a Konkan be declared?",
            why=(
                "A standard game lasts five rounds that count; then the totals decide (R8.7).",
                "A void round does not count, and is dealt again (R2.3).",
            ),
            rules=("R8.7",),
            mistakes={
                n: "The last round is the one where a Konkan may be declared. Which round was that?" for n in (3, 4, 6)
            },
        ),
        Question(
            id="who-deals",
            title="The deal passes on",
            intro="Think of the game the computer played for the last question, your seat included. In round 1 "
            "the last player deals, so you, South, start. Each new round is dealt by the player who "
            "started the round before, so the deal passes to the right.",
            prompt=f"In that game for three, who dealt round {DEALS_ROUND}?",
            answer=_dealer_answer,
            explain=_dealer_explain,
            hint="Work it out one round at a time: who started round 1, and so who deals round 2?",
            why=(
                "Round 1: West deals and South starts (R2.1, R2.2).",
                "Round 2: South, the starter of round 1, deals, and East starts (R2.2).",
                "Round 3: East, the starter of round 2, deals (R2.2).",
            ),
            rules=("R2.2",),
            choices=NAME_CHOICES,
            mistakes={
                _names_index(_dealer_of(1)): "That player dealt round 1. Go on one round at a time.",
                _names_index(_dealer_of(2)): "That player dealt round 2. Who started round 2?",
            },
        ),
        Question(
            id="lowest-wins",
            title="Who wins",
            intro="In Konkan points are bad: going out gives you a minus score, and the cards others are "
            "left holding cost them points. When the game is over, the lowest total wins.",
            prompt=f"A game for three has just ended. The totals are {_totals_words(FINAL_TOTALS)}. Who wins?",
            answer=_winner_answer,
            explain=lambda value: _final_end().text,
            hint="Look for the smallest number, not the biggest.",
            why=("After five rounds the player with the lowest total wins (R8.7).",),
            rules=("R8.7",),
            choices=NAME_CHOICES,
            mistakes={
                FINAL_TOTALS.index(max(FINAL_TOTALS)): "That is the highest total, the worst one: the "
                "lowest total wins."
            },
        ),
        Question(
            id="konkan-wins",
            title="The one exception",
            intro="There is one way to win whatever the totals: a Konkan declared in the last round and then put down.",
            prompt=f"In round 5, East declared Konkan and put it down. The totals are "
            f"{_totals_words(KONKAN_TOTALS)}. Who wins?",
            answer=_konkan_answer,
            explain=lambda value: _konkan_end(),
            hint="Which is stronger here: the totals or the declaration?",
            why=(
                "A declared Konkan, put down in the last round, wins the whole game at once, whatever the "
                "totals (R8.6).",
            ),
            rules=("R8.6",),
            choices=NAME_CHOICES,
            mistakes={
                KONKAN_TOTALS.index(min(KONKAN_TOTALS)): "That is the lowest total, which wins any other "
                "game. Not this one."
            },
        ),
        Step(
            id="first-turn",
            title="Your first turn",
            intro="Here is a real deal for two: you start with 15 cards and North has 14. The starter's first "
            "turn has no draw: you only discard (or go down first, if you can).",
            position=FIRST,
            goal=turn_over_goal("Play your first turn: end it with a discard."),
            hint="You can't go down yet. Give away a card that goes with none of your others.",
            solution=(FIRST_DISCARD,),
            why=(
                "As the starter you already have 15 cards, so you take none (R3.2).",
                "Your three fours are a set, but you have no run and nowhere near 51 points, so you can't go "
                "down yet (R5.1, R5.2).",
                "Discard a card that fits nothing, such as the J♥ (R3.5).",
            ),
            rules=("R3.2", "R3.5"),
            mistakes={Reason.STARTER_NO_DRAW: "Your extra card is your draw for this turn."},
            wrong=("draw", "meld 4H 4D 4C"),
            done_text="North plays next.",
        ),
        Step(
            id="second-turn",
            title="Your next turn",
            intro="North has played a turn. From now on every turn of yours begins with one card. It is the top "
            "of the stock, or North's discard if you can go down with it this turn.",
            position=SECOND,
            goal=turn_over_goal("Play your turn: take one card, then discard one."),
            hint="Would the discard let you go down this turn? If not, draw from the stock.",
            solution=("draw", "discard 9C"),
            why=(
                "Taking North's discard would oblige you to go down this turn (R3.3).",
                "Even with it your melds would not reach 51 (R5.1), so draw from the stock (R3.3).",
                "Then discard a card that fits nothing, such as the 9♣ (R3.5).",
            ),
            rules=("R3.3",),
            wrong=("discard 9C",),
            done_text="That is how every turn goes. Now play a whole game against the computer at the table "
            "below this lesson, and press Hint whenever you want advice. Going down is the hardest "
            "part at first: lesson 4 is always there to practise it again.",
        ),
    ),
)
