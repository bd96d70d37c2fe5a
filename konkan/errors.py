"""The errors the engine raises: every one is a :class:`KonkanError`, itself a ``ValueError``.

- :class:`InvalidNotation`: input that does not read as cards, actions or numbers the engine
  takes (a bad token, a third copy of a card, a list where a card was expected).
- :class:`InvalidRules`: a table that can't be played (``Rules(players=7)``).
- :class:`IllegalAction`: a well-formed move the rules forbid; it carries the verdict.
- :class:`CorruptSave`: a saved round or game that is malformed or was altered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import Action
    from .reasons import Reason
    from .verdicts import Verdict


class KonkanError(ValueError):
    """Base class of every error konkan raises on bad input or an illegal move."""


def shown(value: Any, limit: int = 60) -> str:
    """The input as an error message quotes it: its repr, cut short if it is long."""
    try:
        text = repr(value)
    except Exception:  # a repr that fails still gets named by its type
        text = f"<{type(value).__name__}>"
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return text


class InvalidNotation(KonkanError):
    """Input that does not read as what was asked for: cards, an action, a seat, a number."""

    def __init__(self, message: str, *, token: str | None = None, position: int | None = None):
        super().__init__(message)
        self.token = token
        self.position = position


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
