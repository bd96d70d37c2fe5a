"""The teacher's question to the class, on a student's shared table (js/src/table_seats.js): the
answer typed stays in its box when the service cannot read it, the sentence that says why (in
words a student can follow, with examples they can type) shows under the question, and so does
the engine's verdict on a move it can read."""

from __future__ import annotations

from pathlib import Path

import pytest
from light import mount
from playwright.sync_api import Page, expect
from test_shared_table import TEACHER, caught_up, seated
from test_small_widgets import act

from konkan.catalogue import say

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots/shared-table")


def test_an_answer_the_service_cannot_read_stays_and_the_verdict_shows_by_the_question(
    light_page: Page, tmp_path: Path
):
    page = light_page
    page.set_viewport_size({"width": 1100, "height": 900})
    with seated(tmp_path) as (authority, code, table, sam):
        authority.pause(TEACHER, code)
        authority.ask(TEACHER, code, table, 0)
        caught_up(sam, authority.table_view(TEACHER, table)["version"])
        mount(page, sam)
        root = page.locator(".konkan-root.konkan-table")
        asked = page.get_by_test_id("class-question")
        box = asked.get_by_test_id("class-question-answer")
        expect(box).to_have_attribute("placeholder", say("widget.shared_table.question.label"))
        box.fill("Pick up the nine")
        act(page, root, lambda: asked.locator("[data-action=answer-question]").click())
        said = asked.get_by_test_id("message")  # the one message line, under the question
        expect(said).to_have_text(say("widget.shared_table.question.form", given="'Pick up the nine'"))
        expect(said).to_contain_text("discard 7s")
        expect(said).not_to_contain_text("seat 0")
        expect(box).to_have_value("Pick up the nine")  # kept, to be mended
        page.screenshot(path=str(SHOTS / "question-refused.png"), full_page=True)
        box.fill("Draw")
        act(page, root, lambda: asked.locator("[data-action=answer-question]").click())
        expect(asked.get_by_test_id("class-question-done")).to_be_visible()
        expect(asked.get_by_test_id("message")).to_contain_text("(R3.2)")  # the verdict, beside the question
        page.screenshot(path=str(SHOTS / "question-judged.png"), full_page=True)
