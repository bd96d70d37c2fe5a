"""The teaching game in a light page (tests/browser/light.py): the learner turns it on in the
table's controls, throws the Q♦ that makes North's set of queens (the review's staged blunder) with
clicks, sees "Thinking about your move..." while it is weighed, then the review's own words, the
hand as it was and no such move in the log; a second try gets the review's better move, marked on the table."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

import pytest
from light import Light, mount
from playwright.sync_api import Locator, Page, expect
from test_small_widgets import act
from test_teaching_game import QD, _clearly_bad_seed, _position

from konkan import Discard, Game, Round
from konkan.widgets import Table
from konkan.widgets import teaching_game as tg

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/coach-teaching")


def push(page: Page, light: Light) -> None:
    """Hand the page the widget's whole state, as the kernel's comm sends what a thread changed
    (the light page answers only what the page itself sent)."""
    w = light.widget
    state = {k: v for k, v in w.get_state().items() if not k.startswith("_") and k != "layout"}
    update = json.dumps([{"method": "update", "state": state}], default=str)
    page.evaluate("([i, a]) => window.konkanLights[i].apply(JSON.parse(a))", [light.index, update])


def labels(root: Locator) -> list[str]:
    return (
        root.get_by_test_id("hand")
        .get_by_role("option")
        .evaluate_all("es => es.map(e => e.getAttribute('aria-label'))")
    )


def test_a_blunder_played_with_clicks_is_taken_back_in_words(light_page: Page, monkeypatch: pytest.MonkeyPatch):
    page = light_page
    page.set_viewport_size({"width": 1280, "height": 900})
    r = _position()
    seed = _clearly_bad_seed(r, Discard(0, QD))
    gate = threading.Event()  # the weighing waits for it, so the page is seen while it thinks
    real = tg.review_move

    def held(before: Round, action: Any, **kw: Any) -> Any:
        gate.wait(60)
        return real(before, action, **kw)

    monkeypatch.setattr(tg, "review_move", held)
    t = Table(game=Game.around(r), opponents="greedy")
    game = t.table_state.teaching
    assert game is not None
    game.seed = seed
    light = mount(page, t)
    root = page.locator(".konkan-root.konkan-table")
    SHOTS.mkdir(parents=True, exist_ok=True)

    toggle = root.get_by_role("button", name="Teaching game")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    act(page, root, toggle.click)
    expect(toggle).to_have_attribute("aria-pressed", "true")
    assert t.teaching
    page.screenshot(path=str(SHOTS / "on.png"))
    hand = labels(root)

    act(page, root, lambda: root.get_by_role("option", name="queen of diamonds").click())
    act(page, root, lambda: root.locator("[data-action=discard]").click())
    expect(root.get_by_test_id("status")).to_have_text("Thinking about your move...")
    expect(root.get_by_test_id("message")).to_have_text("Thinking about your move...")
    expect(root.locator("[data-action=discard]")).to_have_attribute("aria-disabled", "true")
    page.screenshot(path=str(SHOTS / "thinking.png"))
    gate.set()
    assert game.wait(60)
    push(page, light)

    message = root.get_by_test_id("message")
    expect(message).to_have_text(t.message["text"])
    expect(message).to_contain_text("Throwing the Q♦ fed North")
    expect(message).to_contain_text("Your move was taken back: it clearly costs you points.")
    expect(root.get_by_test_id("status")).not_to_have_text("Thinking about your move...")
    assert labels(root) == hand  # the hand as it was, the Q♦ still in it
    expect(root.get_by_test_id("log")).not_to_contain_text("discarded the Q♦")
    expect(root.get_by_test_id("hint")).to_have_count(0)
    message.scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / "taken-back.png"), full_page=True)

    # The same move again: taken back again, with the review's better move, its card marked in the hand.
    act(page, root, lambda: root.get_by_role("option", name="queen of diamonds").click())
    act(page, root, lambda: root.locator("[data-action=discard]").click())
    assert game.wait(60)
    push(page, light)
    expect(message).to_contain_text(
        "It is marked on the table. Try once more: this time your move is kept, whatever it is."
    )
    expect(root.get_by_test_id("hand").locator(".konkan-hinted")).to_have_count(len(t.hint["cards"]))
    assert labels(root) != hand and len(labels(root)) == len(hand)  # the same cards, one marked as hinted
    page.screenshot(path=str(SHOTS / "hinted.png"), full_page=True)

    # In a narrow notebook column the switch wraps with the other controls: nothing cut off at the side.
    page.set_viewport_size({"width": 760, "height": 900})
    expect(toggle).to_be_visible()
    assert root.evaluate("e => e.scrollWidth <= e.clientWidth + 1")
    page.screenshot(path=str(SHOTS / "narrow.png"))
