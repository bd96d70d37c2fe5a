"""The projector's open table (konkan/classroom/service/projector.py, drawn by
konkan.render.table_svg with every hand open) on a 1280 x 720 screen in chromium, measured as
drawn: with 2 to 5 seats, fourteen cards a hand and a table full of melds, every open card's rank
is drawn at least 12 pixels high and no card of its hand covers its rank or its corner pip, the
drawing fits the screen's width, and no hand, meld, pile or label lies on another. (A teacher's
trial found the other seats' hands squeezed so much their ranks could not be read.) Screenshots
land in /tmp/shots/projector-open, to look at."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page
from test_render import _crowded

from konkan import Round
from konkan.classroom.service import projector

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots/projector-open")

# For every open hand's card: where it is, and where its rank and corner pip are drawn, in pixels.
MEASURE = """() => {
  const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  const out = {width: document.querySelector('.kp-svg svg').getBoundingClientRect().right, cards: [], blocks: []};
  for (const g of document.querySelectorAll('.kp-svg g.konkan-card[data-zone=seat], .kp-svg g.konkan-card[data-zone=hand]')) {
    const rank = g.querySelector('text');
    const pip = g.querySelector('path, polygon');
    out.cards.push({seat: g.dataset.seat || 'own', card: box(g.querySelector('rect')), rank: box(rank), pip: box(pip),
                    font: rank.getScreenCTM().a * Number(rank.getAttribute('font-size'))});
  }
  for (const g of document.querySelectorAll('.kp-svg g.konkan-card')) {
    const owner = g.closest('[data-meld]') ? 'meld ' + g.closest('[data-meld]').dataset.meld
      : g.dataset.seat !== undefined ? 'seat ' + g.dataset.seat : g.dataset.zone;
    out.blocks.push([owner, box(g.querySelector('rect'))]);
  }
  for (const r of document.querySelectorAll('.kp-svg rect[fill="#fff"][rx]')) {
    if (!r.closest('.konkan-card')) out.blocks.push(['label', box(r)]);
  }
  return out;
}"""


def _page(r: Round) -> str:
    view = r.view(0)
    table = {
        "view": view.to_dict(),
        "hands": [[c.id for c in r.hand(s)] for s in range(r.players)],
        "table": 1,
        "number": 1,
        "paused": True,
        "round": 1,
        "round_over": False,
        "game_over": False,
        "seats": [],
        "current": r.current,
    }
    board = {"code": "KLM", "version": 1, "tables": [table], "students": [], "count": 0}
    parts = {"controls": projector.controls_html(board, "/"), "table": projector.table_html(table, board, "/")}
    return projector.page(board, parts, prefix="/", xsrf="x", table=table)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_open_hand_reads_on_a_1280_by_720_projector(light_page: Page, players: int):
    page = light_page
    page.set_viewport_size({"width": 1280, "height": 720})
    r = _crowded(players)
    page.set_content(_page(r))
    page.locator(".kp-svg svg").wait_for()
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator(".kp-svg").screenshot(path=str(SHOTS / f"{players}-seats.png"))
    got = page.evaluate(MEASURE)
    assert got["width"] <= 1280
    cards = got["cards"]
    assert len(cards) == sum(len(r.hand(s)) for s in range(players))
    for c in cards:
        assert c["font"] >= 12, ("a rank too small to read from the back of the room", c)
    for a, b in zip(cards, cards[1:]):
        if a["seat"] == b["seat"]:  # the next card of one hand, to the right: the corner stays in view
            assert b["card"][0] >= max(a["rank"][2], a["pip"][2]) - 0.5, ("a rank or pip covered", a, b)
    blocks = got["blocks"]
    for i, (what, p) in enumerate(blocks):
        for other, q in blocks[i + 1 :]:
            if what == other != "label":
                continue  # the cards of one hand or meld fan over each other
            apart = p[2] <= q[0] + 0.5 or q[2] <= p[0] + 0.5 or p[3] <= q[1] + 0.5 or q[3] <= p[1] + 0.5
            assert apart, (what, p, other, q)
