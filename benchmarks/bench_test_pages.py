"""What the browser tests pay to open a notebook: printed, never asserted.

The browser tests are most of `make test`'s time, and on two cores that time is processor time:
this prints, for each way a test can come to a notebook, the median wall time and the median
processor time of the whole machine (every process: Chromium, the server, the kernel, this one),
over a few tries. Run it on an idle machine, or the processor figures count the other jobs too.

- load JupyterLab on a notebook (what each test did before it kept one page),
- open the next notebook in a JupyterLab already loaded (``docmanager:open``, as the tests'
  ``Lab.show`` does),
- load Notebook 7 on a notebook (one notebook a page: it has no other way),
- start a kernel alone and import the widgets in it (what every opened notebook costs besides:
  the pages above join the kernels their notebooks already have, so their figures leave it out),
  as an ordinary ``python -m ipykernel_launcher`` and as the browser tests' servers start theirs,
  forked from a warm process (tests/browser/warm_kernels.py).

Usage: python benchmarks/bench_test_pages.py [tries, default 5].
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import nbformat
from bench_widget import CHROMIUM_ARGS, chromium, start_lab, wait_idle
from jupyter_client.manager import start_new_kernel
from playwright.sync_api import Page, sync_playwright

REPO = Path(__file__).resolve().parents[1]
NOTEBOOKS = ("03-a-turn.ipynb", "04-going-down.ipynb")  # two lessons, each a table and text


def machine_cpu() -> float:
    """Processor seconds the whole machine has spent busy so far (all cores, from /proc/stat)."""
    with open("/proc/stat") as f:
        user, nice, system, _idle, _iowait, irq, softirq, steal = map(int, f.readline().split()[1:9])
    return (user + nice + system + irq + softirq + steal) / os.sysconf("SC_CLK_TCK")


def timed(tries: int, once: Callable[[int], None]) -> tuple[float, float]:
    """Median wall seconds and median machine processor seconds of ``once(k)`` over ``tries``."""
    walls, cpus = [], []
    for k in range(tries):
        c0, t0 = machine_cpu(), time.monotonic()
        once(k)
        walls.append(time.monotonic() - t0)
        cpus.append(machine_cpu() - c0)
    return statistics.median(walls), statistics.median(cpus)


def main(argv: list[str]) -> int:
    tries = int(argv[0]) if argv else 5
    base = Path(tempfile.mkdtemp(prefix="konkan-bench-pages-"))
    root = base / "nb"
    root.mkdir()
    for name in NOTEBOOKS:
        nb = nbformat.read(REPO / "notebooks" / name, as_version=4)
        for cell in nb.cells:  # unrun, so that no stored picture waits to be trusted
            if cell.cell_type == "code":
                cell.outputs, cell.execution_count = [], None
        nbformat.write(nb, root / name)
    proc, url, token = start_lab(root, base, "--LabApp.expose_app_in_browser=True")
    rows = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium(), headless=True, args=CHROMIUM_ARGS)
            page: Page = browser.new_page(viewport={"width": 1280, "height": 1000})

            def shown(name: str) -> None:
                wait_idle(url, token, name)
                page.locator(".jp-Notebook .jp-Cell").first.wait_for(timeout=30_000)

            def load(front: str) -> Callable[[int], None]:
                def once(k: int) -> None:
                    name = NOTEBOOKS[k % 2]
                    page.goto(f"{url}/{front}/{name}?token={token}" + ("&reset" if front.startswith("lab") else ""))
                    shown(name)

                return once

            def reopen(k: int) -> None:
                name = NOTEBOOKS[k % 2]
                page.evaluate(
                    """async p => {
                  const app = window.jupyterapp;
                  for (const w of [...app.shell.widgets('main')]) { if (w.context) w.context.model.dirty = false; w.dispose(); }
                  await app.commands.execute('docmanager:open', {path: p});
                  return null;
                }""",
                    name,
                )
                shown(name)

            for k in range(len(NOTEBOOKS)):  # untimed: each notebook's kernel started, JupyterLab's files cached
                load("lab/tree")(k)
            rows.append(("load JupyterLab on a notebook", *timed(tries, load("lab/tree"))))
            rows.append(("open the next notebook in a loaded JupyterLab", *timed(tries, reopen)))
            rows.append(("load Notebook 7 on a notebook", *timed(tries, load("notebooks"))))
            browser.close()
    finally:
        proc.terminate()
        proc.wait(timeout=15)

    def kernel(_: int) -> None:
        manager, client = start_new_kernel(kernel_name="python3", stderr=subprocess.DEVNULL)
        client.execute_interactive("import konkan.widgets", timeout=60, output_hook=lambda msg: None)
        client.stop_channels()
        manager.shutdown_kernel(now=True)

    rows.append(("start a kernel and import konkan.widgets", *timed(tries, kernel)))
    warm = tempfile.mkdtemp(prefix="konkan-warm-")
    script = REPO / "tests" / "browser" / "warm_kernels.py"
    sock = os.path.join(warm, "warm.sock")
    server = subprocess.Popen([sys.executable, str(script), "serve", sock], stdout=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None and server.stdout.readline().strip() == "ready"
        sys.path.insert(0, str(script.parent))
        import warm_kernels

        warm_kernels.kernelspec(Path(warm) / "jupyter", sock)
        os.environ["JUPYTER_PATH"] = str(Path(warm) / "jupyter")
        rows.append(("the same, forked from a warm process (the tests')", *timed(tries, kernel)))
    finally:
        server.kill()
        server.wait()
        shutil.rmtree(warm, ignore_errors=True)
    shutil.rmtree(base, ignore_errors=True)
    print(
        f"Opening a notebook for a browser test, median of {tries} tries "
        "(processor time of the whole machine: run it idle)"
    )
    for what, wall, cpu in rows:
        print(f"  {what:<48} {wall:5.2f} s wall   {cpu:5.2f} CPU-s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
