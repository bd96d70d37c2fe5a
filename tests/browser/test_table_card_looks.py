"""How the cards of your hand look in a real page: a card you just drew and then picked looks
picked (raised, the pick ring), and cards set aside to go down together keep their face at full
strength, so their rank and suit corner reads as well as any other card's, while sitting apart.

The table is set up in Python (South discards, the computer plays, South draws), then a run is set
aside and the new card picked through the intents the page sends. Styles are read with
transitions off; a screenshot goes to ``/tmp/shots/card-looks.png``.
"""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from playwright.sync_api import Page, expect
from test_notebooks_in_lab import assert_no_error_outputs, assert_no_konkan_errors, click_menu, collect_page_errors
from test_table_in_lab import HAND1, STOCK, WHOLE0, wait_prompts_done

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots")
NOTEBOOK = "card-looks.ipynb"
SETUP = f"""from konkan import Card, Game, Rules, parse_cards
from konkan.actions import Discard, Draw
from konkan.play.players import GreedyPlayer
from konkan.widgets import Table


def intent(widget, **content):
    widget._on_message(widget, content, [])
    assert widget.message.get("tone") != "error", widget.message


deck = {" ".join([WHOLE0, HAND1, STOCK])!r}
ids = [c.id for c in parse_cards(deck)]
g = Game(Rules(players=2), seed=1, deck=deck)
r = g.round
dealt = set(r.hand(0))
r.apply(Discard(0, Card.from_id(ids[14])))  # K♣
GreedyPlayer(seed=1).play_turn(r)
r.apply(Draw(0))
(drawn,) = [c.id for c in r.hand(0) if c not in dealt]
t = Table(g, opponents="greedy")
intent(t, kind="pick", cards=ids[0:5])  # 7♠ to J♠
intent(t, kind="act", action="stage")
intent(t, kind="pick", cards=[drawn])
assert t.last_move["cards"] == [drawn] and t.staged == [ids[0:5]]
t"""

STYLES = """e => {
  let alpha = 1;
  for (let n = e; n; n = n.parentElement) alpha *= Number(getComputedStyle(n).opacity);
  const s = getComputedStyle(e);
  const m = new DOMMatrixReadOnly(s.transform === 'none' ? undefined : s.transform);
  return {alpha, filter: s.filter, shadow: s.boxShadow, rise: -m.f, outline: s.outlineStyle,
          left: e.getBoundingClientRect().left, width: e.getBoundingClientRect().width};
}"""
PICK_RING = "rgb(138, 180, 248) 0px 0px 0px 3px"  # #8ab4f8, the ring every picked card wears


def test_a_picked_new_card_looks_picked_and_set_aside_cards_stay_readable(page: Page, fresh_lab):
    errors = collect_page_errors(page)
    nb = nbformat.v4.new_notebook(
        cells=[nbformat.v4.new_code_cell(SETUP)],
        metadata={"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
    )
    nbformat.write(nb, fresh_lab.root / NOTEBOOK)
    page.set_viewport_size({"width": 1280, "height": 1400})
    fresh_lab.open(page, "lab/tree", NOTEBOOK)
    click_menu(page, "Run", "Run All Cells")
    hand = page.locator(".konkan-table .konkan-hand")
    expect(hand.locator(".konkan-card").first).to_be_visible(timeout=30_000)
    wait_prompts_done(page)
    assert_no_error_outputs(page)
    page.add_style_tag(content="*, *::before, *::after { transition: none !important; animation: none !important; }")
    page.mouse.move(0, 0)
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator(".konkan-root.konkan-table").first.screenshot(path=str(SHOTS / "card-looks.png"))

    new = hand.locator(".konkan-card.konkan-last")
    expect(new).to_have_count(1)
    assert "konkan-picked" in (new.get_attribute("class") or "")
    plain = hand.locator(".konkan-card:not(.konkan-last):not(.konkan-picked):not(.konkan-staged)").first.evaluate(
        STYLES
    )
    got = new.evaluate(STYLES)
    # Picked wins: raised as a picked card is, its first ring the pick ring (the gold may follow).
    assert got["rise"] >= 14 > plain["rise"], (got, plain)
    assert got["shadow"].startswith(PICK_RING), got["shadow"]

    # Set aside: the cards leave the hand's row and sit together in their own group below it.
    expect(hand.locator(".konkan-card.konkan-staged")).to_have_count(0)
    staged = page.locator(".konkan-table [data-testid='staged'] .konkan-staged-group .konkan-card")
    expect(staged).to_have_count(5)
    looks = [staged.nth(i).evaluate(STYLES) for i in range(5)]
    for look in looks:
        # The face is not faded or filtered: its corner keeps the contrast the card face has.
        assert look["alpha"] == 1 and look["filter"] == "none", look
    # The next card covers only the right side: each corner (the left quarter) stays in view.
    steps = [b["left"] - a["left"] for a, b in zip(looks, looks[1:])]
    assert min(steps) >= 0.25 * looks[0]["width"], steps
    assert_no_konkan_errors(errors)
