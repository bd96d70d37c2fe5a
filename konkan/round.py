"""One round, from the deal (R2) through the turns (R3) to the scores (R8).

Every action comes as a trio, in the manner of PokerKit: ``can_x(...)`` answers True or False,
``verify_x(...)`` raises :class:`IllegalAction` with the verdict, and ``x(...)`` checks, then
acts and returns the typed :class:`~konkan.actions.Action` it recorded. ``check(action)`` asks
without acting, and ``apply(action)`` plays a typed action. A refused action leaves the round
exactly as it was.

>>> from konkan import Round, Rules
>>> r = Round(Rules(players=2), deck="7S 8S 9S QH QD QC KH 2C 3D 4H 5C 6D 8C 10D 4S  AS AH 2S 3S 4D 5D 6H 7C 8H 9D 10C JS JH KD  5S")
>>> r.current, len(r.hand(0)), len(r.hand(1)), r.stock_size
(0, 15, 14, 1)
>>> print(r.check(Meld(0, (tuple(r.hand(0)[:3]),))).message)
Your melds add up to 24 points, but going down the first time needs at least 51, 27 more (R5.1).
>>> r.meld("7S 8S 9S", "QH QD QC")
Meld(seat=0, groups=((Card(7, 'S'), Card(8, 'S'), Card(9, 'S')), (Card(12, 'H'), Card(12, 'D'), Card(12, 'C'))), joker_as=())
>>> print(r.events[-1].message)
South went down with 7♠ 8♠ 9♠ and Q♥ Q♦ Q♣, 54 points (R5.1).
>>> _ = r.discard("KH"); r.current
1
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

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
from .cards import (
    RANK_PLURALS,
    Card,
    CardsLike,
    card_tokens,
    cards_text,
    full_deck,
    new_deck,
    parse_face,
    to_card,
    to_cards,
)
from .catalogue import say, say_list
from .errors import IllegalAction, InvalidNotation, KonkanError, shown, whole_number
from .events import Event, EventRecord, owner_words, the_cards
from .legal import LegalActions, stated_reading
from .melds import MeldVerdict, check_meld, is_konkan_shape, judge_cards, melds_in, melds_said, melds_text
from .reasons import Ending, EventKind, Phase, Reason
from .rules import Rules, rules_or_default
from .saving import dumps, round_from_json, round_to_dict
from .scoring import score_lines, turn_ending
from .seats import check_names
from .table_melds import (
    TableMeld,
    freed_joker,
    judge_lay_off,
    judge_swap,
    lay_off_options,
    leaves_a_card,
)
from .verdicts import Verdict, approval, refusal, refuse
from .view import RoundResult, SeatView, turn_so_far

__all__ = ["Round", "check_seed"]

CardLike = Card | str
A = TypeVar("A", bound=Action)


def check_seed(seed: Any) -> int | str:
    """A seed is a whole number (within 64 bits) or a short text that can be written as UTF-8
    (text holding a lone surrogate such as ``"\\ud800"`` cannot, so it can't seed a shuffle)."""
    if (
        not isinstance(seed, (int, str))
        or isinstance(seed, bool)
        or (isinstance(seed, str) and len(seed) > 200)
        or (isinstance(seed, int) and not -(2**63) <= seed < 2**64)
    ):
        raise InvalidNotation(say("error.seed.type", value=shown(seed)))
    if isinstance(seed, str):
        try:
            seed.encode("utf-8")
        except UnicodeEncodeError:
            raise InvalidNotation(say("error.seed.utf8", value=shown(seed))) from None
    return seed


_QUIET_OK = Verdict(Reason.OK, "", "R3", (), "ok.quiet")
_ENDING_REASON = {Ending.OUT: Reason.WENT_OUT, Ending.HAND: Reason.WENT_OUT_HAND, Ending.KONKAN: Reason.WENT_OUT_KONKAN}


class _TurnState:
    """What the current turn has done so far (it resets when the next turn begins)."""

    __slots__ = (
        "took",
        "down_at_start",
        "new_melds",
        "touched_others",
        "opening",
        "freed",
        "drew",
        "swaps_at",
        "touched",
    )

    def __init__(self, down_at_start: bool):
        self.took: Card | None = None
        self.down_at_start = down_at_start
        self.new_melds: list[int] = []  # positions on the table of melds put down this turn
        self.touched_others = False
        self.touched: tuple[EventKind, int] | None = None  # the first other player's meld touched, and how
        self.opening: tuple[MeldVerdict, ...] = ()
        self.freed: list[Card] = []
        self.drew = False
        self.swaps_at: list[int] = []  # how many moves could be taken back before each swap

    @classmethod
    def of_view(cls, view: SeatView) -> _TurnState:
        """The turn as far as ``view`` shows it: all of it to the seat to play, nothing to another."""
        turn = cls(view.down_at_turn_start if view.my_turn else view.down[view.current])
        if view.my_turn:
            turn.took = view.took_discard
            turn.new_melds = list(view.new_melds)
            turn.touched_others = view.touched_others
            turn.opening = turn_so_far(view).opening
            turn.freed = list(view.freed_jokers)
            turn.drew = view.phase == Phase.PLAY and view.took_discard is None and not view.first_turn
        return turn

    def copy(self) -> _TurnState:
        other = _TurnState(self.down_at_start)
        other.took, other.new_melds, other.touched_others = self.took, list(self.new_melds), self.touched_others
        other.opening, other.freed, other.drew = self.opening, list(self.freed), self.drew
        other.swaps_at, other.touched = list(self.swaps_at), self.touched
        return other


class Round:
    """One round of Konkan, from the deal to the scores.

    ``number`` counts from 1 (the last round is ``rules.rounds``, R8.6); ``dealer=None`` means the
    last seat, so seat 0 starts (R2.2). ``deck`` stacks the deal: the starter gets its first 15
    cards, each next seat 14, and the rest is the stock, its first card on top. ``names`` names
    the seats in sentences (default: South, East, North, West ...).
    """

    def __init__(
        self,
        rules: Rules | None = None,
        *,
        number: int = 1,
        dealer: int | None = None,
        seed: int | str | None = None,
        deck: CardsLike | None = None,
        names: Sequence[str] | None = None,
    ):
        self.rules = rules_or_default(rules)
        n = self.rules.players
        self.number = whole_number(number, say("error.what.round_number"), 1, 10**6, error=InvalidNotation)
        self.dealer = whole_number(
            n - 1 if dealer is None else dealer, say("error.what.dealer"), 0, n - 1, error=InvalidNotation
        )
        if seed is not None:
            seed = check_seed(seed)
        self.names = check_names(names, n)
        if deck is None:
            if seed is None:
                seed = random.SystemRandom().randrange(2**32)
            cards = new_deck(seed)
        else:
            cards = to_cards(deck, what="deck")
        need = 15 + 14 * (n - 1)
        if len(cards) < need:
            raise InvalidNotation(say("error.deck.short", players=n, need=need, count=len(cards)))
        self.seed = seed
        self.starter = (self.dealer + 1) % n
        self._deck = tuple(cards)
        hands: list[list[Card]] = [[] for _ in range(n)]
        pos = 0
        for i in range(n):
            seat = (self.starter + i) % n
            k = 15 if i == 0 else 14
            hands[seat] = list(cards[pos : pos + k])
            pos += k
        self._place(
            hands=hands,
            stock=list(reversed(cards[pos:])),
            down=[False] * n,
            current=self.starter,
            phase=Phase.START,
            first_turn=True,
        )
        self._history: list[Action] = []
        self._events: list[EventRecord] = []
        self._events_read: dict[int | None, list[Event]] = {}
        reshuffle_seed = f"reshuffle:{seed}" if seed is not None else "reshuffle:" + ",".join(str(c.id) for c in cards)
        self._rng = random.Random(reshuffle_seed)
        self._rng_shared = False  # True once a copy may hold this generator too (see copy)
        self._undo: list[tuple[Any, ...]] = []  # snapshots, one per move that can be taken back
        dealer, starter, names = self.dealer, self.starter, self.names
        self._event(
            EventKind.DEAL,
            None,
            "event.deal.others",
            "R2.1",
            number=self.number,
            dealer=lambda reader: say("event.deal.you") if reader == dealer else names[dealer],
            who=names[starter],
            read_key=lambda reader: "event.deal.yours" if reader == starter else "event.deal.others",
        )

    def _place(
        self,
        *,
        hands: Sequence[Sequence[Card]],
        stock: Sequence[Card],
        pile: Sequence[Card] = (),
        table: Sequence[TableMeld] = (),
        down: Sequence[bool],
        declared: Sequence[int] = (),
        highest_opening: int = 0,
        current: int,
        phase: Phase,
        first_turn: bool,
        turn: _TurnState | None = None,
        result: RoundResult | None = None,
    ) -> None:
        """Put the round at a position: where every card lies (the stock's top last), who is down
        and who declared, the seat to play, its phase and what its turn has done (by default
        nothing yet), and the result of a round over. The deal places its position here, and so
        do :meth:`staged` and :meth:`from_view`, over the deal of a full deck."""
        self._hands: list[list[Card]] = [list(h) for h in hands]
        self._stock: list[Card] = list(stock)
        self._pile: list[Card] = list(pile)
        self._table: list[TableMeld] = list(table)
        self._down: list[bool] = list(down)
        self._declared: list[int] = list(declared)
        self._highest_opening = (
            highest_opening  # the most points any first going-down reached this round (R9 opening_rise)
        )
        self._current = current
        self._phase = phase
        self._first_turn = first_turn
        self._turn = _TurnState(self._down[current]) if turn is None else turn
        self._result: RoundResult | None = result

    # --- state ---------------------------------------------------------------------------
    def _snapshot(self) -> tuple[Any, ...]:
        # Tuples, and a turn of its own: a snapshot never changes once taken, so copies of the
        # round share their snapshots (see copy) and restoring one builds fresh lists from it.
        return (
            tuple(tuple(h) for h in self._hands),
            tuple(self._pile),
            tuple(self._table),
            tuple(self._down),
            self._phase,
            self._turn.copy(),
            self._highest_opening,
        )

    def _restore(self, snap: tuple[Any, ...]) -> None:
        hands, pile, table, down, phase, turn, highest = snap
        self._hands, self._pile, self._table = [list(h) for h in hands], list(pile), list(table)
        self._down, self._phase, self._turn = list(down), phase, turn.copy()
        self._highest_opening = highest

    @classmethod
    def from_view(
        cls, view: SeatView, others: Sequence[Sequence[Card]] | None = None, stock: Sequence[Card] | None = None
    ) -> Round:
        """A round whose view from ``view.seat`` is exactly ``view``, the cards that seat can't
        see placed as given: ``others`` (a hand per seat; the viewer's own is ignored) and the
        ``stock`` (its top last). Without them, the unseen cards go in id order: the other hands
        first, then the stock.

        It is how a computer player asks the engine about its own moves, and plays guessed
        futures, without ever being handed the real round. Moves taken back before the view
        was made are unknown to it, so it can take nothing back.
        """
        rules = view.rules
        n = rules.players
        if others is None or stock is None:
            seen = {c.id for c in view.hand} | {c.id for c in view.discard_pile}
            seen |= {c.id for m in view.table for c in m.cards}
            pool = [c for c in full_deck() if c.id not in seen]
            placed, pos = [], 0
            for s in range(n):
                k = 0 if s == view.seat else view.hand_sizes[s]
                placed.append(pool[pos : pos + k])
                pos += k
            others, stock = placed, pool[pos:]
        r = cls(rules, number=view.number, dealer=(view.current - 1) % n, deck=full_deck(), names=view.names)
        r._place(
            hands=[view.hand if s == view.seat else others[s] for s in range(n)],
            stock=stock,
            pile=view.discard_pile,
            table=view.table,
            down=view.down,
            declared=view.declared,
            highest_opening=view.highest_opening,
            current=view.current,
            phase=view.phase,
            first_turn=view.first_turn,
            turn=_TurnState.of_view(view),
            result=view.result,
        )
        return r

    @classmethod
    def staged(
        cls,
        rules: Rules | None = None,
        *,
        hands: Sequence[CardsLike],
        table: Sequence[Any] = (),
        pile: CardsLike = (),
        down: Sequence[int] = (),
        current: int = 0,
        phase: Phase | str = Phase.START,
        stock: CardsLike | None = None,
        number: int = 1,
        first_turn: bool = False,
        names: Sequence[str] | None = None,
        seed: int | str = "staged",
        rest: str = "stock",
    ) -> Round:
        """A round set up at a chosen point of play, as a lesson or a puzzle needs it: every move
        from there on is judged by the engine like any other.

        ``hands`` gives each seat's hand (text or cards); ``table`` the melds down, each
        ``(owner, cards)`` or ``(owner, cards, joker_as)``; ``pile`` the discard pile, its top card
        last; ``down`` the seats already down; ``current`` the seat to play, at ``phase``
        ``"start"`` (before the draw) or ``"play"`` (after it). ``stock`` gives the stock's cards
        from the top; the stock is then those cards, then every card not placed, shuffled from
        ``seed`` (or, with ``rest="pile"``, those go under the discard pile, so the stock holds
        only ``stock``: a stock about to run out, R7.3). A card written twice in all these places is its two copies (R1.2); a third is
        refused. The round has no deal to replay, so it is not meant to be saved.

        >>> r = Round.staged(Rules(players=2), hands=["7S 8S 9S 4H 4D", "2C 3C"], pile="KD", stock="5S")
        >>> print(cards_text(r.hand(0)), r.discard_top, r.stock[-1], r.stock_size)
        7♠ 8♠ 9♠ 4♥ 4♦ K♦ 5♠ 98
        """
        rules = rules_or_default(rules)
        n = rules.players
        if len(hands) != n:
            raise KonkanError(say("error.staged.hands", players=n, count=len(hands)))
        used: set[int] = set()

        def claim(cards: CardsLike, what: str) -> list[Card]:
            out = []
            for c in to_cards(cards, what=what):
                if c.id in used:
                    twin = dataclasses.replace(c, copy=1 - c.copy)
                    if twin.id in used:
                        raise KonkanError(say("error.staged.third", what=what, card=c))
                    c = twin
                used.add(c.id)
                out.append(c)
            return out

        placed_hands = [claim(h, say("error.what.hand", seat=s)) for s, h in enumerate(hands)]
        melds = []
        for k, m in enumerate(table):
            if not isinstance(m, (tuple, list)) or len(m) not in (2, 3):
                raise KonkanError(say("error.staged.meld", index=k, value=shown(m)))
            owner = whole_number(m[0], say("error.what.meld_owner", index=k), 0, n - 1, error=InvalidNotation)
            cards = claim(m[1], say("error.what.table_meld", index=k))
            verdict = check_meld(cards, joker_as=m[2] if len(m) == 3 else None, rules=rules)
            if not verdict.ok:
                raise KonkanError(say("error.staged.illegal", index=k, why=verdict.message))
            melds.append(TableMeld.put_down(verdict, owner))
        placed_pile = claim(pile, "pile")
        top = claim(stock, "stock") if stock is not None else []
        if rest not in ("stock", "pile"):
            raise KonkanError(say("error.staged.rest", value=shown(rest)))
        unplaced = [c for c in new_deck(f"staged:{check_seed(seed)}") if c.id not in used]
        if rest == "pile":
            placed_pile, unplaced = [*unplaced, *placed_pile], []
        # Dealt from a full deck for the round's own bookkeeping, then placed as asked.
        r = cls(
            rules,
            number=number,
            dealer=(whole_number(current, say("error.what.current"), 0, n - 1, error=InvalidNotation) - 1) % n,
            deck=full_deck(),
            names=names,
            seed=seed,
        )
        is_down = [s in set(down) for s in range(n)]
        for m in melds:
            if not is_down[m.owner]:
                raise KonkanError(say("error.staged.down", name=r.names[m.owner]))
        at = Phase(phase)
        if not placed_pile and at == Phase.START and not first_turn:
            # Every turn but the very first begins after a discard (R3.5), so its pile is never empty.
            raise KonkanError(say("error.staged.pile"))
        r._place(
            hands=placed_hands,
            stock=list(reversed([*top, *unplaced])),  # the top of the stock at the end
            pile=placed_pile,
            table=melds,
            down=is_down,
            current=current,
            phase=at,
            first_turn=bool(first_turn),
        )
        return r

    def copy(self) -> Round:
        """An independent copy: moves on it leave this round as it is, and moves on this round
        leave the copy as it is.

        What never changes is shared, not copied: the rules, the deck, cards, table melds,
        events and actions (all immutable values), and the undo snapshots (tuples). Only the
        containers the round changes in place are new, so a copy costs some microseconds
        whatever the point of the round. The reshuffle's random generator is shared until one
        of the two rounds shuffles, which takes its own generator first (copy on write).
        """
        other = object.__new__(type(self))
        state = dict(self.__dict__)  # every attribute, shared; then each mutable one replaced
        for name, copy_of in _COPIED.items():
            if name in state:
                state[name] = copy_of(state[name])
        other.__dict__.update(state)
        self._rng_shared = other._rng_shared = True
        return other

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def current(self) -> int:
        """The seat to act."""
        return self._current

    @property
    def phase(self) -> Phase:
        """``start`` (nothing done yet this turn), ``play`` (drawn, now melding) or ``over``."""
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
    def highest_opening(self) -> int:
        """The most points any player's first going-down reached this round (0 before any)."""
        return self._highest_opening

    @property
    def opening_needed(self) -> int:
        """What a first going-down must reach now: the minimum, risen under ``opening_rise`` (R5.1, R9)."""
        return self.rules.opening_needed(self._highest_opening)

    @property
    def stock(self) -> list[Card]:
        """The stock in order, its top card last: the engine's knowledge, never a player's."""
        return list(self._stock)

    @property
    def deck(self) -> tuple[Card, ...]:
        """The deck as it was dealt (what a save file records)."""
        return self._deck

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
        """Every action taken, in order: with the deal, they replay the round."""
        return list(self._history)

    @property
    def is_last_round(self) -> bool:
        return self.rules.has_last_round and self.number == self.rules.rounds

    @property
    def is_first_turn(self) -> bool:
        """True during the starter's first turn, which has no draw (R3.2)."""
        return self._first_turn

    @property
    def took_discard(self) -> Card | None:
        """The card the current player took from the discard pile this turn, if any."""
        return self._turn.took

    @property
    def events(self) -> list[Event]:
        """Everything that happened, as everybody at the table knows it."""
        return self._read_events(None)

    def events_for(self, seat: int) -> list[Event]:
        """Everything that happened, as ``seat`` may read it: its own draws named, others' not."""
        self._check_seat(seat)
        return self._read_events(seat)

    def _read_events(self, reader: int | None) -> list[Event]:
        # An event never changes once it happened, so each reader's sentences are written once.
        done = self._events_read.setdefault(reader, [])
        for e in self._events[len(done) :]:
            done.append(e.read(reader, self.names))
        return list(done)

    def view(self, seat: int) -> SeatView:
        """What ``seat`` can see now (for hints, computer players and widgets)."""
        self._check_seat(seat)
        mine = seat == self._current and self._result is None
        t = self._turn
        return SeatView(
            seat=seat,
            rules=self.rules,
            names=self.names,
            number=self.number,
            current=self._current,
            phase=self._phase,
            hand=tuple(self._hands[seat]),
            table=tuple(self._table),
            discard_pile=tuple(self._pile),
            hand_sizes=tuple(len(h) for h in self._hands),
            stock_size=len(self._stock),
            down=tuple(self._down),
            declared=tuple(self._declared),
            first_turn=self._first_turn,
            took_discard=t.took if mine else None,
            melded_this_turn=bool(t.new_melds) if mine else False,
            can_undo=bool(self._undo) if mine else False,
            down_at_turn_start=t.down_at_start if mine else self._down[seat],
            touched_others=t.touched_others if mine else False,
            legal=tuple(self.legal_actions().simple()) if mine else (),
            highest_opening=self._highest_opening,
            new_melds=tuple(t.new_melds) if mine else (),
            freed_jokers=tuple(t.freed) if mine else (),
            moves_to_take_back=len(self._undo) if mine else 0,
            may_meld=mine and not (self._phase == Phase.START and not self._first_turn),
            events=tuple(self.events_for(seat)),
            result=self._result,
        )

    def _check_seat(self, seat: Any) -> None:
        whole_number(seat, "seat", 0, self.players - 1, error=InvalidNotation)

    def __repr__(self) -> str:
        if self._result:
            state = say("repr.round.over", ending=self._result.ending)
        else:
            state = say("repr.round.turn", seat=self._current, phase=self._phase)
        key = "repr.round.of" if self.rules.has_last_round else "repr.round"
        return say(key, number=self.number, rounds=self.rules.rounds, players=self.players, state=state)

    def _repr_svg_(self) -> str:
        from .render import table_svg  # render reads rounds: imported here, where the cycle is broken

        return table_svg(self.view(self._current))

    # --- events ------------------------------------------------------------------------
    def _event(
        self,
        kind: EventKind,
        seat: int | None,
        key: str,
        rule: str,
        *,
        cards: Sequence[Card] = (),
        private: Sequence[Card] = (),
        owner: int | None = None,
        meld_index: int | None = None,
        **fields: Any,
    ) -> None:
        self._events.append(
            EventRecord(
                len(self._events),
                kind,
                seat,
                key,
                rule,
                tuple(cards),
                tuple(private),
                owner,
                meld_index,
                tuple(fields.items()),
            )
        )

    # --- picking cards from the hand ----------------------------------------------------
    def _pick(self, cards: Any, what: str | None = None, missing: Reason = Reason.NOT_IN_HAND) -> list[Card]:
        """The current player's cards named by ``cards``: text picks matching cards in hand; a
        ``Card`` picks that very card if held, else its twin."""
        if what is None:
            what = say("error.what.cards")
        hand = self._hands[self._current]
        items: list[Any]
        if isinstance(cards, Card):
            items = [cards]
        elif isinstance(cards, str):
            if len(cards) > 2000:
                raise InvalidNotation(say("error.pick.long", what=what, value=shown(cards)))
            toks = card_tokens(cards)
            for position, t in enumerate(toks, start=1):
                if parse_face(t) is None:
                    raise InvalidNotation(
                        say("error.pick.card", what=what, position=position, value=shown(t)),
                        token=t[:20],
                        position=position,
                    )
            items = list(toks)
        elif isinstance(cards, (list, tuple)):
            items = list(cards)
        else:
            raise InvalidNotation(say("error.pick.type", what=what, value=shown(cards)))
        if len(items) > 106:
            raise InvalidNotation(say("error.pick.many", what=what, count=len(items)))
        picked: list[Card] = []
        for position, item in enumerate(items, start=1):
            if isinstance(item, Card):
                want = item
                if want in hand and want not in picked:
                    picked.append(want)
                    continue
            elif isinstance(item, str):
                face = parse_face(item.strip()) if len(item) < 20 else None
                if face is None:
                    raise InvalidNotation(
                        say("error.cards.item_bad", what=what, position=position, value=shown(item)),
                        token=item[:20],
                        position=position,
                    )
                want = Card(face[0], face[1])
            else:
                raise InvalidNotation(say("error.cards.item_bad", what=what, position=position, value=shown(item)))
            match = next((c for c in hand if c.same_face(want) and c not in picked), None)
            if match is None:
                count = sum(c.same_face(want) for c in hand)
                if count:
                    if missing == Reason.NOT_IN_HAND:
                        raise refuse(Reason.TOO_FEW_IN_HAND, count=count, card=want)
                    raise refuse(missing, "few", count=count, card=want)
                raise refuse(missing, card=want)
            picked.append(match)
        return picked

    # --- shared checks ----------------------------------------------------------------
    def _need_not_over(self) -> None:
        if self._result is not None:
            if self._result.ending == Ending.VOID:  # nobody went out: the round ended by R7.3, not R7.1
                raise refuse(Reason.ROUND_OVER, "void", rule="R7.3")
            raise refuse(Reason.ROUND_OVER)

    def _need_play_phase(self, doing: str) -> None:
        self._need_not_over()
        if self._phase == Phase.START and not self._first_turn:
            raise refuse(Reason.MUST_DRAW_FIRST, doing)

    def _need_keeps_a_card(self, using: int, gaining: int = 0) -> None:
        if not leaves_a_card(len(self._hands[self._current]), using, gaining):
            raise refuse(Reason.MUST_KEEP_DISCARD)

    def _need_down(self, doing: str) -> None:
        if not self._down[self._current]:
            raise refuse(Reason.NOT_DOWN, doing)

    # --- declare_konkan ----------------------------------------------------------------
    def verify_declare_konkan(self) -> None:
        self._need_not_over()
        seat = self._current
        if not self.is_last_round:
            if not self.rules.has_last_round:
                raise refuse(Reason.KONKAN_NOT_LAST_ROUND, "none")
            raise refuse(Reason.KONKAN_NOT_LAST_ROUND, last=self.rules.rounds, number=self.number)
        if seat in self._declared:
            raise refuse(Reason.KONKAN_ALREADY_DECLARED)
        if self._down[seat]:
            raise refuse(Reason.KONKAN_ALREADY_DOWN)
        if self._phase != Phase.START or self._undo or self._turn.drew:
            raise refuse(Reason.KONKAN_NOT_AT_START)

    def can_declare_konkan(self) -> bool:
        return self._can(self.verify_declare_konkan)

    def declare_konkan(self) -> DeclareKonkan:
        """Declare Konkan (last round only, R8.6): from now on you go down only with the whole Konkan."""
        self.verify_declare_konkan()
        seat = self._current
        self._declared.append(seat)
        self._undo.clear()  # a declaration is heard by everyone: it cannot be taken back
        self._event(EventKind.DECLARE_KONKAN, seat, "event.declare_konkan", "R8.6")
        return self._record(DeclareKonkan(seat))

    # --- draw ------------------------------------------------------------------------
    def _need_turn_start(self, move: str = "") -> None:
        """A draw or a take begins a turn, and the starter's first turn has neither (R3.2, R3.3)."""
        self._need_not_over()
        if self._phase != Phase.START:
            raise refuse(Reason.ALREADY_BEGUN)
        if self._first_turn:
            raise refuse(Reason.STARTER_NO_DRAW, move)

    def verify_draw(self) -> None:
        self._need_turn_start()
        # A turn that empties the stock ends the round or turns the pile over (R7.3).
        assert self._stock, "the stock is never empty when a turn begins"  # not user words

    def can_draw(self) -> bool:
        return self._can(self.verify_draw)

    def draw(self) -> Draw:
        """Draw the top card of the stock (R3.3). It cannot be taken back (R3.6)."""
        self.verify_draw()
        seat = self._current
        card = self._stock.pop()
        self._hands[seat].append(card)
        self._phase = Phase.PLAY
        self._turn.drew = True
        self._undo.clear()
        self._event(EventKind.DRAW, seat, "event.draw", "R3.3", private=(card,))
        return self._record(Draw(seat))

    # --- take_discard ----------------------------------------------------------------
    def verify_take_discard(self) -> None:
        self._need_turn_start("take")
        # Every turn after the starter's first begins on a pile that the last discard fed.
        assert self._pile, "the discard pile is never empty when a turn begins"  # not user words

    def can_take_discard(self) -> bool:
        return self._can(self.verify_take_discard)

    def take_discard(self) -> TakeDiscard:
        """Take the top discard (R3.3): you must then put down a new meld before this turn ends."""
        self.verify_take_discard()
        seat = self._current
        snap = self._snapshot()
        card = self._pile.pop()
        self._hands[seat].append(card)
        self._turn.took = card
        self._phase = Phase.PLAY
        self._undo.append(snap)
        self._event(
            EventKind.TAKE_DISCARD, seat, "event.take_discard", "R3.3", cards=(card,), card=_words(the_cards, (card,))
        )
        return self._record(TakeDiscard(seat, card))

    # --- return_discard --------------------------------------------------------------
    def verify_return_discard(self) -> None:
        self._need_not_over()
        took = self._turn.took
        # Only the take itself may stand between now and the start of the turn (R3.3, R3.6).
        if took is None:
            raise refuse(Reason.NOTHING_TO_RETURN)
        if len(self._undo) != 1:
            raise refuse(Reason.RETURN_TOO_LATE, card=took, remedy=(Undo(self._current),))

    def can_return_discard(self) -> bool:
        return self._can(self.verify_return_discard)

    def return_discard(self) -> ReturnDiscard:
        """Put the card taken from the discard pile back and begin the turn again (R3.3)."""
        self.verify_return_discard()
        seat = self._current
        card = self._turn.took
        self._restore(self._undo.pop())
        self._event(
            EventKind.RETURN_DISCARD,
            seat,
            "event.return_discard",
            "R3.3",
            cards=(card,) if card else (),
            card=_words(the_cards, (card,) if card else ()),
        )
        return self._record(ReturnDiscard(seat))

    # --- meld ------------------------------------------------------------------------
    def _groups(self, groups: Sequence[Any], joker_as: Any) -> tuple[list[list[Card]], list[JokerReading]]:
        if not groups:
            raise InvalidNotation(say("error.meld.empty"))
        if len(groups) > 40:
            raise InvalidNotation(say("error.meld.groups", count=len(groups)))
        wanted: list[JokerReading]
        if joker_as is None:
            wanted = [None] * len(groups)
        else:
            if isinstance(joker_as, (str, Card)):
                if len(groups) != 1:
                    raise InvalidNotation(say("error.joker_as.several"))
                joker_as = [joker_as]
            if not isinstance(joker_as, (list, tuple)):
                raise InvalidNotation(say("error.joker_as.type", value=shown(joker_as)))
            wanted = [_read_reading(j) for j in joker_as]
            if len(wanted) != len(groups):
                raise InvalidNotation(say("error.joker_as.count", entries=len(wanted), groups=len(groups)))
        picked_groups: list[list[Card]] = []
        taken: list[Card] = []
        hand = self._hands[self._current]
        for g in groups:
            cards = self._pick(g, what="meld")
            # Text names faces: move a picked card to the other copy if an earlier group took it.
            fixed: list[Card] = []
            for c in cards:
                if c in taken or c in fixed:
                    alt = next((h for h in hand if h.same_face(c) and h not in taken and h not in fixed), None)
                    if alt is None:
                        raise refuse(Reason.TOO_FEW_IN_HAND, count=sum(h.same_face(c) for h in hand), card=c)
                    c = alt
                fixed.append(c)
            taken.extend(fixed)
            picked_groups.append(fixed)
        return picked_groups, wanted

    def _check_meld(self, groups: Sequence[Any], joker_as: Any) -> list[MeldVerdict]:
        self._need_play_phase("meld")
        if self._first_turn and not self.rules.starter_may_go_down_first_turn:
            raise refuse(Reason.STARTER_DISCARD_ONLY)
        seat = self._current
        picked, wanted = self._groups(groups, joker_as)
        verdicts = []
        for cards, w in zip(picked, wanted):
            v = judge_cards(tuple(cards), w, ace=self.rules.ace_value, max_jokers=self.rules.jokers_per_meld)
            if not v.legal:
                raise IllegalAction(Verdict(v.code, v.message, v.rule))
            verdicts.append(v)
        used = sum(len(g) for g in picked)
        self._need_keeps_a_card(used)
        if not self._down[seat]:
            left = len(self._hands[seat]) - used
            total = sum(v.points for v in verdicts)
            if seat in self._declared and not is_konkan_shape(verdicts):
                raise refuse(Reason.KONKAN_DECLARED_ONLY)
            if self.rules.opening_needs_run and not any(v.kind == "run" for v in verdicts):
                raise refuse(Reason.OPENING_NEEDS_RUN)
            minimum = self.opening_needed
            if left != 1 and total < minimum:
                if minimum > self.rules.opening_minimum:
                    raise refuse(
                        Reason.OPENING_TOO_LOW,
                        f"rise.{self.rules.opening_rise}",  # must match, or beat, the highest (R9)
                        total=total,
                        minimum=minimum,
                        short=minimum - total,
                        highest=self._highest_opening,
                    )
                raise refuse(Reason.OPENING_TOO_LOW, total=total, minimum=minimum, short=minimum - total)
        return verdicts

    def verify_meld(self, *groups: CardsLike, joker_as: Sequence[Any] | CardLike | None = None) -> None:
        self._check_meld(groups, joker_as)

    def can_meld(self, *groups: CardsLike, joker_as: Sequence[Any] | CardLike | None = None) -> bool:
        return self._can(self.verify_meld, *groups, joker_as=joker_as)

    def meld(self, *groups: CardsLike, joker_as: Sequence[Any] | CardLike | None = None) -> Meld:
        """Put down one or more new melds (R4). Not yet down, this is your opening (R5), in one call."""
        verdicts = self._check_meld(groups, joker_as)
        seat = self._current
        snap = self._snapshot()
        hand = self._hands[seat]
        opening = not self._down[seat]
        for v in verdicts:
            for c in v.cards:
                hand.remove(c)
            self._table.append(TableMeld.put_down(v, seat))
            self._turn.new_melds.append(len(self._table) - 1)
        self._unfree([c for v in verdicts for c in v.cards])
        if opening:
            self._down[seat] = True
            self._turn.opening = tuple(verdicts)
        self._phase = Phase.PLAY
        self._undo.append(snap)
        shown_cards = tuple(c for v in verdicts for c in v.ordered)
        points = sum(v.points for v in verdicts)
        if opening:
            at_once = len(hand) == 1 and points < self.opening_needed
            if not at_once:
                self._highest_opening = max(self._highest_opening, points)
            self._event(
                EventKind.GO_DOWN,
                seat,
                "event.go_out_at_once" if at_once else "event.go_down",
                "R5.4" if at_once else "R5.1",
                cards=shown_cards,
                melds=_words(melds_text, verdicts),
                points=points,
            )
        else:
            self._event(
                EventKind.MELD, seat, "event.meld", "R3.4", cards=shown_cards, melds=_words(melds_text, verdicts)
            )
        wanted = tuple(v.reading for v in verdicts)
        return self._record(Meld(seat, tuple(tuple(v.cards) for v in verdicts), wanted))

    def _unfree(self, used: Sequence[Card]) -> None:
        """A joker freed this turn and now put on the table is used (R6.2): no longer held as
        freed (its swap's place in the turn goes with it)."""
        kept = [k for k, j in enumerate(self._turn.freed) if j not in used]
        self._turn.freed = [self._turn.freed[k] for k in kept]
        self._turn.swaps_at = [self._turn.swaps_at[k] for k in kept if k < len(self._turn.swaps_at)]

    # --- lay_off ---------------------------------------------------------------------
    def _meld_at(self, meld_index: Any) -> TableMeld:
        index = whole_number(meld_index, "meld_index", error=InvalidNotation)
        if not 0 <= index < len(self._table):
            if not self._table:
                raise refuse(Reason.NO_SUCH_MELD, "empty")
            count = len(self._table)
            raise refuse(Reason.NO_SUCH_MELD, "one" if count == 1 else "many", count=count)
        return self._table[index]

    def _check_lay_off(self, cards: Any, meld_index: Any, joker_as: Any) -> tuple[list[Card], MeldVerdict]:
        self._need_play_phase("lay_off")
        self._need_down("lay_off")
        target = self._meld_at(meld_index)
        picked = self._pick(cards, what="lay_off", missing=Reason.LAYOFF_NOT_IN_HAND)
        if not picked:
            raise InvalidNotation(say("error.lay_off.empty"))
        self._need_keeps_a_card(len(picked))
        wanted = _read_reading(joker_as)
        if wanted is not None and not any(c.is_joker for c in picked):
            raise refuse(Reason.JOKER_AS_WITHOUT_JOKER, cards=cards_text(picked))
        verdict, after = judge_lay_off(target, picked, wanted)
        if after is None:
            if verdict.code == Reason.USE_JOKER_SWAP:
                card = next(c for c in picked if any(c.same_face(s) for s in target.joker_readings))
                verdict = verdict.with_remedy(SwapJoker(self._current, (card,), meld_index))
            raise IllegalAction(verdict)
        return picked, after

    def verify_lay_off(self, cards: CardsLike, meld_index: int, joker_as: Any = None) -> None:
        self._check_lay_off(cards, meld_index, joker_as)

    def can_lay_off(self, cards: CardsLike, meld_index: int, joker_as: Any = None) -> bool:
        return self._can(self.verify_lay_off, cards, meld_index, joker_as)

    def lay_off(self, cards: CardsLike, meld_index: int, joker_as: Any = None) -> LayOff:
        """Add cards from your hand to any meld on the table, keeping it legal (R6.1)."""
        picked, v = self._check_lay_off(cards, meld_index, joker_as)
        seat = self._current
        snap = self._snapshot()
        target = self._table[meld_index]
        for c in picked:
            self._hands[seat].remove(c)
        self._table[meld_index] = TableMeld.put_down(v, target.owner)
        if target.owner != seat:
            self._touch(EventKind.LAY_OFF, target.owner)
        self._unfree(picked)
        self._undo.append(snap)
        self._event(
            EventKind.LAY_OFF,
            seat,
            "event.lay_off",
            "R6.1",
            cards=tuple(picked),
            owner=target.owner,
            meld_index=meld_index,
            what=_words(the_cards, picked),
            result=_words(cards_text, v.ordered),
        )
        said = tuple(r for j, r in zip(v.jokers, v.joker_readings) if j in picked)
        return self._record(LayOff(seat, tuple(picked), meld_index, said[0] if len(said) == 1 else (said or None)))

    # --- swap_joker ------------------------------------------------------------------
    def _check_swap(self, cards: Any, meld_index: Any) -> tuple[list[Card], MeldVerdict]:
        self._need_play_phase("swap")
        self._need_down("swap")
        target = self._meld_at(meld_index)
        if not target.has_joker:
            raise refuse(Reason.NO_JOKER_IN_MELD, meld=cards_text(target.cards))
        picked = self._pick(cards, what="swap_joker", missing=Reason.SWAP_NOT_IN_HAND)
        if not picked:
            raise InvalidNotation(say("error.swap.empty"))
        verdict, after = judge_swap(target, picked, self.rules)
        if after is None:
            raise IllegalAction(verdict)
        self._need_keeps_a_card(len(picked), gaining=1)
        return picked, after

    def verify_swap_joker(self, card: CardsLike, meld_index: int) -> None:
        self._check_swap(card, meld_index)

    def can_swap_joker(self, card: CardsLike, meld_index: int) -> bool:
        return self._can(self.verify_swap_joker, card, meld_index)

    def swap_joker(self, card: CardsLike, meld_index: int) -> SwapJoker:
        """Put in the card a joker stands for and take the joker into your hand (R6.2)."""
        picked, v = self._check_swap(card, meld_index)
        seat = self._current
        snap = self._snapshot()
        target = self._table[meld_index]
        joker = freed_joker(target.verdict, picked)
        stands = dict(zip(target.verdict.jokers, target.joker_readings)).get(joker)
        for c in picked:
            self._hands[seat].remove(c)
        self._hands[seat].append(joker)
        self._table[meld_index] = TableMeld.put_down(v, target.owner)
        if target.owner != seat:
            self._touch(EventKind.SWAP_JOKER, target.owner)
        self._turn.freed.append(joker)
        self._turn.swaps_at.append(len(self._undo))
        self._undo.append(snap)
        # Once the swap is made, what the joker stood for is settled: the card put in for it, or,
        # with both missing cards of a three-card set put in, either of them (R4.4, R6.2).
        if stands is not None and target.joker_open and len(picked) > 1:
            stands_words = say("event.stood_for.either", plural=RANK_PLURALS[stands.rank])
        elif stands is not None and target.joker_open:
            stands_words = the_cards(picked)
        else:
            stands_words = the_cards((stands,)) if stands is not None else ""
        self._event(
            EventKind.SWAP_JOKER,
            seat,
            "event.swap_joker",
            "R6.2",
            cards=tuple(picked) + (joker,),
            owner=target.owner,
            meld_index=meld_index,
            what=the_cards(picked),
            stands=stands_words,
        )
        return self._record(SwapJoker(seat, tuple(picked), meld_index))

    def _touch(self, how: EventKind, owner: int) -> None:
        """This turn touched another player's meld (which spoils a Hand, R8.2): the first such, kept to say why."""
        self._turn.touched_others = True
        if self._turn.touched is None:
            self._turn.touched = (how, owner)

    # --- discard ---------------------------------------------------------------------
    def _check_discard(self, card: Any) -> Card:
        self._need_play_phase("discard")
        seat = self._current
        if isinstance(card, str) and len(card_tokens(card)) != 1:
            raise InvalidNotation(say("error.action.discard", value=shown(card)), token=card[:20])
        if not isinstance(card, (Card, str)):
            raise InvalidNotation(say("error.discard.type", value=shown(card)))
        c = self._pick([card], what="discard", missing=Reason.DISCARD_NOT_IN_HAND)[0]
        t = self._turn
        exempt = seat in self._declared and self.rules.konkan_declarer_may_take_discards
        if t.took is not None and not t.new_melds and not exempt:
            raise refuse(Reason.MUST_MELD_AFTER_TAKING, card=t.took, remedy=self._take_back_remedy())
        if t.took is not None and self.rules.taken_discard_must_be_used and not exempt:
            # At the table the two copies of a card are the same card: either one meets the rule (R9).
            if not any(c.same_face(t.took) for i in t.new_melds for c in self._table[i].cards):
                raise refuse(Reason.TAKEN_CARD_UNUSED, card=t.took, remedy=self._take_back_remedy())
        if self.rules.freed_joker_must_be_used:
            kept = [j for j in t.freed if j in self._hands[seat]]
            if kept:
                place = self._joker_placement(kept[0])
                if place is not None:
                    raise refuse(Reason.FREED_JOKER_UNUSED, remedy=(place,))
                back = len(self._undo) - t.swaps_at[t.freed.index(kept[0])]
                raise refuse(Reason.FREED_JOKER_UNUSED, "stuck", remedy=(Undo(seat),) * back)
        return c

    def _joker_placement(self, joker: Card) -> Action | None:
        """A move that puts this joker into a meld now (a lay-off or a new meld), if there is one."""
        seat, hand = self._current, self._hands[self._current]
        if len(hand) < 2:
            return None
        for i, _cards, _after in lay_off_options(self._table, [joker]):
            return LayOff(seat, (joker,), i)
        for m in melds_in(hand, self.rules.ace_value, self.rules.jokers_per_meld):
            if m.has_joker and len(m.cards) < len(hand):
                group = m.cards if len(m.jokers) > 1 else tuple(joker if c.is_joker else c for c in m.cards)
                return Meld(seat, (group,), (stated_reading(m),))
        return None

    def _take_back_remedy(self) -> tuple[Action, ...]:
        seat = self._current
        return tuple(Undo(seat) for _ in range(len(self._undo) - 1)) + (ReturnDiscard(seat), Draw(seat))

    def verify_discard(self, card: CardLike) -> None:
        self._check_discard(card)

    def can_discard(self, card: CardLike) -> bool:
        return self._can(self.verify_discard, card)

    def discard(self, card: CardLike) -> Discard:
        """End the turn by discarding a card (R3.5); your last card takes you out (R7.1)."""
        c = self._check_discard(card)
        seat = self._current
        self._hands[seat].remove(c)
        self._pile.append(c)
        self._event(EventKind.DISCARD, seat, "event.discard", "R3.5", cards=(c,), card=_words(the_cards, (c,)))
        action = self._record(Discard(seat, c))
        if not self._hands[seat]:
            self._finish(seat)
        else:
            self._end_turn()
        return action

    def _finish(self, seat: int) -> None:
        t = self._turn
        ending = turn_ending(was_down=t.down_at_start, touched_others=t.touched_others, opening=t.opening)
        # Had this turn touched only the player's own melds: a Hand or a Konkan spoiled says why (R8.2, R8.5).
        untouched = turn_ending(was_down=t.down_at_start, touched_others=False, opening=t.opening)
        lines = score_lines(self._hands, self._down, seat, ending.value, self.rules, names=self.names)
        declared = ending == Ending.KONKAN and seat in self._declared
        code = Reason.DECLARED_KONKAN_WON if declared else _ENDING_REASON[ending]
        scores = self._scores_words(lines)
        spoiled = self._spoiled_words(seat, untouched if untouched != ending else None, t.touched)
        self._result = RoundResult(
            ending,
            seat,
            tuple(lines),
            declared,
            code,
            say(code, who=self.names[seat], scores=scores(None), spoiled=spoiled(None)),
        )
        self._phase = Phase.OVER
        self._undo.clear()
        self._event(EventKind.ROUND_OVER, seat, code.value, code.rule, scores=scores, spoiled=spoiled)

    def _spoiled_words(
        self, seat: int, spoiled: Ending | None, touched: tuple[EventKind, int] | None
    ) -> Callable[[int | None], str]:
        """Why the round did not end as ``spoiled`` (a Hand or a Konkan), as ``reader`` reads it."""
        names = self.names

        def words(reader: int | None) -> str:
            if spoiled is None:
                return say("spoiled.none")
            me = reader == seat
            key = f"spoiled.{spoiled.value}"
            owner = ""
            if touched is not None:
                key, owner = f"{key}.{touched[0].value}", owner_words(touched[1], seat, reader, names)
            who, whose = (say("word.you"), say("word.your")) if me else (names[seat], say("word.their"))
            return say(key, who=who, whose=whose, owner=owner)

        return words

    def _scores_words(self, lines: Sequence[Any]) -> Callable[[int | None], str]:
        names = self.names

        # The rules the scores rest on: each line's, in the rule book's order (R8.1, R8.3; R8.2 for a Hand, ...).
        rules = ", ".join(sorted({line.rule for line in lines}, key=lambda r: tuple(map(int, r[1:].split(".")))))

        def words(reader: int | None) -> str:
            parts = [
                say(
                    "event.score",
                    who=say("word.you") if line.seat == reader else names[line.seat],
                    score=f"{line.score:+d}" if line.score else "0",
                )
                for line in lines
            ]
            return say("event.scores", scores=say_list(parts, last="list.more"), rules=rules)

        return words

    def _own_rng(self) -> random.Random:
        """The reshuffle's generator, made this round's own first if a copy shares it."""
        if self._rng_shared:
            rng = random.Random()
            rng.setstate(self._rng.getstate())
            self._rng, self._rng_shared = rng, False
        return self._rng

    def _end_turn(self) -> None:
        if not self._stock:
            if self.rules.empty_stock == "reshuffle" and len(self._pile) > 1:
                top = self._pile.pop()
                rest = self._pile
                self._own_rng().shuffle(rest)
                self._stock = rest
                self._pile = [top]
                self._event(
                    EventKind.RESHUFFLE,
                    None,
                    "event.reshuffle" if len(rest) > 1 else "event.reshuffle.one",
                    "R9",
                    count=len(rest),
                )
            else:
                lines = score_lines(self._hands, self._down, None, "void", self.rules, names=self.names)
                self._result = RoundResult(
                    Ending.VOID, None, tuple(lines), False, Reason.ROUND_VOID, say(Reason.ROUND_VOID)
                )
                self._phase = Phase.OVER
                self._undo.clear()
                self._event(EventKind.ROUND_OVER, None, Reason.ROUND_VOID.value, "R7.3")
                return
        self._first_turn = False
        self._current = (self._current + 1) % self.players
        self._phase = Phase.START
        self._turn = _TurnState(self._down[self._current])
        self._undo = []

    # --- undo ------------------------------------------------------------------------
    def verify_undo(self) -> None:
        self._need_not_over()
        if not self._undo:
            if self._turn.drew:
                raise refuse(Reason.DRAW_CANNOT_BE_UNDONE)
            raise refuse(Reason.NOTHING_TO_UNDO)

    def can_undo(self) -> bool:
        return self._can(self.verify_undo)

    def undo(self) -> Undo:
        """Take back your last action of this turn (R3.6). A draw from the stock stays."""
        self.verify_undo()
        seat = self._current
        last = self._last_undoable_event()
        self._restore(self._undo.pop())
        self._event(
            EventKind.UNDO, seat, "event.undo", "R3.6", cards=last.cards if last else (), what=self._undone_words(last)
        )
        return self._record(Undo(seat))

    def _last_undoable_event(self) -> EventRecord | None:
        """The event of the move an undo takes back: the newest not yet taken back."""
        pending = 0
        e: EventRecord
        for e in reversed(self._events):
            if e.kind == EventKind.UNDO:
                pending += 1
            elif e.kind in (
                EventKind.TAKE_DISCARD,
                EventKind.GO_DOWN,
                EventKind.MELD,
                EventKind.LAY_OFF,
                EventKind.SWAP_JOKER,
            ):
                if pending == 0:
                    return e
                pending -= 1
        return None

    def _undone_words(self, last: EventRecord | None) -> Callable[[int | None], str]:
        names = self.names

        def words(reader: int | None) -> str:
            if last is None:
                return ""
            text = last.read(reader, names).message
            text = text[:1].lower() + text[1:] if not text.startswith(tuple(names)) else text
            return text.rsplit(" (", 1)[0]

        return words

    # --- asking without acting --------------------------------------------------------
    def _can(self, verify: Callable[..., Any], *args: Any, **kwargs: Any) -> bool:
        try:
            verify(*args, **kwargs)
        except IllegalAction:
            return False
        except InvalidNotation:
            return False
        return True

    def _record(self, action: A) -> A:
        self._history.append(action)
        return action

    def check(self, action: Action) -> Verdict:
        """Whether ``action`` is legal now, as a verdict; never raises for a legal or illegal
        move, and changes nothing. Its message says what the move would do, or why not."""
        if not isinstance(action, Action):
            raise InvalidNotation(say("error.takes_action", method="check", value=shown(action)))
        if self._result is None and action.seat != self._current:
            return refusal(
                Reason.NOT_YOUR_TURN,
                current=self.names[self._current],
                seat=self.names[action.seat] if action.seat < self.players else say("word.seat", seat=action.seat),
            )
        try:
            return self._verify(action)
        except IllegalAction as e:
            return e.verdict
        except InvalidNotation as e:
            raise InvalidNotation(say("error.in_action", action=action, error=e)) from None

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` is legal now: ``check(action).ok`` without writing the sentence."""
        if not isinstance(action, Action):
            raise InvalidNotation(say("error.takes_action", method="is_legal", value=shown(action)))
        if self._result is None and action.seat != self._current:
            return False
        try:
            self._verify(action, sentence=False)
        except (IllegalAction, InvalidNotation):
            return False
        return True

    def _verify(self, action: Action, *, sentence: bool = True) -> Verdict:
        """Raise the refusal of ``action`` now, or give its verdict: the sentence of what it would
        do, or, with ``sentence=False``, a plain OK that costs no words."""
        move = _move_of(action)
        found = move.check(self, action)
        return move.allowed(self, action, found) if sentence else _QUIET_OK

    def _verify_take(self, action: TakeDiscard) -> None:
        self.verify_take_discard()
        # Either copy names the top card: at the table the two look the same.
        if action.card is not None and not action.card.same_face(self._pile[-1]):
            raise refuse(Reason.NOT_TOP_DISCARD, card=action.card, top=self._pile[-1])

    def apply(self, action: Action) -> Action:
        """Play a typed action (the current player must be its seat)."""
        if not isinstance(action, Action):
            raise InvalidNotation(say("error.takes_action", method="apply", value=shown(action)))
        if self._result is None and action.seat != self._current:
            raise IllegalAction(self.check(action))
        return _move_of(action).play(self, action)

    def legal_actions(self) -> LegalActions:
        """Every legal move of the current player, melds included (an opening whole, later
        melds one group at a time, lay-offs one card at a time), listed lazily."""
        return LegalActions(self)

    # --- saving ----------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return round_to_dict(self)

    def to_json(self) -> str:
        """The round as JSON text: the deal and every action, plus the state they lead to."""
        return dumps(self.to_dict())

    @classmethod
    def from_json(cls, text: str | bytes | dict[str, Any]) -> Round:
        """Load a round saved by :meth:`to_json`, replaying every action and checking the result.

        A malformed or tampered file raises :class:`konkan.CorruptSave` saying what is wrong.
        """
        return round_from_json(text)


def _fresh_lists(lists: list[list[Any]]) -> list[list[Any]]:
    return [list(x) for x in lists]


# The attributes a round changes in place, and how a copy gets its own (Round.copy); every other
# attribute holds a value that is only ever replaced, never changed, so a copy shares it.
_COPIED: dict[str, Callable[[Any], Any]] = {
    "_hands": _fresh_lists,
    "_stock": list,
    "_pile": list,
    "_table": list,
    "_down": list,
    "_declared": list,
    "_history": list,
    "_events": list,
    "_undo": list,
    "_turn": _TurnState.copy,
    "_events_read": lambda read: {reader: list(events) for reader, events in read.items()},
}


# --- the nine actions ----------------------------------------------------------------------
F = TypeVar("F")


@dataclasses.dataclass(frozen=True)
class _Move(Generic[A, F]):
    """How a round checks and plays one kind of action (an entry of ``_MOVES``).

    ``check`` raises the refusal (:class:`IllegalAction`, or :class:`InvalidNotation` for a move
    that names no cards or meld) and returns what it found (``F``: the card picked, the melds
    judged, ...); ``allowed`` writes the verdict of the move it found allowed; ``play`` plays it
    through the public method, which checks it again, and returns the action recorded.
    ``Round.check`` uses ``check`` then ``allowed``, ``Round.is_legal`` ``check`` alone and
    ``Round.apply`` ``play``.
    """

    check: Callable[[Round, A], F]
    allowed: Callable[[Round, A, F], Verdict]
    play: Callable[[Round, A], A]


def _take_allowed(r: Round, a: TakeDiscard, _: None) -> Verdict:
    top = r._pile[-1]
    if a.seat in r._declared and r.rules.konkan_declarer_may_take_discards:
        return approval("ok.take_discard.declarer", "R9", card=top)
    if r.rules.taken_discard_must_be_used:
        return approval("ok.take_discard.used", "R9", card=top)
    return approval("ok.take_discard", "R3.3", card=top)


def _play_take(r: Round, a: TakeDiscard) -> TakeDiscard:
    r._verify_take(a)
    return r.take_discard()


def _meld_allowed(r: Round, a: Meld, verdicts: list[MeldVerdict]) -> Verdict:
    words = melds_said(verdicts)  # each meld's sentence, a house-rule note said once
    if r._down[a.seat]:
        return approval("ok.meld", "R3.4", melds=words)
    used = sum(len(v.cards) for v in verdicts)
    if len(r._hands[a.seat]) - used == 1:
        return approval("ok.opening_out", "R5.4", melds=words)
    return approval("ok.opening", "R5.1", melds=words, total=sum(v.points for v in verdicts), minimum=r.opening_needed)


def _lay_off_allowed(r: Round, a: LayOff, found: tuple[list[Card], MeldVerdict]) -> Verdict:
    picked, after = found
    return approval(
        "ok.lay_off",
        "R6.1",
        cards=cards_text(picked),
        meld=cards_text(r._table[a.meld_index].cards),
        result=cards_text(after.ordered),
    )


def _swap_allowed(r: Round, a: SwapJoker, found: tuple[list[Card], MeldVerdict]) -> Verdict:
    picked, _ = found
    return approval("ok.swap_joker", "R6.2", cards=cards_text(picked), meld=cards_text(r._table[a.meld_index].cards))


def _discard_allowed(r: Round, a: Discard, card: Card) -> Verdict:
    if len(r._hands[a.seat]) == 1:
        return approval("ok.discard_out", "R7.1", card=card)
    return approval("ok.discard", "R3.5", card=card)


def _joker_as(a: Meld) -> list[JokerReading] | None:
    return list(a.joker_as) if a.joker_as else None


# Every move the game has, one entry each: adding a kind of action is one entry here (and its
# trio on Round). A subclass of these is not a move: the round looks an action's own type up.
_MOVES: dict[type[Action], _Move[Any, Any]] = {
    DeclareKonkan: _Move[DeclareKonkan, None](
        check=lambda r, a: r.verify_declare_konkan(),
        allowed=lambda r, a, _: approval("ok.declare_konkan", "R8.6"),
        play=lambda r, a: r.declare_konkan(),
    ),
    Draw: _Move[Draw, None](
        check=lambda r, a: r.verify_draw(),
        allowed=lambda r, a, _: approval("ok.draw", "R3.3"),
        play=lambda r, a: r.draw(),
    ),
    TakeDiscard: _Move[TakeDiscard, None](check=Round._verify_take, allowed=_take_allowed, play=_play_take),
    ReturnDiscard: _Move[ReturnDiscard, None](
        check=lambda r, a: r.verify_return_discard(),
        allowed=lambda r, a, _: approval("ok.return_discard", "R3.3", card=r.took_discard),
        play=lambda r, a: r.return_discard(),
    ),
    Meld: _Move[Meld, list[MeldVerdict]](
        check=lambda r, a: r._check_meld(a.groups, _joker_as(a)),
        allowed=_meld_allowed,
        play=lambda r, a: r.meld(*a.groups, joker_as=_joker_as(a)),
    ),
    LayOff: _Move[LayOff, tuple[list[Card], MeldVerdict]](
        check=lambda r, a: r._check_lay_off(a.cards, a.meld_index, a.joker_as),
        allowed=_lay_off_allowed,
        play=lambda r, a: r.lay_off(list(a.cards), a.meld_index, a.joker_as),
    ),
    SwapJoker: _Move[SwapJoker, tuple[list[Card], MeldVerdict]](
        check=lambda r, a: r._check_swap(a.cards, a.meld_index),
        allowed=_swap_allowed,
        play=lambda r, a: r.swap_joker(list(a.cards), a.meld_index),
    ),
    Discard: _Move[Discard, Card](
        check=lambda r, a: r._check_discard(a.card), allowed=_discard_allowed, play=lambda r, a: r.discard(a.card)
    ),
    Undo: _Move[Undo, None](
        check=lambda r, a: r.verify_undo(),
        allowed=lambda r, a, _: approval("ok.undo", "R3.6"),
        play=lambda r, a: r.undo(),
    ),
}


def _move_of(action: Action) -> _Move[Action, Any]:
    move = _MOVES.get(type(action))
    if move is None:
        raise InvalidNotation(say("error.not_a_move", value=shown(action)))
    return move


def _read_reading(value: Any) -> JokerReading:
    """``joker_as`` for one group as a player gives it: a card, text of one or two cards, or a
    list of them."""
    if value is None or isinstance(value, Card):
        cards: list[Card] = [] if value is None else [value]
    elif isinstance(value, str):
        cards = to_cards(value, what="joker_as")
    elif isinstance(value, (list, tuple)) and len(value) <= 2:
        cards = [to_card(v, what="joker_as") for v in value]
    else:
        raise InvalidNotation(say("error.joker_as.type", value=shown(value)))
    if any(c.is_joker for c in cards):
        raise InvalidNotation(say("error.joker_as.joker"))
    if len(cards) > 2:
        raise InvalidNotation(say("error.joker_as.two", value=shown(value)))
    return None if not cards else cards[0] if len(cards) == 1 else tuple(cards)


def _words(write: Callable[[Any], str], value: Any) -> Callable[[int | None], str]:
    """A sentence field written only when an event is first read."""
    return lambda reader: write(value)
