"""How a game ends (R8.7, R9 "game ends"): after the rounds, at a target, or by elimination."""

import json
from dataclasses import replace

import pytest

from konkan import CorruptSave, Game, IllegalAction, KonkanError, Round, Rules
from konkan.game import leaving_seats
from konkan.play.players import RandomPlayer, make_player
from konkan.saving import checksum, round_to_dict
from tests.helpers import stacked_deck

HAND = "7S 8S 9S 10S JS QH QD QC KH KD KC 2D 3D 4D 9C"
KONKAN = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S KH KD KC KS 9C"


def go_out_at_once(r):
    """The current player puts down all but the 9♣ and discards it: a Hand (R8.2)."""
    r.meld("7S 8S 9S 10S JS", "QH QD QC", "KH KD KC", "2D 3D 4D")
    r.discard("9C")


def play(g, seed, rounds=None, level="random"):
    """Play ``g`` with computer players of ``level`` (one per game seat) to its end, or until
    ``rounds`` were dealt. Checks at every turn that no Konkan can be declared when the game has no
    last round. Random players rarely go out, so most of their rounds end void and a game lasts
    dozens of rounds; greedy players go down and out, and a game ends in a few."""
    bots = [make_player(level, seed=seed * 10 + s) for s in range(g.rules.players)]
    while not g.is_over:
        if g.round.is_over:
            if rounds is not None and len(g.rounds) >= rounds:
                return g
            g.next_round()
        r = g.round
        if not g.rules.has_last_round:
            assert not r.can_declare_konkan()
        bots[g.seats(r)[r.current]].play_turn(r)
    return g


def resign(text, change):
    """Change a saved game and sign it again, as a careful forger would."""
    data = json.loads(text)
    change(data)
    data["check"] = checksum(data)
    return json.dumps(data)


def counted(r):
    return r.result is not None and r.result.ending != "void"


# --- target ---------------------------------------------------------------------------------


# Random players' games at two and three seats (with void rounds among the counted ones), greedy
# players' at four and five: seeds whose games end in few rounds (five at most), the 5-player one with
# two void rounds.
@pytest.mark.parametrize(
    "players, seed, level", [(2, 1, "random"), (3, 0, "random"), (4, 1, "greedy"), (5, 3, "greedy")]
)
def test_target_ends_the_game_after_the_round_a_total_reaches_it(players, seed, level):
    g = play(
        Game(Rules(players=players, game_end="target", game_end_score=150, rounds=1), seed=seed), seed, level=level
    )
    # Independently: add up the rounds; no total reached 150 before the last counted round.
    totals = [0] * players
    counted_rounds = [r for r in g.rounds if counted(r)]
    for i, r in enumerate(counted_rounds):
        assert g.seats(r) == tuple(range(players))
        totals = [t + s for t, s in zip(totals, r.result.scores)]
        assert (max(totals) >= 150) == (i == len(counted_rounds) - 1)
    assert g.totals == totals and g.eliminated == []
    assert g.winners == [s for s, t in enumerate(totals) if t == min(totals)]
    with pytest.raises(KonkanError, match="game is over"):
        g.next_round()


def test_target_ignores_the_number_of_rounds():
    g = Game(Rules(players=2, rounds=1, game_end="target"), seed=1, deck=stacked_deck([HAND, ""]))
    assert not g.round.is_last_round
    go_out_at_once(g.round)
    assert g.totals == [-60, 200] and not g.is_over and g.winners == []
    r2 = g.next_round(deck=stacked_deck(["", HAND], starter=1))
    assert (r2.number, r2.dealer) == (2, 0)
    go_out_at_once(r2)
    assert g.totals == [140, 140] and not g.is_over
    assert repr(g) == "<Game 2 players, round 2, target 300, totals [140, 140]>"


def test_target_in_a_partnership_is_reached_by_a_team_total_and_the_lower_team_wins():
    rules = Rules(players=4, partnership=True, game_end="target", game_end_score=300)
    g = Game(rules, seed=2, deck=stacked_deck([HAND, "", "", ""]))
    go_out_at_once(g.round)
    assert g.totals == [-60, 200, 0, 200] and g.team_totals == (-60, 400)
    assert g.is_over and g.winners == [0, 2]


# --- elimination ----------------------------------------------------------------------------


# Random players' games (whose rounds are mostly void) and greedy players' (which end in a few rounds;
# at four and five seats with a limit of 60, so that they do): seeds whose games end soon, with players
# leaving at two or more different rounds, the 5-player game in three steps with two void rounds.
@pytest.mark.parametrize(
    "players, seed, level, limit",
    [(2, 1, "random", 150), (3, 4, "random", 150), (3, 0, "greedy", 150), (4, 3, "greedy", 60), (5, 3, "greedy", 60)],
)
def test_elimination_goes_on_without_the_players_out_and_the_last_one_left_wins(players, seed, level, limit):
    g = play(Game(Rules(players=players, game_end="elimination", game_end_score=limit), seed=seed), seed, level=level)
    # Independently: who is in, who deals, and who leaves, round by round.
    still_in, out, totals = list(range(players)), [], [0] * players
    dealer, previous = players - 1, None
    for r in g.rounds:
        if previous is not None and counted(previous):
            dealer = g.seats(previous)[previous.starter]
            while dealer not in still_in:  # the deal passes right, to the next seat still in
                dealer = (dealer + 1) % players
        assert g.seats(r) == tuple(still_in) and r.rules.players == len(still_in)
        assert r.names == tuple(g.names[s] for s in still_in)
        assert g.seats(r)[r.dealer] == dealer
        if counted(r):
            for seat, score in zip(still_in, r.result.scores):
                totals[seat] += score
            passed = [s for s in still_in if totals[s] > limit]
            if passed == still_in:
                passed = [s for s in passed if totals[s] > min(totals[p] for p in passed)]
            out += passed
            still_in = [s for s in still_in if s not in passed]
        previous = r
    assert g.totals == totals and g.eliminated == out and g.still_in == still_in
    assert g.winners == still_in and len(still_in) == 1
    with pytest.raises(KonkanError, match="game is over"):
        g.next_round()


def three_player_elimination():
    """Round 1 of a 3-player game, limit 150: East makes a Hand on their second turn; West went
    down just before (7 left, doubled: 14); South never went down (200) and is out."""
    rules = Rules(players=3, game_end="elimination", game_end_score=150)
    west = "3H 4H 5H 6H 7H 8C 8D 8H 6S 6D 6C 2C 2H 3C"
    g = Game(rules, seed=7, deck=stacked_deck(["", HAND[:-3], west], stock="4S 10C 5C 9C"))
    r = g.round
    r.discard(r.hand(0)[0])
    r.draw()
    r.discard("4S")
    r.draw()
    r.meld("3H 4H 5H 6H 7H", "8C 8D 8H", "6S 6D 6C")
    r.discard("10C")
    r.draw()
    r.discard("5C")
    r.draw()
    go_out_at_once(r)
    return g


def test_elimination_deals_only_to_the_players_still_in_passing_the_deal_right():
    g = three_player_elimination()
    assert g.round.result.scores == (200, -60, 14) and g.eliminated == [0] and not g.is_over
    # South, the starter, is out: the deal passes to the next seat still in, East.
    r2 = g.next_round(deck=stacked_deck(["", HAND], starter=1))
    assert g.seats(r2) == (1, 2) and r2.names == ("East", "West") and r2.rules.players == 2
    assert (r2.number, r2.dealer, r2.starter) == (2, 0, 1)
    go_out_at_once(r2)  # West (round seat 1) makes a Hand
    assert g.totals == [200, 140, -46] and not g.is_over
    # West started and is still in: West deals, East starts.
    r3 = g.next_round(deck=stacked_deck([HAND, ""]))
    assert g.seats_in_round == (1, 2) and (r3.dealer, r3.starter) == (1, 0)
    go_out_at_once(r3)
    assert g.totals == [200, 80, 154] and g.eliminated == [0, 2]
    assert g.is_over and g.winners == [1]
    assert repr(g) == "<Game 3 players, over, totals [200, 80, 154], out [0, 2]>"


def test_when_everyone_still_in_passes_the_limit_together_the_lowest_total_wins():
    assert leaving_seats([0, 1, 2], [120, 302, 90], limit=301) == [1]
    assert leaving_seats([0, 2], [320, 90, 305], limit=301) == [0]
    assert leaving_seats([0, 1, 3], [320, 310, 0, 310], limit=301) == [0]  # ties share the win
    assert leaving_seats([0, 1], [10, 20], limit=301) == []
    # In play it can't happen: whoever ends a round scores 0 or less, so they never pass the limit.


def test_elimination_is_for_players_on_their_own():
    with pytest.raises(KonkanError, match="partnership"):
        Rules(players=4, partnership=True, game_end="elimination")


# --- Konkan ---------------------------------------------------------------------------------


@pytest.mark.parametrize("game_end", ["target", "elimination"])
def test_no_konkan_can_be_declared_without_a_last_round_but_one_put_down_costs_200(game_end):
    rules = Rules(players=3, rounds=1, game_end=game_end, game_end_score=150)
    g = Game(rules, seed=2, deck=stacked_deck([KONKAN, "", ""]))
    r = g.round
    assert not r.can_declare_konkan()
    with pytest.raises(IllegalAction) as refused:
        r.declare_konkan()
    assert refused.value.rule == "R8.6"
    r.meld("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S", "KH KD KC KS")
    r.discard("9C")
    assert r.result.ending == "konkan" and not r.result.declared_konkan
    assert g.totals == [-60, 200, 200] and g.konkan_winner is None
    assert g.is_over and g.winners == [0]


# --- saving ---------------------------------------------------------------------------------


@pytest.mark.parametrize("game_end", ["target", "elimination"])
def test_target_and_elimination_games_round_trip_through_a_save(game_end):
    # Random players' game (void rounds among the counted ones) saved part-way, then played on to its end
    # and saved again.
    g = Game(Rules(players=3, game_end=game_end, game_end_score=150), seed=0)
    for rounds in (3, None):
        play(g, 0, rounds=rounds)
        assert g.is_over == (rounds is None)
        loaded = Game.from_json(g.to_json())
        assert loaded.to_json() == g.to_json()
        assert [loaded.seats(r) for r in loaded.rounds] == [g.seats(r) for r in g.rounds]
        assert (loaded.totals, loaded.eliminated, loaded.winners, loaded.is_over) == (
            g.totals,
            g.eliminated,
            g.winners,
            g.is_over,
        )


def test_an_elimination_save_round_trips_with_the_next_round_under_way():
    g = three_player_elimination()
    g.next_round()
    RandomPlayer(1).play_turn(g.round)
    loaded = Game.from_json(g.to_json())
    assert loaded.to_json() == g.to_json() and loaded.seats() == (1, 2) and loaded.eliminated == [0]


def test_a_save_dealing_a_round_to_a_player_out_is_refused():
    g = three_player_elimination()
    g.next_round()
    forged = Round(g.rules, number=2, dealer=0, seed=f"{g.seed}:2:0", names=g.names)  # South dealt in again
    text = resign(g.to_json(), lambda d: d["rounds"].__setitem__(1, round_to_dict(forged)))
    with pytest.raises(CorruptSave, match=r"saved round 1: .*other players .*\(East, West\)"):
        Game.from_json(text)


def test_a_save_with_an_elimination_round_dealt_by_the_wrong_seat_is_refused():
    g = three_player_elimination()
    g.next_round()
    two = replace(g.rules, players=2)
    forged = Round(two, number=2, dealer=1, seed=f"{g.seed}:2:0", names=("East", "West"))
    text = resign(g.to_json(), lambda d: d["rounds"].__setitem__(1, round_to_dict(forged)))
    with pytest.raises(CorruptSave, match="dealt by East, but it is round 2 dealt by West"):
        Game.from_json(text)
    with pytest.raises(CorruptSave, match="totals"):
        Game.from_json(resign(g.to_json(), lambda d: d.__setitem__("totals", [100, -60, 14])))


def test_seats_of_a_round_from_another_game_is_refused_naming_it():
    g, other = Game(Rules(players=2), seed=1), Game(Rules(players=2), seed=2)
    assert g.seats(g.round) == (0, 1)
    with pytest.raises(KonkanError, match="one of this game's rounds, got <Round 1"):
        g.seats(other.round)


def test_without_a_last_round_the_konkan_refusal_says_so():
    from konkan import DeclareKonkan

    for end in ("target", "elimination"):
        r = Game(Rules(players=3, game_end=end), seed=1).round
        v = r.check(DeclareKonkan(r.current))
        assert v.code == "KONKAN_NOT_LAST_ROUND" and "has no last round (R8.6)" in v.message
        assert " of " not in repr(r)
