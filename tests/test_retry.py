"""Learn from your mistakes at the table: a flagged moment drawn as it was and asked again
(RetryState), the learner's book of moments scheduled by fsrs, and the Mistakes widget that
practises the moments due. Every file is in a test's own folder."""

from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import pytest
from coach_rounds import random_round_review

from konkan import Action, Discard, Draw, KonkanError, LayOff, Meld, SwapJoker, TakeDiscard
from konkan.play.review import RoundReview
from konkan.teaching.mistakes import MistakeBook, Retry, puzzle_id
from konkan.widgets import Mistakes
from konkan.widgets.retry import RetryState, marks

DAY = 86_400.0
T0 = datetime(2026, 3, 2, 9, 0, tzinfo=timezone.utc).timestamp()  # a fixed morning


@pytest.fixture(scope="module")
def review() -> RoundReview:
    return random_round_review()


class Page:
    """What a RetryState reaches of the widget holding it: the one feedback area."""

    revision, four_colour = 0, False

    def __init__(self) -> None:
        self.message: dict[str, Any] = {}

    def say(self, text: str, *, tone: str = "info", rule: str = "") -> None:
        self.message = {"text": text, "tone": tone, "rule": rule}


def play(state: RetryState, action: Action) -> None:
    """Play ``action`` as the learner would at the table: pick cards, set melds aside, choose the
    meld, press the move's button."""
    if isinstance(action, Draw):
        state.on_act("draw")
    elif isinstance(action, TakeDiscard):
        state.on_act("take")
    elif isinstance(action, Discard):
        state.on_pick([action.card.id])
        state.on_act("discard")
    elif isinstance(action, Meld):
        for group in action.groups[:-1]:
            state.on_pick([c.id for c in group])
            state.on_act("stage")
        state.on_pick([c.id for c in action.groups[-1]])
        state.on_act("meld")
    elif isinstance(action, (LayOff, SwapJoker)):
        state.on_pick([c.id for c in action.cards])
        state.on_target(action.meld_index)
        state.on_act("lay_off" if isinstance(action, LayOff) else "swap")
    else:  # pragma: no cover - the fixture's moments are of the kinds above
        raise AssertionError(action)


def a_state(review: RoundReview, **kw: Any) -> tuple[RetryState, Page]:
    page = Page()
    return RetryState(page, Retry(review.flagged[0]), **kw), page


def test_the_state_draws_the_moment_and_asks_the_question(review: RoundReview) -> None:
    d = review.flagged[0]
    state, page = a_state(review)
    state.refresh()
    assert page.message["text"] == "What would you do here? You are South, and it is your move."
    assert state.view["hand"] == d.view["hand"]  # the seat's own cards at that moment
    assert state.status["title"] == "A moment from your game: you are South" and state.status["lesson"]
    assert "undo" not in [b["name"] for b in state.actions]
    assert state.narration == []  # nothing of the round before the moment is told


def test_a_wrong_move_says_try_again_and_the_table_stays_as_it_was(review: RoundReview) -> None:
    d = review.flagged[0]
    results: list[str] = []
    state, page = a_state(review, on_result=results.append)
    state.refresh()
    before = state.round.view(d.seat).to_dict()
    play(state, d.played)
    assert page.message["text"].startswith("Not this one") and page.message["tone"] == "info"
    assert state.round.view(d.seat).to_dict() == before  # the move was not kept
    assert state.picked == [] and state.staged == [] and state.hint == {}
    assert state.outcome is None and results == []
    # Picking cards again keeps the verdict in the one feedback area until the next move.
    state.on_pick([state.order[0]])
    assert page.message["text"].startswith("Not this one")


def test_the_second_miss_marks_the_better_move_and_says_why(review: RoundReview) -> None:
    d = review.flagged[0]
    results: list[str] = []
    done: list[str] = []
    state, page = a_state(review, on_result=results.append, on_done=done.append)
    state.refresh()
    with pytest.raises(KonkanError, match="Find a good move first"):
        state.on_act("next")
    play(state, d.played)
    play(state, d.played)
    assert page.message["text"].startswith("The better move here was") and d.why in page.message["text"]
    assert state.hint == marks(d.best) and state.hint["cards"]
    assert state.outcome == "answer" and results == ["answer"]
    assert state.status["text"] == "The better move is marked on the table. Try it, or press Back to the game to go on."
    assert [b["name"] for b in state.actions if b.get("primary")] == ["next"]
    state.on_pick([state.order[0]])  # the marks stay while the learner picks
    assert state.hint == marks(d.best)
    state.on_act("next")
    assert done == ["answer"]


def test_the_best_move_is_right(review: RoundReview) -> None:
    d = review.flagged[0]
    results: list[str] = []
    state, page = a_state(review, on_result=results.append)
    state.refresh()
    play(state, d.best)
    assert page.message == {"text": "Yes! That is the best move here.", "tone": "ok", "rule": ""}
    assert state.outcome == "right" and results == ["right"]
    assert state.hint == marks(d.best)  # the move found, marked on the table
    moves = [b for b in state.actions if b["name"] != "next"]
    assert moves and not any(b["enabled"] for b in moves)
    with pytest.raises(KonkanError, match="No hint here"):
        state.on_hint()


def test_right_after_a_miss_is_late(review: RoundReview) -> None:
    d = review.flagged[0]
    state, _ = a_state(review)
    state.refresh()
    play(state, d.played)
    play(state, d.best)
    assert state.outcome == "late"


def test_an_illegal_move_is_the_engines_sentence_and_no_miss(review: RoundReview) -> None:
    state, page = a_state(review)
    state.refresh()
    state.on_act("draw")  # the moment is after the draw: the engine refuses a second one
    assert page.message["tone"] == "error" and page.message["text"]
    assert state.retry.misses == 0 and state.outcome is None


def test_the_book_rates_each_retry_and_a_missed_one_comes_back_sooner(review: RoundReview, tmp_path: Path) -> None:
    path = tmp_path / "mistakes.json"
    book = MistakeBook(path)
    (key,) = book.add(review, "seed 3", now=T0)
    assert book.due(T0) == [key] and book.due(T0 - 1) == []  # due from when it was added
    with pytest.raises(KonkanError, match="'soon'"):
        book.record(key, "soon", now=T0)
    assert "fsrs" not in json.loads(path.read_text())["mistakes"][key]  # nothing changed
    right = book.record(key, "right", now=T0 + 60)
    assert right == T0 + 60 + 2 * DAY  # Good: two days
    assert book.due(T0 + DAY) == [] and book.due(right) == [key]
    missed = book.record(key, "answer", now=right)
    assert missed == right + DAY  # Again: the next day
    late = MistakeBook(path)  # read back: the card was saved
    assert late.mistakes[key].due_at() == missed and late.notice == ""
    # Right again after the miss: a shorter wait than after a first right answer (11 days).
    again = late.record(key, "late", now=missed)
    assert again - missed < 11 * DAY


def test_an_old_file_with_no_schedule_is_read_and_due(review: RoundReview, tmp_path: Path) -> None:
    path = tmp_path / "mistakes.json"
    d = review.flagged[0]
    key = puzzle_id(d)
    entry = {"decision": d.to_dict(), "added": T0, "source": "old", "seen": 2}
    path.write_text(json.dumps({"version": 1, "mistakes": {key: entry}}))
    book = MistakeBook(path)
    assert book.notice == "" and book.due(T0) == [key]
    book.record(key, "right", now=T0)
    kept = json.loads(path.read_text())["mistakes"][key]
    assert kept["seen"] == 2 and kept["fsrs"]["state"] == 2  # what it did not know is kept


@pytest.mark.parametrize("text", ["{not json", '{"version": 1, "mistakes": {"k": {"added": 1}}}', "BAD_CARD"])
def test_an_unreadable_file_is_set_aside(review: RoundReview, tmp_path: Path, text: str) -> None:
    path = tmp_path / "mistakes.json"
    if text == "BAD_CARD":
        d = review.flagged[0]
        bad = {"decision": d.to_dict(), "added": T0, "fsrs": {"due": "tomorrow"}}
        text = json.dumps({"version": 1, "mistakes": {puzzle_id(d): bad}})
    path.write_text(text)
    w = Mistakes(path, now=T0)
    assert w.message["tone"] == "error" and "mistakes" in w.message["text"].lower()
    assert w.status["text"] == "No mistakes to practise now. Play a round and press Review after it."
    assert not path.exists() and [p for p in tmp_path.iterdir() if p.name != "mistakes.json"]


def test_a_fresh_learner_has_nothing_to_practise(tmp_path: Path) -> None:
    w = Mistakes(tmp_path / "none" / "mistakes.json")
    assert repr(w) == "<Mistakes: 0 of 0 moments to try again now>"
    assert w.status["text"] == "No mistakes to practise now. Play a round and press Review after it."
    assert w.actions == [] and w.message == {}
    assert "Play a round and press Review after it." in w.picture()  # what a notebook read with no kernel shows
    w._on_message(w, {"kind": "act", "action": "discard"}, None)
    assert w.message["text"] == "There is no moment to try now."
    with pytest.raises(KonkanError, match="a mistakes file or a MistakeBook"):
        Mistakes(42)


def test_mistakes_practises_the_moments_due_one_after_another(review: RoundReview, tmp_path: Path) -> None:
    path = tmp_path / "mistakes.json"
    book = MistakeBook(path)
    (key,) = book.add(review, "seed 3", now=T0)
    d = review.flagged[0]
    w = Mistakes(path, now=T0 + 10)
    assert (
        w.message["text"] == "1 moment to try again today. What would you do here? You are South, and it is your move."
    )
    assert w.status["title"] == "Moment 1 of 1 to try again today"
    assert w.picture().startswith("<svg") and "South" in w.picture()

    def send(**content: Any) -> None:
        w._on_message(w, content, None)

    assert isinstance(d.played, Discard)
    send(kind="pick", cards=[d.played.card.id])
    send(kind="act", action="discard")
    assert w.message["text"].startswith("Not this one")
    send(kind="pick", cards=[d.played.card.id])
    send(kind="act", action="discard")
    assert w.message["text"].startswith("The better move here was")
    assert w.hint == marks(d.best)
    # Rated as it ended (the answer shown: again the next day), before Next is pressed.
    assert MistakeBook(path).mistakes[key].due_at() == T0 + 10 + DAY
    (finish,) = [b for b in w.actions if b["name"] == "next"]
    assert finish["label"] == "Finish" and finish["enabled"]
    send(kind="act", action="next")
    assert w.status["text"].startswith("That was the last moment for today")
    # Nothing due now, but the moment is kept: the learner is told when it comes back.
    assert Mistakes(path, now=T0 + 20).status["text"] == (
        "You have 1 saved moment. It is not due yet: it comes back tomorrow. Spacing practice out helps you remember."
    )
    assert "in 2 days" in Mistakes(path, now=T0 + 20 - DAY).status["text"]


def test_a_table_holds_a_retry_and_takes_its_game_back(review: RoundReview) -> None:
    """As the table's review will: its own state set aside, a RetryState in its place (every
    intent of the table's page goes to it), and the game back when the moment is over."""
    from konkan.widgets import Table

    d = review.flagged[0]
    assert isinstance(d.played, Discard)
    t = Table(seed=7, opponents="random")
    game_state, seen = t.table_state, t.view

    def back(outcome: str) -> None:
        t.table_state = game_state
        t._refresh()

    t.table_state = RetryState(t, Retry(d), on_done=back)
    t._refresh()
    assert t.view["hand"] == d.view["hand"] and t.message["text"].startswith("What would you do here?")
    for _ in range(2):
        t._on_message(t, {"kind": "pick", "cards": [d.played.card.id]}, None)
        t._on_message(t, {"kind": "act", "action": "discard"}, None)
    assert t.message["text"].startswith("The better move here was") and t.hint == marks(d.best)
    t._on_message(t, {"kind": "act", "action": "next"}, None)
    assert t.table_state is game_state and t.view == seen and t.hint == {}
