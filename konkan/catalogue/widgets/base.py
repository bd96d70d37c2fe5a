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
    # What an intent's field must be (konkan/widgets/base.py: FIELD_TYPES), said when it is not.
    "widget.base.field.card": "a card id from 0 to 105",
    "widget.base.field.cards": "a list of different card ids from 0 to 105",
    "widget.base.field.groups": "a list of groups of card ids",
    "widget.base.field.index": "a whole number from 0 to 1000",
    "widget.base.field.count": "a whole number, 0 or more",
    "widget.base.field.seat": "a seat from 0 to 4",
    "widget.base.field.bool": "true or false",
    "widget.base.field.word": "a short word",
    "widget.base.field.text": "a text",
    "widget.base.field.indices": "a list of different whole numbers from 0 to 1000",
    "widget.base.field.mapping": "a mapping of fields",
    # An intent the widget cannot read, or a fault of ours while it answered one.
    "widget.base.error.bug": "The widget could not do that ({error}: {detail}); nothing changed.",
    "widget.base.error.binary": "The widget ignored a message with binary data: it expects none.",
    "widget.base.error.not_mapping": "The widget ignored a message that was not a mapping of fields.",
    "widget.base.error.too_deep": "The widget ignored a message nested too deeply to be a move.",
    "widget.base.error.not_json": "The widget ignored a message it could not read as JSON.",
    "widget.base.error.too_long": "The widget ignored a message of {size} characters: far too long for a move.",
    "widget.base.error.no_kind": "The widget ignored a message without a 'kind' field saying what it asks for.",
    "widget.base.error.unknown_kind": "The widget ignored a message of unknown kind {kind} (it knows {known}).",
    "widget.base.error.unknown_field": "The widget ignored a {kind} message with an unknown field {field}.",
    "widget.base.error.wrong_type": "The widget ignored a {kind} message: {field} must be {words}.",
    "widget.base.error.missing_field": "The widget ignored a {kind} message without its {field} field.",
    # A widget's bundle missing from the package (a checkout where `make js` has not run).
    "widget.base.error.bundle": "No widget bundle {name} in {folder}: its source is js/src/{source}.js, and `make js` builds the bundles",
    # konkan.widgets asked for a name it does not have, or a widget whose module is missing.
    "widget.base.error.no_name": "module {module} has no attribute {name}",
    "widget.base.error.not_built": "{name} is not built yet: konkan/widgets/{module}.py is missing ({error})",
    # The pictures' drawing helpers (konkan/widgets/_small.py) were given something else.
    "widget.base.error.not_svg": "not an SVG drawing from konkan.render",
}
