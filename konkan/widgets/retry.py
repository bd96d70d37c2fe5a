"""Learn from your mistakes at the table: a moment of the learner's own game drawn as it was, and
the question "What would you do here?".

:class:`RetryState` is a :class:`~konkan.widgets.table_state.TableState` (what the table's page
draws, and its intents) for one :class:`~konkan.teaching.mistakes.Retry`: the table shows the
seat's view of that moment and the feedback area asks the question. The learner plays as at the
table (picks cards, sets melds aside, chooses a meld or a joker's reading, presses Draw, Take,
Meld, Lay off, Discard...), but the move is not kept: :meth:`Retry.attempt
<konkan.teaching.mistakes.Retry.attempt>` judges it, its sentence replaces what the feedback area
said, and the table stays as it was for another try. A first miss says try again; the second
marks the better move on the table (its cards, its meld) and says why; a good move says so. Any
legal move is judged, not only the kind of move the moment was about. Once the moment is over
(a good move found, or the answer shown) a button leaves it: ``on_done(outcome)`` is called with
how it went (``"right"``, ``"late"``: right after a miss, ``"answer"``: the answer shown, as
:meth:`MistakeBook.record <konkan.teaching.mistakes.MistakeBook.record>` rates them).

**How a Table holds one** (its review's "Try it again"): the table keeps its own state aside, puts
a :class:`RetryState` in its place, and takes its own back when the moment is over::

    game_state = table.table_state
    def back(outcome):
        table.table_state = game_state
        table._refresh()
    table.table_state = RetryState(table, retry, on_done=back)  # label: "Back to the game"
    table._refresh()

Every intent of the table's page goes to ``table.table_state``, so nothing else changes: the
page draws the moment with the table's own drawing.

:class:`Mistakes` is the practice of the learner's book of mistakes
(:class:`~konkan.teaching.mistakes.MistakeBook`): the moments due today, one after another, each
rated and scheduled again (spaced repetition, :mod:`fsrs`) as it ends.

>>> import tempfile, pathlib
>>> w = Mistakes(pathlib.Path(tempfile.mkdtemp()) / "mistakes.json")
>>> w
<Mistakes: 0 of 0 moments to try again now>
>>> w.status["text"]
'No mistakes to practise now. Play a round and press Review after it.'
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

from ..actions import Action
from ..catalogue import say
from ..errors import KonkanError, shown
from ..game import Game
from ..render import table_svg
from ..round import Round
from ..rules import Rules
from ..teaching.mistakes import MistakeBook, Retry
from ._small import stack, text_svg, wrap
from .base import KonkanWidget, css, esm
from .practice import on_white
from .table import TABLE_INTENTS, TablePage, table_size
from .table_state import Page, TableState
from .teaching_game import marks

__all__ = ["Mistakes", "RetryState", "marks"]


class RetryState(TableState):
    """One moment asked again at the table (see the module).

    ``RetryState(page, retry, *, on_done=None, on_result=None, done_label="widget.retry.button.back",
    title=None)``: ``page`` the widget that draws it (a :class:`~konkan.widgets.Table`, or
    :class:`Mistakes`), ``retry`` a :class:`~konkan.teaching.mistakes.Retry`; ``on_result(outcome)``
    is called once, as the moment ends (a good move found, or the answer shown), and
    ``on_done(outcome)`` when the learner presses the button that leaves it (its label the
    catalogue key ``done_label``); ``title`` the status line's title (default: whose seat it is).
    With ``may_leave``, that button is there from the start (the game's own table: the learner may go
    back to the game without answering; ``on_done`` then gets ``"left"``, and nothing is rated).
    """

    def __init__(
        self,
        page: Page,
        retry: Retry,
        *,
        on_done: Callable[[str], None] | None = None,
        on_result: Callable[[str], None] | None = None,
        done_label: str = "widget.retry.button.back",
        title: str | None = None,
        size: str = "normal",
        may_leave: bool = False,
    ):
        if not isinstance(retry, Retry):
            raise KonkanError(say("error.retry.decision", value=shown(retry)))
        game = Game.around(retry.position())
        super().__init__(page, game, game.round.current, size=size)
        self.retry = retry
        self.on_done = on_done
        self.on_result = on_result
        self.done_label = done_label
        self.may_leave = may_leave
        self.title = title if title is not None else say("widget.retry.title", name=game.round.names[retry.seat])
        self.shown = False  # the answer was shown (two misses)
        self.found: Action | None = None  # the good move the learner found, marked on the table
        self.outcome: str | None = None  # how it went, once over: "right", "late" or "answer"
        self.log_from = len(game.round.events)  # the log tells nothing of the round before the moment
        self.play = self._try
        self.dress_status = self._dress_status
        self.dress_buttons = self._dress_buttons
        self.after_refresh = self._mark
        self.primary = lambda name, action: False  # no button is "the" move: that is the question
        self.page.say(retry.question, tone="info")

    @property
    def over(self) -> bool:
        return self.outcome is not None

    # --- a move: judged, never kept ------------------------------------------------------------
    def _try(self, action: Action) -> bool:
        if self.retry.solved:
            raise KonkanError(say("widget.retry.solved"))
        got = self.retry.attempt(action)
        if got.outcome == "illegal":
            self.page.say(got.text, tone="error", rule=got.rule)
            return False
        tone = "ok" if got.outcome == "right" else "info"
        self.page.say(got.text, tone=tone, rule=got.rule)
        if got.outcome == "answer":
            self.shown = True
        if got.outcome == "right":
            self.found = action
        if got.outcome in ("right", "answer") and self.outcome is None:
            self.outcome = "answer" if self.shown else "late" if self.retry.misses else "right"
            if self.on_result is not None:
                self.on_result(self.outcome)
        # The table as it was: nothing picked or set aside, for another try.
        self.picked, self.staged, self.staged_readings = [], [], []
        self.target, self.reading = -1, None
        self.refresh()
        return False

    def on_act(self, action: str) -> None:
        if action == "next":
            if self.outcome is None and not self.may_leave:
                raise KonkanError(say("widget.retry.not_done"))
            if self.on_done is not None:
                self.on_done(self.outcome or "left")
            return
        if action == "next_round":
            raise KonkanError(say("widget.retry.one_move"))
        super().on_act(action)

    def on_pick(self, cards: list[int]) -> None:
        said = self.page.message
        super().on_pick(cards)
        # One feedback area: a verdict stays until the next move; a refusal gives way to the question.
        keep = said and said.get("tone") != "error"
        self.page.say(said["text"] if keep else self.retry.question, tone=said["tone"] if keep else "info")
        self._mark()

    def on_hint(self) -> None:
        raise KonkanError(say("widget.retry.no_hint"))

    def on_new_game(self, seed: str | None = None) -> None:
        raise KonkanError(say("widget.retry.no_new_game"))

    # --- what the page draws ---------------------------------------------------------------------
    def _mark(self) -> None:
        """The good move marked on the table: the one found, else the better one once shown."""
        move = self.found if self.found is not None else self.retry.decision.best if self.shown else None
        self.hint = marks(move) if move is not None else {}

    def _dress_status(self, status: dict[str, Any]) -> dict[str, Any]:
        label = say(self.done_label)
        if self.retry.solved:
            status["text"] = say("widget.retry.status.right", label=label)
        elif self.shown:
            status["text"] = say("widget.retry.status.answer", label=label)
        # "lesson": no Hint and no next round on the page; the title says whose cards they are.
        return {**status, "title": self.title, "lesson": True, "retry": True}

    def _dress_buttons(self, out: list[dict[str, Any]]) -> list[dict[str, Any]]:
        rows = [b for b in out if b["name"] != "undo"]  # nothing of this moment can be taken back
        if self.retry.solved:
            rows = [{**b, "enabled": False, "reason": say("widget.retry.solved"), "primary": False} for b in rows]
        if self.over or self.may_leave:
            rows.append(
                {
                    "name": "next",
                    "label": say(self.done_label),
                    "enabled": True,
                    "reason": say("widget.retry.button.done_why" if self.over else "widget.retry.button.leave_why"),
                    "primary": self.over,
                }
            )
        return rows


def _book_of(book: Any) -> MistakeBook:
    if isinstance(book, MistakeBook):
        return book
    if book is None or isinstance(book, (str, Path)):
        return MistakeBook(book)
    raise KonkanError(say("error.widget.mistakes.book", value=shown(book, 40)))


def _empty_game() -> Game:
    """The table behind "nothing to try now": no cards, never played."""
    return Game.around(Round.staged(Rules(players=2), hands=("", ""), phase="play", seed="mistakes"))


class Mistakes(TablePage, KonkanWidget):
    """Practise your own mistakes: the moments of your games that the review flagged, due today,
    one after another at the table.

    ``Mistakes(book=None, *, now=None, four_colour=False, size="normal")``: ``book`` the path of the
    mistakes file or a :class:`~konkan.teaching.mistakes.MistakeBook` (default: ``mistakes.json``
    next to the lessons' progress, :func:`~konkan.teaching.mistakes.mistakes_path`); ``now`` the
    time the moments are due by (seconds since the epoch; default: now). Each moment is a
    :class:`RetryState`; as it ends it is rated and scheduled again
    (:meth:`~konkan.teaching.mistakes.MistakeBook.record`: a missed one comes back sooner), and
    **Next moment** draws the next. With none due, it says so kindly.
    """

    _esm = esm("mistakes")
    _css = css("mistakes")

    noun: ClassVar[str] = "widget.mistakes.noun"
    word_keys: ClassVar[tuple[str, ...]] = ("widget.table.", "widget.mistakes.")
    intents: ClassVar[dict[str, dict[str, str]]] = dict(TABLE_INTENTS)

    def __init__(
        self,
        book: Any = None,
        *,
        now: float | None = None,
        four_colour: bool = False,
        size: str = "normal",
    ):
        self.book = _book_of(book)
        self._size = table_size(size)
        self._now = now
        self.queue = self.book.due(now)
        self.index = 0
        super().__init__(four_colour=four_colour)
        if self.queue:
            self._open(0)
            count = len(self.queue)
            told = say("widget.mistakes.count." + ("one" if count == 1 else "many"), count=count)
            self.say(f"{told} {self.retry.question}", tone="info")  # two whole sentences
        else:
            self._nothing(self._waiting())
        if self.book.notice:
            self.say(self.book.notice, tone="error")

    def _waiting(self) -> str:
        """Nothing due now: why, kindly. With saved moments, when the next comes back (spaced
        repetition: a moment is asked again later, after a day or more, to be remembered)."""
        kept = self.book.mistakes
        if not kept:
            return say("widget.mistakes.none")
        now = time.time() if self._now is None else self._now
        soon = min(m.due_at() for m in kept.values())
        days = (int(soon // 86400) - int(now // 86400)) if soon > now else 0
        when = "today" if days <= 0 else "tomorrow" if days == 1 else "days"
        count = "one" if len(kept) == 1 else "many"
        return say(f"widget.mistakes.waiting.{count}.{when}", kept=len(kept), days=days)

    @property
    def retry(self) -> Retry:
        state = self.table_state
        if not isinstance(state, RetryState):
            raise KonkanError(say("widget.mistakes.no_move"))
        return state.retry

    def _open(self, index: int) -> None:
        self.index = index
        key = self.queue[index]
        count = len(self.queue)
        last = index + 1 == count
        self.table_state = RetryState(
            self,
            self.book.retry(key),
            on_done=self._next,
            on_result=lambda outcome: self._record(key, outcome),
            done_label="widget.retry.button.finish" if last else "widget.retry.button.next",
            title=say("widget.mistakes.title", number=index + 1, count=count),
            size=self._size,
        )
        self._refresh()

    def _record(self, key: str, outcome: str) -> None:
        self.book.record(key, outcome, now=time.time() if self._now is None else self._now)
        if self.book.notice:
            self.say(self.book.notice, tone="error")

    def _next(self, outcome: str) -> None:
        if self.index + 1 < len(self.queue):
            self._open(self.index + 1)
            self.say(self.retry.question, tone="info")
        else:
            self._nothing(say("widget.mistakes.finished"))

    def _nothing(self, text: str) -> None:
        """No moment to try: the page draws no table (``empty``), only the sentence and the message."""
        state = TableState(self, _empty_game(), 0, size=self._size)
        title = say("widget.mistakes.none.title")
        state.dress_status = lambda status: {**status, "title": title, "text": text, "lesson": True, "empty": True}
        state.dress_buttons = lambda rows: []
        self.table_state = state
        self._refresh()
        self.message = {}

    # --- intents: each answered by the moment's state ----------------------------------------------
    def _on_pick(self, cards: list[int]) -> None:
        self._table_intent("pick", cards=cards)

    def _on_target(self, index: int | None = None) -> None:
        self._table_intent("target", index=index)

    def _on_act(self, action: str) -> None:
        if not isinstance(self.table_state, RetryState):
            raise KonkanError(say("widget.mistakes.no_move"))
        self._table_intent("act", action=action)

    def _on_joker(self, reading: str) -> None:
        self._table_intent("joker", reading=reading)

    def _on_hint(self) -> None:
        self._table_intent("hint")

    def _on_new_game(self, seed: str | None = None) -> None:
        raise KonkanError(say("widget.retry.no_new_game"))

    # --- repr and picture ------------------------------------------------------------------------
    def summary(self) -> str:
        kept = len(self.book.mistakes)
        return say("widget.mistakes.summary." + ("one" if kept == 1 else "many"), due=len(self.queue), kept=kept)

    def picture(self) -> str:
        """The moment's table, or (none to try) the status's sentence on a white card, for a
        notebook read with no kernel."""
        if not isinstance(self.table_state, RetryState):
            status = self.status
            lines = [status.get("title", ""), *wrap(status.get("text", ""), 80)]
            return on_white(stack([text_svg(lines, size=14)], title=status.get("text", "")))
        return table_svg(self._seat_view(), four_colour=self.four_colour)
