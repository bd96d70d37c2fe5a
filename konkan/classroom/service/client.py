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
import urllib.request
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ...catalogue import say
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


@dataclass(frozen=True)
class ClassService:
    """The class service at ``url`` (its address with the prefix, ending in ``/``), called with
    ``token`` (the server's, never shown)."""

    url: str
    token: str = field(repr=False)
    timeout: float = field(default=10.0, repr=False)

    def call(self, method: str, path: str, body: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """``method`` on ``path`` (relative to the service, such as ``api/me``), with a JSON body if
        given: the service's JSON reply, or :class:`ServiceRefused` with its sentence."""
        data = None if body is None else json.dumps(dict(body)).encode("utf-8")
        request = urllib.request.Request(self.url + path.lstrip("/"), data=data, method=method)
        request.add_header("Authorization", f"token {self.token}")
        if data is not None:
            request.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                status, raw = response.status, response.read()
        except urllib.error.HTTPError as error:
            status, raw = error.code, error.read()
            reply = self._json(status, raw)
            raise ServiceRefused(
                str(reply.get("code", "")), str(reply.get("sentence", "")), status, reply.get("rule")
            ) from None
        except (urllib.error.URLError, OSError) as error:  # the system's own words stay in the cause
            raise KonkanError(say("hub.client.unreachable", url=self.url)) from error
        return self._json(status, raw)

    def _json(self, status: int, raw: bytes) -> dict[str, Any]:
        try:
            reply = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            reply = None
        if not isinstance(reply, dict):
            raise KonkanError(say("hub.client.bad_reply", url=self.url, status=status))
        return reply

    def me(self) -> dict[str, Any]:
        """Who the hub says this kernel's user is: ``{"name": ..., "teacher": bool}``."""
        return self.call("GET", "api/me")


def find_service(environ: Mapping[str, str] | None = None) -> ClassService | None:
    """The class service of the hub this kernel runs on, or ``None`` off a hub (or on a hub without it)."""
    env = os.environ if environ is None else environ
    url, token = env.get(SERVICE_ENV, "").strip(), env.get(TOKEN_ENV, "").strip()
    if not url or not token:
        return None
    if not url.startswith(("http://", "https://")):
        raise KonkanError(say("hub.command.bad_url", variable=SERVICE_ENV, value=shown(url)))
    return ClassService(url=url if url.endswith("/") else url + "/", token=token)


def where(environ: Mapping[str, str] | None = None) -> str:
    """One sentence: where this notebook's class lives (the hub's class service, or files here)."""
    env = os.environ if environ is None else environ
    service = find_service(env)
    if service is not None:
        return say("hub.client.on_hub", url=service.url)
    if env.get(TOKEN_ENV):
        return say("hub.client.no_service")
    return say("hub.client.not_on_hub")
