"""Practice without end: puzzles of one kind or a mix, one after another, each harder or easier as
the learner gets them right or wrong.

A :class:`PracticeSession` serves :mod:`konkan.teaching.puzzles` puzzles. Its ``seed`` gives each puzzle's
seed (``"<seed>/<n>"`` for the n-th, ``"<seed>/mix/<n>"`` in a mix, so a mix never repeats the
puzzles of a one-kind practice beside it), and the kind of each in a mix (every kind once in a shuffled
order, then again, never the same kind twice running), so the same seed and the same answers give
the same puzzles. It keeps a streak (right answers in a row) and a running
score (right out of tried), and per kind a level from 1 to 3: three right in a row at a kind
raise its level, two missed in a row lower it (:data:`RISE_AFTER`, :data:`FALL_AFTER`).

How a puzzle counts: only the first answer to each puzzle counts, right or wrong; the learner may
try again after a miss and is told whether the new answer is right, but the score stays. An
answer of the wrong form (a word where a number goes, a card that is not in the puzzle) is told
what form the answer takes and counts nothing. Asking for the hint costs nothing. Asking for the
solution before a first answer counts the puzzle as missed: tried, not right, the streak back to
0. A puzzle skipped with :meth:`~PracticeSession.next` before any answer counts nothing.

The levels and counts of each kind are kept in ``practice.json``, in the folder of the lessons'
progress file (:func:`konkan.teaching.learner_files.progress_path`: ``$KONKAN_PROGRESS``'s folder, else
``konkan/`` in the Jupyter data directory), written atomically; a file that can't be read is
set aside with a sentence in :attr:`PracticeRecord.notice`, and practice starts afresh. So is
where each practice was (its puzzle, its streak and score), after every answer and every Next: a
session made again with the same kinds, seed and table (after a kernel restart, say) carries on
with the same puzzle, or with the next one if that one was answered (:attr:`PracticeSession.resumed`).

:func:`answer_form` says what form each kind's answer takes (a number, a number per seat, a
choice, cards picked from the puzzle's, melds picked as groups of cards), for a page to offer
the right buttons; :func:`read_answer` turns what was typed or picked into that form.

>>> import tempfile, pathlib
>>> s = PracticeSession("hand_value", seed=1, progress=pathlib.Path(tempfile.mkdtemp()) / "practice.json")
>>> s.puzzle.kind, s.puzzle.level, s.puzzle.seed
('hand_value', 1, '1/1')
>>> s.check(s.puzzle.answer).correct, s.streak, (s.right, s.tried)
(True, 1, (1, 1))
>>> print(s.check("lots").message)
Type one whole number, what the cards cost, such as 42; you typed “lots”.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..cards import Card, card_tokens, parse_face, to_cards
from ..catalogue import say
from ..catalogue.said import Said, say_series
from ..errors import InvalidNotation, KonkanError, shown
from ..rules import Rules
from .answers import read_number, says, typed
from .learner_files import LearnerFile, progress_path
from .puzzles import KINDS, LEVELS, MIXED_KINDS, Puzzle, PuzzleVerdict, generate

__all__ = [
    "FALL_AFTER",
    "KIND_NAMES",
    "RISE_AFTER",
    "AnswerForm",
    "KindRecord",
    "PracticeRecord",
    "PracticeSession",
    "SessionPlace",
    "answer_form",
    "practice_path",
    "read_answer",
]

RISE_AFTER = 3  # right answers in a row at one kind that raise its level
FALL_AFTER = 2  # missed answers in a row at one kind that lower it

# Each kind in the game's own words, for titles and the levels table (said in the language spoken when read).
KIND_NAMES: Mapping[str, str] = Said("practice.kind.{}", KINDS)


def practice_path(progress: Path | None = None) -> Path:
    """The practice file: ``practice.json`` next to the lessons' progress file (``progress``, or
    :func:`~konkan.teaching.learner_files.progress_path`)."""
    return (progress or progress_path()).with_name("practice.json")


# --- the saved levels and counts --------------------------------------------------------------


@dataclass
class KindRecord:
    """One kind's level (1 to 3), puzzles tried and right, and the right and missed answers in a
    row at its level (what raises or lowers it)."""

    level: int = 1
    tried: int = 0
    right: int = 0
    in_a_row: int = 0
    missed_in_a_row: int = 0

    def to_dict(self) -> dict[str, int]:
        return {
            "level": self.level,
            "tried": self.tried,
            "right": self.right,
            "in_a_row": self.in_a_row,
            "missed_in_a_row": self.missed_in_a_row,
        }


class _Malformed(KonkanError):
    """Part of the practice file that can't be read, named by its field: never shown, the file is set
    aside with a sentence of its own (:class:`~konkan.teaching.learner_files.LearnerFile`)."""


def _count(value: Any, low: int = 0, high: int = 10**9) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _Malformed("count")
    return value


SESSIONS_KEPT = 40  # where practice was, for this many sessions (the most recently used)


@dataclass
class SessionPlace:
    """Where one practice session was: the puzzle on show (its number, kind and level, and whether
    it was answered), the kinds still to come in this round of a mix, the streak and the score."""

    number: int
    kind: str
    level: int
    counted: bool = False
    order: list[str] = field(default_factory=list)
    rounds: int = 1
    streak: int = 0
    best: int = 0
    right: int = 0
    tried: int = 0
    used: int = 0  # when it was last saved (a count that only grows), to keep the most recent

    def to_dict(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "kind": self.kind,
            "level": self.level,
            "counted": self.counted,
            "order": list(self.order),
            "rounds": self.rounds,
            "streak": self.streak,
            "best": self.best,
            "right": self.right,
            "tried": self.tried,
            "used": self.used,
        }

    @classmethod
    def parse(cls, entry: Any) -> SessionPlace:
        if not isinstance(entry, dict) or entry.get("kind") not in KINDS or not isinstance(entry.get("counted"), bool):
            raise _Malformed("session")
        order = entry.get("order")
        if not isinstance(order, list) or len(order) > len(KINDS) or any(k not in KINDS for k in order):
            raise _Malformed("order")
        place = cls(
            number=_count(entry.get("number"), 1),
            kind=entry["kind"],
            level=_count(entry.get("level"), 1, 3),
            counted=entry["counted"],
            order=list(order),
            rounds=_count(entry.get("rounds"), 1),
            streak=_count(entry.get("streak")),
            best=_count(entry.get("best")),
            right=_count(entry.get("right")),
            tried=_count(entry.get("tried")),
            used=_count(entry.get("used", 0)),
        )
        if place.right > place.tried or place.streak > place.best or place.best > place.right:
            raise _Malformed("counts")
        return place


class PracticeRecord(LearnerFile):
    """Each kind's :class:`KindRecord`, kept in a small JSON file (:func:`practice_path` unless
    ``path`` is given), read, set aside and written as the lessons' progress is
    (:class:`konkan.teaching.learner_files.LearnerFile`)."""

    VERSION = 1
    NOUN = "practice"  # its sentences: learner.practice.*
    kinds: dict[str, KindRecord]
    sessions: dict[str, SessionPlace]  # where each practice was, by its key (PracticeSession.key)

    def __init__(self, path: str | Path | None = None):
        super().__init__(Path(path) if path is not None else practice_path())

    def _take(self, data: tuple[dict[str, KindRecord], dict[str, SessionPlace]] | None) -> None:
        self.kinds, self.sessions = data or ({}, {})

    @classmethod
    def _parse(cls, data: Any) -> tuple[dict[str, KindRecord], dict[str, SessionPlace]]:
        return cls._parse_kinds(data), cls._parse_sessions(data)

    @staticmethod
    def _parse_sessions(data: Any) -> dict[str, SessionPlace]:
        """Where each practice was; an entry that can't be read is left out (that practice starts at
        its first puzzle again), never the levels with it."""
        sessions = data.get("sessions", {})
        out: dict[str, SessionPlace] = {}
        for key, entry in sessions.items() if isinstance(sessions, dict) else ():
            try:
                if isinstance(key, str) and len(key) <= 300:
                    out[key] = SessionPlace.parse(entry)
            except KonkanError:
                continue
        return out

    @classmethod
    def _parse_kinds(cls, data: Any) -> dict[str, KindRecord]:
        if not isinstance(data, dict) or data.get("version") != cls.VERSION or not isinstance(data.get("kinds"), dict):
            raise _Malformed("version")
        out: dict[str, KindRecord] = {}
        for kind, entry in data["kinds"].items():
            if kind not in KINDS or not isinstance(entry, dict):
                raise _Malformed("kind")
            rec = KindRecord(
                level=_count(entry.get("level"), 1, 3),
                tried=_count(entry.get("tried")),
                right=_count(entry.get("right")),
                in_a_row=_count(entry.get("in_a_row", 0)),
                missed_in_a_row=_count(entry.get("missed_in_a_row", 0)),
            )
            if rec.right > rec.tried:
                raise _Malformed("right")
            out[kind] = rec
        return out

    def of(self, kind: str) -> KindRecord:
        """The record of ``kind`` (a fresh one, level 1, if never practised)."""
        return self.kinds.setdefault(kind, KindRecord())

    def remember(self, key: str, place: SessionPlace) -> None:
        """Keep where the session ``key`` is (and only the :data:`SESSIONS_KEPT` most recent)."""
        place.used = max((p.used for p in self.sessions.values()), default=0) + 1
        self.sessions[key] = place
        if len(self.sessions) > SESSIONS_KEPT:
            for old in sorted(self.sessions, key=lambda k: self.sessions[k].used)[: len(self.sessions) - SESSIONS_KEPT]:
                del self.sessions[old]

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "version": self.VERSION,
            "kinds": {k: r.to_dict() for k, r in sorted(self.kinds.items())},
        }
        if self.sessions:
            data["sessions"] = {k: p.to_dict() for k, p in sorted(self.sessions.items())}
        return data


# --- the form of an answer --------------------------------------------------------------------


@dataclass(frozen=True)
class AnswerForm:
    """What form a puzzle's answer takes, for a page to offer the right way to give it.

    ``shape`` is one of ``"number"`` (one whole number), ``"numbers"`` (one per seat, ``seats``
    naming them in order), ``"choice"`` (one of ``choices``), ``"cards"`` (some of ``cards``,
    picked) or ``"groups"`` (melds made of ``cards``). ``choices`` are (word, button text) pairs:
    the whole answer for a choice, and for the other shapes the word that stands for "none" or
    "can't". ``how`` says in words how to type the answer; ``example`` is one typed answer.
    """

    shape: str
    how: str
    example: str
    seats: tuple[str, ...] = ()
    choices: tuple[tuple[str, str], ...] = ()
    cards: tuple[Card, ...] = ()
    least: int | None = None  # the smallest number that makes sense (0 for how far from a Konkan)

    def to_dict(self) -> dict[str, Any]:
        return {
            "shape": self.shape,
            "how": self.how,
            "example": self.example,
            "seats": list(self.seats),
            "choices": [{"word": w, "text": t} for w, t in self.choices],
            "cards": [c.id for c in self.cards],
        }


def answer_form(puzzle: Puzzle) -> AnswerForm:
    """The form ``puzzle.check`` takes its answer in, read from the puzzle's kind and data."""
    kind, data = puzzle.kind, puzzle.data
    if kind == "hand_value":
        return AnswerForm("number", say("practice.form.hand_value"), "42")
    if kind == "konkan":
        return AnswerForm("number", say("practice.form.konkan"), "2", least=0)
    if kind == "is_meld":
        return AnswerForm(
            "choice",
            say("practice.form.is_meld"),
            "yes",
            choices=(("yes", say("practice.choice.yes")), ("no", say("practice.choice.no"))),
        )
    if kind == "meld":
        return AnswerForm(
            "number", say("practice.form.meld"), "24", choices=(("no", say("practice.choice.not_a_meld")),)
        )
    if kind == "score":
        names = tuple(data["names"])
        example = ", ".join(map(str, [12, -30, 100, 7, 25][: len(names)]))
        how = say("practice.form.score", count=len(names), names=say_series(names), example=example)
        return AnswerForm("numbers", how, example, seats=names)
    if kind == "take_discard":
        return AnswerForm(
            "choice",
            say("practice.form.take_discard"),
            "take",
            choices=(("take", say("practice.choice.take")), ("draw", say("practice.choice.draw"))),
        )
    if kind == "lay_off":
        return AnswerForm(
            "cards",
            say("practice.form.lay_off"),
            "7S 9H",
            choices=(("none", say("practice.choice.none")),),
            cards=tuple(data["hand"]),
        )
    if kind == "opening":
        return AnswerForm(
            "groups",
            say("practice.form.opening"),
            "7S 8S 9S; QH QD QC",
            choices=(("no", say("practice.choice.cannot_go_down")),),
            cards=tuple(data["cards"]),
        )
    raise KonkanError(say("error.practice.form", got=shown(kind)))  # pragma: no cover


# The choice words a learner may type in words of their own (practice.says.<word>: the word itself first),
# in their language or in English.
_SAID_IN_WORDS = ("yes", "no", "none", "take", "draw")

# Where an engine's refusal of a card ("card 3 ('7S'): there are only two 7♠ in the game") stops naming
# the card and says what is wrong: the learner's whole answer is quoted instead.
_NAMED = re.compile(r"\)\s?:\s")


def _quoted(value: Any) -> str:
    text = (
        value
        if isinstance(value, str)
        else ", ".join(map(str, value))
        if isinstance(value, (list, tuple))
        else str(value)
    )
    text = " ".join(text.split())
    text = text if len(text) <= 40 else say("practice.quoted.cut", text=text[:37])
    return say("practice.quoted", text=text)


def _whole(value: Any) -> int | None:
    """A whole number, also typed with its unit ("40 points", "3 cards"): :func:`konkan.teaching.answers.read_number`."""
    return read_number(value)


def _word(form: AnswerForm, value: Any) -> str | None:
    """The choice word ``value`` says, if it is one of the form's choices."""
    if not isinstance(value, str):
        return None
    return next(
        (
            w
            for w, _ in form.choices
            if (says(value, f"practice.says.{w}") if w in _SAID_IN_WORDS else typed(value) == w)
        ),
        None,
    )


def _from_hand(form: AnswerForm, cards: Iterable[Card], used: list[int]) -> list[Card]:
    """The puzzle's own cards named by ``cards`` (by face; each of the puzzle's cards once)."""
    out = []
    for c in cards:
        i = next((k for k, h in enumerate(form.cards) if k not in used and h.same_face(c)), None)
        if i is None:
            twice = any(h.same_face(c) for h in form.cards)
            raise KonkanError(say("practice.read.not_yours.twice" if twice else "practice.read.not_yours", card=str(c)))
        used.append(i)
        out.append(form.cards[i])
    return out


def _unread(token: str | None) -> bool:
    """Whether the token an engine's refusal names is one that reads as no card at all."""
    tokens = card_tokens(token) if token is not None else []
    return len(tokens) == 1 and parse_face(tokens[0]) is None


def _cards_of(value: Any) -> list[Card]:
    if isinstance(value, Card):
        return [value]
    if isinstance(value, (list, tuple)) and not all(isinstance(c, (Card, str)) for c in value):
        raise KonkanError(say("practice.read.not_cards", said=_quoted(value)))
    try:
        cards = to_cards(value)
    except KonkanError as e:
        if isinstance(e, InvalidNotation) and e.fix:  # a slip, and the card probably meant (konkan.cards.suggest_card)
            raise KonkanError(say("practice.read.not_cards.fix", said=_quoted(value), fix=e.fix)) from None
        if not isinstance(e, InvalidNotation) or not _unread(e.token):
            # cards that can all be read, but more of one than the game has
            raise KonkanError(_NAMED.split(str(e), 1)[-1]) from None
        raise KonkanError(say("practice.read.not_cards", said=_quoted(value))) from None
    if not cards:
        raise KonkanError(say("practice.read.no_cards"))
    return cards


def read_answer(form: AnswerForm, value: Any) -> Any:
    """``value`` (typed text, or a number, a list of numbers, cards or groups of cards) in the form
    the puzzle's ``check`` takes; a :class:`KonkanError` saying what form the answer takes if it is
    not one."""
    word = _word(form, value)
    if word is not None:
        return word
    if (isinstance(value, str) and not value.strip()) or (isinstance(value, (list, tuple)) and not value):
        raise KonkanError(say("practice.read.nothing", how=form.how))
    try:
        if form.shape == "number":
            n = _whole(value)
            if n is None or (form.least is not None and n < form.least):
                raise KonkanError(say("practice.read.typed", said=_quoted(value)))
            return n
        if form.shape == "numbers":
            items = re.sub(r"[,;\u060c\u061b]", " ", value).split() if isinstance(value, str) else value  # ، ؛ too
            if not isinstance(items, (list, tuple)):
                raise KonkanError(say("practice.read.not_that", said=_quoted(value)))
            if len(items) != len(form.seats):
                raise KonkanError(say("practice.read.count", count=len(items), said=_quoted(value)))
            got = [_whole(v) for v in items]
            for name, v, n in zip(form.seats, items, got, strict=True):
                if n is None:
                    raise KonkanError(say("practice.read.not_number", said=_quoted(str(v)), name=name))
            return got
        if form.shape == "choice":
            raise KonkanError(say("practice.read.neither", said=_quoted(value)))
        if form.shape == "cards":
            return [c.code for c in _from_hand(form, _cards_of(value), [])]
        if form.shape == "groups":
            if isinstance(value, str):
                groups: Any = [g for g in re.split(r"[;,/|\n\u060c\u061b]", value) if g.strip()]  # ، ؛ too
            else:
                groups = value
            if not isinstance(groups, (list, tuple)) or not groups:
                raise KonkanError(say("practice.read.not_that", said=_quoted(value)))
            used: list[int] = []
            return [" ".join(c.code for c in _from_hand(form, _cards_of(g), used)) for g in groups]
    except KonkanError as e:
        # an engine's sentence, whole (in Arabic perhaps ending in ؟ or an isolated field): no second full stop
        ended = str(e).rstrip("\u2068\u2069").endswith((".", "?", "\u061f"))
        raise KonkanError(
            say("practice.read.wrong.ended" if ended else "practice.read.wrong", how=form.how, problem=str(e))
        ) from None
    raise KonkanError(say("practice.read.how", how=form.how))  # pragma: no cover


# --- a session ----------------------------------------------------------------------------------


@dataclass
class _Current:
    """What has happened to the puzzle on show."""

    counted: bool = False  # its first answer (or the solution, asked before one) has been counted
    solved: bool = False  # a right answer has been given (counted or not)
    hint_shown: bool = False
    solution_shown: bool = False
    last: PuzzleVerdict | None = None
    tries: list[PuzzleVerdict] = field(default_factory=list)


def _kinds_of(kind: str | Sequence[str] | None) -> tuple[str, ...]:
    if kind is None or kind == "mix":
        return MIXED_KINDS
    if isinstance(kind, str):
        if kind not in KINDS:
            raise KonkanError(say("error.practice.kind", kinds=", ".join(map(repr, KINDS)), got=shown(kind)))
        return (kind,)
    if isinstance(kind, (list, tuple)) and kind and all(isinstance(k, str) and k in KINDS for k in kind):
        return tuple(dict.fromkeys(kind))
    raise KonkanError(say("error.practice.kinds", kinds=", ".join(map(repr, KINDS)), got=shown(kind)))


def _record_of(progress: Any) -> PracticeRecord:
    if isinstance(progress, PracticeRecord):
        return progress
    if progress is None or isinstance(progress, (str, Path)):
        return PracticeRecord(progress)
    raise KonkanError(say("error.practice.progress", got=shown(progress, 40)))


class PracticeSession:
    """``PracticeSession(kind=None, *, seed=0, rules=None, progress=None)``: puzzles of ``kind`` (one
    of :data:`konkan.teaching.puzzles.KINDS`, a list of them, or None for a mix of all), drawn from
    ``seed``, at the table ``rules`` (None: each kind's own default table), the levels kept in
    ``progress`` (a :class:`PracticeRecord` or its file's path; default :func:`practice_path`).

    :attr:`puzzle` is the puzzle on show; :meth:`check` judges an answer to it, :meth:`hint` and
    :meth:`solution` show its help, :meth:`next` draws the next one.

    Where the session is (the puzzle, the streak, the score) is kept in the file after each
    answer and each :meth:`next`, under :attr:`key`; a session made again with the same kinds, seed
    and table carries on from there (:attr:`resumed` is then true), with the same puzzle, or the
    next one if that one was answered.
    """

    def __init__(
        self,
        kind: str | Sequence[str] | None = None,
        *,
        seed: int | str = 0,
        rules: Rules | None = None,
        progress: PracticeRecord | str | Path | None = None,
    ):
        if isinstance(seed, bool) or not isinstance(seed, (int, str)) or (isinstance(seed, str) and len(seed) > 100):
            raise KonkanError(say("error.practice.seed", got=shown(seed, 40)))
        self.kinds = _kinds_of(kind)
        self.seed = seed
        self.rules = rules
        self.record = _record_of(progress)
        self.number = 0  # how many puzzles have been shown
        self.streak = 0  # right answers in a row, counted ones only
        self.best_streak = 0
        self.right = 0
        self.tried = 0
        self.change = ""  # a sentence when the last answer changed a kind's level
        self._now = _Current()
        self._order: list[str] = []
        self._rounds = 0
        self.key = self._key()
        self.resumed = False  # carried on from where this practice was (after a restart, say)
        place = self.record.sessions.get(self.key)
        self.puzzle = self._resume(place) if place is not None and place.kind in self.kinds else self._draw()

    def _key(self) -> str:
        """What names this practice in the file: its kinds, its seed and its table."""
        table = (
            ""
            if self.rules is None
            else " " + hashlib.sha256(json.dumps(self.rules.to_dict(), sort_keys=True).encode()).hexdigest()[:12]
        )
        return f"{'+'.join(self.kinds)} {self.seed!r}{table}"

    def _resume(self, place: SessionPlace) -> Puzzle:
        """The puzzle this practice was at (the next one if it was answered), its streak and score."""
        self.number, self.streak, self.best_streak = place.number, place.streak, place.best
        self.right, self.tried = place.right, place.tried
        self._order = [k for k in place.order if k in self.kinds]
        self._rounds = place.rounds
        self.resumed = True
        where = f"{self.seed}/mix" if len(self.kinds) > 1 else f"{self.seed}"
        self.puzzle = generate(place.kind, seed=f"{where}/{self.number}", level=place.level, rules=self.rules)
        return self._draw() if place.counted else self.puzzle

    def _place(self) -> SessionPlace:
        """Where this practice is now."""
        return SessionPlace(
            number=self.number,
            kind=self.puzzle.kind,
            level=self.puzzle.level,
            counted=self._now.counted,
            order=list(self._order),
            rounds=self._rounds,
            streak=self.streak,
            best=self.best_streak,
            right=self.right,
            tried=self.tried,
        )

    # --- puzzles ----------------------------------------------------------------------
    def level(self, kind: str) -> int:
        return self.record.of(kind).level

    def _draw(self) -> Puzzle:
        self.number += 1
        self.record.refresh()
        if not self._order:  # a mix deals every kind once, shuffled, then again, never one twice running
            self._rounds += 1
            order = list(self.kinds)
            random.Random(f"practice/{self.seed}/{self._rounds}").shuffle(order)
            previous = getattr(self, "puzzle", None)
            if previous is not None and len(order) > 1 and order[0] == previous.kind:
                order = order[1:] + order[:1]
            self._order = order
        kind = self._order.pop(0)
        self._now = _Current()
        where = f"{self.seed}/mix" if len(self.kinds) > 1 else f"{self.seed}"
        return generate(kind, seed=f"{where}/{self.number}", level=self.level(kind), rules=self.rules)

    def next(self) -> Puzzle:
        """The next puzzle (at its kind's level now); a puzzle skipped unanswered counts nothing."""
        self.change = ""
        self.puzzle = self._draw()  # the file read afresh: the levels another session saved are kept
        self.record.remember(self.key, self._place())
        self.record.save()
        return self.puzzle

    @property
    def form(self) -> AnswerForm:
        return answer_form(self.puzzle)

    @property
    def counted(self) -> bool:
        """Whether the puzzle on show has been counted (answered, or its solution seen)."""
        return self._now.counted

    @property
    def solved(self) -> bool:
        return self._now.solved

    @property
    def hint_shown(self) -> bool:
        return self._now.hint_shown

    @property
    def solution_shown(self) -> bool:
        return self._now.solution_shown

    @property
    def tries(self) -> int:
        """How many answers of the right form the puzzle on show has had."""
        return len(self._now.tries)

    @property
    def last(self) -> PuzzleVerdict | None:
        """The verdict on the last answer to the puzzle on show."""
        return self._now.last

    # --- answering --------------------------------------------------------------------
    def check(self, answer: Any) -> PuzzleVerdict:
        """Judge ``answer`` (typed text, a number, a list...: see :func:`read_answer`) to the puzzle
        on show. Only the first answer of the right form counts; see the module's docstring."""
        try:
            value = read_answer(self.form, answer)
        except KonkanError as e:
            return PuzzleVerdict(False, str(e))
        verdict = self.puzzle.check(value)
        self._now.last = verdict
        self._now.tries.append(verdict)
        if verdict.correct:
            self._now.solved = True
        if not self._now.counted:
            self._count(verdict.correct)
        return verdict

    def hint(self) -> str:
        """The puzzle's hint (free)."""
        self._now.hint_shown = True
        return self.puzzle.hint

    def solution(self) -> str:
        """The puzzle's worked solution; asked before any answer, the puzzle counts as missed."""
        self._now.solution_shown = True
        if not self._now.counted:
            self._count(False)
        return self.puzzle.solution

    def _count(self, right: bool) -> None:
        self._now.counted = True
        kind = self.puzzle.kind
        self.record.refresh()  # the file may hold another session's answers since: keep them
        rec = self.record.of(kind)
        rec.tried += 1
        self.tried += 1
        self.change = ""
        if right:
            rec.right += 1
            self.right += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
            rec.in_a_row += 1
            rec.missed_in_a_row = 0
            if rec.in_a_row >= RISE_AFTER:
                rec.in_a_row = 0
                if rec.level < max(LEVELS):
                    rec.level += 1
                    self.change = say(
                        "practice.level.up", count=RISE_AFTER, name=KIND_NAMES[kind], level=rec.level, top=max(LEVELS)
                    )
        else:
            self.streak = 0
            rec.in_a_row = 0
            rec.missed_in_a_row += 1
            if rec.missed_in_a_row >= FALL_AFTER:
                rec.missed_in_a_row = 0
                if rec.level > min(LEVELS):
                    rec.level -= 1
                    self.change = say("practice.level.down", count=FALL_AFTER, name=KIND_NAMES[kind], level=rec.level)
        self.record.remember(self.key, self._place())
        self.record.save()

    def levels(self) -> list[dict[str, Any]]:
        """Each kind of this session with its level and counts (all practice so far, from the file)."""
        return [{"kind": k, "name": KIND_NAMES[k], **self.record.of(k).to_dict()} for k in self.kinds]

    def __repr__(self) -> str:
        what = KIND_NAMES[self.kinds[0]] if len(self.kinds) == 1 else say("practice.session.mix")
        return say("practice.session.repr", what=what, number=self.number, right=self.right, tried=self.tried)
