"""The classroom, above teaching: what a teacher uses with a class.

- :mod:`konkan.classroom.codes`: class codes (:class:`Class`), one short word for the same table
  and deals on every student's machine.
- :mod:`konkan.classroom.testmode`: a class's test (:class:`ClassTest`) and each student's answer
  file.
- :mod:`konkan.classroom.results`: a class's answers summed up (:class:`ClassSummary`).
- :mod:`konkan.classroom.printouts`: the test and its answer key on paper (:func:`preview`,
  :func:`write_sheets`).
- :mod:`konkan.classroom.nbgrader`: the test as an nbgrader assignment (:func:`assignment`).
- :mod:`konkan.classroom.board`: the class service's class view as a teacher's page draws it
  (:func:`~konkan.classroom.board.board_of`).

The teacher's names are offered here too (``from konkan.classroom import ClassTest, preview``),
each imported when first asked for. This layer imports the engine, :mod:`konkan.play` and
:mod:`konkan.teaching`, nothing above them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy import lazy_names

__all__ = ["Class", "ClassSummary", "ClassTest", "assignment", "preview", "sample_answers", "write_sheets"]

_LAZY = {
    "Class": ".codes",
    "ClassTest": ".testmode",
    "ClassSummary": ".results",
    "sample_answers": ".results",
    "preview": ".printouts",
    "write_sheets": ".printouts",
    "assignment": ".nbgrader",
}

if TYPE_CHECKING:
    from .codes import Class
    from .nbgrader import assignment
    from .printouts import preview, write_sheets
    from .results import ClassSummary, sample_answers
    from .testmode import ClassTest


__getattr__, __dir__ = lazy_names(__name__, _LAZY, globals())
