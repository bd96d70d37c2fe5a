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
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from konkan import catalogue

#: Key prefixes whose words name a thing, safe as a field anywhere (a list's joining words too).
NOUNS: tuple[str, ...] = (
    "list.",
    "suit.",
    "rank.",
    "the.",
    "card.",
    "word.seat_name.",
    "word.you.",
    "event.deal.you",
    # whose a meld or a discard is, said before it: "your", "East's", "my", "the"
    "hint.owner.",
    "bot.whose.",
    # a card a Konkan still needs, in a list of them: "a second 10♠", "two 4♦"
    "analysis.second",
    "analysis.two",
)

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


_END = re.compile(r"(^|[.!?:)]\s+|[.!?]\)?\s*)$")


def _at_boundary(template: str, field: str) -> bool:
    """Whether every ``{field}`` of the template stands where a whole sentence may stand."""
    spots = [m for m in re.finditer(r"(?<!\{)\{" + re.escape(field) + r"(![rsa])?(:[^}]*)?\}", template)]
    if not spots:
        return True
    for m in spots:
        before, after = template[: m.start()], template[m.end() :]
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
            if inner is None or inner.startswith(NOUNS):
                continue
            if not _at_boundary(catalogue.template(key), name):
                found.add((key, name, inner))
        made.setdefault(text, key)
    return sorted(found)
