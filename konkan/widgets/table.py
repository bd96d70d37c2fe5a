"""The card table: a whole game of Konkan in a notebook, from one seat's view.

The page holds what it draws as synced traits (``view`` is ``Round.view(seat).to_dict()``)
and sends the user's intents; every decision is the engine's (``Round.check``, the hints, the
scores). In play mode no trait and no message carries another seat's cards or the stock's order.

>>> t = Table(seed=7, opponents="random")
>>> t
<Table: South vs 3 computer players, round 1 of 5, South to play>
>>> t.read_intent({"kind": "pick", "cards": [0, 1]})
('pick', {'cards': [0, 1]})
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, cast

import traitlets

from ..cards import Card
from ..catalogue import say
from ..classroom.codes import Class
from ..classroom.service.client import find_service
from ..errors import KonkanError, shown, whole_number
from ..game import Game
from ..reasons import Ending
from ..render import table_svg
from ..round import Round, check_seed
from ..rules import Rules
from ..view import SeatView
from .base import KonkanWidget, css, esm
from .shared_table import PICK_WAIT, PRESENCE_INTENTS, SHARED_INTENTS, Onlookers, SharedTableState
from .table_review import REVIEW_DEALS, TableReview
from .table_state import PACE_MS, SIZES, TABLE_TRAITS, TableState, by_suit, live_line
from .teaching_game import TeachingGame

if TYPE_CHECKING:  # only the type: the link module needs the service's extra (konkan[class])
    from ..classroom.service.link import ClassLink
    from ..teaching.mistakes import MistakeBook

__all__ = ["TABLE_INTENTS", "Table", "TablePage", "live_line"]

# The intents of the card table's page (table.js), the same wherever it is drawn (a lesson adds its own).
TABLE_INTENTS: dict[str, dict[str, str]] = {
    "pick": {"cards": "cards"},
    "arrange": {"cards": "cards"},
    "sort": {"by": "word"},
    "target": {"index?": "index"},
    "act": {"action": "word"},
    "joker": {"reading": "word"},
    "hint": {},
    "step": {"at?": "count"},
    "turn": {},
    "ask": {},
    "reveal": {},
    "show_hand": {},
    "settings": {"pace?": "index", "auto?": "bool", "four_colour?": "bool", "teaching?": "bool"},
    "new_game": {"seed?": "word"},
}

# The Review at the end of a round (konkan.widgets.table_review, table_review.js): a Table's only.
REVIEW_INTENTS: dict[str, dict[str, str]] = {
    "review": {"seat?": "seat"},
    "review_progress": {},
    "review_close": {},
    "replay": {"index": "index"},
    "replay_better": {},
    "replay_back": {},
    "retry": {"index": "index"},
}


def table_size(size: Any, projector: bool = False) -> str:
    """The table's size, checked: ``"normal"`` or ``"projector"`` (``projector=True`` says the latter)."""
    if not isinstance(size, str) or size not in SIZES:
        raise KonkanError(say("widget.table.error.size", sizes=", ".join(map(repr, SIZES)), got=shown(size)))
    return "projector" if projector else size


class TablePage(traitlets.HasTraits):
    """The synced traits the card table's page (table.js) draws, for every widget drawn with it
    (:class:`Table`, and :class:`~konkan.widgets.Lesson` around it). Their values are worked out by
    the widget's :class:`~konkan.widgets.table_state.TableState` (``table_state``) and copied here
    by :meth:`_sync` after each intent; a trait set from Python (``t.auto = False``) goes back to it.
    The properties read the state: the game, the seat shown, who plays."""

    view = traitlets.Dict().tag(sync=True)
    hands: traitlets.List[Any] = traitlets.List().tag(sync=True)  # open=True only: every seat's hand
    order: traitlets.List[Any] = traitlets.List().tag(sync=True)  # the shown hand in the player's own order
    picked: traitlets.List[Any] = traitlets.List().tag(sync=True)
    target = traitlets.Int(-1).tag(sync=True)
    staged: traitlets.List[Any] = traitlets.List().tag(sync=True)  # groups set aside for one going-down
    live = traitlets.Dict().tag(sync=True)  # what the picked cards make, in the engine's words
    actions: traitlets.List[Any] = traitlets.List().tag(sync=True)
    hint = traitlets.Dict().tag(sync=True)
    narration: traitlets.List[Any] = traitlets.List().tag(sync=True)  # the log, from events_for(seat)
    scores = traitlets.Dict().tag(sync=True)
    status = traitlets.Dict().tag(sync=True)
    last_move = traitlets.Dict().tag(sync=True)
    pace = traitlets.Int(PACE_MS).tag(sync=True)
    auto = traitlets.Bool(True).tag(sync=True)
    open_hands = traitlets.Bool(False).tag(sync=True)  # the teacher's view (open=True)
    places: traitlets.List[Any] = traitlets.List().tag(sync=True)  # where each seat sits, from render.seat_places
    # A pause to ask the class "what would you do?" about the seat to play: the question, and the
    # hint only once the teacher asks for it (cleared by the next move).
    ask = traitlets.Dict().tag(sync=True)
    size = traitlets.Unicode("normal").tag(sync=True)  # "normal" or "projector"
    seed = traitlets.Unicode("").tag(sync=True)  # the game's seed, to share

    table_state: TableState
    # Each move's button: its name (the intent's ``action``) and the catalogue key of its label.
    BUTTONS: ClassVar[tuple[tuple[str, str], ...]] = TableState.BUTTONS

    def _sync(self) -> None:
        """Copy what the table's state works out to the traits the page draws (only changes are sent)."""
        for name, value in self.table_state.drawn().items():
            setattr(self, name, value)

    @traitlets.observe(*TABLE_TRAITS)
    def _mirror(self, change: Any) -> None:
        state = self.__dict__.get("table_state")
        if state is not None and getattr(state, change["name"]) is not change["new"]:
            setattr(state, change["name"], change["new"])

    def _table_intent(self, kind: str, **fields: Any) -> None:
        """Answer a table intent with the state's ``on_<kind>``; the page's traits follow even when it refuses."""
        try:
            getattr(self.table_state, f"on_{kind}")(**fields)
        finally:
            self._sync()

    def _refresh(self, *, keep_hint: bool = False) -> None:
        """Work out everything the page draws again (after the round was played from Python)."""
        self.table_state.refresh(keep_hint=keep_hint)
        self._sync()

    def redraw(self) -> None:
        """Every sentence the page shows, said again (in a new language)."""
        if self.__dict__.get("table_state") is not None:
            self._refresh(keep_hint=True)

    # --- whose view: read from the table's state (see TableState) -------------------------
    @property
    def game(self) -> Game:
        return self.table_state.game

    @game.setter
    def game(self, game: Game) -> None:
        self.table_state.game = game  # as the attribute it was: drawn at the next refresh

    @property
    def seat(self) -> int:
        return self.table_state.seat

    @seat.setter
    def seat(self, seat: int) -> None:
        self.table_state.seat = seat

    @property
    def players(self) -> dict[int, Any]:
        return self.table_state.players

    @property
    def hot_seat(self) -> bool:
        return self.table_state.hot_seat

    @property
    def round(self) -> Round:
        return self.table_state.round

    @property
    def is_out(self) -> bool:
        """The learner's seat has been eliminated (``game_end="elimination"``): see TableState.is_out."""
        return self.table_state.is_out

    @property
    def me(self) -> int:
        """The round seat whose view is shown (see TableState.me)."""
        return self.table_state.me

    @property
    def ending(self) -> Ending | None:
        """How the current round ended (None while it is played)."""
        res = self.round.result
        return None if res is None else res.ending

    @property
    def _reading(self) -> Card | None:
        return self.table_state.reading

    @property
    def _staged_readings(self) -> list[Card | None]:
        return self.table_state.staged_readings

    def _seat_view(self) -> SeatView:
        return self.table_state.seat_view()

    def _hidden(self) -> bool:
        return self.table_state.hidden()

    def _computer_to_play(self) -> bool:
        return self.table_state.computer_to_play()

    def _candidate(self, name: str, v: SeatView) -> tuple[Any, str]:
        return self.table_state.candidate(name, v)

    # --- the table's intents, the same for a table and a lesson --------------------------
    def _on_arrange(self, cards: list[int]) -> None:
        self._table_intent("arrange", cards=cards)

    def _on_sort(self, by: str) -> None:
        self._table_intent("sort", by=by)

    def _on_step(self, at: int | None = None) -> None:
        self._table_intent("step", at=at)

    def _on_turn(self) -> None:
        self._table_intent("turn")

    def _on_ask(self) -> None:
        self._table_intent("ask")

    def _on_reveal(self) -> None:
        self._table_intent("reveal")

    def _on_show_hand(self) -> None:
        self._table_intent("show_hand")

    def _on_settings(
        self,
        pace: int | None = None,
        auto: bool | None = None,
        four_colour: bool | None = None,
        teaching: bool | None = None,
    ) -> None:
        self._table_intent("settings", pace=pace, auto=auto, four_colour=four_colour, teaching=teaching)


class Table(TablePage, KonkanWidget):
    """A whole game at a green-felt table.

    ``Table(game=None, *, seat=0, opponents="greedy", rules=None, seed=None, open=False,
    size="normal", code=None)``: ``code``, a class code (:mod:`konkan.classroom.codes`), deals the class's
    game at its table, the same for every student who types it (and its **New game** the class's
    next game, the same for all again); ``seat`` is the learner's seat; ``opponents`` a level by name, a player
    object, a list of those (one per other seat), or ``None`` for people sharing one screen (each
    hand stays hidden until its player asks to see it). ``open=True`` shows every hand face up (a
    teacher's view); ``size="projector"`` (or ``projector=True``) draws every hand, the log and the
    sentences large enough to read from the back of a classroom. Before a class, **Ask the class**
    pauses the computers and asks "what would you do now, as East?" about the seat to play (any
    seat's at an open table, the learner's own otherwise), with its hint shown only when the
    teacher presses **Show the hint**; **Next turn** plays a computer's whole turn, each move with
    its reason in the log.

    Seats are laid out as people sit (:func:`konkan.render.seat_places`): the next player in turn
    on your right. At the end of a round the table sums it up; at the end of the game it shows
    the standings and a **New game** button, which deals a new seed and says which (or the seed
    typed next to it, so a class can all play the same deal).

    ``seat`` is a game seat. Under ``game_end="elimination"`` a round is dealt only to the
    players still in, so the learner's round seat can differ from it (``Game.round_seat``); once
    the learner is out, the computers play the game to its end and the learner watches as an
    onlooker: no hand, no moves, every other hand still hidden (``is_out``).

    **A table shared with the class.** On a school's JupyterHub with the class service,
    ``Table(code=...)`` (or ``Table(code=..., link=...)`` with a
    :class:`~konkan.classroom.service.link.ClassLink` of your own) plays at a table the teacher
    opened for the class: the page first shows the class's tables and who sits where, and a click
    on a free seat sits there; then the table is drawn from that seat's view alone (the service
    sends nothing else), every move is judged by the service, and the others' moves arrive by
    themselves. Run it again after a restart and it sits you back in your seat, the game as it
    is; **Leave the table** (or closing the widget) lets the computer play your seat until you sit
    again. The table asks the service about the seat only while its page is open: about a minute
    after the tab closes the computer plays the seat, and when the page is open again the seat is
    the student's again, and the table says which moves the computer made for them. Off a hub,
    ``Table(code=...)`` deals the class's game here against the computer, and says so (with
    ``open=True``, a teacher showing the class's game, it never looks for the service). See
    :mod:`konkan.widgets.shared_table`.

    **A teaching game.** ``teaching=True`` (or the table's toggle "Teaching game: take back a clearly
    bad move") takes back a clearly bad move of the learner's and asks for another, with the hint
    after a second miss (:mod:`konkan.widgets.teaching_game`); ``t.teaching`` turns it on or off.
    Not with people sharing one screen, nor at a table shared with the class.
    """

    _esm = esm("table")
    _css = css("table")

    noun: ClassVar[str] = "widget.table.noun"
    word_keys: ClassVar[tuple[str, ...]] = ("widget.table.",)
    intents: ClassVar[dict[str, dict[str, str]]] = {
        **TABLE_INTENTS,
        **SHARED_INTENTS,
        **PRESENCE_INTENTS,
        **REVIEW_INTENTS,
    }

    # A shared table's seat picker: the class, the student, the table sat at, and the class's
    # tables with each seat's words (empty at a table of one's own).
    seating = traitlets.Dict().tag(sync=True)
    # The Review at a round's end (konkan.widgets.table_review): the button, the panel, the moment shown.
    review = traitlets.Dict().tag(sync=True)

    def __init__(
        self,
        game: Game | None = None,
        *,
        seat: int = 0,
        opponents: Any = "greedy",
        rules: Rules | None = None,
        seed: int | str | None = None,
        open: bool = False,
        four_colour: bool = False,
        size: str = "normal",
        projector: bool = False,
        code: str | None = None,
        link: ClassLink | None = None,
        review_deals: int = REVIEW_DEALS,
        review_workers: int | None = None,
        mistakes: MistakeBook | None = None,
        teaching: bool = False,
    ):
        super().__init__(four_colour=four_colour)
        self.reviewer = TableReview(
            self,
            deals=whole_number(review_deals, "review_deals", 2, 1000),
            workers=None if review_workers is None else whole_number(review_workers, "review_workers", 1, 64),
            book=mistakes,
        )
        self.shared_state: SharedTableState | None = None
        self._held_state: TableState | None = None  # the game's state, put aside while a moment is retried
        self.onlookers = Onlookers()  # the page's views drawn now: a shared table follows the service only then
        self._lock = threading.RLock()  # an intent and the background thread's news, one at a time
        self._stop = threading.Event()
        if link is not None and code is None:
            raise KonkanError(say("widget.shared_table.error.options"))
        if code is not None and link is None and game is None and rules is None and seed is None and not open:
            # the hub's service makes the same calls (open hands: the teacher shows the class's game here)
            link = cast("ClassLink | None", find_service())
        if code is not None and link is not None:
            if game is not None or rules is not None or seed is not None or open or teaching:
                raise KonkanError(say("widget.shared_table.error.options"))
            self._share(code, link, table_size(size, projector))
            return
        size = table_size(size, projector)
        if teaching and opponents is None:
            raise KonkanError(say("widget.table.teaching.error.table"))
        klass: Any = None  # the class a code named (konkan.classroom.codes.Class), if one did
        if code is not None:
            if game is not None or rules is not None or seed is not None:
                raise KonkanError(say("widget.table.error.code"))
            klass = Class(code)
            game = Game(klass.rules, seed=klass.seed_for("table"))
        if game is None:
            game = Game(rules, seed=seed)
        elif not isinstance(game, Game):
            raise KonkanError(say("widget.table.error.game", got=type(game).__name__))
        n = game.rules.players
        seat = whole_number(seat, "seat", 0, n - 1)
        if seed is not None:
            seed = check_seed(seed)
        specs: list[Any] | None = None
        if opponents is not None:
            others = [s for s in range(n) if s != seat]
            specs = list(opponents) if isinstance(opponents, (list, tuple)) else [opponents] * len(others)
            if len(specs) != len(others):
                raise KonkanError(say("widget.table.error.opponents", seats=len(others), got=len(specs)))
        self.table_state = TableState(
            self,
            game,
            seat,
            specs=specs,
            player_seed=seed,
            hot_seat=opponents is None,
            open_hands=bool(open),
            size=size,
            klass=klass,
        )
        # Laying off made easy to find (R6.1) at a learner's own table, not before a class.
        self.table_state.lay_off_help = size == "normal" and not open
        if opponents is not None:
            self.table_state.teaching = TeachingGame(on=teaching, seed=str(game.seed), publish=self._publish)
        self.table_state.refresh()
        self._sync()
        if klass is not None and not open:  # a class's game, but no class service to play it at
            self.say(say("widget.shared_table.off_hub", code=klass.code), tone="info")

    @property
    def teaching(self) -> bool:
        """Whether the teaching game is on (see the class); set it to turn it on or off."""
        game = None if self.shared_state is not None else self.table_state.teaching
        return game is not None and game.on

    @teaching.setter
    def teaching(self, on: bool) -> None:
        with self._lock:
            self._table_intent("settings", teaching=bool(on))

    def _publish(self, work: Any) -> None:
        """Run ``work`` from another thread as an intent runs (the lock held, one update to the
        page, a new revision): the teaching game's answer once a move is weighed."""
        with self._lock, self.speaking(), self.hold_sync():
            try:
                work()
            finally:
                self._sync()
                self.revision += 1

    @property
    def _class(self) -> Any:
        """The class a code named (:class:`konkan.classroom.codes.Class`), if one did."""
        return self.table_state.klass

    # --- a table shared with the class (see konkan.widgets.shared_table) ---------------------
    def _share(self, code: str, link: ClassLink, size: str) -> None:
        Class(code)  # a code that is none says so here, naming it, before any call to the service
        for name in ("me", "join", "tables", "sit", "leave", "act", "view", "next_round"):
            if not callable(getattr(link, name, None)):
                raise KonkanError(say("widget.shared_table.error.link", got=type(link).__name__))
        self.send_words(("widget.base.", "widget.small.", "widget.table.", "widget.shared_table."))
        state = SharedTableState(self, link, code)
        state.size = size
        self.shared_state = state
        with self.hold_sync():
            state.open()
            self._sync()
        self._follower = threading.Thread(target=self._follow, name="konkan-shared-table", daemon=True)
        self._follower.start()

    def _sync(self) -> None:
        if self.shared_state is None:
            super()._sync()
            reviewer = self.__dict__.get("reviewer")
            if reviewer is not None:
                self.review = reviewer.drawn()
                # A choice of the review on show: the table draws that moment instead (the table's
                # state is drawn again from the game when it ends: see _on_replay_back).
                for name, value in reviewer.table_traits().items():
                    setattr(self, name, value)
            held = self.__dict__.get("_held_state")
            if held is not None:  # a moment asked again: the score sheet is still the game's
                self.scores = held.drawn()["scores"]
            return
        for name, value in self.shared_state.drawn().items():
            setattr(self, name, value)

    def _table_intent(self, kind: str, **fields: Any) -> None:
        if self.shared_state is None:
            if self.table_state.teaching is not None:
                self.table_state.teaching.check_idle()  # nothing moves while a move is weighed
            reviewer = self.reviewer
            if reviewer.replaying:  # a moment of the review on the table: only its play-out moves
                try:
                    if kind == "step" and fields.get("at") not in (None, self.revision):
                        return
                    if kind in ("step", "turn"):
                        reviewer.step()
                    elif kind != "settings":
                        raise KonkanError(say("widget.table.review.error.replaying"))
                    else:
                        self.table_state.on_settings(**fields)
                finally:
                    self._sync()
                return
            super()._table_intent(kind, **fields)
            return
        if fields.pop("teaching", None):  # the service judges the class's moves
            raise KonkanError(say("widget.table.teaching.error.table"))
        try:
            getattr(self.shared_state, f"on_{kind}")(**fields)
        finally:
            self._sync()

    def _on_message(self, widget: Any, content: Any, buffers: Any) -> None:
        if isinstance(content, dict) and content.get("kind") in PRESENCE_INTENTS:
            try:
                kind, fields = self.read_intent(content, buffers)
            except KonkanError:
                pass  # a malformed heartbeat is refused as any intent is, below
            else:  # a heartbeat changes nothing drawn: no answer (no new revision, no redraw)
                getattr(self.onlookers, kind)(fields["view"])
                return
        with self._lock:  # the background thread draws the others' moves between intents, never during one
            super()._on_message(widget, content, buffers)

    def _follow(self) -> None:
        """The background thread of a shared table: wait for the table's next version (or, with
        no seat, look at the class's tables again) and draw it. Traits may be set from a thread;
        the lock keeps it out of an intent's way. It asks the service only while a view of the
        page is drawn (:class:`~konkan.widgets.shared_table.Onlookers`): once the page is closed the
        service stops hearing about the seat, and after a minute the computer plays it; the next
        heartbeat (the page opened again) sends the kernel back to the service at once, which gives
        the student the seat back."""
        state = self.shared_state
        assert state is not None
        seen = self.onlookers
        while not self._stop.is_set():
            seen.back.clear()
            if not seen.looking():
                seen.idle.set()
                seen.back.wait(PICK_WAIT)  # a heartbeat ends the wait at once; the clock is read again
                continue
            seen.idle.clear()
            try:
                news = state.poll(self._stop)
            except Exception as e:  # the service is away a moment, or refused: say it, try again
                with self._lock, self.speaking():  # a thread: the widget's language said again
                    words = (
                        str(e)
                        if isinstance(e, KonkanError)
                        else say("widget.shared_table.error.poll", error=type(e).__name__, detail=str(e)[:200])
                    )
                    if not self._stop.is_set():
                        self.say(words, tone="error")
                if self._stop.wait(PICK_WAIT):
                    return
                continue
            if news is None:
                return
            with self._lock, self.speaking():
                if self._stop.is_set():
                    return
                with self.hold_sync():
                    if state.take(news):
                        self._sync()

    def redraw(self) -> None:
        with self._lock:
            if self.shared_state is None:
                super().redraw()
                return
            self.shared_state.refresh()
            self._sync()

    def _on_sit(self, table: int, seat: int | None = None) -> None:
        self._shared_intent("sit", table=table, seat=seat)

    def _on_leave(self) -> None:
        self._shared_intent("leave")

    def _on_tables(self) -> None:
        self._shared_intent("tables")

    def _on_answer_question(self, action: str) -> None:
        self._shared_intent("answer_question", action=action)

    def _shared_intent(self, kind: str, **fields: Any) -> None:
        if self.shared_state is None:
            raise KonkanError(say("widget.shared_table.error.local"))
        self._table_intent(kind, **fields)

    def close(self) -> None:
        """Close the widget; at a shared table, leave it too (the computer plays the seat until
        the student sits again)."""
        if "_stop" not in self.__dict__:  # refused as it was made: nothing was started
            super().close()
            return
        self._stop.set()
        self.onlookers.back.set()
        self.reviewer.cancel()
        state = self.shared_state
        if state is not None:
            state.wake.set()
            with self._lock:
                if state.table is not None:
                    try:
                        state.link.leave(state.table)
                    except KonkanError:
                        pass  # the service is away: the seat stays the student's all the same
                    state.leave_here()
        super().close()

    # --- intents: each answered by the table's state -------------------------------------
    def _on_pick(self, cards: list[int]) -> None:
        self._table_intent("pick", cards=cards)

    def _on_target(self, index: int | None = None) -> None:
        self._table_intent("target", index=index)

    def _on_act(self, action: str) -> None:
        self._table_intent("act", action=action)

    def _on_joker(self, reading: str) -> None:
        self._table_intent("joker", reading=reading)

    def _on_hint(self) -> None:
        self._table_intent("hint")

    def _on_new_game(self, seed: str | None = None) -> None:
        self._table_intent("new_game", seed=seed)

    # --- the Review at a round's end (see konkan.widgets.table_review) -------------------------
    def _review_intent(self, do: Any) -> None:
        if self.shared_state is not None:
            raise KonkanError(say("widget.table.review.error.shared"))
        self.message = {}  # what was said before is old news
        try:
            self._end_retry()  # a moment asked again gives way to the review
            do()
        finally:
            self._sync()

    def _on_review(self, seat: int | None = None) -> None:
        def start() -> None:
            shown = self.reviewer.replaying
            self.reviewer.start(seat)
            if shown:  # the moment on show is put away: the table's own state is drawn again
                self.table_state.refresh()

        self._review_intent(start)

    def _on_review_progress(self) -> None:
        self._review_intent(self.reviewer.collect)

    def _on_review_close(self) -> None:
        self._review_intent(self._close_review)

    def _close_review(self) -> None:
        self.reviewer.close()
        self.table_state.refresh()

    def _on_replay(self, index: int) -> None:
        self._review_intent(lambda: self.reviewer.show(index))

    def _on_replay_better(self) -> None:
        self._review_intent(self.reviewer.play_better)

    def _on_replay_back(self) -> None:
        def back() -> None:
            self.reviewer.back()
            self.table_state.refresh()

        self._review_intent(back)

    def _on_retry(self, index: int) -> None:
        self._review_intent(lambda: self._start_retry(self.reviewer.flagged(index)))

    def _start_retry(self, decision: Any) -> None:
        """Ask a flagged choice again, "What would you do here?", on this table: the game's state is
        put aside and a :class:`~konkan.widgets.retry.RetryState` drawn in its place, until the
        learner presses "Back to the game". How it went is rated in the learner's book of mistakes
        (spaced repetition), when the moment is kept there."""
        from ..teaching.mistakes import Retry, puzzle_id
        from .retry import RetryState

        self._end_retry()
        self.reviewer.back()  # a moment replayed is put away first
        game_state = self.table_state
        key = puzzle_id(decision)

        def rated(outcome: str) -> None:
            book = self.reviewer.book
            if decision.seat == self.reviewer.learner and key in book.mistakes:
                try:
                    book.record(key, outcome)
                except (OSError, KonkanError):
                    pass  # the book says why on its own page; the moment itself is done

        def back(_outcome: str) -> None:
            self._end_retry()

        self._held_state = game_state
        self.table_state = RetryState(self, Retry(decision), on_done=back, on_result=rated, may_leave=True)
        self._refresh()

    def _end_retry(self) -> None:
        """Put the game's state back on the table after a retry (nothing if none is on)."""
        held, self._held_state = self._held_state, None
        if held is not None:
            self.table_state = held
            self._refresh()

    # --- repr and picture ----------------------------------------------------------------
    def summary(self) -> str:
        if self.shared_state is not None:
            return self.shared_state.summary()
        r, names = self.round, self.round.names
        n = len(self.players)
        who = (
            say("widget.table.summary.hot_seat")
            if self.hot_seat
            else say("widget.table.summary." + ("one" if n == 1 else "many"), name=self.game.names[self.seat], count=n)
        )
        number = say(
            "widget.table.summary.round" + (".of" if r.rules.has_last_round else ""),
            number=r.number,
            rounds=r.rules.rounds,
        )
        if self.game.is_over:
            state = say("widget.table.summary.game_over")
        elif r.is_over:
            state = say("widget.table.summary.round_over")
        else:
            state = say("widget.table.summary.to_play", name=names[r.current])
        parts = [who, number, state]
        if self.open_hands:
            parts.append(say("widget.table.summary.open"))
        if self.size == "projector":
            parts.append(say("widget.table.summary.projector"))
        if self.teaching:
            parts.append(say("widget.table.summary.teaching"))
        return ", ".join(parts)

    def picture(self) -> str:
        if self.shared_state is not None:
            shared = self.shared_state.seat_view()
            return "" if shared is None else table_svg(shared, four_colour=self.four_colour)
        v = self._seat_view()
        hands: Sequence[Sequence[Card]] | None = None
        if self.open_hands:
            hands = [sorted(self.round.hand(s), key=by_suit) for s in range(self.round.players)]
        return table_svg(v, hands=hands, four_colour=self.four_colour, hide_hand=self._hidden())
