"""Slips: each a small change to the engine's own counting (one card's value, one line's
doubling), and the readings they give, so a wrong number is matched to the misreading behind it."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from ...cards import Card, card_value
from ...catalogue import say
from ...rules import Rules


@dataclass(frozen=True)
class _Slip:
    code: str
    delta: int
    group: str  # two slips of one group cannot be made together (they read the same cards)
    rule: str
    message: str


def _faces(cards: Iterable[Card]) -> str:
    """The cards named in a slip: "A♦", "A♦ and the A♥"."""
    return _joined([str(c) for c in cards])


def _joined(items: Sequence[str]) -> str:
    """Items named in a slip, each after the first led by "and the" (the catalogue's join)."""
    text = items[0]
    for item in items[1:]:
        text = say("puzzle.slip.cards.more", items=text, item=item)
    return text


def _counted(cards: Iterable[Card], value: Callable[[Card], int]) -> str:
    """What a slip counted each card as: "J♠ as 11 and the Q♥ as 12"."""
    return _joined([say("puzzle.slip.card_as", card=str(c), number=value(c)) for c in cards])


def _card_slips(cards: Sequence[Card], r: Rules, name: str | None = None) -> list[_Slip]:
    """The misreadings of R8.3 that change what these cards cost, each with its change; said of the
    player ``name`` in a round's score."""

    def cost(c: Card) -> int:
        return card_value(c, r.joker_penalty, r.ace_value)

    def words(key: str, **fields: Any) -> str:
        return say(key + ".seat", name=name, **fields) if name is not None else say(key, **fields)

    slips = []
    aces = [c for c in cards if c.rank == 1]
    if aces and cost(aces[0]) != 1:
        table = ".table" if r.ace_value == "ten" else ""
        rule = "R8.3, R9" if r.ace_value == "ten" else "R8.3"
        slips.append(
            _Slip(
                "ace_as_one",
                sum(1 - cost(c) for c in aces),
                "ace",
                rule,
                words("puzzle.slip.ace_as_one" + table, cards=_faces(aces), cost=cost(aces[0])),
            )
        )
    faces = [c for c in cards if c.rank >= 11]
    if faces:
        slips.append(
            _Slip(
                "face_at_rank",
                sum(c.rank - cost(c) for c in faces),
                "face",
                "R8.3",
                words("puzzle.slip.face_at_rank", counted=_counted(faces, lambda c: c.rank)),
            )
        )
    jokers = [c for c in cards if c.is_joker]
    if jokers:
        n = len(jokers)
        which = ".one" if n == 1 else ".many"
        rule = "R8.3" if r.joker_penalty == 15 else "R8.3, R9"
        table = "" if r.joker_penalty == 15 else ".table"
        if r.joker_penalty != 0:
            slips.append(
                _Slip(
                    "joker_as_zero",
                    -n * r.joker_penalty,
                    "joker",
                    rule,
                    words("puzzle.slip.joker_as_zero" + which + table, count=n, cost=r.joker_penalty),
                )
            )
        if r.joker_penalty != 15:
            slips.append(
                _Slip(
                    "joker_as_fifteen",
                    n * (15 - r.joker_penalty),
                    "joker",
                    rule,
                    words("puzzle.slip.joker_as_fifteen" + which + table, count=n, cost=r.joker_penalty),
                )
            )
    return slips


def _combos(slips: Sequence[_Slip]) -> list[tuple[_Slip, ...]]:
    """Every non-empty set of slips that can be made together."""
    out = []
    for k in range(1, len(slips) + 1):
        for combo in combinations(slips, k):
            if len({s.group for s in combo}) == k:
                out.append(combo)
    return out


_Readings = dict[int, tuple[_Slip, ...]]
#: A misreading of a number: its slips, the number it gives, and the factor card slips are multiplied by.
_Variant = tuple[tuple[_Slip, ...], int, int]


def _readings(right: int, variants: Sequence[_Variant], slips: Sequence[_Slip]) -> _Readings | None:
    """What each misreading gives: ``variants`` are (their slips, the value, the factor card slips
    are multiplied by, 0 where no cards are counted); card ``slips`` combine with each. None if two
    misreadings give the same number, or one gives the right number (such a puzzle is not drawn)."""
    found: _Readings = {}
    seen: set[int] = set()
    for base_slips, base, factor in variants:
        options: list[tuple[tuple[_Slip, ...], int]] = [(base_slips, base)]
        if factor:
            options += [(base_slips + c, base + factor * sum(s.delta for s in c)) for c in _combos(slips)]
        for made, value in options:
            if not made:
                continue
            if value == right or value in seen:
                return None
            seen.add(value)
            found[value] = made
    return found
