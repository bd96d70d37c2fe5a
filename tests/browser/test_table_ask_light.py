"""The teacher's pause on a projector, 1280 x 720, in a light page (tests/browser/light.py): the
question and then the hint in large type, on the screen, nothing cut off at its side."""

from __future__ import annotations

from pathlib import Path

import pytest
from light import mount
from playwright.sync_api import Page, expect
from test_small_widgets import act
from test_table_class import to_a_computer

from konkan import Game, Rules
from konkan.widgets import Table

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots/projector-ask")


def test_the_question_and_its_hint_read_from_the_back_of_the_room(light_page: Page):
    page = light_page
    page.set_viewport_size({"width": 1280, "height": 720})
    t = Table(Game(Rules(players=4), seed=5), open=True, projector=True)
    to_a_computer(t)
    name = t.round.names[t.round.current]
    mount(page, t)
    root = page.locator(".konkan-root.konkan-table")
    act(page, root, lambda: page.locator("[data-action=ask]").click())
    ask = page.get_by_test_id("ask")
    expect(ask).to_contain_text(f"What would you do now, as {name}?")
    expect(page.get_by_test_id("ask-hint")).to_have_count(0)  # not until the teacher asks
    act(page, root, lambda: ask.locator("[data-action=reveal]").click())
    expect(page.get_by_test_id("ask-hint")).to_have_text("Hint: " + t.ask["hint"]["text"])
    ask.scroll_into_view_if_needed()
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "asked.png"))
    sizes = ask.evaluate("""e => ({q: parseFloat(getComputedStyle(e.querySelector('.konkan-ask-question')).fontSize),
                                   h: parseFloat(getComputedStyle(e.querySelector('.konkan-ask-hint')).fontSize),
                                   right: e.getBoundingClientRect().right})""")
    assert sizes["q"] >= 24 and sizes["h"] >= 20, sizes
    assert sizes["right"] <= 1280, sizes
    assert root.evaluate("e => e.scrollWidth <= e.clientWidth + 1")  # nothing cut off at the side
    # Every card of every open hand is projector size: at least 44 px wide.
    widths = [
        w
        for w in root.locator(".konkan-felt .konkan-card").evaluate_all(
            "es => es.map(e => e.getBoundingClientRect().width)"
        )
        if w > 0
    ]  # (the face defs draw nothing)
    assert len(widths) >= sum(len(h) for h in t.hands) and min(widths) >= 44, (len(widths), min(widths))
    act(page, root, lambda: page.locator("[data-action=turn]").click())
    expect(page.get_by_test_id("ask")).to_have_count(0)
