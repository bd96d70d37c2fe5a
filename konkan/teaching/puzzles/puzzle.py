"""The shape every puzzle shares: the :class:`Puzzle`, its verdicts (the answer checks of
:mod:`konkan.teaching.answers`, shared with the lessons), the code of every slip a puzzle can
diagnose (:data:`MISTAKES`), and how an answer is read."""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ...cards import Card, to_cards
from ...catalogue import say
from ...catalogue.said import Said
from ...errors import KonkanError
from ...rules import Rules
from ..answers import AnswerVerdict, quoted, read_number, says

#: Every mistake code ``check`` can diagnose, with what the learner did, in plain words (said in the
#: language spoken when read).
MISTAKES: Mapping[str, str] = Said(
    "puzzle.mistake.{}",
    (
        "ace_as_one",
        "set_ace_as_one",
        "face_at_rank",
        "joker_as_zero",
        "joker_as_fifteen",
        "ace_low_as_eleven",
        "ace_high_as_one",
        "out_sign",
        "out_zero",
        "out_doubled",
        "hand_finisher_single",
        "konkan_finisher_single",
        "finisher_doubled",
        "hand_not_doubled",
        "doubled_without_hand",
        "never_down_counted",
        "partner_charged",
        "konkan_counted",
        "konkan_as_hand",
        "set_two_of_suit",
        "run_round_corner",
        "two_jokers",
        "jokers_outnumber",
        "illegal_taken_for_meld",
        "meld_taken_for_illegal",
        "opening_without_run",
        "opening_too_low",
        "opening_keeps_no_discard",
        "opening_not_best",
        "missed_opening",
        "not_a_meld",
        "take_without_meld",
        "taken_discard_unused",
        "missed_take",
        "missed_lay_off",
        "use_joker_swap",
        "breaks_meld",
        "does_not_fit",
        "konkan_not_there",
    ),
)


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
        return f'<div class="konkan-puzzle">{"".join(parts)}</div>'  # not user words

    def __repr__(self) -> str:
        return say("puzzle.repr", kind=self.kind, level=self.level, seed=repr(self.seed))


# --- reading answers: konkan.teaching.answers, shared with the lessons' questions ------------------------

_number = read_number
_said = quoted


def _says_no(answer: Any) -> bool:
    """Whether an answer says no (not a meld, cannot go down): False, None, or one of the words of
    ``puzzle.says.no``, in the learner's language or in English."""
    return answer is False or answer is None or says(answer, "puzzle.says.no")


def _group_cards(group: Any) -> list[Card] | None:
    """The cards of one group of an answer (``"7S 8S 9S"`` or a list of cards), None if it is not cards."""
    try:
        return to_cards(group, what="meld")
    except KonkanError:
        return None
