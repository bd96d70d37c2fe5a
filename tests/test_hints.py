"""Hints (issue 3): the exact best opening, the Konkan shape, and ranked, explained hints."""

from __future__ import annotations

import random
from functools import lru_cache

import pytest

from konkan import Card, Round, Rules, check_meld, parse_cards
from konkan.bots import RandomPlayer
from konkan.cards import full_deck
from konkan.hints import HINT_KINDS, best_opening, hints, konkan_shape
from konkan.melds import find_melds

from tests.helpers import deal


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


def test_best_opening_on_fifteen_card_hands_matches_the_brute_force():
    rng = random.Random("fifteen")
    for _ in range(12):
        hand = rng.sample(_dense_pool(rng), 12)
        op = best_opening(hand)
        out, b, n = brute_opening(hand, Rules())
        assert op.going_out == out
        if not out and b is not None:
            assert op.points == b[0]


def test_a_joker_may_stand_for_a_card_the_hand_holds_freeing_it():
    # 5♥ 6♥ Joker (as 7♥) frees the 7♥ for the set of sevens: 18 + 21 + 24 = 63.
    op = best_opening("5H 6H 7H 7S 7D 8C 8D 8S JK 2C")
    assert op.feasible and op.going_out
    assert sorted(m.points for m in op.melds) == [18, 21, 24]


def test_best_opening_reads_an_end_joker_as_the_higher_card():
    op = best_opening("QS KS JK 10H 10D 10C 2D")
    run = next(m for m in op.melds if m.kind == "run")
    assert run.joker_as == Card(1, "S") and run.points == 31


def test_best_opening_with_the_max_points_split_lacking_a_run_still_finds_one():
    # Sets alone make 32 (four fives, three fours), but going down needs a run (R5.2):
    # 3♥ 4♥ 5♥ and three fives make 27.
    op = best_opening("5S 5H 5D 5C 4S 4H 4D 3H 9D KC")
    assert not op.feasible and op.points == 27 and any(m.kind == "run" for m in op.melds)
    assert op.message == "Your best is 27 points: 24 short of 51 (R5.1)."
    assert best_opening("5S 5H 5D 5C 4S 4H 4D 3H 9D KC", Rules(opening_needs_run=False)).points == 32


def test_best_opening_keeps_a_card_to_discard():
    op = best_opening("7S 8S 9S 10S QH QD QC KH KD KC")  # 10 cards: all in melds is not allowed (R3.5)
    assert op.going_out and len(op.left) == 1


def test_best_opening_must_use_the_taken_card_under_the_house_rule():
    op = best_opening("7S 8S 9S QH QD QC 4D 4C", must_use="4C")
    assert not op.feasible  # 4♣ fits no meld
    op = best_opening("7S 8S 9S QH QD QC 4D 4C 4H 2C", must_use="4C")
    assert op.feasible and any(c.same_face(Card(4, "C")) for m in op.melds for c in m.cards)


def test_best_opening_explains_a_missing_run():
    assert "R5.2" in best_opening("KS KH KD QS QH QD 2C").message
    assert not best_opening("2C 5D 9H").feasible


# --- find_melds, against a brute force over subsets ------------------------------------------

def _meld_key(v):
    naturals = tuple(sorted(c.face for c in v.cards if not c.is_joker))
    joker = any(c.is_joker for c in v.cards)
    return (v.kind, naturals, joker, v.joker_pos if v.kind == "run" and joker else None)


def test_find_melds_lists_every_legal_meld_once():
    from itertools import combinations
    rng = random.Random("find")
    for _ in range(60):
        hand = rng.sample(_dense_pool(rng), rng.randint(3, 8))
        want = {}
        for k in range(3, len(hand) + 1):
            for sub in combinations(hand, k):
                v = check_meld(list(sub))
                if not v.legal:
                    continue
                readings = [v]
                if v.kind == "run" and v.has_joker:
                    readings = [check_meld(list(sub), joker_as=Card(r, v.suit)) for r in range(1, 14)]
                for w in readings:
                    if w.legal:
                        want[_meld_key(w)] = max(want.get(_meld_key(w), 0), w.points)
        got = {}
        melds = find_melds(hand)
        for v in melds:
            assert _meld_key(v) not in got, v
            got[_meld_key(v)] = v.points
        assert got == want, hand
        assert [m.points for m in melds] == sorted((m.points for m in melds), reverse=True)


def test_find_melds_lists_ace_to_king_once_read_high():
    melds = [m for m in find_melds("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS") if len(m.cards) == 13]
    assert len(melds) == 1 and melds[0].ace_high and melds[0].points == 95


# --- konkan_shape ----------------------------------------------------------------------------

def test_konkan_shape_finds_a_run_of_ten_and_a_set_of_four():
    k = konkan_shape("2S 3S 4S 5S 6S 7S 8S 9S 10S JS KH KD KC KS 4D")
    assert k.found and len(k.run.cards) == 10 and len(k.set.cards) == 4 and "R8.5" in k.message


def test_konkan_shape_finds_a_run_of_eleven_and_a_set_of_three_with_jokers():
    k = konkan_shape("2S 3S 4S 5S 6S 7S 8S JK 10S JS QS KH KD JK")
    assert k.found and len(k.run.cards) == 11 and len(k.set.cards) == 3


def test_konkan_shape_says_how_far_the_closest_one_is():
    k = konkan_shape("2S 3S 4S 5S 6S 7S 8S 9S 10S JS KH KD KC 4D")
    assert not k.found and k.short == 1 and "1 card short" in k.message
    k = konkan_shape("2S 3S 4S 5S 6S 7S 8S 9S 10S JS KH KD KC 4D".replace("5S", "5H").replace("9S", "9H"))
    assert k.short == 3
    # The run's 10♠ can't also be the set's 10♠ unless the hand holds both copies.
    assert konkan_shape("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS 10H 10D 10C").found
    assert konkan_shape("2S 3S 4S 5S 6S 7S 8S 9S 10S JS 10H 10D 10C 3D").short == 1
    assert konkan_shape("2S 3S 4S 5S 6S 7S 8S 9S 10S JS 10H 10D 10C 10S").found


# --- hints: fixed positions -------------------------------------------------------------------

TWO = Rules(players=2)
OPENER = "7S 8S 9S QH QD QC 2C 4D 6H 9C JD KS 3H 5C AD"
SECOND = "4H 5H 6H 7H 8H KC KD KH 10S QS 9S 2C 3D 5S"
JUNK = "8H 2S 4S 6S 8S 10S 3C 5C 7C 9C JC 4D 6D 9D KD"
NEAR = "6H 7H QS QH QD 2C 3D 5S 9C JD KS 4C 10S 2D"
OTHER = "2C 3D 5S 9C JD KS 4S 10C 2D 6H AH 7D JH 8C"


def first(r, kind=None):
    hs = hints(r, r.current)
    assert all(h.kind in HINT_KINDS for h in hs)
    assert [h.score for h in hs] == sorted((h.score for h in hs), reverse=True)
    return next(h for h in hs if kind is None or h.kind == kind) if kind else hs[0]


def play(r, hint):
    """Play every move of a hint on the round; each must be legal."""
    for a in hint.actions:
        r.apply(a)


def test_hint_open_names_the_melds_points_and_rules():
    r = deal([OPENER, SECOND], "9D 10D 4C")
    h = first(r)
    assert h.kind == "open" and h.points == 54
    assert "7♠ 8♠ 9♠" in h.message and "Q♥ Q♦ Q♣" in h.message and "R5.1" in h.message
    r.apply(h.actions[0])
    assert r.is_down(0)


def test_hint_take_discard_when_it_completes_an_opening():
    r = deal([JUNK, NEAR], "AD 5H 9H")
    r.discard("8H")
    h = first(r)
    assert h.kind == "take_discard" and h.cards == (Card(8, "H"),)
    assert "Take the 8♥" in h.message and "6♥ 7♥ 8♥" in h.message and "R5.1" in h.message and "R3.3" in h.message
    assert first(r, "draw").score < h.score


def test_hint_draw_when_the_discard_does_not_help():
    r = deal([JUNK.replace("8H", "3S"), NEAR], "AD 5H 9H")
    r.discard("2S")
    h = first(r)
    assert h.kind == "draw" and "2♠" in h.message and "R3.3" in h.message
    take = first(r, "take_discard")
    assert take.message.startswith("Don't take the 2♠") and "R5.2" in take.message


def test_hints_once_down_meld_lay_off_swap_and_discard():
    r = deal(["7S 8S 9S QH QD JK 10S QC 3C 4C 5C KD 2H 9D 6D", OTHER], "AS KH 5H")
    r.meld("7S 8S 9S", "QH QD JK")
    r.discard("KD")
    r.draw()
    r.discard("AS")
    r.draw()  # K♥
    hs = hints(r, 0)
    kinds = {h.kind for h in hs}
    assert {"meld", "lay_off", "swap_joker", "discard"} <= kinds and "go_out" not in kinds
    swap = first(r, "swap_joker")
    assert swap.meld_index == 1 and swap.cards == (Card(12, "C"),) and "R6.2" in swap.message
    meld = first(r, "meld")
    assert "3♣ 4♣ 5♣" in meld.message
    lays = {(h.meld_index, h.cards) for h in hs if h.kind == "lay_off"}
    assert (0, (Card(10, "S"),)) in lays and (1, (Card(12, "C"),)) in lays
    lay = next(h for h in hs if h.kind == "lay_off" and h.meld_index == 0)
    assert "10♠" in lay.message and "7♠ 8♠ 9♠" in lay.message and "R6.1" in lay.message
    discard = first(r, "discard")
    assert discard.cards == (Card(13, "H"),) and "R8.3" in discard.message and "feeds no meld" in discard.message


def test_hint_go_out_once_down():
    r = deal(["7S 8S 9S QH QD JK 2D 3D 4D 5D 10S 3C 4C 5C KD", OTHER], "AS KH 5H")
    r.meld("7S 8S 9S", "QH QD JK", "2D 3D 4D 5D")
    r.discard("KD")
    r.draw()
    r.discard("AS")
    r.draw()  # K♥
    h = first(r)
    assert h.kind == "go_out" and "R7.2" in h.message and "K♥" in h.message and "10♠" in h.message
    play(r, h)
    assert r.is_over and r.result.finisher == 0 and r.result.ending == "out"


def test_hint_go_out_through_a_joker_swap():
    r = deal(["7S 8S 9S 10S JS QH QD JK 4H 5H 6H 2D 3D QC KD", OTHER], "AS KH 5H")
    r.meld("7S 8S 9S 10S JS", "QH QD JK", "4H 5H 6H")
    r.discard("KD")
    r.draw()
    r.discard("AS")
    r.draw()  # K♥: hand 2♦ 3♦ Q♣ K♥
    h = first(r)
    assert h.kind == "go_out" and "swap Q♣" in h.message and "R6.2" in h.message
    assert [a.kind for a in h.actions] == ["swap_joker", "meld", "discard"]
    play(r, h)
    assert r.is_over and r.result.finisher == 0


def test_hint_hand_when_all_cards_go_down_at_once():
    r = deal(["7S 8S 9S QH QD JK 2D 3D 4D 5D 10S 3C 4C 5C KD", OTHER], "AS KH 5H")
    h = first(r)
    assert h.kind == "hand" and "R8.2" in h.message and "R5.4" in h.message
    play(r, h)
    assert r.result.ending == "hand"


def test_hint_declare_konkan_in_the_last_round_says_how_far():
    r = deal([JUNK, "2S 3S 4S 5S 6S 7S 8S 9S 10S JS KH KD KC 4D"], "AD 5H 9H", Rules(players=2, rounds=1))
    r.discard("8H")
    h = first(r, "declare_konkan")
    assert "1 card short" in h.message and "K♠" in h.message and "R8.6" in h.message
    assert not any(x.kind == "declare_konkan" for x in hints(deal([JUNK, NEAR], "AD", TWO), 0))


def test_hint_after_taking_a_useless_discard_is_to_put_it_back():
    r = deal([JUNK, NEAR], "AD 5H 9H")
    r.discard("2S")
    r.take_discard()
    h = first(r)
    assert h.kind == "draw" and "R3.6" in h.message
    assert not any(x.kind == "discard" for x in hints(r, 1))


def test_no_hints_for_a_seat_whose_turn_it_is_not():
    r = deal([OPENER, SECOND], "9D")
    assert hints(r, 1) == []


# --- hidden information -----------------------------------------------------------------------

def test_hints_for_a_view_ignore_everything_the_view_hides():
    rng = random.Random("hidden")
    for seed in range(3):
        r = Round(Rules(players=3), seed=seed)
        bots = [RandomPlayer(seed=i) for i in range(3)]
        for _ in range(rng.randint(3, 9)):
            bots[r.current].play_turn(r)
        if r.is_over:
            continue
        seat = r.current
        base = [(h.kind, h.message, h.cards) for h in hints(r, seat)]
        # Reshuffle the stock and the other hands among themselves: the seat's view is unchanged.
        other = [s for s in range(3) if s != seat]
        pool = list(r._stock) + [c for s in other for c in r._hands[s]]
        random.Random(seed).shuffle(pool)
        sizes = [len(r._hands[s]) for s in other]
        for s, k in zip(other, sizes):
            r._hands[s], pool = pool[:k], pool[k:]
        r._stock = pool
        assert [(h.kind, h.message, h.cards) for h in hints(r, seat)] == base


# --- every hint is a legal move -------------------------------------------------------------------

def _check_all(r: Round) -> set:
    kinds = set()
    for h in hints(r, r.current):
        kinds.add(h.kind)
        assert "(R" in h.message, h.message
        if not h.actions:
            continue
        c = Round.from_json(r.to_json())
        for a in h.actions:
            c.apply(a)
        if h.kind in ("go_out", "hand"):
            assert c.is_over and c.result.finisher == r.current
    return kinds


@pytest.mark.parametrize("seed", range(3))
def test_every_hint_plays_as_a_legal_move_in_random_games(seed):
    rules = Rules(players=2 + seed, rounds=1 if seed == 0 else 5, opening_minimum=(51, 71, 1)[seed])
    r = Round(rules, seed=seed)
    bots = [RandomPlayer(seed=seed * 10 + i) for i in range(rules.players)]
    for _ in range(25):
        if r.is_over:
            break
        _check_all(r)
        if r.phase == "start" and not r.is_first_turn and r.can_draw():
            r.draw()
            _check_all(r)
        bots[r.current].play_turn(r)


def test_hint_hand_prefers_the_konkan_split_of_the_same_cards():
    r = deal(["2S 3S 4S 5S 6S 7S 8S 9S 10S JS KH KD KC KS 4D", OTHER], "AS KH 5H")
    h = first(r)
    assert h.kind == "hand" and "Konkan" in h.message and "R8.5" in h.message
    play(r, h)
    assert r.result.ending == "konkan"


def test_going_out_later_in_the_turn_you_went_down_is_still_a_hand():
    from konkan import Rules
    from tests.helpers import deal
    r = deal(["7S 8S 9S 10S JS QH QD QC KH KD KC 2D 3D 4D 9C", ""], "", Rules(players=2))
    r.meld("7S 8S 9S 10S JS", "QH QD QC")
    top = hints(r, 0)[0]
    assert top.kind == "hand" and "R8.2" in top.message and "9♣" in top.message
    play(r, top)
    assert r.result.ending == "hand"


def test_legal_actions_offer_the_two_card_swap_when_the_house_rule_needs_both():
    from konkan import Rules
    from tests.helpers import deal
    rules = Rules(players=2, set_joker_swap_needs_both=True)
    r = deal(["7S 8S 9S 10S QH QD JK 2C 4D 6H 9C JD KS 3H 5C", "4H 5H 6H 7H 8H KC KD KH QS QC 9S 2C 3D 5S"],
             "9D 10D", rules)
    r.meld("7S 8S 9S 10S", "QH QD JK"); r.discard("KS")
    r.draw(); r.meld("4H 5H 6H 7H 8H", "KC KD KH")
    swaps = [a for a in r.legal_actions() if a.kind == "swap_joker"]
    assert [sorted(str(c) for c in a.cards) for a in swaps] == [["Q♠", "Q♣"]]
