"""R9 house rule ``jokers_per_meld=2``: two jokers in one meld, never more jokers than natural cards.

Every place that reads melds is checked under the option: the judge and its sentences, the round's
melds, lay-offs and swaps (which joker a card frees), action text and JSON, saves, the exact best
opening (against a brute force), hints, the rule book and the SVG caption.
"""

from __future__ import annotations

import random

import pytest
from helpers import deal
from test_hints import brute_opening

from konkan import Action, Card, Round, Rules, best_opening, check_meld
from konkan.actions import LayOff, Meld, card_token
from konkan.cards import full_deck
from konkan.reasons import Reason
from konkan.render import joker_caption, meld_svg
from konkan.rulebook import OPTION_WORDS, R9_OPTIONS

TWO = Rules(jokers_per_meld=2)


def test_two_jokers_make_a_run_only_where_the_table_allows_it_citing_the_house_rule():
    v = check_meld("JK JK 5H 6H", rules=TWO)
    assert v.ok and v.kind == "run" and v.points == 5 + 6 + 7 + 8
    assert [str(c) for c in v.readings_shown] == ["7♥", "8♥"]
    assert "the jokers standing for 7♥ and 8♥, with two jokers allowed at this table (R4.1, R9)" in v.message
    assert "4♥ 7♥ or 3♥ 4♥ instead" in v.message
    one = check_meld("JK JK 5H 6H")
    assert one.code == Reason.TWO_JOKERS and one.rule == "R4.3"
    assert one.message == "Joker Joker 5♥ 6♥ holds 2 jokers, but a meld may hold only one (R4.3)."


def test_jokers_never_outnumber_natural_cards():
    for text in ("JK JK 6H", "JK JK 6S"):
        v = check_meld(text, rules=TWO)
        assert not v.ok and v.code == Reason.JOKERS_OUTNUMBER and v.rule == "R9"
        assert v.message.endswith("never more jokers than real cards (R9).")
    assert check_meld("JK 6H 6S", rules=TWO).ok  # one joker, two naturals: as ever


def test_a_set_of_four_may_hold_two_jokers_standing_for_the_missing_suits():
    v = check_meld("5S JK 5H JK", rules=TWO)
    assert v.ok and v.kind == "set" and v.points == 20
    assert [str(c) for c in v.readings_shown] == ["5♦", "5♣"]
    assert "The jokers stand for the missing 5♦ and 5♣, with two jokers allowed at this table (R9)." in v.message
    assert check_meld("5S 5H 5D JK JK", rules=TWO).code == Reason.SET_TOO_MANY


def test_the_player_names_what_two_jokers_stand_for():
    v = check_meld("JK JK 5H 6H", rules=TWO, joker_as="3H 4H")
    assert v.ok and v.points == 3 + 4 + 5 + 6 and [str(c) for c in v.readings_shown] == ["3♥", "4♥"]
    # One named card settles one joker; the other takes the best place left beside it.
    assert [str(c) for c in check_meld("JK JK 5H 6H", rules=TWO, joker_as="4H").readings_shown] == ["4♥", "7♥"]
    bad = check_meld("JK JK 5H 6H", rules=TWO, joker_as="9H")
    assert bad.code == Reason.JOKER_AS_INVALID and "3♥ or 4♥ or 7♥ or 8♥" in bad.message


def test_a_gap_too_wide_for_two_jokers_is_named():
    v = check_meld("JK JK 5H 9H", rules=TWO)
    assert v.code == Reason.RUN_GAP
    assert v.message == (
        "Joker Joker 5♥ 9♥ is not a run: it is missing 6♥ 7♥ 8♥, and its two jokers can fill only two gaps (R4.1, R9)."
    )


@pytest.mark.parametrize("value", [0, 3, "2", True, 2.0])
def test_other_joker_counts_are_refused_naming_the_option(value):
    with pytest.raises(ValueError, match="jokers_per_meld must be 1 or 2"):
        Rules(jokers_per_meld=value)


def test_the_table_describes_the_option_and_the_rule_book_has_its_row():
    assert "A meld may hold two jokers, but never more jokers than natural cards (R4.3, R9)." in TWO.describe()
    assert "two jokers" not in Rules().describe()
    assert "jokers_per_meld" in OPTION_WORDS and any(name == "jokers_per_meld" for name, _, _ in R9_OPTIONS)


def test_the_caption_names_both_jokers():
    v = check_meld("JK 5H 6H JK", rules=TWO)
    assert joker_caption(v) == "= 7♥ 8♥"
    assert "= 7♥ 8♥" in meld_svg(v)


def _both_down(hands: list[str], run: str, jokers: int = 2):
    """Seat 0 puts ``run`` down and discards the 2♣; seat 1 draws and puts three threes down."""
    rules = Rules(players=2, jokers_per_meld=jokers, opening_minimum=1, opening_needs_run=False)
    r = deal(hands, "QC QD", rules)
    for move in (f"seat 0: meld {run}", "seat 0: discard 2♣", "seat 1: draw", "seat 1: meld 3♠ 3♥ 3♦"):
        r.apply(Action.parse(move))
    return r


def _two_joker_round():
    return _both_down(["JK JK 5H 6H 2C 9D KS KD KC", "7H 8H 4H 3S 3H 3D 10C"], "5♥ 6♥ Joker Joker'")


def test_a_swap_frees_the_joker_standing_for_the_card_put_in_and_the_other_keeps_its_place():
    r = _two_joker_round()
    before = r.table[0]
    jokers = dict(zip([c for c in before.cards if c.is_joker], before.joker_readings))
    wrong = r.check(Action.parse("seat 1: swap 4♥ for the joker in meld 0"))
    assert wrong.code == Reason.SWAP_WRONG_CARD
    assert wrong.message == (
        "The jokers in 5♥ 6♥ Joker Joker stand for 7♥ or 8♥: put in one of those cards to "
        "free the joker standing for it, one joker at a time (R6.2, R9)."
    )
    r.apply(Action.parse("seat 1: swap 8♥ for the joker in meld 0"))
    freed = next(j for j, stands in jokers.items() if str(stands) == "8♥")
    assert freed in r.hand(1) and freed not in r.table[0].cards
    assert [str(c) for c in r.table[0].cards] == ["5♥", "6♥", "Joker", "8♥"]
    assert [str(c) for c in r.table[0].joker_readings] == ["7♥"]
    said = r.events_for(1)[-1].message
    assert "took its joker, which stood for the 8♥" in said, said
    # The freed joker goes back on at the other end of the run: two jokers again.
    r.apply(Action.parse(f"seat 1: lay off {card_token(freed)} as 4♥ on meld 0"))
    assert [str(c) for c in r.table[0].cards] == ["Joker", "5♥", "6♥", "Joker", "8♥"]
    assert sorted(str(c) for c in r.table[0].joker_readings) == ["4♥", "7♥"]


def test_a_second_joker_is_laid_off_only_where_two_are_allowed():
    for jokers in (1, 2):
        r = _both_down(["JK 5H 6H 2C 9D KS", "JK 3S 3H 3D 10C 4C"], "5♥ 6♥ Joker", jokers)
        verdict = r.check(Action.parse("seat 1: lay off Joker' on meld 0"))
        if jokers == 1:
            assert verdict.code == Reason.LAYOFF_SECOND_JOKER and verdict.rule == "R4.3"
            continue
        assert verdict.ok, verdict
        assert any(isinstance(a, LayOff) and a.cards[0].is_joker for a in r.legal_actions().simple())
        done = r.apply(Action.parse("seat 1: lay off Joker' on meld 0"))
        assert [str(c) for c in r.table[0].verdict.readings_shown] == ["7♥", "8♥"]
        assert Action.parse(str(done)) == done and Action.from_dict(done.to_dict()) == done


def test_readings_of_two_jokers_survive_text_json_and_saves():
    r = _two_joker_round()
    a = Action.parse("seat 0: meld 5♥ 6♥ Joker Joker' as 3♥ 4♥")
    assert isinstance(a, Meld) and [str(c) for c in a.joker_as[0]] == ["3♥", "4♥"]  # type: ignore[union-attr]
    assert Action.parse(str(a)) == a and Action.from_dict(a.to_dict()) == a
    again = Round.from_json(r.to_json())
    assert [str(c) for c in again.table[0].cards] == [str(c) for c in r.table[0].cards]
    assert again.table[0].joker_readings == r.table[0].joker_readings
    assert again.view(0).to_dict() == r.view(0).to_dict()


def test_the_round_lists_and_accepts_openings_with_both_jokers():
    def two(a):
        return any(sum(c.is_joker for c in g) == 2 for g in a.groups)

    hand = ["JK JK 9H 10H 2C 3D 4S 8C", "7H"]
    r = deal(hand, "QC", Rules(players=2, jokers_per_meld=2, opening_minimum=30))
    with_both = [a for a in r.legal_actions().melds() if two(a)]
    assert with_both and all(r.check(a).ok for a in with_both)
    one = deal(hand, "QC", Rules(players=2, opening_minimum=30))
    assert not any(two(a) for a in one.legal_actions().melds())
    refused = one.check(with_both[0])
    assert refused.code == Reason.TWO_JOKERS and refused.rule == "R4.3"


def test_best_opening_uses_both_jokers_and_says_so():
    hand = "JK JK 9H 10H 2C 3D 4S 8C"
    op = best_opening(hand, Rules(jokers_per_meld=2, opening_minimum=30))
    assert op.feasible and op.points == 9 + 10 + 10 + 10
    assert "The jokers stand for J♥ and Q♥, with two jokers allowed at this table (R4.4, R9)." in op.message
    one = best_opening(hand, Rules(opening_minimum=30))
    assert not one.feasible and one.points == 9 + 10 + 10


def test_best_opening_with_both_jokers_in_hand_is_the_exact_optimum():
    rng = random.Random("two jokers")
    jokers = [c for c in full_deck() if c.is_joker]
    for options in (Rules(jokers_per_meld=2), Rules(jokers_per_meld=2, opening_minimum=30, opening_needs_run=False)):
        for _ in range(40):
            ranks = set(rng.sample(range(1, 14), 4))
            pool = [c for c in full_deck() if not c.is_joker and c.rank in ranks]
            hand = jokers + rng.sample(pool, rng.randint(4, 8))
            op = best_opening(hand, options)
            out, b, n = brute_opening(hand, options)
            assert op.going_out == out, (hand, op)
            assert all(
                check_meld(m.cards, joker_as=m.reading if m.kind == "run" else None, rules=options).ok for m in op.melds
            )
            if not out and b is not None:
                assert op.points == b[0], (hand, op, b)


def test_hints_offer_the_second_joker_and_name_its_card():
    from konkan import hints

    r = _both_down(["JK 5H 6H 2C 9D KS", "JK 3S 3H 3D 10C 4C"], "5♥ 6♥ Joker")
    lay = [h for h in hints(r, 1) if h.kind == "lay_off" and any(c.is_joker for c in h.cards)]
    assert lay, [h.message for h in hints(r, 1)]
    assert (
        "The joker would stand for 8♥ there (R4.4)" in lay[0].message
        or "The joker would stand for 4♥ there (R4.4)" in lay[0].message
    )
    for h in lay:
        for a in h.actions:
            assert r.check(a).ok


def test_a_konkan_may_hold_both_jokers_where_two_are_allowed():
    from konkan import konkan_shape
    from konkan.melds import is_konkan_shape

    hand = "2S 3S 4S 5S 6S 7S 8S 9S JK JK KH KD KC KS"
    one = konkan_shape(hand)
    assert not one.found and one.short == 1
    two = konkan_shape(hand, TWO)
    assert two.found and is_konkan_shape(two.melds) and all(m.ok for m in two.melds)
    assert len(two.run.cards) == 10 and len(two.run.jokers) == 2 and len(two.set.cards) == 4
    # A set of three can't take both: one natural would be outnumbered.
    assert not konkan_shape("2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS JK JK KH", TWO).found
    three = konkan_shape("2S 3S 4S 5S 6S 7S 8S 9S 10S JS JK JK KH KD", TWO)
    assert three.found and is_konkan_shape(three.melds)
    assert all(m.ok and 2 * len(m.jokers) <= len(m.cards) for m in three.melds)
    # The round agrees: a declared Konkan with both jokers goes down as one (R8.5).
    opening = best_opening(hand + " 4D", Rules(jokers_per_meld=2), prefer_konkan=True)
    assert opening.going_out and opening.is_konkan


# --- sentences true with two jokers a meld (issue 16) -------------------------------------------------


def test_a_card_that_makes_a_meld_with_both_jokers_is_never_said_to_feed_no_meld():
    """10♠ Joker Joker K♠ and 3♠ Joker Joker 6♠ are runs at this table (R4.1, R9): neither
    natural card "feeds no meld", and the hints say which card each goes with."""
    from konkan import hints

    for pair in (("10S", "KS"), ("3S", "6S")):
        a, b = (Card.parse(t) for t in pair)
        assert check_meld([a, Card.joker(0), Card.joker(1), b], rules=TWO).ok
    rules = Rules(players=2, jokers_per_meld=2)
    r = deal(
        ["10S KS JK JK 2H 6H JH 3D 7D QD 5C 9C AC 4S 8D", "2C 3C 5S 9H JD KH 4C 10C 2D 6S AH 7C JC 8C"], rules=rules
    )
    said = [h.message for h in hints(r, 0) if h.kind in ("discard", "keep")]
    for text in said:
        for name in ("10♠", "K♠"):
            assert not (text.startswith(f"Discard the {name}") and "feeds no meld" in text), text
    assert any("10♠" in t and "K♠" in t and "toward a meld" in t for t in said), said


def test_two_cards_go_together_toward_a_meld_as_the_meld_judge_says():
    from konkan.melds import goes_with

    for a, b in (("10S", "KS"), ("3S", "6S"), ("JS", "AS"), ("AS", "4S")):
        x, y = Card.parse(a), Card.parse(b)
        assert goes_with(x, y, jokers=2) and not goes_with(x, y, jokers=1)
    assert not goes_with(Card.parse("KS"), Card.parse("2S"), jokers=2)  # never round the corner (R4.1)
    assert goes_with(Card.parse("QS"), Card.parse("AS")) and goes_with(Card.parse("7S"), Card.parse("7H"))


def test_two_jokers_named_as_a_pair_that_fails_are_refused_as_a_pair():
    """3♥ and 8♥ each fit Joker Joker 5♥ 6♥, but not together: the refusal says so, and names
    the pairs the jokers can stand for (R4.4, R9)."""
    v = check_meld("JK JK 5H 6H", joker_as="3H 8H", rules=TWO)
    assert not v.ok and v.code == Reason.JOKER_AS_INVALID
    assert "cannot stand for 3♥ and 8♥ together" in v.message, v.message
    assert "cannot stand for 3♥:" not in v.message
    pairs = v.message.split("only for ")[1].split(" (R")[0].replace(" or ", ", ").split(", ")
    assert pairs == ["3♥ 4♥", "4♥ 7♥", "7♥ 8♥"]
    for pair in pairs:
        assert check_meld("JK JK 5H 6H", joker_as=pair.replace("♥", "H"), rules=TWO).ok
    # A card no reading holds is named alone, as with one joker.
    v = check_meld("JK JK 5H 6H", joker_as="2H 8H", rules=TWO)
    assert "the joker cannot stand for 2♥" in v.message
