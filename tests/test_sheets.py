"""Printable sheets (konkan.classroom.printouts): every puzzle of a class's test on the sheet with its cards drawn,
several to a page and none cut across two, and every answer in the key, a line a puzzle at its top
for marking; nothing on them needs the network."""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser

import pytest

from konkan.classroom.printouts import sheet_html, write_pdf, write_sheets
from konkan.classroom.testmode import ClassTest
from konkan.errors import KonkanError
from konkan.teaching.practice import KIND_NAMES

CODE = "river-7661"


class _Text(HTMLParser):
    """The words a reader sees (no markup), and every tag with its attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.words: list[str] = []
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        self._skip += tag in ("style", "title")

    def handle_endtag(self, tag):
        self._skip -= tag in ("style", "title")

    def handle_data(self, data):
        if not self._skip:
            self.words.append(data)


def read(page: str) -> tuple[str, list[tuple[str, dict[str, str | None]]]]:
    p = _Text()
    p.feed(page)
    return " ".join("".join(p.words).split()), p.tags


def test_every_puzzle_is_on_the_sheet_with_its_question_its_cards_and_room_to_answer():
    test = ClassTest(CODE)
    text, tags = read(sheet_html(test))
    sections = [a for t, a in tags if t == "section"]
    assert [a["data-id"] for a in sections] == list(test.ids)
    for n, p in enumerate(test.puzzles, 1):
        for line in p.prompt.split("\n"):
            assert " ".join(line.split()) in text, (n, line)
        assert f"Puzzle {n} of {test.count}" in text
    # The cards are drawn (one picture per card row of each puzzle), and every player of a score has a line.
    assert sum(t == "svg" for t, _ in tags) == sum(len(p._pictures) for p in test.puzzles)
    score = next(p for p in test.puzzles if p.kind == "score")
    for name in score.data["names"]:
        assert f"{name}:" in text
    assert "Name:" in text and "Type " not in text  # on paper, one writes


def test_puzzles_share_a_page_when_printed_but_none_is_cut_across_two():
    # A page per puzzle made 250 sheets for a class of 25: the puzzles follow one another, and the
    # browser moves a puzzle that does not fit to the next page whole.
    css = re.search(r"<style>(.*?)</style>", sheet_html(ClassTest(CODE, count=3)), re.S).group(1)
    assert "break-before" not in css and "page-break-before" not in css
    assert re.search(r"\.puzzle \{[^}]*break-inside: avoid", css)


def test_the_key_holds_every_answer_and_its_solution():
    test = ClassTest(CODE)
    text, tags = read(sheet_html(test, key=True))
    assert [a["data-id"] for t, a in tags if t == "div" and "data-id" in a] == list(test.ids)
    for item in test.key():
        assert f"{item['name']}: the answer is {item['words']}." in text
        for line in item["solution"].split("\n"):
            assert " ".join(line.split()) in text


def test_the_key_starts_with_a_line_per_puzzle_for_quick_marking():
    test = ClassTest(CODE)
    page = sheet_html(test, key=True)
    marking = re.search(r'<ol class="marking"[^>]*>(.*?)</ol>', page, re.S)
    assert marking and marking.start() < page.index('class="key"')  # before the worked solutions
    lines = re.findall(r'<li data-id="([^"]+)">(.*?)</li>', marking.group(1))
    assert [pid for pid, _ in lines] == list(test.ids)
    for (_, line), item, p in zip(lines, test.key(), test.puzzles, strict=True):
        text, _ = read(line)
        assert text == f"{KIND_NAMES[p.kind]}: {html.unescape(item['words'])}"


def test_nothing_on_a_sheet_reaches_for_the_network_or_runs():
    page = sheet_html(ClassTest(CODE))
    assert "<script" not in page and "http://" not in page.replace("http://www.w3.org/2000/svg", "")
    assert "https://" not in page and "<link" not in page


def test_a_sheet_needs_a_class_test():
    with pytest.raises(KonkanError, match="needs a konkan ClassTest"):
        sheet_html(CODE)


def test_with_no_chromium_the_pdf_is_refused_with_what_to_do_and_the_html_is_still_written(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.delenv("CHROMIUM", raising=False)
    (tmp_path / "x.html").write_text("<p>x</p>")
    with pytest.raises(KonkanError, match="no Chromium or Chrome was found.*print it from there"):
        write_pdf(tmp_path / "x.html", tmp_path / "x.pdf")
    written = write_sheets(ClassTest(CODE, count=2), tmp_path / "sheets", pdf=False)
    assert [p.name for p in written] == [f"{CODE}-test.html", f"{CODE}-key.html"]
    assert html.unescape(written[0].read_text()).count('class="puzzle"') == 2
