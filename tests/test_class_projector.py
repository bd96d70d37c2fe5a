"""The teacher's projector page of the class service (konkan/classroom/service/projector.py and its
routes in api.py) through tornado's test client, the hub replaced by a table of tokens (as in
tests/test_class_service_api.py): the class's teacher only, never another class's data, never a
test answer, every hand open on a table's page, the live parts after a student's move, and the
page's buttons posting with the hub's cookie and XSRF token."""

from __future__ import annotations

import asyncio
import json
import re
import tempfile
from html import unescape
from pathlib import Path
from typing import Any

import pytest
from fake_hub import PREFIX, served, table_hub
from test_class_service_api import USERS, ServiceCase, _game_at
from tornado.httpclient import HTTPResponse
from tornado.testing import gen_test
from tornado.web import create_signed_value

from konkan.catalogue import say
from konkan.classroom.service import api
from konkan.classroom.service.authority import Caller, ClassAuthority
from konkan.classroom.testmode import ClassTest, answer_text
from konkan.errors import KonkanError
from konkan.play.players import GreedyPlayer

SECRET = b"k" * 32


class ProjectorCase(ServiceCase):
    cookie_secret = SECRET  # the hub's cookie signs a page's requests

    async def fetch_raw(
        self, method: str, path: str, token: str | None = None, body: Any = None, headers: dict[str, str] | None = None
    ) -> HTTPResponse:
        sent = dict(headers or {})
        if token:
            sent["Authorization"] = f"token {token}"
        return await self.send(method, path, sent, None if body is None else json.dumps(body).encode())

    async def ok(self, method: str, path: str, token: str, body: Any = None, status: int = 200) -> Any:
        response = await self.fetch_raw(method, path, token, body)
        assert response.code == status, response.body
        kind = response.headers.get("Content-Type", "")
        return json.loads(response.body) if "json" in kind else response.body.decode()

    async def a_class(self, teacher: str = "tok-haddad", students: tuple[str, ...] = ("tok-ana", "tok-ben")) -> str:
        made = await self.ok("POST", "api/classes", teacher, {"players": 3}, status=201)
        for token in students:
            await self.ok("POST", f"api/classes/{made['code']}/join", token)
        return str(made["code"])

    async def a_table(self, code: str, teacher: str = "tok-haddad") -> int:
        """A 3-seat table: Ana in seat 0, Ben in seat 1, the computer in seat 2."""
        table = int((await self.ok("POST", f"api/classes/{code}/tables", teacher, {"seats": 3}, status=201))["table"])
        for token, seat in (("tok-ana", 0), ("tok-ben", 1)):
            await self.ok("POST", f"api/tables/{table}/sit", token, {"seat": seat})
        await self.live.settled()
        return table

    async def move(self, table: int) -> str:
        """The student to play at ``table`` makes one move; gives it as the round recorded it."""
        r = _game_at(self.authority, table).round
        token = {0: "tok-ana", 1: "tok-ben"}[r.current]
        action = GreedyPlayer(seed=1, explain=False).decide(r.view(r.current)).action
        done = await self.ok("POST", f"api/tables/{table}/actions", token, {"action": str(action)})
        return str(done["move"])


def _text(page: str) -> str:
    """The words of a page as a reader sees them (tags out, entities read)."""
    return unescape(re.sub(r"<[^>]+>", " ", page))


class ProjectorPageTest(ProjectorCase):
    @gen_test(timeout=60)
    async def test_the_class_page_is_its_teachers_and_shows_the_class_never_an_answer(self) -> None:
        code = await self.a_class()
        table = await self.a_table(code)
        await self.ok(
            "POST", f"api/classes/{code}/progress", "tok-ana", {"kind": "lesson", "key": "melds/first", "value": 3}
        )
        await self.ok(
            "POST", f"api/classes/{code}/progress", "tok-ben", {"kind": "practice", "key": "meld", "value": 2}
        )
        sheet = await self.ok("GET", f"api/classes/{code}/test", "tok-ana")
        first = sheet["puzzles"][0]["id"]
        puzzle = ClassTest(sheet["code"]).puzzle(first)
        right = answer_text(puzzle, puzzle.answer)
        await self.ok("POST", f"api/classes/{code}/test/answers", "tok-ana", {"puzzle": first, "answer": right})
        response = await self.fetch_raw("GET", f"projector/{code}", "tok-haddad")
        assert response.code == 200 and response.headers["Content-Type"].startswith("text/html")
        page = response.body.decode()
        words = _text(page) + unescape(page)  # the words read, and those of the labels
        count = len(sheet["puzzles"])
        for sentence in (
            say("projector.heading", code=code),
            "ana",
            "ben",
            say("projector.lesson_chip", number=2, stars=3),
            say("projector.answered_of", answered=1, count=count),
            say("projector.answered_of", answered=0, count=count),
            say("projector.puzzle_answered", number=1),
            say("projector.table", number=1),
            say("projector.round", round=1),
            say("projector.seat_computer", seat="West"),
            say("projector.pause"),
            say("projector.resume"),
        ):
            assert sentence in words, sentence
        assert f'href="{PREFIX}projector/{code}/tables/{table}"' in page
        # where each is in the test, never what they answered
        if len(right) >= 4:
            assert right not in page
        # the page's script fetches and swaps only: no rule and no word of its own in it
        script = page.split("<script>")[1].split("</script>")[0]
        assert "fetch(" in script and "discard" not in script and "meld" not in script

    @gen_test(timeout=60)
    async def test_anyone_but_the_classs_teacher_gets_a_page_saying_why(self) -> None:
        code = await self.a_class()
        table = await self.a_table(code)
        for token in ("tok-ana", "tok-khoury"):  # a student of the class; another class's teacher
            for path in (f"projector/{code}", f"projector/{code}/tables/{table}"):
                response = await self.fetch_raw("GET", path, token)
                assert response.code == 403 and response.headers["Content-Type"].startswith("text/html")
                page = response.body.decode()
                assert say("service.refusal.not_the_teacher", code=code) in _text(page)
                assert "ana" not in _text(page).replace(say("service.refusal.not_the_teacher", code=code), "")
            live = await self.fetch_raw("GET", f"projector/{code}/live?after=0", token)
            assert live.code == 403 and json.loads(live.body)["code"] == "NOT_THE_TEACHER"
        # nobody signed in: the page sends the browser to the hub's login; the live parts refuse
        response = await self.fetch_raw("GET", f"projector/{code}")
        assert response.code == 302 and "/hub/" in response.headers["Location"]
        live = await self.fetch_raw("GET", f"projector/{code}/live")
        assert live.code == 403 and json.loads(live.body)["code"] == "hub.not_signed_in"
        # no such class; a malformed query
        response = await self.fetch_raw("GET", "projector/lake-0000", "tok-haddad")
        assert response.code in (400, 404) and "<html" in response.body.decode()
        bad = await self.fetch_raw("GET", f"projector/{code}/live?after=x", "tok-haddad")
        assert bad.code == 400 and json.loads(bad.body)["code"] == "hub.query_bad"

    @gen_test(timeout=60)
    async def test_the_page_never_holds_another_classs_data(self) -> None:
        mine = await self.a_class(students=("tok-ana",))
        other = await self.a_class(students=("tok-cal",))  # the same teacher's other class
        table = int(
            (await self.ok("POST", f"api/classes/{other}/tables", "tok-haddad", {"seats": 2}, status=201))["table"]
        )
        page = (await self.fetch_raw("GET", f"projector/{mine}", "tok-haddad")).body.decode()
        assert '"kp-name">ana<' in page and '"kp-name">cal<' not in page and other not in page
        assert f"tables/{table}" not in page
        # the other class's table, asked for under this class's code: refused, nothing of it shown
        response = await self.fetch_raw("GET", f"projector/{mine}/tables/{table}", "tok-haddad")
        assert response.code == 404 and say("projector.table_gone", number=table, code=mine) in _text(
            response.body.decode()
        )
        live = await self.fetch_raw("GET", f"projector/{mine}/live?table={table}", "tok-haddad")
        assert live.code == 404 and json.loads(live.body)["code"] == "projector.table_gone"

    @gen_test(timeout=60)
    async def test_a_tables_address_holds_its_number_in_the_class_as_the_page_names_it(self) -> None:
        other = await self.a_class(students=("tok-cal",))
        await self.ok("POST", f"api/classes/{other}/tables", "tok-haddad", {"seats": 2}, status=201)
        code = await self.a_class()
        first = await self.a_table(code)
        second = int(
            (await self.ok("POST", f"api/classes/{code}/tables", "tok-haddad", {"seats": 2}, status=201))["table"]
        )
        assert (first, second) == (2, 3)  # the service's own numbers, not the class's
        page = (await self.fetch_raw("GET", f"projector/{code}", "tok-haddad")).body.decode()
        for number in (1, 2):
            assert f'href="{PREFIX}projector/{code}/tables/{number}"' in page
        shown = (await self.fetch_raw("GET", f"projector/{code}/tables/2", "tok-haddad")).body.decode()
        heading = shown.split('<section class="kp-section kp-one-table"><h2>')[1].split("</h2>")[0]
        assert say("projector.table", number=2) in _text(heading)
        svg = shown.split('<div class="kp-svg">')[1].split("</svg>")[0]
        r = _game_at(self.authority, second).round
        assert all(f'data-id="{card.id}"' in svg for card in r.hand(0))
        gone = await self.fetch_raw("GET", f"projector/{code}/tables/3", "tok-haddad")
        assert gone.code == 404 and say("projector.table_gone", number=3, code=code) in _text(gone.body.decode())
        live = await self.ok("GET", f"projector/{code}/live?table=2", "tok-haddad")
        assert set(live["parts"]) == {"controls", "ask", "table"}

    @gen_test(timeout=60)
    async def test_a_tables_page_draws_every_hand_open_with_the_last_move(self) -> None:
        code = await self.a_class()
        table = await self.a_table(code)
        moved = await self.move(table)
        page = (await self.fetch_raw("GET", f"projector/{code}/tables/{table}", "tok-haddad")).body.decode()
        r = _game_at(self.authority, table).round
        svg = page.split('<div class="kp-svg">')[1].split("</svg>")[0]
        for seat in range(r.players):  # every card of every hand face up
            for card in r.hand(seat):
                assert f'data-id="{card.id}"' in svg, (seat, str(card))
        assert "(you)" not in svg  # the room looks at the table: no seat is "you"
        # every hand as big as the others, to be read from the back of the room (not shrunk, as backs are)
        sizes = re.findall(r'<g class="konkan-card[^"]*" transform="([^"]+)"[^>]*data-zone="(?:seat|hand)"', svg)
        assert len(sizes) == sum(len(r.hand(s)) for s in range(r.players))
        assert not [t for t in sizes if "scale" in t]
        last = r.events[-1].message
        assert say("projector.last_move", sentence=last) in _text(page)
        assert moved and say("projector.open_hands") in _text(page)
        assert say("projector.back") in _text(page)


class ProjectorLiveTest(ProjectorCase):
    @gen_test(timeout=60)
    async def test_the_live_parts_answer_after_a_students_move(self) -> None:
        code = await self.a_class()
        table = await self.a_table(code)
        now = await self.ok("GET", f"projector/{code}/live?table={table}", "tok-haddad")
        assert set(now["parts"]) == {"controls", "ask", "table"}
        version = now["version"]
        quiet = await self.ok("GET", f"projector/{code}/live?after={version}&wait=0.3", "tok-haddad")
        assert quiet["version"] == version and set(quiet["parts"]) == {"controls", "ask", "board"}
        waiting = asyncio.ensure_future(
            self.ok("GET", f"projector/{code}/live?after={version}&wait=25&table={table}", "tok-haddad")
        )
        await asyncio.sleep(0.3)
        assert not waiting.done()
        await self.move(table)
        woke = await waiting
        r = _game_at(self.authority, table).round
        assert woke["version"] > version
        assert say("projector.last_move", sentence=r.events[-1].message) in _text(woke["parts"]["table"])

    @gen_test(timeout=60)
    async def test_the_pages_buttons_post_with_the_hubs_cookie_and_xsrf_token(self) -> None:
        code = await self.a_class()
        await self.a_table(code)
        # the browser holds the hub's OAuth cookie (the teacher's token, signed by the service)
        cookie = create_signed_value(SECRET, self.hub_auth.cookie_name, "tok-haddad").decode()
        jar = {self.hub_auth.cookie_name: cookie}
        response = await self.fetch_raw("GET", f"projector/{code}", headers={"Cookie": _cookies(jar)})
        assert response.code == 200
        page = response.body.decode()
        xsrf = unescape(re.search(r'data-xsrf="([^"]+)"', page)[1])  # type: ignore[index]
        for header in response.headers.get_list("Set-Cookie"):
            name, _, rest = header.partition("=")
            jar[name] = rest.split(";")[0]
        assert "_xsrf" in jar
        fetch = {"Cookie": _cookies(jar), "Sec-Fetch-Mode": "cors", "Sec-Fetch-Site": "same-origin"}
        # without the token the cookie is not taken: refused, nothing paused
        refused = await self.fetch_raw("POST", f"api/classes/{code}/pause", body={}, headers=fetch)
        assert refused.code == 403
        assert not any(t["paused"] for t in self.authority.tables(Caller("ms-haddad", teacher=True), code)["tables"])
        # with it, as the page's script sends it: paused, and the live parts say so
        sent = {**fetch, "X-XSRFToken": xsrf, "Content-Type": "application/json"}
        paused = await self.fetch_raw("POST", f"api/classes/{code}/pause", body={}, headers=sent)
        assert paused.code == 200 and json.loads(paused.body)["paused"] is True
        live = await self.fetch_raw("GET", f"projector/{code}/live", headers={**fetch, "X-XSRFToken": xsrf})
        assert live.code == 200 and say("projector.all_paused") in _text(json.loads(live.body)["parts"]["controls"])
        resumed = await self.fetch_raw("POST", f"api/classes/{code}/resume", body={}, headers=sent)
        assert resumed.code == 200 and json.loads(resumed.body)["paused"] is False


def _cookies(jar: dict[str, str]) -> str:
    return "; ".join(f"{name}={value}" for name, value in jar.items())


class AskTest(ProjectorCase):
    async def refused(self, method: str, path: str, token: str, body: Any, code: str, status: int) -> dict[str, Any]:
        """Refused with ``code`` and ``status``, a sentence, and the database as it was."""
        before = self.authority.store.rows()
        response = await self.fetch_raw(method, path, token, body)
        reply = json.loads(response.body)
        assert (response.code, reply["code"]) == (status, code), reply
        assert reply["sentence"]
        await self.live.settled()
        assert self.authority.store.rows() == before
        return dict(reply)

    @gen_test(timeout=90)
    async def test_the_teacher_asks_the_students_answer_and_the_projector_shows_the_tally(self) -> None:
        code = await self.a_class(students=("tok-ana", "tok-ben"))
        table = await self.a_table(code)
        other = await self.a_class(teacher="tok-khoury", students=())
        elsewhere = (await self.ok("POST", f"api/classes/{other}/tables", "tok-khoury", {"seats": 2}, status=201))[
            "table"
        ]
        ask = f"api/classes/{code}/ask"
        answers = f"api/classes/{code}/ask/answers"
        # nothing asked yet; the tables still playing
        await self.refused("POST", answers, "tok-ana", {"action": "draw"}, "NOTHING_ASKED", 409)
        await self.refused("POST", ask, "tok-haddad", {"table": table, "seat": 0}, "ASK_NOT_PAUSED", 409)
        await self.ok("POST", f"api/classes/{code}/pause", "tok-haddad")
        r = _game_at(self.authority, table).round
        assert r.current == 0  # Ana (South) starts
        # only the class's teacher asks, about the seat to play at one of the class's tables
        for token, reason in (("tok-ana", "NOT_THE_TEACHER"), ("tok-khoury", "NOT_THE_TEACHER")):
            await self.refused("POST", ask, token, {"table": table, "seat": 0}, reason, 403)
        await self.refused("POST", ask, "tok-haddad", {"table": table, "seat": 1}, "ASK_NOT_TO_PLAY", 409)
        await self.refused("POST", ask, "tok-haddad", {"table": table, "seat": 7}, "BAD_SEAT", 400)
        await self.refused("POST", ask, "tok-haddad", {"table": elsewhere, "seat": 0}, "ASK_OTHER_TABLE", 404)
        await self.refused("POST", ask, "tok-haddad", {"table": table}, "hub.body_missing_field", 400)
        asked = await self.ok("POST", ask, "tok-haddad", {"table": table, "seat": 0})
        question = asked["question"]
        assert question["sentence"] == say("projector.ask.question", name="South") == "What would you do now, as South?"
        assert (question["table"], question["seat"], question["answers"], question["students"]) == (table, 0, 0, 2)
        # every student sees it: in their seat view, and from the class
        for token in ("tok-ana", "tok-ben"):
            seen = await self.ok("GET", f"api/tables/{table}/view", token)
            assert seen["question"]["sentence"] == question["sentence"] and seen["question"]["answered"] is False
            assert "tally" not in seen["question"]
        # the projector: the question big, the table seen by South (no other hand open), no answer yet
        page = (await self.fetch_raw("GET", f"projector/{code}", "tok-haddad")).body.decode()
        words = _text(page)
        assert question["sentence"] in words and say("projector.ask.count", answers=0, students=2) in words
        drawn = page.split('<div class="kp-svg">')[1].split("</svg>")[0]
        assert drawn.count('data-zone="hand"') == len(r.hand(0))
        assert "(you)" not in drawn and "South ·" in unescape(drawn)  # the room is not South
        for seat in (1, 2):
            assert not any(f'data-id="{c.id}"' in drawn for c in r.hand(seat))
        tables_page = (await self.fetch_raw("GET", f"projector/{code}/tables/{table}", "tok-haddad")).body.decode()
        assert say("projector.ask.hidden") in _text(tables_page) and tables_page.count('<div class="kp-svg">') == 1
        # the students answer: judged at South's seat, never played
        moves = len(r.history)
        legal = next(str(a) for a in r.legal_actions().simple() if a.kind == "discard")
        legal_text = legal.split(": ", 1)[1]
        version = (await self.ok("GET", f"projector/{code}/live", "tok-haddad"))["version"]
        waiting = asyncio.ensure_future(self.ok("GET", f"projector/{code}/live?after={version}&wait=25", "tok-haddad"))
        await asyncio.sleep(0.3)
        assert not waiting.done()
        mine = await self.ok("POST", answers, "tok-ana", {"action": legal_text})
        assert mine["ok"] is True and mine["move"] == legal and mine["question"]["answered"] is True
        woke = await waiting
        assert say("projector.ask.count", answers=1, students=2) in _text(woke["parts"]["ask"])
        starter_draw = await self.ok("POST", answers, "tok-ben", {"action": "draw"})
        assert starter_draw["ok"] is False and starter_draw["rule"] == "R3.2" and starter_draw["said"]
        # refused, nothing changed: a second answer, text that is no move, another seat, a stranger
        await self.refused("POST", answers, "tok-ana", {"action": "draw"}, "ASK_ANSWERED", 409)
        await self.ok("POST", f"api/classes/{code}/join", "tok-cal")
        await self.refused("POST", answers, "tok-cal", {"action": "fly away"}, "MALFORMED_ACTION", 400)
        await self.refused("POST", answers, "tok-cal", {"action": "seat 1: draw"}, "ASK_OTHER_SEAT", 400)
        await self.refused("POST", answers, "tok-cal", {"action": 7}, "hub.body_bad_field", 400)
        await self.refused("POST", answers, "tok-haddad", {"action": "draw"}, "NOT_A_MEMBER", 403)
        await self.refused(
            "POST", f"api/classes/{other}/ask/answers", "tok-ana", {"action": "draw"}, "NOT_A_MEMBER", 403
        )
        assert len(_game_at(self.authority, table).round.history) == moves  # no answer was played
        # the tally: how many gave each move, with the rule of an illegal one, never who
        seen = await self.ok("GET", f"api/classes/{code}", "tok-haddad")
        tally = seen["question"]["tally"]
        assert [(t["move"], t["count"], t["ok"]) for t in tally] == [(legal_text, 1, True), ("draw", 1, False)]
        assert tally[1]["rule"] == "R3.2" and tally[1]["code"] == "STARTER_NO_DRAW"
        assert not {"ana", "ben"} & set(json.dumps(seen["question"]).replace('"', " ").split())
        page = (await self.fetch_raw("GET", f"projector/{code}", "tok-haddad")).body.decode()
        ask_part = page.split('data-part="ask">')[1].split('<div data-part="board">')[0]
        assert say("projector.ask.not_ok", rule="R3.2") in _text(ask_part) and legal_text in _text(ask_part)
        assert say("projector.ask.count", answers=2, students=3) in _text(ask_part)
        assert '"kp-name">' not in ask_part and "ana" not in _text(ask_part) and "ben" not in _text(ask_part)

        # a service started again still has the question and its answers
        again = ClassAuthority(self.authority.store)
        kept = again.question(Caller("ms-haddad", teacher=True), code)["question"]
        assert kept["tally"] == tally and kept["sentence"] == question["sentence"]
        assert again.seat_view(Caller("ben"), table)["question"]["answered"] is True

        # resuming clears it: nothing asked, nothing to answer, the tables play on
        await self.ok("POST", f"api/classes/{code}/resume", "tok-haddad")
        assert (await self.ok("GET", ask, "tok-ana"))["question"] is None
        assert (await self.ok("GET", f"api/tables/{table}/view", "tok-ana"))["question"] is None
        assert (await self.ok("GET", f"api/classes/{code}", "tok-haddad"))["question"] is None
        await self.refused("POST", answers, "tok-cal", {"action": "draw"}, "NOTHING_ASKED", 409)
        assert (
            question["sentence"] not in (await self.fetch_raw("GET", f"projector/{code}", "tok-haddad")).body.decode()
        )
        await self.ok("POST", f"api/tables/{table}/actions", "tok-ana", {"action": legal_text})

    @gen_test(timeout=60)
    async def test_the_projectors_ask_button_is_there_only_while_paused(self) -> None:
        code = await self.a_class()
        table = await self.a_table(code)
        button = say("projector.ask.button", name="South")
        page = (await self.fetch_raw("GET", f"projector/{code}/tables/{table}", "tok-haddad")).body.decode()
        assert button not in _text(page) and say("projector.ask.pause_first") in _text(page)
        await self.ok("POST", f"api/classes/{code}/pause", "tok-haddad")
        page = (await self.fetch_raw("GET", f"projector/{code}/tables/{table}", "tok-haddad")).body.decode()
        assert button in _text(page)
        form = page.split('<form class="kp-ask-form">')[1].split("</form>")[0]
        assert f'name="table" value="{table}"' in form and 'name="seat" value="0"' in form
        assert f'data-post="{PREFIX}api/classes/{code}/ask"' in form


def test_the_notebook_asks_and_answers_through_its_link_and_over_http() -> None:
    """ClassView.ask in the teacher's notebook (a LocalLink), and the kernel's client's three calls
    (ask, question, answer_question) against the service served on a port."""

    from konkan.classroom.service import client
    from konkan.classroom.service.link import LocalLink
    from konkan.widgets import ClassView

    folder = tempfile.TemporaryDirectory()
    authority = ClassAuthority(Path(folder.name) / "class.sqlite")
    teacher = LocalLink(authority, Caller("ms-haddad", teacher=True))
    other = teacher.create_class(players=3, seed=8)["code"]
    teacher.open_table(other, seats=3)  # another class's table first: ids and numbers differ
    code = teacher.create_class(players=3, seed=7)["code"]
    LocalLink(authority, Caller("ana")).join(code)
    made = teacher.open_table(code, seats=3)
    table = made["table"]
    assert (table, made["number"]) == (2, 1)
    view = ClassView(code, link=teacher, poll=False)
    teacher.pause(code)
    with pytest.raises(KonkanError, match=r"Class river-7661 has no table 2: its tables are numbered 1, as"):
        view.ask(2, 0)  # the id is no number the teacher sees
    asked = view.ask(1, 0)  # "Table 1", as the view and the projector show it
    # resumed from the projector page: the view's sentence follows
    teacher.resume(code)
    view.refresh()
    assert view.message["text"] == say("widget.class_view.resumed")
    teacher.pause(code)
    asked = view.ask(1, 0)
    sentence = say("projector.ask.question", name="South")
    assert asked["question"]["sentence"] == sentence
    assert view.message["tone"] == "ok" and sentence in view.message["text"]
    assert asked._repr_markdown_() == view.message["text"]  # in the notebook, the same sentence, no data

    app = api.make_api_app(table_hub(USERS), "", authority=authority)
    with served(app) as base:
        url = f"{base}{PREFIX}"
        try:
            hub_teacher, ana = client.ClassService(url, "tok-haddad"), client.ClassService(url, "tok-ana")
            assert ana.question(code)["question"]["sentence"] == sentence
            judged = ana.answer_question(code, "draw")
            assert judged["ok"] is False and judged["rule"] == "R3.2"
            assert hub_teacher.question(code)["question"]["tally"][0]["count"] == 1
            again = hub_teacher.ask(code, table, 0)  # asked again: the answers start afresh
            assert again["question"]["answers"] == 0
        finally:
            authority.store.close()
            folder.cleanup()


def test_a_students_table_shows_the_question_and_sends_the_answer(tmp_path: Path) -> None:
    """The student's shared table (konkan/widgets/shared_table.py): while the teacher asks, its
    status carries the question in the catalogue's words; the answer intent goes to the service,
    which judges it (never played), and the table then says it is answered."""

    from test_shared_table import caught_up
    from test_widgets_small import send

    from konkan.classroom.service.link import LocalLink
    from konkan.widgets import Table

    authority = ClassAuthority(tmp_path / "class.sqlite")
    teacher = Caller("ms-haddad", teacher=True)
    code = authority.create_class(teacher, players=3, seed=7)["code"]
    table = authority.open_table(teacher, code, seats=3, seed=11)["table"]
    w = Table(code=code, link=LocalLink(authority, Caller("sam")))
    w.comm.send = lambda data=None, metadata=None, buffers=None: None
    try:
        send(w, {"kind": "sit", "table": table, "seat": 0})
        assert "question" not in w.status
        authority.pause(teacher, code)
        authority.ask(teacher, code, table, 0)
        caught_up(w, authority.table_view(teacher, table)["version"])  # the version the question came with
        question = w.status["question"]
        asked = say("projector.ask.question", name="South")
        assert question["text"] == say("widget.shared_table.question", number=1, sentence=asked)
        assert question["answered"] is False and question["button"] == say("widget.shared_table.question.button")
        moves = len(authority.table_view(teacher, table)["events"])
        send(w, {"kind": "answer_question", "action": "take the discard"})  # a button's words: told how to write it
        assert w.message["tone"] == "error" and w.message["text"] == say(
            "widget.shared_table.question.form", given="'take the discard'"
        )
        assert "discard 7s" in w.message["text"] and "seat 0" not in w.message["text"]
        assert w.status["question"]["answered"] is False  # and it can answer still
        send(w, {"kind": "answer_question", "action": " Draw "})  # the starter's first turn has no draw
        assert w.message["tone"] == "info" and w.message["rule"] == "R3.2"
        assert w.status["question"]["answered"] is True
        assert len(authority.table_view(teacher, table)["events"]) == moves  # judged, never played
        send(w, {"kind": "answer_question", "action": "draw"})
        assert w.message["tone"] == "error" and w.message["text"] == say("projector.ask.refusal.answered")
        authority.resume(teacher, code)
        caught_up(w, authority.table_view(teacher, table)["version"])
        assert "question" not in w.status
    finally:
        w.close()
        authority.store.close()
