"""How quickly MeldChecker, OpeningTrainer and ScoreSheet answer a click in JupyterLab: printed,
never asserted.

Starts a private JupyterLab (the helpers of ``bench_widget.py``) on a scratch notebook holding
the three widgets, opens it in headless Chromium (Debian's, or $CHROMIUM) and times, 30 times
each, the milliseconds from a click to the page redrawn with Python's answer (the widget's
``data-revision`` moving on):

- a card pick in the meld checker (``check_meld`` answers),
- "Make group" in the opening trainer (``check_meld``),
- "Submit opening" (``Round.check`` on the groups, then ``best_opening`` over the hand),
- "Score the round" on the score sheet (``score_lines``; taken back with Undo between tries).

Usage: python benchmarks/bench_small_widgets.py. The target is a 95th percentile within 150 ms.
"""

from __future__ import annotations

import sys

from bench_widget import lab_page, report
from bench_widget import timed_click as click
from playwright.sync_api import Page

from konkan import parse_cards

TRIES = 30
HAND = "JH QH KH QS QD QC 2S 2D 2C 5H 9C 4D 7S 8D AC"
ID = {str(c): c.id for c in parse_cards(HAND)}

SETUP = f"""from konkan.widgets import MeldChecker, OpeningTrainer, ScoreSheet
checker = MeldChecker("7S 8S 9S JK QH QD QC")
trainer = OpeningTrainer({HAND!r})
sheet = ScoreSheet(4)
display(checker, trainer, sheet)"""


def measure(page: Page) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {"meld check": [], "make group": [], "submit": [], "score": []}
    checker, trainer, sheet = ".konkan-checker", ".konkan-trainer", ".konkan-scoresheet"
    for _ in range(TRIES):  # pick 7♠ (two cards already picked) and let it go again
        times["meld check"].append(click(page, checker, '[data-code="7S"]'))
        click(page, checker, '[data-code="7S"]')
    for _ in range(TRIES):
        for code in ("J♥", "Q♥", "K♥"):
            click(page, trainer, f'.konkan-pickrow [data-id="{ID[code]}"]')
        times["make group"].append(click(page, trainer, '[data-action="group"]'))
        times["submit"].append(click(page, trainer, '[data-action="submit"]'))
        click(page, trainer, '[data-action="ungroup-0"]')
    page.locator(f'{sheet} [data-testid="hand-1"]').fill("7S 8S JK")
    page.locator(f'{sheet} [data-testid="read-1"]').get_by_text("= 30").wait_for()
    for _ in range(TRIES):
        click(page, sheet, '[data-testid="out-0"]')
        page.locator(f'{sheet} [data-testid="out-0"]:checked').wait_for()
        times["score"].append(click(page, sheet, '[data-action="score"]'))
        click(page, sheet, '[data-action="undo"]')
        page.locator(f'{sheet} [data-testid="hand-1"]').fill("7S 8S JK")
        page.locator(f'{sheet} [data-testid="read-1"]').get_by_text("= 30").wait_for()
    return times


def main() -> int:
    with lab_page(SETUP, '.konkan-scoresheet [data-action="score"]', "konkan-bench-small-") as page:
        for code in ("8S", "9S"):
            click(page, ".konkan-checker", f'[data-code="{code}"]')
        for _ in range(3):  # warm up the kernel's first answers
            click(page, ".konkan-checker", '[data-code="JK"]')
        click(page, ".konkan-checker", '[data-code="JK"]')
        times = measure(page)
    report("MeldChecker, OpeningTrainer, ScoreSheet", times, TRIES)
    return 0


if __name__ == "__main__":
    sys.exit(main())
