"""The teacher's projector page (konkan/classroom/service/projector.py) in chromium, served by the
class service with the hub replaced by a table of tokens (tests/fake_hub.py), the browser signed
in by the hub's OAuth cookie as a teacher's browser is: the page follows a student's move without
a reload, its Pause button posts with the hub's XSRF token, and asking the class shows the
question and the tally as the students answer. A screenshot of each is left in the test's folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fake_hub import ACCESS, PREFIX, served, table_hub  # tests/, on the path by tests/conftest.py
from playwright.sync_api import Browser, expect
from tornado.web import create_signed_value

from konkan.catalogue import say
from konkan.classroom.service import api
from konkan.classroom.service.authority import Caller, ClassAuthority
from konkan.play.players import GreedyPlayer
from konkan.view import SeatView

pytestmark = pytest.mark.browser

SECRET = b"p" * 32
USERS = {
    "tok-haddad": {"kind": "user", "name": "ms-haddad", "groups": ["konkan-teachers"], "scopes": ACCESS},
}


@pytest.fixture
def service(tmp_path: Path) -> Iterator[dict[str, Any]]:
    authority = ClassAuthority(tmp_path / "class.sqlite")
    hub_auth = table_hub(USERS)
    app = api.make_api_app(hub_auth, "", authority=authority, cookie_secret=SECRET)
    with served(app) as base:
        try:
            yield {"authority": authority, "hub_auth": hub_auth, "base": base}
        finally:
            authority.store.close()


def _move(authority: ClassAuthority, table: int, names: dict[int, str]) -> None:
    """The student to play makes one move (the computer then plays its turns)."""
    teacher = Caller("ms-haddad", teacher=True)
    current = authority.table_view(teacher, table)["current"]
    view = authority.seat_view(Caller(names[current]), table)["view"]
    action = GreedyPlayer(seed=1, explain=False).decide(SeatView.from_dict(view)).action
    authority.act(Caller(names[current]), table, str(action))


def test_the_projector_follows_the_class_pauses_and_asks(browser: Browser, service: dict[str, Any], tmp_path: Path):
    authority: ClassAuthority = service["authority"]
    teacher = Caller("ms-haddad", teacher=True)
    code = authority.create_class(teacher, players=3, seed=7)["code"]
    for name in ("ana", "ben", "cal"):
        authority.join(Caller(name), code)
    authority.report_progress(Caller("ana"), code, "lesson", "melds/first", 3)
    table = authority.open_table(teacher, code, seats=3, seed=5)["table"]
    authority.sit(Caller("ana"), table, 0)
    authority.sit(Caller("ben"), table, 1)

    context = browser.new_context(viewport={"width": 1600, "height": 1000})
    cookie = create_signed_value(SECRET, service["hub_auth"].cookie_name, "tok-haddad").decode()
    context.add_cookies([{"name": service["hub_auth"].cookie_name, "value": cookie, "url": service["base"]}])
    page = context.new_page()
    try:
        page.goto(f"{service['base']}{PREFIX}projector/{code}/tables/1")  # its number in the class
        expect(page.locator("h1")).to_have_text(say("projector.table_heading", code=code, number=1))
        expect(page.locator(".kp-last-move")).to_have_text(say("projector.no_move"))
        expect(page.locator(".kp-svg svg")).to_have_count(1)
        page.screenshot(path=str(tmp_path / "projector-table.png"), full_page=True)

        # a student moves: the page shows it without a reload
        _move(authority, table, {0: "ana", 1: "ben"})
        r_events = authority.projector_view(teacher, table)["view"]["events"]
        last = [e for e in r_events if e["seat"] is not None][-1]["message"]
        expect(page.locator(".kp-last-move")).to_have_text(say("projector.last_move", sentence=last), timeout=15000)

        # Pause, through the hub's cookie and the page's XSRF token
        page.get_by_role("button", name=say("projector.pause")).click()
        expect(page.locator(".kp-state")).to_have_text(say("projector.all_paused"), timeout=15000)
        assert all(t["paused"] for t in authority.tables(teacher, code)["tables"])

        # ask the class about the seat to play; the students answer; the tally follows
        current = authority.table_view(teacher, table)["current"]
        name = authority.table_view(teacher, table)["seats"][current]["name"]
        page.get_by_role("button", name=say("projector.ask.button", name=name)).click()
        expect(page.locator(".kp-question")).to_have_text(say("projector.ask.question", name=name), timeout=15000)
        expect(page.locator(".kp-hidden")).to_have_text(say("projector.ask.hidden"))
        for student in ("ana", "ben", "cal"):
            authority.answer_question(Caller(student), code, "draw")
        expect(page.locator(".kp-count-line")).to_have_text(
            say("projector.ask.count", answers=3, students=3), timeout=15000
        )
        expect(page.locator(".kp-move")).to_have_text(["draw"])
        page.screenshot(path=str(tmp_path / "projector-ask.png"), full_page=True)

        # Resume: the question is gone, the open hands are back
        page.get_by_role("button", name=say("projector.resume")).click()
        expect(page.locator(".kp-question")).to_have_count(0, timeout=15000)
        expect(page.locator(".kp-svg svg")).to_have_count(1)
        assert authority.question(teacher, code)["question"] is None

        # the hub's proxy answers for a service that is away: the page says it lost touch, in its
        # own words (never the browser's "not valid JSON"), and comes back by itself
        page.route("**/live?**", lambda route: route.fulfill(status=503, body="Service Unavailable"))
        _move(authority, table, {0: "ana", 1: "ben"})  # ends the poll in flight; the next meets the 503
        expect(page.locator(".kp-status")).to_have_text(say("projector.lost.unknown"), timeout=15000)
        expect(page.locator(".kp-said")).to_have_text("")
        page.unroute("**/live?**")
        expect(page.locator(".kp-status")).to_have_text(say("projector.live"), timeout=15000)
    finally:
        context.close()


def test_a_students_table_shows_the_question_and_takes_the_answer(light_page, tmp_path: Path):
    """The student's shared table in a light page (tests/browser/light.py): while the teacher
    asks, the question shows above the table with a box for the move; the answer typed there goes
    to the service, the page then says it is with the teacher."""
    from light import mount
    from test_shared_table import TEACHER as teacher
    from test_shared_table import caught_up, seated
    from test_small_widgets import act

    page = light_page
    page.set_viewport_size({"width": 1100, "height": 900})
    with seated(tmp_path) as (authority, code, table, sam):
        authority.pause(teacher, code)
        authority.ask(teacher, code, table, 0)
        caught_up(sam, authority.table_view(teacher, table)["version"])  # the poll drew the question
        mount(page, sam)
        root = page.locator(".konkan-root.konkan-table")
        asked = page.get_by_test_id("class-question")
        sentence = say("projector.ask.question", name="South")
        expect(asked).to_contain_text(say("widget.shared_table.question", number=1, sentence=sentence))
        box = page.get_by_test_id("class-question-answer")
        expect(box).to_be_visible()
        box.fill("draw")
        page.screenshot(path=str(tmp_path / "student-question.png"), full_page=True)
        act(page, root, lambda: root.locator("[data-action=answer-question]").click())
        expect(page.get_by_test_id("class-question-done")).to_have_text(
            say("widget.shared_table.question.answered.with", answer="draw")
        )
        expect(page.get_by_test_id("message")).to_contain_text("(R3.2)")
        tally = authority.question(teacher, code)["question"]["tally"]
        assert [(t["move"], t["count"], t["ok"]) for t in tally] == [("draw", 1, False)]
        page.screenshot(path=str(tmp_path / "student-answered.png"), full_page=True)
