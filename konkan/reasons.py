"""The engine's named vocabularies: reason codes, phases, endings and kinds.

Every verdict names its reason with a :class:`Reason`. Each reason is tied to the rule it rests
on (``Reason.RUN_WRAPS.rule == "R4.1"``) and to one sentence template in the catalogue
(:mod:`konkan.catalogue`), so the same refusal always reads the same way and cites the same rule.

>>> Reason.RUN_WRAPS.rule
'R4.1'
>>> Reason.RUN_WRAPS == "RUN_WRAPS"
True
>>> Phase.START, Ending.HAND
(Phase.START, Ending.HAND)
"""

from __future__ import annotations

from enum import Enum


class _Words(str, Enum):
    """A str enum whose text is its value and whose repr reads back as code."""

    def __str__(self) -> str:
        return str(self.value)

    def __format__(self, spec: str) -> str:
        return format(str(self.value), spec)

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


class Phase(_Words):
    """Where the turn stands: nothing done yet, playing after the draw, or the round over."""

    START = "start"
    PLAY = "play"
    OVER = "over"


class Ending(_Words):
    """How a round ended (R7, R8)."""

    OUT = "out"
    HAND = "hand"
    KONKAN = "konkan"
    VOID = "void"


class MeldKind(_Words):
    RUN = "run"
    SET = "set"


class ActionKind(_Words):
    DECLARE_KONKAN = "declare_konkan"
    DRAW = "draw"
    TAKE_DISCARD = "take_discard"
    RETURN_DISCARD = "return_discard"
    MELD = "meld"
    LAY_OFF = "lay_off"
    SWAP_JOKER = "swap_joker"
    DISCARD = "discard"
    UNDO = "undo"


class EventKind(_Words):
    DEAL = "deal"
    DECLARE_KONKAN = "declare_konkan"
    DRAW = "draw"
    TAKE_DISCARD = "take_discard"
    RETURN_DISCARD = "return_discard"
    GO_DOWN = "go_down"
    MELD = "meld"
    LAY_OFF = "lay_off"
    SWAP_JOKER = "swap_joker"
    DISCARD = "discard"
    UNDO = "undo"
    RESHUFFLE = "reshuffle"
    ROUND_OVER = "round_over"


class HintKind(_Words):
    TAKE_DISCARD = "take_discard"
    DRAW = "draw"
    OPEN = "open"
    MELD = "meld"
    LAY_OFF = "lay_off"
    SWAP_JOKER = "swap_joker"
    GO_OUT = "go_out"
    HAND = "hand"
    DECLARE_KONKAN = "declare_konkan"
    DISCARD = "discard"
    KEEP = "keep"  # a note on the cards worth keeping: no move


class Reason(_Words):
    """Why a verdict came out as it did. ``.rule`` is the rule it rests on."""

    OK = "OK"
    # Melds (R4)
    TOO_FEW_CARDS = "TOO_FEW_CARDS"
    TWO_JOKERS = "TWO_JOKERS"
    JOKERS_OUTNUMBER = "JOKERS_OUTNUMBER"
    JOKER_AS_WITHOUT_JOKER = "JOKER_AS_WITHOUT_JOKER"
    JOKER_AS_INVALID = "JOKER_AS_INVALID"
    JOKER_FIXED = "JOKER_FIXED"
    SET_DUPLICATE_SUIT = "SET_DUPLICATE_SUIT"
    SET_TOO_MANY = "SET_TOO_MANY"
    SET_MIXED_RANKS = "SET_MIXED_RANKS"
    RUN_DUPLICATE_RANK = "RUN_DUPLICATE_RANK"
    RUN_TOO_LONG = "RUN_TOO_LONG"
    RUN_WRAPS = "RUN_WRAPS"
    RUN_GAP = "RUN_GAP"
    RUN_MIXED_SUITS = "RUN_MIXED_SUITS"
    NOT_A_MELD = "NOT_A_MELD"
    # Whose turn, and the shape of a turn (R3)
    NOT_YOUR_TURN = "NOT_YOUR_TURN"
    ROUND_OVER = "ROUND_OVER"
    NOT_IN_HAND = "NOT_IN_HAND"
    TOO_FEW_IN_HAND = "TOO_FEW_IN_HAND"
    DISCARD_NOT_IN_HAND = "DISCARD_NOT_IN_HAND"
    LAYOFF_NOT_IN_HAND = "LAYOFF_NOT_IN_HAND"
    SWAP_NOT_IN_HAND = "SWAP_NOT_IN_HAND"
    MUST_DRAW_FIRST = "MUST_DRAW_FIRST"
    ALREADY_BEGUN = "ALREADY_BEGUN"
    STARTER_NO_DRAW = "STARTER_NO_DRAW"
    STARTER_DISCARD_ONLY = "STARTER_DISCARD_ONLY"
    NOT_TOP_DISCARD = "NOT_TOP_DISCARD"
    NOTHING_TO_RETURN = "NOTHING_TO_RETURN"
    RETURN_TOO_LATE = "RETURN_TOO_LATE"
    MUST_KEEP_DISCARD = "MUST_KEEP_DISCARD"
    MUST_MELD_AFTER_TAKING = "MUST_MELD_AFTER_TAKING"
    NOTHING_TO_UNDO = "NOTHING_TO_UNDO"
    DRAW_CANNOT_BE_UNDONE = "DRAW_CANNOT_BE_UNDONE"
    # Going down (R5) and Konkan (R8.6)
    OPENING_NEEDS_RUN = "OPENING_NEEDS_RUN"
    OPENING_TOO_LOW = "OPENING_TOO_LOW"
    NOT_DOWN = "NOT_DOWN"
    KONKAN_NOT_LAST_ROUND = "KONKAN_NOT_LAST_ROUND"
    KONKAN_ALREADY_DECLARED = "KONKAN_ALREADY_DECLARED"
    KONKAN_ALREADY_DOWN = "KONKAN_ALREADY_DOWN"
    KONKAN_NOT_AT_START = "KONKAN_NOT_AT_START"
    KONKAN_DECLARED_ONLY = "KONKAN_DECLARED_ONLY"
    # The table (R6)
    NO_SUCH_MELD = "NO_SUCH_MELD"
    LAYOFF_WRONG_SUIT = "LAYOFF_WRONG_SUIT"
    LAYOFF_WRONG_RANK = "LAYOFF_WRONG_RANK"
    LAYOFF_SECOND_JOKER = "LAYOFF_SECOND_JOKER"
    LAYOFF_BREAKS_MELD = "LAYOFF_BREAKS_MELD"
    USE_JOKER_SWAP = "USE_JOKER_SWAP"
    NO_JOKER_IN_MELD = "NO_JOKER_IN_MELD"
    SWAP_JOKER_FOR_JOKER = "SWAP_JOKER_FOR_JOKER"
    SWAP_WRONG_CARD = "SWAP_WRONG_CARD"
    # House rules (R9)
    SWAP_NEEDS_BOTH = "SWAP_NEEDS_BOTH"
    TAKEN_CARD_UNUSED = "TAKEN_CARD_UNUSED"
    FREED_JOKER_UNUSED = "FREED_JOKER_UNUSED"
    # How a round ended (R7, R8)
    WENT_OUT = "WENT_OUT"
    WENT_OUT_HAND = "WENT_OUT_HAND"
    WENT_OUT_KONKAN = "WENT_OUT_KONKAN"
    DECLARED_KONKAN_WON = "DECLARED_KONKAN_WON"
    ROUND_VOID = "ROUND_VOID"
    # What the analyses find (R5, R8.5)
    OPENING_FOUND = "OPENING_FOUND"
    OPENING_GOES_OUT = "OPENING_GOES_OUT"
    OPENING_SHORT = "OPENING_SHORT"
    OPENING_SETS_ONLY = "OPENING_SETS_ONLY"
    OPENING_NO_MELD = "OPENING_NO_MELD"
    OPENING_TAKEN_CARD_FITS_NOT = "OPENING_TAKEN_CARD_FITS_NOT"
    OPENING_NEEDS_DISCARD = "OPENING_NEEDS_DISCARD"
    KONKAN_FOUND = "KONKAN_FOUND"
    KONKAN_SHORT = "KONKAN_SHORT"
    # What the hints advise (each one sentence template in the catalogue)
    HINT_DECLARE_KONKAN_HELD = "HINT_DECLARE_KONKAN_HELD"
    HINT_DECLARE_KONKAN_NEAR = "HINT_DECLARE_KONKAN_NEAR"
    HINT_DECLARE_KONKAN_GAMBLE = "HINT_DECLARE_KONKAN_GAMBLE"
    HINT_DECLARE_KONKAN_FAR = "HINT_DECLARE_KONKAN_FAR"
    HINT_TAKE_COMPLETES_KONKAN = "HINT_TAKE_COMPLETES_KONKAN"
    HINT_TAKE_KONKAN_CLOSER = "HINT_TAKE_KONKAN_CLOSER"
    HINT_TAKE_NOT_KONKAN = "HINT_TAKE_NOT_KONKAN"
    HINT_TAKE_GOES_OUT_HAND = "HINT_TAKE_GOES_OUT_HAND"
    HINT_TAKE_GOES_OUT_KONKAN = "HINT_TAKE_GOES_OUT_KONKAN"
    HINT_TAKE_NOT_NEEDED = "HINT_TAKE_NOT_NEEDED"
    HINT_TAKE_TO_GO_DOWN = "HINT_TAKE_TO_GO_DOWN"
    HINT_TAKE_CANNOT_GO_DOWN = "HINT_TAKE_CANNOT_GO_DOWN"
    HINT_TAKE_TO_GO_OUT = "HINT_TAKE_TO_GO_OUT"
    HINT_TAKE_FOR_MELD = "HINT_TAKE_FOR_MELD"
    HINT_TAKE_NO_MELD = "HINT_TAKE_NO_MELD"
    HINT_TAKE_ADDS_NOTHING = "HINT_TAKE_ADDS_NOTHING"
    HINT_DRAW_INSTEAD = "HINT_DRAW_INSTEAD"
    HINT_DRAW = "HINT_DRAW"
    HINT_PUT_DOWN_DECLARED_KONKAN = "HINT_PUT_DOWN_DECLARED_KONKAN"
    HINT_DECLARED_KONKAN_ONLY = "HINT_DECLARED_KONKAN_ONLY"
    HINT_GO_OUT_AT_ONCE_HAND = "HINT_GO_OUT_AT_ONCE_HAND"
    HINT_GO_OUT_AT_ONCE_KONKAN = "HINT_GO_OUT_AT_ONCE_KONKAN"
    HINT_GO_DOWN = "HINT_GO_DOWN"
    HINT_PUT_BACK_CANNOT_GO_DOWN = "HINT_PUT_BACK_CANNOT_GO_DOWN"
    HINT_PUT_BACK_NO_MELD = "HINT_PUT_BACK_NO_MELD"
    HINT_PUT_BACK_TAKEN_UNUSED = "HINT_PUT_BACK_TAKEN_UNUSED"
    HINT_CANNOT_GO_DOWN = "HINT_CANNOT_GO_DOWN"
    HINT_GO_OUT = "HINT_GO_OUT"
    HINT_GO_OUT_HAND = "HINT_GO_OUT_HAND"
    HINT_GO_OUT_KONKAN = "HINT_GO_OUT_KONKAN"
    HINT_MELD = "HINT_MELD"
    HINT_LAY_OFF = "HINT_LAY_OFF"
    HINT_SWAP_JOKER = "HINT_SWAP_JOKER"
    HINT_KEEP_JOKER = "HINT_KEEP_JOKER"
    HINT_DISCARD = "HINT_DISCARD"
    HINT_KEEP = "HINT_KEEP"
    HINT_TAKE_SWAP_BACK = "HINT_TAKE_SWAP_BACK"

    @property
    def rule(self) -> str:
        """The rule this reason rests on, such as ``"R4.1"``."""
        return RULE_OF[self]

    @property
    def ok(self) -> bool:
        """True for what is not a refusal: an approval, a finding, a hint, how a round ended."""
        return self in _GOOD or self.value.startswith("HINT_")


RULE_OF: dict[Reason, str] = {
    Reason.OK: "R4",
    Reason.TOO_FEW_CARDS: "R4.1",
    Reason.TWO_JOKERS: "R4.3",
    Reason.JOKERS_OUTNUMBER: "R9",
    Reason.JOKER_AS_WITHOUT_JOKER: "R4.4",
    Reason.JOKER_AS_INVALID: "R4.4",
    Reason.JOKER_FIXED: "R4.4",
    Reason.SET_DUPLICATE_SUIT: "R4.2",
    Reason.SET_TOO_MANY: "R4.2",
    Reason.SET_MIXED_RANKS: "R4.2",
    Reason.RUN_DUPLICATE_RANK: "R4.1",
    Reason.RUN_TOO_LONG: "R4.1",
    Reason.RUN_WRAPS: "R4.1",
    Reason.RUN_GAP: "R4.1",
    Reason.RUN_MIXED_SUITS: "R4.1",
    Reason.NOT_A_MELD: "R4.1",
    Reason.NOT_YOUR_TURN: "R1.3",
    Reason.ROUND_OVER: "R7.1",
    Reason.NOT_IN_HAND: "R3.4",
    Reason.TOO_FEW_IN_HAND: "R3.4",
    Reason.DISCARD_NOT_IN_HAND: "R3.5",
    Reason.LAYOFF_NOT_IN_HAND: "R6.1",
    Reason.SWAP_NOT_IN_HAND: "R6.2",
    Reason.MUST_DRAW_FIRST: "R3.3",
    Reason.ALREADY_BEGUN: "R3.3",
    Reason.STARTER_NO_DRAW: "R3.2",
    Reason.STARTER_DISCARD_ONLY: "R9",
    Reason.NOT_TOP_DISCARD: "R3.3",
    Reason.NOTHING_TO_RETURN: "R3.3",
    Reason.RETURN_TOO_LATE: "R3.6",
    Reason.MUST_KEEP_DISCARD: "R3.5",
    Reason.MUST_MELD_AFTER_TAKING: "R3.3",
    Reason.NOTHING_TO_UNDO: "R3.6",
    Reason.DRAW_CANNOT_BE_UNDONE: "R3.6",
    Reason.OPENING_NEEDS_RUN: "R5.2",
    Reason.OPENING_TOO_LOW: "R5.1",
    Reason.NOT_DOWN: "R5.3",
    Reason.KONKAN_NOT_LAST_ROUND: "R8.6",
    Reason.KONKAN_ALREADY_DECLARED: "R8.6",
    Reason.KONKAN_ALREADY_DOWN: "R8.6",
    Reason.KONKAN_NOT_AT_START: "R3.1",
    Reason.KONKAN_DECLARED_ONLY: "R8.6",
    Reason.NO_SUCH_MELD: "R6.1",
    Reason.LAYOFF_WRONG_SUIT: "R4.1",
    Reason.LAYOFF_WRONG_RANK: "R4.2",
    Reason.LAYOFF_SECOND_JOKER: "R4.3",
    Reason.LAYOFF_BREAKS_MELD: "R6.1",
    Reason.USE_JOKER_SWAP: "R6.2",
    Reason.NO_JOKER_IN_MELD: "R6.2",
    Reason.SWAP_JOKER_FOR_JOKER: "R6.2",
    Reason.SWAP_WRONG_CARD: "R6.2",
    Reason.SWAP_NEEDS_BOTH: "R9",
    Reason.TAKEN_CARD_UNUSED: "R9",
    Reason.FREED_JOKER_UNUSED: "R9",
    Reason.WENT_OUT: "R7.1",
    Reason.WENT_OUT_HAND: "R8.2",
    Reason.WENT_OUT_KONKAN: "R8.5",
    Reason.DECLARED_KONKAN_WON: "R8.6",
    Reason.ROUND_VOID: "R7.3",
    Reason.OPENING_FOUND: "R5.1",
    Reason.OPENING_GOES_OUT: "R5.4",
    Reason.OPENING_SHORT: "R5.1",
    Reason.OPENING_SETS_ONLY: "R5.2",
    Reason.OPENING_NO_MELD: "R4.1",
    Reason.OPENING_TAKEN_CARD_FITS_NOT: "R9",
    Reason.OPENING_NEEDS_DISCARD: "R3.5",
    Reason.KONKAN_FOUND: "R8.5",
    Reason.KONKAN_SHORT: "R8.5",
    Reason.HINT_DECLARE_KONKAN_HELD: "R8.6",
    Reason.HINT_DECLARE_KONKAN_NEAR: "R8.6",
    Reason.HINT_DECLARE_KONKAN_GAMBLE: "R8.6",
    Reason.HINT_DECLARE_KONKAN_FAR: "R8.6",
    Reason.HINT_TAKE_COMPLETES_KONKAN: "R8.6",
    Reason.HINT_TAKE_KONKAN_CLOSER: "R9",
    Reason.HINT_TAKE_NOT_KONKAN: "R8.6",
    Reason.HINT_TAKE_GOES_OUT_HAND: "R8.2",
    Reason.HINT_TAKE_GOES_OUT_KONKAN: "R8.5",
    Reason.HINT_TAKE_NOT_NEEDED: "R3.3",
    Reason.HINT_TAKE_TO_GO_DOWN: "R5.1",
    Reason.HINT_TAKE_CANNOT_GO_DOWN: "R3.3",
    Reason.HINT_TAKE_TO_GO_OUT: "R7.2",
    Reason.HINT_TAKE_FOR_MELD: "R3.3",
    Reason.HINT_TAKE_NO_MELD: "R3.3",
    Reason.HINT_TAKE_ADDS_NOTHING: "R3.3",
    Reason.HINT_DRAW_INSTEAD: "R3.3",
    Reason.HINT_DRAW: "R3.3",
    Reason.HINT_PUT_DOWN_DECLARED_KONKAN: "R8.6",
    Reason.HINT_DECLARED_KONKAN_ONLY: "R8.6",
    Reason.HINT_GO_OUT_AT_ONCE_HAND: "R8.2",
    Reason.HINT_GO_OUT_AT_ONCE_KONKAN: "R8.5",
    Reason.HINT_GO_DOWN: "R5.1",
    Reason.HINT_PUT_BACK_CANNOT_GO_DOWN: "R3.6",
    Reason.HINT_PUT_BACK_NO_MELD: "R3.6",
    Reason.HINT_PUT_BACK_TAKEN_UNUSED: "R9",
    Reason.HINT_CANNOT_GO_DOWN: "R5.1",
    Reason.HINT_GO_OUT: "R8.1",
    Reason.HINT_GO_OUT_HAND: "R8.2",
    Reason.HINT_GO_OUT_KONKAN: "R8.5",
    Reason.HINT_MELD: "R3.4",
    Reason.HINT_LAY_OFF: "R6.1",
    Reason.HINT_SWAP_JOKER: "R6.2",
    Reason.HINT_KEEP_JOKER: "R4.4",
    Reason.HINT_DISCARD: "R8.3",
    Reason.HINT_KEEP: "R4.1",
    Reason.HINT_TAKE_SWAP_BACK: "R3.6",
}

_GOOD = frozenset(
    {
        Reason.OK,
        Reason.OPENING_FOUND,
        Reason.OPENING_GOES_OUT,
        Reason.KONKAN_FOUND,
        Reason.WENT_OUT,
        Reason.WENT_OUT_HAND,
        Reason.WENT_OUT_KONKAN,
        Reason.DECLARED_KONKAN_WON,
        Reason.ROUND_VOID,
    }
)
