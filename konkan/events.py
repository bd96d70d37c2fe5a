"""What happened at the table, in words, as each seat may read it.

A round keeps one :class:`EventRecord` per thing that happens. :meth:`EventRecord.read` writes
it for one reader: the actor reads "You drew the 7♠", everyone else "East drew a card from the
stock", and a reader of ``None`` (a projector, a spectator) gets the public version.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from .cards import Card
from .catalogue import say
from .reasons import EventKind


@dataclass(frozen=True)
class Event:
    """One thing that happened, as one reader may know it: its ``kind``, the ``seat`` that did
    it (None for the deal's table-wide news), the ``cards`` that reader saw, the sentence and
    the rule. ``meld_index`` names the table meld it touched, if any.

    ``key`` and ``fields`` are the catalogue key and the fields the sentence was written from
    (``message == say(key, **dict(fields))``), kept as data so that a check can read them in any
    language. They are not saved (``to_dict``): an event read back from a save has none."""

    index: int
    kind: EventKind
    seat: int | None
    cards: tuple[Card, ...]
    message: str
    rule: str
    meld_index: int | None = None
    key: str = field(default="", compare=False, repr=False)
    fields: tuple[tuple[str, Any], ...] = field(default=(), compare=False, repr=False)

    def __str__(self) -> str:
        return self.message

    def to_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "kind": self.kind.value,
            "seat": self.seat,
            "cards": [c.id for c in self.cards],
            "message": self.message,
            "rule": self.rule,
            "meld_index": self.meld_index,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Event:
        return cls(
            data["index"],
            EventKind(data["kind"]),
            data["seat"],
            tuple(Card.from_id(i) for i in data["cards"]),
            data["message"],
            data["rule"],
            data.get("meld_index"),
        )


def the_cards(cards: Sequence[Card]) -> str:
    """Cards as an event names them, with the article: ``the 7♠``, ``the 9♠ 10♠``, ``the joker``,
    ``the 9♠ and the joker``.

    >>> from konkan.cards import parse_cards
    >>> the_cards(parse_cards("9S 10S")), the_cards(parse_cards("JK")), the_cards(parse_cards("9S JK"))
    ('the 9♠ 10♠', 'the joker', 'the 9♠ and the joker')
    """
    naturals = [str(c) for c in cards if not c.is_joker]
    jokers = sum(c.is_joker for c in cards)
    joker_words = say("the.jokers") if jokers > 1 else say("the.joker") if jokers else ""
    if not naturals:
        return joker_words
    words = say("the.cards", cards=" ".join(naturals))
    return say("the.and", cards=words, jokers=joker_words) if joker_words else words


def owner_words(owner: int, actor: int | None, reader: int | None, names: Sequence[str]) -> str:
    """Whose meld, as ``reader`` reads of ``actor`` touching it: "your own", "their own", "your",
    "North's"."""
    me = reader is not None and reader == actor
    if owner == actor:
        return say("word.owner.your_own") if me else say("word.owner.their_own")
    if owner == reader:
        return say("word.owner.your")
    return say("word.owner.named", name=names[owner])


class EventRecord(NamedTuple):
    """An event as the round stores it: enough to write it for any reader.

    ``cards`` everybody saw; ``private`` cards only the actor saw (a card drawn). ``owner`` is
    the seat whose meld was touched. ``fields`` fill the sentence (``who`` and ``owner`` are
    written per reader; a field that is a function of the reader is called with it, and a field
    ``read_key`` so given picks the sentence's key for that reader).
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
            data["who"] = say("word.you.start") if me else names[self.seat]
            data["who_lower"] = say("word.you") if me else names[self.seat]
        if self.owner is not None:
            data["owner"] = owner_words(self.owner, self.seat, reader, names)
        key = self.key
        cards = self.cards
        if self.private:
            if me:
                key, cards = key + ".private", self.cards + self.private
                data["card"] = the_cards(self.private)
            else:
                key = key + ".public"
        for k, v in list(data.items()):
            if callable(v):
                data[k] = v(reader)
        key = data.pop("read_key", key)  # a sentence whose words depend on the reader: its key, chosen per reader
        return Event(
            self.position,
            self.kind,
            self.seat,
            cards,
            say(key, **data),
            self.rule,
            self.meld_index,
            key,
            tuple(data.items()),
        )
