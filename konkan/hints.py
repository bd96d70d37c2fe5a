"""Hints: the best play in a hand, found exactly, and explained with the rules it rests on.

``best_opening`` answers "can I go down, and with what?" (R5); ``konkan_shape`` "how far is this
hand from a Konkan?" (R8.5); ``hints`` ranks every move worth considering for a seat now, each
with plain sentences that cite RULES.md. Hints see only what the seat sees (a :class:`SeatView`).

>>> op = best_opening("6H 7H 8H QS QH QD 2C 9D")
>>> op.feasible, op.points, op.going_out, [str(c) for c in op.left]
(True, 51, False, ['2♣', '9♦'])
>>> print(op.message)
Put down 6♥ 7♥ 8♥ and Q♠ Q♥ Q♦: 51 points, enough to go down (R5.1), with a run among them (R5.2).
>>> print(best_opening("6H 7H 8H QS QH 2C 9D").message)
Your best is 21 points: 30 short of 51 (R5.1).
>>> konkan_shape("2S 3S 4S 5S 6S 7S 8S 9S 10S JS KH KD KC KS 4D").found
True
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Sequence

from .cards import SUITS, Card, CardsLike, card_value, cards_text, to_cards
from .actions import Action, DeclareKonkan, Discard, Draw, LayOff, Meld, ReturnDiscard, SwapJoker, TakeDiscard
from .round import Round
from .table import TableMeld, after_swap, judge_lay_off, lay_off_options, swap_options
from .view import SeatView
from .melds import (
    HIGH_ACE,
    MeldVerdict,
    melds_in,
    judge_cards,
    position_rank,
    rank_positions,
    is_konkan_shape,
    meld_from_table,
)
from .rules import Rules, rules_or_default

__all__ = ["Opening", "Hint", "KonkanShape", "best_opening", "hints", "hints_for_view", "konkan_shape"]

_NEG = -(1 << 40)
HINT_KINDS = ("take_discard", "draw", "open", "meld", "lay_off", "swap_joker", "go_out", "hand",
              "declare_konkan", "discard")


# --- an exact cover search over face counts ------------------------------------------------

class _Faces:
    """The hand as counts of faces (two copies at most), each face one bit; jokers last."""

    def __init__(self, hand: Sequence[Card], first: Card | None = None):
        faces = sorted({c.face for c in hand if not c.is_joker}, key=lambda f: (SUITS.index(f[1]), f[0]))
        if first is not None and not first.is_joker:
            faces.remove(first.face)
            faces.insert(0, first.face)
        self.faces = faces + ([(0, None)] if any(c.is_joker for c in hand) else [])
        self.index = {f: i for i, f in enumerate(self.faces)}
        self.pool: dict[tuple, list[Card]] = {}
        for c in hand:
            self.pool.setdefault(c.face, []).append(c)
        m1 = m2 = 0
        for f, cards in self.pool.items():
            bit = 1 << self.index[f]
            m1 |= bit
            if len(cards) > 1:
                m2 |= bit
        self.m1, self.m2 = m1, m2
        # One physical card per face (and one joker): what melds_in is asked about.
        self.rep = [cards[0] for cards in self.pool.values()]

    def mask(self, cards: Sequence[Card]) -> int:
        m = 0
        for c in cards:
            m |= 1 << self.index[c.face]
        return m


@dataclass(frozen=True)
class _Group:
    mask: int
    size: int
    points: int
    tag: bool          # a run (for an opening) or a new meld (when going out after a take)
    res: int           # the table meld it lays off on, as a bit; 0 for a new meld
    what: object       # a MeldVerdict (new meld) or (table index, cards) for a lay-off


class _Search:
    """Best covers of a face multiset by groups, memoised on what is left.

    For every state it keeps four optima: by (points, cards covered) and by (cards covered,
    points), each over all covers and over covers using a tagged group. A card is left out by
    choice; ``need_left`` asks that at least one card stay in hand (R3.5).
    """

    def __init__(self, faces: _Faces, groups: list[_Group], *, must_first: bool = False,
                 need_left: bool = False):
        self.faces = faces
        self.by_low: dict[int, list[tuple]] = {}
        for g in groups:
            low = (g.mask & -g.mask).bit_length() - 1
            self.by_low.setdefault(low, []).append(
                (g.mask, g.res, g.points * 64 + g.size, g.size * 4096 + g.points, g.tag, g))
        self.memo: dict[tuple, tuple] = {}
        self.root = (faces.m1, faces.m2)
        self.must_first = must_first
        self.start_left = not need_left

    def run(self) -> tuple:
        return self._solve(self.faces.m1, self.faces.m2, 0, self.start_left)[0]

    def _solve(self, m1: int, m2: int, res: int, left: bool) -> tuple:
        key = (m1, m2, res, left)
        memo = self.memo
        got = memo.get(key)
        if got is not None:
            return got
        if m1 == 0:
            out = ((0, _NEG, 0, _NEG), (None,) * 4) if left else ((_NEG,) * 4, (None,) * 4)
            memo[key] = out
            return out
        low = m1 & -m1
        solve = self._solve
        if self.must_first and (m1, m2) == self.root:
            b0 = b1 = b2 = b3 = _NEG
            c0 = c1 = c2 = c3 = None
        else:
            if m2 & low:
                b0, b1, b2, b3 = solve(m1, m2 & ~low, res, True)[0]
            else:
                b0, b1, b2, b3 = solve(m1 & ~low, m2, res, True)[0]
            c0 = c1 = c2 = c3 = "leave"
        for mask, gres, a_add, b_add, tag, g in self.by_low.get(low.bit_length() - 1, ()):
            if mask & ~m1 or gres & res:
                continue
            a_any, a_tag, b_any, b_tag = solve(m1 & ~(mask & ~m2), m2 & ~mask, res | gres, left)[0]
            if a_any > _NEG:
                v = a_any + a_add
                if v > b0:
                    b0, c0 = v, g
                w = b_any + b_add
                if w > b2:
                    b2, c2 = w, g
                if tag:
                    if v > b1:
                        b1, c1 = v, g
                    if w > b3:
                        b3, c3 = w, g
                    continue
            if a_tag > _NEG:
                v = a_tag + a_add
                if v > b1:
                    b1, c1 = v, g
                w = b_tag + b_add
                if w > b3:
                    b3, c3 = w, g
        out = ((b0, b1, b2, b3), (c0, c1, c2, c3))
        memo[key] = out
        return out

    def path(self, objective: int, tagged: bool) -> list[_Group] | None:
        """The groups of the best cover for objective 0 (points first) or 2 (cards first)."""
        m1, m2, res, left = self.faces.m1, self.faces.m2, 0, self.start_left
        values, _ = self._solve(m1, m2, res, left)
        if values[objective + tagged] <= _NEG:
            return None
        out = []
        while m1:
            values, choice = self._solve(m1, m2, res, left)
            c = choice[objective + tagged]
            low = m1 & -m1
            if c is None:
                break
            if c == "leave":
                if m2 & low:
                    m2 &= ~low
                else:
                    m1 &= ~low
                left = True
                continue
            out.append(c)
            if c.tag:
                tagged = False
            m1, m2, res = m1 & ~(c.mask & ~m2), m2 & ~c.mask, res | c.res
        return out


def _search(faces: _Faces, groups: list[_Group], must_first: bool = False) -> tuple[_Search, tuple]:
    s = _Search(faces, groups, must_first=must_first, need_left=True)
    return s, s.run()


def _meld_groups(faces: _Faces, tag_runs: bool) -> list[_Group]:
    """Every new meld these faces make, one per set of faces: the reading worth most (R4.4)."""
    best: dict[int, MeldVerdict] = {}
    for v in melds_in(faces.rep):
        m = faces.mask(v.cards)
        old = best.get(m)
        if old is None or (v.points, v.joker_pos or 0) > (old.points, old.joker_pos or 0):
            best[m] = v
    return [_Group(m, len(v.cards), v.points, (v.kind == "run") if tag_runs else True, 0, v)
            for m, v in best.items()]


def _physical(faces: _Faces, groups: list[_Group]) -> tuple[list[tuple[Card, ...]], list[Card]]:
    """Map the chosen groups back to physical cards; also give the cards left over."""
    pool = {f: list(cards) for f, cards in faces.pool.items()}
    out = []
    for g in groups:
        cards = g.what.cards if isinstance(g.what, MeldVerdict) else g.what[1]
        out.append(tuple(pool[c.face].pop(0) for c in cards))
    left = [c for cards in pool.values() for c in cards]
    return out, left


def _rejudge(v: MeldVerdict, cards: tuple[Card, ...]) -> MeldVerdict:
    want = v.joker_as if (v.kind == "run" and v.joker_as is not None) else None
    w = judge_cards(cards, want)
    if v.kind == "set" and v.has_joker:
        return w
    if w.ordered:
        return judge_cards(w.ordered, want)
    return w


# --- best_opening ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Opening:
    """What a player not yet down can put down now (R5).

    ``feasible`` says whether they can go down; ``melds`` are the melds to put down (verdicts like
    ``check_meld``'s), ``points`` their opening value (R5.1), ``going_out`` whether they leave one
    card only (R5.4), ``left`` the cards kept, ``message`` one sentence with the rules.
    When not feasible, ``melds`` is the best try with a run and ``points`` its value.
    """

    feasible: bool
    melds: tuple[MeldVerdict, ...]
    points: int
    going_out: bool
    left: tuple[Card, ...]
    message: str
    minimum: int = 51

    @property
    def groups(self) -> tuple[tuple[Card, ...], ...]:
        return tuple(m.ordered for m in self.melds)

    @property
    def joker_as(self) -> tuple[Card | None, ...]:
        return tuple(m.joker_as if m.has_joker else None for m in self.melds)

    @property
    def is_konkan(self) -> bool:
        return is_konkan_shape(self.melds)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(c for m in self.melds for c in m.cards)

    def __bool__(self) -> bool:
        return self.feasible

    def __repr__(self) -> str:
        shown = " | ".join(cards_text(g) for g in self.groups) or "nothing"
        return f"<Opening {'feasible' if self.feasible else 'not feasible'}: {shown}, {self.points} points>"


def _melds_text(melds: Sequence[MeldVerdict]) -> str:
    parts = [cards_text(m.ordered) for m in melds]
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def _joker_words(melds: Sequence[MeldVerdict]) -> str:
    out = []
    for m in melds:
        if m.has_joker and m.joker_as is not None:
            if m.joker_open:
                out.append(f" The joker stands for a {m.joker_as.name.split(' of ')[0]} of a missing suit (R4.4).")
            else:
                out.append(f" The joker stands for {m.joker_as} (R4.4).")
    return "".join(out)


def _opening(cards: Sequence[Card], rules: Rules, must_use: Card | None = None) -> Opening:
    hand = list(cards)
    n = len(hand)
    minimum = rules.opening_minimum
    faces = _Faces(hand, first=must_use)
    groups = _meld_groups(faces, tag_runs=rules.opening_needs_run)
    must = must_use is not None and not must_use.is_joker
    search, values = _search(faces, groups, must_first=must)
    a_tag, b_tag = values[1], values[3]

    def build(path: list[_Group]) -> tuple[tuple[MeldVerdict, ...], tuple[Card, ...]]:
        physical, left = _physical(faces, path)
        melds = tuple(_rejudge(g.what, cards) for g, cards in zip(path, physical))  # type: ignore[arg-type]
        melds = tuple(sorted(melds, key=lambda m: (m.kind != "run", -m.points)))
        return melds, tuple(left)

    if n >= 2 and b_tag > _NEG and b_tag // 4096 == n - 1:
        melds, left = build(search.path(2, True))  # type: ignore[arg-type]
        pts = sum(m.points for m in melds)
        msg = (f"Put down {_melds_text(melds)} and discard the {left[0]}: you go out at once, which needs "
               f"no minimum (R5.4)")
        msg += ", with a run among them (R5.2)." if rules.opening_needs_run else "."
        return Opening(True, melds, pts, True, left, msg + _joker_words(melds), minimum)
    if a_tag <= _NEG:
        if rules.opening_needs_run:
            anything = values[0] > _NEG and values[0] // 64 > 0
            if anything:
                msg = ("You can make sets but no run, and going down the first time needs at least one "
                       "run (R5.2).")
            else:
                msg = "These cards make no meld at all: no run (R4.1, R5.2) and no set (R4.2)."
        else:
            msg = "These cards make no meld at all: no run (R4.1) and no set (R4.2)."
        return Opening(False, (), 0, False, tuple(hand), msg, minimum)
    melds, left = build(search.path(0, True))  # type: ignore[arg-type]
    pts = a_tag // 64
    run_note = ", with a run among them (R5.2)" if rules.opening_needs_run else ""
    if pts >= minimum:
        msg = f"Put down {_melds_text(melds)}: {pts} points, enough to go down (R5.1){run_note}."
        return Opening(True, melds, pts, False, left, msg + _joker_words(melds), minimum)
    msg = f"Your best is {pts} points: {minimum - pts} short of {minimum} (R5.1)."
    return Opening(False, melds, pts, False, left, msg, minimum)


def best_opening(cards: CardsLike, rules: Rules | None = None, *, must_use: Card | str | None = None) -> Opening:
    """The best opening in these cards for a player not yet down, found exactly (R5).

    Going out at once (every card but one in melds, R5.4) comes first, whatever its points;
    otherwise the opening worth most that reaches the minimum with a run and keeps a card to
    discard (R3.5); on equal points, the one keeping fewer cards. ``must_use`` names a card
    that must be in the melds (the taken discard, under that house rule).

    >>> best_opening("5H 6H 7H 8H 9H 9S 9D 9C 2S").going_out
    True
    >>> best_opening("KS KH KD QS QH QD 2C 2D").message
    'You can make sets but no run, and going down the first time needs at least one run (R5.2).'
    """
    hand = to_cards(cards, what="hand")
    r = rules_or_default(rules)
    must = None
    if must_use is not None:
        from .cards import to_card
        want = to_card(must_use, what="must_use")
        must = next((c for c in hand if c == want), None) or next((c for c in hand if c.same_face(want)), None)
    if must is not None and must.is_joker:
        return _opening_with_joker(hand, r)
    return _opening(hand, r, must)


def _opening_with_joker(hand: list[Card], rules: Rules) -> Opening:
    # The taken card is a joker that must be melded: try the opening on the hand, then insist on
    # a meld holding a joker by checking both candidates (with the joker tagged as required).
    op = _opening(hand, rules)
    if op.feasible and any(m.has_joker for m in op.melds):
        return op
    no_joker = _opening([c for c in hand if not c.is_joker], rules)
    msg = op.message if not op.feasible else (
        "At this table the card taken from the discard pile must go into a new meld (R9), and the "
        "joker fits none of your openings.")
    return Opening(False, no_joker.melds, no_joker.points, False, tuple(hand), msg, rules.opening_minimum)


# --- konkan_shape --------------------------------------------------------------------------

@dataclass(frozen=True)
class KonkanShape:
    """How close cards are to a Konkan (R8.5): a run of ten and a set of four, or eleven and three.

    ``found`` with ``run`` and ``set`` (verdicts) when the cards hold one; otherwise ``short``
    cards are missing from the closest, ``missing`` names them and ``run``/``set`` are None.
    """

    found: bool
    run: MeldVerdict | None
    set: MeldVerdict | None
    short: int
    missing: tuple[Card, ...]
    message: str

    def __bool__(self) -> bool:
        return self.found


def konkan_shape(cards: CardsLike) -> KonkanShape:
    """Whether these cards hold a Konkan (R8.5), or how many cards short the closest one is.

    >>> k = konkan_shape("2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KH KD 4D")
    >>> k.found, k.short, [str(c) for c in k.missing]
    (False, 1, ['K♠'])
    """
    hand = to_cards(cards, what="hand")
    count: dict[tuple, int] = {}
    for c in hand:
        count[c.face] = count.get(c.face, 0) + 1
    jokers = count.get((0, None), 0)
    best = None
    for suit in SUITS:
        have_pos = [0] * 15
        for p in range(1, 15):
            have_pos[p] = 1 if count.get((position_rank(p), suit), 0) else 0
        for length in (10, 11):
            k = 14 - length
            for low in range(1, 15 - length + 1):
                high = low + length - 1
                run_have = sum(have_pos[low:high + 1])
                for rank in range(1, 14):
                    in_run = any(low <= p <= high for p in rank_positions(rank))
                    for combo in combinations(SUITS, k):
                        set_have = 0
                        for s in combo:
                            c = count.get((rank, s), 0)
                            if s == suit and in_run:
                                set_have += c >= 2
                            else:
                                set_have += c >= 1
                        mr, ms = length - run_have, k - set_have
                        fill = min(jokers, (mr > 0) + (ms > 0))
                        short = mr + ms - fill
                        cand = (short, -(run_have + set_have), suit, low, high, rank, combo)
                        if best is None or cand[:2] < best[:2]:
                            best = cand
    assert best is not None
    short, _, suit, low, high, rank, combo = best
    pool = {f: [c for c in hand if c.face == f] for f in count}
    joker_pool = list(pool.get((0, None), []))
    run_cards, missing = [], []
    joker_for_run = None
    for p in range(low, high + 1):
        f = (position_rank(p), suit)
        if pool.get(f):
            run_cards.append(pool[f].pop(0))
        else:
            missing.append((p, Card(f[0], suit)))
    if missing and joker_pool and short < len(missing) + 5:
        p, c = missing.pop(0)
        joker_for_run = c
        run_cards.append(joker_pool.pop(0))
    set_cards, set_missing = [], []
    for s in combo:
        f = (rank, s)
        if pool.get(f):
            set_cards.append(pool[f].pop(0))
        else:
            set_missing.append(Card(rank, s))
    if set_missing and joker_pool:
        set_missing.pop(0)
        set_cards.append(joker_pool.pop(0))
    needed = tuple(c for _, c in missing) + tuple(set_missing)
    if short == 0:
        rv = judge_cards(tuple(run_cards), joker_for_run)
        rv = judge_cards(rv.ordered, joker_for_run)
        sv = judge_cards(tuple(set_cards))
        msg = (f"These cards hold a Konkan: the run {cards_text(rv.ordered)} and the set "
               f"{cards_text(sv.ordered)} (R8.5).")
        return KonkanShape(True, rv, sv, 0, (), msg)
    names = " ".join(str(c) for c in needed)
    what = f"a run of {high - low + 1} {Card(2, suit).name.split(' of ')[1]} and a set of {len(combo)} " \
           f"{ {1: 'aces', 2: 'twos', 3: 'threes', 4: 'fours', 5: 'fives', 6: 'sixes', 7: 'sevens', 8: 'eights', 9: 'nines', 10: 'tens', 11: 'jacks', 12: 'queens', 13: 'kings'}[rank] }"
    msg = (f"The closest Konkan is {what}: {short} card{'s' if short != 1 else ''} short"
           + (f", {names} missing" if names else "") + " (R8.5).")
    return KonkanShape(False, None, None, short, needed, msg)


# --- the table: lay-offs and swaps, judged from what the seat sees --------------------------

def _lay_off_verdict(target: TableMeld, picked: Sequence[Card]) -> MeldVerdict | None:
    """The meld after laying off these cards, or None if the round would refuse it."""
    return judge_lay_off(target, picked)[1]


@dataclass(frozen=True)
class _OutPlan:
    melds: tuple[MeldVerdict, ...]
    lay_offs: tuple[tuple[int, tuple[Card, ...]], ...]
    swap: tuple[int, tuple[Card, ...]] | None
    discard: Card


def _go_out_plan(hand: Sequence[Card], table: Sequence[TableMeld], rules: Rules, *,
                 need_new_meld: bool, try_swaps: bool = True) -> _OutPlan | None:
    """A way for a player who is down to put down all but one card now (R7.2), or None."""
    plan = _go_out_direct(hand, table, need_new_meld)
    if plan is not None or not try_swaps:
        return plan
    faces = _Faces(hand)
    for i, cards in swap_options(table, faces.rep, rules):
        new_table, joker = after_swap(table, i, cards, rules)
        rest = [c for c in hand if c not in cards] + [joker]
        p = _go_out_direct(rest, new_table, need_new_meld)
        if p is not None:
            return _OutPlan(p.melds, p.lay_offs, (i, cards), p.discard)
    return None


def _go_out_direct(hand: Sequence[Card], table: Sequence[TableMeld], need_new_meld: bool) -> _OutPlan | None:
    n = len(hand)
    if n < 1:
        return None
    if n == 1:
        return None if need_new_meld else _OutPlan((), (), None, hand[0])
    faces = _Faces(hand)
    groups = _meld_groups(faces, tag_runs=False)
    for i, picked, _ in lay_off_options(table, faces.rep):
        groups.append(_Group(faces.mask(picked), len(picked), 0, False, 1 << i, (i, picked)))
    if not need_new_meld:
        groups = [_Group(g.mask, g.size, g.points, True, g.res, g.what) for g in groups]
    search, values = _search(faces, groups)
    if values[3] <= _NEG or values[3] // 4096 != n - 1:
        return None
    path = search.path(2, True)
    physical, left = _physical(faces, path)  # type: ignore[arg-type]
    melds, lays = [], []
    for g, cards in zip(path, physical):  # type: ignore[arg-type]
        if isinstance(g.what, MeldVerdict):
            melds.append(_rejudge(g.what, cards))
        else:
            lays.append((g.what[0], cards))
    return _OutPlan(tuple(melds), tuple(lays), None, left[0])


# --- hints ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class Hint:
    """One suggestion: ``kind`` (one of HINT_KINDS), the ``cards`` involved, the target table
    meld ``meld_index`` (or None), ``points`` (opening value or what the move is worth),
    ``message`` (plain sentences citing the rules), ``score`` (higher first), ``groups`` (the
    melds to put down, for ``open``/``meld``/``go_out``/``hand``) and ``actions`` (the moves
    that play it, in order, for ``round.apply``)."""

    kind: str
    cards: tuple[Card, ...]
    message: str
    points: int = 0
    meld_index: int | None = None
    score: float = 0.0
    groups: tuple[tuple[Card, ...], ...] = ()
    actions: tuple[Action, ...] = ()

    def __str__(self) -> str:
        return self.message


def _action_meld(seat: int, melds: Sequence[MeldVerdict]) -> Action:
    wanted = tuple(m.joker_as if (m.has_joker and m.kind == "run") else None for m in melds)
    return Meld(seat, tuple(m.ordered for m in melds), wanted)


def _seat_word(seat: int) -> str:
    return f"seat {seat}"


def hints(round: Round, seat: int) -> list[Hint]:
    """Ranked suggestions for ``seat`` now, built from what that seat can see only."""
    return hints_for_view(round.view(seat))


def hints_for_view(view: SeatView) -> list[Hint]:
    """Ranked suggestions from a seat's view: best first. Empty when it is not that seat's turn."""
    if view.phase == "over" or view.current != view.seat:
        return []
    ctx = _Context(view)
    if view.phase == "start" and not view.first_turn:
        out = ctx.start_hints()
    else:
        out = ctx.play_hints()
    out.sort(key=lambda h: -h.score)
    return out


class _Context:
    def __init__(self, view: SeatView):
        self.view = view
        self.rules = view.rules
        self.seat = view.seat
        self.hand = list(view.hand)
        self.declared = view.seat in view.declared
        self.next_seat = (view.seat + 1) % len(view.hand_sizes)

    # --- the start of a turn: draw or take --------------------------------------------------
    def start_hints(self) -> list[Hint]:
        v, out = self.view, []
        top = v.discard_top
        if v.is_last_round and not v.is_down and not self.declared:
            out.append(self.declare_hint())
        draw_score = 200.0
        if top is not None:
            take = self.take_hint(top)
            out.append(take)
        if v.stock_size > 0:
            out.append(Hint("draw", (), self.draw_message(out), score=draw_score,
                            actions=(Draw(self.seat),)))
        return out

    def declare_hint(self) -> Hint:
        shape = konkan_shape(self.hand)
        if shape.found:
            score = 700.0
            msg = (f"Declare Konkan now: you already hold one, the run {cards_text(shape.run.ordered)} and the set "  # type: ignore[union-attr]
                   f"{cards_text(shape.set.ordered)} (R8.5). Declared in the last round and then put down, it wins "  # type: ignore[union-attr]
                   "the whole game at once (R8.6).")
        else:
            score = {1: 300.0, 2: 120.0}.get(shape.short, 10.0)
            advice = "It is within reach, worth declaring" if shape.short <= 1 else (
                "That is a long way, so declaring would tie you to a long shot" if shape.short > 2 else "It is a gamble")
            msg = (f"{shape.message} {advice}: once declared you may go down only with the whole Konkan, in one "
                   "turn, but it then wins the whole game (R8.6).")
        return Hint("declare_konkan", (), msg, score=score, actions=(DeclareKonkan(self.seat),))

    def take_hint(self, top: Card) -> Hint:
        v = self.view
        with_top = self.hand + [top]
        act = (TakeDiscard(self.seat, top),)
        must = top if self.rules.taken_discard_must_be_used else None
        oblige = " Taking it means you must put down a new meld this turn (R3.3)."
        if self.declared:
            shape = konkan_shape(with_top)
            if shape.found and len(with_top) >= 15:
                return Hint("take_discard", (top,),
                            f"Take the {top}: it completes your declared Konkan, {cards_text(shape.run.ordered)} and "  # type: ignore[union-attr]
                            f"{cards_text(shape.set.ordered)} (R8.5), which wins the game (R8.6).",
                            score=950.0, actions=act)
            if self.rules.konkan_declarer_may_take_discards:
                before = konkan_shape(self.hand).short
                if shape.short < before:
                    return Hint("take_discard", (top,),
                                f"Take the {top}: it brings your Konkan one card closer ({shape.short} short now), and "
                                "at this table a declarer may take discards without going down (R9).",
                                score=260.0, actions=act)
            return Hint("take_discard", (top,),
                        f"Don't take the {top}: you declared Konkan, so you may go down only with the whole Konkan "
                        "(R8.6), and it does not complete yours; taking it would oblige you to meld (R3.3).",
                        score=20.0, actions=act)
        if not v.is_down:
            op = best_opening(with_top, self.rules, must_use=must)
            base = best_opening(self.hand, self.rules)
            if op.feasible:
                if op.going_out:
                    tail = " That is a Hand: -60 for you and every other player's points doubled (R8.2)."
                    if op.is_konkan:
                        tail = " That is a Konkan: -60 for you and 200 for every opponent (R8.5)."
                    msg = (f"Take the {top}: with it you can put down {_melds_text(op.melds)} and discard the "
                           f"{op.left[0]}, going out at once (R5.4).{tail}")
                    return Hint("take_discard", (top,), msg, op.points, score=960.0, groups=op.groups, actions=act)
                if base.feasible and (op.points, -len(op.left)) <= (base.points, -len(base.left) + 1):
                    msg = (f"No need to take the {top}: you can go down without it ({_melds_text(base.melds)}, "
                           f"{base.points} points, R5.1), and it adds nothing to your melds. Draw instead: a new card, "
                           "and no obligation to meld (R3.3).")
                    return Hint("take_discard", (top,), msg, op.points, score=150.0, groups=op.groups, actions=act)
                msg = (f"Take the {top}: with it you can put down {_melds_text(op.melds)}, {op.points} points, "
                       f"enough to go down (R5.1).{oblige}")
                if base.feasible:
                    msg += f" Without it your best opening is {base.points} points."
                score = 450.0 + op.points - (base.points if base.feasible else 0) / 2
                return Hint("take_discard", (top,), msg, op.points, score=score, groups=op.groups, actions=act)
            why = op.message[0].lower() + op.message[1:]
            msg = (f"Don't take the {top}: even with it you can't go down this turn ({why.rstrip('.')}), and taking "
                   f"it means you must (R3.3).")
            return Hint("take_discard", (top,), msg, op.points, score=30.0, actions=act)
        # Down already: the card is worth taking if it makes a new meld (or lets you go out).
        need_meld = not (self.rules.konkan_declarer_may_take_discards and self.declared)
        plan = _go_out_plan(with_top, v.table, self.rules, need_new_meld=need_meld)
        if plan is not None and (must is None or any(top in m.cards for m in plan.melds)):
            msg = f"Take the {top}: with it you can go out this turn ({self.plan_words(plan)})."
            return Hint("take_discard", (top,), msg, score=900.0, groups=tuple(m.ordered for m in plan.melds),
                        actions=act)
        melds = [m for m in melds_in(with_top) if top in m.cards and len(m.cards) < len(with_top)]
        if melds:
            m = max(melds, key=lambda m: (not m.has_joker, m.points))
            msg = (f"Take the {top}: it makes the new meld {cards_text(m.ordered)} with your cards, "
                   f"{m.points} points off your hand.{oblige}")
            return Hint("take_discard", (top,), msg, m.points, score=400.0 + m.points, groups=(m.ordered,),
                        actions=act)
        msg = (f"Don't take the {top}: it makes no new meld with your cards, and taking it means you must put "
               "down a new meld this turn (R3.3).")
        return Hint("take_discard", (top,), msg, score=30.0, actions=act)

    def draw_message(self, others: list[Hint]) -> str:
        take = next((h for h in others if h.kind == "take_discard"), None)
        if take is not None and take.score > 200:
            return (f"Draw from the stock instead of taking the {take.cards[0]}: an unknown card, and no "
                    "obligation to meld (R3.3); but the discard gives you more.")
        if take is not None:
            return (f"Draw from the stock: the {take.cards[0]} on the discard pile does not help you enough "
                    "to be worth the obligation to meld (R3.3).")
        return "Draw the top card of the stock: the discard pile is empty (R3.3)."

    # --- after the draw: melds, lay-offs, swaps, going out, the discard ---------------------
    def play_hints(self) -> list[Hint]:
        v, out = self.view, []
        took_unmelded = v.took_discard is not None and not v.melded_this_turn
        must = v.took_discard if (self.rules.taken_discard_must_be_used and v.took_discard is not None
                                  and not v.melded_this_turn) else None
        plan_cards: set = set()
        if not v.is_down:
            if self.declared:
                shape = konkan_shape(self.hand)
                if shape.found and len(self.hand) >= 15:
                    rest = [c for c in self.hand if c not in shape.run.cards and c not in shape.set.cards]  # type: ignore[union-attr]
                    melds = (shape.run, shape.set)
                    msg = (f"Put down your declared Konkan, {_melds_text(melds)}, and discard the {rest[0]}: it wins "  # type: ignore[arg-type]
                           "the whole game (R8.5, R8.6).")
                    out.append(Hint("hand", tuple(c for m in melds for c in m.cards) + (rest[0],), msg,  # type: ignore[union-attr]
                                    sum(m.points for m in melds), score=1100.0,  # type: ignore[union-attr]
                                    groups=tuple(m.ordered for m in melds),  # type: ignore[union-attr]
                                    actions=(_action_meld(self.seat, melds), Discard(self.seat, rest[0]))))  # type: ignore[arg-type]
                    plan_cards = set(self.hand)
                else:
                    out.append(self.konkan_note(shape))
            else:
                op = best_opening(self.hand, self.rules, must_use=must)
                if op.going_out and not op.is_konkan:
                    # The same cards as a Konkan score better than a Hand (R8.5): offer that split.
                    shape = konkan_shape(self.hand)
                    if shape.found and len(self.hand) == 15 and (
                            must is None or must in shape.run.cards or must in shape.set.cards):  # type: ignore[union-attr]
                        melds = (shape.run, shape.set)
                        rest = tuple(c for c in self.hand if c not in shape.run.cards and c not in shape.set.cards)  # type: ignore[union-attr]
                        op = Opening(True, melds, sum(m.points for m in melds), True, rest, op.message,  # type: ignore[arg-type,union-attr]
                                     op.minimum)
                if op.feasible:
                    plan_cards = set(op.cards)
                    meld_act = _action_meld(self.seat, op.melds)
                    if op.going_out:
                        d = op.left[0]
                        if op.is_konkan:
                            tail = ("That is a Konkan: -60 for you and a flat 200 for every opponent (R8.5).")
                        else:
                            tail = ("That is a Hand: you score -60 and every other player's points are doubled (R8.2).")
                        msg = (f"Go out at once: put down {_melds_text(op.melds)} and discard the {d} (R5.4, R7.2). "
                               + tail + _joker_words(op.melds))
                        out.append(Hint("hand", op.cards + (d,), msg, op.points, score=1000.0, groups=op.groups,
                                        actions=(meld_act, Discard(self.seat, d))))
                    else:
                        msg = (f"Go down: put down {_melds_text(op.melds)}, {op.points} points, at least "
                               f"{self.rules.opening_minimum} (R5.1)"
                               + (" and with a run (R5.2)." if self.rules.opening_needs_run else ".")
                               + _joker_words(op.melds)
                               + " Once down you may also lay off and swap jokers this turn (R5.3).")
                        out.append(Hint("open", op.cards, msg, op.points, score=500.0 + op.points, groups=op.groups,
                                        actions=(meld_act,)))
                elif took_unmelded:
                    t = v.took_discard
                    out.append(Hint("draw", (t,),  # type: ignore[arg-type]
                                    f"You took the {t} but can't go down with it ({op.message[0].lower() + op.message[1:-1]}). "
                                    "Take back what you did, put the card back and draw from the stock instead "
                                    "(R3.3, R3.6).", score=600.0,
                                    actions=(ReturnDiscard(self.seat), Draw(self.seat))))
                else:
                    out.append(Hint("open", (), f"You can't go down yet. {op.message}", op.points, score=5.0))
        else:
            out.extend(self.down_hints(took_unmelded, must))
            best_meld = next((h for h in sorted(out, key=lambda h: -h.score) if h.kind in ("go_out",)), None)
            if best_meld is not None:
                plan_cards = set(best_meld.cards[:-1])
        if took_unmelded and not (self.declared and self.rules.konkan_declarer_may_take_discards):
            return out
        out.extend(self.discard_hints(plan_cards))
        return out

    def konkan_note(self, shape: KonkanShape) -> Hint:
        msg = (f"You declared Konkan, so you may go down only with the whole Konkan (R8.6). {shape.message}")
        if shape.found:
            msg += " You need one more card in hand to discard after putting it down (R3.5)."
        return Hint("hand", (), msg, score=5.0)

    def plan_words(self, plan: _OutPlan) -> str:
        parts = []
        if plan.swap is not None:
            i, cards = plan.swap
            parts.append(f"swap {cards_text(cards)} for the joker in meld {i} (R6.2)")
        if plan.melds:
            parts.append(f"put down {_melds_text(plan.melds)}")
        for i, cards in plan.lay_offs:
            parts.append(f"lay off {cards_text(cards)} on {cards_text(self.view.table[i].cards)} (R6.1)")
        parts.append(f"discard the {plan.discard} (R7.2)")
        return ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else parts[0]

    def down_hints(self, took_unmelded: bool, must: Card | None) -> list[Hint]:
        v, out, seat = self.view, [], self.seat
        table = v.table
        need_meld = took_unmelded
        plan = _go_out_plan(self.hand, table, self.rules, need_new_meld=need_meld)
        if plan is not None and must is not None and not any(must in m.cards for m in plan.melds):
            plan = None
        if plan is not None:
            acts: list[Action] = []
            if plan.swap is not None:
                acts.append(SwapJoker(seat, plan.swap[1], plan.swap[0]))
            if plan.melds:
                acts.append(_action_meld(seat, plan.melds))
            for i, cards in plan.lay_offs:
                j = next((c for c in cards if c.is_joker), None)
                jas: tuple = ()
                if j is not None:
                    tgt = table[i] if plan.swap is None or plan.swap[0] != i else after_swap(table, *plan.swap, self.rules)[0][i]
                    w = _lay_off_verdict(tgt, cards)
                    jas = (w.joker_as,) if w is not None else ()
                acts.append(LayOff(seat, cards, i, jas[0] if jas else None))
            acts.append(Discard(seat, plan.discard))
            cards = tuple(c for a in acts for c in a.cards)
            touches = v.touched_others or any(
                table[i].owner != seat for i, _ in plan.lay_offs) or (plan.swap is not None and table[plan.swap[0]].owner != seat)
            if not v.down_at_turn_start and not touches:
                # Down only since earlier this turn and nothing of anyone else's touched: still a Hand.
                out.append(Hint("hand", cards, f"Go out now with a Hand: {self.plan_words(plan)}. You were not down "
                                "when this turn began and touch no one else's meld, so you score -60 and everyone "
                                "else's points double (R8.2).", score=1100.0,
                                groups=tuple(m.ordered for m in plan.melds), actions=tuple(acts)))
            else:
                out.append(Hint("go_out", cards, f"Go out now: {self.plan_words(plan)}. You score -30 (R8.1).",
                                score=1000.0, groups=tuple(m.ordered for m in plan.melds), actions=tuple(acts)))
        n = len(self.hand)
        oblige = ""
        if took_unmelded:
            oblige = f" You took the {v.took_discard}, so you must put down a new meld this turn (R3.3)."
        for m in melds_in(self.hand):
            if len(m.cards) >= n:
                continue
            if must is not None and must not in m.cards:
                continue
            msg = (f"Put down the new meld {cards_text(m.ordered)}, {m.points} points out of your hand (R3.4)."
                   + (_joker_words([m]) if m.has_joker else "") + oblige)
            score = 300.0 + m.points + (100 if took_unmelded else 0) - (40 if m.has_joker else 0)
            out.append(Hint("meld", m.cards, msg, m.points, score=score, groups=(m.ordered,),
                            actions=(_action_meld(seat, [m]),)))
        if took_unmelded and not any(h.kind == "meld" for h in out):
            t = v.took_discard
            out.append(Hint("draw", (t,), f"You took the {t} but have no new meld to put down. Take back what you did, "  # type: ignore[arg-type]
                            "put the card back and draw from the stock instead (R3.3, R3.6).", score=600.0,
                            actions=(ReturnDiscard(seat), Draw(seat))))
        rep = _Faces(self.hand).rep
        for i, cards, w in lay_off_options(table, rep):
            if len(cards) >= n:
                continue
            target = table[i]
            shed = sum(card_value(c, self.rules.joker_penalty) for c in cards)
            has_j = any(c.is_joker for c in cards)
            owner = "your" if target.owner == seat else f"{_seat_word(target.owner)}'s"
            msg = (f"Lay off {cards_text(cards)} on {owner} meld {cards_text(target.cards)}, making "
                   f"{cards_text(w.ordered)} (R6.1): {shed} points fewer in your hand (R8.3).")
            if has_j:
                msg += (f" The joker would stand for {w.joker_as} there (R4.4); a joker is usually worth keeping "
                        "for a meld of your own.")
            score = 200.0 + shed - (150 if has_j else 0)
            jas = (w.joker_as,) if has_j else ()
            out.append(Hint("lay_off", cards, msg, shed, meld_index=i, score=score,
                            actions=(LayOff(seat, cards, i, jas[0] if jas else None),)))
        for i, cards in swap_options(table, rep, self.rules):
            target = table[i]
            stands = target.joker_as
            msg = (f"Swap your {cards_text(cards)} for the joker in {cards_text(target.cards)}: the joker stands for "
                   f"{stands if not target.joker_open else 'a ' + cards[0].name.split(' of ')[0] + ' of a missing suit'}"
                   f", so the {cards_text(cards)} takes its place and the joker comes to your hand (R6.2).")
            if self.rules.freed_joker_must_be_used:
                msg += " At this table you must then meld or lay off the joker before you discard (R9)."
            else:
                msg += " You may keep it for a meld of your own (R6.3)."
            out.append(Hint("swap_joker", cards, msg, 0, meld_index=i, score=350.0,
                            actions=(SwapJoker(seat, cards, i),)))
        return out

    def discard_hints(self, plan_cards: set) -> list[Hint]:
        v, seat = self.view, self.seat
        hand = self.hand
        nxt = self.next_seat
        next_down = v.down[nxt] and nxt != seat
        seen: set = set()
        out = []
        meld_cards = {c.face for m in melds_in(hand) for c in m.cards}
        for c in hand:
            if c.face in seen:
                continue
            seen.add(c.face)
            value = card_value(c, self.rules.joker_penalty)
            if c.is_joker:
                out.append(Hint("discard", (c,), "Keep the joker: it can stand for any card a meld needs (R4.4), "
                                f"and left in hand it costs {value} (R8.3).", value, score=-100.0,
                                actions=(Discard(seat, c),)))
                continue
            feeds = []
            for o in hand:
                if o.is_joker or o.face == c.face or any(f.face == o.face for f in feeds):
                    continue
                if o.rank == c.rank and o.suit != c.suit:
                    feeds.append(o)
                elif o.suit == c.suit and o.rank != c.rank and (
                        abs(o.rank - c.rank) <= 2 or {o.rank, c.rank} in ({1, 13}, {1, 12})):
                    feeds.append(o)
            fits = [i for i, tm in enumerate(v.table) if _lay_off_verdict(tm, (c,)) is not None]
            score = 50.0 + value
            reasons = [f"it costs {value} if left in hand (R8.3)"]
            if c in plan_cards:
                score -= 60
                reasons.append("but it belongs to the melds you can put down now")
            elif plan_cards and len(hand) - len(plan_cards) == 1:
                score += 60
                reasons.append("and it is the one card left once your melds are down, so discarding it takes you out (R7.2)")
            elif c.face in meld_cards:
                score -= 40
                reasons.append("but it is part of a meld you hold")
            elif feeds:
                score -= 8 * min(len(feeds), 3)
                reasons.append(f"but it goes with your {cards_text(feeds[:3])} toward a meld (R4.1, R4.2)")
            else:
                score += 10
                reasons.append("and it feeds no meld in your hand")
            if fits:
                tm = v.table[fits[0]]
                if v.is_down:
                    score -= 40
                    reasons.append(f"it can be laid off on {cards_text(tm.cards)}, better than thrown away (R6.1)")
                elif next_down:
                    score -= 25
                    reasons.append(f"and {_seat_word(nxt)}, who plays next and is down, could take it to lay off on "
                                   f"{cards_text(tm.cards)} (R3.3, R6.1)")
                else:
                    score -= 5
                    reasons.append(f"it fits {cards_text(tm.cards)} on the table, which helps whoever is down (R6.1)")
            if v.took_discard is not None and c.same_face(v.took_discard):
                reasons.append("you may discard the card you took, once your new meld is down (R3.5)")
            text = f"Discard the {c}: " + "; ".join(reasons[:1]) + (", " + "; ".join(reasons[1:]) if len(reasons) > 1 else "") + "."
            text = text.replace(", but", " but").replace(", and", " and")
            out.append(Hint("discard", (c,), text, value, score=score,
                            actions=(Discard(seat, c),)))
        return out
