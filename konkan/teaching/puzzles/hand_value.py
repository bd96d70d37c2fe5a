"""What the cards left in a hand cost (R8.3)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ...cards import Card, card_value, cards_text
from ...catalogue import say
from ...render import hand_svg
from ...rules import Rules
from ...scoring import hand_penalty
from ..answers import Mistake
from .dealing import _deal
from .puzzle import Puzzle, PuzzleVerdict, _form, _number, _said
from .slips import _card_slips, _readings


def _hand_value(rng: random.Random, level: int, r: Rules, seed: int | str) -> Puzzle | None:
    size = rng.randint(*{1: (4, 6), 2: (5, 7), 3: (6, 8)}[level])
    cards = _deal(rng, size, lambda c: not c.is_joker or level == 3)
    has = {
        "face": any(c.rank >= 11 for c in cards),
        "ace": any(c.rank == 1 for c in cards),
        "joker": any(c.is_joker for c in cards),
    }
    if not has["face"] or (level == 1 and (has["ace"] or has["joker"])):
        return None
    if level >= 2 and not has["ace"]:
        return None
    if (level == 3) != has["joker"]:
        return None
    right = hand_penalty(cards, r)
    slips = _card_slips(cards, r)
    found = _readings(right, [((), right, 1)], slips)
    if found is None:
        return None
    reasons = _card_lines(cards, r)
    solution = "\n".join([*reasons, say("puzzle.hand_value.total", cost=right)])

    def judge(answer: Any) -> PuzzleVerdict:
        n = _number(answer)
        if n is None:
            return _form(say("puzzle.hand_value.form", said=_said(answer)))
        if n == right:
            return PuzzleVerdict(True, say("puzzle.hand_value.right", cost=right))
        made = found.get(n)
        if made:
            return PuzzleVerdict(
                False,
                " ".join([*(s.message for s in made), say("puzzle.hand_value.cost", cost=right)]),
                tuple(Mistake(s.code, s.rule, s.message) for s in made),
            )
        return PuzzleVerdict(False, " ".join([say("puzzle.hand_value.not", number=n, cost=right), *reasons]))

    prompt = say("puzzle.hand_value.prompt", cards=cards_text(cards))
    table = "" if (r.joker_penalty, r.ace_value) == (15, "standard") else ".table"
    hint = say("puzzle.hand_value.hint" + table, joker=r.joker_penalty, ace=card_value(Card(1, "S"), 15, r.ace_value))
    return Puzzle(
        "hand_value",
        level,
        seed,
        r,
        prompt,
        right,
        hint,
        solution,
        {"cards": tuple(cards)},
        judge,
        ((say("puzzle.hand_value.picture"), hand_svg(cards)),),
    )


def _card_lines(cards: Sequence[Card], r: Rules) -> list[str]:
    """One line per face (the two copies of a card together), saying what it costs and why (R8.3)."""
    out = []
    seen: list[tuple[int, str | None]] = []
    for c in cards:
        if c.face in seen:
            continue
        seen.append(c.face)
        n = sum(1 for x in cards if x.same_face(c))
        v = card_value(c, r.joker_penalty, r.ace_value)
        if c.is_joker:
            what, table = "joker", r.joker_penalty != 15
        elif c.rank == 1:
            what, table = "ace", r.ace_value == "ten"
        else:
            what, table = ("face" if c.rank >= 11 else "number"), False
        key = f"puzzle.hand_value.line.{what}.{'one' if n == 1 else 'two'}" + (".table" if table else "")
        out.append(say(key, card=str(c), cost=v, total=n * v))
    return out
