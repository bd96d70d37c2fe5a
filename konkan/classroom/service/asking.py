"""What the teacher's projector page asks of the class's authority, beside
:class:`~konkan.classroom.service.authority.ClassAuthority`'s own calls (a mixin it inherits):

- :meth:`Asking.projector_view`: a table drawn from one seat, as the whole room may read it: that
  seat's view, its events as everybody reads them (never "You drew the 7♠"), and every hand open
  for the teacher's projector.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, cast

from ...catalogue import say
from ...errors import shown
from .refusal import Refusal

if TYPE_CHECKING:
    from .authority import Caller, ClassAuthority

__all__ = ["Asking"]


class Asking:
    """The projector's calls of :class:`~konkan.classroom.service.authority.ClassAuthority`."""

    @property
    def _me(self) -> ClassAuthority:
        """This object as the authority it is part of (its helpers: the caller, the tables, the games)."""
        return cast("ClassAuthority", self)

    def projector_view(self, caller: Caller, table_id: int, seat: int | None = None) -> dict[str, Any]:
        """Table ``table_id`` for its class's teacher, drawn from the round seat ``seat`` (None: the
        first seat of the round, so the picture does not turn at each move): the table as
        :meth:`~ClassAuthority.tables` gives it, ``view`` that seat's ``SeatView`` as JSON with the
        events as everybody at the table reads them, ``hands`` every round seat's cards (ids) and
        ``round_seat``. Refused to anyone but the class's teacher, as :meth:`~ClassAuthority.table_view`."""
        a = self._me
        caller = a._caller(caller)
        table_id = a._table_id(table_id)
        with a._locks.table(table_id), a._session() as s:
            table, row = a._table(s, table_id, caller, teacher=True)
            live = a._game(s, table)
            r = live.game.round
            mine = 0 if seat is None else seat
            if isinstance(mine, bool) or not isinstance(mine, int) or not 0 <= mine < r.players:
                sentence = say("service.refusal.bad_seat", table=table.number, top=r.players - 1, seat=shown(seat, 20))
                raise Refusal("BAD_SEAT", sentence, status=400)
            view = replace(r.view(mine), events=tuple(r.events))
            return {
                **a._table_json(s, table, row, live),
                "round_seat": mine,
                "view": view.to_dict(),
                "hands": [[c.id for c in r.hand(k)] for k in range(r.players)],
            }
