"""The coach's review (konkan.play.review) on staged rounds: a known blunder is flagged with the
right reason, the strong player's choice in a clear position is not, the review repeats for a
seed and reads back from JSON."""

from __future__ import annotations

import dataclasses
import json

import pytest

from konkan import Card, Discard, Draw, KonkanError, Meld, Round, Rules, TakeDiscard
from konkan.play.players import GreedyPlayer, StrongPlayer
from konkan.play.review import (
    CLASSES,
    FLAG_POINTS,
    RoundReview,
    accuracy_of,
    class_of,
    review_game,
    review_round,
)


def _feeding() -> tuple[Round, Round]:
    """North, down, picked up the Q♠ and the Q♥ from the pile and holds one card more; South
    then throws the Q♦, which makes North's set and lets North go out."""
    start = Round.staged(
        Rules(players=2),
        hands=["QS QH QD 2C 3D 5H 7H 9C JS KD 4H 6C 8S 10D", "7C 8C 9C 4D 5D 6D 2H 3S 5C"],
        table=[(1, "JC JD JH"), (1, "4S 5S 6S 7S")],
        down=[1],
        pile="KH",
        stock="AS 10S AH 8H 3H 2D",
        current=0,
        phase="start",
    )
    r = start.copy()
    r.draw()
    r.discard("QS")
    r.take_discard()
    r.meld("7C 8C 9C")
    r.discard("2H")
    r.draw()
    r.discard("QH")
    r.take_discard()
    r.meld("4D 5D 6D")
    r.discard("3S")
    r.draw()
    return start, r


def _holding() -> Round:
    """South can go down with 97 points (the joker in 3♣ 4♣ and a joker) while North, down, holds
    one card with runs on the table to lay it off on."""
    return Round.staged(
        Rules(players=2),
        hands=["5S 6S 7S 8S QH QD QC 9H 10H JH JK 3C 4C 2D KS", "9S"],
        table=[
            (1, "3C 4C 5C 6C 7C 8C 9C 10C JC QC"),
            (1, "3D 4D 5D 6D 7D 8D 9D 10D JD QD"),
            (1, "3H 4H 5H 6H 7H 8H"),
        ],
        down=[1],
        pile="2H",
        current=0,
        phase="play",
    )


def _go_down_from_pile() -> Round:
    """South, not down, holds Q♠ Q♥ Q♦, 10♥ J♥, 3♣ to 7♣ and 4♦ 5♦ 6♦: the 9♥ on the pile makes
    99 points and puts every card but the K♣ down at once, a Hand (R5.4, R8.2). (A pile card that
    only opened with 59 points, the hand's other cards loose, was no clear gain: 180 deals put
    drawing and taking within 2 points of each other, and only one review seed in four flagged it.)"""
    return Round.staged(
        Rules(players=2),
        hands=["QS QH QD 10H JH 3C 4C 5C 6C 7C 4D 5D 6D KC", "2S 4S 6H 8C 10C QC AH 3D 5S 7D 9S JD KH KD"],
        pile="9H",
        current=0,
        phase="start",
    )


def _early_joker() -> Round:
    """South, not down, can go down with 5♠ 6♠ 7♠, Q♥ Q♦ Q♣, 9♥ 10♥ J♥ and 3♣ 4♣ 5♣ with the
    joker; thrown the K♠ (or the 2♦) instead, the hand is one card from a Hand (R5.4, R8.2), with
    many cards to make it, and North is not down. The strong player goes down here with the joker
    (in Q♦ Q♣ and a joker), the very move the review finds worse: it is not a "clear position"."""
    return Round.staged(
        Rules(players=2),
        hands=["5S 6S 7S QH QD QC 9H 10H JH 3C 4C 5C JK KS 2D", "2S 4S 6H 8C 10C AH 3D 5S 7D 9S JD KH KD AC"],
        pile="6D",
        current=0,
        phase="play",
    )


def _last(review: RoundReview):
    return review.decisions[-1]


def test_feeding_the_next_player_a_card_for_their_meld_is_flagged_with_why() -> None:
    start, r = _feeding()
    r.discard("QD")
    d = _last(review_round(r, 0, start=start))
    assert isinstance(d.played, Discard) and str(d.played.card) == "Q♦"
    assert d.flagged and d.low > FLAG_POINTS and d.grade in ("mistake", "blunder")
    assert isinstance(d.best, Discard) and d.best.card.rank != 12
    key, fields = d.parts[0]
    assert key == "review.discard.feeds"
    assert dict(fields)["known"] == "Q♠ Q♥" and "(R3.3)" in d.why


def test_keeping_the_joker_back_for_a_hand_when_going_down_was_worth_more_is_flagged() -> None:
    start = _holding()
    r = start.copy()
    r.discard("KS")
    d = _last(review_round(r, 0, start=start))
    assert d.flagged and isinstance(d.best, Meld) and any(c.is_joker for c in d.best.cards)
    assert d.parts[0][0] == "review.go_down.missed.joker" and "(R5.1, R8.2)" in d.why


def test_throwing_the_joker_away_is_never_called_keeping_it_back() -> None:
    from konkan.play.review import _explain

    start = _holding()
    view = start.view(0)
    joker = next(c for c in view.hand if c.is_joker)
    best = review_round(_thrown(start, "KS"), 0, start=start).decisions[-1].best
    assert isinstance(best, Meld) and joker in best.cards
    kept = _explain(view, Discard(0, Card.parse("KS")), best, 20.0, [])
    assert kept[0][0] == "review.go_down.missed.joker"
    thrown = _explain(view, Discard(0, joker), best, 20.0, [])
    assert thrown[0][0] == "review.go_down.missed"


def _thrown(start: Round, card: str) -> Round:
    r = start.copy()
    r.discard(card)
    return r


def test_going_down_so_early_that_the_joker_is_wasted_is_flagged() -> None:
    from tests.truth import check_review

    start = _early_joker()
    r = start.copy()
    r.meld("5S 6S 7S", "QH QD QC", "9H 10H JH", "3C 4C 5C JK")
    review = review_round(r, 0, start=start, seed=1)
    d = _last(review)
    assert isinstance(d.played, Meld) and any(c.is_joker for c in d.played.cards)
    assert d.flagged and d.low > FLAG_POINTS and d.grade in ("mistake", "blunder")
    assert isinstance(d.best, Discard) and str(d.best.card) in ("K♠", "2♦")  # waiting, the joker kept
    key, fields = d.parts[0]
    assert key == "review.go_down.early.joker" and "(R5.4, R8.2)" in d.why
    assert dict(fields)["count"] > 5 and "Joker" in dict(fields)["melds"]
    assert check_review(review).false == []
    # A sentence with the wrong count or a card that makes no Hand is caught by the truth harness.
    for name, wrong in (("count", 3), ("card", "K♠")):
        lie = tuple((n, wrong if n == name else v) for n, v in fields)
        told = dataclasses.replace(review, decisions=(dataclasses.replace(d, parts=((key, lie),)),))
        assert check_review(told).false, name


def test_going_down_now_and_waiting_are_both_weighed() -> None:
    """At a hand that could go down, the review weighs going down (the hints' best opening) and
    keeping the cards (a discard) whichever was played; here going down was right both ways."""
    start = _holding()
    waited = start.copy()
    waited.discard("KS")
    d = _last(review_round(waited, 0, start=start))
    opening = next(c.action for c in d.candidates if isinstance(c.action, Meld))
    went = start.copy()
    went.apply(opening)
    down = review_round(went, 0, start=start).decisions[0]
    assert isinstance(down.played, Meld) and any(isinstance(c.action, Discard) for c in down.candidates)
    assert not down.flagged and down.grade == "best"


def test_drawing_when_the_discard_made_an_opening_is_flagged_with_why() -> None:
    start = _go_down_from_pile()
    r = start.copy()
    r.draw()
    d = review_round(r, 0, start=start).decisions[0]
    assert isinstance(d.played, Draw) and isinstance(d.best, TakeDiscard)
    assert d.flagged and d.grade == "blunder"
    key, fields = d.parts[0]
    assert key == "review.take.go_down" and dict(fields)["total"] == 99
    assert d.luck is not None  # a draw from the stock is weighed for luck too


@pytest.mark.parametrize("position", ["feeding", "holding", "pile"])
def test_the_strong_players_choice_in_a_clear_position_is_never_flagged(position: str) -> None:
    if position == "feeding":
        start, r = _feeding()
    else:
        start = _holding() if position == "holding" else _go_down_from_pile()
        r = start.copy()
    before = len(r.history)
    player = StrongPlayer(seed=1, explain=False)
    player.play_turn(r)
    mine = [d for d in review_round(r, 0, start=start).decisions if d.index >= before]
    assert mine and len(mine) == len(r.history) - before
    assert [d for d in mine if d.flagged] == [], [(d.played, d.best, d.loss, d.low) for d in mine if d.flagged]
    assert all(d.grade in ("best", "good") for d in mine)


def test_the_review_repeats_for_a_seed_and_reads_back_from_json() -> None:
    start, r = _feeding()
    r.discard("QD")
    a = review_round(r, 0, start=start, seed=7, deals=4, max_deals=8)
    b = review_round(r, 0, start=start, seed=7, deals=4, max_deals=8)
    assert a.to_dict() == b.to_dict()
    text = json.dumps(a.to_dict())
    back = RoundReview.from_dict(json.loads(text))
    assert back.to_dict() == a.to_dict()
    assert [d.index for d in back.key_moments()] == [d.index for d in a.key_moments()]
    assert back.decisions[-1].why == a.decisions[-1].why
    # Each decision keeps what draws the table then: the seat's view and the move's place in history.
    d = back.decisions[-1]
    assert d.seat_view().hand == start_view_hand(r, d.index)
    assert r.history[d.index] == d.played


def start_view_hand(r: Round, index: int) -> list:
    start, _ = _feeding()
    for a in r.history[:index]:
        start.apply(a)
    return start.view(0).hand


def test_a_dealt_round_is_replayed_from_its_deal_and_a_game_reviewed() -> None:
    r = Round(Rules(players=2), seed=11)
    bots = [GreedyPlayer(seed=1, explain=False), GreedyPlayer(seed=2, explain=False)]
    while not r.is_over:
        bots[r.current].play_turn(r)
    seen: list[tuple[int, int]] = []
    review = review_round(r, 1, deals=2, max_deals=2, progress=lambda done, total: seen.append((done, total)))
    assert [d.index for d in review.decisions] == sorted(d.index for d in review.decisions)
    assert all(r.history[d.index].seat == 1 for d in review.decisions)
    assert [done for done, _ in seen] == list(range(1, len(review.decisions) + 1))  # once a decision
    assert seen[-1][0] == seen[-1][1] == len(review.decisions)
    assert review.outcome is not None and 0 <= review.accuracy <= 100
    rounds: list[tuple[int, int]] = []
    game = review_game([r], 1, deals=2, max_deals=2, progress=lambda done, total: rounds.append((done, total)))
    assert rounds[-1] == (len(review.decisions),) * 2 and 0 <= game.accuracy <= 100
    assert (
        game.rounds[0].to_dict()["decisions"]
        == review_round(r, 1, deals=2, max_deals=2, seed="0:0").to_dict()["decisions"]
    )


def test_a_seat_with_no_decision_yet_is_reviewed_at_once_and_says_so() -> None:
    r = Round(Rules(players=2), seed=3)
    seen: list[tuple[int, int]] = []
    review = review_round(r, 1, progress=lambda done, total: seen.append((done, total)))
    assert review.decisions == () and seen == [(0, 0)] and review.accuracy == 100.0


def test_two_processes_give_the_same_review() -> None:
    start = _go_down_from_pile()
    r = start.copy()
    r.draw()
    r.discard(r.hand(0)[-1])
    one = review_round(r, 0, start=start, deals=4, max_deals=8)
    two = review_round(r, 0, start=start, deals=4, max_deals=8, workers=2)
    assert one.to_dict() == two.to_dict()


def test_a_staged_round_without_its_start_is_refused_in_words() -> None:
    start = _go_down_from_pile()
    r = start.copy()
    r.draw()
    with pytest.raises(KonkanError, match="start"):
        review_round(r, 0)
    with pytest.raises(KonkanError, match="seat"):
        review_round(r, 5, start=start)
    with pytest.raises(KonkanError, match="saved review"):
        RoundReview.from_dict({"format": "something else"})


def test_classes_and_accuracy_follow_the_loss() -> None:
    assert class_of(0.0, False, True).name == "best" and class_of(3.0, False, False).name == "good"
    assert [class_of(x, True, False).name for x in (3.0, 10.0, 40.0)] == ["slip", "mistake", "blunder"]
    assert accuracy_of([]) == 100.0 and accuracy_of([0.0, 0.0]) == 100.0
    assert accuracy_of([5.0]) > accuracy_of([20.0]) > 0
    assert all(c.word and c.color.startswith("#") for c in CLASSES)


def test_the_starters_first_discard_is_weighed_against_others() -> None:
    # The starter's first turn has no draw (R3.2): its discard is still a choice among several.
    r = Round(Rules(players=2), seed=3)
    GreedyPlayer(seed=1, explain=False).play_turn(r)
    review = review_round(r, 0, deals=2, max_deals=2)
    first = review.decisions[-1]
    assert isinstance(first.played, Discard) and len(first.candidates) > 1 and first.deals == 2


def test_every_distinct_discard_can_be_weighed() -> None:
    start = _go_down_from_pile()
    r = start.copy()
    r.take_discard()
    r.meld("9H 10H JH", "QS QH QD")
    r.discard("KC")
    few = review_round(r, 0, start=start, deals=2, max_deals=2).decisions[-1]
    every = review_round(r, 0, start=start, deals=2, max_deals=2, discards=None).decisions[-1]
    faces = {c.face for c in every.seat_view().hand}
    weighed = [c.action for c in every.candidates if isinstance(c.action, Discard)]
    assert len(weighed) == len(faces) > len([c for c in few.candidates if isinstance(c.action, Discard)])


def test_review_move_weighs_one_move_as_the_round_review_does() -> None:
    """A move weighed before it is played gets the verdict the round's review gives it after."""
    from konkan.play.review import review_move

    r = Round(Rules(players=2), seed=4)
    bots = [GreedyPlayer(seed=1, explain=False), GreedyPlayer(seed=2, explain=False)]
    while not r.is_over:
        bots[r.current].play_turn(r)
    full = review_round(r, 0, deals=4, max_deals=8, seed=3)
    d = next(x for x in full.decisions if x.kind == "discard")
    before = Round(r.rules, number=r.number, dealer=r.dealer, seed=r.seed, deck=r.deck, names=r.names)
    for a in r.history[: d.index]:
        before.apply(a)
    kept = len(before.history)
    one = review_move(before, r.history[d.index], deals=4, max_deals=8, seed=3)
    assert len(before.history) == kept  # nothing played
    assert (one.index, one.played, one.best, one.loss, one.flagged) == (d.index, d.played, d.best, d.loss, d.flagged)
    with pytest.raises(KonkanError):
        review_move(before, Discard(1 - before.current, before.hand(1 - before.current)[0]))


def _two_eights() -> Round:
    """South, not down, after the draw: two runs (32 points, too few to go down: R5.1), the K♠, and
    the 8♥ and 8♣, which go with no other
    card of the hand (only with each other), fit nothing on the table, and no one was seen to take
    a card near them: throwing one or the other is the same move in South's view."""
    return Round.staged(
        Rules(players=2),
        hands=["3S 4S 5S 6S 2D 3D 4D 5D 8H 8C KS", "2C 4H 6H 10C QC AH 9D 5C 7D 9S JS KH KD"],
        pile="2S",
        current=0,
        phase="play",
    )


def test_two_interchangeable_discards_are_one_move_under_every_seed() -> None:
    from konkan.play.review import interchangeable

    start = _two_eights()
    view = start.view(0)
    eight = {str(c): c for c in view.hand}
    assert interchangeable(view, eight["8♥"], eight["8♣"])
    assert not interchangeable(view, eight["8♥"], eight["K♠"])  # not one rank
    assert not interchangeable(view, eight["3♠"], eight["6♠"])
    for seed in range(4):
        reviewed = {}
        for card in ("8H", "8C"):
            r = start.copy()
            r.discard(card)
            d = _last(review_round(r, 0, start=start, seed=seed, workers=1))
            weighed = [str(c.action.card) for c in d.candidates if isinstance(c.action, Discard)]
            assert not {"8♥", "8♣"} <= set(weighed), weighed  # never weighed against each other
            reviewed[card] = d
        h, c = reviewed["8H"], reviewed["8C"]
        assert not (h.flagged and c.grade == "best") and not (c.flagged and h.grade == "best"), seed
        assert not (isinstance(h.best, Discard) and h.best.card.rank == 8 and h.best.card != h.played.card)


def test_a_card_that_goes_with_the_hand_is_not_interchangeable() -> None:
    from konkan.play.review import interchangeable

    start = Round.staged(
        Rules(players=2),
        hands=["3S 4S 5S 6S 2D 3D 4D 5D 8H 8C 7H KS", "2C 4H 6H 10C QC AH 9D 5C 7D 9S JS KH KD"],
        pile="2S",
        table=[(1, "8S 8D 8H")],
        down=[1],
        current=0,
        phase="play",
    )
    view = start.view(0)
    cards = {str(c): c for c in view.hand}
    assert not interchangeable(view, cards["8♥"], cards["8♣"])  # the 8♥ goes with the 7♥, and the set takes an 8♣


def test_a_computers_review_names_the_seat_in_every_sentence() -> None:
    from tests.truth import check_review

    start, r = _feeding()
    r.discard("QD")
    mine = review_round(r, 0, start=start)
    theirs = review_round(r, 0, start=start, reader=1)
    assert theirs.reader == 1 and mine.reader is None
    d, e = _last(mine), _last(theirs)
    assert (d.loss, d.flagged, d.best) == (e.loss, e.flagged, e.best)
    assert [k for k, _ in e.parts] == ["review.discard.feeds.other"]  # the hint's "Discard the ..." left out
    fields = dict(e.parts[0][1])
    assert fields["name"] == r.names[0] and fields["next"] == r.names[1]
    assert e.why.startswith(f"{r.names[0]} threw the Q♦") and "you" not in e.why.lower().split()
    assert theirs.summary.startswith(("One of", f"{r.names[0]}", "2 of")) and r.names[0] in theirs.summary
    assert all(k.endswith(".other") for k, _ in theirs.verdict)
    report = check_review(theirs)
    assert report.false == [] and report.by_key["review.discard.feeds.other"] == 1
    # Read back, and an old saved review (no reader) reads as the seat's own.
    back = RoundReview.from_dict(json.loads(json.dumps(theirs.to_dict())))
    assert back.to_dict() == theirs.to_dict() and back.reader == 1 and _last(back).why == e.why
    old = mine.to_dict()
    del old["reader"]
    assert RoundReview.from_dict(old).reader is None
    # A third-person sentence in a review the seat reads itself is caught, and the wrong name too.
    mixed = dataclasses.replace(mine, decisions=(*mine.decisions[:-1], e))
    assert check_review(mixed).false
    lie = tuple((n, "Nobody" if n == "name" else v) for n, v in e.parts[0][1])
    told = dataclasses.replace(
        theirs, decisions=(*theirs.decisions[:-1], dataclasses.replace(e, parts=((e.parts[0][0], lie),)))
    )
    assert check_review(told).false
    with pytest.raises(KonkanError, match="reader"):
        review_round(r, 0, start=start, reader=7)


def test_a_flagged_discard_says_first_what_was_wrong_with_the_card_thrown() -> None:
    from tests.truth import check_review

    start = _two_eights()
    r = start.copy()
    r.discard("3D")  # out of the run 2♦ 3♦ 4♦ 5♦, keeping the K♠ that goes with nothing
    review = review_round(r, 0, start=start, seed=0)
    d = _last(review)
    assert d.flagged and isinstance(d.best, Discard)
    keys = [k for k, _ in d.parts]
    assert keys[:2] == ["review.discard.in_meld", "review.discard.better"], keys
    assert dict(d.parts[0][1])["meld"] == "2♦ 3♦ 4♦ 5♦"
    assert d.why.startswith("The 3♦ was part of the meld 2♦ 3♦ 4♦ 5♦ in your hand")
    assert check_review(review).false == []


def test_what_was_wrong_is_said_only_when_the_hints_functions_establish_it() -> None:
    from konkan.play.review import _wrong_discard

    view = _two_eights().view(0)
    c = {str(x): x for x in view.hand}
    pair = _wrong_discard(view, c["8♥"], c["K♠"])
    assert pair is not None and pair[0] == "review.discard.breaks" and dict(pair[1])["cards"] == "8♣"
    assert _wrong_discard(view, c["K♠"], c["8♥"]) is None  # the K♠ fits nothing: nothing wrong to say
    loose = Round.staged(
        Rules(players=2),
        hands=["3S 4S 5S 6S 2D 3D 4D 5D 8H 9C KS", "2H 4H 6H 10C QC AH 9D 5C 7D 9S JS KH KD"],
        pile="2S",
        current=0,
        phase="play",
    ).view(0)
    c = {str(x): x for x in loose.hand}
    kept = _wrong_discard(loose, c["9♣"], c["K♠"])
    assert kept is not None and kept[0] == "review.discard.kept_high"
    assert (dict(kept[1])["value"], dict(kept[1])["kept"]) == (9, 10)
