"""The projector table on one 1280 x 720 screen, in JupyterLab: the felt with every seat, the
learner's hand and the move buttons fit the screen's height, the log scrolls in its own box,
and every seat's card count stays readable.

The other seats' hands are hidden (the learner's table) or open (the teacher's, ``open=True``):
a hidden hand is one short row of overlapping backs, never a wrapped grid. Screenshots land in
/tmp/shots/newcomer-projector, to look at.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect
from test_notebooks_in_lab import assert_no_konkan_errors, collect_page_errors
from test_table_seats_and_endings import DRIVER, open_and_run, shoot, write_notebook

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots/newcomer-projector")
SCREEN = {"width": 1280, "height": 720}
PLAYING = 800  # the felt, the hand and the buttons: one screen (720) and a little scrolling at most
PLAYING_OPEN = 900  # every hand open (the teacher's view): each open hand takes two overlapped rows


@pytest.fixture
def screen_page(page: Page, fresh_lab):
    """The test's page with a projector's viewport, 1280 x 720."""
    page.set_viewport_size(SCREEN)
    return page


def measure(table) -> dict[str, float]:
    """Heights on the page: the whole table, from its top to the move buttons' bottom, the felt and the log."""
    return table.evaluate("""t => {
      const r = (e) => e.getBoundingClientRect();
      const top = r(t).top;
      return {table: r(t).height, playing: r(t.querySelector('.konkan-actions')).bottom - top,
              felt: r(t.querySelector('.konkan-felt')).height,
              log: r(t.querySelector('.konkan-log-list')).height};
    }""")


TABLES = [(4, False), (5, False), (4, True), (5, True)]  # players, the other hands open


def test_a_projector_table_fits_one_screen(screen_page: Page, fresh_lab):
    """Four projector tables in one notebook (four and five players, hands hidden and open), each
    brought to the top of the screen and measured there."""
    page = screen_page
    errors = collect_page_errors(page)
    cells = [DRIVER]
    for k, (players, open_hands) in enumerate(TABLES):
        cells.append("from konkan import Game, Rules\nfrom konkan.widgets import Table\n"
                     f"t{k} = Table(Game(Rules(players={players}), seed=3), opponents='greedy', open={open_hands}, "
                     f"size='projector')\nadvance(t{k}, turns=2)\nt{k}")
    name = write_notebook(fresh_lab.root, "scenario-fit.ipynb", cells)
    open_and_run(page, fresh_lab, name, len(TABLES))
    SHOTS.mkdir(parents=True, exist_ok=True)
    for k, (players, open_hands) in enumerate(TABLES):
        table = page.locator(".konkan-table").nth(k)
        shot = f"fit-{players}-{'open' if open_hands else 'hidden'}"
        table.evaluate("e => e.scrollIntoView({block: 'start'})")
        expect(table.get_by_test_id("log").locator("li").first).to_be_visible()
        seen = measure(table)
        page.screenshot(path=str(SHOTS / f"{shot}-screen.png"))
        shoot(page, table, f"../newcomer-projector/{shot}-table.png")
        print(shot, {k: round(v) for k, v in seen.items()})  # the figures, with -s
        assert_fits(table, shot, players, open_hands, seen)
    assert_no_konkan_errors(errors)


def assert_fits(table, shot: str, players: int, open_hands: bool, seen: dict[str, float]) -> None:
    assert seen["playing"] <= (PLAYING_OPEN if open_hands else PLAYING), (shot, seen)
    assert seen["log"] <= 300, (shot, seen)  # the log scrolls in its own box

    # Every other seat: one row of cards, its name and its card count, large enough to read.
    for s in range(1, players):
        seat = table.get_by_test_id(f"seat-{s}")
        count = seat.locator(".konkan-count")
        expect(count).to_be_visible()
        expect(count).to_have_text(re.compile(r"^\d+ cards?$"))
        assert float(count.evaluate("e => parseFloat(getComputedStyle(e).fontSize)")) >= 20, (shot, s)
        tops = seat.locator(".konkan-card").evaluate_all("es => es.map(e => Math.round(e.getBoundingClientRect().top))")
        assert tops, (shot, s)
        if not open_hands:
            assert len(set(tops)) == 1, (shot, s, "a hidden hand is one row of backs", sorted(set(tops)))
        else:
            # An open hand may overlap its rows, but each card's corner (rank and suit) shows.
            xs = seat.locator(".konkan-card").evaluate_all(
                "es => es.map(e => { const r = e.getBoundingClientRect(); return [r.left, r.top]; })")
            for i, (x, y) in enumerate(xs):
                for x2, y2 in xs[i + 1:]:
                    assert abs(x2 - x) >= 24 or abs(y2 - y) >= 30, (shot, s, "a card covers another's corner")
    assert table.evaluate("e => e.scrollWidth <= e.clientWidth + 1"), shot
