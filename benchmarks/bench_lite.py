"""The JupyterLite site beside JupyterLab: printed, never asserted.

Builds the site (`make lite`) if it is not there, serves it from its folder, and opens lesson 1 in
headless Chromium (Debian's, or $CHROMIUM) as a learner does. Then the same in a private
JupyterLab serving a copy of lesson 1. For each it prints:

- the time from opening the lesson to a ready kernel ("Idle" in the status bar), and on to the
  lesson's widget drawn after Run All Cells (in the site that includes the install cell);
- the milliseconds from a click on Hint to the table redrawn with the engine's hint, over 20
  clicks (median and 95th percentile), at a table over a stacked deal added below the lesson
  (bench_widget.py's).

And the site's size. Each browser starts with an empty cache, as a class's first visit does.

Usage: python benchmarks/bench_lite.py
"""

from __future__ import annotations

import functools
import http.server
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from bench_widget import CHROMIUM_ARGS, HAND0, HAND1, STOCK, TIMED_CLICK, chromium, percentile, start_lab
from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "_site"
CLICKS = 20
LESSON = "01-welcome.ipynb"
TABLE = ".jp-OutputArea-output .konkan-root.konkan-table:not(.konkan-lesson .konkan-table)"
SETUP = (
    "from konkan import Game, Rules\nfrom konkan.widgets import Table\n"
    f"Table(Game(Rules(players=2), seed=1, deck={' '.join([HAND0, HAND1, STOCK])!r}), opponents='greedy')"
)


class _Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
    }

    def log_message(self, *args: object) -> None:
        pass


def size(folder: Path) -> str:
    files = [p for p in folder.rglob("*") if p.is_file()]
    total = sum(p.stat().st_size for p in files)
    pyodide = sum(p.stat().st_size for p in (folder / "static" / "pyodide").rglob("*") if p.is_file())
    return (
        f"{total / 2**20:.0f} MiB in {len(files)} files, of which Pyodide (with its packages) {pyodide / 2**20:.0f} MiB"
    )


def run_lesson(page: Page, url: str, kernel: str) -> tuple[float, float]:
    """Open lesson 1 at ``url`` and Run All: seconds to the ready kernel, and to the drawn lesson."""
    t0 = time.monotonic()
    page.goto(url)
    page.locator(".jp-StatusBar-Item").filter(has_text=f"{kernel} | Idle").wait_for(timeout=120_000)
    ready = time.monotonic() - t0
    page.locator(".jp-NotebookPanel:visible .jp-Notebook .jp-Cell").first.click()
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    page.locator(".jp-NotebookPanel:visible .konkan-lesson [data-testid=steps]").first.wait_for(timeout=120_000)
    return ready, time.monotonic() - t0


def hints(page: Page) -> list[float]:
    """A table added in a new cell below the lesson, then Hint clicked CLICKS times (after 3 to warm up)."""
    page.locator(".jp-NotebookPanel:visible .jp-Notebook .jp-Cell").last.click()
    page.keyboard.press("Escape")
    page.keyboard.press("b")
    page.keyboard.press("Enter")
    page.keyboard.insert_text(SETUP)
    page.keyboard.press("Shift+Enter")
    page.locator(f".jp-NotebookPanel:visible {TABLE} [data-action=hint]").first.wait_for(timeout=60_000)
    click = functools.partial(page.evaluate, TIMED_CLICK)
    for _ in range(3):
        click([TABLE, "[data-action=hint]"])
    return [float(click([TABLE, "[data-action=hint]"])) for _ in range(CLICKS)]


def report(where: str, ready: float, drawn: float, times: list[float]) -> None:
    print(
        f"{where}: kernel ready {ready:5.1f} s after opening lesson 1, the lesson drawn at {drawn:5.1f} s; "
        f"Hint, click to redrawn table, {CLICKS} clicks: median {statistics.median(times):6.1f} ms, "
        f"p95 {percentile(times, 0.95):6.1f} ms"
    )


def main() -> int:
    if not (SITE / "index.html").exists():
        subprocess.run(["make", "-s", "lite"], cwd=ROOT, check=True)
    print(f"The site, _site/: {size(SITE)}")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(SITE)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}"
    base = Path(tempfile.mkdtemp(prefix="konkan-bench-lite-"))
    (base / "nb").mkdir()
    shutil.copy2(ROOT / "notebooks" / LESSON, base / "nb" / LESSON)
    proc, url, token = start_lab(base / "nb", base)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium(), headless=True, args=CHROMIUM_ARGS)
            for where, address, kernel in (
                ("JupyterLite site", f"{site}/lab/index.html?path=notebooks/{LESSON}", "Python (Pyodide)"),
                ("JupyterLab      ", f"{url}/lab/tree/{LESSON}?token={token}&reset", "Python 3 (ipykernel)"),
            ):
                context = browser.new_context(viewport={"width": 1280, "height": 1000})
                page = context.new_page()
                ready, drawn = run_lesson(page, address, kernel)
                report(where, ready, drawn, hints(page))
                context.close()
            browser.close()
    finally:
        server.shutdown()
        proc.terminate()
        proc.wait(timeout=15)
        shutil.rmtree(base, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
