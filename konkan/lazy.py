"""Names a package offers from the layers above the engine, imported the first time they are used
(PEP 562), so that ``import konkan`` loads the engine alone."""

from __future__ import annotations

import sys
from collections.abc import Callable
from importlib import import_module
from typing import Any


def lazy_names(
    package: str, table: dict[str, str], namespace: dict[str, Any]
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The module ``__getattr__`` and ``__dir__`` of ``package`` (its ``__name__``), whose
    ``namespace`` (its ``globals()``) gets each name of ``table`` (name: module, relative to the
    package) from its module when first asked for."""

    def __getattr__(name: str) -> Any:
        module = table.get(name)
        loaded = sys.modules.get(f"{package}.{name}")
        if module is None and loaded is not None:
            return loaded  # a submodule imported before the package (as the import system sets it)
        if module is None:
            from .catalogue import say  # only a wrong name pays for the words

            raise AttributeError(say("error.lazy.no_attribute", package=repr(package), name=repr(name)))
        value = getattr(import_module(module, package), name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted(set(namespace) | set(table))

    return __getattr__, __dir__
