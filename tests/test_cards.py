"""R1: two packs and two jokers, every physical card its own."""

import pytest

import konkan
from konkan import Card, InvalidNotation, new_deck, parse_cards
from konkan.cards import full_deck


def test_deck_has_106_cards_two_of_every_card_and_two_jokers():
    deck = new_deck(seed=1)
    assert len(deck) == 106
    assert len({c.id for c in deck}) == 106
    faces = [c.face for c in deck]
    assert faces.count((0, None)) == 2
    assert all(faces.count((r, s)) == 2 for r in range(1, 14) for s in "SHDC")


def test_two_copies_of_a_card_are_two_distinct_cards():
    a, b = parse_cards("7S 7S")
    assert a != b and a.same_face(b) and str(a) == str(b) == "7♠"
    hand = [a, b]
    hand.remove(b)
    assert hand == [a]


def test_parse_reads_every_notation():
    cards = parse_cards("A♠, 10h T♦ js Qc KD 2S 🃏 Joker")
    assert [str(c) for c in cards] == ["A♠", "10♥", "10♦", "J♠", "Q♣", "K♦", "2♠", "Joker", "Joker"]
    assert parse_cards("JK")[0].is_joker and parse_cards("jk")[0].is_joker


def test_a_third_copy_is_refused_naming_token_and_position():
    with pytest.raises(InvalidNotation) as e:
        parse_cards("7S 8H 7s 7♠")
    assert e.value.position == 4 and e.value.token == "7♠"
    assert "card 4" in str(e.value) and "7♠" in str(e.value)
    with pytest.raises(InvalidNotation, match="two jokers"):
        parse_cards("JK Joker 🃏")


@pytest.mark.parametrize("bad", ["7X", "1S", "11H", "Z", "7", "S", "10"])
def test_a_bad_token_is_refused_naming_it(bad):
    with pytest.raises(InvalidNotation) as e:
        parse_cards(f"5S {bad}")
    assert repr(bad) in str(e.value) and e.value.position == 2
    assert isinstance(e.value, ValueError)


def test_str_and_repr_read_back():
    for c in full_deck():
        assert eval(repr(c), {"Card": Card}) == c
        assert Card.from_id(c.id) == c
        assert Card.parse(c.code).same_face(c)
    assert str(Card(10, "H")) == "10♥" and str(Card(1, "C")) == "A♣" and str(Card.joker()) == "Joker"
    assert Card(7, "S").name == "seven of spades"


def test_new_deck_is_reproducible_from_its_seed():
    assert new_deck(seed=42) == new_deck(seed=42)
    assert new_deck(seed=42) != new_deck(seed=43)


def test_play_goes_to_the_next_seat_anticlockwise():
    r = konkan.Round(konkan.Rules(players=3), seed=1)
    assert r.current == 0
    r.discard(r.hand(0)[0])
    assert r.current == 1
    r.draw(); r.discard(r.hand(1)[0])
    assert r.current == 2
    r.draw(); r.discard(r.hand(2)[0])
    assert r.current == 0


def test_bad_card_values_are_refused():
    with pytest.raises(ValueError):
        Card(14, "S")
    with pytest.raises(ValueError):
        Card(3, "X")
    with pytest.raises(ValueError):
        Card(3, "S", copy=2)
    with pytest.raises(ValueError):
        Card.from_id(106)
