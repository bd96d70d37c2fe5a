"""An Arabic lesson step, practice and score sheet, each alone in a light page, at 700 and 1280 px:
right to left (the root dir="rtl", the text right-aligned, the buttons in reading order), every row
of cards and every card text left to right in rank order, nothing overflowing its box, and the
arrow keys along a row of buttons pointing the reading way (ArrowLeft to the next, on the left)
while along a row of cards they go as the cards are drawn (ArrowRight to the next, on the right).
Screenshots in /tmp/shots/arabic-*.png, to look at."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from light import mount
from playwright.sync_api import Locator, Page, expect
from rtl import SIGNS, check_rtl, drawn_in_order, rows_at_right, xs
from test_small_widgets import act

from konkan.cards import Card
from konkan.catalogue import speaking
from konkan.game import Game
from konkan.play.players import make_player
from konkan.teaching.puzzles import KINDS
from konkan.widgets import Lesson, Practice, ScoreSheet, Table

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots")
WIDTHS = [700, 1280]

LESSON_TEXT = ".konkan-lesson-goal, .konkan-lesson-intro, .konkan-lesson-step-name, .konkan-lesson-feedback-text"
LESSON_BUTTONS = "[data-testid=steps], [data-testid=lesson-controls], [data-testid=actions], [data-testid=choices]"


# How a box shows what is typed in it: in the direction of its own first letter (cards and numbers
# left to right, "-30" never "30-"; Arabic words right to left), at the right of the box.
TYPED = "e => [getComputedStyle(e).unicodeBidi, getComputedStyle(e).textAlign]"


def send(w: Any, content: dict[str, Any]) -> None:
    w._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def shown(page: Page, w: Any, width: int, css: str) -> Locator:
    """``w`` mounted alone in a page ``width`` px wide; its root, once drawn."""
    page.set_viewport_size({"width": width, "height": 1000})
    mount(page, w)
    root = page.locator(css).first
    expect(root).to_have_attribute("dir", "rtl")
    return root


def ranks(cards: Locator) -> list[int]:
    return [Card.from_id(int(i)).rank or 99 for i in cards.evaluate_all("es => es.map(e => e.dataset.id)")]


def shot(root: Locator, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    root.screenshot(path=str(SHOTS / f"arabic-{name}.png"))


@pytest.fixture(autouse=True)
def _wide_again(light_page: Page):
    yield
    light_page.set_viewport_size({"width": 1280, "height": 1000})


@pytest.mark.parametrize("width", WIDTHS)
def test_an_arabic_lesson_step_at_the_table(light_page: Page, tmp_path: Path, width: int) -> None:
    page = light_page
    w = Lesson("going-down", step="go-down", language="ar", progress=tmp_path / "progress.json")
    send(w, {"kind": "sort", "by": "rank"})
    root = shown(page, w, width, ".konkan-root.konkan-lesson")
    cards = root.get_by_test_id("hand").locator(".konkan-card")
    expect(cards).to_have_count(15)
    where = xs(cards)
    assert where == sorted(where) and len(set(where)) == 15  # left to right, none on another
    assert ranks(cards) == sorted(ranks(cards))  # in rank order
    check_rtl(root, aligned=LESSON_TEXT, buttons=LESSON_BUTTONS, min_runs=0)
    # The lesson's own buttons: Hint first, on the right; Next step last, at the far left.
    controls = root.get_by_test_id("lesson-controls").locator("button")
    first, last = controls.first.bounding_box(), controls.last.bounding_box()
    assert first and last and last["x"] < first["x"]
    assert abs(first["x"] + first["width"] - root.bounding_box()["x"] - root.bounding_box()["width"]) < 2  # type: ignore[index]
    # A refused move: the engine's sentence, in Arabic, right-aligned with its rule chip.
    act(page, root, lambda: root.locator("[data-testid=actions] [data-action=meld]").dispatch_event("click"))
    expect(root.get_by_test_id("feedback")).to_be_visible()
    check_rtl(root, aligned=LESSON_TEXT, buttons=LESSON_BUTTONS, min_runs=0)
    shot(root, f"lesson-table-{width}")


def test_the_arrows_in_an_arabic_lesson_go_the_reading_way(light_page: Page, tmp_path: Path) -> None:
    page = light_page
    w = Lesson("going-down", step="go-down", language="ar", progress=tmp_path / "progress.json")
    root = shown(page, w, 1280, ".konkan-root.konkan-lesson")
    # The steps: the next step stands on the left, and ArrowLeft goes to it.
    steps = root.get_by_test_id("steps").locator("button")
    assert steps.nth(3).bounding_box()["x"] < steps.nth(2).bounding_box()["x"]  # type: ignore[index]
    steps.nth(2).focus()
    page.keyboard.press("ArrowLeft")
    expect(steps.nth(3)).to_be_focused()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    expect(steps.nth(1)).to_be_focused()
    # The lesson's buttons likewise.
    controls = root.get_by_test_id("lesson-controls").locator("button")
    controls.first.focus()
    page.keyboard.press("ArrowLeft")
    expect(controls.nth(1)).to_be_focused()
    assert controls.nth(1).bounding_box()["x"] < controls.first.bounding_box()["x"]  # type: ignore[index]
    # The table's buttons too, and its hand as the cards are drawn: ArrowRight to the one on the right.
    actions = root.get_by_test_id("actions").locator(":scope > button")
    actions.first.focus()
    page.keyboard.press("ArrowLeft")
    expect(actions.nth(1)).to_be_focused()
    assert actions.nth(1).bounding_box()["x"] < actions.first.bounding_box()["x"]  # type: ignore[index]
    cards = root.get_by_test_id("hand").get_by_role("option")
    cards.nth(0).focus()
    page.keyboard.press("ArrowRight")
    expect(cards.nth(1)).to_be_focused()
    assert cards.nth(1).bounding_box()["x"] > cards.nth(0).bounding_box()["x"]  # type: ignore[index]
    # Space picks the focused card: Python hears it.
    act(page, root, lambda: page.keyboard.press("Space"))
    expect(cards.nth(1)).to_have_attribute("aria-selected", "true")


@pytest.mark.parametrize("width", WIDTHS)
def test_an_arabic_lesson_question(light_page: Page, tmp_path: Path, width: int) -> None:
    page = light_page
    w = Lesson("melds", step="which-are-melds", language="ar", progress=tmp_path / "progress.json")
    root = shown(page, w, width, ".konkan-root.konkan-lesson")
    choices = root.get_by_test_id("choices").locator(".konkan-lesson-choice")
    expect(choices).to_have_count(len(w.step["question"]["choices"]))
    for k, choice in enumerate(w.step["question"]["choices"]):
        cards = choices.nth(k).locator(".konkan-card")
        where = xs(cards)
        assert where == sorted(where), choice  # drawn left to right, in the choice's own order
        assert [int(i) for i in cards.evaluate_all("es => es.map(e => e.dataset.id)")] == choice["cards"]
    # Each choice's label ("A♥ 2♥ 3♥") reads left to right as its cards do: CARD_RUNS in check_rtl.
    check_rtl(root, aligned=LESSON_TEXT, buttons=LESSON_BUTTONS, min_runs=15)
    # ArrowLeft to the next choice, on the left; Space picks it.
    choices.first.focus()
    page.keyboard.press("ArrowLeft")
    expect(choices.nth(1)).to_be_focused()
    assert choices.nth(1).bounding_box()["x"] < choices.first.bounding_box()["x"]  # type: ignore[index]
    page.keyboard.press("Space")
    expect(choices.nth(1)).to_have_attribute("aria-pressed", "true")
    shot(root, f"lesson-question-{width}")

    # A number to type: its row reads label, box, Check, right to left.
    w = Lesson("going-down", step="count-points", language="ar", progress=tmp_path / "progress.json")
    root = shown(page, w, width, ".konkan-root.konkan-lesson")
    rows_at_right(root, ".konkan-lesson-cards")
    row = root.locator(".konkan-lesson-number")
    label, box, check = row.locator("label"), row.locator("input"), row.locator("button")
    assert label.bounding_box()["x"] > box.bounding_box()["x"] > check.bounding_box()["x"]  # type: ignore[index]
    assert box.evaluate(TYPED) == ["plaintext", "right"]
    act(page, root, lambda: (box.fill("12"), box.press("Enter")))
    expect(root.get_by_test_id("feedback")).to_have_attribute("data-tone", "error")
    check_rtl(root, aligned=LESSON_TEXT, buttons=LESSON_BUTTONS, min_runs=6)
    shot(root, f"lesson-number-{width}")


PRACTICE_TEXT = ".konkan-practice-ask, .konkan-practice-line, .konkan-practice-caption, .konkan-title"
PRACTICE_BUTTONS = ".konkan-practice-tools, .konkan-practice-bar"


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("kind", KINDS)
def test_arabic_practice_of_each_kind(light_page: Page, tmp_path: Path, kind: str, width: int) -> None:
    page = light_page
    w = Practice(kind, seed=3, language="ar", progress=tmp_path / "progress.json")
    root = shown(page, w, width, ".konkan-root.konkan-practice")
    # Every row of cards left to right, as the puzzle gives them.
    for row in root.locator(".konkan-practice-cards, .konkan-pickrow").all():
        assert drawn_in_order(row.locator(".konkan-card"))
    rows_at_right(root, ".konkan-practice-cards, .konkan-pickrow")  # under their captions, on the right
    check_rtl(root, aligned=PRACTICE_TEXT, buttons=PRACTICE_BUTTONS)
    # A wrong answer (typed, so every kind takes it) and the help: the verdict, its slips, the hint
    # and the solution, with their cards, read as they should too.
    typed = root.get_by_test_id("number").or_(root.get_by_test_id("typed")).first
    # What is typed ("-30", "7S 9H") reads left to right, at the right of its box.
    for box in root.locator("input[type=text]").all():
        assert box.evaluate(TYPED) == ["plaintext", "right"]
    act(page, root, lambda: (typed.fill("1"), typed.press("Enter")))
    act(page, root, lambda: root.locator("[data-action=hint]").click())
    act(page, root, lambda: root.locator("[data-action=solution]").click())
    expect(root.get_by_test_id("solution")).to_be_visible()
    check_rtl(root, aligned=PRACTICE_TEXT + ", .konkan-practice-fold", buttons=PRACTICE_BUTTONS, min_pairs=0)
    shot(root, f"practice-{kind}-{width}")


def test_arrows_in_arabic_practice(light_page: Page, tmp_path: Path) -> None:
    page = light_page
    w = Practice("opening", seed=0, language="ar", progress=tmp_path / "progress.json")
    root = shown(page, w, 1280, ".konkan-root.konkan-practice")
    cards = root.get_by_test_id("pick").get_by_role("option")
    if not cards.count():  # a puzzle that picks no cards has no row to walk along
        pytest.fail(f"the puzzle has no cards to pick: {w.puzzle}")
    cards.first.focus()
    page.keyboard.press("ArrowRight")
    expect(cards.nth(1)).to_be_focused()
    assert cards.nth(1).bounding_box()["x"] > cards.first.bounding_box()["x"]  # type: ignore[index]
    act(page, root, lambda: page.keyboard.press("Space"))
    assert w.picked == [int(cards.nth(1).get_attribute("data-id") or -1)]


SHEET_TEXT = ".konkan-sheet-status, .konkan-hint-line, .konkan-message, .konkan-sheet-lines"
SHEET_BUTTONS = ".konkan-endings, .konkan-scoresheet > .konkan-bar"


@pytest.mark.parametrize("width", WIDTHS)
def test_an_arabic_score_sheet(light_page: Page, tmp_path: Path, width: int) -> None:
    page = light_page
    w = ScoreSheet(4, language="ar")
    root = shown(page, w, width, ".konkan-root.konkan-scoresheet")
    # Cards typed in a player's box read left to right, whatever the words around them.
    hand = root.get_by_test_id("hand-1")
    act(page, root, lambda: hand.fill("10S 7H 8H"))
    assert hand.evaluate(TYPED) == ["plaintext", "right"]
    assert root.get_by_test_id("name-1").evaluate(TYPED) == ["plaintext", "right"]  # a name in Arabic: right to left
    expect(root.get_by_test_id("read-1")).to_contain_text("= 25")
    act(page, root, lambda: root.get_by_test_id("hand-2").fill("KH QH JK"))
    act(page, root, lambda: root.get_by_test_id("out-0").click())
    act(page, root, lambda: root.locator('[data-action="score"]').click())
    expect(root.locator(".konkan-sheet-table tbody tr")).to_have_count(1)
    # The grid of faces: A to K left to right in each suit.
    faces = root.get_by_test_id("grid").locator(".konkan-face")
    spades = xs(faces)[:13]
    assert spades == sorted(spades)
    # The sheet's columns: the round, then South, East, North, West, right to left.
    head = root.locator(".konkan-sheet-table thead th")
    at = xs(head)
    assert at == sorted(at, reverse=True)
    check_rtl(
        root, aligned=SHEET_TEXT, buttons=SHEET_BUTTONS, min_runs=3, min_signs=3
    )  # -30 in the lines, the sheet, the total
    shot(root, f"scoresheet-{width}")


def test_arrows_in_an_arabic_score_sheet(light_page: Page) -> None:
    page = light_page
    w = ScoreSheet(4, language="ar")
    root = shown(page, w, 1280, ".konkan-root.konkan-scoresheet")
    endings = root.locator(".konkan-endings .konkan-ending")
    endings.first.focus()
    page.keyboard.press("ArrowLeft")  # the next way a round ends, on the left
    expect(endings.nth(1)).to_be_focused()
    assert endings.nth(1).bounding_box()["x"] < endings.first.bounding_box()["x"]  # type: ignore[index]
    act(page, root, lambda: page.keyboard.press("Space"))
    assert w.draft["ending"] == "hand"
    faces = root.get_by_test_id("grid").locator(".konkan-face")
    faces.first.focus()
    page.keyboard.press("ArrowRight")  # the cards' grid reads as drawn: 2♠ right of A♠
    expect(faces.nth(1)).to_be_focused()
    assert faces.nth(1).bounding_box()["x"] > faces.first.bounding_box()["x"]  # type: ignore[index]


def test_the_scores_at_an_arabic_tables_rounds_end_keep_their_signs_left(light_page: Page) -> None:
    """A round's end at the Arabic table: "+40" and "-30" in its score table, never "40+" and "30-"."""
    page = light_page
    with speaking("ar"):
        game = Game(seed=11)
        bots = [make_player("greedy") for _ in range(4)]
        while not game.round.is_over:
            bots[game.round.current].play_turn(game.round)
    t = Table(game, opponents="greedy", language="ar")
    root = shown(page, t, 1280, ".konkan-root.konkan-table")
    scores = root.locator(".konkan-round-end .konkan-round-score")
    expect(scores.first).to_be_visible()
    signs = root.evaluate(SIGNS)
    assert signs["wrong"] == [] and signs["seen"] >= 4, signs
    shot(root.locator(".konkan-round-end"), "table-round-end")
