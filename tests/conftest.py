"""Every reason code is reached by some test.

While the unit tests run, every verdict-like record the engine makes (verdicts, meld verdicts,
openings, Konkan shapes, hints, round results) has its ``code`` noted. When a run has collected the whole unit
suite, it fails if some :class:`konkan.Reason` was never produced: a reason no test reaches is
either dead or untested.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from hypothesis import settings

import konkan
from konkan import Reason

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))  # so tests can `from helpers import deal`

# In CI the property tests draw the same examples every run, so a run's result never depends on luck.
settings.register_profile("ci", derandomize=True)
if os.environ.get("CI"):
    settings.load_profile("ci")

REACHED: set[Reason] = set()


def _watch(cls: type) -> None:
    original = cls.__init__

    def init(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        original(self, *args, **kwargs)
        code = getattr(self, "code", None)
        if isinstance(code, Reason):
            REACHED.add(code)

    cls.__init__ = init  # type: ignore[method-assign]


for _name in ("Verdict", "MeldVerdict", "Opening", "KonkanShape", "Hint", "RoundResult"):
    _cls = getattr(konkan, _name, None)
    if _cls is not None:
        _watch(_cls)


def _whole_unit_suite(session: pytest.Session) -> bool:
    unit_files = {p.name for p in HERE.glob("test_*.py")}
    ran = {Path(str(item.fspath)).name for item in session.items}
    return bool(unit_files) and unit_files <= ran


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if exitstatus != 0 or not _whole_unit_suite(session):
        return
    missing = sorted(r.value for r in set(Reason) - REACHED)
    if missing:
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        if reporter is not None:
            reporter.write_line(f"Reason codes no test reaches: {', '.join(missing)}", red=True)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
