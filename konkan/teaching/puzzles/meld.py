"""Is it a meld, and what is it worth toward going down (R4, R5.1); and its first half, meld or not
(``is_meld``), which deals its cards the same way."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from ...cards import Card, cards_text
from ...catalogue import say
from ...melds import HIGH_ACE, LOW_ACE, MeldVerdict, check_meld, position_value, rank_value
from ...reasons import MeldKind, Reason
from ...render import hand_svg
from ...rules import Rules
from ..answers import Mistake, says
from .puzzle import Puzzle, PuzzleVerdict, _form, _number, _said, _says_no
from .slips import _counted, _Readings, _readings, _Slip


def _meld_slips(v: MeldVerdict, r: Rules) -> list[_Slip]:
    slips = []
    naturals = [c for c in v.cards if not c.is_joker]
    if v.kind == MeldKind.RUN and r.ace_value == "standard":
        ace = next((c for c in naturals if c.rank == 1), None)
        readings = v.joker_readings if v.jokers else None
        if ace is not None and v.low == LOW_ACE:
            alt = check_meld(v.cards, joker_as=readings, rules=replace(r, ace_value="always_11"))
            slips.append(
                _Slip(
                    "ace_low_as_eleven",
                    alt.points - v.points,
                    "ace",
                    "R5.1",
                    say("puzzle.meld.slip.ace_low_as_eleven", card=str(ace)),
                )
            )
        if ace is not None and v.high == HIGH_ACE:
            slips.append(
                _Slip(
                    "ace_high_as_one",
                    1 - position_value(HIGH_ACE, r.ace_value),
                    "ace",
                    "R5.1",
                    say("puzzle.meld.slip.ace_high_as_one", card=str(ace)),
                )
            )
    aces = [c for c in naturals if c.rank == 1]
    if v.kind == MeldKind.SET and aces and r.ace_value == "standard":
        slips.append(
            _Slip(
                "set_ace_as_one",
                len(aces) * (1 - rank_value(1, r.ace_value)),
                "ace",
                "R5.1",
                say("puzzle.meld.slip.set_ace_as_one", cards=cards_text(aces)),
            )
        )
    faces = [c for c in naturals if c.rank >= 11]
    if faces:
        slips.append(
            _Slip(
                "face_at_rank",
                sum(c.rank - rank_value(c.rank, r.ace_value) for c in faces),
                "face",
                "R5.1",
                say("puzzle.meld.slip.face_at_rank", counted=_counted(faces, lambda c: c.rank)),
            )
        )
    if v.jokers:
        worth = (
            [position_value(p, r.ace_value) for p in v.joker_positions]
            if v.kind == MeldKind.RUN
            else [rank_value(v.rank or 0, r.ace_value)] * len(v.jokers)
        )
        stands = cards_text(v.readings_shown)
        which = ".one" if len(v.jokers) == 1 else ".many"
        slips.append(
            _Slip(
                "joker_as_zero",
                -sum(worth),
                "joker",
                "R5.1",
                say("puzzle.meld.slip.joker_as_zero" + which, stands=stands),
            )
        )
        if any(w != 15 for w in worth):
            slips.append(
                _Slip(
                    "joker_as_fifteen",
                    sum(15 - w for w in worth),
                    "joker",
                    "R5.1",
                    say("puzzle.meld.slip.joker_as_fifteen" + which, stands=stands),
                )
            )
    return slips


def _meld_group(rng: random.Random, level: int, r: Rules) -> list[Card]:
    suit = rng.choice("SHDC")
    shape = rng.choice(["run", "run", "set", "bad_set", "gap", "mixed"] + (["wrap"] if level >= 2 else []))
    jokers = 0
    if level == 3:
        jokers = rng.choice([1, 1, 2] if r.jokers_per_meld == 2 else [1, 1, 1, 2])
    if shape in ("run", "gap", "mixed", "wrap"):
        length = rng.randint(3, 5)
        if shape == "wrap":
            low = rng.randint(14 - length + 2, 13)  # through the king and on round to the two
        elif level >= 2 and rng.random() < 0.7:
            low = rng.choice([1, 15 - length])
        else:
            low = rng.randint(2, 14 - length)
        ranks = [((low + i - 1) % 13) + 1 for i in range(length)]
        if shape == "gap":
            ranks.append(((low + length) % 13) + 1)
            del ranks[rng.randrange(1, length)]
        cards = [Card(k, suit) for k in ranks]
        if shape == "mixed":
            i = rng.randrange(length)
            cards[i] = Card(cards[i].rank, rng.choice([s for s in "SHDC" if s != suit]))
    else:
        rank = rng.choice([1] * (3 if level >= 2 else 0) + list(range(2, 14)))
        suits = rng.sample("SHDC", rng.randint(3, 4))
        cards = [Card(rank, s) for s in suits]
        if shape == "bad_set":
            cards[-1] = Card(rank, suits[0], copy=1)
    for _ in range(jokers):
        if len([c for c in cards if not c.is_joker]) > 2:
            cards[rng.randrange(len(cards))] = Card.joker(sum(c.is_joker for c in cards))
    rng.shuffle(cards)
    return cards


def _meld_cards(
    rng: random.Random, level: int, r: Rules, seed: int | str, kind: str
) -> tuple[list[Card], MeldVerdict] | None:
    """Cards for a meld-or-not puzzle of ``kind`` at ``level``, and the engine's verdict on them."""
    cards = _meld_group(rng, level, r)
    if len({c.id for c in cards}) != len(cards):
        return None
    v = check_meld(cards, rules=r)
    # Meld or not is drawn once from the seed, so "not a meld" is not the answer most of the time
    # (a newcomer pressing it every time went up a level).
    if v.legal != (random.Random(f"{kind}/{level}/{seed}/answer").random() < 0.5):
        return None
    if level == 1 and any(c.rank == 1 or c.is_joker for c in cards):
        return None
    if level == 2 and (not any(c.rank == 1 for c in cards) or any(c.is_joker for c in cards)):
        return None
    if level == 3 and not any(c.is_joker for c in cards):
        return None
    if level == 1 and v.legal and not any(c.rank >= 11 for c in cards) and rng.random() < 0.5:
        return None
    return cards, v


def _mistaken_meld(v: MeldVerdict) -> PuzzleVerdict:
    """The verdict on taking cards that make no meld for one: the engine's refusal says why."""
    code = {
        Reason.SET_DUPLICATE_SUIT: "set_two_of_suit",
        Reason.RUN_WRAPS: "run_round_corner",
        Reason.TWO_JOKERS: "two_jokers",
        Reason.JOKERS_OUTNUMBER: "jokers_outnumber",
    }.get(v.code, "illegal_taken_for_meld")
    m = Mistake(code, v.rule, say("puzzle.meld.mistaken", why=v.message))
    return PuzzleVerdict(False, m.message, (m,))


def _is_meld(rng: random.Random, level: int, r: Rules, seed: int | str) -> Puzzle | None:
    """Meld or not, nothing more: the question after lessons 2 and 3, before points are taught."""
    got = _meld_cards(rng, level, r, seed, "is_meld")
    if got is None:
        return None
    cards, v = got
    # Shown in order (a run as it lies on the table, a set by suit), as the lessons show melds: the
    # question is whether the cards make a meld, not whether the learner can sort them.
    cards = (
        list(v.ordered) if v.legal else sorted(cards, key=lambda c: (c.is_joker, c.rank, "SHDC".index(c.suit or "S")))
    )
    v = check_meld(cards, rules=r)
    shown = cards_text(cards)
    words = v.plain_message

    def judge(answer: Any) -> PuzzleVerdict:
        yes, no = says(answer, "puzzle.is_meld.says.yes"), says(answer, "puzzle.says.no")
        if not yes and not no:
            return _form(say("puzzle.is_meld.form", said=_said(answer)))
        if yes == v.legal:
            return PuzzleVerdict(True, say("puzzle.right", why=words))
        if yes:
            return _mistaken_meld(v)
        m = Mistake("meld_taken_for_illegal", v.rule, say("puzzle.is_meld.missed", why=words))
        return PuzzleVerdict(False, m.message, (m,))

    prompt = say("puzzle.is_meld.prompt", cards=shown)
    table = " " + say("puzzle.two_jokers_table") if r.jokers_per_meld == 2 else ""
    return Puzzle(
        "is_meld",
        level,
        seed,
        r,
        prompt,
        "yes" if v.legal else "no",
        say("puzzle.is_meld.hint"),
        words + table,
        {"cards": tuple(cards)},
        judge,
        ((say("puzzle.is_meld.picture"), hand_svg(cards, overlap=False)),),
    )


def _meld(rng: random.Random, level: int, r: Rules, seed: int | str) -> Puzzle | None:
    drawn = _meld_cards(rng, level, r, seed, "meld")
    if drawn is None:
        return None
    cards, v = drawn
    found: _Readings = {}
    if v.legal:
        got = _readings(v.points, [((), v.points, 1)], _meld_slips(v, r))
        if got is None:
            return None
        found = got
    shown = cards_text(cards)
    right: int | str = v.points if v.legal else "no"

    def judge(answer: Any) -> PuzzleVerdict:
        no = _says_no(answer)
        n = None if no else _number(answer)
        if not no and n is None:
            return _form(say("puzzle.meld.form", said=_said(answer)))
        if not v.legal:
            if no:
                return PuzzleVerdict(True, say("puzzle.right", why=v.message))
            return _mistaken_meld(v)
        if no:
            m = Mistake("meld_taken_for_illegal", v.rule, say("puzzle.is_meld.missed", why=v.message))
            return PuzzleVerdict(False, m.message, (m,))
        if n == v.points:
            return PuzzleVerdict(True, say("puzzle.right", why=v.message))
        made = found.get(n or 0) if n is not None else None
        if made:
            return PuzzleVerdict(
                False,
                " ".join([*(s.message for s in made), say("puzzle.meld.worth", points=v.points)]),
                tuple(Mistake(s.code, s.rule, s.message) for s in made),
            )
        return PuzzleVerdict(False, say("puzzle.meld.not", number=n, why=v.message))

    prompt = say("puzzle.meld.prompt", cards=shown)
    hint = say("puzzle.meld.hint")
    table = " " + say("puzzle.two_jokers_table") if r.jokers_per_meld == 2 else ""
    solution = v.message + table
    return Puzzle(
        "meld",
        level,
        seed,
        r,
        prompt,
        right,
        hint,
        solution,
        {"cards": tuple(cards)},
        judge,
        ((say("puzzle.meld.picture"), hand_svg(cards, overlap=False)),),
    )
