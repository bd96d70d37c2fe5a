"""Notebook 7, as a learner opens a notebook with `make lab` (the learner's own copies): the stored
pictures show before anything runs, then Run All shows no error and draws every widget, and lesson
2, saved, changes only the learner's copy. JupyterLab's run of every notebook, with each lesson's
first step, is in test_lesson_notebooks.py; here one notebook of each widget kind and each lesson
part (a lesson of choices, of moves, the whole game, practice, the score sheet, the programmers'
notebook, the class test and the teacher's), which is what differs in Notebook 7: the other lessons
draw the same widget from the same code, and running every one again here cost 40 s of make test.
(This file is its own so that the two long runs go to two workers.)
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page
from test_lesson_notebooks import open_and_run, save_changes_only_the_learners_copy
from test_notebooks_in_lab import (
    FIRST_LESSON,
    SHOTS,
    TUTORIALS,
    assert_no_konkan_errors,
    collect_page_errors,
    rule_book_opens_from_the_first_tutorial,
)

# One notebook of each kind (see the docstring); each must be one of the stored notebooks.
IN_NOTEBOOK_7 = [
    "01-welcome.ipynb",
    "02-melds.ipynb",
    "08-the-konkan.ipynb",
    "10-a-whole-game.ipynb",
    "11-practice.ipynb",
    "12-score-sheet.ipynb",
    "13-konkan-for-programmers.ipynb",
    "14-class-test.ipynb",
    "15-teachers-notebook.ipynb",
]

pytestmark = pytest.mark.browser


def test_a_notebook_of_each_kind_in_notebook_7_opens_with_its_pictures_and_runs(page: Page, learner_lab):
    assert set(IN_NOTEBOOK_7) <= set(TUTORIALS) and FIRST_LESSON in IN_NOTEBOOK_7
    errors = collect_page_errors(page)
    for name in IN_NOTEBOOK_7:
        open_and_run(page, learner_lab, "notebook7", name)
        if name == "02-melds.ipynb":
            save_changes_only_the_learners_copy(page, learner_lab, name)
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SHOTS / "fresh-run-notebook7.png"))
        if name == FIRST_LESSON:  # its link to the rule book, in a new browser tab
            rule_book_opens_from_the_first_tutorial(page, "notebook7")
        learner_lab.shutdown_open_kernels_soon()
    assert_no_konkan_errors(errors)
