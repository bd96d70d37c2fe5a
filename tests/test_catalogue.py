"""Every word a user reads comes from the catalogue (konkan/catalogue/): no module of the package
writes English of its own, and no key is defined twice.

A string constant that reads as English (two words or more, outside a docstring) is a fault in any
module outside the catalogue. A string that only looks like words and is never shown to anyone (a
CSS class, an attribute's name) carries the comment ``# not user words`` on its line."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from konkan import catalogue

PACKAGE = Path(catalogue.__file__).parent.parent
WORDY = re.compile(r"(?<![\w\-.#/])[A-Za-z][a-z]+[,:;.!?]? [a-z]{2,}\b")
MARK = "# not user words"


def _docstrings(tree: ast.AST) -> set[int]:
    kinds = (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, kinds) and node.body and isinstance(node.body[0], ast.Expr):
            found.add(id(node.body[0].value))
    return found


def english_strings(path: Path) -> list[tuple[int, str]]:
    """The string constants of ``path`` that read as English, with their line numbers."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    tree = ast.parse(source)
    docs = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            if WORDY.search(node.value) and MARK not in lines[node.lineno - 1]:
                found.append((node.lineno, node.value))
    return sorted(found)


def _modules() -> list[str]:
    return sorted(
        p.relative_to(PACKAGE.parent).as_posix()
        for p in PACKAGE.rglob("*.py")
        if "catalogue" not in p.relative_to(PACKAGE).parts
    )


@pytest.mark.parametrize("module", _modules())
def test_no_english_outside_the_catalogue(module: str) -> None:
    found = english_strings(PACKAGE.parent / module)
    assert not found, f"{module} writes English of its own (move it to konkan/catalogue/): " + "; ".join(
        f"line {line}: {text[:60]!r}" for line, text in found
    )


def test_the_scan_finds_english(tmp_path: Path) -> None:
    """The scan itself can fail: a sentence in code is found; a CSS class, a key or a marked line is not."""
    probe = tmp_path / "probe.py"
    probe.write_text(
        'x = "konkan-card konkan-small"\ny = "meld.run"\nz = "Pick a card first."\n'
        'w = "aria label here"  # not user words\n',
        encoding="utf-8",
    )
    assert english_strings(probe) == [(3, "Pick a card first.")]


def test_a_key_is_defined_in_one_module_only() -> None:
    seen: dict[str, str] = {}
    for area in catalogue.AREAS:
        for key in area.WORDS:
            assert key not in seen, f"{key!r} is in {seen[key]} and in {area.__name__}"
            seen[key] = area.__name__
    assert seen.keys() == catalogue.EN.keys()
    ids = [
        line.split(" =")[0]
        for line in (Path(catalogue.__file__).parent / "en.ftl").read_text().splitlines()
        if " =" in line and not line.startswith((" ", "#"))
    ]
    assert len(ids) == len(set(ids)) == len(seen)
