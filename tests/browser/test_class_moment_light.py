"""A moment of a finished round asked of the class (the coach in the class, issue 33), on a
student's shared table (js/src/table_seats.js): the question by the kind of move, that player's
cards drawn as cards apart from the student's own hand, the pause said once, a move the rules
refuse sent back with the engine's sentence; once the teacher shows the answer, the better move
and why. And the teacher's projector page at 1280x720 (konkan/classroom/service/projector.py):
the moment's cards as big as a table page's, the answer in view without scrolling, and no table
telling who sits where."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from types import SimpleNamespace

import pytest
from light import mount
from playwright.sync_api import Page, expect
from test_shared_table import TEACHER, caught_up, seated
from test_small_widgets import act

from konkan import Action, Round, Rules
from konkan.actions import Discard
from konkan.catalogue import say
from konkan.classroom.service import api, projector
from konkan.classroom.service.authority import Caller, ClassAuthority
from konkan.play.players import GreedyPlayer
from konkan.play.review import ReviewedDecision, review_move
from konkan.widgets.table_state import by_suit

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/s41-class2")


def _moment(discard: bool = True) -> ReviewedDecision:
    """A decision weighed by the review, a turn into a round of three greedy players: the first
    player's discard (``discard``) or the next one's take or draw."""
    r = Round(Rules(players=3), seed=1)
    bots = [GreedyPlayer(seed=k, explain=False) for k in (1, 2, 3)]
    bots[r.current].play_turn(r)
    ahead = r.copy()
    bots[ahead.current].play_turn(ahead)
    turn = list(ahead.history[len(r.history) :])
    played = next(a for a in turn if isinstance(a, Discard)) if discard else turn[0]
    for a in turn[: turn.index(played)]:
        r.apply(a)
    return review_move(r, played, deals=2, max_deals=2)


def _typed(action) -> str:
    return str(action).split(": ", 1)[1]


def test_a_moment_is_answered_at_the_table_and_its_answer_shown_after(light_page: Page, tmp_path: Path):
    page = light_page
    page.set_viewport_size({"width": 1100, "height": 900})
    d = _moment()
    held = {str(c) for c in d.seat_view().hand}
    not_held = next(f"discard {c}" for c in ("A♠", "2♠", "3♠", "4♠", "5♠", "6♠", "7♠", "8♠") if c not in held)
    with seated(tmp_path) as (authority, code, table, sam):
        authority.pause(TEACHER, code)
        asked = authority.ask_moment(TEACHER, code, table, d.to_dict())["question"]
        assert asked["sentence"] == say("projector.moment.question.discard")
        caught_up(sam, authority.table_view(TEACHER, table)["version"])
        mount(page, sam)
        root = page.locator(".konkan-root.konkan-table")
        question = page.get_by_test_id("class-question")
        expect(question).to_contain_text(say("projector.moment.question.discard"))
        for name in d.view["names"]:  # no seat's name with the moment
            expect(question).not_to_contain_text(name)
        # That player's cards drawn as cards, captioned as theirs, apart from the student's own hand.
        cards = question.get_by_test_id("moment-cards")
        expect(cards).to_contain_text(say("widget.shared_table.moment.hand"))
        drawn = cards.locator(".konkan-card").evaluate_all("(cs) => cs.map((c) => Number(c.dataset.id))")
        hand = [c.id for c in sorted(d.seat_view().hand, key=by_suit)]  # sorted as the table sorts a hand
        melds = [c.id for m in d.seat_view().table for c in m.cards]
        assert drawn == hand + [d.seat_view().discard_top.id] + melds
        # the melds on the table then, as the projector shows them (for a lay off the answer names)
        expect(cards.get_by_test_id("moment-melds")).to_contain_text(say("widget.shared_table.moment.melds"))
        assert cards.locator(".konkan-card").first.bounding_box()["width"] >= 40
        # The pause said once on the page, in its banner.
        paused = say("widget.shared_table.status.paused")
        assert page.locator(".konkan-root").inner_text().count(paused) == 1
        page.screenshot(path=str(SHOTS / "student-moment.png"), full_page=True)
        # A card that player does not hold: sent back with the engine's sentence, answered again.
        box = question.get_by_test_id("class-question-answer")
        # the box's example and its help fit a discard
        expect(box).to_have_attribute("placeholder", say("widget.shared_table.moment.label.discard"))
        expect(question.get_by_test_id("class-question-help")).to_have_text(
            say("widget.shared_table.moment.help.discard")
        )
        box.fill(not_held)
        act(page, root, lambda: question.locator("[data-action=answer-question]").click())
        refused = Round.from_view(d.seat_view()).check(Action.parse(f"seat {d.seat}: {not_held}"))
        assert not refused.ok
        expect(question.get_by_test_id("message")).to_contain_text(refused.message)
        expect(question.get_by_test_id("class-question-answer")).to_be_visible()
        assert authority.question(TEACHER, code)["question"]["answers"] == 0, "a refused answer is kept nowhere"
        move = _typed(d.best)
        question.get_by_test_id("class-question-answer").fill(move)
        act(page, root, lambda: question.locator("[data-action=answer-question]").click())
        expect(question.get_by_test_id("class-question-done")).to_have_text(
            say("widget.shared_table.moment.answered", answer=move)
        )
        assert page.locator(".konkan-root").inner_text().count("is with your teacher") == 1, "said once"
        page.screenshot(path=str(SHOTS / "student-moment-answered.png"), full_page=True)
        authority.reveal(TEACHER, code)
        caught_up(sam, authority.table_view(TEACHER, table)["version"])
        again = mount(page, sam)  # the light page hears the kernel only in answer: drawn again
        done = page.locator(again.selector).get_by_test_id("class-question-done")
        expect(done).to_contain_text(f"You answered {move}")
        expect(done).not_to_contain_text("better move here was")  # right: said to be the best, not "better"
        page.locator(again.selector).scroll_into_view_if_needed()
        page.screenshot(path=str(SHOTS / "student-moment-revealed.png"), full_page=True)


def _projector_html(authority: ClassAuthority, code: str, table: int | None = None) -> str:
    """The projector's page as the service draws it (its script left out: no service here)."""
    handler = SimpleNamespace(authority=authority, caller=TEACHER, hub_auth=SimpleNamespace(base_url="/"))
    got = api.ProjectorParts(handler, code, table)()  # type: ignore[arg-type]
    html = projector.page(got["board"], got["parts"], prefix="/", xsrf="x", table=got["table"])
    return html.replace("<script>", '<script type="text/plain">')


CARD_HEIGHT = """(sel) => {
  const svg = document.querySelector(sel);
  const box = svg.viewBox.baseVal;
  return svg.getBoundingClientRect().height / box.height * 84;
}"""


def test_the_projector_shows_a_moment_readable_and_its_answer_in_view(light_page: Page, tmp_path: Path):
    page = light_page
    page.set_viewport_size({"width": 1280, "height": 720})
    d = _moment(discard=False)
    authority = ClassAuthority(tmp_path / "class.sqlite")
    try:
        code = authority.create_class(TEACHER, players=3, seed=7)["code"]
        for name in ("ana", "ben"):
            authority.join(Caller(name), code)
        table = authority.open_table(TEACHER, code, seats=3, seed=11)["table"]
        authority.sit(Caller("ana"), table, 0)
        authority.sit(Caller("ben"), table, 1)
        page.set_content(_projector_html(authority, code, 1))  # the table page: its cards' size
        table_card = page.evaluate(CARD_HEIGHT, ".kp-svg svg")
        authority.pause(TEACHER, code)
        asked = authority.ask_moment(TEACHER, code, table, d.to_dict())["question"]
        top = d.seat_view().discard_top
        assert asked["sentence"] == say("projector.moment.question.take", card=top)
        authority.answer_question(Caller("ana"), code, _typed(d.best))
        for where in (None, 1):
            page.set_content(_projector_html(authority, code, where))
            # no table telling who sits where (the students' list of lessons stays: it sits no one)
            expect(page.locator(".kp-seat, .kp-table-card, .kp-one-table .kp-svg")).to_have_count(0)
            moment = page.locator(".kp-moment").inner_text()
            assert "ana" not in moment and "ben" not in moment
            for name in d.view["names"]:  # no seat's name anywhere on the page
                assert name not in page.locator("body").inner_text()
        page.set_content(_projector_html(authority, code))
        expect(page.locator(".kp-question")).to_have_text(asked["sentence"])
        assert page.evaluate(CARD_HEIGHT, ".kp-hand svg") >= table_card, "the moment's cards as big as a table's"
        page.screenshot(path=str(SHOTS / "projector-moment.png"))
        authority.reveal(TEACHER, code)
        page.set_content(_projector_html(authority, code))
        answer = page.locator(".kp-answer")
        expect(answer).to_contain_text(say("projector.moment.answer"))
        box = answer.bounding_box()
        assert box is not None and box["y"] + box["height"] <= 720, "the answer in view without scrolling"
        assert page.evaluate("() => document.scrollingElement.scrollTop") == 0
        expect(page.locator(".kp-lost-means")).to_have_count(1)
        page.screenshot(path=str(SHOTS / "projector-moment-revealed.png"))
        # a moment with the review's reasons, as the class reads them: points lost explained in view too
        name = d.view["names"][d.seat]
        why = (
            ("review.take.go_down.other", (("card", str(top)), ("name", name), ("melds", "7♠ 8♠ 9♠, 4♥ 4♣ 4♦"))),
            ("review.take.meld.other", (("card", str(top)), ("name", name), ("meld", "7♠ 8♠ 9♠"))),
        )
        why = tuple(
            (k, (*f, ("total", 51), ("loss", 12))) if k.endswith("go_down.other") else (k, (*f, ("loss", 12)))
            for k, f in why
        )
        reasoned = dataclasses.replace(d, parts=why)
        authority.ask_moment(TEACHER, code, table, reasoned.to_dict())
        authority.answer_question(Caller("ana"), code, "draw")
        authority.reveal(TEACHER, code)
        page.set_content(_projector_html(authority, code))
        expect(page.locator(".kp-answer")).to_contain_text("let the player go down")
        means = page.locator(".kp-lost-means").bounding_box()
        page.screenshot(path=str(SHOTS / "projector-moment-reasons.png"))
        assert means is not None and means["y"] + means["height"] <= 720, "points lost explained without scrolling"
    finally:
        authority.store.close()
