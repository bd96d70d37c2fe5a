"""The shared table's words (``widget.shared_table.*``): a student's card table on the class
service (konkan/widgets/shared_table.py, js/src/table_seats.js): the tables and seats to pick
from, what the table says at its top, and what it refuses."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # --- the seat picker (js/src/table_seats.js), sent to the page as templates
    "widget.shared_table.picker": "Tables of class {code}",
    "widget.shared_table.picker.intro": "Pick a free seat to play with your class.",
    "widget.shared_table.picker.none": "Your teacher has not opened a table yet. Wait a moment: it shows here.",
    "widget.shared_table.picker.table": "Table {number}",
    "widget.shared_table.picker.round": "Round {number}",
    "widget.shared_table.picker.paused": "paused",
    "widget.shared_table.picker.mine": "{name}: your seat. Sit again",
    "widget.shared_table.picker.free": "{name}: free. Sit here",
    "widget.shared_table.picker.taken": "{name}: {user}",
    "widget.shared_table.picker.away": "{name}: {user} (away, the computer plays)",
    "widget.shared_table.picker.computer": "{name}: computer",
    "widget.shared_table.picker.refresh": "Look again",
    "widget.shared_table.picker.seats": "Seats at table {number}",
    # --- at the table
    "widget.shared_table.leave": "Leave the table",
    "widget.shared_table.leave_why": "While you are away, the computer plays your seat whenever another student is here",
    "widget.shared_table.title": "Table {number} · {round}",
    "widget.shared_table.you": "you",
    # --- what Python says
    "widget.shared_table.off_hub": (
        "There is no class service here (it runs only on a school's hub), so you play class {code}'s game here, "
        "against computer players. Your teacher does not see this table."
    ),
    "widget.shared_table.found": "Class {code} is on your school's class service: pick a seat.",
    "widget.shared_table.sat": "You sit as {name} at table {number} of class {code}, on your school's class service.",
    "widget.shared_table.sat.took_over": (
        "You sit as {name} at table {number} of class {code}. The computer played {name} until now, so the moves "
        "the log says \u201cYou\u201d made before you sat were the computer's."
    ),
    "widget.shared_table.left": (
        "You left table {number}. While you are away, the computer plays your seat whenever another student is at "
        "the table. Sit again to play it yourself."
    ),
    "widget.shared_table.away.played": "While you were away, the computer played for you: {moves}",
    "widget.shared_table.log.for_you": "the computer, for you",
    "widget.shared_table.last_move.for_you": "Last move, played for you by the computer while you were away: {text}",
    "widget.shared_table.sent": "The class service took your move.",
    "widget.shared_table.status.paused": "Your teacher paused the tables. Wait for the game to go on.",
    "widget.shared_table.question": "Your teacher asks the class about table {number}: {sentence}",
    "widget.shared_table.question.elsewhere": (
        "Your teacher asks the class about table {number}, on the projector (not your table): {sentence}"
    ),
    "widget.shared_table.moment": (
        "Your teacher asks the class about a moment from a game, shown on the projector: {sentence}"
    ),
    "widget.shared_table.moment.hand": "That player's cards (not yours: your own hand is on the table below)",
    "widget.shared_table.moment.top": "Top of the discard pile",
    "widget.shared_table.moment.melds": "Melds on the table",
    "widget.shared_table.moment.no_melds": "No melds on the table yet.",
    "widget.shared_table.moment.best": "You answered {answer}: that was the best move here. {why}",
    "widget.shared_table.moment.right": "You answered {answer}: a good move, about as good as the best one. {why}",
    "widget.shared_table.moment.worse": "You answered {answer}. {reveal}",
    "widget.shared_table.moment.shown": "The answer: {reveal}",
    "widget.shared_table.moment.answered": "Your answer, {answer}, is with your teacher. Wait for the answer.",
    "widget.shared_table.moment.label.discard": "discard ah",
    "widget.shared_table.moment.label.take": "draw or take",
    "widget.shared_table.moment.help.discard": "Type the card to throw away, like discard ah for the A\u2665.",
    "widget.shared_table.moment.help.take": (
        "Type draw to draw from the stock, or take to take the top card of the discard pile."
    ),
    "widget.shared_table.question.label": "draw, take, discard 7s\u2026",
    "widget.shared_table.question.form": (
        "The table cannot read {given} as a move. Write the move in short, such as draw, take, discard 7s "
        "or meld 7s 8s 9s (letters work for the suits: s, h, d and c)."
    ),
    "widget.shared_table.question.button": "Send my answer",
    "widget.shared_table.question.answered": "Your answer is with your teacher. Wait for the game to go on.",
    "widget.shared_table.question.answered.with": (
        "Your answer, \u201c{answer}\u201d, is with your teacher. Wait for the game to go on."
    ),
    "widget.shared_table.status.computer": "{name} (computer) to play.",
    "widget.shared_table.error.local": "This table is not shared with a class: there are no seats to pick.",
    "widget.shared_table.error.seated": "You sit at a table already: leave it first.",
    "widget.shared_table.error.not_seated": "Pick a seat at a table first.",
    "widget.shared_table.error.no_table": "Class {code} has no table {table}.",
    "widget.shared_table.error.shared": "At a table shared with your class, the class service plays the computers and deals.",
    "widget.shared_table.error.poll": "The table could not hear from the class service ({error}: {detail}). It tries again in a moment.",
    "widget.shared_table.error.link": "link must be the class service's calls (a ClassLink), got {got}",
    "widget.shared_table.error.options": "A shared table takes its rules, seats and deal from the class: give only the code.",
    "widget.shared_table.summary": "table {number} of class {code}, {name}",
    "widget.shared_table.summary.picking": "class {code}, no seat yet",
}
