"""Arabic in a real JupyterLab: the Arabic lesson and score-sheet notebooks (notebooks/ar/) run in
it, and their widgets read right to left inside a notebook that stays left to right, at 1280 and
700 px, with the arrow keys the reading way; and JupyterLab's own language setting (Settings >
Language, "locale": "ar") is what a widget made with no language= speaks.

Screenshots in /tmp/shots/arabic-lab-*.png, to look at."""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest
from playwright.sync_api import Page, expect
from rtl import check_rtl, xs
from test_arabic_rtl_light import LESSON_BUTTONS, LESSON_TEXT, SHEET_BUTTONS, SHEET_TEXT, ranks
from test_notebooks_in_lab import assert_no_error_outputs, assert_no_konkan_errors, click_menu, collect_page_errors
from test_small_widgets import act
from test_table_in_lab import wait_prompts_done

from konkan.widgets import Table

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots")
TRANSLATION = "@jupyterlab/translation-extension:plugin"


def run_all(page: Page, lab, notebook: str, ready: str) -> None:
    """Open ``notebook`` in JupyterLab, Run All, and wait until ``ready`` shows and every cell ran."""
    lab.open(page, "lab/tree", notebook)
    click_menu(page, "Run", "Run All Cells")
    expect(page.locator(ready).first).to_be_visible(timeout=30_000)
    wait_prompts_done(page)
    assert_no_error_outputs(page)


def notebook_stays_left_to_right(page: Page) -> None:
    assert page.locator(".jp-Notebook").evaluate("e => getComputedStyle(e).direction") == "ltr"
    editor = page.locator(".jp-CodeCell .jp-InputArea-editor").first
    assert editor.evaluate("e => getComputedStyle(e).direction") == "ltr"


def test_the_arabic_lesson_notebook_reads_right_to_left_in_lab(page: Page, fresh_lab, left_area_closed) -> None:
    errors = collect_page_errors(page)
    run_all(page, fresh_lab, "ar/04-going-down.ipynb", ".konkan-root.konkan-lesson [data-testid=goal]")
    left_area_closed()  # the notebook as wide as the window: 700 px is a small laptop's half screen
    root = page.locator(".konkan-root.konkan-lesson").first
    expect(root).to_have_attribute("dir", "rtl")
    expect(root).to_have_attribute("lang", "ar")
    notebook_stays_left_to_right(page)
    # The first step is a question with its cards; then the step played at the table.
    for width in (1280, 700):
        page.set_viewport_size({"width": width, "height": 1000})
        check_rtl(root, aligned=LESSON_TEXT, buttons=LESSON_BUTTONS, min_runs=6)
        root.screenshot(path=str(SHOTS / f"arabic-lab-lesson-question-{width}.png"))
    page.set_viewport_size({"width": 1280, "height": 1000})
    steps = root.get_by_test_id("steps").locator("button")
    # The keyboard, in JupyterLab: ArrowLeft goes to the next step (on the left), Enter opens it.
    steps.first.focus()
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    expect(steps.nth(2)).to_be_focused()
    assert steps.nth(2).bounding_box()["x"] < steps.nth(1).bounding_box()["x"]  # type: ignore[index]
    act(page, root, lambda: page.keyboard.press("Enter"))
    expect(root).to_have_attribute("data-step", "3")
    hand = root.get_by_test_id("hand")
    expect(hand.locator(".konkan-card")).to_have_count(15)
    act(page, root, lambda: root.locator("[data-action=sort-rank]").click())
    cards = hand.locator(".konkan-card")
    where = xs(cards)
    assert where == sorted(where) and ranks(cards) == sorted(ranks(cards))
    # Along the hand ArrowRight goes to the card on the right; the notebook takes none of these keys.
    options = hand.get_by_role("option")
    options.first.focus()
    page.keyboard.press("ArrowRight")
    expect(options.nth(1)).to_be_focused()
    actions = root.get_by_test_id("actions").locator(":scope > button")
    actions.first.focus()
    page.keyboard.press("ArrowLeft")
    expect(actions.nth(1)).to_be_focused()
    expect(page.locator(".jp-CodeCell")).to_have_count(3)  # no key reached JupyterLab's shortcuts
    for width in (1280, 700):
        page.set_viewport_size({"width": width, "height": 1000})
        check_rtl(root, aligned=LESSON_TEXT, buttons=LESSON_BUTTONS, min_runs=0)
        root.screenshot(path=str(SHOTS / f"arabic-lab-lesson-table-{width}.png"))
    page.set_viewport_size({"width": 1280, "height": 1000})
    assert_no_konkan_errors(errors)


def test_the_arabic_score_sheet_notebook_reads_right_to_left_in_lab(page: Page, fresh_lab, left_area_closed) -> None:
    errors = collect_page_errors(page)
    run_all(page, fresh_lab, "ar/12-score-sheet.ipynb", ".konkan-scoresheet .konkan-hand-input")
    left_area_closed()
    w = page.locator(".konkan-root.konkan-scoresheet").first
    expect(w).to_have_attribute("dir", "rtl")
    notebook_stays_left_to_right(page)
    act(page, w, lambda: w.get_by_test_id("hand-1").fill("10S 7H 8H"))
    expect(w.get_by_test_id("read-1")).to_contain_text("= 25")
    act(page, w, lambda: w.get_by_test_id("out-0").click())
    # The keyboard: the endings' next is on the left; Space chooses it.
    endings = w.locator(".konkan-endings .konkan-ending")
    endings.first.focus()
    page.keyboard.press("ArrowLeft")
    expect(endings.nth(1)).to_be_focused()
    act(page, w, lambda: page.keyboard.press("Space"))
    expect(endings.nth(1)).to_have_attribute("aria-checked", "true")
    act(page, w, lambda: w.locator('[data-action="score"]').click())
    expect(w.locator(".konkan-sheet-table tbody tr")).to_have_count(1)
    for width in (1280, 700):
        page.set_viewport_size({"width": width, "height": 1000})
        check_rtl(w, aligned=SHEET_TEXT, buttons=SHEET_BUTTONS, min_runs=3, min_signs=2)
        w.screenshot(path=str(SHOTS / f"arabic-lab-scoresheet-{width}.png"))
    page.set_viewport_size({"width": 1280, "height": 1000})
    assert_no_konkan_errors(errors)


def put_setting(lab, plugin: str, values: dict) -> None:
    """Write JupyterLab's user setting of ``plugin`` through its settings API, as Settings does (the
    server keeps it in its user settings folder, where konkan reads the language)."""
    body = json.dumps({"raw": json.dumps(values)}).encode()
    req = urllib.request.Request(
        f"{lab.url}/lab/api/settings/{plugin}",
        data=body,
        method="PUT",
        headers={"Authorization": f"token {lab.token}", "Content-Type": "application/json"},
    )
    urllib.request.urlopen(req, timeout=10).read()
    lab.settings_changed()


@pytest.fixture
def lab_in_arabic(fresh_lab) -> Iterator:
    """The shared server with JupyterLab's language set to Arabic (Settings > Language), set back
    to its default afterwards."""
    put_setting(fresh_lab, TRANSLATION, {"locale": "ar"})
    try:
        yield fresh_lab
    finally:
        put_setting(fresh_lab, TRANSLATION, {})


LANGUAGE_CELLS = [
    "import konkan\nfrom konkan.widgets import Table\nt = Table(seed=1)\nt",
    "print(konkan.catalogue.language(), t.language)",
]


def test_jupyterlabs_language_setting_chooses_arabic(page: Page, lab_in_arabic) -> None:
    lab = lab_in_arabic
    stored = lab.root.parent / "lab-settings" / "@jupyterlab" / "translation-extension" / "plugin.jupyterlab-settings"
    assert json.loads(stored.read_text(encoding="utf-8")) == {"locale": "ar"}  # where konkan reads it
    nb = nbformat.v4.new_notebook(
        cells=[nbformat.v4.new_code_cell(c) for c in LANGUAGE_CELLS],
        metadata={"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
    )
    nbformat.write(nb, lab.root / "language-setting.ipynb")
    errors = collect_page_errors(page)
    run_all(page, lab, "language-setting.ipynb", ".konkan-root.konkan-table .konkan-hand .konkan-card")
    table = page.locator(".konkan-root.konkan-table").first
    expect(table).to_have_attribute("dir", "rtl")
    expect(table).to_have_attribute("lang", "ar")
    expect(page.locator(".jp-CodeCell").nth(1).locator(".jp-OutputArea-output")).to_have_text("ar ar")
    # The same words as this process's own Arabic table of that seed.
    expect(table.get_by_test_id("status")).to_have_text(Table(seed=1, language="ar").status["text"])
    notebook_stays_left_to_right(page)
    page.screenshot(path=str(SHOTS / "arabic-lab-language-setting.png"))
    assert_no_konkan_errors(errors)


def test_with_the_setting_back_a_table_speaks_english_again(page: Page, fresh_lab) -> None:
    """Runs after the Arabic one in this file: the setting put back, JupyterLab's default (English)."""
    lab = fresh_lab
    stored = lab.root.parent / "lab-settings" / "@jupyterlab" / "translation-extension" / "plugin.jupyterlab-settings"
    if stored.exists():
        assert json.loads(stored.read_text(encoding="utf-8")).get("locale") in (None, "default", "en")
    nb = nbformat.v4.new_notebook(
        cells=[nbformat.v4.new_code_cell(c) for c in LANGUAGE_CELLS],
        metadata={"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
    )
    nbformat.write(nb, lab.root / "language-default.ipynb")
    run_all(page, lab, "language-default.ipynb", ".konkan-root.konkan-table .konkan-hand .konkan-card")
    table = page.locator(".konkan-root.konkan-table").first
    expect(table).to_have_attribute("dir", "ltr")
    expect(page.locator(".jp-CodeCell").nth(1).locator(".jp-OutputArea-output")).to_have_text("en en")
