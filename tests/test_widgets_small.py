"""MeldChecker, OpeningTrainer and ScoreSheet on the Python side, fed what the page would send.

Messages go in through ``_handle_msg`` as the comm layer delivers them (see docs/testing.md). Each
test checks what the widget shows against the engine function that decides it.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from konkan import Card, KonkanError, Meld, Rules, best_opening, check_meld, parse_cards, score_lines
from konkan.widgets import KonkanWidget, MeldChecker, OpeningTrainer, ScoreSheet
from konkan.widgets.trainer import judging_round

# Best opening: J♥ Q♥ K♥ | Q♠ Q♦ Q♣ | 2♠ 2♦ 2♣, 66 points (R5.1).
HAND = "JH QH KH QS QD QC 2S 2D 2C 5H 9C 4D 7S 8D AC"
# Goes out at once: 5♥-9♥ and 9♠ 9♦ 9♣ and K♠ K♥ K♦, 2♠ 3♠ 4♠ keeping 7♣ (R5.4).
OUT_HAND = "5H 6H 7H 8H 9H 9S 9D 9C KS KH KD 2S 3S 4S 7C"
# No run anywhere: sets only (R5.2).
NO_RUN = "KS KH KD QS QH QD 2C 2D 5S 9H JC 4D 7S 8C AC"


def send(widget: KonkanWidget, content: Any, buffers: list[Any] | None = None) -> None:
    widget._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": buffers or []})


def synced(widget: KonkanWidget) -> dict[str, Any]:
    return {
        k: v
        for k, v in widget.get_state().items()
        if k not in ("faces", "message", "revision") and not k.startswith("_")
    }


def bundle(widget: KonkanWidget) -> dict[str, Any]:
    data = widget._repr_mimebundle_()
    return data[0] if isinstance(data, tuple) else data


def card_ids(widget: MeldChecker | OpeningTrainer, text: str) -> list[int]:
    """The ids of the shown cards named by text (the first copy shown of each face)."""
    shown = [Card.from_id(i) for i in (widget.cards if isinstance(widget, MeldChecker) else widget.hand)]
    out: list[int] = []
    for want in parse_cards(text):
        out.append(next(c.id for c in shown if c.same_face(want) and c.id not in out))
    return out


FORGED = [
    ({"kind": "explode"}, "unknown kind"),
    ({"cards": [1]}, "without a 'kind'"),
    ({"kind": "toggle"}, "without its 'card'"),
    ({"kind": "toggle", "card": "7S"}, "must be a card id"),
    ({"kind": "toggle", "card": True}, "must be a card id"),
    ({"kind": "toggle", "card": 3, "extra": 1}, "unknown field"),
    ({"kind": "pick", "cards": [1, 1]}, "different card ids"),
    ({"kind": "pick", "cards": [[[[[1]]]]]}, "nested too deeply"),
    ({"kind": "pick", "cards": list(range(100)) * 100}, "far too long"),
    ([1, 2, 3], "not a mapping"),
]


# --- MeldChecker --------------------------------------------------------------------------


def test_checker_repr_is_short_and_stable():
    m = MeldChecker("7S 8S JK 9H KD")
    assert repr(m) == "<MeldChecker: 5 cards, none picked>"
    m.pick("7S 9H KD")
    assert repr(m) == "<MeldChecker: 5 cards, 3 picked: not a meld>"


def test_checker_picks_show_check_melds_verdict_at_once():
    m = MeldChecker("7S 8S JK 9H KD 7H")
    send(m, {"kind": "toggle", "card": card_ids(m, "7S")[0]})
    want = check_meld("7S")
    assert m.verdict["legal"] is False and m.verdict["message"] == want.message and m.verdict["rule"] == want.rule
    for text in ("8S", "JK"):
        send(m, {"kind": "toggle", "card": card_ids(m, text)[0]})
    want = check_meld("7S 8S JK")
    assert (m.verdict["legal"], m.verdict["kind"], m.verdict["points"]) == (True, "run", 24)
    assert m.verdict["message"] == want.message
    assert m.verdict["ordered"] == [c.id for c in want.ordered]
    assert Card.from_id(m.verdict["joker_as"]) == Card(9, "S")
    # Picking a card again unpicks it.
    send(m, {"kind": "toggle", "card": card_ids(m, "JK")[0]})
    assert m.verdict["message"] == check_meld("7S 8S").message


def test_checker_offers_each_joker_reading_and_follows_the_choice():
    m = MeldChecker("QS KS JK")
    m.pick("QS KS JK")
    readings = [(Card.from_id(r["card"]), r["chosen"]) for r in m.verdict["readings"]]
    assert readings == [(Card(1, "S"), True), (Card(11, "S"), False)]
    send(m, {"kind": "read_as", "card": Card(11, "S").id})
    want = check_meld("QS KS JK", joker_as="JS")
    assert m.verdict["points"] == want.points == 30 and m.verdict["message"] == want.message
    assert [r["chosen"] for r in m.verdict["readings"]] == [False, True]
    # A reading the meld does not allow is refused in the engine's terms and changes nothing.
    before = synced(m)
    send(m, {"kind": "read_as", "card": Card(5, "H").id})
    assert m.message["tone"] == "error"
    assert m.message["text"] == check_meld("QS KS JK", joker_as="5H").message
    assert synced(m) == before


def test_checker_without_a_choice_offers_no_readings():
    m = MeldChecker("7S JK 9S")
    m.pick("7S JK 9S")
    assert m.verdict["readings"] == [] and Card.from_id(m.verdict["joker_as"]) == Card(8, "S")


def test_checker_follows_house_rules():
    m = MeldChecker("QS KS AS", rules=Rules(ace_value="ten"))
    assert m.pick("QS KS AS").points == check_meld("QS KS AS", rules=Rules(ace_value="ten")).points == 30


@pytest.mark.parametrize(("content", "words"), FORGED)
def test_checker_answers_forged_messages_and_changes_nothing(content, words):
    m = MeldChecker("7S 8S JK 9H KD")
    m.pick("7S 8S")
    before = synced(m)
    send(m, content)
    assert m.message["tone"] == "error" and words in m.message["text"]
    assert synced(m) == before


def test_checker_refuses_cards_it_does_not_show():
    m = MeldChecker("7S 8S JK")
    before = synced(m)
    send(m, {"kind": "toggle", "card": Card(5, "D").id})
    assert m.message["text"] == "5♦ is not among the cards shown, so it can't be picked."
    send(m, {"kind": "pick", "cards": [Card(7, "S", 1).id]})  # the other 7♠ is not shown
    assert "not among the cards shown" in m.message["text"]
    send(m, {"kind": "toggle", "card": 3}, buffers=[b"x"])
    assert "binary data" in m.message["text"]
    assert synced(m) == before


def test_checker_picture_draws_the_cards_and_the_verdict():
    m = MeldChecker("7S 8S JK 9H")
    m.pick("7S 8S JK")
    data = bundle(m)
    assert data["text/plain"] == repr(m)
    svg = data["image/svg+xml"]
    assert svg.startswith("<svg") and "seven of spades" in svg and "run of spades worth 24 points" in svg


# --- OpeningTrainer ------------------------------------------------------------------------


def test_trainer_deals_a_seeded_hand_of_fifteen_and_new_hands_from_the_same_seed():
    a, b = OpeningTrainer(seed=11), OpeningTrainer(seed=11)
    assert a.hand == b.hand and len(a.hand) == 15
    a.new_hand()
    b.new_hand()
    assert a.hand == b.hand and sorted(a.hand) != sorted(OpeningTrainer(seed=11).hand)
    assert repr(a) == "<OpeningTrainer: hand 2, 15 cards, 0 groups>"
    with pytest.raises(KonkanError, match="holding 15 cards"):
        OpeningTrainer("7S 8S 9S")


def test_judging_round_holds_exactly_the_hand_after_drawing():
    hand = parse_cards(HAND)
    for rules in (Rules(players=2), Rules(), Rules(players=5), Rules(starter_may_go_down_first_turn=False)):
        r = judging_round(hand, rules)
        assert r.current == 1 and sorted(c.id for c in r.hand(1)) == sorted(c.id for c in hand)
        assert r.view(1).may_meld


def test_trainer_groups_and_submits_through_intents():
    t = OpeningTrainer(HAND)
    for text in ("JH QH KH", "QS QD QC"):
        send(t, {"kind": "pick", "cards": card_ids(t, text)})
        assert t.live["ok"] is True and t.live["text"] == check_meld(text).message
        send(t, {"kind": "group"})
    assert [g["points"] for g in t.groups] == [30, 30] and len(t.hand) == 9
    send(t, {"kind": "submit"})
    r = judging_round(parse_cards(HAND), t.rules)
    want = r.check(Meld(1, tuple(tuple(Card.from_id(i) for i in g["cards"]) for g in t.groups)))
    assert t.result["ok"] is True and t.result["text"] == want.message and t.result["rule"] == want.rule
    best = best_opening(HAND)
    assert t.result["best"]["points"] == best.points == 66
    assert t.result["compare"] == "A better opening existed: 66 points against your 60."
    assert t.result["best"]["groups"] == [[c.id for c in g] for g in best.groups]
    assert repr(t) == "<OpeningTrainer: hand 1, 15 cards, 2 groups, opening accepted, a better one existed>"
    # Changing the groups clears the verdict; the best opening then compares as equal.
    send(t, {"kind": "pick", "cards": card_ids(t, "2S 2D 2C")})
    send(t, {"kind": "group"})
    assert t.result == {}
    send(t, {"kind": "submit"})
    assert t.result["points"] == 66 and t.result["better"] is False
    assert t.result["compare"] == "No better opening existed: yours is worth as much as the best."


def test_trainer_refuses_an_opening_below_the_minimum_in_the_engines_words():
    t = OpeningTrainer(HAND)
    t.group("JH QH KH")
    verdict = t.submit()
    assert not verdict.ok and t.result["text"] == verdict.message
    assert (
        verdict.message
        == "Your melds add up to 30 points, but going down the first time needs at least 51, 21 more (R5.1)."
    )
    assert t.result["better"] is True and t.result["compare"] == "An opening existed: it is shown below."


def test_trainer_needs_a_run_and_says_when_no_opening_existed():
    t = OpeningTrainer(NO_RUN)
    t.group("KS KH KD")
    t.group("QS QH QD")
    verdict = t.submit()
    assert not verdict.ok and "(R5.2)" in verdict.message
    best = best_opening(NO_RUN)
    assert not best.feasible and t.result["best"]["text"] == best.message
    assert t.result["compare"] == "No opening was possible in this hand." and t.result["better"] is False


def test_trainer_going_out_at_once():
    t = OpeningTrainer(OUT_HAND)
    t.group("9S 9D 9C")
    t.group("KS KH KD")
    t.group("2S 3S 4S")
    assert t.submit().ok  # 27 + 30 + 9 = 66
    assert best_opening(OUT_HAND).going_out
    assert t.result["compare"] == "A better opening existed: it goes out at once."
    t.group("5H 6H 7H 8H 9H")
    assert t.submit().ok and t.result["going_out"] is True
    assert t.result["compare"] == "Yours goes out at once: no opening does better."


def test_trainer_follows_the_house_minimum():
    t = OpeningTrainer(HAND, rules=Rules(opening_minimum=71))
    for text in ("JH QH KH", "QS QD QC", "2S 2D 2C"):
        t.group(text)
    verdict = t.submit()
    assert not verdict.ok and "at least 71" in verdict.message and t.info["minimum"] == 71


def test_trainer_refuses_an_illegal_group_and_keeps_the_hand():
    t = OpeningTrainer(HAND)
    before = synced(t)
    send(t, {"kind": "pick", "cards": card_ids(t, "JH QS 2C")})
    send(t, {"kind": "group"})
    # The refusal is the picked cards' verdict, shown once (in the live box), not again below it.
    assert t.live["text"] == check_meld("JH QS 2C").message and not t.live["ok"]
    assert t.message.get("text") != t.live["text"]
    assert t.groups == [] and sorted(t.hand) == sorted(before["hand"])
    # From Python, with nothing on screen about these cards, the refusal is said.
    t.group("5H 9C 4D")
    assert t.message["tone"] == "error" and t.message["text"] == check_meld("5H 9C 4D").message


def test_trainer_make_group_is_enabled_by_the_engines_verdict_on_the_picked_cards():
    t = OpeningTrainer("3S 4S 6S JH QH KH QD QC 2S 2D 2C 5H 9C 4D 7S")
    assert t.can_group["ok"] is False and "Pick the cards" in t.can_group["reason"]
    send(t, {"kind": "pick", "cards": card_ids(t, "3S 4S 6S")})
    assert t.can_group == {"ok": False, "reason": check_meld("3S 4S 6S").message}
    send(t, {"kind": "group"})
    assert t.groups == [] and t.message.get("text") != check_meld("3S 4S 6S").message
    send(t, {"kind": "pick", "cards": card_ids(t, "JH QH KH")})
    assert t.can_group == {"ok": True, "reason": ""}
    send(t, {"kind": "group"})
    assert len(t.groups) == 1 and t.can_group["ok"] is False


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ({"kind": "ungroup", "index": 3}, "There is no group 3"),
        ({"kind": "ungroup", "index": -1}, "must be a whole number"),
        ({"kind": "submit", "groups": [[1, 2, 3]]}, "unknown field"),
        ({"kind": "group"}, "Pick the cards of a meld first"),
        ({"kind": "submit"}, "Make at least one group first"),
        ({"kind": "toggle", "card": 60}, "not among your ungrouped cards"),
        *FORGED,
    ],
)
def test_trainer_answers_forged_messages_and_changes_nothing(content, words):
    t = OpeningTrainer(HAND)
    before = synced(t)
    send(t, content)
    assert t.message["tone"] == "error" and words in t.message["text"]
    assert synced(t) == before


def test_trainer_a_grouped_card_cannot_be_picked_again_and_ungroup_returns_it():
    t = OpeningTrainer(HAND)
    t.group("JH QH KH")
    jh = t.groups[0]["cards"][0]
    send(t, {"kind": "toggle", "card": jh})
    assert "not among your ungrouped cards" in t.message["text"]
    send(t, {"kind": "ungroup", "index": 0})
    assert t.groups == [] and jh in t.hand


def test_trainer_picture_shows_the_groups_and_the_best_opening():
    t = OpeningTrainer(HAND)
    t.group("JH QH KH")
    t.submit()
    svg = bundle(t)["image/svg+xml"]
    assert "The best opening:" in svg and "queen of diamonds" in svg and "21 more" in svg


# --- ScoreSheet ----------------------------------------------------------------------------


def enter(
    s: ScoreSheet, hands: list[str], finisher: int | None, ending: str = "out", down: list[bool] | None = None
) -> None:
    for seat, text in enumerate(hands):
        send(s, {"kind": "hand", "seat": seat, "text": text})
    for seat, flag in enumerate(down or [True] * len(hands)):
        send(s, {"kind": "down", "seat": seat, "down": flag})
    send(s, {"kind": "ending", "ending": ending})
    send(s, {"kind": "finisher", **({} if finisher is None else {"seat": finisher})})


def test_scoresheet_scores_entered_rounds_with_score_lines_and_keeps_totals():
    s = ScoreSheet(4)
    assert repr(s) == "<ScoreSheet: 4 players, 0 rounds>"
    enter(s, ["", "7S 8S", "AS", "KH QH"], 0, down=[True, True, True, False])
    assert s.entries[1] == {
        "cards": [c.id for c in parse_cards("7S 8S")],
        "value": 15,
        "error": "",
        "rule": "",
        "sentence": "",
    }
    send(s, {"kind": "score"})
    want = score_lines(["", "7S 8S", "AS", "KH QH"], [True, True, True, False], 0, "out")
    assert [line["message"] for line in s.history[0]["lines"]] == [line.message for line in want]
    assert s.standing["totals"] == s.totals == [-30, 15, 11, 100]
    assert s.draft["hands"] == ["", "", "", ""] and s.draft["finisher"] == -1
    enter(s, ["JK", "", "2C", "3D"], 1, "hand")
    send(s, {"kind": "score"})
    assert s.history[1]["scores"] == [30, -60, 4, 6] and s.totals == [0, -45, 15, 106]
    assert s.message["text"] == "Round 2 scored: the sheet below explains each line."
    send(s, {"kind": "undo"})
    assert s.totals == [-30, 15, 11, 100] and len(s.history) == 1
    assert repr(s) == "<ScoreSheet: 4 players, 1 round, totals South -30, East 15, North 11, West 100>"


def test_scoresheet_grid_adds_cards_to_a_seat():
    s = ScoreSheet(3)
    for card in ("KS", "7H", "JK"):
        send(s, {"kind": "add", "seat": 2, "card": Card.parse(card).id})
    assert s.draft["hands"][2] == "KS 7H JK" and s.entries[2]["value"] == 10 + 7 + 15


def test_scoresheet_void_round_and_konkan():
    s = ScoreSheet(3)
    enter(s, ["7S", "8S", "9S"], None, "void")
    send(s, {"kind": "score"})
    assert s.history[0]["scores"] == [0, 0, 0] and s.history[0]["lines"][0]["rule"] == "R7.3"
    lines = s.add_round(["", "7S", "8S"], finisher=0, ending="konkan")
    assert [line.score for line in lines] == [-60, 200, 200]


def test_scoresheet_partnership_team_totals():
    s = ScoreSheet(4, partnership=True)
    s.add_round(["", "7S", "", "KH"], finisher=2)
    assert s.totals == [0, 7, -30, 10] and s.team_totals == (-30, 17) and s.standing["teams"] == [-30, 17]
    assert "Teams: South and North -30, East and West 17" in bundle(s)["image/svg+xml"]


def test_scoresheet_takes_rules_for_scores_and_checks_they_agree():
    s = ScoreSheet(rules=Rules(players=3, going_out_score=-50, joker_penalty=25))
    assert [line.score for line in s.add_round(["", "JK", "5D"], finisher=0)] == [-50, 25, 5]
    with pytest.raises(KonkanError, match="players=5 but the rules say 3"):
        ScoreSheet(5, rules=Rules(players=3))


@pytest.mark.parametrize(
    ("hands", "finisher", "words"),
    [
        (["", "7S XS", "", ""], 0, "East's cards: card 2 ('XS') is not a card"),
        (
            ["", "7S 7S", "7S", ""],
            0,
            "7♠ is named 3 times (East, North), but there are only two 7♠ in the game (R1.2).",
        ),
        (["", "JK", "JK", "JK"], 0, "The joker is named 3 times (East, North, West), but there are only two jokers"),
        (["", "7S", "", ""], None, "Say who went out, or mark the round void (R7.3)."),
        (["5D", "7S", "", ""], 0, "South went out, so holds no cards: remove the cards entered for South (R7.1)."),
    ],
)
def test_scoresheet_refuses_bad_rounds_with_a_sentence_and_changes_nothing(hands, finisher, words):
    s = ScoreSheet(4)
    s.add_round(["", "2S", "", ""], finisher=0)
    enter(s, hands, finisher)
    before = synced(s)
    send(s, {"kind": "score"})
    assert s.message["tone"] == "error" and words in s.message["text"]
    assert synced(s) == before and len(s.rounds) == 1


def test_scoresheet_shows_bad_card_text_as_it_is_typed():
    s = ScoreSheet(2)
    send(s, {"kind": "hand", "seat": 1, "text": "7S QQ"})
    assert s.entries[1]["error"].startswith("North's cards: card 2 ('QQ') is not a card")


@pytest.mark.parametrize(
    ("typed", "words"),
    [
        (
            "7S 1OH",
            "North's cards: card 2 ('1OH') is not a card: did you mean 10H, the ten of hearts? A ten is written "
            "with the digits 1 and 0.",
        ),
        (
            "10 H",
            "North's cards: card 1 ('10') is not a card: did you mean 10H, the ten of hearts? Remove the space "
            "between 10 and H.",
        ),
        (
            "11H",
            "North's cards: card 1 ('11H') is not a card: did you mean JH, the jack of hearts? The jack is written J, "
            "not 11.",
        ),
    ],
)
def test_scoresheet_suggests_the_card_meant_for_a_slip(typed: str, words: str):
    s = ScoreSheet(2)
    send(s, {"kind": "hand", "seat": 1, "text": typed})
    assert s.entries[1]["error"] == words and words in s.sentences


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ({"kind": "hand", "seat": 3, "text": "7S"}, "There is no seat 3"),
        ({"kind": "hand", "seat": 0, "text": "7S " * 1000}, "must be a text"),
        ({"kind": "add", "seat": 0, "card": 200}, "card id"),
        ({"kind": "ending", "ending": "won"}, "A round ends 'out', 'hand', 'konkan', 'declared' or 'void'"),
        ({"kind": "down", "seat": 1, "down": "yes"}, "true or false"),
        ({"kind": "undo"}, "There is no round to take back."),
        ({"kind": "score", "scores": [0, 0, 0]}, "unknown field"),
        ({"kind": "finisher", "seat": {"a": {"b": {"c": {"d": 1}}}}}, "nested too deeply"),
        ({"kind": "x" * 5000}, "unknown kind"),
    ],
)
def test_scoresheet_answers_forged_messages_and_changes_nothing(content, words):
    s = ScoreSheet(3)
    before = synced(s)
    send(s, content)
    assert s.message["tone"] == "error" and words in s.message["text"]
    assert synced(s) == before


def test_scoresheet_add_refuses_a_third_copy_before_it_is_entered():
    s = ScoreSheet(2)
    send(s, {"kind": "hand", "seat": 0, "text": "7S 7S"})
    send(s, {"kind": "add", "seat": 1, "card": Card.parse("7S").id})
    assert "7♠ is named 3 times (South, North)" in s.message["text"] and s.draft["hands"][1] == ""


def test_every_small_widget_has_a_picture_and_a_short_repr_in_its_bundle():
    for w in (MeldChecker("7S 8S 9S"), OpeningTrainer(seed=3), ScoreSheet(2)):
        data = bundle(w)
        assert data["text/plain"] == repr(w) and len(repr(w)) < 120
        assert data["image/svg+xml"].startswith("<svg")
        assert json.dumps(synced(w))  # every synced trait is plain JSON


def test_trainer_sends_no_card_but_the_hands_own():
    """The judging round deals the other seats the rest of the deck: none of it reaches the page."""
    t = OpeningTrainer(HAND)
    t.group("JH QH KH")
    t.submit()
    held = {c.id for c in t.hand_cards}

    def ids_in(value: Any) -> set[int]:
        if isinstance(value, dict):
            return set().union(
                *(ids_in(v) for k, v in value.items() if k in ("cards", "groups", "left", "hand", "picked", "best")),
                set(),
            )
        if isinstance(value, list):
            return (
                set().union(*(ids_in(v) for v in value), set())
                if value and not isinstance(value[0], int)
                else set(value)
            )
        return set()

    state = synced(t)
    shown = ids_in({k: state[k] for k in ("hand", "picked", "groups", "result")})
    assert shown and shown <= held
    assert len(state["result"]["best"]["groups"]) == 3


@pytest.mark.parametrize(
    "make", [lambda: MeldChecker("7S 8S 9S"), lambda: OpeningTrainer(seed=3), lambda: ScoreSheet(2)]
)
def test_every_small_widget_switches_to_the_four_colour_deck(make):
    w = make()
    two = w.faces
    send(w, {"kind": "settings", "four_colour": True})
    assert w.four_colour is True and w.faces != two and "konkan-c4-" in w.faces
    send(w, {"kind": "settings", "four_colour": "yes"})
    assert "true or false" in w.message["text"] and w.four_colour is True


def test_scoresheet_reads_a_hand_as_its_cards_and_then_the_rule_that_scores_it_otherwise():
    # West typed K♥ Q♥ and never went down: the cards are read as they are, worth 20, and then the
    # rule that makes it 100 (R8.3); the Hand doubles it (R8.2); a Konkan makes it a flat 200 (R8.5).
    s = ScoreSheet(4)
    send(s, {"kind": "hand", "seat": 3, "text": "KH QH"})
    assert (s.entries[3]["value"], s.entries[3]["rule"]) == (20, "")
    send(s, {"kind": "down", "seat": 3, "down": False})
    west = s.entries[3]
    assert (west["cards"], west["value"]) == ([c.id for c in parse_cards("KH QH")], 20)
    assert west["rule"] == "never went down: pays 100 (R8.3)"
    assert west["sentence"] == "West holds K♥ Q♥, worth 20, but never went down, so pays 100 (R8.3)."
    assert west["sentence"] in s.sentences
    send(s, {"kind": "ending", "ending": "hand"})
    assert s.entries[3]["rule"] == "never went down: 100, doubled by the Hand to 200 (R8.3, R8.2)"
    send(s, {"kind": "down", "seat": 3, "down": True})
    assert s.entries[3]["rule"] == "doubled by the Hand: 40 (R8.2)"
    send(s, {"kind": "ending", "ending": "konkan"})
    assert s.entries[3]["rule"] == "the Konkan: a flat 200 (R8.5)"
    send(s, {"kind": "ending", "ending": "out"})
    assert s.entries[3]["rule"] == ""
    # Nothing typed and never down: no cards, and still 100.
    send(s, {"kind": "hand", "seat": 3, "text": ""})
    send(s, {"kind": "down", "seat": 3, "down": False})
    assert s.entries[3]["sentence"] == "West holds no cards, worth 0, but never went down, so pays 100 (R8.3)."
    # What the note says is what the round then scores.
    send(s, {"kind": "hand", "seat": 3, "text": "KH QH"})
    send(s, {"kind": "finisher", "seat": 0})
    send(s, {"kind": "score"})
    assert s.totals[3] == 100
    # In a partnership, the partner of the one who went out pays nothing (R8.4).
    p = ScoreSheet(4, partnership=True)
    send(p, {"kind": "hand", "seat": 2, "text": "5S"})
    send(p, {"kind": "finisher", "seat": 0})
    assert p.entries[2]["rule"] == "partner went out: pays nothing (R8.4)"


def test_the_lesson_and_the_small_widgets_lay_pictures_out_with_one_set_of_helpers():
    """row and stack place each drawing where the last one ended, plus the gap, with the numbers
    and head the caller writes (the lesson writes them as konkan.render does); wrap cuts a
    sentence by the width its measure finds."""
    from konkan.render import _document, _n, hand_svg
    from konkan.widgets._small import row, stack, svg_size, wrap

    a, b = hand_svg("7S 8S 9S"), hand_svg("QH QD QC KS", overlap=False)
    (wa, ha), (wb, hb) = svg_size(a), svg_size(b)
    lesson_row = row([a, b], gap=14, number=_n, document=_document)
    assert lesson_row.startswith(_document(wa + 14 + wb, max(ha, hb), "").removesuffix("</svg>"))
    assert f'<svg x="{_n(wa + 14)}" y="0" ' in lesson_row and svg_size(lesson_row) == (wa + 14 + wb, max(ha, hb))
    small_stack = stack([a, b], title="two hands")
    assert f'<svg x="0" y="{ha + 6:.1f}" ' in small_stack and "<title>two hands</title>" in small_stack
    assert svg_size(small_stack) == (round(max(wa, wb)), round(ha + 6 + hb))
    assert wrap("aa bb cc", 5) == ["aa bb", "cc"]
    assert wrap("aa bb cc", 5, lambda line: 2 * len(line)) == ["aa", "bb", "cc"]
    with pytest.raises(ValueError, match="not an SVG drawing"):
        svg_size("<div></div>")
