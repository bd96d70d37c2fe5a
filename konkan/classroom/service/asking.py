"""What the teacher's projector page asks of the class's authority, beside
:class:`~konkan.classroom.service.authority.ClassAuthority`'s own calls (a mixin it inherits):

- :meth:`Asking.projector_view`: a table drawn from one seat, as the whole room may read it: that
  seat's view, its events as everybody reads them (never "You drew the 7♠"), and every hand open
  for the teacher's projector.
- **Asking the class.** While the class is paused, its teacher asks about one table and the seat
  to play there: "What would you do now, as East?" (:meth:`Asking.ask`). The question is stored
  (a restarted service still has it), shown in each student's seat view and the teacher's class
  view (``question``), and cleared, with its answers, when the teacher resumes. Each student
  answers once with a move as text (:meth:`Asking.answer_question`), judged by the engine's
  ``Round.check`` at that table as that seat, never played. The teacher's ``question`` holds the
  tally: how many gave each move, each with the engine's verdict and rule, never who gave which.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace
from typing import TYPE_CHECKING, Any, cast

from sqlalchemy import delete, func
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from ...actions import Action
from ...catalogue import say
from ...errors import InvalidNotation, shown
from ...seats import default_names
from .refusal import Refusal
from .store import AskAnswerRow, ClassRow, MemberRow, QuestionRow, TableRow, now, select, utc

if TYPE_CHECKING:
    from .authority import Caller, ClassAuthority, _Live

__all__ = ["Asking"]

MAX_MOVE = 600  # characters in an answer's move, as in a move at the table
_SEAT_PREFIX = re.compile(r"seat\s+\d+\s*:\s*")


def _refuse(reason: str, status: int, key: str, /, **fields: Any) -> Refusal:
    return Refusal(reason, say(key, **fields), status=status)


def _bad_seat(table: TableRow, seat: Any) -> Refusal:
    return _refuse(
        "BAD_SEAT", 400, "service.refusal.bad_seat", table=table.number, top=table.seats - 1, seat=shown(seat, 20)
    )


def _game_seat(table: TableRow, seat: Any) -> int:
    """``seat`` if it is a game seat of ``table`` (0 to its seats - 1), else the refusal naming it."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < table.seats:
        raise _bad_seat(table, seat)
    return seat


def _shown_move(move: str) -> str:
    """A move as the room reads it: the engine's text without its seat ("discard 7♠")."""
    return _SEAT_PREFIX.sub("", move, count=1)


class Asking:
    """The projector's calls of :class:`~konkan.classroom.service.authority.ClassAuthority`."""

    @property
    def _me(self) -> ClassAuthority:
        """This object as the authority it is part of (its helpers: the caller, the tables, the games)."""
        return cast("ClassAuthority", self)

    def projector_view(self, caller: Caller, table_id: int, seat: int | None = None) -> dict[str, Any]:
        """Table ``table_id`` for its class's teacher, drawn from the game seat ``seat`` (None: the
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
            mine = 0 if seat is None else live.game.round_seat(_game_seat(table, seat))
            if mine is None:  # out of the game
                raise _bad_seat(table, seat)
            view = replace(r.view(mine), events=tuple(r.events))
            return {
                **a._table_json(s, table, row, live),
                "round_seat": mine,
                "view": view.to_dict(),
                "hands": [[c.id for c in r.hand(k)] for k in range(r.players)],
            }

    # --- asking the class ----------------------------------------------------------------
    def ask(self, caller: Caller, code: str, table_id: int, seat: int) -> dict[str, Any]:
        """Ask the class ``code`` (its teacher only, while its tables are paused) what they would
        do now at table ``table_id`` as ``seat`` (a game seat, the one to play there). Replaces any
        question asked before, and its answers. Gives the question as :meth:`question` does."""
        a = self._me
        caller = a._caller(caller)
        table_id = a._table_id(table_id)
        with a._locks.every, a._session() as s:
            row = a._class(s, code, caller)
            a._need_teacher(row, caller)
            table = s.get(TableRow, table_id)
            if table is None or table.class_id != row.id:
                raise _refuse(
                    "ASK_OTHER_TABLE", 404, "projector.ask.refusal.other_table", table=table_id, code=row.class_code
                )
            if not table.paused:
                raise _refuse("ASK_NOT_PAUSED", 409, "projector.ask.refusal.not_paused")
            with a._locks.table(table_id):
                live = a._game(s, table)
                game, r = live.game, live.game.round
                _game_seat(table, seat)
                if r.is_over:
                    raise _refuse("ASK_ROUND_OVER", 409, "projector.ask.refusal.round_over", table=table.number)
                to_play = game.seats()[r.current]
                if seat != to_play:
                    raise _refuse(
                        "ASK_NOT_TO_PLAY",
                        409,
                        "projector.ask.refusal.not_to_play",
                        name=game.names[seat],
                        current=game.names[to_play],
                        table=table.number,
                    )
                self._drop_question(s, row)
                s.add(QuestionRow(class_id=row.id, table_id=table.id, seat=seat, asked=now()))
                self._tell_every_table(s, row)
                s.commit()
        return self.question(caller, code)

    def answer_question(self, caller: Caller, code: str, action: str) -> dict[str, Any]:
        """The caller's answer (a student of the class ``code``) to the question asked: a move as
        text (``"discard 7♠"``), judged by the engine at the question's table as its seat, and
        never played. One answer each: a second is refused, as is an answer when nothing is asked
        or text that is no move. Gives the question (as :meth:`question`), the ``move`` as the
        engine wrote it back, and the engine's verdict: ``ok``, ``said``, ``rule``."""
        a = self._me
        caller = a._caller(caller)
        if not isinstance(action, str):
            raise _refuse("MALFORMED_ACTION", 400, "service.refusal.malformed_action.type", action=shown(action, 40))
        if len(action) > MAX_MOVE:
            raise _refuse("ACTION_TOO_LONG", 413, "service.refusal.action_too_long", length=len(action), limit=MAX_MOVE)
        with a._locks.every, a._session() as s:
            row = a._class(s, code, caller)
            a._member(s, row, caller)
            asked = self._question_row(s, row)
            if asked is None:
                raise _refuse("NOTHING_ASKED", 409, "projector.ask.refusal.nothing_asked", code=row.class_code)
            before = s.scalars(
                select(AskAnswerRow.id).where(AskAnswerRow.question_id == asked.id, AskAnswerRow.user == caller.name)
            ).first()
            if before is not None:
                raise _refuse("ASK_ANSWERED", 409, "projector.ask.refusal.answered")
            table = s.get(TableRow, asked.table_id)
            assert table is not None
            with a._locks.table(table.id):
                live = a._game(s, table)
                r = live.game.round
                mine = live.game.round_seat(asked.seat)
                text = action.strip()
                try:
                    move = Action.parse(text if re.match(r"seat\b", text) else f"seat {mine}: {text}")
                except InvalidNotation as e:
                    raise Refusal("MALFORMED_ACTION", str(e), status=400) from None
                if move.seat != mine:
                    name = live.game.names[asked.seat]
                    raise _refuse("ASK_OTHER_SEAT", 400, "projector.ask.refusal.other_seat", name=name, seat=move.seat)
                verdict = r.check(move)
            s.add(
                AskAnswerRow(
                    question_id=asked.id,
                    user=caller.name,
                    given=action,
                    move=str(move),
                    ok=verdict.ok,
                    code=verdict.code.value,
                    rule=verdict.rule or "",
                    at=now(),
                )
            )
            a._changed(None, row)
            try:
                s.commit()
            except IntegrityError:  # pragma: no cover - the same student's answer sent twice at once
                raise _refuse("ASK_ANSWERED", 409, "projector.ask.refusal.answered") from None
            said = verdict.message if not verdict.ok else say("projector.ask.allowed", move=_shown_move(str(move)))
            return {
                "question": self._question_json(s, row, caller.name, teacher=False),
                "move": str(move),
                "ok": verdict.ok,
                "said": said,
                "rule": verdict.rule or None,
            }

    def question(self, caller: Caller, code: str) -> dict[str, Any]:
        """The question asked in the class ``code`` (for its students and its teacher):
        ``{"class", "question"}``, the question None when nothing is asked, else its ``table``
        (id), ``number``, ``seat`` (game seat), ``name``, ``sentence`` and ``asked``; a student's
        also says whether they ``answered``, the teacher's holds the ``tally``."""
        a = self._me
        caller = a._caller(caller)
        with a._session() as s:
            row = a._class(s, code, caller)
            teacher = caller.teacher and row.teacher == caller.name
            if not teacher:
                a._member(s, row, caller)
            return {"class": row.class_code, "question": self._question_json(s, row, caller.name, teacher=teacher)}

    # --- helpers -------------------------------------------------------------------------
    @staticmethod
    def _question_row(s: Session, row: ClassRow) -> QuestionRow | None:
        return s.scalars(select(QuestionRow).where(QuestionRow.class_id == row.id)).first()

    def _question_json(self, s: Session, row: ClassRow, user: str | None, *, teacher: bool) -> dict[str, Any] | None:
        """The class's question as the pages read it (None: nothing asked); the ``tally`` for the
        teacher only, whether ``user`` answered for a student."""
        asked = self._question_row(s, row)
        if asked is None:
            return None
        table = s.get(TableRow, asked.table_id)
        assert table is not None
        names = default_names(table.seats)  # the names every table's game gives its seats
        out: dict[str, Any] = {
            "table": table.id,
            "number": table.number,
            "seat": asked.seat,
            "name": names[asked.seat],
            "sentence": say("projector.ask.question", name=names[asked.seat]),
            "asked": utc(asked.asked).isoformat(timespec="seconds"),
        }
        answers = list(s.scalars(select(AskAnswerRow).where(AskAnswerRow.question_id == asked.id)))
        if teacher:
            counts = Counter((x.move, x.ok, x.code, x.rule) for x in answers)
            students = s.scalar(select(func.count(MemberRow.id)).where(MemberRow.class_id == row.id)) or 0
            out["answers"] = len(answers)
            out["students"] = int(students)
            out["tally"] = [
                {"move": _shown_move(move), "count": n, "ok": ok, "code": code, "rule": rule or None}
                for (move, ok, code, rule), n in sorted(counts.items(), key=lambda kv: (-kv[1], not kv[0][1], kv[0][0]))
            ]
        else:
            mine = [x for x in answers if x.user == user]
            out["answered"] = bool(mine)
            if mine:  # the student's own answer, as the room reads a move (theirs alone: never another's)
                out["answer"] = _shown_move(mine[0].move)
        return out

    def _drop_question(self, s: Session, row: ClassRow) -> bool:
        """Forget the class's question and its answers (not committed); whether there was one."""
        asked = self._question_row(s, row)
        if asked is None:
            return False
        s.execute(delete(AskAnswerRow).where(AskAnswerRow.question_id == asked.id))
        s.delete(asked)
        s.flush()
        return True

    def _tell_every_table(self, s: Session, row: ClassRow) -> None:
        """Every table of the class changed (its students' pages ask again and find the question)."""
        a = self._me
        for table in s.scalars(select(TableRow).where(TableRow.class_id == row.id)):
            with a._locks.table(table.id):
                live: _Live = a._game(s, table)
                a._changed(table, row)
                live.version = table.version

    def _clear_question(self, s: Session, row: ClassRow) -> None:
        """On resume: the question and its answers are gone (committed), and every page is told."""
        if self._drop_question(s, row):
            self._tell_every_table(s, row)
            s.commit()
