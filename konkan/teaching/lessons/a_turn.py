"""Lesson 3: a turn (R3). Draw or take the discard (R3.3), what taking obliges, melds (R3.4), the
discard that ends every turn (R3.5), and changing your mind: put the card back, take moves back,
but never a draw (R3.3, R3.6)."""

from __future__ import annotations

from ...cards import Card
from ...reasons import MeldKind, Reason
from ...round import Round
from . import Goal, LessonPlan, Position, Step, all_of, meld_goal, take_goal, turn_over_goal

# Lesson 4 teaches going down (R5). Until then, where a step needs new melds, you are already down
# (your 2♦ 3♦ 4♦ lie on the table), so each new meld goes down on its own; the words say so without
# the term.
DOWN = ((0, "2D 3D 4D"),)
NORTH = "2C 3C 4H 7D 9H QH 5S"


def _new_meld_with(card: str) -> Goal:
    want = Card.parse(card)

    def test(r: Round, seat: int, start: Round) -> bool:
        return any(m.owner == seat and any(c.same_face(want) for c in m.cards) for m in r.table[len(start.table) :])

    return Goal("", test)


def _put_back_and_drew(r: Round, seat: int, start: Round) -> bool:
    """The card taken is back on the pile and a card came from the stock instead."""
    return r.current == seat and r.took_discard is None and r.stock_size < start.stock_size


def _four_spades(r: Round, seat: int, start: Round) -> bool:
    """A run of the seat's on the table holding 5♠ 6♠ 7♠ 8♠."""
    want = [Card.parse(c) for c in ("5S", "6S", "7S", "8S")]
    return any(
        m.owner == seat and m.kind == MeldKind.RUN and all(any(c.same_face(w) for c in m.cards) for w in want)
        for m in r.table
    )


LESSON = LessonPlan(
    name="a-turn",
    number=3,
    title="A turn",
    summary="Begin with a card, play what you can, end with a discard, and change your mind in between.",
    steps=(
        Step(
            id="a-whole-turn",
            title="Draw, then discard",
            intro="Every turn begins by picking up one card. It is the top card of the stock (the face-down "
            "pile) or the top card of the discard pile. Every turn ends by throwing one card "
            "onto the discard pile.",
            position=Position(hands=("4S 8S KS 3H 7H 2D 6D JD 5C", NORTH), pile="9C", stock="QH", phase="start"),
            goal=turn_over_goal("Draw a card from the stock, then discard one card."),
            hint="Your turn begins with a card from one of the two piles. The stock is the safe one.",
            solution=("draw", "discard KS"),
            why=(
                "Begin with a draw from the stock: you get its top card, the Q♥ (R3.3).",
                "Then discard a card you don't need, such as the K♠, and your turn is over (R3.5).",
            ),
            rules=("R3.3", "R3.5"),
            mistakes={Reason.MUST_DRAW_FIRST: "Pick up a card first, then discard."},
            wrong=("discard KS",),
            done_text="That is a whole turn: one card in, one card out.",
        ),
        Step(
            id="take-and-meld",
            title="Take the discard",
            intro="Your 2♦ 3♦ 4♦ is on the table from an earlier turn. You may take the "
            "top discard instead of drawing, but only if you put down a new meld before your "
            "turn ends.",
            position=Position(
                hands=("7H 8H 2S 5S QC JD 6C 10S", NORTH), table=DOWN, down=(0,), pile="KC 9H", phase="start"
            ),
            goal=all_of(
                "Take the 9♥ from the discard pile and put it down in a new meld.", take_goal(""), _new_meld_with("9H")
            ),
            hint="The top discard fits with two of your cards.",
            solution=("take", "meld 7H 8H 9H"),
            why=(
                "Take the 9♥: taking the discard is allowed because you will put down a new meld this turn (R3.3).",
                "Put down 7♥ 8♥ 9♥, a run (R3.4, R4.1). Then you could discard and end the turn (R3.5).",
            ),
            rules=("R3.3", "R3.4"),
            mistakes={Reason.MUST_DRAW_FIRST: "The 9♥ is still on the discard pile: take it first."},
            wrong=("meld 7H 8H 9H",),
            done_text="You took the discard and used it in a new meld, just as taking asks.",
        ),
        Step(
            id="put-it-back",
            title="Put it back",
            intro="You took the 4♣ for your 2♣ 3♣. Taking the discard is a promise: you must put down a "
            "new meld this turn. But you have no meld on the table yet. Your first melds of a "
            "round must be worth 51 or more (lesson 4). Until you do anything else, you may change "
            "your mind: put the card back and draw instead.",
            position=Position(
                hands=("2C 3C 7S 9H KD 5D 8S JH 10D", NORTH), pile="QS 4C", stock="6H", phase="start", before=("take",)
            ),
            goal=Goal("Put the 4♣ back on the discard pile and draw from the stock instead.", _put_back_and_drew),
            hint="You can't put down melds worth 51 this turn, so the taken card has to go back.",
            solution=("put back", "draw"),
            why=(
                "You can't put down melds worth 51, so you can't keep the 4♣ (R3.3, R5.1).",
                "Put it back, which is allowed because you have done nothing else yet (R3.3).",
                "Then draw from the stock, as any turn may begin (R3.3). Had you done more moves "
                "first, you would take them back, the last first, before putting the card back (R3.6).",
            ),
            rules=("R3.3", "R3.6"),
            mistakes={
                Reason.MUST_MELD_AFTER_TAKING: "Put the 4♣ back instead.",
                Reason.OPENING_TOO_LOW: "Three small clubs are far from 51: put the 4♣ back instead.",
            },
            wrong=("discard KD", "meld 2C 3C 4C"),
            done_text="Taking and then putting back costs nothing, as long as you do it before anything else.",
        ),
        Step(
            id="take-back",
            title="Take a move back",
            intro="Your 2♦ 3♦ 4♦ is on the table from an earlier turn. This turn you drew, put down "
            "5♠ 6♠ 7♠, and only then saw your 8♠. Until you discard, you may take back your "
            "own moves of this turn, the last one first.",
            position=Position(
                hands=("5S 6S 7S 8S 9C 2H JC QD", NORTH),
                table=DOWN,
                down=(0,),
                pile="KC",
                stock="KH",
                phase="start",
                before=("draw", "meld 5S 6S 7S"),
            ),
            goal=Goal("Make your spades into one run of four, 5♠ 6♠ 7♠ 8♠.", _four_spades),
            hint="Take back what you did last, then put down your spades again, all together.",
            solution=("undo", "meld 5S 6S 7S 8S"),
            why=(
                "Take back your last move: the run 5♠ 6♠ 7♠ comes back into your hand (R3.6).",
                "Put down 5♠ 6♠ 7♠ 8♠, one run of four (R3.4, R4.1).",
            ),
            rules=("R3.6",),
            mistakes={Reason.NOT_IN_HAND: "Those spades are on the table now: take the run back first."},
            wrong=("meld 5S 6S 7S 8S",),
            done_text="Taking back is free until you discard. There was another way too: add the 8♠ to the "
            "run already on the table. That is called laying off.",
        ),
        Step(
            id="a-draw-stays",
            title="A draw stays",
            intro="You drew the K♥ from the stock, and you wish you hadn't. A card drawn from the stock "
            "can never be taken back, because you have seen it.",
            position=Position(
                hands=("3S 9S 4H 10H 6D QD 2C 7C 8C", NORTH), pile="5H", stock="KH", phase="start", before=("draw",)
            ),
            goal=turn_over_goal("Try to take the draw back if you like, then end your turn with a discard."),
            hint="Whatever you do, the turn ends the same way: one card onto the discard pile.",
            solution=("discard KH",),
            why=(
                "A draw from the stock can't be taken back (R3.6).",
                "So you keep the K♥, or throw it away at once: discard it and your turn is over (R3.5).",
            ),
            rules=("R3.6",),
            mistakes={Reason.DRAW_CANNOT_BE_UNDONE: "Now end your turn with a discard."},
            wrong=("undo", "put back"),
            done_text="Before you draw, take a look at the discard pile: once you draw, the card is yours.",
        ),
        Step(
            id="keep-a-card",
            title="Keep one card",
            intro="Your 2♦ 3♦ 4♦ is on the table from an earlier turn, and you have drawn. Every turn "
            "ends with a discard. So whatever you put down must leave at least one card in "
            "your hand.",
            position=Position(
                hands=("8C 9C 10C JC", "2C 3C 4H 7D 5S"), table=(*DOWN, (1, "9S 10S JS")), down=(0, 1), pile="KS"
            ),
            goal=meld_goal("Put down three of your clubs as a run, and keep one card for your discard.", kind="run"),
            hint="Four clubs in a row is tempting, but think of the discard.",
            solution=("meld 8C 9C 10C",),
            why=(
                "Put down 8♣ 9♣ 10♣ and keep one card: every turn ends with a discard (R3.5).",
                "The J♣ is left for that discard.",
            ),
            rules=("R3.5",),
            mistakes={Reason.MUST_KEEP_DISCARD: "Put down three of them and keep one to discard."},
            wrong=("meld 8C 9C 10C JC", "discard JC"),
            done_text="The J♣ is kept for your discard. Throwing away your last card ends the round: lesson 6 "
            "shows what happens then.",
        ),
    ),
)
