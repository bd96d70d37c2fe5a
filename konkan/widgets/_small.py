"""Pictures for places with no live kernel (GitHub, nbviewer, a notebook before its cells run),
made of :mod:`konkan.render` drawings stacked with lines of text: the one set of helpers the
widgets' pictures use: the smaller widgets' (MeldChecker, OpeningTrainer, ScoreSheet, Practice)
and the lesson's. The smaller widgets' shared front-end helpers are ``js/src/small.js`` and
``small.css``, which each of their modules imports."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from html import escape
from typing import Protocol

from ..catalogue import say

__all__ = ["grid_svg", "placed", "row", "stack", "svg_size", "text_svg", "wrap"]


_SIZE = re.compile(r'^<svg\b[^>]*?\bwidth="([\d.]+)"[^>]*?\bheight="([\d.]+)"')
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"  # not user words


def svg_size(svg: str) -> tuple[float, float]:
    """The width and height a drawing's ``<svg>`` head declares."""
    m = _SIZE.match(svg)
    if m is None:
        raise ValueError(say("widget.base.error.not_svg"))
    return float(m.group(1)), float(m.group(2))


def placed(svg: str, *, x: str = "0", y: str = "0") -> str:
    """The drawing placed at ``x``, ``y`` inside another (the numbers written as the caller writes them)."""
    return svg.replace("<svg ", f'<svg x="{x}" y="{y}" ', 1)


def _tenths(x: float) -> str:
    return f"{x:.1f}"


class Document(Protocol):
    """Writes the head of a drawing made of others (:func:`row`, :func:`stack`) around its body."""

    def __call__(self, width: float, height: float, body: str, *, title: str | None = None) -> str: ...


def _plain(width: float, height: float, body: str, *, title: str | None = None, font: bool = False) -> str:
    """A drawing's head with whole numbers, in ``FONT`` if ``font``, around ``body`` (no title)."""
    family = f' font-family="{escape(FONT)}"' if font else ""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '  # not user words
        f'viewBox="0 0 {width:.0f} {height:.0f}"{family}>' + body + "</svg>"
    )


def _figure(width: float, height: float, body: str, *, title: str | None = None) -> str:
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="konkan" width="{width:.0f}" height="{height:.0f}" '  # not user words
        f'viewBox="0 0 {width:.0f} {height:.0f}" role="img">'
    )
    if title:
        head += f"<title>{escape(title)}</title>"
    return head + body + "</svg>"


def _lined_up(
    parts: Sequence[str], gap: float, number: Callable[[float], str], *, across: bool
) -> tuple[str, float, float]:
    """The drawings side by side (``across``) or one under the other, ``gap`` apart, each placed
    where ``number`` writes its offset: the body, and the whole's width and height."""
    along = thick = 0.0
    body = []
    for part in parts:
        w, h = svg_size(part)
        body.append(placed(part, x=number(along)) if across else placed(part, y=number(along)))
        along += (w if across else h) + gap
        thick = max(thick, h if across else w)
    length = max(along - gap, 1)
    width, height = (length, thick) if across else (thick, length)
    return "".join(body), width, height


def text_svg(
    lines: Sequence[str], *, size: float = 13, width: float | None = None, bold: bool = False, colour: str = "#1f2328"
) -> str:
    """Lines of text as an SVG drawing (each line as given: no wrapping); as wide as the longest
    line unless ``width`` is given."""
    step = size * 1.45
    height = step * max(len(lines), 1) + 4
    if width is None:
        width = 8 + size * 0.62 * max((len(line) for line in lines), default=1)
    weight = ' font-weight="700"' if bold else ""
    body = "".join(
        f'<text x="4" y="{(i + 1) * step - 3:.1f}" font-size="{size}"{weight} fill="{colour}">{escape(line)}</text>'
        for i, line in enumerate(lines)
    )
    return _plain(width, height, body, font=True)


def grid_svg(rows: Sequence[Sequence[str]], *, size: float = 13, first: float = 70, column: float = 80) -> str:
    """A table of text: the first column left-aligned, the others right-aligned; the first and
    last rows bold."""
    step = size * 1.6
    width = first + column * max((len(r) - 1 for r in rows), default=0) + 8
    height = step * len(rows) + 4
    body = []
    for i, row in enumerate(rows):
        y = (i + 1) * step - 4
        weight = ' font-weight="700"' if i in (0, len(rows) - 1) else ""
        for j, cell in enumerate(row):
            x, anchor = (4, "start") if j == 0 else (first + column * j, "end")
            body.append(
                f'<text x="{x:.0f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}"{weight} '
                f'fill="#1f2328">{escape(cell)}</text>'
            )
        if i == len(rows) - 2:
            body.append(f'<line x1="4" x2="{width - 4:.0f}" y1="{y + 6:.1f}" y2="{y + 6:.1f}" stroke="#1f2328"/>')
    return _plain(width, height, "".join(body), font=True)


def row(
    parts: Sequence[str], *, gap: float = 10, number: Callable[[float], str] = _tenths, document: Document = _plain
) -> str:
    """SVG drawings side by side, as one drawing. ``number`` writes where each one starts and
    ``document`` the whole's head: the lesson writes both as its drawings do
    (:mod:`konkan.render`), the smaller widgets as they always have."""
    body, width, height = _lined_up(parts, gap, number, across=True)
    return document(width, height, body)


def wrap(text: str, width: float = 90, measure: Callable[[str], float] = len) -> list[str]:
    """A sentence cut into lines at spaces, each at most ``width`` long as ``measure`` finds it
    (in characters, unless told otherwise)."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        if line and measure(f"{line} {word}") > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return lines


def stack(
    parts: Sequence[str],
    *,
    gap: float = 6,
    title: str = "",
    number: Callable[[float], str] = _tenths,
    document: Document = _figure,
) -> str:
    """SVG drawings one under the other, as one drawing, with ``title`` if one is given (its head
    and numbers written as for :func:`row`)."""
    body, width, height = _lined_up(parts, gap, number, across=False)
    return document(width, height, body, title=title or None)
