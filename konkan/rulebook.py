"""The rule book: every rule the engine cites (R1 to R9), in plain words for a learner.

Each verdict, refusal and hint of the engine names a rule number; ``rule`` looks it up.

>>> rule("r4.1")
<Rule R4.1 Runs>
>>> print(rule("R4.3"))
R4.3 One joker per meld: A meld may contain one joker at most, ...
>>> [part.number for part in rule("R2").parts]
['R2.1', 'R2.2', 'R2.3']
>>> rule("R10")
Traceback (most recent call last):
...
konkan.errors.KonkanError: there is no rule 'R10' in the rule book: rule numbers go from R1 to R9 (such as R4 or R4.1)

``python -m konkan.rulebook`` prints the whole book as Markdown (the page ``docs/rules.md``).
"""

from __future__ import annotations

import reprlib
import sys
from dataclasses import dataclass
from typing import Any

from .errors import KonkanError
from .rules import Rules

__all__ = ["OPTION_WORDS", "R9_OPTIONS", "Rule", "all_rules", "describe_rules", "rule", "rule_chips", "rules_markdown"]


@dataclass(frozen=True, repr=False)
class Rule:
    """One numbered rule: a sub-rule such as R4.1, or a whole section such as R4 (with ``parts``).

    >>> runs = rule("4.1")
    >>> runs.number, runs.title, runs.section
    ('R4.1', 'Runs', 'R4')
    >>> print(rule("R6")._repr_markdown_())
    **R6 Once down.** What a player who has gone down may do with the melds on the table.
    <BLANKLINE>
    - **R6.1 Laying off.** ...
    - **R6.2 Swapping a joker.** ...
    - **R6.3 Keeping a freed joker.** ...
    """

    number: str
    title: str
    text: str
    section: str
    parts: tuple[Rule, ...] = ()

    @property
    def is_section(self) -> bool:
        return self.number == self.section

    def __str__(self) -> str:
        return f"{self.number} {self.title}: {self.text}"

    def __repr__(self) -> str:
        return f"<Rule {self.number} {self.title}>"

    def _repr_markdown_(self) -> str:
        lines = [_paragraph(self)]
        if self.parts:
            lines.append("\n".join(f"- {_paragraph(part)}" for part in self.parts))
        if self.number == "R9":
            lines += [_options_table(), _HOUSE_RULES_AFTER]
        return "\n\n".join(lines)


def _paragraph(r: Rule) -> str:
    return f"**{r.number} {r.title}.** {r.text}"


# (number, title, text) for each section, then its sub-rules. This is the one rule text the project
# cites: docs/rules.md is generated from it, and every verdict, test and lesson cites its numbers. A
# change of fact here changes the game, so the engine, its tests and the lessons must change with it.
_BOOK: tuple[tuple[tuple[str, str, str], tuple[tuple[str, str, str], ...]], ...] = (
    (
        ("R1", "Players, cards and seats", "Who plays, with which cards, and in what order."),
        (
            (
                "R1.1",
                "Players",
                (
                    "From two to five people can play, each one on their own. Four players may instead "
                    "play as two teams of two, with partners sitting across from each other: the first "
                    "and third players in turn form one team, the second and fourth the other (South "
                    "and North against East and West)."
                ),
            ),
            (
                "R1.2",
                "The cards",
                (
                    "The game uses two complete packs of 52 cards plus two jokers, 106 cards in all. "
                    "With two packs, every card has an identical twin, the jokers too (there are two seven of spades, "
                    "for example), but the twins are still two separate cards: the engine keeps track of "
                    "each one and never drops or adds a card."
                ),
            ),
            (
                "R1.3",
                "Seats and turn order",
                (
                    "Play moves anticlockwise round the table: when you have played, the player sitting "
                    "on your right has their turn, and after the last player it comes back to the first. "
                    "The seats are counted in that order."
                ),
            ),
        ),
    ),
    (
        ("R2", "The deal", "How the cards are dealt, and who deals each round."),
        (
            (
                "R2.1",
                "Dealing",
                (
                    "The starter is the player on the dealer's right, which is the next seat in turn "
                    "order. Every player receives 14 cards, except the starter, who receives 15. The "
                    "cards left over are the stock, kept face down, and the discard pile starts out "
                    "empty."
                ),
            ),
            (
                "R2.2",
                "Who deals",
                (
                    "In the first round the last player in turn order deals, so the first player starts. "
                    "In every later round the dealer is whoever was the starter of the round before, so "
                    "the deal moves one seat to the right each time."
                ),
            ),
            (
                "R2.3",
                "Dealing a void round again",
                (
                    "When a round turns out void (R7.3), the same dealer shuffles the cards afresh and "
                    "deals again. The new deal keeps the same round number, and the void deal gives "
                    "nobody any points."
                ),
            ),
        ),
    ),
    (
        (
            "R3",
            "A turn",
            (
                "What a player does on a turn, in order: perhaps a declaration, then a draw, then melds "
                "and other plays, and last a discard."
            ),
        ),
        (
            (
                "R3.1",
                "A Konkan declaration comes first",
                (
                    "In the last round, and only then, a player may open their turn by declaring Konkan. "
                    "The declaration has to come before every other action of that turn (see R8.6)."
                ),
            ),
            (
                "R3.2",
                "The starter's first turn",
                (
                    "On their first turn the starter does not draw a card; they skip straight to "
                    "melding and the other plays of R3.4."
                ),
            ),
            (
                "R3.3",
                "The draw",
                (
                    "Every other turn opens with exactly one draw, of one of two kinds. The player either "
                    "takes the top card of the stock, or picks up the top card of the discard pile. "
                    "Picking up the discard is allowed only if the player then puts down one new meld or "
                    "more before the turn is over; that meld may contain the picked-up card or not. So a "
                    "player who has not gone down yet must go down in that same turn (R5). Until they do "
                    "anything else, the engine lets the player change their mind: the card goes back on "
                    "the discard pile and they draw from the stock instead."
                ),
            ),
            (
                "R3.4",
                "Melding and other plays",
                (
                    "After the draw the player may, in whatever order and as many times as they wish, "
                    "put down new melds (R4, R5), and once they are down, lay cards off (R6.1) and swap "
                    "jokers (R6.2)."
                ),
            ),
            (
                "R3.5",
                "The discard",
                (
                    "Every turn finishes with a discard, without exception. This is why a player may "
                    "never empty their hand before discarding: each meld, lay-off and joker swap must "
                    "still leave at least one card in hand. The card picked up from the discard pile may "
                    "itself be the card thrown away, provided the new meld it requires is already down."
                ),
            ),
            (
                "R3.6",
                "Taking moves back",
                (
                    "Before discarding, a player may undo their own moves of the current turn, the most "
                    "recent one first. A draw from the stock is the one move that cannot be undone, "
                    "because the player has already seen the card. A player who picked up the discard "
                    "and then finds no new meld to make is therefore never trapped: they undo what they "
                    "did, return the card to the discard pile, and draw from the stock instead."
                ),
            ),
        ),
    ),
    (
        ("R4", "Melds", "The two kinds of meld, runs and sets, and how a joker fits into them."),
        (
            (
                "R4.1",
                "Runs",
                (
                    "A run is three or more cards of one suit whose ranks follow each other with no gap. "
                    "The ace may be the lowest card, under the two (A-2-3), or the highest, over the "
                    "king (Q-K-A), but never both in the same run and never between two other cards: "
                    "K-A-2 is not a run. The longest run possible therefore has 13 cards."
                ),
            ),
            (
                "R4.2",
                "Sets",
                (
                    "A set is three or four cards of one rank, each of a different suit. Two identical "
                    "twins, such as the two seven of spades, can never be in the same set."
                ),
            ),
            (
                "R4.3",
                "One joker per meld",
                (
                    "A meld may contain one joker at most, so every meld has two or more ordinary "
                    "(natural) cards. Some tables allow two jokers in a meld, never more jokers than "
                    "natural cards (R9)."
                ),
            ),
            (
                "R4.4",
                "What a joker stands for",
                (
                    "A joker takes the place of one particular card, settled when it is put down. In a "
                    "run it is the card missing at its position; if it sits at one end and either end "
                    "would fit (5-6-joker can be read as 4-5-6 or as 5-6-7), the player picks, and the "
                    "hint shows both readings. In a set of four it is the suit that is missing. In a set "
                    "of three it is a card of that rank in one of the two absent suits, and which one is "
                    "left open until a fourth card joins the set, when it becomes the one suit still "
                    "absent. Whenever the player leaves such a choice open, the engine takes the reading "
                    "worth more points, and between two readings worth the same, the higher card. The "
                    "ace of a thirteen-card run from ace to king is decided the same way: it could count "
                    "low (A-2-...-K) or high (2-...-K-A), and the engine counts it high unless the player "
                    "says otherwise."
                ),
            ),
            (
                "R4.5",
                "Who owns a meld",
                (
                    "Each meld belongs to the player who put it on the table. Ownership matters in one "
                    "place only: deciding whether a finish is a Hand (R8.2)."
                ),
            ),
        ),
    ),
    (
        (
            "R5",
            "Going down the first time",
            "The extra conditions on the turn in which a player first puts melds on the table.",
        ),
        (
            (
                "R5.1",
                "The opening minimum",
                (
                    "In the turn a player goes down for the first time, the melds they put down must be "
                    "worth 51 points or more together. Cards from 2 to 10 count their face value; jack, "
                    "queen and king count 10 each; an ace counts 11, or 1 when it is the low end of a run "
                    "(A-2-3); a joker counts as the card it stands for. The total may come from several "
                    "melds."
                ),
            ),
            ("R5.2", "An opening needs a run", "At least one of those opening melds has to be a run."),
            (
                "R5.3",
                "Lay-offs and swaps do not count",
                (
                    "Laying off and swapping jokers add nothing toward the 51. Both become possible as "
                    "soon as the opening melds are on the table, already in that same turn."
                ),
            ),
            (
                "R5.4",
                "Going out all at once",
                (
                    "A player who is not down yet and puts down, at once and only in melds of their own, "
                    "every card except the one they will discard, does not need to reach the minimum. "
                    "They still need a run among those melds (R5.2). An opening is put down as a single "
                    "move, so a player who needs lay-offs on other players' melds to go out must first "
                    "make a full opening that reaches the minimum."
                ),
            ),
            ("R5.5", "Staying down", "Once a player has gone down, they count as down until the end of the round."),
        ),
    ),
    (
        ("R6", "Once down", "What a player who has gone down may do with the melds on the table."),
        (
            (
                "R6.1",
                "Laying off",
                (
                    "A player who is down may add one or more cards from their hand to any meld on the "
                    "table, whoever it belongs to, as long as the meld is still legal afterwards. A joker "
                    "may be laid off on a meld that does not have one yet."
                ),
            ),
            (
                "R6.2",
                "Swapping a joker",
                (
                    "A player who is down may put into a meld the card that its joker stands for, and "
                    "take the joker into their hand. For a set of three, a card of either of the two "
                    "absent suits will do (R4.4). The meld stays legal."
                ),
            ),
            ("R6.3", "Keeping a freed joker", "A joker freed in this way may stay in the player's hand."),
        ),
    ),
    (
        ("R7", "Going out and the end of a round", "How a round finishes: someone goes out, or the stock runs out."),
        (
            (
                "R7.1",
                "Going out",
                ("Discarding the last card in hand is going out, and the round is over at that moment."),
            ),
            (
                "R7.2",
                "Going out takes a discard",
                (
                    "Since no turn can end without a discard, a player who melds every card but one and "
                    "then discards that last one has gone out."
                ),
            ),
            (
                "R7.3",
                "An empty stock",
                (
                    "If a turn ends with the stock empty and nobody has gone out, the round is void and "
                    "is dealt again (R2.3). A house rule (R9) changes this: everything in the discard "
                    "pile except its top card is shuffled into a new stock, and only if the top card is "
                    "all the pile holds is the round void."
                ),
            ),
        ),
    ),
    (
        ("R8", "Scoring", "How each round is scored, what the Konkan is, and who wins the game."),
        (
            ("R8.1", "The player who goes out", "Whoever goes out scores minus 30."),
            (
                "R8.2",
                "A Hand",
                (
                    "Going out is a Hand when the player laid down all their cards in that one turn, was "
                    "not down before that turn, and touched no meld but the new ones they put down "
                    "themselves (no lay-off or joker swap on anyone else's meld). They then score minus "
                    "60 instead, and the points of every other player are doubled."
                ),
            ),
            (
                "R8.3",
                "Cards left in hand",
                (
                    "Every other player adds up the cards still in their hand: a joker is 15, an ace 11, "
                    "jack, queen and king 10 each, and every other card its face value. A player who did "
                    "not go down at all in the round scores 100 instead."
                ),
            ),
            (
                "R8.4",
                "Partnerships",
                (
                    "In a partnership game, the partner of the player who went out scores nothing for "
                    "the round. A team's score for the round is its two players' scores added together."
                ),
            ),
            (
                "R8.5",
                "The Konkan",
                (
                    "A Konkan is fourteen cards forming one run of ten and one set of four, or one run of "
                    "eleven and one set of three. A player who is not down yet puts it all down at once "
                    "and then discards their last card. Put down without a declaration, in any round, it "
                    "finishes the round the way a Hand does (minus 60 for that player), and every "
                    "opponent scores a flat 200, whether they are down or not and whatever they still "
                    "hold (a partner of the finisher scores 0). This undeclared Konkan does not win the "
                    "game."
                ),
            ),
            (
                "R8.6",
                "Declaring Konkan",
                (
                    "In the last round only, a player who is not down yet may declare Konkan at the "
                    "beginning of their turn, before drawing; the starter may too, on their first turn, "
                    "which has no draw. From then on that player may go down only with the whole Konkan, "
                    "in a single turn. Completing a declared Konkan wins the entire game on the spot, "
                    "whatever the totals are (in a partnership, the declarer's team wins). A declarer who "
                    "never completes it is scored like anyone else who is not down (R8.3)."
                ),
            ),
            (
                "R8.7",
                "Winning the game",
                (
                    "When five rounds that count have been played, the lowest total wins; in a "
                    "partnership, the team with the lower total wins. Players tied on the lowest total "
                    "share the win. (How many rounds are played is a house rule, R9.)"
                ),
            ),
        ),
    ),
)

#: The house rules the engine has today, as (option name, default, alternative), in the order
#: the rule book lists them. To add one, append a row here and a phrase to ``OPTION_WORDS``.
R9_OPTIONS: list[tuple[str, str, str]] = [
    (
        "opening_minimum",
        "51 (R5.1)",
        ('71, as played in "Konkan 71" and in Hand rummy; any whole number from 1 up may be chosen (81 is played too)'),
    ),
    ("opening_needs_run", "yes: a first going-down must include a run (R5.2)", "no: sets alone are enough"),
    ("rounds", "5 (R8.7)", "any number of rounds from 1 up; some Jordanian tables play 7"),
    (
        "taken_discard_must_be_used",
        "no: the new meld need not contain the card picked up (R3.3)",
        (
            "yes: the card picked up from the discard pile must be part of one of the new melds put down "
            "that turn, as most printed rummy rules say; a player who holds its twin may use either "
            "copy, since at the table the two are the same card"
        ),
    ),
    (
        "set_joker_swap_needs_both",
        "no: one card of either missing suit frees the joker of a three-card set (R6.2)",
        ("yes: both missing cards must go into the set to free its joker, as in Kalooki and some online Hand rooms"),
    ),
    (
        "freed_joker_must_be_used",
        "no: a freed joker may stay in hand (R6.3)",
        (
            "yes: a freed joker must be melded or laid off before the discard, as in Tunisian rummy and "
            "French rami; if it then fits nowhere, the engine refuses the discard and says why, and the "
            "player takes the swap back (R3.6)"
        ),
    ),
    (
        "empty_stock",
        "void: the round is void and dealt again (R7.3)",
        (
            "reshuffle: all of the discard pile except its top card is shuffled into a new stock; if the "
            "top card is all there is, the round is void anyway"
        ),
    ),
    ("joker_penalty", "15 (R8.3)", "25 or 50"),
    (
        "konkan_declarer_may_take_discards",
        (
            "no: a declarer who picks up the discard must go down that turn (R3.3), which for them means "
            "the whole Konkan (R8.6)"
        ),
        "yes: a declarer may pick up discards without going down, as in Jawaker's Concan",
    ),
    (
        "going_out_score",
        "-30 for going out (R8.1), so -60 for a Hand (R8.2)",
        "any score from -100 to 0 (0 and -25 are both played); a Hand always scores twice it",
    ),
    (
        "game_end",
        "rounds: the game ends after its rounds, lowest total winning (R8.7)",
        (
            "target: the game ends after the round in which any total reaches a target, lowest total "
            "winning; elimination: a player whose total passes a limit leaves, and the last one left wins "
            "(for players on their own). Neither has a last round, so no Konkan can be declared (R8.6)"
        ),
    ),
    ("game_end_score", "the usual: 300 as the target, 301 as the limit", "any other whole number"),
    (
        "opening_rise",
        "none: every first going-down needs the minimum only (R5.1)",
        (
            "match: a first going-down must reach the highest opening made so far in the round, where that "
            "is above the minimum; beat: it must exceed that opening by at least one point (several "
            "Jordanian and online tables)"
        ),
    ),
    (
        "ace_value",
        "standard: an ace counts 11, and 1 as the low end of a run (A-2-3) (R5.1, R8.3)",
        ("always_11: 11 in A-2-3 too; ten: 10 everywhere, in melds and in hand (both common in online clones)"),
    ),
    (
        "jokers_per_meld",
        "1: a meld holds one joker at most (R4.3)",
        (
            "2: a meld may hold both jokers, but never more jokers than natural cards, so JK JK 5♥ 6♥ is a "
            "run and JK JK 6♥ is not (many home tables)"
        ),
    ),
    (
        "starter_may_go_down_first_turn",
        "yes: the starter may meld on the first turn (R3.2)",
        "no: the starter's first turn is a discard only",
    ),
]

#: What each house-rule option decides, in words a message can quote ("... at this table (R9)").
OPTION_WORDS: dict[str, str] = {
    "opening_minimum": "the points a first going-down must reach",
    "opening_needs_run": "whether a first going-down must include a run",
    "rounds": "how many rounds a game lasts",
    "taken_discard_must_be_used": "whether a card picked up from the discard pile must go into a new meld",
    "set_joker_swap_needs_both": "whether freeing the joker of a three-card set takes both missing cards",
    "freed_joker_must_be_used": "whether a freed joker must be melded or laid off before the discard",
    "empty_stock": "what happens when the stock runs out",
    "joker_penalty": "what a joker left in hand costs",
    "konkan_declarer_may_take_discards": "whether a Konkan declarer may pick up discards without going down",
    "going_out_score": "what going out scores",
    "game_end": "how the game ends",
    "game_end_score": "the target or the limit that ends the game",
    "starter_may_go_down_first_turn": "whether the starter may meld on the first turn",
    "opening_rise": "whether the opening minimum rises with the openings made in the round",
    "ace_value": "what an ace is worth",
    "jokers_per_meld": "how many jokers one meld may hold",
}


def describe_rules(rules: Any) -> str:
    """A table's rules in plain words: who plays, then each option that differs from the game's
    defaults, citing its rule (``Rules.describe`` calls this)."""
    base = Rules(players=rules.players, partnership=rules.partnership)
    head = (
        f"{rules.players} players in two partnerships, partners opposite."
        if rules.partnership
        else f"{rules.players} players, each for themselves."
    )
    lines = []
    if rules.opening_minimum != base.opening_minimum:
        lines.append(f"Going down the first time needs {rules.opening_minimum} points, not 51 (R5.1, R9).")
    if rules.opening_needs_run != base.opening_needs_run:
        lines.append("Going down the first time needs no run (R5.2, R9).")
    if rules.game_end == "rounds" and rules.rounds != base.rounds:
        lines.append(f"The game lasts {rules.rounds} rounds, not 5 (R8.7, R9).")
    if rules.taken_discard_must_be_used:
        lines.append("A card taken from the discard pile must go into a new meld that turn (R3.3, R9).")
    if rules.set_joker_swap_needs_both:
        lines.append("A three-card set's joker is freed only by both missing cards at once (R6.2, R9).")
    if rules.freed_joker_must_be_used:
        lines.append("A freed joker must be melded or laid off before the discard (R6.3, R9).")
    if rules.empty_stock != base.empty_stock:
        lines.append("When the stock runs out, the discard pile but its top card becomes a new stock (R7.3, R9).")
    if rules.joker_penalty != base.joker_penalty:
        lines.append(f"A joker left in hand costs {rules.joker_penalty}, not 15 (R8.3, R9).")
    if rules.konkan_declarer_may_take_discards:
        lines.append("A Konkan declarer may take discards without going down (R8.6, R9).")
    if rules.going_out_score != base.going_out_score:
        lines.append(
            f"Going out scores {rules.going_out_score}, not -30, and a Hand {2 * rules.going_out_score} "
            "(R8.1, R8.2, R9)."
        )
    if rules.game_end == "target":
        lines.append(
            f"The game ends after the round in which a total reaches {rules.end_score}; the lowest total "
            "wins, and no Konkan can be declared (R8.7, R9)."
        )
    if rules.game_end == "elimination":
        lines.append(
            f"A player whose total passes {rules.end_score} leaves the game; the last one left wins, and "
            "no Konkan can be declared (R8.7, R9)."
        )
    if not rules.starter_may_go_down_first_turn:
        lines.append("The starter's first turn is a discard only (R3.2, R9).")
    if rules.ace_value == "always_11":
        lines.append("An ace counts 11 even at the low end of a run, A-2-3 (R5.1, R9).")
    if rules.ace_value == "ten":
        lines.append("Every ace counts 10, in melds and in hand (R5.1, R8.3, R9).")
    if rules.jokers_per_meld == 2:
        lines.append("A meld may hold two jokers, but never more jokers than natural cards (R4.3, R9).")
    if rules.opening_rise == "match":
        lines.append("A first going-down must reach the highest opening made so far in the round (R5.1, R9).")
    if rules.opening_rise == "beat":
        lines.append("A first going-down must beat the highest opening made so far in the round by a point (R5.1, R9).")
    if not lines:
        return head + "\nThe standard game, with no house rules."
    return head + "\n" + "\n".join("- " + line for line in lines)


def _house_rules_text() -> str:
    names = ", ".join(f"`{name}`" for name, _, _ in R9_OPTIONS)
    return (
        "Everything in R1 to R8 is the standard game, with its defaults. A table may change some "
        "of it with house rules, picked freely and combined in any way. Each has a name in the "
        f"engine: {names}. Each one keeps its default unless the table says otherwise."
    )


# After the table: how the options meet, and the named tables (``Rules.preset``).
_HOUSE_RULES_AFTER = (
    "Every house rule combines with every other. In a game played by elimination, if everyone still "
    "in passes the limit in the same round, the lowest total among them wins, and equal lowest "
    "totals share the win (R8.7). Some tables people actually play have a name in the engine, a "
    'preset: "standard" is the game of R1 to R8 with no house rule, and "jawaker" is Jawaker\'s '
    "Concan, the online game: an opening of 51, the card picked up from the discard pile must go "
    "into a new meld, and a Konkan declarer may pick up discards without going down."
)


def _options_table() -> str:
    rows = [
        "| option | what it decides | default | alternative |",
        "| --- | --- | --- | --- |",
    ]
    rows += [
        f"| `{name}` | {OPTION_WORDS.get(name, '')} | {default} | {alternative} |"
        for name, default, alternative in R9_OPTIONS
    ]
    return "\n".join(rows)


def _build() -> tuple[Rule, ...]:
    built: list[Rule] = []
    for (number, title, text), subs in _BOOK:
        parts = tuple(Rule(n, t, x, number) for n, t, x in subs)
        built.append(Rule(number, title, text, number, parts))
        built.extend(parts)
    built.append(Rule("R9", "House rules", _house_rules_text(), "R9"))
    return tuple(built)


_RULES = _build()
_BY_NUMBER = {r.number: r for r in _RULES}
_SHOW = reprlib.Repr()
_SHOW.maxstring = _SHOW.maxother = 60


def _shown(value: object) -> str:
    try:
        text = _SHOW.repr(value)
    except Exception:
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 60 else text[:57] + "..."


def rule(number: str) -> Rule:
    """The rule with this number: ``"R4.1"``, ``"r4.1"``, ``"4.1"`` or a section such as ``"R4"``.

    >>> rule(" 8.2 ")
    <Rule R8.2 A Hand>
    >>> rule("R9").parts
    ()
    >>> rule(4.1)
    Traceback (most recent call last):
    ...
    konkan.errors.KonkanError: there is no rule 4.1 in the rule book: rule numbers go from R1 to R9 (such as R4 or R4.1)
    """
    found = None
    if isinstance(number, str) and len(number) < 40:
        key = number.strip().upper()
        found = _BY_NUMBER.get(key if key.startswith("R") else "R" + key)
    if found is None:
        raise KonkanError(
            f"there is no rule {_shown(number)} in the rule book: rule numbers go from R1 to R9 (such as R4 or R4.1)"
        )
    return found


def all_rules() -> tuple[Rule, ...]:
    """Every section and sub-rule, in book order.

    >>> [r.number for r in all_rules()][:5]
    ['R1', 'R1.1', 'R1.2', 'R1.3', 'R2']
    """
    return _RULES


def rule_chips() -> dict[str, str]:
    """Each rule's short text, for the small rule chip a page draws beside a sentence citing it:
    its number and title, then its first sentence ("R4.1 Runs: A run is three or more cards ...").

    >>> rule_chips()["R4.1"].split(":")[0]
    'R4.1 Runs'
    """
    out = {}
    for r in _RULES:
        first = r.text.split(". ")[0].rstrip(".")
        out[r.number] = f"{r.number} {r.title}: {first}."
    return out


def rules_markdown() -> str:
    """The whole rule book as one Markdown page (what ``docs/rules.md`` holds).

    >>> print(rules_markdown())
    # Konkan: the rule book
    ...
    ## R4 Melds
    ...
    **R4.1 Runs.** A run is three or more cards of one suit...
    """
    out = [
        "# Konkan: the rule book",
        (
            "This is the game the konkan engine plays, explained for a learner. The rules are grouped "
            "in nine sections, R1 to R9, and a number with a dot is one point inside a section: R4.1 "
            "is the first point of R4, about runs. Every verdict of the engine cites a number from "
            "this page: when it accepts or refuses a move, or a hint explains one, the number in "
            "brackets says which rule decided, so you can look it up here. R1 to R8 are the standard "
            "game; R9 lists the house rules a table may choose instead."
        ),
    ]
    for section in (r for r in _RULES if r.is_section):
        out.append(f"## {section.number} {section.title}")
        out.append(section.text)
        out.extend(_paragraph(part) for part in section.parts)
        if section.number == "R9":
            out += [_options_table(), _HOUSE_RULES_AFTER]
    return "\n\n".join(out) + "\n"


if __name__ == "__main__":
    # Bytes, so the page comes out the same whatever the terminal's encoding.
    sys.stdout.buffer.write(rules_markdown().encode("utf-8"))
