"""All five widgets on one JupyterLab page, in the dark theme it was loaded in and then in the light
one the learner switches to: each must draw exactly as it does alone, and every text label must
read at 4.5:1 or better.

anywidget puts each widget class's CSS in one ``<style id="konkan.widgets.…">`` in the page's
head, in the order the classes were first shown, and every widget's CSS repeats ``base.css`` (and
the smaller widgets' ``small.css``). So a rule that is not scoped to its own widget, or one that
wins over a shared rule only by coming later, draws a widget differently once another widget has
been shown. The test reads, for every element of each widget, the computed styles that draw it
and its box relative to the widget's root, in three states of the same page:

- **alone**: every other konkan stylesheet disabled (what the page holds with that widget only);
- **mixed**: all five stylesheets, in the order the notebook showed them;
- **the others last**: the other widgets' stylesheets added again after everything, the worst
  order for this widget (each repeats base.css and small.css after its own rules).

Contrast is the WCAG ratio of each label's ink (its opacity included) against the colour painted
behind it: its own background over those of its ancestors, composed until one is opaque. Labels of
controls marked ``aria-disabled`` are left out (WCAG 1.4.3 exempts inactive controls). The lowest
ratio per widget is written to ``/tmp/shots/mixed/contrast-<theme>.json``, screenshots of the
mixed page next to it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import nbformat
import pytest
from playwright.sync_api import Page, expect
from test_notebooks_in_lab import assert_no_error_outputs, assert_no_konkan_errors, click_menu, collect_page_errors
from test_table_in_lab import HAND0, HAND1, STOCK, set_theme, switch_theme, themes_switched, wait_prompts_done

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots/mixed")
NOTEBOOK = "mixed-styles.ipynb"
# Each widget's root class and the id of its stylesheet in the page.
WIDGETS = {
    "konkan-table": "konkan.widgets.table.Table",
    "konkan-checker": "konkan.widgets.checker.MeldChecker",
    "konkan-trainer": "konkan.widgets.trainer.OpeningTrainer",
    "konkan-scoresheet": "konkan.widgets.scoresheet.ScoreSheet",
    "konkan-practice": "konkan.widgets.practice.Practice",
}

# Each widget in a state that draws most of its parts: the table with a run held by a joker on the
# felt and the discard pile still empty (South went down before the first discard); the checker
# with a joker read one of two ways; the trainer with a group made, a card picked and an opening
# judged; the score sheet with one round scored and a bad entry in the form; the practice with a
# meld made, a wrong opening judged with its slip, the hint open and a card picked.
SETUP = f'''from konkan import Game, Rules, parse_cards
from konkan.widgets import MeldChecker, OpeningTrainer, Practice, ScoreSheet, Table


def intent(widget, **content):
    """What the page would send, handled as the page's message would be."""
    widget._on_message(widget, content, [])
    assert widget.message.get("tone") != "error", widget.message


deck = {" ".join([HAND0, HAND1, STOCK])!r}
ids = [c.id for c in parse_cards(deck)]
table = Table(Game(Rules(players=2), seed=1, deck=deck), opponents="greedy")
for group in (ids[0:5], ids[5:8], ids[8:12]):
    intent(table, kind="pick", cards=group)
    intent(table, kind="act", action="stage")
intent(table, kind="act", action="meld")
intent(table, kind="pick", cards=[ids[12]])
assert not table.view["discard_pile"] and table.view["table"][2]["joker_as"]

checker = MeldChecker("7S 8S JK QH QD QC 5D")
intent(checker, kind="pick", cards=[c.id for c in parse_cards("7S 8S JK")])
assert checker.verdict["joker_as"] is not None and checker.verdict["readings"]

trainer = OpeningTrainer("JH QH KH QS QD QC 2S 2D 2C 5H 9C 4D 7S 8D AC")
hand = {{str(c): c.id for c in parse_cards("JH QH KH QS QD QC 2S 2D 2C 5H 9C 4D 7S 8D AC")}}
intent(trainer, kind="pick", cards=[hand[c] for c in ("J\u2665", "Q\u2665", "K\u2665")])
intent(trainer, kind="group")
intent(trainer, kind="submit")
intent(trainer, kind="pick", cards=[hand["2\u2660"], hand["2\u2666"]])

sheet = ScoreSheet(4)
for seat, text in enumerate(["", "7S 8S", "AS", "KH QH"]):
    intent(sheet, kind="hand", seat=seat, text=text)
for seat in range(3):
    intent(sheet, kind="down", seat=seat, down=True)
intent(sheet, kind="ending", ending="out")
intent(sheet, kind="finisher", seat=0)
intent(sheet, kind="score")
intent(sheet, kind="hand", seat=1, text="KS 7H")
sheet._on_message(sheet, {{"kind": "hand", "seat": 2, "text": "ZZ"}}, [])  # a bad entry, shown as such

import pathlib, tempfile
practice = Practice("opening", seed=1, progress=pathlib.Path(tempfile.mkdtemp()) / "practice.json")
mine = practice.puzzle["rows"][0]["cards"]
for card in mine[:3]:
    intent(practice, kind="toggle", card=card)
intent(practice, kind="group")
intent(practice, kind="check")
intent(practice, kind="hint")
intent(practice, kind="toggle", card=mine[3])
assert practice.verdict["text"] and not practice.verdict["correct"]
'''

# Which computed styles draw an element (layout, colour, type, edges), and its box relative to
# its widget's root. Card faces (the hidden <symbol>s) are drawn by konkan.render, not by CSS.
SNAPSHOT = """root => {
  const props = ['display', 'position', 'top', 'right', 'bottom', 'left', 'float', 'visibility', 'opacity',
    'color', 'background-color', 'background-image', 'font-size', 'font-weight', 'font-style', 'font-family',
    'line-height', 'text-align', 'text-transform', 'white-space', 'flex-direction', 'flex-wrap', 'align-items',
    'justify-content', 'gap', 'grid-template-columns', 'margin', 'padding', 'border-width', 'border-style',
    'border-color', 'border-radius', 'box-shadow', 'outline-style', 'cursor', 'box-sizing', 'overflow',
    'max-width', 'min-height', 'transform'];
  const at = root.getBoundingClientRect();
  const round = v => Math.round(v * 2) / 2;
  const out = [];
  for (const e of [root, ...root.querySelectorAll('*')]) {
    if (e.closest('.konkan-faces')) continue;
    const s = getComputedStyle(e);
    const r = e.getBoundingClientRect();
    const cls = typeof e.className === 'string' ? e.className : e.getAttribute('class') || '';
    const styles = Object.fromEntries(props.map(p => [p, s.getPropertyValue(p)]));
    // An element not drawn (display: none) has no box; its position would follow the page's.
    styles.box = e.getClientRects().length ? [round(r.x - at.x), round(r.y - at.y), round(r.width),
                                              round(r.height)].join(' ') : 'none';
    out.push({name: e.tagName.toLowerCase() + (cls ? '.' + cls.trim().split(/\\s+/).join('.') : ''),
              text: (e.textContent || '').trim().slice(0, 40), styles});
  }
  return out;
}"""

# Every visible text label of a widget, its ink and what is painted behind it, as RGBA.
LABELS = """root => {
  // rgb(…)/rgba(…) in 0..255, or color(srgb r g b / a) in 0..1 (what a color-mix() computes to).
  const rgba = c => {
    const m = c.match(/-?[\\d.]+(?:e[+-]?\\d+)?/g);
    if (!m) return [0, 0, 0, 0];
    const v = m.map(Number);
    const scale = c.startsWith('color(') ? 255 : 1;
    return [v[0] * scale, v[1] * scale, v[2] * scale, v.length > 3 ? v[3] : 1];
  };
  const over = (top, under) => {  // top composed over an opaque colour
    const a = top[3];
    return [0, 1, 2].map(i => top[i] * a + under[i] * (1 - a));
  };
  // What may be painted behind e: the background colours of e and its ancestors composed down to
  // the first opaque one, each colour stop of a gradient on any of them (a highlight or a shade of
  // the felt) counted at full strength over its element's colour, as a set of candidates.
  const backdrops = e => {
    const layers = [];
    for (let n = e; n; n = n.parentElement) {
      const s = getComputedStyle(n);
      const c = rgba(s.backgroundColor);
      const stops = (s.backgroundImage.match(/(rgba?|color)\\([^)]*\\)/g) || []).map(rgba).filter(x => x[3] > 0);
      if (c[3] > 0 || stops.length) layers.push({c, stops});
      if (c[3] >= 1) break;
    }
    let under = [[255, 255, 255]];  // the page under everything
    while (layers.length) {
      const {c, stops} = layers.pop();
      const own = under.map(u => c[3] > 0 ? over(c, u) : u);
      under = own.concat(...stops.map(st => own.map(u => over(st, u))));
    }
    return under;
  };
  const out = [];
  for (const e of [root, ...root.querySelectorAll('*')]) {
    if (e.closest('.konkan-faces, .konkan-visually-hidden, [aria-disabled="true"], [hidden]')) continue;
    const own = [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    const field = e.matches('input[type="text"]') && e.value.trim();
    if (!own && !field) continue;
    const r = e.getBoundingClientRect();
    const s = getComputedStyle(e);
    if (r.width < 1 || r.height < 1 || s.visibility !== 'visible') continue;
    let alpha = 1;
    for (let n = e; n; n = n.parentElement) alpha *= Number(getComputedStyle(n).opacity);
    const ink = rgba(s.color);
    const cls = typeof e.className === 'string' ? e.className : '';
    out.push({text: (field ? e.value : e.textContent).trim().slice(0, 50), cls,
              pairs: backdrops(e).map(back => [over([ink[0], ink[1], ink[2], ink[3] * alpha], back), back])});
  }
  return out;
}"""


def luminance(rgb: list[float]) -> float:
    """WCAG relative luminance of an sRGB colour."""

    def lin(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: list[float], b: list[float]) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def differences(alone: list[dict[str, Any]], other: list[dict[str, Any]]) -> list[str]:
    """What differs, element by element (the same elements in the same order in both)."""
    assert [e["name"] for e in alone] == [e["name"] for e in other], "the widget's elements changed"
    found = []
    for a, b in zip(alone, other):
        for prop, value in a["styles"].items():
            if b["styles"][prop] != value:
                found.append(f"{a['name']} ({a['text']!r}): {prop} {value!r} alone, {b['styles'][prop]!r} here")
    return found


def write_notebook(root: Path) -> None:
    cells = [nbformat.v4.new_code_cell(SETUP)] + [
        nbformat.v4.new_code_cell(name) for name in ("table", "checker", "trainer", "sheet", "practice")
    ]
    nb = nbformat.v4.new_notebook(
        cells=cells, metadata={"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}}
    )
    nbformat.write(nb, root / NOTEBOOK)


def snapshot(page: Page, cls: str) -> list[dict[str, Any]]:
    return page.locator(f".konkan-root.{cls}").first.evaluate(SNAPSHOT)


def states(page: Page, cls: str) -> dict[str, tuple[list[dict[str, Any]], list[dict[str, Any]]]]:
    """The widget drawn alone, mixed as shown, and with the other widgets' CSS loaded after its own:
    in each, its elements' styles and its text labels."""
    own = WIDGETS[cls]
    root = page.locator(f".konkan-root.{cls}").first
    mixed = snapshot(page, cls), root.evaluate(LABELS)
    page.evaluate(
        """own => { for (const s of document.querySelectorAll('style[id^="konkan.widgets."]'))
                                s.disabled = s.id !== own; }""",
        own,
    )
    alone = snapshot(page, cls), root.evaluate(LABELS)
    page.evaluate(
        """own => {
      for (const s of document.querySelectorAll('style[id^="konkan.widgets."]')) {
        s.disabled = false;
        if (s.id === own) continue;
        const again = document.createElement('style');
        again.className = 'konkan-test-again';
        again.textContent = s.textContent;
        document.head.appendChild(again);
      }
    }""",
        own,
    )
    last = snapshot(page, cls), root.evaluate(LABELS)
    page.evaluate("() => document.querySelectorAll('style.konkan-test-again').forEach(s => s.remove())")
    assert snapshot(page, cls) == mixed[0], "the page did not come back to its mixed state"
    return {"alone": alone, "mixed": mixed, "others last": last}


def test_five_widgets_on_one_page_draw_as_alone_and_read_clearly(page: Page, fresh_lab):
    """JupyterLab loaded in its dark theme, then switched to the light one as a learner switches
    (Settings → Theme): in each, every widget draws as alone and every label reads clearly."""
    errors = collect_page_errors(page)
    SHOTS.mkdir(parents=True, exist_ok=True)
    write_notebook(fresh_lab.root)
    # Tall enough that every cell is on screen: JupyterLab skips drawing cells far out of view.
    page.set_viewport_size({"width": 1280, "height": 4200})
    set_theme(fresh_lab, "JupyterLab Dark")
    problems: list[str] = []
    with themes_switched(page, fresh_lab):
        fresh_lab.open(page, "lab/tree", NOTEBOOK)
        click_menu(page, "Run", "Run All Cells")
        for cls in WIDGETS:
            expect(page.locator(f".konkan-root.{cls}").first).to_be_visible(timeout=30_000)
        wait_prompts_done(page)
        assert_no_error_outputs(page)
        expect(page.locator(".konkan-scoresheet .konkan-sheet-table")).to_be_visible()
        expect(page.locator(".konkan-trainer [data-testid=result]")).to_be_visible()
        ids = page.evaluate("() => [...document.querySelectorAll('style[id^=\"konkan.widgets.\"]')].map(s => s.id)")
        assert ids == list(WIDGETS.values()), ids
        # Nothing moving and nothing hovered or focused while styles are read.
        page.add_style_tag(
            content="*, *::before, *::after { transition: none !important; animation: none !important; }"
        )
        for theme in ("JupyterLab Dark", "JupyterLab Light"):
            switch_theme(page, fresh_lab, theme)
            dark = theme.endswith("Dark")
            page.wait_for_function("d => document.body.dataset.jpThemeLight === (d ? 'false' : 'true')", arg=dark)
            problems += read_every_widget(page, "dark" if dark else "light")
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems)
    assert_no_konkan_errors(errors)


def read_every_widget(page: Page, label: str) -> list[str]:
    """Screenshots of the page and each widget, then each widget's styles in its three states and
    the contrast of its labels: the problems found, each named with the theme."""
    page.mouse.move(0, 0)
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    page.screenshot(path=str(SHOTS / f"mixed-{label}.png"), full_page=True)
    for cls in WIDGETS:
        page.locator(f".konkan-root.{cls}").first.screenshot(path=str(SHOTS / f"{label}-{cls}.png"))
    lowest: dict[str, Any] = {}
    problems: list[str] = []
    for cls in WIDGETS:
        seen = states(page, cls)
        for state in ("mixed", "others last"):
            found = differences(seen["alone"][0], seen[state][0])
            problems += [f"{label}, {cls}, {state}: {d}" for d in found[:12]]
        count = len(seen["mixed"][1])
        assert count >= 5, (cls, seen["mixed"][1])
        # Each label at its worst backdrop, in the state where it reads worst.
        worst = [
            (state, x, *min(x["pairs"], key=lambda pair: contrast(*pair)))
            for state, (_, labels) in seen.items()
            for x in labels
        ]
        rated = sorted(
            (
                round(contrast(ink, back), 2),
                x["text"],
                x["cls"],
                state,
                [round(v) for v in ink],
                [round(v) for v in back],
            )
            for state, x, ink, back in worst
        )
        lowest[cls] = {
            "lowest": rated[0][0],
            "label": rated[0][1],
            "class": rated[0][2],
            "labels": count,
            "next": sorted({(r, c) for r, _, c, *_ in rated if c != rated[0][2]})[:3],
        }
        problems += [
            f"{label}, {cls}, {state}: {text!r} ({c}) reads at {ratio}:1, ink {ink} on {back}"
            for ratio, text, c, state, ink, back in rated
            if ratio < 4.5
        ]
    (SHOTS / f"contrast-{label}.json").write_text(json.dumps(lowest, indent=1, ensure_ascii=False))
    print(label, json.dumps(lowest, ensure_ascii=False))
    return problems
