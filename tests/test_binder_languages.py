"""Binder: the Arabic and French notebooks (notebooks/ar/, notebooks/fr/) run in a fresh environment
made from binder/ alone to their stored outputs, as the English ones do (tests/test_binder.py)."""

from __future__ import annotations

from pathlib import Path

from test_binder import check_notebooks_in_binder


def test_the_arabic_and_french_notebooks_run_to_their_stored_outputs_in_binders_environment(tmp_path: Path) -> None:
    check_notebooks_in_binder(tmp_path, ("ar", "fr"))
