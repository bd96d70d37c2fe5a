"""A table shared with the class follows the class service only while its page is open: the
page's view beats "here" while it is drawn and says "gone" when the page closes
(js/src/table.js), and the kernel then stops asking about the seat, so that the service gives
it to the computer after a minute, as for a student whose laptop closed
(konkan/widgets/shared_table.py, Onlookers)."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from light import mount
from playwright.sync_api import Page, expect
from test_shared_table import TEACHER, seated

from konkan.classroom.service.authority import Caller, ClassAuthority
from konkan.classroom.service.link import LocalLink
from konkan.widgets import Table

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots/shared-table")


def wait_for(check, what: str) -> None:  # type: ignore[no-untyped-def]
    """Wait (at most 20 s) until ``check()`` holds: the page's messages reach Python by themselves."""
    done = threading.Event()
    for _ in range(200):
        if check():
            return
        done.wait(0.1)
    raise AssertionError(what)


def test_closing_the_page_stops_the_kernel_asking_about_the_seat(light_page: Page, tmp_path: Path):
    page = light_page
    with seated(tmp_path) as (authority, code, table, sam):
        mount(page, sam)
        expect(page.get_by_test_id("status")).to_contain_text("Your turn")
        wait_for(lambda: len(sam.onlookers.heard) == 1, "the drawn page sent no heartbeat")
        assert sam.onlookers.looking() and not sam.onlookers.idle.is_set()
        revision = sam.revision
        # The student closes the tab: the page says "gone" as it goes (the event a closing tab
        # fires, sent by hand here: the light page's bridge to Python ends with the page itself).
        page.evaluate("window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }))")
        wait_for(lambda: not sam.onlookers.heard, "the closed page's view still counts as drawn")
        page.goto("about:blank")  # and it is gone: no heartbeat any more
        assert not sam.onlookers.looking()
        assert sam.onlookers.idle.wait(20), "the kernel goes on asking about the seat"
        assert sam.revision == revision  # heartbeats are no intents: nothing was answered or redrawn


def test_a_student_back_at_the_table_reads_what_the_computer_played_for_them(light_page: Page, tmp_path: Path):
    page = light_page
    page.set_viewport_size({"width": 1100, "height": 1000})
    authority = ClassAuthority(tmp_path / "class.sqlite")
    now = [1000.0]
    authority.clock = lambda: now[0]
    code = authority.create_class(TEACHER, players=3, seed=7)["code"]
    table = authority.open_table(TEACHER, code, seats=3, seed=11)["table"]
    ann = Table(code=code, link=LocalLink(authority, Caller("ann")))
    sam = Table(code=code, link=LocalLink(authority, Caller("sam")))
    try:
        sam._on_sit(table, 0)  # South, the first to play
        ann._on_sit(table, 1)
        sam.onlookers.gone("none")
        sam.onlookers.ever = True  # no page drawn: the kernel stops asking at once
        assert sam.onlookers.idle.wait(20)
        now[0] += 61
        authority.table_version(Caller("ann"), table)
        authority.sweep()  # sam counted away: the computer plays South's turn
        mount(page, sam)  # sam opens the notebook again: the page's heartbeat brings the seat back
        wait_for(lambda: sam.message.get("text", "").startswith("While you were away"), "no word of the computer")
        mount(page, sam)  # (the light page takes no news from the kernel's thread: drawn again from its state)
        message = page.get_by_test_id("message")
        expect(message).to_contain_text("While you were away, the computer played for you: You ")
        log = page.get_by_test_id("log")
        expect(log.get_by_test_id("for-you").first).to_have_text("the computer, for you")
        page.screenshot(path=str(SHOTS / "back.png"), full_page=True)
    finally:
        sam.close()
        ann.close()
