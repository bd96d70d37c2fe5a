"""Guessing the cards a seat cannot see, for the computer players that look ahead.

A player decides from its seat's :class:`~konkan.view.SeatView` alone. To look ahead it guesses
what the view hides: which cards the next draw could be (:func:`unseen_pool`), what each of
them would do for a hand not yet down (:func:`draw_outlook`), and where the hidden cards may lie
(:func:`deal_unseen`: the cards the table has shown someone take stay in their hand, the rest
dealt at random), a deal the next player's passed-over discards must fit (:func:`passed_over`,
:func:`would_take`). :func:`shadow_round` makes a round of such a guess, to ask the engine about
moves or to play the round on (:mod:`konkan.play.playouts`).

>>> import random
>>> from konkan import Round, Rules
>>> view = Round(Rules(players=3), seed=3).view(0)
>>> others, stock = deal_unseen(view, {}, random.Random(1))
>>> [len(hand) for hand in others], len(stock) == view.stock_size
([0, 14, 14], True)
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass

from ..cards import Card
from ..melds import goes_with, melds_in
from ..reasons import EventKind
from ..round import Round
from ..rules import Rules
from ..table_melds import lay_off_options
from ..view import SeatView, seen_in_hands, unseen_cards
from .analysis import best_opening

__all__ = [
    "Outlook",
    "deal_unseen",
    "draw_outlook",
    "opening_rules",
    "passed_over",
    "read_table",
    "shadow_round",
    "unseen_pool",
    "would_take",
]


def shadow_round(view: SeatView, others: list[list[Card]] | None = None, stock: list[Card] | None = None) -> Round:
    """A round whose view from ``view.seat`` is this view, the unseen cards placed as given
    (see :meth:`Round.from_view`). It is how a player asks the engine (``Round.is_legal``) about
    its own moves and plays sampled futures without ever seeing the real round."""
    return Round.from_view(view, others, stock)


def opening_rules(view: SeatView | Round) -> Rules:
    """The rules with the opening minimum the seat to play must reach now (it may have risen, R9)."""
    rules, need = view.rules, view.opening_needed
    return rules if need == rules.opening_minimum else dataclasses.replace(rules, opening_minimum=need)


def unseen_pool(view: SeatView) -> list[Card]:
    """The cards the seat's next draw could be: those it cannot see, less those it remembers
    another player took from the discard pile (or freed from a meld) and still holds."""
    known = {c.id for cards in seen_in_hands(view).values() for c in cards}
    return [c for c in unseen_cards(view) if c.id not in known]


def deal_unseen(
    view: SeatView,
    known: dict[int, list[Card]],
    rng: random.Random,
    *,
    leanings: dict[int, dict[int, float]] | None = None,
) -> tuple[list[list[Card]], list[Card]]:
    """One guess at where the unseen cards are: the known ones where they are known to be,
    the rest dealt at random into the other hands and the stock. ``leanings`` (from
    :func:`read_table`) make some cards likelier in some hands than others: each card goes to a
    hand, or the stock, with odds in proportion to the room left there times its leaning (1 for
    the stock and for a card the table said nothing about)."""
    placed = {c.id for cards in known.values() for c in cards}
    pool = [c for c in unseen_cards(view) if c.id not in placed]
    rng.shuffle(pool)
    if leanings:
        return _deal_leaning(view, known, pool, leanings, rng)
    others: list[list[Card]] = []
    pos = 0
    for s in range(len(view.hand_sizes)):
        if s == view.seat:
            others.append([])
            continue
        mine = list(known.get(s, ()))
        k = view.hand_sizes[s] - len(mine)
        others.append(mine + pool[pos : pos + k])
        pos += k
    return others, pool[pos:]


def _deal_leaning(
    view: SeatView,
    known: dict[int, list[Card]],
    pool: list[Card],
    leanings: dict[int, dict[int, float]],
    rng: random.Random,
) -> tuple[list[list[Card]], list[Card]]:
    """Deal the shuffled ``pool`` one card at a time, each to a hand with room or to the stock,
    with odds in proportion to the room left there times the card's leaning toward that hand."""
    n = len(view.hand_sizes)
    seats = [s for s in range(n) if s != view.seat]
    room = {s: view.hand_sizes[s] - len(known.get(s, ())) for s in seats}
    stock_room = len(pool) - sum(room.values())
    hands: dict[int, list[Card]] = {s: list(known.get(s, ())) for s in seats}
    stock: list[Card] = []
    for card in pool:
        odds = [room[s] * leanings.get(s, {}).get(card.id, 1.0) for s in seats]
        total = stock_room + sum(odds)
        x = rng.random() * total
        chosen = None
        for s, o in zip(seats, odds):
            if x < o:
                chosen = s
                break
            x -= o
        if chosen is None and stock_room <= 0:  # rounding: the stock has no room left
            chosen = next(s for s in seats if room[s] > 0)
        if chosen is None:
            stock.append(card)
            stock_room -= 1
        else:
            hands[chosen].append(card)
            room[chosen] -= 1
    others = [hands.get(s, []) if s != view.seat else [] for s in range(n)]
    return others, stock


# How much likelier (above 1) or less likely (below 1) a card is in a hand, by what the table
# showed of that hand (:func:`read_table`). Fitted by measuring play (benchmarks/bench_strength.py).
THREW_NEAR = 0.5  # a card that goes with one the seat threw away: it would have kept the pair
PASSED_NEAR = 0.6  # a card that goes with a discard the seat passed over for the stock
TOOK_NEAR = 2.0  # a card that goes with one the seat took from the pile and still holds
DOWN_LAYS_OFF = 0.3  # a seat that is down would have laid off a card that fits a meld on the table


def read_table(view: SeatView) -> dict[int, dict[int, float]]:
    """What the table has shown of each other seat's hand, as leanings for :func:`deal_unseen`:
    for each seat, card id to how much likelier that card is in its hand than anywhere else. A
    seat that threw a card or passed it over is less likely to hold cards that go with it (R4.1,
    R4.2); one that took a card and still holds it likelier; one that is down less likely to hold
    a card it could lay off (R6.1). Only the seat's own view is read."""
    n = len(view.hand_sizes)
    pool = unseen_pool(view)
    if not pool:
        return {}
    threw: dict[int, list[Card]] = {}
    passed: dict[int, list[Card]] = {}
    top: Card | None = None
    for e in view.events:
        if e.kind == EventKind.RESHUFFLE:
            top = None
        if e.kind == EventKind.DISCARD and e.cards:
            top = e.cards[0]
            if e.seat is not None and e.seat != view.seat and not top.is_joker:
                threw.setdefault(e.seat, []).append(top)
        elif e.kind == EventKind.DRAW and e.seat is not None:
            if top is not None and e.seat != view.seat and not top.is_joker:
                passed.setdefault(e.seat, []).append(top)
            top = None
        elif e.kind == EventKind.TAKE_DISCARD:
            top = None
    held = seen_in_hands(view)
    fits_table: set[int] = set()
    if any(view.down[s] for s in range(n) if s != view.seat) and view.table:
        faces: dict[tuple[int, str | None], bool] = {}
        for c in pool:
            if c.is_joker:
                continue
            if c.face not in faces:
                faces[c.face] = bool(lay_off_options(view.table, [c]))
            if faces[c.face]:
                fits_table.add(c.id)
    out: dict[int, dict[int, float]] = {}
    for s in range(n):
        if s == view.seat:
            continue
        lean: dict[int, float] = {}
        took = [c for c in held.get(s, ()) if not c.is_joker]
        down = view.down[s]
        for c in pool:
            if c.is_joker:
                continue
            w = 1.0
            if any(goes_with(t, c) for t in threw.get(s, ())):
                w *= THREW_NEAR
            if any(goes_with(t, c) for t in passed.get(s, ())):
                w *= PASSED_NEAR
            if any(goes_with(t, c) for t in took):
                w *= TOOK_NEAR
            if down and c.id in fits_table:
                w *= DOWN_LAYS_OFF
            if w != 1.0:
                lean[c.id] = w
        if lean:
            out[s] = lean
    return out


def passed_over(view: SeatView, seat: int, recent: int = 2) -> list[Card]:
    """The last few discards ``seat`` drew from the stock rather than take (read from events)."""
    out: list[Card] = []
    top: Card | None = None
    for e in view.events:
        if e.kind == EventKind.DISCARD and e.cards:
            top = e.cards[0]
        elif e.kind == EventKind.DRAW and e.seat == seat and top is not None:
            out.append(top)
            top = None
    visible = {c.id for c in view.discard_pile}
    return [c for c in out[-recent:] if c.id in visible]


def would_take(view: SeatView, hand: list[Card], card: Card, down: bool) -> bool:
    """Whether a hand like this takes ``card`` for a new meld (down) or to go down (not yet)."""
    with_it = hand + [card]
    if down:
        return any(card in m.cards for m in melds_in(with_it, view.rules.ace_value, view.rules.jokers_per_meld))
    return best_opening(with_it, opening_rules(view), must_use=card).feasible


@dataclass(frozen=True)
class Outlook:
    """What the next card drawn could do for a hand not yet down: of the ``unseen`` cards it could
    be, ``opening`` would let the hand go down (R5); ``points`` is, on average over those cards,
    how far the hand's best try at an opening would then come toward the minimum (R5.1): the
    minimum itself when it could go down."""

    opening: int
    unseen: int
    points: float


def draw_outlook(hand: list[Card], pool: list[Card], rules: Rules) -> Outlook:
    """What drawing one card of ``pool`` would do for ``hand``, a hand not yet down (R5): each
    card is tried once per face. A card that goes with nothing in the hand can join no meld (a
    meld holds two natural cards at least, R4.3), so every such card does the same: it stays in
    hand beside the melds. It is tried once, as a card more in hand, for it changes what the hand
    can do: the melds that took every card but one out at once (R5.4) now leave two, and melds
    holding every card now leave it to discard."""
    need = rules.opening_minimum

    def reach(cards: list[Card]) -> tuple[bool, int]:
        op = best_opening(cards, rules)
        return op.feasible, need if op.feasible else min(op.points, need)

    naturals = [c for c in hand if not c.is_joker]
    # Two jokers in one meld (R9) can bridge a wider gap: then every card is tried. Otherwise a
    # card is tried on its own when it goes with a card of the hand with one joker (R4.1, R4.2).
    every = rules.jokers_per_meld > 1
    tried: dict[tuple[int, str | None] | str, tuple[bool, int]] = {}
    apart: tuple[bool, int] | None = None  # what any card that fits nothing does
    opening = 0
    points = 0.0
    for card in pool:
        key = "joker" if card.is_joker else card.face
        if key not in tried:
            if every or card.is_joker or any(goes_with(o, card) for o in naturals):
                tried[key] = reach(hand + [card])
            else:
                if apart is None:
                    apart = reach(hand + [card])
                tried[key] = apart
        feasible, got = tried[key]
        opening += feasible
        points += got
    return Outlook(opening, len(pool), points / len(pool) if pool else float(reach(hand)[1]))
