"""konkan in English, Arabic and French (issue 34): every message in every language, with the same
fields; English read exactly as Fluent reads it; the language chosen by set_language, speaking or
JupyterLab's setting; Arabic's fields isolated; Eastern digits on request."""

from __future__ import annotations

import json
import string
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast as FTL
from fluent.syntax import parse
from fluent.syntax.visitor import Visitor

import konkan
from konkan import catalogue
from konkan.catalogue import EN, LANGUAGES, message_id, say, speaking
from konkan.catalogue.setting import LANGUAGE_SETTING, jupyterlab_language

HERE = Path(catalogue.__file__).parent
FSI, PDI = "\u2068", "\u2069"


class _Variables(Visitor):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_VariableReference(self, node: FTL.VariableReference) -> None:
        self.names.add(node.id.name)


def messages(language: str) -> dict[str, set[str]]:
    """Each message of ``language``'s file, by id, with the variables it uses (in any variant)."""
    resource = parse((HERE / f"{language}.ftl").read_text(encoding="utf-8"))
    junk = [entry.content[:120] for entry in resource.body if isinstance(entry, FTL.Junk)]
    assert not junk, f"{language}.ftl has text Fluent cannot read: {junk}"
    found: dict[str, set[str]] = {}
    for entry in resource.body:
        if isinstance(entry, FTL.Message):
            assert entry.id.name not in found, f"{language}.ftl defines {entry.id.name} twice"
            seen = _Variables()
            seen.visit(entry)
            found[entry.id.name] = seen.names
    return found


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_english_file_is_the_catalogue() -> None:
    english = messages("en")
    assert set(english) == {message_id(key) for key in EN}
    for key, template in EN.items():
        assert english[message_id(key)] == _fields(template), key


def test_every_key_round_trips_through_its_message_id() -> None:
    assert all(catalogue.catalogue_key(message_id(key)) == key for key in EN)


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
def test_every_language_has_every_message_with_the_same_fields(language: str) -> None:
    english, other = messages("en"), messages(language)
    assert sorted(set(english) - set(other)) == [], f"missing in {language}.ftl"
    assert sorted(set(other) - set(english)) == [], f"in {language}.ftl but not in English"
    differ = {ident: (sorted(other[ident]), sorted(names)) for ident, names in english.items() if other[ident] != names}
    assert not differ, f"{language}.ftl drops or adds fields (its, English's): {differ}"


def test_the_parity_check_can_fail(tmp_path: Path) -> None:
    """A translation that drops a field is caught: the visitor sees every variable of every variant."""
    found = parse("a = { $n ->\n    [one] one card\n   *[other] { $n } cards\n}\nb = no field here\n")
    seen = [_Variables() for _ in found.body]
    for visitor, entry in zip(seen, found.body):
        visitor.visit(entry)
    assert [v.names for v in seen] == [{"n"}, set()]


def test_english_is_read_exactly_as_fluent_formats_it() -> None:
    """konkan reads en.ftl with a quick reader of its own (no parser at import): every message comes out
    as fluent.runtime makes it."""
    bundle = FluentBundle(["en"], use_isolating=False)
    bundle.add_resource(FluentResource((HERE / "en.ftl").read_text(encoding="utf-8")))
    for key, template in EN.items():
        fields = {name: f"<{name}>" for name in _fields(template)}
        text, errors = bundle.format_pattern(bundle.get_message(message_id(key)).value, fields)
        assert not errors and text == template.format(**fields), key


SAMPLES = (0, 1, 2, 3, 11, 100)


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
def test_every_message_fills_in_every_language(language: str) -> None:
    """Each message, its fields given as numbers (each plural form) and as words, is written whole."""
    failed = []
    with speaking(language):
        for key, template in EN.items():
            names = _fields(template)
            for value in (*SAMPLES, "7♠ 8♠ 9♠"):
                try:
                    text = say(key, **{name: value for name in names})
                except KeyError as e:
                    failed.append(f"{key}: {e}")
                    break
                assert "{" not in text.replace('{"', ""), (key, text)
    assert not failed, failed[:10]


def test_a_sentence_says_the_same_in_three_languages() -> None:
    english = konkan.check_meld("7S 8S 9S").message
    with speaking("fr"):
        french = konkan.check_meld("7S 8S 9S").message
    with speaking("ar"):
        arabic = konkan.check_meld("7S 8S 9S").message
    assert english == "7♠ 8♠ 9♠ is a run of spades worth 24 points (R4.1)."
    assert french.startswith("7♠ 8♠ 9♠ ") and "piques" in french and "24" in french and french.endswith("(R4.1).")
    # Arabic isolates each left-to-right field, so the cards keep their order inside the sentence.
    assert f"{FSI}7♠ 8♠ 9♠{PDI}" in arabic and f"{FSI}24{PDI}" in arabic and "(R4.1)" in arabic
    assert "بستوني" in arabic and "run" not in arabic


def test_a_house_minimum_cites_r9_in_every_language() -> None:
    key = next(k for k, t in EN.items() if "{minimum}" in t and "(R5.1)" in t)
    for language in LANGUAGES:
        with speaking(language):
            fields = {name: 71 for name in _fields(EN[key])}
            assert "(R5.1, R9)" in say(key, **fields), (language, key)


def test_eastern_digits_write_numbers_not_cards_or_rules() -> None:
    with speaking("ar", digits="eastern"):
        arabic = konkan.check_meld("7S 8S 9S").message
    assert "٢٤" in arabic and "24" not in arabic
    assert "7♠ 8♠ 9♠" in arabic and "(R4.1)" in arabic
    assert catalogue.signed(-35) == "-35"
    with speaking("ar", digits="eastern"):
        assert catalogue.signed(12) == "+١٢"


def test_set_language_chooses_and_refuses_what_it_does_not_know() -> None:
    before = catalogue.language()
    try:
        konkan.set_language("fr")
        assert catalogue.language() == "fr" and say("word.suit.H.plural") == "cœurs"
        with speaking("en"):
            assert say("word.suit.H.plural") == "hearts"
        assert say("word.suit.H.plural") == "cœurs"
        with pytest.raises(ValueError, match="'de'") as refused:
            konkan.set_language("de")
        assert "fr" in str(refused.value) and catalogue.language() == "fr"
        with pytest.raises(ValueError, match="'roman'"):
            konkan.set_language("ar", digits="roman")
        assert catalogue.language() == "fr"
    finally:
        konkan.set_language(before, digits="western")


@pytest.mark.parametrize(
    ("setting", "spoken"),
    [
        ({"locale": "ar_SA"}, "ar"),
        ({"locale": "fr-FR"}, "fr"),
        ({"locale": "de_DE"}, "en"),
        ({"locale": "default"}, "en"),
        ({}, "en"),
        (None, "en"),  # no file: JupyterLab never set a language
        ("not json at all", "en"),
    ],
)
def test_the_default_is_jupyterlabs_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, setting: object, spoken: str
) -> None:
    monkeypatch.setenv("JUPYTERLAB_SETTINGS_DIR", str(tmp_path))
    if setting is not None:
        path = tmp_path / LANGUAGE_SETTING
        path.parent.mkdir(parents=True)
        text = setting if isinstance(setting, str) else "// written by JupyterLab\n" + json.dumps(setting)
        path.write_text(text, encoding="utf-8")
    assert jupyterlab_language(LANGUAGES) == spoken


def test_a_new_kernel_speaks_jupyterlabs_language(tmp_path: Path) -> None:
    """Nothing chosen in Python: konkan speaks what JupyterLab's Settings > Language names."""
    import os
    import subprocess
    import sys

    path = tmp_path / LANGUAGE_SETTING
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"locale": "fr_FR"}), encoding="utf-8")
    env = {**os.environ, "JUPYTERLAB_SETTINGS_DIR": str(tmp_path)}
    code = "import konkan; print(konkan.language()); print(konkan.check_meld('7S 8S 9S').message)"
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True).stdout
    assert out.splitlines()[0] == "fr" and "suite de piques" in out


def test_a_meld_written_in_one_language_reads_in_another() -> None:
    """A meld saved in English (in a view of a mistake to retry, of a game to replay) reads back
    after the learner switched to French or Arabic, and then speaks the language spoken now. A
    sentence no language says for it is still refused."""
    from konkan import check_meld
    from konkan.errors import InvalidNotation
    from konkan.table_melds import TableMeld

    written = json.loads(json.dumps(TableMeld.put_down(check_meld("5H 6H JK", joker_as="7H"), owner=1).to_dict()))
    for spoken, digits in (("fr", None), ("ar", None), ("ar", "eastern")):
        with speaking(spoken, digits):
            read = TableMeld.from_dict(written)
            again = TableMeld.put_down(check_meld("5H 6H JK", joker_as="7H"), owner=1).to_dict()
            assert read.to_dict() == again and again["message"] != written["message"]
        with speaking("en"):
            assert TableMeld.from_dict(written).to_dict() == written
    with speaking("ar", "eastern"):
        arabic = TableMeld.from_dict(written).to_dict()
    assert TableMeld.from_dict(arabic).to_dict() == written  # read back in English, said in English
    with pytest.raises(InvalidNotation, match="message"):
        TableMeld.from_dict({**written, "message": "5♥ 6♥ 7♥ is a run worth a million points (R4.1)."})


def test_a_joker_among_cards_is_named_in_the_language_and_the_run_stays_left_to_right() -> None:
    from konkan import check_meld

    with speaking("ar"):
        arabic = check_meld("5H JK 7H").message
        joker = say("widget.base.card.joker.text")
    assert "Joker" not in arabic and f"\u20665♥ {joker} 7♥\u2069" in arabic
    with speaking("fr"):
        assert "5♥ Joker 7♥" in check_meld("5H JK 7H").message  # the French card says Joker too
    assert "5♥ Joker 7♥" in check_meld("5H JK 7H").message


def test_a_seats_view_written_in_english_reads_back_in_arabic_with_its_melds_said_again() -> None:
    """A saved view (a mistake to try again) outlives a switch of language: it reads back, and
    its melds' sentences are the language's spoken now; everything else is as it was written."""
    from dataclasses import replace

    from konkan import Round, Rules, SeatView
    from konkan.play.players import GreedyPlayer

    r = Round(Rules(players=2), seed=4)
    bots = [GreedyPlayer(seed=1), GreedyPlayer(seed=2)]
    while not r.table and not r.is_over:
        bots[r.current].play_turn(r)
    assert r.table
    written = json.loads(json.dumps(r.view(0).to_dict()))
    with speaking("ar"):
        read = SeatView.from_dict(written).to_dict()
        said = [replace(m, verdict=replace(m.verdict, _message=None)).to_dict() for m in r.table]
    assert read["table"] == said and said != written["table"]
    assert {k: v for k, v in read.items() if k != "table"} == {k: v for k, v in written.items() if k != "table"}
