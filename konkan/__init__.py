"""konkan: the Levantine rummy game Konkan, as an engine that explains every verdict.

The rules it plays are numbered R1 to R9; every verdict cites them.
"""

from .cards import Card, new_deck, parse_cards
from .errors import CorruptSave, IllegalAction, InvalidNotation, KonkanError
from .game import Action, Game, Round, RoundResult, SeatView, TableMeld
from .hints import Hint, KonkanShape, Opening, best_opening, hints, konkan_shape
from .melds import MeldVerdict, check_meld, find_melds
from .rules import Rules
from .scoring import hand_penalty, score_round, team_scores

__version__ = "0.1.0"

__all__ = [
    "Action", "Card", "Hint", "KonkanShape", "Opening", "best_opening", "hints", "konkan_shape", "CorruptSave", "Game", "IllegalAction", "InvalidNotation", "KonkanError",
    "MeldVerdict", "Round", "RoundResult", "Rules", "SeatView", "TableMeld", "check_meld",
    "find_melds", "hand_penalty", "new_deck", "parse_cards", "score_round", "team_scores",
]
