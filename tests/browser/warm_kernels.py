"""Python kernels for the browser tests' servers, forked from a warm process.

A browser test opens a notebook, and its kernel starts: about 2.3 CPU-seconds on an idle machine,
half of it Python importing ipykernel, IPython, zmq, jupyter_client and konkan. The suite starts
about a hundred kernels, on a machine whose two cores the run keeps busy. Here one process per test
worker imports all that once (``serve``); each kernel the test servers start is a ``fork`` of it
that then runs ipykernel exactly as ``python -m ipykernel_launcher -f CONNECTION_FILE`` does, in the
environment and the directory the server gave (``launch``, which the server runs as the kernel's
command through the kernelspec :func:`kernelspec` writes): about 1.2 CPU-seconds a kernel
(``benchmarks/bench_test_pages.py`` prints both). The kernel is the same ipykernel, IPython and
konkan; only their imports happened before the fork, and nothing that registers itself with a
running kernel is imported early (ipywidgets, anywidget and konkan.widgets are imported by the
notebook, as anywhere else). tests/test_binder.py's nbval run, which compares every notebook's
stored outputs, uses such kernels too: forked from a process of Binder's environment that imports
ipykernel but not konkan (``serve SOCKET --without-konkan``), so that each notebook imports konkan
itself, as in any kernel, and anything that import prints lands in its cell's output.

``launch`` stands in for the kernel as the server sees it: the kernel's standard streams are its
own (passed over the socket), a signal sent to it (an interrupt, a terminate) is passed on to the
kernel, and it exits when the kernel does. A kernel whose launcher is gone (killed outright) exits
too, so a failed test leaves no kernel behind.

This file is run by path and imports nothing but the standard library until ``serve`` warms up.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import sys
import threading
from pathlib import Path


def serve(path: str, *, engine: bool = True) -> None:
    """Import the kernel's modules, then fork a kernel for each launcher that connects to ``path``.
    With ``engine`` false, konkan is not among them: each kernel imports it as a notebook's first
    cell does in any kernel, and what that import prints (a warning, say) lands in the cell's output
    (tests/test_binder.py compares those outputs with the stored ones)."""
    if sys.path and Path(sys.path[0]).resolve() == Path(__file__).resolve().parent:
        del sys.path[0]  # as ipykernel_launcher removes its own; IPython puts the kernel's cwd first
    import ipykernel.kernelapp  # noqa: F401
    import ipykernel_launcher

    if engine:
        import konkan  # noqa: F401  (the engine only: konkan.widgets registers with a kernel's comms)

    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # kernels that exit are reaped at once
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(path)
    server.listen(64)
    sys.stdout.write("ready\n")
    sys.stdout.flush()
    while True:
        conn, _ = server.accept()
        try:
            text, fds, _, _ = socket.recv_fds(conn, 1 << 22, 3)
            request = json.loads(text)
        except (OSError, ValueError):
            conn.close()
            continue
        if os.fork() == 0:
            server.close()
            _kernel(conn, fds, request, ipykernel_launcher.__file__)
        for fd in fds:
            os.close(fd)
        conn.close()


def _kernel(conn: socket.socket, fds: list[int], request: dict, launcher: str) -> None:
    """In the forked child: become the kernel the launcher asked for."""
    try:
        for target, fd in enumerate(fds):
            os.dup2(fd, target)
        for fd in fds:
            os.close(fd)
        os.setsid()
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        os.environ.clear()
        os.environ.update(request["env"])
        os.chdir(request["cwd"])
        sys.argv = [launcher, *request["argv"]]
        conn.sendall(json.dumps({"pid": os.getpid()}).encode() + b"\n")

        def launcher_gone() -> None:  # the launcher never writes: end of stream means it exited
            try:
                while conn.recv(1 << 12):
                    pass
            finally:
                os._exit(1)

        threading.Thread(target=launcher_gone, name="launcher-watch", daemon=True).start()
        from ipykernel import kernelapp

        kernelapp.launch_new_instance()
    except SystemExit as done:
        os._exit(done.code if isinstance(done.code, int) else 0)
    except BaseException:
        import traceback

        traceback.print_exc()
        os._exit(1)
    os._exit(0)


def launch(path: str, argv: list[str]) -> None:
    """The kernel's command: ask the warm process at ``path`` for a kernel, then stand in for it."""
    conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    conn.connect(path)
    request = {"argv": argv, "env": dict(os.environ), "cwd": os.getcwd()}
    socket.send_fds(conn, [json.dumps(request).encode()], [0, 1, 2])
    reply = conn.makefile("rb").readline()
    if not reply:
        sys.exit("warm_kernels: the warm process gave no kernel")
    pid = json.loads(reply)["pid"]

    def forward(signum: int, _frame: object) -> None:
        try:
            os.kill(pid, signum)
        except ProcessLookupError:
            pass

    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT, signal.SIGUSR1, signal.SIGUSR2):
        signal.signal(signum, forward)
    while True:  # the kernel holds the other end open until it exits
        try:
            if not conn.recv(1 << 12):
                break
        except InterruptedError:
            continue
    sys.exit(0)


def kernelspec(folder: Path, path: str) -> Path:
    """Write a ``python3`` kernelspec in ``folder``/kernels (put ``folder`` first on JUPYTER_PATH) whose
    kernels come from the warm process listening at ``path``."""
    spec = folder / "kernels" / "python3"
    spec.mkdir(parents=True, exist_ok=True)
    (spec / "kernel.json").write_text(
        json.dumps(
            {
                "argv": [
                    sys.executable,
                    "-S",
                    str(Path(__file__).resolve()),
                    "launch",
                    path,
                    "-f",
                    "{connection_file}",
                ],
                "display_name": "Python 3 (ipykernel)",
                "language": "python",
                "metadata": {"debugger": True},
                "kernel_protocol_version": "5.5",
            },
            indent=1,
        )
    )
    return spec


if __name__ == "__main__":
    if len(sys.argv) in (3, 4) and sys.argv[1] == "serve" and sys.argv[3:] in ([], ["--without-konkan"]):
        serve(sys.argv[2], engine=sys.argv[3:] == [])
    elif len(sys.argv) >= 3 and sys.argv[1] == "launch":
        launch(sys.argv[2], sys.argv[3:])
    else:
        sys.exit("usage: warm_kernels.py serve SOCKET [--without-konkan] | launch SOCKET -f CONNECTION_FILE")
