"""The rule book's words (konkan/rulebook.py): each rule's title and text, R1 to R9, the house rules'
options (what each decides, its default and its alternative), the lines that describe a table's
rules, and the page's title and introduction.

These texts are the one rule text the project cites: docs/rules.md is generated from them, and every
verdict, test and lesson cites their numbers. A change of fact here changes the game, so the engine,
its tests and the lessons must change with it."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # --- the page ---------------------------------------------------------------------------
    "rule.book.title": "Konkan: the rule book",
    "rule.book.intro": (
        "This is the game the konkan engine plays, explained for a learner. The rules are grouped in nine "
        "sections, R1 to R9, and a number with a dot is one point inside a section: R4.1 is the first point of "
        "R4, about runs. Every verdict of the engine cites a number from this page: when it accepts or refuses "
        "a move, or a hint explains one, the number in brackets says which rule decided, so you can look it up "
        "here. R1 to R8 are the standard game; R9 lists the house rules a table may choose instead."
    ),
    # a rule chip beside a sentence citing the rule: its number, title and first sentence
    "rule.chip": "{number} {title}: {text}.",
    # --- R1 Players, cards and seats ----------------------------------------------------------------
    "rule.R1.title": "Players, cards and seats",
    "rule.R1.text": "Who plays, with which cards, and in what order.",
    "rule.R1.1.title": "Players",
    "rule.R1.1.text": (
        "From two to five people can play, each one on their own. Four players may instead play as two teams "
        "of two, with partners sitting across from each other: the first and third players in turn form one "
        "team, the second and fourth the other (South and North against East and West)."
    ),
    "rule.R1.2.title": "The cards",
    "rule.R1.2.text": (
        "The game uses two complete packs of 52 cards plus two jokers, 106 cards in all. With two packs, every "
        "card has an identical twin, the jokers too (there are two seven of spades, for example), but the "
        "twins are still two separate cards: the engine keeps track of each one and never drops or adds a card."
    ),
    "rule.R1.3.title": "Seats and turn order",
    "rule.R1.3.text": (
        "Play moves anticlockwise round the table: when you have played, the player sitting on your right has "
        "their turn, and after the last player it comes back to the first. The seats are counted in that order."
    ),
    # --- R2 The deal --------------------------------------------------------------------------------
    "rule.R2.title": "The deal",
    "rule.R2.text": "How the cards are dealt, and who deals each round.",
    "rule.R2.1.title": "Dealing",
    "rule.R2.1.text": (
        "The starter is the player on the dealer's right, which is the next seat in turn order. Every player "
        "receives 14 cards, except the starter, who receives 15. The cards left over are the stock, kept face "
        "down, and the discard pile starts out empty."
    ),
    "rule.R2.2.title": "Who deals",
    "rule.R2.2.text": (
        "In the first round the last player in turn order deals, so the first player starts. In every later "
        "round the dealer is whoever was the starter of the round before, so the deal moves one seat to the "
        "right each time."
    ),
    "rule.R2.3.title": "Dealing a void round again",
    "rule.R2.3.text": (
        "When a round turns out void (R7.3), the same dealer shuffles the cards afresh and deals again. The "
        "new deal keeps the same round number, and the void deal gives nobody any points."
    ),
    # --- R3 A turn ----------------------------------------------------------------------------------
    "rule.R3.title": "A turn",
    "rule.R3.text": (
        "What a player does on a turn, in order: perhaps a declaration, then a draw, then melds and other "
        "plays, and last a discard."
    ),
    "rule.R3.1.title": "A Konkan declaration comes first",
    "rule.R3.1.text": (
        "In the last round, and only then, a player may open their turn by declaring Konkan. The declaration "
        "has to come before every other action of that turn (see R8.6)."
    ),
    "rule.R3.2.title": "The starter's first turn",
    "rule.R3.2.text": (
        "On their first turn the starter does not draw a card; they skip straight to melding and the other "
        "plays of R3.4."
    ),
    "rule.R3.3.title": "The draw",
    "rule.R3.3.text": (
        "Every other turn opens with exactly one draw, of one of two kinds. The player either takes the top "
        "card of the stock, or picks up the top card of the discard pile. Picking up the discard is allowed "
        "only if the player then puts down one new meld or more before the turn is over; that meld may contain "
        "the picked-up card or not. So a player who has not gone down yet must go down in that same turn (R5). "
        "Until they do anything else, the engine lets the player change their mind: the card goes back on the "
        "discard pile and they draw from the stock instead."
    ),
    "rule.R3.4.title": "Melding and other plays",
    "rule.R3.4.text": (
        "After the draw the player may, in whatever order and as many times as they wish, put down new melds "
        "(R4, R5), and once they are down, lay cards off (R6.1) and swap jokers (R6.2)."
    ),
    "rule.R3.5.title": "The discard",
    "rule.R3.5.text": (
        "Every turn finishes with a discard, without exception. This is why a player may never empty their "
        "hand before discarding: each meld, lay-off and joker swap must still leave at least one card in hand. "
        "The card picked up from the discard pile may itself be the card thrown away, provided the new meld it "
        "requires is already down."
    ),
    "rule.R3.6.title": "Taking moves back",
    "rule.R3.6.text": (
        "Before discarding, a player may undo their own moves of the current turn, the most recent one first. "
        "A draw from the stock is the one move that cannot be undone, because the player has already seen the "
        "card. A player who picked up the discard and then finds no new meld to make is therefore never "
        "trapped: they undo what they did, return the card to the discard pile, and draw from the stock "
        "instead."
    ),
    # --- R4 Melds -----------------------------------------------------------------------------------
    "rule.R4.title": "Melds",
    "rule.R4.text": "The two kinds of meld, runs and sets, and how a joker fits into them.",
    "rule.R4.1.title": "Runs",
    "rule.R4.1.text": (
        "A run is three or more cards of one suit whose ranks follow each other with no gap. The ace may be "
        "the lowest card, under the two (A-2-3), or the highest, over the king (Q-K-A), but never both in the "
        "same run and never between two other cards: K-A-2 is not a run. The longest run possible therefore "
        "has 13 cards."
    ),
    "rule.R4.2.title": "Sets",
    "rule.R4.2.text": (
        "A set is three or four cards of one rank, each of a different suit. Two identical twins, such as the "
        "two seven of spades, can never be in the same set."
    ),
    "rule.R4.3.title": "One joker per meld",
    "rule.R4.3.text": (
        "A meld may contain one joker at most, so every meld has two or more ordinary (natural) cards. Some "
        "tables allow two jokers in a meld, never more jokers than natural cards (R9)."
    ),
    "rule.R4.4.title": "What a joker stands for",
    "rule.R4.4.text": (
        "A joker takes the place of one particular card, settled when it is put down. In a run it is the card "
        "missing at its position; if it sits at one end and either end would fit (5-6-joker can be read as "
        "4-5-6 or as 5-6-7), the player picks, and the hint shows both readings. In a set of four it is the "
        "suit that is missing. In a set of three it is a card of that rank in one of the two absent suits, and "
        "which one is left open until a fourth card joins the set, when it becomes the one suit still absent. "
        "Whenever the player leaves such a choice open, the engine takes the reading worth more points, and "
        "between two readings worth the same, the higher card. The ace of a thirteen-card run from ace to king "
        "is decided the same way: it could count low (A-2-...-K) or high (2-...-K-A), and the engine counts it "
        "high unless the player says otherwise."
    ),
    "rule.R4.5.title": "Who owns a meld",
    "rule.R4.5.text": (
        "Each meld belongs to the player who put it on the table. Ownership matters in one place only: "
        "deciding whether a finish is a Hand (R8.2)."
    ),
    # --- R5 Going down the first time ---------------------------------------------------------------
    "rule.R5.title": "Going down the first time",
    "rule.R5.text": "The extra conditions on the turn in which a player first puts melds on the table.",
    "rule.R5.1.title": "The opening minimum",
    "rule.R5.1.text": (
        "In the turn a player goes down for the first time, the melds they put down must be worth 51 points or "
        "more together. Cards from 2 to 10 count their face value; jack, queen and king count 10 each; an ace "
        "counts 11, or 1 when it is the low end of a run (A-2-3); a joker counts as the card it stands for. "
        "The total may come from several melds."
    ),
    "rule.R5.2.title": "An opening needs a run",
    "rule.R5.2.text": "At least one of those opening melds has to be a run.",
    "rule.R5.3.title": "Lay-offs and swaps do not count",
    "rule.R5.3.text": (
        "Laying off and swapping jokers add nothing toward the 51. Both become possible as soon as the opening "
        "melds are on the table, already in that same turn."
    ),
    "rule.R5.4.title": "Going out all at once",
    "rule.R5.4.text": (
        "A player who is not down yet and puts down, at once and only in melds of their own, every card except "
        "the one they will discard, does not need to reach the minimum. They still need a run among those "
        "melds (R5.2). An opening is put down as a single move, so a player who needs lay-offs on other "
        "players' melds to go out must first make a full opening that reaches the minimum."
    ),
    "rule.R5.5.title": "Staying down",
    "rule.R5.5.text": "Once a player has gone down, they count as down until the end of the round.",
    # --- R6 Once down -------------------------------------------------------------------------------
    "rule.R6.title": "Once down",
    "rule.R6.text": "What a player who has gone down may do with the melds on the table.",
    "rule.R6.1.title": "Laying off",
    "rule.R6.1.text": (
        "A player who is down may add one or more cards from their hand to any meld on the table, whoever it "
        "belongs to, as long as the meld is still legal afterwards. A joker may be laid off on a meld that "
        "does not have one yet."
    ),
    "rule.R6.2.title": "Swapping a joker",
    "rule.R6.2.text": (
        "A player who is down may put into a meld the card that its joker stands for, and take the joker into "
        "their hand. For a set of three, a card of either of the two absent suits will do (R4.4). The meld "
        "stays legal."
    ),
    "rule.R6.3.title": "Keeping a freed joker",
    "rule.R6.3.text": "A joker freed in this way may stay in the player's hand.",
    # --- R7 Going out and the end of a round --------------------------------------------------------
    "rule.R7.title": "Going out and the end of a round",
    "rule.R7.text": "How a round finishes: someone goes out, or the stock runs out.",
    "rule.R7.1.title": "Going out",
    "rule.R7.1.text": "Discarding the last card in hand is going out, and the round is over at that moment.",
    "rule.R7.2.title": "Going out takes a discard",
    "rule.R7.2.text": (
        "Since no turn can end without a discard, a player who melds every card but one and then discards that "
        "last one has gone out."
    ),
    "rule.R7.3.title": "An empty stock",
    "rule.R7.3.text": (
        "If a turn ends with the stock empty and nobody has gone out, the round is void and is dealt again "
        "(R2.3). A house rule (R9) changes this: everything in the discard pile except its top card is "
        "shuffled into a new stock, and only if the top card is all the pile holds is the round void."
    ),
    # --- R8 Scoring ---------------------------------------------------------------------------------
    "rule.R8.title": "Scoring",
    "rule.R8.text": "How each round is scored, what the Konkan is, and who wins the game.",
    "rule.R8.1.title": "The player who goes out",
    "rule.R8.1.text": "Whoever goes out scores minus 30.",
    "rule.R8.2.title": "A Hand",
    "rule.R8.2.text": (
        "Going out is a Hand when the player laid down all their cards in that one turn, was not down before "
        "that turn, and touched no meld but the new ones they put down themselves (no lay-off or joker swap on "
        "anyone else's meld). They then score minus 60 instead, and the points of every other player are "
        "doubled."
    ),
    "rule.R8.3.title": "Cards left in hand",
    "rule.R8.3.text": (
        "Every other player adds up the cards still in their hand: a joker is 15, an ace 11, jack, queen and "
        "king 10 each, and every other card its face value. A player who did not go down at all in the round "
        "scores 100 instead."
    ),
    "rule.R8.4.title": "Partnerships",
    "rule.R8.4.text": (
        "In a partnership game, the partner of the player who went out scores nothing for the round. A team's "
        "score for the round is its two players' scores added together."
    ),
    "rule.R8.5.title": "The Konkan",
    "rule.R8.5.text": (
        "A Konkan is fourteen cards forming one run of ten and one set of four, or one run of eleven and one "
        "set of three. A player who is not down yet puts it all down at once and then discards their last "
        "card. Put down without a declaration, in any round, it finishes the round the way a Hand does (minus "
        "60 for that player), and every opponent scores a flat 200, whether they are down or not and whatever "
        "they still hold (a partner of the finisher scores 0). This undeclared Konkan does not win the game."
    ),
    "rule.R8.6.title": "Declaring Konkan",
    "rule.R8.6.text": (
        "In the last round only, a player who is not down yet may declare Konkan at the beginning of their "
        "turn, before drawing; the starter may too, on their first turn, which has no draw. From then on that "
        "player may go down only with the whole Konkan, in a single turn. Completing a declared Konkan wins "
        "the entire game on the spot, whatever the totals are (in a partnership, the declarer's team wins). A "
        "declarer who never completes it is scored like anyone else who is not down (R8.3)."
    ),
    "rule.R8.7.title": "Winning the game",
    "rule.R8.7.text": (
        "When five rounds that count have been played, the lowest total wins; in a partnership, the team with "
        "the lower total wins. Players tied on the lowest total share the win. (How many rounds are played is "
        "a house rule, R9.)"
    ),
    # --- R9 House rules --------------------------------------------------------------------------------
    "rule.R9.title": "House rules",
    # {options}: the options' names in the engine, between commas
    "rule.R9.text": (
        "Everything in R1 to R8 is the standard game, with its defaults. A table may change some of it with "
        "house rules, picked freely and combined in any way. Each has a name in the engine: {options}. Each "
        "one keeps its default unless the table says otherwise."
    ),
    # after the table of options: how they meet, and the named tables (presets)
    "rule.R9.after": (
        "Every house rule combines with every other. In a game played by elimination, if everyone still in "
        "passes the limit in the same round, the lowest total among them wins, and equal lowest totals share "
        'the win (R8.7). Some tables people actually play have a name in the engine, a preset: "standard" is '
        'the game of R1 to R8 with no house rule, and "jawaker" is Jawaker\'s Concan, the online game: an '
        "opening of 51, the card picked up from the discard pile must go into a new meld, and a Konkan "
        "declarer may pick up discards without going down."
    ),
    # the table of options: its heads, then for each option what it decides, its default and its alternative
    "rule.option.head.option": "option",
    "rule.option.head.decides": "what it decides",
    "rule.option.head.default": "default",
    "rule.option.head.alternative": "alternative",
    "rule.option.opening_minimum.decides": "the points a first going-down must reach",
    "rule.option.opening_minimum.default": "51 (R5.1)",
    "rule.option.opening_minimum.alternative": (
        '71, as played in "Konkan 71" and in Hand rummy; any whole number from 1 up may be chosen (81 is played too)'
    ),
    "rule.option.opening_needs_run.decides": "whether a first going-down must include a run",
    "rule.option.opening_needs_run.default": "yes: a first going-down must include a run (R5.2)",
    "rule.option.opening_needs_run.alternative": "no: sets alone are enough",
    "rule.option.rounds.decides": "how many rounds a game lasts",
    "rule.option.rounds.default": "5 (R8.7)",
    "rule.option.rounds.alternative": "any number of rounds from 1 up; some Jordanian tables play 7",
    "rule.option.taken_discard_must_be_used.decides": (
        "whether a card picked up from the discard pile must go into a new meld"
    ),
    "rule.option.taken_discard_must_be_used.default": "no: the new meld need not contain the card picked up (R3.3)",
    "rule.option.taken_discard_must_be_used.alternative": (
        "yes: the card picked up from the discard pile must be part of one of the new melds put down that "
        "turn, as most printed rummy rules say; a player who holds its twin may use either copy, since at the "
        "table the two are the same card"
    ),
    "rule.option.set_joker_swap_needs_both.decides": (
        "whether freeing the joker of a three-card set takes both missing cards"
    ),
    "rule.option.set_joker_swap_needs_both.default": (
        "no: one card of either missing suit frees the joker of a three-card set (R6.2)"
    ),
    "rule.option.set_joker_swap_needs_both.alternative": (
        "yes: both missing cards must go into the set to free its joker, as in Kalooki and some online Hand rooms"
    ),
    "rule.option.freed_joker_must_be_used.decides": (
        "whether a freed joker must be melded or laid off before the discard"
    ),
    "rule.option.freed_joker_must_be_used.default": "no: a freed joker may stay in hand (R6.3)",
    "rule.option.freed_joker_must_be_used.alternative": (
        "yes: a freed joker must be melded or laid off before the discard, as in Tunisian rummy and French "
        "rami; if it then fits nowhere, the engine refuses the discard and says why, and the player takes the "
        "swap back (R3.6)"
    ),
    "rule.option.empty_stock.decides": "what happens when the stock runs out",
    "rule.option.empty_stock.default": "void: the round is void and dealt again (R7.3)",
    "rule.option.empty_stock.alternative": (
        "reshuffle: all of the discard pile except its top card is shuffled into a new stock; if the top card "
        "is all there is, the round is void anyway"
    ),
    "rule.option.joker_penalty.decides": "what a joker left in hand costs",
    "rule.option.joker_penalty.default": "15 (R8.3)",
    "rule.option.joker_penalty.alternative": "25 or 50",
    "rule.option.konkan_declarer_may_take_discards.decides": (
        "whether a Konkan declarer may pick up discards without going down"
    ),
    "rule.option.konkan_declarer_may_take_discards.default": (
        "no: a declarer who picks up the discard must go down that turn (R3.3), which for them means the whole "
        "Konkan (R8.6)"
    ),
    "rule.option.konkan_declarer_may_take_discards.alternative": (
        "yes: a declarer may pick up discards without going down, as in Jawaker's Concan"
    ),
    "rule.option.going_out_score.decides": "what going out scores",
    "rule.option.going_out_score.default": "-30 for going out (R8.1), so -60 for a Hand (R8.2)",
    "rule.option.going_out_score.alternative": (
        "any score from -100 to 0 (0 and -25 are both played); a Hand always scores twice it"
    ),
    "rule.option.game_end.decides": "how the game ends",
    "rule.option.game_end.default": "rounds: the game ends after its rounds, lowest total winning (R8.7)",
    "rule.option.game_end.alternative": (
        "target: the game ends after the round in which any total reaches a target, lowest total winning; "
        "elimination: a player whose total passes a limit leaves, and the last one left wins (for players on "
        "their own). Neither has a last round, so no Konkan can be declared (R8.6)"
    ),
    "rule.option.game_end_score.decides": "the target or the limit that ends the game",
    "rule.option.game_end_score.default": "the usual: 300 as the target, 301 as the limit",
    "rule.option.game_end_score.alternative": "any other whole number",
    "rule.option.opening_rise.decides": "whether the opening minimum rises with the openings made in the round",
    "rule.option.opening_rise.default": "none: every first going-down needs the minimum only (R5.1)",
    "rule.option.opening_rise.alternative": (
        "match: a first going-down must reach the highest opening made so far in the round, where that is "
        "above the minimum; beat: it must exceed that opening by at least one point (several Jordanian and "
        "online tables)"
    ),
    "rule.option.ace_value.decides": "what an ace is worth",
    "rule.option.ace_value.default": "standard: an ace counts 11, and 1 as the low end of a run (A-2-3) (R5.1, R8.3)",
    "rule.option.ace_value.alternative": (
        "always_11: 11 in A-2-3 too; ten: 10 everywhere, in melds and in hand (both common in online clones)"
    ),
    "rule.option.jokers_per_meld.decides": "how many jokers one meld may hold",
    "rule.option.jokers_per_meld.default": "1: a meld holds one joker at most (R4.3)",
    "rule.option.jokers_per_meld.alternative": (
        "2: a meld may hold both jokers, but never more jokers than natural cards, so JK JK 5♥ 6♥ is a run and "
        "JK JK 6♥ is not (many home tables)"
    ),
    "rule.option.starter_may_go_down_first_turn.decides": "whether the starter may meld on the first turn",
    "rule.option.starter_may_go_down_first_turn.default": "yes: the starter may meld on the first turn (R3.2)",
    "rule.option.starter_may_go_down_first_turn.alternative": "no: the starter's first turn is a discard only",
    # --- a table's rules in words (describe_rules): who plays, then one line per house rule --------------
    "rule.describe.partnership": "{players} players in two partnerships, partners opposite.",
    "rule.describe.alone": "{players} players, each for themselves.",
    "rule.describe.standard": "The standard game, with no house rules.",
    "rule.describe.opening_minimum": "Going down the first time needs {points} points, not 51 (R5.1, R9).",
    "rule.describe.no_run": "Going down the first time needs no run (R5.2, R9).",
    "rule.describe.rounds": "The game lasts {rounds} rounds, not 5 (R8.7, R9).",
    "rule.describe.taken_discard": "A card taken from the discard pile must go into a new meld that turn (R3.3, R9).",
    "rule.describe.swap_needs_both": "A three-card set's joker is freed only by both missing cards at once (R6.2, R9).",
    "rule.describe.freed_joker": "A freed joker must be melded or laid off before the discard (R6.3, R9).",
    "rule.describe.reshuffle": (
        "When the stock runs out, the discard pile but its top card becomes a new stock (R7.3, R9)."
    ),
    "rule.describe.joker_penalty": "A joker left in hand costs {points}, not 15 (R8.3, R9).",
    "rule.describe.declarer_takes": "A Konkan declarer may take discards without going down (R8.6, R9).",
    "rule.describe.going_out": "Going out scores {score}, not -30, and a Hand {hand} (R8.1, R8.2, R9).",
    "rule.describe.target": (
        "The game ends after the round in which a total reaches {score}; the lowest total wins, and no Konkan "
        "can be declared (R8.7, R9)."
    ),
    "rule.describe.elimination": (
        "A player whose total passes {score} leaves the game; the last one left wins, and no Konkan can be "
        "declared (R8.7, R9)."
    ),
    "rule.describe.starter_discards": "The starter's first turn is a discard only (R3.2, R9).",
    "rule.describe.ace_always_11": "An ace counts 11 even at the low end of a run, A-2-3 (R5.1, R9).",
    "rule.describe.ace_ten": "Every ace counts 10, in melds and in hand (R5.1, R8.3, R9).",
    "rule.describe.two_jokers": "A meld may hold two jokers, but never more jokers than natural cards (R4.3, R9).",
    "rule.describe.rise_match": (
        "A first going-down must reach the highest opening made so far in the round (R5.1, R9)."
    ),
    "rule.describe.rise_beat": (
        "A first going-down must beat the highest opening made so far in the round by a point (R5.1, R9)."
    ),
    # --- bad input -------------------------------------------------------------------------------
    "error.rule.unknown": (
        "there is no rule {number} in the rule book: rule numbers go from R1 to R9 (such as R4 or R4.1)"
    ),
}
