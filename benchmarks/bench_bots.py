"""Computer-player figures: greedy games per second, the strong player's seconds per move, and
win rates on mirrored seeded deals with 95% confidence intervals.

Run with `make bench` (or `.venv/bin/python benchmarks/bench_bots.py [deals] [games]`). Prints,
never asserts. The win rates play duplicate deals: each deal is played once per seat rotation, so
both players hold every hand; a player wins the deal when its scores over the rotations sum lower
than its opponent's (a tie counts half). With identical play every deal ties, so a rate above
one half, its interval included, means the player is better on the same cards. A deal is one
round, or a whole seeded game of five rounds (won on the lowest total, R8.7): the game is how
Konkan is won, and it adds up the points a round's win or loss alone does not show.
"""

from __future__ import annotations

import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from konkan import Round, Rules, simulate
from konkan.play.players import StrongPlayer, make_player
from konkan.play.simulate import play_game, win_rate_interval

WORKERS = 2


def greedy_games_per_second(games: int = 12) -> float:
    t = time.perf_counter()
    simulate(games, ["greedy"] * 4, Rules(players=4), seed="bench", progress=False)
    return games / (time.perf_counter() - t)


def strong_seconds_per_move(rounds: int = 3) -> tuple[float, list[float], list[float]]:
    """Mean seconds per move at the default budget; and the seconds of each discard it weighed,
    by looking one draw ahead (not yet down) and by playing guessed deals out (once down)."""
    moves: list[float] = []
    ahead: list[float] = []
    searched: list[float] = []
    for seed in range(rounds):
        r = Round(Rules(players=4), seed=f"move:{seed}")
        strong = StrongPlayer(seed=seed)
        bots = [strong, *(make_player("greedy", seed=s) for s in range(1, 4))]
        while not r.is_over:
            seat = r.current
            if seat != 0:
                bots[seat].play_turn(r)
                continue
            while not r.is_over and r.current == 0:
                before = (strong.looked_ahead, strong.searched)
                t = time.perf_counter()
                d = strong.decide(r.view(0))
                took = time.perf_counter() - t
                moves.append(took)
                if strong.looked_ahead > before[0]:
                    ahead.append(took)
                if strong.searched > before[1]:
                    searched.append(took)
                r.apply(d.action)
    return statistics.fmean(moves), ahead, searched


def duplicate_deal(task: tuple[str, str, int, int]) -> tuple[float, float]:
    """One deal, played once per seat rotation with ``level`` in one seat and ``rival`` in the
    others: 1 if ``level`` did better over the rotations, 0 if worse, 0.5 for a tie; and by how
    many points (its opponents' mean score less its own, summed over the rotations)."""
    level, rival, players, deal = task
    mine = theirs = 0.0
    for seat in range(players):
        r = Round(Rules(players=players), seed=f"duplicate:{deal}")
        bots = [make_player(level if s == seat else rival, seed=f"{deal}:{s}") for s in range(players)]
        while not r.is_over:
            bots[r.current].play_turn(r)
        assert r.result is not None
        scores = r.result.scores
        mine += scores[seat]
        theirs += sum(scores[s] for s in range(players) if s != seat) / (players - 1)
    return (1.0 if mine < theirs else 0.5 if mine == theirs else 0.0), theirs - mine


def duplicate_game(task: tuple[str, str, int, int]) -> tuple[float, float]:
    """One whole game (every round of it, R8.7), played once per seat rotation as
    :func:`duplicate_deal` plays one round: 1, 0.5 or 0 by the final totals, and by how many points."""
    level, rival, players, game = task
    mine = theirs = 0.0
    for seat in range(players):
        bots = [make_player(level if s == seat else rival, seed=f"{game}:{s}") for s in range(players)]
        totals = play_game(game, bots, Rules(players=players), "duplicate-game").totals
        mine += totals[seat]
        theirs += sum(totals[s] for s in range(players) if s != seat) / (players - 1)
    return (1.0 if mine < theirs else 0.5 if mine == theirs else 0.0), theirs - mine


def win_rate(
    level: str, rival: str, deals: int, pool: ProcessPoolExecutor, players: int = 2, games: bool = False
) -> str:
    t = time.perf_counter()
    play = duplicate_game if games else duplicate_deal
    pairs = list(pool.map(play, [(level, rival, players, d) for d in range(deals)]))
    results = [w for w, _ in pairs]
    edges = [e for _, e in pairs]
    wins = sum(results)
    low, high = win_rate_interval(wins, deals)
    ties = results.count(0.5)
    edge = statistics.fmean(edges)
    spread = 1.96 * statistics.stdev(edges) / deals**0.5 if deals > 1 else float("nan")
    what, each = (
        ("whole games (every round, lowest total wins, R8.7)", "game") if games else ("deals (one round)", "deal")
    )
    return (
        f"{level} against {rival}, {players} players: {wins / deals:6.1%} of {deals} mirrored {what} "
        f"(95% CI {low:.1%} to {high:.1%}; {ties} ties; fair share 50%); "
        f"{edge:+.1f} points a {each} (95% CI {edge - spread:+.1f} to {edge + spread:+.1f})  "
        f"[{time.perf_counter() - t:.0f} s]"
    )


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    games = int(sys.argv[2]) if len(sys.argv) > 2 else deals // 2
    print(f"greedy against greedy, 4 players x 5 rounds: {greedy_games_per_second():.2f} games/s (target >= 2)")
    mean, ahead, searched = strong_seconds_per_move()
    print(
        f"strong player at its default budget ({StrongPlayer().budget} deals), 4 players: {mean:.3f} s per move "
        f"on average; {statistics.fmean(ahead):.3f} s per discard weighed one draw ahead ({len(ahead)}, slowest "
        f"{max(ahead):.3f} s); {statistics.fmean(searched):.3f} s per discard weighed by playing deals out "
        f"({len(searched)}, slowest {max(searched):.3f} s); target <= 1 s"
    )
    with ProcessPoolExecutor(WORKERS) as pool:
        print(win_rate("greedy", "random", max(10, deals // 4), pool))
        print(win_rate("strong", "greedy", deals, pool))
        print(win_rate("strong", "greedy", games, pool, games=True))


if __name__ == "__main__":
    main()
