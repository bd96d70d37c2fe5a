"""What happened at the table, in words, as each seat may read it.

A round keeps one :class:`EventRecord` per thing that happens. :meth:`EventRecord.read` writes
it for one reader: the actor reads "You drew 7♠", everyone else "East drew a card from the
stock", and a reader of ``None`` (a projector, a spectator) gets the public version.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from .cards import Card
from .catalogue import say
from .reasons import EventKind


@dataclass(frozen=True)
class Event:
    """One thing that happened, as one reader may know it: its ``kind``, the ``seat`` that did
    it (None for the deal's table-wide news), the ``cards`` that reader saw, the sentence and
    the rule. ``meld_index`` names the table meld it touched, if any."""

    index: int
    kind: EventKind
    seat: int | None
    cards: tuple[Card, ...]
    message: str
    rule: str
    meld_index: int | None = None

    def __str__(self) -> str:
        return self.message

    def to_dict(self) -> dict[str, Any]:
        return {"index": self.index, "kind": self.kind.value, "seat": self.seat, "cards": [c.id for c in self.cards],
                "message": self.message, "rule": self.rule, "meld_index": self.meld_index}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Event:
        return cls(data["index"], EventKind(data["kind"]), data["seat"],
                   tuple(Card.from_id(i) for i in data["cards"]), data["message"], data["rule"],
                   data.get("meld_index"))


class EventRecord(NamedTuple):
    """An event as the round stores it: enough to write it for any reader.

    ``cards`` everybody saw; ``private`` cards only the actor saw (a card drawn). ``owner`` is
    the seat whose meld was touched. ``fields`` fill the sentence (``who`` and ``owner`` are
    written per reader).
    """

    position: int
    kind: EventKind
    seat: int | None
    key: str
    rule: str
    cards: tuple[Card, ...] = ()
    private: tuple[Card, ...] = ()
    owner: int | None = None
    meld_index: int | None = None
    fields: tuple[tuple[str, Any], ...] = ()

    def read(self, reader: int | None, names: Sequence[str]) -> Event:
        """This event as ``reader`` may read it (None: what everybody at the table knows)."""
        me = reader is not None and reader == self.seat
        data = dict(self.fields)
        if self.seat is not None:
            data["who"] = "You" if me else names[self.seat]
            data["who_lower"] = "you" if me else names[self.seat]
        if self.owner is not None:
            if self.owner == self.seat:
                data["owner"] = "your own" if me else "their own"
            elif self.owner == reader:
                data["owner"] = "your"
            else:
                data["owner"] = f"{names[self.owner]}'s"
        key = self.key
        cards = self.cards
        if self.private:
            if me:
                key, cards = key + ".private", self.cards + self.private
                data["card"] = " ".join(str(c) for c in self.private)
            else:
                key = key + ".public"
        for k, v in list(data.items()):
            if callable(v):
                data[k] = v(reader)
        return Event(self.position, self.kind, self.seat, cards, say(key, **data), self.rule, self.meld_index)
