"""The class test: a class's puzzles answered in any order, kept (not judged) in the student's
answer file, handed in, and marked once the teacher gives the release word.

It draws and answers its puzzles as :class:`konkan.widgets.practice.Practice` does (both are a
:class:`~konkan.widgets.practice.PuzzleWidget`); what is its own is the student's name first, the
puzzles' numbers to go between them, finishing, the release word and the results.

>>> import tempfile
>>> w = ClassTestWidget(code="river-7661", count=3, folder=tempfile.mkdtemp(), name="Sam")
>>> w
<ClassTestWidget: test of class river-7661, Sam: puzzle 1, 0 of 3 answered>
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from ..catalogue import say
from ..classroom import testmode
from ..classroom.codes import Class
from ..classroom.testmode import AnswerFile, answer_file_name, answer_words, begun, kept_where, load_answer_file
from ..errors import KonkanError
from ..rules import Rules
from ..teaching.answers import AnswerVerdict
from ..teaching.learner_files import json_text
from ..teaching.practice import KIND_NAMES, PracticeRecord
from ..teaching.puzzles import Puzzle, PuzzleVerdict
from ._small import stack, text_svg, wrap
from .base import css, esm
from .practice import PuzzleWidget, on_white, puzzle_picture

__all__ = ["ClassTestWidget"]


class ClassTestWidget(PuzzleWidget):
    """``ClassTestWidget(kind=None, *, code=None, name=None, count=None, level=None, folder=None,
    four_colour=False)``: the test the class ``code`` carries (:mod:`konkan.classroom.testmode`; or
    ``count`` puzzles of ``kind`` at ``level``, where given), answers kept, not judged, in the
    student's answer file in ``folder`` (default the notebook's own) as they go; no hint or
    solution until the end. Finished, the test is handed in: its results (each slip found) show
    once the student types the release word the teacher reads out
    (:attr:`konkan.classroom.testmode.ClassTest.release_word`); nothing about right or wrong reaches
    the page before. The page asks the student's ``name`` (and the class code, if not given)
    unless it is given. A test begun under that name (after a kernel restart, or by another
    student at the same computer) is carried on only when the student says it is theirs;
    otherwise it is kept aside and theirs begins.

    ``Practice(..., mode="test")`` makes one too (as notebooks written before it had its own name
    do), and it then shows itself as ``<Practice: test ...>``.

    From Python: :meth:`start`, :meth:`check` (keeps the answer), :meth:`goto`, :meth:`finish`,
    :meth:`release`, :meth:`leave`; :attr:`classtest` (:class:`konkan.classroom.testmode.ClassTest`)
    and :attr:`sheet` (the :class:`~konkan.classroom.testmode.AnswerFile`).

    Intents: those of a puzzle (``toggle``, ``group``, ``ungroup``, ``clear``, ``check``, ``choose``,
    ``settings``), and ``start`` (``name``, ``code``, ``carry_on``), ``leave``, ``goto`` (``index``),
    ``finish`` and ``release`` (``word``).
    """

    _esm = esm("class_test")
    _css = css("class_test")

    noun: ClassVar[str] = "widget.class_test.noun"
    word_keys: ClassVar[tuple[str, ...]] = ("widget.practice.page.", "widget.class_test.page.")
    intents: ClassVar[dict[str, dict[str, str]]] = {
        **PuzzleWidget.intents,
        "start": {"name": "text", "code?": "text", "carry_on?": "bool"},
        "leave": {},
        "goto": {"index": "index"},
        "finish": {},
        "release": {"word": "text"},
        # A practice's, refused with the reason (no help until the end)
        "hint": {},
        "solution": {},
        "next": {},
    }

    session: None = None  # a practice's; a test has none
    sheet: AnswerFile | None
    classtest: testmode.ClassTest | None

    def __init__(
        self,
        kind: str | list[str] | tuple[str, ...] | None = None,
        *,
        code: str | None = None,
        name: str | None = None,
        count: int | None = None,
        level: int | None = None,
        folder: str | Path | None = None,
        four_colour: bool = False,
        seed: int | str = 0,
        rules: Rules | None = None,
        progress: PracticeRecord | str | Path | None = None,
        made_as: str | None = None,
    ):
        super().__init__(four_colour=four_colour)
        self.made_as = made_as or type(self).__name__  # the name it shows itself by (its repr)
        if seed != 0 or rules is not None or progress is not None:
            raise KonkanError(say("error.widget.class_test.no_seed"))
        self.sheet = None
        # With no code given here, the page asks for it with the name.
        self._test_args: dict[str, Any] = {"kinds": kind, "count": count, "level": level}
        self.classtest = None if code is None else testmode.ClassTest(code, **self._test_args)
        self.folder = Path.cwd() if folder is None else Path(folder)
        self.at = 0
        self.released = False  # the teacher's release word typed: the results may show
        self.carried = False  # the test on show was begun before (carried on)
        self._asked: dict[str, Any] = {}  # a test begun under the name typed: is it theirs?
        if name is not None:
            self.start(name, carry_on=True)
        else:
            self._show_test()

    def __repr__(self) -> str:
        words = self.summary()
        return f"<{self.made_as}: {words}>"

    # --- Python API -------------------------------------------------------------------
    def check(self, answer: Any) -> PuzzleVerdict:
        """Keep ``answer`` to the puzzle on show: the verdict says only that it was kept, or the
        form the answer takes."""
        return self._keep(answer)

    def start(self, name: str, code: str | None = None, *, carry_on: bool | None = None) -> AnswerFile | None:
        """begin (or carry on) the test of the class ``code`` (if the widget was made
        without one) as the student ``name``. If a test was begun under that name, ``carry_on``
        says whether it is theirs (True: carried on) or not (False: kept aside for the teacher,
        and theirs begins); None asks first (on the page), and gives None."""
        if self.sheet is not None:
            raise KonkanError(say("error.widget.class_test.taken", name=self.sheet.name))
        test = self.classtest
        if test is None:
            if code is None or not code.strip():
                raise KonkanError(say("error.widget.class_test.code_first"))
            test = testmode.ClassTest(code, **self._test_args)
        elif code is not None and code.strip() and Class(code).code != test.code:
            raise KonkanError(say("error.widget.class_test.other_class", code=test.code))
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
                self.say(say("widget.class_test.welcome_back.handed_in", name=self.sheet.name), tone="ok")
            elif self.sheet.answers:
                n = len(self.sheet.answers)
                key = "widget.class_test.welcome_back.one" if n == 1 else "widget.class_test.welcome_back.many"
                self.say(say(key, name=self.sheet.name, answers=n, number=self.at + 1), tone="ok")
        return self.sheet

    def leave(self) -> None:
        """ "this is not me": back to the name, the test on show left as it is (its file
        kept, for the student it belongs to)."""
        with self.hold_sync():
            self.sheet, self.carried, self.released, self._asked, self.at = None, False, False, {}, 0
            self._show_test()
            self.say(say("widget.class_test.own_name"), tone="info")

    def release(self, word: str) -> None:
        """show the results of the test handed in, if ``word`` is the test's release
        word (:attr:`konkan.classroom.testmode.ClassTest.release_word`)."""
        sheet = self._sheet()
        if not sheet.finished:
            raise KonkanError(say("error.widget.class_test.finish_first"))
        if not str(word or "").strip():
            raise KonkanError(say("error.widget.class_test.word_first"))
        if not self._test.releases(word):
            raise KonkanError(say("error.widget.class_test.not_the_word"))
        with self.hold_sync():
            self.released = True
            self.at = -1
            self.message = {}
            self._show_test()

    def goto(self, index: int) -> None:
        """show puzzle ``index`` (0 for the first)."""
        sheet = self._sheet()
        if sheet.finished and not self.released:
            raise KonkanError(say("error.widget.class_test.handed_in"))
        if not 0 <= index < self._test.count:
            raise KonkanError(say("error.widget.class_test.puzzles", count=self._test.count))
        with self.hold_sync():
            self.at = index
            self.message = {}
            self._show_test()
        del sheet

    def finish(self) -> None:
        """end the test and hand it in (its answers can't change after); the results
        show once released (:meth:`release`)."""
        sheet = self._sheet()
        with self.hold_sync():
            sheet.finish()
            self.at = -1
            self.message = {}
            self._show_test()

    def _answering(self) -> None:
        """Refuse an answer (or a pick) with no test begun, or the test finished."""
        if self._sheet().finished:
            raise KonkanError(say("error.widget.class_test.finished"))

    def _sheet(self) -> AnswerFile:
        if self.sheet is None:
            raise KonkanError(say("error.widget.class_test.name_first"))
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
            words = answer_words(t.puzzle(pid), kept)
            if ahead:
                said = say("widget.class_test.kept.next", number=self.at + 1, answer=words, next=ahead[0] + 1)
                self.at = ahead[0]
            else:
                said = say("widget.class_test.kept.all", number=self.at + 1, answer=words)
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
                test = t if t is not None else testmode.ClassTest(data["class"], **self._test_args)
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
    def _test(self) -> testmode.ClassTest:
        if self.classtest is None:
            raise KonkanError(say("error.widget.class_test.code_and_name_first"))
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
            self.show_puzzle(t.puzzle(pid), self.at + 1)
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
            self.show_puzzle(r.puzzle, self.at + 1)
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
                    "note": say("widget.class_test.you_answered", answer=marked[self.at]["answer"]),
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
        raise KonkanError(say("error.widget.class_test.no_help"))

    def solution(self) -> str:
        raise KonkanError(say("error.widget.class_test.no_help"))

    def next(self) -> Puzzle:
        raise KonkanError(say("error.widget.class_test.no_next"))

    # --- repr and picture -----------------------------------------------------------------
    def summary(self) -> str:
        t, sheet = self.classtest, self.sheet
        if t is None:
            return say("widget.class_test.summary.no_code")
        if sheet is None:
            return say("widget.class_test.summary.no_name", code=t.code, count=t.count)
        if sheet.finished and not self.released:
            return say("widget.class_test.summary.handed_in", code=t.code, name=sheet.name)
        if sheet.finished:
            return say(
                "widget.class_test.summary.finished", code=t.code, name=sheet.name, right=sheet.right, count=t.count
            )
        return say(
            "widget.class_test.summary.answering",
            code=t.code,
            name=sheet.name,
            number=self.at + 1,
            answered=len(sheet.answers),
            count=t.count,
        )

    def picture(self) -> str:
        t, sheet = self.classtest, self.sheet
        if t is None:
            title = say("widget.class_test.picture.test")
            return on_white(
                stack(
                    [text_svg([title], bold=True, size=15), text_svg([say("widget.class_test.picture.code_and_name")])],
                    title=title,
                )
            )
        if sheet is None:
            head = say("widget.class_test.picture.title", code=t.code)
        else:
            head = say("widget.class_test.picture.title.name", code=t.code, name=sheet.name)
        parts = [text_svg([head], bold=True, size=15)]
        if sheet is None:
            parts.append(text_svg(wrap(t.describe()) + [say("widget.class_test.picture.name")]))
        elif sheet.finished and not self.released:
            parts.append(text_svg([say("widget.class_test.picture.handed_in")]))
        elif sheet.finished:
            parts.append(text_svg([say("widget.class_test.picture.finished", right=sheet.right, count=t.count)]))
        else:
            p = t.puzzle(t.ids[self.at])
            parts.append(
                text_svg(
                    [
                        say(
                            "widget.class_test.picture.puzzle",
                            number=self.at + 1,
                            count=t.count,
                            kind=KIND_NAMES[p.kind],
                        )
                    ],
                    bold=True,
                )
            )
            parts += puzzle_picture(p, self.four_colour)
            parts.append(
                text_svg(
                    [say("widget.class_test.picture.answered", answered=len(sheet.answers), count=t.count)],
                    size=12,
                    colour="#57606a",
                )
            )
        return on_white(stack(parts, title=say("widget.class_test.picture.name_of", code=t.code)))
