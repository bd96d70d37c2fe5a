"""The lesson widget in JupyterLab: ``Lesson("melds")`` run in a notebook, one step done with
clicks, one with the keyboard alone, the stars checked on the page and in the progress file,
then the page reloaded and the notebook run again: the progress is still there, from the file
and, with the file gone, from the browser's own copy (what a JupyterLite learner relies on); then,
on the same page, the lesson's boxes follow JupyterLab's theme as the learner switches it.

Every wait is on a real condition (the widget's ``data-revision``, a cell's prompt, a text).
Screenshots, light and dark, land in /tmp/shots/lesson to look at.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import nbformat
import pytest
from playwright.sync_api import Page, expect
from test_notebooks_in_lab import assert_no_error_outputs, assert_no_konkan_errors, click_menu, collect_page_errors
from test_table_in_lab import set_theme, switch_theme, themes_switched, wait_prompts_done

from konkan import Card
from konkan.teaching.lessons import get

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots/lesson")
LESSON = get("melds")


def lesson_notebook(root: Path, name: str, progress: Path) -> str:
    """A notebook as a lesson has it (one line shows the lesson), the progress file chosen first."""
    cells = [
        f"import os\nos.environ['KONKAN_PROGRESS'] = {str(progress)!r}",
        "from konkan.widgets import Lesson\nLesson('melds')",
    ]
    nb = nbformat.v4.new_notebook(
        cells=[nbformat.v4.new_code_cell(c) for c in cells],
        metadata={"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
    )
    nbformat.write(nb, root / name)
    return name


def card_ids(step: int, faces: str) -> list[int]:
    """The ids of the learner's cards of these faces in a step's staged round (as the page has them)."""
    hand = list(LESSON.steps[step].round().hand(0))  # type: ignore[union-attr]
    out: list[int] = []
    for code in faces.split():
        out.append(next(c.id for c in hand if c.same_face(Card.parse(code)) and c.id not in out))
    return out


def revision(page: Page) -> int:
    return int(page.locator(".konkan-lesson").first.get_attribute("data-revision") or "0")


def answered(page: Page, before: int) -> None:
    """Python answered an intent sent after `before`, and both the lesson and its table redrew."""
    page.wait_for_function(
        """b => {
          const l = document.querySelector('.konkan-lesson'), t = l && l.querySelector('.konkan-table');
          return l && t && Number(l.dataset.revision) > b && Number(t.dataset.revision) > b;
        }""",
        arg=before,
        timeout=10_000,
    )


def open_and_run(page: Page, lab: Any, name: str) -> None:
    lab.show(page, "lab/tree", name)
    page.evaluate("() => localStorage.removeItem('konkan-progress')")  # what earlier tests kept
    lab.wait_for_idle_kernel(name)
    run_all(page)


def come_back(page: Page, lab: Any, name: str) -> None:
    """The learner comes back another day: a new kernel, the page loaded again, the notebook run."""
    lab.shutdown_kernels()
    page.reload()
    lab.wait_for_idle_kernel(name)
    run_all(page)


def run_all(page: Page) -> None:
    click_menu(page, "Run", "Run All Cells")
    expect(page.locator(".konkan-lesson [data-testid=goal]")).to_be_visible(timeout=30_000)
    wait_prompts_done(page)
    assert_no_error_outputs(page)


def stars_on_page(page: Page) -> list[int]:
    return page.evaluate(
        "() => [...document.querySelectorAll('.konkan-lesson [data-testid=steps] button')].map(b => +b.dataset.stars)"
    )


def read_progress(path: Path) -> dict[str, int]:
    return json.loads(path.read_text(encoding="utf-8"))["lessons"].get("melds", {})


def focused_in(page: Page, css: str) -> bool:
    return page.evaluate("css => !!(document.activeElement && document.activeElement.closest(css))", css)


def tab_to(page: Page, css: str, limit: int = 60) -> None:
    """Tab (or Shift+Tab, if it comes earlier on the page) until the focus is inside `css`."""
    for _ in range(limit):
        if focused_in(page, css):
            return
        later = page.evaluate(
            """css => {
              const area = document.querySelector(css);
              return !!(area && (document.activeElement.compareDocumentPosition(area) & Node.DOCUMENT_POSITION_FOLLOWING));
            }""",
            css,
        )
        page.keyboard.press("Tab" if later else "Shift+Tab")
    raise AssertionError(f"Tab never reached {css}")


def arrow_to(page: Page, attr: str, value: str) -> None:
    """In the group holding the focus, Home then ArrowRight until the element with `attr` = `value`."""
    page.keyboard.press("Home")
    for _ in range(30):
        if page.evaluate("a => document.activeElement.getAttribute(a)", attr) == value:
            return
        page.keyboard.press("ArrowRight")
    raise AssertionError(f"no {attr}={value} in the focused group")


def press_key(page: Page, key: str) -> None:
    before = revision(page)
    page.keyboard.press(key)
    answered(page, before)


def test_a_lesson_done_by_clicks_and_by_keyboard_keeps_its_progress(page: Page, fresh_lab, tmp_path: Path):
    set_theme(fresh_lab, "JupyterLab Light")
    progress = tmp_path / "progress.json"
    name = lesson_notebook(fresh_lab.root, "lesson-melds-test.ipynb", progress)
    errors = collect_page_errors(page)
    open_and_run(page, fresh_lab, name)
    widget = page.locator(".konkan-lesson")
    expect(widget.get_by_test_id("lesson-title")).to_have_text("Lesson 2: Melds: runs and sets")
    expect(widget.get_by_test_id("goal")).to_have_text(str(LESSON.steps[0].goal))
    assert stars_on_page(page) == [0, 0, 0, 0, 0]
    # Hint and solution are folded until asked for; Next waits for the goal.
    expect(widget.get_by_test_id("lesson-hint")).to_have_count(0)
    expect(widget.get_by_test_id("solution")).to_have_count(0)
    expect(widget.locator('[data-action="next"]')).to_have_attribute("aria-disabled", "true")
    # The table's own Hint and Next round are the lesson's here.
    expect(widget.locator('.konkan-table [data-action="hint"]')).to_have_count(0)

    # Step 1 by clicks: a wrong try first (the engine's sentence and the lesson's word), then the run.
    for i in card_ids(0, "8S 9S 2H"):
        before = revision(page)
        widget.locator(f'.konkan-hand .konkan-card[data-id="{i}"]').click()
        answered(page, before)
    before = revision(page)
    widget.locator('.konkan-table [data-action="meld"]').click(force=True)
    answered(page, before)
    feedback = widget.get_by_test_id("feedback")
    expect(feedback).to_contain_text("A run keeps to one suit all the way.")
    assert feedback.get_attribute("data-tone") == "error"
    for i in card_ids(0, "2H 10S"):  # the refused meld left the cards picked: 2♥ out, 10♠ in
        b = revision(page)
        widget.locator(f'.konkan-hand .konkan-card[data-id="{i}"]').click()
        answered(page, b)
    SHOTS.mkdir(parents=True, exist_ok=True)
    b = revision(page)
    widget.locator('.konkan-table [data-action="meld"]').click()
    answered(page, b)
    expect(feedback).to_contain_text("Now you have a run of your own on the table.")
    assert feedback.get_attribute("data-tone") == "done"
    expect(widget.get_by_test_id("earned")).to_have_text("\u2605\u2605\u2605")
    expect(widget.get_by_test_id("step-0")).to_have_attribute("aria-label", "Step 1, A run, 3 stars")
    assert stars_on_page(page) == [3, 0, 0, 0, 0]
    assert read_progress(progress) == {"first-run": 3}
    widget.screenshot(path=str(SHOTS / "light-step1-done.png"))

    # Step 2 by the keyboard alone: Tab to Next, Enter; into the hand, Space on each queen; Meld.
    widget.get_by_test_id("step-0").focus()
    tab_to(page, ".konkan-lesson [data-testid=lesson-controls]")
    arrow_to(page, "data-action", "next")
    press_key(page, "Enter")
    expect(widget.get_by_test_id("goal")).to_have_text(str(LESSON.steps[1].goal))
    for i in card_ids(1, "QS QH QD"):
        tab_to(page, ".konkan-lesson .konkan-hand")
        arrow_to(page, "data-id", str(i))
        press_key(page, "Space")
    tab_to(page, ".konkan-lesson .konkan-table [data-testid=actions]")
    arrow_to(page, "data-action", "meld")
    press_key(page, "Enter")
    expect(feedback).to_contain_text("Sets and runs are the only two kinds of meld.")
    expect(widget.get_by_test_id("step-1")).to_have_attribute("aria-label", "Step 2, A set, 3 stars")
    assert read_progress(progress) == {"first-run": 3, "first-set": 3}

    # Step 3, the question, by keyboard too: the hint first (two stars), then the right choices.
    tab_to(page, ".konkan-lesson [data-testid=lesson-controls]")
    arrow_to(page, "data-action", "next")
    press_key(page, "Enter")
    expect(widget.get_by_test_id("question")).to_be_visible()
    expect(widget.get_by_test_id("lesson-table")).to_be_hidden()
    tab_to(page, ".konkan-lesson [data-testid=lesson-controls]")
    arrow_to(page, "data-action", "lesson-hint")
    press_key(page, "Enter")
    expect(widget.get_by_test_id("lesson-hint")).to_contain_text(LESSON.steps[2].hint)
    q = LESSON.steps[2]
    right = sorted(q.right())  # type: ignore[union-attr]
    for k in right:
        tab_to(page, ".konkan-lesson [data-testid=choices]")
        arrow_to(page, "data-testid", f"choice-{k}")
        page.keyboard.press("Space")
        expect(widget.get_by_test_id(f"choice-{k}")).to_have_attribute("aria-pressed", "true")
    widget.screenshot(path=str(SHOTS / "light-question.png"))
    tab_to(page, ".konkan-lesson [data-testid=question] [data-action=check]")
    press_key(page, "Enter")
    expect(feedback).to_contain_text("Right!")
    expect(widget.get_by_test_id("step-2")).to_have_attribute("aria-label", "Step 3, Which are melds?, 2 stars")
    assert stars_on_page(page) == [3, 3, 2, 0, 0]
    assert read_progress(progress) == {"first-run": 3, "first-set": 3, "which-are-melds": 2}
    stored = page.evaluate("() => JSON.parse(localStorage.getItem('konkan-progress'))")
    assert stored["lessons"]["melds"] == {"first-run": 3, "first-set": 3, "which-are-melds": 2}

    # Reload and run again: the stars are kept, and the lesson opens at the first step not done.
    come_back(page, fresh_lab, name)
    expect(widget.get_by_test_id("goal")).to_have_text(str(LESSON.steps[3].goal))
    expect(widget.get_by_test_id("step-2")).to_have_attribute("aria-label", "Step 3, Which are melds?, 2 stars")
    assert stars_on_page(page) == [3, 3, 2, 0, 0]

    # No file at all (as in JupyterLite): the browser's copy brings the stars back, file and all.
    progress.unlink()
    come_back(page, fresh_lab, name)
    expect(widget.get_by_test_id("step-2")).to_have_attribute("aria-label", "Step 3, Which are melds?, 2 stars")
    assert stars_on_page(page) == [3, 3, 2, 0, 0]
    assert read_progress(progress) == {"first-run": 3, "first-set": 3, "which-are-melds": 2}

    # The same page: the lesson's boxes take JupyterLab's theme colours, and the new ones when the
    # learner changes the theme (a page of its own, loaded and run again, cost make test seconds).
    lesson_follows_the_theme(page, fresh_lab)
    assert_no_konkan_errors(errors)


def lesson_follows_the_theme(page: Page, lab: Any) -> None:
    """The lesson's boxes take JupyterLab's theme colours, and the new ones when the learner
    changes the theme; screenshots, light and dark, land in /tmp/shots/lesson. The lesson is shown
    at its first step with the hint open, in the light theme, as a learner first meets it."""
    widget = page.locator(".konkan-lesson")
    assert lab.theme == "JupyterLab Light", lab.theme
    b = revision(page)
    widget.get_by_test_id("step-0").click()
    answered(page, b)
    expect(widget.get_by_test_id("goal")).to_have_text(str(LESSON.steps[0].goal))
    b = revision(page)
    widget.locator('[data-action="lesson-hint"]').click()
    answered(page, b)
    expect(widget.get_by_test_id("lesson-hint")).to_be_visible()
    box = widget.locator(".konkan-lesson-goal-box")
    SHOTS.mkdir(parents=True, exist_ok=True)

    def colours_follow(dark: bool) -> tuple[str, str]:
        ground = box.evaluate("e => getComputedStyle(e).backgroundColor")
        ink = box.evaluate("e => getComputedStyle(e).color")
        light = [sum(int(x) for x in re.findall(r"\d+", c)[:3]) for c in (ground, ink)]
        assert (light[0] < light[1]) == dark, (dark, ground, ink)
        return ground, ink

    with themes_switched(page, lab):
        first = colours_follow(dark=False)
        widget.screenshot(path=str(SHOTS / "light-step1.png"))
        switch_theme(page, lab, "JupyterLab Dark")
        assert colours_follow(dark=True) != first
        widget.screenshot(path=str(SHOTS / "dark-step1.png"))
        b = revision(page)
        widget.get_by_test_id("step-2").click()
        answered(page, b)
        expect(widget.get_by_test_id("question")).to_be_visible()
        widget.get_by_test_id("choice-0").click()
        widget.screenshot(path=str(SHOTS / "dark-question.png"))
        switch_theme(page, lab, "JupyterLab Light")
        widget.screenshot(path=str(SHOTS / "light-question.png"))
