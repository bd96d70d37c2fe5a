"""Computer players: they decide from a seat's view, one move at a time, and say why.

A player is asked ``player.decide(view)`` with a :class:`~konkan.view.SeatView` (never the
round, so it cannot peek) and answers a :class:`Decision`: the ``action`` and ``why``, one or two
plain sentences naming the cards, citing the rules (empty for the random player).
``player.play_turn(round)`` is the convenience that asks ``decide`` with ``round.view(seat)``
until the seat's turn ends, plays each move, and returns the decisions.

Three levels, by class or by name (:func:`make_player`): ``"random"`` picks among the legal
moves it can see; ``"greedy"`` plays the best move the hints rank first; ``"strong"`` samples the
cards it cannot see and looks ahead.

>>> from konkan import Round, Rules
>>> from konkan.bots import RandomPlayer
>>> r = Round(Rules(players=2), seed=3)
>>> bots = [RandomPlayer(seed=1), RandomPlayer(seed=2)]
>>> while not r.is_over:
...     _ = bots[r.current].play_turn(r)
>>> r.result.ending in ("out", "hand", "konkan", "void")
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from .actions import Action, DeclareKonkan, Discard, Draw, LayOff, Meld, ReturnDiscard, SwapJoker, TakeDiscard, Undo
from .advice import Hint, hints_for_view, turn_so_far
from .analysis import konkan_shape
from .cards import Card, card_value, cards_text, full_deck
from .catalogue import say
from .errors import KonkanError, shown
from .melds import MeldVerdict, melds_in, melds_text
from .reasons import ActionKind, EventKind, HintKind, Phase, Reason
from .round import Round, _TurnState
from .table import lay_off_options
from .view import SeatView

__all__ = ["PLAYER_LEVELS", "Decision", "GreedyPlayer", "Player", "RandomPlayer", "StrongPlayer", "make_player",
           "shadow_round", "unseen_cards"]


@dataclass(frozen=True)
class Decision:
    """One move a player chose: the ``action`` (for ``round.apply``) and ``why``, in plain
    sentences citing the rules ("" when the player gives no reasons)."""

    action: Action
    why: str = ""

    def __str__(self) -> str:
        return f"{self.action}: {self.why}" if self.why else str(self.action)


@runtime_checkable
class Player(Protocol):
    """Anything that chooses moves from a seat's view."""

    def decide(self, view: SeatView) -> Decision: ...

    def play_turn(self, round: Round) -> list[Decision]: ...


class _Player:
    """What every level shares: ``play_turn`` asks ``decide`` until the turn passes on."""

    level = ""

    def decide(self, view: SeatView) -> Decision:
        raise NotImplementedError

    def play_turn(self, round: Round) -> list[Decision]:
        """Play the current seat's whole turn on ``round``; return the decisions, in order."""
        seat = round.current
        done: list[Decision] = []
        while not round.is_over and round.current == seat:
            d = self.decide(round.view(seat))
            round.apply(d.action)
            done.append(d)
        return done

    def _need_turn(self, view: SeatView) -> None:
        if not view.my_turn:
            who = view.names[view.seat]
            raise KonkanError(f"{who} has no move to choose: it is not {who}'s turn in this view")


# --- a round that agrees with what one seat sees ---------------------------------------------------

def unseen_cards(view: SeatView) -> list[Card]:
    """The physical cards this seat cannot see: in the other hands or the stock, by id."""
    seen = {c.id for c in view.hand} | {c.id for c in view.discard_pile}
    seen |= {c.id for m in view.table for c in m.cards}
    return [c for c in full_deck() if c.id not in seen]


def shadow_round(view: SeatView, others: list[list[Card]] | None = None, stock: list[Card] | None = None) -> Round:
    """A round whose view from ``view.seat`` is this view, the unseen cards placed as given
    (by default in id order: the other seats' hands first, then the stock, its top last).

    It is how a player asks the engine (``Round.is_legal``) about its own moves and plays
    sampled futures without ever seeing the real round. Moves taken back before it was made
    are not known to it, so it can take nothing back."""
    rules = view.rules
    n = rules.players
    if others is None or stock is None:
        pool = unseen_cards(view)
        others, pos = [], 0
        for s in range(n):
            k = 0 if s == view.seat else view.hand_sizes[s]
            others.append(pool[pos:pos + k])
            pos += k
        stock = pool[pos:]
    r = Round(rules, number=view.number, dealer=(view.current - 1) % n, deck=full_deck(), names=view.names)
    r._hands = [list(view.hand) if s == view.seat else list(others[s]) for s in range(n)]
    r._stock = list(stock)
    r._pile = list(view.discard_pile)
    r._table = list(view.table)
    r._down = list(view.down)
    r._declared = list(view.declared)
    r._highest_opening = view.highest_opening
    r._current = view.current
    r._phase = view.phase
    r._first_turn = view.first_turn
    r._result = view.result
    turn = _TurnState(view.down_at_turn_start if view.my_turn else view.down[view.current])
    if view.my_turn:
        turn.took = view.took_discard
        turn.new_melds = list(view.new_melds)
        turn.touched_others = view.touched_others
        turn.opening = turn_so_far(view).opening
        turn.freed = list(view.freed_jokers)
        turn.drew = view.phase == Phase.PLAY and view.took_discard is None and not view.first_turn
    r._turn = turn
    return r


# --- the random player -------------------------------------------------------------------------------

def _opening_candidates(view: SeatView, rng: random.Random, tries: int = 12) -> list[tuple[MeldVerdict, ...]]:
    """A few openings found by random greedy search (not the best: that is for the hints)."""
    melds = list(melds_in(view.hand, view.rules.ace_value))
    if not melds:
        return []
    found: list[tuple[MeldVerdict, ...]] = []
    for _ in range(tries):
        rng.shuffle(melds)
        used: set[int] = set()
        chosen: list[MeldVerdict] = []
        for m in melds:
            ids = {c.id for c in m.cards}
            if ids & used:
                continue
            chosen.append(m)
            used |= ids
        # Trim from the end until at least one card is kept for the discard.
        while chosen and len(view.hand) - sum(len(m.cards) for m in chosen) < 1:
            chosen.pop()
        for k in range(len(chosen), 0, -1):
            group = tuple(chosen[:k])
            if group not in found:
                found.append(group)
    return found


def _this_turn(view: SeatView) -> list[Any]:
    """This seat's events since its turn began (after the last discard)."""
    events = view.events
    start = len(events)
    while start > 0 and events[start - 1].kind != EventKind.DISCARD:
        start -= 1
    return [e for e in events[start:] if e.seat == view.seat]


class RandomPlayer(_Player):
    """Chooses uniformly among the legal moves it can see, melds and lay-offs it finds included.
    It gives no reasons. ``declare_chance`` is how often it declares Konkan when it may."""

    level = "random"

    def __init__(self, seed: int | str | None = None, *, declare_chance: float = 0.05):
        self.seed = seed
        self.rng = random.Random(seed)
        self.declare_chance = declare_chance

    def __repr__(self) -> str:
        return "RandomPlayer()"

    def _meld_options(self, view: SeatView) -> list[Action]:
        seat = view.seat
        out: list[Action] = []
        if view.is_down:
            for m in melds_in(view.hand, view.rules.ace_value):
                if len(m.cards) < len(view.hand):
                    out.append(Meld(seat, (m.cards,), (m.joker_as if m.kind == "run" else None,)))
        else:
            shadow: Round | None = None
            for group in _opening_candidates(view, self.rng):
                a = Meld(seat, tuple(m.cards for m in group),
                         tuple(m.joker_as if m.kind == "run" else None for m in group))
                shadow = shadow or shadow_round(view)
                if shadow.is_legal(a):
                    out.append(a)
        return out

    def decide(self, view: SeatView) -> Decision:
        self._need_turn(view)
        mine = _this_turn(view)
        took_once = any(e.kind == EventKind.TAKE_DISCARD for e in mine)
        steps = len(mine) + 1
        options: list[Action] = list(view.legal)
        if any(a.kind == ActionKind.DECLARE_KONKAN for a in options) and self.rng.random() >= self.declare_chance:
            options = [a for a in options if a.kind != ActionKind.DECLARE_KONKAN]
        if took_once:
            options = [a for a in options if a.kind != ActionKind.TAKE_DISCARD]
        if steps > 25:  # enough wandering: head for the discard
            ends = [a for a in options if a.kind == ActionKind.DISCARD]
            options = ends or [a for a in options if a.kind in (ActionKind.UNDO, ActionKind.RETURN_DISCARD,
                                                                ActionKind.DRAW)] or options
        elif view.may_meld:
            options = options + self._meld_options(view)
        if not options:
            raise AssertionError(f"seat {view.seat} has no legal action: the rules always leave one")
        return Decision(self.rng.choice(options))


# --- why: a move told in the player's own words -------------------------------------------------------

def _discarder(view: SeatView) -> int | None:
    """The seat whose discard is on top of the pile (the last to discard)."""
    for e in reversed(view.events):
        if e.kind == EventKind.DISCARD:
            return e.seat
    return None


def _whose(view: SeatView, seat: int | None) -> str:
    if seat is None:
        return say("bot.whose.pile")
    if seat == view.seat:
        return say("bot.whose.mine")
    return say("bot.whose.theirs", name=view.names[seat])


def _short_words(short: int) -> str:
    return say("bot.short.one") if short == 1 else say("bot.short.many", count=short)


_TAKE_WHY = {
    Reason.HINT_TAKE_TO_GO_DOWN: "bot.take.go_down",
    Reason.HINT_TAKE_GOES_OUT_HAND: "bot.take.out_at_once",
    Reason.HINT_TAKE_GOES_OUT_KONKAN: "bot.take.out_at_once",
    Reason.HINT_TAKE_TO_GO_OUT: "bot.take.go_out",
    Reason.HINT_TAKE_FOR_MELD: "bot.take.meld",
    Reason.HINT_TAKE_COMPLETES_KONKAN: "bot.take.konkan",
    Reason.HINT_TAKE_KONKAN_CLOSER: "bot.take.konkan_closer",
}
_DRAW_WHY = {
    Reason.HINT_TAKE_NOT_NEEDED: "bot.draw.not_needed",
    Reason.HINT_TAKE_CANNOT_GO_DOWN: "bot.draw.cannot_go_down",
    Reason.HINT_TAKE_NO_MELD: "bot.draw.no_meld",
    Reason.HINT_TAKE_NOT_KONKAN: "bot.draw.not_konkan",
}
_OUT_AT_ONCE = frozenset({Reason.HINT_GO_OUT_AT_ONCE_HAND, Reason.HINT_GO_OUT_AT_ONCE_KONKAN,
                          Reason.HINT_PUT_DOWN_DECLARED_KONKAN})
_GOING_OUT = frozenset({Reason.HINT_GO_OUT, Reason.HINT_GO_OUT_HAND, Reason.HINT_GO_OUT_KONKAN})


def explain(view: SeatView, action: Action, hints: list[Hint] | None = None) -> str:
    """Why ``action`` is a good move from this view, in the first person: one or two sentences
    naming the cards, citing the rules. ``hints`` are the view's hints, if already asked for."""
    hs = hints_for_view(view) if hints is None else hints
    hint = next((h for h in hs if h.actions and h.actions[0] == action), None)
    code = hint.code if hint is not None else None
    if isinstance(action, DeclareKonkan):
        shape = konkan_shape(view.hand)
        if shape.found:
            assert shape.run is not None and shape.set is not None
            return say("bot.declare.held", run=cards_text(shape.run.ordered), set=cards_text(shape.set.ordered))
        return say("bot.declare.short", short=_short_words(shape.short))
    if isinstance(action, (TakeDiscard, Draw)):
        top = view.discard_top
        whose = _whose(view, _discarder(view))
        take = next((h for h in hs if h.kind == HintKind.TAKE_DISCARD), None)
        tcode = take.code if take is not None else None
        if isinstance(action, Draw):
            if top is None:
                return say("bot.draw.only")
            return say(_DRAW_WHY.get(tcode, "bot.draw") if tcode is not None else "bot.draw", card=top, whose=whose)
        key = _TAKE_WHY.get(tcode) if tcode is not None else None
        if key is None or take is None:
            return say("bot.take", card=top, whose=whose)
        return say(key, card=top, whose=whose, melds=melds_text(take.groups), total=take.points,
                   meld=melds_text(take.groups[:1]))
    if isinstance(action, Meld):
        melds = melds_text(action.groups)
        if code == Reason.HINT_GO_DOWN and hint is not None:
            return say("bot.go_down", melds=melds, total=hint.points, minimum=view.opening_needed)
        if code in _OUT_AT_ONCE:
            return say("bot.out_at_once", melds=melds)
        if code in _GOING_OUT:
            return say("bot.meld.going_out", melds=melds)
        if view.is_down:
            shed = sum(card_value(c, view.rules.joker_penalty, view.rules.ace_value) for c in action.cards)
            return say("bot.meld", melds=melds, total=shed)
        return say("bot.meld.open", melds=melds)
    if isinstance(action, LayOff):
        target = view.table[action.meld_index]
        key = "bot.lay_off.going_out" if code in _GOING_OUT else "bot.lay_off"
        return say(key, cards=cards_text(action.cards), owner=_whose(view, target.owner),
                   meld=cards_text(target.cards))
    if isinstance(action, SwapJoker):
        target = view.table[action.meld_index]
        key = "bot.swap.going_out" if code in _GOING_OUT else "bot.swap"
        return say(key, cards=cards_text(action.cards), owner=_whose(view, target.owner),
                   meld=cards_text(target.cards))
    if isinstance(action, Discard):
        card = action.card
        if len(view.hand) == 1:
            return say("bot.discard.out", card=card)
        value = card_value(card, view.rules.joker_penalty, view.rules.ace_value)
        naturals = [c for c in view.hand if not c.is_joker and c != card]
        feeds = any(m for m in melds_in(naturals + [card], view.rules.ace_value) if card in m.cards) or any(
            o.rank == card.rank or (o.suit == card.suit and (
                abs(o.rank - card.rank) <= 2 or {o.rank, card.rank} in ({1, 13}, {1, 12})))
            for o in naturals if not o.same_face(card)) or card.is_joker
        text = say("bot.discard.feeds_none" if not feeds else "bot.discard", card=card, value=value)
        n = len(view.hand_sizes)
        nxt = (view.seat + 1) % n
        if view.down[nxt] and nxt != view.seat and not lay_off_options(view.table, [card]):
            text += " " + say("bot.discard.next_cannot", name=view.names[nxt], card=card)
        return text
    if isinstance(action, (Undo, ReturnDiscard)):
        took = view.took_discard
        if isinstance(action, ReturnDiscard) and took is not None:
            return say("bot.put_back", card=took)
        return say("bot.undo")
    return ""


# --- the greedy player -------------------------------------------------------------------------------

class _TurnMemory:
    """What a player remembers of its own turn: the moves it took back, not to be tried again."""

    def __init__(self) -> None:
        self.avoid: set[Action] = set()
        self.last: list[Action] = []


class GreedyPlayer(_Player):
    """Plays the move the hints rank first (:mod:`konkan.advice`): goes down as soon as the
    exact best opening allows, melds, lays off and swaps jokers, goes out when it can, weighs the
    top discard against the stock, and throws the costliest card that feeds no meld, keeping
    clear of what the next player can lay off. ``explain=False`` skips the sentences (faster)."""

    level = "greedy"

    def __init__(self, seed: int | str | None = None, *, explain: bool = True):
        self.seed = seed
        self.rng = random.Random(seed)
        self.explain = explain
        self._memory = _TurnMemory()

    def __repr__(self) -> str:
        return "GreedyPlayer()"

    def _remember(self, view: SeatView) -> _TurnMemory:
        mine = _this_turn(view)
        if not mine:
            self._memory = _TurnMemory()
        return self._memory

    def choose(self, view: SeatView) -> tuple[Action, list[Hint]]:
        """The move and the hints it came from (no sentence written for it)."""
        self._need_turn(view)
        memory = self._remember(view)
        hs = hints_for_view(view)
        took_once = any(e.kind == EventKind.TAKE_DISCARD for e in _this_turn(view))
        action: Action | None = None
        for h in hs:
            if not h.actions:
                continue
            a = h.actions[0]
            if a in memory.avoid or (took_once and isinstance(a, TakeDiscard)):
                continue
            action = a
            break
        if action is None:
            action = _fallback(view)
        if isinstance(action, Undo) and memory.last:
            memory.avoid.add(memory.last.pop())
        elif isinstance(action, ReturnDiscard):
            memory.last.clear()
        else:
            memory.last.append(action)
        return action, hs

    def decide(self, view: SeatView) -> Decision:
        action, hs = self.choose(view)
        return Decision(action, explain(view, action, hs) if self.explain else "")


def _fallback(view: SeatView) -> Action:
    """A move when no hint gives one: the first discard, else the first legal move."""
    legal = list(view.legal)
    for kinds in ((ActionKind.DISCARD,), (ActionKind.DRAW,), (ActionKind.UNDO, ActionKind.RETURN_DISCARD)):
        for a in legal:
            if a.kind in kinds:
                return a
    if not legal:
        raise AssertionError(f"seat {view.seat} has no legal action: the rules always leave one")
    return legal[0]


class StrongPlayer(GreedyPlayer):
    """A searching player (placeholder: plays as the greedy one until its search is in)."""

    level = "strong"

    def __init__(self, seed: int | str | None = None, *, budget: float = 1.0, explain: bool = True):
        super().__init__(seed, explain=explain)
        self.budget = budget

    def __repr__(self) -> str:
        return f"StrongPlayer(budget={self.budget!r})"


# --- choosing a player by name ------------------------------------------------------------------------

def _levels() -> dict[str, type[Any]]:
    return {"random": RandomPlayer, "greedy": GreedyPlayer, "strong": StrongPlayer}


PLAYER_LEVELS: tuple[str, ...] = ("random", "greedy", "strong")


def make_player(spec: Any, *, seed: int | str | None = None) -> Player:
    """A player from its level's name (``"random"``, ``"greedy"``, ``"strong"``), seeded; a
    player object is passed through as it is."""
    if isinstance(spec, str):
        cls = _levels().get(spec.strip().lower())
        if cls is None:
            raise KonkanError(f"there is no computer player called {shown(spec)}: choose one of "
                              + ", ".join(repr(n) for n in PLAYER_LEVELS))
        player: Player = cls(seed=seed)
        return player
    if isinstance(spec, Player):
        return spec
    raise KonkanError(f"a player is a level's name ({', '.join(PLAYER_LEVELS)}) or an object with decide(view), "
                      f"got {shown(spec)}")
