"""Test mode as a student uses it, in a light page (tests/browser/light.py): the class code and a
name typed, answers kept by the keyboard and by clicks, nothing about right or wrong sent to the
page before the end, a kernel restart carried on with one click, then the results marked by the
engine."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from light import mount
from playwright.sync_api import Page, expect
from test_small_widgets import act

from konkan.testmode import ClassTest, answer_words, mark
from konkan.widgets import Practice

pytestmark = pytest.mark.browser

CODE = "river-7661"


def test_a_student_takes_a_test_is_restarted_carries_on_and_reads_the_results(light_page: Page, tmp_path):
    page = light_page
    page.set_viewport_size({"width": 1000, "height": 1400})
    test = ClassTest(CODE, count=4)
    light = mount(page, Practice(mode="test", folder=tmp_path, count=4))
    root = page.locator(".konkan-root.konkan-practice")

    # A mistyped code is told its sentence; the right one, typed loosely, starts the test.
    page.get_by_test_id("code").fill("rivre-7661")
    page.get_by_test_id("name").fill("Sam")
    act(page, root, lambda: page.get_by_test_id("name").press("Enter"))
    expect(page.get_by_test_id("message")).to_contain_text("did you mean 'river'?")
    page.get_by_test_id("code").fill("River 7661")
    act(page, root, lambda: page.locator("[data-action=start]").click())
    expect(page.get_by_test_id("title")).to_have_text(f"Test \u00b7 class {CODE}")
    expect(page.get_by_test_id("score")).to_have_text("0 of 4 answered")
    expect(page.get_by_test_id("message")).to_have_text("")  # the refusal before is old news

    # Puzzle 1 typed, puzzle 2 by its button: each kept, the page moving on, no verdict shown.
    first, second = test.puzzles[0], test.puzzles[1]
    typed = test.key()[0]["answer"]
    page.get_by_test_id("typed").fill(typed)
    act(page, root, lambda: page.get_by_test_id("typed").press("Enter"))
    expect(page.get_by_test_id("message")).to_have_text(
        f"Your answer to puzzle 1 is kept: \u201c{answer_words(first, typed)}\u201d. Here is puzzle 2.")
    expect(page.get_by_test_id("verdict")).to_have_count(0)
    act(page, root, lambda: page.get_by_test_id("choose-no").click())  # "It can't go down": a wrong answer
    expect(page.get_by_test_id("score")).to_have_text("2 of 4 answered")
    expect(page.locator("[data-action=goto-1]")).to_have_attribute("aria-label", "Puzzle 2, answered")
    sent = json.dumps(light.received)
    assert '"correct"' not in sent and all(p.solution not in sent for p in test.puzzles)

    # The kernel restarts: the cell is run again; the student carries on with one click.
    mount(page, Practice(mode="test", folder=tmp_path, count=4, code=CODE))
    root = page.locator(".konkan-root.konkan-practice")
    act(page, root, lambda: page.get_by_role("button", name="Carry on as Sam").click())
    expect(page.get_by_test_id("message")).to_have_text("Welcome back, Sam: your 2 answers are kept. Carry on with puzzle 3.")
    expect(page.locator("[data-action=goto-2]")).to_have_attribute("aria-current", "true")
    expect(page.locator("[data-action=finish]")).to_have_text("Finish, with 2 not answered")
    page.locator("[data-action=finish]").click()  # asked once more: nothing can change after
    expect(page.get_by_test_id("confirm")).to_contain_text("Finish now? 2 puzzles have no answer")
    page.locator("[data-action=finish-not-yet]").click()
    expect(page.get_by_test_id("confirm")).to_have_count(0)
    page.locator("[data-action=finish]").click()
    act(page, root, lambda: page.locator("[data-action=finish-sure]").click())

    # The results: the engine's marks, the slip of the wrong answer with its rule, the file named.
    expect(page.get_by_test_id("result-score")).to_have_text(
        f"You got {int(mark(first, typed).correct) + int(mark(second, 'no').correct)} of 4 right.")
    expect(page.get_by_test_id("result-0")).to_contain_text("Right! You answered")
    wrong = page.get_by_test_id("result-1")
    expect(wrong).to_contain_text("Not right: you answered \u201cno\u201d.")
    slip = mark(second, "no").mistakes[0]
    expect(wrong.get_by_test_id("mistake")).to_have_text(re.compile("^The slip: " + re.escape(slip.message.split(" (R")[0])))  # the rule: a chip
    expect(wrong).to_contain_text("The answer: " + test.key()[1]["words"])
    expect(page.get_by_test_id("result-3")).to_contain_text("Not right: no answer was given.")
    expect(page.get_by_test_id("file")).to_contain_text("konkan-test-river-7661-sam.json")
    # The file, downloaded from the page (the way out of a site with no server): the kernel's file.
    with page.expect_download() as got:
        page.locator("[data-action=download]").click()
    assert got.value.suggested_filename == "konkan-test-river-7661-sam.json"
    saved = Path(got.value.path()).read_text(encoding="utf-8")
    assert json.loads(saved) == json.loads((tmp_path / "konkan-test-river-7661-sam.json").read_text(encoding="utf-8"))
    assert json.loads(saved)["finished"]
    act(page, root, lambda: page.locator("[data-action=review-1]").click())
    expect(page.get_by_test_id("solution")).to_contain_text(second.solution.split("\n")[0].split(" (R")[0])
    expect(page.get_by_test_id("pick")).to_have_count(0)  # looked at again: nothing to pick
