"""Fixtures for the browser tests: Debian's chromium for Playwright, and a private JupyterLab.

The server serves a trusted *copy* of notebooks/ with autosave off, so nothing a test clicks can
overwrite the stored notebooks. See docs/testing.md for why each setting is here.
"""

from __future__ import annotations

import importlib.util
import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO / "notebooks"

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]

# Test-only JupyterLab user settings (JUPYTERLAB_SETTINGS_DIR): no autosave, no news toast.
LAB_SETTINGS = {
    "@jupyterlab/docmanager-extension/plugin.jupyterlab-settings": {"autosave": False},
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {
        "fetchNews": "false",
        "checkForUpdates": False,
    },
}


# Close every document of a JupyterLab page (each marked unchanged first, so none asks to be saved).
# Then, in a JupyterLab loaded with these settings (window.konkanTestSettings) and no dialog open:
# close every document and open ``path``; false, and nothing done, if the page must load again.
CLOSE_DOCUMENTS = """() => {
  const app = window.jupyterapp;
  if (!app) return;
  for (const w of [...app.shell.widgets('main')]) {
    if (w.context) w.context.model.dirty = false;
    w.dispose();
  }
}"""
SHOW_IN_LOADED_LAB = (
    """async ([settings, path]) => {
  const app = window.jupyterapp;
  if (!app || window.konkanTestSettings !== settings || document.querySelector('.jp-Dialog')) return false;
  ("""
    + CLOSE_DOCUMENTS
    + """)();
  await app.commands.execute('docmanager:open', {path});
  return true;
}"""
)

# Every server's address, so that each test's page starts with no local storage from any of them.
ORIGINS: list[str] = []


def chromium_path() -> str:
    """$CHROMIUM, else Debian's headless shell (what Playwright itself runs for headless tests: the
    same engine as the browser, for about a tenth less CPU), else Debian's chromium."""
    if os.environ.get("CHROMIUM"):
        return os.environ["CHROMIUM"]
    shell = "/usr/bin/chromium-headless-shell"
    return shell if os.access(shell, os.X_OK) else "/usr/bin/chromium"


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Launch Debian's chromium (Playwright's own browser download does not work here).

    A missing browser is a failure, not a skip: CI must not go green without these tests.
    """
    exe = chromium_path()
    if not (os.path.isfile(exe) and os.access(exe, os.X_OK)):
        pytest.fail(
            f"No chromium binary at {exe!r}: the browser tests need one. Install it with "
            "`apt-get update && apt-get install -y chromium-headless-shell chromium` (gives "
            "/usr/bin/chromium-headless-shell and /usr/bin/chromium), or "
            "point $CHROMIUM at a Chromium/Chrome executable. Do not run `playwright install`.",
            pytrace=False,
        )
    return {
        **browser_type_launch_args,
        "executable_path": exe,
        "headless": True,
        "args": CHROMIUM_ARGS,
    }


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "viewport": {"width": 1280, "height": 1000}}


@pytest.fixture(scope="session")
def _shared_context(browser, browser_context_args):
    context = browser.new_context(**browser_context_args)
    _CONTEXTS.append(context)
    yield context
    _CONTEXTS.remove(context)
    context.close()


_CONTEXTS: list[Any] = []
_PAGE_FIXTURES = {"page", "light_page", "screen_page", "projector_page"}


def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> None:
    """After this worker's last test that uses a page, empty the kept pages: a JupyterLab left
    loaded (or a table left pacing its players) goes on using a little of the processor until the
    session ends (measured: a unit file after two browser files took 22.7 s with the page kept,
    21.3 s with it emptied)."""
    if not _CONTEXTS or not _PAGE_FIXTURES & set(getattr(item, "fixturenames", ())):
        return
    if nextitem is not None and _PAGE_FIXTURES & set(getattr(nextitem, "fixturenames", ())):
        return
    for context in _CONTEXTS:
        for kept in context.pages:
            try:
                kept.goto("about:blank")
            except Exception:  # a page that is gone or stuck is closed with its context anyway
                pass


@pytest.fixture
def page(_shared_context, browser_context_args):
    """Each test's page: one page per worker, kept from test to test, so that a JupyterLab it has
    loaded opens the next test's notebook without loading again (:meth:`Lab.show`). Each test
    gets it as a new page would be: the default size, no other tab, no local storage (the lessons
    keep a copy of their stars there), no listener an earlier test added."""
    context = _shared_context
    pages = [p for p in context.pages if not getattr(p, "konkan_light_page", False)]
    page = pages[0] if pages else context.new_page()
    for extra in pages[1:]:
        extra.close()
    page.set_viewport_size(browser_context_args["viewport"])
    if ORIGINS:
        cdp = context.new_cdp_session(page)
        for origin in ORIGINS:
            cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "local_storage"})
        cdp.detach()
    added: list[tuple[str, Any]] = []
    listen = page.on

    def on(event: str, handler: Any) -> None:
        added.append((event, handler))
        listen(event, handler)

    page.on = on  # type: ignore[method-assign]
    try:
        yield page
    finally:
        del page.on
        for event, handler in added:
            page.remove_listener(event, handler)


@pytest.fixture(scope="session")
def _light(_shared_context):
    page = _shared_context.new_page()
    page.konkan_light_page = True  # the page fixture leaves it open
    return page


@pytest.fixture
def light_page(_light):
    """A page of its own for widgets mounted alone (tests/browser/light.py), kept from test to test
    (each mount replaces what it showed), so that it never sends the JupyterLab page elsewhere.
    Emptied after each test, so that no widget of it goes on running meanwhile."""
    yield _light
    from light import CLEAN

    _light.evaluate(CLEAN)  # the views' timers and listeners stop, as when a notebook's outputs are cleared
    _light.set_content("")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class Lab:
    """A running Jupyter server: its base URL, token and the root dir it serves."""

    url: str
    token: str
    root: Path
    log: Path
    progress: Path = Path()  # the lessons' progress file its kernels keep ($KONKAN_PROGRESS)
    settings: int = 0  # counts changes of its user settings (see settings_changed)
    theme: str = "JupyterLab Light"  # its theme setting (test_table_in_lab.set_theme)
    _shutting: threading.Thread | None = field(default=None, repr=False)

    def api(self, method: str, path: str):
        req = urllib.request.Request(
            f"{self.url}{path}",
            method=method,
            headers={"Authorization": f"token {self.token}"},
        )
        with urllib.request.urlopen(req, timeout=10) as resp:
            body = resp.read()
        return json.loads(body) if body else None

    def page_url(self, path: str) -> str:
        return f"{self.url}{path}?token={self.token}"

    def shutdown_kernels_soon(self) -> None:
        """Start deleting every session and kernel in the background (the server takes about a
        second a kernel), while the browser closes the test's page and opens the next one; the
        next :meth:`shutdown_kernels` waits for it and makes sure nothing is left."""
        self._wait_for_shutdown()

        def shut() -> None:
            try:
                self._shutdown_now()
            except Exception:  # shutdown_kernels() tries again and reports what is left
                pass

        self._shutting = threading.Thread(target=shut, name="shutdown-kernels", daemon=True)
        self._shutting.start()

    def shutdown_open_kernels_soon(self) -> None:
        """Start deleting the sessions and kernels running now in the background, and only those:
        the next notebook's kernel, started meanwhile (:meth:`start_kernel`), is left alone. A test
        that goes through notebooks in turn calls this between two, so that the server's second or
        so a kernel overlaps the next page's opening; the next :meth:`shutdown_kernels` waits for it."""
        self._wait_for_shutdown()
        sessions = [s["id"] for s in self.api("GET", "/api/sessions")]
        kernels = [k["id"] for k in self._list_kernels()]

        def shut() -> None:
            try:
                for session in sessions:
                    self._delete(f"/api/sessions/{session}")
                for kernel in kernels:
                    self._delete(f"/api/kernels/{kernel}")
            except Exception:  # shutdown_kernels() tries again and reports what is left
                pass

        self._shutting = threading.Thread(target=shut, name="shutdown-open-kernels", daemon=True)
        self._shutting.start()

    def _wait_for_shutdown(self) -> None:
        if self._shutting is not None:
            self._shutting.join(timeout=60)
            self._shutting = None

    def shutdown_kernels(self) -> None:
        """Delete every session and kernel, so the next test starts a fresh kernel.

        A kernel still starting or shutting down can make the server answer 500 to a listing (it
        has no last_activity yet) or 404 to a delete for a moment: both are retried until
        nothing is left."""
        self._wait_for_shutdown()
        self._shutdown_now()

    def _shutdown_now(self) -> None:
        deadline = time.monotonic() + 30
        while True:
            try:
                for session in self.api("GET", "/api/sessions"):
                    self._delete(f"/api/sessions/{session['id']}")
                kernels = self._list_kernels()
                for kernel in kernels:
                    self._delete(f"/api/kernels/{kernel['id']}")
                if not kernels:
                    return
            except urllib.error.HTTPError as e:
                if e.code != 500 or time.monotonic() > deadline:
                    raise
            if time.monotonic() > deadline:
                raise AssertionError("kernels were still running 30 s after being shut down")
            time.sleep(0.25)

    def _delete(self, path: str) -> None:
        try:
            self.api("DELETE", path)
        except urllib.error.HTTPError as e:
            if e.code != 404:  # already gone
                raise

    def _list_kernels(self, attempts: int = 20) -> list:
        """GET /api/kernels, asked again while it answers 500: jupyter_server fails to list a kernel
        that a page closed a moment ago is still starting (it has no last_activity yet)."""
        for _ in range(attempts - 1):
            try:
                return self.api("GET", "/api/kernels")
            except urllib.error.HTTPError as err:
                if err.code != 500:
                    raise
                time.sleep(0.25)
        return self.api("GET", "/api/kernels")

    def start_kernel(self, notebook: str) -> None:
        """Start a session (and its kernel) for ``notebook`` from the server side.

        Started just before the page loads, the kernel boots while JupyterLab or Notebook 7 does,
        and the page then joins this session as it would join any running kernel of that
        notebook: an open waits for one boot instead of two in a row (about 2 s on an idle
        machine, far more on a busy one). The server answers an open session of the same path
        with that session, so starting one twice starts one kernel."""
        spec = json.loads((self.root / notebook).read_text(encoding="utf-8")).get("metadata", {}).get("kernelspec", {})
        body = {
            "path": notebook,
            "name": Path(notebook).name,
            "type": "notebook",
            "kernel": {"name": spec.get("name") or "python3"},
        }
        req = urllib.request.Request(
            f"{self.url}/api/sessions",
            method="POST",
            data=json.dumps(body).encode(),
            headers={"Authorization": f"token {self.token}", "Content-Type": "application/json"},
        )
        with urllib.request.urlopen(req, timeout=30) as resp:
            resp.read()

    def open(self, page: Any, front: str, notebook: str, *, reload: bool = False) -> None:
        """Open ``notebook`` in ``page`` (``front`` is "lab/tree" for JupyterLab or "notebooks" for
        Notebook 7, see :meth:`show`) and wait until its kernel is idle; its kernel starts while
        the page loads."""
        self.start_kernel(notebook)
        self.show(page, front, notebook, reload=reload)
        self.wait_for_idle_kernel(notebook)

    def show(self, page: Any, front: str, path: str, *, reload: bool = False) -> None:
        """Show the file ``path`` in ``page``, alone: in JupyterLab ("lab/tree") or Notebook 7
        ("notebooks").

        A JupyterLab this server already loaded in the page, with the settings it has now, is
        kept: its open documents are closed (unsaved changes dropped, as a reload drops them) and
        ``path`` is opened by JupyterLab's own command, as a double-click in the file browser
        opens it. Loading JupyterLab again costs about 5 CPU-seconds, which a suite of tests
        pays dozens of times. Otherwise, or with ``reload``, the page loads the file's address
        (JupyterLab's with ``reset``: only this file open, not what an earlier page left open);
        Notebook 7 always loads, one notebook a page."""
        lab = front.startswith("lab")
        if (
            lab
            and not reload
            and page.url.startswith(f"{self.url}/lab")
            and page.evaluate(SHOW_IN_LOADED_LAB, [self.settings, path])
        ):
            return
        page.goto(self.page_url(f"/{front}/{path}") + ("&reset" if lab else ""))
        if lab:
            page.evaluate("s => { window.konkanTestSettings = s; }", self.settings)

    def settings_changed(self) -> None:
        """The server's user settings changed (a theme, say): JupyterLab reads them as it loads,
        so the next :meth:`show` loads the page again."""
        self.settings += 1

    def wait_for_idle_kernel(self, notebook: str, timeout: float = 30) -> None:
        """Wait until the notebook's kernel exists and is idle, as the server sees it.

        JupyterLab's own status indicator says "idle" before any kernel exists; clicking
        Run All then opens a kernel dialog instead of running.
        """
        deadline = time.monotonic() + timeout
        seen = None
        while time.monotonic() < deadline:
            seen = self.api("GET", "/api/sessions")
            for session in seen:
                kernel = session.get("kernel") or {}
                if session.get("path") == notebook and kernel.get("execution_state") == "idle":
                    return
            time.sleep(0.2)
        pytest.fail(f"No idle kernel for {notebook} after {timeout} s; sessions: {seen}")


@pytest.fixture(scope="session")
def warm_kernel_path() -> Iterator[Path]:
    """A folder for JUPYTER_PATH whose ``python3`` kernels are forked from a warm process of this
    worker (tests/browser/warm_kernels.py): a kernel costs half the processor time to start."""
    import warm_kernels

    folder = Path(tempfile.mkdtemp(prefix="konkan-kernels-"))
    socket_path = str(folder / "warm.sock")
    proc = subprocess.Popen(
        [sys.executable, warm_kernels.__file__, "serve", socket_path],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        ready = proc.stdout.readline() if proc.stdout else ""
        if ready.strip() != "ready":
            pytest.fail(f"the warm kernel process did not start: {ready}{proc.stdout.read() if proc.stdout else ''}")
        warm_kernels.kernelspec(folder / "jupyter", socket_path)
        yield folder / "jupyter"
    finally:
        proc.kill()
        proc.wait()
        shutil.rmtree(folder, ignore_errors=True)


@contextmanager
def serve(base: Path, root: Path, command: list[str], jupyter_path: Path | None = None) -> Iterator[Lab]:
    """Run `command` (a JupyterLab command line that serves `root`) as a private server, with its
    state under `base`; every *.ipynb under `root` is trusted first, in a private signature store.
    With ``jupyter_path``, its kernelspecs come first (:func:`warm_kernel_path`)."""
    settings = base / "lab-settings"
    for rel, values in LAB_SETTINGS.items():
        target = settings / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(values))

    env = {
        **os.environ,
        "JUPYTERLAB_SETTINGS_DIR": str(settings),
        "JUPYTERLAB_WORKSPACES_DIR": str(base / "lab-workspaces"),
        "JUPYTER_RUNTIME_DIR": str(base / "runtime"),
        "PYDEVD_DISABLE_FILE_VALIDATION": "1",
        # The server's kernels keep lesson stars in a file of their own: what a browser test
        # earns must not reach the notebooks nbval runs later on the same worker.
        "KONKAN_PROGRESS": str(base / "progress.json"),
    }
    if jupyter_path is not None:
        env["JUPYTER_PATH"] = os.pathsep.join(p for p in (str(jupyter_path), os.environ.get("JUPYTER_PATH")) if p)
    # A private signature store, so trusting the copies leaves the user's own one alone.
    notary = [
        f"--NotebookNotary.db_file={base / 'nbsignatures.db'}",
        f"--NotebookNotary.secret_file={base / 'notebook_secret'}",
    ]
    # Stored outputs hold SVG drawings, which JupyterLab shows only for trusted notebooks. Signed
    # here, as `jupyter trust` with these two options would (without its seconds of start-up).
    from nbformat import read
    from nbformat.sign import NotebookNotary

    signer = NotebookNotary(db_file=str(base / "nbsignatures.db"), secret_file=str(base / "notebook_secret"))
    for path in sorted(root.rglob("*.ipynb")):
        signer.sign(read(path, as_version=4))
    signer.store.close()

    port, token = _free_port(), secrets.token_hex(16)
    log = base / "jupyterlab.log"
    with open(log, "wb") as log_file:
        proc = subprocess.Popen(
            [
                *command,
                "--no-browser",
                "--allow-root",
                "--ip=127.0.0.1",
                f"--port={port}",
                f"--IdentityProvider.token={token}",
                # window.jupyterapp, through which a loaded JupyterLab opens the next notebook
                # (Lab.show): loading JupyterLab again would cost each test seconds of CPU.
                "--LabApp.expose_app_in_browser=True",
                *notary,
            ],
            env=env,
            stdout=log_file,
            stderr=subprocess.STDOUT,
            cwd=base,
        )
    server = Lab(url=f"http://127.0.0.1:{port}", token=token, root=root, log=log, progress=base / "progress.json")
    ORIGINS.append(server.url)
    try:
        deadline = time.monotonic() + 60
        while True:
            if proc.poll() is not None:
                pytest.fail(f"JupyterLab exited with {proc.returncode}:\n{log.read_text()[-3000:]}")
            try:
                server.api("GET", "/api/status")
                break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                if time.monotonic() > deadline:
                    pytest.fail(f"JupyterLab did not answer in 60 s:\n{log.read_text()[-3000:]}")
                time.sleep(0.2)
        yield server
    finally:
        try:
            if proc.poll() is None:
                server.shutdown_kernels()
        except Exception:  # the server is going away either way
            pass
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


# The widget scenarios of the browser tests run in the sections of "konkan for programmers", each
# served as a notebook of its own under the name of the tutorial it came from (the first five
# tutorials were folded into it when the lessons came): the cells, their order and their stored
# outputs are that notebook's own.
PROGRAMMERS = "13-konkan-for-programmers.ipynb"
SECTIONS = (
    "01-first-steps.ipynb",
    "02-melds-and-openings.ipynb",
    "03-play-at-the-table.ipynb",
    "04-keeping-score.ipynb",
    "05-computer-players.ipynb",
)


def write_sections(root: Path) -> None:
    """Write each level-2 section of the programmers' notebook in ``root`` as its own notebook."""
    import nbformat

    nb = nbformat.read(NOTEBOOKS / PROGRAMMERS, as_version=4)
    parts: list[list] = []
    for cell in nb.cells:
        if cell.cell_type == "markdown" and cell.source.startswith("## "):
            parts.append([])
        if parts:
            parts[-1].append(cell)
    assert len(parts) == len(SECTIONS), f"{PROGRAMMERS} has {len(parts)} sections, not {len(SECTIONS)}"
    for name, cells in zip(SECTIONS, parts):
        nbformat.write(nbformat.v4.new_notebook(cells=cells, metadata=nb.metadata), root / name)


@pytest.fixture(scope="session")
def lab(tmp_path_factory, warm_kernel_path) -> Iterator[Lab]:
    """A JupyterLab server (which also serves Notebook 7) on a trusted copy of notebooks/, with
    the programmers' notebook's sections as notebooks of their own (:func:`write_sections`)."""
    base = tmp_path_factory.mktemp("lab")
    root = base / "notebooks"
    shutil.copytree(NOTEBOOKS, root, ignore=shutil.ignore_patterns(".ipynb_checkpoints", "our-*.json"))
    write_sections(root)
    with serve(
        base, root, [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={root}"], warm_kernel_path
    ) as server:
        yield server


def _lab_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("konkan_lab_tool", REPO / "tools" / "lab.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def repo_lab(tmp_path_factory, warm_kernel_path) -> Iterator[Lab]:
    """The server as `make lab` starts it (tools/lab.py's command line), on a copy of the repository's
    notebooks/ and docs/: the root is the repository, the learner's copies are in my-notebooks/."""
    tool = _lab_tool()
    root = tmp_path_factory.mktemp("repo")
    for folder in ("notebooks", "docs"):
        shutil.copytree(REPO / folder, root / folder, ignore=shutil.ignore_patterns(".ipynb_checkpoints", "our-*.json"))
    tool.working_copies(root)
    state = tmp_path_factory.mktemp("repo-lab")
    with serve(state, root, tool.lab_command(root), warm_kernel_path) as server:
        yield server


def close_documents(page: Any) -> None:
    """Close what a test left open in the kept page (:func:`page`) before its kernels are shut
    down, so that no widget of it is left running (a table pacing its computer players, say)
    against a kernel that is gone."""
    if page.is_closed():
        return
    try:
        page.evaluate(CLOSE_DOCUMENTS)
    except Exception:  # a page that is loading or broken is loaded again by the next test anyway
        page.goto("about:blank")


@pytest.fixture
def fresh_lab(lab: Lab, page: Any) -> Iterator[Lab]:
    """The shared server with no kernel left over from an earlier test (the kernels a test
    started are shut down in the background after it, and waited for before the next)."""
    lab.shutdown_kernels()
    yield lab
    close_documents(page)
    lab.shutdown_kernels_soon()


@pytest.fixture
def left_area_closed(page: Any) -> Iterator[Any]:
    """A function that closes JupyterLab's left sidebar (the file browser), as a teacher does
    before a class; the sidebar is opened again after the test, for the next test's page."""
    yield lambda: page.evaluate("() => { const s = window.jupyterapp.shell; if (!s.leftCollapsed) s.collapseLeft(); }")
    if not page.is_closed() and page.evaluate("() => !!window.jupyterapp"):
        page.evaluate("() => window.jupyterapp.shell.expandLeft()")


@pytest.fixture
def learner_lab(repo_lab: Lab, page: Any) -> Iterator[Lab]:
    """The `make lab` server with no kernel left over from an earlier test."""
    repo_lab.shutdown_kernels()
    yield repo_lab
    close_documents(page)
    repo_lab.shutdown_kernels_soon()


ARTIFACTS = Path(__file__).resolve().parent / "artifacts"


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A failed browser test leaves a full-page screenshot in tests/browser/artifacts/ (gitignored),
    taken while its page is still open."""
    outcome = yield
    report = outcome.get_result()
    page = getattr(item, "funcargs", {}).get("page")
    if report.when != "call" or not report.failed or page is None:
        return
    ARTIFACTS.mkdir(exist_ok=True)
    name = "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in item.name)
    try:
        page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)
    except Exception:  # the page may be gone; the failure itself is what matters
        pass
