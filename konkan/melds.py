"""Melds (R4) and what they are worth when going down (R5.1).

``check_meld`` judges a group of cards and always answers with a :class:`MeldVerdict`; it never
raises for an illegal meld, only for input that does not read as cards.

>>> v = check_meld("7S 8S 9S")
>>> v.legal, v.kind, v.points, v.code, v.rule
(True, 'run', 24, 'OK', 'R4.1')
>>> check_meld("KS AS 2S").code
'RUN_WRAPS'
>>> v = check_meld("5H 6H JK")
>>> v.joker_as, v.points
(Card(7, 'H'), 18)
>>> print(v.message)
5♥ 6♥ Joker is a run of hearts worth 18 points, the joker standing for 7♥ (R4.1). The joker could instead stand for 4♥ (R4.4): say joker_as='4H' for that.
>>> check_meld("5H 6H JK", joker_as="4H").points
15
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import Iterable, Sequence

from .cards import (
    JOKER,
    RANK_NAMES,
    RANK_PLURALS,
    SUIT_GLYPHS,
    SUIT_NAMES,
    SUITS,
    Card,
    CardsLike,
    cards_text,
    to_card,
    to_cards,
)
from .errors import InvalidNotation
from .rules import Rules

# Positions in a run: 1 is the ace below the two, 14 the ace above the king (R4.1).
LOW_ACE, HIGH_ACE = 1, 14


def position_value(pos: int) -> int:
    """Opening value of the card at a run position (R5.1): low ace 1, high ace 11, J Q K 10."""
    if pos == HIGH_ACE:
        return 11
    if pos >= 11:
        return 10
    return pos


def rank_value(rank: int) -> int:
    """Opening value of a card of this rank outside a run's low end (R5.1)."""
    if rank == 1:
        return 11
    return min(rank, 10)


def _pos_rank(pos: int) -> int:
    return 1 if pos == HIGH_ACE else pos


def _positions(rank: int) -> tuple[int, ...]:
    return (LOW_ACE, HIGH_ACE) if rank == 1 else (rank,)


def run_points(low: int, high: int) -> int:
    return sum(position_value(p) for p in range(low, high + 1))


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
    kind: str | None
    points: int
    joker_as: Card | None
    code: str
    rule: str
    suit: str | None = None
    low: int | None = None
    high: int | None = None
    rank: int | None = None
    joker_pos: int | None = None
    joker_options: tuple[Card, ...] = ()
    joker_open: tuple[str, ...] = ()
    _message: str | None = field(default=None, repr=False)
    _detail: tuple = field(default=(), repr=False)

    @property
    def message(self) -> str:
        if self._message is None:
            object.__setattr__(self, "_message", _explain(self))
        return self._message  # type: ignore[return-value]

    def __bool__(self) -> bool:
        return self.legal

    @property
    def has_joker(self) -> bool:
        return any(c.is_joker for c in self.cards)

    @property
    def joker(self) -> Card | None:
        return next((c for c in self.cards if c.is_joker), None)

    @property
    def ace_high(self) -> bool:
        return self.kind == "run" and self.high == HIGH_ACE

    @property
    def ordered(self) -> tuple[Card, ...]:
        """The cards in the order a player lays them out: a run low to high, joker in its place."""
        if self.kind == "run":
            def where(c: Card) -> int:
                if c.is_joker:
                    return self.joker_pos or 0
                if c.rank == 1:
                    return self.low if self.low == LOW_ACE else HIGH_ACE  # type: ignore[return-value]
                return c.rank
            return tuple(sorted(self.cards, key=where))
        if self.kind == "set":
            return tuple(sorted(self.cards, key=lambda c: (c.is_joker, SUITS.index(c.suit) if c.suit else 0)))
        return self.cards

    def faces(self) -> tuple:
        """What tells two melds apart to the eye: the faces of the cards and the joker's reading."""
        return (self.kind, tuple(sorted(c.face for c in self.cards if not c.is_joker)),
                self.has_joker, self.joker_pos if self.kind == "run" else None, self.low, self.high)

    def __repr__(self) -> str:
        return f"<MeldVerdict {cards_text(self.ordered)}: {self.code}, {self.points} points>"

    def _repr_svg_(self) -> str:
        from .render import meld_svg

        return meld_svg(self)


def _illegal(cards: tuple[Card, ...], code: str, rule: str, detail: tuple = ()) -> MeldVerdict:
    """An illegal verdict; ``detail`` holds what its sentence names (written lazily by _explain)."""
    return MeldVerdict(cards, False, None, 0, None, code, rule, _detail=detail)


# --- the judge ---------------------------------------------------------------------------

def _run_readings(positions_options: list[tuple[int, ...]], n: int, jokers: int,
                  joker_positions: frozenset[int] | None = None) -> list[tuple[int, int, int | None]]:
    """Every way these naturals (each a tuple of possible positions; only an ace has two) and
    jokers make a run of n cards: (low, high, joker position)."""
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
            missing = [p for p in range(low, high + 1) if p not in ps]
            if len(missing) != jokers:
                continue
            jp = missing[0] if missing else None
            if joker_positions is not None and jp is not None and jp not in joker_positions:
                continue
            key = (low, high, jp)
            if key not in seen:
                seen.add(key)
                readings.append(key)
    return readings


def _judge(cards: tuple[Card, ...], joker_as: Card | None = None, *,
           joker_pos_fixed: int | None = None, joker_suit_fixed: str | None = None) -> MeldVerdict:
    n = len(cards)
    jokers = [c for c in cards if c.is_joker]
    naturals = [c for c in cards if not c.is_joker]
    if n < 3:
        return _illegal(cards, "TOO_FEW_CARDS", "R4.1")
    if len(jokers) > 1:
        return _illegal(cards, "TWO_JOKERS", "R4.3")
    if joker_as is not None and not jokers:
        return _illegal(cards, "JOKER_AS_WITHOUT_JOKER", "R4.4")
    ranks = {c.rank for c in naturals}
    suits = [c.suit for c in naturals]
    if len(ranks) == 1:
        return _judge_set(cards, naturals, jokers, joker_as, joker_suit_fixed)
    if len(set(suits)) == 1:
        return _judge_run(cards, naturals, jokers, joker_as, joker_pos_fixed)
    # Neither one suit nor one rank: say which meld it looks closer to.
    if len(ranks) == len(naturals):
        return _illegal(cards, "RUN_MIXED_SUITS", "R4.1")
    if len(set(suits)) == len(suits):
        return _illegal(cards, "SET_MIXED_RANKS", "R4.2")
    return _illegal(cards, "NOT_A_MELD", "R4.1")


def _judge_set(cards, naturals, jokers, joker_as, joker_suit_fixed) -> MeldVerdict:
    rank = naturals[0].rank
    suits = [c.suit for c in naturals]
    if len(set(suits)) != len(suits):
        dup = next(c for c in naturals if suits.count(c.suit) > 1)
        return _illegal(cards, "SET_DUPLICATE_SUIT", "R4.2", (dup,))
    if len(cards) > 4:
        return _illegal(cards, "SET_TOO_MANY", "R4.2")
    points = rank_value(rank) * len(cards)
    if not jokers:
        return MeldVerdict(cards, True, "set", points, None, "OK", "R4.2", rank=rank)
    missing = tuple(s for s in SUITS if s not in suits)
    if joker_as is not None:
        if joker_as.is_joker or joker_as.rank != rank or joker_as.suit not in missing:
            return _illegal(cards, "JOKER_AS_INVALID", "R4.4", (joker_as, missing, rank))
        chosen = joker_as.suit
    elif joker_suit_fixed is not None and joker_suit_fixed in missing:
        chosen = joker_suit_fixed
    else:
        chosen = missing[0]  # by suit order: spades, hearts, diamonds, clubs
    stands = Card(rank, chosen)
    open_suits = missing if len(cards) == 3 else ()
    others = tuple(Card(rank, s) for s in missing if s != chosen) if len(cards) == 3 else ()
    return MeldVerdict(cards, True, "set", points, stands, "OK", "R4.2", rank=rank,
                       joker_options=others, joker_open=open_suits)


def _judge_run(cards, naturals, jokers, joker_as, joker_pos_fixed) -> MeldVerdict:
    suit = naturals[0].suit
    ranks = [c.rank for c in naturals]
    if len(set(ranks)) != len(ranks):
        dup = next(c for c in naturals if ranks.count(c.rank) > 1)
        return _illegal(cards, "RUN_DUPLICATE_RANK", "R4.1", (dup,))
    if len(cards) > 13:
        return _illegal(cards, "RUN_TOO_LONG", "R4.1")
    allowed: frozenset[int] | None = None
    if joker_pos_fixed is not None:
        allowed = frozenset((joker_pos_fixed,))
    if joker_as is not None:
        if joker_as.is_joker or joker_as.suit != suit:
            return _illegal(cards, "JOKER_AS_INVALID", "R4.4", (joker_as, suit))
        wanted = frozenset(_positions(joker_as.rank))
        allowed = wanted if allowed is None else allowed & wanted
    readings = _run_readings([_positions(r) for r in ranks], len(cards), len(jokers), allowed)
    if not readings:
        if joker_as is not None or joker_pos_fixed is not None:
            free = _run_readings([_positions(r) for r in ranks], len(cards), len(jokers))
            if free:
                if joker_pos_fixed is not None and joker_as is None:
                    return _illegal(cards, "JOKER_FIXED", "R4.4", (Card(_pos_rank(joker_pos_fixed), suit),))
                opts = tuple(Card(_pos_rank(jp), suit) for (_, _, jp) in free if jp is not None)
                return _illegal(cards, "JOKER_AS_INVALID", "R4.4", (joker_as, suit, opts))
        return _diagnose_run(cards, naturals, jokers, suit)
    # Most points first; on a tie the joker (or ace) as the higher card (R4.4).
    readings.sort(key=lambda r: (run_points(r[0], r[1]), r[2] or 0, r[1]), reverse=True)
    low, high, jp = readings[0]
    stands = Card(_pos_rank(jp), suit) if jp is not None else None
    others: tuple[Card, ...] = ()
    for r in readings[1:]:
        if r[2] is not None and _pos_rank(r[2]) != _pos_rank(jp or 0):
            c = Card(_pos_rank(r[2]), suit)
            if c not in others:
                others += (c,)
    return MeldVerdict(cards, True, "run", run_points(low, high), stands, "OK", "R4.1",
                       suit=suit, low=low, high=high, joker_pos=jp, joker_options=others,
                       _detail=tuple(readings[1:]))


def _diagnose_run(cards, naturals, jokers, suit) -> MeldVerdict:
    n = len(cards)
    ranks = {c.rank for c in naturals}
    # Would it be a run if the ace could join king and two (going round the corner)?
    for start in range(1, 14):
        window = {(start - 1 + i) % 13 + 1 for i in range(n)}
        if ranks <= window and len(window - ranks) == len(jokers):
            return _illegal(cards, "RUN_WRAPS", "R4.1")
    # Otherwise there is a gap too wide: name the missing cards of the tightest span.
    best: list[int] | None = None
    for chosen_ace in ((LOW_ACE,), (HIGH_ACE,)) if 1 in ranks else ((),):
        ps = sorted({r for r in ranks if r != 1} | set(chosen_ace))
        missing = [p for p in range(ps[0], ps[-1] + 1) if p not in ps]
        if best is None or len(missing) < len(best):
            best = missing
    gaps = tuple(Card(_pos_rank(p), suit) for p in best or [])
    return _illegal(cards, "RUN_GAP", "R4.1", gaps)




# --- words ---------------------------------------------------------------------------------

def _suit_words(suit: str) -> str:
    return SUIT_NAMES[suit]


def _explain(v: MeldVerdict) -> str:
    shown = cards_text(v.ordered if v.legal else v.cards)
    code, d = v.code, v._detail
    if v.legal:
        if v.kind == "run":
            head = f"{shown} is a run of {_suit_words(v.suit)} worth {v.points} points"  # type: ignore[arg-type]
            if v.joker_as is not None:
                head += f", the joker standing for {v.joker_as}"
            head += " (R4.1)."
            if v.low == LOW_ACE and v.joker_pos != LOW_ACE:
                head += " The ace counts 1 here, below the two (R5.1)."
            if v.joker_options:
                alts = " or ".join(str(c) for c in v.joker_options)
                head += f" The joker could instead stand for {alts} (R4.4): say joker_as='{v.joker_options[0].code}' for that."
            return head
        plural = RANK_PLURALS[v.rank]  # type: ignore[index]
        head = f"{shown} is a set of {plural} worth {v.points} points (R4.2)."
        if v.joker_as is not None:
            if v.joker_open:
                glyphs = " or ".join(SUIT_GLYPHS[s] for s in v.joker_open)
                head += (f" The joker stands for the {RANK_NAMES[v.rank]} of {glyphs}; which one stays open "  # type: ignore[index]
                         "until a fourth card joins the set (R4.4).")
            else:
                head += f" The joker stands for the missing {v.joker_as} (R4.4)."
        return head
    if v._message:
        return v._message
    if code == "TOO_FEW_CARDS":
        return (f"A meld needs at least three cards, and {shown or 'this'} is only {len(v.cards)} "
                f"(R4.1, R4.2).")
    if code == "TWO_JOKERS":
        return f"{shown} holds {sum(c.is_joker for c in v.cards)} jokers, but a meld may hold only one (R4.3)."
    if code == "JOKER_AS_WITHOUT_JOKER":
        return f"{shown} has no joker, so there is nothing for joker_as to stand for (R4.4)."
    if code == "SET_DUPLICATE_SUIT":
        dup = d[0]
        return (f"{shown} is not a set: it has two {dup}, and every card of a set must be of a "
                "different suit (R4.2).")
    if code == "SET_TOO_MANY":
        return f"{shown} is not a set: a set has at most four cards, one of each suit (R4.2)."
    if code == "RUN_DUPLICATE_RANK":
        dup = d[0]
        return f"{shown} is not a run: it has two {dup}, and a run has each rank once (R4.1)."
    if code == "RUN_TOO_LONG":
        return f"{shown} is not a run: a run has at most thirteen cards, ace to king (R4.1)."
    if code == "RUN_WRAPS":
        return (f"{shown} is not a run: the ace goes below the two or above the king, never both, "
                "so a run cannot turn the corner from king to two (R4.1).")
    if code == "RUN_GAP":
        gaps = " ".join(str(c) for c in d)
        jokers = sum(c.is_joker for c in v.cards)
        if jokers:
            return (f"{shown} is not a run: it is missing {gaps}, and its one joker can fill only "
                    "one gap (R4.1, R4.3).")
        return f"{shown} is not a run: there is a gap where {gaps} should be (R4.1)."
    if code == "RUN_MIXED_SUITS":
        suits = sorted({c.suit for c in v.cards if not c.is_joker}, key=SUITS.index)
        names = " and ".join(_suit_words(s) for s in suits)
        return f"{shown} is not a run: a run is all one suit, and this mixes {names} (R4.1)."
    if code == "SET_MIXED_RANKS":
        return f"{shown} is not a set: a set is all one rank, and these ranks differ (R4.2)."
    if code == "NOT_A_MELD":
        return (f"{shown} is neither a run (one suit, in unbroken order, R4.1) nor a set "
                "(one rank, every suit different, R4.2).")
    if code == "JOKER_FIXED":
        return (f"{shown} would not keep the joker as {d[0]}: a joker's card is fixed once it is put "
                "down (R4.4).")
    if code == "JOKER_AS_INVALID":
        wanted = d[0]
        if len(d) == 3 and isinstance(d[2], int):  # a set: (joker_as, missing suits, rank)
            glyphs = " or ".join(str(Card(d[2], s)) for s in d[1])
            return f"In {shown} the joker cannot stand for {wanted}: it can stand only for {glyphs} (R4.4)."
        opts = d[2] if len(d) > 2 else ()
        if opts:
            return (f"In {shown} the joker cannot stand for {wanted}: it can stand only for "
                    f"{' or '.join(str(c) for c in opts)} (R4.4).")
        return f"In {shown} the joker cannot stand for {wanted} (R4.4)."
    return f"{shown} is not a meld ({code})."


# --- the public judge ----------------------------------------------------------------------

def check_meld(cards: CardsLike, *, joker_as: Card | str | None = None,
               rules: Rules | None = None) -> MeldVerdict:
    """Judge one group of cards as a meld. See the module's doctest for examples.

    ``cards`` may be text or cards; ``joker_as`` (text or a card) names what the joker stands
    for. Without it, an open choice takes the reading worth more points (R4.4).
    """
    group = tuple(to_cards(cards, what="meld"))
    wanted = None if joker_as is None else to_card(joker_as, what="joker_as")
    if wanted is not None and wanted.is_joker:
        raise InvalidNotation("joker_as names the card a joker stands for, so it cannot be a joker", token=str(joker_as))
    return _judge(group, wanted)


# --- every meld in a hand ----------------------------------------------------------------

def find_melds(cards: CardsLike, rules: Rules | None = None) -> list[MeldVerdict]:
    """Every distinct legal meld these cards can make, most points first.

    Two melds that look the same (made with the other copy of a card) are listed once; a joker's
    different placements are different melds.

    >>> [str(m.points) + ' ' + ' '.join(map(str, m.ordered)) for m in find_melds("7S 8S 9S 9H 9D")]
    ['27 9♠ 9♥ 9♦', '24 7♠ 8♠ 9♠']
    """
    hand = to_cards(cards, what="hand")
    return _find_melds(hand)


def _find_melds(hand: Sequence[Card]) -> list[MeldVerdict]:
    joker = next((c for c in hand if c.is_joker), None)
    by_face: dict[tuple, Card] = {}
    for c in hand:
        if not c.is_joker:
            by_face.setdefault(c.face, c)
    out: list[MeldVerdict] = []
    # Runs, suit by suit, over every span of positions.
    for suit in SUITS:
        at: dict[int, Card] = {}
        for r in range(1, 14):
            c = by_face.get((r, suit))
            if c is not None:
                for p in _positions(r):
                    at[p] = c
        if len(at) < 2:
            continue
        for low in range(1, 13):
            for high in range(low + 2, 15):
                if low == LOW_ACE and high >= 13:
                    # Ace to king is the same thirteen cards as two to ace, read high (R4.4).
                    continue
                span = range(low, high + 1)
                missing = [p for p in span if p not in at]
                if len(missing) > (1 if joker is not None else 0):
                    break  # a longer span from this low only misses more
                points = run_points(low, high)
                if not missing:
                    out.append(MeldVerdict(tuple(at[p] for p in span), True, "run", points, None, "OK",
                                           "R4.1", suit=suit, low=low, high=high))
                    if joker is None:
                        continue
                    jps = list(span)  # the joker may stand for a card the hand holds
                else:
                    jps = missing
                for jp in jps:
                    group = tuple(joker if p == jp else at[p] for p in span)
                    if sum(not c.is_joker for c in group) < 2:
                        continue
                    stands = Card(_pos_rank(jp), suit)
                    out.append(MeldVerdict(group, True, "run", points, stands, "OK", "R4.1", suit=suit,
                                           low=low, high=high, joker_pos=jp))
    # Sets, rank by rank.
    for rank in range(1, 14):
        have = [by_face[(rank, s)] for s in SUITS if (rank, s) in by_face]
        value = rank_value(rank)
        for size in (3, 4):
            for combo in combinations(have, size):
                out.append(MeldVerdict(combo, True, "set", value * size, None, "OK", "R4.2", rank=rank))
        if joker is not None:
            for size in (2, 3):
                for combo in combinations(have, size):
                    missing = tuple(s for s in SUITS if s not in {c.suit for c in combo})
                    stands = Card(rank, missing[0])
                    out.append(MeldVerdict(combo + (joker,), True, "set", value * (size + 1), stands, "OK",
                                           "R4.2", rank=rank,
                                           joker_options=tuple(Card(rank, s) for s in missing[1:]) if size == 2 else (),
                                           joker_open=missing if size == 2 else ()))
    out.sort(key=lambda m: -m.points)
    return out


def is_konkan_shape(groups: Sequence[MeldVerdict]) -> bool:
    """R8.5: one run of ten and one set of four, or one run of eleven and one set of three."""
    if len(groups) != 2 or not all(g.legal for g in groups):
        return False
    runs = [g for g in groups if g.kind == "run"]
    sets = [g for g in groups if g.kind == "set"]
    if len(runs) != 1 or len(sets) != 1:
        return False
    return (len(runs[0].cards), len(sets[0].cards)) in ((10, 4), (11, 3))


def meld_from_table(cards: Iterable[Card], joker_pos: int | None, joker_suit: str | None) -> MeldVerdict:
    """Re-judge a meld already on the table, keeping what its joker was fixed to stand for."""
    return _judge(tuple(cards), None, joker_pos_fixed=joker_pos, joker_suit_fixed=joker_suit)


__all__ = [
    "MeldVerdict", "check_meld", "find_melds", "is_konkan_shape", "position_value", "rank_value",
    "run_points", "JOKER",
]
