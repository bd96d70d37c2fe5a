"""The table before a class: pause and ask "what would you do?" about the seat to play, the hint
shown only when the teacher asks, a computer's whole turn at one press (its reasons in the log)."""

from __future__ import annotations

from test_widgets_small import send, synced

from konkan import Game, Rules
from konkan.play.hints import hints_for_view
from konkan.widgets import Table


def to_a_computer(t: Table) -> None:
    """Bring the table to a computer's move: the learner, if first, draws where a draw is legal and
    discards its first card."""
    for _ in range(10):
        if t._computer_to_play():
            return
        r = t.round
        legal = r.legal_actions()
        draw = next((a for a in legal if type(a).__name__ == "Draw"), None)
        if draw is not None:
            r.apply(draw)
        else:
            r.apply(next(a for a in r.legal_actions() if type(a).__name__ == "Discard"))
        t._refresh()
    raise AssertionError("no computer came to play")


def test_ask_the_class_pauses_and_the_hint_waits_for_the_teacher():
    t = Table(Game(Rules(players=4), seed=5), open=True, projector=True)
    to_a_computer(t)
    seat = t.round.current
    assert t.status["ask"] == ""
    send(t, {"kind": "ask"})
    assert t.ask["question"] == f"What would you do now, as {t.round.names[seat]}?"
    assert t.ask["hint"] is None and t.auto is False  # the computers wait; nothing given away yet
    before = synced(t)
    send(t, {"kind": "reveal"})
    expect = next(h for h in hints_for_view(t.round.view(seat)) if h.message)
    assert t.ask["hint"] == {"text": expect.message, "rule": expect.rule}
    assert {k for k, v in synced(t).items() if before.get(k) != v} == {"ask"}  # nothing moved
    events = len(t.round.events)
    send(t, {"kind": "turn"})  # the computer's whole turn, then the question is gone
    assert t.round.current != seat or t.round.is_over
    assert len(t.round.events) > events + 1 and t.ask == {}
    assert any(line["why"] for line in t.narration if line["seat"] == seat)  # its reasons are in the log


def test_a_hidden_hand_is_never_asked_about_and_the_hint_needs_the_question():
    t = Table(Game(Rules(players=4), seed=5), projector=True)
    to_a_computer(t)
    assert "needs every hand open" in t.status["ask"]
    before = synced(t)
    send(t, {"kind": "ask"})
    assert t.message["tone"] == "error" and "Table(open=True)" in t.message["text"]
    send(t, {"kind": "reveal"})
    assert t.message["text"] == "Ask the class first; the hint comes after."
    assert synced(t) == before


def test_next_turn_is_refused_when_no_computer_is_to_play():
    t = Table(Game(Rules(players=4), seed=5), open=True, projector=True)
    if t._computer_to_play():
        to_a_computer(t)
        send(t, {"kind": "turn"})
    while t._computer_to_play():
        send(t, {"kind": "turn"})
    send(t, {"kind": "turn"})
    assert t.message["text"] == "No computer player is to play now."
