"""The JupyterLite site (`make lite`), served from a local folder with no network but this machine:
each notebook it opens shows its stored pictures and is left unmodified (no mark on its tab, no
"Leave site?"); lesson 1 runs in the browser alone and a step done there is still done after a
reload, and its link to the rule book opens a formatted page; the front page offers lesson 1 in
Arabic and in French, and the Arabic one runs and speaks Arabic, right to left; a notebook's links to
its own headings reach them; the
whole-game lesson's table plays, its computers paced by the page, and its hint is the engine's;
a class test is taken and its answer file downloaded, and the teacher's summary marks it.
Run by `make test-lite` (which .ci/run calls): it builds the site first."""

from __future__ import annotations

import functools
import http.server
import json
import re
import subprocess
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect
from test_lesson_notebooks import do_first_step, stars

import konkan
from konkan.catalogue import speaking
from konkan.classroom.results import ClassSummary
from konkan.classroom.testmode import ClassTest

pytestmark = [pytest.mark.browser, pytest.mark.lite]

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "_site"
# Every notebook the site carries: English, then Arabic and French (notebooks/ar/, notebooks/fr/).
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb")) + sorted((ROOT / "notebooks").glob("??/*.ipynb"))
TABLE = ".jp-OutputArea-output .konkan-root.konkan-table:not(.konkan-lesson .konkan-table)"  # not a lesson's


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


@pytest.fixture(scope="module")
def site() -> Iterator[str]:
    """The site, built by `make lite` from this checkout, served from its folder on a free port."""
    done = subprocess.run(["make", "-s", "lite"], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(SITE)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()


@pytest.fixture
def offline(page: Page, site: str) -> Iterator[list[str]]:
    """The test's page, allowed nothing but the site: every other request is refused and listed."""
    outside: list[str] = []

    def route(r):
        if r.request.url.startswith(site):
            r.continue_()
        else:
            outside.append(r.request.url)
            r.abort()

    page.route("**/*", route)
    yield outside
    page.unroute("**/*")


def stored_pictures(notebook: str) -> list[str]:
    """The text beside each picture ``notebook`` stores (a widget's drawing, shown before Run All)."""
    cells = json.loads((ROOT / "notebooks" / notebook).read_text(encoding="utf-8"))["cells"]
    return [
        "".join(out["data"]["text/plain"])
        for cell in cells
        for out in cell.get("outputs", [])
        if "image/svg+xml" in out.get("data", {})
    ]


def leaving_asks(page: Page) -> str:
    """What the page would ask before it is left or reloaded ("" if nothing): JupyterLab answers the
    browser's beforeunload while any open document is modified."""
    return page.evaluate("""() => { const e = document.createEvent('BeforeUnloadEvent');
        e.initEvent('beforeunload', false, true); window.dispatchEvent(e); return e.returnValue; }""")


def open_and_run(page: Page, site: str, notebook: str, ready: str, *, opened: bool = False, first: bool = True) -> None:
    """``notebook`` (its path in notebooks/, "ar/01-welcome.ipynb") opened in the site (unless
    ``opened``), then Run All Cells, until ``ready`` shows.
    ``first``: the notebook's first opening in this browser, as the site serves it. Before Run All it
    then shows its stored pictures, and opening it has changed nothing: no modified mark on its
    tab, and leaving the page asks nothing."""
    if not opened:
        page.goto(f"{site}/lab/index.html?path=notebooks/{notebook}")
    expect(page.locator(".jp-Notebook .jp-Cell:visible").first).to_be_visible(timeout=60_000)
    # Run All before the notebook's kernel is there runs nothing: wait for it, as a learner sees it.
    # Pyodide's start is all CPU: 16-28 s on an idle machine, up to 103 s on 2 cores shared by a
    # dozen busy processes (benchmarks/bench_lite_loads.py), so as long as a learner waited.
    expect(page.locator(".jp-StatusBar-Item").filter(has_text="Python (Pyodide) | Idle")).to_be_visible(timeout=180_000)
    # The site restores its last workspace: another notebook may be open beside this one.
    tab = (
        page.locator(".jp-MainAreaWidget .lm-TabBar-tab, #jp-main-dock-panel .lm-TabBar-tab")
        .filter(has_text=Path(notebook).name)
        .and_(page.locator(f'[title*="Path: notebooks/{notebook}"]'))  # not lesson 1 in another language
        .first
    )
    tab.click()
    if first:
        # A notebook's cells are trusted in the site, so a widget's stored drawing shows as a picture,
        # not as the widget's text (an untrusted output's picture is refused).
        panel = page.locator(".jp-NotebookPanel:visible")
        pictures = stored_pictures(notebook)
        expect(panel.locator(".jp-OutputArea-output.jp-RenderedSVG img")).to_have_count(len(pictures))
        for text in pictures:
            expect(panel.locator(".jp-OutputArea-output.jp-RenderedText").filter(has_text=text)).to_have_count(0)
        # The kernel's name and language stored in the notebook are those the kernel gives as it starts.
        expect(tab).not_to_have_class(re.compile(r"\bjp-mod-dirty\b"))
        assert leaving_asks(page) == "", "a reload would ask: Leave site?"
    page.locator(".jp-NotebookPanel:visible .jp-Notebook .jp-Cell").first.click()
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name=re.compile("^Run All Cells")).click()
    # In stages, so a slow or stuck load says where: the install cell done, then the widget drawn.
    install = page.locator(".jp-NotebookPanel:visible .jp-CodeCell").filter(has_text="%pip install konkan").first
    expect(install.locator(".jp-InputPrompt")).to_have_text(re.compile(r"\[\d+\]"), timeout=120_000)
    expect(install.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")).to_have_count(0)
    expect(page.locator(f".jp-NotebookPanel:visible {ready}").first).to_be_visible(timeout=60_000)


def test_lesson_1_runs_in_the_browser_alone_and_keeps_its_stars_across_a_reload(page: Page, site: str, offline):
    page.set_viewport_size({"width": 1280, "height": 1000})
    page.goto(f"{site}/")  # the site's front page, as a class is given it
    expect(page.get_by_role("listitem")).to_have_count(len(NOTEBOOKS))
    page.get_by_role("link", name="Start with lesson 1").click()
    open_and_run(page, site, "01-welcome.ipynb", ".konkan-lesson [data-testid=steps]", opened=True)
    assert stars(page)[0] == 0
    # Every picture shows, the lesson's drawings of cards among them (their suits' signs once
    # broke JupyterLite's way of handing a picture to the page).
    pictures = page.locator(".jp-NotebookPanel:visible .jp-RenderedMarkdown img")
    assert pictures.count() >= 3
    for picture in pictures.all():
        picture.scroll_into_view_if_needed()
        expect(picture).to_have_js_property("complete", True, timeout=10_000)
        assert picture.evaluate("img => img.naturalWidth") > 0, picture.get_attribute("alt")
    do_first_step(page, "welcome")
    expect(page.locator(".konkan-lesson [data-testid=steps] button").first).to_have_attribute(
        "data-stars", "3", timeout=10_000
    )
    page.reload()
    open_and_run(page, site, "01-welcome.ipynb", ".konkan-lesson [data-testid=steps]", first=False)
    expect(page.locator(".konkan-lesson [data-testid=steps] button").first).to_have_attribute(
        "data-stars", "3", timeout=20_000
    )  # kept in the browser's storage, given back to the new kernel
    # The rule book, as the lesson links it: a page to read, not Markdown to edit.
    page.locator(".jp-NotebookPanel:visible .jp-RenderedMarkdown a").filter(has_text="the rule book").first.click()
    rules = page.locator("#jp-main-dock-panel .jp-MainAreaWidget:visible")
    expect(page.locator("#jp-main-dock-panel .lm-TabBar-tab.lm-mod-current")).to_have_text("rules.md", timeout=20_000)
    expect(
        rules.locator(".jp-RenderedMarkdown").get_by_role("heading", name="Konkan: the rule book", level=1)
    ).to_be_visible(timeout=20_000)
    expect(rules.locator(".jp-RenderedMarkdown strong").filter(has_text="R4.1")).to_be_visible()
    expect(rules.locator(".cm-editor")).to_have_count(0)
    assert offline == []


def test_an_arabic_reader_finds_lesson_1_in_one_click_and_it_speaks_arabic_right_to_left(
    page: Page, site: str, offline
):
    page.set_viewport_size({"width": 1280, "height": 1000})
    # A learner new to the site: none of the notebooks earlier tests opened comes back with lesson 1
    # (each a Pyodide of its own to start, which on a busy machine took longer than a learner waits).
    cdp = page.context.new_cdp_session(page)
    cdp.send("Storage.clearDataForOrigin", {"origin": site, "storageTypes": "all"})
    cdp.detach()
    page.goto(f"{site}/")
    # The front page offers each language's notebooks, in that language (Arabic right to left).
    for language, count in (("ar", 14), ("fr", 14)):
        section = page.locator(f"section[lang={language}]")
        expect(section.get_by_role("listitem")).to_have_count(count)
        expect(section.get_by_role("link").first).to_have_text(re.compile(r"^(الدرس|Leçon) 1 · "))
    assert page.locator("section[lang=ar]").evaluate("e => getComputedStyle(e).direction") == "rtl"
    expect(page.get_by_role("link", name="Commence par la leçon 1")).to_have_attribute("lang", "fr")
    start = page.get_by_role("link", name="ابدأ بالدرس الأول")
    expect(start).to_have_attribute("dir", "rtl")
    start.click()
    open_and_run(page, site, "ar/01-welcome.ipynb", ".konkan-lesson [data-testid=steps]", opened=True)
    panel = page.locator(".jp-NotebookPanel:visible")
    expect(panel.locator(".jp-RenderedMarkdown h1").first).to_contain_text("الدرس 1")
    # Its pictures, with their Arabic words (notebooks/pictures/ar/, linked as ../pictures/ar/), show.
    pictures = panel.locator(".jp-RenderedMarkdown img")
    assert pictures.count() >= 3
    for picture in pictures.all():
        picture.scroll_into_view_if_needed()
        expect(picture).to_have_js_property("complete", True, timeout=10_000)
        assert picture.evaluate("img => img.naturalWidth") > 0, picture.get_attribute("alt")
    # The install cell says what it does in Arabic; the notebook's first cell sets the language.
    install = panel.locator(".jp-CodeCell").filter(has_text="%pip install konkan").first
    expect(install).to_contain_text("هذا يضع لعبة الورق في هذا التبويب")
    # The lesson speaks Arabic, right to left, its words from the catalogue (Project Fluent in Pyodide).
    lesson = panel.locator(".konkan-root.konkan-lesson").first
    expect(lesson).to_have_attribute("lang", "ar")
    expect(lesson).to_have_attribute("dir", "rtl")
    assert lesson.evaluate("e => getComputedStyle(e).direction") == "rtl"
    expect(lesson).to_contain_text(re.compile("[\u0621-\u064a]{3}"))
    # The engine in the browser says the very sentence it says here, in Arabic.
    with speaking("ar"):
        said = konkan.check_meld("KS AS 2S").message
    assert re.search("[\u0621-\u064a]", said) and "(R4.1)" in said
    shown = run_cell(page, 'print(konkan.check_meld("KS AS 2S").message)')
    assert shown.strip() == said, shown
    assert offline == []


def test_a_link_to_a_heading_of_the_notebook_scrolls_to_it(page: Page, site: str, offline):
    """A link such as `[your game](#Your-game)` reaches its heading in the site's JupyterLab (the
    translated notebooks have none: JupyterLab follows no link to a heading beyond ASCII, see
    tests/test_notebook_storage.py)."""
    notebook = "10-a-whole-game.ipynb"
    page.set_viewport_size({"width": 1280, "height": 1000})
    page.goto(f"{site}/lab/index.html?path=notebooks/{notebook}")
    panel = page.locator(".jp-NotebookPanel:visible")
    links = panel.locator(".jp-RenderedMarkdown a[href^='#']:not(.jp-InternalAnchorLink)")
    expected = re.findall(r"\]\(#([^)\s]+)\)", (ROOT / "notebooks" / notebook).read_text(encoding="utf-8"))
    assert expected
    expect(links).to_have_count(len(expected), timeout=60_000)
    for k, target in enumerate(expected):
        heading = panel.locator(f'.jp-RenderedMarkdown [data-jupyter-id="{target}"]')
        link = links.nth(k)
        link.scroll_into_view_if_needed()
        expect(heading).not_to_be_in_viewport()
        # JupyterLab takes the link as one within the notebook once it has looked at it (until then a
        # click only changes the page's address, as the browser finds no element of that id).
        expect(link).to_have_attribute("target", "_self", timeout=20_000)
        link.click()
        expect(heading).to_be_in_viewport(timeout=10_000)
    assert offline == []


def test_the_whole_game_plays_in_the_site_with_the_engines_hint(page: Page, site: str, offline):
    page.set_viewport_size({"width": 1280, "height": 1000})
    open_and_run(page, site, "10-a-whole-game.ipynb", TABLE)
    table = page.locator(f".jp-NotebookPanel:visible {TABLE}").first
    table.scroll_into_view_if_needed()
    table.locator("[data-action=hint]").click()
    hint = table.get_by_test_id("hint")
    expect(hint).to_contain_text(re.compile(r"^Hint: \S.*\(R\d"), timeout=20_000)
    # The hint's card, picked and discarded: the move is the engine's to judge, then the computers
    # play on, paced by the page (there is no sleeping in the browser's Python).
    lit = table.locator(".konkan-hand .konkan-hinted")
    if "Discard" in hint.inner_text() and lit.count() == 1:
        lit.click()
        table.locator("[data-action=discard]").click()
    else:
        table.locator("[data-action=draw]").click()
    log = table.get_by_test_id("log").locator("li")
    expect(log.nth(3)).to_be_visible(timeout=30_000)  # the computers' moves follow, one by one
    assert offline == []


def test_a_class_test_is_taken_in_the_site_and_its_answer_file_downloaded(page: Page, site: str, offline, tmp_path):
    page.set_viewport_size({"width": 1280, "height": 1000})
    open_and_run(page, site, "14-class-test.ipynb", ".konkan-practice [data-testid=name]")
    page.get_by_test_id("code").fill("river-7661")
    page.get_by_test_id("name").fill("Sam")
    page.locator("[data-action=start]").click()
    expect(page.get_by_test_id("score")).to_have_text("0 of 10 answered", timeout=20_000)
    test = ClassTest("river-7661")
    page.get_by_test_id("typed").fill(test.key()[0]["answer"])
    page.get_by_test_id("typed").press("Enter")
    expect(page.get_by_test_id("score")).to_have_text("1 of 10 answered", timeout=20_000)
    page.locator("[data-action=finish]").click()
    page.locator("[data-action=finish-sure]").click()
    expect(page.get_by_test_id("score")).to_have_text("Handed in", timeout=20_000)  # no result before the release
    page.get_by_test_id("release-word").fill(test.release_word)
    page.locator("[data-action=release]").click()
    expect(page.get_by_test_id("result-score")).to_have_text("You got 1 of 10 right.", timeout=20_000)
    # Python's None reaches this page as undefined, not null: a puzzle left is still said so.
    expect(page.get_by_test_id("result-9")).to_contain_text("Not right: no answer was given.")
    expect(page.get_by_test_id("file")).to_contain_text("kept in this browser")  # the kernel knows it is in one
    with page.expect_download() as got:
        page.locator("[data-action=download]").click()
    data = json.loads(Path(got.value.path()).read_text(encoding="utf-8"))
    assert got.value.suggested_filename == "konkan-test-river-7661-sam.json"
    assert (data["name"], data["class"], list(data["answers"])) == ("Sam", "river-7661", [test.ids[0]])
    # The teacher's summary, given the downloaded file in a folder, marks it with the engine.
    got.value.save_as(tmp_path / got.value.suggested_filename)
    [student] = ClassSummary(test, tmp_path).students
    assert (student.name, student.right, student.finished) == ("Sam", 1, True)
    assert offline == []


def run_cell(page: Page, code: str) -> str:
    """A new cell at the notebook's end holding ``code``, run: what it printed."""
    page.locator(".jp-NotebookPanel:visible .jp-Notebook .jp-Cell").last.click()
    page.keyboard.press("Escape")
    page.keyboard.press("b")
    page.keyboard.press("Enter")
    page.keyboard.insert_text(code)
    page.keyboard.press("Shift+Enter")
    out = (
        page.locator(".jp-NotebookPanel:visible .jp-CodeCell")
        .filter(has_text=code.splitlines()[0])
        .last.locator(".jp-OutputArea-output")
    )
    expect(out).not_to_have_count(0, timeout=30_000)
    return out.first.inner_text()


def test_practice_in_the_site_keeps_its_record_across_a_reload(page: Page, site: str, offline):
    """Practice levels live in a file; in the browser only the site's files are kept (/drive)."""
    page.set_viewport_size({"width": 1280, "height": 1000})
    open_and_run(page, site, "11-practice.ipynb", ".konkan-practice [data-testid=typed]")
    score = page.locator(".jp-NotebookPanel:visible .konkan-practice").filter(has_text="Score a round").first
    score.get_by_test_id("typed").fill("1 2 3")
    score.get_by_test_id("typed").press("Enter")
    expect(score.get_by_test_id("verdict")).to_be_visible(timeout=20_000)
    page.reload()
    open_and_run(page, site, "11-practice.ipynb", ".konkan-practice [data-testid=typed]", first=False)
    shown = run_cell(
        page,
        "from konkan.teaching.practice import PracticeRecord\nprint(PracticeRecord().path, "
        "PracticeRecord().kinds['score'].to_dict())",
    )
    assert shown.startswith("/drive/.konkan/practice.json ") and "'tried': 1" in shown, shown
    assert offline == []
