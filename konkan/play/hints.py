"""Hints: the best play in a hand, found exactly, and explained with the rules it rests on.

The public face of three modules: :mod:`konkan.play.solver` (an exact cover search),
:mod:`konkan.play.analysis` (``best_opening`` answers "can I go down, and with what?" (R5);
``konkan_shape`` "how far is this hand from a Konkan?" (R8.5)) and :mod:`konkan.play.advice`
(``hints`` ranks every move worth considering for a seat now, each with plain sentences that
cite the rule book, docs/rules.md). Hints see only what the seat sees (a :class:`~konkan.view.SeatView`).

>>> op = best_opening("6H 7H 8H QS QH QD 2C 9D")
>>> op.feasible, op.points, op.going_out, [str(c) for c in op.left]
(True, 51, False, ['2♣', '9♦'])
>>> print(op.message)
Put down 6♥ 7♥ 8♥ and Q♠ Q♥ Q♦: 51 points, enough to go down (R5.1), with a run among them (R5.2).
>>> print(best_opening("6H 7H 8H QS QH 2C 9D").message)
Your best is 21 points: 30 short of 51 (R5.1).
>>> konkan_shape("2S 3S 4S 5S 6S 7S 8S 9S 10S JS KH KD KC KS 4D").found
True
"""

from __future__ import annotations

from ..reasons import HintKind
from .advice import Hint, hints, hints_for_view
from .analysis import KonkanShape, Opening, best_opening, konkan_shape

__all__ = ["HINT_KINDS", "Hint", "KonkanShape", "Opening", "best_opening", "hints", "hints_for_view", "konkan_shape"]

HINT_KINDS: tuple[HintKind, ...] = tuple(HintKind)
