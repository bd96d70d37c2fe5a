"""Timing of the hint engine: find_melds, best_opening and hints, in milliseconds.

Seeded random 15-card hands with 0, 1 and 2 jokers; dense hands (neighbouring ranks in every
suit, both jokers), also with a joker as the taken card that must be melded (R9) and with two
jokers allowed in one meld (R9); hints on
mid-round positions reached by random play. Prints figures only:
targets are best_opening p99 <= 5 ms on random hands, <= 20 ms on the worst dense hand, and
hints p99 < 2 ms.
"""

from __future__ import annotations

import gc
import random
import statistics
import time

from konkan import Round, Rules
from konkan.bots import RandomPlayer
from konkan.cards import Card, full_deck
from konkan.hints import best_opening, hints
from konkan.melds import find_melds


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


def main() -> None:
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
    row("best_opening, dense, 71 no run", timed(lambda h: best_opening(h, Rules(opening_minimum=71, opening_needs_run=False)), dense))
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
