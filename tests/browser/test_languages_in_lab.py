"""An Arabic table and a French checker in one JupyterLab notebook: the widget lays out right to
left inside its own root while the notebook and its code cells stay left to right, each widget
says its own words, and a click is answered by the kernel in the widget's language."""

from __future__ import annotations

import nbformat
import pytest
from playwright.sync_api import Page, expect
from test_notebooks_in_lab import assert_no_error_outputs, assert_no_konkan_errors, click_menu, collect_page_errors
from test_table_in_lab import wait_prompts_done

from konkan.catalogue import say, speaking
from konkan.widgets import Table

pytestmark = pytest.mark.browser

SETUP = """from konkan.widgets import MeldChecker, Table
t = Table(seed=7, opponents="random", language="ar")
t"""
CHECKER = """c = MeldChecker("7S 8S 9S JK", language="fr")
c"""


def test_an_arabic_table_in_lab_keeps_the_notebook_left_to_right(page: Page, fresh_lab) -> None:
    lab = fresh_lab
    nb = nbformat.v4.new_notebook(
        cells=[nbformat.v4.new_code_cell(SETUP), nbformat.v4.new_code_cell(CHECKER)],
        metadata={"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
    )
    nbformat.write(nb, lab.root / "languages.ipynb")
    errors = collect_page_errors(page)
    lab.open(page, "lab/tree", "languages.ipynb")
    click_menu(page, "Run", "Run All Cells")
    table = page.locator(".konkan-root.konkan-table")
    checker = page.locator(".konkan-root.konkan-checker")
    expect(table.locator(".konkan-hand .konkan-card").first).to_be_visible(timeout=30_000)
    expect(checker).to_be_visible(timeout=30_000)
    wait_prompts_done(page)
    assert_no_error_outputs(page)

    expect(table).to_have_attribute("dir", "rtl")
    expect(checker).to_have_attribute("dir", "ltr")
    expect(checker).to_have_attribute("lang", "fr")
    editor = page.locator(".jp-CodeCell .jp-InputArea-editor").first
    assert editor.evaluate("e => getComputedStyle(e).direction") == "ltr"
    assert page.locator(".jp-Notebook").evaluate("e => getComputedStyle(e).direction") == "ltr"
    assert table.get_by_test_id("hand").evaluate("e => getComputedStyle(e).direction") == "ltr"
    # The seats keep their places around the felt: West on your left, East on your right, as the
    # lessons say and a real table has them (only the words read right to left).
    with speaking("ar"):
        west, east = say("word.seat_name.west"), say("word.seat_name.east")
    left, right = table.get_by_test_id("seats-left"), table.get_by_test_id("seats-right")
    expect(left).to_contain_text(west)
    expect(right).to_contain_text(east)
    left_box, right_box = left.bounding_box(), right.bounding_box()
    assert left_box and right_box and left_box["x"] + left_box["width"] <= right_box["x"]

    with speaking("fr"):
        checker_title = say("widget.checker.title")
    expect(checker.get_by_text(checker_title, exact=True)).to_be_visible()
    # A move the rules refuse (the starter draws no card): the kernel answers in Arabic, the same
    # sentence as this process's own table of the same seed.
    same = Table(seed=7, opponents="random", language="ar")
    same._handle_msg(
        {"content": {"data": {"method": "custom", "content": {"kind": "act", "action": "draw"}}}, "buffers": []}
    )
    assert same.message["tone"] == "error"
    table.locator('[data-action="draw"]').click(force=True)
    expect(table.get_by_test_id("message")).to_have_text(same.message["text"])
    page.screenshot(path="/tmp/konkan-arabic-table-in-lab.png")
    assert_no_konkan_errors(errors)
