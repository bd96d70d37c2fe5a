"""The widgets' JavaScript holds no English a user reads: every label, button, hover text and
sentence comes from Python (the catalogue, konkan/catalogue/), as a finished sentence in a synced
trait or as a template of the ``words`` trait filled in by ``konkanSay`` (js/src/base.js).

Each string literal of js/src/*.js (and each fixed part of a template literal), outside comments,
is read as English when it holds two words, a capitalised word, or a plain word beside a space
(" points", " of "), or when it is put where a user reads it (``text:``, ``"aria-label":``, ``title:``, ``placeholder:``, a button's label...). CSS class
lists, data attributes, catalogue keys, intent kinds, event and key names are not words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

SOURCES = Path(__file__).resolve().parents[1] / "js" / "src"

# Modules that still hold English of their own (none now): a module listed here is not scanned, and
# the list may hold only modules that do.
PENDING: set[str] = set()

# Names the browser gives keys and events, and the one word JSDoc types spell in strings.
NOT_WORDS = {"Enter", "Home", "End", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Escape", "Tab", "Backspace"}
TWO_WORDS = re.compile(r"(?<![\w\-.#/])[A-Za-z][a-z]+[,:;.!?]? [a-z]{2,}\b")
CAPITALISED = re.compile(r"(?<![\w\-.#/:])[A-Z][a-z]{2,}\b(?![\-_.(])")
# A literal right after one of these is put where a user reads it: any letter in it is a word.
READ_HERE = re.compile(
    r"""(?:\btext|"aria-label"|"aria-description"|\btitle|\bplaceholder|\blabel|\breason|\bempty|\bheadline)\s*:\s*$"""
    r"""|(?:textContent|\.title|\.placeholder)\s*=\s*$|konkanButton\(\s*$|setAttribute\(\s*"aria-(?:label|description)"\s*,\s*$"""
)
MARK = "// not user words"
_REGEX_BEFORE = set("(,=:[!&|?{};+-*%<>~^")


def literals(source: str) -> list[tuple[int, str, str]]:
    """Every string literal of ``source`` (a JavaScript module) outside comments and regular
    expressions: its line, its text (a template literal's fixed parts) and the code just before it."""
    found: list[tuple[int, str, str]] = []
    i, n, line = 0, len(source), 1
    last = ""  # the last character of code before here, to tell a regular expression from a division
    while i < n:
        c = source[i]
        if source.startswith("//", i):
            end = source.find("\n", i)
            i = n if end < 0 else end
            continue
        if source.startswith("/*", i):
            end = source.index("*/", i) + 2
            line += source.count("\n", i, end)
            i = end
            continue
        if c in "\"'`":
            start, j, parts, depth = i, i + 1, [], 0
            text = ""
            while j < n:
                d = source[j]
                if d == "\\":
                    text += source[j : j + 2]
                    j += 2
                    continue
                if c == "`" and source.startswith("${", j):
                    parts.append(text)
                    text, depth = "", 1
                    j += 2
                    while j < n and depth:
                        depth += {"{": 1, "}": -1}.get(source[j], 0)
                        j += 1
                    continue
                if d == c:
                    break
                text += d
                j += 1
            parts.append(text)
            before = source[max(0, start - 80) : start]
            for part in parts:
                found.append((line, part, before))
            line += source.count("\n", start, j + 1)
            i = j + 1
            last = c
            continue
        if c == "/" and (last in _REGEX_BEFORE or last == "" or re.search(r"\breturn\s*$", source[max(0, i - 8) : i])):
            j = i + 1
            in_class = False
            while j < n and (source[j] != "/" or in_class):
                if source[j] == "\\":
                    j += 1
                elif source[j] == "[":
                    in_class = True
                elif source[j] == "]":
                    in_class = False
                j += 1
            i = j + 1
            last = "/"
            continue
        if c == "\n":
            line += 1
        if not c.isspace():
            last = c
        i += 1
    return found


def english(source: str) -> list[tuple[int, str]]:
    """The literals of ``source`` a user would read as English, with their lines (a line marked
    ``// not user words``, such as a fault's message for the developer's console, is left out)."""
    lines = source.splitlines()
    out = []
    for line, text, before in literals(source):
        if MARK in lines[line - 1]:
            continue
        bare = "".join(w for w in re.split(r"(\W+)", text) if w not in NOT_WORDS)
        spaced = bool(re.search(r"\s", bare.strip(" "))) or bare != bare.strip(" ")
        plain = [t for t in bare.split() if re.fullmatch(r"[A-Za-z]{2,}[,.;:!?]?", t)]
        read_here = READ_HERE.search(before) and re.search(r"[A-Za-z]{2,}", bare) and bare not in ("true", "false")
        if TWO_WORDS.search(bare) or CAPITALISED.search(bare) or (spaced and plain) or read_here:
            out.append((line, text))
    return out


def _modules() -> list[str]:
    return sorted(p.name for p in SOURCES.glob("*.js"))


@pytest.mark.parametrize("module", [m for m in _modules() if m not in PENDING])
def test_the_javascript_holds_no_english(module: str) -> None:
    found = english((SOURCES / module).read_text(encoding="utf-8"))
    assert not found, f"js/src/{module} writes English of its own (send it from Python): " + "; ".join(
        f"line {line}: {text[:50]!r}" for line, text in found
    )


def test_the_pending_list_holds_only_modules_with_english() -> None:
    stale = sorted(m for m in PENDING if not english((SOURCES / m).read_text(encoding="utf-8")))
    assert not stale, f"these modules hold no English now: take them out of PENDING: {stale}"


def test_the_scan_finds_english() -> None:
    """The scan itself can fail: words in labels, buttons and sentences are found; classes, keys,
    event names, regular expressions and comments are not."""
    probe = (
        '// A comment with "Some words" in it\n'
        'const a = konkanEl("div", "konkan-card konkan-small", { "data-testid": "seats-top" });\n'
        'const b = konkanButton("Draw", () => send({ kind: "act", action: "draw" }));\n'
        'const c = konkanEl("span", "", { text: "empty" });\n'
        'const d = "Pick cards to see what they make.";\n'
        "const e = ev.key === \"Enter\" || ev.key === 'ArrowLeft';\n"
        'const f = text.replace(/ id="(konkan-c[^"]*)"/g, "$1");\n'
        "const g = `${n} cards left`;\n"
        'const i = n + " pts" + (down ? ", down" : "");\n'
        'const h = konkanSay(model, "widget.table.draw", { n: 2 });\n'
        'model.on("change:revision", draw);\n'
    )
    assert english(probe) == [
        (3, "Draw"),
        (4, "empty"),
        (5, "Pick cards to see what they make."),
        (8, " cards left"),
        (9, " pts"),
        (9, ", down"),
    ]
