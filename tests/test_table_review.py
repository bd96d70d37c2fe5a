"""The Review at the card table's round end (konkan.widgets.table_review): the button's intent
works the coach's review out on a thread, the page draws the strip, the key moments and a choice
replayed on the table, the better move played on, and refuses what it can't do in a sentence."""

from __future__ import annotations

import dataclasses
import threading
from typing import Any

import pytest

from konkan import Draw, Game, Rules, TakeDiscard
from konkan.play.players import GreedyPlayer
from konkan.play.review import CLASSES, RoundReview, accuracy_of, review_round
from konkan.teaching.mistakes import MistakeBook, puzzle_id
from konkan.widgets import Table
from konkan.widgets.table_state import SeatPicks

DEALS = 2  # the fewest a review weighs a choice on: enough to see every choice drawn, and quick
SEED = 25  # a two-player game whose first round is short: South's 19 choices, one of them flagged


def finished(seed: int = SEED, **options: Any) -> Table:
    """A table whose first round is over, South's moves played by the greedy computer."""
    t = Table(Game(Rules(players=2), seed=seed), opponents="greedy", review_deals=DEALS, **options)
    me = GreedyPlayer(seed=1, explain=False)
    r = t.round
    while not r.is_over:
        if r.current == 0:
            me.play_turn(r)
        else:
            t.table_state.on_step()
    t._refresh()
    return t


def send(t: Table, **content: Any) -> dict[str, Any]:
    """Send an intent as the page does; what the table says back."""
    t._on_message(t, content, [])
    return dict(t.message)


@pytest.fixture(scope="module")
def worked() -> RoundReview:
    """South's review of the round, worked out once, as the table works it out."""
    t = finished()
    return review_round(t.round, 0, deals=DEALS, max_deals=3 * DEALS)


@pytest.fixture(scope="module")
def real(worked: RoundReview) -> RoundReview:
    """South's review of the round with its take of the 10♣ flagged (see :func:`with_flagged_take`)."""
    return with_flagged_take(worked)


def with_flagged_take(out: RoundReview) -> RoundReview:
    """South's review of the round, as the table works it out, with one flagged choice for the
    panel to show: South's take of the 10♣ (choice 11), flagged as the review once
    flagged it on 2 to 6 deals (a big mistake, 22 points). That flag was the noise of so few deals:
    the review now settles a flag on fresh deals, and on 14 deals taking was about as good as
    drawing, so the flag is put back here by hand, as the widget's input."""
    d = out.decisions[10]
    assert isinstance(d.played, TakeDiscard) and isinstance(d.best, Draw) and not out.flagged
    card = d.played.card
    numbers = {"loss": 22.0, "low": 5.0, "high": 39.0}
    played = dataclasses.replace(d.candidates[0], **numbers)
    flagged = dataclasses.replace(
        d,
        **numbers,
        flagged=True,
        grade="blunder",
        candidates=(played, *d.candidates[1:]),
        parts=(("review.draw.better", (("card", card), ("loss", 22))),),
    )
    decisions = (*out.decisions[:10], flagged, *out.decisions[11:])
    return dataclasses.replace(
        out,
        decisions=decisions,
        lost=22.0,
        accuracy=accuracy_of([x.loss if x.flagged else 0.0 for x in decisions]),
        verdict=(("review.verdict.play.one", (("lost", 22),)),),
    )


def given(review: RoundReview) -> Any:
    """A stand-in for the coach's review_round that gives ``review`` at once (South's)."""
    return lambda *a, **k: review


def reviewed(review: RoundReview, **options: Any) -> Table:
    t = finished(**options)
    t.reviewer.review_round = given(review)
    send(t, kind="review")
    assert t.reviewer.wait(10)
    send(t, kind="review_progress")
    assert t.review["state"] == "ready", t.review
    return t


def test_the_button_runs_the_review_and_the_strip_has_a_chip_per_choice_in_order(worked: RoundReview):
    t = finished()
    assert t.review == {"available": True, "open": False}
    send(t, kind="review")
    assert t.review["state"] == "running" and t.review["open"]
    assert t.reviewer.wait(120)
    assert t.review["state"] == "running"  # the page learns of it when it asks next
    send(t, kind="review_progress")
    rv = t.review
    assert rv["state"] == "ready"
    # The same review as the coach's own, with the same seed: one chip per choice, in order.
    assert [c["index"] for c in rv["strip"]] == [d.index for d in worked.decisions]
    assert [c["grade"] for c in rv["strip"]] == [d.grade for d in worked.decisions]
    colours = {c.name: c.color for c in CLASSES}
    assert all(c["color"] == colours[c["grade"]] and c["symbol"] for c in rv["strip"])
    assert rv["strip"][0]["label"].startswith("Choice 1: ")
    assert rv["summary"] == worked.summary
    assert rv["accuracy"] == f"Accuracy this round: {round(worked.accuracy)} out of 100."
    assert rv["title"] == "Your choices in round 1"
    assert [s["label"] for s in rv["seats"]] == ["You", "North"]
    # Asked again: shown at once, nothing worked out again.
    t.reviewer.review_round = lambda *a, **k: pytest.fail("worked out twice")
    send(t, kind="review_close")
    assert t.review == {"available": True, "open": False}
    send(t, kind="review")
    assert t.review["state"] == "ready" and t.review["strip"] == rv["strip"]


def test_the_progress_bar_follows_the_review_as_the_page_asks(real: RoundReview):
    t = finished()
    halfway, go_on = threading.Event(), threading.Event()

    def slow(round: Any, seat: int, *, progress: Any, **kw: Any) -> RoundReview:
        progress(1, 3)
        halfway.set()
        go_on.wait(10)
        progress(3, 3)
        return real

    t.reviewer.review_round = slow
    send(t, kind="review")
    assert halfway.wait(10)
    send(t, kind="review_progress")
    assert t.review["state"] == "running"
    assert t.review["progress"] == {
        "done": 1,
        "total": 3,
        "text": "Looking at each choice: 1 of 3 done.",
    }
    go_on.set()
    assert t.reviewer.wait(10)
    send(t, kind="review_progress")
    assert t.review["state"] == "ready"


def test_a_choice_replayed_draws_its_view_read_only_and_back_returns(real: RoundReview):
    t = reviewed(real)
    d = real.decisions[3]
    send(t, kind="replay", index=d.index)
    assert t.view == SeatPicks._table_view(d.seat_view())
    assert sorted(t.order) == sorted(c.id for c in d.seat_view().hand)
    assert t.hands == [] and t.actions == [] and t.status["review"] and not t.status["round_over"]
    replay = t.review["replay"]
    assert replay["index"] == d.index and replay["number"] == 4
    assert replay["text"] == f"Choice 4 of {len(real.decisions)}, with the table as South saw it then."
    assert [c["shown"] for c in t.review["strip"]].index(True) == 3
    if d.played == d.best or not d.flagged:  # the best move, or one as good: it alone is marked
        assert replay["same"] and list(replay["marks"]) == ["played"]
        best = d.grade == "best"
        assert replay["verdict"] == (
            "Well played: this was the best move here." if best else "A good move: about as good as the best one here."
        )
    else:
        assert not replay["same"] and replay["verdict"] == ""
    # Every choice not flagged names no better move: the deals cannot tell it from the best.
    for other in real.decisions:
        send(t, kind="replay", index=other.index)
        assert t.review["replay"]["same"] is (not other.flagged or other.played == other.best)
    send(t, kind="replay", index=d.index)
    # Read-only: a move on the table is refused, and changes nothing.
    said = send(t, kind="pick", cards=[c.id for c in d.seat_view().hand][:1])
    assert said["text"] == "The table is showing a moment of the review: press Back to the round's end first."
    assert t.picked == []
    send(t, kind="replay_back")
    assert t.review["replay"] == {}
    assert t.status["round_over"] and "review" not in t.status
    assert t.view == SeatPicks._table_view(t.round.view(0))


def test_the_better_move_is_played_on_the_round_as_it_was_and_the_computer_plays_on(real: RoundReview):
    t = reviewed(real)
    (d,) = real.flagged  # South took the 10♣ where drawing was better
    send(t, kind="replay", index=d.index)
    assert t.review["replay"]["marks"] == {
        "played": {"cards": [], "pile": "discard", "meld": -1},
        "better": {"cards": [], "pile": "stock", "meld": -1},
    }
    assert t.review["replay"]["played"] == "Took the 10♣ from the discard pile."
    assert t.review["replay"]["better"] == "The better move here was to draw from the stock."
    send(t, kind="replay_better")
    played = t.reviewer.replay.round
    assert played is not None
    assert played.history[: d.index] == t.round.history[: d.index]  # the real round as it was then
    assert played.history[d.index] == d.best
    assert t.status["computer"] and t.status["review"]
    assert t.hands and len(t.hands) == 2  # every hand shown, as at the round's end
    assert "stock" not in t.view  # never the stock's order
    for _ in range(300):
        if not t.status["computer"]:
            break
        send(t, kind="step", at=t.revision)
    assert played.is_over
    assert t.status["text"].startswith("After the better move the round ended like this: ")
    send(t, kind="replay_back")
    assert t.status["round_over"]


def test_a_computer_seats_review_on_request(real: RoundReview):
    t = finished()
    t.reviewer.deals = DEALS
    send(t, kind="review", seat=1)
    assert t.reviewer.wait(120)
    send(t, kind="review_progress")
    rv = t.review
    assert rv["state"] == "ready" and rv["seat"] == 1
    assert rv["title"] == "North's choices in round 1"
    history = t.round.history
    assert rv["strip"] and all(history[c["index"]].seat == 1 for c in rv["strip"])
    assert rv["book"] == ""  # a computer's choices are not the learner's to practise
    assert all(not m["retry"] for m in rv["moments"])
    # Its moment on the table: North's hand named as North's, and what happened told as the whole
    # table knows it (never "You drew ..." of North's draws).
    chip = rv["strip"][2]
    send(t, kind="replay", index=chip["index"])
    assert t.status["named"] is True and t.view["seat"] == 1
    texts = [e["text"] for e in t.narration]
    assert texts and not any(x.startswith("You ") for x in texts)
    assert texts == [e.message for e in t.round.events[: len(texts)]]


def test_flagged_choices_are_kept_for_practice_and_try_it_again_asks_the_moment(real: RoundReview, tmp_path: Any):
    book = MistakeBook(tmp_path / "mistakes.json")
    t = reviewed(real, mistakes=book)
    (d,) = real.flagged
    rv = t.review
    chip = next(c for c in rv["strip"] if c["index"] == d.index)
    assert chip["flagged"] and chip["grade"] == "blunder" and chip["symbol"] == "??"
    assert chip["label"] == "Choice 11: Took the 10♣ from the discard pile. Big mistake, about 22 points lost."
    (moment,) = rv["moments"]
    assert moment["index"] == d.index and moment["lost"] == "About 22 points lost." and moment["retry"]
    assert moment["played"] == "Took the 10♣ from the discard pile."
    assert moment["why"] == [
        {
            "text": "Drawing from the stock was worth about 22 points more than taking the 10♣ from the discard pile.",
            "rule": "R3.3",
        }
    ]
    assert rv["book"] == "1 choice that cost points is saved, so practice can ask it again later."
    assert len(MistakeBook(tmp_path / "mistakes.json").mistakes) == 1
    game_state = t.table_state
    said = send(t, kind="retry", index=d.index)
    assert said["text"] == "What would you do here? You are South, and it is your move." and said["tone"] == "info"

    def moment(v: dict[str, Any]) -> Any:
        return v["hand"], v["discard_pile"], [m["cards"] for m in v["table"]], v["hand_sizes"]

    assert t.table_state is not game_state and moment(t.view) == moment(d.view)  # as South saw it then
    assert t.review["open"] and t.review["available"]  # the review stays: the game is still over
    # The move played then is "not this one"; the better one is right; the moment is rated in the book.
    played = send(t, kind="act", action="take")
    assert played["text"].startswith("Not this one") and moment(t.view) == moment(d.view)
    assert send(t, kind="act", action="draw")["text"].startswith("Yes!")
    assert MistakeBook(tmp_path / "mistakes.json").mistakes[puzzle_id(d)].card is not None
    send(t, kind="act", action="next")  # "Back to the game"
    assert t.table_state is game_state and t.round.is_over
    best = next(x for x in real.decisions if not x.flagged)
    assert send(t, kind="retry", index=best.index)["text"] == "Only a choice that cost points can be tried again."


def test_the_review_is_drawn_again_from_the_traits_and_forgotten_at_the_next_round(real: RoundReview):
    t = reviewed(real)
    send(t, kind="replay", index=real.decisions[2].index)
    state = t.get_state()
    t._sync()  # a page drawn again gets the same traits
    assert t.get_state()["review"] == state["review"] and t.get_state()["view"] == state["view"]
    send(t, kind="replay_back")
    send(t, kind="act", action="next_round")
    assert t.review == {"available": False, "open": False}
    assert t.round.number == 2


def test_bad_intents_are_refused_with_a_sentence(real: RoundReview):
    t = Table(Game(Rules(players=2), seed=SEED), opponents="greedy", review_deals=DEALS)
    assert send(t, kind="review")["text"] == "A review comes at the end of a round: finish round 1 first."
    t = finished()
    t.reviewer.review_round = given(real)
    assert send(t, kind="replay", index=0)["text"] == "Press Review this round first: there is no review yet."
    assert send(t, kind="review", seat=3)["text"] == "There is no seat 3 in this round: pick one of the names shown."
    send(t, kind="review")
    t.reviewer.wait(10)
    assert send(t, kind="replay", index=999)["text"] == "There is no choice at move 999 in this review."
    assert send(t, kind="replay_better")["text"] == "Pick a choice of the review first, to show it on the table."
    assert "'index'" in send(t, kind="replay", index="two")["text"]
    assert t.review["state"] == "ready" and t.review["replay"] == {}
    with pytest.raises(Exception, match="review_deals"):
        Table(Game(Rules(players=2), seed=1), review_deals=1)
