"""Lesson 1: welcome. What Konkan is, the cards (R1.2), the seats and the order of play (R1.3),
the deal (R2.1), and how a lesson step works: a first move, the starter's discard (R3.2, R3.5)."""

from __future__ import annotations

from ...actions import Discard
from ...cards import Card, full_deck
from ...catalogue import say
from ...reasons import Reason
from ...render import seat_places
from ...round import Round
from ...rulebook import rule
from ...rules import Rules
from . import Choice, LessonPlan, Position, Question, Step, turn_over_goal

FOUR = Rules(players=4)
DEAL_SEED = 17  # any seed: the deal is a real shuffled one, and every answer is read from it


def book_words(number: str, first: int = 0, last: int | None = None) -> str:
    """A rule in the rule book's own words (only some of its sentences, if asked), its number after it."""
    sentences = rule(number).text.rstrip(".").split(". ")
    return say("lesson.welcome.book_words", sentences=". ".join(sentences[first:last]), rule=number)


# --- the cards (R1.2) ---------------------------------------------------------------------------


def _deck_size() -> int:
    return len(full_deck())


def _twins_of_seven() -> int:
    seven = Card.parse("7S")
    return sum(c.same_face(seven) for c in full_deck())


# --- the seats (R1.3) ---------------------------------------------------------------------------


def _round_of_four() -> Round:
    return Round(FOUR, seed=DEAL_SEED)


SIDES = ("right", "top", "left")  # where the three other players sit, as the picture shows them


def _next_side() -> int:
    """Where the player after you sits: the engine plays your discard and reads whose turn it is,
    then finds that seat's place at the table."""
    r = _round_of_four()
    me = r.current
    r.apply(Discard(me, r.hand(me)[0]))
    side = next(p.side for p in seat_places(r.players, me) if p.seat == r.current)
    return SIDES.index(side)


def _next_explain(value: object) -> str:
    r = _round_of_four()
    me = r.current
    r.apply(Discard(me, r.hand(me)[0]))
    side = next(p.side for p in seat_places(r.players, me) if p.seat == r.current)
    return say(f"lesson.welcome.who_is_next.explain.{side}", book=book_words("R1.3", last=1), name=r.names[r.current])


# --- the deal (R2.1) ----------------------------------------------------------------------------


def _dealt() -> Position:
    """The real deal of a round for four, as a position to draw: you are South and you start."""
    r = _round_of_four()
    return Position(
        hands=tuple(" ".join(c.code for c in r.hand(s)) for s in range(r.players)),
        rules=FOUR,
        phase="start",
        first_turn=True,
        current=r.starter,
    )


def _starter_cards() -> int:
    r = _round_of_four()
    return len(r.hand(r.starter))


def _deal_explain(value: object) -> str:
    r = _round_of_four()
    return r.events_for(r.starter)[0].message


# --- the first move (R3.2) ----------------------------------------------------------------------

FIRST_HAND = "3S 7S 9S 4H 8H QH KH 2D 6D JD AC 5C 10C KC JK"  # 15 cards: you are the starter
OTHER_HAND = "2S 5S 10S 3H 6H 9H JH 4D 8D QD 2C 6C 9C QC"  # 14 cards


def lesson() -> LessonPlan:
    """Lesson 1, in the language spoken now (its names and step ids the same in every language)."""
    return LessonPlan(
        name="welcome",
        number=1,
        title=say("lesson.welcome.title"),
        summary=say("lesson.welcome.summary"),
        steps=(
            Question(
                id="the-cards",
                title=say("lesson.welcome.the_cards.title"),
                intro=say("lesson.welcome.the_cards.intro"),
                prompt=say("lesson.welcome.the_cards.prompt"),
                answer=_deck_size,
                explain=lambda value: book_words("R1.2", last=1),
                hint=say("lesson.welcome.the_cards.hint"),
                why=(say("lesson.welcome.the_cards.why.1"),),
                rules=("R1.2",),
                mistakes={
                    104: say("lesson.welcome.the_cards.mistake.104"),
                    54: say("lesson.welcome.the_cards.mistake.54"),
                    52: say("lesson.welcome.the_cards.mistake.52"),
                },
                done_text=say("lesson.welcome.the_cards.done"),
            ),
            Question(
                id="twins",
                title=say("lesson.welcome.twins.title"),
                intro=say("lesson.welcome.twins.intro"),
                prompt=say("lesson.welcome.twins.prompt"),
                answer=_twins_of_seven,
                explain=lambda value: book_words("R1.2", first=1),
                hint=say("lesson.welcome.twins.hint"),
                why=(say("lesson.welcome.twins.why.1"),),
                rules=("R1.2",),
                cards=(Card.parse("7S"), Card.parse("7S", copy=1)),
                mistakes={1: say("lesson.welcome.twins.mistake.1")},
                done_text=say("lesson.welcome.twins.done"),
            ),
            Question(
                id="who-is-next",
                title=say("lesson.welcome.who_is_next.title"),
                intro=say("lesson.welcome.who_is_next.intro"),
                prompt=say("lesson.welcome.who_is_next.prompt"),
                answer=_next_side,
                explain=_next_explain,
                hint=say("lesson.welcome.who_is_next.hint"),
                why=(say("lesson.welcome.who_is_next.why.1"),),
                rules=("R1.3",),
                choices=tuple(Choice(say(f"lesson.welcome.who_is_next.choice.{s}")) for s in SIDES),
                mistakes={
                    SIDES.index("top"): say("lesson.welcome.who_is_next.mistake.top"),
                    SIDES.index("left"): say("lesson.welcome.who_is_next.mistake.left"),
                },
                position=_dealt(),
                done_text=say("lesson.welcome.who_is_next.done"),
            ),
            Question(
                id="the-deal",
                title=say("lesson.welcome.the_deal.title"),
                intro=say("lesson.welcome.the_deal.intro"),
                prompt=say("lesson.welcome.the_deal.prompt"),
                answer=_starter_cards,
                explain=_deal_explain,
                hint=say("lesson.welcome.the_deal.hint"),
                why=(
                    say("lesson.welcome.the_deal.why.1"),
                    say("lesson.welcome.the_deal.why.2"),
                ),
                rules=("R2.1",),
                position=_dealt(),
                mistakes={14: say("lesson.welcome.the_deal.mistake.14")},
            ),
            Step(
                id="first-move",
                title=say("lesson.welcome.first_move.title"),
                intro=say("lesson.welcome.first_move.intro"),
                position=Position(hands=(FIRST_HAND, OTHER_HAND), phase="start", first_turn=True),
                goal=turn_over_goal(say("lesson.welcome.first_move.goal")),
                hint=say("lesson.welcome.first_move.hint"),
                solution=("discard KC",),
                why=(
                    say("lesson.welcome.first_move.why.1"),
                    say("lesson.welcome.first_move.why.2"),
                ),
                rules=("R3.2", "R3.5"),
                mistakes={Reason.STARTER_NO_DRAW: say("lesson.welcome.first_move.mistake.starter_no_draw")},
                wrong=("draw", "take"),
                done_text=say("lesson.welcome.first_move.done"),
            ),
        ),
    )
