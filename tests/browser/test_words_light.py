"""A sentence is written in one place, the catalogue, and the page shows it: change a template in
``konkan.catalogue.EN`` and the widget made after shows the new words, whether its page fills the
template itself (a button, a title: the ``words`` trait) or Python fills it (a verdict)."""

from __future__ import annotations

import pytest
from light import mount
from playwright.sync_api import Page, expect

from konkan import catalogue
from konkan.widgets import MeldChecker

pytestmark = pytest.mark.browser


def test_a_new_sentence_in_the_catalogue_reaches_the_page(light_page: Page, monkeypatch: pytest.MonkeyPatch) -> None:
    page = light_page
    monkeypatch.setitem(catalogue.EN, "widget.checker.title", "Checker of melds, newly worded")
    monkeypatch.setitem(catalogue.EN, "widget.checker.clear", "Wipe")
    monkeypatch.setitem(
        catalogue.EN, "meld.run", "{cards}: a brand-new sentence about a run of {suit} ({points}) (R4.1)."
    )
    light = mount(page, MeldChecker("7S 8S 9S"))
    root = page.locator(light.selector)
    expect(root.get_by_text("Checker of melds, newly worded")).to_be_visible()
    expect(root.get_by_role("button", name="Wipe")).to_be_visible()
    for name in ("seven of spades", "eight of spades", "nine of spades"):
        root.get_by_role("option", name=name).click()
    expect(root.get_by_test_id("verdict-text")).to_have_text(
        "7♠ 8♠ 9♠: a brand-new sentence about a run of spades (24) (R4.1)."
    )
    assert "Meld checker" not in root.inner_text()
