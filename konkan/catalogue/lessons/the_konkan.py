"""Lesson 8's words (konkan/teaching/lessons/the_konkan.py): the Konkan.

Keys are ``lesson.the_konkan.<step id>.<part>``: a step's title, intro, goal or prompt, hint, the
lines of its worked solution (``why.1``, ``why.2``, ...), its choices (``choice.1``, ...), the
lesson's word on a likely slip (``mistake.<slip>``), and what it says when the step is done."""

from __future__ import annotations

WORDS: dict[str, str] = {
    "lesson.the_konkan.title": "The Konkan",
    "lesson.the_konkan.summary": "The game's namesake: fourteen cards in one run and one set, put down all at once.",
    # --- two-shapes: the two shapes ---------------------------------------------------------
    "lesson.the_konkan.two-shapes.title": "The two shapes",
    "lesson.the_konkan.two-shapes.intro": (
        "A Konkan is fourteen cards in exactly two melds. It is a run of ten and a set of four, or a "
        "run of eleven and a set of three. Nothing else counts."
    ),
    "lesson.the_konkan.two-shapes.prompt": "Pick every group of fourteen cards that is a Konkan.",
    "lesson.the_konkan.two-shapes.hint": (
        "For each group, find the run and count it. Is it ten long with a set of four, or eleven "
        "long with a set of three?"
    ),
    "lesson.the_konkan.two-shapes.why.1": (
        "Ten hearts in a row and four kings: a run of ten and a set of four, a Konkan (R8.5)."
    ),
    "lesson.the_konkan.two-shapes.why.2": (
        "Eleven spades in a row, from the 4♠ up to the ace, and three sevens. That is a run of eleven "
        "and a set of three, a Konkan too (R8.5)."
    ),
    "lesson.the_konkan.two-shapes.why.3": (
        "Nine hearts and four kings make only thirteen cards in melds, and the 5♣ fits in neither."
    ),
    "lesson.the_konkan.two-shapes.why.4": "Two runs of seven are fourteen cards, but a Konkan needs one run and one set.",
    # --- konkan-at-once: put it down at once ------------------------------------------------
    "lesson.the_konkan.konkan-at-once.title": "Put it down at once",
    "lesson.the_konkan.konkan-at-once.intro": (
        "A Konkan goes down all in one turn, by a player who is not down yet. Both melds go down "
        "together, then the last card is discarded. It ends the round like a Hand. To put two melds down "
        "together, set the first aside with Set aside, then pick the second and press Meld."
    ),
    "lesson.the_konkan.konkan-at-once.goal": "Go out with a Konkan.",
    "lesson.the_konkan.konkan-at-once.hint": (
        "Pick the whole run and press Set aside, then pick the whole set and press Meld, so "
        "both go down together. Then only one card is left."
    ),
    "lesson.the_konkan.konkan-at-once.why.1": (
        "2♥ to J♥ is a run of ten and the four kings a set of four: together they are a Konkan (R8.5)."
    ),
    "lesson.the_konkan.konkan-at-once.why.2": (
        "Pick the run and press Set aside, then pick the kings and press Meld: both go down at "
        "once. Then discard the 5♣, your last card, to go out (R7.1)."
    ),
    "lesson.the_konkan.konkan-at-once.why.3": "That scores -60 for you, and a flat 200 for each of the others (R8.5).",
    "lesson.the_konkan.konkan-at-once.why.4": (
        "Putting the run down first and the kings after is going down and then melding: a Hand, not a Konkan (R8.2)."
    ),
    "lesson.the_konkan.konkan-at-once.mistake.konkan_not_last_round": (
        "In this round you just put the Konkan down, with no word first."
    ),
    "lesson.the_konkan.konkan-at-once.done": "A Konkan! Both your opponents pay 200.",
    # --- flat-200: whatever they hold -------------------------------------------------------
    "lesson.the_konkan.flat-200.title": "Whatever they hold",
    "lesson.the_konkan.flat-200.intro": (
        "After a Konkan nobody counts their cards: every opponent pays the same flat amount, down "
        "or not. East was down, holding only the 7♦ and the 9♣."
    ),
    "lesson.the_konkan.flat-200.prompt": "How much does East score for this round?",
    "lesson.the_konkan.flat-200.hint": "Does it matter here which cards East still holds?",
    "lesson.the_konkan.flat-200.why.1": (
        "Against a Konkan every opponent scores a flat 200, whatever is in hand and whether they "
        "were down or not (R8.5)."
    ),
    "lesson.the_konkan.flat-200.mistake.ordinary": (
        "That is what the 7♦ and the 9♣ are worth after an ordinary going out. A Konkan costs more."
    ),
    "lesson.the_konkan.flat-200.mistake.hand": "That would be a Hand's doubling. A Konkan is a flat amount.",
    "lesson.the_konkan.flat-200.mistake.konkan_score": (
        "Minus 60 is the score of the player who put the Konkan down, not East's."
    ),
    # --- earlier-round: a Konkan in an early round ------------------------------------------
    "lesson.the_konkan.earlier-round.title": "A Konkan in an early round",
    "lesson.the_konkan.earlier-round.intro": (
        "In rounds before the last, nobody may declare a Konkan, but you may still put one down. It "
        "scores, but it does not win the game."
    ),
    "lesson.the_konkan.earlier-round.prompt": (
        "South put down a Konkan in round 2 of 5, without declaring it. Is the game over?"
    ),
    "lesson.the_konkan.earlier-round.hint": (
        "Only a declared Konkan ends the whole game. Could anyone declare in round 2?"
    ),
    "lesson.the_konkan.earlier-round.choice.1": "Yes: South has won the game",
    "lesson.the_konkan.earlier-round.choice.2": "No: the game goes on to round 3",
    "lesson.the_konkan.earlier-round.why.1": "South's Konkan scores -60, and 200 for each of the others (R8.5).",
    "lesson.the_konkan.earlier-round.why.2": (
        "A Konkan that was not declared does not win the game: the game goes on to round 3 (R8.5)."
    ),
    "lesson.the_konkan.earlier-round.why.3": "Only a declared Konkan, in the last round, wins the game at once (R8.6).",
    "lesson.the_konkan.earlier-round.mistake.won": "South's Konkan came in round 2, without a declaration.",
    # --- when-to-declare: when to declare ---------------------------------------------------
    "lesson.the_konkan.when-to-declare.title": "When to declare",
    "lesson.the_konkan.when-to-declare.intro": (
        "In the last round a player not yet down may declare Konkan. From then on they may go down "
        "only with the whole Konkan. If they do, they win the whole game. The declaration comes "
        "first, before anything else in the turn."
    ),
    "lesson.the_konkan.when-to-declare.prompt": "When may you declare Konkan?",
    "lesson.the_konkan.when-to-declare.hint": "Two things matter: which round it is, and whether your turn has begun.",
    "lesson.the_konkan.when-to-declare.choice.1": "At the start of your turn in the last round, before you draw",
    "lesson.the_konkan.when-to-declare.choice.2": "In the last round, just after you draw",
    "lesson.the_konkan.when-to-declare.choice.3": "At the start of your turn in round 2, before you draw",
    # the answer's explanation: each choice, then the engine's word on declaring at that moment
    "lesson.the_konkan.when-to-declare.choice_says": "{choice}: {said}",
    "lesson.the_konkan.when-to-declare.why.1": "Konkan is declared only in the last round (R8.6),",
    "lesson.the_konkan.when-to-declare.why.2": (
        "and only at the very start of your turn, before you draw or do anything else (R3.1)."
    ),
    "lesson.the_konkan.when-to-declare.mistake.drawn": "Once you have drawn, your turn has begun.",
    "lesson.the_konkan.when-to-declare.mistake.round_2": "Round 2 is not the last round.",
    # --- declare: declare it ----------------------------------------------------------------
    "lesson.the_konkan.declare.title": "Declare it",
    "lesson.the_konkan.declare.intro": (
        "This is round {round}, the last. Your hand is one card short of a Konkan. If you declare now "
        "and complete it, you win the whole game."
    ),
    "lesson.the_konkan.declare.goal": "Declare Konkan.",
    "lesson.the_konkan.declare.hint": "The declaration has to come before anything else you do this turn.",
    "lesson.the_konkan.declare.why.1": (
        "It is round {round}, the last, and you are not down, so you may declare Konkan (R8.6)."
    ),
    "lesson.the_konkan.declare.why.2": "You declare at the start of your turn, before you draw (R3.1).",
    "lesson.the_konkan.declare.done": "Everyone now knows you are playing for a Konkan.",
    # --- declared-only: the whole Konkan or nothing -----------------------------------------
    "lesson.the_konkan.declared-only.title": "The whole Konkan or nothing",
    "lesson.the_konkan.declared-only.intro": (
        "You declared Konkan and then drew the K♣. Now you may go down only with the "
        "whole Konkan, both melds in one turn. Set one aside, then press Meld with the other."
    ),
    "lesson.the_konkan.declared-only.goal": "Go out with your declared Konkan.",
    "lesson.the_konkan.declared-only.hint": (
        "Now you hold the whole thing. Set the run aside, pick the kings and press Meld, then discard."
    ),
    "lesson.the_konkan.declared-only.why.1": "The run 2♥ to J♥ and the four kings are your Konkan (R8.5).",
    "lesson.the_konkan.declared-only.why.2": "Set the run aside, pick the kings and press Meld, so both go down at once.",
    "lesson.the_konkan.declared-only.why.3": (
        "Discard the 5♣ to go out. A declared Konkan wins the whole game at once (R8.6)."
    ),
    "lesson.the_konkan.declared-only.why.4": (
        "The run alone would be an ordinary going down, which a declarer may not make (R8.6)."
    ),
    "lesson.the_konkan.declared-only.mistake.konkan_declared_only": (
        "Keep the run in your hand until the kings can go down with it."
    ),
    "lesson.the_konkan.declared-only.done": "A declared Konkan: you win the game, whatever the totals.",
}
