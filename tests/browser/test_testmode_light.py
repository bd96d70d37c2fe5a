"""Test mode as a student uses it, in a light page (tests/browser/light.py): the class code and a
name typed, answers kept by the keyboard and by clicks, nothing about right or wrong sent to the
page before the teacher releases the results, a kernel restart carried on once the name is typed
again, the test handed in, then released and marked by the engine; and a computer shared by two
students, each saying "this is not me"."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from light import mount
from playwright.sync_api import Page, expect
from test_small_widgets import act

from konkan.classroom.testmode import ClassTest, answer_words, mark
from konkan.widgets import Practice

pytestmark = pytest.mark.browser

CODE = "river-7661"


def test_a_student_takes_a_test_is_restarted_carries_on_and_reads_the_results(light_page: Page, tmp_path):
    page = light_page
    page.set_viewport_size({"width": 1000, "height": 1400})
    test = ClassTest(CODE, count=4)
    light = mount(page, Practice(mode="test", folder=tmp_path, count=4))
    root = page.locator(".konkan-root.konkan-practice")

    # A mistyped code is told its sentence; the right one, typed loosely, starts the test.
    page.get_by_test_id("code").fill("rivre-7661")
    page.get_by_test_id("name").fill("Sam")
    act(page, root, lambda: page.get_by_test_id("name").press("Enter"))
    expect(page.get_by_test_id("message")).to_contain_text("did you mean 'river'?")
    page.get_by_test_id("code").fill("River 7661")
    act(page, root, lambda: page.locator("[data-action=start]").click())
    expect(page.get_by_test_id("title")).to_have_text(f"Test \u00b7 class {CODE}")
    expect(page.get_by_test_id("score")).to_have_text("0 of 4 answered")
    expect(page.get_by_test_id("message")).to_have_text("")  # the refusal before is old news
    # Where the answers go is said from the first puzzle, not only once the test is handed in.
    expect(page.get_by_test_id("file")).to_have_text(
        re.compile(rf"^Your answers are kept in the file konkan-test-{CODE}-sam.json, in your class's folder ")
    )

    # Puzzle 1 typed, puzzle 2 by its button: each kept, the page moving on, no verdict shown.
    first, second = test.puzzles[0], test.puzzles[1]
    typed = test.key()[0]["answer"]
    page.get_by_test_id("typed").fill(typed)
    act(page, root, lambda: page.get_by_test_id("typed").press("Enter"))
    expect(page.get_by_test_id("message")).to_have_text(
        f"Your answer to puzzle 1 is kept: \u201c{answer_words(first, typed)}\u201d. Here is puzzle 2."
    )
    expect(page.get_by_test_id("verdict")).to_have_count(0)
    act(page, root, lambda: page.get_by_test_id("choose-no").click())  # "It can't go down": a wrong answer
    expect(page.get_by_test_id("score")).to_have_text("2 of 4 answered")
    expect(page.locator("[data-action=goto-1]")).to_have_attribute("aria-label", "Puzzle 2, answered")
    sent = json.dumps(light.received)
    assert '"correct"' not in sent and all(p.solution not in sent for p in test.puzzles)

    # The kernel restarts: the cell is run again; the student carries on, typing their name again.
    light = mount(page, Practice(mode="test", folder=tmp_path, count=4, code=CODE))
    root = page.locator(".konkan-root.konkan-practice")
    page.get_by_role("button", name="Carry on as Sam").click()
    expect(page.get_by_test_id("resume-how")).to_have_text(
        "To carry on as Sam, type your name in the box above, then Start the test."
    )
    assert len(light.received) == 1  # the click sent nothing: no answer of Sam's is one click away
    expect(page.get_by_test_id("name")).to_be_focused()
    page.get_by_test_id("name").fill("sam")
    act(page, root, lambda: page.get_by_test_id("name").press("Enter"))
    expect(page.get_by_test_id("ask")).to_contain_text("A test was begun on this computer as Sam. Is it yours?")
    act(page, root, lambda: page.locator("[data-action=carry-on]").click())
    expect(page.get_by_test_id("message")).to_have_text(
        "Welcome back, Sam: your 2 answers are kept. Carry on with puzzle 3."
    )
    expect(page.locator("[data-action=goto-2]")).to_have_attribute("aria-current", "true")
    expect(page.locator("[data-action=finish]")).to_have_text("Finish, with 2 not answered")
    page.locator("[data-action=finish]").click()  # asked once more: nothing can change after
    expect(page.get_by_test_id("confirm")).to_contain_text("Finish now? 2 puzzles have no answer")
    page.locator("[data-action=finish-not-yet]").click()
    expect(page.get_by_test_id("confirm")).to_have_count(0)
    page.locator("[data-action=finish]").click()
    act(page, root, lambda: page.locator("[data-action=finish-sure]").click())

    # Handed in: nothing about right or wrong on the page (nor sent to it) until the release word.
    expect(page.get_by_test_id("score")).to_have_text("Handed in")
    expect(page.get_by_test_id("handed-in-line")).to_have_text("Your test is handed in: 2 of 4 puzzles answered.")
    expect(page.get_by_test_id("results")).to_have_count(0)
    expect(page.get_by_test_id("nav")).to_have_count(0)
    sent = json.dumps(light.received)
    assert '"correct"' not in sent and '"right"' not in sent and all(p.solution not in sent for p in test.puzzles)
    expect(page.locator("[data-action=download]")).to_be_visible()  # the file is handed in all the same
    page.get_by_test_id("release-word").fill("olive 12")
    act(page, root, lambda: page.get_by_test_id("release-word").press("Enter"))
    expect(page.get_by_test_id("message")).to_contain_text("That is not this test's release word")
    expect(page.get_by_test_id("results")).to_have_count(0)
    assert '"correct"' not in json.dumps(light.received)
    page.get_by_test_id("release-word").fill(test.release_word.upper())
    act(page, root, lambda: page.locator("[data-action=release]").click())

    # The results: the engine's marks, the slip of the wrong answer with its rule, the file named.
    expect(page.get_by_test_id("result-score")).to_have_text(
        f"You got {int(mark(first, typed).correct) + int(mark(second, 'no').correct)} of 4 right."
    )
    expect(page.get_by_test_id("result-0")).to_contain_text("Right! You answered")
    wrong = page.get_by_test_id("result-1")
    expect(wrong).to_contain_text("Not right: you answered \u201cno\u201d.")
    slip = mark(second, "no").mistakes[0]
    expect(wrong.get_by_test_id("mistake")).to_have_text(
        re.compile("^The slip: " + re.escape(slip.message.split(" (R")[0]))
    )  # the rule: a chip
    expect(wrong).to_contain_text("The answer: " + test.key()[1]["words"])
    expect(page.get_by_test_id("result-3")).to_contain_text("Not right: no answer was given.")
    expect(page.get_by_test_id("file")).to_contain_text("konkan-test-river-7661-sam.json")
    # The file, downloaded from the page (the way out of a site with no server): the kernel's file.
    with page.expect_download() as got:
        page.locator("[data-action=download]").click()
    assert got.value.suggested_filename == "konkan-test-river-7661-sam.json"
    saved = Path(got.value.path()).read_text(encoding="utf-8")
    assert json.loads(saved) == json.loads((tmp_path / "konkan-test-river-7661-sam.json").read_text(encoding="utf-8"))
    assert json.loads(saved)["finished"]
    act(page, root, lambda: page.locator("[data-action=review-1]").click())
    expect(page.get_by_test_id("solution")).to_contain_text(second.solution.split("\n")[0].split(" (R")[0])
    expect(page.get_by_test_id("pick")).to_have_count(0)  # looked at again: nothing to pick


def test_a_shared_computer_never_opens_the_last_students_test_and_each_can_say_this_is_not_me(
    light_page: Page, tmp_path
):
    page = light_page
    page.set_viewport_size({"width": 1000, "height": 1000})
    sam = Practice(mode="test", folder=tmp_path, count=4, code=CODE, name="Sam")
    sam.check(sam.classtest.key()[0]["answer"])  # Sam begins, then leaves the computer
    first = [p.read_bytes() for p in sorted(tmp_path.iterdir())]

    # Another Sam sits down: typing the name asks whose test it is, and shows nothing of it.
    light = mount(page, Practice(mode="test", folder=tmp_path, count=4, code=CODE))
    root = page.locator(".konkan-root.konkan-practice")
    page.get_by_test_id("name").fill("Sam")
    act(page, root, lambda: page.locator("[data-action=start]").click())
    expect(page.get_by_test_id("ask")).to_be_visible()
    expect(page.get_by_test_id("question")).to_have_count(0)
    assert '"answered"' not in json.dumps(light.received) and "kept" not in json.dumps(light.received[1:])
    act(page, root, lambda: page.locator("[data-action=not-mine]").click())
    expect(page.get_by_test_id("score")).to_have_text("0 of 4 answered")
    expect(page.get_by_test_id("message")).to_contain_text(
        "The test begun before under this name is kept for the teacher as konkan-test-river-7661-sam-"
    )
    assert first == [p.read_bytes() for p in tmp_path.iterdir() if p.name.startswith("konkan-test-river-7661-sam-")]
    page.get_by_test_id("typed").fill(sam.classtest.key()[0]["answer"])
    act(page, root, lambda: page.get_by_test_id("typed").press("Enter"))
    expect(page.get_by_test_id("score")).to_have_text("1 of 4 answered")
    expect(page.get_by_test_id("not-me")).to_have_count(0)  # begun here: nothing to disown

    # Carried on by mistake (the name given in a cell): "This is not me" leaves it as it was.
    mount(page, Practice(mode="test", folder=tmp_path, count=4, code=CODE, name="Sam"))
    root = page.locator(".konkan-root.konkan-practice")
    expect(page.get_by_test_id("not-me")).to_contain_text("Not Sam?")
    act(page, root, lambda: page.locator("[data-action=leave]").click())
    expect(page.get_by_test_id("start")).to_be_visible()
    expect(page.get_by_test_id("message")).to_have_text("Type your own name to start your test.")
    expect(page.get_by_test_id("question")).to_have_count(0)
    assert len(list(tmp_path.iterdir())) == 2


def test_a_lesson_s_stars_of_the_last_learner_are_set_aside_by_not_your_stars(light_page: Page, tmp_path):
    from konkan.teaching.lessons import Progress
    from konkan.widgets import Lesson

    page = light_page
    progress = tmp_path / "progress.json"
    Progress(progress).record("welcome", "the-cards", 3)  # the learner before, on this computer
    theirs = progress.read_bytes()
    mount(page, Lesson("melds", progress=progress))  # a lesson with no stars of its own: nothing to disown
    expect(page.get_by_test_id("lesson-done")).to_have_text("0 of 5 steps done")
    expect(page.get_by_test_id("afresh")).to_have_count(0)
    mount(page, Lesson("welcome", progress=progress))
    root = page.locator(".konkan-root.konkan-lesson")
    expect(page.get_by_test_id("lesson-done")).to_have_text("1 of 5 steps done")
    page.locator("[data-action=afresh]").click()  # asked once more: nothing moves yet
    expect(page.get_by_test_id("afresh")).to_contain_text(
        "Start afresh? The stars shown, and the practice levels, are kept aside"
    )
    assert progress.read_bytes() == theirs
    act(page, root, lambda: page.locator("[data-action=afresh-sure]").click())
    expect(page.get_by_test_id("lesson-done")).to_have_text("0 of 5 steps done")
    expect(page.get_by_test_id("step-0")).to_have_attribute("data-stars", "0")
    expect(page.get_by_test_id("afresh")).to_have_count(0)
    [aside] = [p for p in tmp_path.iterdir() if p.name.startswith("progress-set-aside-")]
    assert aside.read_bytes() == theirs and not progress.exists()
