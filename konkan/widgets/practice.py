"""Practice: puzzles without end, answered by clicks or typing, each told right or the slip behind it.

The widget shows one :mod:`konkan.teaching.puzzles` puzzle at a time from a
:class:`konkan.teaching.practice.PracticeSession`: the question, its cards drawn with the card faces, and a
way to answer that fits the kind (:func:`konkan.teaching.practice.answer_form`): a number box, a box per
player, buttons for a choice, cards to pick, or melds to make from the hand. Check judges the
answer with the puzzle's own ``check``; the verdict and the slip found come back at once. Hint
and Solution stay folded until asked for (their words reach the page only then); the streak, the
running score and each kind's level are on the widget, and Next draws the next puzzle. The
session decides everything; the page draws and sends intents.

What a puzzle shows and how it is answered (its cards, picking them, making melds, typing) is
:class:`PuzzleWidget`'s, shared with the class test (:class:`konkan.widgets.class_test.ClassTestWidget`).

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
from typing import TYPE_CHECKING, Any, ClassVar

import traitlets

from ..cards import Card, cards_text
from ..catalogue import say
from ..classroom.codes import Class
from ..errors import KonkanError, shown
from ..render import hand_svg
from ..rulebook import rule_chips
from ..rules import Rules
from ..seats import default_names
from ..teaching.practice import KIND_NAMES, RISE_AFTER, PracticeRecord, PracticeSession, answer_form
from ..teaching.puzzles import LEVELS, Puzzle, PuzzleVerdict
from ._small import stack, text_svg, wrap
from .base import KonkanWidget, css, esm
from .class_link import ClassReport

if TYPE_CHECKING:
    from ..classroom.service.link import ClassLink

__all__ = ["Practice", "PuzzleWidget"]

MAX_SEATS_TEXT = 40  # characters typed in one player's box
TEST_CALL = "Practice(code=..., mode='test')"  # the Python that makes a class test, named in a refusal
# A white card of its own behind a picture, so its dark words read in a dark theme too.
WHITE_CARD = '<rect width="100%" height="100%" rx="8" fill="#ffffff"/>'  # not user words


def on_white(svg: str) -> str:
    """``svg`` (a :func:`konkan.widgets._small.stack`) drawn on a white card of its own."""
    return svg.replace('role="img">', 'role="img">' + WHITE_CARD, 1)


def card_rows(puzzle: Puzzle) -> list[dict[str, Any]]:
    """What the puzzle shows as cards, row by row: a caption and the card ids, and whether the
    answer is given by picking from the row."""
    d = puzzle.data
    kind = puzzle.kind

    def row(key: str, cards: Any, pick: bool = False, spread: bool = False, **fields: Any) -> dict[str, Any]:
        caption = say("widget.practice.row." + key, **fields)
        return {"caption": caption, "cards": [c.id for c in cards], "pick": pick, "spread": spread}

    if kind == "hand_value":
        return [row("left_in_hand", d["cards"])]
    if kind in ("meld", "is_meld"):
        return [row("cards", d["cards"], spread=True)]
    if kind == "konkan":
        return [row("hand", d["cards"])]
    if kind == "opening":
        return [row("opening", d["cards"], pick=True)]
    if kind == "score":
        names = d["names"]
        return [
            row("went_down" if d["went_down"][s] else "never_down", hand, name=names[s])
            for s, hand in enumerate(d["hands"])
            if s != d["finisher"]
        ]
    if kind == "take_discard":
        rows = [row("your_hand", d["hand"])]
        rows += [row("your_table_meld", m, spread=True) for m in d["table"]]
        return rows + [row("top", [d["top"]])]
    if kind == "lay_off":
        names = default_names(puzzle.rules.players)
        rows = [row("lay_off", d["hand"], pick=True)]
        return rows + [
            row("your_meld" if o == 0 else "their_meld", m, spread=True, name=names[o])
            for o, m in zip(d["owners"], d["table"], strict=True)
        ]
    return []  # pragma: no cover


def question_of(puzzle: Puzzle, rows: list[dict[str, Any]]) -> tuple[str, list[str]]:
    """The prompt's question and its other lines, less a line that only lists the cards drawn below."""
    first, *rest = puzzle.prompt.split("\n")
    drawn = {cards_text([Card.from_id(i) for i in r["cards"]]) for r in rows}
    return first, [line for line in rest if line and line not in drawn]


def by_kind(s: PracticeSession) -> str:
    """What the page says under the puzzle: levels go by kind, not by this box's streak, and how far
    the puzzle's kind is from its next level."""
    kind = s.puzzle.kind
    rec = s.record.of(kind)
    said = [say("widget.practice.by_kind")]
    if rec.level >= max(LEVELS):
        said.append(say("widget.practice.by_kind.top", kind=KIND_NAMES[kind], level=rec.level))
    else:
        said.append(
            say(
                "widget.practice.by_kind.rise",
                kind=KIND_NAMES[kind],
                level=rec.level + 1,
                after=RISE_AFTER,
                so_far=rec.in_a_row,
            )
        )
    if len(s.kinds) > 1:
        said.append(say("widget.practice.by_kind.streak"))
    return " ".join(said)


def puzzle_picture(puzzle: Puzzle, four_colour: bool) -> list[str]:
    """A puzzle's question and its rows of cards, as parts of a picture (:func:`stack`)."""
    rows = card_rows(puzzle)
    question, lines = question_of(puzzle, rows)
    parts = [text_svg(wrap(question) + [w for line in lines for w in wrap(line)])]
    for r in rows:
        parts.append(text_svg([r["caption"]], size=12, colour="#57606a"))
        parts.append(hand_svg([Card.from_id(i) for i in r["cards"]], overlap=False, four_colour=four_colour))
    return parts


class PuzzleWidget(KonkanWidget):
    """What a practice and a class test share: one puzzle on show, its cards, and the ways to answer
    it (picking cards, making melds, typing, a button). A subclass says what an answer does
    (:meth:`check`) and when answering is refused (:meth:`_answering`)."""

    intents: ClassVar[dict[str, dict[str, str]]] = {
        "toggle": {"card": "card"},
        "group": {},
        "ungroup": {"index": "index"},
        "clear": {},
        "check": {"text?": "text", "seats?": "mapping"},
        "choose": {"word": "word"},
        "settings": {"four_colour?": "bool"},
    }

    puzzle = traitlets.Dict().tag(sync=True)  # what the page draws: the question, its cards, the answer's form
    picked: traitlets.List[Any] = traitlets.List().tag(sync=True)  # card ids picked, not yet in a meld
    groups: traitlets.List[Any] = traitlets.List().tag(sync=True)  # melds made (lists of card ids)
    verdict = traitlets.Dict().tag(sync=True)  # the last answer's verdict: correct, text, mistakes
    help = traitlets.Dict().tag(sync=True)  # the hint and the solution, once asked for
    # Each rule's number and short text, for the small rule chip the page draws beside a sentence.
    rule_texts = traitlets.Dict().tag(sync=True)
    tally = traitlets.Dict().tag(sync=True)  # practice: streak, score, levels (empty in a test)
    test = traitlets.Dict().tag(sync=True)  # a class test: the class, the student, where they are (empty in practice)

    def __init__(self, *, four_colour: bool = False) -> None:
        super().__init__(four_colour=four_colour)
        self.rule_texts = rule_chips()

    def check(self, answer: Any) -> PuzzleVerdict:  # pragma: no cover - each widget has its own
        raise NotImplementedError

    def _answering(self) -> None:
        """Refuse an answer (or a pick) when none may be given now (a subclass says when)."""

    def hint(self) -> str:  # pragma: no cover - each widget has its own
        raise NotImplementedError

    def solution(self) -> str:  # pragma: no cover - each widget has its own
        raise NotImplementedError

    def next(self) -> Puzzle:  # pragma: no cover - each widget has its own
        raise NotImplementedError

    # --- intents ----------------------------------------------------------------------
    def _on_hint(self) -> None:
        self.hint()

    def _on_solution(self) -> None:
        self.solution()

    def _on_next(self) -> None:
        self.next()

    def _pickable(self) -> list[int]:
        return [i for r in self.puzzle.get("rows", []) if r["pick"] for i in r["cards"]]

    def _on_toggle(self, card: int) -> None:
        self._answering()
        in_groups = {i for g in self.groups for i in g}
        if card not in self._pickable():
            raise KonkanError(say("error.widget.practice.not_to_pick", card=Card.from_id(card)))
        if card in in_groups:
            raise KonkanError(say("error.widget.practice.in_a_meld", card=Card.from_id(card)))
        self.picked = [i for i in self.picked if i != card] if card in self.picked else [*self.picked, card]

    def _on_group(self) -> None:
        self._answering()
        if self.puzzle["form"]["shape"] != "groups":
            raise KonkanError(say("error.widget.practice.no_melds"))
        if not self.picked:
            raise KonkanError(say("error.widget.practice.pick_first"))
        self.groups = [*self.groups, list(self.picked)]
        self.picked = []
        self.message = {}

    def _on_ungroup(self, index: int) -> None:
        self._answering()
        if index >= len(self.groups):
            raise KonkanError(say("error.widget.practice.no_such_meld"))
        self.groups = [g for k, g in enumerate(self.groups) if k != index]

    def _on_clear(self) -> None:
        self._answering()
        self.picked = []
        self.groups = []

    def _on_check(self, text: str | None = None, seats: dict[str, Any] | None = None) -> None:
        self._answering()
        form = self.puzzle["form"]
        if text is not None and seats is not None:
            raise KonkanError(say("error.widget.practice.one_way"))
        answer: Any
        if seats is not None:
            n = len(form["seats"])
            if (
                form["shape"] != "numbers"
                or any(k not in {str(s) for s in range(n)} for k in seats)
                or any(not isinstance(v, str) or len(v) > MAX_SEATS_TEXT for v in seats.values())
            ):
                raise KonkanError(say("error.widget.practice.no_such_boxes"))
            missing = [form["seats"][s] for s in range(n) if not seats.get(str(s), "").strip()]
            if missing:
                raise KonkanError(say("error.widget.practice.score_missing", name=missing[0]))
            answer = [seats[str(s)] for s in range(n)]
        elif text is not None:
            answer = text
        elif form["shape"] in ("cards", "groups"):
            groups = [*self.groups, self.picked] if self.picked else list(self.groups)
            if not groups:
                none = form["choices"][0]["text"] if form["choices"] else ""
                if none:
                    raise KonkanError(say("error.widget.practice.pick_or_none", none=none))
                raise KonkanError(say("error.widget.practice.pick_cards_first"))
            picked = [[Card.from_id(i) for i in g] for g in groups]
            answer = picked[0] if form["shape"] == "cards" else picked
        else:
            raise KonkanError(say("error.widget.practice.type_first"))
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
            raise KonkanError(say("error.widget.practice.no_such_button", word=word[:40]))
        self.check(word)

    def _on_settings(self, four_colour: bool | None = None) -> None:
        if four_colour is not None:
            self.four_colour = four_colour

    def redraw(self) -> None:
        self.show_puzzle(self.session.puzzle, self.session.number)
        self._show_tally()

    # --- state for the page -------------------------------------------------------------
    def show_puzzle(self, p: Puzzle, number: int | None) -> None:
        """Put puzzle ``p`` (numbered ``number``) on the page, nothing picked, no verdict or help."""
        rows = card_rows(p)
        question, lines = question_of(p, rows)
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


# Every practice widget alive in this kernel, so that a count in one reaches the mix beside it.
_OPEN: weakref.WeakSet[Any] = weakref.WeakSet()


class Practice(PuzzleWidget):
    """``Practice(kind=None, *, seed=0, rules=None, progress=None, four_colour=False, code=None)``:
    puzzles of ``kind`` (one of :data:`konkan.teaching.puzzles.KINDS`, a list of them, or None for a mix),
    drawn from ``seed`` at the table ``rules``, the levels kept in ``progress`` (the practice file's
    path or a :class:`~konkan.teaching.practice.PracticeRecord`; default :func:`konkan.teaching.practice.practice_path`).
    A class code (:mod:`konkan.classroom.codes`) in place of ``seed`` and ``rules`` gives every student
    of the class the same puzzles at the class's table.

    On a school's hub (:func:`konkan.classroom.service.client.find_service`, or given ``link``), each
    kind's level also goes to the class service when an answer counts: to the class ``code``
    (joined if need be), else to the class the learner joined last; off a hub nothing is sent.

    ``Practice(..., mode="test", name=None, count=None, level=None, folder=None)`` makes the class
    test instead (:class:`konkan.widgets.class_test.ClassTestWidget`, its own widget; notebooks
    written before it had a name of their own call it this way, and it still shows itself as
    ``<Practice: test ...>`` when made so). ``mode="study"`` (the default) is practice.

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

    noun: ClassVar[str] = "widget.practice.noun"
    word_keys: ClassVar[tuple[str, ...]] = ("widget.practice.page.",)
    intents: ClassVar[dict[str, dict[str, str]]] = {
        **PuzzleWidget.intents,
        "hint": {},
        "solution": {},
        "next": {},
    }

    session: PracticeSession

    def __new__(cls, *args: Any, mode: str = "study", **kwargs: Any) -> Any:
        if mode == "test":
            from .class_test import ClassTestWidget

            return ClassTestWidget(*args, made_as="Practice", **kwargs)
        if mode != "study":
            raise KonkanError(say("error.widget.practice.mode", mode=shown(mode)))
        return super().__new__(cls)

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
        link: ClassLink | None = None,
    ):
        super().__init__(four_colour=four_colour)
        if name is not None or count is not None or level is not None or folder is not None:
            raise KonkanError(say("error.widget.practice.test_only", mode="mode='test'"))
        if code is not None:
            if seed != 0 or rules is not None:
                raise KonkanError(say("error.widget.practice.code_or_seed"))
            chosen = Class(code)
            seed, rules = chosen.seed_for("practice"), chosen.rules
        self.session = PracticeSession(kind, seed=seed, rules=rules, progress=progress)
        # On a school's hub, each kind's level goes to the class too (the one of ``code``, else the
        # class the learner joined last); elsewhere, None: the practice file alone keeps it.
        self.report = ClassReport.find(code, link, "widget.class_progress.practice")
        _OPEN.add(self)
        self._show_puzzle()
        if self.session.record.notice:
            self.say(self.session.record.notice, tone="error")
        elif self.session.resumed:
            s = self.session
            key = "widget.practice.welcome_back.streak" if s.streak else "widget.practice.welcome_back.no_streak"
            self.say(say(key, number=s.number, right=s.right, tried=s.tried, streak=s.streak), tone="ok")
        elif self.report is not None:
            self.say(self.report.said, tone="info")

    # --- Python API -------------------------------------------------------------------
    def check(self, answer: Any) -> PuzzleVerdict:
        """Answer the puzzle on show (as :meth:`konkan.teaching.practice.PracticeSession.check` takes it)."""
        with self.hold_sync():
            v = self.session.check(answer)
            self._show_verdict(v)
            if self.report is not None and self.session.last is v:  # an answer counted: the kind's level
                kind = self.session.puzzle.kind
                failed = self.report.send("practice", kind, self.session.record.of(kind).level, changed_only=True)
                if failed:
                    self.say(failed, tone="error")
        return v

    def hint(self) -> str:
        with self.hold_sync():
            text = self.session.hint()
            self.help = {**self.help, "hint": text}
        return text

    def solution(self) -> str:
        study = self.session
        with self.hold_sync():
            counted = study.counted
            text = study.solution()
            self.help = {**self.help, "solution": text, "missed": not counted}
            self._show_tally()
        return text

    def next(self) -> Puzzle:
        with self.hold_sync():
            self.session.next()
            self._show_puzzle()
        return self.session.puzzle

    # A test's own calls, on a practice: each says it is the test's.
    def start(self, name: str, code: str | None = None, *, carry_on: bool | None = None) -> None:
        raise KonkanError(say("error.widget.practice.start_is_test", call=TEST_CALL))

    def leave(self) -> None:
        raise KonkanError(say("error.widget.practice.leave_is_test", call=TEST_CALL))

    def release(self, word: str) -> None:
        raise KonkanError(say("error.widget.practice.for_test", call=TEST_CALL))

    def goto(self, index: int) -> None:
        raise KonkanError(say("error.widget.practice.for_test", call=TEST_CALL))

    def finish(self) -> None:
        raise KonkanError(say("error.widget.practice.for_test", call=TEST_CALL))

    # --- state for the page -------------------------------------------------------------
    def _show_puzzle(self) -> None:
        self.show_puzzle(self.session.puzzle, self.session.number)
        self.message = {}
        self._show_tally()

    def _show_verdict(self, v: PuzzleVerdict) -> None:
        s = self.session
        if s.last is not v:  # an answer of the wrong form: told its form, nothing counted
            self.say(v.message, tone="error")
            return
        self.message = {}
        note = ""
        if s.tries > 1:
            note = say("widget.practice.note.right_now" if v.correct else "widget.practice.note.first_counts")
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
                if w is not self and len(w.session.kinds) > 1 and w.session.record.path == self.session.record.path:
                    w.session.record.refresh()
                    w._show_tally(others=False)
        s = self.session
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
        p = self.session.puzzle
        s = self.session
        fields = {"kind": KIND_NAMES[p.kind], "level": p.level, "number": s.number, "right": s.right, "tried": s.tried}
        return say("widget.practice.summary" if len(s.kinds) == 1 else "widget.practice.summary.mix", **fields)

    def picture(self) -> str:
        p = self.session.puzzle
        parts = [
            text_svg(
                [say("widget.practice.picture.title", kind=KIND_NAMES[p.kind], level=p.level, levels=max(LEVELS))],
                bold=True,
                size=15,
            )
        ]
        parts += puzzle_picture(p, self.four_colour)
        v = self.verdict
        if v:
            parts.append(
                text_svg(
                    wrap(
                        say(
                            "widget.practice.picture.right" if v["correct"] else "widget.practice.picture.wrong",
                            text=v["text"],
                        )
                    )
                )
            )
        s = self.session
        parts.append(
            text_svg(
                [say("widget.practice.picture.tally", streak=s.streak, right=s.right, tried=s.tried)],
                size=12,
                colour="#57606a",
            )
        )
        return on_white(stack(parts, title=say("widget.practice.picture.name", kind=KIND_NAMES[p.kind])))
