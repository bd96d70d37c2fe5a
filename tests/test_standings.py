"""The end of a game is said once (konkan.standings.game_end): the Table, for a game the engine
dealt, and the score sheet, for the same rounds entered by hand, say the same sentence and show
the same standings, under every ``game_end`` (R8.7, R9), in a partnership and after a declared
Konkan (R8.6)."""

from __future__ import annotations

from typing import Any

import pytest

from konkan import DeclareKonkan, Discard, Game, Meld, Rules
from konkan.cards import parse_cards
from konkan.play.players import GreedyPlayer
from konkan.scoresheet import Sheet
from konkan.standings import game_end
from konkan.widgets import ScoreSheet, Table

HAND1 = "2H 4C 6D 8D 10C AC 3S 5C 7C 9D JC KH AD 9C"
STOCK = "JD JD 5S 6S 4D 8C 10H 3H 7D AS 2D KD KS 6C 3C 5D"
KONKAN = "2S 3S 4S 5S 6S 7S 8S 9S 10S JS KH KD KC KS 5D"  # a run of ten and a set of four, and a discard


def enter(sheet: Sheet, g: Game) -> None:
    """The game's last round entered on the sheet as a table would: cards left, who went down, how it ended."""
    r, seats = g.round, g.seats()
    res = r.result
    assert res is not None
    hands: list[Any] = [""] * g.rules.players
    down = [False] * g.rules.players
    for i, s in enumerate(seats):
        hands[s], down[s] = list(r.hand(i)), r.is_down(i)
    sheet.add_round(
        hands,
        finisher=None if res.finisher is None else seats[res.finisher],
        ending=res.ending.value,
        went_down=down,
        declared=res.declared_konkan,
    )


def play(rules: Rules, seed: int) -> tuple[Game, Sheet]:
    g = Game(rules, seed=seed)
    bots = [GreedyPlayer(seed=s, explain=False) for s in range(rules.players)]
    sheet = Sheet(rules)
    while True:
        r = g.round
        while not r.is_over:
            bots[g.seats(r)[r.current]].play_turn(r)
        enter(sheet, g)
        if g.is_over:
            return g, sheet
        g.next_round()


def said_alike(g: Game, sheet: Sheet) -> dict[str, Any]:
    end = Table(g, seat=0, opponents="greedy").scores["end"]
    widget = ScoreSheet(rules=sheet.rules)
    widget.sheet = sheet
    widget._publish()
    assert sheet.is_over and sheet.end is not None and g.end is not None
    assert {k: v for k, v in end.items() if k != "seed"} == sheet.end.to_dict() == widget.standing["end"]
    assert end["text"] == sheet.verdict == widget.standing["verdict"] and end["text"] in widget.sentences
    assert end["winners"] == g.winners == sheet.winners
    return end


@pytest.mark.parametrize(
    ("rules", "rule"),
    [
        (Rules(players=3, rounds=3), "R8.7"),
        (Rules(players=4, partnership=True, rounds=2), "R8.7"),
        (Rules(players=3, game_end="target", game_end_score=150), "R9"),
        (Rules(players=4, partnership=True, game_end="target", game_end_score=150), "R9"),
        (Rules(players=3, game_end="elimination", game_end_score=120), "R9"),
        (Rules(players=4, game_end="elimination", game_end_score=60), "R9"),
    ],
    ids=["rounds", "partnership", "target", "partnership-target", "elimination-3", "elimination-4"],
)
def test_table_and_score_sheet_say_the_same_end_of_the_same_game(rules: Rules, rule: str) -> None:
    g, sheet = play(rules, 1 if rules.players == 4 and rules.game_end == "elimination" else 4)
    end = said_alike(g, sheet)
    assert end["rule"] == rule and f"({rule})" in end["text"]
    for st in end["standings"]:
        assert st["total"] == g.totals[st["seat"]] and st["won"] == (st["seat"] in g.winners)
    left = dict(g.left)
    assert left == {s: rd.number for rd in sheet.rounds for s in rd.left}
    for st in end["standings"]:
        if st["seat"] in left and not st["won"]:
            assert st["note"] == f"left after round {left[st['seat']]} (over {rules.end_score})"


def test_a_declared_konkan_is_said_alike_by_the_table_and_the_sheet() -> None:
    g = Game(Rules(players=2, rounds=1), seed=1, deck=" ".join([KONKAN, HAND1, STOCK]))
    r = g.round
    hand = list(r.hand(0))

    def take(text: str) -> tuple[Any, ...]:
        out = []
        for c in parse_cards(text):
            out.append(next(h for h in hand if h.face == c.face and h not in out))
        return tuple(out)

    r.apply(DeclareKonkan(0))
    r.apply(Meld(0, (take("2S 3S 4S 5S 6S 7S 8S 9S 10S JS"), take("KH KD KC KS"))))
    r.apply(Discard(0, take("5D")[0]))
    assert r.result is not None and r.result.declared_konkan and g.is_over
    sheet = Sheet(g.rules)
    enter(sheet, g)
    end = said_alike(g, sheet)
    assert end["rule"] == "R8.6" and end["text"] == (
        "South went out with a declared Konkan in the last round, so South wins the game whatever the totals (R8.6)."
    )
    assert [(st["place"], st["seat"], st["note"]) for st in end["standings"]] == [(1, 0, "won"), (2, 1, "")]


def test_partners_share_their_place_and_ties_share_theirs() -> None:
    rules = Rules(players=4, partnership=True, rounds=1)
    end = game_end(rules, ["S", "E", "N", "W"], [-30, 20, 40, 20], last_round=1)
    assert [(s.seat, s.place) for s in end.standings] == [(0, 1), (2, 1), (1, 3), (3, 3)]
    solo = game_end(Rules(players=4, rounds=1), ["S", "E", "N", "W"], [-30, 20, 40, 20], last_round=1)
    assert [(s.seat, s.place) for s in solo.standings] == [(0, 1), (1, 2), (3, 2), (2, 4)]
    assert solo.text == "After 1 counted round the game is over: S wins with the lowest total, -30 (R8.7)."
