"""Widgets in three languages on one page: each says its own words (its page formats Arabic and
French with Project Fluent's own library, as Python does), an Arabic widget lays out right to left
while its cards still read left to right in rank order, the arrow keys follow the reading way along
buttons and the drawn way along cards, and a change of language draws the widget again."""

from __future__ import annotations

import json
from typing import Any

import pytest
from light import mount_many
from playwright.sync_api import Page, expect

from konkan.cards import Card
from konkan.catalogue import say, speaking
from konkan.game import Game
from konkan.play.players import make_player
from konkan.widgets import MeldChecker, Table

pytestmark = pytest.mark.browser


def in_(spoken: str, key: str, **fields: Any) -> str:
    with speaking(spoken):
        return say(key, **fields)


def card_name(spoken: str, card: Card) -> str:
    with speaking(spoken):
        return say(
            "widget.base.card", rank=say(f"widget.base.rank.{card.rank}"), suit=say(f"widget.base.suit.{card.suit}")
        )


def send(w: Any, content: dict[str, Any]) -> None:
    w._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def test_an_arabic_and_an_english_table_on_one_page_each_speak_their_own(light_page: Page) -> None:
    page = light_page
    ar, en = Table(seed=7, opponents="random", language="ar"), Table(seed=7, opponents="random", language="en")
    send(ar, {"kind": "sort", "by": "rank"})
    lights = mount_many(page, [ar, en])
    arabic = page.locator(lights[0].selector).locator(".konkan-root").first
    english = page.locator(lights[1].selector).locator(".konkan-root").first
    expect(arabic).to_have_attribute("dir", "rtl")
    expect(arabic).to_have_attribute("lang", "ar")
    expect(english).to_have_attribute("dir", "ltr")
    expect(english).to_have_attribute("lang", "en")
    assert page.evaluate("getComputedStyle(document.body).direction") == "ltr"  # the notebook stays left to right

    # Python's sentences, and the page's own words (formatted in the page: a card's name, a count).
    expect(arabic.get_by_test_id("status")).to_have_text(ar.status["text"])
    expect(english.get_by_test_id("status")).to_have_text(en.status["text"])
    assert ar.status["text"] != en.status["text"]
    first = Card.from_id(ar.order[0])
    expect(arabic.get_by_test_id("hand").get_by_role("option").first).to_have_attribute(
        "aria-label", card_name("ar", first)
    )
    expect(english.get_by_role("option", name=card_name("en", first)).first).to_be_visible()
    # The page formats the Arabic plural itself, with @fluent/bundle: the same words as Python's.
    counts = arabic.locator(".konkan-seat .konkan-count")
    expect(counts.first).to_have_text(in_("ar", "widget.table.cards.many", count=14))
    expect(english.locator(".konkan-seat .konkan-count").first).to_have_text("14 cards")
    assert in_("en", "widget.table.hint") not in arabic.inner_text()

    # The hand reads left to right in rank order, the panels right to left; the seats keep their
    # places around the felt in both (West on your left, East on your right).
    hand = arabic.get_by_test_id("hand")
    assert hand.evaluate("e => getComputedStyle(e).direction") == "ltr"
    xs = [c.bounding_box()["x"] for c in hand.get_by_role("option").all()]  # type: ignore[index]
    assert xs == sorted(xs) and len(set(xs)) == len(xs) == 15
    ranks = [
        Card.from_id(int(i)).rank or 99
        for i in hand.get_by_role("option").evaluate_all("es => es.map(e => e.dataset.id)")
    ]
    assert ranks == sorted(ranks)
    west, east = arabic.get_by_test_id("seats-left"), arabic.get_by_test_id("seats-right")
    assert west.bounding_box()["x"] < east.bounding_box()["x"]  # type: ignore[index]
    west_en, east_en = english.get_by_test_id("seats-left"), english.get_by_test_id("seats-right")
    assert west_en.bounding_box()["x"] < east_en.bounding_box()["x"]  # type: ignore[index]


def test_arrows_follow_the_reading_way_along_buttons_and_the_drawn_way_along_cards(light_page: Page) -> None:
    page = light_page
    lights = mount_many(page, [Table(seed=7, opponents="random", language="ar")])
    root = page.locator(lights[0].selector)
    controls = root.get_by_role("toolbar").first.locator(":scope > button")
    one, two = controls.nth(0), controls.nth(1)
    assert two.bounding_box()["x"] < one.bounding_box()["x"]  # type: ignore[index]  # the next button is on the left
    one.focus()
    page.keyboard.press("ArrowLeft")
    expect(two).to_be_focused()
    page.keyboard.press("ArrowRight")
    expect(one).to_be_focused()
    cards = root.get_by_test_id("hand").get_by_role("option")
    cards.nth(0).focus()
    page.keyboard.press("ArrowRight")  # along the cards: to the right, as they are drawn
    expect(cards.nth(1)).to_be_focused()
    assert cards.nth(1).bounding_box()["x"] > cards.nth(0).bounding_box()["x"]  # type: ignore[index]


def test_a_french_checker_gives_its_verdict_in_french(light_page: Page) -> None:
    page = light_page
    w = MeldChecker("7S 8S 9S JK", language="fr")
    lights = mount_many(page, [w])
    root = page.locator(lights[0].selector)
    expect(root.get_by_text(in_("fr", "widget.checker.title"), exact=True)).to_be_visible()
    for code in ("7S", "8S", "9S"):
        root.get_by_role("option", name=card_name("fr", Card.parse(code)), exact=True).click()
    expect(root.get_by_test_id("verdict-text")).to_have_text(w.verdict["message"])
    with speaking("fr"):
        from konkan.melds import check_meld

        assert w.verdict["message"] == check_meld("7S 8S 9S").message
    assert w.verdict["message"] != in_("en", "meld.run", cards="7♠ 8♠ 9♠", suit="spades", points=24)
    root.get_by_role("option", name=in_("fr", "widget.base.card.joker"), exact=True).click()
    expect(root.get_by_test_id("verdict-text")).to_have_text(w.verdict["message"])


def test_eastern_digits_in_the_page(light_page: Page) -> None:
    page = light_page
    with speaking("ar", digits="eastern"):
        t = Table(seed=7, opponents="random")
    lights = mount_many(page, [t])
    counts = page.locator(lights[0].selector).locator(".konkan-seat .konkan-count")
    expect(counts.first).to_contain_text("١٤")
    assert "14" not in counts.first.inner_text()


def test_a_change_of_language_draws_the_widget_again(light_page: Page) -> None:
    page = light_page
    t = Table(seed=7, opponents="random", language="en")
    lights = mount_many(page, [t])
    root = page.locator(lights[0].selector).locator(".konkan-root").first
    expect(root).to_have_attribute("dir", "ltr")
    expect(root.get_by_test_id("status")).to_have_text(t.status["text"])
    sent: list[Any] = []
    t.comm.send = lambda data=None, metadata=None, buffers=None: sent.append(data)  # type: ignore[union-attr]
    t.language = "ar"
    answer = json.dumps([m for m in sent if isinstance(m, dict) and m.get("method") == "update"], default=str)
    page.evaluate("([i, a]) => window.konkanLights[i].apply(JSON.parse(a))", [0, answer])
    root = page.locator(lights[0].selector).locator(".konkan-root")
    expect(root).to_have_count(1)  # drawn again, not drawn twice
    expect(root).to_have_attribute("dir", "rtl")
    expect(root).to_have_attribute("lang", "ar")
    expect(root.get_by_test_id("status")).to_have_text(t.status["text"])
    expect(root.locator(".konkan-seat .konkan-count").first).to_have_text(
        in_("ar", "widget.table.cards.many", count=14)
    )
    first = Card.from_id(t.order[0])
    expect(root.get_by_test_id("hand").get_by_role("option").first).to_have_attribute(
        "aria-label", card_name("ar", first)
    )
    # and it still plays: a click reaches Python, which answers in Arabic
    root.get_by_test_id("hand").get_by_role("option").first.click()
    expect(root.get_by_test_id("hand").get_by_role("option").first).to_have_attribute("aria-selected", "true")


# Every run of card text ("7♠ 8♠ 9♠") in a widget as drawn: each card's rank left of its suit, each
# card left of the next on its line. Gives how many cards it measured, and the runs drawn otherwise.
CARD_RUNS = """(root) => {
  // Every run of card text ("7♠ 8♠ 9♠") in the widget, as drawn: each card's rank left of its suit,
  // and each card left of the next. Gives the runs drawn otherwise.
  const wrong = [];
  const card = /(10|[2-9AJQK])([\u2660\u2665\u2666\u2663])/g;
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const at = (n, i) => { const r = document.createRange(); r.setStart(n, i); r.setEnd(n, i + 1); return r.getBoundingClientRect(); };
  let n, runs = 0;
  while ((n = walk.nextNode())) {
    const t = n.textContent;
    if (!n.parentElement || !n.parentElement.getClientRects().length) continue;
    const cards = [...t.matchAll(card)];
    for (let k = 0; k < cards.length; k++) {
      const m = cards[k];
      const rank = at(n, m.index), suit = at(n, m.index + m[1].length);
      if (!rank.width) continue;
      runs++;
      if (Math.abs(rank.top - suit.top) < 4 && rank.left > suit.left) wrong.push(t + " :: " + m[0]);
      const next = cards[k + 1];
      if (next && /^[ \u2068\u2069]*$/.test(t.slice(m.index + m[0].length, next.index))) {
        const r2 = at(n, next.index);
        if (Math.abs(r2.top - rank.top) < 4 && r2.left < rank.left) wrong.push(t + " :: " + m[0] + " before " + next[0]);
      }
    }
  }
  return { runs, wrong };
}"""

# Each isolated field with no right-to-left letter ("⁨+40⁩", "⁨R8.1, R8.3⁩") drawn left to right.
ISOLATES = """(root) => {
  // Each isolated field with no right-to-left letter ("⁨+40⁩", "⁨R8.1, R8.3⁩") drawn left to right.
  const wrong = [];
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const at = (n, i) => { const r = document.createRange(); r.setStart(n, i); r.setEnd(n, i + 1); return r.getBoundingClientRect(); };
  let n, seen = 0;
  while ((n = walk.nextNode())) {
    const t = n.textContent;
    if (!n.parentElement || !n.parentElement.getClientRects().length) continue;
    for (const m of t.matchAll(/\u2068([^\u2068\u2069]*)\u2069/g)) {
      const body = m[1];
      if (/[\u0590-\u08ff]/.test(body) || body.length < 2) continue;
      const xs = [];
      for (let i = 0; i < body.length; i++) {
        if (body[i] === " ") continue;
        const r = at(n, m.index + 1 + i);
        if (r.width) xs.push([body[i], r.left, r.top]);
      }
      seen++;
      for (let k = 1; k < xs.length; k++) {
        if (Math.abs(xs[k][2] - xs[k - 1][2]) < 4 && xs[k][1] < xs[k - 1][1]) { wrong.push(body); break; }
      }
    }
  }
  return { seen, wrong: [...new Set(wrong)] };
}"""

# The seats, piles, melds (as far as their box shows them), the hand and the panels: none overlaps
# another, and nothing reaches out of the widget.
OVERLAPS = """(root) => {
  // Boxes that should never overlap: the seats, the piles, the melds; and nothing wider than the widget.
  const boxes = [...root.querySelectorAll(".konkan-seat, .konkan-pile, .konkan-meld, .konkan-hand-area, .konkan-topbar > *, .konkan-panel")]
    .filter((e) => e.getClientRects().length)
    .map((e) => {
      const r = e.getBoundingClientRect();
      const box = e.parentElement && e.parentElement.closest(".konkan-melds");  // what scrolls in its box shows only there
      if (!box) return [e.className + (e.dataset.testid ? "#" + e.dataset.testid : ""), r];
      const c = box.getBoundingClientRect();
      return [e.className + (e.dataset.testid ? "#" + e.dataset.testid : ""),
        new DOMRect(r.left, Math.max(r.top, c.top), r.width, Math.max(0, Math.min(r.bottom, c.bottom) - Math.max(r.top, c.top)))];
    });
  const hits = [];
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
    const [a, r] = boxes[i], [b, s] = boxes[j];
    const inside = r.left <= s.left && r.right >= s.right && r.top <= s.top && r.bottom >= s.bottom
      || s.left <= r.left && s.right >= r.right && s.top <= r.top && s.bottom >= r.bottom;
    if (inside) continue;  // one holds the other
    const w = Math.min(r.right, s.right) - Math.max(r.left, s.left), h = Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top);
    if (w > 1 && h > 1) hits.push(a + " / " + b);
  }
  const rr = root.getBoundingClientRect();
  const wide = [...root.querySelectorAll("*")].filter((e) => { const r = e.getBoundingClientRect(); return r.width && (r.right > rr.right + 1 || r.left < rr.left - 1); })
    .map((e) => e.className).slice(0, 5);
  return { boxes: boxes.length, hits, wide };
}"""


@pytest.mark.parametrize("width", [700, 1280])
def test_an_arabic_table_at_a_rounds_end_reads_right(light_page: Page, width: int) -> None:
    page = light_page
    page.set_viewport_size({"width": width, "height": 1000})
    try:
        with speaking("ar"):  # the round played in Arabic, as at an Arabic learner's table
            game = Game(seed=11)
            bots = [make_player("greedy") for _ in range(4)]
            while not game.round.is_over:
                bots[game.round.current].play_turn(game.round)
        t = Table(game, opponents="greedy", language="ar")
        lights = mount_many(page, [t])
        root = page.locator(lights[0].selector).locator(".konkan-root").first
        expect(root.locator(".konkan-round-end")).to_be_visible()
        runs = root.evaluate(CARD_RUNS)
        assert runs["wrong"] == [] and runs["runs"] > 100
        isolated = root.evaluate(ISOLATES)
        assert isolated["wrong"] == [] and isolated["seen"] > 50
        overlaps = root.evaluate(OVERLAPS)
        assert overlaps["hits"] == [] and overlaps["wide"] == [] and overlaps["boxes"] > 15
        assert in_("en", "widget.table.hint") not in root.inner_text()
        assert " or " not in root.inner_text()  # the joker's "A♥ or A♣" in Arabic too
    finally:
        page.set_viewport_size({"width": 1280, "height": 1000})
