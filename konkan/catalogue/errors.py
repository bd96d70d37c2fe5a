"""The words of errors on bad input: a card, a seat, an option or a save that can't be taken.

Each sentence names the input it refuses (``{value}`` is the input as ``konkan.errors.shown``
quotes it); ``{name}`` is the name of the argument or field, as the code spells it."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # --- an input quoted -----------------------------------------------------------------
    "error.shown.huge": "<a whole number of {digits} digits>",
    # --- whole numbers ------------------------------------------------------------------
    "error.whole": "{name} must be a whole number, got {value}",
    "error.whole.range": "{name} must be a whole number from {low} to {high}, got {value}",
    "error.whole.from": "{name} must be a whole number from {low} up, got {value}",
    "error.whole.between": "{name} must be from {low} to {high}, got {value}",
    "error.whole.at_least": "{name} must be at least {low}, got {value}",
    "error.seat.range": "seat must be a whole number from 0 to {high}, got {value}",
    # --- names ---------------------------------------------------------------------------
    "error.lazy.no_attribute": "module {package} has no attribute {name}",
    "error.names.count": "names must give one name per seat ({players}), got {value}",
    "error.names.bad": "the name of seat {seat} must be text of 1 to 40 printable characters, got {value}",
    "error.names.same": "seat names must differ from each other, got {value}",
    "error.names.you": "'You' is how a seat reads its own moves: choose another name",
    # --- rules ---------------------------------------------------------------------------
    "error.rules.bool": "{name} must be True or False, got {value}",
    "error.rules.partnership": (
        "partnership needs exactly 4 players (two teams of two, partners opposite, R1.1); got players={players}"
    ),
    "error.rules.empty_stock": "empty_stock must be 'void' or 'reshuffle', got {value}",
    "error.rules.one_of": "{name} must be one of {choices}, got {value}",
    "error.rules.jokers_per_meld": "jokers_per_meld must be 1 or 2, got {value}",
    "error.rules.elimination": "game_end='elimination' is for players on their own, not partnerships (R9)",
    "error.rules.preset": "there is no preset {value}: the presets are {choices}",
    "error.rules.mapping": "rules must be a mapping of option names to values, got {value}",
    "error.rules.unknown": "unknown rules option(s): {value}",
    "error.rules.type": "rules must be a konkan.Rules, got {value}",
    # --- a round's scores -----------------------------------------------------------------
    "error.scores.team": "a partnership has 4 seats, so 4 scores, got {value}",
    "error.scores.ending": "ending must be one of {choices}, got {value}",
    "error.scores.hands": "hands must list each seat's cards, 2 to 5 seats, got {value}",
    "error.scores.went_down": "went_down must give True or False for each of the {seats} seats, got {value}",
    "error.scores.partnership": "a partnership round has 4 seats, got {hands} hands",
    "error.scores.finisher": "finisher must be a seat from 0 to {high}, got {value}",
    "error.scores.finisher_hand": (
        "the finisher (seat {seat}) went out, so their hand must be empty, got {count} cards"
    ),
    "error.scores.finisher_down": (
        "the finisher (seat {seat}) went out, so they went down: went_down[{seat}] must be True"
    ),
    "error.what.hand": "hand of seat {seat}",
    # --- a game's rounds ------------------------------------------------------------------
    "error.game.unfinished": "it follows a round that never ended",
    "error.game.over": "the game is over: no round follows",
    "error.game.players": (
        "the round is played under other rules or by other players than the game deals it to ({names})"
    ),
    "error.game.order": "it should be round {number} dealt by {dealer}, but it is round {got} dealt by {got_dealer}",
    "error.game.seed": "it does not carry the seed the game gives it: rounds were reordered or altered",
    "error.game.round": "round must be one of this game's rounds, got {value}",
    "error.game.not_over": "round {number} is not over yet: finish it before dealing the next",
    "error.game.no_next": "the game is over: there is no next round",
    # --- table melds ----------------------------------------------------------------------
    "error.table_meld.mapping": "a table meld is a mapping made by TableMeld.to_dict, got {value}",
    "error.table_meld.unknown": "a table meld has no field {value}",
    "error.table_meld.missing": "a table meld needs its {value}",
    "error.table_meld.cards": "a table meld's cards must be 3 to 13 different card ids, got {value}",
    "error.table_meld.owner": "a table meld's owner must be a seat from 0 to 4, got {value}",
    "error.table_meld.codes": "a table meld's joker_readings must list card codes, got {value}",
    "error.table_meld.jokers": "a table meld's joker_readings must give one card per joker, got {value}",
    "error.table_meld.illegal": "the meld {cards} is not legal: {why}",
    "error.table_meld.order": "a table meld's cards must lie in table order ({cards}), got {value}",
    "error.table_meld.field": "a table meld's {name} must be {expected} for those cards, got {value}",
    # --- cards ----------------------------------------------------------------------------
    "error.card.numbers": "a card's rank and copy are whole numbers, got {rank} and {copy}",
    "error.card.joker_suit": "a joker has no suit, got suit {value}",
    "error.card.rank": "a card's rank is 1 (ace) to 13 (king), got {value}",
    "error.card.suit": "a card's suit is one of S H D C, got {value}",
    "error.card.copy": "there are two of every card: copy is 0 or 1, got {value}",
    "error.card.not_a_card": (
        "{value} is not a card: write a rank (A, 2-10 or T, J, Q, K) then a suit (S H D C or ♠ ♥ ♦ ♣), "
        "or JK for a joker"
    ),
    "error.card.id": "a card id is a whole number from 0 to 105, got {value}",
    "error.card.one": "{what} should be one card, got {value}",
    "error.card.type": "{what} should be a card such as '7S', got {value}",
    "error.cards.not_a_card": (
        "card {position} ({value}) is not a card: write a rank (A, 2-10 or T, J, Q, K) then a suit "
        "(S H D C or ♠ ♥ ♦ ♣), or JK for a joker"
    ),
    "error.cards.slip": "card {position} ({value}) is not a card: {fix} {why}",
    "error.cards.text": "parse_cards expects text such as '7S 8S 9S', got {value}",
    "error.cards.third": "card {position} ({value}): there are only two {card} in the game",
    "error.cards.third_joker": "card {position} ({value}): there are only two jokers in the game",
    "error.cards.type": "{what} must be text such as '7S 8S 9S' or a list of cards, got {value}",
    "error.cards.too_many": "{what}: more cards than the game has (106)",
    "error.cards.twice": "{what}: the same physical card {value} appears twice",
    "error.cards.item_one": "{what}: item {position} ({value}) should be one card",
    "error.cards.item_bad": "{what}: item {position} ({value}) is not a card",
    "error.cards.item_third": "{what}: item {position} ({value}) is a third copy of {card}",
    "error.cards.bad": "{what}: {value} is not a card",
    "error.what.cards": "cards",
    "error.what.card": "card",
    # --- saved rounds and games -----------------------------------------------------------
    "error.what.round": "round",
    "error.what.game": "game",
    "error.where.top": "its top",
    "error.where.shape": "its shape",
    "error.where.length": "{path} (its length)",
    "error.save.no_checksum": "the saved {what} has no checksum ('check'): it was not written by konkan",
    "error.save.unwritable": "the saved {what} holds values JSON can't write back",
    "error.save.changed": "the saved {what} was changed after it was written (its checksum does not match)",
    "error.save.bytes": "the saved file is {size} bytes, far more than any game needs",
    "error.save.utf8": "the saved file is not UTF-8 text",
    "error.save.type": "from_json takes JSON text, got {value}",
    "error.save.characters": "the saved file is {size} characters, far more than any game needs",
    "error.save.too_deep": "the saved file nests too deeply to be a konkan save",
    "error.save.json": "the saved file is not valid JSON: {error}",
    "error.save.object": "the saved file must hold a JSON object",
    "error.save.format": "the saved file is not a {format} (its format is {value})",
    "error.save.version": "the saved file has version {value}; this konkan reads version {version}",
    "error.save.deeper": "the saved file nests deeper than a konkan save ever does (at {where})",
    "error.save.key": "the saved file has a key that is not text, at {where}",
    "error.save.value": "the saved file holds a value JSON can't hold ({value}) at {where}",
    "error.save.surrogate": "the saved file holds text that is not valid Unicode (a lone surrogate), at {where}",
    "error.save.missing": "the saved {what} has no {name}",
    "error.save.rules": "the saved {what}'s rules are invalid: {error}",
    "error.save.deck": "the saved deck must be a list of card ids (0 to 105)",
    "error.save.deal": "the saved deal is invalid: {error}",
    "error.save.actions": "the saved actions must be a list",
    "error.save.action": "saved action {number} is malformed: {error}",
    "error.save.replay": "saved action {number} ({action}) cannot be replayed: {error}",
    "error.save.round_mismatch": (
        "the saved round does not match what its deal and actions lead to (it differs in {where}); "
        "the file was altered or damaged"
    ),
    "error.save.no_rounds": "the saved game must hold at least one round",
    "error.save.seed": "the saved game's seed must be a whole number or text, got {value}",
    "error.save.game": "the saved game is invalid: {error}",
    "error.save.round_object": "saved round {number} is not an object",
    "error.save.round_rules": "saved round {number} is played under other rules than the game",
    "error.save.round": "saved round {number}: {error}",
    "error.save.after_end": "the game was already over after saved round {number}, yet more rounds follow",
    "error.save.game_mismatch": (
        "the saved game does not match its rounds (it differs in {where}); the file was altered or damaged"
    ),
    # --- a seat view read back ------------------------------------------------------------
    "error.view.must.mapping": "the seat view's {field} must be a mapping, got {value}",
    "error.view.must.whole": "the seat view's {field} must be a whole number from {low} to {high}, got {value}",
    "error.view.must.bool": "the seat view's {field} must be true or false, got {value}",
    "error.view.must.text": "the seat view's {field} must be a text, got {value}",
    "error.view.must.list": "the seat view's {field} must be a list (at most {longest} long), got {value}",
    "error.view.must.one_of": "the seat view's {field} must be one of {choices}, got {value}",
    "error.view.must.seat": "the seat view's {field} must be a seat from 0 to {high}, got {value}",
    "error.view.must.sizes": "the seat view's {field} must be one size per seat ({players}), got {value}",
    "error.view.must.bools": "the seat view's {field} must be one true or false per seat ({players}), got {value}",
    "error.view.must.new_melds": (
        "the seat view's {field} must be different places on the table of this seat's melds, got {value}"
    ),
    "error.view.must.freed_jokers": ("the seat view's {field} must be jokers in the hand or on the table, got {value}"),
    "error.view.must.lines": "the seat view's {field} must be one line per seat, in seat order ({players}), got {value}",
    "error.view.unknown": "the seat view's {field} has an unknown field {value}",
    "error.view.missing": "the seat view's {field} has no {name}",
    "error.view.twice": "the seat view's {field} holds a card twice",
    "error.view.mapping": "a seat view is a mapping made by SeatView.to_dict, got {value}",
    "error.view.rules": "the seat view's rules are invalid: {error}",
    "error.view.names": "the seat view's names are invalid: {error}",
    "error.view.table": "the seat view's table[{index}] is invalid: {error}",
    "error.view.hand_size": "the seat view's hand_sizes[{seat}] is {size}, but its hand holds {count} cards",
    "error.view.declared": "the seat view's declared names a seat twice",
    "error.view.two_places": "the seat view shows a card in two places (hand, table, discard pile)",
    "error.view.count": "the seat view's cards add up to {count}, not the game's 106",
    "error.view.took": "the seat view's took_discard {card} is neither in the hand nor on the table",
    "error.view.legal": "the seat view's legal[{index}] is a move of another seat ({value})",
    "error.view.phase": "the seat view's phase is 'over' exactly when it has a result",
    "error.view.write_back": "the seat view does not write back as given: it differs in {where}",
    # --- the score sheet ------------------------------------------------------------------
    "error.sheet.rules_type": "rules must be konkan Rules, got {value}",
    "error.sheet.cards": "{name}'s cards: {error}",
    "error.sheet.copies": (
        "{card} is named {count} times ({holders}), but there are only two {card} in the game (R1.2)."
    ),
    "error.sheet.copies.joker": (
        "The joker is named {count} times ({holders}), but there are only two jokers in the game (R1.2)."
    ),
    "error.sheet.hands": "Give the cards left for each of the {players} players.",
    "error.sheet.ending": "A round ends 'out', 'hand', 'konkan' or 'void', not {value}.",
    "error.sheet.went_down": "Say for each of the {players} players whether they went down (True or False).",
    "error.sheet.declared": "Say whether the Konkan was declared with True or False.",
    "error.sheet.out_cards": "{name} is out of the game and plays no more rounds, so holds no cards (R9).",
    "error.sheet.void_declared": "A void round has no Konkan to declare: nobody went out (R7.3).",
    "error.sheet.finisher": "Say who went out, or mark the round void (R7.3).",
    "error.sheet.no_seat.range": "There is no seat {value}: the sheet has {players} players (seats 0 to {high}).",
    "error.sheet.no_seat": "There is no seat {value}: the sheet has {players} players.",
    "error.sheet.finisher_out": "{name} is out of the game, so did not play this round (R9).",
    "error.sheet.finisher_cards": "{name} went out, so holds no cards: remove the cards entered for {name} (R7.1).",
    "error.sheet.declare_kind": (
        "Only a Konkan can be declared (R8.6): choose the Konkan ending, or enter the round without a declaration."
    ),
    "error.sheet.undo": "There is no round to take back.",
    "error.sheet.name": "A player's name is 1 to 40 printable characters; {value} is not.",
    "error.sheet.name_taken": "{name} is already another player's name: give each player their own.",
    "error.sheet.name_you": "'You' is how a player reads their own moves: choose another name.",
    "error.what.sheet": "score sheet",
    "error.sheet.missing": "the saved score sheet has no {name}",
    "error.sheet.rules": "the saved score sheet's rules or names are invalid: {error}",
    "error.sheet.rounds": "the saved score sheet's rounds must be a list",
    "error.sheet.round_shape": "saved round {number} is not a round as the sheet writes it",
    "error.sheet.round_hands": "saved round {number}'s hands must be texts of cards",
    "error.sheet.round_bad": "saved round {number} cannot be entered: {error}",
    "error.sheet.mismatch": "the saved score sheet does not match its rounds (it differs in {where})",
    "error.sheet.save": "The score sheet could not be saved to {path}: {why}.",
    "error.sheet.read": "The score sheet {path} could not be read: {why}.",
    "error.sheet.refused": "The score sheet {path} was refused: {error}.",
    # --- jokers named ---------------------------------------------------------------------
    "error.joker_as.joker": "joker_as names the card a joker stands for, so it cannot be a joker",
}
