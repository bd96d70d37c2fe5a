"""Practice sessions: puzzles without end, levels that follow the learner per kind, kept in a file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from konkan import Rules
from konkan.errors import KonkanError
from konkan.teaching.practice import (
    FALL_AFTER,
    RISE_AFTER,
    PracticeRecord,
    PracticeSession,
    answer_form,
    practice_path,
    read_answer,
)
from konkan.teaching.puzzles import KINDS, LEVELS, MIXED_KINDS, Puzzle, generate


def wrong(p: Puzzle) -> Any:
    """An answer of the right form that is not right."""
    f = answer_form(p)
    if f.shape == "number":
        return p.answer + 1 if isinstance(p.answer, int) else 7
    if f.shape == "numbers":
        return [p.answer[0] + 1, *p.answer[1:]]
    if f.shape == "choice":
        return "draw" if p.answer == "take" else "take"
    if f.shape == "cards":
        return "none" if p.answer != "none" else [f.cards[0].code]
    return "no" if p.answer != "no" else [" ".join(c.code for c in f.cards[:3])]


def session(tmp_path: Path, kind: Any = "hand_value", **kw: Any) -> PracticeSession:
    return PracticeSession(kind, progress=tmp_path / "practice.json", **kw)


def test_three_right_in_a_row_raise_the_kind_and_two_missed_lower_it(tmp_path):
    s = session(tmp_path, "meld", seed=4)
    for k in range(RISE_AFTER):
        assert s.puzzle.level == 1
        assert s.check(s.puzzle.answer).correct
        assert s.change == (
            "" if k < RISE_AFTER - 1 else "3 right in a row: Meld or not puzzles go up to level 2 of 3."
        )
        s.next()
    assert s.puzzle.level == 2 and s.level("meld") == 2
    for _ in range(RISE_AFTER):
        s.check(s.puzzle.answer)
        s.next()
    assert s.puzzle.level == 3
    for _ in range(RISE_AFTER):  # no level above 3
        s.check(s.puzzle.answer)
        s.next()
    assert s.puzzle.level == 3 and s.streak == 3 * RISE_AFTER
    for _ in range(FALL_AFTER):
        assert not s.check(wrong(s.puzzle)).correct
        s.next()
    assert s.puzzle.level == 2 and s.streak == 0
    assert s.record.of("meld").tried == 3 * RISE_AFTER + FALL_AFTER
    assert s.record.of("meld").right == 3 * RISE_AFTER


def test_a_miss_between_right_answers_starts_the_run_again(tmp_path):
    s = session(tmp_path, "hand_value", seed=1)
    for answer in ("right", "right", "wrong", "right", "right"):
        s.check(s.puzzle.answer if answer == "right" else wrong(s.puzzle))
        s.next()
    assert s.level("hand_value") == 1
    s.check(s.puzzle.answer)
    assert s.level("hand_value") == 2


def test_level_one_never_falls_lower(tmp_path):
    s = session(tmp_path, "konkan", seed=2)
    for _ in range(2 * FALL_AFTER):
        s.check(wrong(s.puzzle))
        s.next()
    assert s.puzzle.level == 1 and s.change == ""


def test_levels_are_per_kind(tmp_path):
    s = session(tmp_path, ["hand_value", "meld"], seed=3)
    seen = []
    while s.level("hand_value") == 1:
        seen.append(s.puzzle.kind)
        s.check(s.puzzle.answer if s.puzzle.kind == "hand_value" else wrong(s.puzzle))
        s.next()
    assert s.level("meld") == 1 and set(seen) == {"hand_value", "meld"}


def test_only_the_first_answer_counts(tmp_path):
    s = session(tmp_path, seed=5)
    assert not s.check(wrong(s.puzzle)).correct
    assert s.check(s.puzzle.answer).correct and s.solved
    assert (s.right, s.tried, s.streak) == (0, 1, 0)


def test_an_answer_of_the_wrong_form_is_told_the_form_and_counts_nothing(tmp_path):
    s = session(tmp_path, "lay_off", seed=6)
    v = s.check("lots")
    assert not v.correct and v.message.startswith("Type the cards from your hand")
    v = s.check("AS AS AS")
    assert v.message.endswith("; there are only two A\u2660 in the game.")
    hand = answer_form(s.puzzle).cards
    absent = next(c for c in ("2C", "3D", "4H", "5S", "6C") if not any(h.code == c for h in hand))
    v = s.check(absent)
    assert "is not one of your cards" in v.message
    assert (s.tried, s.counted, s.last) == (0, False, None)


def test_the_solution_before_an_answer_counts_as_missed_and_the_hint_is_free(tmp_path):
    s = session(tmp_path, seed=7)
    s.check(s.puzzle.answer)
    s.next()
    assert s.hint() == s.puzzle.hint and s.tried == 1
    assert s.solution() == s.puzzle.solution
    assert (s.right, s.tried, s.streak) == (1, 2, 0)
    assert s.check(s.puzzle.answer).correct and s.tried == 2  # already counted


def test_a_skipped_puzzle_counts_nothing(tmp_path):
    s = session(tmp_path, seed=8)
    first = s.puzzle
    s.next()
    assert s.puzzle is not first and s.tried == 0 and s.number == 2


def test_the_same_seed_and_answers_give_the_same_puzzles(tmp_path):
    def run(folder: Path) -> list[tuple[str, int, Any]]:
        s = PracticeSession(None, seed="class 4", progress=folder / "practice.json")
        out = []
        for k in range(12):
            out.append((s.puzzle.kind, s.puzzle.level, s.puzzle.prompt))
            s.check(s.puzzle.answer if k % 4 else wrong(s.puzzle))
            s.next()
        return out

    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    assert run(tmp_path / "a") == run(tmp_path / "b")
    other = PracticeSession(None, seed="class 5", progress=tmp_path / "c.json")
    assert other.puzzle.seed == "class 5/mix/1"
    # A mix and a one-kind practice of the same seed side by side never serve the same puzzle.
    mix = PracticeSession(None, seed=0, progress=tmp_path / "d.json")
    ones = {k: PracticeSession(k, seed=0, progress=tmp_path / f"{k}.json") for k in KINDS}
    for _ in range(len(KINDS)):
        assert mix.puzzle.prompt != ones[mix.puzzle.kind].puzzle.prompt
        mix.next()
        for one in ones.values():
            one.next()


def test_a_mix_serves_every_kind_and_never_one_twice_running(tmp_path):
    s = session(tmp_path, None, seed=9)
    kinds = []
    for _ in range(40):
        kinds.append(s.puzzle.kind)
        s.next()
    assert set(kinds) == set(MIXED_KINDS)
    assert all(a != b for a, b in zip(kinds, kinds[1:]))


def test_levels_and_counts_are_saved_and_read_back(tmp_path):
    s = session(tmp_path, "score", seed=10)
    for _ in range(RISE_AFTER):
        s.check(s.puzzle.answer)
        s.next()
    s.check(wrong(s.puzzle))
    again = session(tmp_path, "score", seed=11)
    assert again.puzzle.level == 2
    rec = again.record.of("score")
    assert (rec.level, rec.tried, rec.right, rec.in_a_row, rec.missed_in_a_row) == (2, 4, 3, 0, 1)
    data = json.loads((tmp_path / "practice.json").read_text())
    assert data["version"] == 1 and data["kinds"]["score"]["level"] == 2


def test_the_practice_file_sits_next_to_the_lessons_progress(tmp_path, monkeypatch):
    monkeypatch.setenv("KONKAN_PROGRESS", str(tmp_path / "mine" / "progress.json"))
    assert practice_path() == tmp_path / "mine" / "practice.json"
    s = PracticeSession("meld", seed=1)
    s.check(s.puzzle.answer)
    assert (tmp_path / "mine" / "practice.json").exists()
    assert not list((tmp_path / "mine").glob(".practice-*"))  # the temporary file was renamed over


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        json.dumps({"version": 1, "kinds": {"meld": {"level": 9}}}),
        json.dumps({"version": 1, "kinds": {"dance": {}}}),
        json.dumps({"version": 1, "kinds": {"meld": {"level": 2, "tried": 1, "right": 5}}}),
        json.dumps([1, 2]),
        "\udcff",
    ],
)
def test_a_corrupt_file_is_set_aside_with_a_sentence(tmp_path, text):
    path = tmp_path / "practice.json"
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    rec = PracticeRecord(path)
    assert rec.notice.startswith(
        "Your practice file could not be read, so it was set aside as practice.json.unreadable-"
    )
    assert rec.kinds == {} and not path.exists()
    aside = list(tmp_path.glob("practice.json.unreadable-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == text.encode("utf-8", "surrogateescape")
    s = PracticeSession("meld", progress=rec)
    s.check(s.puzzle.answer)
    assert PracticeRecord(path).of("meld").right == 1


def test_a_file_that_cannot_be_written_keeps_practice_going(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    s = PracticeSession("meld", progress=blocker / "practice.json")
    assert s.check(s.puzzle.answer).correct
    assert "could not be saved" in s.record.notice and s.right == 1


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("level", LEVELS)
def test_every_kind_and_level_is_answerable_through_the_session(tmp_path, kind, level):
    rec = PracticeRecord(tmp_path / "practice.json")
    rec.of(kind).level = level
    s = PracticeSession(kind, seed=level, progress=rec)
    assert s.puzzle.level == level
    assert s.check(s.puzzle.answer).correct
    s.next()
    typed = typed_answer(s.puzzle)
    assert s.check(typed).correct, (typed, s.puzzle.answer)
    assert s.right == 2


def typed_answer(p: Puzzle) -> str:
    """The puzzle's own answer as a learner would type it in the box."""
    a = p.answer
    if isinstance(a, str):
        return a
    if isinstance(a, int):
        return str(a)
    return "; ".join(a) if p.kind == "opening" else ", ".join(map(str, a))


@pytest.mark.parametrize("kind", KINDS)
def test_every_form_reads_the_puzzles_own_answer(kind):
    for seed in range(3):
        p = generate(kind, seed=seed, level=2)
        assert p.check(read_answer(answer_form(p), p.answer)).correct


def test_the_forms(tmp_path):
    p = generate("score", seed=1, level=2)
    f = answer_form(p)
    assert f.shape == "numbers" and f.seats == tuple(p.data["names"])
    assert read_answer(f, "1, \u22122 3 +4") == [1, -2, 3, 4]
    with pytest.raises(KonkanError, match="you gave 3"):
        read_answer(f, "1 2 3")
    with pytest.raises(KonkanError, match="for East is not a whole number"):
        read_answer(f, "1 x 3 4")
    m = answer_form(generate("meld", seed=1))
    assert read_answer(m, "Not a meld") == "no" and read_answer(m, " 24 ") == 24
    k = answer_form(generate("konkan", seed=1))
    with pytest.raises(KonkanError, match="you typed “-1”"):
        read_answer(k, "-1")
    t = answer_form(generate("take_discard", seed=1))
    assert t.shape == "choice" and read_answer(t, "Draw from the stock") == "draw"
    o = generate("opening", seed=1, level=1)
    of = answer_form(o)
    first = of.cards[0]
    with pytest.raises(KonkanError, match="named twice"):
        read_answer(of, f"{first.code} {first.code}" if sum(c.same_face(first) for c in of.cards) == 1 else "x")
    with pytest.raises(KonkanError, match="nothing was given"):
        read_answer(of, "   ")
    # A comma between melds splits them, as a semicolon does (a newcomer typed "7S 8S 9S, QC QS QD").
    right = next(
        generate("opening", seed=s, level=1) for s in range(50) if generate("opening", seed=s, level=1).answer != "no"
    )
    assert read_answer(answer_form(right), ", ".join(right.answer)) == read_answer(
        answer_form(right), "; ".join(right.answer)
    )
    assert right.check(read_answer(answer_form(right), ", ".join(right.answer))).correct


def test_bad_arguments_are_named(tmp_path):
    with pytest.raises(KonkanError, match="kind must be one of"):
        PracticeSession("dance", progress=tmp_path / "p.json")
    with pytest.raises(KonkanError, match="seed must be"):
        PracticeSession("meld", seed=1.5, progress=tmp_path / "p.json")  # type: ignore[arg-type]
    with pytest.raises(KonkanError, match="progress must be"):
        PracticeSession("meld", progress=3)  # type: ignore[arg-type]


def test_house_rules_reach_every_puzzle(tmp_path):
    r = Rules(opening_minimum=71, joker_penalty=25)
    s = session(tmp_path, ["opening", "hand_value"], seed=2, rules=r)
    for _ in range(4):
        assert s.puzzle.rules.opening_minimum == 71
        s.next()


def test_two_sessions_on_one_file_keep_each_others_levels(tmp_path):
    meld = session(tmp_path, "meld", seed=1)
    mix = session(tmp_path, ["meld", "hand_value"], seed=2)
    for _ in range(RISE_AFTER):
        meld.check(meld.puzzle.answer)
        meld.next()
    while mix.puzzle.kind != "hand_value":
        mix.next()
    mix.check(mix.puzzle.answer)
    assert PracticeRecord(tmp_path / "practice.json").of("meld").level == 2
    while mix.puzzle.kind != "meld":
        mix.next()
    assert mix.puzzle.level == 2


# --- carrying on after a restart -------------------------------------------------------------


def test_a_session_made_again_carries_on_at_the_same_puzzle_with_its_streak(tmp_path):
    # A learner answered two right, moved on to puzzle 3, and the kernel restarted: the same line
    # of code gives puzzle 3 again (not puzzle 1), the streak and the score as they were.
    s = session(tmp_path, "hand_value", seed=5)
    for _ in range(2):
        s.check(s.puzzle.answer)
        s.next()
    again = session(tmp_path, "hand_value", seed=5)
    assert again.resumed and not session(tmp_path, "hand_value", seed=6).resumed
    assert (again.number, again.puzzle.seed, again.puzzle.data) == (3, "5/3", s.puzzle.data)
    assert (again.streak, again.best_streak, again.right, again.tried) == (2, 2, 2, 2)
    assert not again.counted  # puzzle 3 not answered yet: its first answer still counts
    again.check(again.puzzle.answer)
    assert (again.streak, again.right, again.tried, again.level("hand_value")) == (3, 3, 3, 2)


def test_a_puzzle_answered_before_the_restart_is_followed_by_the_next_one(tmp_path):
    s = session(tmp_path, "meld", seed=2)
    s.check(wrong(s.puzzle))
    again = session(tmp_path, "meld", seed=2)
    assert again.resumed and again.number == 2 and again.puzzle.seed == "2/2"
    assert (again.streak, again.right, again.tried) == (0, 0, 1)


def test_a_mix_carries_on_in_the_same_order_of_kinds(tmp_path):
    straight = PracticeSession(None, seed=4, progress=tmp_path / "a.json")
    seen = [straight.puzzle.seed]
    for _ in range(9):
        straight.check(straight.puzzle.answer)
        seen.append(straight.next().seed)
    broken = PracticeSession(None, seed=4, progress=tmp_path / "b.json")
    got = [broken.puzzle.seed]
    for n in range(9):
        broken.check(broken.puzzle.answer)
        broken.next()
        if n in (2, 6):  # restarted twice, at puzzle 4 and at puzzle 8
            broken = PracticeSession(None, seed=4, progress=tmp_path / "b.json")
        got.append(broken.puzzle.seed)
    assert got == seen
    assert [p.kind for p in (straight.puzzle, broken.puzzle)] == [straight.puzzle.kind] * 2
    assert broken.streak == straight.streak == 9


def test_a_practice_at_another_table_or_of_other_kinds_starts_afresh(tmp_path):
    s = session(tmp_path, "score", seed=1)
    s.check(s.puzzle.answer)
    s.next()
    assert session(tmp_path, "score", seed=1).resumed
    assert not session(tmp_path, "score", seed=1, rules=Rules.preset("jawaker", players=4)).resumed
    assert not session(tmp_path, ["score", "meld"], seed=1).resumed


@pytest.mark.parametrize(
    "entry",
    [
        {"number": 0},
        "x",
        {"number": 3, "kind": "dance"},
        {
            "number": 3,
            "kind": "meld",
            "level": 1,
            "counted": False,
            "order": [],
            "rounds": 1,
            "streak": 5,
            "best": 5,
            "right": 2,
            "tried": 2,
        },
    ],
)
def test_a_place_that_cant_be_read_starts_that_practice_afresh_and_keeps_the_levels(tmp_path, entry):
    path = tmp_path / "practice.json"
    key = PracticeSession("meld", seed=0, progress=tmp_path / "other.json").key
    path.write_text(
        json.dumps({"version": 1, "kinds": {"meld": {"level": 2, "tried": 4, "right": 3}}, "sessions": {key: entry}})
    )
    s = PracticeSession("meld", seed=0, progress=path)
    assert not s.resumed and s.number == 1 and s.level("meld") == 2 and s.record.notice == ""


def test_the_file_keeps_the_places_of_the_most_recent_practices_only(tmp_path):
    for seed in range(45):
        s = session(tmp_path, "meld", seed=seed)
        s.check(s.puzzle.answer)
    kept = json.loads((tmp_path / "practice.json").read_text())["sessions"]
    assert len(kept) == 40 and "meld 44" in kept and "meld 4" not in kept and "meld 5" in kept
    assert json.loads((tmp_path / "practice.json").read_text())["kinds"]["meld"]["tried"] == 45


def test_a_typed_slip_in_a_cards_answer_names_the_card_meant(tmp_path):
    from konkan.teaching.practice import PracticeRecord, PracticeSession

    s = PracticeSession("lay_off", seed=0, progress=PracticeRecord(tmp_path / "p.json"))
    v = s.check("1OH")
    assert not v.correct and v.message.endswith(
        "; \u201c1OH\u201d is not cards: did you mean 10H, the ten of hearts? A ten is written with the digits 1 and 0."
    )


def test_every_learner_file_says_its_notices_from_the_catalogue(tmp_path, monkeypatch):
    """The lessons' stars, the practice levels and a class test's answers each have their notices in
    the catalogue (learner.<NOUN>.*), and a file that can't be read nor renamed is said to be left."""
    from konkan.catalogue import EN
    from konkan.classroom.testmode import AnswerFile, ClassTest
    from konkan.teaching.lessons import Progress

    for noun in (Progress.NOUN, PracticeRecord.NOUN, AnswerFile.NOUN):
        for what in ("unreadable.moved", "unreadable.left", "not_read", "not_moved", "not_saved"):
            assert f"learner.{noun}.{what}" in EN, (noun, what)
    for name in ("progress.json", "practice.json"):
        (tmp_path / name).write_text("{not json")

    def refuse(self: Path, target: Any) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "replace", refuse)
    assert Progress(tmp_path / "progress.json").notice == (
        "Your progress file could not be read, so it was left as it is and your stars start afresh here."
    )
    assert PracticeRecord(tmp_path / "practice.json").notice == (
        "Your practice file could not be read, so it was left as it is and your levels start afresh here."
    )
    test = ClassTest("river-7661")
    first = AnswerFile(test, "Sam", folder=tmp_path)
    first.path.write_text("{not json")
    assert AnswerFile(test, "Sam", folder=tmp_path).notice == (
        "Your answer file could not be read, so it was left as it is and your answers start afresh here."
    )
