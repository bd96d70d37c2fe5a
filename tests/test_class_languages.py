"""A class across languages (issue 34): the class service answers each request in the language it
asks for (its ``Accept-Language``), and a class code gives the same tables, deals and test in every
language. Two students at one table, one asking in Arabic and one in English, each read the same
refusals, verdicts and events in their own words, and only their own cards; the projector page in
Arabic is right to left; a test answered in Arabic is marked exactly as in English. The kernel's
side: its client asks in the language its widget speaks."""

from __future__ import annotations

import csv
import io
import json
import re
from typing import Any

import pytest
from test_class_authority import _assert_only_its_seat
from test_class_service_api import ServiceCase, _game_at, _last_human_move
from tornado.httpclient import HTTPResponse
from tornado.testing import gen_test

from konkan import Game
from konkan.catalogue import say, speaking
from konkan.classroom.service import client, web
from konkan.classroom.service.authority import Caller, ClassAuthority, ServiceRefusal
from konkan.classroom.service.link import LocalLink
from konkan.classroom.testmode import ClassTest, answer_text, mark
from konkan.play.players import GreedyPlayer
from konkan.view import SeatView
from konkan.widgets.class_link import hub_link, spoken_link

ARABIC = re.compile(r"[\u0600-\u06ff]")
# Who asks in which language: Ana reads Arabic, Ben English; their teacher French.
SPEAKS = {"tok-ana": "ar", "tok-ben": "en", "tok-haddad": "fr"}
SEATS = {"tok-ana": 0, "tok-ben": 1}


def said(spoken: str, key: str, **fields: Any) -> str:
    with speaking(spoken):
        return say(key, **fields)


# --- the language a request asks for --------------------------------------------------------
@pytest.mark.parametrize(
    ("header", "spoken"),
    [
        (None, "en"),
        ("", "en"),
        ("ar", "ar"),
        ("ar-LB,ar;q=0.9,en-US;q=0.8,en;q=0.7", "ar"),
        ("fr-FR,fr;q=0.9,en;q=0.8", "fr"),
        ("de-DE,de;q=0.9", "en"),  # none of konkan's: English
        ("de, fr;q=0.5, ar;q=0.7", "ar"),  # by preference, not by place
        ("fr;q=0.5, ar;q=0.5", "fr"),  # equal: the first named
        ("ar;q=0, fr", "fr"),  # q=0: not wanted
        ("ar;q=nonsense, fr;q=0.1", "fr"),  # an entry that does not read is passed over
        ("*", "en"),
        ("EN-gb", "en"),
        ("ar-u-nu-arab", "ar"),
        ("x" * 5000, "en"),
    ],
)
def test_the_language_of_a_request_is_the_first_of_konkans_it_prefers(header: str | None, spoken: str) -> None:
    assert web.spoken_language(header) == spoken


def test_eastern_digits_are_asked_for_as_the_web_asks_for_them() -> None:
    assert web.accepted("ar-u-nu-arab") == ("ar", "eastern")
    assert web.accepted("ar-LB-u-ca-gregory-nu-arab;q=0.9, en;q=0.5") == ("ar", "eastern")
    assert web.accepted("ar-u-nu-latn") == ("ar", "western")
    assert web.accepted("ar") == ("ar", None)


# --- the service over HTTP -------------------------------------------------------------------
class LanguagesTest(ServiceCase):
    """The service's application (as tests/test_class_service_api.py runs it), each token asking
    in its own language (:data:`SPEAKS`)."""

    async def fetch_raw(
        self, method: str, path: str, token: str, body: Any = None, spoken: str | None = None
    ) -> HTTPResponse:
        headers = {"Authorization": f"token {token}", "Accept-Language": spoken or SPEAKS[token]}
        return await self.send(method, path, headers, None if body is None else json.dumps(body).encode())

    async def ok(self, method: str, path: str, token: str, body: Any = None, status: int = 200, **kw: Any) -> Any:
        response = await self.fetch_raw(method, path, token, body, **kw)
        assert response.code == status, response.body
        assert response.headers["Content-Language"] == (kw.get("spoken") or SPEAKS[token]).split("-")[0]
        assert "Accept-Language" in response.headers["Vary"]
        kind = response.headers.get("Content-Type", "")
        return json.loads(response.body) if "json" in kind else response.body.decode()

    async def refused(self, method: str, path: str, token: str, body: Any, code: str, status: int) -> dict[str, Any]:
        before = self.authority.store.rows()
        response = await self.fetch_raw(method, path, token, body)
        reply = json.loads(response.body)
        assert (response.code, reply["code"]) == (status, code), reply
        await self.live.settled()
        assert self.authority.store.rows() == before
        return dict(reply)

    async def a_table(self) -> tuple[str, int]:
        """A class of 3 (Ana and Ben in it) and a 3-seat table: Ana in seat 0, Ben in seat 1, the
        computer in seat 2."""
        made = await self.ok("POST", "api/classes", "tok-haddad", {"players": 3, "seed": 7}, status=201)
        code = str(made["code"])
        for token in SEATS:
            await self.ok("POST", f"api/classes/{code}/join", token)
        opened = await self.ok("POST", f"api/classes/{code}/tables", "tok-haddad", {"seats": 3}, status=201)
        table = int(opened["table"])
        for token, seat in SEATS.items():
            sat = await self.ok("POST", f"api/tables/{table}/sit", token, {"seat": seat})
            assert sat["seat"] == seat
        await self.live.settled()
        return code, table

    def game(self, spoken: str, moves: int | None = None) -> Game:
        """The table's game replayed from the store in ``spoken`` (the engine's own words)."""
        with speaking(spoken):
            return _game_at(self.authority, self.table, moves)

    def verdict(self, spoken: str, action: Any, moves: int | None = None) -> str:
        """The engine's sentence on ``action`` at the table (after its first ``moves`` moves), in ``spoken``."""
        with speaking(spoken):
            return _game_at(self.authority, self.table, moves).round.check(action).message

    def check(self, sent: dict[str, Any], token: str, moves: int | None = None) -> None:
        """``sent`` is what the engine says to the token's seat, in the token's language, and
        holds no card but its own."""
        spoken = SPEAKS[token]
        with speaking(spoken):
            _assert_only_its_seat(sent, _game_at(self.authority, self.table, moves), SEATS[token])

    @gen_test(timeout=240)
    async def test_two_students_at_one_table_each_read_it_in_their_language_and_only_their_cards(self) -> None:
        code, self.table = await self.a_table()
        table = self.table
        # the same table, in each student's words: names, events
        ana = await self.ok("GET", f"api/tables/{table}/view", "tok-ana")
        ben = await self.ok("GET", f"api/tables/{table}/view", "tok-ben")
        self.check(ana, "tok-ana")
        self.check(ben, "tok-ben")
        assert ana["view"]["names"][0] == said("ar", "word.seat_name.south") != ben["view"]["names"][0]
        assert ben["view"]["names"] == ["South", "East", "West"]
        assert [s["name"] for s in ana["seats"]] == ana["view"]["names"]
        assert ARABIC.search(ana["view"]["events"][0]["message"]) and not ARABIC.search(
            json.dumps(ben, ensure_ascii=False)
        )
        assert ana["version"] == ben["version"] and ana["view"]["hand"] != ben["view"]["hand"]

        # the same refusal, each in their words: a move while the teacher has paused the class
        await self.ok("POST", f"api/classes/{code}/pause", "tok-haddad")
        for token in SEATS:
            paused = await self.refused("POST", f"api/tables/{table}/actions", token, {"action": "draw"}, "PAUSED", 409)
            assert paused["sentence"] == said(SPEAKS[token], "service.refusal.paused")
        await self.ok("POST", f"api/classes/{code}/resume", "tok-haddad")
        # the engine's refusal, with its rule: Ben plays out of turn (English), then Ana (Arabic)
        out = await self.refused(
            "POST", f"api/tables/{table}/actions", "tok-ben", {"action": "draw"}, "NOT_YOUR_TURN", 409
        )
        assert out["sentence"] == self.verdict("en", self.parse(1, "draw"))
        # the starter's first turn has no draw: said to Ana in Arabic, the same rule
        starter = await self.refused(
            "POST", f"api/tables/{table}/actions", "tok-ana", {"action": "draw"}, "STARTER_NO_DRAW", 409
        )
        assert starter["sentence"] == self.verdict("ar", self.parse(0, "draw"))
        assert ARABIC.search(starter["sentence"]) and starter["rule"] == "R3.2"
        # a body that is not JSON: the web layer's own sentence, in each language
        for token in SEATS:
            response = await self.fetch_raw("POST", f"api/tables/{table}/actions", token, None)
            assert json.loads(response.body)["sentence"] == said(SPEAKS[token], "hub.body_missing_field", name="action")

        # a whole round: each reply (views, verdicts) in the asker's words, holding only their seat
        bots = {"tok-ana": GreedyPlayer(seed=1, explain=False), "tok-ben": GreedyPlayer(seed=2, explain=False)}
        over = False
        verdicts = {"tok-ana": 0, "tok-ben": 0}
        for _ in range(2000):
            moved = False
            for token in SEATS:
                await self.live.settled()
                sent = await self.ok("GET", f"api/tables/{table}/view", token)
                self.check(sent, token)
                if sent["round_over"]:
                    over = True
                    break
                with speaking(SPEAKS[token]):  # a view reads back in the words it was written in
                    view = SeatView.from_dict(sent["view"])
                if view.my_turn:
                    action = bots[token].decide(view).action
                    done = await self.ok("POST", f"api/tables/{table}/actions", token, {"action": str(action)})
                    moves = _last_human_move(self.authority, table)
                    self.check(done, token, moves)
                    # the verdict on the move, as the engine says it in the student's language
                    assert done["said"] == self.verdict(SPEAKS[token], action, moves - 1)
                    verdicts[token] += 1
                    moved = True
            if over:
                break
            assert moved, "nobody could move"
        assert over and min(verdicts.values()) > 0
        # the round's end, each in their words (the result's sentence, the score lines)
        ana = await self.ok("GET", f"api/tables/{table}/view", "tok-ana")
        ben = await self.ok("GET", f"api/tables/{table}/view", "tok-ben")
        self.check(ana, "tok-ana")
        self.check(ben, "tok-ben")
        assert ana["totals"] == ben["totals"] and ana["view"]["result"]["scores"] == ben["view"]["result"]["scores"]
        assert ARABIC.search(ana["view"]["result"]["message"]) and not ARABIC.search(ben["view"]["result"]["message"])
        # the next round, dealt on Ben's word; Ana reads her earlier round in Arabic
        await self.ok("POST", f"api/tables/{table}/next-round", "tok-ben")
        await self.live.settled()
        ana = await self.ok("GET", f"api/tables/{table}/view", "tok-ana")
        self.check(ana, "tok-ana")
        assert ARABIC.search(ana["scored"][0]["result"]["message"])
        # the teacher's views in French: every hand open, the events in French
        everything = await self.ok("GET", f"api/tables/{table}/teacher", "tok-haddad")
        game = self.game("fr")
        with speaking("fr"):
            assert everything["events"] == [e.to_dict() for e in game.round.events]
            assert everything["view"] == game.round.view(game.round.current).to_dict()
        # a service started again speaks every language as before
        again = ClassAuthority(self.authority.store)
        for token in SEATS:
            with speaking(SPEAKS[token]):
                self.check(again.seat_view(Caller(token[4:]), table), token)

    def parse(self, seat: int, action: str) -> Any:
        from konkan import Action

        return Action.parse(action if action.startswith("seat") else f"seat {seat}: {action}")

    @gen_test(timeout=60)
    async def test_the_projector_page_follows_the_teachers_browser_right_to_left_in_arabic(self) -> None:
        code, self.table = await self.a_table()
        arabic = await self.ok("GET", f"projector/{code}", "tok-haddad", spoken="ar-LB,ar;q=0.9,en;q=0.5")
        assert arabic.startswith('<!doctype html><html lang="ar" dir="rtl">')
        assert said("ar", "projector.heading", code=code) in arabic
        assert said("ar", "projector.pause") in arabic and said("en", "projector.pause") not in arabic
        english = await self.ok("GET", f"projector/{code}", "tok-haddad", spoken="en-GB")
        assert english.startswith('<!doctype html><html lang="en" dir="ltr">')
        assert said("en", "projector.heading", code=code) in english
        # the table's page and its live parts too
        table = await self.ok("GET", f"projector/{code}/tables/1", "tok-haddad", spoken="ar")
        assert '<html lang="ar" dir="rtl">' in table and said("ar", "projector.open_hands") in table
        live = await self.ok("GET", f"projector/{code}/live?table=1", "tok-haddad", spoken="fr")
        assert said("fr", "projector.open_hands") in live["parts"]["table"]
        # the style reads both ways: no side is written as left or right
        style = arabic.split("<style>")[1].split("</style>")[0]
        assert not re.search(r"(margin|padding|border)-(left|right)|text-align:(left|right)|[;{](left|right):", style)
        # the service's own page too, and a page of refusal
        hello = await self.ok("GET", "", "tok-ana")
        assert '<html lang="ar" dir="rtl">' in hello and said("ar", "hub.page.title") in hello
        response = await self.fetch_raw("GET", f"projector/{code}", "tok-ana")
        assert response.code == 403 and '<html lang="ar" dir="rtl">' in response.body.decode()

    @gen_test(timeout=120)
    async def test_a_test_answered_in_arabic_is_marked_as_in_english(self) -> None:
        code, self.table = await self.a_table()
        ana = await self.ok("GET", f"api/classes/{code}/test", "tok-ana")
        ben = await self.ok("GET", f"api/classes/{code}/test", "tok-ben")
        assert ana["code"] == ben["code"] and [p["id"] for p in ana["puzzles"]] == [p["id"] for p in ben["puzzles"]]
        assert ARABIC.search(ana["describe"]) and not ARABIC.search(ben["describe"])
        with speaking("en"):
            test = ClassTest(ana["code"])
        # the same answers from both: the right one to the odd puzzles, a wrong one to the even
        given: dict[str, Any] = {}
        for n, pid in enumerate(test.ids):
            p = test.puzzle(pid)
            right = answer_text(p, p.answer)
            given[pid] = right if n % 2 == 0 else _wrong(p, right)
            for token in SEATS:
                stored = await self.ok(
                    "POST", f"api/classes/{code}/test/answers", token, {"puzzle": pid, "answer": given[pid]}
                )
                assert stored == {"puzzle": pid, "state": "answered"}
        await self.ok("POST", f"api/classes/{code}/test/release", "tok-haddad")
        ana = await self.ok("GET", f"api/classes/{code}/test", "tok-ana")
        ben = await self.ok("GET", f"api/classes/{code}/test", "tok-ben")
        assert [p["right"] for p in ana["puzzles"]] == [p["right"] for p in ben["puzzles"]]
        assert [p["right"] for p in ben["puzzles"]] == [n % 2 == 0 for n in range(len(test.ids))]
        assert ana["right"] == ben["right"] == (len(test.ids) + 1) // 2
        for a, b in zip(ana["puzzles"], ben["puzzles"], strict=True):
            assert a["answer"] == b["answer"] and (a["message"] != b["message"] or not ARABIC.search(a["message"]))
        assert any(ARABIC.search(p["message"]) for p in ana["puzzles"])
        # the gradebook: the same marks whatever language the teacher reads it in
        sheets = []
        for spoken in ("ar", "en", "fr"):
            response = await self.fetch_raw("GET", f"api/classes/{code}/results.csv", "tok-haddad", spoken=spoken)
            rows = list(csv.reader(io.StringIO(response.body.decode())))
            assert rows[0][0] == said(spoken, "service.csv.student")
            sheets.append(rows[1:])
        assert sheets[0] == sheets[1] == sheets[2]
        assert [r[0] for r in sheets[0]] == ["ana", "ben"] and sheets[0][0][1:-1] == sheets[0][1][1:-1]


def _wrong(puzzle: Any, right: str) -> str:
    """An answer of the puzzle's form that is not ``right``: another choice, or another number."""
    from konkan.teaching.practice import answer_form

    form = answer_form(puzzle)
    words = [w for w, _ in form.choices if w != right]
    if right.lstrip("-").isdigit():
        return str(int(right) + 1)
    if words:
        return words[0]
    if form.shape == "numbers":
        first, *rest = right.split(", ")
        return ", ".join([str(int(first) + 1), *rest])
    return right + "x"  # pragma: no cover - every kind above has a form


def test_each_puzzle_of_a_class_test_is_marked_the_same_in_every_language() -> None:
    code = ClassTest("river-7661").code
    marks = {}
    for spoken in ("en", "ar", "fr"):
        with speaking(spoken):
            test = ClassTest(code)
            out = []
            for pid in test.ids:
                p = test.puzzle(pid)
                right = answer_text(p, p.answer)
                out.append((right, mark(p, right).correct, mark(p, _wrong(p, right)).correct))
            marks[spoken] = out
    assert marks["en"] == marks["ar"] == marks["fr"]
    assert all(ok and not wrong for _, ok, wrong in marks["en"])


# --- the authority in memory: each language's copy of a game ---------------------------------
def test_languages_asking_in_turn_never_see_each_others_words(tmp_path: Any) -> None:
    """The authority keeps a copy of each table's game per language, caught up from another's moves:
    whoever asks in whichever order, after moves made in any language, each reads the engine's words
    in theirs (as the game replayed in it says them)."""
    authority = ClassAuthority(tmp_path / "class.sqlite")
    teacher = Caller("ms-haddad", teacher=True)
    code = authority.create_class(teacher, players=2, seed=7)["code"]
    table = authority.open_table(teacher, code, seats=2, seed=5)["table"]
    students = {"ana": ("ar", 0), "ben": ("fr", 1)}
    for name, (_, seat) in students.items():
        authority.join(Caller(name), code)
        authority.sit(Caller(name), table, seat)
    bots = [GreedyPlayer(seed=3, explain=False), GreedyPlayer(seed=4, explain=False)]
    asked = ["en", "ar", "fr", "ar", "en"]  # the teacher's onlookers, between the moves
    for turn in range(400):
        for name, (spoken, seat) in students.items():
            with speaking(spoken):
                sent = authority.seat_view(Caller(name), table)
                game = _replayed(authority, table)
                _assert_only_its_seat(sent, game, seat)
                if sent["round_over"]:
                    return
                view = SeatView.from_dict(sent["view"])
                if view.my_turn:
                    done = authority.act(Caller(name), table, str(bots[seat].decide(view).action))
                    _assert_only_its_seat(done, _replayed(authority, table), seat)
            with speaking(asked[turn % len(asked)]):
                seen = authority.table_view(teacher, table)
                assert seen["events"] == [e.to_dict() for e in _replayed(authority, table).round.events]
    raise AssertionError("the round did not end")  # pragma: no cover


def _replayed(authority: ClassAuthority, table: int) -> Game:
    return _game_at(authority, table)


# --- the kernel's side -------------------------------------------------------------------------
class Speaker:
    """A widget as the link reads it: its ``language`` (and ``digits``), which may change."""

    def __init__(self, language: str, digits: str = "western") -> None:
        self.language = language
        self.digits = digits


def test_the_kernels_client_asks_in_its_widgets_language(monkeypatch: pytest.MonkeyPatch) -> None:
    sent: list[str | None] = []

    class Answer:
        status = 200

        def __enter__(self) -> Answer:
            return self

        def __exit__(self, *exc: Any) -> None:
            return None

        def read(self) -> bytes:
            return b'{"name": "ana", "teacher": false}'

    def urlopen(request: Any, timeout: float = 0) -> Answer:
        sent.append(request.get_header("Accept-language"))
        return Answer()

    monkeypatch.setattr(client.urllib.request, "urlopen", urlopen)
    service = client.ClassService("http://hub.example/services/konkan/", "tok")
    with speaking("fr"):
        service.me()  # no widget: the language spoken at the call
    with speaking("en"):
        service.me()
    widget = Speaker("ar")
    spoken = spoken_link(service, widget)
    assert isinstance(spoken, client.ClassService) and spoken.url == service.url and spoken == service
    with speaking("en"):  # a widget's thread speaks the kernel's language: the link carries the widget's
        spoken.me()
        widget.language = "fr"  # the widget's language changed: the next call asks in it
        spoken.me()
        widget.language, widget.digits = "ar", "eastern"
        spoken.me()
    widget.language = "xx"  # not one of konkan's: the language spoken at the call
    with speaking("fr"):
        spoken.me()
    assert sent == ["fr", "en", "ar", "fr", "ar-u-nu-arab", "fr"]
    # the widgets' way to a link: hub_link for a widget gives it speaking the widget's language
    assert hub_link(service, speaker=widget).speaker is widget  # type: ignore[union-attr]
    assert hub_link(service) is service
    mine = object()  # a link of your own, without speaking_for: used as it is
    assert spoken_link(mine, widget) is mine  # type: ignore[arg-type]


def test_a_local_link_for_a_widget_makes_each_call_in_its_language(tmp_path: Any) -> None:
    authority = ClassAuthority(tmp_path / "class.sqlite")
    teacher = LocalLink(authority, Caller("ms-haddad", teacher=True))
    code = teacher.create_class(players=2, seed=7)["code"]
    table = teacher.open_table(code, seats=2)["table"]
    widget = Speaker("ar")
    sam = LocalLink(authority, Caller("sam")).speaking_for(widget)
    with speaking("en"):
        sam.join(code)
        sat = sam.sit(table, 0)
        assert sat["view"]["names"][0] == said("ar", "word.seat_name.south")
        widget.language = "fr"
        assert sam.view(table)["view"]["names"][0] == said("fr", "word.seat_name.south")
        with pytest.raises(ServiceRefusal) as refused:
            sam.act(table, "draw")
        assert refused.value.sentence == said("fr", "STARTER_NO_DRAW")
        plain = LocalLink(authority, Caller("sam"))  # no widget: the language spoken at the call
        assert plain.view(table)["view"]["names"][0] == "South"
    with speaking("ar", digits="eastern"):
        deal = plain.view(table)["view"]["events"][0]["message"]
        assert "\u2068١\u2069" in deal and "\u20681\u2069" not in deal  # the round's number, in Eastern digits


def test_a_class_code_deals_the_same_table_in_every_language(tmp_path: Any) -> None:
    authority = ClassAuthority(tmp_path / "class.sqlite")
    teacher = Caller("ms-haddad", teacher=True)
    code = authority.create_class(teacher, players=3, seed=7)["code"]
    table = authority.open_table(teacher, code, seats=3, seed=9)["table"]
    seen = {}
    for spoken in ("ar", "en", "fr"):
        with speaking(spoken):
            t = authority.table_view(teacher, table)
            seen[spoken] = (t["hands"], t["stock_size"], authority.create_class(teacher, code=code)["code"])
    assert seen["ar"] == seen["en"] == seen["fr"]


# --- a moment of a finished round, asked in one language and read in another ---------------------
def _melded_moment(seed: int) -> Any:
    """A discard weighed by the review, in a 3-player round where melds are on the table by then."""
    from konkan import Round, Rules
    from konkan.actions import Discard
    from konkan.play.review import review_move

    r = Round(Rules(players=3), seed=seed)
    bots = [GreedyPlayer(seed=k, explain=False) for k in (1, 2, 3)]
    for _ in range(60):
        ahead = r.copy()
        bots[ahead.current].play_turn(ahead)
        turn = list(ahead.history[len(r.history) :])
        found = next((a for a in turn if isinstance(a, Discard)), None)
        if found is not None and r.view(r.current).table:
            for a in turn[: turn.index(found)]:
                r.apply(a)
            return review_move(r, found, deals=2, max_deals=2)
        for a in turn:
            r.apply(a)
    raise AssertionError("no melds on the table")  # pragma: no cover


@pytest.mark.parametrize(("teacher", "student"), [(("en", "western"), ("ar", None)), (("ar", "eastern"), ("fr", None))])
def test_a_moment_written_in_the_teachers_language_is_read_in_each_students(
    tmp_path: Any, teacher: tuple[str, str], student: tuple[str, None]
) -> None:
    from konkan.classroom.coach import moment_question
    from konkan.classroom.service import projector
    from konkan.classroom.service.asking import _decision

    authority = ClassAuthority(tmp_path / "class.sqlite")
    ms = Caller("ms-haddad", teacher=True)
    ana = Caller("ana")
    code = authority.create_class(ms, players=3, seed=7)["code"]
    authority.join(ana, code)
    table = authority.open_table(ms, code, seats=3, seed=11)["table"]
    authority.sit(ana, table, 0)
    authority.pause(ms, code)
    with speaking(*teacher):  # the teacher's kernel reviews the round, and asks, in the teacher's words
        d = _melded_moment(1)
        assert d.view["table"]
        authority.ask_moment(ms, code, table, d.to_dict())
    spoken = student[0]
    with speaking(spoken):
        asked = authority.question(ana, code)["question"]
        assert asked["sentence"] == moment_question(d)  # "What would you throw away here?", in theirs
        assert asked["name"] == say("projector.moment.someone")
        # a card that player does not hold: refused in the student's words
        held = {str(c) for c in _decision(json.dumps(d.to_dict())).seat_view().hand}
        missing = next(c for c in ("A♠", "2♠", "3♠", "4♠", "5♠", "6♠", "7♠", "8♠", "9♠", "10♠") if c not in held)
        with pytest.raises(ServiceRefusal) as refused:
            authority.answer_question(ana, code, f"discard {missing}")
        assert refused.value.code == "MOMENT_NOT_ALLOWED"
        assert bool(ARABIC.search(refused.value.sentence)) == (spoken == "ar")
        done = authority.answer_question(ana, code, str(d.best).split(": ", 1)[1])
        assert done["ok"] and done["said"] == say("projector.ask.allowed", move=str(d.best).split(": ", 1)[1])
    authority.reveal(ms, code)
    with speaking(spoken):
        shown = authority.question(ana, code)["question"]
        assert shown["revealed"] and shown["right"] and shown["best"]
        assert bool(ARABIC.search(shown["reveal"])) == (spoken == "ar")
        # the teacher's projector in the student's language: the moment's cards and melds drawn
        question = authority.question(ms, code)["question"]
        room = question["view"]
        assert room["names"][room["seat"]].lower() == say("projector.moment.player").lower()
        drawn = projector.moment_cards_html(question)
        assert drawn.count("<svg") == 1 + len(d.view["table"]) + (question["top"] is not None)
    # the teacher reads it in their own words still
    with speaking(*teacher):
        again = authority.question(ms, code)["question"]
        assert again["view"]["table"] == d.view["table"]
