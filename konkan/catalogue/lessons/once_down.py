"""Lesson 5's words: once down (R6), laying off and freeing jokers."""

from __future__ import annotations

WORDS: dict[str, str] = {
    "lesson.once_down.title": "Once down: laying off and freeing jokers",
    "lesson.once_down.summary": (
        "Once you are down you may add cards to any meld on the table, and win jokers back from them."
    ),
    # step lay-off-yours
    "lesson.once_down.lay_off_yours.title": "Lay off",
    "lesson.once_down.lay_off_yours.intro": (
        "Once you are down, you may add cards from your hand to a meld on the table. It must stay a "
        "meld. That is called laying off, and it leaves one card fewer in your hand. Pick your card, "
        "click the meld on the table, then press Lay off."
    ),
    "lesson.once_down.lay_off_yours.goal": "Lay one of your cards off on your run of spades.",
    "lesson.once_down.lay_off_yours.hint": "Which of your cards comes next after the top of your run?",
    "lesson.once_down.lay_off_yours.why.1": (
        "Your run is 6♠ 7♠ 8♠, and the 9♠ comes right after it, so it can join the run (R6.1)."
    ),
    "lesson.once_down.lay_off_yours.why.2": "Pick the 9♠, click your run on the table, then press Lay off.",
    "lesson.once_down.lay_off_yours.mistake.layoff_wrong_suit": "The card must keep the run one suit, in order.",
    "lesson.once_down.lay_off_yours.done": "Your run is now four cards long.",
    # step lay-off-theirs
    "lesson.once_down.lay_off_theirs.title": "On anyone's meld",
    "lesson.once_down.lay_off_theirs.intro": (
        "You may lay off on anyone's meld, not only your own. A meld on the table takes a card from "
        "whoever can add to it."
    ),
    "lesson.once_down.lay_off_theirs.goal": "Lay a card off on North's set of queens.",
    "lesson.once_down.lay_off_theirs.hint": "North's set has three queens. Which suit is missing from it?",
    "lesson.once_down.lay_off_theirs.why.1": "North's set is Q♥ Q♦ Q♣, and the one suit it lacks is spades.",
    "lesson.once_down.lay_off_theirs.why.2": (
        "The Q♠ makes it a set of four, so you may lay it off there, though the set is North's (R6.1)."
    ),
    "lesson.once_down.lay_off_theirs.mistake.layoff_wrong_rank": "A set takes only cards of its own rank.",
    "lesson.once_down.lay_off_theirs.done": "A full set of four queens: no suit is left for it to take.",
    # step lay-off-joker
    "lesson.once_down.lay_off_joker.title": "A joker laid off",
    "lesson.once_down.lay_off_joker.intro": (
        "A joker may be laid off too, on a meld that has no joker yet. It stands for the card it replaces. "
        "That is a card at one end of a run, or a missing suit in a set."
    ),
    "lesson.once_down.lay_off_joker.goal": "Lay your joker off on a meld.",
    "lesson.once_down.lay_off_joker.hint": "One meld on the table has a joker already. Try the other one.",
    "lesson.once_down.lay_off_joker.why.1": (
        "Your run 5♥ Joker 7♥ already holds a joker, and a meld may hold only one (R4.3)."
    ),
    "lesson.once_down.lay_off_joker.why.2": (
        "North's run 4♦ 5♦ 6♦ has none, so your joker may go at one of its ends (R6.1)."
    ),
    "lesson.once_down.lay_off_joker.why.3": "A joker laid off is one card fewer in your hand.",
    "lesson.once_down.lay_off_joker.mistake.layoff_second_joker": "Look for a meld with no joker in it.",
    "lesson.once_down.lay_off_joker.done": "The joker now stands for a diamond at the end of North's run.",
    # step free-joker
    "lesson.once_down.free_joker.title": "Free a joker",
    "lesson.once_down.free_joker.intro": (
        "A joker on the table stands for one card. If you hold that card, you may put it in the joker's "
        "place and take the joker into your hand. That is a joker swap."
    ),
    "lesson.once_down.free_joker.goal": "Free the joker from North's run.",
    "lesson.once_down.free_joker.hint": "The joker sits between two hearts. Which heart does it stand for?",
    "lesson.once_down.free_joker.why.1": "In North's run 7♥ Joker 9♥ the joker stands for the 8♥ (R4.4).",
    "lesson.once_down.free_joker.why.2": "You hold the 8♥, so you put it in and take the joker into your hand (R6.2).",
    "lesson.once_down.free_joker.mistake.swap_wrong_card": "Only the very card the joker stands for can free it.",
    "lesson.once_down.free_joker.done": "The joker is yours now, ready for a meld of your own.",
    # step either-suit
    "lesson.once_down.either_suit.title": "A joker in a set of three",
    "lesson.once_down.either_suit.intro": (
        "In a set of three with a joker, the joker stands for one of the two missing suits. Which one "
        "is left open. Either missing king frees it."
    ),
    "lesson.once_down.either_suit.prompt": (
        "North's set is K♥ K♣ Joker. Pick every one of your kings that can free its joker."
    ),
    "lesson.once_down.either_suit.hint": "Which two suits does North's set not have yet?",
    # said after the engine's word on the kings: what the learner may do with the freed joker (as hint.swap.*)
    "lesson.once_down.either_suit.freed.keep": "Once the joker is free, you may keep it for a meld of your own (R6.3).",
    "lesson.once_down.either_suit.freed.must_use": (
        "Once the joker is free, at this table you must then meld or lay off the joker before you discard (R9)."
    ),
    "lesson.once_down.either_suit.why.1": (
        "North's set has a heart and a club, so its joker is the K♠ or the K♦, whichever you put in (R4.4)."
    ),
    "lesson.once_down.either_suit.why.2": (
        "Either of those frees the joker (R6.2). Your K♣ cannot: the set has a club already."
    ),
    "lesson.once_down.either_suit.why.3": "The joker you free may stay in your hand for a meld of your own (R6.3).",
    # step keep-joker
    "lesson.once_down.keep_joker.title": "Keep the joker",
    "lesson.once_down.keep_joker.intro": (
        "A joker you free is yours to keep: you don't have to use it this turn. Hold on to it, and "
        "it can fill a gap in a meld later."
    ),
    "lesson.once_down.keep_joker.goal": "Free North's joker, then end your turn with the joker still in your hand.",
    "lesson.once_down.keep_joker.goal.swap": "Free North's joker.",
    "lesson.once_down.keep_joker.goal.turn_over": "End your turn.",
    "lesson.once_down.keep_joker.goal.keep": "Keep the joker.",
    "lesson.once_down.keep_joker.hint": (
        "Free the joker with a king the set can take, then discard a card you don't need."
    ),
    "lesson.once_down.keep_joker.why.1": "North's set K♥ K♣ Joker takes the K♠ or the K♦ in the joker's place (R6.2).",
    "lesson.once_down.keep_joker.why.2": "Put in the K♦ and the joker comes to your hand.",
    "lesson.once_down.keep_joker.why.3": (
        "You may keep the joker (R6.3): discard the 8♠, which fits nothing, to end your turn (R3.5)."
    ),
    "lesson.once_down.keep_joker.mistake.swap_wrong_card": (
        "The set has a club already, so a club can't take the joker's place."
    ),
    "lesson.once_down.keep_joker.done": "You end your turn with a joker in hand: a strong card for your next meld.",
}
