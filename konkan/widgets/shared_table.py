"""A student's seat at a table the class shares on the class service, worked out in plain Python:
what the card table's page draws, from the seat's own view only.

:class:`SharedTableState` is the shared mode's presenter, as :class:`~konkan.widgets.table_state.TableState`
is the local table's: the :class:`~konkan.widgets.Table` holds one and copies its attributes
(:data:`~konkan.widgets.table_state.TABLE_TRAITS` and ``seating``) to its synced traits. It talks to
the class through a link (:class:`konkan.classroom.service.link.ClassLink`: the hub's class service
over HTTP, or an authority in this process), and it holds only what the service sends this student:
the class's tables and who sits where (``seating``), and, once seated, the reply of the student's
seat, whose ``view`` is that seat's :class:`~konkan.view.SeatView` as JSON. Never a ``Game``,
another hand or the stock: whatever the page draws is built from that view.

- **Moves** are the service's to judge: a move's button sends its action in the engine's
  notation (``link.act``), and a refusal is shown with its sentence and rule, as a local one is.
  Whether a button is enabled comes from the view: its ``legal`` moves (every move but new melds,
  as the service's round listed them) and, for a meld or a lay-off of several cards, the engine's
  check on a round rebuilt from the view alone (:meth:`konkan.Round.from_view`, the unseen cards
  placed in id order: it knows nothing the view does not say; a computer player asks the engine
  the same way). Nothing of that round is drawn.
- **The others' moves** come from :meth:`poll`, which a background thread calls: it waits for the
  table's next version (``link.view(table, after=version, wait=...)``) and :meth:`take` draws it.
- **Only while the page is open**: the page's views beat "here" every 10 s (js/src/table.js) and
  the poll runs only while one was heard lately (:class:`Onlookers`): a closed tab stops it, so
  the service gives the seat to the computer a minute later. The next heartbeat polls at once;
  the seat's moves that then come by the poll were the computer's, and the page says so (the
  log's "You ..." lines are marked, and the message line lists them), as it does after Leave.
- **Coming back**: a new state for the same student (a kernel restart, a page reload) finds the
  seat the student holds among the class's tables and sits there again (``link.sit`` gives it
  back), with the game as it is.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..actions import Action, Draw, LayOff, Meld
from ..cards import Card
from ..catalogue import say
from ..errors import KonkanError, shown
from ..melds import check_meld
from ..reasons import Phase, Reason
from ..render import seat_places
from ..round import Round
from ..view import RoundResult, SeatView
from .class_link import refusal_code, spoken_link
from .table_state import PACE_MS, TABLE_TRAITS, Page, SeatPicks

if TYPE_CHECKING:  # only the type: the link module needs the service's extra (konkan[class])
    from ..classroom.service.link import ClassLink

__all__ = [
    "HEARD_FOR",
    "PICK_WAIT",
    "POLL_WAIT",
    "PRESENCE_INTENTS",
    "SHARED_INTENTS",
    "Onlookers",
    "SharedTableState",
    "refusal_words",
]

POLL_WAIT = 5.0  # seconds the service may hold a request for the table's next version (under the client's timeout)
PICK_WAIT = 3.0  # seconds between two looks at the class's tables while the student has no seat
# Seconds a view of the page counts as drawn after its last heartbeat. The page beats every 10 s,
# but a browser slows the timers of a tab out of sight (Chrome: once a minute after 5 minutes
# hidden), and a student reading another tab is still at the table.
HEARD_FOR = 75.0
MAX_VIEWS = 16  # views of one widget kept at once (a page drawn twice, reloaded...): the oldest goes
OWN_CLASS = "OWN_CLASS"  # not user words: the service's code for a teacher joining their own class

# The intents of the seat picker and the table's Leave button (js/src/table_seats.js, table.js).
SHARED_INTENTS: dict[str, dict[str, str]] = {
    "sit": {"table": "count", "seat?": "seat"},
    "leave": {},
    "tables": {},
    "answer_question": {"action": "text"},
}
# The page's heartbeat (js/src/table.js): "here" every few seconds from each view drawn, "gone" when
# the view is taken away or the page closes. They change nothing drawn, so Python answers nothing.
PRESENCE_INTENTS: dict[str, dict[str, str]] = {"here": {"view": "word"}, "gone": {"view": "word"}}


class Onlookers:
    """Which views of a shared table's page are drawn now, as their heartbeats say: the kernel
    follows the table on the class service only while one is (:meth:`looking`). The service
    counts a seat as looked at while someone asks about it, and gives the computer a seat nobody
    asked about for a minute; a kernel that went on asking after its tab closed would keep the
    seat from it for ever.

    A view counts for :data:`HEARD_FOR` seconds after its last ``here``, none after its ``gone``;
    before any view is heard, the widget counts as looked at for :data:`HEARD_FOR` seconds from its
    creation (the page draws it a moment after). ``clock`` gives seconds (a test's own clock)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic):
        self.clock = clock
        self.since = clock()
        self.heard: dict[str, float] = {}  # each view's id, and when it was last heard
        self.ever = False  # whether any view was heard at all
        self.back = threading.Event()  # set at each "here": a follower waiting for a view looks again at once
        self.idle = threading.Event()  # set while the follower waits for a view, asking the service nothing

    def here(self, view: str) -> None:
        self.heard.pop(view, None)
        self.heard[view] = self.clock()
        self.ever = True
        while len(self.heard) > MAX_VIEWS:
            del self.heard[next(iter(self.heard))]
        self.back.set()

    def gone(self, view: str) -> None:
        self.heard.pop(view, None)

    def looking(self) -> bool:
        """Whether a view of the page is drawn now (or may be, just after the widget was made)."""
        now = self.clock()
        if any(now - heard < HEARD_FOR for heard in self.heard.values()):
            return True
        return not self.ever and now - self.since < HEARD_FOR


#: The answer box's example and its one line of help, by the kind of move a moment asks for.
ANSWER_LABELS = {
    "discard": "widget.shared_table.moment.label.discard",
    "draw": "widget.shared_table.moment.label.take",
    "take_discard": "widget.shared_table.moment.label.take",
}
ANSWER_HELP = {
    "discard": "widget.shared_table.moment.help.discard",
    "draw": "widget.shared_table.moment.help.take",
    "take_discard": "widget.shared_table.moment.help.take",
}


def _question_key(question: Any) -> tuple[Any, ...] | None:
    """What tells one question of the teacher's from another (None: no question)."""
    if not question:
        return None
    return (
        question.get("number"),
        question.get("seat"),
        question.get("sentence"),
        question.get("asked"),
        question.get("revealed"),
    )


def refusal_words(error: KonkanError) -> tuple[str, str]:
    """The sentence and rule of a refusal from the class service (its ``sentence`` and ``rule``;
    the rule of its reason code where the engine refused a move), or a plain error's words."""
    sentence = getattr(error, "sentence", None) or str(error)
    rule = getattr(error, "rule", None) or ""
    code = getattr(error, "code", None)
    if not rule and isinstance(code, str) and code in Reason.__members__:
        rule = Reason[code].rule
    return str(sentence), str(rule)


class SharedTableState(SeatPicks):
    """``SharedTableState(page, link, code)``: the student's side of the class ``code``'s shared
    tables, through ``link``. Call :meth:`open` first (it joins the class and sits again where
    the student sits). The attributes named in :data:`TABLE_TRAITS`, and ``seating`` (the
    class's tables and seats, and the table the student sits at), are what the page draws."""

    def __init__(self, page: Page, link: ClassLink, code: str):
        self.page = page
        self.link = spoken_link(link, page)  # the service answers in the page's language, its thread's calls too
        self.code = code
        self.klass = ""  # the class's code, as the service writes it
        self.user = ""  # who the service says this student is
        self.table: int | None = None  # the table's id while the student sits at one
        self.version = -1
        self.reply: dict[str, Any] = {}  # the service's last word about the student's seat
        self.tables: list[dict[str, Any]] = []
        self._rounds: dict[int, dict[str, Any]] = {}  # each round's scores, as the view said them at its end
        # By table and round, the events (their indexes) at the student's seat that the computer
        # played, as the service records them (``computer_events``): its moves for a seat nobody
        # held, or whose student was away (see Onlookers) or had left. Kept across Leave, so that
        # sitting again tells only what is new.
        self._for_you: dict[tuple[int, int], set[int]] = {}
        self._view: SeatView | None = None
        self._judge: Round | None = None  # the round the view describes, to ask the engine about own moves
        # What the page draws (TABLE_TRAITS, as TableState names them, and the seat picker).
        self.view: dict[str, Any] = {}
        self.hands: list[Any] = []  # never another hand: stays empty
        self.order: list[int] = []
        self.picked: list[int] = []
        self.target = -1
        self.staged: list[list[int]] = []
        self.live: dict[str, Any] = {}
        self.actions: list[dict[str, Any]] = []
        self.hint: dict[str, Any] = {}
        self.narration: list[dict[str, Any]] = []
        self.scores: dict[str, Any] = {}
        self.status: dict[str, Any] = {}
        self.last_move: dict[str, Any] = {}
        self.pace = PACE_MS
        self.auto = True
        self.open_hands = False
        self.places: list[dict[str, Any]] = []
        self.ask: dict[str, Any] = {}
        self.size = "normal"
        self.seed = ""  # a shared table's seed deals every hand: the student never has it
        self.seating: dict[str, Any] = {}
        self.reading: Card | None = None
        self.staged_readings: list[Card | None] = []
        self._order: list[int] = []
        self.wake = threading.Event()  # set when the student sits: the poll stops waiting on the picker

    def drawn(self) -> dict[str, Any]:
        """What the page draws now: each of :data:`TABLE_TRAITS`, and ``seating``."""
        return {**{name: getattr(self, name) for name in TABLE_TRAITS}, "seating": self.seating}

    # --- the class and its seats -------------------------------------------------------
    def open(self) -> None:
        """Join the class (a student joins with the code; its teacher may look), and sit again at
        the seat the student holds, if any: the game as it is now. Else the seat picker."""
        self.user = str(self.link.me()["name"])
        try:
            self.klass = str(self.link.join(self.code)["class"])
        except KonkanError as e:
            if getattr(e, "code", None) != OWN_CLASS:
                raise
            self.klass = self.code
        self.tables = list(self.link.tables(self.klass)["tables"])
        held = next((t for t in self.tables if any(s["user"] == self.user for s in t["seats"])), None)
        if held is not None:
            self._take_seat(self.link.sit(int(held["table"])))
        else:
            self.refresh()
            self.page.say(say("widget.shared_table.found", code=self.klass), tone="info")

    def on_tables(self) -> None:
        self.tables = list(self.link.tables(self.klass)["tables"])
        self.refresh()

    def on_sit(self, table: int, seat: int | None = None) -> None:
        if self.table is not None:
            raise KonkanError(say("widget.shared_table.error.seated"))
        if not any(t["table"] == table for t in self.tables):
            raise KonkanError(say("widget.shared_table.error.no_table", code=self.klass, table=table))
        try:
            reply = self.link.sit(table, seat)
        except KonkanError as e:  # a seat taken meanwhile, a table of another class...: say why, look again
            sentence, rule = refusal_words(e)
            self.on_tables()
            self.page.say(sentence, tone="error", rule=rule)
            return
        held = any(s["user"] == self.user for t in self.tables if t["table"] == table for s in t["seats"])
        self._take_seat(reply)
        v = self._view
        if not held and v is not None and any(e.seat == v.seat for e in v.events):
            # a free seat the computer played until now: the log's "You ..." before this were its moves
            name = v.names[v.seat]
            self.page.say(
                say("widget.shared_table.sat.took_over", name=name, number=reply["number"], code=self.klass),
                tone="info",
            )

    def on_answer_question(self, action: str) -> None:
        """The student's answer to the teacher's question (a move as text): the service judges it,
        never plays it, and says whether the rules allow it."""
        if self.table is None:
            raise KonkanError(say("widget.shared_table.error.not_seated"))
        given = " ".join(action.split())
        try:  # the engine's notation is in small letters ("discard 7s"); a capital typed is no mistake
            done = self.link.answer_question(self.klass, given.lower())
        except KonkanError as e:  # nothing asked any more, answered already, no move: say why
            sentence, rule = refusal_words(e)
            if refusal_code(e) == "MALFORMED_ACTION":  # the engine's words quote its notation: say how to write it
                sentence, rule = say("widget.shared_table.question.form", given=shown(given, 40)), ""
            self.page.say(sentence, tone="error", rule=rule)
            return
        self._apply(self.link.view(self.table))
        if (done.get("question") or {}).get("moment"):  # the box says it once: "Your answer, ..., is with ..."
            self.page.say("", tone="ok")
            return
        self.page.say(str(done["said"]), tone="ok" if done["ok"] else "info", rule=str(done.get("rule") or ""))

    def _take_seat(self, reply: dict[str, Any]) -> None:
        """Sit at the reply's seat (the computer's moves for the student since they last saw it
        are said, see :meth:`_apply`)."""
        self.table = int(reply["table"])
        self.version = -1
        self.wake.set()
        name = next((s["name"] for s in reply["seats"] if s["seat"] == reply["seat"]), "")
        self.page.say(say("widget.shared_table.sat", name=name, number=reply["number"], code=self.klass), tone="info")
        self._apply(reply)

    def on_leave(self) -> None:
        if self.table is None:
            raise KonkanError(say("widget.shared_table.error.not_seated"))
        number = self.reply.get("number", self.table)
        self.link.leave(self.table)
        self.leave_here()
        self.on_tables()
        self.page.say(say("widget.shared_table.left", number=number), tone="info")

    def leave_here(self) -> None:
        """Forget the seat's view here (the service keeps the seat for the student)."""
        self.table, self.version, self.reply = None, -1, {}
        self._view = self._judge = None
        self.picked, self.staged, self.staged_readings, self.target, self.reading = [], [], [], -1, None
        self._rounds = {}

    # --- following the table -----------------------------------------------------------
    def poll(self, stop: threading.Event) -> tuple[str, dict[str, Any]] | None:
        """Wait for news (call it from a background thread, without the widget's lock): the seat's
        view once the table passes the version shown (``("view", reply)``), or, with no seat, the
        class's tables a few seconds later (``("tables", reply)``). None if ``stop`` was set."""
        table, version = self.table, self.version
        if table is not None:
            return "view", self.link.view(table, after=version, wait=POLL_WAIT)
        if self.wake.wait(PICK_WAIT):  # a seat taken (or the widget closed) ends the wait at once
            self.wake.clear()
        if stop.is_set():
            return None
        if self.table is not None:
            return "seated", {}
        return "tables", self.link.tables(self.klass)

    def take(self, news: tuple[str, dict[str, Any]]) -> bool:
        """Draw what :meth:`poll` brought, if it is still news: whether anything changed."""
        kind, reply = news
        if kind == "seated":
            return False
        if kind == "view":
            if self.table is None or reply.get("table") != self.table or reply.get("version", -1) <= self.version:
                return False
            self._apply(reply)
            return True
        if self.table is not None:
            return False
        tables = list(reply["tables"])
        if tables == self.tables:
            return False
        self.tables = tables
        self.refresh()
        return True

    # --- drawing -----------------------------------------------------------------------
    def _apply(self, reply: dict[str, Any]) -> None:
        """The service's reply about the student's seat: draw the table from its view. Moves the
        computer played at the student's seat that this page has not told yet (the service's
        ``computer_events``) are said, and marked in the log."""
        asked_before = _question_key(self.reply.get("question"))
        self.reply = {k: v for k, v in reply.items() if k not in ("move", "said")}
        self.version = int(reply["version"])
        if _question_key(self.reply.get("question")) != asked_before and self.page.message.get("text"):
            # a question asked or ended: the message line's last words were about something else
            self.page.say("", tone="info")
        raw = reply.get("view")
        self._view = None if raw is None else SeatView.from_dict(raw)
        played = []
        if self._view is not None and self.table is not None:
            told = self._for_you.setdefault((self.table, self._view.number), set())
            new = {int(i) for i in reply.get("computer_events") or []} - told
            played = [e for e in self._view.events if e.index in new]
            told |= new
        out = bool(reply.get("out"))  # out of the game: the view is an onlooker's, with nothing to play
        self._judge = None if self._view is None or out else Round.from_view(self._view)
        for earlier in reply.get("scored") or []:  # the rounds before, for a page opened since (a restart)
            result = RoundResult.from_view_dict(earlier["result"], len(earlier["result"]["lines"]))
            self._rounds[int(earlier["number"])] = self._scored_result(int(earlier["number"]), result)
        if self._view is not None and self._view.result is not None:
            self._rounds[self._view.number] = self._scored(self._view)
        self.refresh()
        if played:
            moves = " ".join(e.message for e in played)
            self.page.say(say("widget.shared_table.away.played", moves=moves), tone="info")

    def refresh(self) -> None:
        """Work out everything the page draws again, from the seat's view (or the seat picker)."""
        self.seating = {
            "code": self.klass,
            "user": self.user,
            "table": self.table,
            "tables": [self._table_entry(t) for t in self.tables] if self.table is None else [],
        }
        v, r = self._view, self._judge
        if self.table is None or v is None or (r is None and not self.reply.get("out")):
            self.view, self.order, self.places, self.actions, self.live = {}, [], [], [], {}
            self.narration, self.scores, self.status, self.last_move, self.hint = [], {}, {}, {}, {}
            return
        self.order = list(self._keep_picks(v))
        self.view = self._table_view(v)
        self.places = [p.to_dict() for p in seat_places(len(v.hand_sizes), v.seat)]
        self.actions = [] if r is None else self._buttons(v, r)
        self.live = {} if r is None else self._live(v, r)
        for_you = self._for_you.get((self.table, v.number), set()) if self.table is not None else set()
        by = say("widget.shared_table.log.for_you")
        self.narration = [
            {
                "index": e.index,
                "text": e.message,
                "rule": e.rule,
                "seat": e.seat,
                "kind": e.kind.value,
                "why": "",
                **({"by": by} if e.index in for_you else {}),
            }
            for e in v.events
        ]
        self.scores = self._scores(v)
        self.status = self._status(v)
        self.last_move = next(
            (
                {
                    "seat": e.seat,
                    "text": e.message,
                    "cards": [c.id for c in e.cards],
                    "meld": e.meld_index,
                    **(
                        {"caption": say("widget.shared_table.last_move.for_you", text=e.message)}
                        if e.index in for_you
                        else {}
                    ),
                }
                for e in reversed(v.events)
                if e.seat is not None
            ),
            {},
        )
        self.hint = {}

    def _table_entry(self, t: dict[str, Any]) -> dict[str, Any]:
        """A table as the seat picker shows it: its number, round, and each seat's words."""
        seats = []
        for s in t["seats"]:
            user, name = s["user"], s["name"]
            if user == self.user:
                words, free = say("widget.shared_table.picker.mine", name=name), True
            elif user is None:
                words, free = say("widget.shared_table.picker.free", name=name), True
            elif not s["present"]:
                words, free = say("widget.shared_table.picker.away", name=name, user=user), False
            else:
                words, free = say("widget.shared_table.picker.taken", name=name, user=user), False
            seats.append({"seat": s["seat"], "text": words, "free": free, "mine": user == self.user})
        return {
            "table": t["table"],
            "number": t["number"],
            "round": t["round"],
            "paused": t["paused"],
            "seats": seats,
        }

    def _seats_by_name(self) -> dict[str, dict[str, Any]]:
        return {s["name"]: s for s in self.reply.get("seats", [])}

    def _status(self, v: SeatView) -> dict[str, Any]:
        reply, names = self.reply, v.names
        seats = self._seats_by_name()
        computers = [k for k, n in enumerate(names) if n in seats and not seats[n]["present"]]
        if reply["paused"]:
            text = ""  # the pause's banner says it, once
        elif reply["game_over"]:
            text = say("widget.table.status.over")
        elif reply["round_over"]:
            text = say("widget.table.status.round_over", number=v.number)
        elif reply.get("out"):
            text = say("widget.table.status.out", score=v.rules.end_score, name=names[v.current])
        elif v.current == v.seat:
            text = self._turn_text(v)
        elif v.current in computers:
            text = say("widget.shared_table.status.computer", name=names[v.current])
        else:
            text = say("widget.table.status.other", name=names[v.current])
        round_title = self._round_title(v)
        status = {
            "title": say("widget.shared_table.title", number=reply["number"], round=round_title),
            "text": text,
            "computer": False,  # the service plays the computers: the page never steps them
            "hidden": False,
            "hot_seat": False,
            "seat": v.seat,
            "round_over": bool(reply["round_over"]),
            "game_over": bool(reply["game_over"]),
            "last_round": v.is_last_round,
            "out": bool(reply.get("out")),
            "computers": computers,
            "ask": say("widget.shared_table.error.shared"),
            "shared": True,
            "version": self.version,  # the table's version shown: it grows with every change there
            "paused": bool(reply["paused"]),
            # the pause, as a banner over the table (the status line is too small to notice)
            "banner": say("widget.shared_table.status.paused") if reply["paused"] else "",
            "users": [
                say("widget.shared_table.you") if k == v.seat else seats.get(n, {}).get("user") or ""
                for k, n in enumerate(names)
            ],
        }
        question = reply.get("question")
        if question:  # the teacher's question to the class, while the tables are paused (asking.py)
            moment = None
            if question.get("moment"):  # a moment of a finished round: that player's cards, drawn
                text = say("widget.shared_table.moment", sentence=question["sentence"])
                moment = {
                    "hand": [int(i) for i in question.get("hand") or []],
                    "top": question.get("top"),
                    "hand_label": say("widget.shared_table.moment.hand"),
                    "top_label": say("widget.shared_table.moment.top"),
                    "melds": [[int(i) for i in m] for m in question.get("melds") or []],
                    "melds_label": say("widget.shared_table.moment.melds"),
                    "no_melds": say("widget.shared_table.moment.no_melds"),
                    "words": question["cards"],
                }
            else:
                text = say(
                    "widget.shared_table.question" + ("" if question.get("table") == self.table else ".elsewhere"),
                    number=question["number"],
                    sentence=question["sentence"],
                )
            done = (
                say(
                    "widget.shared_table.moment.answered" if moment else "widget.shared_table.question.answered.with",
                    answer=question["answer"],
                )
                if question.get("answer")
                else say("widget.shared_table.question.answered")
            )
            if question.get("reveal"):  # the teacher showed the moment's answer
                if question.get("answer") and question.get("right"):  # never "the better move was" after it
                    key = "widget.shared_table.moment." + ("best" if question.get("best") else "right")
                    done = say(key, answer=question["answer"], why=question.get("why", ""))
                elif question.get("answer"):
                    done = say("widget.shared_table.moment.worse", answer=question["answer"], reveal=question["reveal"])
                else:
                    done = say("widget.shared_table.moment.shown", reveal=question["reveal"])
            asking: dict[str, Any] = {
                "text": text,
                "answered": bool(question.get("answered")) or bool(question.get("reveal")),
                "done": done,
                "label": say(ANSWER_LABELS.get(str(question.get("kind")), "widget.shared_table.question.label")),
                "help": say(ANSWER_HELP[str(question.get("kind"))]) if question.get("kind") in ANSWER_HELP else "",
                "button": say("widget.shared_table.question.button"),
            }
            if moment is not None:
                asking["moment"] = moment
            status["question"] = asking
        return status

    @staticmethod
    def _scored(v: SeatView) -> dict[str, Any]:
        assert v.result is not None
        return SharedTableState._scored_result(v.number, v.result)

    @staticmethod
    def _scored_result(number: int, res: RoundResult) -> dict[str, Any]:
        return {
            "number": number,
            "ending": res.ending.value,
            "message": res.message,
            "lines": [
                {
                    "seat": line.seat,
                    "score": line.score,
                    "message": line.message,
                    "cards": [c.id for c in line.cards],
                    "rule": line.rule,
                }
                for line in res.lines
            ],
        }

    def _scores(self, v: SeatView) -> dict[str, Any]:
        return {
            "names": list(v.names),
            "rounds": [self._rounds[n] for n in sorted(self._rounds)],
            "totals": list(self.reply.get("totals", [])),
            "over": bool(self.reply.get("game_over")),
            "winners": [],
            "end": {},
        }

    # --- buttons and the live verdict ----------------------------------------------------
    def _no_button(self, name: str) -> str:
        return say("widget.table.error.no_move", got=shown(name, 20))

    def _allowed(self, action: Action, v: SeatView, r: Round) -> tuple[bool, str]:
        """Whether the view allows ``action``, and the engine's sentence about it. The view's
        ``legal`` moves decide every move they list (they come from the service's own round);
        a meld or a lay-off of several cards is judged by the round the view describes."""
        verdict = r.check(action)
        listed = not isinstance(action, Meld) and not (isinstance(action, LayOff) and len(action.cards) > 1)
        ok = str(action) in {str(a) for a in v.legal} if listed else verdict.ok
        return ok, verdict.message if verdict.ok == ok else ""

    def _buttons(self, v: SeatView, r: Round) -> list[dict[str, Any]]:
        paused = bool(self.reply.get("paused"))
        not_mine = None
        if not (v.my_turn and not paused):
            not_mine = (
                say("widget.shared_table.status.paused")
                if paused
                else say("widget.table.not_mine.over")
                if v.phase == Phase.OVER
                else r.check(Draw(v.seat)).message  # the engine's own: whose turn it is (R1.3)
                or say("widget.table.not_mine.turn")
            )

        def judge(action: Action, label: str) -> tuple[bool, str]:
            enabled, said = self._allowed(action, v, r)
            return enabled, said or label

        return self._button_rows(v, not_mine, judge, lambda name, _: name in ("meld", "discard"))

    def _live(self, v: SeatView, r: Round) -> dict[str, Any]:
        live = self._live_for(r, v)
        if live and not live.get("ok") and not live.get("joker") and self.target < 0:
            # too few cards for a meld yet: a meld being built, no mistake (the page shows it plain)
            picked = [Card.from_id(i) for i in live.get("cards", [])]
            if check_meld(picked, rules=v.rules).code == Reason.TOO_FEW_CARDS:
                live = {**live, "building": True}
        return live

    # --- the table's intents --------------------------------------------------------------
    def _seated(self) -> tuple[SeatView, Round]:
        if self.table is None or self._view is None or self._judge is None:
            raise KonkanError(say("widget.shared_table.error.not_seated"))
        return self._view, self._judge

    def _redraw_picks(self) -> None:
        v, r = self._seated()
        self.live = self._live(v, r)
        self.actions = self._buttons(v, r)

    def on_pick(self, cards: list[int]) -> None:
        v, _ = self._seated()
        self._check_held([c.id for c in v.hand], cards)
        self.picked = list(cards)
        self.reading = None
        self.hint = {}
        self._redraw_picks()
        self.page.message = {}

    def on_arrange(self, cards: list[int]) -> None:
        v, _ = self._seated()
        self._arrange([c.id for c in v.hand], cards)

    def on_sort(self, by: str) -> None:
        v, _ = self._seated()
        self._sort(list(v.hand), by)

    def on_target(self, index: int | None = None) -> None:
        v, _ = self._seated()
        if index is not None and index >= len(v.table):
            raise KonkanError(say("widget.table.error.no_meld", index=index, count=len(v.table)))
        self.target = -1 if index is None or index == self.target else index
        self._redraw_picks()

    def on_hint(self) -> None:
        v, _ = self._seated()
        if not v.my_turn:
            raise KonkanError(say("widget.table.error.hint"))
        self._give_hint(v)

    def on_settings(self, pace: int | None = None, auto: bool | None = None, four_colour: bool | None = None) -> None:
        if pace is not None or auto is not None:  # the service plays the computers, at its own pace
            raise KonkanError(say("widget.shared_table.error.shared"))
        if four_colour is not None:
            self.page.four_colour = four_colour

    def on_act(self, action: str) -> None:
        v, r = self._seated()
        assert self.table is not None
        if action == "next_round":
            self._apply(self.link.next_round(self.table))
            self.page.say(say("widget.table.dealt", number=self.reply["round"]), tone="info")
            return
        if action == "stage":
            if self._set_aside(v.rules):
                self.refresh()
            return
        if action == "unstage":
            self.staged, self.staged_readings = [], []
            self.refresh()
            return
        if action not in dict(self.BUTTONS):
            raise KonkanError(say("widget.table.error.no_move", got=shown(action, 20)))
        button = next((b for b in self.actions if b["name"] == action), None)
        if button is not None and not button["enabled"] and button.get("reason"):
            # a greyed button pressed (a touch screen has no hover): why it is greyed, in the message line
            self.page.say(str(button["reason"]), tone="info")
            return
        candidate, reason = self.candidate(action, v)
        if candidate is None:
            raise KonkanError(reason)
        before = len(v.events)
        try:
            reply = self.link.act(self.table, str(candidate))
        except KonkanError as e:  # the service refused: its sentence and rule, nothing changed
            sentence, rule = refusal_words(e)
            self.page.say(sentence, tone="error", rule=rule)
            return
        if action == "meld":
            self.staged, self.staged_readings = [], []
        self.picked, self.reading, self.target = [], None, -1
        self._apply(reply)
        mine = self._view
        told = next((e for e in (mine.events[before:] if mine else ()) if e.seat == v.seat), None)
        if told is not None:
            self.page.say(told.message, tone="ok", rule=told.rule)
        else:
            self.page.say(str(reply.get("said", "")), tone="ok")

    def not_here(self, *_: Any, **__: Any) -> None:
        """What the service does at a shared table (its computers, its deals), asked of the page."""
        raise KonkanError(say("widget.shared_table.error.shared"))

    on_step = on_turn = on_ask = on_reveal = on_show_hand = on_new_game = not_here

    # --- repr and picture ----------------------------------------------------------------
    def summary(self) -> str:
        if self.table is None or self._view is None:
            return say("widget.shared_table.summary.picking", code=self.klass)
        v = self._view
        return say("widget.shared_table.summary", number=self.reply["number"], code=self.klass, name=v.names[v.seat])

    def seat_view(self) -> SeatView | None:
        """The seat's view, as the service sent it (None before a seat is taken)."""
        return self._view
