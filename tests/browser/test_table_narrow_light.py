"""The learner's table in a narrow notebook, in a light page (tests/browser/light.py): at 560 pixels
across (JupyterLab at 800 pixels, or at 1280 with the file browser open and a panel more) and at 380
(JupyterLab at 800 pixels with the file browser open), every control and every card of the table and
of its Review lies inside the table's box, none is cut off by a box it sits in, none covers another,
and the table is no wider than the notebook's column.

Each scenario is measured at both widths: five players at the start (four rows of hidden cards), four
players all down with six melds and a card picked that fits one, and a round's end with its Review open and a
choice on show. Screenshots land in /tmp/s41/narrow, to look at.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from light import mount
from playwright.sync_api import Page, expect
from test_small_widgets import act
from test_table_lay_off import all_down
from test_table_review import finished, with_flagged_take

from konkan import Game, Rules
from konkan.cards import Card
from konkan.widgets import Table

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/s41/narrow")
WIDTHS = (560, 380)

# What is wrong with the table's layout, as a list of sentences (empty: nothing). `box` is the
# notebook's column the table sits in. An element's visible part is its box cut by every box round it
# that clips (overflow other than visible): vertical scrolling (the melds' box) is allowed, a cut at
# the side is not.
FIT = """t => {
  const box = t.parentElement, wrong = [];
  const r = t.getBoundingClientRect(), c = box.getBoundingClientRect();
  if (r.width > c.width + 0.5) wrong.push(`the table is ${r.width} px wide in a column of ${c.width}`);
  if (box.scrollWidth > box.clientWidth + 0.5) wrong.push(`the column scrolls sideways: ${box.scrollWidth}`);
  if (t.scrollWidth > t.clientWidth + 0.5) wrong.push(`the table scrolls sideways: ${t.scrollWidth}`);
  const name = (e) => (e.dataset.testid || e.dataset.action || e.dataset.meld || e.className || e.tagName) + ' "' +
    (e.textContent || '').trim().slice(0, 24) + '"';
  const seen = (e) => {
    let b = e.getBoundingClientRect();
    let v = {left: b.left, right: b.right, top: b.top, bottom: b.bottom};
    for (let a = e.parentElement; a && a !== box; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const ab = a.getBoundingClientRect();
      const inner = {left: ab.left + a.clientLeft, top: ab.top + a.clientTop};
      v = {left: Math.max(v.left, inner.left), right: Math.min(v.right, inner.left + a.clientWidth),
           top: Math.max(v.top, inner.top), bottom: Math.min(v.bottom, inner.top + a.clientHeight)};
    }
    return {b, v};
  };
  const parts = [...t.querySelectorAll(
    'button, input, select, progress, .konkan-card, .konkan-meld, .konkan-seat, .konkan-review-chip')]
    .filter((e) => { const b = e.getBoundingClientRect(); return b.width > 0 && b.height > 0; });
  const blocks = [];
  for (const e of parts) {
    const {b, v} = seen(e);
    if (b.left < r.left - 0.5 || b.right > r.right + 0.5) { wrong.push(`${name(e)} lies outside the table at the side`); continue; }
    if (b.top < r.top - 0.5 || b.bottom > r.bottom + 0.5) { wrong.push(`${name(e)} lies outside the table above or below`); continue; }
    const shown = v.bottom - v.top > 0.5;
    if (shown && (v.left > b.left + 0.5 || v.right < b.right - 0.5)) wrong.push(`${name(e)} is cut off at the side`);
    if (shown && !e.classList.contains('konkan-card')) blocks.push([e, v]);
  }
  // Controls, seats, melds and chips never cover one another (cards overlap in a fan by design).
  for (let i = 0; i < blocks.length; i++) {
    for (let j = i + 1; j < blocks.length; j++) {
      const [e, a] = blocks[i], [f, b] = blocks[j];
      if (e.contains(f) || f.contains(e)) continue;
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (w > 1 && h > 1) wrong.push(`${name(e)} and ${name(f)} overlap`);
    }
  }
  return wrong;
}"""


def fits(page: Page, width: int, shot: str) -> None:
    """Put the table in a column ``width`` pixels wide, look at it, and say what does not fit."""
    page.set_viewport_size({"width": width + 40, "height": 900})
    page.evaluate(f"() => {{ document.querySelector('[data-mount]').style.width = '{width}px'; }}")
    root = page.locator(".konkan-root.konkan-table")
    # The container query has applied once the root's width is the column's.
    page.wait_for_function(
        "w => Math.abs(document.querySelector('.konkan-root.konkan-table').getBoundingClientRect().width - w) < 1",
        arg=width,
    )
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{shot}-{width}.png"), full_page=True)
    wrong = root.evaluate(FIT)
    assert wrong == [], (shot, width, wrong)


def at_every_width(
    page: Page, make: Callable[[], Table], shot: str, then: Callable[[Page], None] | None = None
) -> None:
    for width in WIDTHS:
        mount(page, make())
        if then is not None:
            then(page)
        fits(page, width, shot)


def test_five_players_at_the_start_fit_a_narrow_notebook(light_page: Page):
    at_every_width(light_page, lambda: Table(Game(Rules(players=5), seed=3), opponents="greedy"), "start-5")


def test_six_melds_and_a_picked_card_fit_a_narrow_notebook(light_page: Page):
    def pick(page: Page) -> None:
        root = page.locator(".konkan-root.konkan-table")
        six = Card.parse("6H").id  # it fits meld 1: outlined, with its word
        act(page, root, lambda: page.get_by_test_id("hand").locator(f".konkan-card[data-id='{six}']").click())
        expect(page.get_by_test_id("fits")).to_have_count(1)

    at_every_width(light_page, all_down, "down-4", pick)


def test_a_round_end_and_its_review_fit_a_narrow_notebook(light_page: Page):
    page = light_page
    for width in WIDTHS:
        t = finished()
        reviewing = t.reviewer.review_round  # with a flagged choice to show (test_table_review's)
        t.reviewer.review_round = lambda *a, reviewing=reviewing, **k: with_flagged_take(reviewing(*a, **k))
        mount(page, t)
        root = page.locator(".konkan-root.konkan-table")
        expect(page.get_by_test_id("round-end")).to_be_visible()
        fits(page, width, "round-end")
        act(page, root, lambda: page.locator("[data-action=review]").click())
        expect(page.get_by_test_id("review-strip")).to_be_visible(timeout=120_000)
        fits(page, width, "review")
        act(page, root, lambda: page.get_by_test_id("review-strip").locator(".konkan-review-flagged").click())
        expect(page.locator("[data-action=replay-better]")).to_be_visible()
        fits(page, width, "review-choice")
