"""The simulator: seeded, the same whatever executor plays the games, and readable as a table."""

import re
from concurrent.futures import ProcessPoolExecutor

import distributed
import pandas
import pytest
from helpers import sized

from konkan import KonkanError, Rules, SimulationResult, simulate
from konkan.play.players import GreedyPlayer, StrongPlayer
from konkan.play.simulate import play_game, win_rate_interval

PLAYERS = ["greedy", "random", "greedy"]


@pytest.fixture(scope="module")
def serial() -> SimulationResult:
    return simulate(4, PLAYERS, seed="class", progress=False)


def test_a_simulation_repeats_from_its_seed(serial):
    again = simulate(4, PLAYERS, seed="class", progress=False)
    assert again.records == serial.records and again.to_dicts() == serial.to_dicts()
    other = simulate(1, PLAYERS, seed="other", progress=False)  # one game is enough to differ
    assert other.records[0] != serial.records[0]


def test_a_process_pool_gives_the_serial_result(serial):
    with ProcessPoolExecutor(2) as pool:
        pooled = simulate(4, PLAYERS, seed="class", progress=False, executor=pool)
    assert pooled.records == serial.records and pooled.to_dicts() == serial.to_dicts()


def test_a_dask_cluster_gives_the_serial_result(serial):
    with (
        distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None) as cluster,
        distributed.Client(cluster) as client,
    ):
        clustered = simulate(4, PLAYERS, seed="class", progress=False, executor=client.get_executor())
    assert clustered.records == serial.records and clustered.to_dicts() == serial.to_dicts()


def test_the_summary_adds_up_the_games(serial):
    rows = serial.rows
    assert [r.player for r in rows] == PLAYERS and serial.games == 4
    for r in rows:
        assert r.games == 4 and r.wins == sum(r.seat in rec.winners for rec in serial.records)
        assert r.mean_total == sum(rec.totals[r.seat] for rec in serial.records) / 4
        assert r.rounds_won == sum(rec.rounds_won[r.seat] for rec in serial.records)
        assert r.hands <= r.rounds_won and r.konkans <= r.rounds_won
        assert r.mean_turns_to_go_down is None or r.mean_turns_to_go_down >= 1
    # Every counted round has one winner at most; a void round none.
    assert sum(r.rounds_won for r in rows) <= rows[0].rounds
    assert rows[0].rounds == sum(rec.rounds for rec in serial.records) == 4 * 5
    # The greedy players beat the random one.
    assert rows[1].mean_total > max(rows[0].mean_total, rows[2].mean_total)


def test_the_result_reads_as_text_html_dicts_and_a_chart(serial):
    text = str(serial)
    assert text.splitlines()[0] == "4 games, seed 'class'"
    assert re.search(r"^1\s+random\s+0\s+0%", text, re.M)
    html = serial._repr_html_()
    assert html.count("<tr>") == 1 + 3 and "<th>win rate</th>" in html
    dicts = serial.to_dicts()
    assert [d["player"] for d in dicts] == PLAYERS and set(dicts[0]) >= {"wins", "mean_total", "sd_total", "hands"}
    chart = serial.plot()
    assert chart._repr_svg_().startswith("<svg") and chart.count("<rect") == 3
    assert repr(serial) == "<SimulationResult: 4 games, 3 seats>"


def test_shared_wins_are_counted_and_said_so_the_wins_can_exceed_the_games():
    # The class experiment of notebook 05: one of its six games ends in a tie for the lowest total.
    result = simulate(6, PLAYERS, Rules(players=3, rounds=2), seed=1, progress=False)
    shared = [rec for rec in result.records if len(rec.winners) > 1]
    assert shared and result.shared_games == len(shared)
    for r in result.rows:
        assert r.shared_wins == sum(r.seat in rec.winners for rec in shared)
    assert sum(r.wins for r in result.rows) == result.games + sum(len(rec.winners) - 1 for rec in result.records)
    sentence = f"{len(shared)} of the 6 games had more than one winner: a tie for the lowest total is a win for each"
    assert sentence in str(result) and sentence in result._repr_html_()
    assert "<th>shared</th>" in result._repr_html_() and "shared_wins" in result.to_dicts()[0]


def test_without_shared_wins_nothing_is_said_about_them(serial):
    assert all(len(rec.winners) == 1 for rec in serial.records)  # seed "class": no ties
    assert serial.shared_games == 0 and serial.note() == "" and "more than one winner" not in str(serial)
    assert [r.shared_wins for r in serial.rows] == [0, 0, 0]


def test_the_result_as_a_dataframe(serial):
    df = serial.to_dataframe()
    assert isinstance(df, pandas.DataFrame) and list(df["player"]) == PLAYERS


def test_partnerships_and_other_tables_are_simulated():
    # A strong player searching two deals per decision rather than its twelve: the same search, a
    # sixth of the time.
    result = simulate(
        sized(1, 2),
        [StrongPlayer(budget=2), "greedy", "greedy", "greedy"],
        Rules(players=4, partnership=True, rounds=2),
        seed=3,
        progress=False,
    )
    for rec in result.records:
        assert set(rec.winners) in ({0, 2}, {1, 3}, {0, 1, 2, 3})
    elim = simulate(
        1,
        ["greedy", "greedy", "random"],
        Rules(players=3, game_end="elimination", game_end_score=60),  # players leave within three rounds
        seed=4,
        progress=False,
    )
    assert len(elim.records[0].winners) >= 1


def test_player_objects_are_copied_for_each_game():
    p = StrongPlayer(seed=1, budget=1)
    a = simulate(2, [p, GreedyPlayer(seed=2)], Rules(players=2, rounds=1), seed=5, progress=False)
    b = simulate(2, [p, GreedyPlayer(seed=2)], Rules(players=2, rounds=1), seed=5, progress=False)
    assert a.records == b.records and p.searched == p.looked_ahead == 0
    assert a.rows[0].player == "StrongPlayer(budget=1)"


def test_one_game_is_played_from_its_own_seed():
    rules = Rules(players=2, rounds=1)
    rec = play_game(3, ["greedy", "greedy"], rules, "s")
    assert rec.seed == "s:3" and rec == simulate(4, ["greedy", "greedy"], rules, seed="s", progress=False).records[3]


def test_bad_simulations_are_refused_in_words():
    with pytest.raises(KonkanError, match="'chess'"):
        simulate(1, ["greedy", "chess"], progress=False)
    with pytest.raises(KonkanError, match="3 players"):
        simulate(1, ["greedy", "greedy"], Rules(players=3), progress=False)
    with pytest.raises(KonkanError, match="games"):
        simulate(0, ["greedy", "greedy"], progress=False)
    with pytest.raises(KonkanError, match="one player per seat"):
        simulate(1, "greedy", progress=False)


def test_the_progress_bar_counts_the_games(capsys):
    simulate(2, ["greedy", "greedy"], Rules(players=2, rounds=1), seed=1, progress=True)
    assert "2/2" in capsys.readouterr().err


def test_win_rate_intervals():
    low, high = win_rate_interval(60, 100)
    assert 0.50 < low < 0.6 < high < 0.7
    assert win_rate_interval(0, 10)[0] == 0.0 and win_rate_interval(0, 0) == (0.0, 1.0)
