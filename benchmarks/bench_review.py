"""The coach's review (konkan.play.review): how fast, how sure, and whether its best move is the
strong player's.

Run with `nice -n 10 .venv/bin/python benchmarks/bench_review.py [games]`. Prints, never asserts:

- the load average it ran under (the build machine is shared: seconds on the clock grow with it);
- the seconds to review one seat's decisions in a round, and a whole five-round game, on 2 cores
  (``workers=2``; the goal is a round under 2 s and a game under 10 s), on the clock and in
  processor time (this process and its workers together: what the review itself costs);
- how the 95% interval of a move's loss narrows as the deals per decision grow (fixed deals: the
  mean half-width over every candidate that is not the best, in points, where a candidate let go
  early as clearly worse keeps the wider interval of its fewer deals; and over the moves played
  that were not the best, which meet every deal);
- how often the review's best move is the move the strong player picks from the same view (at the
  decisions with more than one move weighed).
"""

from __future__ import annotations

import os
import resource
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


def processor_seconds() -> float:
    """This process's processor time and its finished workers'."""
    me = resource.getrusage(resource.RUSAGE_SELF)
    them = resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + them.ru_utime + them.ru_stime


def load() -> str:
    return "load average " + " ".join(f"{x:.1f}" for x in os.getloadavg())


def speed_and_agreement(seed: str) -> None:
    game = play_game(seed)
    rounds = game.rounds
    t = time.perf_counter()
    c = processor_seconds()
    review = review_game(game, 0, seed=seed, workers=WORKERS)
    seconds = time.perf_counter() - t
    cpu = processor_seconds() - c
    per_round = seconds / len(rounds)
    decisions = sum(len(r.decisions) for r in review.rounds)
    print(
        f"a game of {len(rounds)} rounds, seat 0 (strong), {decisions} decisions: {seconds:.1f} s on {WORKERS} "
        f"cores, {per_round:.1f} s a round, {seconds / max(decisions, 1):.2f} s a decision"
        f" (goal: 2 s a round, 10 s a game); processor time {cpu:.1f} s ({cpu / len(rounds):.1f} s a round,"
        f" {cpu / WORKERS:.1f} s a game on {WORKERS} idle cores); {load()}"
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
        c0 = processor_seconds()
        rv = review_round(r, 0, deals=n, max_deals=n, seed=seed, workers=WORKERS)
        halves = [(c.high - c.low) / 2 for d in rv.decisions for c in d.candidates if c.loss > 0 or c.high > 0]
        played = [(d.high - d.low) / 2 for d in rv.decisions if len(d.candidates) > 1 and d.loss > 0]
        print(
            f"  {n:2d} deals: mean half-width {statistics.mean(halves):5.1f} points over {len(halves)} moves, "
            f"median {statistics.median(halves):5.1f}; the move played, when not the best: "
            f"{statistics.mean(played) if played else 0:5.1f} over {len(played)}; flagged {len(rv.flagged)} "
            f"({time.perf_counter() - t:.1f} s, processor {processor_seconds() - c0:.1f} s)"
        )


def main(games: int = 1) -> None:
    print(f"started under {load()} ({os.cpu_count()} cores)")
    for k in range(games):
        speed_and_agreement(f"bench-review:{k}")
    narrowing("bench-review")
    print(f"ended under {load()}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
