"""Two students play each other and the computer on a real JupyterHub (tests/hub/conftest.py), each
from a kernel in their own server, through the kernel's client (konkan/classroom/service/client.py)
with their server's token: neither ever gets the other's cards, and each reads the game in their own
language (one English, one Arabic). The service is killed mid-game; the
hub starts it again, the game is exactly where it was, no accepted move lost, and play goes on."""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from hubtools import STUDENTS, TEACHER, Hub, request
from test_class_service_on_hub import _run_in_a_kernel

from konkan import Action, Game, Rules
from konkan.catalogue import speaking
from konkan.classroom.service.client import ClassService
from konkan.classroom.service.store import ActionRow, TableRow, open_store, select

pytestmark = pytest.mark.hub

# A student's kernel: join, sit, and play the seat (a greedy player choosing from the seat's view
# only), waiting for the others with the long poll, until the round is over or the table's version
# reaches "stop"; every reply the service sent is appended to a file in the student's home.
PLAY = """
import json, pathlib
import konkan
from konkan.classroom.service.client import find_service
from konkan.play.players import GreedyPlayer
from konkan.view import SeatView
task = json.loads(TASK)
konkan.set_language(task["language"])  # the kernel's client asks the service in this language
service = find_service()
service.join(task["code"])
now = service.sit(task["table"], task["seat"])
replies, moves = [now], []
while sum(1 for s in now["seats"] if s["user"] and s["present"]) < task["students"]:  # both at the table first
    now = service.view(task["table"], after=now["version"], wait=20)
    replies.append(now)
bot = GreedyPlayer(seed=task["seat"], explain=False)
while not now["round_over"] and (task["stop"] is None or now["version"] < task["stop"]):
    if SeatView.from_dict(now["view"]).my_turn and not now["paused"]:
        now = service.act(task["table"], str(bot.decide(SeatView.from_dict(now["view"])).action))
        moves.append(now["move"])
    else:
        now = service.view(task["table"], after=now["version"], wait=20)
    replies.append(now)
with pathlib.Path("konkan-replies.jsonl").open("a") as out:
    out.write(json.dumps({"replies": replies, "moves": moves}) + "\\n")
print(len(moves))
"""

# The language each student's kernel speaks: one table, one English and one Arabic student.
LANGUAGES = ("en", "ar")
ARABIC = re.compile("[\u0600-\u06ff]")

CARD_FIELDS = {"hand", "discard_pile", "cards", "took_discard", "freed_jokers"}
SEAT_VIEW_KEYS = {
    *("table", "number", "class", "version", "seats", "partners", "level", "paused", "round", "rounds_dealt"),
    *("round_over", "current", "totals", "game_over", "seat", "round_seat", "out", "scored", "view", "move", "said"),
    "question",  # the teacher's question to the class, if one is asked: no card in it
    "computer_events",  # which of the seat's own events the computer played: indexes, no card
}


def _card_ids(value: Any, key: str = "") -> set[int]:
    if isinstance(value, dict):
        return {i for k, v in value.items() for i in _card_ids(v, k)}
    if isinstance(value, list):
        return {i for v in value for i in _card_ids(v, key)}
    return {value} if key in CARD_FIELDS and isinstance(value, int) and not isinstance(value, bool) else set()


def _nearest(view: dict[str, Any], views: dict[str, set[int]]) -> str:
    """Why ``view`` is none of ``views``: the fields in which it differs from the nearest one."""
    candidates = [json.loads(v) for v in views]
    near = min(candidates, key=lambda c: sum(c.get(k) != view.get(k) for k in {*c, *view}))
    diff = {k: (view.get(k), near.get(k)) for k in sorted({*near, *view}) if near.get(k) != view.get(k)}
    return f"a view the engine never gave this seat; nearest differs in {json.dumps(diff, ensure_ascii=False)[:1500]}"


def _play(hub: Hub, tokens: dict[str, str], task: dict[str, Any]) -> dict[str, int]:
    """Both students play at once, each in a kernel of their own server: the moves each made."""

    async def both() -> list[str]:
        runs = [
            _run_in_a_kernel(
                hub,
                name,
                tokens[name],
                f"TASK = {json.dumps(json.dumps({**task, 'seat': seat, 'students': len(STUDENTS), 'language': LANGUAGES[seat]}))}\n"
                + PLAY,
                150,
            )
            for seat, name in enumerate(STUDENTS)
        ]
        return list(await asyncio.gather(*runs))

    with ThreadPoolExecutor(1) as thread:  # a loop of its own: Playwright may keep one running in this thread
        printed = thread.submit(asyncio.run, both()).result()
    return {name: int(out.strip()) for name, out in zip(STUDENTS, printed, strict=True)}


def _settled(teacher: ClassService, table: int) -> dict[str, Any]:
    """The teacher's view of the table once the computer has played (its seat is not to play)."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        seen = teacher.table_view(table)
        if seen["round_over"] or seen["seats"][seen["current"]]["present"]:
            again = teacher.table_view(table, after=seen["version"], wait=1)
            if again["version"] == seen["version"]:
                return seen
        time.sleep(0.2)
    raise AssertionError("the computer did not play its turn")


def _rows(db: Path, table: int) -> list[ActionRow]:
    store = open_store(db)
    try:
        with store.session() as s:
            return list(s.scalars(select(ActionRow).where(ActionRow.table_id == table).order_by(ActionRow.number)))
    finally:
        store.close()


def _views_at_every_move(db: Path, table: int) -> dict[int, dict[str, set[int]]]:
    """For each seat, each view it could be sent during round 1 (as JSON text, in the seat's
    language), with the cards that, at that moment, only another seat or nobody had seen (the
    others' hands, the stock)."""
    store = open_store(db)
    with store.session() as s:
        row = s.get(TableRow, table)
        assert row is not None
        rules, seed = Rules.from_dict(json.loads(row.rules)), row.seed
        moves = [
            m.action
            for m in s.scalars(
                select(ActionRow).where(ActionRow.table_id == table, ActionRow.round == 1).order_by(ActionRow.number)
            )
        ]
    store.close()
    seen: dict[int, dict[str, set[int]]] = {0: {}, 1: {}}
    for seat in (0, 1):
        with speaking(LANGUAGES[seat]):  # the game made in the seat's language: its seats' names
            r = Game(rules, seed=seed).round
            for k in range(len(moves) + 1):
                public = {i for e in r.events for i in e.to_dict()["cards"]}
                secret = {c.id for o in range(r.players) if o != seat for c in r.hand(o)} | {c.id for c in r.stock}
                secret = set() if r.is_over else secret - public
                seen[seat].setdefault(json.dumps(r.view(seat).to_dict(), sort_keys=True), secret)
                if k < len(moves):
                    r.apply(Action.parse(moves[k]))
    return seen


def test_two_students_play_a_round_from_their_kernels_and_a_killed_service_loses_no_move(hub: Hub) -> None:
    teacher = ClassService(hub.service, hub.token_for(TEACHER, ["access:services!service=konkan"]), timeout=30)
    code = teacher.create_class(players=3, seed=31)["code"]
    table = teacher.open_table(code, seats=3, level="greedy")["table"]
    tokens = {}
    for name in STUDENTS:
        hub.spawn(name)
        tokens[name] = hub.token_for(name, [f"access:servers!server={name}/"])
    started = teacher.table_view(table)["version"]

    # Part of the round, then the service is killed with the game half played.
    first = _play(hub, tokens, {"code": code, "table": table, "stop": started + 12})
    assert all(first.values()), first
    before = _settled(teacher, table)
    assert not before["round_over"]
    db = next(hub.folder.rglob("konkan-class.sqlite"))
    moves_before = [(m.number, m.action) for m in _rows(db, table)]
    pid = hub.api("GET", "services/konkan")["pid"]
    os.kill(pid, signal.SIGKILL)
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        now = hub.api("GET", "services/konkan")["pid"]
        if now and now != pid and request("GET", hub.service + "api/me")[0] == 403:
            break
        time.sleep(0.3)
    else:
        raise AssertionError(f"the hub did not start the service again\n{hub.tail()}")
    # Exactly where it was: every hand, the version, whose turn, every move.
    assert teacher.table_view(table) == before
    assert [(m.number, m.action) for m in _rows(db, table)] == moves_before

    # Play goes on to the end of the round.
    second = _play(hub, tokens, {"code": code, "table": table, "stop": None})
    assert sum(second.values()) > 0
    after = _settled(teacher, table)
    assert after["round_over"] and after["version"] > before["version"]
    rows = _rows(db, table)
    assert [(m.number, m.action) for m in rows][: len(moves_before)] == moves_before

    # Every move a student was told was accepted is stored; every reply holds only that seat.
    views = _views_at_every_move(db, table)
    stored = {(m.seat, m.action) for m in rows if not m.computer}
    for seat, name in enumerate(STUDENTS):
        runs = [
            json.loads(line) for line in (hub.folder / "home" / name / "konkan-replies.jsonl").read_text().splitlines()
        ]
        assert len(runs) == 2
        told = [move for run in runs for move in run["moves"]]
        assert len(told) == first[name] + second[name]
        assert {(seat, move) for move in told} <= stored
        replies = [reply for run in runs for reply in run["replies"]]
        for reply in replies:
            assert set(reply) <= SEAT_VIEW_KEYS and reply["seat"] == seat
            text = json.dumps(reply["view"], sort_keys=True)
            assert text in views[seat], _nearest(reply["view"], views[seat])
            assert not _card_ids(reply) & views[seat][text], f"{name} was sent a card only another seat held"
            assert not {"seed", "hands", "stock"} & set(reply) and not {"hands", "stock"} & set(reply["view"])
        assert replies[-1]["round_over"]
        # Each in their own language: the same events, said in Arabic to the one who asks in Arabic.
        said = " ".join(e["message"] for e in replies[-1]["view"]["events"])
        assert bool(ARABIC.search(said)) == (LANGUAGES[seat] == "ar"), said[:300]
