"""What an Arabic widget must look like on a page, measured in the browser (each a JavaScript
function of the widget's root, for ``locator.evaluate``): the root right to left, its text
right-aligned, its buttons in reading order, every row of cards and every card text left to right
in rank order, and nothing overflowing its box or overlapping another. Used by the light-page and
the JupyterLab tests of Arabic (test_arabic_rtl_light.py, test_arabic_in_lab.py)."""

from __future__ import annotations

from typing import Any

from test_languages_light import CARD_RUNS, ISOLATES

# Panels and boxes that must never scroll sideways or reach out of the widget: each element whose
# content is wider than its box (a box that scrolls on purpose, a hand or the table's melds, is
# named by its test id so a failure says which), and each element reaching past the root's edges.
OVERFLOW = """(root) => {
  const name = (e) => (e.className && e.className.baseVal === undefined ? e.className : e.tagName) + (e.dataset.testid ? "#" + e.dataset.testid : "");
  const rr = root.getBoundingClientRect();
  const scrolls = [], out = [];
  for (const e of [root, ...root.querySelectorAll("*")]) {
    if (!e.getClientRects().length || e.closest(".konkan-faces, .konkan-visually-hidden")) continue;
    const s = getComputedStyle(e);
    if (s.visibility === "hidden" || s.position === "absolute" || s.position === "fixed") continue;
    if (e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0 && s.display !== "inline") scrolls.push(name(e) + " " + e.scrollWidth + ">" + e.clientWidth);
    const r = e.getBoundingClientRect();
    if (r.width && (r.right > rr.right + 1 || r.left < rr.left - 1)) out.push(name(e));
  }
  return { scrolls, out: out.slice(0, 8), page: document.documentElement.scrollWidth <= document.documentElement.clientWidth };
}"""

# Every signed number drawn ("-30", "+40"): its sign on the left of its digits, in a right-to-left
# widget too (drawn "30-" it reads as another number).
SIGNS = """(root) => {
  const wrong = [];
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const at = (n, i) => { const r = document.createRange(); r.setStart(n, i); r.setEnd(n, i + 1); return r.getBoundingClientRect(); };
  let n, seen = 0;
  while ((n = walk.nextNode())) {
    const t = n.textContent;
    if (!n.parentElement || !n.parentElement.getClientRects().length || n.parentElement.closest(".konkan-faces")) continue;
    for (const m of t.matchAll(/(^|[^\\w.])([+\\-\u2212])(\\d)/g)) {
      const sign = at(n, m.index + m[1].length), digit = at(n, m.index + m[1].length + 1);
      if (!sign.width || Math.abs(sign.top - digit.top) > 4) continue;
      seen++;
      if (sign.left > digit.left) wrong.push(t.trim().slice(0, 60));
    }
  }
  return { seen, wrong };
}"""

# Blocks of words whose text must sit at the right of their box (a right-to-left layout): for each
# element matched by ``selector``, how far its words' right edge is from its content box's right edge.
RIGHT_ALIGNED = """([root, selector]) => {
  const far = [];
  let seen = 0;
  for (const e of root.querySelectorAll(selector)) {
    if (!e.getClientRects().length || !e.textContent.trim()) continue;
    const range = document.createRange(); range.selectNodeContents(e);
    const words = range.getBoundingClientRect(), box = e.getBoundingClientRect(), s = getComputedStyle(e);
    const right = box.right - parseFloat(s.paddingRight) - parseFloat(s.borderRightWidth);
    seen++;
    if (Math.abs(right - words.right) > 3) far.push(e.className + ": " + Math.round(right - words.right) + "px");
  }
  return { seen, far };
}"""

# Rows of buttons, in the order a reader meets them: each button on the same line as the one before
# it in the page's order must stand to its left (right to left), for every group matched by ``selector``.
READING_ORDER = """([root, selector]) => {
  const wrong = [];
  let pairs = 0;
  for (const group of root.querySelectorAll(selector)) {
    const buttons = [...group.querySelectorAll(":scope > button, :scope > .konkan-button")].filter((b) => b.getClientRects().length);
    for (let i = 1; i < buttons.length; i++) {
      const a = buttons[i - 1].getBoundingClientRect(), b = buttons[i].getBoundingClientRect();
      if (Math.abs(a.top - b.top) > 4) continue;  // wrapped onto the next line
      pairs++;
      if (!(b.right <= a.left + 1)) wrong.push((group.dataset.testid || group.className) + ": " + buttons[i].textContent);
    }
  }
  return { pairs, wrong };
}"""


def check_rtl(
    root: Any, *, aligned: str, buttons: str, min_runs: int = 1, min_pairs: int = 1, min_signs: int = 0
) -> None:
    """Assert the Arabic widget ``root`` (a Playwright locator) reads right to left as drawn now:
    ``aligned`` names the blocks of words that must sit right, ``buttons`` the rows of buttons; at
    least ``min_runs`` card texts, ``min_pairs`` pairs of buttons and ``min_signs`` signed numbers
    seen, so that no check passes for want of anything to check."""
    assert root.get_attribute("dir") == "rtl" and root.get_attribute("lang") == "ar"
    runs = root.evaluate(CARD_RUNS)
    assert runs["wrong"] == [], runs
    assert runs["runs"] >= min_runs, runs
    isolated = root.evaluate(ISOLATES)
    assert isolated["wrong"] == [], isolated
    signs = root.evaluate(SIGNS)
    assert signs["wrong"] == [] and signs["seen"] >= min_signs, signs
    overflow = root.evaluate(OVERFLOW)
    assert overflow == {"scrolls": [], "out": [], "page": True}, overflow
    handle = root.element_handle()
    right = root.page.evaluate(RIGHT_ALIGNED, [handle, aligned])
    assert right["far"] == [] and right["seen"] > 0, right
    order = root.page.evaluate(READING_ORDER, [handle, buttons])
    assert order["wrong"] == [] and order["pairs"] >= min_pairs, order


def xs(cards: Any) -> list[float]:
    """The left edges of the cards a locator matches, in the page's order."""
    return [box["x"] for box in cards.evaluate_all("es => es.map(e => e.getBoundingClientRect().toJSON())")]


def drawn_in_order(cards: Any) -> bool:
    """Whether the cards a locator matches are drawn in the page's order as a row of cards reads:
    left to right along each line, and a line that wraps goes on below."""
    boxes = cards.evaluate_all("es => es.map(e => e.getBoundingClientRect().toJSON())")
    for a, b in zip(boxes, boxes[1:]):
        same_line = abs(a["y"] - b["y"]) < a["height"] / 2
        if (same_line and b["x"] <= a["x"]) or (not same_line and b["y"] < a["y"]):
            return False
    return True


# Rows of cards (left to right inside) that sit at the right of their box in a right-to-left
# widget, beside their caption: for each row matched by ``selector``, how far its rightmost card
# stands from the row's inner right edge.
ROWS_AT_RIGHT = """([root, selector]) => {
  const far = [];
  let seen = 0;
  for (const row of root.querySelectorAll(selector)) {
    const cards = [...row.querySelectorAll(":scope > .konkan-card")];
    if (!cards.length || !row.getClientRects().length) continue;
    seen++;
    const s = getComputedStyle(row);
    const inner = row.getBoundingClientRect().right - parseFloat(s.paddingRight) - parseFloat(s.borderRightWidth);
    const right = Math.max(...cards.map((c) => c.getBoundingClientRect().right));
    if (inner - right > 2) far.push(row.className + ": " + Math.round(inner - right) + "px");
  }
  return { seen, far };
}"""


def rows_at_right(root: Any, selector: str) -> None:
    """Assert every row of cards ``selector`` matches in ``root`` sits at the right of its box."""
    at = root.page.evaluate(ROWS_AT_RIGHT, [root.element_handle(), selector])
    assert at["far"] == [] and at["seen"] > 0, at
