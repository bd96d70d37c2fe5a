"""What the class service's hub tests share: the hub's address and admin API, plain HTTP requests,
and the names and folders they use (tests/hub/conftest.py starts the hub)."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
DOCS_CONFIG = REPO / "docs" / "hub" / "jupyterhub_config.py"
PROXY = REPO / "hub" / "node_modules" / ".bin" / "configurable-http-proxy"
TEACHER = "teacher"
STUDENTS = ("ada", "sami")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Hub:
    """A running JupyterHub: its public address, the test's admin token, its folder and its log."""

    url: str
    admin_token: str
    password: str
    folder: Path
    log: Path
    service_port: int
    process: subprocess.Popen[bytes]
    started: list[subprocess.Popen[bytes]] = field(default_factory=list)

    @property
    def service(self) -> str:
        return self.url + "/services/konkan/"

    def api(self, method: str, path: str, body: Any = None, token: str | None = None) -> Any:
        """The hub's REST API (``/hub/api/<path>``) with the admin token (or ``token``)."""
        status, reply = request(
            method, f"{self.url}/hub/api/{path}", token=token or self.admin_token, body=body, timeout=30
        )
        assert status < 400, f"{method} {path}: {status} {reply!r}\n{self.tail()}"
        return reply

    def tail(self, lines: int = 40) -> str:
        text = self.log.read_text(errors="replace").splitlines()
        return "\n".join(text[-lines:])

    def spawn(self, user: str) -> None:
        """Start ``user``'s server and wait until the hub says it is ready."""
        request("POST", f"{self.url}/hub/api/users/{user}/server", token=self.admin_token, timeout=60)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            model = self.api("GET", f"users/{user}")
            server = model.get("servers", {}).get("")
            if server and server.get("ready"):
                return
            time.sleep(0.2)
        raise AssertionError(f"{user}'s server did not start\n{self.tail()}")

    def token_for(self, user: str, scopes: list[str]) -> str:
        reply = self.api("POST", f"users/{user}/tokens", body={"scopes": scopes, "note": "make test-hub"})
        return str(reply["token"])


def request(
    method: str, url: str, *, token: str | None = None, body: Any = None, data: bytes | None = None, timeout: float = 10
) -> tuple[int, Any]:
    """``method`` on ``url``: the status and the reply (JSON if it reads as JSON, else its text); no redirects."""
    if body is not None:
        data = json.dumps(body).encode()
    req = urllib.request.Request(url, data=data, method=method)
    if token:
        req.add_header("Authorization", f"token {token}")
    if data is not None:
        req.add_header("Content-Type", "application/json")
    opener = urllib.request.build_opener(_NoRedirect)
    try:
        with opener.open(req, timeout=timeout) as response:
            status, raw, headers = response.status, response.read(), response.headers
    except urllib.error.HTTPError as error:
        status, raw, headers = error.code, error.read(), error.headers
    text = raw.decode("utf-8", "replace")
    try:
        return status, json.loads(text)
    except json.JSONDecodeError:
        return status, {"text": text, "location": headers.get("Location")}


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None


def hub_config(
    folder: Path, ports: dict[str, int], password: str, admin_token: str, users: tuple[str, ...] = (TEACHER, *STUDENTS)
) -> str:
    """The hub's configuration: the guide's lines and a hub of its own in ``folder`` (``users``
    sign in with ``password``; the first is the teacher)."""
    home = folder / "home"
    lines = [
        "c = get_config()  # noqa",
        "# --- test only: a hub of its own (a school's hub has its own authenticator, spawner and ports)",
        "c.JupyterHub.services = []",
        "c.JupyterHub.load_roles = []",
        "c.JupyterHub.load_groups = {}",
        "c.Spawner.environment = {}",
        "c.JupyterHub.authenticator_class = 'dummy'",
        f"c.DummyAuthenticator.password = {password!r}",
        f"c.Authenticator.allowed_users = {set(users)!r}",
        "c.JupyterHub.spawner_class = 'simple'",
        f"c.SimpleLocalProcessSpawner.home_dir_template = {str(home / '{username}')!r}",
        # Root may run a single-user server only when told it may (this machine's tests run as root).
        f"c.Spawner.args = {['--allow-root'] if os.geteuid() == 0 else []!r}",
        "c.Spawner.start_timeout = 60",
        "c.Spawner.http_timeout = 60",
        "c.JupyterHub.ip = '127.0.0.1'",
        f"c.JupyterHub.port = {ports['public']}",
        "c.JupyterHub.hub_ip = '127.0.0.1'",
        f"c.JupyterHub.hub_port = {ports['hub']}",
        f"c.ConfigurableHTTPProxy.api_url = 'http://127.0.0.1:{ports['proxy_api']}'",
        f"c.ConfigurableHTTPProxy.command = [{str(PROXY)!r}]",
        f"c.JupyterHub.db_url = 'sqlite:///{folder / 'jupyterhub.sqlite'}'",
        f"c.JupyterHub.cookie_secret_file = {str(folder / 'jupyterhub_cookie_secret')!r}",
        "c.JupyterHub.log_level = 'INFO'",
        "# --- the lines a school adds, exactly as the guide gives them",
        f"exec(compile(open({str(DOCS_CONFIG)!r}).read(), {str(DOCS_CONFIG)!r}, 'exec'))",
        "# --- test only: what a school writes into those lines (the service's port, the teacher's name),",
        "# and the test's admin token",
        "for _service in c.JupyterHub.services:",
        "    if _service['name'] == 'konkan':",
        f"        _service['url'] = 'http://127.0.0.1:{ports['service']}'",
        f"c.Spawner.environment['KONKAN_CLASS_SERVICE'] = 'http://127.0.0.1:{ports['service']}/services/konkan/'",
        f"c.JupyterHub.load_groups['konkan-teachers']['users'].append({users[0]!r})",
        f"c.JupyterHub.services.append({{'name': 'test-admin', 'api_token': {admin_token!r}}})",
        "c.JupyterHub.load_roles.append({'name': 'test-admin', 'services': ['test-admin'],",
        "    'scopes': ['admin:users', 'admin:servers', 'tokens', 'read:services', 'read:groups']})",
    ]
    return "\n".join(lines) + "\n"


def start_hub(folder: Path, log: Path) -> subprocess.Popen[bytes]:
    """JupyterHub started on ``folder``'s jupyterhub_config.py, in a session of its own (it takes
    its proxy, its service and the users' servers along when it stops), writing to ``log``; the
    Python running this is the one the hub and its servers use, and nothing of a hub around this
    process (its JUPYTERHUB_ or KONKAN_CLASS_ variables) reaches it."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("JUPYTERHUB_", "KONKAN_CLASS_"))}
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    with log.open("ab") as out:
        return subprocess.Popen(
            [sys.executable, "-m", "jupyterhub", "-f", str(folder / "jupyterhub_config.py")],
            cwd=folder,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )


def stop_hub(process: subprocess.Popen[bytes], grace: float = 20) -> None:
    """Stop a hub :func:`start_hub` started, and everything it started: its proxy, its service and
    the users' servers, which the hub starts in sessions of their own (the real node process under
    `.venv/bin/node`'s wrapper, for one, outlives the wrapper's end). Whatever the hub leaves
    running once it has stopped is stopped too. (psutil comes with ipykernel.)"""
    import psutil

    try:
        started = psutil.Process(process.pid).children(recursive=True)
    except psutil.NoSuchProcess:
        started = []
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(grace)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(5)
    left = [p for p in started if p.is_running()]
    for p in left:
        try:
            p.terminate()
        except psutil.NoSuchProcess:
            pass
    _, alive = psutil.wait_procs(left, timeout=5)
    for p in alive:
        try:
            p.kill()
        except psutil.NoSuchProcess:
            pass


def sign_in(browser: Any, hub: Hub, name: str) -> Any:
    """A browser context of its own for ``name``, signed in to the hub with the password at its
    login page (reached through the service's page, which sends a stranger there)."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(hub.service)
    page.locator("#username_input").fill(name)
    page.locator("#password_input").fill(hub.password)
    page.locator("#login_submit").click()
    page.wait_for_url(hub.service)
    return context
