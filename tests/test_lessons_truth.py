"""Every sentence of every lesson step passes the truth harness (issue 17).

``tests.truth.audit_lessons`` reads, for each step of each lesson in ``konkan.teaching.lessons.all()``, the
engine's sentences at the staged position and after each move of the solution and of each wrong
try (hints, verdicts, the live line for the learner's picks, events, score lines, the feedback of
``Attempt.play``), each question's feedback on its right answer and on wrong ones, and the lesson's
own words, whose claims (cards named, melds, point totals, rules cited, numbers of cards) are checked
against the engine at that table. It must find no false claim. The tests below plant false
sentences in small fake steps and see each one caught, with its lesson and step named.
"""

from __future__ import annotations

import dataclasses

import pytest

from konkan import Rules, check_meld
from konkan.scoring import hand_penalty
from konkan.teaching.lessons import Choice, LessonPlan, Position, Question, Step, all, cards_of, meld_goal
from tests.truth import Report, audit_lessons

LESSONS = all()


@pytest.mark.parametrize("lesson", LESSONS, ids=[le.name for le in LESSONS])
def test_every_sentence_of_every_lesson_step_is_true(lesson: LessonPlan) -> None:
    report = audit_lessons([lesson])
    assert report.false == 0, "\n" + report.summary() + "\n\n" + report.details()
    assert report.turns == len(lesson.steps)
    # The lesson's own words and the engine's sentences at its positions were all read.
    for source in ("lesson: title", "lesson: intro", "lesson: goal", "lesson: hint", "lesson: why"):
        assert report.by_source[source] > 0, report.summary()
    if any(isinstance(s, Step) for s in lesson.steps):
        for source in ("lesson: feedback", "hint", "verdict", "live line"):
            assert report.by_source[source] > 0, report.summary()
    if any(isinstance(s, Question) for s in lesson.steps):
        assert report.by_source["lesson: question"] > 0, report.summary()


# --- the audit catches planted falsehoods ---------------------------------------------------------

# A small true step of our own: the learner, already down, holds 8♠ 9♠ 10♠ and is asked for a run.
TRUE_STEP = Step(
    id="planted",
    title="A run",
    intro="A run is three or more cards of one suit in a row, like 4♥ 5♥ 6♥.",
    position=Position(hands=("8S 9S 10S 2H 5D KC JD 4C", "2C 3C 4H 7D 9H QH 5S"), table=((0, "2D 3D 4D"),), down=(0,)),
    goal=meld_goal("Put down a run of three spades.", kind="run"),
    hint="Look at your spades: which three follow on from each other?",
    solution=("meld 8S 9S 10S",),
    why=(
        "8♠ 9♠ 10♠ are three spades in a row, so they are a run worth 27 points (R4.1).",
        "Your K♣ and 4♣ would cost 14 in your hand.",
    ),
    rules=("R4.1",),
    wrong=("meld 8S 9S 2H",),
    done_text="8♠ 9♠ 10♠ is on the table now.",
)


def _audit(step: Step | Question) -> Report:
    return audit_lessons(
        [LessonPlan(name="fake", number=99, title="A fake lesson", summary="Planted sentences.", steps=(step,))]
    )


def _false(report: Report, kind: str) -> int:
    return report.counts.get(kind, [0, 0])[1]


def _caught(step: Step | Question, kind: str, also: tuple[str, ...] = ()) -> Report:
    report = _audit(step)
    # Caught, and nothing else is false (a done text is read alone and in the move's feedback: twice;
    # ``also``: a claim another reading of the same sentence catches too).
    assert _false(report, kind) >= 1 and report.false == sum(_false(report, k) for k in (kind, *also)), (
        report.summary() + "\n" + report.details()
    )
    example = report.examples[kind][0]
    assert "lesson 'fake', step 'planted'" in example.where(), example.where()
    return report


def test_the_true_step_has_no_false_claim() -> None:
    # The control: every claim of the true step is checked, and none is false.
    report = _audit(TRUE_STEP)
    assert report.false == 0, report.summary() + "\n" + report.details()
    for kind in ("lesson.card", "lesson.meld", "lesson.points", "lesson.rule", "live.line", "event.fact"):
        assert report.counts[kind][0] > 0, kind
    # The figures the claims rest on are the engine's own.
    assert check_meld("8S 9S 10S").points == 27 and hand_penalty("KC 4C") == 14


def test_a_wrong_point_total_in_a_why_line_is_caught() -> None:
    step = dataclasses.replace(
        TRUE_STEP, why=("8♠ 9♠ 10♠ are three spades in a row, so they are a run worth 24 points (R4.1).",)
    )
    report = _caught(step, "lesson.points")
    assert "27 as melds" in report.examples["lesson.points"][0].says


def test_a_wrong_hand_cost_is_caught() -> None:
    step = dataclasses.replace(TRUE_STEP, why=("Your K♣ and 4♣ would cost 15 in your hand.",))
    report = _caught(step, "lesson.points")
    assert "worth 14 in hand" in report.examples["lesson.points"][0].says


def test_a_card_not_at_the_table_is_caught() -> None:
    # The hint names a card the learner can't see (neither in hand, nor on the table or the pile).
    _caught(dataclasses.replace(TRUE_STEP, hint="Your 7♠ goes below them."), "lesson.card")
    # So does the done text, and a why line.
    _caught(dataclasses.replace(TRUE_STEP, done_text="Now lay off the J♠ on it."), "lesson.card")
    _caught(dataclasses.replace(TRUE_STEP, why=("Lay the Q♥ off on your diamonds.",)), "lesson.card")


def test_a_card_a_named_group_lacks_or_an_example_is_not_a_card_missing() -> None:
    # The card a gap or a joker stands for may be named: it completes a group the sentence names.
    step = dataclasses.replace(
        TRUE_STEP,
        why=(
            "8♠ 9♠ 10♠ are a run (R4.1).",
            "8♠ 10♠ has a gap where the 9♠ should be, so it is not a run (R4.1).",
            "With a joker 9♠ 10♠ would be a run, the joker standing for the J♠.",
        ),
    )
    report = _audit(step)
    assert report.false == 0, report.details()
    # An intro may give examples of its own (their meld claims are still checked, below).
    assert _audit(dataclasses.replace(TRUE_STEP, intro="A set is like 7♠ 7♥ 7♦.")).false == 0


def test_a_non_meld_called_a_run_is_caught() -> None:
    _caught(dataclasses.replace(TRUE_STEP, why=("8♠ 9♠ 2♥ is a run (R4.1).",)), "lesson.meld")
    # An example in an intro is checked too: 4♥ 5♥ 7♥ has a gap.
    _caught(
        dataclasses.replace(TRUE_STEP, intro="A run is three cards of one suit in a row, like 4♥ 5♥ 7♥."), "lesson.meld"
    )
    # And the other way round: a run said not to be one.
    _caught(dataclasses.replace(TRUE_STEP, why=("8♠ 9♠ 10♠ is not a run (R4.1).",)), "lesson.meld")


def test_a_wrong_gap_or_joker_reading_is_caught() -> None:
    _caught(
        dataclasses.replace(TRUE_STEP, why=("8♠ 10♠ has a gap where the J♦ should be, so it is not a run (R4.1).",)),
        "lesson.meld",
    )
    joker = dataclasses.replace(TRUE_STEP.position, hands=("8S 9S JK 2H 5D KC JD 4C", "2C 3C 4H 7D 9H QH 5S"))
    true = dataclasses.replace(
        TRUE_STEP,
        position=joker,
        solution=("meld 8S 9S JK",),
        why=("8♠ 9♠ Joker is a run, the joker standing for the 10♠ (R4.1, R4.4).",),
        done_text="",
    )
    assert _audit(true).false == 0
    _caught(
        dataclasses.replace(true, why=("8♠ 9♠ Joker is a run, the joker standing for the 5♦ (R4.4).",)), "lesson.meld"
    )


def test_a_wrong_rule_cited_is_caught() -> None:
    report = _caught(
        dataclasses.replace(TRUE_STEP, why=("8♠ 9♠ 10♠ are three spades in a row, so they are a run (R4.2).",)),
        "lesson.rule",
    )
    assert "R4.1" in report.examples["lesson.rule"][0].says


def test_a_wrong_opening_minimum_and_card_count_are_caught() -> None:
    _caught(dataclasses.replace(TRUE_STEP, intro="To go down you need at least 41 points."), "lesson.points")
    # The same sentence is true where the house rule sets that minimum.
    pos = dataclasses.replace(TRUE_STEP.position, rules=Rules(players=2, opening_minimum=41))
    assert (
        _audit(dataclasses.replace(TRUE_STEP, position=pos, intro="To go down you need at least 41 points.")).false == 0
    )
    _caught(dataclasses.replace(TRUE_STEP, hint="You have 14 cards: look at your spades."), "lesson.count")


def test_python_words_and_slips_in_a_lessons_words_are_caught() -> None:
    _caught(dataclasses.replace(TRUE_STEP, hint="Call meld() on your spades."), "words.python")
    _caught(dataclasses.replace(TRUE_STEP, done_text="That is a run, worth 8 + 9 + 10 = 27."), "words.python")
    _caught(dataclasses.replace(TRUE_STEP, done_text="That is a an run."), "words.slip")
    _caught(dataclasses.replace(TRUE_STEP, why=("Pick the three spades.", "Pick the three spades.")), "words.repeated")


def test_a_lessons_word_on_a_mistake_is_read() -> None:
    from konkan.reasons import Reason

    step = dataclasses.replace(TRUE_STEP, mistakes={Reason.RUN_MIXED_SUITS: "The 2♣ is not a spade."})
    _caught(step, "lesson.card")


def _question(explain: str, why: tuple[str, ...] = ("8♠ 9♠ 10♠ is a run (R4.1).",)) -> Question:
    choices = (Choice("8♠ 9♠ 10♠", cards_of("8S 9S 10S")), Choice("8♠ 9♠ 2♥", cards_of("8S 9S 2H")))
    return Question(
        id="planted",
        title="Which is a run?",
        intro="A run keeps to one suit.",
        prompt="Pick the run.",
        answer=lambda: 0,
        explain=lambda value: explain,
        hint="One suit.",
        why=why,
        rules=("R4.1",),
        choices=choices,
    )


def test_a_questions_explanation_and_why_are_read() -> None:
    assert _audit(_question("8♠ 9♠ 10♠ is a run of spades worth 27 points (R4.1).")).false == 0
    # The engine's words in the feedback: a wrong meld value is caught by the harness's own reading.
    _caught(_question("8♠ 9♠ 10♠ is a run of spades worth 24 points (R4.1)."), "points.meld", also=("lesson.points",))
    # The question's own words: a card no choice shows, and a non-meld called a run.
    _caught(
        _question("8♠ 9♠ 10♠ is a run of spades worth 27 points (R4.1).", why=("The 5♦ is no help.",)), "lesson.card"
    )
    _caught(
        _question("8♠ 9♠ 10♠ is a run of spades worth 27 points (R4.1).", why=("8♠ 9♠ 2♥ is a run (R4.1).",)),
        "lesson.meld",
    )


def test_a_two_joker_runs_chosen_reading_is_read_as_said() -> None:
    # The harness reads 'the jokers standing for 4♥ and 7♥' (R9): a true sentence is not a false claim.
    from tests.truth import _TABLE, Auditor

    rules = Rules(players=2, jokers_per_meld=2)
    text = check_meld("JK 5H 6H JK", joker_as="4H 7H", rules=rules).message
    assert "standing for 4♥ and 7♥" in text and "worth 22 points" in text
    auditor = Auditor()
    _TABLE[0] = rules
    try:
        auditor.check_meld_words(text)
        assert auditor.report.counts["points.meld"] == [1, 0]
        auditor.check_meld_words(text.replace("worth 22", "worth 26"))
        assert auditor.report.counts["points.meld"] == [2, 1]
    finally:
        _TABLE[0] = Rules()


def test_a_wrong_sum_a_value_after_the_cards_and_a_wrong_score_are_caught() -> None:
    assert (
        _audit(
            dataclasses.replace(
                TRUE_STEP, why=("8♠ 9♠ 10♠: 8 + 9 + 10 is 27 (R5.1).", "8♠ 9♠ 10♠ is 27 and K♣ costs 10.")
            )
        ).false
        == 0
    )
    _caught(dataclasses.replace(TRUE_STEP, why=("8♠ 9♠ 10♠: 8 + 9 + 10 is 28 (R5.1).",)), "lesson.points")
    _caught(dataclasses.replace(TRUE_STEP, why=("8♠ 9♠ 10♠ is 24 (R5.1).",)), "lesson.points")
    _caught(dataclasses.replace(TRUE_STEP, intro="Whoever goes out scores minus 40."), "lesson.points")
    _caught(dataclasses.replace(TRUE_STEP, intro="A player who never went down pays a flat 150."), "lesson.points")
    # At a table whose house rule makes going out worth -40, the sentence is true.
    pos = dataclasses.replace(TRUE_STEP.position, rules=Rules(players=2, going_out_score=-40))
    assert _audit(dataclasses.replace(TRUE_STEP, position=pos, intro="Whoever goes out scores minus 40.")).false == 0
