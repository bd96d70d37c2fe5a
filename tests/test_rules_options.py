"""R9: one frozen options object; impossible tables refused at once."""

import dataclasses

import pytest

from konkan import Rules


def test_defaults_are_the_game_of_the_rules():
    r = Rules()
    assert (r.players, r.partnership, r.opening_minimum, r.opening_needs_run, r.rounds) == (4, False, 51, True, 5)
    assert (r.taken_discard_must_be_used, r.set_joker_swap_needs_both, r.freed_joker_must_be_used) == (
        False,
        False,
        False,
    )
    assert (r.empty_stock, r.joker_penalty, r.konkan_declarer_may_take_discards) == ("void", 15, False)


def test_rules_are_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        Rules().players = 3  # type: ignore[misc]


@pytest.mark.parametrize(
    "kwargs, words",
    [
        ({"players": 3, "partnership": True}, "partnership needs exactly 4"),
        ({"players": 1}, "players"),
        ({"players": 6}, "players"),
        ({"rounds": 0}, "rounds"),
        ({"empty_stock": "stop"}, "empty_stock"),
        ({"opening_minimum": -1}, "opening_minimum"),
        ({"joker_penalty": "15"}, "joker_penalty"),
        ({"opening_needs_run": "yes"}, "opening_needs_run"),
        ({"opening_minimum": 0}, "opening_minimum"),
        ({"going_out_score": 5}, "going_out_score"),
        ({"going_out_score": -101}, "going_out_score"),
        ({"game_end": "sudden"}, "game_end"),
        ({"game_end": "target", "game_end_score": 0}, "game_end_score"),
        ({"game_end": "elimination", "partnership": True}, "elimination"),
        ({"starter_may_go_down_first_turn": 1}, "starter_may_go_down_first_turn"),
    ],
)
def test_impossible_tables_are_refused_naming_the_option(kwargs, words):
    with pytest.raises(ValueError, match=words):
        Rules(**kwargs)


def test_rules_round_trip_through_a_dict():
    r = Rules(players=4, partnership=True, opening_minimum=71, empty_stock="reshuffle", joker_penalty=50)
    assert Rules.from_dict(r.to_dict()) == r
    with pytest.raises(ValueError, match="unknown rules option"):
        Rules.from_dict({"players": 2, "speed": 3})


def test_opening_minimum_takes_any_whole_number_from_one():
    assert Rules(opening_minimum=1).opening_minimum == 1 and Rules(opening_minimum=81).opening_minimum == 81


def test_going_out_score_sets_going_out_and_a_hand_is_twice_it():
    from konkan import score_lines, score_round

    rules = Rules(players=3, going_out_score=-25)
    assert score_round(["", "7S 8S", "AS"], [True, True, True], 0, "out", rules)[0] == -25
    lines = score_lines(["", "7S 8S", "AS"], [True, True, True], 0, "hand", rules)
    assert lines[0].score == -50 and lines[0].message == "South went out with a Hand: -50 (R8.2)."
    assert score_round(["", "7S", "AS"], [True, True, True], 0, "out", Rules(players=3, going_out_score=0))[0] == 0


def test_a_played_round_scores_going_out_by_the_option():
    from tests.helpers import deal

    r = deal(["7S 8S 9S 10S JS QS KS QH QD QC 2H 2D 2C 2S 5D", "5H 6H"], "KD", Rules(players=2, going_out_score=-100))
    r.meld("7S 8S 9S 10S JS QS KS", "QH QD QC", "2H 2D 2C 2S")
    r.discard("5D")
    assert r.result.scores[0] == -200 and r.result.ending == "hand"  # a Hand: twice the option (R8.2)


def test_house_rule_the_starters_first_turn_is_a_discard_only():
    from konkan import Meld, hints
    from tests.helpers import deal

    rules = Rules(players=2, starter_may_go_down_first_turn=False)
    r = deal(["7S 8S 9S QH QD QC 2C 4D 6H 9C JD KS 3H 5C AD", "5H 6H"], "KD", rules)
    v = r.check(Meld(0, (tuple(r.hand(0)[:3]), tuple(r.hand(0)[3:6]))))
    assert (v.ok, v.code, v.rule) == (False, "STARTER_DISCARD_ONLY", "R9") and "discard only" in v.message
    assert not list(r.legal_actions().melds())
    assert all(h.kind in ("discard", "keep", "declare_konkan") for h in hints(r, 0))
    r.discard("KS")
    r.draw()
    assert r.can_discard(r.hand(1)[0])


def test_presets_name_real_tables():
    assert Rules.presets() == ["standard", "jawaker"]
    assert Rules.preset("standard") == Rules()
    j = Rules.preset("jawaker", players=3)
    assert (j.players, j.opening_minimum, j.taken_discard_must_be_used, j.konkan_declarer_may_take_discards) == (
        3,
        51,
        True,
        True,
    )
    with pytest.raises(ValueError, match="no preset 'kalooki'"):
        Rules.preset("kalooki")


def test_describe_lists_every_option_that_differs_in_plain_words():
    assert Rules().describe() == "4 players, each for themselves.\nThe standard game, with no house rules."
    text = Rules(
        partnership=True,
        opening_minimum=71,
        opening_needs_run=False,
        rounds=7,
        going_out_score=-25,
        starter_may_go_down_first_turn=False,
        empty_stock="reshuffle",
    ).describe()
    assert text.startswith("4 players in two partnerships")
    for words in ("71 points", "needs no run", "7 rounds", "-25", "a Hand -50", "discard only", "new stock"):
        assert words in text, words
    assert "no Konkan can be declared" in Rules(game_end="target").describe()
    assert "passes 301" in Rules(game_end="elimination").describe()
    import re

    for line in text.splitlines()[1:]:
        assert re.search(r"\(R\d", line), line


def test_house_rule_opening_rise_beat_needs_more_than_the_highest_opening_this_round():
    from tests.helpers import deal

    rules = Rules(players=2, opening_rise="beat")
    # South opens with 64; North's 54 would do at a plain table, but here an opening must beat 64.
    r = deal(["7S 8S 9S 10S QH QD QC 2C", "9H 10H JH QH 5C 5D 5S AS"], "KD", rules)
    r.meld("7S 8S 9S 10S", "QH QD QC")
    assert (r.highest_opening, r.opening_needed) == (64, 65)
    r.discard("2C")
    r.draw()
    v = r.check(konkan_meld(r, "9H 10H JH QH", "5C 5D 5S"))
    assert (v.ok, v.code, v.rule) == (False, "OPENING_TOO_LOW", "R5.1")
    assert "must beat the highest this round, 64: you need at least 65, 11 more (R5.1, R9)" in v.message
    assert r.view(1).to_dict()["opening_needed"] == 65


def test_house_rule_opening_rise_match_and_undo_forgets_a_taken_back_opening():
    from tests.helpers import deal

    rules = Rules(players=2, opening_rise="match")
    r = deal(["7S 8S 9S 10S QH QD QC 2C", "9H 10H JH QH 5C 5D 5S AS"], "KD", rules)
    r.meld("7S 8S 9S 10S", "QH QD QC")
    assert r.opening_needed == 64
    r.undo()
    assert (r.highest_opening, r.opening_needed) == (0, 51)
    assert Rules(opening_rise="match").opening_needed(40) == 51  # below the minimum, the minimum holds


def test_hints_read_the_risen_minimum():
    from konkan import hints
    from tests.helpers import deal

    rules = Rules(players=2, opening_rise="beat")
    r = deal(["7S 8S 9S 10S QH QD QC 2C", "9H 10H JH QH 5C 5D 5S AS KS KH"], "KD", rules)
    r.meld("7S 8S 9S 10S", "QH QD QC")
    r.discard("2C")
    r.draw()
    go_down = [h for h in hints(r, 1) if h.kind == "open" and h.actions]
    assert go_down and all(h.points >= 65 for h in go_down)
    assert "must beat the highest this round, 64 (R9)" in go_down[0].message
    for h in go_down:
        assert r.check(h.actions[0]).ok


def test_opening_rise_is_refused_unless_known():
    with pytest.raises(ValueError, match="opening_rise"):
        Rules(opening_rise="double")


def konkan_meld(r, *groups):
    from konkan import Meld

    hand = r.hand(r.current)
    out = []
    for g in groups:
        picked = []
        for token in g.split():
            c = next(c for c in hand if str(c) == str(__import__("konkan").Card.parse(token)) and c not in picked)
            picked.append(c)
        out.append(tuple(picked))
    return Meld(r.current, tuple(out))


@pytest.mark.parametrize(
    "ace, run_points, set_points, in_hand", [("standard", 6, 33, 11), ("always_11", 16, 33, 11), ("ten", 15, 30, 10)]
)
def test_house_rule_ace_value_sets_what_an_ace_is_worth_in_melds_and_in_hand(ace, run_points, set_points, in_hand):
    from konkan import check_meld, hand_penalty

    rules = Rules(ace_value=ace)
    run = check_meld("AH 2H 3H", rules=rules)
    assert run.points == run_points
    assert check_meld("AS AH AD", rules=rules).points == set_points
    assert check_meld("QH KH AH", rules=rules).points == 20 + (10 if ace == "ten" else 11)
    assert hand_penalty("AS", rules) == in_hand
    if ace == "standard":
        assert "The ace counts 1 here, below the two (R5.1)." in run.message
    elif ace == "always_11":
        assert "counts 11 even below the two, a house rule (R9)" in run.message
    else:
        assert "every ace counts 10, a house rule (R9)" in run.message


def test_house_rule_ace_value_reaches_the_round_the_opening_and_the_scores():
    from konkan import best_opening
    from tests.helpers import deal

    rules = Rules(players=2, ace_value="always_11")
    # A♥ 2♥ 3♥ (16 at this table) and three kings (30) make 46; plus 4♥ 5♥ 6♥ (15): 61.
    assert best_opening("AH 2H 3H KS KD KC 9C 4S", rules).points == 46
    r = deal(["AH 2H 3H KS KD KC 4D 5D 6D 9C", "AS 7C"], "KH", rules)
    assert r.check(
        __import__("konkan").Meld(0, (tuple(r.hand(0)[:3]), tuple(r.hand(0)[3:6]), tuple(r.hand(0)[6:9])))
    ).ok  # 16 + 30 + 15 = 61
    ten = Rules(players=2, ace_value="ten")
    assert best_opening("AH 2H 3H KS KD KC 9C 4S", ten).points == 45
    assert "ace_value" in Rules.from_dict(ten.to_dict()).to_dict()


def test_a_misspelt_word_option_is_caught_by_mypy_before_it_runs(tmp_path):
    # The options that are one of a few words are typed as Literal: a typo is a type error, not
    # only an InvalidRules at run time.
    from mypy import api

    code = tmp_path / "typo.py"
    code.write_text(
        'from konkan import Rules\nRules(ace_value="alway_11", game_end="target")\n'
        'Rules(empty_stock="reshufle")\nRules(opening_rise="bet")\n',
        encoding="utf-8",
    )
    out, _err, status = api.run(
        [str(code), "--config-file", "", "--follow-imports", "silent", "--cache-dir", str(tmp_path / "cache")]
    )
    assert status == 1, out
    for line, option, typo in (
        (2, "ace_value", "alway_11"),
        (3, "empty_stock", "reshufle"),
        (4, "opening_rise", "bet"),
    ):
        assert (
            f'typo.py:{line}: error: Argument "{option}" to "Rules" has incompatible type "Literal[\'{typo}\']"' in out
        )
    assert "game_end" not in out  # a word it knows passes
