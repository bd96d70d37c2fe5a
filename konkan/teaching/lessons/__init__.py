"""Lessons: learn Konkan by doing, one small goal at a time, every move judged by the engine.

A :class:`LessonPlan` is a titled list of steps. A :class:`Step` is a staged position (a real
:class:`~konkan.Round`, built by :meth:`konkan.Round.staged`) and a :class:`Goal`, checked from the
round itself after each move, so any legal way of reaching the goal passes, not just the stored
solution. A :class:`Question` is a step answered with a click or a number, its answer worked out
by the engine. Each step has a hint (a nudge), a worked solution citing the rules, and the
lesson's own word on the likely wrong tries, added after the engine's sentence.

:class:`Attempt` plays one step: :meth:`Attempt.play` takes an :class:`~konkan.Action` (or its
text) and gives :class:`Feedback`; a refused move changes nothing. A step done with no help earns
three stars, done after the hint (or, for a question, after a wrong answer) two, done after the
solution was shown one. :class:`Progress` keeps the stars in a small JSON file.

>>> lesson = get("melds")
>>> lesson.title
'Melds: runs and sets'
>>> attempt = Attempt(lesson.steps[0])
>>> print(attempt.step.goal)
Put down a run of three spades.
>>> fb = attempt.play("meld 8S 9S 10S")
>>> fb.done, attempt.stars
(True, 3)
"""

from __future__ import annotations

import builtins
import importlib
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...actions import Action, DeclareKonkan, Meld, TakeDiscard
from ...cards import Card, CardsLike, cards_text, to_cards
from ...catalogue import say
from ...catalogue.said import voice
from ...errors import KonkanError, shown, whole_number
from ...reasons import MeldKind, Phase, Reason
from ...round import Round
from ...rules import Rules, rules_or_default
from ..answers import AnswerVerdict, Mistake, read_number
from ..learner_files import LearnerFile, progress_path

__all__ = ["Attempt", "Feedback", "Goal", "LessonPlan", "Position", "Progress", "Question", "Step", "all", "get"]

RULE_RE = re.compile(r"R\d+(?:\.\d+)?")


def lesson_words(lesson: str) -> Callable[..., str]:
    """``say`` for one lesson's own keys: ``lesson_words("going_out")("intro")`` is the catalogue's
    ``lesson.going_out.intro`` (konkan/catalogue/en.ftl, area lessons/going_out)."""

    def words(key: str, **fields: Any) -> str:
        return say(f"lesson.{lesson}.{key}", **fields)

    return words


def rules_cited(text: str) -> set[str]:
    """The rule numbers a sentence cites ("R4.1", "R9")."""
    return set(RULE_RE.findall(text or ""))


# --- positions ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Position:
    """A staged table (see :meth:`konkan.Round.staged`): each seat's hand (seat 0 is the
    learner's unless ``seat`` says otherwise), the melds down ``(owner, cards[, joker_as])``, the
    discard pile (top last), the seats down, whose turn and at what point (``"start"``: before
    drawing; ``"play"``: after it), the stock's top cards, the round's number and the rules."""

    hands: tuple[str, ...]
    table: tuple[tuple[Any, ...], ...] = ()
    pile: str = ""
    down: tuple[int, ...] = ()
    current: int = 0
    phase: str = "play"
    stock: str | None = None
    number: int = 1
    first_turn: bool = False
    rules: Rules | None = None  # None: the standard rules, for as many players as there are hands
    names: tuple[str, ...] | None = None
    seed: str = "lesson"
    rest: str = "stock"  # where the cards not placed go: the stock, or under the discard pile
    # Moves already played (action text, by the seat to play unless the text names one), so a step
    # can start halfway through a turn the engine has really seen: after a take or a draw, say.
    before: tuple[str, ...] = ()

    def round(self) -> Round:
        rules = self.rules if self.rules is not None else Rules(players=len(self.hands))
        r = Round.staged(
            rules,
            hands=self.hands,
            table=self.table,
            pile=self.pile,
            down=self.down,
            current=self.current,
            phase=self.phase,
            stock=self.stock,
            number=self.number,
            first_turn=self.first_turn,
            names=self.names,
            seed=self.seed,
            rest=self.rest,
        )
        return play_before(r, self.before)


def play_before(r: Round, moves: tuple[str, ...]) -> Round:
    """Play ``moves`` (action text; the seat to play makes each unless the text names one) on ``r``."""
    for move in moves:
        r.apply(Action.parse(move if move.startswith("seat") else f"seat {r.current}: {move}"))
    return r


# --- goals -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Goal:
    """What the learner is asked to do, in one sentence (``text``), and how the engine's round
    shows it done: ``test(round, seat, start)`` with the round now and as the step began.
    ``blocks(round, seat, start)`` (if given) says, in the engine's words, why a move that can't
    be taken back (a draw, R3.6) has made the goal impossible this try; "" while it can be reached."""

    text: str
    test: Callable[[Round, int, Round], bool] = field(repr=False, compare=False)
    blocks: Callable[[Round, int, Round], str] | None = field(default=None, repr=False, compare=False)

    def __str__(self) -> str:
        return self.text

    def reached(self, r: Round, seat: int, start: Round) -> bool:
        return self.test(r, seat, start)

    def blocked(self, r: Round, seat: int, start: Round) -> str:
        """Why the goal can no longer be reached this try (the engine's sentence), or ""."""
        if self.blocks is None or self.reached(r, seat, start):
            return ""
        return self.blocks(r, seat, start)


def _new_melds(r: Round, seat: int, start: Round) -> list[Any]:
    return [m for m in r.table[len(start.table) :] if m.owner == seat]


def meld_goal(text: str, *, kind: str | None = None, cards: int = 3, count: int = 1) -> Goal:
    """Put down ``count`` new meld(s) of ``kind`` ("run", "set" or any) with at least ``cards`` cards."""

    def test(r: Round, seat: int, start: Round) -> bool:
        ok = [
            m
            for m in _new_melds(r, seat, start)
            if (kind is None or m.kind == MeldKind(kind)) and len(m.cards) >= cards
        ]
        return len(ok) >= count

    return Goal(text, test)


def down_goal(text: str) -> Goal:
    """Go down (R5): the seat is down now and was not at the start."""
    return Goal(text, lambda r, seat, start: r.is_down(seat) and not start.is_down(seat))


def lay_off_goal(text: str, card: str | None = None, *, on_owner: int | None = None) -> Goal:
    """Lay off (``card``, if named) on a meld that was on the table (of ``on_owner``, if named)."""

    def test(r: Round, seat: int, start: Round) -> bool:
        for k, before in enumerate(start.table):
            if k >= len(r.table) or (on_owner is not None and before.owner != on_owner):
                continue
            added = [c for c in r.table[k].cards if c not in before.cards]
            if added and (card is None or any(c.same_face(Card.parse(card)) for c in added)):
                return True
        return False

    return Goal(text, test)


def swap_goal(text: str) -> Goal:
    """Free a joker from the table into the hand (R6.2)."""

    def test(r: Round, seat: int, start: Round) -> bool:
        jokers = sum(c.is_joker for c in r.hand(seat)) if r.current == seat or not r.is_over else 0
        return jokers > sum(c.is_joker for c in start.hand(seat))

    return Goal(text, test)


def _refused(r: Round, action: Action) -> str:
    """The engine's sentence refusing ``action`` now, or "" if it is allowed."""
    verdict = r.check(action)
    return "" if verdict.ok else verdict.message


def take_goal(text: str) -> Goal:
    """Take the top of the discard pile (R3.3) and keep it: the turn's taken card is set. A draw
    from the stock (never taken back, R3.6) blocks it."""

    def blocks(r: Round, seat: int, start: Round) -> str:
        if r.current != seat or r.took_discard is not None:
            return ""
        return _refused(r, TakeDiscard(seat, r.discard_top))

    return Goal(text, lambda r, seat, start: r.current == seat and r.took_discard is not None, blocks)


def draw_goal(text: str) -> Goal:
    """Draw from the stock (R3.3)."""
    return Goal(
        text,
        lambda r, seat, start: (
            r.stock_size < start.stock_size and r.took_discard is None and len(r.hand(seat)) > len(start.hand(seat)) - 1
        ),
    )


def turn_over_goal(text: str) -> Goal:
    """End the turn with a discard (R3.5): someone else is to play, or the round is over."""
    return Goal(text, lambda r, seat, start: r.is_over or r.current != seat)


def out_goal(text: str, ending: str | None = None) -> Goal:
    """Go out (R7.1), ending the round as ``ending`` ("out", "hand", "konkan") if named."""

    def test(r: Round, seat: int, start: Round) -> bool:
        res = r.result
        return res is not None and res.finisher == seat and (ending is None or res.ending.value == ending)

    return Goal(text, test)


def declare_goal(text: str) -> Goal:
    """Declare the Konkan (R8.6). Anything done first (a draw, R3.1) blocks it."""

    def blocks(r: Round, seat: int, start: Round) -> str:
        return _refused(r, DeclareKonkan(seat)) if r.current == seat and not r.is_over else ""

    return Goal(text, lambda r, seat, start: seat in r.declared, blocks)


def all_of(text: str, *goals: Goal) -> Goal:
    def blocks(r: Round, seat: int, start: Round) -> str:
        return next((why for g in goals if (why := g.blocked(r, seat, start))), "")

    return Goal(text, lambda r, seat, start: builtins.all(g.reached(r, seat, start) for g in goals), blocks)


# --- steps ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Step:
    """One position and one goal. ``solution`` holds the moves (action text, seat left out) that
    reach the goal; ``why`` explains them, line by line, citing rules. ``mistakes`` maps a reason
    the engine may refuse a move with to the lesson's word on that slip; ``wrong`` holds typical
    wrong tries (action text) for the tests. ``rules`` are what the step teaches (R numbers)."""

    id: str
    title: str
    intro: str
    position: Position
    goal: Goal
    hint: str
    solution: tuple[str, ...]
    why: tuple[str, ...]
    rules: tuple[str, ...]
    mistakes: Mapping[Reason, str] = field(default_factory=dict)
    wrong: tuple[str, ...] = ()
    done_text: str = ""
    seat: int = 0
    missed: str = ""  # why a turn ended the wrong way misses the goal, said after it ("" for none)

    is_question = False

    def round(self) -> Round:
        return self.position.round()


@dataclass(frozen=True)
class Choice:
    """One answer a question offers: its label and the cards it shows (if any)."""

    label: str
    cards: tuple[Card, ...] = ()


@dataclass(frozen=True)
class ChoiceVerdict:
    """The engine's word on one choice of a question: whether it is right, its sentence (which
    names the rule, such as "5♣ 6♣ 8♣ is not a run: there is a gap where 7♣ should be (R4.1).")
    and that rule."""

    right: bool
    message: str
    rule: str = ""
    code: str = ""


@dataclass(frozen=True)
class Question:
    """A step answered with a click or a number. ``answer`` is worked out by the engine (a
    function of the rules, never a stored number); ``explain(value)`` is the engine's sentence on
    an answer. ``choices`` (labels and cards) for a click; none for a number. ``position`` (if
    any) is drawn as the table for the question."""

    id: str
    title: str
    intro: str
    prompt: str
    answer: Callable[[], Any] = field(repr=False, compare=False)
    explain: Callable[[Any], str] = field(repr=False, compare=False)
    hint: str
    why: tuple[str, ...]
    rules: tuple[str, ...]
    choices: tuple[Choice, ...] = ()
    multiple: bool = False  # several choices may be right: the answer is the set of them
    cards: tuple[Card, ...] = ()
    position: Position | None = None
    mistakes: Mapping[Any, str] = field(default_factory=dict)  # a wrong answer -> the lesson's word on it
    done_text: str = ""
    seat: int = 0
    puzzle: Any = field(default=None, repr=False, compare=False)  # a konkan.teaching.puzzles.Puzzle that checks answers
    # The engine's verdict on each choice (the same check the round makes): a wrong pick is told
    # which choice was wrong and why, with the rule, and no sentence is written per choice.
    judge: Callable[[int], ChoiceVerdict] | None = field(default=None, repr=False, compare=False)

    is_question = True

    @classmethod
    def from_puzzle(cls, puzzle: Any, *, id: str, title: str, intro: str = "", done_text: str = "") -> Question:
        """A question that is a puzzle (:func:`konkan.teaching.puzzles.generate`): its prompt, hint and worked
        solution, its cards drawn, every answer checked by ``puzzle.check`` (so equally right answers
        all pass) and the slip it diagnoses said as the lesson's word on a wrong answer."""
        lines = tuple(line for line in puzzle.solution.split("\n") if line)
        cards = tuple(puzzle.data.get("cards") or puzzle.data.get("hand") or ())
        said = []
        for line in puzzle.prompt.split("\n"):
            bare = line.strip("\u2068\u2069")  # as Arabic's sentences isolate the cards and numbers
            if cards and bare == cards_text(cards):
                continue  # the cards are drawn
            ended = bare.endswith((".", "?", "!", ")", ":", "\u061f"))  # \u061f: Arabic's question mark
            said.append(line if ended else f"{line}.")
        return cls(
            id=id,
            title=title,
            intro=intro,
            prompt=" ".join(said),
            answer=lambda: puzzle.answer,
            explain=lambda value: " ".join(lines),
            hint=puzzle.hint,
            why=lines,
            rules=tuple(sorted(rules_cited(puzzle.solution))),
            cards=cards,
            done_text=done_text,
            puzzle=puzzle,
        )

    @property
    def goal(self) -> str:
        return self.prompt

    @property
    def solution(self) -> tuple[str, ...]:
        return ()

    def right(self) -> Any:
        a = self.answer()
        return frozenset(a) if self.multiple else a

    def read(self, value: Any) -> Any:
        """The learner's answer in the question's own form, or a KonkanError saying the form."""
        if self.puzzle is not None:
            v = self.puzzle.check(value)
            if v.malformed:
                raise KonkanError(v.message)
            return value
        if self.choices:
            n = len(self.choices)
            items = value if isinstance(value, (list, tuple, set, frozenset)) else [value]
            picked = []
            for v in items:
                picked.append(whole_number(v, "choice", 0, n - 1, key="lesson.common.error.choice_number"))
            if not self.multiple:
                if len(picked) != 1:
                    raise KonkanError(say("lesson.common.error.one_choice"))
                return picked[0]
            return frozenset(picked)
        # "106", "-30", "−30" (a real minus sign), "106 cards", "36 points": read as the puzzles read them
        number = read_number(value)
        if number is None:
            raise KonkanError(say("lesson.common.error.whole_number", got=shown(value, 20)))
        return number

    def _judged(self, given: Any) -> AnswerVerdict:
        """A wrong pick among the choices, told by the engine: each choice picked wrongly, in the
        engine's sentence on it (after "You picked ..." unless it starts with the choice); a right
        choice left out is only counted, so the answer is not given away."""
        assert self.judge is not None
        picked = set(given) if isinstance(given, frozenset) else {given}
        right = self.right()
        right = set(right) if isinstance(right, frozenset) else {right}
        slips = []
        for k in sorted(picked - right):
            v = self.judge(k)
            label = self.choices[k].label
            said = v.message
            if not said.lstrip("\u2068\u2069").startswith(label):  # (Arabic isolates the cards it names)
                said = say(
                    "lesson.common.picked",
                    label=label,
                    said=said[:1].lower() + said[1:] if said[1:2].islower() else said,
                )
            slips.append(Mistake(v.code or "wrong_pick", v.rule, said))
        missed = len(right - picked)
        if missed:
            more = (
                say("lesson.common.missed_pick.one")
                if missed == 1
                else say("lesson.common.missed_pick.many", count=missed)
            )
            slips.append(Mistake("missed_pick", "", more))
        return AnswerVerdict(False, " ".join(m.message for m in slips), tuple(slips))

    def check(self, value: Any) -> AnswerVerdict:
        """Judge an answer as a puzzle is judged (:class:`~konkan.teaching.answers.AnswerVerdict`): right, with
        the engine's sentence; or wrong, with the lesson's word on that slip as its mistake. A puzzle
        question is the puzzle's own check. An answer of the wrong form raises a KonkanError saying
        the form (see :meth:`read`)."""
        if self.puzzle is not None:
            self.read(value)
            v: AnswerVerdict = self.puzzle.check(value)
            return v
        given = self.read(value)
        if given == self.right():
            return AnswerVerdict(True, self.explain(given))
        if self.judge is not None and self.choices:
            return self._judged(given)
        word = self.mistakes.get(given)
        slip = (Mistake("lesson_word", ", ".join(sorted(rules_cited(word))), word),) if word else ()
        return AnswerVerdict(False, word or "", slip)


# --- lessons ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class LessonPlan:
    """A titled list of steps, in order. ``name`` is how it is opened (``konkan.widgets.Lesson("melds")``)."""

    name: str
    number: int
    title: str
    summary: str
    steps: tuple[Step | Question, ...]

    def step(self, id: str) -> Step | Question:
        for s in self.steps:
            if s.id == id:
                return s
        raise KonkanError(
            say(
                "lesson.common.error.no_step",
                lesson=repr(self.name),
                step=shown(id, 30),
                steps=", ".join(s.id for s in self.steps),
            )
        )

    def __repr__(self) -> str:
        return f"<LessonPlan {self.number}: {self.title}, {len(self.steps)} steps>"


# The lessons in the learner's order: konkan/teaching/lessons/<module>.py, each with a ``lesson()`` that
# builds its LessonPlan in the language spoken when it is called.
MODULES = (
    "welcome",
    "melds",
    "a_turn",
    "going_down",
    "once_down",
    "going_out",
    "the_hand",
    "the_konkan",
    "partners",
    "whole_game",
)


# The lessons as built in each language (and digits) they have been asked for in, in the learner's order.
_BUILT: dict[tuple[str, str], tuple[LessonPlan, ...]] = {}


def _modules() -> Iterator[Any]:
    for name in MODULES:
        try:
            module = importlib.import_module(f"{__name__}.{name}")
        except ModuleNotFoundError as e:
            if e.name == f"{__name__}.{name}":
                continue  # a lesson not written yet
            raise
        yield module


def all() -> list[LessonPlan]:
    """Every lesson, in the learner's order, in the language spoken now (see
    :func:`konkan.catalogue.speaking`). Each is built once per language; its name, number and step
    ids are the same in every language, so progress saved in one is read in any other."""
    said = voice()
    if said not in _BUILT:
        _BUILT[said] = tuple(module.lesson() for module in _modules())
    return list(_BUILT[said])


def get(name: str | int) -> LessonPlan:
    """The lesson named ``name`` (or numbered ``name``), in the language spoken now, or a sentence
    listing the lessons."""
    lessons = all()
    for lesson in lessons:
        if name == lesson.name or name == lesson.number:
            return lesson
    raise KonkanError(
        say(
            "lesson.common.error.no_lesson",
            lesson=shown(name, 30),
            lessons=", ".join(f"{le.number} {le.name!r}" for le in lessons),
        )
    )


# --- playing a step -------------------------------------------------------------------------


@dataclass(frozen=True)
class Feedback:
    """What the engine (and the lesson) say about one try: ``ok`` if the move was legal (or the
    answer right), ``done`` if the goal is reached, ``failed`` if the try can no longer reach it
    (the learner should try again), ``text`` the sentences, ``rule`` the rule cited."""

    ok: bool
    text: str
    rule: str = ""
    done: bool = False
    failed: bool = False
    code: str = ""


class Attempt:
    """One go at a step: its round (for a move step), the tries so far, the help asked for."""

    def __init__(self, step: Step | Question):
        self.step = step
        self.round: Round | None = None if step.is_question else step.round()  # type: ignore[union-attr]
        self.start = self.round.copy() if self.round is not None else None
        self.hinted = False
        self.shown = False
        self.missed = False  # a question answered wrong before (a guess costs a star, a refused move none)
        self.done = False
        self.failed = False
        self.tries: list[Feedback] = []

    @property
    def stars(self) -> int:
        """3 done unaided, 2 done after the hint or a wrong answer to a question, 1 after the
        solution was shown; 0 not done. A refused move costs nothing: the engine's sentence on it
        is the lesson; a question's answers are few, so a second guess is not worth three."""
        if not self.done:
            return 0
        return 1 if self.shown else 2 if self.hinted or self.missed else 3

    def ask_hint(self) -> str:
        self.hinted = True
        return self.step.hint

    def show_solution(self) -> tuple[str, ...]:
        self.shown = True
        return self.step.why

    def _seat_action(self, action: Action | str) -> Action:
        if isinstance(action, Action):
            return action
        if not isinstance(action, str):
            raise KonkanError(say("lesson.common.error.move_form", got=shown(action, 30)))
        text = action.strip()
        if not text.startswith("seat"):
            text = f"seat {self.step.seat}: {text}"
        return Action.parse(text)

    def play(self, action: Action | str) -> Feedback:
        """Try one move. A refused move changes nothing; its feedback is the engine's sentence,
        then the lesson's word on that slip where it has one."""
        step = self.step
        if self.round is None or not isinstance(step, Step):
            raise KonkanError(say("lesson.common.error.question_not_move"))
        if self.done:
            return self._tell(Feedback(True, say("lesson.common.step_done"), done=True))
        if self.failed:
            return self._tell(Feedback(False, say("lesson.common.try_over"), failed=True))
        act = self._seat_action(action)
        r = self.round
        verdict = r.check(act)
        if not verdict.ok:
            words = verdict.message
            extra = step.mistakes.get(verdict.code)
            if extra:
                words = f"{words} {extra}"
            return self._tell(Feedback(False, words, verdict.rule, code=verdict.code.value))
        table_before = list(r.table)
        melds_before = len(table_before)
        r.apply(act)
        told = r.events_for(step.seat)[-1]  # what happened, as the learner reads it ("You went out...")
        said = told.message
        if isinstance(act, Meld):
            # What each new meld is, in the meld checker's words (R4), before what happened.
            said = " ".join([*(m.verdict.message for m in r.table[melds_before:]), said])
        assert self.start is not None
        if step.goal.reached(r, step.seat, self.start):
            self.done = True
            return self._tell(Feedback(True, f"{said} {step.done_text}".strip(), told.rule, done=True))
        if r.is_over or r.current != step.seat:
            self.failed = True
            if step.missed:
                ended = say("lesson.common.turn_ended.missed", said=said, goal=step.goal.text, missed=step.missed)
            else:
                ended = say("lesson.common.turn_ended", said=said, goal=step.goal.text)
            return self._tell(Feedback(True, ended, told.rule, failed=True))
        blocked = step.goal.blocked(r, step.seat, self.start)
        if blocked:
            # A move that can't be taken back has made the goal impossible: say why at once, and
            # offer a fresh try, rather than leave the learner to find out move by move.
            self.failed = True
            return self._tell(
                Feedback(True, say("lesson.common.blocked", said=said, blocked=blocked), told.rule, failed=True)
            )
        if r.table != table_before:
            # The table changed but the goal is not met: whether this was a step on the way or a
            # different move, the learner is told (and may take it back, R3.6).
            said = say("lesson.common.not_yet", said=said, goal=step.goal.text)
        return self._tell(Feedback(True, said, told.rule))

    def answer(self, value: Any) -> Feedback:
        """Answer a question step: right or wrong, with the engine's sentence on the answer."""
        step = self.step
        if not isinstance(step, Question):
            raise KonkanError(say("lesson.common.error.move_not_answer"))
        given = step.read(value)
        v = step.check(value)
        if v.correct:
            self.done = True
            explanation = step.explain(given)
            if step.done_text:
                right = say("lesson.common.right.done", explanation=explanation, done=step.done_text)
            else:
                right = say("lesson.common.right", explanation=explanation)
            return self._tell(Feedback(True, right.strip(), done=True))
        # A wrong answer is not told the right one (that would give a learner who guesses three
        # stars for copying it): the lesson's word on the slip if it knows it (a puzzle's: the slip
        # it diagnoses), then a nudge.
        if not v.malformed:
            self.missed = True
        slip = " ".join(m.message for m in v.mistakes)
        words = say("lesson.common.wrong.slip", slip=slip) if slip else say("lesson.common.wrong")
        engine = step.puzzle is not None or step.judge is not None  # the slip is the engine's, with its rule
        rule = v.mistakes[0].rule if v.mistakes and engine else ""
        return self._tell(Feedback(False, words, rule, code=v.codes[0] if engine and v.codes else ""))

    def _tell(self, fb: Feedback) -> Feedback:
        self.tries.append(fb)
        return fb


# --- progress --------------------------------------------------------------------------------


class Progress(LearnerFile):
    """The stars earned, per lesson and step, kept in a small JSON file (see :class:`LearnerFile`).
    The best of a step's tries is kept."""

    VERSION = 1
    stars: dict[str, dict[str, int]]

    def __init__(self, path: str | Path | None = None):
        super().__init__(Path(path) if path is not None else progress_path())

    def _take(self, data: dict[str, dict[str, int]] | None) -> None:
        self.stars = data or {}

    @classmethod
    def _parse(cls, data: Any) -> dict[str, dict[str, int]]:
        if (
            not isinstance(data, dict)
            or data.get("version") != cls.VERSION
            or not isinstance(data.get("lessons"), dict)
        ):
            raise KonkanError(say("lesson.common.error.progress_file"))
        out: dict[str, dict[str, int]] = {}
        for lesson, steps in data["lessons"].items():
            if not isinstance(lesson, str) or not isinstance(steps, dict):
                raise KonkanError(say("lesson.common.error.progress_lesson"))
            for step, stars in steps.items():
                if not isinstance(step, str) or isinstance(stars, bool) or stars not in (0, 1, 2, 3):
                    raise KonkanError(say("lesson.common.error.progress_step"))
                out.setdefault(lesson[:100], {})[step[:100]] = stars
        return out

    def get(self, lesson: str, step: str) -> int:
        return self.stars.get(lesson, {}).get(step, 0)

    def of(self, lesson: str) -> dict[str, int]:
        return dict(self.stars.get(lesson, {}))

    def record(self, lesson: str, step: str, stars: int) -> None:
        """Keep ``stars`` for the step if better than before (as the file has them now), and save."""
        self.refresh()  # stars another notebook kept since, or none if set aside since
        if stars > self.get(lesson, step):
            self.stars.setdefault(lesson, {})[step] = stars
            self.save()

    def merge(self, data: Any) -> None:
        """Take in stars kept elsewhere (the browser's own storage), keeping the best of each."""
        try:
            other = self._parse(data)
        except (KonkanError, AttributeError):
            return
        changed = False
        for lesson, steps in other.items():
            for step, stars in steps.items():
                if stars > self.get(lesson, step):
                    self.stars.setdefault(lesson, {})[step] = stars
                    changed = True
        if changed:
            self.save()

    def to_dict(self) -> dict[str, Any]:
        return {"version": self.VERSION, "lessons": {k: dict(v) for k, v in self.stars.items()}}


def iter_steps() -> Iterator[tuple[LessonPlan, Step | Question]]:
    for lesson in all():
        for step in lesson.steps:
            yield lesson, step


def cards_of(text: CardsLike) -> tuple[Card, ...]:
    return tuple(to_cards(text))


def _rules(rules: Rules | None) -> Rules:
    return rules_or_default(rules)


__all__ += [
    "Choice",
    "ChoiceVerdict",
    "iter_steps",
    "meld_goal",
    "down_goal",
    "lay_off_goal",
    "swap_goal",
    "take_goal",
    "draw_goal",
    "turn_over_goal",
    "out_goal",
    "declare_goal",
    "all_of",
    "rules_cited",
    "cards_of",
    "Phase",
]
