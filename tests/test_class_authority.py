"""The class service's authority (konkan/classroom/service/): classes, shared tables played through
the engine, the class test and progress, over a real database (SQLite in a temporary folder, and
one run against a real PostgreSQL server started for the test)."""

from __future__ import annotations

import csv
import glob
import io
import json
import os
import pwd
import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator
from html import unescape
from pathlib import Path
from typing import Any

import pytest

from konkan import Action, Card, Game, KonkanError, Rules
from konkan.actions import card_token
from konkan.catalogue import say
from konkan.classroom.board import board_of
from konkan.classroom.codes import Class
from konkan.classroom.results import _wrong_answer
from konkan.classroom.service import projector
from konkan.classroom.service.authority import AWAY_AFTER, MAX_ACTION, Caller, ClassAuthority, ServiceRefusal
from konkan.classroom.service.store import ActionRow, TableRow, open_store, select
from konkan.classroom.testmode import ClassTest, answer_text, mark
from konkan.play.players import GreedyPlayer
from konkan.view import SeatView

TEACHER = Caller("ms-haddad", teacher=True)
OTHER_TEACHER = Caller("mr-khoury", teacher=True)
ANA, BEN, CAL = Caller("ana"), Caller("ben"), Caller("cal")


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "class.sqlite"


@pytest.fixture
def authority(db: Path) -> ClassAuthority:
    return ClassAuthority(db)


def _class(authority: ClassAuthority, players: int = 3) -> str:
    code: str = authority.create_class(TEACHER, players=players, seed=7)["code"]
    authority.join(ANA, code)
    authority.join(BEN, code)
    return code


def _table(authority: ClassAuthority, code: str, level: str = "greedy") -> int:
    """A 3-seat table: Ana in seat 0, Ben in seat 1, the computer in seat 2."""
    table: int = authority.open_table(TEACHER, code, seats=3, level=level, seed="test table")["table"]
    authority.sit(ANA, table, 0)
    authority.sit(BEN, table, 1)
    return table


def _replayed(authority: ClassAuthority, table_id: int) -> Game:
    """The table's game replayed here, from the rows the store holds: its seed and its moves."""
    with authority.store.session() as s:
        table = s.get(TableRow, table_id)
        assert table is not None
        game = Game(Rules.from_dict(json.loads(table.rules)), seed=table.seed)
        for move in s.scalars(select(ActionRow).where(ActionRow.table_id == table_id).order_by(ActionRow.number)):
            while len(game.rounds) < move.round:
                game.next_round()
            game.round.apply(Action.parse(move.action))
        while len(game.rounds) < table.rounds:
            game.next_round()
    return game


def _keys(value: Any) -> set[str]:
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in _keys(v)}
    if isinstance(value, list):
        return {k for v in value for k in _keys(v)}
    return set()


# What seat_view sends: the table's state, and the seat's own view (the engine's SeatView).
SEAT_VIEW_KEYS = {
    *("table", "number", "class", "version", "seats", "partners", "level", "paused", "round", "rounds_dealt"),
    *("round_over", "current", "totals", "game_over", "seat", "round_seat", "out", "scored", "view"),
    "question",  # the teacher's question to the class, if one is asked (asking.py): no card in it
    "computer_events",  # which of the seat's own events the computer played: indexes, no card
}
CARD_FIELDS = {"hand", "discard_pile", "cards", "took_discard", "freed_jokers"}  # where a view puts card ids


def _card_ids(value: Any, key: str = "") -> set[int]:
    """Every card id the JSON ``value`` holds in a field of cards."""
    if isinstance(value, dict):
        return {i for k, v in value.items() for i in _card_ids(v, k)}
    if isinstance(value, list):
        return {i for v in value for i in _card_ids(v, key)}
    return {value} if key in CARD_FIELDS and isinstance(value, int) and not isinstance(value, bool) else set()


def _assert_only_its_seat(sent: dict[str, Any], game: Game, seat: int) -> None:
    """The JSON a student's page gets holds their own hand, and no other hand nor the stock, in
    any field and any order: while the round is played, no card it names is one that only another
    seat, or nobody, has seen (the cards drawn from the stock). (Once it is over, the scores name
    what each hand held, R8.3.)"""
    sent = json.loads(json.dumps(sent))  # exactly what goes over the wire
    r = game.round
    assert sent["view"]["hand"] == [c.id for c in r.hand(seat)]
    assert sent["view"] == r.view(seat).to_dict()
    assert not _keys(sent) & {"hands", "stock", "deck", "seed"}  # the seed deals every hand
    assert set(sent) == SEAT_VIEW_KEYS | ({"move", "said"} & set(sent)), "a field no page was meant to get"
    assert all(set(x) == {"seat", "name", "user", "present", "computer"} for x in sent["seats"])
    # the rounds before, as the seat read each at its end (every hand shown once scored, R8)
    before = [(x, game.round_seat(seat, x)) for x in game.rounds[:-1]]
    assert sent["scored"] == [
        {"number": x.number, "result": x.view(mine).result.to_view_dict()} for x, mine in before if mine is not None
    ]
    sent = {k: v for k, v in sent.items() if k != "scored"}  # cards of earlier deals, not of this one
    if r.is_over:
        return
    public = {i for e in r.events for i in e.to_dict()["cards"]}  # what everybody at the table saw
    secret = {c.id for o in range(r.players) if o != seat for c in r.hand(o)} - public
    secret |= {c.id for c in r.stock}
    assert secret and not _card_ids(sent) & secret
    for e in sent["view"]["events"]:
        if e["seat"] != seat and e["kind"] == "draw":
            assert not e["cards"], e  # another's draw from the stock never names its card


def _play_round(authority: ClassAuthority, table: int, *, check: bool = True) -> int:
    """Ana and Ben play the round through the authority, each choosing moves as a greedy player
    from the view their page gets, until it is over; the moves the two made."""
    bots = {ANA: GreedyPlayer(seed=1, explain=False), BEN: GreedyPlayer(seed=2, explain=False)}
    moves = 0
    for _ in range(2000):
        waiting = True
        for who, seat in ((ANA, 0), (BEN, 1)):
            sent = authority.seat_view(who, table)
            if check:
                _assert_only_its_seat(sent, _replayed(authority, table), seat)
            if sent["round_over"]:
                return moves
            view = SeatView.from_dict(sent["view"])
            if view.my_turn:
                authority.act(who, table, str(bots[who].decide(view).action))
                moves += 1
                waiting = False
        assert not waiting, "nobody could move: the computer did not play its turn"
    raise AssertionError("the round did not end")


# --- a whole round at a shared table ------------------------------------------------------------


def test_two_students_and_the_computer_play_a_whole_round_and_each_page_holds_only_its_seat(
    authority: ClassAuthority,
) -> None:
    code = _class(authority)
    table = _table(authority, code)
    moves = _play_round(authority, table)
    sent = authority.seat_view(ANA, table)
    assert moves > 4 and sent["round_over"] and sent["view"]["result"] is not None
    game = _replayed(authority, table)
    assert game.round.is_over and sent["totals"] == game.totals
    with authority.store.session() as s:
        rows = list(s.scalars(select(ActionRow).where(ActionRow.table_id == table).order_by(ActionRow.number)))
    assert {r.seat for r in rows if r.computer} == {2} and {r.seat for r in rows if not r.computer} == {0, 1}
    assert [r.number for r in rows] == list(range(1, len(rows) + 1))
    # each seat reads the moves in its own words: "You ..." to the one who made them
    ben = authority.seat_view(BEN, table)["view"]["events"]
    for reader, events in ((0, sent["view"]["events"]), (1, ben)):
        assert any(e["seat"] == reader and e["message"].startswith("You") for e in events)
        assert not any(e["seat"] != reader and e["message"].startswith("You") for e in events)
    # the next round is dealt on a student's word, and the computer plays on
    again = authority.next_round(BEN, table)
    assert again["rounds_dealt"] == 2 and not again["round_over"]
    assert again["view"]["hand"] == [c.id for c in _replayed(authority, table).round.hand(1)]


def test_the_teacher_sees_every_hand_and_a_student_never_does(authority: ClassAuthority) -> None:
    code = _class(authority)
    table = _table(authority, code)
    open_ = authority.table_view(TEACHER, table)
    r = _replayed(authority, table).round
    assert open_["hands"] == [[c.id for c in r.hand(s)] for s in range(3)]
    with pytest.raises(ServiceRefusal) as e:
        authority.table_view(ANA, table)
    assert (e.value.code, e.value.status) == ("NOT_THE_TEACHER", 403)
    with pytest.raises(ServiceRefusal) as e:
        authority.table_view(OTHER_TEACHER, table)
    assert e.value.code == "NOT_THE_TEACHER"


def test_every_change_at_a_table_raises_its_version(authority: ClassAuthority) -> None:
    code = _class(authority)
    table = _table(authority, code)
    seen = [authority.seat_view(ANA, table)["version"]]
    view = SeatView.from_dict(authority.seat_view(ANA, table)["view"])
    authority.act(ANA, table, str(GreedyPlayer(seed=1, explain=False).decide(view).action))
    seen.append(authority.table_version(ANA, table))
    authority.pause(TEACHER, code)
    seen.append(authority.table_version(BEN, table))
    authority.resume(TEACHER, code)
    seen.append(authority.table_version(BEN, table))
    assert seen == sorted(set(seen)), seen


# --- forged calls: refused, and nothing changes -------------------------------------------------


def _refused(authority: ClassAuthority, call: Any, code: str, status: int) -> ServiceRefusal:
    before = authority.store.rows()
    with pytest.raises(ServiceRefusal) as e:
        call()
    assert (e.value.code, e.value.status) == (code, status), e.value.sentence
    assert e.value.sentence and e.value.sentence == str(e.value)
    rule = {"rule": e.value.rule} if e.value.rule else {}  # the engine's refusals name their rule
    assert e.value.to_dict() == {"code": code, "sentence": e.value.sentence, "status": status, **rule}
    assert authority.store.rows() == before, "a refused call changed the database"
    return e.value


def test_forged_calls_are_refused_with_their_code_and_change_nothing(authority: ClassAuthority, db: Path) -> None:
    code = _class(authority)
    table = _table(authority, code)
    other = authority.create_class(OTHER_TEACHER, players=2, seed=8)["code"]
    authority.join(CAL, other)
    far = authority.open_table(OTHER_TEACHER, other, seats=2)["table"]
    authority.sit(CAL, far)
    # Ana's turn (seat 0 starts): Ben moves for her seat, then in his own name out of turn
    assert authority.seat_view(ANA, table)["current"] == 0
    hand = authority.seat_view(ANA, table)["view"]["hand"]
    card = card_token(Card.from_id(hand[0]))
    said = _refused(authority, lambda: authority.act(BEN, table, f"seat 0: discard {card}"), "NOT_YOUR_SEAT", 403)
    assert "seat 0" in said.sentence and "seat 1" in said.sentence
    said = _refused(authority, lambda: authority.act(BEN, table, "draw"), "NOT_YOUR_TURN", 409)
    assert said.sentence.endswith("(R1.3).")
    # at another class's table, in any way
    _refused(authority, lambda: authority.act(ANA, far, "draw"), "OTHER_CLASS", 403)
    _refused(authority, lambda: authority.seat_view(ANA, far), "OTHER_CLASS", 403)
    _refused(authority, lambda: authority.sit(ANA, far), "OTHER_CLASS", 403)
    _refused(authority, lambda: authority.act(ANA, 999, "draw"), "NO_SUCH_TABLE", 404)
    _refused(authority, lambda: authority.act(ANA, "1", "draw"), "BAD_TABLE", 400)
    # a student doing a teacher's work
    _refused(authority, lambda: authority.create_class(ANA, players=3), "TEACHERS_ONLY", 403)
    _refused(authority, lambda: authority.open_table(ANA, code, seats=2), "NOT_THE_TEACHER", 403)
    _refused(authority, lambda: authority.open_table(Caller("ana", teacher=True), code), "NOT_THE_TEACHER", 403)
    _refused(authority, lambda: authority.pause(ANA, code), "NOT_THE_TEACHER", 403)
    _refused(authority, lambda: authority.release(BEN, code), "NOT_THE_TEACHER", 403)
    _refused(authority, lambda: authority.results_csv(ANA, code), "NOT_THE_TEACHER", 403)
    _refused(authority, lambda: authority.class_view(ANA, code), "NOT_THE_TEACHER", 403)
    _refused(authority, lambda: authority.class_view(OTHER_TEACHER, code), "NOT_THE_TEACHER", 403)
    # malformed and huge moves
    said = _refused(authority, lambda: authority.act(ANA, table, "fly away"), "MALFORMED_ACTION", 400)
    assert "fly away" in said.sentence
    _refused(authority, lambda: authority.act(ANA, table, "discard 99X"), "MALFORMED_ACTION", 400)
    _refused(authority, lambda: authority.act(ANA, table, {"kind": "draw"}), "MALFORMED_ACTION", 400)
    _refused(authority, lambda: authority.act(ANA, table, "seat 7: draw"), "MALFORMED_ACTION", 400)
    huge = "discard " + "7♠ " * 5000
    said = _refused(authority, lambda: authority.act(ANA, table, huge), "ACTION_TOO_LONG", 413)
    assert str(MAX_ACTION) in said.sentence
    # a move the rules refuse: the engine's reason code and sentence
    said = _refused(authority, lambda: authority.act(ANA, table, "draw"), "STARTER_NO_DRAW", 409)
    assert said.sentence.endswith("(R3.2).")
    # callers the hub would never send, and seats and classes that are not there
    _refused(authority, lambda: authority.seat_view(Caller(""), table), "BAD_CALLER", 400)
    _refused(authority, lambda: authority.seat_view("ana", table), "BAD_CALLER", 400)
    _refused(authority, lambda: authority.seat_view(CAL, table), "OTHER_CLASS", 403)
    _refused(authority, lambda: authority.join(CAL, "river-7616"), "BAD_CODE", 400)
    _refused(authority, lambda: authority.join(CAL, "olive-" + "1" * 100), "TOO_LONG", 413)
    _refused(authority, lambda: authority.join(CAL, Class.new(players=3, seed=100).code), "NO_SUCH_CLASS", 404)
    _refused(authority, lambda: authority.join(TEACHER, code), "OWN_CLASS", 409)
    authority.join(CAL, code)
    _refused(authority, lambda: authority.sit(CAL, table, 1), "SEAT_TAKEN", 409)
    _refused(authority, lambda: authority.sit(CAL, table, 5), "BAD_SEAT", 400)
    _refused(authority, lambda: authority.act(CAL, table, "draw"), "NOT_SEATED", 403)
    _refused(authority, lambda: authority.open_table(TEACHER, code, seats=6), "BAD_SEATS", 400)
    _refused(authority, lambda: authority.open_table(TEACHER, code, seats=3.0), "BAD_SEATS", 400)
    _refused(authority, lambda: authority.open_table(TEACHER, code, seats=3, partners=True), "BAD_PARTNERS", 400)
    _refused(authority, lambda: authority.open_table(TEACHER, code, level="genius"), "BAD_LEVEL", 400)
    _refused(authority, lambda: authority.next_round(ANA, table), "ROUND_NOT_OVER", 409)
    _refused(authority, lambda: authority.create_class(TEACHER, players=3, seed=7), "CLASS_TAKEN", 409)
    _refused(authority, lambda: authority.create_class(OTHER_TEACHER, code=code), "CLASS_TAKEN", 409)
    again = authority.create_class(TEACHER, code=code)  # the teacher's cell run again: the same class
    assert again["code"] == code and again["teacher"] == TEACHER.name
    _refused(authority, lambda: authority.create_class(TEACHER, players=7), "BAD_PLAYERS", 400)


def test_two_seats_at_once_in_one_class_are_refused(authority: ClassAuthority) -> None:
    code = _class(authority)
    table = _table(authority, code)
    second = authority.open_table(TEACHER, code, seats=2)["table"]
    said = _refused(authority, lambda: authority.sit(ANA, second), "SEATED_ELSEWHERE", 409)
    assert f"table {table}" in said.sentence
    authority.leave(ANA, table, for_good=True)
    assert authority.sit(ANA, second)["seat"] == 0


# --- restarts, leaving, pausing --------------------------------------------------------------------


def test_a_restarted_authority_replays_every_table_to_the_same_state_and_version(
    authority: ClassAuthority, db: Path
) -> None:
    code = _class(authority)
    table = _table(authority, code)
    _play_round(authority, table, check=False)
    authority.next_round(ANA, table)
    second = authority.open_table(TEACHER, code, seats=2, level="random")["table"]
    authority.join(CAL, code)
    authority.sit(CAL, second)
    before = {
        "ana": authority.seat_view(ANA, table),
        "ben": authority.seat_view(BEN, table),
        "cal": authority.seat_view(CAL, second),
        "open": authority.table_view(TEACHER, table),
        "class": authority.class_view(TEACHER, code),
    }
    restarted = ClassAuthority(db)
    after = {
        "ana": restarted.seat_view(ANA, table),
        "ben": restarted.seat_view(BEN, table),
        "cal": restarted.seat_view(CAL, second),
        "open": restarted.table_view(TEACHER, table),
        "class": restarted.class_view(TEACHER, code),
    }
    assert after == before
    assert after["ana"]["version"] > 10 and after["ana"]["rounds_dealt"] == 2


def test_the_computer_plays_the_same_moves_after_a_restart(authority: ClassAuthority, db: Path, tmp_path: Path) -> None:
    code = _class(authority)
    table = _table(authority, code, "random")  # the level whose every move is drawn from its seed
    copy = tmp_path / "copy.sqlite"
    with sqlite3.connect(db) as source, sqlite3.connect(copy) as target:
        source.backup(target)  # a live database's copy, its write-ahead log included
    restarted = ClassAuthority(copy)
    for each in (authority, restarted):
        view = SeatView.from_dict(each.seat_view(ANA, table)["view"])
        for _ in range(2):  # Ana's first turn: her moves, then the computer's turn after Ben's
            each.act(ANA, table, str(GreedyPlayer(seed=1, explain=False).decide(view).action))
            view = SeatView.from_dict(each.seat_view(ANA, table)["view"])
            if not view.my_turn:
                break
        ben = SeatView.from_dict(each.seat_view(BEN, table)["view"])
        while ben.my_turn:
            each.act(BEN, table, str(GreedyPlayer(seed=2, explain=False).decide(ben).action))
            ben = SeatView.from_dict(each.seat_view(BEN, table)["view"])
    first = [(m.seat, m.action, m.computer) for m in _moves(authority, table)]
    again = [(m.seat, m.action, m.computer) for m in _moves(restarted, table)]
    assert any(c for _, _, c in first) and first == again


def _moves(authority: ClassAuthority, table: int) -> list[ActionRow]:
    with authority.store.session() as s:
        return list(s.scalars(select(ActionRow).where(ActionRow.table_id == table).order_by(ActionRow.number)))


def test_a_student_who_leaves_is_played_by_the_computer_and_gets_the_seat_back(authority: ClassAuthority) -> None:
    code = _class(authority)
    table = _table(authority, code)
    left = authority.leave(ANA, table)  # Ana's turn: the computer plays it at once, Ben being there
    assert left["seats"][0] == {"seat": 0, "name": "South", "user": "ana", "present": False, "computer": True}
    moves = _moves(authority, table)
    assert moves and all(m.computer for m in moves) and moves[0].seat == 0
    assert authority.seat_view(BEN, table)["current"] == 1
    _refused(authority, lambda: authority.act(ANA, table, "draw"), "AWAY", 409)
    back = authority.sit(ANA, table, 2)  # she asks for seat 2, and is given hers back
    assert back["seat"] == 0 and back["seats"][0]["present"] and back["seats"][2]["user"] is None


class Clock:
    """The authority's clock, moved by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_student_gone_without_a_word_is_played_by_the_computer_until_they_look_again(
    authority: ClassAuthority,
) -> None:
    clock = authority.clock = Clock()
    code = _class(authority)
    table = _table(authority, code)  # Ana (seat 0) starts; nobody has moved yet
    assert authority.sweep() == [] and _moves(authority, table) == []
    clock.now += AWAY_AFTER - 1
    authority.seat_view(BEN, table)  # Ben's page asks on; Ana's kernel died
    assert authority.sweep() == []  # not long enough yet
    clock.now += 2
    assert authority.sweep() == [table]
    seats = authority.seat_view(BEN, table)["seats"]
    assert seats[0] == {"seat": 0, "name": "South", "user": "ana", "present": False, "computer": True}
    assert seats[1]["present"]  # Ben looked a moment ago
    moves = _moves(authority, table)
    assert moves and all(m.computer and m.seat == 0 for m in moves)  # Ana's turn, played for her
    assert authority.seat_view(BEN, table)["current"] == 1
    assert authority.sweep() == []  # nothing more to give
    # Ana's page asks again (a restarted kernel, a reload): her seat is hers again, the others see it
    version = authority.table_version(BEN, table)
    back = authority.seat_view(ANA, table)
    assert back["seat"] == 0 and back["seats"][0]["present"] and back["version"] == version + 1
    assert authority.seat_view(BEN, table)["seats"][0]["computer"] is False


def test_a_deserted_seat_comes_back_when_the_page_only_waits_and_a_restart_counts_from_its_start(
    authority: ClassAuthority, db: Path
) -> None:
    clock = authority.clock = Clock()
    code = _class(authority)
    table = _table(authority, code)
    clock.now += AWAY_AFTER + 1
    authority.seat_view(BEN, table)
    assert authority.sweep() == [table]
    assert authority.table_version(ANA, table) == authority.seat_view(BEN, table)["version"]  # her page waits on
    assert authority.seat_view(BEN, table)["seats"][0]["present"]  # and that was enough to be back
    # a new authority on the same database: everyone seated counts as just seen
    again = ClassAuthority(db)
    again.clock = Clock()
    again.clock.now = clock.now + 5 * AWAY_AFTER
    assert again.sweep() == []
    again.clock.now += AWAY_AFTER + 1
    assert again.sweep() == [table]


def test_a_student_who_left_on_purpose_comes_back_only_by_sitting(authority: ClassAuthority) -> None:
    authority.clock = Clock()
    code = _class(authority)
    table = _table(authority, code)
    authority.leave(ANA, table)
    view = authority.seat_view(ANA, table)  # her other notebook still looks: she stays away
    assert view["seats"][0]["present"] is False
    _refused(authority, lambda: authority.act(ANA, table, "discard"), "AWAY", 409)
    assert authority.sit(ANA, table)["seats"][0]["present"]


def test_paused_tables_refuse_every_move_until_the_teacher_resumes(authority: ClassAuthority) -> None:
    code = _class(authority)
    table = _table(authority, code)
    paused = authority.pause(TEACHER, code)
    assert paused == {"class": code, "paused": True, "tables": [table]}
    view = SeatView.from_dict(authority.seat_view(ANA, table)["view"])
    move = str(GreedyPlayer(seed=1, explain=False).decide(view).action)
    said = _refused(authority, lambda: authority.act(ANA, table, move), "PAUSED", 409)
    assert "paused" in said.sentence
    assert authority.seat_view(ANA, table)["paused"] is True
    authority.resume(TEACHER, code)
    assert authority.act(ANA, table, move)["move"] == move


# --- the class test, its release and the gradebook ----------------------------------------------


def test_answers_are_kept_as_given_released_only_by_the_teacher_and_exported_as_csv(
    authority: ClassAuthority,
) -> None:
    code = _class(authority)
    test = ClassTest(code)
    sheet = authority.test_sheet(ANA, code)
    assert [p["id"] for p in sheet["puzzles"]] == list(test.ids) and not sheet["released"]
    first, second = test.ids[:2]
    right = answer_text(test.puzzle(first), test.puzzle(first).answer)
    assert authority.answer(ANA, code, first, right) == {"puzzle": first, "state": "answered"}
    wrong = _wrong_answer(test.puzzle(second), random.Random(1))  # of the form, and wrong
    assert not mark(test.puzzle(second), answer_text(test.puzzle(second), wrong)).correct
    authority.answer(ANA, code, second, wrong)
    said = _refused(authority, lambda: authority.answer(BEN, code, second, "lots of words"), "ANSWER_FORM", 400)
    assert "lots of words" in said.sentence
    authority.answer(BEN, code, first, right)
    said = _refused(authority, lambda: authority.answer(ANA, code, first, "something else"), "ALREADY_ANSWERED", 409)
    assert "first answer" in said.sentence
    _refused(authority, lambda: authority.answer(ANA, code, "99-score-1", right), "NO_SUCH_PUZZLE", 404)
    _refused(authority, lambda: authority.answer(ANA, code, first, "x" * 1000), "ANSWER_TOO_LONG", 413)
    _refused(authority, lambda: authority.answer(CAL, code, first, right), "NOT_A_MEMBER", 403)
    # before the release: "answered", never the mark
    sheet = authority.test_sheet(ANA, code)
    assert sheet["puzzles"][0]["state"] == "answered" and not _keys(sheet) & {"right", "answer", "key", "message"}
    view = authority.class_view(TEACHER, code)
    ana = next(s for s in view["students"] if s["user"] == "ana")
    assert ana["test"][first] == "answered" and ana["test"][test.ids[-1]] == "not_yet"
    assert right not in json.dumps(view)
    # released: the marks and the key, and no more answers
    authority.release(TEACHER, code)
    sheet = authority.test_sheet(ANA, code)
    assert sheet["released"] and sheet["puzzles"][0]["right"] is True and sheet["puzzles"][0]["answer"] == right
    assert sheet["puzzles"][1]["right"] is False and sheet["puzzles"][1]["answer"] == wrong
    assert sheet["right"] == 1 and all("key" in p for p in sheet["puzzles"])
    _refused(authority, lambda: authority.answer(ANA, code, test.ids[3], right), "TEST_RELEASED", 409)
    rows = list(csv.reader(io.StringIO(authority.results_csv(TEACHER, code))))
    assert rows[0] == ["Student", *map(test.name_of, test.ids), "Total", "Time spent (seconds)"]
    assert [r[0] for r in rows[1:]] == ["ana", "ben"]
    assert rows[1][1:3] == ["1", "0"] and rows[1][-2] == "1" and rows[2][1:3] == ["1", ""] and rows[2][-2] == "1"
    assert all(r[3:-2] == [""] * (len(test.ids) - 2) for r in rows[1:])
    assert all(int(r[-1]) >= 0 for r in rows[1:])
    assert "right" not in view  # before the release, the class view held no marks
    # released: the class view says how many got each puzzle right (never who), as the CSV counts
    view = authority.class_view(TEACHER, code)
    assert view["right"] == [sum(r[1 + i] == "1" for r in rows[1:]) for i in range(len(test.ids))]
    assert view["right"][:2] == [2, 0] and sum(view["right"]) == 2
    board = board_of(view)
    assert [r["words"] for r in board["results"][:2]] == [
        say("class.board.puzzle_right", number=1, right=2, students=2),
        say("class.board.puzzle_right", number=2, right=0, students=2),
    ]
    page = projector.board_html(board, "/")
    assert board["results_heading"] in unescape(page) and board["results"][0]["words"] in page
    assert "ana" in page and "ana" not in page.split("kp-results")[1].split("</section>")[0]


# --- progress and the class view ------------------------------------------------------------------


def test_progress_reports_reach_the_class_view_with_each_tables_round_and_scores(authority: ClassAuthority) -> None:
    code = _class(authority)
    table = _table(authority, code)
    authority.report_progress(ANA, code, "lesson", "melds/first", 3)
    authority.report_progress(ANA, code, "lesson", "melds/first", 1)  # a worse try keeps the best
    authority.report_progress(ANA, code, "practice", "score", 3)
    authority.report_progress(ANA, code, "practice", "score", 2)  # a level fallen is the level now
    authority.report_progress(BEN, code, "lesson", "welcome/hello", 2)
    for kind, key, value, refused in (
        ("quiz", "melds/first", 1, "BAD_PROGRESS"),
        ("lesson", "nolesson/first", 1, "BAD_PROGRESS"),
        ("lesson", "melds/first", 4, "BAD_PROGRESS"),
        ("practice", "fishing", 1, "BAD_PROGRESS"),
        ("practice", "score", 0, "BAD_PROGRESS"),
        ("practice", "score", 2.0, "BAD_PROGRESS"),
        ("lesson", "melds/" + "a" * 200, 1, "TOO_LONG"),
    ):
        _refused(
            authority,
            lambda kind=kind, key=key, value=value: authority.report_progress(ANA, code, kind, key, value),
            refused,
            413 if refused == "TOO_LONG" else 400,
        )
    _refused(authority, lambda: authority.report_progress(CAL, code, "lesson", "melds/first", 1), "NOT_A_MEMBER", 403)
    view = authority.class_view(TEACHER, code)
    students = {s["user"]: s for s in view["students"]}
    assert students["ana"]["lessons"] == {"melds": {"first": 3}} and students["ana"]["practice"] == {"score": 2}
    assert students["ben"]["lessons"] == {"welcome": {"hello": 2}} and students["ben"]["practice"] == {}
    assert [t["table"] for t in view["tables"]] == [table]
    assert view["tables"][0]["round"] == 1 and view["tables"][0]["totals"] == [0, 0, 0]
    assert not _keys(view["tables"]) & {"hands", "hand", "view", "seed"}
    assert not _keys(authority.tables(ANA, code)) & {"hands", "hand", "view", "seed"}
    version = view["version"]
    authority.report_progress(BEN, code, "practice", "meld", 1)
    assert authority.class_view(TEACHER, code)["version"] > version
    assert {c["class"] for c in authority.classes(ANA)["joined"]} == {code}
    assert {c["class"] for c in authority.classes(TEACHER)["teaching"]} == {code}


# --- a real PostgreSQL server ----------------------------------------------------------------------


def _postgres_bin() -> Path:
    found = shutil.which("pg_ctl")
    if found:
        return Path(found).resolve().parent
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"), key=lambda p: int(Path(p).parts[-3]))
    if not versions:
        pytest.fail("PostgreSQL is not installed: on Debian, apt-get install postgresql (its initdb and pg_ctl)")
    return Path(versions[-1]).parent


@pytest.fixture
def postgres_url() -> Iterator[str]:
    """A throwaway PostgreSQL cluster in a temporary folder, listening on a socket there only,
    started as a user other than root when run as root (initdb refuses root)."""
    bin_ = _postgres_bin()
    folder = Path(tempfile.mkdtemp(prefix="konkan-pg-"))
    as_user: list[str] = []
    if os.geteuid() == 0:
        nobody = pwd.getpwnam("nobody")
        os.chown(folder, nobody.pw_uid, nobody.pw_gid)
        as_user = ["runuser", "-u", "nobody", "--"]
    data, log = folder / "data", folder / "log"

    def run(*command: Any) -> None:
        subprocess.run([*as_user, *map(str, command)], check=True, capture_output=True, cwd=folder, timeout=120)

    try:
        run(bin_ / "initdb", "-D", data, "-A", "trust", "-U", "konkan", "-E", "UTF8", "--no-sync")
        run(bin_ / "pg_ctl", "-D", data, "-l", log, "-w", "-o", f"-k {folder} -c listen_addresses= -F", "start")
    except subprocess.CalledProcessError as e:
        shutil.rmtree(folder, ignore_errors=True)
        pytest.fail(f"PostgreSQL did not start: {e.stderr.decode(errors='replace')[-400:]}")
    try:
        yield f"postgresql+psycopg://konkan@/postgres?host={folder}"
    finally:
        subprocess.run(
            [*as_user, bin_ / "pg_ctl", "-D", data, "-m", "immediate", "stop"], capture_output=True, cwd=folder
        )
        shutil.rmtree(folder, ignore_errors=True)


def test_the_authority_keeps_a_class_in_a_real_postgresql_server(postgres_url: str) -> None:
    store = open_store(postgres_url)
    assert store.engine.dialect.name == "postgresql"
    authority = ClassAuthority(store)
    code = _class(authority)
    table = _table(authority, code)
    _play_round(authority, table, check=False)
    test = ClassTest(code)
    first = test.ids[0]
    authority.answer(ANA, code, first, answer_text(test.puzzle(first), test.puzzle(first).answer))
    _refused(authority, lambda: authority.act(BEN, table, "seat 0: draw"), "NOT_YOUR_SEAT", 403)
    before = (
        authority.seat_view(ANA, table),
        authority.table_view(TEACHER, table),
        authority.results_csv(TEACHER, code),
    )
    store.close()
    restarted = ClassAuthority(postgres_url)
    after = (
        restarted.seat_view(ANA, table),
        restarted.table_view(TEACHER, table),
        restarted.results_csv(TEACHER, code),
    )
    assert after == before and before[0]["round_over"]
    restarted.store.close()


def test_moves_sent_at_the_same_moment_are_judged_one_at_a_time_and_none_is_lost(
    authority: ClassAuthority, db: Path
) -> None:
    code = _class(authority)
    table = _table(authority, code)
    card = card_token(Card.from_id(authority.seat_view(ANA, table)["view"]["hand"][0]))
    sends = [(ANA, f"discard {card}")] * 3 + [(BEN, "draw")] * 3
    start = threading.Barrier(len(sends))
    said: list[tuple[str, str]] = []

    def send(who: Caller, move: str) -> None:
        start.wait()
        try:
            authority.act(who, table, move, computers=False)
            said.append((who.name, "accepted"))
        except ServiceRefusal as e:
            said.append((who.name, e.code))

    threads = [threading.Thread(target=send, args=sent) for sent in sends]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    accepted = [who for who, verdict in said if verdict == "accepted"]
    assert accepted.count("ana") == 1 and len(said) == len(sends)
    assert all(verdict in ("accepted", "NOT_YOUR_TURN", "ALREADY_BEGUN") for _, verdict in said), said
    stored = _moves(authority, table)
    assert len(stored) == len(accepted) and stored[0].action == f"seat 0: discard {card}"
    assert ClassAuthority(db).seat_view(BEN, table) == authority.seat_view(BEN, table)


ODD = [None, 1.5, [], {}, "x" * 10_000, -1, True, "\ud800", 2**70, "fly"]


def test_odd_input_to_any_method_is_refused_and_changes_nothing(authority: ClassAuthority) -> None:
    """What a forged or broken request could pass the HTTP side for each argument: refused with a
    reason code and a sentence (a ServiceRefusal, never another error), the database as before."""
    code = _class(authority)
    table = _table(authority, code)
    calls = {
        "create_class code": lambda v: authority.create_class(TEACHER, code=v),
        "create_class preset": lambda v: authority.create_class(TEACHER, preset=v),
        "create_class players": lambda v: authority.create_class(TEACHER, players=v),
        "create_class partners": lambda v: authority.create_class(TEACHER, players=3, partners=v),
        "create_class test": lambda v: authority.create_class(TEACHER, test=v),
        "create_class seed": lambda v: authority.create_class(TEACHER, seed=v),
        "join": lambda v: authority.join(CAL, v),
        "open_table code": lambda v: authority.open_table(TEACHER, v),
        "open_table seats": lambda v: authority.open_table(TEACHER, code, seats=v),
        "open_table partners": lambda v: authority.open_table(TEACHER, code, seats=3, partners=v),
        "open_table level": lambda v: authority.open_table(TEACHER, code, level=v),
        "open_table seed": lambda v: authority.open_table(TEACHER, code, seed=v),
        "sit table": lambda v: authority.sit(ANA, v),
        "sit seat": lambda v: authority.sit(CAL, table, v),
        "leave": lambda v: authority.leave(CAL, table, for_good=v),
        "act table": lambda v: authority.act(ANA, v, "draw"),
        "act action": lambda v: authority.act(ANA, table, v),
        "seat_view": lambda v: authority.seat_view(ANA, v),
        "table_view": lambda v: authority.table_view(TEACHER, v),
        "tables": lambda v: authority.tables(ANA, v),
        "next_round": lambda v: authority.next_round(ANA, v),
        "pause": lambda v: authority.pause(TEACHER, v),
        "resume": lambda v: authority.resume(TEACHER, v),
        "test_sheet": lambda v: authority.test_sheet(CAL, v),
        "answer puzzle": lambda v: authority.answer(ANA, code, v, "none"),
        "answer": lambda v: authority.answer(ANA, code, "1-lay_off-1", v),
        "release": lambda v: authority.release(ANA, v),
        "results_csv": lambda v: authority.results_csv(TEACHER, v),
        "report kind": lambda v: authority.report_progress(ANA, code, v, "melds/first", 1),
        "report key": lambda v: authority.report_progress(ANA, code, "lesson", v, 1),
        "report value": lambda v: authority.report_progress(ANA, code, "practice", "score", v),
        "class_view": lambda v: authority.class_view(TEACHER, v),
        "caller name": lambda v: authority.classes(Caller(v, teacher=True)),
        "caller teacher": lambda v: authority.class_view(Caller("ana", v), code),
        "play_computers": lambda v: authority.play_computers(v),
    }
    # None is the default of these, "fly" is a fine name for a hub user, -1 and "fly" are seeds (by repr:
    # lists don't hash)
    fine = {("create_class code", "None"), ("create_class test", "None"), ("create_class seed", "None")}
    fine |= {
        ("caller name", "'fly'"),
        ("open_table seed", "None"),
        ("open_table seats", "None"),  # the class's players
        ("open_table partners", "None"),  # as the class plays
        ("open_table seed", "-1"),
        ("open_table seed", "'fly'"),
    }
    before = authority.store.rows()
    for name, call in calls.items():
        for value in ODD:
            if (name, repr(value)) in fine:
                continue
            with pytest.raises(ServiceRefusal) as e:
                call(value)
            assert e.value.status in (400, 403, 404, 409, 413) and e.value.sentence, (name, value)
    assert authority.store.rows() == before


def test_import_konkan_and_its_widgets_load_no_database_nor_web_server() -> None:
    """The class service's packages come with the konkan[class] extra only: a notebook that
    imports konkan, its widgets or its classroom pays for none of them."""
    probe = (
        "import sys, konkan, konkan.widgets, konkan.classroom, konkan.classroom.service\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'sqlalchemy', 'psycopg', 'tornado', 'jupyterhub'}))"
    )
    out = subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True, text=True).stdout
    assert out.strip() == "[]"


def test_a_database_address_that_cannot_be_used_is_named_in_the_sentence(tmp_path: Path) -> None:
    for url, said in (
        ("nonsense://here", "'nonsense://here' is not a database address"),
        ("postgresql+pg8000://konkan@/konkan", "needs the package pg8000"),
        (f"sqlite:///{tmp_path}/no/such/folder/class.sqlite", "could not open its database at"),
    ):
        with pytest.raises(KonkanError, match=said):
            open_store(url)
    assert open_store(tmp_path / "class.sqlite").url.endswith("class.sqlite")


def test_a_student_out_of_the_game_watches_the_table_as_any_onlooker(authority: ClassAuthority) -> None:
    """Only a class's presets are offered (no elimination), but the authority plays whatever rules a
    table holds: here the limit is put, after round 1, just under the highest total."""
    code = _class(authority)
    table = _table(authority, code)
    _play_round(authority, table, check=False)
    totals = authority.seat_view(ANA, table)["totals"]
    assert totals[0] == max(totals) > sorted(totals)[-2]  # Ana's is the highest: she will be out
    with authority.store.session() as s:
        row = s.get(TableRow, table)
        assert row is not None
        row.rules = json.dumps(
            {**json.loads(row.rules), "game_end": "elimination", "game_end_score": sorted(totals)[-2]}
        )
        s.commit()
    authority._live.clear()  # the game replayed under the table's rules as they are now
    authority.next_round(BEN, table)
    sent = json.loads(json.dumps(authority.seat_view(ANA, table)))
    game = _replayed(authority, table)
    assert game.round_seat(0) is None and game.round.players == 2 and not game.is_over
    assert sent["out"] is True and sent["round_seat"] is None and sent["seat"] == 0
    assert sent["view"] == game.onlooker_view(0).to_dict()
    assert sent["view"]["hand"] == [] and sent["view"]["legal"] == [] and len(sent["view"]["hand_sizes"]) == 2
    hands = {c.id for seat in range(2) for c in game.round.hand(seat)} | {c.id for c in game.round.stock}
    public = {i for e in game.round.events for i in e.to_dict()["cards"]}
    assert sent["scored"][0]["number"] == 1  # round 1, every hand shown once scored (R8)
    dealt = {k: v for k, v in sent.items() if k != "scored"}  # round 1's cards are dealt again in round 2
    assert not _card_ids(dealt) & (hands - public)  # no hand and no stock card, as for any onlooker
    assert authority.seat_view(BEN, table)["out"] is False
    _refused(authority, lambda: authority.act(ANA, table, "draw"), "OUT_OF_GAME", 409)
    # her table widget draws the table as she watches it, with nothing to press
    from konkan.classroom.service.link import LocalLink
    from konkan.widgets import Table

    w = Table(code=code, link=LocalLink(authority, ANA))
    try:
        assert w.status["out"] and w.status["text"].startswith(
            f"You are out of the game: your total passed {totals[1]}."
        )
        assert w.view["hand"] == [] and len(w.view["hand_sizes"]) == 2
        assert not [b for b in w.actions if b["enabled"]]
    finally:
        w.close()


# --- what a teacher reads -------------------------------------------------------------------------


def test_a_teacher_who_mistypes_their_own_class_code_is_told_in_a_teachers_words(authority: ClassAuthority) -> None:
    code = _class(authority)  # river-7661
    unmade = Class.new(players=3, seed=100).with_test(1).code  # a code, but no class of this hub
    teacher_words = "Check the code you were given when you made the class."
    said = _refused(authority, lambda: authority.class_view(TEACHER, unmade), "NO_SUCH_CLASS", 404)
    assert said.sentence == f"No class on this hub has the code '{unmade}'. {teacher_words}"
    for typo in ("river-7616", "rivr 7661", "xyzzy-7661", f"{code}-14"):
        said = _refused(authority, lambda typo=typo: authority.pause(TEACHER, typo), "BAD_CODE", 400)
        assert "with your teacher" not in said.sentence, said.sentence
        assert said.sentence.startswith(f"'{typo}' is not a class code"), said.sentence
    said = _refused(authority, lambda: authority.create_class(TEACHER, code="xyzzy-7661"), "BAD_CODE", 400)
    assert said.sentence.endswith("; check the code you were given when you made the class.")
    # a student is still told to ask their teacher
    said = _refused(authority, lambda: authority.join(CAL, unmade), "NO_SUCH_CLASS", 404)
    assert said.sentence == f"No class on this hub has the code '{unmade}'. Check the code with your teacher."
    said = _refused(authority, lambda: authority.join(CAL, "river-7616"), "BAD_CODE", 400)
    assert said.sentence.endswith("; check the code with your teacher.")


def test_a_code_that_is_no_class_here_is_quoted_exactly_as_typed_with_its_test(authority: ClassAuthority) -> None:
    _class(authority)
    unmade = Class.new(players=3, seed=100).with_test("first lesson").code
    typed = unmade.upper().replace("-", " ", 1)  # as a student may type it: any case, a space
    said = _refused(authority, lambda: authority.join(CAL, typed), "NO_SUCH_CLASS", 404)
    assert said.sentence.startswith(f"No class on this hub has the code '{typed}'. ")


def test_a_class_that_cannot_be_made_is_refused_in_plain_sentences(authority: ClassAuthority) -> None:
    for options, code, sentence in (
        ({"players": 7}, "BAD_PLAYERS", "A class has 2 to 5 players; you asked for 7."),
        ({"players": "4"}, "BAD_PLAYERS", "A class has 2 to 5 players; you asked for '4'."),
        (
            {"players": 3, "partners": True},
            "BAD_PARTNERS",
            "Partners play in a class of 4 players only; you asked for 3.",
        ),
        ({"seed": 4312}, "BAD_CLASS_SEED", "A class's number is a whole number from 0 to 4311; you asked for 4312."),
        (
            {"test": "final exam"},
            "BAD_RULES",
            "There is no test 'final exam'. The tests are 'mix', 'first lesson', 'mix level 2', 'mix level 3', "
            "or their numbers 0 to 3.",
        ),
    ):
        said = _refused(authority, lambda options=options: authority.create_class(TEACHER, **options), code, 400)
        assert said.sentence == sentence
        assert " must be " not in said.sentence and "got" not in said.sentence


def test_a_table_seats_at_most_the_players_the_class_is_set_up_for(authority: ClassAuthority) -> None:
    four = authority.create_class(TEACHER, players=4, seed=11)["code"]
    said = _refused(authority, lambda: authority.open_table(TEACHER, four, seats=5), "BAD_SEATS", 400)
    assert said.sentence == f"Class {four} is set up for 4 players, so its tables have 2 to 4 seats; you asked for 5."
    assert len(authority.open_table(TEACHER, four)["seats"]) == 4  # the class's own size unless told
    assert len(authority.open_table(TEACHER, four, seats=3)["seats"]) == 3  # fewer seats fit a smaller group
    two = authority.create_class(TEACHER, players=2, seed=12)["code"]
    said = _refused(authority, lambda: authority.open_table(TEACHER, two, seats=3), "BAD_SEATS", 400)
    assert said.sentence == f"Class {two} is set up for 2 players, so its tables have 2 seats; you asked for 3."
    assert len(authority.open_table(TEACHER, two)["seats"]) == 2
    pairs = authority.create_class(TEACHER, players=4, partners=True, seed=13)["code"]
    assert authority.open_table(TEACHER, pairs)["partners"] is True  # as the class plays
    assert authority.open_table(TEACHER, pairs, seats=3)["partners"] is False
    said = _refused(authority, lambda: authority.open_table(TEACHER, two, partners=True), "BAD_PARTNERS", 400)
    assert said.sentence == "Partners play at a table of 4 seats only, and this table has 2."


@pytest.mark.parametrize("given", ["text", "path"])
def test_an_authority_opens_a_sqlite_file_given_by_its_path_as_text_or_a_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, given: str
) -> None:
    monkeypatch.chdir(tmp_path)
    where = "classes/term one.sqlite"
    (tmp_path / "classes").mkdir()
    first = ClassAuthority(where if given == "text" else Path(where))
    code = first.create_class(TEACHER, players=3, seed=7)["code"]
    assert (tmp_path / where).is_file()
    again = ClassAuthority(str(tmp_path / where))  # an absolute path, as text
    assert again.classes(TEACHER)["teaching"][0]["code"] == code
    by_url = ClassAuthority(f"sqlite:///{tmp_path / where}")  # an address works as before
    assert by_url.classes(TEACHER)["teaching"][0]["code"] == code


def test_a_seat_is_told_which_of_its_moves_the_computer_played_after_a_restart_too(
    authority: ClassAuthority, db: Path
) -> None:
    code = _class(authority)
    table = authority.open_table(TEACHER, code, seats=3, seed="test table")["table"]
    authority.sit(BEN, table, 1)  # South's seat is free: the computer plays its first turn
    ana = authority.sit(ANA, table, 0)
    view = SeatView.from_dict(ana["view"])
    south = [e.index for e in view.events if e.seat == view.seat]
    assert south and ana["computer_events"] == south  # every move of South's so far was the computer's
    ben = authority.seat_view(BEN, table)
    assert ben["computer_events"] == []  # Ben played his own moves (none yet): nothing of South's
    restarted = ClassAuthority(db)  # the moves' record in the store says the same
    assert restarted.seat_view(ANA, table)["computer_events"] == south
    # Ben plays, the computer plays West, then Ana's own moves are hers
    r = _replayed(restarted, table).round
    assert r.current == 1
    for who, seat in ((BEN, 1), (ANA, 0)):
        while r.current == seat and not r.is_over:
            move = GreedyPlayer(seed=1, explain=False).decide(r.view(r.current)).action
            restarted.act(who, table, str(move))
            r = _replayed(restarted, table).round
    seen = restarted.seat_view(ANA, table)
    mine = [e.index for e in SeatView.from_dict(seen["view"]).events if e.seat == 0]
    assert len(mine) > len(south) and seen["computer_events"] == south
