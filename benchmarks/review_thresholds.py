"""The loss distribution the review's classes were fitted to: the computer players' own games.

Run with `.venv/bin/python benchmarks/review_thresholds.py [rounds]` (nice it on a shared
machine). It plays seeded four-player rounds, the strong player (seats 0 and 2) against the greedy
one (seats 1 and 3), reviews seat 0 and seat 1 of each with the review's defaults
(konkan.play.review), and prints how the points lost per decision are spread: all decisions, the
ones whose best move was another, and the flagged ones (their interval's lower end above
FLAG_POINTS). Prints, never asserts.

How the thresholds were read (6 rounds, 199 decisions, see docs/review.md): the computer players
rarely make a decision the review flags (2 of 199), so the classes were read from the losses of the
decisions whose best move was another (28 of 199): their median is about 4 points, their 80th
percentile 10 (the strong player) to 16 (the greedy one), their 90th 15 to 27. "slip" is every
flagged loss (the flag needs the interval above FLAG_POINTS, 2); "mistake" starts at 8, a little
under where the strong player's own choices end four times in five; "blunder" at 20, beyond nine
in ten of the strong player's and four in five of the greedy one's. The accuracy scale
(ACCURACY_SCALE, 12) lies between those 80th percentiles: a decision losing that much scores 37
of 100.
"""

from __future__ import annotations

import statistics
import sys
import time

from konkan import Round, Rules
from konkan.play.players import GreedyPlayer, StrongPlayer
from konkan.play.review import ACCURACY_SCALE, CLASSES, FLAG_POINTS, review_round


def play(seed: str) -> Round:
    r = Round(Rules(players=4), seed=seed)
    bots = [
        StrongPlayer(seed=f"{seed}:0", explain=False),
        GreedyPlayer(seed=f"{seed}:1", explain=False),
        StrongPlayer(seed=f"{seed}:2", explain=False),
        GreedyPlayer(seed=f"{seed}:3", explain=False),
    ]
    while not r.is_over:
        bots[r.current].play_turn(r)
    return r


def quantiles(xs: list[float]) -> str:
    if len(xs) < 5:
        return f"n={len(xs)} " + " ".join(f"{x:.1f}" for x in sorted(xs))
    q = statistics.quantiles(xs, n=10)
    return f"n={len(xs)} median {statistics.median(xs):.1f}  10% {q[0]:.1f}  50% {q[4]:.1f}  80% {q[7]:.1f}  90% {q[8]:.1f}"


def main(rounds: int = 6) -> None:
    every: dict[str, list[float]] = {"strong": [], "greedy": []}
    other: dict[str, list[float]] = {"strong": [], "greedy": []}
    flagged: dict[str, list[float]] = {"strong": [], "greedy": []}
    grades: dict[str, dict[str, int]] = {"strong": {}, "greedy": {}}
    accuracy: dict[str, list[float]] = {"strong": [], "greedy": []}
    t = time.perf_counter()
    decisions = 0
    for k in range(rounds):
        r = play(f"thresholds:{k}")
        for seat, who in ((0, "strong"), (1, "greedy")):
            review = review_round(r, seat, seed=k, workers=2)
            accuracy[who].append(review.accuracy)
            for d in review.decisions:
                decisions += 1
                every[who].append(d.loss)
                if d.best != d.played:
                    other[who].append(d.loss)
                if d.flagged:
                    flagged[who].append(d.loss)
                grades[who][d.grade] = grades[who].get(d.grade, 0) + 1
    seconds = time.perf_counter() - t
    print(
        f"{rounds} rounds, {decisions} decisions reviewed in {seconds:.0f} s; flag when the interval's low end > {FLAG_POINTS}"
    )
    for who in ("strong", "greedy"):
        print(f"\n{who} player")
        print("  every decision's loss:      ", quantiles(every[who]))
        print("  best move was another:      ", quantiles(other[who]))
        print("  flagged:                    ", quantiles(flagged[who]))
        print("  classes:", ", ".join(f"{c.name} {grades[who].get(c.name, 0)}" for c in CLASSES))
        print(f"  accuracy per round: mean {statistics.mean(accuracy[who]):.1f} (scale {ACCURACY_SCALE})")
    both = flagged["strong"] + flagged["greedy"]
    print("\nflagged, both players:", quantiles(both))
    print("thresholds in use:", ", ".join(f"{c.name} from {c.least:g}" for c in CLASSES))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 6)
