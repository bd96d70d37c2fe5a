"""The coach's review (konkan.play.review): how fast, how sure, and whether its best move is the
strong player's.

Run with `nice -n 10 .venv/bin/python benchmarks/bench_review.py [rounds]`. Prints, never asserts:

- the seconds to review one seat's decisions in a round, and a whole five-round game, on 2 cores
  (``workers=2``; the goal is a round under 2 s and a game under 10 s);
- how the 95% interval of a move's loss narrows as the deals per decision grow (fixed deals: the
  mean half-width over every candidate that is not the best, in points);
- how often the review's best move is the move the strong player picks from the same view (at the
  decisions with more than one move weighed).
"""

from __future__ import annotations

import statistics
import sys
import time

from konkan import Game, Round, Rules
from konkan.play.players import GreedyPlayer, StrongPlayer
from konkan.play.review import review_game, review_round, same_move

WORKERS = 2


def play_game(seed: str, players: int = 4) -> Game:
    g = Game(Rules(players=players), seed=seed)
    bots = [(StrongPlayer if s % 2 == 0 else GreedyPlayer)(seed=f"{seed}:{s}", explain=False) for s in range(players)]
    while not g.is_over:
        r = g.round
        while not r.is_over:
            bots[r.current].play_turn(r)
        if not g.is_over:
            g.next_round()
    return g


def speed_and_agreement(seed: str) -> None:
    game = play_game(seed)
    rounds = game.rounds
    t = time.perf_counter()
    review = review_game(game, 0, seed=seed, workers=WORKERS)
    seconds = time.perf_counter() - t
    per_round = seconds / len(rounds)
    decisions = sum(len(r.decisions) for r in review.rounds)
    print(
        f"a game of {len(rounds)} rounds, seat 0 (strong), {decisions} decisions: {seconds:.1f} s on {WORKERS} "
        f"cores, {per_round:.1f} s a round, {seconds / max(decisions, 1):.2f} s a decision"
        f" (goal: 2 s a round, 10 s a game)"
    )
    agree = weighed = 0
    for rv in review.rounds:
        for d in rv.decisions:
            if len(d.candidates) < 2:
                continue
            weighed += 1
            choice = StrongPlayer(seed=f"agree:{d.index}", explain=False).decide(d.seat_view()).action
            agree += same_move(choice) == same_move(d.best)
    print(
        f"the review's best move is the strong player's choice at {agree} of {weighed} decisions with a choice "
        f"({100 * agree / max(weighed, 1):.0f}%); accuracy of the game {review.accuracy:.1f}, flagged "
        f"{sum(len(r.flagged) for r in review.rounds)}"
    )


def narrowing(seed: str) -> None:
    r = Round(Rules(players=2), seed=seed)
    bots = [GreedyPlayer(seed=1, explain=False), StrongPlayer(seed=2, explain=False)]
    while not r.is_over:
        bots[r.current].play_turn(r)
    print("the loss's 95% interval as the deals grow (one two-player round, seat 0):")
    for n in (4, 8, 16, 32):
        t = time.perf_counter()
        rv = review_round(r, 0, deals=n, max_deals=n, seed=seed, workers=WORKERS)
        halves = [(c.high - c.low) / 2 for d in rv.decisions for c in d.candidates if c.loss > 0 or c.high > 0]
        print(
            f"  {n:2d} deals: mean half-width {statistics.mean(halves):5.1f} points over {len(halves)} moves, "
            f"median {statistics.median(halves):5.1f}, flagged {len(rv.flagged)} ({time.perf_counter() - t:.1f} s)"
        )


def main(games: int = 1) -> None:
    for k in range(games):
        speed_and_agreement(f"bench-review:{k}")
    narrowing("bench-review")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
