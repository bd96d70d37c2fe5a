"""Computer players: they decide from a seat's view, one move at a time, and say why.

A player is asked ``player.decide(view)`` with a :class:`~konkan.view.SeatView` (never the
round, so it cannot peek) and answers a :class:`Decision`: the ``action`` and ``why``, one or two
plain sentences naming the cards, citing the rules (empty for the random player).
``player.play_turn(round)`` is the convenience that asks ``decide`` with ``round.view(seat)``
until the seat's turn ends, plays each move, and returns the decisions.

Three levels, by class or by name (:func:`make_player`): ``"random"`` picks among the legal
moves it can see; ``"greedy"`` plays the best move the hints rank first; ``"strong"`` samples the
cards it cannot see (:mod:`konkan.play.guessing`) and looks ahead, playing guessed deals on to
the end (:mod:`konkan.play.playouts`). :func:`explain` writes a player's reason for a move.

>>> from konkan import Round, Rules
>>> from konkan.play.players import RandomPlayer
>>> r = Round(Rules(players=2), seed=3)
>>> bots = [RandomPlayer(seed=1), RandomPlayer(seed=2)]
>>> while not r.is_over:
...     _ = bots[r.current].play_turn(r)
>>> r.result.ending in ("out", "hand", "konkan", "void")
True
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from ..actions import Action, DeclareKonkan, Discard, Draw, LayOff, Meld, ReturnDiscard, SwapJoker, TakeDiscard, Undo
from ..cards import card_value, cards_text
from ..catalogue import say
from ..errors import KonkanError, shown, whole_number
from ..melds import MeldVerdict, goes_with, jokers_toward, melds_in, melds_text
from ..reasons import ActionKind, EventKind, HintKind, Reason
from ..round import Round
from ..table_melds import lay_off_options
from ..view import SeatView, seen_in_hands, unseen_cards
from .advice import Hint, hints_for_view
from .analysis import Part, konkan_shape, part, said
from .guessing import (
    Outlook,
    deal_unseen,
    draw_outlook,
    opening_rules,
    passed_over,
    read_table,
    shadow_round,
    unseen_pool,
    would_take,
)
from .playouts import quick_playout

# Outlook, draw_outlook, opening_rules, shadow_round, unseen_pool (konkan.play.guessing) and
# unseen_cards (konkan.view) stay importable from here too, where the players' tests ask for them.
__all__ = [
    "PLAYER_LEVELS",
    "Decision",
    "GreedyPlayer",
    "Player",
    "RandomPlayer",
    "StrongPlayer",
    "explain",
    "explain_parts",
    "make_player",
    "Outlook",
    "draw_outlook",
    "opening_rules",
    "shadow_round",
    "unseen_cards",
    "unseen_pool",
]


@dataclass(frozen=True)
class Decision:
    """One move a player chose: the ``action`` (for ``round.apply``) and ``why``, in plain
    sentences citing the rules ("" when the player gives no reasons); ``parts`` are those
    sentences as data, each a catalogue key and its fields."""

    action: Action
    why: str = ""
    parts: tuple[Part, ...] = field(default=(), compare=False, repr=False)

    @classmethod
    def said(cls, action: Action, parts: tuple[Part, ...]) -> Decision:
        """The decision whose reason is these sentences."""
        return cls(action, said(parts), parts)

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
            raise KonkanError(say("error.play.not_your_turn", name=who))


# --- the random player -------------------------------------------------------------------------------


def _opening_candidates(view: SeatView, rng: random.Random, tries: int = 12) -> list[tuple[MeldVerdict, ...]]:
    """A few openings found by random greedy search (not the best: that is for the hints)."""
    melds = list(melds_in(view.hand, view.rules.ace_value, view.rules.jokers_per_meld))
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
            for m in melds_in(view.hand, view.rules.ace_value, view.rules.jokers_per_meld):
                if len(m.cards) < len(view.hand):
                    out.append(Meld(seat, (m.cards,), (m.reading if m.kind == "run" else None,)))
        else:
            shadow: Round | None = None
            for group in _opening_candidates(view, self.rng):
                a = Meld(
                    seat, tuple(m.cards for m in group), tuple(m.reading if m.kind == "run" else None for m in group)
                )
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
            options = (
                ends
                or [a for a in options if a.kind in (ActionKind.UNDO, ActionKind.RETURN_DISCARD, ActionKind.DRAW)]
                or options
            )
        elif view.may_meld:
            options = options + self._meld_options(view)
        if not options:
            raise AssertionError(say("error.play.no_legal_action", seat=view.seat))
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
    Reason.HINT_TAKE_ADDS_NOTHING: "bot.draw.adds_nothing",
    Reason.HINT_TAKE_NOT_KONKAN: "bot.draw.not_konkan",
}
_OUT_AT_ONCE = frozenset(
    {Reason.HINT_GO_OUT_AT_ONCE_HAND, Reason.HINT_GO_OUT_AT_ONCE_KONKAN, Reason.HINT_PUT_DOWN_DECLARED_KONKAN}
)
_GOING_OUT = frozenset({Reason.HINT_GO_OUT, Reason.HINT_GO_OUT_HAND, Reason.HINT_GO_OUT_KONKAN})


def explain(view: SeatView, action: Action, hints: list[Hint] | None = None, *, brief: bool = False) -> str:
    """Why ``action`` is a good move from this view, in the first person: one or two sentences
    naming the cards, citing the rules. ``hints`` are the view's hints, if already asked for;
    ``brief`` keeps to one sentence."""
    return said(explain_parts(view, action, hints, brief=brief))


def explain_parts(
    view: SeatView, action: Action, hints: list[Hint] | None = None, *, brief: bool = False
) -> tuple[Part, ...]:
    """The sentences of :func:`explain` as data: each a catalogue key and its fields."""
    return tuple(_why(view, action, hints, brief))


def _why(view: SeatView, action: Action, hints: list[Hint] | None, brief: bool) -> list[Part]:
    hs = hints_for_view(view) if hints is None else hints
    hint = next((h for h in hs if h.actions and h.actions[0] == action), None)
    code = hint.code if hint is not None else None
    if isinstance(action, DeclareKonkan):
        shape = konkan_shape(view.hand)
        if shape.found:
            assert shape.run is not None and shape.set is not None
            return [part("bot.declare.held", run=cards_text(shape.run.ordered), set=cards_text(shape.set.ordered))]
        if shape.short == 1:
            return [part("bot.declare.short.one")]
        return [part("bot.declare.short", short=shape.short)]
    if isinstance(action, (TakeDiscard, Draw)):
        top = view.discard_top
        whose = _whose(view, _discarder(view))
        take = next((h for h in hs if h.kind == HintKind.TAKE_DISCARD), None)
        tcode = take.code if take is not None else None
        if isinstance(action, Draw):
            if top is None:
                return [part("bot.draw.only")]
            drawn = _DRAW_WHY.get(tcode, "bot.draw") if tcode is not None else "bot.draw"
            if tcode == Reason.HINT_TAKE_NOT_KONKAN and not view.rules.konkan_declarer_may_take_discards:
                # The card may bring the Konkan closer, but taking it obliges a meld it does not make (R3.3).
                drawn = "bot.draw.not_konkan.bound"
            return [part(drawn, card=top, whose=whose)]
        key = _TAKE_WHY.get(tcode) if tcode is not None else None
        if key is None or take is None:
            return [part("bot.take", card=top, whose=whose)]
        return [
            part(
                key,
                card=top,
                whose=whose,
                melds=melds_text(take.groups),
                total=take.points,
                meld=melds_text(take.groups[:1]),
            )
        ]
    if isinstance(action, Meld):
        melds = melds_text(action.groups)
        if code == Reason.HINT_GO_DOWN and hint is not None:
            return [part("bot.go_down", melds=melds, total=hint.points, minimum=view.opening_needed)]
        if code in _OUT_AT_ONCE:
            return [part("bot.out_at_once", melds=melds)]
        if code in _GOING_OUT:
            return [part("bot.meld.going_out", melds=melds)]
        if view.is_down:
            shed = sum(card_value(c, view.rules.joker_penalty, view.rules.ace_value) for c in action.cards)
            return [part("bot.meld", melds=melds, total=shed)]
        return [part("bot.meld.open", melds=melds)]
    if isinstance(action, LayOff):
        target = view.table[action.meld_index]
        key = "bot.lay_off.going_out" if code in _GOING_OUT else "bot.lay_off"
        return [
            part(key, cards=cards_text(action.cards), owner=_whose(view, target.owner), meld=cards_text(target.cards))
        ]
    if isinstance(action, SwapJoker):
        target = view.table[action.meld_index]
        key = "bot.swap.going_out" if code in _GOING_OUT else "bot.swap"
        return [
            part(key, cards=cards_text(action.cards), owner=_whose(view, target.owner), meld=cards_text(target.cards))
        ]
    if isinstance(action, Discard):
        card = action.card
        if len(view.hand) == 1:
            return [part("bot.discard.out", card=card)]
        value = card_value(card, view.rules.joker_penalty, view.rules.ace_value)
        # The same test as the hints' (R4.1, R4.2): a card goes with another toward a meld when the
        # two can stand in one with the jokers held and one card more (two jokers a meld, R9).
        toward = jokers_toward(view.hand, view.rules.jokers_per_meld)
        feeds = card.is_joker or any(goes_with(card, o, toward) for o in view.hand if o != card)
        text = [part("bot.discard.feeds_none" if not feeds else "bot.discard", card=card, value=value)]
        n = len(view.hand_sizes)
        nxt = (view.seat + 1) % n
        if not brief and view.down[nxt] and nxt != view.seat and not lay_off_options(view.table, [card]):
            text.append(part("bot.discard.next_cannot", name=view.names[nxt], card=card))
        return text
    if isinstance(action, (Undo, ReturnDiscard)):
        took = view.took_discard
        if isinstance(action, ReturnDiscard) and took is not None:
            return [part("bot.put_back", card=took)]
        return [part("bot.undo")]
    return []


# --- the greedy player -------------------------------------------------------------------------------


class _TurnMemory:
    """What a player remembers of its own turn: the moves it took back, not to be tried again."""

    def __init__(self) -> None:
        self.avoid: set[Action] = set()
        self.last: list[Action] = []


class GreedyPlayer(_Player):
    """Plays the move the hints rank first (:mod:`konkan.play.advice`): goes down as soon as the
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
        return Decision.said(action, explain_parts(view, action, hs)) if self.explain else Decision(action)


def _fallback(view: SeatView) -> Action:
    """A move when no hint gives one: the first discard, else the first legal move."""
    legal = list(view.legal)
    for kinds in ((ActionKind.DISCARD,), (ActionKind.DRAW,), (ActionKind.UNDO, ActionKind.RETURN_DISCARD)):
        for a in legal:
            if a.kind in kinds:
                return a
    if not legal:
        raise AssertionError(say("error.play.no_legal_action", seat=view.seat))
    return legal[0]


class StrongPlayer(GreedyPlayer):
    """A player that looks ahead before it discards. It plays as the greedy player, but weighs
    the discards the hints advise by what could follow, remembering every card the table has
    shown (a card someone took from the discard pile, or a joker they freed, stays in their hand
    until it shows up again):

    - Not yet down, it tries each card it cannot see as its next draw: it keeps the discard that
      gives the best chance of going down next turn, and the best try at an opening on average
      (R5.1), the hints' ranking breaking near ties.
    - Once down, when the hints rank a few discards close together, ``budget`` times it deals
      the cards it cannot see into the other hands and the stock, consistent with what the table
      has seen (a discard the next player passed over did not fit their hand), and for each
      discard plays the round on to its end with quick greedy turns. It keeps the discard that
      left it best placed on average: its score less its opponents' (R8). Every discard meets
      the same deals, so their luck cancels out.
    - With ``search="turn"`` it weighs the start of its turn the same way: when the
      hints would take the top discard, or draw while the discard could make a meld or an opening,
      it plays the guessed deals on from taking it and from drawing, and keeps the better.
    - With ``guess="table"`` its deals read the table: a seat that threw a card, or
      passed it over, is less likely to hold cards that go with it; one that took a card and holds
      it, likelier; one that is down, less likely to hold a card it could lay off
      (:func:`~konkan.play.guessing.read_table`). ``search="discard"`` and ``guess="uniform"``, the defaults,
      play as the strong player did before it weighed its draw and read the table.

    ``budget`` (deals per decision) is the dial a teacher turns: 0 plays exactly as the greedy
    player (no looking ahead at all), more sees further (the default, 12, took about 0.4 s per
    searched decision where it was built, two shared cores). ``seconds``, if
    given, stops adding deals once that much time has passed (at least two); a time limit makes
    play depend on the machine's speed, so seeded results repeat only without it."""

    level = "strong"
    DISCARDS_WEIGHED = 3  # the hints' best discards weighed against each other, at most
    MARGIN = 15.0  # in the hints' ranking points: a discard ranked further below the best is not weighed
    REDEALS = 12  # tries at a deal that fits what the next player passed over
    GREEDY_TURNS = 2  # turns after the discard played by greedy players (then quick ones)
    # Not yet down, a discard is weighed by the next draw: the chance it lets the hand go down,
    # the opening it makes on average, and the hints' own ranking.
    W_OPENING = 100.0
    W_POINTS = 1.0
    W_HINT = 0.3
    SEARCHES = ("turn", "discard")  # the default last
    GUESSES = ("table", "uniform")  # the default last

    def __init__(
        self,
        seed: int | str | None = None,
        *,
        budget: int = 12,
        seconds: float | None = None,
        explain: bool = True,
        search: str = "discard",
        guess: str = "uniform",
    ):
        super().__init__(seed, explain=explain)
        budget = whole_number(budget, "budget", 0, key="error.play.budget")
        if search not in self.SEARCHES:
            raise KonkanError(say("error.play.search", value=shown(search)))
        if guess not in self.GUESSES:
            raise KonkanError(say("error.play.guess", value=shown(guess)))
        self.budget = budget
        self.seconds = seconds
        self.search_mode = search
        self.guess = guess
        self.searched = 0  # discards settled by playing guessed deals out (once down)
        self.looked_ahead = 0  # discards settled by looking one draw ahead (not yet down)
        self.drawn = 0  # choices between the top discard and the stock settled by playing deals out

    def __repr__(self) -> str:
        extra = (
            ""
            if (self.search_mode, self.guess) == (self.SEARCHES[-1], self.GUESSES[-1])
            else f", search={self.search_mode!r}, guess={self.guess!r}"
        )
        return f"StrongPlayer(budget={self.budget!r}{extra})"

    def decide(self, view: SeatView) -> Decision:
        first, hs = self.choose(view)
        if self.budget and self.search_mode == "turn":
            pair = self.take_or_draw(view, first)
            if pair:
                return self._take_or_draw(view, first, hs, pair)
        options = self.candidates(view, first, hs) if self.budget else []
        if len(options) < 2:
            return Decision.said(first, explain_parts(view, first, hs)) if self.explain else Decision(first)
        if not view.is_down:
            best, reason = self._look_ahead(view, first, hs, options)
            self.looked_ahead += 1
        else:
            best, deals = self.search(view, options)
            self.searched += 1
            assert isinstance(first, Discard)
            kept = first.card

            def reason() -> Part:
                return part("bot.search", samples=deals, card=kept)

        self._remember_instead(first, best)
        if not self.explain:
            return Decision(best, "")
        if best == first:
            return Decision.said(best, explain_parts(view, best, hs))
        return Decision.said(best, explain_parts(view, best, hs, brief=True) + (reason(),))

    def take_or_draw(self, view: SeatView, first: Action) -> list[Action]:
        """At the start of the turn, the top discard and the stock when both are worth weighing:
        the hints' choice first. Taking is worth weighing when the card makes a meld with the hand
        (or an opening, not yet down), or, once down, fits a meld on the table (R3.3, R6.1)."""
        if not isinstance(first, (TakeDiscard, Draw)) or view.discard_top is None:
            return []
        if any(e.kind == EventKind.TAKE_DISCARD for e in _this_turn(view)):
            return []
        take = next((a for a in view.legal if isinstance(a, TakeDiscard)), None)
        draw = next((a for a in view.legal if isinstance(a, Draw)), None)
        if take is None or draw is None:
            return []
        if isinstance(first, Draw):
            top = view.discard_top
            hand = list(view.hand)
            if not (
                would_take(view, hand, top, view.is_down)
                or (view.is_down and not top.is_joker and lay_off_options(view.table, [top]))
            ):
                return []
            return [draw, take]
        return [take, draw]

    def _take_or_draw(self, view: SeatView, first: Action, hs: list[Hint], options: list[Action]) -> Decision:
        best, deals = self.search(view, options, whole_turn=True)
        self.drawn += 1
        self._remember_instead(first, best)
        if not self.explain:
            return Decision(best, "")
        if best == first:
            return Decision.said(best, explain_parts(view, best, hs))
        key = "bot.search.take" if isinstance(best, TakeDiscard) else "bot.search.draw"
        why = part(key, samples=deals, card=view.discard_top, whose=_whose(view, _discarder(view)))
        return Decision.said(best, (why,))

    def _remember_instead(self, first: Action, best: Action) -> None:
        """The turn's memory holds the move played, not the one first thought of."""
        memory = self._memory
        if best != first and memory.last and memory.last[-1] == first:
            memory.last[-1] = best

    def _look_ahead(
        self, view: SeatView, first: Action, hs: list[Hint], options: list[Action]
    ) -> tuple[Action, Callable[[], Part]]:
        """Not yet down: the discard that does best with the next card drawn (R5.1), and what to say
        if it is not the hints' first."""
        assert isinstance(first, Discard)
        pool = unseen_pool(view)
        rules = opening_rules(view)
        scores = {h.actions[0]: h.score for h in hs if h.kind == HintKind.DISCARD and h.actions}
        outlooks: dict[Action, Outlook] = {}
        for a in options:
            assert isinstance(a, Discard)
            kept = list(view.hand)
            kept.remove(a.card)
            outlooks[a] = draw_outlook(kept, pool, rules)

        def value(a: Action) -> float:
            o = outlooks[a]
            return (
                self.W_OPENING * o.opening / max(o.unseen, 1)
                + self.W_POINTS * o.points
                + self.W_HINT * scores.get(a, 0.0)
            )

        best = max(options, key=lambda a: (value(a), -options.index(a)))

        def reason() -> Part:
            assert isinstance(first, Discard)
            mine, theirs = outlooks[best], outlooks[first]
            if mine.opening > theirs.opening:
                return part(
                    "bot.look_ahead.chance",
                    card=first.card,
                    unseen=mine.unseen,
                    count=mine.opening,
                    other=theirs.opening,
                )
            digits = (
                0
                if round(mine.points) != round(theirs.points)
                else 1
                if round(mine.points, 1) != round(theirs.points, 1)
                else 2
            )
            return part(
                "bot.look_ahead.points",
                card=first.card,
                unseen=mine.unseen,
                points=f"{mine.points:.{digits}f}",
                other=f"{theirs.points:.{digits}f}",
                minimum=rules.opening_minimum,
            )

        return best, reason

    def candidates(self, view: SeatView, first: Action, hs: list[Hint]) -> list[Action]:
        """The discards worth weighing: the greedy choice first, then those ranked close to it."""
        if not isinstance(first, Discard) or len(view.hand) == 1:
            return []
        ranked = [h for h in hs if h.kind == HintKind.DISCARD and h.actions]
        if not ranked or ranked[0].actions[0] != first:
            return []
        top = ranked[0].score
        margin = self.MARGIN if view.is_down else float("inf")  # not yet down: every advised discard
        return [h.actions[0] for h in ranked[: self.DISCARDS_WEIGHED] if top - h.score <= margin]

    def search(self, view: SeatView, options: list[Action], *, whole_turn: bool = False) -> tuple[Action, int]:
        """The option whose playouts came out best on average, and how many deals were played.
        Every option meets the same deals. ``whole_turn``: the options start the turn (take or
        draw), and the rest of it is played as the greedy player would."""
        known = seen_in_hands(view)
        nxt = (view.seat + 1) % len(view.hand_sizes)
        passed = passed_over(view, nxt)
        leanings = read_table(view) if self.guess == "table" else None
        totals = [0.0] * len(options)
        start = time.perf_counter()
        deals = 0
        while deals < self.budget:
            if self.seconds is not None and deals >= 2 and time.perf_counter() - start > self.seconds:
                break
            others, stock = deal_unseen(view, known, self.rng, leanings=leanings)
            for _ in range(self.REDEALS):
                if not any(would_take(view, others[nxt], c, view.down[nxt]) for c in passed):
                    break
                others, stock = deal_unseen(view, known, self.rng, leanings=leanings)
            for i, a in enumerate(options):
                world = shadow_round(view, others, stock)
                world.apply(a)
                _greedy_turns(world, self.GREEDY_TURNS + whole_turn)
                totals[i] += quick_playout(world, view.seat)
            deals += 1
        best = min(range(len(options)), key=lambda i: (totals[i], i))
        return options[best], deals


def _greedy_turns(world: Round, turns: int) -> None:
    """Play the next few turns of a playout as greedy players would."""
    players = [GreedyPlayer(explain=False) for _ in range(world.players)]
    for _ in range(turns):
        seat = world.current
        steps = 0
        while not world.is_over and world.current == seat and steps < 40:
            view = world.view(seat)
            action, _ = players[seat].choose(view)
            if not world.is_legal(action):
                action = _fallback(view)
            world.apply(action)
            steps += 1
        if world.is_over:
            return


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
            levels = ", ".join(repr(n) for n in PLAYER_LEVELS)
            raise KonkanError(say("error.play.unknown_player", name=shown(spec), levels=levels))
        player: Player = cls(seed=seed)
        return player
    if isinstance(spec, Player):
        return spec
    raise KonkanError(say("error.play.player", levels=", ".join(PLAYER_LEVELS), player=shown(spec)))
