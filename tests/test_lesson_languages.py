"""The lessons, practice and puzzles in the language spoken when they are used (issue 34): a lesson
asked for in French or Arabic is that language's, with the same names, numbers and step ids (so
saved stars are shared); a step checked in Arabic answers in Arabic, citing the same rule; a word
typed in the learner's language is read, and an English one always is."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from konkan.catalogue import say, speaking
from konkan.errors import KonkanError
from konkan.teaching.lessons import Attempt, LessonPlan, Progress, Question, Step, get, rules_cited
from konkan.teaching.lessons import all as all_lessons
from konkan.teaching.practice import KIND_NAMES, answer_form, read_answer
from konkan.teaching.puzzles import MISTAKES, generate

ARABIC = re.compile("[\u0600-\u06ff]")
LESSONS = (1, 6)  # welcome, going out
LANGUAGES = ("fr", "ar")
# A word each language has that English has not, for the title of each lesson.
TITLE_KEYS = {1: "lesson.welcome.title", 6: "lesson.going_out.title"}


def lesson_in(spoken: str, number: int) -> LessonPlan:
    with speaking(spoken):
        return get(number)


def words_of(step: Step | Question) -> list[str]:
    words = [step.title, step.intro, step.hint, *step.why]
    words.append(step.goal.text if isinstance(step, Step) else step.prompt)
    return [w for w in words if w]


@pytest.mark.parametrize("spoken", LANGUAGES)
@pytest.mark.parametrize("number", LESSONS)
def test_a_lesson_is_in_the_language_spoken_with_the_same_ids(spoken: str, number: int) -> None:
    english, other = get(number), lesson_in(spoken, number)
    with speaking(spoken):
        assert other.title == say(TITLE_KEYS[number]) != english.title
    assert (other.name, other.number) == (english.name, english.number)
    assert [s.id for s in other.steps] == [s.id for s in english.steps]
    assert [s.rules for s in other.steps] == [s.rules for s in english.steps]
    for mine, theirs in zip(english.steps, other.steps):
        assert type(mine) is type(theirs)
        assert [w for w in words_of(theirs) if w in words_of(mine)] == [], theirs.id  # no sentence left in English
        if spoken == "ar":
            assert ARABIC.search(theirs.title) and ARABIC.search(theirs.intro), theirs.id
        if isinstance(mine, Question):
            assert isinstance(theirs, Question)
            assert len(theirs.choices) == len(mine.choices)
            with speaking(spoken):
                assert theirs.right() == mine.right()  # the engine's answer, whatever the words


def test_english_is_unchanged_and_each_language_is_built_once() -> None:
    before = [(lesson.title, [s.title for s in lesson.steps]) for lesson in all_lessons()]
    arabic = lesson_in("ar", 1)
    assert lesson_in("ar", 1) is arabic  # kept, not built again
    assert [(lesson.title, [s.title for s in lesson.steps]) for lesson in all_lessons()] == before
    assert get(1).title == "Welcome to Konkan"
    with speaking("ar", digits="eastern"):
        assert get(1) is not arabic  # numbers written otherwise: a lesson of its own


@pytest.mark.parametrize("number", LESSONS)
def test_a_move_checked_in_arabic_is_told_in_arabic_citing_the_same_rule(number: int) -> None:
    english, arabic = get(number), lesson_in("ar", number)
    tried = 0
    for mine, theirs in zip(english.steps, arabic.steps):
        if not isinstance(mine, Step):
            continue
        for move in (*mine.wrong, *mine.solution):
            here, there = Attempt(mine), Attempt(theirs)
            said = here.play(move)
            with speaking("ar"):
                told = there.play(move)
            assert (told.ok, told.done, told.failed, told.rule, told.code) == (
                said.ok,
                said.done,
                said.failed,
                said.rule,
                said.code,
            ), (mine.id, move)
            assert ARABIC.search(told.text) and told.text != said.text, (mine.id, move)
            if said.rule:
                assert said.rule in told.text, (mine.id, move, told.text)
            tried += 1
    assert tried >= 2


def test_the_welcomes_first_move_is_refused_in_arabic_and_french_with_r3_2() -> None:
    for spoken in LANGUAGES:
        step = lesson_in(spoken, 1).step("first-move")
        with speaking(spoken):
            told = Attempt(step).play("draw")
            starter = say("STARTER_NO_DRAW")
        assert not told.ok and told.rule == "R3.2" and told.text.startswith(starter)
        assert rules_cited(told.text) >= {"R3.2"}


@pytest.mark.parametrize("spoken", LANGUAGES)
def test_a_question_answered_in_another_language_is_explained_in_it(spoken: str) -> None:
    step = lesson_in(spoken, 1).step("the-cards")
    with speaking(spoken):
        told = Attempt(step).answer("106")
        assert told.done and told.text.startswith(say("lesson.common.right.done", explanation="", done="")[:4])
        wrong = Attempt(step).answer("104")
    assert not wrong.done and "R1.2" in told.text
    assert "Right" not in told.text and "106" in told.text


def test_stars_kept_in_one_language_are_read_in_another(tmp_path: Path) -> None:
    arabic, english = lesson_in("ar", 6), get(6)
    kept = Progress(tmp_path / "progress.json")
    kept.record(arabic.name, arabic.steps[0].id, 3)
    again = Progress(tmp_path / "progress.json")
    assert again.get(english.name, english.steps[0].id) == 3


def test_a_whole_game_question_in_french_names_the_seats_in_french() -> None:
    french, english = lesson_in("fr", 10), get(10)
    deals, deals_en = french.step("who-deals"), english.step("who-deals")
    assert isinstance(deals, Question) and isinstance(deals_en, Question)
    with speaking("fr"):
        names = [say(f"word.seat_name.{place}") for place in ("south", "east", "west")]
        assert [c.label for c in deals.choices] == names
        told = Attempt(deals).answer(deals.right())
    assert told.done and deals.right() == deals_en.right()
    assert not any(name in told.text for name in ("South", "East", "West"))


# --- typed answers -----------------------------------------------------------------------------


def is_meld_form():
    return answer_form(generate("is_meld", seed=1))


@pytest.mark.parametrize(("spoken", "yes", "no"), [("ar", "نعم", "لا"), ("fr", "oui", "non"), ("fr", " OUI ", "Non")])
def test_a_practice_answer_typed_in_the_learners_language_is_read(spoken: str, yes: str, no: str) -> None:
    form = is_meld_form()
    with speaking(spoken):
        assert read_answer(form, yes) == "yes" and read_answer(form, no) == "no"
        assert read_answer(form, "yes") == "yes" and read_answer(form, "No") == "no"  # English always
    with pytest.raises(KonkanError):
        read_answer(form, yes.strip() if spoken == "ar" else "ouais")  # not English words: not read in English


def test_arabic_is_read_with_or_without_its_vowel_marks() -> None:
    take = answer_form(generate("take_discard", seed=1))
    with speaking("ar"):
        assert read_answer(take, "خُد") == read_answer(take, "خد") == "take"
        assert read_answer(take, "اسحب") == "draw"


WORDS = {
    "is_meld": ("yes", "no"),
    "meld": ("no",),
    "opening": ("no",),
    "take_discard": ("take", "draw"),
    "lay_off": ("none",),
}
IN_ARABIC = {"yes": "نعم", "no": "لا", "none": "ولا شي", "take": "خد", "draw": "اسحب"}


@pytest.mark.parametrize("kind", sorted(WORDS))
def test_a_puzzle_checks_a_word_typed_in_arabic_as_its_english_word(kind: str) -> None:
    for seed in range(4):
        p = generate(kind, seed=seed, level=1)
        for word in WORDS[kind]:
            english = p.check(word)
            with speaking("ar"):
                arabic, again = p.check(IN_ARABIC[word]), p.check(word)  # English still read
                assert arabic.message == again.message
            assert not english.malformed and not arabic.malformed, (kind, seed, word)
            assert (arabic.correct, arabic.codes) == (english.correct, english.codes) == (again.correct, again.codes)
            assert p.check(IN_ARABIC[word]).malformed  # in English, Arabic is not read


def test_a_card_slip_typed_in_practice_is_told_in_arabic() -> None:
    form = answer_form(generate("lay_off", seed=1))
    with pytest.raises(KonkanError) as english:
        read_answer(form, "1OH")
    with speaking("ar"), pytest.raises(KonkanError) as arabic:
        read_answer(form, "1OH")
    assert "did you mean 10H" in str(english.value)
    assert ARABIC.search(str(arabic.value)) and "10H" in str(arabic.value) and "did you mean" not in str(arabic.value)


# --- words of tables that were made at import ---------------------------------------------------


def test_tables_of_words_are_said_in_the_language_spoken_when_read() -> None:
    from konkan.play.simulate import _TITLES
    from konkan.rulebook import OPTION_WORDS, R9_OPTIONS, rule

    english = (KIND_NAMES["meld"], MISTAKES["ace_as_one"], OPTION_WORDS["rounds"], R9_OPTIONS[0][2], _TITLES["wins"])
    english_rule = rule("R4.1")
    with speaking("fr"):
        french = (KIND_NAMES["meld"], MISTAKES["ace_as_one"], OPTION_WORDS["rounds"], R9_OPTIONS[0][2], _TITLES["wins"])
        keys = ("practice.kind.meld", "puzzle.mistake.ace_as_one", "rule.option.rounds.decides")
        assert french[:3] == tuple(say(k) for k in keys)
        assert french[3] == say(f"rule.option.{R9_OPTIONS[0][0]}.alternative") and french[4] == say(
            "play.simulate.column.wins"
        )
        french_rule = rule("R4.1")
    assert all(f != e for f, e in zip(french, english))
    assert french_rule.number == english_rule.number and french_rule.title != english_rule.title
    assert rule("R4.1") == english_rule  # English again once the French is done
    assert "meld" in KIND_NAMES and "no such kind" not in KIND_NAMES and len(MISTAKES) == len(list(MISTAKES))


def test_the_opening_trainer_says_pick_a_meld_in_its_language() -> None:
    from konkan.widgets import OpeningTrainer

    with speaking("fr"):
        trainer = OpeningTrainer(seed=1)
        expected = say("widget.trainer.pick_meld")
    assert trainer.can_group == {"ok": False, "reason": expected} and expected != say("widget.trainer.pick_meld")


def test_no_word_is_said_while_konkan_is_imported() -> None:
    """A word said at import would stay in the language spoken then: every module of konkan is
    imported (in a fresh process) without one sentence of the catalogue being said."""
    import subprocess
    import sys

    code = (  # the catalogue first, alone (konkan's own __init__ not run), so its listener hears konkan's import
        "import importlib, importlib.util, pkgutil, sys\n"
        "sys.modules['konkan'] = importlib.util.module_from_spec(importlib.util.find_spec('konkan'))\n"
        "import konkan.catalogue as c\n"
        "said = []\n"
        "c.LISTENERS.append(lambda key, fields, text: said.append(key))\n"
        "del sys.modules['konkan']\n"
        "import konkan\n"
        "assert sys.modules['konkan.catalogue'] is c\n"
        "for m in pkgutil.walk_packages(konkan.__path__, 'konkan.'):\n"
        "    importlib.import_module(m.name)\n"
        "print(' '.join(said) or 'none')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    assert out.stdout.split() == ["none"], out.stdout


@pytest.mark.parametrize("spoken", ["en", *LANGUAGES])
def test_a_puzzle_as_a_lesson_question_leaves_out_its_drawn_cards_in_every_language(spoken: str) -> None:
    from konkan.cards import cards_text

    with speaking(spoken):
        p = generate("hand_value", seed=3)
        q = Question.from_puzzle(p, id="cost", title="-")
        first = p.prompt.split("\n")[0]
    assert q.prompt == first and cards_text(p.data["cards"]) not in q.prompt  # the question alone, once


def test_scores_typed_with_arabic_commas_are_read_and_lists_use_them() -> None:
    p = generate("score", seed=1, level=2)
    typed = "، ".join(map(str, p.answer))  # as an Arabic keyboard writes a list
    with speaking("ar"):
        form = answer_form(p)
        assert read_answer(form, typed) == list(p.answer) and p.check(typed).correct
        totals = get(10).step("lowest-wins")
        assert isinstance(totals, Question) and "،" in totals.prompt and ", " not in totals.prompt
    assert ", " in get(10).step("lowest-wins").prompt  # English keeps its commas


@pytest.mark.parametrize("spoken", LANGUAGES)
def test_every_lesson_step_gets_the_same_verdict_and_rules_in_every_language(spoken: str) -> None:
    """Each solution move and wrong try of every step, each right answer and each slip a question
    knows: in French or Arabic the same verdict (done, failed, the rule, the code), citing the same
    rules as in English."""
    with speaking(spoken):
        theirs = all_lessons()
    checked = 0
    for english, other in zip(all_lessons(), theirs, strict=True):
        for mine, step in zip(english.steps, other.steps, strict=True):
            if isinstance(mine, Step):
                tries = [(move, Attempt.play) for move in (*mine.wrong, *mine.solution)]
            else:
                assert isinstance(step, Question)
                right = mine.right()
                tries = [(sorted(right) if isinstance(right, frozenset) else right, Attempt.answer)]
                tries += [(wrong, Attempt.answer) for wrong in mine.mistakes]
            for given, act in tries:
                said = act(Attempt(mine), given)
                with speaking(spoken):
                    told = act(Attempt(step), given)
                facts = ("ok", "done", "failed", "rule", "code")
                where = (english.name, mine.id, given)
                assert [getattr(told, f) for f in facts] == [getattr(said, f) for f in facts], where
                assert rules_cited(told.text) == rules_cited(said.text) and told.text != said.text, where
                checked += 1
    assert checked > 100
