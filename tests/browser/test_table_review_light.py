"""The Review at a round's end, in a light page (tests/browser/light.py): press Review, see the
progress and then the strip of choices, click the flagged one, see the table as it was then with
the move played and the better one marked, play the better move on, and go back."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from light import mount
from playwright.sync_api import Page, expect
from test_small_widgets import act
from test_table_review import finished, with_flagged_take

from konkan.teaching.mistakes import MistakeBook

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/coach-review")


def test_review_a_finished_round_replay_its_blunder_and_go_back(light_page: Page, tmp_path: Any):
    page = light_page
    page.set_viewport_size({"width": 1100, "height": 900})
    SHOTS.mkdir(parents=True, exist_ok=True)
    t = finished(mistakes=MistakeBook(tmp_path / "mistakes.json"))
    t.pace = 100  # the play-out after the better move goes quickly
    # The review worked out as the table does, with the take of the 10♣ flagged as it once was.
    reviewing = t.reviewer.review_round
    t.reviewer.review_round = lambda *a, **k: with_flagged_take(reviewing(*a, **k))
    mount(page, t)
    root = page.locator(".konkan-root.konkan-table")
    expect(page.get_by_test_id("round-end")).to_be_visible()
    act(page, root, lambda: page.locator("[data-action=review]").click())
    # The review is worked out while the page goes on: a progress bar, then the strip.
    expect(page.get_by_test_id("review-progress")).to_be_visible()
    page.screenshot(path=str(SHOTS / "progress.png"))
    strip = page.get_by_test_id("review-strip")
    expect(strip).to_be_visible(timeout=120_000)
    chips = strip.locator(".konkan-review-chip")
    expect(chips).to_have_count(len(t.review["strip"]))
    assert chips.evaluate_all("cs => cs.map(c => c.dataset.index)") == [str(c["index"]) for c in t.review["strip"]]
    expect(page.get_by_test_id("review-summary")).to_contain_text("Accuracy this round:")
    expect(page.get_by_test_id("review-book")).to_have_text(
        "1 choice that cost points is saved, so practice can ask it again later."
    )
    moment = page.get_by_test_id("review-moment")
    expect(moment).to_have_count(1)
    expect(moment).to_contain_text("Took the 10♣ from the discard pile.")
    expect(moment).to_contain_text("The better move here was to draw from the stock.")
    expect(moment.locator(".konkan-review-rule")).to_have_text("R3.3")
    page.get_by_test_id("review").scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / "strip.png"), full_page=True)

    # The flagged chip: its class in words for a screen reader, and the table as it was then.
    flagged = strip.locator(".konkan-review-flagged")
    expect(flagged).to_have_count(1)
    expect(flagged).to_have_attribute(
        "aria-label", "Choice 11: Took the 10♣ from the discard pile. Big mistake, about 22 points lost."
    )
    act(page, root, lambda: flagged.click())
    expect(page.get_by_test_id("status")).to_have_text("Choice 11 of 19, with the table as South saw it then.")
    expect(page.get_by_test_id("round-end")).to_have_count(0)
    d = t.reviewer.replay.decision
    expect(page.get_by_test_id("hand").locator(".konkan-card")).to_have_count(len(d.view["hand"]))
    expect(page.get_by_test_id("stock")).to_have_class("konkan-pile konkan-stock konkan-review-better")
    expect(page.get_by_test_id("discard-pile")).to_have_class("konkan-pile konkan-discard konkan-review-played")
    expect(page.get_by_test_id("stock").locator(".konkan-review-tag")).to_have_text("Better")
    expect(page.get_by_test_id("actions").locator("button")).to_have_count(0)  # read-only
    page.screenshot(path=str(SHOTS / "moment.png"), full_page=True)

    # The better move, and the computer playing the round on from there at the table's pace.
    act(page, root, lambda: page.locator("[data-action=replay-better]").click())
    expect(page.get_by_test_id("status")).to_contain_text(
        "After the better move the round ended like this:", timeout=60_000
    )
    page.screenshot(path=str(SHOTS / "played-on.png"), full_page=True)

    act(page, root, lambda: page.locator("[data-action=replay-back]").click())
    expect(page.get_by_test_id("round-end")).to_be_visible()
    expect(page.get_by_test_id("status")).to_have_text("Round 1 is over.")
    expect(strip.locator(".konkan-review-shown")).to_have_count(0)

    # Try it again: the review, which names the better move, is put away while the moment is asked,
    # and a miss is said right under the moves, in view.
    act(page, root, lambda: page.locator(f"[data-action=retry-{d.index}]").click())
    expect(page.get_by_test_id("review")).to_have_count(0)
    act(page, root, lambda: page.locator("[data-testid=actions] [data-action=take]").click())
    message = root.get_by_test_id("message")
    expect(message).to_contain_text("Not this one")
    expect(message).to_be_in_viewport()
    page.screenshot(path=str(SHOTS / "retry-miss.png"))

    # The way back to the game is there before the moment is answered, too.
    back = page.locator("[data-testid=actions] [data-action=next]")
    expect(back).to_have_text("Back to the game")
    act(page, root, lambda: back.click())
    expect(page.get_by_test_id("round-end")).to_be_visible()
    expect(page.get_by_test_id("review")).to_be_visible()
