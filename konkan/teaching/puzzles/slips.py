"""Slips: each a small change to the engine's own counting (one card's value, one line's
doubling), and the readings they give, so a wrong number is matched to the misreading behind it."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations

from ...cards import Card, card_value
from ...rules import Rules


@dataclass(frozen=True)
class _Slip:
    code: str
    delta: int
    group: str  # two slips of one group cannot be made together (they read the same cards)
    rule: str
    message: str


def _faces(cards: Iterable[Card]) -> str:
    return " and the ".join(str(c) for c in cards)


def _card_slips(cards: Sequence[Card], r: Rules) -> list[_Slip]:
    """The misreadings of R8.3 that change what these cards cost, each with its change."""

    def cost(c: Card) -> int:
        return card_value(c, r.joker_penalty, r.ace_value)

    slips = []
    aces = [c for c in cards if c.rank == 1]
    if aces and cost(aces[0]) != 1:
        where = " at this table (R8.3, R9)" if r.ace_value == "ten" else " (R8.3)"
        rule = "R8.3, R9" if r.ace_value == "ten" else "R8.3"
        slips.append(
            _Slip(
                "ace_as_one",
                sum(1 - cost(c) for c in aces),
                "ace",
                rule,
                f"You counted the {_faces(aces)} as 1, but left in hand an ace costs {cost(aces[0])}{where}.",
            )
        )
    faces = [c for c in cards if c.rank >= 11]
    if faces:
        said = " and the ".join(f"{c} as {c.rank}" for c in faces)
        slips.append(
            _Slip(
                "face_at_rank",
                sum(c.rank - cost(c) for c in faces),
                "face",
                "R8.3",
                f"You counted the {said}, but a jack, queen or king left in hand costs 10 (R8.3).",
            )
        )
    jokers = [c for c in cards if c.is_joker]
    if jokers:
        n = len(jokers)
        which = "the joker" if n == 1 else f"the {n} jokers"
        rule = "R8.3" if r.joker_penalty == 15 else "R8.3, R9"
        table = "" if r.joker_penalty == 15 else " at this table"
        if r.joker_penalty != 0:
            slips.append(
                _Slip(
                    "joker_as_zero",
                    -n * r.joker_penalty,
                    "joker",
                    rule,
                    f"You counted {which} as 0, but a joker left in hand costs {r.joker_penalty}{table} ({rule}).",
                )
            )
        if r.joker_penalty != 15:
            slips.append(
                _Slip(
                    "joker_as_fifteen",
                    n * (15 - r.joker_penalty),
                    "joker",
                    rule,
                    f"You counted {which} as 15, but a joker left in hand costs {r.joker_penalty}{table} ({rule}).",
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
