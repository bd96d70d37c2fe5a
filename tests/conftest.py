"""Every reason code is reached by some test; which tests are slow; how the suite runs in parallel.

While the unit tests run, every verdict-like record the engine makes (verdicts, meld verdicts,
openings, Konkan shapes, hints, round results) has its ``code`` noted. When a run has collected
and run the whole unit suite (nothing deselected), it fails if some :class:`konkan.Reason` was
never produced: a reason no test reaches is either dead or untested. Under pytest-xdist
(``make test`` runs ``-n 2``) each worker notes what its own tests reached and the controller
joins them before it judges.

``make check`` leaves out the tests named in ``SLOW`` (``-m "not slow"``); ``make test`` runs them
early (after the browser files and the notebooks), so the longest ones do not start last on a
worker.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings

import konkan
from konkan import Reason

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))  # so tests can `from helpers import deal`

# In CI the property tests draw the same examples every run, so a run's result never depends on luck.
settings.register_profile("ci", derandomize=True)
if os.environ.get("CI"):
    settings.load_profile("ci")

# Lessons keep a learner's stars in a progress file ($KONKAN_PROGRESS, else the Jupyter data
# directory). The tests, and the notebooks and kernels they run, use a fresh one of their own, so
# they never touch the user's progress and a stored notebook output never depends on it.
os.environ["KONKAN_PROGRESS"] = str(Path(tempfile.mkdtemp(prefix="konkan-progress-")) / "progress.json")

REACHED: set[Reason] = set()

# Tests that take several seconds each on an idle 2-core machine (found with --durations=40): whole
# games and random play, brute-force searches, process pools. Named here rather than decorated in
# their files so that the list is kept in one place; a name that matches no test fails a full run.
SLOW = {
    "test_truth.py::test_every_sentence_is_true",
    "test_game_end.py::test_elimination_goes_on_without_the_players_out_and_the_last_one_left_wins",
    "test_simulate.py::test_partnerships_and_other_tables_are_simulated",
    "test_simulate.py::test_player_objects_are_copied_for_each_game",
    "test_simulate.py::test_a_simulation_repeats_from_its_seed",
    "test_simulate.py::test_a_dask_cluster_gives_the_serial_result",
    "test_simulate.py::test_a_process_pool_gives_the_serial_result",
    "test_bots.py::test_no_bot_makes_an_illegal_move_under_any_table",
    "test_bots.py::test_greedy_and_strong_players_finish_rounds_legally_at_every_table_size",
    "test_bots.py::test_every_why_names_only_cards_the_seat_has_seen_and_cites_a_rule",
    "test_properties.py::test_random_legal_games_play_to_the_end_conserving_every_card",
    "test_properties.py::test_rejected_actions_leave_the_round_untouched",
    "test_boundary.py::test_events_for_a_seat_never_name_a_card_it_did_not_see",
    "test_hints.py::test_every_hint_plays_as_a_legal_move_in_random_games",
    "test_hints.py::test_best_opening_on_fifteen_card_hands_matches_the_brute_force",
    "test_save.py::test_a_finished_game_round_trips",
    "test_binder.py::test_a_fresh_environment_from_binder_alone_runs_every_notebook_to_its_stored_outputs",
    "test_binder_languages.py::test_the_arabic_and_french_notebooks_run_to_their_stored_outputs_in_binders_environment",
    "test_nbgrader.py::test_nbgrader_releases_the_test_and_autogrades_a_students_answers_by_the_engine",
    # nbgrader's own commands in their environment (a gradebook made, exported, released): 10 s or more.
    "test_nbgrader.py::test_the_class_services_marks_go_into_a_fresh_gradebook_and_nbgrader_exports_konkans_totals",
    "test_nbgrader.py::test_the_marks_go_into_the_assignment_nbgrader_released_and_bad_inputs_change_nothing",
    # A PostgreSQL cluster made and started for it (initdb, pg_ctl) and a whole round: 2.5 to 5 s.
    "test_class_authority.py::test_the_authority_keeps_a_class_in_a_real_postgresql_server",
    # Two students' widgets play a whole round at a shared table through the class authority: 3 to 6 s.
    "test_shared_table.py::test_two_students_play_a_round_and_neither_page_holds_the_others_cards",
    # A whole round over HTTP, each reply checked against the engine's hidden cards: about 5 s.
    "test_class_service_api.py::test_two_students_and_the_computer_play_a_round_and_each_reply_holds_only_its_seat",
    # Measured over 2 s each (make check's budget is a minute for everything not named here).
    "test_properties.py::test_a_seats_view_reads_back_exactly_at_every_step_of_a_random_round",
    "test_truth.py::test_every_sentence_the_page_shows_is_true",
    "test_glued_hints.py::test_no_play_sentence_is_glued_from_other_sentences_words",
    "test_hints.py::test_best_opening_is_the_exact_optimum",
    "test_widget_intents.py::test_a_refused_table_intent_changes_nothing",
    "test_table_seats.py::test_a_whole_game_at_the_table_never_shows_another_seat_or_plays_the_wrong_one",
    "test_standings.py::test_table_and_score_sheet_say_the_same_end_of_the_same_game",
    "test_widgets.py::test_play_mode_never_sends_another_hand_or_the_stock",
    "test_hints.py::test_hint_sentences_name_melds_and_players_as_a_player_would",
    "test_widgets.py::test_the_end_of_the_game_shows_the_engines_standings_and_winner",
    "test_save.py::test_a_mutated_save_loads_or_is_refused_as_corrupt",
    "test_puzzles_truth.py::test_no_take_or_draw_puzzle_says_its_card_fits_no_meld_when_one_holds_it",
    "test_lessons_truth.py::test_every_sentence_of_every_lesson_step_is_true",
    "test_bots.py::test_the_strong_players_search_sees_only_the_view",
    "test_robustness.py::test_a_mutated_seat_view_is_refused_naming_a_field_or_rebuilds_a_round",
    "test_scoresheet.py::test_sheet_ends_a_game_exactly_where_konkan_game_does",
    "test_bots.py::test_a_seeded_strong_player_repeats_its_game",
    "test_widgets.py::test_a_stored_table_shows_as_a_picture_where_no_kernel_runs",
    "test_table_seats.py::test_a_learner_who_is_out_watches_the_rest_with_every_hand_hidden",
    "test_bots.py::test_the_strong_players_look_ahead_counts_are_true",
    "test_hints.py::test_best_opening_with_a_taken_joker_that_must_be_used_is_exact",
    "test_boundary.py::test_every_action_reads_back_from_its_text_and_its_dict_over_random_games",
    "test_boundary.py::test_round_scores_are_the_sum_of_their_explained_lines",
    "test_widgets.py::test_new_game_deals_a_new_seed_or_the_one_given_and_says_which",
    "test_widgets.py::test_whole_games_through_the_page_never_trip_the_widget",
    "test_bots.py::test_the_strong_players_look_ahead_points_are_true",
    "test_classroom.py::test_one_slip_never_gives_another_class",
    # A round reviewed on guessed deals (tests/coach_rounds.py: about 5 CPU-seconds) for the
    # retry and mistakes tests, and the reviews and searches measured over 3 s each.
    "test_mistakes.py::test_two_misses_show_the_better_move_and_why",
    "test_mistakes.py::test_the_best_move_is_right_and_an_illegal_one_is_no_miss",
    "test_mistakes.py::test_a_move_the_review_did_not_weigh_is_weighed_now",
    "test_mistakes.py::test_the_book_keeps_each_moment_once_and_reads_back",
    "test_retry.py::test_the_state_draws_the_moment_and_asks_the_question",
    "test_retry.py::test_a_wrong_move_says_try_again_and_the_table_stays_as_it_was",
    "test_retry.py::test_the_second_miss_marks_the_better_move_and_says_why",
    "test_retry.py::test_the_best_move_is_right",
    "test_retry.py::test_right_after_a_miss_is_late",
    "test_retry.py::test_an_illegal_move_is_the_engines_sentence_and_no_miss",
    "test_retry.py::test_the_book_rates_each_retry_and_a_missed_one_comes_back_sooner",
    "test_retry.py::test_an_old_file_with_no_schedule_is_read_and_due",
    "test_retry.py::test_an_unreadable_file_is_set_aside",
    "test_retry.py::test_mistakes_practises_the_moments_due_one_after_another",
    "test_retry.py::test_a_table_holds_a_retry_and_takes_its_game_back",
    "test_shared_table.py::test_a_closed_page_lets_the_computer_play_and_coming_back_says_what_it_played",
    "test_adviser.py::test_following_the_hint_the_review_flags_nothing",
    "test_bots.py::test_the_strong_player_weighs_take_against_draw_on_guessed_deals",
    "test_review.py::test_a_computers_review_names_the_seat_in_every_sentence",
    "mistakes.py::konkan.teaching.mistakes",
}


def _watch(cls: type) -> None:
    original = cls.__init__

    def init(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        original(self, *args, **kwargs)
        code = getattr(self, "code", None)
        if isinstance(code, Reason):
            REACHED.add(code)

    cls.__init__ = init  # type: ignore[method-assign]


for _name in ("Verdict", "MeldVerdict", "Opening", "KonkanShape", "Hint", "RoundResult"):
    _cls = getattr(konkan, _name, None)
    if _cls is not None:
        _watch(_cls)


def _slow_key(item: pytest.Item) -> str:
    name = getattr(item, "originalname", None) or item.name
    return f"{item.path.name}::{name}"


@pytest.hookimpl(tryfirst=True)  # before -m and -k deselect: they must see the slow marks
def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    seen = set()
    for item in items:
        key = _slow_key(item)
        if key in SLOW:
            item.add_marker(pytest.mark.slow)
            seen.add(key)
    if _whole_unit_suite(items) and SLOW - seen:
        raise pytest.UsageError(f"tests/conftest.py SLOW names tests that do not exist: {sorted(SLOW - seen)}")
    # The longest work first, so that nothing long starts last on a worker: the browser files, the
    # notebooks, then the files with slow tests (a stable sort keeps the order within each part, the
    # same on every worker; `make test` passes --no-loadscope-reorder so that xdist hands out the
    # files in this order rather than by their number of tests).
    items.sort(key=_rank)


# The two longest files (each a few minutes, one page going through every notebook) start first, one
# on each worker.
LONGEST = {"test_lesson_notebooks.py", "test_lesson_notebooks_nb7.py"}


def _rank(item: pytest.Item) -> int:
    path = Path(item.path)
    if path.name in LONGEST:
        return -1
    if path.parent == HERE / "browser":
        return 0
    if path.suffix == ".ipynb":
        return 1
    return 2 if item.get_closest_marker("slow") is not None else 3


def pytest_deselected(items: list[pytest.Item]) -> None:
    # Only a unit test left out makes the run partial: `make test` deselects the browser and hub
    # tests' markers it runs elsewhere (lite, hub), and must still check every reason code.
    unit = [item for item in items if item.path.parent == HERE]
    if unit:
        DESELECTED.append(len(unit))


DESELECTED: list[int] = []


def _whole_unit_suite(items: list[pytest.Item]) -> bool:
    unit_files = {p.name for p in HERE.glob("test_*.py")}
    ran = {item.path.name for item in items if item.path.parent == HERE}
    return bool(unit_files) and unit_files <= ran


def _is_worker(config: pytest.Config) -> bool:
    return hasattr(config, "workerinput")


@pytest.hookimpl(optionalhook=True)  # a pytest-xdist hook
def pytest_testnodedown(node: Any, error: Any) -> None:
    """xdist controller: a worker finished; take the reason codes its tests reached."""
    output = getattr(node, "workeroutput", {})
    REACHED.update(Reason(code) for code in output.get("konkan_reached", ()))
    if output.get("konkan_whole_suite"):
        WORKERS_WHOLE.append(True)


WORKERS_WHOLE: list[bool] = []


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    config = session.config
    if _is_worker(config):
        whole = _whole_unit_suite(session.items) and not DESELECTED and not config.option.keyword
        config.workeroutput["konkan_reached"] = sorted(r.value for r in REACHED)  # type: ignore[attr-defined]
        config.workeroutput["konkan_whole_suite"] = whole  # type: ignore[attr-defined]
        return
    if exitstatus != 0 or config.option.collectonly:
        return
    if getattr(config.option, "numprocesses", None):
        whole = bool(WORKERS_WHOLE)
    else:
        whole = _whole_unit_suite(session.items) and not DESELECTED and not config.option.keyword
    if not whole:
        return
    missing = sorted(r.value for r in set(Reason) - REACHED)
    if missing:
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        if reporter is not None:
            reporter.ensure_newline()
            reporter.write_line(f"Reason codes no test reaches: {', '.join(missing)}", red=True)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
