"""nbgrader, for real: konkan.classroom.assignment writes a source notebook; nbgrader (the version
in tests/nbgrader.txt, in an environment of its own so that its JupyterLab extension never
reaches the learners' lab) releases it, and autogrades a student's copy with some answers right,
one wrong and one left out; the scores are nbgrader's, read from its gradebook. `make test` makes
that environment beforehand, in .venv-nbgrader; pytest alone makes one in a tmp folder."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from test_binder import _uv, prepared_env

from konkan.classroom import assignment
from konkan.classroom.testmode import ClassTest, answer_text, mark

REPO = Path(__file__).resolve().parents[1]
CODE = "river-7661"
SCORES = """
import json
from nbgrader.api import Gradebook
with Gradebook("sqlite:///gradebook.db") as gb:
    nb = gb.find_submission_notebook("class-test", "class1", "sam")
    print(json.dumps({"cells": {g.name: g.score for g in nb.grades}, "max": nb.max_score, "score": nb.score}))
"""


def test_nbgrader_releases_the_test_and_autogrades_a_students_answers_by_the_engine(tmp_path: Path):
    # The environment `make test` made beforehand (.venv-nbgrader), if it is up to date; else one made
    # the same way here.
    prepared = prepared_env(".venv-nbgrader", REPO / "tests" / "nbgrader.txt", REPO / "pyproject.toml")
    env_dir = prepared or tmp_path / "nbgrader-env"
    python = env_dir / "bin" / "python"
    if not prepared:
        uv = _uv()
        subprocess.run([uv, "venv", "-q", "--python", sys.executable, str(env_dir)], check=True)
        subprocess.run(
            [
                uv,
                "pip",
                "install",
                "-q",
                "--python",
                str(python),
                "-r",
                str(REPO / "tests" / "nbgrader.txt"),
                "ipykernel",
                "-e",
                str(REPO),
            ],
            check=True,
        )
    course = tmp_path / "course"
    (course / "source" / "class1").mkdir(parents=True)
    (course / "nbgrader_config.py").write_text(
        f'c = get_config()\nc.CourseDirectory.course_id = "konkan"\nc.CourseDirectory.root = {str(course)!r}\n'
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith(("VIRTUAL_ENV", "PYTHONPATH", "JUPYTER"))}
    env.update(
        PATH=f"{env_dir / 'bin'}{os.pathsep}{env.get('PATH', '')}",
        JUPYTER_DATA_DIR=str(tmp_path / "data"),
        JUPYTER_CONFIG_DIR=str(tmp_path / "config"),
        PYDEVD_DISABLE_FILE_VALIDATION="1",
    )

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
