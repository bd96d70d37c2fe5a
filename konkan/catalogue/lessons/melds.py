"""Lesson 2's words: melds (R4), runs, sets and the joker."""

from __future__ import annotations

WORDS: dict[str, str] = {
    "lesson.melds.title": "Melds: runs and sets",
    "lesson.melds.summary": "The two shapes every Konkan hand is built from, and where the joker fits.",
    # step first-run
    "lesson.melds.first_run.title": "A run",
    "lesson.melds.first_run.intro": (
        "A run is three or more cards of one suit, one after another, like 4♥ 5♥ 6♥. Your first melds "
        "of a round have rules of their own: lesson 4 shows them. Here your 2♦ 3♦ 4♦ is on the table "
        "from an earlier turn. So each new meld may go on the table on its own."
    ),
    "lesson.melds.first_run.goal": "Put down a run of three spades.",
    "lesson.melds.first_run.hint": "Look at your spades: which three follow on from each other?",
    "lesson.melds.first_run.why.1": "8♠ 9♠ 10♠ are three spades in a row, so they are a run (R4.1).",
    "lesson.melds.first_run.why.2": "Pick the three cards, then press Meld.",
    "lesson.melds.first_run.mistake.run_mixed_suits": "A run keeps to one suit all the way.",
    "lesson.melds.first_run.done": "Now you have a run of your own on the table.",
    # step first-set
    "lesson.melds.first_set.title": "A set",
    "lesson.melds.first_set.intro": (
        "A set is three or four cards of the same rank, each of a different suit, like 7♠ 7♥ 7♦. Again "
        "your 2♦ 3♦ 4♦ is on the table already, so a new meld may go there on its own."
    ),
    "lesson.melds.first_set.goal": "Put down a set of three queens.",
    "lesson.melds.first_set.hint": "Three of your cards share a rank.",
    "lesson.melds.first_set.why.1": "Q♠ Q♥ Q♦ are three queens in three suits, so they are a set (R4.2).",
    "lesson.melds.first_set.done": "Sets and runs are the only two kinds of meld.",
    # step which-are-melds
    "lesson.melds.which_are_melds.title": "Which are melds?",
    "lesson.melds.which_are_melds.intro": (
        "The ace can sit below the two (A 2 3) or above the king (Q K A). But a run never goes round "
        "the corner: K A 2 is not a run. A set never holds two cards of one suit."
    ),
    "lesson.melds.which_are_melds.prompt": "Pick every group that is a meld.",
    "lesson.melds.which_are_melds.hint": "Check each group: one suit in a row, or one rank in different suits?",
    "lesson.melds.which_are_melds.why.1": "A♥ 2♥ 3♥ is a run: the ace sits below the two (R4.1).",
    "lesson.melds.which_are_melds.why.2": "Q♦ K♦ A♦ is a run: the ace sits above the king (R4.1).",
    "lesson.melds.which_are_melds.why.3": "K♣ A♣ 2♣ goes round the corner, which a run never does (R4.1).",
    "lesson.melds.which_are_melds.why.4": "7♠ 7♠ 7♥ has two spades, and a set needs every suit different (R4.2).",
    "lesson.melds.which_are_melds.why.5": "5♣ 6♣ 8♣ has a gap where the 7♣ should be (R4.1).",
    # step joker-in-a-run
    "lesson.melds.joker_in_a_run.title": "The joker",
    "lesson.melds.joker_in_a_run.intro": (
        "A joker can stand for any one card a meld is missing. A meld holds only one joker. Your 2♦ 3♦ 4♦ "
        "is on the table already, so a new meld may go there on its own."
    ),
    "lesson.melds.joker_in_a_run.goal": "Put down a run of hearts with the joker in the gap.",
    "lesson.melds.joker_in_a_run.hint": "Which heart is missing between your two hearts? One joker can fill it.",
    "lesson.melds.joker_in_a_run.why.1": "5♥ Joker 7♥ is a run: the joker stands for the missing 6♥ (R4.1, R4.4).",
    "lesson.melds.joker_in_a_run.why.2": "A meld may hold one joker, so it always has at least two real cards (R4.3).",
    # step joker-at-an-end
    "lesson.melds.joker_at_an_end.title": "A joker at the end",
    "lesson.melds.joker_at_an_end.intro": (
        "A joker at the end of a run could stand for the card below or the card above. 5♣ 6♣ with a "
        "joker is 4♣ 5♣ 6♣ or 5♣ 6♣ 7♣. You choose: pick the cards, and buttons marked Joker as appear "
        "under the table, one for each card the joker could be. If you don't choose, it takes the card "
        "worth more."
    ),
    "lesson.melds.joker_at_an_end.goal": "Put down 5♣ 6♣ and the joker, with the joker as the 4♣.",
    "lesson.melds.joker_at_an_end.hint": (
        "Pick the three cards. Then say what the joker is with a Joker as button under the table, and press Meld."
    ),
    "lesson.melds.joker_at_an_end.why.1": "5♣ 6♣ Joker is a run, and its joker could be the 4♣ or the 7♣ (R4.4).",
    "lesson.melds.joker_at_an_end.why.2": (
        "Pick 5♣ 6♣ and the joker. Under the table, Joker as offers 4♣ and 7♣: press 4♣."
    ),
    "lesson.melds.joker_at_an_end.why.3": "Then press Meld. The joker goes below the 5♣: Joker 5♣ 6♣.",
    "lesson.melds.joker_at_an_end.done": "The joker now stands for the 4♣ for as long as it lies there.",
}
