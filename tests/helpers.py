"""Stacked deals for tests: say which cards each seat holds and what tops the stock; how much
random play the property and simulation tests do (:func:`sized`)."""

from __future__ import annotations

import os
from typing import Any

from konkan import Card, Round, Rules, parse_cards
from konkan.cards import new_deck

# How much random play the property and simulation tests do: `make test`, `make check` and CI play
# the sizes each test calls "quick" (chosen so that `make test` stays under 5 minutes on 2 cores);
# KONKAN_TESTS=thorough plays the larger sizes they were first written with (several minutes more).
THOROUGH = os.environ.get("KONKAN_TESTS", "").strip().lower() == "thorough"


def sized(quick: int, thorough: int) -> int:
    """The number of examples, games or hands a test plays: ``quick`` in an ordinary run,
    ``thorough`` under KONKAN_TESTS=thorough."""
    if not 0 < quick <= thorough:
        raise ValueError(f"sized({quick}, {thorough}): the quick size must be at least 1 and at most the thorough one")
    return thorough if THOROUGH else quick


def stacked_deck(hands: list[str], stock: str = "", *, starter: int = 0, rest: bool = True) -> list[Card]:
    """A deck dealing ``hands`` (in seat order) and then ``stock`` on top of the stock.

    Hands given short are filled with cards nobody named, in a fixed shuffled order. With
    ``rest=False`` the stock holds only the named cards.
    """
    n = len(hands)
    named = parse_cards(" ".join(hands + [stock]))
    # parse_cards numbered copies over the whole text: split it back per hand.
    sizes = [len(parse_cards(h)) if h.strip() else 0 for h in hands]
    per_seat, pos = [], 0
    for size in sizes:
        per_seat.append(named[pos : pos + size])
        pos += size
    stock_cards = named[pos:]
    used = {c.id for c in named}
    filler = [c for c in new_deck(seed="filler") if c.id not in used]
    order = [(starter + i) % n for i in range(n)]
    deck: list[Card] = []
    for i, seat in enumerate(order):
        want = 15 if i == 0 else 14
        cards = list(per_seat[seat])
        if len(cards) > want:
            raise ValueError(f"seat {seat} is given {len(cards)} cards, more than {want}")
        while len(cards) < want:
            cards.append(filler.pop(0))
        deck.extend(cards)
    deck.extend(stock_cards)
    if rest:
        deck.extend(filler)
    return deck


def deal(hands: list[str], stock: str = "", rules: Rules | None = None, *, rest: bool = True, **kw) -> Round:
    rules = rules or Rules(players=len(hands))
    dealer = kw.pop("dealer", None)
    starter = ((rules.players - 1 if dealer is None else dealer) + 1) % rules.players
    deck = stacked_deck(hands, stock, starter=starter, rest=rest)
    return Round(rules, deck=deck, dealer=dealer, **kw)


def faces(cards) -> list[str]:
    return sorted(str(c) for c in cards)


# The keys of a widget's synced state (and its messages) whose whole numbers are card ids.
CARD_KEYS = {"hand", "cards", "discard_pile", "hands", "order", "picked", "staged", "freed_jokers", "took_discard"}


def card_ids_in(value: Any, key: str = "") -> set[int]:
    out: set[int] = set()
    if isinstance(value, dict):
        for k, v in value.items():
            out |= card_ids_in(v, k)
    elif isinstance(value, list):
        for v in value:
            out |= card_ids_in(v, key)
    elif key in CARD_KEYS and isinstance(value, int) and not isinstance(value, bool):
        out.add(value)
    return out


def rerun_cell(page: Any, index: int, timeout: float = 30_000) -> Any:
    """Re-run code cell ``index`` of the notebook open in ``page`` (Control+Enter, so no cell is
    added) and wait until its prompt shows a new execution count; return the cell's locator."""
    cell = page.locator(".jp-CodeCell").nth(index)
    before = cell.locator(".jp-InputArea-prompt").inner_text()
    cell.locator(".jp-InputArea-editor").click()
    page.keyboard.press("Control+Enter")
    page.wait_for_function(
        """([i, b]) => {
          const t = document.querySelectorAll('.jp-CodeCell')[i].querySelector('.jp-InputArea-prompt').textContent;
          return t !== b && /\\[\\d+\\]/.test(t);
        }""",
        arg=[index, before],
        timeout=timeout,
    )
    return cell


def north_took_a_three(took: bool = True) -> Round:
    """South to discard, holding a 3♠ that fits nothing of theirs and a K♥ Q♥; North, who plays next, is down and
    took the 3♥ from the discard pile (``took=False``: drew instead, and holds no 3 anyone saw)."""
    from konkan.teaching.lessons import play_before

    r = Round.staged(
        Rules(players=2),
        hands=["3S KH QH 7C 7D 7S", "3D 8C 9C 10C 2C 5S"],
        table=[(1, "4H 5H 6H 7H"), (1, "JS JD JC")],
        down=[1],
        pile="3H",
        stock="7H" if took else "QD 7H",
        current=1,
        phase="start",
        seed="took",
    )
    return play_before(r, ("take" if took else "draw", "meld 8C 9C 10C", "discard 2C", "draw"))
