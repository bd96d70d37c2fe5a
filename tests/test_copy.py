"""Round.copy(): a copy and its original never affect each other, and each stays what a fresh
replay of its own moves gives; a copy shares what never changes instead of copying it."""

from __future__ import annotations

import dataclasses
import enum
import random
from itertools import islice
from typing import Any

from helpers import sized
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_properties import TABLES, any_table

from konkan import Round, Rules, TakeDiscard
from konkan.play.players import GreedyPlayer, RandomPlayer
from konkan.reasons import EventKind


def seen(r: Round) -> tuple[Any, ...]:
    """Everything a round shows: its save (deal, moves, state), every seat's view (events
    included), the public events, the hands and the stock."""
    return (
        r.to_json(),
        [r.view(s).to_dict() for s in range(r.players)],
        [e.to_dict() for e in r.events],
        [r.hand(s) for s in range(r.players)],
        r.stock,
        r.history,
    )


def replayed(r: Round) -> Round:
    return Round.from_json(r.to_json())


def wander(r: Round, rng: random.Random, steps: int) -> None:
    """Random legal moves, taking back and putting back included, openings and melds too."""
    for _ in range(steps):
        if r.is_over:
            return
        legal = r.legal_actions()
        options = list(legal.simple()) + list(islice(legal.melds(), 6))
        assert options, "a round not over always has a legal move"
        r.apply(rng.choice(options))


@settings(max_examples=sized(12, 30), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10**6),
    table=st.one_of(st.sampled_from(TABLES), any_table()),
    before=st.integers(0, 160),
    after=st.integers(1, 60),
)
def test_a_copy_and_its_original_play_on_independently(seed: int, table: Rules, before: int, after: int) -> None:
    rng = random.Random(seed)
    r = Round(table, seed=seed, number=table.rounds)
    wander(r, rng, before)
    original = seen(r)
    c = r.copy()
    assert seen(c) == original
    wander(c, random.Random(seed + 1), after)
    assert seen(r) == original, "moves on the copy changed the original"
    played = seen(c)
    wander(r, random.Random(seed + 2), after)
    assert seen(c) == played, "moves on the original changed the copy"
    for x in (r, c):
        assert seen(replayed(x)) == seen(x)


def test_undo_on_a_copy_leaves_the_original_as_it_was() -> None:
    # Moves that can be taken back keep snapshots; a copy shares them, so each restore must
    # build the round its own lists again.
    r = Round(
        Rules(players=2),
        deck="7S 8S 9S QH QD QC KH 2C 3D 4H 5C 6D 8C 10D 4S  AS AH 2S 3S 4D 5D 6H 7C 8H 9D 10C JS JH KD  5S",
    )
    r.meld("7S 8S 9S", "QH QD QC")
    c = r.copy()
    c.undo()
    c.meld("7S 8S 9S", "QH QD QC")
    c.undo()
    c.discard("KH")
    assert len(r.table) == 2 and r.can_undo() and len(r.hand(0)) == 9
    r.undo()
    r.discard("4S")
    assert [str(x) for x in c.discard_pile] == ["K♥"] and [str(x) for x in r.discard_pile] == ["4♠"]
    assert len(c.hand(0)) == len(r.hand(0)) == 14 and not c.table and not r.table
    for x in (r, c):
        assert seen(replayed(x)) == seen(x)


def test_undo_of_a_take_on_a_copy_returns_the_card_to_its_own_pile() -> None:
    r = Round(Rules(players=2), seed=7)
    GreedyPlayer().play_turn(r)
    r.take_discard()
    c = r.copy()
    c.return_discard()
    c.draw()
    assert isinstance(r.history[-1], TakeDiscard) and r.took_discard is not None
    assert r.discard_pile == [] and c.discard_pile == [r.took_discard]
    assert seen(replayed(r)) == seen(r) and seen(replayed(c)) == seen(c)


def reshuffle_soon(seed: int) -> Round | None:
    """A two-seat round under the reshuffle rule one card before its stock runs out."""
    r = Round(Rules(players=2, empty_stock="reshuffle"), seed=seed)
    bots = [RandomPlayer(seed), RandomPlayer(seed + 1)]
    while not r.is_over and r.stock_size > 1:
        bots[r.current].play_turn(r)
    return None if r.is_over else r


def test_a_copy_and_its_original_reshuffle_alike_and_as_a_replay_does() -> None:
    # The reshuffle's random generator is shared by a copy until one of them shuffles: both
    # must shuffle as the round's seed says, whichever goes first.
    found = 0
    for seed in range(40):
        r = reshuffle_soon(seed)
        if r is None:
            continue
        c = r.copy()
        moves: list[Any] = []
        bot = RandomPlayer(seed + 5)
        while not c.is_over and not any(e.kind == EventKind.RESHUFFLE for e in c.events[len(r.events) :]):
            start = len(c.history)
            bot.play_turn(c)
            moves += c.history[start:]
        if c.is_over:
            continue
        for a in moves:  # the same moves on the original: the same shuffle
            r.apply(a)
        assert seen(r) == seen(c)
        assert r.stock == replayed(r).stock
        found += 1
        if found == 3:
            break
    assert found == 3, "the seeds tried reach too few reshuffles"


def test_a_copy_shares_what_never_changes() -> None:
    r = Round(Rules(players=3), seed=11)
    bots = [GreedyPlayer() for _ in range(3)]
    for _ in range(12):
        bots[r.current].play_turn(r)
    assert r.events_for(1) and r.table and r.history
    c = r.copy()
    assert c.rules is r.rules and c.deck is r.deck
    assert all(a is b for s in range(3) for a, b in zip(c.hand(s), r.hand(s)))
    assert all(a is b for a, b in zip(c.table, r.table))
    assert all(a is b for a, b in zip(c.history, r.history))
    assert all(a is b for a, b in zip(c.events_for(1), r.events_for(1)))  # sentences written once


def _immutable(value: Any) -> bool:
    if value is None or isinstance(value, (bool, int, float, str, enum.Enum)):
        return True
    if isinstance(value, (tuple, frozenset)):
        return all(_immutable(v) for v in value)
    return dataclasses.is_dataclass(value) and type(value).__dataclass_params__.frozen  # type: ignore[attr-defined]


def test_a_copy_shares_no_container_the_round_changes() -> None:
    r = Round(Rules(players=2, empty_stock="reshuffle"), seed=3)
    bots = [GreedyPlayer(), GreedyPlayer()]
    for _ in range(6):
        bots[r.current].play_turn(r)
    r.view(0)
    c = r.copy()
    for name, value in vars(r).items():
        other = vars(c)[name]
        if other is value and name != "_rng":  # the generator is copied when first used (copy on write)
            assert _immutable(value), f"a copy shares {name}, which the round changes in place"
