"""An exact cover search over face counts: the best way to split a hand into groups.

A hand is counted by faces (rank and suit, the copy left aside; every joker is one face), each
held once or twice. The caller lists the groups worth making (melds, lay-offs: the search does
not care what they are); :class:`CoverSearch` finds, exactly, the best way to put hand cards
into groups, any card left out by choice, for two objectives: most points then most cards
(:attr:`Objective.POINTS`), or most cards then most points (:attr:`Objective.CARDS`), each over
every cover or over the covers using at least one *tagged* group. It is a search memoised on
what is left (two bit masks: the faces held at least once, and twice).

>>> from konkan.cards import parse_cards
>>> hand = parse_cards("7S 8S 9S 9H 9D 2C")
>>> faces = FaceCounts(hand)
>>> run = Group.of(faces, hand[0:3], "the run", points=24, tag=True)
>>> nines = Group.of(faces, hand[2:5], "the nines", points=27)
>>> search = CoverSearch(faces, [run, nines], need_left=True)
>>> search.best(Objective.POINTS)
Cover(points=27, cards=3)
>>> search.best(Objective.POINTS, tagged=True)
Cover(points=24, cards=3)
>>> [g.item for g in search.path(Objective.POINTS, tagged=True)]
['the run']
>>> faces.allocate([nines])[1] == [hand[0], hand[1], hand[5]]
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import IntEnum
from typing import Generic, NamedTuple, TypeVar

from ..cards import SUITS, Card
from ..catalogue import say
from ..errors import KonkanError

__all__ = ["Cover", "CoverSearch", "FaceCounts", "Group", "Objective"]

T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)
Face = tuple[int, str | None]

# Values are packed in one int per objective: points * 64 + cards, or cards * 4096 + points.
_CARDS_LIMIT = 64
_POINTS_LIMIT = 4096
_NONE = -(1 << 40)  # no cover: below any packed value, even with every group added to it
_JOKER_FACE: Face = (0, None)
_LEAVE = object()  # a choice in the memo: leave the lowest card out
_State = tuple[tuple[int, int, int, int], tuple[object, ...]]
_DONE_LEFT: _State = ((0, _NONE, 0, _NONE), (None,) * 4)  # nothing left, a card kept out already
_DONE_NONE_LEFT: _State = ((_NONE,) * 4, (None,) * 4)  # nothing left, and no card was kept out


class FaceCounts:
    """A hand as counts of faces, each face one bit (jokers last): ``once`` holds the bits of
    the faces held at least once, ``twice`` those held twice. ``pool`` keeps the physical cards
    of each face; the cards named in ``first`` come first among their copies, so they are the
    ones :meth:`allocate` puts into groups."""

    def __init__(self, hand: Sequence[Card], first: Iterable[Card] = ()):
        if len(hand) >= _CARDS_LIMIT:
            raise KonkanError(say("error.play.cover_limit", limit=_CARDS_LIMIT, count=len(hand)))
        faces: list[Face] = sorted(
            {c.face for c in hand if not c.is_joker}, key=lambda f: (SUITS.index(f[1] or "S"), f[0])
        )
        if any(c.is_joker for c in hand):
            faces.append(_JOKER_FACE)
        self.faces: tuple[Face, ...] = tuple(faces)
        self.index: dict[Face, int] = {f: i for i, f in enumerate(faces)}
        self._bit: dict[Face, int] = {f: 1 << i for i, f in enumerate(faces)}
        self.pool: dict[Face, list[Card]] = {}
        for c in hand:
            self.pool.setdefault(c.face, []).append(c)
        for c in reversed(list(first)):
            copies = self.pool.get(c.face)
            if copies is not None and c in copies:
                copies.remove(c)
                copies.insert(0, c)
        once = twice = 0
        for f, copies in self.pool.items():
            bit = 1 << self.index[f]
            once |= bit
            if len(copies) > 1:
                twice |= bit
        self.once, self.twice = once, twice
        # One physical card per face (and one joker): what groups are built from.
        self.representatives: tuple[Card, ...] = tuple(copies[0] for copies in self.pool.values())

    def mask(self, cards: Iterable[Card]) -> int:
        """The bits of these cards' faces."""
        bit = self._bit
        m = 0
        for c in cards:
            m |= bit[c.rank, c.suit]
        return m

    def double(self, cards: Sequence[Card]) -> int:
        """The bits of the faces these cards use twice (both jokers in one meld, R9)."""
        bit = self._bit
        seen = m = 0
        for c in cards:
            b = bit[c.rank, c.suit]
            if seen & b:
                m |= b
            seen |= b
        return m

    def allocate(self, groups: Sequence[Group[T]]) -> tuple[list[tuple[Card, ...]], list[Card]]:
        """Physical cards for each group, in order, and the cards left over."""
        pool = {f: list(copies) for f, copies in self.pool.items()}
        out = [tuple(pool[c.face].pop(0) for c in g.cards) for g in groups]
        return out, [c for copies in pool.values() for c in copies]


class Group(Generic[T_co]):
    """A group the search may use: its ``cards`` (one per face), their face ``mask``, the
    ``points`` it scores, whether it is ``tag``-ged, the outside resources it ``claims`` (bits:
    two groups of one cover never claim the same one) and the caller's ``item``. A value: its
    fields are not changed once made (a plain slotted class, as a search makes many)."""

    __slots__ = ("cards", "mask", "points", "tag", "claims", "item", "double")

    def __init__(
        self, cards: tuple[Card, ...], mask: int, points: int, tag: bool, claims: int, item: T_co, double: int = 0
    ):
        self.cards = cards
        self.mask = mask
        self.double = double
        self.points = points
        self.tag = tag
        self.claims = claims
        self.item = item

    @classmethod
    def of(
        cls, faces: FaceCounts, cards: Sequence[Card], item: T, *, points: int, tag: bool = False, claims: int = 0
    ) -> Group[T]:
        """A group of these cards, checked: each face once (the joker face twice at most), points in range."""
        mask = faces.mask(cards)
        double = faces.double(cards)
        if mask.bit_count() + double.bit_count() != len(cards) or double & ~faces.twice:
            raise KonkanError(say("error.play.group_faces"))
        if not 0 <= points < _POINTS_LIMIT:
            raise KonkanError(say("error.play.group_points", last=_POINTS_LIMIT - 1, points=points))
        return Group(tuple(cards), mask, points, tag, claims, item, double)

    @property
    def size(self) -> int:
        return len(self.cards)

    def __repr__(self) -> str:
        return f"Group({' '.join(map(str, self.cards))}, points={self.points}, tag={self.tag}, item={self.item!r})"


class Objective(IntEnum):
    """What a cover maximises first."""

    POINTS = 0  # most points, then most cards
    CARDS = 2  # most cards, then most points


class Cover(NamedTuple):
    """The value of a best cover: its points and the cards it puts into groups."""

    points: int
    cards: int


class CoverSearch(Generic[T]):
    """Best covers of a hand's faces by groups, memoised on what is left.

    For every state it keeps four optima: by (points, cards) and by (cards, points), each over
    all covers and over covers using a tagged group. A card may be left out by choice;
    ``need_left`` asks that at least one card stay out (a discard, R3.5). ``forced`` holds face
    bits of which at least one copy must go into a group.
    """

    def __init__(self, faces: FaceCounts, groups: Iterable[Group[T]], *, forced: int = 0, need_left: bool = False):
        self.faces = faces
        # Groups by their lowest face bit: the lowest face left is covered by one of those, or left.
        by_low: dict[int, list[tuple[int, int, int, int, int, bool, Group[T]]]] = {}
        covered = 0
        for g in groups:
            covered |= g.mask
            by_low.setdefault(g.mask & -g.mask, []).append(
                (
                    g.mask,
                    g.double,
                    g.claims,
                    g.points * _CARDS_LIMIT + g.size,
                    g.size * _POINTS_LIMIT + g.points,
                    g.tag,
                    g,
                )
            )
        self._by_low = by_low
        self._memo: dict[tuple[int, int, int, bool], _State] = {}
        self._forced = forced
        # A face no group holds can only be left out: the search starts with those cards out
        # already (a card kept, if one must be), instead of leaving them one state at a time.
        # A forced face stays: with no group to hold it, there is no cover at all.
        keep = covered | forced
        start_left = not need_left or bool(faces.once & ~keep)
        self._start: tuple[int, int, int, bool] = (faces.once & keep, faces.twice & keep, 0, start_left)
        self._values: tuple[int, int, int, int] | None = None

    def _run(self) -> tuple[int, int, int, int]:
        if self._values is None:
            self._values = self._solve(*self._start)[0]
        return self._values

    def _solve(self, m1: int, m2: int, res: int, left: bool) -> _State:
        """The best covers of what is left: faces held at least once (``m1``) and twice (``m2``),
        resources claimed (``res``), whether a card was left out already (``left``). Its value
        holds the four optima, each packed in an int, and the choice that reaches each. (The hot
        loop: names are bound to locals and globals, which Python reads fastest.)"""
        key = (m1, m2, res, left)
        memo = self._memo
        got = memo.get(key)
        if got is not None:
            return got
        if m1 == 0:
            return _DONE_LEFT if left else _DONE_NONE_LEFT
        low = m1 & -m1
        solve = self._solve
        c0: object
        c1: object
        c2: object
        c3: object
        # A forced face is covered first, while every copy is still there: leaving a copy out
        # comes after (covering one copy and leaving the other is the same cover either way).
        if self._forced & low and (m2 & low) == (self.faces.twice & low):
            b0 = b1 = b2 = b3 = _NONE
            c0 = c1 = c2 = c3 = None
        else:
            if m2 & low:
                b0, b1, b2, b3 = solve(m1, m2 & ~low, res, True)[0]
            else:
                b0, b1, b2, b3 = solve(m1 & ~low, m2, res, True)[0]
            c0 = c1 = c2 = c3 = _LEAVE
        for mask, dbl, gres, a_add, b_add, tag, g in self._by_low.get(low, ()):
            if mask & ~m1 or dbl & ~m2 or gres & res:
                continue
            a_any, a_tag, b_any, b_tag = solve(m1 & ~((mask & ~m2) | dbl), m2 & ~mask, res | gres, left)[0]
            if a_any > _NONE:
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
            if a_tag > _NONE:
                v = a_tag + a_add
                if v > b1:
                    b1, c1 = v, g
                w = b_tag + b_add
                if w > b3:
                    b3, c3 = w, g
        out = ((b0, b1, b2, b3), (c0, c1, c2, c3))
        memo[key] = out
        return out

    def best(self, objective: Objective, *, tagged: bool = False) -> Cover | None:
        """The value of the best cover (with a tagged group, if ``tagged``), or None if none."""
        v = self._run()[objective + tagged]
        if v <= _NONE:
            return None
        if objective == Objective.POINTS:
            return Cover(v // _CARDS_LIMIT, v % _CARDS_LIMIT)
        return Cover(v % _POINTS_LIMIT, v // _POINTS_LIMIT)

    def path(self, objective: Objective, *, tagged: bool = False) -> list[Group[T]] | None:
        """The groups of the best cover for ``objective`` (with a tagged group, if ``tagged``),
        or None if there is no such cover."""
        if self.best(objective, tagged=tagged) is None:
            return None
        m1, m2, res, left = self._start
        out: list[Group[T]] = []
        while m1:
            choice = self._solve(m1, m2, res, left)[1][objective + tagged]
            low = m1 & -m1
            if choice is None:
                break
            if choice is _LEAVE:
                if m2 & low:
                    m2 &= ~low
                else:
                    m1 &= ~low
                left = True
                continue
            assert isinstance(choice, Group)
            out.append(choice)
            if choice.tag:
                tagged = False
            m1, m2, res = m1 & ~((choice.mask & ~m2) | choice.double), m2 & ~choice.mask, res | choice.claims
        return out
