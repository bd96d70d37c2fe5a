"""Puzzles without end: count a hand, score a round, judge a meld, find an opening, choose between
the discard and the stock, find the lay-offs, and see how far a hand is from a Konkan; a wrong
answer is told the very slip behind it.

``generate(kind, seed=..., level=1..3, rules=None)`` draws a :class:`Puzzle` of one of
:data:`KINDS`, the same for the same seed. Every answer is the engine's own:
:func:`~konkan.scoring.hand_penalty` and :func:`~konkan.scoring.score_lines` for the scores,
:func:`~konkan.melds.check_meld` for melds, :func:`~konkan.play.hints.best_opening` and
``Round.verify_meld`` for openings, the hints engine for the discard, ``Round.verify_lay_off`` for
lay-offs, :func:`~konkan.play.hints.konkan_shape` for the Konkan. A wrong number is diagnosed by
recomputing under each known misreading of the rules, each one a small change to the engine's
own counting (one card's value, one line's doubling), and seeing which gives the learner's
number; a wrong choice by the engine's own refusal of it. :data:`MISTAKES` lists every slip's
code. Answers are read and verdicts shaped by :mod:`konkan.teaching.answers`, as the lessons' questions
are (a lesson step can be a puzzle: ``konkan.teaching.lessons.Question.from_puzzle``).

Each kind is a module of this package (``hand_value``, ``score``, ``meld`` with ``is_meld``,
``opening``, ``take_discard``, ``lay_off``, ``konkan``); they share the :class:`Puzzle` and its
verdicts (``puzzle``), the slips and the readings they give (``slips``) and the dealing
(``dealing``). This module registers the kinds and draws them (:func:`generate`).

>>> p = generate("hand_value", seed=3, level=2)
>>> print(p.prompt)
What do these cards cost, left in a hand at the end of a round?
10♠ 5♦ Q♣ 8♣ A♦
>>> p.answer, p.check(44).correct
(44, True)
>>> v = p.check(34)
>>> v.codes
('ace_as_one',)
>>> print(v.message)
You counted the A♦ as 1, but left in hand an ace costs 11 (R8.3). They cost 44.
>>> print(p.check("lots").message)
Answer with one whole number, what the cards cost, such as 42; you gave “lots”.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ...catalogue import say
from ...errors import InvalidNotation, shown
from ...rules import Rules, rules_or_default
from ..answers import Mistake
from .hand_value import _hand_value
from .konkan import _konkan
from .lay_off import _lay_off
from .meld import _is_meld, _meld
from .opening import _opening
from .opening import _opening_from_hand as _opening_from_hand  # (the tests draw an opening from a hand)
from .opening import _partition as _partition  # (the truth harness cuts a hand into melds)
from .puzzle import MISTAKES, Puzzle, PuzzleVerdict
from .puzzle import _number as _number  # (the truth harness reads numbers as the puzzles do)
from .score import _score, _score_rules
from .take_discard import _take_discard, _take_discard_rules

KINDS = ("hand_value", "score", "meld", "opening", "take_discard", "lay_off", "konkan", "is_meld")
#: The kinds a mix deals, each in turn, written out (never derived from :data:`KINDS`): a kind added
#: to a mix changes the order of every mixed test, so a class code already given would deal other
#: puzzles. ``"is_meld"``, the first half of ``"meld"`` (meld or not, without the points), is left
#: out: it is for a test of the first lessons.
MIXED_KINDS = ("hand_value", "score", "meld", "opening", "take_discard", "lay_off", "konkan")
LEVELS = (1, 2, 3)

__all__ = ["KINDS", "LEVELS", "MIXED_KINDS", "MISTAKES", "Mistake", "Puzzle", "PuzzleVerdict", "generate"]


# --- generate -------------------------------------------------------------------------------

#: Each kind's maker, in its module of this package: ``(rng, level, rules, seed) -> Puzzle | None``,
#: None when the deal does not suit the level (``generate`` then deals again from the same ``rng``).
_MAKERS: dict[str, Callable[[random.Random, int, Rules, int | str], Puzzle | None]] = {
    "hand_value": _hand_value,
    "score": _score,
    "meld": _meld,
    "opening": _opening,
    "take_discard": _take_discard,
    "lay_off": _lay_off,
    "konkan": _konkan,
    "is_meld": _is_meld,
}
#: The kinds with a table of their own when none is given (``rules=None``): every other kind is
#: drawn at the default game, or at the ``rules`` given.
_TABLES: dict[str, Callable[[int, Rules | None], Rules]] = {"score": _score_rules, "take_discard": _take_discard_rules}


def generate(kind: str, *, seed: int | str, level: int = 1, rules: Rules | None = None) -> Puzzle:
    """A puzzle of this ``kind`` (one of :data:`KINDS`) at ``level`` 1 to 3, the same for the same seed.

    ``rules`` is the table (the default game if not given; for ``"score"``, 3 players at level 1,
    4 at level 2 and a partnership at level 3).
    """
    if not isinstance(kind, str) or kind not in _MAKERS:
        raise InvalidNotation(say("error.puzzle.kind", kinds=", ".join(map(repr, KINDS)), got=shown(kind)))
    if type(level) is not int or level not in LEVELS:
        raise InvalidNotation(say("error.puzzle.level", got=shown(level)))
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise InvalidNotation(say("error.puzzle.seed", got=shown(seed)))
    r = _TABLES[kind](level, rules) if kind in _TABLES else rules_or_default(rules)
    rng = random.Random(f"{kind}/{level}/{seed}")
    for attempt in range(5000):
        if kind == "take_discard" and attempt >= 400:  # a table where hands not down all go down alone
            puzzle = _take_discard(rng, level, r, seed, down=True)
        else:
            puzzle = _MAKERS[kind](rng, level, r, seed)
        if puzzle is not None:
            return puzzle
    raise InvalidNotation(say("error.puzzle.no_fit", kind=kind, level=level))  # pragma: no cover
