"""A table shared with the class, in a light page (tests/browser/light.py): the seat picker with
the class's tables, a click on a free seat, then the table drawn from that seat's view, the
students named at their seats, a greyed move's reason in the feedback area."""

from __future__ import annotations

from pathlib import Path

import pytest
from light import mount
from playwright.sync_api import Page, expect
from test_shared_table import TEACHER, card_ids
from test_small_widgets import act

from konkan.classroom.service.authority import Caller, ClassAuthority
from konkan.classroom.service.link import LocalLink
from konkan.widgets import Table

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots/shared-table")


def test_a_student_picks_a_seat_and_the_shared_table_draws_from_it(light_page: Page, tmp_path: Path):
    page = light_page
    page.set_viewport_size({"width": 1100, "height": 900})
    authority = ClassAuthority(tmp_path / "class.sqlite")
    code = authority.create_class(TEACHER, players=3, seed=7)["code"]
    table = authority.open_table(TEACHER, code, seats=3, seed=11)["table"]
    ann = Table(code=code, link=LocalLink(authority, Caller("ann")))
    ann._on_sit(table, 1)  # ann sits as East first (her own page, not shown here): the computer plays South's turn
    sam = Table(code=code, link=LocalLink(authority, Caller("sam")))
    try:
        light = mount(page, sam)
        root = page.locator(".konkan-root.konkan-table")
        picker = page.get_by_test_id("seat-picker")
        expect(picker).to_contain_text(f"Tables of class {code}")
        expect(picker.get_by_test_id("picker-table-1")).to_contain_text("East: ann")
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / "picker.png"))
        act(page, root, lambda: picker.locator("[data-action=sit-1-0]").click())
        expect(page.get_by_test_id("seat-picker")).to_have_count(0)
        expect(page.get_by_test_id("status")).to_have_text("East to play.")
        expect(root.locator(".konkan-title")).to_have_text("Table 1 · Round 1 of 5")
        expect(page.get_by_test_id("seat-1")).to_contain_text("ann")
        expect(page.get_by_test_id("seat-2")).to_contain_text("computer")
        expect(page.get_by_test_id("hand").locator(".konkan-card")).to_have_count(len(sam.view["hand"]))
        expect(root.locator("[data-action=leave]")).to_be_visible()
        expect(root.locator("[data-action=step]")).to_have_count(0)  # the service plays the computers
        act(
            page, root, lambda: page.get_by_test_id("stock").click()
        )  # a draw, not on South's turn: the greyed Draw button's reason, in the message line
        expect(page.get_by_test_id("message")).to_have_text(sam.actions[0]["reason"])
        assert "It is East's turn, not South's" in sam.actions[0]["reason"]  # the engine's sentence, whose turn
        assert sam.actions[0]["name"] == "draw" and not sam.actions[0]["enabled"]
        page.screenshot(path=str(SHOTS / "table.png"), full_page=True)
        hands = authority.table_view(TEACHER, table)["hands"]
        others = {c for seat, h in enumerate(hands) if seat != 0 for c in h}
        assert not card_ids(light.received) & others  # nothing of another hand reached the page
    finally:
        sam.close()
        ann.close()
