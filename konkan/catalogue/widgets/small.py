"""The words of the smaller widgets' shared helpers (js/src/small.js): a row of cards to pick, a
group of cards, a verdict's box. Every widget sends them to its page."""

from __future__ import annotations

WORDS: dict[str, str] = {
    "widget.small.cards": "Cards",
    "widget.small.no_cards": "No cards.",
    "widget.small.picked": "{card}, picked",
    "widget.small.rule": "Rule {rule}",
}
