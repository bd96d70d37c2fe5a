"""Many seeded games between computer players, for class experiments.

:func:`simulate` plays ``games`` whole games (:class:`~konkan.game.Game`) with one player per
seat and sums up each seat: games won, the mean and spread of final totals, rounds won (went
out), Hands, Konkans, void rounds, and how many of its own turns it took to go down. Game ``i``
is dealt from a seed made of the master seed and ``i``, and each player named by its level is
seeded from that game's seed and its seat, so a result repeats exactly from its seed, whatever
runs the games: this process, a process pool, or a Dask cluster's executor.

>>> from konkan import simulate
>>> result = simulate(2, ["greedy", "random"], seed=1, progress=False)
>>> [row.player for row in result.rows]
['greedy', 'random']
>>> result.rows[0].games, sum(row.wins for row in result.rows) >= 2
(2, True)
>>> result.to_dicts()[0]["seat"]
0
"""

from __future__ import annotations

import copy
import html
import importlib
import math
import statistics
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures import Executor
from dataclasses import asdict, dataclass
from typing import Any

from ..catalogue import say
from ..catalogue.said import Said
from ..errors import KonkanError, shown, whole_number
from ..game import Game
from ..reasons import Ending
from ..render import SVG
from ..rules import Rules
from .players import Player, make_player

__all__ = ["GameRecord", "SeatResult", "SimulationResult", "simulate"]


@dataclass(frozen=True)
class GameRecord:
    """One game as the simulator keeps it, per game seat: the final ``totals``, the
    ``winners``, rounds won (went out), Hands and Konkans, the void rounds, and for each round a
    seat went down in, how many of its own turns that took."""

    index: int
    seed: str
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    rounds: int
    rounds_won: tuple[int, ...]
    hands: tuple[int, ...]
    konkans: tuple[int, ...]
    void_rounds: int
    turns_to_go_down: tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class SeatResult:
    """One seat over all the games: its ``player`` (level name or repr), ``wins`` (games won,
    a shared win counted for each winner), ``shared_wins`` (how many of those it shared: a tie for
    the lowest total, or a partnership's win), ``mean_total`` and ``sd_total`` (the spread of final
    totals), ``rounds`` played and ``rounds_won`` (went out), ``hands``, ``konkans``,
    ``void_rounds`` and ``mean_turns_to_go_down`` (None if it never went down)."""

    seat: int
    player: str
    games: int
    wins: int
    win_rate: float
    mean_total: float
    sd_total: float
    rounds: int
    rounds_won: int
    hands: int
    konkans: int
    void_rounds: int
    mean_turns_to_go_down: float | None
    shared_wins: int = 0


# The table's columns: each a field of SeatResult, its title the catalogue's play.simulate.column.<field>.
_COLUMN_KEYS = (
    "seat",
    "player",
    "wins",
    "win_rate",
    "shared_wins",
    "mean_total",
    "sd_total",
    "rounds_won",
    "hands",
    "konkans",
    "void_rounds",
    "mean_turns_to_go_down",
)
_TITLES = Said("play.simulate.column.{}", _COLUMN_KEYS)  # said when the table is shown, in its language


def _cell(key: str, value: Any) -> str:
    if value is None:
        return "–"
    if key == "win_rate":
        return f"{100 * value:.0f}%"
    if isinstance(value, float):
        return f"{value:.1f}"
    return str(value)


@dataclass(frozen=True)
class SimulationResult:
    """What :func:`simulate` found: one :class:`SeatResult` per seat (``rows``), and every
    game's :class:`GameRecord` (``records``). Shows as a table in a notebook and as text in a
    terminal; ``to_dicts()``, ``to_dataframe()`` (needs pandas) and ``plot()`` (an SVG chart)."""

    rows: tuple[SeatResult, ...]
    records: tuple[GameRecord, ...]
    rules: Rules
    seed: str

    @property
    def games(self) -> int:
        return len(self.records)

    @property
    def shared_games(self) -> int:
        """How many games had more than one winner (a tie for the lowest total, or a team)."""
        return sum(len(rec.winners) > 1 for rec in self.records)

    def note(self) -> str:
        """A sentence on shared wins when there were any, else "": they make the wins add up to
        more than the games, and the win rates to more than 100%."""
        shared = self.shared_games
        if not shared:
            return ""
        key = "play.simulate.shared.team" if self.rules.partnership else "play.simulate.shared"
        return say(key, shared=shared, games=self.games)

    def to_dicts(self) -> list[dict[str, Any]]:
        """One plain dict per seat."""
        return [asdict(row) for row in self.rows]

    def to_dataframe(self) -> Any:
        """The table as a pandas DataFrame, one row per seat (pandas must be installed)."""
        try:
            pandas = importlib.import_module("pandas")
        except ImportError:
            raise ImportError(say("error.play.pandas")) from None
        return pandas.DataFrame(self.to_dicts()).set_index("seat")

    def _table(self) -> list[list[str]]:
        return [[_cell(k, getattr(row, k)) for k in _COLUMN_KEYS] for row in self.rows]

    def __str__(self) -> str:
        head = list(_TITLES.values())
        body = self._table()
        widths = [max(len(r[i]) for r in [head, *body]) for i in range(len(head))]
        lines = [say("play.simulate.head", games=self.games, seed=repr(self.seed))]
        lines.append("  ".join(h.ljust(w) if i < 2 else h.rjust(w) for i, (h, w) in enumerate(zip(head, widths))))
        for r in body:
            lines.append("  ".join(c.ljust(w) if i < 2 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))))
        if self.note():
            lines.append(self.note())
        return "\n".join(lines)

    def __repr__(self) -> str:
        return say("play.simulate.repr", games=self.games, seats=len(self.rows))

    def _repr_html_(self) -> str:
        titles = "".join(f"<th>{html.escape(title)}</th>" for title in _TITLES.values())
        body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in r) + "</tr>" for r in self._table())
        head = say("play.simulate.caption", games=self.games, seed=repr(self.seed))
        caption = html.escape(" ".join(filter(None, [head, self.note()])))
        return (
            f'<table class="konkan-simulation"><caption>{caption}</caption>'  # not user words
            f"<thead><tr>{titles}</tr></thead><tbody>{body}</tbody></table>"
        )

    def plot(self, *, width: int = 420) -> SVG:
        """A small bar chart of each seat's win rate, as SVG (it shows itself in a notebook)."""
        bar_h, gap, label_w = 22, 8, 150
        height = len(self.rows) * (bar_h + gap) + gap + 20
        span = width - label_w - 50
        parts = [
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '  # not user words
            f'role="img" aria-label="{html.escape(say("play.simulate.plot.label"))}" '
            'font-family="sans-serif" font-size="12">',
            f'<text x="{label_w}" y="14" fill="currentColor">{html.escape(say("play.simulate.plot.title"))}</text>',
        ]
        for i, row in enumerate(self.rows):
            y = 20 + gap + i * (bar_h + gap)
            w = max(1, round(span * row.win_rate))
            label = html.escape(say("play.simulate.plot.seat", seat=row.seat, player=row.player))
            parts.append(
                f'<text x="{label_w - 6}" y="{y + bar_h - 7}" text-anchor="end" fill="currentColor">{label}</text>'
            )
            parts.append(f'<rect x="{label_w}" y="{y}" width="{w}" height="{bar_h}" fill="#4a7ab5"/>')
            parts.append(
                f'<text x="{label_w + w + 4}" y="{y + bar_h - 7}" fill="currentColor">{100 * row.win_rate:.0f}%</text>'
            )
        parts.append("</svg>")
        return SVG("".join(parts))


def _name(spec: Any) -> str:
    return spec if isinstance(spec, str) else repr(spec)


def play_game(index: int, players: Sequence[Any], rules: Rules, seed: str) -> GameRecord:
    """Play game ``index`` of a simulation to its end (a process pool or a cluster runs this)."""
    game_seed = f"{seed}:{index}"
    seats = [
        make_player(p, seed=f"{game_seed}:{s}") if isinstance(p, str) else copy.deepcopy(p)
        for s, p in enumerate(players)
    ]
    n = rules.players
    g = Game(rules, seed=game_seed)
    rounds_won, hands, konkans = [0] * n, [0] * n, [0] * n
    down_turns: list[list[int]] = [[] for _ in range(n)]
    voids = 0
    while True:
        r = g.round
        seat_of = g.seats(r)
        turns = [0] * r.players
        went_down = [False] * r.players
        while not r.is_over:
            s = r.current
            seats[seat_of[s]].play_turn(r)
            turns[s] += 1
            if not went_down[s] and r.is_down(s):
                went_down[s] = True
                down_turns[seat_of[s]].append(turns[s])
        result = r.result
        assert result is not None
        if result.ending == Ending.VOID:
            voids += 1
        elif result.finisher is not None:
            who = seat_of[result.finisher]
            rounds_won[who] += 1
            hands[who] += result.ending == Ending.HAND
            konkans[who] += result.ending == Ending.KONKAN
        if g.is_over:
            break
        g.next_round()
    counted = len(g.counted_rounds)
    return GameRecord(
        index,
        game_seed,
        tuple(g.totals),
        tuple(g.winners),
        counted,
        tuple(rounds_won),
        tuple(hands),
        tuple(konkans),
        voids,
        tuple(tuple(t) for t in down_turns),
    )


def _play(task: tuple[int, Sequence[Any], Rules, str]) -> GameRecord:
    return play_game(*task)


def _summarize(records: Sequence[GameRecord], players: Sequence[Any], rules: Rules, seed: str) -> SimulationResult:
    rows = []
    games = len(records)
    for s in range(rules.players):
        totals = [rec.totals[s] for rec in records]
        turns = [t for rec in records for t in rec.turns_to_go_down[s]]
        wins = sum(s in rec.winners for rec in records)
        shared = sum(s in rec.winners and len(rec.winners) > 1 for rec in records)
        rows.append(
            SeatResult(
                seat=s,
                player=_name(players[s]),
                games=games,
                wins=wins,
                win_rate=wins / games if games else 0.0,
                mean_total=statistics.fmean(totals) if totals else 0.0,
                sd_total=statistics.stdev(totals) if len(totals) > 1 else 0.0,
                rounds=sum(rec.rounds for rec in records),
                rounds_won=sum(rec.rounds_won[s] for rec in records),
                hands=sum(rec.hands[s] for rec in records),
                konkans=sum(rec.konkans[s] for rec in records),
                void_rounds=sum(rec.void_rounds for rec in records),
                mean_turns_to_go_down=statistics.fmean(turns) if turns else None,
                shared_wins=shared,
            )
        )
    return SimulationResult(tuple(rows), tuple(records), rules, seed)


def _bar(total: int, show: bool) -> Any:
    if not show:
        return None
    try:
        from tqdm.auto import tqdm
    except ImportError:  # no progress bar without tqdm: the results are the same
        return None
    return tqdm(total=total, desc=say("play.simulate.progress"), unit=say("play.simulate.progress.unit"))


def simulate(
    games: int,
    players: Sequence[Any],
    rules: Rules | None = None,
    *,
    seed: int | str | None = None,
    progress: bool = True,
    executor: Executor | None = None,
) -> SimulationResult:
    """Play ``games`` seeded games, one player per seat, and sum up each seat.

    ``players`` gives each seat a level name (``"random"``, ``"greedy"``, ``"strong"``) or a
    player object (copied afresh for every game). ``rules`` defaults to the standard table for
    that many players. ``seed`` (default 0) fixes every deal and every player's choices.
    ``progress`` shows tqdm's bar (a widget in a notebook, text in a terminal) if tqdm is
    installed. ``executor`` (any ``concurrent.futures.Executor``: a process pool, or a Dask
    cluster's ``client.get_executor()``) plays the games; the results are the same with any
    executor and any number of workers.
    """
    games = whole_number(games, "games", 1, key="error.play.games")
    if isinstance(players, str) or not isinstance(players, Sequence):
        raise KonkanError(say("error.play.players", players=shown(players)))
    specs = list(players)
    for p in specs:
        if isinstance(p, str):
            make_player(p)  # a bad level name fails here, naming it
        elif not isinstance(p, Player):
            raise KonkanError(say("error.play.player_object", player=shown(p)))
    table = rules if rules is not None else Rules(players=len(specs))
    if not isinstance(table, Rules):
        raise KonkanError(say("error.play.rules", rules=shown(rules)))
    if table.players != len(specs):
        raise KonkanError(say("error.play.rules_players", rules=table.players, given=len(specs)))
    master = str(0 if seed is None else seed)
    tasks = [(i, specs, table, master) for i in range(games)]
    results: Iterable[GameRecord] = executor.map(_play, tasks) if executor is not None else map(_play, tasks)
    bar = _bar(games, progress)
    records = list(_counted(results, bar))
    return _summarize(records, specs, table, master)


def _counted(results: Iterable[GameRecord], bar: Any) -> Iterator[GameRecord]:
    try:
        for rec in results:
            if bar is not None:
                bar.update(1)
            yield rec
    finally:
        if bar is not None:
            bar.close()


def win_rate_interval(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a win rate (95% by default): where the true rate lies."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))
