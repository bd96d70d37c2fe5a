"""The lessons' own words, as a twelve-year-old who has never played reads them: no word of the
game before the lesson that teaches it, and short sentences.

A term is taught by one lesson (its number below); any lesson before it that uses the term fails,
naming the lesson, the step and the words. The words checked are the lesson's own (the step's
title, intro, goal, hint, solution lines, choices, its word on a slip, its closing line), not the
engine's sentences on a move, which say what happened at that table.
"""

from __future__ import annotations

import re

import pytest

from konkan.teaching.lessons import LessonPlan, Question, Step, all

# term -> (the lesson that teaches it, the words that use it; case matters where it says so)
TERMS: dict[str, tuple[int, re.Pattern[str]]] = {
    "rank": (1, re.compile(r"\branks?\b", re.I)),
    "going down": (
        4,
        re.compile(
            r"\b(?:go|goes|going|went|gone)\s+down\b|\b(?:are|is|were|was|not|you're|be|stay)\s+"
            r"(?:yet\s+|already\s+)?down\b|\bdown already\b",
            re.I,
        ),
    ),
    "laying off": (3, re.compile(r"\blay(?:ing|s)?\s+(?:\S+\s+){0,2}?off\b|\blay-offs?\b|\blaid off\b", re.I)),
    "going out": (6, re.compile(r"\b(?:go|goes|going|went|gone)\s+out\b", re.I)),
    "score": (6, re.compile(r"\bscor(?:e|es|ed|ing)\b", re.I)),
    "void": (6, re.compile(r"\bvoid\b", re.I)),
    "Hand (the going out)": (7, re.compile(r"(?<![.!?:]\s)(?<!^)\bHand\b|\ba Hand\b")),
    "declare": (8, re.compile(r"\bdeclar(?:e|es|ed|ing|ation)\b", re.I)),
    "house rule": (9, re.compile(r"\bhouse rules?\b", re.I)),
    "partner": (9, re.compile(r"\bpartners?\b", re.I)),
}

RULE_CITED = re.compile(r"\s*\(R\d+(?:\.\d+)?(?:(?:, | and )R\d+(?:\.\d+)?)*\)")
CARDS = re.compile(r"(?:(?:10|[2-9AJQK])[♠♥♦♣]|Joker)(?:\s+(?:(?:10|[2-9AJQK])[♠♥♦♣]|Joker))*")
SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
LONGEST = 22  # words in a sentence of a lesson's own, a group of cards such as "5♣ 6♣ 7♣" counted as one


def own_words(step: Step | Question) -> list[tuple[str, str]]:
    """The step's own words, by where they are shown."""
    out = [
        ("title", step.title),
        ("intro", step.intro),
        ("goal", str(step.goal)),
        ("hint", step.hint),
        ("closing line", step.done_text),
    ]
    out += [("solution", line) for line in step.why]
    out += [("word on a slip", str(w)) for w in step.mistakes.values()]
    if isinstance(step, Question):
        out += [("choice", c.label) for c in step.choices]
    return [(where, text) for where, text in out if text]


def uses(term: str, text: str) -> bool:
    return bool(TERMS[term][1].search(text))


LESSONS = all()


@pytest.mark.parametrize("lesson", LESSONS, ids=[le.name for le in LESSONS])
def test_no_lesson_uses_a_term_before_the_lesson_that_teaches_it(lesson: LessonPlan) -> None:
    early = []
    for step in lesson.steps:
        for where, text in own_words(step):
            for term, (taught, _) in TERMS.items():
                if lesson.number < taught and uses(term, text):
                    early.append(f"{step.id} ({where}): {term!r}, taught in lesson {taught}: {text}")
    assert not early, "\n".join(early)


@pytest.mark.parametrize("lesson", LESSONS, ids=[le.name for le in LESSONS])
def test_a_lessons_sentences_are_short(lesson: LessonPlan) -> None:
    long = []
    for step in lesson.steps:
        for where, text in own_words(step):
            for sentence in SENTENCE_END.split(CARDS.sub("cards", RULE_CITED.sub("", text))):
                if len(sentence.split()) > LONGEST:
                    long.append(f"{step.id} ({where}, {len(sentence.split())} words): {sentence}")
    assert not long, "\n".join(long)


def test_the_term_check_catches_a_term_used_early_and_lets_a_taught_one_pass() -> None:
    assert uses("going down", "Here you went down earlier this round.")
    assert uses("going down", "You are not down yet.") and uses("going down", "You are down already.")
    assert not uses("going down", "Put a card face down.".replace("face down", "face-down"))
    assert uses("Hand (the going out)", "Going out all at once is called a Hand.")
    assert not uses("Hand (the going out)", "Your hand holds a run.") and not uses("Hand (the going out)", "Hand over.")
    assert uses("laying off", "lay the 9♥ off on North's run") and uses("score", "it scores double")
    assert uses("house rule", "unless the table plays the house rule for two")
    assert uses("rank", "three cards of the same rank")


def test_every_term_is_taught_by_its_lesson() -> None:
    """The lesson said to teach a term does use it (so a renamed term can't leave the check idle)."""
    for term, (taught, _) in TERMS.items():
        lesson = next(le for le in LESSONS if le.number == taught)
        words = " ".join(text for step in lesson.steps for _, text in own_words(step))
        assert uses(term, words), (term, taught)
