"""The table as a class sees it, in JupyterLab: seats where people sit, the end of a round and of a
whole game with its New game button, and the projector size at 1280 x 720.

Each scenario is a notebook the test writes next to the served copy of notebooks/. The kernel
plays every seat's moves quickly (the learner's with a computer player, through the widget's own
code), so a whole game takes seconds; the page is then read and clicked like a learner would.
Screenshots land in /tmp/shots, to look at.
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path
from typing import Any

import nbformat
import pytest
from helpers import rerun_cell
from playwright.sync_api import Page, expect
from test_notebooks_in_lab import assert_no_error_outputs, assert_no_konkan_errors, click_menu, collect_page_errors
from test_table_in_lab import wait_prompts_done

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots/table")

# Plays the tables in the kernel: computers step through the widget's intents, the learner's seat
# is played by a greedy player straight into the round (the widget then redraws, as after a click).
DRIVER = '''import json
from konkan.play.players import GreedyPlayer

_learner = GreedyPlayer(seed=99, explain=False)

def advance(t, turns=None):
    """Play on until the round is over, or until the learner has played `turns` turns and is to play."""
    t.auto = False
    r, played = t.round, 0
    while not r.is_over:
        if r.current in t.players:
            t._on_message(t, {"kind": "step", "at": t.revision}, [])
            continue
        if turns is not None and played >= turns and r.phase.value == "start":
            break
        action = _learner.decide(r.view(r.current)).action
        r.apply(action)
        played += action.__class__.__name__ == "Discard"
        with t.hold_sync():
            t._refresh()
            t.revision += 1

def probe(t):
    g = t.game
    print("PROBE " + json.dumps({
        "seed": str(g.seed), "number": t.round.number, "round_over": t.round.is_over, "over": g.is_over,
        "totals": g.totals, "winners": g.winners, "names": list(g.names),
        "lines": [[ln.seat, ln.score, ln.message] for ln in t.round.result.lines] if t.round.result else [],
        "result": t.round.result.message if t.round.result else "", "message": t.message.get("text", ""),
        "rounds": [r.result.message for r in g.rounds if r.result is not None],
    }, ensure_ascii=False))'''


def write_notebook(root: Path, name: str, cells: list[str]) -> str:
    nb = nbformat.v4.new_notebook(
        cells=[nbformat.v4.new_code_cell(c) for c in cells],
        metadata={"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
    )
    nbformat.write(nb, root / name)
    return name


def open_and_run(page: Page, lab, name: str, tables: int) -> None:
    lab.open(page, "lab/tree", name)
    click_menu(page, "Run", "Run All Cells")
    expect(page.locator(".konkan-table")).to_have_count(tables, timeout=30_000)
    wait_prompts_done(page)
    assert_no_error_outputs(page)


def run_cell(page: Page, index: int) -> str:
    """Re-run one cell and return its text output."""
    cell = rerun_cell(page, index, 30_000)
    return (
        cell.locator(".jp-OutputArea-output").last.inner_text() if cell.locator(".jp-OutputArea-output").count() else ""
    )


def read_probe(page: Page, index: int) -> dict[str, Any]:
    text = run_cell(page, index)
    m = re.search(r"PROBE (\{.*\})", text)
    assert m, f"no probe output: {text!r}"
    return json.loads(m.group(1))


def box(locator) -> dict[str, float]:
    b = locator.bounding_box()
    assert b, "not on the page"
    return {**b, "x": b["x"] + b["width"] / 2, "y": b["y"] + b["height"] / 2, "left": b["x"]}


def shoot(page: Page, table, name: str) -> None:
    """A screenshot of the whole table: the page made tall enough first, so nothing scrolls over it."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    size = page.viewport_size or {"width": 1280, "height": 1000}
    page.set_viewport_size({"width": size["width"], "height": 3000})
    try:
        table.scroll_into_view_if_needed()
        table.screenshot(path=str(SHOTS / name))
    finally:
        page.set_viewport_size(size)


def revision(table) -> int:
    return int(table.get_attribute("data-revision") or "0")


def answered(page: Page, index: int, before: int) -> None:
    page.wait_for_function(
        "([i, b]) => Number(document.querySelectorAll('.konkan-table')[i].dataset.revision) > b",
        arg=[index, before],
        timeout=15_000,
    )


# --- seats as people sit (R1.3) ---------------------------------------------------------------------


def test_seats_sit_round_the_table_with_the_next_player_on_the_right(page: Page, fresh_lab):
    errors = collect_page_errors(page)
    setup = (
        "from konkan import Game, Rules\nfrom konkan.widgets import Table\n"
        "tables = [Table(Game(Rules(players=n), seed=3), opponents='greedy') for n in (2, 4, 5)]"
    )
    cells = [setup, DRIVER, "for t in tables: advance(t, turns=3)", "tables[0]", "tables[1]", "tables[2]"]
    name = write_notebook(fresh_lab.root, "scenario-seats.ipynb", cells)
    open_and_run(page, fresh_lab, name, 3)
    SHOTS.mkdir(parents=True, exist_ok=True)
    for k, players in enumerate((2, 4, 5)):
        table = page.locator(".konkan-table").nth(k)
        expect(table.locator(".konkan-seat")).to_have_count(players - 1)
        felt, hand = box(table.locator(".konkan-felt")), box(table.locator(".konkan-hand"))
        at = {s: box(table.get_by_test_id(f"seat-{s}")) for s in range(1, players)}
        cx, cy = felt["x"], (min(b["y"] for b in at.values()) + hand["y"]) / 2
        # Going round in turn order from the learner at the bottom, anticlockwise on the screen.
        turned = [(math.degrees(math.atan2(cy - at[s]["y"], at[s]["x"] - cx)) - 270) % 360 for s in range(1, players)]
        assert turned == sorted(turned), (players, turned)
        for s in range(1, players):
            assert at[s]["y"] < hand["y"], (players, s)
        if players == 2:
            assert abs(at[1]["x"] - cx) < 60  # across the table
        else:
            assert at[1]["x"] > cx + felt["width"] / 4, "the next player sits on the learner's right"
            assert at[players - 1]["x"] < cx - felt["width"] / 4, "the one before sits on the left"
        if players == 4:
            assert abs(at[2]["x"] - cx) < 60 and at[2]["y"] < at[1]["y"] and abs(at[1]["y"] - at[3]["y"]) < 2
            assert table.get_by_test_id("seat-1").get_attribute("data-side") == "right"
        shoot(page, table, f"table-{players}-players-mid-round.png")
    assert_no_konkan_errors(errors)


# --- the end of a round and of the game ---------------------------------------------------------


def test_a_whole_game_ends_with_its_standings_and_a_new_game(page: Page, fresh_lab):
    errors = collect_page_errors(page)
    setup = (
        "from konkan import Game, Rules\nfrom konkan.widgets import Table\n"
        "t = Table(Game(Rules(players=3, rounds=2), seed=5), opponents='greedy')\nt"
    )
    name = write_notebook(fresh_lab.root, "scenario-game-end.ipynb", [setup, DRIVER, "advance(t)", "probe(t)"])
    open_and_run(page, fresh_lab, name, 1)
    table = page.locator(".konkan-table").first
    seen = read_probe(page, 3)
    assert seen["round_over"] and not seen["over"]

    # The round's end: how it ended and each seat's score with the engine's reason, then the totals.
    end = table.get_by_test_id("round-end")
    expect(end).to_be_visible()
    expect(end.locator(".konkan-round-message")).to_have_text(seen["result"])
    for seat, score, why in seen["lines"]:
        row = end.locator(f'tr[data-seat="{seat}"]')
        expect(row.locator("th")).to_have_text(seen["names"][seat])
        expect(row.locator(".konkan-round-score")).to_have_text(("+" if score > 0 else "") + str(score))
        expect(row.locator(".konkan-round-why")).to_have_text(why)
        expect(row.locator(".konkan-round-total")).to_have_text(str(seen["totals"][seat]))
    expect(table.get_by_test_id("live")).to_have_count(0)
    shoot(page, table, "table-round-end.png")
    before = revision(table)
    table.locator('[data-action="next_round"]').click()
    answered(page, 0, before)
    expect(table.locator(".konkan-title")).to_have_text(re.compile("^Round 2"))
    expect(table.get_by_test_id("round-end")).to_have_count(0)

    # The last round played out: the final standings, the winner, every round a click away.
    run_cell(page, 2)
    seen = read_probe(page, 3)
    assert seen["over"] and seen["winners"]
    game = table.get_by_test_id("game-end")
    expect(game).to_be_visible()
    winners = " and ".join(seen["names"][s] for s in seen["winners"])
    expect(game.locator(".konkan-game-message")).to_contain_text(winners)
    expect(game.locator(".konkan-game-message")).to_contain_text("(R8.7)")
    rows = game.get_by_test_id("standings").locator("li")
    expect(rows).to_have_count(3)
    order = [int(rows.nth(i).get_attribute("data-seat") or "-1") for i in range(3)]
    assert sorted(order) == [0, 1, 2] and set(order[: len(seen["winners"])]) == set(seen["winners"])
    for i, seat in enumerate(order):
        place = 1 if seat in seen["winners"] else 1 + sum(seen["totals"][s] < seen["totals"][seat] for s in range(3))
        expect(rows.nth(i).locator(".konkan-standing-place")).to_have_text(f"{place}.")
        expect(rows.nth(i).locator(".konkan-standing-name")).to_have_text(seen["names"][seat])
        expect(rows.nth(i).locator(".konkan-standing-total")).to_have_text(str(seen["totals"][seat]))
    expect(rows.nth(0).locator(".konkan-badge-won")).to_have_text("won")
    first = game.get_by_test_id("round-result-1")
    expect(first.locator("summary")).to_contain_text(seen["rounds"][0])
    expect(first.locator("table")).not_to_be_visible()
    first.locator("summary").click()
    expect(first.locator("table")).to_be_visible()
    expect(first.locator("tr[data-seat]")).to_have_count(3)
    expect(game).to_contain_text("This game's seed: 5")

    # The log's numbers from 10 up are whole, inside the panel.
    log = table.locator(".konkan-log")
    numbers = log.locator(".konkan-log-n")
    assert numbers.count() >= 12
    left = box(log)["left"]
    for i in (9, 10, numbers.count() - 1):
        expect(numbers.nth(i)).to_have_text(f"{i + 1}.")
        assert numbers.nth(i).evaluate("e => e.scrollWidth <= e.clientWidth + 1")
        assert numbers.nth(i).bounding_box()["x"] >= left
    shoot(page, table, "table-game-end.png")

    # New game, with a seed the class shares.
    table.get_by_test_id("seed").fill("4242")
    before = revision(table)
    table.locator('[data-action="new_game"]').click()
    answered(page, 0, before)
    expect(table.get_by_test_id("message")).to_contain_text("seed 4242")
    expect(table.get_by_test_id("game-end")).to_have_count(0)
    expect(table.locator(".konkan-title")).to_have_text(re.compile("^Round 1 of 2"))
    seen = read_probe(page, 3)
    assert seen["seed"] == "4242" and seen["number"] == 1 and not seen["round_over"] and seen["totals"] == [0, 0, 0]
    assert_no_konkan_errors(errors)


# --- the projector size ------------------------------------------------------------------------


@pytest.fixture
def projector_page(page: Page, fresh_lab):
    """The test's page with a projector's viewport, 1280 x 720."""
    page.set_viewport_size({"width": 1280, "height": 720})
    return page


def test_a_projector_table_reads_from_the_back_of_the_room(projector_page: Page, fresh_lab, left_area_closed):
    page = projector_page
    errors = collect_page_errors(page)
    setup = (
        "from konkan import Game, Rules\nfrom konkan.widgets import Table\n"
        "t = Table(Game(Rules(players=4), seed=7), opponents='greedy', open=True, size='projector')"
    )
    name = write_notebook(fresh_lab.root, "scenario-projector.ipynb", [setup, DRIVER, "advance(t, turns=4)", "t"])
    open_and_run(page, fresh_lab, name, 1)
    left_area_closed()  # the file browser closed, as before a class (test_table_projector_fit.py)
    table = page.locator(".konkan-table").first
    expect(table).to_have_class(re.compile(r"\bkonkan-projector\b"))
    SHOTS.mkdir(parents=True, exist_ok=True)
    table.scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / "table-projector-1280x720.png"))
    shoot(page, table, "table-projector-whole.png")

    def widths(css: str) -> list[float]:
        return table.locator(css).evaluate_all("es => es.map(e => e.getBoundingClientRect().width)")

    def font(css: str) -> float:
        return float(table.locator(css).first.evaluate("e => parseFloat(getComputedStyle(e).fontSize)"))

    others = widths(".konkan-seat .konkan-card")
    assert len(others) >= 12 and min(others) >= 60, others[:5]  # were 36 px at the normal size
    assert min(widths(".konkan-hand .konkan-card")) >= 90
    assert min(widths(".konkan-meld .konkan-card") or [99]) >= 66
    for css in (
        ".konkan-log-text",
        ".konkan-seat-name",
        ".konkan-status",
        ".konkan-live-text",
        ".konkan-why",
        ".konkan-seat-info",
    ):
        assert font(css) >= 20, css
    # Every other hand shows the corner of every card: its rank can be read.
    for s in (1, 2, 3):
        cards = table.get_by_test_id(f"seat-{s}").locator(".konkan-card")
        if cards.count() < 2:
            continue
        xs = cards.evaluate_all("es => es.map(e => { const r = e.getBoundingClientRect(); return {x: r.x, y: r.y}; })")
        steps = [b["x"] - a["x"] for a, b in zip(xs, xs[1:]) if abs(a["y"] - b["y"]) < 1]  # within one row
        assert steps and min(steps) >= 24, (s, steps)
    # Nothing overflows the notebook's width, and no seat covers the piles or the melds.
    assert table.evaluate("e => e.scrollWidth <= e.clientWidth + 1")
    inside = table.locator(".konkan-seat, .konkan-pile, .konkan-meld").evaluate_all(
        "es => es.map(e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; })"
    )
    for i, a in enumerate(inside):
        for b in inside[i + 1 :]:
            overlap = min(a[2], b[2]) - max(a[0], b[0]) > 1 and min(a[3], b[3]) - max(a[1], b[1]) > 1
            assert not overlap, (a, b)
    assert_no_konkan_errors(errors)
