"""Each widget speaks its own language: ``language=`` ("en", "ar", "fr"; the kernel's language by
default), in every sentence its Python makes (made, answering the page, observing a trait, its repr
and picture), in the words its page is sent (English templates, Arabic and French as Fluent source)
and again, whole, once ``widget.language`` changes. A language konkan does not speak is refused,
naming it, and nothing changes."""

from __future__ import annotations

from typing import Any, ClassVar

import pytest
import traitlets
from fluent.syntax import FluentParser
from fluent.syntax.ast import Message

from konkan import catalogue
from konkan.catalogue import say, speaking
from konkan.errors import KonkanError, shown
from konkan.melds import check_meld
from konkan.widgets import MeldChecker, Table
from konkan.widgets.base import KonkanWidget, esm, page_words


def send(w: Any, content: dict[str, Any]) -> None:
    w._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def in_(spoken: str, key: str, **fields: Any) -> str:
    with speaking(spoken):
        return say(key, **fields)


def test_a_table_made_in_arabic_says_its_status_in_arabic_and_the_kernel_keeps_english() -> None:
    kernel = catalogue.language()
    t = Table(seed=7, opponents="random", language="ar")
    e = Table(seed=7, opponents="random", language="en")
    assert t.language == "ar" and e.language == "en"
    assert t.status["text"] != e.status["text"]
    assert t.status["title"] == in_("ar", "widget.table.status.title.of", number=1, rounds=5)
    assert e.status["title"] == in_("en", "widget.table.status.title.of", number=1, rounds=5) == "Round 1 of 5"
    assert t.lost["text"] == in_("ar", "widget.lost", what=in_("ar", "widget.table.noun"))
    assert catalogue.language() == kernel  # the widget's language is its own


def test_a_widget_made_without_language_speaks_the_language_of_its_making() -> None:
    with speaking("fr"):
        w = MeldChecker("7S 8S 9S")
    assert w.language == "fr"
    with speaking("en"):
        send(w, {"kind": "pick", "cards": w.cards[:3]})  # answered where English is spoken: still French
        english = check_meld("7S 8S 9S").message
    with speaking("fr"):
        expected = check_meld("7S 8S 9S").message
    assert w.verdict["message"] == expected != english


def test_an_intent_is_answered_in_the_widgets_language_even_a_refused_one() -> None:
    w = MeldChecker("7S 8S 9S", language="fr")
    send(w, {"kind": "pick", "cards": [w.cards[0]], "what": 1})
    assert w.message["tone"] == "error"
    assert w.message["text"] == in_("fr", "widget.base.error.unknown_field", kind="'pick'", field="'what'")


def test_observers_speak_the_widgets_language() -> None:
    class Speaker(KonkanWidget):
        _esm = esm("checker")
        said: ClassVar[list[str]] = []
        x = traitlets.Int(0).tag(sync=True)

        @traitlets.observe("x")
        def _x(self, change: Any) -> None:
            self.said.append(say("widget.checker.title"))

    w = Speaker(language="ar")
    w.x = 1
    assert Speaker.said == [in_("ar", "widget.checker.title")]


def bundle_of(w: Any) -> dict[str, Any]:
    data = w._repr_mimebundle_()
    return dict(data[0] if isinstance(data, tuple) else data)


def test_the_repr_and_the_picture_follow_the_language() -> None:
    t = Table(seed=7, opponents="random", language="ar")
    e = Table(seed=7, opponents="random", language="en")
    with speaking("ar"):
        assert repr(t) == f"<Table: {t.summary()}>"
    with speaking("en"):
        assert repr(e) == f"<Table: {e.summary()}>"
    assert repr(t) != repr(e)
    arabic, english = bundle_of(t), bundle_of(e)
    assert arabic["text/plain"] == repr(t)
    with speaking("ar"):
        assert arabic["image/svg+xml"] == t.picture()
    with speaking("en"):
        assert english["image/svg+xml"] == e.picture()
    assert arabic["image/svg+xml"] != english["image/svg+xml"]


def test_the_page_words_are_english_templates_or_fluent_sources() -> None:
    en = MeldChecker("7S 8S 9S", language="en").words
    assert en["widget.base.card"] == "{rank} of {suit}"
    for spoken in ("ar", "fr"):
        words = MeldChecker("7S 8S 9S", language=spoken).words
        assert set(words) == set(en)  # every word the page needs, in that language
        for key, source in words.items():
            body = FluentParser().parse(source).body
            assert len(body) == 1 and isinstance(body[0], Message), (spoken, key)
            assert body[0].id.name == catalogue.message_id(key)
            assert body[0].comment is None  # the translators' notes stay in the file
    assert page_words(("widget.checker.",), "fr")["widget.checker.title"].startswith("widget__checker__title = ")


def test_changing_the_language_says_everything_again() -> None:
    t = Table(seed=7, opponents="random")
    english = dict(t.status), dict(t.words), dict(t.lost)
    t.language = "fr"
    assert t.status["title"] == in_("fr", "widget.table.status.title.of", number=1, rounds=5)
    assert t.words == page_words(t._word_prefixes, "fr")
    assert t.lost["text"] == in_("fr", "widget.lost", what=in_("fr", "widget.table.noun"))
    assert [a["label"] for a in t.actions] != [a["label"] for a in Table(seed=7, opponents="random").actions]
    t.language = "en"
    assert (dict(t.status), dict(t.words), dict(t.lost)) == english


def test_a_checker_says_its_verdict_again_in_the_new_language() -> None:
    w = MeldChecker("7S 8S 9S")
    w.pick("7S 8S 9S")
    w.language = "ar"
    with speaking("ar"):
        assert w.verdict["message"] == check_meld("7S 8S 9S").message
        assert w.result is not None and w.result.message == w.verdict["message"]


def test_the_new_language_reaches_the_page_in_one_update_with_its_words() -> None:
    t = Table(seed=7, opponents="random")
    sent: list[Any] = []
    t.comm.send = lambda data=None, metadata=None, buffers=None: sent.append(data)  # type: ignore[union-attr]
    t.language = "ar"
    updates = [m["state"] for m in sent if isinstance(m, dict) and m.get("method") == "update"]
    assert len(updates) == 1
    assert updates[0]["language"] == "ar" and "words" in updates[0] and "status" in updates[0]


@pytest.mark.parametrize("bad", ["de", "AR", "", None, 5, ["ar"]])
def test_a_language_konkan_does_not_speak_is_refused_and_nothing_changes(bad: Any) -> None:
    t = Table(seed=7, opponents="random", language="fr")
    before = t.get_state()
    with pytest.raises(KonkanError) as refused:
        t.language = bad
    assert t.get_state() == before
    # said in the widget's language, naming what was given
    with speaking("fr"):
        words = say("error.language", language=shown(bad), languages=catalogue.say_list(catalogue.LANGUAGES))
    assert str(refused.value) == words


def test_a_widget_is_not_made_in_a_language_konkan_does_not_speak() -> None:
    with pytest.raises(KonkanError, match="'de'"):
        MeldChecker("7S 8S 9S", language="de")
    with pytest.raises(KonkanError, match="'xx'"):
        Table(seed=7, language="xx")


def test_eastern_digits_are_the_widgets_own() -> None:
    with speaking("ar", digits="eastern"):
        t = Table(seed=7, opponents="random")
    assert (t.language, t.digits) == ("ar", "eastern")
    seen: list[str] = []
    answer = t._on_hint
    t._on_hint = lambda: (seen.append(catalogue.number(14)), answer())[1]  # type: ignore[method-assign]
    send(t, {"kind": "hint"})  # answered later, outside the with: still Eastern digits
    assert seen == ["١٤"]
    assert catalogue.number(14) == "14"


def test_the_picture_and_summary_asked_from_python_are_in_the_widgets_language() -> None:
    t = Table(seed=7, opponents="random", language="ar")
    with speaking("en"):
        picture, summary = t.picture(), t.summary()
    with speaking("ar"):
        assert (picture, summary) == (t.picture(), t.summary())
    e = Table(seed=7, opponents="random", language="en")
    assert picture != e.picture() and summary != e.summary()


def test_the_last_sentence_in_the_old_language_goes_with_it() -> None:
    t = Table(seed=7, opponents="random")
    send(t, {"kind": "act", "action": "draw"})  # refused: the starter draws no card (R3.2)
    assert t.message["tone"] == "error"
    t.language = "fr"
    assert t.message == {}
