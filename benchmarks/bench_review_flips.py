"""How steady the coach's review's flags are: the same decisions reviewed under two seeds.

Run with `nice -n 10 .venv/bin/python benchmarks/bench_review_flips.py [games] [seats]`. Prints,
never asserts: the load average; for ``games`` seeded four-player games between greedy players
(3 by default), every seat's rounds (the first ``seats`` seats, 4 by default) reviewed with the
review's defaults under the seeds "a" and "b"; how many decisions each flagged, and the share of
one seed's flags that the other seed flags too (a flag that flips with the seed is noise a
learner should never see); and the seconds a review of a round and of a game took on 2 cores, on
the clock and in processor time (the review's own cost, whatever else the machine runs).
"""

from __future__ import annotations

import os
import resource
import sys
import time

from konkan import Game, Rules
from konkan.play.players import GreedyPlayer
from konkan.play.review import review_game

WORKERS = 2


def play_game(seed: str, players: int = 4) -> Game:
    g = Game(Rules(players=players), seed=seed)
    bots = [GreedyPlayer(seed=f"{seed}:{s}", explain=False) for s in range(players)]
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


def main(games: int = 3, seats: int = 4) -> None:
    print(load())
    flagged: dict[str, set[tuple[int, int, int, int]]] = {"a": set(), "b": set()}
    decisions = 0
    rounds = 0
    times: list[float] = []
    cpu: list[float] = []
    for k in range(games):
        game = play_game(f"flips:{k}")
        for seat in range(seats):
            for seed in ("a", "b"):
                t = time.perf_counter()
                c = processor_seconds()
                review = review_game(game, seat, seed=seed, workers=WORKERS)
                times.append(time.perf_counter() - t)
                cpu.append(processor_seconds() - c)
                print(f"  game {k}, seat {seat}, seed {seed}: {times[-1]:.1f} s, processor {cpu[-1]:.1f} s", flush=True)
                for j, rv in enumerate(review.rounds):
                    if seed == "a":
                        decisions += len(rv.decisions)
                        rounds += 1
                    for d in rv.decisions:
                        if d.flagged:
                            flagged[seed].add((k, seat, j, d.index))
    a, b = flagged["a"], flagged["b"]
    both = a & b
    print(f"{games} greedy four-player games, seats 0 to {seats - 1}: {decisions} decisions in {rounds} rounds")
    print(f"flagged under seed a: {len(a)}, under seed b: {len(b)}, under both: {len(both)}")
    if a:
        print(f"share of seed a's flags still flagged under seed b: {len(both) / len(a):.0%}")
    if b:
        print(f"share of seed b's flags still flagged under seed a: {len(both) / len(b):.0%}")
    if a | b:
        print(f"flags that flip with the seed: {len(a ^ b)} of {len(a | b)} ({len(a ^ b) / len(a | b):.0%})")
    per_game = sum(times) / len(times)
    print(
        f"a game reviewed in {per_game:.1f} s on {WORKERS} cores on average ({min(times):.1f} to {max(times):.1f}),"
        f" {per_game * len(times) / (rounds * 2):.2f} s a round; {load()}"
    )
    per_cpu = sum(cpu) / len(cpu)
    print(
        f"processor time (both processes): {per_cpu:.1f} s a game, {sum(cpu) / (rounds * 2):.2f} s a round"
        f" (on {WORKERS} idle cores about {per_cpu / WORKERS:.1f} s a game)"
    )


if __name__ == "__main__":
    main(*(int(x) for x in sys.argv[1:3]))
