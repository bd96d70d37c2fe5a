"""The table's log with the computers' reasons folded, in JupyterLab: at an open table every
computer move carries a first-person reason ("I keep ..."); the log first reads as one short
line per move, and one switch (a toggle button, by mouse or keyboard) shows or hides them all,
and keeps its state while the table redraws."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import rerun_cell
from playwright.sync_api import Page, expect
from test_notebooks_in_lab import assert_no_konkan_errors, collect_page_errors
from test_table_seats_and_endings import DRIVER, answered, open_and_run, revision, write_notebook

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots/newcomer-reasons")
SHOWN_WHYS = "l => [...l.querySelectorAll('.konkan-why')].filter(w => w.getClientRects().length > 0).length"


def test_the_computers_reasons_are_folded_behind_one_switch(page: Page, fresh_lab):
    errors = collect_page_errors(page)
    setup = (
        "from konkan import Game, Rules\nfrom konkan.widgets import Table\n"
        "t = Table(Game(Rules(players=3), seed=3), opponents='greedy', open=True)"
    )
    name = write_notebook(
        fresh_lab.root,
        "scenario-reasons.ipynb",
        [setup, DRIVER, "advance(t, turns=3)", "t", "print(sum(1 for e in t.narration if e['why']), len(t.narration))"],
    )
    open_and_run(page, fresh_lab, name, 1)
    table = page.locator(".konkan-table").first
    log = table.get_by_test_id("log")
    told, lines = map(int, page.locator(".jp-CodeCell").nth(4).locator(".jp-OutputArea-output").inner_text().split())
    assert told >= 4, "the open table's computers give their reasons"

    # Folded: every move is one line of the log, and no reason shows, but all are on the page.
    expect(log.locator(".konkan-log-item")).to_have_count(lines)
    expect(log.locator(".konkan-why")).to_have_count(told)
    assert log.evaluate(SHOWN_WHYS) == 0
    SHOTS.mkdir(parents=True, exist_ok=True)
    table.locator(".konkan-log").screenshot(path=str(SHOTS / "log-reasons-folded.png"))
    short = log.evaluate("l => l.innerText")
    assert " I " not in f" {short} " and "my hand" not in short, short[:300]
    switch = table.get_by_role("button", name="Show the computers' reasons")
    expect(switch).to_have_attribute("aria-pressed", "false")
    expect(switch).to_have_attribute("aria-controls", log.get_attribute("id") or "?")

    # The keyboard opens them all: Space on the switch.
    switch.focus()
    page.keyboard.press("Space")
    expect(switch).to_have_attribute("aria-pressed", "true")
    assert log.evaluate(SHOWN_WHYS) == told
    full = log.evaluate("l => l.innerText")
    SHOTS.mkdir(parents=True, exist_ok=True)
    table.locator(".konkan-log").screenshot(path=str(SHOTS / "log-reasons-shown.png"))
    assert len(short) * 1.5 < len(full), (len(short), len(full))  # the reasons about double the log

    # More moves redraw the table (the kernel plays on): the reasons stay shown, new ones too.
    before = revision(table)
    rerun_cell(page, 2)
    answered(page, 0, before)
    expect(log.locator(".konkan-log-item")).not_to_have_count(lines)
    expect(switch).to_have_attribute("aria-pressed", "true")
    assert log.evaluate(SHOWN_WHYS) == log.locator(".konkan-why").count() > told

    # Enter folds them again.
    switch.focus()
    page.keyboard.press("Enter")
    expect(switch).to_have_attribute("aria-pressed", "false")
    assert log.evaluate(SHOWN_WHYS) == 0
    assert_no_konkan_errors(errors)
