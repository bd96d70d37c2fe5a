"""The class summary's chart for the projector (konkan.classroom.results.ClassSummary.chart): large enough to
read from the back of a room, not the summary's own small chart shown bigger."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from konkan.classroom.results import ClassSummary, sample_answers
from konkan.classroom.testmode import ClassTest

NS = "{http://www.w3.org/2000/svg}"


def sizes(svg: str) -> tuple[int, list[int], list[str]]:
    root = ET.fromstring(svg)
    texts = root.findall(f"{NS}text")
    return int(root.get("width")), [int(t.get("font-size")) for t in texts], [t.text or "" for t in texts]


def test_the_projector_chart_fills_a_page_with_words_two_and_a_half_times_the_size(tmp_path):
    test = ClassTest("river-7661")
    sample_answers(test, tmp_path, students=25)
    summary = ClassSummary(test, tmp_path)
    width, fonts, texts = sizes(summary.chart()._repr_svg_())
    small_width, small_fonts, _ = sizes(summary.chart_svg())
    assert (small_width, min(small_fonts)) == (640, 13)  # the summary's own chart, beside its table
    # As wide as a notebook's page (a picture is never shown wider than the page, nor stretched):
    # shown on the same screen, its smallest words are 32 px against 13.
    assert width >= 1100 and min(fonts) >= 32 and max(fonts) >= 40
    assert min(fonts) / width > 1.3 * min(small_fonts) / small_width  # larger even when both fill the page
    for n, p in enumerate(summary.per_puzzle(), 1):
        assert f"{n}. {p['name'].split(': ', 1)[1]}" in texts and f"{p['right']} of 25" in texts
    assert sizes(summary.chart(large=False)._repr_svg_())[0] == 640
