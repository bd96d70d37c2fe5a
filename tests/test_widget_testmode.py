"""The practice widget in test mode, fed exactly what the page would send (no browser): a name,
answers kept and not judged (nothing about right or wrong reaches the page before the end), the
results with each slip at the end, and a test carried on after a kernel restart."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_widgets_small import bundle, send, synced

from konkan.classroom.testmode import ClassTest, answer_file_name, mark
from konkan.errors import KonkanError
from konkan.widgets import ClassTestWidget, Practice

CODE = "river-7661"


def in_test(tmp_path: Path, **kw) -> Practice:
    return Practice(code=CODE, mode="test", folder=tmp_path, count=5, **kw)


def page_state(w: Practice) -> str:
    """What the page is sent about this test: every synced trait but the rule book's text (the
    rule chips' words, the same for everyone, where "right" means a seat) and the page's own words
    (the catalogue's templates, the same for every student: "Right! You answered ...")."""
    return json.dumps({k: v for k, v in synced(w).items() if k not in ("rule_texts", "words")}, default=str)


def test_the_page_asks_a_name_first_and_shows_no_puzzle_before_it(tmp_path):
    w = in_test(tmp_path)
    assert w.test["stage"] == "name" and w.puzzle == {} and w.test["resume"] == []
    send(w, {"kind": "start", "name": "  "})
    assert w.message["tone"] == "error" and "a name is needed" in w.message["text"]
    assert w.test["stage"] == "name" and list(tmp_path.iterdir()) == []
    send(w, {"kind": "check", "text": "4"})
    assert w.message["text"] == "Type your name first, then Start."
    send(w, {"kind": "start", "name": "Sam"})
    assert w.test["stage"] == "answering" and w.test["name"] == "Sam" and w.test["at"] == 0
    assert w.puzzle["question"] and w.puzzle["number"] == 1


def test_answers_are_kept_and_nothing_about_right_or_wrong_reaches_the_page_before_the_end(tmp_path):
    w = in_test(tmp_path, name="Sam")
    test = w.classtest
    for n, pid in enumerate(test.ids[:4]):
        p = test.puzzle(pid)
        send(
            w,
            {
                "kind": "check",
                "text": str(p.answer) if not isinstance(p.answer, list) else ", ".join(map(str, p.answer)),
            },
        )
        assert w.message["tone"] == "ok" and w.message["text"].startswith(f"Your answer to puzzle {n + 1} is kept")
        assert w.test["at"] == n + 1 and w.test["answered"][: n + 1] == [True] * (n + 1)
        state = page_state(w)
        assert w.verdict == {} and w.help == {} and '"correct"' not in state and "Right" not in state
        for q in test.puzzles:  # no puzzle's solution is on the page
            assert q.solution not in state
    data = json.loads((tmp_path / answer_file_name(CODE, "Sam")).read_text())
    assert len(data["answers"]) == 4 and data["finished"] is None


def test_an_answer_of_the_wrong_form_is_told_and_not_kept(tmp_path):
    w = Practice("hand_value", code=CODE, mode="test", folder=tmp_path, count=2, name="Sam")
    send(w, {"kind": "check", "text": "lots"})
    assert w.message["tone"] == "error" and "Type one whole number" in w.message["text"]
    assert w.test["answered"] == [False, False] and w.test["at"] == 0
    assert not (tmp_path / answer_file_name(CODE, "Sam")).exists()


@pytest.mark.parametrize(
    "intent, said",
    [
        ({"kind": "hint"}, "no hint or solution until the end"),
        ({"kind": "solution"}, "no hint or solution until the end"),
        ({"kind": "next"}, "go to another puzzle with its number"),
        ({"kind": "goto", "index": 5}, "This test has puzzles 1 to 5."),
        ({"kind": "start", "name": "Nour"}, "already Sam's"),
    ],
)
def test_help_is_not_given_in_a_test_and_other_refusals_change_nothing(tmp_path, intent, said):
    w = in_test(tmp_path, name="Sam")
    before = synced(w)
    send(w, intent)
    assert w.message["tone"] == "error" and said in w.message["text"]
    assert synced(w) == before


def test_finishing_marks_every_answer_by_the_engine_and_shows_each_slip(tmp_path):
    w = in_test(tmp_path, name="Sam")
    test = w.classtest
    given = {}
    for k, pid in enumerate(test.ids[:3]):
        p = test.puzzle(pid)
        key = test.key()[k]["answer"]
        given[pid] = key if k != 1 else ("no" if key != "no" else test.key()[k]["answer"] + "x")
        send(w, {"kind": "goto", "index": k})
        send(w, {"kind": "check", "text": given[pid]})
        del p
    send(w, {"kind": "finish"})
    # Handed in: nothing about right or wrong reaches the page until the teacher's release word.
    assert w.test["stage"] == "handed_in" and w.puzzle == {} and w.verdict == {} and w.help == {}
    state = page_state(w)
    assert '"correct"' not in state and "right" not in state.lower().replace("copyright", "")
    assert all(p.solution not in state and p.hint not in state for p in test.puzzles)
    assert "handed in" in repr(w) and "right" not in repr(w) and "right" not in bundle(w)["image/svg+xml"]
    send(w, {"kind": "goto", "index": 1})
    assert w.message["tone"] == "error" and "release word" in w.message["text"] and w.puzzle == {}
    send(w, {"kind": "release", "word": "   "})  # pressed with the box empty: asked for the word, not told it's wrong
    assert w.message["tone"] == "error" and w.message["text"].startswith("Type the release word first")
    send(w, {"kind": "release", "word": "olive 12"})
    assert w.message["tone"] == "error" and "not this test's release word" in w.message["text"]
    assert w.test["stage"] == "handed_in" and '"correct"' not in page_state(w)
    send(w, {"kind": "release", "word": "  " + test.release_word.upper().replace(" ", "-") + " "})
    assert w.test["stage"] == "results" and w.puzzle == {}
    results = w.test["results"]
    kept = json.loads((tmp_path / answer_file_name(CODE, "Sam")).read_text())
    assert kept["finished"]
    for r, pid in zip(results, test.ids, strict=True):
        if pid in kept["answers"]:
            v = mark(test.puzzle(pid), kept["answers"][pid]["answer"])
            assert r["correct"] == v.correct and [m["code"] for m in r["mistakes"]] == list(v.codes)
        else:
            assert r["answer"] is None and not r["correct"]
    assert w.test["right"] == sum(r["correct"] for r in results)
    assert results[0]["correct"] and results[2]["correct"]
    # One puzzle looked at again: its cards, the verdict and the solution; nothing to pick.
    send(w, {"kind": "goto", "index": 1})
    assert w.puzzle["number"] == 2 and all(not row["pick"] for row in w.puzzle["rows"])
    assert w.help["solution"] == test.puzzles[1].solution
    send(w, {"kind": "check", "text": "1"})
    assert w.message["tone"] == "error" and "finished" in w.message["text"]


def test_after_a_kernel_restart_the_page_offers_to_carry_on_where_the_student_was(tmp_path):
    first = in_test(tmp_path, name="Sam")
    send(first, {"kind": "check", "text": first.classtest.key()[0]["answer"]})
    send(first, {"kind": "check", "text": first.classtest.key()[1]["answer"]})
    del first  # the kernel restarts: only the file is left
    w = in_test(tmp_path)
    assert w.test["resume"] == [{"name": "Sam", "code": CODE}]
    assert Practice(mode="test", folder=tmp_path, count=5).test["resume"] == [{"name": "Sam", "code": CODE}]
    assert Practice(mode="test", folder=tmp_path).test["resume"] == []  # a test of 10 puzzles: not that one
    send(w, {"kind": "start", "name": "sam"})  # asked first: is it theirs? Nothing of it shown
    assert w.test["stage"] == "name" and w.sheet is None and w.puzzle == {}
    assert w.test["ask"] == {"name": "Sam", "code": CODE, "finished": False}
    send(w, {"kind": "start", "name": "Sam", "carry_on": True})
    assert w.test["at"] == 2 and w.test["answered"] == [True, True, False, False, False] and w.test["carried"]
    assert w.message["text"] == "Welcome back, Sam: your 2 answers are kept. Carry on with puzzle 3."


def test_a_test_refuses_a_seed_and_its_own_arguments_are_for_test_mode_only(tmp_path):
    with pytest.raises(KonkanError, match="mode must be 'study'"):
        Practice(code=CODE, mode="exam")
    with pytest.raises(KonkanError, match="give no seed, rules or progress"):
        Practice(code=CODE, mode="test", seed=3)
    with pytest.raises(KonkanError, match="are for test mode"):
        Practice("meld", name="Sam", progress=tmp_path / "p.json")


def test_the_picture_says_where_the_test_is_at_each_stage(tmp_path):
    w = in_test(tmp_path)
    assert "Type your name in the widget to start." in bundle(w)["image/svg+xml"]
    assert repr(w) == "<Practice: test of class river-7661, 5 puzzles, waiting for the student's name>"
    w.start("Sam")
    assert "Puzzle 1 of 5" in bundle(w)["image/svg+xml"]
    w.check(w.classtest.key()[0]["answer"])
    assert repr(w) == "<Practice: test of class river-7661, Sam: puzzle 2, 1 of 5 answered>"
    w.finish()
    assert "Handed in." in bundle(w)["image/svg+xml"]
    assert repr(w) == "<Practice: test of class river-7661, Sam: handed in, results not released yet>"
    w.release(w.classtest.release_word)
    assert "Finished: 1 right of 5." in bundle(w)["image/svg+xml"]


def test_the_same_code_gives_every_student_the_same_puzzles(tmp_path):
    a = in_test(tmp_path, name="Amal")
    b = in_test(tmp_path, name="Bilal")
    assert a.classtest.ids == b.classtest.ids == ClassTest(CODE, count=5).ids
    assert a.puzzle == b.puzzle


@pytest.mark.parametrize("stage", ["name", "answering", "handed_in", "results"])
def test_forged_intents_are_refused_at_every_stage_and_change_nothing(tmp_path, stage):
    from test_widget_practice import forged

    w = in_test(tmp_path)
    if stage != "name":
        w.start("Sam")
    if stage in ("handed_in", "results"):
        w.finish()
    if stage == "results":
        w.release(w.classtest.release_word)
    intents = (
        forged(w)
        if w.puzzle
        else [
            {"kind": "toggle", "card": 3},
            {"kind": "group"},
            {"kind": "finish"},
            {"kind": "goto", "index": 0},
            {"kind": "choose", "word": "take"},
            {"kind": "start", "name": "x" * 3000},
            {"kind": "start"},
        ]
    )
    for intent in intents + [{"kind": "goto", "index": 99}, {"kind": "start", "name": 5}]:
        before, file = synced(w), sorted(p.name for p in tmp_path.iterdir())
        send(w, intent)
        if w.message.get("tone") != "error":
            continue  # a well-formed intent right at this stage
        assert w.message["text"] and "could not do that" not in w.message["text"], intent
        assert synced(w) == before, intent
        assert sorted(p.name for p in tmp_path.iterdir()) == file


def test_with_no_code_in_the_cell_the_page_asks_for_the_class_code_with_the_name(tmp_path):
    w = Practice(mode="test", folder=tmp_path)
    assert w.test["stage"] == "name" and w.test["code"] == "" and w.classtest is None
    assert repr(w) == "<Practice: test, waiting for the class code and the student's name>"
    send(w, {"kind": "start", "name": "Sam"})
    assert w.message["text"].startswith("Type the class code your teacher gave you first")
    send(w, {"kind": "start", "name": "Sam", "code": "rivre-7661"})
    assert "did you mean 'river'?" in w.message["text"] and w.classtest is None and w.sheet is None
    send(w, {"kind": "start", "name": "", "code": "river-7661"})
    assert "a name is needed" in w.message["text"] and w.classtest is None  # nothing half begun
    send(w, {"kind": "start", "name": "Sam", "code": " River 7661 "})
    assert w.test["stage"] == "answering" and w.test["code"] == CODE
    assert w.classtest.ids == ClassTest(CODE).ids  # the class's test, as the teacher's summary reads it


def test_a_test_begun_by_someone_else_on_this_computer_is_never_one_click_away(tmp_path):
    first = in_test(tmp_path, name="Sam")
    send(first, {"kind": "check", "text": first.classtest.key()[0]["answer"]})
    first.finish()
    w = in_test(tmp_path)  # the next student opens the notebook
    assert w.test["resume"] == []  # a test handed in is not offered to carry on
    send(w, {"kind": "start", "name": "Sam"})  # typed: asked whether it is theirs, nothing of it shown
    assert w.sheet is None and w.test["ask"]["finished"] and '"answer"' not in page_state(w)
    send(w, {"kind": "leave"})  # "Type another name"
    assert w.test["ask"] == {} and w.test["stage"] == "name"
    send(w, {"kind": "start", "name": "Sam"})
    send(w, {"kind": "start", "name": "Sam", "carry_on": False})  # another Sam: a test of their own
    assert w.test["stage"] == "answering" and w.test["answered"] == [False] * 5 and not w.test["carried"]
    assert "kept for the teacher as konkan-test-river-7661-sam-" in w.message["text"]
    files = sorted(p.name for p in tmp_path.iterdir())
    assert len(files) == 1 and files[0].startswith("konkan-test-river-7661-sam-")  # the first Sam's, whole
    send(w, {"kind": "check", "text": w.classtest.key()[0]["answer"]})
    assert len(list(tmp_path.iterdir())) == 2
    # Carried on by mistake: "This is not me" goes back to the name, the file left as it was.
    again = in_test(tmp_path)
    send(again, {"kind": "start", "name": "Sam", "carry_on": True})
    assert again.test["carried"]
    before = sorted((p.name, p.read_bytes()) for p in tmp_path.iterdir())
    send(again, {"kind": "leave"})
    assert again.sheet is None and again.test["stage"] == "name" and again.puzzle == {}
    assert sorted((p.name, p.read_bytes()) for p in tmp_path.iterdir()) == before


def test_the_class_code_carries_the_test_so_the_student_types_none_of_it(tmp_path):
    from konkan.classroom.codes import Class

    code = Class(CODE).with_test("first lesson").code
    w = Practice(mode="test", folder=tmp_path)
    send(w, {"kind": "start", "name": "Sam", "code": code})
    assert w.classtest.kinds == ("is_meld",) and w.classtest.count == 6 and w.classtest.level == 1
    assert w.test["count"] == 6 and all(i.split("-")[1] == "is_meld" for i in w.classtest.ids)


def test_the_class_test_is_a_widget_of_its_own_and_practice_mode_test_still_makes_it(tmp_path):
    """``Practice(mode="test")`` (as notebook 14 calls it) gives the class test's own widget, which still
    shows itself as the call named it; made directly, it says its own name."""
    w = in_test(tmp_path)
    assert isinstance(w, ClassTestWidget) and not isinstance(w, Practice)
    assert repr(w) == "<Practice: test of class river-7661, 5 puzzles, waiting for the student's name>"
    direct = ClassTestWidget(code=CODE, folder=tmp_path, count=5)
    assert repr(direct) == "<ClassTestWidget: test of class river-7661, 5 puzzles, waiting for the student's name>"
    assert {"hint", "solution", "next"} <= set(Practice.intents) and "start" not in Practice.intents
    assert {"start", "goto", "finish", "release", "leave"} <= set(ClassTestWidget.intents)
    # Each page is sent only its own words: the test's are not on a practice page.
    assert any(k.startswith("widget.class_test.page.") for k in direct.words)
    practice = Practice("meld", progress=tmp_path / "p.json")
    assert practice.words and not any(k.startswith("widget.class_test.") for k in practice.words)
