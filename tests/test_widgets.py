"""The widgets' Python side, fed exactly what the page would send (no browser).

Messages go in through ``_handle_msg`` as the comm layer delivers them; everything the widget
sends back is captured from ``_send``. See docs/testing.md.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from helpers import card_ids_in

from konkan import Card, Discard, Draw, Game, KonkanError, Meld, Rules, check_meld, parse_cards
from konkan.render import card_symbols, symbol_id
from konkan.widgets import KonkanWidget, Table
from konkan.widgets.base import MAX_MESSAGE

# Seat 0 can open with three melds, lay off J♠ and swap 6♥ for the joker (see tests/browser).
HAND0 = "7S 8S 9S 10S JS QH QD QC 4H 5H JK 6H 2C 3D KC"
HAND1 = "2H 4C 6D 8D 10C AC 3S 5C 7C 9D JC KH AD 9C"
STOCK = "JD JD 5S 6S 4D 8C 10H 3H 7D AS 2D KD KS 6C 3C 5D"


def stacked_table(**options: Any) -> Table:
    game = Game(Rules(players=2), seed=1, deck=" ".join([HAND0, HAND1, STOCK]))
    return Table(game, opponents=options.pop("opponents", "greedy"), **options)


def send(widget: KonkanWidget, content: Any, buffers: list[Any] | None = None) -> None:
    widget._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": buffers or []})


def ids(text: str) -> list[int]:
    """Card ids of cards in seat 0's hand named by text (the first copy held of each face)."""
    return [c.id for c in parse_cards(text)]


def synced(widget: KonkanWidget) -> dict[str, Any]:
    """The widget's state as the page gets it, but its card faces and its words (the catalogue's
    templates, the same at every table: "Joker = {cards}" names no card held)."""
    return {k: v for k, v in widget.get_state().items() if not k.startswith("_") and k not in ("faces", "words")}


def test_repr_is_short_and_stable():
    t = stacked_table()
    assert repr(t) == "<Table: South vs 1 computer player, round 1 of 5, South to play>"
    assert (
        repr(stacked_table(opponents=None, open=True))
        == "<Table: people at one screen, round 1 of 5, South to play, open hands>"
    )


def test_display_bundle_carries_the_table_as_svg_and_the_short_repr():
    t = stacked_table()
    data, _ = t._repr_mimebundle_()
    assert data["text/plain"] == repr(t)
    assert data["image/svg+xml"].startswith("<svg") and "seven of spades" in data["image/svg+xml"]
    assert "application/vnd.jupyter.widget-view+json" in data


def test_faces_are_the_renderers_drawings_sent_once_as_symbols():
    t = stacked_table()
    assert t.faces == card_symbols()
    assert t.faces.count("<symbol ") == 54 and f'id="{symbol_id(Card.parse("7S"))}"' in t.faces
    send(t, {"kind": "settings", "four_colour": True})
    assert t.faces == card_symbols(four_colour=True) and 'id="konkan-c4-7S"' in t.faces


def test_picking_cards_shows_the_engines_verdict_at_once():
    t = stacked_table()
    send(t, {"kind": "pick", "cards": ids("7S 8S 9S")})
    run = check_meld("7S 8S 9S")
    together = t.round.check(Meld(0, (tuple(parse_cards("7S 8S 9S")),)))
    assert t.live["text"] == f"{run.message} {together.message}"
    assert t.live["text"] == (
        "7♠ 8♠ 9♠ is a run of spades worth 24 points (R4.1). Your melds add up to 24 points, "
        "but going down the first time needs at least 51, 27 more (R5.1)."
    )
    assert t.live["ok"] is False and t.picked == ids("7S 8S 9S")


def test_set_aside_melds_add_up_toward_the_opening():
    t = stacked_table()
    send(t, {"kind": "pick", "cards": ids("7S 8S 9S 10S")})
    send(t, {"kind": "act", "action": "stage"})
    assert t.staged == [ids("7S 8S 9S 10S")] and t.picked == []
    send(t, {"kind": "pick", "cards": ids("QH QD QC")})
    assert "Your melds add up to 64 points" not in t.live["text"]  # 64 is enough: the round approves instead
    assert t.live["ok"] is True
    meld_button = next(b for b in t.actions if b["name"] == "meld")
    assert (
        meld_button["enabled"]
        and meld_button["reason"]
        == t.round.check(Meld(0, (tuple(parse_cards("7S 8S 9S 10S")), tuple(parse_cards("QH QD QC"))))).message
    )
    send(t, {"kind": "act", "action": "meld"})
    assert [str(m) for m in t.round.table] == ["7♠ 8♠ 9♠ 10♠", "Q♥ Q♦ Q♣"]
    # The message bar tells the move as the mover reads it, in the same words as the felt's last move.
    assert t.message["tone"] == "ok" and t.message["text"] == t.round.events_for(0)[-1].message
    assert t.message["text"].startswith("You went down") and t.message["text"] == t.last_move["text"]
    assert t.staged == [] and t.view["down"][0] is True


def test_lay_off_and_swap_go_to_the_chosen_meld():
    t = stacked_table()
    for group in ("7S 8S 9S 10S", "QH QD QC"):
        send(t, {"kind": "pick", "cards": ids(group)})
        send(t, {"kind": "act", "action": "stage"})
    send(t, {"kind": "pick", "cards": ids("4H 5H JK")})
    send(t, {"kind": "act", "action": "meld"})
    send(t, {"kind": "pick", "cards": ids("JS")})
    send(t, {"kind": "target", "index": 0})
    assert t.live["text"] == "You may lay off J♠ on 7♠ 8♠ 9♠ 10♠, making 7♠ 8♠ 9♠ 10♠ J♠ (R6.1)."
    send(t, {"kind": "act", "action": "lay_off"})
    assert str(t.round.table[0]) == "7♠ 8♠ 9♠ 10♠ J♠" and t.target == -1
    send(t, {"kind": "pick", "cards": ids("6H")})
    send(t, {"kind": "target", "index": 2})
    send(t, {"kind": "act", "action": "swap"})
    assert Card.joker() in t.round.hand(0) and str(t.round.table[2]) == "4♥ 5♥ 6♥"
    send(t, {"kind": "act", "action": "undo"})
    assert str(t.round.table[2]) == "4♥ 5♥ Joker"


def test_an_illegal_move_shows_the_engines_sentence_and_changes_nothing():
    t = stacked_table()
    before, history = synced(t), t.round.history
    send(t, {"kind": "act", "action": "draw"})
    assert t.message == {
        "text": t.round.check(Draw(0)).message,
        "tone": "error",
        "rule": "R3.2",
        "at": before["revision"],
    }
    after = synced(t)
    assert t.round.history == history
    assert {k: v for k, v in after.items() if k not in ("message", "revision")} == {
        k: v for k, v in before.items() if k not in ("message", "revision")
    }


def test_discard_ends_the_turn_and_the_computer_plays_one_step_at_a_time():
    t = stacked_table()
    send(t, {"kind": "pick", "cards": ids("KC")})
    assert t.live["text"] == t.round.check(Discard(0, Card.parse("KC"))).message
    send(t, {"kind": "act", "action": "discard"})
    assert t.round.current == 1 and t.status["computer"] is True
    moves = len(t.round.history)
    send(t, {"kind": "step", "at": t.revision})
    assert len(t.round.history) == moves + 1
    send(t, {"kind": "step", "at": t.revision - 5})  # asked before something else changed: dropped
    assert len(t.round.history) == moves + 1


def test_hint_comes_from_the_engine_and_names_cards_in_hand():
    from konkan.play.adviser import advise

    t = stacked_table()
    send(t, {"kind": "hint"})
    best = advise(t.round).hint
    assert best is not None
    assert t.hint["text"] == best.message and t.hint["cards"] == [c.id for c in best.cards]
    assert t.hint["cards"] and set(t.hint["cards"]) <= set(t.view["hand"])


FORGED = [
    ("not a mapping", ["pick"], "not a mapping"),
    ("unknown kind", {"kind": "cheat"}, "unknown kind 'cheat'"),
    ("no kind", {"cards": [1]}, "without a 'kind' field"),
    ("unknown field", {"kind": "pick", "cards": [1], "seat": 1}, "unknown field 'seat'"),
    ("wrong type", {"kind": "pick", "cards": "7S"}, "'cards' must be a list of different card ids"),
    ("bool for a card", {"kind": "pick", "cards": [True]}, "'cards' must be"),
    ("card id out of range", {"kind": "pick", "cards": [106]}, "'cards' must be"),
    ("same card twice", {"kind": "pick", "cards": [0, 0]}, "'cards' must be"),
    ("missing field", {"kind": "pick"}, "without its 'cards' field"),
    ("huge", {"kind": "pick", "cards": [1], "pad": "x" * (MAX_MESSAGE + 1)}, "far too long"),
    ("deeply nested", {"kind": "pick", "cards": [[[[[[1]]]]]]}, "nested too deeply"),
    ("card not held", {"kind": "pick", "cards": ids("AS")}, "A♠: not in your hand"),
    ("unknown move", {"kind": "act", "action": "steal"}, "no move 'steal'"),
    ("not the computer's turn", {"kind": "step"}, "No computer player is to play now."),
    ("arrange with other cards", {"kind": "arrange", "cards": ids("AS 2S")}, "does not hold exactly"),
    ("no such meld", {"kind": "target", "index": 3}, "There is no meld 3"),
    ("bad sort", {"kind": "sort", "by": "colour"}, "by 'suit' or by 'rank'"),
]


@pytest.mark.parametrize("content, words", [(c, w) for _, c, w in FORGED], ids=[n for n, _, _ in FORGED])
def test_a_forged_message_gets_a_clear_sentence_and_changes_nothing(content, words):
    t = stacked_table()
    before, history = synced(t), t.round.history
    send(t, content)
    assert t.message["tone"] == "error" and words in t.message["text"], t.message
    after = synced(t)
    assert t.round.history == history
    assert {k: v for k, v in after.items() if k not in ("message", "revision")} == {
        k: v for k, v in before.items() if k not in ("message", "revision")
    }


def test_a_message_with_binary_buffers_is_refused():
    t = stacked_table()
    send(t, {"kind": "hint"}, buffers=[memoryview(b"x")])
    assert t.message["tone"] == "error" and "binary" in t.message["text"] and t.hint == {}


def test_a_move_out_of_turn_is_refused():
    t = stacked_table()
    send(t, {"kind": "pick", "cards": ids("KC")})
    send(t, {"kind": "act", "action": "discard"})
    history = t.round.history
    send(t, {"kind": "act", "action": "draw"})
    assert t.message["text"] == "It is North's turn, not yours." and t.round.history == history


def test_sorting_and_arranging_change_only_the_order():
    t = stacked_table()
    send(t, {"kind": "sort", "by": "rank"})
    ranks = [Card.from_id(i).rank or 99 for i in t.order]
    assert ranks == sorted(ranks) and sorted(t.order) == sorted(t.view["hand"])
    send(t, {"kind": "arrange", "cards": list(reversed(t.order))})
    assert [Card.from_id(i).rank or 99 for i in t.order] == sorted(ranks, reverse=True)


# --- hidden information -------------------------------------------------------------------


def texts_in(value: Any) -> list[str]:
    if isinstance(value, dict):
        return [t for v in value.values() for t in texts_in(v)]
    if isinstance(value, list):
        return [t for v in value for t in texts_in(v)]
    return [value] if isinstance(value, str) else []


def secret(t: Table, public: set[int]) -> tuple[set[int], set[str]]:
    """Cards the learner's seat may not know now: other hands and the stock, minus any card
    seen face up this round; and the faces of those never seen face up, as text."""
    r = t.round
    hidden = {c.id for s in range(r.players) if s != t.seat for c in r.hand(s)} | {c.id for c in r.stock}
    hidden -= public
    seen_faces = {Card.from_id(i).face for i in public} | {c.face for c in r.hand(t.seat)}
    faces = {str(Card.from_id(i)) for i in hidden if Card.from_id(i).face not in seen_faces}
    return hidden, faces


@pytest.mark.parametrize("opponents", ["greedy", "random"])
def test_play_mode_never_sends_another_hand_or_the_stock(opponents):
    t = Table(seed=3, opponents=opponents, rules=Rules(players=3))
    sent: list[Any] = []
    t._send = lambda msg, buffers=None: sent.append(msg)  # everything bound for the page
    public: set[int] = set()
    steps = 0
    while not t.round.is_over and steps < 400:
        steps += 1
        r = t.round
        if t.status["computer"]:
            send(t, {"kind": "step", "at": t.revision})
        else:
            send(t, {"kind": "hint"})
            legal = r.view(0).legal
            move = next((a for a in legal if isinstance(a, Draw)), None)
            if move is not None:
                send(t, {"kind": "act", "action": "draw"})
            else:
                card = next(a.card for a in legal if isinstance(a, Discard))
                send(t, {"kind": "pick", "cards": [card.id]})
                send(t, {"kind": "act", "action": "discard"})
        if t.round.is_over:
            break
        public |= {c.id for c in r.discard_pile} | {c.id for m in r.table for c in m.cards}
        public |= {c.id for e in r.events_for(t.seat) for c in e.cards}
        hidden, faces = secret(t, public)
        state = synced(t)
        leaked = card_ids_in(state) & hidden
        assert not leaked, f"hidden cards in the synced state: {sorted(leaked)}"
        # What a joker on the table stands for is public too, though no such card was seen.
        texts = [re.sub(r"(standing|stands|stood) for \S+", "", w) for w in texts_in(state)]
        words = [w for w in texts for f in faces if re.search(rf"(?<![0-9]){re.escape(f)}", w)]
        assert not words, f"hidden cards named in the page's text: {words[:3]}"
        for msg in sent:
            leaked = card_ids_in(json.loads(json.dumps(msg, default=str))) & hidden
            assert not leaked, f"hidden cards in a message: {sorted(leaked)}"
        sent.clear()
    assert steps > 10


def test_people_at_one_screen_see_no_hand_until_they_ask():
    t = stacked_table(opponents=None)
    assert t.view["hand"] == [] and t.view["legal"] == [] and t.order == [] and t.status["hidden"]
    send(t, {"kind": "pick", "cards": ids("KC")})
    assert t.message["text"] == "Your hand is hidden: show it first." and t.picked == []
    send(t, {"kind": "show_hand"})
    assert sorted(t.view["hand"]) == sorted(c.id for c in t.round.hand(0))
    send(t, {"kind": "pick", "cards": ids("KC")})
    send(t, {"kind": "act", "action": "discard"})
    assert t.round.current == 1 and t.status["hidden"] and t.view["hand"] == [] and t.view["seat"] == 1
    assert "image/svg+xml" in t._repr_mimebundle_()[0] and 'data-zone="hand"' not in t.picture()


def suit_sorted(cards) -> list[int]:
    """A hand's ids by suit (spades, hearts, clubs, diamonds), then rank, jokers last."""
    return [c.id for c in sorted(cards, key=lambda c: ("SHCD".index(c.suit) if c.suit else 4, c.rank or 0, c.copy))]


def test_open_table_shows_every_hand_sorted_by_suit():
    t = stacked_table(open=True)
    assert [sorted(h) for h in t.hands] == [sorted(c.id for c in t.round.hand(s)) for s in range(2)]
    assert t.hands == [suit_sorted(t.round.hand(s)) for s in range(2)]
    # A dealt hand with a joker: the computer's shown cards are in suit order, the joker last.
    t = Table(Game(Rules(players=4), seed=3), opponents="greedy", open=True, size="projector")
    picture = t.picture()
    for s in range(1, 4):
        cards = [Card.from_id(i) for i in t.hands[s]]
        assert t.hands[s] == suit_sorted(cards) and t.hands[s] != [c.id for c in t.round.hand(s)], s
        # The stored picture (what a notebook shows before it runs) draws them in the same order.
        drawn = [int(i) for i in re.findall(rf'data-id="(\d+)" data-zone="seat" data-seat="{s}"', picture)]
        assert drawn == t.hands[s], (s, drawn)


def test_a_whole_round_against_the_computer_reaches_the_score_sheet():
    # South discards K♣; East plays; South draws J♦ and goes down with everything at once.
    game = Game(
        Rules(players=2), seed=1, deck=" ".join(["7S 8S 9S 10S JS QH QD QC 4H 5H 6H 2C 2D 2S KC", HAND1, STOCK])
    )
    t = Table(game, opponents="greedy")
    send(t, {"kind": "pick", "cards": ids("KC")})
    send(t, {"kind": "act", "action": "discard"})
    while t.status["computer"]:
        send(t, {"kind": "step", "at": t.revision})
    assert t.round.current == 0
    send(t, {"kind": "act", "action": "draw"})
    drawn = [c for c in t.round.hand(0) if c.rank == 11 and c.suit == "D"]
    assert drawn, t.round.hand(0)
    for group in ("7S 8S 9S 10S JS", "QH QD QC", "4H 5H 6H"):
        send(t, {"kind": "pick", "cards": ids(group)})
        send(t, {"kind": "act", "action": "stage"})
    send(t, {"kind": "pick", "cards": ids("2C 2D 2S")})
    send(t, {"kind": "act", "action": "meld"})
    send(t, {"kind": "pick", "cards": [drawn[0].id]})
    send(t, {"kind": "act", "action": "discard"})
    assert t.round.is_over and t.status["round_over"]
    sheet = t.scores["rounds"][0]
    assert sheet["message"] == t.round.result.message
    assert [line["message"] for line in sheet["lines"]] == [line.message for line in t.round.result.lines]
    assert t.scores["totals"] == t.game.totals
    assert t.hands == [suit_sorted(t.round.hand(s)) for s in range(2)] and t.hands[1]  # shown once scored
    send(t, {"kind": "act", "action": "next_round"})
    assert t.hands == []
    assert t.round.number == 2 and t.view["number"] == 2 and len(t.view["hand"]) in (14, 15)


def test_stored_notebooks_keep_no_widget_state_github_would_refuse():
    from pathlib import Path

    import nbformat

    for path in sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("**/*.ipynb")):
        nb = nbformat.read(path, as_version=4)
        widgets = nb.metadata.get("widgets")
        assert widgets is None or all("state" in v for v in widgets.values()), path.name


def test_every_refused_button_says_why_in_words_that_are_true_now():
    t = stacked_table(opponents=None)
    assert {b["reason"] for b in t.actions} == {"Show your hand first."}
    send(t, {"kind": "show_hand"})
    assert all(
        b["reason"] == t.round.check(t._candidate(b["name"], t.round.view(0))[0]).message
        for b in t.actions
        if b["name"] in ("draw", "take", "put_back", "undo")
    )
    send(t, {"kind": "pick", "cards": ids("KC")})
    send(t, {"kind": "act", "action": "discard"})
    assert {b["reason"] for b in t.actions} == {"Show your hand first."}
    t = stacked_table()
    send(t, {"kind": "pick", "cards": ids("KC")})
    send(t, {"kind": "act", "action": "discard"})
    assert {b["reason"] for b in t.actions} == {"It is not your turn."}


def test_the_last_round_offers_declare_konkan_and_the_game_ends_with_its_winner():
    game = Game(
        Rules(players=2, rounds=1),
        seed=1,
        deck=" ".join(["7S 8S 9S 10S JS QH QD QC 4H 5H 6H 2C 2D 2S KC", HAND1, STOCK]),
    )
    t = Table(game, opponents="random")
    declare = next(b for b in t.actions if b["name"] == "declare")
    assert declare["reason"] == t.round.check(t._candidate("declare", t.round.view(0))[0]).message
    assert all(b["name"] != "declare" for b in stacked_table().actions)  # round 1 of 5: no declaring
    for group in ("7S 8S 9S 10S JS", "QH QD QC", "4H 5H 6H"):
        send(t, {"kind": "pick", "cards": ids(group)})
        send(t, {"kind": "act", "action": "stage"})
    send(t, {"kind": "pick", "cards": ids("2C 2D 2S")})
    send(t, {"kind": "act", "action": "meld"})
    send(t, {"kind": "pick", "cards": ids("KC")})
    send(t, {"kind": "act", "action": "discard"})
    assert t.game.is_over and t.game.winners == [0]
    assert t.status["text"] == "The game is over: South won." and t.scores["winners"] == [0]
    assert repr(t) == "<Table: South vs 1 computer player, round 1 of 1, game over>"
    send(t, {"kind": "act", "action": "next_round"})
    assert t.message["text"] == "The game is over: there is no next round."


def play_by_hints(t: Table, limit: int = 3000) -> int:
    """The learner follows the engine's first hint through the page's intents until the game ends."""
    from konkan import LayOff, SwapJoker, TakeDiscard
    from konkan.play.hints import hints_for_view

    names = {Draw: "draw", TakeDiscard: "take", Discard: "discard", Meld: "meld", LayOff: "lay_off", SwapJoker: "swap"}
    sent = 0
    while not t.game.is_over and sent < limit:
        if t.round.is_over:
            send(t, {"kind": "act", "action": "next_round"})
            continue
        if t.status["computer"]:
            send(t, {"kind": "step", "at": t.revision})
            sent += 1
            continue
        view = t.round.view(t.seat)
        move = next((a for h in hints_for_view(view) for a in h.actions[:1] if type(a) in names), None)
        if move is None:
            move = next(a for a in view.legal if isinstance(a, (Draw, Discard)))
        if isinstance(move, Meld):
            for group in move.groups:
                send(t, {"kind": "pick", "cards": [c.id for c in group]})
                send(t, {"kind": "act", "action": "stage"})
            send(t, {"kind": "pick", "cards": []})
        elif isinstance(move, (LayOff, SwapJoker)):
            send(t, {"kind": "pick", "cards": [c.id for c in move.cards]})
            send(t, {"kind": "target", "index": move.meld_index})
        elif isinstance(move, Discard):
            send(t, {"kind": "pick", "cards": [move.card.id]})
        send(t, {"kind": "act", "action": names[type(move)]})
        sent += 1
        assert t.message.get("tone") != "error", (str(move), t.message)
    return sent


@pytest.mark.parametrize("seed, players, opponents", [(1, 2, "greedy"), (2, 3, "random"), (3, 4, "greedy")])
def test_whole_games_through_the_page_never_trip_the_widget(seed, players, opponents):
    t = Table(seed=seed, opponents=opponents, rules=Rules(players=players, rounds=2))
    play_by_hints(t)
    assert t.game.is_over and t.status["game_over"]
    assert len(t.scores["rounds"]) >= 2 and t.scores["totals"] == t.game.totals
    assert repr(t).endswith(", game over>")


def test_a_stored_table_shows_as_a_picture_where_no_kernel_runs():
    """nbconvert (what nbviewer uses) shows each stored Table as its SVG picture, not as text."""
    import base64
    from pathlib import Path

    import nbformat
    from nbconvert import HTMLExporter

    path = Path(__file__).resolve().parents[1] / "notebooks" / "13-konkan-for-programmers.ipynb"
    html, _ = HTMLExporter().from_notebook_node(nbformat.read(path, as_version=4))
    pictures = [base64.b64decode(m).decode() for m in re.findall(r'src="data:image/svg\+xml;base64,([^"]+)"', html)]
    tables = [p for p in pictures if "<title>Konkan table, seen by" in p]
    assert len(tables) == 3
    assert "&lt;Table:" not in html  # the short text repr is only the fallback of last resort


def test_the_learner_says_what_a_joker_stands_for_when_it_has_a_choice():
    t = stacked_table()
    send(t, {"kind": "pick", "cards": ids("4H 5H JK")})
    joker = t.live["joker"]
    assert joker["as"] == "6H" and [o["code"] for o in joker["options"]] == ["3H", "6H"]
    send(t, {"kind": "joker", "reading": "3H"})
    assert t.live["joker"]["as"] == "3H"
    assert t.live["text"].startswith(check_meld("4H 5H JK", joker_as="3H").message)
    send(t, {"kind": "joker", "reading": "9C"})
    assert t.message["tone"] == "error" and "can't be read as 9♣" in t.message["text"]
    send(t, {"kind": "act", "action": "stage"})
    for group in ("7S 8S 9S 10S", "QH QD QC"):
        send(t, {"kind": "pick", "cards": ids(group)})
        send(t, {"kind": "act", "action": "stage"})
    send(t, {"kind": "act", "action": "meld"})
    assert t.message["tone"] == "ok", t.message
    joker_meld = next(m for m in t.round.table if m.has_joker)
    assert str(joker_meld.joker_as) == "3♥" and t.view["table"][0]["joker_as"] == "3H"


def test_a_computer_player_that_fails_pauses_play_and_changes_nothing():
    class Broken:
        def decide(self, view):
            raise RuntimeError("no idea")

        def play_turn(self, round):
            raise RuntimeError("no idea")

    t = stacked_table(opponents=[Broken()])
    send(t, {"kind": "pick", "cards": ids("KC")})
    send(t, {"kind": "act", "action": "discard"})
    history = t.round.history
    send(t, {"kind": "step", "at": t.revision})
    assert t.message["text"] == (
        "North (computer) could not move, so play is paused: it failed (RuntimeError: no idea)"
    )
    assert t.auto is False and t.round.history == history


# --- issue 16: the table as a new user met it ----------------------------------------------------


def test_the_page_places_seats_from_the_one_layout_rule():
    from konkan.render import seat_places

    t = Table(seed=3, rules=Rules(players=4), opponents="greedy")
    assert t.places == [p.to_dict() for p in seat_places(4, 0)]
    sides = {p["seat"]: p["side"] for p in t.places}
    assert sides == {0: "bottom", 1: "right", 2: "top", 3: "left"}  # East on the right (R1.3)
    t5 = Table(seed=3, rules=Rules(players=5), opponents="greedy", seat=2)
    assert {p["seat"]: p["side"] for p in t5.places}[3] == "right"


def open_three_melds(t: Table) -> None:
    for group in ("7S 8S 9S 10S", "QH QD QC"):
        send(t, {"kind": "pick", "cards": ids(group)})
        send(t, {"kind": "act", "action": "stage"})
    send(t, {"kind": "pick", "cards": ids("4H 5H JK")})
    send(t, {"kind": "act", "action": "meld"})
    assert len(t.round.table) == 3, t.message


def test_a_lay_off_target_is_dropped_when_a_card_is_picked_for_a_discard():
    t = stacked_table()
    open_three_melds(t)
    send(t, {"kind": "target", "index": 1})  # the queens, chosen and then not used
    send(t, {"kind": "pick", "cards": ids("KC")})
    discard = t.round.check(Discard(0, Card.parse("KC")))
    assert t.target == -1 and t.live["text"] == discard.message and "lay off" not in t.live["text"]
    # A card that does go on the chosen meld keeps it, and the engine says so.
    send(t, {"kind": "target", "index": 0})
    send(t, {"kind": "pick", "cards": ids("JS")})
    assert t.target == 0 and t.live["text"].startswith("You may lay off J♠")
    # Cards picked first and the meld chosen after: the refusal is the learner's to read.
    send(t, {"kind": "pick", "cards": ids("KC")})
    send(t, {"kind": "target", "index": 0})
    assert t.target == 0 and t.live["text"].startswith("You can't lay off K♣")
    send(t, {"kind": "pick", "cards": ids("JS")})
    send(t, {"kind": "act", "action": "lay_off"})
    assert t.target == -1  # the move is made


def test_undo_puts_the_hand_back_in_the_learners_own_order():
    t = stacked_table()
    mine = ids("KC 3D 2C JK 6H 5H 4H QC QD QH JS 10S 9S 8S 7S")
    send(t, {"kind": "arrange", "cards": mine})
    before = list(t.order)
    for group in ("7S 8S 9S 10S", "QH QD QC"):
        send(t, {"kind": "pick", "cards": ids(group)})
        send(t, {"kind": "act", "action": "stage"})
    send(t, {"kind": "pick", "cards": ids("4H 5H JK")})
    send(t, {"kind": "act", "action": "meld"})
    send(t, {"kind": "pick", "cards": ids("JS")})
    send(t, {"kind": "target", "index": 0})
    send(t, {"kind": "act", "action": "lay_off"})
    send(t, {"kind": "act", "action": "undo"})
    assert t.order == [i for i in before if i not in ids("7S 8S 9S 10S QH QD QC 4H 5H JK")]
    send(t, {"kind": "act", "action": "undo"})
    assert t.order == before and t.view["hand"] and len(t.order) == 15
    # Cards moved after the move keep their new places; the cards taken back return to theirs.
    send(t, {"kind": "pick", "cards": ids("QH QD QC")})
    send(t, {"kind": "act", "action": "stage"})
    send(t, {"kind": "pick", "cards": ids("7S 8S 9S 10S JS")})
    send(t, {"kind": "act", "action": "stage"})
    send(t, {"kind": "pick", "cards": ids("4H 5H JK")})
    send(t, {"kind": "act", "action": "meld"})
    send(t, {"kind": "sort", "by": "rank"})
    rest = list(t.order)
    send(t, {"kind": "act", "action": "undo"})
    assert [i for i in t.order if i in rest] == rest and len(t.order) == 15
    assert t.order.index(ids("QC")[0]) < t.order.index(ids("QD")[0]) < t.order.index(ids("QH")[0])


def whole_game(rules: Rules, seed: int = 5) -> Table:
    t = Table(seed=seed, rules=rules, opponents="greedy")
    play_by_hints(t)
    assert t.game.is_over
    return t


@pytest.mark.parametrize(
    "rules",
    [
        Rules(players=2, rounds=2),
        Rules(players=3, game_end="target", game_end_score=120),
        Rules(players=4, partnership=True, rounds=1),
    ],
    ids=["rounds", "target", "partnership"],
)
def test_the_end_of_the_game_shows_the_engines_standings_and_winner(rules):
    t = whole_game(rules)
    g, end = t.game, t.scores["end"]
    won = [st["seat"] for st in end["standings"] if st["won"]]
    assert sorted(won) == g.winners and [st["seat"] for st in end["standings"]][: len(won)] == won
    assert {st["seat"]: st["total"] for st in end["standings"]} == dict(enumerate(g.totals))
    assert sorted(st["seat"] for st in end["standings"]) == list(range(rules.players))
    assert all(st["place"] == 1 for st in end["standings"] if st["won"])
    assert all(st["place"] > 1 for st in end["standings"] if not st["won"])
    assert end["seed"] == "5" and all(g.names[s] in end["text"] for s in g.winners)
    rule = "R9" if rules.game_end == "target" else "R8.7"
    assert f"({rule})" in end["text"], end["text"]
    if rules.partnership:
        assert list(g.team_totals) == end["teams"] and f"lower team total, {min(g.team_totals)}" in end["text"]


def test_the_end_of_a_round_carries_each_seats_score_and_reason():
    t = Table(seed=5, rules=Rules(players=2, rounds=2), opponents="greedy")
    while not t.round.is_over:
        play_by_hints(t, limit=1) if not t.status["computer"] else send(t, {"kind": "step", "at": t.revision})
    last = t.scores["rounds"][-1]
    assert last["message"] == t.round.result.message and t.status["round_over"] and not t.status["game_over"]
    assert [(ln["seat"], ln["score"], ln["message"]) for ln in last["lines"]] == [
        (ln.seat, ln.score, ln.message) for ln in t.round.result.lines
    ]
    assert t.scores["end"] == {}


def test_new_game_deals_a_new_seed_or_the_one_given_and_says_which():
    t = whole_game(Rules(players=2, rounds=1))
    send(t, {"kind": "new_game", "seed": "42"})
    same = Game(Rules(players=2, rounds=1), seed=42)
    assert t.game.seed == 42 and t.round.number == 1 and not t.game.is_over
    assert t.round.hand(0) == same.round.hand(0) and t.view["hand"] == [c.id for c in same.round.hand(0)]
    assert "seed 42" in t.message["text"] and t.seed == "42" and t.scores["rounds"] == []
    assert t.players[1] is not None and t.status["text"] == "Your turn: go down if you can, then discard."
    # Mid-game, a new game is refused and nothing changes.
    before = synced(t)
    send(t, {"kind": "new_game"})
    assert t.message["tone"] == "error" and t.game.seed == 42
    assert {k: v for k, v in synced(t).items() if k not in ("message", "revision")} == {
        k: v for k, v in before.items() if k not in ("message", "revision")
    }
    play_by_hints(t)
    send(t, {"kind": "new_game"})
    assert t.game.seed != 42 and f"seed {t.game.seed}" in t.message["text"] and t.round.number == 1
    play_by_hints(t)
    send(t, {"kind": "new_game", "seed": " class 3B "})
    assert t.game.seed == "class 3B" and t.round.hand(0) == Game(
        Rules(players=2, rounds=1), seed="class 3B"
    ).round.hand(0)
    play_by_hints(t)
    send(t, {"kind": "new_game", "seed": "²"})  # a digit, but not one int() reads: a text seed
    assert t.game.seed == "²" and t.message["tone"] == "info"


def test_a_projector_table_says_so_and_checks_its_size():
    t = stacked_table(open=True, projector=True)
    assert t.size == "projector" and repr(t).endswith(", open hands, projector size>")
    assert stacked_table(size="projector").size == "projector" and stacked_table().size == "normal"
    with pytest.raises(KonkanError, match="size must be one of 'normal', 'projector'"):
        stacked_table(size="huge")


def test_an_elimination_game_ends_with_the_last_one_left_and_when_each_left():
    from konkan.play.players import GreedyPlayer

    g = Game(Rules(players=3, game_end="elimination", game_end_score=60), seed=9)
    players = [GreedyPlayer(seed=i, explain=False) for i in range(3)]
    while True:
        r = g.round
        while not r.is_over:
            r.apply(players[g.seats(r)[r.current]].decide(r.view(r.current)).action)
        if g.is_over:
            break
        g.next_round()
    (winner,) = g.winners
    end = Table(g, seat=winner, opponents="greedy").scores["end"]
    assert end["text"] == f"{g.names[winner]} is the last player left in the game and wins (R9)."
    assert [st["seat"] for st in end["standings"]] == [winner, *reversed(g.eliminated)]
    for st in end["standings"][1:]:
        last = max(r.number for r in g.counted_rounds if st["seat"] in g.seats(r))
        assert st["note"] == f"left after round {last} (over 60)" and st["total"] > 60


def test_a_card_picked_alone_before_the_draw_is_told_to_wait_for_the_draw_not_that_it_is_no_meld():
    from konkan import Round, Rules
    from konkan.widgets.table import live_line

    r = Round.staged(Rules(players=2), hands=["7S 8S 9S 4H", "2C 3C"], pile="KD", phase="start")
    live = live_line(r, r.view(0), [r.hand(0)[3]])
    assert live["ok"] is False and live["rule"] == "R3.3"
    assert live["text"].startswith("Before you can discard, begin your turn: draw")
    assert "meld" not in live["text"]
