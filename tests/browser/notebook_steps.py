"""What a learner or a teacher does in a notebook after Run All, checked on the page JupyterLab
already shows it in (test_lesson_notebooks.py, which opens and runs every notebook once): the
practice notebook telling a slip and counting a right answer (11), the score sheet notebook
bringing its evening back after a kernel restart (12), the class test taken and carried on after a
kernel restart (14), the teacher's notebook showing the class (15). Each was a test of its own
that opened and ran its notebook again.

Each notebook's ``before_*`` step runs before it is opened (the window's size, the files a learner
who has not started yet has none of); its check runs once Run All has drawn every widget.
"""

from __future__ import annotations

import datetime
import json
import re
from pathlib import Path
from typing import Any

from playwright.sync_api import Locator, Page, expect
from test_notebooks_in_lab import click_menu
from test_small_widgets import act
from test_table_in_lab import wait_prompts_done

from konkan.classroom.testmode import ClassTest, answer_file_name
from konkan.teaching.practice import PracticeRecord, PracticeSession

CODE = "river-7661"
SHEET_SHOTS = Path("/tmp/shots/scoresheet")
TALL = {"width": 1280, "height": 1400}  # the class test's and the teacher's notebooks, as a teacher's screen


def before_class_test(page: Page, folder: Path) -> None:
    """Notebook 14 in ``folder``: no answer file of Nour's yet, a tall window."""
    page.set_viewport_size(TALL)
    (folder / answer_file_name(CODE, "Nour")).unlink(missing_ok=True)


def a_student_takes_the_class_test_and_a_kernel_restart_carries_on(page: Page, folder: Path) -> None:
    """Notebook 14, run: Nour answers one puzzle (the answer file lands beside the notebook), then
    Kernel → Restart and Run All, and Nour carries on without typing the code again."""
    kept = folder / answer_file_name(CODE, "Nour")
    expect(page.locator(".konkan-practice [data-testid=start]").first).to_be_visible()
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
        "Welcome back, Nour: your answer is kept. Carry on with puzzle 2."
    )


def before_teachers_notebook(page: Page) -> None:
    page.set_viewport_size(TALL)


def the_teachers_notebook_shows_the_class(page: Page) -> None:
    """Notebook 15, run from top to bottom: the preview keeps its answers folded, the summary shows
    every student, the chart and the files left out, and the projector table asks the class."""
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


def before_score_sheet(page: Page, folder: Path) -> None:
    """Notebook 12 in ``folder``: no evening kept yet, a tall window."""
    page.set_viewport_size(TALL)
    for old in folder.glob("our-*.json"):
        old.unlink()


def the_score_sheet_notebook_brings_the_evening_back_after_a_kernel_restart(page: Page, folder: Path) -> None:
    """Notebook 12, run: a round entered, the kernel restarted and every cell run again, and the
    round is back from the notebook's file; New evening keeps it by date. The files it made are
    removed afterwards."""
    root = folder
    expect(page.locator(".konkan-scoresheet .konkan-hand-input").first).to_be_visible()
    try:
        w = page.locator(".konkan-scoresheet").first
        expect(w.get_by_test_id("saved")).to_have_text("Saved to our-evening.json, with no round entered yet.")
        expect(w.locator('[data-action="new-evening"]')).to_be_hidden()
        # A round: South goes out, East holds 7♠ 8♠, North A♠, West K♥ Q♥ and never went down.
        act(page, w, lambda: w.get_by_test_id("hand-1").fill("7S 8S"))
        act(page, w, lambda: w.get_by_test_id("hand-2").fill("AS"))
        act(page, w, lambda: w.get_by_test_id("hand-3").fill("KH QH"))
        act(page, w, lambda: w.get_by_test_id("down-3").click())
        expect(w.get_by_test_id("read-3")).to_contain_text("= 20")
        expect(w.get_by_test_id("rule-3")).to_have_text("never went down: pays 100 (R8.3)")
        SHEET_SHOTS.mkdir(parents=True, exist_ok=True)
        w.screenshot(path=str(SHEET_SHOTS / "notebook-read-as.png"))
        act(page, w, lambda: w.get_by_test_id("out-0").click())
        act(page, w, lambda: w.locator('[data-action="score"]').click())
        expect(w.get_by_test_id("round-1")).to_have_text(re.compile(r"1\s*-30\s*15\s*11\s*100"))
        expect(w.get_by_test_id("saved")).to_have_text("Saved to our-evening.json after round 1.")
        assert json.loads((root / "our-evening.json").read_text())["totals"] == [-30, 15, 11, 100]

        # The kernel restarts (as a hub culls an idle one): Run All brings the evening back from the file.
        click_menu(page, "Kernel", "Restart Kernel and Run All Cells")
        page.locator(".jp-Dialog .jp-mod-accept").click()
        w = page.locator(".konkan-scoresheet").first
        expect(w.get_by_test_id("saved")).to_have_text("Opened our-evening.json: 1 round entered.", timeout=30_000)
        wait_prompts_done(page)
        expect(w.get_by_test_id("round-1")).to_have_text(re.compile(r"1\s*-30\s*15\s*11\s*100"))
        expect(w.get_by_test_id("totals")).to_have_text(re.compile(r"Total\s*-30\s*15\s*11\s*100"))
        expect(w.get_by_test_id("lines-1")).to_contain_text("West never went down, so pays 100 (R8.3).")
        expect(w.get_by_test_id("status")).to_have_text("Next: round 2 of 5 (R8.7).")
        evening = w.locator('[data-action="new-evening"]')
        expect(evening).to_be_visible()
        w.screenshot(path=str(SHEET_SHOTS / "notebook-after-restart.png"))

        # Next week: New evening keeps this one in a file named by its date, and the sheet starts empty.
        kept = f"our-evening-{datetime.date.today().isoformat()}.json"
        expect(evening).to_have_attribute(
            "title", f"Keep this sheet in {kept} and start an empty one in our-evening.json"
        )
        act(page, w, lambda: evening.click())
        expect(w.get_by_test_id("message")).to_have_text(
            f"A new evening: the sheet is empty, with the same players. Last time's sheet is kept in {kept}. "
            "Enter round 1 when it is over."
        )
        expect(w.locator(".konkan-sheet-table tbody tr")).to_have_count(0)
        assert json.loads((root / kept).read_text())["totals"] == [-30, 15, 11, 100]
        assert json.loads((root / "our-evening.json").read_text())["rounds"] == []
    finally:
        for made in root.glob("our-*.json"):
            made.unlink()


def before_practice(page: Page, lab: Any) -> None:
    """Notebook 11: a learner who has not practised yet, and a window tall enough for every box."""
    lab.progress.with_name("practice.json").unlink(missing_ok=True)
    page.set_viewport_size({"width": 1280, "height": 4000})


def practice_widget(page: Page, title: str) -> Locator:
    return page.locator(".konkan-root.konkan-practice").filter(
        has=page.get_by_test_id("title").filter(has_text=re.compile(f"^{re.escape(title)}$"))
    )


def practice_tells_the_slip_then_counts_a_right_answer(page: Page, tmp_path: Path) -> None:
    """Notebook 11, run: a wrong answer by clicks is told its slip, a typed answer is checked with
    Enter, and a right answer by clicks starts a streak."""
    expect(page.locator(".konkan-practice [data-testid=question]").first).to_be_visible()
    # The same puzzles the page's session draws (seed 0, every kind at level 1).
    mine = PracticeSession("take_discard", seed=0, progress=PracticeRecord(tmp_path / "practice.json"))
    first = mine.puzzle
    mine.check("draw" if first.answer == "take" else "take")
    second = mine.next()
    # A typed wrong answer, checked with the Enter key, is told its slip or the right count; a word
    # where the number goes is told the answer's form and counts nothing.
    count = practice_widget(page, "What a hand costs")
    box = count.get_by_test_id("number")
    box.fill("lots")
    act(page, count, lambda: box.press("Enter"))
    expect(count.get_by_test_id("answer").get_by_test_id("message")).to_have_text(
        "Type one whole number, what the cards cost, such as 42; you typed \u201clots\u201d."
    )
    expect(count.get_by_test_id("score")).to_have_text("0 right of 0")
    box.fill("1")
    act(page, count, lambda: box.press("Enter"))
    expect(count.get_by_test_id("verdict")).to_contain_text("Not right")
    expect(count.get_by_test_id("score")).to_have_text("0 right of 1")

    # A round scored wrong in the players' boxes, then right typed all in one: the players' boxes
    # empty, so the page shows only the answer it judged (and keeps what was typed).
    scores = PracticeSession("score", seed=0, progress=PracticeRecord(tmp_path / "score.json")).puzzle.answer
    sheet = practice_widget(page, "Score a round").first  # the score box (the mix below may show a round to score too)
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

    w = practice_widget(page, "Take or draw")
    wrong = "draw" if first.answer == "take" else "take"
    act(page, w, lambda: w.get_by_test_id(f"choose-{wrong}").click())
    expect(w.get_by_test_id("verdict")).to_contain_text("Not right")
    expect(w.get_by_test_id("mistake")).to_have_text(
        re.compile("^The slip: " + re.escape(first.check(wrong).message.split(" (R")[0]))
    )  # the rule: a chip
    expect(w.get_by_test_id("streak")).to_have_text("Streak 0")

    act(page, w, lambda: w.locator("[data-action=next]").click())
    expect(w.get_by_test_id("question")).to_contain_text(second.prompt.split("\n")[0])
    expect(w.get_by_test_id("verdict")).to_have_count(0)
    act(page, w, lambda: w.get_by_test_id(f"choose-{second.answer}").click())
    expect(w.get_by_test_id("verdict")).to_contain_text("Right!")
    expect(w.get_by_test_id("streak")).to_have_text("Streak 1")
    expect(w.get_by_test_id("score")).to_have_text("1 right of 2")
