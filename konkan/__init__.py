"""konkan: the Levantine rummy game Konkan, as an engine that explains every verdict.

The rules it plays are numbered R1 to R9 (``konkan.rule("R4.1")`` reads one); every verdict
cites them. What sits above the engine uses its boundary: :class:`SeatView`, the typed
:class:`Action`\\ s, ``Round.check``, ``Round.legal_actions`` and ``Round.events_for``.

The engine is the modules of this folder; ``import konkan`` loads only them. Above it, each layer
is a package that imports only the layers below it: :mod:`konkan.play` (hints and computer
players, :func:`simulate`), :mod:`konkan.teaching` (lessons, puzzles, practice),
:mod:`konkan.classroom` (class codes, tests, results, printouts) and :mod:`konkan.widgets`. The
few of their names offered here (:class:`Class`, :func:`hints`, :func:`simulate`, ...) are
imported the first time they are used.
"""

from typing import TYPE_CHECKING

from .actions import Action, DeclareKonkan, Discard, Draw, LayOff, Meld, ReturnDiscard, SwapJoker, TakeDiscard, Undo
from .cards import Card, new_deck, parse_cards
from .catalogue import language, set_language
from .errors import CorruptSave, IllegalAction, InvalidNotation, InvalidRules, KonkanError
from .events import Event
from .game import Game
from .lazy import lazy_names
from .legal import LegalActions
from .melds import MeldVerdict, check_meld, find_melds
from .reasons import ActionKind, Ending, EventKind, HintKind, MeldKind, Phase, Reason
from .round import Round
from .rulebook import Rule, rule
from .rules import Rules
from .scoring import ScoreLine, hand_penalty, score_lines, score_round, team_scores, team_totals
from .table_melds import TableMeld
from .verdicts import Verdict
from .view import RoundResult, SeatView

__version__ = "0.2.0"

__all__ = [
    "Action",
    "ActionKind",
    "Card",
    "Class",
    "CorruptSave",
    "DeclareKonkan",
    "Discard",
    "Draw",
    "Ending",
    "Event",
    "EventKind",
    "Game",
    "Hint",
    "HintKind",
    "IllegalAction",
    "InvalidNotation",
    "InvalidRules",
    "KonkanError",
    "KonkanShape",
    "LayOff",
    "LegalActions",
    "Meld",
    "MeldKind",
    "MeldVerdict",
    "Opening",
    "Phase",
    "Reason",
    "ReturnDiscard",
    "Round",
    "RoundResult",
    "Rule",
    "Rules",
    "ScoreLine",
    "SeatView",
    "SwapJoker",
    "TableMeld",
    "SimulationResult",
    "TakeDiscard",
    "Undo",
    "Verdict",
    "best_opening",
    "language",
    "set_language",
    "check_meld",
    "find_melds",
    "hand_penalty",
    "hints",
    "konkan_shape",
    "new_deck",
    "parse_cards",
    "rule",
    "score_lines",
    "score_round",
    "simulate",
    "team_scores",
    "team_totals",
]

# Names from the layers above the engine: imported when first asked for (PEP 562), so that
# ``import konkan`` loads the engine alone.
_LAZY = {
    "Class": ".classroom.codes",
    "Hint": ".play.hints",
    "KonkanShape": ".play.hints",
    "Opening": ".play.hints",
    "best_opening": ".play.hints",
    "hints": ".play.hints",
    "konkan_shape": ".play.hints",
    "SimulationResult": ".play.simulate",
    "simulate": ".play.simulate",
}

if TYPE_CHECKING:
    from .classroom.codes import Class
    from .play.hints import Hint, KonkanShape, Opening, best_opening, hints, konkan_shape
    from .play.simulate import SimulationResult, simulate


__getattr__, __dir__ = lazy_names(__name__, _LAZY, globals())
