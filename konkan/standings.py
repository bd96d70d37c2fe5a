"""The end of a game in words: the sentence that says who won and by which rule (R8.6, R8.7,
R9), and the final standings. The one place both the :class:`konkan.widgets.Table` (a game the
engine dealt) and the score sheet (:class:`konkan.scoresheet.Sheet`, a game played with real
cards) get them from, so the two say the same thing about the same game.

>>> from konkan import Rules
>>> end = game_end(Rules(players=3, rounds=2), ["Amal", "Basil", "Carla"], [-20, -15, 15], last_round=2)
>>> print(end.text)
After 2 counted rounds the game is over: Amal wins with the lowest total, -20 (R8.7).
>>> [(s.place, s.name, s.total, s.note) for s in end.standings]
[(1, 'Amal', -20, 'won'), (2, 'Basil', -15, ''), (3, 'Carla', 15, '')]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .catalogue import say, say_list
from .game import game_winners
from .rules import Rules
from .scoring import team_totals

__all__ = ["GameEnd", "Standing", "game_end"]


@dataclass(frozen=True)
class Standing:
    """One player's line in the final standings: the ``place`` (shared by ties, winners first),
    the ``total``, whether they ``won``, and a ``note`` ("won", or when they left an elimination
    game)."""

    seat: int
    name: str
    total: int
    place: int
    won: bool
    note: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "name": self.name,
            "total": self.total,
            "place": self.place,
            "won": self.won,
            "note": self.note,
        }


@dataclass(frozen=True)
class GameEnd:
    """How a game ended: the ``text`` (one sentence citing its rule), the ``winners`` (seats),
    the ``standings`` (winners first) and, in a partnership, the two ``teams`` totals."""

    text: str
    rule: str
    winners: tuple[int, ...]
    standings: tuple[Standing, ...]
    teams: tuple[int, int] | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "rule": self.rule,
            "winners": list(self.winners),
            "standings": [s.to_dict() for s in self.standings],
            "teams": list(self.teams) if self.teams else [],
        }


def _sentence(
    rules: Rules,
    names: Sequence[str],
    totals: Sequence[int],
    winners: Sequence[int],
    last_round: int,
    konkan_winner: int | None,
) -> tuple[str, str]:
    def who(seats: Sequence[int]) -> str:
        return say_list([names[s] for s in seats])

    number = "one" if len(winners) == 1 else "many"
    if konkan_winner is not None:
        return say(f"end.konkan.{number}", name=names[konkan_winner], who=who(winners)), "R8.6"
    limit = rules.end_score
    if rules.game_end == "elimination":
        if all(totals[s] > (limit or 0) for s in winners):
            return (
                say(
                    f"end.elimination.over.{number}",
                    limit=limit,
                    round=last_round,
                    who=who(winners),
                    total=totals[winners[0]],
                ),
                "R9",
            )
        return say("end.elimination.last", who=who(winners)), "R9"
    if rules.partnership:
        a, b = team_totals(totals)
        how = say("end.how.teams_tie", total=a) if a == b else say("end.how.team", who=who(winners), total=min(a, b))
    else:
        how = say(f"end.how.{number}", who=who(winners), total=totals[winners[0]])
    if rules.game_end == "target":
        if rules.partnership:
            a, b = team_totals(totals)
            reached = [
                say("end.reached.team", who=who(t))
                for t, v in (((0, 2), a), ((1, 3), b))
                if limit is not None and v >= limit
            ]
        else:
            reached = [
                say("end.reached.one", who=names[s])
                for s in range(rules.players)
                if limit is not None and totals[s] >= limit
            ]
        count = "one" if len(reached) == 1 else "two" if len(reached) == 2 else "many"
        return say(f"end.target.{count}", reached=say_list(reached), limit=limit, round=last_round, how=how), "R9"
    return say(f"end.rounds.{'one' if last_round == 1 else 'many'}", rounds=last_round, how=how), "R8.7"


def game_end(
    rules: Rules,
    names: Sequence[str],
    totals: Sequence[int],
    *,
    last_round: int,
    left: Sequence[tuple[int, int]] = (),
    konkan_winner: int | None = None,
) -> GameEnd:
    """The end of a game that is over (:func:`konkan.game.game_is_over`, or a declared Konkan):
    ``totals`` by seat over the counted rounds, ``last_round`` the number of the last counted
    round, ``left`` each seat that left an elimination game with the round after which it left
    (in the order they left), ``konkan_winner`` the seat that went out with a declared Konkan.

    The standings put the winners first, then the others by total (by team total in a
    partnership, partners side by side), then those who left an elimination game, the last to
    leave first. Equal totals share a place, and so do partners.
    """
    out = [s for s, _ in left]
    after = dict(left)
    still_in = [s for s in range(rules.players) if s not in out]
    winners = game_winners(rules, totals, still_in, konkan_winner)
    text, rule = _sentence(rules, names, totals, winners, last_round, konkan_winner)
    teams = team_totals(totals) if rules.partnership else None

    def rank(s: int) -> tuple[int, ...]:
        # What a player is placed by: winning, then staying in (and how late they left), then the total.
        total = teams[s % 2] if teams is not None else totals[s]
        return (s not in winners, s in after, -after.get(s, 0), total)

    order = sorted(range(rules.players), key=lambda s: (*rank(s), totals[s], s))
    standings: list[Standing] = []
    for k, s in enumerate(order):
        prev = standings[-1] if standings else None
        place = prev.place if prev is not None and rank(prev.seat) == rank(s) else k + 1
        note = (
            say("end.note.won")
            if s in winners
            else say("end.note.left", round=after[s], limit=rules.end_score)
            if s in after
            else ""
        )
        standings.append(Standing(s, names[s], totals[s], place, s in winners, note))
    return GameEnd(text, rule, tuple(winners), tuple(standings), teams)
