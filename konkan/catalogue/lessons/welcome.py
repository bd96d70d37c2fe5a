"""Lesson 1's words: welcome, the cards (R1.2), the seats (R1.3), the deal (R2.1) and a first move."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # a rule in the rule book's words (some of its sentences), its number after it
    "lesson.welcome.book_words": "{sentences} ({rule}).",
    "lesson.welcome.title": "Welcome to Konkan",
    "lesson.welcome.summary": "What the game is, its cards and seats, the deal, and how these lessons work.",
    # step the-cards
    "lesson.welcome.the_cards.title": "The cards",
    "lesson.welcome.the_cards.intro": (
        "Konkan is a rummy card game from the Levant, played in Lebanon, Syria, Jordan and Palestine. "
        "You gather your cards into groups and lay them on the table. The first to get rid of all their "
        "cards does best. It is played with two ordinary packs of cards shuffled together, plus two "
        "jokers. An ordinary pack has 52 cards: 13 in each of the four suits, spades, hearts, diamonds "
        "and clubs. A card's rank is its number or picture: 2 to 10, jack, queen, king or ace."
    ),
    "lesson.welcome.the_cards.prompt": "How many cards are there in the game?",
    "lesson.welcome.the_cards.hint": "One pack has 52 cards. Count two packs, then add the jokers.",
    "lesson.welcome.the_cards.why.1": "Two packs of 52 make 104, and the two jokers make 106 (R1.2).",
    "lesson.welcome.the_cards.mistake.104": "Don't forget the two jokers.",
    "lesson.welcome.the_cards.mistake.54": "There are two packs, not one.",
    "lesson.welcome.the_cards.mistake.52": "That is one pack. The game uses two, and jokers too.",
    "lesson.welcome.the_cards.done": "That is a lot of cards, so everyone gets a big hand.",
    # step twins
    "lesson.welcome.twins.title": "Twin cards",
    "lesson.welcome.twins.intro": (
        "With two packs, every card has a twin that looks exactly the same, the jokers too. They are "
        "still two different cards."
    ),
    "lesson.welcome.twins.prompt": "How many 7♠ are there in the game?",
    "lesson.welcome.twins.hint": "Each pack has one of every card.",
    "lesson.welcome.twins.why.1": "There is one 7♠ in each pack, so two in all (R1.2).",
    "lesson.welcome.twins.mistake.1": "Each pack has its own 7♠, and the game uses two packs.",
    "lesson.welcome.twins.done": "You may hold both twins, and that can be handy.",
    # step who-is-next
    "lesson.welcome.who_is_next.title": "Who plays next",
    "lesson.welcome.who_is_next.intro": (
        "In these lessons you are South, at the bottom of the picture. With four players, East, North "
        "and West sit round the table with you. Players take turns one after another, going round the "
        "table."
    ),
    "lesson.welcome.who_is_next.prompt": "When your turn ends, where does the next player sit?",
    "lesson.welcome.who_is_next.hint": "Play goes round the table the opposite way to a clock's hands.",
    "lesson.welcome.who_is_next.why.1": (
        "Play goes anticlockwise, so the next player is the one on your right: East (R1.3)."
    ),
    # where the next player sits: the choices, and the rule book's R1.3 ({book}) then who it is ({name})
    "lesson.welcome.who_is_next.choice.right": "On your right",
    "lesson.welcome.who_is_next.choice.top": "Across the table from you",
    "lesson.welcome.who_is_next.choice.left": "On your left",
    "lesson.welcome.who_is_next.explain.right": "{book} After you comes {name}, who sits on your right.",
    "lesson.welcome.who_is_next.explain.top": "{book} After you comes {name}, who sits across the table from you.",
    "lesson.welcome.who_is_next.explain.left": "{book} After you comes {name}, who sits on your left.",
    "lesson.welcome.who_is_next.mistake.top": (
        "The player across the table comes later: whose turn is straight after yours?"
    ),
    "lesson.welcome.who_is_next.mistake.left": "The player on your left plays just before you, not after.",
    "lesson.welcome.who_is_next.done": "So East plays after you, then North, then West, and then it is you again.",
    # step the-deal
    "lesson.welcome.the_deal.title": "The deal",
    "lesson.welcome.the_deal.intro": (
        "At the start of a round the dealer hands out the cards. The player who plays first is the "
        "starter, and gets one card more than everyone else. Here a real round has been dealt, and "
        "you are the starter."
    ),
    "lesson.welcome.the_deal.prompt": "How many cards does the starter get?",
    "lesson.welcome.the_deal.hint": "Count the cards in your hand in the picture.",
    "lesson.welcome.the_deal.why.1": "The starter gets 15 cards and everyone else 14 (R2.1).",
    "lesson.welcome.the_deal.why.2": (
        "The cards left over are the stock, face down, and the discard pile begins empty (R2.1)."
    ),
    "lesson.welcome.the_deal.mistake.14": "That is what everyone else gets. The starter gets more.",
    # step first-move
    "lesson.welcome.first_move.title": "Your first move",
    "lesson.welcome.first_move.intro": (
        "A table of two this time: you and North. In each step you play on a real table, and the game "
        "tells you at once whether your move is allowed. A turn ends when you throw one card away: "
        "that is the discard. As the starter you already have your extra card, so your first turn has "
        "no draw."
    ),
    "lesson.welcome.first_move.goal": "End your first turn by discarding one card.",
    "lesson.welcome.first_move.hint": "Pick a card you don't want, then press Discard.",
    "lesson.welcome.first_move.why.1": "The starter's first turn has no draw: you were dealt 15 cards (R3.2).",
    "lesson.welcome.first_move.why.2": (
        "So you discard straight away, for example the K♣, and your turn is over (R3.5)."
    ),
    "lesson.welcome.first_move.mistake.starter_no_draw": "Just pick one card to throw away.",
    "lesson.welcome.first_move.done": (
        "Well done: that was your first move. The next lessons teach melds, then a whole turn."
    ),
}
