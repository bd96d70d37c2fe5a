"""Timing of the hint engine: find_melds, best_opening and hints, in milliseconds.

Seeded random 15-card hands with 0, 1 and 2 jokers; dense hands (neighbouring ranks in every
suit, both jokers), also with a joker as the taken card that must be melded (R9) and with two
jokers allowed in one meld (R9); hints on
mid-round positions reached by random play. Prints figures only:
targets are best_opening p99 <= 5 ms on random hands, <= 20 ms on the worst dense hand, and
hints p99 < 2 ms.

It also times best_opening at a one-joker table and at a two-joker table (R9) on the same random
hands, each beside the independent exhaustive search of tests/truth.py at that table (the ratio
is best_opening's time over the search's, hand by hand). ``--against DIR`` adds another version
of the package on the same hands, for a before/after figure, for instance the one before two
jokers per meld came in::

    git archive 5fba5a9 konkan | tar -x -C /tmp/before
    .venv/bin/python benchmarks/bench_hints.py --tables --against /tmp/before/konkan

``--tables`` prints those figures only.
"""

from __future__ import annotations

import argparse
import gc
import importlib.util
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

from konkan import Round, Rules
from konkan.cards import Card, full_deck
from konkan.melds import find_melds
from konkan.play.hints import best_opening, hints
from konkan.play.players import RandomPlayer


def random_hand(rng: random.Random, jokers: int) -> list[Card]:
    naturals = [c for c in full_deck() if not c.is_joker]
    return rng.sample(naturals, 15 - jokers) + [Card.joker(i) for i in range(jokers)]


def dense_hand(rng: random.Random) -> list[Card]:
    low = rng.randint(1, 10)
    ranks = range(low, low + 4)
    pool = [c for c in full_deck() if not c.is_joker and c.rank in ranks]
    return rng.sample(pool, 13) + [Card.joker(0), Card.joker(1)]


def timed(fn, items, repeat: int = 3) -> list[float]:
    """Milliseconds per item, the best of ``repeat`` runs (as timeit does: the other runs
    measure the machine's other work, not the code)."""
    gc.collect()
    out = []
    for x in items:
        best = float("inf")
        for _ in range(repeat):
            t = time.perf_counter()
            fn(x)
            best = min(best, time.perf_counter() - t)
        out.append(best * 1000)
    return out


def row(name: str, times: list[float]) -> None:
    times = sorted(times)
    p99 = times[min(len(times) - 1, int(0.99 * len(times)))]
    print(f"{name:<40} {len(times):>6} {statistics.median(times):>9.2f} {p99:>9.2f} {max(times):>9.2f}")


def positions(count: int) -> list[tuple[Round, int]]:
    out = []
    game = 0
    while len(out) < count:
        rules = Rules(players=(2, 3, 4)[game % 3], rounds=1 if game % 4 == 0 else 5)
        r = Round(rules, seed=f"bench:{game}")
        bots = [RandomPlayer(seed=f"bench:{game}:{i}") for i in range(rules.players)]
        turns = random.Random(game).randint(4, 30)
        for _ in range(turns):
            if r.is_over:
                break
            bots[r.current].play_turn(r)
        if not r.is_over:
            out.append((r, r.current))  # the start of a turn
            if r.can_draw():
                r2 = Round.from_json(r.to_json())
                r2.draw()
                out.append((r2, r2.current))  # after the draw
        game += 1
    return out


def load_package(path: str) -> ModuleType:
    """Another copy of the package (a folder holding its ``__init__.py``), under its own name."""
    folder = Path(path).resolve()
    spec = importlib.util.spec_from_file_location(
        "konkan_against", folder / "__init__.py", submodule_search_locations=[str(folder)]
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["konkan_against"] = module
    spec.loader.exec_module(module)
    return module


def opening_tables(against: str | None = None, count: int = 300, repeat: int = 5) -> None:
    """best_opening at one and two jokers a meld on the same hands, against the exhaustive search."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
    import truth  # the independent search the tests check best_opening against

    rng = random.Random(2024)
    hands = [random_hand(rng, j) for j in (0, 1, 2) for _ in range(count)]
    one, two = Rules(), Rules(jokers_per_meld=2)

    def search(rules: Rules) -> Callable[[list[Card]], Any]:
        def run(hand: list[Card]) -> Any:
            truth._SEARCHES.clear()  # it remembers hands it has searched: time the search itself
            return truth.search_openings(hand, rules)

        return run

    # (label, best_opening on a hand, the search at that table, how a hand is given to it)
    rows: list[tuple[str, Callable[[Any], Any], Callable[[list[Card]], Any], Callable[[list[Card]], Any]]] = [
        ("one joker a meld", lambda h: best_opening(h, one), search(one), lambda h: h),
        ("two jokers a meld", lambda h: best_opening(h, two), search(two), lambda h: h),
    ]
    if against:
        other = load_package(against)
        rows.insert(
            0,
            (
                f"one joker a meld, {Path(against).parent.name}",
                other.best_opening,
                search(one),
                lambda h: [other.cards.Card.from_id(c.id) for c in h],
            ),
        )
    gc.collect()
    times: list[list[float]] = [[] for _ in rows]
    ratios: list[list[float]] = [[] for _ in rows]
    for hand in hands:  # every version on a hand in turn, so that the machine's load falls on all alike
        for i, (_, opening, exhaustive, given) in enumerate(rows):
            cards = given(hand)
            best = best_search = float("inf")
            for _ in range(repeat):
                t = time.perf_counter()
                opening(cards)
                best = min(best, time.perf_counter() - t)
                t = time.perf_counter()
                exhaustive(hand)
                best_search = min(best_search, time.perf_counter() - t)
            times[i].append(best * 1000)
            ratios[i].append(best / best_search)
    print(
        f"{'best_opening, random hands (0-2 jokers)':<40} {'count':>6} {'median':>9} {'p95':>9}"
        f" {'x search':>9} {'x total':>8}   (ms; times the exhaustive search's: per hand, median; all hands)"
    )
    for (label, *_), ts, rs in zip(rows, times, ratios):
        s = sorted(ts)
        p95 = s[min(len(s) - 1, int(0.95 * len(s)))]
        total = sum(ts) / sum(t / r for t, r in zip(ts, rs))
        print(
            f"{label:<40} {len(s):>6} {statistics.median(s):>9.3f} {p95:>9.3f} {statistics.median(rs):>9.2f}"
            f" {total:>8.2f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", action="store_true", help="only best_opening at one and two jokers a meld")
    parser.add_argument("--against", help="another copy of the konkan package to time on the same hands")
    args = parser.parse_args()
    opening_tables(args.against)
    print()
    if args.tables:
        return
    rng = random.Random(2024)
    hands = {j: [random_hand(rng, j) for _ in range(700)] for j in (0, 1, 2)}
    dense = [dense_hand(rng) for _ in range(300)]
    print(f"{'what':<40} {'count':>6} {'median':>9} {'p99':>9} {'max':>9}   (ms)")
    for j in (0, 1, 2):
        row(f"find_melds, random, {j} joker(s)", timed(find_melds, hands[j]))
    row("find_melds, dense", timed(find_melds, dense))
    for j in (0, 1, 2):
        row(f"best_opening, random, {j} joker(s)", timed(best_opening, hands[j]))
    row("best_opening, random, all", timed(best_opening, [h for j in (0, 1, 2) for h in hands[j]]))
    row("best_opening, dense", timed(best_opening, dense))
    row(
        "best_opening, dense, 71 no run",
        timed(lambda h: best_opening(h, Rules(opening_minimum=71, opening_needs_run=False)), dense),
    )
    # The house rule that the taken card be melded, the card a joker (the last card of a dense hand).
    row("best_opening, dense, taken joker", timed(lambda h: best_opening(h, must_use=h[-1]), dense))
    # Two jokers allowed in one meld (R9): more melds to search on hands holding both.
    two = Rules(jokers_per_meld=2)
    row("best_opening, random 2 jokers, two/meld", timed(lambda h: best_opening(h, two), hands[2]))
    row("best_opening, dense, two/meld", timed(lambda h: best_opening(h, two), dense))
    pos = positions(400)
    row("hints, mid-round positions", timed(lambda p: hints(*p), pos))


if __name__ == "__main__":
    main()
