"""The pictures in the lesson notebooks' text are the engine's drawings of the cards they name.

``tools/pictures.py`` draws them; a stored picture that differs from a fresh drawing (the engine's
drawing changed, or a file was edited by hand) fails here, and so does a notebook linking to a
picture that does not exist.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]


def _tool():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("konkan_pictures_tool", ROOT / "tools" / "pictures.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_stored_picture_is_what_the_engine_draws_now() -> None:
    tool = _tool()
    drawn = tool.draw_all()
    assert drawn
    for name, svg in drawn.items():
        stored = (tool.OUT / f"{name}.svg").read_text(encoding="utf-8")
        assert stored == svg, f"notebooks/pictures/{name}.svg is stale: run python tools/pictures.py"
    extra = {p.relative_to(tool.OUT).with_suffix("").as_posix() for p in tool.OUT.rglob("*.svg")} - set(drawn)
    assert not extra, f"pictures no longer drawn by tools/pictures.py: {sorted(extra)}"


def test_every_picture_a_notebook_shows_exists() -> None:
    linked = 0
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")) + sorted((ROOT / "notebooks").glob("??/*.ipynb")):
        nb = nbformat.read(path, as_version=4)
        for cell in nb.cells:
            if cell.cell_type != "markdown":
                continue
            for target in re.findall(r"!\[[^\]]*\]\(([^)\s]+)", cell.source):
                linked += 1
                assert (path.parent / target).is_file(), f"{path.name} shows {target}, which does not exist"
    assert linked > 10, "the lessons show the engine's pictures of cards in their text"
