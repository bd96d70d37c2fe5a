"""konkan's use of ``fluent.runtime``: a bundle that keeps konkan's numbers as konkan writes them.

A whole number is passed to a message as a number, so a translation can choose its plural form by it
(Arabic's one, two, few, many; French's one and other), and it is written ungrouped (1000, not 1,000)
in the digits chosen (Western 0-9, or Eastern Arabic ٠-٩). ``fluent.runtime`` turns every int it is
given into its own number type, formatted by the locale's rules; this bundle passes konkan's own
number type through instead. Imported only when a language other than English is spoken."""

from __future__ import annotations

from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime.resolver import CurrentEnvironment, ResolverEnvironment
from fluent.runtime.types import FluentInt
from fluent.runtime.utils import native_to_fluent

EASTERN = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


class Count(FluentInt):
    """A whole number in a message, written in Western digits."""

    def format(self, locale: Any) -> str:
        return str(int(self))


class EasternCount(Count):
    """A whole number in a message, written in Eastern Arabic digits."""

    def format(self, locale: Any) -> str:
        return str(int(self)).translate(EASTERN)


def count(value: int, digits: str) -> Count:
    return EasternCount(value) if digits == "eastern" else Count(value)


class Bundle(FluentBundle):
    """A ``FluentBundle`` that takes konkan's numbers as they are (see the module's docstring)."""

    def format_pattern(self, pattern: Any, args: dict[str, Any] | None = None) -> tuple[Any, list[Exception]]:
        given = {
            name: value if isinstance(value, Count) else native_to_fluent(value) for name, value in (args or {}).items()
        }
        errors: list[Exception] = []
        env = ResolverEnvironment(context=self, current=CurrentEnvironment(args=given), errors=errors)
        try:
            result = pattern(env)
        except ValueError as e:
            errors.append(e)
            result = "{???}"
        return result, errors
