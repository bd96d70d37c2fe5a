"""The table's rules (R1) and house-rule options (R9), in one frozen object.

>>> Rules()  # doctest: +NORMALIZE_WHITESPACE
Rules(players=4, partnership=False, opening_minimum=51, opening_needs_run=True, rounds=5,
      taken_discard_must_be_used=False, set_joker_swap_needs_both=False, freed_joker_must_be_used=False,
      empty_stock='void', joker_penalty=15, konkan_declarer_may_take_discards=False)
>>> Rules(players=3, partnership=True)
Traceback (most recent call last):
...
konkan.errors.InvalidRules: partnership needs exactly 4 players (two teams of two, partners opposite, R1.1); got players=3
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from .errors import InvalidRules, shown


@dataclass(frozen=True)
class Rules:
    """Who plays and which house rules are on. The defaults are the game of RULES.md."""

    players: int = 4
    partnership: bool = False
    opening_minimum: int = 51
    opening_needs_run: bool = True
    rounds: int = 5
    taken_discard_must_be_used: bool = False
    set_joker_swap_needs_both: bool = False
    freed_joker_must_be_used: bool = False
    empty_stock: str = "void"
    joker_penalty: int = 15
    konkan_declarer_may_take_discards: bool = False

    def __post_init__(self) -> None:
        def whole(name: str, low: int, high: int | None = None) -> None:
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool):
                raise InvalidRules(f"{name} must be a whole number, got {shown(value)}")
            if value < low or (high is not None and value > high):
                span = f"from {low} to {high}" if high is not None else f"at least {low}"
                raise InvalidRules(f"{name} must be {span}, got {shown(value)}")

        for f in fields(self):
            if f.type in ("bool", bool) and not isinstance(getattr(self, f.name), bool):
                raise InvalidRules(f"{f.name} must be True or False, got {shown(getattr(self, f.name))}")
        whole("players", 2, 5)
        if self.partnership and self.players != 4:
            raise InvalidRules(
                "partnership needs exactly 4 players (two teams of two, partners opposite, R1.1); "
                f"got players={self.players}"
            )
        whole("opening_minimum", 1, 1000)
        whole("rounds", 1, 1000)
        whole("joker_penalty", 0, 1000)
        if self.empty_stock not in ("void", "reshuffle"):
            raise InvalidRules(f"empty_stock must be 'void' or 'reshuffle', got {shown(self.empty_stock)}")

    def partner(self, seat: int) -> int | None:
        """The partner's seat in a partnership (opposite: seats 0 and 2, 1 and 3), else None."""
        return (seat + 2) % 4 if self.partnership else None

    def team(self, seat: int) -> int:
        return seat % 2

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Rules:
        if not isinstance(data, dict):
            raise InvalidRules(f"rules must be a mapping of option names to values, got {shown(data)}")
        known = {f.name for f in fields(cls)}
        unknown = sorted(str(k) for k in set(data) - known)
        if unknown:
            raise InvalidRules(f"unknown rules option(s): {shown(', '.join(unknown))}")
        return cls(**data)


DEFAULT_RULES = Rules()


def rules_or_default(rules: Rules | None) -> Rules:
    if rules is None:
        return DEFAULT_RULES
    if not isinstance(rules, Rules):
        raise InvalidRules(f"rules must be a konkan.Rules, got {shown(rules)}")
    return rules
