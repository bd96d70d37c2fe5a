"""The play layer's words are not glued: a hint, an analysis or a computer player's reason never
fills a field of its sentence with words another sentence made (tests/glued.py).

Recorded over two seeded games of the truth harness, one game at the Table widget, every hint
reason's own position (tests/test_hints.py) and a few positions whose openings and melds hold
jokers, so that each go-down and opening sentence says what its jokers stand for.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from konkan import Rules, hints
from konkan.catalogue import area
from konkan.play.analysis import best_opening, said
from konkan.play.players import explain
from tests import truth
from tests.glued import Call, glued, made_in_code, recorded_games, recording
from tests.helpers import deal
from tests.test_hints import POSITIONS

play = area("play")

OTHER = "2C 3H 4S 5D 6C 7H 8D 9S 10C JH QS KD AC 2H"


def _play_glued(calls: list[Call]) -> list[tuple[str, str, str]]:
    return [g for g in glued(calls) if g[0] in play.WORDS]


def _all_said(r: Any) -> Iterator[str]:
    """Every hint for the seat to play, and the reason a computer player would give for each move."""
    seat = r.current
    hs = hints(r, seat)
    view = r.view(seat)
    for h in hs:
        yield h.message
        if h.actions:
            yield explain(view, h.actions[0], hs)


def _joker_positions() -> Iterator[Any]:
    # Not yet down: an opening with a run joker, one with a set joker (its suit still open), and
    # one under a risen minimum (R9).
    yield deal(["7S 8S JK QH QD QC 2D 3D 4D 5D KS 9C 4H 6H 10D", OTHER])
    yield deal(["7S 8S 9S 10S JS QH QD JK 2D 3D 4D 5D 9C 4H 10D", OTHER])
    yield deal(["7S 8S 9S 10S JS QH QD JK 2D 3D 4D 5D 9C 4H 10D", OTHER], rules=Rules(players=2, opening_minimum=71))
    # Going out at once with a joker (a Hand, R8.2).
    yield deal(["7S 8S 9S QH QD JK 2D 3D 4D 5D 10S 3C 4C 5C KD", OTHER])
    # Once down: a new meld with a joker, after taking the discard (the meld is owed, R3.3).
    r = deal(["7S 8S 9S QH QD QC 2D 3D 4D 5D 5H 6H JK KS 9C", OTHER.replace("2H", "4H")], "AD 5H 9H")
    r.meld("7S 8S 9S", "QH QD QC", "2D 3D 4D 5D")
    r.discard("KS")
    r.draw()
    r.discard("4H")
    yield r
    r.take_discard()
    yield r


def test_no_play_sentence_is_glued_from_other_sentences_words() -> None:
    calls = list(recorded_games()[1])  # shared with tests/test_glued_words.py on one worker
    with recording() as rest:
        truth.audit_widgets(1, seed=0)
        for make in POSITIONS.values():
            for _ in _all_said(make()):
                pass
        for r in _joker_positions():
            for _ in _all_said(r):
                pass
    assert _play_glued(calls + rest) == []
    assert made_in_code(calls + rest) == []  # no list joined in code, no option's value as a word


def test_a_go_down_hint_says_each_joker_in_a_sentence_of_its_own() -> None:
    """Going down, or out at once, with a joker: the joker's card is a field of its own sentence
    (analysis.joker*), said after the hint's own, so a program reads it without parsing words."""
    for r in list(_joker_positions())[:4]:
        h = next(h for h in hints(r, r.current) if h.kind in ("open", "hand"))
        jokers = [(k, dict(f)) for k, f in h.parts if k.startswith("analysis.joker")]
        assert jokers, (h.key, h.message)
        assert h.parts[0] == (h.key, h.fields)
        assert said(h.parts) == h.message


@pytest.mark.parametrize(
    "hand",
    [
        "7S 8S JK QH QD QC 2D 3D 4D 5D KS 9C",  # a run's joker
        "7S 8S 9S 10S JS QH QD JK 2D 9C",  # a set's joker, its suit open
        "7S 8S JK QH QD QC 2D 3D 4D 5D 6D",  # going out at once
    ],
)
def test_an_openings_jokers_are_sentences_of_their_own(hand: str) -> None:
    with recording() as calls:
        op = best_opening(hand)
    assert "joker stands for" in op.message
    assert _play_glued(calls) == []
    key, fields = op.parts[-1]
    assert key in ("analysis.joker", "analysis.joker_open") and dict(fields)
    assert said(op.parts) == op.message
