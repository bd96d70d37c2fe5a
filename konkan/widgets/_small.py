"""What the smaller widgets (MeldChecker, OpeningTrainer, ScoreSheet, Practice) share beyond the
base on the Python side: pictures made of :mod:`konkan.render` drawings stacked with lines of text
(for places with no live kernel). Their shared front-end helpers are ``js/src/small.js`` and
``small.css``, which each of their modules imports."""

from __future__ import annotations

import re
from collections.abc import Sequence
from html import escape

__all__ = ["grid_svg", "row", "stack", "text_svg", "wrap"]


_SIZE = re.compile(r'^<svg\b[^>]*?\bwidth="([\d.]+)"[^>]*?\bheight="([\d.]+)"')
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"


def _size(svg: str) -> tuple[float, float]:
    m = _SIZE.match(svg)
    if m is None:
        raise ValueError("not an SVG drawing from konkan.render")
    return float(m.group(1)), float(m.group(2))


def text_svg(lines: Sequence[str], *, size: float = 13, width: float | None = None, bold: bool = False,
             colour: str = "#1f2328") -> str:
    """Lines of text as an SVG drawing (each line as given: no wrapping); as wide as the longest
    line unless ``width`` is given."""
    step = size * 1.45
    height = step * max(len(lines), 1) + 4
    if width is None:
        width = 8 + size * 0.62 * max((len(line) for line in lines), default=1)
    weight = ' font-weight="700"' if bold else ""
    body = "".join(f'<text x="4" y="{(i + 1) * step - 3:.1f}" font-size="{size}"{weight} fill="{colour}">'
                   f"{escape(line)}</text>" for i, line in enumerate(lines))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
            f'viewBox="0 0 {width:.0f} {height:.0f}" font-family="{escape(FONT)}">{body}</svg>')


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
            body.append(f'<text x="{x:.0f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}"{weight} '
                        f'fill="#1f2328">{escape(cell)}</text>')
        if i == len(rows) - 2:
            body.append(f'<line x1="4" x2="{width - 4:.0f}" y1="{y + 6:.1f}" y2="{y + 6:.1f}" stroke="#1f2328"/>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
            f'viewBox="0 0 {width:.0f} {height:.0f}" font-family="{escape(FONT)}">{"".join(body)}</svg>')


def row(parts: Sequence[str], *, gap: float = 10) -> str:
    """SVG drawings side by side, as one drawing."""
    x = 0.0
    height = 0.0
    body = []
    for part in parts:
        w, h = _size(part)
        body.append(part.replace("<svg ", f'<svg x="{x:.1f}" y="0" ', 1))
        x += w + gap
        height = max(height, h)
    width = max(x - gap, 1)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
            f'viewBox="0 0 {width:.0f} {height:.0f}">' + "".join(body) + "</svg>")


def wrap(text: str, width: int = 90) -> list[str]:
    """A sentence cut into lines of at most ``width`` characters, at spaces."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return lines


def stack(parts: Sequence[str], *, gap: float = 6, title: str = "") -> str:
    """SVG drawings one under the other, as one drawing."""
    y = 0.0
    width = 0.0
    body = []
    for part in parts:
        w, h = _size(part)
        body.append(part.replace("<svg ", f'<svg x="0" y="{y:.1f}" ', 1))
        y += h + gap
        width = max(width, w)
    height = max(y - gap, 1)
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" class="konkan" width="{width:.0f}" height="{height:.0f}" '
            f'viewBox="0 0 {width:.0f} {height:.0f}" role="img">')
    if title:
        head += f"<title>{escape(title)}</title>"
    return head + "".join(body) + "</svg>"
