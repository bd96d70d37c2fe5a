"""The hub replaced by a table of tokens: JupyterHub's ``HubOAuth`` as the class service uses it,
answering who holds a token from a dict instead of asking a hub (the one thing replaced; tests/hub/
runs the service under a real JupyterHub). Used by tests/test_class_service_web.py,
tests/test_class_service_api.py and benchmarks/class_service.py."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from jupyterhub.services.auth import HubOAuth

PREFIX = "/services/konkan/"  # where the hub routes the service
ACCESS = ["access:services!service=konkan"]  # the scope a token needs to reach the service


class TableHubOAuth(HubOAuth):  # type: ignore[misc]
    """HubOAuth as the service uses it, whose hub is the table of tokens ``users`` (a token: the
    hub's model of its user, with ``name``, ``groups`` and ``scopes``)."""

    def __init__(self, users: Mapping[str, dict[str, Any]], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.users = users

    async def _user_for_token(self, token: str) -> dict[str, Any] | None:
        if token == "tok-hub-away":  # as HubAuth says it when the hub's API does not answer
            from tornado.web import HTTPError

            raise HTTPError(500, "Failed to connect to Hub API")
        model = self.users.get(token)
        return None if model is None else json.loads(json.dumps(model))

    def user_for_token(self, token: str, use_cache: bool = True, session_id: str = "", *, sync: bool = True) -> Any:
        return self._call_coroutine(sync, self._user_for_token, token)


def table_hub(users: Mapping[str, dict[str, Any]]) -> TableHubOAuth:
    """The service's HubOAuth for a hub whose users are the table ``users``, as the hub would
    configure it for the service ``konkan``."""
    return TableHubOAuth(
        users,
        api_token="service-token",
        api_url="http://127.0.0.1:9/hub/api",
        oauth_client_id="service-konkan",
        oauth_redirect_uri=PREFIX + "oauth_callback",
        base_url=PREFIX,
        hub_prefix="/hub/",
        access_scopes=set(ACCESS),
    )


@contextmanager
def served(app: Any) -> Iterator[str]:
    """The service's application ``app`` served on a free port of 127.0.0.1, from a thread with a
    loop of its own (a client in this thread may then block on it): its address, such as
    ``http://127.0.0.1:40123``. Afterwards the loop stops and the app's pool is closed."""
    from tornado.httpserver import HTTPServer
    from tornado.netutil import bind_sockets

    sockets = bind_sockets(0, "127.0.0.1")
    port = sockets[0].getsockname()[1]
    loop = asyncio.new_event_loop()
    started = threading.Event()

    def run() -> None:
        asyncio.set_event_loop(loop)

        async def serve() -> None:
            HTTPServer(app).add_sockets(sockets)

        loop.run_until_complete(serve())
        started.set()
        loop.run_forever()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    started.wait(10)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
        app.settings["live"].close()
