"""Typed actions: one small frozen record per kind of move, each with the ``seat`` that makes it.

Every action reads and writes a short text, physical copies included (the second copy of a
card carries a ``'``), and a JSON-safe dict; the list of actions replays a round.

>>> a = Action.parse("seat 0: meld 7♠ 8♠ 9♠ / Q♥ Q♦ Q♣'")
>>> type(a).__name__, a.seat, len(a.groups)
('Meld', 0, 2)
>>> str(a)
"seat 0: meld 7♠ 8♠ 9♠ / Q♥ Q♦ Q♣'"
>>> Action.from_dict(a.to_dict()) == a
True
>>> Action.parse("seat 1: lay off Joker as 4♥ on meld 2")
LayOff(seat=1, cards=(Card.joker(),), meld_index=2, joker_as=Card(4, 'H'))
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, ClassVar

from .cards import Card, parse_face
from .catalogue import say
from .errors import InvalidNotation, shown, whole_number
from .reasons import ActionKind

__all__ = [
    "Action",
    "DeclareKonkan",
    "Draw",
    "TakeDiscard",
    "ReturnDiscard",
    "Meld",
    "LayOff",
    "SwapJoker",
    "Discard",
    "Undo",
    "card_token",
    "read_card_token",
]


def card_token(card: Card) -> str:
    """A card as action text writes it: ``7♠``, and ``7♠'`` for the second copy."""
    return str(card) + ("'" if card.copy else "")


def read_card_token(token: str, *, what: str | None = None) -> Card:
    """Read :func:`card_token`'s text (plain notation such as ``7S`` works too)."""
    if what is None:
        what = say("error.what.card")
    if not isinstance(token, str) or len(token) > 12:
        raise InvalidNotation(say("error.token.bad", what=what, value=shown(token)), token=str(token)[:12])
    copy = 0
    t = token.strip()
    if t.endswith("'"):
        copy, t = 1, t[:-1]
    face = parse_face(t)
    if face is None:
        raise InvalidNotation(say("error.token.not_a_card", what=what, value=shown(token)), token=token)
    return Card(face[0], face[1], copy)


def _tokens_text(cards: tuple[Card, ...]) -> str:
    return " ".join(card_token(c) for c in cards)


def _whole(value: Any, what: str) -> int:
    return whole_number(value, what, -(10**6) + 1, 10**6 - 1, key="error.whole", error=InvalidNotation)


def _card_id(value: Any, what: str) -> Card:
    return Card.from_id(whole_number(value, what, 0, 105, key="error.action.card_id", error=InvalidNotation))


def _card_ids(value: Any, what: str) -> tuple[Card, ...]:
    if not isinstance(value, list) or len(value) > 106:
        raise InvalidNotation(say("error.action.card_ids", what=what, value=shown(value)))
    return tuple(_card_id(v, what) for v in value)


def _card_list(value: Any, what: str) -> tuple[Card, ...]:
    if isinstance(value, Card):
        return (value,)
    if not isinstance(value, (tuple, list)) or len(value) > 106 or not all(isinstance(c, Card) for c in value):
        raise InvalidNotation(say("error.action.cards", what=what, value=shown(value)))
    return tuple(value)


@dataclass(frozen=True)
class Action:
    """One move by one seat. Subclasses: :class:`DeclareKonkan`, :class:`Draw`,
    :class:`TakeDiscard`, :class:`ReturnDiscard`, :class:`Meld`, :class:`LayOff`,
    :class:`SwapJoker`, :class:`Discard`, :class:`Undo`."""

    seat: int
    kind: ClassVar[ActionKind]
    _verb: ClassVar[str]

    def __post_init__(self) -> None:
        whole_number(self.seat, "seat", 0, 4, key="error.action.seat", error=InvalidNotation)

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card this action moves from the hand (none for a draw or an undo)."""
        return ()

    def _body(self) -> str:
        return self._verb

    def __str__(self) -> str:
        return f"seat {self.seat}: {self._body()}"

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "kind": self.kind.value}

    # --- reading -------------------------------------------------------------------------
    @staticmethod
    def parse(text: str) -> Action:
        """Read the text :func:`str` gives back into an equal action."""
        if not isinstance(text, str) or len(text) > 2000:
            raise InvalidNotation(say("error.action.text", value=shown(text)))
        m = re.fullmatch(r"\s*seat\s+(\d)\s*:\s*(.*?)\s*", text)
        if m is None:
            raise InvalidNotation(say("error.action.form", value=shown(text)), token=text[:40])
        seat, body = int(m.group(1)), m.group(2)
        for cls in _KINDS.values():
            if body == cls._verb or body.startswith(cls._verb + " "):
                return cls._read(seat, body[len(cls._verb) :].strip(), text)
        raise InvalidNotation(say("error.action.no_move", value=shown(text)), token=text[:40])

    @classmethod
    def _read(cls, seat: int, rest: str, text: str) -> Action:
        if rest:
            raise InvalidNotation(say("error.action.nothing_after", value=shown(text), verb=cls._verb), token=text[:40])
        return cls(seat)

    @staticmethod
    def from_dict(data: Any) -> Action:
        """Read :meth:`to_dict`'s form back; anything else raises :class:`InvalidNotation`."""
        if not isinstance(data, dict):
            raise InvalidNotation(say("error.action.mapping", value=shown(data)))
        kind = data.get("kind")
        cls = _KINDS.get(kind) if isinstance(kind, str) else None
        if cls is None:
            raise InvalidNotation(say("error.action.kind", choices=", ".join(_KINDS), value=shown(kind)))
        allowed = {"seat", "kind"} | set(cls._fields)
        unknown = sorted(str(k) for k in data if k not in allowed)
        if unknown:
            raise InvalidNotation(say("error.action.unknown", kind=kind, value=shown(unknown[0])))
        missing = [k for k in ("seat",) + cls._required if k not in data]
        if missing:
            raise InvalidNotation(say("error.action.missing", kind=kind, name=repr(missing[0]), value=shown(data)))
        return cls._from_fields(_whole(data["seat"], say("error.what.action_seat")), data)

    _fields: ClassVar[tuple[str, ...]] = ()
    _required: ClassVar[tuple[str, ...]] = ()

    @classmethod
    def _from_fields(cls, seat: int, data: dict[str, Any]) -> Action:
        return cls(seat)


@dataclass(frozen=True)
class DeclareKonkan(Action):
    """Declare Konkan at the start of a turn in the last round (R8.6)."""

    kind: ClassVar[ActionKind] = ActionKind.DECLARE_KONKAN
    _verb: ClassVar[str] = "declare konkan"  # not user words: the action notation, read back by parse


@dataclass(frozen=True)
class Draw(Action):
    """Draw the top card of the stock (R3.3)."""

    kind: ClassVar[ActionKind] = ActionKind.DRAW
    _verb: ClassVar[str] = "draw"


@dataclass(frozen=True)
class TakeDiscard(Action):
    """Take the top card of the discard pile (R3.3); ``card`` names it (None: whatever is on top)."""

    card: Card | None = None
    kind: ClassVar[ActionKind] = ActionKind.TAKE_DISCARD
    _verb: ClassVar[str] = "take"
    _fields: ClassVar[tuple[str, ...]] = ("card",)

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.card is not None and not isinstance(self.card, Card):
            raise InvalidNotation(say("error.action.taken", value=shown(self.card)))

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.card,) if self.card is not None else ()

    def _body(self) -> str:
        return self._verb + (f" {card_token(self.card)}" if self.card is not None else "")

    def to_dict(self) -> dict[str, Any]:
        d = super().to_dict()
        if self.card is not None:
            d["card"] = self.card.id
        return d

    @classmethod
    def _read(cls, seat: int, rest: str, text: str) -> Action:
        return cls(seat, read_card_token(rest) if rest else None)

    @classmethod
    def _from_fields(cls, seat: int, data: dict[str, Any]) -> Action:
        card = data.get("card")
        return cls(seat, None if card is None else _card_id(card, say("error.what.taken")))


@dataclass(frozen=True)
class ReturnDiscard(Action):
    """Put the card taken from the discard pile back, to draw instead (R3.3)."""

    kind: ClassVar[ActionKind] = ActionKind.RETURN_DISCARD
    _verb: ClassVar[str] = "put back"  # not user words: the action notation, read back by parse


#: What a group's jokers stand for: one card, one card per joker (two jokers in a meld, R9), or None.
JokerReading = Card | tuple[Card, ...] | None


def _face(card: Card) -> Card:
    """What a joker stands for is a face, not a physical card: always written as the first copy
    (a ``'`` on it would not survive the action's text)."""
    return card if not card.copy else Card(card.rank, card.suit)


def _reading(value: Any, what: str) -> JokerReading:
    """A joker reading checked and normalised: a lone card, or a tuple of two cards, each as a
    face (copy 0)."""
    if value is None or isinstance(value, Card):
        if isinstance(value, Card) and value.is_joker:
            raise InvalidNotation(say("error.action.reading", what=what, value=shown(value)))
        return None if value is None else _face(value)
    if (
        isinstance(value, (tuple, list))
        and 1 <= len(value) <= 2
        and all(isinstance(c, Card) and not c.is_joker for c in value)
    ):
        return _face(value[0]) if len(value) == 1 else tuple(_face(c) for c in value)
    raise InvalidNotation(say("error.action.reading", what=what, value=shown(value)))


def _reading_text(value: JokerReading) -> str:
    if value is None:
        return ""
    return " as " + (str(value) if isinstance(value, Card) else " ".join(map(str, value)))


def _reading_code(value: JokerReading) -> str | list[str] | None:
    if value is None:
        return None
    return value.code if isinstance(value, Card) else [c.code for c in value]


def _read_reading_code(value: Any, what: str) -> JokerReading:
    if value is None:
        return None
    if isinstance(value, str):
        return _reading(read_card_token(value), what)
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return _reading(tuple(read_card_token(v) for v in value), what)
    raise InvalidNotation(say("error.action.reading_code", what=what, value=shown(value)))


def _split_reading(toks: list[str]) -> tuple[list[str], JokerReading]:
    """Tokens ``7♠ Joker as 8♠`` split into the cards and the joker's reading."""
    if "as" not in toks:
        return toks, None
    at = len(toks) - 1 - toks[::-1].index("as")
    what = say("error.what.stands_for")
    wanted = tuple(read_card_token(t, what=what) for t in toks[at + 1 :])
    return toks[:at], _reading(wanted, what)


@dataclass(frozen=True)
class Meld(Action):
    """Put down new melds (R4), the opening in one go (R5). ``joker_as`` gives, group by group,
    the card a joker stands for where the player chooses (None where there is no choice)."""

    groups: tuple[tuple[Card, ...], ...] = ()
    joker_as: tuple[JokerReading, ...] = ()
    kind: ClassVar[ActionKind] = ActionKind.MELD
    _verb: ClassVar[str] = "meld"
    _fields: ClassVar[tuple[str, ...]] = ("groups", "joker_as")
    _required: ClassVar[tuple[str, ...]] = ("groups",)

    def __post_init__(self) -> None:
        super().__post_init__()
        if not isinstance(self.groups, (tuple, list)) or len(self.groups) > 40:
            raise InvalidNotation(say("error.action.groups", value=shown(self.groups)))
        object.__setattr__(self, "groups", tuple(_card_list(g, say("error.what.each_group")) for g in self.groups))
        if not isinstance(self.joker_as, (tuple, list)):
            raise InvalidNotation(say("error.action.joker_as", value=shown(self.joker_as)))
        wanted = tuple(self.joker_as)
        if wanted and len(wanted) != len(self.groups):
            raise InvalidNotation(say("error.joker_as.count", entries=len(wanted), groups=len(self.groups)))
        wanted = tuple(_reading(w, "joker_as") for w in wanted)
        if all(w is None for w in wanted):
            wanted = ()
        object.__setattr__(self, "joker_as", wanted)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(c for g in self.groups for c in g)

    def _body(self) -> str:
        parts = []
        for i, g in enumerate(self.groups):
            text = _tokens_text(g)
            if self.joker_as:
                text += _reading_text(self.joker_as[i])
            parts.append(text)
        return "meld " + " / ".join(parts)

    def to_dict(self) -> dict[str, Any]:
        d = super().to_dict()
        d["groups"] = [[c.id for c in g] for g in self.groups]
        if self.joker_as:
            d["joker_as"] = [_reading_code(j) for j in self.joker_as]
        return d

    @classmethod
    def _read(cls, seat: int, rest: str, text: str) -> Action:
        groups, wanted = [], []
        for part in rest.split("/"):
            toks, want = _split_reading(part.split())
            groups.append(tuple(read_card_token(t) for t in toks))
            wanted.append(want)
        return cls(seat, tuple(groups), tuple(wanted))

    @classmethod
    def _from_fields(cls, seat: int, data: dict[str, Any]) -> Action:
        groups = data["groups"]
        if not isinstance(groups, list) or len(groups) > 40:
            raise InvalidNotation(say("error.action.group_ids", value=shown(groups)))
        wanted = data.get("joker_as", [])
        if not isinstance(wanted, list) or len(wanted) > 40:
            raise InvalidNotation(say("error.action.joker_as_list", value=shown(wanted)))
        return cls(
            seat,
            tuple(_card_ids(g, say("error.what.meld_group")) for g in groups),
            tuple(_read_reading_code(w, say("error.what.meld_joker_as")) for w in wanted),
        )


def _meld_index(value: Any) -> int:
    return whole_number(value, "meld_index", -1, 10**6 - 1, key="error.whole", error=InvalidNotation)


@dataclass(frozen=True)
class LayOff(Action):
    """Add cards from the hand to a meld on the table (R6.1); ``joker_as`` for a joker laid off
    where it could stand for more than one card."""

    cards: tuple[Card, ...] = ()
    meld_index: int = 0
    joker_as: JokerReading = None
    kind: ClassVar[ActionKind] = ActionKind.LAY_OFF
    _verb: ClassVar[str] = "lay off"  # not user words: the action notation, read back by parse
    _fields: ClassVar[tuple[str, ...]] = ("cards", "meld_index", "joker_as")
    _required: ClassVar[tuple[str, ...]] = ("cards", "meld_index")

    def __post_init__(self) -> None:
        super().__post_init__()
        object.__setattr__(self, "cards", _card_list(self.cards, say("error.what.laid_off")))
        _meld_index(self.meld_index)
        object.__setattr__(self, "joker_as", _reading(self.joker_as, "joker_as"))

    def _body(self) -> str:
        body = f"{_tokens_text(self.cards)}{_reading_text(self.joker_as)}"
        return f"lay off {body} on meld {self.meld_index}"  # not user words: the action notation

    def to_dict(self) -> dict[str, Any]:
        d = super().to_dict()
        d["cards"] = [c.id for c in self.cards]
        d["meld_index"] = self.meld_index
        if self.joker_as is not None:
            d["joker_as"] = _reading_code(self.joker_as)
        return d

    @classmethod
    def _read(cls, seat: int, rest: str, text: str) -> Action:
        m = re.fullmatch(r"(.*?)\s+on meld\s+(-?\d{1,6})", rest)  # not user words: the action notation
        if m is None:
            raise InvalidNotation(say("error.action.lay_off", value=shown(text)), token=text[:40])
        toks, want = _split_reading(m.group(1).split())
        return cls(seat, tuple(read_card_token(t) for t in toks), int(m.group(2)), want)

    @classmethod
    def _from_fields(cls, seat: int, data: dict[str, Any]) -> Action:
        return cls(
            seat,
            _card_ids(data["cards"], say("error.what.laid_off")),
            _meld_index(data["meld_index"]),
            _read_reading_code(data.get("joker_as"), say("error.what.lay_off_joker_as")),
        )


@dataclass(frozen=True)
class SwapJoker(Action):
    """Put the card a joker stands for into its meld and take the joker (R6.2)."""

    cards: tuple[Card, ...] = ()
    meld_index: int = 0
    kind: ClassVar[ActionKind] = ActionKind.SWAP_JOKER
    _verb: ClassVar[str] = "swap"
    _fields: ClassVar[tuple[str, ...]] = ("cards", "meld_index")
    _required: ClassVar[tuple[str, ...]] = ("cards", "meld_index")

    def __post_init__(self) -> None:
        super().__post_init__()
        object.__setattr__(self, "cards", _card_list(self.cards, say("error.what.swapped_in")))
        _meld_index(self.meld_index)

    def _body(self) -> str:
        return f"swap {_tokens_text(self.cards)} for the joker in meld {self.meld_index}"  # not user words: notation

    def to_dict(self) -> dict[str, Any]:
        d = super().to_dict()
        d["cards"] = [c.id for c in self.cards]
        d["meld_index"] = self.meld_index
        return d

    @classmethod
    def _read(cls, seat: int, rest: str, text: str) -> Action:
        m = re.fullmatch(r"(.*?)\s+for the joker in meld\s+(-?\d{1,6})", rest)  # not user words: notation
        if m is None:
            raise InvalidNotation(say("error.action.swap", value=shown(text)), token=text[:40])
        return cls(seat, tuple(read_card_token(t) for t in m.group(1).split()), int(m.group(2)))

    @classmethod
    def _from_fields(cls, seat: int, data: dict[str, Any]) -> Action:
        return cls(seat, _card_ids(data["cards"], say("error.what.swapped_in")), _meld_index(data["meld_index"]))


@dataclass(frozen=True)
class Discard(Action):
    """End the turn by discarding a card (R3.5); the last card goes out (R7.1)."""

    card: Card
    kind: ClassVar[ActionKind] = ActionKind.DISCARD
    _verb: ClassVar[str] = "discard"
    _fields: ClassVar[tuple[str, ...]] = ("card",)
    _required: ClassVar[tuple[str, ...]] = ("card",)

    def __post_init__(self) -> None:
        super().__post_init__()
        if not isinstance(self.card, Card):
            raise InvalidNotation(say("error.action.discard", value=shown(self.card)))

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.card,)

    def _body(self) -> str:
        return f"discard {card_token(self.card)}"

    def to_dict(self) -> dict[str, Any]:
        d = super().to_dict()
        d["card"] = self.card.id
        return d

    @classmethod
    def _read(cls, seat: int, rest: str, text: str) -> Action:
        return cls(seat, read_card_token(rest))

    @classmethod
    def _from_fields(cls, seat: int, data: dict[str, Any]) -> Action:
        return cls(seat, _card_id(data["card"], say("error.what.discarded")))


@dataclass(frozen=True)
class Undo(Action):
    """Take back the last move of this turn (R3.6)."""

    kind: ClassVar[ActionKind] = ActionKind.UNDO
    _verb: ClassVar[str] = "undo"


_KINDS: dict[str, type[Action]] = {
    cls.kind.value: cls
    for cls in (DeclareKonkan, Draw, TakeDiscard, ReturnDiscard, Meld, LayOff, SwapJoker, Discard, Undo)
}
