"""The drawing's words (konkan/render.py): the table's header and endings, the seats' labels, the
piles' and melds' labels, the pictures' titles (what a screen reader says), and its errors."""

from __future__ import annotations

WORDS: dict[str, str] = {
    # --- one card and a hand ---------------------------------------------------------------
    "drawing.card.face_down": "face-down card",  # a back's title: it never says which card
    "drawing.card.joker": "JOKER",  # written down the joker's corner, one letter a line
    "drawing.cards.one": "{count} card",
    "drawing.cards.many": "{count} cards",
    "drawing.empty": "empty",  # an empty hand, stock or discard pile: a dashed card's place
    "drawing.no_cards": "no cards",  # an empty hand's place on the table, and an empty hand's title
    # a hand's title: its label, then its cards' names ("seven of spades, eight of spades")
    "drawing.hand.title.labelled": "{label}: {cards}",
    "drawing.hand.title.labelled_empty": "{label}: no cards",
    # --- the table: the header ---------------------------------------------------------------
    "drawing.round": "Round {number}",
    "drawing.round.of": "Round {number} of {rounds}",
    "drawing.status.to_play": "{round} · {name} to play",
    "drawing.status.over": "{round} is over: {ending}",
    "drawing.ending.out": "{name} went out (R8.1)",
    "drawing.ending.hand": "{name} went out all at once, so scores double (R8.2)",
    "drawing.ending.konkan": "{name} went out with a Konkan (R8.5)",
    "drawing.ending.void": "the stock ran out, so nobody scores (R7.3)",
    "drawing.nobody": "nobody",
    "drawing.scores": "Scores: {scores}",  # the seats' scores, each "drawing.score", between " · "
    "drawing.score": "{name} {score:+d}",
    "drawing.score.zero": "{name} 0",
    # --- the table: a seat's label, its parts between " · " ---------------------------------------
    "drawing.seat.you": "{name} (you)",
    "drawing.seat.partner": "partner",
    "drawing.seat.down": "down",
    "drawing.seat.not_down": "not down",
    "drawing.seat.declared": "declared Konkan",
    "drawing.seat.to_play": "to play",
    "drawing.seat.went_out": "went out",
    # --- the table: the piles and the melds ----------------------------------------------------
    "drawing.stock": "Stock · {count}",
    "drawing.stock.title.one": "stock, {count} card",
    "drawing.stock.title.many": "stock, {count} cards",
    "drawing.discard": "Discard",
    "drawing.discard.count": "Discard · {count}",
    "drawing.no_melds": "No melds on the table yet.",
    "drawing.meld.label": "meld {number} · {owner}",
    "drawing.meld.title": "meld {number}, {owner}: {meld}. {verdict}",
    "drawing.table.title": "Konkan table, seen by {name}",
    "drawing.table.title.open": "Konkan table, seen by {name} (all hands shown)",
    "drawing.picture": "a picture",  # an image's alt text when its drawing has no title
    # --- bad input -------------------------------------------------------------------------
    "error.drawing.size": "size is a width in pixels, more than 0, got {size}",
    "error.drawing.one_card": "card_svg draws one card, got {card}",
    "error.drawing.highlight": "highlight lists cards or positions, got {item}",
    "error.drawing.highlight_position": "highlight position {position} is outside a hand of {count} cards",
    "error.drawing.players": "a table seats {low} to {high} players, got {value}",
    "error.drawing.seat": "seat must be from {low} to {high}, got {value}",
    "error.drawing.table": "table_svg draws a seat view or a round, got {kind}",
    "error.drawing.other_seat": "this view is seat {seat}'s: it can't be drawn for seat {asked}",
    "error.drawing.reveal": "a seat view holds no other hands: pass hands=[...] to show them",
    "error.drawing.hands": "hands gives one list of cards per seat ({count}), got {kind}",
    "error.drawing.hands_item": "hands[{index}] must be a list of cards",
    "error.drawing.render": "render draws a card, cards, a meld, a seat view, a round or a game, got {kind}",
}
