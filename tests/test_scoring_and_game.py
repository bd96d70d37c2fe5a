"""R8 scoring, and games of several rounds (R2.2, R2.3, R8.6, R8.7)."""

import pytest

from konkan import Game, Rules, hand_penalty, score_round, team_scores
from tests.helpers import stacked_deck

KONKAN = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S KH KD KC KS 9C"


def test_hand_penalty_counts_joker_15_ace_11_faces_10():
    assert hand_penalty("JK AS KH QD JC 10S 2H") == 15 + 11 + 10 + 10 + 10 + 10 + 2
    assert hand_penalty("") == 0


def test_house_rule_joker_penalty():
    assert hand_penalty("JK 2S", Rules(joker_penalty=50)) == 52


def test_going_out_scores_minus_30_and_others_count_their_cards():
    assert score_round(["", "7S 8S", "AS JK"], [True, True, True], 0, "out", Rules(players=3)) == [-30, 15, 26]


def test_a_player_never_down_pays_100():
    assert score_round(["", "7S"], [True, False], 0, "out", Rules(players=2)) == [-30, 100]


def test_a_hand_scores_minus_60_and_doubles_the_others():
    assert score_round(["", "7S", "AS"], [True, True, False], 0, "hand", Rules(players=3)) == [-60, 14, 200]


def test_a_konkan_costs_every_opponent_200_down_or_not():
    assert score_round(["", "7S", "AS"], [True, True, False], 0, "konkan", Rules(players=3)) == [-60, 200, 200]


def test_partnership_finishers_partner_scores_zero_and_teams_add_up():
    rules = Rules(partnership=True)
    scores = score_round(["", "7S", "KS KH", "2C"], [True, True, True, False], 0, "out", rules)
    assert scores == [-30, 7, 0, 100]
    assert team_scores(scores) == (-30, 107)
    assert score_round(["KS", "", "AS", "2C"], [True, True, True, True], 1, "konkan", rules) == [200, -60, 200, 0]


def test_score_round_refuses_bad_input_naming_it():
    with pytest.raises(ValueError, match="ending"):
        score_round(["", "7S"], [True, True], 0, "won", Rules(players=2))
    with pytest.raises(ValueError, match="finisher"):
        score_round(["", "7S"], [True, True], 5, "out", Rules(players=2))
    with pytest.raises(ValueError, match="empty"):
        score_round(["7S", "7S"], [True, True], 0, "out", Rules(players=2))
    with pytest.raises(ValueError, match="went_down"):
        score_round(["", "7S"], [True], 0, "out", Rules(players=2))
    assert score_round(["", "7S"], [True, True], 0, "void") == [0, 0]


HAND = "7S 8S 9S 10S JS QH QD QC KH KD KC 2D 3D 4D 9C"


def go_out_at_once(r):
    """The round's starter puts down all but the 9♣ and discards it: a Hand (R8.2)."""
    r.meld("7S 8S 9S 10S JS", "QH QD QC", "KH KD KC", "2D 3D 4D")
    r.discard("9C")


def test_a_game_passes_the_deal_right_and_adds_up_the_rounds():
    rules = Rules(players=2, rounds=2)
    g = Game(rules, seed=1, deck=stacked_deck([HAND, ""]))
    assert (g.round.number, g.round.dealer, g.round.current) == (1, 1, 0)
    go_out_at_once(g.round)
    assert g.round.result.ending == "hand" and g.totals == [-60, 200] and not g.is_over
    assert g.winners == []
    r2 = g.next_round(deck=stacked_deck(["", HAND], starter=1))
    assert (r2.number, r2.dealer, r2.current) == (2, 0, 1)
    go_out_at_once(r2)
    assert g.is_over and g.totals == [140, 140] and g.winners == [0, 1]
    with pytest.raises(ValueError, match="game is over"):
        g.next_round()


def test_next_round_waits_for_the_round_to_end():
    g = Game(Rules(players=2), seed=3)
    with pytest.raises(ValueError, match="not over"):
        g.next_round()


def test_a_void_round_is_dealt_again_by_the_same_dealer_and_not_counted():
    rules = Rules(players=3, rounds=2)
    short = stacked_deck(["", "", ""], rest=False)
    g = Game(rules, seed=4, deck=short)
    g.round.discard(g.round.hand(0)[0])
    assert g.round.result.ending == "void"
    again = g.next_round()
    assert (again.number, again.dealer) == (1, 2) and again.stock_size == 106 - 15 - 28
    assert g.totals == [0, 0, 0] and len(g.rounds) == 2 and len(g.counted_rounds) == 0


def test_a_declared_konkan_wins_the_whole_game_at_once():
    rules = Rules(players=3, rounds=1)
    g = Game(rules, seed=2, deck=stacked_deck([KONKAN, "", ""]))
    r = g.round
    r.declare_konkan()
    r.meld("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S", "KH KD KC KS")
    r.discard("9C")
    assert r.result.ending == "konkan" and r.result.declared_konkan
    assert g.is_over and g.winners == [0]


def test_a_declared_konkan_in_a_partnership_wins_for_the_team():
    rules = Rules(players=4, partnership=True, rounds=1)
    g = Game(rules, seed=2, deck=stacked_deck([KONKAN, "", "", ""]))
    g.round.declare_konkan()
    g.round.meld("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S", "KH KD KC KS")
    g.round.discard("9C")
    assert g.winners == [0, 2] and g.round.result.scores == (-60, 200, 0, 200)
    assert g.team_totals == (-60, 400)


def test_the_lowest_team_total_wins_a_partnership():
    rules = Rules(players=4, partnership=True, rounds=1)
    g = Game(rules, seed=2, deck=stacked_deck([HAND, "", "", ""]))
    go_out_at_once(g.round)
    assert g.round.result.scores == (-60, 200, 0, 200)
    assert g.is_over and g.winners == [0, 2] and g.team_totals == (-60, 400)


def test_a_game_deck_too_short_to_deal_is_refused():
    with pytest.raises(ValueError, match="too short"):
        Game(Rules(players=2), seed=1, deck="AS 2S")
