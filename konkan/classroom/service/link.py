"""What a notebook holds of the class service: one set of calls, whether the service is on the hub
(:class:`konkan.classroom.service.client.ClassService`, over HTTP with the server's token) or
in this process (:class:`LocalLink`, the authority itself: for tests, and for a teacher trying a
class out on one machine).

Each call is the authority's method of the same name for the caller the link speaks for (see
:class:`konkan.classroom.service.authority.ClassAuthority`), and gives what it gives; a refusal is
raised as an exception carrying ``code``, ``sentence`` and ``status``. ``view``, ``table_view``
and ``class_view`` take ``after``: with a version, they wait (at most ``wait`` seconds) until the
table or the class is at a later one, so a page follows a game without asking all the time.

A link made :meth:`~LocalLink.speaking_for` a widget makes each call in the widget's language (as the
hub's service answers each request in the language it asks for), also from a thread of the widget's
own, which does not inherit the language of the code that started it.

>>> import tempfile, pathlib
>>> from konkan.classroom.service.authority import ClassAuthority, Caller
>>> authority = ClassAuthority(pathlib.Path(tempfile.mkdtemp()) / "class.sqlite")
>>> teacher = LocalLink(authority, Caller("ms-haddad", teacher=True))
>>> sam = LocalLink(authority, Caller("sam"))
>>> code = teacher.create_class(players=2, seed=7)["code"]
>>> sam.join(code)["user"]
'sam'
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, Protocol, TypeVar

from ...catalogue import speaking
from .authority import Caller, ClassAuthority
from .client import digits_of, spoken_by

T = TypeVar("T")

__all__ = ["ClassLink", "LocalLink"]


class ClassLink(Protocol):
    """The class service's calls, as a notebook makes them (one user's)."""

    def me(self) -> dict[str, Any]: ...
    def create_class(self, **options: Any) -> dict[str, Any]: ...
    def join(self, code: str) -> dict[str, Any]: ...
    def classes(self) -> dict[str, Any]: ...
    def open_table(
        self, code: str, *, seats: int | None = None, partners: bool | None = None, level: str = "greedy"
    ) -> dict[str, Any]: ...
    def tables(self, code: str) -> dict[str, Any]: ...
    def sit(self, table: int, seat: int | None = None) -> dict[str, Any]: ...
    def leave(self, table: int, *, for_good: bool = False) -> dict[str, Any]: ...
    def act(self, table: int, action: str) -> dict[str, Any]: ...
    def next_round(self, table: int) -> dict[str, Any]: ...
    def view(self, table: int, *, after: int | None = None, wait: float = 0.0) -> dict[str, Any]: ...
    def table_view(self, table: int, *, after: int | None = None, wait: float = 0.0) -> dict[str, Any]: ...
    def pause(self, code: str) -> dict[str, Any]: ...
    def resume(self, code: str) -> dict[str, Any]: ...
    def test_sheet(self, code: str) -> dict[str, Any]: ...
    def answer(self, code: str, puzzle: str, answer: Any) -> dict[str, Any]: ...
    def release(self, code: str) -> dict[str, Any]: ...
    def results_csv(self, code: str) -> str: ...
    def report_progress(self, code: str, kind: str, key: str, value: int) -> dict[str, Any]: ...
    def class_view(self, code: str, *, after: int | None = None, wait: float = 0.0) -> dict[str, Any]: ...
    def ask(self, code: str, table: int, seat: int) -> dict[str, Any]: ...
    def question(self, code: str) -> dict[str, Any]: ...
    def answer_question(self, code: str, action: str) -> dict[str, Any]: ...
    def ask_moment(self, code: str, table: int, moment: dict[str, Any]) -> dict[str, Any]: ...
    def reveal(self, code: str) -> dict[str, Any]: ...
    def class_rounds(self, code: str) -> dict[str, Any]: ...


class LocalLink:
    """The class service's calls made on an authority in this process, as ``caller`` (in the
    language of ``speaker``, a widget, where given: see :meth:`speaking_for`)."""

    def __init__(self, authority: ClassAuthority, caller: Caller, speaker: Any = None) -> None:
        self.authority = authority
        self.caller = caller
        self.speaker = speaker

    def __repr__(self) -> str:
        return f"LocalLink({self.caller.name!r})"  # not user words

    def speaking_for(self, speaker: Any) -> LocalLink:
        """This link for ``speaker``: each call made in its language (its ``language`` attribute,
        read at each call, where it is one of konkan's; else the language spoken at the call)."""
        return LocalLink(self.authority, self.caller, speaker)

    @contextmanager
    def _speaking(self) -> Iterator[None]:
        if self.speaker is None:  # the language spoken at the call
            yield
            return
        with speaking(spoken_by(self.speaker), digits_of(self.speaker)):
            yield

    def _call(self, method: Callable[..., T], *args: Any, **options: Any) -> T:
        """The authority's ``method`` for the caller, in the speaker's language."""
        with self._speaking():
            return method(self.caller, *args, **options)

    def _waited(self, get: Any, after: int | None, wait: float, version: Any = None) -> dict[str, Any]:
        """``get()``, once its ``version`` passes ``after`` or ``wait`` seconds have gone. While it
        waits it asks ``version()`` alone where there is one (a table's: one number, not a view)."""
        end = time.monotonic() + max(0.0, wait)
        while True:
            if version is not None and after is not None and version() <= after and time.monotonic() < end:
                time.sleep(0.05)
                continue
            got: dict[str, Any] = get()
            if after is None or got.get("version", 0) > after or time.monotonic() >= end:
                return got
            time.sleep(0.05)

    def _version(self, table: int) -> Any:
        return lambda: self._call(self.authority.table_version, table)

    def me(self) -> dict[str, Any]:
        return {"name": self.caller.name, "teacher": self.caller.teacher}

    def create_class(self, **options: Any) -> dict[str, Any]:
        return self._call(self.authority.create_class, **options)

    def join(self, code: str) -> dict[str, Any]:
        return self._call(self.authority.join, code)

    def classes(self) -> dict[str, Any]:
        return self._call(self.authority.classes)

    def open_table(
        self, code: str, *, seats: int | None = None, partners: bool | None = None, level: str = "greedy"
    ) -> dict[str, Any]:
        return self._call(self.authority.open_table, code, seats=seats, partners=partners, level=level)

    def tables(self, code: str) -> dict[str, Any]:
        return self._call(self.authority.tables, code)

    def sit(self, table: int, seat: int | None = None) -> dict[str, Any]:
        return self._call(self.authority.sit, table, seat)

    def leave(self, table: int, *, for_good: bool = False) -> dict[str, Any]:
        return self._call(self.authority.leave, table, for_good=for_good)

    def act(self, table: int, action: str) -> dict[str, Any]:
        return self._call(self.authority.act, table, action)

    def next_round(self, table: int) -> dict[str, Any]:
        return self._call(self.authority.next_round, table)

    def view(self, table: int, *, after: int | None = None, wait: float = 0.0) -> dict[str, Any]:
        return self._waited(lambda: self._call(self.authority.seat_view, table), after, wait, self._version(table))

    def table_view(self, table: int, *, after: int | None = None, wait: float = 0.0) -> dict[str, Any]:
        return self._waited(lambda: self._call(self.authority.table_view, table), after, wait, self._version(table))

    def pause(self, code: str) -> dict[str, Any]:
        return self._call(self.authority.pause, code)

    def resume(self, code: str) -> dict[str, Any]:
        return self._call(self.authority.resume, code)

    def test_sheet(self, code: str) -> dict[str, Any]:
        return self._call(self.authority.test_sheet, code)

    def answer(self, code: str, puzzle: str, answer: Any) -> dict[str, Any]:
        return self._call(self.authority.answer, code, puzzle, answer)

    def release(self, code: str) -> dict[str, Any]:
        return self._call(self.authority.release, code)

    def results_csv(self, code: str) -> str:
        return self._call(self.authority.results_csv, code)

    def report_progress(self, code: str, kind: str, key: str, value: int) -> dict[str, Any]:
        return self._call(self.authority.report_progress, code, kind, key, value)

    def class_view(self, code: str, *, after: int | None = None, wait: float = 0.0) -> dict[str, Any]:
        return self._waited(lambda: self._call(self.authority.class_view, code), after, wait)

    def ask(self, code: str, table: int, seat: int) -> dict[str, Any]:
        return self._call(self.authority.ask, code, table, seat)

    def question(self, code: str) -> dict[str, Any]:
        return self._call(self.authority.question, code)

    def answer_question(self, code: str, action: str) -> dict[str, Any]:
        return self._call(self.authority.answer_question, code, action)

    def ask_moment(self, code: str, table: int, moment: dict[str, Any]) -> dict[str, Any]:
        return self._call(self.authority.ask_moment, code, table, moment)

    def reveal(self, code: str) -> dict[str, Any]:
        return self._call(self.authority.reveal, code)

    def class_rounds(self, code: str) -> dict[str, Any]:
        return self._call(self.authority.class_rounds, code)
