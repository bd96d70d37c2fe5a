"""The teacher's live view of a class on the school's hub: ``ClassView("river-7661")``.

It shows who has joined, each student's lesson stars and practice levels, where each is in the
class test (answered or not yet, puzzle by puzzle: never the answers), and each table's round,
scores and who sits where. It follows the class as it changes without any reload: a thread in the
kernel asks the class service for the class view and waits there until the class changes
(``link.class_view(code, after=version, wait=...)``, a long poll), then updates the widget's
``board`` trait, which the page draws.

Its buttons are the teacher's: pause every table and resume them, release the test's marks, and
save the results as CSV for a gradebook, in the file ``konkan-results-<class>.csv`` in the
teacher's folder (``folder``: the notebook's own unless given). The service decides who may: for
anyone but the class's teacher each is refused with the service's sentence.

>>> import tempfile, pathlib
>>> from konkan.classroom.service.authority import ClassAuthority, Caller
>>> from konkan.classroom.service.link import LocalLink
>>> authority = ClassAuthority(pathlib.Path(tempfile.mkdtemp()) / "class.sqlite")
>>> teacher = LocalLink(authority, Caller("ms-haddad", teacher=True))
>>> code = teacher.create_class(players=3, seed=7)["class"]
>>> LocalLink(authority, Caller("sam")).join(code)["user"]
'sam'
>>> view = ClassView(code, link=teacher, poll=False)
>>> view
<ClassView: class river-7661: 1 student joined, 0 tables>
>>> [s["user"] for s in view.board["students"]]
['sam']
"""

from __future__ import annotations

import json
import threading
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

import traitlets

from ..catalogue import say
from ..classroom.board import board_of
from ..classroom.service.client import Reply
from ..errors import KonkanError, shown
from ..teaching.learner_files import write_text
from ._small import stack, text_svg
from .base import KonkanWidget, css, esm
from .class_link import hub_link

if TYPE_CHECKING:
    from ..classroom.coach import ClassMistakes
    from ..classroom.service.link import ClassLink

__all__ = ["ClassView"]

WAIT = 20.0  # seconds the service may hold one ask for the class view before it answers unchanged
RETRY = 3.0  # seconds before asking again after the service did not answer

# The view of each class that follows it now: a new view of the same class stops the one before
# (a cell run again), so a teacher's kernel never holds two threads asking the same thing.
_FOLLOWING: weakref.WeakValueDictionary[str, ClassView] = weakref.WeakValueDictionary()


def _as_seen(path: Path) -> str:
    """A file's path as the teacher finds it from the notebook's folder (the file browser's): from
    there if it is under it, else whole."""
    full = path.resolve()
    try:
        return str(full.relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(full)


def _one_many(key: str, n: int) -> str:
    """``key.one`` for one, ``key.many`` for any other count."""
    return f"{key}.one" if n == 1 else f"{key}.many"


def _sendable(decision: dict[str, Any]) -> dict[str, Any]:
    """A moment as the service takes it (at most :data:`~konkan.classroom.coach.MAX_MOMENT`
    characters of JSON): in a long round, the seat's oldest events are left out (the table, the
    hand and the pile stay whole, and the latest events, which the guesses of the hidden cards
    read most)."""
    from ..classroom.coach import MAX_MOMENT

    view = decision["view"]
    events = list(view.get("events") or [])
    while events and len(json.dumps({**decision, "view": {**view, "events": events}})) > MAX_MOMENT:
        events = events[len(events) // 4 + 1 :]
    return {**decision, "view": {**view, "events": events}}


class ClassView(KonkanWidget):
    """``ClassView(code, *, link=None, folder=None, wait=20.0, poll=True)``: the class ``code`` as
    its teacher follows it, live, through ``link`` (a :class:`~konkan.classroom.service.link.ClassLink`;
    default: the hub's class service, found by
    :func:`~konkan.classroom.service.client.find_service`). ``folder`` is where the results are
    saved (default: the notebook's folder). ``wait`` is how long one ask of the service may wait
    for a change; ``poll`` False leaves the thread out (call :meth:`refresh` to bring the view up
    to date).

    From Python: :meth:`refresh`, :meth:`pause`, :meth:`resume`, :meth:`release`,
    :meth:`save_results`, :meth:`stop` (the thread stops following the class), and :attr:`board`;
    the coach's :meth:`mistakes` (the class's most frequent kinds of mistake, from reviews of the
    students' finished rounds), :meth:`vote` (one moment on the projector for the class to
    answer) and :meth:`reveal` (its answer).

    Intents: ``pause``, ``resume``, ``release``, ``save``.
    """

    _esm = esm("class_view")
    _css = css("class_view")

    noun: ClassVar[str] = "widget.class_view.noun"
    word_keys: ClassVar[tuple[str, ...]] = ("widget.class_view.page.",)
    intents: ClassVar[dict[str, dict[str, str]]] = {"pause": {}, "resume": {}, "release": {}, "save": {}}

    # The class as the page draws it (see board_of): its code, the students, the tables, whether
    # the marks are released and any table paused.
    board = traitlets.Dict().tag(sync=True)
    # Whether the thread follows the class now (the page says "Live").
    live = traitlets.Bool(False).tag(sync=True)

    def __init__(
        self,
        code: str,
        *,
        link: ClassLink | None = None,
        folder: str | Path | None = None,
        wait: float = WAIT,
        poll: bool = True,
    ):
        if not isinstance(code, str):  # refused before the widget is made: nothing to close
            raise KonkanError(say("widget.class_view.error.code", got=shown(code)))
        super().__init__()
        self.code = code
        self.link = hub_link(link, speaker=self)
        self.folder = Path.cwd() if folder is None else Path(folder)
        self.wait = float(wait)
        self.version: int | None = None
        self.saved: Path | None = None
        self.found: ClassMistakes | None = None  # the last mistakes() found, for vote()
        self._lock = threading.RLock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.board = {"code": self.code, "students": [], "tables": [], "count": 0, "released": False, "paused": False}
        if self.link is None:
            self.say(say("widget.class_view.no_service"), tone="error")
            return
        try:
            self.refresh()
        except KonkanError as e:  # not this class's teacher, no such class: the service's sentence
            self.say(str(e), tone="error")
            return
        if poll:
            self.follow()

    # --- following the class ------------------------------------------------------------------
    def refresh(self) -> dict[str, Any]:
        """Ask the service for the class view now and show it; gives what the service said."""
        assert self.link is not None
        got = self.link.class_view(self.code)
        self._show(got)
        return got

    def _show(self, got: dict[str, Any]) -> None:
        with self._lock, self.speaking(), self.hold_sync():
            self.version = int(got.get("version", 0))
            self.code = str(got.get("class", self.code))
            was = bool(self.board.get("paused"))
            self.board = board_of(got)
            now = bool(self.board.get("paused"))
            if was != now and self.message:  # paused or resumed elsewhere (the projector page): said here too
                self.say(say("widget.class_view.paused" if now else "widget.class_view.resumed"), tone="ok")

    def follow(self) -> None:
        """Start the thread that follows the class (a view of the same class made before stops)."""
        if self.link is None or (self._thread is not None and self._thread.is_alive()):
            return
        before = _FOLLOWING.get(self.code)
        if before is not None and before is not self:
            before.stop()
        _FOLLOWING[self.code] = self
        self._stop.clear()
        self._thread = threading.Thread(target=self._follow, name=f"konkan-class-{self.code}", daemon=True)
        self.live = True
        self._thread.start()

    def _follow(self) -> None:
        link = self.link
        assert link is not None
        while not self._stop.is_set():
            try:
                got = link.class_view(self.code, after=self.version, wait=self.wait)
            except KonkanError as e:
                with self._lock, self.speaking(), self.hold_sync():  # a thread: the widget's language again
                    self.say(say("widget.class_view.lost_service", error=str(e)), tone="error")
                self._stop.wait(RETRY)
                continue
            except Exception as e:  # a bug of ours: said, never lost in the kernel's log
                with self._lock, self.speaking(), self.hold_sync():
                    self.say(say("widget.base.error.bug", error=type(e).__name__, detail=str(e)[:200]), tone="error")
                self._stop.wait(RETRY)
                continue
            if self._stop.is_set():
                break
            if got.get("version") != self.version:
                self._show(got)
        with self._lock:
            self.live = False

    def stop(self, timeout: float | None = None) -> None:
        """Stop following the class (the thread ends after the ask it is waiting on)."""
        self._stop.set()
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout)
        if thread is None or not thread.is_alive():
            self.live = False

    def close(self) -> None:
        stop = getattr(self, "_stop", None)  # None: refused before it was made (a code that is not text)
        if stop is not None:
            stop.set()
        super().close()

    # --- the teacher's buttons ------------------------------------------------------------------
    def _need_link(self) -> ClassLink:
        if self.link is None:
            raise KonkanError(say("widget.class_view.no_service"))
        return self.link

    def pause(self) -> None:
        """Pause every table of the class (the teacher's only): no move is taken until :meth:`resume`."""
        done = self._need_link().pause(self.code)
        with self._lock, self.hold_sync():
            self.refresh()
            if done.get("tables"):
                self.say(say("widget.class_view.paused"), tone="ok")
            else:
                self.say(say("widget.class_view.no_table"), tone="info")

    def resume(self) -> None:
        """Let every table play on."""
        done = self._need_link().resume(self.code)
        with self._lock, self.hold_sync():
            self.refresh()
            self.say(
                say("widget.class_view.resumed" if done.get("tables") else "widget.class_view.no_table"), tone="ok"
            )

    def release(self) -> None:
        """Release the test's marks to the students (no answer is taken after)."""
        self._need_link().release(self.code)
        with self._lock, self.hold_sync():
            self.say(say("widget.class_view.released"), tone="ok")
            self.refresh()

    def ask(self, table: int, seat: int) -> dict[str, Any]:
        """While every table is paused, ask the class what they would do now at ``table`` (its
        number in the class, as the view and the projector show it: "Table 1") as ``seat`` (the
        seat to play there, 0 for South): the projector page shows the question and how many gave
        each move. Resume clears it. Gives the question as the service stored it."""
        link = self._need_link()
        tables = {t["number"]: t["table"] for t in link.tables(self.code)["tables"]}
        if isinstance(table, bool) or table not in tables:
            numbers = ", ".join(str(n) for n in sorted(tables)) or "-"
            raise KonkanError(say("widget.class_view.error.table", code=self.code, table=shown(table), numbers=numbers))
        asked = link.ask(self.code, tables[table], seat)
        question = asked.get("question") or {}
        said = say("projector.ask.asked", sentence=question.get("sentence", ""))
        with self._lock, self.hold_sync():
            self.refresh()
            self.say(said, tone="ok")
        return Reply(asked, said)  # in the notebook, the sentence (the view above says it too)

    # --- the coach: the class's mistakes, and a moment on the projector ------------------------
    def mistakes(
        self,
        *,
        deals: int = 8,
        max_deals: int = 24,
        workers: int = 2,
        names: bool = False,
        progress: Callable[[str], None] | None = None,
    ) -> Reply:
        """Review every finished round of the class's tables for each student's seat (never a
        computer's; a move the computer made for a student who was away is left out) and show
        the kinds of mistake, the most frequent first: how many times, by how many students, the
        points lost in all. Each review is kept in the teacher's folder (``folder``), so a second
        call is quick. ``names`` adds who made each kind (for the teacher's own screen; the
        projector never shows a name). Gives the list as a table, and the costliest moments,
        numbered for :meth:`vote`. ``progress`` hears each line of the review's progress (a
        notebook shows it under its own cell); without it, the view's message line shows it. When
        no round is finished yet, the answer says so and the view's message line is left as it is
        (it is about the live class)."""
        from ..classroom.coach import review_class  # the review's engine: only when asked for

        if progress is not None and not callable(progress):
            raise KonkanError(say("widget.class_view.error.progress", value=shown(progress)))

        link = self._need_link()
        rounds = link.class_rounds(self.code)
        if not rounds.get("tables"):
            said = say("widget.class_view.mistakes.no_round", code=self.code)
            self.found = None
            return Reply({"kinds": [], "moments": 0}, said)

        def counted(done: int, total: int) -> None:
            filled = round(20 * done / total) if total else 20
            bar = "\u2588" * filled + "\u2591" * (20 - filled)
            line = say("widget.class_view.mistakes.reviewing", bar=bar, done=done, total=total)
            if progress is not None:
                progress(line)
            else:
                self.say(line, tone="info")

        found = review_class(
            rounds, folder=self.folder, deals=deals, max_deals=max_deals, workers=workers, progress=counted
        )
        self.found = found
        done = say(_one_many("widget.class_view.mistakes.done", found.rounds), rounds=found.rounds)
        if progress is not None:
            progress(done)
        else:
            self.say(done, tone="ok")
        text = "\n\n".join(
            part
            for part in (
                "### " + say("widget.class_view.mistakes.heading"),
                found.table(names=names),
                say("widget.class_view.mistakes.moments") if found.moments else "",
                found.moments_list(),
            )
            if part
        )
        kinds = [
            {"kind": k.kind, "name": k.name, "times": k.times, "students": len(k.students), "lost": round(k.lost, 1)}
            for k in found.kinds
        ]
        return Reply({"kinds": kinds, "moments": len(found.moments)}, text)

    def vote(self, n: int = 1) -> Reply:
        """Put the ``n``-th moment of :meth:`mistakes` (1: the costliest) on the projector as a
        question for the class, in the words of its kind of move ("What would you throw away
        here?"), with that player's cards and no name. Every table must be paused (this pauses
        none). Students answer at their table (a move the rules refuse there is sent back to them);
        :meth:`reveal` then shows the better move and why. Gives the question."""
        link = self._need_link()
        found = getattr(self, "found", None)
        if found is None or not found.moments:
            raise KonkanError(say("widget.class_view.error.vote_first"))
        count = len(found.moments)
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= count:
            raise KonkanError(say("widget.class_view.error.vote", n=shown(n), count=count))
        moment = found.moments[n - 1]
        asked = link.ask_moment(self.code, moment.table, _sendable(moment.decision.to_dict()))
        said = say("widget.class_view.voted", sentence=(asked.get("question") or {}).get("sentence", ""))
        with self._lock, self.hold_sync():
            self.refresh()
            self.say(said, tone="ok")
        return Reply(asked, said)

    def reveal(self) -> Reply:
        """Show the answer to the moment the class is asked about: the projector and the
        students' tables show the better move and the review's reasons, and how many were right."""
        asked = self._need_link().reveal(self.code)
        said = say("widget.class_view.revealed", reveal=(asked.get("question") or {}).get("reveal", ""))
        with self._lock, self.hold_sync():
            self.refresh()
            self.say(said, tone="ok")
        return Reply(asked, said)

    def results_path(self) -> Path:
        """Where :meth:`save_results` writes: ``konkan-results-<class>.csv`` in :attr:`folder`."""
        return self.folder / f"konkan-results-{self.code}.csv"

    def save_results(self) -> Path:
        """Save the test's results for a gradebook (the service's CSV: one row per student, one
        column per puzzle, the total and the time spent) in :meth:`results_path`, written whole
        or not at all; gives the path."""
        text = self._need_link().results_csv(self.code)
        path = self.results_path()
        try:
            write_text(path, text)
        except OSError as e:
            raise KonkanError(say("widget.class_view.not_saved", path=path, error=e.strerror or e)) from None
        self.saved = path
        self.say(say("widget.class_view.saved", path=_as_seen(path)), tone="ok")
        return path

    def _on_pause(self) -> None:
        self.pause()

    def _on_resume(self) -> None:
        self.resume()

    def _on_release(self) -> None:
        self.release()

    def _on_save(self) -> None:
        self.save_results()

    # --- repr and picture -------------------------------------------------------------------
    def summary(self) -> str:
        if self.link is None:
            return say("widget.class_view.summary.none", code=self.code)
        students, tables = len(self.board["students"]), len(self.board["tables"])
        key = _one_many(_one_many("widget.class_view.summary", students), tables)
        return say(key, code=self.code, students=students, tables=tables)

    def picture(self) -> str:
        b = self.board
        students, tables = len(b["students"]), len(b["tables"])
        answered = sum(s["answered"] for s in b["students"])
        lines = [
            say(_one_many("widget.class_view.picture.students", students), students=students),
            say(_one_many("widget.class_view.picture.answers", answered), answered=answered),
            say(_one_many("widget.class_view.picture.tables", tables), tables=tables),
        ]
        title = say("widget.class_view.picture.title", code=self.code)
        return stack([text_svg([title], bold=True, size=18), text_svg(lines, size=15)], title=title)
