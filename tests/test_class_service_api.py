"""The class service's HTTP API (konkan/classroom/service/api.py) through tornado's test client, the
hub replaced by a table of tokens (as in tests/test_class_service_web.py): every route for the
teacher and the students, forged and malformed requests refused with their code and nothing
changed, the long poll, and two students with a computer playing a whole round over HTTP, every
reply a student gets checked against the engine's hidden cards."""

from __future__ import annotations

import asyncio
import csv
import io
import json
import tempfile
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from fake_hub import ACCESS, PREFIX, served, table_hub
from test_class_authority import _assert_only_its_seat
from tornado.httpclient import HTTPResponse
from tornado.testing import AsyncHTTPTestCase, gen_test

from konkan import Action, Game, Rules
from konkan.catalogue import say
from konkan.classroom.service import api, client, web
from konkan.classroom.service.api import Live
from konkan.classroom.service.authority import AWAY_AFTER, Caller, ClassAuthority
from konkan.classroom.service.store import ActionRow, TableRow, select
from konkan.classroom.testmode import ClassTest, answer_text
from konkan.play.players import GreedyPlayer
from konkan.view import SeatView

TEACHERS = ["konkan-teachers"]
USERS = {
    "tok-haddad": {"kind": "user", "name": "ms-haddad", "groups": TEACHERS, "scopes": ACCESS},
    "tok-khoury": {"kind": "user", "name": "mr-khoury", "groups": TEACHERS, "scopes": ACCESS},
    "tok-ana": {"kind": "user", "name": "ana", "groups": [], "scopes": ACCESS},
    "tok-ben": {"kind": "user", "name": "ben", "groups": [], "scopes": ACCESS},
    "tok-cal": {"kind": "user", "name": "cal", "groups": [], "scopes": ACCESS},
}
SEATS = {"tok-ana": 0, "tok-ben": 1}


def _game_at(authority: ClassAuthority, table_id: int, moves: int | None = None) -> Game:
    """The table's game replayed from the store, its first ``moves`` moves only if given."""
    with authority.store.session() as s:
        table = s.get(TableRow, table_id)
        assert table is not None
        game = Game(Rules.from_dict(json.loads(table.rules)), seed=table.seed)
        rows = s.scalars(select(ActionRow).where(ActionRow.table_id == table_id).order_by(ActionRow.number))
        for move in rows:
            if moves is not None and move.number > moves:
                break
            while len(game.rounds) < move.round:
                game.next_round()
            game.round.apply(Action.parse(move.action))
        if moves is None:
            while len(game.rounds) < table.rounds:
                game.next_round()
    return game


def _last_human_move(authority: ClassAuthority, table_id: int) -> int:
    with authority.store.session() as s:
        number = s.scalar(
            select(ActionRow.number)
            .where(ActionRow.table_id == table_id, ActionRow.computer.is_(False))
            .order_by(ActionRow.number.desc())
        )
    assert number is not None
    return int(number)


class ServiceCase(AsyncHTTPTestCase):
    """The service's application over a class authority on a tmp SQLite file, its hub a table of
    tokens (tests/fake_hub.py); ``cookie_secret`` signs the hub's cookie for a page's tests."""

    cookie_secret: bytes | None = None

    def setUp(self) -> None:
        # Playwright's sync API, which the browser tests earlier on the same test worker keep open
        # for the session, leaves its event loop marked as this thread's running loop; tornado's
        # test loop can't start while one is. Set it aside for the test and put it back after.
        self.outer_loop = asyncio._get_running_loop()
        asyncio._set_running_loop(None)
        super().setUp()

    def get_app(self) -> Any:
        self.folder = tempfile.TemporaryDirectory()
        self.authority = ClassAuthority(Path(self.folder.name) / "class.sqlite")
        self.hub_auth = table_hub(USERS)
        app = api.make_api_app(self.hub_auth, "", authority=self.authority, cookie_secret=self.cookie_secret)
        self.live: Live = app.settings["live"]
        return app

    def tearDown(self) -> None:
        self.live.close()
        try:
            super().tearDown()
        finally:
            asyncio._set_running_loop(self.outer_loop)
        self.authority.store.close()
        self.folder.cleanup()

    async def send(self, method: str, path: str, headers: dict[str, str], data: bytes | None = None) -> HTTPResponse:
        """One request to the service's ``path`` with ``headers`` (a POST without a body sends an
        empty one), its answer whatever its status, redirects not followed."""
        if method == "POST" and data is None:
            data = b""
        return await self.http_client.fetch(
            self.get_url(PREFIX + path),
            method=method,
            headers=headers,
            body=data,
            raise_error=False,
            follow_redirects=False,
            request_timeout=60,
        )


class ApiTest(ServiceCase):
    async def fetch_raw(self, method: str, path: str, token: str | None, body: bytes | None = None) -> HTTPResponse:
        return await self.send(method, path, {"Authorization": f"token {token}"} if token else {}, body)

    async def call(self, method: str, path: str, token: str, body: Any = None) -> tuple[int, Any]:
        sent = None if body is None else json.dumps(body).encode()
        response = await self.fetch_raw(method, path, token, sent)
        kind = response.headers.get("Content-Type", "")
        return response.code, (json.loads(response.body) if "json" in kind else response.body.decode())

    async def ok(self, method: str, path: str, token: str, body: Any = None, status: int = 200) -> Any:
        got, reply = await self.call(method, path, token, body)
        assert got == status, reply
        return reply

    async def refused(
        self, method: str, path: str, token: str, body: Any, code: str, status: int, raw: bytes | None = None
    ) -> dict[str, Any]:
        """The request is refused with ``code`` and ``status``, and the database is as it was."""
        before = self.authority.store.rows()
        if raw is not None:
            response = await self.fetch_raw(method, path, token, raw)
            got, reply = response.code, json.loads(response.body)
        else:
            got, reply = await self.call(method, path, token, body)
        assert (got, reply["code"]) == (status, code), reply
        assert set(reply) <= {"code", "rule", "sentence"} and reply["sentence"]
        await self.live.settled()
        assert self.authority.store.rows() == before
        return dict(reply)

    async def a_class(self) -> str:
        made = await self.ok("POST", "api/classes", "tok-haddad", {"players": 3, "seed": 7}, status=201)
        code: str = made["code"]
        for token in ("tok-ana", "tok-ben"):
            await self.ok("POST", f"api/classes/{code}/join", token)
        return code

    async def a_table(self, code: str) -> int:
        """A 3-seat table: Ana in seat 0, Ben in seat 1, the computer in seat 2."""
        made = await self.ok("POST", f"api/classes/{code}/tables", "tok-haddad", {"seats": 3}, status=201)
        table: int = made["table"]
        for token, seat in SEATS.items():
            sat = await self.ok("POST", f"api/tables/{table}/sit", token, {"seat": seat})
            assert sat["seat"] == seat
        await self.live.settled()
        return table

    # --- a student gone without a word -----------------------------------------------------
    @gen_test(timeout=60)
    async def test_the_service_gives_the_computer_a_seat_whose_page_stopped_asking(self) -> None:
        clock = [1000.0]
        self.authority.clock = lambda: clock[0]
        code = await self.a_class()
        table = await self.a_table(code)  # Ana and Ben sit at 1000
        clock[0] += AWAY_AFTER + 1
        await self.ok("GET", f"api/tables/{table}/view", "tok-ben")  # Ben's page asks on; Ana's is gone
        watching = asyncio.ensure_future(self.live.watch_seats(every=0.01))
        try:
            for _ in range(500):
                seats = (await self.ok("GET", f"api/tables/{table}/view", "tok-ben"))["seats"]
                if not seats[0]["present"]:
                    break
                await asyncio.sleep(0.01)
            assert seats[0]["computer"] and seats[1]["present"]
        finally:
            watching.cancel()
        back = await self.ok("GET", f"api/tables/{table}/view", "tok-ana")  # her page asks again
        assert back["seats"][0]["present"] and not back["seats"][0]["computer"]

    # --- every route ----------------------------------------------------------------------
    @gen_test(timeout=60)
    async def test_every_route_for_the_teacher_and_the_students(self) -> None:
        assert await self.ok("GET", "api/me", "tok-ana") == {"name": "ana", "teacher": False}
        code = await self.a_class()
        mine = await self.ok("GET", "api/classes", "tok-haddad")
        assert [c["code"] for c in mine["teaching"]] == [code] and mine["joined"] == []
        joined = await self.ok("GET", "api/classes", "tok-ana")
        assert joined["teaching"] == [] and [c["code"] for c in joined["joined"]] == [code]
        # the class code as typed: any case, a space for the dash
        again = await self.ok("POST", f"api/classes/{quote(code.upper().replace('-', ' '))}/join", "tok-ana")
        assert again["user"] == "ana" and again["class"] == code
        table = await self.a_table(code)
        listed = await self.ok("GET", f"api/classes/{code}/tables", "tok-ben")
        assert [t["table"] for t in listed["tables"]] == [table]
        assert [s["user"] for s in listed["tables"][0]["seats"]] == ["ana", "ben", None]
        view = await self.ok("GET", f"api/tables/{table}/view", "tok-ana")
        assert view["seat"] == 0 and view["view"]["hand"]
        everything = await self.ok("GET", f"api/tables/{table}/teacher", "tok-haddad")
        assert len(everything["hands"]) == 3 and "seed" in everything
        assert everything["hands"][0] == view["view"]["hand"]
        # a move: the starter (seat 0, Ana) melds or discards on her first turn
        r = _game_at(self.authority, table).round
        move = GreedyPlayer(seed=1, explain=False).decide(r.view(0)).action
        done = await self.ok("POST", f"api/tables/{table}/actions", "tok-ana", {"action": str(move)})
        # the move as the round recorded it (a joker's stand-in may be written out or left implied)
        mine = [a for a in _game_at(self.authority, table).round.history if a.seat == 0]
        assert done["move"] == str(mine[-1]) and done["said"]
        assert Action.parse(done["move"]).kind == move.kind
        await self.live.settled()
        # leaving: the computer plays her seat until she sits again, and she gets it back
        left = await self.ok("POST", f"api/tables/{table}/leave", "tok-ana", {})
        assert left["seats"][0]["computer"] and left["seats"][0]["user"] == "ana"
        back = await self.ok("POST", f"api/tables/{table}/sit", "tok-ana", {"seat": 2})
        assert back["seat"] == 0
        await self.live.settled()
        # pause and resume every table of the class
        paused = await self.ok("POST", f"api/classes/{code}/pause", "tok-haddad")
        assert paused == {"class": code, "paused": True, "tables": [table]}
        await self.refused("POST", f"api/tables/{table}/actions", "tok-ben", {"action": "draw"}, "PAUSED", 409)
        assert (await self.ok("POST", f"api/classes/{code}/resume", "tok-haddad"))["paused"] is False
        await self.live.settled()
        # the test: answers as given, released by the teacher, the CSV for a gradebook
        sheet = await self.ok("GET", f"api/classes/{code}/test", "tok-ana")
        first = sheet["puzzles"][0]["id"]
        assert {p["state"] for p in sheet["puzzles"]} == {"not_yet"} and not sheet["released"]
        puzzle = ClassTest(sheet["code"]).puzzle(first)
        right = answer_text(puzzle, puzzle.answer)
        given = await self.ok("POST", f"api/classes/{code}/test/answers", "tok-ana", {"puzzle": first, "answer": right})
        assert given == {"puzzle": first, "state": "answered"}
        stored = await self.ok(
            "POST", f"api/classes/{code}/progress", "tok-ana", {"kind": "lesson", "key": "melds/first", "value": 2}
        )
        assert stored["value"] == 2
        seen = await self.ok("GET", f"api/classes/{code}", "tok-haddad")
        ana = next(s for s in seen["students"] if s["user"] == "ana")
        assert ana["test"][first] == "answered" and ana["lessons"] == {"melds": {"first": 2}}
        assert right not in json.dumps(seen)  # where each is in the test, never the answers
        assert [t["table"] for t in seen["tables"]] == [table]
        released = await self.ok("POST", f"api/classes/{code}/test/release", "tok-haddad")
        assert released["class"] == code and released["released"]
        marked = await self.ok("GET", f"api/classes/{code}/test", "tok-ana")
        assert marked["released"] and marked["puzzles"][0]["answer"] == right and marked["right"] == 1
        response = await self.fetch_raw("GET", f"api/classes/{code}/results.csv", "tok-haddad")
        assert response.code == 200 and response.headers["Content-Type"].startswith("text/csv")
        rows = list(csv.reader(io.StringIO(response.body.decode())))
        assert rows[0][0] == say("service.csv.student") and [r[0] for r in rows[1:]] == ["ana", "ben"]
        assert response.body.decode() == self.authority.results_csv(Caller("ms-haddad", teacher=True), code)
        # leaving for good frees the seat for another student
        await self.ok("POST", f"api/tables/{table}/leave", "tok-ben", {"for_good": True})
        await self.live.settled()
        await self.ok("POST", f"api/classes/{code}/join", "tok-cal")
        assert (await self.ok("POST", f"api/tables/{table}/sit", "tok-cal"))["seat"] == 1

    # --- forged and malformed requests -------------------------------------------------------
    @gen_test(timeout=60)
    async def test_forged_and_malformed_requests_are_refused_and_change_nothing(self) -> None:
        code = await self.a_class()
        table = await self.a_table(code)
        other = (await self.ok("POST", "api/classes", "tok-khoury", {"players": 2, "seed": 9}, status=201))["code"]
        await self.ok("POST", f"api/classes/{other}/join", "tok-cal")
        elsewhere = (await self.ok("POST", f"api/classes/{other}/tables", "tok-khoury", {"seats": 2}, status=201))[
            "table"
        ]
        r = _game_at(self.authority, table).round
        assert r.current == 0  # Ana starts: Ben's move is out of turn
        actions = f"api/tables/{table}/actions"
        # another student's seat, a move out of turn, a seat at another class's table
        await self.refused("POST", actions, "tok-ana", {"action": "seat 1: draw"}, "NOT_YOUR_SEAT", 403)
        out_of_turn = await self.refused("POST", actions, "tok-ben", {"action": "draw"}, "NOT_YOUR_TURN", 409)
        assert out_of_turn["rule"]
        await self.refused("POST", f"api/tables/{table}/sit", "tok-cal", {"seat": 2}, "OTHER_CLASS", 403)
        await self.refused("POST", f"api/tables/{elsewhere}/sit", "tok-ana", {}, "OTHER_CLASS", 403)
        await self.refused("GET", f"api/tables/{elsewhere}/view", "tok-ana", None, "OTHER_CLASS", 403)
        await self.refused("POST", "api/tables/999/sit", "tok-ana", {}, "NO_SUCH_TABLE", 404)
        # a student's token on the teacher's routes
        for method, path, body in (
            ("POST", "api/classes", {"players": 3}),
            ("GET", f"api/classes/{code}", None),
            ("POST", f"api/classes/{code}/tables", {"seats": 2}),
            ("POST", f"api/classes/{code}/pause", None),
            ("POST", f"api/classes/{code}/resume", None),
            ("POST", f"api/classes/{code}/test/release", None),
            ("GET", f"api/classes/{code}/results.csv", None),
            ("GET", f"api/tables/{table}/teacher", None),
        ):
            got, reply = await self.call(method, path, "tok-ana", body)
            assert got == 403 and reply["code"] in ("TEACHERS_ONLY", "NOT_THE_TEACHER"), (path, reply)
        # another class's teacher is no teacher of this one
        await self.refused("GET", f"api/tables/{table}/teacher", "tok-khoury", None, "NOT_THE_TEACHER", 403)
        await self.refused("POST", f"api/classes/{code}/pause", "tok-khoury", None, "NOT_THE_TEACHER", 403)
        # malformed bodies
        await self.refused("POST", actions, "tok-ana", None, "hub.body_not_json", 400, raw=b'{"action": ')
        await self.refused("POST", actions, "tok-ana", None, "hub.body_not_object", 400, raw=b'["draw"]')
        await self.refused("POST", actions, "tok-ana", None, "hub.body_not_text", 400, raw=b'{"action": "\xff"}')
        await self.refused("POST", actions, "tok-ana", {}, "hub.body_missing_field", 400)
        await self.refused("POST", actions, "tok-ana", {"action": 7}, "hub.body_bad_field", 400)
        await self.refused("POST", actions, "tok-ana", {"action": "draw", "seat": 1}, "hub.body_unknown_field", 400)
        await self.refused("POST", actions, "tok-ana", {"action": "fly away"}, "MALFORMED_ACTION", 400)
        await self.refused("POST", f"api/tables/{table}/sit", "tok-ana", {"seat": True}, "hub.body_bad_field", 400)
        await self.refused(
            "POST", f"api/tables/{table}/leave", "tok-ana", {"for_good": "yes"}, "hub.body_bad_field", 400
        )
        await self.refused(
            "POST", f"api/classes/{code}/tables", "tok-haddad", {"seats": "3"}, "hub.body_bad_field", 400
        )
        await self.refused("POST", f"api/classes/{code}/tables", "tok-haddad", {"seats": 9}, "BAD_SEATS", 400)
        await self.refused("POST", f"api/classes/{code}/join", "tok-cal", {"code": code}, "hub.body_unknown_field", 400)
        await self.refused(
            "POST", f"api/classes/{code}/test/answers", "tok-ana", {"puzzle": "x"}, "hub.body_missing_field", 400
        )
        await self.refused(
            "POST",
            f"api/classes/{code}/progress",
            "tok-ana",
            {"kind": "lesson", "key": "melds/first", "value": 1.5},
            "hub.body_bad_field",
            400,
        )
        # a huge body, and a move too long for any hand
        huge = json.dumps({"action": "draw " * (web.BODY_LIMIT // 4)}).encode()
        await self.refused("POST", actions, "tok-ana", None, "hub.body_too_big", 413, raw=huge)
        await self.refused("POST", actions, "tok-ana", {"action": "discard 7♠ " * 100}, "ACTION_TOO_LONG", 413)
        # query values
        view = f"api/tables/{table}/view"
        await self.refused("GET", view + "?after=abc", "tok-ana", None, "hub.query_bad", 400)
        await self.refused("GET", view + "?after=1&wait=-1", "tok-ana", None, "hub.query_bad", 400)
        await self.refused("GET", view + "?after=1&wait=nan", "tok-ana", None, "hub.query_bad", 400)
        await self.refused("GET", view + "?after=" + "9" * 40, "tok-ana", None, "hub.query_too_long", 413)
        await self.refused("GET", view + "?after=1&after=2", "tok-ana", None, "hub.query_too_long", 400)
        # no token, a token the hub does not know
        got, reply = await self.call("POST", actions, "tok-nobody", {"action": "draw"})
        assert (got, reply["code"]) == (403, "hub.not_signed_in")

    # --- the long poll ----------------------------------------------------------------------
    @gen_test(timeout=60)
    async def test_a_long_poll_wakes_on_a_move_and_otherwise_answers_at_its_end(self) -> None:
        code = await self.a_class()
        table = await self.a_table(code)
        now = await self.ok("GET", f"api/tables/{table}/view", "tok-ben")
        version = now["version"]
        # nothing happens: the poll answers at the end of its wait, the state as it is
        quiet = await self.ok("GET", f"api/tables/{table}/view?after={version}&wait=0.3", "tok-ben")
        assert quiet["version"] == version
        # a wait over the limit is cut to it
        api_wait, api.MAX_WAIT = api.MAX_WAIT, 0.2
        try:
            capped = await self.ok("GET", f"api/tables/{table}/view?after={version}&wait=1000", "tok-ben")
        finally:
            api.MAX_WAIT = api_wait
        assert capped["version"] == version
        # Ben and the teacher wait; Ana moves: both wake, at the new version
        ben = asyncio.ensure_future(self.ok("GET", f"api/tables/{table}/view?after={version}&wait=25", "tok-ben"))
        teacher = asyncio.ensure_future(
            self.ok("GET", f"api/tables/{table}/teacher?after={version}&wait=25", "tok-haddad")
        )
        klass = await self.ok("GET", f"api/classes/{code}", "tok-haddad")
        watching = asyncio.ensure_future(
            self.ok("GET", f"api/classes/{code}?after={klass['version']}&wait=25", "tok-haddad")
        )
        await asyncio.sleep(0.5)
        assert not ben.done() and not teacher.done() and not watching.done()
        r = _game_at(self.authority, table).round
        move = GreedyPlayer(seed=1, explain=False).decide(r.view(0)).action
        await self.ok("POST", f"api/tables/{table}/actions", "tok-ana", {"action": str(move)})
        woke = await ben
        assert woke["version"] > version and woke["view"]["events"]
        assert (await teacher)["version"] > version
        assert (await watching)["version"] > klass["version"]
        # Ana ends her turn, Ben plays his; the computer's turn after his (seat 2) wakes his next poll
        for token, seat in SEATS.items():
            mine = await self.ok("GET", f"api/tables/{table}/view", token)
            while mine["current"] == seat:
                move = GreedyPlayer(seed=seat, explain=False).decide(SeatView.from_dict(mine["view"])).action
                mine = await self.ok("POST", f"api/tables/{table}/actions", token, {"action": str(move)})
        assert mine["current"] == 2  # answered before the computer played
        latest = await self.ok("GET", f"api/tables/{table}/view?after={mine['version']}&wait=25", "tok-ben")
        assert latest["version"] > mine["version"]
        await self.live.settled()
        with self.authority.store.session() as s:
            last = s.scalars(select(ActionRow).where(ActionRow.table_id == table).order_by(ActionRow.number.desc()))
            assert next(iter(last)).computer

    @gen_test(timeout=60)
    async def test_a_service_started_again_plays_the_computers_turn_it_owed(self) -> None:
        code = await self.a_class()
        table = await self.a_table(code)
        # Ana and Ben end their turns, and the service stops before the computer's reply (as a
        # service killed just after answering Ben's move would)
        for caller, seat in ((Caller("ana"), 0), (Caller("ben"), 1)):
            bot = GreedyPlayer(seed=seat, explain=False)
            while (r := _game_at(self.authority, table).round).current == seat:
                self.authority.act(caller, table, str(bot.decide(r.view(seat)).action), computers=False)
        assert _game_at(self.authority, table).round.current == 2
        await self.live.play_on()
        await self.live.settled()
        assert _game_at(self.authority, table).round.current == 0
        with self.authority.store.session() as s:
            last = s.scalars(select(ActionRow).where(ActionRow.table_id == table).order_by(ActionRow.number.desc()))
            assert next(iter(last)).computer

    # --- a whole round over HTTP --------------------------------------------------------------
    @gen_test(timeout=240)
    async def test_two_students_and_the_computer_play_a_round_and_each_reply_holds_only_its_seat(self) -> None:
        code = await self.a_class()
        table = await self.a_table(code)
        bots = {"tok-ana": GreedyPlayer(seed=1, explain=False), "tok-ben": GreedyPlayer(seed=2, explain=False)}
        replies = 0
        over = False
        for _ in range(2000):
            moved = False
            for token, seat in SEATS.items():
                await self.live.settled()
                sent = await self.ok("GET", f"api/tables/{table}/view", token)
                _assert_only_its_seat(sent, _game_at(self.authority, table), seat)
                replies += 1
                if sent["round_over"]:
                    over = True
                    break
                view = SeatView.from_dict(sent["view"])
                if view.my_turn:
                    action = str(bots[token].decide(view).action)
                    done = await self.ok("POST", f"api/tables/{table}/actions", token, {"action": action})
                    # the reply is the game at the student's move, before the computer's
                    at = _game_at(self.authority, table, _last_human_move(self.authority, table))
                    _assert_only_its_seat(done, at, seat)
                    replies += 1
                    moved = True
            if over:
                break
            assert moved, "nobody could move: the computer did not play its turn"
        assert over and replies > 10
        game = _game_at(self.authority, table)
        with self.authority.store.session() as s:
            rows = list(s.scalars(select(ActionRow).where(ActionRow.table_id == table)))
        assert {r.seat for r in rows if r.computer} == {2} and {r.seat for r in rows if not r.computer} == {0, 1}
        ended = await self.ok("GET", f"api/tables/{table}/view", "tok-ana")
        assert ended["totals"] == game.totals and ended["view"]["result"] is not None
        # the next round, on a student's word; the computer plays on
        dealt = await self.ok("POST", f"api/tables/{table}/next-round", "tok-ben")
        await self.live.settled()
        _assert_only_its_seat(
            await self.ok("GET", f"api/tables/{table}/view", "tok-ben"), _game_at(self.authority, table), 1
        )
        assert dealt["rounds_dealt"] == 2 and not dealt["round_over"] and dealt["view"]["hand"]


def test_the_kernels_client_makes_every_call_over_http() -> None:
    """ClassService (the kernel's client) against the service served on a port: the same calls as
    LocalLink, a refusal raised as ServiceRefused with the service's code and sentence."""

    folder = tempfile.TemporaryDirectory()
    authority = ClassAuthority(Path(folder.name) / "class.sqlite")
    hub_auth = table_hub(USERS)
    app = api.make_api_app(hub_auth, "", authority=authority)
    with served(app) as base:
        url = f"{base}{PREFIX}"
        try:
            teacher = client.ClassService(url, "tok-haddad")
            ana, ben = client.ClassService(url, "tok-ana"), client.ClassService(url, "tok-ben")
            made = teacher.create_class(players=3, seed=11)
            code = made["code"]
            # in a notebook, a reply reads as a sentence of what was done
            assert made._repr_markdown_() == say(
                "hub.client.class_made", describe=made["describe"], short=made["class"]
            )
            assert made["describe"] in made._repr_markdown_() and made["class"] in made._repr_markdown_()
            assert ana.join(code)["user"] == "ana" and ben.join(code)["user"] == "ben"
            assert [c["code"] for c in ana.classes()["joined"]] == [code]
            opened = teacher.open_table(code, seats=3, level="random")
            table = opened["table"]
            assert opened._repr_markdown_() == say(
                "hub.client.table_opened", number=1, short=made["class"], seats=3, level="random"
            )
            assert ana.sit(table, 0)["seat"] == 0 and ben.sit(table)["seat"] == 1
            assert [t["table"] for t in ben.tables(code)["tables"]] == [table]
            view = ana.view(table)
            assert teacher.table_view(table)["hands"][0] == view["view"]["hand"]
            quiet = ben.view(table, after=ben.view(table)["version"], wait=0.2)
            assert quiet["version"] == view["version"]
            with pytest.raises(client.ServiceRefused) as refused:
                ben.act(table, "draw")
            assert (refused.value.code, refused.value.status) == ("NOT_YOUR_TURN", 409) and refused.value.rule
            assert str(refused.value) == refused.value.sentence
            with pytest.raises(client.ServiceRefused) as refused:
                ana.release(code)
            assert (refused.value.code, refused.value.status) == ("NOT_THE_TEACHER", 403)
            r = _game_at(authority, table).round
            done = ana.act(table, str(GreedyPlayer(seed=1, explain=False).decide(r.view(0)).action))
            assert done["move"]
            assert ben.view(table, after=view["version"], wait=20)["version"] > view["version"]
            assert teacher.pause(code)["paused"] and not teacher.resume(code)["paused"]
            sheet = ana.test_sheet(code)
            first = sheet["puzzles"][0]["id"]
            puzzle = ClassTest(sheet["code"]).puzzle(first)
            assert ana.answer(code, first, answer_text(puzzle, puzzle.answer))["state"] == "answered"
            assert ana.report_progress(code, "practice", "meld", 2)["value"] == 2
            seen = teacher.class_view(code)
            assert teacher.class_view(code, after=seen["version"], wait=0.2)["version"] == seen["version"]
            assert teacher.release(code)["released"]
            text = teacher.results_csv(code)
            assert text == authority.results_csv(Caller("ms-haddad", teacher=True), code) and text.count("\n") == 3
            assert ana.leave(table)["seats"][0]["computer"]
            assert ana.me() == {"name": "ana", "teacher": False}
            # No seats given: the class's players (3 here); more than those is refused, saying why.
            assert len(teacher.open_table(code)["seats"]) == 3
            with pytest.raises(client.ServiceRefused) as refused:
                teacher.open_table(code, seats=4)
            assert (refused.value.code, refused.value.status) == ("BAD_SEATS", 400)
            assert refused.value.sentence == (
                f"Class {code} is set up for 3 players, so its tables have 2 to 3 seats; you asked for 4."
            )
            # A teacher's mistyped code: quoted whole, as typed, in a teacher's words.
            with pytest.raises(client.ServiceRefused) as refused:
                teacher.class_view("lemon-4723-13")
            assert refused.value.sentence == (
                "No class on this hub has the code 'lemon-4723-13'. Check the code you were given when you made the class."
            )
        finally:
            authority.store.close()
            folder.cleanup()


def test_the_kernels_client_has_every_call_of_a_class_link_with_its_arguments() -> None:
    import inspect

    from konkan.classroom.service.link import ClassLink

    calls = [name for name, _ in inspect.getmembers(ClassLink, inspect.isfunction) if not name.startswith("_")]
    assert len(calls) == 26
    for name in calls:
        assert inspect.signature(getattr(client.ClassService, name)) == inspect.signature(getattr(ClassLink, name)), (
            name
        )


def test_a_service_address_that_is_not_one_is_said_plainly_for_whoever_reads_it() -> None:
    from konkan import KonkanError

    with pytest.raises(KonkanError) as e:
        client.find_service({"JUPYTERHUB_API_TOKEN": "abc", "KONKAN_CLASS_SERVICE": "konkan-service:10101"})
    assert str(e.value) == (
        "KONKAN_CLASS_SERVICE is 'konkan-service:10101', which is not an address such as http://127.0.0.1:10101. "
        "The hub's administrator sets it (docs/hub/jupyterhub_config.py)."
    )
