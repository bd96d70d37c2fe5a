"""The class service's HTTP API: one handler per call of
:class:`~konkan.classroom.service.link.ClassLink`, each making that call on the
:class:`~konkan.classroom.service.authority.ClassAuthority` for the hub's user
(:class:`~konkan.classroom.service.web.Person` -> :class:`~konkan.classroom.service.authority.Caller`).

Routes (under the service's prefix, ``/services/konkan/``; JSON bodies and replies; a refusal is
``{"code", "rule"?, "sentence"}`` with its HTTP status, the authority's as it raised it)::

    GET  api/classes                         classes()
    POST api/classes {preset, players, partners, test, seed, code}   create_class (teacher)
    POST api/classes/<code>/join             join(code)
    GET  api/classes/<code>?after=N&wait=S   class_view(code) (teacher; long-poll)
    POST api/classes/<code>/tables {seats, partners, level}          open_table
    GET  api/classes/<code>/tables           tables(code)
    POST api/classes/<code>/pause | resume   pause / resume (teacher)
    GET  api/classes/<code>/test             test_sheet(code)
    POST api/classes/<code>/test/answers {puzzle, answer}            answer
    POST api/classes/<code>/test/release     release (teacher)
    GET  api/classes/<code>/results.csv      results_csv (teacher; text/csv)
    POST api/classes/<code>/progress {kind, key, value}              report_progress
    POST api/tables/<id>/sit {seat?}  |  leave {for_good?}  |  actions {action}  |  next-round
    GET  api/tables/<id>/view?after=N&wait=S      view (the caller's seat; long-poll)
    GET  api/tables/<id>/teacher?after=N&wait=S   table_view (teacher; long-poll)
    POST api/classes/<code>/ask {table, seat}     ask (teacher; while paused)
    GET  api/classes/<code>/ask                   question
    POST api/classes/<code>/ask/answers {action}  answer_question
    POST api/classes/<code>/ask/moment {table, moment}   ask_moment (teacher; while paused)
    POST api/classes/<code>/ask/reveal            reveal (teacher)
    GET  api/classes/<code>/rounds                class_rounds (teacher: the finished rounds to review)

and the teacher's projector page (:mod:`konkan.classroom.service.projector`; the class's teacher
only, anyone else gets a page saying why), drawn on the server::

    GET  projector/<code>                     the whole class: students, test progress, tables
    GET  projector/<code>/tables/<id>         one table with every hand open
    GET  projector/<code>/live?after=N&wait=S&table=ID   the page's parts as HTML (long-poll)

The authority's calls run in a pool of threads, never on tornado's loop: a slow database or a
computer's move does not hold up another request. A long poll (``after``: the version the page
has; ``wait``: seconds, at most :data:`MAX_WAIT`) answers as soon as the table's (or the class's)
version passes ``after``, else at the end of ``wait`` with the state as it is: the authority
tells :class:`Live` of every change it commits (``on_change``), and :class:`Live` wakes the
requests waiting on that table or class. A student's move is answered once it is committed;
the computer's seats then play in the pool, each of their turns waking the pages in turn.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from typing import Any, TypeVar

import tornado.web
from jupyterhub.services.auth import HubOAuth

from ...catalogue import say, say_list, speaking
from ...errors import KonkanError, shown
from ..board import board_of
from ..codes import Class
from . import projector
from .authority import Caller, ClassAuthority
from .refusal import Refusal
from .store import TableRow, select
from .web import SERVICE_LANGUAGE, ServiceHandler, make_app

__all__ = ["HANDLERS", "MAX_WAIT", "Live", "make_api_app"]

MAX_WAIT = 25.0  # seconds a long poll waits at most (under the proxies' usual 30 s or 60 s)
MAX_QUERY = 24  # characters in a query value: a version or a number of seconds
WORKERS = 8  # threads making the authority's calls
SWEEP_EVERY = 10.0  # seconds between two looks for seats whose student has gone without a word

log = logging.getLogger("konkan.class")
T = TypeVar("T")

# What a body's field must be: the Python types it may hold, and the catalogue's form for it.
_INT, _BOOL, _TEXT, _TEXT_OR_INT, _ANY = "int", "bool", "text", "text_or_int", "any"
_TYPES: dict[str, tuple[type, ...]] = {
    _INT: (int,),
    _BOOL: (bool,),
    _TEXT: (str,),
    _TEXT_OR_INT: (str, int),
    _ANY: (str, int, float, list, dict, bool),
}


class Live:
    """The service's live part beside its authority: the pool of threads making the authority's
    calls, and the requests waiting for a table's or a class's next version."""

    def __init__(self, authority: ClassAuthority, workers: int = WORKERS) -> None:
        self.authority = authority
        self.pool = ThreadPoolExecutor(workers, thread_name_prefix="konkan-class")
        self.loop: asyncio.AbstractEventLoop | None = None
        self._events: dict[tuple[str, Any], asyncio.Event] = {}
        self._playing: set[int] = set()
        self._again: set[int] = set()
        self._tasks: set[asyncio.Task[None]] = set()
        authority.on_change = self._changed

    async def run(self, call: Callable[..., T], *args: Any, **options: Any) -> T:
        """``call(*args, **options)`` in the pool, awaited, in the language of the request that
        asks (the thread runs in the request's context: see ServiceHandler)."""
        self.loop = asyncio.get_running_loop()
        context = contextvars.copy_context()
        return await self.loop.run_in_executor(self.pool, partial(context.run, call, *args, **options))

    # --- waking the waiters ----------------------------------------------------------------
    def _changed(self, table_id: int | None, class_code: str) -> None:
        """From the thread that committed a change: wake, on the loop, whoever waits on it."""
        loop = self.loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(self._wake, table_id, class_code)
            except RuntimeError:  # the loop closed meanwhile: nobody is left waiting
                pass

    def _wake(self, table_id: int | None, class_code: str) -> None:
        for key in (("table", table_id), ("class", class_code)):
            event = self._events.pop(key, None)
            if event is not None:
                event.set()

    def _event(self, key: tuple[str, Any]) -> asyncio.Event:
        return self._events.setdefault(key, asyncio.Event())

    async def waited(
        self,
        key: tuple[str, Any],
        get: Callable[[], dict[str, Any]],
        after: int | None,
        wait: float,
        version: Callable[[], int] | None = None,
    ) -> dict[str, Any]:
        """``get()`` (in the pool) once its ``version`` passes ``after``, or as it is after ``wait``
        seconds; ``key`` names what to wait on (``("table", id)`` or ``("class", code)``), and
        ``version()``, where given, reads the version alone (cheaper than ``get()``) while waiting."""
        if after is None or wait <= 0:
            return await self.run(get)
        loop = asyncio.get_running_loop()
        end = loop.time() + wait
        while True:
            event = self._event(key)  # taken before reading, so a change after the read still wakes it
            if version is None:
                got = await self.run(get)
                now = got["version"]
            else:  # the version alone (it refuses a caller from another class, as get() would)
                now = await self.run(version)
            left = end - loop.time()
            if now > after or left <= 0:
                return got if version is None else await self.run(get)
            try:
                await asyncio.wait_for(event.wait(), left)
            except asyncio.TimeoutError:
                continue
            if version is not None:  # woken by a change there: the new state at once, in one call
                got = await self.run(get)
                if got["version"] > after:
                    return got

    # --- the computer's seats ------------------------------------------------------------
    def computers(self, table_id: int) -> None:
        """Let the computer play the turns due to it at ``table_id``, in the pool, after the reply."""
        if table_id in self._playing:
            self._again.add(table_id)
            return
        self._playing.add(table_id)
        task = asyncio.get_running_loop().create_task(self._play(table_id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _play(self, table_id: int) -> None:
        try:
            while True:
                self._again.discard(table_id)
                try:
                    await self.run(self.authority.play_computers, table_id)
                except Exception:  # a fault of the service: in its log, the table waits for the next move
                    with speaking(SERVICE_LANGUAGE):
                        log.exception(say("hub.command.computer_failed", table=table_id))
                if table_id not in self._again:
                    return
        finally:
            self._playing.discard(table_id)

    async def play_on(self) -> None:
        """At the service's start: let the computer play any turn due to it at every table (a
        service killed after a student's move, before the computer's reply, plays it now)."""
        with speaking(SERVICE_LANGUAGE):  # nobody asked: its log's words
            for table_id in await self.run(self._table_ids):
                self.computers(table_id)

    async def watch_seats(self, every: float = SWEEP_EVERY) -> None:
        """For the service's life: every ``every`` seconds, give the computer the seats of the
        students gone without a word (:meth:`ClassAuthority.sweep`), its turns played at once."""
        with speaking(SERVICE_LANGUAGE):  # nobody asked: its log's words
            await self._watch_seats(every)

    async def _watch_seats(self, every: float) -> None:
        while True:
            await asyncio.sleep(every)
            try:
                await self.run(self.authority.sweep)
            except Exception:  # a fault of the service: in its log, and tried again next time
                log.exception(say("hub.command.sweep_failed"))

    def _table_ids(self) -> list[int]:
        with self.authority.store.session() as s:
            return list(s.scalars(select(TableRow.id).order_by(TableRow.id)))

    async def settled(self) -> None:
        """Once the computer has played every turn started so far (for tests and the benchmark)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks))

    def close(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)


class ApiHandler(ServiceHandler):
    """A handler of the API: the caller as the authority knows them, the body's fields checked."""

    @property
    def live(self) -> Live:
        live: Live = self.settings["live"]
        return live

    @property
    def authority(self) -> ClassAuthority:
        return self.live.authority

    @property
    def caller(self) -> Caller:
        return Caller(self.person.name, teacher=self.person.teacher)

    def fields(self, wanted: dict[str, str], needed: tuple[str, ...] = ()) -> dict[str, Any]:
        """The body's fields, each one of ``wanted`` (its name -> its form) and of that form; the
        ``needed`` ones present. An empty body has no fields. Else refused (400), naming the field."""
        body = self.json_body() if self._body_size else {}
        for name, value in body.items():
            if name not in wanted:
                taken = say_list(sorted(wanted)) if wanted else say("hub.body_no_fields")
                raise Refusal(
                    "hub.body_unknown_field", say("hub.body_unknown_field", name=shown(name, 40), names=taken)
                )
            form = wanted[name]
            if value is None and name not in needed:
                continue
            if not isinstance(value, _TYPES[form]) or (form in (_INT, _TEXT_OR_INT) and isinstance(value, bool)):
                key = "hub.body_bad_field." + form
                raise Refusal("hub.body_bad_field", say(key, name=name, value=shown(value, 40)))
        for name in needed:
            if name not in body:
                raise Refusal("hub.body_missing_field", say("hub.body_missing_field", name=name))
        return {name: value for name, value in body.items() if value is not None or name in needed}

    def query_int(self, name: str) -> int | None:
        text = self._query(name)
        if text is None:
            return None
        if not text.isdigit() or not text.isascii():
            raise Refusal("hub.query_bad", say("hub.query_bad.int", name=name, value=shown(text, 30)))
        return int(text)

    def query_seconds(self, name: str) -> float:
        text = self._query(name)
        if text is None:
            return 0.0
        try:
            seconds = float(text)
        except ValueError:
            seconds = -1.0
        if not 0 <= seconds < float("inf"):  # also NaN
            raise Refusal("hub.query_bad", say("hub.query_bad.seconds", name=name, value=shown(text, 30)))
        return min(seconds, MAX_WAIT)

    def _query(self, name: str) -> str | None:
        values = self.request.query_arguments.get(name)
        if not values:
            return None
        raw = values[-1]
        if len(values) > 1 or len(raw) > MAX_QUERY:
            raise Refusal(
                "hub.query_too_long",
                say("hub.query_too_long", name=name, limit=MAX_QUERY),
                status=413 if len(raw) > MAX_QUERY else 400,
            )
        try:
            return raw.decode("utf-8").strip()
        except UnicodeDecodeError:
            raise Refusal("hub.query_bad", say("hub.query_bad.int", name=name, value=shown(raw, 30))) from None

    async def call(self, method: Callable[..., Any], *args: Any, **options: Any) -> Any:
        """The authority's ``method`` for the caller, in the pool."""
        return await self.live.run(method, self.caller, *args, **options)


def _class_code(code: str) -> str:
    """The class's four-digit code as the authority tells its changes (the code as typed, if not one)."""
    try:
        return Class(code).class_code
    except KonkanError:
        return code


def _table(text: str) -> int:
    return int(text)  # the route takes 1 to 10 digits; the authority checks the number


class ClassesHandler(ApiHandler):
    async def get(self) -> None:
        self.reply(await self.call(self.authority.classes))

    async def post(self) -> None:
        options = self.fields(
            {"preset": _TEXT, "players": _INT, "partners": _BOOL, "test": _TEXT_OR_INT, "seed": _INT, "code": _TEXT}
        )
        self.reply(await self.call(self.authority.create_class, **options), status=201)


class JoinHandler(ApiHandler):
    async def post(self, code: str) -> None:
        self.fields({})
        self.reply(await self.call(self.authority.join, code))


class ClassViewHandler(ApiHandler):
    async def get(self, code: str) -> None:
        after, wait = self.query_int("after"), self.query_seconds("wait")
        get = partial(self.authority.class_view, self.caller, code)
        self.reply(await self.live.waited(("class", _class_code(code)), get, after, wait))


class TablesHandler(ApiHandler):
    async def get(self, code: str) -> None:
        self.reply(await self.call(self.authority.tables, code))

    async def post(self, code: str) -> None:
        options = self.fields({"seats": _INT, "partners": _BOOL, "level": _TEXT})
        self.reply(await self.call(self.authority.open_table, code, **options), status=201)


class PauseHandler(ApiHandler):
    async def post(self, code: str, what: str) -> None:
        self.fields({})
        if what == "pause":
            self.reply(await self.call(self.authority.pause, code))
        else:
            self.reply(await self.call(self.authority.resume, code))


class TestHandler(ApiHandler):
    async def get(self, code: str) -> None:
        self.reply(await self.call(self.authority.test_sheet, code))


class AnswerHandler(ApiHandler):
    async def post(self, code: str) -> None:
        given = self.fields({"puzzle": _TEXT, "answer": _ANY}, needed=("puzzle", "answer"))
        self.reply(await self.call(self.authority.answer, code, given["puzzle"], given["answer"]))


class ReleaseHandler(ApiHandler):
    async def post(self, code: str) -> None:
        self.fields({})
        self.reply(await self.call(self.authority.release, code))


class ResultsHandler(ApiHandler):
    async def get(self, code: str) -> None:
        text: str = await self.call(self.authority.results_csv, code)
        self.set_header("Content-Type", "text/csv; charset=UTF-8")
        self.set_header("Content-Disposition", 'attachment; filename="konkan-results.csv"')  # not user words
        self.finish(text)


class ProgressHandler(ApiHandler):
    async def post(self, code: str) -> None:
        report = self.fields({"kind": _TEXT, "key": _TEXT, "value": _INT}, needed=("kind", "key", "value"))
        self.reply(
            await self.call(self.authority.report_progress, code, report["kind"], report["key"], report["value"])
        )


class SitHandler(ApiHandler):
    async def post(self, table: str) -> None:
        seat = self.fields({"seat": _INT}).get("seat")
        self.reply(await self.call(self.authority.sit, _table(table), seat))


class LeaveHandler(ApiHandler):
    async def post(self, table: str) -> None:
        for_good = self.fields({"for_good": _BOOL}).get("for_good", False)
        self.reply(await self.call(self.authority.leave, _table(table), for_good=for_good))


class ActionsHandler(ApiHandler):
    async def post(self, table: str) -> None:
        action = self.fields({"action": _TEXT}, needed=("action",))["action"]
        table_id = _table(table)
        done = await self.call(self.authority.act, table_id, action, computers=False)
        self.reply(done)  # the move is committed: answered now, the computer plays after
        self.live.computers(table_id)


class NextRoundHandler(ApiHandler):
    async def post(self, table: str) -> None:
        self.fields({})
        self.reply(await self.call(self.authority.next_round, _table(table)))


class ViewHandler(ApiHandler):
    async def get(self, table: str) -> None:
        after, wait = self.query_int("after"), self.query_seconds("wait")
        table_id = _table(table)
        get = partial(self.authority.seat_view, self.caller, table_id)
        version = partial(self.authority.table_version, self.caller, table_id)
        self.reply(await self.live.waited(("table", table_id), get, after, wait, version))


class TeacherViewHandler(ApiHandler):
    async def get(self, table: str) -> None:
        after, wait = self.query_int("after"), self.query_seconds("wait")
        table_id = _table(table)
        get = partial(self.authority.table_view, self.caller, table_id)
        version = partial(self.authority.table_version, self.caller, table_id)
        self.reply(await self.live.waited(("table", table_id), get, after, wait, version))


class AskHandler(ApiHandler):
    async def get(self, code: str) -> None:
        self.reply(await self.call(self.authority.question, code))

    async def post(self, code: str) -> None:
        asked = self.fields({"table": _INT, "seat": _INT}, needed=("table", "seat"))
        self.reply(await self.call(self.authority.ask, code, asked["table"], asked["seat"]))


class AskAnswerHandler(ApiHandler):
    async def post(self, code: str) -> None:
        action = self.fields({"action": _TEXT}, needed=("action",))["action"]
        self.reply(await self.call(self.authority.answer_question, code, action))


class AskMomentHandler(ApiHandler):
    async def post(self, code: str) -> None:
        asked = self.fields({"table": _INT, "moment": _ANY}, needed=("table", "moment"))
        self.reply(await self.call(self.authority.ask_moment, code, asked["table"], asked["moment"]))


class RevealHandler(ApiHandler):
    async def post(self, code: str) -> None:
        self.fields({})
        self.reply(await self.call(self.authority.reveal, code))


class RoundsHandler(ApiHandler):
    async def get(self, code: str) -> None:
        self.reply(await self.call(self.authority.class_rounds, code))


class ProjectorParts:
    """The projector's parts for the caller, read in the pool: the class's board and version, and
    the table numbered ``table`` in that class drawn with every hand open (None: the class's page)."""

    def __init__(self, handler: ApiHandler, code: str, table: int | None) -> None:
        self.authority, self.caller = handler.authority, handler.caller
        self.prefix: str = handler.hub_auth.base_url
        self.code, self.table = code, table

    def __call__(self) -> dict[str, Any]:
        view = self.authority.class_view(self.caller, self.code)
        board = board_of(view)
        for drawn, t in zip(board["tables"], view["tables"]):  # the same tables in the same order
            drawn["table"] = t["table"]
        table = None
        if self.table is not None:  # the table's number in its class, as the page names it
            ids = [t["table"] for t in view["tables"] if t["number"] == self.table]
            if not ids:
                sentence = say("projector.table_gone", number=self.table, code=board["code"])
                raise Refusal("projector.table_gone", sentence, status=404)
            table = self.authority.projector_view(self.caller, ids[0])
        question = view.get("question")
        drawn = (
            None
            if question is None or question.get("moment")  # a moment carries its own view
            else self.authority.projector_view(self.caller, question["table"], question["seat"])
        )
        parts = projector.parts(board, self.prefix, table, question, drawn)
        return {"board": board, "table": table, **projector.as_json(view["version"], parts)}


class ProjectorPageHandler(ApiHandler):
    """The projector's page: the class (``projector/<code>``) or one of its tables."""

    page = True

    async def get(self, code: str, table: str | None = None) -> None:
        xsrf = self.xsrf_token.decode("ascii")  # on the loop: it may set the hub's XSRF cookie
        got = await self.live.run(ProjectorParts(self, code, None if table is None else _table(table)))
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.set_header("Cache-Control", "no-store")
        self.finish(
            projector.page(got["board"], got["parts"], prefix=self.hub_auth.base_url, xsrf=xsrf, table=got["table"])
        )


class ProjectorLiveHandler(ApiHandler):
    """The projector page's parts once the class's version passes ``after`` (a long poll)."""

    async def get(self, code: str) -> None:
        after, wait, table = self.query_int("after"), self.query_seconds("wait"), self.query_int("table")
        parts = ProjectorParts(self, code, table)
        got = await self.live.waited(("class", _class_code(code)), parts, after, wait)
        self.set_header("Cache-Control", "no-store")
        self.reply({"version": got["version"], "parts": got["parts"]})


_CODE = r"([^/]{1,60})"
_ID = r"([0-9]{1,10})"
HANDLERS: list[tuple[str, type[ServiceHandler]]] = [
    ("api/classes", ClassesHandler),
    (f"api/classes/{_CODE}/join", JoinHandler),
    (f"api/classes/{_CODE}/tables", TablesHandler),
    (f"api/classes/{_CODE}/(pause|resume)", PauseHandler),
    (f"api/classes/{_CODE}/test", TestHandler),
    (f"api/classes/{_CODE}/test/answers", AnswerHandler),
    (f"api/classes/{_CODE}/test/release", ReleaseHandler),
    (f"api/classes/{_CODE}/results.csv", ResultsHandler),
    (f"api/classes/{_CODE}/progress", ProgressHandler),
    (f"api/classes/{_CODE}/ask", AskHandler),
    (f"api/classes/{_CODE}/ask/answers", AskAnswerHandler),
    (f"api/classes/{_CODE}/ask/moment", AskMomentHandler),
    (f"api/classes/{_CODE}/ask/reveal", RevealHandler),
    (f"api/classes/{_CODE}/rounds", RoundsHandler),
    (f"api/classes/{_CODE}", ClassViewHandler),
    (f"api/tables/{_ID}/sit", SitHandler),
    (f"api/tables/{_ID}/leave", LeaveHandler),
    (f"api/tables/{_ID}/actions", ActionsHandler),
    (f"api/tables/{_ID}/next-round", NextRoundHandler),
    (f"api/tables/{_ID}/view", ViewHandler),
    (f"api/tables/{_ID}/teacher", TeacherViewHandler),
    (f"projector/{_CODE}/live", ProjectorLiveHandler),
    (f"projector/{_CODE}/tables/{_ID}", ProjectorPageHandler),
    (f"projector/{_CODE}", ProjectorPageHandler),
]


def make_api_app(
    hub_auth: HubOAuth, db_url: str, *, authority: ClassAuthority | None = None, cookie_secret: bytes | None = None
) -> tornado.web.Application:
    """The service's application with its API, over the database ``db_url`` (or ``authority``,
    already open on it): ``app.settings["live"]`` is its :class:`Live`."""
    app = make_app(hub_auth, db_url, handlers=HANDLERS, cookie_secret=cookie_secret)
    app.settings["live"] = Live(authority if authority is not None else ClassAuthority(db_url))
    return app
