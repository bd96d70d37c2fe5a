"""One check for a whole number in range (konkan.errors.whole_number): its sentence comes from the
catalogue and names the input, and the engine's checks use it while keeping their own words."""

from __future__ import annotations

from typing import Any

import pytest

from konkan import Round, Rules
from konkan.actions import Action, Draw, LayOff
from konkan.cards import Card
from konkan.catalogue import say
from konkan.errors import InvalidNotation, InvalidRules, KonkanError, whole_number
from konkan.melds import check_meld
from konkan.scoresheet import Sheet
from konkan.table_melds import TableMeld


class Sly(int):
    """A number whose own comparisons lie: whole_number must read the plain number."""

    def __lt__(self, other: object) -> bool:
        return False

    def __gt__(self, other: object) -> bool:
        return False

    def __ge__(self, other: object) -> bool:
        return True

    def __le__(self, other: object) -> bool:
        return True


def test_a_whole_number_in_range_comes_back_as_a_plain_int() -> None:
    assert whole_number(3, "seat", 0, 4) == 3
    assert type(whole_number(Sly(2), "seat", 0, 4)) is int
    assert whole_number(-5, "score") == -5
    assert whole_number(10**9, "rounds", 1) == 10**9


@pytest.mark.parametrize(
    ("value", "low", "high", "key"),
    [
        (True, None, None, "error.whole"),
        (2.0, None, None, "error.whole"),
        ("3", 1, None, "error.whole.from"),
        (0, 1, None, "error.whole.from"),
        (7, 0, 4, "error.whole.range"),
        (Sly(9), 0, 4, "error.whole.range"),
        (None, 0, 4, "error.whole.range"),
    ],
)
def test_anything_else_is_refused_with_a_sentence_naming_the_input(value: Any, low: Any, high: Any, key: str) -> None:
    with pytest.raises(KonkanError) as e:
        whole_number(value, "seat", low, high)
    assert type(e.value) is KonkanError
    shown = "True" if value is True else repr(int(value)) if isinstance(value, int) else repr(value)
    assert str(e.value) == say(key, name="seat", low=low, high=high, value=shown)
    assert str(e.value).startswith("seat must be a whole number")


def test_a_site_keeps_its_own_sentence_and_error_class() -> None:
    with pytest.raises(InvalidRules) as e:
        whole_number(3, "jokers_per_meld", 1, 2, key="error.rules.jokers_per_meld", error=InvalidRules)
    assert str(e.value) == "jokers_per_meld must be 1 or 2, got 3"
    with pytest.raises(KonkanError) as k:
        whole_number("x" * 50, "seat", 0, 2, key="error.sheet.no_seat", limit=20, players=3)
    assert str(k.value) == "There is no seat 'xxxxxxxxxxxxxxxxxx…: the sheet has 3 players."


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: Rules(players=9), InvalidRules, "players must be from 2 to 5, got 9"),
        (lambda: Rules(rounds=True), InvalidRules, "rounds must be a whole number, got True"),
        (
            lambda: Rules(game_end="target", game_end_score=0),
            InvalidRules,
            "game_end_score must be from 1 to 100000, got 0",
        ),
        (lambda: Rules(jokers_per_meld=3), InvalidRules, "jokers_per_meld must be 1 or 2, got 3"),
        (
            lambda: Round(number=0),
            InvalidNotation,
            "number (rounds count from 1) must be a whole number from 1 to 1000000, got 0",
        ),
        (lambda: Round(seed=1).view(7), InvalidNotation, "seat must be a whole number from 0 to 3, got 7"),
        (lambda: LayOff(0, (Card(7, "S"),), "0"), InvalidNotation, "meld_index must be a whole number, got '0'"),
        (lambda: Draw(5), InvalidNotation, "an action's seat is a whole number from 0 to 4, got 5"),
        (
            lambda: Action.from_dict({"seat": 0, "kind": "discard", "card": 106}),
            InvalidNotation,
            "the card discarded must be a card id from 0 to 105, got 106",
        ),
        (lambda: Sheet().rename(4, "Zed"), KonkanError, "There is no seat 4: the sheet has 4 players."),
        (
            lambda: TableMeld.from_dict({**TableMeld.put_down(check_meld("7S 8S 9S"), 0).to_dict(), "owner": 5}),
            InvalidNotation,
            "a table meld's owner must be a seat from 0 to 4, got 5",
        ),
    ],
)
def test_the_engine_checks_keep_their_words(call: Any, error: type[Exception], message: str) -> None:
    with pytest.raises(error) as e:
        call()
    assert str(e.value) == message
