"""Drawing (konkan.render): valid SVG, accessible cards, and no hidden information on the table."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

import konkan
from konkan import Card, Game, Round, Rules, check_meld, parse_cards
from konkan import render
from konkan.bots import RandomPlayer
from konkan.cards import full_deck
from konkan.render import SVG, card_svg, hand_svg, meld_svg, table_svg

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

@pytest.mark.parametrize("svg", [
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
], ids=["card", "joker", "back", "hand", "empty-hand", "meld", "illegal-meld", "no-meld", "table",
        "table-5"])
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


# --- cards: accessible, never colour alone -----------------------------------------------------

@pytest.mark.parametrize("text, name", [("7S", "seven of spades"), ("10H", "ten of hearts"),
                                        ("AD", "ace of diamonds"), ("KC", "king of clubs"),
                                        ("JK", "joker")])
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
    return [(float(x), float(y)) for x, y in
            re.findall(r'class="konkan-card[^"]*" transform="translate\(([\d.]+),([\d.]+)\)', svg)]


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
    assert "Seat 1 · 14 cards · not down" in words and "Seat 2 · 14 cards · not down" in words


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
    assert f"Seat {r.current} (you)" in _text(table_svg(r))


def test_table_shows_stock_size_discard_top_and_status():
    r = played(3, 1, 6)
    words = _text(table_svg(r, seat=0))
    assert f"Stock · {r.stock_size}" in words
    assert f"Round {r.number} of {r.rules.rounds}" in words
    assert f"seat {r.current} to play" in words
    if r.discard_top is not None:
        assert r.discard_top.name in titles(table_svg(r, seat=0))


def test_table_labels_each_meld_with_its_index_and_owner():
    r = played(3, 1, 30)
    assert r.table, "the bots should have put melds down by now"
    words = _text(table_svg(r, seat=0))
    for i, tm in enumerate(r.table):
        assert f"#{i} · seat {tm.owner}" in words
        if tm.has_joker:
            assert render.joker_caption(tm.verdict) in words


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


def test_table_refuses_a_seat_that_is_not_at_it():
    with pytest.raises(ValueError):
        table_svg(Round(Rules(players=3), seed=1), seat=3)


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
    source = open(render.__file__, encoding="utf-8").read()
    imports = re.findall(r"^\s*(?:from|import)\s+([\w.]+)", source, re.M)
    assert not [m for m in imports if m.split(".")[0] in {"IPython", "ipywidgets", "jupyter", "anywidget"}]
    assert konkan.render is render
