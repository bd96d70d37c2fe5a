"""Figures for konkan.teaching.puzzles: puzzles generated per second for each kind and level, the time of
one ``check``, and the share of wrong answers, drawn at random around the right one, that get a
diagnosed mistake (the rest are answered with the right answer's reasons). Prints figures only.
For take or draw, lay-offs and openings every wrong answer drawn has a named slip; for the Konkan
count only a zero is one; and few numbers drawn at random match a slip, as they should.

    .venv/bin/python benchmarks/bench_puzzles.py [--count 200]
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from konkan.teaching.puzzles import KINDS, LEVELS, Puzzle, generate


def wrong_near(p: Puzzle, rng: random.Random) -> Any:
    """A wrong answer near the right one: a number moved by 1 to 40 (one seat's, for a score), the
    other choice, one card or meld more or fewer."""
    off = rng.choice([-1, 1]) * rng.randint(1, 40)
    if p.kind == "score":
        out = list(p.answer)
        out[rng.randrange(len(out))] += off
        return out
    if p.kind == "konkan":
        return max(0, p.answer + rng.choice([-1, 1]) * rng.randint(1, 3)) if p.answer else rng.randint(1, 3)
    if p.kind in ("hand_value", "meld"):
        return p.answer + off if isinstance(p.answer, int) else rng.randint(5, 45)
    if p.kind == "take_discard":
        return "draw" if p.answer == "take" else "take"
    if p.kind == "opening":
        if p.answer == "no":
            return [" ".join(c.code for c in rng.sample(list(p.data["cards"]), 3))]
        return rng.choice(["no", p.answer[:1], p.answer[1:] or "no"])
    right = [] if p.answer == "none" else list(p.answer)
    card = rng.choice(p.data["hand"]).code
    if card in right:
        right.remove(card)
    else:
        right.append(card)
    return right or "none"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--count", type=int, default=200, help="puzzles per kind and level")
    n = ap.parse_args().count
    rng = random.Random(0)
    print(f"{'kind':<11} {'level':>5} {'puzzles/s':>10} {'check us':>9} {'diagnosed':>9}")
    wrong_all = diagnosed_all = 0
    for kind in KINDS:
        for level in LEVELS:
            t0 = time.perf_counter()
            puzzles = [generate(kind, seed=s, level=level) for s in range(n)]
            gen = time.perf_counter() - t0
            answers = [wrong_near(p, rng) for p in puzzles]
            t0 = time.perf_counter()
            verdicts = [p.check(a) for p, a in zip(puzzles, answers, strict=True)]
            chk = time.perf_counter() - t0
            wrong = [v for v in verdicts if not v.correct]  # (a shorter opening may still be right)
            share = sum(1 for v in wrong if v.mistakes) / max(1, len(wrong))
            wrong_all += len(wrong)
            diagnosed_all += sum(1 for v in wrong if v.mistakes)
            print(f"{kind:<11} {level:>5} {n / gen:>10.0f} {1e6 * chk / n:>9.1f} {share:>9.0%}")
    print(f"all wrong answers drawn: {wrong_all}, with a diagnosed mistake: {diagnosed_all / max(1, wrong_all):.0%}")


if __name__ == "__main__":
    main()
