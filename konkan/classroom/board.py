"""The teacher's board of a class: the class service's class view (its JSON, as
:meth:`~konkan.classroom.service.authority.ClassAuthority.class_view` gives it) turned into what a
page draws: each student's lessons (stars and steps done), practice levels and which puzzles of the
test are answered (never the answers), and each table's round, seats and scores. The notebook's
:class:`~konkan.widgets.class_view.ClassView` and the service's projector page both draw it.

>>> board = board_of({"class": "river-7661", "test": {"puzzles": ["p1", "p2"]},
...     "students": [{"user": "sam", "test": {"p1": "answered", "p2": "not_yet"}}], "tables": []})
>>> board["students"][0]["test"], board["students"][0]["answered"], board["count"]
([True, False], 1, 2)
"""

from __future__ import annotations

from typing import Any

from ..catalogue import say
from ..teaching.lessons import all as all_lessons
from ..teaching.practice import KIND_NAMES

__all__ = ["board_of"]


def _lessons() -> dict[str, dict[str, Any]]:
    """Each lesson by the keys a report may name it by (its name and its module), with its number,
    title and how many steps it has."""
    out: dict[str, dict[str, Any]] = {}
    for lesson in all_lessons():
        entry = {"number": lesson.number, "title": lesson.title, "steps": len(lesson.steps)}
        out[lesson.name] = entry
        out[lesson.name.replace("-", "_")] = entry
    return out


def board_of(view: dict[str, Any]) -> dict[str, Any]:
    """What the page draws, from the service's class view: no answer in it, only whether each
    puzzle is answered."""
    lessons = _lessons()
    puzzles = list(view.get("test", {}).get("puzzles", []))
    students = []
    for s in view.get("students", []):
        done = []
        for key, steps in sorted(s.get("lessons", {}).items(), key=lambda kv: lessons.get(kv[0], {}).get("number", 99)):
            about = lessons.get(key, {"number": 0, "title": key, "steps": len(steps)})
            done.append(
                {
                    "number": about["number"],
                    "title": about["title"],
                    "stars": sum(steps.values()),
                    "done": sum(1 for v in steps.values() if v),
                    "steps": about["steps"],
                }
            )
        test = s.get("test", {})
        answered = [test.get(pid) == "answered" for pid in puzzles]
        students.append(
            {
                "user": s["user"],
                "lessons": done,
                "practice": [
                    {"kind": KIND_NAMES.get(kind, kind), "level": level}
                    for kind, level in sorted(s.get("practice", {}).items())
                ],
                "test": answered,
                "answered": sum(answered),
            }
        )
    tables = []
    for t in view.get("tables", []):
        totals = t.get("totals", [])
        tables.append(
            {
                "number": t["number"],
                "round": t["round"],
                "round_over": t["round_over"],
                "game_over": t["game_over"],
                "paused": t["paused"],
                "seats": [
                    {
                        "name": seat["name"],
                        "user": seat["user"],
                        "present": seat["present"],
                        "points": totals[seat["seat"]] if seat["seat"] < len(totals) else 0,
                        "to_play": seat["seat"] == t["current"] and not t["round_over"],
                    }
                    for seat in t["seats"]
                ],
            }
        )
    short = sum(1 for s in students if s["answered"] < len(puzzles))
    right = view.get("right")  # once the marks are released: how many got each puzzle right
    results = (
        []
        if right is None
        else [
            {
                "number": i + 1,
                "right": n,
                "words": say("class.board.puzzle_right", number=i + 1, right=n, students=len(students)),
            }
            for i, n in enumerate(right)
        ]
    )
    return {
        "code": view.get("class", ""),
        "describe": view.get("describe", ""),
        # said before the marks are released: a puzzle left unanswered then counts as not right
        "unanswered": say("class.board.unanswered." + ("one" if short == 1 else "many"), students=short)
        if short
        else "",
        "released": bool(view.get("released")),
        "results": results,
        "results_heading": say("class.board.results") if results else "",
        "version": view.get("version", 0),
        "count": len(puzzles),
        "students": students,
        "tables": tables,
        "paused": any(t["paused"] for t in tables),
    }
