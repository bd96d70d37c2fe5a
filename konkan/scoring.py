"""Scoring a round (R8): how a round ended, and each seat's line with its reason.

>>> hand_penalty("AS KH 7D JK")
43
>>> score_round(["", "7S 8S", "AS", "KH QH"], [True, True, True, False], finisher=0, ending="out")
[-30, 15, 11, 100]
>>> score_round(["", "7S 8S", "AS", "KH QH"], [True, True, True, False], finisher=0, ending="hand")
[-60, 30, 22, 200]
>>> for line in score_lines(["", "7S 8S", "KH QH"], [True, True, False], finisher=0, ending="hand",
...                         rules=Rules(players=3)):
...     print(line.message)
South went out with a Hand: -60 (R8.2).
East holds 7♠ 8♠, worth 15, doubled by the Hand to 30 (R8.3, R8.2).
West never went down, so pays 100, doubled by the Hand to 200 (R8.3, R8.2).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .cards import Card, CardsLike, WhatKey, card_value, cards_text, to_cards
from .catalogue import say
from .errors import InvalidNotation, shown, whole_number
from .melds import MeldVerdict, is_konkan_shape
from .reasons import Ending
from .rules import Rules, rules_or_default
from .seats import default_names

ENDINGS = tuple(e.value for e in Ending)
NOT_DOWN_PENALTY = 100
KONKAN_PENALTY = 200


def hand_penalty(cards: CardsLike, rules: Rules | None = None) -> int:
    """What the cards left in a hand cost (R8.3): joker 15 (or the option), ace 11, J Q K 10."""
    r = rules_or_default(rules)
    return sum(
        card_value(c, r.joker_penalty, r.ace_value) for c in to_cards(cards, what=WhatKey("error.what.hand_cards"))
    )


def turn_ending(*, was_down: bool, touched_others: bool, opening: Sequence[MeldVerdict]) -> Ending:
    """How a player who has just gone out ends the round (R8.2, R8.5): a Konkan if they were not
    down when the turn began, touched no one else's meld and went down with exactly a Konkan;
    a Hand if only the first two hold; otherwise an ordinary going out (R8.1)."""
    if was_down or touched_others:
        return Ending.OUT
    return Ending.KONKAN if is_konkan_shape(opening) else Ending.HAND


def team_totals(scores: Sequence[int]) -> tuple[int, int]:
    """The two team totals of a partnership (R8.4): seats 0 and 2, then seats 1 and 3."""
    if not isinstance(scores, (list, tuple)) or len(scores) != 4:
        raise InvalidNotation(say("error.scores.team", value=shown(scores)))
    return (scores[0] + scores[2], scores[1] + scores[3])


team_scores = team_totals  # the name the first releases used


@dataclass(frozen=True)
class ScoreLine:
    """One seat's score for a round, with its reason: the ``cards`` left, their ``penalty``
    (or the flat 100 or 200, or the finisher's bonus), whether a Hand ``doubled`` it, the
    round ``score``, a sentence and the rule."""

    seat: int
    cards: tuple[Card, ...]
    penalty: int
    doubled: bool
    score: int
    key: str
    rule: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "cards": [c.id for c in self.cards],
            "penalty": self.penalty,
            "doubled": self.doubled,
            "score": self.score,
            "rule": self.rule,
            "message": self.message,
        }


def _validate(
    hands: Sequence[CardsLike], went_down: Sequence[bool], finisher: Any, ending: Any, r: Rules
) -> tuple[list[list[Card]], Ending]:
    if not isinstance(ending, str) or ending not in ENDINGS:
        raise InvalidNotation(say("error.scores.ending", choices=", ".join(map(repr, ENDINGS)), value=shown(ending)))
    if not isinstance(hands, (list, tuple)) or not 2 <= len(hands) <= 5:
        raise InvalidNotation(say("error.scores.hands", value=shown(hands)))
    n = len(hands)
    if (
        not isinstance(went_down, (list, tuple))
        or len(went_down) != n
        or not all(isinstance(d, bool) for d in went_down)
    ):
        raise InvalidNotation(say("error.scores.went_down", seats=n, value=shown(went_down)))
    if r.partnership and n != 4:
        raise InvalidNotation(say("error.scores.partnership", hands=n))
    parsed = [to_cards(h, what=say("error.what.hand", seat=i)) for i, h in enumerate(hands)]
    kind = Ending(ending)
    if kind != Ending.VOID:
        finisher = whole_number(finisher, "finisher", 0, n - 1, key="error.scores.finisher", error=InvalidNotation)
        if parsed[finisher]:
            raise InvalidNotation(say("error.scores.finisher_hand", seat=finisher, count=len(parsed[finisher])))
        if not went_down[finisher]:
            raise InvalidNotation(say("error.scores.finisher_down", seat=finisher))
    return parsed, kind


def score_lines(
    hands: Sequence[CardsLike],
    went_down: Sequence[bool],
    finisher: int | None,
    ending: str,
    rules: Rules | None = None,
    *,
    names: Sequence[str] | None = None,
) -> list[ScoreLine]:
    """Each seat's :class:`ScoreLine` for one round (R8), in seat order. See :func:`score_round`."""
    r = rules_or_default(rules)
    parsed, kind = _validate(hands, went_down, finisher, ending, r)
    n = len(parsed)
    who = list(names) if names is not None else default_names(n)
    lines = []
    partner = r.partner(finisher) if (r.partnership and finisher is not None) else None
    for seat, cards in enumerate(parsed):
        name = who[seat]
        held = tuple(cards)
        if kind == Ending.VOID:
            lines.append(ScoreLine(seat, held, 0, False, 0, "score.void", "R7.3", say("score.void", who=name)))
        elif seat == finisher:
            score = r.going_out_score if kind == Ending.OUT else 2 * r.going_out_score
            key, rule = {
                Ending.OUT: ("score.out", "R8.1"),
                Ending.HAND: ("score.hand", "R8.2"),
                Ending.KONKAN: ("score.konkan", "R8.5"),
            }[kind]
            lines.append(ScoreLine(seat, held, score, False, score, key, rule, say(key, who=name, score=score)))
        elif seat == partner:
            lines.append(ScoreLine(seat, held, 0, False, 0, "score.partner", "R8.4", say("score.partner", who=name)))
        elif kind == Ending.KONKAN:
            lines.append(
                ScoreLine(
                    seat,
                    held,
                    KONKAN_PENALTY,
                    False,
                    KONKAN_PENALTY,
                    "score.konkan_paid",
                    "R8.5",
                    say("score.konkan_paid", who=name, penalty=KONKAN_PENALTY),
                )
            )
        else:
            doubled = kind == Ending.HAND
            if went_down[seat]:
                penalty = sum(card_value(c, r.joker_penalty, r.ace_value) for c in held)
                key = "score.cards_doubled" if doubled else "score.cards"
                words = key if held else key + ".none"  # an empty hand has its own sentence
            else:
                penalty = NOT_DOWN_PENALTY
                key = words = "score.not_down_doubled" if doubled else "score.not_down"
            score = penalty * 2 if doubled else penalty
            lines.append(
                ScoreLine(
                    seat,
                    held,
                    penalty,
                    doubled,
                    score,
                    key,
                    "R8.3",
                    say(words, who=name, cards=cards_text(held), penalty=penalty, score=score),
                )
            )
    return lines


def score_round(
    hands: Sequence[CardsLike], went_down: Sequence[bool], finisher: int | None, ending: str, rules: Rules | None = None
) -> list[int]:
    """Each seat's score for one round (R8), in seat order.

    ``hands`` are the cards each seat has left (the finisher's is empty), ``went_down`` whether
    each seat went down this round, ``finisher`` the seat that went out and ``ending`` one of
    ``"out"`` (R8.1), ``"hand"`` (R8.2) or ``"konkan"`` (R8.5); ``"void"`` scores nothing (R7.3).
    In a partnership the finisher's partner scores 0 (R8.4).
    """
    return [line.score for line in score_lines(hands, went_down, finisher, ending, rules)]
