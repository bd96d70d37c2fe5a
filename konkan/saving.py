"""Saving and loading rounds and games as JSON.

A save holds the rules, the seat names, the deal (card ids), the seed, every action, and the
state they lead to. Loading replays every action through the round's own checks, then writes
the result out again: it must match the file exactly, so a changed file is refused, never
quietly mended (a seat ``true`` read as 1, a missing option filled in, a card swapped for its
twin).
"""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Any

from .actions import Action
from .cards import Card
from .catalogue import say
from .errors import CorruptSave, KonkanError, shown
from .rules import Rules

if TYPE_CHECKING:
    from .game import Game
    from .round import Round

FORMAT_ROUND = "konkan-round"
FORMAT_GAME = "konkan-game"
FORMAT_VERSION = 2
MAX_SAVE_BYTES = 20_000_000


def dumps(data: dict[str, Any]) -> str:
    """The save's text, with a checksum of its content so that any change to it shows."""
    body = _canonical(data)
    return '{"check": "' + _digest(body) + '", ' + body[1:]


def _canonical(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, sort_keys=True)


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def checksum(data: dict[str, Any]) -> str:
    """The checksum a save of ``data`` carries (any ``check`` key in it is left out)."""
    return _digest(_canonical({k: v for k, v in data.items() if k != "check"}))


def _verify_checksum(data: dict[str, Any], what: str) -> tuple[dict[str, Any], str]:
    """The save without its checksum, and its canonical text, once the checksum shows nothing
    was changed."""
    if "check" not in data:
        raise CorruptSave(say("error.save.no_checksum", what=what))
    body = {k: v for k, v in data.items() if k != "check"}
    try:
        text = _canonical(body)
    except (TypeError, ValueError):
        raise CorruptSave(say("error.save.unwritable", what=what)) from None
    if data["check"] != _digest(text):
        raise CorruptSave(say("error.save.changed", what=what))
    return body, text


def state_dict(r: Round) -> dict[str, Any]:
    """What the actions lead to: written in the save, compared on loading."""
    result = r.result
    return {
        "current": r.current,
        "phase": r.phase.value,
        "hands": [[c.id for c in r.hand(s)] for s in range(r.players)],
        "stock": [c.id for c in r.stock],
        "discard_pile": [c.id for c in r.discard_pile],
        "table": [{"cards": [c.id for c in m.cards], "owner": m.owner} for m in r.table],
        "down": [r.is_down(s) for s in range(r.players)],
        "declared": r.declared,
        "result": result.to_dict() if result else None,
    }


def round_to_dict(r: Round) -> dict[str, Any]:
    return {
        "format": FORMAT_ROUND,
        "version": FORMAT_VERSION,
        "rules": r.rules.to_dict(),
        "names": list(r.names),
        "number": r.number,
        "dealer": r.dealer,
        "seed": r.seed,
        "deck": [c.id for c in r.deck],
        "actions": [a.to_dict() for a in r.history],
        "state": state_dict(r),
    }


def load(text: Any, fmt: str) -> dict[str, Any]:
    """The JSON object in ``text`` (str, bytes or an already-read dict), checked for format."""
    if isinstance(text, dict):
        data = text
    else:
        if isinstance(text, (bytes, bytearray)):
            if len(text) > MAX_SAVE_BYTES:
                raise CorruptSave(say("error.save.bytes", size=len(text)))
            try:
                text = bytes(text).decode("utf-8")
            except UnicodeDecodeError:
                raise CorruptSave(say("error.save.utf8")) from None
        if not isinstance(text, str):
            raise CorruptSave(say("error.save.type", value=shown(text)))
        if len(text) > MAX_SAVE_BYTES:
            raise CorruptSave(say("error.save.characters", size=len(text)))
        try:
            data = json.loads(text)
        except RecursionError:
            raise CorruptSave(say("error.save.too_deep")) from None
        except ValueError as e:  # bad JSON, or a number too long to read
            raise CorruptSave(say("error.save.json", error=shown(str(e), 120))) from None
    # The depth first: Python 3.13's json reads a list nested thousands deep that 3.10 to 3.12 refuse.
    _check_shape(data)
    if not isinstance(data, dict):
        raise CorruptSave(say("error.save.object"))
    if data.get("format") != fmt:
        raise CorruptSave(say("error.save.format", format=fmt, value=shown(data.get("format"))))
    if data.get("version") != FORMAT_VERSION or isinstance(data.get("version"), bool):
        raise CorruptSave(say("error.save.version", value=shown(data.get("version")), version=FORMAT_VERSION))
    return data


MAX_SAVE_DEPTH = 16  # a game save nests 8 deep: game, rounds, round, actions, action, groups, group, card id


def _check_shape(data: Any) -> None:
    """Refuse, before anything reads it, a save nested deeper than any save konkan writes, or
    holding text that is not valid Unicode (a lone surrogate such as ``\\ud800`` can't be
    written as UTF-8). The walk keeps its own stack, so no nesting makes it recurse."""
    stack: list[tuple[Any, int, str]] = [(data, 1, "")]
    while stack:
        value, depth, where = stack.pop()
        if isinstance(value, (dict, list)):
            if depth > MAX_SAVE_DEPTH:
                raise CorruptSave(say("error.save.deeper", where=where[:80]))
            items = value.items() if isinstance(value, dict) else enumerate(value)
            for key, item in items:
                if isinstance(key, str):
                    _check_text(key, where)
                elif not isinstance(key, int) or isinstance(value, dict):
                    raise CorruptSave(say("error.save.key", where=where[:80] or say("error.where.top")))
                here = f"{where}.{key}" if isinstance(key, str) else f"{where}[{key}]"
                stack.append((item, depth + 1, here.lstrip(".")))
        elif isinstance(value, str):
            _check_text(value, where)
        elif value is not None and not isinstance(value, (bool, int, float)):
            raise CorruptSave(say("error.save.value", value=type(value).__name__, where=where[:80]))


def _check_text(text: str, where: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise CorruptSave(say("error.save.surrogate", where=where[:80] or say("error.where.top"))) from None


def _first_difference(a: Any, b: Any, path: str = "") -> str:
    if type(a) is not type(b):
        return path or say("error.where.shape")
    if isinstance(a, dict):
        for k in sorted(set(a) | set(b), key=str):
            if k not in a or k not in b or a[k] != b[k] or type(a[k]) is not type(b[k]):
                return _first_difference(a.get(k), b.get(k), f"{path}.{k}" if path else str(k))
    if isinstance(a, list):
        if len(a) != len(b):
            return say("error.where.length", path=path)
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y or type(x) is not type(y):
                return _first_difference(x, y, f"{path}[{i}]")
    return path or say("error.where.shape")


def _same(again: dict[str, Any], data: dict[str, Any], text: str | None = None) -> bool:
    """Equal as JSON text, so of the same types all the way down (true is not 1). ``text`` is
    ``data``'s canonical text when it is already known."""
    try:
        return _canonical(again) == (text if text is not None else _canonical(data))
    except (TypeError, ValueError):
        return False


def round_from_json(text: Any) -> Round:
    data = load(text, FORMAT_ROUND)
    if "check" in data or not isinstance(text, dict):
        body, canonical = _verify_checksum(data, say("error.what.round"))
        return round_from_dict(body, text=canonical)
    return round_from_dict(data)


def _saved_rules(data: dict[str, Any], what: str, keys: tuple[str, ...]) -> Rules:
    """The rules of a saved round or game, once every key it must hold is there."""
    for key in keys:
        if key not in data:
            raise CorruptSave(say("error.save.missing", what=what, name=repr(key)))
    try:
        return Rules.from_dict(data["rules"])
    except KonkanError as e:
        raise CorruptSave(say("error.save.rules", what=what, error=e)) from None


def round_from_dict(data: dict[str, Any], *, text: str | None = None) -> Round:
    from .round import Round  # a round saves itself through this module: imported here

    rules = _saved_rules(
        data, say("error.what.round"), ("rules", "names", "number", "dealer", "deck", "actions", "state", "seed")
    )
    deck_ids = data["deck"]
    if not isinstance(deck_ids, list) or not all(type(i) is int and 0 <= i < 106 for i in deck_ids):
        raise CorruptSave(say("error.save.deck"))
    try:
        deck = [Card.from_id(i) for i in deck_ids]
        r = Round(
            rules, number=data["number"], dealer=data["dealer"], seed=data["seed"], deck=deck, names=data["names"]
        )
    except KonkanError as e:
        raise CorruptSave(say("error.save.deal", error=e)) from None
    actions = data["actions"]
    if not isinstance(actions, list):
        raise CorruptSave(say("error.save.actions"))
    for i, raw in enumerate(actions):
        try:
            action = Action.from_dict(raw)
        except KonkanError as e:
            raise CorruptSave(say("error.save.action", number=i, error=e)) from None
        try:
            r.apply(action)
        except KonkanError as e:
            raise CorruptSave(say("error.save.replay", number=i, action=action, error=e)) from None
    again = round_to_dict(r)
    if not _same(again, data, text):
        where = _first_difference(again, data)
        raise CorruptSave(say("error.save.round_mismatch", where=where))
    return r


def game_to_dict(g: Game) -> dict[str, Any]:
    """The game's save: its rules, names and seed, every round dealt, and the totals. Who played
    each round (elimination) follows from these, and loading checks it."""
    return {
        "format": FORMAT_GAME,
        "version": FORMAT_VERSION,
        "rules": g.rules.to_dict(),
        "names": list(g.names),
        "seed": g.seed,
        "rounds": [round_to_dict(r) for r in g.rounds],
        "totals": g.totals,
    }


def game_from_json(text: Any) -> Game:
    from .game import Game  # a game saves itself through this module: imported here

    data, canonical = _verify_checksum(load(text, FORMAT_GAME), say("error.what.game"))
    rules = _saved_rules(data, say("error.what.game"), ("rules", "names", "seed", "rounds", "totals"))
    rounds = data["rounds"]
    if not isinstance(rounds, list) or not rounds:
        raise CorruptSave(say("error.save.no_rounds"))
    seed = data["seed"]
    if not isinstance(seed, (int, str)) or isinstance(seed, bool):
        raise CorruptSave(say("error.save.seed", value=shown(seed)))
    try:
        g = Game.without_rounds(rules, seed, data["names"])
    except KonkanError as e:
        raise CorruptSave(say("error.save.game", error=e)) from None
    for i, rd in enumerate(rounds):
        if not isinstance(rd, dict):
            raise CorruptSave(say("error.save.round_object", number=i))
        # A round's players may be fewer than the game's (elimination): the game checks their number.
        round_rules = rd.get("rules")
        if not isinstance(round_rules, dict) or {**round_rules, "players": rules.players} != data["rules"]:
            raise CorruptSave(say("error.save.round_rules", number=i))
        try:
            r = round_from_json(rd)
        except CorruptSave as e:
            raise CorruptSave(say("error.save.round", number=i, error=e)) from None
        try:
            g.adopt(r)
        except KonkanError as e:
            raise CorruptSave(say("error.save.round", number=i, error=e)) from None
        if g.is_over and i != len(rounds) - 1:
            raise CorruptSave(say("error.save.after_end", number=i))
    again = game_to_dict(g)
    if not _same(again, data, canonical):
        raise CorruptSave(say("error.save.game_mismatch", where=_first_difference(again, data)))
    return g


__all__ = [
    "FORMAT_GAME",
    "FORMAT_ROUND",
    "FORMAT_VERSION",
    "game_from_json",
    "game_to_dict",
    "round_from_json",
    "round_to_dict",
    "state_dict",
]
