"""Rounds the coach's tests review: one place, worked out once per test process."""

from __future__ import annotations

from functools import cache

from konkan import Round, Rules
from konkan.play.players import RandomPlayer
from konkan.play.review import RoundReview, review_round


@cache
def random_round_review(seed: int = 3) -> RoundReview:
    """South's review of a 2-player round two random players played (seed 3 has a flagged discard
    where going down was better: a moment to try again)."""
    r = Round(Rules(players=2), seed=seed)
    bots = [RandomPlayer(seed=1), RandomPlayer(seed=2)]
    while not r.is_over:
        bots[r.current].play_turn(r)
    out = review_round(r, 0, deals=4, max_deals=8)
    assert out.flagged, "the random player's round has a flagged decision to retry"
    return out
