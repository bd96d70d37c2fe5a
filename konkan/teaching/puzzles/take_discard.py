"""Take the top discard, or draw from the stock (R3.3)?"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from ...cards import Card, cards_text, new_deck
from ...catalogue import say
from ...play.advice import _clause
from ...play.analysis import best_opening
from ...play.hints import hints
from ...reasons import HintKind, Reason
from ...render import hand_svg
from ...round import Round
from ...rules import Rules, rules_or_default
from ..answers import Mistake, says
from .dealing import _opening_hand
from .puzzle import Puzzle, PuzzleVerdict, _form, _said


def _take_hint(hand: Sequence[Card], top: Card, r: Rules, table: Sequence[tuple[int, Sequence[Card]]]) -> Any:
    rnd = Round.staged(
        r,
        hands=[list(hand)] + [[] for _ in range(r.players - 1)],
        table=list(table),
        pile=[top],
        down=[0] if table else [],
        current=0,
        phase="start",
    )
    return next(h for h in hints(rnd, 0) if h.kind == HintKind.TAKE_DISCARD)


_TAKE_RIGHT = {
    Reason.HINT_TAKE_TO_GO_DOWN,
    Reason.HINT_TAKE_GOES_OUT_HAND,
    Reason.HINT_TAKE_GOES_OUT_KONKAN,
    Reason.HINT_TAKE_TO_GO_OUT,
    Reason.HINT_TAKE_FOR_MELD,
}
_DRAW_RIGHT = {Reason.HINT_TAKE_CANNOT_GO_DOWN, Reason.HINT_TAKE_NO_MELD, Reason.HINT_TAKE_ADDS_NOTHING}


def _unused_words(hand: Sequence[Card], top: Card, r: Rules, h: Any) -> str:
    """Why taking ``top`` is the slip at a table where the card taken must go into a new meld (R9),
    though without that house rule taking it would do: the reason the engine's hint ``h`` (at this
    table) gives for drawing, never one of its own. An opening that uses the card may fall short
    where the card still makes a meld (with a joker, say): that is said, not "it fits no meld"."""
    if h.code == Reason.HINT_TAKE_CANNOT_GO_DOWN:
        op = best_opening([*hand, top], r, must_use=top, prefer_konkan=True)
        return say("puzzle.take_discard.unused.cannot_go_down", card=str(top), why=_clause(op.message))
    if h.code == Reason.HINT_TAKE_NO_MELD:
        return say("puzzle.take_discard.unused.no_meld", card=str(top))
    return say("puzzle.take_discard.unused", why=h.message)


def _take_discard_rules(level: int, rules: Rules | None) -> Rules:
    if rules is not None:
        return rules_or_default(rules)
    return Rules(taken_discard_must_be_used=True) if level == 3 else Rules()


_Table = list[tuple[int, Sequence[Card]]]  # the melds on the table, each with its owner's seat


def _take_discard(rng: random.Random, level: int, r: Rules, seed: int | str, down: bool = False) -> Puzzle | None:
    """Take or draw. Level 2 is played already down; ``down`` stages the other levels so too, for a
    table where a hand not yet down can nearly always go down without the discard (a very low
    opening minimum), which leaves take or draw without a clear answer."""
    dealt = _take_discard_deal(rng, level, down)
    if dealt is None:
        return None
    deck, hand, table = dealt
    used = {c.id for c in hand} | {c.id for _, m in table for c in m}
    # Which answer this seed's puzzle has is drawn once, from the seed, not at each try: hands where
    # drawing is right are easier to deal, and a fresh draw every try would make most answers "draw".
    want_take = random.Random(f"take_discard/{level}/{seed}/answer").random() < 0.5
    rng.random()  # (the stream of deals stays as it was)
    near = [
        c
        for c in deck
        if c.id not in used and any(h.suit == c.suit and abs(h.rank - c.rank) <= 2 or h.rank == c.rank for h in hand)
    ]
    pool = near if want_take else [c for c in deck if c.id not in used]
    rng.shuffle(pool)
    # A hand that can go down without the discard has no clear answer, except where the card taken
    # must go into a new meld (R9) and this one fits none: then taking it is the slip.
    alone = not table and best_opening(hand, r).feasible
    if alone and (not r.taken_discard_must_be_used or rng.random() < 0.9):
        return None  # (a share only: the level holds the other answers too)
    if alone:
        want_take = False
    for top in pool[: 12 if want_take else 4]:
        h = _take_hint(hand, top, r, table)
        if h.code in _TAKE_RIGHT and want_take or h.code in _DRAW_RIGHT and not want_take:
            break
    else:
        return None
    take_right = h.code in _TAKE_RIGHT
    # The slip of the house rule: without it, taking this card would be allowed (a new meld goes down
    # this turn all the same), with it the card itself must be in that meld (R9).
    unused = (
        not take_right
        and r.taken_discard_must_be_used
        and _take_hint(hand, top, replace(r, taken_discard_must_be_used=False), table).code
        not in _DRAW_RIGHT | {Reason.HINT_TAKE_NO_MELD}
    )
    right = "take" if take_right else "draw"
    where = say("puzzle.take_discard.row.down" if table else "puzzle.take_discard.row.not_down")
    rows = [
        where,
        say("puzzle.take_discard.row.hand", cards=cards_text(hand)),
        say("puzzle.take_discard.row.top", card=str(top)),
    ]
    if table:
        rows.insert(1, say("puzzle.take_discard.row.melds", melds="; ".join(cards_text(m) for _, m in table)))
    if r.taken_discard_must_be_used:
        rows.append(say("puzzle.take_discard.row.must_use"))
    prompt = say("puzzle.take_discard.prompt", rows="\n".join(rows))
    hint = say("puzzle.take_discard.hint")
    pictures = (
        (say("puzzle.take_discard.picture.hand"), hand_svg(hand)),
        (say("puzzle.take_discard.picture.top"), hand_svg([top])),
    )
    return Puzzle(
        "take_discard",
        level,
        seed,
        r,
        prompt,
        right,
        hint,
        h.message,
        {"hand": tuple(hand), "top": top, "table": tuple(tuple(m) for _, m in table)},
        _take_discard_judge(hand, top, r, h, take_right, unused),
        pictures,
    )


def _take_discard_deal(rng: random.Random, level: int, down: bool) -> tuple[list[Card], list[Card], _Table] | None:
    """The deck the top discard comes from, the hand, and the melds on the table: a run of three and
    five to eight cards for a hand already down (level 2, or ``down``), else fourteen cards (R2.1);
    a joker at level 3, aces from level 2. None if a card is dealt twice."""
    deck = [c for c in new_deck(seed=rng.randrange(1 << 30)) if not c.is_joker]
    table: _Table = []
    if level == 2 or down:
        start = rng.randint(2, 10)
        suit = rng.choice("SHDC")
        run = [next(c for c in deck if c.rank == k and c.suit == suit) for k in range(start, start + 3)]
        deck = [c for c in deck if c not in run]
        table = [(0, run)]
        hand = _opening_hand(rng, 1 if level == 1 else 2)[: rng.randint(5, 8)]
        if level == 2 and not any(c.rank == 1 for c in hand):
            return None
        if level == 3 and hand:
            hand[rng.randrange(len(hand))] = Card.joker()
    else:
        hand = _opening_hand(rng, 2 if level == 3 else 1)
        hand = hand + [c for c in deck if c not in hand][: max(0, 14 - len(hand))]
        hand = hand[:14]  # a player not down holds 14 cards when the turn begins
        if level == 3:
            hand[rng.randrange(len(hand))] = Card.joker()
    if level == 1:  # aces come at level 2
        hand = [c for c in hand if c.rank != 1]
        deck = [c for c in deck if c.rank != 1]
        if not table:
            hand = (hand + [c for c in deck if c not in hand])[:14]
    used = {c.id for c in hand} | {c.id for _, m in table for c in m}
    if not hand or len(used) != len(hand) + sum(len(m) for _, m in table):
        return None
    return deck, hand, table


def _take_discard_judge(
    hand: Sequence[Card], top: Card, r: Rules, h: Any, take_right: bool, unused: bool
) -> Callable[[Any], PuzzleVerdict]:
    """The check of "take" or "draw": a wrong one is told the engine's hint ``h`` on the discard, or
    (``unused``) that at this table the card taken must go into a new meld (R9)."""

    def judge(answer: Any) -> PuzzleVerdict:
        took = says(answer, "puzzle.take_discard.says.take")
        if not took and not says(answer, "puzzle.take_discard.says.draw"):
            return _form(say("puzzle.take_discard.form", said=_said(answer)))
        if took == take_right:
            return PuzzleVerdict(True, say("puzzle.right", why=h.message))
        if took and unused:
            m = Mistake("taken_discard_unused", "R9", _unused_words(hand, top, r, h))
        elif took:
            m = Mistake("take_without_meld", h.rule, h.message)
        else:
            m = Mistake("missed_take", h.rule, say("puzzle.take_discard.missed", why=h.message))
        return PuzzleVerdict(False, m.message, (m,))

    return judge
