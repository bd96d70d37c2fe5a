"""The computer's words: hints, analyses, and the reasons the computer players give for their moves."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # --- hints and analyses ---------------------------------------------------------------
    # one message made of whole sentences, each from its own key: they follow one another with this between
    "play.sentences": " ",
    # best_opening (R5)
    "OPENING_FOUND": "Put down {melds}: {points} points, enough to go down (R5.1).",
    "OPENING_FOUND.run": ("Put down {melds}: {points} points, enough to go down (R5.1), with a run among them (R5.2)."),
    "OPENING_GOES_OUT": ("Put down {melds} and discard the {card}: you go out at once, which needs no minimum (R5.4)."),
    "OPENING_GOES_OUT.run": (
        "Put down {melds} and discard the {card}: you go out at once, which needs no minimum "
        "(R5.4), with a run among them (R5.2)."
    ),
    "OPENING_SHORT": "Your best is {points} points: {short} short of {minimum} (R5.1).",
    "OPENING_SETS_ONLY": ("You can make sets but no run, and going down the first time needs at least one run (R5.2)."),
    "OPENING_NO_MELD": "These cards make no meld at all: no run (R4.1) and no set (R4.2).",
    "OPENING_NO_MELD.run": "These cards make no meld at all: no run (R4.1, R5.2) and no set (R4.2).",
    "OPENING_NEEDS_DISCARD": (
        "Putting down {melds} would leave you no card to discard, and every turn ends with a discard (R3.5)."
    ),
    "OPENING_TAKEN_CARD_FITS_NOT": (
        "At this table the card taken from the discard pile must go into a new meld "
        "(R9), and the {card} fits no meld in your hand."
    ),
    "OPENING_TAKEN_CARD_FITS_NOT.opening": (
        "At this table the card taken from the discard pile must go into a new "
        "meld (R9), and the {card} fits none of the openings your cards make."
    ),
    "analysis.joker": "The joker stands for {card} (R4.4).",
    "analysis.or": " or ",  # between the cards a joker may stand for: 9♥ or 9♣
    "analysis.jokers": "The jokers stand for {cards}, with two jokers allowed at this table (R4.4, R9).",
    "analysis.joker_open": (
        "The joker stands for {cards}; which one stays open until a fourth card joins the set (R4.4)."
    ),
    "analysis.second": "a second {card}",  # a card needed in the run and the set, held once
    "analysis.two": "two {card}",
    "analysis.and": " and ",
    # konkan_shape (R8.5)
    "KONKAN_FOUND": "These cards hold a Konkan: the run {run} and the set {set} (R8.5).",
    "KONKAN_SHORT": (
        "The closest Konkan is a run of {length} {suit} and a set of {size} {plural}: {short} cards "
        "short, {missing} missing (R8.5)."
    ),
    "KONKAN_SHORT.one": (
        "The closest Konkan is a run of {length} {suit} and a set of {size} {plural}: 1 card "
        "short, {missing} missing (R8.5)."
    ),
    # hints: the start of a turn (R3.3, R8.6)
    "HINT_DECLARE_KONKAN_HELD": (
        "Declare Konkan now: you already hold one, the run {run} and the set {set} (R8.5). "
        "Declared in the last round and then put down, it wins the whole game at once "
        "(R8.6)."
    ),
    "HINT_DECLARE_KONKAN_NEAR": (
        "{shape} It is within reach, worth declaring: once declared you may go down only "
        "with the whole Konkan, in one turn, but it then wins the whole game (R8.6)."
    ),
    "HINT_DECLARE_KONKAN_GAMBLE": (
        "{shape} It is a gamble: once declared you may go down only with the whole "
        "Konkan, in one turn, but it then wins the whole game (R8.6)."
    ),
    "HINT_DECLARE_KONKAN_FAR": (
        "{shape} That is a long way, so declaring would tie you to a long shot: once "
        "declared you may go down only with the whole Konkan, in one turn, but it then wins "
        "the whole game (R8.6)."
    ),
    "HINT_TAKE_COMPLETES_KONKAN": (
        "Take the {card}: it completes your declared Konkan, {run} and {set} (R8.5), which wins the game (R8.6)."
    ),
    "HINT_TAKE_KONKAN_CLOSER": (
        "Take the {card}: it brings your Konkan one card closer ({short} short now), and at "
        "this table a declarer may take discards without going down (R9)."
    ),
    "HINT_TAKE_NOT_KONKAN": (
        "Don't take the {card}: you declared Konkan, so you may go down only with the whole "
        "Konkan (R8.6), and it does not complete yours; taking it would oblige you to meld "
        "(R3.3)."
    ),
    "HINT_TAKE_NOT_KONKAN.free": (
        "Don't take the {card}: it brings your declared Konkan no closer (R8.6). At this "
        "table a declarer may take a discard without melding (R9), but a card from the "
        "stock is a fresh chance."
    ),
    "HINT_TAKE_GOES_OUT_HAND": (
        "Take the {card}: with it you can put down {melds} and discard the {discard}, going "
        "out at once (R5.4). That is a Hand: {score} for you and every other player's "
        "points doubled (R8.2)."
    ),
    "HINT_TAKE_GOES_OUT_KONKAN": (
        "Take the {card}: with it you can put down {melds} and discard the {discard}, "
        "going out at once (R5.4). That is a Konkan: {score} for you and {penalty} for "
        "every opponent (R8.5)."
    ),
    "HINT_TAKE_NOT_NEEDED": (
        "No need to take the {card}: you can go down without it ({melds}, {total} points, "
        "R5.1), and it adds nothing to your melds. Draw instead: a new card, and no obligation "
        "to meld (R3.3)."
    ),
    "HINT_TAKE_TO_GO_DOWN": (
        "Take the {card}: with it you can put down {melds}, {total} points, enough to go "
        "down (R5.1). Taking it means you must put down a new meld this turn (R3.3)."
    ),
    "hint.without_it": "Without it your best opening is {points} points.",
    # one form per reason best_opening gives (its key's last part), filled with its fields
    "HINT_TAKE_CANNOT_GO_DOWN.short": (
        "Don't take the {card}, because even with it you can't go down this turn (your best is {points} "
        "points: {short} short of {minimum} (R5.1)), and taking it means you must put down a new meld this "
        "turn (R3.3)."
    ),
    "HINT_TAKE_CANNOT_GO_DOWN.sets_only": (
        "Don't take the {card}, because even with it you can't go down this turn (you can make sets but no "
        "run, and going down the first time needs at least one run (R5.2)), and taking it means you must put "
        "down a new meld this turn (R3.3)."
    ),
    "HINT_TAKE_CANNOT_GO_DOWN.no_meld": (
        "Don't take the {card}, because even with it you can't go down this turn (these cards make no meld at "
        "all: no run (R4.1) and no set (R4.2)), and taking it means you must put down a new meld this turn "
        "(R3.3)."
    ),
    "HINT_TAKE_CANNOT_GO_DOWN.no_meld.run": (
        "Don't take the {card}, because even with it you can't go down this turn (these cards make no meld at "
        "all: no run (R4.1, R5.2) and no set (R4.2)), and taking it means you must put down a new meld this "
        "turn (R3.3)."
    ),
    "HINT_TAKE_CANNOT_GO_DOWN.needs_discard": (
        "Don't take the {card}, because even with it you can't go down this turn (putting down {melds} would "
        "leave you no card to discard, and every turn ends with a discard (R3.5)), and taking it means you "
        "must put down a new meld this turn (R3.3)."
    ),
    "HINT_TAKE_CANNOT_GO_DOWN.fits_not": (
        "Don't take the {card}, because even with it you can't go down this turn (at this table the card "
        "taken from the discard pile must go into a new meld (R9), and the {card} fits no meld in your hand), "
        "and taking it means you must put down a new meld this turn (R3.3)."
    ),
    "HINT_TAKE_CANNOT_GO_DOWN.fits_not.opening": (
        "Don't take the {card}, because even with it you can't go down this turn (at this table the card "
        "taken from the discard pile must go into a new meld (R9), and the {card} fits none of the openings "
        "your cards make), and taking it means you must put down a new meld this turn (R3.3)."
    ),
    "HINT_TAKE_TO_GO_OUT": "Take the {card}: with it you can go out this turn ({plan}).",
    "HINT_TAKE_FOR_MELD": (
        "Take the {card}: it makes the new meld {meld} with your {own}, which takes {total} points "
        "out of your hand (R8.3). Taking it means you must put down a new meld this turn (R3.3)."
    ),
    "HINT_TAKE_NO_MELD.can_meld": (
        "Don't take the {card}: it makes no new meld with your cards, so it would only "
        "stay in your hand; draw from the stock instead (R3.3)."
    ),
    "HINT_TAKE_NO_MELD": (
        "Don't take the {card}: it makes no new meld with your cards, and taking it means you "
        "must put down a new meld this turn (R3.3)."
    ),
    "HINT_TAKE_ADDS_NOTHING": (
        "Don't take the {card}: you can put down {melds} without it, and with it you could put down no more (R3.3)."
    ),
    "HINT_DRAW_INSTEAD": (
        "Draw from the stock instead of taking the {card}: an unknown card, and no obligation to "
        "meld (R3.3); but the discard gives you more."
    ),
    "HINT_DRAW_INSTEAD.free": (
        "Draw from the stock instead of taking the {card}: an unknown card (R3.3); but the discard gives you more."
    ),
    "HINT_DRAW": (
        "Draw from the stock: the {card} on the discard pile does not help you enough to be worth the "
        "obligation to meld (R3.3)."
    ),
    "HINT_DRAW.free": (
        "Draw from the stock: the {card} on the discard pile brings your declared Konkan no closer (R3.3, R8.6)."
    ),
    # hints: going down and going out (R5, R7, R8)
    "HINT_PUT_DOWN_DECLARED_KONKAN": (
        "Put down your declared Konkan, {melds}, and discard the {card}: it wins the whole game (R8.5, R8.6)."
    ),
    "HINT_DECLARED_KONKAN_ONLY": ("You declared Konkan, so you may go down only with the whole Konkan (R8.6). {shape}"),
    "HINT_GO_OUT_AT_ONCE_HAND": (
        "Go out at once: put down {melds} and discard the {card} (R5.4, R7.2). That is a "
        "Hand: you score {score} and every other player's points are doubled "
        "(R8.2)."
    ),
    "HINT_GO_OUT_AT_ONCE_KONKAN": (
        "Go out at once: put down {melds} and discard the {card} (R5.4, R7.2). That is "
        "a Konkan: {score} for you and a flat {penalty} for every opponent "
        "(R8.5)."
    ),
    # then the jokers' sentences, the rise's (R9), and this
    "HINT_GO_DOWN": "Go down: put down {melds}, {total} points, at least {minimum} (R5.1).",
    "HINT_GO_DOWN.run": "Go down: put down {melds}, {total} points, at least {minimum} (R5.1) and with a run (R5.2).",
    "hint.go_down.then": "Once down you may also lay off and swap jokers this turn (R5.3).",
    # each followed by hint.put_back
    "HINT_PUT_BACK_CANNOT_GO_DOWN.short": (
        "You took the {card} but can't go down with it (your best is {points} points: {short} short of "
        "{minimum} (R5.1))."
    ),
    "HINT_PUT_BACK_CANNOT_GO_DOWN.sets_only": (
        "You took the {card} but can't go down with it (you can make sets but no run, and going down the "
        "first time needs at least one run (R5.2))."
    ),
    "HINT_PUT_BACK_CANNOT_GO_DOWN.no_meld": (
        "You took the {card} but can't go down with it (these cards make no meld at all: no run (R4.1) and no "
        "set (R4.2))."
    ),
    "HINT_PUT_BACK_CANNOT_GO_DOWN.no_meld.run": (
        "You took the {card} but can't go down with it (these cards make no meld at all: no run (R4.1, R5.2) "
        "and no set (R4.2))."
    ),
    "HINT_PUT_BACK_CANNOT_GO_DOWN.needs_discard": (
        "You took the {card} but can't go down with it (putting down {melds} would leave you no card to "
        "discard, and every turn ends with a discard (R3.5))."
    ),
    "HINT_PUT_BACK_CANNOT_GO_DOWN.fits_not": (
        "You took the {card} but can't go down with it (at this table the card taken from the discard pile "
        "must go into a new meld (R9), and the {card} fits no meld in your hand)."
    ),
    "HINT_PUT_BACK_CANNOT_GO_DOWN.fits_not.opening": (
        "You took the {card} but can't go down with it (at this table the card taken from the discard pile "
        "must go into a new meld (R9), and the {card} fits none of the openings your cards make)."
    ),
    "HINT_PUT_BACK_CANNOT_GO_DOWN.konkan_only": (
        "You took the {card} but can't go down with it (you declared Konkan, so you may go down only with the "
        "whole Konkan at once: a run of ten and a set of four, or a run of eleven and a set of three (R8.6))."
    ),
    "HINT_PUT_BACK_NO_MELD": "You took the {card} but have no new meld to put down.",
    "HINT_PUT_BACK_TAKEN_UNUSED": (
        "At this table the card taken from the discard pile must go into a new meld "
        "(R9), and the {card} went elsewhere."
    ),
    "HINT_PUT_BACK_TAKEN_UNUSED.pending": (
        "At this table the card taken from the discard pile must go into a new "
        "meld (R9), and the {card} is in none yet and can't go into one now."
    ),
    "hint.put_back": "Put the card back and draw from the stock instead (R3.3, R3.6).",
    "hint.put_back.one": "Take back your last move, put the card back and draw from the stock instead (R3.3, R3.6).",
    "hint.put_back.many": (
        "Take back your last {count} moves, put the card back and draw from the stock instead (R3.3, R3.6)."
    ),
    "HINT_TAKE_SWAP_BACK": (
        "At this table a joker you free must be melded or laid off before you discard (R9), and "
        "yours can't be put into a new meld or laid off now. Take the swap back (R3.6): you get your "
        "{returned} back and the joker returns to {owner} meld."
    ),
    "HINT_TAKE_SWAP_BACK.many": (
        "At this table a joker you free must be melded or laid off before you discard (R9), and "
        "yours can't be put into a new meld or laid off now. Take back your last {count} moves, the swap "
        "among them (R3.6): you get your {returned} back and the joker returns to {owner} meld."
    ),
    "HINT_TAKE_SWAP_BACK.fits": (
        "At this table a joker you free must be melded or laid off before you discard (R9): "
        "put yours into a new meld or lay it off, or else take the swap back (R3.6), which gives you "
        "back your {returned} and returns the joker to {owner} meld."
    ),
    "HINT_TAKE_SWAP_BACK.fits.many": (
        "At this table a joker you free must be melded or laid off before you discard (R9): "
        "put yours into a new meld or lay it off, or else take back your last {count} moves, the swap "
        "among them (R3.6), which gives you back your {returned} and returns the joker to {owner} meld."
    ),
    "HINT_CANNOT_GO_DOWN": "You can't go down yet.",  # then best_opening's sentences
    # {plan}: its steps (hint.plan.*) in a list; a way out of one step has its own form
    "HINT_GO_OUT": "Go out now: {plan}. You score {score} (R8.1).",
    "HINT_GO_OUT.discard": "Go out now: discard the {card} (R7.2). You score {score} (R8.1).",
    "HINT_GO_OUT_HAND": (
        "Go out now with a Hand: {plan}. You were not down when this turn began and touch no one "
        "else's meld, so you score {score} and everyone else's points double (R8.2)."
    ),
    "HINT_GO_OUT_KONKAN": (
        "Go out now with a Konkan: {plan}. You went down this turn with exactly a Konkan and "
        "touch no one else's meld, so you score {score} and every opponent pays a flat {penalty} "
        "(R8.5)."
    ),
    "HINT_GO_OUT_HAND.discard": (
        "Go out now with a Hand: discard the {card} (R7.2). You were not down when this turn began and touch "
        "no one else's meld, so you score {score} and everyone else's points double (R8.2)."
    ),
    "HINT_GO_OUT_KONKAN.discard": (
        "Go out now with a Konkan: discard the {card} (R7.2). You went down this turn with exactly a Konkan "
        "and touch no one else's meld, so you score {score} and every opponent pays a flat {penalty} (R8.5)."
    ),
    "hint.plan.swap": "swap {cards} for the joker in {owner} meld {meld} (R6.2)",
    "hint.plan.meld": "put down {melds}",
    "hint.plan.lay_off": "lay off {cards} on {owner} meld {meld} (R6.1)",
    "hint.plan.discard": "discard the {card} (R7.2)",
    # hints: once down (R3.4, R6)
    # then the jokers' sentences and what is owed
    "HINT_MELD": "Put down the new meld {meld} (R3.4): {total} points fewer in your hand (R8.3).",
    "hint.took_oblige": "You took the {card}, so you must put down a new meld this turn (R3.3).",
    "hint.taken_oblige": "At this table the {card} you took must go into a new meld before you discard (R9).",
    "hint.freed_oblige": "At this table the joker you freed must be melded or laid off before you discard (R9).",
    "hint.taken_laid_off": (
        "That puts the {card} you took into a meld you put down this turn, as this table requires (R9)."
    ),
    "HINT_LAY_OFF": (
        "Lay off {laid} on {owner} meld {meld}, making {result} (R6.1): {shed} points fewer in your hand (R8.3)."
    ),
    "hint.owner.yours": "your",
    "hint.owner.theirs": "{name}'s",
    "hint.lay_off_joker": (
        "The joker would stand for {card} there (R4.4); a joker is usually worth keeping for a meld of your own."
    ),
    "hint.lay_off_joker.owed": "The joker would stand for {card} there (R4.4).",
    "HINT_SWAP_JOKER": (
        "Swap your {swapped} for the joker in {owner} meld {meld}: the joker stands for {stands}, so "
        "the {swapped} takes its place and the joker comes to your hand (R6.2)."
    ),
    "HINT_SWAP_JOKER.both": (
        "Swap your {swapped} for the joker in {owner} meld {meld}: the joker stands for {stands}, "
        "so the {swapped} take its place and the joker comes to your hand (R6.2)."
    ),
    "hint.swap.keep": "You may keep it for a meld of your own (R6.3).",
    "hint.swap.must_use": "At this table you must then meld or lay off the joker before you discard (R9).",
    # hints: the discard (R3.5, R8.3): the few best discards, and one note on the cards to keep
    # one form per reason to keep or throw it, the table meld it fits, the next player's wish for it
    # and the card taken
    "HINT_DISCARD.last": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it is your last card, so discarding it "
        "takes you out (R7.1)."
    ),
    "HINT_DISCARD.last.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it is your last card, so discarding it "
        "takes you out (R7.1); it is the card you took, which you may discard now that your new meld is down "
        "(R3.5)."
    ),
    "HINT_DISCARD.last.took_free": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it is your last card, so discarding it "
        "takes you out (R7.1); it is the card you took, which at this table a declarer may discard (R9)."
    ),
    "HINT_DISCARD.in_plan": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it belongs to the melds you can put down now."
    ),
    "HINT_DISCARD.in_plan.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it belongs to the melds you can put "
        "down now; it is the card you took, which you may discard now that your new meld is down (R3.5)."
    ),
    "HINT_DISCARD.in_plan.took_free": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it belongs to the melds you can put "
        "down now; it is the card you took, which at this table a declarer may discard (R9)."
    ),
    "HINT_DISCARD.in_plan.next": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it belongs to the melds you can put "
        "down now; but {name}, who plays next, took the {taken} from the discard pile, and this card goes "
        "with it toward a meld (R4.1, R4.2)."
    ),
    "HINT_DISCARD.in_plan.next.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it belongs to the melds you can put "
        "down now; but {name}, who plays next, took the {taken} from the discard pile, and this card goes "
        "with it toward a meld (R4.1, R4.2); it is the card you took, which you may discard now that your new "
        "meld is down (R3.5)."
    ),
    "HINT_DISCARD.in_plan.next.took_free": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it belongs to the melds you can put "
        "down now; but {name}, who plays next, took the {taken} from the discard pile, and this card goes "
        "with it toward a meld (R4.1, R4.2); it is the card you took, which at this table a declarer may "
        "discard (R9)."
    ),
    "HINT_DISCARD.in_plan.lay_off": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it belongs to the melds you can put "
        "down now; it could be laid off on {owner} meld {meld} instead (R6.1)."
    ),
    "HINT_DISCARD.in_plan.lay_off.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it belongs to the melds you can put "
        "down now; it could be laid off on {owner} meld {meld} instead (R6.1); it is the card you took, which "
        "you may discard now that your new meld is down (R3.5)."
    ),
    "HINT_DISCARD.in_plan.lay_off.next": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it belongs to the melds you can put "
        "down now; it could be laid off on {owner} meld {meld} instead (R6.1); but {name}, who plays next, "
        "took the {taken} from the discard pile, and this card goes with it toward a meld (R4.1, R4.2)."
    ),
    "HINT_DISCARD.in_plan.lay_off.next.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it belongs to the melds you can put "
        "down now; it could be laid off on {owner} meld {meld} instead (R6.1); but {name}, who plays next, "
        "took the {taken} from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is "
        "the card you took, which you may discard now that your new meld is down (R3.5)."
    ),
    "HINT_DISCARD.in_plan.fits": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it belongs to the melds you can put "
        "down now; it fits {owner} meld {meld} on the table (R6.1)."
    ),
    "HINT_DISCARD.in_plan.fits.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it belongs to the melds you can put "
        "down now; it fits {owner} meld {meld} on the table (R6.1); it is the card you took, which you may "
        "discard now that your new meld is down (R3.5)."
    ),
    "HINT_DISCARD.in_plan.fits.took_free": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it belongs to the melds you can put "
        "down now; it fits {owner} meld {meld} on the table (R6.1); it is the card you took, which at this "
        "table a declarer may discard (R9)."
    ),
    "HINT_DISCARD.in_plan.fits.next": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it belongs to the melds you can put "
        "down now; it fits {owner} meld {meld} on the table (R6.1); but {name}, who plays next, took the "
        "{taken} from the discard pile, and this card goes with it toward a meld (R4.1, R4.2)."
    ),
    "HINT_DISCARD.in_plan.fits.next.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it belongs to the melds you can put "
        "down now; it fits {owner} meld {meld} on the table (R6.1); but {name}, who plays next, took the "
        "{taken} from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card "
        "you took, which you may discard now that your new meld is down (R3.5)."
    ),
    "HINT_DISCARD.in_plan.fits.next.took_free": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it belongs to the melds you can put "
        "down now; it fits {owner} meld {meld} on the table (R6.1); but {name}, who plays next, took the "
        "{taken} from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card "
        "you took, which at this table a declarer may discard (R9)."
    ),
    "HINT_DISCARD.goes_out": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it is the one card left once the rest "
        "are down, so discarding it then takes you out (R7.2)."
    ),
    "HINT_DISCARD.goes_out.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it is the one card left once the rest "
        "are down, so discarding it then takes you out (R7.2); it is the card you took, which you may discard "
        "now that your new meld is down (R3.5)."
    ),
    "HINT_DISCARD.goes_out.took_free": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it is the one card left once the rest "
        "are down, so discarding it then takes you out (R7.2); it is the card you took, which at this table a "
        "declarer may discard (R9)."
    ),
    "HINT_DISCARD.goes_out.next": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it is the one card left once the rest "
        "are down, so discarding it then takes you out (R7.2); but {name}, who plays next, took the {taken} "
        "from the discard pile, and this card goes with it toward a meld (R4.1, R4.2)."
    ),
    "HINT_DISCARD.goes_out.next.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it is the one card left once the rest "
        "are down, so discarding it then takes you out (R7.2); but {name}, who plays next, took the {taken} "
        "from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you "
        "took, which you may discard now that your new meld is down (R3.5)."
    ),
    "HINT_DISCARD.goes_out.next.took_free": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it is the one card left once the rest "
        "are down, so discarding it then takes you out (R7.2); but {name}, who plays next, took the {taken} "
        "from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you "
        "took, which at this table a declarer may discard (R9)."
    ),
    "HINT_DISCARD.goes_out.lay_off": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it is the one card left once the rest "
        "are down, so discarding it then takes you out (R7.2); it could be laid off on {owner} meld {meld} "
        "instead (R6.1)."
    ),
    "HINT_DISCARD.goes_out.lay_off.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it is the one card left once the rest "
        "are down, so discarding it then takes you out (R7.2); it could be laid off on {owner} meld {meld} "
        "instead (R6.1); it is the card you took, which you may discard now that your new meld is down "
        "(R3.5)."
    ),
    "HINT_DISCARD.goes_out.lay_off.next": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it is the one card left once the rest "
        "are down, so discarding it then takes you out (R7.2); it could be laid off on {owner} meld {meld} "
        "instead (R6.1); but {name}, who plays next, took the {taken} from the discard pile, and this card "
        "goes with it toward a meld (R4.1, R4.2)."
    ),
    "HINT_DISCARD.goes_out.lay_off.next.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it is the one card left once the rest "
        "are down, so discarding it then takes you out (R7.2); it could be laid off on {owner} meld {meld} "
        "instead (R6.1); but {name}, who plays next, took the {taken} from the discard pile, and this card "
        "goes with it toward a meld (R4.1, R4.2); it is the card you took, which you may discard now that "
        "your new meld is down (R3.5)."
    ),
    "HINT_DISCARD.goes_out.fits": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it is the one card left once the rest "
        "are down, so discarding it then takes you out (R7.2); it fits {owner} meld {meld} on the table "
        "(R6.1)."
    ),
    "HINT_DISCARD.goes_out.fits.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it is the one card left once the rest "
        "are down, so discarding it then takes you out (R7.2); it fits {owner} meld {meld} on the table "
        "(R6.1); it is the card you took, which you may discard now that your new meld is down (R3.5)."
    ),
    "HINT_DISCARD.goes_out.fits.took_free": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it is the one card left once the rest "
        "are down, so discarding it then takes you out (R7.2); it fits {owner} meld {meld} on the table "
        "(R6.1); it is the card you took, which at this table a declarer may discard (R9)."
    ),
    "HINT_DISCARD.goes_out.fits.next": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it is the one card left once the rest "
        "are down, so discarding it then takes you out (R7.2); it fits {owner} meld {meld} on the table "
        "(R6.1); but {name}, who plays next, took the {taken} from the discard pile, and this card goes with "
        "it toward a meld (R4.1, R4.2)."
    ),
    "HINT_DISCARD.goes_out.fits.next.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it is the one card left once the rest "
        "are down, so discarding it then takes you out (R7.2); it fits {owner} meld {meld} on the table "
        "(R6.1); but {name}, who plays next, took the {taken} from the discard pile, and this card goes with "
        "it toward a meld (R4.1, R4.2); it is the card you took, which you may discard now that your new meld "
        "is down (R3.5)."
    ),
    "HINT_DISCARD.goes_out.fits.next.took_free": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it is the one card left once the rest "
        "are down, so discarding it then takes you out (R7.2); it fits {owner} meld {meld} on the table "
        "(R6.1); but {name}, who plays next, took the {taken} from the discard pile, and this card goes with "
        "it toward a meld (R4.1, R4.2); it is the card you took, which at this table a declarer may discard "
        "(R9)."
    ),
    "HINT_DISCARD.in_meld": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it is part of a meld you hold."
    ),
    "HINT_DISCARD.in_meld.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it is part of a meld you hold; it "
        "is the card you took, which you may discard now that your new meld is down (R3.5)."
    ),
    "HINT_DISCARD.in_meld.took_free": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it is part of a meld you hold; it "
        "is the card you took, which at this table a declarer may discard (R9)."
    ),
    "HINT_DISCARD.in_meld.next": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it is part of a meld you hold; but "
        "{name}, who plays next, took the {taken} from the discard pile, and this card goes with it toward a "
        "meld (R4.1, R4.2)."
    ),
    "HINT_DISCARD.in_meld.next.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it is part of a meld you hold; but "
        "{name}, who plays next, took the {taken} from the discard pile, and this card goes with it toward a "
        "meld (R4.1, R4.2); it is the card you took, which you may discard now that your new meld is down "
        "(R3.5)."
    ),
    "HINT_DISCARD.in_meld.next.took_free": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it is part of a meld you hold; but "
        "{name}, who plays next, took the {taken} from the discard pile, and this card goes with it toward a "
        "meld (R4.1, R4.2); it is the card you took, which at this table a declarer may discard (R9)."
    ),
    "HINT_DISCARD.in_meld.lay_off": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it is part of a meld you hold; it "
        "could be laid off on {owner} meld {meld} instead (R6.1)."
    ),
    "HINT_DISCARD.in_meld.lay_off.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it is part of a meld you hold; it "
        "could be laid off on {owner} meld {meld} instead (R6.1); it is the card you took, which you may "
        "discard now that your new meld is down (R3.5)."
    ),
    "HINT_DISCARD.in_meld.lay_off.next": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it is part of a meld you hold; it "
        "could be laid off on {owner} meld {meld} instead (R6.1); but {name}, who plays next, took the "
        "{taken} from the discard pile, and this card goes with it toward a meld (R4.1, R4.2)."
    ),
    "HINT_DISCARD.in_meld.lay_off.next.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it is part of a meld you hold; it "
        "could be laid off on {owner} meld {meld} instead (R6.1); but {name}, who plays next, took the "
        "{taken} from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card "
        "you took, which you may discard now that your new meld is down (R3.5)."
    ),
    "HINT_DISCARD.in_meld.fits": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it is part of a meld you hold; it "
        "fits {owner} meld {meld} on the table (R6.1)."
    ),
    "HINT_DISCARD.in_meld.fits.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it is part of a meld you hold; it "
        "fits {owner} meld {meld} on the table (R6.1); it is the card you took, which you may discard now "
        "that your new meld is down (R3.5)."
    ),
    "HINT_DISCARD.in_meld.fits.took_free": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it is part of a meld you hold; it "
        "fits {owner} meld {meld} on the table (R6.1); it is the card you took, which at this table a "
        "declarer may discard (R9)."
    ),
    "HINT_DISCARD.in_meld.fits.next": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it is part of a meld you hold; it "
        "fits {owner} meld {meld} on the table (R6.1); but {name}, who plays next, took the {taken} from the "
        "discard pile, and this card goes with it toward a meld (R4.1, R4.2)."
    ),
    "HINT_DISCARD.in_meld.fits.next.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it is part of a meld you hold; it "
        "fits {owner} meld {meld} on the table (R6.1); but {name}, who plays next, took the {taken} from the "
        "discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which "
        "you may discard now that your new meld is down (R3.5)."
    ),
    "HINT_DISCARD.in_meld.fits.next.took_free": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it is part of a meld you hold; it "
        "fits {owner} meld {meld} on the table (R6.1); but {name}, who plays next, took the {taken} from the "
        "discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which "
        "at this table a declarer may discard (R9)."
    ),
    "HINT_DISCARD.feeds": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it goes with your {cards} toward a "
        "meld (R4.1, R4.2)."
    ),
    "HINT_DISCARD.feeds.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it goes with your {cards} toward a "
        "meld (R4.1, R4.2); it is the card you took, which you may discard now that your new meld is down "
        "(R3.5)."
    ),
    "HINT_DISCARD.feeds.took_free": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it goes with your {cards} toward a "
        "meld (R4.1, R4.2); it is the card you took, which at this table a declarer may discard (R9)."
    ),
    "HINT_DISCARD.feeds.next": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it goes with your {cards} toward a "
        "meld (R4.1, R4.2); but {name}, who plays next, took the {taken} from the discard pile, and this card "
        "goes with it toward a meld (R4.1, R4.2)."
    ),
    "HINT_DISCARD.feeds.next.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it goes with your {cards} toward a "
        "meld (R4.1, R4.2); but {name}, who plays next, took the {taken} from the discard pile, and this card "
        "goes with it toward a meld (R4.1, R4.2); it is the card you took, which you may discard now that "
        "your new meld is down (R3.5)."
    ),
    "HINT_DISCARD.feeds.next.took_free": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it goes with your {cards} toward a "
        "meld (R4.1, R4.2); but {name}, who plays next, took the {taken} from the discard pile, and this card "
        "goes with it toward a meld (R4.1, R4.2); it is the card you took, which at this table a declarer may "
        "discard (R9)."
    ),
    "HINT_DISCARD.feeds.lay_off": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it goes with your {cards} toward a "
        "meld (R4.1, R4.2); it could be laid off on {owner} meld {meld} instead (R6.1)."
    ),
    "HINT_DISCARD.feeds.lay_off.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it goes with your {cards} toward a "
        "meld (R4.1, R4.2); it could be laid off on {owner} meld {meld} instead (R6.1); it is the card you "
        "took, which you may discard now that your new meld is down (R3.5)."
    ),
    "HINT_DISCARD.feeds.lay_off.next": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it goes with your {cards} toward a "
        "meld (R4.1, R4.2); it could be laid off on {owner} meld {meld} instead (R6.1); but {name}, who plays "
        "next, took the {taken} from the discard pile, and this card goes with it toward a meld (R4.1, R4.2)."
    ),
    "HINT_DISCARD.feeds.lay_off.next.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it goes with your {cards} toward a "
        "meld (R4.1, R4.2); it could be laid off on {owner} meld {meld} instead (R6.1); but {name}, who plays "
        "next, took the {taken} from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); "
        "it is the card you took, which you may discard now that your new meld is down (R3.5)."
    ),
    "HINT_DISCARD.feeds.fits": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it goes with your {cards} toward a "
        "meld (R4.1, R4.2); it fits {owner} meld {meld} on the table (R6.1)."
    ),
    "HINT_DISCARD.feeds.fits.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it goes with your {cards} toward a "
        "meld (R4.1, R4.2); it fits {owner} meld {meld} on the table (R6.1); it is the card you took, which "
        "you may discard now that your new meld is down (R3.5)."
    ),
    "HINT_DISCARD.feeds.fits.took_free": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it goes with your {cards} toward a "
        "meld (R4.1, R4.2); it fits {owner} meld {meld} on the table (R6.1); it is the card you took, which "
        "at this table a declarer may discard (R9)."
    ),
    "HINT_DISCARD.feeds.fits.next": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it goes with your {cards} toward a "
        "meld (R4.1, R4.2); it fits {owner} meld {meld} on the table (R6.1); but {name}, who plays next, took "
        "the {taken} from the discard pile, and this card goes with it toward a meld (R4.1, R4.2)."
    ),
    "HINT_DISCARD.feeds.fits.next.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it goes with your {cards} toward a "
        "meld (R4.1, R4.2); it fits {owner} meld {meld} on the table (R6.1); but {name}, who plays next, took "
        "the {taken} from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the "
        "card you took, which you may discard now that your new meld is down (R3.5)."
    ),
    "HINT_DISCARD.feeds.fits.next.took_free": (
        "Discard the {card}: left in hand it costs {value} (R8.3), though it goes with your {cards} toward a "
        "meld (R4.1, R4.2); it fits {owner} meld {meld} on the table (R6.1); but {name}, who plays next, took "
        "the {taken} from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the "
        "card you took, which at this table a declarer may discard (R9)."
    ),
    "HINT_DISCARD.feeds_none": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it feeds no meld in your hand."
    ),
    "HINT_DISCARD.feeds_none.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it feeds no meld in your hand; it is "
        "the card you took, which you may discard now that your new meld is down (R3.5)."
    ),
    "HINT_DISCARD.feeds_none.took_free": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it feeds no meld in your hand; it is "
        "the card you took, which at this table a declarer may discard (R9)."
    ),
    "HINT_DISCARD.feeds_none.next": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it feeds no meld in your hand; but "
        "{name}, who plays next, took the {taken} from the discard pile, and this card goes with it toward a "
        "meld (R4.1, R4.2)."
    ),
    "HINT_DISCARD.feeds_none.next.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it feeds no meld in your hand; but "
        "{name}, who plays next, took the {taken} from the discard pile, and this card goes with it toward a "
        "meld (R4.1, R4.2); it is the card you took, which you may discard now that your new meld is down "
        "(R3.5)."
    ),
    "HINT_DISCARD.feeds_none.next.took_free": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it feeds no meld in your hand; but "
        "{name}, who plays next, took the {taken} from the discard pile, and this card goes with it toward a "
        "meld (R4.1, R4.2); it is the card you took, which at this table a declarer may discard (R9)."
    ),
    "HINT_DISCARD.feeds_none.lay_off": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it feeds no meld in your hand; it "
        "could be laid off on {owner} meld {meld} instead (R6.1)."
    ),
    "HINT_DISCARD.feeds_none.lay_off.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it feeds no meld in your hand; it "
        "could be laid off on {owner} meld {meld} instead (R6.1); it is the card you took, which you may "
        "discard now that your new meld is down (R3.5)."
    ),
    "HINT_DISCARD.feeds_none.lay_off.next": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it feeds no meld in your hand; it "
        "could be laid off on {owner} meld {meld} instead (R6.1); but {name}, who plays next, took the "
        "{taken} from the discard pile, and this card goes with it toward a meld (R4.1, R4.2)."
    ),
    "HINT_DISCARD.feeds_none.lay_off.next.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it feeds no meld in your hand; it "
        "could be laid off on {owner} meld {meld} instead (R6.1); but {name}, who plays next, took the "
        "{taken} from the discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card "
        "you took, which you may discard now that your new meld is down (R3.5)."
    ),
    "HINT_DISCARD.feeds_none.fits": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it feeds no meld in your hand; it fits "
        "{owner} meld {meld} on the table (R6.1)."
    ),
    "HINT_DISCARD.feeds_none.fits.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it feeds no meld in your hand; it fits "
        "{owner} meld {meld} on the table (R6.1); it is the card you took, which you may discard now that "
        "your new meld is down (R3.5)."
    ),
    "HINT_DISCARD.feeds_none.fits.took_free": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it feeds no meld in your hand; it fits "
        "{owner} meld {meld} on the table (R6.1); it is the card you took, which at this table a declarer may "
        "discard (R9)."
    ),
    "HINT_DISCARD.feeds_none.fits.next": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it feeds no meld in your hand; it fits "
        "{owner} meld {meld} on the table (R6.1); but {name}, who plays next, took the {taken} from the "
        "discard pile, and this card goes with it toward a meld (R4.1, R4.2)."
    ),
    "HINT_DISCARD.feeds_none.fits.next.took": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it feeds no meld in your hand; it fits "
        "{owner} meld {meld} on the table (R6.1); but {name}, who plays next, took the {taken} from the "
        "discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which "
        "you may discard now that your new meld is down (R3.5)."
    ),
    "HINT_DISCARD.feeds_none.fits.next.took_free": (
        "Discard the {card}: left in hand it costs {value} (R8.3), and it feeds no meld in your hand; it fits "
        "{owner} meld {meld} on the table (R6.1); but {name}, who plays next, took the {taken} from the "
        "discard pile, and this card goes with it toward a meld (R4.1, R4.2); it is the card you took, which "
        "at this table a declarer may discard (R9)."
    ),
    "HINT_DISCARD.joker": "Discard a joker: you hold nothing else, and left in hand it costs {value} (R8.3).",
    # {clauses}: the things to keep (hint.keep.*) in a list; one thing alone has its own form
    "HINT_KEEP_JOKER": "Keep {clauses}.",
    "HINT_KEEP": "Keep {clauses}.",
    "HINT_KEEP_JOKER.joker": "Keep the joker (it can stand for any card a meld needs, R4.4).",
    "HINT_KEEP_JOKER.jokers": "Keep both jokers (each can stand for any card a meld needs, R4.4).",
    "HINT_KEEP.opening": "Keep your {cards} (in the melds you can put down now, R5.1).",
    "HINT_KEEP.out": "Keep your {cards} (needed to go out this turn, R7.2).",
    "HINT_KEEP.konkan": "Keep your {cards} (in your Konkan, R8.5).",
    "HINT_KEEP.in_meld": "Keep your {cards} (each part of a meld you hold, R4.1, R4.2).",
    "HINT_KEEP.in_meld.one": "Keep your {cards} (part of a meld you hold, R4.1, R4.2).",
    "HINT_KEEP.feeds": "Keep your {cards} (each goes with another card of yours toward a meld, R4.1, R4.2).",
    "HINT_KEEP.feeds.one": "Keep your {cards} (it goes with another card of yours toward a meld, R4.1, R4.2).",
    "HINT_KEEP.lay_off": "Keep your {card} (it can be laid off on {owner} meld {meld}, R6.1).",
    "hint.keep.joker": "the joker (it can stand for any card a meld needs, R4.4)",
    "hint.keep.jokers": "both jokers (each can stand for any card a meld needs, R4.4)",
    "hint.keep.opening": "your {cards} (in the melds you can put down now, R5.1)",
    "hint.keep.out": "your {cards} (needed to go out this turn, R7.2)",
    "hint.keep.konkan": "your {cards} (in your Konkan, R8.5)",
    "hint.keep.in_meld": "your {cards} (each part of a meld you hold, R4.1, R4.2)",
    "hint.keep.in_meld.one": "your {cards} (part of a meld you hold, R4.1, R4.2)",
    "hint.keep.feeds": "your {cards} (each goes with another card of yours toward a meld, R4.1, R4.2)",
    "hint.keep.feeds.one": "your {cards} (it goes with another card of yours toward a meld, R4.1, R4.2)",
    "hint.keep.lay_off": "your {card} (it can be laid off on {owner} meld {meld}, R6.1)",
    # The Hint, when the review (konkan.play.adviser) found the hints' first move clearly worse.
    "review.hint.checked": "The computer played the likely moves on from here many times, and this one did best.",
    "review.hint.draw": (
        "Draw from the stock. "
        "The computer played each likely move on from here many times, and drawing did best (R3.3)."
    ),
    "review.hint.take": (
        "Take the {card} from the discard pile. "
        "The computer played each likely move on from here many times, and taking it did best (R3.3)."
    ),
    "review.hint.meld": (
        "Put down {melds}. The computer played each likely move on from here many times, and this did best (R3.4)."
    ),
    "review.hint.lay_off": (
        "Add {cards} to meld {meld} on the table. "
        "The computer played each likely move on from here many times, and this did best (R6.1)."
    ),
    "review.hint.swap": (
        "Swap {cards} for the joker in meld {meld}. "
        "The computer played each likely move on from here many times, and this did best (R6.2)."
    ),
    "review.hint.konkan": (
        "Declare Konkan. The computer played each likely move on from here many times, and declaring did best (R8.6)."
    ),
    "review.hint.discard": (
        "Discard the {card}. "
        "The computer played each likely move on from here many times, and discarding it did best (R3.5)."
    ),
    "bot.whose.pile": "the",
    "bot.whose.mine": "my",
    "bot.whose.theirs": "{name}'s",
    "bot.declare.held": (
        "I declared Konkan: I hold {run} and {set}, a whole Konkan, and a declared Konkan put "
        "down wins the game (R8.5, R8.6)."
    ),
    "bot.declare.short": (
        "I declared Konkan while {short} cards short of one: a declared Konkan put down wins the game (R8.6)."
    ),
    "bot.declare.short.one": (
        "I declared Konkan while one card short of one: a declared Konkan put down wins the game (R8.6)."
    ),
    "bot.take": "I took {whose} {card} from the discard pile (R3.3).",
    "bot.take.go_down": "I took {whose} {card} to go down with {melds}, {total} points (R3.3, R5.1).",
    "bot.take.out_at_once": "I took {whose} {card}: with it I can put down {melds} and go out at once (R5.4).",
    "bot.take.go_out": "I took {whose} {card}: with it I can go out this turn (R3.3, R7.2).",
    "bot.take.meld": "I took {whose} {card} to put down {meld} (R3.3).",
    "bot.take.konkan": "I took {whose} {card}: it completes my declared Konkan (R8.6).",
    "bot.take.konkan_closer": (
        "I took {whose} {card}: it brings my declared Konkan closer, and at this table a "
        "declarer may take a discard without melding (R9)."
    ),
    "bot.draw.only": "I drew from the stock (R3.3).",
    "bot.draw": "I drew from the stock rather than take {whose} {card} (R3.3).",
    "bot.draw.not_needed": (
        "I drew from the stock: I can go down without {whose} {card}, and a card from the stock "
        "obliges me to nothing (R3.3)."
    ),
    "bot.draw.cannot_go_down": (
        "I drew from the stock: even with {whose} {card} I could not go down this turn, and "
        "taking it would have obliged me to (R3.3, R5.1)."
    ),
    "bot.draw.no_meld": (
        "I drew from the stock: {whose} {card} makes no new meld with my cards, and taking it would "
        "have obliged me to put one down (R3.3)."
    ),
    "bot.draw.adds_nothing": (
        "I drew from the stock: with {whose} {card} I could put down no more than I can without it (R3.3)."
    ),
    "bot.draw.not_konkan": "I drew from the stock: {whose} {card} brings my declared Konkan no closer (R8.6).",
    "bot.draw.not_konkan.bound": (
        "I drew from the stock: {whose} {card} does not complete my declared Konkan, and "
        "taking it would have obliged me to meld, which I may do only with the whole "
        "Konkan (R3.3, R8.6)."
    ),
    "bot.go_down": "I went down with {melds}, {total} points, at least the {minimum} needed (R5.1).",
    "bot.out_at_once": "I put down {melds} all at once, keeping one card to discard and go out (R5.4, R7.2).",
    "bot.meld.going_out": "I put down {melds} on my way out this turn (R7.2).",
    "bot.meld": "I put down {melds}, taking {total} points out of my hand (R3.4, R8.3).",
    "bot.meld.open": "I went down with {melds} (R5.1).",
    "bot.lay_off": "I laid off {cards} on {owner} meld {meld} (R6.1).",
    "bot.lay_off.going_out": "I laid off {cards} on {owner} meld {meld} on my way out this turn (R6.1, R7.2).",
    "bot.swap": "I swapped {cards} for the joker in {owner} meld {meld} and took the joker into my hand (R6.2).",
    "bot.swap.going_out": (
        "I swapped {cards} for the joker in {owner} meld {meld} on my way out this turn (R6.2, R7.2)."
    ),
    "bot.discard.out": "I discarded my last card, the {card}, and went out (R7.1).",
    "bot.discard": "I discarded the {card}, which would cost {value} left in my hand (R3.5, R8.3).",
    "bot.discard.feeds_none": (
        "I discarded the {card}: it goes with none of my cards toward a meld, and left in my "
        "hand it would cost {value} (R8.3)."
    ),
    "bot.discard.next_cannot": "{name}, who plays next, is down but cannot lay it off on any meld on the table (R6.1).",
    "bot.put_back": "I put the {card} back on the discard pile, to draw from the stock instead (R3.3, R3.6).",
    "bot.undo": "I took back my last move (R3.6).",
    "bot.look_ahead.chance": (
        "I kept the {card}, which the hints would throw first: of the {unseen} cards I might "
        "draw next, {count} would let me go down, against {other} had I thrown it (R5.1)."
    ),
    "bot.look_ahead.points": (
        "I kept the {card}, which the hints would throw first: with the next card I draw, my "
        "best try at an opening comes to {points} of the {minimum} points I need on average, "
        "against {other} had I thrown it (R5.1)."
    ),
    "bot.search": (
        "I kept the {card}, which the hints would throw first: I played the round on to its end "
        "{samples} times, dealing the cards I cannot see at random, and this discard left me better off "
        "on average (R8)."
    ),
    "bot.search.take": (
        "I took {whose} {card}: I played the round on to its end {samples} times, guessing the cards "
        "I cannot see from what the table showed, and taking it left me better off on average than "
        "drawing (R3.3, R8)."
    ),
    "bot.search.draw": (
        "I drew from the stock rather than take {whose} {card}: I played the round on to its end "
        "{samples} times, guessing the cards I cannot see from what the table showed, and drawing "
        "left me better off on average (R3.3, R8)."
    ),
    # --- simulate: many games between computer players --------------------------------------
    # the table's columns, one per field of a seat's result
    "play.simulate.column.seat": "seat",
    "play.simulate.column.player": "player",
    "play.simulate.column.wins": "wins",
    "play.simulate.column.win_rate": "win rate",
    "play.simulate.column.shared_wins": "shared",
    "play.simulate.column.mean_total": "mean total",
    "play.simulate.column.sd_total": "spread",
    "play.simulate.column.rounds_won": "rounds won",
    "play.simulate.column.hands": "Hands",
    "play.simulate.column.konkans": "Konkans",
    "play.simulate.column.void_rounds": "void rounds",
    "play.simulate.column.mean_turns_to_go_down": "turns to go down",
    "play.simulate.head": "{games} games, seed {seed}",  # above the table in text; {seed} as Python writes it
    "play.simulate.caption": "{games} games, seed {seed}.",  # the table's caption in a notebook
    "play.simulate.shared": (
        "{shared} of the {games} games had more than one winner: a tie for the lowest total is a win for "
        "each seat in it, so the wins add up to more than the games."
    ),
    "play.simulate.shared.team": (
        "{shared} of the {games} games had more than one winner: a tie for the lowest total is a win for "
        "each seat in it (in partnerships, a team's win counts for both its seats), so the wins add up to "
        "more than the games."
    ),
    "play.simulate.repr": "<SimulationResult: {games} games, {seats} seats>",
    "play.simulate.plot.label": "win rate by seat",  # the chart's aria-label
    "play.simulate.plot.title": "win rate",
    "play.simulate.plot.seat": "seat {seat}: {player}",
    "play.simulate.progress": "games",  # the progress bar's label
    "play.simulate.progress.unit": "game",
    # --- bad input -------------------------------------------------------------------------
    "error.play.not_your_turn": "{name} has no move to choose: it is not {name}'s turn in this view",
    "error.play.no_legal_action": "seat {seat} has no legal action: the rules always leave one",
    "error.play.budget": "the strong player's budget is a whole number of deals, {low} or more, got {value}",
    "error.play.search": "the strong player's search is 'turn' or 'discard', got {value}",
    "error.play.guess": "the strong player's guess is 'table' or 'uniform', got {value}",
    "error.play.unknown_player": "there is no computer player called {name}: choose one of {levels}",
    "error.play.player": "a player is a level's name ({levels}) or an object with decide(view), got {player}",
    "error.play.player_object": "a player is a level's name or an object with decide(view), got {player}",
    "error.play.games": "games must be a whole number of games, {low} or more, got {value}",
    "error.play.players": "players lists one player per seat, such as ['strong', 'greedy'], got {players}",
    "error.play.rules": "rules must be a Rules, got {rules}",
    "error.play.rules_players": "the rules are for {rules} players, and {given} players were given",
    "error.play.pandas": (
        "SimulationResult.to_dataframe needs pandas: pip install pandas (to_dicts() gives the same table as "
        "plain dicts)"
    ),
    "error.play.cover_limit": "a cover search takes fewer than {limit} cards, got {count}",
    "error.play.group_faces": "a group uses each face once, or a face held twice twice",
    "error.play.group_points": "a group's points run from 0 to {last}, got {points}",
}
