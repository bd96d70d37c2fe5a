"""Lesson 6's words (konkan/teaching/lessons/going_out.py): going out and scoring.

Keys are ``lesson.going_out.<step id>.<part>``: a step's title, intro, goal or prompt, hint, the
lines of its worked solution (``why.1``, ``why.2``, ...), the lesson's word on a likely slip
(``mistake.<slip>``), and what it says when the step is done or missed."""

from __future__ import annotations

WORDS: dict[str, str] = {
    "lesson.going_out.title": "Going out and scoring",
    "lesson.going_out.summary": "How a round ends, what everyone scores, and what happens when the stock runs out.",
    # --- last-card: go out ------------------------------------------------------------------
    "lesson.going_out.last-card.title": "Go out",
    "lesson.going_out.last-card.intro": (
        "The round ends the moment someone gets rid of their last card. Every turn ends with a "
        "discard, so you put all your cards but one into melds, then discard that last one."
    ),
    "lesson.going_out.last-card.goal": "Go out: put down your cards and make your last one the discard.",
    "lesson.going_out.last-card.hint": (
        "You can't put every card into melds: one must stay for the discard. Which can you spare?"
    ),
    "lesson.going_out.last-card.why.1": "Put down 4♥ 5♥ 6♥ and 9♣ 9♦ 9♠ (R3.4), keeping one card back.",
    "lesson.going_out.last-card.why.2": (
        "Discard the 7♥: it is your last card, so you go out and the round ends (R7.1, R7.2)."
    ),
    "lesson.going_out.last-card.mistake.must_keep_discard": (
        "Keep one card back: your last discard is what takes you out."
    ),
    "lesson.going_out.last-card.done": "You went out: the round is over.",
    # --- minus-thirty: what going out scores ------------------------------------------------
    "lesson.going_out.minus-thirty.title": "Minus thirty",
    "lesson.going_out.minus-thirty.intro": (
        "In Konkan points are bad: the lowest total wins the game. Going out takes 30 points off "
        "your total, and everyone else pays for the cards they are still holding."
    ),
    "lesson.going_out.minus-thirty.prompt": "You can go out this turn. How many points do you score for it?",
    "lesson.going_out.minus-thirty.hint": (
        "Going out takes points away from your total. Write the score with a minus sign."
    ),
    "lesson.going_out.minus-thirty.why.1": (
        "Every card but one goes into melds, and the last one is your discard (R7.2)."
    ),
    "lesson.going_out.minus-thirty.why.2": "The player who goes out scores minus 30 (R8.1).",
    "lesson.going_out.minus-thirty.mistake.no_minus": (
        "Going out takes points off your total, so your score has a minus sign."
    ),
    "lesson.going_out.minus-thirty.mistake.hand": (
        "Minus 60 is for going out all at once before you were ever down. You are down already."
    ),
    "lesson.going_out.minus-thirty.mistake.zero": "Going out does change your score: it takes points off your total.",
    # --- count-the-cards: what is left costs ------------------------------------------------
    "lesson.going_out.count-the-cards.title": "What is left costs",
    "lesson.going_out.count-the-cards.intro": (
        "When someone goes out, everyone else adds up the cards still in their hand. A joker is 15 "
        "and an ace 11. A jack, queen or king is 10, and every other card its number."
    ),
    "lesson.going_out.count-the-cards.prompt": (
        "You went out. North is down and is left holding these cards. How many points do they cost North?"
    ),
    "lesson.going_out.count-the-cards.hint": (
        "Add them up one by one: start with the joker, then the ace, then the king."
    ),
    "lesson.going_out.count-the-cards.why.1": (
        "The joker costs 15, the A♠ 11, the K♦ 10, the 7♣ 7 and the 2♥ 2 (R8.3)."
    ),
    "lesson.going_out.count-the-cards.why.2": "Together, 15 + 11 + 10 + 7 + 2 makes 45.",
    "lesson.going_out.count-the-cards.mistake.ace": "An ace left in your hand costs 11, not 1.",
    "lesson.going_out.count-the-cards.mistake.joker": "A joker left in your hand costs 15.",
    "lesson.going_out.count-the-cards.mistake.joker_and_ace": (
        "Look again at the joker and the ace: both cost more than that."
    ),
    "lesson.going_out.count-the-cards.mistake.king": "A king costs 10, like a jack or a queen.",
    # --- never-down: a flat 100 -------------------------------------------------------------
    "lesson.going_out.never-down.title": "Never down",
    "lesson.going_out.never-down.intro": (
        "A player who never went down in the round doesn't count their cards: they pay a flat 100, "
        "however small the cards."
    ),
    "lesson.going_out.never-down.prompt": (
        "You went out. North never went down this round and holds these fourteen cards. What does North pay?"
    ),
    "lesson.going_out.never-down.hint": "Did North ever put a meld down this round?",
    "lesson.going_out.never-down.why.1": (
        "North never went down, so North's cards don't count: North pays 100 (R8.3)."
    ),
    "lesson.going_out.never-down.mistake.counted": "Those cards would count only if North had gone down.",
    # --- which-discard: which card to throw -------------------------------------------------
    "lesson.going_out.which-discard.title": "Which card to throw",
    "lesson.going_out.which-discard.intro": (
        "Every turn ends with a discard. A card still in your hand when someone goes out costs you "
        "its points. So a high card is a good one to throw. But look at the discard pile too. Last "
        "turn North took the 3♥ from it, and keeps it in hand. So North wants a card that goes "
        "with the 3♥."
    ),
    "lesson.going_out.which-discard.goal": "Discard a card that costs you a lot and that North can't use.",
    "lesson.going_out.which-discard.hint": (
        "Your 3♠ costs only 3. But North just took a three. What would North do with yours?"
    ),
    "lesson.going_out.which-discard.why.1": "The K♥ costs 10 if someone goes out while you still hold it (R8.3).",
    "lesson.going_out.which-discard.why.2": "The Q♥ costs 10 too: throwing it is just as good.",
    "lesson.going_out.which-discard.why.3": "The 3♠ costs only 3. But North took a three from the pile last turn.",
    "lesson.going_out.which-discard.why.4": "North could take your 3♠ too, toward a set of threes (R3.3, R4.2).",
    "lesson.going_out.which-discard.done": "A high card is gone, and North got nothing from you.",
    "lesson.going_out.which-discard.missed": (
        "The K♥ costs 10, and so does the Q♥: no card in your hand costs more. North can't use them (R8.3)."
    ),
    # --- last-chance: the stock runs out ----------------------------------------------------
    "lesson.going_out.last-chance.title": "The stock runs out",
    "lesson.going_out.last-chance.intro": (
        "You have just drawn the last card of the stock. If your turn ends and nobody has gone out, "
        "the round is void: nobody scores, and it is dealt again."
    ),
    "lesson.going_out.last-chance.goal": "Go out now, before your turn ends with the stock empty.",
    "lesson.going_out.last-chance.hint": "Your run on the table can take more cards. How many of yours fit on it?",
    "lesson.going_out.last-chance.why.1": "Lay off 9♠ 10♠ on your run 6♠ 7♠ 8♠ (R6.1).",
    "lesson.going_out.last-chance.why.2": (
        "Then discard the 4♦, your last card: you go out (R7.1) before the empty stock can make the round void (R7.3)."
    ),
    "lesson.going_out.last-chance.done": "Just in time: you went out with the stock empty.",
    # --- dealt-again: a void round ----------------------------------------------------------
    "lesson.going_out.dealt-again.title": "Dealt again",
    "lesson.going_out.dealt-again.intro": (
        "A void round scores nothing. The same dealer shuffles and deals it again, and the new deal "
        "keeps the same round number."
    ),
    "lesson.going_out.dealt-again.prompt": (
        "Round 3 ended with the stock empty and nobody out. What number does the next deal have?"
    ),
    "lesson.going_out.dealt-again.hint": "A void round doesn't count as played.",
    "lesson.going_out.dealt-again.why.1": "Round 3 was void, so it scores nothing (R7.3).",
    "lesson.going_out.dealt-again.why.2": "The same dealer deals it again, and it is still round 3 (R2.3).",
    "lesson.going_out.dealt-again.mistake.counted": "A void round is not counted as a round played.",
    # --- score-the-round: a whole round's end -----------------------------------------------
    "lesson.going_out.score-the-round.title": "Score a whole round",
    "lesson.going_out.score-the-round.intro": "Now score a whole round. Three players this time: you, East and West.",
    "lesson.going_out.score-the-round.prompt": (
        "You go out now: put down 5♣ 6♣ 7♣ and discard the K♠. East is down and holds the cards "
        "shown; West never went down. How many points do East and West pay together?"
    ),
    "lesson.going_out.score-the-round.hint": "Count East's cards first. Then think about West, who never went down.",
    "lesson.going_out.score-the-round.why.1": "You go out: minus 30 for you (R8.1).",
    "lesson.going_out.score-the-round.why.2": "East holds a joker (15), an ace (11) and two fours (8): 34 (R8.3).",
    "lesson.going_out.score-the-round.why.3": "West never went down: 100 (R8.3).",
    "lesson.going_out.score-the-round.why.4": "Together East and West pay 34 + 100, so 134.",
    "lesson.going_out.score-the-round.mistake.west_forgotten": "Don't forget West, who never went down.",
    "lesson.going_out.score-the-round.mistake.ace": "An ace left in a hand costs 11, not 1.",
    "lesson.going_out.score-the-round.mistake.joker": "A joker left in a hand costs 15.",
    "lesson.going_out.score-the-round.mistake.own_score": (
        "The question is only about what East and West pay, not your own score."
    ),
    "lesson.going_out.score-the-round.mistake.west_counted": (
        "West never went down, so West's cards are not counted one by one."
    ),
}
