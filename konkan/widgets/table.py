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

from collections.abc import Sequence
from typing import Any, ClassVar

import traitlets

from ..cards import Card
from ..catalogue import say
from ..classroom.codes import Class
from ..errors import KonkanError, shown, whole_number
from ..game import Game
from ..reasons import Ending
from ..render import table_svg
from ..round import Round, check_seed
from ..rules import Rules
from ..view import SeatView
from .base import KonkanWidget, css, esm
from .table_state import PACE_MS, SIZES, TABLE_TRAITS, TableState, by_suit, live_line

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
    "settings": {"pace?": "index", "auto?": "bool", "four_colour?": "bool"},
    "new_game": {"seed?": "word"},
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

    def _on_settings(self, pace: int | None = None, auto: bool | None = None, four_colour: bool | None = None) -> None:
        self._table_intent("settings", pace=pace, auto=auto, four_colour=four_colour)


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
    """

    _esm = esm("table")
    _css = css("table")

    noun: ClassVar[str] = "widget.table.noun"
    word_keys: ClassVar[tuple[str, ...]] = ("widget.table.",)
    intents: ClassVar[dict[str, dict[str, str]]] = TABLE_INTENTS

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
    ):
        super().__init__(four_colour=four_colour)
        size = table_size(size, projector)
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
        self.table_state.refresh()
        self._sync()

    @property
    def _class(self) -> Any:
        """The class a code named (:class:`konkan.classroom.codes.Class`), if one did."""
        return self.table_state.klass

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

    # --- repr and picture ----------------------------------------------------------------
    def summary(self) -> str:
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
        return ", ".join(parts)

    def picture(self) -> str:
        v = self._seat_view()
        hands: Sequence[Sequence[Card]] | None = None
        if self.open_hands:
            hands = [sorted(self.round.hand(s), key=by_suit) for s in range(self.round.players)]
        return table_svg(v, hands=hands, four_colour=self.four_colour, hide_hand=self._hidden())
