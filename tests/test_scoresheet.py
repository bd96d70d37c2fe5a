"""The score sheet as a real table uses it: the end of the game, void rounds, Konkans declared or
not, names, the sheet's file, and Undo putting a round back in the form.

Most tests drive the widget as the page does (intents through ``_handle_msg``) and check it
against the engine that decides: :class:`konkan.Game` for the end of a game, ``score_lines`` for
a round, :mod:`konkan.saving` for the checksum.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from test_widgets_small import enter, send, synced
from truth import Auditor

from konkan import Game, KonkanError, Rules
from konkan.errors import CorruptSave
from konkan.play.players import GreedyPlayer
from konkan.saving import checksum, dumps
from konkan.scoresheet import Sheet
from konkan.widgets import ScoreSheet

OUT = ["", "7S", "8S", "9S"]  # South goes out; East 7, North 8, West 9


def score(
    s: ScoreSheet, hands: list[str], finisher: int | None, ending: str = "out", down: list[bool] | None = None
) -> None:
    enter(s, hands, finisher, ending, down)
    send(s, {"kind": "score"})


# --- the end of the game (R8.7, R9) -------------------------------------------------------------


def test_sheet_ends_after_the_last_counted_round_and_refuses_a_sixth():
    s = ScoreSheet(4)
    for k in range(5):
        assert not s.is_over
        score(s, ["", "7S", "8S", "9S"] if k % 2 == 0 else ["5D", "", "6D", "KC"], 0 if k % 2 == 0 else 1)
        assert s.is_over or s.message["tone"] == "ok"
    assert s.totals == [3 * -30 + 2 * 5, 3 * 7 + 2 * -30, 3 * 8 + 2 * 6, 3 * 9 + 2 * 10] == [-80, -39, 36, 47]
    assert s.is_over and s.winners == [0] and s.standing["over"] is True and s.standing["winners"] == [0]
    verdict = "After 5 counted rounds the game is over: South wins with the lowest total, -80 (R8.7)."
    # The end panel says it (the verdict, and that the sheet takes no more rounds); no message repeats it.
    assert s.standing["verdict"] == verdict and s.message == {}
    assert s.standing["closed"].startswith("The sheet takes no more rounds.")
    assert s.standing["standings"] == "Final totals: South -80, East -39, North 36, West 47."
    # A sixth round is refused from Python with a sentence; a late press from the page changes
    # nothing and says nothing twice (the page shows no Score button once the game is over).
    enter(s, OUT, 0)
    before = synced(s)
    send(s, {"kind": "score"})
    assert s.message == {} and synced(s) == before and len(s.rounds) == 5
    with pytest.raises(KonkanError, match="This sheet takes no more rounds"):
        s.add_round(OUT, finisher=0)
    # New game starts over, with the same names.
    send(s, {"kind": "new_game"})
    assert (
        not s.is_over and s.totals == [0, 0, 0, 0] and s.history == [] and s.names == ["South", "East", "North", "West"]
    )
    assert s.standing["status"] == "Next: round 1 of 5 (R8.7)."


def test_partnership_game_is_won_by_the_lower_team_total():
    s = ScoreSheet(rules=Rules(partnership=True, rounds=2))
    s.add_round(["", "7S", "", "KH"], finisher=2)
    s.add_round(["", "", "5S", "QH"], finisher=1)
    assert s.team_totals == (-25, -13) and s.winners == [0, 2]
    assert s.sheet.verdict == (
        "After 2 counted rounds the game is over: South and North win with the lower team total, -25 (R8.7)."
    )


def test_target_game_ends_in_the_round_a_total_reaches_it():
    s = ScoreSheet(rules=Rules(players=3, game_end="target", game_end_score=150))
    s.add_round(["", "KS QS JS 10S 9S", "AS"], finisher=0, went_down=[True, True, False])
    assert not s.is_over and s.standing["status"] == (
        "Next: round 2. The game ends after the round in which a total reaches 150 (R9)."
    )
    s.add_round(["", "2S", "3S"], finisher=0, went_down=[True, True, False])  # West 200
    assert s.is_over and s.winners == [0]
    assert s.sheet.verdict == (
        "West's total reached the target of 150 in round 2, so the game is over: South wins "
        "with the lowest total, -60 (R9)."
    )


def test_elimination_game_plays_on_without_those_out_and_the_last_left_wins():
    s = ScoreSheet(rules=Rules(players=3, game_end="elimination", game_end_score=150))
    s.add_round(["", "2S", "3S"], finisher=0, went_down=[True, True, False])
    s.add_round(["", "2S", "3S"], finisher=0, went_down=[True, True, False])  # West 200: out
    assert s.sheet.eliminated == [2] and not s.is_over
    assert s.history[1]["left"] == "West leaves the game: their total, 200, passed the limit of 150 (R9)."
    assert s.entries[2] == {"cards": [], "value": None, "error": "", "out": True}
    assert s.standing["status"] == (
        "Next: round 3, played by South and East. A player whose total passes 150 leaves the game (R9)."
    )
    before = synced(s)
    send(s, {"kind": "add", "seat": 2, "card": 0})
    assert "West is out of the game" in s.message["text"] and synced(s) == before
    with pytest.raises(KonkanError, match="West is out of the game and plays no more rounds"):
        s.add_round(["", "KS", "4C"], finisher=0)
    s.add_round(["", "KS QS JS KH QH JH KD QD JD KC QC JC AS", ""], finisher=0, went_down=[True, False, False])
    assert s.history[2]["scores"] == [-30, 100, None] and s.totals == [-90, 104, 200]
    assert not s.is_over
    s.add_round(["", "KS", ""], finisher=0, went_down=[True, False, False])
    assert s.is_over and s.winners == [0]
    assert s.sheet.verdict == "South is the last player left in the game and wins (R9)."


@pytest.mark.parametrize(
    "rules",
    [
        Rules(players=3, rounds=3),
        Rules(players=4, partnership=True, rounds=2),
        Rules(players=3, game_end="target", game_end_score=150),
        Rules(players=3, game_end="elimination", game_end_score=120),
    ],
    ids=["rounds", "partnership", "target", "elimination"],
)
def test_sheet_ends_a_game_exactly_where_konkan_game_does(rules):
    """A whole game played by greedy players, each round entered on the sheet as a table would."""
    g = Game(rules, seed=4)
    bots = [GreedyPlayer(seed=s) for s in range(rules.players)]
    sheet = Sheet(rules)
    said = set(sheet.sentences()) | {sheet.declare_refusal()} - {""}
    while True:
        r, seats = g.round, g.seats()
        while not r.is_over:
            bots[seats[r.current]].play_turn(r)
        res = r.result
        assert res is not None
        hands: list[Any] = [""] * rules.players
        down = [False] * rules.players
        for i, s in enumerate(seats):
            hands[s], down[s] = list(r.hand(i)), r.is_down(i)
        sheet.add_round(
            hands,
            finisher=None if res.finisher is None else seats[res.finisher],
            ending=res.ending.value,
            went_down=down,
            declared=res.declared_konkan,
        )
        assert (sheet.totals, sheet.eliminated, sheet.is_over) == (g.totals, g.eliminated, g.is_over)
        assert sheet.next_number == r.number + (res.ending != "void")
        said |= set(sheet.sentences()) | {sheet.refusal(), sheet.declare_refusal()} - {""}
        if g.is_over:
            break
        g.next_round()
    assert sheet.winners == g.winners and sheet.verdict
    assert [r.label for r in sheet.rounds if r.counted] == [str(k) for k in range(1, g.round.number + 1)]
    words = Auditor()
    for text in said:
        words.sentence(text)
    assert words.report.false == 0, words.report.details()
    with pytest.raises(KonkanError, match="This sheet takes no more rounds"):
        sheet.add_round([""] * rules.players, ending="void")


# --- void rounds (R7.3, R2.3) ---------------------------------------------------------------------


def test_a_void_round_is_shown_but_not_numbered_and_its_deal_keeps_the_number():
    s = ScoreSheet(3)
    score(s, ["", "7S", "8S"], 0)
    score(s, ["7S", "8S", "9S"], None, "void")
    assert s.message["text"] == "The void round is on the sheet, unnumbered: round 2 is dealt again (R2.3)."
    assert [(h["label"], h["number"], h["counted"]) for h in s.history] == [("1", 1, True), ("void", 2, False)]
    assert s.standing["status"] == (
        "Round 2 was void: it scores nothing and is dealt again by the same dealer "
        "(R7.3, R2.3). Next: round 2 of 5 (R8.7)."
    )
    score(s, ["", "2S", "3S"], 0)
    assert [h["label"] for h in s.history] == ["1", "void", "2"] and s.sheet.next_number == 3
    assert s.message["text"] == "Round 2 scored: the sheet below explains each line."
    assert not any("(void)" in h["title"] or h["label"] == "3" for h in s.history)
    assert ">void<" in s.picture()


def test_void_rounds_do_not_count_towards_the_last_round():
    s = ScoreSheet(rules=Rules(players=2, rounds=2))
    s.add_round(["", "7S"], finisher=0)
    s.add_round(["7S", "8S"], ending="void")
    s.add_round(["9S", "8S"], ending="void")
    assert not s.is_over and s.sheet.is_last_round
    s.add_round(["", "9S"], finisher=0)
    assert s.is_over and s.winners == [0]


def test_the_end_of_the_game_is_said_once_and_not_as_an_error(tmp_path):
    """At the end, whether just scored, pressed again or opened from its file, the sheet says the
    game is over in one place (its end panel) and no message shows an error tone for it."""
    s = ScoreSheet(rules=Rules(players=3, rounds=1), path=tmp_path / "one.json")
    score(s, ["", "7S", "8S"], 0)
    said = [s.standing["verdict"], s.standing["closed"], s.message.get("text", "")]
    for content in ({"kind": "score"}, {"kind": "ending", "ending": "out"}, {"kind": "finisher", "seat": 1}):
        send(s, content)
        said.append(s.message.get("text", ""))
        assert s.message.get("tone") != "error", content
    opened = ScoreSheet(path=tmp_path / "one.json")
    said.append(opened.message.get("text", ""))
    assert opened.standing["verdict"] == s.standing["verdict"] and opened.message == {}
    text = " ".join(said)
    assert text.count("game is over") == 1 and text.count("no more rounds") == 1, said


# --- Konkan, declared or not (R8.5, R8.6) -----------------------------------------------------------


def test_a_declared_konkan_in_the_last_round_wins_the_game_whatever_the_totals():
    s = ScoreSheet(rules=Rules(players=3, rounds=2))
    s.add_round(["KS QS", "", "5D"], finisher=1, went_down=[False, True, True])  # South 100
    send(s, {"kind": "ending", "ending": "declared"})
    assert s.draft["ending"] == "declared"
    score(s, ["", "7S", "8S"], 0, "declared")
    assert s.history[1]["scores"] == [-60, 200, 200] and s.history[1]["declared"] is True
    assert s.totals == [40, 170, 205] and s.is_over and s.winners == [0]
    assert s.message == {} and s.standing["verdict"] == (
        "South went out with a declared Konkan in the last round, so South wins the game whatever the totals (R8.6)."
    )


def test_a_declared_konkan_wins_for_the_team_in_a_partnership():
    s = ScoreSheet(rules=Rules(partnership=True, rounds=1))
    s.add_round(["5S", "", "6S", "7S"], finisher=1, ending="konkan", declared=True)
    assert s.winners == [1, 3] and "so East and West win the game" in s.sheet.verdict


def test_konkan_can_be_declared_only_in_the_last_round_and_the_refusal_says_so():
    s = ScoreSheet(rules=Rules(players=3, rounds=3))
    before = synced(s)
    send(s, {"kind": "ending", "ending": "declared"})
    words = (
        "Konkan can be declared only in the last round (round 3); this is round 1 (R8.6). A Konkan put down "
        "without a declaration scores as R8.5 says."
    )
    assert s.message == {**s.message, "tone": "error", "text": words} and synced(s) == before
    assert s.standing["declare"] == words
    with pytest.raises(KonkanError, match="only in the last round"):
        s.add_round(["", "7S", "8S"], finisher=0, ending="konkan", declared=True)
    t = ScoreSheet(rules=Rules(players=3, game_end="target"))
    assert "a game played to a target or by elimination has no last round (R8.6)" in t.standing["declare"]


def test_an_undeclared_konkan_in_an_earlier_round_makes_every_opponent_pay_200():
    s = ScoreSheet(4)
    score(s, ["", "7S", "KH QH", ""], 0, "konkan", down=[True, True, False, True])
    assert s.history[0]["scores"] == [-60, 200, 200, 200] and s.history[0]["declared"] is False
    assert s.history[0]["lines"][1]["message"] == "East pays a flat 200 for the Konkan, whatever is in hand (R8.5)."
    assert not s.is_over and s.standing["status"] == "Next: round 2 of 5 (R8.7)."


# --- names -------------------------------------------------------------------------------------


def test_names_are_edited_in_the_page_and_every_sentence_follows():
    s = ScoreSheet(3, names=["Amal", "Basil", "Carla"])
    score(s, ["", "7S", "8S"], 0)
    send(s, {"kind": "name", "seat": 1, "name": "  Bassam "})
    assert s.names == ["Amal", "Bassam", "Carla"] and s.message["text"] == "Basil is now called Bassam."
    assert s.history[0]["lines"][1]["message"] == "Bassam holds 7♠, worth 7 (R8.3)."
    assert "Bassam 7" in s.standing["standings"] and "Bassam" in s.picture() and "Basil" not in s.picture()
    assert not any("Basil" in line for line in s.sentences)


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("", "A player's name is 1 to 40 printable characters"),
        ("x" * 41, "A player's name is 1 to 40 printable characters"),
        ("carla", "Carla is already another player's name"),
        ("you", "'You' is how a player reads their own moves"),
        ("tab\there", "A player's name is 1 to 40 printable characters"),
    ],
)
def test_a_bad_name_is_refused_with_a_sentence_and_changes_nothing(name, words):
    s = ScoreSheet(3, names=["Amal", "Basil", "Carla"])
    before = synced(s)
    send(s, {"kind": "name", "seat": 0, "name": name})
    assert s.message["tone"] == "error" and words in s.message["text"] and synced(s) == before


# --- Undo puts the round back in the form --------------------------------------------------------------


def test_undo_puts_the_rounds_entries_back_in_the_form():
    s = ScoreSheet(4)
    enter(s, ["", "7S 8S", "AS", "KH QH"], 0, "hand", down=[True, True, True, False])
    entered = dict(s.draft)
    send(s, {"kind": "score"})
    assert s.draft["hands"] == ["", "", "", ""]
    send(s, {"kind": "undo"})
    assert s.history == [] and s.totals == [0, 0, 0, 0]
    assert s.draft == {**entered, "hands": ["", "7S 8S", "AS", "KH QH"]}
    assert s.entries[1]["value"] == 15
    assert s.message["text"] == "Round 1 taken back: its entries are in the form again, to correct and score."
    send(s, {"kind": "score"})  # scored again as it was
    assert s.history[0]["scores"] == [-60, 30, 22, 200]


def test_undo_of_a_declared_konkan_puts_the_declaration_back():
    s = ScoreSheet(rules=Rules(players=2, rounds=1))
    s.add_round(["", "7S"], finisher=0, ending="konkan", declared=True)
    s.undo()
    assert s.draft == {"hands": ["", "7S"], "down": [True, True], "finisher": 0, "ending": "declared"}
    assert not s.is_over


# --- the sheet's file ---------------------------------------------------------------------------------


def played(path: Path | None = None) -> ScoreSheet:
    s = ScoreSheet(3, names=["Amal", "Basil", "Carla"], path=path)
    score(s, ["", "7S 8S", "KH"], 0)
    score(s, ["2S", "3S", "4S"], None, "void")
    score(s, ["QS", "", "JK"], 1)
    return s


def test_autosave_writes_the_sheet_after_every_round_with_the_game_saves_checksum(tmp_path):
    path = tmp_path / "evening.json"
    s = ScoreSheet(3, names=["Amal", "Basil", "Carla"], path=path)
    assert json.loads(path.read_text())["rounds"] == [] and s.standing["saved"] == (
        "Saved to evening.json, with no round entered yet."
    )
    score(s, ["", "7S 8S", "KH"], 0)
    data = json.loads(path.read_text())
    assert data["format"] == "konkan-score-sheet" and data["totals"] == [-30, 15, 10]
    assert data["check"] == checksum(data) and path.read_text() == dumps(s.sheet.to_dict())
    assert s.standing["saved"] == "Saved to evening.json after round 1."
    score(s, ["2S", "3S", "4S"], None, "void")
    assert s.standing["saved"] == "Saved to evening.json after the void round."
    send(s, {"kind": "undo"})
    assert len(json.loads(path.read_text())["rounds"]) == 1
    assert [p.name for p in tmp_path.iterdir()] == ["evening.json"]  # no temporary file left behind


def test_a_sheet_opens_its_file_again_after_a_restart(tmp_path):
    path = tmp_path / "evening.json"
    s = played(path)
    again = ScoreSheet(path=path)
    for trait in ("names", "history", "draft", "entries"):
        assert getattr(again, trait) == getattr(s, trait)
    assert again.standing == {**s.standing, "saved": "Opened evening.json: 3 rounds entered."}
    assert again.names == ["Amal", "Basil", "Carla"] and again.totals == s.totals == [-20, -15, 25]
    assert [h["label"] for h in again.history] == ["1", "void", "2"]
    with pytest.raises(KonkanError, match="names its players Amal, Basil, Carla"):
        ScoreSheet(path=path, names=["A", "B", "C"])
    with pytest.raises(KonkanError, match="was kept under other rules than the ones given"):
        ScoreSheet(4, path=path)


def test_save_and_load_by_hand(tmp_path):
    s = played()
    s.save(tmp_path / "copy.json")
    t = ScoreSheet(2)
    t.load(tmp_path / "copy.json")
    assert (t.names, t.totals, t.history) == (s.names, s.totals, s.history) and t.players == 3


@pytest.mark.parametrize(
    "damage",
    [
        lambda text: text.replace('"totals": [-20, -15, 25]', '"totals": [-20, -15, 24]'),
        lambda text: text.replace('"7S 8S"', '"7S 9S"'),
        lambda text: text[: len(text) // 2],
        lambda text: "",
        lambda text: text.replace('"names": ["Amal"', '"names": ["Omar"'),
    ],
    ids=["total", "card", "cut", "empty", "name"],
)
def test_a_changed_or_damaged_file_is_refused_naming_it_and_nothing_changes(tmp_path, damage):
    path = tmp_path / "evening.json"
    played(path)
    path.write_text(damage(path.read_text()))
    s = ScoreSheet(2, names=["Dana", "Eli"])
    s.add_round(["", "5S"], finisher=0)
    before = synced(s)
    with pytest.raises(CorruptSave, match=r"The score sheet '.*evening\.json' was refused: "):
        s.load(path)
    assert synced(s) == before and s.path is None
    damaged = path.read_bytes()
    with pytest.raises(CorruptSave, match="evening.json"):
        ScoreSheet(path=path)
    assert path.read_bytes() == damaged  # a refused file is never written over


def test_a_file_rewritten_with_a_fresh_checksum_is_refused_if_its_rounds_do_not_add_up(tmp_path):
    path = tmp_path / "evening.json"
    played(path)
    data = json.loads(path.read_text())
    data["totals"] = [0, 0, 0]
    path.write_text(dumps({k: v for k, v in data.items() if k != "check"}))
    with pytest.raises(CorruptSave, match="does not match its rounds"):
        Sheet.load(path)
    data["rounds"][0]["ending"] = "won"
    path.write_text(dumps({k: v for k, v in data.items() if k != "check"}))
    with pytest.raises(CorruptSave, match="saved round 1 cannot be entered"):
        Sheet.load(path)


def test_a_missing_file_or_folder_is_a_sentence(tmp_path):
    with pytest.raises(KonkanError, match="could not be read: No such file or directory"):
        Sheet.load(tmp_path / "none.json")
    with pytest.raises(KonkanError, match="could not be saved to .*: No such file or directory"):
        ScoreSheet(2, path=tmp_path / "no" / "such" / "evening.json")


# --- every sentence shown -------------------------------------------------------------------------


def test_the_sentences_trait_holds_every_sentence_the_sheet_shows():
    s = played()
    shown = set(s.sentences)
    assert s.standing["status"] in shown and s.standing["standings"] in shown
    for h in s.history:
        assert {line["message"] for line in h["lines"]} <= shown
    send(s, {"kind": "hand", "seat": 1, "text": "QQ"})
    assert s.entries[1]["error"] in s.sentences


def test_every_sentence_of_a_whole_evening_reads_well(tmp_path):
    """Each sentence the sheet and its messages say through a game with a void round, a refusal, an
    undo, a rename and an elimination passes the truth harness's checks of words and brackets."""
    said: set[str] = set()

    def heard(w: ScoreSheet) -> None:
        said.update(w.sentences)
        said.add(w.message.get("text", ""))

    s = played(tmp_path / "evening.json")
    heard(s)
    for content in (
        {"kind": "ending", "ending": "declared"},
        {"kind": "name", "seat": 2, "name": "Dima"},
        {"kind": "undo"},
        {"kind": "score"},
        {"kind": "score"},
        {"kind": "new_game"},
    ):
        send(s, content)
        heard(s)
    e = ScoreSheet(rules=Rules(players=3, game_end="elimination", game_end_score=150))
    for _ in range(3):
        score(e, ["", "2S", "3S"], 0, down=[True, True, False])
        heard(e)
    send(e, {"kind": "add", "seat": 2, "card": 0})
    heard(e)
    words = Auditor()
    for text in said - {""}:
        words.sentence(text)
    assert words.report.false == 0, words.report.details()
    assert len(said) > 30


def test_a_round_that_cannot_be_saved_says_so(tmp_path):
    path = tmp_path / "evening.json"
    s = ScoreSheet(2, path=path)
    path.unlink()
    path.mkdir()  # the file's place is taken: the next save fails
    score(s, ["", "7S"], 0)
    assert s.totals == [-30, 7] and s.message["text"] == "Round 1 scored: the sheet below explains each line."
    assert s.standing["saved"].startswith("The score sheet could not be saved to ")
    assert s.standing["saved"] in s.sentences


def test_a_path_that_is_not_a_file_name_is_refused_and_one_round_reads_as_one(tmp_path):
    with pytest.raises(KonkanError, match="path must be the name of a file, such as 'evening.json', got 5"):
        ScoreSheet(2, path=5)  # type: ignore[arg-type]
    path = tmp_path / "one.json"
    ScoreSheet(2, path=path).add_round(["", "7S"], finisher=0)
    assert ScoreSheet(path=path).standing["saved"] == "Opened one.json: 1 round entered."


# --- a new evening keeps the last one (issue 30) --------------------------------------------------


def test_a_new_evening_keeps_last_times_sheet_in_a_dated_file_and_starts_empty(tmp_path):
    import os
    import time

    path = tmp_path / "our-evening.json"
    s = ScoreSheet(3, names=["Amal", "Basil", "Carla"], path=path)
    assert s.standing["new_evening"] == ""  # no round yet: nothing to keep
    score(s, ["", "7S 8S", "KH"], 0)
    # Last week's evening: the file was last saved on 26 November 2026.
    last_week = time.mktime((2026, 11, 26, 21, 30, 0, 0, 0, -1))
    os.utime(path, (last_week, last_week))
    again = ScoreSheet(path=path)  # next week, after a restart: the same cell run again
    assert again.standing["saved"] == "Opened our-evening.json: 1 round entered, last saved on Thursday 26 November."
    assert again.standing["new_evening"] == (
        "Keep this sheet in our-evening-2026-11-26.json and start an empty one in our-evening.json"
    )
    send(again, {"kind": "new_evening"})
    assert again.message["text"] == (
        "A new evening: the sheet is empty, with the same players. Last time's sheet is "
        "kept in our-evening-2026-11-26.json. Enter round 1 when it is over."
    )
    assert again.totals == [0, 0, 0] and again.names == ["Amal", "Basil", "Carla"] and not again.history
    assert json.loads(path.read_text())["rounds"] == []  # the sheet's own file starts empty
    kept = ScoreSheet(path=tmp_path / "our-evening-2026-11-26.json")
    assert kept.totals == [-30, 15, 10] and kept.names == ["Amal", "Basil", "Carla"]
    # A second evening kept the same day never writes over the first.
    score(again, ["", "2S", "3S"], 0)
    os.utime(path, (last_week, last_week))
    assert again.new_evening() == tmp_path / "our-evening-2026-11-26-2.json"
    assert ScoreSheet(path=tmp_path / "our-evening-2026-11-26.json").totals == [-30, 15, 10]
    assert ScoreSheet(path=tmp_path / "our-evening-2026-11-26-2.json").totals == [-30, 2, 3]


def test_new_game_at_the_end_keeps_the_finished_game_when_the_sheet_has_a_file(tmp_path):
    import datetime

    path = tmp_path / "evening.json"
    s = ScoreSheet(rules=Rules(players=3, rounds=1), path=path)
    score(s, ["", "7S 8S", "KH"], 0)
    assert s.is_over and s.standing["new_evening"] == ""  # the end panel's New game does it
    send(s, {"kind": "new_game"})
    kept = f"evening-{datetime.date.today().isoformat()}.json"
    assert s.message["text"] == (
        f"A new game: the sheet is empty, with the same players. The last one is kept in "
        f"{kept}. Enter round 1 when it is over."
    )
    assert ScoreSheet(path=tmp_path / kept).totals == [-30, 15, 10]
    assert s.totals == [0, 0, 0] and json.loads(path.read_text())["rounds"] == []
    # Without a file, nothing is kept and nothing is said of a file.
    t = ScoreSheet(rules=Rules(players=3, rounds=1))
    score(t, ["", "7S 8S", "KH"], 0)
    send(t, {"kind": "new_game"})
    assert t.message["text"] == "A new game: the sheet is empty, with the same players. Enter round 1 when it is over."


def test_a_refused_file_is_named_left_as_it_was_and_the_sheet_is_not_opened(tmp_path):
    path = tmp_path / "our-evening.json"
    path.write_text('{"format": "konkan-game", "version": 2}')  # a game save, not a score sheet
    before = path.read_bytes()
    with pytest.raises(KonkanError) as e:
        ScoreSheet(4, path=path)
    assert re.match(
        r"The score sheet '.*our-evening\.json' was refused: the saved file is not a konkan-score-sheet", str(e.value)
    ), str(e.value)
    assert str(e.value).endswith("It is left as it was: move or rename it, or give this sheet another file name.")
    assert path.read_bytes() == before and [p.name for p in tmp_path.iterdir()] == ["our-evening.json"]
