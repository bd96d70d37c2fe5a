"""What one seat may know: the :class:`SeatView`, and its JSON form for a page.

A view holds the seat's own hand, the table, the discard pile, how many cards every other seat
holds and whether it is down, the phase, the seat's legal moves and the events as that seat
reads them. It never holds another hand, the stock's order or the seed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .actions import Action
from .cards import Card
from .errors import InvalidNotation, shown
from .events import Event
from .reasons import Ending, Phase, Reason
from .rules import Rules
from .scoring import ScoreLine
from .table import TableMeld

FORMAT_VIEW = "konkan-seat-view"


@dataclass(frozen=True)
class RoundResult:
    """How a round ended: ``ending``, who went out (``finisher``), each seat's ``scores``, and
    the ``lines`` explaining them (the scores are the lines' scores)."""

    ending: Ending
    finisher: int | None
    lines: tuple[ScoreLine, ...]
    declared_konkan: bool = False
    code: Reason = Reason.WENT_OUT
    message: str = ""

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(line.score for line in self.lines)

    @property
    def ok(self) -> bool:
        return True

    @property
    def rule(self) -> str:
        return self.code.rule

    def to_dict(self) -> dict[str, Any]:
        return {"ending": self.ending.value, "finisher": self.finisher, "scores": list(self.scores),
                "declared_konkan": self.declared_konkan}

    def to_view_dict(self) -> dict[str, Any]:
        return {**self.to_dict(), "code": self.code.value, "rule": self.rule, "message": self.message,
                "lines": [line.to_dict() for line in self.lines]}


@dataclass(frozen=True)
class SeatView:
    """What one seat can see now. ``legal`` lists the seat's legal moves but new melds (ask
    ``Round.check`` for a meld: there can be very many); ``may_meld`` says whether melding is
    open now. ``events`` are written for this seat. During the seat's own turn, ``new_melds``
    are the table positions of the melds it put down this turn, ``freed_jokers`` the jokers it
    freed this turn, and ``moves_to_take_back`` how many moves it can still take back (R3.6)."""

    seat: int
    rules: Rules
    names: tuple[str, ...]
    number: int
    current: int
    phase: Phase
    hand: tuple[Card, ...]
    table: tuple[TableMeld, ...]
    discard_pile: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    down: tuple[bool, ...]
    declared: tuple[int, ...]
    first_turn: bool
    took_discard: Card | None
    melded_this_turn: bool
    can_undo: bool
    down_at_turn_start: bool = False
    touched_others: bool = False
    legal: tuple[Action, ...] = ()
    may_meld: bool = False
    events: tuple[Event, ...] = ()
    result: RoundResult | None = None
    highest_opening: int = 0
    new_melds: tuple[int, ...] = ()
    freed_jokers: tuple[Card, ...] = ()
    moves_to_take_back: int = 0

    @property
    def opening_needed(self) -> int:
        """What a first going-down must reach now at this table (R5.1, R9 opening_rise)."""
        return self.rules.opening_needed(self.highest_opening)

    @property
    def discard_top(self) -> Card | None:
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def is_down(self) -> bool:
        return self.down[self.seat]

    @property
    def is_last_round(self) -> bool:
        """The last round of a game with a known end, the only one where Konkan is declared (R8.6)."""
        return self.rules.has_last_round and self.number == self.rules.rounds

    @property
    def my_turn(self) -> bool:
        return self.current == self.seat and self.phase != Phase.OVER

    @property
    def last_event(self) -> Event | None:
        return self.events[-1] if self.events else None

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe: cards as physical ids (0 to 105), actions as their text."""
        return {
            "format": FORMAT_VIEW,
            "seat": self.seat, "rules": self.rules.to_dict(), "names": list(self.names), "number": self.number,
            "current": self.current, "phase": self.phase.value, "hand": [c.id for c in self.hand],
            "table": [m.to_dict() for m in self.table], "discard_pile": [c.id for c in self.discard_pile],
            "hand_sizes": list(self.hand_sizes), "stock_size": self.stock_size, "down": list(self.down),
            "declared": list(self.declared), "first_turn": self.first_turn,
            "took_discard": None if self.took_discard is None else self.took_discard.id,
            "melded_this_turn": self.melded_this_turn, "can_undo": self.can_undo,
            "down_at_turn_start": self.down_at_turn_start, "touched_others": self.touched_others,
            "legal": [str(a) for a in self.legal], "may_meld": self.may_meld,
            "events": [e.to_dict() for e in self.events],
            "result": None if self.result is None else self.result.to_view_dict(),
            "highest_opening": self.highest_opening, "opening_needed": self.opening_needed,
            "new_melds": list(self.new_melds), "freed_jokers": [c.id for c in self.freed_jokers],
            "moves_to_take_back": self.moves_to_take_back,
        }

    @classmethod
    def from_dict(cls, data: Any) -> SeatView:
        """Read :meth:`to_dict`'s form back (a malformed one raises :class:`InvalidNotation`)."""
        if not isinstance(data, dict) or data.get("format") != FORMAT_VIEW:
            raise InvalidNotation(f"a seat view is a mapping made by SeatView.to_dict, got {shown(data)}")
        try:
            result = data["result"]
            rules = Rules.from_dict(data["rules"])
            return cls(
                seat=data["seat"], rules=rules, names=tuple(data["names"]),
                number=data["number"], current=data["current"], phase=Phase(data["phase"]),
                hand=tuple(Card.from_id(i) for i in data["hand"]),
                table=tuple(TableMeld.from_dict(m, rules.ace_value, rules.jokers_per_meld) for m in data["table"]),
                discard_pile=tuple(Card.from_id(i) for i in data["discard_pile"]),
                hand_sizes=tuple(data["hand_sizes"]), stock_size=data["stock_size"], down=tuple(data["down"]),
                declared=tuple(data["declared"]), first_turn=data["first_turn"],
                took_discard=None if data["took_discard"] is None else Card.from_id(data["took_discard"]),
                melded_this_turn=data["melded_this_turn"], can_undo=data["can_undo"],
                down_at_turn_start=data["down_at_turn_start"], touched_others=data["touched_others"],
                legal=tuple(Action.parse(a) for a in data["legal"]), may_meld=data["may_meld"],
                events=tuple(Event.from_dict(e) for e in data["events"]),
                result=None if result is None else RoundResult(
                    Ending(result["ending"]), result["finisher"],
                    tuple(ScoreLine(line["seat"], tuple(Card.from_id(i) for i in line["cards"]), line["penalty"],
                                    line["doubled"], line["score"], "", line["rule"], line["message"])
                          for line in result["lines"]),
                    result["declared_konkan"], Reason(result["code"]), result["message"]),
                highest_opening=data["highest_opening"], new_melds=tuple(data["new_melds"]),
                freed_jokers=tuple(Card.from_id(i) for i in data["freed_jokers"]),
                moves_to_take_back=data["moves_to_take_back"],
            )
        except (KeyError, TypeError, ValueError) as e:
            raise InvalidNotation(f"the seat view is malformed: {shown(e, 120)}") from None
