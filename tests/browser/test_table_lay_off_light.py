"""Laying off found without a hint, in a light page (tests/browser/light.py): once the learner is
down and a card of their hand goes on a meld (R6.1), the status line says so; a card picked outlines
the melds it can be added to, with their word, and no other; pressing one makes Lay off the main
button, and laying off adds the card there. Which melds take a card is the engine's answer, sent by
Python (``live.fits``): the page decides nothing. Screenshots land in /tmp/s41/lay-off.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from light import mount
from playwright.sync_api import Locator, Page, expect
from test_small_widgets import act
from test_table_lay_off import all_down

from konkan import Game, Rules
from konkan.cards import Card
from konkan.catalogue import say
from konkan.widgets import Table

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/s41/lay-off")


def card(page: Page, code: str) -> Locator:
    """The learner's card ``code`` ("6H") in the hand on the page."""
    return page.get_by_test_id("hand").locator(f".konkan-card[data-id='{Card.parse(code).id}']")


def test_the_table_shows_where_a_picked_card_can_be_laid_off(light_page: Page):
    page = light_page
    page.set_viewport_size({"width": 1000, "height": 900})
    SHOTS.mkdir(parents=True, exist_ok=True)
    t = all_down()  # South is down, has drawn; 6♥ goes on the run 2♥ 3♥ 4♥ 5♥ (meld 1), 7♥ on the set of 7s
    mount(page, t)
    root = page.locator(".konkan-root.konkan-table")
    melds = page.get_by_test_id("melds").locator(".konkan-meld")
    expect(page.get_by_test_id("status")).to_have_text(say("widget.table.status.lay_off"))
    expect(page.get_by_test_id("status")).to_contain_text("add a card to a meld on the table")
    expect(melds).to_have_count(6)
    expect(page.locator(".konkan-fits")).to_have_count(0)  # nothing picked: no meld outlined yet
    page.screenshot(path=str(SHOTS / "status.png"))

    act(page, root, lambda: card(page, "6H").click())
    fitting = page.locator(".konkan-meld.konkan-fits")
    expect(fitting).to_have_count(1)
    expect(fitting).to_have_attribute("data-meld", "0")
    expect(fitting.get_by_test_id("fits")).to_have_text("Fits here")
    expect(fitting).to_have_attribute(
        "aria-label", "Meld 1, South's: " + t.view["table"][0]["message"] + " What you picked fits here."
    )
    expect(page.get_by_test_id("live")).to_contain_text("Or press a meld marked Fits here to add it there (R6.1).")
    assert t.live["fits"] == [0]  # Python said so; the page drew what it was sent
    page.screenshot(path=str(SHOTS / "picked-6H.png"))

    # Another card, another meld: the 7♥ fits the set of sevens only.
    act(page, root, lambda: card(page, "6H").click())
    expect(page.locator(".konkan-fits")).to_have_count(0)
    act(page, root, lambda: card(page, "7H").click())
    expect(fitting).to_have_count(1)
    expect(fitting).to_have_attribute("data-meld", "1")
    act(page, root, lambda: card(page, "7H").click())

    # A card that fits nowhere outlines nothing.
    act(page, root, lambda: card(page, "2D").click())
    expect(page.locator(".konkan-fits")).to_have_count(0)
    expect(page.get_by_test_id("live")).not_to_contain_text("Fits here")
    act(page, root, lambda: card(page, "2D").click())

    # Pick the 6♥, press the meld it fits: chosen (no longer just outlined), Lay off is the main move.
    act(page, root, lambda: card(page, "6H").click())
    act(page, root, lambda: page.get_by_test_id("meld-0").click())
    expect(page.get_by_test_id("meld-0")).to_have_class("konkan-meld konkan-targeted")
    expect(page.locator("[data-action=lay_off]")).to_have_class("konkan-button konkan-primary")
    expect(page.locator("[data-action=discard]")).not_to_have_class("konkan-button konkan-primary")
    page.screenshot(path=str(SHOTS / "chosen.png"))
    act(page, root, lambda: page.locator("[data-action=lay_off]").click())
    expect(page.get_by_test_id("meld-0").locator(".konkan-card")).to_have_count(5)
    expect(card(page, "6H")).to_have_count(0)
    expect(page.get_by_test_id("log")).to_contain_text("You laid off the 6♥")


def test_no_lay_off_words_before_going_down_nor_before_a_class(light_page: Page):
    page = light_page
    t = Table(Game(Rules(players=4), seed=3), opponents="greedy")  # not down yet
    mount(page, t)
    root = page.locator(".konkan-root.konkan-table")
    expect(page.get_by_test_id("status")).to_have_text("Your turn: go down if you can, then discard.")
    act(page, root, lambda: page.get_by_test_id("hand").locator(".konkan-card").first.click())
    assert "fits" not in t.live
    expect(page.locator(".konkan-fits")).to_have_count(0)
    # The projector's table draws as before: the teacher's class reads the status line it always had.
    mount(page, all_down(projector=True))
    expect(page.get_by_test_id("status")).to_have_text("Your turn: meld or lay off if you can, then discard.")
