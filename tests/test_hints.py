"""Hints (issue 3): the exact best opening, the Konkan shape, and ranked, explained hints."""

from __future__ import annotations

import random
import re
from functools import cache

import pytest

from konkan import Card, Discard, HintKind, Reason, Round, Rules, Undo, check_meld
from konkan.cards import full_deck
from konkan.melds import find_melds
from konkan.play.hints import HINT_KINDS, best_opening, hints, hints_for_view, konkan_shape
from konkan.play.players import RandomPlayer
from tests.helpers import deal, sized

# --- a brute force, independent of the solver: subsets judged by check_meld -----------------


def brute_opening(hand: list[Card], rules: Rules, must: Card | None = None):
    """(going_out, best points with a run keeping a card, cards left) by trying every split.
    With ``must``, a card of its face (either copy) must be in a meld."""
    n = len(hand)

    @cache
    def meld_value(ids: frozenset):
        v = check_meld([c for c in hand if c.id in ids], rules=rules)
        uses = must is not None and any(c.same_face(must) for c in hand if c.id in ids)
        return (v.points, v.kind == "run", uses) if v.legal else None

    @cache
    def best(rest: frozenset, left: bool, need_run: bool, need_must: bool):
        # Best (points, covered) over covers of `rest`; None if impossible.
        if not rest:
            return (0, 0) if left and not need_run and not need_must else None
        cards = sorted(rest)
        first, others = cards[0], cards[1:]
        out = best(rest - {first}, True, need_run, need_must)
        for k in range(2, min(12, len(others)) + 1):
            for combo in _combos(tuple(others), k):
                ids = frozenset((first,) + combo)
                mv = meld_value(ids)
                if mv is None:
                    continue
                sub = best(rest - ids, left, need_run and not mv[1], need_must and not mv[2])
                if sub is not None:
                    cand = (sub[0] + mv[0], sub[1] + len(ids))
                    if out is None or cand > out:
                        out = cand
        return out

    @cache
    def cover_all_but_one(rest: frozenset, left: int, need_run: bool, need_must: bool) -> bool:
        if not rest:
            return left == 1 and not need_run and not need_must
        cards = sorted(rest)
        first, others = cards[0], cards[1:]
        if left == 0 and cover_all_but_one(rest - {first}, 1, need_run, need_must):
            return True
        for k in range(2, min(12, len(others)) + 1):
            for combo in _combos(tuple(others), k):
                ids = frozenset((first,) + combo)
                mv = meld_value(ids)
                if mv is not None and cover_all_but_one(
                    rest - ids, left, need_run and not mv[1], need_must and not mv[2]
                ):
                    return True
        return False

    need = rules.opening_needs_run
    everything = frozenset(c.id for c in hand)
    out = cover_all_but_one(everything, 0, need, must is not None)
    b = best(everything, False, need, must is not None)
    return out, b, n


def _combos(items, k):
    from itertools import combinations

    return combinations(items, k)


def _dense_pool(rng: random.Random) -> list[Card]:
    ranks = set(rng.sample(range(1, 14), 5)) | {1, 13}
    return [c for c in full_deck() if c.is_joker or c.rank in ranks]


@pytest.mark.parametrize(
    "options",
    [
        Rules(),
        Rules(opening_minimum=71),
        Rules(opening_needs_run=False),
        Rules(ace_value="always_11"),
        Rules(ace_value="ten", opening_minimum=30),
        Rules(opening_minimum=1),
        Rules(jokers_per_meld=2),
        Rules(jokers_per_meld=2, ace_value="always_11", opening_minimum=30),
    ],
    ids=["51", "71", "no-run-needed", "ace-always-11", "ace-ten-30", "minimum-1", "two-jokers", "two-jokers-ace-11-30"],
)
def test_best_opening_is_the_exact_optimum(options):
    rng = random.Random(
        f"exact:{options.opening_minimum}:{options.opening_needs_run}:{options.ace_value}:{options.jokers_per_meld}"
    )
    for _ in range(120):
        pool = _dense_pool(rng)
        hand = rng.sample(pool, rng.randint(5, 10))
        op = best_opening(hand, options)
        out, b, n = brute_opening(hand, options)
        assert op.going_out == out, (hand, op)
        # Whatever it answers is legal: disjoint physical cards, legal melds, one card kept.
        used = [c for m in op.melds for c in m.cards]
        assert len(set(used)) == len(used) and set(used) <= set(hand)
        assert all(
            check_meld(m.cards, joker_as=m.reading if m.kind == "run" else None, rules=options).legal for m in op.melds
        )
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


@pytest.mark.parametrize(
    "options", [Rules(), Rules(opening_minimum=20), Rules(opening_needs_run=False)], ids=["51", "20", "no-run-needed"]
)
def test_best_opening_with_a_taken_joker_that_must_be_used_is_exact(options):
    # House rule (R9): the taken card, here a joker, must be in a new meld. The search forces
    # the joker into a meld; the brute force tries every split.
    rng = random.Random(f"joker:{options.opening_minimum}:{options.opening_needs_run}")
    for _ in range(90):
        pool = [c for c in _dense_pool(rng) if not c.is_joker]
        jokers = [Card.joker(0), Card.joker(1)][: rng.choice((1, 1, 2))]
        hand = rng.sample(pool, rng.randint(3, 8)) + jokers
        rng.shuffle(hand)
        taken = jokers[-1]
        op = best_opening(hand, options, must_use=taken)
        out, b, n = brute_opening(hand, options, must=taken)
        assert op.going_out == out, (hand, op)
        assert op.feasible == (out or (b is not None and b[0] >= options.opening_minimum)), (hand, op, b)
        if op.feasible:
            assert taken in op.cards, (hand, op)  # the very card taken, not the other joker
            assert all(
                check_meld(m.cards, joker_as=m.reading if m.kind == "run" else None, rules=options).legal
                for m in op.melds
            )
        if not out and b is not None:
            assert op.points == b[0], (hand, op, b)


def test_best_opening_says_a_card_must_stay_in_hand_to_discard():
    # 7♠ 8♠ 9♠ is a run, but putting it down would leave nothing to discard (R3.5).
    op = best_opening("7S 8S 9S")
    assert not op.feasible and op.code == Reason.OPENING_NEEDS_DISCARD and op.rule == "R3.5"
    assert "7♠ 8♠ 9♠" in op.message and "R3.5" in op.message and "no meld" not in op.message
    op = best_opening("QH QD QC", Rules(opening_needs_run=False))
    assert op.code == Reason.OPENING_NEEDS_DISCARD and not op.melds and op.points == 0
    # With a card to spare the run goes down, if short of the minimum (R5.1).
    assert best_opening("7S 8S 9S QH QD QC").code == Reason.OPENING_SHORT


def test_best_opening_says_when_the_taken_card_fits_no_meld():
    op = best_opening("7S 8S 9S QH QD QC 4D 4C", must_use="4C")
    assert not op.feasible and op.code == Reason.OPENING_TAKEN_CARD_FITS_NOT and op.rule == "R9"
    assert "4♣ fits no meld" in op.message and "R9" in op.message
    # The 9♥ fits only the set of nines, which needs the 9♠ the run needs too.
    op = best_opening("7S 8S 9S 9H 9D 2C", must_use="9H")
    assert op.code == Reason.OPENING_TAKEN_CARD_FITS_NOT and "9♥ fits none of the openings" in op.message
    assert best_opening("7S 8S 9S 9H 9D 2C").code == Reason.OPENING_SHORT


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


# --- every hint is a legal move, in the engine's verdict shape ---------------------------------------

FORBIDDEN = ("()", "=", "_", "None", "True", "False")
RULE_CITED = re.compile(r"\bR\d+(?:\.\d+)?")


def assert_verdict_shape(x) -> None:
    """An Opening, KonkanShape or Hint: a Reason, its rule cited, words of the game only."""
    assert isinstance(x.code, Reason), x
    cited = set(RULE_CITED.findall(x.message))
    assert x.rule == x.code.rule or x.rule in cited, x
    assert x.rule in cited, x.message
    for word in FORBIDDEN:
        assert word not in x.message, (word, x.message)


def _check_all(r: Round) -> set:
    """Every hint for the seat to act: its shape, and its moves pass ``check`` in order."""
    kinds = set()
    for h in hints(r, r.current):
        kinds.add(h.kind)
        assert_verdict_shape(h)
        assert h.ok and h.kind in HINT_KINDS
        if not h.actions:
            continue
        c = r.copy() if len(h.actions) > 1 else r
        for a in h.actions:
            verdict = c.check(a)
            assert verdict.ok, (h.message, str(a), verdict.message)
            if c is not r:
                c.apply(a)
        if h.kind in ("go_out", "hand") and c is not r:
            assert c.is_over and c.result.finisher == r.current
    return kinds


HOUSE_RULES = {
    "standard-last-round": Rules(players=2, rounds=1),
    "71": Rules(players=3, opening_minimum=71),
    "no-run-1": Rules(players=4, opening_needs_run=False, opening_minimum=1),
    "jawaker": Rules(players=2, rounds=1, taken_discard_must_be_used=True, konkan_declarer_may_take_discards=True),
    "jokers": Rules(players=3, set_joker_swap_needs_both=True, freed_joker_must_be_used=True, empty_stock="reshuffle"),
    "partners": Rules(players=4, partnership=True, taken_discard_must_be_used=True, freed_joker_must_be_used=True),
    "five-30": Rules(players=5, opening_minimum=30, rounds=1, joker_penalty=50),
}


@pytest.mark.parametrize("name", list(HOUSE_RULES))
def test_every_hint_plays_as_a_legal_move_in_random_games(name):
    """Random games under each house-rule mix: whole turns by RandomPlayer, others step by step
    (a hint's first move, or any legal move), every hint checked at every stop."""
    rules = HOUSE_RULES[name]
    for game in range(sized(2, 4)):
        r = Round(rules, seed=f"{name}:{game}")
        rng = random.Random(f"{name}:{game}")
        bots = [RandomPlayer(seed=f"{name}:{game}:{i}") for i in range(rules.players)]
        for _ in range(150):
            if r.is_over:
                break
            _check_all(r)
            if rng.random() < 0.3:
                bots[r.current].play_turn(r)
                continue
            playable = [h for h in hints(r, r.current) if h.actions]
            if playable and rng.random() < 0.6:
                r.apply(rng.choice(playable[:3]).actions[0])
            else:
                r.apply(rng.choice(list(r.legal_actions().simple())))


def test_every_analysis_has_the_verdict_shape():
    rng = random.Random("shape")
    for _ in range(150):
        rules = rng.choice(list(HOUSE_RULES.values()))
        hand = rng.sample(_dense_pool(rng), rng.randint(3, 15))
        must = rng.choice(hand) if rng.random() < 0.4 else None
        op = best_opening(hand, rules, must_use=must)
        assert_verdict_shape(op)
        assert op.ok == op.feasible == op.code.ok
        k = konkan_shape(hand)
        assert_verdict_shape(k)
        assert k.ok == k.found == (k.code == Reason.KONKAN_FOUND)


def test_hints_for_a_view_read_back_from_its_dict_are_the_same():
    from konkan.view import SeatView

    r = deal(["7S 8S 9S QH QD JK 10S QC 3C 4C 5C KD 2H 9D 6D", OTHER], "AS KH 5H")
    r.meld("7S 8S 9S", "QH QD JK")
    view = r.view(0)
    assert [h.message for h in hints_for_view(SeatView.from_dict(view.to_dict()))] == [
        h.message for h in hints_for_view(view)
    ]


def test_going_out_with_exactly_a_konkan_says_konkan_not_hand():
    # A run of ten and a set of four put down at once, then the last card discarded: a Konkan
    # (R8.5), scored as the round scores it, both at once and after putting the melds down.
    hand = "AS 2S 3S 4S 5S 6S 7S 8S 9S TS KH KD KC KS 5D"
    r = deal([hand, OTHER], "AS KH 5H", TWO)
    h = first(r)
    assert h.kind == "hand" and h.code == Reason.HINT_GO_OUT_AT_ONCE_KONKAN and h.rule == "R8.5"
    assert "Konkan" in h.message and "Hand" not in h.message and "R8.5" in h.message
    r.meld("AS 2S 3S 4S 5S 6S 7S 8S 9S TS", "KH KD KC KS")
    h = first(r)
    assert h.kind == "hand" and h.code == Reason.HINT_GO_OUT_KONKAN and h.rule == "R8.5"
    assert "Konkan" in h.message and "Hand" not in h.message and "R8.2" not in h.message
    play(r, h)
    assert r.result.ending == "konkan"


def test_going_down_first_with_part_of_a_konkan_then_the_rest_is_a_hand():
    # The round scores the opening melds: a run of ten alone, then the set, is no Konkan (R8.5).
    r = deal(["AS 2S 3S 4S 5S 6S 7S 8S 9S TS KH KD KC KS 5D", OTHER], "AS KH 5H", TWO)
    r.meld("AS 2S 3S 4S 5S 6S 7S 8S 9S TS")
    r.meld("KH KD KC KS")
    h = first(r)
    assert h.code == Reason.HINT_GO_OUT_HAND and "R8.2" in h.message
    play(r, h)
    assert r.result.ending == "hand"


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
    r = deal(
        ["7S 8S 9S 10S QH QD JK 2C 4D 6H 9C JD KS 3H 5C", "4H 5H 6H 7H 8H KC KD KH QS QC 9S 2C 3D 5S"], "9D 10D", rules
    )
    r.meld("7S 8S 9S 10S", "QH QD JK")
    r.discard("KS")
    r.draw()
    r.meld("4H 5H 6H 7H 8H", "KC KD KH")
    swaps = [a for a in r.legal_actions() if a.kind == "swap_joker"]
    assert [sorted(str(c) for c in a.cards) for a in swaps] == [["Q♠", "Q♣"]]


# --- every hint reason, reached from a position that calls for it ----------------------------------

LAST = Rules(players=2, rounds=1)
KONKAN = "2S 3S 4S 5S 6S 7S 8S 9S 10S JS KH KD KC KS"
KONKAN_BUT_KS = KONKAN.replace("KS", "4D")
JUNK_KS = JUNK.replace("KD", "KS")
OPENED = "7S 8S 9S QH QD QC 2D 3D 4D 5D 3C 4C KH 9H JD"  # goes down with 68, keeps 3♣ 4♣ K♥ 9♥


def _second_seat_starts(hands, stock="AD 5H 9H", rules=TWO, discard="8H"):
    r = deal(hands, stock, rules)
    r.discard(discard)
    return r


# Goes down the same way, keeps A♣ 2♣ 3♣ K♥: a meld of its own, which another A♣ adds nothing to.
OPENED_WITH_RUN = "7S 8S 9S QH QD QC 2D 3D 4D 5D AC 2C 3C KH JD"


def _opened_and_offered(card, rules=TWO, hand=OPENED):
    """Seat 0 is down holding 3♣ 4♣ K♥ 9♥ (or what else ``hand`` keeps); seat 1 drew and discarded ``card``."""
    r = deal([hand, OTHER.replace("8C", card)], "AD 5H 9H", rules)
    r.meld("7S 8S 9S", "QH QD QC", "2D 3D 4D 5D")
    r.discard("JD")
    r.draw()
    r.discard(card)
    return r


def _declared(hand, discard="8H", rules=LAST, stock="AD 5H 9H", junk=JUNK):
    r = deal([junk, hand], stock, rules)
    r.discard(discard)
    r.declare_konkan()
    return r


def _then(r, *moves):
    for move in moves:
        getattr(r, move)()
    return r


def _taken_and_laid_off():
    rules = Rules(players=2, taken_discard_must_be_used=True)
    r = _opened_and_offered("6S", rules)
    r.take_discard()
    r.lay_off("6S", 0)
    return r


def _once_down():
    r = deal(["7S 8S 9S QH QD JK 10S QC 3C 4C 5C KD 2H 9D 6D", OTHER], "AS KH 5H")
    r.meld("7S 8S 9S", "QH QD JK")
    return r


def _out_once_down(name):
    r = deal(["7S 8S 9S QH QD JK 2D 3D 4D 5D 10S 3C 4C 5C KD", OTHER], "AS KH 5H")
    r.meld("7S 8S 9S", "QH QD JK", "2D 3D 4D 5D")
    r.discard("KD")
    r.draw()
    r.discard("AS")
    return _then(r, "draw") if name == "draw" else r


POSITIONS = {
    Reason.HINT_DECLARE_KONKAN_HELD: lambda: _second_seat_starts([JUNK, KONKAN], rules=LAST),
    Reason.HINT_DECLARE_KONKAN_NEAR: lambda: _second_seat_starts([JUNK, KONKAN_BUT_KS], rules=LAST),
    Reason.HINT_DECLARE_KONKAN_GAMBLE: lambda: _second_seat_starts(
        [JUNK, "2S 3S 4S 5S 6S 7S 8S 9S KH KD KC KS 4D 7C"], rules=LAST
    ),
    Reason.HINT_DECLARE_KONKAN_FAR: lambda: _second_seat_starts([JUNK, NEAR], rules=LAST),
    Reason.HINT_TAKE_COMPLETES_KONKAN: lambda: _declared(KONKAN_BUT_KS, "KS", junk=JUNK_KS),
    Reason.HINT_TAKE_KONKAN_CLOSER: lambda: _declared(
        "2S 3S 4S 5S 6S 7S 8S 9S KH KD KC KS 4D 7C",
        "10S",
        rules=Rules(players=2, rounds=1, konkan_declarer_may_take_discards=True),
    ),
    Reason.HINT_TAKE_NOT_KONKAN: lambda: _declared(KONKAN_BUT_KS),
    Reason.HINT_TAKE_GOES_OUT_HAND: lambda: _second_seat_starts(
        [JUNK.replace("3C", "AH"), "7S 8S 9S QH QD QC 2D 3D 4D 5D 6D 3C 4C 9H"], discard="5C"
    ),
    Reason.HINT_TAKE_GOES_OUT_KONKAN: lambda: _second_seat_starts([JUNK_KS, KONKAN_BUT_KS], discard="KS"),
    Reason.HINT_TAKE_NOT_NEEDED: lambda: _second_seat_starts([JUNK, KONKAN_BUT_KS]),
    Reason.HINT_TAKE_TO_GO_DOWN: lambda: _second_seat_starts([JUNK, NEAR], "AD 5H 9H"),
    Reason.HINT_TAKE_CANNOT_GO_DOWN: lambda: _second_seat_starts([JUNK.replace("8H", "3S"), NEAR], discard="2S"),
    Reason.HINT_TAKE_TO_GO_OUT: lambda: _out_once_down("start"),
    Reason.HINT_TAKE_FOR_MELD: lambda: _opened_and_offered("5C"),
    Reason.HINT_TAKE_NO_MELD: lambda: _opened_and_offered("AH"),
    Reason.HINT_TAKE_ADDS_NOTHING: lambda: _opened_and_offered("AC", hand=OPENED_WITH_RUN),
    Reason.HINT_DRAW_INSTEAD: lambda: _second_seat_starts([JUNK, NEAR]),
    Reason.HINT_DRAW: lambda: _second_seat_starts([JUNK.replace("8H", "3S"), NEAR], discard="2S"),
    Reason.HINT_PUT_DOWN_DECLARED_KONKAN: lambda: _then(_declared(KONKAN), "draw"),
    Reason.HINT_DECLARED_KONKAN_ONLY: lambda: _then(_declared(KONKAN_BUT_KS), "draw"),
    Reason.HINT_GO_OUT_AT_ONCE_HAND: lambda: deal(["7S 8S 9S QH QD JK 2D 3D 4D 5D 10S 3C 4C 5C KD", OTHER]),
    Reason.HINT_GO_OUT_AT_ONCE_KONKAN: lambda: deal([KONKAN + " 4D", OTHER]),
    Reason.HINT_GO_DOWN: lambda: deal([OPENER, SECOND]),
    Reason.HINT_PUT_BACK_CANNOT_GO_DOWN: lambda: _then(_second_seat_starts([JUNK, NEAR], discard="2S"), "take_discard"),
    Reason.HINT_PUT_BACK_NO_MELD: lambda: _then(_opened_and_offered("AH"), "take_discard"),
    Reason.HINT_PUT_BACK_TAKEN_UNUSED: _taken_and_laid_off,
    Reason.HINT_CANNOT_GO_DOWN: lambda: deal([JUNK, NEAR]),
    Reason.HINT_GO_OUT: lambda: _out_once_down("draw"),
    Reason.HINT_GO_OUT_HAND: lambda: _going_down_early(),
    Reason.HINT_GO_OUT_KONKAN: lambda: _konkan_put_down(),
    Reason.HINT_MELD: _once_down,
    Reason.HINT_LAY_OFF: _once_down,
    Reason.HINT_SWAP_JOKER: _once_down,
    Reason.HINT_KEEP_JOKER: lambda: deal([JUNK.replace("8H", "JK"), NEAR]),
    Reason.HINT_DISCARD: _once_down,
    Reason.HINT_KEEP: _once_down,
    Reason.HINT_TAKE_SWAP_BACK: lambda: _swapped_joker_fits_nowhere(),
}


def _going_down_early():
    r = deal(["7S 8S 9S 10S JS QH QD QC KH KD KC 2D 3D 4D 9C", ""], "", TWO)
    r.meld("7S 8S 9S 10S JS", "QH QD QC")
    return r


def _konkan_put_down():
    r = deal([KONKAN + " 4D", OTHER])
    r.meld("2S 3S 4S 5S 6S 7S 8S 9S 10S JS", "KH KD KC KS")
    return r


def test_every_hint_reason_has_a_position_here():
    assert set(POSITIONS) == {r for r in Reason if r.value.startswith("HINT_")}


@pytest.mark.parametrize("code", list(POSITIONS), ids=lambda c: c.value)
def test_each_hint_reason_is_given_where_it_applies_and_plays_legally(code):
    r = POSITIONS[code]()
    found = [h for h in hints(r, r.current) if h.code == code]
    assert found, [h.code for h in hints(r, r.current)]
    assert code.rule in found[0].message or found[0].rule in found[0].message
    _check_all(r)


# --- every sentence true (issue: the hints say only what holds, under the table's house rules) ----

FREED = Rules(players=2, freed_joker_must_be_used=True)
TAKEN = Rules(players=2, taken_discard_must_be_used=True)


def _swapped_joker_fits_nowhere():
    """Seat 0 is down with 7♠ 8♠ Joker and Q♠ Q♥ Q♦ Joker and swaps its Q♣ for the set's joker:
    the full set takes no joker, the run holds one already, and no two cards in hand make a meld."""
    r = deal(["QH QD QS JK 7S 8S JK QC 2H 5D 9C KS 4C AD 10H", OTHER], "6H 8D", FREED)
    r.meld("7S 8S JK", "QH QD QS JK")
    r.discard("10H")
    r.draw()
    r.discard("6H")
    r.draw()
    r.swap_joker("QC", 1)
    return r


def _down_and_drew(stock: str, rules=TWO):
    """Seat 0 is down (7♠ 8♠ 9♠, Q♥ Q♦ Joker, 2♦ 3♦ 4♦ 5♦) holding 10♠ 3♣ 4♣ 5♣ and the first
    stock card seat 1 leaves; seat 1 drew the stock's top and threw it away."""
    r = deal(["7S 8S 9S QH QD JK 2D 3D 4D 5D 10S 3C 4C 5C KD", OTHER], stock, rules)
    r.meld("7S 8S 9S", "QH QD JK", "2D 3D 4D 5D")
    r.discard("KD")
    r.draw()
    r.discard(r.hand(1)[-1])
    r.draw()
    return r


def test_a_meld_is_worth_what_its_cards_cost_in_hand_not_its_meld_points():
    # A♥ 2♥ 3♥ counts 6 as a meld (R5.1) but costs 16 left in hand (R8.3): the ace is 11.
    r = deal(["7S 8S 9S QH QD QC 2D 3D 4D 5D AH 2H 3H KH 9H", OTHER], "AD 5H 9H")
    r.meld("7S 8S 9S", "QH QD QC", "2D 3D 4D 5D")
    meld = next(h for h in hints(r, 0) if h.kind == "meld" and Card(1, "H") in h.cards)
    assert "16 points fewer in your hand (R8.3)" in meld.message and not re.search(r"\b6 points", meld.message)
    assert meld.points == 16
    # With a joker the gap is wider: the joker costs the table's penalty in hand (R8.3, R9).
    r = deal(["7S 8S 9S QH QD QC 2D 3D 4D 5D 5H 6H JK KS 9C", OTHER], "AD 5H 9H", Rules(players=2, joker_penalty=50))
    r.meld("7S 8S 9S", "QH QD QC", "2D 3D 4D 5D")
    meld = next(h for h in hints(r, 0) if h.kind == "meld" and Card.joker() in h.cards and Card(5, "H") in h.cards)
    assert f"{5 + 6 + 50} points fewer" in meld.message


def test_taking_a_card_for_a_meld_counts_only_your_own_cards_leaving_the_hand():
    # Seat 0 is down holding 3♣ 4♣ 2♥ 3♥; seat 1 throws the A♥.
    r = deal([OPENED.replace("9H", "2H").replace("JD", "3H"), OTHER.replace("8C", "AH")], "AD 5H 9H")
    r.meld("7S 8S 9S", "QH QD QC", "2D 3D 4D 5D")
    r.discard("KH")
    r.draw()
    r.discard("AH")
    take = next(h for h in hints(r, 0) if h.kind == "take_discard")
    assert take.code == Reason.HINT_TAKE_FOR_MELD
    # The A♥ joins 2♥ 3♥: those two leave the hand, 5 points (R8.3); the A♥ was never in it.
    assert "with your 2♥ 3♥" in take.message and "5 points out of your hand" in take.message, take.message
    assert "6 points" not in take.message and take.points == 5


def test_a_declarer_who_may_take_discards_is_not_told_taking_obliges_a_meld():
    rules = Rules(players=2, rounds=1, konkan_declarer_may_take_discards=True)
    r = _declared(KONKAN_BUT_KS, rules=rules)
    hs = hints(r, 1)
    take = next(h for h in hs if h.kind == "take_discard")
    assert take.code == Reason.HINT_TAKE_NOT_KONKAN and "R9" in take.message
    for h in hs:
        assert "oblig" not in h.message, h.message
    _check_all(r)


def test_after_melding_without_the_card_that_must_be_used_the_hint_says_what_to_do():
    # House rule (R9): the taken 6♠ must go into a new meld. Seat 0 melds 3♣ 4♣ 5♣ without it:
    # the round refuses every discard, so a hint must say to take back and put the card back,
    # with the moves the round's own refusal names (R3.6).
    r = deal(["7S 8S 9S QH QD QC 2D 3D 4D 5D 3C 4C 5C 9H JD", OTHER.replace("8C", "6S")], "AD 5H 9H", TAKEN)
    r.meld("7S 8S 9S", "QH QD QC", "2D 3D 4D 5D")
    r.discard("JD")
    r.draw()
    r.discard("6S")
    r.take_discard()
    r.meld("3C 4C 5C")
    hs = hints(r, 0)
    assert hs and not any(h.kind == "discard" for h in hs)
    back = hs[0]
    assert back.code == Reason.HINT_PUT_BACK_TAKEN_UNUSED and "R9" in back.message and "R3.6" in back.message
    assert back.actions == r.check(Discard(0, Card(9, "H"))).remedy
    play(r, back)
    assert Card(6, "S") not in r.hand(0) and r.discard_top == Card(6, "S") and len(r.table) == 3


def test_going_down_without_the_card_that_must_be_used_is_taken_back_in_full():
    # Not down yet, seat 1 takes the 8♥ and goes down without it (legal), then can't discard:
    # the 8♥ makes no meld with what is left, so the hint takes the opening back too.
    r = _second_seat_starts(
        [JUNK, "JS QS KS QH QD QC 2C 3D 5S 9C 4C 10D 2D 6C"],
        rules=Rules(players=2, taken_discard_must_be_used=True, opening_minimum=30),
    )
    r.take_discard()
    r.meld("JS QS KS")
    remedy = r.check(Discard(1, Card(2, "C"))).remedy
    h = first(r)
    assert h.kind == "draw" and h.actions == remedy and len(remedy) == 3, (h.message, remedy)
    assert "take back your last move" in h.message.lower()
    play(r, h)
    assert r.current == 1 and not r.is_down(1) and r.discard_top == Card(8, "H")


def test_the_card_that_must_be_used_goes_into_a_meld_when_it_can():
    # The taken 6♣ must go into a new meld (R9); 3♣ 4♣ 5♣, put down this turn, is one.
    r = deal(["7S 8S 9S QH QD QC 2D 3D 4D 5D 3C 4C 5C 9H JD", OTHER.replace("8C", "6C")], "AD 5H 9H", TAKEN)
    r.meld("7S 8S 9S", "QH QD QC", "2D 3D 4D 5D")
    r.discard("JD")
    r.draw()
    r.discard("6C")
    r.take_discard()
    r.meld("3C 4C 5C")
    hs = hints(r, 0)
    # 3♣ 4♣ 5♣ is down without the 6♣; it can still go there this turn, a meld put down now (R9).
    lay = next(h for h in hs if h.kind == "lay_off" and Card(6, "C") in h.cards)
    assert "R9" in lay.message
    r.apply(lay.actions[0])
    assert r.check(Discard(0, Card(9, "H"))).ok


def test_a_freed_joker_that_fits_nowhere_is_to_be_swapped_back():
    r = _swapped_joker_fits_nowhere()
    assert not r.check(Discard(0, Card(2, "H"))).ok
    hs = hints(r, 0)
    assert not any(h.kind == "discard" for h in hs)
    back = hs[0]
    assert back.code == Reason.HINT_TAKE_SWAP_BACK and "R9" in back.message and "R3.6" in back.message
    assert "can't be put into a new meld or laid off now" in back.message
    play(r, back)
    assert r.check(Discard(0, Card(2, "H"))).ok and Card(12, "C") in r.hand(0)


def test_a_freed_joker_that_fits_is_to_be_placed_or_the_swap_taken_back_in_full():
    r = deal(["7S 8S 9S QH QD JK 10S QC 3C 4C 5C KD 2H 9D 6D", OTHER], "AS KH 5H", FREED)
    r.meld("7S 8S 9S", "QH QD JK")
    r.discard("KD")
    r.draw()
    r.discard("AS")
    r.draw()
    r.swap_joker("QC", 1)
    r.lay_off("10S", 0)
    hs = hints(r, 0)
    assert not any(h.kind == "discard" for h in hs)
    joker = Card.joker()
    placing = [h for h in hs if h.kind in ("meld", "lay_off") and joker in h.cards]
    assert placing and all("R9" in h.message for h in placing)
    assert placing[0] is hs[0]
    back = next(h for h in hs if h.code == Reason.HINT_TAKE_SWAP_BACK)
    assert back.actions == (Undo(0), Undo(0)) and "R3.6" in back.message
    c = r.copy()
    play(c, back)
    assert c.check(Discard(0, Card(2, "H"))).ok
    play(r, placing[0])
    assert r.check(Discard(0, Card(2, "H"))).ok


def test_the_last_card_is_never_said_to_be_laid_off():
    # Down to the 6♠ after melding 3♣ 4♣ 5♣ and laying off the 10♠: a lay-off must keep a card
    # (R3.5), so the 6♠ can only be discarded, which takes seat 0 out (R7.1).
    r = _down_and_drew("AS 6S")
    r.meld("3C 4C 5C")
    r.lay_off("10S", 0)
    assert r.hand(0) == [Card(6, "S")]
    for h in hints(r, 0):
        assert "laid off" not in h.message and "lay off" not in h.message.lower(), h.message
    discard = next(h for h in hints(r, 0) if h.kind == "discard")
    assert "takes you out" in discard.message


def test_a_discard_that_fits_a_meld_says_only_that_it_fits():
    # Seat 1 is down with 7♥ 8♥ 9♥; seat 0, not down, holds the 10♥. Whether seat 1 could
    # take it depends on a new meld it must put down (R3.3): say only that it fits.
    for rules in (TWO, TAKEN):
        r = deal(
            ["10H 2S 3S 4S 6C 7C 8C 5D 5H 5S KC KD KH 2D 2C", "7H 8H 9H QH QD QC 2C 4D 6H 9C JD KS 3H 5C"],
            "AD 5H 9H",
            rules,
        )
        r.discard("2C")
        r.draw()
        r.meld("7H 8H 9H", "QH QD QC")
        r.discard("KS")
        r.draw()
        said = [h.message for h in hints(r, 0) if h.kind == "discard" and "10♥" in h.message]
        assert said, [h.message for h in hints(r, 0)]
        for m in said:
            assert "could take" not in m and f"{r.names[1]}'s meld 7♥ 8♥ 9♥ on the table (R6.1)" in m, m


def test_only_the_best_few_discards_are_advised_and_the_rest_is_one_keep_note():
    r = _once_down()
    hs = hints(r, 0)
    discards = [h for h in hs if h.kind == "discard"]
    assert 1 <= len(discards) <= 3
    assert all(h.message.startswith("Discard the") and "part of a meld" not in h.message for h in discards)
    keep = [h for h in hs if h.kind == "keep"]
    assert len(keep) == 1 and not keep[0].actions and keep[0].code == Reason.HINT_KEEP
    assert keep[0].message.startswith("Keep ") and "3♣ 4♣ 5♣" in keep[0].message
    assert keep[0].score < min(h.score for h in discards)
    # The joker is kept, never advised as a discard while other cards are held (R4.4).
    r = deal([JUNK.replace("8H", "JK"), NEAR])
    hs = hints(r, 0)
    assert not any(h.kind == "discard" and Card.joker() in h.cards for h in hs)
    keep = next(h for h in hs if h.kind == "keep")
    assert keep.code == Reason.HINT_KEEP_JOKER and keep.message.startswith("Keep the joker")


def test_a_konkan_one_card_short_names_a_card_held_once_as_a_second_one():
    # The run needs the 10♠ and so does the set of four tens: one copy held, a second missing.
    k = konkan_shape("2S 3S 4S 5S 6S 7S 8S 9S 10S JS 10H 10D 10C 3D")
    assert k.short == 1 and "a second 10♠ missing" in k.message, k.message
    k = konkan_shape("2S 3S 4S 5S 6S 7S 8S 9S JS 10H 10D 10C 3C 3D")
    assert "two 10♠ missing" in k.message, k.message
    k = konkan_shape("2S 3S 4S 5S 6S 7S 8S 9S KH KD KC 4D 7C")
    assert k.short == 3 and "A♠, 10♠ and K♠ missing" in k.message, k.message


def test_melds_are_named_by_their_cards_and_owner():
    r = deal(["7S 8S 9S 10S JS QH QD JK 4H 5H 6H 2D 3D QC KD", OTHER], "AS KH 5H")
    r.meld("7S 8S 9S 10S JS", "QH QD JK", "4H 5H 6H")
    r.discard("KD")
    r.draw()
    r.discard("AS")
    r.draw()
    out = first(r)
    assert "the joker in your meld Q♥ Q♦ Joker" in out.message, out.message
    swap = first(r, "swap_joker")
    assert "your meld Q♥ Q♦ Joker" in swap.message


WORDING = re.compile(
    r"\b(?:meld|seat) \d+(?![\d♠♥♦♣])|melds are numbered|\ba (?:[aeiou]|8|11|18)|\w+ and \w+ and \w+|[{}]"
)


@pytest.mark.parametrize("name", list(HOUSE_RULES))
def test_hint_sentences_name_melds_and_players_as_a_player_would(name):
    rules = HOUSE_RULES[name]
    for game in range(2):
        r = Round(rules, seed=f"words:{name}:{game}")
        bots = [RandomPlayer(seed=f"words:{name}:{game}:{i}") for i in range(rules.players)]
        for _ in range(60):
            if r.is_over:
                break
            for h in hints(r, r.current):
                assert not WORDING.search(h.message), h.message
                if h.kind == "discard" and len(r.hand(r.current)) == 1:
                    assert "laid off" not in h.message
            bots[r.current].play_turn(r)


def test_the_opening_without_the_discard_is_the_one_worth_most():
    # This hand can cover all but one card with 85 points, or keep two cards with 93: before a
    # draw it can't go out, so its best opening is 93, and the 4♠ adds nothing to it (R5.1).
    r = deal([JUNK, "7S JK 9D QS 6D AD 10D 8D 5D 4D 2D QH QD 7D"], "AD 5H 9H", Rules(players=2, opening_minimum=79))
    r.discard("4S")
    take = first(r, "take_discard")
    assert take.code == Reason.HINT_TAKE_NOT_NEEDED and "93 points" in take.message, take.message
    assert "85" not in take.message


def test_a_taken_card_that_must_be_used_is_said_to_be_in_no_new_meld_when_another_meld_is_there():
    """House rule (R9): the taken 6♠ must go into a new meld. Seat 0 holds 3♣ 4♣ 5♣, a new meld
    it could put down, but none holds the 6♠: the hint says so, not that no new meld is there."""
    r = deal(["7S 8S 9S QH QD QC 2D 3D 4D 5D 3C 4C 5C 9H JD", OTHER.replace("8C", "6S")], "AD 5H 9H", TAKEN)
    r.meld("7S 8S 9S", "QH QD QC", "2D 3D 4D 5D")
    r.discard("JD")
    r.draw()
    r.discard("6S")
    r.take_discard()
    assert any(len(a.cards) == 3 for a in r.legal_actions().melds())  # 3♣ 4♣ 5♣ can go down
    hs = hints(r, 0)
    assert not any("no new meld to put down" in h.message for h in hs), [h.message for h in hs]
    back = hs[0]
    assert back.code == Reason.HINT_PUT_BACK_TAKEN_UNUSED and "the 6♠ is in none yet" in back.message
    assert back.actions == r.check(Discard(0, Card(9, "H"))).remedy


def test_a_useless_discard_is_called_useless_where_the_hand_can_meld_without_it():
    # Down, holding A♣ 2♣ 3♣ K♥: taking the 9♦ would oblige a new meld, but A♣ 2♣ 3♣ is one already,
    # so the obligation is no reason to draw (R3.3); the card's uselessness is. A newcomer read the
    # obligation as a rule against taking.
    r = _opened_and_offered("9D", hand=OPENED_WITH_RUN)
    take = next(h for h in hints(r, 0) if h.kind == HintKind.TAKE_DISCARD)
    assert take.code == Reason.HINT_TAKE_NO_MELD
    assert "must put down" not in take.message and "would only stay in your hand" in take.message
    # Holding no meld of its own, the obligation is the reason, and is said.
    r = _opened_and_offered("AH")
    take = next(h for h in hints(r, 0) if h.kind == HintKind.TAKE_DISCARD)
    assert take.code == Reason.HINT_TAKE_NO_MELD and "must put down a new meld this turn" in take.message


def test_an_open_set_jokers_reading_is_said_to_stay_open_not_to_be_chosen():
    # R4.4: in a three-card set the joker's suit stays open until a fourth card joins; nobody chooses
    # it (a newcomer read "whichever you choose" and asked how to choose).
    op = best_opening("10H 10D JK 7S 8S 9S QC QD QH 2C 5D 9C 4H 6C 3D")
    words = op.message
    assert "stays open until a fourth card joins the set (R4.4)" in words and "whichever" not in words, words


def test_a_discard_the_next_player_wants_is_weighed_against_its_cost():
    """Lesson 10's tip: a card another player picks up is a card they want. North took the 3♥
    from the pile; the 3♠ costs South only 3 in hand, but it goes with North's 3♥, so the
    costlier K♥ goes first, and the 3♠'s hint says why, true at that table."""
    from tests.helpers import north_took_a_three

    drew = [h for h in hints(north_took_a_three(took=False), 0) if h.kind == HintKind.DISCARD]
    took = [h for h in hints(north_took_a_three(), 0) if h.kind == HintKind.DISCARD]
    # Nobody saw North take a 3: the cheap 3♠ that fits nothing of South's is the first discard.
    assert str(drew[0].cards[0]) == "3♠" and all("who plays next" not in h.message for h in drew)
    # North took the 3♥: the 3♠ feeds them, so the K♥ (10 in hand) goes first, Q♥ beside it.
    assert [str(h.cards[0]) for h in took] == ["K♥", "Q♥", "3♠"]
    assert took[2].message == (
        "Discard the 3♠: left in hand it costs 3 (R8.3), and it feeds no meld in your hand; "
        "but North, who plays next, took the 3♥ from the discard pile, and this card goes with "
        "it toward a meld (R4.1, R4.2)."
    )
