"""Puzzles without end: count a hand, score a round, judge a meld, find an opening, choose between
the discard and the stock, find the lay-offs, and see how far a hand is from a Konkan; a wrong
answer is told the very slip behind it.

``generate(kind, seed=..., level=1..3, rules=None)`` draws a :class:`Puzzle` of one of
:data:`KINDS`, the same for the same seed. Every answer is the engine's own:
:func:`~konkan.scoring.hand_penalty` and :func:`~konkan.scoring.score_lines` for the scores,
:func:`~konkan.melds.check_meld` for melds, :func:`~konkan.play.hints.best_opening` and
``Round.verify_meld`` for openings, the hints engine for the discard, ``Round.verify_lay_off`` for
lay-offs, :func:`~konkan.play.hints.konkan_shape` for the Konkan. A wrong number is diagnosed by
recomputing under each known misreading of the rules, each one a small change to the engine's
own counting (one card's value, one line's doubling), and seeing which gives the learner's
number; a wrong choice by the engine's own refusal of it. :data:`MISTAKES` lists every slip's
code. Answers are read and verdicts shaped by :mod:`konkan.teaching.answers`, as the lessons' questions
are (a lesson step can be a puzzle: ``konkan.teaching.lessons.Question.from_puzzle``).

>>> p = generate("hand_value", seed=3, level=2)
>>> print(p.prompt)
What do these cards cost, left in a hand at the end of a round?
10♠ 5♦ Q♣ 8♣ A♦
>>> p.answer, p.check(44).correct
(44, True)
>>> v = p.check(34)
>>> v.codes
('ace_as_one',)
>>> print(v.message)
You counted the A♦ as 1, but left in hand an ace costs 11 (R8.3). They cost 44.
>>> print(p.check("lots").message)
Answer with one whole number, what the cards cost, such as 42; you gave “lots”.
"""

from __future__ import annotations

import html
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from itertools import combinations
from typing import Any

from ..cards import Card, card_value, cards_text, new_deck, to_cards
from ..catalogue import say
from ..errors import IllegalAction, InvalidNotation, KonkanError, shown
from ..melds import HIGH_ACE, LOW_ACE, MeldVerdict, check_meld, melds_in, position_value, rank_value
from ..play.advice import _clause
from ..play.analysis import best_opening, konkan_shape
from ..play.hints import hints
from ..reasons import HintKind, MeldKind, Reason
from ..render import hand_svg
from ..round import Round
from ..rules import Rules, rules_or_default
from ..scoring import ScoreLine, hand_penalty, score_lines
from ..seats import default_names
from .answers import AnswerVerdict, Mistake, quoted, read_number

KINDS = ("hand_value", "score", "meld", "opening", "take_discard", "lay_off", "konkan", "is_meld")
#: The kinds a mix deals, each in turn: every kind but ``"is_meld"``, the first half of ``"meld"``
#: (meld or not, without the points), kept for a test of the first lessons.
MIXED_KINDS = KINDS[:-1]
LEVELS = (1, 2, 3)

__all__ = ["KINDS", "LEVELS", "MIXED_KINDS", "MISTAKES", "Mistake", "Puzzle", "PuzzleVerdict", "generate"]

#: Every mistake code ``check`` can diagnose, with what the learner did, in plain words.
MISTAKES: dict[str, str] = {
    "ace_as_one": "counted an ace left in hand as 1",
    "set_ace_as_one": "counted the aces of a set as 1 each",
    "face_at_rank": "counted a jack, queen or king at its rank, not 10",
    "joker_as_zero": "counted a joker as nothing",
    "joker_as_fifteen": "counted a joker as 15 where it is worth something else",
    "ace_low_as_eleven": "counted the ace of A-2-3 as 11",
    "ace_high_as_one": "counted the ace of Q-K-A as 1",
    "out_sign": "gave the one who went out a plus instead of a minus",
    "out_zero": "gave the one who went out 0",
    "out_doubled": "doubled an ordinary going out as if it were a Hand",
    "hand_finisher_single": "gave the one who went out with a Hand the single going-out score",
    "konkan_finisher_single": "gave the one who went out with a Konkan the single going-out score",
    "finisher_doubled": "applied the Hand's doubling to the one who went out",
    "hand_not_doubled": "forgot the Hand's doubling",
    "doubled_without_hand": "doubled without a Hand",
    "never_down_counted": "counted the cards of a player who never went down, not the flat 100",
    "partner_charged": "charged the partner of the one who went out",
    "konkan_counted": "counted an opponent's cards after a Konkan, not the flat 200",
    "konkan_as_hand": "scored a Konkan's opponent as after a Hand, not the flat 200",
    "set_two_of_suit": "took a set with two cards of one suit for a meld",
    "run_round_corner": "took a run round the corner (K-A-2) for a meld",
    "two_jokers": "took a meld with two jokers for one, at a table allowing one",
    "jokers_outnumber": "took a meld with more jokers than natural cards for one",
    "illegal_taken_for_meld": "took cards that make no meld for one",
    "meld_taken_for_illegal": "said a real meld is none",
    "opening_without_run": "went down without a run",
    "opening_too_low": "went down with too few points",
    "opening_keeps_no_discard": "counted the card kept for the discard into the opening",
    "opening_not_best": "went down with less than the hand can put down",
    "missed_opening": "said a hand that can go down cannot",
    "not_a_meld": "put down cards that make no meld",
    "take_without_meld": "took the discard without a new meld to make",
    "taken_discard_unused": "took a discard the house rule says must go into a new meld, with no meld for it",
    "missed_take": "drew when the discard would have served",
    "missed_lay_off": "missed a card that can be laid off",
    "use_joker_swap": "laid off the card a joker stands for, which is a joker swap",
    "breaks_meld": "laid off a card that breaks the meld",
    "does_not_fit": "laid off a card that fits no meld there",
    "konkan_not_there": "saw a Konkan where the hand holds none",
}


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
        return f'<div class="konkan-puzzle">{"".join(parts)}</div>'

    def __repr__(self) -> str:
        return f"<Puzzle {self.kind} level {self.level} seed {self.seed!r}>"


# --- slips: each a small change to the engine's own counting --------------------------------

@dataclass(frozen=True)
class _Slip:
    code: str
    delta: int
    group: str  # two slips of one group cannot be made together (they read the same cards)
    rule: str
    message: str


def _faces(cards: Iterable[Card]) -> str:
    return " and the ".join(str(c) for c in cards)


def _card_slips(cards: Sequence[Card], r: Rules) -> list[_Slip]:
    """The misreadings of R8.3 that change what these cards cost, each with its change."""
    def cost(c: Card) -> int:
        return card_value(c, r.joker_penalty, r.ace_value)

    slips = []
    aces = [c for c in cards if c.rank == 1]
    if aces and cost(aces[0]) != 1:
        where = " at this table (R8.3, R9)" if r.ace_value == "ten" else " (R8.3)"
        rule = "R8.3, R9" if r.ace_value == "ten" else "R8.3"
        slips.append(_Slip("ace_as_one", sum(1 - cost(c) for c in aces), "ace", rule,
                           f"You counted the {_faces(aces)} as 1, but left in hand an ace costs "
                           f"{cost(aces[0])}{where}."))
    faces = [c for c in cards if c.rank >= 11]
    if faces:
        said = " and the ".join(f"{c} as {c.rank}" for c in faces)
        slips.append(_Slip("face_at_rank", sum(c.rank - cost(c) for c in faces), "face", "R8.3",
                           f"You counted the {said}, but a jack, queen or king left in hand costs 10 (R8.3)."))
    jokers = [c for c in cards if c.is_joker]
    if jokers:
        n = len(jokers)
        which = "the joker" if n == 1 else f"the {n} jokers"
        rule = "R8.3" if r.joker_penalty == 15 else "R8.3, R9"
        table = "" if r.joker_penalty == 15 else " at this table"
        if r.joker_penalty != 0:
            slips.append(_Slip("joker_as_zero", -n * r.joker_penalty, "joker", rule,
                               f"You counted {which} as 0, but a joker left in hand costs "
                               f"{r.joker_penalty}{table} ({rule})."))
        if r.joker_penalty != 15:
            slips.append(_Slip("joker_as_fifteen", n * (15 - r.joker_penalty), "joker", rule,
                               f"You counted {which} as 15, but a joker left in hand costs "
                               f"{r.joker_penalty}{table} ({rule})."))
    return slips


def _combos(slips: Sequence[_Slip]) -> list[tuple[_Slip, ...]]:
    """Every non-empty set of slips that can be made together."""
    out = []
    for k in range(1, len(slips) + 1):
        for combo in combinations(slips, k):
            if len({s.group for s in combo}) == k:
                out.append(combo)
    return out


_Readings = dict[int, tuple[_Slip, ...]]


def _readings(right: int, variants: Sequence[tuple[tuple[_Slip, ...], int, int]],
              slips: Sequence[_Slip]) -> _Readings | None:
    """What each misreading gives: ``variants`` are (their slips, the value, the factor card slips
    are multiplied by, 0 where no cards are counted); card ``slips`` combine with each. None if two
    misreadings give the same number, or one gives the right number (such a puzzle is not drawn)."""
    found: _Readings = {}
    seen: set[int] = set()
    for base_slips, base, factor in variants:
        options: list[tuple[tuple[_Slip, ...], int]] = [(base_slips, base)]
        if factor:
            options += [(base_slips + c, base + factor * sum(s.delta for s in c)) for c in _combos(slips)]
        for made, value in options:
            if not made:
                continue
            if value == right or value in seen:
                return None
            seen.add(value)
            found[value] = made
    return found


# --- reading answers: konkan.teaching.answers, shared with the lessons' questions ------------------------

_number = read_number
_said = quoted


# --- hand_value -----------------------------------------------------------------------------

def _deal(rng: random.Random, n: int, want: Callable[[Card], bool] = lambda c: True) -> list[Card]:
    deck = [c for c in new_deck(seed=rng.randrange(1 << 30)) if want(c)]
    return deck[:n]


def _hand_value(rng: random.Random, level: int, r: Rules, seed: int | str) -> Puzzle | None:
    size = rng.randint(*{1: (4, 6), 2: (5, 7), 3: (6, 8)}[level])
    cards = _deal(rng, size, lambda c: not c.is_joker or level == 3)
    has = {"face": any(c.rank >= 11 for c in cards), "ace": any(c.rank == 1 for c in cards),
           "joker": any(c.is_joker for c in cards)}
    if not has["face"] or (level == 1 and (has["ace"] or has["joker"])):
        return None
    if level >= 2 and not has["ace"]:
        return None
    if (level == 3) != has["joker"]:
        return None
    right = hand_penalty(cards, r)
    slips = _card_slips(cards, r)
    found = _readings(right, [((), right, 1)], slips)
    if found is None:
        return None
    reasons = _card_lines(cards, r)
    solution = "\n".join(reasons + [f"In all, the cards cost {right} (R8.3)."])

    def judge(answer: Any) -> PuzzleVerdict:
        n = _number(answer)
        if n is None:
            return _form("Answer with one whole number, what the cards cost, such as 42; "
                                        f"you gave {_said(answer)}.")
        if n == right:
            return PuzzleVerdict(True, f"Right: these cards cost {right} (R8.3).")
        made = found.get(n)
        if made:
            return PuzzleVerdict(False, " ".join(s.message for s in made) + f" They cost {right}.",
                                 tuple(Mistake(s.code, s.rule, s.message) for s in made))
        return PuzzleVerdict(False, f"Not {n}: the cards cost {right}. " + " ".join(reasons))

    prompt = f"What do these cards cost, left in a hand at the end of a round?\n{cards_text(cards)}"
    table = "" if (r.joker_penalty, r.ace_value) == (15, "standard") else " at this table (R8.3, R9)"
    hint = (f"Jokers cost {r.joker_penalty}, aces {card_value(Card(1, 'S'), 15, r.ace_value)}, jacks, queens and "
            f"kings 10, the others what they show{table or ' (R8.3)'}.")
    return Puzzle("hand_value", level, seed, r, prompt, right, hint, solution, {"cards": tuple(cards)}, judge,
                  (("The cards left", hand_svg(cards)),))


def _card_lines(cards: Sequence[Card], r: Rules) -> list[str]:
    """One line per face (the two copies of a card together), saying what it costs and why (R8.3)."""
    out = []
    seen: list[tuple[int, str | None]] = []
    for c in cards:
        if c.face in seen:
            continue
        seen.append(c.face)
        n = sum(1 for x in cards if x.same_face(c))
        v = card_value(c, r.joker_penalty, r.ace_value)
        if c.is_joker:
            why = ("a joker" if n == 1 else "jokers") + ("" if r.joker_penalty == 15 else " at this table (R9)")
        elif c.rank == 1:
            why = ("an ace" if n == 1 else "aces") + (" at this table (R9)" if r.ace_value == "ten" else "")
        elif c.rank >= 11:
            why = "a jack, queen or king" if n == 1 else "jacks, queens and kings"
        else:
            why = "what it shows" if n == 1 else "what they show"
        if n == 1:
            out.append(f"The {c} costs {v}: {why} (R8.3).")
        else:
            out.append(f"The two {c} cost {v} each, {n * v} together: {why} (R8.3).")
    return out


# --- score ----------------------------------------------------------------------------------

def _score_rules(level: int, rules: Rules | None) -> Rules:
    if rules is not None:
        return rules_or_default(rules)
    return {1: Rules(players=3), 2: Rules(players=4), 3: Rules(players=4, partnership=True)}[level]


def _flip(ending: str) -> str:
    return "out" if ending == "hand" else "hand"


def _seat_readings(seat: int, lines: list[ScoreLine], hands: list[list[Card]], went_down: list[bool],
                   finisher: int, ending: str, r: Rules, names: list[str]) -> _Readings | None:
    line = lines[seat]
    name = names[seat]
    right = line.score
    variants: list[tuple[tuple[_Slip, ...], int, int]] = []
    if seat == finisher:
        gos = r.going_out_score
        how = {"out": "going out", "hand": "going out with a Hand", "konkan": "going out with a Konkan"}[ending]
        cite = "R8.1" if line.rule == "R8.1" else f"R8.1, {line.rule}"
        if right != 0:
            variants.append(((_Slip("out_sign", 0, "", "R8.1",
                                    f"You gave {name} {-right}, but {how} scores {right} here: "
                                    f"a minus, it takes points off {name}'s total, and a low total is good "
                                    f"({cite})."),), -right, 0))
            variants.append(((_Slip("out_zero", 0, "", "R8.1",
                                    f"You gave {name} 0, but {how} scores {right} here ({cite})."),), 0, 0))
        if ending == "hand" and gos != right:
            variants.append(((_Slip("hand_finisher_single", 0, "", "R8.2",
                                    f"You gave {name} {gos}, but going out with a Hand scores twice that, "
                                    f"{right} (R8.2)."),), gos, 0))
        if ending == "konkan" and gos != right:
            variants.append(((_Slip("konkan_finisher_single", 0, "", "R8.5",
                                    f"You gave {name} {gos}, but going out with a Konkan scores like a Hand, "
                                    f"twice that: {right} (R8.5)."),), gos, 0))
        if ending == "out" and gos != 0:
            variants.append(((_Slip("out_doubled", 0, "", "R8.2",
                                    f"You gave {name} {2 * gos}, but that is for going out with a Hand (R8.2); "
                                    f"this going out was not one, so {name} scores {right} (R8.1)."),), 2 * gos, 0))
        if ending in ("hand", "konkan") and gos != 0:
            how = "a Hand (R8.2)" if ending == "hand" else "a Konkan (R8.5)"
            variants.append(((_Slip("finisher_doubled", 0, "", line.rule,
                                    f"You doubled {name}'s {right} to {2 * right}, but the doubling is for the "
                                    f"other players' points: going out with {how} scores {right}, no more."),),
                             2 * right, 0))
        return _readings(right, variants, [])
    if line.key == "score.partner":
        alone = score_lines(hands, went_down, finisher, ending, replace(r, partnership=False))[seat]
        variants.append(((_Slip("partner_charged", 0, "", "R8.4",
                                f"You charged {name} {alone.score}, but {name} is the partner of the one "
                                f"who went out, so scores 0 (R8.4)."),), alone.score, 0))
        return _readings(right, variants, [])
    if ending == "konkan":
        # Every opponent pays a flat 200 (R8.5): counted as an ordinary going out, or as a Hand, is the slip.
        for end, code, how in (("out", "konkan_counted", "counted the cards as after an ordinary going out"),
                               ("hand", "konkan_as_hand", "counted as after a Hand")):
            other = score_lines(hands, went_down, finisher, end, r)[seat]
            if other.score != right:
                variants.append(((_Slip(code, 0, "", "R8.5",
                                        f"{name}: you {how}, {other.score}, but a Konkan makes every opponent pay "
                                        f"a flat {right}, whatever is in hand (R8.5)."),), other.score, 0))
        return _readings(right, variants, [])
    held = hands[seat]
    slips = [replace(s, message=f"{name}: {s.message[0].lower()}{s.message[1:]}") for s in _card_slips(held, r)]
    flipped = score_lines(hands, went_down, finisher, _flip(ending), r)[seat]
    flip_slip = (_Slip("hand_not_doubled", 0, "", "R8.2",
                       f"{name}: you did not double, but with a Hand every other player's points are doubled "
                       f"(R8.2), so {flipped.score} becomes {right}.") if ending == "hand" else
                 _Slip("doubled_without_hand", 0, "", "R8.2",
                       f"{name}: you doubled, but only a Hand doubles the others' points (R8.2), and "
                       f"this going out was not a Hand, so {name} scores {right}."))

    def factor(ln: ScoreLine) -> int:  # what a Hand multiplies counted cards by; 0 where none are counted
        return ln.score // ln.penalty if ln.penalty and ln.key.startswith("score.cards") else 0

    variants.append(((), right, factor(line)))
    variants.append(((flip_slip,), flipped.score, factor(flipped)))
    if not went_down[seat]:
        down = list(went_down)
        down[seat] = True
        for end, extra in ((ending, ()), (_flip(ending), (flip_slip,))):
            counted = score_lines(hands, down, finisher, end, r)[seat]
            slip = _Slip("never_down_counted", 0, "", "R8.3",
                         f"{name}: you counted the cards, but {name} never went down this round, "
                         f"so pays {line.penalty} instead, whatever the cards (R8.3)"
                         + (f", doubled by the Hand to {line.score} (R8.2)." if line.doubled else "."))
            variants.append(((slip, *extra), counted.score, factor(counted)))
    return _readings(right, variants, slips)


def _score(rng: random.Random, level: int, r: Rules, seed: int | str) -> Puzzle | None:
    n = r.players
    ending = "out" if level == 1 else "hand" if level == 2 else rng.choice(["out", "hand", "konkan"])
    declared = ending == "konkan" and r.has_last_round and rng.random() < 0.4  # in the last round (R8.6)
    finisher = rng.randrange(n)
    sizes = [0 if s == finisher else rng.randint(1, 5) for s in range(n)]
    went_down = [True] * n
    others = [s for s in range(n) if s != finisher and s != r.partner(finisher)]
    if level >= 2 and (len(others) > 1 or rng.random() < 0.5):  # one opponent alone is sometimes down
        never = rng.choice(others)
        went_down[never] = False
        sizes[never] = rng.randint(6, 11)
    total = sum(sizes)
    pool = _deal(rng, total, lambda c: not c.is_joker and (level >= 2 or c.rank != 1))  # aces come at level 2
    hands: list[list[Card]] = []
    for size in sizes:
        hands.append(pool[:size])
        pool = pool[size:]
    if level == 3:  # a joker in a hand that is counted, so the level's joker is really in play
        seat = rng.choice([s for s in others if went_down[s]] or others)
        hands[seat][rng.randrange(len(hands[seat]))] = Card.joker()
    counted = [c for s, h in enumerate(hands) if went_down[s] and s != r.partner(finisher) for c in h]
    if counted and not any(c.rank >= 11 for c in counted):
        return None
    if counted and level >= 2 and not any(c.rank == 1 for c in counted):
        return None
    if level == 3 and not any(c.is_joker for s in others for c in hands[s]):
        return None
    if level < 3 and any(c.is_joker for h in hands for c in h):
        return None
    names = default_names(n)
    lines = score_lines(hands, went_down, finisher, ending, r, names=names)
    right = [ln.score for ln in lines]
    found: list[_Readings] = []
    for seat in range(n):
        got = _seat_readings(seat, lines, hands, went_down, finisher, ending, r, names)
        if got is None:
            return None
        found.append(got)
    how = {"out": "went out", "hand": "went out with a Hand (every card put down in one turn, R8.2)",
           "konkan": "went out with a Konkan (a run of ten and a set of four, or a run of eleven and a set of "
                     "three, put down at once, R8.5)"}[ending]
    rows = [f"{names[finisher]} {how}."]
    declared_words = (f"{names[finisher]} had declared it in this last round, so also wins the whole game (R8.6); "
                      "the round is scored all the same.")
    if ending == "konkan":
        rows.append(declared_words if declared else f"{names[finisher]} had not declared it (R8.6).")
    for s in range(n):
        if s == finisher:
            continue
        state = "went down" if went_down[s] else "never went down"
        rows.append(f"{names[s]} {state} and holds {cards_text(hands[s])}.")
    if r.partnership:
        rows.append("Partners sit opposite: " + f"{names[0]} with {names[2]}, {names[1]} with {names[3]} (R8.4).")
    if r.going_out_score != -30:
        rows.append(f"At this table going out scores {r.going_out_score} (R9).")
    prompt = "What does each player score this round, in seat order?\n" + "\n".join(rows)
    solution = "\n".join([ln.message for ln in lines] + ([declared_words] if declared else []))
    partner = " (in a partnership the partner of the one who goes out scores 0, R8.4)" if r.partnership else ""
    konkan = "; after a Konkan every opponent pays a flat 200 instead (R8.5)" if ending == "konkan" else ""
    hint = (f"The one who goes out scores {r.going_out_score} ({'R8.1' if r.going_out_score == -30 else 'R8.1, R9'}); "
            f"the others count their cards (R8.3), or pay 100 if they never went down{partner}; a Hand doubles "
            f"them (R8.2){konkan}.")

    def judge(answer: Any) -> PuzzleVerdict:
        form = (f"Answer with {n} whole numbers, one for each player in seat order "
                f"({', '.join(names)}), such as \u201c{', '.join(map(str, [12, -30, 100, 7, 25][:n]))}\u201d")
        if isinstance(answer, str):
            answer = answer.replace(",", " ").split()
        if not isinstance(answer, (list, tuple)):
            return _form(f"{form}; {_said(answer)} is not that.")
        if len(answer) != n:
            return _form(f"{form}; you gave {len(answer)}.")
        got = [_number(a) for a in answer]
        bad = [i for i, g in enumerate(got) if g is None]
        if bad:
            return _form(f"{form}; {_said(answer[bad[0]])} for {names[bad[0]]} is not a whole number.")
        if got == right:
            return PuzzleVerdict(True, "Right: " + ", ".join(f"{names[s]} {right[s]}" for s in range(n)) + ".")
        said: list[str] = []
        mistakes: list[Mistake] = []
        for s in range(n):
            g = got[s]
            assert g is not None
            if g == right[s]:
                continue
            made = found[s].get(g)
            if made:
                said.extend(m.message for m in made)
                mistakes.extend(Mistake(m.code, m.rule, m.message) for m in made)
            else:
                said.append(f"Not {g} for {names[s]}: {lines[s].message}")
        return PuzzleVerdict(False, " ".join(said), tuple(mistakes))

    data = {"hands": tuple(tuple(h) for h in hands), "went_down": tuple(went_down), "finisher": finisher,
            "ending": ending, "names": tuple(names), "declared": declared}
    pictures = tuple((f"{names[s]} ({'down' if went_down[s] else 'never down'})", hand_svg(hands[s]))
                     for s in range(n) if s != finisher)
    return Puzzle("score", level, seed, r, prompt, right, hint, solution, data, judge, pictures)


# --- meld -----------------------------------------------------------------------------------

_NOT = ("no", "not a meld", "not", "illegal", "none", "false", "can't", "cannot")
_YES = ("yes", "y", "a meld", "meld", "it is a meld", "it's a meld", "true")


def _meld_slips(v: MeldVerdict, r: Rules) -> list[_Slip]:
    slips = []
    naturals = [c for c in v.cards if not c.is_joker]
    if v.kind == MeldKind.RUN and r.ace_value == "standard":
        ace = next((c for c in naturals if c.rank == 1), None)
        readings = v.joker_readings if v.jokers else None
        if ace is not None and v.low == LOW_ACE:
            alt = check_meld(v.cards, joker_as=readings, rules=replace(r, ace_value="always_11"))
            slips.append(_Slip("ace_low_as_eleven", alt.points - v.points, "ace", "R5.1",
                               f"You counted the {ace} as 11, but an ace below the two (A-2-3) is worth 1 (R5.1)."))
        if ace is not None and v.high == HIGH_ACE:
            slips.append(_Slip("ace_high_as_one", 1 - position_value(HIGH_ACE, r.ace_value), "ace", "R5.1",
                               f"You counted the {ace} as 1, but an ace above the king (Q-K-A) is worth 11 (R5.1)."))
    aces = [c for c in naturals if c.rank == 1]
    if v.kind == MeldKind.SET and aces and r.ace_value == "standard":
        slips.append(_Slip("set_ace_as_one", len(aces) * (1 - rank_value(1, r.ace_value)), "ace", "R5.1",
                           f"You counted the aces, {cards_text(aces)}, as 1 each, but in a set an ace is worth 11 (R5.1)."))
    faces = [c for c in naturals if c.rank >= 11]
    if faces:
        said = " and the ".join(f"{c} as {c.rank}" for c in faces)
        slips.append(_Slip("face_at_rank", sum(c.rank - rank_value(c.rank, r.ace_value) for c in faces), "face",
                           "R5.1", f"You counted the {said}, but a jack, queen or king is worth 10 (R5.1)."))
    if v.jokers:
        worth = [position_value(p, r.ace_value) for p in v.joker_positions] if v.kind == MeldKind.RUN else \
            [rank_value(v.rank or 0, r.ace_value)] * len(v.jokers)
        stands = cards_text(v.readings_shown)
        which = "the joker" if len(v.jokers) == 1 else "the jokers"
        slips.append(_Slip("joker_as_zero", -sum(worth), "joker", "R5.1",
                           f"You counted {which} as 0, but in a meld a joker is worth the card it stands for, "
                           f"here {stands} (R5.1)."))
        if any(w != 15 for w in worth):
            slips.append(_Slip("joker_as_fifteen", sum(15 - w for w in worth), "joker", "R5.1",
                               f"You counted {which} as 15, but that is what a joker costs left in hand (R8.3); "
                               f"in a meld it is worth the card it stands for, here {stands} (R5.1)."))
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


def _meld_cards(rng: random.Random, level: int, r: Rules, seed: int | str,
                kind: str) -> tuple[list[Card], MeldVerdict] | None:
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


_MELD_HINT = ("A run is three or more of one suit in order, the ace below the two or above the king, never round "
              "the corner (R4.1); a set is three or four of one rank, every suit different (R4.2)")


def _mistaken_meld(v: MeldVerdict) -> PuzzleVerdict:
    """The verdict on taking cards that make no meld for one: the engine's refusal says why."""
    code = {Reason.SET_DUPLICATE_SUIT: "set_two_of_suit", Reason.RUN_WRAPS: "run_round_corner",
            Reason.TWO_JOKERS: "two_jokers", Reason.JOKERS_OUTNUMBER: "jokers_outnumber"}.get(
        v.code, "illegal_taken_for_meld")
    m = Mistake(code, v.rule, f"You counted it as a meld, but it is not one. {v.message}")
    return PuzzleVerdict(False, m.message, (m,))


def _is_meld(rng: random.Random, level: int, r: Rules, seed: int | str) -> Puzzle | None:
    """Meld or not, nothing more: the question after lessons 2 and 3, before points are taught."""
    got = _meld_cards(rng, level, r, seed, "is_meld")
    if got is None:
        return None
    cards, v = got
    # Shown in order (a run as it lies on the table, a set by suit), as the lessons show melds: the
    # question is whether the cards make a meld, not whether the learner can sort them.
    cards = list(v.ordered) if v.legal else sorted(cards, key=lambda c: (c.is_joker, c.rank, "SHDC".index(c.suit or "S")))
    v = check_meld(cards, rules=r)
    shown = cards_text(cards)
    words = v.plain_message

    def judge(answer: Any) -> PuzzleVerdict:
        said = " ".join(answer.strip().lower().split()) if isinstance(answer, str) else None
        yes, no = said in _YES, said in _NOT
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
    return Puzzle("is_meld", level, seed, r, prompt, "yes" if v.legal else "no", _MELD_HINT + ".", words + table,
                  {"cards": tuple(cards)}, judge, (("The cards", hand_svg(cards, overlap=False)),))


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
        form = "Answer with the points the meld is worth, such as 24, or \u201cno\u201d if it is not a meld"
        no = answer is False or answer is None or (isinstance(answer, str) and answer.strip().lower() in _NOT)
        n = None if no else _number(answer)
        if not no and n is None:
            return _form(f"{form}; {_said(answer)} is neither.")
        if not v.legal:
            if no:
                return PuzzleVerdict(True, f"Right: {v.message}")
            return _mistaken_meld(v)
        if no:
            m = Mistake("meld_taken_for_illegal", v.rule, f"It is a meld. {v.message}")
            return PuzzleVerdict(False, m.message, (m,))
        if n == v.points:
            return PuzzleVerdict(True, f"Right: {v.message}")
        made = found.get(n or 0) if n is not None else None
        if made:
            return PuzzleVerdict(False, " ".join(s.message for s in made) + f" It is worth {v.points}.",
                                 tuple(Mistake(s.code, s.rule, s.message) for s in made))
        return PuzzleVerdict(False, f"Not {n}: {v.message}")

    prompt = f"Is this a meld? If it is, what is it worth toward going down (R5.1)?\n{shown}"
    hint = _MELD_HINT + "; a joker is worth the card it stands for (R5.1)."
    table = " " + say("puzzle.two_jokers_table") if r.jokers_per_meld == 2 else ""
    solution = v.message + table
    return Puzzle("meld", level, seed, r, prompt, right, hint, solution, {"cards": tuple(cards)}, judge,
                  (("The cards", hand_svg(cards, overlap=False)),))


# --- opening --------------------------------------------------------------------------------

_MELD_CODES = {Reason.SET_DUPLICATE_SUIT: "set_two_of_suit", Reason.RUN_WRAPS: "run_round_corner",
               Reason.OPENING_NEEDS_RUN: "opening_without_run", Reason.MUST_KEEP_DISCARD: "opening_keeps_no_discard",
               Reason.OPENING_TOO_LOW: "opening_too_low"}
_NOT_HELD = (Reason.NOT_IN_HAND, Reason.TOO_FEW_IN_HAND)


def _opening_hand(rng: random.Random, level: int) -> list[Card]:
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


def _group_cards(group: Any) -> list[Card] | None:
    try:
        return to_cards(group, what="meld")
    except KonkanError:
        return None


def _opening(rng: random.Random, level: int, r: Rules, seed: int | str) -> Puzzle | None:
    tight = rng.random() < 0.3
    hand = _tight_hand(rng, level) if tight else _opening_hand(rng, level)
    if not hand or (level == 1 and any(c.rank == 1 for c in hand)) or (level >= 2 and not any(c.rank == 1 for c in hand)):
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

    def staged() -> Round:
        return Round.staged(r, hands=[hand] + [[] for _ in range(r.players - 1)], current=0, phase="play")

    def judge(answer: Any) -> PuzzleVerdict:
        form = ("Answer with the melds to put down, each a group of cards from the hand such as \u201c7S 8S 9S\u201d, "
                "or \u201cno\u201d if this hand cannot go down")
        if answer is False or answer is None or (isinstance(answer, str) and answer.strip().lower() in _NOT):
            if not op.feasible:
                return PuzzleVerdict(True, f"Right, it cannot. {op.message}")
            m = Mistake("missed_opening", op.rule, f"This hand can go down. {op.message}")
            return PuzzleVerdict(False, m.message, (m,))
        if isinstance(answer, str) or not isinstance(answer, (list, tuple)) or not answer:
            return _form(f"{form}; {_said(answer)} is neither.")
        groups = [_group_cards(g) for g in answer]
        if any(g is None or not g for g in groups):
            return _form(f"{form}; {_said(answer)} has a group that is not cards.")
        try:
            staged().verify_meld(*[g for g in groups if g is not None])
        except IllegalAction as e:
            v = e.verdict
            if v.code in _NOT_HELD:
                return _form(f"{form}. {v.message}")
            code = _MELD_CODES.get(v.code, "not_a_meld")
            said = v.message
            if v.code == Reason.MUST_KEEP_DISCARD:
                total = sum(check_meld(g, rules=r).points for g in groups if g is not None)
                said = (f"You counted every card, {total} points, but the card kept to discard cannot go down: "
                        "every turn ends with a discard, so at least one card stays in your hand (R3.5).")
            m = Mistake(code, v.rule, said)
            best = f" {op.message}" if op.feasible else f" This hand cannot go down. {op.message}"
            return PuzzleVerdict(False, m.message + best, (m,))
        except KonkanError as e:
            return _form(f"{form}. {e}")
        total = sum(check_meld(g, rules=r).points for g in groups if g is not None)
        if total >= op.points:
            return PuzzleVerdict(True, f"Right: {total} points, the most this hand can put down (R5.1).")
        m = Mistake("opening_not_best", "R5.1", f"You can go down with that, {total} points, but the hand can put "
                                               f"down more: {op.message}")
        return PuzzleVerdict(False, m.message, (m,))

    minimum = r.opening_minimum
    run = (" with a run among the melds", ", R5.2") if r.opening_needs_run else ("", "")
    prompt = (f"Can this hand go down the first time? It needs {minimum} point{'s' if minimum != 1 else ''}{run[0]}, and a card kept to "
              f"discard (R5.1{run[1]}, R3.5). If it can, give the melds worth the most; if not, answer no.\n{shown}")
    low, high = position_value(LOW_ACE, r.ace_value), rank_value(1, r.ace_value)
    ace = f"an ace {high}" + (f" ({low} below the two)" if low != high else "")
    first = "Look for a run first (R5.2), then sets" if r.opening_needs_run else "Look for runs and sets"
    cite = "R5.1" if (r.ace_value, minimum) == ("standard", 51) else "R5.1, R9"
    hint = (f"{first}; count jacks, queens and kings 10, {ace}, a joker as the card it stands for, "
            f"and reach {minimum} ({cite}).")
    solution = op.message + ("" if minimum == 51 else f" This table needs {minimum} (R9).")
    return Puzzle("opening", level, seed, r, prompt, right, hint, solution, {"cards": tuple(hand)}, judge,
                  (("The hand", hand_svg(hand)),))


# --- take_discard ---------------------------------------------------------------------------

_TAKE = ("take", "take it", "take the discard", "discard", "pile", "discard pile", "yes")
_DRAW = ("draw", "stock", "draw from the stock", "no")


def _take_hint(hand: Sequence[Card], top: Card, r: Rules, table: Sequence[tuple[int, Sequence[Card]]]) -> Any:
    rnd = Round.staged(r, hands=[list(hand)] + [[] for _ in range(r.players - 1)], table=list(table), pile=[top],
                       down=[0] if table else [], current=0, phase="start")
    return next(h for h in hints(rnd, 0) if h.kind == HintKind.TAKE_DISCARD)


_TAKE_RIGHT = {Reason.HINT_TAKE_TO_GO_DOWN, Reason.HINT_TAKE_GOES_OUT_HAND, Reason.HINT_TAKE_GOES_OUT_KONKAN,
               Reason.HINT_TAKE_TO_GO_OUT, Reason.HINT_TAKE_FOR_MELD}
_DRAW_RIGHT = {Reason.HINT_TAKE_CANNOT_GO_DOWN, Reason.HINT_TAKE_NO_MELD, Reason.HINT_TAKE_ADDS_NOTHING}


def _unused_words(hand: Sequence[Card], top: Card, r: Rules, h: Any) -> str:
    """Why taking ``top`` is the slip at a table where the card taken must go into a new meld (R9),
    though without that house rule taking it would do: the reason the engine's hint ``h`` (at this
    table) gives for drawing, never one of its own. An opening that uses the card may fall short
    where the card still makes a meld (with a joker, say): that is said, not "it fits no meld"."""
    head = "At this table the card taken from the discard pile must go into a new meld that same turn (R9)"
    if h.code == Reason.HINT_TAKE_CANNOT_GO_DOWN:
        op = best_opening([*hand, top], r, must_use=top, prefer_konkan=True)
        return (f"{head}, and with the {top} in a meld you can't go down this turn ({_clause(op.message)}); "
                "going down without it does not make up for that, so draw from the stock instead (R3.3).")
    if h.code == Reason.HINT_TAKE_NO_MELD:
        return (f"{head}, and the {top} makes no new meld with your cards; putting down melds without it does not "
                "make up for that, so draw from the stock instead (R3.3).")
    return f"{head}. {h.message}"


def _take_discard_rules(level: int, rules: Rules | None) -> Rules:
    if rules is not None:
        return rules_or_default(rules)
    return Rules(taken_discard_must_be_used=True) if level == 3 else Rules()


def _take_discard(rng: random.Random, level: int, r: Rules, seed: int | str, down: bool = False) -> Puzzle | None:
    """Take or draw. Level 2 is played already down; ``down`` stages the other levels so too, for a
    table where a hand not yet down can nearly always go down without the discard (a very low
    opening minimum), which leaves take or draw without a clear answer."""
    deck = [c for c in new_deck(seed=rng.randrange(1 << 30)) if not c.is_joker]
    table: list[tuple[int, Sequence[Card]]] = []
    if level == 2 or down:
        start = rng.randint(2, 10)
        suit = rng.choice("SHDC")
        run = [next(c for c in deck if c.rank == k and c.suit == suit) for k in range(start, start + 3)]
        deck = [c for c in deck if c not in run]
        table = [(0, run)]
        hand = _opening_hand(rng, 1 if level == 1 else 2)[:rng.randint(5, 8)]
        if level == 2 and not any(c.rank == 1 for c in hand):
            return None
        if level == 3 and hand:
            hand[rng.randrange(len(hand))] = Card.joker()
    else:
        hand = _opening_hand(rng, 2 if level == 3 else 1)
        hand = hand + [c for c in deck if c not in hand][:max(0, 14 - len(hand))]
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
    # Which answer this seed's puzzle has is drawn once, from the seed, not at each try: hands where
    # drawing is right are easier to deal, and a fresh draw every try would make most answers "draw".
    want_take = random.Random(f"take_discard/{level}/{seed}/answer").random() < 0.5
    rng.random()  # (the stream of deals stays as it was)
    near = [c for c in deck if c.id not in used and any(h.suit == c.suit and abs(h.rank - c.rank) <= 2
                                                         or h.rank == c.rank for h in hand)]
    pool = near if want_take else [c for c in deck if c.id not in used]
    rng.shuffle(pool)
    # A hand that can go down without the discard has no clear answer, except where the card taken
    # must go into a new meld (R9) and this one fits none: then taking it is the slip.
    alone = not table and best_opening(hand, r).feasible
    if alone and (not r.taken_discard_must_be_used or rng.random() < 0.9):
        return None  # (a share only: the level holds the other answers too)
    if alone:
        want_take = False
    for top in pool[:12 if want_take else 4]:
        h = _take_hint(hand, top, r, table)
        if h.code in _TAKE_RIGHT and want_take or h.code in _DRAW_RIGHT and not want_take:
            break
    else:
        return None
    take_right = h.code in _TAKE_RIGHT
    # The slip of the house rule: without it, taking this card would be allowed (a new meld goes down
    # this turn all the same), with it the card itself must be in that meld (R9).
    unused = (not take_right and r.taken_discard_must_be_used
              and _take_hint(hand, top, replace(r, taken_discard_must_be_used=False), table).code
              not in _DRAW_RIGHT | {Reason.HINT_TAKE_NO_MELD})
    right = "take" if take_right else "draw"
    where = "You have already gone down." if table else "You have not gone down yet this round."

    def judge(answer: Any) -> PuzzleVerdict:
        said = answer.strip().lower() if isinstance(answer, str) else None
        if said not in _TAKE and said not in _DRAW:
            return _form(f"Answer with \u201ctake\u201d (the top card of the discard pile) or "
                                        f"\u201cdraw\u201d (from the stock); {_said(answer)} is neither.")
        took = said in _TAKE
        if took == take_right:
            return PuzzleVerdict(True, f"Right: {h.message}")
        if took and unused:
            m = Mistake("taken_discard_unused", "R9", _unused_words(hand, top, r, h))
        elif took:
            m = Mistake("take_without_meld", h.rule, h.message)
        else:
            m = Mistake("missed_take", h.rule, f"You drew, but the discard was the better card here. {h.message}")
        return PuzzleVerdict(False, m.message, (m,))

    rows = [where, f"Your hand: {cards_text(hand)}.", f"The top of the discard pile: {top}."]
    if table:
        rows.insert(1, "Your melds on the table: " + "; ".join(cards_text(m) for _, m in table) + ".")
    if r.taken_discard_must_be_used:
        rows.append("At this table the card taken must go into a new meld that turn (R9).")
    prompt = "Take the top discard, or draw from the stock?\n" + "\n".join(rows)
    hint = ("Taking the discard is allowed only if you put down a new meld this turn; if you have not gone down "
            "yet, that means going down this turn (R3.3, R5).")
    pictures = (("Your hand", hand_svg(hand)), ("The top discard", hand_svg([top])))
    return Puzzle("take_discard", level, seed, r, prompt, right, hint, h.message,
                  {"hand": tuple(hand), "top": top, "table": tuple(tuple(m) for _, m in table)}, judge, pictures)


# --- konkan ---------------------------------------------------------------------------------

def _konkan(rng: random.Random, level: int, r: Rules, seed: int | str) -> Puzzle | None:
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
    flawed = check_meld(cards[:length] if variant == "corner" else cards[length:], rules=r) \
        if variant in ("corner", "two_of_suit") else None
    extra = next(c for c in new_deck(seed=rng.randrange(1 << 30))
                 if not c.is_joker and c.id not in {x.id for x in cards})
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

    def judge(answer: Any) -> PuzzleVerdict:
        n = _number(answer)
        if n is None or n < 0:
            return _form(f"Answer with how many cards the hand is short of a Konkan, such as 2, or 0 if it "
                         f"holds one; {_said(answer)} is not a number of cards.")
        if n == right:
            return PuzzleVerdict(True, f"Right: {shape.message}")
        if n == 0 and flawed is not None and not flawed.legal:
            code = "run_round_corner" if flawed.code == Reason.RUN_WRAPS else "set_two_of_suit"
            m = Mistake(code, flawed.rule, f"That is no Konkan: {flawed.message} {shape.message}")
            return PuzzleVerdict(False, m.message, (m,))
        if n == 0:
            m = Mistake("konkan_not_there", "R8.5", f"That is no Konkan yet. {shape.message}")
            return PuzzleVerdict(False, m.message, (m,))
        return PuzzleVerdict(False, f"Not {n}. {shape.message}")

    prompt = ("How many cards is this hand short of a Konkan, one run of ten and one set of four, or a run of "
              f"eleven and a set of three (R8.5)? Answer 0 if it holds one.\n{cards_text(cards)}")
    hint = ("Find the longest run in one suit, never round the corner from king to two (R4.1), then a set of one "
            "rank with every suit different (R4.2); count the cards still missing for a Konkan (R8.5).")
    return Puzzle("konkan", level, seed, r, prompt, right, hint, shape.message, {"cards": tuple(cards),
                  "variant": variant}, judge, (("The hand", hand_svg(cards)),))


# --- lay_off --------------------------------------------------------------------------------

_LAY_CODES = {Reason.SET_DUPLICATE_SUIT: "set_two_of_suit", Reason.RUN_WRAPS: "run_round_corner"}


def _lay_off_table(rng: random.Random, level: int) -> list[list[Card]]:
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


def _lay_off(rng: random.Random, level: int, r: Rules, seed: int | str) -> Puzzle | None:
    melds = _lay_off_table(rng, level)
    table_cards = [c for m in melds for c in m]
    if len({c.id for c in table_cards}) != len(table_cards):
        return None
    if any(not check_meld(m, rules=r).legal for m in melds):
        return None
    near: list[Card] = []
    for m in melds:
        v = check_meld(m, rules=r)
        if v.kind == MeldKind.RUN and v.suit is not None and v.low is not None and v.high is not None:
            near += [Card(((k - 1) % 13) + 1, v.suit) for k in (v.low - 1, v.high + 1) if 0 <= k <= 15]
            near += list(v.joker_readings)
        elif v.rank is not None:
            near += [Card(v.rank, x) for x in "SHDC"]
    size = rng.randint(3, 5)
    pool = [c for c in new_deck(seed=rng.randrange(1 << 30)) if not c.is_joker]
    hand: list[Card] = []
    placed = {t.id for t in table_cards}
    for c in rng.sample(near, min(len(near), size - 1)) + pool:
        card = Card(c.rank, c.suit, 1) if c.id in placed and c.suit is not None else c  # the other copy (R1.2)
        if card.id not in placed and card.id not in {h.id for h in hand}:
            hand.append(card)
        if len(hand) == size:
            break
    if level == 3 and rng.random() < 0.4:
        hand[-1] = Card.joker()
    if level == 1 and any(c.rank == 1 for c in hand + table_cards):
        return None
    if level == 2 and not any(c.rank == 1 for c in hand + table_cards):
        return None
    owners = [rng.randrange(2) for _ in melds]
    owners[0] = 0
    rnd = Round.staged(r, hands=[hand] + [[] for _ in range(r.players - 1)],
                       table=[(o, m) for o, m in zip(owners, melds, strict=True)], down=[0, 1] if 1 in owners else [0],
                       current=0, phase="play")
    melds = [list(rnd.table[k].cards) for k in range(len(melds))]  # as they lie, so every sentence names them alike
    fits: dict[int, list[int]] = {}
    refusals: dict[int, list[tuple[str, Any]]] = {}
    for i, c in enumerate(hand):
        for k in range(len(melds)):
            try:
                rnd.verify_lay_off([c], k)
                fits.setdefault(i, []).append(k)
            except IllegalAction as e:
                refusals.setdefault(i, []).append((_refusal_code(e.verdict, melds[k], c, r), e.verdict))
    if len({c.face for c in hand}) != len(hand):
        return None  # two copies of one card: both may fit alone, never both together
    for i in fits:  # a card that fits only once another has gone on (6♣ after the 7♣ on 8♣ 9♣ 10♣)
        for j in set(range(len(hand))) - set(fits):
            for k in range(len(melds)):
                try:
                    rnd.verify_lay_off([hand[i], hand[j]], k)
                    return None
                except IllegalAction:
                    pass
    if not fits and rng.random() < 0.7:
        return None  # mostly puzzles with something to lay off
    if len(fits) == len(hand) and rng.random() < 0.7:
        return None
    right_cards = [hand[i] for i in sorted(fits)]
    right: list[str] | str = [c.code for c in right_cards] if right_cards else "none"
    names = default_names(r.players)

    def where(i: int) -> str:
        return " or ".join(cards_text(melds[k]) for k in fits[i])

    lines = [f"The {hand[i]} goes on {where(i)} (R6.1)." for i in sorted(fits)]
    for i, c in enumerate(hand):
        if i not in fits:
            _, v = _closest_refusal(refusals[i])
            lines.append(f"The {c} fits nowhere. {v.message}")

    def judge(answer: Any) -> PuzzleVerdict:
        form = ("Answer with the cards from your hand that can be laid off, such as \u201c7S 9H\u201d, "
                "or \u201cnone\u201d")
        if isinstance(answer, str) and answer.strip().lower() in ("none", "no", "nothing"):
            chosen: list[Card] = []
        else:
            got = _group_cards(answer) if isinstance(answer, (str, list, tuple)) else None
            if got is None:
                return _form(f"{form}; {_said(answer)} is not that.")
            chosen = got
        picked: list[int] = []
        for c in chosen:
            i = next((j for j, h in enumerate(hand) if h.same_face(c) and j not in picked), None)
            if i is None:
                return _form(f"{form}; the {c} is not in your hand.")
            picked.append(i)
        if sorted(picked) == sorted(fits):
            return PuzzleVerdict(True, "Right. " + " ".join(lines))
        mistakes: list[Mistake] = []
        for i in sorted(set(picked) - set(fits)):
            code, v = _closest_refusal(refusals[i])
            said = v.message if v.message.startswith("You can't lay off") else f"The {hand[i]} cannot be laid off. {v.message}"
            mistakes.append(Mistake(code, v.rule, said))
        for i in sorted(set(fits) - set(picked)):
            mistakes.append(Mistake("missed_lay_off", "R6.1", f"You missed the {hand[i]}: it goes on {where(i)} (R6.1)."))
        return PuzzleVerdict(False, " ".join(m.message for m in mistakes), tuple(mistakes))

    rows = [f"You have gone down. Your hand: {cards_text(hand)}.", "On the table:"]
    rows += [f"{_whose(o, names)} {cards_text(m)}" for o, m in zip(owners, melds, strict=True)]
    prompt = "Which of your cards can you lay off on the melds on the table (R6.1)?\n" + "\n".join(rows)
    hint = ("A card goes on a run at either end, in its suit (never round the corner from king to two), or on a "
            + ("three-card set in a missing suit; a joker only on a meld without one (R6.1, R4.3)."
               if r.jokers_per_meld == 1 else "three-card set in a missing suit; a joker on a meld with at most one, "
               "never more jokers than natural cards (R6.1, R9)."))
    pictures = (("Your hand", hand_svg(hand)),) + tuple(
        (_whose(o, names), hand_svg(m, overlap=False)) for o, m in zip(owners, melds, strict=True))
    return Puzzle("lay_off", level, seed, r, prompt, right, hint, "\n".join(lines),
                  {"hand": tuple(hand), "table": tuple(tuple(m) for m in melds), "owners": tuple(owners)},
                  judge, pictures)


def _refusal_code(v: Any, meld: Sequence[Card], card: Card, r: Rules) -> str:
    """The slip behind a refused lay-off: the meld it would make, judged by the engine, names it."""
    if v.code == Reason.USE_JOKER_SWAP:
        return "use_joker_swap"
    if v.code == Reason.LAYOFF_BREAKS_MELD:
        return _LAY_CODES.get(check_meld([*meld, card], rules=r).code, "breaks_meld")
    return "does_not_fit"


def _whose(owner: int, names: Sequence[str]) -> str:
    return "Your meld" if owner == 0 else f"{names[owner]}'s meld"


_REFUSAL_ORDER = ("use_joker_swap", "run_round_corner", "set_two_of_suit", "breaks_meld", "does_not_fit")


def _closest_refusal(refusals: Sequence[tuple[str, Any]]) -> tuple[str, Any]:
    """Of the refusals of one card on each meld, the one that says most: a named slip first, then a meld
    of its suit or rank that it would break, then any."""
    return min(refusals, key=lambda cv: _REFUSAL_ORDER.index(cv[0]))


# --- generate -------------------------------------------------------------------------------

_MAKERS: dict[str, Callable[[random.Random, int, Rules, int | str], Puzzle | None]] = {
    "hand_value": _hand_value, "score": _score, "meld": _meld, "opening": _opening,
    "take_discard": _take_discard, "lay_off": _lay_off,
    "konkan": _konkan, "is_meld": _is_meld}


def generate(kind: str, *, seed: int | str, level: int = 1, rules: Rules | None = None) -> Puzzle:
    """A puzzle of this ``kind`` (one of :data:`KINDS`) at ``level`` 1 to 3, the same for the same seed.

    ``rules`` is the table (the default game if not given; for ``"score"``, 3 players at level 1,
    4 at level 2 and a partnership at level 3).
    """
    if not isinstance(kind, str) or kind not in _MAKERS:
        raise InvalidNotation(f"kind must be one of {', '.join(map(repr, KINDS))}, got {shown(kind)}")
    if type(level) is not int or level not in LEVELS:
        raise InvalidNotation(f"level must be 1, 2 or 3, got {shown(level)}")
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise InvalidNotation(f"seed must be a whole number or a word, got {shown(seed)}")
    r = (_score_rules(level, rules) if kind == "score" else _take_discard_rules(level, rules)
         if kind == "take_discard" else rules_or_default(rules))
    rng = random.Random(f"{kind}/{level}/{seed}")
    for attempt in range(5000):
        if kind == "take_discard" and attempt >= 400:  # a table where hands not down all go down alone
            puzzle = _take_discard(rng, level, r, seed, down=True)
        else:
            puzzle = _MAKERS[kind](rng, level, r, seed)
        if puzzle is not None:
            return puzzle
    raise InvalidNotation(f"no {kind} puzzle at level {level} fits this table")  # pragma: no cover

