"""Going down the first time: which melds, worth the most (R5)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ...cards import Card, cards_text
from ...catalogue import say
from ...errors import IllegalAction, KonkanError
from ...melds import LOW_ACE, check_meld, melds_in, position_value, rank_value
from ...play.analysis import Opening, best_opening
from ...reasons import Reason
from ...render import hand_svg
from ...round import Round
from ...rules import Rules
from ..answers import Mistake
from .dealing import _dealt_faces, _opening_hand
from .puzzle import Puzzle, PuzzleVerdict, _form, _group_cards, _said, _says_no

_MELD_CODES = {
    Reason.SET_DUPLICATE_SUIT: "set_two_of_suit",
    Reason.RUN_WRAPS: "run_round_corner",
    Reason.OPENING_NEEDS_RUN: "opening_without_run",
    Reason.MUST_KEEP_DISCARD: "opening_keeps_no_discard",
    Reason.OPENING_TOO_LOW: "opening_too_low",
}
_NOT_HELD = (Reason.NOT_IN_HAND, Reason.TOO_FEW_IN_HAND)


def _tight_hand(rng: random.Random, level: int) -> list[Card]:
    """A hand made only of three-card melds, a run first: every card can go down, but then none is
    left to discard (R3.5), and no three-card meld can spare one, so the opening must leave a whole
    meld in hand. Counting the melds of every card is the slip this hand makes possible."""
    low_rank = 1 if level >= 2 else 2
    groups: list[list[tuple[int, str | None]]] = []
    for k in range(rng.choice([3, 3, 4])):
        suit = rng.choice("SHDC")
        if k == 0 or rng.random() < 0.3:
            low = rng.choice([1, 12]) if level >= 2 and rng.random() < 0.5 else rng.randint(2, 11)
            groups.append([(((low + i - 1) % 13) + 1, suit) for i in range(3)])
        else:
            rank = 1 if level >= 2 and rng.random() < 0.3 else rng.randint(low_rank, 13)
            groups.append([(rank, x) for x in rng.sample("SHDC", 3)])
    faces = [f for g in groups for f in g]
    return _dealt_faces(rng, faces, level)


def _opening(rng: random.Random, level: int, r: Rules, seed: int | str) -> Puzzle | None:
    tight = rng.random() < 0.3
    hand = _tight_hand(rng, level) if tight else _opening_hand(rng, level)
    if (
        not hand
        or (level == 1 and any(c.rank == 1 for c in hand))
        or (level >= 2 and not any(c.rank == 1 for c in hand))
    ):
        return None
    op = best_opening(hand, r)
    if op.going_out:
        return None  # going out at once is another puzzle (R5.4)
    if not op.feasible and rng.random() < 0.6 and not tight:
        return None  # most hands drawn can go down, so the puzzle is mostly about which melds
    if tight and sum(check_meld(g, rules=r).points for g in _partition(hand, r)) < r.opening_minimum:
        return None  # every card's melds reach the minimum: the slip of counting the discard too is tempting
    if op.feasible and level >= 2 and not any(c.rank == 1 or c.is_joker for c in op.cards):
        return None
    if op.feasible and level == 3 and not any(c.is_joker for c in op.cards):
        return None
    return _opening_from_hand(hand, r, level, seed)


def _partition(hand: Sequence[Card], r: Rules) -> list[list[Card]]:
    """The hand cut into melds, every card used, if it can be (else the empty list): the melds that
    take each card, tried in turn."""
    found = melds_in(list(hand), r.ace_value, r.jokers_per_meld)

    def cover(left: list[Card]) -> list[list[Card]] | None:
        if not left:
            return []
        first = left[0]
        for m in found:
            cards = list(m.cards)
            if first in cards and all(c in left for c in cards):
                rest = cover([c for c in left if c not in cards])
                if rest is not None:
                    return [cards, *rest]
        return None

    return cover(list(hand)) or []


def _opening_from_hand(hand: list[Card], r: Rules, level: int, seed: int | str) -> Puzzle:
    op = best_opening(hand, r)
    right: list[str] | str = [" ".join(c.code for c in g) for g in op.groups] if op.feasible else "no"
    shown = cards_text(hand)
    minimum = r.opening_minimum
    run = ".run" if r.opening_needs_run else ""
    prompt = say(f"puzzle.opening.prompt.{'one' if minimum == 1 else 'many'}{run}", minimum=minimum, cards=shown)
    low, high = position_value(LOW_ACE, r.ace_value), rank_value(1, r.ace_value)
    # the hint: a run first or not (R5.2), the ace's two values or its one, R5.1's 51 or a house rule (R9)
    hint_key = "puzzle.opening.hint." + ("run" if r.opening_needs_run else "any")
    hint_key += ".ace_low" if low != high else ".ace"
    hint_key += "" if (r.ace_value, minimum) == ("standard", 51) else ".table"
    hint = say(hint_key, ace=high, low=low, minimum=minimum)
    solution = (
        op.message if minimum == 51 else " ".join([op.message, say("puzzle.opening.table_needs", minimum=minimum)])
    )
    return Puzzle(
        "opening",
        level,
        seed,
        r,
        prompt,
        right,
        hint,
        solution,
        {"cards": tuple(hand)},
        _opening_judge(hand, op, r),
        ((say("puzzle.opening.picture"), hand_svg(hand)),),
    )


def _opening_judge(hand: list[Card], op: Opening, r: Rules) -> Callable[[Any], PuzzleVerdict]:
    """The check of the melds given to go down with, or "no": the engine's own refusal of them
    (``Round.verify_meld``), else whether they are worth the most the hand ``op`` can put down."""

    def staged() -> Round:
        return Round.staged(r, hands=[hand] + [[] for _ in range(r.players - 1)], current=0, phase="play")

    def judge(answer: Any) -> PuzzleVerdict:
        if _says_no(answer):
            if not op.feasible:
                return PuzzleVerdict(True, say("puzzle.opening.right_cannot", why=op.message))
            m = Mistake("missed_opening", op.rule, say("puzzle.opening.missed", why=op.message))
            return PuzzleVerdict(False, m.message, (m,))
        if isinstance(answer, str) or not isinstance(answer, (list, tuple)) or not answer:
            return _form(say("puzzle.opening.form.neither", said=_said(answer)))
        groups = [_group_cards(g) for g in answer]
        if any(g is None or not g for g in groups):
            return _form(say("puzzle.opening.form.not_cards", said=_said(answer)))
        try:
            staged().verify_meld(*[g for g in groups if g is not None])
        except IllegalAction as e:
            v = e.verdict
            if v.code in _NOT_HELD:
                return _form(say("puzzle.opening.form.why", why=v.message))
            code = _MELD_CODES.get(v.code, "not_a_meld")
            said = v.message
            if v.code == Reason.MUST_KEEP_DISCARD:
                total = sum(check_meld(g, rules=r).points for g in groups if g is not None)
                said = say("puzzle.opening.keeps_no_discard", total=total)
            m = Mistake(code, v.rule, said)
            best = op.message if op.feasible else say("puzzle.opening.cannot", why=op.message)
            return PuzzleVerdict(False, " ".join([m.message, best]), (m,))
        except KonkanError as e:
            return _form(say("puzzle.opening.form.why", why=str(e)))
        total = sum(check_meld(g, rules=r).points for g in groups if g is not None)
        if total >= op.points:
            return PuzzleVerdict(True, say("puzzle.opening.right", total=total))
        m = Mistake(
            "opening_not_best",
            "R5.1",
            say("puzzle.opening.not_best", total=total, why=op.message),
        )
        return PuzzleVerdict(False, m.message, (m,))

    return judge
