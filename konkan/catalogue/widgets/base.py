"""The widgets' words: labels, buttons and what a page shows around the table.

``widget.base.*`` are the words every widget's page uses (js/src/base.js: a card's name, a rule's
chip); every widget sends them to its page."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # What a widget shows once its kernel is gone (a restart, a stopped or culled kernel): sent to the
    # page when the widget is made, since nothing can be sent after. {what} names the widget.
    "widget.lost": "This {what} lost its connection: run the cells again (Run ▸ Run All Cells).",
    "widget.base.noun": "widget",
    # A card's name, for a screen reader (konkan.Card.name says the same).
    "widget.base.card": "{rank} of {suit}",
    "widget.base.card.joker": "joker",
    "widget.base.card.joker.text": "Joker",
    "widget.base.card.back": "face-down card",
    "widget.base.suit.S": "spades",
    "widget.base.suit.H": "hearts",
    "widget.base.suit.D": "diamonds",
    "widget.base.suit.C": "clubs",
    "widget.base.rank.1": "ace",
    "widget.base.rank.2": "two",
    "widget.base.rank.3": "three",
    "widget.base.rank.4": "four",
    "widget.base.rank.5": "five",
    "widget.base.rank.6": "six",
    "widget.base.rank.7": "seven",
    "widget.base.rank.8": "eight",
    "widget.base.rank.9": "nine",
    "widget.base.rank.10": "ten",
    "widget.base.rank.11": "jack",
    "widget.base.rank.12": "queen",
    "widget.base.rank.13": "king",
    # A rule cited in a sentence, drawn as a chip: its short text when Python sent none, and its label.
    "widget.base.rule.unknown": "Rule {rule} of the rule book.",
    "widget.base.rule.chip": "Rule {rule}: show what it says",
    "widget.base.colours.two": "Two colours",
    "widget.base.colours.four": "Four colours",
}
