"""A whole game: rounds until ``rules.rounds`` have counted (R8.7), or a declared Konkan (R8.6).

>>> from konkan import Game, Rules
>>> g = Game(Rules(players=3, rounds=2), seed=5)
>>> g.round.number, g.round.dealer, g.totals
(1, 2, [0, 0, 0])
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from .cards import CardsLike
from .errors import KonkanError
from .reasons import Ending
from .round import Round, check_seed
from .rules import Rules, rules_or_default
from .scoring import team_totals
from .seats import check_names

__all__ = ["Game"]


class Game:
    """Rounds dealt in turn (R2.2), void rounds dealt again (R2.3), totals and the winners.

    Round ``k`` attempt ``a`` is shuffled with the seed ``f"{seed}:{k}:{a}"``, so a game replays
    from its seed and its actions.
    """

    def __init__(self, rules: Rules | None = None, *, seed: int | str | None = None, deck: CardsLike | None = None,
                 names: Sequence[str] | None = None):
        self.rules = rules_or_default(rules)
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        self.seed = check_seed(seed)
        self.names = check_names(names, self.rules.players)
        self._rounds: list[Round] = []
        self._attempt = 0
        self._deal(1, self.rules.players - 1, attempt=0, deck=deck)

    @classmethod
    def without_rounds(cls, rules: Rules, seed: int | str, names: Any) -> Game:
        """A game with no round dealt yet, to be filled round by round with :meth:`adopt` (as loading does)."""
        g = cls.__new__(cls)
        g.rules, g.seed, g.names = rules, seed, check_names(names, rules.players)
        g._rounds, g._attempt = [], 0
        return g

    def _seed_for(self, number: int, attempt: int) -> str:
        return f"{self.seed}:{number}:{attempt}"

    def _deal(self, number: int, dealer: int, attempt: int, deck: CardsLike | None) -> None:
        self._rounds.append(Round(self.rules, number=number, dealer=dealer, seed=self._seed_for(number, attempt),
                                  deck=deck, names=self.names))
        self._attempt = attempt

    def adopt(self, r: Round) -> None:
        """Add a loaded round, checking it is the one this game deals next."""
        if r.rules != self.rules or r.names != self.names:
            raise KonkanError("the round is played under other rules or by other names than the game")
        if self._rounds:
            prev = self._rounds[-1]
            if prev.result is None:
                raise KonkanError("it follows a round that never ended")
            void = prev.result.ending == Ending.VOID
            want = (prev.number, prev.dealer) if void else (prev.number + 1, prev.starter)
            if (r.number, r.dealer) != want:
                raise KonkanError(f"it should be round {want[0]} dealt by seat {want[1]}, but it is round {r.number} "
                                  f"dealt by seat {r.dealer}")
            attempt = self._attempt + 1 if void else 0
        else:
            if (r.number, r.dealer) != (1, self.rules.players - 1):
                raise KonkanError("the first round must be round 1, dealt by the last seat")
            attempt = 0
        if r.seed != self._seed_for(r.number, attempt):
            raise KonkanError("it does not carry the seed the game gives it: rounds were reordered or altered")
        self._rounds.append(r)
        self._attempt = attempt

    @property
    def round(self) -> Round:
        """The current round (the last one dealt)."""
        return self._rounds[-1]

    @property
    def rounds(self) -> list[Round]:
        """Every round dealt so far, void ones included."""
        return list(self._rounds)

    @property
    def counted_rounds(self) -> list[Round]:
        return [r for r in self._rounds if r.result is not None and r.result.ending != Ending.VOID]

    @property
    def totals(self) -> list[int]:
        """Each seat's total over the counted rounds."""
        totals = [0] * self.rules.players
        for r in self.counted_rounds:
            assert r.result is not None
            for seat, s in enumerate(r.result.scores):
                totals[seat] += s
        return totals

    @property
    def team_totals(self) -> tuple[int, int] | None:
        """In a partnership, the two team totals (seats 0 and 2, seats 1 and 3); else None."""
        return team_totals(self.totals) if self.rules.partnership else None

    @property
    def konkan_winner(self) -> int | None:
        """The seat that went down with a declared Konkan, which wins at once (R8.6)."""
        for r in self._rounds:
            if r.result is not None and r.result.declared_konkan:
                return r.result.finisher
        return None

    @property
    def is_over(self) -> bool:
        if self.konkan_winner is not None:
            return True
        r = self.round
        return r.result is not None and r.result.ending != Ending.VOID and r.number >= self.rules.rounds

    @property
    def winners(self) -> list[int]:
        """The winning seats once the game is over (ties share; a team wins both seats); else []."""
        if not self.is_over:
            return []
        k = self.konkan_winner
        if k is not None:
            return sorted({k, (k + 2) % 4}) if self.rules.partnership else [k]
        if self.rules.partnership:
            a, b = team_totals(self.totals)
            teams = [t for t, s in ((0, a), (1, b)) if s == min(a, b)]
            return sorted(seat for seat in range(4) if seat % 2 in teams)
        t = self.totals
        return [seat for seat, s in enumerate(t) if s == min(t)]

    def next_round(self, deck: CardsLike | None = None) -> Round:
        """Deal the next round once this one is over: the deal passes right (R2.2); a void round
        is dealt again by the same dealer and keeps its number (R2.3)."""
        r = self.round
        if r.result is None:
            raise KonkanError(f"round {r.number} is not over yet: finish it before dealing the next")
        if self.is_over:
            raise KonkanError("the game is over: there is no next round")
        if r.result.ending == Ending.VOID:
            self._deal(r.number, r.dealer, self._attempt + 1, deck)
        else:
            self._deal(r.number + 1, r.starter, 0, deck)
        return self.round

    def __repr__(self) -> str:
        state = "over" if self.is_over else f"round {self.round.number} of {self.rules.rounds}"
        return f"<Game {self.rules.players} players, {state}, totals {self.totals}>"

    def to_dict(self) -> dict[str, Any]:
        from .saving import game_to_dict

        return game_to_dict(self)

    def to_json(self) -> str:
        from .saving import dumps

        return dumps(self.to_dict())

    @classmethod
    def from_json(cls, text: str | bytes | dict[str, Any]) -> Game:
        """Load a game saved by :meth:`to_json`; a malformed or altered file raises ``CorruptSave``."""
        from .saving import game_from_json

        return game_from_json(text)
