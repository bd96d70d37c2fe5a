"""One adviser: the Hint agrees with the coach's review (konkan.play.adviser).

A learner who follows the Hint must never be told by the review that the move was a mistake, and
where the hints' rule of thumb is a move the review calls a mistake, the Hint gives the review's
better move instead."""

from __future__ import annotations

from typing import Any

import pytest

from konkan import Game, KonkanError, Round, Rules
from konkan.play.advice import hints_for_view
from konkan.play.adviser import REVIEW_SEED, advise
from konkan.play.analysis import part, said
from konkan.play.players import GreedyPlayer
from konkan.play.review import review_move, review_round, same_move
from konkan.widgets import Table


def send(widget: Any, content: dict[str, Any]) -> None:
    widget._handle_custom_msg(content, [])


def _rule_of_thumb(r: Round) -> Any:
    """The hints' first move for the seat to play (what the Hint said before it asked the review)."""
    return next(h for h in hints_for_view(r.view(r.current)) if h.message and h.actions and r.is_legal(h.actions[0]))


def _where_the_rule_of_thumb_errs() -> Round:
    """A 4-player round (seed 0) where South, having followed the hints' rule of thumb so far, holds
    5♥ 4♥ 4♠: the rule of thumb says throw the 5♥, and the review finds that clearly worse than the 4♠."""
    r = Round(Rules(players=4), seed=0)
    bots = [GreedyPlayer(seed=s, explain=False) for s in range(4)]
    while len(r.history) < 64 or r.current != 0:
        if r.current == 0:
            r.apply(_rule_of_thumb(r).actions[0])
        else:
            bots[r.current].play_turn(r)
    return r


def test_where_the_rule_of_thumb_is_a_mistake_the_hint_gives_the_reviews_better_move() -> None:
    r = _where_the_rule_of_thumb_errs()
    thumb = _rule_of_thumb(r).actions[0]
    weighed = review_move(r, thumb, seed=REVIEW_SEED)
    assert weighed.flagged and same_move(weighed.best) != same_move(thumb)  # the review calls it a mistake

    history = len(r.history)
    advice = advise(r)
    assert advice.weighed and advice.decision is not None and advice.decision.flagged
    hint = advice.hint
    assert hint is not None
    assert same_move(hint.actions[0]) == same_move(weighed.best)  # the review's better move, not the thumb's
    assert list(hint.cards) == list(weighed.best.cards)
    assert hint.parts[-1] == part("review.hint.checked") and hint.message.endswith(said([part("review.hint.checked")]))
    assert len(r.history) == history  # the round is left as it was

    # Played, the hint's move is the review's best: nothing to flag.
    assert not review_move(r, hint.actions[0], seed=REVIEW_SEED).flagged


def test_the_table_hint_button_says_what_the_adviser_says() -> None:
    r = _where_the_rule_of_thumb_errs()
    t = Table(game=Game.around(r), opponents="greedy")
    send(t, {"kind": "hint"})
    advice = advise(r)
    assert advice.hint is not None
    assert t.hint["text"] == advice.hint.message
    assert t.hint["cards"] == [c.id for c in advice.hint.cards]
    assert t.hint["rule"] == advice.hint.rule


def test_the_adviser_works_from_a_seat_view_alone() -> None:
    """A student's page at a class table holds only the seat's view: the hint is worked out from it,
    and it never needs the hidden cards."""
    r = _where_the_rule_of_thumb_errs()
    advice = advise(r.view(0))
    assert advice.hint is not None and advice.decision is not None
    assert r.is_legal(advice.hint.actions[0])


def test_following_the_hint_the_review_flags_nothing() -> None:
    """South plays every move the Hint gives, a whole round against greedy players; the review of
    South's round then flags none of them."""
    r = Round(Rules(players=2), seed=3)
    bots = [GreedyPlayer(seed=s, explain=False) for s in range(2)]
    followed = 0
    while not r.is_over:
        if r.current == 0:
            hint = advise(r).hint
            assert hint is not None and hint.actions and r.is_legal(hint.actions[0])
            r.apply(hint.actions[0])
            followed += 1
        else:
            bots[r.current].play_turn(r)
    review = review_round(r, 0, seed=REVIEW_SEED, workers=1)
    assert followed >= 6 and len(review.decisions) >= 6
    assert review.flagged == []
    # Where the deals cannot tell the Hint's move from the best, the review names the Hint's: every
    # move followed is the best move, never "good, but better: another move".
    assert [d.grade for d in review.decisions] == ["best"] * len(review.decisions)


def test_a_bad_position_is_refused_by_name() -> None:
    with pytest.raises(KonkanError, match="a review needs a Round"):
        advise("6H 7H 8H")  # type: ignore[arg-type]
