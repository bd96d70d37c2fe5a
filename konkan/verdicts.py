"""One verdict shape for every judgement: ``.ok``, ``.code``, ``.rule``, ``.message``, ``.remedy``.

>>> v = refusal(Reason.STOCK_EMPTY)
>>> v.ok, v.code, v.rule
(False, Reason.STOCK_EMPTY, 'R7.3')
>>> print(v.message)
The stock is empty, so there is nothing to draw (R7.3).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .catalogue import say
from .errors import IllegalAction
from .reasons import Reason

if TYPE_CHECKING:
    from .actions import Action


@dataclass(frozen=True)
class Verdict:
    """The engine's answer about a move: ``ok`` or not, why (``code``, ``rule``), in one plain
    sentence (``message``), and where another move fixes it, that move (``remedy``)."""

    code: Reason
    message: str
    rule: str = ""
    remedy: tuple[Action, ...] = ()

    def __post_init__(self) -> None:
        if not self.rule:
            object.__setattr__(self, "rule", self.code.rule)

    @property
    def ok(self) -> bool:
        return self.code.ok

    def __bool__(self) -> bool:
        return self.ok

    def __str__(self) -> str:
        return self.message

    def __repr__(self) -> str:
        return f"<Verdict {self.code.value} ({self.rule}): {self.message}>"

    def to_dict(self) -> dict[str, Any]:
        return {"ok": self.ok, "code": self.code.value, "rule": self.rule, "message": self.message,
                "remedy": [str(a) for a in self.remedy]}


def refusal(code: Reason, variant: str = "", *, remedy: tuple[Action, ...] = (), rule: str = "",
            **fields: Any) -> Verdict:
    """The verdict for ``code``, its sentence from the catalogue (``variant`` picks a second
    wording of the same reason)."""
    key = f"{code.value}.{variant}" if variant else code.value
    return Verdict(code, say(key, **fields), rule, remedy)


def refuse(code: Reason, variant: str = "", *, remedy: tuple[Action, ...] = (), **fields: Any) -> IllegalAction:
    """The error that carries :func:`refusal`'s verdict."""
    return IllegalAction(refusal(code, variant, remedy=remedy, **fields))


def approval(key: str, rule: str, **fields: Any) -> Verdict:
    """An ``ok`` verdict with the sentence at ``key``."""
    return Verdict(Reason.OK, say(key, **fields), rule)
