"""konkan: the Levantine rummy game Konkan, as an engine that explains every verdict.

The rules it plays are numbered R1 to R9 (``konkan.rule("R4.1")`` reads one); every verdict
cites them. What sits above the engine (computer players, widgets) uses its boundary:
:class:`SeatView`, the typed :class:`Action`\\ s, ``Round.check``, ``Round.legal_actions`` and
``Round.events_for``. Computer players are in :mod:`konkan.bots`; :func:`simulate` plays many
seeded games between them.
"""

from .actions import Action, DeclareKonkan, Discard, Draw, LayOff, Meld, ReturnDiscard, SwapJoker, TakeDiscard, Undo
from .cards import Card, new_deck, parse_cards
from .classroom import Class
from .errors import CorruptSave, IllegalAction, InvalidNotation, InvalidRules, KonkanError
from .events import Event
from .game import Game
from .hints import Hint, KonkanShape, Opening, best_opening, hints, konkan_shape
from .melds import MeldVerdict, check_meld, find_melds
from .reasons import ActionKind, Ending, EventKind, HintKind, MeldKind, Phase, Reason
from .round import LegalActions, Round
from .rulebook import Rule, rule
from .rules import Rules
from .scoring import ScoreLine, hand_penalty, score_lines, score_round, team_scores, team_totals
from .simulate import SimulationResult, simulate
from .table import TableMeld
from .verdicts import Verdict
from .view import RoundResult, SeatView

__version__ = "0.2.0"

__all__ = [
    "Action", "ActionKind", "Card", "Class", "CorruptSave", "DeclareKonkan", "Discard", "Draw", "Ending", "Event",
    "EventKind", "Game", "Hint", "HintKind", "IllegalAction", "InvalidNotation", "InvalidRules", "KonkanError",
    "KonkanShape", "LayOff", "LegalActions", "Meld", "MeldKind", "MeldVerdict", "Opening", "Phase", "Reason",
    "ReturnDiscard", "Round", "RoundResult", "Rule", "Rules", "ScoreLine", "SeatView", "SwapJoker", "TableMeld",
    "SimulationResult", "TakeDiscard", "Undo", "Verdict", "best_opening", "check_meld", "find_melds", "hand_penalty", "hints",
    "konkan_shape", "new_deck", "parse_cards", "rule", "score_lines", "score_round", "simulate", "team_scores", "team_totals",
]
