"""The teaching game (konkan/widgets/teaching_game.py) at the table, driven as the page drives it:
on the review's staged blunder (South throws the Q♦ that makes North's set of queens, from
tests/test_review.py), the move is taken back with the review's own words, the second try also
gets the review's better move marked, the third is kept; the review's best move is kept at once; with the game
off nothing is weighed, nor are the computers' moves or a move with one choice."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from test_review import _feeding

from konkan import Card, Discard, Game, KonkanError, ReturnDiscard, Round, Rules, Undo
from konkan.play.analysis import part, said
from konkan.play.players import GreedyPlayer
from konkan.play.review import review_move
from konkan.teaching.mistakes import answer_part
from konkan.widgets import Table
from konkan.widgets import teaching_game as tg
from konkan.widgets.table_state import TableState
from konkan.widgets.teaching_game import DEALS, MAX_DEALS, TeachingGame, has_choice


def send(widget: Any, content: dict[str, Any]) -> None:
    widget._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


QD = Card.parse("QD")


def _position() -> Round:
    """The review's staged round at South's decision: North, down, took the Q♠ and the Q♥ from the
    pile; South has drawn and now throws a card."""
    return _feeding()[1]


def _clearly_bad_seed(r: Round, action: Any) -> str:
    """A seed of the teaching game's for which its review takes ``action`` for a mistake or a big
    mistake (the review's few deals are noisy: not every seed shows it clearly)."""
    for k in range(40):
        seed = f"t{k}"
        d = review_move(
            r, action, deals=DEALS, max_deals=MAX_DEALS, seed=f"{seed}:{r.seed}:{r.number}:{len(r.history)}"
        )
        if d.flagged and d.grade in tg.TAKEN_BACK:
            return seed
    raise AssertionError("the review never takes the known blunder for a clear one")


def _table(r: Round, *, teaching: bool = True, seed: str | None = None) -> Table:
    t = Table(game=Game.around(r), opponents="greedy", teaching=teaching)
    game = t.table_state.teaching
    assert game is not None
    if seed is not None:
        game.seed = seed
    return t


def _throw(t: Table, card: Card) -> None:
    """Pick ``card`` and press Discard, then wait until the teaching game has answered."""
    send(t, {"kind": "pick", "cards": [next(c.id for c in t.round.hand(0) if c.face == card.face)]})
    send(t, {"kind": "act", "action": "discard"})
    game = t.table_state.teaching
    assert game is not None and game.wait(60)
    assert not game.thinking and not t.status.get("thinking")


def test_a_blunder_is_taken_back_in_the_reviews_words_then_hinted_then_kept() -> None:
    r = _position()
    bad = Discard(0, QD)
    seed = _clearly_bad_seed(r, bad)
    t = _table(r, seed=seed)
    assert t.teaching and t.status["teaching"] and "teaching game" in repr(t)
    hand, history, log = sorted(c.id for c in r.hand(0)), len(r.history), list(t.narration)
    game = t.table_state.teaching
    assert game is not None

    _throw(t, QD)  # first try: taken back, said in the review's own words
    decision = game._known[("discard", QD.face)]
    assert decision.flagged and decision.grade in ("mistake", "blunder")
    assert t.message["text"] == said(
        [part("widget.table.teaching.taken_back"), *decision.parts, part("widget.table.teaching.again")]
    )
    assert t.message["tone"] == "error" and "about" in t.message["text"] and "points" in t.message["text"]
    assert decision.parts[0][0] == "review.discard.feeds"
    assert sorted(c.id for c in t.round.hand(0)) == hand and len(t.round.history) == history
    assert t.narration == log and t.picked == [] and t.hint == {}  # the log never tells it

    _throw(t, QD)  # the same decision again: taken back, with the review's better move marked
    assert t.message["text"] == said(
        [
            part("widget.table.teaching.taken_back.again"),
            *decision.parts,
            answer_part(decision.best),
            part("widget.table.teaching.again.hint"),
        ]
    )
    assert isinstance(decision.best, Discard) and t.hint == {"cards": [decision.best.card.id], "meld": None}
    assert len(t.round.history) == history and t.narration == log and game.weighed == 1  # weighed once

    _throw(t, QD)  # the third try is kept, whatever it is, unweighed
    assert t.round.history[history:] == [bad] and game.weighed == 1
    assert t.message == {**t.message, "text": "You discarded the Q♦ (R3.5).", "tone": "ok"}
    assert t.narration[len(log)]["text"] == "You discarded the Q♦ (R3.5)." and len(t.narration) == len(log) + 1
    # The round replays from its start and its actions: no taken-back move is among them.
    again = _feeding()[0]
    for a in t.round.history:
        again.apply(a)
    assert [sorted(c.id for c in again.hand(s)) for s in (0, 1)] == [
        sorted(c.id for c in t.round.hand(s)) for s in (0, 1)
    ]


def test_the_judgement_alone_counts_the_tries_at_one_decision() -> None:
    r = _position()
    bad = Discard(0, QD)
    game = TeachingGame(on=True, seed=_clearly_bad_seed(r, bad))
    first, second, third = (game.judge(r, bad) for _ in range(3))
    assert (first.keep, first.hint, first.tries) == (False, False, 1)
    assert (second.keep, second.hint, second.tries) == (False, True, 2)
    assert (third.keep, third.decision, third.tries) == (True, None, 3)
    assert first.text.startswith("Your move was taken back: it clearly costs you points. Throwing the Q♦ fed North")
    assert first.text.endswith("Try another move.") and "The better move here was" in second.text
    assert len(r.history) == 11  # the round is left as it was


def test_the_reviews_best_move_is_kept_at_once_with_no_word_from_the_teacher() -> None:
    r = _position()
    seed = _clearly_bad_seed(r, Discard(0, QD))
    best = review_move(
        r, Discard(0, QD), deals=DEALS, max_deals=MAX_DEALS, seed=f"{seed}:{r.seed}:{r.number}:{len(r.history)}"
    ).best
    assert isinstance(best, Discard)
    t = _table(_position(), seed=seed)
    history = len(t.round.history)
    _throw(t, best.card)
    game = t.table_state.teaching
    assert game is not None and game.weighed == 1
    assert t.round.history[history] == best  # kept at once
    assert t.message["tone"] == "ok" and t.message["text"] == f"You discarded the {best.card} (R3.5)."


@pytest.fixture
def weighed(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Every move the teaching game asks the review about."""
    calls: list[Any] = []
    real = tg.review_move

    def spy(before: Round, action: Any, **kw: Any) -> Any:
        calls.append(action)
        return real(before, action, **kw)

    monkeypatch.setattr(tg, "review_move", spy)
    return calls


def test_with_the_teaching_game_off_no_move_is_weighed(weighed: list[Any]) -> None:
    t = _table(_position(), teaching=False)
    assert not t.teaching and "teaching" not in t.status
    _throw(t, QD)
    assert weighed == [] and t.round.history[-1] == Discard(0, QD)
    # Turned on and off again from the page's settings: still nothing weighed.
    t = _table(_position(), teaching=False)
    send(t, {"kind": "settings", "teaching": True})
    assert t.teaching and t.status["teaching"] is True
    send(t, {"kind": "settings", "teaching": False})
    assert not t.teaching and "teaching" not in t.status
    _throw(t, QD)
    assert weighed == [] and t.round.history[-1] == Discard(0, QD)


def test_computers_moves_and_moves_with_one_choice_are_never_weighed(weighed: list[Any]) -> None:
    t = Table(game=Game(Rules(players=2), seed=3), seat=1, opponents="greedy", teaching=True)
    assert t.round.current == 0  # the computer starts
    while t.round.current == 0:
        send(t, {"kind": "step"})
    assert len(t.round.history) > 0 and weighed == []
    r = _position()
    assert not has_choice(r, Undo(0)) and has_choice(r, Discard(0, QD))
    took = Round.staged(
        Rules(players=2),
        hands=["QS QH 2C 3D 5H 7H 9C JS KD 4H 6C 8S 10D 4C", "7C 8C 9C 4D 5D 6D 2H 3S 5C AD KH 9H 10C JD"],
        pile="6D",
        current=0,
        phase="start",
    )
    took.take_discard()
    assert not has_choice(took, ReturnDiscard(0))


def test_while_a_move_is_weighed_nothing_else_moves(monkeypatch: pytest.MonkeyPatch) -> None:
    gate = threading.Event()
    real = tg.review_move

    def slow(before: Round, action: Any, **kw: Any) -> Any:
        gate.wait(60)
        return real(before, action, **kw)

    monkeypatch.setattr(tg, "review_move", slow)
    t = _table(_position())
    game = t.table_state.teaching
    assert game is not None
    send(t, {"kind": "pick", "cards": [next(c.id for c in t.round.hand(0) if c == QD)]})
    send(t, {"kind": "act", "action": "discard"})
    try:
        assert game.thinking and t.status["thinking"] and t.status["text"] == "Thinking about your move..."
        assert t.message["text"] == "Thinking about your move..."
        before = (list(t.picked), list(t.order), t.hint, len(t.round.history))
        for intent in ({"kind": "sort", "by": "rank"}, {"kind": "hint"}, {"kind": "pick", "cards": []}):
            send(t, intent)
            assert t.message["text"] == "Wait a moment: the table is still thinking about your move."
        assert (list(t.picked), list(t.order), t.hint, len(t.round.history)) == before
    finally:
        gate.set()
    assert game.wait(60) and not game.thinking and "thinking" not in t.status


def test_a_move_weighed_quickly_is_answered_with_its_intent(monkeypatch: pytest.MonkeyPatch) -> None:
    """Within QUICK seconds the answer goes with the intent's own: the page is never told "thinking"."""
    monkeypatch.setattr(tg, "QUICK", 60.0)  # however slow the machine, the weighing ends within it
    r = _position()
    t = _table(r, seed=_clearly_bad_seed(r, Discard(0, QD)))
    revision = t.revision
    send(t, {"kind": "pick", "cards": [next(c.id for c in t.round.hand(0) if c == QD)]})
    send(t, {"kind": "act", "action": "discard"})
    game = t.table_state.teaching
    assert game is not None and not game.thinking and "thinking" not in t.status
    assert t.message["text"].startswith("Your move was taken back") and len(t.round.history) == 11
    assert t.revision == revision + 2  # the two intents' answers, no news after them
    assert game.wait(60) and t.revision == revision + 2


def test_people_at_one_screen_a_lesson_and_a_shared_table_have_no_teaching_game() -> None:
    with pytest.raises(KonkanError, match="only for your own table against the computer"):
        Table(Game(Rules(players=2), seed=1), opponents=None, teaching=True)
    t = Table(Game(Rules(players=2), seed=1), opponents=None)
    pace = t.pace
    send(t, {"kind": "settings", "teaching": True, "pace": 100})
    assert "only for your own table" in t.message["text"] and t.pace == pace and not t.teaching
    with pytest.raises(KonkanError):
        t.teaching = True
    with pytest.raises(KonkanError):
        Table(code="river-7661", link=object(), teaching=True)  # type: ignore[arg-type]

    class Page:
        revision, message, four_colour = 0, {}, False

        def say(self, text: str, *, tone: str = "info", rule: str = "") -> None:
            self.message = {"text": text}

    state = TableState(Page(), Game(Rules(players=2), seed=3), 0)  # as a lesson holds one: no teaching game
    with pytest.raises(KonkanError, match="teaching game"):
        state.on_settings(teaching=True)


def test_the_setting_stays_on_for_the_tables_next_round() -> None:
    t = Table(Game(Rules(players=2), seed=3), opponents="random")
    t.teaching = True
    assert t.status["teaching"] and t.teaching
    bots = [GreedyPlayer(seed=1, explain=False), GreedyPlayer(seed=2, explain=False)]
    while not t.round.is_over:  # the round played out from Python, as a notebook may
        bots[t.round.current].play_turn(t.round)
    t._refresh()
    send(t, {"kind": "act", "action": "next_round"})
    assert t.round.number == 2 and t.teaching and t.status["teaching"]
