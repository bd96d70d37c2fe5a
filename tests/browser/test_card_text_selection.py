"""Selecting a widget's text picks up words, not the card faces' insides, in a light page
(tests/browser/light.py).

Every widget keeps the card faces (53 faces and a back, drawn by konkan.render.card_symbols) as
SVG <symbol>s in a hidden holder and places each card with <use>. The symbols' own rank and suit
letters are text in the page: a hidden holder of size 0 still counted as shown, so Ctrl-A (or
``document.body.innerText``) gave "A 2 3 ... K" four times and "J O K E R" before the widget's
words. The holder is not shown to selection now; the cards are still drawn from it, and each
card keeps its name for screen readers (aria-label) and its short name on hover (title)."""

from __future__ import annotations

import pytest
from light import mount
from playwright.sync_api import Page

from konkan import Card, Game, Rules
from konkan.widgets import MeldChecker, Table

pytestmark = pytest.mark.browser

RANKS = "\n".join(["A", *map(str, range(2, 11)), "J", "Q", "K"])  # one suit's faces, as the holder gave them
JOKER = "\n".join("JOKER")

SELECT_ALL = """() => {
  const s = window.getSelection();
  s.removeAllRanges();
  const r = document.createRange();
  r.selectNodeContents(document.body);
  s.addRange(r);
  return s.toString();
}"""


def _clutter(text: str) -> list[str]:
    return [run for run in (RANKS, JOKER) if run in text]


@pytest.mark.parametrize("which", ["table", "meld checker"])
def test_selecting_a_widgets_text_leaves_out_the_card_faces_insides(light_page: Page, which: str):
    page = light_page
    page.set_viewport_size({"width": 1280, "height": 900})
    if which == "table":
        widget = Table(Game(Rules(players=3), seed=3), opponents="greedy")
        cards = page.get_by_test_id("hand").locator(".konkan-card")
    else:
        widget = MeldChecker("7S 8S JK QH")
        cards = page.locator(".konkan-root .konkan-card[data-id]")
    mount(page, widget)
    cards.first.wait_for()
    assert cards.count() >= 4

    page.keyboard.press("Control+a")  # as a reader does, then every node of the page for sure
    ctrl_a = page.evaluate("() => window.getSelection().toString()")
    everything = page.evaluate(SELECT_ALL)
    inner = page.evaluate("() => document.body.innerText")
    for text in (ctrl_a, everything, inner):
        assert not _clutter(text), text[:400]
    if which == "table":
        assert "Your hand" in everything and "Score sheet" in everything  # the words are still there

    # Each card still says which it is, to a screen reader and on hover.
    first = cards.first
    card = Card.from_id(int(first.get_attribute("data-id")))
    assert first.get_attribute("aria-label") == card.name
    assert first.get_attribute("title") == str(card)
    assert first.get_attribute("role") in ("img", "button", "option", "checkbox", "presentation")
    # The faces are still drawn from their symbols: two different faces look different.
    faces = {}
    for k in range(cards.count()):
        code = cards.nth(k).get_attribute("data-code")
        if code not in faces:
            faces[code] = cards.nth(k).screenshot()
    assert len(set(faces.values())) == len(faces) >= 3, "cards are drawn blank"
