"""The table's melds and the moves made on them: laying off (R6.1) and joker swaps (R6.2).

These are the one home of those rules. The round judges a move with them, and so do the hints,
``legal_actions`` and the computer players, so what is suggested is what the round accepts.

>>> from konkan import check_meld, parse_cards
>>> run = TableMeld.put_down(check_meld("7S 8S 9S"), owner=1)
>>> v, after = judge_lay_off(run, parse_cards("10S"))
>>> v.ok, str(after.ordered[-1])
(True, '10♠')
>>> v, _ = judge_lay_off(run, parse_cards("10H"))
>>> print(v.message)
You can't lay off 10♥ on 7♠ 8♠ 9♠: that is a run of spades, and every card of a run is the same suit (R4.1).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from .cards import RANK_PLURALS, SUIT_NAMES, SUITS, Card, cards_text
from .errors import IllegalAction, InvalidNotation
from .melds import HIGH_ACE, MeldVerdict, judge_cards, meld_from_table, position_rank
from .reasons import MeldKind, Reason
from .rules import Rules
from .verdicts import Verdict, approval, refusal


@dataclass(frozen=True)
class TableMeld:
    """A meld on the table: its cards laid out in order, who put it down (R4.5), and its verdict
    (kind, points, what the joker stands for)."""

    cards: tuple[Card, ...]
    owner: int
    verdict: MeldVerdict = field(repr=False, compare=False)

    @classmethod
    def put_down(cls, verdict: MeldVerdict, owner: int) -> TableMeld:
        return cls(verdict.ordered, owner, verdict)

    @property
    def kind(self) -> MeldKind:
        assert self.verdict.kind is not None
        return self.verdict.kind

    @property
    def joker_as(self) -> Card | None:
        return self.verdict.joker_as

    @property
    def joker_open(self) -> tuple[str, ...]:
        return self.verdict.joker_open

    @property
    def has_joker(self) -> bool:
        return self.verdict.has_joker

    @property
    def points(self) -> int:
        return self.verdict.points

    def __str__(self) -> str:
        return cards_text(self.cards)

    def to_dict(self) -> dict[str, Any]:
        """For a page: card ids in order, owner, kind, points and the joker's reading."""
        return {
            "cards": [c.id for c in self.cards], "owner": self.owner, "kind": self.kind.value,
            "points": self.points, "joker_as": self.joker_as.code if self.joker_as else None,
            "joker_open": list(self.joker_open), "text": str(self), "message": self.verdict.message,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], ace: str = "standard") -> TableMeld:
        cards = tuple(Card.from_id(i) for i in data["cards"])
        joker_as = Card.parse(data["joker_as"]) if data.get("joker_as") else None
        v = judge_cards(cards, joker_as if joker_as is not None and not data.get("joker_open") else None, ace=ace)
        if not v.legal:
            raise InvalidNotation(f"the meld {cards_text(cards)} is not legal: {v.message}")
        return cls(cards, data["owner"], v)

    def _repr_svg_(self) -> str:
        from .render import meld_svg

        return meld_svg(self.verdict)


def missing_suits(meld: MeldVerdict | TableMeld) -> tuple[str, ...]:
    """The suits a set lacks, in the order ♠ ♥ ♦ ♣ (empty for a run)."""
    v = meld.verdict if isinstance(meld, TableMeld) else meld
    if v.kind != MeldKind.SET:
        return ()
    present = {c.suit for c in v.cards if not c.is_joker}
    return tuple(s for s in SUITS if s not in present)


def leaves_a_card(hand_size: int, using: int, gaining: int = 0) -> bool:
    """Every turn ends with a discard, so a move must leave a card in hand (R3.5)."""
    return hand_size - using + gaining >= 1


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:] if text and not text[:2].isupper() else text


# --- lay-off (R6.1) ---------------------------------------------------------------------

def judge_lay_off(target: TableMeld, cards: Sequence[Card],
                  joker_as: Card | None = None) -> tuple[Verdict, MeldVerdict | None]:
    """Whether these cards can be laid off on ``target`` (R6.1), and the meld it then becomes.

    A joker already in the meld keeps what it stands for (R4.4); laying off the very card it
    stands for is a joker swap instead (R6.2).
    """
    picked = tuple(cards)
    old = target.verdict
    shown_meld = cards_text(target.cards)
    naturals = [c for c in picked if not c.is_joker]
    new_jokers = len(picked) - len(naturals)
    if old.kind == MeldKind.RUN and any(c.suit != old.suit for c in naturals):
        odd = next(c for c in naturals if c.suit != old.suit)
        assert old.suit is not None
        return refusal(Reason.LAYOFF_WRONG_SUIT, card=odd, meld=shown_meld, suit=SUIT_NAMES[old.suit]), None
    if old.kind == MeldKind.SET and any(c.rank != old.rank for c in naturals):
        odd = next(c for c in naturals if c.rank != old.rank)
        assert old.rank is not None
        return refusal(Reason.LAYOFF_WRONG_RANK, card=odd, meld=shown_meld, plural=RANK_PLURALS[old.rank]), None
    if (old.has_joker and new_jokers) or new_jokers > 1:
        return refusal(Reason.LAYOFF_SECOND_JOKER, meld=shown_meld), None
    combined = tuple(target.cards) + picked
    if old.has_joker and old.kind == MeldKind.RUN:
        v = meld_from_table(combined, old.joker_pos, None, old.ace)
    elif old.has_joker:
        v = meld_from_table(combined, None, old.joker_as.suit if old.joker_as else None, old.ace)
    else:
        v = judge_cards(combined, joker_as if new_jokers else None, ace=old.ace)
    if not v.legal:
        stands = old.joker_as
        if (v.code in (Reason.RUN_DUPLICATE_RANK, Reason.JOKER_FIXED) and old.has_joker and stands is not None
                and any(c.same_face(stands) for c in picked)):
            return refusal(Reason.USE_JOKER_SWAP, meld=shown_meld, stands=stands), None
        return refusal(Reason.LAYOFF_BREAKS_MELD, rule=v.rule, cards=cards_text(picked), meld=shown_meld,
                       why=_lower_first(v.message)), None
    assert v.kind == old.kind, "cards of a run's suit keep it a run, of a set's rank a set"
    return approval("ok.lay_off", "R6.1", cards=cards_text(picked), meld=shown_meld,
                    result=cards_text(v.ordered)), v


def _extensions(positions: range, suit: str | None, by_face: dict[tuple[int, str | None], Card],
                joker: Card | None) -> list[tuple[list[Card], int]]:
    """The ways to extend a run along one side, outward: (cards, jokers used) for each length;
    the joker may stand at any place (before a held card too)."""
    res: list[tuple[list[Card], int]] = []
    cards: list[Card] = []
    jk = 0
    for p in positions:
        if joker is not None and jk == 0:
            res.append((cards + [joker], 1))  # the joker standing at this place
        c = by_face.get((position_rank(p), suit))
        if c is not None:
            cards = cards + [c]
        elif joker is not None and jk == 0:
            cards, jk = cards + [joker], 1
            continue  # recorded above
        else:
            break
        res.append((cards, jk))
    return res


def lay_off_options(table: Sequence[TableMeld], hand: Sequence[Card]) -> list[tuple[int, tuple[Card, ...], MeldVerdict]]:
    """Every group of hand cards (one card per face) that can be laid off on each table meld
    (R6.1): ``(meld index, cards, the meld after)``. Judged by :func:`judge_lay_off`."""
    by_face: dict[tuple[int, str | None], Card] = {}
    for c in hand:
        if not c.is_joker:
            by_face.setdefault(c.face, c)
    joker = next((c for c in hand if c.is_joker), None)
    out: list[tuple[int, tuple[Card, ...], MeldVerdict]] = []

    def add(i: int, tm: TableMeld, picked: tuple[Card, ...]) -> None:
        verdict, after = judge_lay_off(tm, picked)
        if verdict.ok and after is not None:
            out.append((i, picked, after))

    for i, tm in enumerate(table):
        v = tm.verdict
        use_joker = joker if (joker is not None and not v.has_joker) else None
        if v.kind == MeldKind.RUN:
            assert v.low is not None and v.high is not None
            lows: list[tuple[list[Card], int]] = [([], 0)]
            lows += _extensions(range(v.low - 1, 0, -1), v.suit, by_face, use_joker)
            highs: list[tuple[list[Card], int]] = [([], 0)]
            highs += _extensions(range(v.high + 1, HIGH_ACE + 1), v.suit, by_face, use_joker)
            for lc, lj in lows:
                for hc, hj in highs:
                    if (not lc and not hc) or lj + hj > 1 or len(tm.cards) + len(lc) + len(hc) > 13:
                        continue
                    add(i, tm, tuple(lc + hc))
        else:
            cands = [by_face[(v.rank, s)] for s in missing_suits(v) if v.rank is not None and (v.rank, s) in by_face]
            if use_joker is not None:
                cands.append(use_joker)
            for k in range(1, 4 - len(tm.cards) + 1):
                for picked in combinations(cands, k):
                    add(i, tm, tuple(picked))
    return out


# --- joker swap (R6.2) ------------------------------------------------------------------

def judge_swap(target: TableMeld, cards: Sequence[Card], rules: Rules) -> tuple[Verdict, MeldVerdict | None]:
    """Whether these cards free the joker of ``target`` (R6.2), and the meld it then becomes.

    In a run only the card the joker stands for frees it; in a set, a missing suit's card of
    its rank (either one, in a three-card set, R4.4), or both at once under the house rule
    ``set_joker_swap_needs_both`` (R9).
    """
    picked = tuple(cards)
    old = target.verdict
    shown_meld = cards_text(target.cards)
    if not old.has_joker:
        return refusal(Reason.NO_JOKER_IN_MELD, meld=shown_meld), None
    if any(c.is_joker for c in picked):
        return refusal(Reason.SWAP_JOKER_FOR_JOKER), None
    naturals = tuple(c for c in target.cards if not c.is_joker)
    if old.kind == MeldKind.RUN:
        stands = old.joker_as
        assert stands is not None
        if len(picked) != 1 or not picked[0].same_face(stands):
            return refusal(Reason.SWAP_WRONG_CARD, meld=shown_meld, options=str(stands)), None
    else:
        missing = missing_suits(old)
        rank = old.rank
        assert rank is not None
        wrong = [c for c in picked if c.rank != rank or c.suit not in missing]
        if wrong or len({c.suit for c in picked}) != len(picked):
            options = " or ".join(str(Card(rank, s)) for s in missing)
            return refusal(Reason.SWAP_WRONG_CARD, meld=shown_meld, options=options), None
        if len(missing) == 2 and rules.set_joker_swap_needs_both and len(picked) != 2:
            return refusal(Reason.SWAP_NEEDS_BOTH, both=" and ".join(str(Card(rank, s)) for s in missing)), None
    after = judge_cards(naturals + picked, ace=old.ace)
    assert after.legal, "a swap that passes these checks leaves a legal meld"
    return approval("ok.swap_joker", "R6.2", cards=cards_text(picked), meld=shown_meld), after


def swap_options(table: Sequence[TableMeld], hand: Sequence[Card], rules: Rules) -> list[tuple[int, tuple[Card, ...]]]:
    """Every joker swap the hand allows (R6.2): the table meld and the cards that go in,
    each judged by :func:`judge_swap`."""
    by_face: dict[tuple[int, str | None], Card] = {}
    for c in hand:
        if not c.is_joker:
            by_face.setdefault(c.face, c)
    out: list[tuple[int, tuple[Card, ...]]] = []
    for i, tm in enumerate(table):
        v = tm.verdict
        if not v.has_joker:
            continue
        if v.kind == MeldKind.RUN:
            candidates: list[tuple[Card, ...]] = []
            if v.joker_as is not None and v.joker_as.face in by_face:
                candidates.append((by_face[v.joker_as.face],))
        else:
            held = [by_face[(v.rank, s)] for s in missing_suits(v) if v.rank is not None and (v.rank, s) in by_face]
            candidates = [(c,) for c in held] + ([tuple(held)] if len(held) == 2 else [])
        for cards in candidates:
            if judge_swap(tm, cards, rules)[0].ok:
                out.append((i, cards))
    return out


def after_swap(table: Sequence[TableMeld], index: int, cards: tuple[Card, ...],
               rules: Rules) -> tuple[tuple[TableMeld, ...], Card]:
    """The table once ``cards`` have freed the joker of meld ``index``, and the freed joker."""
    tm = table[index]
    verdict, after = judge_swap(tm, cards, rules)
    if after is None:
        raise IllegalAction(verdict)
    joker = tm.verdict.joker
    assert joker is not None
    new = TableMeld.put_down(after, tm.owner)
    return tuple(new if k == index else t for k, t in enumerate(table)), joker


def describe_meld(tm: TableMeld) -> str:
    """``7♠ 8♠ 9♠`` with the joker's reading where there is one: ``5♥ 6♥ Joker (as 7♥)``."""
    text = cards_text(tm.cards)
    if tm.joker_as is not None:
        if tm.joker_open:
            text += " (joker: " + " or ".join(str(Card(tm.joker_as.rank, s)) for s in tm.joker_open) + ")"
        else:
            text += f" (joker as {tm.joker_as})"
    return text


__all__ = ["TableMeld", "after_swap", "describe_meld", "judge_lay_off", "judge_swap", "lay_off_options",
           "leaves_a_card", "missing_suits", "swap_options"]
