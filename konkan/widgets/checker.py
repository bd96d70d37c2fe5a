"""MeldChecker: pick any of some cards and see at once whether they make a meld, and why.

The verdict is the engine's (:func:`konkan.check_meld` under the widget's rules): legal or not,
run or set, its points, the sentence with its rule, and what a joker stands for. Where the
joker could stand for more than one card, the widget offers each reading.

>>> m = MeldChecker("7S 8S JK 9H KD")
>>> m
<MeldChecker: 5 cards, none picked>
>>> v = m.pick("7S 8S JK")
>>> v.kind.value, v.points, str(v.joker_as), [r["text"] for r in m.verdict["readings"]]
('run', 24, '9♠', ['9♠', '6♠'])
>>> m.read_joker_as("6S").points
21
>>> m
<MeldChecker: 5 cards, 3 picked: a run, 21 points>
"""

from __future__ import annotations

from typing import Any, ClassVar

import traitlets

from ..cards import Card, CardsLike, cards_text, to_card, to_cards
from ..catalogue import say
from ..errors import KonkanError
from ..melds import MeldVerdict, check_meld
from ..render import hand_svg, meld_svg
from ..rules import Rules, rules_or_default
from ._small import stack, text_svg, wrap
from .base import KonkanWidget, css, esm

__all__ = ["MeldChecker"]


def pick_from(shown: list[Card], cards: CardsLike, *, what: str = "") -> list[Card]:
    """The shown cards named by ``cards`` (text picks the first copy not yet picked); ``what`` names
    them in an error (the catalogue's word for cards, unless given)."""
    what = what or say("widget.checker.input.cards")
    if isinstance(cards, str):
        wanted = to_cards(cards, what=what)
    else:
        wanted = [to_card(c, what=what) for c in (cards if not isinstance(cards, Card) else [cards])]
    out: list[Card] = []
    for w in wanted:
        match = next((c for c in shown if c == w and c not in out), None) or next(
            (c for c in shown if c.same_face(w) and c not in out), None
        )
        if match is None:
            raise KonkanError(say("widget.checker.not_shown", card=w))
        out.append(match)
    return out


class MeldChecker(KonkanWidget):
    """``MeldChecker(cards, *, rules=None, four_colour=False)``: shows ``cards`` (text such as
    ``"7S 8S JK"`` or a list of cards); the user picks any of them and sees the verdict.

    From Python: :meth:`pick`, :meth:`read_joker_as`, :attr:`result` (the engine's
    :class:`~konkan.MeldVerdict`, or None while nothing is picked).
    """

    _esm = esm("checker")
    _css = css("checker")

    noun: ClassVar[str] = "widget.checker.noun"
    word_keys: ClassVar[tuple[str, ...]] = ("widget.checker.",)
    intents: ClassVar[dict[str, dict[str, str]]] = {
        "pick": {"cards": "cards"},
        "toggle": {"card": "card"},
        "read_as": {"card?": "card"},
        "settings": {"four_colour?": "bool"},
    }

    cards: traitlets.List[Any] = traitlets.List().tag(sync=True)  # the ids shown, in the order given
    picked: traitlets.List[Any] = traitlets.List().tag(sync=True)  # the ids picked, in the order picked
    verdict = traitlets.Dict().tag(sync=True)  # the engine's verdict on the picked cards, as data

    def __init__(self, cards: CardsLike, *, rules: Rules | None = None, four_colour: bool = False):
        super().__init__(four_colour=four_colour)
        shown = to_cards(cards, what=say("widget.checker.input.cards"))
        if not shown:
            raise KonkanError(say("widget.checker.no_cards"))
        self.rules = rules_or_default(rules)
        self._shown = shown
        self._joker_as: Card | None = None
        self.result: MeldVerdict | None = None
        self.cards = [c.id for c in shown]
        self._judge()

    # --- Python API -------------------------------------------------------------------
    def pick(self, cards: CardsLike) -> MeldVerdict:
        """Pick these of the shown cards (replacing the pick) and return the verdict."""
        chosen = pick_from(self._shown, cards)
        self.picked = [c.id for c in chosen]
        self._joker_as = None
        self._judge()
        assert self.result is not None
        return self.result

    def read_joker_as(self, card: Card | str | None) -> MeldVerdict:
        """Read the picked joker as ``card`` (one of the readings the verdict offers), or as the
        engine's default with None."""
        if not self.result:
            raise KonkanError(say("widget.checker.no_joker"))
        wanted = None if card is None else to_card(card, what=say("widget.checker.input.joker"))
        if wanted is not None:
            v = check_meld(self.result.cards, joker_as=wanted, rules=self.rules)
            if not v.legal:  # the engine says which cards the joker may stand for
                raise KonkanError(v.message)
        self._joker_as = wanted
        self._judge()
        return self.result

    # --- intents ----------------------------------------------------------------------
    def _on_pick(self, cards: list[int]) -> None:
        missing = [i for i in cards if i not in self.cards]
        if missing:
            raise KonkanError(
                say("widget.checker.not_shown.many", cards=cards_text([Card.from_id(i) for i in missing]))
            )
        self.picked = list(cards)
        self._joker_as = None
        self._judge()

    def _on_toggle(self, card: int) -> None:
        if card not in self.cards:
            raise KonkanError(say("widget.checker.not_shown", card=Card.from_id(card)))
        self.picked = [i for i in self.picked if i != card] if card in self.picked else [*self.picked, card]
        self._joker_as = None
        self._judge()

    def _on_read_as(self, card: int | None = None) -> None:
        self.read_joker_as(None if card is None else Card.from_id(card))

    def _on_settings(self, four_colour: bool | None = None) -> None:
        if four_colour is not None:
            self.four_colour = four_colour

    def redraw(self) -> None:
        self._judge()  # the verdict, said again

    # --- the verdict --------------------------------------------------------------------
    @staticmethod
    def _readings(v: MeldVerdict) -> list[Card]:
        """Every card the player may name for the joker in this meld: the engine's reading, then
        the others. Only a run's lone joker offers a choice; a three-card set's joker stays open
        until a fourth card joins (R4.4), so there is nothing to choose."""
        return list(v.joker_choices)

    def _judge(self) -> None:
        picked = [Card.from_id(i) for i in self.picked]
        if not picked:
            self.result = None
            self.verdict = {}
            self.say(say("widget.checker.start"))
            return
        v = check_meld(picked, joker_as=self._joker_as, rules=self.rules)
        if not v.legal and self._joker_as is not None:  # a reading that no longer fits: back to the default
            self._joker_as = None
            v = check_meld(picked, rules=self.rules)
        self.result = v
        default = check_meld(picked, rules=self.rules) if self._joker_as is not None else v
        readings = self._readings(default)
        self.verdict = {
            "legal": v.legal,
            "kind": v.kind.value if v.kind else None,
            "points": v.points,
            "message": v.message,
            "rule": v.rule,
            "code": v.code.value,
            "ordered": [c.id for c in v.ordered],
            "joker_as": v.joker_as.id if v.joker_as is not None else None,
            "readings": [
                {"card": c.id, "text": str(c), "chosen": v.joker_as is not None and c.same_face(v.joker_as)}
                for c in readings
            ]
            if len(readings) > 1
            else [],
            "open": list(v.joker_open),
            # What the engine says the jokers stand for (R4.4): the cards, and "or" where still open.
            "joker_shown": {"cards": [c.id for c in v.joker_shown[0]], "word": v.joker_shown[1]},
        }
        self.message = {}

    # --- repr and picture -----------------------------------------------------------------
    def summary(self) -> str:
        n = len(self.cards)
        many = "one" if n == 1 else "many"
        v = self.result
        if v is None:
            return say(f"widget.checker.summary.none.{many}", count=n)
        what = v.kind.value if v.legal and v.kind else "no_meld"
        return say(f"widget.checker.summary.{what}.{many}", count=n, picked=len(self.picked), points=v.points)

    def picture(self) -> str:
        parts = [
            hand_svg(
                self._shown,
                highlight=[Card.from_id(i) for i in self.picked],
                overlap=False,
                four_colour=self.four_colour,
                label=say("widget.checker.picture.cards"),
            )
        ]
        if self.result is not None:
            parts.append(meld_svg(self.result, four_colour=self.four_colour))
            parts.append(text_svg(wrap(self.result.message)))
        return stack(parts, title=say("widget.checker.title"))
