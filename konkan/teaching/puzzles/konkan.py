"""How many cards a hand is short of a Konkan (R8.5)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ...cards import Card, cards_text, new_deck
from ...catalogue import say
from ...melds import MeldVerdict, check_meld
from ...play.analysis import KonkanShape, konkan_shape
from ...reasons import Reason
from ...render import hand_svg
from ...rules import Rules
from ..answers import Mistake
from .puzzle import Puzzle, PuzzleVerdict, _form, _number, _said


def _konkan(rng: random.Random, level: int, r: Rules, seed: int | str) -> Puzzle | None:
    drawn = _konkan_cards(rng, level)
    if drawn is None:
        return None
    cards, variant, length = drawn
    flawed = (
        check_meld(cards[:length] if variant == "corner" else cards[length:], rules=r)
        if variant in ("corner", "two_of_suit")
        else None
    )
    extra = next(
        c for c in new_deck(seed=rng.randrange(1 << 30)) if not c.is_joker and c.id not in {x.id for x in cards}
    )
    cards.append(extra)
    if len({c.id for c in cards}) != len(cards):
        return None
    if (level == 1 and any(c.rank == 1 for c in cards)) or (level == 2 and not any(c.rank == 1 for c in cards)):
        return None
    shape = konkan_shape(cards, r)
    right = shape.short
    if variant in ("corner", "two_of_suit") and right == 0:
        return None
    rng.shuffle(cards)
    prompt = say("puzzle.konkan.prompt", cards=cards_text(cards))
    hint = say("puzzle.konkan.hint")
    return Puzzle(
        "konkan",
        level,
        seed,
        r,
        prompt,
        right,
        hint,
        shape.message,
        {"cards": tuple(cards), "variant": variant},
        _konkan_judge(shape, flawed),
        ((say("puzzle.konkan.picture"), hand_svg(cards)),),
    )


def _konkan_cards(rng: random.Random, level: int) -> tuple[list[Card], str, int] | None:
    """Fourteen cards near a Konkan, the run first, then the set (R8.5), and how they fall short:
    ``"whole"`` (none short), ``"short"`` (one to three cards replaced), ``"two_of_suit"`` (the set
    holds two cards of one suit) or ``"corner"`` (the run goes round the corner, from level 2); and
    the run's length. A joker in one place at level 3. None if no rank is left for the set."""
    long_run = rng.random() < 0.3  # eleven and three, else ten and four (R8.5)
    length, set_size = (11, 3) if long_run else (10, 4)
    variant = rng.choice(["whole", "short", "short", "two_of_suit"] + (["corner"] if level >= 2 else []))
    suit = rng.choice("SHDC")
    if variant == "corner":
        low = rng.randint(14 - length + 2, 13)
    elif level >= 2:
        low = rng.choice([1, 15 - length])
    else:
        low = rng.randint(2, 14 - length)
    run = [Card(((low + i - 1) % 13) + 1, suit) for i in range(length)]
    rank = rng.choice([k for k in range(2, 14) if k not in {c.rank for c in run}] or [0])
    if rank == 0:
        return None
    suits = rng.sample("SHDC", set_size)
    group = [Card(rank, x) for x in suits]
    if variant == "two_of_suit":
        group[-1] = Card(rank, suits[0], 1)
    cards = run + group
    if variant == "short":
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(len(cards))
            cards[i] = Card(rng.randint(2, 13), rng.choice("SHDC"), 1)
    if level == 3:
        cards[rng.randrange(len(cards))] = Card.joker()
    return cards, variant, length


def _konkan_judge(shape: KonkanShape, flawed: MeldVerdict | None) -> Callable[[Any], PuzzleVerdict]:
    """The check of how many cards short: a 0 for a hand with a flawed meld is told the engine's
    refusal of that meld (``flawed``), any other wrong number the hand's shape."""
    right = shape.short

    def judge(answer: Any) -> PuzzleVerdict:
        n = _number(answer)
        if n is None or n < 0:
            return _form(say("puzzle.konkan.form", said=_said(answer)))
        if n == right:
            return PuzzleVerdict(True, say("puzzle.right", why=shape.message))
        if n == 0 and flawed is not None and not flawed.legal:
            code = "run_round_corner" if flawed.code == Reason.RUN_WRAPS else "set_two_of_suit"
            m = Mistake(code, flawed.rule, say("puzzle.konkan.flawed", why=flawed.message, shape=shape.message))
            return PuzzleVerdict(False, m.message, (m,))
        if n == 0:
            m = Mistake("konkan_not_there", "R8.5", say("puzzle.konkan.not_yet", shape=shape.message))
            return PuzzleVerdict(False, m.message, (m,))
        return PuzzleVerdict(False, say("puzzle.konkan.not", number=n, shape=shape.message))

    return judge
