"""A real JupyterHub for the class service's tests (``make test-hub``).

The hub runs from a configuration written in a tmp folder: the test's own lines (what any school's
hub has: its authenticator, here a dummy one with a password; its spawner, here local processes in
tmp homes; its ports, free ones; the proxy, configurable-http-proxy from hub/node_modules), then
docs/hub/jupyterhub_config.py executed as it is (the lines the guide gives a school), then the few
test lines that fill in what a school writes in those lines itself: the service's free port and the
teacher's name. A test-only service with an admin token lets the tests spawn a student's server,
give the student a token for it, and find the service's process.
"""

from __future__ import annotations

import importlib.util
import os
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hubtools import PROXY, REPO, Hub, free_port, hub_config, request, start_hub, stop_hub

_spec = importlib.util.spec_from_file_location("_browser_conftest", REPO / "tests" / "browser" / "conftest.py")
assert _spec is not None and _spec.loader is not None
_browser = sys.modules["_browser_conftest"] = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_browser)  # Debian's chromium and the browser tests' flags, from one place


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Debian's chromium, with the flags the browser tests use (tests/browser/conftest.py)."""
    exe = _browser.chromium_path()
    if not (os.path.isfile(exe) and os.access(exe, os.X_OK)):
        pytest.fail(f"No chromium binary at {exe!r}: see tests/browser/conftest.py", pytrace=False)
    return {**browser_type_launch_args, "executable_path": exe, "headless": True, "args": _browser.CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def hub() -> Iterator[Hub]:
    if not os.access(PROXY, os.X_OK):
        pytest.fail(f"No configurable-http-proxy at {PROXY}: run `make test-hub` (it installs it).", pytrace=False)
    folder = Path(tempfile.mkdtemp(prefix="konkan-hub-"))
    ports = {name: free_port() for name in ("public", "hub", "proxy_api", "service")}
    password, admin_token = secrets.token_hex(8), secrets.token_hex(16)
    (folder / "jupyterhub_config.py").write_text(hub_config(folder, ports, password, admin_token))
    log = folder / "jupyterhub.log"
    process = start_hub(folder, log)
    hub = Hub(
        url=f"http://127.0.0.1:{ports['public']}",
        admin_token=admin_token,
        password=password,
        folder=folder,
        log=log,
        service_port=ports["service"],
        process=process,
    )
    try:
        _wait_for(hub, lambda: request("GET", hub.service + "api/me")[0] == 403, "the class service")
        yield hub
    finally:
        for started in hub.started:
            _end(started)
        stop_hub(process)
        if os.environ.get("KONKAN_KEEP_HUB"):
            print(f"\nthe hub's folder: {folder}")
        else:
            shutil.rmtree(folder, ignore_errors=True)


def _wait_for(hub: Hub, ready: Any, what: str, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if hub.process.poll() is not None:
            raise AssertionError(f"JupyterHub stopped (status {hub.process.returncode})\n{hub.tail()}")
        try:
            if ready():
                return
        except OSError:
            pass
        time.sleep(0.2)
    raise AssertionError(f"{what} did not answer within {timeout} s\n{hub.tail()}")


def _end(process: subprocess.Popen[bytes], grace: float = 10) -> None:
    """Stop a process this test started (its whole session: the hub takes its proxy and servers along)."""
    if process.poll() is not None:
        return
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(grace)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(5)
