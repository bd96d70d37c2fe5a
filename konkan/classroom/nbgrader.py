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

:func:`to_gradebook` goes the other way, for a class on a school's hub whose students answered
the test through the class service: it puts the marks the service gives
(:meth:`~konkan.classroom.service.authority.ClassAuthority.results_csv`) into an nbgrader
gradebook, as that assignment's grades, so that ``nbgrader export`` gives the same marks as
konkan's results. It imports nbgrader (and SQLAlchemy) only when called.

>>> import json, tempfile, pathlib
>>> path = assignment("river-7661", count=2, path=pathlib.Path(tempfile.mkdtemp()) / "class-test.ipynb")
>>> cells = json.loads(path.read_text())["cells"]
>>> [c["metadata"]["nbgrader"]["grade_id"] for c in cells if c["metadata"].get("nbgrader", {}).get("grade")]
['check_1', 'check_2']
"""

from __future__ import annotations

import csv
import importlib
import io
import json
import os
import re
import shutil
import sys
import warnings
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ..catalogue import say
from ..errors import KonkanError, shown, shown_path
from ..teaching.practice import KIND_NAMES, answer_form
from .testmode import ClassTest, answer_text

__all__ = ["ASSIGNMENT", "NBGRADER_SCHEMA", "NOTEBOOK", "assignment", "read_results", "to_gradebook"]

NBGRADER_SCHEMA = 3  # the cell metadata schema of nbgrader 0.6 and later
ASSIGNMENT = NOTEBOOK = "class-test"  # the names docs/teaching.md gives the assignment and its notebook
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
# The tables of an nbgrader gradebook that the marks go into: a database with tables but not these
# is someone else's, and is left alone.
GRADEBOOK_TABLES = frozenset(
    {"assignment", "notebook", "base_cell", "grade_cells", "student", "submitted_assignment", "grade"}
)
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9 _.-]{0,100}")  # an assignment's or notebook's name, as nbgrader's folders


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
            "kernelspec": KERNELSPEC,
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return target


def read_results(results: Any) -> dict[str, tuple[int, ...]]:
    """The marks in a class's results, as :meth:`~konkan.classroom.service.authority.ClassAuthority.results_csv`
    gives them (CSV text: a line naming the columns, then per student their name, 1, 0 or
    nothing for each puzzle, the total and the seconds): each student's marks, puzzle by puzzle,
    an unanswered puzzle 0. The marks are the service's, as they are; a line that is not a
    student's marks (a total that is not their sum, a mark other than 1, 0 or nothing) is refused.

    >>> read_results("Student,Puzzle 1,Puzzle 2,Total,Seconds\\nana,1,,1,40\\nben,0,1,1,75\\n")
    {'ana': (1, 0), 'ben': (0, 1)}
    """
    if not isinstance(results, str):
        raise KonkanError(say("error.class.gradebook.results_type", results=shown(results)))
    rows = [row for row in csv.reader(io.StringIO(results)) if row]
    if not rows or len(rows[0]) < 4:
        raise KonkanError(say("error.class.gradebook.results_header", line=shown(",".join(rows[0]) if rows else "")))
    count = len(rows[0]) - 3
    marks: dict[str, tuple[int, ...]] = {}
    for line, row in enumerate(rows[1:], 2):
        given = row[1 : 1 + count]
        if (
            len(row) != count + 3
            or not row[0]
            or row[0] in marks
            or any(v not in ("", "0", "1") for v in given)
            or row[1 + count] != str(sum(v == "1" for v in given))
        ):
            raise KonkanError(
                say("error.class.gradebook.results_row", line=line, count=count, row=shown(",".join(row)))
            )
        marks[row[0]] = tuple(int(v == "1") for v in given)
    return marks


def _gradebook_url(gradebook: Any) -> str:
    if isinstance(gradebook, Path):
        return "sqlite:///" + str(gradebook.absolute())
    if not isinstance(gradebook, str) or not gradebook.strip():
        raise KonkanError(say("error.class.gradebook.url_type", gradebook=shown(gradebook)))
    if "://" in gradebook:
        return gradebook
    return "sqlite:///" + str(Path(gradebook).absolute())


def _probe(url: str) -> tuple[str, set[str]]:
    """The gradebook's address as a message shows it (its password hidden) and its tables, read
    without changing it; a gradebook that can't be opened, or a database that is not one, is refused."""
    from sqlalchemy import create_engine, inspect
    from sqlalchemy.exc import SQLAlchemyError

    where = shown_path(re.sub(r"(://[^:/@]*:)[^@]*@", r"\1***@", url), 100)  # its password hidden
    try:
        engine = create_engine(url)
    except (SQLAlchemyError, ImportError, ValueError) as e:
        raise KonkanError(say("error.class.gradebook.unreadable", gradebook=where, why=_why(e))) from None
    try:
        with engine.connect() as connection:
            tables = set(inspect(connection).get_table_names())
    except (SQLAlchemyError, ImportError, ValueError) as e:
        raise KonkanError(say("error.class.gradebook.unreadable", gradebook=where, why=_why(e))) from None
    finally:
        engine.dispose()
    if tables and not GRADEBOOK_TABLES <= tables:
        raise KonkanError(say("error.class.gradebook.not_gradebook", gradebook=where))
    return where, tables


def _why(error: BaseException) -> str:
    """The database driver's own words on why it failed, short (it has no others)."""
    return str(getattr(error, "orig", None) or error).strip().splitlines()[0][:160]


def _name(value: Any, what: str, example: str) -> str:
    """``value``, a name nbgrader gives an ``what`` (``"assignment"``, ``"notebook"``, ``"course"``)."""
    if not isinstance(value, str) or not _NAME.fullmatch(value) or value != value.strip():
        raise KonkanError(say(f"error.class.gradebook.name.{what}", example=example, name=shown(value)))
    return value


def to_gradebook(
    results: str,
    gradebook: str | Path,
    *,
    assignment: str = ASSIGNMENT,
    notebook: str = NOTEBOOK,
    course: str | None = None,
) -> dict[str, int]:
    """Put the test marks of a class into the nbgrader gradebook ``gradebook`` (its SQLAlchemy
    address, such as ``sqlite:////srv/nbgrader/course/gradebook.db``, or a file's path), as the
    assignment ``assignment`` with its notebook ``notebook`` (the names :func:`assignment`'s
    notebook has in the course: ``source/class-test/class-test.ipynb`` by default). ``results``
    is the class's results as the class service gives them (``results_csv(code)``, from the
    authority, the hub's service or a link): each student's marks as the engine gave them, never
    marked again here. Gives each student's total.

    The assignment is made if the gradebook lacks it: its notebook with a graded cell
    ``check_1``, ``check_2``, ... worth one point per puzzle, as ``nbgrader generate_assignment``
    makes it from :func:`assignment`'s notebook, in ``course`` (default: the gradebook's own
    course, if it has one). If the gradebook has it, its graded cells must be exactly these.
    Each student (their hub user name as nbgrader's student id) gets a submission, and each
    puzzle its autograded score: 1 right, 0 wrong or not answered. Run again, it updates the same
    students, submissions and grades (never a second of any); a score a teacher set by hand in
    nbgrader's formgrader stays theirs. Anything refused (results that are not a class's, a
    gradebook that can't be opened or is not one, an assignment whose graded cells differ)
    raises a :class:`~konkan.errors.KonkanError` naming it before the gradebook is changed."""
    marks = read_results(results)
    count = len(next(csv.reader(io.StringIO(results)))) - 3  # the puzzles' columns, which read_results checked
    assignment = _name(assignment, "assignment", ASSIGNMENT)
    notebook = _name(notebook, "notebook", NOTEBOOK)
    if course is not None:
        course = _name(course, "course", "konkan")
    url = _gradebook_url(gradebook)
    try:
        api: Any = importlib.import_module("nbgrader.api")
    except ImportError:
        raise KonkanError(say("error.class.gradebook.no_nbgrader")) from None
    where, tables = _probe(url)
    wanted = {f"check_{n}": 1.0 for n in range(1, count + 1)}
    # course_id "" leaves the gradebook's courses as they are (nbgrader's default would add one).
    with _alembic_found(fresh=not tables), _quiet(), api.Gradebook(url, course_id="") as gb:
        # Everything is checked before anything is written.
        try:
            gb.find_assignment(assignment)
        except api.MissingEntry:
            there = False
        else:
            there = True
            try:
                nb = gb.find_notebook(notebook, assignment)
            except api.MissingEntry:
                raise KonkanError(
                    say(
                        "error.class.gradebook.no_notebook",
                        assignment=shown(assignment),
                        notebook=shown(notebook),
                        gradebook=where,
                    )
                ) from None
            found = {c.name: float(c.max_score) for c in [*nb.grade_cells, *nb.task_cells]}
            if found != wanted:
                fields = {
                    "assignment": shown(assignment),
                    "notebook": shown(notebook),
                    "gradebook": where,
                    "count": count,
                }
                if not found:
                    raise KonkanError(say("error.class.gradebook.cells.none", **fields))
                listed = ", ".join(f"{name}: {points:g}" for name, points in sorted(found.items()))
                raise KonkanError(say("error.class.gradebook.cells", found=listed, **fields))
        if not there:
            courses = [c.id for c in gb.db.query(api.Course).all()]
            course = course or (courses[0] if len(courses) == 1 else "default_course")  # not user words: nbgrader's
            gb.check_course(course)
            gb.add_assignment(assignment, course_id=course)
            gb.add_notebook(notebook, assignment, kernelspec=json.dumps(KERNELSPEC))
            for n in range(1, count + 1):
                gb.add_grade_cell(f"check_{n}", notebook, assignment, max_score=1.0, cell_type="code")
                gb.add_solution_cell(f"answer_{n}", notebook, assignment)
        for user, given in marks.items():
            gb.update_or_create_student(user)
            gb.update_or_create_submission(assignment, user)
            for n, mark in enumerate(given, 1):
                grade = gb.find_grade(f"check_{n}", notebook, assignment, user)
                grade.auto_score = float(mark)
                grade.needs_manual_grade = False
            gb.db.commit()
    return {user: sum(given) for user, given in marks.items()}


@contextmanager
def _alembic_found(*, fresh: bool) -> Iterator[None]:
    """nbgrader stamps a new gradebook with its version by running its ``alembic`` command: from a
    kernel whose PATH lacks the scripts of its own environment, they are added for that while.
    Where there is no ``alembic`` at all, a new gradebook is refused before it is made."""
    scripts = str(Path(sys.executable).parent)
    path = os.environ.get("PATH", "")
    if not fresh or shutil.which("alembic"):
        yield
        return
    if not shutil.which("alembic", path=scripts):
        raise KonkanError(say("error.class.gradebook.no_alembic"))
    os.environ["PATH"] = scripts + os.pathsep + path
    try:
        yield
    finally:
        os.environ["PATH"] = path


@contextmanager
def _quiet() -> Iterator[None]:
    """Without the warning nbgrader's own add_submission gives every time (SQLAlchemy's, on the
    order it adds a submission's notebook in: the submission is whole all the same)."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=r"Object of type <Submitted\w+> not in session")  # not user words
        yield
