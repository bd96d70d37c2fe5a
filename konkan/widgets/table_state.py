"""The card table's state, worked out in plain Python: what the page draws and how an intent
changes it, with no widget library (no ipywidgets, anywidget or traitlets here).

:class:`TableState` holds a :class:`~konkan.game.Game`, the seat shown, the picked and staged
cards, the chosen meld and joker reading, and the options (people at one screen, an open table, the
size); it answers every table intent (``on_pick``, ``on_act``...) and works out the dicts the page
draws (``status``, ``actions``, ``view``, ``hands``, ``narration``, ``live``...) as attributes named
as the widget's synced traits (:data:`TABLE_TRAITS`). Both :class:`konkan.widgets.Table` and
:class:`konkan.widgets.Lesson` hold one and copy those attributes to their traits after each intent;
a lesson gives it its own hooks (how a move is played, which button is the main one, how the status
and buttons read during a step, where the log starts) instead of switching half a table off.

What the widget itself holds (the sentence it says, its revision, its four-colour faces) the state
reaches through ``page`` (:class:`Page`), the widget that holds it.

>>> from konkan import Game, Rules
>>> class Page:
...     revision, message, four_colour = 0, {}, False
...     def say(self, text, *, tone="info", rule=""): self.message = {"text": text, "tone": tone}
>>> s = TableState(Page(), Game(Rules(players=2), seed=3), seat=0)
>>> s.refresh()
>>> s.status["text"]
'Your turn: go down if you can, then discard.'
>>> s.on_pick([s.order[0]])
>>> [b["name"] for b in s.actions if b["enabled"]]
['discard']
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from ..actions import Action, DeclareKonkan, Discard, Draw, LayOff, Meld, ReturnDiscard, SwapJoker, TakeDiscard, Undo
from ..cards import Card, cards_text
from ..catalogue import say
from ..errors import IllegalAction, KonkanError, shown
from ..game import Game
from ..melds import check_meld
from ..play.adviser import advise
from ..play.players import Player, make_player
from ..reasons import Phase
from ..render import seat_places
from ..round import Round, check_seed
from ..rules import Rules
from ..view import SeatView

if TYPE_CHECKING:
    from .teaching_game import TeachingGame

__all__ = ["PACE_MS", "SIZES", "TABLE_TRAITS", "Page", "SeatPicks", "TableState", "by_suit", "live_line"]

# The widget's synced traits the table's state works out, each an attribute of TableState of that name.
TABLE_TRAITS = (
    "view",
    "hands",
    "order",
    "picked",
    "target",
    "staged",
    "live",
    "actions",
    "hint",
    "narration",
    "scores",
    "status",
    "last_move",
    "pace",
    "auto",
    "open_hands",
    "places",
    "ask",
    "size",
    "seed",
)


class Page(Protocol):
    """What the table's state reaches of the widget that holds it."""

    revision: int
    message: dict[str, Any]
    four_colour: bool

    def say(self, text: str, *, tone: str = "info", rule: str = "") -> None: ...


SUIT_ORDER = {"S": 0, "H": 1, "C": 2, "D": 3, None: 4}  # alternating colours when sorted by suit


def _and(names: Sequence[str]) -> str:
    """Names joined by the catalogue's "and": "Ann and Ben", "Ann and Ben and Cy"."""
    text = names[0]
    for name in names[1:]:
        text = say("widget.table.and", first=text, then=name)
    return text


def by_suit(c: Card) -> tuple[int, int, int]:
    """A hand's order by suit, then rank (jokers last): as "Sort by suit" sorts one, and as the
    open table shows the other seats' hands, so a class reads what each holds at a glance."""
    return SUIT_ORDER[c.suit], c.rank or 0, c.copy


PACE_MS = 500  # how long the page waits before asking for the next computer move
SIZES = ("normal", "projector")  # projector: every hand and the log large enough to read across a classroom


def live_line(
    r: Round,
    v: SeatView,
    picked: Sequence[Card],
    *,
    target: int = -1,
    reading: Card | None = None,
    staged: Sequence[tuple[Card, ...]] = (),
    staged_readings: Sequence[Card | None] = (),
) -> dict[str, Any]:
    """The table's live line: what the ``picked`` cards make, in the engine's own sentences
    (``check_meld``, ``Round.check``), for the seat of the view ``v``, with the meld ``target``
    chosen on the table (-1: none), the joker ``reading`` chosen and the groups ``staged`` (set
    aside for one going-down). A pure function of the position, so a test reads exactly what the
    page would show. Each sentence is said once: the round's approval of a meld already says the
    meld's verdict, so it is not said again before it. The joker's choice (``"joker"``) is offered only where the
    player has one to make, a run's lone joker at either end (R4.4); a three-card set's joker
    stays open, and the sentence says so.

    >>> from konkan import Round, Rules, Card
    >>> r = Round(Rules(players=2), seed=3)
    >>> live_line(r, r.view(0), [])
    {}
    """
    if not picked:
        return {}
    ids = [c.id for c in picked]
    mine = not r.is_over and r.current == v.seat
    if target >= 0 and mine:
        lay = r.check(LayOff(v.seat, tuple(picked), target))
        swap = r.check(SwapJoker(v.seat, tuple(picked), target))
        best = lay if lay.ok or not swap.ok else swap
        return {"text": best.message, "ok": best.ok, "rule": best.rule, "cards": ids}
    if len(picked) == 1 and mine:
        verdict = r.check(Discard(v.seat, picked[0]))
        if verdict.ok or (r.phase == Phase.START and not r.is_first_turn):
            # Before the draw a card picked alone can only be meant for the discard: say why it
            # must wait (draw first, R3.3), not that one card is no meld.
            return {"text": verdict.message, "ok": verdict.ok, "rule": verdict.rule, "cards": ids}
    meld = check_meld(picked, joker_as=reading, rules=v.rules)
    texts = [meld.message]
    ok = meld.ok
    if meld.ok and mine and v.may_meld:
        together = r.check(Meld(v.seat, (*staged, tuple(picked)), (*staged_readings, reading)))
        # An approval says every meld's sentences itself ("... You may put it down now"); a refusal
        # says only what is wrong, after the meld's own verdict. Either way each is said once.
        texts = [together.message] if together.ok else texts + [together.message]
        ok = together.ok
    live: dict[str, Any] = {"text": " ".join(texts), "ok": ok, "rule": meld.rule, "cards": ids}
    free = meld if reading is None else check_meld(picked, rules=v.rules)  # every reading, not the chosen one
    choices = free.joker_choices
    if meld.ok and meld.joker_as is not None and choices:
        options = sorted(choices, key=lambda c: c.id)
        live["joker"] = {
            "as": meld.joker_as.code,
            "options": [{"code": c.code, "text": str(c), "name": c.name} for c in options],
        }
    return live


class SeatPicks:
    """What a table's presenter does with the picked cards, from a seat's view alone: the local
    table's :class:`TableState` and the class's shared table
    (:class:`~konkan.widgets.shared_table.SharedTableState`) both are one, so a pick, a joker's
    reading, a meld set aside and each move's button are worked out in one place. It holds no
    ``Game``: each method takes the :class:`~konkan.view.SeatView` (and the round that judges it)."""

    page: Page
    picked: list[int]
    target: int
    staged: list[list[int]]
    staged_readings: list[Card | None]
    reading: Card | None
    live: dict[str, Any]
    actions: list[dict[str, Any]]
    hint: dict[str, Any]
    order: list[int]
    _order: list[int]

    # Each move's button: its name (the intent's ``action``) and the catalogue key of its label.
    BUTTONS: ClassVar[tuple[tuple[str, str], ...]] = tuple(
        (name, f"widget.table.button.{name}")
        for name in ("draw", "take", "put_back", "meld", "lay_off", "swap", "discard", "undo", "declare")
    )

    # Laying off made easy to find (R6.1): while the seat is down and a card of its hand can go on
    # a meld, the status line says so, and each meld the picked cards can be added to is outlined
    # (``live["fits"]``, from ``Round.check``). A learner's own table turns it on (Table); a lesson,
    # a puzzle, the projector and the class's shared table draw as they did.
    lay_off_help: bool = False

    def _redraw_picks(self) -> None:
        """Work out the live line and the buttons again, after the picks changed."""
        raise NotImplementedError

    def _fits(self, r: Round, v: SeatView) -> list[int]:
        """The melds on the table the picked cards can be added to now, as the engine judges a
        lay-off (R6.1) or a joker's swap (R6.2); none unless :attr:`lay_off_help` is on and it is
        the seat's turn, down."""
        picked = tuple(self._picked_cards())
        if not self.lay_off_help or not picked or r.is_over or r.current != v.seat or not v.is_down:
            return []
        return [
            i
            for i in range(len(r.table))
            if r.check(LayOff(v.seat, picked, i)).ok or r.check(SwapJoker(v.seat, picked, i)).ok
        ]

    def _can_lay_off(self, r: Round, v: SeatView) -> bool:
        """Whether :attr:`lay_off_help` is on and the seat to play (the one shown, down) may add a card
        of its hand to a meld on the table now: a lay-off among the engine's legal actions."""
        if not self.lay_off_help or r.is_over or r.current != v.seat or not v.is_down:
            return False
        return any(isinstance(a, LayOff) for a in r.legal_actions().simple())

    def _no_button(self, name: str) -> str:
        """The error's words for a button the table does not have."""
        return say("widget.table.error.button", name=repr(name))

    def _picked_cards(self) -> list[Card]:
        return [Card.from_id(i) for i in self.picked]

    def _meld_groups(self, picked: list[Card]) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card | None, ...]]:
        """The groups set aside and the picked one, with what each joker stands for where chosen."""
        groups = [tuple(Card.from_id(i) for i in g) for g in self.staged]
        readings = list(self.staged_readings)
        if picked:
            groups.append(tuple(picked))
            readings.append(self.reading)
        return tuple(groups), tuple(readings)

    def _keep_picks(self, v: SeatView) -> list[int]:
        """Keep only what still holds in the view ``v`` (picked and set-aside cards still in the
        hand, a meld still on the table); the hand in the player's order, new cards last."""
        hand = [c.id for c in v.hand]
        order = [i for i in self._order if i in hand] + [i for i in hand if i not in self._order]
        self._order = order
        self.picked = [i for i in self.picked if i in hand]
        kept = [k for k, g in enumerate(self.staged) if all(i in hand for i in g)]
        self.staged_readings = [x for k, x in enumerate(self.staged_readings) if k in kept]
        self.staged = [self.staged[k] for k in kept]
        if self.target >= len(v.table):
            self.target = -1
        return order

    @staticmethod
    def _table_view(v: SeatView) -> dict[str, Any]:
        """The view as the page draws it, each meld with what the engine says its jokers stand for."""
        view = v.to_dict()
        for drawn, tm in zip(view.get("table", ()), v.table):
            # What the engine says the jokers stand for (R4.4): the cards, and "or" where still open.
            cards, word = tm.verdict.joker_shown
            drawn["joker_shown"] = {"cards": [c.code for c in cards], "word": word}
        return view

    def candidate(self, name: str, v: SeatView) -> tuple[Action | None, str]:
        """The action a button would play now, or why it has none."""
        seat, picked = v.seat, self._picked_cards()
        if name == "draw":
            return Draw(seat), ""
        if name == "take":
            return TakeDiscard(seat, v.discard_top), ""
        if name == "put_back":
            return ReturnDiscard(seat), ""
        if name == "undo":
            return Undo(seat), ""
        if name == "declare":
            return DeclareKonkan(seat), ""
        if name == "discard":
            if len(picked) != 1:
                return None, say("widget.table.why.discard")
            return Discard(seat, picked[0]), ""
        if name == "meld":
            groups, readings = self._meld_groups(picked)
            if not groups:
                return None, say("widget.table.why.meld")
            return Meld(seat, groups, readings), ""
        if name in ("lay_off", "swap"):
            if not picked:
                return None, say("widget.table.why.lay_off")
            if self.target < 0:
                return None, say("widget.table.why.target")
            return (
                LayOff(seat, tuple(picked), self.target)
                if name == "lay_off"
                else SwapJoker(seat, tuple(picked), self.target)
            ), ""
        raise KonkanError(self._no_button(name))

    def _button_rows(
        self,
        v: SeatView,
        not_mine: str | None,
        judge: Callable[[Action, str], tuple[bool, str]],
        primary: Callable[[str, Action | None], bool],
    ) -> list[dict[str, Any]]:
        """Each move's button: disabled with the sentence ``not_mine`` when it is not the seat's
        turn, else enabled as ``judge`` says (whether the action is allowed, and the sentence, given
        the button's label), the main one where ``primary`` says so."""
        out: list[dict[str, Any]] = []
        for name, key in self.BUTTONS:
            label = say(key)
            if name == "declare" and not v.is_last_round:
                continue
            if not_mine is not None:
                out.append({"name": name, "label": label, "enabled": False, "reason": not_mine})
                if name == "meld":
                    out.append(
                        {
                            "name": "stage",
                            "label": say("widget.table.button.stage"),
                            "enabled": False,
                            "reason": not_mine,
                        }
                    )
                continue
            action, reason = self.candidate(name, v)
            enabled = False
            if action is not None:
                enabled, reason = judge(action, label)
            out.append(
                {
                    "name": name,
                    "label": label,
                    "enabled": enabled,
                    "reason": reason,
                    "primary": enabled and primary(name, action),
                }
            )
            if name == "meld":
                out.append(self._stage_button(v.rules))
                if self.staged:
                    out.append(
                        {
                            "name": "unstage",
                            "label": say("widget.table.button.unstage"),
                            "enabled": True,
                            "reason": say("widget.table.unstage_why"),
                        }
                    )
        return out

    def _stage_button(self, rules: Rules) -> dict[str, Any]:
        """Set aside the picked cards as one meld of a going-down made of several."""
        picked = self._picked_cards()
        if not picked:
            return {
                "name": "stage",
                "label": say("widget.table.button.stage"),
                "enabled": False,
                "reason": say("widget.table.stage_why"),
            }
        verdict = check_meld(picked, joker_as=self.reading, rules=rules)
        return {
            "name": "stage",
            "label": say("widget.table.button.stage"),
            "enabled": verdict.ok,
            "reason": verdict.message,
        }

    def _live_for(self, r: Round, v: SeatView) -> dict[str, Any]:
        """What the picked cards make, said by the engine (see :func:`live_line`); with
        :attr:`lay_off_help`, the melds they can be added to (``fits``), and until one of them is
        chosen, a sentence that says to press one."""
        groups, readings = self._meld_groups([])
        live = live_line(
            r,
            v,
            self._picked_cards(),
            target=self.target,
            reading=self.reading,
            staged=groups,
            staged_readings=readings,
        )
        fits = self._fits(r, v)
        if not fits:
            return live
        live = {**live, "fits": fits}
        if self.target not in fits:
            live["text"] = say("widget.table.live.fits", text=live["text"])
        return live

    def _set_aside(self, rules: Rules) -> bool:
        """Set the picked cards aside as one meld of a going-down, if they make one under
        ``rules``; else say the engine's refusal. Whether they were set aside."""
        picked = self._picked_cards()
        if not picked:
            raise KonkanError(say("widget.table.stage_why"))
        verdict = check_meld(picked, joker_as=self.reading, rules=rules)
        if not verdict.ok:
            self.page.say(verdict.message, tone="error", rule=verdict.rule)
            return False
        self.staged_readings.append(self.reading)
        self.staged = [*self.staged, list(self.picked)]
        self.picked, self.reading = [], None
        return True

    @staticmethod
    def _check_held(hand: Sequence[int], cards: Sequence[int]) -> None:
        missing = [i for i in cards if i not in hand]
        if missing:
            raise KonkanError(say("widget.table.error.not_held", cards=cards_text([Card.from_id(i) for i in missing])))

    def on_joker(self, reading: str) -> None:
        """Say what the joker among the picked cards stands for, where it has a choice (R4.4)."""
        card = Card.parse(reading)
        options = self.live.get("joker", {}).get("options", []) if self.live else []
        if card.code not in [o["code"] for o in options]:
            raise KonkanError(say("widget.table.error.joker", card=card))
        self.reading = card
        self._redraw_picks()

    def _arrange(self, hand: Sequence[int], cards: list[int]) -> None:
        if sorted(cards) != sorted(hand):
            raise KonkanError(say("widget.table.error.order"))
        self._order = list(cards)
        self.order = list(cards)

    def _sort(self, hand: list[Card], by: str) -> None:
        if by == "suit":
            hand.sort(key=by_suit)
        elif by == "rank":
            hand.sort(key=lambda c: (c.rank if c.rank else 99, SUIT_ORDER[c.suit], c.copy))
        else:
            raise KonkanError(say("widget.table.error.sort", got=shown(by, 20)))
        self._order = [c.id for c in hand]
        self.order = list(self._order)

    @staticmethod
    def _turn_text(v: SeatView) -> str:
        """The status line on the seat's own turn: draw first, or go down, or lay off."""
        if v.phase == Phase.START and not v.first_turn:
            return say("widget.table.status.draw")
        if v.is_down:
            return say("widget.table.status.down")
        return say("widget.table.status.go_down")

    @staticmethod
    def _round_title(v: SeatView) -> str:
        """The round's title: its number (of how many, where the game has a last round)."""
        title = "widget.table.status.title" + (".of" if v.rules.has_last_round else "")
        return say(title, number=v.number, rounds=v.rules.rounds)

    def _advice_position(self, v: SeatView) -> Round | SeatView:
        """Where the Hint is worked out from: the view ``v`` (a table that holds the whole round
        gives the round, so the Hint weighs moves exactly as the review after the round will)."""
        return v

    def _give_hint(self, v: SeatView) -> None:
        """The hint for the view ``v``, as the one adviser gives it (or that it has none): the
        hints' first move, unless the review would call it a mistake, then the review's better
        move (:func:`konkan.play.adviser.advise`)."""
        h = advise(self._advice_position(v)).hint
        if h is None:
            self.hint = {"text": say("widget.table.no_hint"), "cards": [], "meld": None}
            return
        self.hint = {
            "text": h.message,
            "cards": [c.id for c in h.cards if c in v.hand],
            "meld": h.meld_index,
            "rule": h.rule,
            "kind": h.kind.value,
        }
        self.page.message = {}  # the hint box says it; an older message would only distract


class TableState(SeatPicks):
    """A game at the table, from one seat's view: the state the page draws, and the moves.

    ``TableState(page, game, seat, *, specs=None, player_seed=None, hot_seat=False,
    open_hands=False, size="normal", klass=None)``: ``specs`` are the computer players of the
    other seats, one each (``None``: no computer plays), seeded from ``player_seed`` (default: the
    game's seed); ``hot_seat`` shows the seat to play, each hand hidden until its player asks;
    ``open_hands`` every hand face up; ``klass`` the class a code named, whose next game **New
    game** deals. The attributes named in :data:`TABLE_TRAITS` are what the page draws;
    :meth:`refresh` works them all out again.

    A lesson sets the hooks: :attr:`play` (how a checked move is played), :attr:`primary` (which
    allowed button is drawn as the main one), :attr:`dress_status` and :attr:`dress_buttons` (the
    status and the buttons as a step reads them), :attr:`after_refresh` and :attr:`log_from` (the
    first event the log tells).
    """

    def __init__(
        self,
        page: Page,
        game: Game,
        seat: int,
        *,
        specs: Sequence[Any] | None = None,
        player_seed: int | str | None = None,
        hot_seat: bool = False,
        open_hands: bool = False,
        size: str = "normal",
        klass: Any = None,
    ):
        self.page = page
        self.game = game
        self.seat = seat
        self.klass = klass  # the class a code named (konkan.classroom.codes.Class), if one did
        self.class_games = 1  # which of the class's games this is (its New game deals the next)
        self.players: dict[int, Player] = {}
        self._specs: list[Any] = []
        if specs is not None:
            self._specs = list(specs)
            self._seat_players(game.seed if player_seed is None else player_seed)
        self.hot_seat = hot_seat
        # What the page draws (the widget's synced traits of the same names, TABLE_TRAITS).
        self.view: dict[str, Any] = {}
        self.hands: list[Any] = []  # open_hands only (or a round over): every seat's hand
        self.order: list[int] = []  # the shown hand in the player's own order
        self.picked: list[int] = []
        self.target = -1
        self.staged: list[list[int]] = []  # groups set aside for one going-down
        self.live: dict[str, Any] = {}  # what the picked cards make, in the engine's words
        self.actions: list[dict[str, Any]] = []
        self.hint: dict[str, Any] = {}
        self.narration: list[dict[str, Any]] = []  # the log, from events_for(seat)
        self.scores: dict[str, Any] = {}
        self.status: dict[str, Any] = {}
        self.last_move: dict[str, Any] = {}
        self.pace = PACE_MS
        self.auto = True
        self.open_hands = open_hands  # the teacher's view
        self.places: list[dict[str, Any]] = []  # where each seat sits, from render.seat_places
        # A pause to ask the class "what would you do?" about the seat to play: the question, and
        # the hint only once the teacher asks for it (cleared by the next move).
        self.ask: dict[str, Any] = {}
        self.size = size  # "normal" or "projector"
        self.seed = ""  # the game's seed, to share
        # What the page does not draw.
        self._hand_shown = False
        self._order: list[int] = []
        self.reading: Card | None = None  # what the joker among the picked cards stands for, if chosen (R4.4)
        self.staged_readings: list[Card | None] = []  # the same for each group set aside
        self._why: dict[tuple[int, int], str] = {}  # (round index, event index) -> a computer's reason
        self._orders: list[list[int]] = []  # the hand's order before each of this turn's moves, for undo
        # The hooks a lesson sets (see the class's docstring).
        self.play: Callable[[Action], bool] = self.play_checked
        self.primary: Callable[[str, Action | None], bool] = self.table_primary
        self.dress_status: Callable[[dict[str, Any]], dict[str, Any]] | None = None
        self.dress_buttons: Callable[[list[dict[str, Any]]], list[dict[str, Any]]] | None = None
        self.after_refresh: Callable[[], None] | None = None
        self.log_from = 0
        self.teaching: TeachingGame | None = None  # a table's teaching game (konkan.widgets.teaching_game)

    def drawn(self) -> dict[str, Any]:
        """What the page draws now: each of :data:`TABLE_TRAITS` and its value."""
        return {name: getattr(self, name) for name in TABLE_TRAITS}

    def begin(self, game: Game, seat: int, *, log_from: int = 0) -> None:
        """Play ``game`` from ``seat`` afresh (a lesson's next step): nothing picked, set aside or
        remembered of the last one. (Call :meth:`refresh` to draw it.)"""
        self.game = game
        self.log_from = log_from
        self.seat = seat
        self._orders, self._order, self._why = [], [], {}
        self.picked, self.staged, self.target = [], [], -1
        self.reading, self.staged_readings = None, []

    def _seat_players(self, seed: int | str) -> None:
        """The computer players, seeded from the game's seed so a game replays from it."""
        others = [s for s in range(self.game.rules.players) if s != self.seat]
        self.players = {
            s: make_player(spec, seed=f"{seed}:{k}") for k, (s, spec) in enumerate(zip(others, self._specs))
        }

    # --- whose view --------------------------------------------------------------------
    # ``seat`` and the keys of ``players`` are game seats; a round's seats are its players in
    # order, fewer once someone is eliminated. ``Game.round_seat`` and ``Game.seats`` turn one
    # into the other, and every use here goes through ``me`` and ``_computer_at``.
    @property
    def round(self) -> Round:
        return self.game.round

    @property
    def is_out(self) -> bool:
        """The learner's seat has been eliminated (``game_end="elimination"``): the others play
        on, and the learner watches with every hand but the table's hidden, as any onlooker."""
        return not self.hot_seat and self.game.round_seat(self.seat) is None

    @property
    def me(self) -> int:
        """The round seat whose view is shown: the learner's, or (people at one screen) the one to
        play. Once the learner is out, the seat after theirs, seen as an onlooker (no hand)."""
        if self.hot_seat:
            return self.round.current
        mine = self.game.round_seat(self.seat)
        return self.game.onlooker_view(self.seat).seat if mine is None else mine

    def _computer_at(self, round_seat: int) -> Player | None:
        """The computer player of a round seat, if a computer plays it."""
        return self.players.get(self.game.seats()[round_seat])

    def hidden(self) -> bool:
        return self.hot_seat and not self._hand_shown and not self.round.is_over and not self.open_hands

    def seat_view(self) -> SeatView:
        if self.hidden():  # people at one screen: nothing of this hand until its player asks (still "you")
            return self.round.view(self.me).hand_hidden(self.round.events)
        if self.is_out and not self.open_hands:  # a learner who is out sees what any onlooker sees
            return self.game.onlooker_view(self.seat)
        return self.round.view(self.me)

    def computer_to_play(self) -> bool:
        r = self.round
        return not r.is_over and self._computer_at(r.current) is not None

    # --- drawing the state -------------------------------------------------------------
    def refresh(self, *, keep_hint: bool = False) -> None:
        v = self.seat_view()
        self.order = self._keep_picks(v)
        self.view = self._table_view(v)
        self.places = [p.to_dict() for p in seat_places(self.round.players, v.seat)]
        self.seed = str(self.game.seed)
        # Every hand is shown at an open table, and to everyone once the round is scored (R8).
        shown = self.open_hands or self.round.is_over
        self.hands = (
            [[c.id for c in sorted(self.round.hand(s), key=by_suit)] for s in range(self.round.players)]
            if shown
            else []
        )
        self.actions = self._buttons(v)
        self.live = self._live(v)
        self.narration = self._log(v)
        self.scores = self._scores()
        self.status = self._status(v)
        self.last_move = self._last_move(v)
        if not keep_hint:
            self.hint = {}
        if self.ask and self.ask.get("at") != (len(self.game.rounds), len(self.round.events)):
            self.ask = {}
        if self.after_refresh is not None:
            self.after_refresh()

    def _status(self, v: SeatView) -> dict[str, Any]:
        r, names = self.round, self.round.names
        if self.game.is_over:
            winners = [self.game.names[s] for s in self.game.winners]
            text = say("widget.table.status.won", winners=_and(winners)) if winners else say("widget.table.status.over")
        elif r.is_over:
            text = say("widget.table.status.round_over", number=r.number)
        elif self.is_out:
            text = say("widget.table.status.out", score=self.game.rules.end_score, name=names[r.current])
        elif self.computer_to_play():
            paused = "widget.table.status.paused" + (".projector" if self.size == "projector" else "")
            text = say("widget.table.status.computer" if self.auto else paused, name=names[r.current])
        elif self.hidden():
            text = say("widget.table.status.pass", name=names[r.current])
        elif r.current == self.me:
            text = say("widget.table.status.lay_off") if self._can_lay_off(r, v) else self._turn_text(v)
        else:
            text = say("widget.table.status.other", name=names[r.current])
        status = {
            "title": self._round_title(v),
            "text": text,
            "computer": self.computer_to_play(),
            "hidden": self.hidden(),
            "hot_seat": self.hot_seat,
            "seat": self.me,
            "round_over": r.is_over,
            "game_over": self.game.is_over,
            "last_round": v.is_last_round,
            "out": self.is_out,
            "computers": [s for s in range(r.players) if self._computer_at(s) is not None],
            "ask": self._cannot_ask(),
        }
        if self.teaching is not None:
            self.teaching.status(status)
        return status if self.dress_status is None else self.dress_status(status)

    def _cannot_ask(self) -> str:
        """Why the class can't be asked about the seat to play now ("" if it can)."""
        r = self.round
        if r.is_over or self.is_out:
            return say("widget.table.no_ask.over")
        if self.computer_to_play() and not self.open_hands:
            return say("widget.table.no_ask.computer")
        if self.hidden():
            return say("widget.table.no_ask.hidden")
        return ""

    def _last_move(self, v: SeatView) -> dict[str, Any]:
        for e in reversed(v.events):
            if e.seat is not None:
                return {
                    "seat": e.seat,
                    "text": e.message,
                    "cards": [c.id for c in e.cards],
                    "meld": e.meld_index,
                    "kind": e.kind.value,
                }
        return {}

    def _log(self, v: SeatView) -> list[dict[str, Any]]:
        # A computer's reason may speak of the cards it holds, so it is told when every hand may
        # be seen: at once at an open table, else once the round is over.
        k = len(self.game.rounds) - 1
        tell = self.open_hands or self.round.is_over
        return [
            {
                "index": e.index,
                "text": e.message,
                "rule": e.rule,
                "seat": e.seat,
                "kind": e.kind.value,
                "why": self._why.get((k, e.index), "") if tell else "",
            }
            for e in v.events
            if e.index >= self.log_from
        ]

    def _scores(self) -> dict[str, Any]:
        g = self.game
        rounds = []
        for r in g.rounds:
            res = r.result
            if res is None:
                continue
            seats = g.seats(r)
            rounds.append(
                {
                    "number": r.number,
                    "ending": res.ending.value,
                    "message": res.message,
                    "lines": [
                        {
                            "seat": seats[line.seat],
                            "score": line.score,
                            "message": line.message,
                            "cards": [c.id for c in line.cards],
                            "rule": line.rule,
                        }
                        for line in res.lines
                    ],
                }
            )
        return {
            "names": list(g.names),
            "rounds": rounds,
            "totals": g.totals,
            "over": g.is_over,
            "winners": g.winners,
            "end": self._game_end() if g.is_over else {},
        }

    def _game_end(self) -> dict[str, Any]:
        """The game's end as the engine says it (:attr:`konkan.Game.end`, the words the score sheet
        uses too): the sentence citing its rule (R8.6, R8.7, R9), the standings, winners first."""
        end = self.game.end
        assert end is not None
        return {**end.to_dict(), "seed": str(self.game.seed)}

    # --- buttons and the live verdict ------------------------------------------------------
    def _buttons(self, v: SeatView) -> list[dict[str, Any]]:
        r = self.round
        not_mine = None
        if r.is_over or not self._my_turn():
            why = "over" if r.is_over else "hidden" if self.hidden() else "out" if self.is_out else "turn"
            not_mine = say(f"widget.table.not_mine.{why}")

        def judge(action: Action, label: str) -> tuple[bool, str]:
            verdict = r.check(action)
            return verdict.ok, verdict.message

        out = self._button_rows(v, not_mine, judge, self.primary)
        return out if self.dress_buttons is None else self.dress_buttons(out)

    def table_primary(self, name: str, action: Action | None) -> bool:
        """Whether the button for ``action`` (allowed now) is drawn as the main one: at a table,
        Meld and Discard; with :attr:`lay_off_help`, once a meld on the table is chosen, Lay off and
        Swap joker instead of Discard. (A lesson draws as main only the move its step's goal needs.)"""
        if self.lay_off_help and self.target >= 0:
            if name == "swap":  # the main move only where laying off there is not allowed
                lay, _why = self.candidate("lay_off", self.seat_view())
                return lay is None or not self.round.check(lay).ok
            return name in ("meld", "lay_off")
        return name in ("meld", "discard")

    def _advice_position(self, v: SeatView) -> Round | SeatView:
        r = self.round
        return r if r.current == v.seat and not r.is_over else v

    def _my_turn(self) -> bool:
        """It is the shown seat's turn, and a person (not a computer) plays it, hand in view."""
        r = self.round
        return r.current == self.me and self._computer_at(r.current) is None and not self.hidden() and not self.is_out

    def _live(self, v: SeatView) -> dict[str, Any]:
        return self._live_for(self.round, v)

    def _redraw_picks(self) -> None:
        v = self.seat_view()
        self.live = self._live(v)
        self.actions = self._buttons(v)

    # --- intents ----------------------------------------------------------------------
    def _need_hand(self) -> list[int]:
        if self.is_out:
            raise KonkanError(say("widget.table.error.out"))
        if self.hidden():
            raise KonkanError(say("widget.table.error.hidden"))
        return [c.id for c in self.round.hand(self.me)]

    def on_pick(self, cards: list[int]) -> None:
        self._check_held(self._need_hand(), cards)
        self.picked = list(cards)
        self.reading = None
        self.hint = {}
        v = self.seat_view()
        if self.target >= 0 and cards and self._picked_for_other_move(v):
            self.target = -1  # the learner has picked for another kind of move: the meld is no longer the aim
        self.live = self._live(v)
        self.actions = self._buttons(v)
        self.page.message = {}

    def _picked_for_other_move(self, v: SeatView) -> bool:
        """Whether the picked cards fit the chosen meld in no way (lay-off or swap, ``Round.check``)
        while the engine allows another move with them now: a discard of one card, or a meld."""
        r, picked = self.round, tuple(self._picked_cards())
        if r.is_over or r.current != self.me or self.target >= len(r.table):
            return False
        if r.check(LayOff(v.seat, picked, self.target)).ok or r.check(SwapJoker(v.seat, picked, self.target)).ok:
            return False
        if len(picked) == 1 and r.check(Discard(v.seat, picked[0])).ok:
            return True
        return r.check(Meld(v.seat, *self._meld_groups(list(picked)))).ok

    def on_arrange(self, cards: list[int]) -> None:
        self._arrange(self._need_hand(), cards)

    def on_sort(self, by: str) -> None:
        self._sort([Card.from_id(i) for i in self._need_hand()], by)

    def on_target(self, index: int | None = None) -> None:
        if index is not None and index >= len(self.round.table):
            raise KonkanError(say("widget.table.error.no_meld", index=index, count=len(self.round.table)))
        self.target = -1 if index is None or index == self.target else index
        self._redraw_picks()

    def on_show_hand(self) -> None:
        if not self.hot_seat:
            raise KonkanError(say("widget.table.error.shown"))
        self._hand_shown = True
        self.refresh()

    def on_settings(
        self,
        pace: int | None = None,
        auto: bool | None = None,
        four_colour: bool | None = None,
        teaching: bool | None = None,
    ) -> None:
        if teaching is not None and self.teaching is None:  # a lesson, or people at one screen
            raise KonkanError(say("widget.table.teaching.error.table"))
        if pace is not None:
            if not 50 <= pace <= 1000:
                raise KonkanError(say("widget.table.error.pace"))
            self.pace = pace
        if auto is not None:
            self.auto = auto
            self.status = self._status(self.seat_view())  # "is playing" or "paused"
        if four_colour is not None:
            self.page.four_colour = four_colour
        if teaching is not None and self.teaching is not None:
            self.teaching.on = teaching
            self.status = self._status(self.seat_view())

    def on_hint(self) -> None:
        v = self.seat_view()
        if self.round.is_over or not self._my_turn():
            raise KonkanError(say("widget.table.error.hint"))
        self._give_hint(v)

    def on_ask(self) -> None:
        why = self._cannot_ask()
        if why:
            raise KonkanError(why)
        r = self.round
        name = r.names[r.current]
        self.auto = False  # the computers wait while the class thinks
        self.status = self._status(self.seat_view())
        self.ask = {
            "seat": r.current,
            "name": name,
            "at": (len(self.game.rounds), len(r.events)),
            "question": say("widget.table.ask_question", name=name),
            "hint": None,
        }
        self.page.message = {}

    def on_reveal(self) -> None:
        if not self.ask:
            raise KonkanError(say("widget.table.error.ask_first"))
        r = self.round
        found = advise(r if r.current == self.ask["seat"] else r.view(self.ask["seat"])).hint
        hint = (
            {"text": found.message, "rule": found.rule}
            if found is not None
            else {"text": say("widget.table.no_hint"), "rule": ""}
        )
        self.ask = {**self.ask, "hint": hint}

    def on_turn(self) -> None:
        """The computer to play plays its whole turn (each action as the Step button would)."""
        r = self.round
        if not self.computer_to_play():
            raise KonkanError(say("widget.table.no_computer"))
        seat, number = r.current, r.number
        for _ in range(60):  # a turn is a few actions; the bound only guards against a player that never ends one
            self.on_step()
            r = self.round
            if r.is_over or r.number != number or r.current != seat or not self.computer_to_play():
                break

    def on_step(self, at: int | None = None) -> None:
        """One computer action, asked for by the page's timer (or a teacher's "step"). ``at`` is
        the revision the page saw when it asked: a request made before anything else changed
        (another view's, or one crossing a click) is dropped without a word."""
        if at is not None and at != self.page.revision:
            return
        r = self.round
        if not self.computer_to_play():
            raise KonkanError(say("widget.table.no_computer"))
        self.page.message = {}  # what was said about the learner's last move is old news now
        seat = r.current
        player = self._computer_at(seat)
        assert player is not None
        before = len(r.events)
        try:
            decision = player.decide(r.view(seat))
            action, why = decision.action, decision.why
            r.apply(action)
        except Exception as e:  # a computer player's bug: pause, say it, leave the round as it was
            self.auto = False
            words = (
                say("widget.table.error.computer.refused", name=r.names[seat], error=e)
                if isinstance(e, IllegalAction)
                else say(
                    "widget.table.error.computer.failed",
                    name=r.names[seat],
                    error=type(e).__name__,
                    detail=str(e)[:160],
                )
            )
            raise KonkanError(words) from None
        if why:
            self._why[(len(self.game.rounds) - 1, before)] = why
        self.refresh()

    def on_act(self, action: str) -> None:
        r = self.round
        if action == "next_round":
            if not r.is_over:
                raise KonkanError(say("widget.table.error.not_over", number=r.number))
            if self.game.is_over:
                raise KonkanError(say("widget.table.error.game_over"))
            self.game.next_round()
            self._reset_round()
            return
        if action == "stage":
            self._stage()
            return
        if action == "unstage":
            self.staged, self.staged_readings = [], []
            self.refresh()
            return
        names = dict(self.BUTTONS)
        if action not in names:
            raise KonkanError(say("widget.table.error.no_move", got=shown(action, 20)))
        self._need_hand()
        if r.is_over:
            raise KonkanError(say("widget.table.not_mine.over"))
        if not self._my_turn():
            raise KonkanError(say("widget.table.error.turn", name=r.names[r.current]))
        candidate, reason = self.candidate(action, self.seat_view())
        if candidate is None:
            raise KonkanError(reason)
        if self.teaching is not None and self.teaching.takes(self, action, candidate):
            return  # weighed first; played or taken back once weighed (konkan.widgets.teaching_game)
        mover = r.current
        before = list(self._order)
        if not self.play(candidate):
            return
        if isinstance(candidate, Undo):
            if self._orders:
                self._order = self._put_back(self._orders.pop())
        elif isinstance(candidate, Discard):
            self._orders = []  # the turn is over: nothing of it can be taken back (R3.6)
        else:
            self._orders.append(before)
        if action == "meld":
            self.staged, self.staged_readings = [], []
        self.picked, self.reading = [], None
        self.target = -1
        if self.hot_seat and r.current != mover:  # the next player's hand starts hidden
            self._hand_shown = False
        self.refresh()

    def play_checked(self, action: Action) -> bool:
        """Check one move from the page with the engine and, if it is allowed, play it: the one
        place a move of the learner's is judged. Either way the engine's sentence is said; a
        refused move changes nothing and gives False. (A lesson plays it through its attempt.)"""
        r = self.round
        verdict = r.check(action)
        if not verdict.ok:
            self.page.say(verdict.message, tone="error", rule=verdict.rule)
            return False
        mover = r.current
        r.apply(action)
        # What happened, in the engine's words as the mover reads them ("You went down…", as the felt's
        # last move says it), with the rule that sentence cites (R9 approves a take under a house
        # rule, but the move told is a take, R3.3).
        told = r.result if r.is_over and r.result is not None else r.events_for(mover)[-1]
        self.page.say(told.message, tone="ok", rule=told.rule)
        return True

    def _put_back(self, before: list[int]) -> list[int]:
        """The hand's order after an undo: the cards taken back return to where they were in
        ``before`` (the order before the move), each after the card it followed then; cards the
        learner moved since keep their new places. With nothing moved since, it is ``before``."""
        hand = {c.id for c in self.round.hand(self.me)}
        order = [i for i in self._order if i in hand]
        for k, card in enumerate(before):
            if card not in hand or card in order:
                continue
            after = next((before[j] for j in range(k - 1, -1, -1) if before[j] in order), None)
            order.insert(0 if after is None else order.index(after) + 1, card)
        return order + [i for i in hand if i not in order]

    def _stage(self) -> None:
        if self._set_aside(self.round.rules):
            self.refresh()

    def on_new_game(self, seed: str | None = None) -> None:
        """Deal a new game under the same rules and players: with ``seed`` if given (so a class can
        share one deal), else a new one, said aloud either way. Only once the game is over."""
        if not self.game.is_over:
            raise KonkanError(say("widget.table.error.still_playing"))
        text = (seed or "").strip()
        said = ""
        if not text and self.klass is not None:
            self.class_games += 1
            new: int | str = self.klass.seed_for(f"table {self.class_games}")  # not user words: a seed's name
            said = say("widget.table.new_game.class", number=self.class_games, code=self.klass.code)
        elif not text:
            new = random.SystemRandom().randrange(100_000, 1_000_000)
        else:
            new = int(text) if text.isascii() and text.isdigit() and len(text) < 16 else check_seed(text)
        game = Game(self.game.rules, seed=new, names=self.game.names)
        self.game = game
        if self._specs:
            self._seat_players(game.seed)
        self._why = {}
        self._reset_round()
        self.page.say(said or say("widget.table.new_game.seed", seed=game.seed), tone="info")

    def _reset_round(self) -> None:
        self._orders = []
        self._order, self._hand_shown = [], False
        self.picked, self.staged, self.target = [], [], -1
        self.reading, self.staged_readings = None, []
        self.page.say(say("widget.table.dealt", number=self.round.number), tone="info")
        self.refresh()
