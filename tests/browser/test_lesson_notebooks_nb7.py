"""Every notebook in Notebook 7, as a learner opens it with `make lab` (the learner's own copies): the
stored pictures show before anything runs, then Run All shows no error and draws every widget, and
lesson 2, saved, changes only the learner's copy. (JupyterLab's run, with each lesson's first step,
is in test_lesson_notebooks.py; this file is its own so that the two long runs go to two workers.)
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page
from test_lesson_notebooks import open_and_run, save_changes_only_the_learners_copy
from test_notebooks_in_lab import SHOTS, TUTORIALS, assert_no_konkan_errors, collect_page_errors

pytestmark = pytest.mark.browser


def test_every_notebook_in_notebook_7_opens_with_its_pictures_and_runs(page: Page, learner_lab):
    errors = collect_page_errors(page)
    for name in TUTORIALS:
        open_and_run(page, learner_lab, "notebook7", name)
        if name == "02-melds.ipynb":
            save_changes_only_the_learners_copy(page, learner_lab, name)
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SHOTS / "fresh-run-notebook7.png"))
        learner_lab.shutdown_kernels()
    assert_no_konkan_errors(errors)
