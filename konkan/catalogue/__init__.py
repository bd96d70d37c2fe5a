"""Every word a user reads, in one place: sentences and labels keyed by reason code or phrase key.

A template names its fields (``{cards}``, ``{points}``); the code that fills them never writes
words of its own, so a second language is a second catalogue. Every sentence ends citing its
rule, and none speaks of Python: they talk about the cards and the table.

The words are kept in one module per area, mirroring the code (``engine``, ``play``, ``puzzles``,
``lessons/welcome``, ``widgets/table``, ...), each a ``WORDS`` dictionary found by its place in this
package; ``EN`` is all of them together, and a key is defined in one module only.

>>> say("RUN_WRAPS", cards="K♠ A♠ 2♠")
'K♠ A♠ 2♠ is not a run: the ace goes below the two or above the king, never both, so a run cannot turn the corner from king to two (R4.1).'
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any


def _areas() -> tuple[ModuleType, ...]:
    """Every module of this package that holds words (a ``WORDS`` dict), in the order of their names."""
    found = []
    for info in sorted(pkgutil.walk_packages(__path__, __name__ + "."), key=lambda i: i.name):
        module = importlib.import_module(info.name)
        if hasattr(module, "WORDS"):
            found.append(module)
    return tuple(found)


AREAS: tuple[ModuleType, ...] = _areas()


def _merge(areas: tuple[ModuleType, ...]) -> dict[str, str]:
    words: dict[str, str] = {}
    for area in areas:
        for key, text in area.WORDS.items():
            if key in words:
                raise ValueError(f"the catalogue key {key!r} is defined twice (again in {area.__name__})")
            words[key] = text
    return words


EN: dict[str, str] = _merge(AREAS)


class _Fields(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        raise KeyError(f"the sentence needs a value for {{{key}}}")


# Called with (key, fields, sentence) after every say(): how a test sees which sentence was made of
# which (tests/glued.py). Empty in use.
LISTENERS: list[Callable[[str, dict[str, Any], str], None]] = []

OPENING_MINIMUM = 51  # R5.1; any other minimum a sentence states is a house rule's (R9)


def say(key: str, **fields: Any) -> str:
    """The sentence for ``key`` (a reason code or a phrase key), filled in with ``fields``.

    A sentence stating an opening minimum other than R5.1's 51 (a table playing 71, or one whose
    minimum rises during the round) cites R9 beside R5.1, so a learner who looks R5.1 up finds
    why the number differs."""
    text = EN[str(key)].format_map(_Fields(fields))
    if fields.get("minimum", OPENING_MINIMUM) != OPENING_MINIMUM:
        text = text.replace("(R5.1)", "(R5.1, R9)")
    for listen in LISTENERS:
        listen(str(key), fields, text)
    return text


def template(key: str) -> str:
    return EN[str(key)]


def say_list(items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``: a list in words, its joining words from the catalogue.

    >>> say_list(["7♠", "8♠", "9♠"])
    '7♠, 8♠ and 9♠'
    """
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    text = items[0]
    for item in items[1:-1]:
        text = say("list.more", items=text, item=item)
    return say("list.last", items=text, item=items[-1])
