"""Practice as a learner reads it, in a light page (tests/browser/light.py): the page says that
levels go by kind, not by the box's streak."""

from __future__ import annotations

import pytest
from light import mount
from playwright.sync_api import Page, expect
from test_small_widgets import act

from konkan.teaching.practice import KIND_NAMES
from konkan.widgets import Practice

pytestmark = pytest.mark.browser


def test_a_mix_says_on_the_page_that_each_kind_has_its_own_level(light_page: Page, tmp_path):
    page = light_page
    w = Practice(None, seed=1, progress=tmp_path / "practice.json")
    mount(page, w)
    root = page.locator(".konkan-root.konkan-practice")
    expect(page.get_by_test_id("by-kind")).to_contain_text("Levels go by kind: each kind of puzzle has its own level.")
    expect(page.get_by_test_id("streak")).to_have_attribute("title", "Right answers in a row in this box")
    act(page, root, lambda: page.locator("[data-action=next]").click())
    kind = w.session.puzzle.kind
    expect(page.get_by_test_id("title")).to_have_text(KIND_NAMES[kind])
    expect(page.get_by_test_id("by-kind")).to_contain_text(
        f"{KIND_NAMES[kind]} goes up to level 2 after 3 right in a row"
    )
    expect(page.get_by_test_id("by-kind")).to_contain_text("The streak counts this box's answers, of every kind.")
