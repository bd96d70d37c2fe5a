"""The errors the engine raises: all of them are ``ValueError`` subclasses."""

from __future__ import annotations


class KonkanError(ValueError):
    """Base class of every error konkan raises on bad input or an illegal move."""


class InvalidNotation(KonkanError):
    """Text that does not read as cards (a bad token, or a third copy of a card)."""

    def __init__(self, message: str, *, token: str | None = None, position: int | None = None):
        super().__init__(message)
        self.token = token
        self.position = position


class IllegalAction(KonkanError):
    """A move the rules forbid. Carries the verdict: a reason code, a rule number, a sentence.

    The round it was tried on is left exactly as it was.
    """

    def __init__(self, code: str, rule: str, message: str):
        if rule and rule not in message:
            # Every explanation cites its rule, so a learner can look the verdict up.
            body = message.rstrip()
            end = body[-1] if body and body[-1] in ".!?" else ""
            message = f"{body[:-1] if end else body} ({rule}){end or '.'}"
        super().__init__(message)
        self.code = code
        self.rule = rule
        self.message = message

    def __reduce__(self):  # keep it picklable despite the keyword-free signature
        return (type(self), (self.code, self.rule, self.message))


class CorruptSave(KonkanError):
    """A saved round or game that is malformed, or does not replay to what it claims."""
