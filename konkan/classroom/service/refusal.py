"""A refusal of the class service: a reason code, one plain sentence, an HTTP status, and the rule
it rests on where there is one. Plain Python, so the service's authority raises it without knowing
about the web; :mod:`konkan.classroom.service.web` turns any refusal into the JSON reply
``{"code", "rule"?, "sentence"}`` with its status.

>>> r = Refusal("hub.teachers_only", "Only a teacher can do this.", status=403)
>>> r.reply()
{'code': 'hub.teachers_only', 'sentence': 'Only a teacher can do this.'}
>>> Refusal("NOT_YOUR_TURN", "It is West's turn (R3.1).", status=409, rule="R3.1").reply()["rule"]
'R3.1'
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from ...errors import KonkanError


@runtime_checkable
class RefusalLike(Protocol):
    """What the service needs of a refusal raised by any part of it (the authority's own class too)."""

    code: str
    sentence: str
    status: int


class Refusal(KonkanError):
    """The class service refuses a request: ``code`` (a reason code or catalogue key), ``sentence``
    (one plain sentence, from the catalogue), ``status`` (the HTTP status, 400 unless said), and
    ``rule`` (a number of docs/rules.md) where a rule decides it."""

    def __init__(self, code: str, sentence: str, *, status: int = 400, rule: str | None = None) -> None:
        super().__init__(sentence)
        self.code = str(code)
        self.sentence = sentence
        self.status = int(status)
        self.rule = rule

    def reply(self) -> dict[str, Any]:
        return reply_for(self)

    def to_dict(self) -> dict[str, Any]:
        """Everything it says: ``code``, ``sentence``, ``status``, and ``rule`` where it has one."""
        said: dict[str, Any] = {"code": self.code, "sentence": self.sentence, "status": self.status}
        if self.rule:
            said["rule"] = self.rule
        return said

    def __reduce__(self) -> tuple[Any, ...]:  # a refusal crosses to another process whole
        return (_rebuilt, (self.code, self.sentence, self.status, self.rule))


def _rebuilt(code: str, sentence: str, status: int, rule: str | None) -> Refusal:
    return Refusal(code, sentence, status=status, rule=rule)


def reply_for(refusal: RefusalLike) -> dict[str, Any]:
    """The JSON reply for any refusal: its code, its rule where it has one, its sentence."""
    reply: dict[str, Any] = {"code": str(refusal.code)}
    rule = getattr(refusal, "rule", None)
    if rule:
        reply["rule"] = str(rule)
    reply["sentence"] = str(refusal.sentence)
    return reply
