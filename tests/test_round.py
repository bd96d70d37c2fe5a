"""R2 the deal, R3 the turn, R5 going down, R6 once down, R7 the end of a round."""

import pytest

from konkan import Card, IllegalAction, InvalidNotation, Round, Rules, parse_cards
from tests.helpers import deal, faces

TWO = Rules(players=2)
# Seat 0 (the starter) can open with 7♠ 8♠ 9♠ and three queens (54); seat 1 holds a run of hearts.
OPENER = "7S 8S 9S QH QD QC 2C 4D 6H 9C JD KS 3H 5C AD"
SECOND = "4H 5H 6H 7H 8H KC KD KH 10S QS 9S 2C 3D 5S"
STOCK = "9D 10D 4C 4S 6C"


def refuse(r, call, code, rule, *args, **kwargs):
    """Try an illegal action: it raises with the verdict and changes nothing."""
    before = r.to_json()
    with pytest.raises(IllegalAction) as e:
        getattr(r, call)(*args, **kwargs)
    assert (e.value.code, e.value.rule) == (code, rule), e.value.message
    assert rule in str(e.value)
    assert r.to_json() == before
    can = getattr(r, "can_" + call)(*args, **kwargs)
    assert can is False
    return e.value


def opened_round(**kw):
    """Seat 0 is down with its run (meld 0) and queens (meld 1); seat 1 to draw."""
    r = deal([OPENER, SECOND], STOCK, **kw)
    r.meld("7S 8S 9S", "QH QD QC")
    r.discard("KS")
    return r


# --- R2 the deal ---
def test_starter_gets_15_cards_others_14_and_the_rest_is_the_stock():
    for n in range(2, 6):
        r = Round(Rules(players=n), seed=n)
        assert [len(r.hand(s)) for s in range(n)] == [15] + [14] * (n - 1)
        assert r.stock_size == 106 - 15 - 14 * (n - 1)
        assert r.discard_top is None and r.discard_pile == []


def test_round_one_is_dealt_by_the_last_seat_so_seat_zero_starts():
    r = Round(Rules(players=3), seed=1)
    assert (r.dealer, r.starter, r.current) == (2, 0, 0)


def test_a_stacked_deck_deals_the_starter_first_then_in_play_order():
    deck = parse_cards(
        " ".join(["AS"] + ["2S"] * 2 + ["3S"] * 2 + ["4S"] * 2 + ["5S"] * 2 + ["6S"] * 2 + ["7S"] * 2 + ["8S"] * 2)
    )
    deck += parse_cards("AH AH 2H 2H 3H 3H 4H 4H 5H 5H 6H 6H 7H 7H 8H 8H 9H 9H")
    r = Round(Rules(players=2), dealer=0, deck=deck)
    assert r.current == 1 and len(r.hand(1)) == 15 and str(r.hand(1)[0]) == "A♠"
    assert str(r.hand(0)[0]) == "A♥" and str(r.hand(0)[-1]) == "7♥"
    assert r.stock_size == 4


def test_a_deck_too_short_to_deal_is_refused():
    with pytest.raises(ValueError, match="too short to deal"):
        Round(Rules(players=2), deck=parse_cards("AS 2S 3S"))


def test_a_deck_with_the_same_physical_card_twice_is_refused():
    c = Card(7, "S")
    with pytest.raises(ValueError, match="twice"):
        Round(Rules(players=2), deck=[c] * 40)


def test_a_bad_dealer_or_number_is_refused():
    with pytest.raises(ValueError, match="dealer"):
        Round(Rules(players=2), dealer=2, seed=1)
    with pytest.raises(ValueError, match="number"):
        Round(Rules(players=2), number=0, seed=1)


def test_the_same_seed_deals_the_same_round():
    assert Round(TWO, seed=9).to_json() == Round(TWO, seed=9).to_json()


# --- R3 a turn ---
def test_the_starters_first_turn_has_no_draw():
    r = deal([OPENER, SECOND])
    refuse(r, "draw", "STARTER_NO_DRAW", "R3.2")
    refuse(r, "take_discard", "STARTER_NO_DRAW", "R3.2")
    r.discard("KS")
    assert r.current == 1 and len(r.hand(0)) == 14


def test_every_other_turn_begins_with_a_draw_or_a_take():
    r = deal([OPENER, SECOND])
    r.discard("KS")
    refuse(r, "discard", "MUST_DRAW_FIRST", "R3.3", "4H")
    refuse(r, "meld", "MUST_DRAW_FIRST", "R3.3", "4H 5H 6H")
    r.draw()
    assert r.phase == "play" and len(r.hand(1)) == 15
    refuse(r, "draw", "ALREADY_BEGUN", "R3.3")
    refuse(r, "take_discard", "ALREADY_BEGUN", "R3.3")


def test_taking_the_discard_obliges_a_new_meld_this_turn():
    r = deal([OPENER, SECOND])
    r.discard("KS")
    r.take_discard()
    assert r.took_discard == Card(13, "S") and len(r.hand(1)) == 15
    e = refuse(r, "discard", "MUST_MELD_AFTER_TAKING", "R3.3", "2C")
    assert "K♠" in e.message and "take back your moves" in e.message
    assert [str(a) for a in e.remedy] == ["seat 1: put back", "seat 1: draw"]


def test_the_taker_may_change_their_mind_and_draw_instead():
    r = deal([OPENER, SECOND])
    r.discard("KS")
    r.take_discard()
    r.return_discard()
    assert r.discard_top == Card(13, "S") and r.phase == "start" and len(r.hand(1)) == 14
    r.draw()
    r.discard("2C")
    assert r.current == 0


def test_return_discard_after_taking_back_everything_since_the_take():
    r = opened_round()
    r.take_discard()
    r.meld("4H 5H 6H 7H 8H", "KC KD KH")
    e = refuse(r, "return_discard", "RETURN_TOO_LATE", "R3.6")
    assert "take those moves back first" in e.message and e.remedy[0].kind == "undo"
    r.undo()
    r.return_discard()
    assert r.phase == "start" and r.discard_top == Card(13, "S") and r.table[2:] == []


def test_return_discard_only_right_after_taking():
    r = deal([OPENER, SECOND])
    r.discard("9C")
    r.draw()
    refuse(r, "return_discard", "NOTHING_TO_RETURN", "R3.3")


def test_a_taken_discard_may_be_discarded_once_a_new_meld_is_down():
    r = opened_round()
    r.take_discard()  # the K♠
    r.meld("4H 5H 6H 7H 8H", "KC KD KH")
    r.discard("KS")
    assert r.discard_top == Card(13, "S") and r.current == 0


def test_the_starter_may_meld_and_discard_on_the_first_turn():
    r = deal([OPENER, SECOND], STOCK)
    assert r.phase == "start" and r.is_first_turn
    r.meld("7S 8S 9S", "QH QD QC")
    r.discard("KS")
    assert not r.is_first_turn


def test_text_picks_matching_cards_and_refuses_cards_not_held():
    r = deal([OPENER, SECOND], STOCK)
    e = refuse(r, "discard", "DISCARD_NOT_IN_HAND", "R3.5", "KH")
    assert "K♥" in e.message
    with pytest.raises(InvalidNotation):
        r.discard("KX")
    with pytest.raises(InvalidNotation):
        r.discard("KS 9C")
    e = refuse(r, "meld", "TOO_FEW_IN_HAND", "R3.4", "7S 8S 9S", "9C 9S 2C")
    assert "9♠" in e.message


def test_cards_may_be_given_as_card_objects_of_either_copy():
    r = deal([OPENER, SECOND], STOCK)
    ks = next(c for c in r.hand(0) if str(c) == "K♠")
    other_copy = Card(13, "S", copy=1 - ks.copy)
    r.discard(other_copy)  # same face: picks the one in hand
    assert r.discard_top == ks


# --- R5 going down the first time ---
def test_opening_needs_51_points():
    r = deal([OPENER, SECOND], STOCK)
    e = refuse(r, "meld", "OPENING_TOO_LOW", "R5.1", "7S 8S 9S")
    assert "24" in e.message and "51" in e.message


def test_opening_may_be_several_melds_adding_to_51():
    r = deal([OPENER, SECOND], STOCK)
    r.meld("7S 8S 9S", "QH QD QC")
    assert r.is_down(0) and [m.kind for m in r.table] == ["run", "set"]
    assert [m.owner for m in r.table] == [0, 0] and sum(m.points for m in r.table) == 54


def test_opening_needs_a_run():
    r = deal(["QH QD QC KH KD KC AS AH AD 2C 4D 6H 9C JD 5C", SECOND], STOCK)
    e = refuse(r, "meld", "OPENING_NEEDS_RUN", "R5.2", "QH QD QC", "KH KD KC", "AS AH AD")
    assert "run" in e.message


def test_an_illegal_group_in_an_opening_is_named():
    r = deal([OPENER, SECOND], STOCK)
    e = refuse(r, "meld", "SET_MIXED_RANKS", "R4.2", "7S 8S 9S", "QH QD 9C")
    assert "Q♥" in e.message


BELOW_51_ALL_OUT = "AS 2S 3S 4H 4D 4C 4S 5D 5H 5C 5S 2H 2D 2C 9C"


def test_going_out_at_once_needs_no_minimum():
    r = deal([BELOW_51_ALL_OUT, SECOND], STOCK)
    r.meld("AS 2S 3S", "4H 4D 4C 4S", "5D 5H 5C 5S", "2H 2D 2C")  # 48 points, all but one card
    assert sum(m.points for m in r.table) == 48
    r.discard("9C")
    assert r.is_over and r.result.ending == "hand" and r.result.finisher == 0


def test_going_out_at_once_still_needs_a_run():
    r = deal(["4H 4D 4C 4S 5D 5H 5C 5S 2H 2D 2C 3H 3D 3C 9C", SECOND], STOCK)
    refuse(r, "meld", "OPENING_NEEDS_RUN", "R5.2", "4H 4D 4C 4S", "5D 5H 5C 5S", "2H 2D 2C", "3H 3D 3C")


def test_below_51_without_going_out_is_refused():
    r = deal([BELOW_51_ALL_OUT, SECOND], STOCK)
    refuse(r, "meld", "OPENING_TOO_LOW", "R5.1", "AS 2S 3S", "4H 4D 4C 4S", "5D 5H 5C 5S")


def test_lay_offs_do_not_count_toward_the_opening_and_come_after_it():
    r = opened_round()
    r.draw()
    e = refuse(r, "lay_off", "NOT_DOWN", "R5.3", "10S", 0)
    assert "opening" in e.message
    r.meld("4H 5H 6H 7H 8H", "KC KD KH")
    r.lay_off("10S", 0)  # allowed in the same turn, once down
    assert [str(c) for c in r.table[0].cards] == ["7♠", "8♠", "9♠", "10♠"]


def test_once_down_a_player_stays_down_and_melds_without_a_minimum():
    r = deal(["7S 8S 9S QH QD QC 2C 3C 4C 9C JD KS 3H 5C AD", SECOND], STOCK)
    r.meld("7S 8S 9S", "QH QD QC")
    r.discard("KS")
    r.draw()
    r.discard("9D")
    r.draw()
    assert r.is_down(0)
    r.meld("2C 3C 4C")  # 9 points: no minimum once down
    assert r.is_down(0) and len(r.table) == 3


# --- R6 once down ---
def test_lay_off_on_anyones_meld():
    r = opened_round()
    r.draw()
    r.meld("4H 5H 6H 7H 8H", "KC KD KH")
    r.lay_off("QS", 1)
    assert len(r.table[1].cards) == 4 and r.table[1].owner == 0


def test_lay_off_must_keep_the_meld_legal():
    r = opened_round()
    r.draw()
    r.meld("4H 5H 6H 7H 8H", "KC KD KH")
    e = refuse(r, "lay_off", "LAYOFF_BREAKS_MELD", "R4.1", "5S", 0)
    assert "5♠" in e.message and "7♠ 8♠ 9♠" in e.message
    refuse(r, "lay_off", "NO_SUCH_MELD", "R6.1", "5S", 9)
    e = refuse(r, "lay_off", "LAYOFF_WRONG_SUIT", "R4.1", "2C", 0)
    assert "2♣" in e.message and "spades" in e.message
    e = refuse(r, "lay_off", "LAYOFF_WRONG_RANK", "R4.2", "10S", 1)
    assert "10♠" in e.message and "queens" in e.message


def test_a_joker_may_be_laid_off_on_a_meld_without_one():
    r = deal([OPENER, "4H 5H 6H 7H 8H KC KD KH 10S QS JK 2C 3D 5S"], STOCK)
    r.meld("7S 8S 9S", "QH QD QC")
    r.discard("KS")
    r.draw()
    r.meld("4H 5H 6H 7H 8H", "KC KD KH")
    refuse(r, "lay_off", "LAYOFF_BREAKS_MELD", "R4.4", "JK", 0, joker_as="JS")
    r.lay_off("JK", 0, joker_as="6S")
    assert r.table[0].joker_as == Card(6, "S")
    assert [str(c) for c in r.table[0].cards] == ["Joker", "7♠", "8♠", "9♠"]


def test_a_meld_with_a_joker_takes_no_second_joker():
    r = deal(["7S 8S JK QH QD QC 2C 4D 6H 9C JD KS 3H 5C AD", "4H 5H 6H 7H 8H KC KD KH 10S QS JK 2C 3D 5S"], STOCK)
    r.meld("7S 8S JK", "QH QD QC")
    r.discard("KS")
    r.draw()
    r.meld("4H 5H 6H 7H 8H", "KC KD KH")
    e = refuse(r, "lay_off", "LAYOFF_SECOND_JOKER", "R4.3", "JK", 0)
    assert "one" in e.message


def test_a_jokers_card_stays_fixed_when_the_run_grows():
    r = deal(["7S 8S JK QH QD QC 2C 4D 6H 9C JD KS 3H 5C AD", "4H 5H 6H 7H 8H KC KD KH 10S QS 9S 6S 3D 5S"], STOCK)
    r.meld("7S 8S JK", "QH QD QC")
    r.discard("KS")
    assert r.table[0].joker_as == Card(9, "S")
    r.draw()
    r.meld("4H 5H 6H 7H 8H", "KC KD KH")
    r.lay_off("10S", 0)
    r.lay_off("6S", 0)
    assert r.table[0].joker_as == Card(9, "S")
    assert [str(c) for c in r.table[0].cards] == ["6♠", "7♠", "8♠", "Joker", "10♠"]
    e = refuse(r, "lay_off", "USE_JOKER_SWAP", "R6.2", "9S", 0)
    assert "joker swap" in e.message and [str(a) for a in e.remedy] == ["seat 1: swap 9♠ for the joker in meld 0"]


def test_swap_a_jokers_card_into_a_run_to_take_the_joker():
    r = deal(["7S 8S JK QH QD QC 2C 4D 6H 9C JD KS 3H 5C AD", SECOND], STOCK)
    r.meld("7S 8S JK", "QH QD QC")
    r.discard("KS")
    r.draw()
    r.meld("4H 5H 6H 7H 8H", "KC KD KH")
    refuse(r, "swap_joker", "SWAP_WRONG_CARD", "R6.2", "10S", 0)
    r.swap_joker("9S", 0)
    assert not r.table[0].has_joker and any(c.is_joker for c in r.hand(1))
    refuse(r, "swap_joker", "NO_JOKER_IN_MELD", "R6.2", "9S", 0)


def test_swap_needs_being_down():
    r = deal(["7S 8S JK QH QD QC 2C 4D 6H 9C JD KS 3H 5C AD", SECOND], STOCK)
    r.meld("7S 8S JK", "QH QD QC")
    r.discard("KS")
    r.draw()
    refuse(r, "swap_joker", "NOT_DOWN", "R5.3", "9S", 0)


SET_JOKER_OPENER = "7S 8S 9S 10S QH QD JK 2C 4D 6H 9C JD KS 3H 5C"
SET_JOKER_TAKER = "4H 5H 6H 7H 8H KC KD KH QS QC 9S 2C 3D 5S"


def test_a_three_card_sets_joker_is_freed_by_either_missing_suit():
    r = deal([SET_JOKER_OPENER, SET_JOKER_TAKER], STOCK)
    r.meld("7S 8S 9S 10S", "QH QD JK")
    r.discard("KS")
    assert r.table[1].joker_open == ("S", "C")
    r.draw()
    r.meld("4H 5H 6H 7H 8H", "KC KD KH")
    assert r.can_swap_joker("QC", 1) and r.can_swap_joker("QS", 1)
    r.swap_joker("QC", 1)
    assert faces(r.table[1].cards) == faces(parse_cards("QH QD QC"))


def test_house_rule_set_joker_swap_needs_both_missing_cards():
    rules = Rules(players=2, set_joker_swap_needs_both=True)
    r = deal([SET_JOKER_OPENER, SET_JOKER_TAKER], STOCK, rules)
    r.meld("7S 8S 9S 10S", "QH QD JK")
    r.discard("KS")
    r.draw()
    r.meld("4H 5H 6H 7H 8H", "KC KD KH")
    e = refuse(r, "swap_joker", "SWAP_NEEDS_BOTH", "R9", "QC", 1)
    assert "Q♠" in e.message and "Q♣" in e.message
    r.swap_joker("QS QC", 1)
    assert len(r.table[1].cards) == 4 and not r.table[1].has_joker


def test_a_four_card_sets_joker_is_freed_only_by_the_missing_suit():
    r = deal(["7S 8S 9S 10S QH QD QS JK 2C 4D 6H 9C JD KS 3H", SET_JOKER_TAKER], STOCK)
    r.meld("7S 8S 9S 10S", "QH QD QS JK")
    r.discard("KS")
    r.draw()
    r.meld("4H 5H 6H 7H 8H", "KC KD KH")
    refuse(r, "swap_joker", "SWAP_WRONG_CARD", "R6.2", "QS", 1)
    r.swap_joker("QC", 1)


def test_a_freed_joker_may_be_kept_in_hand():
    r = deal(["7S 8S JK QH QD QC 2C 4D 6H 9C JD KS 3H 5C AD", SECOND], STOCK)
    r.meld("7S 8S JK", "QH QD QC")
    r.discard("KS")
    r.draw()
    r.meld("4H 5H 6H 7H 8H", "KC KD KH")
    r.swap_joker("9S", 0)
    r.discard("2C")
    assert any(c.is_joker for c in r.hand(1))


def test_house_rule_freed_joker_must_be_used_that_turn():
    rules = Rules(players=2, freed_joker_must_be_used=True)
    r = deal(["7S 8S JK QH QD QC 2C 4D 6H 9C JD KS 3H 5C AD", SECOND], STOCK, rules)
    r.meld("7S 8S JK", "QH QD QC")
    r.discard("KS")
    r.draw()
    r.meld("4H 5H 6H 7H 8H", "KC KD KH")
    r.swap_joker("9S", 0)
    e = refuse(r, "discard", "FREED_JOKER_UNUSED", "R9", "2C")
    refuse(r, "discard", "FREED_JOKER_UNUSED", "R9", "JK")
    assert len(e.remedy) == 1 and r.check(e.remedy[0]).ok  # where the joker can go now
    r.lay_off("JK", 2, joker_as="9H")
    r.discard("2C")
    assert r.current == 0


# --- R7 the end of a round ---
def test_going_out_by_discarding_the_last_card_ends_the_round():
    r = deal(["7S 8S 9S QH QD QC 2C 3C 4C 5C 6D 6H 6S 10H KD", SECOND], "9D 10S")
    r.meld("7S 8S 9S", "QH QD QC")
    r.discard("KD")
    r.draw()
    r.discard("9D")
    r.draw()  # the 10♠
    r.meld("2C 3C 4C 5C", "6D 6H 6S")
    r.lay_off("10S", 0)
    assert faces(r.hand(0)) == ["10♥"]
    r.discard("10H")
    assert r.is_over and r.result.ending == "out" and r.result.finisher == 0
    assert r.result.scores == (-30, 100)
    refuse(r, "draw", "ROUND_OVER", "R7.1")
    assert r.legal_actions() == []


def test_the_round_is_void_when_the_stock_runs_out():
    r = deal([OPENER, SECOND], "9D", rest=False)
    r.discard("KS")
    r.draw()
    assert r.stock_size == 0 and not r.is_over
    r.discard("9D")
    assert r.is_over and r.result.ending == "void" and r.result.scores == (0, 0)


def test_house_rule_reshuffle_the_discard_pile_into_a_new_stock():
    rules = Rules(players=2, empty_stock="reshuffle")
    r = deal([OPENER, SECOND], "9D", rules, rest=False, seed=1)
    r.discard("KS")
    r.draw()
    r.discard("9D")
    assert not r.is_over and r.stock_size == 1 and r.discard_top == Card(9, "D")
    r.draw()  # the K♠ comes back through the new stock
    assert any(str(c) == "K♠" for c in r.hand(0))


def test_reshuffle_with_only_the_top_card_left_is_void():
    rules = Rules(players=2, empty_stock="reshuffle")
    r = deal([OPENER, SECOND], "", rules, rest=False)
    r.discard("KS")
    assert r.is_over and r.result.ending == "void"


# --- R8 endings ---
HAND = "7S 8S 9S 10S JS QH QD QC KH KD KC 2D 3D 4D 9C"


def test_putting_down_every_card_in_one_turn_is_a_hand():
    r = deal([HAND, SECOND], STOCK)
    r.meld("7S 8S 9S 10S", "QH QD QC", "KH KD KC", "2D 3D 4D")
    r.lay_off("JS", 0)  # on a meld of one's own: still a Hand
    r.discard("9C")
    assert r.result.ending == "hand" and r.result.scores == (-60, 200)


def test_laying_off_on_another_players_meld_spoils_the_hand():
    r = deal([OPENER, "4H 5H 6H 7H 8H KC KD KH 10S 2C 3C 4C 5C 9D"], "6C")
    r.meld("7S 8S 9S", "QH QD QC")
    r.discard("KS")
    r.draw()
    r.meld("4H 5H 6H 7H 8H", "KC KD KH", "2C 3C 4C 5C 6C")
    r.lay_off("10S", 0)
    r.discard("9D")
    assert r.result.ending == "out" and r.result.finisher == 1
    assert r.result.scores[1] == -30


KONKAN = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S KH KD KC KS 9C"


def test_an_undeclared_konkan_ends_the_round_with_200_for_every_opponent():
    r = deal([KONKAN, SECOND, "2C 3C"], STOCK, Rules(players=3))
    r.meld("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S", "KH KD KC KS")
    r.discard("9C")
    assert r.result.ending == "konkan" and r.result.scores == (-60, 200, 200)
    assert not r.result.declared_konkan


def test_declaring_konkan_only_in_the_last_round():
    r = deal([KONKAN, SECOND], STOCK)
    e = refuse(r, "declare_konkan", "KONKAN_NOT_LAST_ROUND", "R8.6")
    assert "last round" in e.message


def test_a_declared_konkan_may_go_down_only_whole():
    r = deal([OPENER, SECOND], STOCK, Rules(players=2, rounds=1))
    r.declare_konkan()
    assert r.declared == [0]
    e = refuse(r, "meld", "KONKAN_DECLARED_ONLY", "R8.6", "7S 8S 9S", "QH QD QC")
    assert "ten" in e.message


def test_konkan_is_declared_before_anything_else_and_not_when_down():
    r = deal([OPENER, SECOND], STOCK, Rules(players=2, rounds=1))
    r.meld("7S 8S 9S", "QH QD QC")
    refuse(r, "declare_konkan", "KONKAN_ALREADY_DOWN", "R8.6")
    r.discard("KS")
    r.draw()
    e = refuse(r, "declare_konkan", "KONKAN_NOT_AT_START", "R3.1")
    assert "before you draw" in e.message
    r.discard("9D")
    refuse(r, "declare_konkan", "KONKAN_ALREADY_DOWN", "R8.6")


def test_a_konkan_declarer_taking_a_discard_must_go_down_with_it():
    r = deal([OPENER, SECOND], STOCK, Rules(players=2, rounds=1))
    r.discard("KS")
    r.declare_konkan()
    r.take_discard()
    refuse(r, "discard", "MUST_MELD_AFTER_TAKING", "R3.3", "2C")


def test_house_rule_konkan_declarer_may_take_discards():
    r = deal([OPENER, SECOND], STOCK, Rules(players=2, rounds=1, konkan_declarer_may_take_discards=True))
    r.discard("KS")
    r.declare_konkan()
    r.take_discard()
    r.discard("2C")
    assert r.current == 0


def test_house_rule_taken_discard_must_be_used():
    rules = Rules(players=2, taken_discard_must_be_used=True)
    r = opened_round(rules=rules)
    r.take_discard()  # K♠
    r.meld("4H 5H 6H 7H 8H", "KC KD KH")
    e = refuse(r, "discard", "TAKEN_CARD_UNUSED", "R9", "2C")
    assert "K♠" in e.message
    r.lay_off("KS", 3)  # into the new set of kings
    r.discard("2C")


def test_opening_minimum_option_71():
    rules = Rules(players=2, opening_minimum=71)
    r = deal([OPENER, SECOND], STOCK, rules)
    e = refuse(r, "meld", "OPENING_TOO_LOW", "R5.1", "7S 8S 9S", "QH QD QC")
    assert "71" in e.message


def test_option_opening_without_a_run():
    rules = Rules(players=2, opening_needs_run=False)
    r = deal(["QH QD QC KH KD KC AS AH AD 2C 4D 6H 9C JD 5C", SECOND], STOCK, rules)
    r.meld("QH QD QC", "KH KD KC")
    assert r.is_down(0)


# --- the list of legal actions ---
def test_legal_actions_at_the_start_of_a_turn_and_in_play():
    r = opened_round()
    kinds = {a.kind for a in r.legal_actions()}
    assert kinds == {"draw", "take_discard"}
    r.draw()
    acts = r.legal_actions()
    assert {a.kind for a in acts} >= {"discard"}
    assert all(r.can_discard(a.cards[0]) for a in acts if a.kind == "discard")
    r.meld("4H 5H 6H 7H 8H", "KC KD KH")
    lay = [a for a in r.legal_actions() if a.kind == "lay_off"]
    assert any(a.meld_index == 0 and str(a.cards[0]) == "10♠" for a in lay)
    assert any(a.meld_index == 1 and str(a.cards[0]) == "Q♠" for a in lay)
    for a in r.legal_actions():
        r2 = r.__class__.from_json(r.to_json())
        r2.apply(a)  # every listed action is accepted


def test_every_listed_action_is_legal_and_apply_refuses_the_wrong_seat():
    from konkan import Draw

    r = opened_round()
    with pytest.raises(IllegalAction) as e:
        r.apply(Draw(0))
    assert e.value.code == "NOT_YOUR_TURN"


def test_every_kind_of_action_is_checked_judged_and_played_by_the_round():
    # One of each kind of move the game has: a new kind of action fails here until it is listed
    # and the round can check, judge and play it (Round's table of moves, konkan/round.py).
    from konkan import Action, DeclareKonkan, Discard, Draw, LayOff, Meld, ReturnDiscard, SwapJoker, TakeDiscard, Undo

    r = opened_round()
    r.draw()
    r.meld("4H 5H 6H 7H 8H", "KC KD KH")
    held = r.hand(1)  # 10♠ Q♠ 9♠ 2♣ 3♦ 5♠ 9♦; meld 0 is 7♠ 8♠ 9♠
    nine = [
        DeclareKonkan(1),
        Draw(1),
        TakeDiscard(1),
        ReturnDiscard(1),
        Meld(1, (tuple(held[:3]),)),
        LayOff(1, (held[0],), 0),
        SwapJoker(1, (held[0],), 0),
        Discard(1, held[1]),
        Undo(1),
    ]
    assert {type(a) for a in nine} == set(Action.__subclasses__())
    for a in nine:
        verdict = r.check(a)
        assert verdict.rule and verdict.message.endswith(")."), (a, verdict)
        assert r.is_legal(a) == verdict.ok
        other = r.copy()
        if verdict.ok:
            assert other.apply(a).kind == a.kind and other.history[-1].kind == a.kind
        else:
            with pytest.raises(IllegalAction) as e:
                other.apply(a)
            assert e.value.verdict == verdict
    assert [a.kind for a in nine if r.check(a).ok] == ["lay_off", "discard", "undo"]


def test_a_lay_off_must_leave_a_card_to_discard():
    r = deal(["7S 8S 9S QH QD QC 2C 3C 4C 5C 6D 6H 6S 10S KD", SECOND], "9D JS")
    r.meld("7S 8S 9S", "QH QD QC", "2C 3C 4C 5C", "6D 6H 6S")
    r.discard("KD")
    r.draw()
    r.discard("9D")
    r.draw()  # the J♠: hand is 10♠ J♠
    refuse(r, "lay_off", "MUST_KEEP_DISCARD", "R3.5", "10S JS", 0)
    r.lay_off("10S", 0)
    r.discard("JS")
    assert r.result.ending == "out"


def test_a_declarer_who_never_completes_the_konkan_pays_as_not_down():
    r = deal(["7S 8S 9S QH QD QC 2C 3C 4C 5C 6D 6H 6S 10H KD", SECOND], "9D 10S", Rules(players=2, rounds=1))
    r.meld("7S 8S 9S", "QH QD QC")
    r.discard("KD")
    r.declare_konkan()
    r.draw()
    r.discard("9D")
    r.draw()
    r.meld("2C 3C 4C 5C", "6D 6H 6S")
    r.lay_off("10S", 0)
    r.discard("10H")
    assert r.result.ending == "out" and r.result.scores == (-30, 100) and not r.result.declared_konkan


def test_a_joker_does_not_free_a_joker():
    r = deal(["7S 8S JK QH QD QC 2C 4D 6H 9C JD KS 3H 5C AD", "4H 5H 6H 7H 8H KC KD KH JK QS 9S 2C 3D 5S"], STOCK)
    r.meld("7S 8S JK", "QH QD QC")
    r.discard("KS")
    r.draw()
    r.meld("4H 5H 6H 7H 8H", "KC KD KH")
    e = refuse(
        r,
        "swap_joker",
        "SWAP_JOKER_FOR_JOKER",
        "R6.2",
        [r.hand(1)[next(i for i, c in enumerate(r.hand(1)) if c.is_joker)]],
        0,
    )
    assert "card the joker stands for" in e.message


def test_refusals_of_a_card_not_held_cite_the_rule_of_the_move():
    r = opened_round()
    r.draw()
    r.meld("4H 5H 6H 7H 8H", "KC KD KH")
    refuse(r, "discard", "DISCARD_NOT_IN_HAND", "R3.5", "AS")
    refuse(r, "lay_off", "LAYOFF_NOT_IN_HAND", "R6.1", "6S", 0)
    refuse(r, "lay_off", "LAYOFF_NOT_IN_HAND", "R6.1", "10S 10S", 0)
    refuse(r, "meld", "NOT_IN_HAND", "R3.4", "AS 2S 3S")


def test_the_starter_is_told_r3_2_for_a_draw_and_for_a_take():
    r = deal([OPENER, SECOND], STOCK)
    assert refuse(r, "draw", "STARTER_NO_DRAW", "R3.2").message.startswith("The starter's first turn has no draw")
    assert refuse(r, "take_discard", "STARTER_NO_DRAW", "R3.2").message.startswith("The starter's first turn takes")


def test_a_meld_named_past_the_table_is_refused_in_the_games_words():
    r = opened_round()
    r.draw()
    r.meld("4H 5H 6H 7H 8H", "KC KD KH")
    e = refuse(r, "lay_off", "NO_SUCH_MELD", "R6.1", "9S", 7)
    assert e.message == "There is no such meld on the table: it holds 4 melds (R6.1)."


def test_house_rule_the_taken_discards_twin_in_a_new_meld_meets_it():
    # Seat 1 holds a 7♠ and takes seat 0's other 7♠; melding its own 7♠ meets the rule (R9).
    rules = Rules(players=2, taken_discard_must_be_used=True)
    r = deal(
        ["7S QH QD QC 2C 4D 6H 9C JD KS 3H 5C AD 9D 10D", "7S 8S 9S 10S JS 2H 3D 5S 6C 4C KH KD KC 8D"], STOCK, rules
    )
    r.discard(r.hand(0)[0])  # the 7♠
    taken = r.take_discard()
    own = next(c for c in r.hand(1) if c.same_face(taken.card) and c != taken.card)
    r.meld([own, "8S", "9S", "10S", "JS"], "KH KD KC")
    assert taken.card in r.hand(1)
    r.discard(taken.card)  # the taken copy itself may now go
    assert r.current == 0


def test_a_run_of_three_suits_is_named_in_a_list():
    assert "mixes spades, hearts and diamonds" in check_meld_message("7S 8H 9D")


def check_meld_message(text):
    from konkan import check_meld

    return check_meld(text).message


def test_house_rule_a_freed_joker_that_fits_nowhere_means_taking_the_swap_back():
    rules = Rules(players=2, freed_joker_must_be_used=True, opening_needs_run=False)
    r = deal(["QH QD QC JK KH KD KC KS", "5H 5D 5C 5S 9H 9D 9C 9S QS 2C 4D 6H 8C 10D"], "AS", rules)
    r.meld("QH QD QC JK", "KH KD KC KS")
    r.discard(r.hand(0)[-1])
    r.draw()
    r.meld("5H 5D 5C 5S", "9H 9D 9C 9S")
    r.swap_joker("QS", 0)
    e = refuse(r, "discard", "FREED_JOKER_UNUSED", "R9", "2C")
    assert "fits nowhere" in e.message and "take the swap back (R3.6)" in e.message
    assert [a.kind for a in e.remedy] == ["undo"]
    for a in e.remedy:
        r.apply(a)
    assert r.table[0].has_joker and any(c.same_face(Card(12, "S")) for c in r.hand(1))
    r.discard("2C")
    assert r.current == 0


def test_a_swap_names_a_card_not_held_citing_r6_2():
    r = deal(["7S 8S JK QH QD QC 2C 4D 6H 9C JD KS 3H 5C AD", SECOND], STOCK)
    r.meld("7S 8S JK", "QH QD QC")
    r.discard("KS")
    r.draw()
    r.meld("4H 5H 6H 7H 8H", "KC KD KH")
    e = refuse(r, "swap_joker", "SWAP_NOT_IN_HAND", "R6.2", "AS", 0)
    assert e.message == "You have no A♠ in your hand to swap for the joker (R6.2)."
