"""The coach's review: each decision a seat made in a round, weighed in Konkan points.

:func:`review_round` replays a round from its start through ``Round.history`` and stops at every
decision the seat made (take or draw, declaring Konkan, each meld, lay-off and swap, the
discard). There it lists the moves worth weighing, from the engine's own lists: the legal moves
of the turn's start (``Round.legal_actions``), the moves the hints propose
(:func:`~konkan.play.advice.hints_for_view`: going down, melds, lay-offs, swaps, the best
discards), and the move played. Each is weighed from what the seat could see: the hidden cards
are dealt as the strong player guesses them (:mod:`konkan.play.guessing`: the cards seen taken
stay where they went, a deal must fit the discards the next player passed over), **the same deals
for every candidate** (common random numbers), and every deal is played on to the round's end with
the strong player's quick playouts (:func:`~konkan.play.playouts.quick_playout`), scored as the
rules score a round (R8: -30 going out, a Hand doubling, the Konkans, 100 for never going down).

The unit is the one the strong player uses: **the seat's score less the mean of its opponents'**
(its team's in a partnership), lower being better; a candidate's *loss* is how many such points it
gives away, on average over the deals, against the best candidate. The loss has a 95% confidence
interval from the paired per-deal differences (Student's t), and a decision is flagged only when
that interval's lower bound is above :data:`FLAG_POINTS`: when its cost is clearly more than the
noise of the sample. Deals are added, up to ``max_deals``, while a decision is still in doubt;
a candidate clearly worse than the best after a few deals is let go (racing), keeping the loss
and interval of the deals it met, so the deals go to the moves still in question.

Every flagged decision is explained in whole sentences from the catalogue (``review.*``), each
stating a fact the hints' own functions establish (``best_opening``, ``would_take``, the hints'
ranked moves), so the review never gives a second opinion. Apart from skill, each draw from the
stock is valued against the average card that could have come (luck); and, labelled apart, the
*hindsight* answer: the best candidate with every hand shown (never used by the main review).

Every result is plain data that :meth:`RoundReview.to_dict` writes as JSON and
:meth:`RoundReview.from_dict` reads back; each decision keeps what is needed to draw the table at
that moment (the index into ``Round.history``, the seat's ``SeatView`` as a dict).

>>> from konkan import Round, Rules
>>> from konkan.play.players import GreedyPlayer
>>> r = Round(Rules(players=2), seed=4)
>>> bots = [GreedyPlayer(seed=1, explain=False), GreedyPlayer(seed=2, explain=False)]
>>> while not r.is_over:
...     _ = bots[r.current].play_turn(r)
>>> review = review_round(r, 0, deals=4, max_deals=4)
>>> 0 <= review.accuracy <= 100, review.decisions[0].index >= 0
(True, True)
"""

from __future__ import annotations

import dataclasses
import math
import os
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..actions import Action, DeclareKonkan, Discard, Draw, LayOff, Meld, ReturnDiscard, SwapJoker, TakeDiscard, Undo
from ..cards import Card, card_value, cards_text
from ..catalogue import say
from ..errors import KonkanError, shown, whole_number
from ..melds import goes_with, jokers_toward, melds_in, melds_text
from ..reasons import HintKind
from ..round import Round
from ..table_melds import lay_off_options
from ..view import SeatView, seen_in_hands, unseen_cards
from .advice import Hint, hints_for_view
from .analysis import Part, best_opening, part, said
from .guessing import deal_unseen, opening_rules, passed_over, shadow_round, would_take
from .playouts import quick_playout

__all__ = [
    "CLASSES",
    "FLAG_POINTS",
    "Candidate",
    "DecisionClass",
    "GameReview",
    "ReviewedDecision",
    "RoundReview",
    "accuracy_of",
    "class_of",
    "interchangeable",
    "move_part",
    "review_game",
    "review_move",
    "rule_of_thumb",
    "same_move",
    "review_round",
]

#: A decision is flagged when the lower end of its loss's 95% interval is above this many points.
FLAG_POINTS = 2.0
#: Accuracy of one decision: ``100 * exp(-loss / ACCURACY_SCALE)`` (see :func:`accuracy_of`).
ACCURACY_SCALE = 12.0
DISCARDS_WEIGHED = 2  # the hints' best discards weighed, besides the one played
MOVES_WEIGHED = 3  # the hints' melds, lay-offs and swaps weighed, besides the one played
#: A flag is confirmed on fresh deals (the move played against the best, paired), up to this many
#: times ``max_deals``: a decision is flagged only if the loss is still clearly above FLAG_POINTS.
CONFIRM_FACTOR = 2
REDEALS = 12  # tries at a deal the next player's passed-over discards fit (as the strong player)
FORMAT_REVIEW = "konkan-review"

# Student's t at 97.5% for n - 1 degrees of freedom (n deals), then the normal's 1.96.
_T975 = {1: 12.71, 2: 4.30, 3: 3.18, 4: 2.78, 5: 2.57, 6: 2.45, 7: 2.36, 8: 2.31, 9: 2.26, 10: 2.23}
_T975.update({11: 2.20, 12: 2.18, 13: 2.16, 14: 2.14, 15: 2.13, 16: 2.12, 20: 2.09, 25: 2.06, 30: 2.04})


def _t975(df: int) -> float:
    if df <= 0:
        return float("inf")
    best = max((k for k in _T975 if k <= df), default=1)
    return _T975[best] if df <= 30 else 1.96


@dataclass(frozen=True)
class DecisionClass:
    """A named class of decisions by points lost: ``name`` (its catalogue word is
    ``review.class.<name>``), the ``least`` loss it starts at, and a ``color`` to draw it."""

    name: str
    least: float
    color: str

    @property
    def word(self) -> str:
        return say(f"review.class.{self.name}")


#: The classes, from the best. A decision not flagged is "best" (the move the review found best)
#: or "good"; a flagged one falls in the last class whose ``least`` its loss reaches. The
#: thresholds were read from the computer players' own games (benchmarks/review_thresholds.py).
CLASSES: tuple[DecisionClass, ...] = (
    DecisionClass("best", 0.0, "#2e7d32"),
    DecisionClass("good", 0.0, "#8bc34a"),
    DecisionClass("slip", FLAG_POINTS, "#fbc02d"),
    DecisionClass("mistake", 8.0, "#f57c00"),
    DecisionClass("blunder", 20.0, "#c62828"),
)
_CLASS = {c.name: c for c in CLASSES}


def class_of(loss: float, flagged: bool, best: bool) -> DecisionClass:
    """The class of a decision that lost ``loss`` points on average, flagged or not, and whether
    it was the move the review found best."""
    if not flagged:
        return _CLASS["best" if best else "good"]
    chosen = _CLASS["slip"]
    for c in CLASSES[2:]:
        if loss >= c.least:
            chosen = c
    return chosen


def accuracy_of(losses: Sequence[float]) -> float:
    """Accuracy from 0 to 100: the mean over decisions of ``100 * exp(-loss / ACCURACY_SCALE)``
    (a decision losing nothing scores 100, one losing 12 points about 37), as lichess averages
    its per-move accuracies. No decision at all is 100."""
    if not losses:
        return 100.0
    return sum(100.0 * math.exp(-max(loss, 0.0) / ACCURACY_SCALE) for loss in losses) / len(losses)


# --- the results, as plain data -------------------------------------------------------------------


def _jsonable(value: Any) -> Any:
    if isinstance(value, (bool, int, float, str)) or value is None:
        return value
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    return str(value)


def _parts_dict(parts: Sequence[Part]) -> list[dict[str, Any]]:
    return [{"key": k, "fields": {n: _jsonable(v) for n, v in fields}} for k, fields in parts]


def _parts_read(data: Any) -> tuple[Part, ...]:
    return tuple((str(p["key"]), tuple(dict(p["fields"]).items())) for p in data)


@dataclass(frozen=True)
class Candidate:
    """One move weighed at a decision: ``mean`` (the seat's score less its opponents', on average
    over the deals: lower is better), ``loss`` against the best candidate and its 95% interval
    ``low`` to ``high``, and ``hindsight`` (the same played on with every hand shown, or None)."""

    action: Action
    mean: float
    loss: float
    low: float
    high: float
    hindsight: float | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "action": self.action.to_dict(),
            "mean": self.mean,
            "loss": self.loss,
            "low": self.low,
            "high": self.high,
            "hindsight": self.hindsight,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Candidate:
        return cls(Action.from_dict(d["action"]), d["mean"], d["loss"], d["low"], d["high"], d["hindsight"])


@dataclass(frozen=True)
class ReviewedDecision:
    """One decision of the seat: ``index`` of the move played in ``Round.history``, its ``kind``
    (the played move's :class:`~konkan.ActionKind` value), the ``played`` and ``best`` moves, every
    ``candidate`` weighed, the played move's ``loss`` with its interval (``low``, ``high``),
    ``deals`` played, whether it is ``flagged``, its ``grade`` (a class name), ``parts`` (the
    sentences explaining a flagged decision, key and fields), ``view`` (the seat's
    ``SeatView.to_dict()`` then, to draw the table), ``luck`` (a draw from the stock only: the
    points the card drawn was worth against the average card, with its interval) and
    ``hindsight_best`` (labelled apart: the best candidate with every hand shown)."""

    index: int
    seat: int
    kind: str
    played: Action
    best: Action
    candidates: tuple[Candidate, ...]
    loss: float
    low: float
    high: float
    deals: int
    flagged: bool
    grade: str
    parts: tuple[Part, ...] = ()
    view: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    luck: float | None = None
    luck_low: float | None = None
    luck_high: float | None = None
    hindsight_best: Action | None = None

    @property
    def why(self) -> str:
        """The explanation in words ("" when the decision is not flagged)."""
        return said(self.parts)

    @property
    def color(self) -> str:
        return _CLASS[self.grade].color

    def seat_view(self) -> SeatView:
        """The seat's view at this decision, read back."""
        return SeatView.from_dict(self.view)

    def to_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "seat": self.seat,
            "kind": self.kind,
            "played": self.played.to_dict(),
            "best": self.best.to_dict(),
            "candidates": [c.to_dict() for c in self.candidates],
            "loss": self.loss,
            "low": self.low,
            "high": self.high,
            "deals": self.deals,
            "flagged": self.flagged,
            "grade": self.grade,
            "parts": _parts_dict(self.parts),
            "view": self.view,
            "luck": self.luck,
            "luck_low": self.luck_low,
            "luck_high": self.luck_high,
            "hindsight_best": None if self.hindsight_best is None else self.hindsight_best.to_dict(),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ReviewedDecision:
        hb = d["hindsight_best"]
        return cls(
            index=d["index"],
            seat=d["seat"],
            kind=d["kind"],
            played=Action.from_dict(d["played"]),
            best=Action.from_dict(d["best"]),
            candidates=tuple(Candidate.from_dict(c) for c in d["candidates"]),
            loss=d["loss"],
            low=d["low"],
            high=d["high"],
            deals=d["deals"],
            flagged=d["flagged"],
            grade=d["grade"],
            parts=_parts_read(d["parts"]),
            view=d["view"],
            luck=d["luck"],
            luck_low=d["luck_low"],
            luck_high=d["luck_high"],
            hindsight_best=None if hb is None else Action.from_dict(hb),
        )


@dataclass(frozen=True)
class RoundReview:
    """A round's review for one seat: every ``decision`` in order, ``accuracy`` (0 to 100, see
    :func:`accuracy_of`), ``lost`` (points lost in all, the sum of the played moves' losses),
    ``luck`` (the sum of the draws' luck, with its interval), ``outcome`` (the seat's score less
    its opponents' mean as the round really ended, R8; None if it is not over), ``verdict`` (the
    round's summary sentence as key and fields), and the round's ``seed``, ``number`` and
    ``deck`` (card ids) to deal it again. ``reader`` is the seat whose eyes read it: None (or the
    seat itself) for the seat's own review, its sentences saying "you"; another seat (or -1, no
    seat) for a review of someone else, every sentence about the seat by its name (the
    ``<key>.other`` sentences, with a ``name`` field)."""

    seat: int
    seed: int | str | None
    number: int
    deck: tuple[int, ...]
    decisions: tuple[ReviewedDecision, ...]
    accuracy: float
    lost: float
    luck: float
    luck_low: float
    luck_high: float
    outcome: float | None
    verdict: tuple[Part, ...]
    deals: int
    reviewer_seed: int | str
    reader: int | None = None

    @property
    def flagged(self) -> list[ReviewedDecision]:
        return [d for d in self.decisions if d.flagged]

    def key_moments(self, count: int = 3) -> list[ReviewedDecision]:
        """The flagged decisions that cost the most, the costliest first (at most ``count``)."""
        return sorted(self.flagged, key=lambda d: (-d.loss, d.index))[:count]

    @property
    def summary(self) -> str:
        return said(self.verdict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT_REVIEW,
            "seat": self.seat,
            "seed": self.seed,
            "number": self.number,
            "deck": list(self.deck),
            "decisions": [d.to_dict() for d in self.decisions],
            "accuracy": self.accuracy,
            "lost": self.lost,
            "luck": self.luck,
            "luck_low": self.luck_low,
            "luck_high": self.luck_high,
            "outcome": self.outcome,
            "verdict": _parts_dict(self.verdict),
            "deals": self.deals,
            "reviewer_seed": self.reviewer_seed,
            "reader": self.reader,
            "key_moments": [d.index for d in self.key_moments()],
        }

    @classmethod
    def from_dict(cls, d: Any) -> RoundReview:
        if not isinstance(d, dict) or d.get("format") != FORMAT_REVIEW:
            raise KonkanError(say("error.review.format", value=shown(d)))
        try:
            return cls(
                seat=d["seat"],
                seed=d["seed"],
                number=d["number"],
                deck=tuple(d["deck"]),
                decisions=tuple(ReviewedDecision.from_dict(x) for x in d["decisions"]),
                accuracy=d["accuracy"],
                lost=d["lost"],
                luck=d["luck"],
                luck_low=d["luck_low"],
                luck_high=d["luck_high"],
                outcome=d["outcome"],
                verdict=_parts_read(d["verdict"]),
                deals=d["deals"],
                reviewer_seed=d["reviewer_seed"],
                reader=d.get("reader"),  # a review saved before readers were named: the seat's own
            )
        except (KeyError, TypeError, ValueError, KonkanError) as e:
            raise KonkanError(say("error.review.damaged", error=shown(str(e)))) from None


@dataclass(frozen=True)
class GameReview:
    """The reviews of a game's rounds for one seat, and the game's accuracy (every decision's)."""

    rounds: tuple[RoundReview, ...]

    @property
    def accuracy(self) -> float:
        return accuracy_of([d.loss if d.flagged else 0.0 for r in self.rounds for d in r.decisions])

    def key_moments(self, count: int = 3) -> list[tuple[int, ReviewedDecision]]:
        """The costliest flagged decisions of the game: (round's place in the game, decision)."""
        every = [(k, d) for k, r in enumerate(self.rounds) for d in r.flagged]
        return sorted(every, key=lambda kd: (-kd[1].loss, kd[0], kd[1].index))[:count]

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT_REVIEW + "-game", "rounds": [r.to_dict() for r in self.rounds]}

    @classmethod
    def from_dict(cls, d: Any) -> GameReview:
        if not isinstance(d, dict) or d.get("format") != FORMAT_REVIEW + "-game":
            raise KonkanError(say("error.review.format", value=shown(d)))
        return cls(tuple(RoundReview.from_dict(r) for r in d["rounds"]))


# --- where the seat decided ----------------------------------------------------------------------------


def _start_of(round: Round) -> Round:
    """The round as dealt, to replay its history: dealt again from its deck, seed and seats."""
    return Round(
        round.rules, number=round.number, dealer=round.dealer, seed=round.seed, deck=round.deck, names=round.names
    )


def _decision_points(start: Round, history: Sequence[Action], seat: int) -> tuple[list[tuple[int, Round]], Round]:
    """Each move the seat made and kept (a move taken back later in the turn is no decision), with
    the round just before it; and the round the history reached."""
    r = start.copy()
    points: list[tuple[int, Round]] = []
    turn: list[int] = []  # places in ``points`` made this turn, to drop what an undo takes back
    current = r.current
    for i, a in enumerate(history):
        if r.current != current:
            turn, current = [], r.current
        if a.seat == seat:
            if isinstance(a, Undo):
                if turn:
                    points.pop(turn.pop())
            elif isinstance(a, ReturnDiscard):
                while turn:
                    j = turn.pop()
                    was = points.pop(j)
                    if isinstance(history[was[0]], TakeDiscard):
                        break
            else:
                turn.append(len(points))
                points.append((i, r.copy()))
        try:
            r.apply(a)
        except KonkanError:
            raise KonkanError(say("error.review.replay", index=i, action=shown(str(a)))) from None
    return points, r


def _same_position(a: Round, b: Round) -> bool:
    """Whether two rounds hold every card in the same place (the replay reached the round)."""
    if a.players != b.players or [c.id for c in a.discard_pile] != [c.id for c in b.discard_pile]:
        return False
    if [c.id for c in a.stock] != [c.id for c in b.stock]:
        return False
    return all(sorted(c.id for c in a.hand(s)) == sorted(c.id for c in b.hand(s)) for s in range(a.players))


#: The hints that propose a move before the discard (going down, a meld, a lay-off, a swap, going out).
MOVE_KINDS = (HintKind.OPEN, HintKind.MELD, HintKind.LAY_OFF, HintKind.SWAP_JOKER, HintKind.GO_OUT, HintKind.HAND)


def move_part(family: str, a: Action, card: Card | None = None) -> Part:
    """One whole sentence naming the move ``a``, from the catalogue family ``family`` (one key per
    kind of move: ``<family>.draw``, ``.take``, ``.take_top``, ``.discard``, ``.meld``, ``.lay_off``,
    ``.swap``, ``.konkan``, ``.other``); ``card`` is the discard pile's top, for a take that names none."""
    if isinstance(a, Draw):
        return part(f"{family}.draw")
    if isinstance(a, TakeDiscard):
        top = a.card if a.card is not None else card
        return part(f"{family}.take", card=top) if top is not None else part(f"{family}.take_top")
    if isinstance(a, Discard):
        return part(f"{family}.discard", card=a.card)
    if isinstance(a, Meld):
        return part(f"{family}.meld", melds=melds_text([list(g) for g in a.groups]))
    if isinstance(a, LayOff):
        return part(f"{family}.lay_off", cards=cards_text(a.cards), meld=a.meld_index + 1)
    if isinstance(a, SwapJoker):
        return part(f"{family}.swap", cards=cards_text(a.cards), meld=a.meld_index + 1)
    if isinstance(a, DeclareKonkan):
        return part(f"{family}.konkan")
    return part(f"{family}.other")


def same_move(a: Action) -> Any:
    """What makes two moves the same move: a meld's groups in any order, a discard's face."""
    if isinstance(a, Meld):
        return ("meld", frozenset(frozenset(c.id for c in g) for g in a.groups))
    if isinstance(a, Discard):
        return ("discard", a.card.face)
    return a


def _candidates(
    r: Round, seat: int, played: Action, hs: list[Hint], weighed: int | None = DISCARDS_WEIGHED
) -> list[Action]:
    """The moves worth weighing at this point, the one played first: ``weighed`` of the hints' best
    discards (None: every discard, one per face)."""
    out: list[Action] = [played]
    seen = {same_move(played)}
    view = r.view(seat)

    def add(a: Action) -> None:
        if same_move(a) in seen or not r.is_legal(a):
            return
        if isinstance(a, Discard) and any(
            isinstance(o, Discard) and interchangeable(view, o.card, a.card) for o in out
        ):
            return  # the same move in the seat's view: weighing both would only weigh the noise
        seen.add(same_move(a))
        out.append(a)

    if isinstance(played, (Draw, TakeDiscard, DeclareKonkan)):
        # The turn's start: draw, take or declare (the starter's first turn has none: R3.2).
        top = view.discard_top
        for a in r.legal_actions().simple():
            if isinstance(a, TakeDiscard) and top is not None:
                # A take that makes no meld (or no opening) must be put back (R3.3): it is a draw.
                if would_take(view, list(view.hand), top, view.is_down):
                    add(a)
            elif isinstance(a, (Draw, DeclareKonkan)):
                add(a)
        return out
    discards = moves = 0
    for h in hs:
        if not h.actions:
            continue
        before = len(out)
        if h.kind in MOVE_KINDS:
            if moves < MOVES_WEIGHED:
                add(h.actions[0])
                moves += len(out) - before
        elif h.kind == HintKind.DISCARD and (weighed is None or discards < weighed):
            add(h.actions[0])
            discards += len(out) - before
    if weighed is None or not any(isinstance(a, Discard) for a in out):
        # "Not now": the hints' best discard, or any legal one, stands for keeping the cards.
        for a in r.legal_actions().simple():
            if isinstance(a, Discard):
                add(a)
                if weighed is not None:
                    break
    return out


def _partners(view: SeatView, card: Card, hand: Sequence[Card]) -> list[Card]:
    """The natural cards of ``hand`` (one per face, not the card's face) that go with ``card``
    toward a meld, as the hints count them (``goes_with``, R4.1, R4.2)."""
    toward = jokers_toward(view.hand, view.rules.jokers_per_meld)
    out: list[Card] = []
    for o in hand:
        if o.is_joker or o.face == card.face or any(f.face == o.face for f in out):
            continue
        if goes_with(card, o, toward):
            out.append(o)
    return out


def interchangeable(view: SeatView, a: Card, b: Card) -> bool:
    """Whether throwing ``a`` or ``b`` is the same move in this seat's view: natural cards of one
    rank, neither the card taken this turn, neither going with another card of the hand toward a
    meld (a run or a set), neither fitting a meld on the table, and neither going with a card any
    other player was seen to take from the discard pile. Then nothing the seat can see tells them
    apart, and any difference the deals find between them is the sample's noise."""
    if a.is_joker or b.is_joker or a.rank != b.rank or a.face == b.face:
        return False
    took = view.took_discard
    if took is not None and (a.same_face(took) or b.same_face(took)):
        return False
    rest = [c for c in view.hand if c.face not in (a.face, b.face)]
    if _partners(view, a, rest) or _partners(view, b, rest):
        return False
    if lay_off_options(view.table, [a]) or lay_off_options(view.table, [b]):
        return False
    jokers = view.rules.jokers_per_meld
    for s, cards in seen_in_hands(view).items():
        if s == view.seat:
            continue
        for t in cards:
            if not t.is_joker and (goes_with(a, t, jokers) or goes_with(b, t, jokers)):
                return False
    return True


# --- weighing the candidates -------------------------------------------------------------------------


def _deal(view: SeatView, rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
    """One guess at the hidden cards, as the strong player guesses them: the cards seen taken stay
    where they went, and the deal fits what the next player passed over (a few tries)."""
    known = seen_in_hands(view)
    n = len(view.hand_sizes)
    nxt = (view.seat + 1) % n
    passed = passed_over(view, nxt)
    others, stock = deal_unseen(view, known, rng)
    for _ in range(REDEALS):
        if not any(would_take(view, others[nxt], c, view.down[nxt]) for c in passed):
            break
        others, stock = deal_unseen(view, known, rng)
    return others, stock


def _with_on_top(others: list[list[Card]], stock: list[Card], card: Card) -> tuple[list[list[Card]], list[Card]]:
    """The same deal with ``card`` on top of the stock (swapped with what was there)."""
    others = [list(h) for h in others]
    stock = list(stock)
    if not stock:
        return others, stock
    top = stock[-1]
    if card.id == top.id:
        return others, stock
    for h in [*others, stock]:
        for k, c in enumerate(h):
            if c.id == card.id:
                h[k] = top
                stock[-1] = card
                return others, stock
    return others, stock


def _play_out(view: SeatView, others: list[list[Card]], stock: list[Card], action: Action, seat: int) -> float:
    world = shadow_round(view, others, stock)
    world.apply(action)
    return quick_playout(world, seat)


def _tried(view: SeatView, others: list[list[Card]], stock: list[Card], action: Action, seat: int) -> float | None:
    """A playout's score, or None when the quick players cannot play the round on from there."""
    try:
        return _play_out(view, others, stock, action, seat)
    except KonkanError:
        return None


def _stats(diffs: Sequence[float]) -> tuple[float, float, float]:
    n = len(diffs)
    mean = sum(diffs) / n
    if n < 2:
        return mean, -math.inf, math.inf
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    half = _t975(n - 1) * math.sqrt(var / n)
    return mean, mean - half, mean + half


@dataclass
class _Weighed:
    candidates: list[Action]
    scores: list[list[float]]  # per candidate, per deal
    lucky: list[float]  # per deal: the draw with the real card, less the draw (a draw played only)
    hindsight: list[float] | None


def _weigh(
    r: Round,
    seat: int,
    played: Action,
    drawn: Card | None,
    rng: random.Random,
    deals: int,
    max_deals: int,
    weighed: int | None = DISCARDS_WEIGHED,
) -> tuple[_Weighed, SeatView, list[Hint]]:
    view = r.view(seat)
    hs = hints_for_view(view)
    cands = _candidates(r, seat, played, hs, weighed)
    scores: list[list[float]] = [[] for _ in cands]
    lucky: list[float] = []
    if len(cands) > 1 or drawn is not None:
        n = 0
        live = list(range(len(cands)))  # the candidates still played on: not clearly worse
        looks = _looks(deals, max_deals)
        while n < max_deals and cands:
            others, stock = _deal(view, rng)
            got: list[float | None] = [None] * len(cands)
            for i in live:
                got[i] = _tried(view, others, stock, cands[i], seat)
            if got[0] is None:
                # The quick players cannot finish the turn from the move played (a take they
                # could only take back): the decision is not weighed.
                cands, scores, lucky = [], [], []
                break
            failed = {i for i in live if got[i] is None}
            if failed:
                # A candidate the quick players cannot play on from is dropped, with its scores.
                keep = [i for i in range(len(cands)) if i not in failed]
                cands = [cands[i] for i in keep]
                scores = [scores[i] for i in keep]
                got = [got[i] for i in keep]
                live = [keep.index(i) for i in live if i not in failed]
            for i in live:
                scores[i].append(got[i])  # type: ignore[arg-type]
            if drawn is not None:
                o2, s2 = _with_on_top(others, stock, drawn)
                real = _tried(view, o2, s2, played, seat)
                if real is not None:
                    lucky.append(scores[0][-1] - real)
            n += 1
            if n in looks:
                live = _racing(scores, live)
                if n >= deals and (len(cands) < 2 or not _in_doubt(scores)):
                    break
    if not cands:
        cands, scores = [played], [[]]
    hindsight: list[float] | None = None
    if len(cands) > 1:
        hindsight = []
        for a in cands:
            world = r.copy()
            try:
                world.apply(a)
                hindsight.append(quick_playout(world, seat))
            except KonkanError:
                hindsight = None
                break
    return _Weighed(cands, scores, lucky, hindsight), view, hs


def rule_of_thumb(r: Round, hs: Sequence[Hint]) -> Action | None:
    """The hints' first move for the seat to play (the move the Hint starts from): the first hint,
    with words, whose first move the round allows now."""
    return next((h.actions[0] for h in hs if h.message and h.actions and r.is_legal(h.actions[0])), None)


def _shown_best(w: _Weighed, thumb: Action | None) -> int:
    """The candidate the review calls best: the best on the deals, unless the move played is, or
    the hints' first move (``thumb``) is not clearly worse than it (its loss's interval reaching
    down to FLAG_POINTS). Among moves the deals cannot tell apart, the one the hints explain is
    the one named, so following the Hint is never answered with "better: another move"."""
    b = _best_index(w.scores)
    if b == 0 or thumb is None:
        return b
    n = len(w.scores[0])
    t = next((i for i, a in enumerate(w.candidates) if same_move(a) == same_move(thumb)), None)
    if t is None or t == b or len(w.scores[t]) != n:
        return b
    _, low, _ = _stats([x - y for x, y in zip(w.scores[t], w.scores[b])])
    return t if low <= FLAG_POINTS else b


def _best_index(scores: list[list[float]]) -> int:
    """The best candidate among those played on every deal (the move played always is)."""
    n = len(scores[0])
    full = [i for i, s in enumerate(scores) if len(s) == n]
    return min(full, key=lambda i: (sum(scores[i]) / n, i))


SCREEN = 4  # deals every candidate meets before one clearly worse than the best is let go


def _looks(deals: int, max_deals: int) -> set[int]:
    """After how many deals the candidates are compared: once screened, at ``deals``, then every
    half of ``deals`` more while the decision is in doubt, up to ``max_deals``."""
    step = max(2, deals // 2)
    out = {min(SCREEN, deals), deals, max_deals}
    out.update(range(deals + step, max_deals, step))
    return out


def _racing(scores: list[list[float]], live: list[int]) -> list[int]:
    """The candidates worth more deals: the move played, the best so far, and every other one
    whose loss against the best could still be nothing (its interval's low end at or below 0).
    One clearly worse keeps the deals it met, its loss and interval measured on those."""
    n = len(scores[0])
    b = _best_index(scores)
    out = []
    for i in live:
        if i in (0, b) or len(scores[i]) != n:
            out.append(i)
            continue
        _, low, _ = _stats([x - y for x, y in zip(scores[i], scores[b])])
        if low <= 0:
            out.append(i)
    return [i for i in out if len(scores[i]) == n]


def _in_doubt(scores: list[list[float]]) -> bool:
    """Whether the played move's loss still straddles the flagging line."""
    b = _best_index(scores)
    if b == 0:
        return False
    _, low, high = _stats([x - y for x, y in zip(scores[0], scores[b])])
    return low <= FLAG_POINTS < high


# --- why, in words -------------------------------------------------------------------------------------


def _points(loss: float) -> int:
    return max(1, round(loss))


def hand_outs(view: SeatView, thrown: Card) -> list[Card]:
    """The cards this seat cannot see (one of each face) that, drawn next turn after throwing
    ``thrown`` now, would let it put every card but one down at once, a Hand (R5.4, R8.2), as
    the hints' ``best_opening`` finds it; empty for a seat already down."""
    if view.is_down:
        return []
    kept = list(view.hand)
    kept.remove(thrown)
    rules = opening_rules(view)
    out: list[Card] = []
    faces: set[object] = set()
    for c in unseen_cards(view):
        if c.face in faces:
            continue
        faces.add(c.face)
        if best_opening([*kept, c], rules).going_out:
            out.append(c)
    return out


def _wrong_discard(view: SeatView, card: Card, better: Card) -> Part | None:
    """What was wrong with throwing ``card`` rather than ``better``, when the hints' own functions
    establish it: the card was in a meld the hand held, it went with cards of the hand toward a
    meld and the better one went with none, the seat was down and could lay it off, or the better
    card, kept, fits nothing and counts more against the seat (R8.3). None when none is known."""
    rules = view.rules
    naturals = [c for c in view.hand if not c.is_joker]
    held = [m for m in melds_in(naturals, rules.ace_value) if card in m.cards]
    if held and not any(better in m.cards for m in melds_in(naturals, rules.ace_value)):
        return part("review.discard.in_meld", card=card, meld=cards_text(held[0].ordered), better=better)
    mine = _partners(view, card, view.hand)
    theirs = _partners(view, better, view.hand)
    if mine and not theirs:
        return part("review.discard.breaks", card=card, cards=cards_text(mine), better=better)
    if view.is_down and len(view.hand) > 2:
        options = lay_off_options(view.table, [card])
        if options:
            meld = view.table[options[0][0]]
            return part("review.discard.own_lay_off", card=card, meld=cards_text(meld.cards), better=better)
    value = card_value(card, rules.joker_penalty, rules.ace_value)
    kept = card_value(better, rules.joker_penalty, rules.ace_value)
    if kept > value and not theirs and not better.is_joker:
        return part("review.discard.kept_high", card=card, value=value, better=better, kept=kept)
    return None


def _explain(view: SeatView, played: Action, best: Action, loss: float, hs: list[Hint]) -> list[Part]:
    """Whole sentences for a flagged decision, each resting on a fact the hints' own functions
    establish at this table (see the truth harness's review checks)."""
    seat = view.seat
    pts = _points(loss)
    rules = view.rules
    top = view.discard_top
    if isinstance(played, Draw) and isinstance(best, TakeDiscard) and top is not None:
        if not view.is_down:
            op = best_opening([*view.hand, top], opening_rules(view), must_use=top)
            if op.feasible:
                return [part("review.take.go_down", card=top, melds=melds_text(op.melds), total=op.points, loss=pts)]
        else:
            ms = [m for m in melds_in([*view.hand, top], rules.ace_value, rules.jokers_per_meld) if top in m.cards]
            if ms and would_take(view, list(view.hand), top, True):
                return [part("review.take.meld", card=top, meld=cards_text(ms[0].ordered), loss=pts)]
        return [part("review.take.better", card=top, loss=pts)]
    if isinstance(played, TakeDiscard) and isinstance(best, Draw):
        return [part("review.draw.better", card=top, loss=pts)]
    if isinstance(played, DeclareKonkan):
        return [part("review.declare.not", loss=pts)]
    if isinstance(best, DeclareKonkan):
        return [part("review.declare.better", loss=pts)]
    if isinstance(played, Meld) and isinstance(best, Discard):
        if not view.is_down:
            if any(c.is_joker for c in played.cards):
                outs = hand_outs(view, best.card)
                if outs:
                    return [
                        part(
                            "review.go_down.early.joker",
                            melds=melds_text(played.groups),
                            card=outs[0],
                            count=len(outs),
                            loss=pts,
                        )
                    ]
                return [part("review.meld.joker_early", melds=melds_text(played.groups), loss=pts)]
            return [part("review.meld.early", melds=melds_text(played.groups), loss=pts)]
        return [part("review.meld.hold", melds=melds_text(played.groups), loss=pts)]
    if isinstance(best, Meld) and isinstance(played, Meld):
        return [part("review.meld.other", melds=melds_text(best.groups), loss=pts)]
    if isinstance(best, Meld):
        if view.is_down:
            return [part("review.meld.missed", melds=melds_text(best.groups), loss=pts)]
        joker = any(c.is_joker for c in best.cards) and any(c.is_joker for c in view.hand)
        # "Keeping your joker back" is said only of a discard that kept it (not of throwing it away).
        kept = isinstance(played, Discard) and not played.card.is_joker
        key = "review.go_down.missed.joker" if joker and kept else "review.go_down.missed"
        return [part(key, melds=melds_text(best.groups), loss=pts)]
    if isinstance(best, LayOff):
        meld = view.table[best.meld_index]
        return [part("review.lay_off.missed", cards=cards_text(best.cards), meld=cards_text(meld.cards), loss=pts)]
    if isinstance(best, SwapJoker):
        meld = view.table[best.meld_index]
        return [part("review.swap.missed", cards=cards_text(best.cards), meld=cards_text(meld.cards), loss=pts)]
    if isinstance(played, Discard) and isinstance(best, Discard):
        card = played.card
        n = len(view.hand_sizes)
        nxt = (seat + 1) % n
        known = seen_in_hands(view).get(nxt, [])
        out: list[Part] = []
        if known and would_take(view, known, card, view.down[nxt]):
            out.append(
                part(
                    "review.discard.feeds",
                    card=card,
                    name=view.names[nxt],
                    known=cards_text(known),
                    better=best.card,
                    loss=pts,
                )
            )
        elif view.down[nxt] and nxt != seat and lay_off_options(view.table, [card]):
            out.append(part("review.discard.lays_off", card=card, name=view.names[nxt], better=best.card, loss=pts))
        else:
            wrong = _wrong_discard(view, card, best.card)
            if wrong is not None:
                out.append(wrong)
            out.append(part("review.discard.better", card=card, better=best.card, loss=pts))
        hint = next((h for h in hs if h.kind == HintKind.DISCARD and h.actions and h.actions[0] == best), None)
        if hint is not None and hint.parts:
            out.append(hint.parts[0])
        return out
    return [part("review.better", loss=pts)]


# --- the review ---------------------------------------------------------------------------------------


def _review_point(args: _Job) -> ReviewedDecision:
    index, r, played, drawn, deals, max_deals, seed, weighed = args
    seat = played.seat
    rng = random.Random(f"review:{seed}:{index}")
    w, view, hs = _weigh(r, seat, played, drawn, rng, deals, max_deals, weighed)
    n = len(w.scores[0])
    cands: list[Candidate] = []
    if len(w.candidates) > 1:
        b = _shown_best(w, rule_of_thumb(r, hs))
        for i, a in enumerate(w.candidates):
            mean = sum(w.scores[i]) / len(w.scores[i])
            loss, low, high = _stats([x - y for x, y in zip(w.scores[i], w.scores[b])]) if i != b else (0.0, 0.0, 0.0)
            cands.append(Candidate(a, mean, loss, low, high, None if w.hindsight is None else w.hindsight[i]))
    else:
        b = 0
        mean = sum(w.scores[0]) / n if n else 0.0
        cands.append(Candidate(played, mean, 0.0, 0.0, 0.0))
    me = cands[0]
    loss, low, high = me.loss, me.low, me.high
    flagged = b != 0 and low > FLAG_POINTS
    best = w.candidates[b]
    if b != 0 and loss > FLAG_POINTS:
        # A flag, or a loss above the line still in doubt, is settled on fresh deals added to these:
        # the best was chosen on these deals (its loss is a little high, the winner's curse), and
        # one lucky sample would flag a move another seed would not, or the other way round. The
        # loss over them all is the one kept.
        first = [x - y for x, y in zip(w.scores[0], w.scores[b])]
        loss, low, high, more = _confirm(view, seat, played, best, seed, index, first, deals, max_deals)
        n += more
        flagged = low > FLAG_POINTS
        cands[0] = dataclasses.replace(me, loss=loss, low=low, high=high)  # the move played, as settled
    grade = class_of(loss, flagged, b == 0).name
    parts = tuple(_explain(view, played, best, loss, hs)) if flagged else ()
    luck = luck_low = luck_high = None
    if w.lucky:
        luck, luck_low, luck_high = _stats(w.lucky)
    hb = None
    if w.hindsight is not None:
        hb = w.candidates[min(range(len(w.hindsight)), key=lambda i: (w.hindsight[i], i))]  # type: ignore[index]
    return ReviewedDecision(
        index=index,
        seat=seat,
        kind=played.kind.value,
        played=played,
        best=best,
        candidates=tuple(cands),
        loss=loss,
        low=low,
        high=high,
        deals=n,
        flagged=flagged,
        grade=grade,
        parts=parts,
        view=view.to_dict(),
        luck=luck,
        luck_low=luck_low,
        luck_high=luck_high,
        hindsight_best=hb,
    )


def _confirm(
    view: SeatView,
    seat: int,
    played: Action,
    best: Action,
    seed: str,
    index: int,
    first: list[float],
    deals: int,
    max_deals: int,
) -> tuple[float, float, float, int]:
    """The played move's loss against ``best`` (paired per deal: common random numbers) over the
    deals ``first`` measured and fresh ones, with its interval, and the fresh deals played:
    ``max_deals`` of them at least (as many as the first look could play), more (half of ``deals``
    at a time) while the loss straddles the flagging line, up to ``CONFIRM_FACTOR * max_deals``."""
    rng = random.Random(f"review:{seed}:{index}:confirm")
    most = CONFIRM_FACTOR * max_deals
    start = len(first)
    looks = {start + k for k in _looks(deals, most) if k >= max_deals}
    diffs: list[float] = list(first)
    for _ in range(most):
        others, stock = _deal(view, rng)
        a = _tried(view, others, stock, played, seat)
        b = _tried(view, others, stock, best, seat)
        if a is None or b is None:
            continue
        diffs.append(a - b)
        if len(diffs) in looks:
            _, low, high = _stats(diffs)
            if not low <= FLAG_POINTS < high:
                break
    if len(diffs) < 2:
        return 0.0, -math.inf, math.inf, len(diffs) - start
    loss, low, high = _stats(diffs)
    return loss, low, high, len(diffs) - start


_POOL_JOBS: list[Any] = []


def _pool_job(k: int) -> ReviewedDecision:
    return _review_point(_POOL_JOBS[k])


def _outcome(r: Round, seat: int) -> float | None:
    """The seat's score less its opponents' mean, as the round ended (R8), as the playouts count."""
    if not r.is_over or r.result is None:
        return None
    return quick_playout(r.copy(), seat)


def review_round(
    round: Round,
    seat: int,
    *,
    deals: int = 8,
    max_deals: int = 24,
    seed: int | str = 0,
    start: Round | None = None,
    workers: int | None = None,
    discards: int | None = DISCARDS_WEIGHED,
    progress: Callable[[int, int], None] | None = None,
    reader: int | None = None,
) -> RoundReview:
    """Review every decision ``seat`` made in ``round`` (finished or not), as the module says.

    ``deals`` guessed deals weigh each decision at first, and more are added (half of ``deals``
    at a time, up to ``max_deals``) while its loss is in doubt; ``seed`` seeds the guesses (the
    same seed, the same review). ``start`` is the round before its first move, needed for a
    staged round (``Round.staged``) that has no deal to replay; by default the round is dealt
    again from its deck. ``workers`` above 1 shares the decisions out to that many processes
    (the result is the same); by default two, or one on a machine with one core. ``discards`` is
    how many of the hints' best discards are weighed beside the one played (None: every card,
    one per face; slower). ``progress(done, total)`` is called
    once each decision is weighed, the last time with ``done == total`` (once with ``(0, 0)``
    when the seat made no decision).

    Points are the seat's score less the mean of its opponents' (its team's and theirs in a
    partnership), lower being better for the seat: a loss is how many of them a move gives away.

    ``reader`` is the seat who reads the review: None or ``seat`` for the seat's own ("you"),
    another seat or -1 (nobody at the table) for a review of someone else, where every sentence
    names the seat in the third person ("West threw the 4♥ ...").
    """
    if not isinstance(round, Round):
        raise KonkanError(say("error.review.round", value=shown(round)))
    seat = whole_number(seat, "seat", 0, round.players - 1)
    reader = _reader(reader, round)
    deals = whole_number(deals, "deals", 2, 10_000)
    max_deals = max(deals, whole_number(max_deals, "max_deals", 2, 100_000))
    workers = _workers(workers)
    if discards is not None:
        discards = whole_number(discards, "discards", 0, 200)
    jobs = _jobs(round, seat, start, deals, max_deals, seed, discards)
    results = _run(jobs, workers, progress)
    return _summarise(round, seat, results, deals, seed, reader)


def _reader(reader: int | None, round: Round) -> int | None:
    if reader is None:
        return None
    return whole_number(reader, "reader", -1, round.players - 1)


def _told(parts: Sequence[Part], seat: int, reader: int | None, name: str) -> tuple[Part, ...]:
    """The sentences as ``reader`` reads them: the seat's own review as it is; about another seat,
    each ``review.*`` sentence's third-person twin ``<key>.other``, the seat named in ``name`` (a
    next player a sentence names moves to ``next``). The hint's own sentence a discard's reasons
    repeat speaks to the seat's player ("Discard the ..."): it is left out of another's review."""
    if reader is None or reader == seat:
        return tuple(parts)
    out: list[Part] = []
    for key, fields in parts:
        if not key.startswith("review."):
            continue
        f = dict(fields)
        if "name" in f:
            f["next"] = f.pop("name")
        f["name"] = name
        out.append((f"{key}.other", tuple(f.items())))
    return tuple(out)


_Job = tuple[int, Round, Action, Card | None, int, int, str, int | None]


def review_move(
    before: Round,
    action: Action,
    *,
    deals: int = 8,
    max_deals: int = 24,
    seed: int | str = 0,
    discards: int | None = DISCARDS_WEIGHED,
    reader: int | None = None,
) -> ReviewedDecision:
    """Weigh one move before it is played: ``action`` (a legal move of the seat to play in
    ``before``) against the moves worth weighing there, as :func:`review_round` weighs each
    decision (the same candidates, deals and flagging). ``before`` is left as it was. The
    decision's ``index`` is where the move would go in ``before.history``.

    A teaching game asks it whether a move is clearly bad before keeping it; a retried mistake
    asks it about a move the review had not weighed. ``reader`` is who reads its sentences, as
    for :func:`review_round`."""
    if not isinstance(before, Round):
        raise KonkanError(say("error.review.round", value=shown(before)))
    if not isinstance(action, Action):
        raise KonkanError(say("error.review.move", value=shown(action)))
    before.copy().apply(action)  # an illegal move raises the engine's own refusal here
    deals = whole_number(deals, "deals", 2, 10_000)
    max_deals = max(deals, whole_number(max_deals, "max_deals", 2, 100_000))
    if discards is not None:
        discards = whole_number(discards, "discards", 0, 200)
    reader = _reader(reader, before)
    r = before.copy()
    d = _review_point((len(r.history), r, action, None, deals, max_deals, str(seed), discards))
    if reader is None or reader == action.seat:
        return d
    return dataclasses.replace(d, parts=_told(d.parts, action.seat, reader, r.names[action.seat]))


def _jobs(
    round: Round,
    seat: int,
    start: Round | None,
    deals: int,
    max_deals: int,
    seed: int | str,
    weighed: int | None = DISCARDS_WEIGHED,
) -> list[_Job]:
    """A decision to weigh per move the seat made and kept: its place, the round before it, the
    move, the card a draw brought (for its luck) and how many deals to play."""
    begin = start.copy() if start is not None else _start_of(round)
    history = round.history
    jobs: list[_Job] = []
    points, reached = _decision_points(begin, history, seat)
    if not _same_position(reached, round):
        last = len(history) - 1
        raise KonkanError(say("error.review.replay", index=last, action=shown(str(history[last]) if history else "-")))
    for index, before in points:
        played = history[index]
        drawn: Card | None = None
        if isinstance(played, Draw):
            after = before.copy()
            after.apply(played)
            had = {x.id for x in before.hand(seat)}
            new = [c for c in after.hand(seat) if c.id not in had]
            drawn = new[0] if new else None
        jobs.append((index, before, played, drawn, deals, max_deals, str(seed), weighed))
    return jobs


#: Processes a review shares its decisions out to by default: two, or one on a single core.
DEFAULT_WORKERS = 2


def _workers(workers: int | None) -> int:
    """The processes to use: as asked (1 to 64), or by default as many cores as there are, at
    most :data:`DEFAULT_WORKERS` (starting two processes costs a few hundredths of a second)."""
    if workers is None:
        if sys.platform == "emscripten":  # Python in a browser tab (JupyterLite): no processes
            return 1
        return max(1, min(DEFAULT_WORKERS, os.cpu_count() or 1))
    return whole_number(workers, "workers", 1, 64)


def _run(
    jobs: list[_Job],
    workers: int,
    progress: Callable[[int, int], None] | None,
) -> list[ReviewedDecision]:
    total = len(jobs)
    out: list[ReviewedDecision] = []
    if total == 0:
        if progress is not None:
            progress(0, 0)  # nothing to weigh: done at once
        return out
    if workers > 1 and total > 1 and hasattr(os, "fork"):
        import multiprocessing  # only when asked for processes

        global _POOL_JOBS
        _POOL_JOBS = jobs
        try:
            ctx = multiprocessing.get_context("fork")
            with ctx.Pool(min(workers, total)) as pool:
                for d in pool.imap(_pool_job, range(total)):
                    out.append(d)
                    if progress is not None:
                        progress(len(out), total)
        finally:
            _POOL_JOBS = []
        return out
    for job in jobs:
        out.append(_review_point(job))
        if progress is not None:
            progress(len(out), total)
    return out


def _summarise(
    round: Round,
    seat: int,
    decisions: list[ReviewedDecision],
    deals: int,
    seed: int | str,
    reader: int | None = None,
) -> RoundReview:
    lost = sum(d.loss for d in decisions if d.flagged)
    acc = accuracy_of([d.loss if d.flagged else 0.0 for d in decisions])
    lucks = [d for d in decisions if d.luck is not None]
    luck = sum(d.luck for d in lucks if d.luck is not None)
    # The sum's interval: the draws' estimates are independent, so their variances add.
    var = 0.0
    for d in lucks:
        assert d.luck is not None and d.luck_high is not None
        half = d.luck_high - d.luck
        var += (half / 1.96) ** 2 if math.isfinite(half) else 0.0
    half = 1.96 * math.sqrt(var)
    outcome = _outcome(round, seat)
    verdict = _verdict(outcome, lost, luck, luck + half, [d for d in decisions if d.flagged])
    if reader is not None and reader != seat:
        name = round.names[seat]
        decisions = [dataclasses.replace(d, parts=_told(d.parts, seat, reader, name)) for d in decisions]
        verdict = [(f"{key}.other", (*fields, ("name", name))) for key, fields in verdict]
    return RoundReview(
        seat=seat,
        seed=round.seed,
        number=round.number,
        deck=tuple(c.id for c in round.deck),
        decisions=tuple(decisions),
        accuracy=acc,
        lost=lost,
        luck=luck,
        luck_low=luck - half,
        luck_high=luck + half,
        outcome=outcome,
        verdict=tuple(verdict),
        deals=deals,
        reviewer_seed=seed,
        reader=reader,
    )


def _verdict(
    outcome: float | None, lost: float, luck: float, luck_high: float, flagged: list[ReviewedDecision]
) -> list[Part]:
    """The round in a sentence: lost to the cards only when the seat did worse than its opponents,
    the draws were clearly unlucky (the interval of their sum below zero), and they cost more than
    every flagged decision together; else what the play cost, or that no choice clearly cost."""
    if outcome is not None and outcome > 0 and luck_high < 0 and -luck > lost:
        return [part("review.verdict.cards", luck=_points(-luck), lost=round(lost))]
    if flagged:
        if len(flagged) == 1:
            return [part("review.verdict.play.one", lost=_points(lost))]
        return [part("review.verdict.play", count=len(flagged), lost=_points(lost))]
    return [part("review.verdict.clean")]


def review_game(
    rounds: Any,
    seat: int,
    *,
    deals: int = 8,
    max_deals: int = 24,
    seed: int | str = 0,
    workers: int | None = None,
    discards: int | None = DISCARDS_WEIGHED,
    progress: Callable[[int, int], None] | None = None,
    reader: int | None = None,
) -> GameReview:
    """Review a game's rounds for ``seat`` (a :class:`~konkan.Game` or a list of rounds), as
    :func:`review_round` reviews each (round ``k`` seeded ``f"{seed}:{k}"``); with ``workers`` above
    1 (by default two, one on a single core), the decisions of every round are shared out together.
    ``progress(done, total)`` counts the decisions, as :func:`review_round`'s does; ``reader`` is
    who reads it, as for :func:`review_round`."""
    if hasattr(rounds, "rounds") and not isinstance(rounds, (list, tuple)):
        rounds = rounds.rounds
    rounds = list(rounds)
    seat = whole_number(seat, "seat", 0)
    deals = whole_number(deals, "deals", 2, 10_000)
    max_deals = max(deals, whole_number(max_deals, "max_deals", 2, 100_000))
    workers = _workers(workers)
    if discards is not None:
        discards = whole_number(discards, "discards", 0, 200)
    every: list[_Job] = []
    counts: list[int] = []
    for k, r in enumerate(rounds):
        if not isinstance(r, Round):
            raise KonkanError(say("error.review.round", value=shown(r)))
        whole_number(seat, "seat", 0, r.players - 1)
        _reader(reader, r)
        jobs = _jobs(r, seat, None, deals, max_deals, f"{seed}:{k}", discards)
        every.extend(jobs)
        counts.append(len(jobs))
    results = _run(every, workers, progress)
    out = []
    pos = 0
    for k, (r, n) in enumerate(zip(rounds, counts)):
        out.append(_summarise(r, seat, results[pos : pos + n], deals, f"{seed}:{k}", reader))
        pos += n
    return GameReview(tuple(out))
