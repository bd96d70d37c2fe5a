"""The errors the engine raises: every one is a :class:`KonkanError`, itself a ``ValueError``.

- :class:`InvalidNotation`: input that does not read as cards, actions or numbers the engine
  takes (a bad token, a third copy of a card, a list where a card was expected).
- :class:`InvalidRules`: a table that can't be played (``Rules(players=7)``).
- :class:`IllegalAction`: a well-formed move the rules forbid; it carries the verdict.
- :class:`CorruptSave`: a saved round or game that is malformed or was altered.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from .catalogue import say

if TYPE_CHECKING:
    from .actions import Action
    from .reasons import Reason
    from .verdicts import Verdict


class KonkanError(ValueError):
    """Base class of every error konkan raises on bad input or an illegal move."""


def shown(value: Any, limit: int = 60) -> str:
    """The input as an error message quotes it: short, and safe whatever the input is.

    Text, numbers and plain containers are written out here, cut at ``limit`` characters and
    never more than a few levels deep; any other object is named by its type. No ``repr`` but
    those of konkan's own small values is called, so a value whose ``repr`` fails, recurses or
    takes long still gets a clear message.

    >>> shown("7S 8S")
    "'7S 8S'"
    >>> shown([[[[[1]]]]])
    '[[[[…]]]]'
    >>> shown(10**5000)
    '<a whole number of 5001 digits>'
    """
    text = _quote(value, 3, limit + 1)
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return text


def shown_path(path: Any, limit: int = 80) -> str:
    """A file's path as a message quotes it: the file's own name always shows, so a long path is
    cut at its start, not its end.

    >>> shown_path("/tmp/" + "d" * 90 + "/evening.json", 30)
    "'…dddddddddddddd/evening.json'"
    """
    text = str(path) if isinstance(path, (str, os.PathLike)) else None
    if text is None:
        return shown(path, limit)
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    if len(text) > limit - 2:
        text = "…" + text[-(limit - 3) :]
    return "'" + text.replace("'", "\\'") + "'"


def _quote(value: Any, depth: int, room: int) -> str:
    """At most about ``room`` characters of ``value``, going at most ``depth`` levels into it.
    Built-in types are read through their own methods, so a subclass's overrides never run."""
    if value is None or isinstance(value, bool):
        return "None" if value is None else "True" if value else "False"
    if isinstance(value, int):
        if value.bit_length() > 200:
            return say("error.shown.huge", digits=_digits(value))
        return int.__repr__(int(value))
    if isinstance(value, float):
        return float.__repr__(value)
    if isinstance(value, str):
        return str.__repr__(str.__getitem__(value, slice(0, room)))  # escapes lone surrogates
    if isinstance(value, (bytes, bytearray)):
        return bytes.__repr__(bytes(value[:room]))
    if isinstance(value, (list, tuple, dict)):
        opening, closing = "[]" if isinstance(value, list) else "()" if isinstance(value, tuple) else "{}"
        size = dict.__len__(value) if isinstance(value, dict) else len(value)
        if depth <= 0:
            return opening + ("…" if size else "") + closing
        items: Any = (
            dict.items(value)
            if isinstance(value, dict)
            else (list.__iter__(value) if isinstance(value, list) else tuple.__iter__(value))
        )
        parts: list[str] = []
        used = 0
        for item in items:
            if used >= room:
                parts.append("…")
                break
            if isinstance(value, dict):
                part = _quote(item[0], depth - 1, room - used) + ": " + _quote(item[1], depth - 1, room - used)
            else:
                part = _quote(item, depth - 1, room - used)
            parts.append(part)
            used += len(part) + 2
        if isinstance(value, tuple) and size == 1:
            parts[0] += ","
        return opening + ", ".join(parts) + closing
    if type(value).__module__.split(".")[0] == "konkan" and not isinstance(value, type):
        try:
            text = repr(value)  # konkan's own values (cards, actions) have short, safe reprs
        except Exception:
            text = None
        if isinstance(text, str):
            return text[:room]
    return f"<{type(value).__name__}>"


def _digits(value: int) -> int:
    """How many decimal digits a huge whole number has, without writing it out."""
    n = abs(value)
    digits = max(1, int((n.bit_length() - 1) * 0.30102999566398119))
    while 10**digits <= n:  # the estimate is low by at most one or two
        digits += 1
    return digits


def whole_number(
    value: Any,
    name: str,
    low: int | None = None,
    high: int | None = None,
    *,
    key: str | None = None,
    error: type[KonkanError] = KonkanError,
    limit: int = 60,
    **fields: Any,
) -> int:
    """``value`` as a whole number from ``low`` to ``high`` (a bound left out is open), or
    ``error`` raised with a sentence that names the input ``name`` and quotes ``value``.

    The sentence is ``error.whole`` (no bounds), ``error.whole.from`` (a lower bound only) or
    ``error.whole.range`` (both), unless ``key`` names another with the same fields (``name``,
    ``low``, ``high``, ``value``, and any ``fields``) where a site keeps its own words. True and
    False are not numbers here; a subclass of int is read as the plain number it holds.

    >>> whole_number(3, "seat", 0, 4)
    3
    >>> whole_number(7, "seat", 0, 4)
    Traceback (most recent call last):
    ...
    konkan.errors.KonkanError: seat must be a whole number from 0 to 4, got 7
    >>> whole_number("2", "rounds", 1)
    Traceback (most recent call last):
    ...
    konkan.errors.KonkanError: rounds must be a whole number from 1 up, got '2'
    """
    if isinstance(value, int) and not isinstance(value, bool):
        number = int.__int__(value)  # the plain number: a subclass's comparisons never run
        if (low is None or number >= low) and (high is None or number <= high):
            return number
    if key is None:
        key = (
            "error.whole"
            if low is None and high is None
            else "error.whole.from"
            if high is None
            else "error.whole.range"
        )
    raise error(say(key, name=name, low=low, high=high, value=shown(value, limit), **fields))


class InvalidNotation(KonkanError):
    """Input that does not read as what was asked for: cards, an action, a seat, a number."""

    def __init__(
        self,
        message: str,
        *,
        token: str | None = None,
        position: int | None = None,
        suggestion: str | None = None,
        fix: str | None = None,
    ):
        super().__init__(message)
        self.token = token
        self.position = position
        self.suggestion = suggestion  # the whole text as it was probably meant, when it reads as cards
        self.fix = fix  # for a token that is not a card: the card probably meant and the slip, as the message says them


class InvalidRules(KonkanError):
    """A table that can't be played: an unknown option or a value out of range."""


class IllegalAction(KonkanError):
    """A move the rules forbid. Carries the verdict: ``code``, ``rule``, ``message``, ``remedy``.

    The round it was tried on is left exactly as it was.
    """

    def __init__(self, verdict: Verdict):
        super().__init__()
        self.verdict = verdict

    @property
    def code(self) -> Reason:
        return self.verdict.code

    @property
    def rule(self) -> str:
        return self.verdict.rule

    @property
    def remedy(self) -> tuple[Action, ...]:
        return self.verdict.remedy

    @property
    def message(self) -> str:
        """The sentence, written when first read (asking ``can_x`` costs no words)."""
        return self.verdict.message

    def __str__(self) -> str:
        return self.verdict.message

    def __repr__(self) -> str:
        return f"IllegalAction({self.verdict.message!r})"

    def __reduce__(self) -> tuple[Any, ...]:  # keep it picklable
        return (type(self), (self.verdict,))


class CorruptSave(KonkanError):
    """A saved round or game that is malformed, or does not replay to what it claims."""
