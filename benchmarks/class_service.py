"""The class service under a class's load: 30 simulated students at 8 shared tables (six of 4 seats,
two of 3, every seat a student) playing whole games over HTTP, and answering the class test at the
same time, against the service in a process of its own on this machine (its hub replaced by a
table of tokens, tests/fake_hub.py, as in tests/test_class_service_web.py; everything else is the service the hub
runs: konkan/classroom/service/api.py on a SQLite file).

Each student follows their seat with the long poll (``GET api/tables/<id>/view?after=N&wait=20``)
and plays their turns as a greedy player choosing from that view. Prints, never asserts:

- moves handled per second (every move a student made, over the whole run);
- from a move sent to each seat's update (the first view that seat receives at the move's version
  or later; for the seat that moved, the reply): p50, p95, p99; and to the last seat's (every
  seat updated);
- the service's CPU time over the run, and per move (with the views each move brings);
- the service's memory: its resident set at the end, and its peak.

Goal: p95 under 200 ms on 2 cores. Run: ``.venv/bin/python benchmarks/class_service.py [--rounds N]
[--think S] [--profile FILE]`` (N rounds per game, the whole game of 5 by default; S seconds a student thinks before
each move, on average: 0 by default, every student moving the moment their turn comes, which
loads the service far beyond a class of people; FILE, where to write the service's cProfile
statistics, every thread's, for ``python -m pstats FILE``).
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import cProfile
import json
import os
import pstats
import random
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.fake_hub import ACCESS, PREFIX, table_hub  # the repository root is on the path now

TEACHER = "ms-haddad"
STUDENTS = [f"student-{i:02d}" for i in range(30)]
TABLES = [4, 4, 4, 4, 4, 4, 3, 3]  # 30 seats


def users() -> dict[str, dict[str, Any]]:
    table = {f"tok-{TEACHER}": {"kind": "user", "name": TEACHER, "groups": ["konkan-teachers"], "scopes": ACCESS}}
    for name in STUDENTS:
        table[f"tok-{name}"] = {"kind": "user", "name": name, "groups": [], "scopes": ACCESS}
    return table


def serve(port: int, db: str, profile: str = "") -> None:
    """The service, its hub a table of tokens (run in the benchmark's child process); with
    ``profile`` (a file's path), under cProfile in every thread, its statistics written there when
    the benchmark ends it."""
    from konkan.classroom.service.api import make_api_app

    if profile:
        profiles = profiled()
        signal.signal(signal.SIGTERM, lambda *_: (dump(profiles, profile), os._exit(0)))
    hub_auth = table_hub(users())
    app = make_api_app(hub_auth, f"sqlite:///{db}")

    async def run() -> None:
        app.listen(port, address="127.0.0.1")
        await asyncio.Event().wait()

    asyncio.run(run())


def profiled() -> list[cProfile.Profile]:
    """A profiler started in this thread and in every thread started from now on."""
    profiles = [cProfile.Profile(time.thread_time)]

    def start(*_: Any) -> None:
        sys.setprofile(None)
        profiles.append(cProfile.Profile(time.thread_time))
        profiles[-1].enable()

    threading.setprofile(start)
    profiles[0].enable()
    return profiles


def dump(profiles: list[cProfile.Profile], path: str) -> None:
    for p in profiles:
        p.disable()
    pstats.Stats(profiles[0]).dump_stats(path + ".loop")  # tornado's loop alone
    stats = pstats.Stats(profiles[0])
    for p in profiles[1:]:
        stats.add(p)
    stats.dump_stats(path)


class Student:
    def __init__(self, client: Any, base: str, name: str) -> None:
        self.client, self.base, self.name = client, base, name
        self.seen: list[tuple[int, float]] = []  # (version, when) of each view received

    async def call(self, method: str, path: str, body: Any = None, timeout: float = 60) -> Any:
        response = await self.client.fetch(
            self.base + path,
            method=method,
            headers={"Authorization": f"token tok-{self.name}", "Content-Type": "application/json"},
            body=None if method == "GET" else json.dumps(body or {}),
            request_timeout=timeout,
            raise_error=False,
        )
        reply = json.loads(response.body)
        if response.code >= 400:
            raise RuntimeError(f"{self.name} {method} {path}: {response.code} {reply}")
        return reply


async def play_seat(
    student: Student, table: int, rounds: int, think: float, moves: list[tuple[int, int, float]]
) -> None:
    from konkan.play.players import GreedyPlayer
    from konkan.view import SeatView

    bot = GreedyPlayer(seed=student.name, explain=False)
    now = await student.call("POST", f"api/tables/{table}/sit")
    while True:
        student.seen.append((now["version"], time.perf_counter()))
        if now["game_over"] or (now["round_over"] and now["rounds_dealt"] >= rounds):
            return
        if now["round_over"]:
            if now["seat"] == 0:
                now = await student.call("POST", f"api/tables/{table}/next-round")
                continue
        elif now["current"] == now["seat"] and SeatView.from_dict(now["view"]).my_turn:
            action = str(bot.decide(SeatView.from_dict(now["view"])).action)
            if think:
                await asyncio.sleep(random.uniform(0.5, 1.5) * think)
            sent = time.perf_counter()
            now = await student.call("POST", f"api/tables/{table}/actions", {"action": action})
            moves.append((table, now["version"], sent))
            continue
        now = await student.call("GET", f"api/tables/{table}/view?after={now['version']}&wait=20", timeout=30)


async def answer_test(student: Student, code: str, answers: dict[str, str], spread: float) -> int:
    sheet = await student.call("GET", f"api/classes/{code}/test")
    given = 0
    for puzzle in sheet["puzzles"]:
        await asyncio.sleep(random.uniform(0, spread))
        await student.call(
            "POST", f"api/classes/{code}/test/answers", {"puzzle": puzzle["id"], "answer": answers[puzzle["id"]]}
        )
        given += 1
    return given


def memory(pid: int) -> tuple[float, float]:
    """The process's resident set now and at its peak, in MB."""
    fields = dict(line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines() if ":" in line)
    return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024


def cpu_seconds(pid: int) -> float:
    """The CPU time the process has used (user and system), in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def quantiles(values: list[float]) -> str:
    cuts = statistics.quantiles(values, n=100, method="inclusive")
    return (
        f"p50 {cuts[49] * 1000:.0f} ms, p95 {cuts[94] * 1000:.0f} ms, p99 {cuts[98] * 1000:.0f} ms (of {len(values)})"
    )


async def main(rounds: int, think: float, profile: str = "") -> None:
    from tornado.httpclient import AsyncHTTPClient

    from konkan.classroom.testmode import ClassTest, answer_text

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    folder = tempfile.mkdtemp(prefix="konkan-bench-")
    serving = [sys.executable, __file__, "--serve", str(port), str(Path(folder) / "class.sqlite")]
    service = subprocess.Popen(serving + ([str(Path(profile).resolve())] if profile else []))
    AsyncHTTPClient.configure(None, max_clients=200)
    client = AsyncHTTPClient()
    base = f"http://127.0.0.1:{port}{PREFIX}"
    try:
        teacher = Student(client, base, TEACHER)
        for _ in range(100):
            try:
                await teacher.call("GET", "api/me")
                break
            except (ConnectionError, OSError):
                await asyncio.sleep(0.1)
        code = (await teacher.call("POST", "api/classes", {"players": 4, "seed": 2026}))["code"]
        test = ClassTest((await teacher.call("GET", "api/classes"))["teaching"][0]["code"])
        answers = {pid: answer_text(test.puzzle(pid), test.puzzle(pid).answer) for pid in test.ids}
        students = [Student(client, base, name) for name in STUDENTS]
        seating: list[tuple[Student, int]] = []
        for seats in TABLES:
            table = (await teacher.call("POST", f"api/classes/{code}/tables", {"seats": seats}))["table"]
            for _ in range(seats):
                student = students[len(seating)]
                await student.call("POST", f"api/classes/{code}/join")
                seating.append((student, table))
        moves: list[tuple[int, int, float]] = []
        load = os.getloadavg()[0]
        cpu = cpu_seconds(service.pid)
        started = time.perf_counter()
        played = asyncio.gather(*(play_seat(student, table, rounds, think, moves) for student, table in seating))
        # each answer after a pause of up to "spread" seconds: the ten answered while the games go on
        spread = rounds * (2 + 10 * think)
        answered = asyncio.gather(*(answer_test(student, code, answers, spread) for student in students))
        await played
        elapsed = time.perf_counter() - started
        results = await answered
        rss, peak = memory(service.pid)
        cpu = cpu_seconds(service.pid) - cpu
    finally:
        service.terminate()
        service.wait(10)
        client.close()
        shutil.rmtree(folder, ignore_errors=True)
    # From each move to each seat's first view at its version or later.
    table_of = {student.name: table for student, table in seating}
    each: list[float] = []
    every: list[float] = []
    for table, version, sent in moves:
        waits = []
        for student in students:
            if table_of[student.name] != table:
                continue
            versions = [v for v, _ in student.seen]
            i = bisect.bisect_left(versions, version)
            if i < len(versions):
                waits.append(student.seen[i][1] - sent)
        each.extend(waits)
        every.append(max(waits))
    print(
        f"30 students at 8 tables, {rounds} round(s) a game, on {os.cpu_count()} cores (load average before: {load:.1f})"
    )
    print(f"moves: {len(moves)} in {elapsed:.1f} s: {len(moves) / elapsed:.0f} moves handled per second")
    print(f"test answers: {sum(r for r in results if isinstance(r, int))}")
    print(f"a move to each seat's update: {quantiles(each)}")
    print(f"a move to every seat's update: {quantiles(every)}")
    print(f"the service's CPU: {cpu:.1f} s over the run, {cpu / len(moves) * 1000:.0f} ms a move (its views included)")
    print(f"the service's memory: {rss:.0f} MB resident at the end, {peak:.0f} MB at its peak")


if __name__ == "__main__":
    if len(sys.argv) in (4, 5) and sys.argv[1] == "--serve":
        serve(int(sys.argv[2]), sys.argv[3], *sys.argv[4:])
    else:
        parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
        parser.add_argument("--rounds", type=int, default=5, help="rounds played at each table (a game is 5)")
        parser.add_argument(
            "--think", type=float, default=0.0, help="seconds a student thinks before a move, on average"
        )
        parser.add_argument(
            "--profile", default="", help="a file to write the service's cProfile statistics to (every thread)"
        )
        options = parser.parse_args()
        asyncio.run(main(options.rounds, options.think, options.profile))
