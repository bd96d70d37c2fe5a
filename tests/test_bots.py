"""Computer players: legal moves only, decisions from the seat's view alone, reasons that name only
cards the seat has seen, and the levels chosen by name."""

import random
import re

import pytest
from helpers import sized
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from konkan import Discard, Game, KonkanError, Round, Rules
from konkan.cards import Card, full_deck
from konkan.play.players import (
    PLAYER_LEVELS,
    Decision,
    GreedyPlayer,
    Player,
    RandomPlayer,
    StrongPlayer,
    make_player,
    shadow_round,
    unseen_cards,
)
from konkan.reasons import ActionKind, Phase
from tests.test_properties import TABLES, any_table, check_invariants

CARD = re.compile(r"(10|[2-9AJQK])([♠♥♦♣])|Joker")


def mixed_players(rules: Rules, seed: int) -> list[Player]:
    """One player of each level around the table, in an order the seed picks."""
    rng = random.Random(seed)
    levels = [rng.choice(("random", "greedy", "strong")) for _ in range(rules.players)]
    return [
        StrongPlayer(seed=seed + s, budget=3) if name == "strong" else make_player(name, seed=seed + s)
        for s, name in enumerate(levels)
    ]


def seen_faces(r: Round, seat: int) -> set[str]:
    """Every card face this seat has seen: its hand, the table, the pile, and its events (its
    own draws named, the others' takes, melds, lay-offs, swaps and discards)."""
    cards = list(r.hand(seat)) + list(r.discard_pile) + [c for m in r.table for c in m.cards]
    cards += [c for e in r.events_for(seat) for c in e.cards]
    return {str(c) for c in cards}


def play_checked(r: Round, players, *, whys: list | None = None, max_turns: int = 400) -> None:
    """Play the round to its end, asking each player's decide with the seat's view, checking each
    move with the round before it is played, and every reason against what the seat has seen."""
    turns = 0
    while not r.is_over and turns < max_turns:
        seat = r.current
        steps = 0
        while not r.is_over and r.current == seat:
            d = players[seat].decide(r.view(seat))
            assert isinstance(d, Decision)
            verdict = r.check(d.action)
            assert verdict.ok, f"{players[seat]!r} chose an illegal move {d.action}: {verdict.message}"
            if d.why:
                seen = seen_faces(r, seat)
                named = {m.group(0) for m in CARD.finditer(d.why)}
                assert named <= seen, f"{d.why!r} names {named - seen}, which seat {seat} has not seen"
                if whys is not None:
                    whys.append(d.why)
            r.apply(d.action)
            check_invariants(r)
            steps += 1
            assert steps < 60, "a turn that never ends"
        turns += 1


@pytest.mark.slow
@settings(max_examples=sized(10, 25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), table=st.one_of(st.sampled_from(TABLES), any_table()))
def test_no_bot_makes_an_illegal_move_under_any_table(seed, table):
    r = Round(table, seed=seed, number=random.Random(seed).randint(1, table.rounds))
    play_checked(r, mixed_players(table, seed))
    if table.empty_stock == "void":
        assert r.is_over


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_greedy_and_strong_players_finish_rounds_legally_at_every_table_size(players):
    rules = Rules(players=players)
    for seed in range(2):
        bots = [StrongPlayer(seed=s, budget=2) if s == 0 else GreedyPlayer(seed=s) for s in range(players)]
        r = Round(rules, seed=f"size:{players}:{seed}")
        whys: list[str] = []
        play_checked(r, bots, whys=whys)
        assert r.is_over and whys


def test_partners_play_a_whole_game_through_play_turn():
    g = Game(Rules(players=4, partnership=True, rounds=2), seed=3)
    bots = [
        make_player("strong", seed=1),
        make_player("greedy", seed=2),
        make_player("greedy", seed=3),
        make_player("random", seed=4),
    ]
    while not g.is_over:
        if g.round.is_over:
            g.next_round()
        r = g.round
        seat = r.current
        decisions = bots[g.seats(r)[seat]].play_turn(r)
        assert decisions and all(isinstance(d, Decision) for d in decisions)
        assert decisions[-1].action.kind == ActionKind.DISCARD or r.is_over
    assert g.winners


def test_play_turn_returns_the_decisions_it_played():
    r = Round(Rules(players=2), seed=11)
    decisions = GreedyPlayer(seed=1).play_turn(r)
    assert [d.action for d in decisions] == r.history
    assert all(d.why for d in decisions)
    assert r.current == 1


# --- what a player may know --------------------------------------------------------------------


def same_view_other_cards(rules: Rules, seed: int, turns: int, seat: int) -> tuple[Round, Round]:
    """Two rounds at the same point of the same game, seen alike from ``seat`` (equal views),
    but with every card that seat has never seen dealt differently."""
    r = Round(rules, seed=seed)
    bots = [GreedyPlayer(seed=s) for s in range(rules.players)]
    for _ in range(turns):
        if r.is_over or r.current == seat and _ > turns - rules.players:
            break
        bots[r.current].play_turn(r)
    while r.current != seat and not r.is_over:
        bots[r.current].play_turn(r)
    assert not r.is_over
    seen = {c.id for c in r.hand(seat)} | {c.id for c in r.discard_pile} | {c.id for m in r.table for c in m.cards}
    seen |= {c.id for e in r.events_for(seat) for c in e.cards}
    deck = list(r.deck)
    hidden = [i for i, c in enumerate(deck) if c.id not in seen]
    assert len(hidden) > 20
    moved = [deck[i] for i in hidden]
    random.Random(seed).shuffle(moved)
    other = list(deck)
    for i, c in zip(hidden, moved):
        other[i] = c
    again = [Round(rules, deck=d, dealer=r.dealer, number=r.number) for d in (deck, other)]
    for a in r.history:
        for x in again:
            x.apply(a)
    return again[0], again[1]


@pytest.mark.parametrize("level", PLAYER_LEVELS)
@pytest.mark.parametrize("players,seed,turns", [(2, 5, 6), (3, 8, 9), (4, 21, 5)])
def test_a_decision_depends_only_on_the_view_and_the_seed(level, players, seed, turns):
    rules = Rules(players=players)
    seat = 1
    a, b = same_view_other_cards(rules, seed, turns, seat)
    assert [a.hand(s) for s in range(players)] != [b.hand(s) for s in range(players)] or a.stock != b.stock
    va, vb = a.view(seat), b.view(seat)
    assert va.to_dict() == vb.to_dict()
    for step in range(4):
        pa, pb = make_player(level, seed=f"same:{seed}:{step}"), make_player(level, seed=f"same:{seed}:{step}")
        da, db = pa.decide(va), pb.decide(vb)
        assert da == db
    # And on through the turn while the views stay alike (a card drawn from the stock differs).
    pa, pb = make_player(level, seed=7), make_player(level, seed=7)
    while not a.is_over and a.current == seat:
        va, vb = a.view(seat), b.view(seat)
        if va.to_dict() != vb.to_dict():
            assert a.history[-1].kind == ActionKind.DRAW
            break
        da, db = pa.decide(va), pb.decide(vb)
        assert da == db
        a.apply(da.action)
        b.apply(db.action)


def test_a_player_is_never_handed_the_round():
    r = Round(Rules(players=2), seed=2)
    with pytest.raises(KonkanError, match="not North's turn"):
        GreedyPlayer().decide(r.view(1))


def test_a_shadow_round_agrees_with_the_view_it_was_made_from():
    r = Round(Rules(players=3), seed=9)
    bots = [GreedyPlayer(seed=s) for s in range(3)]
    for _ in range(7):
        bots[r.current].play_turn(r)
    r.draw()
    v = r.view(r.current)
    s = shadow_round(v)
    assert s.view(v.seat).to_dict()["legal"] == v.to_dict()["legal"]
    assert s.hand(v.seat) == r.hand(v.seat) and s.table == r.table and s.discard_pile == r.discard_pile
    assert s.stock_size == r.stock_size and [len(s.hand(i)) for i in range(3)] == [len(r.hand(i)) for i in range(3)]
    assert sorted(c.id for c in unseen_cards(v)) == sorted(
        [c.id for i in range(3) if i != v.seat for c in r.hand(i)] + [c.id for c in r.stock]
    )


# --- reasons -------------------------------------------------------------------------------------


@pytest.mark.slow
def test_every_why_names_only_cards_the_seat_has_seen_and_cites_a_rule():
    whys: list[str] = []
    for seed, players in [(1, 2), (2, 3), (3, 4), (4, 5)]:
        rules = Rules(players=players)
        bots = [StrongPlayer(seed=s, budget=3) if s % 2 else GreedyPlayer(seed=s) for s in range(players)]
        play_checked(Round(rules, seed=f"why:{seed}", number=rules.rounds), bots, whys=whys)
    assert len(whys) > 100
    for why in whys:
        assert re.search(r"\(R\d", why), why
        assert why[0].isupper() and why.endswith("."), why
        assert len(re.findall(r"[.!?](?:\s|$)", why)) <= 2, why


def test_the_random_player_gives_no_reasons():
    r = Round(Rules(players=2), seed=4)
    assert all(d.why == "" for d in RandomPlayer(seed=1).play_turn(r))


def test_the_greedy_player_explains_going_down_with_its_points():
    from tests.helpers import deal

    r = deal(["6H 7H 8H QS QH QD 2C 9D 4S 5D JC KS 3C 10H AD", "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QC KC AC 4D"])
    d = GreedyPlayer().decide(r.view(0))
    assert d.action.kind == ActionKind.MELD
    assert d.why == "I went down with 6♥ 7♥ 8♥ and Q♠ Q♥ Q♦, 51 points, at least the 51 needed (R5.1)."
    r.apply(d.action)
    d = GreedyPlayer().decide(r.view(0))
    assert d.action.kind == ActionKind.DISCARD


def test_the_greedy_player_takes_a_discard_to_go_down_and_says_whose():
    from tests.helpers import deal

    r = deal(
        ["6H 7H QS QH QD 2C 9D 4S 5D JC KS 3C 10H AD 5C", "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QC KC AC 8H"], "9C 9H 9S"
    )
    r.discard("5C")
    r.draw()
    r.discard("8H")
    d = GreedyPlayer().decide(r.view(0))
    assert d.action.kind == ActionKind.TAKE_DISCARD
    assert d.why == "I took North's 8♥ to go down with 6♥ 7♥ 8♥ and Q♠ Q♥ Q♦, 51 points (R3.3, R5.1)."


# --- levels by name ------------------------------------------------------------------------------


def test_levels_by_name_and_objects_passed_through():
    assert [type(make_player(n)).__name__ for n in PLAYER_LEVELS] == ["RandomPlayer", "GreedyPlayer", "StrongPlayer"]
    assert type(make_player(" Greedy ")).__name__ == "GreedyPlayer"
    p = StrongPlayer(budget=2)
    assert make_player(p) is p
    assert isinstance(p, Player)


def test_a_bad_level_name_is_refused_naming_it():
    with pytest.raises(KonkanError, match="'expert'"):
        make_player("expert")
    with pytest.raises(KonkanError, match="decide"):
        make_player(42)
    with pytest.raises(KonkanError, match="budget"):
        StrongPlayer(budget=-1)


def test_the_strong_players_budget_zero_plays_as_the_greedy_player():
    r1, r2 = Round(Rules(players=3), seed=6), Round(Rules(players=3), seed=6)
    a = [StrongPlayer(seed=s, budget=0) for s in range(3)]
    b = [GreedyPlayer(seed=s) for s in range(3)]
    while not r1.is_over:
        a[r1.current].play_turn(r1)
        b[r2.current].play_turn(r2)
    assert r1.history == r2.history


def test_a_seeded_strong_player_repeats_its_game():
    histories = []
    for _ in range(2):
        r = Round(Rules(players=2), seed=31)
        bots = [StrongPlayer(seed="s", budget=4), GreedyPlayer(seed="g")]
        while not r.is_over:
            bots[r.current].play_turn(r)
        histories.append(r.history)
        assert bots[0].searched > 0
    assert histories[0] == histories[1]


def test_decide_phase_and_card_types():
    r = Round(Rules(players=2), seed=1)
    d = StrongPlayer(seed=1, budget=2).decide(r.view(0))
    assert r.phase == Phase.START and isinstance(d.action.cards, tuple)
    assert all(isinstance(c, Card) for c in d.action.cards)
    assert str(d).startswith(str(d.action))


@pytest.mark.parametrize("players", [2, 4])
def test_the_strong_players_search_sees_only_the_view(players):
    """The starter's first turn has no draw: the strong player searches its discard over guessed
    deals, and with the other hands and the stock dealt otherwise it chooses the same."""
    rules = Rules(players=players)
    searched = 0
    for seed in range(3):
        deck = list(Round(rules, seed=f"search:{seed}").deck)
        rest = deck[15:]
        random.Random(seed).shuffle(rest)
        a, b = Round(rules, deck=deck), Round(rules, deck=deck[:15] + rest)
        assert a.hand(1) != b.hand(1)
        pa, pb = StrongPlayer(seed=seed, budget=6), StrongPlayer(seed=seed, budget=6)
        while not a.is_over and a.current == 0:
            va, vb = a.view(0), b.view(0)
            assert va.to_dict() == vb.to_dict()
            da, db = pa.decide(va), pb.decide(vb)
            assert da == db
            a.apply(da.action)
            b.apply(db.action)
        assert (pa.searched, pa.looked_ahead) == (pb.searched, pb.looked_ahead)
        searched += pa.searched + pa.looked_ahead
    assert searched > 0


LOOK_AHEAD = re.compile(
    r"I kept the (\S+), which the hints would throw first: of the (\d+) cards I might draw next, "
    r"(\d+) would let me go down, against (\d+) had I thrown it \(R5\.1\)\."
)


def unseen_by_seat_0(r: Round) -> list[Card]:
    """What seat 0 of a two-player round cannot see: not in its hand, the pile or the table, nor a
    card it saw the other player take from the pile who still holds it (read from the real round)."""
    visible = {c.id for c in r.hand(0)} | {c.id for c in r.discard_pile} | {c.id for m in r.table for c in m.cards}
    taken = {e.cards[0].id for e in r.events_for(0) if e.kind.value == "take_discard" and e.seat == 1}
    held = {c.id for c in r.hand(1)} & taken
    return [c for c in full_deck() if c.id not in visible and c.id not in held]


def test_the_strong_players_look_ahead_counts_are_true():
    """Not yet down, the strong player weighs its discards by the next draw. When it keeps the
    card the hints would throw, its sentence counts the cards it might draw and those that would
    let it go down, with and without that card; an exhaustive search of openings (not the
    engine's solver) over every card it cannot see recounts them."""
    from tests.truth import search_openings

    checked = 0
    for seed in range(12):
        r = Round(Rules(players=2), seed=seed)
        bots = [StrongPlayer(seed=seed, budget=2), GreedyPlayer(seed=1)]
        while not r.is_over and checked < 2:
            if r.current == 1:
                bots[1].play_turn(r)
                continue
            d = bots[0].decide(r.view(0))
            m = LOOK_AHEAD.search(d.why)
            if m:
                kept_name, unseen, count, other = m.group(1), int(m.group(2)), int(m.group(3)), int(m.group(4))
                hand = list(r.hand(0))
                assert not r.is_down(0) and str(d.action.card) != kept_name
                pool = unseen_by_seat_0(r)
                assert len(pool) == unseen
                thrown = [c for c in hand if c != d.action.card]
                without = list(hand)
                without.remove(next(c for c in hand if str(c) == kept_name))
                for kept, said in ((thrown, count), (without, other)):
                    assert sum(search_openings(kept + [c], r.rules).legal is not None for c in pool) == said
                assert count > other
                checked += 1
            r.apply(d.action)
        if checked >= 2:
            break
    assert checked == 2


LOOK_AHEAD_POINTS = re.compile(
    r"I kept the (\S+), which the hints would throw first: with the next card I draw, my best "
    r"try at an opening comes to ([\d.]+) of the (\d+) points I need on average, against "
    r"([\d.]+) had I thrown it \(R5\.1\)\."
)


@pytest.mark.parametrize("seed, at", [(11, 29), (37, 4)])
def test_the_strong_players_look_ahead_points_are_true(seed, at):
    """When the chance of going down is no better, the sentence gives how far the best try at an
    opening comes on average over the next draw; an exhaustive search recounts it (a hand that
    can go down counts the whole minimum)."""
    from tests.truth import search_openings

    r = Round(Rules(players=2), seed=seed)
    bots = [StrongPlayer(seed=seed, budget=2), GreedyPlayer(seed=1)]
    while len(r.history) < at:
        if r.current == 1:
            bots[1].play_turn(r)
        else:
            r.apply(bots[0].decide(r.view(0)).action)
    d = bots[0].decide(r.view(0))
    m = LOOK_AHEAD_POINTS.search(d.why)
    assert m, d.why
    kept_name, points, need, other = m.group(1), m.group(2), int(m.group(3)), m.group(4)
    hand = list(r.hand(0))
    pool = unseen_by_seat_0(r)
    digits = len(points.partition(".")[2])
    assert need == r.rules.opening_minimum
    without = list(hand)
    without.remove(next(c for c in hand if str(c) == kept_name))
    for kept, said in (([c for c in hand if c != d.action.card], points), (without, other)):
        total = 0
        for c in pool:
            found = search_openings(kept + [c], r.rules)
            total += need if found.legal is not None else min(found.attempt or 0, need)
        assert f"{total / len(pool):.{digits}f}" == said
    assert float(points) > float(other)


@pytest.mark.parametrize("jokers, opens", [(1, 0), (2, 1)])
def test_the_look_ahead_tries_every_card_where_two_jokers_bridge_a_gap(jokers, opens):
    """With two jokers allowed in a meld (R9), the 8♥ turns 5♥ and two jokers into a run, with
    three kings going down (56 points); with one joker a meld (R4.3) the 8♥ does nothing."""
    from konkan.cards import to_cards
    from konkan.play.players import draw_outlook

    hand = to_cards("Joker Joker 5H KS KD KC 2D")
    pool = to_cards("8H 2C")
    rules = Rules(jokers_per_meld=jokers)
    o = draw_outlook(list(hand), list(pool), rules)
    assert (o.opening, o.unseen) == (opens, 2)
    # Kings alone are no opening (R5.2), so the 2♣ leaves the best try at 0 points.
    assert o.points == (51 / 2 if opens else 0)


# --- what the players say is true (issue 16) ---------------------------------------------------------


def test_a_declarer_that_draws_never_says_the_discard_brings_its_konkan_no_closer_when_it_does():
    """Seat 1 declared Konkan three cards short (a run of nine spades, two kings). The J♠ on the
    pile makes it two short, but taking it would oblige a meld the Konkan does not make yet
    (R3.3, R8.6), so the player draws; its reason must not say the card brings it no closer."""
    from konkan.play.analysis import konkan_shape
    from tests.helpers import deal

    r = deal(
        ["8H 2S 4S 6S 8S 10S 3C 5C 7C 9C JS 4D 6D 9D KD", "2S 3S 4S 5S 6S 7S 8S 9S 10S 4H KH KD 5D 6C"],
        "AD 5H 9H",
        Rules(players=2, rounds=1),
    )
    r.discard("JS")
    r.declare_konkan()
    hand, top = list(r.hand(1)), r.discard_top
    assert top is not None and konkan_shape(hand + [top]).short < konkan_shape(hand).short
    d = GreedyPlayer(seed=1).decide(r.view(1))
    assert d.action.kind == ActionKind.DRAW
    assert "no closer" not in d.why and "does not complete my declared Konkan" in d.why, d.why
    assert "R3.3" in d.why and "R8.6" in d.why


def test_the_look_ahead_counts_a_card_that_fits_nothing_as_one_card_more_in_hand():
    """Thirteen of the fourteen cards kept go down at once, leaving the 9♦ to discard: that goes
    out at once with no minimum (R5.4). A drawn card that fits nothing (J♥, K♣) leaves two cards
    beside the melds, so it does not let the hand go down; the 7♥ does. An exhaustive search of
    openings recounts them."""
    from konkan.cards import to_cards
    from konkan.play.players import draw_outlook
    from tests.truth import search_openings

    kept = list(to_cards("AS 2S 3S 4H 5H 6H 2D 3D 4D 2C 3C 4C 5C 9D"))
    pool = list(to_cards("JH KC 7H 10D QS"))
    rules = Rules(players=2)
    o = draw_outlook(kept, pool, rules)
    truth = sum(search_openings(kept + [c], rules).legal is not None for c in pool)
    assert truth == 1
    assert (o.opening, o.unseen) == (truth, len(pool))


def test_a_players_discard_reason_reads_two_jokers_as_the_round_does():
    """With two jokers a meld (R9), 10♠ Joker Joker K♠ is a run: the 10♠ goes with the K♠."""
    from konkan.play.players import explain
    from tests.helpers import deal

    rules = Rules(players=2, jokers_per_meld=2)
    r = deal(
        ["10S KS JK JK 2H 6H JH 3D 7D QD 5C 9C AC 4S 8D", "2C 3C 5S 9H JD KH 4C 10C 2D 6S AH 7C JC 8C"], rules=rules
    )
    for text in ("10S", "KS"):
        card = next(c for c in r.hand(0) if c == Card.parse(text))
        why = explain(r.view(0), Discard(0, card))
        assert "goes with none" not in why, why


# --- the strong player's guesses read the table --------------------------------------------------


def played_round(players: int, seed: int, turns: int) -> Round:
    """A round a few turns in, played by greedy players."""
    r = Round(Rules(players=players), seed=f"guess:{seed}")
    bots = [GreedyPlayer(seed=s, explain=False) for s in range(players)]
    for _ in range(turns):
        if r.is_over:
            break
        bots[r.current].play_turn(r)
    return r


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_table_reading_guesser_deals_only_unseen_cards_and_keeps_known_ones(players):
    """With leanings, a deal still gives each seat its number of cards, the stock its size, every
    card the seat cannot see exactly once and none it can, and a card seen taken to its taker."""
    from konkan.play.guessing import deal_unseen, read_table
    from konkan.view import seen_in_hands

    for seed in range(4):
        r = played_round(players, seed, 3 * players + seed)
        if r.is_over:
            continue
        view = r.view(r.current)
        known = seen_in_hands(view)
        leanings = read_table(view)
        unseen = {c.id for c in unseen_cards(view)}
        rng = random.Random(seed)
        for _ in range(20):
            others, stock = deal_unseen(view, known, rng, leanings=leanings)
            assert len(stock) == view.stock_size
            assert [len(h) for h in others] == [0 if s == view.seat else view.hand_sizes[s] for s in range(players)]
            dealt = [c.id for h in others for c in h] + [c.id for c in stock]
            assert sorted(dealt) == sorted(unseen)
            for s, cards in known.items():
                assert {c.id for c in cards} <= {c.id for c in others[s]}


def test_the_table_reading_guesser_repeats_for_a_seed():
    from konkan.play.guessing import deal_unseen, read_table
    from konkan.view import seen_in_hands

    view = played_round(3, 1, 7).view(1)
    known, leanings = seen_in_hands(view), read_table(view)
    assert leanings
    a = deal_unseen(view, known, random.Random("x"), leanings=leanings)
    b = deal_unseen(view, known, random.Random("x"), leanings=leanings)
    assert a == b


def test_a_seat_that_threw_a_card_is_guessed_less_likely_to_hold_its_neighbours():
    """Seat 1 threw cards: the cards that go with them lean away from its hand, and over many
    deals land there less often than the uniform guess puts them."""
    from konkan.melds import goes_with
    from konkan.play.guessing import THREW_NEAR, deal_unseen, read_table
    from konkan.reasons import EventKind
    from konkan.view import seen_in_hands

    r = played_round(2, 2, 6)
    view = r.view(0)
    threw = [e.cards[0] for e in view.events if e.kind == EventKind.DISCARD and e.seat == 1 and e.cards]
    assert threw
    lean = read_table(view).get(1, {})
    near = [c for c in unseen_cards(view) if not c.is_joker and any(goes_with(t, c) for t in threw)]
    assert near and all(lean.get(c.id, 1.0) <= THREW_NEAR for c in near)
    far = [c for c in unseen_cards(view) if not c.is_joker and c.id not in lean]
    assert far
    known = seen_in_hands(view)
    ids = {c.id for c in near}

    def share(leanings, seed):
        rng = random.Random(seed)
        hits = 0
        for _ in range(400):
            others, _stock = deal_unseen(view, known, rng, leanings=leanings)
            hits += sum(c.id in ids for c in others[1])
        return hits

    assert share(read_table(view), 5) < 0.85 * share(None, 5)


def test_a_seat_that_is_down_is_guessed_less_likely_to_hold_what_it_could_lay_off():
    from konkan.play.guessing import DOWN_LAYS_OFF, read_table
    from konkan.table_melds import lay_off_options

    for seed in range(30):
        r = played_round(2, seed, 12)
        if r.is_over or not r.is_down(1) or r.current != 0:
            continue
        view = r.view(0)
        fits = [c for c in unseen_cards(view) if not c.is_joker and lay_off_options(view.table, [c])]
        if not fits:
            continue
        lean = read_table(view)[1]
        assert all(lean[c.id] <= DOWN_LAYS_OFF for c in fits)
        return
    pytest.fail("no round with seat 1 down and a card to lay off")


def test_the_strong_players_options_are_checked_naming_them():
    with pytest.raises(KonkanError, match="'wide'"):
        StrongPlayer(search="wide")
    with pytest.raises(KonkanError, match="'psychic'"):
        StrongPlayer(guess="psychic")
    assert "search='turn'" in repr(StrongPlayer(search="turn", guess="table"))


def test_the_strong_player_weighs_take_against_draw_on_guessed_deals():
    """Searching the whole turn, the strong player settles some starts of its turn (take or draw)
    by playing guessed deals out; its move is legal, its game repeats for a seed, and the player
    that searches only its discard never does."""
    histories = []
    for _ in range(2):
        r = Round(Rules(players=2), seed=44)
        bots = [StrongPlayer(seed="s", budget=3, search="turn"), StrongPlayer(seed="t", budget=3, search="discard")]
        while not r.is_over:
            for d in bots[r.current].play_turn(r):
                assert d.why
        histories.append(r.history)
        assert bots[1].drawn == 0
    assert histories[0] == histories[1]
    drawn = 0
    for seed in range(3):
        r = Round(Rules(players=3), seed=f"take:{seed}")
        bots = [StrongPlayer(seed=s, budget=2, explain=False, search="turn") for s in range(3)]
        while not r.is_over:
            bots[r.current].play_turn(r)
        drawn += sum(b.drawn for b in bots)
    assert drawn > 0
