"""Practice: puzzles without end, answered by clicks or typing, each told right or the slip behind it.

The widget shows one :mod:`konkan.teaching.puzzles` puzzle at a time from a
:class:`konkan.teaching.practice.PracticeSession`: the question, its cards drawn with the card faces, and a
way to answer that fits the kind (:func:`konkan.teaching.practice.answer_form`): a number box, a box per
player, buttons for a choice, cards to pick, or melds to make from the hand. Check judges the
answer with the puzzle's own ``check``; the verdict and the slip found come back at once. Hint
and Solution stay folded until asked for (their words reach the page only then); the streak, the
running score and each kind's level are on the widget, and Next draws the next puzzle. The
session decides everything; the page draws and sends intents.

>>> import tempfile, pathlib
>>> w = Practice("meld", seed=2, progress=pathlib.Path(tempfile.mkdtemp()) / "practice.json")
>>> w
<Practice: Meld or not, level 1, puzzle 1, 0 right of 0>
>>> w.check(w.session.puzzle.answer).correct, w.tally["streak"]
(True, 1)
"""

from __future__ import annotations

import re
import weakref
from pathlib import Path
from typing import Any, ClassVar

import traitlets

from ..cards import Card, cards_text
from ..classroom.codes import Class
from ..classroom.testmode import (
    AnswerFile,
    ClassTest,
    answer_file_name,
    answer_words,
    begun,
    kept_where,
    load_answer_file,
)
from ..errors import KonkanError, shown
from ..render import hand_svg
from ..rulebook import rule_chips
from ..rules import Rules
from ..seats import default_names
from ..teaching.answers import AnswerVerdict
from ..teaching.learner_files import json_text
from ..teaching.practice import KIND_NAMES, RISE_AFTER, PracticeRecord, PracticeSession, answer_form
from ..teaching.puzzles import LEVELS, Puzzle, PuzzleVerdict
from ._small import stack, text_svg, wrap
from .base import KonkanWidget, css, esm

__all__ = ["Practice"]

MAX_SEATS_TEXT = 40  # characters typed in one player's box


def card_rows(puzzle: Puzzle) -> list[dict[str, Any]]:
    """What the puzzle shows as cards, row by row: a caption and the card ids, and whether the
    answer is given by picking from the row."""
    d = puzzle.data
    kind = puzzle.kind

    def row(caption: str, cards: Any, pick: bool = False, spread: bool = False) -> dict[str, Any]:
        return {"caption": caption, "cards": [c.id for c in cards], "pick": pick, "spread": spread}

    if kind == "hand_value":
        return [row("The cards left in the hand", d["cards"])]
    if kind in ("meld", "is_meld"):
        return [row("The cards", d["cards"], spread=True)]
    if kind == "konkan":
        return [row("The hand", d["cards"])]
    if kind == "opening":
        return [row("Your hand: pick the cards of a meld, then Make a meld", d["cards"], pick=True)]
    if kind == "score":
        names = d["names"]
        return [
            row(f"{names[s]} {'went down' if d['went_down'][s] else 'never went down'}", hand)
            for s, hand in enumerate(d["hands"])
            if s != d["finisher"]
        ]
    if kind == "take_discard":
        rows = [row("Your hand", d["hand"])]
        rows += [row("Your meld on the table", m, spread=True) for m in d["table"]]
        return rows + [row("The top of the discard pile", [d["top"]])]
    if kind == "lay_off":
        names = default_names(puzzle.rules.players)
        rows = [row("Your hand: pick the cards you can lay off", d["hand"], pick=True)]
        return rows + [
            row(f"Your meld ({names[o]})" if o == 0 else f"{names[o]}'s meld", m, spread=True)
            for o, m in zip(d["owners"], d["table"], strict=True)
        ]
    return []  # pragma: no cover


def _question(puzzle: Puzzle, rows: list[dict[str, Any]]) -> tuple[str, list[str]]:
    """The prompt's question and its other lines, less a line that only lists the cards drawn below."""
    first, *rest = puzzle.prompt.split("\n")
    drawn = {cards_text([Card.from_id(i) for i in r["cards"]]) for r in rows}
    return first, [line for line in rest if line and line not in drawn]


def by_kind(s: PracticeSession) -> str:
    """What the page says under the puzzle: levels go by kind, not by this box's streak, and how far
    the puzzle's kind is from its next level."""
    kind = s.puzzle.kind
    rec = s.record.of(kind)
    said = "Levels go by kind: each kind of puzzle has its own level. "
    if rec.level >= max(LEVELS):
        said += f"{KIND_NAMES[kind]} is at level {rec.level}, the top one."
    else:
        said += (
            f"{KIND_NAMES[kind]} goes up to level {rec.level + 1} after {RISE_AFTER} right in a row at it, in any "
            f"box: {rec.in_a_row} so far."
        )
    if len(s.kinds) > 1:
        said += " The streak counts this box's answers, of every kind."
    return said


# Every practice widget alive in this kernel, so that a count in one reaches the mix beside it.
_OPEN: weakref.WeakSet[Any] = weakref.WeakSet()


class Practice(KonkanWidget):
    """``Practice(kind=None, *, seed=0, rules=None, progress=None, four_colour=False, code=None,
    mode="study", name=None, count=None, level=None, folder=None)``:
    puzzles of ``kind`` (one of :data:`konkan.teaching.puzzles.KINDS`, a list of them, or None for a mix),
    drawn from ``seed`` at the table ``rules``, the levels kept in ``progress`` (the practice file's
    path or a :class:`~konkan.teaching.practice.PracticeRecord`; default :func:`konkan.teaching.practice.practice_path`).
    A class code (:mod:`konkan.classroom.codes`) in place of ``seed`` and ``rules`` gives every student
    of the class the same puzzles at the class's table.

    ``mode="test"`` (with a class code) is test mode (:mod:`konkan.classroom.testmode`): the test the class
    code carries (or ``count`` puzzles of ``kind`` at ``level``, where given), answers kept, not
    judged, in the student's answer file in ``folder`` (default the notebook's own) as they go; no
    hint or solution until the end. Finished, the test is handed in: its results (each slip found)
    show once the student types the release word the teacher reads out
    (:attr:`konkan.classroom.testmode.ClassTest.release_word`); nothing about right or wrong reaches the page
    before. The page asks the student's ``name`` unless it is given. A test begun under that name
    (after a kernel restart, or by another student at the same computer) is carried on only when
    the student says it is theirs; otherwise it is kept aside and theirs begins.

    From Python: :meth:`check`, :meth:`hint`, :meth:`solution`, :meth:`next`, and
    :attr:`session` (the :class:`~konkan.teaching.practice.PracticeSession`).

    Intents: ``toggle`` (``card``: pick or put back one of the cards to pick from), ``group``
    (the picked cards become a meld), ``ungroup`` (``index``), ``clear``, ``check`` (``text``:
    what was typed, or ``seats``: each player's box, ``{"0": "12", ...}``; with neither, the cards
    picked and the melds made), ``choose`` (``word``: one of the answer's buttons), ``hint``,
    ``solution``, ``next`` and ``settings`` (``four_colour``).
    """

    _esm = esm("practice")
    _css = css("practice")

    noun: ClassVar[str] = "practice"
    intents: ClassVar[dict[str, dict[str, str]]] = {
        "toggle": {"card": "card"},
        "group": {},
        "ungroup": {"index": "index"},
        "clear": {},
        "check": {"text?": "text", "seats?": "mapping"},
        "choose": {"word": "word"},
        "hint": {},
        "solution": {},
        "next": {},
        "settings": {"four_colour?": "bool"},
        "start": {"name": "text", "code?": "text", "carry_on?": "bool"},
        "leave": {},
        "goto": {"index": "index"},
        "finish": {},
        "release": {"word": "text"},
    }

    puzzle = traitlets.Dict().tag(sync=True)  # what the page draws: the question, its cards, the answer's form
    picked: traitlets.List[Any] = traitlets.List().tag(sync=True)  # card ids picked, not yet in a meld
    groups: traitlets.List[Any] = traitlets.List().tag(sync=True)  # melds made (lists of card ids)
    verdict = traitlets.Dict().tag(sync=True)  # the last answer's verdict: correct, text, mistakes
    help = traitlets.Dict().tag(sync=True)  # the hint and the solution, once asked for
    # Each rule's number and short text, for the small rule chip the page draws beside a sentence.
    rule_texts = traitlets.Dict().tag(sync=True)
    tally = traitlets.Dict().tag(sync=True)  # streak, score, levels
    # Test mode only: the class, the student, where they are, and the results once finished.
    test = traitlets.Dict().tag(sync=True)

    session: PracticeSession | None
    sheet: AnswerFile | None
    classtest: ClassTest | None

    def __init__(
        self,
        kind: str | list[str] | tuple[str, ...] | None = None,
        *,
        seed: int | str = 0,
        rules: Rules | None = None,
        progress: PracticeRecord | str | Path | None = None,
        four_colour: bool = False,
        code: str | None = None,
        mode: str = "study",
        name: str | None = None,
        count: int | None = None,
        level: int | None = None,
        folder: str | Path | None = None,
    ):
        super().__init__(four_colour=four_colour)
        self.rule_texts = rule_chips()
        if mode not in ("study", "test"):
            raise KonkanError(
                f"mode must be 'study' (feedback at once) or 'test' (marked at the end), got {shown(mode)}"
            )
        self.mode = mode
        self.sheet = None
        if mode == "test":
            self.when_lost("test")
            if seed != 0 or rules is not None or progress is not None:
                raise KonkanError(
                    "in test mode the class code sets the puzzles and the table: give no seed, rules or progress"
                )
            self.session = None
            # With no code given here, the page asks for it with the name.
            self._test_args: dict[str, Any] = {"kinds": kind, "count": count, "level": level}
            self.classtest = None if code is None else ClassTest(code, **self._test_args)
            self.folder = Path.cwd() if folder is None else Path(folder)
            self.at = 0
            self.released = False  # the teacher's release word typed: the results may show
            self.carried = False  # the test on show was begun before (carried on)
            self._asked: dict[str, Any] = {}  # a test begun under the name typed: is it theirs?
            if name is not None:
                self.start(name, carry_on=True)
            else:
                self._show_test()
            return
        if name is not None or count is not None or level is not None or folder is not None:
            raise KonkanError(
                "name, count, level and folder are for test mode (mode='test'); practice keeps each kind's own level"
            )
        if code is not None:
            if seed != 0 or rules is not None:
                raise KonkanError(
                    "give a class code, or a seed or rules, not both: the code sets the table and the puzzles"
                )
            chosen = Class(code)
            seed, rules = chosen.seed_for("practice"), chosen.rules
        self.session = PracticeSession(kind, seed=seed, rules=rules, progress=progress)
        _OPEN.add(self)
        self._show_puzzle()
        if self.session.record.notice:
            self.say(self.session.record.notice, tone="error")
        elif self.session.resumed:
            s = self.session
            streak = f"your streak is {s.streak}" if s.streak else "no streak yet"
            self.say(
                f"Welcome back: you carry on where you were, at puzzle {s.number}, with {s.right} right of "
                f"{s.tried} and {streak}.",
                tone="ok",
            )

    # --- Python API -------------------------------------------------------------------
    def check(self, answer: Any) -> PuzzleVerdict:
        """Answer the puzzle on show (as :meth:`konkan.teaching.practice.PracticeSession.check` takes it).
        In test mode the answer is kept, not judged: the verdict says only that it was kept, or
        the form the answer takes."""
        if self.session is None:
            return self._keep(answer)
        with self.hold_sync():
            v = self.session.check(answer)
            self._show_verdict(v)
        return v

    # --- test mode ----------------------------------------------------------------------
    def start(self, name: str, code: str | None = None, *, carry_on: bool | None = None) -> AnswerFile | None:
        """Test mode: begin (or carry on) the test of the class ``code`` (if the widget was made
        without one) as the student ``name``. If a test was begun under that name, ``carry_on``
        says whether it is theirs (True: carried on) or not (False: kept aside for the teacher,
        and theirs begins); None asks first (on the page), and gives None."""
        if self.mode != "test":
            raise KonkanError("start is for test mode: Practice(code=..., mode='test')")
        if self.sheet is not None:
            raise KonkanError(f"This test is already {self.sheet.name}'s; run the cell again for another student.")
        test = self.classtest
        if test is None:
            if code is None or not code.strip():
                raise KonkanError(
                    "Type the class code your teacher gave you first: a word and four digits, such as olive-4271."
                )
            test = ClassTest(code, **self._test_args)
        elif code is not None and code.strip() and Class(code).code != test.code:
            raise KonkanError(f"This test is for class {test.code}; run the cell again for another class.")
        before = begun(test, name, self.folder)
        with self.hold_sync():
            if before is not None and carry_on is None:
                self._asked = {"name": before["name"], "code": test.code, "finished": bool(before.get("finished"))}
                self._show_test()
                self.message = {}
                return None
            self._asked = {}
            self.sheet = AnswerFile(test, name, folder=self.folder, fresh=before is not None and carry_on is False)
            self.classtest = test
            self.carried = before is not None and carry_on is True
            self.released = False
            current = self.sheet.current
            self.at = test.ids.index(current) if current is not None else 0
            if self.sheet.finished:
                self.at = -1
            self._show_test()
            self.message = {}  # what was said before the start (a code missing, say) is old news
            if self.sheet.notice:
                self.say(self.sheet.notice, tone="error" if before is None or carry_on else "info")
            elif self.sheet.finished:
                self.say(f"Welcome back, {self.sheet.name}: your test is handed in.", tone="ok")
            elif self.sheet.answers:
                n = len(self.sheet.answers)
                kept = "your answer is kept" if n == 1 else f"your {n} answers are kept"
                self.say(f"Welcome back, {self.sheet.name}: {kept}. Carry on with puzzle {self.at + 1}.", tone="ok")
        return self.sheet

    def leave(self) -> None:
        """Test mode: "this is not me": back to the name, the test on show left as it is (its file
        kept, for the student it belongs to)."""
        if self.mode != "test":
            raise KonkanError("leave is for test mode: Practice(code=..., mode='test')")
        with self.hold_sync():
            self.sheet, self.carried, self.released, self._asked, self.at = None, False, False, {}, 0
            self._show_test()
            self.say("Type your own name to start your test.", tone="info")

    def release(self, word: str) -> None:
        """Test mode: show the results of the test handed in, if ``word`` is the test's release
        word (:attr:`konkan.classroom.testmode.ClassTest.release_word`)."""
        sheet = self._sheet()
        if not sheet.finished:
            raise KonkanError("Finish the test first: its results come after.")
        if not str(word or "").strip():
            raise KonkanError("Type the release word first: your teacher reads it out when everyone has handed in.")
        if not self._test.releases(word):
            raise KonkanError(
                "That is not this test's release word: type it as your teacher says it, when everyone has finished."
            )
        with self.hold_sync():
            self.released = True
            self.at = -1
            self.message = {}
            self._show_test()

    def goto(self, index: int) -> None:
        """Test mode: show puzzle ``index`` (0 for the first)."""
        sheet = self._sheet()
        if sheet.finished and not self.released:
            raise KonkanError(
                "Your test is handed in: its puzzles show again with your results, when your teacher "
                "gives the release word."
            )
        if not 0 <= index < self._test.count:
            raise KonkanError(f"This test has puzzles 1 to {self._test.count}.")
        with self.hold_sync():
            self.at = index
            self.message = {}
            self._show_test()
        del sheet

    def finish(self) -> None:
        """Test mode: end the test and hand it in (its answers can't change after); the results
        show once released (:meth:`release`)."""
        sheet = self._sheet()
        with self.hold_sync():
            sheet.finish()
            self.at = -1
            self.message = {}
            self._show_test()

    def _answering(self) -> None:
        """In test mode, refuse an answer (or a pick) with no test begun, or the test finished."""
        if self.session is None and self._sheet().finished:
            raise KonkanError("This test is finished: its answers are marked and can't be changed.")

    def _sheet(self) -> AnswerFile:
        if self.sheet is None:
            raise KonkanError(
                "Type your name first, then Start."
                if self.mode == "test"
                else "That is for test mode: Practice(code=..., mode='test')."
            )
        return self.sheet

    def _keep(self, answer: Any) -> PuzzleVerdict:
        sheet = self._sheet()
        t = self._test
        pid = t.ids[self.at]
        with self.hold_sync():
            try:
                kept = sheet.record(pid, answer)
            except KonkanError as e:
                self.say(str(e), tone="error")
                return AnswerVerdict(False, str(e), malformed=True)
            left = [i for i in range(t.count) if t.ids[i] not in sheet.answers]
            ahead = [i for i in left if i > self.at] or left
            said = f"Your answer to puzzle {self.at + 1} is kept: \u201c{answer_words(t.puzzle(pid), kept)}\u201d."
            if ahead:
                self.at = ahead[0]
                said += f" Here is puzzle {self.at + 1}."
            else:
                said += " Every puzzle has an answer now: look them over with the numbers above, or finish the test."
            self._show_test()
            self.say(said, tone="ok")
        return AnswerVerdict(False, said)

    def _resumable(self) -> list[dict[str, str]]:
        """The tests begun in the folder that this widget can carry on (at most 12): each
        student's name and class code. With a class code given, that class's; without one, any
        class's test of this widget's kinds, count and level (after a restart the student need
        not type the code again)."""
        found: list[dict[str, str]] = []
        t = self.classtest
        pattern = f"konkan-test-{t.code}-*.json" if t is not None else "konkan-test-*.json"
        for path in sorted(self.folder.glob(pattern))[:40]:
            try:
                data = load_answer_file(path)
                test = t if t is not None else ClassTest(data["class"], **self._test_args)
            except KonkanError:
                continue
            if (
                data["class"] == test.code
                and tuple(data["puzzles"]) == test.ids
                and not data.get("finished")
                and path.name == answer_file_name(test.code, data["name"])
            ):
                found.append({"name": data["name"], "code": test.code})
        return found[:12]

    @property
    def _test(self) -> ClassTest:
        if self.classtest is None:
            raise KonkanError("Type the class code and your name first, then Start.")
        return self.classtest

    def _show_test(self) -> None:
        t, sheet = self.classtest, self.sheet
        self.picked, self.groups, self.verdict, self.help, self.tally = [], [], {}, {}, {}
        if t is None or sheet is None:
            self.puzzle = {}
            self.test = {
                "code": t.code if t else "",
                "describe": t.describe() if t else "",
                "count": t.count if t else 0,
                "name": "",
                "folder": str(self.folder),
                "at": 0,
                "stage": "name",
                "resume": self._resumable(),
                "ask": dict(self._asked),
            }
            return
        state: dict[str, Any] = {
            "code": t.code,
            "describe": t.describe(),
            "count": t.count,
            "name": "",
            "folder": str(self.folder),
            "at": self.at,
        }
        state.update(
            name=sheet.name, file=sheet.path.name, answered=[i in sheet.answers for i in t.ids], carried=self.carried
        )
        if not sheet.finished:
            pid = t.ids[self.at]
            self._show_puzzle(t.puzzle(pid), self.at + 1)
            sheet.show(pid)
            # Where the answers go is said from the first puzzle on, not only once handed in.
            self.test = {
                **state,
                "stage": "answering",
                "kept": answer_words(t.puzzle(pid), sheet.answers[pid]["answer"]) if pid in sheet.answers else "",
                "where": kept_where(sheet.path.name, folder=self.folder),
            }
            return
        if not self.released:  # handed in: nothing about right or wrong until the teacher releases it
            self.puzzle = {}
            self.test = {
                **state,
                "stage": "handed_in",
                "kept": kept_where(sheet.path.name, folder=self.folder),
                "download": {"name": sheet.path.name, "text": json_text(sheet.to_dict())},
            }
            return
        results = sheet.results()
        marked = []
        key = t.key()
        for n, r in enumerate(results):
            v = r.verdict
            more = v.message if v is not None else ""
            for m in v.mistakes if v is not None else ():
                more = more.replace(m.message, "", 1)
            marked.append(
                {
                    "n": n + 1,
                    "name": t.name_of(r.id),
                    "correct": r.right,
                    "answer": None if r.answer is None else answer_words(r.puzzle, r.answer),
                    "text": v.message if v is not None else "",
                    "more": " ".join(more.split()),
                    "mistakes": [{"code": m.code, "rule": m.rule, "text": m.message} for m in v.mistakes]
                    if v is not None
                    else [],
                    "right_answer": key[n]["words"],
                }
            )
        if self.at >= 0:  # one puzzle looked at again: its cards (nothing to pick), the verdict, the solution
            r = results[self.at]
            self._show_puzzle(r.puzzle, self.at + 1)
            self.puzzle = {
                **self.puzzle,
                "rows": [
                    {**row, "pick": False, "caption": row["caption"].split(":")[0]} for row in self.puzzle["rows"]
                ],
            }
            if r.verdict is not None:
                self.verdict = {
                    "correct": r.right,
                    "text": marked[self.at]["text"],
                    "more": marked[self.at]["more"],
                    "note": f"You answered \u201c{marked[self.at]['answer']}\u201d.",
                    "at": 1,
                    "mistakes": marked[self.at]["mistakes"],
                }
            self.help = {"solution": r.puzzle.solution}
        else:
            self.puzzle = {}
        self.test = {
            **state,
            "stage": "results",
            "results": marked,
            "right": sum(r.right for r in results),
            "kept": kept_where(sheet.path.name, folder=self.folder),
            "download": {"name": sheet.path.name, "text": json_text(sheet.to_dict())},
        }

    def _on_start(self, name: str, code: str | None = None, carry_on: bool | None = None) -> None:
        self.start(name, code, carry_on=carry_on)

    def _on_leave(self) -> None:
        self.leave()

    def _on_release(self, word: str) -> None:
        self.release(word)

    def _on_goto(self, index: int) -> None:
        self.goto(index)

    def _on_finish(self) -> None:
        self.finish()

    def hint(self) -> str:
        study = self._study("hint")
        with self.hold_sync():
            text = study.hint()
            self.help = {**self.help, "hint": text}
        return text

    def solution(self) -> str:
        study = self._study("solution")
        with self.hold_sync():
            counted = study.counted
            text = study.solution()
            self.help = {**self.help, "solution": text, "missed": not counted}
            self._show_tally()
        return text

    def next(self) -> Puzzle:
        study = self._study("next")
        with self.hold_sync():
            study.next()
            self._show_puzzle()
        return study.puzzle

    def _study(self, what: str) -> PracticeSession:
        if self.session is None:
            raise KonkanError(
                "In a test there is no hint or solution until the end: finish the test to see each "
                "answer marked, with its solution."
                if what != "next"
                else "In a test, go to another puzzle with its number above, or finish the test."
            )
        return self.session

    # --- intents ----------------------------------------------------------------------
    def _pickable(self) -> list[int]:
        return [i for r in self.puzzle.get("rows", []) if r["pick"] for i in r["cards"]]

    def _on_toggle(self, card: int) -> None:
        self._answering()
        in_groups = {i for g in self.groups for i in g}
        if card not in self._pickable():
            raise KonkanError(f"The {Card.from_id(card)} is not one of the cards to pick from here.")
        if card in in_groups:
            raise KonkanError(f"The {Card.from_id(card)} is already in a meld you made: remove that meld first.")
        self.picked = [i for i in self.picked if i != card] if card in self.picked else [*self.picked, card]

    def _on_group(self) -> None:
        self._answering()
        if self.puzzle["form"]["shape"] != "groups":
            raise KonkanError("This puzzle is answered without making melds.")
        if not self.picked:
            raise KonkanError("Pick the cards of a meld first, then Make a meld.")
        self.groups = [*self.groups, list(self.picked)]
        self.picked = []
        self.message = {}

    def _on_ungroup(self, index: int) -> None:
        self._answering()
        if index >= len(self.groups):
            raise KonkanError("There is no such meld to remove.")
        self.groups = [g for k, g in enumerate(self.groups) if k != index]

    def _on_clear(self) -> None:
        self._answering()
        self.picked = []
        self.groups = []

    def _on_check(self, text: str | None = None, seats: dict[str, Any] | None = None) -> None:
        self._answering()
        form = self.puzzle["form"]
        if text is not None and seats is not None:
            raise KonkanError("Give the answer one way: typed in one box, or in each player's box.")
        answer: Any
        if seats is not None:
            n = len(form["seats"])
            if (
                form["shape"] != "numbers"
                or any(k not in {str(s) for s in range(n)} for k in seats)
                or any(not isinstance(v, str) or len(v) > MAX_SEATS_TEXT for v in seats.values())
            ):
                raise KonkanError("The widget ignored an answer with boxes this puzzle does not have.")
            missing = [form["seats"][s] for s in range(n) if not seats.get(str(s), "").strip()]
            if missing:
                raise KonkanError(f"Type a score for {missing[0]} too: every player scores something, even 0.")
            answer = [seats[str(s)] for s in range(n)]
        elif text is not None:
            answer = text
        elif form["shape"] in ("cards", "groups"):
            groups = [*self.groups, self.picked] if self.picked else list(self.groups)
            if not groups:
                none = form["choices"][0]["text"] if form["choices"] else ""
                raise KonkanError("Pick cards first" + (f", or press \u201c{none}\u201d." if none else "."))
            picked = [[Card.from_id(i) for i in g] for g in groups]
            answer = picked[0] if form["shape"] == "cards" else picked
        else:
            raise KonkanError("Type your answer in the box first, then Check.")
        self.check(answer)
        if text is not None and form["shape"] in ("cards", "groups"):
            # The typed answer is the one judged: cards picked before it go back, so the page never
            # shows other melds beside its verdict.
            self.picked = []
            self.groups = []

    def _on_choose(self, word: str) -> None:
        self._answering()
        words = [c["word"] for c in self.puzzle["form"]["choices"]]
        if word not in words:
            raise KonkanError(f"This puzzle has no answer button \u201c{word[:40]}\u201d.")
        self.check(word)

    def _on_hint(self) -> None:
        self.hint()

    def _on_solution(self) -> None:
        self.solution()

    def _on_next(self) -> None:
        self.next()

    def _on_settings(self, four_colour: bool | None = None) -> None:
        if four_colour is not None:
            self.four_colour = four_colour

    # --- state for the page -------------------------------------------------------------
    def _show_puzzle(self, puzzle: Puzzle | None = None, number: int | None = None) -> None:
        if puzzle is None:
            assert self.session is not None
            puzzle, number = self.session.puzzle, self.session.number
        p = puzzle
        rows = card_rows(p)
        question, lines = _question(p, rows)
        self.puzzle = {
            "kind": p.kind,
            "name": KIND_NAMES[p.kind],
            "level": p.level,
            "levels": max(LEVELS),
            "number": number,
            "question": question,
            "lines": lines,
            "rows": rows,
            "form": answer_form(p).to_dict(),
        }
        self.picked = []
        self.groups = []
        self.verdict = {}
        self.help = {}
        if self.session is not None:
            self.message = {}
            self._show_tally()

    def _show_verdict(self, v: PuzzleVerdict) -> None:
        s = self.session
        assert s is not None
        if s.last is not v:  # an answer of the wrong form: told its form, nothing counted
            self.say(v.message, tone="error")
            return
        self.message = {}
        note = ""
        if s.tries > 1:
            note = (
                "Right this time. The first answer to this puzzle is the one that counts."
                if v.correct
                else "The first answer to this puzzle is the one that counts."
            )
        text = v.message
        said = re.match(r"Right[:,.] +", text) if v.correct else None
        if said:  # the page heads it "Right!" already: said once ("Right, it cannot." → "It cannot.")
            text = text[said.end() :][:1].upper() + text[said.end() + 1 :]
        more = text  # what the message says besides the slips, drawn under them
        for m in v.mistakes:
            more = more.replace(m.message, "", 1)
        self.verdict = {
            "correct": v.correct,
            "text": text,
            "more": " ".join(more.split()),
            "note": note,
            "at": s.tries,
            "mistakes": [{"code": m.code, "rule": m.rule, "text": m.message} for m in v.mistakes],
        }
        self._show_tally()

    def _show_tally(self, *, others: bool = True) -> None:
        if others:  # a mix elsewhere on the page lists every kind's level: it shows this count too
            for w in list(_OPEN):
                if (
                    w is not self
                    and w.session is not None
                    and self.session is not None
                    and len(w.session.kinds) > 1
                    and w.session.record.path == self.session.record.path
                ):
                    w.session.record.refresh()
                    w._show_tally(others=False)
        s = self.session
        if s is None:
            return
        self.tally = {
            "streak": s.streak,
            "best": s.best_streak,
            "right": s.right,
            "tried": s.tried,
            "change": s.change,
            "solved": s.solved,
            "counted": s.counted,
            "by_kind": by_kind(s),
            "levels": s.levels() if len(s.kinds) > 1 else [],
        }

    # --- repr and picture -----------------------------------------------------------------
    def summary(self) -> str:
        if self.session is None:
            t, sheet = self.classtest, self.sheet
            if t is None:
                return "test, waiting for the class code and the student's name"
            if sheet is None:
                return f"test of class {t.code}, {t.count} puzzles, waiting for the student's name"
            if sheet.finished and not self.released:
                return f"test of class {t.code}, {sheet.name}: handed in, results not released yet"
            if sheet.finished:
                return f"test of class {t.code}, {sheet.name}: finished, {sheet.right} right of {t.count}"
            return f"test of class {t.code}, {sheet.name}: puzzle {self.at + 1}, {len(sheet.answers)} of {t.count} answered"
        p = self.session.puzzle
        s = self.session
        what = KIND_NAMES[p.kind] if len(s.kinds) == 1 else f"a mix, now {KIND_NAMES[p.kind]}"
        return f"{what}, level {p.level}, puzzle {s.number}, {s.right} right of {s.tried}"

    def picture(self) -> str:
        if self.session is None:
            return self._test_picture()
        p = self.session.puzzle
        parts = [
            text_svg([f"Practice: {KIND_NAMES[p.kind]} \u00b7 level {p.level} of {max(LEVELS)}"], bold=True, size=15)
        ]
        question, lines = _question(p, card_rows(p))
        parts.append(text_svg(wrap(question) + [w for line in lines for w in wrap(line)]))
        for r in card_rows(p):
            parts.append(text_svg([r["caption"]], size=12, colour="#57606a"))
            parts.append(hand_svg([Card.from_id(i) for i in r["cards"]], overlap=False, four_colour=self.four_colour))
        v = self.verdict
        if v:
            parts.append(text_svg(wrap(("Right: " if v["correct"] else "Not right: ") + v["text"])))
        s = self.session
        parts.append(text_svg([f"Streak {s.streak} \u00b7 {s.right} right of {s.tried}"], size=12, colour="#57606a"))
        svg = stack(parts, title=f"Practice: {KIND_NAMES[p.kind]}")
        # A white card of its own behind the drawing, so its dark words read in a dark theme too.
        return svg.replace('role="img">', 'role="img"><rect width="100%" height="100%" rx="8" fill="#ffffff"/>', 1)

    def _test_picture(self) -> str:
        t, sheet = self.classtest, self.sheet
        if t is None:
            svg = stack(
                [
                    text_svg(["Test"], bold=True, size=15),
                    text_svg(["Type your class code and your name in the widget to start."]),
                ],
                title="Test",
            )
            return svg.replace('role="img">', 'role="img"><rect width="100%" height="100%" rx="8" fill="#ffffff"/>', 1)
        parts = [
            text_svg([f"Test \u00b7 class {t.code}" + (f" \u00b7 {sheet.name}" if sheet else "")], bold=True, size=15)
        ]
        if sheet is None:
            parts.append(text_svg(wrap(t.describe()) + ["Type your name in the widget to start."]))
        elif sheet.finished and not self.released:
            parts.append(text_svg(["Handed in. The results show when your teacher gives the release word."]))
        elif sheet.finished:
            parts.append(text_svg([f"Finished: {sheet.right} right of {t.count}."]))
        else:
            p = t.puzzle(t.ids[self.at])
            question, lines = _question(p, card_rows(p))
            parts.append(text_svg([f"Puzzle {self.at + 1} of {t.count}: {KIND_NAMES[p.kind]}"], bold=True))
            parts.append(text_svg(wrap(question) + [w for line in lines for w in wrap(line)]))
            for r in card_rows(p):
                parts.append(text_svg([r["caption"]], size=12, colour="#57606a"))
                parts.append(
                    hand_svg([Card.from_id(i) for i in r["cards"]], overlap=False, four_colour=self.four_colour)
                )
            parts.append(text_svg([f"{len(sheet.answers)} of {t.count} answered"], size=12, colour="#57606a"))
        svg = stack(parts, title=f"Test of class {t.code}")
        return svg.replace('role="img">', 'role="img"><rect width="100%" height="100%" rx="8" fill="#ffffff"/>', 1)
