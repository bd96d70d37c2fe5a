"""The score sheet through a whole game in JupyterLab, as a real table uses it: names typed in the
page, a void round, the end of the game with its winner, one round too many refused, Undo putting
the last round back in the form, then the sheet's file read back after "a restart" and a damaged
copy refused; then, further down the same notebook, an elimination game with a player out, and a
kernel restart that leaves the sheets greyed. Each step is checked on the page and, through a
re-run cell, in the kernel; every sentence the page shows is one of the widget's ``sentences`` or
its message. (The score sheet notebook itself, its evening back after a kernel restart, is checked
where every notebook is run: test_lesson_notebooks.py, tests/browser/notebook_steps.py.)
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from lost import assert_lost, restart_kernel
from playwright.sync_api import Page, expect
from test_notebooks_in_lab import assert_no_konkan_errors, collect_page_errors
from test_small_widgets import act, open_and_run, rerun

pytestmark = pytest.mark.browser

SHOTS = Path("/tmp/shots/scoresheet")
NOTEBOOK = "sheet-evening.ipynb"

CELLS = [
    "from konkan import Rules\nfrom konkan.widgets import ScoreSheet\n"
    'sheet = ScoreSheet(rules=Rules(players=3, rounds=2), path="evening.json")\nsheet',
    'import json\nsaved = json.load(open("evening.json"))\n'
    'print(json.dumps({"names": sheet.names, "totals": sheet.totals, "over": sheet.is_over, '
    '"saved": saved["totals"], "saved_rounds": len(saved["rounds"]), "labels": [r["label"] for r in sheet.history]}))',
    'print(json.dumps(sheet.sentences + [sheet.message.get("text", "")]))',
    'again = ScoreSheet(path="evening.json")  # as after a restart\nagain',
    'text = open("evening.json").read()\nopen("damaged.json", "w").write(text.replace(\'"7S 8S"\', \'"7S 9S"\'))\n'
    'try:\n    again.load("damaged.json")\nexcept ValueError as e:\n    print(e)\nprint(again.totals)',
    # Last, a sheet of its own further down the page: an elimination game whose third player is out.
    'out = ScoreSheet(rules=Rules(players=3, game_end="elimination", game_end_score=150),\n'
    '                 names=["Amal", "Basil", "Carla"])\n'
    'for _ in range(2):\n    out.add_round(["", "2S", "3S"], finisher=0, went_down=[True, True, False])\nout',
]


def write_notebook(root: Path, sources: list[str] = CELLS, name: str = NOTEBOOK) -> None:
    cells = [
        {"cell_type": "code", "execution_count": None, "id": f"c{i}", "metadata": {}, "outputs": [], "source": src}
        for i, src in enumerate(sources)
    ]
    nb = {
        "cells": cells,
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (root / name).write_text(json.dumps(nb))
    for name in ("evening.json", "damaged.json"):
        (root / name).unlink(missing_ok=True)


def page_sentences(page: Page) -> list[str]:
    """What the first sheet says in sentences: its status, verdict, message, saved line and every line."""
    w = page.locator(".konkan-scoresheet").first
    texts = [
        t.strip()
        for t in w.locator(
            '[data-testid="status"], [data-testid="verdict"], [data-testid="message"], '
            '[data-testid="saved"], [data-testid="closed"], .konkan-round-lines li, '
            '.konkan-hand-read[data-error="true"]'
        ).all_inner_texts()
    ]
    return [t for t in texts if t]


def test_a_whole_game_on_the_score_sheet_and_its_file(page: Page, fresh_lab):
    errors = collect_page_errors(page)
    page.set_viewport_size({"width": 1280, "height": 1800})  # so a screenshot holds the whole sheet
    write_notebook(fresh_lab.root)
    open_and_run(page, fresh_lab, "lab/tree", NOTEBOOK, ".konkan-scoresheet .konkan-hand-input")
    w = page.locator(".konkan-scoresheet").first
    expect(w.get_by_test_id("status")).to_have_text("Next: round 1 of 2 (R8.7).")
    expect(w.get_by_test_id("saved")).to_have_text("Saved to evening.json, with no round entered yet.")

    # Names typed in the page; a name already taken is refused and the field goes back.
    for seat, name in enumerate(["Amal", "Basil", "Carla"]):
        w.get_by_test_id(f"name-{seat}").fill(name)
        field = w.get_by_test_id(f"name-{seat}")
        act(page, w, lambda: field.press("Enter"))  # noqa: B023 - called at once, inside the loop
        expect(w.get_by_test_id(f"name-{seat}")).to_have_value(name)
    expect(w.get_by_test_id("message")).to_have_text("West is now called Carla.")
    w.get_by_test_id("name-2").fill("amal")
    act(page, w, lambda: w.get_by_test_id("name-2").press("Enter"))
    expect(w.get_by_test_id("message")).to_have_text(
        "Amal is already another player's name: give each player their own."
    )
    expect(w.get_by_test_id("name-2")).to_have_value("Carla")
    expect(w.locator(".konkan-sheet-table thead")).to_have_text(re.compile(r"Round\s*Amal\s*Basil\s*Carla"))

    # Declaring Konkan is for the last round only: the page says why when it is chosen.
    # (aria-disabled: the button says why on hover, and a click gets the sentence.)
    act(page, w, lambda: w.get_by_test_id("ending-declared").click(force=True))
    expect(w.get_by_test_id("message")).to_have_text(
        "Konkan can be declared only in the last round (round 2); this is round 1 (R8.6). A Konkan put down "
        "without a declaration scores as R8.5 says."
    )
    expect(w.get_by_test_id("ending-out")).to_have_attribute("aria-checked", "true")

    # Round 1: Amal goes out; Basil holds 7♠ 8♠, Carla K♥.
    act(page, w, lambda: w.get_by_test_id("hand-1").fill("7S 8S"))
    act(page, w, lambda: w.get_by_test_id("hand-2").fill("KH"))
    act(page, w, lambda: w.get_by_test_id("out-0").click())
    act(page, w, lambda: w.locator('[data-action="score"]').click())
    expect(w.get_by_test_id("round-1")).to_have_text(re.compile(r"1\s*-30\s*15\s*10"))
    expect(w.get_by_test_id("lines-1")).to_contain_text("Basil holds 7♠ 8♠, worth 15 (R8.3).")
    expect(w.get_by_test_id("saved")).to_have_text("Saved to evening.json after round 1.")

    # A void round: shown, unnumbered, and round 2 is dealt again.
    for seat, cards in enumerate(["2S", "3S", "4S"]):
        act(page, w, lambda: w.get_by_test_id(f"hand-{seat}").fill(cards))  # noqa: B023 - called at once
    act(page, w, lambda: w.get_by_test_id("ending-void").click())
    act(page, w, lambda: w.locator('[data-action="score"]').click())
    expect(w.get_by_test_id("void-1")).to_have_text(re.compile(r"void\s*0\s*0\s*0"))
    expect(w.get_by_test_id("status")).to_have_text(
        "Round 2 was void: it scores nothing and is dealt again by the same dealer (R7.3, R2.3). Next: round 2 of 2, "
        "the last. A player not yet down may declare Konkan in it (R8.6)."
    )
    expect(w.locator(".konkan-sheet-table tbody th")).to_have_text(["1", "void"])

    # Round 2, the last: Basil goes out; Amal holds Q♠, Carla a joker. The game is over.
    act(page, w, lambda: w.get_by_test_id("hand-0").fill("QS"))
    act(page, w, lambda: w.get_by_test_id("hand-2").fill("JK"))
    act(page, w, lambda: w.get_by_test_id("ending-out").click())
    act(page, w, lambda: w.get_by_test_id("out-1").click())
    act(page, w, lambda: w.locator('[data-action="score"]').click())
    verdict = "After 2 counted rounds the game is over: Amal wins with the lowest total, -20 (R8.7)."
    expect(w.get_by_test_id("verdict")).to_have_text(verdict)
    expect(w.get_by_test_id("final")).to_have_text(
        re.compile(r"1\.\s*Amal\s*-20\s*won\s*2\.\s*Basil\s*-15\s*3\.\s*Carla\s*25")
    )
    expect(w.get_by_test_id("totals")).to_have_text(re.compile(r"Total\s*-20\s*-15\s*25"))
    expect(w.locator('[data-action="new-game"]')).to_be_visible()
    expect(w.get_by_role("group", name="The round to score")).to_be_hidden()
    assert json.loads(rerun(page, 1)) == {
        "names": ["Amal", "Basil", "Carla"],
        "totals": [-20, -15, 25],
        "over": True,
        "saved": [-20, -15, 25],
        "saved_rounds": 3,
        "labels": ["1", "void", "2"],
    }
    SHOTS.mkdir(parents=True, exist_ok=True)
    w.screenshot(path=str(SHOTS / "game-over.png"))

    # The end is said once, in the end panel: no message repeats it, none in an error's colours,
    # and there is no Score button to press (the panel says the sheet takes no more rounds).
    expect(w.get_by_test_id("message")).to_be_hidden()
    expect(w.locator('[data-action="score"]')).to_be_hidden()
    expect(w.get_by_test_id("closed")).to_have_text(re.compile("^The sheet takes no more rounds."))
    shown = w.evaluate("e => e.innerText")
    assert shown.count("game is over") == 1 and shown.count("no more rounds") == 1, shown
    expect(w.locator(".konkan-sheet-table tbody tr")).to_have_count(3)
    # Every sentence on the page is one the widget holds (and so one the truth harness reads).
    held = set(json.loads(rerun(page, 2)))
    assert set(page_sentences(page)) <= held, set(page_sentences(page)) - held

    # Undo puts round 2's entries back in the form, to correct; the game is open again.
    act(page, w, lambda: w.locator('[data-action="undo"]').click())
    expect(w.get_by_test_id("hand-0")).to_have_value("QS")
    expect(w.get_by_test_id("hand-1")).to_have_value("")
    expect(w.get_by_test_id("hand-2")).to_have_value("JK")
    expect(w.get_by_test_id("out-1")).to_be_checked()
    expect(w.get_by_test_id("end")).to_be_hidden()
    expect(w.locator(".konkan-sheet-table tbody tr")).to_have_count(2)
    w.screenshot(path=str(SHOTS / "after-undo.png"))
    # Corrected (Carla held K♠, not a joker) and scored again.
    act(page, w, lambda: w.get_by_test_id("hand-2").fill("KS"))
    act(page, w, lambda: w.locator('[data-action="score"]').click())
    expect(w.get_by_test_id("totals")).to_have_text(re.compile(r"Total\s*-20\s*-15\s*20"))
    expect(w.get_by_test_id("verdict")).to_have_text(verdict)

    # The file: read back as after a restart, in a second sheet drawn by the page.
    rerun(page, 3)
    again = page.locator(".konkan-scoresheet").nth(1)
    expect(again.get_by_test_id("totals")).to_have_text(re.compile(r"Total\s*-20\s*-15\s*20"))
    expect(again.locator(".konkan-sheet-table thead")).to_have_text(re.compile(r"Round\s*Amal\s*Basil\s*Carla"))
    expect(again.get_by_test_id("message")).to_be_hidden()
    expect(again.get_by_test_id("verdict")).to_have_text(verdict)
    expect(again.get_by_test_id("saved")).to_have_text("Opened evening.json: 3 rounds entered.")
    again.screenshot(path=str(SHOTS / "opened.png"))
    # A damaged copy is refused with a sentence naming it, and the sheet stays as it was.
    out = rerun(page, 4).splitlines()
    assert out[0].startswith(
        "The score sheet 'damaged.json' was refused: the saved score sheet was changed after it was written"
    ), out
    assert out[-1] == "[-20, -15, 20]"

    # New game starts over with the same players.
    act(page, w, lambda: w.locator('[data-action="new-game"]').click())
    expect(w.get_by_test_id("status")).to_have_text("Next: round 1 of 2 (R8.7).")
    expect(w.locator(".konkan-sheet-table tbody tr")).to_have_count(0)
    expect(w.get_by_test_id("name-0")).to_have_value("Amal")
    expect(w.get_by_role("group", name="The round to score")).to_be_visible()

    # Further down the same page, the elimination game's sheet; then the kernel restarts.
    a_player_out_of_an_elimination_game_is_shown_out_and_cannot_be_entered(page)
    assert_no_konkan_errors(errors)


def a_player_out_of_an_elimination_game_is_shown_out_and_cannot_be_entered(page: Page) -> None:
    """The notebook's last sheet (the last cell of :data:`CELLS`): Carla is out, her entry closed; a round
    scored without her; then the kernel restarts and the sheet stays on the page, greyed, saying so,
    and takes no click."""
    w = page.locator(".konkan-scoresheet").last
    expect(w.get_by_test_id("read-2")).to_have_text("out of the game")
    expect(w.get_by_test_id("hand-2")).to_be_disabled()
    expect(w.get_by_test_id("out-2")).to_be_disabled()
    expect(w.get_by_test_id("status")).to_have_text(
        "Next: round 3, played by Amal and Basil. A player whose total passes 150 leaves the game (R9)."
    )
    expect(w.get_by_test_id("lines-2")).to_contain_text(
        "Carla leaves the game: their total, 200, passed the limit of 150 (R9)."
    )
    act(page, w, lambda: w.get_by_test_id("hand-1").fill("KS"))
    act(page, w, lambda: w.get_by_test_id("out-0").click())
    act(page, w, lambda: w.locator('[data-action="score"]').click())
    expect(w.get_by_test_id("round-3")).to_have_text(re.compile(r"3\s*-30\s*10\s*–"))
    expect(w.locator(".konkan-sheet-table thead")).to_have_text(re.compile(r"Round\s*Amal\s*Basil\s*Carla \(out\)"))
    SHOTS.mkdir(parents=True, exist_ok=True)
    w.screenshot(path=str(SHOTS / "elimination.png"))
    # The kernel restarts: the sheet stays on the page, greyed, saying so, and takes no click.
    restart_kernel(page)
    assert_lost(page, w, "score sheet", w.get_by_test_id("out-1"), "scoresheet-lab.png")
