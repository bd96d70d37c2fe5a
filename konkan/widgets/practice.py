"""Practice: puzzles without end, answered by clicks or typing, each told right or the slip behind it.

The widget shows one :mod:`konkan.puzzles` puzzle at a time from a
:class:`konkan.practice.PracticeSession`: the question, its cards drawn with the card faces, and a
way to answer that fits the kind (:func:`konkan.practice.answer_form`): a number box, a box per
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
from ..errors import KonkanError
from ..practice import KIND_NAMES, PracticeRecord, PracticeSession, answer_form
from ..puzzles import LEVELS, Puzzle, PuzzleVerdict
from ..render import hand_svg
from ..rules import Rules
from ..seats import default_names
from ._small import small_css, small_esm, stack, text_svg, wrap
from .base import KonkanWidget

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
    if kind == "meld":
        return [row("The cards", d["cards"], spread=True)]
    if kind == "konkan":
        return [row("The hand", d["cards"])]
    if kind == "opening":
        return [row("Your hand: pick the cards of a meld, then Make a meld", d["cards"], pick=True)]
    if kind == "score":
        names = d["names"]
        return [row(f"{names[s]} {'went down' if d['went_down'][s] else 'never went down'}", hand)
                for s, hand in enumerate(d["hands"]) if s != d["finisher"]]
    if kind == "take_discard":
        rows = [row("Your hand", d["hand"])]
        rows += [row("Your meld on the table", m, spread=True) for m in d["table"]]
        return rows + [row("The top of the discard pile", [d["top"]])]
    if kind == "lay_off":
        names = default_names(puzzle.rules.players)
        rows = [row("Your hand: pick the cards you can lay off", d["hand"], pick=True)]
        return rows + [row(f"Your meld ({names[o]})" if o == 0 else f"{names[o]}'s meld", m, spread=True)
                       for o, m in zip(d["owners"], d["table"], strict=True)]
    return []  # pragma: no cover


def _question(puzzle: Puzzle, rows: list[dict[str, Any]]) -> tuple[str, list[str]]:
    """The prompt's question and its other lines, less a line that only lists the cards drawn below."""
    first, *rest = puzzle.prompt.split("\n")
    drawn = {cards_text([Card.from_id(i) for i in r["cards"]]) for r in rows}
    return first, [line for line in rest if line and line not in drawn]


# Every practice widget alive in this kernel, so that a count in one reaches the mix beside it.
_OPEN: weakref.WeakSet[Any] = weakref.WeakSet()


class Practice(KonkanWidget):
    """``Practice(kind=None, *, seed=0, rules=None, progress=None, four_colour=False, code=None)``:
    puzzles of ``kind`` (one of :data:`konkan.puzzles.KINDS`, a list of them, or None for a mix),
    drawn from ``seed`` at the table ``rules``, the levels kept in ``progress`` (the practice file's
    path or a :class:`~konkan.practice.PracticeRecord`; default :func:`konkan.practice.practice_path`).
    A class code (:mod:`konkan.classroom`) in place of ``seed`` and ``rules`` gives every student
    of the class the same puzzles at the class's table.

    From Python: :meth:`check`, :meth:`hint`, :meth:`solution`, :meth:`next`, and
    :attr:`session` (the :class:`~konkan.practice.PracticeSession`).

    Intents: ``toggle`` (``card``: pick or put back one of the cards to pick from), ``group``
    (the picked cards become a meld), ``ungroup`` (``index``), ``clear``, ``check`` (``text``:
    what was typed, or ``seats``: each player's box, ``{"0": "12", ...}``; with neither, the cards
    picked and the melds made), ``choose`` (``word``: one of the answer's buttons), ``hint``,
    ``solution``, ``next`` and ``settings`` (``four_colour``).
    """

    _esm = small_esm("practice.js")
    _css = small_css("practice.css")

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
    }

    puzzle = traitlets.Dict().tag(sync=True)  # what the page draws: the question, its cards, the answer's form
    picked: traitlets.List[Any] = traitlets.List().tag(sync=True)  # card ids picked, not yet in a meld
    groups: traitlets.List[Any] = traitlets.List().tag(sync=True)  # melds made (lists of card ids)
    verdict = traitlets.Dict().tag(sync=True)  # the last answer's verdict: correct, text, mistakes
    help = traitlets.Dict().tag(sync=True)  # the hint and the solution, once asked for
    tally = traitlets.Dict().tag(sync=True)  # streak, score, levels

    def __init__(self, kind: str | list[str] | tuple[str, ...] | None = None, *, seed: int | str = 0,
                 rules: Rules | None = None, progress: PracticeRecord | str | Path | None = None,
                 four_colour: bool = False, code: str | None = None):
        super().__init__(four_colour=four_colour)
        if code is not None:
            if seed != 0 or rules is not None:
                raise KonkanError("give a class code, or a seed or rules, not both: the code sets the table and "
                                  "the puzzles")
            from ..classroom import Class

            chosen = Class(code)
            seed, rules = chosen.seed_for("practice"), chosen.rules
        self.session = PracticeSession(kind, seed=seed, rules=rules, progress=progress)
        _OPEN.add(self)
        self._show_puzzle()
        if self.session.record.notice:
            self.say(self.session.record.notice, tone="error")

    # --- Python API -------------------------------------------------------------------
    def check(self, answer: Any) -> PuzzleVerdict:
        """Answer the puzzle on show (as :meth:`konkan.practice.PracticeSession.check` takes it)."""
        with self.hold_sync():
            v = self.session.check(answer)
            self._show_verdict(v)
        return v

    def hint(self) -> str:
        with self.hold_sync():
            text = self.session.hint()
            self.help = {**self.help, "hint": text}
        return text

    def solution(self) -> str:
        with self.hold_sync():
            counted = self.session.counted
            text = self.session.solution()
            self.help = {**self.help, "solution": text, "missed": not counted}
            self._show_tally()
        return text

    def next(self) -> Puzzle:
        with self.hold_sync():
            self.session.next()
            self._show_puzzle()
        return self.session.puzzle

    # --- intents ----------------------------------------------------------------------
    def _pickable(self) -> list[int]:
        return [i for r in self.puzzle.get("rows", []) if r["pick"] for i in r["cards"]]

    def _on_toggle(self, card: int) -> None:
        in_groups = {i for g in self.groups for i in g}
        if card not in self._pickable():
            raise KonkanError(f"The {Card.from_id(card)} is not one of the cards to pick from here.")
        if card in in_groups:
            raise KonkanError(f"The {Card.from_id(card)} is already in a meld you made: remove that meld first.")
        self.picked = [i for i in self.picked if i != card] if card in self.picked else [*self.picked, card]

    def _on_group(self) -> None:
        if self.puzzle["form"]["shape"] != "groups":
            raise KonkanError("This puzzle is answered without making melds.")
        if not self.picked:
            raise KonkanError("Pick the cards of a meld first, then Make a meld.")
        self.groups = [*self.groups, list(self.picked)]
        self.picked = []
        self.message = {}

    def _on_ungroup(self, index: int) -> None:
        if index >= len(self.groups):
            raise KonkanError("There is no such meld to remove.")
        self.groups = [g for k, g in enumerate(self.groups) if k != index]

    def _on_clear(self) -> None:
        self.picked = []
        self.groups = []

    def _on_check(self, text: str | None = None, seats: dict[str, Any] | None = None) -> None:
        form = self.puzzle["form"]
        if text is not None and seats is not None:
            raise KonkanError("Give the answer one way: typed in one box, or in each player's box.")
        answer: Any
        if seats is not None:
            n = len(form["seats"])
            if form["shape"] != "numbers" or any(k not in {str(s) for s in range(n)} for k in seats) or any(
                    not isinstance(v, str) or len(v) > MAX_SEATS_TEXT for v in seats.values()):
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
    def _show_puzzle(self) -> None:
        p = self.session.puzzle
        rows = card_rows(p)
        question, lines = _question(p, rows)
        self.puzzle = {"kind": p.kind, "name": KIND_NAMES[p.kind], "level": p.level, "levels": max(LEVELS),
                       "number": self.session.number, "question": question, "lines": lines, "rows": rows,
                       "form": answer_form(p).to_dict()}
        self.picked = []
        self.groups = []
        self.verdict = {}
        self.help = {}
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
            note = ("Right this time. The first answer to this puzzle is the one that counts."
                    if v.correct else "The first answer to this puzzle is the one that counts.")
        text = v.message
        said = re.match(r"Right[:,.] +", text) if v.correct else None
        if said:  # the page heads it "Right!" already: said once ("Right, it cannot." → "It cannot.")
            text = text[said.end():][:1].upper() + text[said.end() + 1:]
        more = text  # what the message says besides the slips, drawn under them
        for m in v.mistakes:
            more = more.replace(m.message, "", 1)
        self.verdict = {"correct": v.correct, "text": text, "more": " ".join(more.split()), "note": note,
                        "at": s.tries,
                        "mistakes": [{"code": m.code, "rule": m.rule, "text": m.message} for m in v.mistakes]}
        self._show_tally()

    def _show_tally(self, *, others: bool = True) -> None:
        if others:  # a mix elsewhere on the page lists every kind's level: it shows this count too
            for w in list(_OPEN):
                if w is not self and len(w.session.kinds) > 1 and w.session.record.path == self.session.record.path:
                    w.session.record.refresh()
                    w._show_tally(others=False)
        s = self.session
        self.tally = {"streak": s.streak, "best": s.best_streak, "right": s.right, "tried": s.tried,
                      "change": s.change, "solved": s.solved, "counted": s.counted,
                      "levels": s.levels() if len(s.kinds) > 1 else []}

    # --- repr and picture -----------------------------------------------------------------
    def summary(self) -> str:
        p = self.session.puzzle
        s = self.session
        what = KIND_NAMES[p.kind] if len(s.kinds) == 1 else f"a mix, now {KIND_NAMES[p.kind]}"
        return f"{what}, level {p.level}, puzzle {s.number}, {s.right} right of {s.tried}"

    def picture(self) -> str:
        p = self.session.puzzle
        parts = [text_svg([f"Practice: {KIND_NAMES[p.kind]} \u00b7 level {p.level} of {max(LEVELS)}"], bold=True,
                          size=15)]
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
