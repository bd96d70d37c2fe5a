"""The widgets' look in Notebook 7's dark theme and under VS Code's theme attribute.

Colours are read from the page with getComputedStyle and compared by brightness: light ink on a
dark panel in a dark theme, the other way round in a light one, and card faces white with dark ink
in every theme. Screenshots land in /tmp/shots/themes to look at.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect
from test_notebooks_in_lab import assert_no_error_outputs, assert_no_konkan_errors, click_menu, collect_page_errors
from test_table_in_lab import set_theme, wait_prompts_done

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots/themes")
TABLE = "03-play-at-the-table.ipynb"
MELDS = "02-melds-and-openings.ipynb"

# The colour actually painted behind an element: its own background or the first ancestor's that is
# not transparent (alpha 0), as [r, g, b].
BACKDROP = """e => {
  for (let n = e; n; n = n.parentElement) {
    const c = getComputedStyle(n).backgroundColor.match(/[\\d.]+/g).map(Number);
    if (c.length < 4 || c[3] > 0.5) return c.slice(0, 3);
  }
  return [255, 255, 255];
}"""
INK = "e => getComputedStyle(e).color.match(/[\\d.]+/g).slice(0, 3).map(Number)"
# A card face as drawn (the first placed card that is not a back): its symbol's paper (the first
# rect) and the ink of its first text, as computed in the page.
FACE = """() => {
  const rgb = c => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
  for (const use of document.querySelectorAll('.konkan-root .konkan-card > svg use')) {
    const sym = document.getElementById((use.getAttribute('href') || '').slice(1));
    const text = sym && sym.querySelector('text');
    if (text) return {paper: rgb(getComputedStyle(sym.querySelector('rect')).fill),
                      ink: rgb(getComputedStyle(text).fill)};
  }
  return null;
}"""


def brightness(rgb: list[float]) -> float:
    """Relative luminance in 0..1 (WCAG), enough to tell light from dark."""
    def lin(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: list[float], b: list[float]) -> float:
    hi, lo = sorted((brightness(a), brightness(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def assert_look(el: Locator, dark: bool, what: str) -> None:
    """Text readable on what is painted behind it, and dark-on-light or light-on-dark as asked."""
    ink, back = el.evaluate(INK), el.evaluate(BACKDROP)
    assert (brightness(back) < brightness(ink)) == dark, (what, "ink", ink, "on", back)
    assert contrast(ink, back) >= 4.5, (what, "contrast", round(contrast(ink, back), 2), ink, back)


def assert_white_faces(page: Page) -> None:
    face = page.evaluate(FACE)
    assert face and face["paper"] == [255, 255, 255], face
    assert brightness(face["ink"]) < 0.2, face


def shot(page: Page, el: Locator, name: str) -> None:
    """A screenshot of the element with a margin, so a focus ring drawn just outside it shows."""
    el.scroll_into_view_if_needed()
    box = el.bounding_box()
    assert box
    page.screenshot(path=str(SHOTS / name), clip={"x": max(box["x"] - 8, 0), "y": max(box["y"] - 8, 0),
                                                   "width": box["width"] + 16, "height": box["height"] + 16})


def open_and_run(page: Page, lab, front: str, name: str, ready: str) -> None:
    lab.open(page, front, name)
    click_menu(page, "Run", "Run All Cells")
    expect(page.locator(ready).first).to_be_visible(timeout=30_000)
    wait_prompts_done(page)
    assert_no_error_outputs(page)


def test_notebook_7_dark_theme(page: Page, fresh_lab):
    """Notebook 7 reads JupyterLab's theme setting: in its dark theme the panels are dark with light
    text, and the card faces stay white with dark ink."""
    errors = collect_page_errors(page)
    SHOTS.mkdir(parents=True, exist_ok=True)
    set_theme(fresh_lab, "JupyterLab Dark")
    try:
        open_and_run(page, fresh_lab, "notebooks", TABLE, ".konkan-table .konkan-hand .konkan-card")
        page.wait_for_function("() => document.body.dataset.jpThemeLight === 'false'")
        table = page.locator(".konkan-table").first
        assert_look(table.locator(".konkan-log"), True, "table log")
        assert_look(table.locator(".konkan-live"), True, "live verdict")
        assert_white_faces(page)
        table.screenshot(path=str(SHOTS / "nb7-table-dark.png"))
        fresh_lab.shutdown_kernels()
        open_and_run(page, fresh_lab, "notebooks", MELDS, ".konkan-trainer .konkan-pickable")
        checker, trainer = page.locator(".konkan-checker").first, page.locator(".konkan-trainer").first
        for code in ("7S", "8S", "JK"):
            checker.locator(f'.konkan-pickrow [data-code="{code}"]').click()
        expect(checker.get_by_test_id("verdict")).to_have_attribute("data-ok", "true")
        assert_look(checker.get_by_test_id("verdict-text"), True, "checker verdict")
        assert_look(checker.locator(".konkan-bar .konkan-grow").first, True, "checker bar")
        assert_look(trainer.locator(".konkan-button").first, True, "trainer button")
        assert_white_faces(page)
        # The keyboard's focus ring is drawn and stands out from what is behind it.
        trainer.locator(".konkan-button").first.focus()
        page.keyboard.press("Tab")
        ring = page.evaluate("""() => {
          const a = document.activeElement, s = getComputedStyle(a);
          return {inside: !!a.closest('.konkan-trainer'), visible: a.matches(':focus-visible'),
                  style: s.outlineStyle, width: parseFloat(s.outlineWidth),
                  colour: s.outlineColor.match(/[\\d.]+/g).slice(0, 3).map(Number)};
        }""")
        assert ring["inside"] and ring["visible"] and ring["style"] != "none" and ring["width"] >= 2, ring
        behind = page.evaluate(f"() => ({BACKDROP})(document.activeElement.parentElement)")
        assert contrast(ring["colour"], behind) >= 3, (ring, behind)
        checker.screenshot(path=str(SHOTS / "nb7-checker-dark.png"))
        shot(page, trainer, "nb7-trainer-dark.png")
    finally:
        set_theme(fresh_lab, "JupyterLab Light")
    assert_no_konkan_errors(errors)


# What test_vscode_theme_kinds puts on the page to look like VS Code, taken off again.
UNDO_VSCODE = """() => {
  delete document.body.dataset.vscodeThemeKind;
  document.documentElement.style.removeProperty('--vscode-editor-background');
  document.documentElement.style.removeProperty('--vscode-editor-foreground');
}"""


def test_vscode_theme_kinds(page: Page, fresh_lab):
    """VS Code says its theme on body (data-vscode-theme-kind) and paints widget outputs white
    (class cell-output-ipywidget-background). Emulated on a light JupyterLab page: the widgets
    follow the attribute, not the host's light variables, and no white box stays behind them."""
    errors = collect_page_errors(page)
    SHOTS.mkdir(parents=True, exist_ok=True)
    set_theme(fresh_lab, "JupyterLab Light")
    try:
        open_and_run(page, fresh_lab, "lab/tree", MELDS, ".konkan-checker .konkan-pickable")
        page.wait_for_function("() => document.body.dataset.jpThemeLight === 'true'")
        checker = page.locator(".konkan-checker").first
        for code in ("QH", "QD"):
            checker.locator(f'.konkan-pickrow [data-code="{code}"]').click()
        expect(checker.get_by_test_id("verdict")).to_have_attribute("data-ok", "false")
        # What VS Code does to a widget's output: a white background on the output's container.
        checker.evaluate("""e => {
          const out = e.closest('.jp-OutputArea-output');
          out.classList.add('cell-output-ipywidget-background');
          out.style.backgroundColor = '#ffffff';
        }""")
        for kind, dark in (("vscode-dark", True), ("vscode-high-contrast", True), ("vscode-light", False),
                           ("vscode-high-contrast-light", False)):
            page.evaluate("k => { document.body.dataset.vscodeThemeKind = k; }", kind)
            assert_look(checker, dark, kind)
            assert_look(checker.get_by_test_id("verdict-text"), dark, kind + " verdict")
            assert_look(checker.locator(".konkan-button").first, dark, kind + " button")
            assert_white_faces(page)
            checker.screenshot(path=str(SHOTS / f"{kind}-checker.png"))
        # VS Code's own colours win over the fallbacks when it defines them.
        page.evaluate("""() => {
          document.body.dataset.vscodeThemeKind = 'vscode-dark';
          document.documentElement.style.setProperty('--vscode-editor-background', 'rgb(40, 20, 60)');
          document.documentElement.style.setProperty('--vscode-editor-foreground', 'rgb(250, 240, 200)');
        }""")
        assert checker.evaluate(BACKDROP) == [40, 20, 60]
        assert checker.evaluate(INK) == [250, 240, 200]
        # The table, the widget with the most panels, in VS Code's dark theme.
        fresh_lab.shutdown_kernels()
        open_and_run(page, fresh_lab, "lab/tree", TABLE, ".konkan-table .konkan-hand .konkan-card")
        table = page.locator(".konkan-table").first
        table.evaluate("""e => {
          document.body.dataset.vscodeThemeKind = 'vscode-dark';
          const out = e.closest('.jp-OutputArea-output');
          out.classList.add('cell-output-ipywidget-background');
          out.style.backgroundColor = '#ffffff';
        }""")
        for part in (".konkan-log", ".konkan-live", ".konkan-button"):
            assert_look(table.locator(part).first, True, "vscode-dark table " + part)
        assert_white_faces(page)
        table.screenshot(path=str(SHOTS / "vscode-dark-table.png"))
    finally:  # the page is kept for the next test: it must not go on looking like VS Code's
        page.evaluate(UNDO_VSCODE)
    assert_no_konkan_errors(errors)
