"""The practice notebook in JupyterLab, as a learner uses it: a wrong answer by clicks is told its
slip, a typed answer is checked with Enter, and a right answer by clicks starts a streak."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect
from test_notebooks_in_lab import assert_no_konkan_errors, collect_page_errors
from test_small_widgets import act, open_and_run

from konkan.teaching.practice import PracticeRecord, PracticeSession

pytestmark = pytest.mark.browser

NOTEBOOK = "11-practice.ipynb"


def widget(page: Page, title: str) -> Locator:
    return page.locator(".konkan-root.konkan-practice").filter(
        has=page.get_by_test_id("title").filter(has_text=re.compile(f"^{re.escape(title)}$")))


def test_practice_tells_the_slip_then_counts_a_right_answer(page: Page, fresh_lab, tmp_path: Path):
    errors = collect_page_errors(page)
    fresh_lab.progress.with_name("practice.json").unlink(missing_ok=True)  # a learner who has not practised yet
    # The same puzzles the page's session draws (seed 0, every kind at level 1).
    mine = PracticeSession("take_discard", seed=0, progress=PracticeRecord(tmp_path / "practice.json"))
    first = mine.puzzle
    mine.check("draw" if first.answer == "take" else "take")
    second = mine.next()
    page.set_viewport_size({"width": 1280, "height": 4000})
    open_and_run(page, fresh_lab, "lab/tree", NOTEBOOK, ".konkan-practice [data-testid=question]")

    # A typed wrong answer, checked with the Enter key, is told its slip or the right count; a word
    # where the number goes is told the answer's form and counts nothing.
    count = widget(page, "What a hand costs")
    box = count.get_by_test_id("number")
    box.fill("lots")
    act(page, count, lambda: box.press("Enter"))
    expect(count.get_by_test_id("answer").get_by_test_id("message")).to_have_text(
        "Type one whole number, what the cards cost, such as 42; you typed \u201clots\u201d.")
    expect(count.get_by_test_id("score")).to_have_text("0 right of 0")
    box.fill("1")
    act(page, count, lambda: box.press("Enter"))
    expect(count.get_by_test_id("verdict")).to_contain_text("Not right")
    expect(count.get_by_test_id("score")).to_have_text("0 right of 1")

    # A round scored wrong in the players' boxes, then right typed all in one: the players' boxes
    # empty, so the page shows only the answer it judged (and keeps what was typed).
    scores = PracticeSession("score", seed=0, progress=PracticeRecord(tmp_path / "score.json")).puzzle.answer
    sheet = widget(page, "Score a round").first  # the score box (the mix below may show a round to score too)
    for s, v in enumerate(scores):
        sheet.get_by_test_id(f"seat-{s}").fill(str(v + 1))
    act(page, sheet, lambda: sheet.get_by_test_id("seat-0").press("Enter"))
    expect(sheet.get_by_test_id("verdict")).to_contain_text("Not right")
    typed = ", ".join(map(str, scores))
    sheet.get_by_test_id("typed").fill(typed)
    act(page, sheet, lambda: sheet.get_by_test_id("typed").press("Enter"))
    expect(sheet.get_by_test_id("verdict")).to_contain_text("Right")
    for s in range(len(scores)):
        expect(sheet.get_by_test_id(f"seat-{s}")).to_have_value("")
    expect(sheet.get_by_test_id("typed")).to_have_value(typed)

    w = widget(page, "Take or draw")
    wrong = "draw" if first.answer == "take" else "take"
    act(page, w, lambda: w.get_by_test_id(f"choose-{wrong}").click())
    expect(w.get_by_test_id("verdict")).to_contain_text("Not right")
    expect(w.get_by_test_id("mistake")).to_have_text(re.compile("^The slip: " + re.escape(first.check(wrong).message.split(" (R")[0])))  # the rule: a chip
    expect(w.get_by_test_id("streak")).to_have_text("Streak 0")

    act(page, w, lambda: w.locator("[data-action=next]").click())
    expect(w.get_by_test_id("question")).to_contain_text(second.prompt.split("\n")[0])
    expect(w.get_by_test_id("verdict")).to_have_count(0)
    act(page, w, lambda: w.get_by_test_id(f"choose-{second.answer}").click())
    expect(w.get_by_test_id("verdict")).to_contain_text("Right!")
    expect(w.get_by_test_id("streak")).to_have_text("Streak 1")
    expect(w.get_by_test_id("score")).to_have_text("1 right of 2")
    assert_no_konkan_errors(errors)
