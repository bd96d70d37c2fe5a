"""Lesson 6: going out and scoring (R7, R8.1, R8.3). The last discard, minus 30, what is left in a
hand, 100 for never going down, and the void round when the stock runs out (R7.3, R2.3)."""

from __future__ import annotations

from ...actions import Action
from ...cards import Card
from ...play.advice import hints
from ...reasons import EventKind, HintKind, Reason
from ...round import Round
from ...rules import Rules
from ...scoresheet import Sheet
from ...scoring import ScoreLine, hand_penalty, score_lines
from . import Goal, LessonPlan, Position, Question, Step, cards_of, lesson_words, out_goal

TWO = Rules(players=2)
THREE = Rules(players=3)


_w = lesson_words("going_out")


# --- going out, and what it scores (R7.1, R7.2, R8.1) --------------------------------------------


def _ready() -> Position:
    """You are down, have drawn, and every card but one of yours fits a meld."""
    return Position(
        hands=("8C 8D 8H JS QS KS 3D", "2D 3C 4H 9D JH KH 5S QC"), table=((0, "4H 5H 6H"), (1, "AD AC AH")), down=(0, 1)
    )


def _played(pos: Position, moves: tuple[str, ...] | list[Action]) -> Round:
    """The position's round once the learner has made ``moves`` (each one judged by the engine)."""
    r = pos.round()
    for m in moves:
        r.apply(m if isinstance(m, Action) else Action.parse(f"seat 0: {m}"))
    return r


def _going_out_hint() -> str:
    """The engine's hint for going out from the ready position (it cites R7.2 and R8.1)."""
    return next(h.message for h in hints(_ready().round(), 0) if h.kind == HintKind.GO_OUT)


def _going_out_score() -> int:
    """What going out scores, read from the round played out by the engine's own plan."""
    plan = next(h.actions for h in hints(_ready().round(), 0) if h.kind == HintKind.GO_OUT)
    r = _played(_ready(), list(plan))
    assert r.result is not None
    return r.result.lines[0].score


# --- what is left in a hand (R8.3) ---------------------------------------------------------------

LEFT = "JK AS KD 7C 2H"
NOT_DOWN = "2C 3D 4H 5S 2D 3H 6C 7D 8S 2S 3S 4D 5C 6H"  # fourteen cards, as a player never down holds


def _left_line(cards: str, down: bool) -> str:
    return score_lines(["", cards], [True, down], 0, "out", TWO)[1].message


def _left_score(cards: str, down: bool) -> int:
    return score_lines(["", cards], [True, down], 0, "out", TWO)[1].score


# --- which card to discard (R8.3, R3.3) -----------------------------------------------------------

# North is down and took the 3♥ from the discard pile last turn (everyone saw it); you have drawn.
# Your 3♠ costs little in hand, but it goes with North's 3♥; your K♥ and Q♥ cost 10 each.
WHICH = Position(
    hands=("3S KH QH 7C 7D 7S", "3D 8C 9C 10C 2C 5S"),
    table=((1, "4H 5H 6H 7H"), (1, "JS JD JC")),
    down=(1,),
    pile="3H",
    stock="7H",
    current=1,
    phase="start",
    seed="which-discard",
    before=("take", "meld 8C 9C 10C", "discard 2C", "draw"),
)
WHICH_GOOD = ("KH", "QH")


def discard_goal(text: str, cards: tuple[str, ...]) -> Goal:
    """End the turn by discarding one of ``cards`` (R3.5), read from the round's events."""

    def test(r: Round, seat: int, start: Round) -> bool:
        mine = [e for e in r.events[len(start.events) :] if e.kind == EventKind.DISCARD and e.seat == seat]
        return bool(mine) and any(mine[-1].cards[0].same_face(Card.parse(c)) for c in cards)

    return Goal(text, test)


# --- the stock runs out (R7.3, R2.3) -------------------------------------------------------------


def _void_sheet() -> Sheet:
    """A score sheet with two counted rounds, then a void one: the stock ran out in round 3."""
    sheet = Sheet(TWO)
    sheet.add_round(["", "7S 8S"], finisher=0)
    sheet.add_round(["KH 4C", ""], finisher=1)
    sheet.add_round(["2S", "3S"], ending="void")
    return sheet


# --- a whole round's end (R8.1, R8.3) ------------------------------------------------------------

EAST_LEFT = "JK AD 4S 4C"
WEST_LEFT = "2C 3D 4H 5S 2D 3H 6C 7D 8S 2S 3S 4D 9C 6H"  # fourteen cards: West never went down
FINISH = ("meld 5C 6C 7C", "discard KS")


def _last_turn() -> Position:
    """Three players. You are about to go out; East is down, West never went down."""
    return Position(
        hands=("5C 6C 7C KS", EAST_LEFT, WEST_LEFT), table=((0, "8H 9H 10H"), (1, "QD QS QH")), down=(0, 1), rules=THREE
    )


def _round_end() -> tuple[ScoreLine, ...]:
    """Each player's score line once you have gone out from the last turn, as the engine scores it."""
    r = _played(_last_turn(), FINISH)
    assert r.result is not None
    return r.result.lines


def lesson() -> LessonPlan:
    """Lesson 6, in the language spoken now (its names and step ids the same in every language)."""
    return LessonPlan(
        name="going-out",
        number=6,
        title=_w("title"),
        summary=_w("summary"),
        steps=(
            Step(
                id="last-card",
                title=_w("last-card.title"),
                intro=_w("last-card.intro"),
                position=Position(
                    hands=("4H 5H 6H 7H 9C 9D 9S", "2D 3C 4S 8D JH KH 5S QC"),
                    table=((0, "JS QS KS"), (1, "AD AC AH")),
                    down=(0, 1),
                ),
                goal=out_goal(_w("last-card.goal"), ending="out"),
                hint=_w("last-card.hint"),
                solution=("meld 4H 5H 6H / 9C 9D 9S", "discard 7H"),
                why=(_w("last-card.why.1"), _w("last-card.why.2")),
                rules=("R7.1",),
                mistakes={Reason.MUST_KEEP_DISCARD: _w("last-card.mistake.must_keep_discard")},
                wrong=("meld 4H 5H 6H 7H / 9C 9D 9S", "discard 9C"),
                done_text=_w("last-card.done"),
            ),
            Question(
                id="minus-thirty",
                title=_w("minus-thirty.title"),
                intro=_w("minus-thirty.intro"),
                prompt=_w("minus-thirty.prompt"),
                answer=_going_out_score,
                explain=lambda value: _going_out_hint(),
                hint=_w("minus-thirty.hint"),
                why=(_w("minus-thirty.why.1"), _w("minus-thirty.why.2")),
                rules=("R7.2", "R8.1"),
                position=_ready(),
                mistakes={
                    30: _w("minus-thirty.mistake.no_minus"),
                    -60: _w("minus-thirty.mistake.hand"),
                    0: _w("minus-thirty.mistake.zero"),
                },
            ),
            Question(
                id="count-the-cards",
                title=_w("count-the-cards.title"),
                intro=_w("count-the-cards.intro"),
                prompt=_w("count-the-cards.prompt"),
                answer=lambda: hand_penalty(LEFT, TWO),
                explain=lambda value: _left_line(LEFT, True),
                hint=_w("count-the-cards.hint"),
                why=(_w("count-the-cards.why.1"), _w("count-the-cards.why.2")),
                rules=("R8.3",),
                cards=cards_of(LEFT),
                mistakes={
                    hand_penalty(LEFT, TWO) - 10: _w("count-the-cards.mistake.ace"),
                    hand_penalty(LEFT, TWO) - 15: _w("count-the-cards.mistake.joker"),
                    hand_penalty(LEFT, TWO) - 25: _w("count-the-cards.mistake.joker_and_ace"),
                    hand_penalty(LEFT, TWO) + 3: _w("count-the-cards.mistake.king"),
                },
            ),
            Question(
                id="never-down",
                title=_w("never-down.title"),
                intro=_w("never-down.intro"),
                prompt=_w("never-down.prompt"),
                answer=lambda: _left_score(NOT_DOWN, False),
                explain=lambda value: _left_line(NOT_DOWN, False),
                hint=_w("never-down.hint"),
                why=(_w("never-down.why.1"),),
                rules=("R8.3",),
                cards=cards_of(NOT_DOWN),
                mistakes={hand_penalty(NOT_DOWN, TWO): _w("never-down.mistake.counted")},
            ),
            Step(
                id="which-discard",
                title=_w("which-discard.title"),
                intro=_w("which-discard.intro"),
                position=WHICH,
                goal=discard_goal(_w("which-discard.goal"), WHICH_GOOD),
                hint=_w("which-discard.hint"),
                solution=("discard KH",),
                why=(
                    _w("which-discard.why.1"),
                    _w("which-discard.why.2"),
                    _w("which-discard.why.3"),
                    _w("which-discard.why.4"),
                ),
                rules=("R3.5",),
                wrong=("discard 3S",),
                done_text=_w("which-discard.done"),
                missed=_w("which-discard.missed"),
            ),
            Step(
                id="last-chance",
                title=_w("last-chance.title"),
                intro=_w("last-chance.intro"),
                position=Position(
                    hands=("9S 10S 4D", "2D 3C 4H 8D JH 5S"),
                    table=((0, "6S 7S 8S"), (1, "KH KD KC")),
                    down=(0, 1),
                    stock="",
                    rest="pile",
                ),
                goal=out_goal(_w("last-chance.goal"), ending="out"),
                hint=_w("last-chance.hint"),
                solution=("lay off 9S 10S on meld 0", "discard 4D"),  # not user words: moves, as the engine reads them
                why=(_w("last-chance.why.1"), _w("last-chance.why.2")),
                rules=("R7.3",),
                wrong=("discard 4D", "lay off 9S 10S 4D on meld 0"),  # not user words
                done_text=_w("last-chance.done"),
            ),
            Question(
                id="dealt-again",
                title=_w("dealt-again.title"),
                intro=_w("dealt-again.intro"),
                prompt=_w("dealt-again.prompt"),
                answer=lambda: _void_sheet().next_number,
                explain=lambda value: _void_sheet().status,
                hint=_w("dealt-again.hint"),
                why=(_w("dealt-again.why.1"), _w("dealt-again.why.2")),
                rules=("R2.3",),
                mistakes={4: _w("dealt-again.mistake.counted")},
            ),
            Question(
                id="score-the-round",
                title=_w("score-the-round.title"),
                intro=_w("score-the-round.intro"),
                prompt=_w("score-the-round.prompt"),
                answer=lambda: sum(line.score for line in _round_end() if line.seat != 0),
                explain=lambda value: " ".join(line.message for line in _round_end()),
                hint=_w("score-the-round.hint"),
                why=(
                    _w("score-the-round.why.1"),
                    _w("score-the-round.why.2"),
                    _w("score-the-round.why.3"),
                    _w("score-the-round.why.4"),
                ),
                rules=("R8.1", "R8.3"),
                cards=cards_of(EAST_LEFT),
                position=_last_turn(),
                mistakes={
                    hand_penalty(EAST_LEFT, THREE): _w("score-the-round.mistake.west_forgotten"),
                    hand_penalty(EAST_LEFT, THREE) + 100 - 10: _w("score-the-round.mistake.ace"),
                    hand_penalty(EAST_LEFT, THREE) + 100 - 15: _w("score-the-round.mistake.joker"),
                    hand_penalty(EAST_LEFT, THREE) + 100 - 30: _w("score-the-round.mistake.own_score"),
                    hand_penalty(EAST_LEFT, THREE) + hand_penalty(WEST_LEFT, THREE): _w(
                        "score-the-round.mistake.west_counted"
                    ),
                },
            ),
        ),
    )
