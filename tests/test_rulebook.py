"""The rule book (konkan.rulebook): every rule the engine cites can be looked up, in plain words."""

from __future__ import annotations

import re
from dataclasses import fields
from pathlib import Path

import pytest

from konkan import rulebook
from konkan.catalogue import LANGUAGES, speaking
from konkan.errors import KonkanError
from konkan.rulebook import (
    OPTION_WORDS,
    R9_OPTIONS,
    Rule,
    all_rules,
    rule,
    rules_markdown,
)
from konkan.rules import Rules

ROOT = Path(__file__).resolve().parent.parent
CITATION = re.compile(r"\bR[1-9](?:\.[0-9]+)?\b")

# The numbered points of the rule book, written out here so that a point lost from konkan/rulebook.py fails.
SUB_RULES = [
    "R1.1",
    "R1.2",
    "R1.3",
    "R2.1",
    "R2.2",
    "R2.3",
    "R3.1",
    "R3.2",
    "R3.3",
    "R3.4",
    "R3.5",
    "R3.6",
    "R4.1",
    "R4.2",
    "R4.3",
    "R4.4",
    "R4.5",
    "R5.1",
    "R5.2",
    "R5.3",
    "R5.4",
    "R5.5",
    "R6.1",
    "R6.2",
    "R6.3",
    "R7.1",
    "R7.2",
    "R7.3",
    "R8.1",
    "R8.2",
    "R8.3",
    "R8.4",
    "R8.5",
    "R8.6",
    "R8.7",
]
SECTIONS = [f"R{n}" for n in range(1, 10)]
TABLE_OPTIONS = {"players", "partnership"}  # R1, not house rules


def _expected_order() -> list[str]:
    order = []
    for section in SECTIONS:
        order.append(section)
        order += [n for n in SUB_RULES if n.startswith(section + ".")]
    return order


def _engine_citations() -> dict[str, list[str]]:
    cited: dict[str, list[str]] = {}
    for path in sorted((ROOT / "konkan").glob("*.py")):
        if path.name == "rulebook.py":
            continue
        for number in CITATION.findall(path.read_text(encoding="utf-8")):
            cited.setdefault(number, []).append(path.name)
    return cited


def _without_backticks(text: str) -> str:
    return re.sub(r"`[^`]*`", "", text)


# --- the book holds every rule ------------------------------------------------------------------


@pytest.mark.parametrize("number", SUB_RULES + SECTIONS)
def test_every_rule_of_the_spec_is_in_the_book(number: str) -> None:
    r = rule(number)
    assert r.number == number
    assert r.title.strip() and r.text.strip()
    assert r.section == number.split(".")[0]


def test_all_rules_lists_sections_and_sub_rules_in_book_order() -> None:
    assert [r.number for r in all_rules()] == _expected_order()


def test_a_section_lists_its_sub_rules_and_a_sub_rule_has_none() -> None:
    assert [p.number for p in rule("R4").parts] == ["R4.1", "R4.2", "R4.3", "R4.4", "R4.5"]
    assert rule("R4.1").parts == ()
    for r in all_rules():
        assert all(p.section == r.number for p in r.parts)


def test_every_rule_number_the_engine_cites_is_in_the_book() -> None:
    cited = _engine_citations()
    assert "R4.1" in cited  # the scan really reads the engine
    missing = {}
    for number, files in cited.items():
        try:
            rule(number)
        except KonkanError:
            missing[number] = sorted(set(files))
    assert not missing, f"cited in the engine but not in the rule book: {missing}"


# --- the page -----------------------------------------------------------------------------------


@pytest.mark.parametrize("spoken", LANGUAGES)
def test_docs_page_is_the_rule_book_as_generated(spoken: str) -> None:
    page = ROOT / "docs" / rulebook.page(spoken)
    made = f"python -m konkan.rulebook {spoken} > docs/{page.name}"
    assert page.exists(), f"docs/{page.name} is missing: run `{made}`"
    with speaking(spoken):
        assert page.read_text(encoding="utf-8") == rules_markdown(), f"docs/{page.name} is stale: run `{made}`"


def test_the_rule_book_has_the_same_numbers_in_every_language() -> None:
    """A mixed class shares one reference: every language's book has the same rules, numbered alike,
    each section's heading in the same place."""
    numbers = {}
    for spoken in LANGUAGES:
        with speaking(spoken):
            numbers[spoken] = [r.number for r in rulebook.all_rules()]
            page = rules_markdown()
        assert re.findall(r"^## (R\d+) ", page, flags=re.MULTILINE) == SECTIONS, spoken
        assert ('dir="rtl"' in page) == (spoken == "ar"), spoken
    assert numbers["ar"] == numbers["fr"] == numbers["en"]
    with speaking("fr"):
        french = rule("R4.1").title
    assert (rule("R4.1").title, french) == ("Runs", "Les suites")


def test_page_has_a_title_an_intro_and_a_heading_per_section() -> None:
    page = rules_markdown()
    assert page.startswith("# ")
    intro = page.split("\n\n")[1]
    assert "R4.1" in intro and "verdict" in intro
    headings = re.findall(r"^## (R\d+) ", page, flags=re.MULTILINE)
    assert headings == SECTIONS


def test_page_starts_each_sub_rule_with_its_bold_number_and_title() -> None:
    page = rules_markdown()
    for number in SUB_RULES:
        r = rule(number)
        assert f"\n\n**{r.number} {r.title}.** {r.text}" in page


def test_no_sentence_speaks_python() -> None:
    texts = [r.title for r in all_rules()] + [r.text for r in all_rules()] + [rules_markdown()]
    for text in texts:
        plain = _without_backticks(text)
        assert "()" not in plain and "=" not in plain, text
        assert not re.search(r"\b(True|False|None|Python|def|import)\b", plain), text


def test_only_house_rules_carry_engine_names() -> None:
    for r in all_rules():
        if r.section != "R9":
            assert "`" not in r.text, r.number
    page = rules_markdown()
    before_r9 = page.split("\n## R9 ")[0]
    assert "`" not in before_r9
    field_names = {f.name for f in fields(Rules)}
    assert set(re.findall(r"`([^`]*)`", page)) <= field_names


# --- house rules (R9) ---------------------------------------------------------------------------


def test_every_rules_option_is_named_in_r9() -> None:
    options = {f.name for f in fields(Rules)} - TABLE_OPTIONS
    r9 = rule("R9")
    r9_page = rules_markdown().split("\n## R9 ")[1]
    for name in options:
        assert f"`{name}`" in r9.text, name
        assert f"| `{name}` |" in r9_page, name
        assert f"`{name}`" in r9._repr_markdown_(), name
    assert {name for name, _, _ in R9_OPTIONS} == options
    assert set(OPTION_WORDS) == options


def test_house_rule_rows_give_a_default_and_an_alternative() -> None:
    for name, default, alternative in R9_OPTIONS:
        assert default.strip() and alternative.strip() and OPTION_WORDS[name].strip(), name
        assert "|" not in default + alternative + OPTION_WORDS[name], name  # would break the table


def test_house_rule_defaults_match_the_engine() -> None:
    defaults = {name: default for name, default, _ in R9_OPTIONS}
    for f in fields(Rules):
        if f.name in TABLE_OPTIONS:
            continue
        value = getattr(Rules(), f.name)
        if isinstance(value, bool):
            expected = "yes" if value else "no"
        elif value is None:
            expected = "the usual"
        else:
            expected = str(value)
        assert defaults[f.name].startswith(expected), (f.name, defaults[f.name], value)


def test_r9_names_every_preset_the_engine_has() -> None:
    # Rules.preset's docstring cites R9 for them: the rule book must say what each one is.
    r9_page = rules_markdown().split("\n## R9 ")[1]
    for name in Rules.presets():
        assert f'"{name}"' in r9_page, name
        assert f'"{name}"' in rule("R9")._repr_markdown_(), name


# --- looking a rule up --------------------------------------------------------------------------


@pytest.mark.parametrize("spelling", ["R4.1", "r4.1", "4.1", " R4.1 ", "\tr4.1\n"])
def test_rule_accepts_common_spellings(spelling: str) -> None:
    assert rule(spelling) is rule("R4.1")


@pytest.mark.parametrize("spelling", ["R4", "r4", "4", " R9 ", "R9"])
def test_rule_accepts_section_numbers(spelling: str) -> None:
    assert rule(spelling).number == "R" + spelling.strip().lstrip("Rr")
    assert rule(spelling).section == rule(spelling).number


@pytest.mark.parametrize(
    "bad",
    [
        None,
        3,
        4.1,
        [],
        ["R4.1"],
        {"R4.1": 1},
        b"R4.1",
        True,
        "",
        "   ",
        "R",
        "R0",
        "R10",
        "R4.9",
        "R4.1.2",
        "R4.",
        ".1",
        "RR4.1",
        "R 4.1",
        "x" * 1_000_000,
        "R4.1" + " " * 1_000_000 + "x",
    ],
)
def test_rule_refuses_anything_else_with_a_konkan_error_naming_it(bad: object) -> None:
    with pytest.raises(KonkanError) as caught:
        rule(bad)  # type: ignore[arg-type]
    message = str(caught.value)
    assert repr(bad)[:20] in message
    assert "R1" in message and "R9" in message
    assert len(message) < 200


def test_rule_error_is_a_value_error() -> None:
    with pytest.raises(ValueError):
        rule("R42")


def test_rule_survives_an_input_whose_repr_breaks() -> None:
    class Broken:
        def __repr__(self) -> str:
            raise RuntimeError("no repr")

    with pytest.raises(KonkanError, match="Broken"):
        rule(Broken())  # type: ignore[arg-type]


# --- how a rule shows itself --------------------------------------------------------------------


def test_rule_prints_as_number_title_and_text() -> None:
    runs = rule("R4.1")
    assert str(runs) == f"R4.1 Runs: {runs.text}"
    assert repr(runs) == "<Rule R4.1 Runs>"


def test_rule_is_frozen() -> None:
    with pytest.raises(AttributeError):
        rule("R4.1").text = "anything"  # type: ignore[misc]


def test_markdown_of_a_section_lists_its_parts() -> None:
    md = rule("R5")._repr_markdown_()
    assert md.startswith("**R5 ")
    for part in rule("R5").parts:
        assert f"- **{part.number} {part.title}.** {part.text}" in md


def test_markdown_of_a_sub_rule_is_one_paragraph() -> None:
    md = rule("R6.2")._repr_markdown_()
    assert md == f"**R6.2 {rule('R6.2').title}.** {rule('R6.2').text}"
    assert "\n" not in md


def test_texts_are_single_paragraphs() -> None:
    for r in all_rules():
        assert "\n" not in r.text and "\n" not in r.title, r.number
        assert r.text == r.text.strip() and r.text.endswith((".", ")")), r.number


def test_rule_values_are_rules() -> None:
    assert all(isinstance(r, Rule) for r in all_rules())
