"""The snapshot tool (tools/snapshot.py, ``make snapshot`` / ``make snapshot-check``) itself: it keeps what it
writes, names a changed line, passes additions only when asked, refuses to store a broken script's output,
and plays the truth harness's own seeded games.

These tests never compare against the committed tests/snapshot/ files: rewording a sentence is legitimate,
and the stored corpus is checked by ``make snapshot-check`` during a refactor, not by ``make test``.
"""

from __future__ import annotations

import importlib.util
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("konkan_snapshot_tool", ROOT / "tools" / "snapshot.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses and annotations look the module up by name
    spec.loader.exec_module(module)
    return module


def test_what_is_written_checks_clean_and_a_changed_line_is_named(
    tool: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert tool.main(["--out", str(tmp_path), "catalogue"]) == 0
    assert tool.main(["--check", "--out", str(tmp_path), "catalogue"]) == 0
    stored = tmp_path / "catalogue.txt"
    text = stored.read_text(encoding="utf-8")
    line = next(x for x in text.splitlines() if x.startswith("catalogue meld.set: "))
    stored.write_text(text.replace(line, line.replace(" worth ", " valued at ")), encoding="utf-8")
    capsys.readouterr()
    assert tool.main(["--check", "--out", str(tmp_path), "catalogue"]) == 1
    out = capsys.readouterr().out
    assert f"+{line}" in out and "-catalogue meld.set: {cards} is a set of {plural} valued at" in out
    assert "0 of 1 areas unchanged" in out


def test_added_lines_pass_only_with_allow_new(tool: Any, tmp_path: Path) -> None:
    assert tool.main(["--out", str(tmp_path), "catalogue"]) == 0
    stored = tmp_path / "catalogue.txt"
    lines = stored.read_text(encoding="utf-8").splitlines(keepends=True)
    stored.write_text("".join(lines[:5] + lines[6:]), encoding="utf-8")  # the code now says one line more
    assert tool.main(["--check", "--out", str(tmp_path), "catalogue"]) == 1
    assert tool.main(["--check", "--allow-new", "--out", str(tmp_path), "catalogue"]) == 0
    stored.write_text(
        "".join(lines[:5] + ["catalogue gone: a line the code no longer says.\n"] + lines[5:]), encoding="utf-8"
    )
    assert tool.main(["--check", "--allow-new", "--out", str(tmp_path), "catalogue"]) == 1


def test_a_broken_script_is_not_stored(tool: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken() -> Iterator[str]:
        yield "a line"
        raise TypeError("Practice() got an unexpected keyword argument 'mode'")

    monkeypatch.setitem(tool.AREAS, "broken", broken)
    assert tool.main(["--out", str(tmp_path), "broken"]) == 2
    assert not (tmp_path / "broken.txt").exists()
    assert list(tool.guarded("broken", broken)) == [
        "broken ERROR TypeError: Practice() got an unexpected keyword argument 'mode'"
    ]


def test_the_games_are_the_truth_harness_games(tool: Any) -> None:
    from tests.truth import Auditor

    for g in range(tool.GAMES):
        mine, theirs = random.Random(f"truth:0:{g}"), random.Random(f"truth:0:{g}")
        rules, number, dealer, deck = tool._setup(mine)
        assert (rules, number, dealer, deck) == Auditor().setup(theirs), f"game {g}"
        assert mine.random() == theirs.random()  # the same draws, so the turns that follow the hints agree too


def test_a_picture_is_kept_as_its_digest_and_the_words_it_shows(tool: Any) -> None:
    svg = (
        '<svg aria-label="seven of spades"><style>.x{fill:red}</style><title>7♠</title><text>7</text>'
        + " " * 700
        + "</svg>"
    )
    digests = tool.Digests()
    first, again = digests("card", svg), digests("card", svg)
    assert first.endswith(tool.esc(svg)) and "text: <svg" in first  # the first of a kind in full
    assert again.startswith("sha256:") and again.endswith("words: [seven of spades] | 7♠ | 7")
