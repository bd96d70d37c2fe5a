"""The Review at the card table (konkan.widgets.table_review): the button, the panel of the round's
choices, a moment drawn again on the table, and the better move played on. Its keys start with
``widget.table.review.`` so the table's page (which reads every ``widget.table.`` word) has them."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # --- the button, the panel ---------------------------------------------------------------------
    "widget.table.review.button": "Review this round",
    "widget.table.review.button_why": "See each choice of the round, how much it cost, and what was better.",
    "widget.table.review.panel": "Review of the round",
    "widget.table.review.close": "Close the review",
    "widget.table.review.seats": "Review:",
    "widget.table.review.seat.you": "You",
    "widget.table.review.title.you": "Your choices in round {number}",
    "widget.table.review.title.other": "{name}'s choices in round {number}",
    "widget.table.review.progress": "The computer is playing each choice on many times: {done} of {total} done.",
    "widget.table.review.progress.start": "The computer is getting ready to look at each choice.",
    "widget.table.review.accuracy": "Accuracy this round: {accuracy} out of 100.",
    "widget.table.review.luck.bad": "The cards drawn from the stock were worth about {points} points less than an average draw.",
    "widget.table.review.luck.good": "The cards drawn from the stock were worth about {points} points more than an average draw.",
    "widget.table.review.strip": "Every choice of the round, in order",
    "widget.table.review.moments": "The choices that cost the most",
    "widget.table.review.no_moments": "No choice clearly cost points, so there is nothing to look at again here.",
    "widget.table.review.played": "Played:",
    "widget.table.review.better": "Better:",
    "widget.table.review.mark.played": "Played",
    "widget.table.review.mark.better": "Better",
    "widget.table.review.lost": "About {points} points lost.",
    "widget.table.review.show": "Show it on the table",
    "widget.table.review.retry": "Try it again",
    "widget.table.review.retry_why": "Be asked this moment again: what would you do here?",
    "widget.table.review.book.one": "1 choice that cost points is saved, so practice can ask it again later.",
    "widget.table.review.book.many": "{count} choices that cost points are saved, so practice can ask them again later.",
    "widget.table.review.book.kept": "The choices that cost points were saved for practice already.",
    "widget.table.review.book.failed": "Your choices that cost points could not be saved for practice ({error}).",
    # --- each chip of the strip (one per choice) -----------------------------------------------------
    "widget.table.review.symbol.best": "★",
    "widget.table.review.symbol.good": "✓",
    "widget.table.review.symbol.slip": "?!",
    "widget.table.review.symbol.mistake": "?",
    "widget.table.review.symbol.blunder": "??",
    "widget.table.review.chip": "Choice {number}: {move} {grade}.",
    "widget.table.review.chip.lost": "Choice {number}: {move} {grade}, about {points} points lost.",
    "widget.table.review.moment": "Choice {number} of {count}",
    # --- what was played, said of any seat -----------------------------------------------------------
    "widget.table.review.move.draw": "Drew from the stock.",
    "widget.table.review.move.take": "Took the {card} from the discard pile.",
    "widget.table.review.move.take_top": "Took the top card of the discard pile.",
    "widget.table.review.move.put_back": "Put the card back on the discard pile.",
    "widget.table.review.move.meld": "Laid down {melds}.",
    "widget.table.review.move.lay_off": "Added {cards} to meld {meld} on the table.",
    "widget.table.review.move.swap": "Swapped {cards} for the joker in meld {meld}.",
    "widget.table.review.move.discard": "Threw away the {card}.",
    "widget.table.review.move.konkan": "Declared Konkan.",
    "widget.table.review.move.undo": "Took the last move back.",
    # --- a moment on the table -----------------------------------------------------------------------
    "widget.table.review.replay.status": "Choice {number} of {count}, with the table as {name} saw it then.",
    "widget.table.review.replay.playing": "After the better move the computer plays the round on: {name} to play.",
    "widget.table.review.replay.over": "After the better move the round ended like this: {message}",
    "widget.table.review.replay.play_better": "Play the better move",
    "widget.table.review.replay.play_better_why": "See the table after the better move, and the round played on from there.",
    "widget.table.review.replay.back": "Back to the round's end",
    "widget.table.review.replay.marks": "What is marked Played on the table was played then; what is marked Better was the better choice.",
    # --- refusals ------------------------------------------------------------------------------------
    "widget.table.review.error.not_over": "A review comes at the end of a round: finish round {number} first.",
    "widget.table.review.error.shared": "A table shared with the class has no review here.",
    "widget.table.review.error.seat": "There is no seat {seat} in this round: pick one of the names shown.",
    "widget.table.review.error.none": "Press Review this round first: there is no review yet.",
    "widget.table.review.error.running": "The review is still being worked out: wait for it to finish.",
    "widget.table.review.error.no_choice": "There is no choice at move {index} in this review.",
    "widget.table.review.error.not_flagged": "Only a choice that cost points can be tried again.",
    "widget.table.review.error.not_replaying": "Pick a choice of the review first, to show it on the table.",
    "widget.table.review.error.replaying": (
        "The table is showing a moment of the review: press Back to the round's end first."
    ),
    "widget.table.review.error.failed": "The review could not be worked out ({error}).",
    "widget.table.review.error.computer": "{name} could not play on after the better move ({error}).",
}
