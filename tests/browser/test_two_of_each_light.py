"""Two widgets of each kind on one page, as a notebook shows them (tests/browser/light.py, each
bridged to its own Python widget): what the user does in the second changes nothing in the first,
on the page or in Python. Every id, radio group, label target and ARIA reference of a widget stays
inside that widget (base.js: konkanRoot gives each rendered view its own name, konkanId builds on
it); none is shared with the other.
"""

from __future__ import annotations

from typing import Any

import pytest
from light import Light, mount_many
from playwright.sync_api import Page, expect
from test_small_widgets import act

from konkan import Game, Rules
from konkan.widgets import Lesson, MeldChecker, OpeningTrainer, Practice, ScoreSheet, Table

pytestmark = pytest.mark.browser

# What every widget's references must keep to its own root, checked in the page.
SCOPED = """() => {
  const out = [];
  const mounts = [...document.querySelectorAll('[data-mount]')];
  const ids = {};
  for (const e of document.querySelectorAll('[id]')) (ids[e.id] ||= []).push(e);
  for (const [id, list] of Object.entries(ids)) if (list.length > 1) out.push('id ' + id + ' used ' + list.length + ' times');
  const home = (e) => mounts.find((m) => m.contains(e));
  for (const e of document.querySelectorAll('[for], [aria-controls], [aria-labelledby], [aria-describedby], use')) {
    for (const attr of ['for', 'aria-controls', 'aria-labelledby', 'aria-describedby', 'href']) {
      const v = e.getAttribute(attr);
      if (!v || (attr === 'href' && !v.startsWith('#'))) continue;
      for (const ref of v.replace(/^#/, '').split(/\\s+/)) {
        const target = document.getElementById(ref);
        if (!target) out.push(attr + '=' + ref + ' points nowhere');
        else if (home(target) !== home(e)) out.push(attr + '=' + ref + ' points into another widget');
      }
    }
  }
  const groups = {};
  for (const r of document.querySelectorAll('input[type=radio][name]')) (groups[r.name] ||= new Set()).add(home(r));
  for (const [name, homes] of Object.entries(groups)) if (homes.size > 1) out.push('radio group ' + name + ' spans widgets');
  return out;
}"""


def assert_scoped(page: Page) -> None:
    wrong = page.evaluate(SCOPED)
    assert not wrong, "\n".join(wrong[:20])


def two(page: Page, make: Any, css: str) -> tuple[list[Light], list[Any]]:
    """Mount two widgets made by ``make`` and give their roots (first, second)."""
    lights = mount_many(page, [make(), make()])
    roots = [page.locator(f"{light.selector} {css}").first for light in lights]
    for root in roots:
        expect(root).to_be_visible()
    return lights, roots


def test_two_score_sheets_keep_their_own_finisher(light_page: Page):
    page = light_page
    (one, two_), (a, b) = two(page, lambda: ScoreSheet(3, names=["Ann", "Ben", "Cy"]), ".konkan-scoresheet")
    act(page, a, lambda: a.get_by_test_id("out-0").check())
    act(page, b, lambda: b.get_by_test_id("out-2").check())
    # The first sheet keeps its tick on the page, where Python also has it.
    expect(a.get_by_test_id("out-0")).to_be_checked()
    expect(b.get_by_test_id("out-2")).to_be_checked()
    assert one.widget.draft["finisher"] == 0 and two_.widget.draft["finisher"] == 2
    assert_scoped(page)


def test_two_tables_keep_their_own_picks(light_page: Page):
    page = light_page
    (one, two_), (a, b) = two(page, lambda: Table(Game(Rules(players=2), seed=3)), ".konkan-table")
    before = list(one.widget.picked)
    cards = b.locator(".konkan-hand .konkan-card")
    act(page, b, lambda: cards.nth(0).click())
    act(page, b, lambda: cards.nth(1).click())
    assert len(two_.widget.picked) == 2 and one.widget.picked == before
    expect(a.locator(".konkan-hand .konkan-picked")).to_have_count(0)
    # Each table's log button opens its own log.
    for root in (a, b):
        toggle = root.locator("[aria-controls]").first
        if toggle.count():
            target = toggle.get_attribute("aria-controls")
            assert root.locator(f"[id='{target}']").count() == 1
    assert_scoped(page)


def test_two_lessons_keep_their_own_answers_and_hints(light_page: Page, tmp_path):
    page = light_page
    (one, two_), (a, b) = two(page, lambda: Lesson("melds", progress=tmp_path / "p.json"), ".konkan-lesson")
    step = dict(one.widget.step)
    act(page, b, lambda: b.locator("[data-action=lesson-hint]").click())
    expect(b.get_by_test_id("lesson-hint")).to_be_visible()
    expect(a.get_by_test_id("lesson-hint")).to_have_count(0)
    assert one.widget.step == step
    act(page, a, lambda: a.locator("[data-action=lesson-hint]").click())  # both hints shown: ids still differ
    assert_scoped(page)


def test_two_practices_keep_their_own_picks_and_labels(light_page: Page):
    page = light_page
    (one, two_), (a, b) = two(page, lambda: Practice("opening", seed=1), ".konkan-practice")
    card = b.get_by_test_id("pick").locator(".konkan-card").first
    act(page, b, lambda: card.click())
    assert len(two_.widget.picked) == 1 and one.widget.picked == []
    expect(a.locator(".konkan-picked")).to_have_count(0)
    assert_scoped(page)


def test_two_tests_keep_their_own_names(light_page: Page, tmp_path):
    page = light_page
    (one, two_), (a, b) = two(
        page, lambda: Practice(mode="test", folder=tmp_path, count=2, code="river-7661"), ".konkan-practice"
    )
    # Each label names its own box: clicking the second's label types into the second.
    b.get_by_text("Your name:").click()
    page.keyboard.type("Sam")
    expect(b.get_by_test_id("name")).to_have_value("Sam")
    expect(a.get_by_test_id("name")).to_have_value("")
    act(page, b, lambda: b.locator("[data-action=start]").click())
    assert two_.widget.sheet is not None and one.widget.sheet is None
    expect(a.get_by_test_id("start")).to_be_visible()
    assert_scoped(page)


def test_two_checkers_and_two_trainers_keep_their_own_picks(light_page: Page):
    page = light_page
    lights = mount_many(
        page, [MeldChecker("7S 8S 9S JK"), MeldChecker("7S 8S 9S JK"), OpeningTrainer(seed=2), OpeningTrainer(seed=2)]
    )
    roots = [page.locator(f"{light.selector} .konkan-root") for light in lights]
    act(page, roots[1], lambda: roots[1].get_by_test_id("cards").locator(".konkan-card").first.click())
    assert lights[1].widget.picked and not lights[0].widget.picked
    act(page, roots[3], lambda: roots[3].locator(".konkan-pickrow .konkan-card").first.click())
    assert lights[3].widget.picked and not lights[2].widget.picked
    expect(roots[0].locator(".konkan-picked")).to_have_count(0)
    expect(roots[2].locator(".konkan-picked")).to_have_count(0)
    assert_scoped(page)
