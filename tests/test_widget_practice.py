"""The practice widget's Python side, fed exactly what the page would send (no browser)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from test_widgets_small import bundle, send, synced

from konkan import Card
from konkan.teaching.practice import KIND_NAMES, PracticeRecord, answer_form
from konkan.widgets import Practice


def practice(tmp_path: Path, kind: Any, *, level: int = 1, seed: Any = 0, **kw: Any) -> Practice:
    rec = PracticeRecord(tmp_path / "practice.json")
    for k in [kind] if isinstance(kind, str) else []:
        rec.of(k).level = level
    return Practice(kind, seed=seed, progress=rec, **kw)


def find(tmp_path: Path, kind: str, want: Any, level: int = 1) -> Practice:
    """The first seed whose first puzzle ``want(puzzle)`` accepts."""
    for seed in range(200):
        w = practice(tmp_path, kind, level=level, seed=seed)
        if want(w.session.puzzle):
            return w
    raise AssertionError("no such puzzle")  # pragma: no cover


def ids_of(w: Practice, codes: list[str], used: list[int] | None = None) -> list[int]:
    """The ids of the pickable cards with these faces, each card taken once (not one in ``used``)."""
    cards = [Card.from_id(i) for r in w.puzzle["rows"] if r["pick"] for i in r["cards"]]
    taken = used if used is not None else []
    out: list[int] = []
    for code in codes:
        want = Card.parse(code)
        out.append(next(c.id for c in cards if c.same_face(want) and c.id not in taken + out))
    taken += out
    return out


def test_a_typed_right_answer_is_right_and_starts_a_streak(tmp_path):
    w = practice(tmp_path, "hand_value")
    send(w, {"kind": "check", "text": str(w.session.puzzle.answer)})
    # The page heads a right answer "Right!": its sentence does not say "Right" again.
    assert w.verdict["correct"] and w.verdict["text"] == f"These cards cost {w.session.puzzle.answer} (R8.3)."
    assert (w.tally["streak"], w.tally["right"], w.tally["tried"], w.tally["counted"]) == (1, 1, 1, True)
    assert w.message == {}


def test_a_wrong_answer_gets_the_mistake_sentence(tmp_path):
    w = practice(tmp_path, "hand_value", level=2)  # level 2 hands hold an ace
    p = w.session.puzzle
    aces = sum(c.rank == 1 for c in p.data["cards"])
    send(w, {"kind": "check", "text": str(p.answer - 10 * aces)})
    assert not w.verdict["correct"]
    assert [m["code"] for m in w.verdict["mistakes"]] == ["ace_as_one"]
    slip = w.verdict["mistakes"][0]
    assert slip["rule"] == "R8.3" and slip["text"] == p.check(p.answer - 10 * aces).mistakes[0].message
    # The slip is drawn first, the rest of the verdict's words under it.
    assert slip["text"] in w.verdict["text"] and slip["text"] not in w.verdict["more"]
    assert w.verdict["more"] == " ".join(w.verdict["text"].replace(slip["text"], "").split())
    assert (w.tally["streak"], w.tally["right"], w.tally["tried"]) == (0, 0, 1)


def test_cards_picked_by_clicks_answer_a_lay_off(tmp_path):
    w = find(tmp_path, "lay_off", lambda p: isinstance(p.answer, list) and len(p.answer) >= 1)
    for i in ids_of(w, w.session.puzzle.answer):
        send(w, {"kind": "toggle", "card": i})
    send(w, {"kind": "check"})
    assert w.verdict["correct"], w.verdict


def test_a_wrong_pick_of_cards_is_told_what_went_wrong(tmp_path):
    w = find(tmp_path, "lay_off", lambda p: isinstance(p.answer, list) and len(p.answer) < len(p.data["hand"]))
    p = w.session.puzzle
    extra = next(c for c in p.data["hand"] if c.code not in p.answer)
    send(w, {"kind": "toggle", "card": extra.id})
    send(w, {"kind": "check"})
    assert not w.verdict["correct"]
    # Said once: "You can't lay off 9♦ on ...", or "The 9♦ cannot be laid off." before a reason of another form.
    assert any(
        m["text"].startswith((f"The {extra} cannot be laid off", f"You can't lay off {extra} "))
        for m in w.verdict["mistakes"]
    )
    assert not any(m["text"].startswith(f"The {extra} cannot be laid off. You can't") for m in w.verdict["mistakes"])


def test_none_of_them_is_a_button(tmp_path):
    w = find(tmp_path, "lay_off", lambda p: p.answer == "none")
    send(w, {"kind": "choose", "word": "none"})
    assert w.verdict["correct"]


def test_melds_made_by_clicks_answer_an_opening(tmp_path):
    w = find(tmp_path, "opening", lambda p: isinstance(p.answer, list))
    used: list[int] = []
    for group in w.session.puzzle.answer:
        for i in ids_of(w, group.split(), used):
            send(w, {"kind": "toggle", "card": i})
        send(w, {"kind": "group"})
    assert len(w.groups) == len(w.session.puzzle.answer) and w.picked == []
    send(w, {"kind": "check"})
    assert w.verdict["correct"], w.verdict


def test_an_opening_can_be_typed_too(tmp_path):
    w = find(tmp_path, "opening", lambda p: isinstance(p.answer, list))
    # A meld picked by clicks, then the answer typed: the typed one is judged, and the picked meld
    # goes back so the page never shows it beside the verdict (a newcomer saw both).
    first = w.session.puzzle.answer[0].split()
    for i in ids_of(w, first, []):
        send(w, {"kind": "toggle", "card": i})
    send(w, {"kind": "group"})
    send(w, {"kind": "check", "text": "; ".join(w.session.puzzle.answer)})
    assert w.verdict["correct"] and w.groups == [] and w.picked == []


def test_each_players_box_answers_a_score(tmp_path):
    w = practice(tmp_path, "score")
    right = w.session.puzzle.answer
    assert w.puzzle["form"]["seats"] == list(w.session.puzzle.data["names"])
    send(w, {"kind": "check", "seats": {str(s): str(v) for s, v in enumerate(right)}})
    assert w.verdict["correct"]


def test_a_choice_is_a_button(tmp_path):
    w = practice(tmp_path, "take_discard")
    assert [c["word"] for c in w.puzzle["form"]["choices"]] == ["take", "draw"]
    send(w, {"kind": "choose", "word": w.session.puzzle.answer})
    assert w.verdict["correct"]


def test_an_answer_of_the_wrong_form_is_told_the_form_and_counts_nothing(tmp_path):
    w = practice(tmp_path, "meld")
    before = synced(w)
    send(w, {"kind": "check", "text": "lots"})
    assert w.message["tone"] == "error"
    assert w.message["text"] == (
        "Type the points the meld is worth, such as 24, or \u201cno\u201d if it is not a "
        "meld; you typed \u201clots\u201d."
    )
    assert synced(w) == before


def test_only_the_first_answer_counts_and_the_widget_says_so(tmp_path):
    w = practice(tmp_path, "konkan")
    send(w, {"kind": "check", "text": str(w.session.puzzle.answer + 1)})
    send(w, {"kind": "check", "text": str(w.session.puzzle.answer)})
    assert w.verdict["correct"] and "first answer to this puzzle is the one that counts" in w.verdict["note"]
    assert (w.tally["right"], w.tally["tried"]) == (0, 1)


def test_hint_and_solution_stay_folded_until_asked(tmp_path):
    w = practice(tmp_path, "meld", seed=3)
    p = w.session.puzzle
    page = json.dumps(w.get_state(), default=str)
    assert w.help == {} and p.solution not in page and p.hint not in page
    send(w, {"kind": "hint"})
    assert w.help == {"hint": p.hint} and w.tally["tried"] == 0
    send(w, {"kind": "solution"})
    assert w.help["solution"] == p.solution and w.help["missed"] is True
    assert (w.tally["tried"], w.tally["right"], w.tally["counted"]) == (1, 0, True)


def test_next_draws_a_fresh_puzzle(tmp_path):
    w = practice(tmp_path, "opening")
    send(w, {"kind": "toggle", "card": w.puzzle["rows"][0]["cards"][0]})
    send(w, {"kind": "hint"})
    send(w, {"kind": "next"})
    assert w.puzzle["number"] == 2 and w.picked == [] and w.groups == [] and w.help == {} and w.verdict == {}
    assert w.session.puzzle.seed == "0/2"


def test_the_level_rises_on_the_page(tmp_path):
    w = practice(tmp_path, "hand_value")
    for _ in range(3):
        send(w, {"kind": "check", "text": str(w.session.puzzle.answer)})
        change = w.tally["change"]
        send(w, {"kind": "next"})
    assert change == "3 right in a row: What a hand costs puzzles go up to level 2 of 3."
    assert w.puzzle["level"] == 2


def test_a_mix_shows_every_kinds_level(tmp_path):
    w = Practice(None, seed=1, progress=tmp_path / "practice.json")
    assert [lv["kind"] for lv in w.tally["levels"]] == list(w.session.kinds)
    assert all(lv["level"] == 1 for lv in w.tally["levels"])


def forged(w: Practice) -> list[dict[str, Any]]:
    shown = {i for r in w.puzzle["rows"] for i in r["cards"]}
    other = next(i for i in range(106) if i not in shown)
    fixed = next((i for r in w.puzzle["rows"] if not r["pick"] for i in r["cards"]), other)
    return [
        {"kind": "toggle", "card": other},
        {"kind": "toggle", "card": fixed},
        {"kind": "toggle", "card": 200},
        {"kind": "toggle"},
        {"kind": "choose", "word": "maybe"},
        {"kind": "choose", "word": 3},
        {"kind": "check", "seats": {"9": "1"}},
        {"kind": "check", "seats": {"0": 5}},
        {"kind": "check", "text": "1", "seats": {"0": "1"}},
        {"kind": "check", "text": 12},
        {"kind": "check", "text": "x" * 3000},
        {"kind": "ungroup", "index": 3},
        {"kind": "group"},
        {"kind": "answer", "text": "1"},
        {"kind": "next", "at": 1},
        {"nothing": 1},
        "check",
        {"kind": "check", "seats": {"0": {"1": {"2": {"3": {}}}}}},
        {"kind": "settings", "four_colour": "yes"},
    ]


@pytest.mark.parametrize("kind", ["hand_value", "score", "meld", "lay_off", "take_discard", "opening", "konkan"])
def test_forged_intents_are_refused_with_a_sentence_and_change_nothing(tmp_path, kind):
    w = practice(tmp_path, kind, seed=1)
    for intent in forged(w):
        before = synced(w)
        session = (w.session.tried, w.session.number, w.session.counted, w.session.record.to_dict())
        send(w, intent)
        if w.message.get("tone") != "error":
            continue  # not refused: a well-formed intent that is right for this puzzle
        assert w.message["text"], intent
        assert synced(w) == before, intent
        assert (w.session.tried, w.session.number, w.session.counted, w.session.record.to_dict()) == session
    assert w.session.tried == 0 and w.session.number == 1


def test_every_forged_intent_is_refused_on_a_score(tmp_path):
    w = practice(tmp_path, "score", seed=1)
    refused = 0
    for intent in forged(w):
        w.message = {}
        send(w, intent)
        refused += w.message.get("tone") == "error"
    assert refused == len(forged(w))
    send(w, {"kind": "check", "seats": {"0": "1"}})
    assert w.message["text"].startswith("Type a score for ")


def test_the_picture_shows_the_puzzle_without_a_kernel(tmp_path):
    w = practice(tmp_path, "meld", seed=2)
    data = bundle(w)
    svg = data["image/svg+xml"]
    assert svg.startswith("<svg") and "Practice: Meld or not" in svg and "level 1 of 3" in svg
    assert '<rect width="100%" height="100%" rx="8" fill="#ffffff"/>' in svg  # readable on a dark page
    assert svg.count('class="konkan-card') == len(w.session.puzzle.data["cards"])
    assert data["text/plain"] == "<Practice: Meld or not, level 1, puzzle 1, 0 right of 0>"
    send(w, {"kind": "check", "text": str(w.session.puzzle.answer)})
    assert "Right: " in bundle(w)["image/svg+xml"]
    assert repr(w) == "<Practice: Meld or not, level 1, puzzle 1, 1 right of 1>"


def test_every_kind_shows_its_cards_and_its_form(tmp_path):
    for kind in ("hand_value", "score", "meld", "lay_off", "take_discard", "opening", "konkan"):
        w = practice(tmp_path, kind, seed=4)
        p = w.session.puzzle
        assert w.puzzle["form"] == answer_form(p).to_dict()
        assert all(r["cards"] for r in w.puzzle["rows"])
        assert "variant" not in json.dumps(w.puzzle)
        assert w.puzzle["question"] == p.prompt.split("\n")[0]


def test_a_corrupt_practice_file_is_said_on_the_widget(tmp_path):
    path = tmp_path / "practice.json"
    path.write_text("{")
    w = Practice("meld", progress=path)
    assert w.message["tone"] == "error" and "set aside" in w.message["text"]


def test_a_mix_beside_a_one_kind_practice_shows_the_level_it_earned(tmp_path):
    # A newcomer raised "What a hand costs" to level 2 in its own box; the mix below still listed it
    # at level 1 until answered in.
    record = tmp_path / "practice.json"
    one = Practice("hand_value", seed=3, progress=record)
    mix = Practice(None, seed=3, progress=record)
    for _ in range(3):
        one.check(one.session.puzzle.answer)
        one.next()
    shown = {row["kind"]: row["level"] for row in mix.tally["levels"]}
    assert one.session.level("hand_value") == 2 and shown["hand_value"] == 2, mix.tally["levels"]


def test_a_box_run_again_after_a_restart_carries_on_and_says_so(tmp_path):
    w = Practice("hand_value", seed=7, progress=tmp_path / "practice.json")
    for _ in range(2):
        send(w, {"kind": "check", "text": str(w.session.puzzle.answer)})
        send(w, {"kind": "next"})
    again = Practice("hand_value", seed=7, progress=tmp_path / "practice.json")
    assert again.puzzle["number"] == 3 and again.puzzle["question"] == w.puzzle["question"]
    assert (again.tally["streak"], again.tally["right"], again.tally["tried"]) == (2, 2, 2)
    assert (again.message["text"], again.message["tone"]) == (
        "Welcome back: you carry on where you were, at puzzle 3, with 2 right of 2 and your streak is 2.",
        "ok",
    )
    assert repr(again) == "<Practice: What a hand costs, level 1, puzzle 3, 2 right of 2>"
    assert Practice("hand_value", seed=8, progress=tmp_path / "practice.json").message == {}


def test_the_page_says_levels_go_by_kind_not_by_the_boxs_streak(tmp_path):
    record = tmp_path / "practice.json"
    mix = Practice(None, seed=1, progress=record)
    first = mix.session.puzzle.kind
    for _ in range(3):  # three right in a row, each of another kind: a streak of 3, no level raised
        mix.check(mix.session.puzzle.answer)
        mix.next()
    assert mix.tally["streak"] == 3 and all(lv["level"] == 1 for lv in mix.tally["levels"])
    kind = mix.session.puzzle.kind
    assert kind != first
    assert mix.tally["by_kind"] == (
        "Levels go by kind: each kind of puzzle has its own level. "
        f"{KIND_NAMES[kind]} goes up to level 2 after 3 right in a row at it, in any box: "
        "0 so far. The streak counts this box's answers, of every kind."
    )
    one = Practice(first, seed=1, progress=record)
    one.check(one.session.puzzle.answer)
    assert one.tally["by_kind"].endswith(
        f"{KIND_NAMES[first]} goes up to level 2 after 3 right in a row at it, in any box: 2 so far."
    )  # one in the mix, one here
    record_top = PracticeRecord(tmp_path / "top.json")
    record_top.of("score").level = 3
    assert Practice("score", progress=record_top).tally["by_kind"].endswith("Score a round is at level 3, the top one.")
