"""Practice's words (levels, answer forms, messages), reading an answer, and the learner's files."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # --- each kind of puzzle in the game's own words, for titles and the levels table ----------
    "practice.kind.hand_value": "What a hand costs",
    "practice.kind.score": "Score a round",
    "practice.kind.meld": "Meld or not",
    "practice.kind.opening": "Going down",
    "practice.kind.take_discard": "Take or draw",
    "practice.kind.lay_off": "Laying off",
    "practice.kind.konkan": "How far from a Konkan",
    "practice.kind.is_meld": "Spotting melds",
    # --- a level changes (three right in a row, two missed) --------------------------------------
    "practice.level.up": "{count} right in a row: {name} puzzles go up to level {level} of {top}.",
    "practice.level.down": "{count} missed in a row: {name} puzzles go back to level {level}.",
    "practice.session.repr": "<PracticeSession {what}: puzzle {number}, {right} right of {tried}>",
    "practice.session.mix": "a mix",
    # --- how each kind's answer is typed, and its buttons ----------------------------------------
    "practice.form.hand_value": "Type one whole number, what the cards cost, such as 42",
    "practice.form.konkan": (
        "Type how many cards the hand is short of a Konkan, a whole number such as 2, or 0 if it holds one"
    ),
    "practice.form.is_meld": "Answer \u201cyes\u201d if the cards make a meld, or \u201cno\u201d",
    "practice.form.meld": "Type the points the meld is worth, such as 24, or \u201cno\u201d if it is not a meld",
    "practice.form.score": (
        "Type {count} whole numbers, one for each player in seat order ({names}), such as \u201c{example}\u201d"
    ),
    "practice.form.take_discard": (
        "Answer \u201ctake\u201d (the top card of the discard pile) or \u201cdraw\u201d (from the stock)"
    ),
    "practice.form.lay_off": (
        "Type the cards from your hand that can be laid off, such as \u201c7S 9H\u201d, or \u201cnone\u201d"
    ),
    "practice.form.opening": (
        "Type the melds to put down, a semicolon or a comma between two melds, such as "
        "\u201c7S 8S 9S; QH QD QC\u201d, or \u201cno\u201d if this hand cannot go down"
    ),
    "practice.choice.yes": "Yes, a meld",
    "practice.choice.no": "No, not a meld",
    "practice.choice.not_a_meld": "Not a meld",
    "practice.choice.take": "Take the discard",
    "practice.choice.draw": "Draw from the stock",
    "practice.choice.none": "None of them",
    "practice.choice.cannot_go_down": "It can't go down",
    # the words a learner may type for each choice word, the word itself first (one per line)
    "practice.says.yes": "yes\ny\na meld\nmeld\nit is a meld\nit's a meld\nyes, a meld",
    "practice.says.no": (
        "no\nno, not a meld\nnot a meld\nnot\nnone\ncan't\ncannot\ncant\nit can't go down\ncan't go down"
    ),
    "practice.says.none": "none\nno\nnothing\nnone of them",
    "practice.says.take": "take\ntake it\ntake the discard\ndiscard\npile\ndiscard pile",
    "practice.says.draw": "draw\nstock\ndraw from the stock",
    # --- an answer that is not of the form asked for: "{how}; {problem}." ------------------------
    "practice.read.wrong": "{how}; {problem}.",
    "practice.read.wrong.ended": "{how}; {problem}",
    "practice.read.how": "{how}.",
    "practice.read.nothing": "{how}; nothing was given.",
    "practice.read.typed": "you typed {said}",
    "practice.read.not_that": "{said} is not that",
    "practice.read.count": "you gave {count} ({said})",
    "practice.read.not_number": "{said} for {name} is not a whole number",
    "practice.read.neither": "{said} is neither",
    "practice.read.not_yours": "the {card} is not one of your cards",
    "practice.read.not_yours.twice": "the {card} is not one of your cards (or is named twice)",
    "practice.read.not_cards.fix": "{said} is not cards: {fix}",
    "practice.read.not_cards": (
        "{said} is not cards (a card is its rank then its suit, such as 7S, 10H or QD, or JK for a joker)"
    ),
    "practice.read.no_cards": "no cards were given",
    # an answer quoted back as the learner would read it
    "practice.quoted": "\u201c{text}\u201d",
    "practice.quoted.cut": "{text}...",
    "practice.quoted.nothing": "nothing",
    "practice.quoted.that": "that answer",
    # --- bad input from a notebook cell ---------------------------------------------------------
    "error.practice.kind": "kind must be one of {kinds} or None for a mix, got {got}",
    "error.practice.kinds": "kind must be one of {kinds}, a list of them, or None for a mix, got {got}",
    "error.practice.progress": ("progress must be a file path or a konkan.teaching.practice.PracticeRecord, got {got}"),
    "error.practice.seed": "seed must be a whole number or a short word, got {got}",
    "error.practice.form": "no answer form for puzzles of kind {got}",
    # --- the learner's files: the lessons' stars, practice levels, a class test's answers ----------
    # (one set per kind of file: "progress", "practice", "answer", the file's NOUN)
    "learner.set_aside.moved": "it was set aside as {name}",
    "learner.set_aside.left": "it was left as it is",
    "learner.progress.unreadable.moved": (
        "Your progress file could not be read, so it was set aside as {name} and your stars start afresh here."
    ),
    "learner.progress.unreadable.left": (
        "Your progress file could not be read, so it was left as it is and your stars start afresh here."
    ),
    "learner.progress.not_read": (
        "Your progress file {path} could not be read ({error}); your stars are kept for now only."
    ),
    "learner.progress.not_moved": "Your progress file {path} could not be moved aside ({error}).",
    "learner.progress.not_saved": "Your progress could not be saved to {path} ({error}); it is kept for now only.",
    "learner.practice.unreadable.moved": (
        "Your practice file could not be read, so it was set aside as {name} and your levels start afresh here."
    ),
    "learner.practice.unreadable.left": (
        "Your practice file could not be read, so it was left as it is and your levels start afresh here."
    ),
    "learner.practice.not_read": (
        "Your practice file {path} could not be read ({error}); your levels are kept for now only."
    ),
    "learner.practice.not_moved": "Your practice file {path} could not be moved aside ({error}).",
    "learner.practice.not_saved": "Your practice could not be saved to {path} ({error}); it is kept for now only.",
    "learner.answer.unreadable.moved": (
        "Your answer file could not be read, so it was set aside as {name} and your answers start afresh here."
    ),
    "learner.answer.unreadable.left": (
        "Your answer file could not be read, so it was left as it is and your answers start afresh here."
    ),
    "learner.answer.not_read": (
        "Your answer file {path} could not be read ({error}); your answers are kept for now only."
    ),
    "learner.answer.not_moved": "Your answer file {path} could not be moved aside ({error}).",
    "learner.answer.not_saved": "Your answer could not be saved to {path} ({error}); it is kept for now only.",
}
