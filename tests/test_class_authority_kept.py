"""The class authority's tables kept in memory (konkan/classroom/service/authority.py: ``_Seen``,
read again whenever the store's version differs) and its moves and test answers written in one
transaction: what it serves from memory is what a new authority reads from the database, a change
made by another authority on the same database is seen at once, and the rows written are the
rows the slower path wrote."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from konkan.classroom.service.authority import Caller, ClassAuthority, ServiceRefusal
from konkan.classroom.service.store import ActionRow, ClassRow, MemberRow, TableRow, select
from konkan.classroom.testmode import ClassTest, answer_text
from konkan.play.players import GreedyPlayer
from konkan.view import SeatView

TEACHER = Caller("ms-haddad", teacher=True)
ANA, BEN, CAL = Caller("ana"), Caller("ben"), Caller("cal")
STUDENTS = (ANA, BEN, CAL)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "class.sqlite"


def _seated(authority: ClassAuthority) -> tuple[str, int]:
    """A class of three and a 3-seat table, every seat a student's: its code and the table."""
    code: str = authority.create_class(TEACHER, players=3, seed=7)["code"]
    table: int = authority.open_table(TEACHER, code, seats=3, seed="kept table")["table"]
    for seat, student in enumerate(STUDENTS):
        authority.join(student, code)
        authority.sit(student, table, seat)
    return code, table


def _move(authority: ClassAuthority, table: int) -> tuple[Caller, dict[str, Any]]:
    """The seat to play's move, as a greedy player chooses it: who moved and the reply."""
    for student in STUDENTS:
        now = authority.seat_view(student, table)
        view = SeatView.from_dict(now["view"])
        if now["current"] == now["seat"] and view.my_turn:
            action = str(GreedyPlayer(seed=1, explain=False).decide(view).action)
            return student, authority.act(student, table, action, computers=False)
    raise AssertionError("nobody to play")


def test_every_view_served_from_memory_is_the_view_read_fresh_from_the_database(db: Path) -> None:
    authority = ClassAuthority(db)
    _, table = _seated(authority)
    for _ in range(40):
        who, reply = _move(authority, table)
        fresh = ClassAuthority(db)  # nothing in memory: every table replayed from its rows
        assert {k: v for k, v in reply.items() if k not in ("move", "said")} == fresh.seat_view(who, table)
        for student in STUDENTS:
            kept = authority.seat_view(student, table)
            assert kept == fresh.seat_view(student, table)
            assert kept == authority.seat_view(student, table)  # asked again at the same version
            assert authority.table_version(student, table) == kept["version"] == reply["version"]
        if reply["round_over"]:
            break


def test_a_move_made_by_another_authority_on_the_database_is_seen_at_once(db: Path) -> None:
    first = ClassAuthority(db)
    _, table = _seated(first)
    before = {s.name: first.seat_view(s, table) for s in STUDENTS}  # kept in first's memory
    second = ClassAuthority(db)
    who, reply = _move(second, table)
    assert first.table_version(ANA, table) == reply["version"] == before["ana"]["version"] + 1
    for student in STUDENTS:
        assert first.seat_view(student, table) == second.seat_view(student, table)
    who, reply = _move(first, table)  # and first plays on from there, its game read again
    assert second.seat_view(who, table) == {k: v for k, v in reply.items() if k not in ("move", "said")}
    assert [m.number for m in _moves(first, table)] == [1, 2]


def test_a_move_is_committed_with_both_versions_before_the_reply(db: Path) -> None:
    authority = ClassAuthority(db)
    code, table = _seated(authority)
    told: list[tuple[int | None, str]] = []
    authority.on_change = lambda t, c: told.append((t, c))
    versions = _versions(authority, table)
    who, reply = _move(authority, table)
    assert told == [(table, code)]
    assert _versions(authority, table) == (versions[0] + 1, versions[1] + 1) and reply["version"] == versions[0] + 1
    [row] = _moves(authority, table)
    assert (row.number, row.round, row.action, row.computer) == (1, 1, reply["move"], False)
    assert row.seat == reply["round_seat"]


def test_a_refused_move_changes_nothing_in_memory_or_in_the_database(db: Path) -> None:
    authority = ClassAuthority(db)
    _, table = _seated(authority)
    view = authority.seat_view(BEN, table)
    rows = authority.store.rows()
    with pytest.raises(ServiceRefusal) as refused:
        authority.act(BEN, table, "draw")
    assert refused.value.code == "NOT_YOUR_TURN"
    assert authority.store.rows() == rows and authority.seat_view(BEN, table) == view


def test_an_answer_is_written_once_with_the_class_version_and_the_start_of_the_test(db: Path) -> None:
    authority = ClassAuthority(db)
    code, _ = _seated(authority)
    test = ClassTest(authority.classes(TEACHER)["teaching"][0]["code"])
    first, second = test.ids[:2]
    told: list[tuple[int | None, str]] = []
    authority.on_change = lambda t, c: told.append((t, c))
    version = _versions(authority, None)[1]
    assert _started(authority, "ana") is None
    right = answer_text(test.puzzle(first), test.puzzle(first).answer)
    assert authority.answer(ANA, code, first, right) == {"puzzle": first, "state": "answered"}
    started = _started(authority, "ana")
    assert started is not None and told == [(None, code)] and _versions(authority, None)[1] == version + 1
    authority.answer(ANA, code, second, answer_text(test.puzzle(second), test.puzzle(second).answer))
    assert _started(authority, "ana") == started  # the time the test began is kept
    rows = authority.store.rows()
    for puzzle, why in ((first, "ALREADY_ANSWERED"), ("no-such-puzzle", "NO_SUCH_PUZZLE"), ([], "NO_SUCH_PUZZLE")):
        with pytest.raises(ServiceRefusal) as refused:
            authority.answer(ANA, code, puzzle, right)  # type: ignore[arg-type]
        assert refused.value.code == why
    with pytest.raises(ServiceRefusal) as refused:
        authority.answer(Caller("dan"), code, first, right)
    assert refused.value.code == "NOT_A_MEMBER"
    authority.release(TEACHER, code)
    rows = authority.store.rows()
    with pytest.raises(ServiceRefusal) as refused:
        authority.answer(BEN, code, first, right)
    assert refused.value.code == "TEST_RELEASED" and authority.store.rows() == rows
    sheet = ClassAuthority(db).test_sheet(ANA, code)
    assert [p["right"] for p in sheet["puzzles"][:2]] == [True, True]


def _moves(authority: ClassAuthority, table: int) -> list[ActionRow]:
    with authority.store.session() as s:
        return list(s.scalars(select(ActionRow).where(ActionRow.table_id == table).order_by(ActionRow.number)))


def _versions(authority: ClassAuthority, table: int | None) -> tuple[int, int]:
    """The table's version (0 for None) and its class's (the only class)."""
    with authority.store.session() as s:
        klass = s.scalars(select(ClassRow)).one()
        row = None if table is None else s.get(TableRow, table)
        return (0 if row is None else row.version), klass.version


def _started(authority: ClassAuthority, user: str) -> Any:
    with authority.store.session() as s:
        return s.scalars(select(MemberRow.test_started).where(MemberRow.user == user)).one()
