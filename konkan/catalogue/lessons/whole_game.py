"""Lesson 10's words (konkan/teaching/lessons/whole_game.py): a whole game.

Keys are ``lesson.whole_game.<step id>.<part>``: a step's title, intro, goal or prompt, hint, the
lines of its worked solution (``why.1``, ``why.2``, ...), the lesson's word on a likely slip
(``mistake.<slip>``), and what it says when the step is done."""

from __future__ import annotations

WORDS: dict[str, str] = {
    "lesson.whole_game.title": "A whole game",
    "lesson.whole_game.summary": "How a game runs from the first deal to the winner, then a real deal to play.",
    # one player's total in a list of totals ("South 96, East 130, West 41")
    "lesson.whole_game.total": "{name} {total}",
    # --- five-rounds: round after round -----------------------------------------------------
    "lesson.whole_game.five-rounds.title": "Round after round",
    "lesson.whole_game.five-rounds.intro": (
        "A game is several rounds. After each round everyone's score is added to their total, "
        "and the next round is dealt. To check your answer, the computer plays a whole game for "
        "three, your seat (South) too. When you answer, it tells you how that game ended."
    ),
    "lesson.whole_game.five-rounds.prompt": "How many rounds does a standard game of Konkan last?",
    "lesson.whole_game.five-rounds.hint": ("Think back to the last lesson: in which round may a Konkan be declared?"),
    "lesson.whole_game.five-rounds.why.1": (
        "A standard game lasts five rounds that count; then the totals decide (R8.7)."
    ),
    "lesson.whole_game.five-rounds.why.2": "A void round does not count, and is dealt again (R2.3).",
    "lesson.whole_game.five-rounds.mistake.not_five": (
        "The last round is the one where a Konkan may be declared. Which round was that?"
    ),
    # --- who-deals: the deal passes on ------------------------------------------------------
    "lesson.whole_game.who-deals.title": "The deal passes on",
    "lesson.whole_game.who-deals.intro": (
        "Think of the game the computer played for the last question, your seat included. In round 1 "
        "the last player deals, so you, South, start. Each new round is dealt by the player who "
        "started the round before, so the deal passes to the right."
    ),
    "lesson.whole_game.who-deals.prompt": "In that game for three, who dealt round {round}?",
    "lesson.whole_game.who-deals.hint": (
        "Work it out one round at a time: who started round 1, and so who deals round 2?"
    ),
    "lesson.whole_game.who-deals.why.1": "Round 1: West deals and South starts (R2.1, R2.2).",
    "lesson.whole_game.who-deals.why.2": "Round 2: South, the starter of round 1, deals, and East starts (R2.2).",
    "lesson.whole_game.who-deals.why.3": "Round 3: East, the starter of round 2, deals (R2.2).",
    "lesson.whole_game.who-deals.mistake.round_1": "That player dealt round 1. Go on one round at a time.",
    "lesson.whole_game.who-deals.mistake.round_2": "That player dealt round 2. Who started round 2?",
    # --- lowest-wins: who wins --------------------------------------------------------------
    "lesson.whole_game.lowest-wins.title": "Who wins",
    "lesson.whole_game.lowest-wins.intro": (
        "In Konkan points are bad: going out gives you a minus score, and the cards others are "
        "left holding cost them points. When the game is over, the lowest total wins."
    ),
    "lesson.whole_game.lowest-wins.prompt": "A game for three has just ended. The totals are {totals}. Who wins?",
    "lesson.whole_game.lowest-wins.hint": "Look for the smallest number, not the biggest.",
    "lesson.whole_game.lowest-wins.why.1": "After five rounds the player with the lowest total wins (R8.7).",
    "lesson.whole_game.lowest-wins.mistake.highest": (
        "That is the highest total, the worst one: the lowest total wins."
    ),
    # --- konkan-wins: the one exception -----------------------------------------------------
    "lesson.whole_game.konkan-wins.title": "The one exception",
    "lesson.whole_game.konkan-wins.intro": (
        "There is one way to win whatever the totals: a Konkan declared in the last round and then put down."
    ),
    "lesson.whole_game.konkan-wins.prompt": (
        "In round 5, East declared Konkan and put it down. The totals are {totals}. Who wins?"
    ),
    "lesson.whole_game.konkan-wins.hint": "Which is stronger here: the totals or the declaration?",
    "lesson.whole_game.konkan-wins.why.1": (
        "A declared Konkan, put down in the last round, wins the whole game at once, whatever the totals (R8.6)."
    ),
    "lesson.whole_game.konkan-wins.mistake.lowest": (
        "That is the lowest total, which wins any other game. Not this one."
    ),
    # --- first-turn: your first turn --------------------------------------------------------
    "lesson.whole_game.first-turn.title": "Your first turn",
    "lesson.whole_game.first-turn.intro": (
        "Here is a real deal for two: you start with 15 cards and North has 14. The starter's first "
        "turn has no draw: you only discard (or go down first, if you can)."
    ),
    "lesson.whole_game.first-turn.goal": "Play your first turn: end it with a discard.",
    "lesson.whole_game.first-turn.hint": (
        "You can't go down yet. Give away a card that goes with none of your others."
    ),
    "lesson.whole_game.first-turn.why.1": "As the starter you already have 15 cards, so you take none (R3.2).",
    "lesson.whole_game.first-turn.why.2": (
        "Your three fours are a set, but you have no run and nowhere near 51 points, so you can't go "
        "down yet (R5.1, R5.2)."
    ),
    "lesson.whole_game.first-turn.why.3": "Discard a card that fits nothing, such as the J♥ (R3.5).",
    "lesson.whole_game.first-turn.mistake.starter_no_draw": "Your extra card is your draw for this turn.",
    "lesson.whole_game.first-turn.done": "North plays next.",
    # --- second-turn: your next turn --------------------------------------------------------
    "lesson.whole_game.second-turn.title": "Your next turn",
    "lesson.whole_game.second-turn.intro": (
        "North has played a turn. From now on every turn of yours begins with one card. It is the top "
        "of the stock, or North's discard if you can go down with it this turn."
    ),
    "lesson.whole_game.second-turn.goal": "Play your turn: take one card, then discard one.",
    "lesson.whole_game.second-turn.hint": ("Would the discard let you go down this turn? If not, draw from the stock."),
    "lesson.whole_game.second-turn.why.1": ("Taking North's discard would oblige you to go down this turn (R3.3)."),
    "lesson.whole_game.second-turn.why.2": (
        "Even with it your melds would not reach 51 (R5.1), so draw from the stock (R3.3)."
    ),
    "lesson.whole_game.second-turn.why.3": "Then discard a card that fits nothing, such as the 9♣ (R3.5).",
    "lesson.whole_game.second-turn.done": (
        "That is how every turn goes. Now play a whole game against the computer at the table "
        "below this lesson, and press Hint whenever you want advice. Going down is the hardest "
        "part at first: lesson 4 is always there to practise it again."
    ),
}
