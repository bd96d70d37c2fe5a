"""What the cards left in a hand cost (R8.3)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ...cards import Card, card_value, cards_text
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
    solution = "\n".join(reasons + [f"In all, the cards cost {right} (R8.3)."])

    def judge(answer: Any) -> PuzzleVerdict:
        n = _number(answer)
        if n is None:
            return _form(f"Answer with one whole number, what the cards cost, such as 42; you gave {_said(answer)}.")
        if n == right:
            return PuzzleVerdict(True, f"Right: these cards cost {right} (R8.3).")
        made = found.get(n)
        if made:
            return PuzzleVerdict(
                False,
                " ".join(s.message for s in made) + f" They cost {right}.",
                tuple(Mistake(s.code, s.rule, s.message) for s in made),
            )
        return PuzzleVerdict(False, f"Not {n}: the cards cost {right}. " + " ".join(reasons))

    prompt = f"What do these cards cost, left in a hand at the end of a round?\n{cards_text(cards)}"
    table = "" if (r.joker_penalty, r.ace_value) == (15, "standard") else " at this table (R8.3, R9)"
    hint = (
        f"Jokers cost {r.joker_penalty}, aces {card_value(Card(1, 'S'), 15, r.ace_value)}, jacks, queens and "
        f"kings 10, the others what they show{table or ' (R8.3)'}."
    )
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
        (("The cards left", hand_svg(cards)),),
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
            why = ("a joker" if n == 1 else "jokers") + ("" if r.joker_penalty == 15 else " at this table (R9)")
        elif c.rank == 1:
            why = ("an ace" if n == 1 else "aces") + (" at this table (R9)" if r.ace_value == "ten" else "")
        elif c.rank >= 11:
            why = "a jack, queen or king" if n == 1 else "jacks, queens and kings"
        else:
            why = "what it shows" if n == 1 else "what they show"
        if n == 1:
            out.append(f"The {c} costs {v}: {why} (R8.3).")
        else:
            out.append(f"The two {c} cost {v} each, {n * v} together: {why} (R8.3).")
    return out
