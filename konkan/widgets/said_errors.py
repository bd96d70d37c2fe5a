"""A konkan error in a notebook, shown as its sentence.

A learner who mistypes a card or a class code gets a :class:`~konkan.errors.KonkanError` whose
sentence says what was wrong, naming the input. In a notebook, Python would print it at the bottom
of a red block of program lines (a traceback) that a twelve-year-old can't read. Once
``konkan.widgets`` is imported in an IPython kernel, such an error is shown as its sentence alone;
a programmer who wants the program lines runs ``%tb`` (IPython's own) in the next cell. The cell
still fails as with any error (a notebook run stops there). Every other error is shown as usual.
"""

from __future__ import annotations

import sys
from typing import Any

from ..errors import KonkanError

__all__ = ["install", "sentence_lines"]

_RED, _PLAIN = "\x1b[1;31m", "\x1b[0m"  # not user words: the terminal's colours


def sentence_lines(error: BaseException) -> list[str]:
    """What a notebook shows for ``error``: its sentence, nothing more."""
    return [f"{_RED}{error}{_PLAIN}"]


def _shown(shell: Any, etype: type[BaseException], value: BaseException, tb: Any, tb_offset: Any = None) -> list[str]:
    # IPython leaves the showing to this handler; %tb reads the error from sys.last_*
    sys.last_type, sys.last_value, sys.last_traceback = etype, value, tb
    if sys.version_info >= (3, 12):
        sys.last_exc = value  # pragma: no cover - this machine's Python is 3.11
    lines = sentence_lines(value)
    shell._showtraceback(etype, value, lines)
    return lines


def install(shell: Any = None) -> bool:
    """Show konkan's errors as sentences in ``shell`` (the running IPython, if any): whether it does."""
    if shell is None:
        try:
            from IPython import get_ipython
        except ImportError:  # pragma: no cover - ipywidgets needs IPython
            return False
        shell = get_ipython()
    if shell is None or not hasattr(shell, "set_custom_exc"):
        return False
    if KonkanError not in getattr(shell, "custom_exceptions", ()):
        shell.set_custom_exc((KonkanError,), _shown)
    return True
