"""Scoring a round (R8).

>>> hand_penalty("AS KH 7D JK")
43
>>> score_round(["", "7S 8S", "AS", "KH QH"], [True, True, True, False], finisher=0, ending="out")
[-30, 15, 11, 100]
>>> score_round(["", "7S 8S", "AS", "KH QH"], [True, True, True, False], finisher=0, ending="hand")
[-60, 30, 22, 200]
"""

from __future__ import annotations

from typing import Sequence

from .cards import CardsLike, card_value, to_cards
from .rules import Rules, rules_or_default

ENDINGS = ("out", "hand", "konkan", "void")
NOT_DOWN_PENALTY = 100
KONKAN_PENALTY = 200


def hand_penalty(cards: CardsLike, rules: Rules | None = None) -> int:
    """What the cards left in a hand cost (R8.3): joker 15 (or the option), ace 11, J Q K 10."""
    r = rules_or_default(rules)
    return sum(card_value(c, r.joker_penalty) for c in to_cards(cards, what="hand"))


def score_round(hands: Sequence[CardsLike], went_down: Sequence[bool], finisher: int, ending: str,
                rules: Rules | None = None) -> list[int]:
    """Each seat's score for one round (R8), in seat order.

    ``hands`` are the cards each seat has left (the finisher's is empty), ``went_down`` whether
    each seat went down this round, ``finisher`` the seat that went out and ``ending`` one of
    ``"out"`` (R8.1), ``"hand"`` (R8.2) or ``"konkan"`` (R8.5); ``"void"`` scores nothing (R7.3).
    With ``rules.players`` seats; in a partnership the finisher's partner scores 0 (R8.4).
    """
    r = rules_or_default(rules)
    if ending not in ENDINGS:
        raise ValueError(f"ending must be one of {', '.join(map(repr, ENDINGS))}, got {ending!r}")
    n = len(hands)
    if len(went_down) != n:
        raise ValueError(f"hands has {n} seats but went_down has {len(went_down)}")
    if n < 2 or n > 5:
        raise ValueError(f"a round has 2 to 5 seats, got {n} hands")
    if r.partnership and n != 4:
        raise ValueError(f"a partnership round has 4 seats, got {n} hands")
    if ending == "void":
        return [0] * n
    if not isinstance(finisher, int) or isinstance(finisher, bool) or not 0 <= finisher < n:
        raise ValueError(f"finisher must be a seat from 0 to {n - 1}, got {finisher!r}")
    parsed = [to_cards(h, what=f"hand of seat {i}") for i, h in enumerate(hands)]
    if parsed[finisher]:
        raise ValueError(f"the finisher (seat {finisher}) went out, so their hand must be empty, got {len(parsed[finisher])} cards")
    if not went_down[finisher]:
        raise ValueError(f"the finisher (seat {finisher}) went out, so they went down: went_down[{finisher}] must be True")
    partner = r.partner(finisher) if r.partnership else None
    scores = []
    for seat, cards in enumerate(parsed):
        if seat == finisher:
            scores.append(-30 if ending == "out" else -60)
        elif seat == partner:
            scores.append(0)
        elif ending == "konkan":
            scores.append(KONKAN_PENALTY)
        else:
            base = hand_penalty(cards, r) if went_down[seat] else NOT_DOWN_PENALTY
            scores.append(base * 2 if ending == "hand" else base)
    return scores


def team_scores(scores: Sequence[int]) -> tuple[int, int]:
    """The two team totals of a partnership (R8.4): seats 0 and 2, then seats 1 and 3."""
    if len(scores) != 4:
        raise ValueError(f"a partnership has 4 seats, got {len(scores)} scores")
    return (scores[0] + scores[2], scores[1] + scores[3])
