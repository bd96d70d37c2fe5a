"""The lessons: every step of every lesson is checked by the engine.

Each move step's solution reaches its goal, and not before its last move; each typical wrong try
does not; each question's answer (worked out by the engine) is accepted and a wrong one is
refused with a sentence; hints name no card the learner can't see; the learner's text has no
Python in it; every rule R1 to R8 is taught by doing in some step; progress is kept, merged, and
a corrupt file is set aside, never lost.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from konkan import Action, Card, KonkanError, Rules
from konkan.teaching.lessons import (
    MODULES,
    Attempt,
    LessonPlan,
    Position,
    Progress,
    Question,
    Step,
    all,
    get,
    rules_cited,
)

REPO = Path(__file__).resolve().parents[1]
CARD = re.compile(r"(?:10|[2-9AJQK])[♠♥♦♣]|Joker")
PYTHON = re.compile(r"=|\(\)|\b(?:None|True|False|import|print|def|lambda)\b|_[a-z]|[a-z]_|\.py\b|==|\[|\]|\{|\}")

STEPS = [(lesson, step) for lesson in all() for step in lesson.steps]
MOVE_STEPS = [(le, s) for le, s in STEPS if isinstance(s, Step)]
QUESTIONS = [(le, s) for le, s in STEPS if isinstance(s, Question)]


def ids(pairs: list[tuple[LessonPlan, Step | Question]]) -> list[str]:
    return [f"{le.name}/{s.id}" for le, s in pairs]


def test_the_lessons_come_in_the_learners_order_with_unique_names() -> None:
    lessons = all()
    assert lessons, "no lesson is written"
    assert [le.number for le in lessons] == sorted(le.number for le in lessons)
    assert len({le.name for le in lessons}) == len(lessons)
    assert [le.name for le in lessons] == [
        m.replace("_", "-") for m in MODULES if any(le.name == m.replace("_", "-") for le in lessons)
    ]
    for le in lessons:
        assert le.steps, le.name
        assert len({s.id for s in le.steps}) == len(le.steps), le.name
        assert get(le.name) is le and get(le.number) is le


def test_an_unknown_lesson_gets_a_sentence_listing_the_lessons() -> None:
    with pytest.raises(KonkanError, match="There is no lesson 'chess'. The lessons are: .*melds"):
        get("chess")


@pytest.mark.parametrize(("lesson", "step"), MOVE_STEPS, ids=ids(MOVE_STEPS))
def test_the_solution_reaches_the_goal_on_its_last_move(lesson: LessonPlan, step: Step) -> None:
    a = Attempt(step)
    assert a.round is not None and a.start is not None
    assert not step.goal.reached(a.round, step.seat, a.start), "the goal is met before any move"
    assert a.round.current == step.seat, "it is not the learner's turn"
    for k, move in enumerate(step.solution):
        fb = a.play(move)
        assert fb.ok, f"move {k + 1} ({move}) is refused: {fb.text}"
        assert fb.done == (k == len(step.solution) - 1), f"after move {k + 1} ({move}) done is {fb.done}: {fb.text}"
    assert a.stars == 3


@pytest.mark.parametrize(("lesson", "step"), MOVE_STEPS, ids=ids(MOVE_STEPS))
def test_a_typical_wrong_try_does_not_reach_the_goal_and_a_refusal_changes_nothing(
    lesson: LessonPlan, step: Step
) -> None:
    assert step.wrong, "give at least one typical wrong try"
    for wrong in step.wrong:
        a = Attempt(step)
        assert a.round is not None
        before = a.round.to_dict()
        fb = a.play(wrong)
        assert not fb.done, f"{wrong!r} reaches the goal"
        assert fb.text
        if not fb.ok:
            assert a.round.to_dict() == before, f"the refused {wrong!r} changed the round"
            assert rules_cited(fb.text), f"the refusal of {wrong!r} cites no rule: {fb.text}"


@pytest.mark.parametrize(("lesson", "step"), QUESTIONS, ids=ids(QUESTIONS))
def test_a_question_accepts_the_engines_answer_and_refuses_another(lesson: LessonPlan, step: Question) -> None:
    right = step.right()
    a = Attempt(step)
    if step.choices:
        n = len(step.choices)
        wrong = (frozenset(range(n)) - right) if step.multiple else (right + 1) % n
        given = sorted(right) if step.multiple else right
        bad = sorted(wrong) if step.multiple else wrong
    else:
        given, bad = right, right + 1
    first = Attempt(step)
    assert first.answer(given).done and first.stars == 3  # right at once, unaided
    miss = a.answer(bad)
    assert not miss.ok and not miss.done and miss.text.startswith("Not quite.")
    hit = a.answer(given)
    assert hit.ok and hit.done and hit.text.startswith("Right!")
    assert a.stars == 2  # a guess that missed costs a star, as the hint does


@pytest.mark.parametrize(("lesson", "step"), QUESTIONS, ids=ids(QUESTIONS))
def test_a_question_refuses_an_answer_of_the_wrong_form_with_a_sentence(lesson: LessonPlan, step: Question) -> None:
    a = Attempt(step)
    for bad in ("twelve", 3.5, None, [[1]], -1 if step.choices else "1 2"):
        with pytest.raises(KonkanError) as err:
            a.answer(bad)
        assert err.value.args[0].startswith(("Answer with", "Pick exactly"))
    assert not a.done and not a.tries


def _seen(step: Step | Question) -> set[str]:
    """The faces the learner can see at the step (as text): hand, table, pile, the question's cards."""
    cards: list[Card] = list(getattr(step, "cards", ()))
    for choice in getattr(step, "choices", ()):
        cards += choice.cards
    pos = step.position
    if pos is not None:
        v = pos.round().view(step.seat)
        cards += [*v.hand, *v.discard_pile, *(c for m in v.table for c in m.cards)]
    return {str(c) for c in cards}


@pytest.mark.parametrize(("lesson", "step"), STEPS, ids=ids(STEPS))
def test_the_hint_names_no_card_the_learner_cannot_see(lesson: LessonPlan, step: Step | Question) -> None:
    named = set(CARD.findall(step.hint))
    assert named <= _seen(step), f"the hint names {sorted(named - _seen(step))}"


@pytest.mark.parametrize(("lesson", "step"), STEPS, ids=ids(STEPS))
def test_the_learners_text_has_no_python_in_it(lesson: LessonPlan, step: Step | Question) -> None:
    texts = [step.title, step.intro, str(step.goal), step.hint, *step.why, step.done_text, *step.mistakes.values()]
    if isinstance(step, Question):
        texts += [c.label for c in step.choices]
    for text in [lesson.title, lesson.summary, *texts]:
        m = PYTHON.search(text)
        assert m is None, f"{text!r} says {m.group(0)!r}"


def _engine_rules(step: Step | Question) -> set[str]:
    """The rules the engine cites while the step is played: its solution and wrong tries (moves),
    or its answers (questions)."""
    said: set[str] = set()
    if isinstance(step, Step):
        for tries in ([*step.solution], *([w] for w in step.wrong)):
            a = Attempt(step)
            for move in tries:
                fb = a.play(move)
                said |= rules_cited(fb.text) | rules_cited(fb.rule)
    else:
        said |= rules_cited(step.explain(step.right()))
    return said


@pytest.mark.parametrize(("lesson", "step"), STEPS, ids=ids(STEPS))
def test_a_step_teaches_the_rules_it_names_by_doing(lesson: LessonPlan, step: Step | Question) -> None:
    assert step.rules, "name the rules the step teaches"
    missing = set(step.rules) - _engine_rules(step)
    assert not missing, f"the engine never cites {sorted(missing)} while the step is played"


def test_every_rule_from_r1_to_r8_is_taught_by_doing_in_some_step() -> None:
    book = (REPO / "docs" / "rules.md").read_text(encoding="utf-8")
    every = set(re.findall(r"\bR[1-8]\.\d+\b", book))
    assert len(every) > 30
    taught = {r for _, s in STEPS for r in s.rules}
    assert not every - taught, (
        f"no step teaches {sorted(every - taught, key=lambda r: [int(x) for x in r[1:].split('.')])}"
    )


# --- the engine pieces the steps are built from -------------------------------------------------


def test_a_staged_position_is_a_real_round_with_every_card_once() -> None:
    pos = Position(hands=("7S 8S 9S 7S", "KD KD 2C"), table=((1, "4H 5H JK"),), down=(1,), pile="QC")
    r = pos.round()
    ids_ = [c.id for h in range(2) for c in r.hand(h)] + [c.id for m in r.table for c in m.cards]
    ids_ += [c.id for c in r.discard_pile] + [c.id for c in r.stock]
    assert sorted(ids_) == list(range(106))
    assert [c.copy for c in r.hand(0)] == [0, 0, 0, 1]
    assert r.table[0].joker_as == Card.parse("6H") or r.table[0].joker_as == Card.parse("3H")
    with pytest.raises(KonkanError, match="only two 7♠"):
        Position(hands=("7S 7S", "7S 2C")).round()
    with pytest.raises(KonkanError, match="give them in down"):
        Position(hands=("7S", "2C"), table=((1, "4H 5H 6H"),)).round()
    with pytest.raises(KonkanError, match="one hand per seat"):
        Position(hands=("7S",), rules=Rules(players=3)).round()


def test_stars_say_how_much_help_a_step_needed() -> None:
    step = get("melds").steps[0]
    assert isinstance(step, Step)
    plain, hinted, shown = Attempt(step), Attempt(step), Attempt(step)
    hinted.ask_hint()
    shown.ask_hint()
    assert shown.show_solution()
    for a in (plain, hinted, shown):
        assert a.stars == 0
        for move in step.solution:
            a.play(move)
    assert (plain.stars, hinted.stars, shown.stars) == (3, 2, 1)


def test_a_move_that_ends_the_turn_short_of_the_goal_asks_for_a_fresh_try() -> None:
    step = get("melds").steps[0]
    assert isinstance(step, Step)
    a = Attempt(step)
    fb = a.play("discard KC")
    assert fb.ok and fb.failed and not fb.done
    assert "Press Try again" in fb.text and str(step.goal) in fb.text
    again = a.play("meld 8S 9S 10S")
    assert not again.ok and again.failed


@pytest.mark.parametrize(
    ("lesson", "step", "move", "why"),
    [
        ("the-konkan", "declare", "draw", "R3.1"),  # drawn before declaring: the Konkan can't be declared now
        ("a-turn", "take-and-meld", "draw", "R3.3"),  # drawn: the 9♥ can't be taken this turn
    ],
)
def test_a_move_that_blocks_the_goal_for_good_says_why_and_offers_a_fresh_try_at_once(
    lesson: str, step: str, move: str, why: str
) -> None:
    a = Attempt(get(lesson).step(step))
    fb = a.play(move)
    assert fb.ok and fb.failed and not fb.done, fb
    assert a.failed and "Press Try again" in fb.text
    assert f"({why})" in fb.text  # the engine's own sentence on the move now refused, with its rule
    assert not a.play("declare konkan" if step == "declare" else "take").ok


@pytest.mark.parametrize(("lesson", "step"), MOVE_STEPS, ids=ids(MOVE_STEPS))
def test_a_try_that_can_still_reach_the_goal_never_asks_for_try_again(lesson: LessonPlan, step: Step) -> None:
    for move in step.wrong:
        a = Attempt(step)
        fb = a.play(move)
        if not a.failed:
            assert "Try again" not in fb.text, (move, fb.text)


@pytest.mark.parametrize(("lesson", "step"), QUESTIONS, ids=ids(QUESTIONS))
def test_a_wrong_answer_never_says_try_again_which_is_the_button_for_a_fresh_start(
    lesson: LessonPlan, step: Question
) -> None:
    a = Attempt(step)
    right = step.right()
    if step.choices:
        wrong: object = 0 if right != 0 else 1
        if step.multiple:
            wrong = [k for k in range(len(step.choices)) if k not in right][:1] or []
            if not wrong:
                return
    else:
        wrong = (right if isinstance(right, int) else 0) + 7
    fb = a.answer(wrong)
    assert not fb.done and "Try again" not in fb.text, fb.text


JUDGED = [(le, s) for le, s in QUESTIONS if s.judge is not None]


def test_the_multiple_choice_questions_of_lessons_2_5_and_8_are_judged_by_the_engine() -> None:
    assert {(le.name, s.id) for le, s in JUDGED} == {
        ("melds", "which-are-melds"),
        ("once-down", "either-suit"),
        ("the-konkan", "two-shapes"),
    }


@pytest.mark.parametrize(("lesson", "step"), JUDGED, ids=ids(JUDGED))
def test_a_wrong_pick_is_told_which_it_was_and_why_in_the_engines_words_with_its_rule(
    lesson: LessonPlan, step: Question
) -> None:
    assert step.judge is not None
    right = step.right()
    for k in range(len(step.choices)):
        if k in right:
            continue
        verdict = step.judge(k)
        fb = Attempt(step).answer(sorted(right | {k}))
        assert not fb.done and fb.rule == verdict.rule and fb.rule, fb
        body = verdict.message[1:]  # the engine's sentence (its first letter may be lowered after "You picked")
        assert body in fb.text and step.choices[k].label in fb.text, fb.text
        assert f"({verdict.rule})" in fb.text
        for other in range(len(step.choices)):  # only the wrong pick is spoken of
            if other != k and other not in right:
                assert step.judge(other).message[1:] not in fb.text


def test_the_gap_in_5_6_8_of_clubs_is_named_by_the_meld_check() -> None:
    step = get("melds").step("which-are-melds")
    assert isinstance(step, Question)
    gap = [c.label for c in step.choices].index("5♣ 6♣ 8♣")
    fb = Attempt(step).answer(sorted(step.right() | {gap}))
    assert "5♣ 6♣ 8♣ is not a run: there is a gap where 7♣ should be (R4.1)." in fb.text
    assert fb.rule == "R4.1" and fb.code == "RUN_GAP"
    missed = Attempt(step).answer([gap])
    assert "And one more choice is right too." in missed.text or "more choices are right too" in missed.text


# --- progress ----------------------------------------------------------------------------------


def test_progress_keeps_the_best_stars_and_comes_back(tmp_path: Path) -> None:
    path = tmp_path / "konkan" / "progress.json"
    p = Progress(path)
    p.record("melds", "first-run", 2)
    p.record("melds", "first-run", 1)
    p.record("melds", "first-set", 3)
    again = Progress(path)
    assert again.of("melds") == {"first-run": 2, "first-set": 3}
    assert again.notice == ""
    assert json.loads(path.read_text())["version"] == 1


@pytest.mark.parametrize(
    "text",
    ["{not json", "[]", '{"version": 1, "lessons": {"melds": {"x": 7}}}', '{"version": 9, "lessons": {}}', "\udcff"],
)
def test_a_corrupt_progress_file_is_set_aside_with_a_sentence(tmp_path: Path, text: str) -> None:
    path = tmp_path / "progress.json"
    path.write_text(text, encoding="utf-8", errors="surrogateescape")
    p = Progress(path)
    assert p.stars == {} and "could not be read" in p.notice and "set aside" in p.notice
    aside = [f for f in tmp_path.iterdir() if f.name.startswith("progress.json.unreadable-")]
    assert len(aside) == 1 and aside[0].read_bytes() == text.encode("utf-8", "surrogateescape")
    p.record("melds", "first-run", 3)
    assert Progress(path).get("melds", "first-run") == 3


def test_progress_from_the_browser_is_merged_best_first(tmp_path: Path) -> None:
    p = Progress(tmp_path / "p.json")
    p.record("melds", "first-run", 3)
    p.merge({"version": 1, "lessons": {"melds": {"first-run": 1, "first-set": 2}}})
    p.merge({"version": 1, "lessons": {"melds": {"first-set": "lots"}}})  # malformed: ignored whole
    p.merge("junk")
    assert Progress(tmp_path / "p.json").of("melds") == {"first-run": 3, "first-set": 2}


def test_progress_that_cannot_be_saved_is_kept_for_now_with_a_sentence(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    p = Progress(blocker / "progress.json")  # its folder is a file: nothing can be written there
    p.record("melds", "first-run", 3)
    assert p.get("melds", "first-run") == 3
    assert "could not be saved" in p.notice


def test_the_progress_file_lives_in_the_jupyter_data_directory(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from konkan.teaching.learner_files import progress_path

    monkeypatch.delenv("KONKAN_PROGRESS", raising=False)
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path))
    assert progress_path() == tmp_path / "konkan" / "progress.json"
    monkeypatch.setenv("KONKAN_PROGRESS", str(tmp_path / "mine.json"))
    assert progress_path() == tmp_path / "mine.json"


def test_a_turn_after_the_first_cannot_be_staged_without_a_discard_on_the_pile() -> None:
    with pytest.raises(KonkanError, match="give the pile a card"):
        Position(hands=("7S 8S", "2C 3C"), phase="start").round()
    r = Position(hands=("7S 8S", "2C 3C"), phase="start", pile="9D").round()
    assert r.check(Action.parse("seat 0: take")).ok


def test_a_wrong_answer_is_not_told_the_right_one() -> None:
    for _, q in QUESTIONS:
        right = q.right()
        if q.choices:
            continue
        a = Attempt(q)
        miss = a.answer(right + 7)
        assert str(right) not in miss.text.replace(str(right + 7), ""), miss.text
        assert miss.text.endswith("Have another go, or press Hint.")


def test_a_number_answer_may_say_what_it_counts() -> None:
    q = get("welcome").steps[0]
    assert isinstance(q, Question)
    assert q.read("106 cards") == 106 and q.read(" \u221230 points ") == -30
    with pytest.raises(KonkanError):
        q.read("106 apples")


def test_a_legal_move_that_changes_the_table_but_misses_the_goal_says_so() -> None:
    from konkan.teaching.lessons import meld_goal

    step = Step(
        id="a-set",
        title="A set",
        intro="Sets.",
        position=Position(hands=("QS QH QD 7C 8C 9C KD", "2C 3C 4H"), table=((0, "2D 3D 4D"),), down=(0,)),
        goal=meld_goal("Put down a set.", kind="set"),
        hint="Queens.",
        solution=("meld QS QH QD",),
        why=("Three queens.",),
        rules=("R4.2",),
        wrong=("meld 7C 8C 9C",),
    )
    fb = Attempt(step).play("meld 7C 8C 9C")  # legal, but a run, not the set asked for
    assert fb.ok and not fb.done and not fb.failed
    assert fb.text.endswith("The goal is not reached yet: Put down a set.")
    assert Attempt(step).play("meld QS QH QD").done


def test_in_a_browser_tab_the_progress_file_lives_in_the_sites_kept_files(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import konkan.teaching.learner_files as learner_files
    from konkan.teaching.practice import practice_path

    monkeypatch.delenv("KONKAN_PROGRESS", raising=False)
    monkeypatch.setattr(learner_files, "BROWSER_DRIVE", tmp_path)
    monkeypatch.setattr(learner_files.sys, "platform", "emscripten")
    assert learner_files.progress_path() == tmp_path / ".konkan" / "progress.json"
    assert practice_path() == tmp_path / ".konkan" / "practice.json"
    monkeypatch.setattr(learner_files, "BROWSER_DRIVE", tmp_path / "absent")  # Pyodide with no site: the usual place
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "data"))
    assert learner_files.progress_path() == tmp_path / "data" / "konkan" / "progress.json"


def test_a_wrong_throw_in_which_card_to_throw_is_told_why_at_once():
    """Lesson 6's discard step: a turn ended with the wrong card says why it misses the goal, not
    only the goal again (a newcomer found the reason only behind Hint)."""
    step = next(s for s in get("going-out").steps if s.id == "which-discard")
    assert isinstance(step, Step)
    a = Attempt(step)
    a.play("draw")
    fb = a.play("discard 3S")
    assert fb.failed and "no card in your hand costs more" in fb.text and fb.text.endswith("Press Try again.")


# --- the words come from the catalogue (issue 31) ---------------------------------------------------

FROM_THE_CATALOGUE = ("welcome", "melds", "a_turn", "going_down", "once_down")  # lessons 1 to 5
PROMPT_OF_CARDS = {"count-points", "joker-and-high-ace"}  # "How many points do <the melds> make together?"


@pytest.mark.parametrize("module", FROM_THE_CATALOGUE)
def test_a_lessons_own_words_are_its_catalogue_keys(module: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Reworded in the catalogue (each sentence of lesson.<module>.* replaced by its key), the lesson
    reads the new words: each title, intro, goal, prompt, hint, solution line and closing line is
    the sentence of lesson.<module>.<step>.<part>, and each word on a slip and choice in words one of
    its step's sentences. So no word of the lesson is kept in its code."""
    import importlib

    from konkan.catalogue import EN

    base = f"lesson.{module}"
    lesson_module = importlib.import_module(f"konkan.teaching.lessons.{module}")
    for key, text in list(EN.items()):
        if key.startswith(f"{base}.") and "{" not in text:
            monkeypatch.setitem(EN, key, f"<{key}>")
    try:
        lesson = lesson_module.lesson()  # built on call, from the catalogue as it is now
        assert (lesson.title, lesson.summary) == (f"<{base}.title>", f"<{base}.summary>")
        for step in lesson.steps:
            at = f"{base}.{step.id.replace('-', '_')}"
            parts = {"title": step.title, "intro": step.intro, "hint": step.hint, "done": step.done_text}
            if isinstance(step, Step):
                parts["goal"] = step.goal.text
            elif step.id not in PROMPT_OF_CARDS:
                parts["prompt"] = step.prompt
            parts |= {f"why.{n}": line for n, line in enumerate(step.why, 1)}
            for part, text in parts.items():
                assert text in ("", f"<{at}.{part}>"), f"{at}.{part}: {text}"
            words = [*step.mistakes.values()]
            words += [c.label for c in step.choices if not c.cards] if isinstance(step, Question) else []  # not cards
            assert [w for w in words if not w.startswith(f"<{at}.")] == [], step.id
    finally:
        monkeypatch.undo()
