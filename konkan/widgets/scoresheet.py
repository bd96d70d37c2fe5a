"""ScoreSheet: the score of a real game played at a real table, round after round.

After each round, enter what each player still holds (typed, such as ``"KS 7H JK"``, or picked
from a grid of faces), who went down, who went out and how: out, a Hand, a Konkan (declared or
not), or a void round. The sheet scores it with :func:`konkan.score_lines` (R8), keeps the running
totals (team totals in a partnership), explains every line in the engine's words, ends the game
by the table's ``game_end`` rule (R8.7, R9) and says who won. The logic is
:class:`konkan.scoresheet.Sheet`; this widget draws it and sends what the user enters.

- **Names**: ``names=["Amal", "Basil", "Carla", "Dima"]``, or type a new name in a player's name
  field in the page; every sentence of the sheet then uses it.
- **Void rounds** are shown but not numbered: the deal that replaces one keeps its number (R2.3).
- **Konkan**: *Konkan* is one put down without a declaration (every other player pays 200,
  R8.5); *Declared Konkan* (the last round only) wins the game at once (R8.6). A player who
  declared and never completed it is entered as not gone down: they pay 100 (R8.6, R8.3).
- **The end**: after the last counted round the sheet shows the final totals and the winner and
  takes no more rounds; **New game** starts over with the same players.
- **Undo last round** takes the round off the sheet and puts its entries back in the form.
- **Saving**: ``ScoreSheet(path="evening.json")`` opens that file if it exists (refusing one that
  was damaged or changed), and saves the sheet to it after every round (JSON with the checksum
  game saves carry, written atomically). :meth:`save` and :meth:`load` do it by hand. The file is
  the notebook's to name (the score sheet notebook uses ``our-evening.json``): ``ScoreSheet(4)``
  alone writes no file, so a sheet made in a lesson or a test leaves nothing behind.
- **New evening** (a sheet with a file and a round entered): the file's sheet is kept under a name
  with the date it was last saved (``evening-2026-11-26.json``, never over another file), and the
  sheet starts empty in its own file; **New game** keeps a finished game the same way.
- **Read as**: what each player's typed cards are worth, then the rule that scores them otherwise
  (never went down: 100, R8.3; a Hand doubles, R8.2; a Konkan, R8.5; a partner, R8.4).

Bad input is refused with a sentence and changes nothing.

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
>>> s.undo(); s.totals, s.draft["hands"]
([0, 0, 0, 0], ['', '7S 8S', 'AS', 'KH QH'])
"""

from __future__ import annotations

import dataclasses
import datetime
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar

import traitlets

from ..cards import Card, CardsLike, cards_text
from ..catalogue import EN, say
from ..errors import KonkanError, shown
from ..render import hand_svg
from ..rules import Rules
from ..scoresheet import Entry, Sheet
from ..scoring import ScoreLine, hand_penalty, score_lines
from ._small import grid_svg, row, stack, text_svg
from .base import KonkanWidget, css, esm

__all__ = ["ScoreSheet"]

# The endings the page offers: the round's ending, and whether its Konkan was declared (R8.6).
ENDINGS = {
    "out": ("out", False),
    "hand": ("hand", False),
    "konkan": ("konkan", False),
    "declared": ("konkan", True),
    "void": ("void", False),
}


class ScoreSheet(KonkanWidget):
    """``ScoreSheet(players=4, *, partnership=False, rules=None, names=None, four_colour=False, path=None)``.

    ``rules`` (a :class:`konkan.Rules`) sets the house rules that change scores and the end of
    the game (the going-out score, the joker's penalty, the ace's value, ``rounds``,
    ``game_end``); when given, its players and partnership are the sheet's, and
    ``players``/``partnership`` given as well must agree with it. ``names`` names the players in
    seat order (editable in the page too). ``path`` is the sheet's file: opened if it exists,
    written after every round.

    From Python: :meth:`add_round`, :meth:`undo`, :meth:`rename`, :meth:`new_game`, :meth:`save`,
    :meth:`load`, :attr:`totals`, :attr:`team_totals`, :attr:`is_over`, :attr:`winners`,
    :attr:`rounds` (each round's :class:`~konkan.ScoreLine` list, void rounds included) and
    :attr:`sheet` (the :class:`konkan.scoresheet.Sheet` behind it). The ``sentences`` trait holds
    every sentence the sheet shows besides its ``message``.
    """

    _esm = esm("scoresheet")
    _css = css("scoresheet")

    noun: ClassVar[str] = "widget.scoresheet.noun"
    word_keys: ClassVar[tuple[str, ...]] = ("widget.scoresheet.",)
    intents: ClassVar[dict[str, dict[str, str]]] = {
        "hand": {"seat": "seat", "text": "text"},
        "add": {"seat": "seat", "card": "card"},
        "down": {"seat": "seat", "down": "bool"},
        "finisher": {"seat?": "seat"},
        "ending": {"ending": "word"},
        "name": {"seat": "seat", "name": "text"},
        "score": {},
        "undo": {},
        "new_game": {},
        "new_evening": {},
        "settings": {"four_colour?": "bool"},
    }

    names: traitlets.List[Any] = traitlets.List().tag(sync=True)
    partnership = traitlets.Bool(False).tag(sync=True)
    draft = traitlets.Dict().tag(sync=True)  # what is entered for the next round
    entries: traitlets.List[Any] = traitlets.List().tag(
        sync=True
    )  # each seat's entered cards as read: ids, value, or the error
    history: traitlets.List[Any] = traitlets.List().tag(sync=True)  # the rounds entered with their lines
    standing = traitlets.Dict().tag(sync=True)  # totals, where the game stands, the end and its winners
    sentences: traitlets.List[Any] = traitlets.List().tag(sync=True)  # every sentence shown but the message

    def __init__(
        self,
        players: int | None = None,
        *,
        partnership: bool = False,
        rules: Rules | None = None,
        names: Sequence[str] | None = None,
        four_colour: bool = False,
        path: str | os.PathLike[str] | None = None,
    ):
        super().__init__(four_colour=four_colour)
        asked = rules is not None or players is not None or partnership
        if rules is None:
            rules = Rules(players=4 if players is None else players, partnership=partnership)
        elif not isinstance(rules, Rules):
            raise KonkanError(say("widget.scoresheet.error.rules", got=type(rules).__name__))
        else:
            if players not in (None, rules.players):
                raise KonkanError(say("widget.scoresheet.error.players", players=players, rules=rules.players))
            if partnership and not rules.partnership:
                raise KonkanError(say("widget.scoresheet.error.partnership"))
        if path is not None and not isinstance(path, (str, os.PathLike)):
            raise KonkanError(say("widget.scoresheet.error.path", got=shown(path)))
        self.path: Path | None = None if path is None else Path(path)
        self._saved = ""
        if self.path is not None and self.path.exists():
            try:
                sheet = Sheet.load(self.path)
            except KonkanError as e:
                raise type(e)(say("widget.scoresheet.error.file", error=e)) from None
            if asked and rules != sheet.rules:
                raise KonkanError(say("widget.scoresheet.error.other_rules", path=shown(str(self.path), 80)))
            if names is not None and tuple(names) != sheet.names:
                raise KonkanError(
                    say(
                        "widget.scoresheet.error.other_names",
                        path=shown(str(self.path), 80),
                        names=", ".join(sheet.names),
                    )
                )
            self._saved = self._opened_words(self.path, sheet)
        else:
            sheet = Sheet(rules, names=names)
        self.sheet = sheet
        if self.path is not None and not self._saved:
            sheet.save(self.path)  # a file that can't be written is said at once, not after the first round
            self._saved = self._saved_words(self.path)
        self._clear_draft()
        self._publish()
        self._greet()

    def _greet(self) -> None:
        if self.sheet.is_over:
            self.message = {}  # the end of the game is said once, by the end panel (standing["verdict"])
        else:
            self.say(say("widget.scoresheet.greet"))

    # --- Python API -------------------------------------------------------------------
    @property
    def rules(self) -> Rules:
        return self.sheet.rules

    @property
    def players(self) -> int:
        return self.sheet.players

    @property
    def rounds(self) -> list[list[ScoreLine]]:
        """Each round's score lines, in the order entered (void rounds included)."""
        return [list(r.lines) for r in self.sheet.rounds]

    @property
    def totals(self) -> list[int]:
        """Each seat's running total."""
        return self.sheet.totals

    @property
    def team_totals(self) -> tuple[int, int] | None:
        """In a partnership, the two team totals (seats 0 and 2, seats 1 and 3); else None."""
        return self.sheet.team_totals

    @property
    def is_over(self) -> bool:
        return self.sheet.is_over

    @property
    def winners(self) -> list[int]:
        """The winning seats once the game is over; else []."""
        return self.sheet.winners

    def add_round(
        self,
        hands: Sequence[CardsLike],
        *,
        finisher: int | None = None,
        ending: str = "out",
        went_down: Sequence[bool] | None = None,
        declared: bool = False,
    ) -> list[ScoreLine]:
        """Score one round and add it to the sheet; returns its lines.

        ``hands`` gives each seat's cards left (the finisher's is empty), ``finisher`` the seat
        that went out (None for a void round), ``ending`` one of ``"out"``, ``"hand"``,
        ``"konkan"`` or ``"void"``, ``went_down`` whether each seat went down (default: all),
        ``declared`` whether the Konkan was declared (the last round only; it wins the game, R8.6).
        Nothing changes if anything is wrong; once the game is over no round is taken.
        """
        lines = self.sheet.add_round(hands, finisher=finisher, ending=ending, went_down=went_down, declared=declared)
        self._changed()
        return lines

    def undo(self) -> None:
        """Take the last round off the sheet and put its entries back in the form, to correct them."""
        entry = self.sheet.undo()
        self._draft_from(entry)
        self._changed()

    def rename(self, seat: int, name: str) -> None:
        """Give a player a new name; the sheet's sentences use it from then on."""
        self.sheet.rename(seat, name)
        self._set_draft()
        self._changed()

    def new_game(self) -> Path | None:
        """Start over: no rounds, the same players, names and rules. A sheet with a file keeps the
        game it held in a file of its own first (see :meth:`new_evening`), whose path is returned."""
        kept = self._keep()
        self.sheet.new_game()
        self._clear_draft()
        self._changed()
        return kept

    def new_evening(self) -> Path | None:
        """Start a new evening: the sheet's file keeps what it holds under a name with the date it
        was last saved (``our-evening.json`` becomes ``our-evening-2026-11-26.json``, never over
        another file), then the sheet starts empty, with the same players, names and rules, in its
        own file. Returns the kept file's path (None when there was nothing to keep)."""
        return self.new_game()

    def kept_name(self) -> Path | None:
        """Where :meth:`new_evening` would keep this sheet: its file's name with the date it was
        last saved (today, if it was never saved), and -2, -3 ... after it if that name is taken.
        None for a sheet with no file or no round entered."""
        if self.path is None or not self.sheet.entries:
            return None
        try:
            day = datetime.date.fromtimestamp(self.path.stat().st_mtime)
        except OSError:
            day = datetime.date.today()
        stem, suffix = self.path.stem, self.path.suffix or ".json"
        target = self.path.with_name(f"{stem}-{day.isoformat()}{suffix}")
        k = 2
        while target.exists():
            target = self.path.with_name(f"{stem}-{day.isoformat()}-{k}{suffix}")
            k += 1
        return target

    def _keep(self) -> Path | None:
        """Write the sheet as it stands to :meth:`kept_name`, before it is emptied."""
        target = self.kept_name()
        if target is not None:
            self.sheet.save(target)
        return target

    def save(self, path: str | os.PathLike[str] | None = None) -> None:
        """Write the sheet to ``path`` (default: the sheet's own file), atomically."""
        target = Path(path) if path is not None else self.path
        if target is None:
            raise KonkanError(say("widget.scoresheet.error.no_file"))
        self.sheet.save(target)
        if self.path is None:
            self.path = target
        self._saved = self._saved_words(target)
        self._publish()

    def load(self, path: str | os.PathLike[str]) -> None:
        """Replace this sheet with the one saved in ``path``, which becomes the sheet's file. A file
        that can't be read or was changed is refused with a sentence, and nothing changes."""
        sheet = Sheet.load(path)
        self.sheet = sheet
        self.path = Path(path)
        self._saved = self._opened_words(self.path, sheet)
        self._clear_draft()
        self._publish()
        self._greet()

    # --- saving ---------------------------------------------------------------------------
    @staticmethod
    def _opened_words(path: Path, sheet: Sheet) -> str:
        k = len(sheet.entries)
        key = "widget.scoresheet.opened." + ("one" if k == 1 else "many")
        try:
            day = datetime.date.fromtimestamp(path.stat().st_mtime)
        except OSError:
            day = datetime.date.today()
        if k and day != datetime.date.today():
            weekday = say(f"widget.scoresheet.weekday.{day.weekday()}")
            month = say(f"widget.scoresheet.month.{day.month}")
            return say(key + ".day", file=path.name, count=k, weekday=weekday, day=day.day, month=month)
        return say(key, file=path.name, count=k)

    def _saved_words(self, target: Path) -> str:
        rounds = self.sheet.rounds
        if not rounds:
            return say("widget.scoresheet.saved.empty", file=target.name)
        last = rounds[-1]
        key = "widget.scoresheet.saved." + ("round" if last.counted else "void")
        return say(key, file=target.name, number=last.number)

    def _autosave(self) -> None:
        if self.path is None:
            return
        try:
            self.sheet.save(self.path)
        except KonkanError as e:
            self._saved = str(e)
        else:
            self._saved = self._saved_words(self.path)

    def _changed(self) -> None:
        self._autosave()
        self._set_draft()  # who is still in may have changed
        self._publish()

    # --- intents ----------------------------------------------------------------------
    def _seat(self, seat: int) -> int:
        if seat >= self.players:
            raise KonkanError(
                say("widget.scoresheet.error.seat", seat=seat, players=self.players, last=self.players - 1)
            )
        return seat

    def _set_draft(self, **changes: Any) -> None:
        self.draft = {**self.draft, **changes}
        self.entries = [self._entry(t, s) for s, t in enumerate(self.draft["hands"])]
        self._publish_sentences()

    def _on_hand(self, seat: int, text: str) -> None:
        seat = self._seat(seat)
        hands = list(self.draft["hands"])
        hands[seat] = text
        self._set_draft(hands=hands)
        self.message = {}

    def _on_add(self, seat: int, card: int) -> None:
        seat = self._seat(seat)
        if seat not in self.sheet.still_in:
            raise KonkanError(say("widget.scoresheet.error.out_add", name=self.sheet.names[seat]))
        hands = list(self.draft["hands"])
        face = Card.from_id(card).code
        new = (hands[seat].strip() + " " + face).strip()
        self.sheet.read_hands([h if s != seat else new for s, h in enumerate(hands)])
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
        if seat not in self.sheet.still_in:
            raise KonkanError(say("widget.scoresheet.error.out_finisher", name=self.sheet.names[seat]))
        flags = list(self.draft["down"])
        flags[seat] = True  # whoever goes out has gone down (R8.1)
        self._set_draft(finisher=seat, down=flags)

    def _on_ending(self, ending: str) -> None:
        if ending not in ENDINGS:
            raise KonkanError(say("widget.scoresheet.error.ending", got=shown(ending, 20)))
        if ending == "declared" and self.sheet.declare_refusal():
            raise KonkanError(self.sheet.declare_refusal())
        self._set_draft(ending=ending)

    def _on_name(self, seat: int, name: str) -> None:
        seat = self._seat(seat)
        old = self.sheet.names[seat]
        self.rename(seat, name)
        new = self.sheet.names[seat]
        self.say(
            say("widget.scoresheet.renamed" if new != old else "widget.scoresheet.same_name", old=old, new=new),
            tone="ok",
        )

    def _on_score(self) -> None:
        if self.sheet.is_over:
            # The page shows no Score button once the game is over, and its end panel already says
            # that the sheet takes no more rounds: a late press changes nothing and repeats nothing.
            return
        d = self.draft
        ending, declared = ENDINGS[d["ending"]]
        finisher = None if d["finisher"] < 0 or ending == "void" else d["finisher"]
        self.add_round(list(d["hands"]), finisher=finisher, ending=ending, went_down=list(d["down"]), declared=declared)
        self._clear_draft()
        last = self.sheet.rounds[-1]
        if self.sheet.is_over:
            self.message = {}  # the end panel says who won, once
        elif not last.counted:
            self.say(say("widget.scoresheet.scored.void", number=last.number), tone="ok")
        else:
            self.say(say("widget.scoresheet.scored", number=last.number), tone="ok")

    def _on_undo(self) -> None:
        last = self.sheet.rounds[-1] if self.sheet.entries else None
        self.undo()
        assert last is not None
        key = "widget.scoresheet.undone" + ("" if last.counted else ".void")
        self.say(say(key, number=last.number), tone="info")

    def _on_new_game(self) -> None:
        kept = self.new_game()
        said = (
            say("widget.scoresheet.new_game.kept", file=kept.name)
            if kept is not None
            else say("widget.scoresheet.new_game.done")
        )
        self.say(said, tone="ok")

    def _on_new_evening(self) -> None:
        kept = self.new_evening()
        said = (
            say("widget.scoresheet.new_evening.kept", file=kept.name)
            if kept is not None
            else say("widget.scoresheet.new_evening.done")
        )
        self.say(said, tone="ok")

    def _on_settings(self, four_colour: bool | None = None) -> None:
        if four_colour is not None:
            self.four_colour = four_colour

    # --- the form -------------------------------------------------------------------------
    def _entry(self, text: str, seat: int) -> dict[str, Any]:
        if seat not in self.sheet.still_in:
            return {"cards": [], "value": None, "error": "", "out": True}
        try:
            cards = self.sheet.read_hands([text if s == seat else "" for s in range(self.players)])[seat]
        except KonkanError as e:
            return {"cards": [], "value": None, "error": str(e)}
        rule, sentence = self._read_note(seat, cards)
        return {
            "cards": [c.id for c in cards],
            "value": hand_penalty(cards, self.rules),
            "error": "",
            "rule": rule,
            "sentence": sentence,
        }

    def _read_note(self, seat: int, cards: list[Card]) -> tuple[str, str]:
        """When the round as entered so far scores ``seat`` otherwise than its cards' worth (never
        down, R8.3; a Hand, R8.2; a Konkan, R8.5; a partner, R8.4; a void round, R7.3): that rule,
        short and as a sentence, from the line :func:`konkan.scoring.score_lines` gives the seat.
        Before the one who went out is chosen, any other player not the seat's partner stands in."""
        d = self.draft
        ending = ENDINGS[d["ending"]][0]
        seats = tuple(self.sheet.still_in)
        finisher: int | None = d["finisher"] if d["finisher"] in seats and ending != "void" else None
        if ending != "void" and finisher is None:
            partner = self.rules.partner(seat)
            finisher = next((s for s in seats if s not in (seat, partner)), None)
        if seat not in seats or finisher == seat or (finisher is None and ending != "void"):
            return "", ""
        hands: list[list[Card]] = [list(cards) if s == seat else [] for s in seats]
        down = [s == finisher or bool(d["down"][s]) for s in seats]
        names = [self.sheet.names[s] for s in seats]
        line = score_lines(
            hands,
            down,
            None if finisher is None else seats.index(finisher),
            ending,
            self.sheet._rules_for(seats),
            names=names,
        )[seats.index(seat)]
        key = "read." + line.key.removeprefix("score.")
        if key not in EN:
            return "", ""
        fields = {
            "who": self.sheet.names[seat],
            "cards": cards_text(cards) or say("widget.scoresheet.no_cards"),
            "worth": hand_penalty(cards, self.rules),
            "penalty": line.penalty,
            "score": line.score,
        }
        return say(key + ".short", **fields), say(key, **fields)

    def _clear_draft(self) -> None:
        n = self.players
        still_in = self.sheet.still_in
        self.draft = {"hands": [""] * n, "down": [s in still_in for s in range(n)], "finisher": -1, "ending": "out"}
        self._set_draft()

    def _draft_from(self, e: Entry) -> None:
        ending = "declared" if e.declared else e.ending.value
        self.draft = {
            "hands": [" ".join(c.code for c in h) for h in e.hands],
            "down": list(e.went_down),
            "finisher": -1 if e.finisher is None else e.finisher,
            "ending": ending,
        }
        self._set_draft()

    # --- state for the page -------------------------------------------------------------
    def redraw(self) -> None:
        self._publish()

    def _publish(self) -> None:
        sheet = self.sheet
        n = self.players
        history = []
        for r in sheet.rounds:
            history.append(
                {
                    "number": r.number,
                    "label": r.label,
                    "counted": r.counted,
                    "ending": r.entry.ending.value,
                    "declared": r.entry.declared,
                    "scores": r.scores(n),
                    "title": say("widget.scoresheet.round_title" + ("" if r.counted else ".void"), number=r.number),
                    "lines": [
                        {**dataclasses.asdict(line), "seat": r.seats[line.seat], "cards": [c.id for c in line.cards]}
                        for line in r.lines
                    ],
                    "left": sheet.left_sentence(r),
                }
            )
        self.names = list(sheet.names)
        self.partnership = sheet.rules.partnership
        self.history = history
        teams = sheet.team_totals
        last = sheet.rounds[-1] if sheet.entries else None
        self.standing = {
            "totals": sheet.totals,
            "teams": list(teams) if teams is not None else None,
            "out": sheet.eliminated,
            "over": sheet.is_over,
            "winners": sheet.winners,
            "verdict": sheet.verdict,
            "end": end.to_dict() if (end := sheet.end) is not None else {},
            "status": sheet.status,
            "standings": sheet.standings,
            "refusal": sheet.refusal(),
            "declare": sheet.declare_refusal(),
            "declare_note": self._declare_words(),
            "saved": self._saved,
            "closed": self._closed_words(),
            "new_evening": self._new_evening_words(),
            "undo": (
                say("widget.scoresheet.undo.none")
                if last is None
                else say("widget.scoresheet.undo.void")
                if not last.counted
                else say("widget.scoresheet.undo.round", number=last.number)
            ),
        }
        self._publish_sentences()

    def _declare_words(self) -> str:
        """What the Declared Konkan choice says on hover: why not, or what it does."""
        if self.sheet.is_over:
            return ""
        return self.sheet.declare_refusal() or say("widget.scoresheet.declare_note", number=self.sheet.next_number)

    def _new_evening_words(self) -> str:
        """What the New evening button says on hover, while a game with a file is under way; else ""."""
        kept = self.kept_name()
        if kept is None or self.sheet.is_over or self.path is None:
            return ""
        return say("widget.scoresheet.new_evening_why", kept=kept.name, file=self.path.name)

    def _closed_words(self) -> str:
        if not self.sheet.is_over:
            return ""
        return say("widget.scoresheet.closed")

    def _publish_sentences(self) -> None:
        sheet = self.sheet
        self.sentences = [
            s
            for s in [
                *sheet.sentences(),
                sheet.refusal(),
                self._declare_words(),
                self._saved,
                self._closed_words(),
                *(e["error"] for e in self.entries),
                *(e.get("sentence", "") for e in self.entries),
            ]
            if s
        ]

    # --- repr and picture -----------------------------------------------------------------
    def summary(self) -> str:
        k = len(self.sheet.entries)
        parts = [say("widget.scoresheet.summary.players", count=self.players)]
        if self.partnership:
            parts.append(say("widget.scoresheet.summary.partnership"))
        parts.append(say("widget.scoresheet.summary.rounds." + ("one" if k == 1 else "many"), count=k))
        if k:
            totals = ", ".join(f"{n} {t}" for n, t in zip(self.sheet.names, self.totals))
            parts.append(say("widget.scoresheet.summary.totals", totals=totals))
        if self.sheet.is_over:
            parts.append(say("widget.scoresheet.summary.over"))
        return ", ".join(parts)

    def picture(self) -> str:
        sheet = self.sheet
        names = list(sheet.names)
        out = say("widget.scoresheet.picture.out")
        rows = [[say("widget.scoresheet.round"), *names]]
        rows += [[r.label, *(out if s is None else str(s) for s in r.scores(self.players))] for r in sheet.rounds]
        rows.append([say("widget.scoresheet.total"), *(str(t) for t in self.totals)])
        parts = [text_svg([say("widget.scoresheet.title")], bold=True, size=15), grid_svg(rows)]
        if self.partnership and self.team_totals is not None:
            a, b = self.team_totals
            teams = say(
                "widget.scoresheet.picture.teams",
                first=names[0],
                third=names[2],
                one=a,
                second=names[1],
                fourth=names[3],
                two=b,
            )
            parts.append(text_svg([teams]))
        parts.append(text_svg([sheet.status], size=12, bold=sheet.is_over))
        if sheet.entries:
            last = sheet.rounds[-1]
            title = say("widget.scoresheet.picture." + ("round" if last.counted else "void"), number=last.number)
            parts.append(text_svg([title] + [line.message for line in last.lines], size=12))
            held = [
                hand_svg(line.cards, four_colour=self.four_colour, label=names[last.seats[line.seat]])
                for line in last.lines
                if line.cards
            ]
            if held:
                parts.append(row(held, gap=16))
        return stack(parts, title=say("widget.scoresheet.title"))
