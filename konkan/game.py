"""Rounds and games: the deal (R2), the turn (R3), going down (R5), lay-offs and joker swaps (R6),
the end of a round (R7) and scoring (R8).

Every action comes as a trio, in the manner of PokerKit: ``can_x(...)`` answers True or False,
``verify_x(...)`` raises :class:`IllegalAction` with the reason, and ``x(...)`` checks, then acts
and returns the :class:`Action` it recorded. A refused action leaves the round exactly as it was.

>>> from konkan import Round, Rules
>>> r = Round(Rules(players=2), deck="7S 8S 9S QH QD QC KH 2C 3D 4H 5C 6D 8C 10D 4S  AS AH 2S 3S 4D 5D 6H 7C 8H 9D 10C JS JH KD  5S")
>>> r.current, len(r.hand(0)), len(r.hand(1)), r.stock_size
(0, 15, 14, 1)
>>> r.meld("7S 8S 9S")
Traceback (most recent call last):
...
konkan.errors.IllegalAction: Your melds add up to 24 points, but going down the first time needs at least 51, 27 more (R5.1).
>>> r.meld("7S 8S 9S", "QH QD QC")
Action(seat=0, kind='meld', groups=((Card(7, 'S'), Card(8, 'S'), Card(9, 'S')), (Card(12, 'H'), Card(12, 'D'), Card(12, 'C'))))
>>> r.is_down(0), len(r.table)
(True, 2)
>>> _ = r.discard("KH"); r.current
1
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

from .cards import (RANK_PLURALS, SUIT_NAMES, Card, CardsLike, _parse_face, _tokens, cards_text, new_deck,
                    to_card, to_cards)
from .errors import CorruptSave, IllegalAction, InvalidNotation
from .melds import LOW_ACE, MeldVerdict, _judge, is_konkan_shape, meld_from_table
from .rules import Rules, rules_or_default
from .scoring import score_round

FORMAT_ROUND = "konkan-round"
FORMAT_GAME = "konkan-game"
FORMAT_VERSION = 1

START, PLAY, OVER = "start", "play", "over"


# --- records -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Action:
    """One recorded action: who did what. The list of them replays the round."""

    seat: int
    kind: str
    cards: tuple[Card, ...] = ()
    groups: tuple[tuple[Card, ...], ...] = ()
    meld_index: int | None = None
    joker_as: tuple[Card | None, ...] = ()

    def __repr__(self) -> str:
        parts = [f"seat={self.seat}", f"kind={self.kind!r}"]
        if self.cards:
            parts.append(f"cards={self.cards!r}")
        if self.groups:
            parts.append(f"groups={self.groups!r}")
        if self.meld_index is not None:
            parts.append(f"meld_index={self.meld_index}")
        if any(j is not None for j in self.joker_as):
            parts.append(f"joker_as={self.joker_as!r}")
        return f"Action({', '.join(parts)})"

    def __str__(self) -> str:
        what = self.kind.replace("_", " ")
        if self.groups:
            what += " " + " | ".join(cards_text(g) for g in self.groups)
        elif self.cards:
            what += " " + cards_text(self.cards)
        if self.meld_index is not None:
            what += f" on meld {self.meld_index}"
        return f"seat {self.seat}: {what}"

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"seat": self.seat, "kind": self.kind}
        if self.cards:
            d["cards"] = [c.id for c in self.cards]
        if self.groups:
            d["groups"] = [[c.id for c in g] for g in self.groups]
        if self.meld_index is not None:
            d["meld_index"] = self.meld_index
        if any(j is not None for j in self.joker_as):
            d["joker_as"] = [None if j is None else j.code for j in self.joker_as]
        return d

    @classmethod
    def from_dict(cls, d: Any) -> "Action":
        if not isinstance(d, dict) or not isinstance(d.get("seat"), int) or not isinstance(d.get("kind"), str):
            raise ValueError(f"an action needs a seat and a kind, got {d!r}")
        unknown = set(d) - {"seat", "kind", "cards", "groups", "meld_index", "joker_as"}
        if unknown:
            raise ValueError(f"unknown field(s) in action: {', '.join(sorted(unknown))}")

        def ids(seq: Any) -> tuple[Card, ...]:
            if not isinstance(seq, list):
                raise ValueError(f"cards must be a list of card ids, got {seq!r}")
            return tuple(Card.from_id(i) for i in seq)

        groups = d.get("groups", [])
        if not isinstance(groups, list):
            raise ValueError(f"groups must be a list, got {groups!r}")
        joker_as = d.get("joker_as", [])
        if not isinstance(joker_as, list):
            raise ValueError(f"joker_as must be a list, got {joker_as!r}")
        mi = d.get("meld_index")
        if mi is not None and (not isinstance(mi, int) or isinstance(mi, bool)):
            raise ValueError(f"meld_index must be a whole number, got {mi!r}")
        return cls(
            seat=d["seat"],
            kind=d["kind"],
            cards=ids(d.get("cards", [])),
            groups=tuple(ids(g) for g in groups),
            meld_index=mi,
            joker_as=tuple(None if j is None else to_card(j, what="joker_as") for j in joker_as),
        )


@dataclass(frozen=True)
class TableMeld:
    """A meld on the table: its cards laid out in order, who put it down (R4.5), and its verdict
    (kind, points, what the joker stands for)."""

    cards: tuple[Card, ...]
    owner: int
    verdict: MeldVerdict = field(repr=False, compare=False)

    @property
    def kind(self) -> str:
        return self.verdict.kind  # type: ignore[return-value]

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
        text = cards_text(self.cards)
        if self.joker_as is not None:
            if self.joker_open:
                text += f" (joker: {self.joker_as.rank if self.joker_as.rank > 1 else 'A'} of {'/'.join(self.joker_open)})"
            else:
                text += f" (joker as {self.joker_as})"
        return text

    def _repr_svg_(self) -> str:
        from .render import meld_svg

        return meld_svg(self.verdict)


def _table_meld(verdict: MeldVerdict, owner: int) -> TableMeld:
    return TableMeld(verdict.ordered, owner, verdict)


@dataclass(frozen=True)
class RoundResult:
    """How a round ended: ``ending`` is ``"out"``, ``"hand"``, ``"konkan"`` or ``"void"``."""

    ending: str
    finisher: int | None
    scores: tuple[int, ...]
    declared_konkan: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"ending": self.ending, "finisher": self.finisher, "scores": list(self.scores),
                "declared_konkan": self.declared_konkan}


@dataclass(frozen=True)
class SeatView:
    """What one seat can see: its own hand, the table, the discard pile, the others' hand sizes.
    Never the stock order or another hand."""

    seat: int
    rules: Rules
    number: int
    current: int
    phase: str
    hand: tuple[Card, ...]
    table: tuple[TableMeld, ...]
    discard_pile: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    down: tuple[bool, ...]
    declared: tuple[int, ...]
    first_turn: bool
    took_discard: Card | None
    melded_this_turn: bool
    can_undo: bool
    down_at_turn_start: bool = False
    touched_others: bool = False

    @property
    def discard_top(self) -> Card | None:
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def is_down(self) -> bool:
        return self.down[self.seat]

    @property
    def is_last_round(self) -> bool:
        return self.number == self.rules.rounds


def _refuse(code: str, rule: str, message: str) -> IllegalAction:
    return IllegalAction(code, rule, message)


# --- the round -----------------------------------------------------------------------------

class Round:
    """One round of Konkan, from the deal to the scores.

    ``number`` counts from 1 (the last round is ``rules.rounds``, R8.6); ``dealer=None`` means the
    last seat, so seat 0 starts (R2.2). ``deck`` stacks the deal: the starter gets its first 15
    cards, each next seat 14, and the rest is the stock, its first card on top.
    """

    def __init__(self, rules: Rules | None = None, *, number: int = 1, dealer: int | None = None,
                 seed: int | str | None = None, deck: CardsLike | None = None):
        self.rules = rules_or_default(rules)
        n = self.rules.players
        if not isinstance(number, int) or isinstance(number, bool) or number < 1:
            raise ValueError(f"number counts rounds from 1, got {number!r}")
        if dealer is None:
            dealer = n - 1
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < n:
            raise ValueError(f"dealer must be a seat from 0 to {n - 1}, got {dealer!r}")
        if seed is not None and not isinstance(seed, (int, str)):
            raise ValueError(f"seed must be a whole number or text, got {seed!r}")
        if deck is None:
            if seed is None:
                seed = random.SystemRandom().randrange(2**32)
            cards = new_deck(seed)
        else:
            cards = to_cards(deck, what="deck")
        need = 15 + 14 * (n - 1)
        if len(cards) < need:
            raise ValueError(f"the deck is too short to deal: {n} players need {need} cards, the deck has {len(cards)}")
        self.number = number
        self.dealer = dealer
        self.seed = seed
        self.starter = (dealer + 1) % n
        self._deck = tuple(cards)
        order = [(self.starter + i) % n for i in range(n)]
        self._hands: list[list[Card]] = [[] for _ in range(n)]
        pos = 0
        for i, seat in enumerate(order):
            k = 15 if i == 0 else 14
            self._hands[seat] = list(cards[pos:pos + k])
            pos += k
        self._stock: list[Card] = list(reversed(cards[pos:]))  # top of the stock at the end
        self._pile: list[Card] = []
        self._table: list[TableMeld] = []
        self._down = [False] * n
        self._declared: list[int] = []
        self._current = self.starter
        self._phase = START
        self._first_turn = True
        self._result: RoundResult | None = None
        self._history: list[Action] = []
        reshuffle_seed = f"reshuffle:{seed}" if seed is not None else "reshuffle:" + ",".join(str(c.id) for c in cards)
        self._rng = random.Random(reshuffle_seed)
        self._new_turn_state()

    # --- state -------------------------------------------------------------------------
    def _new_turn_state(self) -> None:
        self._took: Card | None = None
        self._down_at_start = self._down[self._current]
        self._new_meld_ids: list[int] = []  # id() of TableMelds put down this turn, by position
        self._touched_others = False
        self._opening_groups: tuple[MeldVerdict, ...] = ()
        self._freed: list[Card] = []
        self._undo: list[tuple] = []

    def _turn_state(self) -> tuple:
        return (self._took, self._down_at_start, list(self._new_meld_ids), self._touched_others,
                self._opening_groups, list(self._freed))

    def _snapshot(self) -> tuple:
        return ([list(h) for h in self._hands], list(self._pile), list(self._table), list(self._down),
                self._phase, self._turn_state())

    def _restore(self, snap: tuple) -> None:
        hands, pile, table, down, phase, turn = snap
        self._hands, self._pile, self._table, self._down, self._phase = hands, pile, table, down, phase
        (self._took, self._down_at_start, self._new_meld_ids, self._touched_others,
         self._opening_groups, self._freed) = turn

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def current(self) -> int:
        """The seat to act."""
        return self._current

    @property
    def phase(self) -> str:
        """``"start"`` (nothing done yet this turn), ``"play"`` (drawn, now melding) or ``"over"``."""
        return self._phase

    def hand(self, seat: int) -> list[Card]:
        """The cards in a seat's hand, in the order they came (a copy)."""
        self._check_seat(seat)
        return list(self._hands[seat])

    @property
    def table(self) -> list[TableMeld]:
        """The melds on the table, in the order they were put down."""
        return list(self._table)

    @property
    def stock_size(self) -> int:
        return len(self._stock)

    @property
    def discard_pile(self) -> list[Card]:
        """The discard pile, bottom first: its last card is the top."""
        return list(self._pile)

    @property
    def discard_top(self) -> Card | None:
        return self._pile[-1] if self._pile else None

    def is_down(self, seat: int) -> bool:
        self._check_seat(seat)
        return self._down[seat]

    @property
    def declared(self) -> list[int]:
        """Seats that declared Konkan this round (R8.6)."""
        return list(self._declared)

    @property
    def is_over(self) -> bool:
        return self._result is not None

    @property
    def result(self) -> RoundResult | None:
        return self._result

    @property
    def history(self) -> list[Action]:
        return list(self._history)

    @property
    def is_last_round(self) -> bool:
        return self.number == self.rules.rounds

    @property
    def is_first_turn(self) -> bool:
        """True during the starter's first turn, which has no draw (R3.2)."""
        return self._first_turn

    @property
    def took_discard(self) -> Card | None:
        """The card the current player took from the discard pile this turn, if any."""
        return self._took

    def view(self, seat: int) -> SeatView:
        """What ``seat`` can see now (for hints and computer players)."""
        self._check_seat(seat)
        mine = seat == self._current
        return SeatView(
            seat=seat, rules=self.rules, number=self.number, current=self._current, phase=self._phase,
            hand=tuple(self._hands[seat]), table=tuple(self._table), discard_pile=tuple(self._pile),
            hand_sizes=tuple(len(h) for h in self._hands), stock_size=len(self._stock),
            down=tuple(self._down), declared=tuple(self._declared), first_turn=self._first_turn,
            took_discard=self._took if mine else None,
            melded_this_turn=bool(self._new_meld_ids) if mine else False,
            can_undo=bool(self._undo) if mine else False,
            down_at_turn_start=self._down_at_start if mine else self._down[seat],
            touched_others=self._touched_others if mine else False,
        )

    def _check_seat(self, seat: int) -> None:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players:
            raise ValueError(f"seat must be from 0 to {self.players - 1}, got {seat!r}")

    def __repr__(self) -> str:
        state = f"over ({self._result.ending})" if self._result else f"seat {self._current} to {self._phase}"
        return f"<Round {self.number} of {self.rules.rounds}, {self.players} players, {state}>"

    def _repr_svg_(self) -> str:
        from .render import table_svg

        return table_svg(self)

    # --- picking cards from the hand ----------------------------------------------------
    def _pick(self, cards: CardsLike, what: str = "cards") -> list[Card]:
        """The current player's cards named by ``cards``: text picks matching cards in hand."""
        hand = self._hands[self._current]
        if isinstance(cards, Card):
            items: list[Card | str] = [cards]
        elif isinstance(cards, str):
            toks = _tokens(cards)
            for position, t in enumerate(toks, start=1):
                if _parse_face(t) is None:
                    raise InvalidNotation(f"{what}: card {position} ({t!r}) is not a card", token=t, position=position)
            items = list(toks)
        else:
            try:
                items = list(cards)
            except TypeError:
                raise InvalidNotation(f"{what} must be text such as '7S 8S' or a list of cards, got {cards!r}") from None
        picked: list[Card] = []
        for position, item in enumerate(items, start=1):
            if isinstance(item, Card):
                want = item
                if want in hand and want not in picked:
                    picked.append(want)
                    continue
            elif isinstance(item, str):
                face = _parse_face(item.strip())
                if face is None:
                    hint = (" (to put down several melds at once, give each group as its own argument: "
                            "meld('7S 8S 9S', 'QH QD QC'))") if len(_tokens(item)) > 1 else ""
                    raise InvalidNotation(f"{what}: item {position} ({item!r}) is not a card{hint}", token=item, position=position)
                want = Card(face[0], face[1])
            else:
                raise InvalidNotation(f"{what}: item {position} ({item!r}) is not a card")
            match = next((c for c in hand if c.same_face(want) and c not in picked), None)
            if match is None:
                count = sum(c.same_face(want) for c in hand)
                if count:
                    msg = f"You have only {count} {want} in your hand, and you named more."
                else:
                    msg = f"You have no {want} in your hand."
                raise _refuse("NOT_IN_HAND", "R3.4", msg)
            picked.append(match)
        return picked

    # --- shared checks ----------------------------------------------------------------
    def _need_not_over(self) -> None:
        if self._result is not None:
            raise _refuse("ROUND_OVER", "R7.1", "The round is over: no more moves can be made.")

    def _need_play_phase(self, doing: str) -> None:
        self._need_not_over()
        if self._phase == START and not self._first_turn:
            raise _refuse("MUST_DRAW_FIRST", "R3.3",
                          f"Before you can {doing}, begin your turn: draw from the stock or take the top discard.")

    def _check_keeps_a_card(self, using: int, gaining: int = 0) -> None:
        left = len(self._hands[self._current]) - using + gaining
        if left < 1:
            raise _refuse("MUST_KEEP_DISCARD", "R3.5",
                          "That would empty your hand, but every turn ends with a discard: keep at least one card.")

    # --- declare_konkan ----------------------------------------------------------------
    def verify_declare_konkan(self) -> None:
        self._need_not_over()
        seat = self._current
        if not self.is_last_round:
            raise _refuse("KONKAN_NOT_LAST_ROUND", "R8.6",
                          f"Konkan can be declared only in the last round (round {self.rules.rounds}); this is round {self.number}.")
        if seat in self._declared:
            raise _refuse("KONKAN_ALREADY_DECLARED", "R8.6", "You have already declared Konkan this round.")
        if self._down[seat]:
            raise _refuse("KONKAN_ALREADY_DOWN", "R8.6", "Only a player not yet down may declare Konkan.")
        if self._phase != START:
            raise _refuse("KONKAN_NOT_AT_START", "R3.1",
                          "Konkan must be declared at the very start of your turn, before you draw or do anything else.")

    def can_declare_konkan(self) -> bool:
        return self._can(self.verify_declare_konkan)

    def declare_konkan(self) -> Action:
        """Declare Konkan (last round only, R8.6): from now on you go down only with the whole Konkan."""
        self.verify_declare_konkan()
        self._declared.append(self._current)
        self._undo.clear()  # a declaration is heard by everyone: it cannot be taken back
        return self._record(Action(self._current, "declare_konkan"))

    # --- draw ------------------------------------------------------------------------
    def verify_draw(self) -> None:
        self._need_not_over()
        if self._phase != START:
            raise _refuse("ALREADY_BEGUN", "R3.3", "You have already begun this turn: a turn begins with one draw or one take, not two.")
        if self._first_turn:
            raise _refuse("STARTER_NO_DRAW", "R3.2",
                          "The starter's first turn has no draw: you were dealt 15 cards. Meld if you can, then discard.")
        if not self._stock:
            raise _refuse("STOCK_EMPTY", "R7.3", "The stock is empty, so there is nothing to draw.")

    def can_draw(self) -> bool:
        return self._can(self.verify_draw)

    def draw(self) -> Action:
        """Draw the top card of the stock (R3.3). It cannot be taken back (R3.6)."""
        self.verify_draw()
        self._hands[self._current].append(self._stock.pop())
        self._phase = PLAY
        self._undo.clear()
        return self._record(Action(self._current, "draw"))

    # --- take_discard ----------------------------------------------------------------
    def verify_take_discard(self) -> None:
        self._need_not_over()
        if self._phase != START:
            raise _refuse("ALREADY_BEGUN", "R3.3", "You have already begun this turn: a turn begins with one draw or one take, not two.")
        if self._first_turn:
            raise _refuse("STARTER_NO_DRAW", "R3.2",
                          "The starter's first turn takes no card: you were dealt 15. Meld if you can, then discard.")
        if not self._pile:
            raise _refuse("DISCARD_PILE_EMPTY", "R3.3", "The discard pile is empty, so there is no card to take.")

    def can_take_discard(self) -> bool:
        return self._can(self.verify_take_discard)

    def take_discard(self) -> Action:
        """Take the top discard (R3.3): you must then put down a new meld before this turn ends."""
        self.verify_take_discard()
        snap = self._snapshot()
        card = self._pile.pop()
        self._hands[self._current].append(card)
        self._took = card
        self._phase = PLAY
        self._undo.append(snap)
        return self._record(Action(self._current, "take_discard", cards=(card,)))

    # --- return_discard --------------------------------------------------------------
    def verify_return_discard(self) -> None:
        self._need_not_over()
        # Only the take itself may stand between now and the start of the turn (R3.3, R3.6).
        if self._took is None or len(self._undo) != 1:
            if self._took is not None:
                raise _refuse("RETURN_TOO_LATE", "R3.3",
                              f"You have done more since taking the {self._took}: take those moves back with undo() first.")
            raise _refuse("NOTHING_TO_RETURN", "R3.3", "You did not take the top discard this turn, so there is nothing to put back.")

    def can_return_discard(self) -> bool:
        return self._can(self.verify_return_discard)

    def return_discard(self) -> Action:
        """Put the card taken from the discard pile back and begin the turn again (R3.3)."""
        self.verify_return_discard()
        self._restore(self._undo.pop())
        return self._record(Action(self._current, "return_discard"))

    # --- meld ------------------------------------------------------------------------
    def _groups(self, groups: Sequence[CardsLike], joker_as: Sequence[Card | str | None] | None) -> tuple[list[list[Card]], list[Card | None]]:
        if not groups:
            raise InvalidNotation("meld needs at least one group of cards, such as meld('7S 8S 9S')")
        if joker_as is None:
            wanted: list[Card | None] = [None] * len(groups)
        else:
            if isinstance(joker_as, (str, Card)):
                if len(groups) != 1:
                    raise InvalidNotation("joker_as must be a sequence with one entry per group when melding several groups")
                joker_as = [joker_as]
            wanted = [None if j is None else to_card(j, what="joker_as") for j in joker_as]
            if len(wanted) != len(groups):
                raise InvalidNotation(f"joker_as has {len(wanted)} entries for {len(groups)} groups: give one per group (None where there is no choice)")
        picked_groups: list[list[Card]] = []
        taken: list[Card] = []
        hand = self._hands[self._current]
        for g in groups:
            cards = self._pick(g, what="meld")
            # Text names faces: move a picked card to the other copy if an earlier group took it.
            fixed = []
            for c in cards:
                if c in taken or c in fixed:
                    alt = next((h for h in hand if h.same_face(c) and h not in taken and h not in fixed), None)
                    if alt is None:
                        raise _refuse("NOT_IN_HAND", "R3.4", f"You named {c} more times than you hold it.")
                    c = alt
                fixed.append(c)
            taken.extend(fixed)
            picked_groups.append(fixed)
        return picked_groups, wanted

    def _judge_groups(self, groups, joker_as) -> tuple[list[list[Card]], list[MeldVerdict]]:
        picked, wanted = self._groups(groups, joker_as)
        verdicts = []
        for cards, w in zip(picked, wanted):
            if w is not None and w.is_joker:
                raise InvalidNotation("joker_as names the card a joker stands for, so it cannot be a joker")
            v = _judge(tuple(cards), w)
            if not v.legal:
                raise _refuse(v.code, v.rule, v.message)
            verdicts.append(v)
        return picked, verdicts

    def verify_meld(self, *groups: CardsLike, joker_as: Sequence[Card | str | None] | None = None) -> None:
        self._check_meld(groups, joker_as)

    def _check_meld(self, groups, joker_as) -> list[MeldVerdict]:
        self._need_play_phase("put down a meld")
        seat = self._current
        picked, verdicts = self._judge_groups(groups, joker_as)
        used = sum(len(g) for g in picked)
        self._check_keeps_a_card(used)
        if not self._down[seat]:
            left = len(self._hands[seat]) - used
            total = sum(v.points for v in verdicts)
            if seat in self._declared and not is_konkan_shape(verdicts):
                raise _refuse("KONKAN_DECLARED_ONLY", "R8.6",
                              "You declared Konkan, so you may go down only with the whole Konkan at once: "
                              "a run of ten and a set of four, or a run of eleven and a set of three.")
            if self.rules.opening_needs_run and not any(v.kind == "run" for v in verdicts):
                raise _refuse("OPENING_NEEDS_RUN", "R5.2",
                              "Going down the first time needs at least one run among your melds.")
            if left != 1 and total < self.rules.opening_minimum:
                short = self.rules.opening_minimum - total
                raise _refuse("OPENING_TOO_LOW", "R5.1",
                              f"Your melds add up to {total} points, but going down the first time needs at least "
                              f"{self.rules.opening_minimum}, {short} more (R5.1).")
        return verdicts

    def can_meld(self, *groups: CardsLike, joker_as: Sequence[Card | str | None] | None = None) -> bool:
        return self._can(self.verify_meld, *groups, joker_as=joker_as)

    def meld(self, *groups: CardsLike, joker_as: Sequence[Card | str | None] | None = None) -> Action:
        """Put down one or more new melds (R4). Not yet down, this is your opening (R5), in one call."""
        verdicts = self._check_meld(groups, joker_as)
        seat = self._current
        snap = self._snapshot()
        hand = self._hands[seat]
        opening = not self._down[seat]
        for v in verdicts:
            for c in v.cards:
                hand.remove(c)
            tm = _table_meld(v, seat)
            self._table.append(tm)
            self._new_meld_ids.append(id(tm))
        if opening:
            self._down[seat] = True
            self._opening_groups = tuple(verdicts)
        self._phase = PLAY
        self._undo.append(snap)
        wanted = tuple(v.joker_as if v.has_joker else None for v in verdicts)
        return self._record(Action(seat, "meld", groups=tuple(tuple(v.cards) for v in verdicts),
                                   joker_as=wanted if any(w is not None for w in wanted) else ()))

    # --- lay_off ---------------------------------------------------------------------
    def _meld_at(self, meld_index: Any) -> TableMeld:
        if not isinstance(meld_index, int) or isinstance(meld_index, bool):
            raise InvalidNotation(f"meld_index must be a whole number, got {meld_index!r}")
        if not 0 <= meld_index < len(self._table):
            if not self._table:
                raise _refuse("NO_SUCH_MELD", "R6.1", "There are no melds on the table yet.")
            raise _refuse("NO_SUCH_MELD", "R6.1",
                          f"There is no meld {meld_index} on the table: the melds are numbered 0 to {len(self._table) - 1}.")
        return self._table[meld_index]

    def _need_down(self, doing: str, rule: str) -> None:
        if not self._down[self._current]:
            raise _refuse("NOT_DOWN", "R5.3",
                          f"You can {doing} only once you are down: put down your opening melds first ({rule}, R5.3).")

    def _check_lay_off(self, cards, meld_index, joker_as) -> MeldVerdict:
        self._need_play_phase("lay off")
        self._need_down("lay off cards", "R6.1")
        target = self._meld_at(meld_index)
        picked = self._pick(cards, what="lay_off")
        if not picked:
            raise InvalidNotation("lay_off needs at least one card")
        self._check_keeps_a_card(len(picked))
        wanted = None if joker_as is None else to_card(joker_as, what="joker_as")
        combined = tuple(target.cards) + tuple(picked)
        old = target.verdict
        new_joker = any(c.is_joker for c in picked)
        if wanted is not None and not new_joker:
            raise InvalidNotation("joker_as applies only when you lay off a joker")
        naturals = [c for c in picked if not c.is_joker]
        if old.kind == "run" and any(c.suit != old.suit for c in naturals):
            odd = next(c for c in naturals if c.suit != old.suit)
            raise _refuse("RUN_MIXED_SUITS", "R4.1",
                          f"You can't lay off {odd} on {cards_text(target.cards)}: that is a run of "
                          f"{SUIT_NAMES[old.suit]}, and every card of a run is the same suit.")  # type: ignore[index]
        if old.kind == "set" and any(c.rank != old.rank for c in naturals):
            odd = next(c for c in naturals if c.rank != old.rank)
            raise _refuse("SET_MIXED_RANKS", "R4.2",
                          f"You can't lay off {odd} on {cards_text(target.cards)}: that is a set of "
                          f"{RANK_PLURALS[old.rank]}, and every card of a set is the same rank.")  # type: ignore[index]
        if old.has_joker and new_joker:
            raise _refuse("TWO_JOKERS", "R4.3", f"{cards_text(target.cards)} already holds a joker, and a meld may hold only one.")
        if old.has_joker and old.kind == "run":
            v = meld_from_table(combined, old.joker_pos, None)
        elif old.has_joker:
            v = meld_from_table(combined, None, old.joker_as.suit if old.joker_as else None)
        else:
            v = _judge(combined, wanted)
        if not v.legal:
            if v.code in ("RUN_DUPLICATE_RANK", "JOKER_FIXED") and old.has_joker and old.joker_as is not None \
                    and any(c.same_face(old.joker_as) for c in picked):
                raise _refuse("USE_JOKER_SWAP", "R6.2",
                              f"The joker in {cards_text(target.cards)} already stands for {old.joker_as}: to put in the {old.joker_as} "
                              "and take the joker, use swap_joker.")
            raise _refuse(v.code, v.rule, f"You can't lay off {cards_text(picked)} on {cards_text(target.cards)}: "
                          + _lower_first(v.message))
        if v.kind != old.kind:
            raise _refuse("LAYOFF_CHANGES_KIND", "R6.1", f"Laying off {cards_text(picked)} would change what {cards_text(target.cards)} is.")
        return v

    def verify_lay_off(self, cards: CardsLike, meld_index: int, joker_as: Card | str | None = None) -> None:
        self._check_lay_off(cards, meld_index, joker_as)

    def can_lay_off(self, cards: CardsLike, meld_index: int, joker_as: Card | str | None = None) -> bool:
        return self._can(self.verify_lay_off, cards, meld_index, joker_as)

    def lay_off(self, cards: CardsLike, meld_index: int, joker_as: Card | str | None = None) -> Action:
        """Add cards from your hand to any meld on the table, keeping it legal (R6.1)."""
        v = self._check_lay_off(cards, meld_index, joker_as)
        seat = self._current
        snap = self._snapshot()
        target = self._table[meld_index]
        added = [c for c in v.cards if c not in target.cards]
        for c in added:
            self._hands[seat].remove(c)
        new = _table_meld(v, target.owner)
        self._replace_meld(meld_index, new)
        if target.owner != seat:
            self._touched_others = True
        self._freed = [j for j in self._freed if j not in added]
        self._undo.append(snap)
        new_joker = next((c for c in added if c.is_joker), None)
        return self._record(Action(seat, "lay_off", cards=tuple(added), meld_index=meld_index,
                                   joker_as=(v.joker_as,) if new_joker is not None else ()))

    def _replace_meld(self, index: int, new: TableMeld) -> None:
        old = self._table[index]
        self._table[index] = new
        self._new_meld_ids = [id(new) if i == id(old) else i for i in self._new_meld_ids]

    # --- swap_joker ------------------------------------------------------------------
    def _check_swap(self, cards, meld_index) -> tuple[list[Card], MeldVerdict]:
        self._need_play_phase("swap a joker")
        self._need_down("swap a joker", "R6.2")
        target = self._meld_at(meld_index)
        old = target.verdict
        if not old.has_joker:
            raise _refuse("NO_JOKER_IN_MELD", "R6.2", f"{cards_text(target.cards)} has no joker to take.")
        picked = self._pick(cards, what="swap_joker")
        if not picked:
            raise InvalidNotation("swap_joker needs the card the joker stands for")
        if any(c.is_joker for c in picked):
            raise _refuse("SWAP_WRONG_CARD", "R6.2", "A joker frees a joker for nothing: put in the card the joker stands for.")
        naturals = tuple(c for c in target.cards if not c.is_joker)
        if old.kind == "run":
            stands = old.joker_as
            if len(picked) != 1 or not picked[0].same_face(stands):  # type: ignore[arg-type]
                raise _refuse("SWAP_WRONG_CARD", "R6.2",
                              f"The joker in {cards_text(target.cards)} stands for {stands}, so only a {stands} frees it.")
        else:
            missing = [s for s in ("S", "H", "D", "C") if s not in {c.suit for c in naturals}]
            rank = old.rank
            wrong = [c for c in picked if c.rank != rank or c.suit not in missing]
            if wrong or len({c.suit for c in picked}) != len(picked):
                options = " or ".join(f"{Card(rank, s)}" for s in missing)  # type: ignore[arg-type]
                raise _refuse("SWAP_WRONG_CARD", "R6.2",
                              f"The joker in {cards_text(target.cards)} stands for {options}: only that card frees it.")
            if len(missing) == 2 and self.rules.set_joker_swap_needs_both and len(picked) != 2:
                both = " and ".join(str(Card(rank, s)) for s in missing)  # type: ignore[arg-type]
                raise _refuse("SWAP_NEEDS_BOTH", "R9",
                              f"At this table a set's joker is freed only by both missing cards ({both}) at once (house rule).")
            if len(missing) == 1 and len(picked) != 1:
                raise _refuse("SWAP_WRONG_CARD", "R6.2", f"Only one card, the {Card(rank, missing[0])}, goes in for the joker.")  # type: ignore[arg-type]
        if len(picked) > 1 and old.kind == "run":
            raise _refuse("SWAP_WRONG_CARD", "R6.2", "A joker swap puts in exactly one card.")
        self._check_keeps_a_card(len(picked), gaining=1)
        v = _judge(naturals + tuple(picked))
        if not v.legal:  # cannot happen for the checks above; kept as a guard
            raise _refuse(v.code, v.rule, v.message)
        return picked, v

    def verify_swap_joker(self, card: CardsLike, meld_index: int) -> None:
        self._check_swap(card, meld_index)

    def can_swap_joker(self, card: CardsLike, meld_index: int) -> bool:
        return self._can(self.verify_swap_joker, card, meld_index)

    def swap_joker(self, card: CardsLike, meld_index: int) -> Action:
        """Put in the card a joker stands for and take the joker into your hand (R6.2)."""
        picked, v = self._check_swap(card, meld_index)
        seat = self._current
        snap = self._snapshot()
        target = self._table[meld_index]
        joker = target.verdict.joker
        for c in picked:
            self._hands[seat].remove(c)
        self._hands[seat].append(joker)  # type: ignore[arg-type]
        self._replace_meld(meld_index, _table_meld(v, target.owner))
        if target.owner != seat:
            self._touched_others = True
        self._freed.append(joker)  # type: ignore[arg-type]
        self._undo.append(snap)
        return self._record(Action(seat, "swap_joker", cards=tuple(picked), meld_index=meld_index))

    # --- discard ---------------------------------------------------------------------
    def _check_discard(self, card) -> Card:
        self._need_play_phase("discard")
        seat = self._current
        if isinstance(card, str) and len(_tokens(card)) != 1:
            raise InvalidNotation(f"discard takes one card, got {card!r}", token=card)
        picked = self._pick([card] if isinstance(card, (Card, str)) else card, what="discard")
        if len(picked) != 1:
            raise InvalidNotation(f"discard takes one card, got {card!r}")
        c = picked[0]
        exempt = seat in self._declared and self.rules.konkan_declarer_may_take_discards
        if self._took is not None and not self._new_meld_ids and not exempt:
            raise _refuse("MUST_MELD_AFTER_TAKING", "R3.3",
                          f"You took the {self._took} from the discard pile, so you must put down a new meld before "
                          "your turn ends. If you can't, take your moves back with undo() and return_discard(), then draw (R3.3, R3.6).")
        if self._took is not None and self.rules.taken_discard_must_be_used and not exempt:
            in_new = any(id(m) in self._new_meld_ids and self._took in m.cards for m in self._table)
            if not in_new:
                raise _refuse("TAKEN_CARD_UNUSED", "R9",
                              f"At this table the card you take from the discard pile must go into a new meld this turn, "
                              f"and the {self._took} has not (house rule).")
        if self.rules.freed_joker_must_be_used:
            kept = [j for j in self._freed if j in self._hands[seat]]
            if kept:
                raise _refuse("FREED_JOKER_UNUSED", "R9",
                              "At this table a joker you free must be melded or laid off in the same turn, before you "
                              "discard (house rule).")
        return c

    def verify_discard(self, card: Card | str) -> None:
        self._check_discard(card)

    def can_discard(self, card: Card | str) -> bool:
        return self._can(self.verify_discard, card)

    def discard(self, card: Card | str) -> Action:
        """End the turn by discarding a card (R3.5); your last card takes you out (R7.1)."""
        c = self._check_discard(card)
        seat = self._current
        self._hands[seat].remove(c)
        self._pile.append(c)
        action = self._record(Action(seat, "discard", cards=(c,)))
        if not self._hands[seat]:
            self._finish(seat)
        else:
            self._end_turn()
        return action

    def _finish(self, seat: int) -> None:
        fresh = not self._down_at_start and not self._touched_others
        if fresh and is_konkan_shape(self._opening_groups):
            ending = "konkan"
        elif fresh:
            ending = "hand"
        else:
            ending = "out"
        scores = score_round(self._hands, self._down, seat, ending, self.rules)
        self._result = RoundResult(ending, seat, tuple(scores), declared_konkan=ending == "konkan" and seat in self._declared)
        self._phase = OVER
        self._undo.clear()

    def _end_turn(self) -> None:
        if not self._stock:
            if self.rules.empty_stock == "reshuffle" and len(self._pile) > 1:
                top = self._pile.pop()
                rest = self._pile
                self._rng.shuffle(rest)
                self._stock = rest
                self._pile = [top]
            else:
                self._result = RoundResult("void", None, tuple([0] * self.players))
                self._phase = OVER
                self._undo.clear()
                return
        self._first_turn = False
        self._current = (self._current + 1) % self.players
        self._phase = START
        self._new_turn_state()

    # --- undo ------------------------------------------------------------------------
    def verify_undo(self) -> None:
        self._need_not_over()
        if not self._undo:
            if self._phase == PLAY and any(a.kind == "draw" and a.seat == self._current for a in self._turn_actions()):
                raise _refuse("NOTHING_TO_UNDO", "R3.6",
                              "There is nothing left to take back: a card drawn from the stock can't be taken back, since you have seen it.")
            raise _refuse("NOTHING_TO_UNDO", "R3.6", "There is nothing to take back this turn.")

    def _turn_actions(self) -> list[Action]:
        out = []
        for a in reversed(self._history):
            if a.seat != self._current or a.kind == "discard":
                break
            out.append(a)
        return out

    def can_undo(self) -> bool:
        return self._can(self.verify_undo)

    def undo(self) -> Action:
        """Take back your last action of this turn (R3.6). A draw from the stock stays."""
        self.verify_undo()
        self._restore(self._undo.pop())
        return self._record(Action(self._current, "undo"))

    # --- generic -----------------------------------------------------------------------
    def _can(self, verify, *args, **kwargs) -> bool:
        try:
            verify(*args, **kwargs)
        except IllegalAction:
            return False
        return True

    def _record(self, action: Action) -> Action:
        self._history.append(action)
        return action

    def apply(self, action: Action) -> Action:
        """Play a recorded action again (the current player must be its seat)."""
        if not isinstance(action, Action):
            raise InvalidNotation(f"apply takes an Action, got {action!r}")
        if action.seat != self._current:
            raise _refuse("NOT_YOUR_TURN", "R3", f"It is seat {self._current}'s turn, not seat {action.seat}'s.")
        k = action.kind
        if k in ("declare_konkan", "draw", "take_discard", "return_discard", "undo"):
            return getattr(self, k)()
        if k == "meld":
            return self.meld(*action.groups, joker_as=list(action.joker_as) if action.joker_as else None)
        if k == "lay_off":
            return self.lay_off(list(action.cards), action.meld_index,  # type: ignore[arg-type]
                                action.joker_as[0] if action.joker_as else None)
        if k == "swap_joker":
            return self.swap_joker(list(action.cards), action.meld_index)  # type: ignore[arg-type]
        if k == "discard":
            if len(action.cards) != 1:
                raise InvalidNotation("a discard action holds exactly one card")
            return self.discard(action.cards[0])
        raise InvalidNotation(f"unknown action kind {k!r}")

    def legal_actions(self) -> list[Action]:
        """What the current player may do now, besides new melds (ask ``can_meld`` for those)."""
        if self._result is not None:
            return []
        seat = self._current
        out: list[Action] = []
        for kind in ("declare_konkan", "draw", "take_discard", "return_discard", "undo"):
            if self._can(getattr(self, "verify_" + kind)):
                out.append(Action(seat, kind, cards=(self._pile[-1],) if kind == "take_discard" else ()))
        if self._phase == START and not self._first_turn:
            return out
        hand = self._hands[seat]
        faces: dict[tuple, Card] = {}
        for c in hand:
            faces.setdefault(c.face, c)
        for c in faces.values():
            if self._can(self.verify_discard, c):
                out.append(Action(seat, "discard", cards=(c,)))
        if self._down[seat]:
            for i, m in enumerate(self._table):
                for c in faces.values():
                    if self._can(self.verify_lay_off, [c], i):
                        out.append(Action(seat, "lay_off", cards=(c,), meld_index=i))
                if m.has_joker:
                    for c in faces.values():
                        if self._can(self.verify_swap_joker, [c], i):
                            out.append(Action(seat, "swap_joker", cards=(c,), meld_index=i))
                    if m.joker_open and self.rules.set_joker_swap_needs_both:
                        pair = [faces.get((m.verdict.rank, s)) for s in m.joker_open]
                        if all(pair) and self._can(self.verify_swap_joker, pair, i):
                            out.append(Action(seat, "swap_joker", cards=tuple(pair), meld_index=i))  # type: ignore[arg-type]
        return out

    # --- saving ----------------------------------------------------------------------
    def _state_dict(self) -> dict[str, Any]:
        return {
            "current": self._current,
            "phase": self._phase,
            "hands": [[c.id for c in h] for h in self._hands],
            "stock": [c.id for c in self._stock],
            "discard_pile": [c.id for c in self._pile],
            "table": [{"cards": [c.id for c in m.cards], "owner": m.owner} for m in self._table],
            "down": list(self._down),
            "declared": list(self._declared),
            "result": self._result.to_dict() if self._result else None,
        }

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT_ROUND,
            "version": FORMAT_VERSION,
            "rules": self.rules.to_dict(),
            "number": self.number,
            "dealer": self.dealer,
            "seed": self.seed,
            "deck": [c.id for c in self._deck],
            "actions": [a.to_dict() for a in self._history],
            "state": self._state_dict(),
        }

    def to_json(self) -> str:
        """The round as JSON text: the deal and every action, plus the state they lead to."""
        return json.dumps(self.to_dict(), ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, text: str | bytes | dict) -> "Round":
        """Load a round saved by :meth:`to_json`, replaying every action and checking the result.

        A malformed or tampered file raises :class:`konkan.CorruptSave` saying what is wrong.
        """
        data = _load(text, FORMAT_ROUND)
        return cls._from_dict(data)

    @classmethod
    def _from_dict(cls, data: dict) -> "Round":
        for key in ("rules", "number", "dealer", "deck", "actions", "state"):
            if key not in data:
                raise CorruptSave(f"the saved round has no {key!r}")
        try:
            rules = Rules.from_dict(data["rules"])
        except (ValueError, TypeError) as e:
            raise CorruptSave(f"the saved round's rules are invalid: {e}") from None
        deck_ids = data["deck"]
        if not isinstance(deck_ids, list) or not all(isinstance(i, int) and not isinstance(i, bool) for i in deck_ids):
            raise CorruptSave("the saved deck must be a list of card ids (0 to 105)")
        try:
            deck = [Card.from_id(i) for i in deck_ids]
            r = cls(rules, number=data["number"], dealer=data["dealer"], seed=data.get("seed"), deck=deck)
        except ValueError as e:
            raise CorruptSave(f"the saved deal is invalid: {e}") from None
        actions = data["actions"]
        if not isinstance(actions, list):
            raise CorruptSave("the saved actions must be a list")
        for i, raw in enumerate(actions):
            try:
                action = Action.from_dict(raw)
            except ValueError as e:
                raise CorruptSave(f"saved action {i} is malformed: {e}") from None
            try:
                r.apply(action)
            except ValueError as e:
                raise CorruptSave(f"saved action {i} ({action}) cannot be replayed: {e}") from None
        if r._state_dict() != data["state"]:
            saved = data["state"] if isinstance(data["state"], dict) else {}
            diff = sorted(k for k, v in r._state_dict().items() if saved.get(k) != v)
            raise CorruptSave("the saved state does not match what its actions lead to "
                              f"(differs in: {', '.join(diff) or 'its shape'}); the file was altered or damaged")
        return r


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:] if text and not text[:2].isupper() else text


def _load(text: Any, fmt: str) -> dict:
    if isinstance(text, dict):
        data = text
    else:
        if isinstance(text, bytes):
            try:
                text = text.decode("utf-8")
            except UnicodeDecodeError:
                raise CorruptSave("the saved file is not UTF-8 text") from None
        if not isinstance(text, str):
            raise CorruptSave(f"from_json takes JSON text, got {type(text).__name__}")
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise CorruptSave(f"the saved file is not valid JSON: {e}") from None
    if not isinstance(data, dict):
        raise CorruptSave("the saved file must hold a JSON object")
    if data.get("format") != fmt:
        raise CorruptSave(f"the saved file is not a {fmt} (its format is {data.get('format')!r})")
    if data.get("version") != FORMAT_VERSION:
        raise CorruptSave(f"the saved file has version {data.get('version')!r}; this konkan reads version {FORMAT_VERSION}")
    return data


# --- the game ------------------------------------------------------------------------------

class Game:
    """A whole game: rounds until ``rules.rounds`` have counted (R8.7), or a declared Konkan.

    >>> from konkan import Game, Rules
    >>> g = Game(Rules(players=3, rounds=2), seed=5)
    >>> g.round.number, g.round.dealer, g.totals
    (1, 2, [0, 0, 0])
    """

    def __init__(self, rules: Rules | None = None, *, seed: int | str | None = None, deck: CardsLike | None = None):
        self.rules = rules_or_default(rules)
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        if not isinstance(seed, (int, str)) or isinstance(seed, bool):
            raise ValueError(f"seed must be a whole number or text, got {seed!r}")
        self.seed = seed
        self._rounds: list[Round] = []
        self._deal(1, self.rules.players - 1, attempt=0, deck=deck)

    def _deal(self, number: int, dealer: int, attempt: int, deck: CardsLike | None) -> None:
        seed = f"{self.seed}:{number}:{attempt}"
        self._rounds.append(Round(self.rules, number=number, dealer=dealer, seed=seed, deck=deck))
        self._attempt = attempt

    @property
    def round(self) -> Round:
        """The current round (the last one dealt)."""
        return self._rounds[-1]

    @property
    def rounds(self) -> list[Round]:
        """Every round dealt so far, void ones included."""
        return list(self._rounds)

    @property
    def counted_rounds(self) -> list[Round]:
        return [r for r in self._rounds if r.result is not None and r.result.ending != "void"]

    @property
    def totals(self) -> list[int]:
        """Each seat's total over the counted rounds."""
        totals = [0] * self.rules.players
        for r in self.counted_rounds:
            for seat, s in enumerate(r.result.scores):  # type: ignore[union-attr]
                totals[seat] += s
        return totals

    @property
    def team_totals(self) -> tuple[int, int] | None:
        """In a partnership, the two team totals (seats 0 and 2, seats 1 and 3); else None."""
        if not self.rules.partnership:
            return None
        t = self.totals
        return (t[0] + t[2], t[1] + t[3])

    @property
    def konkan_winner(self) -> int | None:
        """The seat that went down with a declared Konkan, which wins at once (R8.6)."""
        for r in self._rounds:
            if r.result is not None and r.result.declared_konkan:
                return r.result.finisher
        return None

    @property
    def is_over(self) -> bool:
        if self.konkan_winner is not None:
            return True
        r = self.round
        return r.result is not None and r.result.ending != "void" and r.number >= self.rules.rounds

    @property
    def winners(self) -> list[int]:
        """The winning seats once the game is over (ties share; a team wins both seats); else []."""
        if not self.is_over:
            return []
        k = self.konkan_winner
        if k is not None:
            return sorted({k, (k + 2) % 4}) if self.rules.partnership else [k]
        if self.rules.partnership:
            a, b = self.team_totals  # type: ignore[misc]
            teams = [t for t, s in ((0, a), (1, b)) if s == min(a, b)]
            return sorted(seat for seat in range(4) if seat % 2 in teams)
        t = self.totals
        return [seat for seat, s in enumerate(t) if s == min(t)]

    def next_round(self, deck: CardsLike | None = None) -> Round:
        """Deal the next round once this one is over: the deal passes right (R2.2); a void round
        is dealt again by the same dealer and keeps its number (R2.3)."""
        r = self.round
        if r.result is None:
            raise ValueError(f"round {r.number} is not over yet: finish it before dealing the next")
        if self.is_over:
            raise ValueError("the game is over: there is no next round")
        if r.result.ending == "void":
            self._deal(r.number, r.dealer, self._attempt + 1, deck)
        else:
            self._deal(r.number + 1, r.starter, 0, deck)
        return self.round

    def __repr__(self) -> str:
        state = "over" if self.is_over else f"round {self.round.number} of {self.rules.rounds}"
        return f"<Game {self.rules.players} players, {state}, totals {self.totals}>"

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT_GAME, "version": FORMAT_VERSION, "rules": self.rules.to_dict(),
                "seed": self.seed, "rounds": [r.to_dict() for r in self._rounds], "totals": self.totals}

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, text: str | bytes | dict) -> "Game":
        data = _load(text, FORMAT_GAME)
        for key in ("rules", "seed", "rounds", "totals"):
            if key not in data:
                raise CorruptSave(f"the saved game has no {key!r}")
        try:
            rules = Rules.from_dict(data["rules"])
        except (ValueError, TypeError) as e:
            raise CorruptSave(f"the saved game's rules are invalid: {e}") from None
        rounds = data["rounds"]
        if not isinstance(rounds, list) or not rounds:
            raise CorruptSave("the saved game must hold at least one round")
        g = cls.__new__(cls)
        g.rules = rules
        g.seed = data["seed"]
        g._rounds = []
        g._attempt = 0
        for i, rd in enumerate(rounds):
            if not isinstance(rd, dict):
                raise CorruptSave(f"saved round {i} is not an object")
            if rd.get("rules") != data["rules"]:
                raise CorruptSave(f"saved round {i} is played under other rules than the game")
            try:
                r = Round.from_json(rd)
            except CorruptSave as e:
                raise CorruptSave(f"saved round {i}: {e}") from None
            if g._rounds:
                prev = g._rounds[-1]
                if prev.result is None:
                    raise CorruptSave(f"saved round {i} follows a round that never ended")
                void = prev.result.ending == "void"
                want = (prev.number, prev.dealer) if void else (prev.number + 1, prev.starter)
                if (r.number, r.dealer) != want:
                    raise CorruptSave(f"saved round {i} should be round {want[0]} dealt by seat {want[1]}, "
                                      f"but it is round {r.number} dealt by seat {r.dealer}")
                g._attempt = g._attempt + 1 if void else 0
            elif (r.number, r.dealer) != (1, rules.players - 1):
                raise CorruptSave("the first saved round must be round 1, dealt by the last seat")
            if r.seed != f"{g.seed}:{r.number}:{g._attempt}":
                raise CorruptSave(f"saved round {i} does not carry the seed the game gives it: rounds were reordered or altered")
            g._rounds.append(r)
            if g.is_over and i != len(rounds) - 1:
                raise CorruptSave(f"the game was already over after saved round {i}, yet more rounds follow")
        if g.totals != data["totals"]:
            raise CorruptSave(f"the saved totals {data['totals']} do not match the rounds' scores {g.totals}")
        return g
