"""The class service on a real JupyterHub started with the guide's lines (tests/hub/conftest.py):
who the hub says each person is, in the browser and from a student's kernel; who is refused; and a
service that the hub starts again after it was killed. Run by `make test-hub`."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import time
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from hubtools import STUDENTS, TEACHER, Hub, request, sign_in
from tornado.httpclient import HTTPRequest
from tornado.websocket import websocket_connect

from konkan.catalogue import say

pytestmark = pytest.mark.hub


@pytest.fixture(scope="module")
def people(hub: Hub, browser: Any) -> Iterator[dict[str, Any]]:
    """A browser context per person, each signed in to the hub with its password through the service's page."""
    contexts = {name: sign_in(browser, hub, name) for name in (TEACHER, *STUDENTS)}
    yield contexts
    for context in contexts.values():
        context.close()


def _page_lines(context: Any, hub: Hub) -> list[str]:
    page = context.pages[0]
    page.goto(hub.service)
    return [text.strip() for text in page.locator("p").all_inner_texts()]


def test_each_person_sees_their_own_name_and_only_the_teacher_is_the_teacher(hub: Hub, people: dict[str, Any]) -> None:
    for name, context in people.items():
        teacher = name == TEACHER
        lines = _page_lines(context, hub)
        assert lines[:2] == [
            say("hub.page.hello", name=name),
            say("hub.page.teacher" if teacher else "hub.page.student"),
        ]
        me = context.request.get(hub.service + "api/me")
        assert me.status == 200 and me.json() == {"name": name, "teacher": teacher}
        check = context.request.get(hub.service + "api/teacher-check")
        if teacher:
            assert check.status == 200 and check.json() == {"name": TEACHER, "teacher": True}
        else:
            assert check.status == 403
            assert check.json() == {
                "code": "hub.teachers_only",
                "sentence": say("hub.teachers_only", name=name, group="konkan-teachers"),
            }
    if os.environ.get("KONKAN_HUB_SHOTS"):
        for name, context in people.items():
            context.pages[0].screenshot(path=f"{os.environ['KONKAN_HUB_SHOTS']}/hub-{name}.png")


def test_nobody_the_hub_does_not_vouch_for_gets_in(hub: Hub) -> None:
    not_signed_in = {"code": "hub.not_signed_in", "sentence": say("hub.not_signed_in")}
    assert request("GET", hub.service + "api/me") == (403, not_signed_in)
    assert request("GET", hub.service + "api/me", token="not-a-token-the-hub-gave") == (403, not_signed_in)
    assert request("GET", hub.service + "api/teacher-check") == (403, not_signed_in)
    # A token the hub gave, but without the service's scope: the hub knows who, and does not let them in.
    narrow = hub.token_for("sami", ["read:users:name!user=sami"])
    status, reply = request("GET", hub.service + "api/me", token=narrow)
    assert status == 403 and reply["code"] == "hub.not_allowed" and "sami" in reply["sentence"]
    # A browser that has not signed in is sent to the hub's OAuth.
    status, reply = request("GET", hub.service)
    assert status == 302 and reply["location"].startswith("/hub/api/oauth2/authorize?")


KERNEL_CODE = """
import json
from konkan.classroom.service.client import ServiceRefused, find_service, where
service = find_service()
try:
    service.call("GET", "api/teacher-check")
    refused = None
except ServiceRefused as error:
    refused = [error.code, error.status]
print(json.dumps({"where": where(), "me": service.me(), "refused": refused}))
"""


def test_a_students_kernel_finds_the_service_and_the_hub_says_who_it_is(hub: Hub) -> None:
    student = STUDENTS[0]
    hub.spawn(student)
    token = hub.token_for(student, [f"access:servers!server={student}/"])
    # In a thread of its own: Playwright's pages keep an event loop running in this one.
    with ThreadPoolExecutor(1) as thread:
        out = thread.submit(asyncio.run, _run_in_a_kernel(hub, student, token, KERNEL_CODE)).result()
    said = json.loads(out)
    assert said == {
        "where": say("hub.client.on_hub", path="/services/konkan/"),
        "me": {"name": student, "teacher": False},
        "refused": ["hub.teachers_only", 403],
    }


async def _run_in_a_kernel(hub: Hub, user: str, token: str, code: str, timeout: float = 60) -> str:
    """Start a kernel in ``user``'s server, run ``code`` there (for ``timeout`` seconds at most),
    and give what it printed."""
    base = f"{hub.url}/user/{user}/api/kernels"
    status, kernel = await asyncio.to_thread(request, "POST", base, token=token, body={}, timeout=60)
    assert status == 201, (status, kernel)
    url = base.replace("http://", "ws://") + f"/{kernel['id']}/channels"
    socket = await websocket_connect(HTTPRequest(url, headers={"Authorization": f"token {token}"}))
    msg_id = uuid.uuid4().hex
    socket.write_message(
        json.dumps(
            {
                "header": {
                    "msg_id": msg_id,
                    "msg_type": "execute_request",
                    "username": user,
                    "session": msg_id,
                    "version": "5.3",
                },
                "parent_header": {},
                "metadata": {},
                "content": {"code": code, "silent": False, "store_history": False},
                "channel": "shell",
                "buffers": [],
            }
        )
    )
    printed, errors = [], []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        message = json.loads(await asyncio.wait_for(socket.read_message(), timeout))  # type: ignore[arg-type]
        if message.get("parent_header", {}).get("msg_id") != msg_id:
            continue
        kind = message["header"]["msg_type"]
        if kind == "stream":
            printed.append(message["content"]["text"])
        elif kind == "error":
            errors.append("\n".join(message["content"]["traceback"]))
        elif kind == "status" and message["content"]["execution_state"] == "idle":
            break
    socket.close()
    await asyncio.to_thread(request, "DELETE", f"{base}/{kernel['id']}", token=token)
    assert not errors, errors
    return "".join(printed)


def test_the_service_killed_is_started_again_by_the_hub_and_answers_again(hub: Hub, people: dict[str, Any]) -> None:
    before = hub.api("GET", "services/konkan")["pid"]
    assert before
    os.kill(before, signal.SIGKILL)
    started = time.monotonic()
    deadline = started + 90
    while time.monotonic() < deadline:
        pid = hub.api("GET", "services/konkan")["pid"]
        if pid and pid != before and request("GET", hub.service + "api/me")[0] == 403:
            break
        time.sleep(0.5)
    else:
        raise AssertionError(f"the hub did not start the service again\n{hub.tail()}")
    print(f"\nthe class service answered again {time.monotonic() - started:.1f} s after it was killed")
    # The browsers' cookies were sealed by the service that died: each goes through the hub's OAuth
    # once more, without a word from anyone, and is the same person.
    for name, context in people.items():
        assert _page_lines(context, hub)[0] == say("hub.page.hello", name=name)
        assert context.request.get(hub.service + "api/me").json()["name"] == name
