"""ScoreSheet: the score of a real game played at a real table, round after round.

After each round, enter what each player still holds (typed, such as ``"KS 7H JK"``, or picked
from a grid of faces), who went down, who went out and how (out, a Hand, a Konkan, or a void
round). The sheet scores it with :func:`konkan.score_lines` (R8), keeps the running totals (team
totals in a partnership, :func:`konkan.team_totals`), explains every line in the engine's words,
and takes the last round back on request. Bad input is refused with a sentence and changes
nothing.

>>> s = ScoreSheet(4)
>>> for line in s.add_round(["", "7S 8S", "AS", "KH QH"], finisher=0, went_down=[True, True, True, False]):
...     print(line.message)
South went out: -30 (R8.1).
East holds 7♠ 8♠, worth 15 (R8.3).
North holds A♠, worth 11 (R8.3).
West never went down, so pays 100 (R8.3).
>>> s.totals
[-30, 15, 11, 100]
>>> s
<ScoreSheet: 4 players, 1 round, totals South -30, East 15, North 11, West 100>
>>> s.undo(); s.totals
[0, 0, 0, 0]
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any, ClassVar

import traitlets

from ..cards import Card, CardsLike, parse_cards, parse_face, to_cards
from ..errors import InvalidNotation, KonkanError
from ..render import hand_svg
from ..rules import Rules
from ..scoring import ScoreLine, hand_penalty, score_lines, team_totals
from ..seats import check_names
from ._small import grid_svg, row, small_css, small_esm, stack, text_svg
from .base import KonkanWidget

__all__ = ["ScoreSheet"]

ENDING_WORDS = {"out": "went out", "hand": "went out with a Hand", "konkan": "went out with a Konkan",
                "void": "void round"}


class ScoreSheet(KonkanWidget):
    """``ScoreSheet(players=4, *, partnership=False, rules=None, names=None, four_colour=False)``.

    ``rules`` (a :class:`konkan.Rules`) sets the house rules that change scores (the going-out
    score, the joker's penalty, the ace's value); when given, its players and partnership are
    the sheet's, and ``players``/``partnership`` given as well must agree with it.

    From Python: :meth:`add_round`, :meth:`undo`, :attr:`totals`, :attr:`team_totals`,
    :attr:`rounds` (each round's :class:`~konkan.ScoreLine` list).
    """

    _esm = small_esm("scoresheet.js")
    _css = small_css("scoresheet.css")

    intents: ClassVar[dict[str, dict[str, str]]] = {
        "hand": {"seat": "seat", "text": "text"},
        "add": {"seat": "seat", "card": "card"},
        "down": {"seat": "seat", "down": "bool"},
        "finisher": {"seat?": "seat"},
        "ending": {"ending": "word"},
        "score": {},
        "undo": {},
        "settings": {"four_colour?": "bool"},
    }

    names: traitlets.List[Any] = traitlets.List().tag(sync=True)
    partnership = traitlets.Bool(False).tag(sync=True)
    draft = traitlets.Dict().tag(sync=True)  # what is entered for the next round
    entries: traitlets.List[Any] = traitlets.List().tag(sync=True)  # each seat's entered cards as read: ids, value, or the error
    history: traitlets.List[Any] = traitlets.List().tag(sync=True)  # the scored rounds with their lines
    standing = traitlets.Dict().tag(sync=True)  # totals (and team totals)

    def __init__(self, players: int = 4, *, partnership: bool = False, rules: Rules | None = None,
                 names: Sequence[str] | None = None, four_colour: bool = False):
        super().__init__(four_colour=four_colour)
        if rules is None:
            rules = Rules(players=players, partnership=partnership)
        elif not isinstance(rules, Rules):
            raise KonkanError(f"rules must be konkan Rules, got {type(rules).__name__}")
        else:
            if players not in (4, rules.players):
                raise KonkanError(f"players={players} but the rules say {rules.players} players: give one of them.")
            if partnership and not rules.partnership:
                raise KonkanError("partnership=True but the rules say players play on their own: give one of them.")
        self.rules = rules
        self.names = list(check_names(names, rules.players))
        self.partnership = rules.partnership
        self.rounds: list[list[ScoreLine]] = []
        self._endings: list[str] = []
        self._clear_draft()
        self._publish()
        self.say("Enter the round: each player's cards left, who went down, who went out and how.")

    # --- Python API -------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def totals(self) -> list[int]:
        """Each seat's running total."""
        totals = [0] * self.players
        for lines in self.rounds:
            for line in lines:
                totals[line.seat] += line.score
        return totals

    @property
    def team_totals(self) -> tuple[int, int] | None:
        """In a partnership, the two team totals (seats 0 and 2, seats 1 and 3); else None."""
        return team_totals(self.totals) if self.partnership else None

    def add_round(self, hands: Sequence[CardsLike], *, finisher: int | None = None, ending: str = "out",
                  went_down: Sequence[bool] | None = None) -> list[ScoreLine]:
        """Score one round and add it to the sheet; returns its lines.

        ``hands`` gives each seat's cards left (the finisher's is empty), ``finisher`` the seat
        that went out (None for a void round), ``ending`` one of ``"out"``, ``"hand"``,
        ``"konkan"`` or ``"void"``, ``went_down`` whether each seat went down (default: all).
        Nothing changes if anything is wrong.
        """
        n = self.players
        if not isinstance(hands, (list, tuple)) or len(hands) != n:
            raise KonkanError(f"Give the cards left for each of the {n} players.")
        down = [True] * n if went_down is None else list(went_down)
        parsed = [self._read(hands[s], s) for s in range(n)]
        self._count_copies(parsed)
        if ending != "void" and finisher is None:
            raise KonkanError("Say who went out, or mark the round void (R7.3).")
        lines = score_lines(parsed, down, finisher, ending, self.rules, names=self.names)
        self.rounds.append(lines)
        self._endings.append(ending)
        self._publish()
        return lines

    def undo(self) -> None:
        """Take the last round off the sheet."""
        if not self.rounds:
            raise KonkanError("There is no round to take back.")
        self.rounds.pop()
        self._endings.pop()
        self._publish()

    # --- intents ----------------------------------------------------------------------
    def _seat(self, seat: int) -> int:
        if seat >= self.players:
            raise KonkanError(f"There is no seat {seat}: the sheet has {self.players} players (seats 0 to "
                              f"{self.players - 1}).")
        return seat

    def _set_draft(self, **changes: Any) -> None:
        self.draft = {**self.draft, **changes}
        self.entries = [self._entry(t, s) for s, t in enumerate(self.draft["hands"])]

    def _on_hand(self, seat: int, text: str) -> None:
        seat = self._seat(seat)
        hands = list(self.draft["hands"])
        hands[seat] = text
        self._set_draft(hands=hands)
        self.message = {}

    def _on_add(self, seat: int, card: int) -> None:
        seat = self._seat(seat)
        hands = list(self.draft["hands"])
        face = Card.from_id(card).code
        new = (hands[seat].strip() + " " + face).strip()
        parsed = [self._read(h if s != seat else new, s) for s, h in enumerate(hands)]
        self._count_copies(parsed)
        hands[seat] = new
        self._set_draft(hands=hands)
        self.message = {}

    def _on_down(self, seat: int, down: bool) -> None:
        seat = self._seat(seat)
        flags = list(self.draft["down"])
        flags[seat] = down
        self._set_draft(down=flags)

    def _on_finisher(self, seat: int | None = None) -> None:
        if seat is None:
            self._set_draft(finisher=-1)
            return
        seat = self._seat(seat)
        flags = list(self.draft["down"])
        flags[seat] = True  # whoever goes out has gone down (R8.1)
        self._set_draft(finisher=seat, down=flags)

    def _on_ending(self, ending: str) -> None:
        if ending not in ENDING_WORDS:
            raise KonkanError(f"A round ends 'out', 'hand', 'konkan' or 'void', not {ending[:20]!r}.")
        self._set_draft(ending=ending)

    def _on_score(self) -> None:
        d = self.draft
        finisher = None if d["finisher"] < 0 or d["ending"] == "void" else d["finisher"]
        self.add_round(list(d["hands"]), finisher=finisher, ending=d["ending"], went_down=list(d["down"]))
        self._clear_draft()
        self.say(f"Round {len(self.rounds)} scored: the sheet below explains each line.", tone="ok")

    def _on_undo(self) -> None:
        self.undo()
        self.say(f"Round {len(self.rounds) + 1} taken back.", tone="info")

    def _on_settings(self, four_colour: bool | None = None) -> None:
        if four_colour is not None:
            self.four_colour = four_colour

    # --- reading cards ------------------------------------------------------------------
    def _read(self, cards: CardsLike, seat: int) -> list[Card]:
        try:
            return to_cards(cards, what="hand")
        except InvalidNotation as e:
            raise KonkanError(f"{self.names[seat]}'s cards: {e}") from None

    def _count_copies(self, hands: Sequence[Sequence[Card]]) -> None:
        """The game has two of each card (R1.2): refuse hands that together name a third."""
        joined = " ".join(c.code for h in hands for c in h)
        try:
            parse_cards(joined)
        except InvalidNotation as e:
            face = parse_face(e.token or "")
            if face is None:
                raise
            holders = [self.names[s] for s, h in enumerate(hands) if any(c.face == face for c in h)]
            count = sum(1 for h in hands for c in h if c.face == face)
            card = Card(face[0], face[1]) if face[1] is not None else Card.joker()
            what = "jokers" if card.is_joker else str(card)
            raise KonkanError(f"{card if not card.is_joker else 'The joker'} is named {count} times "
                              f"({', '.join(holders)}), but there are only two {what} in the game (R1.2).") from None

    def _entry(self, text: str, seat: int) -> dict[str, Any]:
        try:
            cards = self._read(text, seat)
        except KonkanError as e:
            return {"cards": [], "value": None, "error": str(e)}
        return {"cards": [c.id for c in cards], "value": hand_penalty(cards, self.rules), "error": ""}

    # --- state for the page -------------------------------------------------------------
    def _clear_draft(self) -> None:
        n = self.players
        self.draft = {"hands": [""] * n, "down": [True] * n, "finisher": -1, "ending": "out"}
        self.entries = [self._entry("", s) for s in range(n)]

    def _publish(self) -> None:
        history = []
        for k, (lines, ending) in enumerate(zip(self.rounds, self._endings)):
            history.append({"number": k + 1, "ending": ending, "scores": [line.score for line in lines],
                            "lines": [{**dataclasses.asdict(line), "cards": [c.id for c in line.cards]}
                                      for line in lines]})
        self.history = history
        teams = self.team_totals
        self.standing = {"totals": self.totals, "teams": list(teams) if teams is not None else None}

    # --- repr and picture -----------------------------------------------------------------
    def summary(self) -> str:
        k = len(self.rounds)
        words = f"{self.players} players{', partnership' if self.partnership else ''}, {k} round{'s' if k != 1 else ''}"
        if k:
            words += ", totals " + ", ".join(f"{n} {t}" for n, t in zip(self.names, self.totals))
        return words

    def picture(self) -> str:
        rows = [["Round", *self.names]]
        rows += [[str(k), *(str(line.score) for line in lines)] for k, lines in enumerate(self.rounds, start=1)]
        rows.append(["Total", *(str(t) for t in self.totals)])
        parts = [text_svg(["Score sheet"], bold=True, size=15), grid_svg(rows)]
        if self.partnership and self.team_totals is not None:
            a, b = self.team_totals
            parts.append(text_svg([f"Teams: {self.names[0]} and {self.names[2]} {a}, "
                                   f"{self.names[1]} and {self.names[3]} {b}"]))
        if self.rounds:
            parts.append(text_svg([f"Round {len(self.rounds)}:"] + [line.message for line in self.rounds[-1]], size=12))
            held = [hand_svg(line.cards, four_colour=self.four_colour, label=self.names[line.seat])
                    for line in self.rounds[-1] if line.cards]
            if held:
                parts.append(row(held, gap=16))
        return stack(parts, title="Score sheet")


