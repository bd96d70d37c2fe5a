"""Lesson 3's words: a turn (R3), from the first card to the discard, and changing your mind."""

from __future__ import annotations

WORDS: dict[str, str] = {
    "lesson.a_turn.title": "A turn",
    "lesson.a_turn.summary": (
        "Begin with a card, play what you can, end with a discard, and change your mind in between."
    ),
    # step a-whole-turn
    "lesson.a_turn.a_whole_turn.title": "Draw, then discard",
    "lesson.a_turn.a_whole_turn.intro": (
        "Every turn begins by picking up one card. It is the top card of the stock (the face-down pile) "
        "or the top card of the discard pile. Every turn ends by throwing one card onto the discard "
        "pile."
    ),
    "lesson.a_turn.a_whole_turn.goal": "Draw a card from the stock, then discard one card.",
    "lesson.a_turn.a_whole_turn.hint": (
        "Your turn begins with a card from one of the two piles. The stock is the safe one."
    ),
    "lesson.a_turn.a_whole_turn.why.1": "Begin with a draw from the stock: you get its top card, the Q♥ (R3.3).",
    "lesson.a_turn.a_whole_turn.why.2": (
        "Then discard a card you don't need, such as the K♠, and your turn is over (R3.5)."
    ),
    "lesson.a_turn.a_whole_turn.mistake.must_draw_first": "Pick up a card first, then discard.",
    "lesson.a_turn.a_whole_turn.done": "That is a whole turn: one card in, one card out.",
    # step take-and-meld
    "lesson.a_turn.take_and_meld.title": "Take the discard",
    "lesson.a_turn.take_and_meld.intro": (
        "Your 2♦ 3♦ 4♦ is on the table from an earlier turn. You may take the top discard instead of "
        "drawing, but only if you put down a new meld before your turn ends."
    ),
    "lesson.a_turn.take_and_meld.goal": "Take the 9♥ from the discard pile and put it down in a new meld.",
    "lesson.a_turn.take_and_meld.hint": "The top discard fits with two of your cards.",
    "lesson.a_turn.take_and_meld.why.1": (
        "Take the 9♥: taking the discard is allowed because you will put down a new meld this turn (R3.3)."
    ),
    "lesson.a_turn.take_and_meld.why.2": (
        "Put down 7♥ 8♥ 9♥, a run (R3.4, R4.1). Then you could discard and end the turn (R3.5)."
    ),
    "lesson.a_turn.take_and_meld.mistake.must_draw_first": "The 9♥ is still on the discard pile: take it first.",
    "lesson.a_turn.take_and_meld.done": "You took the discard and used it in a new meld, just as taking asks.",
    # step put-it-back
    "lesson.a_turn.put_it_back.title": "Put it back",
    "lesson.a_turn.put_it_back.intro": (
        "You took the 4♣ for your 2♣ 3♣. Taking the discard is a promise: you must put down a new meld "
        "this turn. But you have no meld on the table yet. Your first melds of a round must be worth "
        "51 or more (lesson 4). Until you do anything else, you may change your mind: put the card "
        "back and draw instead."
    ),
    "lesson.a_turn.put_it_back.goal": "Put the 4♣ back on the discard pile and draw from the stock instead.",
    "lesson.a_turn.put_it_back.hint": "You can't put down melds worth 51 this turn, so the taken card has to go back.",
    "lesson.a_turn.put_it_back.why.1": "You can't put down melds worth 51, so you can't keep the 4♣ (R3.3, R5.1).",
    "lesson.a_turn.put_it_back.why.2": "Put it back, which is allowed because you have done nothing else yet (R3.3).",
    "lesson.a_turn.put_it_back.why.3": (
        "Then draw from the stock, as any turn may begin (R3.3). Had you done more moves first, you "
        "would take them back, the last first, before putting the card back (R3.6)."
    ),
    "lesson.a_turn.put_it_back.mistake.must_meld_after_taking": "Put the 4♣ back instead.",
    "lesson.a_turn.put_it_back.mistake.opening_too_low": "Three small clubs are far from 51: put the 4♣ back instead.",
    "lesson.a_turn.put_it_back.done": (
        "Taking and then putting back costs nothing, as long as you do it before anything else."
    ),
    # step take-back
    "lesson.a_turn.take_back.title": "Take a move back",
    "lesson.a_turn.take_back.intro": (
        "Your 2♦ 3♦ 4♦ is on the table from an earlier turn. This turn you drew, put down 5♠ 6♠ 7♠, "
        "and only then saw your 8♠. Until you discard, you may take back your own moves of this turn, "
        "the last one first."
    ),
    "lesson.a_turn.take_back.goal": "Make your spades into one run of four, 5♠ 6♠ 7♠ 8♠.",
    "lesson.a_turn.take_back.hint": "Take back what you did last, then put down your spades again, all together.",
    "lesson.a_turn.take_back.why.1": "Take back your last move: the run 5♠ 6♠ 7♠ comes back into your hand (R3.6).",
    "lesson.a_turn.take_back.why.2": "Put down 5♠ 6♠ 7♠ 8♠, one run of four (R3.4, R4.1).",
    "lesson.a_turn.take_back.mistake.not_in_hand": "Those spades are on the table now: take the run back first.",
    "lesson.a_turn.take_back.done": (
        "Taking back is free until you discard. There was another way too: add the 8♠ to the run already "
        "on the table. That is called laying off."
    ),
    # step a-draw-stays
    "lesson.a_turn.a_draw_stays.title": "A draw stays",
    "lesson.a_turn.a_draw_stays.intro": (
        "You drew the K♥ from the stock, and you wish you hadn't. A card drawn from the stock can never "
        "be taken back, because you have seen it."
    ),
    "lesson.a_turn.a_draw_stays.goal": "Try to take the draw back if you like, then end your turn with a discard.",
    "lesson.a_turn.a_draw_stays.hint": "Whatever you do, the turn ends the same way: one card onto the discard pile.",
    "lesson.a_turn.a_draw_stays.why.1": "A draw from the stock can't be taken back (R3.6).",
    "lesson.a_turn.a_draw_stays.why.2": (
        "So you keep the K♥, or throw it away at once: discard it and your turn is over (R3.5)."
    ),
    "lesson.a_turn.a_draw_stays.mistake.draw_cannot_be_undone": "Now end your turn with a discard.",
    "lesson.a_turn.a_draw_stays.done": (
        "Before you draw, take a look at the discard pile: once you draw, the card is yours."
    ),
    # step keep-a-card
    "lesson.a_turn.keep_a_card.title": "Keep one card",
    "lesson.a_turn.keep_a_card.intro": (
        "Your 2♦ 3♦ 4♦ is on the table from an earlier turn, and you have drawn. Every turn ends with "
        "a discard. So whatever you put down must leave at least one card in your hand."
    ),
    "lesson.a_turn.keep_a_card.goal": "Put down three of your clubs as a run, and keep one card for your discard.",
    "lesson.a_turn.keep_a_card.hint": "Four clubs in a row is tempting, but think of the discard.",
    "lesson.a_turn.keep_a_card.why.1": "Put down 8♣ 9♣ 10♣ and keep one card: every turn ends with a discard (R3.5).",
    "lesson.a_turn.keep_a_card.why.2": "The J♣ is left for that discard.",
    "lesson.a_turn.keep_a_card.mistake.must_keep_discard": "Put down three of them and keep one to discard.",
    "lesson.a_turn.keep_a_card.done": (
        "The J♣ is kept for your discard. Throwing away your last card ends the round: lesson 6 shows "
        "what happens then."
    ),
}
