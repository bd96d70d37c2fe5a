"""OpeningTrainer: group a hand into melds, submit it as an opening, and compare with the best.

The learner holds 15 cards: the 14 dealt and the one just drawn, the moment an opening is
decided (R5). They pick cards and make groups (each a meld, :func:`konkan.check_meld`), then
submit. The verdict is the engine's own: the groups are put to a round in which the learner's
seat holds exactly this hand after drawing, and ``Round.check`` judges the opening (points
against the minimum, a run among them, a card kept to discard). :func:`konkan.best_opening`
then says whether a better opening existed, and the widget draws it.

>>> t = OpeningTrainer("JH QH KH QS QD QC 2S 2D 2C 5H 9C 4D 7S 8D AC")
>>> t.group("JH QH KH").points
30
>>> t.submit().message
'Your melds add up to 30 points, but going down the first time needs at least 51, 21 more (R5.1).'
>>> t.group("QS QD QC").kind.value
'set'
>>> t.submit().ok, t.outcome["compare"]
(True, 'A better opening existed: 66 points against your 60.')
>>> t
<OpeningTrainer: hand 1, 15 cards, 2 groups, opening accepted, a better one existed>
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

import traitlets

from ..actions import Discard, Draw, Meld
from ..cards import Card, CardsLike, cards_text, full_deck, new_deck, to_cards
from ..catalogue import say
from ..errors import KonkanError
from ..melds import MeldVerdict, check_meld
from ..play.analysis import Opening
from ..play.hints import best_opening
from ..render import hand_svg, meld_svg
from ..round import Round, check_seed
from ..rules import Rules, rules_or_default
from ..verdicts import Verdict
from ._small import row, stack, text_svg, wrap
from .base import KonkanWidget, css, esm
from .checker import pick_from

__all__ = ["HAND_SIZE", "OpeningTrainer"]

HAND_SIZE = 15  # 14 dealt and one drawn: what a player holds when deciding an opening
SUIT_ORDER = {"S": 0, "H": 1, "C": 2, "D": 3, None: 4}  # alternating colours, as the Table sorts


def judging_round(hand: list[Card], rules: Rules) -> Round:
    """A round in which seat 1 holds exactly ``hand`` in its first turn, having drawn its last
    card, so ``Round.check`` can judge an opening made of it. The other seats get the other
    cards in a fixed order; the starter discards first."""
    others = [c for c in full_deck() if c not in hand]
    n = rules.players
    deck = others[:15] + hand[:14] + others[15 : 15 + 14 * (n - 2)] + [hand[14]] + others[15 + 14 * (n - 2) :]
    r = Round(rules, deck=deck)
    r.apply(Discard(0, others[0]))
    r.apply(Draw(1))
    return r


class OpeningTrainer(KonkanWidget):
    """``OpeningTrainer(cards=None, *, seed=None, rules=None, four_colour=False)``.

    ``cards`` gives the 15 cards (text or cards); without them a hand is dealt from ``seed``,
    and "New hand" deals the next one from the same seed. From Python: :meth:`group`,
    :meth:`ungroup`, :meth:`submit`, :meth:`new_hand`, :attr:`hand_cards`, :attr:`outcome`.
    """

    _esm = esm("trainer")
    _css = css("trainer")

    noun: ClassVar[str] = "widget.trainer.noun"
    word_keys: ClassVar[tuple[str, ...]] = ("widget.trainer.",)
    intents: ClassVar[dict[str, dict[str, str]]] = {
        "pick": {"cards": "cards"},
        "toggle": {"card": "card"},
        "group": {},
        "ungroup": {"index": "index"},
        "clear": {},
        "submit": {},
        "new_hand": {},
        "settings": {"four_colour?": "bool"},
    }

    hand: traitlets.List[Any] = traitlets.List().tag(sync=True)  # the ids not yet in a group, sorted by suit then rank
    picked: traitlets.List[Any] = traitlets.List().tag(sync=True)
    groups: traitlets.List[Any] = traitlets.List().tag(sync=True)  # each {"cards", "kind", "points", "message", "rule"}
    live = traitlets.Dict().tag(sync=True)  # what the picked cards make
    # Whether "Make group" can be pressed, from check_meld's verdict on the picked cards: {"ok", "reason"}
    # (the reason said when the hand is dealt, in the widget's language)
    can_group = traitlets.Dict({"ok": False, "reason": ""}).tag(sync=True)
    result = traitlets.Dict().tag(sync=True)  # the verdict on the submitted opening and the best one
    info = traitlets.Dict().tag(sync=True)  # hand number, minimum, whether a run is needed

    def __init__(
        self,
        cards: CardsLike | None = None,
        *,
        seed: int | str | None = None,
        rules: Rules | None = None,
        four_colour: bool = False,
    ):
        super().__init__(four_colour=four_colour)
        self.rules = rules_or_default(rules)
        self.seed: int | str = check_seed(seed) if seed is not None else random.SystemRandom().randrange(2**32)
        self.deal_number = 0
        self._groups: list[MeldVerdict] = []
        self._hand: list[Card] = []
        self._outcome: dict[str, Any] = {}
        if cards is None:
            self._start(new_deck(self.seed)[:HAND_SIZE])
        else:
            hand = to_cards(cards, what=say("widget.trainer.input.hand"))
            if len(hand) != HAND_SIZE:
                raise KonkanError(say("widget.trainer.hand_size", size=HAND_SIZE, got=len(hand)))
            self._start(hand)

    # --- Python API -------------------------------------------------------------------
    @property
    def hand_cards(self) -> list[Card]:
        """The whole hand, grouped or not."""
        return list(self._hand)

    @property
    def outcome(self) -> dict[str, Any]:
        """The last submission's verdict and the best opening, as the page shows them ({} before)."""
        return dict(self._outcome)

    @property
    def best(self) -> Opening:
        """The best opening in this hand (:func:`konkan.best_opening`)."""
        return best_opening(self._hand, self.rules)

    def group(self, cards: CardsLike) -> MeldVerdict:
        """Make a group of these cards (not yet grouped); it must be a meld."""
        free = [c for c in self._hand if c.id in self.hand]
        chosen = pick_from(free, cards)
        return self._make_group(chosen)

    def ungroup(self, index: int) -> None:
        """Put group ``index`` back in the hand."""
        if not 0 <= index < len(self._groups):
            raise KonkanError(say("widget.trainer.no_group", index=index, count=len(self._groups)))
        del self._groups[index]
        self._changed()

    def submit(self) -> Verdict:
        """Judge the groups as an opening; also find the best opening in the hand."""
        if not self._groups:
            raise KonkanError(say("widget.trainer.group_first"))
        r = judging_round(self._hand, self.rules)
        action = Meld(
            1, tuple(v.cards for v in self._groups), tuple(v.joker_as if v.has_joker else None for v in self._groups)
        )
        verdict = r.check(action)
        mine = sum(v.points for v in self._groups)
        mine_out = len(self._hand) - sum(len(v.cards) for v in self._groups) == 1
        best = self.best
        if not best.feasible:
            better, compare = False, say("widget.trainer.compare.impossible")
        elif not verdict.ok:
            better, compare = True, say("widget.trainer.compare.existed")
        elif mine_out:
            better, compare = False, say("widget.trainer.compare.yours_out")
        elif best.going_out:
            better, compare = True, say("widget.trainer.compare.best_out")
        elif best.points > mine:
            better, compare = True, say("widget.trainer.compare.better", best=best.points, mine=mine)
        else:
            better, compare = False, say("widget.trainer.compare.as_good")
        self._outcome = {
            "ok": verdict.ok,
            "text": verdict.message,
            "rule": verdict.rule,
            "code": verdict.code.value,
            "points": mine,
            "going_out": mine_out,
            "minimum": r.opening_needed,
            "better": better,
            "compare": compare,
            "best": {
                "feasible": best.feasible,
                "text": best.message,
                "rule": best.rule,
                "points": best.points,
                "going_out": best.going_out,
                "groups": [[c.id for c in g] for g in best.groups],
                "left": [c.id for c in best.left],
            },
        }
        self.result = self._outcome
        self.message = {}  # the verdict is shown with the result
        return verdict

    def new_hand(self) -> None:
        """Deal the next hand from the seed."""
        self.deal_number += 1
        self._start(new_deck(f"{self.seed}:{self.deal_number}")[:HAND_SIZE])

    # --- intents ----------------------------------------------------------------------
    def _on_pick(self, cards: list[int]) -> None:
        bad = [i for i in cards if i not in self.hand]
        if bad:
            raise KonkanError(say("widget.trainer.not_free.many", cards=cards_text([Card.from_id(i) for i in bad])))
        self.picked = list(cards)
        self._live()

    def _on_toggle(self, card: int) -> None:
        if card not in self.hand:
            raise KonkanError(say("widget.trainer.not_free", card=Card.from_id(card)))
        self.picked = [i for i in self.picked if i != card] if card in self.picked else [*self.picked, card]
        self._live()

    def _on_group(self) -> None:
        if not self.picked:
            raise KonkanError(say("widget.trainer.pick_then_group"))
        self._make_group([Card.from_id(i) for i in self.picked])

    def _on_ungroup(self, index: int) -> None:
        self.ungroup(index)

    def _on_clear(self) -> None:
        self._groups = []
        self._changed()

    def _on_submit(self) -> None:
        self.submit()

    def _on_new_hand(self) -> None:
        self.new_hand()

    def _on_settings(self, four_colour: bool | None = None) -> None:
        if four_colour is not None:
            self.four_colour = four_colour

    # --- state ------------------------------------------------------------------------
    def _start(self, hand: list[Card]) -> None:
        self._hand = sorted(hand, key=lambda c: (SUIT_ORDER[c.suit], c.rank, c.copy))
        self._groups = []
        self.info = {
            "hand": self.deal_number + 1,
            "minimum": self.rules.opening_minimum,
            "needs_run": self.rules.opening_needs_run,
            "size": len(hand),
        }
        self._changed()
        self.say(say("widget.trainer.start", hand=self.deal_number + 1))

    def _make_group(self, cards: list[Card]) -> MeldVerdict:
        v = check_meld(cards, rules=self.rules)
        if not v.legal:
            # The picked cards' verdict is already on screen: saying it again would repeat it.
            if self.live.get("text") != v.message:
                self.say(v.message, tone="error", rule=v.rule)
            return v
        self._groups.append(v)
        self._changed()
        self.say(v.message, tone="ok", rule=v.rule)
        return v

    def _changed(self) -> None:
        grouped = {c.id for v in self._groups for c in v.cards}
        self.hand = [c.id for c in self._hand if c.id not in grouped]
        self.picked = []
        self.groups = [
            {
                "cards": [c.id for c in v.ordered],
                "kind": v.kind.value if v.kind else None,
                "points": v.points,
                "message": v.message,
                "rule": v.rule,
            }
            for v in self._groups
        ]
        self._outcome = {}
        self.result = {}
        self.live = {}
        self.can_group = {"ok": False, "reason": say("widget.trainer.pick_meld")}

    def _live(self) -> None:
        picked = [Card.from_id(i) for i in self.picked]
        if not picked:
            self.live = {}
            self.can_group = {"ok": False, "reason": say("widget.trainer.pick_meld")}
            return
        v = check_meld(picked, rules=self.rules)
        self.live = {
            "ok": v.legal,
            "text": v.message,
            "rule": v.rule,
            "points": v.points,
            "kind": v.kind.value if v.kind else None,
        }
        self.can_group = {"ok": v.legal, "reason": "" if v.legal else v.message}
        self.message = {}

    def redraw(self) -> None:
        self._live()  # what the picked cards make, said again (a group made keeps its words)

    # --- repr and picture -----------------------------------------------------------------
    def summary(self) -> str:
        g = len(self._groups)
        key = "widget.trainer.summary." + ("one" if g == 1 else "many")
        if self._outcome:
            key += ".accepted" if self._outcome["ok"] else ".refused"
            key += ".better" if self._outcome["better"] else ""
        return say(key, hand=self.deal_number + 1, cards=len(self._hand), groups=g)

    def picture(self) -> str:
        free = [Card.from_id(i) for i in self.hand]
        parts = [
            hand_svg(
                free,
                overlap=False,
                four_colour=self.four_colour,
                label=say("widget.trainer.picture.hand", hand=self.deal_number + 1),
            )
        ]
        if self._groups:
            parts.append(row([meld_svg(v, four_colour=self.four_colour) for v in self._groups]))
        out = self._outcome
        if out:
            parts.append(text_svg(wrap(out["text"]) + wrap(out["compare"])))
            best = self.best
            if best.feasible and out["better"]:
                parts.append(text_svg([say("widget.trainer.picture.best")], bold=True))
                parts.append(row([meld_svg(m, four_colour=self.four_colour) for m in best.melds]))
        return stack(parts, title=say("widget.trainer.title"))
