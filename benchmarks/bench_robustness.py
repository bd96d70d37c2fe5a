"""Bad input at scale: random calls, mutated saves and views, forged widget intents.

Prints, for each kind, how many inputs were tried and how many escaped as anything but a
``KonkanError`` (and for widgets, how many reached the last-resort handler, and how many
refusals changed state). Every count of escapes should be 0.

    .venv/bin/python benchmarks/bench_robustness.py --calls 20000 --saves 2000 --views 2000 --intents 5000
"""

from __future__ import annotations

import argparse
import collections
import json
import random
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from konkan import (
    Action,
    Card,
    Game,
    KonkanError,
    Round,
    Rules,
    best_opening,
    check_meld,
    find_melds,
    hand_penalty,
    konkan_shape,
    parse_cards,
    rule,
)
from konkan.play.players import make_player
from konkan.saving import dumps
from konkan.view import SeatView
from tests.mutations import ODD, deep, mutate, real_saves


class Tally:
    def __init__(self, name: str) -> None:
        self.name, self.tried, self.escaped = name, 0, collections.Counter[str]()
        self.examples: dict[str, str] = {}
        self.extra: dict[str, int] = collections.Counter()

    def run(self, label: str, call: Callable[..., Any], *args: Any) -> Any:
        self.tried += 1
        try:
            return call(*args)
        except KonkanError:
            return None
        except Exception as e:
            key = f"{label}: {type(e).__name__}: {str(e)[:80]}"
            self.escaped[key] += 1
            self.examples.setdefault(key, traceback.format_exc(limit=4))
            return None

    def report(self, seconds: float) -> None:
        extra = "".join(f", {k} {v}" for k, v in self.extra.items())
        print(
            f"{self.name:<16} {self.tried:>7} tried, {sum(self.escaped.values()):>4} escaped as non-KonkanError"
            f"{extra}  ({seconds:.1f} s)"
        )
        for key, count in self.escaped.most_common(8):
            print(f"    {count:>5}  {key}")


def values(rng: random.Random, extra: list[Any]) -> Any:
    pool = ODD + extra + [deep(3000), "\ud800", 10**5000, float("nan"), b"7S", object(), [Card(7, "S")]]
    return rng.choice(pool)


def games(seed: int) -> list[Round]:
    """A few rounds part played, under several tables."""
    out = []
    for k, rules in enumerate(
        [
            Rules(players=2),
            Rules(players=3, jokers_per_meld=2),
            Rules(players=5),
            Rules(players=4, partnership=True, taken_discard_must_be_used=True),
        ]
    ):
        r = Round(rules, seed=f"{seed}:{k}")
        bots = [make_player("greedy", seed=s) for s in range(rules.players)]
        for _ in range(20 + 7 * k):
            if r.is_over:
                break
            r.apply(bots[r.current].decide(r.view(r.current)).action)
        out.append(r)
    return out


def random_calls(n: int, rng: random.Random) -> Tally:
    tally = Tally("random calls")
    cards = ["7S 8S 9S", "JK 5H 6H", "QH QD QC", "AS 2S 3S", "10C JC QC KC AC", "7S", "JK", ""]
    functions: list[tuple[str, Callable[..., Any]]] = [
        ("parse_cards", parse_cards),
        ("Card.parse", Card.parse),
        ("Card.from_id", Card.from_id),
        ("check_meld", check_meld),
        ("find_melds", find_melds),
        ("best_opening", best_opening),
        ("konkan_shape", konkan_shape),
        ("hand_penalty", hand_penalty),
        ("rule", rule),
        ("Action.parse", Action.parse),
        ("Action.from_dict", Action.from_dict),
        ("Rules.from_dict", Rules.from_dict),
        ("Round.from_json", Round.from_json),
        ("Game.from_json", Game.from_json),
        ("SeatView.from_dict", SeatView.from_dict),
    ]
    rounds = games(rng.randrange(1000))
    arity = {
        "meld": 2,
        "lay_off": 2,
        "swap_joker": 2,
        "discard": 1,
        "check": 1,
        "apply": 1,
        "view": 1,
        "hand": 1,
        "is_down": 1,
        "events_for": 1,
        "can_meld": 2,
        "can_lay_off": 2,
        "can_discard": 1,
        "verify_meld": 1,
        "verify_discard": 1,
        "verify_lay_off": 2,
    }
    methods = list(arity)
    changed = 0
    for i in range(n):
        if i % 2:
            name, f = rng.choice(functions)
            arg = rng.choice(cards) if rng.random() < 0.3 else values(rng, cards)
            tally.run(name, f, arg)
            continue
        r = rng.choice(rounds)
        name = rng.choice(methods)
        hand = r.hand(r.current) or [Card(7, "S")]
        args = [
            rng.choice(
                [
                    " ".join(str(c) for c in rng.sample(hand, min(3, len(hand)))),
                    values(rng, cards),
                    rng.randrange(-2, 8),
                ]
            )
            for _ in range(arity[name])
        ]
        before = r.to_json()
        result = tally.run(f"Round.{name}", getattr(r, name), *args)
        if name in ("meld", "lay_off", "swap_joker", "discard", "apply") and result is None and r.to_json() != before:
            changed += 1
    tally.extra["refusals that changed the round"] = changed
    return tally


def mutated_saves(n: int, rng: random.Random) -> Tally:
    tally = Tally("mutated saves")
    base = real_saves(rng.randrange(1000))
    loaded = 0
    for _ in range(n):
        kind, data = rng.choice(base)
        d = mutate(data, rng)
        how = rng.choice(["checked", "text", "dict"])
        given: Any = d
        try:  # with its checksum made right again, a changed save gets as far as the replay
            if how == "checked" and isinstance(d, dict):
                given = dumps({k: v for k, v in d.items() if k != "check"})
            elif how == "text":
                given = json.dumps(d)
        except (TypeError, ValueError, RecursionError, UnicodeEncodeError):
            given = d
        load = Round.from_json if kind == "round" else Game.from_json
        loaded += tally.run(f"{kind} from_json ({how})", load, given) is not None
    tally.extra["loaded"] = loaded
    return tally


def mutated_views(n: int, rng: random.Random) -> Tally:
    tally = Tally("mutated views")
    base = []
    for r in games(rng.randrange(1000)):
        base += [json.loads(json.dumps(r.view(s).to_dict())) for s in range(r.players)]
    accepted = 0
    for _ in range(n):
        d = mutate(rng.choice(base), rng)
        view = tally.run("SeatView.from_dict", SeatView.from_dict, d)
        if view is not None:
            accepted += 1
            tally.run("Round.from_view", Round.from_view, view)
    tally.extra["accepted"] = accepted
    return tally


def forged_intents(n: int, rng: random.Random) -> Tally:
    from konkan.widgets import MeldChecker, OpeningTrainer, Table
    from konkan.widgets.base import KonkanWidget

    tally = Tally("widget intents")

    def fresh() -> list[KonkanWidget]:
        return [
            Table(Game(Rules(players=3), seed=rng.randrange(100)), opponents="greedy"),
            Table(
                Game(Rules(players=3, game_end="elimination", game_end_score=60), seed=5), seat=1, opponents="greedy"
            ),
            OpeningTrainer(seed=rng.randrange(100)),
            MeldChecker("7S 8S 9S JK QH QD QC 4H 5H"),
        ]

    widgets = fresh()
    real = [
        {"kind": "pick", "cards": [1, 2]},
        {"kind": "act", "action": "draw"},
        {"kind": "act", "action": "discard"},
        {"kind": "act", "action": "next_round"},
        {"kind": "sort", "by": "suit"},
        {"kind": "target", "index": 0},
        {"kind": "step", "at": 0},
        {"kind": "hint"},
        {"kind": "settings", "pace": 200, "auto": True},
        {"kind": "joker", "reading": "7S"},
        {"kind": "group"},
        {"kind": "toggle", "card": 3},
        {"kind": "submit"},
        {"kind": "new_hand"},
        {"kind": "arrange", "cards": [0, 1]},
    ]
    last_resort = refusals_changed = 0
    for i in range(n):
        if i % 500 == 0:
            widgets = fresh()
        w = rng.choice(widgets)
        content = mutate(rng.choice(real), rng, depth=3000) if rng.random() < 0.7 else rng.choice(real)
        state = json.dumps(
            {k: v for k, v in w.get_state().items() if k not in ("message", "revision")}, sort_keys=True, default=str
        )
        revision = w.revision

        tally.run(
            type(w).__name__,
            w._handle_msg,
            {"content": {"data": {"method": "custom", "content": content}}, "buffers": []},
        )
        message = w.message or {}
        if "could not do that" in str(message.get("text", "")):
            last_resort += 1
            tally.escaped[f"{type(w).__name__} last resort: {str(message.get('text'))[:80]}"] += 1
        elif message.get("tone") == "error" and message.get("at") == revision:
            after = json.dumps(
                {k: v for k, v in w.get_state().items() if k not in ("message", "revision")},
                sort_keys=True,
                default=str,
            )
            refusals_changed += after != state
    tally.extra["reached the last-resort handler"] = last_resort
    tally.extra["refusals that changed synced state"] = refusals_changed
    return tally


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--calls", type=int, default=20_000)
    p.add_argument("--saves", type=int, default=2_000)
    p.add_argument("--views", type=int, default=2_000)
    p.add_argument("--intents", type=int, default=5_000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--traceback", action="store_true", help="print one traceback per kind of escape")
    args = p.parse_args()
    rng = random.Random(args.seed)
    total = 0
    for make, count in (
        (random_calls, args.calls),
        (mutated_saves, args.saves),
        (mutated_views, args.views),
        (forged_intents, args.intents),
    ):
        start = time.perf_counter()
        tally = make(count, rng)
        tally.report(time.perf_counter() - start)
        total += sum(tally.escaped.values())
        if args.traceback:
            for text in tally.examples.values():
                print(text)
    print(f"escaped in all: {total}")


if __name__ == "__main__":
    main()
