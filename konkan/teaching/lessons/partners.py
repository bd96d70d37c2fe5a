"""Lesson 9: partners and house rules (R1.1, R8.4, R9). Four players in two teams, partners
opposite; the partner of the player who goes out pays nothing, and a team scores the sum of its
two players; then three house rules real tables play, each at a table that plays it."""

from __future__ import annotations

from ...cards import Card
from ...reasons import Reason
from ...round import Round
from ...rulebook import rule
from ...rules import Rules
from ...scoresheet import Sheet
from ...scoring import hand_penalty, score_lines, team_totals
from ...seats import default_names
from . import Choice, Goal, LessonPlan, Position, Question, Step, cards_of, down_goal, lesson_words, out_goal

PAIRS = Rules(players=4, partnership=True)


def _names() -> tuple[str, ...]:
    """The seats' names (South, East, North, West), in the language spoken."""
    return tuple(default_names(PAIRS.players))


_w = lesson_words("partners")


# --- the partnership table -------------------------------------------------------------------

# South (you) is down and holds two cards; North, your partner, has a run of hearts on the table.
HANDS = ("9H KC", "4D 6C 8S", "QS QD 5C 3H", "2C 7D JS 10D AS 4S 8C 9S KD 2H 5S 6D JC")
TABLE = ((0, "3S 3H 3D"), (0, "10C JC QC"), (2, "6H 7H 8H"), (1, "AD 2D 3D"))
TEAM_TABLE = Position(hands=HANDS, table=TABLE, down=(0, 1, 2), pile="5D", phase="play", rules=PAIRS)

# The round's end once you went out: what each seat still holds, and who went down.
LEFT = ("", *HANDS[1:])
WENT_DOWN = [True, True, True, False]


def _lines() -> str:
    return " ".join(line.message for line in score_lines(list(LEFT), WENT_DOWN, 0, "out", PAIRS, names=_names()))


def _scores() -> list[int]:
    return [line.score for line in score_lines(list(LEFT), WENT_DOWN, 0, "out", PAIRS)]


def _sheet_words() -> str:
    sheet = Sheet(PAIRS, names=list(_names()))
    sheet.add_round(list(LEFT), finisher=0, went_down=WENT_DOWN)
    return sheet.standings


def _partner_answer() -> int:
    """The partner's choice: the choices are the other seats, East (seat 1) first."""
    partner = PAIRS.partner(0)
    assert partner is not None
    return partner - 1


def _partner_explain(value: object) -> str:
    head = PAIRS.describe().splitlines()[0]
    return f"{head} {rule('R1.1')}"


# --- house rules -------------------------------------------------------------------------------

OPENING_71 = Rules(players=2, opening_minimum=71)
MUST_USE = Rules(players=2, taken_discard_must_be_used=True)
TWO_JOKERS = Rules(players=2, jokers_per_meld=2)
NORTH = "4D 6C 8S 2S 7C 3H 9D 5S 10H JD AC"
TAKEN = Card.parse("7H")


def _taken_in_new_meld(r: Round, seat: int, start: Round) -> bool:
    """The 7♥ taken from the pile is in a meld the learner put down after the step began."""
    return any(m.owner == seat and any(c.same_face(TAKEN) for c in m.cards) for m in r.table[len(start.table) :])


def _two_jokers_in_a_meld(r: Round, seat: int, start: Round) -> bool:
    return any(m.owner == seat and sum(c.is_joker for c in m.cards) == 2 for m in r.table[len(start.table) :])


def lesson() -> LessonPlan:
    """Lesson 9, in the language spoken now (its names and step ids the same in every language)."""
    return LessonPlan(
        name="partners",
        number=9,
        title=_w("title"),
        summary=_w("summary"),
        steps=(
            Question(
                id="partners-opposite",
                title=_w("partners-opposite.title"),
                intro=_w("partners-opposite.intro"),
                prompt=_w("partners-opposite.prompt"),
                answer=_partner_answer,
                explain=_partner_explain,
                hint=_w("partners-opposite.hint"),
                why=(_w("partners-opposite.why.1"),),
                rules=("R1.1",),
                choices=tuple(Choice(name) for name in _names()[1:]),
                position=TEAM_TABLE,
                mistakes={
                    0: _w("partners-opposite.mistake.east"),
                    2: _w("partners-opposite.mistake.west"),
                },
            ),
            Step(
                id="help-your-partner",
                title=_w("help-your-partner.title"),
                intro=_w("help-your-partner.intro"),
                position=TEAM_TABLE,
                goal=out_goal(_w("help-your-partner.goal")),
                hint=_w("help-your-partner.hint"),
                solution=("lay off 9H on meld 2", "discard KC"),  # not user words: moves, as the engine reads them
                why=(_w("help-your-partner.why.1"), _w("help-your-partner.why.2")),
                rules=("R6.1", "R7.1"),
                wrong=("discard 9H", "lay off 9H on meld 3"),  # not user words
                done_text=_w("help-your-partner.done"),
            ),
            Question(
                id="partner-pays-nothing",
                title=_w("partner-pays-nothing.title"),
                intro=_w("partner-pays-nothing.intro"),
                prompt=_w("partner-pays-nothing.prompt"),
                answer=lambda: _scores()[2],
                explain=lambda value: _lines(),
                hint=_w("partner-pays-nothing.hint"),
                why=(_w("partner-pays-nothing.why.1"),),
                rules=("R8.4",),
                cards=cards_of(HANDS[2]),
                mistakes={
                    hand_penalty(HANDS[2], PAIRS): _w("partner-pays-nothing.mistake.counted"),
                    -30: _w("partner-pays-nothing.mistake.went_out"),
                },
            ),
            Question(
                id="team-score",
                title=_w("team-score.title"),
                intro=_w("team-score.intro"),
                prompt=_w("team-score.prompt"),
                answer=lambda: team_totals(_scores())[0],
                explain=lambda value: f"{_lines()} {_sheet_words()}",
                hint=_w("team-score.hint"),
                why=(_w("team-score.why.1"), _w("team-score.why.2")),
                rules=("R8.4",),
                mistakes={
                    30: _w("team-score.mistake.no_minus"),
                    -30 + hand_penalty(HANDS[2], PAIRS): _w("team-score.mistake.partner_counted"),
                },
            ),
            Step(
                id="opening-71",
                title=_w("opening-71.title"),
                intro=_w("opening-71.intro"),
                position=Position(hands=("9S 10S JS QS 8H 8D 8C KH KD KC 2D 5C", NORTH), pile="4H", rules=OPENING_71),
                goal=down_goal(_w("opening-71.goal")),
                hint=_w("opening-71.hint"),
                solution=("meld 9S 10S JS QS / 8H 8D 8C / KH KD KC",),
                why=(_w("opening-71.why.1"), _w("opening-71.why.2"), _w("opening-71.why.3")),
                rules=("R5.1", "R9"),
                mistakes={Reason.OPENING_TOO_LOW: _w("opening-71.mistake.opening_too_low")},
                wrong=("meld 9S 10S JS QS / 8H 8D 8C",),
                done_text=_w("opening-71.done"),
            ),
            Step(
                id="taken-card-used",
                title=_w("taken-card-used.title"),
                intro=_w("taken-card-used.intro"),
                position=Position(
                    hands=("5H 6H QS QD QC 9C 2D", NORTH),
                    table=((0, "2S 3S 4S"),),
                    down=(0,),
                    pile="KD 7H",
                    phase="start",
                    rules=MUST_USE,
                    before=("take", "meld QS QD QC"),
                ),
                goal=Goal(_w("taken-card-used.goal"), _taken_in_new_meld),
                hint=_w("taken-card-used.hint"),
                solution=("meld 5H 6H 7H",),
                why=(_w("taken-card-used.why.1"), _w("taken-card-used.why.2")),
                rules=("R9",),
                mistakes={Reason.TAKEN_CARD_UNUSED: _w("taken-card-used.mistake.taken_card_unused")},
                wrong=("discard 9C",),
                done_text=_w("taken-card-used.done"),
            ),
            Step(
                id="two-jokers",
                title=_w("two-jokers.title"),
                intro=_w("two-jokers.intro"),
                position=Position(
                    hands=("JK JK 5H 6H 9C KS 2C", NORTH),
                    table=((0, "2D 3D 4D"),),
                    down=(0,),
                    pile="QC",
                    rules=TWO_JOKERS,
                ),
                goal=Goal(_w("two-jokers.goal"), _two_jokers_in_a_meld),
                hint=_w("two-jokers.hint"),
                solution=("meld 5H 6H JK JK",),
                why=(_w("two-jokers.why.1"), _w("two-jokers.why.2")),
                rules=("R9",),
                mistakes={Reason.JOKERS_OUTNUMBER: _w("two-jokers.mistake.jokers_outnumber")},
                wrong=("meld JK JK 6H",),
                done_text=_w("two-jokers.done"),
            ),
        ),
    )
