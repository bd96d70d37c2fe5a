"""How quickly the card table answers a click in JupyterLab: printed, never asserted.

Starts a private JupyterLab on a scratch notebook holding a Table over a stacked deal, opens it
in headless Chromium (Debian's, or $CHROMIUM) and times, 30 times each, the milliseconds from a
click to the page redrawn with Python's answer (the widget's ``data-revision`` moving on):

- a card pick (the live verdict comes back),
- a hint (``konkan.hints`` answers, its cards lit),
- a meld (an opening of three melds put down; taken back with Undo between tries).

Usage: python benchmarks/bench_widget.py. The target is a 95th percentile within 150 ms.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import nbformat
from playwright.sync_api import Page, sync_playwright

from konkan import parse_cards

TRIES = 30
HAND0 = "7S 8S 9S 10S JS QH QD QC 4H 5H JK 6H 2C 3D KC"
HAND1 = "2H 4C 6D 8D 10C AC 3S 5C 7C 9D JC KH AD 9C"
STOCK = "JD JD 5S 6S 4D 8C 10H 3H 7D AS 2D KD KS 6C 3C 5D"
IDS = {str(c): c.id for c in parse_cards(HAND0)}

# Click an element inside a widget and resolve with the milliseconds until that widget has redrawn
# Python's answer (its data-revision goes up).
TIMED_CLICK = """async ([widget, css]) => {
  const root = document.querySelector(widget);
  const before = Number(root.dataset.revision);
  const target = root.querySelector(css);
  return await new Promise((resolve) => {
    const seen = new MutationObserver(() => {
      if (Number(root.dataset.revision) > before) { seen.disconnect(); resolve(performance.now() - t0); }
    });
    seen.observe(root, { attributes: true, attributeFilter: ['data-revision'] });
    const t0 = performance.now();
    target.click();
  });
}"""


CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def chromium() -> str:
    """$CHROMIUM, else Debian's headless shell, else Debian's chromium (as the browser tests choose)."""
    shell = "/usr/bin/chromium-headless-shell"
    return os.environ.get("CHROMIUM") or (shell if os.access(shell, os.X_OK) else "/usr/bin/chromium")


def ids(text: str) -> list[int]:
    return [IDS[str(c)] for c in parse_cards(text)]


def start_lab(root: Path, base: Path, *options: str) -> tuple[subprocess.Popen[bytes], str, str]:
    """A private JupyterLab serving ``root``, its state under ``base``, with ``options`` added to its
    command line: the process, its address and its token, once it answers."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    token = secrets.token_hex(16)
    settings = base / "settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True)
    (settings / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False})
    )
    env = {
        **os.environ,
        "JUPYTERLAB_SETTINGS_DIR": str(base / "settings"),
        "JUPYTER_RUNTIME_DIR": str(base / "rt"),
        "JUPYTERLAB_WORKSPACES_DIR": str(base / "ws"),
        "PYDEVD_DISABLE_FILE_VALIDATION": "1",
    }
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "jupyterlab",
            "--no-browser",
            "--allow-root",
            "--ip=127.0.0.1",
            f"--port={port}",
            f"--IdentityProvider.token={token}",
            f"--ServerApp.root_dir={root}",
            *options,
        ],
        env=env,
        stdout=open(base / "lab.log", "wb"),
        stderr=subprocess.STDOUT,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            req = urllib.request.Request(f"{url}/api/status", headers={"Authorization": f"token {token}"})
            urllib.request.urlopen(req, timeout=5).read()
            return proc, url, token
        except OSError:
            if time.monotonic() > deadline or proc.poll() is not None:
                raise SystemExit(f"JupyterLab did not start; see {base / 'lab.log'}") from None
            time.sleep(0.2)


def wait_idle(url: str, token: str, name: str) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        req = urllib.request.Request(f"{url}/api/sessions", headers={"Authorization": f"token {token}"})
        for s in json.loads(urllib.request.urlopen(req, timeout=5).read()):
            if s.get("path") == name and (s.get("kernel") or {}).get("execution_state") == "idle":
                return
        time.sleep(0.2)
    raise SystemExit("no idle kernel")


def timed_click(page: Page, widget: str, css: str) -> float:
    """Click ``css`` inside the widget ``widget``: milliseconds to the redrawn answer."""
    return float(page.evaluate(TIMED_CLICK, [widget, css]))


def click(page: Page, css: str) -> float:
    return timed_click(page, ".konkan-table", css)


def card(i: int) -> str:
    return f'.konkan-hand .konkan-card[data-id="{i}"]'


def button(action: str) -> str:
    return f'.konkan-table [data-action="{action}"]'


def measure(page: Page) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {"card pick": [], "hint": [], "meld": []}
    for _ in range(TRIES):  # pick 7♠ and let it go again: two timed picks per try, half kept
        times["card pick"].append(click(page, card(IDS["7♠"])))
        click(page, card(IDS["7♠"]))
    for _ in range(TRIES):
        times["hint"].append(click(page, button("hint")))
    for _ in range(TRIES):
        for group in ("7S 8S 9S 10S", "QH QD QC"):
            for i in ids(group):
                click(page, card(i))
            click(page, button("stage"))
        for i in ids("4H 5H JK"):
            click(page, card(i))
        times["meld"].append(click(page, button("meld")))
        click(page, button("undo"))
    return times


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(q * (len(ordered) - 1))))
    return ordered[k]


@contextmanager
def lab_page(setup: str, ready: str, prefix: str) -> Iterator[Page]:
    """A JupyterLab serving one notebook whose only cell is ``setup``, opened and run in headless
    Chromium: the page, once ``ready`` (a CSS selector) shows. Everything is removed afterwards."""
    base = Path(tempfile.mkdtemp(prefix=prefix))
    root = base / "nb"
    root.mkdir()
    name = "bench.ipynb"
    nbformat.write(
        nbformat.v4.new_notebook(
            cells=[nbformat.v4.new_code_cell(setup)],
            metadata={"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
        ),
        root / name,
    )
    proc, url, token = start_lab(root, base)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium(), headless=True, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1280, "height": 1000})
            page.goto(f"{url}/lab/tree/{name}?token={token}&reset")
            wait_idle(url, token, name)
            page.get_by_role("menuitem", name="Run", exact=True).click()
            page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
            page.locator(ready).wait_for(timeout=30_000)
            yield page
            browser.close()
    finally:
        proc.terminate()
        proc.wait(timeout=15)
        shutil.rmtree(base, ignore_errors=True)


def report(what: str, times: dict[str, list[float]], tries: int = TRIES) -> None:
    """Print the median, 95th percentile and slowest of each kind of click."""
    print(f"{what} in JupyterLab, click to redrawn page, {tries} clicks each (target: p95 within 150 ms)")
    for kind, values in times.items():
        print(
            f"  {kind:<10} median {statistics.median(values):6.1f} ms   p95 {percentile(values, 0.95):6.1f} ms"
            f"   max {max(values):6.1f} ms"
        )


def main() -> int:
    deck = " ".join([HAND0, HAND1, STOCK])
    setup = (
        "from konkan import Game, Rules\nfrom konkan.widgets import Table\n"
        f"t = Table(Game(Rules(players=2), seed=1, deck={deck!r}), opponents='greedy')\nt"
    )
    with lab_page(setup, card(IDS["7♠"]), "konkan-bench-") as page:
        for _ in range(3):  # warm up the kernel's first answers
            click(page, card(IDS["7♠"]))
        click(page, card(IDS["7♠"]))
        times = measure(page)
    report("Table", times, TRIES)
    return 0


if __name__ == "__main__":
    sys.exit(main())
