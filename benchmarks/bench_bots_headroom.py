"""How much room there is above the greedy player, heads-up: figures for whoever works on the
strong player next. Prints, never asserts. Run `.venv/bin/python benchmarks/bench_bots_headroom.py
[deals] [rounds]`.

1. A measuring stick that cheats: a greedy player that sees the next player's hand and, when
   that player would take its greedy discard, throws the first of the hints' other discards it
   would not take. Played against greedy on mirrored deals, as in `bench_bots.py`. No fair
   player sees that hand; the figure bounds what reading the next hand from the table could win.
2. One decision at a time: in greedy-against-greedy rounds, at each discard of seat 0, every
   discard is played on to the round's end by greedy players in the real (hidden) deal. This
   gives the points each discard would really have cost, so a player's choice can be compared
   with the greedy one on exactly the same cards, without the luck of the later draws that a
   whole game adds. Printed for the strong player at its default budget, with 95% intervals.
"""

from __future__ import annotations

import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from konkan import Round, Rules
from konkan.actions import Action, Discard
from konkan.play.advice import Hint
from konkan.play.guessing import would_take
from konkan.play.players import GreedyPlayer, StrongPlayer
from konkan.play.simulate import win_rate_interval
from konkan.reasons import HintKind
from konkan.view import SeatView

WORKERS = 2


class NextHandPeeker(GreedyPlayer):
    """Greedy, but it sees the next player's hand (a measuring stick only: it cheats)."""

    def __init__(self, seed: int | str | None = None):
        super().__init__(seed, explain=False)
        self._next: list[Any] = []

    def play_turn(self, round: Round) -> list[Any]:
        self._next = list(round.hand((round.current + 1) % round.players))
        return super().play_turn(round)

    def choose(self, view: SeatView) -> tuple[Action, list[Hint]]:
        action, hs = super().choose(view)
        if not isinstance(action, Discard) or len(view.hand) == 1:
            return action, hs
        nxt = (view.seat + 1) % len(view.hand_sizes)
        down = view.down[nxt]
        if not would_take(view, self._next, action.card, down):
            return action, hs
        for h in hs:
            if h.kind == HintKind.DISCARD and h.actions:
                other = h.actions[0]
                assert isinstance(other, Discard)
                if not would_take(view, self._next, other.card, down):
                    if self._memory.last and self._memory.last[-1] == action:
                        self._memory.last[-1] = other
                    return other, hs
        return action, hs


def peeker_deal(deal: int) -> tuple[float, float]:
    """One mirrored 2-player deal, the peeker against greedy: (1, ½ or 0, points ahead)."""
    mine = theirs = 0.0
    for seat in range(2):
        r = Round(Rules(players=2), seed=f"duplicate:{deal}")
        bots = [NextHandPeeker() if s == seat else GreedyPlayer(explain=False) for s in range(2)]
        while not r.is_over:
            bots[r.current].play_turn(r)
        assert r.result is not None
        mine += r.result.scores[seat]
        theirs += r.result.scores[1 - seat]
    return (1.0 if mine < theirs else 0.5 if mine == theirs else 0.0), theirs - mine


def discard_cost(r: Round, seat: int, action: Action) -> float:
    """The seat's score less its opponent's once the round is played on by greedy players."""
    world = r.copy()
    world.apply(action)
    bots = [GreedyPlayer(explain=False) for _ in range(world.players)]
    while not world.is_over:
        bots[world.current].play_turn(world)
    assert world.result is not None
    return float(world.result.scores[seat] - world.result.scores[1 - seat])


def decisions(index: int) -> list[tuple[float, float, bool]]:
    """For each discard of seat 0 in one greedy round: (points the strong choice saved against the
    greedy one, points the best discard in hindsight saved, whether the strong player chose
    another card)."""
    r = Round(Rules(players=2), seed=f"headroom:{index}")
    bots = [GreedyPlayer(explain=False) for _ in range(2)]
    out = []
    while not r.is_over:
        seat = r.current
        view = r.view(seat)
        action, _ = bots[seat].choose(view)
        if seat == 0 and isinstance(action, Discard) and len(view.hand) > 1:
            chosen = StrongPlayer(seed=f"headroom:{index}:{len(out)}", explain=False).decide(view).action
            costs: dict[Any, float] = {}
            for c in view.hand:
                if not c.is_joker and c.face not in costs:
                    costs[c.face] = discard_cost(r, seat, Discard(seat, c))
            assert isinstance(chosen, Discard)
            greedy = costs[action.card.face]
            out.append(
                (greedy - costs[chosen.card.face], greedy - min(costs.values()), not chosen.card.same_face(action.card))
            )
        r.apply(action)
    return out


def mean_interval(xs: list[float]) -> str:
    m = statistics.fmean(xs)
    h = 1.96 * statistics.stdev(xs) / len(xs) ** 0.5
    return f"{m:+.2f} (95% CI {m - h:+.2f} to {m + h:+.2f})"


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 60
    with ProcessPoolExecutor(WORKERS) as pool:
        t = time.perf_counter()
        pairs = list(pool.map(peeker_deal, range(deals), chunksize=4))
        wins = sum(w for w, _ in pairs)
        low, high = win_rate_interval(wins, deals)
        print(
            f"greedy that sees the next hand (cheats) against greedy, 2 players: {wins / deals:.1%} of {deals} "
            f"mirrored deals (95% CI {low:.1%} to {high:.1%}); points a deal {mean_interval([e for _, e in pairs])}"
            f"  [{time.perf_counter() - t:.0f} s]"
        )
        t = time.perf_counter()
        rows = [x for part in pool.map(decisions, range(rounds)) for x in part]
        print(f"{len(rows)} discards of greedy rounds, each discard played out in the real deal by greedy players:")
        print(
            f"  points the strong player's choice saves against greedy's, a discard: "
            f"{mean_interval([a for a, _, _ in rows])}; it chose another card {sum(c for *_, c in rows)} times"
        )
        print(
            f"  points the best discard in hindsight saves (knowing every hidden card): "
            f"{mean_interval([b for _, b, _ in rows])}  [{time.perf_counter() - t:.0f} s]"
        )


if __name__ == "__main__":
    main()
