"""A whole lesson in one line: ``Lesson("melds")``.

The widget draws the card table (:class:`~konkan.widgets.Table`'s page, worked out by its
:class:`~konkan.widgets.table_state.TableState`) with a lesson around it: the
lesson's title and a strip of its steps with their stars, the step's goal above the table, the
engine's sentence after each try, Hint and Show solution (folded until asked for), Try again,
and Next once the goal is met. A move step is drawn and played with the table's own drawing and
intents, on the step's staged round; every move goes through :meth:`konkan.teaching.lessons.Attempt.play`,
so the lessons engine says whether the step is done, failed or neither, and how many stars it
earns. No computer player moves inside a step. A question step shows its choices (with card
faces) or a number box instead, answered through :meth:`~konkan.teaching.lessons.Attempt.answer`.

Stars go to :class:`~konkan.teaching.lessons.Progress` (a small JSON file) as a step is done. The page
keeps a copy in the browser's storage too, sends it when it draws the widget, and stores what
Python holds after merging (the best stars of each step): a learner with no server file system
(JupyterLite) keeps their progress as well.

On a computer several learners share, the stars shown may be the last learner's: **Not your
stars? Start afresh** moves them aside (the file renamed, kept whole; on the page, the browser's
copy kept under another key), and this learner's stars start from none.

>>> import tempfile, pathlib
>>> w = Lesson("melds", progress=pathlib.Path(tempfile.mkdtemp()) / "progress.json")
>>> w
<Lesson 2 "Melds: runs and sets": step 1 of 5, 0 of 5 done>
>>> w.step["goal"]
'Put down a run of three spades.'
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

import traitlets

from ..actions import Action
from ..catalogue import say
from ..errors import KonkanError, shown, whole_number
from ..game import Game
from ..render import CARD_W, INK, _document, _esc, _n, _text_width, hand_svg, table_svg
from ..round import Round
from ..rulebook import rule_chips
from ..rules import Rules
from ..teaching.lessons import Attempt, Feedback, LessonPlan, Progress, Question, Step, get
from ..teaching.practice import PracticeRecord, practice_path
from ._small import placed, row, stack, svg_size, wrap
from .base import IntentError, KonkanWidget, css, esm
from .class_link import ClassReport, lesson_key
from .table import TABLE_INTENTS, TablePage, table_size
from .table_state import TableState

if TYPE_CHECKING:
    from ..classroom.service.link import ClassLink

__all__ = ["Lesson"]

# The table's intents that play or prepare a move: a question step has no move to play.
MOVE_INTENTS = frozenset({"pick", "arrange", "sort", "target", "act", "joker"})


def _lesson_of(lesson: Any) -> LessonPlan:
    if isinstance(lesson, LessonPlan):
        return lesson
    if isinstance(lesson, str):
        try:
            return get(lesson)
        except KonkanError:
            if "_" not in lesson:
                raise
            return get(lesson.replace("_", "-"))
    if isinstance(lesson, int) and not isinstance(lesson, bool):
        return get(lesson)
    raise KonkanError(say("widget.lesson.error.lesson", got=shown(lesson, 40)))


def _progress_of(progress: Any) -> Progress:
    if isinstance(progress, Progress):
        return progress
    if progress is None or isinstance(progress, (str, Path)):
        return Progress(progress)
    raise KonkanError(say("widget.lesson.error.progress", got=shown(progress, 40)))


def _start(lesson: LessonPlan, progress: Progress, step: Any) -> int:
    """The index of the step to open: the one asked for (its number, 1 for the first, or its
    id), else the first not done yet, else the first."""
    steps = lesson.steps
    if step is None:
        stars = progress.of(lesson.name)
        return next((k for k, s in enumerate(steps) if not stars.get(s.id)), 0)
    if isinstance(step, int) and not isinstance(step, bool):
        if not 1 <= step <= len(steps):
            raise KonkanError(say("widget.lesson.error.step_range", count=len(steps), got=shown(step)))
        return step - 1
    if isinstance(step, str):
        return steps.index(lesson.step(step))
    raise KonkanError(say("widget.lesson.error.step", got=shown(step, 40)))


def _empty_game() -> Game:
    """The table behind a question with no position: drawn nowhere, never played."""
    return Game.around(Round.staged(Rules(players=2), hands=("", ""), phase="play", seed="lesson"))


class Lesson(TablePage, KonkanWidget):
    """One lesson, step by step, at the card table.

    ``Lesson(lesson, *, step=None, progress=None, four_colour=False, size="normal", code=None, link=None)``:
    ``lesson`` is a lesson's name (``"melds"``), its number (``2``) or a
    :class:`konkan.teaching.lessons.LessonPlan`; ``step`` the step to open (its number, 1 for the first, or
    its id; default: the first not done yet); ``progress`` the progress file's path or a
    :class:`~konkan.teaching.lessons.Progress` (default: ``$KONKAN_PROGRESS``, else the Jupyter data
    directory). On a school's hub (:func:`konkan.classroom.service.client.find_service`, or given
    ``link``), each step's stars also go to the class service as they are earned: to the class
    ``code`` (joined if need be), else to the class the learner joined last; off a hub nothing is
    sent.

    The table is a :class:`~konkan.widgets.table_state.TableState` the lesson holds
    (``table_state``), played from the step's seat with no computer player and nothing passed
    round; the lesson gives it its hooks: each move played through the step's attempt, the main
    button the one that reaches the goal, the status and buttons as the step reads them, the log
    from the learner's first move.

    Intents, besides the table's: ``hint``, ``solution``, ``retry`` (a fresh try of the step,
    the help already asked for still counted), ``next``, ``goto`` (``index``, 0 for the first
    step), ``answer`` (``choices``: the indices picked, or ``number``: the text typed),
    ``progress`` (the page's stored copy, merged in) and ``afresh`` (not this learner's stars: set
    aside, and none from now).
    """

    _esm = esm("lesson")
    _css = css("lesson")

    noun: ClassVar[str] = "widget.lesson.noun"
    word_keys: ClassVar[tuple[str, ...]] = ("widget.table.", "widget.lesson.")
    intents: ClassVar[dict[str, dict[str, str]]] = {
        **TABLE_INTENTS,
        "solution": {},
        "retry": {},
        "next": {},
        "goto": {"index": "index"},
        "answer": {"choices?": "indices", "number?": "text"},
        "progress": {"data": "mapping"},
        "afresh": {},
    }

    # The lesson: its name, number, title, summary, its steps (id, title, kind, stars), the index
    # of the step shown, how many steps are done.
    lesson = traitlets.Dict().tag(sync=True)
    # The step shown: goal, intro, the last try's feedback, the hint and the solution's lines
    # (empty until asked for), the question (prompt, choices, number) if it is one.
    step = traitlets.Dict().tag(sync=True)
    notice = traitlets.Unicode("").tag(sync=True)  # what the progress file said (unreadable, unsaved)
    saved = traitlets.Dict().tag(sync=True)  # the progress Python holds, for the page to keep
    # Each rule's number and short text, for the small rule chip the page draws beside a sentence.
    rule_texts = traitlets.Dict().tag(sync=True)

    def __init__(
        self,
        lesson: Any,
        *,
        step: Any = None,
        progress: Any = None,
        four_colour: bool = False,
        size: str = "normal",
        code: str | None = None,
        link: ClassLink | None = None,
    ):
        self.course = _lesson_of(lesson)
        self.progress = _progress_of(progress)
        self.index = _start(self.course, self.progress, step)
        self.attempt = Attempt(self.course.steps[self.index])
        self._feedback: dict[str, Any] = {}
        self._earned = 0  # the stars this try earned when it was done (asking for help later takes none away)
        first = self.course.steps[self.index]
        game = self._game_for(self.attempt)
        self._setup = len(game.round.events)  # the staged round's own events, before the learner's moves
        super().__init__(four_colour=four_colour)
        size = table_size(size)
        seat = whole_number(first.seat, "seat", 0, game.rules.players - 1)
        # A lesson's table: one seat, no computer players (the step ends with the learner's turn),
        # never passed round.
        state = TableState(self, game, seat, size=size, hot_seat=False)
        state.play = self._play
        state.primary = self._primary
        state.dress_status = self._dress_status
        state.dress_buttons = self._dress_buttons
        state.after_refresh = self._show
        state.log_from = self._setup
        self.table_state = state
        state.refresh()
        self._sync()
        self.rule_texts = rule_chips()
        # On a school's hub, each step's stars go to the class too (the one of ``code``, else the
        # class the learner joined last); elsewhere, None: the progress file alone keeps them.
        self.report = ClassReport.find(code, link, "widget.class_progress.lesson")
        if self.report is not None and not self.message:
            self.say(self.report.said, tone="info")

    @staticmethod
    def _game_for(attempt: Attempt) -> Game:
        if attempt.round is not None:
            return Game.around(attempt.round)
        position = attempt.step.position
        return Game.around(position.round()) if position is not None else _empty_game()

    @property
    def current_step(self) -> Step | Question:
        return self.attempt.step

    # --- moves: played through the attempt, so the lessons engine judges the step -------------
    def _play(self, action: Action) -> bool:
        a = self.attempt
        over = a.done or a.failed
        fb = a.play(action)
        self._tell(fb)
        self._show()
        return fb.ok and not over

    def _tell(self, fb: Feedback) -> None:
        # "at": the intent it answers, so the page shows only the latest of this and a refusal.
        self._feedback = {
            "text": fb.text,
            "ok": fb.ok,
            "done": fb.done,
            "failed": fb.failed,
            "rule": fb.rule,
            "at": self.revision,
        }
        self.message = {}  # the feedback line says it
        if fb.done and not self._earned:
            self._earned = self.attempt.stars
            self.progress.record(self.course.name, self.current_step.id, self._earned)
            if self.report is not None:
                failed = self.report.send("lesson", lesson_key(self.course.name, self.current_step.id), self._earned)
                if failed:
                    self.say(failed, tone="error")

    def read_intent(self, content: Any, buffers: Any = None) -> tuple[str, dict[str, Any]]:
        """Check a message from the page (see :meth:`KonkanWidget.read_intent`): a question step
        takes no move."""
        kind, fields = super().read_intent(content, buffers)
        if kind in MOVE_INTENTS and self.current_step.is_question:
            raise IntentError(say("widget.lesson.question_no_move"))
        return kind, fields

    def _on_act(self, action: str) -> None:
        if action == "next_round":
            raise KonkanError(say("widget.lesson.one_round"))
        a = self.attempt
        if (a.done or a.failed) and not self.current_step.is_question:
            self._tell(a.play("draw"))  # the step's state, said again: done (Next), or over (Try again)
            self._show()
            return
        self._forget()
        self._table_intent("act", action=action)

    # --- one feedback area: a new action replaces what was said about the last one --------------
    def _forget(self) -> None:
        """Drop what was said about the last try, unless it says the step is done or the try is
        over (that stays true until Next or Try again)."""
        a = self.attempt
        if self._feedback and not (a.done or a.failed):
            self._feedback = {}
            self._show()

    def _on_pick(self, cards: list[int]) -> None:
        self._table_intent("pick", cards=cards)
        self._forget()

    def _on_target(self, index: int | None = None) -> None:
        self._table_intent("target", index=index)
        self._forget()

    def _on_joker(self, reading: str) -> None:
        self._table_intent("joker", reading=reading)
        self._forget()

    # --- the table's other intents, answered by its state as at a table -------------------------
    def _on_new_game(self, seed: str | None = None) -> None:
        raise KonkanError(say("widget.lesson.no_new_game"))

    def _primary(self, name: str, action: Action | None) -> bool:
        """The main button is the one whose move reaches the step's goal now (tried on a copy of
        the round), so Discard is not drawn as the aim of a step about melding; else none."""
        a, step = self.attempt, self.current_step
        if action is None or a.start is None or a.done or a.failed or not isinstance(step, Step):
            return False
        trial = self.round.copy()
        trial.apply(action)
        return step.goal.reached(trial, step.seat, a.start)

    def _dress_buttons(self, out: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The table's buttons as the step reads them: none to press on a question, or once the
        step is done or the try over."""
        a = self.attempt
        if self.current_step.is_question:
            reason = say("widget.lesson.button.question")
        elif a.done:
            reason = say("widget.lesson.button.done")
        elif a.failed:
            reason = say("widget.lesson.button.failed")
        else:
            return out
        return [{**b, "enabled": False, "reason": reason, "primary": False} for b in out]

    def _dress_status(self, status: dict[str, Any]) -> dict[str, Any]:
        """The table's status as the step reads it: its goal, done or over, whose cards are the learner's."""
        a = self.attempt
        if a.done:
            status["text"] = say("widget.lesson.status.done")
        elif a.failed:
            status["text"] = say("widget.lesson.status.failed")
        elif self.current_step.is_question:
            # The table only shows the question's position: nothing is played on it.
            status["text"] = say("widget.lesson.status.question")
        else:
            # The step's goal, in the lesson's words, not the table's general advice (which may
            # speak of moves a lesson has not taught yet).
            status["text"] = say("widget.lesson.status.goal", goal=self.current_step.goal)
        # A lesson's position is no round of a game: the title says whose cards are the learner's.
        return {**status, "title": say("widget.lesson.you_play", name=self.round.names[self.me]), "lesson": True}

    # --- the lesson's own intents --------------------------------------------------------------
    def _on_hint(self) -> None:
        self.attempt.ask_hint()
        self.message = {}
        self._show()

    def _on_solution(self) -> None:
        self.attempt.show_solution()
        self.message = {}
        self._show()

    def _on_retry(self) -> None:
        self._begin(self.index, keep_help=True)

    def _on_next(self) -> None:
        if not self.attempt.done:
            raise KonkanError(say("widget.lesson.goal_first"))
        if self.index + 1 >= len(self.course.steps):
            self.say(say("widget.lesson.last"), tone="info")
            return
        self._begin(self.index + 1)

    def _on_goto(self, index: int) -> None:
        n = len(self.course.steps)
        if index >= n:
            raise KonkanError(say("widget.lesson.no_step", count=n, number=index + 1))
        self._begin(index)

    def _on_answer(self, choices: list[int] | None = None, number: str | None = None) -> None:
        step = self.current_step
        if not step.is_question:
            raise KonkanError(say("widget.lesson.not_a_question"))
        if (choices is None) == (number is None):
            raise KonkanError(say("widget.lesson.one_answer"))
        if self.attempt.done:
            raise KonkanError(say("widget.lesson.button.done"))
        fb = self.attempt.answer(choices if choices is not None else number)
        self._tell(fb)
        self._show()

    def _on_progress(self, data: dict[str, Any]) -> None:
        """The stars the page kept in the browser's storage: merged in, the best of each step kept."""
        self.progress.merge(data)
        self._show()

    def _on_afresh(self) -> None:
        """Not this learner's stars: they are moved aside, kept whole, and the stars start from none."""
        where = self.start_afresh()
        folder = self.progress.path.parent
        self.say(
            say("widget.lesson.afresh_done.kept", folder=folder, where=where)
            if where
            else say("widget.lesson.afresh_done"),
            tone="ok",
        )

    def start_afresh(self) -> str:
        """A new learner at this computer: the stars kept so far are moved aside (see
        :meth:`konkan.teaching.learner_files.LearnerFile.start_afresh`), and so are the practice levels kept
        beside them (``practice.json``, as :func:`konkan.teaching.practice.practice_path` is beside
        :func:`konkan.teaching.learner_files.progress_path`); the lesson starts from its first step with none.
        The names the files were moved to, in words ("" if there were none)."""
        practice = PracticeRecord(practice_path(self.progress.path))
        moved = [w for w in (self.progress.start_afresh(), practice.start_afresh()) if w]
        self._begin(0)
        return " and ".join(moved)

    def _begin(self, index: int, *, keep_help: bool = False) -> None:
        """Open step ``index`` afresh (a new attempt on a new staged round); ``keep_help`` keeps
        the hint and solution already shown (Try again), so they still count against the stars."""
        old = self.attempt
        step = self.course.steps[index]
        self.index = index
        self.attempt = Attempt(step)
        if keep_help:
            self.attempt.hinted, self.attempt.shown, self.attempt.missed = old.hinted, old.shown, old.missed
        self._feedback, self._earned = {}, 0
        game = self._game_for(self.attempt)
        # A staged round starts with the deal's sentence of a full deal, not true of the position
        # set up: the log (and what the page reads aloud) starts with the learner's first move.
        self._setup = len(game.round.events)
        self.table_state.begin(game, step.seat, log_from=self._setup)
        self.message = {}
        self._refresh()

    # --- what the page draws ---------------------------------------------------------------------
    def redraw(self) -> None:
        super().redraw()
        self._show()

    def _show(self) -> None:
        course, a, step = self.course, self.attempt, self.current_step
        stars = self.progress.of(course.name)
        steps = [
            {"id": s.id, "title": s.title, "kind": "question" if s.is_question else "move", "stars": stars.get(s.id, 0)}
            for s in course.steps
        ]
        self.lesson = {
            "name": course.name,
            "number": course.number,
            "title": course.title,
            "summary": course.summary,
            "steps": steps,
            "index": self.index,
            "done": sum(1 for s in steps if s["stars"]),
        }
        question: dict[str, Any] = {}
        if isinstance(step, Question):
            question = {
                "prompt": step.prompt,
                "multiple": step.multiple,
                "number": not step.choices,
                "choices": [{"label": c.label, "cards": [x.id for x in c.cards]} for c in step.choices],
                "cards": [c.id for c in step.cards],
            }
        self.step = {
            "id": step.id,
            "title": step.title,
            "kind": "question" if step.is_question else "move",
            "number": self.index + 1,
            "goal": str(step.goal),
            "intro": step.intro,
            "feedback": dict(self._feedback),
            "hint": step.hint if a.hinted else "",
            "solution": list(step.why) if a.shown else [],
            "done": a.done,
            "failed": a.failed,
            "stars": self._earned,
            "best": stars.get(step.id, 0),
            "table": a.round is not None or step.position is not None,
            "question": question,
            "last": self.index == len(course.steps) - 1,
        }
        self.saved = self.progress.to_dict()
        self.notice = self.progress.notice

    # --- repr and picture ------------------------------------------------------------------------
    def __repr__(self) -> str:
        c, n = self.course, len(self.course.steps)
        done = sum(1 for s in c.steps if self.progress.get(c.name, s.id))
        words = say("widget.lesson.repr", number=c.number, title=c.title, step=self.index + 1, count=n, done=done)
        return f"<{words}>"

    def summary(self) -> str:
        return repr(self)

    def picture(self) -> str:
        """The step as one picture: the lesson's title and the step's goal above its table (a
        question's cards, or its choices, where it has no table), for a notebook read with no
        kernel (GitHub, nbviewer) or before its cells run."""
        step = self.current_step
        if step.is_question and step.position is None:
            inner = self._question_picture(step)
        else:
            inner = table_svg(
                self._seat_view(), four_colour=self.four_colour, last_move=len(self.round.events) > self._setup
            )
        return _framed(
            inner,
            say("widget.lesson.title", number=self.course.number, title=self.course.title),
            say("widget.lesson.step_name", number=self.index + 1, count=len(self.course.steps), title=step.title),
            str(step.goal),
        )

    def _question_picture(self, q: Question) -> str:
        rows = [
            hand_svg(c.cards, overlap=False, four_colour=self.four_colour, label=f"{k + 1}. {c.label}")
            for k, c in enumerate(q.choices)
            if c.cards
        ]
        if q.cards:
            rows.insert(0, hand_svg(q.cards, overlap=False, four_colour=self.four_colour))
        if not rows:
            return ""
        # Three choices a line, the numbers and heads written as the drawings of konkan.render write theirs.
        lines = [row(rows[k : k + 3], gap=14, number=_n, document=_document) for k in range(0, len(rows), 3)]
        return stack(lines, number=_n, document=_document)


def _framed(inner: str, title: str, subtitle: str, goal: str) -> str:
    """``inner`` under a light panel with the title, the step and its goal (dark words on white, so
    they read on light and dark notebook themes alike)."""
    w, h = svg_size(inner) if inner else (0.0, 0.0)
    width = max(w, 4 * CARD_W + 24, 480.0)
    pad = 12
    goal_lines = wrap(goal, width - 2 * pad, lambda line: _text_width(line, 16))
    lines = [(title, 17, True), (subtitle, 13, False)] + [(line, 16, True) for line in goal_lines]
    body, y = [], float(pad)
    for text, size, bold in lines:
        weight = ' font-weight="700"' if bold else ""
        body.append(f'<text x="{pad}" y="{_n(y + size)}" font-size="{size}"{weight} fill="{INK}">{_esc(text)}</text>')
        y += size + 7
    head = y + pad - 4
    panel = (
        f'<rect x="0.5" y="0.5" width="{_n(width - 1)}" height="{_n(head - 1)}" rx="10" fill="#ffffff" '
        f'stroke="#c4c7c5"/>'
    )
    return _document(
        width,
        head + 8 + h,
        panel + "".join(body) + (placed(inner, y=_n(head + 8)) if inner else ""),
        title=f"{title}. {subtitle}. {goal}",
    )
