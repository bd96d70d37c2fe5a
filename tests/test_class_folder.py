"""A class folder on a JupyterHub (docs/teaching.md, "Collecting the answers"): every student's test
writes its answer file into one folder the teacher reads (``Practice(code=..., mode="test",
folder=...)``); a classmate who types the same name is told to type it another way, never handed
the other's answers; the results say where the file is."""

from __future__ import annotations

import os

import pytest
from test_widgets_small import send

from konkan.classroom.results import ClassSummary
from konkan.classroom.testmode import AnswerFile, ClassTest, kept_where
from konkan.errors import KonkanError
from konkan.widgets import Practice

CODE = "river-7661"


def test_answers_written_to_the_class_folder_are_read_by_the_summary(tmp_path, monkeypatch):
    folder = tmp_path / "class"
    folder.mkdir()
    monkeypatch.chdir(tmp_path)  # the notebook's own folder is elsewhere
    for name in ("Sam", "Dina"):
        w = Practice(code=CODE, mode="test", folder=folder, count=3, name=name)
        for item in w.classtest.key():
            w.check(item["answer"])
        w.finish()
        assert w.test["kept"] == (
            f"Your answers are kept in the file konkan-test-{CODE}-{name.lower()}.json, in "
            f"your class's folder {folder}, where your teacher reads them."
        )
    assert not list(tmp_path.glob("konkan-test-*"))
    summary = ClassSummary(ClassTest(CODE, count=3), folder)
    assert sorted(s.name for s in summary.students) == ["Dina", "Sam"] and all(s.right == 3 for s in summary.students)


def test_the_notebooks_own_folder_is_said_as_before(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert kept_where("f.json", browser=False, folder=tmp_path) == kept_where("f.json", browser=False)
    assert "in the folder of this notebook" in kept_where("f.json", browser=False, folder=tmp_path)


def test_a_classmate_of_the_same_name_is_told_to_type_it_another_way(tmp_path, monkeypatch):
    test = ClassTest(CODE, count=3)
    first = AnswerFile(test, "Sam", folder=tmp_path)
    first.record(test.ids[0], test.key()[0]["answer"])
    me = os.getuid()
    monkeypatch.setattr(os, "getuid", lambda: me + 1)  # another user of the hub, same name typed
    with pytest.raises(
        KonkanError,
        match="Another student has already started this test as sam in the class's folder. Type your name another way",
    ):
        AnswerFile(test, "sam", folder=tmp_path)  # the same file: names are matched whatever their case
    w = Practice(code=CODE, mode="test", folder=tmp_path, count=3)
    send(w, {"kind": "start", "name": "Sam"})
    assert w.sheet is None and w.message["tone"] == "error" and "Type your name another way" in w.message["text"]
    send(w, {"kind": "start", "name": "Sam B"})
    assert w.sheet is not None and w.sheet.answers == {}
    monkeypatch.setattr(os, "getuid", lambda: me)  # Sam, after a restart, carries on
    assert AnswerFile(test, "Sam", folder=tmp_path).answers.keys() == {test.ids[0]}
