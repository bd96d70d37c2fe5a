"""Every sentence true, at scale: the truth harness (tests/truth.py) over many seeded games.

Prints the sentences read (per source: hints, verdicts, analyses, events, score lines, players'
reasons, the live line), the claims checked and the false claims, per claim type, with a few
examples of each false claim and the seconds it took; then the same for the widgets (``--widgets``
games at the Table, with the meld checker, the opening trainer and the score sheet). ``--findings`` writes the report as
Markdown, ``--recipes`` the examples' full recipes as JSON (``tests.truth.replay`` rebuilds each
position). ``--coverage`` lists how often each kind of sentence was read. ``--reviews`` rounds are reviewed
by the coach (``tests.truth.audit_review``: every review sentence of every seat). Then the lessons
(``tests.truth.audit_lessons``): every sentence of every step of every lesson written, the
engine's and the lesson's own, with the claims checked (``--lessons-only``: just those).

    .venv/bin/python benchmarks/bench_truth.py --games 300
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.truth import audit, audit_lessons, audit_review, audit_widgets  # the repository root is on the path now


def lessons_figure(examples: int, coverage: bool) -> None:
    """Every sentence of every lesson step: sentences read and claims checked, over all lessons."""
    t0 = time.perf_counter()
    report = audit_lessons(keep=examples)
    seconds = time.perf_counter() - t0
    print(
        f"The lessons: {report.games} lessons, {report.turns} steps, {report.positions} positions: "
        f"{report.sentences} sentences read, {report.claims} claims checked, {report.false} false ({seconds:.1f} s)"
    )
    lesson_types = {k: v for k, v in report.by_type.items() if k.startswith(("lesson.", "words."))}
    print(
        "lesson claims: " + ", ".join(f"{k} {c}" + (f" ({f} false)" if f else "") for k, (c, f) in lesson_types.items())
    )
    print(next((ln for ln in report.summary().splitlines() if ln.startswith("sentences per source")), ""))
    if report.false:
        print(report.details(examples))
    if coverage:
        print(report.coverage())


def reviews_figure(rounds: int, seed: int) -> None:
    """The coach's review of every seat of a few rounds: review sentences read, claims, false ones."""
    t0 = time.perf_counter()
    report = audit_review(rounds, seed)
    seconds = time.perf_counter() - t0
    print()
    print(
        f"The review: {rounds} rounds, every seat: {report.sentences} review sentences read, "
        f"{report.claims} claims checked, {len(report.false)} false ({seconds:.1f} s)"
    )
    print("review sentences: " + ", ".join(f"{k} {n}" for k, n in sorted(report.by_key.items())))
    for index, what, sentence in report.false[:10]:
        print(f"  false {what} at move {index}: {sentence}")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=300)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--max-turns", type=int, default=80)
    p.add_argument("--examples", type=int, default=3, help="examples kept per claim type")
    p.add_argument("--findings", type=Path, help="write the report as Markdown here")
    p.add_argument("--recipes", type=Path, help="write the examples' recipes as JSON here")
    p.add_argument("--coverage", action="store_true", help="list how often each kind of sentence was read")
    p.add_argument("--widgets", type=int, default=10, help="games played at the Table widget (0: none)")
    p.add_argument("--lessons-only", action="store_true", help="read only the lessons (no games)")
    p.add_argument("--reviews", type=int, default=2, help="rounds reviewed by the coach (0: none)")
    args = p.parse_args()
    if args.lessons_only:
        lessons_figure(args.examples, args.coverage)
        return
    t0 = time.perf_counter()
    report = audit(args.games, seed=args.seed, max_turns=args.max_turns, keep=args.examples)
    seconds = time.perf_counter() - t0
    print(report.summary())
    print(
        f"sentences {report.sentences}, claims checked {report.claims}, false claims {report.false}, "
        f"{seconds:.1f} s ({seconds / max(args.games, 1):.2f} s a game)"
    )
    if report.false:
        print()
        print(report.details(args.examples))
    if args.coverage:
        print()
        print(report.coverage())
    if args.widgets:
        t0 = time.perf_counter()
        page = audit_widgets(args.widgets, seed=args.seed, keep=args.examples)
        seconds = time.perf_counter() - t0
        print()
        print("The widgets: " + page.summary().split("\n", 1)[0].removeprefix("Every sentence true: "))
        print(next((ln for ln in page.summary().splitlines() if ln.startswith("sentences per source")), ""))
        print(
            f"widget sentences {page.sentences}, claims checked {page.claims}, false claims {page.false}, "
            f"{seconds:.1f} s"
        )
        if page.false:
            print(page.details(args.examples))
        if args.coverage:
            print(page.coverage())
    if args.reviews:
        reviews_figure(args.reviews, args.seed)
    print()
    lessons_figure(args.examples, args.coverage)
    if args.findings:
        args.findings.write_text(report.markdown(args.examples) + "\n")
    if args.recipes:
        args.recipes.write_text(json.dumps(report.recipes(), ensure_ascii=False, indent=1) + "\n")


if __name__ == "__main__":
    main()
