"""`make hub`: a JupyterHub with konkan's class service on this machine, to try a class as a
teacher and students would (or to show it to a school) before a hub administrator sets one up.

It is the hub `make test-hub` starts (tests/hub/hubtools.py): the lines a school adds, from
docs/hub/jupyterhub_config.py, and a few of its own: passwords instead of the school's logins
(one password for everyone), each person's server a process here with a home folder in
.hub/home/<name>, and configurable-http-proxy from hub/node_modules. Each home holds the notebooks
and the docs they link to: the teacher opens the teacher's notebook, a student the class test. The hub's database, the class
service's and the homes stay in .hub/ from one run to the next (`rm -rf .hub` starts afresh).

Run: ``.venv/bin/python tools/class_hub.py [--port 8000] [--students ada,sami,lina]``.
"""

from __future__ import annotations

import argparse
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "hub"))

from hubtools import PROXY, TEACHER, free_port, hub_config, request, start_hub, stop_hub  # noqa: E402

FOLDER = REPO / ".hub"
PASSWORD = "konkan"  # a hub on this machine only, for trying the class: never a school's hub
# What --help says first: whole sentences (the docstring's first line stops mid-sentence).
DESCRIPTION = (
    "A JupyterHub with konkan's class service on this machine (make hub), to try a class as a teacher and "
    "students would before a hub administrator sets one up. Sign in as teacher or as a student, password konkan."
)
OPEN = {"teacher": "15-teachers-notebook.ipynb", "student": "14-class-test.ipynb"}  # the one each opens first


def homes(students: list[str]) -> None:
    """Each person's home, with the notebooks and the docs they link to as the repository holds
    them (never files a run left beside them, such as a class's answer sheets), the notebooks
    trusted (so their stored pictures show before anything runs); a student's home without the
    teacher's notebook, and nobody asked about Jupyter's news. What is there already is left."""
    tracked = subprocess.run(
        ["git", "ls-files", "-z", "notebooks", "docs"], cwd=REPO, capture_output=True, check=True
    ).stdout.decode("utf-8")
    files = [name for name in tracked.split("\0") if name]
    for user in (TEACHER, *students):
        home = FOLDER / "home" / user
        home.mkdir(parents=True, exist_ok=True)
        if not (home / "notebooks").exists():
            for name in files:
                if user != TEACHER and name == f"notebooks/{OPEN['teacher']}":
                    continue
                (home / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(REPO / name, home / name)
        news = home / ".jupyter/lab/user-settings/@jupyterlab/apputils-extension/notification.jupyterlab-settings"
        news.parent.mkdir(parents=True, exist_ok=True)
        news.write_text('{"fetchNews": "false", "checkForUpdates": false}\n')
        notebooks = sorted(str(p) for p in (home / "notebooks").glob("*.ipynb"))
        subprocess.run(
            [sys.executable, "-m", "jupyter", "trust", *notebooks],
            env={**os.environ, "HOME": str(home), "JUPYTER_DATA_DIR": str(home / ".local/share/jupyter")},
            check=False,
            capture_output=True,
        )


def first_page() -> str:
    """Configuration lines that open, on signing in, the notebook each one starts with."""
    return (
        "\n".join(
            [
                "# --- make hub only: each one's first notebook opens when they sign in",
                "def _first_page(spawner):",
                f"    first = {OPEN['teacher']!r} if spawner.user.name == {TEACHER!r} else {OPEN['student']!r}",
                "    spawner.default_url = '/lab/tree/notebooks/' + first",
                "c.Spawner.pre_spawn_hook = _first_page",
            ]
        )
        + "\n"
    )


def port_free(port: int) -> bool:
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def _stop(*_: object) -> None:
    raise KeyboardInterrupt  # a SIGTERM stops the hub as Ctrl-C does


def main() -> int:
    parser = argparse.ArgumentParser(description=DESCRIPTION)
    parser.add_argument("--port", type=int, default=8000, help="The hub's port on 127.0.0.1 (default: 8000).")
    parser.add_argument(
        "--students",
        default="ada,sami,lina",
        help="The students' names, separated by commas (default: ada,sami,lina). Everyone's password is konkan.",
    )
    options = parser.parse_args()
    students = [s.strip() for s in options.students.split(",") if s.strip()]
    if not os.access(PROXY, os.X_OK):
        print(f"No configurable-http-proxy at {PROXY}: run `make hub`, which installs it.", file=sys.stderr)
        return 1
    if not port_free(options.port):
        print(
            f"Port {options.port} is in use already (an earlier hub may still run: stop it, or choose "
            f'another port: make hub HUB_ARGS="--port {options.port + 1}").',
            file=sys.stderr,
        )
        return 1
    FOLDER.mkdir(exist_ok=True)
    homes(students)
    signal.signal(signal.SIGTERM, _stop)
    signal.signal(signal.SIGINT, _stop)  # Ctrl-C, even where the shell started this with SIGINT ignored
    ports = {"public": options.port, **{name: free_port() for name in ("hub", "proxy_api", "service")}}
    config = hub_config(FOLDER, ports, PASSWORD, secrets.token_hex(16), users=(TEACHER, *students))
    (FOLDER / "jupyterhub_config.py").write_text(config + first_page())
    log = FOLDER / "jupyterhub.log"
    hub = start_hub(FOLDER, log)
    url = f"http://127.0.0.1:{options.port}"
    try:
        deadline = time.monotonic() + 90
        while not _ready(url):  # the service answers through the hub's proxy: nobody signed in, 403
            if hub.poll() is not None or time.monotonic() > deadline:
                tail = log.read_text(errors="replace").splitlines()[-12:]
                print(f"The hub did not start. The end of its log ({log}):", *tail, sep="\n", file=sys.stderr)
                return 1
            time.sleep(0.5)
        print(
            f"The class hub is at {url}/hub/login\n"
            f"  The teacher signs in as {TEACHER!r}, the students as {', '.join(map(repr, students))}; "
            f"everyone's password is {PASSWORD!r}.\n"
            f"  In each one's notebooks folder: the teacher opens {OPEN['teacher']}, a student {OPEN['student']}.\n"
            f"  Its log: {log}. Press Ctrl-C to stop it (the classes stay in {FOLDER}).",
            flush=True,
        )
        hub.wait()
        return hub.returncode or 0
    except KeyboardInterrupt:
        return 0
    finally:
        stop_hub(hub)  # and its proxy, its service and the users' servers


def _ready(url: str) -> bool:
    try:
        return request("GET", f"{url}/services/konkan/api/me", timeout=2)[0] == 403
    except OSError:
        return False


if __name__ == "__main__":
    sys.exit(main())
