"""The class service's state, in a database through the SQLAlchemy 2 ORM.

One row per class (its code, its teacher), per student who joined, per shared table (its seats,
house rules, the computer's level and the seed of its game), per seat (the student in it, or
none: the computer plays it), per move of each table's game in order, per test answer as it was
given, and per progress report (lesson stars, practice levels). A game is stored only as its seed
and its moves, each in the engine's notation (:meth:`konkan.Action.parse` reads it back): a
restarted service replays every table through the rules, exactly.

:func:`open_store` makes the engine (a SQLite file by default; a ``postgresql+psycopg://`` URL
for a hub whose database is PostgreSQL) and creates the tables it lacks.

>>> import tempfile, pathlib
>>> store = open_store(pathlib.Path(tempfile.mkdtemp()) / "class.sqlite")
>>> with store.session() as s:
...     s.add(ClassRow(code="river-7661", class_code="river-7661", teacher="ms-haddad"))
...     s.commit()
...     [c.teacher for c in s.scalars(select(ClassRow))]
['ms-haddad']
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

from sqlalchemy import (
    Boolean,
    DateTime,
    Engine,
    ForeignKey,
    Integer,
    String,
    Text,
    UniqueConstraint,
    create_engine,
    event,
    select,
)
from sqlalchemy.exc import ArgumentError, NoSuchModuleError, OperationalError
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, sessionmaker

from ...catalogue import say
from ...errors import KonkanError, shown

__all__ = [
    "DEFAULT_URL",
    "ActionRow",
    "AnswerRow",
    "AskAnswerRow",
    "Base",
    "ClassRow",
    "MemberRow",
    "MomentRow",
    "ProgressRow",
    "QuestionRow",
    "SeatRow",
    "Store",
    "TableRow",
    "now",
    "open_store",
    "select",
]

DEFAULT_URL = "sqlite:///konkan-class.sqlite"  # a file beside where the service starts
NAME = 200  # characters in a hub user's name, at most (JupyterHub's own limit is 255 bytes)
CODE = 24  # characters in a class code with its test's digits
_EXAMPLES = "sqlite:///konkan-class.sqlite, postgresql+psycopg://konkan@db/konkan"  # not user words: addresses


def now() -> dt.datetime:
    """The time now, in UTC (every time the store keeps is UTC)."""
    return dt.datetime.now(dt.timezone.utc)


def utc(when: dt.datetime) -> dt.datetime:
    """``when`` as an aware UTC time (SQLite gives times back without their zone)."""
    return when.replace(tzinfo=dt.timezone.utc) if when.tzinfo is None else when.astimezone(dt.timezone.utc)


class Base(DeclarativeBase):
    """The class service's tables."""


class ClassRow(Base):
    """A class: its code (which carries its table's house rules and its test), its teacher (a hub
    user name), when it was made, when its test's marks were released (None: not yet), and a
    version that grows with every change anywhere in the class (for a page that polls)."""

    __tablename__ = "konkan_classes"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    code: Mapped[str] = mapped_column(String(CODE), unique=True)
    class_code: Mapped[str] = mapped_column(String(CODE), unique=True)
    teacher: Mapped[str] = mapped_column(String(NAME), index=True)
    created: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=now)
    released: Mapped[dt.datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    version: Mapped[int] = mapped_column(Integer, default=0)


class MemberRow(Base):
    """A student of a class (a hub user name), when they joined, and when they first opened the
    class test (None: not yet)."""

    __tablename__ = "konkan_members"
    __table_args__ = (UniqueConstraint("class_id", "user"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    class_id: Mapped[int] = mapped_column(ForeignKey("konkan_classes.id"), index=True)
    user: Mapped[str] = mapped_column(String(NAME))
    joined: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=now)
    test_started: Mapped[dt.datetime | None] = mapped_column(DateTime(timezone=True), default=None)


class TableRow(Base):
    """A shared table of a class: its number in the class, its seats (2 to 5), partners or not,
    its house rules (:meth:`konkan.Rules.to_dict` as JSON text), the computer's level for the
    seats no student holds, the seed of its game, whether it is paused, how many rounds of its
    game have been dealt, and its version (grows with every change at the table)."""

    __tablename__ = "konkan_tables"
    __table_args__ = (UniqueConstraint("class_id", "number"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    class_id: Mapped[int] = mapped_column(ForeignKey("konkan_classes.id"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    seats: Mapped[int] = mapped_column(Integer)
    partners: Mapped[bool] = mapped_column(Boolean, default=False)
    rules: Mapped[str] = mapped_column(Text)
    level: Mapped[str] = mapped_column(String(20))
    seed: Mapped[str] = mapped_column(String(200))
    paused: Mapped[bool] = mapped_column(Boolean, default=False)
    rounds: Mapped[int] = mapped_column(Integer, default=1)
    version: Mapped[int] = mapped_column(Integer, default=0)
    created: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=now)


class SeatRow(Base):
    """One seat of a table (a game seat, 0 to seats - 1): the student who holds it (None: the
    computer's), and whether they are there (a student who left keeps the seat, and the computer
    plays it until they come back)."""

    __tablename__ = "konkan_seats"
    __table_args__ = (UniqueConstraint("table_id", "seat"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("konkan_tables.id"), index=True)
    seat: Mapped[int] = mapped_column(Integer)
    user: Mapped[str | None] = mapped_column(String(NAME), default=None)
    present: Mapped[bool] = mapped_column(Boolean, default=False)


class ActionRow(Base):
    """One move of a table's game, in order (``number`` from 1): the round it was played in (its
    place among the game's rounds, from 1), the round's seat that made it, the move in the
    engine's notation, whether the computer made it, and when."""

    __tablename__ = "konkan_actions"
    __table_args__ = (UniqueConstraint("table_id", "number"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("konkan_tables.id"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    round: Mapped[int] = mapped_column(Integer)
    seat: Mapped[int] = mapped_column(Integer)
    action: Mapped[str] = mapped_column(Text)
    computer: Mapped[bool] = mapped_column(Boolean, default=False)
    at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=now)


class AnswerRow(Base):
    """A student's answer to one puzzle of the class test, as they gave it (``given``) and as the
    puzzle's answer form reads it (``answer``, what is marked), and when. One per puzzle per
    student: the first answer is kept."""

    __tablename__ = "konkan_answers"
    __table_args__ = (UniqueConstraint("class_id", "user", "puzzle"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    class_id: Mapped[int] = mapped_column(ForeignKey("konkan_classes.id"), index=True)
    user: Mapped[str] = mapped_column(String(NAME))
    puzzle: Mapped[str] = mapped_column(String(40))
    given: Mapped[str] = mapped_column(Text)
    answer: Mapped[str] = mapped_column(Text)
    at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=now)


class ProgressRow(Base):
    """A progress report of a student: ``kind`` "lesson" (``key`` the lesson and step,
    ``value`` its stars) or "practice" (``key`` the kind of puzzle, ``value`` its level), and
    when. Every report is kept."""

    __tablename__ = "konkan_progress"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    class_id: Mapped[int] = mapped_column(ForeignKey("konkan_classes.id"), index=True)
    user: Mapped[str] = mapped_column(String(NAME), index=True)
    kind: Mapped[str] = mapped_column(String(20))
    key: Mapped[str] = mapped_column(String(120))
    value: Mapped[int] = mapped_column(Integer)
    at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=now)


class QuestionRow(Base):
    """The question a class's teacher asks the class while its tables are paused ("What would you
    do now, as East?"): the table, the game seat it is about, and when. One per class at most;
    it is cleared, with its answers, when the teacher resumes."""

    __tablename__ = "konkan_questions"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    class_id: Mapped[int] = mapped_column(ForeignKey("konkan_classes.id"), unique=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("konkan_tables.id"))
    seat: Mapped[int] = mapped_column(Integer)
    asked: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=now)


class AskAnswerRow(Base):
    """A student's answer to the class's question: the move as they typed it (``given``), as the
    engine wrote it back (``move``), the engine's verdict on it at that seat (``ok``, the reason
    ``code`` and its ``rule``), and when. One per student per question: the first is kept."""

    __tablename__ = "konkan_ask_answers"
    __table_args__ = (UniqueConstraint("question_id", "user"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    question_id: Mapped[int] = mapped_column(ForeignKey("konkan_questions.id"), index=True)
    user: Mapped[str] = mapped_column(String(NAME))
    given: Mapped[str] = mapped_column(Text)
    move: Mapped[str] = mapped_column(Text)
    ok: Mapped[bool] = mapped_column(Boolean)
    code: Mapped[str] = mapped_column(String(40))
    rule: Mapped[str] = mapped_column(String(20))
    at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=now)


class MomentRow(Base):
    """What makes a class's question a moment rather than a live table's seat: one decision of a
    student's finished round, as the review wrote it (``decision``: the JSON of
    :meth:`konkan.play.review.ReviewedDecision.to_dict`, the seat's view then and the moves it
    weighed), and whether the teacher has shown the answer (``revealed``). Dropped with its
    question. A table of its own, so a database made before moments is read as it was (the
    store creates the tables it lacks)."""

    __tablename__ = "konkan_moments"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    question_id: Mapped[int] = mapped_column(ForeignKey("konkan_questions.id"), unique=True)
    decision: Mapped[str] = mapped_column(Text)
    revealed: Mapped[bool] = mapped_column(Boolean, default=False)


class Store:
    """A database holding the class service's tables: :attr:`engine` and :meth:`session`."""

    def __init__(self, engine: Engine):
        self.engine = engine
        self._sessions = sessionmaker(engine, expire_on_commit=False)

    @property
    def url(self) -> str:
        return self.engine.url.render_as_string(hide_password=True)

    def session(self) -> Session:
        """A new session (use it in a ``with`` block; commit what it changes)."""
        return self._sessions()

    def rows(self) -> dict[str, list[tuple[Any, ...]]]:
        """Every row of every table, in the order of their ids: what a test compares before and
        after a call that should change nothing."""
        out: dict[str, list[tuple[Any, ...]]] = {}
        with self.engine.connect() as c:
            for table in Base.metadata.sorted_tables:
                out[table.name] = [tuple(r) for r in c.execute(table.select().order_by(table.c.id))]
        return out

    def close(self) -> None:
        self.engine.dispose()


def _sqlite_pragmas(connection: Any, _record: Any) -> None:
    """A SQLite file in write-ahead-log mode, synced at checkpoints: a commit is on disk, in the
    log beside the file, before the service answers, so a killed service loses nothing it answered
    (only the machine losing power could lose the last moments). A commit then costs well under a
    millisecond, where syncing the file at each one cost 10 ms, one at a time for the whole class."""
    cursor = connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=10000")
    cursor.execute("PRAGMA journal_mode=WAL")  # stays with the file; a database in memory keeps its own
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def open_store(url: str | Path | None = None) -> Store:
    """The store at ``url``: a SQLAlchemy database URL (``sqlite:///class.sqlite``,
    ``postgresql+psycopg://user:password@host/db``) or the path of a SQLite file (a
    :class:`~pathlib.Path`, or text without ``://``, such as ``"classes/class.sqlite"``); None for
    :data:`DEFAULT_URL`. Creates the tables it lacks. A URL that is not one, or a database that
    can't be reached, raises a :class:`~konkan.errors.KonkanError` naming it."""
    if url is None:
        url = DEFAULT_URL
    if isinstance(url, str) and url.strip() and "://" not in url:  # a file's path, as a Path is
        url = Path(url)
    if isinstance(url, Path):
        url = f"sqlite:///{url}"
    if not isinstance(url, str) or not url.strip():
        raise KonkanError(say("service.store.url", url=shown(url), examples=_EXAMPLES))
    try:
        # A database server's connection may drop while idle: checked before each use. A SQLite
        # file's never does, and the check would cost a query at every request.
        engine = create_engine(url, future=True, pool_pre_ping=not url.startswith("sqlite"))
    except ImportError as e:  # the database's driver is not installed
        raise KonkanError(say("service.store.driver", url=shown(url), driver=e.name or shown(str(e)))) from None
    except (ArgumentError, NoSuchModuleError, ValueError):
        raise KonkanError(say("service.store.url", url=shown(url), examples=_EXAMPLES)) from None
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _sqlite_pragmas)
    try:
        Base.metadata.create_all(engine)
    except OperationalError as e:
        engine.dispose()
        where = engine.url.render_as_string(hide_password=True)
        raise KonkanError(say("service.store.unreachable", url=shown(where), why=str(e.orig)[:200])) from None
    return Store(engine)
