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

from .game import Action, Round, SeatView
from .melds import MeldVerdict, _find_melds


class Player(Protocol):
    def play_turn(self, round: Round) -> list[Action]: ...


def _opening_candidates(view: SeatView, rng: random.Random, tries: int = 12) -> list[tuple[MeldVerdict, ...]]:
    """A few openings found by random greedy search (not the best: that is for the hints)."""
    melds = [m for m in _find_melds(view.hand)]
    if not melds:
        return []
    found: list[tuple[MeldVerdict, ...]] = []
    for _ in range(tries):
        rng.shuffle(melds)
        used: set = set()
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
            for m in _find_melds(view.hand):
                if len(m.cards) < len(view.hand):
                    out.append(Action(seat, "meld", groups=(m.cards,),
                                      joker_as=(m.joker_as,) if m.joker_as is not None else ()))
        else:
            for group in _opening_candidates(view, self.rng):
                wanted = tuple(m.joker_as for m in group)
                a = Action(seat, "meld", groups=tuple(m.cards for m in group),
                           joker_as=wanted if any(w is not None for w in wanted) else ())
                if round.can_meld(*a.groups, joker_as=list(a.joker_as) if a.joker_as else None):
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
            options = round.legal_actions()
            if any(a.kind == "declare_konkan" for a in options) and self.rng.random() >= self.declare_chance:
                options = [a for a in options if a.kind != "declare_konkan"]
            if took_once:
                options = [a for a in options if a.kind != "take_discard"]
            if steps > 25:  # enough wandering: head for the discard
                ends = [a for a in options if a.kind == "discard"]
                options = ends or [a for a in options if a.kind in ("undo", "return_discard", "draw")] or options
            elif round.phase != "start" or round.is_first_turn:
                options = options + self._meld_options(round, round.view(seat))
            if not options:
                raise RuntimeError(f"seat {seat} has no legal action in {round!r}")
            action = self.rng.choice(options)
            if action.kind == "take_discard":
                took_once = True
            done.append(round.apply(action))
        return done
