"""No sentence of the engine, the puzzles, practice, the classroom or the drawing glues in words
another ``say()`` made: its fields are values (cards, numbers, seats, rule numbers), names of
things, or whole sentences at a sentence's boundary (see tests/glued.py).

What is recorded: the truth harness's seeded games (events, refusals of near-miss moves, the
round's end and its scores), every puzzle kind at every level for a few seeds with a right, a
slipped, a wrong and a malformed answer, every refusal tests/test_round.py reaches, the bad-input
errors a notebook cell can meet, and the classroom's descriptions. The play layer's hints and
players (konkan/catalogue/en.ftl, area play) are another part's and are left out, except that no
field anywhere holds English made in code: a list joined by " and ", a bare option's value.
"""

from __future__ import annotations

import functools
import random
from typing import Any

import pytest

from konkan import KonkanError, Round, Rules, TableMeld, parse_cards
from konkan.catalogue import area
from konkan.classroom import Class, ClassTest
from konkan.teaching.puzzles import KINDS, LEVELS, generate
from tests import test_round, truth
from tests.glued import Call, glued, made_in_code, recorded_games, recording

play = area("play")

SEEDS = range(3)
MALFORMED: tuple[Any, ...] = ("lots", 3.5, {"a": 1}, ["x", "y"], "12 x", True, [None], None, [])

#: Glued words still left (none: whose meld an event names, "your own", "North's", is a possessive
#: word that tests/glued.py counts among the names of things).
LEFT: set[tuple[str, str, str]] = set()


def _ours(found: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """The entries whose sentence is not the play layer's (its hints and players are another part's),
    nor a list joining the play layer's clauses."""
    return [
        (outer, name, inner)
        for outer, name, inner in found
        if outer not in play.WORDS and not (outer.startswith("list.") and inner in play.WORDS)
    ]


def _games() -> list[Call]:
    report, calls = recorded_games()  # shared with tests/test_glued_hints.py on one worker
    assert report.false == 0 and not report.unread, report.summary() + "\n\n" + report.details()
    return list(calls)


def _slips(p: Any) -> list[Any]:
    """Answers near the right one, where the puzzles name a slip (after tools/snapshot.py)."""
    a = p.answer
    if isinstance(a, int):
        return [a + d for d in range(-30, 31) if d]
    if p.kind == "score":
        near = (-20, -10, -1, 1, 10)
        return [
            [value if s == seat else x for s, x in enumerate(a)]
            for seat in range(len(a))
            for value in sorted({a[seat] + d for d in near} | {0, -a[seat], 2 * a[seat], p.rules.going_out_score})
            if value != a[seat]
        ]
    if p.kind == "take_discard":
        return ["draw" if a == "take" else "take"]
    if p.kind in ("opening", "lay_off"):
        hand = list(p.data.get("cards") or p.data["hand"])
        rng = random.Random(f"{p.kind}/{p.level}/{p.seed}")
        picks = [rng.sample(hand, min(3, len(hand))) for _ in range(8)]
        if p.kind == "opening":
            return ["no", *([" ".join(c.code for c in g)] for g in picks)]
        return ["none", *([c.code for c in g] for g in picks)]
    return []


def _puzzles() -> None:
    rng = random.Random(0)
    for kind in KINDS:
        for level in LEVELS:
            for seed in SEEDS:
                p = generate(kind, seed=seed, level=level)
                assert p.prompt and p.hint and p.solution
                assert p.check(p.answer).correct
                for answer in [*_slips(p), *truth.PuzzleAuditor.random_answers(p, rng), *MALFORMED]:
                    p.check(answer)  # right or wrong, a slip named or the form told: every word recorded
    for rules in (Rules(ace_value="ten", joker_penalty=25), Rules(opening_minimum=71, jokers_per_meld=2)):
        for kind in KINDS:
            p = generate(kind, seed=1, level=3, rules=rules)
            assert p.check(p.answer).correct
            for answer in _slips(p):
                p.check(answer)


def _refusals() -> None:
    for name in sorted(dir(test_round)):
        if name.startswith("test_"):
            getattr(test_round, name)()


def _errors() -> None:
    for text in ("7S 10 H", "7S 01S", "7S S7", "7S seven of spades", "7S 12S", "7S 7X", "7S hello"):
        with pytest.raises(KonkanError):
            parse_cards(text)
    with pytest.raises(KonkanError):
        TableMeld.from_dict({"cards": [c.id for c in parse_cards("7S 9H 4D")], "owner": 0, "joker_readings": []})
    with pytest.raises(KonkanError):
        Round.staged(hands=[["7S"], ["8S"]], table=[(0, "7H 9H 4D")])
    for code in ("not-a-code", "river-7662", 7):
        with pytest.raises(KonkanError):
            Class(code)  # type: ignore[arg-type]
    with pytest.raises(KonkanError):
        Class.new(Rules(joker_penalty=25, players=3))


def _classroom() -> None:
    code = "river-7661"
    assert Class(code).describe()
    assert ClassTest(code).describe()
    assert Class.new(Rules(players=3)).describe()


@functools.cache
def _recorded() -> tuple[Call, ...]:
    """Every ``say()`` of the games, the puzzles, the refusals, the errors and the classroom."""
    calls = _games()
    with recording() as rest:
        _puzzles()
        _refusals()
        _errors()
        _classroom()
    return tuple(calls + rest)


def test_the_engine_puzzles_practice_and_classroom_glue_no_words() -> None:
    calls = list(_recorded())
    assert len(calls) > 10_000
    found = set(_ours(glued(calls)))
    assert found == LEFT, "\n".join(map(str, sorted(found ^ LEFT)))


def test_no_sentence_holds_english_that_code_made() -> None:
    """No field holds a list joined in code (``" and ".join``), a word between values, or a bare
    word of code (an option's value): the play layer's sentences too (tests/glued.py)."""
    assert made_in_code(list(_recorded())) == []
