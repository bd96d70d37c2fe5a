"""Engine figures: random rounds, the cost of a move, legal moves, check(), seat views, save/load,
and Round.copy() at the start, middle and end of rounds of 2 and 5 players.

Run with `make bench` (or `.venv/bin/python benchmarks/bench_engine.py`). Prints, never asserts.
"""

from __future__ import annotations

import statistics
import time

from konkan import Round, Rules
from konkan.play.players import RandomPlayer


def ms(samples: list[float]) -> str:
    s = sorted(samples)
    p99 = s[min(len(s) - 1, int(len(s) * 0.99))]
    return f"{statistics.median(s) * 1e3:9.3f} {p99 * 1e3:9.3f} {s[-1] * 1e3:9.3f}"


def copy_figures() -> None:
    """Round.copy() (what players think with) over the thirds of random rounds: each position is
    copied as a seat reads it (its view and events asked for first, as players and widgets do)."""
    print(f"{'Round.copy()':32} {'count':>6} {'median':>9} {'p95':>9} {'max':>9}   (ms)")
    for players in (2, 5):
        thirds: list[list[float]] = [[], [], []]
        for seed in range(12):
            r = Round(Rules(players=players), seed=f"copy:{players}:{seed}")
            bots = [RandomPlayer(f"copy:{seed}:{i}") for i in range(players)]
            times: list[float] = []
            while not r.is_over:
                r.view(r.current)
                best = float("inf")
                for _ in range(3):  # the best of three: the rest is the machine's other work
                    t = time.perf_counter()
                    r.copy()
                    best = min(best, time.perf_counter() - t)
                times.append(best)
                bots[r.current].play_turn(r)
            for i, x in enumerate(times):
                thirds[min(2, 3 * i // len(times))].append(x)
        for name, xs in zip(("start", "mid-round", "late"), thirds):
            s = sorted(xs)
            p95 = s[min(len(s) - 1, int(len(s) * 0.95))]
            label = f"{players} players, {name} third"
            print(f"{label:32} {len(s):6d} {statistics.median(s) * 1e3:9.3f} {p95 * 1e3:9.3f} {s[-1] * 1e3:9.3f}")
    print()


def main() -> None:
    copy_figures()
    rounds, turns, legal, save, load = [], [], [], [], []
    for seed in range(60):
        players = 2 + seed % 4
        r = Round(Rules(players=players), seed=seed)
        bots = [RandomPlayer(seed * 10 + i) for i in range(players)]
        t0 = time.perf_counter()
        while not r.is_over:
            t = time.perf_counter()
            list(r.legal_actions().simple())  # what legal_actions() listed before melds joined it
            legal.append(time.perf_counter() - t)
            t = time.perf_counter()
            bots[r.current].play_turn(r)
            turns.append(time.perf_counter() - t)
        rounds.append(time.perf_counter() - t0)
        t = time.perf_counter()
        text = r.to_json()
        save.append(time.perf_counter() - t)
        t = time.perf_counter()
        Round.from_json(text)
        load.append(time.perf_counter() - t)

    # The boundary widgets and bots use: check(), a seat's view as JSON, melds listed once down.
    checks, views, melds_down = [], [], []
    for seed in range(20):
        players = 2 + seed % 4
        r = Round(Rules(players=players), seed=seed)
        bots = [RandomPlayer(seed * 10 + i) for i in range(players)]
        while not r.is_over:
            for a in list(r.legal_actions().simple())[:5]:
                t = time.perf_counter()
                r.check(a)
                checks.append(time.perf_counter() - t)
            t = time.perf_counter()
            r.view(r.current).to_dict()
            views.append(time.perf_counter() - t)
            if r.is_down(r.current) and r.can_draw():
                c = r.copy()
                c.draw()
                t = time.perf_counter()
                list(c.legal_actions().melds())
                melds_down.append(time.perf_counter() - t)
            bots[r.current].play_turn(r)

    print(f"{'what':32} {'count':>6} {'median':>9} {'p99':>9} {'max':>9}   (ms)")
    for name, xs in [
        ("random round, 2-5 players", rounds),
        ("random player's turn", turns),
        ("legal_actions(), all but melds", legal),
        ("to_json (finished round)", save),
        ("from_json (replays every action)", load),
        ("check(action)", checks),
        ("view(seat).to_dict()", views),
        ("legal melds once down", melds_down),
    ]:
        print(f"{name:32} {len(xs):6d} {ms(xs)}")


if __name__ == "__main__":
    main()
