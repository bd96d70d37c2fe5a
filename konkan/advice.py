"""Advice: every move worth considering for a seat now, ranked, each explained with its rules.

``hints(round, seat)`` asks the round for the seat's view and :func:`hints_for_view` does the
work, so a hint sees only what the seat sees: its hand, the table, the discard pile, what it
did this turn. Each :class:`Hint` has the engine's verdict shape (``ok``, ``code``, ``rule``,
``message``) and the moves that play it (``actions``), which the round accepts in order.

>>> from konkan import Round, Rules
>>> r = Round(Rules(players=3), seed=4)
>>> best = hints(r, 0)[0]
>>> best.kind, best.code, best.rule, best.ok
(HintKind.OPEN, Reason.HINT_GO_DOWN, 'R5.1', True)
>>> r.check(best.actions[0]).ok
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .actions import Action, DeclareKonkan, Discard, Draw, LayOff, ReturnDiscard, SwapJoker, TakeDiscard, Undo
from .analysis import (
    KonkanShape,
    Opening,
    OutPlan,
    best_opening,
    cards_first,
    go_out_plan,
    joker_words,
    konkan_shape,
    meld_action,
)
from .cards import Card, card_value, cards_text
from .catalogue import say
from .melds import MeldVerdict, melds_in, melds_text
from .reasons import Ending, EventKind, HintKind, Phase, Reason
from .round import Round
from .scoring import GOING_OUT, KONKAN_PENALTY, turn_ending
from .table import after_swap, judge_lay_off, lay_off_options, leaves_a_card, swap_options
from .view import SeatView

__all__ = ["Hint", "TurnSoFar", "hints", "hints_for_view", "turn_so_far"]

# --- the ranking: higher first ---------------------------------------------------------------
# A turn's start (declare, take or draw) and the rest of it (melds, lay-offs, the discard) are
# ranked apart: the two lists never mix. ``..._EXTRA`` is added to a score, ``..._COST`` taken off.

# The start of a turn.
SCORE_DECLARE_KONKAN_HELD = 1200.0  # declaring first costs nothing and makes a Konkan held win the game (R8.6)
SCORE_TAKE_TO_GO_OUT_AT_ONCE = 960.0  # the discard takes a player not down out at once, as a Hand or Konkan
SCORE_TAKE_COMPLETES_KONKAN = 950.0  # the discard completes a declared Konkan, which wins the game
SCORE_TAKE_TO_GO_OUT = 900.0  # the discard takes a player who is down out this turn
SCORE_TAKE_TO_GO_DOWN = 450.0  # plus the opening's points: the discard makes an opening, the turn's aim
WEIGHT_OPENING_WITHOUT_TAKE = 0.5  # times an opening the hand already holds, taken off: less to gain
SCORE_TAKE_FOR_MELD = 400.0  # plus the meld's points: a new meld sheds cards, well above a blind draw
SCORE_DECLARE_KONKAN_ONE_SHORT = 300.0  # one card from a game-winning Konkan: worth more than a plain draw
SCORE_TAKE_KONKAN_CLOSER = 260.0  # a declarer's Konkan one card closer, with no obligation: above a draw
SCORE_DRAW = 200.0  # the baseline of a turn's start: an unknown card and no obligation (R3.3)
SCORE_TAKE_NOT_NEEDED = 150.0  # an opening is there without the discard: the draw is as good and freer
SCORE_DECLARE_KONKAN_TWO_SHORT = 120.0  # two cards short: a gamble, below drawing
SCORE_TAKE_USELESS = 30.0  # the discard helps no meld yet obliges one (R3.3): near the bottom
SCORE_TAKE_NOT_KONKAN = 20.0  # a declarer may go down only with the Konkan, which the discard does not make
SCORE_DECLARE_KONKAN_FAR = 10.0  # a long shot: shown for what it says, hardly ever to be played

# The rest of the turn.
SCORE_DECLARED_KONKAN_DOWN = 1100.0  # it wins the whole game (R8.6): nothing ranks above it
SCORE_GO_OUT_HAND = 1050.0  # a Hand or a Konkan: -60, and the others pay double or a flat 200 (R8.2, R8.5)
SCORE_GO_OUT = 1000.0  # going out ends the round at -30 (R8.1): better than any meld, lay-off or discard
SCORE_PUT_BACK = 600.0  # a taken card that can't be used must go back before anything else can follow (R3.6)
SCORE_GO_DOWN = 500.0  # plus the opening's points: going down is the aim of a player not yet down
SCORE_SWAP_JOKER = 350.0  # a joker in hand is worth more than any single meld or lay-off
SCORE_MELD = 300.0  # plus the meld's points: cards out of the hand, more points first
SCORE_MELD_AFTER_TAKING_EXTRA = 100.0  # having taken the discard, a new meld is owed this turn (R3.3)
SCORE_MELD_JOKER_COST = 40.0  # a joker spent on a meld could have made a bigger one later
SCORE_LAY_OFF = 200.0  # plus the points shed: a lay-off sheds fewer cards than a meld
SCORE_LAY_OFF_JOKER_COST = 150.0  # a joker laid off is usually wasted: it belongs in a meld of one's own
SCORE_DISCARD = 50.0  # plus the card's value in hand (R8.3): the costliest card is the one to lose
SCORE_DISCARD_GOES_OUT_EXTRA = 60.0  # the one card left once the melds are down: discarding it goes out
SCORE_DISCARD_FEEDS_NONE_EXTRA = 10.0  # a card that helps no meld is the safest to throw
SCORE_DISCARD_IN_PLAN_COST = 60.0  # the card belongs to melds that can go down now
SCORE_DISCARD_IN_MELD_COST = 40.0  # the card is part of a meld held in hand
SCORE_DISCARD_FEEDS_COST = 8.0  # for each card it goes with toward a meld, up to FEEDS_COUNTED
FEEDS_COUNTED = 3  # more partners than this do not make a card any more worth keeping
SCORE_DISCARD_LAY_OFF_COST = 40.0  # once down, the card can be laid off instead of thrown away
SCORE_DISCARD_NEXT_TAKES_COST = 25.0  # the next player, who is down, could take it to lay off
SCORE_DISCARD_HELPS_OTHERS_COST = 5.0  # it fits a meld on the table, which helps whoever is down
SCORE_NOTE = 5.0  # a note with no move: below every real move but the joker
SCORE_KEEP_JOKER = -100.0  # discarding a joker throws away the most useful card there is (R4.4)


@dataclass(frozen=True)
class Hint:
    """One suggestion: its ``kind`` (a :class:`HintKind`), the ``cards`` involved, the target
    table meld ``meld_index`` (or None), ``points`` (opening value or what the move is worth),
    ``code``, ``rule`` and ``message`` (plain sentences citing the rules), ``score`` (higher
    first), ``groups`` (the melds to put down) and ``actions`` (the moves that play it, in order,
    for ``round.apply``). A hint is advice the round allows, so ``ok`` is always True."""

    kind: HintKind
    cards: tuple[Card, ...]
    code: Reason
    message: str
    points: int = 0
    meld_index: int | None = None
    score: float = 0.0
    groups: tuple[tuple[Card, ...], ...] = ()
    actions: tuple[Action, ...] = ()
    rule: str = ""

    def __post_init__(self) -> None:
        if not self.rule:
            object.__setattr__(self, "rule", self.code.rule)

    @property
    def ok(self) -> bool:
        return True

    def __str__(self) -> str:
        return self.message


def _hint(kind: HintKind, code: Reason, variant: str = "", *, rank: float, cards: Sequence[Card] = (),
          points: int = 0, meld_index: int | None = None, groups: Sequence[tuple[Card, ...]] = (),
          actions: Sequence[Action] = (), rule: str = "", **fields: Any) -> Hint:
    """A hint whose sentence is ``code``'s template (or its ``variant``), filled with ``fields``."""
    key = f"{code.value}.{variant}" if variant else code.value
    return Hint(kind, tuple(cards), code, say(key, **fields), points, meld_index, rank, tuple(groups),
                tuple(actions), rule)


def _clause(message: str) -> str:
    """A whole sentence of another verdict, to sit inside brackets in a hint's sentence."""
    return message[:1].lower() + message[1:].rstrip(".")


# --- what the seat did this turn, read from its events ------------------------------------------

@dataclass(frozen=True)
class TurnSoFar:
    """What the seat has done this turn, as its events tell: the melds it went down with
    (``opening``, for R8.2 and R8.5), the jokers it freed that are still in hand
    (``freed_jokers``, R9) and how many moves it made since taking the discard
    (``moves_since_take``: to be taken back before the card goes back, R3.6)."""

    opening: tuple[MeldVerdict, ...] = ()
    freed_jokers: tuple[Card, ...] = ()
    moves_since_take: int = 0


def turn_so_far(view: SeatView) -> TurnSoFar:
    """Read :class:`TurnSoFar` from the events of the current turn (those after the last discard)."""
    seat = view.seat
    events = list(view.events)
    start = max((i + 1 for i, e in enumerate(events) if e.kind == EventKind.DISCARD), default=0)
    turn = [e for e in events[start:] if e.seat == seat]
    opening: tuple[MeldVerdict, ...] = ()
    went_down = [e for e in turn if e.kind == EventKind.GO_DOWN]
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
    swapped = {c for e in turn if e.kind == EventKind.SWAP_JOKER for c in e.cards if c.is_joker}
    freed = tuple(c for c in view.hand if c in swapped)
    moves = 0
    takes = [i for i, e in enumerate(turn) if e.kind == EventKind.TAKE_DISCARD]
    if takes:
        for e in turn[takes[-1] + 1:]:
            if e.kind in (EventKind.GO_DOWN, EventKind.MELD, EventKind.LAY_OFF, EventKind.SWAP_JOKER):
                moves += 1
            elif e.kind == EventKind.UNDO:
                moves -= 1
    return TurnSoFar(opening, freed, max(moves, 0))


# --- hints ---------------------------------------------------------------------------------

def hints(round: Round, seat: int) -> list[Hint]:
    """Ranked suggestions for ``seat`` now, built from what that seat can see only."""
    return hints_for_view(round.view(seat))


def hints_for_view(view: SeatView) -> list[Hint]:
    """Ranked suggestions from a seat's view: best first. Empty when it is not that seat's turn."""
    if view.phase == Phase.OVER or view.current != view.seat:
        return []
    advice = _Advice(view)
    if view.phase == Phase.START and not view.first_turn:
        out = advice.start_hints()
    else:
        out = advice.play_hints()
    out.sort(key=lambda h: -h.score)
    return out


class _Advice:
    """The advice context: one seat's view, and what follows from it for every hint."""

    def __init__(self, view: SeatView):
        self.view = view
        self.rules = view.rules
        self.seat = view.seat
        self.hand = list(view.hand)
        self.declared = view.seat in view.declared
        self.next_seat = (view.seat + 1) % len(view.hand_sizes)
        self.turn = turn_so_far(view)
        # A declarer may take discards without going down under that house rule (R9).
        self.exempt = self.declared and self.rules.konkan_declarer_may_take_discards
        took = view.took_discard
        self.took_unmelded = took is not None and not view.melded_this_turn and not self.exempt
        # The taken card, while it still has to go into a new meld (R9).
        self.taken = (took if (self.rules.taken_discard_must_be_used and not self.exempt and took is not None
                               and took in self.hand) else None)
        self.discard_open = any(isinstance(a, Discard) for a in view.legal)
        # Under that house rule, a taken card laid off or swapped in is in no new meld: the turn can
        # end only once it is taken back (R9, R3.6). A freed joker kept in hand would also close
        # the discard (R9); then the hints can't tell, and leave it to the round.
        self.taken_lost = (self.rules.taken_discard_must_be_used and not self.exempt and took is not None
                           and took not in self.hand and not self.discard_open
                           and not (self.rules.freed_joker_must_be_used and self.turn.freed_jokers))

    def _owner(self, owner: int) -> str:
        return say("hint.owner.yours") if owner == self.seat else say("hint.owner.theirs", name=self.view.names[owner])

    # --- the start of a turn: declare, take or draw ---------------------------------------------
    def start_hints(self) -> list[Hint]:
        v, out = self.view, []
        if self._may_declare():
            out.append(self.declare_hint())
        top = v.discard_top
        assert top is not None  # every turn after the starter's first begins on a pile a discard fed
        take = self.take_hint(top)
        out.append(take)
        if v.stock_size > 0:
            out.append(self.draw_hint(take))
        return out

    def _may_declare(self) -> bool:
        v = self.view
        return v.is_last_round and not v.is_down and not self.declared and v.phase == Phase.START

    def declare_hint(self) -> Hint:
        shape = konkan_shape(self.hand)
        act = (DeclareKonkan(self.seat),)
        if shape.found:
            assert shape.run is not None and shape.set is not None
            return _hint(HintKind.DECLARE_KONKAN, Reason.HINT_DECLARE_KONKAN_HELD, rank=SCORE_DECLARE_KONKAN_HELD,
                         actions=act, run=cards_text(shape.run.ordered), set=cards_text(shape.set.ordered))
        if shape.short <= 1:
            code, rank = Reason.HINT_DECLARE_KONKAN_NEAR, SCORE_DECLARE_KONKAN_ONE_SHORT
        elif shape.short == 2:
            code, rank = Reason.HINT_DECLARE_KONKAN_GAMBLE, SCORE_DECLARE_KONKAN_TWO_SHORT
        else:
            code, rank = Reason.HINT_DECLARE_KONKAN_FAR, SCORE_DECLARE_KONKAN_FAR
        return _hint(HintKind.DECLARE_KONKAN, code, rank=rank, actions=act, shape=shape.message)

    def take_hint(self, top: Card) -> Hint:
        v = self.view
        with_top = self.hand + [top]
        act = (TakeDiscard(self.seat, top),)
        kind = HintKind.TAKE_DISCARD
        taken = top if self.rules.taken_discard_must_be_used else None
        if self.declared:
            bound = not self.rules.konkan_declarer_may_take_discards
            shape = konkan_shape(cards_first(with_top, top))
            if shape.found and len(with_top) > len(shape.cards) and (
                    not bound or taken is None or top in shape.cards):
                assert shape.run is not None and shape.set is not None
                return _hint(kind, Reason.HINT_TAKE_COMPLETES_KONKAN, rank=SCORE_TAKE_COMPLETES_KONKAN, cards=(top,),
                             actions=act, card=top, run=cards_text(shape.run.ordered),
                             set=cards_text(shape.set.ordered))
            if not bound and shape.short < konkan_shape(self.hand).short:
                return _hint(kind, Reason.HINT_TAKE_KONKAN_CLOSER, rank=SCORE_TAKE_KONKAN_CLOSER, cards=(top,),
                             actions=act, card=top, short=shape.short)
            return _hint(kind, Reason.HINT_TAKE_NOT_KONKAN, rank=SCORE_TAKE_NOT_KONKAN, cards=(top,), actions=act,
                         card=top)
        if not v.is_down:
            op = best_opening(with_top, self.rules, must_use=taken, prefer_konkan=True)
            if op.feasible:
                if op.going_out:
                    ending = turn_ending(was_down=False, touched_others=False, opening=op.melds)
                    code = Reason.HINT_TAKE_GOES_OUT_KONKAN if ending == Ending.KONKAN else Reason.HINT_TAKE_GOES_OUT_HAND
                    return _hint(kind, code, rank=SCORE_TAKE_TO_GO_OUT_AT_ONCE, cards=(top,), points=op.points,
                                 groups=op.groups, actions=act, card=top, melds=melds_text(op.melds),
                                 discard=op.left[0], score=2 * GOING_OUT, penalty=KONKAN_PENALTY)
                base = best_opening(self.hand, self.rules)
                if base.feasible and (op.points, -len(op.left)) <= (base.points, -len(base.left) + 1):
                    return _hint(kind, Reason.HINT_TAKE_NOT_NEEDED, rank=SCORE_TAKE_NOT_NEEDED, cards=(top,),
                                 points=op.points, groups=op.groups, actions=act, card=top,
                                 melds=melds_text(base.melds), total=base.points)
                without = say("hint.without_it", points=base.points) if base.feasible else ""
                rank = (SCORE_TAKE_TO_GO_DOWN + op.points
                        - (WEIGHT_OPENING_WITHOUT_TAKE * base.points if base.feasible else 0))
                return _hint(kind, Reason.HINT_TAKE_TO_GO_DOWN, rank=rank, cards=(top,), points=op.points,
                             groups=op.groups, actions=act, card=top, melds=melds_text(op.melds), total=op.points,
                             without=without)
            return _hint(kind, Reason.HINT_TAKE_CANNOT_GO_DOWN, rank=SCORE_TAKE_USELESS, cards=(top,),
                         points=op.points, actions=act, card=top, why=_clause(op.message))
        # Down already: the card is worth taking if it makes a new meld, or takes you out.
        plan = go_out_plan(with_top, v.table, self.rules, need_new_meld=True, taken=taken)
        if plan is not None:
            return _hint(kind, Reason.HINT_TAKE_TO_GO_OUT, rank=SCORE_TAKE_TO_GO_OUT, cards=(top,),
                         groups=tuple(m.ordered for m in plan.melds), actions=act, card=top,
                         plan=self.plan_words(plan))
        melds = [m for m in melds_in(cards_first(with_top, top))
                 if top in m.cards and leaves_a_card(len(with_top), len(m.cards))]
        if melds:
            m = max(melds, key=lambda m: (not m.has_joker, m.points))
            return _hint(kind, Reason.HINT_TAKE_FOR_MELD, rank=SCORE_TAKE_FOR_MELD + m.points, cards=(top,),
                         points=m.points, groups=(m.ordered,), actions=act, card=top, meld=cards_text(m.ordered), total=m.points)
        return _hint(kind, Reason.HINT_TAKE_NO_MELD, rank=SCORE_TAKE_USELESS, cards=(top,), actions=act, card=top)

    def draw_hint(self, take: Hint) -> Hint:
        act = (Draw(self.seat),)
        if take.score > SCORE_DRAW:
            return _hint(HintKind.DRAW, Reason.HINT_DRAW_INSTEAD, rank=SCORE_DRAW, actions=act, card=take.cards[0])
        return _hint(HintKind.DRAW, Reason.HINT_DRAW, rank=SCORE_DRAW, actions=act, card=take.cards[0])

    # --- the rest of the turn: go down, meld, lay off, swap, go out, discard ----------------------
    def play_hints(self) -> list[Hint]:
        v, out = self.view, []
        if v.first_turn and self._may_declare():
            out.append(self.declare_hint())  # the starter declares before a first turn without a draw
        plan_cards: set[Card] = set()
        if not v.is_down:
            if self.declared:
                out.append(self.declared_hint())
                if out[-1].kind == HintKind.HAND:
                    plan_cards = set(out[-1].cards[:-1])
            else:
                op = best_opening(self.hand, self.rules, must_use=self.taken, prefer_konkan=True)
                if op.feasible:
                    plan_cards = set(op.cards)
                out.append(self.opening_hint(op))
        elif self.taken_lost:
            return out + [self.put_back_hint(Reason.HINT_PUT_BACK_TAKEN_UNUSED)]
        else:
            out.extend(self.down_hints())
            going = next((h for h in out if h.kind in (HintKind.GO_OUT, HintKind.HAND)), None)
            if going is not None:
                plan_cards = set(going.cards[:-1])
        if self.took_unmelded or not self.discard_open:
            return out
        out.extend(self.discard_hints(plan_cards))
        return out

    def declared_hint(self) -> Hint:
        """A declarer not yet down may go down only with the whole Konkan (R8.6)."""
        shape = konkan_shape(cards_first(self.hand, self.taken))
        rest = [c for c in self.hand if c not in set(shape.cards)]
        if shape.found and rest and (self.taken is None or self.taken in shape.cards):
            melds = shape.melds
            return _hint(HintKind.HAND, Reason.HINT_PUT_DOWN_DECLARED_KONKAN, rank=SCORE_DECLARED_KONKAN_DOWN,
                         cards=shape.cards + (rest[0],), points=sum(m.points for m in melds),
                         groups=tuple(m.ordered for m in melds),
                         actions=(meld_action(self.seat, melds), Discard(self.seat, rest[0])),
                         melds=melds_text(melds), card=rest[0])
        if self.took_unmelded:
            return self.put_back_hint(Reason.HINT_PUT_BACK_CANNOT_GO_DOWN, why=_clause(say("KONKAN_DECLARED_ONLY")))
        return self.konkan_note(shape)

    def konkan_note(self, shape: KonkanShape) -> Hint:
        return _hint(HintKind.HAND, Reason.HINT_DECLARED_KONKAN_ONLY, rank=SCORE_NOTE, shape=shape.message)

    def opening_hint(self, op: Opening) -> Hint:
        """Go down, or go out at once, or why not (R5)."""
        seat = self.seat
        if op.feasible and op.going_out:
            discard = op.left[0]
            ending = turn_ending(was_down=False, touched_others=False, opening=op.melds)
            code = Reason.HINT_GO_OUT_AT_ONCE_KONKAN if ending == Ending.KONKAN else Reason.HINT_GO_OUT_AT_ONCE_HAND
            return _hint(HintKind.HAND, code, rank=SCORE_GO_OUT_HAND, cards=op.cards + (discard,), points=op.points,
                         groups=op.groups, actions=(meld_action(seat, op.melds), Discard(seat, discard)),
                         melds=melds_text(op.melds), card=discard, score=2 * GOING_OUT, penalty=KONKAN_PENALTY,
                         jokers=joker_words(op.melds))
        if op.feasible:
            return _hint(HintKind.OPEN, Reason.HINT_GO_DOWN, "run" if self.rules.opening_needs_run else "",
                         rank=SCORE_GO_DOWN + op.points, cards=op.cards, points=op.points, groups=op.groups,
                         actions=(meld_action(seat, op.melds),), melds=melds_text(op.melds), total=op.points,
                         minimum=self.rules.opening_minimum, jokers=joker_words(op.melds))
        if self.took_unmelded:
            return self.put_back_hint(Reason.HINT_PUT_BACK_CANNOT_GO_DOWN, why=_clause(op.message))
        return _hint(HintKind.OPEN, Reason.HINT_CANNOT_GO_DOWN, rank=SCORE_NOTE, points=op.points, rule=op.rule,
                     why=op.message)

    def put_back_hint(self, code: Reason, **fields: Any) -> Hint:
        """Take back the moves since taking the discard, put it back and draw (R3.3, R3.6)."""
        took = self.view.took_discard
        assert took is not None
        seat = self.seat
        acts = (Undo(seat),) * self.turn.moves_since_take + (ReturnDiscard(seat), Draw(seat))
        return _hint(HintKind.DRAW, code, rank=SCORE_PUT_BACK, cards=(took,), actions=acts, card=took, **fields)

    def plan_words(self, plan: OutPlan) -> str:
        table = list(self.view.table)
        parts = []
        if plan.swap is not None:
            i, cards = plan.swap.meld_index, plan.swap.cards
            parts.append(say("hint.plan.swap", cards=cards_text(cards), meld=cards_text(table[i].cards)))
            table = list(after_swap(table, i, cards, self.rules)[0])
        if plan.melds:
            parts.append(say("hint.plan.meld", melds=melds_text(plan.melds)))
        for step in plan.lay_offs:
            parts.append(say("hint.plan.lay_off", cards=cards_text(step.cards),
                             meld=cards_text(table[step.meld_index].cards)))
        parts.append(say("hint.plan.discard", card=plan.discard))
        if len(parts) == 1:
            return parts[0]
        return say("hint.plan.steps", steps=", ".join(parts[:-1]), last=parts[-1])

    def down_hints(self) -> list[Hint]:
        v, seat, table = self.view, self.seat, self.view.table
        out: list[Hint] = []
        taken = self.taken
        freed = self.turn.freed_jokers if self.rules.freed_joker_must_be_used else ()
        plan = go_out_plan(self.hand, table, self.rules, need_new_meld=self.took_unmelded, taken=taken, freed=freed)
        if plan is not None:
            acts = plan.actions(seat)
            touched = v.touched_others or plan.touches_others(table, seat)
            ending = turn_ending(was_down=v.down_at_turn_start, touched_others=touched, opening=self.turn.opening)
            code, kind, rank = {
                Ending.KONKAN: (Reason.HINT_GO_OUT_KONKAN, HintKind.HAND, SCORE_GO_OUT_HAND),
                Ending.HAND: (Reason.HINT_GO_OUT_HAND, HintKind.HAND, SCORE_GO_OUT_HAND),
            }.get(ending, (Reason.HINT_GO_OUT, HintKind.GO_OUT, SCORE_GO_OUT))
            out.append(_hint(kind, code, rank=rank, cards=tuple(c for a in acts for c in a.cards),
                             groups=tuple(m.ordered for m in plan.melds), actions=acts, plan=self.plan_words(plan),
                             score=GOING_OUT if ending == Ending.OUT else 2 * GOING_OUT, penalty=KONKAN_PENALTY))
        n = len(self.hand)
        oblige = say("hint.took_oblige", card=v.took_discard) if self.took_unmelded else ""
        for m in melds_in(cards_first(self.hand, taken)):
            if not leaves_a_card(n, len(m.cards)) or (taken is not None and taken not in m.cards):
                continue
            rank = (SCORE_MELD + m.points + (SCORE_MELD_AFTER_TAKING_EXTRA if self.took_unmelded else 0)
                    - (SCORE_MELD_JOKER_COST if m.has_joker else 0))
            out.append(_hint(HintKind.MELD, Reason.HINT_MELD, rank=rank, cards=m.cards, points=m.points,
                             groups=(m.ordered,), actions=(meld_action(seat, [m]),), meld=cards_text(m.ordered),
                             total=m.points, jokers=joker_words([m]), oblige=oblige))
        if self.took_unmelded and not any(h.kind == HintKind.MELD for h in out) and plan is None:
            out.append(self.put_back_hint(Reason.HINT_PUT_BACK_NO_MELD))
        # The taken card goes into a new meld (R9): offer its twin, if held, for the table instead.
        spare = [c for c in self.hand if c != taken] + ([taken] if taken is not None else [])
        for i, cards, after in lay_off_options(table, spare):
            if not leaves_a_card(n, len(cards)) or (taken is not None and taken in cards):
                continue
            target = table[i]
            shed = sum(card_value(c, self.rules.joker_penalty) for c in cards)
            joker = any(c.is_joker for c in cards)
            joker_note = say("hint.lay_off_joker", card=after.joker_as) if joker else ""
            rank = SCORE_LAY_OFF + shed - (SCORE_LAY_OFF_JOKER_COST if joker else 0)
            out.append(_hint(HintKind.LAY_OFF, Reason.HINT_LAY_OFF, rank=rank, cards=cards, points=shed,
                             meld_index=i, actions=(LayOff(seat, cards, i, after.joker_as if joker else None),),
                             laid=cards_text(cards), owner=self._owner(target.owner),
                             meld=cards_text(target.cards), result=cards_text(after.ordered), shed=shed,
                             joker=joker_note))
        for i, cards in swap_options(table, spare, self.rules):
            if not leaves_a_card(n, len(cards), 1) or (taken is not None and taken in cards):
                continue
            target = table[i]
            stands = (say("analysis.or").join(str(Card(target.joker_as.rank, s)) for s in target.joker_open)
                      if target.joker_as is not None and target.joker_open else str(target.joker_as))
            after_note = say("hint.swap.must_use" if self.rules.freed_joker_must_be_used else "hint.swap.keep")
            out.append(_hint(HintKind.SWAP_JOKER, Reason.HINT_SWAP_JOKER, rank=SCORE_SWAP_JOKER, cards=cards,
                             meld_index=i, actions=(SwapJoker(seat, cards, i),), swapped=cards_text(cards),
                             meld=cards_text(target.cards), stands=stands, after=after_note))
        return out

    def discard_hints(self, plan_cards: set[Card]) -> list[Hint]:
        v, seat, hand = self.view, self.seat, self.hand
        nxt = self.next_seat
        next_down = v.down[nxt] and nxt != seat
        seen: set[tuple[int, str | None]] = set()
        out = []
        meld_faces = {c.face for m in melds_in(hand) for c in m.cards}
        for c in hand:
            if c.face in seen:
                continue
            seen.add(c.face)
            value = card_value(c, self.rules.joker_penalty)
            act = (Discard(seat, c),)
            if c.is_joker:
                out.append(_hint(HintKind.DISCARD, Reason.HINT_KEEP_JOKER, rank=SCORE_KEEP_JOKER, cards=(c,),
                                 points=value, actions=act, value=value))
                continue
            feeds: list[Card] = []
            for o in hand:
                if o.is_joker or o.face == c.face or any(f.face == o.face for f in feeds):
                    continue
                if o.rank == c.rank and o.suit != c.suit:
                    feeds.append(o)
                elif o.suit == c.suit and o.rank != c.rank and (
                        abs(o.rank - c.rank) <= 2 or {o.rank, c.rank} in ({1, 13}, {1, 12})):
                    feeds.append(o)
            rank = SCORE_DISCARD + value
            if c in plan_cards:
                rank -= SCORE_DISCARD_IN_PLAN_COST
                why = say("hint.discard.in_plan")
            elif plan_cards and len(hand) - len(plan_cards) == 1:
                rank += SCORE_DISCARD_GOES_OUT_EXTRA
                why = say("hint.discard.goes_out")
            elif c.face in meld_faces:
                rank -= SCORE_DISCARD_IN_MELD_COST
                why = say("hint.discard.in_meld")
            elif feeds:
                rank -= SCORE_DISCARD_FEEDS_COST * min(len(feeds), FEEDS_COUNTED)
                why = say("hint.discard.feeds", cards=cards_text(feeds[:FEEDS_COUNTED]))
            else:
                rank += SCORE_DISCARD_FEEDS_NONE_EXTRA
                why = say("hint.discard.feeds_none")
            table_note = ""
            fits = next((tm for tm in v.table if judge_lay_off(tm, (c,))[0].ok), None)
            if fits is not None:
                if v.is_down:
                    rank -= SCORE_DISCARD_LAY_OFF_COST
                    table_note = say("hint.discard.lay_off", meld=cards_text(fits.cards))
                elif next_down:
                    rank -= SCORE_DISCARD_NEXT_TAKES_COST
                    table_note = say("hint.discard.next_takes", name=v.names[nxt], meld=cards_text(fits.cards))
                else:
                    rank -= SCORE_DISCARD_HELPS_OTHERS_COST
                    table_note = say("hint.discard.helps_others", meld=cards_text(fits.cards))
            took_note = say("hint.discard.took") if v.took_discard is not None and c.same_face(v.took_discard) else ""
            out.append(_hint(HintKind.DISCARD, Reason.HINT_DISCARD, rank=rank, cards=(c,), points=value, actions=act,
                             card=c, value=value, why=why, table=table_note, took=took_note))
        return out
