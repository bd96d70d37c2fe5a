"""One adviser: the Hint button and the coach's review never give two opinions.

The hints (:mod:`konkan.play.advice`) rank the moves by rules of thumb, fast and explained; the
review (:mod:`konkan.play.review`) weighs them by playing the round on many times. A rule of thumb
can be wrong where the review is sure, and a learner who followed the Hint and was then told by
the review that it was a mistake would trust neither. So :func:`advise` asks the review first:

- the hints' first move is weighed exactly as the review would weigh it if the seat played it
  (:func:`~konkan.play.review.review_move`: the same candidates, the same guessed deals from the
  same seed, the same flagging). When the review would not flag it, the hint is given as the hints
  say it: following it, the review will call the move the best or as good as the best.
- When the review would flag it, the hint gives the review's better move instead: with the
  hints' own reason for that move when they have one, then a sentence that says how it was found
  (``review.hint.checked``); else in a sentence that names the move and says how it was found
  (``review.hint.<move>``).

Only what the seat can see is used: a :class:`~konkan.view.SeatView` is enough (the hidden cards
are guessed, as the review guesses them).
"""

from __future__ import annotations

import dataclasses

from ..actions import Action, DeclareKonkan, Draw, LayOff, Meld, SwapJoker, TakeDiscard
from ..catalogue import say
from ..errors import KonkanError, shown
from ..reasons import HintKind, Reason
from ..round import Round
from ..view import SeatView
from .advice import Hint, hints_for_view
from .analysis import Part, part, said
from .review import DISCARDS_WEIGHED, MOVE_KINDS, ReviewedDecision, move_part, review_move, rule_of_thumb, same_move

__all__ = ["REVIEW_SEED", "Advice", "advise"]

#: The seed the table's review, its Hint and its teaching game all weigh moves with (the review's
#: default), so that a move is weighed alike by all three.
REVIEW_SEED = 0

# The hints whose sentences back their move whatever the review found (not a "rather not" hint).
_BACKING = (*MOVE_KINDS, HintKind.DISCARD)
_NOT_BACKING = (Reason.HINT_DRAW_INSTEAD,)


@dataclasses.dataclass(frozen=True)
class Advice:
    """What the Hint button says: the ``hint`` (None when there is nothing to say) and, when its
    move was weighed, the review's ``decision`` about the hints' first move (``weighed`` tells
    whether the hint was changed to the review's better move)."""

    hint: Hint | None
    decision: ReviewedDecision | None = None

    @property
    def weighed(self) -> bool:
        return self.decision is not None and self.decision.flagged


def _kind(view: SeatView, a: Action) -> HintKind:
    if isinstance(a, Draw):
        return HintKind.DRAW
    if isinstance(a, TakeDiscard):
        return HintKind.TAKE_DISCARD
    if isinstance(a, Meld):
        return HintKind.MELD if view.is_down else HintKind.OPEN
    if isinstance(a, LayOff):
        return HintKind.LAY_OFF
    if isinstance(a, SwapJoker):
        return HintKind.SWAP_JOKER
    if isinstance(a, DeclareKonkan):
        return HintKind.DECLARE_KONKAN
    return HintKind.DISCARD


def weighed_part(view: SeatView, a: Action) -> Part:
    """The sentence that gives the review's better move ``a`` as a hint."""
    return move_part("review.hint", a, view.discard_top)


# The rule each ``review.hint.*`` sentence cites, as the hint's ``rule``.
_RULE = {
    "review.hint.draw": "R3.3",
    "review.hint.take": "R3.3",
    "review.hint.meld": "R3.4",
    "review.hint.lay_off": "R6.1",
    "review.hint.swap": "R6.2",
    "review.hint.konkan": "R8.6",
    "review.hint.discard": "R3.5",
}


def advise(
    position: Round | SeatView,
    *,
    deals: int = 8,
    max_deals: int = 24,
    seed: int | str = REVIEW_SEED,
    discards: int | None = DISCARDS_WEIGHED,
) -> Advice:
    """The hint for the seat to play at ``position`` (a round, or the view of the seat to play),
    checked against the review as the module says. ``deals``, ``max_deals``, ``seed`` and
    ``discards`` are the review's own (use the ones the table's review uses, so that the two agree).
    """
    if isinstance(position, SeatView):
        view = position
        r = Round.from_view(view)
    elif isinstance(position, Round):
        r = position
        view = r.view(r.current)
    else:
        raise KonkanError(say("error.review.round", value=shown(position)))
    hs = [h for h in hints_for_view(view) if h.message]
    if not hs:
        return Advice(None)
    thumb = rule_of_thumb(r, hs)
    top = next((h for h in hs if h.actions and h.actions[0] == thumb), None)
    if thumb is None or top is None:
        return Advice(hs[0])
    d = review_move(r, thumb, deals=deals, max_deals=max_deals, seed=seed, discards=discards)
    if not d.flagged:
        return Advice(hs[0], d)
    best = d.best
    match = next((h for h in hs if h.actions and same_move(h.actions[0]) == same_move(best)), None)
    backed = match is not None and match.kind in _BACKING and match.code not in _NOT_BACKING
    if backed:
        assert match is not None
        parts: list[Part] = [*match.parts, part("review.hint.checked")]
        rule = match.rule
    else:
        parts = [weighed_part(view, best)]
        rule = _RULE[parts[0][0]]
    first = parts[0]
    actions = match.actions if match is not None else (best,)
    cards = best.cards
    if isinstance(best, TakeDiscard) and view.discard_top is not None:
        cards = (view.discard_top,)
    hint = Hint(
        _kind(view, best),
        cards,
        match.code if match is not None else top.code,
        said(parts),
        meld_index=best.meld_index if isinstance(best, (LayOff, SwapJoker)) else None,
        score=top.score,
        groups=tuple(best.groups) if isinstance(best, Meld) else (),
        actions=tuple(actions),
        rule=rule,
        key=first[0],
        fields=first[1],
        parts=tuple(parts),
    )
    return Advice(hint, d)
