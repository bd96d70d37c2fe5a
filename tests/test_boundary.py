"""The engine's boundary: typed actions that read and write, check() that agrees with apply(),
legal_actions() that misses nothing, seat views and events that keep hidden cards hidden."""

import json
import random
import re
from itertools import combinations

import hypothesis.strategies as st
import pytest
from helpers import deal
from hypothesis import HealthCheck, given, settings
from test_properties import any_table

from konkan import (
    Action,
    Card,
    Discard,
    Draw,
    Event,
    EventKind,
    InvalidNotation,
    LayOff,
    Meld,
    Reason,
    Round,
    Rules,
    SeatView,
    SwapJoker,
    TakeDiscard,
    Undo,
    check_meld,
    parse_cards,
)
from konkan.catalogue import EN
from konkan.play.players import RandomPlayer
from konkan.reasons import RULE_OF
from konkan.render import table_svg
from konkan.rulebook import rule

TABLES = [
    Rules(players=2),
    Rules(players=3, rounds=1),
    Rules(players=4, partnership=True),
    Rules(players=5, empty_stock="reshuffle"),
    Rules(players=2, taken_discard_must_be_used=True, set_joker_swap_needs_both=True, freed_joker_must_be_used=True),
    Rules(players=3, opening_needs_run=False, opening_minimum=30, konkan_declarer_may_take_discards=True, rounds=1),
]


def random_games(count: int, turns: int = 400):
    """Rounds of random play, each with the seed it was played from."""
    for i in range(count):
        rules = TABLES[i % len(TABLES)]
        r = Round(rules, seed=i, number=rules.rounds if i % 3 == 0 else 1)
        bots = [RandomPlayer(100 * i + s, declare_chance=0.3) for s in range(rules.players)]
        n = 0
        while not r.is_over and n < turns:
            bots[r.current].play_turn(r)
            n += 1
        yield r


# --- typed actions --------------------------------------------------------------------------


def test_every_action_reads_back_from_its_text_and_its_dict_over_random_games():
    kinds = set()
    for r in random_games(12):
        for a in r.history:
            kinds.add(a.kind)
            assert Action.parse(str(a)) == a, str(a)
            assert Action.from_dict(json.loads(json.dumps(a.to_dict()))) == a
            assert repr(a).startswith(type(a).__name__ + "(")
    assert {"draw", "take_discard", "meld", "discard"} <= kinds


def test_action_text_keeps_the_physical_copy():
    a = Discard(1, Card(7, "S", copy=1))
    assert str(a) == "seat 1: discard 7♠'"
    assert Action.parse(str(a)).card.copy == 1
    assert Action.parse("seat 1: discard 7♠") != a


def test_a_jokers_reading_is_a_face_so_a_copy_mark_on_it_is_dropped():
    a = Action.parse("seat 0: lay off 7♠ as 6♦' on meld 2")
    assert a.joker_as == Card(6, "D") and str(a) == "seat 0: lay off 7♠ as 6♦ on meld 2"
    assert Action.parse(str(a)) == a and Action.from_dict(json.loads(json.dumps(a.to_dict()))) == a
    m = Action.parse("seat 1: meld Joker Joker' 5♥ 6♥ as 3♥' 4♥")
    assert m.joker_as == ((Card(3, "H"), Card(4, "H")),)
    assert Action.parse(str(m)) == m and Action.from_dict(m.to_dict()) == m
    assert LayOff(0, (Card.joker(),), 1, Card(9, "C", 1)).joker_as == Card(9, "C")


def test_a_two_joker_melds_readings_survive_json():
    from konkan.melds import judge_cards
    from konkan.table_melds import TableMeld, judge_lay_off

    run = TableMeld.put_down(judge_cards(tuple(parse_cards("JK KD AD")), max_jokers=2), owner=0)
    _, after = judge_lay_off(run, [Card.joker(1)], joker_as=Card(11, "D"))
    laid = TableMeld.put_down(after, 0)
    d = json.loads(json.dumps(laid.to_dict()))
    back = TableMeld.from_dict(d, max_jokers=2)
    assert back.to_dict() == d and back.joker_as == laid.joker_as
    assert back.joker_readings == laid.joker_readings == (Card(11, "D"), Card(12, "D"))
    assert back.cards == laid.cards and back.verdict.jokers == laid.verdict.jokers


def test_a_table_meld_read_from_a_changed_dict_is_refused_naming_the_field():
    from konkan.table_melds import TableMeld

    meld = TableMeld.put_down(check_meld("5H 6H JK", joker_as="7H"), owner=1)
    good = meld.to_dict()
    assert TableMeld.from_dict(good).to_dict() == good
    for key, value, words in [
        ("points", 99, "points"),
        ("owner", True, "owner"),
        ("cards", [1, 1, 2], "cards"),
        ("joker_readings", ["4H"], "table order"),
        ("joker_readings", ["7S"], "not legal"),
        ("joker_readings", [], "one card per joker"),
        ("text", "x", "text"),
        ("extra", 1, "extra"),
    ]:
        with pytest.raises(InvalidNotation, match=words):
            TableMeld.from_dict({**good, key: value})
    with pytest.raises(InvalidNotation, match="table order"):
        TableMeld.from_dict({**good, "cards": list(reversed(good["cards"]))})


def test_a_round_dispatches_on_the_action_type():
    r = deal(["7S 8S 9S QH QD QC", "5H 6H"], "2D", Rules(players=2))
    played = r.apply(Meld(0, (tuple(parse_cards("7S 8S 9S")), tuple(parse_cards("QH QD QC")))))
    assert isinstance(played, Meld) and r.is_down(0)
    assert isinstance(r.apply(Discard(0, r.hand(0)[0])), Discard)
    assert isinstance(r.apply(Draw(1)), Draw) and r.current == 1


# --- check() --------------------------------------------------------------------------------


def candidate_actions(r: Round, rng: random.Random) -> list[Action]:
    """Legal moves and near misses: every simple legal move, plus random odd ones."""
    seat = r.current
    out = list(r.legal_actions().simple())
    hand = r.hand(seat)
    pool = hand + [Card.from_id(rng.randrange(106)) for _ in range(2)]
    for _ in range(8):
        k = rng.randint(1, 4)
        cards = tuple(rng.sample(pool, min(k, len(pool))))
        out.append(
            rng.choice(
                [
                    Meld(seat, (cards,)),
                    LayOff(seat, cards, rng.randint(0, max(len(r.table), 1))),
                    SwapJoker(seat, cards[:1], rng.randint(0, max(len(r.table), 1))),
                    Discard(seat, cards[0]),
                    Undo(seat),
                    Draw(seat),
                    TakeDiscard(seat, cards[0]),
                    Draw((seat + 1) % r.players),
                ]
            )
        )
    return out


def test_check_agrees_with_apply_and_a_refused_check_changes_nothing():
    rng = random.Random(7)
    agreed = refused = 0
    for r in random_games(16, turns=30):
        if r.is_over:
            continue
        for a in candidate_actions(r, rng):
            before = r.to_json()
            verdict = r.check(a)
            assert r.to_json() == before
            assert verdict.code.rule == verdict.rule or verdict.ok
            assert verdict.message and verdict.rule in verdict.message
            c = r.copy()
            try:
                c.apply(a)
            except Exception as e:
                assert not verdict.ok, f"check said yes to {a} but apply said: {e}"
                assert getattr(e, "code", None) == verdict.code
                assert c.to_json() == before
                refused += 1
            else:
                assert verdict.ok, f"check refused {a} ({verdict.message}) but apply took it"
                agreed += 1
    assert agreed > 20 and refused > 50


def test_check_refuses_a_seat_whose_turn_it_is_not_and_names_both():
    r = Round(Rules(players=3), seed=2)
    v = r.check(Discard(1, r.hand(1)[0]))
    assert (v.ok, v.code, v.rule) == (False, Reason.NOT_YOUR_TURN, "R1.3")
    assert "South" in v.message and "East" in v.message


def test_check_says_what_a_legal_move_would_do():
    r = deal(["7S 8S 9S QH QD QC 5D", "5H 6H"], "2D", Rules(players=2))
    v = r.check(Meld(0, (tuple(parse_cards("7S 8S 9S")), tuple(parse_cards("QH QD QC")))))
    assert v.ok and v.rule == "R5.1" and "54 points" in v.message and "at least 51" in v.message


def test_a_refusal_carries_the_move_that_fixes_it():
    r = deal(["AS 2C 4D 6H 8S 10C QD", "7S 8S 9H 2H 3C 5D 7D 9C JH KS KC 4S 6S"], "", Rules(players=2))
    r.discard("AS")
    r.take_discard()
    verdict = r.check(Discard(1, r.hand(1)[0]))
    assert verdict.code == Reason.MUST_MELD_AFTER_TAKING
    assert [a.kind for a in verdict.remedy] == ["return_discard", "draw"]
    for a in verdict.remedy:
        r.apply(a)
    assert r.took_discard is None and r.discard_top == Card(1, "S")


# --- legal_actions() against a brute force ---------------------------------------------------


def meld_key(a: Meld) -> frozenset:
    """What tells two melds apart at the table: the faces of each group and where a run's joker
    sits (a set's joker stays open, R4.4)."""
    out = set()
    for g, j in zip(a.groups, a.joker_as or (None,) * len(a.groups)):
        v = check_meld(g, joker_as=j)
        reading = v.joker_as.face if (v.kind == "run" and v.joker_as is not None) else None
        out.add((tuple(sorted(c.face for c in g)), reading))
    return frozenset(out)


def could_be_a_meld(group: tuple) -> bool:
    """What R4 says of every meld, set or run: its natural cards share one rank or one suit. A group
    that fails it is no meld under any reading, so the brute force need not ask."""
    natural = [c for c in group if not c.is_joker]
    return len({c.rank for c in natural}) <= 1 or len({c.suit for c in natural}) <= 1


def brute_single_melds(r: Round, *, judge=None) -> list[Meld]:
    """Every group of the hand that makes a meld, with every reading of its joker; judged by
    ``judge`` (default: the round's check). Groups of natural cards of two ranks and two suits are
    left out (:func:`could_be_a_meld`): if the engine ever took one for a meld, the lists the tests
    compare would differ."""
    seat, hand = r.current, r.hand(r.current)
    out = []
    for k in range(3, len(hand)):
        for group in filter(could_be_a_meld, combinations(hand, k)):
            for want in [None] + [
                Card(rank, s) for rank in range(1, 14) for s in "SHDC" if any(c.is_joker for c in group)
            ]:
                a = Meld(seat, (group,), (want,))
                if judge(a) if judge else r.check(a).ok:
                    out.append(a)
    return out


def brute_simple(r: Round) -> set[str]:
    seat, hand = r.current, r.hand(seat := r.current)
    acts: list[Action] = [Draw(seat), TakeDiscard(seat, r.discard_top), Undo(seat)]
    acts += [Discard(seat, c) for c in hand]
    for i in range(len(r.table)):
        acts += [LayOff(seat, (c,), i) for c in hand]
        acts += [SwapJoker(seat, (c,), i) for c in hand]
        acts += [SwapJoker(seat, pair, i) for pair in combinations(hand, 2)]
    keys = set()
    for a in acts:
        if r.check(a).ok:
            keys.add((a.kind.value, tuple(sorted(c.face for c in a.cards)), getattr(a, "meld_index", None)))
    return keys


def simple_keys(actions) -> set:
    return {
        (a.kind.value, tuple(sorted(c.face for c in a.cards)), getattr(a, "meld_index", None))
        for a in actions
        if a.kind.value not in ("declare_konkan", "return_discard", "meld")
    }


def test_legal_actions_match_a_brute_force_once_down():
    r = deal(["7S 8S 9S QH QD QC 5D 5C", "10H JH QH KH 9H 9D 9C 5H 5S 6S JK 2C 3C 4C"], "10S 2D", Rules(players=2))
    r.meld("7S 8S 9S", "QH QD QC")
    r.discard("5D")
    r.draw()
    r.meld("10H JH QH KH", "9H 9D 9C")
    listed = list(r.legal_actions())
    assert simple_keys(listed) == brute_simple(r)
    listed_melds = {meld_key(a) for a in listed if isinstance(a, Meld)}
    assert listed_melds == {meld_key(a) for a in brute_single_melds(r)}
    assert listed_melds  # 5H 5S JK and friends
    assert all(r.check(a).ok for a in listed)


def test_legal_openings_match_a_brute_force_over_small_hands():
    r = deal(["7S 8S 9S QH QD QC KH KD KC 4H 5H JK AS 2D 3C", "2C"], "", Rules(players=2))
    singles = brute_single_melds(r, judge=lambda a: check_meld(a.groups[0], joker_as=(a.joker_as or (None,))[0]).ok)
    brute = set()

    # Every choice of one to four single melds with no physical card in two of them (choices that
    # share a card can never be legal, so they are not built).
    def disjoint(start: int, chosen: tuple, used: frozenset):
        if chosen:
            yield chosen
        if len(chosen) == 4:
            return
        for i in range(start, len(singles)):
            ids = frozenset(c.id for c in singles[i].groups[0])
            if len(ids) == len(singles[i].groups[0]) and not ids & used:
                yield from disjoint(i + 1, (*chosen, singles[i]), used | ids)

    for combo in disjoint(0, (), frozenset()):
        a = Meld(0, tuple(m.groups[0] for m in combo), tuple(m.joker_as[0] if m.joker_as else None for m in combo))
        if r.check(a).ok:
            brute.add(meld_key(a))
    listed = {meld_key(a) for a in r.legal_actions().melds()}
    assert listed == brute and len(brute) > 5


def test_legal_actions_agree_with_check_in_random_games():
    for r in random_games(6, turns=25):
        legal = r.legal_actions()
        for a in legal.simple():
            assert r.check(a).ok and a in legal


# --- seat views and events keep hidden cards hidden ------------------------------------------


def twin_rounds():
    """Two rounds alike in all seat 0 can see, different in East's hand and the stock."""
    mine = "7S 8S 9S QH QD QC 2C 4D 6H 9C JD KS 3H 5C AD"
    east_a = "4H 5H 6H 7H 8H KC KD KH 10S QS 9S 2D 3D 5S"
    east_b = "4H 5H 6H 7H 8H KC KD KH 10S QS 10D 10H 3S 6S"
    stock_a, stock_b = "AH 10D 10H 3S 6S", "AH 9S 2D 3D 5S"
    return (
        deal([mine, east_a], stock_a, Rules(players=2), rest=False),
        deal([mine, east_b], stock_b, Rules(players=2), rest=False),
    )


def test_a_seat_view_is_the_same_whatever_the_hidden_cards():
    a, b = twin_rounds()
    for r in (a, b):
        r.meld("7S 8S 9S", "QH QD QC")
        r.discard("2C")
        r.draw()  # East draws the A♥ in both
        r.discard("KH")
    assert a.hand(1) != b.hand(1)
    assert a.view(0).to_dict() == b.view(0).to_dict()
    assert a.view(1).to_dict() != b.view(1).to_dict()


def test_a_seat_view_reads_back_and_holds_no_other_hand():
    r = next(random_games(1, turns=9))
    v = r.view(r.current)
    d = v.to_dict()
    assert SeatView.from_dict(json.loads(json.dumps(d))).to_dict() == d
    assert not {"stock", "seed", "deck", "hands"} & set(d)
    others = {c.id for s in range(r.players) if s != v.seat for c in r.hand(s)}
    assert not others & set(d["hand"])
    assert d["legal"] and all(Action.parse(a).seat == v.seat for a in d["legal"])


def test_an_onlookers_view_holds_no_hand_reads_back_and_says_it_is_an_onlookers():
    r = next(random_games(1, turns=9))
    v = r.view(r.current).as_onlooker(r.events)
    d = v.to_dict()
    assert d["onlooker"] is True and d["hand"] == [] and d["legal"] == [] and d["took_discard"] is None
    assert SeatView.from_dict(json.loads(json.dumps(d))) == v
    assert "onlooker" not in r.view(r.current).to_dict()  # a seat's own view reads as it always did
    with pytest.raises(InvalidNotation, match="onlooker is written only when true, got False"):
        SeatView.from_dict({**d, "onlooker": False})
    # drawn, the seat it sits beside is no "you", and its cards are face down like the others'
    svg = table_svg(v)
    assert "(you)" not in svg and 'data-zone="hand"' not in svg and "(you)" in table_svg(r.view(r.current))
    hands = [r.hand(k) for k in range(r.players)]
    assert svg.count('data-zone="hand"') == 0 and table_svg(v, hands=hands).count(" data-id=") > svg.count(" data-id=")
    with pytest.raises(InvalidNotation, match="cards add up to"):  # every card still counted somewhere
        SeatView.from_dict({**d, "hand_sizes": [0] * len(d["hand_sizes"])})


CARD_TEXT = re.compile(r"(?:10|[2-9AJQK])[♠♥♦♣]")


def test_events_for_a_seat_never_name_a_card_it_did_not_see():
    for r in random_games(10):
        for seat in range(r.players):
            seen = {str(c) for c in r.deck[:0]}
            start = Round(r.rules, number=r.number, dealer=r.dealer, deck=list(r.deck))
            seen |= {str(c) for c in start.hand(seat)}
            for e in r.events_for(seat):
                seen |= {str(c) for c in e.cards}
                named = set(CARD_TEXT.findall(e.message.split("which stood for")[0]))
                assert named <= seen, f"{e.message!r} names {named - seen}, unseen by seat {seat}"


def test_events_say_you_to_the_actor_and_hide_the_drawn_card_from_others():
    r = deal(["7S 8S 9S QH QD QC 2C", "5H 6H"], "KD", Rules(players=2))
    r.meld("7S 8S 9S", "QH QD QC")
    r.discard("2C")
    r.draw()
    assert r.events_for(1)[-1].message == "You drew the K♦ from the stock (R3.3)."
    assert r.events_for(0)[-1].message == "North drew a card from the stock (R3.3)."
    assert r.events[-1].cards == () and r.events_for(1)[-1].cards == (Card(13, "D"),)
    going_down = next(e for e in r.events if e.kind == EventKind.GO_DOWN)
    assert going_down.message == "South went down with 7♠ 8♠ 9♠ and Q♥ Q♦ Q♣, 54 points (R5.1)."
    assert r.events_for(0)[going_down.index].message.startswith("You went down")


def test_every_event_cites_a_rule_from_the_rule_book():
    for r in random_games(6):
        for e in r.events:
            assert isinstance(e, Event) and rule(e.rule) and f"({e.rule}" in e.message or e.rule in e.message


def test_round_over_events_give_each_seats_score():
    for r in random_games(8):
        if r.is_over and r.result.ending != "void":
            last = r.events[-1]
            assert last.kind == EventKind.ROUND_OVER
            for line in r.result.lines:
                assert r.names[line.seat] in last.message or line.seat == r.result.finisher


# --- scores that explain themselves ----------------------------------------------------------


def test_round_scores_are_the_sum_of_their_explained_lines():
    for r in random_games(10):
        if r.is_over:
            assert r.result.scores == tuple(line.score for line in r.result.lines)
            for line in r.result.lines:
                assert str(line.score) in line.message or line.score == line.penalty * (2 if line.doubled else 1)
                assert rule(line.rule) and line.rule in line.message


# --- the vocabulary --------------------------------------------------------------------------


def test_every_reason_has_a_rule_in_the_book_and_a_sentence():
    for reason in Reason:
        assert reason in RULE_OF and rule(reason.rule)
        if reason != Reason.OK:
            assert any(key == reason.value or key.startswith(reason.value + ".") for key in EN), reason


# Keys whose reader writes Python: an error of bad input names the function or argument at fault
# ("card_svg draws one card", "pass hands=[...]"), and the rule book's table of house rules gives each
# option's values as the engine spells them ("always_11"); tests/test_rulebook.py checks the book's page.
# error.* quotes the Python a user typed; hub.command.* is what the class service's command tells a
# hub administrator at a terminal, who sets its environment variables and configuration file.
SPEAKS_PYTHON = ("error.", "repr.", "rule.option.", "hub.command.")


# Words moved unchanged into the catalogue (issue 31 moves words, it does not reword them) that break
# this rule: the joker's reading on the felt ("Joker = 10♥") and errors naming a Python argument a
# teacher typed. Reword them in a change of their own, then take them out of here.
SPEAKS_PYTHON_AS_BEFORE = {
    "widget.checker.joker_is",
    "widget.checker.jokers_are",
    "widget.table.joker_is",
    "widget.table.jokers_are",
    "widget.scoresheet.error.players",
    "widget.scoresheet.error.partnership",
    "widget.table.no_ask.computer",
}


def test_no_sentence_speaks_python():
    """A learner's sentences never speak Python. An error of bad input (``error.*``) and a value's
    repr (``repr.*``) are read by whoever typed the code: they name its arguments and values
    (joker_as, True or False, Draw(0), ``None`` for a mix); "None of them" is English."""
    for key, text in EN.items():
        if key.startswith(SPEAKS_PYTHON) or key in SPEAKS_PYTHON_AS_BEFORE:
            continue
        words = re.sub(r"\{[^}]*\}", "X", text)
        assert not re.search(r"\(\)|=|\bNone\b(?! of\b)|\bTrue\b|\bFalse\b|\w_\w", words), (key, text)


def test_round_copy_is_independent():
    r = Round(Rules(players=2), seed=4)
    c = r.copy()
    c.discard(c.hand(0)[0])
    assert r.current == 0 and c.current == 1 and len(r.events) < len(c.events)


@pytest.mark.parametrize("seed", range(3))
def test_a_replayed_round_gives_the_same_events(seed):
    r = next(random_games(1 + seed))
    again = Round(r.rules, number=r.number, dealer=r.dealer, seed=r.seed)
    for a in r.history:
        again.apply(a)
    assert [e.to_dict() for e in again.events] == [e.to_dict() for e in r.events]


def test_a_seat_view_says_what_its_own_turn_has_done_so_far():
    r = deal(
        ["7S 8S JK QH QD QC 2C 4D 6H 9C JD KS 3H 5C AD", "4H 5H 6H 7H 8H KC KD KH 10S QS 9S 2C 3D 5S"],
        "9D 10D",
        Rules(players=2),
    )
    r.meld("7S 8S JK", "QH QD QC")
    r.discard("KS")
    r.draw()
    r.meld("4H 5H 6H 7H 8H", "KC KD KH")
    v = r.view(1)
    assert (v.new_melds, v.freed_jokers, v.moves_to_take_back) == ((2, 3), (), 1)
    r.swap_joker("9S", 0)
    v = r.view(1)
    assert v.freed_jokers == (Card.joker(),) and v.moves_to_take_back == 2
    assert r.view(0).new_melds == () and r.view(0).moves_to_take_back == 0  # not its turn
    d = v.to_dict()
    assert SeatView.from_dict(d).to_dict() == d and d["freed_jokers"] == [104]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 40), table=any_table())
def test_a_round_rebuilt_from_a_view_shows_that_view_again(seed, steps, table):
    """Round.from_view (what a computer player reasons with) rebuilds everything a seat may know;
    only the story of the round so far (events) stays with the real round."""
    r = Round(table, seed=seed)
    bots = [RandomPlayer(seed + i) for i in range(table.players)]
    rng = random.Random(seed)
    for _ in range(steps):
        if r.is_over:
            break
        if rng.random() < 0.3 and r.can_draw():
            r.draw()
            break
        bots[r.current].play_turn(r)
    for seat in range(table.players):
        v = r.view(seat)
        again = Round.from_view(v).view(seat).to_dict()
        want = v.to_dict()
        assert {k: x for k, x in again.items() if k != "events"} == {k: x for k, x in want.items() if k != "events"}
