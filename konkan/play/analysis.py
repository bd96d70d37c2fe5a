"""What a hand can do, found exactly: the best opening (R5), how far it is from a Konkan (R8.5),
and for a player who is down, a way to go out this turn (R7.2).

Built on the cover search (:mod:`konkan.play.solver`), the melds a hand holds (:mod:`konkan.melds`)
and the table's rules (:mod:`konkan.table_melds`). Each answer has the engine's verdict shape:
``ok``, ``code`` (a :class:`~konkan.reasons.Reason`), ``rule`` and ``message``.

>>> op = best_opening("6H 7H 8H QS QH QD 2C 9D")
>>> op.ok, op.code, op.rule, op.points
(True, Reason.OPENING_FOUND, 'R5.1', 51)
>>> print(best_opening("7S 8S 9S").message)
Putting down 7♠ 8♠ 9♠ would leave you no card to discard, and every turn ends with a discard (R3.5).
>>> best_opening("7S 8S 9S QH QD QC 4D 4C", must_use="4C").code
Reason.OPENING_TAKEN_CARD_FITS_NOT
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..actions import Action, Discard, LayOff, Meld, SwapJoker
from ..cards import RANK_PLURALS, SUIT_NAMES, SUITS, Card, CardsLike, WhatKey, cards_text, to_card, to_cards
from ..catalogue import say, say_either, say_list
from ..melds import HIGH_ACE, MeldVerdict, is_konkan_shape, judge_cards, melds_in, melds_text, position_rank
from ..reasons import MeldKind, Reason
from ..rules import Rules, rules_or_default
from ..table_melds import TableMeld, after_swap, judge_lay_off, lay_off_options, swap_options
from .solver import CoverSearch, FaceCounts, Group, Objective

__all__ = [
    "KonkanShape",
    "Part",
    "LayOffStep",
    "Opening",
    "OutPlan",
    "SwapStep",
    "best_opening",
    "cards_first",
    "go_out_plan",
    "joker_parts",
    "konkan_shape",
    "part",
    "said",
    "meld_action",
]

KONKAN_CARDS = 14  # a run and a set put down at once (R8.5); one more card is the discard


# --- words shared with the advice ------------------------------------------------------------


#: One sentence as data: its catalogue key and the fields that fill it.
Part = tuple[str, tuple[tuple[str, Any], ...]]


def part(key: str, **fields: Any) -> Part:
    """A sentence's key and fields, to be said with the others of its message (:func:`said`)."""
    return (key, tuple(fields.items()))


def said(parts: Iterable[Part]) -> str:
    """Whole sentences, each from its own key and fields, one after the other."""
    return say("play.sentences").join(say(key, **dict(fields)) for key, fields in parts)


def joker_parts(melds: Iterable[MeldVerdict]) -> tuple[Part, ...]:
    """A sentence per joker saying what it stands for (R4.4)."""
    out = []
    for m in melds:
        if len(m.joker_readings) > 1:
            out.append(part("analysis.jokers", cards=say_list([str(c) for c in m.readings_shown])))
        elif m.has_joker and m.joker_as is not None:
            if m.joker_open:
                options = say_either([str(Card(m.joker_as.rank, s)) for s in m.joker_open])
                out.append(part("analysis.joker_open", cards=options))
            else:
                out.append(part("analysis.joker", card=m.joker_as))
    return tuple(out)


def meld_action(seat: int, melds: Sequence[MeldVerdict]) -> Meld:
    """The move that puts these melds down, stating each run joker's card (R4.4)."""
    wanted = tuple(m.reading if m.kind == MeldKind.RUN else None for m in melds)
    return Meld(seat, tuple(m.ordered for m in melds), wanted)


def cards_first(hand: Sequence[Card], card: Card | None) -> list[Card]:
    """The hand with ``card`` first, so that of two copies it is the one a search picks."""
    if card is None or card not in hand:
        return list(hand)
    return [card] + [c for c in hand if c != card]


# --- melds as groups for the cover search ----------------------------------------------------


def _meld_groups(
    faces: FaceCounts, tag: bool | None, ace: str = "standard", max_jokers: int = 1
) -> list[Group[MeldVerdict]]:
    """Every new meld these faces make, one per set of faces, the reading worth most (R4.4).
    ``tag`` tags every meld (True), none (False) or the runs (None)."""
    best: dict[tuple[int, int], MeldVerdict] = {}
    cards = faces.representatives
    jokers = faces.pool.get((0, None), [])
    if max_jokers > 1 and len(jokers) > 1:
        cards = cards + (jokers[1],)  # both jokers may go into one meld (R9)
    for v in melds_in(cards, ace, max_jokers):
        m = faces.mask(v.cards)
        key = (m, len(v.cards))  # the faces and the count tell how many jokers (both have one face)
        old = best.get(key)
        if old is None or (v.points, v.joker_positions) > (old.points, old.joker_positions):
            best[key] = v
    # Only a meld with more cards than faces uses a face twice (both jokers, R9).
    return [
        Group(
            v.cards,
            m,
            v.points,
            (v.kind == MeldKind.RUN) if tag is None else tag,
            0,
            v,
            faces.double(v.cards) if n > m.bit_count() else 0,
        )
        for (m, n), v in best.items()
    ]


def _rejudge(v: MeldVerdict, cards: tuple[Card, ...]) -> MeldVerdict:
    """The verdict of a meld found on representative cards, for the physical cards it gets
    (``cards``: one for each of ``v.cards``, in turn), laid out in order."""
    want = v.reading if v.kind == MeldKind.RUN else None
    if v.kind == MeldKind.SET and v.has_joker:
        return judge_cards(cards, want, ace=v.ace, max_jokers=v.max_jokers)
    # The same faces with the same reading lie in the same order: judged once, already laid out.
    physical = dict(zip(v.cards, cards))
    return judge_cards(tuple(physical[c] for c in v.ordered), want, ace=v.ace, max_jokers=v.max_jokers)


def _melds_of(
    faces: FaceCounts, path: list[Group[MeldVerdict]] | None
) -> tuple[tuple[MeldVerdict, ...], tuple[Card, ...]]:
    """The melds of a cover, runs first, and the cards it leaves."""
    assert path is not None  # a cover whose value was found has a path
    physical, left = faces.allocate(path)
    melds = [_rejudge(g.item, cards) for g, cards in zip(path, physical)]
    melds.sort(key=lambda m: (m.kind != MeldKind.RUN, -m.points))
    return tuple(melds), tuple(left)


# --- best_opening ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Opening:
    """What a player not yet down can put down now (R5).

    ``feasible`` (also ``ok``) says whether they can go down; ``melds`` are the melds to put down
    (verdicts like ``check_meld``'s), ``points`` their opening value (R5.1), ``going_out`` whether
    they leave one card only (R5.4), ``left`` the cards kept; ``code``, ``rule`` and ``message``
    say why. When not feasible but short of the minimum, ``melds`` is the best try with a run
    and ``points`` its value; otherwise there are no melds and no points. ``parts`` are the
    message's sentences as data (key and fields): the first says why, then one per joker (R4.4).
    """

    feasible: bool
    melds: tuple[MeldVerdict, ...]
    points: int
    going_out: bool
    left: tuple[Card, ...]
    code: Reason
    message: str
    minimum: int = 51
    parts: tuple[Part, ...] = ()

    @property
    def ok(self) -> bool:
        return self.feasible

    @property
    def rule(self) -> str:
        return self.code.rule

    @property
    def groups(self) -> tuple[tuple[Card, ...], ...]:
        return tuple(m.ordered for m in self.melds)

    @property
    def joker_as(self) -> tuple[Card | tuple[Card, ...] | None, ...]:
        return tuple(m.reading for m in self.melds)

    @property
    def is_konkan(self) -> bool:
        return is_konkan_shape(self.melds)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(c for m in self.melds for c in m.cards)

    def __bool__(self) -> bool:
        return self.feasible

    def __repr__(self) -> str:
        shown = "".join(f" {cards_text(g)} |" for g in self.groups)
        return f"<Opening {self.code.value}:{shown} {self.points}>"


def best_opening(
    cards: CardsLike,
    rules: Rules | None = None,
    *,
    must_use: Card | str | None = None,
    prefer_konkan: bool = False,
    going_out_first: bool = True,
) -> Opening:
    """The best opening in these cards for a player not yet down, found exactly (R5).

    Going out at once (every card but one in melds, R5.4) comes first, whatever its points;
    otherwise the opening worth most that reaches the minimum with a run and keeps a card to
    discard (R3.5); on equal points, the one keeping fewer cards. ``must_use`` names a card
    that must be in the melds (the taken discard, under that house rule; a joker too).
    ``prefer_konkan`` puts down a Konkan (R8.5) when the cards going out at once make one.
    ``going_out_first=False`` asks for the opening worth most only (R5.1), going out or not.

    >>> best_opening("5H 6H 7H 8H 9H 9S 9D 9C 2S").going_out
    True
    >>> best_opening("KS KH KD QS QH QD 2C 2D").message
    'You can make sets but no run, and going down the first time needs at least one run (R5.2).'
    """
    hand = to_cards(cards, what=WhatKey("error.what.hand_cards"))
    r = rules_or_default(rules)
    must = None
    if must_use is not None:
        want = to_card(must_use, what="must_use")
        must = next((c for c in hand if c == want), None) or next((c for c in hand if c.same_face(want)), None)
    op = _opening(hand, r, must, going_out_first)
    if prefer_konkan and op.going_out and not op.is_konkan:
        return _konkan_opening(hand, r, must) or op
    return op


def _opening_answer(
    code: Reason,
    feasible: bool,
    put_down: tuple[MeldVerdict, ...],
    left: Sequence[Card],
    rules: Rules,
    *,
    going_out: bool = False,
    variant: str = "",
    jokers: tuple[Part, ...] = (),
    **fields: Any,
) -> Opening:
    key = f"{code.value}.{variant}" if variant else code.value
    points = sum(m.points for m in put_down)
    parts = (part(key, **fields), *jokers)
    return Opening(feasible, put_down, points, going_out, tuple(left), code, said(parts), rules.opening_minimum, parts)


def _opening(hand: list[Card], rules: Rules, must: Card | None, going_out_first: bool = True) -> Opening:
    n = len(hand)
    minimum = rules.opening_minimum
    run = "run" if rules.opening_needs_run else ""
    faces = FaceCounts(hand, first=() if must is None else (must,))
    groups = _meld_groups(faces, None if rules.opening_needs_run else True, rules.ace_value, rules.jokers_per_meld)
    forced = 0 if must is None else faces.mask((must,))
    search = CoverSearch(faces, groups, forced=forced, need_left=True)
    out = search.best(Objective.CARDS, tagged=True) if going_out_first else None
    if out is not None and out.cards == n - 1:
        melds, left = _melds_of(faces, search.path(Objective.CARDS, tagged=True))
        return _opening_answer(
            Reason.OPENING_GOES_OUT,
            True,
            melds,
            left,
            rules,
            going_out=True,
            variant=run,
            melds=melds_text(melds),
            card=left[0],
            jokers=joker_parts(melds),
        )
    best = search.best(Objective.POINTS, tagged=True)
    if best is None:
        return _no_opening(hand, rules, must, faces, groups, forced)
    melds, left = _melds_of(faces, search.path(Objective.POINTS, tagged=True))
    if best.points >= minimum:
        return _opening_answer(
            Reason.OPENING_FOUND,
            True,
            melds,
            left,
            rules,
            variant=run,
            melds=melds_text(melds),
            points=best.points,
            jokers=joker_parts(melds),
        )
    return _opening_answer(
        Reason.OPENING_SHORT,
        False,
        melds,
        left,
        rules,
        points=best.points,
        short=minimum - best.points,
        minimum=minimum,
    )


def _no_opening(
    hand: list[Card], rules: Rules, must: Card | None, faces: FaceCounts, groups: list[Group[MeldVerdict]], forced: int
) -> Opening:
    """Why no melds with a run keep a card to discard: the true reason, most specific first."""
    if must is not None and not any(g.mask & forced for g in groups):
        return _opening_answer(Reason.OPENING_TAKEN_CARD_FITS_NOT, False, (), hand, rules, card=must)
    if any(g.tag for g in groups):
        # Tagged melds exist but none leaves a card: do they cover every card (R3.5)?
        loose = CoverSearch(faces, groups, forced=forced)
        path = loose.path(Objective.POINTS, tagged=True)
        if path:
            melds, _ = _melds_of(faces, path)
            return _opening_answer(Reason.OPENING_NEEDS_DISCARD, False, (), hand, rules, melds=melds_text(melds))
        if must is not None:
            # A run is there, but not with the taken card in a meld beside it.
            return _opening_answer(
                Reason.OPENING_TAKEN_CARD_FITS_NOT, False, (), hand, rules, variant="opening", card=must
            )
    if groups and rules.opening_needs_run:
        return _opening_answer(Reason.OPENING_SETS_ONLY, False, (), hand, rules)
    return _opening_answer(
        Reason.OPENING_NO_MELD, False, (), hand, rules, variant="run" if rules.opening_needs_run else ""
    )


def _konkan_opening(hand: list[Card], rules: Rules, must: Card | None) -> Opening | None:
    """The Konkan among these cards, put down at once with one card left to discard, if any."""
    if len(hand) != KONKAN_CARDS + 1:
        return None
    shape = konkan_shape(cards_first(hand, must), rules)
    melds = shape.melds
    if not shape.found or (must is not None and not any(must in m.cards for m in melds)):
        return None
    used = set(shape.cards)
    left = [c for c in hand if c not in used]
    return _opening_answer(
        Reason.OPENING_GOES_OUT,
        True,
        melds,
        left,
        rules,
        going_out=True,
        variant="run" if rules.opening_needs_run else "",
        melds=melds_text(melds),
        card=left[0],
        jokers=joker_parts(melds),
    )


# --- konkan_shape --------------------------------------------------------------------------


@dataclass(frozen=True)
class KonkanShape:
    """How close cards are to a Konkan (R8.5): a run of ten and a set of four, or eleven and three.

    ``found`` (also ``ok``) with ``run`` and ``set`` (verdicts) when the cards hold one; otherwise
    ``short`` cards are missing from the closest, ``missing`` names them and ``run``/``set`` are
    None. ``code``, ``rule`` and ``message`` say so.
    """

    found: bool
    run: MeldVerdict | None
    set: MeldVerdict | None
    short: int
    missing: tuple[Card, ...]
    code: Reason
    message: str

    @property
    def ok(self) -> bool:
        return self.found

    @property
    def rule(self) -> str:
        return self.code.rule

    @property
    def melds(self) -> tuple[MeldVerdict, ...]:
        """The run and the set, when found (else empty)."""
        return tuple(m for m in (self.run, self.set) if m is not None)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(c for m in self.melds for c in m.cards)

    def __bool__(self) -> bool:
        return self.found


def konkan_shape(cards: CardsLike, rules: Rules | None = None) -> KonkanShape:
    """Whether these cards hold a Konkan (R8.5), or how many cards short the closest one is.
    Of two copies of a card, the one listed first is the one used. ``rules`` matter for their
    jokers per meld (R9): with two, both jokers may fill one meld.

    >>> k = konkan_shape("2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KH KD 4D")
    >>> k.found, k.short, [str(c) for c in k.missing], k.code
    (False, 1, ['K♠'], Reason.KONKAN_SHORT)
    """
    hand = to_cards(cards, what=WhatKey("error.what.hand_cards"))
    r = rules_or_default(rules)
    cap = r.jokers_per_meld
    count: dict[tuple[int, str | None], int] = {}
    for c in hand:
        count[c.face] = count.get(c.face, 0) + 1
    jokers = count.get((0, None), 0)
    best: tuple[int, int, str, int, int, int, tuple[str, ...]] | None = None
    best_key = (KONKAN_CARDS + 1, 0)
    held = {s: [count.get((r, s), 0) for r in range(14)] for s in SUITS}  # by rank, 1 to 13
    # A set of three leaves one suit out; of the sets holding the most, the first in the order
    # combinations(SUITS, 3) lists them (leaving out the last suit first) is the one kept.
    three = [(j, tuple(s for i, s in enumerate(SUITS) if i != j)) for j in reversed(range(len(SUITS)))]
    four = tuple(SUITS)
    for suit in SUITS:
        have_pos = [0] * 15
        for p in range(1, 15):
            have_pos[p] = 1 if count.get((position_rank(p), suit), 0) else 0
        for length in (10, 11):
            k = KONKAN_CARDS - length
            for low in range(1, 15 - length + 1):
                high = low + length - 1
                run_have = sum(have_pos[low : high + 1])
                mr = length - run_have
                for rank in range(1, 14):
                    # The set's card of the run's suit is a second copy if the run holds that rank.
                    in_run = low <= rank <= high or (rank == 1 and high == HIGH_ACE)
                    avail = [held[s][rank] >= (2 if s == suit and in_run else 1) for s in SUITS]
                    set_have = sum(avail)
                    if k == len(SUITS):
                        combo = four
                    else:
                        least = min(avail)
                        combo = next(c for j, c in three if avail[j] == least)
                        set_have -= least
                    ms = k - set_have
                    # Jokers never outnumber the natural cards: a set of three takes one at most.
                    fill = min(jokers, min(mr, cap) + min(ms, cap if k == len(SUITS) else 1))
                    key = (mr + ms - fill, -(run_have + set_have))
                    if key < best_key:
                        best_key = key
                        best = (key[0], key[1], suit, low, high, rank, combo)
    assert best is not None
    short, _, suit, low, high, rank, combo = best
    pool = {f: [c for c in hand if c.face == f] for f in count}
    joker_pool = list(pool.get((0, None), []))
    run_cards: list[Card] = []
    missing: list[Card] = []
    joker_for_run: list[Card] = []
    for p in range(low, high + 1):
        f = (position_rank(p), suit)
        if pool.get(f):
            run_cards.append(pool[f].pop(0))
        else:
            missing.append(Card(f[0], suit))
    while missing and joker_pool and len(joker_for_run) < cap:
        joker_for_run.append(missing.pop(0))
        run_cards.append(joker_pool.pop(0))
    set_cards: list[Card] = []
    set_missing: list[Card] = []
    for s in combo:
        f = (rank, s)
        if pool.get(f):
            set_cards.append(pool[f].pop(0))
        else:
            set_missing.append(Card(rank, s))
    set_cap = cap if len(combo) == len(SUITS) else 1
    while set_missing and joker_pool and sum(c.is_joker for c in set_cards) < set_cap:
        set_missing.pop(0)
        set_cards.append(joker_pool.pop(0))
    if short == 0:
        wanted = tuple(joker_for_run) or None
        rv = judge_cards(tuple(run_cards), wanted, ace=r.ace_value, max_jokers=cap)
        rv = judge_cards(rv.ordered, wanted, ace=r.ace_value, max_jokers=cap)
        sv = judge_cards(tuple(set_cards), ace=r.ace_value, max_jokers=cap)
        return KonkanShape(
            True,
            rv,
            sv,
            0,
            (),
            Reason.KONKAN_FOUND,
            say(Reason.KONKAN_FOUND, run=cards_text(rv.ordered), set=cards_text(sv.ordered)),
        )
    needed = tuple(missing) + tuple(set_missing)
    message = say(
        "KONKAN_SHORT.one" if short == 1 else Reason.KONKAN_SHORT,
        length=high - low + 1,
        suit=SUIT_NAMES[suit],
        size=len(combo),
        plural=RANK_PLURALS[rank],
        short=short,
        missing=_missing_words(needed, count),
    )
    return KonkanShape(False, None, None, short, needed, Reason.KONKAN_SHORT, message)


def _missing_words(needed: Sequence[Card], held: dict[tuple[int, str | None], int]) -> str:
    """The cards a Konkan still needs, in words: ``K♠, 4♦ and a second 10♠`` (a card the hand
    holds one of, and needs twice, once in the run and once in the set)."""
    words: list[str] = []
    done: set[tuple[int, str | None]] = set()
    for c in needed:
        if c.face in done:
            continue
        done.add(c.face)
        if held.get(c.face, 0):
            words.append(say("analysis.second", card=c))
        elif sum(o.face == c.face for o in needed) > 1:
            words.append(say("analysis.two", card=c))
        else:
            words.append(str(c))
    return say_list(words)


# --- going out once down (R7.2) ----------------------------------------------------------------


@dataclass(frozen=True)
class LayOffStep:
    """Cards laid off on the table meld ``meld_index`` (R6.1), the joker's card if one goes."""

    meld_index: int
    cards: tuple[Card, ...]
    joker_as: Card | tuple[Card, ...] | None = None


@dataclass(frozen=True)
class SwapStep:
    """Cards put into the table meld ``meld_index`` to free its joker (R6.2)."""

    meld_index: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class OutPlan:
    """A way to go out this turn (R7.2): perhaps a joker ``swap`` first, then new ``melds``, then
    ``lay_offs``, then the ``discard`` of the last card."""

    melds: tuple[MeldVerdict, ...]
    lay_offs: tuple[LayOffStep, ...]
    swap: SwapStep | None
    discard: Card

    def actions(self, seat: int) -> tuple[Action, ...]:
        """The moves that play it, in order."""
        out: list[Action] = []
        if self.swap is not None:
            out.append(SwapJoker(seat, self.swap.cards, self.swap.meld_index))
        if self.melds:
            out.append(meld_action(seat, self.melds))
        out.extend(LayOff(seat, step.cards, step.meld_index, step.joker_as) for step in self.lay_offs)
        out.append(Discard(seat, self.discard))
        return tuple(out)

    def touches_others(self, table: Sequence[TableMeld], seat: int) -> bool:
        """Whether it lays off on or swaps in another player's meld (no Hand then, R8.2)."""
        touched = [step.meld_index for step in self.lay_offs]
        if self.swap is not None:
            touched.append(self.swap.meld_index)
        return any(table[i].owner != seat for i in touched)


def go_out_plan(
    hand: Sequence[Card],
    table: Sequence[TableMeld],
    rules: Rules,
    *,
    need_new_meld: bool,
    taken: Card | None = None,
    freed: Sequence[Card] = (),
    try_swaps: bool = True,
) -> OutPlan | None:
    """A way for a player who is down to put down every card but one now and discard it (R7.2),
    or None. ``need_new_meld``: a card was taken from the discard pile, so a new meld must go
    down (R3.3); ``taken``: under the house rule, that card must be in a new meld (R9);
    ``freed``: jokers freed this turn that must be melded or laid off (R9). A swap is tried
    only when going out needs one.

    Under the taken-card rule, the taken card's twin, if held, is not laid off in the plan.
    """
    plan = _go_out_direct(hand, table, need_new_meld, taken, freed, rules.ace_value, rules.jokers_per_meld)
    if plan is not None or not try_swaps:
        return plan
    for i, cards in swap_options(table, FaceCounts(hand).representatives, rules):
        if taken is not None and taken in cards:
            continue  # swapped into an old meld, the taken card would be in no new one
        new_table, joker = after_swap(table, i, cards, rules)
        rest = [c for c in hand if c not in cards] + [joker]
        must_place = tuple(freed) + ((joker,) if rules.freed_joker_must_be_used else ())
        p = _go_out_direct(rest, new_table, need_new_meld, taken, must_place, rules.ace_value, rules.jokers_per_meld)
        if p is not None:
            return OutPlan(p.melds, p.lay_offs, SwapStep(i, cards), p.discard)
    return None


def _go_out_direct(
    hand: Sequence[Card],
    table: Sequence[TableMeld],
    need_new_meld: bool,
    taken: Card | None,
    freed: Sequence[Card],
    ace: str = "standard",
    max_jokers: int = 1,
) -> OutPlan | None:
    n = len(hand)
    taken = taken if taken in hand else None
    freed = [j for j in freed if j in hand]
    if n < 1:
        return None
    if n == 1:
        if need_new_meld or taken is not None or freed:
            return None
        return OutPlan((), (), None, hand[0])
    faces = FaceCounts(hand, first=([taken] if taken is not None else []) + freed)
    taken_bit = faces.mask((taken,)) if taken is not None else 0
    groups: list[Group[MeldVerdict | LayOffStep]] = [*_meld_groups(faces, True, ace, max_jokers)]
    for i, picked, _after in lay_off_options(table, faces.representatives):
        mask = faces.mask(picked)
        if mask & taken_bit:
            continue  # the taken card goes into a new meld (R9)
        groups.append(Group(picked, mask, 0, not need_new_meld, 1 << i, LayOffStep(i, picked)))
    search = CoverSearch(faces, groups, forced=taken_bit | faces.mask(freed), need_left=True)
    best = search.best(Objective.CARDS, tagged=True)
    if best is None or best.cards != n - 1:
        return None
    path = search.path(Objective.CARDS, tagged=True)
    assert path is not None
    # New melds take their cards first, so the taken card, first among its copies, is melded.
    path.sort(key=lambda g: not isinstance(g.item, MeldVerdict))
    physical, left = faces.allocate(path)
    melds: list[MeldVerdict] = []
    lay_offs: list[LayOffStep] = []
    for g, cards in zip(path, physical):
        if isinstance(g.item, MeldVerdict):
            melds.append(_rejudge(g.item, cards))
        else:
            i = g.item.meld_index
            after = judge_lay_off(table[i], cards)[1]
            said = () if after is None else tuple(r for j, r in zip(after.jokers, after.joker_readings) if j in cards)
            lay_offs.append(LayOffStep(i, cards, said[0] if len(said) == 1 else (said or None)))
    return OutPlan(tuple(melds), tuple(lay_offs), None, left[0])
