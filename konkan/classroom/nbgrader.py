"""nbgrader assignments: a class's test as an nbgrader source notebook, marked by the engine.

:func:`assignment` writes the test of a class (:class:`konkan.classroom.testmode.ClassTest`) as a notebook
for nbgrader's source folder. For each puzzle there is a locked cell that shows it, an answer
cell (nbgrader's ``solution`` cell: the right answer between ``### BEGIN SOLUTION`` and ``### END
SOLUTION``, which ``nbgrader generate_assignment`` takes out of the students' copy), and an
autograded test cell worth one point, carrying nbgrader's cell metadata. The test cell checks in
the open that the answer is of the form the puzzle asks (so a student who validates is told a
word where a number goes), and in a hidden test (``### BEGIN HIDDEN TESTS``) that it is right, by
the puzzle's own ``check``: a wrong answer fails with the slip found, which nbgrader's feedback
shows the student.

Nothing here imports nbgrader or Jupyter: the notebook is written as nbformat 4 JSON.

>>> import json, tempfile, pathlib
>>> path = assignment("river-7661", count=2, path=pathlib.Path(tempfile.mkdtemp()) / "class-test.ipynb")
>>> cells = json.loads(path.read_text())["cells"]
>>> [c["metadata"]["nbgrader"]["grade_id"] for c in cells if c["metadata"].get("nbgrader", {}).get("grade")]
['check_1', 'check_2']
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..catalogue import say
from ..errors import KonkanError, shown
from ..teaching.practice import KIND_NAMES, answer_form
from .testmode import ClassTest, answer_text

__all__ = ["NBGRADER_SCHEMA", "assignment"]

NBGRADER_SCHEMA = 3  # the cell metadata schema of nbgrader 0.6 and later


def _cell(
    kind: str,
    source: str,
    cell_id: str,
    *,
    grade_id: str | None = None,
    grade: bool = False,
    solution: bool = False,
    locked: bool = False,
    points: int | None = None,
) -> dict[str, Any]:
    metadata: dict[str, Any] = {}
    if grade_id is not None:
        nb: dict[str, Any] = {
            "grade": grade,
            "grade_id": grade_id,
            "locked": locked,
            "schema_version": NBGRADER_SCHEMA,
            "solution": solution,
            "task": False,
        }
        if points is not None:
            nb["points"] = points
        metadata["nbgrader"] = nb
    cell: dict[str, Any] = {"cell_type": kind, "id": cell_id, "metadata": metadata, "source": source}
    if kind == "code":
        cell.update(execution_count=None, outputs=[])
    return cell


def _example(puzzle: Any) -> str:
    return answer_form(puzzle).example


def assignment(
    code: Any,
    *,
    kinds: str | Sequence[str] | None = None,
    count: int | None = None,
    level: int | None = None,
    path: str | Path = "class-test.ipynb",
) -> Path:
    """Write the test of the class ``code`` (the test its code carries, or ``count`` puzzles of
    ``kinds`` at ``level`` where given, as :class:`~konkan.classroom.testmode.ClassTest` takes them; or a
    ClassTest itself) as an nbgrader source notebook at ``path``
    (put it in the course's ``source/<assignment>/`` folder); the path written."""
    if isinstance(code, ClassTest):
        if kinds is not None or count is not None or level is not None:
            raise KonkanError(say("error.class.nbgrader.both"))
        test = code
    else:
        test = ClassTest(code, kinds=kinds, count=count, level=level)
    target = Path(path)
    if target.suffix != ".ipynb":
        raise KonkanError(say("error.class.nbgrader.path", path=shown(str(path))))
    args = f"{test.code!r}"
    cells = [
        _cell(
            "markdown",
            say(
                "class.nbgrader.intro",
                code=test.code,
                describe=test.describe(),
                marker="# YOUR CODE HERE",
                placeholder="raise NotImplementedError()",
            ),
            "intro",
            grade_id="intro",
            locked=True,
        ),
        _cell(
            "code",
            "from konkan.classroom.testmode import check_answer, puzzle_of",  # not user words: code
            "imports",
            grade_id="imports",
            locked=True,
        ),
    ]
    for n, (pid, p) in enumerate(zip(test.ids, test.puzzles, strict=True), 1):
        form = answer_form(p)
        cells.append(
            _cell(
                "markdown",
                say("class.nbgrader.puzzle_title", number=n, count=test.count, kind=KIND_NAMES[p.kind]),
                f"title_{n}",
                grade_id=f"title_{n}",
                locked=True,
            )
        )
        cells.append(_cell("code", f"puzzle_of({args}, {pid!r})", f"show_{n}", grade_id=f"show_{n}", locked=True))
        cells.append(
            _cell(
                "code",
                say("class.nbgrader.answer_comment", how=form.how, assignment=f'answer_{n} = "{_example(p)}"') + "\n"
                "### BEGIN SOLUTION\n"
                f"answer_{n} = {answer_text(p, p.answer)!r}\n"
                "### END SOLUTION",
                f"answer_{n}",
                grade_id=f"answer_{n}",
                solution=True,
            )
        )
        cells.append(
            _cell(
                "code",
                say("class.nbgrader.check_comment", variable=f"answer_{n}") + "\n"
                f"check_answer({args}, {pid!r}, answer_{n})\n"
                "### BEGIN HIDDEN TESTS\n"
                f"check_answer({args}, {pid!r}, answer_{n}, right=True)\n"
                "### END HIDDEN TESTS",
                f"check_{n}",
                grade_id=f"check_{n}",
                grade=True,
                locked=True,
                points=1,
            )
        )
    nb = {
        "cells": cells,
        "metadata": {
            "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return target
