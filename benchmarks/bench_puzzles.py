"""Figures for konkan.puzzles: puzzles generated per second for each kind and level, the time of
one ``check``, and the share of wrong answers, drawn at random around the right one, that get a
diagnosed mistake (the rest are answered with the right answer's reasons). Prints figures only.

    .venv/bin/python benchmarks/bench_puzzles.py [--count 200]
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from konkan.puzzles import KINDS, LEVELS, Puzzle, generate


def wrong_near(p: Puzzle, rng: random.Random) -> Any:
    """A wrong answer near the right one: one seat's score, or the one number, moved by 1 to 40."""
    off = rng.choice([-1, 1]) * rng.randint(1, 40)
    if isinstance(p.answer, list):
        out = list(p.answer)
        seat = rng.randrange(len(out))
        out[seat] += off
        return out
    if isinstance(p.answer, int):
        return p.answer + off
    return rng.randint(5, 45)  # a number for a group that is no meld


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--count", type=int, default=200, help="puzzles per kind and level")
    n = ap.parse_args().count
    rng = random.Random(0)
    print(f"{'kind':<11} {'level':>5} {'puzzles/s':>10} {'check us':>9} {'diagnosed':>9}")
    for kind in KINDS:
        for level in LEVELS:
            t0 = time.perf_counter()
            puzzles = [generate(kind, seed=s, level=level) for s in range(n)]
            gen = time.perf_counter() - t0
            answers = [wrong_near(p, rng) for p in puzzles]
            t0 = time.perf_counter()
            verdicts = [p.check(a) for p, a in zip(puzzles, answers, strict=True)]
            chk = time.perf_counter() - t0
            wrong = [v for v in verdicts if not v.correct]
            share = sum(1 for v in wrong if v.mistakes) / max(1, len(wrong))
            print(f"{kind:<11} {level:>5} {n / gen:>10.0f} {1e6 * chk / n:>9.1f} {share:>9.0%}")


if __name__ == "__main__":
    main()
