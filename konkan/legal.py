"""The legal moves of the player to act, listed lazily: what ``Round.legal_actions()`` returns.

Every move listed is one the round itself judges legal (``Round.is_legal``): this module only
proposes moves worth asking about, and never decides a rule of its own.

>>> from konkan import Round, Rules
>>> r = Round(Rules(players=2), deck="7S 8S 9S QH QD QC KH 2C 3D 4H 5C 6D 8C 10D 4S  AS AH 2S 3S 4D 5D 6H 7C 8H 9D 10C JS JH KD  5S")
>>> legal = r.legal_actions()
>>> legal, len(list(legal.simple())), [str(a) for a in legal.melds()]
(<LegalActions of seat 0>, 15, ['seat 0: meld Q♥ Q♦ Q♣ / 7♠ 8♠ 9♠'])
>>> _ = r.discard("KH"); [str(a) for a in r.legal_actions()]
['seat 1: draw', 'seat 1: take K♥']
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING

from .actions import (
    Action,
    DeclareKonkan,
    Discard,
    Draw,
    JokerReading,
    LayOff,
    Meld,
    ReturnDiscard,
    SwapJoker,
    TakeDiscard,
    Undo,
)
from .cards import Card
from .catalogue import say
from .errors import IllegalAction
from .melds import MeldVerdict, melds_in
from .reasons import Phase, Reason
from .table_melds import lay_off_options, swap_options

if TYPE_CHECKING:  # a round lists its moves through this module, so only the type is needed here
    from .round import Round

__all__ = ["LegalActions", "stated_reading"]

# Refusals of a discard that do not depend on the card chosen.
_ANY_DISCARD = frozenset(
    {
        Reason.MUST_MELD_AFTER_TAKING,
        Reason.TAKEN_CARD_UNUSED,
        Reason.FREED_JOKER_UNUSED,
        Reason.MUST_DRAW_FIRST,
        Reason.ROUND_OVER,
    }
)


class LegalActions:
    """The legal moves of the player to act, produced as they are asked for.

    Iterating lists the simple moves first, then lay-offs and swaps, then melds (for a player
    not yet down, every legal opening in full, which can be many). ``action in legal`` asks the
    round directly, so it is cheap.
    """

    def __init__(self, round: Round):
        self._round = round

    def simple(self) -> Iterator[Action]:
        """Everything but new melds: declare, draw, take, put back, undo, discards, lay-offs, swaps."""
        r = self._round
        if r.is_over:
            return
        seat = r.current
        starts: tuple[tuple[Callable[[], bool], Callable[[], Action]], ...] = (
            (r.can_declare_konkan, lambda: DeclareKonkan(seat)),
            (r.can_draw, lambda: Draw(seat)),
            (r.can_take_discard, lambda: TakeDiscard(seat, r.discard_top)),
            (r.can_return_discard, lambda: ReturnDiscard(seat)),
            (r.can_undo, lambda: Undo(seat)),
        )
        for can, make in starts:
            if can():
                yield make()
        if r.phase == Phase.START and not r.is_first_turn:
            return
        hand = r.hand(seat)
        faces: dict[tuple[int, str | None], Card] = {}
        for c in hand:
            faces.setdefault(c.face, c)
        for c in faces.values():
            try:
                r.verify_discard(c)
            except IllegalAction as e:
                if e.code in _ANY_DISCARD:
                    break  # the same refusal holds for every card
                continue
            yield Discard(seat, c)
        if r.is_down(seat) and len(hand) > 1:
            table = r.table
            for i, cards, _after in lay_off_options(table, list(faces.values())):
                if len(cards) == 1:
                    a2 = LayOff(seat, cards, i)
                    if r.is_legal(a2):
                        yield a2
            for i, cards in swap_options(table, list(faces.values()), r.rules):
                a3 = SwapJoker(seat, cards, i)
                if r.is_legal(a3):
                    yield a3

    def melds(self) -> Iterator[Meld]:
        """New melds: one group at a time once down; every legal opening in full before."""
        r = self._round
        if r.is_over or (r.phase == Phase.START and not r.is_first_turn):
            return
        seat = r.current
        hand = r.hand(seat)
        found = melds_in(hand, r.rules.ace_value, r.rules.jokers_per_meld)
        if r.is_down(seat):
            for m in found:
                a = Meld(seat, (m.cards,), (stated_reading(m),))
                if r.is_legal(a):
                    yield a
            return
        # Openings: sets of melds the hand holds enough cards for (two copies of a card may go to
        # two melds, each keeping a card to discard), grown one meld at a time so that only such
        # sets are ever formed; each is judged by the round itself.
        held: dict[tuple[int, str | None], int] = {}
        for c in hand:
            held[c.face] = held.get(c.face, 0) + 1
        need = [_face_counts(m) for m in found]
        sizes = [len(m.cards) for m in found]

        def grow(start: int, chosen: list[int], used: int) -> Iterator[list[int]]:
            for i in range(start, len(found)):
                if used + sizes[i] > len(hand) - 1 or any(held.get(f, 0) < k for f, k in need[i].items()):
                    continue
                for f, k in need[i].items():
                    held[f] -= k
                chosen.append(i)
                yield chosen
                yield from grow(i + 1, chosen, used + sizes[i])
                chosen.pop()
                for f, k in need[i].items():
                    held[f] += k

        for combo in grow(0, [], 0):
            groups = _allocate(hand, [found[i] for i in combo])
            if groups is None:
                continue
            a = Meld(seat, groups, tuple(stated_reading(found[i]) for i in combo))
            if r.is_legal(a):
                yield a

    def __iter__(self) -> Iterator[Action]:
        yield from self.simple()
        yield from self.melds()

    def __contains__(self, action: object) -> bool:
        return isinstance(action, Action) and self._round.is_legal(action)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (list, tuple)):
            return list(self) == list(other)
        return NotImplemented

    def __bool__(self) -> bool:
        return next(iter(self), None) is not None

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __repr__(self) -> str:
        return say("repr.legal_actions", seat=self._round.current)


def stated_reading(m: MeldVerdict) -> JokerReading:
    """The jokers' reading a move states for this meld, when the player has a choice to state (a run's jokers)."""
    return m.reading if m.kind == "run" else None


def _face_counts(m: MeldVerdict) -> dict[tuple[int, str | None], int]:
    out: dict[tuple[int, str | None], int] = {}
    for c in m.cards:
        out[c.face] = out.get(c.face, 0) + 1
    return out


def _allocate(hand: Sequence[Card], melds: Sequence[MeldVerdict]) -> tuple[tuple[Card, ...], ...] | None:
    """Physical cards for these melds from the hand, using a twin where a face is used twice;
    None if the hand holds too few."""
    pool: dict[tuple[int, str | None], list[Card]] = {}
    for c in hand:
        pool.setdefault(c.face, []).append(c)
    used: dict[tuple[int, str | None], int] = {}
    out = []
    for m in melds:
        group = []
        for c in m.cards:
            k = used.get(c.face, 0)
            cards = pool.get(c.face, [])
            if k >= len(cards):
                return None
            used[c.face] = k + 1
            group.append(cards[k])
        out.append(tuple(group))
    return tuple(out)
