"""The Table across whole games, eliminations included: game seats and round seats.

Once a player is eliminated a round has fewer seats than the game, so round seat ``i`` is game
seat ``game.seats()[i]``. The Table must show the learner their own hand, let computers play
exactly their own seats, and never send the page another seat's cards, under every
``game_end``. A learner who is out watches the rest as an onlooker, with no hand.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from helpers import card_ids_in

from konkan import Discard, Draw, Game, ReturnDiscard, Rules, TakeDiscard, Undo
from konkan.play.players import make_player
from konkan.widgets import KonkanWidget, Table


def send(widget: KonkanWidget, content: Any) -> None:
    widget._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def synced(widget: KonkanWidget) -> dict[str, Any]:
    return {k: v for k, v in widget.get_state().items() if not k.startswith("_") and k != "faces"}


def play_until(g: Game, done: Any, seed: int = 0) -> None:
    """Play ``g`` with greedy players for every game seat, round after round, until ``done(g)``
    once the next round is dealt (or the game is over)."""
    bots = [make_player("greedy", seed=f"{seed}:{s}") for s in range(g.rules.players)]
    while True:
        r = g.round
        while not r.is_over:
            r.apply(bots[g.seats()[r.current]].decide(r.view(r.current)).action)
        if g.is_over:
            return
        g.next_round()
        if done(g):
            return


def test_the_issues_example_shows_the_learner_their_own_hand_after_an_elimination():
    g = Game(Rules(players=4, game_end="elimination", game_end_score=60), seed=1)
    play_until(g, lambda g: 1 in g.eliminated)
    assert not g.is_over and g.seats() == (0, 2, 3)
    t = Table(g, seat=2, opponents="random")
    mine = g.round_seat(2)
    assert mine == 1
    assert sorted(t.view["hand"]) == sorted(c.id for c in g.round.hand(mine))
    assert t.view["seat"] == mine and t.view["names"][mine] == g.names[2]
    # The computers are game seats 0 and 3, which are round seats 0 and 2.
    assert t.status["computers"] == [0, 2]


def test_round_seat_is_the_inverse_of_seats():
    g = Game(Rules(players=4, game_end="elimination", game_end_score=60), seed=1)
    play_until(g, lambda g: 1 in g.eliminated)
    assert [g.round_seat(s) for s in range(4)] == [0, None, 1, 2]
    assert all(g.seats()[g.round_seat(s)] == s for s in g.still_in)
    with pytest.raises(ValueError, match="seat must be a whole number from 0 to 3"):
        g.round_seat(4)


# --- whole games through the widget --------------------------------------------------------

SIMPLE = (Draw, TakeDiscard, ReturnDiscard, Undo, Discard)


def learner_move(t: Table, bot: Any) -> None:
    """The learner's move as the page sends it (a meld, lay-off or swap is applied directly)."""
    r = t.round
    action = bot.decide(r.view(t.me)).action
    if isinstance(action, Draw):
        send(t, {"kind": "act", "action": "draw"})
    elif isinstance(action, TakeDiscard):
        send(t, {"kind": "act", "action": "take"})
    elif isinstance(action, ReturnDiscard):
        send(t, {"kind": "act", "action": "put_back"})
    elif isinstance(action, Undo):
        send(t, {"kind": "act", "action": "undo"})
    elif isinstance(action, Discard):
        send(t, {"kind": "pick", "cards": [action.card.id]})
        send(t, {"kind": "act", "action": "discard"})
    else:
        r.apply(action)
        t._refresh()
    assert t.message.get("tone") != "error", t.message


def check_hidden(t: Table, public: set[int]) -> None:
    """What the page holds now: the learner's own hand, and no card the learner may not know."""
    g, r = t.game, t.round
    mine = g.round_seat(t.seat)
    own = {c.id for c in r.hand(mine)} if mine is not None else set()
    hidden = {c.id for s in range(r.players) if s != mine for c in r.hand(s)} | {c.id for c in r.stock}
    hidden -= public
    state = synced(t)
    # The score sheet shows the hands left at the end of rounds already played: other cards.
    now = {k: v for k, v in state.items() if k != "scores"}
    leaked = card_ids_in(now) & hidden
    assert not leaked, f"hidden cards sent to the page: {sorted(leaked)[:8]}"
    assert set(state["view"]["hand"]) == own
    if mine is None:
        assert t.is_out and t.status["out"] and state["view"]["hand"] == [] and state["view"]["legal"] == []
        assert "You are out of the game" in t.status["text"]
    else:
        assert state["view"]["seat"] == mine and not t.status["out"]
    computers = [s for s in range(r.players) if g.seats()[s] in t.players]
    assert t.status["computers"] == computers
    assert t.seat not in [g.seats()[s] for s in computers]


def play_whole_game(t: Table, learner: Any, limit: int = 3000) -> dict[str, int]:
    seen = {"steps": 0, "rounds": 1, "out_steps": 0, "others_out_steps": 0}
    public: set[int] = set()
    rounds = 1
    while not t.game.is_over:
        seen["steps"] += 1
        assert seen["steps"] < limit, "the game did not end"
        r = t.round
        if r.is_over:
            send(t, {"kind": "act", "action": "next_round"})
            assert t.round is not r, t.message
            rounds += 1
            public = set()
            continue
        if t.status["computer"]:
            mover = t.game.seats()[r.current]
            send(t, {"kind": "step", "at": t.revision})
            assert mover != t.seat, "a computer played the learner's seat"
        else:
            assert not t.is_out
            learner_move(t, learner)
        if t.round.is_over:
            continue
        public |= {c.id for c in r.discard_pile} | {c.id for m in r.table for c in m.cards}
        public |= {c.id for e in r.events_for(t.me) for c in e.cards}
        check_hidden(t, public)
        seen["out_steps"] += t.is_out
        seen["others_out_steps"] += bool(set(t.game.eliminated) - {t.seat}) and not t.is_out
    seen["rounds"] = rounds
    return seen


TABLES = {
    "rounds": Rules(players=3, rounds=2),
    "rounds-partnership": Rules(players=4, partnership=True, rounds=2),
    "target": Rules(players=3, game_end="target", game_end_score=150),
    "elimination": Rules(players=4, game_end="elimination", game_end_score=60),
}
SEEDS = {"elimination": 6}  # a game that ends in four rounds, three players out one by one


@pytest.mark.parametrize("name", list(TABLES))
def test_a_whole_game_at_the_table_never_shows_another_seat_or_plays_the_wrong_one(name):
    rules = TABLES[name]
    others = rules.players - 1
    # The computer at the learner's right plays at random, so it never goes down and is the
    # first out of an elimination game, while the learner plays on.
    t = Table(Game(rules, seed=SEEDS.get(name, 4)), seat=0, opponents=["random"] + ["greedy"] * (others - 1))
    seen = play_whole_game(t, make_player("greedy", seed="learner"))
    assert seen["steps"] > 20
    if name == "elimination":
        assert seen["others_out_steps"] > 0, "the game must go on after another seat is out"
        assert len(t.game.eliminated) == 3 and t.game.winners


def test_a_learner_who_is_out_watches_the_rest_with_every_hand_hidden():
    rules = Rules(players=3, game_end="elimination", game_end_score=60)
    t = Table(Game(rules, seed=5), seat=1, opponents="greedy")
    # The learner only draws and discards, so scores 100 a round and is out after the first.
    seen = play_whole_game(t, make_player("random", seed="never-down"))
    assert seen["out_steps"] > 0 and t.is_out and 1 in t.game.eliminated
    assert t.game.winners and 1 not in t.game.winners
    for kind in ("hint", "show_hand"):
        send(t, {"kind": kind})
        assert t.message["tone"] == "error"


def test_a_table_made_for_a_learner_already_out_says_so():
    rules = Rules(players=3, game_end="elimination", game_end_score=60)
    g = Game(rules, seed=3)
    play_until(g, lambda g: bool(g.eliminated) and not g.is_over)
    assert not g.is_over
    out = g.eliminated[0]
    t = Table(g, seat=out, opponents="greedy")
    assert t.is_out and t.view["hand"] == [] and t.status["out"]
    state = {k: v for k, v in json.loads(json.dumps(synced(t))).items() if k != "scores"}
    hidden = {c.id for s in range(g.round.players) for c in g.round.hand(s)}
    assert not card_ids_in(state) & hidden
    send(t, {"kind": "pick", "cards": [next(iter(hidden))]})
    assert t.message["text"] == "You are out of the game, so you hold no hand."
    assert all(not b["enabled"] and b["reason"] == "You are out of the game." for b in t.actions)
