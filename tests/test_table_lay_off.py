"""Laying off made easy to find at a learner's table (konkan.widgets.table_state, ``lay_off_help``):
once the seat is down and a card of its hand can go on a meld (R6.1), the status line says so; the
melds the picked cards can be added to are sent to the page (``live["fits"]``) as the engine judges
them; pressing one makes Lay off the main button. A lesson, the projector and an open table draw as
before."""

from __future__ import annotations

from konkan import Game, Rules
from konkan.cards import Card
from konkan.catalogue import say
from konkan.round import Round
from konkan.table_melds import lay_off_options, swap_options
from konkan.widgets import Lesson, Table

MELDS = ["2H 3H 4H 5H", "7C 7D 7S", "9S 10S JS QS", "KH KD KC", "4C 5C 6C", "8D 9D 10D JD"]
HANDS = ["2S 3S 4S 6H 7H 8H 9H JC QC KC 2D 10C 9C JK", "JK 4S 5D 9H 8S", "2C 3C 8C 10H", "6D 9C 10S"]


def all_down(phase: str = "play", **options: object) -> Table:
    """Four players, all down, six melds on the table; South to play (after the draw by default)."""
    r = Round.staged(
        Rules(players=4),
        hands=HANDS,
        pile="KS 3S",
        table=[(k % 4, m) for k, m in enumerate(MELDS)],
        down=[0, 1, 2, 3],
        current=0,
        phase=phase,
        seed="narrow",
    )
    t = Table(Game.around(r), opponents="greedy", **options)  # type: ignore[arg-type]
    t.auto = False
    return t


def send(t: Table, **content: object) -> None:
    t._on_message(t, content, [])


def ids(t: Table, code: str) -> list[int]:
    """The id of the first card ``code`` in the learner's hand."""
    return [next(i for i in t.order if Card.from_id(i).code == code)]


def primary(t: Table) -> list[str]:
    return [b["name"] for b in t.actions if b.get("primary")]


def test_the_status_line_says_a_card_can_be_added_and_the_fitting_melds_are_sent():
    t = all_down()
    assert t.status["text"] == say("widget.table.status.lay_off")
    assert "fits" not in t.live
    send(t, kind="pick", cards=ids(t, "6H"))
    assert t.live["fits"] == [0]  # the run 2♥ 3♥ 4♥ 5♥
    assert t.live["text"] == say("widget.table.live.fits", text="You may discard the 6♥ (R3.5).")
    assert primary(t) == ["discard"]
    send(t, kind="pick", cards=ids(t, "2D"))  # fits no meld
    assert "fits" not in t.live and t.live["text"] == "You may discard the 2♦ (R3.5)."
    # Pressing the meld the card fits: the live line is the lay-off's, and Lay off the main move.
    send(t, kind="pick", cards=ids(t, "6H"))
    send(t, kind="target", index=0)
    assert t.live["fits"] == [0] and t.live["text"].startswith("You may lay off 6♥ on 2♥ 3♥ 4♥ 5♥")
    assert primary(t) == ["lay_off"]
    send(t, kind="act", action="lay_off")
    assert len(t.round.table[0].cards) == 5
    # The 7♥ now goes on the run 2♥ to 6♥ and on the set of sevens.
    send(t, kind="pick", cards=ids(t, "7H"))
    assert t.live["fits"] == [0, 1]
    assert t.status["text"] == say("widget.table.status.lay_off")


def test_the_fitting_melds_are_the_engines_lay_offs_and_swaps():
    t = all_down()
    r = t.round
    for i in list(t.order):
        c = Card.from_id(i)
        send(t, kind="pick", cards=[i])
        engine = {k for k, _cards, _after in lay_off_options(r.table, [c])}
        engine |= {k for k, _cards in swap_options(r.table, [c], r.rules)}
        assert t.live.get("fits", []) == sorted(engine), c


def test_nothing_is_said_before_the_draw_nor_where_nothing_fits():
    t = all_down(phase="start")
    assert t.status["text"] == "Your turn: draw, or take the discard."
    send(t, kind="pick", cards=ids(t, "6H"))
    assert "fits" not in t.live  # a lay-off waits for the draw (R3.3)
    fresh = Table(Game(Rules(players=4), seed=3), opponents="greedy")  # not down yet
    send(fresh, kind="pick", cards=[fresh.order[0]])
    assert "fits" not in fresh.live
    assert fresh.status["text"] == "Your turn: go down if you can, then discard."


def test_the_projector_the_open_table_and_a_lesson_draw_as_before(tmp_path):
    for t in (all_down(projector=True), all_down(open=True)):
        assert t.status["text"] == "Your turn: meld or lay off if you can, then discard."
        send(t, kind="pick", cards=ids(t, "6H"))
        assert "fits" not in t.live
        send(t, kind="target", index=0)
        assert primary(t) == ["discard"]
    lesson = Lesson("melds", progress=tmp_path / "progress.json")
    assert lesson.table_state.lay_off_help is False
