"""A whole number as Fluent takes it: a number (so a translation can choose its plural form by it),
written ungrouped in the digits chosen."""

from __future__ import annotations

from typing import Any

from fluent.runtime.types import FluentInt

EASTERN = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


class Count(FluentInt):
    digits = "western"

    def format(self, locale: Any) -> str:
        text = str(int(self))
        return text.translate(EASTERN) if self.digits == "eastern" else text


class EasternCount(Count):
    digits = "eastern"


def count(value: int, digits: str) -> Count:
    return EasternCount(value) if digits == "eastern" else Count(value)
