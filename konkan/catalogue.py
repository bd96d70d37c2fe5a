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
    "meld.set": "{cards} is a set of {plural} worth {points} points (R4.2).",
    "note.ace_low": "The ace counts 1 here, below the two (R5.1).",
    "note.joker_choice": "The joker could stand for {others} instead, if you say so when you put it down (R4.4).",
    "note.set_joker_open": ("The joker stands for the {rank} of {suits}; which one stays open until a fourth "
                            "card joins the set (R4.4)."),
    "note.set_joker": "The joker stands for the missing {card} (R4.4).",
    # --- melds: illegal (R4) -------------------------------------------------------------
    "TOO_FEW_CARDS": "A meld needs at least three cards, and {cards} is only {count} (R4.1, R4.2).",
    "TOO_FEW_CARDS.none": "A meld needs at least three cards, and no card was given (R4.1, R4.2).",
    "TWO_JOKERS": "{cards} holds {count} jokers, but a meld may hold only one (R4.3).",
    "JOKER_AS_WITHOUT_JOKER": "{cards} has no joker, so there is no card for a joker to stand for (R4.4).",
    "JOKER_AS_INVALID": "In {cards} the joker cannot stand for {wanted}: it can stand only for {options} (R4.4).",
    "JOKER_AS_INVALID.none": "In {cards} the joker cannot stand for {wanted} (R4.4).",
    "JOKER_FIXED": "{cards} would not keep the joker as {stands}: a joker's card is fixed once it is put down (R4.4).",
    "SET_DUPLICATE_SUIT": ("{cards} is not a set: it has two {card}, and every card of a set must be of a "
                           "different suit (R4.2)."),
    "SET_TOO_MANY": "{cards} is not a set: a set has at most four cards, one of each suit (R4.2).",
    "SET_MIXED_RANKS": "{cards} is not a set: a set is all one rank, and these ranks differ (R4.2).",
    "RUN_DUPLICATE_RANK": "{cards} is not a run: it has two {card}, and a run has each rank once (R4.1).",
    "RUN_TOO_LONG": "{cards} is not a run: a run has at most thirteen cards, ace to king (R4.1).",
    "RUN_WRAPS": ("{cards} is not a run: the ace goes below the two or above the king, never both, so a run "
                  "cannot turn the corner from king to two (R4.1)."),
    "RUN_GAP": "{cards} is not a run: there is a gap where {gaps} should be (R4.1).",
    "RUN_GAP.joker": ("{cards} is not a run: it is missing {gaps}, and its one joker can fill only one gap "
                      "(R4.1, R4.3)."),
    "RUN_MIXED_SUITS": "{cards} is not a run: a run is all one suit, and this mixes {suits} (R4.1).",
    "NOT_A_MELD": ("{cards} is neither a run (one suit, in unbroken order, R4.1) nor a set (one rank, every "
                   "suit different, R4.2)."),
    # --- the turn (R3) -------------------------------------------------------------------
    "NOT_YOUR_TURN": "It is {current}'s turn, not {seat}'s: play goes round the table in seat order (R1.3).",
    "ROUND_OVER": "The round is over: no more moves can be made (R7.1).",
    "NOT_IN_HAND": "You have no {card} in your hand (R3.4).",
    "TOO_FEW_IN_HAND": "You have only {count} {card} in your hand, and you named more (R3.4).",
    "MUST_DRAW_FIRST": ("Before you can {doing}, begin your turn: draw from the stock or take the top discard "
                        "(R3.3)."),
    "ALREADY_BEGUN": "You have already begun this turn: a turn begins with one draw or one take, not two (R3.3).",
    "STARTER_NO_DRAW": ("The starter's first turn has no draw: you were dealt 15 cards. Meld if you can, then "
                        "discard (R3.2)."),
    "STOCK_EMPTY": "The stock is empty, so there is nothing to draw (R7.3).",
    "NOT_TOP_DISCARD": "The {card} is not the top of the discard pile: the {top} is (R3.3).",
    "DISCARD_PILE_EMPTY": "The discard pile is empty, so there is no card to take (R3.3).",
    "NOTHING_TO_RETURN": ("You did not take the top discard this turn, so there is nothing to put back "
                          "(R3.3)."),
    "RETURN_TOO_LATE": ("You have done more since taking the {card}: take those moves back first, the last "
                        "one first, then put the card back (R3.6)."),
    "MUST_KEEP_DISCARD": ("That would empty your hand, but every turn ends with a discard: keep at least one "
                          "card (R3.5)."),
    "MUST_MELD_AFTER_TAKING": ("You took the {card} from the discard pile, so you must put down a new meld "
                               "before your turn ends. If you can't, take back your moves, put the card back "
                               "and draw instead (R3.3, R3.6)."),
    "NOTHING_TO_UNDO": "There is nothing to take back this turn (R3.6).",
    "DRAW_CANNOT_BE_UNDONE": ("There is nothing left to take back: a card drawn from the stock stays in your "
                              "hand, since you have seen it (R3.6)."),
    # --- going down (R5) and Konkan (R8.6) ------------------------------------------------
    "OPENING_NEEDS_RUN": "Going down the first time needs at least one run among your melds (R5.2).",
    "OPENING_TOO_LOW": ("Your melds add up to {total} points, but going down the first time needs at least "
                        "{minimum}, {short} more (R5.1)."),
    "NOT_DOWN": "You can {doing} only once you are down: put down your opening melds first (R5.3).",
    "KONKAN_NOT_LAST_ROUND": ("Konkan can be declared only in the last round (round {last}); this is round "
                              "{number} (R8.6)."),
    "KONKAN_ALREADY_DECLARED": "You have already declared Konkan this round (R8.6).",
    "KONKAN_ALREADY_DOWN": "Only a player not yet down may declare Konkan (R8.6).",
    "KONKAN_NOT_AT_START": ("Konkan must be declared at the very start of your turn, before you draw or do "
                            "anything else (R3.1)."),
    "KONKAN_DECLARED_ONLY": ("You declared Konkan, so you may go down only with the whole Konkan at once: a "
                             "run of ten and a set of four, or a run of eleven and a set of three (R8.6)."),
    # --- the table (R6) ------------------------------------------------------------------
    "NO_SUCH_MELD": "There is no meld {index} on the table: the melds are numbered 0 to {last} (R6.1).",
    "NO_SUCH_MELD.empty": "There are no melds on the table yet (R6.1).",
    "LAYOFF_WRONG_SUIT": ("You can't lay off {card} on {meld}: that is a run of {suit}, and every card of a "
                          "run is the same suit (R4.1)."),
    "LAYOFF_WRONG_RANK": ("You can't lay off {card} on {meld}: that is a set of {plural}, and every card of a "
                          "set is the same rank (R4.2)."),
    "LAYOFF_SECOND_JOKER": "{meld} already holds a joker, and a meld may hold only one (R4.3).",
    "LAYOFF_BREAKS_MELD": "You can't lay off {cards} on {meld}: {why}",
    "LAYOFF_CHANGES_KIND": "Laying off {cards} would change what {meld} is (R6.1).",
    "USE_JOKER_SWAP": ("The joker in {meld} already stands for {stands}: put in the {stands} as a joker swap, "
                       "and the joker comes to your hand (R6.2)."),
    "NO_JOKER_IN_MELD": "{meld} has no joker to take (R6.2).",
    "SWAP_JOKER_FOR_JOKER": "A joker frees a joker for nothing: put in the card the joker stands for (R6.2).",
    "SWAP_WRONG_CARD": "The joker in {meld} stands for {options}, so only that card frees it (R6.2).",
    "SWAP_ONE_CARD": "Only one card, the {card}, goes in for the joker (R6.2).",
    # --- house rules (R9) ----------------------------------------------------------------
    "SWAP_NEEDS_BOTH": ("At this table a set's joker is freed only by both missing cards ({both}) at once, a "
                        "house rule (R9)."),
    "TAKEN_CARD_UNUSED": ("At this table the card you take from the discard pile must go into a new meld this "
                          "turn, and the {card} has not, a house rule (R9). Put it into a new meld, or take back "
                          "your moves, put it back and draw (R3.6)."),
    "FREED_JOKER_UNUSED": ("At this table a joker you free must be melded or laid off in the same turn, before "
                           "you discard, a house rule (R9)."),
    "FREED_JOKER_UNUSED.stuck": ("At this table a joker you free must be melded or laid off in the same turn, "
                                 "a house rule (R9), and yours fits nowhere now: take the swap back (R3.6)."),
    # --- check(action) when the move is fine ---------------------------------------------
    "ok.declare_konkan": ("You may declare Konkan: from then on you go down only with the whole Konkan, and "
                          "it wins the game (R8.6)."),
    "ok.draw": "You may draw the top card of the stock (R3.3).",
    "ok.take_discard": ("You may take the {card}, and you must then put down a new meld this turn (R3.3)."),
    "ok.return_discard": "You may put the {card} back and draw instead (R3.3).",
    "ok.meld": "{melds}",
    "ok.opening": "{melds} Together {total} points, at least {minimum}: enough to go down (R5.1).",
    "ok.opening_out": "{melds} You go out at once with these, which needs no minimum (R5.4).",
    "ok.lay_off": "You may lay off {cards} on {meld}, making {result} (R6.1).",
    "ok.swap_joker": ("You may put {cards} into {meld} and take its joker into your hand (R6.2)."),
    "ok.discard": "You may discard the {card} (R3.5).",
    "ok.discard_out": "Discarding the {card}, your last card, takes you out (R7.1).",
    "ok.undo": "You may take back your last move of this turn (R3.6).",
    # --- what happened: events ---------------------------------------------------------------
    "event.deal": ("Round {number}: {dealer} dealt; {starter} starts with 15 cards, everyone else has 14 "
                   "(R2.1)."),
    "event.declare_konkan": ("{who} declared Konkan: from now on {who_lower} may go down only with the whole "
                             "Konkan (R8.6)."),
    "event.draw.private": "{who} drew {card} from the stock (R3.3).",
    "event.draw.public": "{who} drew a card from the stock (R3.3).",
    "event.take_discard": "{who} took the {card} from the discard pile (R3.3).",
    "event.return_discard": "{who} put the {card} back on the discard pile (R3.3).",
    "event.go_down": "{who} went down with {melds}, {points} points (R5.1).",
    "event.go_out_at_once": "{who} went down with {melds}, all at once (R5.4).",
    "event.meld": "{who} put down {melds} (R3.4).",
    "event.lay_off": "{who} laid off {what} on {owner} meld, making {result} (R6.1).",
    "event.swap_joker": ("{who} put {what} into {owner} meld and took its joker, which stood for {stands} "
                         "(R6.2)."),
    "event.discard": "{who} discarded the {card} (R3.5).",
    "event.undo": "{who} took back a move: {what} (R3.6).",
    "event.scores": "Scores: {scores}.",
    "event.reshuffle": ("The stock ran out: the discard pile but its top card was shuffled into a new stock "
                        "of {count} cards (R9)."),
    "event.over.out": "{who} went out (R7.1). {scores}",
    "event.over.hand": "{who} went out with a Hand (R8.2). {scores}",
    "event.over.konkan": "{who} went out with a Konkan (R8.5). {scores}",
    "event.over.declared": "{who} went out with a declared Konkan and wins the game (R8.6). {scores}",
    "event.over.void": "The stock ran out and nobody went out: the round is void and is dealt again (R7.3).",
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
}


class _Fields(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        raise KeyError(f"the sentence needs a value for {{{key}}}")


def say(key: str, **fields: Any) -> str:
    """The sentence for ``key`` (a reason code or a phrase key), filled in with ``fields``."""
    return EN[str(key)].format_map(_Fields(fields))


def template(key: str) -> str:
    return EN[str(key)]
