"""MeldChecker, OpeningTrainer and ScoreSheet in a real browser: their notebooks opened and run in
JupyterLab (and the checker in Notebook 7), then used with clicks and with the keyboard alone;
each step checked on the page and in the kernel (a cell of the notebook re-run to print what
Python holds). Every wait is on a real condition: the widget's ``data-revision`` (Python
answered an intent), a cell's prompt, a text on the page.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from helpers import rerun_cell
from looks import checker_and_trainer_in_notebook_7_dark, checker_follows_vscode_theme_kinds
from lost import assert_lost, restart_kernel
from playwright.sync_api import Locator, Page, expect
from test_notebooks_in_lab import assert_no_error_outputs, assert_no_konkan_errors, click_menu, collect_page_errors
from test_table_in_lab import set_theme, switch_theme, themes_switched, wait_prompts_done

from konkan import best_opening, check_meld
from konkan.widgets import OpeningTrainer

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots/small")
MELDS = "02-melds-and-openings.ipynb"
SCORES = "04-keeping-score.ipynb"


def open_and_run(page: Page, lab, front: str, name: str, ready: str) -> None:
    lab.open(page, front, name)
    click_menu(page, "Run", "Run All Cells")
    expect(page.locator(ready).first).to_be_visible(timeout=30_000)
    wait_prompts_done(page)
    assert_no_error_outputs(page)


def act(page: Page, widget: Locator, do) -> None:
    """Do something to a widget and wait until Python has answered and the page has redrawn."""
    before = int(widget.get_attribute("data-revision") or "0")
    do()
    widget.evaluate_handle("(e, b) => e", before)
    page.wait_for_function(
        "([e, b]) => Number(e.dataset.revision) > b", arg=[widget.element_handle(), before], timeout=10_000
    )


def rerun(page: Page, index: int) -> str:
    """Re-run code cell `index` and return its output text."""
    cell = rerun_cell(page, index, 15_000)
    return cell.locator(".jp-OutputArea-output").inner_text().strip()


def keyboard_to(page: Page, widget: Locator, css: str) -> None:
    """Tab from the widget's first control until the focus is in the area `css`."""
    widget.locator(".konkan-button").first.focus()
    for _ in range(30):
        if page.evaluate("css => !!(document.activeElement && document.activeElement.closest(css))", css):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {css}")


def key_pick(page: Page, widget: Locator, row: str, card_id: int) -> None:
    """With the keyboard only: into the row, Home, arrows to the card, Space."""
    keyboard_to(page, widget, row)
    page.keyboard.press("Home")
    for _ in range(60):
        if page.evaluate("() => +document.activeElement.dataset.id") == card_id:
            break
        page.keyboard.press("ArrowRight")
    assert page.evaluate("() => +document.activeElement.dataset.id") == card_id
    act(page, widget, lambda: page.keyboard.press("Space"))


def first_copy(widget: Locator, code: str) -> int:
    return int(widget.locator(f'.konkan-pickrow [data-code="{code}"]').first.get_attribute("data-id") or "-1")


def test_meld_checker_and_opening_trainer_by_mouse_and_keyboard_in_both_themes(page: Page, fresh_lab):
    """Their notebook run once in JupyterLab: the checker, then the trainer, by mouse and by the
    keyboard alone; then both as the learner switches to the dark theme and back (screenshots to
    look at in /tmp/shots/small; the ink must follow the theme); then the checker under VS Code's
    theme kinds (tests/browser/looks.py)."""
    errors = collect_page_errors(page)
    set_theme(fresh_lab, "JupyterLab Light")
    open_and_run(page, fresh_lab, "lab/tree", MELDS, ".konkan-checker .konkan-pickable")
    expect(page.locator(".konkan-trainer .konkan-pickable").first).to_be_visible()
    # The meld checker.
    w = page.locator(".konkan-checker").first
    assert w.get_attribute("data-lm-suppress-shortcuts") == "true"
    # Mouse: 7♠ 8♠ 9♠ make a run; the verdict is check_meld's.
    for code in ("7S", "8S", "9S"):
        act(page, w, lambda code=code: w.locator(f'.konkan-pickrow [data-code="{code}"]').click())
    expect(w.get_by_test_id("verdict")).to_have_attribute("data-ok", "true")
    expect(w.locator(".konkan-verdict-title")).to_have_text("A run, 24 points")
    expect(w.get_by_test_id("verdict-text")).to_have_text(check_meld("7S 8S 9S").message)
    assert rerun(page, 2) == check_meld("7S 8S 9S").message
    # Keyboard only: add the joker; it could stand for 6♠ or 10♠, so the readings are offered.
    key_pick(page, w, ".konkan-pickrow", 104)
    want = check_meld("7S 8S 9S JK")
    expect(w.get_by_test_id("verdict-text")).to_have_text(want.message)
    expect(w.get_by_test_id("joker-reading")).to_have_text(f"Joker = {want.joker_as}")
    other = want.joker_options[0]
    keyboard_to(page, w, ".konkan-readings")
    for _ in range(3):
        if page.evaluate("() => document.activeElement.dataset.card") == str(other.id):
            break
        page.keyboard.press("ArrowRight")
    act(page, w, lambda: page.keyboard.press("Enter"))
    chosen = check_meld("7S 8S 9S JK", joker_as=other)
    expect(w.get_by_test_id("verdict-text")).to_have_text(chosen.message)
    expect(w.locator(f'.konkan-reading[data-card="{other.id}"]')).to_have_attribute("aria-checked", "true")
    assert rerun(page, 2) == chosen.message
    # An illegal pick: the engine's sentence, and Python holds the same.
    act(page, w, lambda: w.locator('.konkan-pickrow [data-code="QH"]').click())
    expect(w.get_by_test_id("verdict")).to_have_attribute("data-ok", "false")
    assert rerun(page, 2) == w.get_by_test_id("verdict-text").inner_text()
    expect(w.get_by_test_id("narrator")).to_contain_text("Not a meld")

    # The opening trainer.
    w = page.locator(".konkan-trainer").first
    hand = OpeningTrainer(seed=2107).hand_cards  # the notebook's hand, dealt again from its seed
    best = best_opening(hand)
    assert best.feasible and len(best.melds) >= 2
    shown = sorted(
        int(i or 0) for i in w.locator(".konkan-pickrow .konkan-card").evaluate_all("els => els.map(e => e.dataset.id)")
    )
    assert shown == sorted(c.id for c in hand)
    first, second = best.melds[0], best.melds[1]
    # Mouse: the first meld of the best opening, made a group. Two of its cards are no meld yet:
    # Make group is refused with check_meld's sentence, and pressing it does not say it twice.
    group = w.locator('[data-action="group"]')
    for c in first.cards[:2]:
        act(page, w, lambda c=c: w.locator(f'.konkan-pickrow [data-id="{c.id}"]').click())
    expect(w.get_by_test_id("live")).to_have_attribute("data-ok", "false")
    refusal = w.get_by_test_id("live-text").inner_text()
    expect(group).to_have_attribute("aria-disabled", "true")
    expect(group).to_have_attribute("title", refusal)
    act(page, w, lambda: group.click(force=True))
    expect(w.get_by_test_id("groups").locator(".konkan-group")).to_have_count(0)
    expect(w.get_by_test_id("message")).not_to_contain_text(refusal)
    for c in first.cards[2:]:
        act(page, w, lambda c=c: w.locator(f'.konkan-pickrow [data-id="{c.id}"]').click())
    expect(group).not_to_have_attribute("aria-disabled", "true")
    expect(w.get_by_test_id("live")).to_have_attribute("data-ok", "true")
    act(page, w, lambda: w.locator('[data-action="group"]').click())
    expect(w.get_by_test_id("groups").locator(".konkan-group")).to_have_count(1)
    # Submitting one meld: the engine's verdict; Python holds the same.
    act(page, w, lambda: w.locator('[data-action="submit"]').click())
    text = w.get_by_test_id("result-text").inner_text()
    assert rerun(page, 5).splitlines()[0] == text
    # Keyboard only: the second meld, made a group with Enter, then submitted.
    for c in second.cards:
        key_pick(page, w, ".konkan-pickrow", c.id)
    keyboard_to(page, w, ".konkan-trainer-tools")
    page.keyboard.press("Home")
    assert page.evaluate("() => document.activeElement.dataset.action") == "group"
    act(page, w, lambda: page.keyboard.press("Enter"))
    expect(w.get_by_test_id("groups").locator(".konkan-group")).to_have_count(2)
    page.keyboard.press("ArrowRight")
    act(page, w, lambda: page.keyboard.press("Enter"))
    out = rerun(page, 5).splitlines()
    expect(w.get_by_test_id("result-text")).to_have_text(out[0])
    expect(w.get_by_test_id("compare")).to_have_text(out[1])
    if w.get_by_test_id("compare").get_attribute("data-better") == "true":
        expect(w.get_by_test_id("best").locator(".konkan-cardgroup")).to_have_count(len(best.melds))
    # Remove a group: its cards go back to the hand.
    act(page, w, lambda: w.locator('[data-action="ungroup-0"]').click())
    expect(w.get_by_test_id("groups").locator(".konkan-group")).to_have_count(1)

    # Both, light and dark.
    SHOTS.mkdir(parents=True, exist_ok=True)
    checker, trainer = page.locator(".konkan-checker").first, page.locator(".konkan-trainer").first
    inks = {}
    with themes_switched(page, fresh_lab):
        for theme in ("JupyterLab Light", "JupyterLab Dark"):
            switch_theme(page, fresh_lab, theme)
            label = theme.split()[-1].lower()
            inks[label] = checker.evaluate("e => getComputedStyle(e).color")
            checker.screenshot(path=str(SHOTS / f"checker-{label}.png"))
            trainer.screenshot(path=str(SHOTS / f"trainer-{label}.png"))
    assert inks["light"] != inks["dark"]
    # Back in the light theme, the checker still showing its refused pick: as VS Code shows it.
    checker_follows_vscode_theme_kinds(page, checker)
    assert_no_konkan_errors(errors)


def test_score_sheet_by_typing_grid_and_keyboard(page: Page, fresh_lab):
    errors = collect_page_errors(page)
    set_theme(fresh_lab, "JupyterLab Light")
    open_and_run(page, fresh_lab, "lab/tree", SCORES, ".konkan-scoresheet .konkan-hand-input")
    w = page.locator(".konkan-scoresheet").first
    # Typed: East holds 7♠ 8♠ (15), North A♠ (11); South went out; West never went down.
    act(page, w, lambda: w.get_by_test_id("hand-1").fill("7S 8S"))
    expect(w.get_by_test_id("read-1")).to_contain_text("= 15")
    # Typed key by key: the letters reach the field, not JupyterLab's shortcuts.
    w.get_by_test_id("hand-3").click()
    act(page, w, lambda: w.get_by_test_id("hand-3").press_sequentially("KH QH"))
    expect(w.get_by_test_id("read-3")).to_contain_text("= 20")
    expect(page.locator(".jp-CodeCell")).to_have_count(7)
    # The grid: North's A♠ added by clicking North's name, then the face.
    w.get_by_role("button", name="Pick cards for North from the grid").click()
    act(page, w, lambda: w.locator('.konkan-face[data-code="AS"]').click())
    expect(w.get_by_test_id("hand-2")).to_have_value("AS")
    act(page, w, lambda: w.get_by_test_id("down-3").click())
    expect(w.get_by_test_id("down-3")).not_to_be_checked()
    # West's cards are still read as what they are worth, then the rule that makes it 100 (R8.3).
    expect(w.get_by_test_id("read-3")).to_contain_text("= 20")
    expect(w.get_by_test_id("rule-3")).to_have_text("never went down: pays 100 (R8.3)")
    expect(w.get_by_test_id("rule-3")).to_have_attribute(
        "title", "West holds K♥ Q♥, worth 20, but never went down, so pays 100 (R8.3)."
    )
    act(page, w, lambda: w.get_by_test_id("out-0").click())
    expect(w.get_by_test_id("out-0")).to_be_checked()
    act(page, w, lambda: w.locator('[data-action="score"]').click())
    expect(w.get_by_test_id("totals")).to_have_text(re.compile(r"Total\s*-30\s*15\s*11\s*100"))
    expect(w.get_by_test_id("lines-1")).to_contain_text("West never went down, so pays 100 (R8.3).")
    assert rerun(page, 2).splitlines() == ["totals: [-30, 15, 11, 100]", "round 1: [-30, 15, 11, 100]"]
    # Bad input: a third 7♠; the sentence is shown and nothing is scored.
    act(page, w, lambda: w.get_by_test_id("hand-1").fill("7S 7S"))
    act(page, w, lambda: w.get_by_test_id("hand-2").fill("7S"))
    act(page, w, lambda: w.get_by_test_id("out-3").click())
    expect(w.get_by_test_id("out-3")).to_be_checked()
    act(page, w, lambda: w.locator('[data-action="score"]').click())
    expect(w.get_by_test_id("message")).to_have_text(
        "7♠ is named 3 times (East, North), but there are only two 7♠ in the game (R1.2)."
    )
    expect(w.locator(".konkan-sheet-table tbody tr")).to_have_count(1)
    # Keyboard only: a joker for North from the grid, a Hand ending, then score.
    act(page, w, lambda: w.get_by_test_id("hand-2").fill(""))
    keyboard_to(page, w, ".konkan-face-grid")
    page.keyboard.press("End")
    assert page.evaluate("() => document.activeElement.dataset.code") == "JK"
    w.get_by_test_id("hand-2").focus()  # the grid adds to the player whose field had the focus
    keyboard_to(page, w, ".konkan-face-grid")
    page.keyboard.press("End")
    act(page, w, lambda: page.keyboard.press("Enter"))
    expect(w.get_by_test_id("hand-2")).to_have_value("JK")
    keyboard_to(page, w, ".konkan-endings")
    page.keyboard.press("Home")
    page.keyboard.press("ArrowRight")
    act(page, w, lambda: page.keyboard.press("Space"))
    expect(w.get_by_test_id("ending-hand")).to_have_attribute("aria-checked", "true")
    act(page, w, lambda: w.locator('[data-action="score"]').press("Enter"))
    # East 7♠ 7♠ = 14 doubled; North the joker, 15 doubled; West went out with a Hand.
    expect(w.get_by_test_id("round-2")).to_have_text(re.compile(r"2\s*0\s*28\s*30\s*-60"))
    assert rerun(page, 2).splitlines()[-1] == "round 2: [0, 28, 30, -60]"
    SHOTS.mkdir(parents=True, exist_ok=True)
    w.screenshot(path=str(SHOTS / "scoresheet.png"))
    act(page, w, lambda: w.locator('[data-action="undo"]').click())
    expect(w.locator(".konkan-sheet-table tbody tr")).to_have_count(1)
    assert rerun(page, 2).splitlines()[0] == "totals: [-30, 15, 11, 100]"
    # In the dark theme, as the learner switches to it: a bad entry still stands out (a screenshot
    # to look at; the light one is above).
    with themes_switched(page, fresh_lab):
        switch_theme(page, fresh_lab, "JupyterLab Dark")
        act(page, w, lambda: w.get_by_test_id("hand-2").fill("7S QQ"))
        expect(w.get_by_test_id("read-2")).to_have_attribute("data-error", "true")
        w.screenshot(path=str(SHOTS / "scoresheet-dark.png"))
    assert_no_konkan_errors(errors)


def test_meld_checker_in_notebook_7(page: Page, fresh_lab):
    """The checker in Notebook 7, loaded in the dark theme: by mouse and by the keyboard, as Python
    sees it; then how the checker and the trainer look in the dark (tests/browser/looks.py); then a
    kernel restart greys the checker."""
    errors = collect_page_errors(page)
    set_theme(fresh_lab, "JupyterLab Dark")
    try:
        open_and_run(page, fresh_lab, "notebooks", MELDS, ".konkan-checker .konkan-pickable")
        expect(page.locator(".konkan-trainer .konkan-pickable").first).to_be_visible()
        w = page.locator(".konkan-checker").first
        for code in ("QH", "QD", "QC"):
            act(page, w, lambda code=code: w.locator(f'.konkan-pickrow [data-code="{code}"]').click())
        expect(w.get_by_test_id("verdict-text")).to_have_text(check_meld("QH QD QC").message)
        assert rerun(page, 2) == check_meld("QH QD QC").message
        # Keyboard only: Notebook 7 takes the arrow keys for itself unless the widget handles them first.
        key_pick(page, w, ".konkan-pickrow", first_copy(w, "JK"))
        expect(w.get_by_test_id("verdict-text")).to_have_text(check_meld("QH QD QC JK").message)
        assert rerun(page, 2) == check_meld("QH QD QC JK").message
        checker_and_trainer_in_notebook_7_dark(page, w, page.locator(".konkan-trainer").first)
        # Notebook 7 tells a kernel restart as JupyterLab does: the checker greys and says so.
        restart_kernel(page)
        assert_lost(
            page, w, "meld checker", w.locator(".konkan-pickrow [aria-selected=false]").first, "checker-notebook7.png"
        )
    finally:
        set_theme(fresh_lab, "JupyterLab Light")
    assert_no_konkan_errors(errors)
