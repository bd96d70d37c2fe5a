"""The lesson widget's Python side, fed exactly what the page would send (no browser).

Every move goes in as the table's intents (pick, target, joker, act), as a learner's clicks
would; the lessons engine (``konkan.teaching.lessons.Attempt``) decides whether the step is done.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from helpers import card_ids_in
from test_widgets import send, synced

from konkan import Action, Card, KonkanError, check_meld
from konkan.actions import DeclareKonkan, Discard, Draw, LayOff, Meld, ReturnDiscard, SwapJoker, TakeDiscard, Undo
from konkan.reasons import EventKind
from konkan.scoring import hand_penalty
from konkan.teaching.lessons import LessonPlan, Progress, Question, Step, cards_of, get, rules_cited
from konkan.teaching.lessons import all as all_lessons
from konkan.widgets import Lesson


@pytest.fixture
def progress_file(tmp_path: Path) -> Path:
    return tmp_path / "progress.json"


def melds(progress_file: Path, **kw: Any) -> Lesson:
    return Lesson("melds", progress=progress_file, **kw)


def hand_ids(w: Lesson, text: str) -> list[int]:
    """The ids of the learner's cards of these faces, each face's copies taken in turn."""
    hand = list(w.round.hand(w.me))
    out = []
    for code in text.split():
        card = next(c for c in hand if c.same_face(Card.parse(code)) and c.id not in out)
        out.append(card.id)
    return out


def play(w: Lesson, move: str) -> None:
    """One move of the step's solution, sent as the page's intents (what the clicks would send)."""
    action = Action.parse(f"seat {w.me}: {move}")
    hand = list(w.round.hand(w.me))
    used: set[int] = set()

    def ids(cards: tuple[Card, ...]) -> list[int]:
        out = []
        for card in cards:
            mine = next(c for c in hand if c.same_face(card) and c.id not in used)
            used.add(mine.id)
            out.append(mine.id)
        return out

    if isinstance(action, Meld):
        readings = list(action.joker_as) + [None] * (len(action.groups) - len(action.joker_as))
        for k, (group, reading) in enumerate(zip(action.groups, readings)):
            send(w, {"kind": "pick", "cards": ids(group)})
            if reading is not None:
                send(w, {"kind": "joker", "reading": reading.code})
            if k < len(action.groups) - 1:
                send(w, {"kind": "act", "action": "stage"})
        send(w, {"kind": "act", "action": "meld"})
    elif isinstance(action, (LayOff, SwapJoker)):
        send(w, {"kind": "pick", "cards": ids(action.cards)})
        send(w, {"kind": "target", "index": action.meld_index})
        send(w, {"kind": "act", "action": "lay_off" if isinstance(action, LayOff) else "swap"})
    elif isinstance(action, Discard):
        send(w, {"kind": "pick", "cards": ids((action.card,))})
        send(w, {"kind": "act", "action": "discard"})
    else:
        names = {Draw: "draw", TakeDiscard: "take", ReturnDiscard: "put_back", Undo: "undo", DeclareKonkan: "declare"}
        send(w, {"kind": "act", "action": names[type(action)]})


def answer_intent(q: Question) -> dict[str, Any]:
    right = q.right()
    if q.choices:
        picked = sorted(right) if q.multiple else [right]
        return {"kind": "answer", "choices": picked}
    return {"kind": "answer", "number": str(right)}


def solve(w: Lesson) -> None:
    step = w.current_step
    if isinstance(step, Question):
        send(w, answer_intent(step))
    else:
        for move in step.solution:
            play(w, move)


def stored(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def without(state: dict[str, Any], *keys: str) -> dict[str, Any]:
    return {k: v for k, v in state.items() if k not in keys}


# --- the lesson in one line ----------------------------------------------------------------


def test_repr_is_short_and_stable_and_says_the_progress(progress_file: Path):
    w = melds(progress_file)
    assert repr(w) == '<Lesson 2 "Melds: runs and sets": step 1 of 5, 0 of 5 done>'
    solve(w)
    assert repr(w) == '<Lesson 2 "Melds: runs and sets": step 1 of 5, 1 of 5 done>'
    assert (
        repr(Lesson(2, step="first-set", progress=progress_file))
        == '<Lesson 2 "Melds: runs and sets": step 2 of 5, 1 of 5 done>'
    )


def test_opens_at_the_first_step_not_done(progress_file: Path):
    Progress(progress_file).record("melds", "first-run", 2)
    w = melds(progress_file)
    assert w.index == 1 and w.step["id"] == "first-set"
    assert w.lesson["steps"][0]["stars"] == 2 and w.lesson["done"] == 1


def test_a_lesson_is_opened_by_name_number_or_itself_and_a_wrong_one_is_named(progress_file: Path):
    lesson = get("melds")
    for ref in ("melds", 2, lesson):
        assert Lesson(ref, progress=progress_file).course is lesson
    with pytest.raises(KonkanError, match="There is no lesson 'nope'"):
        Lesson("nope", progress=progress_file)
    with pytest.raises(KonkanError, match="step must be from 1 to 5"):
        Lesson("melds", step=9, progress=progress_file)
    with pytest.raises(KonkanError, match="progress must be a file path"):
        Lesson("melds", progress=3)


def test_the_picture_is_the_steps_table_with_the_title_and_goal_above(progress_file: Path):
    w = melds(progress_file)
    data, _ = w._repr_mimebundle_()
    svg = data["image/svg+xml"]
    assert data["text/plain"] == repr(w)
    assert svg.startswith("<svg") and "Lesson 2: Melds: runs and sets" in svg
    assert "Put down a run of three spades." in svg
    assert "eight of spades" in svg  # the learner's hand, drawn by render.table_svg
    assert svg.index("Put down a run") < svg.index("eight of spades")
    # The staged round's deal sentence (a full deal) is not true of the position: not told.
    assert "starts with 15 cards" not in svg and w.narration == []
    send(w, {"kind": "goto", "index": 2})  # a question: its choices' cards
    assert "Pick every group that is a meld." in w.picture() and "king of clubs" in w.picture()


# --- a move step, played with the table's intents ----------------------------------------------


def test_solving_a_step_by_intents_reaches_done_and_records_three_stars(progress_file: Path):
    w = melds(progress_file)
    send(w, {"kind": "pick", "cards": hand_ids(w, "8S 9S 10S")})
    assert w.live["ok"] is True
    send(w, {"kind": "act", "action": "meld"})
    assert [str(m) for m in w.round.table] == ["2♦ 3♦ 4♦", "8♠ 9♠ 10♠"]
    fb = w.step["feedback"]
    assert fb["done"] is True and fb["ok"] is True and "Now you have a run of your own on the table." in fb["text"]
    assert "run of spades" in fb["text"] and w.step["done"] and w.step["stars"] == 3
    assert w.message == {}  # said once, on the feedback line
    assert stored(progress_file) == {"version": 1, "lessons": {"melds": {"first-run": 3}}}
    assert w.lesson["steps"][0]["stars"] == 3 and w.saved["lessons"]["melds"]["first-run"] == 3
    # Done: the table's moves are offered no longer, and the Next button is.
    assert not any(b["enabled"] for b in w.actions)
    assert {b["reason"] for b in w.actions} == {"This step is done: press Next to go on."}


def test_a_refused_move_says_the_engine_and_the_lesson_and_changes_nothing(progress_file: Path):
    w = melds(progress_file)
    send(w, {"kind": "pick", "cards": hand_ids(w, "8S 9S 2H")})
    before, history = synced(w), list(w.round.history)
    send(w, {"kind": "act", "action": "meld"})
    fb = w.step["feedback"]
    assert fb["ok"] is False and not fb["done"] and not fb["failed"]
    assert fb["text"].endswith("A run keeps to one suit all the way.") and "R4" in fb["text"]
    assert w.round.history == history and not progress_file.exists()
    after = synced(w)
    assert without(after, "step", "revision") == without(before, "step", "revision")


def test_a_move_that_ends_the_turn_fails_the_try_and_no_computer_moves(progress_file: Path):
    w = melds(progress_file)
    send(w, {"kind": "pick", "cards": hand_ids(w, "KC")})
    send(w, {"kind": "act", "action": "discard"})
    assert w.step["failed"] and "Press Try again." in w.step["feedback"]["text"]
    assert w.round.current == 1 and w.status["computer"] is False and w.status["computers"] == []
    moves = len(w.round.history)
    send(w, {"kind": "step", "at": w.revision})
    assert len(w.round.history) == moves and w.message["tone"] == "error"
    assert {b["enabled"] for b in w.actions} == {False}


def test_try_again_is_a_fresh_attempt_on_a_fresh_round(progress_file: Path):
    w = melds(progress_file)
    play(w, "discard KC")
    assert w.step["failed"]
    old = w.round
    send(w, {"kind": "retry"})
    assert w.round is not old and w.round.history == [] and w.attempt.tries == []
    assert not w.step["failed"] and w.step["feedback"] == {} and w.picked == []
    assert [str(m) for m in w.round.table] == ["2♦ 3♦ 4♦"] and len(w.round.hand(0)) == 8
    solve(w)
    assert w.step["done"] and w.step["stars"] == 3


def test_next_once_done_and_goto_any_step(progress_file: Path):
    w = melds(progress_file)
    send(w, {"kind": "next"})
    assert w.index == 0 and w.message["tone"] == "error" and "goal first" in w.message["text"]
    solve(w)
    send(w, {"kind": "next"})
    assert w.index == 1 and w.step["id"] == "first-set" and w.lesson["index"] == 1
    assert w.step["feedback"] == {} and not w.step["done"]
    assert [str(m) for m in w.round.table] == ["2♦ 3♦ 4♦"] and "Q♠" in [str(c) for c in w.round.hand(0)]
    send(w, {"kind": "goto", "index": 4})
    assert w.step["id"] == "joker-at-an-end" and w.step["last"]
    solve(w)
    send(w, {"kind": "next"})
    assert w.index == 4 and w.message["text"] == "That was the last step of this lesson."
    before = synced(w)
    send(w, {"kind": "goto", "index": 5})
    assert "no step 6" in w.message["text"]
    assert without(synced(w), "message", "revision") == without(before, "message", "revision")


def test_hint_and_solution_lower_the_stars(progress_file: Path):
    w = melds(progress_file)
    assert w.step["hint"] == "" and w.step["solution"] == []
    send(w, {"kind": "hint"})
    assert w.step["hint"] == get("melds").steps[0].hint
    solve(w)
    assert w.step["stars"] == 2 and stored(progress_file)["lessons"]["melds"]["first-run"] == 2
    send(w, {"kind": "goto", "index": 1})
    send(w, {"kind": "solution"})
    assert w.step["solution"] == list(get("melds").steps[1].why)
    solve(w)
    assert w.step["stars"] == 1 and stored(progress_file)["lessons"]["melds"]["first-set"] == 1
    # Help asked for after the step is done takes no star away; a better try later raises them.
    send(w, {"kind": "goto", "index": 0})
    solve(w)
    send(w, {"kind": "solution"})
    assert w.step["stars"] == 3 and stored(progress_file)["lessons"]["melds"]["first-run"] == 3


def test_try_again_keeps_the_help_already_asked_for(progress_file: Path):
    w = melds(progress_file)
    send(w, {"kind": "solution"})
    send(w, {"kind": "retry"})
    assert w.step["solution"]
    solve(w)
    assert w.step["stars"] == 1


def test_the_table_hint_and_next_round_are_the_lessons(progress_file: Path):
    w = melds(progress_file)
    assert w.status["lesson"] is True
    send(w, {"kind": "hint"})
    assert w.hint == {} and w.step["hint"]  # the step's hint, not the table's engine hint
    for intent in ({"kind": "act", "action": "next_round"}, {"kind": "new_game"}, {"kind": "show_hand"}):
        before = synced(w)
        send(w, intent)
        assert w.message["tone"] == "error"
        assert without(synced(w), "message", "revision") == without(before, "message", "revision")


# --- a question step ---------------------------------------------------------------------


def test_a_question_answered_right_wrong_and_malformed(progress_file: Path):
    w = melds(progress_file, step=3)
    q = w.current_step
    assert isinstance(q, Question)
    assert w.step["kind"] == "question" and not w.step["table"]
    shown = w.step["question"]
    assert shown["prompt"] == q.prompt and shown["multiple"] is True and shown["number"] is False
    assert [c["label"] for c in shown["choices"]] == [c.label for c in q.choices]
    assert shown["choices"][0]["cards"] == [c.id for c in q.choices[0].cards]
    right = sorted(k for k, c in enumerate(q.choices) if check_meld(c.cards).ok)
    # Wrong: not the right answer (that would be copied), a nudge, and the step goes on.
    send(w, {"kind": "answer", "choices": right + [2]})
    fb = w.step["feedback"]
    assert not fb["ok"] and not fb["done"]
    assert fb["text"].startswith("Not quite.") and fb["text"].endswith("Have another go, or press Hint.")
    assert q.explain(frozenset(right)) not in fb["text"]
    assert not w.step["done"] and not progress_file.exists()
    # Malformed: refused with a sentence, nothing changed.
    for bad in (
        {"kind": "answer", "choices": [9]},
        {"kind": "answer", "number": "12"},
        {"kind": "answer"},
        {"kind": "answer", "choices": [0], "number": "1"},
        {"kind": "answer", "choices": "0"},
        {"kind": "answer", "choices": [0, 0]},
    ):
        before = synced(w)
        send(w, bad)
        assert w.message["tone"] == "error", bad
        assert without(synced(w), "message", "revision") == without(before, "message", "revision"), bad
    send(w, {"kind": "answer", "choices": right})
    # Right after a wrong answer: two stars, as after the hint (a guess that missed costs one).
    assert w.step["done"] and w.step["feedback"]["text"].startswith("Right!") and w.step["stars"] == 2
    assert stored(progress_file)["lessons"]["melds"]["which-are-melds"] == 2
    send(w, {"kind": "answer", "choices": right})
    assert "This step is done" in w.message["text"]


def test_a_question_step_plays_no_card(progress_file: Path):
    w = melds(progress_file, step=3)
    before = synced(w)
    for intent in ({"kind": "pick", "cards": [0]}, {"kind": "act", "action": "draw"}, {"kind": "sort", "by": "suit"}):
        send(w, intent)
        assert w.message["text"] == "This step is a question: answer it below; no card is played in it."
        assert without(synced(w), "message", "revision") == without(before, "message", "revision")
    send(w, {"kind": "goto", "index": 0})
    send(w, {"kind": "answer", "choices": [0]})
    assert w.message["text"] == "This step is played with the cards on the table, not answered."


# --- intents the page should never send ------------------------------------------------------


@pytest.mark.parametrize(
    "intent",
    [
        {"kind": "goto"},
        {"kind": "goto", "index": "1"},
        {"kind": "goto", "index": -1},
        {"kind": "goto", "index": True},
        {"kind": "retry", "extra": 1},
        {"kind": "solve"},
        {"kind": "progress"},
        {"kind": "progress", "data": [1, 2]},
        {"kind": "hint", "cards": [1]},
        {"kind": "answer", "number": 5},
        {"kind": "pick", "cards": [105]},
        "next",
        None,
    ],
)
def test_a_forged_or_malformed_intent_is_refused_with_a_message(progress_file: Path, intent: Any):
    w = melds(progress_file)
    before, history = synced(w), list(w.round.history)
    send(w, intent)
    assert w.message["tone"] == "error" and w.message["text"]
    assert w.round.history == history and w.index == 0
    assert without(synced(w), "message", "revision") == without(before, "message", "revision")


def test_the_page_never_receives_other_seats_cards(progress_file: Path):
    """Through every step of every lesson, solved by intents: no synced trait names a card of
    another seat's hand or of the stock, until the round is scored (when every hand is shown)."""
    for lesson in all_lessons():
        w = Lesson(lesson, progress=progress_file)
        for k in range(len(lesson.steps)):
            send(w, {"kind": "goto", "index": k})
            step = w.current_step
            seen: list[dict[str, Any]] = [synced(w)]
            if isinstance(step, Step):
                for move in step.solution:
                    play(w, move)
                    if not w.round.is_over:
                        seen.append(synced(w))
            r = w.round
            hidden = {c.id for s in range(r.players) if s != w.me for c in r.hand(s)} | {c.id for c in r.stock}
            # A card taken from the discard pile was seen by everyone (R3.3): it may be named.
            hidden -= {c.id for e in r.events if e.kind == EventKind.TAKE_DISCARD for c in e.cards}
            if isinstance(step, Question):
                hidden -= {c.id for c in step.cards} | {c.id for ch in step.choices for c in ch.cards}
            for state in seen:
                state = without(state, "saved")
                assert not card_ids_in(state) & hidden, (lesson.name, step.id)


# --- every step of every lesson, through the widget -----------------------------------------


@pytest.mark.parametrize("lesson", all_lessons(), ids=lambda le: le.name)
def test_every_step_of_every_lesson_is_solved_through_the_widget(lesson: Any, tmp_path: Path):
    path = tmp_path / "progress.json"
    w = Lesson(lesson, progress=path)
    for k, step in enumerate(lesson.steps):
        send(w, {"kind": "goto", "index": k})
        assert w.step["goal"] == str(step.goal) and w.step["intro"] == step.intro
        assert str(step.goal) in w.picture().replace("&#x27;", "'").replace("&quot;", '"') or step.is_question
        solve(w)
        assert w.step["done"], (step.id, w.step["feedback"], w.message)
        assert w.step["stars"] == 3
    assert stored(path)["lessons"][lesson.name] == {s.id: 3 for s in lesson.steps}
    assert w.lesson["done"] == len(lesson.steps)


# --- progress kept in the browser too -----------------------------------------------------------


def test_the_browsers_copy_is_merged_best_stars_kept(progress_file: Path):
    Progress(progress_file).record("melds", "first-run", 2)
    w = melds(progress_file, step=1)
    send(
        w,
        {
            "kind": "progress",
            "data": {"version": 1, "lessons": {"melds": {"first-run": 1, "first-set": 3}, "welcome": {"hello": 2}}},
        },
    )
    assert w.lesson["steps"][0]["stars"] == 2 and w.lesson["steps"][1]["stars"] == 3
    assert stored(progress_file)["lessons"] == {"melds": {"first-run": 2, "first-set": 3}, "welcome": {"hello": 2}}
    assert w.saved == stored(progress_file)
    before = synced(w)
    send(w, {"kind": "progress", "data": {"version": 1, "lessons": {"melds": {"first-run": 9}}}})
    assert without(synced(w), "revision") == without(before, "revision")  # a malformed copy is left out


def test_an_unreadable_progress_file_is_set_aside_with_a_notice(progress_file: Path):
    progress_file.write_text("{not json", encoding="utf-8")
    w = melds(progress_file)
    assert "could not be read" in w.notice and w.lesson["done"] == 0
    solve(w)
    assert stored(progress_file)["lessons"]["melds"]["first-run"] == 3
    assert any(p.name.startswith("progress.json.unreadable-") for p in progress_file.parent.iterdir())


def test_the_default_progress_is_konkan_progress(progress_file: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("KONKAN_PROGRESS", str(progress_file))
    w = Lesson("melds")
    assert w.progress.path == progress_file
    solve(w)
    assert stored(progress_file)["lessons"]["melds"]["first-run"] == 3


def test_a_number_question_of_any_lesson_is_answered_in_the_box(progress_file: Path):
    """A lesson given as itself, with a question answered by a number: typed text, checked by the engine."""
    cards = cards_of("KS 7H JK")
    q = Question(
        id="worth",
        title="What is it worth?",
        intro="Cards left in your hand count against you.",
        prompt="How many points do these cards count?",
        answer=lambda: hand_penalty(cards),
        explain=lambda v: f"They count {hand_penalty(cards)}.",
        hint="Add them up.",
        why=("Add them.",),
        rules=("R8.1",),
        cards=cards,
    )
    course = LessonPlan(name="sums", number=11, title="Sums", summary="Adding up.", steps=(q,))
    w = Lesson(course, progress=progress_file)
    assert repr(w) == '<Lesson 11 "Sums": step 1 of 1, 0 of 1 done>'
    assert w.step["question"]["number"] is True and w.step["question"]["cards"] == [c.id for c in cards]
    assert "king of spades" in w.picture()
    send(w, {"kind": "answer", "number": "seven"})
    assert w.message["tone"] == "error" and "whole number" in w.message["text"] and not w.step["feedback"]
    send(w, {"kind": "answer", "number": "1"})
    assert w.step["feedback"]["text"] == "Not quite. Have another go, or press Hint."
    assert str(hand_penalty(cards)) not in w.step["feedback"]["text"]
    send(w, {"kind": "answer", "number": f" {hand_penalty(cards)} "})
    assert w.step["done"] and stored(progress_file)["lessons"]["sums"] == {"worth": 2}  # after a wrong "1"


def test_the_table_line_says_the_steps_goal_or_that_a_question_waits_below(progress_file: Path):
    question = Lesson("welcome", step=1, progress=progress_file)
    assert question.status["text"] == "A question: answer it below the table."
    move = Lesson("welcome", step=5, progress=progress_file)
    step = move.current_step
    assert move.status["text"] == f"Your turn. The goal: {step.goal}"
    solve(move)
    assert move.status["text"] == "Step done."


# --- one feedback area, the right main button, a try that can't go on ---------------------------


def test_a_new_action_replaces_the_last_message_so_only_the_latest_is_said(progress_file: Path):
    w = Lesson("going-down", step="go-down", progress=progress_file)
    send(w, {"kind": "pick", "cards": hand_ids(w, "9H 10H JH QH")})
    send(w, {"kind": "act", "action": "meld"})  # refused: 39 points alone
    refused = w.step["feedback"]
    assert refused["ok"] is False and "39" in refused["text"] and refused["at"] == w.revision - 1
    send(w, {"kind": "act", "action": "stage"})  # the right way on: the refusal is old news
    assert w.step["feedback"] == {} and w.message == {}
    send(w, {"kind": "pick", "cards": hand_ids(w, "7S 7D 7C")})
    assert w.step["feedback"] == {} and "60" in w.live["text"]
    send(w, {"kind": "act", "action": "meld"})
    assert w.step["feedback"]["done"] and w.message == {}
    # A refused intent after a try is newer than the try's sentence: the page shows only it.
    w = Lesson("going-down", step="go-down", progress=progress_file)
    send(w, {"kind": "pick", "cards": hand_ids(w, "9H 10H JH QH")})
    send(w, {"kind": "act", "action": "meld"})
    send(w, {"kind": "pick", "cards": []})
    assert w.step["feedback"] == {}  # a pick is a new action too
    send(w, {"kind": "act", "action": "meld"})  # nothing picked: refused by the widget, not the engine
    assert w.message["tone"] == "error" and w.step["feedback"] == {}


def test_the_main_button_is_the_move_the_goal_needs_and_never_discard_in_a_step_about_melds(progress_file: Path):
    w = melds(progress_file)
    primary = lambda: [b["name"] for b in w.actions if b.get("primary")]  # noqa: E731
    assert primary() == []
    send(w, {"kind": "pick", "cards": hand_ids(w, "KC")})
    assert {b["name"]: b["enabled"] for b in w.actions}["discard"] and primary() == []
    send(w, {"kind": "pick", "cards": hand_ids(w, "8S 9S 10S")})
    assert primary() == ["meld"]
    # Going down with two melds: nothing is the aim until both are set to go down together.
    w = Lesson("going-down", step="go-down", progress=progress_file)
    send(w, {"kind": "pick", "cards": hand_ids(w, "9H 10H JH QH")})
    assert primary() == []
    send(w, {"kind": "act", "action": "stage"})
    send(w, {"kind": "pick", "cards": hand_ids(w, "7S 7D 7C")})
    assert primary() == ["meld"]
    # Where the goal is a discard, Discard is the main button.
    w = Lesson("welcome", step="first-move", progress=progress_file)
    send(w, {"kind": "pick", "cards": hand_ids(w, "KC")})
    assert primary() == ["discard"]


def test_a_move_that_blocks_the_goal_says_so_at_once_and_leaves_only_try_again(progress_file: Path):
    w = Lesson("the-konkan", step="declare", progress=progress_file)
    send(w, {"kind": "act", "action": "draw"})
    fb = w.step["feedback"]
    assert w.step["failed"] and fb["failed"] and "(R3.1)" in fb["text"] and fb["text"].endswith("Press Try again.")
    assert not any(b["enabled"] or b.get("primary") for b in w.actions)
    send(w, {"kind": "act", "action": "declare"})  # pressed anyway: the try is over, said again
    assert w.step["feedback"]["failed"] and w.message == {}
    send(w, {"kind": "retry"})
    assert not w.step["failed"] and w.step["feedback"] == {}


def test_every_rule_has_its_short_text_for_the_rule_chip(progress_file: Path):
    w = melds(progress_file)
    assert w.rule_texts["R4.1"].startswith("R4.1 Runs: A run is three or more cards of one suit")
    cited = {r for le in all_lessons() for s in le.steps for line in s.why for r in rules_cited(line)}
    assert cited <= set(w.rule_texts)


def test_not_your_stars_sets_the_last_learners_aside_whole_and_starts_from_none(progress_file: Path):
    last = melds(progress_file)  # the learner before, on this computer
    send(last, {"kind": "pick", "cards": hand_ids(last, "8S 9S 10S")})
    send(last, {"kind": "act", "action": "meld"})
    theirs = progress_file.read_bytes()
    w = melds(progress_file)  # the next learner opens the lesson: the stars shown are not theirs
    assert w.lesson["steps"][0]["stars"] == 3 and w.lesson["index"] == 1
    send(w, {"kind": "afresh"})
    assert w.lesson["steps"][0]["stars"] == 0 and w.lesson["index"] == 0 and w.lesson["done"] == 0
    assert w.saved == {"version": 1, "lessons": {}}  # what the page keeps in the browser from now
    aside = [p for p in progress_file.parent.iterdir() if p.name.startswith("progress-set-aside-")]
    assert len(aside) == 1 and aside[0].read_bytes() == theirs  # kept whole, never deleted
    assert w.message["tone"] == "ok" and aside[0].name in w.message["text"]
    # The learner before, still open in another notebook, does not write their stars back.
    send(last, {"kind": "goto", "index": 1})
    send(last, {"kind": "pick", "cards": hand_ids(last, "QS QH QD")})
    send(last, {"kind": "act", "action": "meld"})
    assert stored(progress_file)["lessons"] == {"melds": {last.current_step.id: last.step["stars"]}}


def test_not_your_stars_sets_the_last_learners_practice_levels_aside_too(progress_file: Path):
    from konkan.teaching.practice import PracticeSession

    practice_file = progress_file.with_name("practice.json")
    theirs = PracticeSession("hand_value", seed=1, progress=practice_file)  # the learner before practised
    for _ in range(3):
        theirs.check(theirs.puzzle.answer)
        theirs.next()
    assert theirs.level("hand_value") == 2
    kept = practice_file.read_bytes()
    w = melds(progress_file)
    send(w, {"kind": "afresh"})
    aside = [p for p in progress_file.parent.iterdir() if p.name.startswith("practice-set-aside-")]
    assert len(aside) == 1 and aside[0].read_bytes() == kept and not practice_file.exists()
    assert aside[0].name in w.message["text"] and "practice levels start here" in w.message["text"]
    assert PracticeSession("hand_value", seed=1, progress=practice_file).level("hand_value") == 1  # the new learner's
    # The learner before, still practising in another notebook, does not write their levels back.
    theirs.check(theirs.puzzle.answer)
    assert (
        theirs.level("hand_value") == 1 and json.loads(practice_file.read_text())["kinds"]["hand_value"]["right"] == 1
    )
