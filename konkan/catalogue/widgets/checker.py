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
    # What Python says (konkan/widgets/checker.py): refusals, the repr, the picture's words.
    "widget.checker.input.cards": "cards",
    "widget.checker.input.joker": "joker reading",
    "widget.checker.not_shown": "{card} is not among the cards shown, so it can't be picked.",
    "widget.checker.not_shown.many": "{cards}: not among the cards shown, so it can't be picked.",
    "widget.checker.no_cards": "Give the checker some cards to pick from, such as '7S 8S 9S JK'.",
    "widget.checker.no_joker": "Pick a meld with a joker first.",
    "widget.checker.start": "Pick cards to see whether they make a meld.",
    "widget.checker.summary.none.one": "{count} card, none picked",
    "widget.checker.summary.none.many": "{count} cards, none picked",
    "widget.checker.summary.run.one": "{count} card, {picked} picked: a run, {points} points",
    "widget.checker.summary.run.many": "{count} cards, {picked} picked: a run, {points} points",
    "widget.checker.summary.set.one": "{count} card, {picked} picked: a set, {points} points",
    "widget.checker.summary.set.many": "{count} cards, {picked} picked: a set, {points} points",
    "widget.checker.summary.no_meld.one": "{count} card, {picked} picked: not a meld",
    "widget.checker.summary.no_meld.many": "{count} cards, {picked} picked: not a meld",
    "widget.checker.picture.cards": "Pick cards to check",
}
