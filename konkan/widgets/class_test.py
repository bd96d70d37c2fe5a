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
from typing import TYPE_CHECKING, Any, ClassVar

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
from .class_link import hub_link, refusal_code
from .practice import PuzzleWidget, on_white, puzzle_picture

if TYPE_CHECKING:
    from ..classroom.service.link import ClassLink

__all__ = ["ClassTestWidget", "HubClassTest"]


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
    shown_as: ClassVar[str] = ""  # the name its repr shows when made_as is not given ("": its class's)
    sheet: AnswerFile | None
    classtest: testmode.ClassTest | None

    def __new__(cls, *args: Any, link: ClassLink | None = None, **kwargs: Any) -> Any:
        # On a school's hub (or given a link) the test's answers go to the class service.
        if cls is ClassTestWidget and hub_link(link) is not None:
            return super().__new__(HubClassTest)
        return super().__new__(cls)

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
        link: ClassLink | None = None,
    ):
        super().__init__(four_colour=four_colour)
        self.made_as = made_as or self.shown_as or type(self).__name__  # the name it shows itself by (its repr)
        if seed != 0 or rules is not None or progress is not None:
            raise KonkanError(say("error.widget.class_test.no_seed"))
        self._begin(kind, code=code, name=name, count=count, level=level, folder=folder, link=link)

    def _begin(
        self,
        kind: str | list[str] | tuple[str, ...] | None,
        *,
        code: str | None,
        name: str | None,
        count: int | None,
        level: int | None,
        folder: str | Path | None,
        link: ClassLink | None,
    ) -> None:
        """The test made (after what every class test checks): here, answers kept in a file."""
        self.sheet = None
        # With no code given here, the page asks for it with the name.
        self._test_args: dict[str, Any] = {"kinds": kind, "count": count, "level": level}
        self.classtest = None if code is None else testmode.ClassTest(code, **self._test_args)
        self.folder = Path.cwd() if folder is None else Path(folder)
        self._nothing_on_show()
        if name is not None:
            self.start(name, carry_on=True)
        else:
            self._show_test()

    def _nothing_on_show(self) -> None:
        """No puzzle on show, nothing released, carried on or asked (as made, and after "this is not me")."""
        self.at = 0
        self.released = False  # the teacher's release word typed: the results may show
        self.carried = False  # the test on show was begun before (carried on)
        self._asked: dict[str, Any] = {}  # a test begun under the name typed: is it theirs?

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
            self.sheet = None
            self._nothing_on_show()
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


class HubClassTest(ClassTestWidget):
    """The class test on a school's hub: ``ClassTestWidget(code=..., link=...)`` (or made anywhere
    a class service is found, :func:`konkan.classroom.service.client.find_service`) is one.

    The student is who the hub says (no name is asked; a ``name`` given is not used) and the test
    is the one the class code carries. Starting joins the class. Each answer goes to the class
    service as it is given (``link.answer``), stored there as given: no answer file is written, and
    an answer sent can't change. The page shows "answered" and nothing about right or wrong; once
    the teacher releases the marks, Show my marks (:meth:`marks`) brings them
    (``link.test_sheet``): each answer with its mark, the slip found and the right answer.

    Intents: a test's, with ``marks`` (ask the service for the marks); ``finish`` and ``release``
    are refused with the sentence saying why (nothing is handed in, and no release word is typed,
    on the hub)."""

    intents: ClassVar[dict[str, dict[str, str]]] = {**ClassTestWidget.intents, "marks": {}}
    word_keys: ClassVar[tuple[str, ...]] = (*ClassTestWidget.word_keys, "widget.class_test.hub.page.")

    link: ClassLink
    shown_as: ClassVar[str] = "ClassTestWidget"  # made as a ClassTestWidget (or a Practice): it shows itself so

    def _begin(
        self,
        kind: str | list[str] | tuple[str, ...] | None,
        *,
        code: str | None,
        name: str | None,
        count: int | None,
        level: int | None,
        folder: str | Path | None,
        link: ClassLink | None,
    ) -> None:
        """The test made (after what every class test checks): here, on the hub, its answers sent
        to the class service (``name`` is not used: the hub says who)."""
        if kind is not None or count is not None or level is not None:
            raise KonkanError(say("widget.class_test.hub.fixed_test"))
        found = hub_link(link, speaker=self)
        assert found is not None  # ClassTestWidget.__new__ makes one only with a service
        self.link = found
        self.folder = Path.cwd() if folder is None else Path(folder)  # nothing is written there on a hub
        self._test_args = {"kinds": None, "count": None, "level": None}
        self.sheet = None
        self.classtest = None
        self.user = ""
        self._nothing_on_show()
        self._answered: set[str] = set()
        self._marked: dict[str, Any] = {}  # the service's test sheet, once released
        self._show_test()
        if code is not None:
            try:
                self.start("", code)
            except KonkanError as e:  # the service did not answer, or refused: said, and the code asked again
                self.say(str(e), tone="error")

    # --- Python API -------------------------------------------------------------------
    def start(self, name: str = "", code: str | None = None, *, carry_on: bool | None = None) -> None:
        """Join the class ``code`` (if the widget was made without one) and begin, or carry on, its
        test as the hub's user (``name`` and ``carry_on`` are not used: the hub says who)."""
        if self.classtest is not None:
            raise KonkanError(say("error.widget.class_test.taken", name=self.user))
        if code is None or not code.strip():
            raise KonkanError(say("error.widget.class_test.code_first"))
        joined = self.link.join(code)
        sheet = self.link.test_sheet(str(joined["class"]))
        test = testmode.ClassTest(sheet["code"])
        if [p["id"] for p in sheet["puzzles"]] != list(test.ids):
            raise KonkanError(say("widget.class_test.hub.other_test", code=sheet["class"]))
        with self.hold_sync():
            self.classtest = test
            self.user = str(joined.get("user", ""))
            self._take(sheet)
            left = [i for i, pid in enumerate(test.ids) if pid not in self._answered]
            self.at = -1 if self.released else (left[0] if left else 0)
            self._show_test()
            self.message = {}
            if self.released and not self._answered:  # came after the teacher closed the test
                self.say(say("widget.class_test.hub.closed_before", count=test.count), tone="info")
            elif self._answered and not self.released:
                self.say(
                    say(
                        "widget.class_test.hub.welcome_back",
                        name=self.user,
                        answered=len(self._answered),
                        count=test.count,
                    ),
                    tone="ok",
                )

    def _take(self, sheet: dict[str, Any]) -> None:
        """What the service says of this student's test: which puzzles are answered; the marks,
        once released."""
        self._answered = {p["id"] for p in sheet["puzzles"] if p["state"] == "answered"}
        self.released = bool(sheet.get("released"))
        self._marked = sheet if self.released else {}

    def marks(self) -> bool:
        """Ask the service for the marks: shown if the teacher has released them (True), else the
        page says they are not out yet (False)."""
        t = self._test
        sheet = self.link.test_sheet(t.code)
        with self.hold_sync():
            self._take(sheet)
            if self.released:
                self.at = -1
                self.message = {}
            else:
                self.say(say("widget.class_test.hub.not_released"), tone="info")
            self._show_test()
        return self.released

    def finish(self) -> None:
        raise KonkanError(say("widget.class_test.hub.no_finish"))

    def release(self, word: str) -> None:
        raise KonkanError(say("widget.class_test.hub.no_word"))

    def goto(self, index: int) -> None:
        t = self._test
        if not 0 <= index < t.count:
            raise KonkanError(say("error.widget.class_test.puzzles", count=t.count))
        with self.hold_sync():
            self.at = index
            self.message = {}
            self._show_test()

    def leave(self) -> None:
        raise KonkanError(say("widget.class_test.hub.no_finish"))

    def _answering(self) -> None:
        t = self._test
        if self.released:
            raise KonkanError(say("service.refusal.test_released"))
        if 0 <= self.at < t.count and t.ids[self.at] in self._answered:
            raise KonkanError(say("widget.class_test.hub.answered_already", number=self.at + 1))

    def _keep(self, answer: Any) -> PuzzleVerdict:
        self._answering()
        t = self._test
        pid = t.ids[self.at]
        p = t.puzzle(pid)
        with self.hold_sync():
            try:
                text = testmode.answer_text(p, answer)
            except KonkanError as e:
                self.say(str(e), tone="error")
                return AnswerVerdict(False, str(e), malformed=True)
            try:
                self.link.answer(t.code, pid, text)
            except KonkanError as e:
                if refusal_code(e) in ("TEST_RELEASED", "ALREADY_ANSWERED"):  # the service knows more: ask it
                    self._take(self.link.test_sheet(t.code))
                    if self.released:
                        self.at = -1
                    self._show_test()
                self.say(str(e), tone="error")
                return AnswerVerdict(False, str(e), malformed=True)
            self._answered.add(pid)
            left = [i for i in range(t.count) if t.ids[i] not in self._answered]
            ahead = [i for i in left if i > self.at] or left
            words = answer_words(p, text)
            if ahead:
                said = say("widget.class_test.hub.sent.next", number=self.at + 1, answer=words, next=ahead[0] + 1)
                self.at = ahead[0]
            else:
                said = say("widget.class_test.hub.sent.all", number=self.at + 1, answer=words)
            self._show_test()
            self.say(said, tone="ok")
        return AnswerVerdict(False, said)

    def _on_marks(self) -> None:
        self.marks()

    # --- state for the page -------------------------------------------------------------
    def _show_test(self) -> None:
        t = self.classtest
        self.picked, self.groups, self.verdict, self.help, self.tally = [], [], {}, {}, {}
        channel = say("widget.class_test.hub.on_hub")
        if t is None:
            self.puzzle = {}
            self.test = {"code": "", "describe": "", "count": 0, "name": "", "at": 0, "stage": "name", "hub": True,
                         "resume": [], "ask": {}, "where": channel}  # fmt: skip
            return
        state: dict[str, Any] = {
            "code": t.code,
            "describe": t.describe(),
            "count": t.count,
            "name": self.user,
            "at": self.at,
            "hub": True,
            "answered": [pid in self._answered for pid in t.ids],
            "carried": False,
            "where": channel,
        }
        if self.released:
            self._show_marks(t, state)
            return
        if self.at < 0 or (len(self._answered) == t.count and self.at >= t.count):
            self.at = 0
        pid = t.ids[self.at]
        self.show_puzzle(t.puzzle(pid), self.at + 1)
        if pid in self._answered:  # sent: its cards only, nothing to pick
            rows = [{**row, "pick": False, "caption": row["caption"].split(":")[0]} for row in self.puzzle["rows"]]
            self.puzzle = {**self.puzzle, "rows": rows}
        everything = len(self._answered) == t.count
        self.test = {
            **state,
            "at": self.at,
            "stage": "answering",
            "sent": pid in self._answered,
            "all_sent": everything,
            "kept": "",
        }

    def _show_marks(self, t: testmode.ClassTest, state: dict[str, Any]) -> None:
        entries = {p["id"]: p for p in self._marked.get("puzzles", [])}
        marked = []
        for n, pid in enumerate(t.ids):
            p, entry = t.puzzle(pid), entries.get(pid, {})
            given = entry.get("answer")
            v = None if given is None else testmode.mark(p, str(given))
            more = v.message if v is not None else ""
            for m in v.mistakes if v is not None else ():
                more = more.replace(m.message, "", 1)
            marked.append(
                {
                    "n": n + 1,
                    "name": t.name_of(pid),
                    "correct": bool(entry.get("right")),
                    "answer": entry.get("words") if given is not None else None,
                    "text": v.message if v is not None else "",
                    "more": " ".join(more.split()),
                    "mistakes": [{"code": m.code, "rule": m.rule, "text": m.message} for m in v.mistakes]
                    if v is not None
                    else [],
                    "right_answer": entry.get("key", ""),
                }
            )
        if 0 <= self.at < t.count:  # one puzzle looked at again: its cards, the verdict, the solution
            p, r = t.puzzle(t.ids[self.at]), marked[self.at]
            self.show_puzzle(p, self.at + 1)
            self.puzzle = {
                **self.puzzle,
                "rows": [
                    {**row, "pick": False, "caption": row["caption"].split(":")[0]} for row in self.puzzle["rows"]
                ],
            }
            if r["answer"] is not None:
                self.verdict = {
                    "correct": r["correct"],
                    "text": r["text"],
                    "more": r["more"],
                    "note": say("widget.class_test.you_answered", answer=r["answer"]),
                    "at": 1,
                    "mistakes": r["mistakes"],
                }
            self.help = {"solution": p.solution}
        else:
            self.puzzle = {}
        self.test = {
            **state,
            "stage": "results",
            "results": marked,
            "right": int(self._marked.get("right", sum(r["correct"] for r in marked))),
            "kept": "",
        }

    # --- repr and picture -----------------------------------------------------------------
    def summary(self) -> str:
        t = self.classtest
        if t is None:
            return say("widget.class_test.hub.summary.no_code")
        if self.released:
            right = int(self._marked.get("right", 0))
            return say("widget.class_test.hub.summary.results", code=t.code, name=self.user, right=right, count=t.count)
        if len(self._answered) == t.count:
            return say("widget.class_test.hub.summary.sent", code=t.code, name=self.user)
        return say(
            "widget.class_test.hub.summary.answering",
            code=t.code,
            name=self.user,
            answered=len(self._answered),
            count=t.count,
        )

    def picture(self) -> str:
        t = self.classtest
        title = say("widget.class_test.picture.test")
        if t is None:
            return on_white(stack([text_svg([title], bold=True, size=15), text_svg(wrap(self.summary()))], title=title))
        head = say("widget.class_test.picture.title.name", code=t.code, name=self.user)
        return on_white(stack([text_svg([head], bold=True, size=15), text_svg(wrap(self.summary()))], title=head))
