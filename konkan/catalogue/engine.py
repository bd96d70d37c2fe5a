"""The engine's words: melds, the turn, going down, the table, house rules, events and score lines."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # --- a list in words (say_list): "a", "a and b", "a, b and c" -------------------------
    "list.more": "{items}, {item}",
    "list.last": "{items} and {item}",
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
    "MUST_DRAW_FIRST.meld": (
        "Before you can put down a meld, begin your turn: draw from the stock or take the top discard (R3.3)."
    ),
    "MUST_DRAW_FIRST.lay_off": (
        "Before you can lay off, begin your turn: draw from the stock or take the top discard (R3.3)."
    ),
    "MUST_DRAW_FIRST.swap": (
        "Before you can swap a joker, begin your turn: draw from the stock or take the top discard (R3.3)."
    ),
    "MUST_DRAW_FIRST.discard": (
        "Before you can discard, begin your turn: draw from the stock or take the top discard (R3.3)."
    ),
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
    "NOT_DOWN.lay_off": "You can lay off cards only once you are down: put down your opening melds first (R5.3).",
    "NOT_DOWN.swap": "You can swap a joker only once you are down: put down your opening melds first (R5.3).",
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
    "NO_SUCH_MELD.one": "There is no such meld on the table: it holds {count} meld (R6.1).",
    "NO_SUCH_MELD.many": "There is no such meld on the table: it holds {count} melds (R6.1).",
    "LAYOFF_WRONG_SUIT": (
        "You can't lay off {card} on {meld}: that is a run of {suit}, and every card of a run is the same suit (R4.1)."
    ),
    "LAYOFF_WRONG_RANK": (
        "You can't lay off {card} on {meld}: that is a set of {plural}, and every card of a "
        "set is the same rank (R4.2)."
    ),
    "LAYOFF_SECOND_JOKER": "{meld} already holds a joker, and a meld may hold only one (R4.3).",
    "LAYOFF_BREAKS_MELD": "You can't lay off {cards} on {meld}, because {why}",
    # The meld the lay-off would make, and why it is no meld: one sentence per meld refusal (its key after the dot).
    "LAYOFF_BREAKS_MELD.TWO_JOKERS": (
        "You can't lay off {cards} on {meld}, because "
        "{result} holds {count} jokers, but a meld may hold only one (R4.3)."
    ),
    "LAYOFF_BREAKS_MELD.JOKERS_OUTNUMBER": (
        "You can't lay off {cards} on {meld}, because "
        "{result} holds two jokers and only one real card: this table allows two jokers in a meld, "
        "but never more jokers than real cards (R9)."
    ),
    "LAYOFF_BREAKS_MELD.JOKER_AS_WITHOUT_JOKER": (
        "You can't lay off {cards} on {meld}, because "
        "{result} has no joker, so there is no card for a joker to stand for (R4.4)."
    ),
    "LAYOFF_BREAKS_MELD.JOKER_AS_INVALID": (
        "You can't lay off {cards} on {meld}, because "
        "in {result} the joker cannot stand for {wanted}: it can stand only for {options} (R4.4)."
    ),
    "LAYOFF_BREAKS_MELD.JOKER_AS_INVALID.none": (
        "You can't lay off {cards} on {meld}, because in {result} the joker cannot stand for {wanted} (R4.4)."
    ),
    "LAYOFF_BREAKS_MELD.JOKER_AS_INVALID.pair": (
        "You can't lay off {cards} on {meld}, because "
        "in {result} the jokers cannot stand for {wanted} together: the two can stand only for {options} (R4.4, R9)."
    ),
    "LAYOFF_BREAKS_MELD.JOKER_FIXED": (
        "You can't lay off {cards} on {meld}, because "
        "{result} would not keep the joker as {stands}: a joker's card is fixed once it is put down (R4.4)."
    ),
    "LAYOFF_BREAKS_MELD.SET_DUPLICATE_SUIT": (
        "You can't lay off {cards} on {meld}, because "
        "{result} is not a set: it has two {card}, and every card of a set must be of a different suit (R4.2)."
    ),
    "LAYOFF_BREAKS_MELD.SET_TOO_MANY": (
        "You can't lay off {cards} on {meld}, because "
        "{result} is not a set: a set has at most four cards, one of each suit (R4.2)."
    ),
    "LAYOFF_BREAKS_MELD.SET_MIXED_RANKS": (
        "You can't lay off {cards} on {meld}, because "
        "{result} is not a set: a set is all one rank, and these ranks differ (R4.2)."
    ),
    "LAYOFF_BREAKS_MELD.RUN_DUPLICATE_RANK": (
        "You can't lay off {cards} on {meld}, because "
        "{result} is not a run: it has two {card}, and a run has each rank once (R4.1)."
    ),
    "LAYOFF_BREAKS_MELD.RUN_TOO_LONG": (
        "You can't lay off {cards} on {meld}, because "
        "{result} is not a run: a run has at most thirteen cards, ace to king (R4.1)."
    ),
    "LAYOFF_BREAKS_MELD.RUN_WRAPS": (
        "You can't lay off {cards} on {meld}, because "
        "{result} is not a run: the ace goes below the two or above the king, never both, "
        "so a run cannot turn the corner from king to two (R4.1)."
    ),
    "LAYOFF_BREAKS_MELD.RUN_GAP": (
        "You can't lay off {cards} on {meld}, because "
        "{result} is not a run: there is a gap where {gaps} should be (R4.1)."
    ),
    "LAYOFF_BREAKS_MELD.RUN_GAP.jokers": (
        "You can't lay off {cards} on {meld}, because "
        "{result} is not a run: it is missing {gaps}, and its two jokers can fill only two gaps (R4.1, R9)."
    ),
    "LAYOFF_BREAKS_MELD.RUN_GAP.joker": (
        "You can't lay off {cards} on {meld}, because "
        "{result} is not a run: it is missing {gaps}, and its one joker can fill only one gap (R4.1, R4.3)."
    ),
    "LAYOFF_BREAKS_MELD.RUN_MIXED_SUITS": (
        "You can't lay off {cards} on {meld}, because "
        "{result} is not a run: a run is all one suit, and this mixes {suits} (R4.1)."
    ),
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
    "event.deal.you": "you",
    "event.deal.others": "Round {number}: {dealer} dealt; {who} starts with 15 cards, everyone else has 14 (R2.1).",
    "event.deal.yours": "Round {number}: {dealer} dealt; you start with 15 cards, everyone else has 14 (R2.1).",
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
    "score.cards.none": "{who} holds no cards, worth {penalty} (R8.3).",
    "score.cards_doubled.none": "{who} holds no cards, worth {penalty}, doubled by the Hand to {score} (R8.3, R8.2).",
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
    # --- named things: suits, ranks, a card in words, whose meld -------------------------
    "word.suit.S": "spade",
    "word.suit.S.plural": "spades",
    "word.suit.H": "heart",
    "word.suit.H.plural": "hearts",
    "word.suit.D": "diamond",
    "word.suit.D.plural": "diamonds",
    "word.suit.C": "club",
    "word.suit.C.plural": "clubs",
    "word.rank.1": "ace",
    "word.rank.1.plural": "aces",
    "word.rank.2": "two",
    "word.rank.2.plural": "twos",
    "word.rank.3": "three",
    "word.rank.3.plural": "threes",
    "word.rank.4": "four",
    "word.rank.4.plural": "fours",
    "word.rank.5": "five",
    "word.rank.5.plural": "fives",
    "word.rank.6": "six",
    "word.rank.6.plural": "sixes",
    "word.rank.7": "seven",
    "word.rank.7.plural": "sevens",
    "word.rank.8": "eight",
    "word.rank.8.plural": "eights",
    "word.rank.9": "nine",
    "word.rank.9.plural": "nines",
    "word.rank.10": "ten",
    "word.rank.10.plural": "tens",
    "word.rank.11": "jack",
    "word.rank.11.plural": "jacks",
    "word.rank.12": "queen",
    "word.rank.12.plural": "queens",
    "word.rank.13": "king",
    "word.rank.13.plural": "kings",
    "word.joker": "joker",
    "word.card": "{rank} of {suit}",
    "word.owner.your_own": "your own",
    "word.owner.their_own": "their own",
    "word.owner.your": "your",
    "word.owner.named": "{name}'s",
    "list.or": "{items} or {item}",
    # --- a meld on the table, its jokers' readings beside it ------------------------------
    "meld.shown.jokers": "{cards} (jokers as {readings})",
    "meld.shown.joker_open": "{cards} (joker: {options})",
    "meld.shown.joker": "{cards} (joker as {card})",
    # --- the end of a game: who won and why, and the standings' notes ----------------------
    "end.konkan.one": (
        "{name} went out with a declared Konkan in the last round, so {who} wins the game whatever the totals (R8.6)."
    ),
    "end.konkan.many": (
        "{name} went out with a declared Konkan in the last round, so {who} win the game whatever the totals (R8.6)."
    ),
    "end.elimination.over.one": (
        "Everyone still in passed the limit of {limit} in round {round}: {who} stays with the lowest total, "
        "{total}, and wins (R9)."
    ),
    "end.elimination.over.many": (
        "Everyone still in passed the limit of {limit} in round {round}: {who} stay with the lowest total, "
        "{total}, and share the win (R9)."
    ),
    "end.elimination.last": "{who} is the last player left in the game and wins (R9).",
    "end.how.teams_tie": "the two teams share the win: both team totals are {total}",
    "end.how.team": "{who} win with the lower team total, {total}",
    "end.how.one": "{who} wins with the lowest total, {total}",
    "end.how.many": "{who} share the win with the lowest total, {total}",
    "end.reached.team": "{who}'s team total",
    "end.reached.one": "{who}'s total",
    "end.target.one": "{reached} reached the target of {limit} in round {round}, so the game is over: {how} (R9).",
    "end.target.two": (
        "{reached} both reached the target of {limit} in round {round}, so the game is over: {how} (R9)."
    ),
    "end.target.many": (
        "{reached} all reached the target of {limit} in round {round}, so the game is over: {how} (R9)."
    ),
    "end.rounds.one": "After {rounds} counted round the game is over: {how} (R8.7).",
    "end.rounds.many": "After {rounds} counted rounds the game is over: {how} (R8.7).",
    "end.note.won": "won",
    "end.note.left": "left after round {round} (over {limit})",
    # --- the score sheet: where the game stands --------------------------------------------
    "sheet.total": "{name} {total}",
    "sheet.total.out": "{name} {total} (out of the game)",
    "sheet.totals": "Totals: {totals}.",
    "sheet.totals.final": "Final totals: {totals}.",
    "sheet.teams": "Teams: {first} {a}, {second} {b}.",
    "sheet.left.one": "{name} leaves the game: their total, {total}, passed the limit of {limit} (R9).",
    "sheet.left.many": "{who} leave the game: their totals ({totals}) passed the limit of {limit} (R9).",
    "sheet.over": "{verdict} A new game starts the sheet over.",
    "sheet.void": "Round {number} was void: it scores nothing and is dealt again by the same dealer (R7.3, R2.3).",
    "sheet.next.last": (
        "Next: round {number} of {rounds}, the last. A player not yet down may declare Konkan in it (R8.6)."
    ),
    "sheet.next.rounds": "Next: round {number} of {rounds} (R8.7).",
    "sheet.next.target": "Next: round {number}. The game ends after the round in which a total reaches {limit} (R9).",
    "sheet.next.target.team": (
        "Next: round {number}. The game ends after the round in which a team total reaches {limit} (R9)."
    ),
    "sheet.next.elimination": (
        "Next: round {number}, played by {who}. A player whose total passes {limit} leaves the game (R9)."
    ),
    "sheet.declare_refusal": "{refusal} A Konkan put down without a declaration scores as R8.5 says.",
    "sheet.refusal": "This sheet takes no more rounds. {verdict} A new game starts the sheet over.",
    "repr.sheet": "<Sheet {players} players, {rounds} rounds entered, totals {totals}>",
    # --- a round's moves named inside a sentence ------------------------------------------
    "ok.quiet": "That move is allowed now (R3).",
    "word.seat": "seat {seat}",
    "repr.round": "<Round {number}, {players} players, {state}>",
    "repr.round.of": "<Round {number} of {rounds}, {players} players, {state}>",
    "repr.round.over": "over ({ending})",
    "repr.round.turn": "seat {seat} to {phase}",
    # --- the reader, named in a sentence about their own move ------------------------------
    "word.you": "you",
    "word.you.start": "You",
    "word.your": "your",
    "word.their": "their",
    "event.score": "{who} {score}",
    # --- the seats' names, unless the table names them -----------------------------------
    "word.seat_name.south": "South",
    "word.seat_name.east": "East",
    "word.seat_name.north": "North",
    "word.seat_name.west": "West",
    "word.seat_name.north_east": "North-East",
    "word.seat_name.north_west": "North-West",
    "word.seat_name.numbered": "Seat {seat}",
    # --- how a value shows itself to a programmer (repr) ---------------------------------
    "repr.legal_actions": "<LegalActions of seat {seat}>",
}
