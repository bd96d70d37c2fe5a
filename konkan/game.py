"""A whole game: rounds until it ends the way ``rules.game_end`` says (R8.7, R9), or a declared
Konkan ends it at once (R8.6).

- ``"rounds"``: after ``rules.rounds`` counted rounds the lowest total wins (R8.7).
- ``"target"``: the game ends after the round in which some total (a team's, in a partnership)
  reaches the target; the lowest then wins.
- ``"elimination"``: after each counted round a player whose total passes the limit leaves; the
  rounds go on with the others, and the last one left wins. A round with ``k`` players still in is
  played under ``Rules(players=k)``: its seat ``i`` is the game seat ``game.seats(round)[i]``,
  and game seat ``s`` plays it as ``game.round_seat(s, round)`` (None once out). Those two are
  the one way between game seats and round seats.

>>> from konkan import Game, Rules
>>> g = Game(Rules(players=3, rounds=2), seed=5)
>>> g.round.number, g.round.dealer, g.totals
(1, 2, [0, 0, 0])
>>> g = Game(Rules(players=3, game_end="elimination", game_end_score=150), seed=5)
>>> g.seats(), g.still_in, g.eliminated
((0, 1, 2), [0, 1, 2], [])
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from .cards import CardsLike
from .catalogue import say, say_list
from .errors import KonkanError, shown, whole_number
from .reasons import Ending
from .round import Round, check_seed
from .rules import Rules, rules_or_default
from .saving import dumps, game_from_json, game_to_dict
from .scoring import team_totals
from .seats import check_names

if TYPE_CHECKING:
    from .standings import GameEnd
    from .view import SeatView

__all__ = ["Game", "game_is_over", "game_winners", "leaving_seats"]


def leaving_seats(still_in: Sequence[int], totals: Sequence[int], limit: int) -> list[int]:
    """The seats that leave an elimination game after a counted round (R9): those still in whose
    total passes the limit. If that is everyone still in, the lowest of them stay (and win).

    >>> leaving_seats([0, 1, 2], [320, 90, 302], limit=301)
    [0, 2]
    >>> leaving_seats([0, 2], [320, 90, 302], limit=301)
    [0]
    """
    passed = [s for s in still_in if totals[s] > limit]
    if passed and len(passed) == len(still_in):
        lowest = min(totals[s] for s in passed)
        passed = [s for s in passed if totals[s] > lowest]
    return passed


def game_is_over(rules: Rules, number: int, totals: Sequence[int], out: Sequence[int]) -> bool:
    """Whether a game is over once its counted round ``number`` is scored, with these ``totals``
    and the seats ``out`` of an elimination game (R8.7, R9). A declared Konkan ends it too (R8.6):
    the caller asks that first.

    >>> game_is_over(Rules(rounds=5), 5, [0, 0, 0, 0], [])
    True
    >>> game_is_over(Rules(players=3, game_end="target"), 2, [120, 300, 80], [])
    True
    """
    end, limit = rules.game_end, rules.end_score
    if end == "rounds" or limit is None:
        return number >= rules.rounds
    if end == "target":
        return max(team_totals(totals) if rules.partnership else totals) >= limit
    still_in = [s for s in range(rules.players) if s not in out]
    return len(still_in) < 2 or all(totals[s] > limit for s in still_in)


def game_winners(rules: Rules, totals: Sequence[int], still_in: Sequence[int], konkan_winner: int | None) -> list[int]:
    """The winning seats of a game that is over (ties share; a team wins both its seats): the
    declarer of a Konkan (R8.6), the last left of an elimination game (R9), else the lowest
    total, a team's in a partnership (R8.7)."""
    k = konkan_winner
    if k is not None:
        return sorted({k, (k + 2) % 4}) if rules.partnership else [k]
    if rules.game_end == "elimination":
        return list(still_in)  # the last one left, or the lowest of those who passed the limit together
    if rules.partnership:
        a, b = team_totals(totals)
        teams = [t for t, s in ((0, a), (1, b)) if s == min(a, b)]
        return sorted(seat for seat in range(4) if seat % 2 in teams)
    return [seat for seat, s in enumerate(totals) if s == min(totals)]


class Game:
    """Rounds dealt in turn (R2.2), void rounds dealt again (R2.3), totals and the winners.

    Round ``k`` attempt ``a`` is shuffled with the seed ``f"{seed}:{k}:{a}"``, so a game replays
    from its seed and its actions. Seats, totals and winners are the game's seats; a round's own
    seats are its players in seat order (all of them, unless some were eliminated).
    """

    def __init__(
        self,
        rules: Rules | None = None,
        *,
        seed: int | str | None = None,
        deck: CardsLike | None = None,
        names: Sequence[str] | None = None,
    ):
        self.rules = rules_or_default(rules)
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        self.seed = check_seed(seed)
        self.names = check_names(names, self.rules.players)
        self._rounds: list[Round] = []
        self._seats: list[tuple[int, ...]] = []  # the game seat of each seat of each round
        self._attempt = 0
        self._deal(deck)

    @classmethod
    def without_rounds(cls, rules: Rules, seed: int | str, names: Any) -> Game:
        """A game with no round dealt yet, to be filled round by round with :meth:`adopt` (as loading does)."""
        g = cls.__new__(cls)
        g.rules, g.seed, g.names = rules, seed, check_names(names, rules.players)
        g._rounds, g._seats, g._attempt = [], [], 0
        return g

    @classmethod
    def around(cls, r: Round) -> Game:
        """A game of one round already set up (a lesson's staged position, a puzzle): its rules,
        seed and players are the round's, and it deals no other round unless asked.

        >>> r = Round.staged(Rules(players=2), hands=["7S 8S 9S", "2C 3C"], pile="KD", seed="demo")
        >>> g = Game.around(r)
        >>> g.round is r, g.names, g.totals
        (True, ('South', 'North'), [0, 0])
        """
        g = cls.without_rounds(r.rules, r.seed if r.seed is not None else "round", r.names)
        g._rounds, g._seats = [r], [tuple(range(r.players))]
        return g

    def _seed_for(self, number: int, attempt: int) -> str:
        return f"{self.seed}:{number}:{attempt}"

    def _next_deal(self) -> tuple[int, int, int, tuple[int, ...]]:
        """The round to deal next: its number, its attempt, its dealer and its players (game seats).

        Only asked once the last round dealt is over."""
        n = self.rules.players
        if not self._rounds:
            return 1, 0, n - 1, tuple(range(n))
        prev, seats = self._rounds[-1], self._seats[-1]
        assert prev.result is not None
        if prev.result.ending == Ending.VOID:  # dealt again by the same dealer, to the same players (R2.3)
            return prev.number, self._attempt + 1, seats[prev.dealer], seats
        # The deal passes right (R2.2): to the previous starter, or the next seat still in after them.
        starter, still_in = seats[prev.starter], self.still_in
        dealer = min(still_in, key=lambda s: (s - starter) % n)
        return prev.number + 1, 0, dealer, tuple(still_in)

    def _rules_for(self, seats: tuple[int, ...]) -> Rules:
        return self.rules if len(seats) == self.rules.players else replace(self.rules, players=len(seats))

    def _deal(self, deck: CardsLike | None) -> None:
        number, attempt, dealer, seats = self._next_deal()
        self._rounds.append(
            Round(
                self._rules_for(seats),
                number=number,
                dealer=seats.index(dealer),
                seed=self._seed_for(number, attempt),
                deck=deck,
                names=[self.names[s] for s in seats],
            )
        )
        self._seats.append(seats)
        self._attempt = attempt

    def adopt(self, r: Round) -> None:
        """Add a loaded round, checking it is the one this game deals next (players, dealer, seed)."""
        if self._rounds:
            if self.round.result is None:
                raise KonkanError(say("error.game.unfinished"))
            if self.is_over:
                raise KonkanError(say("error.game.over"))
        number, attempt, dealer, seats = self._next_deal()
        names = tuple(self.names[s] for s in seats)
        if r.rules != self._rules_for(seats) or r.names != names:
            raise KonkanError(say("error.game.players", names=say_list(names, last="list.more")))
        if (r.number, r.names[r.dealer]) != (number, self.names[dealer]):
            raise KonkanError(
                say(
                    "error.game.order",
                    number=number,
                    dealer=self.names[dealer],
                    got=r.number,
                    got_dealer=r.names[r.dealer],
                )
            )
        if r.seed != self._seed_for(number, attempt):
            raise KonkanError(say("error.game.seed"))
        self._rounds.append(r)
        self._seats.append(seats)
        self._attempt = attempt

    @property
    def round(self) -> Round:
        """The current round (the last one dealt)."""
        return self._rounds[-1]

    @property
    def rounds(self) -> list[Round]:
        """Every round dealt so far, void ones included."""
        return list(self._rounds)

    def seats(self, round: Round | None = None) -> tuple[int, ...]:
        """The game seat of each seat of ``round`` (default: the current round): its seat ``i`` is
        the game seat ``seats(round)[i]``. Every seat plays every round, unless players were
        eliminated."""
        if round is None:
            return self._seats[-1]
        for r, seats in zip(self._rounds, self._seats):
            if r is round:
                return seats
        raise KonkanError(say("error.game.round", value=shown(round)))

    def round_seat(self, seat: int, round: Round | None = None) -> int | None:
        """The seat that game seat ``seat`` has in ``round`` (default: the current round), or
        None if that player is out of it (eliminated). The one way from a game seat to a round
        seat: the inverse of :meth:`seats`.

        >>> g = Game(Rules(players=3, game_end="elimination", game_end_score=150), seed=5)
        >>> g.round_seat(2)
        2
        """
        seat = whole_number(seat, "seat", 0, self.rules.players - 1)
        seats = self.seats(round)
        return seats.index(seat) if seat in seats else None

    def onlooker_view(self, seat: int) -> SeatView:
        """The current round as the player of game seat ``seat`` watches it once out of the game
        (eliminated): from the next seat still in, as any onlooker sees a table, every hand hidden
        and the events as everybody reads them.

        >>> g = Game(Rules(players=3), seed=5)
        >>> v = g.onlooker_view(1)
        >>> v.seat, v.hand, v.hand_sizes
        (1, (), (15, 14, 14))
        """
        seat = whole_number(seat, "seat", 0, self.rules.players - 1)
        seats, n = self.seats(), self.rules.players
        watched = seats.index(min(seats, key=lambda s: (s - seat) % n))
        return self.round.view(watched).as_onlooker(self.round.events)

    @property
    def seats_in_round(self) -> tuple[int, ...]:
        """The game seat of each seat of the current round (see :meth:`seats`)."""
        return self.seats()

    @property
    def counted_rounds(self) -> list[Round]:
        return [r for r in self._rounds if r.result is not None and r.result.ending != Ending.VOID]

    def _standing(self) -> tuple[list[int], list[int]]:
        """Each game seat's total over the counted rounds, and the seats eliminated, in the order
        they left (by seat within a round)."""
        totals, left = self._walk()
        return totals, [s for s, _ in left]

    def _walk(self) -> tuple[list[int], list[tuple[int, int]]]:
        totals = [0] * self.rules.players
        left: list[tuple[int, int]] = []
        limit = self.rules.end_score
        for r, seats in zip(self._rounds, self._seats):
            if r.result is None or r.result.ending == Ending.VOID:
                continue
            for seat, s in zip(seats, r.result.scores):
                totals[seat] += s
            if self.rules.game_end == "elimination" and limit is not None:
                # a round's players are exactly those still in
                left += [(s, r.number) for s in leaving_seats(seats, totals, limit)]
        return totals, left

    @property
    def left(self) -> list[tuple[int, int]]:
        """Each seat out of an elimination game with the round after which it left, in the order they left."""
        return self._walk()[1]

    @property
    def totals(self) -> list[int]:
        """Each seat's total over the counted rounds (a player eliminated keeps theirs)."""
        return self._standing()[0]

    @property
    def team_totals(self) -> tuple[int, int] | None:
        """In a partnership, the two team totals (seats 0 and 2, seats 1 and 3); else None."""
        return team_totals(self.totals) if self.rules.partnership else None

    @property
    def eliminated(self) -> list[int]:
        """The seats out of an elimination game, in the order they left; else []."""
        return self._standing()[1]

    @property
    def still_in(self) -> list[int]:
        """The seats still in the game, in seat order (every seat, unless some were eliminated)."""
        out = self.eliminated
        return [s for s in range(self.rules.players) if s not in out]

    @property
    def konkan_winner(self) -> int | None:
        """The seat that went down with a declared Konkan, which wins at once (R8.6). Only a game
        with a last round (``game_end="rounds"``) can have one."""
        for r, seats in zip(self._rounds, self._seats):
            if r.result is not None and r.result.declared_konkan and r.result.finisher is not None:
                return seats[r.result.finisher]
        return None

    @property
    def is_over(self) -> bool:
        if self.konkan_winner is not None:
            return True
        r = self.round
        if r.result is None or r.result.ending == Ending.VOID:
            return False
        totals, out = self._standing()
        return game_is_over(self.rules, r.number, totals, out)

    @property
    def winners(self) -> list[int]:
        """The winning seats once the game is over (ties share; a team wins both seats); else []."""
        if not self.is_over:
            return []
        return game_winners(self.rules, self.totals, self.still_in, self.konkan_winner)

    @property
    def end(self) -> GameEnd | None:
        """Once the game is over, how it ended: the sentence and the standings
        (:func:`konkan.standings.game_end`, as the score sheet says them); else None."""
        if not self.is_over:
            return None
        from .standings import game_end  # standings reads games: imported here

        totals, left = self._walk()
        counted = self.counted_rounds
        return game_end(
            self.rules,
            self.names,
            totals,
            last_round=counted[-1].number if counted else 0,
            left=left,
            konkan_winner=self.konkan_winner,
        )

    def next_round(self, deck: CardsLike | None = None) -> Round:
        """Deal the next round once this one is over: the deal passes right (R2.2), among the
        players still in; a void round is dealt again by the same dealer and keeps its number (R2.3)."""
        r = self.round
        if r.result is None:
            raise KonkanError(say("error.game.not_over", number=r.number))
        if self.is_over:
            raise KonkanError(say("error.game.no_next"))
        self._deal(deck)
        return self.round

    def __repr__(self) -> str:
        end, number = self.rules.game_end, self.round.number
        if self.is_over:
            state = "over"
        elif end == "rounds":
            state = f"round {number} of {self.rules.rounds}"
        else:
            state = f"round {number}, {'target' if end == 'target' else 'limit'} {self.rules.end_score}"
        out = f", out {self.eliminated}" if self.eliminated else ""
        return f"<Game {self.rules.players} players, {state}, totals {self.totals}{out}>"

    def to_dict(self) -> dict[str, Any]:
        return game_to_dict(self)

    def to_json(self) -> str:
        return dumps(self.to_dict())

    @classmethod
    def from_json(cls, text: str | bytes | dict[str, Any]) -> Game:
        """Load a game saved by :meth:`to_json`; a malformed or altered file raises ``CorruptSave``."""
        return game_from_json(text)
