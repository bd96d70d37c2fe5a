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
- **A moment on the projector.** Instead of a live seat, the teacher may ask about a *moment*: one
  decision of a student's finished round, as the coach's review weighed it in the teacher's kernel
  (:meth:`Asking.ask_moment`; the rounds come from :meth:`Asking.class_rounds`, the teacher's
  only). The question says what kind of move is asked for ("What would you throw away here?",
  :func:`~konkan.classroom.coach.moment_question`), about "a player in this class", never a name.
  A student answers as they answer a live question; the move is judged as
  :meth:`konkan.teaching.mistakes.Retry.attempt` judges a retried mistake: a move the rules refuse
  there (or a card that player does not hold) is sent back with the engine's own sentence and
  rule, and kept nowhere, so the student answers again; a legal one is right when not clearly
  worse than the best move, from the review's own candidates. Before the teacher reveals the
  answer (:meth:`Asking.reveal`), a student hears only that the rules allow their move; the
  tally (the teacher's) says which moves, how many, and whether each was right. Once revealed,
  everybody reads the better move and the review's reasons, every seat's name in them replaced
  by the room's ("the player", "the next player"), read in the third person. The moment is stored
  as the teacher's kernel wrote it, in the teacher's words; each reader gets it in theirs
  (:func:`_decision`: the seats' names and the melds' sentences said again).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any, cast

from sqlalchemy import delete, func
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from ...actions import Action
from ...cards import Card, cards_text
from ...catalogue import DIGITS, EN, LANGUAGES, digits, language, say, speaking
from ...errors import InvalidNotation, KonkanError, shown
from ...play.analysis import Part
from ...play.review import ReviewedDecision, same_move
from ...seats import default_names
from ...teaching.mistakes import Retry
from ...view import SeatView
from ..coach import MAX_MOMENT, moment_question  # MAX_MOMENT: characters in a moment's JSON
from .refusal import Refusal
from .store import (
    ActionRow,
    AskAnswerRow,
    ClassRow,
    MemberRow,
    MomentRow,
    QuestionRow,
    SeatRow,
    TableRow,
    now,
    select,
    utc,
)

if TYPE_CHECKING:
    from .authority import Caller, ClassAuthority, _Live

__all__ = ["Asking"]

MAX_MOVE = 600  # characters in an answer's move, as in a move at the table
# A legal answer's code for a moment, as Retry judges it: the best move (or as good), right, or worse.
BEST, RIGHT, WORSE = "best", "right", "worse"
Judged = tuple[str, float]  # a moment's answer judged: its code and its points lost against the best
SUIT_ORDER = {"S": 0, "H": 1, "C": 2, "D": 3, None: 4}  # as the table sorts by suit: colours alternate
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
        self._judge_early(caller, code, action)
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
            moment = self._moment_row(s, asked)
            if moment is not None:
                return self._answer_moment(s, row, caller.name, asked, moment, action)
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
        moment = self._moment_row(s, asked)
        if moment is not None:
            return self._moment_json(s, row, asked, moment, user, teacher=teacher)
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
        s.execute(delete(MomentRow).where(MomentRow.question_id == asked.id))
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

    # --- a moment of a finished round on the projector ----------------------------------------
    def class_rounds(self, caller: Caller, code: str) -> dict[str, Any]:
        """Every finished round of the class ``code``'s tables, for its teacher's kernel to review
        (the teacher's only: it holds each table's ``seed``, which deals every hand). Gives
        ``{"class", "tables"}``, each table with at least one finished round: its ``table`` (id),
        ``number``, ``seed``, ``rules`` (as :meth:`konkan.Rules.to_dict`), ``students`` (each game
        seat a student holds, as text, and the student), ``finished`` (the places of the finished
        rounds in its game, from 1) and ``moves`` (those rounds' moves in order: ``round``, the
        round ``seat`` that made it, the ``action`` in the engine's notation, and whether the
        ``computer`` played it, for an empty seat or a student who was away)."""
        a = self._me
        caller = a._caller(caller)
        with a._session() as s:
            row = a._class(s, code, caller)
            a._need_teacher(row, caller)
            found = list(s.scalars(select(TableRow).where(TableRow.class_id == row.id).order_by(TableRow.number)))
            out: list[dict[str, Any]] = []
            for table in found:
                with a._locks.table(table.id):
                    game = a._game(s, table).game
                    finished = [k + 1 for k, r in enumerate(game.rounds) if r.is_over]
                if not finished:
                    continue
                seats = s.scalars(select(SeatRow).where(SeatRow.table_id == table.id, SeatRow.user.is_not(None)))
                moves = s.scalars(
                    select(ActionRow)
                    .where(ActionRow.table_id == table.id, ActionRow.round.in_(finished))
                    .order_by(ActionRow.number)
                )
                out.append(
                    {
                        "table": table.id,
                        "number": table.number,
                        "seed": table.seed,
                        "rules": json.loads(table.rules),
                        "students": {str(x.seat): x.user for x in seats},
                        "finished": finished,
                        "moves": [
                            {"round": m.round, "seat": m.seat, "action": m.action, "computer": m.computer}
                            for m in moves
                        ],
                    }
                )
            return {"class": row.class_code, "tables": out}

    def ask_moment(self, caller: Caller, code: str, table_id: int, moment: Any) -> dict[str, Any]:
        """Ask the class ``code`` (its teacher only, while its tables are paused) "What would you do
        here?" about ``moment``: a decision of a finished round at its table ``table_id``, as the
        review wrote it (:meth:`konkan.play.review.ReviewedDecision.to_dict`). Replaces any question
        asked before, and its answers. Gives the question as :meth:`question` does."""
        a = self._me
        caller = a._caller(caller)
        table_id = a._table_id(table_id)
        decision = _read_moment(moment)
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
            self._drop_question(s, row)
            asked = QuestionRow(class_id=row.id, table_id=table.id, seat=decision.seat, asked=now())
            s.add(asked)
            s.flush()
            s.add(MomentRow(question_id=asked.id, decision=json.dumps(decision.to_dict()), revealed=False))
            self._tell_every_table(s, row)
            s.commit()
        return self.question(caller, code)

    def reveal(self, caller: Caller, code: str) -> dict[str, Any]:
        """Show the answer to the moment the class ``code`` is asked about (its teacher only): from
        now on everybody's question holds the better move and the review's reasons. Gives the
        question as :meth:`question` does."""
        a = self._me
        caller = a._caller(caller)
        with a._locks.every, a._session() as s:
            row = a._class(s, code, caller)
            a._need_teacher(row, caller)
            asked = self._question_row(s, row)
            moment = None if asked is None else self._moment_row(s, asked)
            if moment is None:
                raise _refuse("NO_MOMENT", 409, "projector.moment.refusal.no_moment", code=row.class_code)
            if not moment.revealed:
                moment.revealed = True
                self._tell_every_table(s, row)
                s.commit()
        return self.question(caller, code)

    @staticmethod
    def _moment_row(s: Session, asked: QuestionRow) -> MomentRow | None:
        return s.scalars(select(MomentRow).where(MomentRow.question_id == asked.id)).first()

    def _judged(self) -> dict[tuple[str, Any], Judged]:
        """The moments' answers judged so far, by moment and move (one judging per move given)."""
        judged: dict[tuple[str, Any], Judged] | None = getattr(self, "_moment_judged", None)
        if judged is None:
            judged = {}
            self._moment_judged = judged
        return judged

    def _answer_moment(
        self, s: Session, row: ClassRow, user: str, asked: QuestionRow, moment: MomentRow, action: str
    ) -> dict[str, Any]:
        """:meth:`answer_question` when the question is a moment: the move read as the moment's
        seat, checked there by the engine, and judged as a retried mistake is."""
        if moment.revealed:
            raise _refuse("MOMENT_REVEALED", 409, "projector.moment.refusal.revealed")
        decision = _decision(moment.decision)
        retry = Retry(decision)
        text = action.strip()
        try:
            move = Action.parse(text if re.match(r"seat\b", text) else f"seat {decision.seat}: {text}")
        except InvalidNotation as e:
            raise Refusal("MALFORMED_ACTION", str(e), status=400) from None
        if move.seat != decision.seat:
            raise _refuse("ASK_OTHER_SEAT", 400, "projector.moment.refusal.other_seat", seat=move.seat)
        code, _ = self._judge_moment(moment.decision, retry, move)
        s.add(
            AskAnswerRow(
                question_id=asked.id,
                user=user,
                given=action,
                move=str(move),
                ok=True,
                code=code,
                rule="",
                at=now(),
            )
        )
        self._me._changed(None, row)
        try:
            s.commit()
        except IntegrityError:  # pragma: no cover - the same student's answer sent twice at once
            raise _refuse("ASK_ANSWERED", 409, "projector.ask.refusal.answered") from None
        return {
            "question": self._question_json(s, row, user, teacher=False),
            "move": str(move),
            "ok": True,
            "said": say("projector.ask.allowed", move=_shown_move(str(move))),
            "rule": None,
        }

    def _judge_moment(self, moment: str, retry: Retry, move: Action) -> Judged:
        """``move`` at the moment (its JSON ``moment``) judged as :meth:`Retry.attempt` judges it,
        once per move given: its code and points lost; a move the rules refuse there is sent back,
        the refusal holding the engine's own sentence and rule."""
        judged = self._judged()
        key = (moment, same_move(move))
        if key not in judged:
            tried = retry.attempt(move)
            if tried.outcome == "illegal":
                raise Refusal(
                    "MOMENT_NOT_ALLOWED", _wrong_kind(tried.parts) or tried.text, status=409, rule=tried.rule or None
                )
            if tried.outcome != "right":
                code = WORSE
            elif tried.parts and tried.parts[0][0] == "retry.right.best":
                code = BEST
            else:
                code = RIGHT
            judged[key] = (code, max(0.0, tried.loss or 0.0))
        return judged[key]

    def _judge_early(self, caller: Caller, code: str, action: str) -> None:
        """Before :meth:`answer_question` takes the class's lock: when a moment is asked, judge the
        move there (it may weigh a move the review did not, for a second or two), so the answer
        is written at once. Any trouble is left for :meth:`answer_question` to say."""
        a = self._me
        try:
            with a._session() as s:
                row = a._class(s, code, caller)
                a._member(s, row, caller)
                asked = self._question_row(s, row)
                moment = None if asked is None else self._moment_row(s, asked)
                if moment is None:
                    return
                decision = _decision(moment.decision)
                text = action.strip()
                move = Action.parse(text if re.match(r"seat\b", text) else f"seat {decision.seat}: {text}")
                if move.seat == decision.seat:
                    self._judge_moment(moment.decision, Retry(decision), move)
        except (Refusal, KonkanError):
            return

    def _moment_json(
        self, s: Session, row: ClassRow, asked: QuestionRow, moment: MomentRow, user: str | None, *, teacher: bool
    ) -> dict[str, Any]:
        """A moment's question as the pages read it: no table, no name ("a player in this class");
        the question by the kind of move; the seat's own cards then, as words and as card ids
        (``hand``, ``top``: the pile's top card or None), to draw; once revealed, the better move
        and the reasons, every seat's name in them the room's. The teacher's also holds the
        moment's ``view`` (to draw it on the projector) and the tally, each move with whether it
        was ``right`` and its points ``lost``; a student's, once revealed, whether their answer was
        ``right`` or the ``best``, and ``why`` (the reasons without the better move)."""
        decision = _decision(moment.decision)
        view = decision.seat_view()
        top = view.discard_top
        cards = say(
            "projector.moment.cards" if top is not None else "projector.moment.cards.no_pile",
            hand=cards_text(view.hand),
            top="" if top is None else str(top),
        )
        out: dict[str, Any] = {
            "table": None,
            "number": None,
            "seat": asked.seat,
            "name": say("projector.moment.someone"),
            "sentence": moment_question(decision),
            "asked": utc(asked.asked).isoformat(timespec="seconds"),
            "moment": True,
            "cards": cards,
            "hand": [c.id for c in sorted(view.hand, key=by_suit)],  # as the table sorts a hand
            "melds": [[c.id for c in m.cards] for m in view.table],  # the melds on the table then
            "top": None if top is None else top.id,
            "revealed": moment.revealed,
            "kind": decision.kind,  # the kind of move asked for: the answer box's example and help
        }
        if moment.revealed:
            out["reveal"] = _sentences(_for_the_room_parts(Retry(decision).answer(), decision.view))
        answers = list(s.scalars(select(AskAnswerRow).where(AskAnswerRow.question_id == asked.id)))
        if teacher:
            counts = Counter((x.move, x.ok, x.code, x.rule) for x in answers)
            students = s.scalar(select(func.count(MemberRow.id)).where(MemberRow.class_id == row.id)) or 0
            out["view"] = _for_the_room(decision.view)
            out["answers"] = len(answers)
            out["students"] = int(students)
            out["right"] = sum(1 for x in answers if x.code in (BEST, RIGHT))
            out["tally"] = [
                {
                    "move": _shown_move(move),
                    "count": n,
                    "ok": ok,
                    "code": code,
                    "rule": rule or None,
                    "right": code in (BEST, RIGHT),
                    "lost": self._lost(moment.decision, decision, move) if ok else None,
                }
                for (move, ok, code, rule), n in sorted(
                    counts.items(), key=lambda kv: (-kv[1], kv[0][2] not in (BEST, RIGHT), not kv[0][1], kv[0][0])
                )
            ]
        else:
            mine = [x for x in answers if x.user == user]
            out["answered"] = bool(mine)
            if mine:
                out["answer"] = _shown_move(mine[0].move)
                if moment.revealed:  # judged, said once the teacher showed the answer
                    out["right"] = mine[0].code in (BEST, RIGHT)
                    out["best"] = mine[0].code == BEST
                    out["why"] = _sentences(_for_the_room_parts(decision.parts, decision.view))
        return out

    def _lost(self, key: str, decision: ReviewedDecision, move: str) -> float | None:
        """A move's points lost against the best at a moment: as judged (or the review weighed
        it); None when this service has not weighed it since it started."""
        try:
            action = Action.parse(move)
        except KonkanError:  # pragma: no cover - stored as the engine wrote it
            return None
        same = same_move(action)
        if same == same_move(decision.best):
            return 0.0
        judged = self._judged().get((key, same))
        if judged is not None:
            return round(judged[1], 1)
        for c in decision.candidates:
            if same_move(c.action) == same:
                return round(max(0.0, c.loss), 1)
        return None


#: The engine's refusals a moment's answer of the wrong kind gets, said about that player plainly
#: (the engine's own words speak to the player at the table: "You have already begun this turn").
WRONG_KIND = {
    "ALREADY_BEGUN": "projector.moment.refusal.drawn",
    "STARTER_NO_DRAW": "projector.moment.refusal.starter",
    "STARTER_NO_DRAW.take": "projector.moment.refusal.starter",
    "MUST_DRAW_FIRST": "projector.moment.refusal.not_drawn",
    "MUST_DRAW_FIRST.discard": "projector.moment.refusal.not_drawn",
    "MUST_DRAW_FIRST.meld": "projector.moment.refusal.not_drawn",
    "MUST_DRAW_FIRST.lay_off": "projector.moment.refusal.not_drawn",
    "MUST_DRAW_FIRST.swap": "projector.moment.refusal.not_drawn",
}


def _wrong_kind(parts: tuple[Part, ...]) -> str:
    """The plain sentence for an answer of the wrong kind at a moment ("That player has already
    drawn: choose a card to throw away."), from the engine's refusal ``parts``; "" for another."""
    key = parts[0][0] if parts else ""
    return say(WRONG_KIND[key]) if key in WRONG_KIND else ""


def _room_names(view: dict[str, Any]) -> list[str]:
    """The seats' names as the room reads them at a moment, from the moment's seat: "the player"
    itself, "the next player" after it, "the player before" it, and "another player" for any
    other, so no name tells the room who played it."""
    seat, count = int(view["seat"]), len(view["names"])
    names = [say("projector.moment.another")] * count
    names[(seat - 1) % count] = say("projector.moment.before")
    names[(seat + 1) % count] = say("projector.moment.next")
    names[seat] = say("projector.moment.player")
    return names


def _sentences(parts: Iterable[Part]) -> str:
    """The sentences of ``parts`` one after the other, each begun with a capital letter (a seat the
    room names "the next player" may begin a sentence)."""
    return say("play.sentences").join(_capital(say(key, **dict(fields))) for key, fields in parts)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def by_suit(c: Card) -> tuple[int, int, int]:
    """A hand's order by suit, then rank (jokers last), as the table's "Sort by suit" sorts one
    (konkan.widgets.table_state.by_suit, a layer above)."""
    return SUIT_ORDER[c.suit], c.rank or 0, c.copy


def _for_the_room(view: dict[str, Any]) -> dict[str, Any]:
    """A moment's view as the projector draws it: no seat's name that could tell the room who
    played it (:func:`_room_names`), none of the seat's own events, written to that player
    ("You drew ..."), and the hand sorted by suit then rank, as the table sorts it."""
    hand = [c.id for c in sorted((Card.from_id(int(i)) for i in view["hand"]), key=by_suit)]
    return {**view, "names": [_capital(n) for n in _room_names(view)], "events": [], "hand": hand}


def _for_the_room_parts(parts: Any, view: dict[str, Any]) -> tuple[Part, ...]:
    """The review's sentences about a moment (seen from ``view``, the seat's view then) with every
    seat's name in their fields ("Throwing the 7♠ fed East") the room's instead ("fed Player 2")."""
    room = dict(zip((str(n) for n in view["names"]), _room_names(view)))
    return tuple(
        (_costs(key), tuple((k, room.get(v, v) if isinstance(v, str) else v) for k, v in fields))
        for key, fields in parts
    )


def _costs(key: str) -> str:
    """The review's sentence ``key`` as the room reads it beside "In Konkan fewer points is
    better": its twin that says what the move cost (``projector.reveal.<key>``), when it has one."""
    twin = f"projector.reveal.{key}"
    return twin if twin in EN else key


def _decision(moment: str) -> ReviewedDecision:
    """The decision a stored moment stands for (its JSON as the teacher's kernel wrote it), in the
    language spoken now (see :func:`_decision_in`)."""
    return _decision_in(moment, language(), digits())


@lru_cache(maxsize=32)
def _decision_in(moment: str, spoken: str, written: str) -> ReviewedDecision:
    """The decision ``moment`` stands for, its view in ``spoken`` with numbers in ``written``
    digits. The teacher's kernel wrote it in the teacher's words: the seats' names, the sentence
    of each meld on the table, the events. Read in another language, the seats' default names are
    that language's (in the view and in the review's sentences' fields alike, so the room's names
    replace them as before), each meld's sentence is said again, and the events, which no page of
    a moment shows, are left out."""
    decision = ReviewedDecision.from_dict(json.loads(moment))
    with speaking(spoken, written):
        seen = SeatView.from_dict(decision.view)  # its melds' sentences said in this language
        names_then = list(seen.names)
        names = default_names(len(names_then)) if _default_names(names_then) else names_then
        table = [m.to_dict() for m in seen.table]
    if names == names_then and table == decision.view["table"]:
        return decision  # read in the words it was written in
    view = {**decision.view, "names": names, "table": table, "events": []}
    renamed = dict(zip(names_then, names))
    parts = tuple(
        (key, tuple((k, renamed.get(v, v) if isinstance(v, str) else v) for k, v in fields))
        for key, fields in decision.parts
    )
    return replace(decision, view=view, parts=parts)


def _default_names(names: list[str]) -> bool:
    """Whether ``names`` are the seats' default names in one of konkan's languages (the teacher's)."""
    for voice in ((s, d) for s in LANGUAGES for d in DIGITS):
        with speaking(*voice):
            if names == default_names(len(names)):
                return True
    return False


def _read_moment(moment: Any) -> ReviewedDecision:
    """The decision ``moment`` stands for (its JSON as the review wrote it), or the refusal."""
    try:
        text = json.dumps(moment)
    except (TypeError, ValueError):
        text = ""
    if not isinstance(moment, dict) or not text:
        raise _refuse("BAD_MOMENT", 400, "projector.moment.refusal.bad", moment=shown(moment, 40))
    if len(text) > MAX_MOMENT:
        raise _refuse("MOMENT_TOO_BIG", 413, "projector.moment.refusal.too_big", length=len(text), limit=MAX_MOMENT)
    try:
        decision = ReviewedDecision.from_dict(moment)
        Retry(decision).position()
    except (KonkanError, KeyError, TypeError, ValueError, AttributeError, IndexError):
        raise _refuse("BAD_MOMENT", 400, "projector.moment.refusal.bad", moment=shown(moment, 40)) from None
    return decision
