"""What a notebook holds of the class service: one set of calls, whether the service is on the hub
(:class:`konkan.classroom.service.client.ClassService`, over HTTP with the server's token) or
in this process (:class:`LocalLink`, the authority itself: for tests, and for a teacher trying a
class out on one machine).

Each call is the authority's method of the same name for the caller the link speaks for (see
:class:`konkan.classroom.service.authority.ClassAuthority`), and gives what it gives; a refusal is
raised as an exception carrying ``code``, ``sentence`` and ``status``. ``view``, ``table_view``
and ``class_view`` take ``after``: with a version, they wait (at most ``wait`` seconds) until the
table or the class is at a later one, so a page follows a game without asking all the time.

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
from typing import Any, Protocol

from .authority import Caller, ClassAuthority

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
    """The class service's calls made on an authority in this process, as ``caller``."""

    def __init__(self, authority: ClassAuthority, caller: Caller) -> None:
        self.authority = authority
        self.caller = caller

    def __repr__(self) -> str:
        return f"LocalLink({self.caller.name!r})"  # not user words

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
        return lambda: self.authority.table_version(self.caller, table)

    def me(self) -> dict[str, Any]:
        return {"name": self.caller.name, "teacher": self.caller.teacher}

    def create_class(self, **options: Any) -> dict[str, Any]:
        return self.authority.create_class(self.caller, **options)

    def join(self, code: str) -> dict[str, Any]:
        return self.authority.join(self.caller, code)

    def classes(self) -> dict[str, Any]:
        return self.authority.classes(self.caller)

    def open_table(
        self, code: str, *, seats: int | None = None, partners: bool | None = None, level: str = "greedy"
    ) -> dict[str, Any]:
        return self.authority.open_table(self.caller, code, seats=seats, partners=partners, level=level)

    def tables(self, code: str) -> dict[str, Any]:
        return self.authority.tables(self.caller, code)

    def sit(self, table: int, seat: int | None = None) -> dict[str, Any]:
        return self.authority.sit(self.caller, table, seat)

    def leave(self, table: int, *, for_good: bool = False) -> dict[str, Any]:
        return self.authority.leave(self.caller, table, for_good=for_good)

    def act(self, table: int, action: str) -> dict[str, Any]:
        return self.authority.act(self.caller, table, action)

    def next_round(self, table: int) -> dict[str, Any]:
        return self.authority.next_round(self.caller, table)

    def view(self, table: int, *, after: int | None = None, wait: float = 0.0) -> dict[str, Any]:
        return self._waited(lambda: self.authority.seat_view(self.caller, table), after, wait, self._version(table))

    def table_view(self, table: int, *, after: int | None = None, wait: float = 0.0) -> dict[str, Any]:
        return self._waited(lambda: self.authority.table_view(self.caller, table), after, wait, self._version(table))

    def pause(self, code: str) -> dict[str, Any]:
        return self.authority.pause(self.caller, code)

    def resume(self, code: str) -> dict[str, Any]:
        return self.authority.resume(self.caller, code)

    def test_sheet(self, code: str) -> dict[str, Any]:
        return self.authority.test_sheet(self.caller, code)

    def answer(self, code: str, puzzle: str, answer: Any) -> dict[str, Any]:
        return self.authority.answer(self.caller, code, puzzle, answer)

    def release(self, code: str) -> dict[str, Any]:
        return self.authority.release(self.caller, code)

    def results_csv(self, code: str) -> str:
        return self.authority.results_csv(self.caller, code)

    def report_progress(self, code: str, kind: str, key: str, value: int) -> dict[str, Any]:
        return self.authority.report_progress(self.caller, code, kind, key, value)

    def class_view(self, code: str, *, after: int | None = None, wait: float = 0.0) -> dict[str, Any]:
        return self._waited(lambda: self.authority.class_view(self.caller, code), after, wait)

    def ask(self, code: str, table: int, seat: int) -> dict[str, Any]:
        return self.authority.ask(self.caller, code, table, seat)

    def question(self, code: str) -> dict[str, Any]:
        return self.authority.question(self.caller, code)

    def answer_question(self, code: str, action: str) -> dict[str, Any]:
        return self.authority.answer_question(self.caller, code, action)

    def ask_moment(self, code: str, table: int, moment: dict[str, Any]) -> dict[str, Any]:
        return self.authority.ask_moment(self.caller, code, table, moment)

    def reveal(self, code: str) -> dict[str, Any]:
        return self.authority.reveal(self.caller, code)

    def class_rounds(self, code: str) -> dict[str, Any]:
        return self.authority.class_rounds(self.caller, code)
