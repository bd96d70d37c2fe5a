"""What a student's shared table says without hovering (tests/browser/light.py): a greyed move
pressed says why in the message line, two cards of a meld being built are shown plain (no
refusal), and the teacher's pause is a banner over the table."""

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


def test_greyed_buttons_say_why_a_meld_on_its_way_is_plain_and_the_pause_is_a_banner(light_page: Page, tmp_path: Path):
    page = light_page
    page.set_viewport_size({"width": 1100, "height": 900})
    with seated(tmp_path) as (authority, code, table, sam):
        mount(page, sam)
        root = page.locator(".konkan-root.konkan-table")
        draw = root.locator("[data-action=draw]")
        expect(draw).to_have_attribute("aria-disabled", "true")
        reason = draw.get_attribute("title")
        assert reason
        act(page, root, lambda: draw.click(force=True))  # a tap: no hover on a touch screen
        expect(page.get_by_test_id("message")).to_have_text(reason)
        hand = page.get_by_test_id("hand").locator(".konkan-card")
        act(page, root, lambda: hand.nth(0).click())
        act(page, root, lambda: hand.nth(1).click())
        live = page.get_by_test_id("live")
        expect(live).to_contain_text("A meld needs at least three cards")
        expect(live).to_have_attribute("data-ok", "building")
        colour = live.evaluate("e => getComputedStyle(e).borderTopColor")
        page.screenshot(path=str(SHOTS / "building.png"), full_page=True)
        assert colour != "rgb(217, 48, 37)", colour  # not the red of a refusal (--konkan-error)
        authority.pause(TEACHER, code)
        caught_up(sam, authority.table_view(TEACHER, table)["version"])
        mount(page, sam)  # (the light page takes no news from the kernel's thread: drawn again)
        banner = page.get_by_test_id("banner")
        expect(banner).to_have_text(say("widget.shared_table.status.paused"))
        box = banner.bounding_box()
        assert box is not None and box["width"] > 800  # across the table, not a line in the header
        felt = root.locator(".konkan-felt").bounding_box()
        assert felt is not None and box["y"] < felt["y"]  # above the table
        page.screenshot(path=str(SHOTS / "paused.png"), full_page=True)
