"""Lesson 10 in JupyterLab at 1280 x 800 with the file browser open, as a learner runs it: Run All
Cells leaves the notebook at its end, where the last cell (on screen) says where the lesson and the
game are, with links; its "your game" link brings the game's table into view. Screenshots land in
/tmp/s41/whole-game, to look at.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect
from test_notebooks_in_lab import assert_no_konkan_errors, click_menu, collect_page_errors
from test_table_in_lab import wait_prompts_done

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/s41/whole-game")
NOTEBOOK = "10-a-whole-game.ipynb"

# Whether an element's top and at least `part` of its height (or `px` of it) lie in the notebook
# panel's visible part, as the screen shows it.
IN_VIEW = """([e, px]) => {
  const panel = e.closest('.jp-WindowedPanel-outer') || e.closest('.jp-Notebook');
  const p = panel.getBoundingClientRect(), b = e.getBoundingClientRect();
  const bottom = p.top + panel.clientHeight;
  return b.top >= p.top - 1 && b.top + Math.min(px, b.height) <= bottom + 1;
}"""


def test_run_all_leaves_the_learner_at_links_to_the_lesson_and_the_game(page: Page, fresh_lab):
    errors = collect_page_errors(page)
    page.set_viewport_size({"width": 1280, "height": 800})
    SHOTS.mkdir(parents=True, exist_ok=True)
    fresh_lab.open(page, "lab/tree", NOTEBOOK)
    notebook = page.locator(".jp-NotebookPanel:visible")
    click_menu(page, "Run", "Run All Cells")
    expect(notebook.locator(".konkan-table .konkan-hand .konkan-card").first).to_be_visible(timeout=30_000)
    wait_prompts_done(page)
    # Where Run All leaves the learner: the last cell, its heading and links on screen.
    where = notebook.get_by_role("heading", name="Where is my game?")
    page.wait_for_function(IN_VIEW, arg=[where.element_handle(), 200], timeout=10_000)
    links = notebook.locator(".jp-MarkdownCell").last.get_by_role("link")
    expect(links).to_have_text(["the lesson", "your game", "the teaching game"])
    page.screenshot(path=str(SHOTS / "after-run-all.png"))

    links.filter(has_text="your game").click()
    heading = notebook.get_by_role("heading", name="Your game")
    page.wait_for_function(IN_VIEW, arg=[heading.element_handle(), 20], timeout=10_000)
    # The game's table (the notebook's second widget: the lesson comes first) starts on screen, with
    # its status line and the top of the felt.
    table = notebook.locator(".konkan-root.konkan-table").nth(1)
    expect(table.get_by_test_id("status")).to_have_text("Your turn: go down if you can, then discard.")
    page.wait_for_function(IN_VIEW, arg=[table.element_handle(), 200], timeout=10_000)
    page.screenshot(path=str(SHOTS / "your-game.png"))

    # And back up to the lesson, from the same cell.
    notebook.locator(".jp-MarkdownCell").last.get_by_role("link", name="the lesson").click()
    lesson = notebook.get_by_role("heading", name="The lesson")
    page.wait_for_function(IN_VIEW, arg=[lesson.element_handle(), 20], timeout=10_000)
    assert_no_konkan_errors(errors)
