"""The class service's web layer without a hub: the application of konkan/classroom/service/web.py
served on a free port, its HubOAuth answering from a table of tokens instead of asking a hub (the
one thing replaced; tests/hub/ runs it under a real JupyterHub), called over HTTP by the kernel's
client (konkan/classroom/service/client.py) and by plain requests."""

from __future__ import annotations

import asyncio
import http.client
import json
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from importlib.metadata import entry_points
from typing import Any

import pytest
from fake_hub import ACCESS, PREFIX, table_hub
from tornado.httpserver import HTTPServer
from tornado.netutil import bind_sockets

from konkan.catalogue import say
from konkan.classroom.service import client, web
from konkan.classroom.service.__main__ import listen_address, main
from konkan.classroom.service.refusal import Refusal
from konkan.errors import KonkanError

USERS = {
    "tok-ada": {"kind": "user", "name": "ada", "groups": [], "scopes": ACCESS},
    "tok-ms-haddad": {"kind": "user", "name": "ms-haddad", "groups": ["konkan-teachers", "staff"], "scopes": ACCESS},
    # The hub knows sami, but this token may not reach the service.
    "tok-sami-narrow": {"kind": "user", "name": "sami", "groups": [], "scopes": ["read:users:name!user=sami"]},
}


class Echo(web.ServiceHandler):
    """A test handler on the service's base: gives back the JSON object it was sent."""

    def post(self) -> None:
        self.reply({"got": self.json_body(), "from": self.person.name})


class Rule(web.ServiceHandler):
    def post(self) -> None:
        raise Refusal("NOT_YOUR_TURN", "It is not your turn (R3.1).", status=409, rule="R3.1")


class Broken(web.ServiceHandler):
    def get(self) -> None:
        raise RuntimeError("a fault of the service")


@pytest.fixture(scope="module")
def service() -> Iterator[str]:
    hub_auth = table_hub(USERS)
    app = web.make_app(
        hub_auth, "sqlite://", handlers=[("test/echo", Echo), ("test/rule", Rule), ("test/broken", Broken)]
    )
    sockets = bind_sockets(0, "127.0.0.1", family=socket.AF_INET)
    port = sockets[0].getsockname()[1]
    loop = asyncio.new_event_loop()
    started = threading.Event()

    def run() -> None:
        async def serve() -> HTTPServer:
            server = HTTPServer(app)
            server.add_sockets(sockets)
            return server

        asyncio.set_event_loop(loop)
        server = loop.run_until_complete(serve())
        started.set()
        loop.run_forever()
        server.stop()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    started.wait(10)
    yield f"http://127.0.0.1:{port}{PREFIX}"
    loop.call_soon_threadsafe(loop.stop)
    thread.join(10)


def call(url: str, method: str = "GET", token: str | None = None, body: bytes | None = None, headers: Any = None):
    """(status, headers, reply) of one request, with no redirect followed."""
    address = url.split("/")[2]
    connection = http.client.HTTPConnection(address, timeout=10)
    sent = dict(headers or {})
    if token:
        sent["Authorization"] = f"token {token}"
    chunked = sent.get("Transfer-Encoding") == "chunked"  # a body with no length ahead, in pieces
    sent_body = iter([body[i : i + 4096] for i in range(0, len(body), 4096)]) if chunked and body else body
    connection.request(method, "/" + url.split("/", 3)[3], body=sent_body, headers=sent, encode_chunked=chunked)
    response = connection.getresponse()
    raw = response.read()
    connection.close()
    kind = response.getheader("Content-Type", "")
    return response.status, response, (json.loads(raw) if "json" in kind else raw.decode())


def test_the_hub_says_who_calls_and_whether_they_teach(service: str) -> None:
    assert call(service + "api/me", token="tok-ada")[::2] == (200, {"name": "ada", "teacher": False})
    assert call(service + "api/me", token="tok-ms-haddad")[::2] == (200, {"name": "ms-haddad", "teacher": True})
    assert call(service + "api/teacher-check", token="tok-ms-haddad")[::2] == (
        200,
        {"name": "ms-haddad", "teacher": True},
    )
    assert call(service + "api/teacher-check", token="tok-ada")[::2] == (
        403,
        {"code": "hub.teachers_only", "sentence": say("hub.teachers_only", name="ada", group="konkan-teachers")},
    )


def test_a_caller_the_hub_does_not_vouch_for_is_refused(service: str) -> None:
    refused = (403, {"code": "hub.not_signed_in", "sentence": say("hub.not_signed_in")})
    assert call(service + "api/me")[::2] == refused
    assert call(service + "api/me", token="tok-made-up")[::2] == refused
    assert call(service + "api/me", method="POST", body=b"{}")[::2] == refused
    status, _, reply = call(service + "api/me", token="tok-sami-narrow")
    assert (status, reply["code"]) == (403, "hub.not_allowed")
    assert reply["sentence"] == say("hub.not_allowed", name="sami", scope="access:services!service=konkan")
    # the hub itself does not answer (it restarts): 503, said in words, not a 500
    assert call(service + "api/me", token="tok-hub-away")[::2] == (
        503,
        {"code": "hub.away", "sentence": say("hub.away")},
    )


def test_the_page_says_who_you_are_and_sends_a_stranger_to_the_hubs_login(service: str) -> None:
    status, response, text = call(service)
    assert status == 302
    assert response.getheader("Location").startswith("/hub/api/oauth2/authorize?client_id=service-konkan")
    status, _, text = call(service, token="tok-ms-haddad")
    assert status == 200
    assert say("hub.page.hello", name="ms-haddad") in text and say("hub.page.teacher") in text
    status, _, text = call(service, token="tok-ada")
    assert say("hub.page.student") in text and say("hub.page.teacher") not in text


def test_the_body_is_read_as_a_json_object_within_its_limit(service: str) -> None:
    echo = service + "test/echo"
    assert call(echo, "POST", "tok-ada", b'{"seat": 2}')[::2] == (200, {"got": {"seat": 2}, "from": "ada"})
    status, _, reply = call(echo, "POST", "tok-ada", b'{"seat": ')
    assert status == 400 and reply["code"] == "hub.body_not_json"
    assert reply["sentence"] == say("hub.body_not_json", position=10)
    assert call(echo, "POST", "tok-ada", b'{"a": "\xff"}')[::2] == (
        400,
        {"code": "hub.body_not_text", "sentence": say("hub.body_not_text", position=8)},
    )
    assert call(echo, "POST", "tok-ada", b"[1, 2]")[::2] == (
        400,
        {"code": "hub.body_not_object", "sentence": say("hub.body_not_object", kind="[1, 2]")},
    )
    big = b'{"x": "' + b"a" * web.BODY_LIMIT + b'"}'
    assert call(echo, "POST", "tok-ada", big)[::2] == (
        413,
        {"code": "hub.body_too_big", "sentence": say("hub.body_too_big", size=len(big), limit=web.BODY_LIMIT)},
    )
    chunked = {"Transfer-Encoding": "chunked"}
    assert call(echo, "POST", "tok-ada", big, headers=chunked)[::2] == (
        413,
        {"code": "hub.body_too_big", "sentence": say("hub.body_too_big", size=len(big), limit=web.BODY_LIMIT)},
    )
    assert call(echo, "POST", "tok-ada", b'{"seat": 3}', headers=chunked)[::2] == (
        200,
        {"got": {"seat": 3}, "from": "ada"},
    )


def test_a_refusal_becomes_its_json_reply_and_a_fault_a_plain_sentence(service: str) -> None:
    assert call(service + "test/rule", "POST", "tok-ada", b"{}")[::2] == (
        409,
        {"code": "NOT_YOUR_TURN", "rule": "R3.1", "sentence": "It is not your turn (R3.1)."},
    )
    assert call(service + "test/broken", token="tok-ada")[::2] == (
        500,
        {"code": "hub.failed", "sentence": say("hub.failed", status=500)},
    )
    assert call(service + "api/nothing-here", token="tok-ada")[::2] == (
        404,
        {"code": "hub.not_found", "sentence": say("hub.not_found", path=f"'{PREFIX}api/nothing-here'")},
    )


def test_a_kernel_finds_the_service_from_the_hubs_environment_and_calls_it(service: str) -> None:
    env = {"JUPYTERHUB_API_TOKEN": "tok-ada", "KONKAN_CLASS_SERVICE": service.rstrip("/")}
    found = client.find_service(env)
    assert found is not None and found.url == service
    assert client.class_service(env).url == service
    assert "tok-ada" not in repr(found)
    assert found.me() == {"name": "ada", "teacher": False}
    assert client.where(env) == say("hub.client.on_hub", path="/services/konkan/")
    assert "127.0.0.1" not in client.where(env)  # the kernel's way to the service is no address for a person
    with pytest.raises(client.ServiceRefused) as refused:
        found.call("GET", "api/teacher-check")
    assert (refused.value.code, refused.value.status) == ("hub.teachers_only", 403)
    assert str(refused.value) == say("hub.teachers_only", name="ada", group="konkan-teachers")
    assert found.call("POST", "test/echo", {"seat": 1}) == {"got": {"seat": 1}, "from": "ada"}


def test_off_a_hub_the_kernel_says_the_class_stays_in_files() -> None:
    assert client.find_service({}) is None
    assert client.where({}) == say("hub.client.not_on_hub")
    on_a_hub_without_konkan = {"JUPYTERHUB_API_TOKEN": "t", "JUPYTERHUB_API_URL": "http://127.0.0.1:8081/hub/api"}
    assert client.find_service(on_a_hub_without_konkan) is None
    assert client.where(on_a_hub_without_konkan) == say("hub.client.no_service")
    with pytest.raises(KonkanError, match="KONKAN_CLASS_SERVICE"):
        client.find_service({"JUPYTERHUB_API_TOKEN": "t", "KONKAN_CLASS_SERVICE": "127.0.0.1:10101"})
    # a teacher's notebook asks for the service outright, and is told where the class is instead
    for env in ({}, on_a_hub_without_konkan):
        with pytest.raises(KonkanError) as told:
            client.class_service(env)
        assert str(told.value).startswith(client.where(env) + " Making a class and opening its tables need")


def test_a_service_that_does_not_answer_or_answers_nonsense_is_named() -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    gone = client.ClassService(url=f"http://127.0.0.1:{port}/services/konkan/", token="t", timeout=2)
    with pytest.raises(KonkanError, match=f"127.0.0.1:{port}/services/konkan/ did not answer.$"):
        gone.me()


def test_the_command_says_what_it_needs(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    assert "--db" in capsys.readouterr().out
    with pytest.raises(SystemExit) as done:
        listen_address({})
    assert done.value.code == say("hub.command.not_on_hub", variable="JUPYTERHUB_SERVICE_URL")
    assert listen_address({"JUPYTERHUB_SERVICE_URL": "http://127.0.0.1:10101"}) == ("127.0.0.1", 10101)
    with pytest.raises(SystemExit) as done:
        listen_address({"JUPYTERHUB_SERVICE_URL": "127.0.0.1:10101"})
    assert "127.0.0.1:10101" in str(done.value.code)


def test_konkan_and_its_widgets_load_without_the_class_extra() -> None:
    """The service's libraries come with konkan[class]: importing konkan, its widgets or its
    classroom, or asking where the class lives, loads none of them."""
    code = (
        "import sys, konkan, konkan.widgets, konkan.classroom, konkan.classroom.service.client as c\n"
        "c.where({})\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'tornado', 'jupyterhub', 'sqlalchemy'}))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_the_console_script_is_the_services_command() -> None:
    found = [e for e in entry_points(group="console_scripts") if e.name == "konkan-class-service"]
    assert [e.load() for e in found] == [main]


def test_a_service_away_behind_the_hubs_proxy_is_said_plainly() -> None:
    """The hub's proxy answers 503 in plain text while the service restarts: the kernel is told so,
    in words (no "not JSON", no status), and anything else that is not JSON is named as before."""
    import http.server
    import threading

    class Proxy(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            status = 503 if "away" in self.path else 500
            self.send_response(status)
            self.send_header("Content-Type", "text/html")
            self.end_headers()
            self.wfile.write(b"Service Unavailable")

        def log_message(self, *args: Any) -> None:
            pass

    server = http.server.HTTPServer(("127.0.0.1", 0), Proxy)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}/services/konkan/"
        found = client.ClassService(base, "t0ken")
        with pytest.raises(KonkanError) as away:
            found.call("GET", "api/away")
        assert str(away.value) == say("hub.client.away")
        with pytest.raises(KonkanError) as other:
            found.call("GET", "api/me")
        assert str(other.value) == say("hub.client.bad_reply", url=base, status=500)
    finally:
        server.shutdown()
