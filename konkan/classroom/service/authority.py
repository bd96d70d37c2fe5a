"""The class's single authority: every change to a class goes through :class:`ClassAuthority`.

Plain Python over the store (:mod:`konkan.classroom.service.store`); the service's HTTP side
says who calls (a :class:`Caller`, as the hub names them) and passes the answer on. Every method
returns a JSON-able dict (or, for the gradebook, CSV text), or refuses with a
:class:`~konkan.classroom.service.refusal.Refusal` (a reason code, one plain sentence, an HTTP
status) that changed nothing.

- **Classes.** A teacher makes a class (:meth:`~ClassAuthority.create_class`): its code is a
  class code of :mod:`konkan.classroom.codes`, which carries the table's house rules and the test.
  Students join with the code (:meth:`~ClassAuthority.join`).
- **Shared tables.** The teacher opens tables (from 2 seats up to the class's players, partners
  or not, the computer's level; :meth:`~ClassAuthority.open_table`). A student sits in a free seat
  (:meth:`~ClassAuthority.sit`; sitting again gives back the seat they hold), plays typed
  moves in the engine's notation (:meth:`~ClassAuthority.act`, judged by the engine's
  ``Round.check``), and sees only their seat (:meth:`~ClassAuthority.seat_view`: the
  ``SeatView`` of their seat, its events in their words). A seat no student holds, or whose
  student left (:meth:`~ClassAuthority.leave`), is played by the computer at the table's level
  whenever a student is at the table, seeded from the table's seed and the moves so far, so a
  restarted service plays on exactly as the first would have. A student gone without a word (no
  question from their page or kernel for :data:`AWAY_AFTER` seconds) is treated as one who left
  until they ask again (:meth:`~ClassAuthority.sweep`, which the service calls every few
  seconds). Every accepted move is committed
  to the database before the method returns, and each table's game is stored as its seed and
  its moves only: a new authority on the same database replays every table to the same state
  and version. The teacher sees any table with every hand open
  (:meth:`~ClassAuthority.table_view`) and pauses every table of the class at once
  (:meth:`~ClassAuthority.pause`, :meth:`~ClassAuthority.resume`).
- **The test** (the :class:`~konkan.classroom.testmode.ClassTest` the code carries): each answer
  is stored as given, the first one to each puzzle kept (a second is refused, so nothing can be
  changed once given). A student hears "answered" only, until the teacher releases the marks
  (:meth:`~ClassAuthority.release`); the results go to a gradebook as CSV
  (:meth:`~ClassAuthority.results_csv`).
- **Progress** (:meth:`~ClassAuthority.report_progress`): lesson stars and practice levels, and
  the teacher's view of the whole class (:meth:`~ClassAuthority.class_view`).

One authority per database: each table's moves are judged one at a time, in the order they
come (a lock per table), so two moves at the same moment are both judged, never lost. Each table
is also kept in memory as the database last had it (its game, who sits where, each seat's view
at that version), checked with one small read of the table's version at each use, so the
questions a page asks many times a move (its version, its view) and a student's move are
answered without reading the table again; a change made elsewhere is read at once.

>>> import tempfile, pathlib
>>> authority = ClassAuthority(pathlib.Path(tempfile.mkdtemp()) / "class.sqlite")
>>> teacher, sam = Caller("ms-haddad", teacher=True), Caller("sam")
>>> made = authority.create_class(teacher, players=3, seed=7)
>>> made["code"]
'river-7661'
>>> authority.join(sam, "River 7661")["class"]
'river-7661'
>>> authority.open_table(teacher, "river-7661", seats=2)["table"]
1
>>> view = authority.sit(sam, 1)
>>> view["seat"], view["view"]["hand_sizes"]
(0, [15, 14])
>>> try:
...     authority.act(sam, 1, "draw")
... except ServiceRefusal as refusal:
...     print(refusal.code, refusal.status)
...     print(refusal.sentence)
STARTER_NO_DRAW 409
The starter's first turn has no draw: you were dealt 15 cards. Meld if you can, then discard (R3.2).
"""

from __future__ import annotations

import csv
import io
import json
import re
import secrets
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from sqlalchemy import bindparam, event, func, insert, text, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, object_session

from ...actions import Action, Discard, Draw
from ...catalogue import digits, language, say, speaking
from ...errors import InvalidNotation, KonkanError, shown
from ...game import Game
from ...play.players import PLAYER_LEVELS, GreedyPlayer, Player, make_player
from ...round import Round, check_seed
from ...rules import Rules
from ...teaching.lessons import MODULES as LESSONS
from ...teaching.puzzles import KINDS, LEVELS
from ...verdicts import Verdict
from ..codes import CLASS_NUMBERS, Class, InvalidClassCode
from ..testmode import ClassTest, answer_text, answer_words, mark
from .asking import Asking
from .refusal import Refusal
from .store import (
    NAME,
    ActionRow,
    AnswerRow,
    ClassRow,
    MemberRow,
    ProgressRow,
    SeatRow,
    Store,
    TableRow,
    now,
    open_store,
    select,
    utc,
)

__all__ = ["MAX_ACTION", "MAX_ANSWER", "Caller", "ClassAuthority", "ServiceRefusal"]

MAX_ACTION = 600  # characters in a move's text: the longest meld of a whole hand is under 200
MAX_ANSWER = 400  # characters in a test answer (as answer files allow)
MAX_CODE = 40  # characters in a class code as typed
MAX_KEY = 120  # characters in a progress report's key
SEATS = (2, 3, 4, 5)
# Seconds without a word from a seated student's page or kernel before the computer takes their
# seat: a live page asks at least once a long poll (the API's MAX_WAIT, 25 s), twice over and more.
AWAY_AFTER = 60.0
ANSWERED, NOT_YET = "answered", "not_yet"  # a puzzle's state, as the JSON says it
LESSON, PRACTICE = "lesson", "practice"  # the kinds of progress report
_STEP = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,80}")
_CHANGED = "konkan.changed"  # not user words: a key of a session's info
_STEP_EXAMPLE = "melds/first"  # not user words: a key, as a client sends it


@dataclass(frozen=True)
class Caller:
    """Who calls, as the hub says: their hub user ``name``, and whether they are a teacher (in
    the hub's group of teachers)."""

    name: str
    teacher: bool = False


# The authority refuses with the service's one refusal (plain Python: a reason code, a sentence,
# an HTTP status, a rule where one decides it); the web layer sends it as it is.
ServiceRefusal = Refusal


def _refuse(reason: str, status: int, variant: str = "", /, **fields: Any) -> Refusal:
    key = f"service.refusal.{reason.lower()}" + (f".{variant}" if variant else "")
    return Refusal(reason, say(key, **fields), status=status)


def _utf8(text: str) -> bool:
    """Whether ``text`` can be written as UTF-8 (text holding a lone surrogate cannot be stored)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _iso(when: Any) -> str | None:
    return None if when is None else utc(when).isoformat(timespec="seconds")


def _decide(player: Player, r: Round, seat: int) -> Action:
    """The computer player's move for ``seat``; should it fail (a player's bug), the first legal
    discard or draw, so a table never stops on it."""
    try:
        action = player.decide(r.view(seat)).action
        if r.is_legal(action):
            return action
    except (KonkanError, AssertionError, ValueError, IndexError, KeyError):
        pass
    legal = list(r.legal_actions().simple())
    return next((a for a in legal if isinstance(a, (Discard, Draw))), legal[0])


# The words a reply is said in: a language and its digits (see konkan.catalogue.speaking).
Voice = tuple[str, str]


def _voice() -> Voice:
    """The language spoken now and the digits it writes numbers in."""
    return language(), digits()


@dataclass
class _Live:
    """A table's game as replayed from the store, in one ``voice`` (a language and its digits), and
    the version and moves it was replayed at. The engine writes some of its sentences as a move is
    played (a round's result, each reader's events once read) and names the seats in the language
    spoken when the game is made, so each language the class speaks has its own copy of the game,
    every copy played through the same moves (``log``)."""

    game: Game
    version: int
    moves: int
    voice: Voice = ("en", "western")
    # Each game seat's earlier rounds as it read them at their ends (see ClassAuthority._scored), by
    # how many rounds were dealt: a round over never changes.
    scored: dict[tuple[int, int], list[dict[str, Any]]] = field(default_factory=dict)
    # The events the computer's moves made, by round (how many rounds were dealt): a student's
    # page marks their seat's among them as the computer's, after a restart too.
    computer: dict[int, set[int]] = field(default_factory=dict)
    # Every move played, in order: how many rounds were dealt then, the move as the round recorded
    # it, and whether the computer played it (another language's copy plays them again).
    log: list[tuple[int, Action, bool]] = field(default_factory=list)

    def apply(self, action: Action, computer: bool) -> Action:
        """Play ``action`` on this game's round (as :meth:`konkan.round.Round.apply`), in this
        copy's language, noting the events it makes when the computer played it."""
        r = self.game.round
        before = len(r.events)
        with speaking(*self.voice):
            done = r.apply(action)
        self.log.append((len(self.game.rounds), done, computer))
        if computer:
            self.computer.setdefault(len(self.game.rounds), set()).update(e.index for e in r.events[before:])
        return done


@dataclass
class _Seen:
    """A table as the store had it at its ``version``, for the questions a page asks many times a
    move (its version, its seat's view, whether the computer is due): who sits where (``seats``:
    each game seat's student and whether they are there), the class's ``teacher``, whether a
    question is ``asked`` in the class, the table as :meth:`ClassAuthority._table_json` gives it
    (``json``), and each game seat's view built at this version (``views``, without the
    question). Checked against the store's version at each use, so a change made by anyone
    (another authority on the same database too) is seen."""

    version: int
    class_id: int
    teacher: str
    seats: list[tuple[int, str | None, bool]]
    asked: bool
    json: dict[str, Any]
    views: dict[int, dict[str, Any]] = field(default_factory=dict)

    def seat_of(self, user: str) -> int | None:
        """The game seat ``user`` holds at the table, or None."""
        return next((seat for seat, holder, _ in self.seats if holder == user), None)


_VERSION = text("SELECT version FROM konkan_tables WHERE id = :id")  # not user words: SQL
# A student's move as written (built once: building a statement costs more than running it).
_INSERT_MOVE = insert(ActionRow)
_TABLE_MOVED = (
    update(TableRow)
    .where(TableRow.id == bindparam("table_id"), TableRow.version == bindparam("was"))
    .values(version=bindparam("version"))
)
_CLASS_MOVED = update(ClassRow).where(ClassRow.id == bindparam("class_id")).values(version=ClassRow.version + 1)
# A test answer: the class, the caller's membership and any answer they gave that puzzle, in one read.
_ANSWERING = (
    select(
        ClassRow.id,
        ClassRow.code,
        ClassRow.released,
        MemberRow.id,
        MemberRow.test_started,
        select(AnswerRow.id)
        .where(
            AnswerRow.class_id == ClassRow.id,
            AnswerRow.user == bindparam("user"),
            AnswerRow.puzzle == bindparam("puzzle"),
        )
        .scalar_subquery(),
    )
    .join(MemberRow, (MemberRow.class_id == ClassRow.id) & (MemberRow.user == bindparam("user")))
    .where(ClassRow.class_code == bindparam("class_code"))
)
_INSERT_ANSWER = insert(AnswerRow)
_TEST_STARTED = (
    update(MemberRow)
    .where(MemberRow.id == bindparam("member_id"), MemberRow.test_started.is_(None))
    .values(test_started=bindparam("started"))
)


def _test_of(code: str) -> ClassTest:
    """The test of the class ``code`` for the language spoken now: its puzzles keep the words they
    were drawn with, so each language has its own, drawn from the same code (the same puzzles, the
    same answers)."""
    return _test_in(code, _voice())


@lru_cache(maxsize=64)
def _test_in(code: str, voice: Voice) -> ClassTest:
    return ClassTest(code)


@dataclass
class _Locks:
    """One lock for the class-wide changes, and one per table for its game."""

    every: threading.RLock = field(default_factory=threading.RLock)
    tables: dict[int, threading.RLock] = field(default_factory=dict)

    def table(self, table_id: int) -> threading.RLock:
        with self.every:
            return self.tables.setdefault(table_id, threading.RLock())


class ClassAuthority(Asking):
    """``ClassAuthority(store_or_url=None)``: the authority over every class in the store (a
    :class:`~konkan.classroom.service.store.Store`, a database URL or a SQLite file's path; None
    for the default file). See the module's documentation for what it does."""

    def __init__(self, store_or_url: Store | str | Path | None = None):
        self.store = store_or_url if isinstance(store_or_url, Store) else open_store(store_or_url)
        # Each table's game, by table and voice (see _Live): each voice's copy as it was last used,
        # caught up from another copy (or the store) when the table moved on meanwhile.
        self._live: dict[int, dict[Voice, _Live]] = {}
        # Each table as last read, at its version, by table and voice (its seats' names and views
        # are in words).
        self._tables: dict[int, dict[Voice, _Seen]] = {}
        # Held by each one-transaction write and each version read: they wait for each other here,
        # woken at once, rather than in SQLite's busy wait, which sleeps in steps of up to 100 ms.
        self._store_lock = threading.Lock()
        self._locks = _Locks()
        # Called after each commit that changed a table (its id) or only a class (None), with the
        # class's code: the service wakes the pages waiting on either (from the committing thread).
        self.on_change: Callable[[int | None, str], None] | None = None
        # When each seated student's page or kernel last asked about their table ((table, user):
        # the clock's reading), and the seats :meth:`sweep` found deserted, given back at the
        # student's next look. Kept in memory: a restarted service counts from its start.
        self.clock: Callable[[], float] = time.monotonic
        self._seen: dict[tuple[int, str], float] = {}
        self._deserted: set[tuple[int, str]] = set()

    # --- the caller, the class, the table --------------------------------------------------
    @staticmethod
    def _caller(caller: Any) -> Caller:
        if (
            not isinstance(caller, Caller)
            or not isinstance(caller.name, str)
            or not 0 < len(caller.name) <= NAME
            or caller.name != caller.name.strip()
            or not caller.name.isprintable()
            or not _utf8(caller.name)
            or not isinstance(caller.teacher, bool)
        ):
            raise _refuse("BAD_CALLER", 400)
        return caller

    @staticmethod
    def _code(code: Any, *, teacher: bool = False) -> Class:
        """The class ``code`` stands for, or refused; a ``teacher`` (who made the class, so has
        nobody to check its code with) is told so in a teacher's words."""
        if isinstance(code, str) and len(code) > MAX_CODE:
            raise _refuse("TOO_LONG", 413, value=shown(code, 20), limit=MAX_CODE)
        try:
            return Class(code)
        except InvalidClassCode as e:
            raise Refusal("BAD_CODE", e.to_teacher() if teacher else str(e), status=400) from None

    def _class(self, s: Session, code: Any, caller: Caller) -> ClassRow:
        """The class ``code`` (as typed) for ``caller``; a code that is no class on this hub is
        quoted back exactly as it was typed, whole."""
        klass = self._code(code, teacher=caller.teacher)
        row = s.scalars(select(ClassRow).where(ClassRow.class_code == klass.class_code)).first()
        if row is None:
            raise _refuse("NO_SUCH_CLASS", 404, "teacher" if caller.teacher else "", code=shown(code))
        return row

    @staticmethod
    def _teaches(row: ClassRow, caller: Caller) -> bool:
        """Whether ``caller`` is the teacher of the class ``row``."""
        return caller.teacher and row.teacher == caller.name

    @classmethod
    def _need_teacher(cls, row: ClassRow, caller: Caller) -> None:
        if not cls._teaches(row, caller):
            raise _refuse("NOT_THE_TEACHER", 403, code=row.class_code)

    @staticmethod
    def _membership(s: Session, row: ClassRow, caller: Caller) -> MemberRow | None:
        """The caller's membership of the class ``row``, or None if they have not joined it."""
        return s.scalars(select(MemberRow).where(MemberRow.class_id == row.id, MemberRow.user == caller.name)).first()

    @classmethod
    def _member(cls, s: Session, row: ClassRow, caller: Caller) -> MemberRow:
        member = cls._membership(s, row, caller)
        if member is None:
            raise _refuse("NOT_A_MEMBER", 403, code=row.class_code)
        return member

    @staticmethod
    def _table_id(table_id: Any) -> int:
        if isinstance(table_id, bool) or not isinstance(table_id, int) or not 0 < table_id < 2**31:
            raise _refuse("BAD_TABLE", 400, table=shown(table_id, 20))
        return table_id

    def _table(self, s: Session, table_id: int, caller: Caller, *, teacher: bool = False) -> tuple[TableRow, ClassRow]:
        """The table ``table_id`` and its class, for a member of the class (or, with ``teacher``,
        for its teacher only; a class's teacher may always look)."""
        table = s.get(TableRow, table_id)
        if table is None:
            raise _refuse("NO_SUCH_TABLE", 404, table=table_id)
        row = s.get(ClassRow, table.class_id)
        assert row is not None
        if teacher:
            self._need_teacher(row, caller)
        elif not self._teaches(row, caller) and self._membership(s, row, caller) is None:
            raise _refuse("OTHER_CLASS", 403, table=table_id)
        return table, row

    @staticmethod
    def _seat_of(s: Session, table: TableRow, caller: Caller) -> SeatRow:
        seat = s.scalars(select(SeatRow).where(SeatRow.table_id == table.id, SeatRow.user == caller.name)).first()
        if seat is None:
            raise _refuse("NOT_SEATED", 403, table=table.number)
        return seat

    @staticmethod
    def _seats(s: Session, table: TableRow) -> list[SeatRow]:
        return list(s.scalars(select(SeatRow).where(SeatRow.table_id == table.id).order_by(SeatRow.seat)))

    @staticmethod
    def _changed(table: TableRow | None, row: ClassRow) -> None:
        if table is not None:
            table.version += 1
        row.version += 1
        s = object_session(row)
        if s is not None:  # told to on_change once committed
            s.info.setdefault(_CHANGED, set()).add((None if table is None else table.id, row.class_code))

    def _committed(self, s: Session) -> None:
        changed = s.info.pop(_CHANGED, ())
        if self.on_change is not None:
            for table_id, class_code in sorted(changed, key=lambda c: (c[0] or 0, c[1])):
                self.on_change(table_id, class_code)

    @contextmanager
    def _session(self) -> Iterator[Session]:
        with self.store.session() as s:
            event.listen(s, "after_commit", self._committed)
            event.listen(s, "after_rollback", lambda s: s.info.pop(_CHANGED, None))
            yield s

    # --- the games -------------------------------------------------------------------------
    def _game(self, s: Session, table: TableRow) -> _Live:
        """The table's game now, in the language spoken: the copy kept in memory if it is at the
        store's version (or caught up from another language's copy that is), else replayed from
        the table's seed and its moves."""
        live = self._kept(table.id, table.version)
        if live is not None:
            return live
        voice = _voice()
        with speaking(*voice):  # the seats' names are said as the game is made
            game = Game(Rules.from_dict(json.loads(table.rules)), seed=table.seed)
            live = _Live(game, table.version, 0, voice)
            for move in s.scalars(select(ActionRow).where(ActionRow.table_id == table.id).order_by(ActionRow.number)):
                while len(game.rounds) < move.round:
                    game.next_round()
                live.apply(Action.parse(move.action), move.computer)
                live.moves = move.number
            while len(game.rounds) < table.rounds:
                game.next_round()
        self._live.setdefault(table.id, {})[voice] = live
        return live

    def _kept(self, table_id: int, version: int) -> _Live | None:
        """The game of table ``table_id`` at ``version``, in the language spoken now, from memory:
        this language's copy, or one caught up from another language's copy at that version (the
        moves it played since, played again here: the store is not read). None when no copy is at
        that version. Called with the table's lock held."""
        copies = self._live.get(table_id)
        if not copies:
            return None
        voice = _voice()
        live = copies.get(voice)
        if live is not None and live.version == version:
            return live
        source = next((c for c in copies.values() if c.version == version), None)
        if source is None:
            return None
        with speaking(*voice):
            if live is None or len(live.log) > len(source.log):
                live = _Live(Game(source.game.rules, seed=source.game.seed), version, 0, voice)
            game = live.game
            for rounds, action, computer in source.log[len(live.log) :]:
                while len(game.rounds) < rounds:
                    game.next_round()
                live.apply(action, computer)
            while len(game.rounds) < len(source.game.rounds):
                game.next_round()
        live.moves, live.version = source.moves, version
        copies[voice] = live
        return live

    def _seen_table(self, table_id: int) -> _Seen | None:
        """The table ``table_id`` as the store has it now (None: no such table): the one kept if
        the store's version is still its version (one small read), else read again. Called with
        the table's lock held."""
        with self._store_lock, self.store.engine.connect() as c:
            version = c.execute(_VERSION, {"id": table_id}).scalar()
        if version is None:
            return None
        voice = _voice()
        seen = self._tables.get(table_id, {}).get(voice)
        if seen is not None and seen.version == version:
            return seen
        with self._session() as s:
            table = s.get(TableRow, table_id)
            if table is None:  # pragma: no cover - a table is never deleted
                return None
            row = s.get(ClassRow, table.class_id)
            assert row is not None
            seats = self._seats(s, table)
            seen = _Seen(
                version=table.version,
                class_id=row.id,
                teacher=row.teacher,
                seats=[(seat.seat, seat.user, seat.present) for seat in seats],
                asked=self._question_row(s, row) is not None,
                json=self._table_json(s, table, row, self._game(s, table), seats),
            )
        self._tables.setdefault(table_id, {})[voice] = seen
        return seen

    def _seen_view(self, table_id: int, seen: _Seen, seat: int) -> dict[str, Any] | None:
        """What game seat ``seat`` sees at the table ``seen`` (as :meth:`_seat_json` gives it), built
        once per version; None when it needs the store (a question asked, the game not in memory)."""
        if seen.asked:
            return None
        view = seen.views.get(seat)
        if view is None:
            live = self._kept(table_id, seen.version)
            if live is None:
                return None
            view = seen.views[seat] = self._seat_part(live, seat)
        return {**seen.json, **view, "question": None}

    def _commit(self, s: Session, table: TableRow) -> None:
        """Commit, or forget the table's game in memory (it is replayed from the store next time)."""
        try:
            s.commit()
        except BaseException:
            self._live.pop(table.id, None)
            raise

    def _record(self, s: Session, table: TableRow, live: _Live, actions: list[Action], computer: bool) -> None:
        at = now()
        for action in actions:
            live.moves += 1
            s.add(
                ActionRow(
                    table_id=table.id,
                    number=live.moves,
                    round=len(live.game.rounds),
                    seat=action.seat,
                    action=str(action),
                    computer=computer,
                    at=at,
                )
            )

    def _computer_turns(self, s: Session, table: TableRow, row: ClassRow) -> int:
        """Let the computer play every turn due to it, while a student is at the table and it is
        not paused: each turn committed as it is played. The moves played."""
        played = 0
        live = self._game(s, table)
        while True:
            seats = self._seats(s, table)
            r, game = live.game.round, live.game
            if table.paused or r.is_over or not any(seat.present for seat in seats):
                return played
            mover = game.seats()[r.current]
            if seats[mover].present:
                return played
            player = make_player(table.level, seed=f"{table.seed}:{live.moves}:{mover}")
            if isinstance(player, GreedyPlayer):
                player.explain = False
            turn: list[Action] = []
            seat = r.current
            try:
                while not r.is_over and r.current == seat:
                    turn.append(live.apply(_decide(player, r, seat), computer=True))
            except Exception:
                self._live.pop(table.id, None)
                raise
            self._record(s, table, live, turn, computer=True)
            self._changed(table, row)
            live.version = table.version
            self._commit(s, table)
            played += len(turn)

    @staticmethod
    def _due(seen: _Seen, live: _Live) -> bool:
        """Whether the computer has a turn to play at the table ``seen`` (as :meth:`_computer_turns`
        decides it): not paused, the round on, a student there, and the seat to play not theirs."""
        r = live.game.round
        if seen.json["paused"] or r.is_over or not any(present for _, _, present in seen.seats):
            return False
        return not seen.seats[live.game.seats()[r.current]][2]

    def play_computers(self, table_id: int) -> int:
        """Let the computer play the turns due to it at table ``table_id`` (a service that
        answers a move before the computer replies calls this after; :meth:`act` does it
        itself unless told not to). The number of moves it played."""
        table_id = self._table_id(table_id)
        with self._locks.table(table_id):
            seen = self._seen_table(table_id)
            live = None if seen is None else self._kept(table_id, seen.version)
            if seen is not None and live is not None and not self._due(seen, live):
                return 0
        with self._locks.table(table_id), self._session() as s:
            table = s.get(TableRow, table_id)
            if table is None:
                raise _refuse("NO_SUCH_TABLE", 404, table=table_id)
            row = s.get(ClassRow, table.class_id)
            assert row is not None
            return self._computer_turns(s, table, row)

    # --- a student gone without a word ------------------------------------------------------
    def _looked(self, s: Session, table: TableRow, row: ClassRow, seat: SeatRow) -> None:
        """The student of ``seat`` asked about their table: note when, and give them back a seat
        :meth:`sweep` found deserted (committed: the others' pages see them back)."""
        key = (table.id, str(seat.user))
        self._seen[key] = self.clock()
        if key in self._deserted:
            self._deserted.discard(key)
            if not seat.present:
                seat.present = True
                self._changed(table, row)
                self._commit(s, table)

    def sweep(self) -> list[int]:
        """Give the computer every seat whose student's page or kernel has not asked about the
        table for :data:`AWAY_AFTER` seconds (a closed laptop, a killed kernel, a lost
        connection: a live page asks at least once a long poll), and let it play
        the turns then due to it. The student gets the seat back at their next look (their
        page's next question, a move, sitting again); one who left on purpose (:meth:`leave`)
        only by sitting again. The service calls this every few seconds. The tables changed."""
        now = self.clock()
        with self._session() as s:
            held = s.execute(
                select(SeatRow.table_id, SeatRow.user).where(SeatRow.present.is_(True), SeatRow.user.is_not(None))
            ).all()
        changed = []
        for table_id, user in held:
            key = (table_id, str(user))
            if now - self._seen.setdefault(key, now) < AWAY_AFTER:  # first met: counted from now
                continue
            with self._locks.table(table_id), self._session() as s:
                seat = s.scalars(select(SeatRow).where(SeatRow.table_id == table_id, SeatRow.user == user)).first()
                if seat is None or not seat.present or self.clock() - self._seen[key] < AWAY_AFTER:
                    continue  # it changed meanwhile
                table = s.get(TableRow, table_id)
                assert table is not None
                row = s.get(ClassRow, table.class_id)
                assert row is not None
                seat.present = False
                self._deserted.add(key)
                self._changed(table, row)
                self._commit(s, table)
                self._computer_turns(s, table, row)
                if table_id not in changed:
                    changed.append(table_id)
        return changed

    # --- what the pages show -----------------------------------------------------------------
    def _seats_json(self, seats: list[SeatRow], game: Game) -> list[dict[str, Any]]:
        return [
            {
                "seat": seat.seat,
                "name": game.names[seat.seat],
                "user": seat.user,
                "present": seat.present,
                "computer": not seat.present,
            }
            for seat in seats
        ]

    def _table_json(
        self, s: Session, table: TableRow, row: ClassRow, live: _Live, seats: list[SeatRow] | None = None
    ) -> dict[str, Any]:
        game = live.game
        return {
            "table": table.id,
            "number": table.number,
            "class": row.class_code,
            "version": table.version,
            "seats": self._seats_json(self._seats(s, table) if seats is None else seats, game),
            "partners": table.partners,
            "level": table.level,
            "paused": table.paused,
            **self._game_json(game),
        }

    @staticmethod
    def _game_json(game: Game) -> dict[str, Any]:
        """The table's game as every page shows it: the round, how it stands, the totals."""
        return {
            "round": game.round.number,
            "rounds_dealt": len(game.rounds),
            "round_over": game.round.is_over,
            "current": game.seats()[game.round.current],
            "totals": game.totals,
            "game_over": game.is_over,
        }

    @staticmethod
    def _scored(live: _Live, seat: int) -> list[dict[str, Any]]:
        """How each earlier round of the game ended, as game seat ``seat`` read it then (its
        ``number`` and ``result``, :meth:`~konkan.view.RoundResult.to_view_dict`): every hand is
        shown once a round is scored (R8), so a page opened later draws the whole score sheet."""
        game = live.game
        key = (seat, len(game.rounds))
        if key in live.scored:
            return live.scored[key]
        out = []
        for earlier in game.rounds[:-1]:
            mine = game.round_seat(seat, earlier)
            result = None if mine is None else earlier.view(mine).result
            if result is not None:
                out.append({"number": earlier.number, "result": result.to_view_dict()})
        live.scored[key] = out
        return out

    def _seat_json(
        self, s: Session, table: TableRow, row: ClassRow, seat: SeatRow, seats: list[SeatRow] | None = None
    ) -> dict[str, Any]:
        live = self._game(s, table)
        return {
            **self._table_json(s, table, row, live, seats),
            **self._seat_part(live, seat.seat),
            "question": self._question_json(s, row, seat.user, teacher=False),  # asking.py
        }

    def _seat_part(self, live: _Live, seat: int) -> dict[str, Any]:
        """What game seat ``seat`` alone sees of the table's game: its round seat, its earlier
        rounds and its ``SeatView`` (never another hand or the stock)."""
        game = live.game
        mine = game.round_seat(seat)
        return {
            "seat": seat,
            "round_seat": mine,
            "out": mine is None,  # out of the game: the table as any onlooker sees it
            "scored": self._scored(live, seat),
            "view": (game.onlooker_view(seat) if mine is None else game.round.view(mine)).to_dict(),
            # the seat's moves this round that the computer played (while nobody held it, or its
            # student was away): indexes into the view's events
            "computer_events": []
            if mine is None
            else sorted(
                e.index
                for e in game.round.events
                if e.seat == mine and e.index in live.computer.get(len(game.rounds), set())
            ),
        }

    def seat_view(self, caller: Caller, table_id: int) -> dict[str, Any]:
        """What the caller's seat at table ``table_id`` sees: the table (``table``, ``number``,
        ``class``, ``version``, who sits where in ``seats``, ``paused``, ``round``,
        ``round_over``, ``current`` seat, each seat's ``totals``, ``game_over``), their ``seat``
        and ``view``: the ``SeatView`` of their seat as JSON (:meth:`konkan.view.SeatView.to_dict`:
        their own hand, the table, the pile, the others' card counts, the events in their seat's
        words), never another hand or the stock. ``version`` grows with every change at the
        table: a page asks again when it differs."""
        caller = self._caller(caller)
        table_id = self._table_id(table_id)
        with self._locks.table(table_id):
            seen = self._seen_table(table_id)
            seat = None if seen is None else seen.seat_of(caller.name)
            if seen is not None and seat is not None and (table_id, caller.name) not in self._deserted:
                view = self._seen_view(table_id, seen, seat)
                if view is not None:  # as the store has it at this version, built once for every page
                    self._seen[(table_id, caller.name)] = self.clock()
                    return view
        with self._locks.table(table_id), self._session() as s:
            table = s.get(TableRow, table_id)
            row = None if table is None else s.get(ClassRow, table.class_id)
            seats = [] if table is None else self._seats(s, table)
            held = next((x for x in seats if x.user == caller.name), None)
            if table is None or row is None or held is None:  # a seat at the table makes one a member
                table, row = self._table(s, table_id, caller)  # else the refusal that fits
                held = self._seat_of(s, table, caller)
            self._looked(s, table, row, held)
            return self._seat_json(s, table, row, held, seats)

    def table_version(self, caller: Caller, table_id: int) -> int:
        """The version of table ``table_id`` now (cheap: for a page that waits for a change)."""
        caller = self._caller(caller)
        table_id = self._table_id(table_id)
        with self._locks.table(table_id):
            seen = self._seen_table(table_id)
            if seen is not None and (  # a seat at the table makes one a member
                seen.seat_of(caller.name) is not None or (caller.teacher and seen.teacher == caller.name)
            ):
                self._seen[(table_id, caller.name)] = self.clock()
                if (table_id, caller.name) not in self._deserted:
                    return seen.version
        with self._session() as s:
            table = self._table(s, table_id, caller)[0]
            self._seen[(table_id, caller.name)] = self.clock()
            if (table_id, caller.name) not in self._deserted:
                return table.version
        with self._locks.table(table_id), self._session() as s:  # back after a lost connection
            table, row = self._table(s, table_id, caller)
            seat = s.scalars(select(SeatRow).where(SeatRow.table_id == table.id, SeatRow.user == caller.name)).first()
            if seat is not None:
                self._looked(s, table, row, seat)
            return table.version

    def table_view(self, caller: Caller, table_id: int) -> dict[str, Any]:
        """The teacher's view of table ``table_id`` (its class's teacher only): the table as in
        :meth:`seat_view`, every hand open (``hands``, each round seat's cards as ids), the
        ``stock_size``, the events as everybody reads them, and ``view``: the ``SeatView`` of the
        seat to play, and the game's ``seed`` (never sent to a student: it deals every hand)."""
        caller = self._caller(caller)
        table_id = self._table_id(table_id)
        with self._locks.table(table_id), self._session() as s:
            table, row = self._table(s, table_id, caller, teacher=True)
            live = self._game(s, table)
            r = live.game.round
            return {
                **self._table_json(s, table, row, live),
                "seed": table.seed,
                "hands": [[c.id for c in r.hand(seat)] for seat in range(r.players)],
                "stock_size": r.stock_size,
                "events": [e.to_dict() for e in r.events],
                "view": r.view(r.current).to_dict(),
            }

    def tables(self, caller: Caller, code: str) -> dict[str, Any]:
        """The tables of the class ``code`` (for its students and its teacher): each as in
        :meth:`seat_view`, without any hand."""
        caller = self._caller(caller)
        with self._session() as s:
            row = self._class(s, code, caller)
            if not self._teaches(row, caller):
                self._member(s, row, caller)
            found = list(s.scalars(select(TableRow).where(TableRow.class_id == row.id).order_by(TableRow.number)))
        out = []
        for table in found:
            with self._locks.table(table.id), self._session() as s:
                fresh = s.get(TableRow, table.id)
                assert fresh is not None
                out.append(self._table_json(s, fresh, row, self._game(s, fresh)))
        return {"class": row.class_code, "tables": out}

    # --- classes -------------------------------------------------------------------------------
    def _class_json(self, row: ClassRow) -> dict[str, Any]:
        klass = Class(row.code)
        test = _test_of(row.code)
        return {
            "code": row.code,
            "class": row.class_code,
            "describe": klass.describe(),
            "teacher": row.teacher,
            "created": _iso(row.created),
            "test": {"describe": test.describe(), "puzzles": list(test.ids)},
            "released": _iso(row.released),
            "version": row.version,
        }

    def create_class(
        self,
        caller: Caller,
        *,
        code: str | None = None,
        preset: str = "standard",
        players: int = 4,
        partners: bool = False,
        test: str | int | None = None,
        seed: int | None = None,
    ) -> dict[str, Any]:
        """A new class, its teacher the caller (a teacher only). Its code is ``code`` (a class code
        the teacher already gave out), or a new one for the table ``preset`` of ``players`` (with
        ``partners``), the class numbered ``seed`` (drawn when None), carrying the test ``test``
        (see :meth:`konkan.classroom.codes.Class.new`). Asked again for a class of their own by its
        code, it gives that class. Gives the class: ``code``, ``class`` (its
        four-digit code), ``describe``, ``teacher``, ``created``, ``test``, ``released``,
        ``version``."""
        caller = self._caller(caller)
        if not caller.teacher:
            raise _refuse("TEACHERS_ONLY", 403)
        if code is not None:
            klass = self._code(code, teacher=True)
        else:
            if isinstance(players, bool) or not isinstance(players, int) or players not in SEATS:
                raise _refuse("BAD_PLAYERS", 400, players=shown(players, 20))
            if not isinstance(partners, bool):
                raise _refuse("BAD_PARTNERS", 400, "type", partners=shown(partners, 20))
            if partners and players != 4:
                raise _refuse("BAD_PARTNERS", 400, "class", players=players)
            if seed is not None and (
                isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < CLASS_NUMBERS
            ):
                raise _refuse("BAD_CLASS_SEED", 400, top=CLASS_NUMBERS - 1, seed=shown(seed, 20))
            try:
                rules = Rules.preset(preset, players=players, partnership=partners)
                klass = Class.new(rules, seed=seed, test=test)
            except KonkanError as e:
                raise Refusal("BAD_RULES", str(e), status=400) from None
        with self._locks.every, self._session() as s:
            for _ in range(50):
                taken = s.scalars(select(ClassRow).where(ClassRow.class_code == klass.class_code)).first()
                if taken is None:
                    break
                if code is not None and taken.code == klass.code and taken.teacher == caller.name:
                    return self._class_json(taken)  # the teacher's own class, asked for again (a cell run again)
                if code is not None or seed is not None:
                    raise _refuse("CLASS_TAKEN", 409, code=klass.class_code)
                klass = Class.new(klass.rules, test=klass.test_number)
            else:  # pragma: no cover - a hub with thousands of classes
                raise _refuse("CLASS_TAKEN", 409, code=klass.class_code)
            row = ClassRow(code=klass.code, class_code=klass.class_code, teacher=caller.name, created=now())
            s.add(row)
            s.commit()
            return self._class_json(row)

    def join(self, caller: Caller, code: str) -> dict[str, Any]:
        """The caller joins the class ``code`` (as typed: any case, a space for the dash); joining
        again changes nothing. Gives the class (as :meth:`create_class`) with ``user`` and
        ``joined``."""
        caller = self._caller(caller)
        with self._locks.every, self._session() as s:
            row = self._class(s, code, caller)
            if row.teacher == caller.name:
                raise _refuse("OWN_CLASS", 409, code=row.class_code)
            member = self._membership(s, row, caller)
            if member is None:
                member = MemberRow(class_id=row.id, user=caller.name, joined=now())
                s.add(member)
                self._changed(None, row)
                s.commit()
            return {**self._class_json(row), "user": caller.name, "joined": _iso(member.joined)}

    def classes(self, caller: Caller) -> dict[str, Any]:
        """The classes the caller teaches (``teaching``) and has joined (``joined``)."""
        caller = self._caller(caller)
        with self._session() as s:
            teaching = list(s.scalars(select(ClassRow).where(ClassRow.teacher == caller.name).order_by(ClassRow.id)))
            joined = list(
                s.scalars(
                    select(ClassRow)
                    .join(MemberRow, MemberRow.class_id == ClassRow.id)
                    .where(MemberRow.user == caller.name)
                    .order_by(ClassRow.id)
                )
            )
            return {
                "teaching": [self._class_json(r) for r in teaching] if caller.teacher else [],
                "joined": [self._class_json(r) for r in joined],
            }

    # --- tables and seats ---------------------------------------------------------------------
    def open_table(
        self,
        caller: Caller,
        code: str,
        *,
        seats: int | None = None,
        partners: bool | None = None,
        level: str = "greedy",
        seed: int | str | None = None,
    ) -> dict[str, Any]:
        """A new table for the class ``code`` (its teacher only), with the class's house rules:
        ``seats`` from 2 up to the class's players (None: the class's players), ``partners`` (4
        seats only; None: as the class plays, at a table of its players), the computer's ``level``
        for the seats no student holds (one of :data:`konkan.play.players.PLAYER_LEVELS`), its
        game's ``seed`` (drawn when None: 128 bits, so that no student finds it from their own
        hand; a student is never sent it). Gives the table as :meth:`seat_view` does, without a
        hand."""
        caller = self._caller(caller)
        if seats is not None and (isinstance(seats, bool) or not isinstance(seats, int) or seats not in SEATS):
            raise _refuse("BAD_SEATS", 400, seats=shown(seats, 20))
        if partners is not None and not isinstance(partners, bool):
            raise _refuse("BAD_PARTNERS", 400, "type", partners=shown(partners, 20))
        if partners and seats is not None and seats != 4:
            raise _refuse("BAD_PARTNERS", 400, seats=seats)
        if not isinstance(level, str) or level not in PLAYER_LEVELS:
            raise _refuse("BAD_LEVEL", 400, levels=", ".join(PLAYER_LEVELS), level=shown(level, 20))
        if seed is None:  # long enough that no student can find it from the hand they were dealt
            seed = secrets.token_hex(16)
        if isinstance(seed, str) and len(seed) > 100:
            raise _refuse("TOO_LONG", 413, value=shown(seed, 20), limit=100)
        try:
            seed = check_seed(seed)
        except KonkanError as e:
            raise Refusal("BAD_SEED", str(e), status=400) from None
        with self._locks.every, self._session() as s:
            row = self._class(s, code, caller)
            self._need_teacher(row, caller)
            house = Class(row.code).rules  # the class's table: its players are the most a table seats
            if seats is None:
                seats = house.players
            elif seats > house.players:
                variant = "class" if house.players > 2 else "class_of_two"
                raise _refuse("BAD_SEATS", 400, variant, code=row.class_code, players=house.players, seats=seats)
            if partners is None:
                partners = house.partnership and seats == 4
            elif partners and seats != 4:
                raise _refuse("BAD_PARTNERS", 400, seats=seats)
            try:
                rules = replace(house, players=seats, partnership=partners)
            except KonkanError as e:
                raise Refusal("BAD_RULES", str(e), status=400) from None
            number = (s.scalar(select(func.max(TableRow.number)).where(TableRow.class_id == row.id)) or 0) + 1
            table = TableRow(
                class_id=row.id,
                number=number,
                seats=seats,
                partners=partners,
                rules=json.dumps(rules.to_dict(), sort_keys=True),
                level=level,
                seed=str(seed),
                paused=False,
                rounds=1,
                version=0,
                created=now(),
            )
            s.add(table)
            s.flush()
            for seat in range(seats):
                s.add(SeatRow(table_id=table.id, seat=seat, user=None, present=False))
            self._changed(table, row)
            s.commit()
            return self._table_json(s, table, row, self._game(s, table))

    def sit(self, caller: Caller, table_id: int, seat: int | None = None) -> dict[str, Any]:
        """The caller (a student of the table's class) sits at table ``table_id``: in ``seat``
        (a game seat, 0 to seats - 1) or the first free one (None). A student who holds a seat
        there already is given it back, whatever ``seat`` says (after a reload, a restart or
        :meth:`leave`). Then the computer plays any turns due to it. Gives :meth:`seat_view`."""
        caller = self._caller(caller)
        table_id = self._table_id(table_id)
        with self._locks.every, self._locks.table(table_id), self._session() as s:
            table, row = self._table(s, table_id, caller)
            self._member(s, row, caller)
            seats = self._seats(s, table)
            held = next((x for x in seats if x.user == caller.name), None)
            if held is None:
                elsewhere = s.scalars(
                    select(TableRow.number)
                    .join(SeatRow, SeatRow.table_id == TableRow.id)
                    .where(TableRow.class_id == row.id, SeatRow.user == caller.name)
                ).first()
                if elsewhere is not None:
                    raise _refuse("SEATED_ELSEWHERE", 409, table=elsewhere)
                if seat is None:
                    held = next((x for x in seats if x.user is None), None)
                    if held is None:
                        raise _refuse("TABLE_FULL", 409, table=table.number)
                else:
                    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < table.seats:
                        raise _refuse("BAD_SEAT", 400, table=table.number, top=table.seats - 1, seat=shown(seat, 20))
                    held = seats[seat]
                    if held.user is not None:
                        live = self._game(s, table)
                        raise _refuse("SEAT_TAKEN", 409, name=live.game.names[seat], table=table.number)
                held.user = caller.name
            self._seen[(table.id, caller.name)] = self.clock()
            self._deserted.discard((table.id, caller.name))
            if not held.present:
                held.present = True
                self._changed(table, row)
                self._commit(s, table)
            self._computer_turns(s, table, row)
            return self._seat_json(s, table, row, held)

    def leave(self, caller: Caller, table_id: int, *, for_good: bool = False) -> dict[str, Any]:
        """The caller leaves table ``table_id``: the computer plays their seat until they sit
        again (:meth:`sit` gives it back); ``for_good`` frees the seat for another student.
        Gives the table as :meth:`tables` does."""
        caller = self._caller(caller)
        table_id = self._table_id(table_id)
        with self._locks.every, self._locks.table(table_id), self._session() as s:
            table, row = self._table(s, table_id, caller)
            held = self._seat_of(s, table, caller)
            self._deserted.discard((table.id, caller.name))  # gone on purpose: back only by sitting again
            if for_good is True:
                held.user = None
            held.present = False
            self._changed(table, row)
            self._commit(s, table)
            self._computer_turns(s, table, row)
            return self._table_json(s, table, row, self._game(s, table))

    def act(self, caller: Caller, table_id: int, action: str, *, computers: bool = True) -> dict[str, Any]:
        """The caller's move at table ``table_id``, typed in the engine's notation (``"draw"``,
        ``"discard 7♠"``, ``"meld 7♠ 8♠ 9♠"``; ``"seat N: ..."`` with their own round seat
        works too), judged by the engine's own ``Round.check``. Refused out of turn, at another
        seat, at another class's table, while paused, and whatever the rules refuse (the
        engine's reason code and sentence). An accepted move is committed before this returns;
        then (unless ``computers`` is False) the computer plays the turns due to it. Gives
        :meth:`seat_view` with ``move`` (the move as stored) and ``said`` (what it did, in the
        engine's words)."""
        caller = self._caller(caller)
        if not isinstance(action, str):
            raise _refuse("MALFORMED_ACTION", 400, "type", action=shown(action, 40))
        if len(action) > MAX_ACTION:
            raise _refuse("ACTION_TOO_LONG", 413, length=len(action), limit=MAX_ACTION)
        table_id = self._table_id(table_id)
        with self._locks.table(table_id):
            seen = self._seen_table(table_id)
            seat = None if seen is None else seen.seat_of(caller.name)
            live = None if seen is None or seat is None else self._kept(table_id, seen.version)
            if (
                seen is not None
                and seat is not None
                and live is not None
                and (table_id, caller.name) not in self._deserted
            ):  # the table in memory is the store's: judged there, the move written in one transaction
                self._seen[(table_id, caller.name)] = self.clock()
                if not seen.seats[seat][2]:
                    raise _refuse("AWAY", 409, table=seen.json["number"])
                if seen.json["paused"]:
                    raise _refuse("PAUSED", 409)
                move, verdict = self._judge(live, seat, action)
                done = self._apply(table_id, live, move)
                self._write(table_id, seen, live, done)
                if computers:
                    self.play_computers(table_id)
                now_seen = self._seen_table(table_id)
                view = None if now_seen is None else self._seen_view(table_id, now_seen, seat)
                if view is None:
                    with self._session() as s:
                        table, row = self._table(s, table_id, caller)
                        view = self._seat_json(s, table, row, self._seat_of(s, table, caller))
                return {**view, "move": str(done), "said": verdict.message}
        with self._locks.table(table_id), self._session() as s:
            table, row = self._table(s, table_id, caller)
            held = self._seat_of(s, table, caller)
            self._looked(s, table, row, held)
            if not held.present:
                raise _refuse("AWAY", 409, table=table.number)
            if table.paused:
                raise _refuse("PAUSED", 409)
            live = self._game(s, table)
            move, verdict = self._judge(live, held.seat, action)
            done = self._apply(table.id, live, move)
            self._record(s, table, live, [done], computer=False)
            self._changed(table, row)
            live.version = table.version
            self._commit(s, table)
            if computers:
                self._computer_turns(s, table, row)
            return {**self._seat_json(s, table, row, held), "move": str(done), "said": verdict.message}

    @staticmethod
    def _judge(live: _Live, seat: int, action: str) -> tuple[Action, Verdict]:
        """Game seat ``seat``'s move ``action`` (as typed) read and judged by the engine's
        ``Round.check``, or refused (nothing changed)."""
        mine = live.game.round_seat(seat)
        if mine is None:
            raise _refuse("OUT_OF_GAME", 409)
        typed = action.strip()
        if not re.match(r"seat\b", typed):
            typed = f"seat {mine}: {typed}"
        try:
            move = Action.parse(typed)
            if move.seat != mine:
                raise _refuse("NOT_YOUR_SEAT", 403, seat=move.seat, mine=mine)
            verdict = live.game.round.check(move)
        except InvalidNotation as e:
            raise Refusal("MALFORMED_ACTION", str(e), status=400) from None
        if not verdict.ok:
            raise Refusal(verdict.code.value, verdict.message, status=409, rule=verdict.rule or None)
        return move, verdict

    def _apply(self, table_id: int, live: _Live, move: Action) -> Action:
        try:
            return live.apply(move, computer=False)
        except (KonkanError, AssertionError):  # pragma: no cover - check and apply agree (tests/test_boundary.py)
            self._live.pop(table_id, None)
            raise

    def _write(self, table_id: int, seen: _Seen, live: _Live, done: Action) -> None:
        """Commit a student's move ``done`` (played on ``live`` already) at the table ``seen``: its
        row, the table's and the class's versions, in one transaction; then the table in memory
        moves on to the new version, and the waiting pages are told. Should the write fail, the
        game in memory is forgotten (replayed from the store next time)."""
        version = seen.version + 1
        try:
            with self._store_lock, self.store.engine.begin() as c:
                c.execute(
                    _INSERT_MOVE,
                    {
                        "table_id": table_id,
                        "number": live.moves + 1,
                        "round": len(live.game.rounds),
                        "seat": done.seat,
                        "action": str(done),
                        "computer": False,
                        "at": now(),
                    },
                )
                moved = c.execute(_TABLE_MOVED, {"table_id": table_id, "was": seen.version, "version": version})
                if moved.rowcount != 1:  # pragma: no cover - only this authority writes the table
                    raise RuntimeError(f"table {table_id} changed under the authority")  # not user words
                c.execute(_CLASS_MOVED, {"class_id": seen.class_id})
        except BaseException:
            self._live.pop(table_id, None)
            raise
        live.moves += 1
        live.version = version
        self._tables[table_id] = {
            live.voice: replace(
                seen, version=version, json={**seen.json, "version": version, **self._game_json(live.game)}, views={}
            )
        }
        if self.on_change is not None:
            self.on_change(table_id, seen.json["class"])

    def next_round(self, caller: Caller, table_id: int) -> dict[str, Any]:
        """Deal the next round at table ``table_id`` once this one is over (a student seated
        there, or the class's teacher); then the computer plays any turns due to it. Gives
        :meth:`seat_view` to a student, the table as :meth:`tables` does to the teacher."""
        caller = self._caller(caller)
        table_id = self._table_id(table_id)
        with self._locks.table(table_id), self._session() as s:
            table, row = self._table(s, table_id, caller)
            teacher = self._teaches(row, caller)
            held = None if teacher else self._seat_of(s, table, caller)
            if table.paused:
                raise _refuse("PAUSED", 409)
            live = self._game(s, table)
            if not live.game.round.is_over:
                raise _refuse("ROUND_NOT_OVER", 409, number=live.game.round.number)
            if live.game.is_over:
                raise _refuse("GAME_OVER", 409)
            live.game.next_round()
            table.rounds = len(live.game.rounds)
            self._changed(table, row)
            live.version = table.version
            self._commit(s, table)
            self._computer_turns(s, table, row)
            if held is None:
                return self._table_json(s, table, row, self._game(s, table))
            return self._seat_json(s, table, row, held)

    def _pause(self, caller: Caller, code: str, paused: bool) -> dict[str, Any]:
        caller = self._caller(caller)
        with self._locks.every, self._session() as s:
            row = self._class(s, code, caller)
            self._need_teacher(row, caller)
            ids = list(s.scalars(select(TableRow.id).where(TableRow.class_id == row.id).order_by(TableRow.id)))
            if not paused:  # the question asked while paused is gone (konkan/classroom/service/asking.py)
                self._clear_question(s, row)
        for table_id in ids:
            with self._locks.table(table_id), self._session() as s:
                table, row = self._table(s, table_id, caller, teacher=True)
                if table.paused != paused:
                    live = self._game(s, table)
                    table.paused = paused
                    self._changed(table, row)
                    live.version = table.version
                    self._commit(s, table)
                if not paused:
                    self._computer_turns(s, table, row)
        return {"class": row.class_code, "paused": paused, "tables": ids}

    def pause(self, caller: Caller, code: str) -> dict[str, Any]:
        """Pause every table of the class ``code`` at once (its teacher only): a move is refused
        until :meth:`resume`. Gives ``class``, ``paused`` and the ``tables``' ids."""
        return self._pause(caller, code, True)

    def resume(self, caller: Caller, code: str) -> dict[str, Any]:
        """Let every table of the class ``code`` play on (its teacher only)."""
        return self._pause(caller, code, False)

    # --- the class test ----------------------------------------------------------------------
    def test_sheet(self, caller: Caller, code: str) -> dict[str, Any]:
        """The class test as the caller (a student of the class) has it: ``code`` (the test's
        class code, from which every puzzle is drawn again), ``describe``, ``released``, and
        ``puzzles``, each its ``id``, ``name`` and ``state`` (``"answered"`` or ``"not_yet"``);
        once the teacher released the marks, also the ``answer`` as given, in ``words``,
        whether ``right``, the verdict's ``message`` and the right answer (``key``), with
        ``right`` the total. The first call starts the student's time."""
        caller = self._caller(caller)
        with self._session() as s:
            row = self._class(s, code, caller)
            member = self._member(s, row, caller)
            if member.test_started is None:
                member.test_started = now()
                s.commit()
            test = _test_of(row.code)
            answers = {
                a.puzzle: a
                for a in s.scalars(select(AnswerRow).where(AnswerRow.class_id == row.id, AnswerRow.user == caller.name))
            }
            released = row.released is not None
            puzzles: list[dict[str, Any]] = []
            right = 0
            for pid in test.ids:
                given = answers.get(pid)
                entry: dict[str, Any] = {
                    "id": pid,
                    "name": test.name_of(pid),
                    "state": NOT_YET if given is None else ANSWERED,
                }
                if released:
                    p = test.puzzle(pid)
                    entry["key"] = answer_words(p, answer_text(p, p.answer))
                    if given is not None:
                        verdict = mark(p, given.answer)
                        right += verdict.correct
                        entry |= {
                            "answer": given.given,
                            "words": answer_words(p, given.answer),
                            "right": verdict.correct,
                            "message": verdict.message,
                        }
                puzzles.append(entry)
            sheet: dict[str, Any] = {
                "class": row.class_code,
                "code": row.code,
                "describe": test.describe(),
                "released": released,
                "puzzles": puzzles,
            }
            if released:
                sheet["right"] = right
            return sheet

    def answer(self, caller: Caller, code: str, puzzle_id: str, answer: Any) -> dict[str, Any]:
        """Store the caller's ``answer`` (as typed, or a number, cards...) to the puzzle
        ``puzzle_id`` of the class test, as given. Not judged: an answer of the wrong form is
        refused with the sentence saying the form; a second answer to the same puzzle is
        refused (the first is kept); none is taken once the marks are released. Gives
        ``puzzle`` and ``state`` ``"answered"``, never whether it is right."""
        caller = self._caller(caller)
        given = answer if isinstance(answer, str) else json.dumps(answer, ensure_ascii=False, default=str)
        if len(given) > MAX_ANSWER:
            raise _refuse("ANSWER_TOO_LONG", 413, length=len(given), limit=MAX_ANSWER)
        klass = self._code(code, teacher=caller.teacher)
        if isinstance(puzzle_id, str) and len(puzzle_id) <= MAX_KEY and _utf8(puzzle_id):
            with self._locks.every:
                with self.store.engine.connect() as c:
                    found = c.execute(
                        _ANSWERING, {"class_code": klass.class_code, "user": caller.name, "puzzle": puzzle_id}
                    ).first()
                if found is not None and found[2] is None and found[5] is None:  # a member, open, not answered
                    return self._answer(klass.class_code, caller, found, puzzle_id, answer, given)
        with self._locks.every, self._session() as s:
            row = self._class(s, code, caller)
            member = self._member(s, row, caller)
            if row.released is not None:
                raise _refuse("TEST_RELEASED", 409)
            test = _test_of(row.code)
            try:
                p = test.puzzle(puzzle_id)
            except KonkanError as e:
                raise Refusal("NO_SUCH_PUZZLE", str(e), status=404) from None
            before = s.scalars(
                select(AnswerRow.id).where(
                    AnswerRow.class_id == row.id, AnswerRow.user == caller.name, AnswerRow.puzzle == puzzle_id
                )
            ).first()
            if before is not None:
                raise _refuse("ALREADY_ANSWERED", 409, number=test.ids.index(puzzle_id) + 1)
            try:
                text = answer_text(p, answer)
            except KonkanError as e:
                raise Refusal("ANSWER_FORM", str(e), status=400) from None
            at = now()
            s.add(AnswerRow(class_id=row.id, user=caller.name, puzzle=puzzle_id, given=given, answer=text, at=at))
            if member.test_started is None:
                member.test_started = at
            self._changed(None, row)
            try:
                s.commit()
            except IntegrityError:  # pragma: no cover - the same answer sent twice at once
                raise _refuse("ALREADY_ANSWERED", 409, number=test.ids.index(puzzle_id) + 1) from None
            return {"puzzle": puzzle_id, "state": ANSWERED}

    def _answer(
        self, class_code: str, caller: Caller, found: Any, puzzle_id: str, answer: Any, given: str
    ) -> dict[str, Any]:
        """:meth:`answer` for a member of the class ``class_code`` who has not answered the puzzle
        yet (``found``: as :data:`_ANSWERING` read it), the test not released: judged for its form,
        then written in one transaction. Called with the class-wide lock held."""
        class_id, code, _, member_id, started, _ = found
        test = _test_of(code)
        try:
            p = test.puzzle(puzzle_id)
        except KonkanError as e:
            raise Refusal("NO_SUCH_PUZZLE", str(e), status=404) from None
        try:
            text = answer_text(p, answer)
        except KonkanError as e:
            raise Refusal("ANSWER_FORM", str(e), status=400) from None
        at = now()
        try:
            with self._store_lock, self.store.engine.begin() as c:
                c.execute(
                    _INSERT_ANSWER,
                    {
                        "class_id": class_id,
                        "user": caller.name,
                        "puzzle": puzzle_id,
                        "given": given,
                        "answer": text,
                        "at": at,
                    },
                )
                if started is None:
                    c.execute(_TEST_STARTED, {"member_id": member_id, "started": at})
                c.execute(_CLASS_MOVED, {"class_id": class_id})
        except IntegrityError:  # pragma: no cover - the same answer sent twice at once
            raise _refuse("ALREADY_ANSWERED", 409, number=test.ids.index(puzzle_id) + 1) from None
        if self.on_change is not None:
            self.on_change(None, class_code)
        return {"puzzle": puzzle_id, "state": ANSWERED}

    def release(self, caller: Caller, code: str) -> dict[str, Any]:
        """Release the test's marks to the students of the class ``code`` (its teacher only):
        from now on :meth:`test_sheet` shows each their answers, marks and the right answers,
        and no answer is taken. Gives ``class`` and ``released`` (when)."""
        caller = self._caller(caller)
        with self._locks.every, self._session() as s:
            row = self._class(s, code, caller)
            self._need_teacher(row, caller)
            if row.released is None:
                row.released = now()
                self._changed(None, row)
                s.commit()
            return {"class": row.class_code, "released": _iso(row.released)}

    def _marks(self, s: Session, row: ClassRow) -> list[dict[str, Any]]:
        """Each student of the class (by name) with each puzzle's mark (1, 0, or None when not
        answered), the total and the seconds from opening the test to the last answer."""
        test = _test_of(row.code)
        members = list(s.scalars(select(MemberRow).where(MemberRow.class_id == row.id).order_by(MemberRow.user)))
        answers: dict[str, dict[str, AnswerRow]] = {}
        for a in s.scalars(select(AnswerRow).where(AnswerRow.class_id == row.id)):
            answers.setdefault(a.user, {})[a.puzzle] = a
        out = []
        for m in members:
            mine = answers.get(m.user, {})
            marks = {
                pid: None if pid not in mine else int(mark(test.puzzle(pid), mine[pid].answer).correct)
                for pid in test.ids
            }
            times = [utc(a.at) for a in mine.values()]
            start = utc(m.test_started) if m.test_started is not None else min(times, default=None)
            seconds = round((max(times) - start).total_seconds()) if times and start is not None else 0
            out.append(
                {"user": m.user, "marks": marks, "total": sum(v or 0 for v in marks.values()), "seconds": seconds}
            )
        return out

    def results_csv(self, caller: Caller, code: str) -> str:
        """The test's results for a gradebook (the class's teacher only), as CSV text: one row
        per student, one column per puzzle (1 right, 0 wrong, empty when not answered), the
        total and the time spent (seconds from opening the test to the last answer)."""
        caller = self._caller(caller)
        with self._session() as s:
            row = self._class(s, code, caller)
            self._need_teacher(row, caller)
            test = _test_of(row.code)
            out = io.StringIO()
            sheet = csv.writer(out, lineterminator="\n")
            sheet.writerow(
                [
                    say("service.csv.student"),
                    *map(test.name_of, test.ids),
                    say("service.csv.total"),
                    say("service.csv.seconds"),
                ]
            )
            for student in self._marks(s, row):
                sheet.writerow(
                    [
                        student["user"],
                        *("" if v is None else v for v in student["marks"].values()),
                        student["total"],
                        student["seconds"],
                    ]
                )
            return out.getvalue()

    def teacher_of(self, code: str) -> Caller:
        """The teacher of the class ``code``, as a caller: for a command run where the database is
        (whoever can run it there can read the whole database anyway), to ask as the teacher would,
        for instance for :meth:`results_csv`. Refuses a code that is not a class's."""
        with self._session() as s:
            return Caller(self._class(s, code, Caller("konkan-class-service", teacher=True)).teacher, teacher=True)

    # --- progress and the class view --------------------------------------------------------
    def report_progress(self, caller: Caller, code: str, kind: str, key: str, value: int) -> dict[str, Any]:
        """A student's progress, as their kernel reports it: ``kind`` ``"lesson"`` with ``key``
        ``"<lesson>/<step>"`` and ``value`` the stars (0 to 3), or ``"practice"`` with ``key`` a
        kind of puzzle and ``value`` its level (1 to 3). Every report is kept; the class view
        shows a step's best stars and a kind's latest level. Gives what was stored."""
        caller = self._caller(caller)
        if kind not in (LESSON, PRACTICE):
            raise _refuse("BAD_PROGRESS", 400, "kind", kind=shown(kind, 20))
        if isinstance(key, str) and len(key) > MAX_KEY:
            raise _refuse("TOO_LONG", 413, value=shown(key, 20), limit=MAX_KEY)
        if kind == LESSON:
            lesson, _, step = key.partition("/") if isinstance(key, str) else ("", "", "")
            if not isinstance(key, str) or lesson not in LESSONS or not _STEP.fullmatch(step):
                raise _refuse("BAD_PROGRESS", 400, "lesson", report=shown(key, 40), example=_STEP_EXAMPLE)
            if isinstance(value, bool) or not isinstance(value, int) or value not in (0, 1, 2, 3):
                raise _refuse("BAD_PROGRESS", 400, "stars", value=shown(value, 20))
        else:
            if key not in KINDS:
                raise _refuse("BAD_PROGRESS", 400, "practice", report=shown(key, 40), kinds=", ".join(KINDS))
            if isinstance(value, bool) or not isinstance(value, int) or value not in LEVELS:
                raise _refuse("BAD_PROGRESS", 400, "level", value=shown(value, 20))
        with self._locks.every, self._session() as s:
            row = self._class(s, code, caller)
            self._member(s, row, caller)
            at = now()
            s.add(ProgressRow(class_id=row.id, user=caller.name, kind=kind, key=key, value=value, at=at))
            self._changed(None, row)
            s.commit()
            return {"kind": kind, "key": key, "value": value, "at": _iso(at)}

    def class_view(self, caller: Caller, code: str) -> dict[str, Any]:
        """The class for its teacher, live: the class (as :meth:`create_class`), each student
        (``students``: ``user``, ``joined``, ``lessons`` each lesson's steps' best stars,
        ``practice`` each kind's latest level, ``test`` each puzzle ``"answered"`` or
        ``"not_yet"``, never the answers), and each table (``tables``, as :meth:`tables`: its
        round and scores). Once the marks are released, ``right``: for each puzzle, how many
        students answered it right (no names: the page may be on the projector). ``version`` grows
        with every change in the class."""
        caller = self._caller(caller)
        with self._session() as s:
            row = self._class(s, code, caller)
            self._need_teacher(row, caller)
            test = _test_of(row.code)
            members = list(s.scalars(select(MemberRow).where(MemberRow.class_id == row.id).order_by(MemberRow.user)))
            answered: dict[str, set[str]] = {}
            for user, puzzle in s.execute(select(AnswerRow.user, AnswerRow.puzzle).where(AnswerRow.class_id == row.id)):
                answered.setdefault(user, set()).add(puzzle)
            lessons: dict[str, dict[str, dict[str, int]]] = {}
            practice: dict[str, dict[str, int]] = {}
            reports = s.scalars(select(ProgressRow).where(ProgressRow.class_id == row.id).order_by(ProgressRow.id))
            for p in reports:
                if p.kind == LESSON:
                    lesson, _, step = p.key.partition("/")
                    steps = lessons.setdefault(p.user, {}).setdefault(lesson, {})
                    steps[step] = max(steps.get(step, 0), p.value)
                else:
                    practice.setdefault(p.user, {})[p.key] = p.value
            students = [
                {
                    "user": m.user,
                    "joined": _iso(m.joined),
                    "lessons": lessons.get(m.user, {}),
                    "practice": practice.get(m.user, {}),
                    "test": {pid: ANSWERED if pid in answered.get(m.user, set()) else NOT_YET for pid in test.ids},
                }
                for m in members
            ]
            view = {**self._class_json(row), "students": students}
            if row.released is not None:  # the marks are out: how many got each puzzle right, no names
                marked = self._marks(s, row)
                view["right"] = [sum(1 for m in marked if m["marks"][pid] == 1) for pid in test.ids]
        view["tables"] = self.tables(caller, row.class_code)["tables"]
        view["question"] = self.question(caller, row.class_code)["question"]  # asking.py
        return view
