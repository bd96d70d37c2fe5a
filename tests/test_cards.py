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
    r.draw()
    r.discard(r.hand(1)[0])
    assert r.current == 2
    r.draw()
    r.discard(r.hand(2)[0])
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


# --- slips in typed cards: the card probably meant (issue 30) ----------------------------------


@pytest.mark.parametrize(
    ("typed", "meant", "why"),
    [
        ("1OH", "10H", "A ten is written with the digits 1 and 0."),  # the letter O for a zero
        ("1oh", "10H", "A ten is written with the digits 1 and 0."),
        ("l0H", "10H", "A ten is written with the digits 1 and 0."),  # a small L for a one
        ("IOH", "10H", "A ten is written with the digits 1 and 0."),
        ("10 H", "10H", "Remove the space between 10 and H."),
        ("1 0H", "10H", "Remove the space between 1 and 0H."),
        ("7S 8 S 9S", "7S 8S 9S", "Remove the space between 8 and S."),
        ("10 hearts", "10H", "A suit is written with its letter, H for hearts."),
        ("Kspades", "KS", "A suit is written with its letter, S for spades."),
        ("ten of hearts", "10H", "Write a card as its rank, then its suit's letter: 10H."),
        ("11H", "JH", "The jack is written J, not 11."),
        ("12d", "QD", "The queen is written Q, not 12."),
        ("13C", "KC", "The king is written K, not 13."),
        ("1S", "AS", "The ace is written A, not 1."),
        ("H10", "10H", "Write the rank first, then the suit."),
        ("J K", "JK", "Remove the space between J and K."),
    ],
)
def test_a_slip_in_typed_cards_names_the_card_meant_and_why(typed: str, meant: str, why: str):
    with pytest.raises(InvalidNotation) as e:
        parse_cards(typed)
    card = parse_cards(meant)[len(meant.split()) // 2] if " " in meant else parse_cards(meant)[0]
    said = str(e.value)
    assert f"is not a card: did you mean {card.code}, the {card.name}? {why}" in said, said
    assert e.value.suggestion == meant and parse_cards(e.value.suggestion) == parse_cards(meant)


def test_a_slip_is_named_even_where_the_rest_of_the_text_is_wrong_too():
    with pytest.raises(InvalidNotation) as e:
        parse_cards("7S 1OH QQ")
    assert "card 2 ('1OH') is not a card: did you mean 10H, the ten of hearts?" in str(e.value)
    assert e.value.suggestion is None  # "7S 10H QQ" is not cards either: no whole text is offered


@pytest.mark.parametrize("typed", ["QQ", "XS", "0H", "10", "IS", "OH", "7S 8"])
def test_no_card_is_suggested_where_no_slip_is_clear(typed: str):
    with pytest.raises(InvalidNotation) as e:
        parse_cards(typed)
    assert "did you mean" not in str(e.value) and e.value.suggestion is None
    assert "write a rank (A, 2-10 or T, J, Q, K) then a suit" in str(e.value)


def test_every_suggestion_reads_as_the_card_it_names_for_every_card_and_slip():
    from konkan.cards import SUIT_NAMES, suggest_card

    def slips(c: Card) -> list[list[str]]:
        code, rank, suit = c.code, c.code[:-1], c.code[-1]
        out = [
            [rank, suit],
            [rank, SUIT_NAMES[suit]],
            [rank + SUIT_NAMES[suit]],
            [suit + rank],
            [konkan.cards.RANK_NAMES[c.rank], "of", SUIT_NAMES[suit]],
        ]
        if c.rank == 10:
            out += [["1O" + suit], ["l0" + suit], ["IO" + suit], ["1", "0" + suit]]
        if c.rank in (1, 11, 12, 13):
            out.append([str(c.rank) + suit])
        return [s for s in out if " ".join(s) != code]

    for c in (Card(r, s) for r in range(1, 14) for s in "SHDC"):
        for tokens in slips(c):
            hint = suggest_card(tokens, 0)
            assert hint is not None, tokens
            card, used, why = hint
            assert card.face == c.face and used == len(tokens) and why, (tokens, hint)
            assert parse_cards(card.code)[0].face == c.face
