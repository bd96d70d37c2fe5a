"""A widget whose kernel is gone, as a user meets it in JupyterLab or Notebook 7: Kernel ▸ Restart
Kernel… leaves the widget on the page (its view is kept, not removed); ipywidgets turns every
model's ``comm_live`` false on the kernel's "restarting" status, which its model tells as a
``comm_live_update`` event (anywidget's element gets no class for it), and base.js (konkanLive)
greys the widget, puts it out of reach and shows the sentence Python gave at creation.
"""

from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import Locator, Page, expect

from konkan.catalogue import say

SHOTS = Path("/tmp/shots/lost")


def restart_kernel(page: Page) -> None:
    """Kernel ▸ Restart Kernel…, and Restart in the dialog that asks."""
    page.get_by_role("menuitem", name="Kernel", exact=True).click()
    page.get_by_role("menuitem", name=re.compile(r"^Restart Kernel…")).first.click()
    page.locator(".jp-Dialog .jp-Dialog-button.jp-mod-accept").click()


def assert_lost(page: Page, widget: Locator, noun: str, press: Locator, shot: str) -> None:
    """``widget`` (a widget's root) shows itself lost: greyed, the sentence naming it (``noun``) on
    top, and a real mouse click on ``press`` changes nothing on the page."""
    expect(widget).to_have_attribute("data-lost", "dropped", timeout=15_000)
    note = widget.get_by_test_id("lost")
    expect(note).to_be_visible()
    expect(note).to_have_text(say("widget.lost", what=noun))
    before = widget.evaluate("e => [e.dataset.revision, e.innerHTML.length]")
    state = press.evaluate("e => [e.checked, e.getAttribute('aria-checked'), e.getAttribute('aria-selected')]")
    box = press.bounding_box()
    assert box is not None
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    press.dispatch_event("click")  # a click that reaches the element itself is refused too
    assert press.evaluate("e => [e.checked, e.getAttribute('aria-checked'), e.getAttribute('aria-selected')]") == state
    assert widget.evaluate("e => [e.dataset.revision, e.innerHTML.length]") == before
    opacity = widget.evaluate("e => getComputedStyle(e.querySelector(':scope > :not(.konkan-lost-note)')).opacity")
    assert float(opacity) < 0.6, opacity
    SHOTS.mkdir(parents=True, exist_ok=True)
    widget.screenshot(path=str(SHOTS / shot))
