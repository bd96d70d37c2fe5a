"""Every sentence of every puzzle passes the truth harness (issue 18).

``tests.truth.audit_puzzles`` draws puzzles of each kind at each level at a few tables (the game
itself, and house rules that change what a puzzle says: a 71 table with two jokers per meld and
going out at -25; aces 10, jokers 25 and the taken discard to be used; aces always 11, going out
at 0, no run needed, three players) and reads the prompt, the hint, the solution and the verdict on
the right answer, on an answer for each mistake the puzzle diagnoses, on random wrong answers and
on malformed ones. It must find no false claim. The tests below plant false sentences and see each
one caught, with the puzzle named.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from konkan import Rules
from konkan.teaching import puzzles
from konkan.teaching.puzzles import KINDS, Puzzle, PuzzleVerdict, hand_value
from tests.helpers import sized
from tests.truth import Report, audit_puzzles


@pytest.mark.parametrize("kind", KINDS)
def test_every_sentence_of_every_puzzle_is_true(kind: str) -> None:
    report = audit_puzzles(range(sized(4, 16)), kinds=[kind])
    print(
        f"\n{kind}: {report.games} puzzles, {report.sentences} sentences, {report.claims} claims, "
        f"{report.false} false; " + ", ".join(f"{k} {v}" for k, v in sorted(report.by_source.items()))
    )
    assert report.false == 0, "\n" + report.summary() + "\n\n" + report.details()
    assert report.games == sized(4, 16) * 3 * 4  # seeds x levels x tables
    for source in ("puzzle: prompt", "puzzle: hint", "puzzle: solution", "puzzle: right", "puzzle: malformed"):
        assert report.by_source[source] > 0, report.summary()
    assert report.by_source["puzzle: mistake"] > 0, report.summary()
    if kind in ("hand_value", "score", "meld", "konkan"):  # (a wrong choice or card always has a named slip)
        assert report.by_source["puzzle: wrong"] > 0, report.summary()
    for kind_ in ("puzzle.rule", "puzzle.card", "puzzle.answer"):
        assert report.counts[kind_][0] > 0, report.summary()
    if kind in ("hand_value", "score", "meld", "opening", "konkan", "take_discard"):
        assert report.counts["puzzle.number"][0] > 0, report.summary()


# --- the audit catches planted falsehoods ---------------------------------------------------------


def _planted(monkeypatch: pytest.MonkeyPatch, kind: str, change: Any) -> Report:
    """The audit of a few puzzles of ``kind``, each changed by ``change(puzzle)`` first."""
    real = puzzles.generate

    def generate(*args: Any, **kw: Any) -> Puzzle:
        return change(real(*args, **kw))  # type: ignore[no-any-return]

    monkeypatch.setattr(puzzles, "generate", generate)
    return audit_puzzles(range(2), kinds=[kind], levels=(2,), tables=(None,))


def _caught(report: Report, kind: str) -> None:
    assert report.counts.get(kind, [0, 0])[1] >= 1, report.summary() + "\n" + report.details()
    where = report.examples[kind][0].where()
    assert where.startswith("generate(") and "level=2" in where, where


def test_the_audit_catches_a_card_not_in_the_puzzle(monkeypatch: pytest.MonkeyPatch) -> None:
    # No level-2 hand_value hand holds a joker, and no hand holds three 7♣.
    report = _planted(
        monkeypatch, "hand_value", lambda p: dataclasses.replace(p, hint=p.hint + " Start with the 7♣ 8♣ 9♣ (R8.3).")
    )
    _caught(report, "puzzle.card")


def test_the_audit_catches_a_rule_off_its_topic_and_a_rule_that_does_not_exist(monkeypatch: pytest.MonkeyPatch) -> None:
    report = _planted(
        monkeypatch,
        "hand_value",
        lambda p: dataclasses.replace(p, solution=p.solution + "\nAn ace costs 11 (R8.4).\nA king costs 10 (R12.7)."),
    )
    _caught(report, "puzzle.rule")
    said = [e.says for e in report.examples["puzzle.rule"]]
    assert any("R8.4 is about" in s for s in said) and any("no rule R12.7" in s for s in said), said


def test_the_audit_catches_a_wrong_number(monkeypatch: pytest.MonkeyPatch) -> None:
    # The puzzle adds one point to what the cards cost: its answer and its "They cost N" lie.
    real = hand_value.hand_penalty
    monkeypatch.setattr(hand_value, "hand_penalty", lambda cards, rules=None: real(cards, rules) + 1)
    report = audit_puzzles(range(2), kinds=["hand_value"], levels=(2,), tables=(None,))
    _caught(report, "puzzle.number")


def test_the_audit_catches_a_wrong_score_quoted_back(monkeypatch: pytest.MonkeyPatch) -> None:
    # The diagnosis of a score slip misquotes the learner's number.
    def change(p: Puzzle) -> Puzzle:
        def judge(answer: Any) -> PuzzleVerdict:
            v = p.check(answer)
            return dataclasses.replace(
                v,
                message=v.message.replace("You gave ", "You gave them ").replace(
                    "You gave them South", "You gave South 1000, not"
                ),
            )

        return dataclasses.replace(p, _judge=judge)

    report = _planted(monkeypatch, "score", change)
    _caught(report, "puzzle.number")


def test_the_audit_catches_a_repeated_sentence_and_program_words(monkeypatch: pytest.MonkeyPatch) -> None:
    def change(p: Puzzle) -> Puzzle:
        def judge(answer: Any) -> PuzzleVerdict:
            v = p.check(answer)
            if v.correct:
                return dataclasses.replace(v, message=f"{v.message} {v.message}")
            return dataclasses.replace(v, message=f"{v.message} Your answer was None.")

        return dataclasses.replace(p, _judge=judge)

    report = _planted(monkeypatch, "meld", change)
    _caught(report, "words.repeated")
    _caught(report, "words.python")


def test_the_audit_catches_a_malformed_answer_that_raises_or_is_not_told_the_form(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def change(p: Puzzle) -> Puzzle:
        def judge(answer: Any) -> PuzzleVerdict:
            if isinstance(answer, dict):
                raise TypeError("unhashable")
            if answer == "lots":
                return PuzzleVerdict(False, "Not quite (R8.3).")
            return p.check(answer)

        return dataclasses.replace(p, _judge=judge)

    report = _planted(monkeypatch, "hand_value", change)
    _caught(report, "puzzle.answer")
    _caught(report, "engine.raised")


def test_puzzles_asked_as_lesson_questions_are_true() -> None:
    # A lesson step can be a puzzle (Question.from_puzzle): the lessons' audit reads it, answering it
    # with the puzzle's slips as well as the right answer.
    from konkan.teaching.lessons import LessonPlan, Question
    from konkan.teaching.puzzles import generate
    from tests.truth import audit_lessons

    steps = tuple(
        Question.from_puzzle(
            generate(kind, seed=seed, level=level),
            id=f"{kind}-{level}-{seed}",
            title=f"A {kind.replace('_', ' ')} puzzle",
        )
        for kind in ("hand_value", "meld", "konkan", "score")
        for level in (1, 2, 3)
        for seed in range(2)
    )
    report = audit_lessons(
        [LessonPlan(name="puzzles", number=99, title="Puzzles", summary="Puzzles as questions.", steps=steps)]
    )
    assert report.false == 0, "\n" + report.summary() + "\n\n" + report.details()
    assert report.turns == len(steps) and report.sources["lesson question: wrong"] > len(steps)


EXTREME = (
    Rules(players=5, opening_minimum=1, freed_joker_must_be_used=True),
    Rules(opening_minimum=1, opening_needs_run=False, taken_discard_must_be_used=True),
    Rules(opening_minimum=120),
    Rules(players=2, jokers_per_meld=2, joker_penalty=0, going_out_score=-100),
)


def test_every_kind_and_level_is_drawn_and_true_at_far_tables() -> None:
    # Every kind at every level is drawn even where every hand can go down at once (an opening minimum
    # of 1) or hardly ever (120), and says only true sentences there ("It needs 1 point").
    report = audit_puzzles(range(1), tables=EXTREME)
    assert report.games == len(KINDS) * 3 * len(EXTREME), report.summary()
    assert report.false == 0, "\n" + report.summary() + "\n\n" + report.details()
    assert "It needs 1 point," in puzzles.generate("opening", seed=0, level=1, rules=EXTREME[1]).prompt


# --- take or draw: "fits no meld with your cards" (issue 30) -------------------------------------

TAKEN_MUST_BE_USED = Rules(taken_discard_must_be_used=True)


def test_no_take_or_draw_puzzle_says_its_card_fits_no_meld_when_one_holds_it() -> None:
    # Level 3 deals a joker into the hand, and its table wants the card taken in a new meld (R9): a
    # wrong "take" used to be told "the 7♣ fits no meld with your cards" where 5♣ Joker 7♣ is a meld,
    # when the true reason was that an opening with the 7♣ falls short of 51. Every sentence saying a
    # top discard fits no meld (or makes no new meld) is checked against the engine's melds of the
    # hand and that card, jokers included, over many seeds at every level.
    seeds = range(sized(40, 120))
    report = audit_puzzles(seeds, kinds=["take_discard"], tables=(None, TAKEN_MUST_BE_USED))
    assert report.games == len(seeds) * 3 * 2
    assert report.false == 0, "\n" + report.summary() + "\n\n" + report.details()
    checked, _false = report.counts["puzzle.fits"]
    assert checked >= 20, report.summary()


def test_the_audit_catches_a_card_said_to_fit_no_meld_that_fits_one(monkeypatch: pytest.MonkeyPatch) -> None:
    # A planted sentence: every take-or-draw puzzle's solution says its card fits no meld, true for
    # some hands and false for others; the audit must catch the false ones, naming the meld.
    def change(p: Puzzle) -> Puzzle:
        return dataclasses.replace(
            p, solution=p.solution + f"\nThe {p.data['top']} fits no meld with your cards (R6.1)."
        )

    real = puzzles.generate
    monkeypatch.setattr(puzzles, "generate", lambda *a, **kw: change(real(*a, **kw)))
    report = audit_puzzles(range(12), kinds=["take_discard"], levels=(3,), tables=(None,))
    checked, false = report.counts["puzzle.fits"]
    assert false >= 1 and checked > false, report.summary()
    example = report.examples["puzzle.fits"][0]
    assert "with your cards" in example.says and example.where().startswith("generate('take_discard'"), example.says
