"""The card table in a light page (tests/browser/light.py): the same widget, bridged to Python in this
process with no JupyterLab and no kernel, so a scenario costs about a second. The engine's sentences
reach the page at once, Python holds what the page picked, a refused move changes nothing, and
nothing of the other hand or the stock is ever given to the page."""

from __future__ import annotations

import pytest
from helpers import card_ids_in
from light import mount
from playwright.sync_api import Page, expect
from test_table_in_lab import HAND0, HAND1, STOCK, Mouse, deck_ids

from konkan import Game, Rules, parse_cards
from konkan.widgets import Table

pytestmark = pytest.mark.browser


def test_picks_a_hint_and_a_refused_move_in_a_light_page(light_page: Page) -> None:
    page = light_page
    t = Table(Game(Rules(players=2), seed=1, deck=" ".join([HAND0, HAND1, STOCK])), opponents="greedy")
    light = mount(page, t)
    ids = {str(c): c.id for c in parse_cards(HAND0)}
    play = Mouse(page)  # the clicks the JupyterLab scenarios make, on the same widget
    expect(page.locator(".konkan-table .konkan-hand .konkan-card")).to_have_count(15)

    play.pick([ids[face] for face in ("7♠", "8♠", "9♠")])
    expect(page.get_by_test_id("live")).to_contain_text(
        "7♠ 8♠ 9♠ is a run of spades worth 24 points (R4.1). Your melds add up to 24 points, but going "
        "down the first time needs at least 51, 27 more (R5.1).")
    assert t.picked == [ids["7♠"], ids["8♠"], ids["9♠"]]

    play.press("hint")
    hint = page.get_by_test_id("hint")
    expect(hint).to_be_visible()
    assert t.hint.get("text") and t.hint["text"] in hint.inner_text()
    lit = page.evaluate("() => [...document.querySelectorAll('.konkan-hand .konkan-hinted')].map(e => +e.dataset.id)")
    assert lit and sorted(lit) == sorted(t.hint["cards"])

    play.press("draw")
    expect(page.get_by_test_id("message")).to_have_text(
        "The starter's first turn has no draw: you were dealt 15 cards. Meld if you can, then discard (R3.2).")
    assert t.round.history == []

    hidden = set(deck_ids(" ".join([HAND0, HAND1, STOCK]), 15, 14 + 16))
    given = set().union(*(card_ids_in(m) for m in light.received))
    assert given and not given & hidden, f"the page was given hidden cards: {sorted(given & hidden)}"
