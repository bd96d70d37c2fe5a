"""The first-steps tutorial as a learner sees it: in JupyterLab and in Notebook 7, in Chromium.

JupyterLab shows an image/svg+xml output as an <img> whose src is the SVG as a data: URL, so
the SVG's <title> and <text> elements are not in the page's DOM. The checks below parse each
output image's SVG and look for the element there, then check that this very <img> is visible
and decoded (a malformed SVG would not decode).
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

pytestmark = pytest.mark.browser

NOTEBOOK = "01-first-steps.ipynb"  # a section of the programmers' notebook (tests/browser/conftest.py)
FIRST_LESSON = "01-welcome.ipynb"  # what `make lab` opens
ACE_MESSAGE = "is not a run: the ace goes below the two or above the king"
SHOTS = Path("/tmp/shots")

# Index of the first SVG output image whose SVG (optionally with a top-level <title> starting
# with `title`) holds an element matching `css` whose text is exactly `text`; -1 if none.
FIND_SVG_JS = """([title, css, text]) => {
  const prefix = 'data:image/svg+xml,';
  const imgs = [...document.querySelectorAll('.jp-RenderedSVG img')];
  for (let i = 0; i < imgs.length; i++) {
    const src = imgs[i].getAttribute('src') || '';
    if (!src.startsWith(prefix)) continue;
    const doc = new DOMParser().parseFromString(
      decodeURIComponent(src.slice(prefix.length)), 'image/svg+xml');
    const svg = doc.documentElement;
    if (svg.localName !== 'svg') continue;
    const top = svg.querySelector(':scope > title');
    if (title && !(top && top.textContent.startsWith(title))) continue;
    if ([...svg.querySelectorAll(css)].some(e => e.textContent.trim() === text)) return i;
  }
  return -1;
}"""

SVG_TITLES_JS = """() => [...document.querySelectorAll('.jp-RenderedSVG img')].map(img => {
  const src = decodeURIComponent((img.getAttribute('src') || '').replace(/^data:image\\/svg\\+xml,/, ''));
  const m = src.match(/<title>([^<]*)<\\/title>/);
  return m ? m[1].slice(0, 80) : src.slice(0, 80);
})"""


def svg_output(page: Page, css: str, text: str, *, title: str = "", timeout: float = 10_000):
    """The output <img> whose SVG has `css` with `text`; asserts it is shown and decoded."""
    # Outputs render asynchronously: wait for the image (index + 1, so that 0 means "not yet").
    try:
        handle = page.wait_for_function(f"args => ({FIND_SVG_JS})(args) + 1", arg=[title, css, text], timeout=timeout)
    except PlaywrightTimeoutError:
        shown = page.evaluate(SVG_TITLES_JS)
        pytest.fail(
            f"No SVG output with <{css}> {text!r}"
            + (f" under a title starting {title!r}" if title else "")
            + f" within {timeout / 1000:g} s. SVG outputs on the page (top-level titles): {shown}",
            pytrace=False,
        )
    img = page.locator(".jp-RenderedSVG img").nth(handle.json_value() - 1)
    img.scroll_into_view_if_needed()
    expect(img).to_be_visible()
    # decode() waits for the image and rejects if the SVG cannot be drawn.
    size = img.evaluate("i => i.decode().then(() => [i.naturalWidth, i.naturalHeight], () => [0, 0])")
    assert size[0] > 0 and size[1] > 0, f"SVG with {css} {text!r} did not decode: {size}"
    return img


def collect_page_errors(page: Page) -> list[str]:
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(f"{exc.name}: {exc.message}\n{exc.stack}"))
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    return errors


def assert_no_konkan_errors(errors: list[str]) -> None:
    """Notebook 7 and JupyterLab log a few harmless errors of their own; ours must not appear."""
    ours = [e for e in errors if "konkan" in e.lower()]
    assert not ours, "page errors from konkan:\n" + "\n".join(ours)


def click_menu(page: Page, menu: str, item: str) -> None:
    page.get_by_role("menuitem", name=menu, exact=True).click()
    page.get_by_role("menuitem", name=re.compile(rf"^{re.escape(item)}")).click()


def run_all_from_scratch(page: Page, lab, *, timeout: float = 30_000) -> None:
    """Clear the stored outputs, Run → Run All Cells, and wait until every cell has run.

    Clearing first resets the prompts to [ ]: the stored notebook already shows [1]..[n], so
    without it a numbered last prompt would not prove the run happened.
    """
    lab.wait_for_idle_kernel(NOTEBOOK)
    click_menu(page, "Edit", "Clear Outputs of All Cells")
    expect(page.get_by_text(ACE_MESSAGE)).to_have_count(0)
    click_menu(page, "Run", "Run All Cells")
    page.wait_for_function(
        """() => {
          const prompts = [...document.querySelectorAll('.jp-CodeCell .jp-InputArea-prompt')]
            .map(p => p.textContent.trim());
          return prompts.length > 0
            && !prompts.some(p => p.includes('*'))
            && /\\[\\d+\\]/.test(prompts[prompts.length - 1]);
        }""",
        timeout=timeout,
    )


def assert_no_error_outputs(page: Page) -> None:
    stderr = page.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')
    traceback = page.locator(".jp-RenderedText", has_text="Traceback")
    assert stderr.count() == 0, "stderr/error output:\n" + "\n".join(stderr.all_inner_texts())
    assert traceback.count() == 0, "traceback:\n" + "\n".join(traceback.all_inner_texts())


def stored_svg_shows_without_running(page: Page) -> None:
    """The notebook as opened (no cell run yet): the hand cell's stored drawing is shown."""
    # The hand cell's stored drawing; the first card is the seven of spades.
    svg_output(page, "svg title", "seven of spades", timeout=30_000)
    expect(page.get_by_text("Cannot display an untrusted SVG")).to_have_count(0)
    # Nothing was run: every prompt still shows its stored count.
    assert "[*]" not in " ".join(page.locator(".jp-InputArea-prompt").all_inner_texts())


@pytest.mark.parametrize("front", ["lab/tree", "notebooks"], ids=["jupyterlab", "notebook7"])
def test_run_all_shows_the_engines_answers(page: Page, fresh_lab, front):
    """In JupyterLab the stored pictures are checked first, as the notebook opens unrun."""
    errors = collect_page_errors(page)
    fresh_lab.open(page, front, NOTEBOOK)
    if front == "lab/tree":
        stored_svg_shows_without_running(page)
    run_all_from_scratch(page, fresh_lab)

    assert_no_error_outputs(page)
    message = page.get_by_text(ACE_MESSAGE)
    expect(message).to_have_count(1)
    message.scroll_into_view_if_needed()
    expect(message).to_be_visible()
    meld = svg_output(page, "text", "= 7♥", title="5♥ 6♥ Joker")
    meld.scroll_into_view_if_needed()

    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"run-all-{front.split('/')[0]}.png"))
    assert_no_konkan_errors(errors)


# ---- The tutorials as `make lab` opens them: the learner's copies, the repository as the root ----

WORKING = "my-notebooks"
TUTORIALS = sorted(p.name for p in (Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))
FRONTS = {"jupyterlab": "lab/tree", "notebook7": "notebooks"}
WIDGET_FAILURES = re.compile(r"model not found|Error displaying widget|Loading widget", re.IGNORECASE)


def stored_svg_count(root: Path, name: str) -> int:
    nb = json.loads((root / WORKING / name).read_text(encoding="utf-8"))
    return sum("image/svg+xml" in o.get("data", {}) for c in nb["cells"] for o in c.get("outputs", []))


def page_showing(page: Page, text: str, timeout: float = 20) -> Page:
    """The page of this browser context that shows `text` first (a link may open a new one)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for candidate in reversed(page.context.pages):
            if candidate.get_by_text(text).count():
                return candidate
        page.wait_for_timeout(200)
    urls = [p.url for p in page.context.pages]
    pytest.fail(f"No page shows {text!r} within {timeout:g} s; open pages: {urls}", pytrace=False)


def open_unrun(page: Page, lab, front: str, name: str, *, reload: bool = False) -> None:
    lab.show(page, FRONTS[front], f"{WORKING}/{name}", reload=reload)
    expect(page.locator(".jp-Notebook .jp-Cell").first).to_be_visible(timeout=30_000)


def rule_book_opens_from_the_first_tutorial(page: Page, front: str) -> None:
    """The markdown link ../docs/rules.md, clicked in the working copy of the first tutorial that
    `make lab` opens (the page already on it: test_lesson_notebooks.py and its Notebook 7 twin)."""
    link = page.locator(".jp-RenderedMarkdown a", has_text="the rule book").first
    link.scroll_into_view_if_needed()
    expect(link).to_be_visible()
    link.click()
    # JupyterLab opens the file in a tab of its own page; Notebook 7 in a new browser tab.
    # The rule book's first line (no notebook holds it), as text or rendered.
    shown = page_showing(page, "Konkan: the rule book")
    expect(shown.get_by_text("404")).to_have_count(0)
    SHOTS.mkdir(parents=True, exist_ok=True)
    shown.screenshot(path=str(SHOTS / f"rule-book-{front}.png"))
    if shown is not page:  # Notebook 7's new tab, closed as the learner goes back to the notebook
        shown.close()


# Pictures matching a selector that are not shown or do not draw, each brought into view first:
# [index, its src's beginning, why], none if all are well.
SHOWN_AND_DRAWN = """async (css) => {
  const bad = [];
  const pictures = [...document.querySelectorAll(css)];
  for (let i = 0; i < pictures.length; i++) {
    const img = pictures[i];
    img.scrollIntoView({block: 'center'});
    const drawn = await img.decode().then(() => img.naturalWidth > 0 && img.naturalHeight > 0, () => false);
    const box = img.getBoundingClientRect();
    const why = !drawn ? 'not drawn' : (box.width === 0 || box.height === 0) ? 'no size on the page'
      : getComputedStyle(img).visibility !== 'visible' ? 'hidden' : '';
    if (why) bad.push([i, (img.getAttribute('src') || '').slice(0, 60), why]);
  }
  return bad;
}"""

# Whether JupyterLab's current notebook is marked changed once its kernel's info and spec are in.
DIRTY_ONCE_CONNECTED = """async () => {
  const panel = window.jupyterapp.shell.currentWidget;
  await panel.sessionContext.ready;
  const kernel = panel.sessionContext.session.kernel;
  await kernel.info;
  await kernel.spec;
  await new Promise(r => setTimeout(r, 150));
  return !!document.querySelector('.lm-TabBar-tab.jp-mod-dirty, .jp-Document.jp-mod-dirty, .jp-mod-dirty');
}"""


def assert_stored_pictures(page: Page, lab, front: str, name: str) -> None:
    """``name``, a learner's copy as first opened (the page already on it): every stored output
    picture and every picture in the text is drawn, no widget placeholder or error stands where
    one should be, no cell has run, and (JupyterLab, whose kernel was started with the page) the
    notebook is not marked changed by opening it (its stored kernelspec is what JupyterLab
    writes)."""
    expected = stored_svg_count(lab.root, name)
    assert expected > 0, f"{name} stores no picture"
    images = page.locator(".jp-OutputArea .jp-RenderedSVG img")
    expect(images).to_have_count(expected, timeout=30_000)
    # Each picture, output or in the text, brought into view as a reader scrolls to it: shown
    # (a box of its own size) and drawn (decode() rejects an SVG or image that cannot be drawn).
    # A notebook front that lays cells out lazily (Notebook 7's windowing, on a busy machine) may give
    # a picture its box a moment after it is scrolled to: asked again a few times before it counts.
    for _ in range(10):
        failed = page.evaluate(SHOWN_AND_DRAWN, ".jp-OutputArea .jp-RenderedSVG img, .jp-RenderedMarkdown img")
        if not failed:
            break
        page.wait_for_timeout(500)
    assert not failed, f"pictures of {name} not shown or not drawn: {failed}"
    expect(page.get_by_text(WIDGET_FAILURES)).to_have_count(0)
    expect(page.get_by_text("Cannot display an untrusted SVG")).to_have_count(0)
    prompts = " ".join(page.locator(".jp-InputArea-prompt").all_inner_texts())
    assert "[*]" not in prompts, f"a cell of {name} ran"
    if front == "jupyterlab":
        lab.wait_for_idle_kernel(f"{WORKING}/{name}")
        expect(page.locator(".jp-StatusBar-Item").filter(has_text="| Idle")).to_be_visible(timeout=30_000)
        # What JupyterLab writes on connecting (the kernel's language and spec), it writes as the
        # kernel's info and spec arrive: once both are in, and a moment later, nothing is changed.
        assert not page.evaluate(DIRTY_ONCE_CONNECTED), f"{name} is marked changed as soon as it is opened"
    if name.startswith(("01", "02", "10")):
        page.locator(".jp-OutputArea .jp-RenderedSVG img").first.scroll_into_view_if_needed()
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"unrun-{front}-{name[:2]}.png"))
