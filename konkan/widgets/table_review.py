"""The Review at the card table: at the end of a round, the coach's review of a seat's choices
(:func:`konkan.play.review.review_round`), drawn by the table's page (table_review.js).

:class:`TableReview` belongs to a :class:`~konkan.widgets.Table`. **Review this round** starts the
review of the learner's seat (or, on request, a computer's) on a thread of its own, so the page
never waits: the page asks how far it got (the ``review_progress`` intent, on a timer while it
runs) and draws a progress bar. The review is kept for the round, one per seat: asked again, it is
shown at once; the next round, or a new game, forgets it. Everything the page draws is the
widget's ``review`` trait (:meth:`TableReview.drawn`), worked out here, so a page drawn again
(reloaded, a second view) shows the same.

A choice of the review is drawn on the table as it was (**replayed**): the seat's view at that
moment (``ReviewedDecision.view``), read-only, with the cards played and the better ones marked.
**Play the better move** rebuilds the real round from its deal and the moves before that choice
(``Round.history[:index]``), plays the better move there, and lets the computer play every seat
on from there, one move per step at the table's pace; the page then sees every hand (the round
is over anyway), never the stock's order. **Back to the round's end** draws the table again.

After the learner's own review, the choices it flagged are kept in the learner's
:class:`~konkan.teaching.mistakes.MistakeBook`, so practice can ask them again.
"""

from __future__ import annotations

import contextvars
import re
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..actions import Action, DeclareKonkan, Discard, Draw, LayOff, Meld, ReturnDiscard, SwapJoker, TakeDiscard, Undo
from ..cards import cards_text
from ..catalogue import say
from ..errors import KonkanError, shown
from ..events import Event
from ..melds import melds_text
from ..play.analysis import said
from ..play.players import Player, make_player
from ..play.review import CLASSES, ReviewedDecision, RoundReview, review_round, same_move
from ..render import seat_places
from ..round import Round
from ..teaching.mistakes import MistakeBook, answer_part
from .table_state import SeatPicks, TableState, by_suit

if TYPE_CHECKING:
    from .table import Table

__all__ = ["REVIEW_DEALS", "TableReview", "move_text"]

#: The deals a review weighs each choice on at first (up to three times as many while in doubt).
REVIEW_DEALS = 8
_RULES = re.compile(r"\s*\((R\d[\w.]*(?:,\s*R\d[\w.]*)*)\)")
_CLASS = {c.name: c for c in CLASSES}


def move_text(action: Action) -> str:
    """What a move did, in one sentence said of any seat ("Threw away the 7♠.")."""
    key = "widget.table.review.move."
    if isinstance(action, Draw):
        return say(key + "draw")
    if isinstance(action, TakeDiscard):
        return say(key + "take", card=action.card) if action.card is not None else say(key + "take_top")
    if isinstance(action, ReturnDiscard):
        return say(key + "put_back")
    if isinstance(action, Meld):
        return say(key + "meld", melds=melds_text([list(g) for g in action.groups]))
    if isinstance(action, LayOff):
        return say(key + "lay_off", cards=cards_text(action.cards), meld=action.meld_index + 1)
    if isinstance(action, SwapJoker):
        return say(key + "swap", cards=cards_text(action.cards), meld=action.meld_index + 1)
    if isinstance(action, Discard):
        return say(key + "discard", card=action.card)
    if isinstance(action, DeclareKonkan):
        return say(key + "konkan")
    assert isinstance(action, Undo)
    return say(key + "undo")


def _marks(action: Action) -> dict[str, Any]:
    """What a move touches on the table: its cards, the pile it draws from, the meld it adds to."""
    cards: list[int] = []
    pile, meld = "", -1
    if isinstance(action, Draw):
        pile = "stock"
    elif isinstance(action, TakeDiscard):
        pile = "discard"
    elif isinstance(action, Meld):
        cards = [c.id for g in action.groups for c in g]
    elif isinstance(action, (LayOff, SwapJoker)):
        cards, meld = [c.id for c in action.cards], action.meld_index
    elif isinstance(action, Discard):
        cards = [action.card.id]
    return {"cards": cards, "pile": pile, "meld": meld}


def _sentences(parts: Any) -> list[dict[str, str]]:
    """Each sentence of a decision's reasons, its rule numbers taken out to be drawn small beside it."""
    out = []
    for key, fields in parts:
        text = say(key, **dict(fields))
        rules = _RULES.findall(text)
        out.append({"text": _RULES.sub("", text), "rule": ", ".join(rules)})
    return out


def _told(review: RoundReview) -> bool:
    """Whether the review's sentences are already about its seat by name (read by another seat)."""
    return review.reader is not None and review.reader != review.seat


def _points(loss: float) -> int:
    return max(1, round(loss))


def _ink(color: str) -> str:
    """Black or white, whichever reads on ``color`` (a ``#rrggbb``)."""
    r, g, b = (int(color[k : k + 2], 16) / 255 for k in (1, 3, 5))
    lum = [(x / 12.92) if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4 for x in (r, g, b)]
    return "#000000" if 0.2126 * lum[0] + 0.7152 * lum[1] + 0.0722 * lum[2] > 0.2 else "#ffffff"


class _Cancelled(Exception):
    """A review no longer wanted (a new round began): its thread stops at the next choice."""


@dataclass
class _Job:
    """A review being worked out on its thread: how far it got, and what it gave."""

    seat: int
    done: int = 0
    total: int = 0
    result: RoundReview | None = None
    error: str = ""
    cancelled: bool = False
    finished: threading.Event = field(default_factory=threading.Event)

    def progress(self, done: int, total: int) -> None:
        if self.cancelled:
            raise _Cancelled
        self.done, self.total = done, total


@dataclass
class _Replay:
    """A choice drawn on the table: its place in the strip, and once the better move is played,
    the round played on from there and its players."""

    number: int
    decision: ReviewedDecision
    round: Round | None = None
    players: dict[int, Player] = field(default_factory=dict)


class TableReview:
    """The reviews of a table's round and the moment drawn (see the module)."""

    def __init__(
        self, table: Table, *, deals: int = REVIEW_DEALS, workers: int | None = None, book: MistakeBook | None = None
    ):
        self.table = table
        self.deals = deals
        self.workers = workers
        self._book = book
        self._reviews: dict[int, RoundReview] = {}  # round seat -> its review of this round
        self._of: tuple[Any, int] | None = None  # the game and its round the reviews are of
        self._job: _Job | None = None
        self.seat = -1  # the seat whose review is shown (-1: the panel is closed)
        self.replay: _Replay | None = None
        self.book_line = ""
        self.error = ""
        # What works a review out: the coach's own (a test may put a stand-in here).
        self.review_round: Callable[..., RoundReview] = review_round

    # --- the round the reviews are of ---------------------------------------------------------
    @property
    def state(self) -> TableState:
        """The game's state (the one put aside while a moment is retried on the table)."""
        held = getattr(self.table, "_held_state", None)
        return held if held is not None else self.table.table_state

    def _fresh(self) -> None:
        """Forget the reviews once the table plays another round (or another game)."""
        game = self.state.game
        if self._of is not None and self._of[0] is game and self._of[1] == len(game.rounds):
            return
        if self._job is not None:
            self._job.cancelled = True
        self._of = (game, len(game.rounds))
        self._reviews, self._job, self.replay = {}, None, None
        self.seat, self.book_line, self.error = -1, "", ""

    def available(self) -> bool:
        """A review can be asked for: the round is over, at a table of one's own."""
        return self.table.shared_state is None and self.state.round.is_over

    @property
    def replaying(self) -> bool:
        self._fresh()
        return self.replay is not None

    @property
    def learner(self) -> int:
        """The round seat whose choices are the learner's own (reviewed by default, kept for
        practice); -1 once the learner is out of the game (``game_end="elimination"``)."""
        return -1 if self.state.is_out else self.state.me

    @property
    def book(self) -> MistakeBook:
        """The learner's book of mistakes (the default one, made when first needed)."""
        if self._book is None:
            self._book = MistakeBook()
        return self._book

    # --- intents ----------------------------------------------------------------------------
    def start(self, seat: int | None = None) -> None:
        """Open the review of ``seat`` (a round seat; the learner's by default): at once if it was
        worked out already, else start working it out."""
        self._fresh()
        if self.table.shared_state is not None:
            raise KonkanError(say("widget.table.review.error.shared"))
        r = self.state.round
        if not r.is_over:
            raise KonkanError(say("widget.table.review.error.not_over", number=r.number))
        seat = max(self.learner, 0) if seat is None else seat
        if not 0 <= seat < r.players:
            raise KonkanError(say("widget.table.review.error.seat", seat=shown(seat)))
        self._back()
        self.seat, self.error = seat, ""
        if seat in self._reviews or (self._job is not None and self._job.seat == seat):
            return
        if self._job is not None:
            self._job.cancelled = True
        job = _Job(seat)
        self._job = job
        played = r.copy()
        deals, workers, reviewing = self.deals, self.workers, self.review_round
        reader = self.learner  # whose eyes read it: another seat's review speaks of it by name

        def work() -> None:
            try:
                job.result = reviewing(
                    played,
                    seat,
                    deals=deals,
                    max_deals=3 * deals,
                    workers=workers,
                    progress=job.progress,
                    reader=reader,
                )
            except _Cancelled:
                pass
            except Exception as e:  # said on the page, not lost in a thread
                job.error = str(e) if isinstance(e, KonkanError) else f"{type(e).__name__}: {str(e)[:160]}"
            finally:
                job.finished.set()

        try:
            # the thread says its sentences in the language of the intent that started it (the widget's)
            threading.Thread(
                target=contextvars.copy_context().run, args=(work,), name="konkan-table-review", daemon=True
            ).start()
        except RuntimeError:  # no threads here (Python in a browser tab): the page waits for it
            work()
        self.collect()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the review being worked out (for Python and tests; the page never waits)."""
        job = self._job
        done = job is None or job.finished.wait(timeout)
        self.collect()
        return done

    def collect(self) -> None:
        """Take in a review its thread has finished; keep the learner's flagged choices."""
        self._fresh()
        job = self._job
        if job is None or not job.finished.is_set():
            return
        self._job = None
        if job.cancelled:
            return
        if job.result is None:
            self.error = say("widget.table.review.error.failed", error=job.error or "-")
            return
        self._reviews[job.seat] = job.result
        if job.seat == self.learner and not self.state.hot_seat:
            self._keep(job.result)

    def _keep(self, review: RoundReview) -> None:
        flagged = review.flagged
        if not flagged:
            self.book_line = ""
            return
        try:
            if self._book is None:
                self._book = MistakeBook()
            game = self.state.game
            added = self._book.add(review, f"table {game.seed} round {review.number}")
        except (KonkanError, OSError) as e:
            self.book_line = say("widget.table.review.book.failed", error=str(e)[:160])
            return
        if not added:
            self.book_line = say("widget.table.review.book.kept")
        elif len(added) == 1:
            self.book_line = say("widget.table.review.book.one")
        else:
            self.book_line = say("widget.table.review.book.many", count=len(added))

    def close(self) -> None:
        self._fresh()
        self._back()
        self.seat = -1

    def cancel(self) -> None:
        """Stop the review being worked out, if one is (the widget is closed)."""
        if self._job is not None:
            self._job.cancelled = True

    def shown_review(self) -> RoundReview:
        """The review on show, or why there is none."""
        self._fresh()
        self.collect()
        if self.seat < 0 or (self.seat not in self._reviews and self._job is None):
            raise KonkanError(say("widget.table.review.error.none"))
        if self.seat not in self._reviews:
            raise KonkanError(say("widget.table.review.error.running"))
        return self._reviews[self.seat]

    def decision(self, index: int) -> tuple[int, ReviewedDecision]:
        """The choice of the review on show played at ``index`` of ``Round.history``, with its number."""
        for k, d in enumerate(self.shown_review().decisions):
            if d.index == index:
                return k + 1, d
        raise KonkanError(say("widget.table.review.error.no_choice", index=index))

    def show(self, index: int) -> None:
        """Draw the choice played at ``index`` on the table, as it was."""
        number, d = self.decision(index)
        self.replay = _Replay(number, d)

    def flagged(self, index: int) -> ReviewedDecision:
        """The flagged choice at ``index``, for a retry."""
        _, d = self.decision(index)
        if not d.flagged:
            raise KonkanError(say("widget.table.review.error.not_flagged"))
        return d

    def play_better(self) -> None:
        """Play the better move on the real round as it was then, for the computer to play on."""
        self._fresh()
        rp = self.replay
        if rp is None:
            raise KonkanError(say("widget.table.review.error.not_replaying"))
        d = rp.decision
        real = self.state.round
        r = Round(real.rules, number=real.number, dealer=real.dealer, seed=real.seed, deck=real.deck, names=real.names)
        for a in real.history[: d.index]:
            r.apply(a)
        r.apply(d.best)
        specs = self.state._specs
        others = [s for s in range(real.players) if s != self.learner]
        levels = dict(zip(others, specs)) if len(specs) == len(others) else {}
        rp.players = {
            s: make_player(levels[s] if isinstance(levels.get(s), str) else "greedy", seed=f"review:{s}")
            for s in range(real.players)
        }
        rp.round = r

    def step(self) -> None:
        """One move of the round played on after the better move."""
        rp = self.replay
        r = None if rp is None else rp.round
        if rp is None or r is None or r.is_over:
            raise KonkanError(say("widget.table.no_computer"))
        seat = r.current
        try:
            r.apply(rp.players[seat].decide(r.view(seat)).action)
        except Exception as e:  # a computer player's bug: said, and the play-out stops
            rp.round = None
            raise KonkanError(
                say("widget.table.review.error.computer", name=r.names[seat], error=type(e).__name__)
            ) from None

    def back(self) -> None:
        self._fresh()
        self._back()

    def _back(self) -> None:
        self.replay = None

    # --- what the page draws ------------------------------------------------------------------
    def drawn(self) -> dict[str, Any]:
        """The ``review`` trait: the button's state, the panel, the moment on the table."""
        self._fresh()
        self.collect()
        out: dict[str, Any] = {"available": self.available(), "open": self.seat >= 0}
        if self.seat < 0 or not self.available():
            return out
        r = self.state.round
        names = r.names
        seat = self.seat
        out["seat"] = seat
        out["seats"] = [
            {"seat": s, "label": say("widget.table.review.seat.you") if s == self.learner else names[s]}
            for s in range(r.players)
        ]
        title = "you" if seat == self.learner else "other"
        out["title"] = say(f"widget.table.review.title.{title}", name=names[seat], number=r.number)
        if self.error:
            out.update(state="error", error=self.error)
            return out
        review = self._reviews.get(seat)
        if review is None:
            job = self._job
            done, total = (job.done, job.total) if job is not None else (0, 0)
            text = (
                say("widget.table.review.progress", done=done, total=total)
                if total
                else say("widget.table.review.progress.start")
            )
            out.update(state="running", progress={"done": done, "total": total, "text": text})
            return out
        out["state"] = "ready"
        out.update(self._panel(review, seat))
        out["replay"] = self._replay_panel()
        return out

    def _their(self, review: RoundReview, seat: int) -> str:
        """The round's summary about another seat, by its name (the review's own says "your")."""
        name = self.state.round.names[seat]
        return said([(f"{key}.other", (*fields, ("name", name))) for key, fields in review.verdict])

    def _panel(self, review: RoundReview, seat: int) -> dict[str, Any]:
        luck = ""
        if not any(k == "review.verdict.cards" for k, _ in review.verdict):
            if review.luck_high < 0:
                luck = say("widget.table.review.luck.bad", points=_points(-review.luck))
            elif review.luck_low > 0:
                luck = say("widget.table.review.luck.good", points=_points(review.luck))
        at = self.replay.decision.index if self.replay is not None else -1
        strip = []
        for k, d in enumerate(review.decisions):
            c = _CLASS[d.grade]
            move = move_text(d.played)
            label = (
                say("widget.table.review.chip.lost", number=k + 1, move=move, grade=c.word, points=_points(d.loss))
                if d.flagged
                else say("widget.table.review.chip", number=k + 1, move=move, grade=c.word)
            )
            strip.append(
                {
                    "index": d.index,
                    "number": k + 1,
                    "grade": d.grade,
                    "color": c.color,
                    "ink": _ink(c.color),
                    "symbol": say(f"widget.table.review.symbol.{d.grade}"),
                    "label": label,
                    "flagged": d.flagged,
                    "shown": d.index == at,
                }
            )
        number = {d.index: k + 1 for k, d in enumerate(review.decisions)}
        moments = []
        for d in review.key_moments():
            c = _CLASS[d.grade]
            moments.append(
                {
                    "index": d.index,
                    "number": number[d.index],
                    "title": say("widget.table.review.moment", number=number[d.index], count=len(review.decisions)),
                    "grade": d.grade,
                    "word": c.word,
                    "color": c.color,
                    "ink": _ink(c.color),
                    "symbol": say(f"widget.table.review.symbol.{d.grade}"),
                    "played": move_text(d.played),
                    "better": _sentences([answer_part(d.best)])[0]["text"],
                    "lost": say("widget.table.review.lost", points=_points(d.loss)),
                    "why": _sentences(d.parts),
                    "retry": seat == self.learner,
                }
            )
        return {
            "summary": review.summary if seat == self.learner or _told(review) else self._their(review, seat),
            "legend": say("widget.table.review.legend"),
            "accuracy": say("widget.table.review.accuracy", accuracy=round(review.accuracy)),
            "luck": luck,
            "book": self.book_line if seat == self.learner else "",
            "strip": strip,
            "moments": moments,
        }

    def _replay_panel(self) -> dict[str, Any]:
        rp = self.replay
        if rp is None:
            return {}
        count = len(self._reviews[self.seat].decisions) if self.seat in self._reviews else 0
        d = rp.decision
        view = d.seat_view()
        r = rp.round
        if r is None:
            text = say("widget.table.review.replay.status", number=rp.number, count=count, name=view.names[d.seat])
        elif r.is_over and r.result is not None:
            text = say("widget.table.review.replay.over", message=r.result.message)
        else:
            text = say("widget.table.review.replay.playing", name=r.names[r.current])
        # The best move was played, or one the deals cannot tell from it (not flagged): only it is
        # marked, and no "better" move is named.
        same = same_move(d.played) == same_move(d.best) or not d.flagged
        verdict = "" if d.flagged else say("widget.table.review.replay." + ("best" if d.grade == "best" else "good"))
        marks = {"played": _marks(d.played), "better": _marks(d.best)}
        return {
            "index": d.index,
            "number": rp.number,
            "text": text,
            "played": move_text(d.played),
            "better": _sentences([answer_part(d.best)])[0]["text"],
            "same": same,
            "verdict": verdict,
            "playing": r is not None,
            "marks": {} if r is not None else {"played": _marks(d.played)} if same else marks,
        }

    def table_traits(self) -> dict[str, Any]:
        """What the table draws while a choice is on show, in place of the round's end: the seat's
        view then (read-only), or the round played on after the better move."""
        rp = self.replay
        if rp is None:
            return {}
        d = rp.decision
        r = rp.round
        v = d.seat_view() if r is None else r.view(d.seat)
        playing = r is not None and not r.is_over
        state = self.state
        status = {
            "title": TableState._round_title(v),
            "text": self._replay_panel()["text"],
            "computer": playing,
            "hidden": False,
            "hot_seat": False,
            "seat": v.seat,
            "round_over": False,
            "game_over": False,
            "last_round": v.is_last_round,
            "out": False,
            "computers": list(range(v.rules.players)) if r is not None else [],
            "ask": say("widget.table.no_ask.over"),
            "review": True,
        }
        # Another seat's moment (a computer's review): its hand is named, not "your hand", and what
        # happened is told as everybody at the table knows it, not as that seat reads it ("You drew").
        other = d.seat != self.learner
        status["named"] = other
        events = v.events
        if other:
            told = r.events if r is not None else self.state.round.events
            events = tuple(told[: len(v.events)])
        hands: list[Any] = []
        if r is not None:  # played on: every hand shown, as at the round's end (never the stock)
            hands = [[c.id for c in sorted(r.hand(s), key=by_suit)] for s in range(r.players)]
        return {
            "view": SeatPicks._table_view(v),
            "hands": hands,
            "order": [c.id for c in sorted(v.hand, key=by_suit)],
            "picked": [],
            "target": -1,
            "staged": [],
            "live": {},
            "actions": [],
            "hint": {},
            "narration": self._log(events),
            "status": status,
            "last_move": state._last_move(v),
            "places": [p.to_dict() for p in seat_places(v.rules.players, v.seat)],
            "ask": {},
        }

    @staticmethod
    def _log(events: Sequence[Event]) -> list[dict[str, Any]]:
        return [
            {"index": e.index, "text": e.message, "rule": e.rule, "seat": e.seat, "kind": e.kind.value, "why": ""}
            for e in events
        ]
