"""Melds (R4) and what they are worth when going down (R5.1).

``check_meld`` judges a group of cards and always answers with a :class:`MeldVerdict`; it never
raises for an illegal meld, only for input that does not read as cards.

>>> v = check_meld("7S 8S 9S")
>>> v.legal, v.kind, v.points, v.code, v.rule
(True, MeldKind.RUN, 24, Reason.OK, 'R4.1')
>>> check_meld("KS AS 2S").code
Reason.RUN_WRAPS
>>> v = check_meld("5H 6H JK")
>>> v.joker_as, v.points
(Card(7, 'H'), 18)
>>> print(v.message)  # doctest: +NORMALIZE_WHITESPACE
5♥ 6♥ Joker is a run of hearts worth 18 points, the joker standing for 7♥ (R4.1).
The joker could stand for 4♥ instead, if you say so when you put it down (R4.4).
>>> check_meld("5H 6H JK", joker_as="4H").points
15
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from itertools import combinations
from typing import Any

from .cards import (
    JOKER,
    RANK_NAMES,
    RANK_PLURALS,
    SUIT_GLYPHS,
    SUIT_NAMES,
    SUITS,
    Card,
    CardsLike,
    WhatKey,
    cards_text,
    full_deck,
    to_card,
    to_cards,
)
from .catalogue import say, say_either, say_list
from .errors import InvalidNotation
from .reasons import MeldKind, Reason
from .rules import Rules, rules_or_default

# Positions in a run: 1 is the ace below the two, 14 the ace above the king (R4.1).
LOW_ACE, HIGH_ACE = 1, 14

# The first copy of every natural card, one object each: the cards jokers stand for are named
# with these (cards are frozen values), not made anew for every meld judged.
_FIRST_COPY: dict[tuple[int, str | None], Card] = {c.face: c for c in full_deck() if not c.is_joker and c.copy == 0}


ACE_VALUES = ("standard", "always_11", "ten")


def position_value(pos: int, ace: str = "standard") -> int:
    """Opening value of the card at a run position (R5.1): low ace 1, high ace 11, J Q K 10.
    ``ace`` is the table's ace value (R9): ``"always_11"`` counts the low ace 11 too, ``"ten"``
    counts every ace 10."""
    if pos in (LOW_ACE, HIGH_ACE):
        if ace == "ten":
            return 10
        return 1 if (pos == LOW_ACE and ace == "standard") else 11
    if pos >= 11:
        return 10
    return pos


def rank_value(rank: int, ace: str = "standard") -> int:
    """Opening value of a card of this rank outside a run's low end (R5.1, R9 ace value)."""
    if rank == 1:
        return 10 if ace == "ten" else 11
    return min(rank, 10)


def position_rank(pos: int) -> int:
    return 1 if pos == HIGH_ACE else pos


def rank_positions(rank: int) -> tuple[int, ...]:
    return (LOW_ACE, HIGH_ACE) if rank == 1 else (rank,)


@cache  # asked for every span of every hand a search looks at: summed once per span
def run_points(low: int, high: int, ace: str = "standard") -> int:
    return sum(position_value(p, ace) for p in range(low, high + 1))


@dataclass(frozen=True, eq=False)
class MeldVerdict:
    """The engine's judgement of one group of cards as a meld.

    ``legal``, ``kind`` (``"run"``, ``"set"`` or ``None``), ``points`` (its opening value, R5.1;
    0 when illegal), ``joker_as`` (the card the joker stands for), ``code`` (``OK`` or a reason
    such as ``RUN_WRAPS``), ``rule`` (such as ``"R4.1"``) and ``message`` (one plain sentence).
    For a legal run, ``suit``, ``low`` and ``high`` give its span as positions (1 = ace below
    the two, 14 = ace above the king); for a set, ``rank``. ``joker_options`` lists the other
    cards the joker could stand for; ``joker_open`` the suits a three-card set's joker may
    still be (R4.4).
    """

    cards: tuple[Card, ...]
    legal: bool
    kind: MeldKind | None
    points: int
    joker_as: Card | None
    code: Reason
    rule: str
    suit: str | None = None
    low: int | None = None
    high: int | None = None
    rank: int | None = None
    joker_pos: int | None = None
    joker_options: tuple[Card, ...] = ()
    joker_open: tuple[str, ...] = ()
    ace: str = field(default="standard", repr=False)
    joker_positions: tuple[int, ...] = field(default=(), repr=False)
    joker_suits: tuple[str, ...] = field(default=(), repr=False)
    max_jokers: int = field(default=1, repr=False)
    _message: str | None = field(default=None, repr=False)
    _detail: tuple[Any, ...] = field(default=(), repr=False)

    @property
    def message(self) -> str:
        if self._message is None:
            object.__setattr__(self, "_message", _explain(self))
        return self._message  # type: ignore[return-value]

    @property
    def plain_message(self) -> str:
        """:attr:`message` without the points: what the cards make, for a learner not yet taught
        what a meld is worth (the first lessons' test). The same as :attr:`message` when illegal."""
        if not self.legal:
            return self.message
        return " ".join(_legal_sentences(self, cards_text(self.ordered), points=False))

    @property
    def refusal_words(self) -> tuple[str, dict[str, Any]]:
        """An illegal meld's sentence as data: its catalogue key and fields (``cards``: the cards
        judged), so that ``message == say(key, **fields)`` unless the words were given whole."""
        assert not self.legal, "a legal meld has several sentences, not one refusal"  # not user words
        return _refusal_words(self)

    def __bool__(self) -> bool:
        return self.legal

    @property
    def ok(self) -> bool:
        """The same as ``legal``: every verdict in konkan answers ``.ok``."""
        return self.legal

    @property
    def has_joker(self) -> bool:
        return any(c.is_joker for c in self.cards)

    @property
    def joker(self) -> Card | None:
        return next((c for c in self.cards if c.is_joker), None)

    @property
    def jokers(self) -> tuple[Card, ...]:
        """The jokers in the meld, in the order their readings are given (R4.3, R9)."""
        return tuple(c for c in self.cards if c.is_joker)

    @property
    def reading(self) -> Card | tuple[Card, ...] | None:
        """What the jokers stand for, as a player states it: None, a card, or with two jokers
        (R9) a card per joker."""
        readings = self.joker_readings
        if not readings:
            return None
        return readings[0] if len(readings) == 1 else readings

    @property
    def readings_shown(self) -> tuple[Card, ...]:
        """The jokers' cards as a player reads them: low to high in a run, ♠ ♥ ♦ ♣ in a set."""
        if self.kind == MeldKind.RUN:
            return tuple(sorted(self.joker_readings, key=lambda c: self.joker_positions[self.joker_readings.index(c)]))
        return tuple(sorted(self.joker_readings, key=lambda c: SUITS.index(c.suit or "S")))

    @property
    def joker_readings(self) -> tuple[Card, ...]:
        """What each joker stands for, one card per joker in the order of :attr:`jokers` (a
        three-card set's open joker is given as its first suit, see ``joker_open``)."""
        if self.kind == MeldKind.RUN and self.suit is not None:
            return tuple(_FIRST_COPY[position_rank(p), self.suit] for p in self.joker_positions)
        if self.kind == MeldKind.SET and self.rank is not None:
            return tuple(_FIRST_COPY[self.rank, s] for s in self.joker_suits)
        return ()

    @property
    def joker_shown(self) -> tuple[tuple[Card, ...], str]:
        """What the jokers stand for, as cards and the word between them: ``((7♥,), "")``;
        ``((7♥, 8♥), "and")`` with two jokers (R9); ``((7♠, 7♥), "or")`` for a three-card set,
        whose joker's suit stays open (R4.4). No cards without a joker. Pictures draw this."""
        if not self.legal or not self.has_joker:
            return (), ""
        if self.kind == MeldKind.SET and self.joker_open and self.rank is not None and len(self.jokers) == 1:
            return tuple(Card(self.rank, s) for s in self.joker_open), "or"
        shown = self.readings_shown
        return shown, "and" if len(shown) > 1 else ""

    @property
    def joker_text(self) -> str:
        """:attr:`joker_shown` in words: ``7♥``, ``7♥ and 8♥``, ``7♠ or 7♥``; "" without a joker."""
        cards, word = self.joker_shown
        said = [str(c) for c in cards]
        return say_either(said) if word == "or" else say_list(said)

    @property
    def joker_choices(self) -> tuple[Card, ...]:
        """The cards a player may name for a lone joker when putting the meld down (R4.4): the
        engine's reading first, then the others. Only a run offers a choice; a three-card set's
        joker stays open until a fourth card joins (R4.4), so it offers none."""
        if not self.legal or self.kind != MeldKind.RUN or self.joker_as is None or not self.joker_options:
            return ()
        return (self.joker_as, *self.joker_options)

    @property
    def ace_high(self) -> bool:
        return self.kind == "run" and self.high == HIGH_ACE

    @property
    def ordered(self) -> tuple[Card, ...]:
        """The cards in the order a player lays them out: a run low to high, joker in its place."""
        if self.kind == "run":
            joker_at = dict(zip(self.jokers, self.joker_positions))

            def where(c: Card) -> int:
                if c.is_joker:
                    return joker_at.get(c, 0)
                if c.rank == 1:
                    return LOW_ACE if self.low == LOW_ACE else HIGH_ACE
                return c.rank

            return tuple(sorted(self.cards, key=where))
        if self.kind == "set":
            return tuple(sorted(self.cards, key=lambda c: (c.is_joker, SUITS.index(c.suit) if c.suit else 0)))
        return self.cards

    def faces(self) -> tuple[Any, ...]:
        """What tells two melds apart to the eye: the faces of the cards and the joker's reading."""
        return (
            self.kind,
            tuple(sorted(c.face for c in self.cards if not c.is_joker)),
            len(self.jokers),
            self.joker_positions if self.kind == "run" else None,
            self.low,
            self.high,
        )

    def __repr__(self) -> str:
        return f"<MeldVerdict {cards_text(self.ordered)}: {self.code}, {self.points} points>"

    def _repr_svg_(self) -> str:
        from .render import meld_svg  # render reads melds: imported here, where the cycle is broken

        return meld_svg(self)


def _illegal(cards: tuple[Card, ...], code: Reason, detail: tuple[Any, ...] = ()) -> MeldVerdict:
    """An illegal verdict; ``detail`` holds what its sentence names (written lazily by _explain)."""
    return MeldVerdict(cards, False, None, 0, None, code, code.rule, _detail=detail)


# --- the judge ---------------------------------------------------------------------------


def _run_readings(
    positions_options: list[tuple[int, ...]],
    n: int,
    jokers: int,
    fixed: tuple[int, ...] = (),
    wanted: tuple[frozenset[int], ...] = (),
) -> list[tuple[int, int, tuple[int, ...]]]:
    """Every way these naturals (each a tuple of possible positions; only an ace has two) and
    jokers make a run of n cards: (low, high, the jokers' positions low to high). ``fixed``
    holds places jokers already have on the table; ``wanted`` the places a player named, one
    set of positions per named card (an ace has two)."""
    readings = []
    # At most one natural ace per run (duplicates are refused before), so at most two tries.
    choices: list[list[int]] = [[]]
    for opts in positions_options:
        choices = [c + [p] for c in choices for p in opts]
    seen = set()
    for chosen in choices:
        ps = set(chosen)
        if len(ps) != len(chosen):
            continue
        lo, hi = min(ps), max(ps)
        for low in range(max(1, hi - n + 1), lo + 1):
            high = low + n - 1
            if high > HIGH_ACE or (low == LOW_ACE and high == HIGH_ACE):
                continue
            missing = tuple(p for p in range(low, high + 1) if p not in ps)
            if len(missing) != jokers:
                continue
            if fixed and not set(fixed) <= set(missing):
                continue
            if wanted and not _assignable(wanted, [p for p in missing if p not in fixed]):
                continue
            key = (low, high, missing)
            if key not in seen:
                seen.add(key)
                readings.append(key)
    return readings


def _assignable(wanted: tuple[frozenset[int], ...], places: list[int]) -> bool:
    """Whether each named card can take its own one of these places (at most two names)."""
    if len(wanted) > len(places):
        return False
    if len(wanted) == 1:
        return bool(wanted[0] & set(places))
    return any(a in wanted[0] and b in wanted[1] for a in places for b in places if a != b)


def _assign(places: tuple[int, ...], fixed: tuple[int, ...], wanted: tuple[frozenset[int], ...]) -> tuple[int, ...]:
    """The jokers' places in the order of the jokers: those already on the table keep theirs
    (they come first among the cards), the named ones next, the rest low to high."""
    rest = [p for p in places if p not in fixed]
    out = list(fixed)
    for w in wanted:
        p = next(p for p in rest if p in w)
        rest.remove(p)
        out.append(p)
    return tuple(out + rest)


def _as_tuple(value: Any) -> tuple[Any, ...]:
    if value is None:
        return ()
    if isinstance(value, (tuple, list)):
        return tuple(value)
    return (value,)


def judge_cards(
    cards: tuple[Card, ...],
    joker_as: Card | Sequence[Card] | None = None,
    *,
    joker_pos_fixed: int | Sequence[int] | None = None,
    joker_suit_fixed: str | Sequence[str] | None = None,
    ace: str = "standard",
    max_jokers: int = 1,
) -> MeldVerdict:
    """Judge physical cards already read (``check_meld`` reads text first). A joker already on the
    table keeps its reading: ``joker_pos_fixed`` (its place in a run) or ``joker_suit_fixed``;
    with two jokers, a tuple of them. ``joker_as`` names what the other jokers stand for (a card,
    or one card per joker). ``max_jokers`` is the table's jokers per meld (R4.3, R9)."""
    n = len(cards)
    jokers = [c for c in cards if c.is_joker]
    naturals = [c for c in cards if not c.is_joker]
    wanted: tuple[Card, ...] = _as_tuple(joker_as)
    if n < 3:
        return _illegal(cards, Reason.TOO_FEW_CARDS)
    if len(jokers) > max_jokers:
        return _illegal(cards, Reason.TWO_JOKERS)
    if len(jokers) > len(naturals):
        return _illegal(cards, Reason.JOKERS_OUTNUMBER)
    if wanted and not jokers:
        return _illegal(cards, Reason.JOKER_AS_WITHOUT_JOKER)
    ranks = {c.rank for c in naturals}
    suits = [c.suit for c in naturals]
    if len(ranks) == 1:
        return _judge_set(cards, naturals, jokers, wanted, _as_tuple(joker_suit_fixed), ace, max_jokers)
    if len(set(suits)) == 1:
        return _judge_run(cards, naturals, jokers, wanted, _as_tuple(joker_pos_fixed), ace, max_jokers)
    # Neither one suit nor one rank: say which meld it looks closer to.
    if len(ranks) == len(naturals):
        return _illegal(cards, Reason.RUN_MIXED_SUITS)
    if len(set(suits)) == len(suits):
        return _illegal(cards, Reason.SET_MIXED_RANKS)
    return _illegal(cards, Reason.NOT_A_MELD)


def _judge_set(
    cards: tuple[Card, ...],
    naturals: list[Card],
    jokers: list[Card],
    wanted: tuple[Card, ...],
    fixed: tuple[str, ...],
    ace: str,
    max_jokers: int,
) -> MeldVerdict:
    rank = naturals[0].rank
    suits = [c.suit for c in naturals]
    if len(set(suits)) != len(suits):
        dup = next(c for c in naturals if suits.count(c.suit) > 1)
        return _illegal(cards, Reason.SET_DUPLICATE_SUIT, (dup,))
    if len(cards) > 4:
        return _illegal(cards, Reason.SET_TOO_MANY)
    points = rank_value(rank, ace) * len(cards)
    if not jokers:
        return MeldVerdict(
            cards, True, MeldKind.SET, points, None, Reason.OK, "R4.2", rank=rank, ace=ace, max_jokers=max_jokers
        )
    missing = tuple(s for s in SUITS if s not in suits)
    for w in wanted:
        if w.is_joker or w.rank != rank or w.suit not in missing or len(wanted) > len(jokers):
            return _illegal(cards, Reason.JOKER_AS_INVALID, (w, missing, rank))
    # Jokers already on the table keep their suits; named ones come next; then suit order.
    chosen = [s for s in fixed if s in missing][: len(jokers)]
    for s in [w.suit for w in wanted] + list(missing):
        if len(chosen) < len(jokers) and s not in chosen and s is not None:
            chosen.append(s)
    open_suits = missing if len(cards) == 3 else ()
    others = tuple(_FIRST_COPY[rank, s] for s in missing if s not in chosen) if len(cards) == 3 else ()
    return MeldVerdict(
        cards,
        True,
        MeldKind.SET,
        points,
        _FIRST_COPY[rank, chosen[0]],
        Reason.OK,
        "R4.2",
        rank=rank,
        joker_options=others,
        joker_open=open_suits,
        ace=ace,
        joker_suits=tuple(chosen),
        max_jokers=max_jokers,
    )


def _judge_run(
    cards: tuple[Card, ...],
    naturals: list[Card],
    jokers: list[Card],
    wanted: tuple[Card, ...],
    fixed: tuple[int, ...],
    ace: str,
    max_jokers: int,
) -> MeldVerdict:
    suit = naturals[0].suit
    ranks = [c.rank for c in naturals]
    if len(set(ranks)) != len(ranks):
        dup = next(c for c in naturals if ranks.count(c.rank) > 1)
        return _illegal(cards, Reason.RUN_DUPLICATE_RANK, (dup,))
    if len(cards) > 13:
        return _illegal(cards, Reason.RUN_TOO_LONG)
    for w in wanted:
        if w.is_joker or w.suit != suit or len(wanted) + len(fixed) > len(jokers):
            return _illegal(cards, Reason.JOKER_AS_INVALID, (w, suit))
    places = tuple(frozenset(rank_positions(w.rank)) for w in wanted)
    options = [rank_positions(r) for r in ranks]
    readings = _run_readings(options, len(cards), len(jokers), fixed, places)
    if not readings:
        if wanted or fixed:
            free = _run_readings(options, len(cards), len(jokers))
            if free:
                if fixed and not wanted:
                    return _illegal(cards, Reason.JOKER_FIXED, (Card(position_rank(fixed[0]), suit),))
                opts = tuple(
                    dict.fromkeys(Card(position_rank(p), suit) for (_, _, jps) in free for p in jps if p not in fixed)
                )
                alone = next((w for w in wanted if not any(w.same_face(o) for o in opts)), None)
                if alone is None and len(wanted) > 1:
                    # Each card named fits a reading, but not both at once (two jokers, R9): name the pairs.
                    pairs = tuple(
                        dict.fromkeys(
                            tuple(Card(position_rank(p), suit) for p in jps)
                            for (_, _, jps) in sorted(free, key=lambda r: r[2])
                        )
                    )
                    return _illegal(cards, Reason.JOKER_AS_INVALID, (wanted, suit, pairs, "pair"))
                return _illegal(cards, Reason.JOKER_AS_INVALID, (alone or wanted[0], suit, opts))
        return _diagnose_run(cards, naturals, jokers, suit)

    # Most points first; on a tie the jokers (or ace) as the higher cards (R4.4).
    def value(r: tuple[int, int, tuple[int, ...]]) -> tuple[int, tuple[int, ...], int]:
        return run_points(r[0], r[1], ace), r[2], r[1]

    readings.sort(key=value, reverse=True)
    low, high, jps = readings[0]
    # The other readings the player could have named (the same whether or not they named one,
    # so a meld replayed from its stated reading reads the same).
    alternatives = readings[1:]
    if wanted and not fixed:
        alternatives = sorted(
            (r for r in _run_readings(options, len(cards), len(jokers)) if r[2] != jps), key=value, reverse=True
        )
    jps = _assign(jps, fixed, places)
    stands = _FIRST_COPY[position_rank(jps[0]), suit] if jps else None
    others: tuple[Card, ...] = ()
    if len(jps) == 1:
        for r in alternatives:
            c = _FIRST_COPY[position_rank(r[2][0]), suit]
            if position_rank(r[2][0]) != position_rank(jps[0]) and c not in others:
                others += (c,)
    return MeldVerdict(
        cards,
        True,
        MeldKind.RUN,
        run_points(low, high, ace),
        stands,
        Reason.OK,
        "R4.1",
        suit=suit,
        low=low,
        high=high,
        joker_pos=jps[0] if jps else None,
        joker_options=others,
        ace=ace,
        joker_positions=jps,
        max_jokers=max_jokers,
        _detail=tuple(alternatives),
    )


def _diagnose_run(cards: tuple[Card, ...], naturals: list[Card], jokers: list[Card], suit: str | None) -> MeldVerdict:
    n = len(cards)
    ranks = {c.rank for c in naturals}
    # Would it be a run if the ace could join king and two (going round the corner)?
    for start in range(1, 14):
        window = {(start - 1 + i) % 13 + 1 for i in range(n)}
        if ranks <= window and len(window - ranks) == len(jokers):
            return _illegal(cards, Reason.RUN_WRAPS)
    # Otherwise there is a gap too wide: name the missing cards of the tightest span.
    best: list[int] | None = None
    for chosen_ace in ((LOW_ACE,), (HIGH_ACE,)) if 1 in ranks else ((),):
        ps = sorted({r for r in ranks if r != 1} | set(chosen_ace))
        missing = [p for p in range(ps[0], ps[-1] + 1) if p not in ps]
        if best is None or len(missing) < len(best):
            best = missing
    gaps = tuple(Card(position_rank(p), suit) for p in best or [])
    return _illegal(cards, Reason.RUN_GAP, gaps)


# --- words ---------------------------------------------------------------------------------


def _explain(v: MeldVerdict) -> str:
    if v.legal:
        return " ".join(_legal_sentences(v, cards_text(v.ordered)))
    if v._message:
        return v._message
    key, fields = _refusal_words(v)
    return say(key, **fields)


def _refusal_words(v: MeldVerdict) -> tuple[str, dict[str, Any]]:
    """The catalogue key and fields of an illegal meld's sentence (``cards`` the cards shown)."""
    shown = cards_text(v.cards)
    code, d = v.code, v._detail
    if code == Reason.TOO_FEW_CARDS:
        if not v.cards:
            return "TOO_FEW_CARDS.none", {}
        return ("TOO_FEW_CARDS.one" if len(v.cards) == 1 else "TOO_FEW_CARDS"), {"cards": shown}
    if code == Reason.TWO_JOKERS:
        return code.value, {"cards": shown, "count": sum(c.is_joker for c in v.cards)}
    if code in (Reason.SET_DUPLICATE_SUIT, Reason.RUN_DUPLICATE_RANK):
        return code.value, {"cards": shown, "card": d[0]}
    if code == Reason.RUN_GAP:
        gaps = " ".join(str(c) for c in d)
        n_jokers = sum(c.is_joker for c in v.cards)
        key = ("RUN_GAP", "RUN_GAP.joker", "RUN_GAP.jokers")[min(n_jokers, 2)]
        return key, {"cards": shown, "gaps": gaps}
    if code == Reason.RUN_MIXED_SUITS:
        suits = sorted({c.suit for c in v.cards if c.suit is not None}, key=SUITS.index)
        names = [SUIT_NAMES[s] for s in suits]
        return code.value, {"cards": shown, "suits": say_list(names)}
    if code == Reason.JOKER_FIXED:
        return code.value, {"cards": shown, "stands": d[0]}
    if code == Reason.JOKER_AS_INVALID and len(d) == 4 and d[3] == "pair":
        pairs = [" ".join(map(str, pair)) for pair in d[2]]
        wanted = say_list([str(c) for c in d[0]])
        return "JOKER_AS_INVALID.pair", {"cards": shown, "wanted": wanted, "options": say_list(pairs, last="list.or")}
    if code == Reason.JOKER_AS_INVALID:
        wanted = d[0]
        if len(d) == 3 and isinstance(d[2], int):  # a set: (joker_as, missing suits, rank)
            options = say_either([str(Card(d[2], s)) for s in d[1]])
        else:
            options = say_either([str(c) for c in (d[2] if len(d) > 2 else ())])
        if options:
            return code.value, {"cards": shown, "wanted": wanted, "options": options}
        return "JOKER_AS_INVALID.none", {"cards": shown, "wanted": wanted}
    return code.value, {"cards": shown}


def _legal_sentences(v: MeldVerdict, shown: str, points: bool = True) -> list[str]:
    """The sentences on a legal meld; without ``points``, nothing of what it is worth (no points,
    no note on what its ace counts)."""
    plain = "" if points else ".plain"
    assert v.kind is not None
    if v.kind == MeldKind.RUN:
        assert v.suit is not None
        if len(v.joker_positions) > 1:
            stands = say_list([str(c) for c in v.readings_shown])
            out = [say("meld.run_jokers" + plain, cards=shown, suit=SUIT_NAMES[v.suit], points=v.points, stands=stands)]
        elif v.joker_as is not None:
            out = [
                say("meld.run_joker" + plain, cards=shown, suit=SUIT_NAMES[v.suit], points=v.points, stands=v.joker_as)
            ]
        else:
            out = [say("meld.run" + plain, cards=shown, suit=SUIT_NAMES[v.suit], points=v.points)]
        has_ace = any(c.rank == 1 for c in v.cards)
        if not points:
            pass
        elif v.ace == "ten" and has_ace:
            out.append(say("note.ace_ten"))
        elif v.low == LOW_ACE and v.joker_pos != LOW_ACE:
            out.append(say("note.ace_low_11" if v.ace == "always_11" else "note.ace_low"))
        if v.joker_options:
            out.append(say("note.joker_choice", others=say_either([str(c) for c in v.joker_options])))
        elif len(v.joker_positions) > 1 and v._detail:
            alternatives = dict.fromkeys(" ".join(str(Card(position_rank(p), v.suit)) for p in r[2]) for r in v._detail)
            out.append(say("note.jokers_choice", others=say_either(list(alternatives))))
        return out
    assert v.rank is not None
    out = [say("meld.set" + plain, cards=shown, plural=RANK_PLURALS[v.rank], points=v.points)]
    if v.rank == 1 and v.ace == "ten" and points:
        out.append(say("note.ace_ten"))
    if len(v.joker_suits) > 1:
        out.append(say("note.set_jokers", cards=say_list([str(c) for c in v.readings_shown])))
    elif v.joker_as is not None:
        if v.joker_open:
            out.append(
                say(
                    "note.set_joker_open",
                    rank=RANK_NAMES[v.rank],
                    suits=say_either([SUIT_GLYPHS[s] for s in v.joker_open]),
                )
            )
        else:
            out.append(say("note.set_joker", card=v.joker_as))
    return out


# --- the public judge ----------------------------------------------------------------------


def check_meld(
    cards: CardsLike, *, joker_as: CardsLike | Card | None = None, rules: Rules | None = None
) -> MeldVerdict:
    """Judge one group of cards as a meld. See the module's doctest for examples.

    ``cards`` may be text or cards; ``joker_as`` (text or cards) names what the joker stands
    for, or with two jokers (R9) what each stands for. Without it, an open choice takes the
    reading worth more points (R4.4).

    >>> v = check_meld("JK JK 5H 6H", rules=Rules(jokers_per_meld=2))
    >>> print(v.message)  # doctest: +NORMALIZE_WHITESPACE
    5♥ 6♥ Joker Joker is a run of hearts worth 26 points, the jokers standing for 7♥ and 8♥,
    with two jokers allowed at this table (R4.1, R9). The jokers could stand for 4♥ 7♥ or 3♥ 4♥
    instead, if you say so when you put them down (R4.4).
    >>> check_meld("JK JK 6H", rules=Rules(jokers_per_meld=2)).code
    Reason.JOKERS_OUTNUMBER
    """
    group = tuple(to_cards(cards, what=WhatKey("error.what.meld")))
    wanted: tuple[Card, ...] = ()
    if joker_as is not None:
        wanted = (
            (to_card(joker_as, what="joker_as"),)
            if isinstance(joker_as, Card)
            else tuple(to_cards(joker_as, what="joker_as"))
        )
        if any(w.is_joker for w in wanted):
            raise InvalidNotation(say("error.joker_as.joker"), token=str(joker_as))
    r = rules_or_default(rules)
    return judge_cards(group, wanted or None, ace=r.ace_value, max_jokers=r.jokers_per_meld)


# --- every meld in a hand ----------------------------------------------------------------


def find_melds(cards: CardsLike, rules: Rules | None = None) -> list[MeldVerdict]:
    """Every distinct legal meld these cards can make, most points first.

    Two melds that look the same (made with the other copy of a card) are listed once; a joker's
    different placements are different melds.

    >>> [str(m.points) + ' ' + ' '.join(map(str, m.ordered)) for m in find_melds("7S 8S 9S 9H 9D")]
    ['27 9♠ 9♥ 9♦', '24 7♠ 8♠ 9♠']
    """
    hand = to_cards(cards, what=WhatKey("error.what.hand_cards"))
    r = rules_or_default(rules)
    return melds_in(hand, ace=r.ace_value, max_jokers=r.jokers_per_meld)


# Looked up once: the meld search builds many verdicts.
_RUN, _SET, _OK = MeldKind.RUN, MeldKind.SET, Reason.OK


def melds_in(hand: Sequence[Card], ace: str = "standard", max_jokers: int = 1) -> list[MeldVerdict]:
    """Every legal meld in ``hand`` (one card per face; melds of the other copy not repeated),
    most points first. A joker may stand for a card the hand holds; with ``max_jokers=2`` (R9)
    the two jokers go in one meld too, never outnumbering the natural cards."""
    jokers = [c for c in hand if c.is_joker][:max_jokers]
    most = len(jokers)
    by_face: dict[tuple[int, str | None], Card] = {}
    for c in hand:
        if not c.is_joker:
            by_face.setdefault(c.face, c)
    out: list[MeldVerdict] = []
    # Runs, suit by suit, over every span of positions.
    for suit in SUITS:
        at: dict[int, Card] = {}
        for r in range(1, 14):
            held = by_face.get((r, suit))
            if held is not None:
                for p in rank_positions(r):
                    at[p] = held
        if len(at) < 2:
            continue
        below = [0] * 16  # below[p]: how many positions under p the hand holds (a span's count in two reads)
        for p in range(1, 15):
            below[p + 1] = below[p] + (p in at)
        for low in range(1, 13):
            for high in range(low + 2, 15):
                if low == LOW_ACE and high >= 13:
                    # Ace to king is the same thirteen cards as two to ace, read high (R4.4).
                    continue
                if high + 1 - low - (below[high + 1] - below[low]) > most:
                    break  # a longer span from this low only misses more
                span = range(low, high + 1)
                missing = [p for p in span if p not in at]
                points = run_points(low, high, ace)
                if not missing:
                    out.append(
                        MeldVerdict(
                            tuple(at[p] for p in span),
                            True,
                            _RUN,
                            points,
                            None,
                            _OK,
                            "R4.1",
                            suit=suit,
                            low=low,
                            high=high,
                            ace=ace,
                            max_jokers=max_jokers,
                        )
                    )
                if not most:
                    continue
                held_places = [p for p in span if p in at]
                for k in range(max(1, len(missing)), most + 1):
                    if len(span) - k < k:
                        break  # never more jokers than natural cards
                    # The jokers fill every gap, and may stand for cards the hand holds too.
                    for extra in combinations(held_places, k - len(missing)):
                        jps = tuple(sorted(missing + list(extra)))
                        it = iter(jokers)
                        group = tuple(next(it) if p in jps else at[p] for p in span)
                        stands = _FIRST_COPY[position_rank(jps[0]), suit]
                        out.append(
                            MeldVerdict(
                                group,
                                True,
                                _RUN,
                                points,
                                stands,
                                _OK,
                                "R4.1",
                                suit=suit,
                                low=low,
                                high=high,
                                joker_pos=jps[0],
                                ace=ace,
                                joker_positions=jps,
                                max_jokers=max_jokers,
                            )
                        )
    # Sets, rank by rank.
    for rank in range(1, 14):
        have = [by_face[(rank, s)] for s in SUITS if (rank, s) in by_face]
        value = rank_value(rank, ace)
        for size in (3, 4):
            for combo in combinations(have, size):
                out.append(
                    MeldVerdict(
                        combo, True, _SET, value * size, None, _OK, "R4.2", rank=rank, ace=ace, max_jokers=max_jokers
                    )
                )
        for k in range(1, most + 1):
            for size in (2, 3):
                if size + k > 4 or size < k:
                    continue
                for combo in combinations(have, size):
                    absent = tuple(s for s in SUITS if s not in {c.suit for c in combo})
                    is_open = size == 2 and k == 1
                    out.append(
                        MeldVerdict(
                            combo + tuple(jokers[:k]),
                            True,
                            _SET,
                            value * (size + k),
                            _FIRST_COPY[rank, absent[0]],
                            _OK,
                            "R4.2",
                            rank=rank,
                            joker_options=tuple(_FIRST_COPY[rank, s] for s in absent[1:]) if is_open else (),
                            joker_open=absent if is_open else (),
                            ace=ace,
                            joker_suits=absent[:k],
                            max_jokers=max_jokers,
                        )
                    )
    out.sort(key=lambda m: -m.points)
    return out


@lru_cache(maxsize=8192)
def _pair_fits(rank_a: int, rank_b: int, suit: str, jokers: int) -> bool:
    pair = (Card(rank_a, suit), Card(rank_b, suit))
    return any(
        judge_cards(pair + tuple(Card.joker(i) for i in range(k)), max_jokers=k).legal for k in range(1, jokers + 1)
    )


def goes_with(a: Card, b: Card, jokers: int = 1) -> bool:
    """Whether two natural cards can stand in one meld (R4.1, R4.2) whose other cards are at most
    ``jokers`` jokers: one rank in two suits, or one suit close enough for the jokers to fill
    the gap (two ranks apart with one joker; three where two jokers may share a meld, R9). It
    asks the meld judge itself, so it reads runs as the round does (the ace at either end, never
    round the corner, R4.1). The hints, the computer players and their quick playouts all ask it.

    >>> goes_with(Card(10, "S"), Card(13, "S")), goes_with(Card(10, "S"), Card(13, "S"), jokers=2)
    (False, True)
    """
    # Plain attribute reads, no properties: the quick playouts ask this hundreds of thousands of
    # times a game.
    if jokers < 1:
        return False
    if a.suit != b.suit:  # one rank in two suits (a joker has no suit, and no natural card's rank)
        return a.rank == b.rank
    if a.rank == b.rank or a.suit is None:  # one face twice, or two jokers
        return False
    return _pair_fits(a.rank, b.rank, a.suit, jokers)


def jokers_toward(hand: Sequence[Card], max_jokers: int = 1) -> int:
    """How many jokers a pair of this hand's cards could have beside them toward a meld: the
    jokers held and one more card to come, never more than a meld may hold (R4.3, R9)."""
    return min(max_jokers, sum(c.is_joker for c in hand) + 1)


def melds_text(melds: Sequence[MeldVerdict] | Sequence[Sequence[Card]]) -> str:
    """``7♠ 8♠ 9♠ and Q♥ Q♦ Q♣``: melds named in a sentence."""
    parts = [cards_text(m.ordered if isinstance(m, MeldVerdict) else tuple(m)) for m in melds]
    return say_list(parts)


def melds_said(verdicts: Sequence[MeldVerdict]) -> str:
    """The sentences of several melds judged together, each said once: a note that holds for
    every meld alike (a house rule on the ace's value, R9) is not repeated for each.

    >>> from konkan.rules import Rules
    >>> r = Rules(ace_value="always_11")
    >>> melds_said([check_meld("AS 2S 3S", rules=r), check_meld("AH 2H 3H", rules=r)]).count("house rule")
    1
    """
    out: list[str] = []
    for v in verdicts:
        for sentence in _sentences(v):
            if sentence not in out:
                out.append(sentence)
    return " ".join(out)


def _sentences(v: MeldVerdict) -> list[str]:
    if v.legal:
        return _legal_sentences(v, cards_text(v.ordered))
    return [v.message]


def is_konkan_shape(groups: Sequence[MeldVerdict]) -> bool:
    """R8.5: one run of ten and one set of four, or one run of eleven and one set of three."""
    if len(groups) != 2 or not all(g.legal for g in groups):
        return False
    runs = [g for g in groups if g.kind == "run"]
    sets = [g for g in groups if g.kind == "set"]
    if len(runs) != 1 or len(sets) != 1:
        return False
    return (len(runs[0].cards), len(sets[0].cards)) in ((10, 4), (11, 3))


def meld_from_table(
    cards: Iterable[Card],
    joker_pos: int | Sequence[int] | None,
    joker_suit: str | Sequence[str] | None,
    ace: str = "standard",
    max_jokers: int = 1,
    joker_as: Card | tuple[Card, ...] | None = None,
) -> MeldVerdict:
    """Re-judge a meld already on the table, keeping what its jokers were fixed to stand for;
    ``joker_as`` names what a joker joining it stands for."""
    return judge_cards(
        tuple(cards), joker_as, joker_pos_fixed=joker_pos, joker_suit_fixed=joker_suit, ace=ace, max_jokers=max_jokers
    )


__all__ = [
    "HIGH_ACE",
    "JOKER",
    "LOW_ACE",
    "MeldVerdict",
    "check_meld",
    "find_melds",
    "goes_with",
    "is_konkan_shape",
    "jokers_toward",
    "judge_cards",
    "meld_from_table",
    "melds_in",
    "melds_said",
    "melds_text",
    "position_rank",
    "position_value",
    "rank_positions",
    "rank_value",
    "run_points",
]
