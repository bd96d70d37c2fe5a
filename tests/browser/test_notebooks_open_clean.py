"""Opening a stored tutorial in JupyterLab leaves it unchanged: no dirty dot on its tab before
the learner does anything. JupyterLab rewrites a notebook's metadata when its kernel starts (the
kernelspec's display name, the language_info the kernel reports); stored metadata that differs
from what it writes marks the notebook changed at once."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted(p.name for p in (REPO / "notebooks").glob("*.ipynb"))
DIRTY = "() => !!document.querySelector('.lm-TabBar-tab.jp-mod-dirty, .jp-Document.jp-mod-dirty, .jp-mod-dirty')"


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_a_stored_notebook_opens_clean(page: Page, fresh_lab, name: str):
    page.goto(fresh_lab.page_url(f"/lab/tree/{name}") + "&reset")
    fresh_lab.wait_for_idle_kernel(name)
    expect(page.locator(".jp-Notebook")).to_be_visible()
    # The kernel is up and JupyterLab has its info (its name and state in the status bar): the
    # metadata JupyterLab writes on connecting is written by then.
    expect(page.locator(".jp-StatusBar-Item").filter(has_text="| Idle")).to_be_visible(timeout=30_000)
    try:
        page.wait_for_function(DIRTY, timeout=3_000)
        dirty = True
    except PlaywrightTimeoutError:
        dirty = False
    if dirty:  # save the served copy, to say what JupyterLab changed
        page.keyboard.press("Control+s")
        page.wait_for_function("() => !document.querySelector('.jp-mod-dirty')", timeout=10_000)
        saved = json.loads((fresh_lab.root / name).read_text())
        stored = json.loads((REPO / "notebooks" / name).read_text())
        changes = {k: (stored["metadata"].get(k), saved["metadata"].get(k))
                   for k in set(stored["metadata"]) | set(saved["metadata"])
                   if stored["metadata"].get(k) != saved["metadata"].get(k)}
        raise AssertionError(f"{name} is marked changed on opening; metadata JupyterLab wrote: {changes}; "
                             f"nbformat_minor {stored['nbformat_minor']} -> {saved['nbformat_minor']}")
