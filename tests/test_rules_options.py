"""R9: one frozen options object; impossible tables refused at once."""

import dataclasses

import pytest

from konkan import Rules


def test_defaults_are_the_game_of_the_rules():
    r = Rules()
    assert (r.players, r.partnership, r.opening_minimum, r.opening_needs_run, r.rounds) == (4, False, 51, True, 5)
    assert (r.taken_discard_must_be_used, r.set_joker_swap_needs_both, r.freed_joker_must_be_used) == (False, False, False)
    assert (r.empty_stock, r.joker_penalty, r.konkan_declarer_may_take_discards) == ("void", 15, False)


def test_rules_are_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        Rules().players = 3  # type: ignore[misc]


@pytest.mark.parametrize("kwargs, words", [
    ({"players": 3, "partnership": True}, "partnership needs exactly 4"),
    ({"players": 1}, "players"),
    ({"players": 6}, "players"),
    ({"rounds": 0}, "rounds"),
    ({"empty_stock": "stop"}, "empty_stock"),
    ({"opening_minimum": -1}, "opening_minimum"),
    ({"joker_penalty": "15"}, "joker_penalty"),
    ({"opening_needs_run": "yes"}, "opening_needs_run"),
])
def test_impossible_tables_are_refused_naming_the_option(kwargs, words):
    with pytest.raises(ValueError, match=words):
        Rules(**kwargs)


def test_rules_round_trip_through_a_dict():
    r = Rules(players=4, partnership=True, opening_minimum=71, empty_stock="reshuffle", joker_penalty=50)
    assert Rules.from_dict(r.to_dict()) == r
    with pytest.raises(ValueError, match="unknown rules option"):
        Rules.from_dict({"players": 2, "speed": 3})
