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
from . import Choice, Goal, LessonPlan, Position, Question, Step, cards_of, down_goal, out_goal

PAIRS = Rules(players=4, partnership=True)
NAMES = ("South", "East", "North", "West")

# --- the partnership table -------------------------------------------------------------------

# South (you) is down and holds two cards; North, your partner, has a run of hearts on the table.
HANDS = ("9H KC", "4D 6C 8S", "QS QD 5C 3H", "2C 7D JS 10D AS 4S 8C 9S KD 2H 5S 6D JC")
TABLE = ((0, "3S 3H 3D"), (0, "10C JC QC"), (2, "6H 7H 8H"), (1, "AD 2D 3D"))
TEAM_TABLE = Position(hands=HANDS, table=TABLE, down=(0, 1, 2), pile="5D", phase="play", rules=PAIRS)

# The round's end once you went out: what each seat still holds, and who went down.
LEFT = ("", *HANDS[1:])
WENT_DOWN = [True, True, True, False]


def _lines() -> str:
    return " ".join(line.message for line in score_lines(list(LEFT), WENT_DOWN, 0, "out", PAIRS, names=NAMES))


def _scores() -> list[int]:
    return [line.score for line in score_lines(list(LEFT), WENT_DOWN, 0, "out", PAIRS)]


def _sheet_words() -> str:
    sheet = Sheet(PAIRS, names=list(NAMES))
    sheet.add_round(list(LEFT), finisher=0, went_down=WENT_DOWN)
    return sheet.standings


PARTNER_CHOICES = tuple(Choice(name) for name in NAMES[1:])


def _partner_answer() -> int:
    partner = PAIRS.partner(0)
    assert partner is not None
    return [c.label for c in PARTNER_CHOICES].index(NAMES[partner])


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


LESSON = LessonPlan(
    name="partners",
    number=9,
    title="Partners and house rules",
    summary="Playing four in two teams, and the table rules real players choose.",
    steps=(
        Question(
            id="partners-opposite",
            title="Two teams",
            intro="Four players may play as two teams of two. Your partner is the player sitting across "
            "the table from you. So the turns go: you, an opponent, your partner, the other opponent.",
            prompt="You are South. Who is your partner?",
            answer=_partner_answer,
            explain=_partner_explain,
            hint="Look at the table: who sits across from you?",
            why=("Partners sit opposite each other: South with North, East with West (R1.1).",),
            rules=("R1.1",),
            choices=PARTNER_CHOICES,
            position=TEAM_TABLE,
            mistakes={
                0: "East sits on your right and plays just after you: an opponent.",
                2: "West plays just before you: an opponent.",
            },
        ),
        Step(
            id="help-your-partner",
            title="Help from your partner",
            intro="Partners help each other: you may lay off on your partner's melds like on anyone's. "
            "When either of you goes out, your whole team gains.",
            position=TEAM_TABLE,
            goal=out_goal("Go out."),
            hint="One of your two cards fits a meld of your partner's. The other can be your discard.",
            solution=("lay off 9H on meld 2", "discard KC"),
            why=(
                "The 9♥ goes on the end of North's run 6♥ 7♥ 8♥ (R6.1).",
                "Then the K♣ is your last card: discard it and you go out (R7.1).",
            ),
            rules=("R6.1", "R7.1"),
            wrong=("discard 9H", "lay off 9H on meld 3"),
            done_text="You went out, with a little help from North.",
        ),
        Question(
            id="partner-pays-nothing",
            title="Your partner pays nothing",
            intro="You went out. North, your partner, still holds Q♠ Q♦ 5♣ 3♥. In a partnership the partner "
            "of the player who goes out does not count their cards.",
            prompt="What does North score for this round?",
            answer=lambda: _scores()[2],
            explain=lambda value: _lines(),
            hint="North is on your team, and you went out.",
            why=("You went out, so your partner North scores 0, whatever North holds (R8.4).",),
            rules=("R8.4",),
            cards=cards_of(HANDS[2]),
            mistakes={
                hand_penalty(HANDS[2], PAIRS): "That is what North's cards are worth. Think about who went "
                "out, and whose partner North is.",
                -30: "North did not go out: you did.",
            },
        ),
        Question(
            id="team-score",
            title="The team's score",
            intro="A team's score for the round is its two players' scores added together. You scored -30 "
            "for going out.",
            prompt="What does your team, South and North, score for this round?",
            answer=lambda: team_totals(_scores())[0],
            explain=lambda value: f"{_lines()} {_sheet_words()}",
            hint="First work out what your partner North scores, then add your score and North's.",
            why=(
                "You went out: -30 (R8.1). North, your partner, scores 0 (R8.4).",
                "Your team scores the two added together: -30 (R8.4).",
            ),
            rules=("R8.4",),
            mistakes={
                30: "Going out takes points off your score, so yours has a minus sign.",
                -30 + hand_penalty(HANDS[2], PAIRS): "Your partner's cards don't count this round: you went out.",
            },
        ),
        Step(
            id="opening-71",
            title="A house rule: opening 71",
            intro="Many tables change a rule or two; these house rules are known before play starts. At this "
            "table going down the first time needs 71 points, not 51. Pick each meld's cards "
            "and press Set aside, then pick the last meld's cards and press Meld.",
            position=Position(hands=("9S 10S JS QS 8H 8D 8C KH KD KC 2D 5C", NORTH), pile="4H", rules=OPENING_71),
            goal=down_goal("Go down with at least 71 points."),
            hint="Your run and one set are not quite enough here. What else can go down with them?",
            solution=("meld 9S 10S JS QS / 8H 8D 8C / KH KD KC",),
            why=(
                "The run 9♠ to Q♠ is 39 and the eights 24: 63, too few at this table (R5.1).",
                "Add the three kings, 30 more: 93 points, with a run among them, so you go down (R5.1, R5.2).",
                "Set aside the run, then the eights, then pick the kings and press Meld.",
            ),
            rules=("R5.1", "R9"),
            mistakes={Reason.OPENING_TOO_LOW: "At an ordinary table that would do, but this one asks for 71."},
            wrong=("meld 9S 10S JS QS / 8H 8D 8C",),
            done_text="At a 71 table going down takes longer, so hands grow bigger.",
        ),
        Step(
            id="taken-card-used",
            title="A house rule: use the card you take",
            intro="At some tables the card you take from the discard pile must go into a new meld that same "
            "turn. Here you took the 7♥ and put down three queens, but the 7♥ is still in your hand.",
            position=Position(
                hands=("5H 6H QS QD QC 9C 2D", NORTH),
                table=((0, "2S 3S 4S"),),
                down=(0,),
                pile="KD 7H",
                phase="start",
                rules=MUST_USE,
                before=("take", "meld QS QD QC"),
            ),
            goal=Goal("Put the 7♥ you took into a new meld.", _taken_in_new_meld),
            hint="Which of your cards go with the card you took?",
            solution=("meld 5H 6H 7H",),
            why=(
                "At this table the 7♥ you took must go into a new meld this turn, so the queens alone are "
                "not enough (R9).",
                "5♥ 6♥ 7♥ is a run (R4.1): put it down, then you may discard.",
            ),
            rules=("R9",),
            mistakes={Reason.TAKEN_CARD_UNUSED: "The queens were a new meld, but without the 7♥ in it."},
            wrong=("discard 9C",),
            done_text="Now the card you took is in a new meld, as this table asks.",
        ),
        Step(
            id="two-jokers",
            title="A house rule: two jokers",
            intro="Many home tables let one meld hold two jokers, as long as it has more real cards than "
            "jokers, or as many.",
            position=Position(
                hands=("JK JK 5H 6H 9C KS 2C", NORTH), table=((0, "2D 3D 4D"),), down=(0,), pile="QC", rules=TWO_JOKERS
            ),
            goal=Goal("Put down a meld with both your jokers in it.", _two_jokers_in_a_meld),
            hint="Two jokers need at least two real cards beside them.",
            solution=("meld 5H 6H JK JK",),
            why=(
                "5♥ 6♥ with two jokers is a run: the jokers stand for the 7♥ and the 8♥ (R4.1, R9).",
                "Two jokers with only one real card is not a meld, even at this table (R9).",
            ),
            rules=("R9",),
            mistakes={Reason.JOKERS_OUTNUMBER: "Two jokers need at least two real cards beside them."},
            wrong=("meld JK JK 6H",),
            done_text="At a table with the usual rules, that meld could hold only one joker.",
        ),
    ),
)
