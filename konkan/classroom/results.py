"""A class's test, summed up: who answered what, the score per student and per puzzle, the slips
most often made (with the rule to go over again) and a chart, from a folder of answer files.

:class:`ClassSummary` reads every ``*.json`` file in a folder as a student's answer file
(:mod:`konkan.classroom.testmode`) and judges each answer again with the puzzles' own ``check``, so the
summary never trusts what a file says about being right. A file that can't be used is listed in
:attr:`ClassSummary.problems` with a sentence and left out, never crashing the summary: one that
is damaged or not an answer file, one changed by hand after the test wrote it (its checksum does
not match: listed as edited, not marked), one from another class or another test of this class,
and a copy of a sitting already read (the copy with more answers is kept, else the later one).
Files are never merged on a name alone: two students of the same name (two sittings) are both
kept, side by side, with when each began, for the teacher to decide (:attr:`ClassSummary.same_names`).

:func:`sample_answers` writes made-up answer files, for trying the summary before a class has
taken the test.

>>> import tempfile
>>> from konkan.classroom.testmode import ClassTest
>>> test = ClassTest("river-7661", count=4)
>>> folder = tempfile.mkdtemp()
>>> names = sample_answers(test, folder, students=5, seed=1, problems=True)
>>> s = ClassSummary(test, folder)
>>> [(st.name, st.right) for st in s.students][:3]
[('Amal', 4), ('Bilal', 4), ('Carmen', 3)]
>>> len(s.problems)
3
>>> [p.kind for p in s.problems]
['damaged', 'copy', 'other class']
"""

from __future__ import annotations

import html
import random
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..catalogue import say, say_list
from ..errors import KonkanError, shown, shown_path, whole_number
from ..render import SVG, svg_img
from ..saving import checksum
from ..teaching.learner_files import write_json
from ..teaching.practice import KIND_NAMES, answer_form
from ..teaching.puzzles import MISTAKES, Puzzle
from .codes import Class
from .testmode import (
    FILE_KIND,
    VERSION,
    ClassTest,
    EditedAnswerFile,
    Result,
    answer_file_name,
    answer_text,
    answer_words,
    judge,
    load_answer_file,
)

__all__ = ["ClassSummary", "FileProblem", "StudentResult", "sample_answers"]


@dataclass(frozen=True)
class StudentResult:
    """One student's test: their name, file, each puzzle's :class:`~konkan.classroom.testmode.Result`, and
    whether they finished."""

    name: str
    file: str
    results: tuple[Result, ...]
    finished: bool
    seconds: float
    sitting: str = ""
    started: str = ""

    @property
    def right(self) -> int:
        return sum(r.right for r in self.results)

    @property
    def answered(self) -> int:
        return sum(r.answer is not None for r in self.results)


@dataclass(frozen=True)
class FileProblem:
    """A file left out of the summary, and why, in one sentence; ``kind`` is ``"damaged"``,
    ``"edited"`` (changed by hand: not marked), ``"other class"``, ``"other test"`` or ``"copy"``
    (of a sitting already read)."""

    file: str
    why: str
    kind: str = "damaged"


@dataclass(frozen=True)
class Slip:
    """A slip diagnosed in the class's answers: its code, what it is in words, the rule to go over
    again, and who made it (a name per puzzle it was made on)."""

    code: str
    what: str
    rule: str
    who: tuple[str, ...] = field(default=())


def _times(s: Slip) -> str:
    """``"11 times, by 9 students (Amal, ...)"``."""
    who = sorted(set(s.who), key=str.casefold)
    key = f"class.results.times.{'many' if len(s.who) != 1 else 'one'}.{'many' if len(who) != 1 else 'one'}"
    return say(key, times=len(s.who), students=len(who), names=say_list(who, last="list.more"))


class ClassSummary:
    """``ClassSummary(test, folder)``: the answer files in ``folder`` for the
    :class:`~konkan.classroom.testmode.ClassTest` ``test``, read and judged.

    :attr:`students` (by name), :attr:`problems` (files left out), :meth:`per_puzzle`,
    :meth:`slips`, :meth:`chart_svg`; shown in a notebook as a table, a chart and sentences.
    """

    def __init__(self, test: ClassTest, folder: str | Path):
        if not isinstance(test, ClassTest):
            raise KonkanError(say("error.class.summary_test", test=shown(test)))
        self.test = test
        self.folder = Path(folder)
        if not self.folder.is_dir():
            raise KonkanError(say("error.class.no_folder", folder=shown_path(folder)))
        self.problems: list[FileProblem] = []
        kept: dict[str, tuple[StudentResult, dict[str, Any]]] = {}  # by sitting, never by name
        for path in sorted(self.folder.glob("*.json")):
            try:
                data = load_answer_file(path)
            except EditedAnswerFile as e:
                self.problems.append(FileProblem(path.name, f"{e}.", "edited"))
                continue
            except KonkanError as e:
                self.problems.append(FileProblem(path.name, f"{e}."))
                continue
            if data["class"] != test.code:
                self.problems.append(
                    FileProblem(
                        path.name,
                        say(
                            "class.results.other_class",
                            file=shown_path(path.name),
                            name=data["name"],
                            code=shown(data["class"], 20),
                            test=test.code,
                        ),
                        "other class",  # not user words: a kind of problem
                    )
                )
                continue
            if tuple(data["puzzles"]) != test.ids:
                self.problems.append(
                    FileProblem(
                        path.name,
                        say(
                            "class.results.other_test",
                            file=shown_path(path.name),
                            name=data["name"],
                            code=test.code,
                            count=len(data["puzzles"]),
                            these=test.count,
                        ),
                        "other test",  # not user words: a kind of problem
                    )
                )
                continue
            student = StudentResult(
                data["name"],
                path.name,
                tuple(judge(test, data["answers"])),
                bool(data.get("finished")),
                sum(a.get("seconds", 0) for a in data["answers"].values()),
                data["sitting"],
                data.get("started") or "",
            )
            key = data["sitting"]
            if key in kept:
                other, other_data = kept[key]
                mine = (
                    student.answered,
                    data.get("finished") or "",
                    max((a["at"] for a in data["answers"].values()), default=""),
                )
                theirs = (
                    other.answered,
                    other_data.get("finished") or "",
                    max((a["at"] for a in other_data["answers"].values()), default=""),
                )
                keep, drop = (student, other) if mine > theirs else (other, student)
                kept[key] = (keep, data if keep is student else other_data)
                self.problems.append(
                    FileProblem(
                        drop.file,
                        say(
                            "class.results.copy",
                            file=shown_path(drop.file),
                            name=drop.name,
                            kept=shown_path(keep.file),
                            answered=keep.answered,
                        ),
                        "copy",
                    )
                )
                continue
            kept[key] = (student, data)
        self.students: list[StudentResult] = sorted(
            (s for s, _ in kept.values()), key=lambda s: (s.name.casefold(), s.started, s.file)
        )
        names = Counter(" ".join(s.name.casefold().split()) for s in self.students)
        #: The names two or more students share: each sitting is kept, side by side, for the teacher.
        self.same_names: list[list[StudentResult]] = [
            [s for s in self.students if " ".join(s.name.casefold().split()) == n] for n, k in names.items() if k > 1
        ]

    def label(self, student: StudentResult) -> str:
        """How a student is named in the table: the name, and when they began if another student
        has the same name."""
        if any(student in group for group in self.same_names):
            return say("class.results.label", name=student.name, time=student.started[11:16] or "?", file=student.file)
        return student.name

    # --- figures ------------------------------------------------------------------------
    def per_puzzle(self) -> list[dict[str, Any]]:
        """Each puzzle: its id, name, how many answered it and how many got it right, and the
        wrong answers given most (answer, how many)."""
        out = []
        for n, pid in enumerate(self.test.ids):
            rs = [s.results[n] for s in self.students]
            wrong = Counter(r.answer for r in rs if r.answer is not None and not r.right)
            out.append(
                {
                    "id": pid,
                    "name": self.test.name_of(pid),
                    "answered": sum(r.answer is not None for r in rs),
                    "right": sum(r.right for r in rs),
                    "wrong_answers": wrong.most_common(3),
                }
            )
        return out

    def slips(self) -> list[Slip]:
        """The slips diagnosed in wrong answers, the most made first."""
        seen: dict[str, tuple[str, list[str]]] = {}
        for s in self.students:
            for r in s.results:
                if r.verdict is None or r.verdict.correct:
                    continue
                for m in r.verdict.mistakes:
                    seen.setdefault(m.code, (m.rule, []))[1].append(s.name)
        ranked = sorted(seen.items(), key=lambda kv: (-len(kv[1][1]), kv[0]))
        return [Slip(code, MISTAKES.get(code, code), rule, tuple(who)) for code, (rule, who) in ranked]

    def describe(self) -> str:
        """The summary in sentences: how many files, the mean score, the hardest puzzle, the slip
        made most."""
        n = len(self.students)
        if not n:
            lines = [say("class.results.none", code=self.test.code, folder=shown_path(self.folder))]
        else:
            total = sum(s.right for s in self.students)
            lines = [
                say(
                    "class.results.students.one" if n == 1 else "class.results.students.many",
                    students=n,
                    code=self.test.code,
                    mean=f"{total / n:.1f}",
                    count=self.test.count,
                    finished=sum(s.finished for s in self.students),
                )
            ]
            answered = [p for p in self.per_puzzle() if p["answered"]]
            if answered:  # among the puzzles someone answered: one nobody reached is not "hard"
                hardest = min(answered, key=lambda p: (p["right"] / p["answered"], p["right"]))
                lines.append(
                    say(
                        "class.results.hardest",
                        name=hardest["name"],
                        right=hardest["right"],
                        answered=hardest["answered"],
                    )
                )
            slips = self.slips()
            if slips:
                top = slips[0]
                lines.append(say("class.results.common", what=top.what, times=_times(top), rule=top.rule))
        for group in self.same_names:
            lines.append(say("class.results.same_name", count=len(group), name=group[0].name))
        edited = [p for p in self.problems if p.kind == "edited"]
        if edited:
            key = "class.results.edited.one" if len(edited) == 1 else "class.results.edited.many"
            lines.append(say(key, count=len(edited)))
        if self.problems:
            key = "class.results.left_out.one" if len(self.problems) == 1 else "class.results.left_out.many"
            lines.append(say(key, count=len(self.problems)))
        return "\n".join(lines)

    # --- pictures -----------------------------------------------------------------------
    def chart_svg(self, *, large: bool = False) -> str:
        """A bar per puzzle: how many of the class got it right (SVG, nothing else needed). ``large``:
        for a projector, read from the back of a room: as wide as a notebook's page, its words about
        2.5 times the size of the summary's own chart on screen."""
        rows = self.per_puzzle()
        n = max(len(self.students), 1)
        if large:  # 1200 px wide, words of 32 px (40 px for the title), thick bars
            size, title_size, label_w, bar_w, row_h, top, gap = 32, 40, 450, 560, 58, 76, 190
        else:
            size, title_size, label_w, bar_w, row_h, top, gap = 13, 15, 230, 300, 26, 34, 110
        height = top + row_h * len(rows) + (20 if large else 10)
        width = label_w + bar_w + gap
        edge = round(size * 0.9)
        heading_key = (
            "class.results.chart.heading.one" if len(self.students) == 1 else "class.results.chart.heading.many"
        )
        heading = say(heading_key, students=len(self.students))
        parts = [
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '  # not user words
            f'viewBox="0 0 {width} {height}" role="img" font-family="sans-serif">',
            f"<title>{say('class.results.chart.title', students=len(self.students))}</title>",
            f'<rect width="{width}" height="{height}" rx="8" fill="#ffffff"/>',  # not user words
            f'<text x="{edge}" y="{round(title_size * 1.45)}" font-size="{title_size}" font-weight="bold" '
            f'fill="#1f2328">{heading}</text>',
        ]
        for k, r in enumerate(rows):
            y = top + k * row_h
            share = r["right"] / n
            colour = "#1a7f37" if share >= 0.75 else "#bf8700" if share >= 0.5 else "#cf222e"
            # On the projector a puzzle is its number and kind: "Puzzle 1: Meld or not" is "1. Meld or not".
            kind = KIND_NAMES[self.test.puzzle(r["id"]).kind]
            name = say("class.results.chart.puzzle", number=k + 1, kind=kind) if large else r["name"]
            base = y + round(row_h * 0.65)
            bar_y, bar_h = y + round(row_h * 0.15), row_h - round(row_h * 0.3)
            parts.append(f'<text x="{edge}" y="{base}" font-size="{size}" fill="#1f2328">{html.escape(name)}</text>')
            parts.append(f'<rect x="{label_w}" y="{bar_y}" width="{bar_w}" height="{bar_h}" rx="3" fill="#eaeef2"/>')
            if r["right"]:
                parts.append(
                    f'<rect x="{label_w}" y="{bar_y}" width="{bar_w * share:.1f}" height="{bar_h}" '
                    f'rx="3" fill="{colour}"/>'
                )
            bold = ' font-weight="bold"' if large else ""
            parts.append(
                f'<text x="{label_w + bar_w + round(size * 0.6)}" y="{base}" font-size="{size}"{bold} '
                f'fill="#1f2328">{say("class.results.of", right=r["right"], count=len(self.students))}</text>'
            )
        parts.append("</svg>")
        return "".join(parts)

    def chart(self, *, large: bool = True) -> SVG:
        """The chart alone, as a picture a notebook shows: large, for the projector (``large=False``:
        the size it has in the summary)."""
        return SVG(self.chart_svg(large=large))

    def table_html(self) -> str:
        """Who answered what: a row per student, a column per puzzle (✓ right, ✗ wrong, – none)."""
        e = html.escape
        head = "".join(
            f'<th title="{e(self.test.name_of(p))}">{k}</th>'  # not user words
            for k, p in enumerate(self.test.ids, 1)
        )
        rows = []
        for s in self.students:
            cells = []
            for r in s.results:
                if r.answer is None:
                    cells.append(f'<td title="{e(say("class.results.table.no_answer"))}">–</td>')  # not user words
                else:
                    mark, colour = ("✓", "#1a7f37") if r.right else ("✗", "#cf222e")
                    cells.append(f'<td style="color:{colour}" title="{e(r.answer)}">{mark}</td>')  # not user words
            rows.append(
                f"<tr><td>{e(self.label(s))}</td>{''.join(cells)}"
                f"<td>{say('class.results.table.score', right=s.right, count=self.test.count)}</td>"
                f"<td>{say('class.results.table.yes' if s.finished else 'class.results.table.not_yet')}</td></tr>"
            )
        return (
            '<table class="konkan-summary">'  # not user words
            f"<thead><tr><th>{e(say('class.results.table.student'))}</th>{head}"
            f"<th>{e(say('class.results.table.score_head'))}</th><th>{e(say('class.results.table.finished'))}</th>"
            f"</tr></thead><tbody>{''.join(rows)}</tbody></table>"
        )

    def puzzles_html(self) -> str:
        """Each puzzle: right of answered, and the wrong answers given most (slip named or not)."""
        e = html.escape
        rows = []
        for p in self.per_puzzle():
            wrong = "; ".join(
                say(
                    "class.results.wrong_answer.many" if k > 1 else "class.results.wrong_answer",
                    answer=answer_words(self.test.puzzle(p["id"]), a),
                    count=k,
                )
                for a, k in p["wrong_answers"]
            )
            rows.append(
                f"<tr><td>{e(p['name'])}</td><td>{say('class.results.of', right=p['right'], count=p['answered'])}</td>"
                f"<td>{e(wrong) or '–'}</td></tr>"
            )
        return (
            '<table class="konkan-summary-puzzles">'  # not user words
            f"<thead><tr><th>{e(say('class.results.puzzles.puzzle'))}</th><th>{e(say('class.results.puzzles.right'))}"
            f"</th><th>{e(say('class.results.puzzles.wrong'))}</th></tr></thead><tbody>{''.join(rows)}</tbody></table>"
        )

    def _repr_html_(self) -> str:
        e = html.escape
        parts = [f"<div><p>{'<br>'.join(e(line) for line in self.describe().splitlines())}</p>"]
        if self.students:
            parts.append(self.table_html())
            parts.append(f"<div>{svg_img(self.chart_svg())}</div>")
            parts.append(self.puzzles_html())
            slips = self.slips()
            if slips:
                items = "".join(
                    f"<li>{say('class.results.slip', what=e(s.what[:1].upper() + s.what[1:]), times=e(_times(s)), rule=e(s.rule))}</li>"
                    for s in slips[:8]
                )
                parts.append(f"<p><b>{e(say('class.results.slips_head'))}</b></p><ul>{items}</ul>")
        edited = [p for p in self.problems if p.kind == "edited"]
        if edited:
            items = "".join(f"<li>{e(p.why)}</li>" for p in edited)
            parts.append(f"<p><b>{e(say('class.results.edited_head'))}</b></p><ul>{items}</ul>")
        rest = [p for p in self.problems if p.kind != "edited"]
        if rest:
            items = "".join(f"<li>{e(p.why)}</li>" for p in rest)
            parts.append(f"<p><b>{e(say('class.results.left_out_head'))}</b></p><ul>{items}</ul>")
        return "".join(parts) + "</div>"

    def __repr__(self) -> str:
        said = say("class.results.repr", code=self.test.code, students=len(self.students), problems=len(self.problems))
        return f"<{said}>"


# --- made-up answers, to try the summary ---------------------------------------------------

NAMES = (
    "Amal",
    "Bilal",
    "Carmen",
    "Dina",
    "Elias",
    "Farah",
    "Georges",
    "Hana",
    "Imad",
    "Jana",
    "Karim",
    "Lina",
    "Maya",
    "Nadim",
    "Omar",
    "Petra",
    "Qais",
    "Rania",
    "Sami",
    "Tala",
    "Usama",
    "Vera",
    "Wael",
    "Yara",
    "Zein",
)


def _wrong_answer(p: Puzzle, rng: random.Random) -> str:
    """A wrong answer to ``p``, one with a diagnosed slip where a small search finds one."""
    form = answer_form(p)
    if form.shape == "number":
        deltas = [d for d in range(-30, 31) if d] + [-100, 100]
        rng.shuffle(deltas)
        base = p.answer if isinstance(p.answer, int) else 30  # "no" (not a meld): claim points instead
        tries = [str(base + d) for d in deltas if form.least is None or base + d >= form.least]
        if form.choices:
            tries.append("no")
    elif form.shape == "numbers":
        tries = []
        for seat in range(len(p.answer)):
            for change in (
                lambda v: -v,
                lambda v: 2 * v,
                lambda v: v // 2,
                lambda v: 100,
                lambda v: 200,
                lambda v: 0,
                lambda v: v + 10,
                lambda v: v - 10,
            ):
                got = list(p.answer)
                got[seat] = change(got[seat])
                if got != list(p.answer):
                    tries.append(", ".join(map(str, got)))
        rng.shuffle(tries)
    elif form.shape == "choice":
        tries = [w for w, _ in form.choices if w != p.answer]
    else:
        tries = ["none" if form.shape == "cards" else "no"] + [c.code for c in form.cards]
    wrong = []
    for t in tries:
        try:
            v = p.check(t if form.shape != "number" or t == "no" else int(t))
        except KonkanError:
            continue
        if not v.correct and not v.malformed:
            if v.mistakes:
                return t
            wrong.append(t)
    return wrong[0] if wrong else tries[0]


def sample_answers(
    test: ClassTest, folder: str | Path, *, students: int = 12, seed: int = 0, problems: bool = False
) -> list[str]:
    """Write made-up answer files of ``students`` students (1 to 25) to ``test`` in ``folder``,
    each student right more or less often, a few not finished; with ``problems``, also a damaged
    file, one from another class and an earlier copy of the first student's file. The file names written."""
    students = whole_number(students, "students", 1, len(NAMES))
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(f"sample answers {test.code} {seed}")  # not user words: a seed
    written = []

    def write(name: str, code: str, answers: dict[str, Any], finished: bool, file: str, sitting: str) -> None:
        data = {
            "konkan": FILE_KIND,
            "version": VERSION,
            "name": name,
            "class": code,
            "sitting": sitting,
            "test": {"kinds": list(test.kinds), "count": test.count, "level": test.level},
            "puzzles": list(test.ids),
            "answers": answers,
            "started": "2026-12-01T10:00:00+0000",
            "finished": "2026-12-01T10:40:00+0000" if finished else None,
        }
        write_json(out / file, {**data, "check": checksum(data)})
        written.append(file)

    first: dict[str, Any] = {}
    for k, name in enumerate(NAMES[:students]):
        skill = rng.uniform(0.35, 0.95)
        finished = rng.random() > 0.15
        answers = {}
        for n, (pid, p) in enumerate(zip(test.ids, test.puzzles, strict=True)):
            if not finished and n >= test.count - 1 - rng.randrange(2):
                break
            text = answer_text(p, p.answer) if rng.random() < skill else _wrong_answer(p, rng)
            answers[pid] = {
                "answer": answer_text(p, text),
                "typed": text,
                "at": "2026-12-01T10:10:00+0000",
                "seconds": round(rng.uniform(20, 150), 1),
            }
        if k == 0:
            first = answers
        write(name, test.code, answers, finished, answer_file_name(test.code, name), f"{k + 1:06x}")
    if problems:
        damaged = '{"konkan": "konkan test answers", "name": "Sa'  # not user words: a file cut short
        (out / "konkan-test-damaged.json").write_text(damaged, encoding="utf-8")
        written.append("konkan-test-damaged.json")
        other = Class.new(test.klass.rules, seed=(test.klass.seed + 1) % 4312).code
        write("Zara", other, {}, False, answer_file_name(other, "Zara"), "0000ff")
        name = NAMES[0]  # an earlier copy of the first student's file, of the same sitting
        write(
            name,
            test.code,
            dict(list(first.items())[:1]),
            False,
            f"{answer_file_name(test.code, name)[:-5]}-copy.json",
            f"{1:06x}",
        )
    return written
