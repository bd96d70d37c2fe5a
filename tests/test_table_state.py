"""The card table's state is worked out by a plain-Python presenter (konkan.widgets.table_state),
which the Table and the Lesson both hold: the lesson is no table with half of it switched off."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

from konkan import Game, Rules
from konkan.widgets import Lesson, Table
from konkan.widgets.base import KonkanWidget
from konkan.widgets.table_state import TABLE_TRAITS, TableState

WIDGET_LIBRARIES = ("ipywidgets", "anywidget", "traitlets")


def test_the_lesson_holds_a_table_state_and_does_not_subclass_the_table(tmp_path: Path):
    assert not issubclass(Lesson, Table)
    assert Table not in Lesson.__mro__
    assert issubclass(Lesson, KonkanWidget) and issubclass(Table, KonkanWidget)
    lesson = Lesson("melds", progress=tmp_path / "progress.json")
    state = lesson.table_state
    assert isinstance(state, TableState)
    # The lesson's table: the learner's seat only, no computer, nothing passed round.
    assert state.players == {} and state.hot_seat is False and lesson.hot_seat is False
    # What the page draws is the state's, trait by trait.
    assert {name: getattr(lesson, name) for name in TABLE_TRAITS} == state.drawn()
    assert lesson.status["text"] == "Your turn. The goal: Put down a run of three spades."


def test_a_tables_traits_are_what_its_state_works_out_alone():
    class Page:  # what the state reaches of a widget: no widget at all
        revision, four_colour = 0, False
        message: dict[str, Any] = {}

        def say(self, text: str, *, tone: str = "info", rule: str = "") -> None:
            self.message = {"text": text, "tone": tone, "rule": rule}

    t = Table(rules=Rules(players=3), seed=5, opponents="random")
    alone = TableState(Page(), Game(Rules(players=3), seed=5), 0, specs=["random"] * 2, player_seed=None)
    alone.refresh()
    assert alone.drawn() == {name: getattr(t, name) for name in TABLE_TRAITS}
    # A trait set from Python goes back to the state: the next status reads it.
    t.auto = False
    assert t.table_state.auto is False


def test_the_table_state_imports_no_widget_library():
    # konkan.widgets' own __init__ loads every widget (and so anywidget): the state module is loaded
    # here on its own, with the widget libraries made impossible to import.
    code = textwrap.dedent(
        f"""
        import importlib.abc, pathlib, sys, types
        BLOCKED = {WIDGET_LIBRARIES!r}

        class Block(importlib.abc.MetaPathFinder):
            def find_spec(self, name, path, target=None):
                if name.split(".")[0] in BLOCKED:
                    raise ImportError("blocked: " + name)
                return None

        sys.meta_path.insert(0, Block())
        import konkan
        package = types.ModuleType("konkan.widgets")
        package.__path__ = [str(pathlib.Path(konkan.__file__).parent / "widgets")]
        sys.modules["konkan.widgets"] = package
        from konkan import Game, Rules
        from konkan.widgets.table_state import TableState

        class Page:
            revision, message, four_colour = 0, {{}}, False
            def say(self, text, *, tone="info", rule=""):
                self.message = {{"text": text}}

        s = TableState(Page(), Game(Rules(players=2), seed=3), 0, specs=["greedy"])
        s.refresh()
        s.on_pick([s.order[0]])
        print(s.status["text"], [b["name"] for b in s.actions if b["enabled"]])
        print(sorted(m for m in sys.modules if m.split(".")[0] in BLOCKED))
        """
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    said, loaded = done.stdout.strip().splitlines()
    assert said == "Your turn: go down if you can, then discard. ['discard']"
    assert loaded == "[]"
