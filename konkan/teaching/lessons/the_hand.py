"""Lesson 7: the Hand (R8.2, R4.5). Going out all at once, from not down, touching only your own new
melds: minus 60, and everyone else's points doubled. A meld belongs to who put it down, which is why
laying off on someone else's meld spoils a Hand."""

from __future__ import annotations

from ...actions import Action
from ...reasons import Ending, Reason
from ...round import Round
from ...rulebook import rule
from ...rules import Rules
from ...scoring import ScoreLine
from . import Choice, LessonPlan, Position, Question, Step, cards_of, lesson_words, out_goal

THREE = Rules(players=3)


_w = lesson_words("the_hand")


def _played(pos: Position, moves: tuple[str, ...]) -> Round:
    """The position's round once the learner has made ``moves`` (each one judged by the engine)."""
    r = pos.round()
    for m in moves:
        r.apply(Action.parse(f"seat 0: {m}"))
    return r


# --- a Hand from a full hand (R8.2) ----------------------------------------------------------------

EAST_LEFT = "JK 8C 2D 4S 10D"
ALL_AT_ONCE = ("meld 3S 4S 5S 6S 7S / 9H 9D 9C / KD KH KC / 5D 6D 7D", "discard QC")


def _full_hand() -> Position:
    """Three players. You have drawn your fifteenth card and are not down; East is down, West is not."""
    return Position(
        hands=("3S 4S 5S 6S 7S 9H 9D 9C KD KH KC 5D 6D 7D QC", EAST_LEFT, "2C 3D 4H 5S 2H 3H 6C 7C 8S 2S 3C 4D 9S 6H"),
        table=((1, "JH QH KH"),),
        down=(1,),
        rules=THREE,
    )


def _hand_lines() -> tuple[ScoreLine, ...]:
    r = _played(_full_hand(), ALL_AT_ONCE)
    assert r.result is not None
    return r.result.lines


# --- whose meld (R4.5) -----------------------------------------------------------------------------

OWN_NINES = ("meld 2S 3S 4S 5S 6S 7S 8S / 9S 9D 9C 9H / KD KH KC", "discard QC")
LAY_OFF_ON_NORTHS = "lay off 9H on meld 0"  # not user words: the move, as the engine reads it
ON_NORTHS = ("meld 2S 3S 4S 5S 6S 7S 8S / 9S 9D 9C / KD KH KC", LAY_OFF_ON_NORTHS, "discard QC")
WAYS = (OWN_NINES, ON_NORTHS)  # each way's name and choice: lesson.the_hand.whose-meld.way.<n>, .choice.<n>


def _nines() -> Position:
    """Two players. You have drawn your fifteenth card and are not down; North's run lies on the table."""
    return Position(
        hands=("2S 3S 4S 5S 6S 7S 8S 9S 9D 9C 9H KD KH KC QC", "JK 8C 2D 4S 10D 5C"),
        table=((1, "10H JH QH"),),
        down=(1,),
    )


def _way_results() -> list[tuple[Ending, str]]:
    """How each way out ends the round, and the engine's sentence on it."""
    out = []
    for moves in WAYS:
        r = _played(_nines(), moves)
        assert r.result is not None
        out.append((r.result.ending, r.result.message))
    return out


def _hand_way() -> int:
    return next(k for k, (ending, _) in enumerate(_way_results()) if ending == Ending.HAND)


def _ways_explain(value: object) -> str:
    said = [
        _w("whose-meld.way_ends", way=_w(f"whose-meld.way.{n}"), said=message)
        for n, (_, message) in enumerate(_way_results(), 1)
    ]
    return " ".join([*said, _w("whose-meld.rule_book", rule=str(rule("R4.5")))])


# --- down before the turn (R8.2 does not apply) ----------------------------------------------------

ALREADY_DOWN_FINISH = ("meld 5D 6D 7D / 2C 2H 2S", "discard KC")


def _already_down() -> Position:
    """You went down on an earlier turn (10♠ J♠ Q♠ is yours) and can now put down all the rest."""
    return Position(
        hands=("5D 6D 7D 2C 2H 2S KC", "JK 8C 2D 4S 10D 5C"), table=((0, "10S JS QS"), (1, "10H JH QH")), down=(0, 1)
    )


def _already_down_lines() -> tuple[ScoreLine, ...]:
    r = _played(_already_down(), ALREADY_DOWN_FINISH)
    assert r.result is not None
    return r.result.lines


def lesson() -> LessonPlan:
    """Lesson 7, in the language spoken now (its names and step ids the same in every language)."""
    return LessonPlan(
        name="the-hand",
        number=7,
        title=_w("title"),
        summary=_w("summary"),
        steps=(
            Step(
                id="all-at-once",
                title=_w("all-at-once.title"),
                intro=_w("all-at-once.intro"),
                position=_full_hand(),
                goal=out_goal(_w("all-at-once.goal"), ending="hand"),
                hint=_w("all-at-once.hint"),
                solution=ALL_AT_ONCE,
                why=(_w("all-at-once.why.1"), _w("all-at-once.why.2"), _w("all-at-once.why.3")),
                rules=("R8.2",),
                mistakes={Reason.OPENING_TOO_LOW: _w("all-at-once.mistake.opening_too_low")},
                wrong=("meld 3S 4S 5S / 9H 9D 9C", "discard QC"),
                done_text=_w("all-at-once.done"),
            ),
            Question(
                id="doubled",
                title=_w("doubled.title"),
                intro=_w("doubled.intro"),
                prompt=_w("doubled.prompt"),
                answer=lambda: _hand_lines()[1].score,
                explain=lambda value: " ".join(line.message for line in _hand_lines()),
                hint=_w("doubled.hint"),
                why=(_w("doubled.why.1"), _w("doubled.why.2")),
                rules=("R8.2", "R8.3"),
                cards=cards_of(EAST_LEFT),
                position=_full_hand(),
                mistakes={
                    _hand_lines()[1].penalty: _w("doubled.mistake.not_doubled"),
                    2 * (_hand_lines()[1].penalty - 15): _w("doubled.mistake.joker"),
                    -60: _w("doubled.mistake.own_score"),
                },
            ),
            Question(
                id="whose-meld",
                title=_w("whose-meld.title"),
                intro=_w("whose-meld.intro"),
                prompt=_w("whose-meld.prompt"),
                answer=_hand_way,
                explain=_ways_explain,
                hint=_w("whose-meld.hint"),
                why=(_w("whose-meld.why.1"), _w("whose-meld.why.2"), _w("whose-meld.why.3")),
                rules=("R4.5", "R8.2"),
                choices=tuple(Choice(_w(f"whose-meld.choice.{n}")) for n in range(1, len(WAYS) + 1)),
                position=_nines(),
                mistakes={1: _w("whose-meld.mistake.second_way")},
            ),
            Step(
                id="keep-it-yours",
                title=_w("keep-it-yours.title"),
                intro=_w("keep-it-yours.intro"),
                position=_nines(),
                goal=out_goal(_w("keep-it-yours.goal"), ending="hand"),
                hint=_w("keep-it-yours.hint"),
                solution=OWN_NINES,
                why=(_w("keep-it-yours.why.1"), _w("keep-it-yours.why.2"), _w("keep-it-yours.why.3")),
                rules=("R8.2",),
                mistakes={Reason.NOT_DOWN: _w("keep-it-yours.mistake.not_down")},
                wrong=(LAY_OFF_ON_NORTHS, "discard QC"),
                done_text=_w("keep-it-yours.done"),
            ),
            Question(
                id="down-before",
                title=_w("down-before.title"),
                intro=_w("down-before.intro"),
                prompt=_w("down-before.prompt"),
                answer=lambda: _already_down_lines()[0].score,
                explain=lambda value: " ".join(line.message for line in _already_down_lines()),
                hint=_w("down-before.hint"),
                why=(_w("down-before.why.1"), _w("down-before.why.2")),
                rules=("R8.1",),
                position=_already_down(),
                mistakes={
                    -60: _w("down-before.mistake.hand"),
                    30: _w("down-before.mistake.no_minus"),
                },
            ),
        ),
    )
