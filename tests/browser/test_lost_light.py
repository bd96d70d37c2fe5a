"""A widget whose kernel is gone says so, in a light page (tests/browser/light.py): greyed, out of
reach, and the sentence Python gave it at creation (the ``lost`` trait) on top, naming the widget.
The signs (base.js: konkanLive): ipywidgets' ``comm_live_update`` event on a kernel restart (the
restart itself in JupyterLab: test_scoresheet_in_lab.py), a send that fails, or an intent Python
has not answered after ``lost["wait"]`` seconds; an answer that comes at last brings it back, and a
kernel that says it is busy (a long cell running) keeps it waiting rather than lost.
"""

from __future__ import annotations

import pytest
from light import mount, mount_many
from playwright.sync_api import Page, expect
from test_small_widgets import act

from konkan import Game, Rules
from konkan.catalogue import say
from konkan.widgets import Lesson, MeldChecker, OpeningTrainer, Practice, ScoreSheet, Table
from konkan.widgets.base import LOST_WAIT

pytestmark = pytest.mark.browser


def test_every_widget_says_in_its_own_words_that_its_kernel_is_gone(light_page: Page, tmp_path):
    page = light_page
    page.set_viewport_size({"width": 1100, "height": 900})
    widgets = [
        (Table(Game(Rules(players=2), seed=3)), "table"),
        (Lesson("melds", progress=tmp_path / "p.json"), "lesson"),
        (ScoreSheet(3), "score sheet"),
        (Practice("opening", seed=1), "practice"),
        (Practice(mode="test", folder=tmp_path, count=2, code="river-7661"), "test"),
        (MeldChecker("7S 8S 9S"), "meld checker"),
        (OpeningTrainer(seed=2), "opening trainer"),
    ]
    for w, noun in widgets:
        assert w.lost == {"text": say("widget.lost", what=noun), "wait": LOST_WAIT}
    lights = mount_many(page, [w for w, _ in widgets])
    notes = page.get_by_test_id("lost")
    expect(notes).to_have_count(len(widgets))  # one to a widget: the lesson's table has none of its own
    for k in range(len(widgets)):
        expect(notes.nth(k)).to_be_hidden()
    # ipywidgets tells every model of the kernel at once (its comm_live turns false).
    page.evaluate("() => window.konkanLights.forEach((l) => l.model.emit('comm_live_update'))")
    for light, (_, noun) in zip(lights, widgets, strict=True):
        root = page.locator(f"{light.selector} > .konkan-root")
        expect(root).to_have_attribute("data-lost", "dropped")
        expect(root.get_by_test_id("lost")).to_have_text(
            f"This {noun} lost its connection: run the cells again (Run \u25b8 Run All Cells)."
        )
    # Nothing takes a click or a key: the sheet's radio stays unticked, the table's cards unpicked,
    # and Python hears nothing.
    sheet = page.locator(f"{lights[2].selector} > .konkan-root")
    out = sheet.get_by_test_id("out-1")
    out.dispatch_event("click")
    box = out.bounding_box()
    assert box is not None
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    expect(out).not_to_be_checked()
    table = page.locator(f"{lights[0].selector} > .konkan-root")
    table.locator(".konkan-hand .konkan-card").first.dispatch_event("click")
    page.keyboard.press("Tab")
    page.keyboard.press("Space")
    assert [len(light.received) for light in lights] == [1] * len(lights)  # the first state, nothing since
    assert lights[2].widget.draft["finisher"] == -1  # no one ticked
    sheet.screenshot(path="/tmp/shots/lost/scoresheet-light.png")


def test_an_unanswered_intent_greys_the_widget_until_the_answer_comes(light_page: Page):
    page = light_page
    sheet = ScoreSheet(3, names=["Ann", "Ben", "Cy"])
    sheet.lost = {**sheet.lost, "wait": 0.2}
    light = mount(page, sheet)
    root = page.locator(".konkan-root.konkan-scoresheet")
    light.hold = True  # the kernel answers nothing: gone, or busy without saying so
    root.get_by_test_id("out-0").check()
    expect(root).to_have_attribute("data-lost", "late")
    expect(root.get_by_test_id("lost")).to_have_text(say("widget.lost", what="score sheet"))
    assert sheet.draft["finisher"] == -1
    # The answer comes at last (a long cell ended): the sheet is back, with what was asked done.
    light.release(page)
    expect(root).to_have_attribute("data-lost", "no")
    expect(root.get_by_test_id("lost")).to_be_hidden()
    assert sheet.draft["finisher"] == 0
    act(page, root, lambda: root.get_by_test_id("out-1").check())
    assert sheet.draft["finisher"] == 1


def test_a_busy_kernel_keeps_the_widget_waiting_not_lost(light_page: Page):
    page = light_page
    checker = MeldChecker("7S 8S 9S")
    checker.lost = {**checker.lost, "wait": 0.2}
    light = mount(page, checker)
    root = page.locator(".konkan-root.konkan-checker")
    page.evaluate("() => { window.konkanLights[0].model.widget_manager = {kernel: {status: 'busy'}}; }")
    light.hold = True
    root.get_by_test_id("cards").locator(".konkan-card").first.click()
    expect(root).to_have_attribute("data-waiting", "busy")  # the wait ran out while the kernel was busy
    expect(root).to_have_attribute("data-lost", "no")
    page.evaluate("() => { window.konkanLights[0].model.widget_manager.kernel.status = 'idle'; }")
    expect(root).to_have_attribute("data-lost", "late")  # idle and still no answer: lost
    light.release(page)
    expect(root).to_have_attribute("data-lost", "no")
    assert checker.picked


def test_a_send_that_cannot_go_shows_the_widget_lost(light_page: Page):
    page = light_page
    trainer = OpeningTrainer(seed=2)
    light = mount(page, trainer)
    root = page.locator(".konkan-root.konkan-trainer")
    page.evaluate("() => { window.konkanLights[0].model.send = () => { throw new Error('Kernel is disposed'); }; }")
    root.locator(".konkan-pickrow .konkan-card").first.click()
    expect(root).to_have_attribute("data-lost", "failed")
    expect(root.get_by_test_id("lost")).to_have_text(say("widget.lost", what="opening trainer"))
    assert light.received == light.received[:1] and not trainer.picked
