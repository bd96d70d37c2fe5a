"""Learn from your mistakes: a flagged decision asked again, judged by the review's own numbers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from coach_rounds import random_round_review

from konkan import Discard, KonkanError
from konkan.play.review import RoundReview, same_move
from konkan.teaching.mistakes import MistakeBook, Retry, puzzle_id


@pytest.fixture(scope="module")
def review() -> RoundReview:
    return random_round_review()


def test_two_misses_show_the_better_move_and_why(review: RoundReview) -> None:
    d = review.flagged[0]
    retry = Retry(d)
    first = retry.attempt(d.played)
    assert first.outcome == "again" and first.best is None and "Not this one" in first.text
    second = retry.attempt(d.played)
    assert second.outcome == "answer" and second.best == d.best
    assert second.text.startswith("The better move here was") and d.why in second.text
    assert not retry.solved and retry.misses == 2


def test_the_best_move_is_right_and_an_illegal_one_is_no_miss(review: RoundReview) -> None:
    d = review.flagged[0]
    retry = Retry(d)
    other = 1 - d.seat
    wrong_seat = Discard(other, retry.position().hand(other)[0]) if retry.position().hand(other) else None
    if wrong_seat is not None:
        got = retry.attempt(wrong_seat)
        assert got.outcome == "illegal" and got.text and retry.misses == 0
    assert retry.attempt(d.best).outcome == "right" and retry.solved


def test_a_move_the_review_did_not_weigh_is_weighed_now(review: RoundReview) -> None:
    d = next((x for x in review.flagged if x.kind == "discard"), None)
    assert d is not None
    weighed = {same_move(c.action) for c in d.candidates}
    pos = Retry(d).position()
    fresh = next((c for c in pos.hand(d.seat) if same_move(Discard(d.seat, c)) not in weighed), None)
    assert fresh is not None
    got = Retry(d).attempt(Discard(d.seat, fresh))
    assert got.outcome in ("right", "again") and got.loss is not None and got.loss >= 0


def test_the_book_keeps_each_moment_once_and_reads_back(review: RoundReview, tmp_path: Path) -> None:
    path = tmp_path / "mistakes.json"
    book = MistakeBook(path)
    added = book.add(review, "seed 3, round 1", now=100.0)
    assert added == [puzzle_id(d) for d in review.flagged]
    assert book.add(review, now=200.0) == []
    again = MistakeBook(path)
    assert set(again.mistakes) == set(added) and again.mistakes[added[0]].added == 100.0
    assert again.retry(added[0]).decision.to_dict() == review.flagged[0].to_dict()
    with pytest.raises(KonkanError, match="no saved moment"):
        again.retry("nope")


def test_an_unreadable_book_is_set_aside_not_lost(tmp_path: Path) -> None:
    path = tmp_path / "mistakes.json"
    path.write_text(json.dumps({"version": 1, "mistakes": {"x": {"decision": {"index": 1}}}}))
    book = MistakeBook(path)
    assert book.mistakes == {} and "set aside" in book.notice
    assert not path.exists() and any(p.name.startswith("mistakes") for p in tmp_path.iterdir())
