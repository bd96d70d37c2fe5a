"""Every sentence true: the truth harness (tests/truth.py) over seeded games, and the harness itself.

The audit plays a few dozen seeded games under random mixes of every house-rule option and checks
every claim of every sentence the engine says (hints, verdicts, analyses, events, score lines,
the players' reasons, the table's live line) against the engine itself, and the widget audit reads
every sentence the page shows. It must find no false claim. The unit tests below prove the harness
can fail: fed a false sentence, it says so.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any

import pytest

from konkan import Card, Discard, Draw, Hint, HintKind, Meld, Reason, Round, Rules, TakeDiscard, hints
from konkan.cards import parse_cards
from konkan.catalogue import say
from konkan.play.advice import _hint
from konkan.play.analysis import part, said
from konkan.verdicts import refusal
from tests.helpers import deal, sized
from tests.truth import (
    CLAIM_TYPES,
    Auditor,
    Position,
    audit,
    audit_widgets,
    repeated_sentences,
    replay,
    search_openings,
)

# Random games audited: 12 in an ordinary run (about 40,000 sentences), 30 under KONKAN_TESTS=thorough.
CHUNK = 6
GAMES = sized(2 * CHUNK, 5 * CHUNK)
WIDGET_GAMES = 4


@pytest.mark.parametrize("first", range(0, GAMES, CHUNK))
def test_every_sentence_is_true(first: int) -> None:
    # The games are audited in chunks, so parallel test workers share them out.
    report = audit(CHUNK, seed=0, first=first, max_turns=60)
    assert report.sentences > 10_000 and report.claims > 50_000, report.summary()
    assert report.false == 0, "\n" + report.summary() + "\n\n" + report.details()
    # Every place a learner reads a sentence was read, players' reasons and the live line included.
    for source in ("hint", "verdict", "analysis", "event", "player reason", "live line"):
        assert report.by_source[source] > 0, report.summary()
    assert report.by_type["reason.fact"][0] > 0 and report.by_type["live.line"][0] > 0, report.summary()


def test_every_sentence_the_page_shows_is_true() -> None:
    report = audit_widgets(WIDGET_GAMES, seed=0)
    assert report.false == 0, "\n" + report.summary() + "\n\n" + report.details()
    for source in (
        "table: live line",
        "table: message",
        "table: hint",
        "table: status",
        "table: narration",
        "table: computer's reason",
        "checker",
        "trainer",
        "score sheet",
        "table: round end",
        "table: game end",
        "score sheet: status",
    ):
        assert report.by_source[source] > 0, report.summary()


# --- the harness can fail -------------------------------------------------------------------------

OPENING_HAND = "AS 2S 3S 7H 8H 9H KC KD KH 4C 5D 6C 9C 10D JS"  # A-2-3, 7-8-9, K K K: 60 points


def _position(hands: list[str], rules: Rules | None = None) -> tuple[Auditor, Position]:
    r = deal(hands, rules=rules or Rules(players=len(hands)))
    auditor = Auditor(seed=0)
    auditor.r = r
    auditor.ctx = {"audit_seed": 0, "game": -1, "turn": 0, "step": 0}
    return auditor, Position(r)


def _fake(kind: HintKind, code: Reason, message: str, *actions, cards=(), rule="") -> Hint:  # type: ignore[no-untyped-def]
    return Hint(kind, tuple(cards), code, message, actions=tuple(actions), rule=rule)


def _said(
    kind: HintKind, code: Reason, variant: str, *actions: Any, cards: Any = (), more: Any = (), **fields: Any
) -> Hint:
    """A hint written as the advice writes one: from its key (``code`` and ``variant``) and fields."""
    return _hint(kind, code, variant, rank=0.0, cards=cards, actions=actions, more=more, given=fields)


def _false(auditor: Auditor, kind: str) -> int:
    return auditor.report.counts.get(kind, [0, 0])[1]


def test_a_wrong_hand_value_is_caught() -> None:
    auditor, pos = _position([OPENING_HAND, ""])
    king = next(c for c in pos.hand if c.rank == 13)
    hint = _said(
        HintKind.DISCARD, Reason.HINT_DISCARD, "feeds_none", Discard(0, king), cards=(king,), card=king, value=13
    )
    auditor.check_hint(pos, hint, [hint])
    assert _false(auditor, "points.hand") == 1
    assert "costs 10" in auditor.report.examples["points.hand"][0].says


def test_a_meld_counted_at_its_opening_value_in_hand_is_caught() -> None:
    # A-2-3 is worth 6 going down (R5.1) but costs 16 in hand (R8.3): the known false claim.
    auditor, pos = _position([OPENING_HAND, ""])
    run = tuple(c for c in pos.hand if c.suit == "S" and c.rank <= 3)
    hint = _said(HintKind.MELD, Reason.HINT_MELD, "", Meld(0, (run,)), cards=run, meld="A♠ 2♠ 3♠", total=6)
    auditor.check_hint(pos, hint, [hint])
    assert _false(auditor, "points.hand") == 1


def test_an_illegal_hinted_move_is_caught() -> None:
    auditor, pos = _position([OPENING_HAND, ""])
    not_held = parse_cards("QS")[0]
    hint = _said(
        HintKind.DISCARD,
        Reason.HINT_DISCARD,
        "feeds_none",
        Discard(0, not_held),
        cards=(not_held,),
        card=not_held,
        value=10,
    )
    auditor.check_hint(pos, hint, [hint])
    assert _false(auditor, "legal.hint") == 1
    assert _false(auditor, "cards.hand") == 1  # and the card is not in the hand


def test_a_false_cant_go_down_is_caught() -> None:
    auditor, pos = _position([OPENING_HAND, ""])
    hint = _said(
        HintKind.OPEN, Reason.HINT_CANNOT_GO_DOWN, "", more=(part("OPENING_SHORT", points=30, short=21, minimum=51),)
    )
    assert hint.message == "You can't go down yet. Your best is 30 points: 21 short of 51 (R5.1)."
    auditor.check_hint(pos, hint, [hint])
    assert _false(auditor, "cant.go_down") == 1
    assert _false(auditor, "points.opening") == 1  # the best is 60, not 30


def test_a_true_cant_go_down_passes() -> None:
    auditor, pos = _position(["AS 5S 9S 2H 6H 10H 3D 7D JD 4C 8C QC KS KH 2C", ""])
    hint = _said(HintKind.OPEN, Reason.HINT_CANNOT_GO_DOWN, "", more=(part("OPENING_NO_MELD.run"),))
    hint = dataclasses.replace(hint, rule="R4.1")
    assert hint.message.endswith("These cards make no meld at all: no run (R4.1, R5.2) and no set (R4.2).")
    auditor.check_hint(pos, hint, [hint])
    assert auditor.report.false == 0, auditor.report.details()
    assert auditor.report.counts["cant.go_down"][0] == 1


def test_a_wrong_ending_is_caught() -> None:
    # South holds a Hand: every card but one in melds at once. Saying "That is a Konkan" is false.
    auditor, pos = _position(["7S 8S 9S 10S JS QH QD QC 2D 3D 4D 5C 6C 7C KH", ""])
    groups = [
        tuple(c for c in pos.hand if c.suit == "S"),
        tuple(c for c in pos.hand if c.rank == 12),
        tuple(c for c in pos.hand if c.suit == "D" and c.rank < 5),
        tuple(c for c in pos.hand if c.suit == "C" and c.rank < 8),
    ]
    king = next(c for c in pos.hand if c.rank == 13)
    text = (
        "Go out at once: put down 7♠ 8♠ 9♠ 10♠ J♠, Q♥ Q♦ Q♣, 2♦ 3♦ 4♦ and 5♣ 6♣ 7♣ and discard the K♥ "
        "(R5.4, R7.2). That is a Konkan: -60 for you and a flat 200 for every opponent (R8.5)."
    )
    hint = _fake(HintKind.HAND, Reason.HINT_GO_OUT_AT_ONCE_KONKAN, text, Meld(0, tuple(groups)), Discard(0, king))
    auditor.check_hint(pos, hint, [hint])
    assert _false(auditor, "legal.hint") == 0
    assert _false(auditor, "ending.kind") == 1
    assert _false(auditor, "rule.ending") == 1  # a Hand rests on R8.2, not R8.5


def test_python_talk_and_slips_are_caught() -> None:
    auditor = Auditor()
    auditor.sentence("There is no meld 3 on the table: the melds are numbered 0 to 2 (R6.1).", "R6.1")
    auditor.sentence("You have a eight of hearts (R3.4).", "R3.4")
    auditor.sentence("A run is all one suit, and this mixes spades and hearts and diamonds (R4.1).", "R4.1")
    auditor.sentence("Put down the meld, joker_as=None (R3.4).", "R5.1")
    assert _false(auditor, "words.python") == 2
    assert _false(auditor, "words.slip") == 2
    assert _false(auditor, "rule.cited") == 1


def test_wrong_meld_points_and_konkan_words_are_caught() -> None:
    auditor = Auditor()
    auditor.sentence("5♥ 6♥ Joker is a run of hearts worth 15 points, the joker standing for 7♥ (R4.1).", "R4.1")
    assert _false(auditor, "points.meld") == 1
    # The hand holds the 7♠ the sentence calls missing (the run and the set both need one).
    faces = Counter(c.face for c in parse_cards("7S 8S 9S 10S JS QS KS AS 2S 3S 7H 7D KC"))
    auditor.check_konkan_words(
        faces, "The closest Konkan is a run of 11 spades and a set of 3 sevens: 1 card short, 7♠ missing (R8.5)."
    )
    assert _false(auditor, "cards.konkan") >= 1


def test_a_rule_refusal_citing_the_wrong_rule_is_caught() -> None:
    # A discard of a card not held, refused with the key of a meld's card not held (R3.4).
    queen = parse_cards("QS")[0]
    auditor, pos = _position([OPENING_HAND, ""])
    auditor.check_verdict(pos, Discard(0, queen), refusal(Reason.NOT_IN_HAND, card=queen))
    assert _false(auditor, "rule.discard") == 1  # a discard refused for a card not held rests on R3.5
    assert _false(auditor, "words.template") == 0  # the words are that key's own
    auditor.check_verdict(pos, Discard(0, queen), refusal(Reason.DISCARD_NOT_IN_HAND, card=queen))
    assert _false(auditor, "rule.discard") == 1


def test_a_sentence_said_twice_is_caught() -> None:
    auditor = Auditor()
    said = "8♥ 8♦ 8♣ is a set of eights worth 24 points (R4.2)."
    auditor.sentence(f"{said} {said} You may put it down now (R3.4).", "R3.4")
    assert _false(auditor, "words.repeated") == 1
    assert repeated_sentences(f"{said} You may put it down now (R3.4).") == []


def test_a_false_player_reason_is_caught() -> None:
    # The K♣ goes with the K♦ and K♥ toward a set (R4.2): "goes with none of my cards" is false.
    auditor, pos = _position([OPENING_HAND, ""])
    king = next(c for c in pos.hand if c.rank == 13 and c.suit == "C")
    auditor.check_reason(pos, Discard(0, king), [part("bot.discard.feeds_none", card=king, value=10)], [])
    assert _false(auditor, "reason.fact") >= 1
    # Its cost in hand is 10, not 13 (R8.3).
    auditor.check_reason(pos, Discard(0, king), [part("bot.discard", card=king, value=13)], [])
    assert _false(auditor, "points.hand") == 1


def test_a_false_look_ahead_count_is_caught() -> None:
    # Not down, fourteen cards kept: "of the N cards I might draw, 17 would let me go down" is recounted.
    from konkan.play.players import Decision

    auditor, pos = _position([OPENING_HAND, ""])
    ten = next(c for c in pos.hand if c.rank == 10)
    unseen = len(auditor.unseen_by(pos.r, 0))
    why = part("bot.look_ahead.chance", card="9♣", unseen=unseen, count=17, other=4)
    decision = Decision.said(Discard(0, ten), (why,))
    assert decision.why == (
        f"I kept the 9♣, which the hints would throw first: of the {unseen} cards I might draw next, 17 would "
        "let me go down, against 4 had I thrown it (R5.1)."
    )
    auditor.check_look_ahead_words(pos, decision)
    assert _false(auditor, "reason.look_ahead") == 1


def test_search_and_plan_reading() -> None:
    hand = parse_cards(OPENING_HAND)
    s = search_openings(hand, Rules())
    assert s.legal is not None and s.legal[0] == 60
    assert search_openings(hand, Rules(opening_minimum=61)).legal is None
    assert search_openings(hand, Rules(opening_minimum=61)).attempt == 60


def test_a_recipe_replays_the_position() -> None:
    report = audit(1, seed=5, max_turns=6)
    assert set(report.by_type) <= set(CLAIM_TYPES)
    auditor = Auditor(seed=5)
    auditor.r = Round(Rules(players=2), seed="x", number=1, dealer=1)
    auditor.ctx = {"rules": {"players": 2}, "seed": "x", "number": 1, "dealer": 1, "deck": None}
    auditor.r.apply(Discard(0, auditor.r.hand(0)[0]))
    auditor.r.apply(Draw(1))
    again = replay(auditor.recipe())
    assert again.history == auditor.r.history and again.hand(1) == auditor.r.hand(1)
    assert isinstance(again.hand(0)[0], Card)


# --- the audit catches engine bugs: each mutation below makes the engine say something false ----------


# Each audit below plays only until the planted fault is caught (``until``): the test needs no more. Had
# the harness missed it, the audit would play on to its end and the assertion fail.


def _mutated_audit(monkeypatch, target: str, value, until: tuple[str, ...]) -> dict[str, tuple[int, int]]:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(target, value)
    return audit(3, seed=7, max_turns=25, until=until).by_type


def test_the_audit_catches_a_wrong_hand_value(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # The hints price cards at their face value only (a king at 13, an ace at 1): R8.3 says otherwise.
    by_type = _mutated_audit(
        monkeypatch,
        "konkan.play.advice.card_value",
        lambda c, joker_penalty=15, ace="standard": c.rank or 20,
        until=("points.hand",),
    )
    assert by_type["points.hand"][1] > 0


def _mutated_events(monkeypatch, change, until: tuple[str, ...] = ()) -> dict[str, tuple[int, int]]:  # type: ignore[no-untyped-def]
    # Each event the round records passes through ``change(kind, key, rule, kw)`` first.
    from konkan.round import Round as _Round

    real = _Round._event

    def event(self, kind, seat, key, rule, **kw):  # type: ignore[no-untyped-def]
        key, rule = change(kind, key, rule, kw)
        real(self, kind, seat, key, rule, **kw)

    monkeypatch.setattr(_Round, "_event", event)
    return audit(2, seed=7, max_turns=10, until=until).by_type


def test_the_audit_catches_a_wrong_rule_cited(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # A discard recorded as resting on R3.4 (its key, event.discard, rests on R3.5).
    def change(kind, key, rule, kw):  # type: ignore[no-untyped-def]
        return key, "R3.4" if key == "event.discard" else rule

    by_type = _mutated_events(monkeypatch, change, until=("event.key", "rule.cited"))
    assert by_type["event.key"][1] > 0 and by_type["rule.cited"][1] > 0


def test_the_audit_catches_a_wrong_key(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # An opening written as a meld put down once down: the key the situation calls for is event.go_down.
    def change(kind, key, rule, kw):  # type: ignore[no-untyped-def]
        return ("event.meld", "R3.4") if key == "event.go_down" else (key, rule)

    by_type = _mutated_events(monkeypatch, change, until=("event.key",))
    assert by_type["event.key"][1] > 0


def test_the_audit_catches_a_wrong_card_in_an_event_field(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # A discard naming another card than the one discarded: the sentence is its template, filled
    # with a false field.
    from konkan.events import the_cards

    def change(kind, key, rule, kw):  # type: ignore[no-untyped-def]
        if key == "event.discard":
            card = kw["cards"][0]
            other = Card(card.rank % 13 + 1, card.suit) if not card.is_joker else Card(5, "S")
            kw["card"] = lambda reader: the_cards((other,))
        return key, rule

    by_type = _mutated_events(monkeypatch, change)
    assert by_type["event.fact"][1] > 0 and by_type["words.template"][1] == 0


def test_the_audit_catches_a_sentence_that_is_not_its_template(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # The key and the fields are right, but the words are not the catalogue's at that key.
    import konkan.events
    from konkan.catalogue import say

    def wrong_say(key, **fields):  # type: ignore[no-untyped-def]
        if key == "event.discard":
            return "{who} threw away {card} (R3.5).".format(**fields)
        return say(key, **fields)

    monkeypatch.setattr(konkan.events, "say", wrong_say)
    by_type = audit(2, seed=7, max_turns=10).by_type
    assert by_type["words.template"][1] > 0 and by_type["event.fact"][1] == 0


def test_the_audit_catches_a_false_cant(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # best_opening told to see no opening at all: every "You can't go down yet" becomes a lie where one exists.
    import konkan.play.advice
    from konkan.play.analysis import best_opening as real

    def blind(cards, rules=None, **kw):  # type: ignore[no-untyped-def]
        op = real(cards, rules, **kw)
        return real("2S 5H 9D", rules) if op.feasible and not op.going_out else op

    monkeypatch.setattr(konkan.play.advice, "best_opening", blind)
    by_type = audit(6, seed=7, max_turns=25, until=("cant.go_down",)).by_type
    assert by_type["cant.go_down"][1] + by_type.get("cant.analysis", (0, 0))[1] > 0


# --- sentences the audit found false (issue 16), each at its cause ----------------------------------


def test_after_a_void_round_every_move_is_refused_citing_r7_3_not_going_out():
    r = deal([OPENING_HAND, ""], "AD", rest=False)
    r.discard(r.hand(0)[-1])
    r.draw()
    r.discard(r.hand(1)[-1])
    assert r.is_over and r.result is not None and r.result.ending == "void"
    for a in (Draw(0), Discard(0, r.hand(0)[0]), Meld(0, (tuple(r.hand(0)[:3]),))):
        v = r.check(a)
        assert not v.ok and v.code == Reason.ROUND_OVER and v.rule == "R7.3", v.message
        assert "R7.3" in v.message and "R7.1" not in v.message and "void" in v.message


def test_a_set_joker_still_open_is_freed_by_either_card_and_the_refusal_says_so():
    from konkan import SwapJoker

    hands = ["6C 6D JK 7S 8S 9S 2H 3H 4H 5H KC KD QS JH 10H", "6S 6H 4C 7D 8D 9D 10D JC"]
    for both in (False, True):
        r = deal(hands, "AD 5H 9H", Rules(players=2, opening_minimum=30, set_joker_swap_needs_both=both))
        r.meld("6C 6D JK", "7S 8S 9S")
        r.discard("KC")
        r.draw()
        r.meld("7D 8D 9D 10D")
        v = r.check(SwapJoker(1, (Card.parse("4C"),), 0))
        assert not v.ok and "6♠ or 6♥" in v.message
        assert "only that card" not in v.message, v.message
        if both:
            assert "only both of those cards at once" in v.message and "R9" in v.message
        else:
            assert "either of those cards frees it" in v.message
            assert r.check(SwapJoker(1, (Card.parse("6S"),), 0)).ok and r.check(SwapJoker(1, (Card.parse("6H"),), 0)).ok


def test_the_tables_live_line_says_each_sentence_once():
    from tests.test_widgets import ids, send, stacked_table
    from tests.truth import repeated_sentences

    t = stacked_table()
    send(t, {"kind": "pick", "cards": ids("7S 8S 9S 10S")})
    send(t, {"kind": "act", "action": "stage"})
    send(t, {"kind": "pick", "cards": ids("QH QD QC")})
    assert t.live["ok"] and "Together 64 points" in t.live["text"]
    assert not repeated_sentences(t.live["text"]), t.live["text"]
    send(t, {"kind": "act", "action": "meld"})
    assert t.round.is_down(0)
    send(t, {"kind": "pick", "cards": ids("4H 5H 6H")})
    assert t.live["ok"] and t.live["text"].count("4♥ 5♥ 6♥ is a run of hearts") == 1, t.live["text"]
    assert t.live["text"].endswith("You may put it down now (R3.4).")


def test_a_three_card_sets_joker_is_shown_open_everywhere():
    """R4.4: in a three-card set the joker's suit stays open. The sentence says so; the table's
    live line offers no suit to choose; the meld on the table and the checker show both cards."""
    from konkan.widgets import MeldChecker
    from tests.test_widgets import ids, send, stacked_table

    t = stacked_table()
    send(t, {"kind": "pick", "cards": ids("QH QD JK")})
    assert "stays open" in t.live["text"] and "joker" not in t.live, t.live
    send(t, {"kind": "pick", "cards": ids("4H 5H JK")})
    assert t.live["joker"]["as"] == "6H"  # a run's end joker is the player's to choose (R4.4)
    send(t, {"kind": "pick", "cards": ids("7S 8S 9S 10S JS")})
    send(t, {"kind": "act", "action": "stage"})
    send(t, {"kind": "pick", "cards": ids("QH QD JK")})
    send(t, {"kind": "act", "action": "meld"})
    shown = [m.get("joker_shown") for m in t.view["table"]]
    assert {"cards": ["QS", "QC"], "word": "or"} in shown, shown
    m = MeldChecker("7S 7H JK 9D")
    m.pick("7S 7H JK")
    assert m.verdict["readings"] == [] and "stays open" in m.verdict["message"]
    assert m.verdict["joker_shown"] == {"cards": [Card(7, "D").id, Card(7, "C").id], "word": "or"}


def _take_position(top: str) -> tuple[Auditor, Position]:
    """Seat 0 is down and keeps A♣ 2♣ 3♣ K♥; seat 1 discarded ``top``: seat 0 begins its turn."""
    r = deal(
        ["7S 8S 9S QH QD QC 2D 3D 4D 5D AC 2C 3C KH JD", f"2H 3D 5S 9C JD KS 4S 10C 2D 6H AH 7D JH {top}"],
        "AD 5H 9H",
        Rules(players=2),
    )
    r.meld("7S 8S 9S", "QH QD QC", "2D 3D 4D 5D")
    r.discard("JD")
    r.draw()
    r.discard(top)
    auditor = Auditor(seed=0)
    auditor.r = r
    auditor.ctx = {"audit_seed": 0, "game": -1, "turn": 0, "step": 0}
    return auditor, Position(r)


def test_a_card_the_hand_does_without_is_said_to_add_nothing_and_the_audit_agrees() -> None:
    from konkan import hints

    auditor, pos = _take_position("AC")  # the twin of the A♣ in hand: A♣ 2♣ 3♣ goes down without it
    take = next(h for h in hints(pos.r, 0) if h.kind == HintKind.TAKE_DISCARD)
    assert take.code == Reason.HINT_TAKE_ADDS_NOTHING, take.message
    auditor.check_hint(pos, take, [take])
    assert auditor.report.false == 0, auditor.report.details()
    # Said of a card that does add a meld (4♣ makes A♣ 2♣ 3♣ 4♣), the same sentence is caught.
    auditor, pos = _take_position("4C")
    forged = _said(
        HintKind.TAKE_DISCARD,
        Reason.HINT_TAKE_ADDS_NOTHING,
        "",
        TakeDiscard(0, pos.top),
        cards=(pos.top,),
        card=pos.top,
        melds="A♣ 2♣ 3♣",
    )
    assert forged.message == (
        "Don't take the 4♣: you can put down A♣ 2♣ 3♣ without it, and with it you could put down no more (R3.3)."
    )
    auditor.check_hint(pos, forged, [forged])
    assert _false(auditor, "points.opening") == 1, auditor.report.details()


def test_the_next_player_took_it_reason_is_checked() -> None:
    """'North, who plays next, took the 3♥ from the discard pile, and this card goes with it': true
    at the table where North did, caught where North only drew."""
    from konkan.play.hints import hints
    from tests.helpers import north_took_a_three

    for took in (True, False):
        r = north_took_a_three(took)
        auditor = Auditor(seed=0)
        auditor.r = r
        auditor.ctx = {"audit_seed": 0, "game": -1, "turn": 0, "step": 0}
        pos = Position(r)
        three = next(c for c in r.hand(0) if str(c) == "3♠")
        said = (
            "Discard the 3♠: left in hand it costs 3 (R8.3), and it feeds no meld in your hand; but North, who "
            "plays next, took the 3♥ from the discard pile, and this card goes with it toward a meld (R4.1, R4.2)."
        )
        hint = _said(
            HintKind.DISCARD,
            Reason.HINT_DISCARD,
            "feeds_none.next",
            Discard(0, three),
            cards=(three,),
            card=three,
            value=3,
            name="North",
            taken="3♥",
        )
        assert hint.message == said
        auditor.check_hint(pos, hint, [hint, *hints(r, 0)])
        assert _false(auditor, "hint.reason") == (0 if took else 1), auditor.report.details()
        assert auditor.report.counts["hint.reason"][0] >= 1


# --- hints, verdicts and events are checked from their key and fields ------------------------------


def _go_down_hint(pos: Position) -> Hint:
    return next(h for h in hints(pos.r, 0) if h.code == Reason.HINT_GO_DOWN)


def _first_sentence(hint: Hint, key: str, fields: dict[str, Any]) -> Hint:
    """The hint with its first sentence written from ``key`` and ``fields``, the others as they are."""
    parts = ((key, tuple(fields.items())), *hint.parts[1:])
    return dataclasses.replace(hint, key=key, fields=parts[0][1], parts=parts, message=said(parts))


def test_a_go_down_hint_is_read_from_its_key_and_fields() -> None:
    auditor, pos = _position([OPENING_HAND, ""])
    hint = _go_down_hint(pos)
    assert hint.key == "HINT_GO_DOWN.run" and dict(hint.fields)["total"] == hint.points == 60
    assert hint.parts[0] == (hint.key, hint.fields) and hint.message == said(hint.parts)
    assert hint.message.startswith(say(hint.key, **dict(hint.fields)))
    auditor.check_hint(pos, hint, [hint])
    assert auditor.report.false == 0, auditor.report.details()
    assert auditor.report.counts["words.template"] == [1, 0] and auditor.report.counts["verdict.key"][1] == 0


def test_a_wrong_total_in_a_hint_field_is_caught() -> None:
    auditor, pos = _position([OPENING_HAND, ""])
    hint = _go_down_hint(pos)
    wrong = _first_sentence(hint, hint.key, {**dict(hint.fields), "total": 50})
    auditor.check_hint(pos, wrong, [wrong])
    assert _false(auditor, "points.opening") == 1 and _false(auditor, "words.template") == 0


def test_a_wrong_hint_key_is_caught() -> None:
    # No word of the run (R5.2) at a table where an opening needs one: the key is not the table's.
    auditor, pos = _position([OPENING_HAND, ""])
    hint = _go_down_hint(pos)
    wrong = _first_sentence(hint, "HINT_GO_DOWN", dict(hint.fields))
    auditor.check_hint(pos, wrong, [wrong])
    assert _false(auditor, "verdict.key") == 1


def test_a_hint_that_is_not_its_template_is_caught() -> None:
    auditor, pos = _position([OPENING_HAND, ""])
    hint = _go_down_hint(pos)
    wrong = dataclasses.replace(hint, message=hint.message.replace("Go down:", "Go down now:"))
    auditor.check_hint(pos, wrong, [wrong])
    assert _false(auditor, "words.template") == 1


def test_a_verdict_keeps_its_key_and_fields() -> None:
    r = deal([OPENING_HAND, ""])
    queen = parse_cards("QS")[0]
    v = r.check(Discard(0, queen))
    assert v.key == "DISCARD_NOT_IN_HAND" and dict(v.fields)["card"] == queen
    assert v.message == say(v.key, **dict(v.fields))
    auditor, pos = _position([OPENING_HAND, ""])
    auditor.check_verdict(pos, Discard(0, queen), v)
    assert auditor.report.false == 0 and auditor.report.counts["words.template"] == [1, 0]


def test_an_event_keeps_its_key_and_fields_and_a_save_does_not() -> None:
    r = deal([OPENING_HAND, ""])
    r.discard("4C")
    e = r.events_for(0)[-1]
    assert e.key == "event.discard" and dict(e.fields)["who"] == "You"
    assert e.message == say(e.key, **dict(e.fields))
    assert "key" not in e.to_dict() and "fields" not in e.to_dict()
    again = type(e).from_dict(e.to_dict())
    assert again == e and again.key == "" and repr(again) == repr(e)


def test_a_refusal_naming_a_card_held_or_a_wrong_top_is_caught() -> None:
    # The fields say what the sentence claims: a card not held (it is held), a top card (it is not).
    auditor, pos = _position([OPENING_HAND, ""])
    king = next(c for c in pos.hand if c.rank == 13)
    auditor.check_verdict(pos, Discard(0, king), refusal(Reason.DISCARD_NOT_IN_HAND, card=king))
    assert _false(auditor, "cards.hand") == 1
    auditor.check_verdict(pos, Discard(0, king), refusal(Reason.TOO_FEW_IN_HAND, count=2, card=king))
    assert _false(auditor, "cards.hand") == 2  # one K♣ held, not two
    queen = parse_cards("QS")[0]
    auditor.check_verdict(pos, Discard(0, king), refusal(Reason.NOT_TOP_DISCARD, card=king, top=queen))
    assert _false(auditor, "cards.pile") == 1
    assert _false(auditor, "words.template") == 0


# --- the coach's review: every review sentence true ----------------------------------------------


def _reviewed_blunders(reader: int | None = None) -> list[Any]:
    """Reviews of the staged blunders of tests/test_review.py (each flags a decision and explains it)
    and of one whole round between the greedy and random players."""
    from konkan.play.review import review_round
    from tests.test_review import _feeding, _go_down_from_pile, _holding

    out = []
    start, r = _feeding()
    r.discard("QD")
    out.append(review_round(r, 0, start=start, reader=reader))
    start = _holding()
    r = start.copy()
    r.discard("KS")
    out.append(review_round(r, 0, start=start, reader=reader))
    start = _go_down_from_pile()
    r = start.copy()
    r.draw()
    r.discard(r.hand(0)[-1])
    out.append(review_round(r, 0, start=start, reader=reader))
    return out


def test_every_review_sentence_is_true() -> None:
    from tests.truth import ReviewReport, check_review

    report = ReviewReport()
    for review in _reviewed_blunders():
        check_review(review, report)
    assert report.false == [], report.false
    assert report.claims > 20 and report.sentences >= 6
    for key in ("review.discard.feeds", "review.go_down.missed.joker", "review.take.go_down"):
        assert report.by_key[key] > 0, dict(report.by_key)


def test_every_review_sentence_about_another_seat_is_true_and_by_name() -> None:
    """The same blunders reviewed for North to read (a computer's review at the table): every
    sentence is the third-person twin, names South, and is as true as the seat's own."""
    from tests.truth import ReviewReport, check_review

    report = ReviewReport()
    for review in _reviewed_blunders(reader=1):
        assert review.reader == 1
        check_review(review, report)
    assert report.false == [], report.false
    assert report.claims > 20 and report.sentences >= 6
    assert all(key.endswith(".other") for key in report.by_key), dict(report.by_key)
    for key in ("review.discard.feeds", "review.go_down.missed.joker", "review.take.go_down"):
        assert report.by_key[f"{key}.other"] > 0, dict(report.by_key)


def test_the_review_harness_catches_a_false_review_sentence() -> None:
    from tests.truth import check_review

    review = _reviewed_blunders()[0]
    d = review.decisions[-1]
    key, fields = d.parts[0]
    assert key == "review.discard.feeds"
    for name, wrong in (("known", "K♠ K♥"), ("loss", 999), ("better", "Q♦"), ("name", "West")):
        lie = tuple((n, wrong if n == name else v) for n, v in fields)
        bad = dataclasses.replace(d, parts=((key, lie), *d.parts[1:]))
        told = dataclasses.replace(review, decisions=(*review.decisions[:-1], bad))
        assert check_review(told).false, name
    # A verdict that blames the cards when the numbers do not say so is caught too.
    blamed = dataclasses.replace(review, verdict=(("review.verdict.cards", (("luck", 5), ("lost", 0))),))
    assert check_review(blamed).false
