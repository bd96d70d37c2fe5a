"""Lesson 1 opened in the JupyterLite site again and again, as a class does: printed, never asserted.

Builds the site (`make lite`) if it is not there, serves a copy of it (a rebuild meanwhile takes no
file from under it; every other request is refused), and opens lesson 1 LOADS times in a row in headless Chromium (Debian's, or $CHROMIUM),
each time as a learner does: the page, the kernel ready ("Python (Pyodide) | Idle"), Run All
Cells, the lesson's widget drawn. By default every load is in the same browser profile (a pupil
reloading the lesson); with --fresh each load is a new, empty profile (a first visit).

For each load it prints the seconds to the ready kernel and to the drawn widget, and for a load
whose widget is not drawn within the limit, what the page showed: each code cell's prompt and
first output, the kernel's status, the page's errors, and a screenshot in the system's temporary
folder. Then min, median and max, and the failures.

Usage: python benchmarks/bench_lite_loads.py [LOADS] [--fresh]
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

from bench_widget import CHROMIUM_ARGS, chromium
from playwright.sync_api import BrowserContext, Page, sync_playwright
from playwright.sync_api import TimeoutError as PlaywrightTimeout

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "_site"
LESSON = "01-welcome.ipynb"
WIDGET = ".jp-NotebookPanel:visible .konkan-lesson [data-testid=steps]"
LIMIT_MS = 180_000  # what the learner who saw it fail waited


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


def offline(context: BrowserContext, site: str, outside: list[str]) -> None:
    """Nothing but the site: every other request refused and listed."""

    def route(r):  # type: ignore[no-untyped-def]
        if r.request.url.startswith(site):
            r.continue_()
        else:
            outside.append(r.request.url)
            r.abort()

    context.route("**/*", route)


def state(page: Page) -> str:
    """What the notebook shows: each code cell's prompt and the start of its first output, and the kernel."""
    cells = page.evaluate("""() => [...document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell')]
        .map(c => (c.querySelector('.jp-InputPrompt')?.innerText || '').trim() + ' '
                  + (c.querySelector('.jp-OutputArea-output')?.innerText || '').slice(0, 120).replace(/\\n/g, ' '))""")
    status = page.locator(".jp-StatusBar-Item").filter(has_text="Python (Pyodide)").all_inner_texts()
    return f"kernel {status}; cells {cells}"


def load(page: Page, url: str) -> tuple[float, float | None]:
    """Lesson 1 opened and run: seconds to the ready kernel, and to the drawn widget (None: not in LIMIT_MS)."""
    t0 = time.monotonic()
    page.goto(url)
    page.locator(".jp-StatusBar-Item").filter(has_text="Python (Pyodide) | Idle").wait_for(timeout=LIMIT_MS)
    ready = time.monotonic() - t0
    page.locator("#jp-main-dock-panel .lm-TabBar-tab").filter(has_text=LESSON).first.click()
    page.locator(".jp-NotebookPanel:visible .jp-Notebook .jp-Cell").first.click()
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    try:
        page.locator(WIDGET).first.wait_for(timeout=LIMIT_MS - (time.monotonic() - t0) * 1000)
    except PlaywrightTimeout:  # the figure this counts
        return ready, None
    return ready, time.monotonic() - t0


def main() -> int:
    loads = int(next((a for a in sys.argv[1:] if a.isdigit()), "20"))
    fresh = "--fresh" in sys.argv
    if not (SITE / "index.html").exists():
        subprocess.run(["make", "-s", "lite"], cwd=ROOT, check=True)
    copy = Path(tempfile.mkdtemp(prefix="konkan-lite-loads-")) / "site"
    shutil.copytree(SITE, copy)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(copy)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}"
    url = f"{site}/lab/index.html?path=notebooks/{LESSON}"
    drawn: list[float] = []
    failed: list[int] = []
    outside: list[str] = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium(), headless=True, args=CHROMIUM_ARGS)
            context = page = None
            for n in range(1, loads + 1):
                if context is None or fresh:
                    if context is not None:
                        context.close()
                    context = browser.new_context(viewport={"width": 1280, "height": 1000})
                    offline(context, site, outside)
                    page = context.new_page()
                assert page is not None
                errors: list[str] = []
                page.on("pageerror", lambda e, errors=errors: errors.append(str(e)[:200]))
                ready, took = load(page, url)
                if took is None:
                    failed.append(n)
                    shot = Path(tempfile.gettempdir()) / f"konkan-lite-load-{n}.png"
                    page.screenshot(path=str(shot))
                    print(
                        f"load {n:2}: kernel ready {ready:5.1f} s, NO WIDGET in {LIMIT_MS / 1000:.0f} s; "
                        f"{state(page)}; page errors {errors}; screenshot {shot}",
                        flush=True,
                    )
                else:
                    drawn.append(took)
                    print(
                        f"load {n:2}: kernel ready {ready:5.1f} s, widget drawn at {took:5.1f} s"
                        + (f"; page errors {errors}" if errors else ""),
                        flush=True,
                    )
            browser.close()
    finally:
        server.shutdown()
        shutil.rmtree(copy.parent, ignore_errors=True)
    if drawn:
        print(
            f"{'fresh profile each' if fresh else 'one profile'}: {len(drawn)} of {loads} loads drew the widget: "
            f"min {min(drawn):.1f} s, median {statistics.median(drawn):.1f} s, max {max(drawn):.1f} s"
        )
    print(f"failures: {len(failed)} {failed}; requests refused outside the site: {len(outside)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
