"""The table's rules (R1) and house-rule options (R9), in one frozen object.

>>> Rules()  # doctest: +NORMALIZE_WHITESPACE
Rules(players=4, partnership=False, opening_minimum=51, opening_needs_run=True, rounds=5,
      taken_discard_must_be_used=False, set_joker_swap_needs_both=False, freed_joker_must_be_used=False,
      empty_stock='void', joker_penalty=15, konkan_declarer_may_take_discards=False, going_out_score=-30,
      game_end='rounds', game_end_score=None, starter_may_go_down_first_turn=True, opening_rise='none',
      ace_value='standard', jokers_per_meld=1)
>>> Rules(players=3, partnership=True)
Traceback (most recent call last):
...
konkan.errors.InvalidRules: partnership needs exactly 4 players (two teams of two, partners opposite, R1.1); got players=3
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any, Literal, get_args

from .catalogue import say
from .errors import InvalidRules, shown, whole_number

# The options that are one of a few words, typed so that mypy catches a misspelt one; the tuples,
# read from the types, are what a value given at run time is checked against.
EmptyStock = Literal["void", "reshuffle"]
GameEnd = Literal["rounds", "target", "elimination"]
OpeningRise = Literal["none", "match", "beat"]
AceValue = Literal["standard", "always_11", "ten"]
EMPTY_STOCKS: tuple[str, ...] = get_args(EmptyStock)
GAME_ENDS: tuple[str, ...] = get_args(GameEnd)
OPENING_RISES: tuple[str, ...] = get_args(OpeningRise)
ACE_VALUES: tuple[str, ...] = get_args(AceValue)

#: Named tables (see ``Rules.preset``): option values that differ from the defaults.
PRESETS: dict[str, dict[str, Any]] = {
    "standard": {},
    "jawaker": {"opening_minimum": 51, "taken_discard_must_be_used": True, "konkan_declarer_may_take_discards": True},
}


@dataclass(frozen=True)
class Rules:
    """Who plays and which house rules are on. The defaults are the standard game (docs/rules.md, R1 to R8)."""

    players: int = 4
    partnership: bool = False
    opening_minimum: int = 51
    opening_needs_run: bool = True
    rounds: int = 5
    taken_discard_must_be_used: bool = False
    set_joker_swap_needs_both: bool = False
    freed_joker_must_be_used: bool = False
    empty_stock: EmptyStock = "void"
    joker_penalty: int = 15
    konkan_declarer_may_take_discards: bool = False
    going_out_score: int = -30
    game_end: GameEnd = "rounds"
    game_end_score: int | None = None
    starter_may_go_down_first_turn: bool = True
    opening_rise: OpeningRise = "none"
    ace_value: AceValue = "standard"
    jokers_per_meld: int = 1

    def __post_init__(self) -> None:
        def whole(name: str, low: int, high: int | None = None) -> None:
            value = getattr(self, name)
            whole_number(value, name, error=InvalidRules)
            key = "error.whole.at_least" if high is None else "error.whole.between"
            whole_number(value, name, low, high, key=key, error=InvalidRules)

        for f in fields(self):
            if f.type in ("bool", bool) and not isinstance(getattr(self, f.name), bool):
                raise InvalidRules(say("error.rules.bool", name=f.name, value=shown(getattr(self, f.name))))
        whole("players", 2, 5)
        if self.partnership and self.players != 4:
            raise InvalidRules(say("error.rules.partnership", players=self.players))
        whole("opening_minimum", 1, 1000)
        whole("rounds", 1, 1000)
        whole("joker_penalty", 0, 1000)
        if self.empty_stock not in EMPTY_STOCKS:
            raise InvalidRules(say("error.rules.empty_stock", value=shown(self.empty_stock)))
        whole("going_out_score", -100, 0)
        if self.ace_value not in ACE_VALUES:
            raise InvalidRules(_one_of("ace_value", ACE_VALUES, self.ace_value))
        whole_number(
            self.jokers_per_meld, "jokers_per_meld", 1, 2, key="error.rules.jokers_per_meld", error=InvalidRules
        )
        if self.opening_rise not in OPENING_RISES:
            raise InvalidRules(_one_of("opening_rise", OPENING_RISES, self.opening_rise))
        if self.game_end not in GAME_ENDS:
            raise InvalidRules(_one_of("game_end", GAME_ENDS, self.game_end))
        if self.game_end_score is not None:
            whole("game_end_score", 1, 100_000)
        if self.game_end == "elimination" and self.partnership:
            raise InvalidRules(say("error.rules.elimination"))

    @property
    def end_score(self) -> int | None:
        """The target (game_end='target') or the limit (game_end='elimination'); None for 'rounds'."""
        if self.game_end == "rounds":
            return None
        if self.game_end_score is not None:
            return self.game_end_score
        return 300 if self.game_end == "target" else 301

    def opening_needed(self, highest: int) -> int:
        """What a first going-down must reach (R5.1) when the highest opening made so far this round
        is ``highest`` (0 for none): the minimum, or under ``opening_rise`` that opening matched
        ("match") or beaten by a point ("beat").

        >>> Rules(opening_rise="beat").opening_needed(64), Rules(opening_rise="match").opening_needed(40)
        (65, 51)
        """
        if self.opening_rise == "match":
            return max(self.opening_minimum, highest)
        if self.opening_rise == "beat" and highest:
            return max(self.opening_minimum, highest + 1)
        return self.opening_minimum

    @property
    def has_last_round(self) -> bool:
        """Whether the game has a known last round, the only one where Konkan can be declared (R8.6)."""
        return self.game_end == "rounds"

    @classmethod
    def preset(cls, name: str, **overrides: Any) -> Rules:
        """A named table people actually play, with any options changed (see :meth:`presets`).

        - ``"standard"``: the standard game of the rule book, docs/rules.md (its defaults).
        - ``"jawaker"``: Jawaker's Concan, the online game: opening 51, the card taken from the
          discard pile must go into a new meld, and a Konkan declarer may take discards without
          going down (the game's published rules, as R9 of docs/rules.md records them).

        >>> Rules.preset("jawaker").taken_discard_must_be_used
        True
        >>> Rules.preset("jawaker", players=2).players
        2
        """
        if not isinstance(name, str) or name not in PRESETS:
            raise InvalidRules(say("error.rules.preset", value=shown(name), choices=", ".join(map(repr, PRESETS))))
        return cls(**{**PRESETS[name], **overrides})

    @staticmethod
    def presets() -> list[str]:
        """The names :meth:`preset` knows."""
        return list(PRESETS)

    def describe(self) -> str:
        """The table in plain words: who plays, then every option that differs from the standard game.

        >>> print(Rules(players=3, opening_minimum=71).describe())
        3 players, each for themselves.
        - Going down the first time needs 71 points, not 51 (R5.1, R9).
        """
        from .rulebook import describe_rules  # the rule book reads rules: imported here

        return describe_rules(self)

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
            raise InvalidRules(say("error.rules.mapping", value=shown(data)))
        known = {f.name for f in fields(cls)}
        unknown = sorted(str(k) for k in set(data) - known)
        if unknown:
            raise InvalidRules(say("error.rules.unknown", value=shown(", ".join(unknown))))
        return cls(**data)


def _one_of(name: str, choices: tuple[str, ...], value: Any) -> str:
    return say("error.rules.one_of", name=name, choices=", ".join(map(repr, choices)), value=shown(value))


DEFAULT_RULES = Rules()


def rules_or_default(rules: Rules | None) -> Rules:
    if rules is None:
        return DEFAULT_RULES
    if not isinstance(rules, Rules):
        raise InvalidRules(say("error.rules.type", value=shown(rules)))
    return rules
