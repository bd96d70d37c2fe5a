"""A moment of a finished round asked of the class (issue 33, after the teacher's trial): the
question says what kind of move is asked for, a move the rules refuse is sent back (never kept),
no seat's name goes with the moment, the projector's labels say one thing per answer, and a
student's page says the pause once. Fast: one weighed move per moment, no whole review."""

from __future__ import annotations

from collections.abc import Iterator
from html import unescape
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from konkan import Action, Round, Rules
from konkan.actions import Discard, Draw, Meld, TakeDiscard
from konkan.catalogue import EN, say
from konkan.classroom.coach import ClassMistakes, Moment, moment_question
from konkan.classroom.service import api, projector
from konkan.classroom.service.asking import (
    WRONG_KIND,
    _for_the_room,
    _for_the_room_parts,
    _room_names,
    _sentences,
    _wrong_kind,
    by_suit,
)
from konkan.classroom.service.authority import Caller, ClassAuthority, ServiceRefusal
from konkan.classroom.service.link import LocalLink
from konkan.play.players import GreedyPlayer
from konkan.play.review import ReviewedDecision, review_move
from konkan.widgets import ClassView, Table
from konkan.widgets.table_state import by_suit as table_by_suit
from tests.test_shared_table import caught_up

TEACHER = Caller("ms-haddad", teacher=True)
ANA, BEN = Caller("ana"), Caller("ben")


def _moment(kind: type, seed: int = 1) -> ReviewedDecision:
    """The first move of ``kind`` greedy players make in a 3-player round, weighed by the review."""
    r = Round(Rules(players=3), seed=seed)
    bots = [GreedyPlayer(seed=k, explain=False) for k in (1, 2, 3)]
    for _ in range(40):
        ahead = r.copy()
        bots[ahead.current].play_turn(ahead)
        turn = list(ahead.history[len(r.history) :])
        found = next((a for a in turn if isinstance(a, kind)), None)
        if found is not None:
            for a in turn[: turn.index(found)]:
                r.apply(a)
            return review_move(r, found, deals=2, max_deals=2)
        for a in turn:
            r.apply(a)
    raise AssertionError(f"no {kind.__name__} in the round")


@pytest.fixture
def klass(tmp_path: Path) -> Iterator[SimpleNamespace]:
    """A class with Ana and Ben at its paused first table (3 seats, the computer in the third)."""
    a = ClassAuthority(tmp_path / "class.sqlite")
    code = a.create_class(TEACHER, players=3, seed=7)["code"]
    for student in (ANA, BEN):
        a.join(student, code)
    table = a.open_table(TEACHER, code, seats=3, seed=11)["table"]
    a.sit(ANA, table, 0)
    a.sit(BEN, table, 1)
    a.pause(TEACHER, code)
    try:
        yield SimpleNamespace(authority=a, code=code, table=table)
    finally:
        a.store.close()


def _typed(action: Action) -> str:
    return str(action).split(": ", 1)[1]


def test_the_question_says_what_kind_of_move_is_asked_for() -> None:
    discard = _moment(Discard)
    assert moment_question(discard) == say("projector.moment.question.discard") == "What would you throw away here?"
    for kind in (Draw, TakeDiscard):
        d = _moment(kind)
        top = d.seat_view().discard_top
        assert top is not None
        assert (
            moment_question(d)
            == say("projector.moment.question.take", card=top)
            == f"Would you take the {top} or draw?"
        )
    meld = _moment(Meld)
    assert moment_question(meld) == say("projector.moment.question.meld") == "What would you put down here?"


def test_a_move_the_rules_refuse_is_sent_back_with_the_engines_words_and_kept_nowhere(klass: Any) -> None:
    a, code = klass.authority, klass.code
    d = _moment(Discard)
    a.ask_moment(TEACHER, code, klass.table, d.to_dict())
    held = {str(c) for c in d.seat_view().hand}
    missing = next(c for c in ("A♠", "2♠", "3♠", "4♠", "5♠", "6♠", "7♠", "8♠", "9♠") if c not in held)
    position = Round.from_view(d.seat_view())
    for typed in (f"discard {missing}", "draw"):  # a card that player does not hold; a draw after the draw
        engine = position.check(Action.parse(f"seat {d.seat}: {typed}"))
        assert not engine.ok
        before = a.store.rows()
        with pytest.raises(ServiceRefusal) as refused:
            a.answer_question(ANA, code, typed)
        assert refused.value.code == "MOMENT_NOT_ALLOWED"
        # the engine's words, or for a move of the wrong kind a plain sentence about that player
        plain = say(WRONG_KIND[engine.key]) if engine.key in WRONG_KIND else engine.message
        assert (refused.value.sentence, refused.value.rule) == (plain, engine.rule or None)
        assert "you" not in plain.lower().replace(",", " ").replace(":", " ").split() or plain == engine.message
        assert a.store.rows() == before, "a refused answer changes nothing"
    assert a.question(ANA, code)["question"]["answered"] is False
    done = a.answer_question(ANA, code, _typed(d.best))  # she answers again: this one is kept
    assert done["ok"] and done["question"]["answer"] == _typed(d.best)
    tally = a.question(TEACHER, code)["question"]["tally"]
    assert [(t["move"], t["count"], t["ok"]) for t in tally] == [(_typed(d.best), 1, True)]


def test_the_students_page_hears_the_refusal_and_keeps_the_box(klass: Any) -> None:
    a, code = klass.authority, klass.code
    d = _moment(Discard)
    a.ask_moment(TEACHER, code, klass.table, d.to_dict())
    page = Table(code=code, link=LocalLink(a, ANA))
    try:
        caught_up(page, a.table_view(TEACHER, klass.table)["version"])
        page._on_answer_question("take")  # at the discard: the draw is done, said plainly
        engine = Round.from_view(d.seat_view()).check(Action.parse(f"seat {d.seat}: take"))
        assert engine.key in ("ALREADY_BEGUN", "STARTER_NO_DRAW.take"), engine.key
        assert page.message["text"] == say(WRONG_KIND[engine.key]) and page.message["tone"] == "error"
        assert page.message["rule"] == (engine.rule or "")
        assert page.status["question"]["answered"] is False
        # the box's example and help fit a discard
        assert page.status["question"]["label"] == say("widget.shared_table.moment.label.discard")
        assert page.status["question"]["help"] == say("widget.shared_table.moment.help.discard")
        # the pause is said once: in the banner, not in the status line too
        assert page.status["banner"] == say("widget.shared_table.status.paused") and page.status["text"] == ""
        moment = page.status["question"]["moment"]
        top = d.seat_view().discard_top
        hand = [c.id for c in sorted(d.seat_view().hand, key=table_by_suit)]  # as the table sorts a hand
        assert moment["hand"] == hand and moment["top"] == (None if top is None else top.id)
        assert moment["melds"] == [[c.id for c in m.cards] for m in d.seat_view().table]
        assert moment["melds_label"] == say("widget.shared_table.moment.melds")
        assert moment["hand_label"] == say("widget.shared_table.moment.hand")
        page._on_answer_question(_typed(d.best))  # a legal answer: said once, in the box
        answer = page.status["question"]["done"]
        assert answer == say("widget.shared_table.moment.answered", answer=_typed(d.best))
        assert page.message["text"] == "", "not said a second time on the message line"
    finally:
        page.close()


def test_no_seats_name_goes_with_the_moment_nor_its_answer() -> None:
    d = _moment(Discard)
    view = {**d.view, "names": ["South", "East", "West"], "seat": 0}
    parts = (
        ("review.discard.feeds", (("card", "7♠"), ("name", "East"), ("known", "7♥"), ("better", "2♣"), ("loss", 5))),
    )
    said = _for_the_room_parts(parts, view)
    assert dict(said[0][1])["name"] == say("projector.moment.next")
    assert "East" not in say(said[0][0], **dict(said[0][1]))


def test_the_room_names_the_seats_from_the_moments_seat() -> None:
    d = _moment(Discard)
    four = {**d.view, "names": ["South", "East", "North", "West"], "seat": 1}
    assert _room_names(four) == [
        say("projector.moment.before"),
        say("projector.moment.player"),
        say("projector.moment.next"),
        say("projector.moment.another"),
    ]
    assert _room_names({**four, "names": ["South", "East"], "seat": 1})[0] == say("projector.moment.next")
    # a sentence about another seat, read by the room: a capital letter first, no "you", no "Player 3"
    parts = (
        (
            "review.discard.lays_off.other",
            (("card", "7♠"), ("next", "North"), ("better", "2♣"), ("loss", 5), ("name", "East")),
        ),
    )
    text = _sentences(_for_the_room_parts(parts, four))
    assert text.startswith("The player threw the 7♠, and the next player is down"), text
    assert "cost about 5 points" in text and "worth about" not in text, "what the move cost, not worth more"
    assert "East" not in text and "North" not in text and "you" not in text.lower().split()


def _board(klass: Any) -> dict[str, Any]:
    handler = SimpleNamespace(authority=klass.authority, caller=TEACHER, hub_auth=SimpleNamespace(base_url="/"))
    return api.ProjectorParts(handler, klass.code, None)()  # type: ignore[arg-type]


def test_while_a_moment_is_asked_the_projector_shows_no_table(klass: Any) -> None:
    a = klass.authority
    before = _board(klass)["parts"]["board"]
    assert 'class="kp-seat' in before and "ana" in before  # who sits where, before
    d = _moment(Discard)
    a.ask_moment(TEACHER, klass.code, klass.table, d.to_dict())
    got = _board(klass)
    assert 'class="kp-seat' not in got["parts"]["board"] and "kp-tables" not in got["parts"]["board"]
    question = a.question(TEACHER, klass.code)["question"]
    table = a.projector_view(TEACHER, klass.table)
    table["number"] = 1
    drawn = projector.parts(got["board"], "/", table, question)
    assert "kp-hidden" in drawn["table"] and "<svg" not in drawn["table"], "no table drawn with its names"
    for name in ("South", "East", "West", "ana", "ben"):
        assert name not in drawn["ask"]


def test_the_projectors_labels_say_one_thing_per_answer() -> None:
    question = {
        "revealed": True,
        "answers": 3,
        "students": 3,
        "right": 1,
        "tally": [
            {"move": "discard 7♠", "count": 1, "ok": True, "code": "best", "rule": None, "right": True, "lost": 0.0},
            {"move": "discard 2♣", "count": 1, "ok": True, "code": "worse", "rule": None, "right": False, "lost": 6.2},
            {"move": "discard 9♦", "count": 1, "ok": False, "code": "NOT_HELD", "rule": "R3.5", "right": False},
        ],
    }
    html = projector._moment_tally_html(question)
    rows = [r.split("</tr>")[0] for r in html.split("<tr>")[2:]]
    assert say("projector.moment.right") in rows[0] and say("projector.moment.worse") not in rows[0]
    assert f'<td class="kp-lost">{say("projector.moment.points.none")}</td>' in rows[0]
    assert say("projector.moment.worse") in rows[1] and say("projector.moment.points", lost=6) in rows[1]
    assert say("projector.ask.not_ok.no_rule") in rows[2] and say("projector.moment.worse") not in rows[2]
    # "points lost" is said once, in plain words, under the moment's cards (the browser test counts it)
    assert say("projector.moment.lost_means") not in unescape(html)


def test_run_all_in_the_teachers_notebook_puts_no_moment_up() -> None:
    """Notebook 15's vote cell, run as Run All runs it (nothing set by hand), with a live hub and
    moments found: it pauses nothing and asks nothing."""
    import json

    notebook = Path(__file__).resolve().parents[1] / "notebooks" / "15-teachers-notebook.ipynb"
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    at = next(k for k, c in enumerate(cells) if c["cell_type"] == "code" and "view.vote(" in "".join(c["source"]))
    called: list[str] = []
    moments = SimpleNamespace(moments=[object(), object()])
    view = SimpleNamespace(
        found=moments,
        pause=lambda: called.append("pause"),
        vote=lambda n=1: called.append(f"vote {n}"),
    )
    exec("".join(cells[at]["source"]), {"hub": object(), "view": view, "display": lambda x: None})
    assert called == [], "Run All put a moment on the projector"
    guide = "".join(cells[at - 1]["source"])
    assert "Run All" in guide and "At a table of two, the other player may" in guide
    # the answer's cell is ready, and Run All leaves it alone too
    shown = next(k for k, c in enumerate(cells) if c["cell_type"] == "code" and "view.reveal()" in "".join(c["source"]))
    view.reveal = lambda: called.append("reveal")
    exec("".join(cells[shown]["source"]), {"hub": object(), "view": view, "display": lambda x: None})
    assert called == [], "Run All showed the answer"
    assert "Run All" in "".join(cells[shown - 1]["source"])
    # the mistakes cell shows the review's progress under itself
    review = next(
        k for k, c in enumerate(cells) if c["cell_type"] == "code" and "view.mistakes(" in "".join(c["source"])
    )
    assert "progress=" in "".join(cells[review]["source"])


def test_an_answer_of_the_wrong_kind_is_refused_in_plain_words() -> None:
    drawn = (("ALREADY_BEGUN", ()),)
    assert _wrong_kind(drawn) == say("projector.moment.refusal.drawn")
    assert _wrong_kind(drawn) == "That player has already drawn: choose a card to throw away."
    assert _wrong_kind((("MUST_DRAW_FIRST.discard", ()),)) == say("projector.moment.refusal.not_drawn")
    assert _wrong_kind((("NOT_HELD", ()),)) == "", "another refusal keeps the engine's own words"


def test_a_moments_hand_is_sorted_as_the_table_sorts_it_and_its_melds_go_with_it() -> None:
    d = _moment(Discard)
    hand = d.seat_view().hand
    assert sorted(hand, key=by_suit) == sorted(hand, key=table_by_suit)
    drawn = _for_the_room(d.view)
    assert drawn["hand"] == [c.id for c in sorted(hand, key=table_by_suit)]
    if len(hand) > 1 and list(hand) != sorted(hand, key=table_by_suit):
        assert drawn["hand"] != d.view["hand"]


def test_a_round_dealt_again_labels_each_moment_by_its_deal() -> None:
    d = _moment(Discard)
    first = Moment(1, 1, 1, "ana", d, "review.better", numbered=1, deal=1, redealt=True)
    again = Moment(1, 1, 2, "ana", d, "review.better", numbered=1, deal=2, redealt=True)
    assert first.label != again.label
    assert again.label == "table 1, round 1, deal 2" == say("class.mistakes.where.deal", number=1, round=1, deal=2)
    found = ClassMistakes([], [first, again], 2)
    listed = found.moments_list()
    assert "round 1, deal 1" in listed and "round 1, deal 2" in listed


def test_no_round_finished_is_said_under_the_cell_not_in_the_live_view(klass: Any, tmp_path: Path) -> None:
    view = ClassView(klass.code, link=LocalLink(klass.authority, TEACHER), folder=tmp_path, poll=False)
    try:
        before = view.message
        got = view.mistakes()
        assert got.sentence == say("widget.class_view.mistakes.no_round", code=klass.code)
        assert view.message == before, "the live class's line does not say the review's news"
    finally:
        view.close()


def test_each_costs_sentence_is_a_twin_of_the_reviews_own() -> None:
    import string

    def fields(text: str) -> set[str]:
        return {f for _, f, _, _ in string.Formatter().parse(text) if f}

    twins = [k for k in EN if k.startswith("projector.reveal.")]
    assert "projector.reveal.review.discard.feeds.other" in twins
    for key in twins:
        own = key.removeprefix("projector.reveal.")
        assert own in EN and fields(EN[key]) == fields(EN[own]), key
        assert "cost about {loss} points" in EN[key] and "worth" not in EN[key]
