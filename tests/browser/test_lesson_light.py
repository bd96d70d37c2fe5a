"""A lesson as a learner meets it, in a light page (tests/browser/light.py): one feedback area in
which a new action replaces the old message, the main button the one the step's goal needs, cards
set aside moved into their own group, rule numbers drawn as small chips that show the rule, and no
New game inside a lesson."""

from __future__ import annotations

from pathlib import Path

import pytest
from light import mount
from playwright.sync_api import Locator, Page, expect
from test_small_widgets import act

from konkan import Card
from konkan.widgets import Lesson, Practice

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots")


def ids(w: Lesson, text: str) -> list[int]:
    hand = list(w.round.hand(w.me))
    out: list[int] = []
    for code in text.split():
        out.append(next(c.id for c in hand if c.same_face(Card.parse(code)) and c.id not in out))
    return out


def on_page(page: Page, w: Lesson) -> Locator:
    """Mount the lesson widget ``w`` alone in the light page, tall enough to show it whole; its root."""
    page.set_viewport_size({"width": 1100, "height": 1500})
    mount(page, w)
    return page.locator(".konkan-root.konkan-lesson")


def test_a_refused_move_then_a_right_one_shows_only_the_latest_message(light_page: Page, tmp_path: Path):
    page = light_page
    w = Lesson("going-down", step="go-down", progress=tmp_path / "progress.json")
    root = on_page(page, w)
    hand = root.locator("[data-testid=hand]")
    shown = root.locator("[data-testid=feedback]:visible, [data-testid=message]:visible")

    def pick(text: str) -> None:
        for i in ids(w, text):
            act(page, root, lambda i=i: hand.locator(f".konkan-card[data-id='{i}']").click())

    def press(action: str) -> None:
        act(page, root, lambda: root.locator(f"[data-testid=actions] [data-action={action}]").dispatch_event("click"))

    # A refused move: its sentence, in the one feedback area.
    pick("9H 10H JH QH")
    expect(root.locator("[data-action=discard]")).not_to_have_class("konkan-button konkan-primary")
    press("meld")
    expect(shown).to_have_count(1)
    expect(shown).to_contain_text("needs at least 51")
    SHOTS.mkdir(parents=True, exist_ok=True)
    root.screenshot(path=str(SHOTS / "lesson-refused.png"))

    # The right way on: Set aside. The refusal is old news, and the cards really move aside.
    press("stage")
    expect(shown).to_have_count(0)
    staged = root.locator("[data-testid=staged] .konkan-staged-group .konkan-card")
    expect(staged).to_have_count(4)
    for i in ids(w, "9H 10H JH QH"):
        expect(hand.locator(f".konkan-card[data-id='{i}']")).to_have_count(0)
    pick("7S 7D 7C")
    expect(root.locator("[data-testid=live]")).to_contain_text("60")
    # The main (blue) button is the move the goal needs now: Meld, not Discard.
    expect(root.locator(".konkan-actions .konkan-primary")).to_have_count(1)
    expect(root.locator(".konkan-actions .konkan-primary")).to_have_attribute("data-action", "meld")
    root.screenshot(path=str(SHOTS / "lesson-set-aside.png"))

    press("meld")
    expect(shown).to_have_count(1)
    expect(shown).to_contain_text("You are down!")
    expect(shown).not_to_contain_text("needs at least 51")  # the refusal is gone

    # The rule is a small chip beside the sentence, not words in it; pressed, it says the rule.
    chip = shown.locator(".konkan-rule-chip").first
    expect(chip).to_be_visible()
    number = chip.inner_text()
    assert f"({number})" not in shown.inner_text()
    note = shown.locator(".konkan-rule-note").first
    expect(note).to_be_hidden()
    chip.click()
    expect(note).to_be_visible()
    expect(note).to_contain_text(w.rule_texts[number])
    root.screenshot(path=str(SHOTS / "lesson-done-chip.png"))


def test_a_try_that_cannot_go_on_says_so_and_a_lesson_offers_no_new_game(light_page: Page, tmp_path: Path):
    page = light_page
    w = Lesson("the-konkan", step="declare", progress=tmp_path / "progress.json")
    root = on_page(page, w)
    # A lesson's position is not a round of a game: the title says which seat is the learner's.
    expect(root.locator(".konkan-title")).to_have_text("You play South")
    act(page, root, lambda: root.locator("[data-testid=actions] [data-action=draw]").click())
    fb = root.locator("[data-testid=feedback]")
    expect(fb).to_have_attribute("data-tone", "failed")
    expect(fb).to_contain_text("Press Try again.")
    expect(root.locator("[data-action=retry]")).to_have_class("konkan-button konkan-primary")
    expect(root.locator(".konkan-actions .konkan-primary")).to_have_count(0)

    # The last step of lesson 8 ends the whole game (a declared Konkan): still no New game.
    w = Lesson("the-konkan", step="declared-only", progress=tmp_path / "progress.json")
    for group in ("2H 3H 4H 5H 6H 7H 8H 9H 10H JH", "KS KH KD KC"):
        w._on_message(w, {"kind": "pick", "cards": ids(w, group)}, [])
        w._on_message(w, {"kind": "act", "action": "stage" if group.startswith("2H") else "meld"}, [])
    w._on_message(w, {"kind": "pick", "cards": ids(w, "5C")}, [])
    w._on_message(w, {"kind": "act", "action": "discard"}, [])
    assert w.status["game_over"] and w.step["done"]
    root = on_page(page, w)
    expect(root.locator("[data-testid=game-end]")).to_be_visible()
    expect(root.locator("[data-action=new_game]")).to_have_count(0)
    expect(root.get_by_text("New game")).to_have_count(0)


def test_practice_draws_a_slips_rule_as_a_chip_that_shows_the_rule(light_page: Page, tmp_path: Path):
    page = light_page
    page.set_viewport_size({"width": 1000, "height": 1200})
    w = Practice("take_discard", seed=0, progress=tmp_path / "practice.json")
    mount(page, w)
    root = page.locator(".konkan-root.konkan-practice")
    assert w.session is not None
    wrong = "draw" if w.session.puzzle.answer == "take" else "take"
    act(page, root, lambda: root.get_by_test_id(f"choose-{wrong}").click())
    slip = root.get_by_test_id("mistake").first
    expect(slip).to_be_visible()
    chip = slip.locator(".konkan-rule-chip").first
    expect(chip).to_be_visible()
    assert "(R" not in slip.inner_text()  # the number is the chip, not words in the sentence
    note = slip.locator(".konkan-rule-note").first
    expect(note).to_be_hidden()
    chip.click()
    expect(note).to_have_text(w.rule_texts[chip.inner_text()])
    SHOTS.mkdir(parents=True, exist_ok=True)
    root.screenshot(path=str(SHOTS / "practice-chip.png"))
