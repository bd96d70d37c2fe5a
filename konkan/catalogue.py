"""Every sentence the engine says, in one place, keyed by reason code (and a few phrase keys).

A template names its fields (``{cards}``, ``{points}``); the code that fills them never writes
words of its own, so a second language is a second catalogue. Every sentence ends citing its
rule, and none speaks of Python: they talk about the cards and the table.

>>> say("RUN_WRAPS", cards="K♠ A♠ 2♠")
'K♠ A♠ 2♠ is not a run: the ace goes below the two or above the king, never both, so a run cannot turn the corner from king to two (R4.1).'
"""

from __future__ import annotations

from typing import Any

EN: dict[str, str] = {
    # --- melds: legal (R4) ---------------------------------------------------------------
    "meld.run": "{cards} is a run of {suit} worth {points} points (R4.1).",
    "meld.run_joker": "{cards} is a run of {suit} worth {points} points, the joker standing for {stands} (R4.1).",
    "meld.run_jokers": (
        "{cards} is a run of {suit} worth {points} points, the jokers standing for {stands}, "
        "with two jokers allowed at this table (R4.1, R9)."
    ),
    "note.jokers_choice": ("The jokers could stand for {others} instead, if you say so when you put them down (R4.4)."),
    "note.set_jokers": "The jokers stand for the missing {cards}, with two jokers allowed at this table (R9).",
    "meld.set": "{cards} is a set of {plural} worth {points} points (R4.2).",
    # the same without the points, for a learner not yet taught them (the first lessons' test)
    "meld.run.plain": "{cards} is a run of {suit}, in order with no gap (R4.1).",
    "meld.run_joker.plain": "{cards} is a run of {suit}, the joker standing for {stands} (R4.1).",
    "meld.run_jokers.plain": (
        "{cards} is a run of {suit}, the jokers standing for {stands}, with two jokers "
        "allowed at this table (R4.1, R9)."
    ),
    "meld.set.plain": "{cards} is a set of {plural}, each of a different suit (R4.2).",
    "note.ace_low": "The ace counts 1 here, below the two (R5.1).",
    "note.ace_low_11": "At this table the ace counts 11 even below the two, a house rule (R9).",
    "note.ace_ten": "At this table every ace counts 10, a house rule (R9).",
    "note.joker_choice": "The joker could stand for {others} instead, if you say so when you put it down (R4.4).",
    "note.set_joker_open": (
        "The joker stands for the {rank} of {suits}; which one stays open until a fourth card joins the set (R4.4)."
    ),
    "note.set_joker": "The joker stands for the missing {card} (R4.4).",
    # --- cards typed as text: a slip, and the card probably meant ------------------------
    "notation.fix": "did you mean {fix}, the {name}?",
    "notation.fix.digits": "A ten is written with the digits 1 and 0.",
    "notation.fix.space": "Remove the space between {first} and {second}.",
    "notation.fix.suit_word": "A suit is written with its letter, {letter} for {suit}.",
    "notation.fix.words": "Write a card as its rank, then its suit's letter: {fix}.",
    "notation.fix.number": "The {rank} is written {letter}, not {number}.",
    "notation.fix.order": "Write the rank first, then the suit.",
    # --- melds: illegal (R4) -------------------------------------------------------------
    "TOO_FEW_CARDS": "A meld needs at least three cards, and {cards} is only two cards (R4.1, R4.2).",
    "TOO_FEW_CARDS.one": "A meld needs at least three cards, and {cards} is only one card (R4.1, R4.2).",
    "TOO_FEW_CARDS.none": "A meld needs at least three cards, and no card was given (R4.1, R4.2).",
    "TWO_JOKERS": "{cards} holds {count} jokers, but a meld may hold only one (R4.3).",
    "JOKERS_OUTNUMBER": (
        "{cards} holds two jokers and only one real card: this table allows two jokers in a "
        "meld, but never more jokers than real cards (R9)."
    ),
    "JOKER_AS_WITHOUT_JOKER": "{cards} has no joker, so there is no card for a joker to stand for (R4.4).",
    "JOKER_AS_INVALID": "In {cards} the joker cannot stand for {wanted}: it can stand only for {options} (R4.4).",
    "JOKER_AS_INVALID.none": "In {cards} the joker cannot stand for {wanted} (R4.4).",
    "JOKER_AS_INVALID.pair": (
        "In {cards} the jokers cannot stand for {wanted} together: the two can stand only for {options} (R4.4, R9)."
    ),
    "JOKER_FIXED": "{cards} would not keep the joker as {stands}: a joker's card is fixed once it is put down (R4.4).",
    "SET_DUPLICATE_SUIT": (
        "{cards} is not a set: it has two {card}, and every card of a set must be of a different suit (R4.2)."
    ),
    "SET_TOO_MANY": "{cards} is not a set: a set has at most four cards, one of each suit (R4.2).",
    "SET_MIXED_RANKS": "{cards} is not a set: a set is all one rank, and these ranks differ (R4.2).",
    "RUN_DUPLICATE_RANK": "{cards} is not a run: it has two {card}, and a run has each rank once (R4.1).",
    "RUN_TOO_LONG": "{cards} is not a run: a run has at most thirteen cards, ace to king (R4.1).",
    "RUN_WRAPS": (
        "{cards} is not a run: the ace goes below the two or above the king, never both, so a run "
        "cannot turn the corner from king to two (R4.1)."
    ),
    "RUN_GAP": "{cards} is not a run: there is a gap where {gaps} should be (R4.1).",
    "RUN_GAP.jokers": (
        "{cards} is not a run: it is missing {gaps}, and its two jokers can fill only two gaps (R4.1, R9)."
    ),
    "RUN_GAP.joker": (
        "{cards} is not a run: it is missing {gaps}, and its one joker can fill only one gap (R4.1, R4.3)."
    ),
    "RUN_MIXED_SUITS": "{cards} is not a run: a run is all one suit, and this mixes {suits} (R4.1).",
    "NOT_A_MELD": (
        "{cards} is neither a run (one suit, in unbroken order, R4.1) nor a set (one rank, every suit different, R4.2)."
    ),
    # --- the turn (R3) -------------------------------------------------------------------
    "NOT_YOUR_TURN": "It is {current}'s turn, not {seat}'s: play goes round the table in seat order (R1.3).",
    "ROUND_OVER": "The round is over: no more moves can be made (R7.1).",
    "ROUND_OVER.void": (
        "The round is over: the stock ran out with nobody out, so the round is void and is dealt "
        "again; no more moves can be made in it (R7.3)."
    ),
    "NOT_IN_HAND": "You have no {card} in your hand to put down (R3.4).",
    "TOO_FEW_IN_HAND": "You have only {count} {card} in your hand, and you named more (R3.4).",
    "DISCARD_NOT_IN_HAND": "You have no {card} in your hand to discard (R3.5).",
    "LAYOFF_NOT_IN_HAND": "You have no {card} in your hand to lay off (R6.1).",
    "LAYOFF_NOT_IN_HAND.few": "You have only {count} {card} in your hand, and you named more (R6.1).",
    "SWAP_NOT_IN_HAND": "You have no {card} in your hand to swap for the joker (R6.2).",
    "SWAP_NOT_IN_HAND.few": "You have only {count} {card} in your hand, and you named more (R6.2).",
    "MUST_DRAW_FIRST": ("Before you can {doing}, begin your turn: draw from the stock or take the top discard (R3.3)."),
    "ALREADY_BEGUN": "You have already begun this turn: a turn begins with one draw or one take, not two (R3.3).",
    "STARTER_DISCARD_ONLY": (
        "At this table the starter's first turn is a discard only: melds wait for your next turn, a house rule (R9)."
    ),
    "STARTER_NO_DRAW.take": (
        "The starter's first turn takes no card: you were dealt 15 cards. Meld if you can, then discard (R3.2)."
    ),
    "STARTER_NO_DRAW": (
        "The starter's first turn has no draw: you were dealt 15 cards. Meld if you can, then discard (R3.2)."
    ),
    "NOT_TOP_DISCARD": "The {card} is not the top of the discard pile: the {top} is (R3.3).",
    "NOTHING_TO_RETURN": ("You did not take the top discard this turn, so there is nothing to put back (R3.3)."),
    "RETURN_TOO_LATE": (
        "You have done more since taking the {card}: take those moves back first, the last "
        "one first, then put the card back (R3.6)."
    ),
    "MUST_KEEP_DISCARD": (
        "That would empty your hand, but every turn ends with a discard: keep at least one card (R3.5)."
    ),
    "MUST_MELD_AFTER_TAKING": (
        "You took the {card} from the discard pile, so you must put down a new meld "
        "before your turn ends. If you can't, take back your moves, put the card back "
        "and draw instead (R3.3, R3.6)."
    ),
    "NOTHING_TO_UNDO": "There is nothing to take back this turn (R3.6).",
    "DRAW_CANNOT_BE_UNDONE": (
        "There is nothing left to take back: a card drawn from the stock stays in your "
        "hand, since you have seen it (R3.6)."
    ),
    # --- going down (R5) and Konkan (R8.6) ------------------------------------------------
    "OPENING_NEEDS_RUN": "Going down the first time needs at least one run among your melds (R5.2).",
    "OPENING_TOO_LOW": (
        "Your melds add up to {total} points, but going down the first time needs at least "
        "{minimum}, {short} more (R5.1)."
    ),
    "hint.rise": "At this table a first going-down must {verb} the highest this round, {highest} (R9).",
    "OPENING_TOO_LOW.rise": (
        "Your melds add up to {total} points, but at this table a first going-down must {verb} "
        "the highest this round, {highest}: you need at least {minimum}, {short} more (R5.1, R9)."
    ),
    "NOT_DOWN": "You can {doing} only once you are down: put down your opening melds first (R5.3).",
    "KONKAN_NOT_LAST_ROUND": (
        "Konkan can be declared only in the last round (round {last}); this is round {number} (R8.6)."
    ),
    "KONKAN_NOT_LAST_ROUND.none": (
        "Konkan can be declared only in the last round, and a game played to a target "
        "or by elimination has no last round (R8.6)."
    ),
    "KONKAN_ALREADY_DECLARED": "You have already declared Konkan this round (R8.6).",
    "KONKAN_ALREADY_DOWN": "Only a player not yet down may declare Konkan (R8.6).",
    "KONKAN_NOT_AT_START": (
        "Konkan must be declared at the very start of your turn, before you draw or do anything else (R3.1)."
    ),
    "KONKAN_DECLARED_ONLY": (
        "You declared Konkan, so you may go down only with the whole Konkan at once: a "
        "run of ten and a set of four, or a run of eleven and a set of three (R8.6)."
    ),
    # --- the table (R6) ------------------------------------------------------------------
    "NO_SUCH_MELD": "There is no such meld on the table: it holds {count} (R6.1).",
    "NO_SUCH_MELD.empty": "There are no melds on the table yet (R6.1).",
    "LAYOFF_WRONG_SUIT": (
        "You can't lay off {card} on {meld}: that is a run of {suit}, and every card of a run is the same suit (R4.1)."
    ),
    "LAYOFF_WRONG_RANK": (
        "You can't lay off {card} on {meld}: that is a set of {plural}, and every card of a "
        "set is the same rank (R4.2)."
    ),
    "LAYOFF_SECOND_JOKER": "{meld} already holds a joker, and a meld may hold only one (R4.3).",
    "LAYOFF_BREAKS_MELD": "You can't lay off {cards} on {meld}, because {why}",
    "USE_JOKER_SWAP": (
        "The joker in {meld} already stands for {stands}: put in the {stands} as a joker swap, "
        "and the joker comes to your hand (R6.2)."
    ),
    "NO_JOKER_IN_MELD": "{meld} has no joker to take (R6.2).",
    "SWAP_JOKER_FOR_JOKER": "A joker frees a joker for nothing: put in the card the joker stands for (R6.2).",
    "SWAP_WRONG_CARD": "The joker in {meld} stands for {options}, so only that card frees it (R6.2).",
    "SWAP_WRONG_CARD.open": (
        "The joker in {meld} stands for {options}: its suit stays open, so either of those cards frees it (R6.2)."
    ),
    "SWAP_WRONG_CARD.open_both": (
        "The joker in {meld} stands for {options}, its suit still open; at this table "
        "only both of those cards at once free it (R6.2, R9)."
    ),
    "SWAP_WRONG_CARD.two": (
        "The jokers in {meld} stand for {options}: put in one of those cards to free the "
        "joker standing for it, one joker at a time (R6.2, R9)."
    ),
    # --- house rules (R9) ----------------------------------------------------------------
    "SWAP_NEEDS_BOTH": (
        "At this table a set's joker is freed only by both missing cards ({both}) at once, a house rule (R9)."
    ),
    "TAKEN_CARD_UNUSED": (
        "At this table the card you take from the discard pile must go into a new meld this "
        "turn, and the {card} has not, a house rule (R9). Put it into a new meld, or take back "
        "your moves, put it back and draw (R3.6)."
    ),
    "FREED_JOKER_UNUSED": (
        "At this table a joker you free must be melded or laid off in the same turn, before "
        "you discard, a house rule (R9)."
    ),
    "FREED_JOKER_UNUSED.stuck": (
        "At this table a joker you free must be melded or laid off in the same turn, "
        "a house rule (R9), and yours fits nowhere now: take the swap back (R3.6)."
    ),
    # --- check(action) when the move is fine ---------------------------------------------
    "ok.declare_konkan": (
        "You may declare Konkan: from then on you go down only with the whole Konkan, and it wins the game (R8.6)."
    ),
    "ok.draw": "You may draw the top card of the stock (R3.3).",
    "ok.take_discard": ("You may take the {card}, and you must then put down a new meld this turn (R3.3)."),
    "ok.take_discard.used": (
        "You may take the {card}, and you must then put it into a new meld this turn, a house rule (R9)."
    ),
    "ok.take_discard.declarer": (
        "You may take the {card}: as a Konkan declarer at this table you need not meld with it, a house rule (R9)."
    ),
    "ok.return_discard": "You may put the {card} back and draw instead (R3.3).",
    "ok.meld": "{melds} You may put it down now (R3.4).",
    "ok.opening": "{melds} Together {total} points, at least {minimum}: enough to go down (R5.1).",
    "ok.opening_out": "{melds} You go out at once with these, which needs no minimum (R5.4).",
    "ok.lay_off": "You may lay off {cards} on {meld}, making {result} (R6.1).",
    "ok.swap_joker": ("You may put {cards} into {meld} and take its joker into your hand (R6.2)."),
    "ok.discard": "You may discard the {card} (R3.5).",
    "ok.discard_out": "Discarding the {card}, your last card, takes you out (R7.1).",
    "ok.undo": "You may take back your last move of this turn (R3.6).",
    # --- what happened: events ---------------------------------------------------------------
    "event.deal": ("Round {number}: {dealer} dealt; {starter} with 15 cards, everyone else has 14 (R2.1)."),
    "event.deal.starts": "{who} starts",
    "event.deal.you_start": "you start",
    "event.deal.you": "you",
    "event.declare_konkan": (
        "{who} declared Konkan: from now on {who_lower} may go down only with the whole Konkan (R8.6)."
    ),
    "event.draw.private": "{who} drew {card} from the stock (R3.3).",  # {card}: "the 7♠", "the joker"
    "event.draw.public": "{who} drew a card from the stock (R3.3).",
    "event.take_discard": "{who} took {card} from the discard pile (R3.3).",
    "event.return_discard": "{who} put {card} back on the discard pile (R3.3).",
    "event.go_down": "{who} went down with {melds}, {points} points (R5.1).",
    "event.go_out_at_once": "{who} went down with {melds}, all at once (R5.4).",
    "event.meld": "{who} put down {melds} (R3.4).",
    "event.lay_off": "{who} laid off {what} on {owner} meld, making {result} (R6.1).",
    "event.swap_joker": ("{who} put {what} into {owner} meld and took its joker, which stood for {stands} (R6.2)."),
    "event.stood_for.either": "one of the two missing {plural}",  # both missing cards of a set went in
    "event.discard": "{who} discarded {card} (R3.5).",
    # cards an event names, with their article: "the 7♠", "the 9♠ 10♠", "the joker", "the 9♠ and the joker"
    "the.cards": "the {cards}",
    "the.joker": "the joker",
    "the.jokers": "the two jokers",
    "the.and": "{cards} and {jokers}",
    "event.undo": "{who} took back a move: {what} (R3.6).",
    "event.scores": "Scores: {scores} ({rules}).",
    "event.reshuffle": (
        "The stock ran out: the discard pile but its top card was shuffled into a new stock of {count} cards (R9)."
    ),
    "event.reshuffle.one": (
        "The stock ran out: the discard pile but its top card, one card, became the new stock (R9)."
    ),
    "WENT_OUT": "{who} went out (R7.1).{spoiled} {scores}",
    "WENT_OUT_HAND": "{who} went out with a Hand (R8.2). {scores}",
    "WENT_OUT_KONKAN": "{who} went out with a Konkan (R8.5). {scores}",
    "DECLARED_KONKAN_WON": "{who} went out with a declared Konkan and won the game (R8.6). {scores}",
    # why a player not down before the turn, out in it, did not go out with a Hand (or a Konkan)
    "spoiled.none": "",
    "spoiled.hand.lay_off": (
        " It is not a Hand, because {who} laid off on {owner} meld, and a Hand uses only "
        "{whose} own melds (R4.5, R8.2)."
    ),
    "spoiled.hand.swap_joker": (
        " It is not a Hand, because {who} took the joker from {owner} meld, and a Hand "
        "uses only {whose} own melds (R4.5, R8.2)."
    ),
    "spoiled.hand": (
        " It is not a Hand, because {who} touched another player's meld this turn, and a Hand uses "
        "only {whose} own melds (R4.5, R8.2)."
    ),
    "spoiled.konkan.lay_off": (
        " It is not a Konkan, because {who} laid off on {owner} meld, and a Konkan uses "
        "only {whose} own melds (R4.5, R8.5)."
    ),
    "spoiled.konkan.swap_joker": (
        " It is not a Konkan, because {who} took the joker from {owner} meld, and a "
        "Konkan uses only {whose} own melds (R4.5, R8.5)."
    ),
    "spoiled.konkan": (
        " It is not a Konkan, because {who} touched another player's meld this turn, and a Konkan "
        "uses only {whose} own melds (R4.5, R8.5)."
    ),
    "ROUND_VOID": (
        "The stock ran out and nobody went out: the round is void and is dealt again by the same dealer (R7.3, R2.3)."
    ),
    # --- score lines (R8) ---------------------------------------------------------------
    "score.out": "{who} went out: {score} (R8.1).",
    "score.hand": "{who} went out with a Hand: {score} (R8.2).",
    "score.konkan": "{who} went out with a Konkan: {score} (R8.5).",
    "score.partner": "{who} is the partner of the player who went out, so pays nothing: 0 (R8.4).",
    "score.konkan_paid": "{who} pays a flat {penalty} for the Konkan, whatever is in hand (R8.5).",
    "score.not_down": "{who} never went down, so pays {penalty} (R8.3).",
    "score.not_down_doubled": "{who} never went down, so pays {penalty}, doubled by the Hand to {score} (R8.3, R8.2).",
    "score.cards": "{who} holds {cards}, worth {penalty} (R8.3).",
    "score.cards_doubled": "{who} holds {cards}, worth {penalty}, doubled by the Hand to {score} (R8.3, R8.2).",
    "score.void": "{who} scores nothing: the round is void (R7.3).",
    # The score sheet's "Read as": the cards typed, what they are worth, and the rule that scores them
    # otherwise (a short form beside the cards, the whole sentence on hover).
    "read.not_down": "{who} holds {cards}, worth {worth}, but never went down, so pays {score} (R8.3).",
    "read.not_down.short": "never went down: pays {score} (R8.3)",
    "read.not_down_doubled": (
        "{who} holds {cards}, worth {worth}, but never went down, so pays {penalty}, doubled "
        "by the Hand to {score} (R8.3, R8.2)."
    ),
    "read.not_down_doubled.short": "never went down: {penalty}, doubled by the Hand to {score} (R8.3, R8.2)",
    "read.cards_doubled": "{who} holds {cards}, worth {worth}, doubled by the Hand to {score} (R8.3, R8.2).",
    "read.cards_doubled.short": "doubled by the Hand: {score} (R8.2)",
    "read.konkan_paid": "{who} holds {cards}, worth {worth}, but pays a flat {score} for the Konkan (R8.5).",
    "read.konkan_paid.short": "the Konkan: a flat {score} (R8.5)",
    "read.partner": (
        "{who} holds {cards}, worth {worth}, but is the partner of the player who went out, so pays nothing (R8.4)."
    ),
    "read.partner.short": "partner went out: pays nothing (R8.4)",
    "read.void": "{who} holds {cards}, worth {worth}, but the round is void, so scores nothing (R7.3).",
    "read.void.short": "void round: scores nothing (R7.3)",
    # --- hints and analyses ---------------------------------------------------------------
    # best_opening (R5)
    "OPENING_FOUND": "Put down {melds}: {points} points, enough to go down (R5.1).{jokers}",
    "OPENING_FOUND.run": (
        "Put down {melds}: {points} points, enough to go down (R5.1), with a run among them (R5.2).{jokers}"
    ),
    "OPENING_GOES_OUT": (
        "Put down {melds} and discard the {card}: you go out at once, which needs no minimum (R5.4).{jokers}"
    ),
    "OPENING_GOES_OUT.run": (
        "Put down {melds} and discard the {card}: you go out at once, which needs no minimum "
        "(R5.4), with a run among them (R5.2).{jokers}"
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
    "analysis.joker": " The joker stands for {card} (R4.4).",
    "analysis.or": " or ",  # between the cards a joker may stand for: 9♥ or 9♣
    "analysis.jokers": " The jokers stand for {cards}, with two jokers allowed at this table (R4.4, R9).",
    "analysis.joker_open": " The joker stands for {cards}; which one stays open until a fourth card joins the set (R4.4).",
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
        "down (R5.1). Taking it means you must put down a new meld this turn (R3.3).{without}"
    ),
    "hint.without_it": " Without it your best opening is {points} points.",
    "HINT_TAKE_CANNOT_GO_DOWN": (
        "Don't take the {card}, because even with it you can't go down this turn ({why}), "
        "and taking it means you must put down a new meld this turn (R3.3)."
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
        "(R8.2).{jokers}"
    ),
    "HINT_GO_OUT_AT_ONCE_KONKAN": (
        "Go out at once: put down {melds} and discard the {card} (R5.4, R7.2). That is "
        "a Konkan: {score} for you and a flat {penalty} for every opponent "
        "(R8.5).{jokers}"
    ),
    "HINT_GO_DOWN": (
        "Go down: put down {melds}, {total} points, at least {minimum} (R5.1).{jokers} Once down you "
        "may also lay off and swap jokers this turn (R5.3)."
    ),
    "HINT_GO_DOWN.run": (
        "Go down: put down {melds}, {total} points, at least {minimum} (R5.1) and with a run "
        "(R5.2).{jokers} Once down you may also lay off and swap jokers this turn (R5.3)."
    ),
    "HINT_PUT_BACK_CANNOT_GO_DOWN": "You took the {card} but can't go down with it ({why}). {back}",
    "HINT_PUT_BACK_NO_MELD": "You took the {card} but have no new meld to put down. {back}",
    "HINT_PUT_BACK_TAKEN_UNUSED": (
        "At this table the card taken from the discard pile must go into a new meld "
        "(R9), and the {card} went elsewhere. {back}"
    ),
    "HINT_PUT_BACK_TAKEN_UNUSED.pending": (
        "At this table the card taken from the discard pile must go into a new "
        "meld (R9), and the {card} is in none yet and can't go into one now. "
        "{back}"
    ),
    "hint.put_back": "{undo}put the card back and draw from the stock instead (R3.3, R3.6).",
    "hint.undo.none": "",
    "hint.undo.one": "take back your last move, ",
    "hint.undo.many": "take back your last {count} moves, ",
    "HINT_TAKE_SWAP_BACK": (
        "At this table a joker you free must be melded or laid off before you discard (R9), and "
        "yours can't be put into a new meld or laid off now. {back} (R3.6): you get your "
        "{returned} back and the joker returns to {owner} meld."
    ),
    "HINT_TAKE_SWAP_BACK.fits": (
        "At this table a joker you free must be melded or laid off before you discard (R9): "
        "put yours into a new meld or lay it off, or else {back} (R3.6), which gives you "
        "back your {returned} and returns the joker to {owner} meld."
    ),
    "hint.swap_back.one": "take the swap back",
    "hint.swap_back.many": "take back your last {count} moves, the swap among them",
    "HINT_CANNOT_GO_DOWN": "You can't go down yet. {why}",
    "HINT_GO_OUT": "Go out now: {plan}. You score {score} (R8.1).",
    "HINT_GO_OUT_HAND": (
        "Go out now with a Hand: {plan}. You were not down when this turn began and touch no one "
        "else's meld, so you score {score} and everyone else's points double (R8.2)."
    ),
    "HINT_GO_OUT_KONKAN": (
        "Go out now with a Konkan: {plan}. You went down this turn with exactly a Konkan and "
        "touch no one else's meld, so you score {score} and every opponent pays a flat {penalty} "
        "(R8.5)."
    ),
    "hint.plan.swap": "swap {cards} for the joker in {owner} meld {meld} (R6.2)",
    "hint.plan.meld": "put down {melds}",
    "hint.plan.lay_off": "lay off {cards} on {owner} meld {meld} (R6.1)",
    "hint.plan.discard": "discard the {card} (R7.2)",
    "hint.plan.steps": "{steps} and {last}",
    # hints: once down (R3.4, R6)
    "HINT_MELD": "Put down the new meld {meld} (R3.4): {total} points fewer in your hand (R8.3).{jokers}{oblige}",
    "hint.took_oblige": " You took the {card}, so you must put down a new meld this turn (R3.3).",
    "hint.taken_oblige": " At this table the {card} you took must go into a new meld before you discard (R9).",
    "hint.freed_oblige": " At this table the joker you freed must be melded or laid off before you discard (R9).",
    "hint.taken_laid_off": (
        " That puts the {card} you took into a meld you put down this turn, as this table requires (R9)."
    ),
    "HINT_LAY_OFF": (
        "Lay off {laid} on {owner} meld {meld}, making {result} (R6.1): {shed} points fewer in your hand (R8.3).{joker}"
    ),
    "hint.owner.yours": "your",
    "hint.owner.theirs": "{name}'s",
    "hint.lay_off_joker": (
        " The joker would stand for {card} there (R4.4); a joker is usually worth keeping for a meld of your own."
    ),
    "hint.lay_off_joker.owed": " The joker would stand for {card} there (R4.4).",
    "HINT_SWAP_JOKER": (
        "Swap your {swapped} for the joker in {owner} meld {meld}: the joker stands for {stands}, so "
        "the {swapped} takes its place and the joker comes to your hand (R6.2). {after}"
    ),
    "HINT_SWAP_JOKER.both": (
        "Swap your {swapped} for the joker in {owner} meld {meld}: the joker stands for {stands}, "
        "so the {swapped} take its place and the joker comes to your hand (R6.2). {after}"
    ),
    "hint.swap.keep": "You may keep it for a meld of your own (R6.3).",
    "hint.swap.must_use": "At this table you must then meld or lay off the joker before you discard (R9).",
    # hints: the discard (R3.5, R8.3): the few best discards, and one note on the cards to keep
    "HINT_DISCARD": "Discard the {card}: left in hand it costs {value} (R8.3){why}{table}{took}.",
    "HINT_DISCARD.joker": "Discard a joker: you hold nothing else, and left in hand it costs {value} (R8.3).",
    "hint.discard.last": ", and it is your last card, so discarding it takes you out (R7.1)",
    "hint.discard.in_plan": ", though it belongs to the melds you can put down now",
    "hint.discard.goes_out": (
        ", and it is the one card left once the rest are down, so discarding it then takes you out (R7.2)"
    ),
    "hint.discard.in_meld": ", though it is part of a meld you hold",
    "hint.discard.feeds": ", though it goes with your {cards} toward a meld (R4.1, R4.2)",
    "hint.discard.feeds_none": ", and it feeds no meld in your hand",
    "hint.discard.lay_off": "; it could be laid off on {owner} meld {meld} instead (R6.1)",
    "hint.discard.fits": "; it fits {owner} meld {meld} on the table (R6.1)",
    "hint.discard.feeds_next": (
        "; but {name}, who plays next, took the {taken} from the discard pile, and this card "
        "goes with it toward a meld (R4.1, R4.2)"
    ),
    "hint.discard.took": "; it is the card you took, which you may discard now that your new meld is down (R3.5)",
    "hint.discard.took.free": "; it is the card you took, which at this table a declarer may discard (R9)",
    "HINT_KEEP_JOKER": "Keep {clauses}.",
    "HINT_KEEP": "Keep {clauses}.",
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
    "hint.and": " and ",
}


# What the computer players say about their own moves (konkan.play.players), in the first person.
_BOTS: dict[str, str] = {
    "bot.whose.pile": "the",
    "bot.whose.mine": "my",
    "bot.whose.theirs": "{name}'s",
    "bot.short.one": "one card",
    "bot.short.many": "{count} cards",
    "bot.declare.held": (
        "I declared Konkan: I hold {run} and {set}, a whole Konkan, and a declared Konkan put "
        "down wins the game (R8.5, R8.6)."
    ),
    "bot.declare.short": "I declared Konkan while {short} short of one: a declared Konkan put down wins the game (R8.6).",
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
    "bot.swap.going_out": "I swapped {cards} for the joker in {owner} meld {meld} on my way out this turn (R6.2, R7.2).",
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
}
EN.update(_BOTS)

# What a widget shows once its kernel is gone (a restart, a stopped or culled kernel): sent to the
# page when the widget is made, since nothing can be sent after. {what} names the widget.
EN["widget.lost"] = "This {what} lost its connection: run the cells again (Run ▸ Run All Cells)."

# Puzzles: the meld-or-not question of the first lessons' test (no points: lesson 4 teaches them).
EN.update(
    {
        "puzzle.right": "Right: {why}",
        "puzzle.is_meld.prompt": "Is this a meld (R4)?\n{cards}",
        "puzzle.is_meld.missed": "It is a meld. {why}",
        "puzzle.is_meld.form": (
            "Answer with \u201cyes\u201d if the cards make a meld (R4) or \u201cno\u201d if they "
            "do not; {said} is neither."
        ),
        "puzzle.two_jokers_table": "This table has two jokers allowed in one meld (R9).",
    }
)


class _Fields(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        raise KeyError(f"the sentence needs a value for {{{key}}}")


OPENING_MINIMUM = 51  # R5.1; any other minimum a sentence states is a house rule's (R9)


def say(key: str, **fields: Any) -> str:
    """The sentence for ``key`` (a reason code or a phrase key), filled in with ``fields``.

    A sentence stating an opening minimum other than R5.1's 51 (a table playing 71, or one whose
    minimum rises during the round) cites R9 beside R5.1, so a learner who looks R5.1 up finds
    why the number differs."""
    text = EN[str(key)].format_map(_Fields(fields))
    if fields.get("minimum", OPENING_MINIMUM) != OPENING_MINIMUM:
        text = text.replace("(R5.1)", "(R5.1, R9)")
    return text


def template(key: str) -> str:
    return EN[str(key)]
