"""Jupyter widgets for konkan (anywidget): play at a card table, check melds, train openings,
keep the score of a real game.

``import konkan`` never imports this package; it needs the ``widgets`` extra (anywidget and
ipywidgets). konkan is not on PyPI: install it with the extra from its repository,
``pip install "konkan[widgets] @ git+https://github.com/konkan-game/konkan"``, or from a copy of
it, ``pip install -e '.[widgets]'``.

- :class:`Table`: a whole game from one seat against computer players, or between people at
  one screen.
- :class:`Lesson`: a whole lesson of :mod:`konkan.teaching.lessons`, step by step, at that table.
- :class:`MeldChecker`, :class:`OpeningTrainer`, :class:`ScoreSheet`: smaller tools.
- :class:`Mistakes`: the moments of your own games the review flagged, tried again at the table.
- :class:`Practice`: puzzles without end (:mod:`konkan.teaching.puzzles`), each answer told right or its slip.
- :class:`ClassTestWidget`: a class's test (:mod:`konkan.classroom.testmode`), marked at the end.
- :class:`ClassView`: the teacher's live view of a class on a school's hub (its class service).
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from ..catalogue import say
from . import said_errors
from .base import KonkanWidget
from .table import Table

said_errors.install()  # in a notebook, a konkan error reads as its sentence, not as program lines

__all__ = [
    "ClassTestWidget",
    "ClassView",
    "KonkanWidget",
    "Lesson",
    "MeldChecker",
    "Mistakes",
    "OpeningTrainer",
    "Practice",
    "ScoreSheet",
    "Table",
]

# Each of these lives in its own module, imported when first asked for.
_LAZY = {
    "ClassTestWidget": ".class_test",
    "ClassView": ".class_view",
    "Lesson": ".lesson",
    "MeldChecker": ".checker",
    "Mistakes": ".retry",
    "OpeningTrainer": ".trainer",
    "Practice": ".practice",
    "ScoreSheet": ".scoresheet",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(say("widget.base.error.no_name", module=repr(__name__), name=repr(name)))
    try:
        value = getattr(import_module(module, __name__), name)
    except ModuleNotFoundError as e:
        raise AttributeError(say("widget.base.error.not_built", name=name, module=module[1:], error=e)) from None
    globals()[name] = value
    return value
