"""Learn from your mistakes, in a light page (tests/browser/light.py): a moment of a real reviewed
round (RandomPlayer's, in a test's own folder) drawn on the table by ``Mistakes``; a wrong discard
says "Not this one" and leaves the table as it was, a second one marks the better move, and the
right move then says "Yes"."""

from __future__ import annotations

from pathlib import Path

import pytest
from coach_rounds import random_round_review
from light import mount
from playwright.sync_api import Page, expect
from test_small_widgets import act

from konkan import Discard, Meld
from konkan.play.review import RoundReview
from konkan.teaching.mistakes import MistakeBook
from konkan.widgets import Mistakes

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/coach-retry")
T0 = 1_772_442_000.0  # a fixed morning (2026-03-02)


@pytest.fixture(scope="module")
def review() -> RoundReview:
    return random_round_review()


def test_a_wrong_discard_then_the_right_move(light_page: Page, tmp_path: Path, review: RoundReview) -> None:
    book = MistakeBook(tmp_path / "mistakes.json")
    book.add(review, "seed 3", now=T0)
    w = Mistakes(book, now=T0 + 60)
    d = w.retry.decision
    assert isinstance(d.played, Discard) and isinstance(d.best, Meld)

    page = light_page
    page.set_viewport_size({"width": 1100, "height": 1300})
    mount(page, w)
    root = page.locator(".konkan-root.konkan-table")
    hand = root.get_by_test_id("hand")
    message = root.get_by_test_id("message")
    expect(message).to_have_text(
        "1 moment to try again today. What would you do here? You are South, and it is your move."
    )
    down = d.seat_view().is_down
    expect(root.get_by_test_id("status")).to_have_text(
        "Your turn: meld or lay off if you can, then discard."
        if down
        else "Your turn: go down if you can, then discard."
    )
    expect(root.locator("[data-action=hint]")).to_have_count(0)  # the question is the point
    SHOTS.mkdir(parents=True, exist_ok=True)
    root.screenshot(path=str(SHOTS / "asked.png"))
    cards = hand.locator(".konkan-card").count()

    def pick(ids: list[int]) -> None:
        for i in ids:
            act(page, root, lambda i=i: hand.locator(f".konkan-card[data-id='{i}']").click())

    def press(action: str) -> None:
        act(page, root, lambda: root.locator(f"[data-testid=actions] [data-action={action}]").click())

    # The move the learner made then: a miss, and the table as it was.
    pick([d.played.card.id])
    press("discard")
    expect(message).to_contain_text("Not this one")
    expect(hand.locator(".konkan-card")).to_have_count(cards)
    expect(hand.locator(".konkan-picked")).to_have_count(0)
    root.screenshot(path=str(SHOTS / "missed.png"))

    # The better move: each meld set aside, then down together.
    expect(root.locator(".konkan-below")).to_be_hidden()  # no log or score sheet for one moment
    for group in d.best.groups[:-1]:
        pick([c.id for c in group])
        press("stage")
    pick([c.id for c in d.best.groups[-1]])
    press("meld")
    expect(message).to_have_text("Yes! That is the best move here.")
    expect(hand.locator(".konkan-hinted")).to_have_count(sum(len(g) for g in d.best.groups))  # the move found
    expect(root.get_by_test_id("status")).to_have_text("You found a good move. Press Finish to go on.")
    root.screenshot(path=str(SHOTS / "right.png"))
    assert (
        MistakeBook(book.path).mistakes[w.queue[0]].due_at() == T0 + 60 + 86_400
    )  # right after a miss (Hard): the next day

    press("next")
    whole = page.locator(".konkan-root.konkan-mistakes")
    expect(whole.get_by_test_id("nothing-text")).to_contain_text("That was the last moment for today")
    expect(whole.get_by_test_id("mistakes-table")).to_be_hidden()
    whole.screenshot(path=str(SHOTS / "finished.png"))


def test_a_fresh_learner_reads_one_kind_sentence(light_page: Page, tmp_path: Path) -> None:
    page = light_page
    mount(page, Mistakes(tmp_path / "mistakes.json"))
    whole = page.locator(".konkan-root.konkan-mistakes")
    expect(whole.get_by_test_id("nothing-text")).to_have_text(
        "No mistakes to practise now. Play a round and press Review after it."
    )
    expect(whole.get_by_test_id("mistakes-table")).to_be_hidden()  # no empty table, no made-up deal
    SHOTS.mkdir(parents=True, exist_ok=True)
    whole.screenshot(path=str(SHOTS / "none.png"))


def test_two_misses_mark_the_better_move_on_the_table(light_page: Page, tmp_path: Path, review: RoundReview) -> None:
    book = MistakeBook(tmp_path / "mistakes.json")
    book.add(review, "seed 3", now=T0)
    w = Mistakes(book, now=T0 + 60)
    d = w.retry.decision
    assert isinstance(d.played, Discard) and isinstance(d.best, Meld)
    page = light_page
    page.set_viewport_size({"width": 1100, "height": 1300})
    mount(page, w)
    root = page.locator(".konkan-root.konkan-table")
    hand = root.get_by_test_id("hand")
    for _ in range(2):
        act(page, root, lambda: hand.locator(f".konkan-card[data-id='{d.played.card.id}']").click())
        act(page, root, lambda: root.locator("[data-testid=actions] [data-action=discard]").click())
    expect(root.get_by_test_id("message")).to_contain_text("The better move here was to lay down")
    marked = sorted(
        int(i or -1) for i in hand.locator(".konkan-hinted").evaluate_all("es => es.map(e => e.dataset.id)")
    )
    assert marked == sorted(c.id for g in d.best.groups for c in g)
    expect(root.get_by_test_id("hint")).to_have_count(0)  # marks only: the message says why
    expect(root.locator("[data-action=next]")).to_have_text("Finish")
    SHOTS.mkdir(parents=True, exist_ok=True)
    root.screenshot(path=str(SHOTS / "answer.png"))
