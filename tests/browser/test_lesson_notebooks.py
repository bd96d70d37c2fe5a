"""Every notebook in JupyterLab, as a learner opens it with `make lab` (the learner's own copies): the
stored pictures show before anything runs and opening it marks nothing changed; then Run All shows
no error and draws every widget (Notebook 7 does the same in test_lesson_notebooks_nb7.py). The first step
of each lesson is done by clicks (or typing, for a number), its stars are shown and saved, and
after a new kernel and a reloaded page the stars are still there; lesson 2, saved, changes only
the learner's copy. On the page a notebook was just run in, what a learner or a teacher does next
is checked too (tests/browser/notebook_steps.py): the rule book opened from the first tutorial, a
slip told in practice, the score sheet's evening and the class test carried on after a kernel
restart, the teacher's notebook showing the class.

One page goes through the notebooks in turn, each opened once per front (opening JupyterLab costs
seconds, and a learner moves on the same way). The clicks follow the step's solution as the
engine resolves it, so any card the lesson names is found on the page by its physical card id.
The programmers' notebook is not run here: its sections run, one notebook each, in the table's and
small widgets' tests.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path
from typing import Any

import nbformat
import notebook_steps
import pytest
from playwright.sync_api import Page, expect
from test_notebooks_in_lab import (
    FIRST_LESSON,
    SHOTS,
    TUTORIALS,
    WIDGET_FAILURES,
    WORKING,
    assert_no_error_outputs,
    assert_no_konkan_errors,
    assert_stored_pictures,
    click_menu,
    collect_page_errors,
    open_unrun,
    rule_book_opens_from_the_first_tutorial,
)
from test_table_in_lab import wait_prompts_done

from konkan import Action, DeclareKonkan, Discard, Draw, LayOff, Meld, ReturnDiscard, SwapJoker, TakeDiscard, Undo
from konkan.teaching.lessons import Attempt, Question, Step, get

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
LESSON_CELL = re.compile(r'^Lesson\("([a-z-]+)"\)$')


def lesson_notebooks() -> list[tuple[str, str]]:
    """(notebook, lesson name) for every notebook showing a lesson, in the learner's order."""
    found = []
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        for cell in nbformat.read(path, as_version=4).cells:
            m = LESSON_CELL.match(cell.source.strip()) if cell.cell_type == "code" else None
            if m:
                found.append((path.name, m.group(1)))
    return found


LESSONS = lesson_notebooks()


def widget_cells(name: str) -> int:
    """How many code cells of a notebook store a widget's picture (a picture whose text is a
    widget's repr, such as ``<Practice: ...>``): each must draw the live widget after Run All."""
    import konkan.widgets

    widget = re.compile("^<(" + "|".join(konkan.widgets.__all__) + ")[: >]")
    nb = nbformat.read(NOTEBOOKS / name, as_version=4)
    return sum(
        any(
            "image/svg+xml" in o.get("data", {}) and widget.match(str(o["data"].get("text/plain", "")))
            for o in c.get("outputs", [])
        )
        for c in nb.cells
        if c.cell_type == "code"
    )


FRONTS = {"jupyterlab": "lab/tree", "notebook7": "notebooks"}


def open_and_run(page: Page, lab: Any, front: str, name: str, *, reload: bool = False) -> None:
    """Open the learner's copy of ``name`` (its kernel boots while the page loads; a JupyterLab
    already loaded opens it without loading again, unless ``reload``), check its stored pictures
    as first opened, then Run All and check that every widget is drawn live."""
    lab.start_kernel(f"{WORKING}/{name}")
    open_unrun(page, lab, front, name, reload=reload)
    assert_stored_pictures(page, lab, front, name)
    if name.endswith("-konkan-for-programmers.ipynb"):  # its sections run in other tests
        return
    lab.wait_for_idle_kernel(f"{WORKING}/{name}")
    click_menu(page, "Run", "Run All Cells")
    widgets = page.locator(".jp-OutputArea-output .konkan-root:not(.konkan-root .konkan-root)")
    expect(widgets).to_have_count(widget_cells(name), timeout=30_000)
    wait_prompts_done(page)
    assert_no_error_outputs(page)
    expect(page.get_by_text(WIDGET_FAILURES)).to_have_count(0)


def save_changes_only_the_learners_copy(page: Page, lab: Any, name: str) -> None:
    """File → Save writes the learner's copy in my-notebooks/, never the stored notebook; the copy
    is put back as it was afterwards, for the tests after this one."""
    stored = (lab.root / "notebooks" / name).read_bytes()
    mine = lab.root / WORKING / name
    before = mine.read_bytes()
    page.get_by_role("menuitem", name="File", exact=True).click()
    page.locator('.lm-Menu-item[data-command="docmanager:save"]').click()
    deadline = time.monotonic() + 20
    while mine.read_bytes() == before and time.monotonic() < deadline:
        page.wait_for_timeout(200)
    try:
        assert mine.read_bytes() != before, "the learner's copy was not saved"
        assert (lab.root / "notebooks" / name).read_bytes() == stored, "the stored tutorial changed"
    finally:
        mine.write_bytes(before)


def revision(page: Page) -> int:
    return int(page.locator(".konkan-lesson").first.get_attribute("data-revision") or "0")


def click_and_wait(page: Page, locator: Any) -> None:
    before = revision(page)
    locator.click()
    page.wait_for_function(
        "b => Number(document.querySelector('.konkan-lesson').dataset.revision) > b", arg=before, timeout=10_000
    )


def button(page: Page, action: str) -> Any:
    return page.locator(f".konkan-lesson .konkan-table [data-action='{action}']").first


def pick(page: Page, cards: tuple[Any, ...]) -> None:
    for card in cards:
        click_and_wait(page, page.locator(f".konkan-lesson .konkan-hand .konkan-card[data-id='{card.id}']"))


def play(page: Page, action: Action) -> None:
    """One resolved move of a solution, as a learner's clicks."""
    if isinstance(action, Meld):
        readings = list(action.joker_as) + [None] * (len(action.groups) - len(action.joker_as))
        for k, (group, reading) in enumerate(zip(action.groups, readings)):
            pick(page, group)
            if reading is not None:
                click_and_wait(page, button(page, f"joker-{reading.code}"))
            if k < len(action.groups) - 1:
                click_and_wait(page, button(page, "stage"))
        click_and_wait(page, button(page, "meld"))
    elif isinstance(action, (LayOff, SwapJoker)):
        pick(page, action.cards)
        click_and_wait(page, page.locator(f".konkan-lesson [data-testid='meld-{action.meld_index}']"))
        click_and_wait(page, button(page, "lay_off" if isinstance(action, LayOff) else "swap"))
    elif isinstance(action, Discard):
        pick(page, (action.card,))
        click_and_wait(page, button(page, "discard"))
    else:
        names = {Draw: "draw", TakeDiscard: "take", ReturnDiscard: "put_back", Undo: "undo", DeclareKonkan: "declare"}
        click_and_wait(page, button(page, names[type(action)]))


def do_first_step(page: Page, lesson: str) -> None:
    step = get(lesson).steps[0]
    if isinstance(step, Question):
        right = step.right()
        if step.choices:
            for k in sorted(right) if step.multiple else [right]:
                page.locator(f".konkan-lesson [data-testid=choice-{k}]").click()  # picked on the page, not sent
        else:
            page.locator(".konkan-lesson [data-testid=number]").fill(str(right))
        click_and_wait(page, page.locator(".konkan-lesson [data-action=check]"))
    else:
        assert isinstance(step, Step)
        a = Attempt(step)
        assert a.round is not None
        for move in step.solution:  # resolved by the engine: the very cards the page shows
            play(page, a.round.apply(Action.parse(f"seat {step.seat}: {move}")))
    if step.is_question:
        expect(page.locator(".konkan-lesson [data-testid=feedback]")).to_contain_text("Right!", timeout=10_000)


def stars(page: Page) -> list[int]:
    return page.evaluate(
        "() => [...document.querySelectorAll('.konkan-lesson [data-testid=steps] button')].map(b => +b.dataset.stars)"
    )


def test_every_notebook_in_jupyterlab_opens_with_its_pictures_runs_and_keeps_lesson_stars(
    page: Page, learner_lab, tmp_path: Path
):
    """Each notebook once, as a learner goes through them; on the page a notebook has just been run
    in, what a learner or teacher then does with it (tests/browser/notebook_steps.py): the rule
    book opened from the first tutorial, the practice, the score sheet's evening, the class test and
    the teacher's notebook."""
    lab = learner_lab
    progress = lab.progress  # the server's kernels keep their stars there
    lessons = dict(LESSONS)
    assert len(lessons) == 10
    errors = collect_page_errors(page)
    viewport = page.viewport_size
    mine = lab.root / WORKING
    steps = {
        "11-practice.ipynb": lambda: notebook_steps.practice_tells_the_slip_then_counts_a_right_answer(page, tmp_path),
        "12-score-sheet.ipynb": lambda: (
            notebook_steps.the_score_sheet_notebook_brings_the_evening_back_after_a_kernel_restart(page, mine)
        ),
        "14-class-test.ipynb": lambda: notebook_steps.a_student_takes_the_class_test_and_a_kernel_restart_carries_on(
            page, mine
        ),
        "15-teachers-notebook.ipynb": lambda: notebook_steps.the_teachers_notebook_shows_the_class(page),
    }
    before = {
        "11-practice.ipynb": lambda: notebook_steps.before_practice(page, lab),
        "12-score-sheet.ipynb": lambda: notebook_steps.before_score_sheet(page, mine),
        "14-class-test.ipynb": lambda: notebook_steps.before_class_test(page, mine),
        "15-teachers-notebook.ipynb": lambda: notebook_steps.before_teachers_notebook(page),
    }
    assert set(steps) <= set(TUTORIALS) and FIRST_LESSON in TUTORIALS
    for name in TUTORIALS:
        if name in before:
            before[name]()
        open_and_run(page, lab, "jupyterlab", name)
        if name in lessons:
            lesson = lessons[name]
            page.evaluate("() => localStorage.removeItem('konkan-progress')")
            already = stars(page)[0]
            do_first_step(page, lesson)
            expect(page.locator(".konkan-lesson [data-testid=steps] button").first).to_have_attribute(
                "data-stars", "3", timeout=10_000
            )
            saved = json.loads(progress.read_text(encoding="utf-8"))["lessons"][lesson]
            assert saved[get(lesson).steps[0].id] == 3, f"{lesson}: {saved}"
            assert already in (0, 3)
        if name == "02-melds.ipynb":
            save_changes_only_the_learners_copy(page, lab, name)
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SHOTS / "fresh-run-jupyterlab.png"))
        if name == FIRST_LESSON:
            rule_book_opens_from_the_first_tutorial(page, "jupyterlab")
        if name in steps:
            steps[name]()
            page.set_viewport_size(viewport)
        lab.shutdown_open_kernels_soon()
    # Another day: a new kernel, the page loaded again, the first lesson run again.
    name, lesson = LESSONS[0]
    open_and_run(page, lab, "jupyterlab", name, reload=True)
    assert stars(page)[0] == 3, "the first step's stars were not kept"
    expect(page.locator(".konkan-lesson")).to_contain_text("1 of", timeout=5_000)
    assert_no_konkan_errors(errors)
