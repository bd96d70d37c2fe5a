"""Hints (issue 3): the exact best opening, the Konkan shape, and ranked, explained hints."""

from __future__ import annotations

import random
from functools import lru_cache

import pytest

from konkan import Card, Round, Rules, check_meld, parse_cards
from konkan.bots import RandomPlayer
from konkan.cards import full_deck
from konkan.hints import HINT_KINDS, best_opening, hints, hints_for_view, konkan_shape
from konkan.melds import _find_melds, find_melds

from tests.helpers import stacked_deck


# --- a brute force, independent of the solver: subsets judged by check_meld -----------------

def brute_opening(hand: list[Card], rules: Rules):
    """(going_out, best points with a run keeping a card, cards left) by trying every split."""
    n = len(hand)

    @lru_cache(maxsize=None)
    def meld_value(ids: frozenset):
        v = check_meld([c for c in hand if c.id in ids])
        return (v.points, v.kind == "run") if v.legal else None

    @lru_cache(maxsize=None)
    def best(rest: frozenset, left: bool, need_run: bool):
        # Best (points, covered) over covers of `rest`; None if impossible.
        if not rest:
            return (0, 0) if left and not need_run else None
        cards = sorted(rest)
        first, others = cards[0], cards[1:]
        out = best(rest - {first}, True, need_run)
        for k in range(2, min(12, len(others)) + 1):
            for combo in _combos(tuple(others), k):
                ids = frozenset((first,) + combo)
                mv = meld_value(ids)
                if mv is None:
                    continue
                sub = best(rest - ids, left, need_run and not mv[1])
                if sub is not None:
                    cand = (sub[0] + mv[0], sub[1] + len(ids))
                    if out is None or cand > out:
                        out = cand
        return out

    @lru_cache(maxsize=None)
    def cover_all_but_one(rest: frozenset, left: int, need_run: bool) -> bool:
        if not rest:
            return left == 1 and not need_run
        cards = sorted(rest)
        first, others = cards[0], cards[1:]
        if left == 0 and cover_all_but_one(rest - {first}, 1, need_run):
            return True
        for k in range(2, min(12, len(others)) + 1):
            for combo in _combos(tuple(others), k):
                ids = frozenset((first,) + combo)
                mv = meld_value(ids)
                if mv is not None and cover_all_but_one(rest - ids, left, need_run and not mv[1]):
                    return True
        return False

    need = rules.opening_needs_run
    everything = frozenset(c.id for c in hand)
    out = cover_all_but_one(everything, 0, need)
    b = best(everything, False, need)
    return out, b, n


def _combos(items, k):
    from itertools import combinations
    return combinations(items, k)


def _dense_pool(rng: random.Random) -> list[Card]:
    ranks = set(rng.sample(range(1, 14), 5)) | {1, 13}
    return [c for c in full_deck() if c.is_joker or c.rank in ranks]


@pytest.mark.parametrize("options", [Rules(), Rules(opening_minimum=71), Rules(opening_needs_run=False)],
                         ids=["51", "71", "no-run-needed"])
def test_best_opening_is_the_exact_optimum(options):
    rng = random.Random(f"exact:{options.opening_minimum}:{options.opening_needs_run}")
    for trial in range(120):
        pool = _dense_pool(rng)
        hand = rng.sample(pool, rng.randint(5, 10))
        op = best_opening(hand, options)
        out, b, n = brute_opening(hand, options)
        assert op.going_out == out, (hand, op)
        # Whatever it answers is legal: disjoint physical cards, legal melds, one card kept.
        used = [c for m in op.melds for c in m.cards]
        assert len(set(used)) == len(used) and set(used) <= set(hand)
        assert all(check_meld(m.cards, joker_as=m.joker_as if m.kind == "run" else None).legal for m in op.melds)
        assert sorted(c.id for c in used + list(op.left)) == sorted(c.id for c in hand)
        assert op.points == sum(m.points for m in op.melds)
        if out:
            assert op.feasible and len(op.left) == 1
            continue
        if b is None:
            assert not op.feasible and op.points == 0
            continue
        assert op.points == b[0], (hand, op, b)
        assert op.feasible == (b[0] >= options.opening_minimum)
        if op.feasible:
            assert len(op.left) == n - b[1], (hand, op, b)
            assert not options.opening_needs_run or any(m.kind == "run" for m in op.melds)
