"""The coach's review (konkan.play.review): what each class of decision is called, why a decision
cost points, and the round in a sentence. Every loss is "about" a number: it is an average over
the games the computer played on from that moment."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # --- the classes of decisions, from the best ------------------------------------------------------
    "review.class.best": "Best move",
    "review.class.good": "Good move",
    "review.class.slip": "Slip",
    "review.class.mistake": "Mistake",
    "review.class.blunder": "Big mistake",
    # --- the draw ------------------------------------------------------------------------------------
    "review.take.go_down": (
        "The {card} on the discard pile let you go down with {melds}, {total} points. "
        "Taking it was worth about {loss} points more than drawing from the stock (R3.3, R5.1)."
    ),
    "review.take.meld": (
        "The {card} on the discard pile made the meld {meld} with your cards. "
        "Taking it was worth about {loss} points more than drawing from the stock (R3.3)."
    ),
    "review.take.better": (
        "Taking the {card} from the discard pile was worth about {loss} points more than drawing from the stock (R3.3)."
    ),
    "review.draw.better": (
        "Drawing from the stock was worth about {loss} points more than taking the {card} from the discard pile (R3.3)."
    ),
    "review.declare.not": "Not declaring Konkan was worth about {loss} points more here (R8.6).",
    "review.declare.better": "Declaring Konkan was worth about {loss} points more here (R8.6).",
    # --- melds ---------------------------------------------------------------------------------------
    "review.meld.joker_early": (
        "You went down with {melds} and used your joker. "
        "Keeping it for a Hand, all your cards down in one turn, was worth about {loss} points here (R8.2)."
    ),
    "review.go_down.early.joker": (
        "You went down with {melds} and used your joker. Keeping it and waiting was worth about {loss} points "
        "more here: {count} different cards you have not seen yet, like the {card}, would have let you put all "
        "your cards down in one turn next time. That is a Hand: it scores twice as much for you and doubles "
        "the others' points (R5.4, R8.2)."
    ),
    "review.meld.early": (
        "You went down with {melds} too soon. "
        "Waiting to put every card down in one turn, a Hand, was worth about {loss} points here (R8.2)."
    ),
    "review.meld.hold": "Keeping {melds} in your hand a little longer was worth about {loss} points here (R3.4).",
    "review.go_down.missed": "Going down with {melds} was worth about {loss} points more than waiting (R5.1).",
    "review.go_down.missed.joker": (
        "Going down with {melds} was worth about {loss} points more than keeping your joker back for a Hand "
        "(R5.1, R8.2)."
    ),
    "review.meld.other": "Putting down {melds} instead was worth about {loss} points more here (R3.4).",
    "review.meld.missed": "Putting down {melds} before your discard was worth about {loss} points here (R3.4).",
    "review.lay_off.missed": "Laying off the {cards} on {meld} was worth about {loss} points here (R6.1).",
    "review.swap.missed": "Swapping the {cards} for the joker in {meld} was worth about {loss} points here (R6.2).",
    # --- the discard ---------------------------------------------------------------------------------
    "review.discard.feeds": (
        "Throwing the {card} fed {name}, who picked up {known} from the discard pile before and can make a meld "
        "with it. Throwing the {better} was safer, worth about {loss} points (R3.3)."
    ),
    "review.discard.lays_off": (
        "{name} is down and can lay off the {card} on a meld on the table. "
        "Throwing the {better} was worth about {loss} points more (R6.1)."
    ),
    "review.discard.better": "Throwing the {better} instead of the {card} was worth about {loss} points here (R3.5).",
    "review.better": "Another move was worth about {loss} points more here (R3).",
    # What was wrong with the card thrown, said before what was better (only what the hints establish).
    "review.discard.in_meld": (
        "The {card} was part of the meld {meld} in your hand, and the {better} was in no meld (R4.1, R4.2)."
    ),
    "review.discard.breaks": (
        "The {card} went with your {cards} toward a meld, and the {better} went with none of your cards (R4.1, R4.2)."
    ),
    "review.discard.own_lay_off": (
        "You were down, so the {card} could have gone on {meld} on the table instead of onto the discard pile (R6.1)."
    ),
    "review.discard.kept_high": (
        "You threw the {card}, which counts {value} points, and kept the {better}, which goes with none of your "
        "cards and counts {kept} points against you if someone goes out (R8.3)."
    ),
    # The same sentences about another seat, by its name (a computer's review asked for at the table);
    # {next} is the player after it.
    "review.take.go_down.other": (
        "The {card} on the discard pile let {name} go down with {melds}, {total} points. "
        "Taking it was worth about {loss} points more than drawing from the stock (R3.3, R5.1)."
    ),
    "review.take.meld.other": (
        "The {card} on the discard pile made the meld {meld} with {name}'s cards. "
        "Taking it was worth about {loss} points more than drawing from the stock (R3.3)."
    ),
    "review.take.better.other": (
        "{name} drew from the stock. Taking the {card} from the discard pile was worth about {loss} points more (R3.3)."
    ),
    "review.draw.better.other": (
        "{name} took the {card} from the discard pile. Drawing from the stock was worth about {loss} points "
        "more (R3.3)."
    ),
    "review.declare.not.other": "{name} declared Konkan. Not declaring was worth about {loss} points more here (R8.6).",
    "review.declare.better.other": "For {name}, declaring Konkan was worth about {loss} points more here (R8.6).",
    "review.meld.joker_early.other": (
        "{name} went down with {melds} and used the joker. "
        "Keeping it for a Hand, all the cards down in one turn, was worth about {loss} points here (R8.2)."
    ),
    "review.go_down.early.joker.other": (
        "{name} went down with {melds} and used the joker. Keeping it and waiting was worth about {loss} points "
        "more here: {count} different cards {name} had not seen yet, like the {card}, would have let {name} put "
        "all the cards down in one turn next time. That is a Hand: it scores twice as much for {name} and "
        "doubles the others' points (R5.4, R8.2)."
    ),
    "review.meld.early.other": (
        "{name} went down with {melds} too soon. "
        "Waiting to put every card down in one turn, a Hand, was worth about {loss} points here (R8.2)."
    ),
    "review.meld.hold.other": (
        "For {name}, keeping {melds} in hand a little longer was worth about {loss} points here (R3.4)."
    ),
    "review.go_down.missed.other": (
        "For {name}, going down with {melds} was worth about {loss} points more than waiting (R5.1)."
    ),
    "review.go_down.missed.joker.other": (
        "For {name}, going down with {melds} was worth about {loss} points more than keeping the joker back "
        "for a Hand (R5.1, R8.2)."
    ),
    "review.meld.other.other": "For {name}, putting down {melds} instead was worth about {loss} points more here (R3.4).",
    "review.meld.missed.other": (
        "For {name}, putting down {melds} before the discard was worth about {loss} points here (R3.4)."
    ),
    "review.lay_off.missed.other": (
        "For {name}, laying off the {cards} on {meld} was worth about {loss} points here (R6.1)."
    ),
    "review.swap.missed.other": (
        "For {name}, swapping the {cards} for the joker in {meld} was worth about {loss} points here (R6.2)."
    ),
    "review.discard.feeds.other": (
        "{name} threw the {card} and fed {next}, who picked up {known} from the discard pile before and can "
        "make a meld with it. Throwing the {better} was safer, worth about {loss} points (R3.3)."
    ),
    "review.discard.lays_off.other": (
        "{name} threw the {card}, and {next} is down and can lay it off on a meld on the table. "
        "Throwing the {better} was worth about {loss} points more (R6.1)."
    ),
    "review.discard.better.other": (
        "For {name}, throwing the {better} instead of the {card} was worth about {loss} points here (R3.5)."
    ),
    "review.better.other": "For {name}, another move was worth about {loss} points more here (R3).",
    "review.discard.in_meld.other": (
        "{name} threw the {card}, part of the meld {meld} in {name}'s hand; the {better} was in no meld (R4.1, R4.2)."
    ),
    "review.discard.breaks.other": (
        "{name} threw the {card}, which went with {name}'s {cards} toward a meld; the {better} went with none "
        "of {name}'s cards (R4.1, R4.2)."
    ),
    "review.discard.own_lay_off.other": (
        "{name} was down, so the {card} could have gone on {meld} on the table instead of onto the discard pile (R6.1)."
    ),
    "review.discard.kept_high.other": (
        "{name} threw the {card}, which counts {value} points, and kept the {better}, which goes with none of "
        "{name}'s cards and counts {kept} points against {name} if someone goes out (R8.3)."
    ),
    # --- the round -----------------------------------------------------------------------------------
    "review.verdict.cards": (
        "You lost this round to the cards, not to your play. The cards you drew were worth about {luck} points "
        "less than an average draw, and your choices cost about {lost} (R8.3)."
    ),
    "review.verdict.play.one": "One of your choices cost points this round, about {lost} of them.",
    "review.verdict.play": "{count} of your choices cost points this round, about {lost} in all.",
    "review.verdict.clean": "The review found no choice of yours that clearly cost points this round.",
    # The same, about another seat (a computer's review asked for at the table).
    "review.verdict.cards.other": (
        "{name} lost this round to the cards, not to their play. The cards {name} drew were worth about {luck} "
        "points less than an average draw, and their choices cost about {lost} (R8.3)."
    ),
    "review.verdict.play.one.other": "One of {name}'s choices cost points this round, about {lost} of them.",
    "review.verdict.play.other": "{count} of {name}'s choices cost points this round, about {lost} in all.",
    "review.verdict.clean.other": "The review found no choice of {name}'s that clearly cost points this round.",
    # --- learn from your mistakes (konkan.teaching.mistakes) ----------------------------------------------
    "retry.question": "What would you do here? You are {name}, and it is your move.",
    "retry.right.best": "Yes! That is the best move here.",
    "retry.right.close": "Yes! That is a good move here too: about as good as the best one.",
    "retry.again": "Not this one: it costs about {loss} points here. Look again and try another move.",
    "retry.answer.draw": "The better move here was to draw from the stock.",
    "retry.answer.take": "The better move here was to take the {card} from the discard pile.",
    "retry.answer.take_top": "The better move here was to take the top card of the discard pile.",
    "retry.answer.discard": "The better move here was to throw away the {card}.",
    "retry.answer.meld": "The better move here was to lay down {melds}.",
    "retry.answer.lay_off": "The better move here was to add {cards} to meld {meld} on the table.",
    "retry.answer.swap": "The better move here was to swap {cards} for the joker in meld {meld}.",
    "retry.answer.konkan": "The better move here was to declare Konkan.",
    "retry.answer.other": "Another move was better here.",
    "learner.mistakes.unreadable.moved": (
        "Your mistakes file could not be read, so it was set aside as {name} and your saved moments start afresh."
    ),
    "learner.mistakes.unreadable.left": (
        "Your mistakes file could not be read, so it was left as it is and your saved moments start afresh."
    ),
    "learner.mistakes.not_read": (
        "Your mistakes file {path} could not be read ({error}); your saved moments are kept for now only."
    ),
    "learner.mistakes.not_moved": "Your mistakes file {path} could not be moved aside ({error}).",
    "learner.mistakes.not_saved": (
        "Your saved moments could not be written to {path} ({error}); they are kept for now only."
    ),
    # --- errors --------------------------------------------------------------------------------------
    "error.retry.decision": "a retry needs a reviewed decision, got {value}",
    "error.retry.move": "a move to try must be an Action, got {value}",
    "error.retry.review": "saving mistakes needs a round's review, got {value}",
    "error.retry.unknown": "no saved moment is called {value}",
    "error.review.round": "a review needs a Round, got {value}",
    "error.review.move": "a move to weigh must be an Action, got {value}",
    "error.review.replay": (
        "the round's moves do not replay from its deal (move {index}, {action}): "
        "give the round's start as start=..., as for a staged round"
    ),
    "error.review.format": "this is not a saved review, got {value}",
    "error.review.damaged": "this saved review is damaged, {error}",
}
