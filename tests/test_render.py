"""Drawing (konkan.render): valid SVG, accessible cards, and no hidden information on the table."""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET

import pytest

import konkan
from konkan import (
    Card,
    Discard,
    Draw,
    EventKind,
    Game,
    KonkanError,
    Round,
    Rules,
    SeatView,
    check_meld,
    parse_cards,
    render,
)
from konkan.cards import full_deck, to_cards
from konkan.errors import InvalidNotation
from konkan.play.players import RandomPlayer
from konkan.render import SVG, card_svg, hand_svg, meld_svg, seat_places, table_svg
from tests.helpers import deal, stacked_deck

SVG_NS = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    """The SVG as XML; fails the test if it is not a well-formed standalone document."""
    root = ET.fromstring(svg)
    assert root.tag == SVG_NS + "svg"
    assert float(root.get("width")) > 0 and float(root.get("height")) > 0
    assert len(root.get("viewBox").split()) == 4
    return root


def titles(svg: str) -> list[str]:
    return [t.text or "" for t in parse(svg).iter(SVG_NS + "title")]


def played(players: int = 3, seed: int = 1, turns: int = 12) -> Round:
    """A round some turns in, played by random bots (so there are melds, discards, smaller hands)."""
    r = Round(Rules(players=players), seed=seed)
    bots = [RandomPlayer(seed=seed * 10 + i) for i in range(players)]
    for _ in range(turns):
        if r.is_over:
            break
        bots[r.current].play_turn(r)
    return r


def visible_cards(r: Round, seat: int) -> list[Card]:
    """What seat can see: its own hand, the discard pile's top, the melds on the table."""
    seen = list(r.hand(seat)) + [c for tm in r.table for c in tm.cards]
    if r.discard_top is not None:
        seen.append(r.discard_top)
    return seen


def stock_cards(r: Round) -> list[Card]:
    """The cards in the stock: everything not in a hand, on the table or in the discard pile."""
    placed = {c.id for s in range(r.players) for c in r.hand(s)}
    placed |= {c.id for tm in r.table for c in tm.cards} | {c.id for c in r.discard_pile}
    return [c for c in full_deck() if c.id not in placed]


# --- every drawing is a valid, standalone SVG ------------------------------------------------


@pytest.mark.parametrize(
    "svg",
    [
        card_svg(Card.parse("7S")),
        card_svg(Card.joker(), highlight=True),
        card_svg("QD", face_down=True, size=120),
        hand_svg("7S 8S 9S JK", highlight=["8S"], label="Seat <0> & friends"),
        hand_svg([]),
        meld_svg(check_meld("5H 6H JK")),
        meld_svg("7S 8H 9S"),
        meld_svg([]),
        table_svg(Round(Rules(players=3), seed=1)),
        table_svg(played(players=5, seed=2), reveal=True),
        table_svg(played(players=4, seed=7, turns=20).view(1), four_colour=True),
        table_svg(Round(Rules(players=2), seed=3, names=["<Ann>", 'Bob "B" & co']).view(0)),
    ],
    ids=[
        "card",
        "joker",
        "back",
        "hand",
        "empty-hand",
        "meld",
        "illegal-meld",
        "no-meld",
        "table",
        "table-5",
        "view",
        "odd-names",
    ],
)
def test_every_drawing_is_standalone_svg(svg):
    assert isinstance(svg, str) and not isinstance(svg, SVG)
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg"')
    parse(svg)


def test_labels_are_escaped():
    label = '<b>"Ann" & Bob</b>'
    svg = hand_svg("7S", label=label)
    assert "<b>" not in svg
    assert label in "".join(parse(svg).itertext())


def test_a_card_is_about_60_by_84_and_size_sets_its_width():
    root = parse(card_svg(Card.parse("7S")))
    assert (root.get("width"), root.get("height")) == ("60", "84")
    root = parse(card_svg(Card.parse("7S"), size=120))
    assert (root.get("width"), root.get("height"), root.get("viewBox")) == ("120", "168", "0 0 60 84")
    with pytest.raises(ValueError):
        card_svg(Card.parse("7S"), size=0)


def test_drawing_is_deterministic():
    assert card_svg(Card.parse("10H")) == card_svg(Card.parse("10H"))
    assert hand_svg("7S 8S JK", highlight=[1]) == hand_svg("7S 8S JK", highlight=[1])
    assert meld_svg(check_meld("7S 7H JK")) == meld_svg(check_meld("7S 7H JK"))
    assert table_svg(played(seed=4)) == table_svg(played(seed=4))
    assert table_svg(played(seed=4), reveal=True) == table_svg(played(seed=4), reveal=True)
    assert table_svg(played(seed=4).view(1)) == table_svg(played(seed=4).view(1))


# --- cards: accessible, never colour alone -----------------------------------------------------


@pytest.mark.parametrize(
    "text, name",
    [
        ("7S", "seven of spades"),
        ("10H", "ten of hearts"),
        ("AD", "ace of diamonds"),
        ("KC", "king of clubs"),
        ("JK", "joker"),
    ],
)
def test_card_has_its_name_in_a_title(text, name):
    assert titles(card_svg(Card.parse(text))) == [name]


@pytest.mark.parametrize("text, rank", [("7S", "7"), ("10H", "10"), ("AD", "A"), ("QC", "Q")])
def test_card_shows_rank_and_suit_shape_not_just_colour(text, rank):
    root = parse(card_svg(Card.parse(text)))
    assert rank in [t.text for t in root.iter(SVG_NS + "text")]
    assert len(list(root.iter(SVG_NS + "path"))) == 2  # the corner pip and the big pip


def test_joker_says_joker_and_has_a_star():
    root = parse(card_svg(Card.joker()))
    assert "JOKER" in "".join(t.text for t in root.iter(SVG_NS + "text"))
    assert list(root.iter(SVG_NS + "polygon"))


def test_face_down_card_hides_its_name_and_face():
    svg = card_svg(Card.parse("7S"), face_down=True)
    assert titles(svg) == ["face-down card"]
    assert "seven" not in svg and "7S" not in svg and ">7<" not in svg


def test_red_suits_are_red_and_black_suits_black():
    assert render.TWO_COLOURS["H"] in card_svg(Card.parse("7H"))
    assert render.TWO_COLOURS["D"] in card_svg(Card.parse("7D"))
    assert render.TWO_COLOURS["S"] in card_svg(Card.parse("7S"))
    assert render.TWO_COLOURS["C"] in card_svg(Card.parse("7C"))
    assert render.TWO_COLOURS["H"] == render.TWO_COLOURS["D"] != render.TWO_COLOURS["S"]


def test_four_colour_deck_paints_diamonds_blue_and_clubs_green():
    two, four = card_svg(Card.parse("7D")), card_svg(Card.parse("7D"), four_colour=True)
    assert two != four
    assert render.FOUR_COLOURS["D"] in four and render.FOUR_COLOURS["D"] not in two
    assert render.FOUR_COLOURS["C"] in card_svg(Card.parse("7C"), four_colour=True)
    assert len({render.FOUR_COLOURS[s] for s in "SHDC"}) == 4


def test_highlighted_card_is_outlined():
    assert "konkan-highlight" in card_svg(Card.parse("7S"), highlight=True)
    assert "konkan-highlight" not in card_svg(Card.parse("7S"))


# --- hands -----------------------------------------------------------------------------------


def _card_positions(svg: str) -> list[tuple[float, float]]:
    return [
        (float(x), float(y))
        for x, y in re.findall(r'class="konkan-card[^"]*" transform="translate\(([\d.]+),([\d.]+)\)', svg)
    ]


def test_hand_shows_every_card_by_name():
    cards = parse_cards("7S 7S 8H JK")
    assert [t for t in titles(hand_svg(cards))[1:]] == [c.name for c in cards]


def test_highlighted_cards_stand_up_out_of_the_hand():
    cards = parse_cards("7S 8S 9S KH")
    pos = _card_positions(hand_svg(cards, highlight=[cards[3]]))
    assert pos[3][1] < pos[0][1] == pos[1][1] == pos[2][1]


def test_highlight_picks_one_physical_card_or_every_card_of_a_face():
    cards = parse_cards("7S 7S 8S")
    assert hand_svg(cards, highlight=[cards[1]]).count("konkan-highlight") == 1
    assert hand_svg(cards, highlight=["7S"]).count("konkan-highlight") == 2
    assert hand_svg(cards, highlight=[2]).count("konkan-highlight") == 1


def test_hand_fans_cards_overlapping_unless_told_not_to():
    fanned = _card_positions(hand_svg("7S 8S 9S"))
    apart = _card_positions(hand_svg("7S 8S 9S", overlap=False))
    assert fanned[1][0] - fanned[0][0] < render.CARD_W <= apart[1][0] - apart[0][0]


def test_hand_label_is_shown():
    assert "Seat 2" in "".join(parse(hand_svg("7S", label="Seat 2")).itertext())


# --- melds -----------------------------------------------------------------------------------


def _text(svg: str) -> str:
    return "".join(parse(svg).itertext())


def test_run_joker_caption_says_which_card_it_stands_for():
    assert "= 7♥" in _text(meld_svg(check_meld("5H 6H JK")))
    assert "= 4♥" in _text(meld_svg(check_meld("5H 6H JK", joker_as="4H")))


def test_open_three_card_set_caption_lists_the_open_suits():
    v = check_meld("7S 7H JK")
    assert v.joker_open == ("D", "C")
    assert "= 7 ♦/♣" in _text(meld_svg(v))


def test_four_card_set_caption_names_the_missing_card():
    assert "= 7♣" in _text(meld_svg(check_meld("7S 7H 7D JK")))


def test_meld_without_joker_has_no_caption():
    assert "=" not in _text(meld_svg(check_meld("7S 8S 9S")))


def test_meld_lays_a_run_out_low_to_high_with_the_joker_in_its_place():
    svg = meld_svg(check_meld("8S JK 6S"))
    assert titles(svg)[1:] == ["six of spades", "joker", "eight of spades"]


def test_meld_accepts_cards_and_table_melds():
    assert meld_svg("5H JK 6H") == meld_svg(check_meld("5H JK 6H"))
    assert meld_svg(parse_cards("7S 8S 9S")) == meld_svg(check_meld("7S 8S 9S"))
    r = played(seed=1, turns=30)
    for tm in r.table:
        assert meld_svg(tm) == meld_svg(tm.verdict)


def test_illegal_meld_has_a_red_border_and_its_reason_code():
    svg = meld_svg("KS AS 2S")
    assert "RUN_WRAPS" in _text(svg) and "konkan-illegal" in svg
    assert render.ILLEGAL in svg
    assert "konkan-illegal" not in meld_svg("QS KS AS")


def test_meld_title_is_the_engines_sentence():
    v = check_meld("5H 6H JK")
    assert titles(meld_svg(v))[0] == v.message


# --- the table: hidden information -----------------------------------------------------------


@pytest.mark.parametrize("players, seed, turns", [(3, 1, 0), (3, 1, 15), (4, 7, 20), (5, 2, 9), (2, 3, 25)])
def test_table_never_shows_another_hand_or_the_stock(players, seed, turns):
    r = played(players, seed, turns)
    for seat in range(players):
        svg = table_svg(r, seat=seat)
        seen = {c.name for c in visible_cards(r, seat)}
        others = [c for s in range(players) if s != seat for c in r.hand(s)]
        hidden = {c.name for c in others + stock_cards(r)} - seen
        assert hidden, "the test needs some hidden card names to look for"
        leaked = sorted(name for name in hidden if name in svg)
        assert not leaked, f"seat {seat} can see {leaked}"
        # Only its own hand, the discard top and the table melds are drawn face up.
        assert svg.count("data-card=") == len(visible_cards(r, seat))
        codes = {c.code for c in visible_cards(r, seat)}
        assert all(code in codes for code in re.findall(r'data-card="([^"]+)"', svg))


def test_table_shows_other_seats_card_counts_face_down():
    r = Round(Rules(players=3), seed=1)
    svg = table_svg(r, seat=0)
    assert svg.count("<title>face-down card</title>") == len(r.hand(1)) + len(r.hand(2))
    words = _text(svg)
    assert "East · 14 cards · not down" in words and "West · 14 cards · not down" in words


def test_reveal_shows_every_hand():
    r = played(3, 1, 15)
    svg = table_svg(r, seat=0, reveal=True)
    for seat in range(3):
        for card in r.hand(seat):
            assert card.name in svg
    assert "face-down card" not in svg  # only the stock stays face down
    shown = {c.name for s in range(3) for c in r.hand(s)} | {c.name for c in visible_cards(r, 0)}
    assert not [c.name for c in stock_cards(r) if c.name not in shown and c.name in svg]


def test_table_defaults_to_the_player_to_act():
    r = played(3, 1, 4)
    assert table_svg(r) == table_svg(r, seat=r.current)
    assert f"{r.names[r.current]} (you)" in _text(table_svg(r))
    assert table_svg(r) == table_svg(r.view(r.current))


def test_table_shows_stock_size_discard_top_and_status():
    r = played(3, 1, 6)
    words = _text(table_svg(r, seat=0))
    assert f"Stock · {r.stock_size}" in words
    assert f"Round {r.number} of {r.rules.rounds}" in words
    assert f"{r.names[r.current]} to play" in words
    if r.discard_top is not None:
        assert r.discard_top.name in titles(table_svg(r, seat=0))


@pytest.mark.parametrize("open_hands", [False, True], ids=["closed", "open"])
def test_table_numbers_each_meld_from_one_with_its_owner(open_hands):
    # People count from 1: the first meld is "meld 1", on a student's table and the projector's alike.
    r = played(3, 1, 30)
    assert r.table, "the bots should have put melds down by now"
    svg = table_svg(r, seat=0, reveal=open_hands)
    words, names = _text(svg), titles(svg)
    for i, tm in enumerate(r.table):
        assert f"meld {i + 1} · {r.names[tm.owner]}" in words
        assert any(t.startswith(f"meld {i + 1}, {r.names[tm.owner]}: ") for t in names)
        if tm.has_joker:
            assert render.joker_caption(tm.verdict) in words
    assert "meld 0" not in words and "#0" not in words


def test_table_says_who_is_down():
    r = played(3, 1, 30)
    words = _text(table_svg(r, seat=0))
    for s in range(3):
        assert ("down" if r.is_down(s) else "not down") in words


def test_finished_round_shows_how_it_ended_and_the_scores():
    r = Round(Rules(players=2), seed=3)
    bots = [RandomPlayer(seed=1), RandomPlayer(seed=2)]
    while not r.is_over:
        bots[r.current].play_turn(r)
    words = _text(table_svg(r, seat=0))
    assert "is over" in words
    if r.result.ending != "void":
        assert "Scores:" in words
        for line in r.result.lines:
            assert f"{r.names[line.seat]} {line.score:+d}" in words or f"{r.names[line.seat]} 0" in words
            assert line.message in words
    assert table_svg(r, seat=1) != table_svg(r, seat=0)  # each seat still sees only its own hand


def test_table_refuses_a_seat_that_is_not_at_it():
    with pytest.raises(ValueError):
        table_svg(Round(Rules(players=3), seed=1), seat=3)


def test_table_refuses_to_redraw_a_view_for_another_seat_or_reveal_it():
    v = Round(Rules(players=3), seed=1).view(0)
    assert table_svg(v, seat=0) == table_svg(v)
    with pytest.raises(ValueError):
        table_svg(v, seat=1)
    with pytest.raises(ValueError):
        table_svg(v, reveal=True)
    with pytest.raises(ValueError):
        table_svg(v, hands=[[]])  # one list per seat
    with pytest.raises(KonkanError, match="seat view or a round"):
        table_svg("7S 8S 9S")


# --- the table drawn from a seat's view ------------------------------------------------------

OPENING = "7S 8S 9S QH QD QC KH 10S 7S"


def twin_rounds(players: int = 3) -> tuple[Round, Round]:
    """Two rounds that differ only in what seat 0 can't see: the same hand for seat 0, the other
    hands and the stock shuffled among themselves."""
    deck = stacked_deck([OPENING] + [""] * (players - 1))
    hidden = deck[15:]
    other = deck[:15] + hidden[7:] + hidden[:7]
    a, b = Round(Rules(players=players), deck=deck), Round(Rules(players=players), deck=other)
    assert a.hand(0) == b.hand(0)
    assert a.hand(1) != b.hand(1) and a.stock != b.stock
    return a, b


def test_hidden_cards_change_nothing_in_a_seats_drawing():
    a, b = twin_rounds()
    assert table_svg(a.view(0)) == table_svg(b.view(0))
    for r in (a, b):
        r.meld("7S 8S 9S", "QH QD QC")
        r.discard("KH")
    assert table_svg(a.view(0)) == table_svg(b.view(0))
    for r in (a, b):
        r.draw()  # East draws a different card in each round, unseen by South
    assert a.hand(1) != b.hand(1)
    assert table_svg(a.view(0)) == table_svg(b.view(0))
    assert table_svg(a, seat=0) == table_svg(b, seat=0)
    assert table_svg(a.view(0), last_move=False) == table_svg(b.view(0), last_move=False)
    # The test can see a difference where there is one: the teacher's open view, or East's own.
    assert table_svg(a, seat=0, reveal=True) != table_svg(b, seat=0, reveal=True)
    assert table_svg(a.view(1)) != table_svg(b.view(1))


def _cards_in(svg: str) -> list[ET.Element]:
    return [g for g in parse(svg).iter(SVG_NS + "g") if "konkan-card" in (g.get("class") or "")]


def _targets(svg: str, target: str) -> list[ET.Element]:
    return [g for g in parse(svg).iter(SVG_NS + "g") if g.get("data-target") == target]


def test_twin_cards_carry_different_ids():
    r = deal([OPENING, ""], rules=Rules(players=2))
    sevens = [c for c in r.hand(0) if c.code == "7S"]
    assert len(sevens) == 2 and sevens[0].id != sevens[1].id
    for svg in (table_svg(r.view(0)), hand_svg(r.hand(0))):
        ids = [g.get("data-id") for g in _cards_in(svg) if g.get("data-card") == "7S"]
        assert sorted(ids) == sorted(str(c.id) for c in sevens)
    svg = table_svg(r.view(0))
    hand = _targets(svg, "hand")[0]
    assert [g.get("data-id") for g in hand.iter(SVG_NS + "g") if g.get("data-id")] == [str(c.id) for c in r.hand(0)]
    assert all(g.get("data-zone") == "hand" for g in hand.iter(SVG_NS + "g") if g.get("data-id"))


@pytest.mark.parametrize("players, seed, turns", [(3, 1, 0), (3, 1, 30), (4, 7, 20), (5, 2, 9)])
def test_every_face_up_card_has_its_own_id_and_face_down_cards_none(players, seed, turns):
    r = played(players, seed, turns)
    for seat in range(players):
        v = r.view(seat)
        cards = _cards_in(table_svg(v))
        ids = [g.get("data-id") for g in cards if g.get("data-id") is not None]
        assert len(ids) == len(set(ids)), "a click must name exactly one card"
        assert sorted(int(i) for i in ids) == sorted(c.id for c in visible_cards(r, seat))
        for g in cards:
            assert g.get("data-zone") in {"hand", "meld", "pile", "stock", "seat"}
            if "konkan-back" in g.get("class"):
                assert g.get("data-id") is None and g.get("data-card") is None
                assert g.get("data-zone") == "stock" or g.get("data-seat") not in (None, str(seat))
            else:
                assert Card.from_id(int(g.get("data-id"))).code == g.get("data-card")
        backs = [g for g in cards if g.get("data-zone") == "seat"]
        assert len(backs) == sum(v.hand_sizes) - len(v.hand)
        assert {g.get("data-seat") for g in backs} == {str(s) for s in range(players) if s != seat and v.hand_sizes[s]}


def test_open_view_draws_other_hands_face_up_with_their_ids():
    r = played(3, 1, 15)
    svg = table_svg(r.view(0), hands=[r.hand(s) for s in range(3)])
    assert svg == table_svg(r, seat=0, reveal=True)
    for s in (1, 2):
        drawn = [g.get("data-id") for g in _cards_in(svg) if g.get("data-seat") == str(s)]
        assert drawn == [str(c.id) for c in r.hand(s)]
    assert "(all hands shown)" in titles(svg)[0]


def test_stock_pile_melds_and_hand_are_click_targets():
    r = played(3, 1, 30)
    assert r.table and r.discard_top is not None
    svg = table_svg(r.view(0))
    stock, pile, hand = _targets(svg, "stock"), _targets(svg, "pile"), _targets(svg, "hand")
    assert len(stock) == len(pile) == len(hand) == 1
    assert not [g for g in stock[0].iter(SVG_NS + "g") if g.get("data-id")]
    assert [g.get("data-id") for g in pile[0].iter(SVG_NS + "g") if g.get("data-id")] == [str(r.discard_top.id)]
    assert hand[0].get("data-seat") == "0"
    melds = _targets(svg, "meld")
    assert [(m.get("data-meld"), m.get("data-owner")) for m in melds] == [
        (str(i), str(tm.owner)) for i, tm in enumerate(r.table)
    ]
    for m, tm in zip(melds, r.table):
        ids = [g.get("data-id") for g in m.iter(SVG_NS + "g") if g.get("data-id")]
        assert ids == [str(c.id) for c in tm.cards]
        assert all(g.get("data-zone") == "meld" for g in m.iter(SVG_NS + "g") if g.get("data-id"))


def _lit(svg: str) -> list[ET.Element]:
    return [g for g in _cards_in(svg) if "konkan-highlight" in g.get("class")]


def _caption(svg: str) -> str | None:
    found = [t for t in parse(svg).iter(SVG_NS + "text") if t.get("class") == "konkan-last-move"]
    return found[0].text if found else None


def test_last_move_is_marked_after_a_discard_and_after_a_lay_off():
    r = deal([OPENING, ""], rules=Rules(players=2))
    r.meld("7S 8S 9S", "QH QD QC")
    svg = table_svg(r.view(1))
    assert r.view(1).last_event.kind == EventKind.GO_DOWN
    assert sorted(int(g.get("data-id")) for g in _lit(svg)) == sorted(c.id for tm in r.table for c in tm.cards)

    king = next(c for c in r.hand(0) if c.code == "KH")
    r.discard("KH")
    for seat in (0, 1):
        v = r.view(seat)
        svg = table_svg(v)
        assert v.last_event.kind == EventKind.DISCARD
        assert [(g.get("data-id"), g.get("data-zone")) for g in _lit(svg)] == [(str(king.id), "pile")]
        assert _caption(svg) == v.last_event.message
        assert v.last_event.message in _text(svg)

    r.draw()
    r.discard(r.hand(1)[0])
    r.draw()
    ten = next(c for c in r.hand(0) if c.code == "10S")
    r.lay_off("10S", 0)
    for seat in (0, 1):
        v = r.view(seat)
        svg = table_svg(v)
        assert v.last_event.kind == EventKind.LAY_OFF and v.last_event.meld_index == 0
        assert [(g.get("data-id"), g.get("data-zone")) for g in _lit(svg)] == [(str(ten.id), "meld")]
        meld = _targets(svg, "meld")[0]
        assert [g.get("data-id") for g in meld.iter(SVG_NS + "g") if "konkan-highlight" in (g.get("class") or "")] == [
            str(ten.id)
        ]
        assert _caption(svg) == v.last_event.message
    assert "You laid off the 10♠" in _caption(table_svg(r.view(0)))
    assert "South laid off the 10♠" in _caption(table_svg(r.view(1)))


def test_nothing_is_marked_without_last_move():
    r = deal([OPENING, ""], rules=Rules(players=2))
    r.meld("7S 8S 9S", "QH QD QC")
    r.discard("KH")
    assert _lit(table_svg(r.view(1)))
    svg = table_svg(r.view(1), last_move=False)
    assert not _lit(svg) and "konkan-highlight" not in svg
    assert _caption(svg) is None and "konkan-last-move" not in svg
    assert r.view(1).last_event.message not in _text(svg)
    assert table_svg(r, seat=1, last_move=False) == svg


def test_header_caption_and_labels_use_seat_names_escaped():
    names = ["<Ann>", 'Bob "B" & co']
    r = Round(Rules(players=2), seed=3, names=names)
    svg = table_svg(r.view(0))
    assert "<Ann>" not in svg and "&lt;Ann&gt;" in svg
    words = _text(svg)
    assert "Round 1 of 5 · <Ann> to play" in words
    assert "<Ann> (you) · 15 cards · not down · to play" in words
    assert 'Bob "B" & co · 14 cards · not down' in words
    assert _caption(svg) == r.view(0).last_event.message  # the deal


def test_render_draws_a_seat_view():
    r = played(3, 1, 6)
    v = r.view(1)
    assert isinstance(v, SeatView)
    assert render.render(v) == table_svg(v)
    assert render.render(v, last_move=False, four_colour=True) == table_svg(v, last_move=False, four_colour=True)


# --- for notebooks -----------------------------------------------------------------------------


def test_engine_values_show_themselves_as_svg():
    r = played(3, 1, 30)
    assert Card.parse("7S")._repr_svg_() == card_svg(Card.parse("7S"))
    v = check_meld("5H 6H JK")
    assert v._repr_svg_() == meld_svg(v)
    assert r._repr_svg_() == table_svg(r)
    for tm in r.table:
        parse(tm._repr_svg_())


def test_render_wraps_any_drawing_in_an_svg_that_a_notebook_shows():
    r = Round(Rules(players=3), seed=1)
    cases = [
        (Card.parse("7S"), card_svg(Card.parse("7S"))),
        (check_meld("5H 6H JK"), meld_svg(check_meld("5H 6H JK"))),
        ("7S 8S", hand_svg("7S 8S")),
        (parse_cards("7S 8S"), hand_svg("7S 8S")),
        (r, table_svg(r)),
        (r.view(2), table_svg(r.view(2))),
    ]
    for obj, expected in cases:
        out = render.render(obj)
        assert isinstance(out, SVG) and str(out) == expected and out._repr_svg_() == expected
        assert type(str(out)) is str
    assert render.render(Card.parse("7S"), four_colour=True) == card_svg(Card.parse("7S"), four_colour=True)
    g = Game(Rules(players=3), seed=5)
    assert render.render(g) == table_svg(g.round)
    with pytest.raises(ValueError):
        render.render(42)


def test_svg_repr_is_short_and_stable():
    assert repr(render.render(Card.parse("7S"))) == "<SVG 60x84>"


def test_render_never_imports_jupyter():
    with open(render.__file__, encoding="utf-8") as f:
        source = f.read()
    imports = re.findall(r"^\s*(?:from|import)\s+([\w.]+)", source, re.MULTILINE)
    assert not [m for m in imports if m.split(".")[0] in {"IPython", "ipywidgets", "jupyter", "anywidget"}]
    assert konkan.render is render


# --- seats as people sit (R1.3) -------------------------------------------------------------------

CARD_AT = re.compile(r'<g class="konkan-card[^"]*" transform="translate\(([-\d.]+),([-\d.]+)\)[^"]*"([^>]*)>')


def seat_centres(svg: str) -> dict[int | str, tuple[float, float]]:
    """Where each seat's cards lie in the picture (the mean of their corners): the other seats by
    number, the viewer's own hand as ``"me"``."""
    spots: dict[int | str, list[tuple[float, float]]] = {}
    for x, y, attrs in CARD_AT.findall(svg):
        zone = re.search(r'data-zone="(\w+)"', attrs)
        seat = re.search(r'data-seat="(\d+)"', attrs)
        if zone and zone.group(1) == "hand":
            spots.setdefault("me", []).append((float(x), float(y)))
        elif zone and zone.group(1) == "seat" and seat:
            spots.setdefault(int(seat.group(1)), []).append((float(x), float(y)))
    return {k: (sum(p[0] for p in v) / len(v), sum(p[1] for p in v) / len(v)) for k, v in spots.items()}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("open_hands", [False, True], ids=["closed", "open"])
def test_seats_sit_round_the_table_with_the_next_player_on_your_right(players, open_hands):
    # R1.3: the player after seat i sits on its right, so going round in turn order from the
    # viewer at the bottom edge the seats turn counter-clockwise on the screen.
    r = Round(Rules(players=players), seed=2)
    for me in range(players):
        hands = [r.hand(s) for s in range(players)] if open_hands else None
        svg = table_svg(r.view(me), hands=hands)
        at = seat_centres(svg)
        width = float(parse(svg).get("width"))
        _, my = at["me"]
        cx = width / 2
        cy = (min(at[s][1] for s in range(players) if s != me) + my) / 2  # between the far edge and me
        # The viewer sits at the bottom (270°); each next seat in turn further round, anticlockwise.
        turned = [
            (math.degrees(math.atan2(cy - at[(me + k) % players][1], at[(me + k) % players][0] - cx)) - 270) % 360
            for k in range(1, players)
        ]
        assert turned == sorted(turned) and len(set(turned)) == players - 1, (me, turned)
        nxt = at[(me + 1) % players]
        if players > 2:
            assert nxt[0] > cx, f"the next seat is not on the viewer's right: {nxt} (centre {cx})"
        else:
            assert abs(nxt[0] - cx) < 80 and nxt[1] < my  # across the table


def test_four_players_east_on_the_right_north_across_west_on_the_left():
    r = Round(Rules(players=4), seed=2)
    svg = table_svg(r.view(0))
    at = seat_centres(svg)
    width = float(parse(svg).get("width"))
    east, north, west, me = at[1], at[2], at[3], at["me"]
    assert east[0] > width * 0.7 and west[0] < width * 0.3 and abs(north[0] - width / 2) < 80
    assert north[1] < east[1] < me[1] and abs(east[1] - west[1]) < 1
    assert 'data-seat="1" data-side="right"' in svg and 'data-seat="3" data-side="left"' in svg


def test_seat_places_follow_the_order_of_play_for_every_table():
    for n in range(2, 6):
        for me in range(n):
            places = seat_places(n, me)
            assert [p.seat for p in places] == list(range(n))
            assert places[me].side == "bottom"
            if n > 2:
                assert places[(me + 1) % n].x > 0 and places[(me - 1) % n].x < 0  # the next on my right (R1.3)
            else:
                assert places[1 - me].side == "top"
    assert [p.side for p in seat_places(4, 2)] == ["top", "left", "bottom", "right"]
    with pytest.raises(InvalidNotation, match="2 to 5 players"):
        seat_places(6, 0)


def test_one_card_is_said_in_the_singular():
    # South discards, North draws: one card is left in the stock.
    r = deal(
        ["7S 8S 9S 10S JS QH QD QC 4H 5H 6H 2C 2D 2S KC", "2H 4C 6D 8D 10C AC 3S 5C 7C 9D JC KH AD 9C"],
        "3H 4D",
        rest=False,
    )
    r.apply(Discard(0, Card.parse("KC")))
    r.apply(Draw(1))
    assert r.stock_size == 1
    svg = table_svg(r.view(0))
    assert "stock, 1 card" in titles(svg) and "1 cards" not in svg


def test_a_new_stock_of_one_card_is_said_in_the_singular():
    r = deal(
        ["7S 8S 9S 10S JS QH QD QC 4H 5H 6H 2C 2D 2S KC", "2H 4C 6D 8D 10C AC 3S 5C 7C 9D JC KH AD 9C"],
        "3H",
        Rules(players=2, empty_stock="reshuffle"),
        rest=False,
    )
    r.apply(Discard(0, Card.parse("KC")))
    r.apply(Draw(1))
    r.apply(Discard(1, Card.parse("9C")))
    assert r.stock_size == 1 and r.events[-1].kind == EventKind.RESHUFFLE
    assert r.events[-1].message == (
        "The stock ran out: the discard pile but its top card, one card, became the new stock (R9)."
    )
    assert "1 cards" not in table_svg(r.view(0))


# --- an open table, as a projector shows it ---------------------------------------------------

# The projector page's box for the drawing at 1280 x 720 (the page's width, 78% of its height).
PROJECTOR_BOX = (1230, 560)


def _boxes(svg: str) -> tuple[list[tuple[str, tuple[float, float, float, float]]], float, float]:
    """Every card and every label of a table as (what, (left, top, right, bottom)) in the
    drawing's units, and the drawing's width and height. A card's ``what`` names the hand, meld
    or pile it lies in; a label's is "label"."""
    root = parse(svg)
    out: list[tuple[str, tuple[float, float, float, float]]] = []

    def walk(node: ET.Element, dx: float, dy: float, group: str) -> None:
        for child in node:
            tag = child.tag.removeprefix(SVG_NS)
            at = re.match(r"translate\(([-\d.]+),([-\d.]+)\)(?: scale\(([\d.]+)\))?", child.get("transform", ""))
            x, y, scale = (float(at.group(1)), float(at.group(2)), float(at.group(3) or 1)) if at else (0, 0, 1)
            if tag == "g" and "konkan-card" in (child.get("class") or ""):
                left, top = dx + x, dy + y
                out.append((group, (left, top, left + 60 * scale, top + 84 * scale)))
            elif tag == "g":
                here = group
                if child.get("data-meld") is not None:
                    here = "meld " + child.get("data-meld")
                elif child.get("data-seat") is not None:
                    here = "seat " + child.get("data-seat")
                elif child.get("data-target") is not None:
                    here = child.get("data-target")
                walk(child, dx + x, dy + y, here)
            elif tag == "rect" and child.get("fill") == "#fff" and child.get("rx") is not None:  # a label
                left, top = dx + float(child.get("x")), dy + float(child.get("y"))
                out.append(("label", (left, top, left + float(child.get("width")), top + float(child.get("height")))))

    walk(root, 0, 0, "table")
    return out, float(root.get("width")), float(root.get("height"))


def _crowded(players: int) -> Round:
    """Every seat down holding 14 cards (as many as the deck leaves), and a table full of melds."""
    melds = ["7C 7D 7S", "QS QH QD QC", "8C 9C 10C JC QC KC", "2D 3D JK", "KS KH KD", "9D 10D JD", "5C 5D 5H",
             "AC AD AH", "6D 6S 6C", "10H 10S 10C 10D", "8H 9H 10H JH", "4H 4S 4D"]  # fmt: skip
    left = list(full_deck())
    for m in melds:
        for c in to_cards(m):
            left.remove(next(k for k in left if k.face == c.face))
    size = min(14, (len(left) - 1) // players)
    hands = [left[s::players][:size] for s in range(players)]
    return Round.staged(
        Rules(players=players),
        hands=hands,
        table=[(k % players, m) for k, m in enumerate(melds)],
        down=list(range(players)),
        pile=[left[-1]],
        current=1,
    )


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("crowded", [False, True], ids=["dealt", "crowded"])
def test_an_open_table_reads_on_a_projector_and_nothing_overlaps(players, crowded):
    # The projector draws every hand open: on a 1280 x 720 screen every card's rank must read from
    # the back of the room, each card in a hand must show its corner, and nothing may overlap.
    r = _crowded(players) if crowded else Round(Rules(players=players), seed=3)
    for me in range(players):
        view = r.view(me)
        svg = table_svg(view.as_onlooker(view.events), hands=[r.hand(s) for s in range(players)])
        boxes, width, height = _boxes(svg)
        fit = min(PROJECTOR_BOX[0] / width, PROJECTOR_BOX[1] / height)
        hands = {g: sorted(b for what, b in boxes if what == g) for g in {w for w, _ in boxes if w.startswith("seat")}}
        assert sorted(hands) == [f"seat {s}" for s in range(players) if r.hand(s)]
        for g, cards in hands.items():
            assert len(cards) == len(r.hand(int(g.split()[1])))
            for left, top, right, bottom in cards:
                assert 0 <= left and right <= width and 0 <= top and bottom <= height, (g, "outside the drawing")
                assert 15 * (bottom - top) / 84 * fit >= 12, (g, "the rank is too small to read on a projector")
            for a, b in zip(cards, cards[1:]):
                assert a[1] == b[1], (g, "a hand is one row")
                assert (b[0] - a[0]) * fit >= 19, (g, "a card is covered so much that its rank can't be read")
        for i, (what, a) in enumerate(boxes):
            for other, b in boxes[i + 1 :]:
                if what == other != "label":
                    continue  # cards of one hand or meld overlap as a fan
                apart = a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]
                assert apart, (me, what, a, other, b)
