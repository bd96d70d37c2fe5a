"""Words kept by name and said when read, in the language spoken then.

A table of words filled with ``say()`` when a module is imported stays in the language spoken at
import: a learner who switches to Arabic afterwards would still read it in English. A
:class:`Said` table holds only the names; each word is said when it is looked up.

>>> from konkan.catalogue import speaking
>>> suits = Said("word.suit.{}.plural", ("S", "H"))
>>> suits["S"], list(suits), "D" in suits
('spades', ['S', 'H'], False)
>>> with speaking("fr"):
...     suits["S"] == say("word.suit.S.plural")
True
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence

from . import digits, language, say

__all__ = ["Said", "say_series", "voice"]


class Said(Mapping[str, str]):
    """A read-only table from each of ``names`` to the catalogue's words for it, said when read:
    ``Said("practice.kind.{}", KINDS)["meld"]`` is ``say("practice.kind.meld")`` in the language
    spoken at that moment (``key`` holds ``{}`` where the name goes)."""

    def __init__(self, key: str, names: Iterable[str]) -> None:
        if "{}" not in key:
            raise ValueError(f"the key pattern {key!r} has no {{}} for the name")  # not user words: a programming slip
        self.key = key
        self._names = tuple(names)
        self._known = frozenset(self._names)

    def __getitem__(self, name: str) -> str:
        if name not in self._known:
            raise KeyError(name)
        return say(self.key.replace("{}", name))

    def __contains__(self, name: object) -> bool:
        return name in self._known

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)

    def __repr__(self) -> str:
        return f"Said({self.key!r}, {list(self._names)!r})"


def voice() -> tuple[str, str]:
    """How words are said now: the language and the digits (``("ar", "eastern")``). A cache of
    words said once is kept per voice, so switching language never reads a cached sentence in
    another one."""
    return language(), digits()


def say_series(items: Sequence[str]) -> str:
    """Items one after the other, parted by the language's list comma (``list.more``), with no
    "and": ``South 96, East 130, West 41``; in Arabic with the Arabic comma.

    >>> say_series(["South 96", "East 130", "West 41"])
    'South 96, East 130, West 41'
    """
    text = ""
    for k, item in enumerate(items):
        text = item if k == 0 else say("list.more", items=text, item=item)
    return text
