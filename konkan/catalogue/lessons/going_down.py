"""Lesson 4's words: going down (R5), 51 points with a run among the melds."""

from __future__ import annotations

WORDS: dict[str, str] = {
    "lesson.going_down.title": "Going down",
    "lesson.going_down.summary": "Your first melds of a round: 51 points, a run among them, and what comes after.",
    # the question of the first two steps: the points of some melds ({melds}: each meld's cards, in a list)
    "lesson.going_down.how_many_points": "How many points do {melds} make together?",
    # step count-points
    "lesson.going_down.count_points.title": "How cards count",
    "lesson.going_down.count_points.intro": (
        "The first time in a round you put melds on the table is called going down. Those melds must "
        "be worth 51 points or more. Cards 2 to 10 count their number. A jack, queen or king counts "
        "10. An ace counts 11, but only 1 at the bottom of a run, as in A 2 3."
    ),
    "lesson.going_down.count_points.hint": "Add up each meld, and think about where the ace sits.",
    "lesson.going_down.count_points.why.1": (
        "A♥ 2♥ 3♥: the ace is below the two, so it counts 1; 1 + 2 + 3 is 6 (R5.1)."
    ),
    "lesson.going_down.count_points.why.2": "K♠ K♦ K♣: three kings at 10 each, 30 (R5.1).",
    "lesson.going_down.count_points.why.3": "Together 36, which is 15 short of 51 (R5.1).",
    "lesson.going_down.count_points.mistake.46": "The ace below the two counts only 1, not 11.",
    "lesson.going_down.count_points.done": "36 is not enough to go down yet.",
    # step joker-and-high-ace
    "lesson.going_down.joker_and_high_ace.title": "The joker and the high ace",
    "lesson.going_down.joker_and_high_ace.intro": (
        "An ace above the king, as in Q K A, counts 11. A joker counts as the card it stands for."
    ),
    "lesson.going_down.joker_and_high_ace.hint": "Work out which card the joker stands for first.",
    "lesson.going_down.joker_and_high_ace.why.1": "Q♦ K♦ A♦: 10 + 10 + 11, so 31 (R5.1).",
    "lesson.going_down.joker_and_high_ace.why.2": (
        "9♠ Joker J♠: the joker is the 10♠, so 9 + 10 + 10 is 29 (R4.4, R5.1)."
    ),
    "lesson.going_down.joker_and_high_ace.why.3": "Together 60, enough to go down (R5.1).",
    "lesson.going_down.joker_and_high_ace.mistake.50": (
        "Check two things: what an ace above the king counts, and which card the joker stands for."
    ),
    "lesson.going_down.joker_and_high_ace.mistake.40": (
        "Check the ace above the king again, and count the joker as the card it stands for."
    ),
    "lesson.going_down.joker_and_high_ace.mistake.65": "In a meld the joker counts as the card it stands for, not 15.",
    "lesson.going_down.joker_and_high_ace.done": "60 is enough: these two melds could go down together.",
    # step go-down
    "lesson.going_down.go_down.title": "Go down with 51",
    "lesson.going_down.go_down.intro": (
        "You have drawn, and your hand holds a run and a set. Neither is worth 51 on its own, but melds "
        "put down together count together. Pick the cards of one meld and press Set aside. Then pick "
        "the other meld's cards and press Meld: both go down at once."
    ),
    "lesson.going_down.go_down.goal": "Go down: put down melds worth 51 points or more together.",
    "lesson.going_down.go_down.hint": (
        "Find the longest run in your hand, then a set to go with it. Set one aside before you pick the other."
    ),
    "lesson.going_down.go_down.why.1": "9♥ 10♥ J♥ Q♥ is worth 39 and 7♠ 7♦ 7♣ is worth 21 (R5.1).",
    "lesson.going_down.go_down.why.2": "Pick 9♥ 10♥ J♥ Q♥ and press Set aside. Then pick 7♠ 7♦ 7♣ and press Meld.",
    "lesson.going_down.go_down.why.3": "Put down together, they make 60, at least 51, so you go down (R5.1).",
    "lesson.going_down.go_down.mistake.opening_too_low": (
        "Set this meld aside first, then pick the other one and press Meld, so their points add up."
    ),
    "lesson.going_down.go_down.mistake.not_a_meld": (
        "Those cards are two melds, not one: pick one meld and press Set aside, then pick the other and press Meld."
    ),
    "lesson.going_down.go_down.done": "You are down! From now on this round, any new meld may go down on its own.",
    # step needs-a-run
    "lesson.going_down.needs_a_run.title": "A run is needed",
    "lesson.going_down.needs_a_run.intro": (
        "Going down needs at least one run among your melds, however many points your sets make. As "
        "before, pick each meld's cards and press Set aside. Then pick the last meld's cards and press "
        "Meld: they all go down together."
    ),
    "lesson.going_down.needs_a_run.goal": "Go down, with a run among your melds.",
    "lesson.going_down.needs_a_run.hint": "Your sets are worth plenty. What else do you need with them?",
    "lesson.going_down.needs_a_run.why.1": "K♠ K♥ K♦ and Q♠ Q♥ Q♣ make 60, but two sets alone can't go down (R5.2).",
    "lesson.going_down.needs_a_run.why.2": "Add the run 3♣ 4♣ 5♣: 72 points with a run, so you go down (R5.1, R5.2).",
    "lesson.going_down.needs_a_run.why.3": "Set aside the kings, then the queens, then pick 3♣ 4♣ 5♣ and press Meld.",
    "lesson.going_down.needs_a_run.mistake.opening_needs_run": "Your three clubs in a row would be the run.",
    "lesson.going_down.needs_a_run.done": "Two sets and a run, 72 points: a strong start.",
    # step lay-off-after
    "lesson.going_down.lay_off_after.title": "Lay-offs come after",
    "lesson.going_down.lay_off_after.intro": (
        "Laying off means adding a card of yours to a meld already on the table, even someone else's. "
        "Pick your card, click the meld on the table, then press Lay off. You may lay off only once "
        "you are down, but already in the same turn. What you lay off counts nothing toward your 51."
    ),
    "lesson.going_down.lay_off_after.goal": "Go down, then lay your 7♠ off on North's run.",
    "lesson.going_down.lay_off_after.hint": (
        "The lay-off has to wait: first put down melds worth 51, setting one aside before the next."
    ),
    "lesson.going_down.lay_off_after.why.1": "You can't lay off before you are down (R5.3).",
    "lesson.going_down.lay_off_after.why.2": (
        "Put down 10♥ J♥ Q♥ and 8♣ 8♦ 8♠ together: 54 points (R5.1). Set one aside, pick the other, press Meld."
    ),
    "lesson.going_down.lay_off_after.why.3": (
        "Now you are down, lay the 7♠ off on North's 4♠ 5♠ 6♠: pick the 7♠, click North's run, press "
        "Lay off (R5.3, R6.1)."
    ),
    "lesson.going_down.lay_off_after.mistake.not_down": "Go down first, with your own melds.",
    "lesson.going_down.lay_off_after.done": "North's run is now 4♠ to 7♠, and your hand is smaller.",
    # step out-at-once
    "lesson.going_down.out_at_once.title": "Out all at once",
    "lesson.going_down.out_at_once.intro": (
        "There is one way to go down with less than 51. Put down every card but one, all at once, in "
        "melds of your own. Then your last card is your discard, and it ends the round straight away. "
        "Pick each meld's cards and press Set aside. Then pick the last meld's cards and press Meld: "
        "they all go down together."
    ),
    "lesson.going_down.out_at_once.goal": "Put down every card but one at once, although your melds make less than 51.",
    "lesson.going_down.out_at_once.hint": (
        "Put down everything you can together, keeping just one card to discard. Set aside each meld but the last."
    ),
    "lesson.going_down.out_at_once.why.1": "2♣ 3♣ 4♣ and 5♦ 5♥ 5♠ make only 24 (R5.1).",
    "lesson.going_down.out_at_once.why.2": (
        "But they leave one card, so no minimum is needed (R5.4). There is a run among them (R5.2)."
    ),
    "lesson.going_down.out_at_once.why.3": "Set one aside, pick the other, press Meld.",
    "lesson.going_down.out_at_once.mistake.opening_too_low": (
        "Set one meld aside, then pick the other and press Meld, so both go down together and only one card is left."
    ),
    "lesson.going_down.out_at_once.done": (
        "Only the 9♦ is left. Discarding it would end the round: lesson 6 shows what happens then."
    ),
    # step stay-down
    "lesson.going_down.stay_down.title": "Once down, always down",
    "lesson.going_down.stay_down.intro": (
        "You went down last turn with 9♥ 10♥ J♥ Q♥ and 7♠ 7♦ 7♣. This turn you have drawn, and you hold 4♣ 5♣ 6♣."
    ),
    "lesson.going_down.stay_down.prompt": "May you put down 4♣ 5♣ 6♣ on its own now?",
    "lesson.going_down.stay_down.hint": "The 51 is only for the first time you go down in a round.",
    "lesson.going_down.stay_down.why.1": "You went down last turn, and you stay down until the round ends (R5.5).",
    "lesson.going_down.stay_down.why.2": "So 4♣ 5♣ 6♣ may go down on its own, with no minimum (R3.4).",
    "lesson.going_down.stay_down.choice.yes": "Yes: you are down already, so any new meld may go down",
    "lesson.going_down.stay_down.choice.no": "No: it is worth only 15, and every meld needs 51",
    "lesson.going_down.stay_down.mistake.1": "You went down last turn. Does the 51 still matter now?",
    "lesson.going_down.stay_down.done": "Once you are down, each new meld goes down on its own, whatever it is worth.",
}
