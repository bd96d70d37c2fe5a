"""Lesson 7's words (konkan/teaching/lessons/the_hand.py): the Hand, going out all at once.

Keys are ``lesson.the_hand.<step id>.<part>``: a step's title, intro, goal or prompt, hint, the
lines of its worked solution (``why.1``, ``why.2``, ...), its choices (``choice.1``, ...), the
lesson's word on a likely slip (``mistake.<slip>``), and what it says when the step is done."""

from __future__ import annotations

WORDS: dict[str, str] = {
    "lesson.the_hand.title": "The Hand: going out all at once",
    "lesson.the_hand.summary": (
        "Go out in one turn without ever going down before it: minus 60, and everyone else pays double."
    ),
    # --- all-at-once: a Hand from a full hand -----------------------------------------------
    "lesson.the_hand.all-at-once.title": "A Hand",
    "lesson.the_hand.all-at-once.intro": (
        "A Hand, with a capital H, is a way to go out. Your hand, with a small h, is just your "
        "cards. Say you were not down when your turn began. You put every card but one into melds "
        "of your own, then discard the last one: you go out with a Hand. Pick each meld's cards and "
        "press Set aside. Then pick the last meld's cards and press Meld: they all go down together."
    ),
    "lesson.the_hand.all-at-once.goal": "Go out with a Hand: every card down this turn, in melds of your own.",
    "lesson.the_hand.all-at-once.hint": "Sort your cards into runs and sets: exactly one card is left over.",
    "lesson.the_hand.all-at-once.why.1": (
        "Your cards make the run 3♠ 4♠ 5♠ 6♠ 7♠, the nines 9♥ 9♦ 9♣, the kings K♥ K♦ K♣ and the "
        "run 5♦ 6♦ 7♦ (R4.1, R4.2)."
    ),
    "lesson.the_hand.all-at-once.why.2": (
        "Pick each meld's cards and press Set aside, then pick the last meld and press Meld: "
        "all four go down together. Then discard the Q♣, your last card (R7.2)."
    ),
    "lesson.the_hand.all-at-once.why.3": (
        "You were not down before this turn and used only your own new melds: a Hand (R8.2)."
    ),
    "lesson.the_hand.all-at-once.mistake.opening_too_low": (
        "Set each meld aside, then press Meld to put them all down together: going out at once needs no minimum."
    ),
    "lesson.the_hand.all-at-once.done": "A Hand! Look at the scores: yours is minus 60.",
    # --- doubled: everyone pays double ------------------------------------------------------
    "lesson.the_hand.doubled.title": "Everyone pays double",
    "lesson.the_hand.doubled.intro": (
        "A Hand scores minus 60 for you, twice the usual minus 30. Everyone else counts what they "
        "must pay as usual, and then it is doubled."
    ),
    "lesson.the_hand.doubled.prompt": (
        "You went out with a Hand. East is down and is left holding these cards. What does East pay?"
    ),
    "lesson.the_hand.doubled.hint": "Count East's cards as for any round, then double it.",
    "lesson.the_hand.doubled.why.1": "East's cards are worth 15 + 8 + 2 + 4 + 10, so 39 in all (R8.3).",
    "lesson.the_hand.doubled.why.2": (
        "Your Hand doubles it: East pays 78 (R8.2). West, never down, pays 100 doubled: 200."
    ),
    "lesson.the_hand.doubled.mistake.not_doubled": "That is what the cards are worth; the Hand doubles it.",
    "lesson.the_hand.doubled.mistake.joker": "A joker left in a hand costs 15.",
    "lesson.the_hand.doubled.mistake.own_score": (
        "Minus 60 is your own score for the Hand. The question is what East pays."
    ),
    # --- whose-meld: whose meld? ------------------------------------------------------------
    "lesson.the_hand.whose-meld.title": "Whose meld?",
    "lesson.the_hand.whose-meld.intro": (
        "Every meld on the table belongs to the player who put it down. A Hand may touch only your own "
        "new melds. Lay one card off on someone else's meld, and it is an ordinary going out."
    ),
    "lesson.the_hand.whose-meld.prompt": (
        "You are not down yet, and you can go out this turn two ways. Which way is a Hand?"
    ),
    "lesson.the_hand.whose-meld.hint": "Whose meld is the run of hearts on the table?",
    "lesson.the_hand.whose-meld.choice.1": (
        "Put all four nines in a set of your own, with your run of spades and your kings, then discard the Q♣."
    ),
    "lesson.the_hand.whose-meld.choice.2": (
        "Put three nines in a set, with your run of spades and your kings. Lay the 9♥ off on North's "
        "run, then discard the Q♣."
    ),
    # the answer's explanation: each way by its name, then what the engine says of it
    "lesson.the_hand.whose-meld.way.1": "The first way",
    "lesson.the_hand.whose-meld.way.2": "The second way",
    "lesson.the_hand.whose-meld.way_ends": "{way}: {said}",
    "lesson.the_hand.whose-meld.rule_book": "The rule book says: {rule}",
    "lesson.the_hand.whose-meld.why.1": "The run 10♥ J♥ Q♥ is North's: North put it down (R4.5).",
    "lesson.the_hand.whose-meld.why.2": (
        "Laying the 9♥ off on it touches North's meld, so that way out is no Hand: minus 30 (R8.1)."
    ),
    "lesson.the_hand.whose-meld.why.3": (
        "All four nines in your own set keep everything in your own new melds: a Hand, minus 60 (R8.2)."
    ),
    "lesson.the_hand.whose-meld.mistake.second_way": "The second way lays a card off on a meld that is not yours.",
    # --- keep-it-yours: play it -------------------------------------------------------------
    "lesson.the_hand.keep-it-yours.title": "Keep it yours",
    "lesson.the_hand.keep-it-yours.intro": (
        "Now play it. North's run could take one of your cards, but that would cost you the Hand. "
        "Set aside each of your melds but the last, then pick the last one and press Meld."
    ),
    "lesson.the_hand.keep-it-yours.goal": "Go out with a Hand, touching no meld but your own.",
    "lesson.the_hand.keep-it-yours.hint": (
        "Every card you put down must go into a meld of your own, put down this turn."
    ),
    "lesson.the_hand.keep-it-yours.why.1": (
        "Put down 2♠ to 8♠, the four nines and the three kings, all your own (R4.5)."
    ),
    "lesson.the_hand.keep-it-yours.why.2": "Set aside two of them, then pick the third and press Meld.",
    "lesson.the_hand.keep-it-yours.why.3": "Discard the Q♣: you go out with a Hand (R8.2).",
    "lesson.the_hand.keep-it-yours.mistake.not_down": (
        "And even once you are down, a card laid off on North's run would spoil your Hand."
    ),
    "lesson.the_hand.keep-it-yours.done": "A Hand: minus 60 for you, and North's cards count double.",
    # --- down-before: no Hand once down -----------------------------------------------------
    "lesson.the_hand.down-before.title": "Down before",
    "lesson.the_hand.down-before.intro": (
        "A Hand needs all your cards to go down in one turn. Once you went down on an earlier turn, "
        "going out is an ordinary going out. It does not matter how many cards you put down at the end."
    ),
    "lesson.the_hand.down-before.prompt": (
        "You went down on an earlier turn. Now you put down all your cards but the K♣ and discard it. "
        "What do you score?"
    ),
    "lesson.the_hand.down-before.hint": "Were you down before this turn began?",
    "lesson.the_hand.down-before.why.1": "You were down before this turn, so this is no Hand (R8.2).",
    "lesson.the_hand.down-before.why.2": "You score minus 30 for going out, as usual (R8.1).",
    "lesson.the_hand.down-before.mistake.hand": "A Hand needs you not to be down when the turn begins.",
    "lesson.the_hand.down-before.mistake.no_minus": (
        "Going out takes points off your total, so your score has a minus sign."
    ),
}
