"""Quick playouts: a round played on to its end, fast, with no sentences and no hints.

The strong player (:class:`~konkan.play.players.StrongPlayer`) weighs a discard by playing
guessed deals (:mod:`konkan.play.guessing`) on to the end with :func:`quick_turn`, every seat
playing as a greedy player would in the main: it takes the top discard when it makes a meld (or
an opening), goes down with the best opening it holds, melds and lays off what it can, and
throws the card it needs least (costly, in no meld, going with few cards, not one the next
player could lay off). :func:`quick_playout` scores where the round ended for a seat (R8).
Lessons use :func:`quick_turn` too, for the games they have the computer play.

>>> from konkan import Round, Rules
>>> r = Round(Rules(players=2), seed=3)
>>> isinstance(quick_playout(r, 0), float), r.is_over
(True, True)
"""

from __future__ import annotations

from ..actions import Discard
from ..cards import Card, card_value
from ..errors import IllegalAction, KonkanError
from ..melds import HIGH_ACE, goes_with, melds_in, position_rank, rank_value
from ..reasons import MeldKind, Phase
from ..round import Round
from ..table_melds import TableMeld, lay_off_options, missing_suits
from .analysis import Opening, best_opening
from .guessing import opening_rules

__all__ = ["QUICK_JOKERS", "quick_playout", "quick_turn"]


# The quick players ask the engine's "goes with" (melds.goes_with) with one joker beside the pair,
# whatever the rules allow (R9): one suit a rank or two apart, or one rank. It is a fixed, cheap
# reading of which cards are close, for playouts; the hints and the players' reasons allow one
# joker more than the hand holds, up to what a meld may hold (melds.jokers_toward).
QUICK_JOKERS = 1


_TOUCH: dict[int, tuple[TableMeld, frozenset[tuple[int, str | None]]]] = {}


def _touches(tm: TableMeld) -> frozenset[tuple[int, str | None]]:
    got = _TOUCH.get(id(tm))
    if got is not None and got[0] is tm:
        return got[1]
    v = tm.verdict
    out: set[tuple[int, str | None]] = set()
    if v.kind == MeldKind.RUN:
        if v.low is not None and v.low - 1 >= 1:
            out.add((position_rank(v.low - 1), v.suit))
        if v.high is not None and v.high + 1 <= HIGH_ACE:
            out.add((position_rank(v.high + 1), v.suit))
    elif v.rank is not None:
        out.update((v.rank, s) for s in missing_suits(v))
    if len(_TOUCH) > 4096:
        _TOUCH.clear()
    faces = frozenset(out)
    _TOUCH[id(tm)] = (tm, faces)  # the meld is kept, so its id is not another's
    return faces


def _touching(table: list[TableMeld]) -> set[tuple[int, str | None]]:
    """The faces a lay-off with no joker must start from: the card just past either end of a run,
    a missing suit of a set (R6.1). Every joker-free lay-off :func:`lay_off_options` finds holds
    one of them, so a hand with none of them has none (a cheap test before the engine's own)."""
    out: set[tuple[int, str | None]] = set()
    for tm in table:
        out |= _touches(tm)
    return out


def _natural_meld_faces(naturals: list[Card]) -> set[tuple[int, str | None]]:
    """The faces of the cards that are in some meld of natural cards only, as ``melds_in`` finds
    them: three positions or more in a row in one suit (the ace low or high, R4.1), or one rank
    in three suits or four (R4.2)."""
    out: set[tuple[int, str | None]] = set()
    by_rank: dict[int, set[str | None]] = {}
    by_suit: dict[str | None, set[int]] = {}
    for c in naturals:
        by_rank.setdefault(c.rank, set()).add(c.suit)
        places = by_suit.setdefault(c.suit, set())
        places.add(c.rank)
        if c.rank == 1:
            places.add(HIGH_ACE)
    for rank, suits in by_rank.items():
        if len(suits) >= 3:
            out.update((rank, s) for s in suits)
    for suit, places in by_suit.items():
        if len(places) < 3:
            continue
        row: list[int] = []
        for p in range(1, HIGH_ACE + 2):
            if p in places:
                row.append(p)
                continue
            if len(row) >= 3:
                out.update((position_rank(q), suit) for q in row)
            row = []
    return out


_OPENINGS: dict[tuple[object, ...], Opening] = {}


def _opening(cards: list[Card], r: Round, must: Card | None) -> Opening:
    """``best_opening`` of these cards at this round, remembered: the playouts of one decision
    play the same deal once per candidate, so the same hands meet the same question again. The
    answer depends on the cards in their order, the rules and the opening needed only."""
    key = (tuple(c.id for c in cards), r.rules, r.opening_needed, None if must is None else must.id)
    op = _OPENINGS.get(key)
    if op is None:
        if len(_OPENINGS) > 8192:  # one decision's playouts ask a few thousand at most
            _OPENINGS.clear()
        op = _OPENINGS[key] = best_opening(cards, opening_rules(r), must_use=must)
    return op


def _partnered(cards: list[Card], jokers_per_meld: int, ace: str) -> tuple[int, int]:
    """How many of these cards could be in a meld, and what they are worth in one at most: a
    meld holds two natural cards at least, one rank or one suit close enough for the jokers
    between them (R4.1, R4.2, R4.3), so a natural card with no such partner is in none; every
    joker could be, worth 11 at most (R5.1)."""
    naturals = [c for c in cards if not c.is_joker]
    jokers = len(cards) - len(naturals)
    gap = 1 + max(1, jokers_per_meld)  # the widest gap in one suit a meld may bridge
    by_rank: dict[int, set[str | None]] = {}
    by_suit: dict[str | None, list[int]] = {}
    for c in naturals:
        by_rank.setdefault(c.rank, set()).add(c.suit)
        places = by_suit.setdefault(c.suit, [])
        places.append(c.rank)
        if c.rank == 1:
            places.append(HIGH_ACE)
    usable = jokers
    worth = 11 * jokers
    for c in naturals:
        partner = len(by_rank[c.rank]) > 1
        if not partner:
            mine = (1, HIGH_ACE) if c.rank == 1 else (c.rank,)
            partner = any(0 < abs(p - m) <= gap for p in by_suit[c.suit] for m in mine)
        if partner:
            usable += 1
            worth += rank_value(c.rank, ace)
    return usable, worth


def _cannot_open(cards: list[Card], need: int, jokers_per_meld: int, ace: str) -> bool:
    """Whether these cards surely hold no opening (a cheap test before the engine's own, exact in
    what it says): if the cards that could be in a meld are too few to go out at once (R5.4) and
    worth less than the minimum even all together (R5.1), no opening exists."""
    usable, worth = _partnered(cards, jokers_per_meld, ace)
    return usable < len(cards) - 1 and worth < need


def _no_meld(hand: list[Card], jokers_per_meld: int, ace: str) -> bool:
    """Whether this hand surely holds no meld (a cheap test before ``melds_in``)."""
    if any(c.is_joker for c in hand):
        return _partnered(hand, jokers_per_meld, ace)[0] < 3
    return not _natural_meld_faces(hand)


def _discard_choice(r: Round, seat: int) -> Card:
    """The card a quick player throws: the costliest, less for belonging to a meld or going
    with other cards toward one, less again if the next player could lay it off."""
    hand = r.hand(seat)
    rules = r.rules
    naturals = [c for c in hand if not c.is_joker]
    in_meld = _natural_meld_faces(naturals) if len(hand) > 1 else set()  # as melds_in would find
    nxt = (seat + 1) % r.players
    fits: set[tuple[int, str | None]] = set()
    if r.is_down(nxt) and nxt != seat and len(hand) > 1:
        table = r.table
        touching = _touching(table)
        near = [c for c in naturals if c.face in touching]  # a single card laid off is one of these
        if near:
            fits = {cards[0].face for _i, cards, _after in lay_off_options(table, near) if len(cards) == 1}
    best: Card | None = None
    best_rank = -1e9
    for c in hand:
        if c.is_joker and len(hand) > 1:
            continue
        rank = float(card_value(c, rules.joker_penalty, rules.ace_value))
        if c.face in in_meld:
            rank -= 40
        else:
            rank -= 8 * min(sum(1 for o in naturals if goes_with(o, c, QUICK_JOKERS)), 3)
        if c.face in fits:
            rank -= 25
        if rank > best_rank:
            best, best_rank = c, rank
    return best if best is not None else hand[0]  # only jokers left: one must go (R3.5)


def _quick_melds(r: Round, seat: int) -> None:
    """Put down what can go down: the best opening, or once down every meld and lay-off."""
    rules = r.rules
    if not r.is_down(seat):
        if seat in r.declared or (r.is_first_turn and not rules.starter_may_go_down_first_turn):
            return
        must = r.took_discard if rules.taken_discard_must_be_used else None
        hand = r.hand(seat)
        if _cannot_open(hand, r.opening_needed, rules.jokers_per_meld, rules.ace_value):
            return
        op = _opening(hand, r, must)
        if not op.feasible:
            return
        try:
            r.meld(*op.groups, joker_as=list(op.joker_as))
        except KonkanError:
            return
    for _ in range(20):
        hand = r.hand(seat)
        if len(hand) < 4 or _no_meld(hand, rules.jokers_per_meld, rules.ace_value):
            break
        ms = [m for m in melds_in(hand, rules.ace_value, rules.jokers_per_meld) if len(m.cards) < len(hand)]
        if not ms:
            break
        m = max(ms, key=lambda m: (not m.has_joker, len(m.cards), m.points))
        try:
            r.meld(m.cards, joker_as=m.reading if m.kind == "run" else None)
        except KonkanError:
            break
    for _ in range(20):
        hand = r.hand(seat)
        if len(hand) < 2:
            break
        table = r.table
        touching = _touching(table)
        if not any(c.face in touching for c in hand if not c.is_joker):
            break  # no lay-off without a joker starts from this hand
        naturals = [c for c in hand if not c.is_joker]  # the same joker-free lay-offs, in order
        for i, cards, _after in lay_off_options(table, naturals):
            if len(cards) < len(hand) and not any(c.is_joker for c in cards):
                try:
                    r.lay_off(list(cards), i)
                    break
                except KonkanError:
                    continue
        else:
            break


def quick_turn(r: Round) -> None:
    """Play the current seat's turn quickly, as a greedy player would in the main (a playout's
    move: no sentences, no hints)."""
    seat = r.current
    rules = r.rules
    if r.phase == Phase.START and not r.is_first_turn:
        top = r.discard_top
        take = False
        if top is not None and seat not in r.declared:
            hand = r.hand(seat)
            if r.is_down(seat):
                take = sum(1 for o in hand if o.is_joker or goes_with(o, top, QUICK_JOKERS)) >= 2 and any(
                    top in m.cards
                    for m in melds_in(hand + [top], rules.ace_value, rules.jokers_per_meld)
                    if len(m.cards) <= len(hand)
                )
            elif (top.is_joker or any(o.is_joker or goes_with(o, top, QUICK_JOKERS) for o in hand)) and not (
                _cannot_open(hand + [top], r.opening_needed, rules.jokers_per_meld, rules.ace_value)
            ):
                # An opening using the top card needs a meld holding it: with no joker in hand,
                # a card of the hand beside it in a run or of its rank in a set (R4.1, R4.2).
                op = _opening(hand + [top], r, top)
                take = op.feasible
        if take:
            r.take_discard()
        else:
            r.draw()
    _quick_melds(r, seat)
    for _ in range(6):
        if r.is_over or r.current != seat:
            return
        try:
            r.discard(_discard_choice(r, seat))
            return
        except IllegalAction as e:
            for a in e.remedy:
                r.apply(a)
            if r.phase == Phase.PLAY and r.took_discard is None:
                _quick_melds(r, seat)
    legal = list(r.legal_actions().simple())
    r.apply(next((a for a in legal if isinstance(a, Discard)), legal[0]))


def quick_playout(r: Round, seat: int, turns: int = 400) -> float:
    """Play the round on to its end with quick turns; the seat's score (its team's, in a
    partnership) less the mean of its opponents' (lower is better for the seat, R8)."""
    for _ in range(turns):
        if r.is_over:
            break
        quick_turn(r)
    n = r.players
    if r.result is not None:
        scores = [float(s) for s in r.result.scores]
    else:
        scores = [
            float(sum(card_value(c, r.rules.joker_penalty, r.rules.ace_value) for c in r.hand(s))) for s in range(n)
        ]
    if r.rules.partnership:
        scores = [scores[s] + scores[(s + 2) % n] for s in range(n)]
    rivals = [s for s in range(n) if s != seat and not (r.rules.partnership and (s - seat) % 2 == 0)]
    return scores[seat] - sum(scores[s] for s in rivals) / len(rivals)
