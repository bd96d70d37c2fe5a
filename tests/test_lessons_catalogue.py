"""Lessons 6 to 10 take every word from their own catalogue module (konkan/catalogue/lessons/<module>.py).

Each sentence such a lesson shows (its title and summary; a step's title, intro, goal or prompt,
hint, worked solution, choices, words on a slip, done and missed words) is one of that module's
templates, filled in; and each template of the module is shown somewhere by its lesson, so no
word is left behind in the catalogue once a lesson stops saying it."""

from __future__ import annotations

import re

import pytest

from konkan import catalogue
from konkan.seats import default_names
from konkan.teaching.lessons import LessonPlan, Question, get

MODULES = ("going_out", "the_hand", "the_konkan", "partners", "whole_game")
SEATS = {name for players in range(2, 6) for name in default_names(players)}


def _pattern(template: str) -> re.Pattern[str]:
    """A template as a pattern: its words exactly, any value where a field stands."""
    parts = re.split(r"(\{\{|\}\}|\{[a-z_]+\})", template)
    out = []
    for part in parts:
        if part in ("{{", "}}"):
            out.append(re.escape(part[0]))
        elif part.startswith("{"):
            out.append(".+?")
        else:
            out.append(re.escape(part))
    return re.compile("".join(out), re.S)


def _said(lesson: LessonPlan) -> list[str]:
    """Every sentence the lesson holds as its own words, as a learner reads them."""
    said = [lesson.title, lesson.summary]
    for step in lesson.steps:
        said += [step.title, step.intro, step.hint, *step.why, *step.mistakes.values()]
        said += [text for text in (step.done_text, getattr(step, "missed", "")) if text]
        if isinstance(step, Question):
            # a choice that is cards (their text) or a seat (its name) holds a value, not the lesson's words
            said += [step.prompt, *(c.label for c in step.choices if not c.cards and c.label not in SEATS)]
        else:
            said.append(step.goal.text)
    return said


def _explained(lesson: LessonPlan) -> str:
    """What the lesson's questions say about their right answers (the engine's words with the lesson's)."""
    return " ".join(step.explain(step.right()) for step in lesson.steps if isinstance(step, Question))


@pytest.mark.parametrize("module", MODULES)
def test_every_sentence_of_the_lesson_is_a_catalogue_template(module: str) -> None:
    words = catalogue.area(f"lessons/{module}").WORDS
    assert words and all(key.startswith(f"lesson.{module}.") for key in words), module
    patterns = [_pattern(text) for text in words.values()]
    lesson = get(module.replace("_", "-"))
    strays = [text for text in _said(lesson) if not any(p.fullmatch(text) for p in patterns)]
    assert not strays, f"lesson {lesson.name} says words that are not in its catalogue module: {strays}"


@pytest.mark.parametrize("module", MODULES)
def test_every_template_of_the_lessons_module_is_shown(module: str) -> None:
    words = catalogue.area(f"lessons/{module}").WORDS
    lesson = get(module.replace("_", "-"))
    shown = [*_said(lesson), _explained(lesson)]
    unused = [key for key, text in words.items() if not any(_pattern(text).search(s) for s in shown)]
    assert not unused, f"these keys are shown nowhere in lesson {lesson.name}: {unused}"


def test_a_word_changed_in_the_lesson_alone_is_caught() -> None:
    """The check can fail: a sentence reworded outside the catalogue matches no template."""
    words = catalogue.area("lessons/going_out").WORDS
    patterns = [_pattern(text) for text in words.values()]
    assert any(p.fullmatch("Going out and scoring") for p in patterns)
    assert not any(p.fullmatch("Going out and scoring!") for p in patterns)
    assert _pattern("Round {round}: {{braces}}").fullmatch("Round 3: {braces}")
