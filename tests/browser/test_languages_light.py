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

    # The hand reads left to right in rank order, the seats and panels right to left.
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
    assert west.bounding_box()["x"] > east.bounding_box()["x"]  # type: ignore[index]
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
