"""The puzzles' words: prompts, answers, slips and mistakes."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # the meld-or-not question of the first lessons' test (no points: lesson 4 teaches them)
    "puzzle.right": "Right: {why}",
    "puzzle.is_meld.prompt": "Is this a meld (R4)?\n{cards}",
    "puzzle.is_meld.missed": "It is a meld. {why}",
    "puzzle.is_meld.form": (
        "Answer with \u201cyes\u201d if the cards make a meld (R4) or \u201cno\u201d if they do not; {said} is neither."
    ),
    "puzzle.two_jokers_table": "This table has two jokers allowed in one meld (R9).",
}
