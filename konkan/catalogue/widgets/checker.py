"""The meld checker's words (konkan/widgets/checker.py, js/src/checker.js)."""

from __future__ import annotations

WORDS: dict[str, str] = {
    "widget.checker.noun": "meld checker",
    "widget.checker.title": "Meld checker",
    "widget.checker.how": "Pick cards (click, or arrows then Space) to see what they make.",
    "widget.checker.clear": "Clear",
    "widget.checker.nothing_picked": "Nothing is picked.",
    "widget.checker.cards": "Cards to check",
    "widget.checker.run": "A run, {points} points",
    "widget.checker.set": "A set, {points} points",
    "widget.checker.not_a_meld": "Not a meld",
    "widget.checker.laid_out": "Laid out: {cards}",
    "widget.checker.joker_is": "Joker = {cards}",
    "widget.checker.jokers_are": "Jokers = {cards}",
    "widget.checker.readings": "What the joker stands for",
    "widget.checker.stands_for": "The joker stands for:",
    "widget.checker.said": "{kind}. {message}",
}
