"""Test mode: a fixed set of puzzles for a class, answers kept in a file and marked at the end.

A :class:`ClassTest` is the test a class code stands for (:class:`konkan.classroom.codes.Class`):
``count`` puzzles of the chosen kinds, the same for every student, each named by an id such as
``"3-hand_value-1"`` (its place, its kind, its level) from which it is drawn again anywhere. An
:class:`AnswerFile` is one student's answers to it, kept in one small JSON file (the student's
name, the class code, the puzzle ids, each answer as given and when, and how long it took),
written atomically after every answer, so a kernel restart loses nothing: making the sheet
again with the same name carries on where the student was.

A test's settings come from its class code (:attr:`konkan.classroom.codes.Class.test`), so a student
types none of them. Each file records who and when: the name, a random id for the sitting and the
time it began, and a checksum over it all (as saves carry, :mod:`konkan.saving`), so the
teacher's summary can tell a file changed by hand from one the test wrote.

Answers are *recorded*, not judged, until the test is finished. An answer of the wrong form (a
word where a number goes) is refused at once with a sentence saying the form, as in practice,
and nothing is recorded. When the test is finished, :meth:`AnswerFile.results` judges every
answer with the puzzle's own ``check``: right or wrong, and the slip behind a wrong one. A
student sees them only once the teacher releases them: the teacher's notebook shows the test's
:attr:`ClassTest.release_word`, read out when everyone has handed in (it works on a hub, on one
machine and on a site with no server alike, as it needs no shared folder).

>>> import tempfile
>>> test = ClassTest("river-7661", count=3)
>>> test.ids
('1-lay_off-1', '2-opening-1', '3-score-1')
>>> sheet = AnswerFile(test, "Sam", folder=tempfile.mkdtemp())
>>> sheet.path.name
'konkan-test-river-7661-sam.json'
>>> sheet.record("1-lay_off-1", "none")
'none'
>>> sheet.record("3-score-1", "lots")
Traceback (most recent call last):
    ...
konkan.errors.KonkanError: Type 3 whole numbers, one for each player in seat order (South, East, West), ...; you gave 1 (“lots”).
>>> AnswerFile(test, "sam", folder=sheet.path.parent).answers["1-lay_off-1"]["answer"]
'none'
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import re
import secrets
import time
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from ..cards import cards_text, to_cards
from ..catalogue import say
from ..errors import KonkanError, shown, shown_path, whole_number
from ..saving import checksum
from ..teaching.answers import AnswerVerdict
from ..teaching.learner_files import LearnerFile, in_browser, set_aside
from ..teaching.practice import KIND_NAMES, _kinds_of, answer_form, read_answer
from ..teaching.puzzles import KINDS, LEVELS, MIXED_KINDS, Puzzle, generate
from .codes import WORDS, Class

__all__ = [
    "FILE_KIND",
    "MAX_COUNT",
    "AnswerFile",
    "ClassTest",
    "EditedAnswerFile",
    "Result",
    "answer_file_name",
    "answer_text",
    "answer_words",
    "check_answer",
    "mark",
    "puzzle_of",
    "read_answer_file",
]

FILE_KIND = "konkan test answers"  # not user words: what the "konkan" field of every answer file says
VERSION = 2  # 2: a checksum, the sitting's id
MAX_COUNT = 40  # puzzles in one test at most
MAX_NAME = 40  # characters in a student's name
_ID = re.compile(r"^([1-9][0-9]?)-([a-z_]+)-([1-3])$")


class EditedAnswerFile(KonkanError):
    """An answer file changed after the test wrote it: its checksum does not match."""


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S%z")


def _class_of(code: Any) -> Class:
    return code if isinstance(code, Class) else Class(code)


class ClassTest:
    """``ClassTest(code, *, kinds=None, count=None, level=None)``: the test of the class ``code``
    (a class code or a :class:`~konkan.classroom.codes.Class`): ``count`` puzzles (1 to 40) of ``kinds``
    (one of :data:`konkan.teaching.puzzles.KINDS`, a list of them, or ``"mix"`` for a mix of all) at
    ``level`` 1 to 3, at the class's table. What is not given is the test the code carries
    (:attr:`konkan.classroom.codes.Class.test`: for a four-digit code, a mix of 10 at level 1). A mix
    deals every kind once in an order drawn from the code, then again. The same code gives every
    student the same puzzles."""

    def __init__(
        self, code: Any, *, kinds: str | Sequence[str] | None = None, count: int | None = None, level: int | None = None
    ):
        self.klass = _class_of(code)
        carried = self.klass.test
        kinds = carried["kinds"] if kinds is None else kinds
        count = carried["count"] if count is None else count
        level = carried["level"] if level is None else level
        self.kinds = _kinds_of(kinds)
        count = whole_number(count, "count", 1, MAX_COUNT, key="error.class.count")
        if isinstance(level, bool) or level not in LEVELS:
            raise KonkanError(say("error.class.level", level=shown(level)))
        self.count = count
        self.level = level
        order: list[str] = []
        rounds = 0
        while len(order) < count:
            rounds += 1
            more = list(self.kinds)
            order_seed = self.klass.seed_for("test order")  # not user words: a seed
            random.Random(f"{order_seed} {rounds}").shuffle(more)
            if order and len(more) > 1 and more[0] == order[-1]:
                more = more[1:] + more[:1]
            order += more
        self.ids: tuple[str, ...] = tuple(f"{n}-{kind}-{level}" for n, kind in enumerate(order[:count], 1))

    @property
    def code(self) -> str:
        return self.klass.code

    def puzzle(self, puzzle_id: str) -> Puzzle:
        """The puzzle named ``puzzle_id`` (one of :attr:`ids`), drawn from the class code."""
        if puzzle_id not in self.ids:
            raise KonkanError(
                say(
                    "error.class.not_in_test",
                    puzzle=shown(puzzle_id),
                    ids=", ".join(self.ids[:3]) + (", ..." if len(self.ids) > 3 else ""),
                )
            )
        return self._puzzles[self.ids.index(puzzle_id)]

    @cached_property
    def _puzzles(self) -> tuple[Puzzle, ...]:
        return tuple(puzzle_of(self.klass, puzzle_id) for puzzle_id in self.ids)

    @property
    def puzzles(self) -> tuple[Puzzle, ...]:
        return self._puzzles

    def name_of(self, puzzle_id: str) -> str:
        """``"Puzzle 3: What a hand costs"``."""
        return say(
            "class.test.puzzle", number=self.ids.index(puzzle_id) + 1, kind=KIND_NAMES[self.puzzle(puzzle_id).kind]
        )

    def describe(self) -> str:
        """The test in plain words."""
        kinds = (
            say("class.test.every_kind")
            if set(self.kinds) == set(MIXED_KINDS)
            else ", ".join(KIND_NAMES[k] for k in self.kinds)
        )
        return say(
            "class.test.describe.one" if self.count == 1 else "class.test.describe.many",
            code=self.code,
            count=self.count,
            kinds=kinds,
            level=self.level,
            table=self.klass.rules.describe().splitlines()[0].rstrip("."),
        )

    def key(self) -> list[dict[str, Any]]:
        """The answer key: each puzzle's id, name, right answer (as it would be typed) and worked solution."""
        return [
            {
                "id": i,
                "name": self.name_of(i),
                "answer": answer_text(p, p.answer),
                "words": answer_words(p, answer_text(p, p.answer)),
                "solution": p.solution,
            }
            for i, p in zip(self.ids, self.puzzles, strict=True)
        ]

    @property
    def release_word(self) -> str:
        """The word (and two digits) that shows a student their results once they have handed in:
        the teacher reads it out when everyone has finished. Made from the test, so the teacher's
        notebook and every student's give the same one, with nothing shared but the code."""
        made_from = f"konkan release {self.code} {' '.join(self.ids)}"  # not user words: hashed
        digest = hashlib.sha256(made_from.encode()).digest()
        return f"{WORDS[int.from_bytes(digest[:4], 'big') % len(WORDS)]} {digest[4] % 90 + 10}"

    def releases(self, word: Any) -> bool:
        """Whether ``word`` (as typed: any case, spaces or a dash) is this test's release word."""

        def bare(text: str) -> str:
            return re.sub(r"[\W_]+", "", text.casefold()).translate(str.maketrans("oli", "011", ""))[:40]

        return isinstance(word, str) and bool(word.strip()) and bare(word) == bare(self.release_word)

    def __repr__(self) -> str:
        return f"<{say('class.test.repr', code=self.code, count=self.count, level=self.level)}>"


def puzzle_of(code: Any, puzzle_id: str) -> Puzzle:
    """The puzzle ``puzzle_id`` (such as ``"3-hand_value-1"``: its place, kind and level) of the
    tests of the class ``code``: the same wherever it is drawn."""
    klass = _class_of(code)
    m = _ID.match(puzzle_id) if isinstance(puzzle_id, str) else None
    if m is None or m.group(2) not in KINDS:
        raise KonkanError(say("error.class.puzzle_id", puzzle=shown(puzzle_id), example="'3-hand_value-1'"))
    n, kind, level = m.groups()
    return generate(kind, seed=klass.seed_for(f"test {n}"), level=int(level), rules=klass.rules)


def check_answer(code: Any, puzzle_id: str, answer: Any, *, right: bool = False) -> None:
    """For a notebook's test cell (nbgrader's): ``answer`` to the puzzle ``puzzle_id`` of the class
    ``code`` judged. Raises AssertionError, with the sentence, if the answer is not of the form the
    puzzle asks, or (with ``right``) if it is not right; else nothing (a test cell that passes
    shows nothing)."""
    p = puzzle_of(code, puzzle_id)
    try:
        text = answer_text(p, answer)
    except KonkanError as e:
        raise AssertionError(str(e)) from None
    v = mark(p, text)
    if right and not v.correct:
        raise AssertionError(v.message)


def answer_text(puzzle: Puzzle, value: Any) -> str:
    """``value`` (as a student types or picks it) read in the puzzle's answer form and written as
    text that reads back the same; a :class:`KonkanError` saying the form if it is not one."""
    read = read_answer(answer_form(puzzle), value)
    if isinstance(read, bool):  # pragma: no cover - read_answer never gives one
        raise KonkanError(say("error.class.not_an_answer"))
    if isinstance(read, int):
        return str(read)
    if isinstance(read, str):
        return read
    if answer_form(puzzle).shape == "groups":
        return "; ".join(map(str, read))
    if answer_form(puzzle).shape == "numbers":
        return ", ".join(map(str, read))
    return " ".join(map(str, read))


def answer_words(puzzle: Puzzle, text: str) -> str:
    """An answer as recorded, written for a person: cards with their suits (9♦ 10♦ J♦), each
    player's score beside their name."""
    form = answer_form(puzzle)
    try:
        if form.shape in ("cards", "groups") and text not in {w for w, _ in form.choices}:
            return "; ".join(cards_text(to_cards(g)) for g in text.split(";"))
        if form.shape == "numbers":
            return ", ".join(f"{n} {v}" for n, v in zip(form.seats, text.split(", "), strict=True))
    except (KonkanError, ValueError):
        pass
    return text


def kept_where(file_name: str, *, browser: bool | None = None, folder: Path | None = None) -> str:
    """The sentence that tells a student where the answer file ``file_name`` is and how it reaches
    the teacher: in the notebook's folder, or the class's ``folder`` the teacher chose; in a
    browser-only site (``browser``, found out when not given), kept in the browser, to download and
    hand in."""
    if in_browser() if browser is None else browser:
        return say("class.kept.browser", file=file_name)
    if folder is not None and folder.resolve() != Path.cwd().resolve():
        return say("class.kept.folder", file=file_name, folder=folder)
    return say("class.kept.notebook", file=file_name)


def _someone_elses(path: Path) -> bool:
    """Whether ``path`` is a file of another user of this computer (a JupyterHub's class folder)."""
    try:
        return hasattr(os, "getuid") and path.stat().st_uid != os.getuid()
    except OSError:
        return False


def answer_file_name(code: str, name: str) -> str:
    """The file a student's answers go to: ``konkan-test-<code>-<name>.json``."""
    slug = re.sub(r"[^\w]+", "-", name.casefold(), flags=re.UNICODE).strip("-_") or "student"
    return f"konkan-test-{code}-{slug[:MAX_NAME]}.json"


def _name(name: Any) -> str:
    if not isinstance(name, str) or not name.strip():
        raise KonkanError(say("error.class.name_needed", name=shown(name)))
    text = " ".join(name.split())
    if len(text) > MAX_NAME or not text.isprintable():
        raise KonkanError(say("error.class.name_long", top=MAX_NAME, name=shown(name)))
    return text


def read_answer_file(data: Any) -> dict[str, Any]:
    """The answer file's content checked: a dict with ``name``, ``class``, ``sitting``, ``puzzles``,
    ``answers`` (each with ``answer``, ``typed``, ``at``, ``seconds``), ``started``, ``finished``
    and ``check``, the checksum of the rest; a :class:`KonkanError` saying what is wrong
    otherwise (an :class:`EditedAnswerFile` if the checksum does not match)."""
    if not isinstance(data, dict) or data.get("konkan") != FILE_KIND:
        raise KonkanError(say("error.class.file.kind"))
    if data.get("version") != VERSION:
        raise KonkanError(say("error.class.file.version", version=shown(data.get("version"))))
    try:
        same = data.get("check") == checksum(data)
    except (TypeError, ValueError):
        same = False
    if not same:
        raise EditedAnswerFile(say("error.class.file.edited"))
    sitting = data.get("sitting")
    if not isinstance(sitting, str) or not re.fullmatch(r"[0-9a-f]{6,32}", sitting):
        raise KonkanError(say("error.class.file.sitting"))
    name, code, puzzles, answers = data.get("name"), data.get("class"), data.get("puzzles"), data.get("answers")
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
        raise KonkanError(say("error.class.file.name"))
    if not isinstance(code, str):
        raise KonkanError(say("error.class.file.code"))
    if (
        not isinstance(puzzles, list)
        or not puzzles
        or len(puzzles) > MAX_COUNT
        or not all(isinstance(p, str) and _ID.match(p) for p in puzzles)
    ):
        raise KonkanError(say("error.class.file.puzzles"))
    if not isinstance(answers, dict):
        raise KonkanError(say("error.class.file.answers"))
    for pid, a in answers.items():
        if (
            pid not in puzzles
            or not isinstance(a, dict)
            or not isinstance(a.get("answer"), str)
            or len(a["answer"]) > 400
            or not isinstance(a.get("typed", ""), str)
            or not isinstance(a.get("at", ""), str)
        ):
            raise KonkanError(say("error.class.file.answer", puzzle=shown(pid, 30)))
        seconds = a.get("seconds", 0)
        if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or not 0 <= seconds < 10**7:
            raise KonkanError(say("error.class.file.seconds", puzzle=shown(pid, 30)))
    for when in ("started", "finished"):
        if data.get(when) is not None and not isinstance(data.get(when), str):
            raise KonkanError(say(f"error.class.file.{when}"))
    return data


@dataclass(frozen=True)
class Result:
    """One puzzle of a finished test: its id and puzzle, the answer given (None if none was) and
    the verdict on it (None if none was given)."""

    id: str
    puzzle: Puzzle
    answer: str | None
    verdict: AnswerVerdict | None

    @property
    def right(self) -> bool:
        return self.verdict is not None and self.verdict.correct


def mark(puzzle: Puzzle, text: str) -> AnswerVerdict:
    """The verdict on an answer as recorded (text): the puzzle's own ``check`` of it, read in the
    puzzle's answer form; an answer that doesn't read (a file edited by hand) is wrong, its
    verdict saying the form."""
    try:
        value = read_answer(answer_form(puzzle), text)
    except KonkanError as e:
        return AnswerVerdict(False, str(e), malformed=True)
    return puzzle.check(value)


def judge(test: ClassTest, answers: dict[str, Any]) -> list[Result]:
    """Each puzzle of ``test`` with the answer in ``answers`` (an answer file's) judged."""
    out = []
    for pid, p in zip(test.ids, test.puzzles, strict=True):
        given = answers.get(pid)
        out.append(
            Result(pid, p, None, None) if given is None else Result(pid, p, given["answer"], mark(p, given["answer"]))
        )
    return out


class AnswerFile(LearnerFile):
    """``AnswerFile(test, name, *, folder=None, fresh=False)``: the answers of the student ``name``
    to the :class:`ClassTest` ``test``, kept in :attr:`path` (:func:`answer_file_name` in
    ``folder``, default the current folder, where the notebook is). An existing file of the same
    name and test is carried on, unless ``fresh`` (another student of the same name, or a new
    sitting): then it is moved aside under a name of its own (:func:`move_aside`), kept whole
    for the teacher, and a new sitting begins. One that can't be read, was changed by hand, or is
    of another test, is set aside (renamed, never deleted) with a sentence in :attr:`notice`, and
    the test starts afresh."""

    VERSION = VERSION
    NOUN = "answer"
    HELD = "answers"

    def __init__(self, test: ClassTest, name: Any, *, folder: str | Path | None = None, fresh: bool = False):
        if not isinstance(test, ClassTest):
            raise KonkanError(say("error.class.summary_test", test=shown(test)))
        self.test = test
        self.name = _name(name)
        base = Path.cwd() if folder is None else Path(folder)
        self._shown_at: float | None = None
        self._shown_id: str | None = None
        path = base / answer_file_name(test.code, self.name)
        if _someone_elses(path):  # a class folder that every student writes to: a classmate of the same name
            raise KonkanError(say("class.file.classmate", name=self.name))
        moved = ""
        if fresh and path.exists():
            moved = move_aside(path)
        super().__init__(path)
        if moved:
            self.notice = say("class.file.moved", moved=moved)
        if self._data is not None and (self._data["class"] != test.code or tuple(self._data["puzzles"]) != test.ids):
            where = set_aside(self.path)
            self.notice = say("class.file.other_test", file=self.path.name, where=where)
            self._take(None)
        elif self._data is not None:  # carried on under the name it was started with
            if self._data["name"].casefold() != self.name.casefold():
                self.notice = say("class.file.other_name", file=self.path.name, name=self._data["name"])
            self.name = self._data["name"]

    def _load(self) -> None:
        try:
            read_answer_file(json.loads(self.path.read_bytes().decode("utf-8")))
        except EditedAnswerFile:
            where = set_aside(self.path)
            self.notice = say("class.file.edited", file=self.path.name, where=where)
            return
        except (OSError, ValueError, KonkanError):
            pass
        super()._load()

    def _take(self, data: dict[str, Any] | None) -> None:
        self._data = data
        self.answers: dict[str, dict[str, Any]] = dict(data["answers"]) if data else {}
        self.started: str | None = data.get("started") if data else _now()
        self.finished: str | None = data.get("finished") if data else None
        self.sitting: str = data["sitting"] if data else secrets.token_hex(6)

    @classmethod
    def _parse(cls, data: Any) -> dict[str, Any]:
        return read_answer_file(data)

    def to_dict(self) -> dict[str, Any]:
        data = {
            "konkan": FILE_KIND,
            "version": VERSION,
            "name": self.name,
            "class": self.test.code,
            "sitting": self.sitting,
            "test": {"kinds": list(self.test.kinds), "count": self.test.count, "level": self.test.level},
            "puzzles": list(self.test.ids),
            "answers": self.answers,
            "started": self.started,
            "finished": self.finished,
        }
        return {**data, "check": checksum(data)}

    # --- answering ----------------------------------------------------------------------
    @property
    def current(self) -> str | None:
        """The first puzzle with no answer yet (None when every one has one)."""
        return next((i for i in self.test.ids if i not in self.answers), None)

    def show(self, puzzle_id: str) -> Puzzle:
        """The puzzle ``puzzle_id``, its time on screen counted from now."""
        p = self.test.puzzle(puzzle_id)
        self._tick()
        self._shown_id, self._shown_at = puzzle_id, time.monotonic()
        return p

    def _tick(self) -> float:
        """Seconds the puzzle on show has been shown since it was shown or last answered."""
        if self._shown_at is None:
            return 0.0
        now = time.monotonic()
        spent, self._shown_at = now - self._shown_at, now
        return spent

    def record(self, puzzle_id: str, value: Any) -> str:
        """Record ``value`` (typed text, or a number, cards...) as the answer to ``puzzle_id``, in
        place of any earlier one, and save the file; the answer as recorded. Not judged: an answer
        of the wrong form is refused with a :class:`KonkanError` saying the form, and nothing
        changes. Refused once the test is finished."""
        if self.finished:
            raise KonkanError(say("error.class.finished"))
        p = self.test.puzzle(puzzle_id)
        text = answer_text(p, value)
        spent = self._tick() if self._shown_id == puzzle_id else 0.0
        before = self.answers.get(puzzle_id, {})
        typed = value if isinstance(value, str) else text
        self.answers[puzzle_id] = {
            "answer": text,
            "typed": " ".join(typed.split())[:200],
            "at": _now(),
            "seconds": round(before.get("seconds", 0) + spent, 1),
        }
        self.started = self.started or self.answers[puzzle_id]["at"]
        self.save()
        return text

    def finish(self) -> list[Result]:
        """End the test (its answers can't change after) and give the results (for the teacher's
        Python: a student's page shows them only once released)."""
        if not self.finished:
            self._tick()
            self.finished = _now()
            self.started = self.started or self.finished
            self.save()
        return self.results()

    def results(self) -> list[Result]:
        """Every puzzle with its answer judged (also before the end, for the teacher)."""
        return judge(self.test, self.answers)

    @property
    def right(self) -> int:
        return sum(r.right for r in self.results())

    def __repr__(self) -> str:
        state = "finished" if self.finished else f"{len(self.answers)} of {self.test.count} answered"
        return f"<AnswerFile {self.name}, class {self.test.code}: {state}>"


def begun(test: ClassTest, name: Any, folder: str | Path) -> dict[str, Any] | None:
    """The answer file of ``name`` to ``test`` in ``folder``, read and checked, if there is one
    that can be carried on (None otherwise)."""
    path = Path(folder) / answer_file_name(test.code, _name(name))
    if _someone_elses(path):  # a classmate's, in a shared class folder: never offered (AnswerFile refuses it)
        return None
    try:
        data = load_answer_file(path)
    except KonkanError:
        return None
    return data if data["class"] == test.code and tuple(data["puzzles"]) == test.ids else None


def move_aside(path: Path) -> str:
    """Rename the answer file ``path`` (whole, still an answer file the summary reads) to a name of
    its own, with its sitting's id (or the time), so a new sitting of the same name can begin; the
    new name, or a sentence's end saying it was left."""
    try:
        tag = str(json.loads(path.read_bytes().decode("utf-8")).get("sitting", ""))
    except (OSError, ValueError, UnicodeDecodeError, AttributeError):
        tag = ""
    tag = tag if re.fullmatch(r"[0-9a-f]{6,32}", tag) else time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.stem}-{tag}{path.suffix}")
    try:
        path.replace(aside)
    except OSError:
        return say("class.file.not_renamed", file=path.name)
    return aside.name


def load_answer_file(path: Path) -> dict[str, Any]:
    """An answer file read and checked (:func:`read_answer_file`); a :class:`KonkanError` naming
    the file and what is wrong with it otherwise."""
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise KonkanError(say("error.class.file.unread", file=shown_path(path.name), why=e.strerror)) from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except (ValueError, UnicodeDecodeError):
        raise KonkanError(say("error.class.file.not_json", file=shown_path(path.name))) from None
    try:
        return read_answer_file(data)
    except KonkanError as e:
        raise type(e)(say("error.class.file.unusable", file=shown_path(path.name), why=e)) from None
