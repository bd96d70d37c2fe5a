"""What one seat may know: the :class:`SeatView`, and its JSON form for a page.

A view holds the seat's own hand, the table, the discard pile, how many cards every other seat
holds and whether it is down, the phase, the seat's legal moves and the events as that seat
reads them. It never holds another hand, the stock's order or the seed.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from .actions import Action
from .cards import Card, full_deck
from .catalogue import say
from .errors import InvalidNotation, KonkanError, shown, whole_number
from .events import Event
from .melds import MeldVerdict
from .reasons import Ending, EventKind, Phase, Reason
from .rules import Rules
from .saving import _first_difference
from .scoring import ScoreLine
from .seats import check_names
from .table_melds import TableMeld

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
        return {
            "ending": self.ending.value,
            "finisher": self.finisher,
            "scores": list(self.scores),
            "declared_konkan": self.declared_konkan,
        }

    @classmethod
    def from_view_dict(cls, data: Any, players: int) -> RoundResult:
        """Read :meth:`to_view_dict`'s form back (a table of ``players``); anything else raises
        :class:`InvalidNotation` naming the field."""
        return _result(data, players)

    def to_view_dict(self) -> dict[str, Any]:
        return {
            **self.to_dict(),
            "code": self.code.value,
            "rule": self.rule,
            "message": self.message,
            "lines": [line.to_dict() for line in self.lines],
        }


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
    onlooker: bool = False  # someone watching from beside ``seat`` (out of the game): no hand shown

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

    def hand_hidden(self, events: Iterable[Event]) -> SeatView:
        """This view with nothing of the seat's own cards: no hand, no legal move, no discard taken
        nor joker freed this turn, and ``events`` (as everybody reads them) for its events. (People
        at one screen, before the player to move has looked; it does not read back from JSON.)"""
        return replace(self, hand=(), legal=(), events=tuple(events), took_discard=None, freed_jokers=())

    def as_onlooker(self, events: Iterable[Event]) -> SeatView:
        """:meth:`hand_hidden`, as someone beside the seat sees it (out of the game, a projector):
        nobody there is "you", and it reads back from JSON."""
        return replace(self.hand_hidden(events), onlooker=True)

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe: cards as physical ids (0 to 105), actions as their text."""
        return {
            "format": FORMAT_VIEW,
            "seat": self.seat,
            "rules": self.rules.to_dict(),
            "names": list(self.names),
            "number": self.number,
            "current": self.current,
            "phase": self.phase.value,
            "hand": [c.id for c in self.hand],
            "table": [m.to_dict() for m in self.table],
            "discard_pile": [c.id for c in self.discard_pile],
            "hand_sizes": list(self.hand_sizes),
            "stock_size": self.stock_size,
            "down": list(self.down),
            "declared": list(self.declared),
            "first_turn": self.first_turn,
            "took_discard": None if self.took_discard is None else self.took_discard.id,
            "melded_this_turn": self.melded_this_turn,
            "can_undo": self.can_undo,
            "down_at_turn_start": self.down_at_turn_start,
            "touched_others": self.touched_others,
            "legal": [str(a) for a in self.legal],
            "may_meld": self.may_meld,
            "events": [e.to_dict() for e in self.events],
            "result": None if self.result is None else self.result.to_view_dict(),
            "highest_opening": self.highest_opening,
            "opening_needed": self.opening_needed,
            "new_melds": list(self.new_melds),
            "freed_jokers": [c.id for c in self.freed_jokers],
            "moves_to_take_back": self.moves_to_take_back,
            **({"onlooker": True} if self.onlooker else {}),  # only then: every other view reads as before
        }

    @classmethod
    def from_dict(cls, data: Any) -> SeatView:
        """Read :meth:`to_dict`'s form back. Anything else, a field of the wrong type, a number out
        of range, cards that are not 106 different cards in all, or a view that does not write
        back exactly as given, raises :class:`InvalidNotation` naming the field."""
        return _read_view(data)


_VIEW_KEYS = (
    "format",
    "seat",
    "rules",
    "names",
    "number",
    "current",
    "phase",
    "hand",
    "table",
    "discard_pile",
    "hand_sizes",
    "stock_size",
    "down",
    "declared",
    "first_turn",
    "took_discard",
    "melded_this_turn",
    "can_undo",
    "down_at_turn_start",
    "touched_others",
    "legal",
    "may_meld",
    "events",
    "result",
    "highest_opening",
    "opening_needed",
    "new_melds",
    "freed_jokers",
    "moves_to_take_back",
)
_RESULT_KEYS = ("ending", "finisher", "scores", "declared_konkan", "code", "rule", "message", "lines")
_LINE_KEYS = ("seat", "cards", "penalty", "doubled", "score", "rule", "message")
_EVENT_KEYS = ("index", "kind", "seat", "cards", "message", "rule", "meld_index")


def _bad(field: str, wanted: str, value: Any, **fields: Any) -> InvalidNotation:
    """The seat view's ``field`` is not what it must be: ``wanted`` names the sentence (its key's
    last part), ``fields`` fill it."""
    return InvalidNotation(say(f"error.view.must.{wanted}", field=field, value=shown(value), **fields))


def _mapping(value: Any, field: str, keys: tuple[str, ...]) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _bad(field, "mapping", value)
    unknown = [k for k in value if k not in keys]
    if unknown:
        raise InvalidNotation(say("error.view.unknown", field=field, value=shown(unknown[0])))
    missing = [k for k in keys if k not in value]
    if missing:
        raise InvalidNotation(say("error.view.missing", field=field, name=repr(missing[0])))
    return value


def _int(value: Any, field: str, low: int, high: int) -> int:
    return whole_number(value, field, low, high, key="error.view.must.whole", error=InvalidNotation)


def _bool(value: Any, field: str) -> bool:
    if not isinstance(value, bool):
        raise _bad(field, "bool", value)
    return value


def _text(value: Any, field: str) -> str:
    if not isinstance(value, str) or len(value) > 5000:
        raise _bad(field, "text", value)
    return value


def _list(value: Any, field: str, longest: int = 106) -> list[Any]:
    if not isinstance(value, list) or len(value) > longest:
        raise _bad(field, "list", value, longest=longest)
    return value


def _card(value: Any, field: str) -> Card:
    return Card.from_id(_int(value, field, 0, 105))


def _cards(value: Any, field: str) -> tuple[Card, ...]:
    cards = tuple(_card(v, f"{field}[{i}]") for i, v in enumerate(_list(value, field)))
    if len(set(cards)) != len(cards):
        raise InvalidNotation(say("error.view.twice", field=field))
    return cards


def _enum(kind: Any, value: Any, field: str) -> Any:
    try:
        return kind(value) if isinstance(value, str) else kind(None)
    except ValueError:
        raise _bad(field, "one_of", value, choices=", ".join(repr(k.value) for k in kind)) from None


def _read_view(data: Any) -> SeatView:
    if not isinstance(data, dict) or data.get("format") != FORMAT_VIEW:
        raise InvalidNotation(say("error.view.mapping", value=shown(data)))
    onlooker = "onlooker" in data
    if onlooker and data["onlooker"] is not True:
        raise _bad("onlooker", "true", data["onlooker"])
    _mapping({k: v for k, v in data.items() if k != "onlooker"}, "mapping", _VIEW_KEYS)
    try:
        rules = Rules.from_dict(data["rules"])
    except KonkanError as e:
        raise InvalidNotation(say("error.view.rules", error=e)) from None
    n = rules.players
    try:
        names = check_names(_list(data["names"], "names", 5), n)
    except KonkanError as e:
        raise InvalidNotation(say("error.view.names", error=e)) from None
    seat = _int(data["seat"], "seat", 0, n - 1)
    current = _int(data["current"], "current", 0, n - 1)
    phase = _enum(Phase, data["phase"], "phase")
    hand = _cards(data["hand"], "hand")
    table = []
    for i, m in enumerate(_list(data["table"], "table", 40)):
        try:
            meld = TableMeld.from_dict(m, rules.ace_value, rules.jokers_per_meld)
        except KonkanError as e:
            raise InvalidNotation(say("error.view.table", index=i, error=e)) from None
        if meld.owner >= n:
            raise _bad(f"table[{i}].owner", "seat", meld.owner, high=n - 1)
        table.append(meld)
    pile = _cards(data["discard_pile"], "discard_pile")
    sizes = tuple(_int(k, f"hand_sizes[{i}]", 0, 106) for i, k in enumerate(_list(data["hand_sizes"], "hand_sizes", 5)))
    if len(sizes) != n:
        raise _bad("hand_sizes", "sizes", data["hand_sizes"], players=n)
    if sizes[seat] != len(hand) and not (onlooker and not hand):
        raise InvalidNotation(say("error.view.hand_size", seat=seat, size=sizes[seat], count=len(hand)))
    stock = _int(data["stock_size"], "stock_size", 0, 106)
    down = tuple(_bool(d, f"down[{i}]") for i, d in enumerate(_list(data["down"], "down", 5)))
    if len(down) != n:
        raise _bad("down", "bools", data["down"], players=n)
    declared = tuple(_int(d, f"declared[{i}]", 0, n - 1) for i, d in enumerate(_list(data["declared"], "declared", 5)))
    if len(set(declared)) != len(declared):
        raise InvalidNotation(say("error.view.declared"))
    seen = [c for c in hand] + [c for m in table for c in m.cards] + list(pile)
    if len(set(seen)) != len(seen):
        raise InvalidNotation(say("error.view.two_places"))
    unseen = sum(k for s, k in enumerate(sizes) if s != seat or onlooker) + stock
    if len(seen) + unseen != 106:
        raise InvalidNotation(say("error.view.count", count=len(seen) + unseen))
    took = None if data["took_discard"] is None else _card(data["took_discard"], "took_discard")
    on_table = {c for m in table for c in m.cards}
    if took is not None and took not in hand and took not in on_table:
        raise InvalidNotation(say("error.view.took", card=took))
    legal = []
    for i, a in enumerate(_list(data["legal"], "legal", 2000)):
        action = Action.parse(_text(a, f"legal[{i}]"))
        if action.seat != seat:
            raise InvalidNotation(say("error.view.legal", index=i, value=shown(a)))
        legal.append(action)
    events = tuple(_event(e, f"events[{i}]", n) for i, e in enumerate(_list(data["events"], "events", 100_000)))
    result = None if data["result"] is None else _result(data["result"], n)
    if (phase == Phase.OVER) != (result is not None):
        raise InvalidNotation(say("error.view.phase"))
    new_melds = tuple(
        _int(k, f"new_melds[{i}]", 0, max(len(table) - 1, 0))
        for i, k in enumerate(_list(data["new_melds"], "new_melds", 40))
    )
    if (
        new_melds
        and not table
        or len(set(new_melds)) != len(new_melds)
        or any(table[k].owner != seat for k in new_melds)
    ):
        raise _bad("new_melds", "new_melds", data["new_melds"])
    freed = _cards(data["freed_jokers"], "freed_jokers")
    if any(not c.is_joker or (c not in hand and c not in on_table) for c in freed):
        raise _bad("freed_jokers", "freed_jokers", data["freed_jokers"])
    view = SeatView(
        seat=seat,
        rules=rules,
        names=names,
        number=_int(data["number"], "number", 1, 10**6),
        current=current,
        phase=phase,
        hand=hand,
        table=tuple(table),
        discard_pile=pile,
        hand_sizes=sizes,
        stock_size=stock,
        down=down,
        declared=declared,
        first_turn=_bool(data["first_turn"], "first_turn"),
        took_discard=took,
        melded_this_turn=_bool(data["melded_this_turn"], "melded_this_turn"),
        can_undo=_bool(data["can_undo"], "can_undo"),
        down_at_turn_start=_bool(data["down_at_turn_start"], "down_at_turn_start"),
        touched_others=_bool(data["touched_others"], "touched_others"),
        legal=tuple(legal),
        may_meld=_bool(data["may_meld"], "may_meld"),
        events=events,
        result=result,
        highest_opening=_int(data["highest_opening"], "highest_opening", 0, 10**6),
        new_melds=new_melds,
        freed_jokers=freed,
        moves_to_take_back=_int(data["moves_to_take_back"], "moves_to_take_back", 0, 10**6),
        onlooker=onlooker,
    )
    again = view.to_dict()
    if _canonical(again) != _canonical(_said_now(data, again)):
        raise InvalidNotation(say("error.view.write_back", where=_first_difference(again, data)))
    return view


def _said_now(data: dict[str, Any], again: dict[str, Any]) -> dict[str, Any]:
    """``data`` with its melds' sentences as the view written again says them: a view keeps them
    in the language it was written in, and each was checked to be its meld's sentence in one of
    konkan's languages (:meth:`TableMeld.from_dict`); read in another, they are said in it."""
    if len(data["table"]) != len(again["table"]):
        return data
    table = [{**m, "message": a["message"]} for m, a in zip(data["table"], again["table"])]
    return {**data, "table": table}


def _canonical(data: Any) -> str | None:
    try:
        return json.dumps(data, sort_keys=True, ensure_ascii=True)
    except (TypeError, ValueError, RecursionError):
        return None


def _event(value: Any, field: str, n: int) -> Event:
    e = _mapping(value, field, _EVENT_KEYS)
    seat = None if e["seat"] is None else _int(e["seat"], f"{field}.seat", 0, n - 1)
    meld = None if e["meld_index"] is None else _int(e["meld_index"], f"{field}.meld_index", 0, 1000)
    return Event(
        _int(e["index"], f"{field}.index", 0, 10**6),
        _enum(EventKind, e["kind"], f"{field}.kind"),
        seat,
        _cards(e["cards"], f"{field}.cards"),
        _text(e["message"], f"{field}.message"),
        _text(e["rule"], f"{field}.rule"),
        meld,
    )


def _result(value: Any, n: int) -> RoundResult:
    r = _mapping(value, "result", _RESULT_KEYS)
    lines = []
    for i, raw in enumerate(_list(r["lines"], "result.lines", 5)):
        line = _mapping(raw, f"result.lines[{i}]", _LINE_KEYS)
        where = f"result.lines[{i}]"
        lines.append(
            ScoreLine(
                _int(line["seat"], f"{where}.seat", 0, n - 1),
                _cards(line["cards"], f"{where}.cards"),
                _int(line["penalty"], f"{where}.penalty", -(10**6), 10**6),
                _bool(line["doubled"], f"{where}.doubled"),
                _int(line["score"], f"{where}.score", -(10**6), 10**6),
                "",
                _text(line["rule"], f"{where}.rule"),
                _text(line["message"], f"{where}.message"),
            )
        )
    if [line.seat for line in lines] != list(range(n)):
        raise _bad("result.lines", "lines", r["lines"], players=n)
    finisher = None if r["finisher"] is None else _int(r["finisher"], "result.finisher", 0, n - 1)
    return RoundResult(
        _enum(Ending, r["ending"], "result.ending"),
        finisher,
        tuple(lines),
        _bool(r["declared_konkan"], "result.declared_konkan"),
        _enum(Reason, r["code"], "result.code"),
        _text(r["message"], "result.message"),
    )


# --- what the seat did this turn, read from its events ------------------------------------------

_UNDOABLE = frozenset(
    {EventKind.TAKE_DISCARD, EventKind.GO_DOWN, EventKind.MELD, EventKind.LAY_OFF, EventKind.SWAP_JOKER}
)
_MELDING = frozenset({EventKind.GO_DOWN, EventKind.MELD})


@dataclass(frozen=True)
class TurnSoFar:
    """What the seat has done this turn, as its events tell: the melds it went down with
    (``opening``, for R8.2 and R8.5), the jokers it freed that are still in hand
    (``freed_jokers``, R9), how many moves to take back before the taken discard can go back
    (``moves_since_take``, R3.6), how many take the earliest swap whose joker is still in hand
    back (``moves_since_swap``; that swap's event is ``swap``), and the cards of the melds it put
    down this turn and has not taken back (``new_meld_cards``)."""

    opening: tuple[MeldVerdict, ...] = ()
    freed_jokers: tuple[Card, ...] = ()
    moves_since_take: int = 0
    moves_since_swap: int = 0
    new_meld_cards: tuple[Card, ...] = ()
    swap: Event | None = None


def turn_so_far(view: SeatView) -> TurnSoFar:
    """Read :class:`TurnSoFar` from the events of the current turn (those after the last discard).

    The moves that can still be taken back are kept as the round keeps them (R3.6): each take,
    meld, lay-off and swap adds one, a take-back or a card put back removes the last, and a draw
    from the stock or a declaration leaves nothing to take back."""
    seat = view.seat
    events = view.events
    start = len(events)
    while start > 0 and events[start - 1].kind != EventKind.DISCARD:
        start -= 1
    stack: list[Event] = []
    for e in events[start:]:
        if e.seat != seat:
            continue
        kind = e.kind
        if kind in _UNDOABLE:
            stack.append(e)
        elif kind == EventKind.UNDO or kind == EventKind.RETURN_DISCARD:
            if stack:
                stack.pop()
        elif kind == EventKind.DRAW or kind == EventKind.DECLARE_KONKAN:
            stack.clear()
    if not stack:
        return TurnSoFar()
    opening: tuple[MeldVerdict, ...] = ()
    went_down = [e for e in stack if e.kind == EventKind.GO_DOWN]
    if went_down and view.is_down and not view.down_at_turn_start:
        shown = set(went_down[-1].cards)
        own = [tm for tm in view.table if tm.owner == seat]
        if sum(len(tm.cards) for tm in own) == len(shown):
            # Nothing put down or laid off since (a swap keeps every meld's kind and size).
            opening = tuple(tm.verdict for tm in own)
        else:
            # Cards went down since, so the opening left fewer than a Konkan's: its melds still
            # as they were are enough to tell.
            opening = tuple(tm.verdict for tm in own if set(tm.cards) <= shown)
    hand = set(view.hand)
    freed: list[Card] = []
    since_swap = 0
    swap = None
    for i, e in enumerate(stack):
        if e.kind == EventKind.SWAP_JOKER:
            joker = next((c for c in e.cards if c.is_joker), None)
            if joker is not None and joker in hand:
                freed.append(joker)
                if swap is None:
                    swap, since_swap = e, len(stack) - i
    since_take = len(stack) - 1 if stack[0].kind == EventKind.TAKE_DISCARD else 0
    melded = tuple(c for e in stack if e.kind in _MELDING for c in e.cards)
    return TurnSoFar(opening, tuple(freed), since_take, since_swap, melded, swap)


# --- what a seat knows of the cards it cannot see ---------------------------------------------


def unseen_cards(view: SeatView) -> list[Card]:
    """The physical cards this seat cannot see: in the other hands or the stock, by id."""
    seen = {c.id for c in view.hand} | {c.id for c in view.discard_pile}
    seen |= {c.id for m in view.table for c in m.cards}
    return [c for c in full_deck() if c.id not in seen]


def seen_in_hands(view: SeatView) -> dict[int, list[Card]]:
    """The cards each other seat is known to hold: taken from the discard pile, or jokers they
    freed, and not seen since (read from the seat's events; a pile turned into a new stock
    hides where its cards went, R9)."""
    unseen = {c.id for c in unseen_cards(view)}
    holder: dict[int, tuple[int, Card]] = {}  # card id: the seat that took it last, and the card
    for e in view.events:
        if e.kind == EventKind.RESHUFFLE:
            holder = {}
        if e.seat is None or e.seat == view.seat:
            continue
        if e.kind == EventKind.TAKE_DISCARD and e.cards:
            holder[e.cards[0].id] = (e.seat, e.cards[0])
        elif e.kind == EventKind.SWAP_JOKER:
            for c in e.cards:
                if c.is_joker:
                    holder[c.id] = (e.seat, c)
    out: dict[int, list[Card]] = {}
    for cid, (seat, card) in holder.items():
        if cid in unseen and len(out.get(seat, ())) < view.hand_sizes[seat]:
            out.setdefault(seat, []).append(card)
    return out
