"""The score sheet of a game played with real cards: each round as the table entered it, the
totals, the end of the game and its winner (R8, R9), and the sheet saved to a JSON file.

This is the engine of :class:`konkan.widgets.ScoreSheet` (no Jupyter here): the sheet decides,
the widget draws it. Rounds are scored by :func:`konkan.scoring.score_lines`; the game ends as
:mod:`konkan.game` says (:func:`~konkan.game.game_is_over`, :func:`~konkan.game.game_winners`,
:func:`~konkan.game.leaving_seats`); the file carries the checksum game saves carry
(:mod:`konkan.saving`).

- A void round (R7.3) is shown, scores nothing and is dealt again under the same number (R2.3).
- A Konkan put down without a declaration scores as R8.5 in any round; a declared one (the last
  round only) wins the game at once (R8.6).
- Once the game is over, the sheet says who won and takes no more rounds until a new game.

>>> sheet = Sheet(Rules(players=3, rounds=2), names=["Amal", "Basil", "Carla"])
>>> [line.score for line in sheet.add_round(["", "7S 8S", "KH"], finisher=0)]
[-30, 15, 10]
>>> _ = sheet.add_round(["2S", "3S", "4S"], ending="void")
>>> [r.label for r in sheet.rounds], sheet.next_number
(['1', 'void'], 2)
>>> _ = sheet.add_round(["QS", "", "5D"], finisher=1)
>>> sheet.is_over, sheet.winners, sheet.totals
(True, [0], [-20, -15, 15])
>>> print(sheet.verdict)
After 2 counted rounds the game is over: Amal wins with the lowest total, -20 (R8.7).
"""

from __future__ import annotations

import dataclasses
import os
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .cards import Card, CardsLike, WhatKey, parse_cards, parse_face, to_cards
from .catalogue import say, say_list
from .errors import CorruptSave, InvalidNotation, KonkanError, shown, shown_path, whole_number
from .game import game_is_over, game_winners, leaving_seats
from .reasons import Ending, Reason
from .rules import Rules
from .saving import FORMAT_VERSION, _first_difference, _same, _verify_checksum, dumps, load
from .scoring import ENDINGS, ScoreLine, score_lines, team_totals
from .seats import check_names
from .standings import GameEnd, game_end

__all__ = ["FORMAT_SHEET", "Entry", "Sheet", "SheetRound", "write_atomically"]

FORMAT_SHEET = "konkan-score-sheet"


@dataclass(frozen=True)
class Entry:
    """One round as the table entered it, by game seat: the cards each player still held
    (none for a player out of the game), who went down, who went out (None for a void round),
    how the round ended, and whether the Konkan it ended with was declared (R8.6)."""

    hands: tuple[tuple[Card, ...], ...]
    went_down: tuple[bool, ...]
    finisher: int | None
    ending: Ending
    declared: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "hands": [" ".join(c.code for c in h) for h in self.hands],
            "went_down": list(self.went_down),
            "finisher": self.finisher,
            "ending": self.ending.value,
            "declared": self.declared,
        }


@dataclass(frozen=True)
class SheetRound:
    """A round on the sheet: its ``number`` in the game (a void round shares it with the deal
    that replaces it, R2.3), the ``entry``, the game ``seats`` that played it, its score
    ``lines`` (``line.seat`` is an index into ``seats``) and the seats that ``left`` the game
    after it (elimination)."""

    number: int
    entry: Entry
    seats: tuple[int, ...]
    lines: tuple[ScoreLine, ...]
    left: tuple[int, ...] = ()
    totals: tuple[int, ...] = ()  # each game seat's total after this round

    @property
    def counted(self) -> bool:
        return self.entry.ending != Ending.VOID

    @property
    def label(self) -> str:
        """What the sheet's first column shows: the round's number, or "void"."""
        return str(self.number) if self.counted else "void"

    def scores(self, players: int) -> list[int | None]:
        """Each game seat's score in this round; None for a seat that was out of the game."""
        out: list[int | None] = [None] * players
        for line in self.lines:
            out[self.seats[line.seat]] = line.score
        return out


def write_atomically(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to ``path`` so that the file is always either the old one or the new one:
    a temporary file beside it, flushed to disk, then renamed over it."""
    target = Path(path)
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


class Sheet:
    """``Sheet(rules=None, *, names=None)``: the rounds of one game, entered one after the other.

    :meth:`add_round` enters a round (nothing changes if it is refused), :meth:`undo` takes the
    last one back and returns its :class:`Entry`, :meth:`rename` changes a player's name,
    :meth:`new_game` starts over. :attr:`rounds`, :attr:`totals`, :attr:`is_over`,
    :attr:`winners`, :attr:`status` and :attr:`verdict` say where the game stands;
    :meth:`save` and :meth:`load` keep it in a file.
    """

    def __init__(self, rules: Rules | None = None, *, names: Sequence[str] | None = None):
        if rules is None:
            rules = Rules()
        elif not isinstance(rules, Rules):
            raise KonkanError(say("error.sheet.rules_type", value=type(rules).__name__))
        self.rules = rules
        self._names: tuple[str, ...] = check_names(names, rules.players)
        self._entries: list[Entry] = []
        self._walked: tuple[list[SheetRound], list[int], list[int]] | None = None

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names, in seat order."""
        return self._names

    # --- what the sheet holds -----------------------------------------------------------
    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def entries(self) -> list[Entry]:
        """Every round entered, void ones included, in order."""
        return list(self._entries)

    def _rules_for(self, seats: Sequence[int]) -> Rules:
        # A round of an elimination game is played by those still in (as konkan.game deals it).
        return self.rules if len(seats) == self.players else dataclasses.replace(self.rules, players=len(seats))

    def _lines(self, e: Entry, seats: tuple[int, ...]) -> list[ScoreLine]:
        finisher = None if e.finisher is None else seats.index(e.finisher)
        return score_lines(
            [list(e.hands[s]) for s in seats],
            [e.went_down[s] for s in seats],
            finisher,
            e.ending.value,
            self._rules_for(seats),
            names=[self.names[s] for s in seats],
        )

    def _walk(self) -> tuple[list[SheetRound], list[int], list[int]]:
        """The rounds as the game numbers them, each seat's total and the seats out (in order);
        worked out once per change of the sheet."""
        if self._walked is None:
            self._walked = self._walk_entries(self._entries)
        rounds, totals, out = self._walked
        return list(rounds), list(totals), list(out)

    def _walk_entries(self, entries: Sequence[Entry]) -> tuple[list[SheetRound], list[int], list[int]]:
        n = self.players
        totals, out = [0] * n, []
        rounds, number = [], 1
        limit = self.rules.end_score
        for e in entries:
            seats = tuple(s for s in range(n) if s not in out)
            lines = self._lines(e, seats)
            left: list[int] = []
            if e.ending != Ending.VOID:
                for line in lines:
                    totals[seats[line.seat]] += line.score
                if self.rules.game_end == "elimination" and limit is not None:
                    left = leaving_seats(seats, totals, limit)
                    out += left
            rounds.append(SheetRound(number, e, seats, tuple(lines), tuple(left), tuple(totals)))
            if e.ending != Ending.VOID:
                number += 1
        return rounds, totals, out

    @property
    def rounds(self) -> list[SheetRound]:
        """Every round entered, void ones included, with its number and its lines."""
        return self._walk()[0]

    @property
    def totals(self) -> list[int]:
        """Each seat's total over the counted rounds."""
        return self._walk()[1]

    @property
    def team_totals(self) -> tuple[int, int] | None:
        """In a partnership, the two team totals (seats 0 and 2, seats 1 and 3); else None."""
        return team_totals(self.totals) if self.rules.partnership else None

    @property
    def eliminated(self) -> list[int]:
        """The seats out of an elimination game, in the order they left; else []."""
        return self._walk()[2]

    @property
    def still_in(self) -> list[int]:
        """The seats that play the next round (every seat, unless some were eliminated)."""
        out = self.eliminated
        return [s for s in range(self.players) if s not in out]

    @property
    def next_number(self) -> int:
        """The number of the round to enter next (a void round's deal keeps its number)."""
        return sum(1 for e in self._entries if e.ending != Ending.VOID) + 1

    @property
    def is_last_round(self) -> bool:
        """Whether the round to enter next is the game's last, the only one where Konkan can be
        declared (R8.6)."""
        return self.rules.has_last_round and self.next_number == self.rules.rounds

    @property
    def konkan_winner(self) -> int | None:
        """The seat that went out with a declared Konkan (R8.6), if one did."""
        for e in self._entries:
            if e.declared:
                return e.finisher
        return None

    @property
    def is_over(self) -> bool:
        """Whether the game is over: a declared Konkan (R8.6), or the game's end rule (R8.7, R9)
        after the last counted round."""
        if self.konkan_winner is not None:
            return True
        rounds, totals, out = self._walk()
        if not rounds or not rounds[-1].counted:
            return False
        return game_is_over(self.rules, rounds[-1].number, totals, out)

    @property
    def winners(self) -> list[int]:
        """The winning seats once the game is over (ties share; a team wins both seats); else []."""
        if not self.is_over:
            return []
        return game_winners(self.rules, self.totals, self.still_in, self.konkan_winner)

    # --- sentences ------------------------------------------------------------------------
    def _who(self, seats: Sequence[int]) -> str:
        return say_list([self.names[s] for s in seats])

    @property
    def end(self) -> GameEnd | None:
        """Once the game is over, how it ended: the sentence and the final standings, as the
        Table says them for a game the engine dealt (:func:`konkan.standings.game_end`); else None."""
        if not self.is_over:
            return None
        rounds, totals, _out = self._walk()
        counted = [r for r in rounds if r.counted]
        left = [(s, r.number) for r in rounds for s in r.left]
        return game_end(
            self.rules,
            self.names,
            totals,
            last_round=counted[-1].number if counted else 0,
            left=left,
            konkan_winner=self.konkan_winner,
        )

    @property
    def verdict(self) -> str:
        """Once the game is over, the sentence that says who won and why; else ""."""
        end = self.end
        return "" if end is None else end.text

    @property
    def standings(self) -> str:
        """The totals as one sentence (the team totals too, in a partnership)."""
        totals, out = self.totals, self.eliminated
        parts = [
            say("sheet.total.out" if s in out else "sheet.total", name=self.names[s], total=totals[s])
            for s in range(self.players)
        ]
        text = say("sheet.totals.final" if self.is_over else "sheet.totals", totals=say_list(parts, last="list.more"))
        if self.rules.partnership:
            a, b = team_totals(totals)
            text += " " + say("sheet.teams", first=self._who((0, 2)), a=a, second=self._who((1, 3)), b=b)
        return text

    def left_sentence(self, r: SheetRound) -> str:
        """The sentence about who left an elimination game after round ``r``; else ""."""
        if not r.left:
            return ""
        if len(r.left) == 1:
            s = r.left[0]
            return say("sheet.left.one", name=self.names[s], total=r.totals[s], limit=self.rules.end_score)
        each = say_list([say("sheet.total", name=self.names[s], total=r.totals[s]) for s in r.left], last="list.more")
        return say("sheet.left.many", who=self._who(r.left), totals=each, limit=self.rules.end_score)

    @property
    def status(self) -> str:
        """One sentence on where the game stands: the round to enter next, or who won."""
        if self.is_over:
            return say("sheet.over", verdict=self.verdict)
        number = self.next_number
        end, limit = self.rules.game_end, self.rules.end_score
        if end == "rounds":
            key = "sheet.next.last" if self.is_last_round else "sheet.next.rounds"
            text = say(key, number=number, rounds=self.rules.rounds)
        elif end == "target":
            key = "sheet.next.target.team" if self.rules.partnership else "sheet.next.target"
            text = say(key, number=number, limit=limit)
        else:
            text = say("sheet.next.elimination", number=number, who=self._who(self.still_in), limit=limit)
        if self._entries and self._entries[-1].ending == Ending.VOID:
            return say("sheet.void", number=number) + " " + text
        return text

    def declare_refusal(self) -> str:
        """Why the round to enter next can't end with a declared Konkan (R8.6); "" if it can."""
        if self.is_over or self.is_last_round:
            return ""
        words = (
            say(Reason.KONKAN_NOT_LAST_ROUND, last=self.rules.rounds, number=self.next_number)
            if self.rules.has_last_round
            else say("KONKAN_NOT_LAST_ROUND.none")
        )
        return say("sheet.declare_refusal", refusal=words)

    def refusal(self) -> str:
        """Why no round can be entered now (the game is over); "" if one can."""
        if not self.is_over:
            return ""
        return say("sheet.refusal", verdict=self.verdict)

    def sentences(self) -> list[str]:
        """Every sentence the sheet says now: where the game stands, each round's lines, who left."""
        out = [self.status, self.standings] + ([self.verdict] if self.is_over else [])
        for r in self.rounds:
            out += [line.message for line in r.lines]
            if r.left:
                out.append(self.left_sentence(r))
        return out

    # --- entering rounds ---------------------------------------------------------------
    def _read(self, cards: CardsLike, seat: int) -> list[Card]:
        try:
            return to_cards(cards, what=WhatKey("error.what.hand_cards"))
        except InvalidNotation as e:
            raise KonkanError(say("error.sheet.cards", name=self.names[seat], error=e)) from None

    def count_copies(self, hands: Sequence[Sequence[Card]]) -> None:
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
            key = "error.sheet.copies.joker" if card.is_joker else "error.sheet.copies"
            raise KonkanError(say(key, card=card, count=count, holders=say_list(holders, last="list.more"))) from None

    def read_hands(self, hands: Sequence[CardsLike]) -> list[list[Card]]:
        """Each seat's cards read from text (or cards), refused with the player's name if wrong."""
        n = self.players
        if not isinstance(hands, (list, tuple)) or len(hands) != n:
            raise KonkanError(say("error.sheet.hands", players=n))
        parsed = [self._read(hands[s], s) for s in range(n)]
        self.count_copies(parsed)
        return parsed

    def entry(
        self,
        hands: Sequence[CardsLike],
        *,
        finisher: int | None = None,
        ending: str = "out",
        went_down: Sequence[bool] | None = None,
        declared: bool = False,
    ) -> Entry:
        """The round these arguments describe, checked as :meth:`add_round` checks it."""
        n = self.players
        if self.is_over:
            raise KonkanError(self.refusal())
        if not isinstance(ending, str) or ending not in ENDINGS:
            raise KonkanError(say("error.sheet.ending", value=shown(ending, 24)))
        kind = Ending(ending)
        parsed = self.read_hands(hands)
        if went_down is None:
            down = [True] * n
        elif (
            isinstance(went_down, (list, tuple)) and len(went_down) == n and all(isinstance(d, bool) for d in went_down)
        ):
            down = list(went_down)
        else:
            raise KonkanError(say("error.sheet.went_down", players=n))
        if not isinstance(declared, bool):
            raise KonkanError(say("error.sheet.declared"))
        still_in = self.still_in
        for s in range(n):
            if s not in still_in:
                if parsed[s]:
                    raise KonkanError(say("error.sheet.out_cards", name=self.names[s]))
                down[s] = False
        if kind == Ending.VOID:
            if declared:
                raise KonkanError(say("error.sheet.void_declared"))
            return Entry(tuple(map(tuple, parsed)), tuple(down), None, kind, False)
        if finisher is None:
            raise KonkanError(say("error.sheet.finisher"))
        finisher = whole_number(finisher, "finisher", 0, n - 1, key="error.sheet.no_seat.range", limit=20, players=n)
        who = self.names[finisher]
        if finisher not in still_in:
            raise KonkanError(say("error.sheet.finisher_out", name=who))
        if parsed[finisher]:
            raise KonkanError(say("error.sheet.finisher_cards", name=who))
        down[finisher] = True  # whoever goes out has gone down
        if declared:
            if kind != Ending.KONKAN:
                raise KonkanError(say("error.sheet.declare_kind"))
            if self.declare_refusal():
                raise KonkanError(self.declare_refusal())
        return Entry(tuple(map(tuple, parsed)), tuple(down), finisher, kind, declared)

    def add_round(
        self,
        hands: Sequence[CardsLike],
        *,
        finisher: int | None = None,
        ending: str = "out",
        went_down: Sequence[bool] | None = None,
        declared: bool = False,
    ) -> list[ScoreLine]:
        """Enter one round and return its score lines; nothing changes if it is refused.

        ``hands`` gives each seat's cards left (none for the player who went out, or for one out
        of an elimination game), ``finisher`` the seat that went out (None for a void round),
        ``ending`` one of ``"out"``, ``"hand"``, ``"konkan"`` or ``"void"``, ``went_down``
        whether each seat went down (default: all), ``declared`` whether the Konkan was declared
        (the last round only, R8.6).
        """
        e = self.entry(hands, finisher=finisher, ending=ending, went_down=went_down, declared=declared)
        seats = tuple(self.still_in)
        lines = self._lines(e, seats)
        self._entries.append(e)
        self._walked = None
        return lines

    def undo(self) -> Entry:
        """Take the last round off the sheet and return it as it was entered (to correct it)."""
        if not self._entries:
            raise KonkanError(say("error.sheet.undo"))
        self._walked = None
        return self._entries.pop()

    def new_game(self) -> None:
        """Start over: no rounds, the same players and rules."""
        self._entries.clear()
        self._walked = None

    def rename(self, seat: int, name: str) -> None:
        """Give seat ``seat`` a new name (every sentence of the sheet then uses it)."""
        seat = whole_number(
            seat, "seat", 0, self.players - 1, key="error.sheet.no_seat", limit=20, players=self.players
        )
        if not isinstance(name, str) or not name.strip() or len(name.strip()) > 40 or not name.isprintable():
            raise KonkanError(say("error.sheet.name", value=shown(name, 30)))
        new = name.strip()
        for s, other in enumerate(self.names):
            if s != seat and other.lower() == new.lower():
                raise KonkanError(say("error.sheet.name_taken", name=other))
        if new.lower() == say("word.you"):
            raise KonkanError(say("error.sheet.name_you"))
        self._names = check_names([new if s == seat else n for s, n in enumerate(self.names)], self.players)
        self._walked = None

    # --- the file --------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT_SHEET,
            "version": FORMAT_VERSION,
            "rules": self.rules.to_dict(),
            "names": list(self.names),
            "rounds": [e.to_dict() for e in self._entries],
            "totals": self.totals,
        }

    def to_json(self) -> str:
        """The sheet as JSON text with a checksum, as game saves have (:func:`konkan.saving.dumps`)."""
        return dumps(self.to_dict())

    @classmethod
    def from_json(cls, text: str | bytes | dict[str, Any]) -> Sheet:
        """The sheet saved by :meth:`to_json`; a malformed or altered save raises ``CorruptSave``."""
        data, canonical = _verify_checksum(load(text, FORMAT_SHEET), say("error.what.sheet"))
        for key in ("rules", "names", "rounds", "totals"):
            if key not in data:
                raise CorruptSave(say("error.sheet.missing", name=repr(key)))
        try:
            sheet = cls(Rules.from_dict(data["rules"]), names=data["names"])
        except KonkanError as e:
            raise CorruptSave(say("error.sheet.rules", error=e)) from None
        rounds = data["rounds"]
        if not isinstance(rounds, list):
            raise CorruptSave(say("error.sheet.rounds"))
        for i, raw in enumerate(rounds):
            if not isinstance(raw, dict) or set(raw) != {"hands", "went_down", "finisher", "ending", "declared"}:
                raise CorruptSave(say("error.sheet.round_shape", number=i + 1))
            if not isinstance(raw["hands"], list) or not all(isinstance(h, str) for h in raw["hands"]):
                raise CorruptSave(say("error.sheet.round_hands", number=i + 1))
            try:
                sheet.add_round(
                    raw["hands"],
                    finisher=raw["finisher"],
                    ending=raw["ending"],
                    went_down=raw["went_down"],
                    declared=raw["declared"],
                )
            except KonkanError as e:
                raise CorruptSave(say("error.sheet.round_bad", number=i + 1, error=e)) from None
        if not _same(sheet.to_dict(), data, canonical):
            raise CorruptSave(say("error.sheet.mismatch", where=_first_difference(sheet.to_dict(), data)))
        return sheet

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the sheet to ``path`` (JSON with a checksum), atomically: the file is never half written."""
        try:
            write_atomically(path, self.to_json())
        except OSError as e:
            raise KonkanError(
                say("error.sheet.save", path=shown_path(path), why=e.strerror or type(e).__name__)
            ) from None

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Sheet:
        """The sheet saved in ``path``; a file that can't be read, is not a score sheet, or was
        changed after it was written is refused with a sentence naming it."""
        name = shown_path(path)
        try:
            raw = Path(path).read_bytes()
        except OSError as e:
            raise KonkanError(say("error.sheet.read", path=name, why=e.strerror or type(e).__name__)) from None
        try:
            return cls.from_json(raw)
        except CorruptSave as e:
            raise CorruptSave(say("error.sheet.refused", path=name, error=e)) from None

    def __repr__(self) -> str:
        return say("repr.sheet", players=self.players, rounds=len(self._entries), totals=self.totals)
