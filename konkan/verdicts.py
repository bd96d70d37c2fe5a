"""One verdict shape for every judgement: ``.ok``, ``.code``, ``.rule``, ``.message``, ``.remedy``.

>>> v = refusal(Reason.MUST_KEEP_DISCARD)
>>> v.ok, v.code, v.rule
(False, Reason.MUST_KEEP_DISCARD, 'R3.5')
>>> print(v.message)
That would empty your hand, but every turn ends with a discard: keep at least one card (R3.5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .catalogue import say
from .errors import IllegalAction
from .reasons import Reason

if TYPE_CHECKING:
    from .actions import Action


class Verdict:
    """The engine's answer about a move: ``ok`` or not, why (``code``, ``rule``), in one plain
    sentence (``message``), and where another move fixes it, that move (``remedy``).

    The sentence is written when first read: a move that is only asked about (``can_x``,
    ``legal_actions``) costs no words. A verdict does not change once made.
    """

    __slots__ = ("_code", "_text", "_rule", "_remedy", "_key", "_fields", "_given")

    def __init__(
        self,
        code: Reason,
        text: str = "",
        rule: str = "",
        remedy: tuple[Action, ...] = (),
        key: str = "",
        fields: tuple[tuple[str, Any], ...] = (),
    ):
        self._code = code
        self._text = text
        self._rule = rule  # empty: the code's own rule, looked up when asked
        self._remedy = remedy
        self._key = key  # a variant ("few") of the code's sentence, or a full key ("ok.draw")
        self._fields = fields
        self._given = bool(text)  # words written by the caller (a meld's judgement), not from a key

    @property
    def code(self) -> Reason:
        return self._code

    @property
    def rule(self) -> str:
        if not self._rule:
            self._rule = self._code.rule
        return self._rule

    @property
    def remedy(self) -> tuple[Action, ...]:
        return self._remedy

    @property
    def key(self) -> str:
        """The catalogue key of the sentence (the code's own, or one of its variants); empty where
        the words were given already written (a meld's judgement, several sentences)."""
        if self._given:
            return ""
        key = self._key
        if not key or key.startswith("."):
            key = self._code.value + key
        return key

    @property
    def fields(self) -> tuple[tuple[str, Any], ...]:
        """The fields that fill the sentence at ``key``: ``message == say(key, **dict(fields))``."""
        return self._fields

    @property
    def message(self) -> str:
        if not self._text:
            self._text = say(self.key, **dict(self._fields))
        return self._text

    def with_remedy(self, *remedy: Action) -> Verdict:
        """The same verdict, carrying the moves that fix it."""
        v = Verdict(self._code, self._text, self._rule, tuple(remedy), self._key, self._fields)
        v._given = self._given
        return v

    @property
    def ok(self) -> bool:
        return self._code.ok

    def __bool__(self) -> bool:
        return self.ok

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Verdict):
            return NotImplemented
        return (self.code, self.rule, self.message, self.remedy) == (
            other.code,
            other.rule,
            other.message,
            other.remedy,
        )

    def __hash__(self) -> int:
        return hash((self.code, self.rule, self.message))

    def __str__(self) -> str:
        return self.message

    def __repr__(self) -> str:
        return f"<Verdict {self.code.value} ({self.rule}): {self.message}>"

    def to_dict(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "code": self.code.value,
            "rule": self.rule,
            "message": self.message,
            "remedy": [str(a) for a in self.remedy],
        }


def refusal(
    code: Reason, variant: str = "", *, remedy: tuple[Action, ...] = (), rule: str = "", **fields: Any
) -> Verdict:
    """The verdict for ``code``, its sentence from the catalogue (``variant`` picks a second
    wording of the same reason)."""
    return Verdict(code, "", rule, remedy, "." + variant if variant else "", tuple(fields.items()) if fields else ())


def refuse(
    code: Reason, variant: str = "", *, remedy: tuple[Action, ...] = (), rule: str = "", **fields: Any
) -> IllegalAction:
    """The error that carries :func:`refusal`'s verdict (``rule``, where the reason rests on a
    rule other than its code's own in this case)."""
    return IllegalAction(refusal(code, variant, remedy=remedy, rule=rule, **fields))


def approval(key: str, rule: str, **fields: Any) -> Verdict:
    """An ``ok`` verdict with the sentence at ``key``."""
    return Verdict(Reason.OK, "", rule, (), key, tuple(fields.items()))
