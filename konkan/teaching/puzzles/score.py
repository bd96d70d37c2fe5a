"""What each player scores in a round (R8)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ...cards import Card, cards_text
from ...catalogue import say
from ...catalogue.said import say_series
from ...render import hand_svg
from ...rules import Rules, rules_or_default
from ...scoring import ScoreLine, score_lines
from ...seats import default_names
from ..answers import Mistake
from .dealing import _deal
from .puzzle import Puzzle, PuzzleVerdict, _form, _number, _said
from .slips import _card_slips, _Readings, _readings, _Slip, _Variant

_PARTS = re.compile("[,\u060c]")  # what parts the scores of an answer typed as text: a comma, or Arabic's ،


def _score_rules(level: int, rules: Rules | None) -> Rules:
    if rules is not None:
        return rules_or_default(rules)
    return {1: Rules(players=3), 2: Rules(players=4), 3: Rules(players=4, partnership=True)}[level]


def _flip(ending: str) -> str:
    return "out" if ending == "hand" else "hand"


def _finisher_variants(line: ScoreLine, name: str, ending: str, r: Rules) -> list[_Variant]:
    """The misreadings of what going out scores (R8.1, R8.2, R8.5): the sign, nothing, doubled or not."""
    right = line.score
    variants: list[_Variant] = []
    gos = r.going_out_score
    cite = "R8.1" if line.rule == "R8.1" else f"R8.1, {line.rule}"
    if right != 0:
        variants.append(
            (
                (
                    _Slip(
                        "out_sign",
                        0,
                        "",
                        "R8.1",
                        say(f"puzzle.score.slip.out_sign.{ending}", name=name, said=-right, score=right, rule=cite),
                    ),
                ),
                -right,
                0,
            )
        )
        variants.append(
            (
                (
                    _Slip(
                        "out_zero",
                        0,
                        "",
                        "R8.1",
                        say(f"puzzle.score.slip.out_zero.{ending}", name=name, score=right, rule=cite),
                    ),
                ),
                0,
                0,
            )
        )
    if ending == "hand" and gos != right:
        variants.append(
            (
                (
                    _Slip(
                        "hand_finisher_single",
                        0,
                        "",
                        "R8.2",
                        say("puzzle.score.slip.hand_finisher_single", name=name, said=gos, score=right),
                    ),
                ),
                gos,
                0,
            )
        )
    if ending == "konkan" and gos != right:
        variants.append(
            (
                (
                    _Slip(
                        "konkan_finisher_single",
                        0,
                        "",
                        "R8.5",
                        say("puzzle.score.slip.konkan_finisher_single", name=name, said=gos, score=right),
                    ),
                ),
                gos,
                0,
            )
        )
    if ending == "out" and gos != 0:
        variants.append(
            (
                (
                    _Slip(
                        "out_doubled",
                        0,
                        "",
                        "R8.2",
                        say("puzzle.score.slip.out_doubled", name=name, said=2 * gos, score=right),
                    ),
                ),
                2 * gos,
                0,
            )
        )
    if ending in ("hand", "konkan") and gos != 0:
        variants.append(
            (
                (
                    _Slip(
                        "finisher_doubled",
                        0,
                        "",
                        line.rule,
                        say(f"puzzle.score.slip.finisher_doubled.{ending}", name=name, said=2 * right, score=right),
                    ),
                ),
                2 * right,
                0,
            )
        )
    return variants


def _seat_readings(
    seat: int,
    lines: list[ScoreLine],
    hands: list[list[Card]],
    went_down: list[bool],
    finisher: int,
    ending: str,
    r: Rules,
    names: list[str],
) -> _Readings | None:
    line = lines[seat]
    name = names[seat]
    right = line.score
    if seat == finisher:
        return _readings(right, _finisher_variants(line, name, ending, r), [])
    variants: list[_Variant] = []
    if line.key == "score.partner":
        alone = score_lines(hands, went_down, finisher, ending, replace(r, partnership=False))[seat]
        variants.append(
            (
                (
                    _Slip(
                        "partner_charged",
                        0,
                        "",
                        "R8.4",
                        say("puzzle.score.slip.partner_charged", name=name, said=alone.score),
                    ),
                ),
                alone.score,
                0,
            )
        )
        return _readings(right, variants, [])
    if ending == "konkan":
        # Every opponent pays a flat 200 (R8.5): counted as an ordinary going out, or as a Hand, is the slip.
        for end, code in (("out", "konkan_counted"), ("hand", "konkan_as_hand")):
            other = score_lines(hands, went_down, finisher, end, r)[seat]
            if other.score != right:
                variants.append(
                    (
                        (
                            _Slip(
                                code,
                                0,
                                "",
                                "R8.5",
                                say(f"puzzle.score.slip.{code}", name=name, said=other.score, score=right),
                            ),
                        ),
                        other.score,
                        0,
                    )
                )
        return _readings(right, variants, [])
    held = hands[seat]
    slips = _card_slips(held, r, name)
    flipped = score_lines(hands, went_down, finisher, _flip(ending), r)[seat]
    flip_slip = (
        _Slip(
            "hand_not_doubled",
            0,
            "",
            "R8.2",
            say("puzzle.score.slip.hand_not_doubled", name=name, said=flipped.score, score=right),
        )
        if ending == "hand"
        else _Slip(
            "doubled_without_hand",
            0,
            "",
            "R8.2",
            say("puzzle.score.slip.doubled_without_hand", name=name, score=right),
        )
    )

    def factor(ln: ScoreLine) -> int:  # what a Hand multiplies counted cards by; 0 where none are counted
        return ln.score // ln.penalty if ln.penalty and ln.key.startswith("score.cards") else 0

    variants.append(((), right, factor(line)))
    variants.append(((flip_slip,), flipped.score, factor(flipped)))
    if not went_down[seat]:
        down = list(went_down)
        down[seat] = True
        for end, extra in ((ending, ()), (_flip(ending), (flip_slip,))):
            counted = score_lines(hands, down, finisher, end, r)[seat]
            slip = _Slip(
                "never_down_counted",
                0,
                "",
                "R8.3",
                say(
                    "puzzle.score.slip.never_down_counted" + (".doubled" if line.doubled else ""),
                    name=name,
                    penalty=line.penalty,
                    score=line.score,
                ),
            )
            variants.append(((slip, *extra), counted.score, factor(counted)))
    return _readings(right, variants, slips)


@dataclass(frozen=True)
class _Ending:
    """How a round ended: who went out and how, who went down, and the cards left in each hand."""

    ending: str  # "out", "hand" or "konkan"
    declared: bool  # a Konkan declared in the last round (R8.6)
    finisher: int
    hands: list[list[Card]]
    went_down: list[bool]


def _score(rng: random.Random, level: int, r: Rules, seed: int | str) -> Puzzle | None:
    e = _score_ending(rng, level, r)
    if e is None:
        return None
    n = r.players
    names = default_names(n)
    lines = score_lines(e.hands, e.went_down, e.finisher, e.ending, r, names=names)
    right = [ln.score for ln in lines]
    found: list[_Readings] = []
    for seat in range(n):
        got = _seat_readings(seat, lines, e.hands, e.went_down, e.finisher, e.ending, r, names)
        if got is None:
            return None
        found.append(got)
    prompt, declared_words = _score_prompt(e, r, names)
    solution = "\n".join([ln.message for ln in lines] + ([declared_words] if e.declared else []))
    hint_key = (
        "puzzle.score.hint" + (".partners" if r.partnership else "") + (".konkan" if e.ending == "konkan" else "")
    )
    hint = say(hint_key, score=r.going_out_score, rule="R8.1" if r.going_out_score == -30 else "R8.1, R9")
    data = {
        "hands": tuple(tuple(h) for h in e.hands),
        "went_down": tuple(e.went_down),
        "finisher": e.finisher,
        "ending": e.ending,
        "names": tuple(names),
        "declared": e.declared,
    }
    pictures = tuple(
        (say(f"puzzle.score.picture.{'down' if e.went_down[s] else 'never_down'}", name=names[s]), hand_svg(e.hands[s]))
        for s in range(n)
        if s != e.finisher
    )
    return Puzzle(
        "score", level, seed, r, prompt, right, hint, solution, data, _score_judge(names, lines, found), pictures
    )


def _score_ending(rng: random.Random, level: int, r: Rules) -> _Ending | None:
    """A round's end to score: an ordinary going out at level 1, a Hand at level 2, any of the three
    at level 3; from level 2 an opponent sometimes never went down, at level 3 a counted hand holds a
    joker. None if the cards counted hold no jack, queen or king (or, from level 2, no ace)."""
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
    return _Ending(ending, declared, finisher, hands, went_down)


def _score_prompt(e: _Ending, r: Rules, names: Sequence[str]) -> tuple[str, str]:
    """The question, and the sentence saying a Konkan was declared in the last round."""
    finisher = names[e.finisher]
    rows = [say(f"puzzle.score.row.{e.ending}", name=finisher)]
    declared_words = say("puzzle.score.row.declared", name=finisher)
    if e.ending == "konkan":
        rows.append(declared_words if e.declared else say("puzzle.score.row.not_declared", name=finisher))
    for s in range(r.players):
        if s == e.finisher:
            continue
        state = "down" if e.went_down[s] else "never_down"
        rows.append(say(f"puzzle.score.row.{state}", name=names[s], cards=cards_text(e.hands[s])))
    if r.partnership:
        rows.append(say("puzzle.score.row.partners", first=names[0], second=names[1], third=names[2], fourth=names[3]))
    if r.going_out_score != -30:
        rows.append(say("puzzle.score.row.going_out", score=r.going_out_score))
    return say("puzzle.score.prompt", rows="\n".join(rows)), declared_words


def _score_judge(
    names: Sequence[str], lines: Sequence[ScoreLine], found: Sequence[_Readings]
) -> Callable[[Any], PuzzleVerdict]:
    """The check of an answer giving every seat's score: each wrong one matched to the misreading
    ``found`` behind it, else told the seat's score line."""
    n = len(names)
    right = [ln.score for ln in lines]

    def judge(answer: Any) -> PuzzleVerdict:
        form = {"count": n, "names": say_series(names), "example": ", ".join(map(str, [12, -30, 100, 7, 25][:n]))}
        if isinstance(answer, str):
            answer = _PARTS.sub(" ", answer).split()
        if not isinstance(answer, (list, tuple)):
            return _form(say("puzzle.score.form.not_that", said=_said(answer), **form))
        if len(answer) != n:
            return _form(say("puzzle.score.form.count", given=len(answer), **form))
        got = [_number(a) for a in answer]
        bad = [i for i, g in enumerate(got) if g is None]
        if bad:
            return _form(say("puzzle.score.form.not_number", said=_said(answer[bad[0]]), name=names[bad[0]], **form))
        if got == right:
            scores = say_series([say("puzzle.score.seat_score", name=names[s], score=right[s]) for s in range(n)])
            return PuzzleVerdict(True, say("puzzle.score.right", scores=scores))
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
                said.append(say("puzzle.score.not", number=g, name=names[s], why=lines[s].message))
        return PuzzleVerdict(False, " ".join(said), tuple(mistakes))

    return judge
