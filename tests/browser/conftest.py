"""Fixtures for the browser tests: Debian's chromium for Playwright, and a private JupyterLab.

The server serves a trusted *copy* of notebooks/ with autosave off, so nothing a test clicks can
overwrite the stored notebooks. See /work/shared/TESTING.md for why each setting is here.
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


def chromium_path() -> str:
    return os.environ.get("CHROMIUM") or "/usr/bin/chromium"


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Launch Debian's chromium (Playwright's own browser download does not work here).

    A missing browser is a failure, not a skip: CI must not go green without these tests.
    """
    exe = chromium_path()
    if not (os.path.isfile(exe) and os.access(exe, os.X_OK)):
        pytest.fail(
            f"No chromium binary at {exe!r}: the browser tests need one. Install it with "
            "`apt-get update && apt-get install -y chromium` (gives /usr/bin/chromium), or "
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
        body = {"path": notebook, "name": Path(notebook).name, "type": "notebook",
                "kernel": {"name": spec.get("name") or "python3"}}
        req = urllib.request.Request(
            f"{self.url}/api/sessions",
            method="POST",
            data=json.dumps(body).encode(),
            headers={"Authorization": f"token {self.token}", "Content-Type": "application/json"},
        )
        with urllib.request.urlopen(req, timeout=30) as resp:
            resp.read()

    def open(self, page: Any, front: str, notebook: str, *, reset: bool = True) -> None:
        """Open ``notebook`` in ``page`` (``front`` is "lab/tree" for JupyterLab or "notebooks" for
        Notebook 7) and wait until its kernel is idle; its kernel starts while the page loads.

        ``reset``: JupyterLab opens only this notebook, not the ones an earlier test left open in
        its workspace (Notebook 7 has no workspace)."""
        self.start_kernel(notebook)
        page.goto(self.page_url(f"/{front}/{notebook}") + ("&reset" if reset and front.startswith("lab") else ""))
        self.wait_for_idle_kernel(notebook)

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


@contextmanager
def serve(base: Path, root: Path, command: list[str]) -> Iterator[Lab]:
    """Run `command` (a JupyterLab command line that serves `root`) as a private server, with its
    state under `base`; every *.ipynb under `root` is trusted first, in a private signature store."""
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
    # A private signature store, so trusting the copies leaves the user's own one alone.
    notary = [
        f"--NotebookNotary.db_file={base / 'nbsignatures.db'}",
        f"--NotebookNotary.secret_file={base / 'notebook_secret'}",
    ]
    # Stored outputs hold SVG drawings, which JupyterLab shows only for trusted notebooks.
    subprocess.run(
        [sys.executable, "-m", "jupyter", "trust", *notary, *sorted(map(str, root.rglob("*.ipynb")))],
        env=env, check=True, capture_output=True, text=True,
    )

    port, token = _free_port(), secrets.token_hex(16)
    log = base / "jupyterlab.log"
    with open(log, "wb") as log_file:
        proc = subprocess.Popen(
            [
                *command, "--no-browser", "--allow-root",
                "--ip=127.0.0.1", f"--port={port}",
                f"--IdentityProvider.token={token}",
                *notary,
            ],
            env=env, stdout=log_file, stderr=subprocess.STDOUT, cwd=base,
        )
    server = Lab(url=f"http://127.0.0.1:{port}", token=token, root=root, log=log, progress=base / "progress.json")
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
SECTIONS = ("01-first-steps.ipynb", "02-melds-and-openings.ipynb", "03-play-at-the-table.ipynb",
            "04-keeping-score.ipynb", "05-computer-players.ipynb")


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
def lab(tmp_path_factory) -> Iterator[Lab]:
    """A JupyterLab server (which also serves Notebook 7) on a trusted copy of notebooks/, with
    the programmers' notebook's sections as notebooks of their own (:func:`write_sections`)."""
    base = tmp_path_factory.mktemp("lab")
    root = base / "notebooks"
    shutil.copytree(NOTEBOOKS, root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    write_sections(root)
    with serve(base, root, [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={root}"]) as server:
        yield server


def _lab_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("konkan_lab_tool", REPO / "tools" / "lab.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def repo_lab(tmp_path_factory) -> Iterator[Lab]:
    """The server as `make lab` starts it (tools/lab.py's command line), on a copy of the repository's
    notebooks/ and docs/: the root is the repository, the learner's copies are in my-notebooks/."""
    tool = _lab_tool()
    root = tmp_path_factory.mktemp("repo")
    for folder in ("notebooks", "docs"):
        shutil.copytree(REPO / folder, root / folder, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    tool.working_copies(root)
    state = tmp_path_factory.mktemp("repo-lab")
    with serve(state, root, tool.lab_command(root)) as server:
        yield server


@pytest.fixture
def fresh_lab(lab: Lab) -> Iterator[Lab]:
    """The shared server with no kernel left over from an earlier test (the kernels a test
    started are shut down in the background after it, and waited for before the next)."""
    lab.shutdown_kernels()
    yield lab
    lab.shutdown_kernels_soon()


@pytest.fixture
def learner_lab(repo_lab: Lab) -> Iterator[Lab]:
    """The `make lab` server with no kernel left over from an earlier test."""
    repo_lab.shutdown_kernels()
    yield repo_lab
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
