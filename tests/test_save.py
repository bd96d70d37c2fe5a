"""Saving and loading: a round replays from its deal and its actions; tampering is caught."""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from konkan import CorruptSave, Game, Round, Rules
from konkan.play.players import RandomPlayer
from konkan.saving import checksum


def played_round(seed=5, turns=12, players=3):
    r = Round(Rules(players=players), seed=seed)
    bots = [RandomPlayer(seed + i) for i in range(players)]
    for _ in range(turns):
        if r.is_over:
            break
        bots[r.current].play_turn(r)
    return r


def test_a_round_replays_from_its_seed_and_its_actions():
    r = played_round()
    again = Round(r.rules, seed=r.seed)
    for action in r.history:
        again.apply(action)
    assert again.to_json() == r.to_json()


def test_a_round_round_trips_mid_turn():
    r = played_round(turns=7)
    r.draw() if r.can_draw() else None
    loaded = Round.from_json(r.to_json())
    assert loaded.to_json() == r.to_json()
    assert [loaded.hand(s) for s in range(3)] == [r.hand(s) for s in range(3)]
    assert loaded.can_undo() == r.can_undo()


def test_a_finished_game_round_trips():
    g = Game(Rules(players=2, rounds=2), seed=11)
    bots = [RandomPlayer(1), RandomPlayer(2)]
    while not g.is_over:
        if g.round.is_over:
            g.next_round()
        bots[g.round.current].play_turn(g.round)
    loaded = Game.from_json(g.to_json())
    assert loaded.to_json() == g.to_json() and loaded.winners == g.winners and loaded.is_over


def test_not_json_is_refused_clearly():
    with pytest.raises(CorruptSave, match="not valid JSON"):
        Round.from_json("{oops")
    with pytest.raises(CorruptSave, match="JSON object"):
        Round.from_json("[1, 2]")


def test_another_format_or_version_is_refused():
    g = Game(Rules(players=2), seed=1)
    with pytest.raises(CorruptSave, match="not a konkan-round"):
        Round.from_json(g.to_json())
    data = json.loads(g.round.to_json())
    data["version"] = 99
    with pytest.raises(CorruptSave, match="version 99"):
        Round.from_json(json.dumps(data))


def tamper(text, change, *, resign=True):
    """Change a saved file; re-sign it (as a careful forger would) so the deeper checks are tested."""
    data = json.loads(text)
    change(data)
    if resign and isinstance(data, dict) and "check" in data:
        data["check"] = checksum(data)
    return json.dumps(data)


def test_any_change_to_a_saved_round_is_caught_by_its_checksum():
    r = played_round()

    def touch(d):
        d["seed"] = d["seed"] + 1

    with pytest.raises(CorruptSave, match="changed after it was written"):
        Round.from_json(tamper(r.to_json(), touch, resign=False))
    with pytest.raises(CorruptSave, match="no checksum"):
        Round.from_json(tamper(r.to_json(), lambda d: d.pop("check"), resign=False))


def test_a_tampered_hand_is_caught():
    r = played_round()

    def swap_card(d):
        d["state"]["hands"][0][0], d["state"]["stock"][0] = d["state"]["stock"][0], d["state"]["hands"][0][0]

    with pytest.raises(CorruptSave, match="does not match"):
        Round.from_json(tamper(r.to_json(), swap_card))


def test_a_tampered_action_is_caught_naming_it():
    r = played_round()

    def bad_discard(d):
        discard = next(a for a in d["actions"] if a["kind"] == "discard")
        discard["card"] = d["state"]["stock"][0]  # a card that was never in that hand

    with pytest.raises(CorruptSave, match=r"saved action \d+ .*cannot be replayed"):
        Round.from_json(tamper(r.to_json(), bad_discard))


@pytest.mark.parametrize(
    "change, words",
    [
        (lambda d: d.pop("deck"), "no 'deck'"),
        (lambda d: d.__setitem__("deck", d["deck"][:10]), "too short"),
        (lambda d: d.__setitem__("deck", ["7S"] * 106), "card ids"),
        (lambda d: d["deck"].__setitem__(0, d["deck"][1]), "twice"),
        (lambda d: d["rules"].__setitem__("players", 9), "rules"),
        (lambda d: d["actions"].append({"seat": 0}), "malformed"),
        (lambda d: d["actions"].append({"seat": 0, "kind": "fly"}), "cannot be replayed|malformed"),
        (lambda d: d.__setitem__("actions", "x"), "actions must be a list"),
    ],
)
def test_a_damaged_round_file_says_what_is_wrong(change, words):
    r = played_round()
    with pytest.raises(CorruptSave, match=words):
        Round.from_json(tamper(r.to_json(), change))


def test_a_tampered_game_total_or_round_order_is_caught():
    g = Game(Rules(players=2, rounds=3), seed=11)
    bots = [RandomPlayer(1), RandomPlayer(2)]
    while len(g.rounds) < 2 or not g.round.is_over:
        if g.round.is_over:
            g.next_round()
        bots[g.round.current].play_turn(g.round)
    with pytest.raises(CorruptSave, match="totals"):
        Game.from_json(tamper(g.to_json(), lambda d: d.__setitem__("totals", [0, -999])))
    with pytest.raises(CorruptSave, match="round"):
        Game.from_json(tamper(g.to_json(), lambda d: d["rounds"].reverse()))
    with pytest.raises(CorruptSave):
        Game.from_json(tamper(g.to_json(), lambda d: d["rounds"][0]["rules"].__setitem__("joker_penalty", 50)))


def test_loading_never_touches_the_round_it_came_from():
    r = played_round()
    before = r.to_json()
    with pytest.raises(CorruptSave):
        Round.from_json(before[:-5])
    assert r.to_json() == before


# --- any file at all: a CorruptSave naming what is wrong, never another exception -------------


def _deep(n: int) -> list:
    out: list = []
    for _ in range(n):
        out = [out]
    return out


def _with_checksum(data: dict) -> str:
    from konkan.saving import dumps

    return dumps({k: v for k, v in data.items() if k != "check"})


@pytest.mark.parametrize("depth", [20, 900, 1000, 5000])
@pytest.mark.parametrize("load", [Round.from_json, Game.from_json], ids=["round", "game"])
def test_a_save_nested_deeply_anywhere_is_refused_as_corrupt(load, depth):
    r = played_round()
    data = json.loads(r.to_json()) if load is Round.from_json else json.loads(Game(Rules(players=2), seed=1).to_json())
    for where in ("names", "rules", "extra"):
        d = {**data, where: _deep(depth)}
        for text in (d, json.dumps(d) if depth < 990 else "[" * depth + "]" * depth):
            with pytest.raises(CorruptSave, match="nest"):
                load(text)
        if depth < 990:
            with pytest.raises(CorruptSave, match="nest"):
                load(_with_checksum(d))  # a right checksum gets it no further


def test_a_save_holding_a_lone_surrogate_is_refused_as_corrupt():
    r = played_round()
    text = r.to_json()
    assert '"South"' in text
    bad = text.replace('"South"', '"\\ud800"', 1)  # valid JSON, but text UTF-8 cannot hold
    data = json.loads(bad)
    g = json.loads(Game(Rules(players=2), seed=1).to_json())
    g["names"][0] = "\ud800"
    for load, save in [
        (Round.from_json, bad),
        (Round.from_json, data),
        (Game.from_json, g),
        (Game.from_json, json.dumps(g)),
        (Round.from_json, bad.encode("utf-8", "surrogatepass")),
    ]:
        with pytest.raises(CorruptSave):
            load(save)
    with pytest.raises(CorruptSave, match="not valid Unicode"):
        Round.from_json(data)


SAVES: list[tuple[str, dict]] = []


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    pick=st.integers(0, 10**6), how=st.sampled_from(["checked", "text", "dict"]), rng=st.randoms(use_true_random=False)
)
def test_a_mutated_save_loads_or_is_refused_as_corrupt(pick, how, rng):
    from mutations import mutate, real_saves

    if not SAVES:
        SAVES.extend(real_saves())
    kind, data = SAVES[pick % len(SAVES)]
    d = mutate(data, rng)
    given_: object = d
    if how != "dict":
        try:  # with its checksum made right again, a changed save gets as far as the replay
            given_ = _with_checksum(d) if how == "checked" and isinstance(d, dict) else json.dumps(d)
        except (TypeError, ValueError, RecursionError, UnicodeEncodeError):
            given_ = d
    load = Round.from_json if kind == "round" else Game.from_json
    try:
        loaded = load(given_)
    except CorruptSave as e:
        assert str(e) and len(str(e)) < 600
        return
    except Exception as e:  # pragma: no cover - the failure tested for
        pytest.fail(f"{kind} from_json raised {type(e).__name__}: {str(e)[:200]}")
    assert json.loads(loaded.to_json())["check"]  # what loads is a whole save again
