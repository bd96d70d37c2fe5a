"""The engine's sentences read well to a newcomer: cards named with their article, counts in
words, one colon to a sentence, the reader called "you", every score citing the rules it rests on.

Each test plays the position on a real round and reads the sentence as the learner would."""

from __future__ import annotations

import dataclasses
import re

from konkan import Rules, check_meld, hints
from konkan.actions import LayOff
from konkan.catalogue import EN, say
from konkan.reasons import HintKind
from tests.helpers import deal

OPENER = "7S 8S 9S QH QD QC 2C 4D 6H 9C JD KS 3H 5C AD"
SECOND = "4H 5H 6H 7H 8H KC KD KH 10S QS 9S 2C 3D 5S"
# South goes down with two melds; North then has a set of kings with a joker and a club run.
KINGS_SOUTH = "7S 8S 9S QH QD QC 2C KS KD 5H 4D 10S"
KINGS_NORTH = "KH KC JK 9C 10C JC QC 3H 5C 6C 7C"


def _kings_round(rules: Rules | None = None):  # type: ignore[no-untyped-def]
    """South down (melds 0, 1), North down with K♥ K♣ Joker (meld 2) and 9♣ to Q♣ (meld 3); South to play."""
    r = deal([KINGS_SOUTH, KINGS_NORTH], "6D 2H", rules or Rules(players=2))
    r.meld("7S 8S 9S", "QH QD QC")
    r.discard("2C")
    r.draw()
    r.meld("KH KC JK", "9C 10C JC QC")
    r.discard("3H")
    r.draw()
    return r


# --- 1. a card an event names has its article, "the joker" for a joker ---------------------------


def test_the_drawer_reads_the_card_drawn_with_its_article():
    r = deal(["7S 8S 9S QH QD QC 2C", "5H 6H"], "KD", Rules(players=2))
    r.meld("7S 8S 9S", "QH QD QC")
    r.discard("2C")
    r.draw()
    assert r.events_for(1)[-1].message == "You drew the K♦ from the stock (R3.3)."


def test_a_joker_laid_off_reads_the_joker():
    r = _kings_round()
    r.swap_joker("KS", 2)
    r.lay_off("JK", 3)
    assert r.events_for(0)[-1].message == ("You laid off the joker on North's meld, making 9♣ 10♣ J♣ Q♣ Joker (R6.1).")
    assert r.events_for(1)[-1].message == "South laid off the joker on your meld, making 9♣ 10♣ J♣ Q♣ Joker (R6.1)."


def test_cards_laid_off_and_discarded_are_named_with_the_article():
    r = _kings_round()
    r.lay_off("10S", 0)
    assert r.events_for(0)[-1].message == "You laid off the 10♠ on your own meld, making 7♠ 8♠ 9♠ 10♠ (R6.1)."
    r.undo()
    assert r.events_for(1)[-1].message == (
        "South took back a move: South laid off the 10♠ on their own meld, making 7♠ 8♠ 9♠ 10♠ (R3.6)."
    )
    r.swap_joker("KS", 2)
    r.discard("JK")
    assert r.events_for(0)[-1].message == "You discarded the joker (R3.5)."


# --- 2. too few cards for a meld: the count in words -------------------------------------------


def test_too_few_cards_for_a_meld_counts_them_in_words():
    assert check_meld("9D").message == "A meld needs at least three cards, and 9♦ is only one card (R4.1, R4.2)."
    assert check_meld("9D 10D").message == (
        "A meld needs at least three cards, and 9♦ 10♦ is only two cards (R4.1, R4.2)."
    )


# --- 3. what a freed joker stood for, once the swap settles it ---------------------------------


def test_both_missing_kings_free_the_joker_of_a_three_card_set():
    r = _kings_round()
    r.swap_joker("KS KD", 2)
    assert r.events_for(0)[-1].message == (
        "You put the K♠ K♦ into North's meld and took its joker, which stood for one of the two missing kings (R6.2)."
    )


def test_one_missing_king_settles_what_the_joker_stood_for():
    r = _kings_round()
    r.swap_joker("KD", 2)
    assert r.events_for(1)[-1].message == (
        "South put the K♦ into your meld and took its joker, which stood for the K♦ (R6.2)."
    )


# --- 4. a hint's verb agrees with the cards it names -------------------------------------------


def test_a_swap_hint_for_two_cards_says_they_take_the_jokers_place():
    r = _kings_round()
    swaps = [h.message for h in hints(r, 0) if h.kind == HintKind.SWAP_JOKER]
    both = next(m for m in swaps if "K♠ K♦" in m)
    assert "so the K♠ K♦ take its place and the joker comes to your hand (R6.2)" in both, both
    one = next(m for m in swaps if "your K♠ for" in m)
    assert "so the K♠ takes its place" in one, one


# --- 5. one colon to a sentence ----------------------------------------------------------------


def test_a_lay_off_that_breaks_the_meld_says_why_with_one_colon():
    r = deal(["6S 7S 8S QH QD QC 2C QS", "5H 6H"], "KD", Rules(players=2))
    r.meld("6S 7S 8S", "QH QD QC")
    v = r.check(LayOff(0, (next(c for c in r.hand(0) if str(c) == "Q♠"),), 0))
    assert v.message == (
        "You can't lay off Q♠ on 6♠ 7♠ 8♠, because 6♠ 7♠ 8♠ Q♠ is not a run: there is a gap "
        "where 9♠ 10♠ J♠ should be (R4.1)."
    )
    assert v.message.count(":") == 1


# --- 6. a void round: dealt again by the same dealer -------------------------------------------


def test_a_void_round_is_dealt_again_by_the_same_dealer():
    r = deal([OPENER, SECOND], "9D", rest=False)
    r.discard("KS")
    r.draw()
    r.discard("9D")
    said = (
        "The stock ran out and nobody went out: the round is void and is dealt again by the same dealer (R7.3, R2.3)."
    )
    assert r.result is not None and r.result.message == said
    assert r.events_for(0)[-1].message == said


# --- 7. a Hand spoiled by another player's meld says why ---------------------------------------


def _spoiled_hand():  # type: ignore[no-untyped-def]
    """North goes down and out in one turn, laying off the 10♠ on South's run on the way."""
    r = deal([OPENER, "4H 5H 6H 7H 8H KC KD KH 10S 2C 3C 4C 5C 9D"], "6C")
    r.meld("7S 8S 9S", "QH QD QC")
    r.discard("KS")
    r.draw()
    r.meld("4H 5H 6H 7H 8H", "KC KD KH", "2C 3C 4C 5C 6C")
    r.lay_off("10S", 0)
    r.discard("9D")
    return r


def test_a_hand_spoiled_by_a_lay_off_on_another_meld_says_why_to_each_seat():
    r = _spoiled_hand()
    assert r.result is not None and r.result.ending == "out"
    assert r.events_for(1)[-1].message == (
        "You went out (R7.1). It is not a Hand, because you laid off on South's meld, and a Hand uses only your own "
        "melds (R4.5, R8.2). Scores: South +50, you -30 (R8.1, R8.3)."
    )
    assert r.events_for(0)[-1].message == (
        "North went out (R7.1). It is not a Hand, because North laid off on your meld, and a Hand uses only their own "
        "melds (R4.5, R8.2). Scores: you +50, North -30 (R8.1, R8.3)."
    )
    assert r.result.message == (
        "North went out (R7.1). It is not a Hand, because North laid off on South's meld, and a Hand uses only their "
        "own melds (R4.5, R8.2). Scores: South +50, North -30 (R8.1, R8.3)."
    )


def test_a_lay_off_on_another_meld_taken_back_spoils_nothing():
    r = deal([OPENER, "4H 5H 6H 7H 8H KC KD KH 10S JS QS 3C 4C 5C"], "9D")
    r.meld("7S 8S 9S", "QH QD QC")
    r.discard("KS")
    r.draw()
    r.meld("4H 5H 6H 7H 8H", "KC KD KH", "3C 4C 5C")
    r.lay_off("10S", 0)
    r.undo()
    r.meld("10S JS QS")
    r.discard("9D")
    assert r.result is not None and r.result.ending == "hand"
    assert r.events_for(1)[-1].message == "You went out with a Hand (R8.2). Scores: South +100, you -60 (R8.2, R8.3)."


def test_a_konkan_spoiled_by_a_swap_on_another_meld_says_why():
    # South puts down a Konkan, frees North's joker with the 8♥ and discards the joker.
    konkan = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S KH KD KC KS"
    r = deal([konkan, "6H 7H JK 2C 3C 4C 5C QD QC QS 9D 2D 4H"], "8H 5D", Rules(players=2), dealer=0)
    r.meld("6H 7H JK", "2C 3C 4C 5C", "QD QC QS")
    r.discard("9D")
    r.draw()
    r.meld("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S", "KH KD KC KS")
    r.swap_joker("8H", 0)
    r.discard("JK")
    assert r.result is not None and r.result.ending == "out"
    assert r.events_for(0)[-1].message.startswith(
        "You went out (R7.1). It is not a Konkan, because you took the joker from North's meld, and a Konkan uses "
        "only your own melds (R4.5, R8.5). Scores: you -30, North "
    )


# --- 8. the scores cite the rules they rest on ------------------------------------------------


def test_the_scores_of_a_round_cite_their_rules():
    r = deal(["7S 8S 9S 10S JS QH QD QC KH KD KC 2D 3D 4D 9C", SECOND], "9D 10D 4C 4S 6C")
    r.meld("7S 8S 9S 10S", "QH QD QC", "KH KD KC", "2D 3D 4D")
    r.lay_off("JS", 0)
    r.discard("9C")
    assert r.result is not None and r.result.ending == "hand"
    assert r.result.message == "South went out with a Hand (R8.2). Scores: South -60, North +200 (R8.2, R8.3)."
    konkan = deal(["AS 2S 3S 4S 5S 6S 7S 8S 9S 10S KH KD KC KS 9C", SECOND, "2C 3C"], "9D", Rules(players=3))
    konkan.meld("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S", "KH KD KC KS")
    konkan.discard("9C")
    assert konkan.events_for(1)[-1].message == (
        "South went out with a Konkan (R8.5). Scores: South -60, you +200, West +200 (R8.5)."
    )
    partners = deal(
        ["7S 8S 9S 10S JS QH QD QC KH KD KC 2D 3D 4D 9C", SECOND, "4C 6C", "7C"],
        "9D",
        Rules(players=4, partnership=True),
    )
    partners.meld("7S 8S 9S 10S", "QH QD QC", "KH KD KC", "2D 3D 4D")
    partners.lay_off("JS", 0)
    partners.discard("9C")
    assert partners.events[-1].message.endswith("(R8.2, R8.3, R8.4).")


def test_a_plain_going_out_cites_r8_1_and_r8_3():
    r = _spoiled_hand()
    assert r.events[-1].message.endswith("Scores: South +50, North -30 (R8.1, R8.3).")


# --- 9. the deal, as the reader reads it -------------------------------------------------------


def test_the_deal_says_you_to_the_starter_and_to_the_dealer():
    r = deal([OPENER, SECOND], "9D")
    assert r.events_for(0)[0].message == "Round 1: North dealt; you start with 15 cards, everyone else has 14 (R2.1)."
    assert r.events_for(1)[0].message == "Round 1: you dealt; South starts with 15 cards, everyone else has 14 (R2.1)."
    assert r.events[0].message == "Round 1: North dealt; South starts with 15 cards, everyone else has 14 (R2.1)."
    three = deal([OPENER, SECOND, "3C"], "9D", Rules(players=3))
    assert three.events_for(1)[0].message == (
        "Round 1: West dealt; South starts with 15 cards, everyone else has 14 (R2.1)."
    )


# --- one colon to a sentence, in the hints as well -------------------------------------------

JUNK = "8H 2S 4S 6S 8S 10S 3C 5C 7C 9C JC 4D 6D 9D KD"
NEAR = "6H 7H QS QH QD 2C 3D 5S 9C JD KS 4C 10S 2D"


def _colons(text: str) -> list[str]:
    """The sentences of ``text`` with more than one colon."""
    return [s for s in re.split(r"(?<=[.!?])\s+(?=[A-Z])", text) if s.count(":") > 1]


# The rule book's words, moved word for word into the catalogue (issue 31 rewords nothing): its table of
# house rules writes "value: what it does" in each cell, and R9's last paragraph names the presets after a colon.
TWO_COLONS_KEPT = ("rule.option.", "rule.R9.after", "hub.command.")  # an address has a colon


# Words moved unchanged into the catalogue (issue 31 moves words, it does not reword them) with two
# colons in a sentence: a computer player's failure, as the table said it. Reword them in a change of
# their own, then take them out of here.
TWO_COLONS_AS_BEFORE = {"widget.table.error.computer.refused", "widget.table.error.computer.failed"}


def test_no_template_says_two_colons_in_one_sentence():
    # An error on bad input (error.*) quotes the input and the reason after it, each after a colon.
    for key, text in EN.items():
        if key.startswith(("error.", *TWO_COLONS_KEPT)) or key in TWO_COLONS_AS_BEFORE:
            continue
        assert not _colons(re.sub(r"\{[^}]*\}", "X", text)), (key, text)


def test_a_take_that_cannot_go_down_says_why_with_one_colon():
    r = deal([JUNK.replace("8H", "3S"), NEAR], "AD 5H 9H")
    r.discard("2S")
    take = next(h for h in hints(r, 1) if h.kind == HintKind.TAKE_DISCARD)
    assert take.message.startswith("Don't take the 2♠, because even with it you can't go down this turn ("), (
        take.message
    )
    assert not _colons(take.message), take.message


# --- the truth harness reads these sentences, and can fail on them -----------------------------


def _harness_on(r, reader, text):  # type: ignore[no-untyped-def]
    from tests.truth import Auditor

    auditor = Auditor(seed=0)
    auditor.r = r
    auditor.ctx = {"audit_seed": 0, "game": -1, "turn": 0, "step": 0}
    auditor.check_round_over(r, reader, text)
    return {kind: false for kind, (_checked, false) in auditor.report.by_type.items() if false}


def test_the_harness_reads_a_spoiled_hand_and_catches_a_false_one():
    r = _spoiled_hand()
    for reader in (0, 1, None):
        told = r.events[-1] if reader is None else r.events_for(reader)[-1]
        assert _harness_on(r, reader, told.message) == {}, told.message
    said = r.events_for(1)[-1].message
    assert _harness_on(r, 1, re.sub(r" It is not a Hand.*?\(R4\.5, R8\.2\)\.", "", said)) == {"event.fact": 1}
    assert _harness_on(r, 1, said.replace("South's meld", "your own meld")) == {"event.fact": 1}
    assert _harness_on(r, 1, said.replace("(R8.1, R8.3)", "(R8.1)")) == {"rule.cited": 1}
    hand = deal(["7S 8S 9S 10S JS QH QD QC KH KD KC 2D 3D 4D 9C", SECOND], "9D")
    hand.meld("7S 8S 9S 10S", "QH QD QC", "KH KD KC", "2D 3D 4D")
    hand.lay_off("JS", 0)
    hand.discard("9C")
    said = hand.events_for(0)[-1].message
    assert _harness_on(hand, 0, said) == {}, said
    spoiled = said.replace(
        "(R8.2). ",
        "(R8.2). It is not a Hand, because you laid off on North's meld, and a Hand "
        "uses only your own melds (R4.5, R8.2). ",
    )
    assert _harness_on(hand, 0, spoiled) == {"event.fact": 1}, spoiled


def test_the_harness_reads_the_deal_as_each_seat_reads_it():
    from tests.truth import Auditor

    r = deal([OPENER, SECOND], "9D")
    for reader, wrong in ((0, "South starts"), (1, "North dealt")):
        auditor = Auditor(seed=0)
        auditor.r = r
        auditor.ctx = {"audit_seed": 0, "game": -1, "turn": 0, "step": 0}
        told = r.events_for(reader)[0]
        auditor.check_event(r, None, reader, told)
        assert auditor.report.by_type["event.fact"] == (1, 0), told.message
        # A wrong key or field: the reader's seat named where it starts (the others' sentence), or
        # the other seat where it dealt.
        fields = dict(told.fields)
        if reader == r.starter:
            key, fields["who"] = "event.deal.others", r.names[reader]
        else:
            key, fields["dealer"] = told.key, wrong
        fake = dataclasses.replace(told, key=key, message=say(key, **fields), fields=tuple(fields.items()))
        auditor.check_event(r, None, reader, fake)
        assert auditor.report.by_type["event.fact"] == (2, 1), fake.fields
        # The right fields under other words: the sentence is not its template filled with them.
        fake = dataclasses.replace(told, message=told.message.replace("you start", wrong).replace("you dealt", wrong))
        auditor.check_event(r, None, reader, fake)
        assert auditor.report.by_type["event.fact"] == (3, 1), fake.message
        assert auditor.report.by_type["words.template"] == (3, 1), fake.message
