"""The teacher's class view drawn in a light page (tests/browser/light.py): a class with two
students, their lesson stars and practice levels, the test answered puzzle by puzzle (never an
answer on the page), a table's round and seats; the teacher pauses every table, resumes, and
releases the marks after saying yes."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from light import mount
from playwright.sync_api import Page, expect
from test_small_widgets import act

from konkan.catalogue import say
from konkan.classroom.service.authority import Caller, ClassAuthority
from konkan.classroom.service.link import LocalLink
from konkan.classroom.testmode import ClassTest, answer_text
from konkan.widgets import ClassView

pytestmark = pytest.mark.browser


def test_the_class_view_draws_the_class_and_its_buttons_work(light_page: Page, tmp_path: Path):
    page = light_page
    page.set_viewport_size({"width": 1280, "height": 900})
    authority = ClassAuthority(tmp_path / "class.sqlite")
    teacher = LocalLink(authority, Caller("ms-haddad", teacher=True))
    ana, ben = LocalLink(authority, Caller("ana")), LocalLink(authority, Caller("ben"))
    code = teacher.create_class(players=3, seed=7)["class"]
    test = ClassTest(code)
    for student in (ana, ben):
        student.join(code)
    given = answer_text(test.puzzles[0], test.puzzles[0].answer)
    ana.answer(code, test.ids[0], given)
    ana.answer(code, test.ids[1], answer_text(test.puzzles[1], test.puzzles[1].answer))
    ana.report_progress(code, "lesson", "melds/first-run", 3)
    ana.report_progress(code, "lesson", "melds/first-set", 2)
    ben.report_progress(code, "practice", "meld", 2)
    table = teacher.open_table(code, seats=3)["table"]
    ana.sit(table)
    view = ClassView(code, link=teacher, folder=tmp_path, poll=False)
    light = mount(page, view)
    root = page.locator(".konkan-root.konkan-class-view")

    expect(page.get_by_test_id("title")).to_have_text(f"Class {code}")
    rows = page.get_by_test_id("student")
    expect(rows).to_have_count(2)
    anas = page.locator("[data-user=ana]")
    expect(anas.get_by_test_id("lesson")).to_have_text("Lesson 2: 5 \u2605")
    expect(anas.get_by_test_id("answered")).to_have_text("2 of 10")
    expect(anas.locator(".konkan-class-view-done")).to_have_count(2)
    expect(anas.locator("[aria-label='Puzzle 3: not answered yet']")).to_have_count(1)
    expect(page.locator("[data-user=ben]").get_by_test_id("practice")).to_have_text("Meld or not: level 2")
    tables = page.get_by_test_id("table")
    expect(tables).to_have_count(1)
    expect(tables.get_by_test_id("round")).to_have_text("Round 1")
    expect(tables.get_by_test_id("seat").first).to_contain_text("South: ana")
    # The font is sized for a projector.
    assert float(root.evaluate("e => parseFloat(getComputedStyle(e).fontSize)")) >= 18
    shots = Path(os.environ.get("KONKAN_SHOTS", tmp_path))
    page.screenshot(path=str(shots / "class-view.png"), full_page=True)

    act(page, root, lambda: page.locator("[data-action=pause]").click())
    expect(page.get_by_test_id("message")).to_have_text(
        "Every table is paused. Ask the class your question, then press Resume every table."
    )
    expect(tables.get_by_test_id("paused")).to_have_text("Paused")
    assert teacher.tables(code)["tables"][0]["paused"]
    act(page, root, lambda: page.locator("[data-action=resume]").click())
    expect(page.locator("[data-action=pause]")).to_be_visible()
    assert not teacher.tables(code)["tables"][0]["paused"]

    page.locator("[data-action=release]").click()  # asks first: nothing sent yet
    expect(page.get_by_test_id("confirm")).to_be_visible()
    assert not teacher.class_view(code)["released"]
    act(page, root, lambda: page.locator("[data-action=release-sure]").click())
    expect(page.get_by_test_id("released")).to_have_text("Marks released")
    assert ana.test_sheet(code)["released"]
    # Released: how many got each puzzle right, puzzle by puzzle, with no name.
    right = teacher.class_view(code)["right"]
    results = page.get_by_test_id("result")
    expect(results).to_have_count(len(right))
    expect(results.first).to_have_text(say("class.board.puzzle_right", number=1, right=right[0], students=2))
    assert "ana" not in page.get_by_test_id("results").inner_text()

    # Whether each puzzle is answered reached the page, never an answer.
    boards = [m["state"]["board"] for m in light.received if "board" in m.get("state", {})]
    sent = json.dumps(boards, ensure_ascii=False)
    assert len(boards) >= 4 and '"answer"' not in sent and f'"{given}"' not in sent
