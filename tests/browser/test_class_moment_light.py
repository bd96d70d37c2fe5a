"""A moment of a finished round asked of the class (the coach in the class, issue 33), on a
student's shared table (js/src/table_seats.js): the question with that player's cards in words,
the box for the move, the verdict of the rules only; once the teacher shows the answer, the better
move and why, and whether the student's move was a right one."""

from __future__ import annotations

from pathlib import Path

import pytest
from light import mount
from playwright.sync_api import Page, expect
from test_shared_table import TEACHER, caught_up, seated
from test_small_widgets import act

from konkan import Round, Rules
from konkan.catalogue import say
from konkan.play.players import GreedyPlayer
from konkan.play.review import review_move

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/coach-class")


def _moment() -> tuple[dict, str]:
    """A decision weighed by the review (a few turns into a round of two greedy players), and a
    discard the rules allow there, as a student types it."""
    r = Round(Rules(players=2), seed=4)
    bots = [GreedyPlayer(seed=1, explain=False), GreedyPlayer(seed=2, explain=False)]
    for _ in range(6):
        bots[r.current].play_turn(r)
    before = r.copy()
    bots[r.current].play_turn(r)
    played = r.history[len(before.history)]
    decision = review_move(before, played, deals=2, max_deals=2)
    return decision.to_dict(), str(played).split(": ", 1)[1]


def test_a_moment_is_answered_at_the_table_and_its_answer_shown_after(light_page: Page, tmp_path: Path):
    page = light_page
    page.set_viewport_size({"width": 1100, "height": 900})
    moment, move = _moment()
    with seated(tmp_path) as (authority, code, table, sam):
        authority.pause(TEACHER, code)
        asked = authority.ask_moment(TEACHER, code, table, moment)["question"]
        caught_up(sam, authority.table_view(TEACHER, table)["version"])
        mount(page, sam)
        root = page.locator(".konkan-root.konkan-table")
        question = page.get_by_test_id("class-question")
        expect(question).to_contain_text(say("projector.moment.question"))
        expect(question).to_contain_text(asked["cards"])
        expect(question).not_to_contain_text("South")  # no seat's name, no student's
        page.screenshot(path=str(SHOTS / "student-moment.png"), full_page=True)
        box = question.get_by_test_id("class-question-answer")
        box.fill(move)
        act(page, root, lambda: question.locator("[data-action=answer-question]").click())
        expect(question.get_by_test_id("class-question-done")).to_be_visible()
        expect(question.get_by_test_id("message")).to_contain_text(say("projector.ask.allowed", move=move))
        page.screenshot(path=str(SHOTS / "student-moment-answered.png"), full_page=True)
        shown = authority.reveal(TEACHER, code)["question"]
        caught_up(sam, authority.table_view(TEACHER, table)["version"])
        again = mount(page, sam)  # the light page hears the kernel only in answer: drawn again
        done = page.locator(again.selector).get_by_test_id("class-question-done")
        expect(done).to_contain_text(shown["reveal"])
        page.locator(again.selector).scroll_into_view_if_needed()
        page.screenshot(path=str(SHOTS / "student-moment-revealed.png"), full_page=True)
