"""Test mode (konkan.classroom.testmode) and the class summary (konkan.classroom.results): the same puzzles for every
student of a class, answers kept in a file that survives a kernel restart, marked at the end by
the engine, and a folder of answer files summed up, bad files listed and left out."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from konkan.classroom.codes import Class, InvalidClassCode
from konkan.classroom.results import ClassSummary, _wrong_answer, sample_answers
from konkan.classroom.testmode import AnswerFile, ClassTest, answer_file_name, answer_text, mark
from konkan.errors import KonkanError
from konkan.saving import checksum
from konkan.teaching.puzzles import MIXED_KINDS

CODE = "river-7661"


def test_a_class_test_is_the_same_puzzles_for_every_student_and_differs_between_classes():
    a, b = ClassTest(CODE), ClassTest("River 7661")
    assert a.ids == b.ids and len(a.ids) == 10
    assert [p.prompt for p in a.puzzles] == [p.prompt for p in b.puzzles]
    assert {i.split("-")[1] for i in a.ids} == set(MIXED_KINDS)  # a mix deals every kind before any twice
    assert all(x.split("-")[1] != y.split("-")[1] for x, y in zip(a.ids, a.ids[1:]))
    other = ClassTest(Class.new(players=3, seed=8))
    assert [p.prompt for p in other.puzzles] != [p.prompt for p in a.puzzles]
    assert all(p.rules == a.klass.rules for p in a.puzzles)  # at the class's own table
    only = ClassTest(CODE, kinds="hand_value", count=4, level=2)
    assert only.ids == ("1-hand_value-2", "2-hand_value-2", "3-hand_value-2", "4-hand_value-2")
    assert len({p.prompt for p in only.puzzles}) == 4


@pytest.mark.parametrize(
    "kwargs, said",
    [
        ({"count": 0}, "^A test has 1 to 40 puzzles; you asked for 0.$"),
        ({"count": 41}, "^A test has 1 to 40 puzzles; you asked for 41.$"),
        ({"count": True}, "^A test has 1 to 40 puzzles; you asked for True.$"),
        ({"level": 4}, "^The levels are 1, 2 and 3; you asked for 4.$"),
        ({"kinds": "poker"}, "kind must be one of"),
    ],
)
def test_a_class_test_refuses_what_it_cannot_be(kwargs, said):
    with pytest.raises(KonkanError, match=said):
        ClassTest(CODE, **kwargs)


def test_a_mistyped_class_code_gets_its_sentence_in_test_mode_too():
    with pytest.raises(InvalidClassCode, match="did you mean 'river'"):
        ClassTest("rivre-7661")


def test_the_answer_key_holds_every_puzzle_and_each_answer_is_right_by_the_engine():
    test = ClassTest(CODE)
    key = test.key()
    assert [k["id"] for k in key] == list(test.ids)
    for k, p in zip(key, test.puzzles, strict=True):
        assert mark(p, k["answer"]).correct, k


def test_answers_are_recorded_not_judged_and_marked_only_by_the_engine_at_the_end(tmp_path):
    test = ClassTest(CODE)
    sheet = AnswerFile(test, "Sam", folder=tmp_path)
    right_ids, wrong_ids = test.ids[:5], test.ids[5:8]
    for pid in right_ids:
        got = sheet.record(pid, test.puzzle(pid).answer)
        assert isinstance(got, str)  # what was recorded, not whether it is right
    wrong = {}
    for pid in wrong_ids:
        p = test.puzzle(pid)
        wrong[pid] = (
            "draw"
            if p.answer == "take"
            else "take"
            if p.answer == "draw"
            else "no"
            if p.answer not in ("no", "none") and p.kind in ("meld", "opening")
            else "none"
            if p.kind == "lay_off" and p.answer != "none"
            else str(p.answer + 1)
            if isinstance(p.answer, int)
            else "1"
        )
        sheet.record(pid, wrong[pid])
    data = json.loads(sheet.path.read_text())
    assert data["name"] == "Sam" and data["class"] == CODE and data["puzzles"] == list(test.ids)
    assert set(data["answers"]) == set(right_ids) | set(wrong_ids)
    assert "correct" not in json.dumps(data) and not data["finished"]
    assert sheet.current == test.ids[8]
    results = sheet.finish()
    assert [r.right for r in results] == [True] * 5 + [r.verdict.correct for r in results[5:8]] + [False, False]
    for r in results[5:8]:
        assert r.verdict.correct == mark(test.puzzle(r.id), r.answer).correct
    assert results[8].answer is None and results[8].verdict is None
    assert json.loads(sheet.path.read_text())["finished"]
    with pytest.raises(KonkanError, match="finished"):
        sheet.record(test.ids[9], "1")
    assert test.ids[9] not in json.loads(sheet.path.read_text())["answers"]


def test_an_answer_of_the_wrong_form_is_told_its_form_and_nothing_is_recorded(tmp_path):
    test = ClassTest(CODE, kinds="hand_value", count=2)
    sheet = AnswerFile(test, "Sam", folder=tmp_path)
    sheet.record(test.ids[0], "40")
    before = sheet.path.read_bytes()
    with pytest.raises(KonkanError, match="Type one whole number, what the cards cost.*“lots”"):
        sheet.record(test.ids[0], "lots")
    assert sheet.path.read_bytes() == before and sheet.answers[test.ids[0]]["answer"] == "40"
    with pytest.raises(KonkanError, match="not a puzzle of this test"):
        sheet.record("9-hand_value-1", "40")
    sheet.record(test.ids[0], " 41 ")  # a new answer takes the old one's place
    assert json.loads(sheet.path.read_text())["answers"][test.ids[0]]["answer"] == "41"
    assert sheet.record(test.ids[1], "40 points") == "40"  # the number typed with its unit


def test_picked_cards_and_melds_are_recorded_as_text_that_reads_back_the_same():
    test = ClassTest(CODE, kinds=["opening", "lay_off", "score"], count=3)
    for p in test.puzzles:
        text = answer_text(p, p.answer)
        assert isinstance(text, str) and mark(p, text).correct
        assert answer_text(p, text) == text


def test_a_kernel_restart_mid_test_loses_no_answer_and_the_test_carries_on(tmp_path):
    test = ClassTest(CODE, count=6)
    script = (
        "import os, sys\n"
        "from konkan.classroom.testmode import AnswerFile, ClassTest\n"
        f"test = ClassTest({CODE!r}, count=6)\n"
        f"sheet = AnswerFile(test, 'Nour', folder={str(tmp_path)!r})\n"
        "for pid in test.ids[:3]:\n"
        "    sheet.show(pid)\n"
        "    sheet.record(pid, test.puzzle(pid).answer)\n"
        "os._exit(9)\n"  # the kernel dies with no chance to tidy up
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, env={**os.environ, "PYTHONPATH": os.getcwd()})
    assert done.returncode == 9
    again = AnswerFile(test, "nour", folder=tmp_path)  # the name as typed again, in any case
    assert again.notice == "" and again.name == "Nour"
    assert list(again.answers) == list(test.ids[:3]) and again.current == test.ids[3]
    assert [p.name for p in tmp_path.iterdir()] == [answer_file_name(CODE, "Nour")]  # no half-written file left


def test_a_damaged_answer_file_is_set_aside_and_the_test_starts_afresh(tmp_path):
    test = ClassTest(CODE, count=3)
    path = tmp_path / answer_file_name(CODE, "Sam")
    path.write_text('{"konkan": "konkan test answers", "na')
    sheet = AnswerFile(test, "Sam", folder=tmp_path)
    assert "could not be read" in sheet.notice and sheet.answers == {}
    aside = [p for p in tmp_path.iterdir() if ".unreadable-" in p.name]
    assert len(aside) == 1 and aside[0].read_text().startswith('{"konkan"')  # kept, never deleted


def test_a_file_of_another_test_of_the_class_is_set_aside_not_mixed_in(tmp_path):
    AnswerFile(ClassTest(CODE, count=3), "Sam", folder=tmp_path).record("1-lay_off-1", "none")
    sheet = AnswerFile(ClassTest(CODE, count=4), "Sam", folder=tmp_path)
    assert "another test" in sheet.notice and sheet.answers == {}
    assert any(".unreadable-" in p.name for p in tmp_path.iterdir())


@pytest.mark.parametrize(
    "name, said",
    [
        ("", "a name is needed"),
        ("   ", "a name is needed"),
        (7, "a name is needed"),
        ("x" * 41, "up to 40 letters"),
        ("Sam\x00", "on one line"),
    ],
)
def test_a_name_is_needed_and_named_in_the_refusal(tmp_path, name, said):
    with pytest.raises(KonkanError, match=said):
        AnswerFile(ClassTest(CODE), name, folder=tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_file_names_keep_letters_of_any_alphabet_and_nothing_that_could_leave_the_folder():
    assert answer_file_name(CODE, "Lina Haddad") == "konkan-test-river-7661-lina-haddad.json"
    assert answer_file_name(CODE, "رنا") == "konkan-test-river-7661-رنا.json"
    assert answer_file_name(CODE, "../../etc/passwd") == "konkan-test-river-7661-etc-passwd.json"
    assert answer_file_name(CODE, "!!!") == "konkan-test-river-7661-student.json"


# --- the summary ----------------------------------------------------------------------------


def _class_folder(tmp_path: Path) -> tuple[ClassTest, Path]:
    test = ClassTest(CODE)
    sample_answers(test, tmp_path, students=10, seed=3, problems=True)
    return test, tmp_path


def test_the_summary_scores_every_student_again_by_the_engine(tmp_path):
    test, folder = _class_folder(tmp_path)
    s = ClassSummary(test, folder)
    assert len(s.students) == 10
    for st in s.students:
        data = json.loads((folder / st.file).read_text())
        expect = sum(mark(test.puzzle(pid), a["answer"]).correct for pid, a in data["answers"].items())
        assert st.right == expect and st.answered == len(data["answers"])
    per = s.per_puzzle()
    assert [p["right"] for p in per] == [sum(st.results[n].right for st in s.students) for n in range(10)]
    # Marked by the engine, not by what a file says: a file whose answer is right (and whose
    # checksum matches) scores it.
    st = next(st for st in s.students if any(r.answer is not None and not r.right for r in st.results))
    miss = next(r for r in st.results if r.answer is not None and not r.right)
    data = json.loads((folder / st.file).read_text())
    data["answers"][miss.id]["answer"] = answer_text(miss.puzzle, miss.puzzle.answer)
    (folder / st.file).write_text(json.dumps({**data, "check": checksum(data)}))
    assert next(x for x in ClassSummary(test, folder).students if x.name == st.name).right == st.right + 1


def test_an_answer_file_changed_by_hand_is_listed_as_edited_and_not_marked(tmp_path):
    test = ClassTest(CODE)
    sheet = AnswerFile(test, "Sam", folder=tmp_path)
    for pid in test.ids[:2]:
        sheet.record(pid, test.puzzle(pid).answer)
    for pid in test.ids[2:]:  # eight wrong answers
        sheet.record(pid, _wrong_answer(test.puzzle(pid), random.Random(pid)))
    sheet.finish()
    before = ClassSummary(test, tmp_path)
    assert [st.right for st in before.students] == [sheet.right] and before.problems == []
    # Three answers changed in the finished file, as a student with a text editor would.
    data = json.loads(sheet.path.read_text())
    wrong = [pid for pid in test.ids if not mark(test.puzzle(pid), data["answers"][pid]["answer"]).correct][:3]
    for pid in wrong:
        data["answers"][pid]["answer"] = answer_text(test.puzzle(pid), test.puzzle(pid).answer)
    sheet.path.write_text(json.dumps(data, indent=1))
    after = ClassSummary(test, tmp_path)
    assert after.students == [] and [p.kind for p in after.problems] == ["edited"]
    assert "changed after the test wrote it" in after.problems[0].why and "not marked" in after.problems[0].why
    assert "1 file changed by hand after the test wrote it: not marked" in after.describe()
    assert "Edited files: changed by hand, not marked" in after._repr_html_()
    # Carried on in the notebook, the edited file is not made good by the next save: it is set aside.
    again = AnswerFile(test, "Sam", folder=tmp_path)
    assert "changed outside the test" in again.notice and again.answers == {}
    assert any(".unreadable-" in p.name for p in tmp_path.iterdir())


def test_two_students_of_the_same_name_are_both_kept_side_by_side(tmp_path):
    test = ClassTest(CODE, count=4)
    home_a, home_b = tmp_path / "a", tmp_path / "b"  # two students' homes on a hub
    first = AnswerFile(test, "Sam", folder=home_a)
    first.record(test.ids[0], test.puzzle(test.ids[0]).answer)
    second = AnswerFile(test, "sam", folder=home_b)
    second.record(test.ids[1], test.puzzle(test.ids[1]).answer)
    second.record(test.ids[2], test.puzzle(test.ids[2]).answer)
    assert first.sitting != second.sitting and first.started and second.started
    collected = tmp_path / "answers"
    collected.mkdir()
    (collected / "konkan-test-river-7661-sam.json").write_bytes(first.path.read_bytes())
    (collected / "konkan-test-river-7661-sam (1).json").write_bytes(second.path.read_bytes())
    s = ClassSummary(test, collected)
    assert sorted((st.name, st.answered) for st in s.students) == [("Sam", 1), ("sam", 2)] and s.problems == []
    assert [[st.file for st in g] for g in s.same_names] == [[st.file for st in s.students]]
    assert "2 students are called sam" in s.describe().lower()
    page = s._repr_html_()
    assert all(s.label(st) in page.replace("&#x27;", "'") and st.file in s.label(st) for st in s.students)
    # A copy of the same sitting (collected twice) is one student, the fuller copy kept.
    (collected / "old-copy.json").write_bytes(json.dumps({**json.loads(second.path.read_text())}).encode())
    again = ClassSummary(test, collected)
    assert len(again.students) == 2 and [p.kind for p in again.problems] == ["copy"]


def test_another_student_of_the_same_name_on_one_computer_starts_afresh_and_the_first_file_is_kept(tmp_path):
    test = ClassTest(CODE, count=4)
    first = AnswerFile(test, "Sam", folder=tmp_path)
    first.record(test.ids[0], test.puzzle(test.ids[0]).answer)
    first.finish()
    mine = AnswerFile(test, "Sam", folder=tmp_path, fresh=True)
    assert mine.answers == {} and not mine.finished and mine.sitting != first.sitting
    assert f"konkan-test-river-7661-sam-{first.sitting}.json" in mine.notice
    mine.record(test.ids[1], test.puzzle(test.ids[1]).answer)
    s = ClassSummary(test, tmp_path)
    assert sorted(st.answered for st in s.students) == [1, 1] and len(s.same_names) == 1


def test_damaged_foreign_and_duplicate_files_are_listed_with_a_sentence_and_left_out(tmp_path):
    test, folder = _class_folder(tmp_path)
    (folder / "notes.json").write_text("[1, 2, 3]")
    (folder / "empty.json").write_bytes(b"")
    (folder / "latin1.json").write_bytes('{"name": "Jos\xe9"}'.encode("latin-1"))
    (folder / "readme.txt").write_text("not read: not a .json file")
    s = ClassSummary(test, folder)
    why = {p.file: p.why for p in s.problems}
    assert set(why) == {
        "konkan-test-damaged.json",
        "notes.json",
        "empty.json",
        "latin1.json",
        "konkan-test-river-7661-amal-copy.json",
        next(f for f in why if "zara" in f),
    }
    assert "not a whole JSON file" in why["konkan-test-damaged.json"]
    assert "not a konkan test answer file" in why["notes.json"]
    assert "second copy of Amal's answers (the same sitting)" in why["konkan-test-river-7661-amal-copy.json"]
    assert "not river-7661" in next(w for f, w in why.items() if "zara" in f)
    assert [st.name for st in s.students].count("Amal") == 1
    amal = next(st for st in s.students if st.name == "Amal")
    assert amal.file == "konkan-test-river-7661-amal.json"  # the one with more answers is kept
    assert "6 files left out" in s.describe()
    page = s._repr_html_()
    for w in why.values():
        assert w.replace("'", "&#x27;") in page


def test_a_damaged_answer_inside_a_good_file_is_marked_wrong_not_a_crash(tmp_path):
    test = ClassTest(CODE, kinds="hand_value", count=2)
    sheet = AnswerFile(test, "Sam", folder=tmp_path)
    sheet.record(test.ids[0], "40")
    data = json.loads(sheet.path.read_text())
    data["answers"][test.ids[0]]["answer"] = "forty"
    sheet.path.write_text(json.dumps({**data, "check": checksum(data)}))
    (st,) = ClassSummary(test, tmp_path).students
    assert st.right == 0 and st.results[0].verdict.malformed


def test_the_most_common_mistakes_name_their_rule_and_who_made_them(tmp_path):
    test, folder = _class_folder(tmp_path)
    s = ClassSummary(test, folder)
    slips = s.slips()
    assert slips and [len(x.who) for x in slips] == sorted((len(x.who) for x in slips), reverse=True)
    counted = {}
    for st in s.students:
        for r in st.results:
            if r.verdict is not None and not r.verdict.correct:
                for m in r.verdict.mistakes:
                    counted.setdefault(m.code, []).append(st.name)
    assert {x.code: sorted(x.who) for x in slips} == {k: sorted(v) for k, v in counted.items()}
    assert all(x.rule.startswith("R") for x in slips)
    assert f"go over rule {slips[0].rule} again" in s.describe()


def test_the_chart_has_a_bar_per_puzzle_as_long_as_its_share_of_right_answers(tmp_path):
    test, folder = _class_folder(tmp_path)
    s = ClassSummary(test, folder)
    root = ET.fromstring(s.chart_svg())
    ns = "{http://www.w3.org/2000/svg}"
    rects = root.findall(f"{ns}rect")
    tracks = [r for r in rects if r.get("fill") == "#eaeef2"]
    assert len(tracks) == test.count
    bars = [r for r in rects if r.get("fill") in ("#1a7f37", "#bf8700", "#cf222e")]
    full = float(tracks[0].get("width"))
    expect = [p["right"] / len(s.students) * full for p in s.per_puzzle() if p["right"]]
    assert [round(float(b.get("width")), 1) for b in bars] == [round(x, 1) for x in expect]
    texts = [t.text for t in root.findall(f"{ns}text")]
    assert all(f"{p['right']} of {len(s.students)}" in texts for p in s.per_puzzle())


def test_an_empty_folder_says_so_and_a_missing_one_is_named(tmp_path):
    s = ClassSummary(ClassTest(CODE), tmp_path)
    assert s.students == [] and "No answer files for class river-7661" in s.describe()
    with pytest.raises(KonkanError, match="there is no folder .*nowhere"):
        ClassSummary(ClassTest(CODE), tmp_path / "nowhere")


def test_an_answer_file_has_the_usual_permissions_so_a_teacher_can_collect_it(tmp_path):
    sheet = AnswerFile(ClassTest(CODE, count=2), "Sam", folder=tmp_path)
    sheet.record(sheet.test.ids[0], "none")
    mask = os.umask(0o022)
    os.umask(mask)
    assert sheet.path.stat().st_mode & 0o777 == 0o666 & ~mask


def test_the_hardest_puzzle_is_one_somebody_answered_and_every_wrong_answer_is_listed(tmp_path):
    test = ClassTest(CODE, count=4)
    sheet = AnswerFile(test, "Yasmin", folder=tmp_path)
    score = next(i for i in test.ids if "score" in i)
    p = test.puzzle(score)
    wrong = ", ".join(str(v + 1) for v in p.answer)  # a wrong score with no slip the engine can name
    sheet.record(score, wrong)
    s = ClassSummary(test, tmp_path)
    assert "The hardest: " + test.name_of(score) + ", right for 0 of the 1 who answered it." in s.describe()
    assert (s.per_puzzle()[test.ids.index(score)]["wrong_answers"]) == [(wrong, 1)]
    assert "Wrong answers given most" in s._repr_html_()


def test_the_answer_file_sentence_says_where_it_is_and_how_it_reaches_the_teacher():
    from konkan.classroom.testmode import in_browser, kept_where

    assert not in_browser()  # this Python is not Pyodide's
    assert kept_where("konkan-test-x.json") == kept_where("konkan-test-x.json", browser=False)
    assert "in the folder of this notebook" in kept_where("konkan-test-x.json", browser=False)
    site = kept_where("konkan-test-x.json", browser=True)
    assert "kept in this browser" in site and "Download it" in site and "konkan-test-x.json" in site


def test_a_test_says_it_is_played_with_the_rules_of_its_class_table():
    """The puzzles are at no table of their own: they use the rules of the table the class code carries."""
    said = ClassTest(CODE, count=1).describe()
    assert said == (
        "The test of class river-7661: 1 puzzle (a mix of every kind of puzzle), level 1, "
        "with the rules of the class's table (3 players, each for themselves)."
    )
    assert "at its table" not in ClassTest(CODE).describe()
