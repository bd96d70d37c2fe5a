"""Printable sheets: a class's test on paper, and its answer key.

:func:`sheet_html` writes one HTML page made for printing: the class code and a line for the
student's name at the top, then the puzzles (each its question, pictures of its cards, and room
to write the answer), as many to a page as fit, none cut across two pages, with nothing that needs
a widget, a kernel or the network. With ``key=True`` it is the answer key instead: at its top a
line per puzzle with its answer, for quick marking, then each puzzle's answer and worked solution.
:func:`write_sheets` writes both, and their PDFs through headless Chromium where it is installed.

>>> from konkan.classroom.testmode import ClassTest
>>> page = sheet_html(ClassTest("river-7661", count=2))
>>> page.count('class="puzzle"'), "Name:" in page
(2, True)
"""

from __future__ import annotations

import html
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from ..catalogue import say
from ..errors import KonkanError, shown_path
from ..render import svg_img
from ..teaching.practice import KIND_NAMES, answer_form
from .testmode import ClassTest

__all__ = ["Preview", "chromium", "preview", "sheet_html", "write_pdf", "write_sheets"]

_CSS = (
    "\n"  # not user words: the sheets' stylesheet
    """@page { size: A4; margin: 16mm 14mm; }
body { font-family: system-ui, "Segoe UI", Roboto, Arial, sans-serif; color: #1f2328; font-size: 13pt; }
h1 { font-size: 18pt; margin: 0 0 4pt; }
.head { border-bottom: 1.5pt solid #1f2328; padding-bottom: 6pt; margin-bottom: 10pt; }
.name { border-bottom: 1pt solid #57606a; padding-top: 16pt; margin-top: 6pt; width: 70%; }
.puzzle { break-inside: avoid; padding-bottom: 6pt; }
.puzzle + .puzzle { border-top: 1pt dashed #c9ced6; margin-top: 8pt; }
.puzzle h2 { font-size: 14pt; margin: 8pt 0 3pt; }
.puzzle p { margin: 3pt 0; }
.ask { font-weight: 700; }
.picture { display: inline-block; vertical-align: top; margin: 4pt 14pt 4pt 0; }
.picture .caption { font-size: 10.5pt; color: #57606a; font-weight: 600; }
.picture svg { max-width: 100%; max-height: 26mm; width: auto; height: auto; }
.write { margin-top: 8pt; }
.write .line { border-bottom: 1pt solid #57606a; height: 22pt; margin: 4pt 0; display: flex; align-items: flex-end; }
.write .line span { font-size: 11pt; color: #57606a; min-width: 7em; }
.how { font-size: 10.5pt; color: #57606a; }
.key { break-inside: avoid; border-bottom: 0.5pt solid #c9ced6; padding: 5pt 0; }
.key .answer { font-weight: 700; }
.key p { margin: 2pt 0; }
.marking { break-inside: avoid; margin: 0 0 12pt; padding: 0 0 8pt 1.6em; border-bottom: 1.5pt solid #1f2328; }
.marking li { margin: 2pt 0; }
.marking .answer { font-weight: 700; }
@media screen { body { max-width: 190mm; margin: 10mm auto; } }
"""
)


def _lines(text: str) -> str:
    return "".join(f"<p>{html.escape(line)}</p>" for line in text.split("\n") if line)


_DOCTYPE = "<!doctype html>"  # not user words


def _tag(name: str, **attrs: str) -> str:
    """An opening tag: ``_tag("div", cls="key", data_id="x")`` is ``<div class="key" data-id="x">``."""
    said = "".join(f' {"class" if k == "cls" else k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    return f"<{name}{said}>"


def _on_paper(how: str) -> str:
    """How to give the answer, for a pen: "Type the cards..." becomes "Write the cards..."."""
    typed = say("class.sheet.on_screen", rest="")
    return say("class.sheet.on_paper", rest=how[len(typed) :]) if how.startswith(typed) else how


def sheet_html(test: ClassTest, *, key: bool = False) -> str:
    """The test of a class as one printable HTML page (``key=True``: its answer key)."""
    if not isinstance(test, ClassTest):
        raise KonkanError(say("error.class.needs_test", function="sheet_html"))
    e = html.escape
    title = say("class.sheet.title.key" if key else "class.sheet.title", code=test.code)
    parts = [
        _DOCTYPE + f"{_tag('html', lang='en')}<head>{_tag('meta', charset='utf-8')}<title>{e(title)}</title>"
        f"<style>{_CSS}</style></head><body>",
        f"{_tag('div', cls='head')}<h1>{e(say('class.sheet.head', code=test.code))}</h1><div>{e(test.describe())}</div>",
    ]
    if key:
        parts.append(f"<p><b>{e(say('class.sheet.answer_key'))}</b></p></div>")
    else:
        parts.append(f"{_tag('div', cls='name')}{e(say('class.sheet.name'))}</div></div>")
    if key:
        items = test.key()
        # The answers alone first, a line a puzzle, for marking a pile of sheets quickly.
        parts.append(
            _tag("ol", cls="marking", aria_label=e(say("class.sheet.marking")))
            + "".join(
                f"{_tag('li', data_id=e(item['id']))}{e(KIND_NAMES[p.kind])}: "
                f"{_tag('span', cls='answer')}{e(item['words'])}</span></li>"
                for item, p in zip(items, test.puzzles, strict=True)
            )
            + "</ol>"
        )
        for item in items:
            parts.append(
                _tag("div", cls="key", data_id=e(item["id"]))
                + say(
                    "class.sheet.key_answer",
                    name=f"<b>{e(item['name'])}</b>",
                    words=f"{_tag('span', cls='answer')}{e(item['words'])}</span>",
                )
                + f"{_lines(item['solution'])}</div>"
            )
    else:
        for n, (pid, p) in enumerate(zip(test.ids, test.puzzles, strict=True), 1):
            first, *rest = p.prompt.split("\n")
            pictures = "".join(
                f"{_tag('div', cls='picture')}{_tag('div', cls='caption')}{e(caption)}</div>{svg}</div>"
                for caption, svg in p._pictures
            )
            form = answer_form(p)
            if form.shape == "numbers":
                write = "".join(f"{_tag('div', cls='line')}<span>{e(s)}:</span></div>" for s in form.seats)
            else:
                write = f"{_tag('div', cls='line')}<span>{e(say('class.sheet.your_answer'))}</span></div>"
            parts.append(
                _tag("section", cls="puzzle", data_id=e(pid))
                + f"<h2>{e(say('class.sheet.puzzle', number=n, count=test.count, kind=KIND_NAMES[p.kind]))}</h2>"
                f'<p class="ask">{e(first)}</p>{_lines(chr(10).join(rest))}'
                f"{pictures}{_tag('div', cls='write')}{write}{_tag('div', cls='how')}{e(_on_paper(form.how))}.</div>"
                "</div></section>"
            )
    parts.append("</body></html>")
    return "".join(parts)


def chromium() -> str | None:
    """A Chromium (or Chrome) to print with: ``$CHROMIUM``, else the first one found on the PATH."""
    env = os.environ.get("CHROMIUM")
    if env:
        return env
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome", "msedge"):
        found = shutil.which(name)
        if found:
            return found
    return None


def write_pdf(page: str | Path, pdf: str | Path, *, browser: str | None = None) -> Path:
    """Print the HTML file ``page`` to ``pdf`` with headless Chromium; a :class:`KonkanError`
    saying what to do instead if there is none, or it fails."""
    exe = browser or chromium()
    if exe is None:
        raise KonkanError(say("error.class.no_chromium"))
    source, target = Path(page).resolve(), Path(pdf).resolve()
    with tempfile.TemporaryDirectory() as profile:
        done = subprocess.run(
            [
                exe,
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                f"--user-data-dir={profile}",
                "--no-pdf-header-footer",
                f"--print-to-pdf={target}",
                source.as_uri(),
            ],
            capture_output=True,
            text=True,
            timeout=120,
        )
    if done.returncode != 0 or not target.exists():
        raise KonkanError(say("error.class.chromium_failed", page=shown_path(source), code=done.returncode))
    return target


def write_sheets(test: ClassTest, folder: str | Path, *, pdf: bool = True) -> list[Path]:
    """Write the test sheet and its answer key to ``folder`` as HTML (``<code>-test.html``,
    ``<code>-key.html``) and, with ``pdf`` and a Chromium to print with, as PDF beside them.
    The files written."""
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for what, key in (("test", False), ("key", True)):
        page = out / f"{test.code}-{what}.html"
        page.write_text(sheet_html(test, key=key), encoding="utf-8")
        written.append(page)
        if pdf:
            written.append(write_pdf(page, page.with_suffix(".pdf")))
    return written


class Preview:
    """A class's test for the teacher to look over in the notebook: every puzzle with its cards,
    and its answer and worked solution folded under it. Its HTML carries no stylesheet, so it
    changes nothing else on the page."""

    def __init__(self, test: ClassTest):
        if not isinstance(test, ClassTest):
            raise KonkanError(say("error.class.needs_test", function="preview"))
        self.test = test

    def _repr_html_(self) -> str:
        e = html.escape
        parts = [f"<div><p><b>{e(self.test.describe())}</b></p>"]
        for n, (item, p) in enumerate(zip(self.test.key(), self.test.puzzles, strict=True), 1):
            first, *rest = p.prompt.split("\n")
            pictures = "".join(
                f"{_tag('div', style='margin:4px 0')}{_tag('div', style='font-size:0.85em;font-weight:600')}{e(caption)}"
                f"</div>{svg_img(svg)}</div>"
                for caption, svg in p._pictures
            )
            parts.append(
                _tag("div", style="margin:14px 0 4px;border-top:1px solid #c9ced6;padding-top:6px")
                + f"<b>{e(say('class.preview.puzzle', number=n, kind=KIND_NAMES[p.kind]))}</b><p><b>{e(first)}</b></p>"
                f"{_lines(chr(10).join(rest))}{pictures}<details><summary>{e(say('class.preview.show'))}</summary>"
                f"<p>{say('class.preview.answer', words=e(item['words']))}</p>{_lines(item['solution'])}</details></div>"
            )
        return "".join(parts) + "</div>"

    def __repr__(self) -> str:
        return f"<{say('class.preview.repr', code=self.test.code, count=self.test.count)}>"


def preview(test: ClassTest) -> Preview:
    """The test, to look over in a notebook (:class:`Preview`)."""
    return Preview(test)
