"""Rounds the coach's tests review: one place, worked out once per test process."""

from __future__ import annotations

import dataclasses
from functools import cache

from konkan import Discard, Meld, Round, Rules
from konkan.play.players import RandomPlayer
from konkan.play.review import RoundReview, review_round


@cache
def random_round_review(seed: int = 5) -> RoundReview:
    """South's review of a 2-player round two random players played, kept to one flagged moment
    to try again: the first discard where putting a meld down was clearly better (seed 5's, at
    move 187). The random player makes many real mistakes; the others stay in the review,
    unflagged, so that a test has one moment to retry."""
    r = Round(Rules(players=2), seed=seed)
    bots = [RandomPlayer(seed=1), RandomPlayer(seed=2)]
    while not r.is_over:
        bots[r.current].play_turn(r)
    out = review_round(r, 0, deals=4, max_deals=8)
    chosen = next(
        (d for d in out.flagged if isinstance(d.played, Discard) and isinstance(d.best, Meld)),
        None,
    )
    assert chosen is not None, "the random player's round has a flagged discard where a meld was better"
    kept = tuple(
        d if d.index == chosen.index or not d.flagged else dataclasses.replace(d, flagged=False, grade="good", parts=())
        for d in out.decisions
    )
    return dataclasses.replace(out, decisions=kept)
