"""Every widget's CSS is scoped to its own root, so widgets shown together on one page never restyle
each other (anywidget's CSS is global to the page).

Each widget's stylesheet is ``base.css`` (then ``small.css`` for the smaller widgets) then its own
file, as its modules in ``js/src/`` import them (esbuild bundles them, in that order, into the
file its ``_css`` points at), and the page holds one such stylesheet per widget class, in the order
the classes were first shown. So ``base.css`` and ``small.css`` come back *after* a widget's own rules once another widget
is shown. Two things keep a widget drawn as it is alone:

- every selector of a file starts at that file's root (below), so it reaches no other widget;
- the roots nest in three tiers, one class more each (``.konkan-root``, then
  ``.konkan-root.konkan-table`` or ``.konkan-root.konkan-small-widget``, then
  ``.konkan-root.konkan-small-widget.konkan-checker``), so a widget's rule outweighs a shared rule
  written alike after the root (``.konkan-root.konkan-table .konkan-empty`` against
  ``.konkan-root .konkan-card``) by specificity, not by coming later, wherever the page puts the
  shared file.

The browser test ``tests/browser/test_mixed_styles.py`` checks the result on a real page: every
element of all four widgets drawn together as alone, with the shared files in the worst order.
"""

from __future__ import annotations

import re
from pathlib import Path

# The stylesheets as written; each widget's bundle (konkan/widgets/static/) joins some of them.
SOURCES = Path(__file__).resolve().parent.parent / "js" / "src"

# Each file's root, as the page's root element carries it (base.js: konkanRoot).
ROOTS = {
    "base.css": ".konkan-root",
    "small.css": ".konkan-root.konkan-small-widget",
    "table.css": ".konkan-root.konkan-table",
    "table_review.css": ".konkan-root.konkan-table",
    "lesson.css": ".konkan-root.konkan-lesson",
    "checker.css": ".konkan-root.konkan-small-widget.konkan-checker",
    "trainer.css": ".konkan-root.konkan-small-widget.konkan-trainer",
    "scoresheet.css": ".konkan-root.konkan-small-widget.konkan-scoresheet",
    "practice.css": ".konkan-root.konkan-small-widget.konkan-practice",
    "class_view.css": ".konkan-root.konkan-small-widget.konkan-class-view",
    "mistakes.css": ".konkan-root.konkan-mistakes",
}
# The files each widget's stylesheet joins, in order: the stylesheets its module and the modules it
# imports import (base.js imports base.css, small.js small.css, table.js table.css...).
CHAINS = {
    "table.js": ["base.css", "table_review.css", "table.css"],
    "lesson.js": ["base.css", "table_review.css", "table.css", "lesson.css"],
    "checker.js": ["base.css", "small.css", "checker.css"],
    "trainer.js": ["base.css", "small.css", "trainer.css"],
    "scoresheet.js": ["base.css", "small.css", "scoresheet.css"],
    "practice.js": ["base.css", "small.css", "practice.css"],
    "class_test.js": ["base.css", "small.css", "practice.css"],
    "class_view.js": ["base.css", "small.css", "class_view.css"],
    "mistakes.js": ["base.css", "table.css", "mistakes.css"],
}
# A widget drawn inside another's root: the lesson draws the card table (table.js's render, which
# lesson.js imports) in a child element, which carries the table's root; the lesson's own root carries its own classes.
NESTED = {
    "lesson.js": {"table.css": "table.js", "table_review.css": "table.js"},
    "mistakes.js": {"table.css": "table.js", "table_review.css": "table.js"},
}
# Rules meant for the page around a widget, not for a konkan element: VS Code paints every widget
# output on white unless this class is made transparent (microsoft/vscode-jupyter#7161).
HOST_RULES = {"base.css": {".cell-output-ipywidget-background"}}
# A theme says itself on body (JupyterLab, VS Code): a selector may start there, then the root.
THEME_CONTEXT = re.compile(r"^body(\[[^\]]*\]|:not\([^)]*\))*\s+")


def _strip_comments(text: str) -> str:
    return re.sub(r"/\*.*?\*/", "", text, flags=re.S)


def _split_top(text: str, sep: str) -> list[str]:
    """Split at `sep` outside parentheses and brackets."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == sep and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return [p.strip() for p in parts if p.strip()]


def _blocks(text: str) -> list[tuple[str, str]]:
    """The top-level `prelude { body }` blocks of a stylesheet."""
    out, i = [], 0
    while True:
        open_at = text.find("{", i)
        if open_at < 0:
            assert not text[i:].strip(), f"text after the last rule: {text[i:].strip()[:60]!r}"
            return out
        depth, j = 1, open_at + 1
        while depth:
            assert j < len(text), "a block is not closed"
            depth += {"{": 1, "}": -1}.get(text[j], 0)
            j += 1
        out.append((text[i:open_at].strip(), text[open_at + 1 : j - 1]))
        i = j


def selectors(name: str) -> list[str]:
    """Every selector of a file, inside @media, @supports and @container blocks too."""
    found: list[str] = []

    def walk(text: str) -> None:
        for prelude, body in _blocks(text):
            if prelude.startswith(("@media", "@supports", "@container")):
                walk(body)
                continue
            assert not prelude.startswith("@"), f"{name}: unexpected at-rule {prelude!r}"
            for selector in _split_top(prelude, ","):
                found.append(" ".join(selector.split()))

    walk(_strip_comments((SOURCES / name).read_text(encoding="utf-8")))
    return found


def scoped(selector: str, root: str) -> bool:
    """Whether a selector starts at `root` (after a theme's context on body, if any)."""
    rest = THEME_CONTEXT.sub("", selector)
    return rest.startswith(root) and not re.match(r"[\w-]", rest[len(root) : len(root) + 1])


def test_every_selector_starts_at_its_files_root():
    """No rule can reach another widget: each selector begins with its own file's root (after a
    theme's `body[...]` context at most). A new rule in table.css starts `.konkan-root.konkan-table `."""
    assert sorted(p.name for p in SOURCES.glob("*.css")) == sorted(ROOTS), "a CSS file with no root in ROOTS"
    wrong = []
    for name, root in ROOTS.items():
        allowed = HOST_RULES.get(name, set())
        for selector in selectors(name):
            if selector not in allowed and not scoped(selector, root):
                wrong.append(f"{name}: {selector!r} (start it with {root!r})")
    assert not wrong, "selectors not scoped to their widget's root:\n" + "\n".join(wrong)


# Widgets whose root is made by a shared frame: the practice and the class test (puzzle.js).
FRAMED = {"practice.js": "puzzle.js", "class_test.js": "puzzle.js"}


def test_every_root_is_on_its_widgets_element():
    """Each widget's root element (base.js konkanRoot) carries the classes of every file its CSS joins."""

    def root_classes(js: str) -> set[str]:
        if js in FRAMED:
            assert "konkanPuzzleFrame(model, el)" in (SOURCES / js).read_text(encoding="utf-8"), js
            js = FRAMED[js]
        m = re.search(r'konkanRoot\(el,\s*"([^"]+)"', (SOURCES / js).read_text(encoding="utf-8"))
        assert m, f"{js} makes no root with konkanRoot"
        return {"konkan-root", *m.group(1).split()}

    for js, chain in CHAINS.items():
        for name in chain:
            inner = NESTED.get(js, {}).get(name)
            if inner is not None:
                assert "konkanTableRender({ model, el: " in (SOURCES / js).read_text(encoding="utf-8"), js
            classes = root_classes(inner or js)
            need = set(ROOTS[name].lstrip(".").split("."))
            assert need <= classes, (js, name, need - classes)


def test_each_widget_joins_the_files_named_here():
    """CHAINS says which files each widget's stylesheet joins, in the order the widget's _css has them
    (esbuild heads each file's part of a bundle with its name: `/* src/base.css */`)."""
    from konkan.widgets import ClassTestWidget, Lesson, MeldChecker, OpeningTrainer, Practice, ScoreSheet, Table

    for widget, js in (
        (Table, "table.js"),
        (MeldChecker, "checker.js"),
        (OpeningTrainer, "trainer.js"),
        (ScoreSheet, "scoresheet.js"),
        (Lesson, "lesson.js"),
        (Practice, "practice.js"),
        (ClassTestWidget, "class_test.js"),
    ):
        joined = re.findall(r"^/\* src/(\w+\.css) \*/$", str(widget._css), re.M)
        assert joined == CHAINS[js], widget


def test_the_check_refuses_what_leaked():
    """What drew the table's joker reading in the checker's colours, and a look-alike of a root."""
    for selector, root in (
        (".konkan-joker-reading", ROOTS["checker.css"]),
        (".konkan-root.konkan-tablex .konkan-title", ROOTS["table.css"]),
        ("body .konkan-empty", ROOTS["table.css"]),
    ):
        assert not scoped(selector, root), selector
    assert scoped('body[data-jp-theme-light="false"] .konkan-root.konkan-table .konkan-felt', ROOTS["table.css"])
    assert scoped(".konkan-root.konkan-table:focus-within .konkan-hand", ROOTS["table.css"])
    assert _split_top("a:not(.b, .c), d", ",") == ["a:not(.b, .c)", "d"]
