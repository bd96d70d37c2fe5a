"""A class in JupyterLab: a student takes the test in the class test notebook (the answer file lands
beside the notebook, and a kernel restart carries on), and the teacher's notebook runs from top to
bottom: the preview keeps its answers folded, the summary shows every student, the chart and the
files left out, and the projector table asks the class."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect
from test_notebooks_in_lab import assert_no_konkan_errors, click_menu, collect_page_errors
from test_small_widgets import act, open_and_run
from test_table_in_lab import wait_prompts_done

from konkan.classroom.testmode import ClassTest, answer_file_name

pytestmark = pytest.mark.browser

CODE = "river-7661"


def test_a_student_takes_the_class_test_and_a_kernel_restart_carries_on(page: Page, fresh_lab):
    errors = collect_page_errors(page)
    page.set_viewport_size({"width": 1280, "height": 1400})
    kept = fresh_lab.root / answer_file_name(CODE, "Nour")
    kept.unlink(missing_ok=True)
    open_and_run(page, fresh_lab, "lab/tree", "14-class-test.ipynb", ".konkan-practice [data-testid=start]")
    w = page.locator(".konkan-root.konkan-practice")
    page.get_by_test_id("code").fill(CODE)
    page.get_by_test_id("name").fill("Nour")
    act(page, w, lambda: page.locator("[data-action=start]").click())
    test = ClassTest(CODE)
    page.get_by_test_id("typed").fill(test.key()[0]["answer"])
    act(page, w, lambda: page.get_by_test_id("typed").press("Enter"))
    expect(page.get_by_test_id("score")).to_have_text("1 of 10 answered")
    data = json.loads(kept.read_text(encoding="utf-8"))  # beside the notebook, where the student finds it
    assert data["name"] == "Nour" and list(data["answers"]) == [test.ids[0]]

    click_menu(page, "Kernel", "Restart Kernel and Run All Cells")
    page.locator(".jp-Dialog .jp-mod-accept").click()
    again = page.get_by_role("button", name=f"Carry on as Nour (class {CODE})")
    expect(again).to_be_visible(timeout=30_000)
    wait_prompts_done(page)
    w = page.locator(".konkan-root.konkan-practice")
    again.click()  # no code to type again; the name, yes (no one else's test is one click away)
    page.get_by_test_id("name").fill("Nour")
    act(page, w, lambda: page.get_by_test_id("name").press("Enter"))
    act(page, w, lambda: page.locator("[data-action=carry-on]").click())
    expect(page.get_by_test_id("message")).to_have_text(
        "Welcome back, Nour: your answer is kept. Carry on with puzzle 2.")
    assert_no_konkan_errors(errors)


def test_the_teachers_notebook_runs_and_shows_the_class(page: Page, fresh_lab):
    errors = collect_page_errors(page)
    page.set_viewport_size({"width": 1280, "height": 1400})
    open_and_run(page, fresh_lab, "lab/tree", "15-teachers-notebook.ipynb", ".konkan-root.konkan-table")
    out = page.locator(".jp-OutputArea-output")
    expect(out.filter(has_text=re.compile(r"^Class lemon-4723-13: 4 players.* Its test: 6 puzzles"))).to_have_count(1)
    expect(out.filter(has_text=re.compile(r"^The release word: [a-z]+ [0-9]{2}\s*$"))).to_have_count(1)
    # The preview: every puzzle, its answer folded until asked for.
    answers = page.locator(".jp-OutputArea-output details")
    expect(answers).to_have_count(6)  # the first lesson's test, carried by the class code
    first = answers.first
    expect(first.get_by_text("The answer:")).to_be_hidden()
    first.locator("summary").click()
    expect(first.get_by_text("The answer:")).to_be_visible()
    # The summary: a row per student, the chart drawn, the bad files listed.
    summary = page.locator(".jp-OutputArea-output table.konkan-summary")
    expect(summary.locator("tbody tr")).to_have_count(12)
    chart = page.locator(".jp-OutputArea-output img[alt^='How many of the class got each puzzle right']").first
    chart.scroll_into_view_if_needed()
    assert chart.evaluate("e => e.complete && e.naturalWidth > 0")
    expect(page.get_by_text("Files left out", exact=True)).to_be_visible()
    expect(page.get_by_text(re.compile("is a second copy of Amal's answers"))).to_be_visible()
    # The projector table asks the class.
    table = page.locator(".konkan-root.konkan-table")
    expect(table.locator("[data-action=ask]")).to_be_visible()
    assert_no_konkan_errors(errors)
