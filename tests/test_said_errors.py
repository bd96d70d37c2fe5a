"""In a notebook, a konkan error reads as its sentence (konkan/widgets/said_errors.py)."""

from __future__ import annotations

from typing import Any

import pytest
from IPython.core.interactiveshell import InteractiveShell

from konkan.classroom.codes import InvalidClassCode
from konkan.widgets import said_errors


@pytest.fixture
def shell() -> Any:
    shell: Any = InteractiveShell.instance()
    shown: list[tuple[type, list[str]]] = []
    shell._showtraceback = lambda etype, value, stb: shown.append((etype, stb))  # what the notebook receives
    shell.shown = shown
    yield shell
    shell.set_custom_exc((), None)
    InteractiveShell.clear_instance()


def test_a_konkan_error_is_shown_as_its_sentence_and_the_cell_still_fails(shell: Any) -> None:
    assert said_errors.install(shell) and said_errors.install(shell)  # twice: still one handler
    result = shell.run_cell("from konkan import Class\nClass('ravn-4004')")
    assert isinstance(result.error_in_exec, InvalidClassCode) and not result.success
    [(etype, lines)] = shell.shown
    assert etype is InvalidClassCode and len(lines) == 1  # the sentence alone
    assert str(result.error_in_exec) in lines[0] and "did you mean 'raven'?" in lines[0]
    assert not [line for line in lines if "Traceback" in line or "File " in line]  # no program lines
    # %tb still gives the program lines of that error
    shell.shown.clear()
    shell.run_line_magic("tb", "")
    [(etype, lines)] = shell.shown
    assert etype is InvalidClassCode and any("Traceback" in line for line in lines) and len(lines) > 2


def test_other_errors_are_shown_as_python_shows_them(shell: Any) -> None:
    said_errors.install(shell)
    shell.run_cell("1 / 0")
    [(etype, lines)] = shell.shown
    assert etype is ZeroDivisionError and any("Traceback" in line for line in lines)


def test_outside_ipython_nothing_is_installed() -> None:
    from IPython import get_ipython

    assert (get_ipython() is None) == (said_errors.install() is False)
