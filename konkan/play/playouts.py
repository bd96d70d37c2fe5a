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
from ..melds import goes_with, melds_in
from ..reasons import Phase
from ..round import Round
from ..table_melds import lay_off_options
from .analysis import best_opening
from .guessing import opening_rules

__all__ = ["QUICK_JOKERS", "quick_playout", "quick_turn"]


# The quick players ask the engine's "goes with" (melds.goes_with) with one joker beside the pair,
# whatever the rules allow (R9): one suit a rank or two apart, or one rank. It is a fixed, cheap
# reading of which cards are close, for playouts; the hints and the players' reasons allow one
# joker more than the hand holds, up to what a meld may hold (melds.jokers_toward).
QUICK_JOKERS = 1


def _discard_choice(r: Round, seat: int) -> Card:
    """The card a quick player throws: the costliest, less for belonging to a meld or going
    with other cards toward one, less again if the next player could lay it off."""
    hand = r.hand(seat)
    rules = r.rules
    naturals = [c for c in hand if not c.is_joker]
    held = melds_in(naturals, rules.ace_value, rules.jokers_per_meld) if len(hand) > 1 else []
    in_meld = {c.face for m in held for c in m.cards}
    nxt = (seat + 1) % r.players
    fits: set[tuple[int, str | None]] = set()
    if r.is_down(nxt) and nxt != seat and len(hand) > 1:
        fits = {cards[0].face for _i, cards, _after in lay_off_options(r.table, naturals) if len(cards) == 1}
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
        op = best_opening(r.hand(seat), opening_rules(r), must_use=must)
        if not op.feasible:
            return
        try:
            r.meld(*op.groups, joker_as=list(op.joker_as))
        except KonkanError:
            return
    for _ in range(20):
        hand = r.hand(seat)
        if len(hand) < 4:
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
        for i, cards, _after in lay_off_options(r.table, hand):
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
            else:
                op = best_opening(hand + [top], opening_rules(r), must_use=top)
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
