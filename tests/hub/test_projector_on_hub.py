"""The teacher's projector page on a real JupyterHub (tests/hub/conftest.py): the teacher's browser,
signed in to the hub, opens the page and pauses every table with its button (the hub's OAuth
cookie and XSRF token, as a school's hub checks them); a student who opens the same page is told
it is the teacher's. Run by `make test-hub`."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from hubtools import STUDENTS, TEACHER, Hub, sign_in
from playwright.sync_api import expect

from konkan.catalogue import say
from konkan.classroom.service.client import ClassService

pytestmark = pytest.mark.hub


@pytest.fixture(scope="module")
def signed_in(hub: Hub, browser: Any) -> Iterator[dict[str, Any]]:
    """The teacher's and a student's browser, each signed in to the hub with its password."""
    contexts = {name: sign_in(browser, hub, name) for name in (TEACHER, STUDENTS[0])}
    yield contexts
    for context in contexts.values():
        context.close()


def test_the_teacher_pauses_from_the_projector_and_a_student_is_refused(hub: Hub, signed_in: dict[str, Any]) -> None:
    teacher = ClassService(hub.service, hub.token_for(TEACHER, ["access:services!service=konkan"]), timeout=30)
    code = teacher.create_class(players=3)["code"]
    number = teacher.open_table(code, seats=3)["number"]  # the table's number in the class
    page = signed_in[TEACHER].pages[0]
    page.goto(f"{hub.service}projector/{code}")
    expect(page.locator("h1")).to_have_text(say("projector.heading", code=code))
    expect(page.locator(".kp-state")).to_have_text(say("projector.playing"))
    page.get_by_role("button", name=say("projector.pause")).click()
    expect(page.locator(".kp-state")).to_have_text(say("projector.all_paused"), timeout=15000)
    assert all(t["paused"] for t in teacher.tables(code)["tables"])
    page.goto(f"{hub.service}projector/{code}/tables/{number}")
    expect(page.get_by_role("button", name=say("projector.ask.button", name="South"))).to_be_visible()
    page.get_by_role("button", name=say("projector.resume")).click()
    expect(page.locator(".kp-state")).to_have_text(say("projector.playing"), timeout=15000)

    student = signed_in[STUDENTS[0]].pages[0]
    response = student.goto(f"{hub.service}projector/{code}")
    assert response is not None and response.status == 403
    expect(student.locator("p")).to_have_text(say("service.refusal.not_the_teacher", code=code))
