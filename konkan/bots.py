"""Computer players.

``RandomPlayer`` is the weakest opponent and a tester's tool: on its turn it picks uniformly among
the legal actions it can see, melds and lay-offs it finds included.

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
from typing import Protocol

from .actions import Action, Meld
from .melds import MeldVerdict, melds_in
from .reasons import ActionKind, Phase
from .round import Round
from .view import SeatView


class Player(Protocol):
    def play_turn(self, round: Round) -> list[Action]: ...


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


class RandomPlayer:
    """Plays a whole turn by choosing uniformly among the legal actions it finds."""

    def __init__(self, seed: int | str | None = None, *, declare_chance: float = 0.05):
        self.rng = random.Random(seed)
        self.declare_chance = declare_chance

    def __repr__(self) -> str:
        return "RandomPlayer()"

    def _meld_options(self, round: Round, view: SeatView) -> list[Action]:
        seat = view.seat
        out: list[Action] = []
        if view.is_down:
            for m in melds_in(view.hand, view.rules.ace_value, view.rules.jokers_per_meld):
                if len(m.cards) < len(view.hand):
                    out.append(Meld(seat, (m.cards,), (m.reading if m.kind == "run" else None,)))
        else:
            for group in _opening_candidates(view, self.rng):
                a = Meld(seat, tuple(m.cards for m in group),
                         tuple(m.reading if m.kind == "run" else None for m in group))
                if round.is_legal(a):
                    out.append(a)
        return out

    def play_turn(self, round: Round) -> list[Action]:
        """Play the current seat's whole turn; return the actions taken."""
        seat = round.current
        done: list[Action] = []
        took_once = False
        steps = 0
        while not round.is_over and round.current == seat:
            steps += 1
            options: list[Action] = list(round.legal_actions().simple())
            if any(a.kind == ActionKind.DECLARE_KONKAN for a in options) and self.rng.random() >= self.declare_chance:
                options = [a for a in options if a.kind != ActionKind.DECLARE_KONKAN]
            if took_once:
                options = [a for a in options if a.kind != ActionKind.TAKE_DISCARD]
            if steps > 25:  # enough wandering: head for the discard
                ends = [a for a in options if a.kind == ActionKind.DISCARD]
                options = ends or [a for a in options if a.kind in (ActionKind.UNDO, ActionKind.RETURN_DISCARD, ActionKind.DRAW)] or options
            elif round.phase != Phase.START or round.is_first_turn:
                options = options + self._meld_options(round, round.view(seat))
            if not options:
                raise AssertionError(f"seat {seat} has no legal action in {round!r}: the rules always leave one")
            action = self.rng.choice(options)
            if action.kind == ActionKind.TAKE_DISCARD:
                took_once = True
            done.append(round.apply(action))
        return done
