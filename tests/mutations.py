"""Mutated JSON-like data for fuzz tests: a real view, save or intent with a few things changed.

``mutate(data, rng)`` copies ``data`` and changes one to three places in it: a value replaced
by an odd one, a key dropped or added, a list grown, shrunk or reordered, a number nudged, or a
value nested very deeply.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Any


def deep(n: int, inner: Any = None) -> Any:
    """A value nested ``n`` lists deep."""
    out: Any = [] if inner is None else inner
    for _ in range(n):
        out = [out]
    return out


ODD: list[Any] = [
    None,
    -1,
    0,
    1,
    2,
    4,
    5,
    13,
    51,
    104,
    105,
    106,
    2**63,
    10**30,
    -(10**30),
    True,
    False,
    1.0,
    0.5,
    "",
    "x",
    "\ud800",
    "7S",
    "JK",
    "start",
    "play",
    "over",
    "out",
    "void",
    "South",
    [],
    {},
    [0],
    [0, 0],
    [1, 2, 3],
    [None],
    {"a": 1},
    {"kind": "draw", "seat": 0},
    "seat 0: draw",
    deep(40),
    "x" * 300,
]


def places(data: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    """Every place in ``data``: its path (keys and indexes) and its value."""
    yield path, data
    if len(path) > 30:  # never into a value nested deeply on purpose
        return
    if isinstance(data, dict):
        for k, v in data.items():
            yield from places(v, path + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from places(v, path + (i,))


def mutate(data: Any, rng: random.Random, *, depth: int = 1500) -> Any:
    """A copy of ``data`` with one to three places changed (``depth``: how deep a nested value
    put in may go)."""
    out = copy.deepcopy(data)
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        spots = list(places(out))[1:]
        if not spots:
            return rng.choice(ODD)
        path, value = rng.choice(spots)
        parent = out
        for key in path[:-1]:
            parent = parent[key]
        key = path[-1]
        roll = rng.random()
        if roll < 0.45:
            parent[key] = copy.deepcopy(rng.choice(ODD))
        elif roll < 0.52:
            parent[key] = deep(rng.choice([10, 100, depth]), value)
        elif roll < 0.6 and isinstance(parent, dict):
            del parent[key]
        elif roll < 0.65 and isinstance(parent, dict):
            parent[rng.choice(["extra", "x", "check", "format"])] = copy.deepcopy(rng.choice(ODD))
        elif roll < 0.72 and isinstance(value, list) and value:
            value.append(rng.choice(value))  # shared, not copied: it may be nested very deeply
        elif roll < 0.8 and isinstance(value, list) and value:
            value.pop(rng.randrange(len(value)))
        elif roll < 0.9 and isinstance(value, int) and not isinstance(value, bool):
            parent[key] = value + rng.choice([-1, 1, 52, -52, 2**31])
        elif isinstance(value, list) and len(value) > 1:
            i, j = rng.randrange(len(value)), rng.randrange(len(value))
            value[i], value[j] = value[j], value[i]
        elif isinstance(value, str) and value:
            parent[key] = value[::-1] if rng.random() < 0.5 else value + "\ud800"
        else:
            parent[key] = copy.deepcopy(rng.choice(ODD))
    return out


def real_saves(seed: Any = 0) -> list[tuple[str, dict[str, Any]]]:
    """Real saves to mutate: a round nine moves in and a whole game, at three tables (two players;
    three, by elimination; four, two jokers a meld), played by greedy players from ``seed``."""
    import json

    from konkan import Game, Rules
    from konkan.play.players import make_player

    out: list[tuple[str, dict[str, Any]]] = []
    for k, rules in enumerate(
        [
            Rules(players=2, rounds=2),
            Rules(players=3, game_end="elimination", game_end_score=60),
            Rules(players=4, jokers_per_meld=2, rounds=1),
        ]
    ):
        g = Game(rules, seed=f"{seed}:{k}")
        bots = [make_player("greedy", seed=s) for s in range(rules.players)]
        while True:
            r, moves = g.round, 0
            while not r.is_over:
                r.apply(bots[g.seats()[r.current]].decide(r.view(r.current)).action)
                moves += 1
                if moves == 9:
                    out.append(("round", json.loads(r.to_json())))
            if g.is_over or len(g.rounds) > 2:
                break
            g.next_round()
        out.append(("game", json.loads(g.to_json())))
    return out
