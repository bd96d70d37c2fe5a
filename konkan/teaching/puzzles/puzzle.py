"""The shape every puzzle shares: the :class:`Puzzle`, its verdicts (the answer checks of
:mod:`konkan.teaching.answers`, shared with the lessons), the code of every slip a puzzle can
diagnose (:data:`MISTAKES`), and how an answer is read."""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ...cards import Card, to_cards
from ...errors import KonkanError
from ...rules import Rules
from ..answers import AnswerVerdict, quoted, read_number

#: Every mistake code ``check`` can diagnose, with what the learner did, in plain words.
MISTAKES: dict[str, str] = {
    "ace_as_one": "counted an ace left in hand as 1",
    "set_ace_as_one": "counted the aces of a set as 1 each",
    "face_at_rank": "counted a jack, queen or king at its rank, not 10",
    "joker_as_zero": "counted a joker as nothing",
    "joker_as_fifteen": "counted a joker as 15 where it is worth something else",
    "ace_low_as_eleven": "counted the ace of A-2-3 as 11",
    "ace_high_as_one": "counted the ace of Q-K-A as 1",
    "out_sign": "gave the one who went out a plus instead of a minus",
    "out_zero": "gave the one who went out 0",
    "out_doubled": "doubled an ordinary going out as if it were a Hand",
    "hand_finisher_single": "gave the one who went out with a Hand the single going-out score",
    "konkan_finisher_single": "gave the one who went out with a Konkan the single going-out score",
    "finisher_doubled": "applied the Hand's doubling to the one who went out",
    "hand_not_doubled": "forgot the Hand's doubling",
    "doubled_without_hand": "doubled without a Hand",
    "never_down_counted": "counted the cards of a player who never went down, not the flat 100",
    "partner_charged": "charged the partner of the one who went out",
    "konkan_counted": "counted an opponent's cards after a Konkan, not the flat 200",
    "konkan_as_hand": "scored a Konkan's opponent as after a Hand, not the flat 200",
    "set_two_of_suit": "took a set with two cards of one suit for a meld",
    "run_round_corner": "took a run round the corner (K-A-2) for a meld",
    "two_jokers": "took a meld with two jokers for one, at a table allowing one",
    "jokers_outnumber": "took a meld with more jokers than natural cards for one",
    "illegal_taken_for_meld": "took cards that make no meld for one",
    "meld_taken_for_illegal": "said a real meld is none",
    "opening_without_run": "went down without a run",
    "opening_too_low": "went down with too few points",
    "opening_keeps_no_discard": "counted the card kept for the discard into the opening",
    "opening_not_best": "went down with less than the hand can put down",
    "missed_opening": "said a hand that can go down cannot",
    "not_a_meld": "put down cards that make no meld",
    "take_without_meld": "took the discard without a new meld to make",
    "taken_discard_unused": "took a discard the house rule says must go into a new meld, with no meld for it",
    "missed_take": "drew when the discard would have served",
    "missed_lay_off": "missed a card that can be laid off",
    "use_joker_swap": "laid off the card a joker stands for, which is a joker swap",
    "breaks_meld": "laid off a card that breaks the meld",
    "does_not_fit": "laid off a card that fits no meld there",
    "konkan_not_there": "saw a Konkan where the hand holds none",
}


# --- verdicts: the shape every answer check gives (konkan.teaching.answers, shared with the lessons) -------

PuzzleVerdict = AnswerVerdict  # the name the puzzles' verdict has always had


def _form(message: str) -> AnswerVerdict:
    """The verdict on an answer of the wrong form: the sentence says the form."""
    return AnswerVerdict(False, message, malformed=True)


@dataclass(frozen=True, eq=False)
class Puzzle:
    """One puzzle. ``data`` holds what the puzzle shows (cards, hands, who went down)."""

    kind: str
    level: int
    seed: int | str
    rules: Rules
    prompt: str
    answer: Any
    hint: str
    solution: str
    data: Mapping[str, Any] = field(repr=False)
    _judge: Callable[[Any], PuzzleVerdict] = field(repr=False)
    _pictures: tuple[tuple[str, str], ...] = field(repr=False, default=())

    def check(self, answer: Any) -> PuzzleVerdict:
        """Judge an answer: right or wrong, and if wrong, the slip behind it."""
        return self._judge(answer)

    def _repr_svg_(self) -> str:
        return self._pictures[0][1] if self._pictures else ""

    def _repr_html_(self) -> str:
        parts = [f"<p>{html.escape(line)}</p>" for line in self.prompt.split("\n") if line]
        for caption, svg in self._pictures:
            parts.append(f"<div><div>{html.escape(caption)}</div>{svg}</div>")
        return f'<div class="konkan-puzzle">{"".join(parts)}</div>'

    def __repr__(self) -> str:
        return f"<Puzzle {self.kind} level {self.level} seed {self.seed!r}>"


# --- reading answers: konkan.teaching.answers, shared with the lessons' questions ------------------------

_number = read_number
_said = quoted

#: The answers that say no: not a meld, cannot go down.
_NOT = ("no", "not a meld", "not", "illegal", "none", "false", "can't", "cannot")


def _group_cards(group: Any) -> list[Card] | None:
    """The cards of one group of an answer (``"7S 8S 9S"`` or a list of cards), None if it is not cards."""
    try:
        return to_cards(group, what="meld")
    except KonkanError:
        return None
