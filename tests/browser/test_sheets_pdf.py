"""The printable sheets as PDF, printed by headless Chromium: several puzzles a page, and the key."""

from __future__ import annotations

import re

import pytest
from conftest import chromium_path

from konkan.classroom.printouts import write_sheets
from konkan.classroom.testmode import ClassTest

pytestmark = pytest.mark.browser


def pages(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page(?![s\w])", pdf))


def test_the_sheets_print_to_pdf_several_puzzles_a_page(tmp_path, monkeypatch):
    monkeypatch.setenv("CHROMIUM", chromium_path())
    test = ClassTest("river-7661")
    written = write_sheets(test, tmp_path)
    assert [p.name for p in written] == [
        "river-7661-test.html",
        "river-7661-test.pdf",
        "river-7661-key.html",
        "river-7661-key.pdf",
    ]
    sheet, key = written[1].read_bytes(), written[3].read_bytes()
    assert sheet.startswith(b"%PDF-") and key.startswith(b"%PDF-")
    # Ten puzzles took ten pages, a page each (250 sheets for a class of 25); now five.
    assert test.count == 10 and pages(sheet) <= 5
    assert 1 <= pages(key) <= 2
