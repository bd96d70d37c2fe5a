"""The coach in the class (issue 33): the teacher's notebook lists the class's most frequent kinds
of mistake from the reviews of the students' own finished rounds, and puts one moment on the
projector for the class to answer before the answer is shown."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from konkan import Action
from konkan.catalogue import EN, say
from konkan.classroom import coach
from konkan.classroom.coach import KINDS, kind_name, moment_question
from konkan.classroom.service import projector
from konkan.classroom.service.asking import _for_the_room_parts, _sentences
from konkan.classroom.service.authority import Caller, ClassAuthority, ServiceRefusal
from konkan.classroom.service.link import LocalLink
from konkan.classroom.service.store import open_store
from konkan.errors import KonkanError
from konkan.play.analysis import said as said_words
from konkan.play.players import RandomPlayer
from konkan.teaching.mistakes import Retry, answer_part
from konkan.view import SeatView
from konkan.widgets import Table
from konkan.widgets.class_view import ClassView
from tests.test_class_authority import _assert_only_its_seat, _replayed
from tests.test_shared_table import caught_up

TEACHER = Caller("ms-haddad", teacher=True)
ANA, BEN, CAL, DAN = Caller("ana"), Caller("ben"), Caller("cal"), Caller("dan")
DEALS = {"deals": 4, "max_deals": 8, "workers": 2}


def _move(action: Action) -> str:
    """A move as a student types it: without its seat."""
    return str(action).split(": ", 1)[1]


class Played:
    """A class whose 3-seat table played one round: Ana (seat 0) and Ben (seat 1) as seeded
    random players, the computer in seat 2; Ana left for a while (the computer played her seat)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.authority = ClassAuthority(folder / "class.sqlite")
        a = self.authority
        self.code: str = a.create_class(TEACHER, players=3, seed=11)["code"]
        for student in (ANA, BEN, CAL, DAN):
            a.join(student, self.code)
        self.table: int = a.open_table(TEACHER, self.code, seats=3, level="greedy", seed="coach table")["table"]
        a.sit(ANA, self.table, 0)
        a.sit(BEN, self.table, 1)
        bots = {0: (ANA, RandomPlayer(seed=3)), 1: (BEN, RandomPlayer(seed=4))}
        turns = {0: 0, 1: 0}
        away = False
        while True:
            view = a.seat_view(BEN, self.table)
            if view["round_over"]:
                break
            seat = view["current"]
            if seat == 0 and turns[0] == 3 and not away:
                a.leave(ANA, self.table)  # the computer plays Ana's seat until she sits again
                away = True
                continue
            if away and turns[1] >= 6 and seat == 1:
                a.sit(ANA, self.table, 0)
                away = False
                continue
            student, bot = bots[seat]
            mine = a.seat_view(student, self.table)
            while mine["current"] == seat and not mine["round_over"]:
                action = bot.decide(SeatView.from_dict(mine["view"])).action
                mine = a.act(student, self.table, _move(action))
            turns[seat] += 1
        self.view = ClassView(self.code, link=LocalLink(a, TEACHER), folder=folder, poll=False)
        self.listed = self.view.mistakes(**DEALS)
        self.found = self.view.found


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Played:
    return Played(tmp_path_factory.mktemp("coach-class"))


@pytest.mark.slow  # reviews two rounds (about a minute on 2 cores)
def test_the_rounds_are_the_teachers_and_say_which_moves_the_computer_played(played: Played) -> None:
    a = played.authority
    with pytest.raises(ServiceRefusal) as refused:
        a.class_rounds(ANA, played.code)
    assert refused.value.code == "NOT_THE_TEACHER"
    rounds = a.class_rounds(TEACHER, played.code)
    (table,) = rounds["tables"]
    assert table["students"] == {"0": "ana", "1": "ben"} and table["finished"] == [1]
    computer = {m["seat"] for m in table["moves"] if m["computer"]}
    assert computer == {0, 2}, "the computer played Ana's seat while she was away, and its own"


@pytest.mark.slow  # reviews two rounds (about a minute on 2 cores)
def test_the_mistakes_list_names_each_kind_of_the_students_flagged_moves(played: Played) -> None:
    found = played.found
    assert found is not None and found.rounds == 2  # Ana's and Ben's seats: never the computer's
    assert found.kinds and found.moments
    rounds = played.authority.class_rounds(TEACHER, played.code)["tables"][0]
    by_round_seat: dict[int, set[int]] = {}
    index = 0
    for m in rounds["moves"]:
        if m["computer"]:
            by_round_seat.setdefault(m["seat"], set()).add(index)
        index += 1
    for m in found.moments:
        assert m.decision.flagged and m.decision.seat in (0, 1) and m.student in ("ana", "ben")
        # the review is read by the class: the third person, never "you"; its kind is the first-person key
        assert m.decision.parts[0][0] == f"{m.kind}.other" and m.name == say(KINDS[m.kind])
        assert m.decision.index not in by_round_seat.get(m.decision.seat, set()), "a move the computer made for her"
    assert [k.times for k in found.kinds] == sorted((k.times for k in found.kinds), reverse=True)
    assert sum(k.times for k in found.kinds) == len(found.moments)
    top = found.kinds[0]
    assert top.times == sum(1 for m in found.moments if m.kind == top.kind)
    assert top.students == {m.student for m in found.moments if m.kind == top.kind}
    text = played.listed.sentence
    assert kind_name(top.kind) in text and f"| {top.times} | {len(top.students)} |" in text
    assert "ana" not in text and "ben" not in text, "no name unless the teacher asks for them"
    assert "ana" in found.table(names=True) or "ben" in found.table(names=True)
    assert say("class.mistakes.lost_means") in text, "points lost in all said plainly: not the score"
    for m in found.moments:  # one deal of round 1, never dealt again: labelled by its round
        assert (m.numbered, m.deal, m.redealt) == (1, 1, False)
        assert m.label == say("class.mistakes.where", number=m.number, round=1)


@pytest.mark.slow  # reviews two rounds (about a minute on 2 cores)
def test_a_second_call_reads_the_reviews_back(played: Played, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_review(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("reviewed again")

    monkeypatch.setattr(coach, "review_round", no_review)
    lines: list[str] = []
    before = played.view.message
    again = played.view.mistakes(**DEALS, progress=lines.append)  # the notebook's cell shows its progress
    assert again.sentence == played.listed.sentence
    assert lines[0].startswith(say("widget.class_view.mistakes.reviewing", bar="", done=0, total=2)[:20])
    assert lines[-1] == say("widget.class_view.mistakes.done.many", rounds=2)
    assert played.view.message == before, "the live view's line is left to the live class"
    with pytest.raises(KonkanError, match="progress must be something to call"):
        played.view.mistakes(**DEALS, progress="yes")  # type: ignore[arg-type]
    assert len(list((played.folder / f"konkan-reviews-{played.code}").glob("*.json"))) == 2


@pytest.mark.slow  # reviews two rounds (about a minute on 2 cores)
def test_a_moment_is_asked_answered_tallied_and_judged_as_retry_judges(played: Played) -> None:
    a, code, view = played.authority, played.code, played.view
    assert played.found is not None
    moment = played.found.moments[0]
    with pytest.raises(Exception, match="Pause every table first"):
        view.vote(1)
    a.next_round(TEACHER, played.table)  # the table plays on: the moment is of a finished round
    a.pause(TEACHER, code)
    before = a.store.rows()
    for bad in (0, len(played.found.moments) + 1, "1"):
        with pytest.raises(Exception, match="There is no moment"):
            view.vote(bad)  # type: ignore[arg-type]
    with pytest.raises(ServiceRefusal) as refused:
        a.ask_moment(TEACHER, code, played.table, {"seat": 0})
    assert refused.value.code == "BAD_MOMENT"
    with pytest.raises(ServiceRefusal) as refused:
        a.reveal(TEACHER, code)
    assert refused.value.code == "NO_MOMENT"
    assert a.store.rows() == before, "a refused call changed nothing"

    d = moment.decision
    asked = view.vote(1)["question"]
    assert asked["moment"] and asked["name"] == say("projector.moment.someone") and asked["table"] is None
    assert asked["sentence"] == moment_question(d) != say("projector.moment.question")  # by the kind of move
    drawn = asked["view"]  # the projector's picture: that seat's cards, no seat's name, none of its "You ..."
    assert sorted(drawn["hand"]) == sorted(moment.decision.view["hand"]), "that seat's cards (sorted by suit)"
    assert drawn["events"] == [] and asked["tally"] == []
    assert drawn["names"][d.seat] == say("projector.moment.player").capitalize()  # a label: "The player"
    assert not set(drawn["names"]) & set(moment.decision.view["names"])

    worse = d.played  # flagged: clearly worse than the best
    legal = Retry(d).position()
    illegal = next(
        x
        for x in (f"discard {c}" for c in "A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠".split())
        if not legal.check(Action.parse(f"seat {d.seat}: {x}")).ok
    )
    # A move the rules refuse there is sent back with the engine's own sentence and rule, kept
    # nowhere: Dan answers again.
    before = a.store.rows()
    with pytest.raises(ServiceRefusal) as refused:
        a.answer_question(DAN, code, illegal)
    engine = legal.check(Action.parse(f"seat {d.seat}: {illegal}"))
    assert refused.value.code == "MOMENT_NOT_ALLOWED" and refused.value.sentence == engine.message
    assert refused.value.rule == (engine.rule or None)
    assert a.store.rows() == before, "a refused answer is kept nowhere"
    said = {}
    for student, text in ((ANA, _move(d.best)), (BEN, _move(worse)), (CAL, _move(d.best)), (DAN, _move(worse))):
        said[student.name] = LocalLink(a, student).answer_question(code, text)
    assert said["ana"]["ok"] and said["ana"]["said"] == say("projector.ask.allowed", move=_move(d.best))
    assert said["ben"]["ok"] and said["ben"]["said"] == say("projector.ask.allowed", move=_move(worse))
    with pytest.raises(ServiceRefusal) as refused:
        a.answer_question(ANA, code, _move(worse))
    assert refused.value.code == "ASK_ANSWERED"

    # The students' pages: the moment's own cards as words, never which move is right, nor the
    # live tables' other hands or stock (their seat's view is its own, as at any time).
    answer_words = said_words((answer_part(d.best),))
    game = _replayed(a, played.table)
    assert not game.round.is_over  # the next round is on: its hands and stock stay hidden
    for k, student in enumerate((ANA, BEN)):
        sent = a.seat_view(student, played.table)
        q = sent["question"]
        # The moment's own cards (that player's hand then, the pile's top: a finished round's, shown
        # on the projector and in words) are the only cards of another seat the page gets; with them
        # aside, no card of the round being played that the student may not see.
        then = d.seat_view()
        assert sorted(q["hand"]) == sorted(c.id for c in then.hand)
        assert q["top"] == (then.discard_top and then.discard_top.id)
        assert q["melds"] == [[c.id for c in m.cards] for m in then.table]  # open on that table then
        live = {**sent, "question": {k: v for k, v in q.items() if k not in ("hand", "top", "melds")}}
        _assert_only_its_seat(live, game, k)
        assert set(q) == {
            *("table", "number", "seat", "name", "sentence", "asked", "moment", "cards", "hand", "top", "revealed"),
            *("kind", "melds"),
            *("answered", "answer"),
        }
        assert answer_words not in json.dumps(sent, ensure_ascii=False)

    # Ana's table page: the moment's question and that player's cards in words, her answer kept.
    page = Table(code=code, link=LocalLink(a, ANA))
    try:
        caught_up(page, a.table_view(TEACHER, played.table)["version"])
        question = page.status["question"]
        assert question["text"] == say("widget.shared_table.moment", sentence=asked["sentence"])
        assert (
            sorted(question["moment"]["hand"]) == sorted(d.view["hand"])
            and question["moment"]["words"] == asked["cards"]
        )
        assert question["answered"] and answer_words not in question["done"]
    finally:
        page.close()

    # The teacher's tally: which moves, how many, each judged as Retry judges it.
    tally = a.question(TEACHER, code)["question"]
    assert tally["answers"] == 4 and tally["students"] == 4
    moves = {t["move"]: t for t in tally["tally"]}
    best = moves[_move(d.best)]
    assert best["count"] == 2 and best["right"] is (Retry(d).attempt(d.best).outcome == "right") is True
    assert best["lost"] == 0
    assert moves[_move(worse)]["right"] is (Retry(d).attempt(worse).outcome == "right") is False
    assert moves[_move(worse)]["count"] == 2 and moves[_move(worse)]["lost"] == round(d.loss, 1)
    assert illegal not in moves and tally["right"] == 2

    # The projector: the tally, no verdict of right or wrong before the answer is shown.
    html = projector.ask_html(tally, None)
    assert say("projector.moment.heading") in html and say("projector.moment.right") not in html
    assert say("projector.moment.answer") not in html

    shown = view.reveal()["question"]
    assert shown["revealed"] and shown["reveal"] == _sentences(_for_the_room_parts(Retry(d).answer(), d.view))
    words = shown["reveal"].replace(".", " ").replace(",", " ").lower().split()
    assert "you" not in words and "your" not in words, "the class reads the moment in the third person"
    assert "Player" not in shown["reveal"].replace("player", ""), "no numbered player"
    for name in d.view["names"]:  # no seat's name in the answer either
        assert name not in shown["reveal"]
    assert shown["reveal"].startswith(answer_words)
    html = projector.ask_html(a.question(TEACHER, code)["question"], None)
    assert say("projector.moment.answer") in html and say("projector.moment.right") in html
    ana = a.question(ANA, code)["question"]
    assert ana["right"] is True and ana["best"] is True and ana["reveal"]
    page = Table(code=code, link=LocalLink(a, ANA))
    try:
        caught_up(page, a.table_view(TEACHER, played.table)["version"])
        done = page.status["question"]["done"]
        assert done == say("widget.shared_table.moment.best", answer=_move(d.best), why=ana["why"])
        assert answer_words not in done  # right: never "The better move here was ..." to her
    finally:
        page.close()
    assert a.question(BEN, code)["question"]["right"] is False
    with pytest.raises(ServiceRefusal) as refused:
        a.answer_question(DAN, code, _move(d.best))
    assert refused.value.code in ("ASK_ANSWERED", "MOMENT_REVEALED")

    a.resume(TEACHER, code)  # the question ends with its answers, as a live one does
    assert a.question(TEACHER, code)["question"] is None


@pytest.mark.slow  # reviews two rounds (about a minute on 2 cores)
def test_a_long_rounds_moment_is_sent_with_its_latest_events(played: Played) -> None:
    from konkan.classroom.coach import MAX_MOMENT
    from konkan.widgets.class_view import _sendable

    assert played.found is not None
    whole = played.found.moments[0].decision.to_dict()
    events = whole["view"]["events"]
    assert _sendable(whole) == whole  # a usual moment goes whole
    long = {**whole, "view": {**whole["view"], "events": events * (2 * MAX_MOMENT // len(json.dumps(events)) + 1)}}
    sent = _sendable(long)
    assert len(json.dumps(sent)) <= MAX_MOMENT and sent["view"]["events"][-1] == events[-1]
    but_events = {k: v for k, v in whole["view"].items() if k != "events"}
    assert {k: v for k, v in sent["view"].items() if k != "events"} == but_events and sent["candidates"]


@pytest.mark.slow  # reviews two rounds (about a minute on 2 cores)
def test_the_kernels_client_asks_a_moment_over_http(played: Played, tmp_path: Path) -> None:
    from fake_hub import PREFIX, served, table_hub
    from test_class_service_api import USERS

    from konkan.classroom.service import api, client
    from konkan.widgets.class_view import _sendable

    assert played.found is not None
    d = played.found.moments[0].decision
    authority = ClassAuthority(tmp_path / "class.sqlite")
    app = api.make_api_app(table_hub(USERS), "", authority=authority)
    with served(app) as base:
        url = f"{base}{PREFIX}"
        teacher, ana = client.ClassService(url, "tok-haddad"), client.ClassService(url, "tok-ana")
        try:
            code = teacher.create_class(players=3, seed=11)["code"]
            ana.join(code)
            table = teacher.open_table(code, seats=3)["table"]
            assert teacher.class_rounds(code) == {"class": code, "tables": []}  # no round finished yet
            with pytest.raises(client.ServiceRefused) as refused:
                ana.class_rounds(code)
            assert (refused.value.code, refused.value.status) == ("NOT_THE_TEACHER", 403)
            teacher.pause(code)
            asked = teacher.ask_moment(code, table, _sendable(d.to_dict()))["question"]
            assert asked["moment"] and asked["tally"] == []
            done = ana.answer_question(code, _move(d.best))
            assert done["ok"] and "reveal" not in done["question"] and "right" not in done["question"]
            shown = teacher.reveal(code)["question"]
            assert shown["revealed"] and shown["right"] == 1
            assert ana.question(code)["question"]["right"] is True
        finally:
            authority.store.close()


def test_every_kind_of_mistake_has_a_short_name_for_the_teacher() -> None:
    for kind, key in KINDS.items():
        assert kind in EN, "a kind is the key of one of the review's sentences"
        assert kind_name(kind) == say(key) and len(say(key)) < 60
    assert kind_name("review.something.new") == say("class.mistake.other")


def test_a_database_made_before_moments_is_read_and_gains_their_table(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    authority = ClassAuthority(path)
    code = authority.create_class(TEACHER, players=3, seed=7)["code"]
    authority.store.close()
    with sqlite3.connect(path) as c:
        c.execute("DROP TABLE konkan_moments")
    store = open_store(path)
    with store.engine.connect() as c:
        names = {r[0] for r in c.exec_driver_sql("SELECT name FROM sqlite_master WHERE type='table'")}
    store.close()
    assert "konkan_moments" in names
    assert ClassAuthority(path).class_view(TEACHER, code)["class"] == code
