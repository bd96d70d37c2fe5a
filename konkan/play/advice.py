"""Advice: every move worth considering for a seat now, ranked, each explained with its rules.

``hints(round, seat)`` asks the round for the seat's view and :func:`hints_for_view` does the
work, so a hint sees only what the seat sees: its hand, the table, the discard pile, what it
did this turn. Each :class:`Hint` has the engine's verdict shape (``ok``, ``code``, ``rule``,
``message``) and the moves that play it (``actions``), which the round accepts in order.

Every sentence says only what holds, under the table's house rules: a card's worth in hand is
what it costs there (R8.3); a move owed to the table (a taken card to meld, a freed joker to
place, R9) is said, with a way to take the turn back when there is none (R3.6). The discard is
advised for the few best cards only (kind ``discard``); the cards worth keeping share one note
of kind ``keep``, which has no move.

>>> from konkan import Round, Rules
>>> r = Round(Rules(players=3), seed=4)
>>> best = hints(r, 0)[0]
>>> best.kind, best.code, best.rule, best.ok
(HintKind.OPEN, Reason.HINT_GO_DOWN, 'R5.1', True)
>>> r.check(best.actions[0]).ok
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..actions import Action, DeclareKonkan, Discard, Draw, LayOff, ReturnDiscard, SwapJoker, TakeDiscard, Undo
from ..cards import Card, card_value, cards_text
from ..catalogue import say, say_either, say_list
from ..melds import HIGH_ACE, LOW_ACE, goes_with, jokers_toward, melds_in, melds_text, position_rank
from ..reasons import Ending, HintKind, MeldKind, Phase, Reason
from ..round import Round
from ..scoring import KONKAN_PENALTY, turn_ending
from ..table_melds import (
    TableMeld,
    after_swap,
    freed_joker,
    judge_lay_off,
    lay_off_options,
    leaves_a_card,
    missing_suits,
    swap_options,
)
from ..view import SeatView, seen_in_hands, turn_so_far
from .analysis import (
    KonkanShape,
    Opening,
    OutPlan,
    Part,
    best_opening,
    cards_first,
    go_out_plan,
    joker_parts,
    konkan_shape,
    meld_action,
    part,
    said,
)

__all__ = ["Hint", "hints", "hints_for_view"]

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
SCORE_GO_OUT_HAND = 1050.0  # a Hand or a Konkan: twice going out, and the others pay double or a flat 200
SCORE_GO_OUT = 1000.0  # going out ends the round with a bonus (R8.1): better than any meld, lay-off or discard
SCORE_PUT_BACK = 600.0  # a taken card that can't be used must go back before anything else can follow (R3.6)
SCORE_SWAP_BACK_OPTION = 100.0  # a freed joker owed to the table can go there: taking the swap back comes after
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
SCORE_DISCARD_NEXT_TAKES_COST = 25.0  # it fits a table meld and the next player is down: a likely lay-off
SCORE_DISCARD_HELPS_OTHERS_COST = 5.0  # it fits a meld on the table, which may help whoever is down
SCORE_DISCARD_FEEDS_NEXT_COST = 20.0  # it goes with a card the next player took from the pile: they want it
SCORE_NOTE = 5.0  # a note with no move: below every real move but the joker
SCORE_DISCARD_JOKER = -100.0  # discarding a joker throws away the most useful card there is (R4.4)
SCORE_KEEP = -200.0  # the note on the cards to keep: no move, below every discard
DISCARDS_ADVISED = 3  # the best discards advised, each with its move; the rest go into the keep note


@dataclass(frozen=True)
class Hint:
    """One suggestion: its ``kind`` (a :class:`HintKind`), the ``cards`` involved, the target
    table meld ``meld_index`` (or None), ``points`` (an opening's value, R5.1, or what the cards
    moved out of the hand cost there, R8.3),
    ``code``, ``rule`` and ``message`` (plain sentences citing the rules), ``score`` (higher
    first), ``groups`` (the melds to put down) and ``actions`` (the moves that play it, in order,
    for ``round.apply``). A hint is advice the round allows, so ``ok`` is always True.

    ``key`` and ``fields`` are the catalogue key and the fields its first sentence was written
    from, kept as data so that a check can read them in any language; ``parts`` are every sentence
    of the message as (key, fields), that one first (``message`` says them one after the other),
    and ``items`` the items of a list a sentence holds (the steps of a way out, the cards to keep),
    each from its own key."""

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
    key: str = field(default="", compare=False, repr=False)
    fields: tuple[tuple[str, Any], ...] = field(default=(), compare=False, repr=False)
    parts: tuple[Part, ...] = field(default=(), compare=False, repr=False)
    items: tuple[Part, ...] = field(default=(), compare=False, repr=False)

    def __post_init__(self) -> None:
        if not self.rule:
            object.__setattr__(self, "rule", self.code.rule)

    @property
    def ok(self) -> bool:
        return True

    def __str__(self) -> str:
        return self.message


def _hint(
    kind: HintKind,
    code: Reason,
    variant: str = "",
    *,
    rank: float,
    cards: Sequence[Card] = (),
    points: int = 0,
    meld_index: int | None = None,
    groups: Sequence[tuple[Card, ...]] = (),
    actions: Sequence[Action] = (),
    rule: str = "",
    more: Sequence[Part] = (),
    items: Sequence[Part] = (),
    given: dict[str, Any] | None = None,
    **fields: Any,
) -> Hint:
    """A hint whose sentence is ``code``'s template (or its ``variant``), filled with ``fields``
    (and ``given``, fields whose names a hint's own arguments take, such as ``points``), and then
    the sentences ``more`` (each a key and its fields)."""
    key = f"{code.value}.{variant}" if variant else code.value
    first = part(key, **{**(given or {}), **fields})
    parts = (first, *more)
    return Hint(
        kind,
        tuple(cards),
        code,
        said(parts),
        points,
        meld_index,
        rank,
        tuple(groups),
        tuple(actions),
        rule,
        key,
        first[1],
        parts,
        tuple(items),
    )


def _clause(message: str) -> str:
    """A whole sentence of another verdict, to sit inside brackets in another sentence (the puzzles' still do)."""
    return message[:1].lower() + message[1:].rstrip(".")


# Why best_opening finds no opening, as a clause of a hint's sentence: one form of the hint for each
# reason (the last part of its key), filled with that reason's fields.
_WHY_NOT = {
    "OPENING_SHORT": "short",
    "OPENING_SETS_ONLY": "sets_only",
    "OPENING_NO_MELD": "no_meld",
    "OPENING_NO_MELD.run": "no_meld.run",
    "OPENING_NEEDS_DISCARD": "needs_discard",
    "OPENING_TAKEN_CARD_FITS_NOT": "fits_not",
    "OPENING_TAKEN_CARD_FITS_NOT.opening": "fits_not.opening",
}


def _why_not(op: Opening) -> tuple[str, dict[str, Any]]:
    """The form of a hint that says why ``op`` is no opening, and the fields that fill it."""
    key, fields = op.parts[0]
    return _WHY_NOT[key], dict(fields)


def _list(items: Sequence[Part]) -> str:
    """Items of a list (whole instructions or things to keep), each from its own key, in words."""
    return say_list([say(key, **dict(fields)) for key, fields in items])


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
        rules = self.rules = view.rules
        # A first going-down must reach this: the minimum, risen under opening_rise (R5.1, R9).
        self.opening_rules = (
            dataclasses.replace(rules, opening_minimum=view.opening_needed)
            if view.opening_needed != rules.opening_minimum
            else rules
        )
        seat = self.seat = view.seat
        hand = self.hand = list(view.hand)
        self.joker_penalty = rules.joker_penalty
        self.declared = seat in view.declared
        self.next_seat = (seat + 1) % len(view.hand_sizes)
        turn = self.turn = turn_so_far(view)
        # A declarer may take discards without going down under that house rule (R9).
        self.exempt = self.declared and rules.konkan_declarer_may_take_discards
        took = view.took_discard
        bound = took is not None and not self.exempt
        self.took_unmelded = bound and not view.melded_this_turn
        self.discard_open = any(isinstance(a, Discard) for a in view.legal)
        # The melds put down this turn, by their place on the table: a natural card once put
        # down stays in its meld (a swap takes out only the joker).
        naturals = {c for c in turn.new_meld_cards if not c.is_joker}
        self.new_melds = frozenset(
            i
            for i, tm in enumerate(view.table)
            if tm.owner == seat and naturals and any(c in naturals for c in tm.cards)
        )
        # Under that house rule the taken card must end the turn in a new meld; at the table its
        # twin is the same card (R9). ``taken`` is the card in hand still owed to a new meld;
        # ``taken_lost`` says it went elsewhere, so only taking back the moves can end the turn.
        self.taken: Card | None = None
        self.taken_lost = False
        if bound and rules.taken_discard_must_be_used:
            assert took is not None
            done = any(c.same_face(took) for i in self.new_melds for c in view.table[i].cards)
            if not done:
                self.taken = took if took in hand else next((c for c in hand if c.same_face(took)), None)
                self.taken_lost = self.taken is None
        # Under that house rule a joker freed this turn must be melded or laid off (R9).
        self.freed = turn.freed_jokers if rules.freed_joker_must_be_used else ()

    def _owner(self, owner: int) -> str:
        return say("hint.owner.yours") if owner == self.seat else say("hint.owner.theirs", name=self.view.names[owner])

    def _value(self, cards: Sequence[Card]) -> int:
        """What these cards cost left in hand (R8.3)."""
        jp, ace = self.joker_penalty, self.rules.ace_value
        return sum(card_value(c, jp, ace) for c in cards)

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
        shape = konkan_shape(self.hand, self.rules)
        act = (DeclareKonkan(self.seat),)
        if shape.found:
            assert shape.run is not None and shape.set is not None
            return _hint(
                HintKind.DECLARE_KONKAN,
                Reason.HINT_DECLARE_KONKAN_HELD,
                rank=SCORE_DECLARE_KONKAN_HELD,
                actions=act,
                run=cards_text(shape.run.ordered),
                set=cards_text(shape.set.ordered),
            )
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
            bound = not self.exempt
            shape = konkan_shape(cards_first(with_top, top), self.rules)
            if shape.found and len(with_top) > len(shape.cards) and (not bound or taken is None or top in shape.cards):
                assert shape.run is not None and shape.set is not None
                return _hint(
                    kind,
                    Reason.HINT_TAKE_COMPLETES_KONKAN,
                    rank=SCORE_TAKE_COMPLETES_KONKAN,
                    cards=(top,),
                    actions=act,
                    card=top,
                    run=cards_text(shape.run.ordered),
                    set=cards_text(shape.set.ordered),
                )
            if not bound and shape.short < konkan_shape(self.hand, self.rules).short:
                return _hint(
                    kind,
                    Reason.HINT_TAKE_KONKAN_CLOSER,
                    rank=SCORE_TAKE_KONKAN_CLOSER,
                    cards=(top,),
                    actions=act,
                    card=top,
                    short=shape.short,
                )
            # At a table where a declarer may take discards freely, taking obliges nothing (R9).
            return _hint(
                kind,
                Reason.HINT_TAKE_NOT_KONKAN,
                "" if bound else "free",
                rank=SCORE_TAKE_NOT_KONKAN,
                cards=(top,),
                actions=act,
                card=top,
            )
        if not v.is_down:
            op = best_opening(with_top, self.opening_rules, must_use=taken, prefer_konkan=True)
            if op.feasible:
                if op.going_out:
                    ending = turn_ending(was_down=False, touched_others=False, opening=op.melds)
                    code = (
                        Reason.HINT_TAKE_GOES_OUT_KONKAN if ending == Ending.KONKAN else Reason.HINT_TAKE_GOES_OUT_HAND
                    )
                    return _hint(
                        kind,
                        code,
                        rank=SCORE_TAKE_TO_GO_OUT_AT_ONCE,
                        cards=(top,),
                        points=op.points,
                        groups=op.groups,
                        actions=act,
                        card=top,
                        melds=melds_text(op.melds),
                        discard=op.left[0],
                        score=2 * self.rules.going_out_score,
                        penalty=KONKAN_PENALTY,
                    )
                # What the hand is worth without it, in points (R5.1): it can't go out before a draw.
                base = best_opening(self.hand, self.opening_rules, going_out_first=False)
                if base.feasible and (op.points, -len(op.left)) <= (base.points, -len(base.left) + 1):
                    return _hint(
                        kind,
                        Reason.HINT_TAKE_NOT_NEEDED,
                        rank=SCORE_TAKE_NOT_NEEDED,
                        cards=(top,),
                        points=op.points,
                        groups=op.groups,
                        actions=act,
                        card=top,
                        melds=melds_text(base.melds),
                        total=base.points,
                    )
                without = (part("hint.without_it", points=base.points),) if base.feasible else ()
                rank = (
                    SCORE_TAKE_TO_GO_DOWN
                    + op.points
                    - (WEIGHT_OPENING_WITHOUT_TAKE * base.points if base.feasible else 0)
                )
                return _hint(
                    kind,
                    Reason.HINT_TAKE_TO_GO_DOWN,
                    rank=rank,
                    cards=(top,),
                    points=op.points,
                    groups=op.groups,
                    actions=act,
                    card=top,
                    more=without,
                    melds=melds_text(op.melds),
                    total=op.points,
                )
            form, why = _why_not(op)
            return _hint(
                kind,
                Reason.HINT_TAKE_CANNOT_GO_DOWN,
                form,
                rank=SCORE_TAKE_USELESS,
                cards=(top,),
                points=op.points,
                actions=act,
                given=why,
                card=top,
            )
        # Down already: the card is worth taking if it makes a new meld, or takes you out.
        plan = go_out_plan(with_top, v.table, self.rules, need_new_meld=True, taken=taken)
        if plan is not None:
            steps = self.plan_steps(plan)  # a new meld among them: never the discard alone
            return _hint(
                kind,
                Reason.HINT_TAKE_TO_GO_OUT,
                rank=SCORE_TAKE_TO_GO_OUT,
                cards=(top,),
                groups=tuple(m.ordered for m in plan.melds),
                actions=act,
                items=steps,
                card=top,
                plan=_list(steps),
            )
        melds = [
            m
            for m in melds_in(cards_first(with_top, top), self.rules.ace_value, self.rules.jokers_per_meld)
            if top in m.cards and leaves_a_card(len(with_top), len(m.cards))
        ]
        if melds:
            # A card the hand's own melds do as well without (its twin is in hand, say) adds nothing.
            free = dataclasses.replace(self.rules, opening_minimum=1, opening_needs_run=False)
            alone = best_opening(self.hand, free, going_out_first=False)
            if (
                alone.feasible
                and best_opening(with_top, free, must_use=top, going_out_first=False).points <= alone.points
            ):
                return _hint(
                    kind,
                    Reason.HINT_TAKE_ADDS_NOTHING,
                    rank=SCORE_TAKE_USELESS,
                    cards=(top,),
                    actions=act,
                    card=top,
                    melds=melds_text(alone.melds),
                    groups=tuple(m.ordered for m in alone.melds),
                )
            m = max(melds, key=lambda m: (not m.has_joker, m.points))
            own = [c for c in m.ordered if c != top]
            saved = self._value(own)  # what those cards of yours cost left in hand (R8.3)
            return _hint(
                kind,
                Reason.HINT_TAKE_FOR_MELD,
                rank=SCORE_TAKE_FOR_MELD + saved,
                cards=(top,),
                points=saved,
                groups=(m.ordered,),
                actions=act,
                card=top,
                meld=cards_text(m.ordered),
                own=cards_text(own),
                total=saved,
            )
        # Where the hand has a new meld of its own to put down, taking would oblige nothing it can't
        # do: the card is simply of no use, and the sentence says so rather than the obligation.
        free = dataclasses.replace(self.rules, opening_minimum=1, opening_needs_run=False)
        variant = "can_meld" if taken is None and best_opening(self.hand, free, going_out_first=False).feasible else ""
        return _hint(
            kind, Reason.HINT_TAKE_NO_MELD, variant, rank=SCORE_TAKE_USELESS, cards=(top,), actions=act, card=top
        )

    def draw_hint(self, take: Hint) -> Hint:
        act = (Draw(self.seat),)
        # A declarer who may take discards freely owes no meld for taking one (R9).
        variant = "free" if self.exempt else ""
        if take.score > SCORE_DRAW:
            return _hint(
                HintKind.DRAW, Reason.HINT_DRAW_INSTEAD, variant, rank=SCORE_DRAW, actions=act, card=take.cards[0]
            )
        return _hint(HintKind.DRAW, Reason.HINT_DRAW, variant, rank=SCORE_DRAW, actions=act, card=take.cards[0])

    # --- the rest of the turn: go down, meld, lay off, swap, go out, discard ----------------------
    def play_hints(self) -> list[Hint]:
        v, out = self.view, []
        if v.first_turn and self._may_declare():
            out.append(self.declare_hint())  # the starter declares before a first turn without a draw
        plan = _Plan()
        if v.first_turn and not self.rules.starter_may_go_down_first_turn:
            pass  # at this table the starter's first turn is a discard only (R9): no melds to suggest
        elif not v.is_down:
            if self.declared:
                h = self.declared_hint()
                out.append(h)
                if h.code == Reason.HINT_PUT_DOWN_DECLARED_KONKAN:
                    plan = _Plan(frozenset(h.cards[:-1]), h.cards[-1], "hint.keep.konkan")
            else:
                op = best_opening(self.hand, self.opening_rules, must_use=self.taken, prefer_konkan=True)
                if op.feasible:
                    plan = _Plan(
                        frozenset(op.cards),
                        op.left[0] if op.going_out else None,
                        "hint.keep.out" if op.going_out else "hint.keep.opening",
                    )
                out.append(self.opening_hint(op))
        elif self.taken_lost:
            return out + [self.put_back_hint(Reason.HINT_PUT_BACK_TAKEN_UNUSED)]
        else:
            out.extend(self.down_hints())
            going = next((h for h in out if h.kind in (HintKind.GO_OUT, HintKind.HAND)), None)
            if going is not None:
                last = going.actions[-1]
                assert isinstance(last, Discard)
                plan = _Plan(frozenset(c for a in going.actions[:-1] for c in a.cards), last.card, "hint.keep.out")
        if self.took_unmelded or not self.discard_open:
            return out
        out.extend(self.discard_hints(plan))
        return out

    def declared_hint(self) -> Hint:
        """A declarer not yet down may go down only with the whole Konkan (R8.6)."""
        shape = konkan_shape(cards_first(self.hand, self.taken), self.rules)
        rest = [c for c in self.hand if c not in set(shape.cards)]
        if shape.found and rest and (self.taken is None or self.taken in shape.cards):
            melds = shape.melds
            return _hint(
                HintKind.HAND,
                Reason.HINT_PUT_DOWN_DECLARED_KONKAN,
                rank=SCORE_DECLARED_KONKAN_DOWN,
                cards=shape.cards + (rest[0],),
                points=sum(m.points for m in melds),
                groups=tuple(m.ordered for m in melds),
                actions=(meld_action(self.seat, melds), Discard(self.seat, rest[0])),
                melds=melds_text(melds),
                card=rest[0],
            )
        if self.took_unmelded:
            return self.put_back_hint(Reason.HINT_PUT_BACK_CANNOT_GO_DOWN, "konkan_only")
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
            return _hint(
                HintKind.HAND,
                code,
                rank=SCORE_GO_OUT_HAND,
                cards=op.cards + (discard,),
                points=op.points,
                groups=op.groups,
                actions=(meld_action(seat, op.melds), Discard(seat, discard)),
                melds=melds_text(op.melds),
                card=discard,
                score=2 * self.rules.going_out_score,
                penalty=KONKAN_PENALTY,
                more=joker_parts(op.melds),
            )
        if op.feasible:
            return _hint(
                HintKind.OPEN,
                Reason.HINT_GO_DOWN,
                "run" if self.rules.opening_needs_run else "",
                rank=SCORE_GO_DOWN + op.points,
                cards=op.cards,
                points=op.points,
                groups=op.groups,
                actions=(meld_action(seat, op.melds),),
                melds=melds_text(op.melds),
                total=op.points,
                minimum=self.opening_rules.opening_minimum,
                more=joker_parts(op.melds) + self.rise_parts() + (part("hint.go_down.then"),),
            )
        if self.took_unmelded:
            form, why = _why_not(op)
            return self.put_back_hint(Reason.HINT_PUT_BACK_CANNOT_GO_DOWN, form, why)
        return _hint(
            HintKind.OPEN, Reason.HINT_CANNOT_GO_DOWN, rank=SCORE_NOTE, points=op.points, rule=op.rule, more=op.parts
        )

    def _take_back(self, count: int) -> tuple[tuple[Action, ...], Part]:
        """The moves that take back the last ``count`` moves of this turn (R3.6), put the card
        back and draw (R3.3), and the sentence that says so."""
        back = (
            part("hint.put_back")
            if count == 0
            else part("hint.put_back.one")
            if count == 1
            else part("hint.put_back.many", count=count)
        )
        return (Undo(self.seat),) * count, back

    def put_back_hint(self, code: Reason, variant: str = "", why: dict[str, Any] | None = None) -> Hint:
        """Take back the moves since taking the discard, put it back and draw (R3.3, R3.6): the
        sequence the round's refusal of a discard names as its remedy."""
        took = self.view.took_discard
        assert took is not None
        seat = self.seat
        undo, back = self._take_back(self.turn.moves_since_take)
        acts = undo + (ReturnDiscard(seat), Draw(seat))
        return _hint(
            HintKind.DRAW,
            code,
            variant,
            rank=SCORE_PUT_BACK,
            cards=(took,),
            actions=acts,
            more=(back,),
            given=why,
            card=took,
        )

    def swap_back_hint(self, placeable: bool) -> Hint:
        """A joker freed this turn must be melded or laid off (R9); else the swap is taken back (R3.6)."""
        swap = self.turn.swap
        assert swap is not None and swap.meld_index is not None
        cards = tuple(c for c in swap.cards if not c.is_joker)
        count = self.turn.moves_since_swap
        many: dict[str, Any] = {"count": count} if count != 1 else {}
        target = self.view.table[swap.meld_index]
        return _hint(
            HintKind.SWAP_JOKER,
            Reason.HINT_TAKE_SWAP_BACK,
            ".".join((["fits"] if placeable else []) + (["many"] if many else [])),
            rank=SCORE_SWAP_BACK_OPTION if placeable else SCORE_PUT_BACK,
            cards=cards,
            meld_index=swap.meld_index,
            actions=(Undo(self.seat),) * count,
            returned=cards_text(cards),
            owner=self._owner(target.owner),
            given=many,
        )

    def rise_parts(self) -> tuple[Part, ...]:
        """A note, where the opening minimum has risen this round, saying why (R9)."""
        if self.opening_rules is self.rules:
            return ()
        return (part(f"hint.rise.{self.rules.opening_rise}", highest=self.view.highest_opening),)

    def going_out(self, ending: Ending) -> int:
        """What the player who goes out scores at this table (R8.1), twice it for a Hand or a Konkan."""
        bonus = self.rules.going_out_score
        return bonus if ending == Ending.OUT else 2 * bonus

    def plan_steps(self, plan: OutPlan) -> tuple[Part, ...]:
        """The steps of a way out, each a whole instruction from its own key (hint.plan.*)."""
        table = list(self.view.table)
        steps = []
        if plan.swap is not None:
            i, cards = plan.swap.meld_index, plan.swap.cards
            steps.append(
                part(
                    "hint.plan.swap",
                    cards=cards_text(cards),
                    owner=self._owner(table[i].owner),
                    meld=cards_text(table[i].cards),
                )
            )
            table = list(after_swap(table, i, cards, self.rules)[0])
        if plan.melds:
            steps.append(part("hint.plan.meld", melds=melds_text(plan.melds)))
        for step in plan.lay_offs:
            target = table[step.meld_index]
            steps.append(
                part(
                    "hint.plan.lay_off",
                    cards=cards_text(step.cards),
                    owner=self._owner(target.owner),
                    meld=cards_text(target.cards),
                )
            )
        steps.append(part("hint.plan.discard", card=plan.discard))
        return tuple(steps)

    def down_hints(self) -> list[Hint]:
        v, seat, table, hand = self.view, self.seat, self.view.table, self.hand
        out: list[Hint] = []
        taken, freed = self.taken, self.freed
        plan = go_out_plan(hand, table, self.rules, need_new_meld=self.took_unmelded, taken=taken, freed=freed)
        if plan is not None:
            acts = plan.actions(seat)
            touched = v.touched_others or plan.touches_others(table, seat)
            ending = turn_ending(was_down=v.down_at_turn_start, touched_others=touched, opening=self.turn.opening)
            code, kind, rank = {
                Ending.KONKAN: (Reason.HINT_GO_OUT_KONKAN, HintKind.HAND, SCORE_GO_OUT_HAND),
                Ending.HAND: (Reason.HINT_GO_OUT_HAND, HintKind.HAND, SCORE_GO_OUT_HAND),
            }.get(ending, (Reason.HINT_GO_OUT, HintKind.GO_OUT, SCORE_GO_OUT))
            steps = self.plan_steps(plan)
            # A way out of one step, the discard, has its own form of the sentence.
            alone = dict(steps[0][1]) if len(steps) == 1 else None
            out.append(
                _hint(
                    kind,
                    code,
                    "discard" if alone is not None else "",
                    rank=rank,
                    cards=tuple(c for a in acts for c in a.cards),
                    groups=tuple(m.ordered for m in plan.melds),
                    actions=acts,
                    items=steps,
                    score=self.going_out(ending),
                    penalty=KONKAN_PENALTY,
                    **({"card": alone["card"]} if alone is not None else {"plan": _list(steps)}),
                )
            )
        n = len(hand)
        oblige: tuple[Part, ...] = (part("hint.took_oblige", card=v.took_discard),) if self.took_unmelded else ()
        if taken is not None:
            oblige += (part("hint.taken_oblige", card=taken),)
        owed = self.took_unmelded or taken is not None
        freed_note = (part("hint.freed_oblige"),) if freed else ()
        # The card owed to a new meld first, then the freed jokers: of two copies, those are the ones used.
        ordered = (
            ([taken] if taken is not None else []) + list(freed) + [c for c in hand if c != taken and c not in freed]
        )
        placeable = False
        for m in melds_in(ordered, self.rules.ace_value, self.rules.jokers_per_meld):
            if not leaves_a_card(n, len(m.cards)):
                continue
            uses_freed = bool(freed) and any(j in m.cards for j in freed)
            placeable = placeable or uses_freed
            if taken is not None and taken not in m.cards:
                continue
            shed = self._value(m.cards)
            rank = (
                SCORE_MELD
                + shed
                + (SCORE_MELD_AFTER_TAKING_EXTRA if owed or uses_freed else 0)
                - (SCORE_MELD_JOKER_COST if m.has_joker and not uses_freed else 0)
            )
            out.append(
                _hint(
                    HintKind.MELD,
                    Reason.HINT_MELD,
                    rank=rank,
                    cards=m.cards,
                    points=shed,
                    groups=(m.ordered,),
                    actions=(meld_action(seat, [m]),),
                    more=joker_parts([m]) + oblige + (freed_note if uses_freed else ()),
                    meld=cards_text(m.ordered),
                    total=shed,
                )
            )
        # The taken card goes into a new meld (R9): a lay-off puts it there only on a meld put down
        # this turn, so its twin, if held, is offered for the table instead.
        spare = (
            list(freed) + [c for c in hand if c != taken and c not in freed] + ([taken] if taken is not None else [])
        )
        shown: set[tuple[int, str]] = set()
        for i, cards, after in lay_off_options(table, spare):
            if not leaves_a_card(n, len(cards)) or (taken is not None and taken in cards and i not in self.new_melds):
                continue
            result = cards_text(after.ordered)
            if (i, result) in shown:
                continue  # a joker placed at either end, read the same way (R4.4)
            shown.add((i, result))
            target = table[i]
            shed = self._value(cards)
            joker = any(c.is_joker for c in cards)
            said = tuple(r for j, r in zip(after.jokers, after.joker_readings) if j in cards)
            reading = said[0] if len(said) == 1 else (said or None)
            stands_for = say_list([str(c) for c in said])
            uses_freed = bool(freed) and any(j in cards for j in freed)
            placeable = placeable or uses_freed
            note: tuple[Part, ...] = ()
            if uses_freed:
                note = (part("hint.lay_off_joker.owed", card=stands_for), *freed_note)
            elif joker:
                note = (part("hint.lay_off_joker", card=stands_for),)
            elif taken is not None and taken in cards:
                note = (part("hint.taken_laid_off", card=taken),)
            rank = SCORE_LAY_OFF + shed - (SCORE_LAY_OFF_JOKER_COST if joker and not uses_freed else 0)
            out.append(
                _hint(
                    HintKind.LAY_OFF,
                    Reason.HINT_LAY_OFF,
                    rank=rank,
                    cards=cards,
                    points=shed,
                    meld_index=i,
                    actions=(LayOff(seat, cards, i, reading),),
                    laid=cards_text(cards),
                    owner=self._owner(target.owner),
                    meld=cards_text(target.cards),
                    result=result,
                    shed=shed,
                    more=note,
                )
            )
        if (
            owed
            and plan is None
            and not any(
                h.kind == HintKind.MELD or (h.kind == HintKind.LAY_OFF and taken is not None and taken in h.cards)
                for h in out
            )
        ):
            if self.took_unmelded and taken is None:
                out.append(self.put_back_hint(Reason.HINT_PUT_BACK_NO_MELD))
            else:
                # A new meld may be there to put down, but none holds the taken card (R9): say that.
                out.append(self.put_back_hint(Reason.HINT_PUT_BACK_TAKEN_UNUSED, "pending"))
        for i, cards in swap_options(table, spare, self.rules):
            if not leaves_a_card(n, len(cards), 1) or (taken is not None and taken in cards):
                continue
            target = table[i]
            if len(target.joker_readings) > 1:
                freed_one = freed_joker(target.verdict, cards)
                stands = str(dict(zip(target.verdict.jokers, target.joker_readings))[freed_one])
            elif target.joker_as is not None and target.joker_open:
                stands = say_either([str(Card(target.joker_as.rank, s)) for s in target.joker_open])
            else:
                stands = str(target.joker_as)
            after_note = part("hint.swap.must_use" if self.rules.freed_joker_must_be_used else "hint.swap.keep")
            out.append(
                _hint(
                    HintKind.SWAP_JOKER,
                    Reason.HINT_SWAP_JOKER,
                    "both" if len(cards) > 1 else "",
                    rank=SCORE_SWAP_JOKER,
                    cards=cards,
                    meld_index=i,
                    actions=(SwapJoker(seat, cards, i),),
                    swapped=cards_text(cards),
                    owner=self._owner(target.owner),
                    meld=cards_text(target.cards),
                    stands=stands,
                    more=(after_note,),
                )
            )
        if freed and not self.discard_open and self.turn.swap is not None:
            out.append(self.swap_back_hint(placeable or plan is not None))
        return out

    def discard_hints(self, plan: _Plan) -> list[Hint]:
        """The few best discards, each a hint with its move, and one note naming the cards worth
        keeping (R3.5, R8.3)."""
        v, seat, hand = self.view, self.seat, self.hand
        n = len(hand)
        nxt = self.next_seat
        next_down = v.down[nxt] and nxt != seat
        seen: set[tuple[int, str | None]] = set()
        cands: list[_Discard] = []
        jokers: list[Card] = []
        # A card is part of a meld held when natural cards alone make it: one joker can't make
        # every pair it could complete into a meld at once.
        naturals = [c for c in hand if not c.is_joker]
        meld_faces = {c.face for m in melds_in(naturals, self.rules.ace_value) for c in m.cards} if n > 1 else set()
        fitting = _fitting(v.table)
        toward = jokers_toward(hand, self.rules.jokers_per_meld)  # the jokers a pair may have beside it (R9)
        # The cards the next player took from the discard pile and still holds: everyone saw them
        # go, and a card that goes with one of them is a card that player wants.
        wanted = [] if nxt == seat or n == 1 else _taken_by(v, nxt)
        for c in hand:
            if c.is_joker:
                jokers.append(c)
                continue
            if c.face in seen:
                continue
            seen.add(c.face)
            value = card_value(c, self.joker_penalty, self.rules.ace_value)
            feeds: list[Card] = []
            for o in hand:
                if o.is_joker or o.face == c.face or any(f.face == o.face for f in feeds):
                    continue
                if goes_with(c, o, toward):
                    feeds.append(o)
            rank = SCORE_DISCARD + value
            if n == 1:
                why = "last"
            elif c in plan.cards:
                rank -= SCORE_DISCARD_IN_PLAN_COST
                why = "in_plan"
            elif plan.discard is not None and c.same_face(plan.discard):
                rank += SCORE_DISCARD_GOES_OUT_EXTRA
                why = "goes_out"
            elif c.face in meld_faces:
                rank -= SCORE_DISCARD_IN_MELD_COST
                why = "in_meld"
            elif feeds:
                rank -= SCORE_DISCARD_FEEDS_COST * min(len(feeds), FEEDS_COUNTED)
                why = "feeds"
            else:
                rank += SCORE_DISCARD_FEEDS_NONE_EXTRA
                why = "feeds_none"
            # A meld on the table the card fits: once down, it can be laid off there if a card
            # stays in hand (R3.5, R6.1); otherwise that is all that is known.
            fits = fitting.get(c.face) if n > 1 else None
            can_lay_off = fits is not None and v.is_down
            if fits is not None:
                rank -= (
                    SCORE_DISCARD_LAY_OFF_COST
                    if can_lay_off
                    else SCORE_DISCARD_NEXT_TAKES_COST
                    if next_down
                    else SCORE_DISCARD_HELPS_OTHERS_COST
                )
            wants = next((t for t in wanted if goes_with(c, t, self.rules.jokers_per_meld)), None)
            if wants is not None:
                rank -= SCORE_DISCARD_FEEDS_NEXT_COST
            cands.append(_Discard(c, value, rank, why, feeds[:FEEDS_COUNTED], fits, can_lay_off, wants))
        cands.sort(key=lambda d: -d.rank)
        # The best, then the next best that no meld of the hand or plan holds (R3.5).
        best = cands[:1] + [d for d in cands[1:] if d.why not in _HELD][: DISCARDS_ADVISED - 1]
        out = [self._discard_hint(d) for d in best]
        if not cands and jokers:
            # Only jokers are left: one of them must go (R3.5).
            value = card_value(jokers[0], self.joker_penalty, self.rules.ace_value)
            out.append(
                _hint(
                    HintKind.DISCARD,
                    Reason.HINT_DISCARD,
                    "joker",
                    rank=SCORE_DISCARD_JOKER,
                    cards=(jokers[0],),
                    points=value,
                    actions=(Discard(seat, jokers[0]),),
                    value=value,
                )
            )
            jokers = []
        advised = {d.card for d in best}
        order = {c: i for i, c in enumerate(self.hand)}
        rest = sorted((d for d in cands if d.card not in advised), key=lambda d: order[d.card])
        keep = self._keep_hint(rest, jokers, plan)
        if keep is not None:
            out.append(keep)
        return out

    def _discard_hint(self, d: _Discard) -> Hint:
        """One form of the sentence for each reason to keep or throw the card (``d.why``), the
        table meld it fits, the next player's wish for it and the card taken (R3.5, R8.3)."""
        v = self.view
        c = d.card
        form = [d.why]
        fields: dict[str, Any] = {}
        if d.why == "feeds":
            fields["cards"] = say_list([str(o) for o in d.feeds])
        if d.fits is not None:
            form.append("lay_off" if d.can_lay_off else "fits")
            fields.update(owner=self._owner(d.fits.owner), meld=cards_text(d.fits.cards))
        if d.wanted is not None:
            form.append("next")
            fields.update(name=v.names[self.next_seat], taken=d.wanted)
        if v.took_discard is not None and c.same_face(v.took_discard):
            form.append("took_free" if self.exempt and not v.melded_this_turn else "took")
        return _hint(
            HintKind.DISCARD,
            Reason.HINT_DISCARD,
            ".".join(form),
            rank=d.rank,
            cards=(c,),
            points=d.value,
            actions=(Discard(self.seat, c),),
            given=fields,
            card=c,
            value=d.value,
        )

    def _keep_hint(self, rest: Sequence[_Discard], jokers: Sequence[Card], plan: _Plan) -> Hint | None:
        """One note naming the cards worth keeping, and why (no move)."""
        groups: dict[str, list[Card]] = {"in_plan": [], "in_meld": [], "feeds": []}
        clauses: list[tuple[str, Part]] = []  # (the rule it cites first, the words)
        if jokers:
            clauses.append(("R4.4", part("hint.keep.joker" if len(jokers) == 1 else "hint.keep.jokers")))
        lay_offs = []
        for d in rest:
            if d.why in ("in_plan", "in_meld"):
                groups[d.why].append(d.card)
            elif d.can_lay_off:
                lay_offs.append(d)
            elif d.why == "feeds":
                groups["feeds"].append(d.card)
        if groups["in_plan"]:
            key = plan.keep
            clauses.append((_KEEP_RULE[key], part(key, cards=cards_text(groups["in_plan"]))))
        if groups["in_meld"]:
            key = "hint.keep.in_meld" if len(groups["in_meld"]) > 1 else "hint.keep.in_meld.one"
            clauses.append(("R4.1", part(key, cards=cards_text(groups["in_meld"]))))
        if groups["feeds"]:
            key = "hint.keep.feeds" if len(groups["feeds"]) > 1 else "hint.keep.feeds.one"
            clauses.append(("R4.1", part(key, cards=cards_text(groups["feeds"]))))
        for d in lay_offs:
            assert d.fits is not None
            clauses.append(
                (
                    "R6.1",
                    part(
                        "hint.keep.lay_off", card=d.card, owner=self._owner(d.fits.owner), meld=cards_text(d.fits.cards)
                    ),
                )
            )
        if not clauses:
            return None
        kept = tuple(jokers) + tuple(d.card for d in rest if d.why in ("in_plan", "in_meld", "feeds") or d.can_lay_off)
        code = Reason.HINT_KEEP_JOKER if jokers else Reason.HINT_KEEP
        items = tuple(p for _, p in clauses)
        if len(items) == 1:
            # One thing to keep: the whole sentence has a form of its own (HINT_KEEP.in_meld, ...).
            key, fields = items[0]
            return _hint(
                HintKind.KEEP,
                code,
                key.removeprefix("hint.keep."),
                rank=SCORE_KEEP,
                cards=kept,
                rule=clauses[0][0],
                items=items,
                given=dict(fields),
            )
        # Several: the sentence is their list, each a whole thing to keep from its own key.
        return _hint(
            HintKind.KEEP, code, rank=SCORE_KEEP, cards=kept, rule=clauses[0][0], items=items, clauses=_list(items)
        )


@dataclass(frozen=True)
class _Plan:
    """The cards of the melds the seat can put down now (``cards``), the card a plan to go out
    ends on (``discard``), and the phrase key that says so in a keep note."""

    cards: frozenset[Card] = frozenset()
    discard: Card | None = None
    keep: str = "hint.keep.opening"


@dataclass(frozen=True)
class _Discard:
    """A card weighed as a discard: its cost in hand, its rank, why (a phrase key's last part),
    the cards it goes with, the table meld it fits, and whether it can be laid off there now."""

    card: Card
    value: int
    rank: float
    why: str
    feeds: list[Card]
    fits: TableMeld | None
    can_lay_off: bool
    wanted: Card | None = None  # the card the next player took from the pile that this one goes with


_HELD = frozenset({"in_plan", "in_meld"})  # a card the melds of the hand, or of the plan, hold
_KEEP_RULE = {"hint.keep.opening": "R5.1", "hint.keep.out": "R7.2", "hint.keep.konkan": "R8.5"}


def _fitting(table: Sequence[TableMeld]) -> dict[tuple[int, str | None], TableMeld]:
    """For each card that can be laid off alone on a table meld (R6.1), the first such meld. One
    card goes only at a run's ends or into a set's missing suits; each is judged by the table."""
    out: dict[tuple[int, str | None], TableMeld] = {}
    for tm in table:
        v = tm.verdict
        if v.kind == MeldKind.RUN:
            assert v.low is not None and v.high is not None
            faces = [(position_rank(p), v.suit) for p in (v.low - 1, v.high + 1) if LOW_ACE <= p <= HIGH_ACE]
        else:
            faces = [(v.rank, s) for s in missing_suits(v) if v.rank is not None]
        for face in faces:
            if face not in out and face[1] is not None and judge_lay_off(tm, (Card(face[0], face[1]),))[0].ok:
                out[face] = tm
    return out


def _taken_by(view: SeatView, seat: int) -> list[Card]:
    """The cards ``seat`` took from the discard pile and still holds, as everyone at the table saw."""
    return [c for c in seen_in_hands(view).get(seat, []) if not c.is_joker]
