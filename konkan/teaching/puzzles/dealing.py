"""Dealing the cards of a puzzle: from a seeded deck, or named faces made cards."""

from __future__ import annotations

import random
from collections.abc import Callable

from ...cards import Card, new_deck


def _deal(rng: random.Random, n: int, want: Callable[[Card], bool] = lambda c: True) -> list[Card]:
    """The first ``n`` cards a deck shuffled from ``rng`` holds that are ``want``-ed."""
    deck = [c for c in new_deck(seed=rng.randrange(1 << 30)) if want(c)]
    return deck[:n]


def _opening_hand(rng: random.Random, level: int) -> list[Card]:
    """Ten to twelve cards, usually a run, then one or two sets of three, then odd cards, for a first going down (and
    for take or draw); aces from level 2, a joker at level 3."""
    faces: list[tuple[int, str | None]] = []
    suit = rng.choice("SHDC")
    if rng.random() < 0.8:
        length = rng.randint(3, 5)
        low = rng.choice([1, 15 - length]) if level >= 2 and rng.random() < 0.7 else rng.randint(2, 14 - length)
        faces += [(((low + i - 1) % 13) + 1, suit) for i in range(length)]
    for _ in range(rng.choice([1, 1, 2])):
        rank = rng.randint(1 if level >= 2 else 2, 13)
        faces += [(rank, s) for s in rng.sample("SHDC", 3)]
    size = rng.randint(10, 12)
    while len(faces) < size:
        faces.append((rng.randint(1 if level >= 2 else 2, 13), rng.choice("SHDC")))
    faces = faces[:size]
    return _dealt_faces(rng, faces, level)


def _dealt_faces(rng: random.Random, faces: list[tuple[int, str | None]], level: int) -> list[Card]:
    """The cards of ``faces`` (a joker in one place at level 3), a card named twice being its two
    copies, shuffled; none if a card is named a third time."""
    if level == 3:
        faces[rng.randrange(len(faces))] = (0, None)
    cards: list[Card] = []
    for rank, suit in faces:
        twins = sum(1 for c in cards if c.rank == rank and c.suit == suit)
        if twins >= 2:
            return []
        cards.append(Card(rank, suit, twins))
    rng.shuffle(cards)
    return cards
