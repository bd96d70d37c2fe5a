"""Which sentences were glued from other sentences' words: fields are values, never words made elsewhere.

Every word a user reads comes from the catalogue by key, with fields that are values (cards,
numbers, seats, rule numbers). A field that holds words another ``say()`` made (a clause, a
reason) glues English into a template: a translation can't move it, change its grammar or its
case. ``recording()`` records every ``say()`` while a block runs; ``glued(calls)`` lists each field
filled with an earlier ``say()``'s words that sits inside a sentence of its template, as
(outer key, field, inner key). Two exceptions, both safe in any language:

- a whole sentence placed at a sentence boundary of its template (the template is only the field,
  or the field starts it, or follows a sentence's end or a colon, and ends it or is followed by a
  new sentence);
- a word that names a thing, from a key in ``NOUNS`` (a suit, a rank, "the stock", a list in words).

``made_in_code(calls)`` finds the other way English gets into a sentence: a field whose value no
``say()`` made, yet holds a list joined in code (``" and ".join``) or is an option's value given as a
word (``"match"``), which would stay English inside an Arabic or French sentence.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from konkan import catalogue

#: Keys whose words name a thing, safe as a field anywhere (a list's joining words too): an entry
#: ending with a dot is a prefix, any other is a key and its variants (``word.you``, ``word.you.start``).
NOUNS: tuple[str, ...] = (
    "list.",
    "suit.",
    "rank.",
    "word.suit.",  # a suit's name (konkan.cards.SUIT_NAMES), said in the language spoken
    "word.rank.",  # a rank's name, singular or plural (RANK_NAMES, RANK_PLURALS)
    "the.",
    "card.",
    "word.seat_name.",
    "word.you",  # a seat's name as its own player reads it
    "event.deal.you",
    "error.shown.",  # a value too long to show, named by its size
    "error.what.",  # the input a bad-input error names
    "word.card",
    "word.joker",
    "practice.kind.",  # a kind of puzzle, by its name
    "practice.quoted",  # the learner's own answer, quoted back, or "that answer", "nothing"
    "puzzle.lay_off.melds.",  # melds on the table, listed ("7♠ 8♠ 9♠ or 5♦ 5♥ 5♣")
    "puzzle.slip.card_as",  # a card counted at a value ("the K♠ as 13"), listed
    "puzzle.slip.cards.",
    # a seat and its score ("South -60"), listed with the language's commas (konkan.catalogue.said.say_series)
    "puzzle.score.seat_score",
    "event.score",
    "lesson.whole_game.total",
    "class.table",  # a class's table by its preset's name and size
    "class.test.every_kind",  # what a test mixing every kind holds, in place of the kinds' names
    "error.class.table_difference",  # a setting and its value at the nearest table, listed
    # whose a meld or a discard is, said before it: "your", "East's", "my", "the", "your own", "their"
    # (issue 34's Fluent turns the owner into a value its translations select on)
    "hint.owner.",
    "bot.whose.",
    "word.owner.",
    "word.their",
    # a card a Konkan still needs, in a list of them: "a second 10♠", "two 4♦"
    "analysis.second",
    "analysis.two",
    # a seat's name and its score, listed: "East +12", "Sam 250"
    "event.score",
    "sheet.total",
    "drawing.score",
    "puzzle.score.seat_score",
    *(k for k in catalogue.EN if k.startswith("widget.") and k.endswith(".noun")),  # a widget's name
)


def is_noun(key: str) -> bool:
    """Whether ``key``'s words name a thing (see :data:`NOUNS`)."""
    return any(key.startswith(n) if n.endswith(".") else key == n or key.startswith(n + ".") for n in NOUNS)


Call = tuple[str, dict[str, Any], str]


@contextmanager
def recording() -> Iterator[list[Call]]:
    calls: list[Call] = []

    def listen(key: str, fields: dict[str, Any], text: str) -> None:
        calls.append((key, dict(fields), text))

    catalogue.LISTENERS.append(listen)
    try:
        yield calls
    finally:
        catalogue.LISTENERS.remove(listen)


@functools.cache
def recorded_games() -> tuple[Any, tuple[Call, ...]]:
    """The truth harness's audit of its two first seeded games (seed 0, up to 60 turns each) and every
    ``say()`` call made during it, recorded once per test process: tests/test_glued_words.py and
    tests/test_glued_hints.py both read them, and a worker that runs both plays them once."""
    from tests import truth  # not at the top: the harness imports the whole engine, and it is needed here only

    with recording() as calls:
        report = truth.audit(2, seed=0, first=0, max_turns=60)
    return report, tuple(calls)


_END = re.compile(r"(^|[.!?:)]\s+|[.!?]\)?\s*)$")


def _filled(part: str, fields: dict[str, Any]) -> str:
    """A piece of a template with its other fields filled in (the piece as it stands if it can't be)."""
    try:
        return part.format(**fields)
    except (KeyError, IndexError, ValueError):
        return part


def _at_boundary(template: str, field: str, fields: dict[str, Any] | None = None) -> bool:
    """Whether every ``{field}`` of the template stands where a whole sentence may stand: what is
    around it is read with the other fields filled, so that two whole sentences side by side
    (``{spoiled} {scores}``) each stand at a boundary."""
    spots = [m for m in re.finditer(r"(?<!\{)\{" + re.escape(field) + r"(![rsa])?(:[^}]*)?\}", template)]
    if not spots:
        return True
    for m in spots:
        before, after = template[: m.start()], template[m.end() :]
        if fields is not None:
            before, after = _filled(before, fields), _filled(after, fields)
        if not (before == "" or _END.search(before)):
            return False
        if not (after.strip() == "" or re.match(r"\s+[A-Z\u201c(]", after)):
            return False
    return True


def glued(calls: list[Call]) -> list[tuple[str, str, str]]:
    """(outer key, field, inner key) for each field filled with another sentence's words mid-sentence."""
    made: dict[str, str] = {}
    found: set[tuple[str, str, str]] = set()
    for key, fields, text in calls:
        for name, value in fields.items():
            inner = made.get(value) if isinstance(value, str) and value.strip() else None
            if inner is None or is_noun(inner):
                continue
            if not _at_boundary(catalogue.template(key), name, fields):
                found.add((key, name, inner))
        made.setdefault(text, key)
    return sorted(found)


#: A word of English inside a field's value: a list's joining word (``and``, ``or``), or a word
#: between values (``of``: "seven of spades"; ``as``: "the K♠ as 13").
_JOINING = re.compile(r"(?<![\w'\u2019])(and|or|nor|of|as)(?![\w'\u2019])")
#: A bare word of code (lowercase letters and underscores: ``lay_off``, ``match``), given whole.
_CODE_WORD = re.compile(r"[a-z]+(?:_[a-z]+)*")
#: Whole sentences one after another: where they stand is :func:`glued`'s question, not this one's.
_SENTENCES = re.compile(r"[.!?)]\s|[.!?]$|\n")

#: Fields that hold a name from code, the same in every language as a program's words are, with the
#: key (or, ending with a dot, the keys) they fill: an argument's name in a bad-input error ("meld:
#: 7X is not a card"), a preset's name as ``Rules.preset()`` takes it, the learner's own answer.
CODE_NAMES: tuple[tuple[str, str], ...] = (
    ("error.cards.", "what"),
    ("class.table", "preset"),
    ("practice.quoted", "text"),
)


def _code_name(key: str, field: str) -> bool:
    return any(
        field == name and (key.startswith(k) if k.endswith(".") else key == k or key.startswith(k + "."))
        for k, name in CODE_NAMES
    )


def made_in_code(calls: list[Call]) -> list[tuple[str, str, str]]:
    """(key, field, value) for each field filled with English that code made rather than ``say()``:
    a value no ``say()`` made holding a list's joining word (``" and ".join``, ``+ " or " +``) or a
    word between values, or a value that is a bare word of code (an option's value, ``"match"``; a
    move's name, ``"lay_off"``). Such words stay English in every language, in the middle of an
    Arabic or a French sentence. Values made of whole sentences, and the fields of
    :data:`CODE_NAMES`, are left to :func:`glued`."""
    made: set[str] = set()
    found: set[tuple[str, str, str]] = set()
    for key, fields, text in calls:
        for name, value in fields.items():
            if not isinstance(value, str) or value in made or _SENTENCES.search(value) or _code_name(key, name):
                continue
            if _JOINING.search(value) or _CODE_WORD.fullmatch(value):
                found.add((key, name, value))
        made.add(text)
    return sorted(found)
