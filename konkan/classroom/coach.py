"""The coach in the class: the class's most frequent kinds of mistake, from the reviews of the
students' own play, and the moments to put on the projector.

The class service gives the teacher's kernel every finished round of the class's tables
(:meth:`~konkan.classroom.service.asking.Asking.class_rounds`: each table's seed, house rules and
moves, which seats are students', and which moves the computer played for a student who was
away). :func:`review_class` deals each table's game again from its seed, replays its moves, and
reviews every finished round for each student's seat (:func:`konkan.play.review.review_round`),
never a computer's seat; a decision the computer made for an absent student is no decision of
theirs and is left out. Each review is kept in a small JSON file in the teacher's folder, named
after the round and its moves, so a second call reads it back at once.

A flagged decision's *kind* is the key of the review's first sentence about it
(``review.discard.feeds``, ``review.go_down.missed``, ...); :func:`kind_name` gives it a short
name for a teacher (``class.mistake.*``). Reviews stay in the teacher's kernel: nothing of them
goes to a student.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..actions import Action
from ..catalogue import say, say_list
from ..errors import KonkanError
from ..game import Game
from ..play.review import ReviewedDecision, RoundReview, review_round
from ..round import Round
from ..rules import Rules
from ..teaching.learner_files import write_text

__all__ = [
    "MAX_MOMENT",
    "ClassMistakes",
    "KindCount",
    "Moment",
    "kind_name",
    "kind_of",
    "moment_question",
    "review_class",
]

#: The review's first sentence about a flagged decision, and the short name of that kind of mistake.
KINDS: dict[str, str] = {
    "review.take.go_down": "class.mistake.take.go_down",
    "review.take.meld": "class.mistake.take.meld",
    "review.take.better": "class.mistake.take.better",
    "review.draw.better": "class.mistake.draw.better",
    "review.declare.not": "class.mistake.declare.not",
    "review.declare.better": "class.mistake.declare.better",
    "review.meld.joker_early": "class.mistake.meld.joker_early",
    "review.go_down.early.joker": "class.mistake.meld.joker_early",
    "review.meld.early": "class.mistake.meld.early",
    "review.meld.hold": "class.mistake.meld.hold",
    "review.go_down.missed": "class.mistake.go_down.missed",
    "review.go_down.missed.joker": "class.mistake.go_down.missed.joker",
    "review.meld.other": "class.mistake.meld.other",
    "review.meld.missed": "class.mistake.meld.missed",
    "review.lay_off.missed": "class.mistake.lay_off.missed",
    "review.swap.missed": "class.mistake.swap.missed",
    "review.discard.feeds": "class.mistake.discard.feeds",
    "review.discard.lays_off": "class.mistake.discard.lays_off",
    "review.discard.better": "class.mistake.discard.better",
    # What was wrong with the card thrown, said first (the review names it before the better card).
    "review.discard.in_meld": "class.mistake.discard.better",
    "review.discard.breaks": "class.mistake.discard.better",
    "review.discard.own_lay_off": "class.mistake.discard.better",
    "review.discard.kept_high": "class.mistake.discard.better",
    "review.better": "class.mistake.better",
}
#: Characters of JSON in a moment sent to the class service, at most (under its 64 KiB body limit).
MAX_MOMENT = 60_000
#: Who reads a class moment's review: the class, not the seat's player ("A player threw...", never "you").
THE_CLASS = -1
OTHER = "class.mistake.other"  # a kind a newer review may name that has no short name yet
CACHE_VERSION = 2  # 2: the sentences read in the third person (reader=-1), for the class


def kind_of(decision: ReviewedDecision) -> str:
    """The kind of a flagged decision: the key of the review's first sentence about it (its
    first-person key, when the review was written for another reader: ``<key>.other``)."""
    key = decision.parts[0][0] if decision.parts else "review.better"
    if key.endswith(".other") and key.removesuffix(".other") in KINDS:
        return key.removesuffix(".other")
    return key


#: The question asked of the class about a moment, by the kind of move the player made there.
QUESTIONS: dict[str, str] = {
    "draw": "projector.moment.question.take",
    "take_discard": "projector.moment.question.take",
    "discard": "projector.moment.question.discard",
    "meld": "projector.moment.question.meld",
    "lay_off": "projector.moment.question.lay_off",
    "swap_joker": "projector.moment.question.swap",
    "declare_konkan": "projector.moment.question.konkan",
}


def moment_question(decision: ReviewedDecision) -> str:
    """What the class is asked about a moment, by the kind of move it is ("What would you throw away
    here?" for a discard; "Would you take the 7♥ or draw?" for a take or a draw)."""
    key = QUESTIONS.get(decision.kind, "projector.moment.question")
    if key == "projector.moment.question.take":
        top = decision.seat_view().discard_top
        if top is None:  # an empty pile: no card to take
            return say("projector.moment.question")
        return say(key, card=top)
    return say(key)


def kind_name(kind: str) -> str:
    """The short name of a kind of mistake, for a teacher ("Fed the next player a card")."""
    return say(KINDS.get(kind, OTHER))


@dataclass(frozen=True)
class Moment:
    """A flagged decision of a student: the ``table`` (its id) and its ``number`` in the class,
    the ``round``'s place in the table's game, the ``student`` (for the teacher's notebook only),
    the reviewed ``decision`` and its ``kind``."""

    table: int
    number: int
    round: int
    student: str
    decision: ReviewedDecision
    kind: str
    #: The round's number in its game (a void round, dealt again, keeps it: R2.3), and which deal
    #: of that number it was (1 the first), and whether that number was dealt more than once.
    numbered: int = 0
    deal: int = 1
    redealt: bool = False

    @property
    def label(self) -> str:
        """Where the moment was: its table and round, and its deal when the round was dealt again."""
        if self.redealt:
            return say("class.mistakes.where.deal", number=self.number, round=self.numbered, deal=self.deal)
        return say("class.mistakes.where", number=self.number, round=self.numbered or self.round)

    @property
    def name(self) -> str:
        return kind_name(self.kind)


@dataclass
class KindCount:
    """A kind of mistake in the class: how many ``times``, by how many ``students``, and the
    points ``lost`` in all."""

    kind: str
    times: int = 0
    students: set[str] = field(default_factory=set)
    lost: float = 0.0

    @property
    def name(self) -> str:
        return kind_name(self.kind)


@dataclass
class ClassMistakes:
    """The class's reviewed rounds: ``kinds`` (most frequent first), ``moments`` (every flagged
    decision, the costliest first), and how many ``rounds`` were reviewed (one per student seat)."""

    kinds: list[KindCount]
    moments: list[Moment]
    rounds: int

    def table(self, *, names: bool = False) -> str:
        """The kinds as a Markdown table for a notebook; ``names`` adds the students' names per
        kind (for the teacher's own screen, never the projector's)."""
        if not self.kinds:
            return say("class.mistakes.none." + ("one" if self.rounds == 1 else "many"), rounds=self.rounds)
        head = [say("class.mistakes.kind"), say("class.mistakes.times"), say("class.mistakes.students")]
        head.append(say("class.mistakes.lost"))
        if names:
            head.append(say("class.mistakes.who"))
        lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        for k in self.kinds:
            row = [k.name, str(k.times), str(len(k.students)), str(round(k.lost))]
            if names:
                row.append(say_list(sorted(k.students), last="list.more"))
            lines.append("| " + " | ".join(row) + " |")
        return "\n".join(lines) + "\n\n" + say("class.mistakes.lost_means")

    def moments_list(self, count: int = 5) -> str:
        """The costliest moments, numbered for ``ClassView.vote(n)``, with no name."""
        return "\n".join(
            say("class.mistakes.moment", n=n, kind=m.name, where=m.label, lost=round(m.decision.loss))
            for n, m in enumerate(self.moments[:count], 1)
        )


# --- the rounds, dealt again and replayed ---------------------------------------------------------


@dataclass(frozen=True)
class _Played:
    """A finished round of a table, replayed: the round, the students by round seat, and the
    moves (their indexes in the round's history) the computer played."""

    table: int
    number: int
    place: int
    round: Round
    students: dict[int, str]
    computer: frozenset[int]
    key: str
    numbered: int = 0  # the round's number in the game (a void round dealt again keeps it)
    deal: int = 1  # which deal of that number, from 1
    redealt: bool = False  # that number was dealt more than once


def _replay(table: dict[str, Any]) -> list[_Played]:
    """Each finished round of a table as :meth:`class_rounds` gives it, dealt again and replayed."""
    game = Game(Rules.from_dict(table["rules"]), seed=table["seed"])
    finished = set(table["finished"])
    computer: dict[int, set[int]] = {}
    moves: dict[int, list[dict[str, Any]]] = {}
    for move in table["moves"]:
        place = int(move["round"])
        while len(game.rounds) < place:
            game.next_round()
        r = game.round
        if move["computer"]:
            computer.setdefault(place, set()).add(len(r.history))
        r.apply(Action.parse(move["action"]))
        moves.setdefault(place, []).append(move)
    out = []
    for place in sorted(finished):
        if place > len(game.rounds):  # pragma: no cover - the service gives only rounds played
            continue
        r = game.rounds[place - 1]
        students: dict[int, str] = {}
        for seat, user in table["students"].items():
            mine = game.round_seat(int(seat), r)
            if mine is not None:
                students[mine] = str(user)
        text = json.dumps([table["seed"], table["rules"], place, moves.get(place, [])], sort_keys=True)
        key = hashlib.sha256(text.encode()).hexdigest()[:20]
        numbers = [x.number for x in game.rounds]
        deal = numbers[: place - 1].count(r.number) + 1
        played = _Played(
            table["table"],
            table["number"],
            place,
            r,
            students,
            frozenset(computer.get(place, ())),
            key,
            r.number,
            deal,
            numbers.count(r.number) > 1,
        )
        out.append(played)
    return out


def _cache_path(folder: Path, klass: str, key: str, seat: int, deals: int, max_deals: int) -> Path:
    return folder / f"konkan-reviews-{klass}" / f"{key}-{seat}-{deals}-{max_deals}.json"


def _cached(path: Path) -> RoundReview | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("version") != CACHE_VERSION:
            return None
        return RoundReview.from_dict(data["review"])
    except (OSError, ValueError, KeyError, AttributeError, KonkanError):
        return None  # not there yet, or damaged: reviewed again


def review_class(
    rounds: dict[str, Any],
    *,
    folder: Path,
    deals: int = 8,
    max_deals: int = 24,
    workers: int = 2,
    progress: Callable[[int, int], None] | None = None,
) -> ClassMistakes:
    """The class's mistakes from ``rounds`` (as :meth:`class_rounds` gives them), each student
    seat's round reviewed with ``deals``, ``max_deals`` and ``workers`` (or read back from
    ``folder``); ``progress(done, total)`` counts the rounds reviewed."""
    klass = str(rounds.get("class", "class"))
    jobs = [(p, seat) for table in rounds.get("tables", []) for p in _replay(table) for seat in sorted(p.students)]
    counts: dict[str, KindCount] = {}
    moments: list[Moment] = []
    for done, (p, seat) in enumerate(jobs):
        if progress is not None:
            progress(done, len(jobs))
        path = _cache_path(folder, klass, p.key, seat, deals, max_deals)
        review = _cached(path)
        if review is None:
            review = review_round(
                p.round, seat, deals=deals, max_deals=max_deals, seed=p.key, workers=workers, reader=THE_CLASS
            )
            try:
                write_text(path, json.dumps({"version": CACHE_VERSION, "review": review.to_dict()}))
            except OSError:  # a folder that can't be written: reviewed again next time
                pass
        student = p.students[seat]
        for d in review.flagged:
            if d.index in p.computer:  # the computer played it while the student was away
                continue
            kind = kind_of(d)
            count = counts.setdefault(kind, KindCount(kind))
            count.times += 1
            count.students.add(student)
            count.lost += d.loss
            moments.append(Moment(p.table, p.number, p.place, student, d, kind, p.numbered, p.deal, p.redealt))
    if progress is not None:
        progress(len(jobs), len(jobs))
    kinds = sorted(counts.values(), key=lambda k: (-k.times, -len(k.students), -k.lost, k.kind))
    moments.sort(key=lambda m: (-m.decision.loss, m.number, m.round, m.decision.index))
    return ClassMistakes(kinds, moments, len(jobs))
