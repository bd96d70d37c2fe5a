"""Learn from your mistakes: each decision the review flagged becomes a puzzle, "What would you
do here?", asked at the table as it was at that moment.

A :class:`Retry` is one such puzzle, made from a flagged
:class:`~konkan.play.review.ReviewedDecision`. Its :meth:`~Retry.position` is a real
:class:`~konkan.Round` whose view from the seat is the one the seat had then (the cards it could
not see are placed anyhow: nothing the puzzle asks depends on them). The learner tries a move
(:meth:`~Retry.attempt`): the engine says first whether it is legal there (``Round.check``); a
legal move is judged by the review's own numbers. A move the review weighed is right when it is
not clearly worse than the best one (its loss's interval reaches below the flagging line, as the
review flags); a move it did not weigh is weighed now by :func:`~konkan.play.review.review_move`
with the same deals. A first miss only says "not this one" (the learner tries again before being
told, as lichess does); the second shows the better move and why.

:class:`MistakeBook` keeps the learner's puzzles in a small JSON file next to the lessons'
progress (``mistakes.json``), read, set aside and written as the other learner files are. Each moment there is scheduled with
spaced repetition by the ``fsrs`` package (the Free Spaced Repetition Scheduler, from PyPI, in the
``widgets`` extra): :meth:`MistakeBook.due` lists the moments to try again now, and
:meth:`MistakeBook.record` rates a retry (right at the first try: Good; right after a miss: Hard;
the answer shown: Again) and schedules the next one, so a missed moment comes back sooner.

>>> from konkan import Round, Rules
>>> from konkan.play.players import RandomPlayer
>>> from konkan.play.review import review_round
>>> r = Round(Rules(players=2), seed=3)
>>> bots = [RandomPlayer(seed=1), RandomPlayer(seed=2)]
>>> while not r.is_over:
...     _ = bots[r.current].play_turn(r)
>>> flagged = review_round(r, 0, deals=4, max_deals=8).flagged
>>> retry = Retry(flagged[0])
>>> retry.attempt(flagged[0].played).outcome
'again'
>>> retry.attempt(flagged[0].best).outcome
'right'
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from ..actions import Action, Discard
from ..catalogue import say
from ..errors import KonkanError, shown
from ..play.analysis import Part, part, said
from ..play.review import FLAG_POINTS, ReviewedDecision, RoundReview, interchangeable, move_part, review_move, same_move
from ..round import Round
from .learner_files import LearnerFile, progress_path

if TYPE_CHECKING:  # fsrs is in the widgets extra: imported where a moment is scheduled, not with konkan
    import fsrs

__all__ = [
    "MISSES_BEFORE_ANSWER",
    "RATINGS",
    "Attempt",
    "Mistake",
    "MistakeBook",
    "Retry",
    "mistakes_path",
    "answer_part",
    "puzzle_id",
]

#: Misses before the better move is shown.
MISSES_BEFORE_ANSWER = 2

Outcome = Literal["right", "again", "answer", "illegal"]

#: How a retry went, for the scheduler (:meth:`MistakeBook.record`): right at the first try,
#: right after a miss ("late"), or the answer shown; each the name of the fsrs rating it gives.
RATINGS = {"right": "Good", "late": "Hard", "answer": "Again"}


def puzzle_id(decision: ReviewedDecision) -> str:
    """A short name for the moment, the same each time the same moment is reviewed."""
    text = json.dumps([decision.view, decision.played.to_dict()], sort_keys=True, ensure_ascii=True)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


@dataclass(frozen=True)
class Attempt:
    """What a try gave: ``outcome`` is ``"right"``, ``"again"`` (missed, try again), ``"answer"``
    (missed again: the better move is shown) or ``"illegal"`` (not a legal move there: the engine's
    sentence, no miss counted); ``parts`` say it in words (:attr:`text`), ``loss`` is the move's
    points lost against the best (None when illegal), and ``best`` the better move (when shown)."""

    outcome: Outcome
    parts: tuple[Part, ...]
    loss: float | None = None
    best: Action | None = None
    rule: str = ""

    @property
    def text(self) -> str:
        return said(self.parts)


class Retry:
    """One flagged decision asked again: "What would you do here?" (see the module)."""

    def __init__(self, decision: ReviewedDecision, *, deals: int | None = None, seed: int | str = "retry"):
        if not isinstance(decision, ReviewedDecision):
            raise KonkanError(say("error.retry.decision", value=shown(decision)))
        self.decision = decision
        self.misses = 0
        self.solved = False
        self._deals = deals if deals is not None else max(4, decision.deals)
        self._seed = seed

    @property
    def id(self) -> str:
        return puzzle_id(self.decision)

    @property
    def seat(self) -> int:
        return self.decision.seat

    def position(self) -> Round:
        """The table as the seat saw it at that moment, as a round to try moves in."""
        return Round.from_view(self.decision.seat_view())

    @property
    def question(self) -> str:
        return say("retry.question", name=self.decision.seat_view().names[self.seat])

    def _loss(self, action: Action) -> tuple[float, bool]:
        """The move's loss against the best and whether it is clearly worse (as the review flags)."""
        key = same_move(action)
        view = self.decision.seat_view()

        def same(a: Action) -> bool:
            # Two discards the seat cannot tell apart are one move, as the review weighs them.
            if same_move(a) == key:
                return True
            return isinstance(a, Discard) and isinstance(action, Discard) and interchangeable(view, a.card, action.card)

        if same(self.decision.best):
            return 0.0, False
        for c in self.decision.candidates:
            if same(c.action):
                return c.loss, c.low > FLAG_POINTS
        weighed = review_move(self.position(), action, deals=self._deals, max_deals=self._deals, seed=self._seed)
        return weighed.loss, weighed.flagged

    def attempt(self, action: Action) -> Attempt:
        """Try ``action`` at this moment (see the module): right, try again, or the answer shown."""
        if not isinstance(action, Action):
            raise KonkanError(say("error.retry.move", value=shown(action)))
        verdict = self.position().check(action)
        if not verdict.ok:
            return Attempt("illegal", ((verdict.key, verdict.fields),) if verdict.key else (), rule=verdict.rule)
        loss, worse = self._loss(action)
        if not worse:
            self.solved = True
            if same_move(action) == same_move(self.decision.best) or loss < 0.5:
                return Attempt("right", (part("retry.right.best"),), loss)
            return Attempt("right", (part("retry.right.close"),), loss)
        self.misses += 1
        if self.misses < MISSES_BEFORE_ANSWER:
            return Attempt("again", (part("retry.again", loss=max(1, round(loss))),), loss)
        return Attempt("answer", self.answer(), loss, self.decision.best)

    def answer(self) -> tuple[Part, ...]:
        """The better move and why, in the review's own sentences."""
        return (answer_part(self.decision.best), *self.decision.parts)


def answer_part(best: Action) -> Part:
    """ "The better move here was ...", one whole sentence per kind of move."""
    return move_part("retry.answer", best)


# --- the learner's book of mistakes ---------------------------------------------------------------------


def mistakes_path(progress: Path | None = None) -> Path:
    """The learner's mistakes: ``mistakes.json`` next to the lessons' progress file."""
    return (progress or progress_path()).with_name("mistakes.json")


@dataclass
class Mistake:
    """One saved moment: the reviewed ``decision`` (as the review wrote it), when it was ``added``
    (seconds since the epoch) and where it came from (``source``: a table's seed and round)."""

    decision: dict[str, Any]
    added: float
    source: str = ""
    extra: dict[str, Any] = field(default_factory=dict)  # kept as it was read: what later versions add
    # Its spaced-repetition card (fsrs's ``Card.to_dict()``), once it was retried; None before: a
    # moment never retried is due from when it was added. (A file written before had none.)
    card: dict[str, Any] | None = None

    def reviewed(self) -> ReviewedDecision:
        return ReviewedDecision.from_dict(self.decision)

    def due_at(self) -> float:
        """When the moment is due again (seconds since the epoch)."""
        if self.card is None:
            return self.added
        return datetime.fromisoformat(self.card["due"]).timestamp()

    def to_dict(self) -> dict[str, Any]:
        out = {**self.extra, "decision": self.decision, "added": self.added, "source": self.source}
        if self.card is not None:
            out["fsrs"] = self.card
        return out


class MistakeBook(LearnerFile):
    """The learner's flagged decisions, by :func:`puzzle_id`, kept in ``mistakes.json``
    (:func:`mistakes_path` unless ``path`` is given)."""

    VERSION = 1
    NOUN = "mistakes"  # its sentences: learner.mistakes.*
    KEPT = 200  # the most recent moments kept
    mistakes: dict[str, Mistake]

    def __init__(self, path: str | Path | None = None):
        super().__init__(Path(path) if path is not None else mistakes_path())

    def _take(self, data: dict[str, Mistake] | None) -> None:
        self.mistakes = data or {}

    @classmethod
    def _parse(cls, data: Any) -> dict[str, Mistake]:
        if (
            not isinstance(data, dict)
            or data.get("version") != cls.VERSION
            or not isinstance(data.get("mistakes"), dict)
        ):
            raise ValueError("version")
        out: dict[str, Mistake] = {}
        for key, entry in data["mistakes"].items():
            if not isinstance(entry, dict) or not isinstance(entry.get("decision"), dict):
                raise ValueError("decision")
            try:
                ReviewedDecision.from_dict(entry["decision"])
            except (KeyError, AttributeError, IndexError) as e:
                raise ValueError("decision") from e
            added = entry.get("added")
            if not isinstance(added, (int, float)):
                raise ValueError("added")
            card = entry.get("fsrs")
            if card is not None:
                _check_card(card)
            extra = {k: v for k, v in entry.items() if k not in ("decision", "added", "source", "fsrs")}
            out[str(key)] = Mistake(entry["decision"], float(added), str(entry.get("source", "")), extra, card)
        return out

    def to_dict(self) -> dict[str, Any]:
        return {"version": self.VERSION, "mistakes": {k: m.to_dict() for k, m in self.mistakes.items()}}

    def add(self, review: RoundReview, source: str = "", *, now: float | None = None) -> list[str]:
        """Keep each flagged decision of ``review`` (a moment already kept stays as it was) and
        save; the ids of the moments added."""
        if not isinstance(review, RoundReview):
            raise KonkanError(say("error.retry.review", value=shown(review)))
        when = time.time() if now is None else now
        added = []
        for d in review.flagged:
            key = puzzle_id(d)
            if key not in self.mistakes:
                self.mistakes[key] = Mistake(d.to_dict(), when, source)
                added.append(key)
        if len(self.mistakes) > self.KEPT:
            for old in sorted(self.mistakes, key=lambda k: self.mistakes[k].added)[: len(self.mistakes) - self.KEPT]:
                del self.mistakes[old]
        if added:
            self.save()
        return added

    def retry(self, key: str) -> Retry:
        """The moment ``key`` as a puzzle."""
        if key not in self.mistakes:
            raise KonkanError(say("error.retry.unknown", value=shown(key)))
        return Retry(self.mistakes[key].reviewed())

    # --- spaced repetition (fsrs) ---------------------------------------------------------------------
    def due(self, now: float | None = None) -> list[str]:
        """The moments due at ``now`` (seconds since the epoch; default: now), the longest due
        first: a moment never retried is due from when it was added, a retried one when its fsrs
        card says."""
        when = time.time() if now is None else float(now)
        due = [k for k, m in self.mistakes.items() if m.due_at() <= when]
        return sorted(due, key=lambda k: (self.mistakes[k].due_at(), self.mistakes[k].added, k))

    def record(self, key: str, outcome: str, now: float | None = None) -> float:
        """Rate a retry of the moment ``key`` at ``now`` (seconds since the epoch; default: now)
        and schedule the next: ``outcome`` is ``"right"`` (right at the first try: fsrs's Good),
        ``"late"`` (right after a miss: Hard) or ``"answer"`` (the answer shown: Again). Saves;
        gives when the moment is due again (seconds since the epoch)."""
        if key not in self.mistakes:
            raise KonkanError(say("error.retry.unknown", value=shown(key)))
        if outcome not in RATINGS:
            raise KonkanError(say("error.retry.outcome", value=shown(outcome), known=", ".join(RATINGS)))
        import fsrs  # the widgets extra's: only where a moment is scheduled

        m = self.mistakes[key]
        when = datetime.fromtimestamp(time.time() if now is None else float(now), timezone.utc)
        card = (
            fsrs.Card.from_dict(m.card)  # type: ignore[arg-type]
            if m.card is not None
            else fsrs.Card(card_id=_card_id(key), due=datetime.fromtimestamp(m.added, timezone.utc))
        )
        card, _log = _scheduler().review_card(card, fsrs.Rating[RATINGS[outcome]], review_datetime=when)
        m.card = dict(card.to_dict())
        self.save()
        return m.due_at()


def _scheduler() -> fsrs.Scheduler:
    """The scheduler of every moment: fsrs's defaults (90% of moments remembered when due), with no
    steps of minutes (a moment comes back on another day, a missed one sooner) and no random fuzz
    (the same tries give the same days)."""
    import fsrs

    return fsrs.Scheduler(learning_steps=(), relearning_steps=(), enable_fuzzing=False)


def _card_id(key: str) -> int:
    """The fsrs card's number: from the moment's name, the same each time."""
    return int(hashlib.sha256(key.encode()).hexdigest()[:12], 16)


def _check_card(card: Any) -> None:
    """A moment's stored fsrs card, as :meth:`MistakeBook.record` will read it: else ValueError
    (the file is set aside, as any unreadable learner file)."""
    if not isinstance(card, dict) or not isinstance(card.get("due"), str):
        raise ValueError("fsrs")
    due = datetime.fromisoformat(card["due"])
    if due.tzinfo is None or not isinstance(card.get("state"), int) or not isinstance(card.get("card_id"), int):
        raise ValueError("fsrs")
