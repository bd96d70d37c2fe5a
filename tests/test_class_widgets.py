"""The widgets of a class on a school's hub, over a real class authority (SQLite in a temporary
folder) reached through LocalLinks, one per user, as a kernel on the hub reaches the class service:
the class test's answers go to the service (no file), marks only after the teacher releases them,
the CSV holds the answers given; a lesson's stars and a practice's levels reach the teacher's
class view, which follows the class in a thread; the teacher's buttons refused to a student."""

from __future__ import annotations

import csv
import io
import json
import random
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from test_widget_lesson import solve
from test_widgets_small import send, synced

from konkan.catalogue import say
from konkan.classroom.results import _wrong_answer
from konkan.classroom.service.authority import Caller, ClassAuthority
from konkan.classroom.service.link import LocalLink
from konkan.classroom.testmode import ClassTest, answer_text, mark
from konkan.errors import KonkanError
from konkan.teaching.lessons import Progress, get
from konkan.widgets import ClassTestWidget, ClassView, Lesson, Practice, Table
from konkan.widgets.class_test import HubClassTest


@pytest.fixture
def authority(tmp_path: Path) -> ClassAuthority:
    return ClassAuthority(tmp_path / "class.sqlite")


@pytest.fixture
def teacher(authority: ClassAuthority) -> LocalLink:
    return LocalLink(authority, Caller("ms-haddad", teacher=True))


@pytest.fixture
def ana(authority: ClassAuthority) -> LocalLink:
    return LocalLink(authority, Caller("ana"))


@pytest.fixture
def ben(authority: ClassAuthority) -> LocalLink:
    return LocalLink(authority, Caller("ben"))


@pytest.fixture
def code(teacher: LocalLink) -> str:
    return str(teacher.create_class(players=3, seed=7)["class"])


@pytest.fixture(autouse=True)
def off_hub(monkeypatch: pytest.MonkeyPatch) -> None:
    """No hub around: only a link given makes a widget use the service."""
    monkeypatch.delenv("KONKAN_CLASS_SERVICE", raising=False)
    monkeypatch.delenv("JUPYTERHUB_API_TOKEN", raising=False)


def typed(test: ClassTest, n: int, right: bool = True) -> str:
    """The answer to puzzle ``n`` as a student types it: right, or a wrong one of the same form."""
    p = test.puzzles[n]
    text = answer_text(p, p.answer)
    if right:
        return text
    wrong = _wrong_answer(p, random.Random(n))
    assert not mark(p, wrong).correct
    return wrong


def page(w: Any) -> str:
    return json.dumps({k: v for k, v in synced(w).items() if k not in ("rule_texts", "words")}, default=str)


# --- the class test ---------------------------------------------------------------------------
def test_answers_go_to_the_service_and_the_marks_show_only_once_released(tmp_path, authority, teacher, ana, code):
    w = Practice(mode="test", code=code, link=ana, folder=tmp_path)
    assert isinstance(w, HubClassTest) and repr(w).startswith("<Practice: test of class river-7661 on the hub, ana")
    test = w.classtest
    assert test is not None and test.count == 10 and w.test["stage"] == "answering" and w.test["hub"] is True
    assert "each answer goes to your teacher as you give it" in w.test["where"]
    assert "name" not in {k for k, v in w.test.items() if v and k == "ask"}  # the hub says who: no name asked

    answers = [typed(test, 0), typed(test, 1, right=False), typed(test, 2)]
    for n, text in enumerate(answers):
        send(w, {"kind": "check", "text": text})
        assert w.message["tone"] == "ok", w.message
        assert w.message["text"].startswith(f"Your answer to puzzle {n + 1} went to your teacher")
        assert w.test["answered"][: n + 1] == [True] * (n + 1)
        assert w.verdict == {} and '"correct"' not in page(w)  # nothing about right or wrong
    # Stored as given, in the service: no file anywhere.
    # no file but the service's database (and its write-ahead log beside it)
    assert {f.name for f in tmp_path.iterdir()} <= {"class.sqlite", "class.sqlite-wal", "class.sqlite-shm"}
    sheet = ana.test_sheet(code)
    assert [p["state"] for p in sheet["puzzles"]] == ["answered"] * 3 + ["not_yet"] * 7
    assert "right" not in sheet and all("answer" not in p for p in sheet["puzzles"])

    # An answer sent can't change: the page shows it sent, and a pick or another answer is refused.
    send(w, {"kind": "goto", "index": 0})
    assert w.test["sent"] is True and not any(r["pick"] for r in w.puzzle["rows"])
    send(w, {"kind": "check", "text": answers[0]})
    assert w.message["tone"] == "error" and "can't change" in w.message["text"]
    # Nothing to hand in, no release word: the teacher releases.
    send(w, {"kind": "finish"})
    assert "nothing to hand in" in w.message["text"]
    send(w, {"kind": "marks"})
    assert w.message["text"] == "Your teacher has not released the marks yet. Ask again later."
    assert w.test["stage"] == "answering" and '"correct"' not in page(w)

    teacher.release(code)
    send(w, {"kind": "marks"})
    assert w.test["stage"] == "results" and w.test["right"] == 2
    results = w.test["results"]
    assert [r["correct"] for r in results] == [True, False, True] + [False] * 7
    assert results[3]["answer"] is None and results[1]["answer"] and results[1]["right_answer"]
    assert repr(w).endswith("2 right of 10>")
    # After the release no answer is taken.
    send(w, {"kind": "goto", "index": 3})
    send(w, {"kind": "check", "text": typed(test, 3)})
    assert w.message["tone"] == "error"
    assert ana.test_sheet(code)["puzzles"][3]["state"] == "not_yet"
    # A student who opens the test only now is told it closed before they began.
    late = LocalLink(authority, Caller("lina"))
    w = ClassTestWidget(code=code, link=late)
    assert w.message["text"].startswith("Your teacher had already released the marks when you began")


def test_the_results_csv_holds_the_answers_given(authority, teacher, ana, ben, code):
    test = ClassTest(code)
    a = ClassTestWidget(code=code, link=ana)
    b = ClassTestWidget(code=code, link=ben)
    marks = {"ana": [1, 0, None, 1], "ben": [0, None, 1, 1]}
    for w, user in ((a, "ana"), (b, "ben")):
        for n, m in enumerate(marks[user]):
            if m is not None:
                send(w, {"kind": "goto", "index": n})
                send(w, {"kind": "check", "text": typed(test, n, right=bool(m))})
                assert w.message["tone"] == "ok", w.message
    rows = list(csv.reader(io.StringIO(teacher.results_csv(code))))
    assert rows[0][0] and rows[0][1:11] == [test.name_of(i) for i in test.ids]
    assert rows[0][11:] and len(rows) == 3
    got = {r[0]: r[1:5] + r[11:12] for r in rows[1:]}
    assert got == {
        "ana": ["1", "0", "", "1", "2"],
        "ben": ["0", "", "1", "1", "2"],
    }
    assert all(r[5:11] == [""] * 6 for r in rows[1:])


def test_a_kernel_restart_carries_the_test_on_from_the_service(ana, code):
    test = ClassTest(code)
    w = ClassTestWidget(code=code, link=ana)
    send(w, {"kind": "check", "text": typed(test, 0)})
    again = ClassTestWidget(code=code, link=ana)  # a new kernel: only the service remembers
    assert again.test["answered"] == [True] + [False] * 9 and again.test["at"] == 1
    assert again.message["text"] == "Welcome back, ana: 1 of 10 answers are with your teacher."


def test_the_code_typed_on_the_page_joins_the_class(authority, teacher, ana, code):
    w = ClassTestWidget(link=ana)
    assert w.test["stage"] == "name" and w.test["hub"] is True and w.puzzle == {}
    send(w, {"kind": "start", "name": "", "code": "River 7661"})
    assert w.test["stage"] == "answering", w.message
    assert [s["user"] for s in teacher.class_view(code)["students"]] == ["ana"]
    w2 = ClassTestWidget(link=ana)
    send(w2, {"kind": "start", "name": "", "code": "river-9999"})
    assert w2.message["tone"] == "error" and "river-9999" in w2.message["text"] and w2.test["stage"] == "name"


def test_on_a_hub_the_test_finds_the_service_and_off_it_keeps_to_its_file(tmp_path, monkeypatch):
    # Off a hub: today's files, unchanged.
    w = Practice(mode="test", code="river-7661", folder=tmp_path, count=2, name="Sam")
    assert isinstance(w, ClassTestWidget) and not isinstance(w, HubClassTest) and "hub" not in w.test
    assert w.test["where"].startswith("Your answers are kept in the file konkan-test-river-7661-sam.json")
    # On a hub (its variables set, as the hub's lines set them): the service, no file.
    monkeypatch.setenv("KONKAN_CLASS_SERVICE", "http://127.0.0.1:9/services/konkan/")
    monkeypatch.setenv("JUPYTERHUB_API_TOKEN", "t0ken")
    w = Practice(mode="test")
    assert isinstance(w, HubClassTest) and w.test["stage"] == "name"
    assert w.test["where"] == (
        "This test runs on your school's hub: each answer goes to your teacher as you give it, and no file is written."
    )


# --- progress and the class view ----------------------------------------------------------------
def test_progress_from_a_lesson_and_a_practice_shows_in_the_class_view(tmp_path, teacher, ana, ben, code):
    view = ClassView(code, link=teacher, folder=tmp_path, poll=False)
    assert view.board["students"] == []
    ana.join(code)
    # A lesson on the hub, its class the one Ana joined last: a step's stars go to it.
    lesson = Lesson("melds", progress=Progress(tmp_path / "progress.json"), link=ana)
    assert lesson.message["text"] == f"Your stars go to your teacher too, in class {code}."
    solve(lesson)
    assert lesson.attempt.done, lesson.message
    # A practice with the class code: Ben joins it, and his level of the kind goes to it.
    practice = Practice("meld", code=code, link=ben, progress=tmp_path / "ben-practice.json")
    send(practice, {"kind": "check", "text": answer_text(practice.session.puzzle, practice.session.puzzle.answer)})
    view.refresh()
    students = {s["user"]: s for s in view.board["students"]}
    assert students["ana"]["lessons"] == [
        {"number": 2, "title": "Melds: runs and sets", "stars": 3, "done": 1, "steps": len(get("melds").steps)}
    ]
    assert students["ben"]["practice"] == [{"kind": "Meld or not", "level": 1}]
    assert students["ana"]["test"] == [False] * 10 and students["ana"]["answered"] == 0


def test_a_lesson_step_of_a_lesson_with_a_dash_reaches_the_service(tmp_path, teacher, ana, code):
    lesson = Lesson("a-turn", code=code, progress=Progress(tmp_path / "progress.json"), link=ana)
    solve(lesson)
    assert lesson.attempt.done and lesson.message.get("tone") != "error", lesson.message
    assert teacher.class_view(code)["students"][0]["lessons"] == {"a_turn": {"a-whole-turn": 3}}


def test_off_a_hub_a_lesson_a_practice_and_a_table_send_nothing_and_say_so(tmp_path):
    lesson = Lesson("melds", progress=Progress(tmp_path / "progress.json"))
    assert lesson.report is None and not lesson.message  # no class named: nothing to say
    named = Lesson("melds", code="river-7661", progress=Progress(tmp_path / "named.json"))
    assert named.report is not None and named.report.link is None
    assert named.message["text"].startswith("There is no class service here")
    assert "your stars stay on this computer" in named.message["text"]
    practice = Practice("meld", code="river-7661", progress=tmp_path / "practice.json")
    assert practice.report is not None and practice.report.link is None
    assert "class river-7661's puzzles" in practice.message["text"]
    assert "your levels stay on this computer" in practice.message["text"]
    assert practice.report.send("practice", "meld", 2) == ""  # nothing sent, nothing more to say
    table = Table(code="river-7661")
    assert table.shared_state is None and "you play class river-7661's game here" in table.message["text"]
    shown = Table(code="river-7661", open=True)  # the teacher showing the class's game, hands open
    assert shown.shared_state is None and not shown.message


def test_the_class_view_follows_the_class_in_its_thread(tmp_path, teacher, ana, ben, code):
    ana.join(code)
    view = ClassView(code, link=teacher, folder=tmp_path, wait=1.0)
    try:
        assert view.live and [s["user"] for s in view.board["students"]] == ["ana"]
        seen = threading.Event()
        view.observe(lambda change: seen.set(), names=["board"])
        w = ClassTestWidget(code=code, link=ben)  # Ben joins by starting the test, then answers
        send(w, {"kind": "check", "text": typed(ClassTest(code), 0)})
        assert seen.wait(30)
        for _ in range(100):  # the thread's next asks bring the rest: Ben's answer
            students = {s["user"]: s for s in view.board["students"]}
            if students.get("ben", {}).get("answered") == 1:
                break
            seen.clear()
            assert seen.wait(30)
        assert students["ben"]["test"] == [True] + [False] * 9
        assert "ben" not in json.dumps(view.board["tables"])
        assert typed(ClassTest(code), 0) not in page(view)  # whether answered, never the answer
    finally:
        view.stop(timeout=30)
    assert not view.live


def test_the_teachers_buttons_pause_release_and_save(tmp_path, teacher, ana, code, monkeypatch):
    before = ClassView(code, link=teacher, folder=tmp_path, poll=False)
    send(before, {"kind": "pause"})
    assert before.message["text"] == "No table is open yet, so there is none to pause or resume."
    table = teacher.open_table(code, seats=2)["table"]
    ana.join(code)
    ana.sit(table)
    test = ClassTest(code)
    ClassTestWidget(code=code, link=ana).check(typed(test, 0))
    view = ClassView(code, link=teacher, folder=tmp_path, poll=False)
    # before the release, the teacher is told who has not answered every puzzle (the page asks to be sure)
    assert view.board["unanswered"] == say("class.board.unanswered.one", students=1)
    (seat,) = [s for s in view.board["tables"][0]["seats"] if s["user"] == "ana"]
    assert seat["present"] and view.board["tables"][0]["round"] == 1
    send(view, {"kind": "pause"})
    assert view.message["text"] == "Every table is paused. Ask the class your question, then press Resume every table."
    assert view.board["paused"] and teacher.tables(code)["tables"][0]["paused"]
    send(view, {"kind": "resume"})
    assert not view.board["paused"] and not teacher.tables(code)["tables"][0]["paused"]
    send(view, {"kind": "release"})
    assert view.board["released"] and ana.test_sheet(code)["released"]
    send(view, {"kind": "save"})
    saved = tmp_path / f"konkan-results-{code}.csv"
    assert view.message["text"] == (
        f"The results are saved in the file {saved.resolve()}: one row per student, one column per puzzle."
    )
    assert saved.read_text(encoding="utf-8") == teacher.results_csv(code)
    assert saved.read_text(encoding="utf-8").splitlines()[1].startswith("ana,1,")
    # in the notebook's own folder (the default), the file is named as the file browser shows it
    monkeypatch.chdir(tmp_path)
    here = ClassView(code, link=teacher, poll=False)
    send(here, {"kind": "save"})
    assert here.message["text"].startswith(f"The results are saved in the file konkan-results-{code}.csv: ")


def test_a_students_link_is_refused_the_teachers_view_and_buttons(tmp_path, authority, teacher, ana, code):
    ana.join(code)
    view = ClassView(code, link=ana, folder=tmp_path)
    refusal = "Only the teacher of class river-7661 can do that."
    assert view.message == {"text": refusal, "tone": "error", "rule": "", "at": 0}
    assert not view.live and view.board["students"] == []
    for kind in ("pause", "resume", "release", "save"):
        send(view, {"kind": kind})
        assert view.message["text"] == refusal and view.message["tone"] == "error"
    assert not teacher.class_view(code)["released"] and not list(tmp_path.glob("*.csv"))


def test_off_a_hub_the_class_view_says_there_is_no_class_to_follow(tmp_path):
    view = ClassView("river-7661", folder=tmp_path)
    assert view.message["text"].startswith("This notebook does not run on a school hub with konkan's class service")
    assert repr(view) == "<ClassView: class river-7661: no class service to follow>"
    send(view, {"kind": "pause"})
    assert view.message["tone"] == "error"


def test_the_widgets_of_a_class_load_no_part_of_the_service():
    """A student's kernel needs only konkan[widgets]: the class widgets import no SQLAlchemy, tornado or JupyterHub."""
    code = (
        "import sys\n"
        "from konkan.widgets import ClassView, ClassTestWidget, Lesson, Practice\n"
        "from konkan.widgets.class_test import HubClassTest\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'sqlalchemy', 'tornado', 'jupyterhub'}))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


class Unreachable:
    """A link to a class service that does not answer (every call: the client's sentence)."""

    def __getattr__(self, name: str) -> Any:
        def call(*args: Any, **kwargs: Any) -> Any:
            raise KonkanError(say("hub.client.unreachable", url="http://127.0.0.1:9/services/konkan/"))

        return call


def test_a_service_that_does_not_answer_is_said_and_nothing_breaks(tmp_path):
    said = "The class service at http://127.0.0.1:9/services/konkan/ did not answer."
    w = Practice(mode="test", code="river-7661", link=Unreachable())
    assert isinstance(w, HubClassTest) and w.test["stage"] == "name"
    assert w.message["text"] == said and w.message["tone"] == "error"
    lesson = Lesson("melds", progress=Progress(tmp_path / "progress.json"), link=Unreachable())
    assert (
        lesson.message["text"]
        == f"Your work is kept on this computer, but the class service did not take it, so your teacher does not see it: {said}"
    )
    solve(lesson)
    assert lesson.attempt.done and Progress(tmp_path / "progress.json").get("melds", lesson.current_step.id) == 3
    view = ClassView("river-7661", link=Unreachable(), folder=tmp_path)
    assert view.message["text"] == said and not view.live


# --- what a teacher reads -----------------------------------------------------------------------
def test_a_teacher_who_mistypes_their_own_code_is_told_in_a_teachers_words(tmp_path, teacher, code):
    unmade = "lemon-4723-13"  # a code, with its test's digits, but no class of this hub
    for typed_code, said in (
        (unmade, "No class on this hub has the code 'lemon-4723-13'. Check the code you were given when you made"),
        ("river-7616", "'river-7616' is not a class code: its word and its digits do not go together"),
    ):
        view = ClassView(typed_code, link=teacher, folder=tmp_path, poll=False)
        assert view.message["tone"] == "error" and view.message["text"].startswith(said), view.message
        assert (
            view.message["text"].lower().rstrip(".").endswith("check the code you were given when you made the class")
        )
        w = ClassTestWidget(code=typed_code, link=teacher, folder=tmp_path)  # trying the class test
        assert w.message["text"] == view.message["text"]


def test_the_class_view_counts_one_student_and_one_table_in_the_singular(tmp_path, teacher, ana, ben, code):
    ana.join(code)
    teacher.open_table(code, seats=2)
    view = ClassView(code, link=teacher, folder=tmp_path, poll=False)
    assert repr(view) == f"<ClassView: class {code}: 1 student joined, 1 table>"
    assert "1 student joined." in view.picture() and "1 table open." in view.picture()
    assert "0 test answers given." in view.picture()
    ben.join(code)
    teacher.open_table(code, seats=2)
    view.refresh()
    assert repr(view) == f"<ClassView: class {code}: 2 students joined, 2 tables>"
    assert "2 students joined." in view.picture() and "2 tables open." in view.picture()


def test_the_pause_message_names_the_button_as_the_page_shows_it(tmp_path, teacher, ana, code):
    teacher.open_table(code, seats=2)
    view = ClassView(code, link=teacher, folder=tmp_path, poll=False)
    send(view, {"kind": "pause"})
    button = say("widget.class_view.page.resume")
    assert view.message["text"].endswith(f"then press {button}.")


@pytest.mark.parametrize("given", [None, 7661, ["river-7661"]])
def test_a_class_view_refuses_a_code_that_is_not_text_naming_it(tmp_path, teacher, given):
    with pytest.raises(KonkanError) as e:
        ClassView(given, link=teacher, folder=tmp_path, poll=False)
    assert isinstance(e.value, ValueError)
    assert str(e.value).startswith('ClassView needs your class code, in quotes, such as ClassView("river-7661")')
    assert str(e.value).endswith(f"; {given!r} is not a class code.")


def test_the_guide_says_how_a_yes_or_no_is_answered_and_what_none_from_find_service_means(tmp_path, monkeypatch):
    """docs/teaching.md, "A class on your school's JupyterHub": what it says is what happens."""
    from konkan.classroom.service.client import class_service, find_service

    guide = (Path(__file__).parent.parent / "docs" / "teaching.md").read_text(encoding="utf-8")
    hub = guide[guide.index("## A class on your school's JupyterHub") : guide.index("## A site with no server")]
    flat = " ".join(hub.split())
    # yes or no: the words yes and no (and y, a meld, not a meld); anything else refused, saying the form
    assert "is answered with the word **yes** or the word **no**" in flat
    assert "may also type `y`, *a meld* or *not a meld*" in flat
    test = ClassTest("river-7661", kinds="is_meld", count=1, level=1)
    p = test.puzzles[0]
    assert [answer_text(p, a) for a in ("yes", "no", "y", "a meld", "not a meld")] == ["yes", "no", "yes", "yes", "no"]
    for other in ("true", "1", "nope"):
        with pytest.raises(KonkanError, match="“yes”.*“no”"):
            answer_text(p, other)
    # off a hub: class_service() says so, find_service() gives None, and the widgets keep to files
    assert "`hub = class_service()` says this notebook does not run on a hub" in flat
    assert (
        "the widgets keep the class in files" in flat
        and "`find_service()`, which the widgets use, gives `None`" in flat
    )
    assert find_service() is None  # off_hub: no KONKAN_CLASS_SERVICE here
    with pytest.raises(KonkanError, match="^This notebook does not run on a school hub"):
        class_service()
    assert not isinstance(ClassTestWidget(code="river-7661", folder=tmp_path, name="Sam"), HubClassTest)
    assert ClassView("river-7661", folder=tmp_path).message["text"].startswith("This notebook does not run on a")
