"""The puzzles' words: prompts, hints, answers, slips and mistakes, kind by kind."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # --- shared by every kind --------------------------------------------------------------
    "puzzle.right": "Right: {why}",
    "puzzle.repr": "<Puzzle {kind} level {level} seed {seed}>",
    "error.puzzle.kind": "kind must be one of {kinds}, got {got}",
    "error.puzzle.level": "level must be 1, 2 or 3, got {got}",
    "error.puzzle.seed": "seed must be a whole number or a word, got {got}",
    "error.puzzle.no_fit": "no {kind} puzzle at level {level} fits this table",
    # what each slip is, in plain words (MISTAKES: what the learner did)
    "puzzle.mistake.ace_as_one": "counted an ace left in hand as 1",
    "puzzle.mistake.set_ace_as_one": "counted the aces of a set as 1 each",
    "puzzle.mistake.face_at_rank": "counted a jack, queen or king at its rank, not 10",
    "puzzle.mistake.joker_as_zero": "counted a joker as nothing",
    "puzzle.mistake.joker_as_fifteen": "counted a joker as 15 where it is worth something else",
    "puzzle.mistake.ace_low_as_eleven": "counted the ace of A-2-3 as 11",
    "puzzle.mistake.ace_high_as_one": "counted the ace of Q-K-A as 1",
    "puzzle.mistake.out_sign": "gave the one who went out a plus instead of a minus",
    "puzzle.mistake.out_zero": "gave the one who went out 0",
    "puzzle.mistake.out_doubled": "doubled an ordinary going out as if it were a Hand",
    "puzzle.mistake.hand_finisher_single": "gave the one who went out with a Hand the single going-out score",
    "puzzle.mistake.konkan_finisher_single": "gave the one who went out with a Konkan the single going-out score",
    "puzzle.mistake.finisher_doubled": "applied the Hand's doubling to the one who went out",
    "puzzle.mistake.hand_not_doubled": "forgot the Hand's doubling",
    "puzzle.mistake.doubled_without_hand": "doubled without a Hand",
    "puzzle.mistake.never_down_counted": "counted the cards of a player who never went down, not the flat 100",
    "puzzle.mistake.partner_charged": "charged the partner of the one who went out",
    "puzzle.mistake.konkan_counted": "counted an opponent's cards after a Konkan, not the flat 200",
    "puzzle.mistake.konkan_as_hand": "scored a Konkan's opponent as after a Hand, not the flat 200",
    "puzzle.mistake.set_two_of_suit": "took a set with two cards of one suit for a meld",
    "puzzle.mistake.run_round_corner": "took a run round the corner (K-A-2) for a meld",
    "puzzle.mistake.two_jokers": "took a meld with two jokers for one, at a table allowing one",
    "puzzle.mistake.jokers_outnumber": "took a meld with more jokers than natural cards for one",
    "puzzle.mistake.illegal_taken_for_meld": "took cards that make no meld for one",
    "puzzle.mistake.meld_taken_for_illegal": "said a real meld is none",
    "puzzle.mistake.opening_without_run": "went down without a run",
    "puzzle.mistake.opening_too_low": "went down with too few points",
    "puzzle.mistake.opening_keeps_no_discard": "counted the card kept for the discard into the opening",
    "puzzle.mistake.opening_not_best": "went down with less than the hand can put down",
    "puzzle.mistake.missed_opening": "said a hand that can go down cannot",
    "puzzle.mistake.not_a_meld": "put down cards that make no meld",
    "puzzle.mistake.take_without_meld": "took the discard without a new meld to make",
    "puzzle.mistake.taken_discard_unused": (
        "took a discard the house rule says must go into a new meld, with no meld for it"
    ),
    "puzzle.mistake.missed_take": "drew when the discard would have served",
    "puzzle.mistake.missed_lay_off": "missed a card that can be laid off",
    "puzzle.mistake.use_joker_swap": "laid off the card a joker stands for, which is a joker swap",
    "puzzle.mistake.breaks_meld": "laid off a card that breaks the meld",
    "puzzle.mistake.does_not_fit": "laid off a card that fits no meld there",
    "puzzle.mistake.konkan_not_there": "saw a Konkan where the hand holds none",
    # --- slips in counting cards left in hand (R8.3): what hand_value and score tell --------
    # the cards named in a slip: "the A♦ and the A♥", "the J♠ as 11 and the Q♥ as 12"
    "puzzle.slip.cards.more": "{items} and the {item}",
    "puzzle.slip.card_as": "{card} as {number}",
    "puzzle.slip.ace_as_one": "You counted the {cards} as 1, but left in hand an ace costs {cost} (R8.3).",
    "puzzle.slip.ace_as_one.table": (
        "You counted the {cards} as 1, but left in hand an ace costs {cost} at this table (R8.3, R9)."
    ),
    "puzzle.slip.face_at_rank": "You counted the {counted}, but a jack, queen or king left in hand costs 10 (R8.3).",
    "puzzle.slip.joker_as_zero.one": "You counted the joker as 0, but a joker left in hand costs {cost} (R8.3).",
    "puzzle.slip.joker_as_zero.many": (
        "You counted the {count} jokers as 0, but a joker left in hand costs {cost} (R8.3)."
    ),
    "puzzle.slip.joker_as_zero.one.table": (
        "You counted the joker as 0, but a joker left in hand costs {cost} at this table (R8.3, R9)."
    ),
    "puzzle.slip.joker_as_zero.many.table": (
        "You counted the {count} jokers as 0, but a joker left in hand costs {cost} at this table (R8.3, R9)."
    ),
    "puzzle.slip.joker_as_fifteen.one.table": (
        "You counted the joker as 15, but a joker left in hand costs {cost} at this table (R8.3, R9)."
    ),
    "puzzle.slip.joker_as_fifteen.many.table": (
        "You counted the {count} jokers as 15, but a joker left in hand costs {cost} at this table (R8.3, R9)."
    ),
    # the same slips in a round's score, said of one player
    "puzzle.slip.ace_as_one.seat": (
        "{name}: you counted the {cards} as 1, but left in hand an ace costs {cost} (R8.3)."
    ),
    "puzzle.slip.ace_as_one.table.seat": (
        "{name}: you counted the {cards} as 1, but left in hand an ace costs {cost} at this table (R8.3, R9)."
    ),
    "puzzle.slip.face_at_rank.seat": (
        "{name}: you counted the {counted}, but a jack, queen or king left in hand costs 10 (R8.3)."
    ),
    "puzzle.slip.joker_as_zero.one.seat": (
        "{name}: you counted the joker as 0, but a joker left in hand costs {cost} (R8.3)."
    ),
    "puzzle.slip.joker_as_zero.many.seat": (
        "{name}: you counted the {count} jokers as 0, but a joker left in hand costs {cost} (R8.3)."
    ),
    "puzzle.slip.joker_as_zero.one.table.seat": (
        "{name}: you counted the joker as 0, but a joker left in hand costs {cost} at this table (R8.3, R9)."
    ),
    "puzzle.slip.joker_as_zero.many.table.seat": (
        "{name}: you counted the {count} jokers as 0, but a joker left in hand costs {cost} at this table (R8.3, R9)."
    ),
    "puzzle.slip.joker_as_fifteen.one.table.seat": (
        "{name}: you counted the joker as 15, but a joker left in hand costs {cost} at this table (R8.3, R9)."
    ),
    "puzzle.slip.joker_as_fifteen.many.table.seat": (
        "{name}: you counted the {count} jokers as 15, but a joker left in hand costs {cost} at this table (R8.3, R9)."
    ),
    # --- hand_value: what the cards left in a hand cost (R8.3) -------------------------------
    "puzzle.hand_value.prompt": "What do these cards cost, left in a hand at the end of a round?\n{cards}",
    "puzzle.hand_value.hint": (
        "Jokers cost {joker}, aces {ace}, jacks, queens and kings 10, the others what they show (R8.3)."
    ),
    "puzzle.hand_value.hint.table": (
        "Jokers cost {joker}, aces {ace}, jacks, queens and kings 10, the others what they show at this "
        "table (R8.3, R9)."
    ),
    "puzzle.hand_value.picture": "The cards left",
    "puzzle.hand_value.total": "In all, the cards cost {cost} (R8.3).",
    "puzzle.hand_value.form": "Answer with one whole number, what the cards cost, such as 42; you gave {said}.",
    "puzzle.hand_value.right": "Right: these cards cost {cost} (R8.3).",
    "puzzle.hand_value.cost": "They cost {cost}.",
    "puzzle.hand_value.not": "Not {number}: the cards cost {cost}.",
    # one line of the solution per card (the two copies of a card together)
    "puzzle.hand_value.line.joker.one": "The {card} costs {cost}: a joker (R8.3).",
    "puzzle.hand_value.line.joker.one.table": "The {card} costs {cost}: a joker at this table (R9) (R8.3).",
    "puzzle.hand_value.line.joker.two": "The two {card} cost {cost} each, {total} together: jokers (R8.3).",
    "puzzle.hand_value.line.joker.two.table": (
        "The two {card} cost {cost} each, {total} together: jokers at this table (R9) (R8.3)."
    ),
    "puzzle.hand_value.line.ace.one": "The {card} costs {cost}: an ace (R8.3).",
    "puzzle.hand_value.line.ace.one.table": "The {card} costs {cost}: an ace at this table (R9) (R8.3).",
    "puzzle.hand_value.line.ace.two": "The two {card} cost {cost} each, {total} together: aces (R8.3).",
    "puzzle.hand_value.line.ace.two.table": (
        "The two {card} cost {cost} each, {total} together: aces at this table (R9) (R8.3)."
    ),
    "puzzle.hand_value.line.face.one": "The {card} costs {cost}: a jack, queen or king (R8.3).",
    "puzzle.hand_value.line.face.two": (
        "The two {card} cost {cost} each, {total} together: jacks, queens and kings (R8.3)."
    ),
    "puzzle.hand_value.line.number.one": "The {card} costs {cost}: what it shows (R8.3).",
    "puzzle.hand_value.line.number.two": "The two {card} cost {cost} each, {total} together: what they show (R8.3).",
    # --- is_meld: meld or not (no points: lesson 4 teaches them) ------------------------------
    "puzzle.is_meld.prompt": "Is this a meld (R4)?\n{cards}",
    "puzzle.is_meld.missed": "It is a meld. {why}",
    "puzzle.is_meld.form": (
        "Answer with \u201cyes\u201d if the cards make a meld (R4) or \u201cno\u201d if they do not; {said} is neither."
    ),
    "puzzle.is_meld.hint": (
        "A run is three or more of one suit in order, the ace below the two or above the king, never round "
        "the corner (R4.1); a set is three or four of one rank, every suit different (R4.2)."
    ),
    "puzzle.is_meld.picture": "The cards",
    # the answers that say yes, and those that say no (one per line)
    "puzzle.is_meld.says.yes": "yes\ny\na meld\nmeld\nit is a meld\nit's a meld\ntrue",
    "puzzle.says.no": "no\nnot a meld\nnot\nillegal\nnone\nfalse\ncan't\ncannot",
    "puzzle.two_jokers_table": "This table has two jokers allowed in one meld (R9).",
    # --- meld: is it a meld, and what is it worth toward going down (R4, R5.1) -----------------
    "puzzle.meld.prompt": "Is this a meld? If it is, what is it worth toward going down (R5.1)?\n{cards}",
    "puzzle.meld.hint": (
        "A run is three or more of one suit in order, the ace below the two or above the king, never round "
        "the corner (R4.1); a set is three or four of one rank, every suit different (R4.2); a joker is "
        "worth the card it stands for (R5.1)."
    ),
    "puzzle.meld.picture": "The cards",
    "puzzle.meld.form": (
        "Answer with the points the meld is worth, such as 24, or \u201cno\u201d if it is not a meld; {said} is neither."
    ),
    "puzzle.meld.mistaken": "You counted it as a meld, but it is not one. {why}",
    "puzzle.meld.worth": "It is worth {points}.",
    "puzzle.meld.not": "Not {number}: {why}",
    "puzzle.meld.slip.ace_low_as_eleven": (
        "You counted the {card} as 11, but an ace below the two (A-2-3) is worth 1 (R5.1)."
    ),
    "puzzle.meld.slip.ace_high_as_one": (
        "You counted the {card} as 1, but an ace above the king (Q-K-A) is worth 11 (R5.1)."
    ),
    "puzzle.meld.slip.set_ace_as_one": (
        "You counted the aces, {cards}, as 1 each, but in a set an ace is worth 11 (R5.1)."
    ),
    "puzzle.meld.slip.face_at_rank": "You counted the {counted}, but a jack, queen or king is worth 10 (R5.1).",
    "puzzle.meld.slip.joker_as_zero.one": (
        "You counted the joker as 0, but in a meld a joker is worth the card it stands for, here {stands} (R5.1)."
    ),
    "puzzle.meld.slip.joker_as_zero.many": (
        "You counted the jokers as 0, but in a meld a joker is worth the card it stands for, here {stands} (R5.1)."
    ),
    "puzzle.meld.slip.joker_as_fifteen.one": (
        "You counted the joker as 15, but that is what a joker costs left in hand (R8.3); in a meld it is "
        "worth the card it stands for, here {stands} (R5.1)."
    ),
    "puzzle.meld.slip.joker_as_fifteen.many": (
        "You counted the jokers as 15, but that is what a joker costs left in hand (R8.3); in a meld it is "
        "worth the card it stands for, here {stands} (R5.1)."
    ),
    # --- konkan: how many cards short of a Konkan (R8.5) ---------------------------------------
    "puzzle.konkan.prompt": (
        "How many cards is this hand short of a Konkan, one run of ten and one set of four, or a run of "
        "eleven and a set of three (R8.5)? Answer 0 if it holds one.\n{cards}"
    ),
    "puzzle.konkan.hint": (
        "Find the longest run in one suit, never round the corner from king to two (R4.1), then a set of one "
        "rank with every suit different (R4.2); count the cards still missing for a Konkan (R8.5)."
    ),
    "puzzle.konkan.picture": "The hand",
    "puzzle.konkan.form": (
        "Answer with how many cards the hand is short of a Konkan, such as 2, or 0 if it holds one; {said} "
        "is not a number of cards."
    ),
    "puzzle.konkan.flawed": "That is no Konkan: {why} {shape}",
    "puzzle.konkan.not_yet": "That is no Konkan yet. {shape}",
    "puzzle.konkan.not": "Not {number}. {shape}",
    # --- opening: going down the first time (R5) -----------------------------------------------
    "puzzle.opening.prompt.one": (
        "Can this hand go down the first time? It needs {minimum} point, and a card kept to discard "
        "(R5.1, R3.5). If it can, give the melds worth the most; if not, answer no.\n{cards}"
    ),
    "puzzle.opening.prompt.many": (
        "Can this hand go down the first time? It needs {minimum} points, and a card kept to discard "
        "(R5.1, R3.5). If it can, give the melds worth the most; if not, answer no.\n{cards}"
    ),
    "puzzle.opening.prompt.one.run": (
        "Can this hand go down the first time? It needs {minimum} point with a run among the melds, and a "
        "card kept to discard (R5.1, R5.2, R3.5). If it can, give the melds worth the most; if not, answer "
        "no.\n{cards}"
    ),
    "puzzle.opening.prompt.many.run": (
        "Can this hand go down the first time? It needs {minimum} points with a run among the melds, and a "
        "card kept to discard (R5.1, R5.2, R3.5). If it can, give the melds worth the most; if not, answer "
        "no.\n{cards}"
    ),
    # the hint: runs first or not (R5.2); the ace 1 below the two or not; the standard 51 or a house rule
    "puzzle.opening.hint.run.ace_low": (
        "Look for a run first (R5.2), then sets; count jacks, queens and kings 10, an ace {ace} ({low} below "
        "the two), a joker as the card it stands for, and reach {minimum} (R5.1)."
    ),
    "puzzle.opening.hint.run.ace_low.table": (
        "Look for a run first (R5.2), then sets; count jacks, queens and kings 10, an ace {ace} ({low} below "
        "the two), a joker as the card it stands for, and reach {minimum} (R5.1, R9)."
    ),
    "puzzle.opening.hint.run.ace.table": (
        "Look for a run first (R5.2), then sets; count jacks, queens and kings 10, an ace {ace}, a joker as "
        "the card it stands for, and reach {minimum} (R5.1, R9)."
    ),
    "puzzle.opening.hint.any.ace_low": (
        "Look for runs and sets; count jacks, queens and kings 10, an ace {ace} ({low} below the two), a "
        "joker as the card it stands for, and reach {minimum} (R5.1)."
    ),
    "puzzle.opening.hint.any.ace_low.table": (
        "Look for runs and sets; count jacks, queens and kings 10, an ace {ace} ({low} below the two), a "
        "joker as the card it stands for, and reach {minimum} (R5.1, R9)."
    ),
    "puzzle.opening.hint.any.ace.table": (
        "Look for runs and sets; count jacks, queens and kings 10, an ace {ace}, a joker as the card it "
        "stands for, and reach {minimum} (R5.1, R9)."
    ),
    "puzzle.opening.table_needs": "This table needs {minimum} (R9).",
    "puzzle.opening.picture": "The hand",
    "puzzle.opening.form.neither": (
        "Answer with the melds to put down, each a group of cards from the hand such as \u201c7S 8S 9S\u201d, "
        "or \u201cno\u201d if this hand cannot go down; {said} is neither."
    ),
    "puzzle.opening.form.not_cards": (
        "Answer with the melds to put down, each a group of cards from the hand such as \u201c7S 8S 9S\u201d, "
        "or \u201cno\u201d if this hand cannot go down; {said} has a group that is not cards."
    ),
    "puzzle.opening.form.why": (
        "Answer with the melds to put down, each a group of cards from the hand such as \u201c7S 8S 9S\u201d, "
        "or \u201cno\u201d if this hand cannot go down. {why}"
    ),
    "puzzle.opening.right_cannot": "Right, it cannot. {why}",
    "puzzle.opening.missed": "This hand can go down. {why}",
    "puzzle.opening.cannot": "This hand cannot go down. {why}",
    "puzzle.opening.keeps_no_discard": (
        "You counted every card, {total} points, but the card kept to discard cannot go down: every turn "
        "ends with a discard, so at least one card stays in your hand (R3.5)."
    ),
    "puzzle.opening.right": "Right: {total} points, the most this hand can put down (R5.1).",
    "puzzle.opening.not_best": "You can go down with that, {total} points, but the hand can put down more: {why}",
    # --- take_discard: take the top discard, or draw from the stock (R3.3) ----------------------
    "puzzle.take_discard.prompt": "Take the top discard, or draw from the stock?\n{rows}",
    "puzzle.take_discard.row.down": "You have already gone down.",
    "puzzle.take_discard.row.not_down": "You have not gone down yet this round.",
    "puzzle.take_discard.row.hand": "Your hand: {cards}.",
    "puzzle.take_discard.row.top": "The top of the discard pile: {card}.",
    "puzzle.take_discard.row.melds": "Your melds on the table: {melds}.",
    "puzzle.take_discard.row.must_use": "At this table the card taken must go into a new meld that turn (R9).",
    "puzzle.take_discard.hint": (
        "Taking the discard is allowed only if you put down a new meld this turn; if you have not gone down "
        "yet, that means going down this turn (R3.3, R5)."
    ),
    "puzzle.take_discard.picture.hand": "Your hand",
    "puzzle.take_discard.picture.top": "The top discard",
    "puzzle.take_discard.form": (
        "Answer with \u201ctake\u201d (the top card of the discard pile) or \u201cdraw\u201d (from the stock); "
        "{said} is neither."
    ),
    "puzzle.take_discard.missed": "You drew, but the discard was the better card here. {why}",
    "puzzle.take_discard.unused.cannot_go_down": (
        "At this table the card taken from the discard pile must go into a new meld that same turn (R9), and "
        "with the {card} in a meld you can't go down this turn ({why}); going down without it does not make "
        "up for that, so draw from the stock instead (R3.3)."
    ),
    "puzzle.take_discard.unused.no_meld": (
        "At this table the card taken from the discard pile must go into a new meld that same turn (R9), and "
        "the {card} makes no new meld with your cards; putting down melds without it does not make up for "
        "that, so draw from the stock instead (R3.3)."
    ),
    "puzzle.take_discard.unused": (
        "At this table the card taken from the discard pile must go into a new meld that same turn (R9). {why}"
    ),
    # the answers that say take, and those that say draw (one per line)
    "puzzle.take_discard.says.take": "take\ntake it\ntake the discard\ndiscard\npile\ndiscard pile\nyes",
    "puzzle.take_discard.says.draw": "draw\nstock\ndraw from the stock\nno",
    # --- lay_off: which cards can be laid off (R6.1) ---------------------------------------------
    "puzzle.lay_off.prompt": "Which of your cards can you lay off on the melds on the table (R6.1)?\n{rows}",
    "puzzle.lay_off.row.hand": "You have gone down. Your hand: {cards}.",
    "puzzle.lay_off.row.table": "On the table:",
    "puzzle.lay_off.row.yours": "Your meld {cards}",
    "puzzle.lay_off.row.theirs": "{name}'s meld {cards}",
    "puzzle.lay_off.picture.hand": "Your hand",
    "puzzle.lay_off.picture.yours": "Your meld",
    "puzzle.lay_off.picture.theirs": "{name}'s meld",
    "puzzle.lay_off.hint": (
        "A card goes on a run at either end, in its suit (never round the corner from king to two), or on a "
        "three-card set in a missing suit; a joker only on a meld without one (R6.1, R4.3)."
    ),
    "puzzle.lay_off.hint.two_jokers": (
        "A card goes on a run at either end, in its suit (never round the corner from king to two), or on a "
        "three-card set in a missing suit; a joker on a meld with at most one, never more jokers than natural "
        "cards (R6.1, R9)."
    ),
    # the melds a card goes on: "7♠ 8♠ 9♠ or Q♥ Q♦ Q♣"
    "puzzle.lay_off.melds.more": "{items} or {item}",
    "puzzle.lay_off.goes": "The {card} goes on {melds} (R6.1).",
    "puzzle.lay_off.nowhere": "The {card} fits nowhere. {why}",
    "puzzle.lay_off.right": "Right.",
    "puzzle.lay_off.form": (
        "Answer with the cards from your hand that can be laid off, such as \u201c7S 9H\u201d, or \u201cnone\u201d; "
        "{said} is not that."
    ),
    "puzzle.lay_off.form.not_held": (
        "Answer with the cards from your hand that can be laid off, such as \u201c7S 9H\u201d, or \u201cnone\u201d; "
        "the {card} is not in your hand."
    ),
    "puzzle.lay_off.cannot": "The {card} cannot be laid off. {why}",
    "puzzle.lay_off.missed": "You missed the {card}: it goes on {melds} (R6.1).",
    # the answers that say none (one per line)
    "puzzle.lay_off.says.none": "none\nno\nnothing",
    # --- score: what each player scores in a round (R8) ------------------------------------------
    "puzzle.score.prompt": "What does each player score this round, in seat order?\n{rows}",
    "puzzle.score.row.out": "{name} went out.",
    "puzzle.score.row.hand": "{name} went out with a Hand (every card put down in one turn, R8.2).",
    "puzzle.score.row.konkan": (
        "{name} went out with a Konkan (a run of ten and a set of four, or a run of eleven and a set of "
        "three, put down at once, R8.5)."
    ),
    "puzzle.score.row.declared": (
        "{name} had declared it in this last round, so also wins the whole game (R8.6); the round is scored "
        "all the same."
    ),
    "puzzle.score.row.not_declared": "{name} had not declared it (R8.6).",
    "puzzle.score.row.down": "{name} went down and holds {cards}.",
    "puzzle.score.row.never_down": "{name} never went down and holds {cards}.",
    "puzzle.score.row.partners": "Partners sit opposite: {first} with {third}, {second} with {fourth} (R8.4).",
    "puzzle.score.row.going_out": "At this table going out scores {score} (R9).",
    "puzzle.score.hint": (
        "The one who goes out scores {score} ({rule}); the others count their cards (R8.3), or pay 100 if "
        "they never went down; a Hand doubles them (R8.2)."
    ),
    "puzzle.score.hint.partners": (
        "The one who goes out scores {score} ({rule}); the others count their cards (R8.3), or pay 100 if "
        "they never went down (in a partnership the partner of the one who goes out scores 0, R8.4); a Hand "
        "doubles them (R8.2)."
    ),
    "puzzle.score.hint.konkan": (
        "The one who goes out scores {score} ({rule}); the others count their cards (R8.3), or pay 100 if "
        "they never went down; a Hand doubles them (R8.2); after a Konkan every opponent pays a flat 200 "
        "instead (R8.5)."
    ),
    "puzzle.score.hint.partners.konkan": (
        "The one who goes out scores {score} ({rule}); the others count their cards (R8.3), or pay 100 if "
        "they never went down (in a partnership the partner of the one who goes out scores 0, R8.4); a Hand "
        "doubles them (R8.2); after a Konkan every opponent pays a flat 200 instead (R8.5)."
    ),
    "puzzle.score.picture.down": "{name} (down)",
    "puzzle.score.picture.never_down": "{name} (never down)",
    "puzzle.score.form.not_that": (
        "Answer with {count} whole numbers, one for each player in seat order ({names}), such as "
        "\u201c{example}\u201d; {said} is not that."
    ),
    "puzzle.score.form.count": (
        "Answer with {count} whole numbers, one for each player in seat order ({names}), such as "
        "\u201c{example}\u201d; you gave {given}."
    ),
    "puzzle.score.form.not_number": (
        "Answer with {count} whole numbers, one for each player in seat order ({names}), such as "
        "\u201c{example}\u201d; {said} for {name} is not a whole number."
    ),
    "puzzle.score.right": "Right: {scores}.",
    "puzzle.score.seat_score": "{name} {score}",
    "puzzle.score.not": "Not {number} for {name}: {why}",
    # the slips in scoring the one who went out (R8.1, R8.2, R8.5)
    "puzzle.score.slip.out_sign.out": (
        "You gave {name} {said}, but going out scores {score} here: a minus, it takes points off {name}'s "
        "total, and a low total is good ({rule})."
    ),
    "puzzle.score.slip.out_sign.hand": (
        "You gave {name} {said}, but going out with a Hand scores {score} here: a minus, it takes points off "
        "{name}'s total, and a low total is good ({rule})."
    ),
    "puzzle.score.slip.out_sign.konkan": (
        "You gave {name} {said}, but going out with a Konkan scores {score} here: a minus, it takes points "
        "off {name}'s total, and a low total is good ({rule})."
    ),
    "puzzle.score.slip.out_zero.out": "You gave {name} 0, but going out scores {score} here ({rule}).",
    "puzzle.score.slip.out_zero.hand": "You gave {name} 0, but going out with a Hand scores {score} here ({rule}).",
    "puzzle.score.slip.out_zero.konkan": (
        "You gave {name} 0, but going out with a Konkan scores {score} here ({rule})."
    ),
    "puzzle.score.slip.hand_finisher_single": (
        "You gave {name} {said}, but going out with a Hand scores twice that, {score} (R8.2)."
    ),
    "puzzle.score.slip.konkan_finisher_single": (
        "You gave {name} {said}, but going out with a Konkan scores like a Hand, twice that: {score} (R8.5)."
    ),
    "puzzle.score.slip.out_doubled": (
        "You gave {name} {said}, but that is for going out with a Hand (R8.2); this going out was not one, "
        "so {name} scores {score} (R8.1)."
    ),
    "puzzle.score.slip.finisher_doubled.hand": (
        "You doubled {name}'s {score} to {said}, but the doubling is for the other players' points: going "
        "out with a Hand (R8.2) scores {score}, no more."
    ),
    "puzzle.score.slip.finisher_doubled.konkan": (
        "You doubled {name}'s {score} to {said}, but the doubling is for the other players' points: going "
        "out with a Konkan (R8.5) scores {score}, no more."
    ),
    # the slips in scoring the others (R8.2 to R8.5)
    "puzzle.score.slip.partner_charged": (
        "You charged {name} {said}, but {name} is the partner of the one who went out, so scores 0 (R8.4)."
    ),
    "puzzle.score.slip.konkan_counted": (
        "{name}: you counted the cards as after an ordinary going out, {said}, but a Konkan makes every "
        "opponent pay a flat {score}, whatever is in hand (R8.5)."
    ),
    "puzzle.score.slip.konkan_as_hand": (
        "{name}: you counted as after a Hand, {said}, but a Konkan makes every opponent pay a flat {score}, "
        "whatever is in hand (R8.5)."
    ),
    "puzzle.score.slip.hand_not_doubled": (
        "{name}: you did not double, but with a Hand every other player's points are doubled (R8.2), so "
        "{said} becomes {score}."
    ),
    "puzzle.score.slip.doubled_without_hand": (
        "{name}: you doubled, but only a Hand doubles the others' points (R8.2), and this going out was not "
        "a Hand, so {name} scores {score}."
    ),
    "puzzle.score.slip.never_down_counted": (
        "{name}: you counted the cards, but {name} never went down this round, so pays {penalty} instead, "
        "whatever the cards (R8.3)."
    ),
    "puzzle.score.slip.never_down_counted.doubled": (
        "{name}: you counted the cards, but {name} never went down this round, so pays {penalty} instead, "
        "whatever the cards (R8.3), doubled by the Hand to {score} (R8.2)."
    ),
}
