"""How a widget looks, read from the page: colours by getComputedStyle, compared by brightness
(light ink on a dark panel in a dark theme, the other way round in a light one, card faces white
with dark ink in every theme), and VS Code's theme emulated on a JupyterLab page. Used where a page
already shows the widget: test_small_widgets.py and test_table_in_lab.py.
Screenshots land in /tmp/shots/themes to look at.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Locator, Page, expect

SHOTS = Path("/tmp/shots/themes")

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
    page.screenshot(
        path=str(SHOTS / name),
        clip={
            "x": max(box["x"] - 8, 0),
            "y": max(box["y"] - 8, 0),
            "width": box["width"] + 16,
            "height": box["height"] + 16,
        },
    )


# What VS Code does to a widget's output: a white background on the output's container.
WHITE_OUTPUT = """e => {
  const out = e.closest('.jp-OutputArea-output');
  out.classList.add('cell-output-ipywidget-background');
  out.style.backgroundColor = '#ffffff';
}"""
# What the VS Code emulation put on the page, taken off again (the page goes on being used).
UNDO_VSCODE = """() => {
  delete document.body.dataset.vscodeThemeKind;
  document.documentElement.style.removeProperty('--vscode-editor-background');
  document.documentElement.style.removeProperty('--vscode-editor-foreground');
  for (const out of document.querySelectorAll('.cell-output-ipywidget-background')) {
    out.classList.remove('cell-output-ipywidget-background');
    out.style.removeProperty('background-color');
  }
}"""


def checker_follows_vscode_theme_kinds(page: Page, checker: Locator) -> None:
    """VS Code says its theme on body (data-vscode-theme-kind) and paints widget outputs white
    (class cell-output-ipywidget-background). Emulated on a light JupyterLab page whose meld checker
    shows a refused pick: the checker follows the attribute, not the host's light variables, and no
    white box stays behind it; VS Code's own colours win over the fallbacks when it defines them."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.wait_for_function("() => document.body.dataset.jpThemeLight === 'true'")
    expect(checker.get_by_test_id("verdict")).to_have_attribute("data-ok", "false")
    try:
        checker.evaluate(WHITE_OUTPUT)
        for kind, dark in (
            ("vscode-dark", True),
            ("vscode-high-contrast", True),
            ("vscode-light", False),
            ("vscode-high-contrast-light", False),
        ):
            page.evaluate("k => { document.body.dataset.vscodeThemeKind = k; }", kind)
            assert_look(checker, dark, kind)
            assert_look(checker.get_by_test_id("verdict-text"), dark, kind + " verdict")
            assert_look(checker.locator(".konkan-button").first, dark, kind + " button")
            assert_white_faces(page)
            checker.screenshot(path=str(SHOTS / f"{kind}-checker.png"))
        page.evaluate("""() => {
          document.body.dataset.vscodeThemeKind = 'vscode-dark';
          document.documentElement.style.setProperty('--vscode-editor-background', 'rgb(40, 20, 60)');
          document.documentElement.style.setProperty('--vscode-editor-foreground', 'rgb(250, 240, 200)');
        }""")
        assert checker.evaluate(BACKDROP) == [40, 20, 60]
        assert checker.evaluate(INK) == [250, 240, 200]
    finally:
        page.evaluate(UNDO_VSCODE)


def table_in_vscode_dark(page: Page, table: Locator) -> None:
    """The table, the widget with the most panels, in VS Code's dark theme emulated on a light
    JupyterLab page (see :func:`checker_follows_vscode_theme_kinds`)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.wait_for_function("() => document.body.dataset.jpThemeLight === 'true'")
    try:
        table.evaluate(WHITE_OUTPUT)
        page.evaluate("() => { document.body.dataset.vscodeThemeKind = 'vscode-dark'; }")
        for part in (".konkan-log", ".konkan-live", ".konkan-button"):
            assert_look(table.locator(part).first, True, "vscode-dark table " + part)
        assert_white_faces(page)
        table.screenshot(path=str(SHOTS / "vscode-dark-table.png"))
    finally:
        page.evaluate(UNDO_VSCODE)


def table_in_notebook_7_dark(page: Page, table: Locator) -> None:
    """Notebook 7 reads JupyterLab's theme setting: in its dark theme (the page loaded in it) the
    table's panels are dark with light text, and the card faces stay white with dark ink."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.wait_for_function("() => document.body.dataset.jpThemeLight === 'false'")
    assert_look(table.locator(".konkan-log"), True, "table log")
    assert_look(table.locator(".konkan-live"), True, "live verdict")
    assert_white_faces(page)
    table.screenshot(path=str(SHOTS / "nb7-table-dark.png"))


def checker_and_trainer_in_notebook_7_dark(page: Page, checker: Locator, trainer: Locator) -> None:
    """In Notebook 7's dark theme (the page loaded in it), the checker showing a meld it accepts:
    its verdict and bar, and the trainer's buttons, light on dark; card faces white with dark ink;
    the keyboard's focus ring drawn and standing out from what is behind it."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.wait_for_function("() => document.body.dataset.jpThemeLight === 'false'")
    expect(checker.get_by_test_id("verdict")).to_have_attribute("data-ok", "true")
    assert_look(checker.get_by_test_id("verdict-text"), True, "checker verdict")
    assert_look(checker.locator(".konkan-bar .konkan-grow").first, True, "checker bar")
    assert_look(trainer.locator(".konkan-button").first, True, "trainer button")
    assert_white_faces(page)
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
