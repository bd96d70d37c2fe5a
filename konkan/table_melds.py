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
from dataclasses import dataclass, field, replace
from itertools import combinations
from typing import Any

from .cards import RANK_PLURALS, SUIT_NAMES, SUITS, Card, cards_text
from .catalogue import DIGITS, LANGUAGES, say, say_either, say_list, speaking
from .errors import IllegalAction, InvalidNotation, shown, whole_number
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
        """The meld as it lies on the table: its jokers' readings are settled now (R4.4), so its
        sentence no longer offers the other readings it could have had. Its verdict holds the
        cards in table order, so a meld read back from :meth:`to_dict` is the same meld (with
        two jokers, which one is ``joker_as`` depends on that order)."""
        return cls(verdict.ordered, owner, _settled(_in_table_order(verdict)))

    @property
    def kind(self) -> MeldKind:
        assert self.verdict.kind is not None
        return self.verdict.kind

    @property
    def joker_as(self) -> Card | None:
        return self.verdict.joker_as

    @property
    def joker_readings(self) -> tuple[Card, ...]:
        """What each joker stands for, in the order the jokers lie on the table (two at a table
        allowing two jokers in a meld, R9)."""
        at = dict(zip(self.verdict.jokers, self.verdict.joker_readings))
        return tuple(at[c] for c in self.cards if c.is_joker)

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
            "cards": [c.id for c in self.cards],
            "owner": self.owner,
            "kind": self.kind.value,
            "points": self.points,
            "joker_as": self.joker_as.code if self.joker_as else None,
            "joker_readings": [c.code for c in self.joker_readings],
            "joker_open": list(self.joker_open),
            "text": str(self),
            "message": self.verdict.message,
        }

    @classmethod
    def from_dict(cls, data: Any, ace: str = "standard", max_jokers: int = 1) -> TableMeld:
        """Read :meth:`to_dict`'s form back: the same cards, owner and jokers' readings. Anything
        else raises :class:`InvalidNotation` naming the field."""
        if not isinstance(data, dict):
            raise InvalidNotation(say("error.table_meld.mapping", value=shown(data)))
        unknown = [k for k in data if k not in _MELD_KEYS]
        if unknown:
            raise InvalidNotation(say("error.table_meld.unknown", value=shown(unknown[0])))
        missing = [k for k in _MELD_KEYS if k not in data]
        if missing:
            raise InvalidNotation(say("error.table_meld.missing", value=repr(missing[0])))
        ids, owner, codes = data["cards"], data["owner"], data["joker_readings"]
        if (
            not isinstance(ids, list)
            or not 3 <= len(ids) <= 13
            or not all(isinstance(i, int) and not isinstance(i, bool) and 0 <= i < 106 for i in ids)
            or len(set(ids)) != len(ids)
        ):
            raise InvalidNotation(say("error.table_meld.cards", value=shown(ids)))
        owner = whole_number(owner, "owner", 0, 4, key="error.table_meld.owner", error=InvalidNotation)
        if not isinstance(codes, list) or len(codes) > 2 or not all(isinstance(c, str) and len(c) <= 4 for c in codes):
            raise InvalidNotation(say("error.table_meld.codes", value=shown(codes)))
        cards = tuple(Card.from_id(i) for i in ids)
        wanted = tuple(Card.parse(c) for c in codes)
        if len(wanted) != sum(c.is_joker for c in cards):
            raise InvalidNotation(say("error.table_meld.jokers", value=shown(codes)))
        v = judge_cards(cards, wanted or None, ace=ace, max_jokers=max_jokers)
        if not v.legal:
            raise InvalidNotation(say("error.table_meld.illegal", cards=cards_text(cards), why=v.message))
        meld = cls.put_down(v, owner)
        if meld.cards != cards:
            raise InvalidNotation(say("error.table_meld.order", cards=cards_text(meld.cards), value=cards_text(cards)))
        again = meld.to_dict()
        for key in _MELD_KEYS:
            if again[key] == data[key] and type(again[key]) is type(data[key]):
                continue
            if key == "message" and isinstance(data[key], str) and _said_in_some_language(meld, data[key]):
                continue  # written in another language (a view saved before the learner switched)
            raise InvalidNotation(
                say("error.table_meld.field", name=key, expected=shown(again[key]), value=shown(data[key]))
            )
        return meld

    def _repr_svg_(self) -> str:
        from .render import meld_svg  # render reads the table: imported here, where the cycle is broken

        return meld_svg(self.verdict)


_MELD_KEYS = ("cards", "owner", "kind", "points", "joker_as", "joker_readings", "joker_open", "text", "message")


def _in_table_order(verdict: MeldVerdict) -> MeldVerdict:
    """The same verdict with its cards, and so its jokers and their readings, in table order."""
    ordered = verdict.ordered
    if ordered == verdict.cards or len(verdict.jokers) < 2:
        return verdict
    jokers = tuple(c for c in ordered if c.is_joker)
    if verdict.kind == MeldKind.RUN:
        at = dict(zip(verdict.jokers, verdict.joker_positions))
        positions = tuple(at[j] for j in jokers)
        return replace(
            verdict,
            cards=ordered,
            joker_positions=positions,
            joker_pos=positions[0],
            joker_as=Card(position_rank(positions[0]), verdict.suit),
        )
    suit_of = dict(zip(verdict.jokers, verdict.joker_suits))
    suits = tuple(suit_of[j] for j in jokers)
    assert verdict.rank is not None
    return replace(verdict, cards=ordered, joker_suits=suits, joker_as=Card(verdict.rank, suits[0]))


def _settled(verdict: MeldVerdict) -> MeldVerdict:
    if verdict.joker_options or verdict._detail:
        return replace(verdict, joker_options=(), _detail=(), _message=None)
    return verdict


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


# --- lay-off (R6.1) ---------------------------------------------------------------------


def judge_lay_off(
    target: TableMeld, cards: Sequence[Card], joker_as: Card | tuple[Card, ...] | None = None
) -> tuple[Verdict, MeldVerdict | None]:
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
    held = len(old.jokers)
    if held and new_jokers and held + new_jokers > old.max_jokers:
        # Only two jokers exist, so with two allowed per meld (R9) this is the one-joker table's refusal.
        return refusal(Reason.LAYOFF_SECOND_JOKER, meld=shown_meld), None
    combined = tuple(target.cards) + picked
    wanted = joker_as if new_jokers else None
    if held and old.kind == MeldKind.RUN:
        at = dict(zip(old.jokers, old.joker_positions))
        v = meld_from_table(
            combined, tuple(at[c] for c in target.cards if c.is_joker), None, old.ace, old.max_jokers, wanted
        )
    elif held:
        suit_of = dict(zip(old.jokers, old.joker_suits))
        v = meld_from_table(
            combined, None, tuple(suit_of[c] for c in target.cards if c.is_joker), old.ace, old.max_jokers, wanted
        )
    else:
        v = judge_cards(combined, wanted, ace=old.ace, max_jokers=old.max_jokers)
    if not v.legal:
        stands = next((s for s in old.joker_readings if any(c.same_face(s) for c in picked)), None)
        if v.code in (Reason.RUN_DUPLICATE_RANK, Reason.JOKER_FIXED) and stands is not None:
            return refusal(Reason.USE_JOKER_SWAP, meld=shown_meld, stands=stands), None
        # The meld refusal's own sentence, as a clause of this one: its key names the variant, its
        # fields fill it, with the cards the lay-off would make as ``result``.
        key, fields = v.refusal_words
        result = fields.pop("cards")
        return refusal(
            Reason.LAYOFF_BREAKS_MELD,
            key,
            rule=v.rule,
            cards=cards_text(picked),
            meld=shown_meld,
            result=result,
            **fields,
        ), None
    assert v.kind == old.kind, "cards of a run's suit keep it a run, of a set's rank a set"  # not user words
    return approval("ok.lay_off", "R6.1", cards=cards_text(picked), meld=shown_meld, result=cards_text(v.ordered)), v


def _extensions(
    positions: range, suit: str | None, by_face: dict[tuple[int, str | None], Card], jokers: Sequence[Card]
) -> list[tuple[list[Card], int]]:
    """The ways to extend a run along one side, outward: (cards, jokers used) for each length;
    each of the ``jokers`` may stand at any place (for a held card too)."""
    res: list[tuple[list[Card], int]] = []
    places = list(positions)

    def walk(i: int, cards: list[Card], used: int) -> None:
        if i == len(places):
            return
        c = by_face.get((position_rank(places[i]), suit))
        if c is not None:
            res.append((cards + [c], used))
            walk(i + 1, cards + [c], used)
        if used < len(jokers):
            res.append((cards + [jokers[used]], used + 1))
            walk(i + 1, cards + [jokers[used]], used + 1)

    walk(0, [], 0)
    return res


def lay_off_options(
    table: Sequence[TableMeld], hand: Sequence[Card]
) -> list[tuple[int, tuple[Card, ...], MeldVerdict]]:
    """Every group of hand cards (one card per face) that can be laid off on each table meld
    (R6.1): ``(meld index, cards, the meld after)``. Judged by :func:`judge_lay_off`."""
    by_face: dict[tuple[int, str | None], Card] = {}
    for c in hand:
        if not c.is_joker:
            by_face.setdefault(c.face, c)
    hand_jokers = [c for c in hand if c.is_joker]
    out: list[tuple[int, tuple[Card, ...], MeldVerdict]] = []

    def add(i: int, tm: TableMeld, picked: tuple[Card, ...]) -> None:
        verdict, after = judge_lay_off(tm, picked)
        if verdict.ok and after is not None:
            out.append((i, picked, after))

    for i, tm in enumerate(table):
        v = tm.verdict
        room = min(max(v.max_jokers - len(v.jokers), 0), len(hand_jokers))
        jokers = hand_jokers[:room]
        if v.kind == MeldKind.RUN:
            assert v.low is not None and v.high is not None
            lows: list[tuple[list[Card], int]] = [([], 0)]
            lows += _extensions(range(v.low - 1, 0, -1), v.suit, by_face, jokers)
            highs: list[tuple[list[Card], int]] = [([], 0)]
            highs += _extensions(range(v.high + 1, HIGH_ACE + 1), v.suit, by_face, jokers[::-1])
            for lc, lj in lows:
                for hc, hj in highs:
                    if (not lc and not hc) or lj + hj > room or len(tm.cards) + len(lc) + len(hc) > 13:
                        continue
                    add(i, tm, tuple(lc + hc))
        else:
            cands = [by_face[(v.rank, s)] for s in missing_suits(v) if v.rank is not None and (v.rank, s) in by_face]
            cands.extend(jokers)
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
    two = len(old.jokers) > 1
    readings = old.joker_readings
    if old.kind == MeldKind.RUN:
        if len(picked) != 1 or not any(picked[0].same_face(s) for s in readings):
            return refusal(
                Reason.SWAP_WRONG_CARD,
                "two" if two else "",
                meld=shown_meld,
                options=say_either([str(c) for c in readings]),
            ), None
    else:
        missing = missing_suits(old)
        rank = old.rank
        assert rank is not None
        wrong = [c for c in picked if c.rank != rank or c.suit not in missing]
        if wrong or len({c.suit for c in picked}) != len(picked) or (two and len(picked) != 1):
            # A three-card set's joker is open between two suits: either card frees it (R6.2).
            variant = (
                "two"
                if two
                else ""
                if len(missing) < 2
                else ("open_both" if rules.set_joker_swap_needs_both else "open")
            )
            options = say_either([str(Card(rank, s)) for s in missing])
            return refusal(Reason.SWAP_WRONG_CARD, variant, meld=shown_meld, options=options), None
        if len(missing) == 2 and not two and rules.set_joker_swap_needs_both and len(picked) != 2:
            return refusal(Reason.SWAP_NEEDS_BOTH, both=say_list([str(Card(rank, s)) for s in missing])), None
    freed = freed_joker(old, picked)
    kept = tuple(j for j in old.jokers if j != freed)
    if kept and old.kind == MeldKind.RUN:
        places = tuple(p for j, p in zip(old.jokers, old.joker_positions) if j != freed)
        after = judge_cards(naturals + picked + kept, ace=old.ace, max_jokers=old.max_jokers, joker_pos_fixed=places)
    elif kept:
        suits = tuple(s for j, s in zip(old.jokers, old.joker_suits) if j != freed)
        after = judge_cards(naturals + picked + kept, ace=old.ace, max_jokers=old.max_jokers, joker_suit_fixed=suits)
    else:
        after = judge_cards(naturals + picked, ace=old.ace, max_jokers=old.max_jokers)
    assert after.legal, "a swap that passes these checks leaves a legal meld"  # not user words
    return approval("ok.swap_joker", "R6.2", cards=cards_text(picked), meld=shown_meld), after


def freed_joker(meld: MeldVerdict, cards: Sequence[Card]) -> Card:
    """The joker these cards free (R6.2): with two jokers in the meld (R9), the one standing for
    the card put in."""
    jokers = meld.jokers
    assert jokers, "only a meld with a joker has one to free"  # not user words
    if len(jokers) > 1:
        for j, stands in zip(jokers, meld.joker_readings):
            if any(c.same_face(stands) for c in cards):
                return j
    return jokers[0]


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
            candidates: list[tuple[Card, ...]] = [(by_face[s.face],) for s in v.joker_readings if s.face in by_face]
        else:
            held = [by_face[(v.rank, s)] for s in missing_suits(v) if v.rank is not None and (v.rank, s) in by_face]
            candidates = [(c,) for c in held] + ([tuple(held)] if len(held) == 2 and len(v.jokers) == 1 else [])
        for cards in candidates:
            if judge_swap(tm, cards, rules)[0].ok:
                out.append((i, cards))
    return out


def after_swap(
    table: Sequence[TableMeld], index: int, cards: tuple[Card, ...], rules: Rules
) -> tuple[tuple[TableMeld, ...], Card]:
    """The table once ``cards`` have freed the joker of meld ``index``, and the freed joker."""
    tm = table[index]
    verdict, after = judge_swap(tm, cards, rules)
    if after is None:
        raise IllegalAction(verdict)
    joker = freed_joker(tm.verdict, cards)
    new = TableMeld.put_down(after, tm.owner)
    return tuple(new if k == index else t for k, t in enumerate(table)), joker


def describe_meld(tm: TableMeld) -> str:
    """``7♠ 8♠ 9♠`` with the joker's reading where there is one: ``5♥ 6♥ Joker (as 7♥)``."""
    text = cards_text(tm.cards)
    if len(tm.joker_readings) > 1:
        return say("meld.shown.jokers", cards=text, readings=say_list([str(c) for c in tm.verdict.readings_shown]))
    if tm.joker_as is not None:
        if tm.joker_open:
            options = [str(Card(tm.joker_as.rank, s)) for s in tm.joker_open]
            return say("meld.shown.joker_open", cards=text, options=say_either(options))
        return say("meld.shown.joker", cards=text, card=tm.joker_as)
    return text


__all__ = [
    "TableMeld",
    "after_swap",
    "describe_meld",
    "freed_joker",
    "judge_lay_off",
    "judge_swap",
    "lay_off_options",
    "leaves_a_card",
    "missing_suits",
    "swap_options",
]


def _said_in_some_language(meld: TableMeld, message: str) -> bool:
    """Whether ``message`` is ``meld``'s sentence in one of konkan's languages (with either digits):
    a view keeps its melds' sentences in the language it was written in."""
    for spoken in LANGUAGES:
        for digits in DIGITS:
            with speaking(spoken, digits):
                if replace(meld.verdict, _message=None).message == message:
                    return True
    return False
