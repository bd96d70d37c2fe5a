"""Lists and choices are joined by the catalogue's words, and no field of a sentence holds English
that code made: in French or Arabic, "7♦ or 7♣", "spades and hearts", "match" and "seven of spades"
read in that language (issue 34). English reads exactly as before.

tests/test_glued_words.py and tests/test_glued_hints.py run the detector (tests/glued.py
``made_in_code``) over the seeded games, the puzzles and the hints; these are its cases one by one.
"""

from __future__ import annotations

import re

import pytest

from konkan import Card, Rules, check_meld, hints
from konkan.cards import RANK_NAMES, SUIT_NAMES, SUIT_OF
from konkan.catalogue import say, say_either, say_list, speaking
from konkan.melds import melds_text
from konkan.round import Round
from tests.glued import made_in_code, recording
from tests.helpers import deal
from tests.test_rules_options import konkan_meld

ENGLISH = re.compile(r"\b(and|or|of|match|beat)\b")


def test_a_list_and_a_choice_read_as_before_in_english() -> None:
    assert say_list(["diamonds", "clubs"]) == "diamonds and clubs"
    assert say_list(["a", "b", "c"], last="list.or") == "a, b or c"
    assert say_list(["a", "b", "c"], last="list.more") == "a, b, c"
    assert say_list(["a"], last="list.or") == say_either(["a"]) == "a"
    assert say_list([]) == say_either([]) == ""
    assert say_either(["7♦", "7♣", "7♥"]) == "7♦ or 7♣ or 7♥"


def test_a_list_and_a_choice_are_joined_in_the_language_spoken() -> None:
    with speaking("fr"):
        assert say_list(["piques", "cœurs"]) == "piques et cœurs"
        assert say_either(["7♦", "7♣"]) == "7♦ ou 7♣"
        assert say_list(["a", "b", "c"], last="list.more") == "a, b, c"
    with speaking("ar"):
        assert "أو" in say_either(["7♦", "7♣"])
        assert "،" in say_list(["a", "b", "c"], last="list.more")


def test_a_card_in_words_takes_the_suit_after_its_rank() -> None:
    assert Card(7, "S").name == "seven of spades"
    assert Card(12, "H").name == "queen of hearts"
    with speaking("fr"):
        assert Card(7, "S").name == "sept de pique"
        assert Card(12, "H").name == "dame de cœur"
    with speaking("ar"):
        assert "بستوني" in Card(7, "S").name


MELDS = [
    ("7S 7H JK", Rules(), "The joker stands for the seven of ♦ or ♣;"),  # note.set_joker_open
    ("5S 6S JK", Rules(), "The joker could stand for 4♠ instead"),  # note.joker_choice
    ("7S 7H JK JK", Rules(jokers_per_meld=2), "stand for the missing 7♦ and 7♣,"),  # note.set_jokers
    ("5S 6S JK JK", Rules(jokers_per_meld=2), "could stand for 4♠ 7♠ or 3♠ 4♠ instead"),  # note.jokers_choice
    ("5S 6S JK JK", Rules(jokers_per_meld=2), "the jokers standing for 7♠ and 8♠,"),  # meld.run_jokers
    ("7S 8H 9D", Rules(), "this mixes spades, hearts and diamonds (R4.1)"),  # RUN_MIXED_SUITS
]


@pytest.mark.parametrize(("cards", "rules", "english"), MELDS)
def test_a_melds_sentences_join_their_cards_in_the_language_spoken(cards: str, rules: Rules, english: str) -> None:
    assert english in check_meld(cards, rules=rules).message
    with speaking("fr"):
        french = check_meld(cards, rules=rules).message
    assert not ENGLISH.search(french), french
    with speaking("ar"):
        arabic = check_meld(cards, rules=rules).message
    assert not re.search(r"[A-Za-z]{2,}", arabic.replace("Joker", "").replace("R4.", "")), arabic


def test_jokers_that_cannot_stand_for_a_pair_name_the_pairs_that_can() -> None:
    rules = Rules(jokers_per_meld=2)
    v = check_meld("5S 6S JK JK", joker_as=["4S", "8S"], rules=rules)
    assert v.refusal_words[0] == "JOKER_AS_INVALID.pair"
    assert "cannot stand for 4♠ and 8♠ together" in v.message
    assert "only for 3♠ 4♠, 4♠ 7♠ or 7♠ 8♠ (R4.4, R9)" in v.message
    one = check_meld("5S 6S JK JK", joker_as="9S 10S", rules=rules)
    assert "it can stand only for 3♠ or 4♠ or 7♠ or 8♠ (R4.4)" in one.message
    with speaking("fr"):
        french = check_meld("5S 6S JK JK", joker_as=["4S", "8S"], rules=rules).message
        french_one = check_meld("5S 6S JK JK", joker_as="9S 10S", rules=rules).message
    assert "4♠ et 8♠" in french and "3♠ 4♠, 4♠ 7♠ ou 7♠ 8♠" in french, french
    assert "3♠ ou 4♠ ou 7♠ ou 8♠" in french_one, french_one
    assert not ENGLISH.search(french + french_one), french + french_one


def test_melds_named_in_a_sentence_are_listed_in_the_language_spoken() -> None:
    melds = [check_meld("7S 8S 9S"), check_meld("QH QD QC"), check_meld("2D 3D 4D")]
    assert melds_text(melds) == "7♠ 8♠ 9♠, Q♥ Q♦ Q♣ and 2♦ 3♦ 4♦"
    with speaking("fr"):
        assert melds_text(melds) == "7♠ 8♠ 9♠, Q♥ Q♦ Q♣ et 2♦ 3♦ 4♦"


def _risen(rise: str) -> Round:
    # South opens with 64; North holds 75, and 54 of it would do at a plain table.
    r = deal(["7S 8S 9S 10S QH QD QC 2C", "9H 10H JH QH KH 5C 5D 5S"], "KD", Rules(players=2, opening_rise=rise))
    r.meld("7S 8S 9S 10S", "QH QD QC")
    r.discard("2C")
    r.draw()
    return r


@pytest.mark.parametrize(("rise", "french"), [("match", "égaler"), ("beat", "dépasser")])
def test_a_risen_minimum_says_match_or_beat_in_the_language_spoken(rise: str, french: str) -> None:
    r = _risen(rise)
    v = r.check(konkan_meld(r, "9H 10H JH", "5C 5D 5S"))
    assert v.key == f"OPENING_TOO_LOW.rise.{rise}" and "verb" not in dict(v.fields)
    assert f"must {rise} the highest this round, 64:" in v.message
    with speaking("fr"):
        assert french in say(v.key, **dict(v.fields))
        go_down = next(h for h in hints(r, 1) if h.kind == "open")
        assert (f"hint.rise.{rise}", (("highest", 64),)) in go_down.parts
        assert french in go_down.message and not re.search(r"\b(match|beat)\b", go_down.message)


def test_a_move_refused_before_drawing_or_going_down_is_named_in_words() -> None:
    for key in ("MUST_DRAW_FIRST", "NOT_DOWN"):
        assert "{" not in say(key)  # no field: each move has its own sentence (.lay_off, .swap, ...)
        with speaking("fr"):
            assert not re.search(r"\b(lay_off|swap|meld|discard)\b", say(key))


def test_the_detector_finds_english_made_in_code_and_nothing_the_catalogue_made() -> None:
    with recording() as calls:
        say("RUN_MIXED_SUITS", cards="7♠ 8♥", suits="spades and hearts")
        say("note.joker_choice", others="4♠ or 9♠")
        say("word.card", rank=RANK_NAMES[7], suit="of spades")
        say("hint.rise.match", highest=64)
        say("RUN_MIXED_SUITS", cards="7♠ 8♥", suits=say_list([SUIT_NAMES["S"], SUIT_NAMES["H"]]))
        say("note.joker_choice", others=say_either(["4♠", "9♠"]))
        say("word.card", rank=RANK_NAMES[7], suit=SUIT_OF["S"])
    assert made_in_code(calls) == [
        ("RUN_MIXED_SUITS", "suits", "spades and hearts"),
        ("note.joker_choice", "others", "4♠ or 9♠"),
        ("word.card", "suit", "of spades"),
    ]
    # A bare word of code given whole: an option's value, a move's name.
    assert made_in_code([("X", {"verb": "match", "doing": "lay_off", "cards": "7♠ 8♠"}, "")]) == [
        ("X", "doing", "lay_off"),
        ("X", "verb", "match"),
    ]


def test_a_bad_card_names_the_hand_or_meld_it_was_in_in_the_language_spoken() -> None:
    from konkan import KonkanError, find_melds

    with pytest.raises(KonkanError, match=r"^meld: 1 is not a card$"):
        check_meld([1, 2])  # type: ignore[list-item]
    with pytest.raises(KonkanError, match=r"^hand: None is not a card$"):
        find_melds([None])  # type: ignore[list-item]
    with speaking("fr"), pytest.raises(KonkanError, match=r"^combinaison : 1 n'est pas une carte$"):
        check_meld([1, 2])  # type: ignore[list-item]
    with speaking("fr"), pytest.raises(KonkanError, match=r"^main : None n'est pas une carte$"):
        find_melds([None])  # type: ignore[list-item]
