"""A student's table shared with the class (``Table(code=..., link=...)``): two students' widgets
at one three-seat table of a class authority (a tmp SQLite), the third seat the computer's.

They pick a seat, play a round by intents, see each other's moves through the background poll,
and never hold the other's cards or the stock: every synced trait and every message each widget
sends to its page is checked against the teacher's open view of the table."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from test_widgets_small import send, synced

from konkan.actions import Action, DeclareKonkan, Discard, Draw, LayOff, Meld, ReturnDiscard, SwapJoker, TakeDiscard
from konkan.cards import Card, full_deck
from konkan.catalogue import say
from konkan.classroom.service.authority import Caller, ClassAuthority, ServiceRefusal
from konkan.classroom.service.link import LocalLink
from konkan.play.players import make_player
from konkan.widgets import Table
from konkan.widgets.shared_table import HEARD_FOR, Onlookers

TEACHER = Caller("ms-haddad", teacher=True)
CARD_KEYS = {"hand", "cards", "discard_pile", "took_discard", "freed_jokers", "order", "picked", "staged", "hands"}


@pytest.fixture
def klass(tmp_path: Path) -> Iterator[dict[str, Any]]:
    authority = ClassAuthority(tmp_path / "class.sqlite")
    code = authority.create_class(TEACHER, players=3, seed=7)["code"]
    table = authority.open_table(TEACHER, code, seats=3, seed=11)["table"]
    made: list[Table] = []
    yield {"authority": authority, "code": code, "table": table, "widgets": made}
    for w in made:
        w.close()


@contextmanager
def seated(tmp_path: Path, name: str = "sam") -> Iterator[tuple[ClassAuthority, str, int, Table]]:
    """A class (3 players, its first table open) with ``name``'s widget sat as South, for a page
    to draw: the authority, the class code, the table and the widget, closed after."""
    authority = ClassAuthority(tmp_path / "class.sqlite")
    code = authority.create_class(TEACHER, players=3, seed=7)["code"]
    table = authority.open_table(TEACHER, code, seats=3, seed=11)["table"]
    w = Table(code=code, link=LocalLink(authority, Caller(name)))
    try:
        w._on_sit(table, 0)
        yield authority, code, table, w
    finally:
        w.close()
        authority.store.close()


def student(klass: dict[str, Any], name: str) -> Table:
    """A student's widget at the class, every message it sends to its page kept in ``w.sent``."""
    w = Table(code=klass["code"], link=LocalLink(klass["authority"], Caller(name)))
    sent: list[Any] = []
    w.comm.send = lambda data=None, metadata=None, buffers=None: sent.append(data)
    w.sent = sent  # type: ignore[attr-defined]
    klass["widgets"].append(w)
    w.onlookers.clock = lambda: 0.0  # its page's view, drawn for as long as the test needs
    send(w, {"kind": "here", "view": "page"})
    return w


def caught_up(w: Table, version: int) -> None:
    """Wait until the widget's background poll has drawn the table at ``version`` (or later)."""
    done = threading.Event()

    def seen(_: Any = None) -> None:
        # the synced status, not the state behind it: the thread sets the state's version first and
        # the traits a moment later, and the test reads the traits
        if w.status.get("version", -1) >= version:
            done.set()

    w.observe(seen, names=["status"])  # its status carries the version shown
    seen()
    try:
        assert done.wait(20), f"the widget stayed at version {w.status.get('version')}"
        with w._lock:  # the thread holds it until every trait of that version is set
            pass
    finally:
        w.unobserve(seen, names=["status"])


def card_ids(value: Any, key: str = "") -> set[int]:
    """Every card id under a card-holding key of ``value`` (a trait, a message), however deep."""
    found: set[int] = set()
    if isinstance(value, dict):
        for k, v in value.items():
            found |= card_ids(v, k)
    elif isinstance(value, list):
        for v in value:
            found |= card_ids(v, key)
    elif key in CARD_KEYS and isinstance(value, int) and not isinstance(value, bool):
        found.add(value)
    return found


def teacher_sees(klass: dict[str, Any]) -> dict[str, Any]:
    return klass["authority"].table_view(TEACHER, klass["table"])


class Watch:
    """What each seat may know so far, from the teacher's open view: its own hand at each look,
    and every card ever public (the table, the pile, the events as everybody reads them)."""

    def __init__(self) -> None:
        self.known: dict[int, set[int]] = {0: set(), 1: set()}

    def check(self, klass: dict[str, Any], widgets: dict[int, Table], *, since: dict[int, int] | None = None) -> None:
        """Check every synced trait, and every message sent to the page from ``since`` on. (The
        score sheet's lines of a round over show the cards its hands held: those ids are dealt
        again in the next round, so the sheet is left out after a new deal.)"""
        t = teacher_sees(klass)
        v = t["view"]
        public = {c for e in t["events"] for c in e.get("cards", [])} | set(v["discard_pile"])
        public |= {c for m in v["table"] for c in m["cards"]}
        hands = t["hands"]
        stock = {c.id for c in full_deck()} - {c for h in hands for c in h} - public
        for seat, w in widgets.items():
            self.known[seat] |= set(hands[seat]) | public
            if t["round_over"]:
                self.known[seat] |= {c for h in hands for c in h}  # every hand is shown once scored (R8)
            hidden = ({c for s, h in enumerate(hands) if s != seat for c in h} | stock) - self.known[seat]
            state = synced(w)
            sent = w.sent[since[seat] if since else 0 :]  # type: ignore[attr-defined]
            if since:
                state.pop("scores")
                sent = [{**m, "state": {k: v for k, v in m.get("state", {}).items() if k != "scores"}} for m in sent]
            assert not card_ids(state) & hidden, (seat, card_ids(state) & hidden)
            assert not card_ids(sent) & hidden, (seat, card_ids(sent) & hidden)
            assert state["hands"] == [] and state["seed"] == ""
            assert set(state["view"]["hand"]) == set(hands[seat])  # its own hand, as the service holds it


def intents_for(w: Table, action: Action) -> list[dict[str, Any]]:
    """The page's intents that play ``action`` from the widget: picks, a meld chosen, a button."""
    if isinstance(action, Draw):
        return [{"kind": "act", "action": "draw"}]
    if isinstance(action, TakeDiscard):
        return [{"kind": "act", "action": "take"}]
    if isinstance(action, ReturnDiscard):
        return [{"kind": "act", "action": "put_back"}]
    if isinstance(action, DeclareKonkan):
        return [{"kind": "act", "action": "declare"}]
    if isinstance(action, Discard):
        return [{"kind": "pick", "cards": [action.card.id]}, {"kind": "act", "action": "discard"}]
    if isinstance(action, (LayOff, SwapJoker)):
        button = "lay_off" if isinstance(action, LayOff) else "swap"
        return [
            {"kind": "target", "index": action.meld_index},
            {"kind": "pick", "cards": [c.id for c in action.cards]},
            {"kind": "act", "action": button},
        ]
    assert isinstance(action, Meld), action
    out: list[dict[str, Any]] = []
    for k, group in enumerate(action.groups):
        out.append({"kind": "pick", "cards": [c.id for c in group]})
        reading = action.joker_as[k] if k < len(action.joker_as) else None
        if isinstance(reading, Card):
            out.append({"kind": "joker", "reading": reading.code})
        out.append({"kind": "act", "action": "stage" if k < len(action.groups) - 1 else "meld"})
    return out


def play_turn(w: Table, player: Any) -> list[str]:
    """Play the widget's seat's turn by intents, as the computer player would choose it: the
    kinds of the moves played."""
    played = []
    while w.status["text"].startswith("Your turn") and not w.status["round_over"]:
        assert w.shared_state is not None
        v = w.shared_state.seat_view()
        assert v is not None and v.to_dict()["hand"] == w.view["hand"]
        action = player.decide(v).action
        for intent in intents_for(w, action):
            if intent["kind"] == "joker" and not w.live.get("joker"):
                continue  # no choice offered: the engine reads the joker itself
            send(w, intent)
        if w.message.get("tone") == "error":  # a meld the widget could not pick as chosen: discard instead
            send(w, {"kind": "pick", "cards": [w.order[0]]})
            send(w, {"kind": "act", "action": "discard"})
            action = Discard(v.seat, Card.from_id(w.order[0]))
        assert w.message.get("tone") == "ok", w.message
        played.append(type(action).__name__)
    return played


def test_a_student_picks_a_seat_among_the_class_tables(klass):
    sam = student(klass, "sam")
    assert sam.seating["table"] is None and sam.view == {}
    (table,) = sam.seating["tables"]
    assert table["number"] == 1 and [s["text"] for s in table["seats"]] == [
        "South: free. Sit here",
        "East: free. Sit here",
        "West: free. Sit here",
    ]
    assert repr(sam) == f"<Table: class {klass['code']}, no seat yet>"
    send(sam, {"kind": "sit", "table": klass["table"], "seat": 1})
    assert sam.message["text"] == "You sit as East at table 1 of class river-7661, on your school's class service."
    assert sam.seating["table"] == klass["table"] and sam.seating["tables"] == []
    assert sam.status["shared"] is True and sam.status["users"][sam.view["seat"]] == "you"
    ann = student(klass, "ann")
    taken = ann.seating["tables"][0]["seats"][1]
    assert taken == {"seat": 1, "text": "East: sam", "free": False, "mine": False}
    send(ann, {"kind": "sit", "table": klass["table"], "seat": 1})  # taken: the service says so
    assert ann.message["tone"] == "error" and ann.message["text"] == "East at table 1 is taken. Choose a free seat."
    assert ann.seating["table"] is None


def test_two_students_play_a_round_and_neither_page_holds_the_others_cards(klass):
    sam, ann = student(klass, "sam"), student(klass, "ann")
    send(sam, {"kind": "sit", "table": klass["table"], "seat": 0})
    send(ann, {"kind": "sit", "table": klass["table"], "seat": 1})
    widgets = {0: sam, 1: ann}
    players = {0: make_player("greedy", seed=1), 1: make_player("greedy", seed=2)}
    watch = Watch()
    kinds: list[str] = []
    for _ in range(200):
        t = teacher_sees(klass)
        for w in widgets.values():
            caught_up(w, t["version"])  # the others' moves came through the background poll
        watch.check(klass, widgets)
        if t["round_over"]:
            break
        seat = t["current"]
        assert seat in widgets, "the computer's seat is played by the service at once"
        other = widgets[1 - seat]
        before = other.status.get("version", -1)
        kinds += play_turn(widgets[seat], players[seat])
        caught_up(other, before + 1)  # the other student sees the move without touching anything
    else:
        raise AssertionError("the round did not end")
    assert {"Draw", "TakeDiscard", "Meld", "LayOff", "Discard"} <= set(
        kinds
    )  # every kind of move, by the page's intents
    for w in widgets.values():
        assert w.status["round_over"] and w.scores["rounds"][-1]["number"] == 1
        assert [b["name"] for b in w.actions if b["enabled"]] == []
    since = {seat: len(w.sent) for seat, w in widgets.items()}  # type: ignore[attr-defined]
    send(sam, {"kind": "act", "action": "next_round"})
    assert sam.message["text"] == "Round 2 is dealt." and sam.view["number"] == 2
    caught_up(ann, teacher_sees(klass)["version"])
    assert ann.view["number"] == 2
    # her kernel restarted: a new widget sits her back, round 1 still on its score sheet
    first = ann.scores["rounds"]
    ann.close()
    again = student(klass, "ann")
    assert again.view["number"] == 2 and again.scores["rounds"] == first and first[0]["number"] == 1
    widgets[1] = ann = again
    since[1] = 0
    watch.known = {0: set(), 1: set()}  # a new deal: nothing of it is known yet
    watch.check(klass, widgets, since=since)


def test_a_refused_move_shows_the_services_sentence_and_changes_nothing(klass):
    """A greyed button says why it is greyed; a move the service refuses, its sentence and rule."""
    sam, ann = student(klass, "sam"), student(klass, "ann")
    send(sam, {"kind": "sit", "table": klass["table"], "seat": 0})
    send(ann, {"kind": "sit", "table": klass["table"], "seat": 1})
    caught_up(sam, teacher_sees(klass)["version"])
    before = synced(sam)
    draw = next(b for b in sam.actions if b["name"] == "draw")
    assert not draw["enabled"] and "(R3.2)" in draw["reason"]  # the starter's first turn: no draw
    send(
        sam, {"kind": "act", "action": "draw"}
    )  # a greyed button pressed: why it is greyed (no hover on a touch screen)
    assert sam.message == {"text": draw["reason"], "tone": "info", "rule": "", "at": sam.revision - 1}
    with pytest.raises(ServiceRefusal):
        klass["authority"].act(Caller("sam"), klass["table"], "draw")
    assert synced(sam) == before
    before = synced(ann)
    send(ann, {"kind": "pick", "cards": [ann.order[0]]})
    discard = next(b for b in ann.actions if b["name"] == "discard")
    assert not discard["enabled"]
    assert ann.shared_state is not None  # a page a moment behind the service: its button still enabled
    ann.shared_state.actions = [{**b, "enabled": True} if b["name"] == "discard" else b for b in ann.actions]
    send(ann, {"kind": "act", "action": "discard"})  # out of turn: the service refuses
    assert ann.message["tone"] == "error" and ann.message["rule"] == "R1.3", ann.message
    assert "South" in ann.message["text"]
    assert {k for k, v in synced(ann).items() if before[k] != v} <= {"picked", "live", "actions"}


def test_a_restarted_kernel_sits_the_student_back_with_the_game_as_it_is(klass):
    sam, ann = student(klass, "sam"), student(klass, "ann")
    send(sam, {"kind": "sit", "table": klass["table"], "seat": 0})
    send(ann, {"kind": "sit", "table": klass["table"], "seat": 1})
    play_turn(sam, make_player("greedy", seed=1))
    version = teacher_sees(klass)["version"]
    caught_up(sam, version)
    again = student(klass, "sam")  # Table(code=...) run again, in a new kernel
    assert (
        again.seating["table"] == klass["table"]
        and again.message["text"] == "You sit as South at table 1 of class river-7661, on your school's class service."
    )
    assert again.view == sam.view and again.status == sam.status and again.actions == sam.actions
    assert again.order == sorted(again.order, key=sam.order.index)  # the hand, as the service holds it
    assert again.shared_state is not None and again.shared_state.version == version


def test_leaving_lets_the_computer_play_the_seat_until_the_student_sits_again(klass):
    sam = student(klass, "sam")
    send(sam, {"kind": "sit", "table": klass["table"], "seat": 2})
    send(sam, {"kind": "leave"})
    assert sam.message["text"] == say("widget.shared_table.left", number=1)
    assert "whenever another student is at the table" in sam.message["text"]
    assert sam.seating["table"] is None and sam.view == {}
    mine = sam.seating["tables"][0]["seats"][2]
    assert mine == {"seat": 2, "text": "West: your seat. Sit again", "free": True, "mine": True}
    seats = klass["authority"].tables(TEACHER, klass["code"])["tables"][0]["seats"]
    assert seats[2]["user"] == "sam" and seats[2]["computer"]
    send(sam, {"kind": "sit", "table": klass["table"], "seat": 2})
    assert sam.message["text"].startswith("You sit as West")  # nobody played meanwhile: nothing more said
    assert (
        sam.view["seat"] == 2
        and not klass["authority"].tables(TEACHER, klass["code"])["tables"][0]["seats"][2]["computer"]
    )
    sam.close()
    assert klass["authority"].tables(TEACHER, klass["code"])["tables"][0]["seats"][2]["computer"]


def test_a_table_without_a_service_is_todays_table(monkeypatch):
    monkeypatch.delenv("KONKAN_CLASS_SERVICE", raising=False)
    t = Table(code="river-7661")
    assert t.shared_state is None and t.seating == {} and t.round.number == 1
    send(t, {"kind": "sit", "table": 1})
    assert t.message["text"] == "This table is not shared with a class: there are no seats to pick."


def test_a_shared_table_takes_only_the_code(klass):
    link = LocalLink(klass["authority"], Caller("sam"))
    with pytest.raises(Exception, match="give only the code"):
        Table(code=klass["code"], link=link, seed=3)
    with pytest.raises(Exception, match="give only the code"):
        Table(link=link)
    with pytest.raises(Exception, match="a ClassLink"):
        Table(code=klass["code"], link=object())  # type: ignore[arg-type]


def test_forged_intents_to_a_shared_table_change_nothing(klass):
    from test_widget_intents import generic_intents

    sam = student(klass, "sam")
    send(sam, {"kind": "sit", "table": klass["table"], "seat": 0})
    refused = 0
    for content in generic_intents(sam):
        if content["kind"] == "leave":
            continue  # a real leave (covered above)
        before, revision = synced(sam), sam.revision
        send(sam, content)
        if sam.message.get("tone") == "error" and sam.message.get("at") == revision:
            refused += 1
            after = synced(sam)
            changed = [k for k in before if before[k] != after[k]]
            assert not changed, f"refused {content!r:.80} ({sam.message['text']!r:.80}) changed {changed}"
            assert "could not do that" not in sam.message["text"], sam.message["text"]
    assert refused >= 20
    assert sam.seating["table"] == klass["table"] and teacher_sees(klass)["seats"][0]["user"] == "sam"


def test_the_teachers_pause_reaches_the_students_table_by_itself(klass):
    sam = student(klass, "sam")
    send(sam, {"kind": "sit", "table": klass["table"], "seat": 0})
    assert sam.status["text"].startswith("Your turn")
    klass["authority"].pause(TEACHER, klass["code"])
    caught_up(sam, teacher_sees(klass)["version"])
    # said once: in the banner over the table, not in the status line too
    assert sam.status["banner"] == "Your teacher paused the tables. Wait for the game to go on."
    assert sam.status["text"] == ""
    assert not any(b["enabled"] for b in sam.actions)
    klass["authority"].resume(TEACHER, klass["code"])
    caught_up(sam, teacher_sees(klass)["version"])
    assert sam.status["text"].startswith("Your turn")


def test_a_student_who_takes_a_seat_the_computer_played_is_told_whose_moves_those_were(klass):
    sam, ann = student(klass, "sam"), student(klass, "ann")
    send(sam, {"kind": "sit", "table": klass["table"], "seat": 0})
    send(ann, {"kind": "sit", "table": klass["table"], "seat": 1})
    players = {0: make_player("greedy", seed=1), 1: make_player("greedy", seed=2)}
    for seat, w in ((0, sam), (1, ann)):
        caught_up(w, teacher_sees(klass)["version"])
        play_turn(w, players[seat])
    assert any(e["seat"] == 2 for e in teacher_sees(klass)["events"])  # West, the computer, has played
    cal = student(klass, "cal")
    send(cal, {"kind": "sit", "table": klass["table"], "seat": 2})
    assert cal.message["text"] == say("widget.shared_table.sat.took_over", name="West", number=1, code=klass["code"])
    # sitting again in one's own seat says nothing of the kind
    send(cal, {"kind": "leave"})
    send(cal, {"kind": "sit", "table": klass["table"], "seat": 2})
    assert cal.message["text"].startswith("You sit as West at table 1") and "computer" not in cal.message["text"]


def test_onlookers_count_a_view_for_a_while_after_its_heartbeat_and_none_after_gone():
    now = [100.0]
    seen = Onlookers(clock=lambda: now[0])
    assert seen.looking()  # just made: the page draws it in a moment
    now[0] += HEARD_FOR + 1
    assert not seen.looking()  # never drawn (a notebook run with no browser): nobody looks
    seen.here("a")
    assert seen.looking() and seen.back.is_set()
    now[0] += 70  # a tab out of sight: its timers beat once a minute at most
    assert seen.looking()
    now[0] += 10
    assert not seen.looking()  # a laptop asleep: no "gone" came, the heartbeats stopped
    seen.here("a")
    seen.here("b")  # the page drawn twice (or reloaded): either view keeps it looked at
    seen.gone("a")
    assert seen.looking()
    seen.gone("b")
    assert not seen.looking()  # the tab closed: at once, no grace any more
    for k in range(40):
        seen.here(f"v{k}")
    assert len(seen.heard) <= 16 and "v39" in seen.heard


def test_a_heartbeat_is_no_intent_the_page_waits_for(klass):
    sam = student(klass, "sam")
    revision, message = sam.revision, sam.message
    send(sam, {"kind": "here", "view": "tab2"})
    send(sam, {"kind": "gone", "view": "tab2"})
    assert sam.revision == revision and sam.message == message and "tab2" not in sam.onlookers.heard
    send(sam, {"kind": "here", "view": ""})  # malformed: refused as any intent, naming the field
    assert sam.message["tone"] == "error" and "'view'" in sam.message["text"] and sam.revision == revision + 1


def test_a_closed_page_lets_the_computer_play_and_coming_back_says_what_it_played(klass):
    authority = klass["authority"]
    now = [1000.0]
    authority.clock = lambda: now[0]
    calls: list[int | None] = []
    sam, ann = student(klass, "sam"), student(klass, "ann")
    link = sam.shared_state.link  # type: ignore[union-attr]
    view = link.view
    link.view = lambda table, **kw: calls.append(kw.get("after")) or view(table, **kw)  # type: ignore[method-assign]
    send(sam, {"kind": "sit", "table": klass["table"], "seat": 0})
    send(ann, {"kind": "sit", "table": klass["table"], "seat": 1})
    caught_up(sam, teacher_sees(klass)["version"])
    assert sam.status["text"].startswith("Your turn")
    shown = sam.status["version"]
    send(sam, {"kind": "gone", "view": "page"})  # the tab closed
    assert sam.onlookers.idle.wait(20), "the kernel went on asking about the seat"
    asked = len(calls)
    now[0] += 61  # a minute with no word from sam's kernel: the service gives the computer the seat
    authority.table_version(Caller("ann"), klass["table"])  # ann's kernel asks as ever (by itself a moment later)
    assert authority.sweep() == [klass["table"]]
    t = teacher_sees(klass)
    assert t["seats"][0]["computer"] and any(e["seat"] == 0 for e in t["events"])  # it played sam's turn
    assert len(calls) == asked and sam.status["version"] == shown  # the kernel did not look
    send(sam, {"kind": "here", "view": "again"})  # the page opened again: it looks at once
    caught_up(sam, teacher_sees(klass)["version"])
    assert not teacher_sees(klass)["seats"][0]["computer"]  # the seat is sam's again
    played = [e for e in sam.narration if e["seat"] == 0]
    assert played and all(e["by"] == say("widget.shared_table.log.for_you") for e in played)
    assert sam.message["text"] == say(
        "widget.shared_table.away.played", moves=" ".join(e["text"] for e in played)
    ) and sam.message["text"].startswith("While you were away, the computer played for you: You ")
    if sam.last_move["seat"] == 0:
        assert sam.last_move["caption"].startswith("Last move, played for you by the computer")
    # ann's moves, and sam's own from now on, carry no such note
    assert not any("by" in e for e in sam.narration if e["seat"] != 0)
    # a kernel restarted (a new widget): the service's record still tells those moves apart
    again = student(klass, "sam")
    send(again, {"kind": "sit", "table": klass["table"], "seat": 0})
    tagged = [e["text"] for e in again.narration if e.get("by") == say("widget.shared_table.log.for_you")]
    assert tagged == [e["text"] for e in played]


def test_a_meld_being_built_is_no_mistake_and_the_pause_is_a_banner(klass):
    sam = student(klass, "sam")
    send(sam, {"kind": "sit", "table": klass["table"], "seat": 0})
    send(sam, {"kind": "pick", "cards": sam.order[:2]})  # two cards: a meld on its way
    assert sam.live["ok"] is False and sam.live["building"] is True
    assert sam.live["text"].startswith("A meld needs at least three cards")
    send(sam, {"kind": "pick", "cards": []})
    assert sam.live == {}
    assert sam.status["banner"] == ""
    klass["authority"].pause(TEACHER, klass["code"])
    caught_up(sam, teacher_sees(klass)["version"])
    assert sam.status["banner"] == say("widget.shared_table.status.paused")


def test_sitting_again_after_leaving_says_what_the_computer_played_meanwhile(klass):
    sam, ann = student(klass, "sam"), student(klass, "ann")
    send(sam, {"kind": "sit", "table": klass["table"], "seat": 0})
    send(ann, {"kind": "sit", "table": klass["table"], "seat": 1})
    send(sam, {"kind": "leave"})  # South to play: the computer plays it at once, ann being there
    assert any(e["seat"] == 0 for e in teacher_sees(klass)["events"])
    send(sam, {"kind": "sit", "table": klass["table"], "seat": 0})
    played = [e for e in sam.narration if e["seat"] == 0]
    assert played and all(e.get("by") for e in played)
    assert sam.message["text"] == say("widget.shared_table.away.played", moves=" ".join(e["text"] for e in played))


def test_the_teachers_question_clears_the_message_line_when_asked_and_when_over(tmp_path: Path) -> None:
    authority = ClassAuthority(tmp_path / "class.sqlite")
    code = authority.create_class(TEACHER, players=3, seed=7)["code"]
    first = authority.open_table(TEACHER, code, seats=3, seed=11)["table"]
    second = authority.open_table(TEACHER, code, seats=2, seed=12)["table"]
    sam = Table(code=code, link=LocalLink(authority, Caller("sam")))
    lina = Table(code=code, link=LocalLink(authority, Caller("lina")))
    try:
        sam._on_sit(first, 0)
        lina._on_sit(second, 0)
        sam.say("You discarded the Q♦ (R3.5).", tone="ok")  # the game's last words on the line
        authority.pause(TEACHER, code)
        authority.ask(TEACHER, code, first, 0)
        caught_up(sam, authority.table_view(TEACHER, first)["version"])
        caught_up(lina, authority.table_view(TEACHER, second)["version"])
        assert sam.message["text"] == ""  # a new question: nothing left over from the game
        sentence = say("projector.ask.question", name="South")
        assert sam.status["question"]["text"] == say("widget.shared_table.question", number=1, sentence=sentence)
        # a student at another table is told the question is about the table on the projector
        assert lina.status["question"]["text"] == say(
            "widget.shared_table.question.elsewhere", number=1, sentence=sentence
        )
        sam._on_answer_question("draw")
        assert sam.message["text"] and sam.message["rule"] == "R3.2"  # the engine's verdict on a draw here
        assert sam.status["question"]["answered"] and sam.status["question"]["done"] == say(
            "widget.shared_table.question.answered.with", answer="draw"
        )  # what they answered stays in view, after a restart too (the service keeps it)
        authority.resume(TEACHER, code)
        caught_up(sam, authority.table_view(TEACHER, first)["version"])
        assert sam.message["text"] == ""  # the question is over: its verdict is gone from the line
        assert not sam.status.get("question")
    finally:
        sam.close()
        lina.close()
        authority.store.close()
