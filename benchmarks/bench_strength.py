"""How strong a computer player is, measured on duplicate, seat-rotated games. Prints, never asserts.

Run `nice -n 10 .venv/bin/python benchmarks/bench_strength.py [--games N] [--players P]
[--level SPEC] [--rival SPEC] [--rounds] [--workers W] [--first D] [--every K]`: `--every K`
prints the running figures every K deals, `--first D` starts at deal D (to add to a sample). A
SPEC is a level's name (`random`, `greedy`, `strong`) or a strong player with options,
`strong:search=turn,guess=table,budget=12` (`search=discard` and `guess=uniform`, the defaults,
are the strong player as it has played since it was built; the others are kept to measure).

Each seeded deal (a whole five-round game, or one round with `--rounds`) is played once per seat
rotation: ``level`` in seat k and ``rival`` in every other seat, for every k. So ``level`` meets
every deal from every seat, and the rivals play the same cards the other way round: the luck of the
cards cancels out of the comparison. For each deal it reports

- a win (1), a tie (½) or a loss (0): whether ``level``'s totals over the rotations were lower than
  its rivals' mean (lowest total wins, R8.7); the win rate with its 95% Wilson interval;
- points: its rivals' mean total less its own, summed over the rotations (positive: ``level`` did
  better), a paired difference per deal, with a 95% interval on its mean;
- seconds per decision of ``level`` (mean and slowest).
"""

from __future__ import annotations

import argparse
import copy
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from konkan import Round, Rules
from konkan.play.players import StrongPlayer, make_player
from konkan.play.simulate import play_game, win_rate_interval


class Timed:
    """A player that counts the seconds of each of its decisions."""

    def __init__(self, inner: Any):
        self.inner = inner
        self.seconds: list[float] = []

    def __deepcopy__(self, memo: dict[int, Any]) -> Timed:
        """A copy (``play_game`` plays copies of its players) that adds to the same list of seconds."""
        twin = Timed(copy.deepcopy(self.inner, memo))
        twin.seconds = self.seconds
        return twin

    def decide(self, view: Any) -> Any:
        t = time.perf_counter()
        d = self.inner.decide(view)
        self.seconds.append(time.perf_counter() - t)
        return d

    def play_turn(self, round: Round) -> list[Any]:
        seat = round.current
        done = []
        while not round.is_over and round.current == seat:
            d = self.decide(round.view(seat))
            round.apply(d.action)
            done.append(d)
        return done


def player(spec: str, seed: str) -> Any:
    """A player from a SPEC: a level's name, or ``strong:key=value,...`` for a strong player's options."""
    name, _, opts = spec.partition(":")
    if not opts:
        return make_player(name, seed=seed)
    if name != "strong":
        raise SystemExit(f"options are for the strong player only: {spec!r}")
    kwargs: dict[str, Any] = {}
    for item in opts.split(","):
        key, _, value = item.partition("=")
        kwargs[key.strip()] = int(value) if value.strip().isdigit() else value.strip()
    return StrongPlayer(seed=seed, explain=False, **kwargs)


def one_deal(task: tuple[str, str, int, int, bool]) -> tuple[float, float, list[float]]:
    """One deal, played once per seat rotation: (win 1 / tie ½ / loss 0, points ahead, seconds per decision)."""
    level, rival, players, deal, rounds = task
    mine = theirs = 0.0
    seconds: list[float] = []
    for seat in range(players):
        timed = Timed(player(level, f"{deal}:{seat}"))
        bots = [timed if s == seat else player(rival, f"{deal}:{s}") for s in range(players)]
        if rounds:
            r = Round(Rules(players=players), seed=f"strength:{deal}")
            while not r.is_over:
                bots[r.current].play_turn(r)
            assert r.result is not None
            totals = list(r.result.scores)
        else:
            totals = list(play_game(deal, bots, Rules(players=players), "strength").totals)
        seconds += timed.seconds
        mine += totals[seat]
        theirs += sum(totals[s] for s in range(players) if s != seat) / (players - 1)
    return (1.0 if mine < theirs else 0.5 if mine == theirs else 0.0), theirs - mine, seconds


def measure(
    level: str, rival: str, deals: int, players: int, rounds: bool, workers: int, first: int = 0, every: int = 0
) -> str:
    """The figures, once every deal is played; with ``every``, a running summary printed every so many deals."""
    t = time.perf_counter()
    tasks = [(level, rival, players, d, rounds) for d in range(first, first + deals)]
    rows: list[tuple[float, float, list[float]]] = []
    with ProcessPoolExecutor(max(workers, 1)) as pool:
        for row in pool.map(one_deal, tasks):
            rows.append(row)
            if every and len(rows) % every == 0 and len(rows) < deals:
                print(summary(level, rival, rows, players, rounds, t), flush=True)
    return summary(level, rival, rows, players, rounds, t)


def summary(
    level: str, rival: str, rows: list[tuple[float, float, list[float]]], players: int, rounds: bool, t: float
) -> str:
    deals = len(rows)
    wins = sum(w for w, _, _ in rows)
    ties = sum(1 for w, _, _ in rows if w == 0.5)
    low, high = win_rate_interval(wins, deals)
    edges = [e for _, e, _ in rows]
    edge = statistics.fmean(edges)
    half = 1.96 * statistics.stdev(edges) / deals**0.5 if deals > 1 else float("nan")
    secs = [s for _, _, ss in rows for s in ss]
    what = "rounds" if rounds else "whole games (five rounds, lowest total wins, R8.7)"
    return (
        f"{level} against {rival}, {players} players, {deals} duplicate seat-rotated {what}:\n"
        f"  won {wins / deals:.1%} (95% CI {low:.1%} to {high:.1%}; {ties} ties; fair share 50%)\n"
        f"  points ahead a deal, over its {players} rotations: {edge:+.1f} (95% CI {edge - half:+.1f} to "
        f"{edge + half:+.1f})\n"
        f"  seconds per decision of {level}: {statistics.fmean(secs):.3f} mean, {max(secs):.2f} slowest "
        f"({len(secs)} decisions)  [{time.perf_counter() - t:.0f} s]"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40, help="deals (games, or rounds with --rounds)")
    ap.add_argument("--first", type=int, default=0, help="the first deal's number (to add to an earlier run)")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--level", default="strong")
    ap.add_argument("--rival", default="greedy")
    ap.add_argument("--rounds", action="store_true", help="one round a deal instead of a whole game")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--every", type=int, default=0, help="print a running summary every so many deals")
    args = ap.parse_args()
    print(
        measure(args.level, args.rival, args.games, args.players, args.rounds, args.workers, args.first, args.every),
        flush=True,
    )


if __name__ == "__main__":
    main()
