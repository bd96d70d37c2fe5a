"""Lesson 10: a whole game (R2.2, R8.7, R8.6). How a game runs, round after round, with the deal
passing right; how it is won; then the first two turns of a real deal, leading to a full game
against the computer at the table."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ...catalogue import speaking
from ...catalogue.said import say_series, voice
from ...game import Game
from ...play.playouts import quick_turn
from ...reasons import Reason
from ...round import Round
from ...rulebook import rule
from ...rules import Rules
from ...seats import default_names
from ...standings import GameEnd, game_end
from . import Choice, LessonPlan, Position, Question, Step, lesson_words, play_before, turn_over_goal

THREE = Rules(players=3)
TWO = Rules(players=2)
GAME_SEED = "lesson-10"


_w = lesson_words("whole_game")


def played_game() -> Game:
    """A standard game for three, dealt by the engine and played to its end by quick computer
    turns: the game the questions are about. The same game in every language; its names and what
    it says are in the language spoken now."""
    return _played(*voice())


@cache
def _played(spoken: str, digits: str) -> Game:
    with speaking(spoken, digits):
        return _play()


def _play() -> Game:
    g = Game(THREE, seed=GAME_SEED)
    while True:
        r = g.round
        while not r.is_over:
            quick_turn(r)
        if g.is_over:
            return g
        g.next_round()


# --- how many rounds -------------------------------------------------------------------------


def _rounds_answer() -> int:
    return len(played_game().counted_rounds)


def _rounds_explain(value: object) -> str:
    end = played_game().end
    assert end is not None
    return end.text


# --- who deals -------------------------------------------------------------------------------

DEALS_ROUND = 3


def _dealer_of(number: int) -> int:
    """The seat that dealt round ``number``: the choices are the seats' names, in seat order."""
    r = next(r for r in played_game().rounds if r.number == number)
    return r.dealer


def _seat_names() -> list[str]:
    """The seats' names (South, East, West), in the language spoken."""
    return default_names(THREE.players)


def _dealer_answer() -> int:
    return _dealer_of(DEALS_ROUND)


def _dealer_explain(value: object) -> str:
    deals = [r.events_for(0)[0].message for r in played_game().rounds if r.number <= DEALS_ROUND]
    return " ".join([*deals, str(rule("R2.2"))])


# --- who wins --------------------------------------------------------------------------------

# The totals a game for three ended with, after its five rounds.
FINAL_TOTALS = (96, 130, 41)


def _final_end() -> GameEnd:
    return game_end(THREE, _seat_names(), list(FINAL_TOTALS), last_round=THREE.rounds)


def _totals_words(totals: tuple[int, ...]) -> str:
    return say_series([_w("total", name=name, total=total) for name, total in zip(_seat_names(), totals)])


def _winner_answer() -> int:
    winners = _final_end().winners
    assert len(winners) == 1, "the lesson's game must have one winner"  # not user words: the lesson's own check
    return winners[0]


# A last round ended by a declared Konkan (R8.6): the totals it leaves, and who put it down.
KONKAN_TOTALS = (40, 260, 95)
KONKAN_BY = 1


def _konkan_end() -> str:
    return game_end(THREE, _seat_names(), list(KONKAN_TOTALS), last_round=THREE.rounds, konkan_winner=KONKAN_BY).text


def _konkan_answer() -> int:
    end = game_end(THREE, _seat_names(), list(KONKAN_TOTALS), last_round=THREE.rounds, konkan_winner=KONKAN_BY)
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


def lesson() -> LessonPlan:
    """Lesson 10, in the language spoken now (its names and step ids the same in every language)."""
    names = tuple(Choice(name) for name in _seat_names())  # the choices of who deals and who wins
    return LessonPlan(
        name="whole-game",
        number=10,
        title=_w("title"),
        summary=_w("summary"),
        steps=(
            Question(
                id="five-rounds",
                title=_w("five-rounds.title"),
                intro=_w("five-rounds.intro"),
                prompt=_w("five-rounds.prompt"),
                answer=_rounds_answer,
                explain=_rounds_explain,
                hint=_w("five-rounds.hint"),
                why=(_w("five-rounds.why.1"), _w("five-rounds.why.2")),
                rules=("R8.7",),
                mistakes={n: _w("five-rounds.mistake.not_five") for n in (3, 4, 6)},
            ),
            Question(
                id="who-deals",
                title=_w("who-deals.title"),
                intro=_w("who-deals.intro"),
                prompt=_w("who-deals.prompt", round=DEALS_ROUND),
                answer=_dealer_answer,
                explain=_dealer_explain,
                hint=_w("who-deals.hint"),
                why=(_w("who-deals.why.1"), _w("who-deals.why.2"), _w("who-deals.why.3")),
                rules=("R2.2",),
                choices=names,
                mistakes={
                    _dealer_of(1): _w("who-deals.mistake.round_1"),
                    _dealer_of(2): _w("who-deals.mistake.round_2"),
                },
            ),
            Question(
                id="lowest-wins",
                title=_w("lowest-wins.title"),
                intro=_w("lowest-wins.intro"),
                prompt=_w("lowest-wins.prompt", totals=_totals_words(FINAL_TOTALS)),
                answer=_winner_answer,
                explain=lambda value: _final_end().text,
                hint=_w("lowest-wins.hint"),
                why=(_w("lowest-wins.why.1"),),
                rules=("R8.7",),
                choices=names,
                mistakes={FINAL_TOTALS.index(max(FINAL_TOTALS)): _w("lowest-wins.mistake.highest")},
            ),
            Question(
                id="konkan-wins",
                title=_w("konkan-wins.title"),
                intro=_w("konkan-wins.intro"),
                prompt=_w("konkan-wins.prompt", totals=_totals_words(KONKAN_TOTALS)),
                answer=_konkan_answer,
                explain=lambda value: _konkan_end(),
                hint=_w("konkan-wins.hint"),
                why=(_w("konkan-wins.why.1"),),
                rules=("R8.6",),
                choices=names,
                mistakes={KONKAN_TOTALS.index(min(KONKAN_TOTALS)): _w("konkan-wins.mistake.lowest")},
            ),
            Step(
                id="first-turn",
                title=_w("first-turn.title"),
                intro=_w("first-turn.intro"),
                position=_dealt(DEAL_SEED),
                goal=turn_over_goal(_w("first-turn.goal")),
                hint=_w("first-turn.hint"),
                solution=(FIRST_DISCARD,),
                why=(_w("first-turn.why.1"), _w("first-turn.why.2"), _w("first-turn.why.3")),
                rules=("R3.2", "R3.5"),
                mistakes={Reason.STARTER_NO_DRAW: _w("first-turn.mistake.starter_no_draw")},
                wrong=("draw", "meld 4H 4D 4C"),
                done_text=_w("first-turn.done"),
            ),
            Step(
                id="second-turn",
                title=_w("second-turn.title"),
                intro=_w("second-turn.intro"),
                position=_dealt(DEAL_SEED, (FIRST_DISCARD,), computer_turns=1),  # you discard, then North plays
                goal=turn_over_goal(_w("second-turn.goal")),
                hint=_w("second-turn.hint"),
                solution=("draw", "discard 9C"),
                why=(_w("second-turn.why.1"), _w("second-turn.why.2"), _w("second-turn.why.3")),
                rules=("R3.3",),
                wrong=("discard 9C",),
                done_text=_w("second-turn.done"),
            ),
        ),
    )
