"""The class service as a student's kernel sees it: found from the environment the hub gives a
single-user server, called with that server's own token. Standard library only (a kernel on a hub
need not have the ``konkan[class]`` extra), and nothing is asked of the network until a call.

On a hub whose configuration has konkan's lines (docs/hub/jupyterhub_config.py), every user's
server, and so every kernel in it, has

- ``$KONKAN_CLASS_SERVICE``: the service's address with its prefix, from ``c.Spawner.environment``;
- ``$JUPYTERHUB_API_TOKEN``: the server's token, which carries ``access:services!service=konkan``
  (``c.Spawner.server_token_scopes``), so the service hears from the hub whose kernel is calling.

Elsewhere (Binder, the site, a laptop) :func:`find_service` gives ``None`` and :func:`where` says
in a sentence that the class stays in files.

Every call asks the service to answer in the language spoken here (``Accept-Language``): the
language of the widget it speaks for (:meth:`ClassService.speaking_for`), else the one spoken now
(:func:`konkan.catalogue.language`). The service says its refusals, verdicts and events in it.

>>> find_service({}) is None
True
>>> where({})
'This notebook does not run on a school hub, so the class stays in files on this computer.'
>>> find_service({"JUPYTERHUB_API_TOKEN": "abc", "KONKAN_CLASS_SERVICE": "http://127.0.0.1:10101/services/konkan"})
ClassService(url='http://127.0.0.1:10101/services/konkan/')
"""

from __future__ import annotations

import json
import os
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from ...catalogue import DIGITS, LANGUAGES, digits, language, say
from ...errors import KonkanError, shown

SERVICE_ENV = "KONKAN_CLASS_SERVICE"
TOKEN_ENV = "JUPYTERHUB_API_TOKEN"


class ServiceRefused(KonkanError):
    """The class service refused a call: its reason code, sentence, HTTP status and rule, as it sent them."""

    def __init__(self, code: str, sentence: str, status: int, rule: str | None = None) -> None:
        super().__init__(sentence)  # the service's own sentence, from its catalogue
        self.code = code
        self.sentence = sentence
        self.status = status
        self.rule = rule


class Reply(dict[str, Any]):
    """The service's reply as a dict, shown in a notebook as one sentence that says what was done."""

    def __init__(self, data: Mapping[str, Any], sentence: str) -> None:
        super().__init__(data)
        self.sentence = sentence

    def _repr_markdown_(self) -> str:
        return self.sentence


@dataclass(frozen=True)
class ClassService:
    """The class service at ``url`` (its address with the prefix, ending in ``/``), called with
    ``token`` (the server's, never shown). It makes every call of
    :class:`~konkan.classroom.service.link.ClassLink` over the service's routes
    (:mod:`konkan.classroom.service.api`), with the same names and arguments; a refusal is raised
    as :class:`ServiceRefused` with the service's code and sentence. ``view``, ``table_view`` and
    ``class_view`` with ``after`` wait on the service (a long poll of ``wait`` seconds, at most 25).
    ``speaker``: whose language the service answers in (see :meth:`speaking_for`)."""

    url: str
    token: str = field(repr=False)
    timeout: float = field(default=10.0, repr=False)
    speaker: Any = field(default=None, repr=False, compare=False)

    def speaking_for(self, speaker: Any) -> ClassService:
        """This service, its answers asked for in ``speaker``'s language at each call: its
        ``language`` attribute (a widget's, which may change) where it has one of konkan's
        languages, else the language spoken at the call."""
        return replace(self, speaker=speaker)

    @property
    def language(self) -> str:
        """The language the next call asks the service to answer in."""
        return spoken_by(self.speaker)

    @property
    def accept_language(self) -> str:
        """The ``Accept-Language`` header of the next call: the language, and Arabic's Eastern
        digits where they are chosen (``ar-u-nu-arab``, the web's way of asking for them)."""
        spoken = self.language
        return f"{spoken}-u-nu-arab" if spoken == "ar" and digits_of(self.speaker) == "eastern" else spoken

    def call(
        self, method: str, path: str, body: Mapping[str, Any] | None = None, *, timeout: float | None = None
    ) -> dict[str, Any]:
        """``method`` on ``path`` (relative to the service, such as ``api/me``), with a JSON body if
        given: the service's JSON reply, or :class:`ServiceRefused` with its sentence."""
        status, raw = self._send(method, path, body, timeout)
        return self._json(status, raw)

    def _send(
        self, method: str, path: str, body: Mapping[str, Any] | None = None, timeout: float | None = None
    ) -> tuple[int, bytes]:
        data = None if body is None else json.dumps(dict(body)).encode("utf-8")
        request = urllib.request.Request(self.url + path.lstrip("/"), data=data, method=method)
        request.add_header("Authorization", f"token {self.token}")
        request.add_header("Accept-Language", self.accept_language)
        if data is not None:
            request.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(request, timeout=timeout or self.timeout) as response:
                return response.status, response.read()
        except urllib.error.HTTPError as error:
            status, raw = error.code, error.read()
            reply = self._json(status, raw)
            raise ServiceRefused(
                str(reply.get("code", "")), str(reply.get("sentence", "")), status, reply.get("rule")
            ) from None
        except (urllib.error.URLError, OSError) as error:  # the system's own words stay in the cause
            raise KonkanError(say("hub.client.unreachable", url=self.url)) from error

    def _json(self, status: int, raw: bytes) -> dict[str, Any]:
        try:
            reply = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            reply = None
        if not isinstance(reply, dict):
            if status in (502, 503, 504):  # the hub's proxy answers for a service that is away (restarting)
                raise KonkanError(say("hub.client.away"))
            raise KonkanError(say("hub.client.bad_reply", url=self.url, status=status))
        return reply

    def _waiting(self, path: str, after: int | None, wait: float) -> dict[str, Any]:
        """A long poll: ``path`` once its version passes ``after`` (or after ``wait`` seconds)."""
        if after is None:
            return self.call("GET", path)
        wait = max(0.0, float(wait))
        query = urllib.parse.urlencode({"after": int(after), "wait": f"{wait:g}"})
        return self.call("GET", f"{path}?{query}", timeout=self.timeout + wait)

    # --- the calls of ClassLink (konkan/classroom/service/link.py), over the service's routes
    def me(self) -> dict[str, Any]:
        """Who the hub says this kernel's user is: ``{"name": ..., "teacher": bool}``."""
        return self.call("GET", "api/me")

    def create_class(self, **options: Any) -> dict[str, Any]:
        made = self.call("POST", "api/classes", options)
        return Reply(made, say("hub.client.class_made", describe=made["describe"], short=made["class"]))

    def join(self, code: str) -> dict[str, Any]:
        return self.call("POST", f"api/classes/{_part(code)}/join", {})

    def classes(self) -> dict[str, Any]:
        return self.call("GET", "api/classes")

    def open_table(
        self, code: str, *, seats: int | None = None, partners: bool | None = None, level: str = "greedy"
    ) -> dict[str, Any]:
        body = {"seats": seats, "partners": partners, "level": level}  # None: the class's own (the service's default)
        t = self.call("POST", f"api/classes/{_part(code)}/tables", body)
        words = {"number": t["number"], "short": t["class"], "seats": len(t["seats"]), "level": t["level"]}
        return Reply(t, say("hub.client.table_opened", **words))

    def tables(self, code: str) -> dict[str, Any]:
        return self.call("GET", f"api/classes/{_part(code)}/tables")

    def sit(self, table: int, seat: int | None = None) -> dict[str, Any]:
        return self.call("POST", f"api/tables/{_number(table)}/sit", {} if seat is None else {"seat": seat})

    def leave(self, table: int, *, for_good: bool = False) -> dict[str, Any]:
        return self.call("POST", f"api/tables/{_number(table)}/leave", {"for_good": for_good})

    def act(self, table: int, action: str) -> dict[str, Any]:
        return self.call("POST", f"api/tables/{_number(table)}/actions", {"action": action})

    def next_round(self, table: int) -> dict[str, Any]:
        return self.call("POST", f"api/tables/{_number(table)}/next-round", {})

    def view(self, table: int, *, after: int | None = None, wait: float = 0.0) -> dict[str, Any]:
        return self._waiting(f"api/tables/{_number(table)}/view", after, wait)

    def table_view(self, table: int, *, after: int | None = None, wait: float = 0.0) -> dict[str, Any]:
        return self._waiting(f"api/tables/{_number(table)}/teacher", after, wait)

    def pause(self, code: str) -> dict[str, Any]:
        return self.call("POST", f"api/classes/{_part(code)}/pause", {})

    def resume(self, code: str) -> dict[str, Any]:
        return self.call("POST", f"api/classes/{_part(code)}/resume", {})

    def test_sheet(self, code: str) -> dict[str, Any]:
        return self.call("GET", f"api/classes/{_part(code)}/test")

    def answer(self, code: str, puzzle: str, answer: Any) -> dict[str, Any]:
        return self.call("POST", f"api/classes/{_part(code)}/test/answers", {"puzzle": puzzle, "answer": answer})

    def release(self, code: str) -> dict[str, Any]:
        return self.call("POST", f"api/classes/{_part(code)}/test/release", {})

    def results_csv(self, code: str) -> str:
        """The test's results as CSV text, for a gradebook (the class's teacher only)."""
        status, raw = self._send("GET", f"api/classes/{_part(code)}/results.csv")
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError:
            raise KonkanError(say("hub.client.bad_reply", url=self.url, status=status)) from None

    def report_progress(self, code: str, kind: str, key: str, value: int) -> dict[str, Any]:
        body = {"kind": kind, "key": key, "value": value}
        return self.call("POST", f"api/classes/{_part(code)}/progress", body)

    def class_view(self, code: str, *, after: int | None = None, wait: float = 0.0) -> dict[str, Any]:
        return self._waiting(f"api/classes/{_part(code)}", after, wait)

    def ask(self, code: str, table: int, seat: int) -> dict[str, Any]:
        return self.call("POST", f"api/classes/{_part(code)}/ask", {"table": table, "seat": seat})

    def question(self, code: str) -> dict[str, Any]:
        return self.call("GET", f"api/classes/{_part(code)}/ask")

    def answer_question(self, code: str, action: str) -> dict[str, Any]:
        return self.call("POST", f"api/classes/{_part(code)}/ask/answers", {"action": action})

    def ask_moment(self, code: str, table: int, moment: dict[str, Any]) -> dict[str, Any]:
        return self.call("POST", f"api/classes/{_part(code)}/ask/moment", {"table": table, "moment": moment})

    def reveal(self, code: str) -> dict[str, Any]:
        return self.call("POST", f"api/classes/{_part(code)}/ask/reveal", {})

    def class_rounds(self, code: str) -> dict[str, Any]:
        return self.call("GET", f"api/classes/{_part(code)}/rounds", timeout=60.0)


def spoken_by(speaker: Any) -> str:
    """The language ``speaker`` speaks: its ``language`` attribute (a widget's) if that is one of
    konkan's languages, else the language spoken now (:func:`konkan.catalogue.language`)."""
    spoken = getattr(speaker, "language", None)
    return spoken if isinstance(spoken, str) and spoken in LANGUAGES else language()


def digits_of(speaker: Any) -> str:
    """How ``speaker`` writes numbers: its ``digits`` attribute (a widget's) if it is one of
    :data:`konkan.catalogue.DIGITS`, else as they are written now (:func:`konkan.catalogue.digits`)."""
    chosen = getattr(speaker, "digits", None)
    return chosen if isinstance(chosen, str) and chosen in DIGITS else digits()


def _part(code: str) -> str:
    """A class code as one part of an address (anything in it quoted: the service reads it back)."""
    return urllib.parse.quote(str(code), safe="")


def _number(table: int) -> str:
    """A table's id in an address; what is not a whole number is sent as text, which the service refuses."""
    return urllib.parse.quote(str(table), safe="")


def find_service(environ: Mapping[str, str] | None = None) -> ClassService | None:
    """The class service of the hub this kernel runs on, or ``None`` off a hub (or on a hub without it)."""
    env = os.environ if environ is None else environ
    url, token = env.get(SERVICE_ENV, "").strip(), env.get(TOKEN_ENV, "").strip()
    if not url or not token:
        return None
    if not url.startswith(("http://", "https://")):
        raise KonkanError(say("hub.command.bad_url", variable=SERVICE_ENV, value=shown(url)))
    return ClassService(url=url if url.endswith("/") else url + "/", token=token)


def class_service(environ: Mapping[str, str] | None = None) -> ClassService:
    """The class service of the hub this notebook runs on, for a teacher's notebook: as
    :func:`find_service`, but where there is none it says so plainly (where the class lives
    instead, and that making a class needs the hub's service) rather than giving ``None``."""
    found = find_service(environ)
    if found is None:
        raise KonkanError(say("hub.client.needed", where=where(environ)))
    return found


def where(environ: Mapping[str, str] | None = None) -> str:
    """One sentence: where this notebook's class lives (the hub's class service, or files here)."""
    env = os.environ if environ is None else environ
    service = find_service(env)
    if service is not None:
        return say(
            "hub.client.on_hub", path=urllib.parse.urlsplit(service.url).path
        )  # the kernel's address is the hub's own
    if env.get(TOKEN_ENV):
        return say("hub.client.no_service")
    return say("hub.client.not_on_hub")
