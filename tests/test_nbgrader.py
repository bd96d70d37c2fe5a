"""nbgrader, for real: konkan.classroom.assignment writes a source notebook; nbgrader (the version
in tests/nbgrader.txt, in an environment of its own so that its JupyterLab extension never
reaches the learners' lab) releases it, and autogrades a student's copy with some answers right,
one wrong and one left out; the scores are nbgrader's, read from its gradebook. `make test` makes
that environment beforehand, in .venv-nbgrader; pytest alone makes one in a tmp folder.

The other way: a class on a hub answers the test through the class service, and
`konkan-class-service export-nbgrader` (konkan.classroom.nbgrader.to_gradebook) puts its marks into
an nbgrader gradebook, new or made by nbgrader's release; nbgrader's own `export` then gives
konkan's totals, a second run updates rather than adds, and bad input is refused in a sentence with
the gradebook left as it was."""

from __future__ import annotations

import csv
import io
import json
import os
import re
import sqlite3
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from test_binder import _uv, prepared_env

from konkan.catalogue import say, template
from konkan.classroom import assignment
from konkan.classroom.codes import Class
from konkan.classroom.nbgrader import read_results, to_gradebook
from konkan.classroom.service.__main__ import parser
from konkan.classroom.service.authority import Caller, ClassAuthority
from konkan.classroom.testmode import ClassTest, answer_text, mark
from konkan.errors import KonkanError, shown_path

REPO = Path(__file__).resolve().parents[1]
CODE = "river-7661"
SCORES = """
import json
from nbgrader.api import Gradebook
with Gradebook("sqlite:///gradebook.db") as gb:
    nb = gb.find_submission_notebook("class-test", "class1", "sam")
    print(json.dumps({"cells": {g.name: g.score for g in nb.grades}, "max": nb.max_score, "score": nb.score}))
"""


@dataclass(frozen=True)
class NbgraderEnv:
    """The environment with nbgrader: its folder and its python."""

    dir: Path

    @property
    def python(self) -> Path:
        return self.dir / "bin" / "python"

    def environ(self, tmp_path: Path) -> dict[str, str]:
        """The environment a command of it runs with: its scripts first on PATH, Jupyter's folders in
        ``tmp_path``, nothing of the test run's own environment."""
        env = {k: v for k, v in os.environ.items() if not k.startswith(("VIRTUAL_ENV", "PYTHONPATH", "JUPYTER"))}
        env.update(
            PATH=f"{self.dir / 'bin'}{os.pathsep}{env.get('PATH', '')}",
            JUPYTER_DATA_DIR=str(tmp_path / "data"),
            JUPYTER_CONFIG_DIR=str(tmp_path / "config"),
            PYDEVD_DISABLE_FILE_VALIDATION="1",
        )
        return env


@pytest.fixture(scope="module")
def nbgrader_env(tmp_path_factory: pytest.TempPathFactory) -> NbgraderEnv:
    """The environment `make test` made beforehand (.venv-nbgrader), if it is up to date; else one
    made the same way here."""
    prepared = prepared_env(".venv-nbgrader", REPO / "tests" / "nbgrader.txt", REPO / "pyproject.toml")
    if prepared:
        return NbgraderEnv(prepared)
    env_dir = tmp_path_factory.mktemp("nbgrader") / "env"
    uv = _uv()
    subprocess.run([uv, "venv", "-q", "--python", sys.executable, str(env_dir)], check=True)
    subprocess.run(
        [
            uv,
            "pip",
            "install",
            "-q",
            "--python",
            str(env_dir / "bin" / "python"),
            "-r",
            str(REPO / "tests" / "nbgrader.txt"),
            "ipykernel",
            "-e",
            str(REPO),
        ],
        check=True,
    )
    return NbgraderEnv(env_dir)


def test_nbgrader_releases_the_test_and_autogrades_a_students_answers_by_the_engine(
    tmp_path: Path, nbgrader_env: NbgraderEnv
):
    env_dir = nbgrader_env.dir
    python = nbgrader_env.python
    course = tmp_path / "course"
    (course / "source" / "class1").mkdir(parents=True)
    (course / "nbgrader_config.py").write_text(
        f'c = get_config()\nc.CourseDirectory.course_id = "konkan"\nc.CourseDirectory.root = {str(course)!r}\n'
    )
    env = nbgrader_env.environ(tmp_path)

    def nbgrader(*args: str) -> None:
        done = subprocess.run(
            [str(env_dir / "bin" / "nbgrader"), *args], cwd=course, env=env, capture_output=True, text=True
        )
        assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]

    assignment(CODE, count=4, path=course / "source" / "class1" / "class-test.ipynb")
    nbgrader("generate_assignment", "class1")
    released = json.loads((course / "release" / "class1" / "class-test.ipynb").read_text())
    text = json.dumps(released)
    test = ClassTest(CODE, count=4)
    assert "HIDDEN TESTS" not in text and "right=True" not in text  # the marking is not in the students' copy
    for n, p in enumerate(test.puzzles, 1):  # nor the answers
        assert f"answer_{n} = {answer_text(p, p.answer)!r}" not in text

    # Sam answers puzzle 1 and 3 right, 2 wrong ("it can't go down" to a hand that can) and leaves 4.
    given = {
        1: answer_text(test.puzzles[0], test.puzzles[0].answer),
        2: "no",
        3: answer_text(test.puzzles[2], test.puzzles[2].answer),
    }
    assert not mark(test.puzzles[1], "no").correct
    for cell in released["cells"]:
        src = "".join(cell["source"])
        for n, answer in given.items():
            if f"for example answer_{n} = " in src:
                assert "raise NotImplementedError()" in src
                cell["source"] = src.replace(
                    "# YOUR CODE HERE\nraise NotImplementedError()", f"answer_{n} = {answer!r}"
                )
    mine = course / "submitted" / "sam" / "class1"
    mine.mkdir(parents=True)
    (mine / "class-test.ipynb").write_text(json.dumps(released))
    nbgrader("autograde", "class1", "--create")

    scores = json.loads(
        subprocess.run(
            [str(python), "-c", SCORES], cwd=course, env=env, capture_output=True, text=True, check=True
        ).stdout
    )
    assert scores["cells"] == {"check_1": 1.0, "check_2": 0.0, "check_3": 1.0, "check_4": 0.0}
    assert scores["score"] == 2.0 and scores["max"] == 4.0
    # The feedback on the wrong answer is the engine's sentence about the slip.
    graded = json.loads((course / "autograded" / "sam" / "class1" / "class-test.ipynb").read_text())
    check_2 = next(c for c in graded["cells"] if c["metadata"].get("nbgrader", {}).get("grade_id") == "check_2")
    (error,) = [o for o in check_2["outputs"] if o["output_type"] == "error"]
    assert error["ename"] == "AssertionError" and error["evalue"] == mark(test.puzzles[1], "no").message


# --- the class service's marks into nbgrader's gradebook ---------------------------------------------
# A class on a hub (the class service's authority, over a SQLite file) whose students answer the test
# there; `konkan-class-service export-nbgrader` puts the marks into an nbgrader gradebook, in the
# environment with nbgrader; nbgrader's own `export` then gives what konkan's results give.

TEACHER = Caller("ms-haddad", teacher=True)
WRONG = {4: "42", 10: "take"}  # puzzle number: a wrong answer of the right form (checked below)
CELLS = """
import json, sys
from nbgrader.api import Gradebook, Grade, Student, SubmittedAssignment
with Gradebook(sys.argv[1], course_id="") as gb:
    print(json.dumps({
        "students": gb.db.query(Student).count(),
        "submissions": gb.db.query(SubmittedAssignment).count(),
        "grades": gb.db.query(Grade).count(),
        "cells": {
            s.id: {g.name: g.score for g in gb.find_submission_notebook(sys.argv[3], sys.argv[2], s.id).grades}
            for s in gb.students
        },
    }))
"""

REFUSALS = """
import json, sys
from konkan.classroom.service.__main__ import main
said = []
for argv in json.loads(sys.argv[1]):
    try:
        main(argv)
    except SystemExit as e:
        said.append(str(e.code))
    else:
        said.append(None)
print(json.dumps(said))
"""


def _class(tmp_path: Path) -> tuple[ClassAuthority, str, ClassTest]:
    """river-7661 on a hub (10 puzzles): sam answers 1 and 2 right and 4 wrong, ana 3 right and 10
    wrong, ben nothing."""
    authority = ClassAuthority(tmp_path / "class.sqlite")
    code = authority.create_class(TEACHER, players=3, seed=7)["code"]
    test = ClassTest(code)
    for n, wrong in WRONG.items():
        assert not mark(test.puzzles[n - 1], wrong).correct
    for who in ("sam", "ana", "ben"):
        authority.join(Caller(who), code)
    for who, answers in {"sam": {1: None, 2: None, 4: WRONG[4]}, "ana": {3: None, 10: WRONG[10]}}.items():
        for n, given in answers.items():
            _answer(authority, test, who, n, given)
    return authority, code, test


def _answer(authority: ClassAuthority, test: ClassTest, who: str, n: int, given: str | None = None) -> None:
    p = test.puzzles[n - 1]
    authority.answer(Caller(who), test.code, test.ids[n - 1], answer_text(p, p.answer) if given is None else given)


def _marks(results: str) -> dict[str, dict[str, float]]:
    """konkan's results as nbgrader's cells would score them: each student's 1, 0 or nothing per puzzle."""
    rows = list(csv.reader(io.StringIO(results)))[1:]
    return {r[0]: {f"check_{n}": float(v or 0) for n, v in enumerate(r[1:-2], 1)} for r in rows}


def _totals(results: str) -> dict[str, float]:
    return {r[0]: float(r[-2]) for r in list(csv.reader(io.StringIO(results)))[1:]}


def _export(
    env: NbgraderEnv, cwd: Path, db: Path, *args: str, scripts_on_path: bool = True
) -> subprocess.CompletedProcess[str]:
    """The command run in the environment with nbgrader; ``scripts_on_path`` False, with PATH
    lacking that environment's scripts (nbgrader's alembic among them), as a kernel may have it."""
    environ = env.environ(cwd)
    if not scripts_on_path:
        environ["PATH"] = os.pathsep.join(p for p in environ["PATH"].split(os.pathsep) if Path(p) != env.dir / "bin")
    return subprocess.run(
        [str(env.python), "-m", "konkan.classroom.service", "export-nbgrader", "--db", str(db), *args],
        cwd=cwd,
        env=environ,
        capture_output=True,
        text=True,
    )


def _nbgrader_export(env: NbgraderEnv, cwd: Path, url: str, assignment: str = "class-test") -> dict[str, list[str]]:
    """What `nbgrader export` gives for ``assignment``: each student's score and the most there is."""
    out = cwd / "grades.csv"
    done = subprocess.run(
        [
            str(env.dir / "bin" / "nbgrader"),
            "export",
            f"--CourseDirectory.db_url={url}",
            f"--CsvExportPlugin.to={out}",
            f"--CsvExportPlugin.assignment=['{assignment}']",
        ],
        cwd=cwd,
        env=env.environ(cwd),
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    rows = list(csv.DictReader(io.StringIO(out.read_text())))
    assert all(r["assignment"] == assignment for r in rows)
    return {r["student_id"]: [r["score"], r["max_score"]] for r in rows}


def _cells(env: NbgraderEnv, cwd: Path, url: str, assignment: str = "class-test") -> dict[str, Any]:
    done = subprocess.run(
        [str(env.python), "-c", CELLS, url, assignment, "class-test"],
        cwd=cwd,
        env=env.environ(cwd),
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout)


def _dump(path: Path) -> list[str]:
    """Every row of a SQLite file, to compare before and after a refusal."""
    with sqlite3.connect(path) as db:
        return list(db.iterdump())


def _said(key: str, text: str, **fields: str) -> bool:
    """Whether ``text`` is the catalogue's sentence ``key``, with ``fields`` as given (any other field, anything)."""
    parts = re.split(r"\{(\w+)\}", template(key))
    pattern = "".join(
        re.escape(part) if i % 2 == 0 else re.escape(fields[part]) if part in fields else ".+"
        for i, part in enumerate(parts)
    )
    return re.fullmatch(pattern, text.strip(), re.S) is not None


def _same(marks: dict[str, float]) -> dict[str, list[str]]:
    return {user: [str(score), "10.0"] for user, score in marks.items()}


def test_the_class_services_marks_go_into_a_fresh_gradebook_and_nbgrader_exports_konkans_totals(
    tmp_path: Path, nbgrader_env: NbgraderEnv
):
    authority, code, test = _class(tmp_path)
    results = authority.results_csv(TEACHER, code)
    assert _totals(results) == {"ana": 1.0, "ben": 0.0, "sam": 2.0}
    course = tmp_path / "course"
    course.mkdir()
    url = f"sqlite:///{course / 'gradebook.db'}"

    # A new gradebook, from a command whose PATH lacks nbgrader's scripts (it stamps a new one with them).
    done = _export(
        nbgrader_env,
        course,
        tmp_path / "class.sqlite",
        "--class",
        "River 7661",
        "--gradebook",
        url,
        scripts_on_path=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == say(
        "class.gradebook.written.many", code=code, gradebook=shown_path(url, 100), assignment="'class-test'", count=3
    )
    assert _nbgrader_export(nbgrader_env, course, url) == _same(_totals(results))
    graded = _cells(nbgrader_env, course, url)
    assert graded["cells"] == _marks(results)  # puzzle by puzzle; ben, who answered nothing, has ten zeros
    assert (graded["students"], graded["submissions"], graded["grades"]) == (3, 3, 30)

    # Later: ana and ben answer more, dee joins and answers nothing. Run again: the same rows, updated.
    _answer(authority, test, "ana", 5)
    _answer(authority, test, "ben", 6)
    _answer(authority, test, "ben", 7, "9")
    authority.join(Caller("dee"), code)
    again = authority.results_csv(TEACHER, code)
    assert _totals(again) == {"ana": 2.0, "ben": 1.0, "dee": 0.0, "sam": 2.0}
    done = _export(nbgrader_env, course, tmp_path / "class.sqlite", "--class", code, "--gradebook", url)
    assert done.returncode == 0, done.stderr
    graded = _cells(nbgrader_env, course, url)  # (nbgrader's export adds them up as it did above)
    assert graded["cells"] == _marks(again)
    assert (graded["students"], graded["submissions"], graded["grades"]) == (4, 4, 40)


def test_the_marks_go_into_the_assignment_nbgrader_released_and_bad_inputs_change_nothing(
    tmp_path: Path, nbgrader_env: NbgraderEnv
):
    authority, code, test = _class(tmp_path)
    results = authority.results_csv(TEACHER, code)
    db = tmp_path / "class.sqlite"
    # The course releases the class's test as nbgrader's assignment class-test, and a shorter test as
    # "short": nbgrader makes its gradebook, in its course "konkan".
    course = tmp_path / "course"
    course.mkdir()
    (course / "nbgrader_config.py").write_text(
        f'c = get_config()\nc.CourseDirectory.course_id = "konkan"\nc.CourseDirectory.root = {str(course)!r}\n'
    )
    assignment(code, path=course / "source" / "class-test" / "class-test.ipynb")
    assignment(code, count=3, path=course / "source" / "short" / "class-test.ipynb")
    for name in ("class-test", "short"):
        done = subprocess.run(
            [str(nbgrader_env.dir / "bin" / "nbgrader"), "generate_assignment", name],
            cwd=course,
            env=nbgrader_env.environ(tmp_path),
            capture_output=True,
            text=True,
        )
        assert done.returncode == 0, done.stderr[-3000:]
    gradebook = course / "gradebook.db"
    url = f"sqlite:///{gradebook}"

    courses = _dump(gradebook)
    courses = [line for line in courses if line.startswith('INSERT INTO "course"')]
    done = _export(nbgrader_env, course, db, "--class", code, "--gradebook", "gradebook.db")  # a file's name will do
    assert done.returncode == 0, done.stderr
    assert _nbgrader_export(nbgrader_env, course, url) == _same(_totals(results))  # cell by cell: above
    assert [line for line in _dump(gradebook) if line.startswith('INSERT INTO "course"')] == courses  # none added

    # Each bad input: its sentence, naming it; the gradebook (and the class's database) as they were.
    before, rows = _dump(gradebook), authority.store.rows()
    other = Class.new(Class(code).rules, seed=8).class_code  # a class code no class on this hub has
    refused = {
        ("--class", other, "--gradebook", url): ("service.refusal.no_such_class.teacher", {"code": f"{other!r}"}),
        ("--class", code, "--gradebook", f"sqlite:///{tmp_path / 'nowhere' / 'gradebook.db'}"): (
            "error.class.gradebook.unreadable",
            {"gradebook": shown_path(f"sqlite:///{tmp_path / 'nowhere' / 'gradebook.db'}", 100)},
        ),
        ("--class", code, "--gradebook", "postgresql+nosuch://me:s3cret@db/grades"): (
            "error.class.gradebook.unreadable",
            {"gradebook": "'postgresql+nosuch://me:***@db/grades'"},
        ),
        ("--class", code, "--gradebook", f"sqlite:///{db}"): (
            "error.class.gradebook.not_gradebook",
            {"gradebook": shown_path(f"sqlite:///{db}", 100)},
        ),
        ("--class", code, "--gradebook", url, "--assignment", "short"): (
            "error.class.gradebook.cells",
            {"assignment": "'short'", "found": "check_1: 1, check_2: 1, check_3: 1", "count": "10"},
        ),
        ("--class", code, "--gradebook", url, "--notebook", "quiz"): (
            "error.class.gradebook.no_notebook",
            {"assignment": "'class-test'", "notebook": "'quiz'"},
        ),
        ("--class", code, "--gradebook", url, "--assignment", "../up"): (
            "error.class.gradebook.name.assignment",
            {"name": "'../up'"},
        ),
    }
    # One command run for real (its exit status and its words on stderr); the others in one process, as
    # `main` (a refusal is a SystemExit carrying its sentence).
    (args, (key, fields)), *others = refused.items()
    done = _export(nbgrader_env, course, db, *args)
    assert done.returncode == 1 and done.stdout == "" and _said(key, done.stderr, **fields), done.stderr
    argv = [["export-nbgrader", "--db", str(db), *args] for args, _ in others]
    done = subprocess.run(
        [str(nbgrader_env.python), "-c", REFUSALS, json.dumps(argv)],
        cwd=course,
        env=nbgrader_env.environ(tmp_path),
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    for (args, (key, fields)), said in zip(others, json.loads(done.stdout.splitlines()[-1]), strict=True):
        assert said is not None and _said(key, said, **fields), (args, said)
    assert _dump(gradebook) == before and authority.store.rows() == rows
    assert not (tmp_path / "nowhere").exists()
    # A class database that is not there is not made.
    done = _export(nbgrader_env, course, tmp_path / "typo.sqlite", "--class", code, "--gradebook", url)
    assert done.returncode == 1 and _said("error.class.gradebook.no_db", done.stderr), done.stderr
    assert not (tmp_path / "typo.sqlite").exists() and _dump(gradebook) == before


def test_results_that_are_not_a_classs_are_refused_before_any_gradebook_is_opened(tmp_path: Path):
    gradebook = tmp_path / "gradebook.db"
    header = "Student,Puzzle 1,Puzzle 2,Total,Seconds\n"
    for results, key in [
        (b"not text", "error.class.gradebook.results_type"),
        ("", "error.class.gradebook.results_header"),
        ("Student,Total\n", "error.class.gradebook.results_header"),
        (header + "sam,1,1,1,40\n", "error.class.gradebook.results_row"),  # the total is not the sum
        (header + "sam,1,2,3,40\n", "error.class.gradebook.results_row"),  # a mark that is not 1, 0 or nothing
        (header + "sam,1,,1\n", "error.class.gradebook.results_row"),  # no seconds
        (header + "sam,1,,1,4\nsam,,,0,0\n", "error.class.gradebook.results_row"),  # twice
        (header + ",1,,1,4\n", "error.class.gradebook.results_row"),  # no name
    ]:
        with pytest.raises(KonkanError) as refused:
            to_gradebook(results, gradebook)  # type: ignore[arg-type]
        assert _said(key, str(refused.value)), (results, str(refused.value))
    assert read_results(header + "sam,1,,1,40\nben,,,0,0\n") == {"sam": (1, 0), "ben": (0, 0)}
    assert not gradebook.exists()


def test_without_nbgrader_the_gradebook_is_refused_in_a_sentence(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setitem(sys.modules, "nbgrader", None)  # as where nbgrader is not installed
    monkeypatch.setitem(sys.modules, "nbgrader.api", None)
    with pytest.raises(KonkanError) as refused:
        to_gradebook("Student,Puzzle 1,Total,Seconds\nsam,1,1,4\n", tmp_path / "gradebook.db")
    assert str(refused.value) == say("error.class.gradebook.no_nbgrader")
    assert not (tmp_path / "gradebook.db").exists()


def test_the_services_command_still_starts_the_service_and_exports_as_a_command_of_its_own():
    assert vars(parser().parse_args(["--db", "class.sqlite"])) == {"db": "class.sqlite", "command": None}
    options = parser().parse_args(["--db", "class.sqlite", "export-nbgrader", "--class", CODE, "--gradebook", "g.db"])
    assert (options.command, options.db, options.code, options.gradebook) == (
        "export-nbgrader",
        "class.sqlite",
        CODE,
        "g.db",
    )
    assert (options.assignment, options.notebook, options.course) == ("class-test", "class-test", None)
    options = parser().parse_args(["export-nbgrader", "--class", CODE, "--gradebook", "g.db", "--db", "x.sqlite"])
    assert options.db == "x.sqlite"
