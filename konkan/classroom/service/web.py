"""The class service's web application: tornado, under the prefix JupyterHub gives its managed
service (``$JUPYTERHUB_SERVICE_PREFIX``, ``/services/konkan/``), authenticated only by the hub.

Every request is the hub's: a browser carries the cookie of the hub's OAuth (:class:`HubOAuth`,
completed at ``oauth_callback``), a student's kernel sends ``Authorization: token
$JUPYTERHUB_API_TOKEN`` (its server's token). Either way the hub says who it is (its user model:
name and groups); nobody types a name. A teacher is a member of the hub group ``konkan-teachers``.
The hub lets a token through only if it carries ``access:services!service=konkan``
(``$JUPYTERHUB_OAUTH_ACCESS_SCOPES``, which the hub sets for its service); reading the caller's
name and groups needs no other scope. docs/hub/jupyterhub_config.py holds the hub's lines.

- ``GET api/me``: ``{"name": ..., "teacher": bool}``;
- ``GET api/teacher-check``: the same, for a teacher only (anyone else is refused, 403);
- ``GET ``: a small page saying who you are and whether you are the teacher;
- the class's own calls, under ``api/`` (:mod:`konkan.classroom.service.api`, which the
  command ``konkan-class-service`` serves beside these).

An unauthenticated API request gets 403; the page sends the browser to the hub's login.

Each request is answered in the language it asks for, as the web does it: its ``Accept-Language``
header (a browser sends its reader's languages; a student's kernel the language its widget speaks),
the first of konkan's languages it names by preference (:func:`spoken_language`), else English. The
whole request is handled inside :func:`konkan.catalogue.speaking` that language, so every sentence
of the reply (a refusal, a verdict, the events, a page) is in it; a page says so in its
``<html lang dir>`` (right to left for Arabic).
:class:`ServiceHandler` is the base of every handler: :meth:`ServiceHandler.json_body` reads a JSON
object body (over :data:`BODY_LIMIT` bytes: 413; not JSON, or not an object: 400), and any refusal
raised in a handler (:class:`~konkan.classroom.service.refusal.Refusal`, or any exception with
``code``, ``sentence`` and ``status``) is sent as ``{"code", "rule"?, "sentence"}`` with its status.
"""

from __future__ import annotations

import html
import json
import logging
import re
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import tornado.web
from jupyterhub.services.auth import HubOAuth, HubOAuthCallbackHandler, HubOAuthenticated, UserNotAllowed

from ...catalogue import LANGUAGES, language, right_to_left, say, speaking
from ...errors import shown
from .refusal import Refusal, RefusalLike, reply_for

TEACHERS_GROUP = "konkan-teachers"
SERVICE_NAME = "konkan"
# The scope a token needs before the hub lets it reach this service (the hub's default for a service).
ACCESS_SCOPE = f"access:services!service={SERVICE_NAME}"
# The largest request body the service reads: a move or an answer is a few hundred bytes.
BODY_LIMIT = 64 * 1024

# The language of a request that names none of konkan's (and of the service's own log).
SERVICE_LANGUAGE = "en"
# The most entries of an Accept-Language header read (a browser sends a handful).
MAX_LANGUAGES = 40

log = logging.getLogger("konkan.class")

_QUALITY = re.compile(r"q=([0-9](?:\.[0-9]{0,3})?)", re.IGNORECASE)


def spoken_language(header: str | None) -> str:
    """The language to answer a request in, from its ``Accept-Language`` header: the first of
    :data:`konkan.catalogue.LANGUAGES` it names, most preferred first (by each entry's ``q``, then
    its order); a region or script counts as its language (``ar-LB`` is ``ar``); none of them, or no
    header: English. An entry that does not read (a ``q`` that is no number) is passed over.
    (:func:`accepted` also gives the digits it asks for.)

    >>> spoken_language("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")
    'fr'
    >>> spoken_language("de-DE,en;q=0.4,ar-LB;q=0.6")
    'ar'
    >>> spoken_language("ja"), spoken_language(None), spoken_language("ar;q=0, fr;q=0.2")
    ('en', 'en', 'fr')
    """
    return accepted(header)[0]


def accepted(header: str | None) -> tuple[str, str | None]:
    """The language (as :func:`spoken_language`) and the digits an ``Accept-Language`` header asks
    for: ``"eastern"`` where its chosen entry carries the Unicode extension for Arabic-Indic digits
    (``ar-u-nu-arab``), ``"western"`` for Latin ones (``-u-nu-latn``), else None (the default).

    >>> accepted("ar-u-nu-arab, en;q=0.5"), accepted("ar-LB"), accepted("fr-u-nu-latn")
    (('ar', 'eastern'), ('ar', None), ('fr', 'western'))
    """
    chosen: list[tuple[float, int, str, str | None]] = []
    for place, entry in enumerate((header or "").split(",")[:MAX_LANGUAGES]):
        tag, *params = (part.strip() for part in entry.split(";"))
        quality = 1.0
        for param in params:
            found = _QUALITY.fullmatch(param)
            if found is None:
                quality = -1.0  # not a q this reads: passed over
                break
            quality = float(found.group(1))
        subtags = tag.lower().split("-")
        spoken = subtags[0]
        if spoken in LANGUAGES and 0 < quality <= 1:
            chosen.append((-quality, place, spoken, _DIGITS.get(_numbering(subtags))))
    if not chosen:
        return SERVICE_LANGUAGE, None
    _, _, spoken, digits = min(chosen)
    return spoken, digits


# The Unicode numbering systems (a language tag's "-u-nu-..." extension) konkan writes numbers in.
_DIGITS = {"arab": "eastern", "latn": "western"}


def _numbering(subtags: list[str]) -> str:
    """The numbering system a language tag's Unicode extension names (``ar-u-nu-arab``: ``arab``), or ""."""
    if "u" not in subtags:
        return ""
    extension = subtags[subtags.index("u") + 1 :]
    for key, value in zip(extension, extension[1:]):
        if key == "nu":
            return value
    return ""


def html_language() -> str:
    """The ``lang`` and ``dir`` attributes of a page in the language spoken now (not user words)."""
    return f' lang="{language()}" dir="{"rtl" if right_to_left() else "ltr"}"'


@dataclass(frozen=True)
class Person:
    """Who sent a request, as the hub says: the hub's user name, and whether they are a teacher."""

    name: str
    teacher: bool

    @classmethod
    def from_hub(cls, model: dict[str, Any]) -> Person:
        groups = model.get("groups") or ()
        return cls(name=str(model["name"]), teacher=TEACHERS_GROUP in groups)

    def as_json(self) -> dict[str, Any]:
        return {"name": self.name, "teacher": self.teacher}


@tornado.web.stream_request_body
class ServiceHandler(HubOAuthenticated, tornado.web.RequestHandler):  # type: ignore[misc]
    """The base of the service's handlers: the hub's user, the body read within its limit, and every
    refusal sent as JSON. An API handler (the default) refuses an unknown caller with 403."""

    page = False  # a page sends an unknown browser to the hub's login instead

    @property
    def spoken(self) -> str:
        """The language this request asks for (its ``Accept-Language``: :func:`spoken_language`)."""
        return spoken_language(self.request.headers.get("Accept-Language"))

    async def _execute(self, transforms: list[Any], *args: bytes, **kwargs: bytes) -> None:
        # The whole request (the hub's identity, the handler, any refusal or error page) in the
        # language it asks for. Each request runs in a task of its own, so this is its alone.
        spoken, digits = accepted(self.request.headers.get("Accept-Language"))
        with speaking(spoken, digits):
            await super()._execute(transforms, *args, **kwargs)

    def set_default_headers(self) -> None:
        self.set_header("Content-Language", self.spoken)
        self.set_header("Vary", "Accept-Language")  # the same address says it in each language asked

    def initialize(self) -> None:
        self.hub_auth = self.settings["hub_auth"]
        self._body_parts: list[bytes] = []
        self._body_size = 0
        self._person: Person | None = None

    async def prepare(self) -> None:
        length = self.request.headers.get("Content-Length")
        if length is not None and length.isdigit() and int(length) > BODY_LIMIT:
            raise _too_big(int(length))
        try:
            model = await self.hub_auth.get_user(self, sync=False)
        except tornado.web.HTTPError as e:  # the hub's API did not answer (it restarts, say): 503, said
            if e.status_code < 500:
                raise
            raise Refusal("hub.away", say("hub.away"), status=503) from None
        if model:
            try:
                model = self.check_hub_user(model)
            except UserNotAllowed:
                raise Refusal(
                    "hub.not_allowed", say("hub.not_allowed", name=model["name"], scope=ACCESS_SCOPE), status=403
                ) from None
        if not model or model.get("kind", "user") != "user":
            if self.page and self.request.method in ("GET", "HEAD"):
                self.redirect(self.get_login_url())
                return
            raise Refusal("hub.not_signed_in", say("hub.not_signed_in"), status=403)
        self.current_user = model
        self._person = Person.from_hub(model)

    def data_received(self, chunk: bytes) -> None:
        # Counted as it comes (a body sent in chunks has no length ahead); json_body() refuses it.
        self._body_size += len(chunk)
        if self._body_size <= BODY_LIMIT:
            self._body_parts.append(chunk)

    @property
    def person(self) -> Person:
        """Who sent this request, as the hub says."""
        assert self._person is not None  # prepare() identified the request before its handler ran
        return self._person

    def require_teacher(self) -> Person:
        """The caller, who must be a teacher (a member of the hub group konkan-teachers): else 403."""
        person = self.person
        if not person.teacher:
            raise Refusal(
                "hub.teachers_only", say("hub.teachers_only", name=person.name, group=TEACHERS_GROUP), status=403
            )
        return person

    def json_body(self) -> dict[str, Any]:
        """The request's body, a JSON object: too big (413), not UTF-8, not JSON or not an object (400) is refused."""
        if self._body_size > BODY_LIMIT:
            raise _too_big(self._body_size)
        body = b"".join(self._body_parts)
        try:
            data = json.loads(body.decode("utf-8"))
        except UnicodeDecodeError as error:
            raise Refusal("hub.body_not_text", say("hub.body_not_text", position=error.start + 1)) from None
        except json.JSONDecodeError as error:
            raise Refusal("hub.body_not_json", say("hub.body_not_json", position=error.pos + 1)) from None
        if not isinstance(data, dict):
            raise Refusal("hub.body_not_object", say("hub.body_not_object", kind=shown(data, 40)))
        return data

    def reply(self, data: dict[str, Any], status: int = 200) -> None:
        self.set_status(status)
        self.set_header("Content-Type", "application/json; charset=UTF-8")
        self.finish(json.dumps(data))

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        error = kwargs.get("exc_info", (None, None, None))[1]
        if isinstance(error, RefusalLike):
            self.set_status(error.status)
            answer = reply_for(error)
        elif status_code == 404:
            answer = {"code": "hub.not_found", "sentence": say("hub.not_found", path=shown(self.request.path))}
        else:
            answer = {"code": "hub.failed", "sentence": say("hub.failed", status=status_code)}
        if self.page:
            self.set_header("Content-Type", "text/html; charset=UTF-8")
            self.finish(_page([answer["sentence"]]))
        else:
            self.set_header("Content-Type", "application/json; charset=UTF-8")
            self.finish(json.dumps(answer))

    def log_exception(self, typ: Any, value: Any, tb: Any) -> None:
        if isinstance(value, RefusalLike):  # a refusal is an answer, not a fault of the service
            log.info("%s %s refused: %s (%s)", self.request.method, self.request.path, value.code, value.status)
            return
        super().log_exception(typ, value, tb)


def _too_big(size: int) -> Refusal:
    return Refusal("hub.body_too_big", say("hub.body_too_big", size=size, limit=BODY_LIMIT), status=413)


class MeHandler(ServiceHandler):
    def get(self) -> None:
        self.reply(self.person.as_json())


class TeacherCheckHandler(ServiceHandler):
    """A teacher-only answer: the teacher's name back; anyone else is refused."""

    def get(self) -> None:
        self.reply(self.require_teacher().as_json())


class PageHandler(ServiceHandler):
    page = True

    def get(self) -> None:
        person = self.person
        lines = [
            say("hub.page.hello", name=person.name),
            say("hub.page.teacher" if person.teacher else "hub.page.student"),
            say("hub.page.about"),
        ]
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.finish(_page(lines, teacher=person.teacher))


class NotFoundHandler(ServiceHandler):
    """Anything else under the prefix: 404 with a sentence, once the hub says who asks."""

    def get(self) -> None:
        raise tornado.web.HTTPError(404)

    post = put = delete = patch = get


class OAuthCallbackHandler(HubOAuthCallbackHandler):  # type: ignore[misc]
    """Completes the hub's OAuth: the browser comes back here with a code and leaves with a cookie."""

    def initialize(self) -> None:
        self.hub_auth = self.settings["hub_auth"]


PAGE_STYLE = (
    "body{font:18px/1.5 system-ui,sans-serif;max-width:40em;margin:3em auto;padding:0 1em;color:#1d2a24}"
    "h1{font-size:1.6em}.teacher{color:#8a4b08}"
)


def _page(lines: list[str], teacher: bool | None = None) -> str:
    mark = "" if teacher is None else (' class="teacher"' if teacher else ' class="student"')  # not user words
    body = "".join(f"<p{mark if i == 1 else ''}>{html.escape(line)}</p>" for i, line in enumerate(lines))
    title = html.escape(say("hub.page.title"))
    return (
        f'<!doctype html><html{html_language()}><head><meta charset="utf-8"><title>{title}</title>'  # not user words
        f"<style>{PAGE_STYLE}</style></head><body><h1>{title}</h1>{body}</body></html>"
    )


def make_app(
    hub_auth: HubOAuth,
    db_url: str,
    *,
    handlers: Sequence[tuple[str, type[ServiceHandler]]] = (),
    cookie_secret: bytes | None = None,
) -> tornado.web.Application:
    """The service's application under ``hub_auth.base_url`` (the prefix the hub gives it), with
    ``handlers`` (paths under the prefix, such as ``api/tables``, each with its handler class) served
    beside its own."""
    prefix = hub_auth.base_url
    if not prefix.endswith("/"):
        prefix += "/"
    return tornado.web.Application(
        [
            *((prefix + path.lstrip("/"), handler) for path, handler in handlers),
            (prefix, PageHandler),
            (prefix + "api/me", MeHandler),
            (prefix + "api/teacher-check", TeacherCheckHandler),
            (prefix + "oauth_callback", OAuthCallbackHandler),
            (prefix + ".*", NotFoundHandler),
        ],
        hub_auth=hub_auth,
        db_url=db_url,
        # The browser's cookie holds the hub's OAuth token, encrypted with this secret: a new secret
        # at each start only sends a browser through the hub's OAuth once more, without a word.
        cookie_secret=cookie_secret or secrets.token_bytes(32),
        # No xsrf_cookies: HubOAuth checks the xsrf token itself on a cookie's request that changes
        # something, and a kernel's request, authenticated by its token, needs none.
        login_url=hub_auth.login_url,
    )


def make_hub_auth() -> HubOAuth:
    """The hub's OAuth for this service, configured by the environment the hub gives it
    (``JUPYTERHUB_API_TOKEN``, ``JUPYTERHUB_API_URL``, ``JUPYTERHUB_CLIENT_ID``,
    ``JUPYTERHUB_OAUTH_CALLBACK_URL``, ``JUPYTERHUB_SERVICE_PREFIX``, ``JUPYTERHUB_OAUTH_ACCESS_SCOPES``)."""
    return HubOAuth(cache_max_age=60)
