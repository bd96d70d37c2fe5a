"""One way of checking an answer, shared by the lessons' questions and the puzzles.

An answer is read (:func:`read_number` takes "106", "106 cards", "−30" with a real minus sign,
"+30", 44 or 44.0; :func:`quoted` quotes an answer back as the learner would read it, never as
program text) and judged: an :class:`AnswerVerdict` says whether it is ``correct``, gives a
``message`` to read and the ``mistakes`` found, each a :class:`Mistake` with a fixed ``code``, the
``rule`` it breaks and one sentence. ``malformed`` marks an answer of the wrong form (its message
says what form the answer takes). :meth:`konkan.teaching.puzzles.Puzzle.check` and
:meth:`konkan.teaching.lessons.Question.check` both give one.

>>> read_number("106 cards"), read_number(" \u221230 points "), read_number("+30"), read_number(44.0)
(106, -30, 30, 44)
>>> read_number("lots") is None and read_number(True) is None and read_number(3.5) is None
True
>>> print(quoted("7S 8S"), quoted(["7S", "8S"]), quoted(object()))
“7S 8S” “7S, 8S” that answer

A word typed for a choice ("yes", "take") is read in the learner's language and in English
(:func:`says`): the catalogue lists the words each choice may be typed as.

>>> says(" Not a  MELD ", "puzzle.says.no"), says("maybe", "puzzle.says.no")
(True, False)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..cards import Card
from ..catalogue import language, say, template

__all__ = ["AnswerVerdict", "Mistake", "accepted", "quoted", "read_number", "says", "typed"]


@dataclass(frozen=True)
class Mistake:
    """One diagnosed slip: a fixed ``code``, the ``rule`` it breaks and one sentence naming the cards."""

    code: str
    rule: str
    message: str


@dataclass(frozen=True)
class AnswerVerdict:
    """What checking an answer says: ``correct``, a ``message`` to read, the ``mistakes`` found, and
    whether the answer was ``malformed`` (not of the form asked for; the message says the form)."""

    correct: bool
    message: str
    mistakes: tuple[Mistake, ...] = ()
    malformed: bool = False

    @property
    def codes(self) -> tuple[str, ...]:
        return tuple(m.code for m in self.mistakes)

    def __bool__(self) -> bool:
        return self.correct


_NUMBER = re.compile(r"[-+]?\d{1,9}")
_UNIT = re.compile(r"\s*(?:cards?|points?)\s*$", re.IGNORECASE)


def read_number(value: Any) -> int | None:
    """A whole number from an answer: an int (not True or False), a float with nothing after the
    point, or text such as "42", "-30", "−30" (a real minus sign), "+30", "106 cards", "36 points";
    None for anything else."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str):
        text = _UNIT.sub("", value.strip().replace("\u2212", "-"))
        if _NUMBER.fullmatch(text):
            return int(text)
    return None


def quoted(value: Any) -> str:
    """The learner's answer, quoted as they would read it back (never as program text)."""
    if isinstance(value, (list, tuple)) and all(
        isinstance(v, (str, int, float, Card)) and not isinstance(v, bool) for v in value
    ):
        text = ", ".join(str(v) for v in value) if value else say("practice.quoted.nothing")
    elif isinstance(value, (str, int, float)) and not isinstance(value, bool):
        text = str(value)
    else:
        return say("practice.quoted.that")
    text = text if len(text) <= 40 else say("practice.quoted.cut", text=text[:37])
    return say("practice.quoted", text=text.replace("\n", " "))


# Arabic's vowel marks (harakat, the dagger alif) and the tatweel: written or not, the word is the same.
_MARKS = re.compile("[\u0610-\u061a\u064b-\u065f\u0670\u0640]")


def typed(text: str) -> str:
    """A typed word as it is compared with the words a choice may be typed as: lowercase, one space
    between words, a curly apostrophe as a straight one, Arabic without its vowel marks."""
    return _MARKS.sub("", " ".join(text.casefold().replace("\u2019", "'").split()))


def accepted(key: str) -> frozenset[str]:
    """The words an answer may be typed as, from the catalogue's ``key`` (one word or phrase a line,
    such as ``practice.says.yes``): those of the language spoken now, and the English ones always
    (a learner may answer in either), each as :func:`typed` reads it."""
    lines = set(template(key).split("\n"))
    if language() != "en":
        lines |= set(say(key).split("\n"))
    return frozenset(typed(line) for line in lines if line.strip())


def says(answer: Any, key: str) -> bool:
    """Whether ``answer`` is typed text saying one of the words of ``key`` (see :func:`accepted`)."""
    return isinstance(answer, str) and typed(answer) in accepted(key)
