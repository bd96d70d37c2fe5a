"""R4 melds and their opening value (R5.1), judged by check_meld."""

import pytest

from konkan import Card, InvalidNotation, check_meld, parse_cards


def legal(text, **kw):
    v = check_meld(text, **kw)
    assert v.legal, v.message
    assert v.code == "OK"
    return v


def refused(text, code, rule, **kw):
    v = check_meld(text, **kw)
    assert not v.legal and v.kind is None and v.points == 0
    assert (v.code, v.rule) == (code, rule), v.message
    assert rule in v.message
    return v


# --- R4.1 runs ---
def test_three_in_a_row_of_one_suit_is_a_run():
    v = legal("7S 8S 9S")
    assert (v.kind, v.points, v.rule) == ("run", 24, "R4.1")
    assert "7♠ 8♠ 9♠" in v.message and "run" in v.message


def test_run_cards_may_be_given_in_any_order():
    assert legal("9S 7S 8S").points == 24


def test_run_cannot_wrap_king_ace_two():
    v = refused("KS AS 2S", "RUN_WRAPS", "R4.1")
    assert "K♠ A♠ 2♠" in v.message


def test_run_cannot_wrap_with_a_joker_either():
    refused("QS KS JK 2S", "RUN_WRAPS", "R4.1")


def test_ace_is_low_below_the_two_and_counts_one():
    v = legal("AS 2S 3S")
    assert v.points == 6 and v.low == 1 and "counts 1" in v.message


def test_ace_is_high_above_the_king_and_counts_eleven():
    v = legal("QH KH AH")
    assert v.points == 31 and v.ace_high


def test_run_of_one_suit_only():
    v = refused("7S 8H 9S", "RUN_MIXED_SUITS", "R4.1")
    assert "spades and hearts" in v.message


def test_run_with_a_gap_names_the_missing_cards():
    v = refused("5S 6S 9S", "RUN_GAP", "R4.1")
    assert "7♠ 8♠" in v.message


def test_run_cannot_hold_the_same_rank_twice():
    refused("7S 7S 8S 9S", "RUN_DUPLICATE_RANK", "R4.1")


def test_thirteen_card_run_reads_the_ace_high():
    v = legal("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS")
    assert v.points == 95 and v.ace_high


def test_run_longer_than_thirteen_is_refused():
    cards = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS"
    assert not check_meld(cards).legal


def test_two_cards_are_not_a_meld():
    v = refused("7S 8S", "TOO_FEW_CARDS", "R4.1")
    assert "three" in v.message


# --- R4.2 sets ---
def test_three_of_a_rank_in_different_suits_is_a_set():
    v = legal("7S 7H 7D")
    assert (v.kind, v.points, v.rule) == ("set", 21, "R4.2")


def test_four_of_a_rank_is_a_set():
    assert legal("KS KH KD KC").points == 40


def test_two_seven_of_spades_never_share_a_set():
    v = refused("7S 7S 7H", "SET_DUPLICATE_SUIT", "R4.2")
    assert "two 7♠" in v.message


def test_set_has_at_most_four_cards():
    refused("7S 7H 7D 7C 7S", "SET_DUPLICATE_SUIT", "R4.2")
    refused("7S 7H 7D 7C JK", "SET_TOO_MANY", "R4.2")


def test_set_of_one_rank_only():
    refused("7S 7H 8D", "SET_MIXED_RANKS", "R4.2")


def test_aces_in_a_set_count_eleven():
    assert legal("AS AH AD").points == 33


def test_neither_run_nor_set():
    refused("7S 7H 8S 9D", "NOT_A_MELD", "R4.1")


# --- R4.3 one joker ---
def test_a_meld_holds_at_most_one_joker():
    v = refused("JK JK 5S", "TWO_JOKERS", "R4.3")
    assert "only one" in v.message
    refused("5S JK 7S JK", "TWO_JOKERS", "R4.3")


def test_a_joker_fills_one_gap_only():
    v = refused("5S JK 9S", "RUN_GAP", "R4.1")
    assert "one gap" in v.message


# --- R4.4 what the joker stands for ---
def test_joker_inside_a_run_stands_for_the_missing_card():
    v = legal("5S JK 7S")
    assert v.joker_as == Card(6, "S") and v.points == 18 and v.joker_options == ()


def test_joker_at_an_end_takes_the_higher_reading_and_mentions_the_other():
    v = legal("5S 6S JK")
    assert v.joker_as == Card(7, "S") and v.points == 18
    assert v.joker_options == (Card(4, "S"),)
    assert "4♠" in v.message and "R4.4" in v.message


def test_joker_as_picks_the_other_end():
    v = legal("5S 6S JK", joker_as="4S")
    assert v.joker_as == Card(4, "S") and v.points == 15


def test_joker_as_must_be_a_card_the_joker_can_stand_for():
    v = refused("5S 6S JK", "JOKER_AS_INVALID", "R4.4", joker_as="9S")
    assert "4♠ or 7♠" in v.message
    refused("5S 6S JK", "JOKER_AS_INVALID", "R4.4", joker_as="7H")


def test_joker_in_a_four_card_set_is_the_missing_suit():
    v = legal("7S 7H 7D JK")
    assert v.joker_as == Card(7, "C") and v.joker_open == ()


def test_joker_in_a_three_card_set_stays_open_between_two_suits():
    v = legal("7S 7H JK")
    assert v.joker_open == ("D", "C") and v.joker_as.rank == 7 and v.points == 21
    assert "open" in v.message


def test_joker_as_in_a_set_must_be_a_missing_suit():
    refused("7S 7H JK", "JOKER_AS_INVALID", "R4.4", joker_as="7S")
    assert legal("7S 7H JK", joker_as="7C").joker_as == Card(7, "C")


def test_joker_as_without_a_joker_is_refused():
    refused("7S 8S 9S", "JOKER_AS_WITHOUT_JOKER", "R4.4", joker_as="10S")


def test_joker_as_ace_low_or_high():
    assert legal("2S 3S JK").joker_as == Card(4, "S")
    v = legal("2S 3S JK", joker_as="AS")
    assert v.points == 6 and v.low == 1
    v = legal("QS KS JK")
    assert v.joker_as == Card(1, "S") and v.points == 31


def test_joker_as_ace_in_a_thirteen_card_run_reads_high():
    v = legal("JK 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS")
    assert v.joker_as == Card(1, "S") and v.points == 95


# --- input ---
def test_check_meld_accepts_cards_or_text():
    assert check_meld(parse_cards("7S 8S 9S")).points == 24
    assert check_meld(["7S", "8S", "9S"]).points == 24


def test_malformed_input_raises_but_illegal_melds_do_not():
    with pytest.raises(InvalidNotation):
        check_meld("7S 8Z 9S")
    with pytest.raises(InvalidNotation):
        check_meld("5S 6S JK", joker_as="JK")
    assert check_meld("").code == "TOO_FEW_CARDS"


def test_a_run_has_at_most_thirteen_cards_even_with_a_joker():
    v = check_meld("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS JK")
    assert (v.legal, v.code, v.rule) == (False, "RUN_TOO_LONG", "R4.1")
    assert "thirteen" in v.message


def test_two_cards_go_with_each_other_with_one_joker_in_one_rank_or_one_suit_a_rank_or_two_apart():
    """The hints, the computer players and their quick playouts read "goes with" from one rule
    (melds.goes_with): with one joker, one rank in two suits, or one suit a rank or two apart, the
    ace next to the two or to the king, never round the corner (R4.1, R4.2). Every pair of the deck."""
    from konkan.cards import full_deck
    from konkan.melds import goes_with

    def places(c: Card) -> tuple[int, ...]:
        return (1, 14) if c.rank == 1 else (c.rank,)  # the ace is also the card after the king

    def apart(a: Card, b: Card) -> int:
        return min(abs(x - y) for x in places(a) for y in places(b))

    deck = full_deck()
    for a in deck:
        for b in deck:
            expected = (
                not a.is_joker
                and not b.is_joker
                and not a.same_face(b)
                and (a.rank == b.rank or (a.suit == b.suit and apart(a, b) <= 2))
            )
            assert goes_with(a, b) == goes_with(b, a) == expected, (a, b)
