"""The teaching game (konkan/widgets/teaching_game.py): how long the learner waits while a move is
weighed, and how often a move is taken back.

Run with `nice -n 10 .venv/bin/python benchmarks/bench_teaching.py [rounds]`. Prints, never asserts:

- the seconds to weigh one move (``TeachingGame.judge``: the review's ``review_move`` with the
  teaching game's 4 to 8 deals), at every decision with a choice that the greedy player made as
  South in ``rounds`` seeded four-player rounds (default 3), by kind of move, with the share of
  those moves the teaching game would take back;
- the same for the review's three staged blunders (tests/test_review.py: feeding the next player
  the card of their meld, keeping the joker back when going down was worth more, drawing when the
  discard made an opening), over twenty seeds each: the time, and how often each is taken back (the
  few deals are noisy: a clear blunder is not caught every time).

Figures on the shared 2-core build machine (December 2026, ``bench_teaching.py 3``): the greedy
player's 38 moves with a choice weighed in 0.29 s on average (median 0.18 s, 90th percentile
0.78 s, longest 0.95 s; a draw with no usable discard beside it has one candidate and takes no
time, a meld about 0.6 s), 1 of them taken back. The staged blunders: throwing the Q♦ taken back
11 times in 20 (0.22 s each), keeping the joker back 3 in 20 (0.09 s), drawing instead of taking
the 9♥ 2 in 20 (0.31 s): with 4 to 8 deals the review flags a blunder only when its cost shows
on nearly every deal, so the teaching game lets many through rather than take back a good move.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

from konkan import Card, Discard, Draw, Round, Rules
from konkan.play.players import GreedyPlayer
from konkan.widgets.teaching_game import DEALS, MAX_DEALS, TeachingGame, has_choice

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
# The review's staged blunders, from its tests.
from test_review import _feeding, _go_down_from_pile, _holding


def figures(seconds: list[float]) -> str:
    if not seconds:
        return "none"
    ordered = sorted(seconds)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return (
        f"{len(seconds)} moves: mean {statistics.mean(seconds):.2f} s, median {statistics.median(seconds):.2f} s, "
        f"90th percentile {p90:.2f} s, longest {ordered[-1]:.2f} s"
    )


def in_games(rounds: int) -> None:
    times: dict[str, list[float]] = defaultdict(list)
    taken = total = 0
    for k in range(rounds):
        r = Round(Rules(players=4), seed=f"teach-bench:{k}")
        bots = [GreedyPlayer(seed=f"{k}:{s}", explain=False) for s in range(4)]
        while not r.is_over:
            if r.current != 0:
                bots[r.current].play_turn(r)
                continue
            action = bots[0].decide(r.view(0)).action
            if has_choice(r, action):
                t = time.perf_counter()
                judgement = TeachingGame(on=True, seed=f"bench:{k}").judge(r, action)
                times[action.kind.value].append(time.perf_counter() - t)
                total += 1
                taken += not judgement.keep
            r.apply(action)
    every = [x for xs in times.values() for x in xs]
    print(
        f"the greedy player's moves as South in {rounds} four-player rounds, weighed with {DEALS} to {MAX_DEALS} deals:"
    )
    print(f"  all: {figures(every)}")
    for kind, xs in sorted(times.items()):
        print(f"  {kind}: {figures(xs)}")
    print(f"  taken back: {taken} of {total} moves")


def staged(seeds: int = 20) -> None:
    start, feeding = _feeding()
    cases = [
        ("throwing the Q♦ that makes North's set", feeding, Discard(0, Card.parse("QD"))),
        ("keeping the joker back when going down was worth more", _holding(), Discard(0, Card.parse("KS"))),
        ("drawing when the 9♥ on the pile made an opening", _go_down_from_pile(), Draw(0)),
    ]
    print(f"the review's staged blunders, {seeds} seeds each:")
    for name, r, action in cases:
        seconds: list[float] = []
        taken = 0
        for s in range(seeds):
            t = time.perf_counter()
            judgement = TeachingGame(on=True, seed=f"staged:{s}").judge(r, action)
            seconds.append(time.perf_counter() - t)
            taken += not judgement.keep
        print(f"  {name}: taken back {taken} of {seeds}; {figures(seconds)}")


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    in_games(rounds)
    staged()


if __name__ == "__main__":
    main()
