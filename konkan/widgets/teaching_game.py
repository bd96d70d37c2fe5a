"""The teaching game (issue 33, as KaTrain's): at a table against the computer, a clearly bad move
of the learner's is taken back and the learner asked to try again.

``Table(teaching=True)``, or the table's toggle "Teaching game" (its tooltip: a clearly bad move is taken back),
turns it on (the ``settings`` intent's ``teaching``; remembered for the rest of the table's games,
as its pace is). Then, before a move of the learner's is kept:

- A move with a real choice (a draw or a take, declaring Konkan, a meld, a lay-off, a swap, a
  discard; :func:`has_choice`) is weighed first with the coach's review,
  :func:`konkan.play.review.review_move`, on guessed deals of the cards the learner cannot see
  (:data:`DEALS` to :data:`MAX_DEALS` of them, so it takes a moment; see
  ``benchmarks/bench_teaching.py``). It is weighed on a thread: unless it is weighed within
  :data:`QUICK` seconds (then it is answered at once), the page says "Thinking about your
  move..." meanwhile, and every other intent is refused, so nothing else moves.
- A move the review flags **and** grades a mistake or a big mistake (the classes ``"mistake"``
  and ``"blunder"``, :data:`TAKEN_BACK`: a loss of 8 points or more, clearly above the sample's
  noise) is not kept: the round is as before the move (it was never played, so it is in neither
  ``Round.history`` nor the log, and the game replays from its seed and its actions), and the
  table's message says, in the review's own sentences (``decision.why``), about how many points
  it would cost, and asks for another move. A slip (under 8 points) is kept.
- A second bad try at the same decision is taken back too, and the review's better move is given
  with it (its sentence, its cards marked on the table). It is the review's, not the Hint
  button's: the hint is a rule of thumb and may differ, and one adviser must not contradict the
  other within one message.
- The third try at the same decision is kept whatever it is, unweighed (:data:`TRIES_WEIGHED`).
- A move that is not clearly bad is kept as soon as it is weighed, with no word from the teacher.

Moves with one choice only (putting a taken card back, undo, a move with no other legal one),
the computers' moves, people sharing one screen (``opponents=None``), lessons and a table shared
with the class are never weighed.

A :class:`TeachingGame` is pure Python; the table's state (:class:`~konkan.widgets.table_state.TableState`)
asks it about each move (:meth:`TeachingGame.takes`) and the widget gives it the way to draw its
answer from the thread (``publish``: the widget's lock, one update to the page).
"""

from __future__ import annotations

import contextvars
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..actions import Action, DeclareKonkan, Discard, Draw, LayOff, Meld, ReturnDiscard, SwapJoker, TakeDiscard, Undo
from ..catalogue import say
from ..errors import KonkanError
from ..play.adviser import REVIEW_SEED
from ..play.analysis import Part, part, said
from ..play.review import ReviewedDecision, review_move, same_move
from ..round import Round
from ..teaching.mistakes import answer_part

if TYPE_CHECKING:
    from .table_state import TableState

__all__ = [
    "marks",
    "DEALS",
    "MAX_DEALS",
    "QUICK",
    "TAKEN_BACK",
    "TRIES_WEIGHED",
    "Judgement",
    "TeachingGame",
    "has_choice",
]

#: Guessed deals a move is weighed on at first, and at most (the review adds deals while in doubt).
DEALS = 8
MAX_DEALS = 24
#: The review's classes of a flagged move that the teaching game takes back.
TAKEN_BACK = ("mistake", "blunder")
#: Tries at one decision that are weighed: the one after them is kept whatever it is.
TRIES_WEIGHED = 2
#: Seconds the intent waits for the weighing before the page is told "Thinking about your move..."
#: (a move weighed sooner is answered at once, with no word of thinking).
QUICK = 0.15

# The moves that are a choice of the learner's (an undo or a card put back is not weighed).
_WEIGHED = (Draw, TakeDiscard, DeclareKonkan, Meld, LayOff, SwapJoker, Discard)


def marks(best: Action) -> dict[str, Any]:
    """The better move marked on the table, as the table marks a hint: its cards in the hand and
    the meld it goes to (no words: the feedback area says them)."""
    if isinstance(best, Discard):
        return {"cards": [best.card.id], "meld": None}
    if isinstance(best, Meld):
        return {"cards": [c.id for g in best.groups for c in g], "meld": None}
    if isinstance(best, (LayOff, SwapJoker)):
        return {"cards": [c.id for c in best.cards], "meld": best.meld_index}
    return {}  # a draw, a take, a Konkan: the sentence says it


def has_choice(round: Round, action: Action) -> bool:
    """Whether ``action`` (the move of the seat to play) is a real choice worth weighing: a draw or
    take, a declaration, a meld, a lay-off, a swap or a discard, with another legal move beside it
    (a meld always has one: not yet). Putting a taken card back and undo never are."""
    if not isinstance(action, _WEIGHED):
        return False
    if isinstance(action, Meld):
        return True
    others = {same_move(a) for a in round.legal_actions().simple() if not isinstance(a, (Undo, ReturnDiscard))}
    others.discard(same_move(action))
    return bool(others) or any(True for _ in round.legal_actions().melds())


@dataclass(frozen=True)
class Judgement:
    """What the teaching game made of one try: ``keep`` it or take it back, the review's
    ``decision`` (None when it was not weighed), which ``tries`` at this decision it was (1, 2, 3),
    whether the table's ``hint`` goes with it, and its words (``parts``, :attr:`text`: empty when
    the move is kept)."""

    keep: bool
    decision: ReviewedDecision | None
    tries: int
    hint: bool = False
    parts: tuple[Part, ...] = ()

    @property
    def text(self) -> str:
        return said(self.parts)


def _direct(work: Callable[[], None]) -> None:
    work()


class TeachingGame:
    """The teaching game of one table (see the module). ``on`` turns it on; ``deals`` and
    ``max_deals`` are the review's guessed deals per move; ``seed`` seeds them (with the round's
    seed and the move's place: the same position, the same answer). By default they are the
    review's own seed and deals, so the teaching game, the Hint and the review after the round all
    weigh a move alike (one adviser, never two opinions); ``publish(work)`` runs
    ``work`` where the widget may change what the page draws (its lock held, one update sent).

    :meth:`judge` weighs a try at once (no thread); :meth:`takes` is the table's hook, which weighs
    on a thread; :meth:`wait` waits for that thread."""

    def __init__(
        self,
        *,
        on: bool = False,
        deals: int = DEALS,
        max_deals: int = MAX_DEALS,
        seed: int | str | None = None,
        publish: Callable[[Callable[[], None]], None] | None = None,
    ):
        self.on = bool(on)
        self.deals, self.max_deals, self.seed = deals, max_deals, seed
        self.publish = publish or _direct
        self.thinking = False
        self.weighed = 0  # moves weighed so far (a review asked)
        self._at: tuple[Any, ...] | None = None  # the decision tried (see _place)
        self._tries = 0
        self._known: dict[Any, ReviewedDecision] = {}  # moves already weighed at this decision
        self._approved: Action | None = None
        self._thread: threading.Thread | None = None

    # --- the judgement, in plain Python ---------------------------------------------------------
    @staticmethod
    def _place(round: Round) -> tuple[Any, ...]:
        """Which decision of which round: the same place is the same decision (a taken-back move
        left the round as it was)."""
        return (round.seed, round.number, round.dealer, len(round.history))

    def _try(self, round: Round) -> int:
        """Count one more try at the decision of ``round`` (afresh at another decision); which it is."""
        if self._at != self._place(round):
            self._at, self._tries, self._known = self._place(round), 0, {}
        self._tries += 1
        return self._tries

    def judge(self, round: Round, action: Action) -> Judgement:
        """One try of ``action`` (legal, by the seat to play) in ``round``, which is left as it is:
        whether it is kept, and the words if it is taken back (see the module). The third try at
        one decision is kept unweighed."""
        tries = self._try(round)
        if tries > TRIES_WEIGHED:
            return Judgement(True, None, tries)
        key = same_move(action)
        decision = self._known.get(key)
        if decision is None:
            decision = review_move(
                round,
                action,
                deals=self.deals,
                max_deals=self.max_deals,
                seed=(
                    REVIEW_SEED
                    if self.seed is None
                    else f"{self.seed}:{round.seed}:{round.number}:{len(round.history)}"
                ),
            )
            self.weighed += 1
            self._known[key] = decision
        if not (decision.flagged and decision.grade in TAKEN_BACK):
            return Judgement(True, decision, tries)
        hint = tries == TRIES_WEIGHED
        back = part("widget.table.teaching.taken_back" + (".again" if hint else ""))
        marked = bool(marks(decision.best))  # cards the table can mark (a draw or a take has none)
        again = part("widget.table.teaching.again" + ((".hint" if marked else ".last") if hint else ""))
        better = (answer_part(decision.best),) if hint else ()
        return Judgement(False, decision, tries, hint, (back, *decision.parts, *better, again))

    # --- at the table -------------------------------------------------------------------------------
    def status(self, status: dict[str, Any]) -> None:
        """Mark the table's status: the game is on (``teaching``), and while a move is weighed
        (``thinking``) the status line says so."""
        if self.on:
            status["teaching"] = True
        if self.thinking:
            status["thinking"] = True
            status["text"] = say("widget.table.teaching.thinking")

    def check_idle(self) -> None:
        """Refuse any intent while a move is weighed: nothing else moves meanwhile."""
        if self.thinking:
            raise KonkanError(say("widget.table.teaching.wait"))

    def takes(self, state: TableState, name: str, action: Action) -> bool:
        """The table's hook before the learner's move ``action`` (its button ``name``) is played:
        True when the teaching game took it over (weighing it on a thread, then playing it or
        taking it back), False when the table plays it as usual now."""
        r = state.round
        if self._approved is not None:
            approved, self._approved = self._approved, None
            if approved == action:
                return False
        if not self.on or state.hot_seat or not r.check(action).ok or not has_choice(r, action):
            return False
        if self._at == self._place(r) and self._tries >= TRIES_WEIGHED:
            self._try(r)  # the third try: kept at once, unweighed
            return False
        before = r.copy()  # the thread reads its own copy; nothing moves meanwhile anyway
        self.thinking = True
        state.page.say(say("widget.table.teaching.thinking"), tone="info")
        state.status = state._status(state.seat_view())
        box: dict[str, Any] = {}  # the judgement, and whether the intent stopped waiting for it ("late")
        hand = threading.Lock()
        done = threading.Event()

        def weigh() -> None:
            try:
                judgement: Judgement | Exception = self.judge(before, action)
            except Exception as e:  # a bug of the review's: keep the move, and say so
                judgement = e
            with hand:
                box["judgement"] = judgement
                late = box.get("late", False)
            done.set()
            if late:  # the intent has answered "thinking": draw the answer as news
                self.publish(lambda: self._answer(state, name, action, judgement))

        # in the language of the move weighed (the widget's: the thread starts inside its intent)
        self._thread = threading.Thread(
            target=contextvars.copy_context().run, args=(weigh,), name="konkan-teaching-game", daemon=True
        )
        self._thread.start()
        done.wait(QUICK)
        with hand:
            judgement = box.get("judgement")
            box["late"] = judgement is None
        if judgement is not None:  # weighed at once: answered with the intent, no "thinking" shown
            self._answer(state, name, action, judgement)
        return True

    def _answer(self, state: TableState, name: str, action: Action, judgement: Judgement | Exception) -> None:
        """Draw what the weighing found: play the move as the table plays it, or take it back."""
        self.thinking = False
        try:
            self._draw(state, name, action, judgement)
        except Exception as e:  # a bug of ours: say it plainly (no intent is there to catch it)
            state.page.say(say("widget.base.error.bug", error=type(e).__name__, detail=str(e)[:200]), tone="error")

    def _draw(self, state: TableState, name: str, action: Action, judgement: Judgement | Exception) -> None:
        if isinstance(judgement, Exception) or judgement.keep:
            self._approved = action
            try:
                state.on_act(name)
            except KonkanError as e:
                self._approved = None
                state.page.say(str(e), tone="error")
                state.refresh()
                return
            if isinstance(judgement, Exception):
                words = say("widget.table.teaching.failed", error=type(judgement).__name__)
                state.page.say(words, tone="info")
            return
        # Taken back: nothing was played; the picks go, as after any move.
        state.picked, state.reading, state.target = [], None, -1
        state.staged, state.staged_readings = [], []
        state.refresh()
        if judgement.hint and judgement.decision is not None:
            state.hint = marks(judgement.decision.best)
        state.page.say(judgement.text, tone="error")

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until the move being weighed is answered (True), or ``timeout`` seconds have
        passed (False)."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
            return not thread.is_alive()
        return True
