"""Which cards of a hand that has gone down can be laid off on the melds on the table (R6.1)?"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ...cards import Card, cards_text, new_deck
from ...catalogue import say
from ...errors import IllegalAction
from ...melds import check_meld
from ...reasons import MeldKind, Reason
from ...render import hand_svg
from ...round import Round
from ...rules import Rules
from ...seats import default_names
from ..answers import Mistake, says
from .puzzle import Puzzle, PuzzleVerdict, _form, _group_cards, _said

_LAY_CODES = {Reason.SET_DUPLICATE_SUIT: "set_two_of_suit", Reason.RUN_WRAPS: "run_round_corner"}
#: The engine's refusals of a lay-off that name the card themselves ("You can't lay off 7♠ on ..."):
#: told as they are, the others after a sentence naming the card.
_NAME_THE_CARD = {Reason.LAYOFF_WRONG_SUIT, Reason.LAYOFF_WRONG_RANK, Reason.LAYOFF_BREAKS_MELD}


def _lay_off_table(rng: random.Random, level: int) -> list[list[Card]]:
    """Two or three melds on the table: runs of three or four (from level 2 often next to an ace),
    sets of three (aces from level 2); at level 3 a joker in one of them."""
    melds: list[list[Card]] = []
    for _ in range(rng.randint(2, 3)):
        suit = rng.choice("SHDC")
        if rng.random() < 0.6:
            length = rng.randint(3, 4)
            if level >= 2 and rng.random() < 0.6:
                low = rng.choice([1, 2, 15 - length, 14 - length])
            else:
                low = rng.randint(3, 13 - length)
            melds.append([Card(((low + i - 1) % 13) + 1, suit) for i in range(length)])
        else:
            rank = rng.randint(1 if level >= 2 else 2, 13)
            melds.append([Card(rank, x) for x in rng.sample("SHDC", 3)])
    if level == 3:
        m = rng.choice(melds)
        m[rng.randrange(len(m))] = Card.joker(1)
    return melds


_Refusal = tuple[str, Any]  # the slip's code, and the engine's refusal that names it


def _lay_off(rng: random.Random, level: int, r: Rules, seed: int | str) -> Puzzle | None:
    melds = _lay_off_table(rng, level)
    table_cards = [c for m in melds for c in m]
    if len({c.id for c in table_cards}) != len(table_cards):
        return None
    if any(not check_meld(m, rules=r).legal for m in melds):
        return None
    hand = _lay_off_hand(rng, level, _near(melds, r), {t.id for t in table_cards})
    if level == 1 and any(c.rank == 1 for c in hand + table_cards):
        return None
    if level == 2 and not any(c.rank == 1 for c in hand + table_cards):
        return None
    owners = [rng.randrange(2) for _ in melds]
    owners[0] = 0
    rnd = Round.staged(
        r,
        hands=[hand] + [[] for _ in range(r.players - 1)],
        table=[(o, m) for o, m in zip(owners, melds, strict=True)],
        down=[0, 1] if 1 in owners else [0],
        current=0,
        phase="play",
    )
    melds = [list(rnd.table[k].cards) for k in range(len(melds))]  # as they lie, so every sentence names them alike
    fits, refusals = _fits(rnd, hand, melds, r)
    if len({c.face for c in hand}) != len(hand):
        return None  # two copies of one card: both may fit alone, never both together
    if _fits_after_another(rnd, hand, fits, len(melds)):
        return None
    if not fits and rng.random() < 0.7:
        return None  # mostly puzzles with something to lay off
    if len(fits) == len(hand) and rng.random() < 0.7:
        return None
    right_cards = [hand[i] for i in sorted(fits)]
    right: list[str] | str = [c.code for c in right_cards] if right_cards else "none"
    lines = [say("puzzle.lay_off.goes", card=str(hand[i]), melds=_where(melds, fits[i])) for i in sorted(fits)]
    for i, c in enumerate(hand):
        if i not in fits:
            _, v = _closest_refusal(refusals[i])
            lines.append(say("puzzle.lay_off.nowhere", card=str(c), why=v.message))
    judge = _lay_off_judge(hand, melds, fits, refusals, lines)
    names = default_names(r.players)
    rows = [say("puzzle.lay_off.row.hand", cards=cards_text(hand)), say("puzzle.lay_off.row.table")]
    rows += [_whose("row", o, names, cards=cards_text(m)) for o, m in zip(owners, melds, strict=True)]
    prompt = say("puzzle.lay_off.prompt", rows="\n".join(rows))
    hint = say("puzzle.lay_off.hint" if r.jokers_per_meld == 1 else "puzzle.lay_off.hint.two_jokers")
    pictures = ((say("puzzle.lay_off.picture.hand"), hand_svg(hand)),) + tuple(
        (_whose("picture", o, names), hand_svg(m, overlap=False)) for o, m in zip(owners, melds, strict=True)
    )
    return Puzzle(
        "lay_off",
        level,
        seed,
        r,
        prompt,
        right,
        hint,
        "\n".join(lines),
        {"hand": tuple(hand), "table": tuple(tuple(m) for m in melds), "owners": tuple(owners)},
        judge,
        pictures,
    )


def _near(melds: Sequence[Sequence[Card]], r: Rules) -> list[Card]:
    """The cards that would go on these melds: a run's next card at either end and the cards its
    jokers stand for, a set's rank in every suit."""
    near: list[Card] = []
    for m in melds:
        v = check_meld(m, rules=r)
        if v.kind == MeldKind.RUN and v.suit is not None and v.low is not None and v.high is not None:
            near += [Card(((k - 1) % 13) + 1, v.suit) for k in (v.low - 1, v.high + 1) if 0 <= k <= 15]
            near += list(v.joker_readings)
        elif v.rank is not None:
            near += [Card(v.rank, x) for x in "SHDC"]
    return near


def _lay_off_hand(rng: random.Random, level: int, near: Sequence[Card], placed: set[int]) -> list[Card]:
    """Three to five cards, all but one of them ``near`` the melds if there are that many, none of the
    cards ``placed`` on the table (the other copy instead, R1.2); at level 3 sometimes a joker last."""
    size = rng.randint(3, 5)
    pool = [c for c in new_deck(seed=rng.randrange(1 << 30)) if not c.is_joker]
    hand: list[Card] = []
    for c in rng.sample(near, min(len(near), size - 1)) + pool:
        card = Card(c.rank, c.suit, 1) if c.id in placed and c.suit is not None else c  # the other copy (R1.2)
        if card.id not in placed and card.id not in {h.id for h in hand}:
            hand.append(card)
        if len(hand) == size:
            break
    if level == 3 and rng.random() < 0.4:
        hand[-1] = Card.joker()
    return hand


def _fits(
    rnd: Round, hand: Sequence[Card], melds: Sequence[Sequence[Card]], r: Rules
) -> tuple[dict[int, list[int]], dict[int, list[_Refusal]]]:
    """For each card of the hand (by its place), the melds it goes on alone, and the engine's refusal
    of it on every other meld with the slip that refusal names."""
    fits: dict[int, list[int]] = {}
    refusals: dict[int, list[_Refusal]] = {}
    for i, c in enumerate(hand):
        for k in range(len(melds)):
            try:
                rnd.verify_lay_off([c], k)
                fits.setdefault(i, []).append(k)
            except IllegalAction as e:
                refusals.setdefault(i, []).append((_refusal_code(e.verdict, melds[k], c, r), e.verdict))
    return fits, refusals


def _fits_after_another(rnd: Round, hand: Sequence[Card], fits: Mapping[int, list[int]], n_melds: int) -> bool:
    """Whether a card that fits nowhere alone fits once another has gone on (6♣ after the 7♣ on
    8♣ 9♣ 10♣): such a hand has no clear answer."""
    for i in fits:
        for j in set(range(len(hand))) - set(fits):
            for k in range(n_melds):
                try:
                    rnd.verify_lay_off([hand[i], hand[j]], k)
                    return True
                except IllegalAction:
                    pass
    return False


def _where(melds: Sequence[Sequence[Card]], ks: Sequence[int]) -> str:
    """The melds a card goes on: "7♠ 8♠ 9♠", "7♠ 8♠ 9♠ or Q♥ Q♦ Q♣"."""
    text = cards_text(melds[ks[0]])
    for k in ks[1:]:
        text = say("puzzle.lay_off.melds.more", items=text, item=cards_text(melds[k]))
    return text


def _lay_off_judge(
    hand: Sequence[Card],
    melds: Sequence[Sequence[Card]],
    fits: Mapping[int, list[int]],
    refusals: Mapping[int, list[_Refusal]],
    lines: Sequence[str],
) -> Callable[[Any], PuzzleVerdict]:
    """The check of an answer naming the cards to lay off: each card named that fits nowhere is told
    the engine's refusal, each card missed where it goes."""

    def judge(answer: Any) -> PuzzleVerdict:
        if says(answer, "puzzle.lay_off.says.none"):
            chosen: list[Card] = []
        else:
            got = _group_cards(answer) if isinstance(answer, (str, list, tuple)) else None
            if got is None:
                return _form(say("puzzle.lay_off.form", said=_said(answer)))
            chosen = got
        picked: list[int] = []
        for c in chosen:
            i = next((j for j, h in enumerate(hand) if h.same_face(c) and j not in picked), None)
            if i is None:
                return _form(say("puzzle.lay_off.form.not_held", card=str(c)))
            picked.append(i)
        if sorted(picked) == sorted(fits):
            return PuzzleVerdict(True, " ".join([say("puzzle.lay_off.right"), *lines]))
        mistakes: list[Mistake] = []
        for i in sorted(set(picked) - set(fits)):
            code, v = _closest_refusal(refusals[i])
            said = (
                v.message
                if v.code in _NAME_THE_CARD
                else say("puzzle.lay_off.cannot", card=str(hand[i]), why=v.message)
            )
            mistakes.append(Mistake(code, v.rule, said))
        for i in sorted(set(fits) - set(picked)):
            mistakes.append(
                Mistake(
                    "missed_lay_off",
                    "R6.1",
                    say("puzzle.lay_off.missed", card=str(hand[i]), melds=_where(melds, fits[i])),
                )
            )
        return PuzzleVerdict(False, " ".join(m.message for m in mistakes), tuple(mistakes))

    return judge


def _refusal_code(v: Any, meld: Sequence[Card], card: Card, r: Rules) -> str:
    """The slip behind a refused lay-off: the meld it would make, judged by the engine, names it."""
    if v.code == Reason.USE_JOKER_SWAP:
        return "use_joker_swap"
    if v.code == Reason.LAYOFF_BREAKS_MELD:
        return _LAY_CODES.get(check_meld([*meld, card], rules=r).code, "breaks_meld")
    return "does_not_fit"


def _whose(where: str, owner: int, names: Sequence[str], **fields: Any) -> str:
    """A meld on the table named by its owner, as a row of the prompt or a picture's caption."""
    if owner == 0:
        return say(f"puzzle.lay_off.{where}.yours", **fields)
    return say(f"puzzle.lay_off.{where}.theirs", name=names[owner], **fields)


_REFUSAL_ORDER = ("use_joker_swap", "run_round_corner", "set_two_of_suit", "breaks_meld", "does_not_fit")


def _closest_refusal(refusals: Sequence[_Refusal]) -> _Refusal:
    """Of the refusals of one card on each meld, the one that says most: a named slip first, then a meld
    of its suit or rank that it would break, then any."""
    return min(refusals, key=lambda cv: _REFUSAL_ORDER.index(cv[0]))
