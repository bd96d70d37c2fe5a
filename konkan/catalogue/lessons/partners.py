"""Lesson 9's words (konkan/teaching/lessons/partners.py): partners and house rules.

Keys are ``lesson.partners.<step id>.<part>``: a step's title, intro, goal or prompt, hint, the
lines of its worked solution (``why.1``, ``why.2``, ...), the lesson's word on a likely slip
(``mistake.<slip>``), and what it says when the step is done."""

from __future__ import annotations

WORDS: dict[str, str] = {
    "lesson.partners.title": "Partners and house rules",
    "lesson.partners.summary": "Playing four in two teams, and the table rules real players choose.",
    # --- partners-opposite: two teams -------------------------------------------------------
    "lesson.partners.partners-opposite.title": "Two teams",
    "lesson.partners.partners-opposite.intro": (
        "Four players may play as two teams of two. Your partner is the player sitting across "
        "the table from you. So the turns go: you, an opponent, your partner, the other opponent."
    ),
    "lesson.partners.partners-opposite.prompt": "You are South. Who is your partner?",
    "lesson.partners.partners-opposite.hint": "Look at the table: who sits across from you?",
    "lesson.partners.partners-opposite.why.1": (
        "Partners sit opposite each other: South with North, East with West (R1.1)."
    ),
    "lesson.partners.partners-opposite.mistake.east": "East sits on your right and plays just after you: an opponent.",
    "lesson.partners.partners-opposite.mistake.west": "West plays just before you: an opponent.",
    # --- help-your-partner: help from your partner ------------------------------------------
    "lesson.partners.help-your-partner.title": "Help from your partner",
    "lesson.partners.help-your-partner.intro": (
        "Partners help each other: you may lay off on your partner's melds like on anyone's. "
        "When either of you goes out, your whole team gains."
    ),
    "lesson.partners.help-your-partner.goal": "Go out.",
    "lesson.partners.help-your-partner.hint": (
        "One of your two cards fits a meld of your partner's. The other can be your discard."
    ),
    "lesson.partners.help-your-partner.why.1": "The 9♥ goes on the end of North's run 6♥ 7♥ 8♥ (R6.1).",
    "lesson.partners.help-your-partner.why.2": "Then the K♣ is your last card: discard it and you go out (R7.1).",
    "lesson.partners.help-your-partner.done": "You went out, with a little help from North.",
    # --- partner-pays-nothing: your partner pays nothing ------------------------------------
    "lesson.partners.partner-pays-nothing.title": "Your partner pays nothing",
    "lesson.partners.partner-pays-nothing.intro": (
        "You went out. North, your partner, still holds Q♠ Q♦ 5♣ 3♥. In a partnership the partner "
        "of the player who goes out does not count their cards."
    ),
    "lesson.partners.partner-pays-nothing.prompt": "What does North score for this round?",
    "lesson.partners.partner-pays-nothing.hint": "North is on your team, and you went out.",
    "lesson.partners.partner-pays-nothing.why.1": (
        "You went out, so your partner North scores 0, whatever North holds (R8.4)."
    ),
    "lesson.partners.partner-pays-nothing.mistake.counted": (
        "That is what North's cards are worth. Think about who went out, and whose partner North is."
    ),
    "lesson.partners.partner-pays-nothing.mistake.went_out": "North did not go out: you did.",
    # --- team-score: the team's score -------------------------------------------------------
    "lesson.partners.team-score.title": "The team's score",
    "lesson.partners.team-score.intro": (
        "A team's score for the round is its two players' scores added together. You scored -30 for going out."
    ),
    "lesson.partners.team-score.prompt": "What does your team, South and North, score for this round?",
    "lesson.partners.team-score.hint": (
        "First work out what your partner North scores, then add your score and North's."
    ),
    "lesson.partners.team-score.why.1": "You went out: -30 (R8.1). North, your partner, scores 0 (R8.4).",
    "lesson.partners.team-score.why.2": "Your team scores the two added together: -30 (R8.4).",
    "lesson.partners.team-score.mistake.no_minus": (
        "Going out takes points off your score, so yours has a minus sign."
    ),
    "lesson.partners.team-score.mistake.partner_counted": (
        "Your partner's cards don't count this round: you went out."
    ),
    # --- opening-71: a house rule, opening 71 -----------------------------------------------
    "lesson.partners.opening-71.title": "A house rule: opening 71",
    "lesson.partners.opening-71.intro": (
        "Many tables change a rule or two; these house rules are known before play starts. At this "
        "table going down the first time needs 71 points, not 51. Pick each meld's cards "
        "and press Set aside, then pick the last meld's cards and press Meld."
    ),
    "lesson.partners.opening-71.goal": "Go down with at least 71 points.",
    "lesson.partners.opening-71.hint": (
        "Your run and one set are not quite enough here. What else can go down with them?"
    ),
    "lesson.partners.opening-71.why.1": ("The run 9♠ to Q♠ is 39 and the eights 24: 63, too few at this table (R5.1)."),
    "lesson.partners.opening-71.why.2": (
        "Add the three kings, 30 more: 93 points, with a run among them, so you go down (R5.1, R5.2)."
    ),
    "lesson.partners.opening-71.why.3": "Set aside the run, then the eights, then pick the kings and press Meld.",
    "lesson.partners.opening-71.mistake.opening_too_low": (
        "At an ordinary table that would do, but this one asks for 71."
    ),
    "lesson.partners.opening-71.done": "At a 71 table going down takes longer, so hands grow bigger.",
    # --- taken-card-used: a house rule, use the card you take -------------------------------
    "lesson.partners.taken-card-used.title": "A house rule: use the card you take",
    "lesson.partners.taken-card-used.intro": (
        "At some tables the card you take from the discard pile must go into a new meld that same "
        "turn. Here you took the 7♥ and put down three queens, but the 7♥ is still in your hand."
    ),
    "lesson.partners.taken-card-used.goal": "Put the 7♥ you took into a new meld.",
    "lesson.partners.taken-card-used.hint": "Which of your cards go with the card you took?",
    "lesson.partners.taken-card-used.why.1": (
        "At this table the 7♥ you took must go into a new meld this turn, so the queens alone are not enough (R9)."
    ),
    "lesson.partners.taken-card-used.why.2": "5♥ 6♥ 7♥ is a run (R4.1): put it down, then you may discard.",
    "lesson.partners.taken-card-used.mistake.taken_card_unused": (
        "The queens were a new meld, but without the 7♥ in it."
    ),
    "lesson.partners.taken-card-used.done": "Now the card you took is in a new meld, as this table asks.",
    # --- two-jokers: a house rule, two jokers -----------------------------------------------
    "lesson.partners.two-jokers.title": "A house rule: two jokers",
    "lesson.partners.two-jokers.intro": (
        "Many home tables let one meld hold two jokers, as long as it has more real cards than jokers, or as many."
    ),
    "lesson.partners.two-jokers.goal": "Put down a meld with both your jokers in it.",
    "lesson.partners.two-jokers.hint": "Two jokers need at least two real cards beside them.",
    "lesson.partners.two-jokers.why.1": (
        "5♥ 6♥ with two jokers is a run: the jokers stand for the 7♥ and the 8♥ (R4.1, R9)."
    ),
    "lesson.partners.two-jokers.why.2": "Two jokers with only one real card is not a meld, even at this table (R9).",
    "lesson.partners.two-jokers.mistake.jokers_outnumber": "Two jokers need at least two real cards beside them.",
    "lesson.partners.two-jokers.done": "At a table with the usual rules, that meld could hold only one joker.",
}
