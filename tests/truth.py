"""Every sentence true: a harness that checks what the engine says against what the engine does.

A learner believes every sentence the engine writes. :func:`audit` plays seeded games under
random mixes of every house-rule option in :class:`konkan.Rules`, half of the turns by a
:class:`~konkan.play.players.RandomPlayer`, half following the best hint, and at every step of every
turn reads every sentence the engine offers the player to act:

* every hint (``hints(round, round.current)``);
* the verdicts of ``check()`` for every legal simple move, the move played and a few random
  near misses;
* ``best_opening`` and ``konkan_shape`` for the hand, where they apply;
* the reason a computer player would give for each of those moves (``konkan.play.players.explain``), read
  as strictly as the hints, and now and then the strong player's look-ahead, recounted;
* the table's live line (``konkan.widgets.table.live_line``) for the picks a learner makes;
* the events each seat reads (``round.events_for(seat)``) and, at the end, the score lines and
  the refusals of any move after the round (citing the rule that ended it).

:func:`audit_widgets` does the same on the page: games played at the Table widget through its
intents, every sentence it shows (live line, message, hint, status, buttons, narration, each
computer's reason, scores), with the meld checker, the opening trainer and the score sheet.
:func:`audit_lessons` reads every step of every lesson (``konkan.teaching.lessons.all()``): the engine's
sentences at its positions, its feedback, and the lesson's own words, checked by program
(:class:`LessonAuditor`). Every sentence is counted by ``source`` (``Report.by_source``); a sentence said twice in one
message is false (``words.repeated``). To read a new place, call ``Auditor.sentence(text, rule,
source)`` and add its claims.

Each sentence is split into claims, and each claim is checked against the engine itself: the
moves a hint attaches are played on a copy of the round; numbers are recomputed (``check_meld``,
``card_value``); every "can't" is confirmed by an exhaustive search over the melds in the hand,
and now and then by the round's own ``legal_actions().melds()``; every card named is looked for
where the sentence says it is; every rule cited is compared with the one that applies; every
ending announced is compared with what happens when its moves are played.

Verdicts, events and hints keep the catalogue key and the fields their sentence was written from
(``key``, ``fields``). Where they do, the claims are read from those, not from the English: the
key is the one the move, the reader and the position call for, the cards in the fields are where
the claim puts them, the numbers are recomputed, and the sentence is checked to be the template
at that key filled with those fields (``words.template``), so the checks hold in any language.
Still read from the English: the events of a round's end (score lines), a meld's judgement
(several sentences, given written), most hints' reasons, and a few refusals whose fields are
words (``check_refusal_words``).

Each claim has a type (:data:`CLAIM_TYPES`). The :class:`Report` counts claims checked and
false per type and keeps a few examples of each false claim, with a recipe that rebuilds the
position (:func:`replay`).

    >>> report = audit(1, seed=3, max_turns=4)
    >>> report.claims > 0 and set(report.by_type) <= set(CLAIM_TYPES)
    True
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import re
import string
import time
import traceback
from collections import Counter
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from konkan import (
    Action,
    Card,
    DeclareKonkan,
    Discard,
    Draw,
    InvalidNotation,
    LayOff,
    Meld,
    ReturnDiscard,
    Round,
    Rules,
    SwapJoker,
    TakeDiscard,
    Undo,
    best_opening,
    catalogue,
    hints,
)
from konkan import check_meld as _check_meld
from konkan import konkan_shape as _konkan_shape
from konkan.cards import (
    RANK_NAMES,
    RANK_PLURALS,
    SUIT_GLYPHS,
    SUIT_NAMES,
    cards_text,
    full_deck,
    new_deck,
    parse_cards,
    parse_face,
)
from konkan.cards import card_value as _card_value
from konkan.catalogue import LANGUAGES, say, say_list, speaking
from konkan.events import the_cards
from konkan.melds import is_konkan_shape, melds_text
from konkan.melds import melds_in as _melds_in
from konkan.play.analysis import said
from konkan.play.players import RandomPlayer
from konkan.reasons import Ending, EventKind, HintKind, Phase, Reason
from konkan.scoring import KONKAN_PENALTY, NOT_DOWN_PENALTY
from konkan.table_melds import judge_lay_off

__all__ = [
    "CLAIM_TYPES",
    "Auditor",
    "Example",
    "LessonAuditor",
    "PuzzleAuditor",
    "Report",
    "WidgetAuditor",
    "audit",
    "audit_lessons",
    "audit_puzzles",
    "audit_widgets",
    "replay",
    "replay_id",
]

# The ace value of the table being audited (R9 ace_value): the harness recomputes meld points and
# hand values at that table's values. One audit runs one game at a time.
_TABLE: list[Rules] = [Rules()]


def check_meld(cards: Any, *, joker_as: Any = None) -> Any:
    return _check_meld(cards, joker_as=joker_as, rules=_TABLE[0])


def konkan_shape(cards: Any) -> Any:
    return _konkan_shape(cards, _TABLE[0])


def melds_in(hand: Sequence[Card]) -> list[Any]:
    return _melds_in(hand, _TABLE[0].ace_value, _TABLE[0].jokers_per_meld)


def card_value(card: Card, joker_penalty: int) -> int:
    return _card_value(card, joker_penalty, _TABLE[0].ace_value)


# --- the claim types ----------------------------------------------------------------------------

CLAIM_TYPES: dict[str, str] = {
    "words.python": "no sentence names Python: (), =, _, None, True, False, undo(), joker_as, 'meld 0', "
    "'melds are numbered', reprs",
    "words.repeated": "no sentence is said twice in one message (a verdict repeated in the live line, a clause "
    "doubled)",
    "words.slip": "no small wording slips: 'a eight', 'an run', 'and hearts and diamonds', doubled words or "
    "spaces, '1 cards', unbalanced brackets, a sentence not ended",
    "rule.cited": "the sentence cites the rule its verdict, hint, event, analysis or score line rests on",
    "rule.code": "a refusal's rule is its reason code's rule",
    "rule.discard": "a discard of a card not in hand is refused citing R3.5, not R3.4",
    "rule.first_turn": "a draw or a take on the starter's first turn is refused citing R3.2",
    "rule.ending": "a hint that ends the round cites R8.1, R8.2 for a Hand, R8.5 for a Konkan, as the round ends",
    "legal.listed": "every move legal_actions() lists passes check(...).ok, and check agrees with is_legal",
    "legal.hint": "a hint's moves are legal, in order, from its position",
    "legal.remedy": "a refusal's remedy moves are legal, in order",
    "points.meld": "meld judgements are check_meld's: 'X is a run/set ... worth N points', 'the joker standing "
    "for X', 'the ace counts 1', 'X is not a run: a gap where Y should be', 'two X', 'mixes ...'",
    "verdict.state": "a refusal's reason holds in the position: not down, already begun, nothing to put back, "
    "declared, the house rule on, the move empties the hand, no joker in that meld ...",
    "points.opening": "opening totals, 'at least M', 'went down with ..., N points', 'Your best is N', "
    "'N short of M', 'N more', 'Without it your best opening is N' recomputed",
    "points.hand": "what cards cost in hand (R8.3): 'costs N', 'N points fewer in / out of / off your "
    "hand' are card_value sums",
    "points.score": "scores stated ('You score N', 'N for you', 'a flat N', doubling, 'Scores: ...') are the round's",
    "cant.go_down": "'can't go down' (now, with the card taken, or even with the discard) confirmed by "
    "exhaustive search",
    "cant.meld": "'makes no new meld' / 'no new meld to put down' / 'does not complete' confirmed on the round",
    "cant.analysis": "best_opening(...).ok == False is confirmed by exhaustive search for a real seat's hand",
    "search.oracle": "the harness's opening search agrees with the round's own legal_actions().melds()",
    "cards.hand": "cards said to be in the hand (to discard, meld, lay off, swap, 'goes with your ...') are; "
    "'you have no X' / 'only N X' are true",
    "cards.table": "a table meld named exists with those cards and that owner; its joker stands for what is said",
    "cards.pile": "'the X on the discard pile', 'take the X', 'the top is Y' name the top card; 'you took "
    "the X' the card taken",
    "cards.konkan": "a Konkan's run and set are held; its missing cards are not held (or are 'a second X') and "
    "are as many as it is short",
    "ending.kind": "'That is a Hand/Konkan', 'Go out now', 'go out at once', 'takes you out', 'wins the game' "
    "are what playing the moves does",
    "ending.plan": "a way out told in words ('swap ..., put down ..., lay off ... and discard the X') goes out "
    "when played as said",
    "analysis.opening": "best_opening's melds, points, run and going out are what the round allows",
    "hint.reason": "a discard hint's reasons hold: 'part of a meld you hold', 'belongs to the melds you can "
    "put down', 'feeds no meld', 'can be laid off', 'the card you took', 'who plays next, took the X "
    "from the discard pile, and this card goes with it'",
    "words.template": "a verdict's or event's sentence is the catalogue's template at its key, filled with its fields",
    "words.languages": "the same sentence in Arabic and in French is written whole and carries every field the English one does",
    "verdict.key": "an approval or a hint is written from the key the move and the position call for (a take "
    "at a house rule's table, an opening that goes out, a last discard, an opening that needs a run)",
    "event.key": "an event is written from the key its kind, reader and position call for, citing that key's rule",
    "event.fact": "an event says what happened: cards drawn, taken, discarded, laid off, swapped; the meld "
    "after; whose meld; no private card in a public sentence",
    "score.line": "a score line names the cards left, their value, the flat penalties and the doubling truly",
    "take.obliges": "'taking it means you must put down a new meld' holds: after the take no discard is "
    "allowed without a new meld",
    "reason.fact": "a computer player's reason holds, read as strictly as a hint: the card taken or passed over "
    "and whose it was, what it would have done, the melds and their points, the lay-off or swap, the "
    "discard's cost and what it goes with, the next player's chances",
    "reason.look_ahead": "the strong player's look-ahead counts ('of the N cards I might draw, K would let me go "
    "down, against L') and averages are recounted by exhaustive search over every card it "
    "cannot see",
    "live.line": "the table's live line is the engine's verdicts on the picked cards, each said once; a joker's "
    "choice is offered only where the player has one (a run's lone joker, R4.4)",
    "widget.text": "a widget's sentence (checker, trainer, table narration and status, score sheet) is the "
    "engine's, true of what the widget shows",
    "engine.raised": "asking the engine for its sentences (hints, check, analysis, events) does not raise",
}

# --- reading sentences ----------------------------------------------------------------------------

CARD = r"(?:(?:10|[2-9AJQK])[♠♥♦♣]|Joker)"
CARDS = rf"{CARD}(?: {CARD})*"
MELDS = rf"{CARDS}(?:, {CARDS})*(?: and {CARDS})?"
_RULE = re.compile(r"\bR\d+(?:\.\d+)?\b")
_JOKER = (0, None)
Face = tuple[int, "str | None"]

_PYTHON = re.compile(
    r"\(\)|=|_|\bNone\b|\bTrue\b|\bFalse\b|undo\(|joker_as|\bmelds? \d+(?![\d♠♥♦♣])|melds are numbered|"
    r"Card\(|Reason\.|[{}\[\]<>]|\bseat \d|\bindex\b"
)
_SLIPS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"\b[aA] (?:(?!one\b|un[io]|use)[aeiouAEIOU]|8|11\b|18\b)"), "'a' before a vowel sound"),
    (re.compile(r"\b[aA]n (?![aeiouAEIOU]|8|11\b|18\b|hour|honest)[\w♠♥♦♣]"), "'an' before a consonant"),
    (re.compile(r"\band [a-z]+ and\b"), "a list joined by two 'and's"),
    (re.compile(r"\b(?!Joker\b)([A-Za-z]+) \1\b"), "a doubled word"),
    (re.compile(r"  |\s[.,;:]|\.\.|,,|\(\s|\s\)"), "stray spacing or punctuation"),
    (re.compile(r"(?<![\d.-])1 (?:cards|points|jokers|melds|runs|sets)\b"), "'1' with a plural"),
    (re.compile(r"\{|\}"), "a field left unfilled"),
]


_SPLIT = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9♠♥♦♣])")


def sentences_of(text: str) -> list[str]:
    """A message split into its sentences."""
    return [t.strip() for t in _SPLIT.split(text) if t.strip()]


def repeated_sentences(text: str) -> list[str]:
    """The sentences a message says more than once (a verdict printed twice, say)."""
    seen: Counter[str] = Counter(sentences_of(text))
    return [t for t, n in seen.items() if n > 1]


def _shape(text: str) -> str:
    """A sentence with its cards, numbers and names blurred: two false claims of one kind look alike."""
    text = re.sub(CARD, "C", text)
    text = re.sub(r"\d+", "N", text)
    text = re.sub(r"(?:C )+C", "C", text)
    return re.sub(r"\b(?:South|East|North-East|North-West|North|West)\b", "X", text)[:160]


def cited(text: str) -> set[str]:
    """The rules a sentence cites."""
    return set(_RULE.findall(text))


def faces_in(text: str) -> list[Face]:
    """The faces named in card text such as ``7♠ 8♠ Joker``."""
    out = []
    for t in text.split():
        f = parse_face(t)
        if f is None:
            raise ValueError(f"{t!r} is not a card")
        out.append(f)
    return out


# Cards an event names with their article: "the 7♠", "the 9♠ 10♠", "the joker", "the 9♠ and the two jokers".
THE_CARDS = rf"the (?:{CARDS}(?: and the (?:joker|two jokers))?|joker|two jokers)"


def faces_in_phrase(text: str) -> list[Face]:
    """The faces named in an event's card phrase such as ``the 9♠ 10♠ and the joker``."""
    m = re.fullmatch(rf"the (?:({CARDS})(?: and the (joker|two jokers))?|(joker|two jokers))", text)
    if not m:
        raise ValueError(f"{text!r} names no cards")
    jokers = m.group(2) or m.group(3) or ""
    return (faces_in(m.group(1)) if m.group(1) else []) + [_JOKER] * {"": 0, "joker": 1, "two jokers": 2}[jokers]


def stood_for_options(tm: Any, faces: Sequence[Face]) -> set[str]:
    """What an event may say a freed joker stood for, once the swap settled it (R4.4, R6.2): the card
    put in for an open set's joker, "one of the two missing kings" when both went in, else its card."""
    if getattr(tm, "joker_open", None) and tm.joker_as is not None and len(tm.joker_readings) <= 1:
        if len(faces) > 1:
            return {f"one of the two missing {RANK_PLURALS[tm.joker_as.rank]}"}
        return {f"the {face_text(f)}" for f in faces if f[1] in tm.joker_open}
    return {f"the {w}" for w in joker_stands_options(tm, faces)}


def melds_in_text(text: str) -> list[list[Face]]:
    """``7♠ 8♠ 9♠, Q♥ Q♦ Q♣ and 2♣ 3♣ 4♣`` as three lists of faces."""
    return [faces_in(part) for part in re.split(r", | and ", text)]


def face_text(face: Face) -> str:
    return "Joker" if face[0] == 0 else str(Card(face[0], face[1]))


def faces_text(faces: Sequence[Face]) -> str:
    return " ".join(face_text(f) for f in faces)


def hand_value(faces: Sequence[Face], rules: Rules) -> int:
    return sum(card_value(Card(0, None) if f[0] == 0 else Card(f[0], f[1]), rules.joker_penalty) for f in faces)


def fresh_cards(faces: Sequence[Face]) -> list[Card]:
    """Physical cards for these faces, copies numbered in order (for check_meld)."""
    seen: Counter[Face] = Counter()
    out = []
    for f in faces:
        out.append(Card(f[0], f[1], seen[f]) if f[0] else Card.joker(seen[f]))
        seen[f] += 1
    return out


def pick(hand: Sequence[Card], faces: Sequence[Face]) -> list[Card] | None:
    """Cards of the hand with these faces, each physical card once; None if the hand lacks one."""
    pool = list(hand)
    out = []
    for f in faces:
        c = next((c for c in pool if c.face == f), None)
        if c is None:
            return None
        pool.remove(c)
        out.append(c)
    return out


def run_joker_as(faces: Sequence[Face]) -> Card | tuple[Card, ...] | None:
    """The card a run's joker stands for, read from where it lies in the run as written (with
    two jokers, R9, a card for each, in the order they lie)."""
    if _JOKER not in faces:
        return None
    naturals = [f for f in faces if f[0]]
    if len({f[1] for f in naturals}) != 1 or len({f[0] for f in naturals}) < 2:
        return None
    suit = naturals[0][1]
    i = next(i for i, f in enumerate(faces) if f[0])
    r = faces[i][0]
    start = ((1 if i == 0 else 14) if r == 1 else r) - i  # the place of the first card as written
    out = []
    for k, f in enumerate(faces):
        if f == _JOKER:
            p = start + k
            if not 1 <= p <= 14:
                return None
            out.append(Card(1 if p == 14 else p, suit))
    return out[0] if len(out) == 1 else tuple(out)


def judge_faces(faces: Sequence[Face]) -> Any:
    """check_meld of cards as written, a run's joker read from its place."""
    return check_meld(fresh_cards(faces), joker_as=run_joker_as(faces))


def find_meld(table: Sequence[Any], faces: Sequence[Face]) -> int | None:
    """The table meld with exactly these cards (in this order first, else in any order)."""
    want = list(faces)
    for i, tm in enumerate(table):
        if [c.face for c in tm.cards] == want:
            return i
    for i, tm in enumerate(table):
        if Counter(c.face for c in tm.cards) == Counter(want):
            return i
    return None


def joker_stands_options(tm: Any, faces: Sequence[Face] | None = None) -> set[str]:
    """What a sentence may truly say a table meld's joker stands for: with two jokers (R9), the
    reading of either, or of the one the given cards free."""
    readings = list(getattr(tm, "joker_readings", ()))
    if len(readings) <= 1:
        return {joker_stands_words(tm)}
    return {str(c) for c in readings if faces is None or c.face in set(faces)}


def joker_stands_words(tm: Any) -> str:
    """What a table meld's joker stands for, as the sentences say it: ``7♥`` or ``7♦ or 7♣``."""
    if tm.joker_as is None:
        return ""
    if tm.joker_open:
        return " or ".join(str(Card(tm.joker_as.rank, s)) for s in tm.joker_open)
    return str(tm.joker_as)


def fork(r: Round) -> Round:
    """A copy of the round to try a move on (``Round.copy()`` shares what never changes)."""
    return r.copy()


# --- exhaustive opening search --------------------------------------------------------------------


@dataclass(frozen=True)
class Search:
    """Every disjoint choice of melds from a hand, searched exhaustively (not the engine's solver).

    ``attempt``: the most points that keep a card and meet the run rule (and the taken card),
    whatever the minimum; ``legal``: the best opening the rules allow (R5.1, R5.2, R5.4, R3.5,
    R8.6 for a declarer), as ``(points, melds)``, or None."""

    attempt: int | None
    legal: tuple[int, tuple[Any, ...]] | None
    nodes: int


_SEARCHES: dict[Any, Search] = {}


def search_openings(
    hand: Sequence[Card], rules: Rules, *, must: Face | None = None, konkan_only: bool = False
) -> Search:
    faces = Counter(c.face for c in hand)
    key = (
        tuple(sorted(faces.items(), key=lambda kv: (kv[0][0], kv[0][1] or ""))),
        rules.opening_minimum,
        rules.opening_needs_run,
        must,
        konkan_only,
        rules.ace_value,
        rules.jokers_per_meld,
    )
    hit = _SEARCHES.get(key)
    if hit is not None:
        return hit
    n = len(hand)
    options = []
    for m in _melds_in(list(hand), rules.ace_value, rules.jokers_per_meld):
        f = Counter(c.face for c in m.cards)
        options.append((tuple(f.items()), m.points, m.kind == "run", len(m.cards), m, must in f))
    avail = Counter(faces)
    best_attempt: list[int | None] = [None]
    best_legal: list[tuple[int, tuple[Any, ...]] | None] = [None]
    nodes = [0]
    chosen: list[Any] = []

    def rec(start: int, points: int, has_run: bool, used: int, has_must: bool) -> None:
        for i in range(start, len(options)):
            f, p, run, k, m, mu = options[i]
            if any(avail[x] < c for x, c in f):
                continue
            nodes[0] += 1
            for x, c in f:
                avail[x] -= c
            chosen.append(m)
            pts, hr, u, hm = points + p, has_run or run, used + k, has_must or mu
            left = n - u
            if left >= 1:
                shape = (hr or not rules.opening_needs_run) and (must is None or hm)
                if konkan_only:
                    shape = shape and is_konkan_shape(chosen)
                if shape:
                    if best_attempt[0] is None or pts > best_attempt[0]:
                        best_attempt[0] = pts
                    if (pts >= rules.opening_minimum or left == 1) and (
                        best_legal[0] is None or pts > best_legal[0][0]
                    ):
                        best_legal[0] = (pts, tuple(chosen))
                if left >= 4 and not (konkan_only and len(chosen) >= 2):
                    rec(i, pts, hr, u, hm)  # the same meld again, with the other copies, is allowed
            chosen.pop()
            for x, c in f:
                avail[x] += c

    rec(0, 0, False, 0, False)
    out = Search(best_attempt[0], best_legal[0], nodes[0])
    if len(_SEARCHES) > 20000:
        _SEARCHES.clear()
    _SEARCHES[key] = out
    return out


_SHORTS: dict[Any, int] = {}


def konkan_short(faces: Counter[Face]) -> int:
    """How many cards the closest Konkan (R8.5) is short, counted independently of konkan_shape: every
    run of ten or eleven and set of four or three, the hand's copies and jokers (one a meld, R4.3; two
    where the table allows them, R9, but never outnumbering the naturals: a set of three takes one)."""
    cap = _TABLE[0].jokers_per_meld
    key = (tuple(sorted(faces.items(), key=lambda kv: (kv[0][0], kv[0][1] or ""))), cap)
    hit = _SHORTS.get(key)
    if hit is not None:
        return hit
    jokers = faces[_JOKER]
    best = 99
    for suit in "SHDC":
        held = [0] + [faces[(1 if p == 14 else p, suit)] for p in range(1, 15)]
        for length in (10, 11):
            k = 14 - length
            combos = list(combinations("SHDC", k))
            for low in range(1, 16 - length):
                high = low + length - 1
                run_missing = sum(1 for p in range(low, high + 1) if held[p] == 0)
                for rank in range(1, 14):
                    in_run = any(low <= p <= high for p in ((1, 14) if rank == 1 else (rank,)))
                    for combo in combos:
                        mr, ms, flex = run_missing, 0, 0
                        for st in combo:
                            have = faces[(rank, st)]
                            if st == suit and in_run:
                                if have == 0:
                                    ms += 1  # the run counted its copy missing already
                                elif have == 1:
                                    flex = 1  # one copy for two melds: one of them lacks it
                            elif have == 0:
                                ms += 1
                        set_cap = cap if k == 4 else 1
                        fills = [
                            min(jokers, min(a, cap) + min(b, set_cap))
                            for a, b in (((mr + 1, ms), (mr, ms + 1)) if flex else ((mr, ms),))
                        ]
                        short = mr + ms + flex - max(fills)
                        if short < best:
                            best = short
    if len(_SHORTS) > 50000:
        _SHORTS.clear()
    _SHORTS[key] = best
    return best


def opening_action(seat: int, hand: Sequence[Card], melds: Sequence[Any]) -> Meld | None:
    """The move putting these melds (verdicts found on the hand's faces) down with the hand's cards."""
    pool = list(hand)
    groups = []
    wanted = []
    for m in melds:
        cards = pick(pool, [c.face for c in m.cards])
        if cards is None:
            return None
        for c in cards:
            pool.remove(c)
        groups.append(tuple(cards))
        wanted.append(m.joker_as if (m.kind == "run" and m.has_joker) else None)
    return Meld(seat, tuple(groups), tuple(wanted))


# --- the report -----------------------------------------------------------------------------------


@dataclass
class Example:
    """One false claim: its type, the sentence, what the engine says instead, and where."""

    type: str
    sentence: str
    says: str
    recipe: dict[str, Any]

    def where(self) -> str:
        rc = self.recipe
        rules = ", ".join(f"{k}={v!r}" for k, v in rc.get("rules", {}).items())
        deck = " (stacked deck)" if rc.get("deck") else ""
        return (
            f"Rules({rules}), seed={rc.get('seed')!r}{deck}, round {rc.get('number')} of "
            f"{rc.get('rounds')}, dealer {rc.get('dealer')}; turn {rc.get('turn')}, step {rc.get('step')}, "
            f"seat {rc.get('seat')} to act, after {len(rc.get('actions', []))} actions "
            f"[audit seed {rc.get('audit_seed')}, game {rc.get('game')}]"
        )

    def text(self) -> str:
        return f"  - said: {self.sentence}\n    but:  {self.says}\n    where: {self.where()}"


@dataclass
class Report:
    """What an audit found: ``sentences`` read, ``claims`` checked, ``false`` claims, per type
    ``by_type`` (type -> (checked, false)) and a few ``examples`` of each false claim."""

    games: int = 0
    seed: int = 0
    sentences: int = 0
    counts: dict[str, list[int]] = field(default_factory=dict)
    examples: dict[str, list[Example]] = field(default_factory=dict)
    seconds: float = 0.0
    turns: int = 0
    positions: int = 0
    endings: Counter[str] = field(default_factory=Counter)
    unread: Counter[str] = field(default_factory=Counter)
    shapes: dict[str, Counter[str]] = field(default_factory=dict)
    sources: Counter[str] = field(default_factory=Counter)
    by_source: Counter[str] = field(default_factory=Counter)  # sentences read, per place a learner sees them
    false_by_source: Counter[str] = field(default_factory=Counter)  # false claims, per place

    @property
    def claims(self) -> int:
        return sum(c for c, _ in self.counts.values())

    @property
    def false(self) -> int:
        return sum(f for _, f in self.counts.values())

    @property
    def by_type(self) -> dict[str, tuple[int, int]]:
        return {k: (v[0], v[1]) for k, v in sorted(self.counts.items())}

    def summary(self) -> str:
        lines = [
            f"Every sentence true: {self.games} games (seed {self.seed}), {self.turns} turns, "
            f"{self.positions} positions, {self.sentences} sentences, {self.claims} claims checked, "
            f"{self.false} false ({self.seconds:.1f} s)",
            "endings: " + ", ".join(f"{k} {v}" for k, v in sorted(self.endings.items())),
            f"{'claim type':<18} {'checked':>9} {'false':>7}",
        ]
        for k in CLAIM_TYPES:
            c, f = self.counts.get(k, [0, 0])
            lines.append(f"{k:<18} {c:>9} {f:>7}{'   <-- false claims' if f else ''}")
        lines.append(
            "sentences per source: "
            + ", ".join(
                f"{k} {v}" + (f" ({self.false_by_source[k]} false)" if self.false_by_source[k] else "")
                for k, v in sorted(self.by_source.items())
            )
        )
        if self.unread:
            lines.append(
                "sentences the harness could not read (templates changed?): "
                + ", ".join(f"{k} {v}" for k, v in self.unread.most_common())
            )
        return "\n".join(lines)

    def coverage(self) -> str:
        """How often each kind of sentence was read (hint codes, verdict codes, events, score lines)."""
        return "\n".join(f"{n:>8}  {k}" for k, n in sorted(self.sources.items()))

    def details(self, per_type: int = 3) -> str:
        out = []
        for k, exs in sorted(self.examples.items()):
            out.append(
                f"[{k}] {self.counts[k][1]} false of {self.counts[k][0]}, {len(self.shapes.get(k, ()))} distinct: "
                f"{CLAIM_TYPES.get(k, '')}"
            )
            for e in exs[:per_type]:
                out.append(e.text())
            shapes = self.shapes.get(k, Counter())
            if len(shapes) > per_type:
                out.append("  most frequent shapes: " + "; ".join(f"{n}x {sh}" for sh, n in shapes.most_common(5)))
        return "\n".join(out)

    def markdown(self, per_type: int = 3) -> str:
        out = [
            f"Audit: {self.games} games, seed {self.seed}: {self.sentences} sentences, {self.claims} claims, "
            f"**{self.false} false** ({self.seconds:.0f} s).",
            "",
            "| claim type | checked | false |",
            "| --- | ---: | ---: |",
        ]
        for k in CLAIM_TYPES:
            c, f = self.counts.get(k, [0, 0])
            out.append(f"| {k} | {c} | {'**' + str(f) + '**' if f else 0} |")
        for k, exs in sorted(self.examples.items()):
            out += [
                "",
                f"### {k}: {self.counts[k][1]} false ({len(self.shapes.get(k, ()))} distinct shapes)",
                "",
                CLAIM_TYPES.get(k, ""),
                "",
            ]
            for e in exs[:per_type]:
                out += [
                    f"- said: `{e.sentence}`",
                    f"  - but: {e.says}",
                    f"  - where: {e.where()}",
                    f"  - replay: `r = tests.truth.replay_id(RECIPES, {e.recipe.get('id')!r})` (the position "
                    "just before the sentence was read)",
                ]
            shapes = self.shapes.get(k, Counter())
            if len(shapes) > per_type:
                out += ["", "Most frequent shapes (cards as C, numbers as N):", ""]
                out += [f"- {n}x `{sh}`" for sh, n in shapes.most_common(6)]
        return "\n".join(out)

    def recipes(self) -> list[dict[str, Any]]:
        return [
            dict(e.recipe, type=e.type, sentence=e.sentence, says=e.says) for exs in self.examples.values() for e in exs
        ]


# --- the auditor ----------------------------------------------------------------------------------


class _Stop(Exception):
    """A sentence the harness can't read: counted apart, not as a false claim."""


class _Caught(BaseException):
    """Every kind of false claim an audit was told to play ``until`` has been caught: the audit
    stops there. (A BaseException, so that no ``except Exception`` on the way counts it as an
    error of the engine.)"""


class Position:
    """What the seat to act sees and holds, read once."""

    def __init__(self, r: Round):
        self.r = r
        self.seat = r.current
        # The table's rules, with the opening minimum as it stands now (it may have risen, R9).
        self.rules = dataclasses.replace(r.rules, opening_minimum=r.opening_needed)
        self.hand = r.hand(self.seat)
        self.faces = Counter(c.face for c in self.hand)
        self.table = r.table
        self.top = r.discard_top
        self.took = r.took_discard
        self.down = r.is_down(self.seat)
        self.phase = r.phase
        self.first = r.is_first_turn
        self.names = r.names
        self.n = r.players
        self.declared = self.seat in r.declared
        self.exempt = self.declared and self.rules.konkan_declarer_may_take_discards
        self.may_meld = r.phase == Phase.PLAY or (r.phase == Phase.START and r.is_first_turn)
        self.taken: tuple[Round | None, str] | None = None  # the round after taking the top discard, once asked

    def owner_words(self, owner: int) -> set[str]:
        return {"your"} if owner == self.seat else {f"{self.names[owner]}'s"}

    def must(self) -> Face | None:
        """The face the taken card has, while it must go into a new meld (R9)."""
        if (
            self.rules.taken_discard_must_be_used
            and self.took is not None
            and not self.exempt
            and self.took in self.hand
        ):
            return self.took.face
        return None


# The languages a sentence is also written in (the audit reads the English one).
TRANSLATIONS = tuple(language for language in LANGUAGES if language != "en")
_ISOLATION = str.maketrans("", "", "\u2066\u2067\u2068\u2069")
# Each key's sentence is also written in every other language the first few times it is said in a
# process (with the fields of those times): enough to catch a translation that drops or garbles a
# field, at a fraction of writing every sentence three times.
TRANSLATED_PER_KEY = 6
_TRANSLATED: Counter[str] = Counter()


def translation_misses(language: str, key: str, fields: dict[str, Any]) -> str:
    """What ``key``'s sentence in ``language``, filled with ``fields``, lacks: it cannot be written,
    or a field's value is not in it (a number a plural form spells out, as Arabic's "two points" or
    French's "one point", may be left out: zero, one and two). Empty when it is whole."""
    try:
        with speaking(language):
            text = say(key, **fields).translate(_ISOLATION)
    except Exception as e:  # a missing message, a field it cannot fill
        return f"cannot be written: {e}"
    used = {name for _, name, _, _ in string.Formatter().parse(catalogue.EN[key]) if name}
    for name, value in fields.items():
        if name not in used:
            continue  # a field the English sentence does not show either
        if isinstance(value, int) and not isinstance(value, bool):
            if value not in (0, 1, 2) and str(value) not in text:
                return f"{text!r} lacks {name}={value}"
        elif str(value) and catalogue.cards_said(str(value), language).translate(_ISOLATION) not in text:
            return f"{text!r} lacks {name}={value!r}"
    return ""


class Auditor:
    """Plays games and checks every claim of every sentence; see :func:`audit`."""

    def __init__(
        self,
        seed: int = 0,
        *,
        max_turns: int = 60,
        follow: float = 0.5,
        near_misses: int = 3,
        oracle_every: int = 3,
        keep: int = 3,
        live_every: int = 3,
        look_ahead_every: int = 8,
        until: Collection[str] = (),
    ):
        self.seed = seed
        self.until = set(until)
        self.live_every = live_every
        self.look_ahead_every = look_ahead_every
        self.max_turns = max_turns
        self.follow = follow
        self.near_misses = near_misses
        self.oracle_every = oracle_every
        self.keep = keep
        self.report = Report(seed=seed)
        self.ctx: dict[str, Any] = {}
        self.r: Round | None = None
        self._oracle_tick = 0
        self._read: dict[int | None, int] = {}
        self._sentence = ""
        self._source = "verdict"
        self._reason_tick = 0
        self._live_tick = 0

    # --- bookkeeping ------------------------------------------------------------------------
    def claim(self, kind: str, ok: bool, says: str = "", sentence: str | None = None) -> bool:
        assert kind in CLAIM_TYPES, kind
        c = self.report.counts.setdefault(kind, [0, 0])
        c[0] += 1
        if not ok:
            c[1] += 1
            self.report.false_by_source[self._source] += 1
            said = sentence if sentence is not None else self._sentence
            shape = f"{_shape(said)} | {_shape(says)}"
            shapes = self.report.shapes.setdefault(kind, Counter())
            shapes[shape] += 1
            exs = self.report.examples.setdefault(kind, [])
            if shapes[shape] == 1 and len(exs) < self.keep:
                exs.append(Example(kind, said, says, dict(self.recipe(), id=f"{kind}#{len(exs) + 1}")))
            if kind in self.until:
                self.until.discard(kind)
                if not self.until:
                    raise _Caught(kind)
        return ok

    def recipe(self) -> dict[str, Any]:
        rc = dict(self.ctx)
        if self.r is not None:
            rc["actions"] = [str(a) for a in self.r.history]
            rc["seat"] = self.r.current
        return rc

    def raised(self, what: str, e: BaseException) -> None:
        tb = traceback.extract_tb(e.__traceback__)
        at = next(
            (f"{fr.filename.rsplit('/', 1)[-1]}:{fr.lineno}" for fr in reversed(tb) if "/konkan/" in fr.filename), "?"
        )
        self.claim("engine.raised", False, f"{type(e).__name__}: {e} (at {at})", sentence=what)

    def sentence(self, text: str, rule: str | None = None, source: str | None = None) -> None:
        """Count a sentence and check its words and (when given) that it cites ``rule``; ``source``
        is the place a learner reads it (kept until another sentence names its own)."""
        self.report.sentences += 1
        self._sentence = text
        if source is not None:
            self._source = source
        self.report.by_source[self._source] += 1
        twice = repeated_sentences(text)
        self.claim("words.repeated", not twice, f"said twice: {twice[0]!r}" if twice else "")
        m = _PYTHON.search(text)
        self.claim("words.python", m is None, f"it says {m.group(0)!r}" if m else "")
        slip = next(((rx, why) for rx, why in _SLIPS if rx.search(text)), None)
        if slip is None:
            opened = 0
            for ch in text:
                opened += (ch == "(") - (ch == ")")
                if opened < 0:
                    break
            if opened != 0:
                slip = (None, "unbalanced brackets")
            elif text and not text.rstrip().endswith((".", ")", "!", "?")):
                slip = (None, "the sentence does not end")
        if slip is not None:
            rx, why = slip
            found = rx.search(text).group(0) if rx is not None else ""  # type: ignore[union-attr]
            self.claim("words.slip", False, f"{why}: {found!r}" if found else why)
        else:
            self.claim("words.slip", True)
        if rule:
            self.claim("rule.cited", rule in cited(text), f"its rule is {rule}; it cites {sorted(cited(text))}")
        self.check_meld_words(text)

    # --- "X is a run of ... worth N points" (any sentence) -------------------------------------
    _RUN_SENT = re.compile(
        rf"({CARDS}) is a run of (\w+) worth (\d+) points(?:, the jokers? standing for "
        rf"({CARD}(?: and {CARD})?))?"
    )
    _SET_SENT = re.compile(rf"({CARDS}) is a set of (\w+) worth (\d+) points")
    _CHOICE = re.compile(rf"The joker could stand for ({CARD}(?: or {CARD})*) instead")
    _SET_OPEN = re.compile(r"The joker stands for the (\w+) of ([♠♥♦♣](?: or [♠♥♦♣])*); which one stays open")
    _SET_MISSING = re.compile(rf"The joker stands for the missing ({CARD})")

    def check_meld_words(self, text: str) -> None:
        spans = sorted(
            [(m.start(), "run", m) for m in self._RUN_SENT.finditer(text)]
            + [(m.start(), "set", m) for m in self._SET_SENT.finditer(text)],
            key=lambda t: t[0],
        )
        for k, (_start, kind, m) in enumerate(spans):
            end = spans[k + 1][0] if k + 1 < len(spans) else len(text)
            tail = text[m.end() : end]
            faces = faces_in(m.group(1))
            stands = m.group(4) if kind == "run" else None
            readings = [Card.parse(x.replace("10", "T")) for x in stands.split(" and ")] if stands else []
            wanted: Card | tuple[Card, ...] | None = (readings[0] if len(readings) == 1 else tuple(readings)) or None
            try:
                v = check_meld(fresh_cards(faces), joker_as=wanted)
            except Exception as e:
                self.claim("points.meld", False, f"check_meld refuses the cards: {e}")
                continue
            if kind == "run":
                ok = (
                    v.legal
                    and v.kind == "run"
                    and SUIT_NAMES.get(v.suit or "") == m.group(2)
                    and v.points == int(m.group(3))
                )
                self.claim("points.meld", ok, f"check_meld({m.group(1)!r}, joker_as={stands}) says: {v.message}")
                if "The ace counts 1 here" in tail:
                    self.claim("points.meld", v.legal and v.low == 1, f"{m.group(1)} does not start with a low ace")
                ch = self._CHOICE.search(tail)
                if ch:
                    for alt in ch.group(1).split(" or "):
                        w = check_meld(fresh_cards(faces), joker_as=Card.parse(alt.replace("10", "T")))
                        self.claim(
                            "points.meld", w.legal, f"the joker of {m.group(1)} can't stand for {alt}: {w.message}"
                        )
            else:
                rank = v.rank if v.legal else None
                ok = (
                    v.legal
                    and v.kind == "set"
                    and RANK_PLURALS.get(rank or 0) == m.group(2)
                    and v.points == int(m.group(3))
                )
                self.claim("points.meld", ok, f"check_meld({m.group(1)!r}) says: {v.message}")
                so = self._SET_OPEN.search(tail)
                if so and v.legal:
                    missing = [SUIT_GLYPHS[s] for s in "SHDC" if all(c.suit != s for c in v.cards if c.suit)]
                    self.claim(
                        "points.meld",
                        len(v.cards) == 3
                        and so.group(2).split(" or ") == missing
                        and so.group(1) == RANK_NAMES.get(rank or 0),
                        f"the set misses {missing}",
                    )
                sm = self._SET_MISSING.search(tail)
                if sm and v.legal:
                    missing = [str(Card(rank or 1, s)) for s in "SHDC" if all(c.suit != s for c in v.cards if c.suit)]
                    self.claim("points.meld", missing == [sm.group(1)], f"the set misses {missing}")

    # --- "X is not a run: ..." (any sentence) -----------------------------------------------------
    def check_meld_refusal(self, text: str) -> None:
        m = re.search(rf"({CARDS}) is not a (run|set)\b", text) or re.search(rf"({CARDS}) is neither a run", text)
        if m:
            faces = faces_in(m.group(1))
            v = check_meld(fresh_cards(faces))
            self.claim(
                "points.meld",
                not v.legal or (m.lastindex == 2 and v.kind != m.group(2)),
                f"check_meld({m.group(1)!r}) says: {v.message}",
            )
            g = re.search(rf"there is a gap where ({CARDS}) should be", text)
            if g and _JOKER not in faces:
                w = check_meld(fresh_cards(faces + faces_in(g.group(1))))
                self.claim("points.meld", w.legal and w.kind == "run", f"with {g.group(1)} added: {w.message}")
            d = re.search(rf"it has two ({CARD})", text)
            if d:
                f = faces_in(d.group(1))[0]
                same = [x for x in faces if x[0] and (x[1] == f[1] if "set" in text[: d.start()] else x[0] == f[0])]
                self.claim("points.meld", len(same) >= 2, f"{m.group(1)} has no two {d.group(1)}")
            mx = re.search(r"this mixes ([a-z]+(?:(?:, | and )[a-z]+)*)", text)
            if mx:
                named = re.split(r", | and ", mx.group(1))
                present = [SUIT_NAMES[s] for s in "SHDC" if any(x[1] == s for x in faces)]
                self.claim("points.meld", named == present, f"{m.group(1)} mixes {present}")
        m = re.search(rf"({CARDS}) has no joker, so", text)
        if m:
            self.claim("points.meld", _JOKER not in faces_in(m.group(1)), f"{m.group(1)} holds a joker")
        m = re.search(rf"({CARDS}) holds (\d+) jokers", text)
        if m:
            n = sum(f == _JOKER for f in faces_in(m.group(1)))
            self.claim("points.meld", n == int(m.group(2)), f"{m.group(1)} holds {n} jokers")
        m = re.search(rf"A meld needs at least three cards, and ({CARDS}) is only (one card|two cards)\b", text)
        if m:
            self.claim(
                "points.meld",
                len(faces_in(m.group(1))) == {"one card": 1, "two cards": 2}[m.group(2)],
                "the count is wrong",
            )
        m = re.search(
            rf"In ({CARDS}) the joker cannot stand for ({CARD}): it can stand only for ({CARD}(?: or {CARD})*)", text
        )
        if m:
            faces = faces_in(m.group(1))
            bad = check_meld(fresh_cards(faces), joker_as=Card.parse(m.group(2).replace("10", "T")))
            goods = [
                check_meld(fresh_cards(faces), joker_as=Card.parse(o.replace("10", "T"))).legal
                for o in m.group(3).split(" or ")
            ]
            self.claim("points.meld", not bad.legal and all(goods), f"check_meld says {bad.message}")

    # --- playing moves on a copy -------------------------------------------------------------
    def play(self, r: Round, actions: Sequence[Action]) -> tuple[Round | None, str]:
        """A copy of ``r`` after these moves, each checked first; or None and why not."""
        c = fork(r)
        for i, a in enumerate(actions):
            if c.is_over:
                return None, f"move {i + 1} ({a}) comes after the round is over"
            try:
                v = c.check(a)
            except Exception as e:
                return None, f"move {i + 1} ({a}) can't be read: {e}"
            if not v.ok:
                return None, f"move {i + 1} ({a}) is refused: {v.message}"
            c.apply(a)
        return c, ""

    # --- a whole audit ------------------------------------------------------------------------
    def run(self, games: int, first: int = 0) -> Report:
        t0 = time.perf_counter()
        played = 0
        try:
            for g in range(first, first + games):
                played += 1
                self.game(g)
        except _Caught:
            pass
        self.report.games += played
        self.report.seconds += time.perf_counter() - t0
        return self.report

    def setup(self, rng: random.Random) -> tuple[Rules, int, int, list[Card] | None]:
        players = rng.choice((2, 3, 4, 4, 5))
        rounds = rng.choice((1, 2, 3, 5, 7))
        rules = Rules(
            players=players,
            partnership=players == 4 and rng.random() < 0.5,
            opening_minimum=rng.choice((1, 30, 51, 51, 51, 71, 81, 100, rng.randint(1, 100))),
            opening_needs_run=rng.random() < 0.75,
            rounds=rounds,
            taken_discard_must_be_used=rng.random() < 0.4,
            set_joker_swap_needs_both=rng.random() < 0.4,
            freed_joker_must_be_used=rng.random() < 0.4,
            empty_stock=rng.choice(("void", "reshuffle")),
            joker_penalty=rng.choice((15, 15, 25, 50)),
            konkan_declarer_may_take_discards=rng.random() < 0.4,
            opening_rise=rng.choice(("none", "none", "match", "beat")),
            ace_value=rng.choice(("standard", "standard", "always_11", "ten")),
            jokers_per_meld=int(os.environ.get("KONKAN_AUDIT_JOKERS") or rng.choice((1, 1, 2))),
            going_out_score=rng.choice((-30, -30, -25, 0, -100)),
            starter_may_go_down_first_turn=rng.random() < 0.8,
            game_end=rng.choice(
                ("rounds", "rounds", "target") if players == 4 else ("rounds", "target", "elimination")
            ),
        )
        if rules.partnership and rules.game_end == "elimination":
            rules = dataclasses.replace(rules, game_end="target")
        number = rounds if rng.random() < 0.6 else rng.randint(1, rounds)
        dealer = rng.randrange(players)
        deck = stacked_konkan(rng, rules, dealer) if rng.random() < 0.15 else None
        return rules, number, dealer, deck

    def game(self, g: int) -> None:
        rng = random.Random(f"truth:{self.seed}:{g}")
        rules, number, dealer, deck = self.setup(rng)
        _TABLE[0] = rules
        seed = f"truth:{self.seed}:{g}"
        self.ctx = {
            "audit_seed": self.seed,
            "game": g,
            "rules": nondefault(rules),
            "seed": seed,
            "number": number,
            "rounds": rules.rounds,
            "dealer": dealer,
            "deck": [c.id for c in deck] if deck else None,
            "turn": 0,
            "step": 0,
        }
        r = Round(rules, number=number, dealer=dealer, seed=seed, deck=deck)
        self.r = r
        self._read = {}
        self.audit_events(r, None)
        bots = [RandomPlayer(seed=f"{seed}:bot{i}", declare_chance=0.15) for i in range(rules.players)]
        turns = 0
        while not r.is_over and turns < self.max_turns:
            self.ctx["turn"], self.ctx["step"] = turns, 0
            self.turn(r, bots[r.current], rng.random() < self.follow)
            turns += 1
        self.report.turns += turns
        self.report.endings[str(r.result.ending) if r.result else "unfinished"] += 1
        self.guard(self.check_round_over_refusals, r)
        self.r = None

    def turn(self, r: Round, bot: RandomPlayer, follow: bool) -> None:
        seat = r.current
        queue: list[Action] = []
        took = False
        steps = 0
        while follow and not r.is_over and r.current == seat and steps < 30:
            hs = self.audit_position(r)
            if not queue:
                best = hs[0] if hs else None
                if best is None or not best.actions or (took and any(isinstance(a, TakeDiscard) for a in best.actions)):
                    break
                queue = list(best.actions)
            a = queue.pop(0)
            if not r.is_legal(a):
                break
            took = took or isinstance(a, TakeDiscard)
            self.apply(r, a, audited=True)
            steps += 1
        if not r.is_over and r.current == seat:
            bot.play_turn(_Watched(self, r))  # type: ignore[arg-type]

    def apply(self, r: Round, a: Action, *, audited: bool = False) -> None:
        if not audited:
            self.audit_position(r)
        pre = _Before(r)
        try:
            v = r.check(a)
        except Exception as e:
            self.raised(f"check({a})", e)
            v = None
        if v is not None:
            self.check_verdict(Position(r), a, v)
        r.apply(a)
        self.ctx["step"] += 1
        self.audit_events(r, pre)
        if r.is_over:
            self.audit_result(r)

    # --- one position ---------------------------------------------------------------------------
    def audit_position(self, r: Round) -> list[Any]:
        self.report.positions += 1
        pos = Position(r)
        try:
            hs = hints(r, pos.seat)
        except Exception as e:
            self.raised(f"hints(round, {pos.seat})", e)
            hs = []
        for h in hs:
            self.guard(self.check_hint, pos, h, hs)
        self.guard(self.check_listed, pos)
        self.guard(self.check_near_misses, pos)
        self.guard(self.check_reasons, pos, hs)
        self._live_tick += 1
        if self.live_every and self._live_tick % self.live_every == 0 and pos.may_meld:
            self.guard(self.check_live, pos, hs)
        if not pos.down and pos.phase == Phase.PLAY and any(isinstance(a, Discard) for a in r.legal_actions().simple()):
            self._reason_tick += 1
            if self.look_ahead_every and self._reason_tick % self.look_ahead_every == 0:
                self.guard(self.check_look_ahead, pos)
        if not pos.down and pos.may_meld:
            self.guard(self.check_best_opening, pos)
        if r.is_last_round and not pos.down:
            self.guard(self.check_konkan_shape, pos, pos.hand)
        return hs

    def guard(self, fn: Callable[..., Any], *args: Any) -> None:
        try:
            fn(*args)
        except _Stop as e:
            self.report.unread[str(e)] += 1
        except Exception as e:
            self.raised(f"{fn.__name__} on: {self._sentence}", e)

    # --- verdicts ---------------------------------------------------------------------------------
    def check_listed(self, pos: Position) -> None:
        r = pos.r
        listed = list(r.legal_actions().simple())
        if pos.down and pos.may_meld:  # new melds, one group at a time once down
            listed += list(r.legal_actions().melds())
        for a in listed:
            v = r.check(a)
            self.claim(
                "legal.listed",
                v.ok and r.is_legal(a),
                f"legal_actions() lists {a}; check says: {v.message}",
                sentence=str(a),
            )
            self.check_verdict(pos, a, v)

    def check_near_misses(self, pos: Position) -> None:
        r = pos.r
        rng = random.Random(f"near:{self.ctx.get('game')}:{len(r.history)}:{self.report.positions}")
        probes: list[Action | None] = []
        if pos.first and pos.phase == Phase.START:
            probes += [Draw(pos.seat), TakeDiscard(pos.seat, pos.top)]
        if pos.may_meld:  # a discard of a card not held, at every play position
            probes.append(next((Discard(pos.seat, c) for c in full_deck() if pos.faces[c.face] == 0), None))
        for _ in range(self.near_misses):
            probes.append(near_miss(rng, pos))
        for a in probes:
            if a is None:
                continue
            try:
                v = r.check(a)
            except InvalidNotation:
                continue  # a move the round can't read at all (no sentence to check)
            except Exception as e:
                self.raised(f"check({a})", e)
                continue
            legal = r.is_legal(a)
            self.claim(
                "legal.listed",
                v.ok == legal,
                f"check says ok={v.ok}, is_legal says {legal}",
                sentence=f"{a}: {v.message}",
            )
            self.check_verdict(pos, a, v)

    def check_verdict(self, pos: Position, a: Action, v: Any) -> None:
        text = v.message
        self.sentence(text, v.rule, "verdict")
        self.report.sources[f"check: {v.code.value}"] += 1
        if v.key:  # a meld's judgement comes written (several sentences): see check_meld_words
            self.check_template(v.key, v.fields, text)
        r = pos.r
        if v.ok:
            self.check_approval(pos, a, v)
            return
        code = v.code
        if a.seat != pos.seat:
            if code == Reason.NOT_YOUR_TURN:
                m = re.match(r"It is (.+)'s turn, not (.+)'s", text)
                self.claim(
                    "cards.table",
                    bool(m)
                    and m.group(1) == pos.names[pos.seat]  # type: ignore[union-attr]
                    and m.group(2) == pos.names[a.seat],
                    f"it is {pos.names[pos.seat]}'s turn",
                )
            return
        if code == Reason.ROUND_OVER:
            pass  # its rule is the one the round ended by: see check_round_over_refusals
        elif code != Reason.LAYOFF_BREAKS_MELD:
            self.claim(
                "rule.code",
                v.rule == code.rule,
                f"the reason {code.value} rests on {code.rule}, the verdict says {v.rule}",
            )
        else:
            self.claim(
                "rule.code",
                v.rule == code.rule or v.rule in cited(text),
                f"the reason {code.value} rests on {code.rule}, the verdict says {v.rule}",
            )
        if isinstance(a, Discard) and code.value.endswith("IN_HAND"):
            self.claim(
                "rule.discard",
                code == Reason.DISCARD_NOT_IN_HAND and v.rule == "R3.5" and "R3.4" not in cited(text),
                f"{a.card} is not in the hand: a discard's rule is R3.5; the verdict cites {v.rule}",
            )
        if isinstance(a, (Draw, TakeDiscard)) and pos.first and pos.phase == Phase.START and not r.is_over:
            self.claim(
                "rule.first_turn",
                v.rule == "R3.2" and "R3.2" in cited(text),
                f"the starter's first turn has no draw (R3.2); the verdict cites {v.rule}",
            )
        if v.remedy:
            c, why = self.play(r, v.remedy)
            self.claim("legal.remedy", c is not None, f"the remedy {[str(x) for x in v.remedy]}: {why}")
        self.check_refusal_words(pos, a, v)

    # A refusal's reason, as a fact about the position: each must hold where it is said.
    _STATE: dict[str, tuple[Callable[[Position, Action], bool], str]] = {
        "NOT_DOWN": (lambda p, a: not p.down, "the seat is down"),
        "ALREADY_BEGUN": (lambda p, a: p.phase != Phase.START, "the turn has not begun"),
        "MUST_DRAW_FIRST": (lambda p, a: p.phase == Phase.START and not p.first, "the turn has begun"),
        "STARTER_NO_DRAW": (lambda p, a: p.first, "this is not the starter's first turn"),
        "NOTHING_TO_RETURN": (lambda p, a: p.took is None, "a card was taken from the discard pile"),
        "RETURN_TOO_LATE": (lambda p, a: p.took is not None, "no card was taken from the discard pile"),
        "MUST_MELD_AFTER_TAKING": (lambda p, a: p.took is not None, "no card was taken from the discard pile"),
        "TAKEN_CARD_UNUSED": (
            lambda p, a: p.took is not None and p.rules.taken_discard_must_be_used,
            "no card was taken, or the house rule is off",
        ),
        "FREED_JOKER_UNUSED": (
            lambda p, a: p.rules.freed_joker_must_be_used and p.faces[_JOKER] > 0,
            "the house rule is off, or no joker is in hand",
        ),
        "SWAP_NEEDS_BOTH": (lambda p, a: p.rules.set_joker_swap_needs_both, "the house rule is off"),
        "KONKAN_ALREADY_DECLARED": (lambda p, a: p.declared, "the seat has not declared"),
        "KONKAN_ALREADY_DOWN": (lambda p, a: p.down, "the seat is not down"),
        "KONKAN_NOT_LAST_ROUND": (lambda p, a: not p.r.is_last_round, "this is the last round"),
        "KONKAN_DECLARED_ONLY": (lambda p, a: p.declared, "the seat has not declared"),
        "OPENING_NEEDS_RUN": (
            lambda p, a: (
                isinstance(a, Meld)
                and p.rules.opening_needs_run
                and not any(check_meld(list(g)).kind == "run" for g in a.groups)
            ),
            "a run is among the melds, or no run is needed",
        ),
        "MUST_KEEP_DISCARD": (
            lambda p, a: len(p.hand) - len(a.cards) + isinstance(a, SwapJoker) < 1,
            "the move leaves a card in hand",
        ),
        "NO_JOKER_IN_MELD": (
            lambda p, a: (
                isinstance(a, SwapJoker) and 0 <= a.meld_index < len(p.table) and not p.table[a.meld_index].has_joker
            ),
            "the meld holds a joker",
        ),
    }

    _NOT_HELD = (
        "NOT_IN_HAND",
        "TOO_FEW_IN_HAND",
        "DISCARD_NOT_IN_HAND",
        "LAYOFF_NOT_IN_HAND",
        "LAYOFF_NOT_IN_HAND.few",
        "SWAP_NOT_IN_HAND",
        "SWAP_NOT_IN_HAND.few",
    )

    def check_refusal_words(self, pos: Position, a: Action, v: Any) -> None:
        text, code, r = v.message, v.code, pos.r
        state = self._STATE.get(code.value)
        if state is not None:
            self.claim("verdict.state", state[0](pos, a), f"{code.value}, but {state[1]}")
        self.check_meld_refusal(text)
        if "fits nowhere now" in text:
            placed = next(
                (x for x in r.legal_actions() if isinstance(x, (Meld, LayOff)) and any(c.is_joker for c in x.cards)),
                None,
            )
            self.claim("cant.meld", placed is None, f"'yours fits nowhere now': but {placed} is legal")
        # Read from the key and fields: the card not held (or held too few times), the top card,
        # the card taken.
        key, fields = v.key, dict(v.fields)
        card = fields.get("card")
        if key in self._NOT_HELD and isinstance(card, Card):
            held = pos.faces[card.face]
            few = key.endswith(".few") or key == "TOO_FEW_IN_HAND"
            self.claim(
                "cards.hand",
                held == fields.get("count") if few else held == 0,
                f"the hand holds {held} {card}",
            )
        elif key == "NOT_TOP_DISCARD":
            top = fields.get("top")
            ok = (
                pos.top is not None
                and isinstance(top, Card)
                and isinstance(card, Card)
                and top.face == pos.top.face
                and card.face != pos.top.face
            )
            self.claim(
                "cards.pile",
                ok,
                f"the top of the pile is {pos.top}"
                + (
                    " (the card named is the top card's twin, which looks the same)"
                    if not ok and isinstance(card, Card) and isinstance(top, Card) and card.face == top.face
                    else ""
                ),
            )
        elif key in ("RETURN_TOO_LATE", "MUST_MELD_AFTER_TAKING", "TAKEN_CARD_UNUSED") and "card" in fields:
            self.claim(
                "cards.pile",
                pos.took is not None and isinstance(card, Card) and pos.took.face == card.face,
                f"the card taken is {pos.took}",
            )
        if key == "OPENING_TOO_LOW" and isinstance(a, Meld):
            total = sum(
                check_meld(list(g), joker_as=aj).points
                for g, aj in zip(a.groups, a.joker_as or (None,) * len(a.groups))
            )
            mn = pos.rules.opening_minimum
            said = (fields.get("total"), fields.get("minimum"), fields.get("short"))
            self.claim(
                "points.opening",
                said == (total, mn, mn - total),
                f"the melds add up to {total}; the minimum is {mn}",
            )
        elif key == "KONKAN_NOT_LAST_ROUND":
            self.claim(
                "points.opening",
                (fields.get("last"), fields.get("number")) == (pos.rules.rounds, r.number),
                f"the last round is {pos.rules.rounds}, this is round {r.number}",
            )
        elif code in (Reason.MUST_DRAW_FIRST, Reason.NOT_DOWN):
            # The sentence's variant names the move refused.
            moves = {"meld": Meld, "lay_off": LayOff, "swap": SwapJoker, "discard": Discard}
            move = moves.get(key.partition(".")[2])
            self.claim("verdict.state", move is not None and isinstance(a, move), f"the move refused is {a}")
        elif code == Reason.LAYOFF_BREAKS_MELD and isinstance(a, LayOff):
            # The cards laid off, the meld and what they would make, read from the fields; the
            # variant is the sentence of the meld refusal the result gets.
            tm = pos.table[a.meld_index] if 0 <= a.meld_index < len(pos.table) else None
            result = faces_in(str(fields.get("result", "")))
            ok = (
                tm is not None
                and fields.get("cards") == cards_text(a.cards)
                and fields.get("meld") == cards_text(tm.cards)
                and Counter(result) == Counter([*(c.face for c in tm.cards), *(c.face for c in a.cards)])
            )
            self.claim("cards.table", ok, f"{a.cards} laid off on {tm} would make {result}")
            inner = key.partition(".")[2].partition(".")[0]
            self.claim(
                "points.meld",
                inner in Reason.__members__
                and (
                    inner.startswith("JOKER_") or not check_meld(fresh_cards(result)).legal
                ),  # a joker's card is fixed
                f"{result} is judged by {inner!r}",
            )
        elif key in ("LAYOFF_WRONG_SUIT", "LAYOFF_WRONG_RANK") and isinstance(a, LayOff):
            tm = pos.table[a.meld_index] if 0 <= a.meld_index < len(pos.table) else None
            ok = (
                tm is not None
                and fields.get("meld") == cards_text(tm.cards)
                and (
                    tm.kind == "run" and fields.get("suit") == SUIT_NAMES.get(tm.verdict.suit or "")
                    if key == "LAYOFF_WRONG_SUIT"
                    else tm.kind == "set" and fields.get("plural") == RANK_PLURALS.get(tm.verdict.rank or 0)
                )
            )
            self.claim("cards.table", ok, f"the meld laid off on is {tm}")
        m = re.match(rf"The joker in ({CARDS}) (?:already )?stands for ({CARD}(?: or {CARD})*)", text)
        if m:
            i = find_meld(pos.table, faces_in(m.group(1)))
            tm = pos.table[i] if i is not None else None
            ok = tm is not None and tm.has_joker and m.group(2) in joker_stands_options(tm)
            self.claim("cards.table", ok, f"the meld's joker stands for {joker_stands_words(tm) if tm else '?'}")
            if " or " in m.group(2) and "only that card frees it" in text:  # either card frees it (R6.2)
                self.claim(
                    "cards.table",
                    False,
                    f"either of {m.group(2)} frees the joker (R6.2), or at this table "
                    "both at once: never 'only that card'",
                )
        if key in ("NO_SUCH_MELD.one", "NO_SUCH_MELD.many"):
            count = fields.get("count")
            self.claim(
                "cards.table",
                count == len(pos.table) and (key == "NO_SUCH_MELD.one") == (count == 1),
                f"the table holds {len(pos.table)} melds",
            )
        m = re.match(rf"({CARDS}) has no joker to take", text)
        if m:
            i = find_meld(pos.table, faces_in(m.group(1)))
            self.claim(
                "cards.table",
                i is not None and not pos.table[i].has_joker,
                "that meld is not on the table without a joker",
            )
        if code.rule.startswith("R4") and isinstance(a, Meld):
            m = re.match(rf"(?:In )?({CARDS})", text)
            if m:
                v2 = judge_faces(faces_in(m.group(1)))
                named = Counter(faces_in(m.group(1)))
                mine = any(Counter(c.face for c in g) == named for g in a.groups)
                self.claim(
                    "points.meld",
                    mine and not v2.legal or (code == Reason.JOKER_AS_INVALID),
                    f"check_meld({m.group(1)!r}) says: {v2.message}",
                )

    # The rule each approval's key rests on (R9 where a house rule changes what the move obliges).
    _APPROVAL_RULES: dict[str, str] = {
        "ok.declare_konkan": "R8.6",
        "ok.draw": "R3.3",
        "ok.take_discard": "R3.3",
        "ok.take_discard.used": "R9",
        "ok.take_discard.declarer": "R9",
        "ok.return_discard": "R3.3",
        "ok.meld": "R3.4",
        "ok.opening": "R5.1",
        "ok.opening_out": "R5.4",
        "ok.lay_off": "R6.1",
        "ok.swap_joker": "R6.2",
        "ok.discard": "R3.5",
        "ok.discard_out": "R7.1",
        "ok.undo": "R3.6",
    }

    def check_approval(self, pos: Position, a: Action, v: Any) -> None:
        r, key, fields = pos.r, v.key, dict(v.fields)
        self.claim(
            "rule.code",
            self._APPROVAL_RULES.get(key) == v.rule,
            f"{key!r} rests on {self._APPROVAL_RULES.get(key)}, the verdict says {v.rule}",
        )
        if isinstance(a, TakeDiscard):
            if pos.declared and pos.rules.konkan_declarer_may_take_discards:
                want = "ok.take_discard.declarer"
            else:
                want = "ok.take_discard.used" if pos.rules.taken_discard_must_be_used else "ok.take_discard"
            self.claim("verdict.key", key == want, f"the take's verdict is {want!r}")
            card = fields.get("card")
            self.claim(
                "cards.pile",
                pos.top is not None and isinstance(card, Card) and card.face == pos.top.face,
                f"the top of the pile is {pos.top}",
            )
            self.check_take_obliges(pos, free=key == "ok.take_discard.declarer")
        elif isinstance(a, Discard):
            card = fields.get("card")
            self.claim("verdict.key", key in ("ok.discard", "ok.discard_out"), f"a discard's verdict at {key!r}")
            self.claim(
                "cards.hand",
                isinstance(card, Card) and card.face == a.card.face and pos.faces[card.face] > 0,
                f"the hand holds no {card}",
            )
            if key == "ok.discard_out":
                c, why = self.play(r, [a])
                ok = c is not None and c.is_over and c.result is not None and c.result.finisher == pos.seat
                self.claim("ending.kind", ok, f"discarding it does not take the seat out: {why or 'the round goes on'}")
        elif isinstance(a, ReturnDiscard):
            card = fields.get("card")
            self.claim("verdict.key", key == "ok.return_discard", f"a put-back's verdict at {key!r}")
            self.claim(
                "cards.pile",
                pos.took is not None and isinstance(card, Card) and pos.took.face == card.face,
                f"the card taken is {pos.took}",
            )
        elif isinstance(a, Meld):
            used = sum(len(g) for g in a.groups)
            want = "ok.meld" if pos.down else "ok.opening_out" if len(pos.hand) - used == 1 else "ok.opening"
            self.claim("verdict.key", key == want, f"these melds leave {len(pos.hand) - used} cards: {want!r}")
            if key == "ok.opening":
                total = sum(
                    check_meld(list(g), joker_as=aj).points
                    for g, aj in zip(a.groups, a.joker_as or (None,) * len(a.groups))
                )
                self.claim(
                    "points.opening",
                    fields.get("total") == total
                    and fields.get("minimum") == pos.rules.opening_minimum
                    and total >= pos.rules.opening_minimum,
                    f"the melds add up to {total}; the minimum is {pos.rules.opening_minimum}",
                )
        elif isinstance(a, LayOff):
            self.claim("verdict.key", key == "ok.lay_off", f"a lay-off's verdict at {key!r}")
            c, why = self.play(r, [a])
            ok = (
                c is not None
                and fields.get("result") == cards_text(c.table[a.meld_index].cards)
                and fields.get("meld") == cards_text(pos.table[a.meld_index].cards)
                and fields.get("cards") == cards_text(a.cards)
            )
            self.claim("cards.table", ok, why or f"the meld becomes {c.table[a.meld_index] if c else '?'}")
        elif isinstance(a, SwapJoker):
            self.claim("verdict.key", key == "ok.swap_joker", f"a swap's verdict at {key!r}")
            tm = pos.table[a.meld_index] if 0 <= a.meld_index < len(pos.table) else None
            self.claim(
                "cards.table",
                tm is not None and tm.has_joker and fields.get("meld") == cards_text(tm.cards),
                f"no meld {fields.get('meld')} with a joker on the table",
            )
        elif isinstance(a, DeclareKonkan):
            self.claim(
                "rule.code",
                r.is_last_round and not pos.down,
                "Konkan can be declared only in the last round by a player not down",
            )

    def check_take_obliges(self, pos: Position, *, free: bool = False) -> None:
        """'taking it means you must put down a new meld': after the take, no discard is allowed
        (``free``: 'you need not meld with it': a discard is allowed at once)."""
        if pos.top is None or pos.phase != Phase.START or pos.first:
            return
        c, why = self.play(pos.r, [TakeDiscard(pos.seat, pos.top)])
        if c is None:
            self.claim("take.obliges", False, f"the take itself is refused: {why}")
            return
        allowed = next((x for x in c.hand(pos.seat) if c.is_legal(Discard(pos.seat, x))), None)
        if free:
            self.claim("take.obliges", allowed is not None, "after the take no discard is allowed without a new meld")
        else:
            self.claim(
                "take.obliges",
                allowed is None,
                f"after the take, discarding the {allowed} is allowed at once (no new meld needed)",
            )

    # --- "can't go down": exhaustive search, and now and then the round itself ---------------------
    def no_opening(
        self,
        r: Round,
        seat: int,
        hand: Sequence[Card],
        *,
        must: Face | None,
        declared: bool,
        what: str,
        kind: str = "cant.go_down",
    ) -> None:
        """Check the claim that ``seat`` has no legal opening in ``r`` (a play phase)."""
        # The minimum as it stands now: it may have risen this round (R9 opening_rise).
        rules = dataclasses.replace(r.rules, opening_minimum=r.opening_needed)
        s = search_openings(hand, rules, must=must, konkan_only=declared)
        if s.legal is not None:
            pts, melds = s.legal
            a = opening_action(seat, hand, melds)
            listed = a is not None and r.is_legal(a)
            shown = " + ".join(" ".join(map(str, m.ordered)) for m in melds)
            self.claim(
                kind,
                not listed,
                f"{what}: but {shown} ({pts} points) goes down"
                + ("" if must is None else f", with the {face_text(must)}"),
            )
            if not listed and a is not None:
                v = r.check(a)
                self.claim(
                    "search.oracle",
                    False,
                    f"the harness's search finds {a} ({pts} points); the round refuses it: {v.message}",
                )
            return
        self.claim(kind, True)
        self._oracle_tick += 1
        if (
            self.oracle_every
            and self._oracle_tick % self.oracle_every == 0
            and r.current == seat
            and not r.is_down(seat)
        ):
            found = None
            for k, a in enumerate(r.legal_actions().melds()):
                if k < 3:
                    v = r.check(a)
                    self.claim(
                        "legal.listed", v.ok, f"legal_actions() lists {a}; check says: {v.message}", sentence=str(a)
                    )
                if must is None or any(c.face == must for c in a.cards):
                    found = a
                    break
            self.claim("search.oracle", found is None, f"{what}: but the round lists the opening {found}")
            if found is not None:
                self.claim(kind, False, f"{what}: but the round lists the opening {found}")

    # --- hints ------------------------------------------------------------------------------------
    def check_hint(self, pos: Position, h: Any, hs: list[Any]) -> None:
        text = h.message
        self.sentence(text, h.rule, "hint")
        r = pos.r
        code = h.code.value
        self.report.sources[code] += 1
        if h.parts:  # a hint made by hand (a test's) has no key
            self.check_parts(h, text)
        elif h.key:
            self.check_template(h.key, h.fields, text)
        # The moves: legal in order; the copy after them is where the claims about "after" are read.
        after: Round | None = None
        if h.actions:
            needs_after = (
                len(h.actions) > 1
                or not isinstance(h.actions[0], (Discard, Draw, TakeDiscard, DeclareKonkan))
                or (isinstance(h.actions[0], Discard) and len(pos.hand) == 1)
            )
            if needs_after:
                after, why = self.play(r, h.actions)
                self.claim("legal.hint", after is not None, why)
            else:
                v = r.check(h.actions[0])
                self.claim("legal.hint", v.ok, f"{h.actions[0]} is refused: {v.message}")
                self.check_verdict(pos, h.actions[0], v)
                self._sentence, self._source = text, "hint"
        plan = h.kind in (HintKind.GO_OUT,) or code in (
            "HINT_GO_OUT",
            "HINT_GO_OUT_HAND",
            "HINT_GO_OUT_KONKAN",
            "HINT_TAKE_TO_GO_OUT",
        )
        if not plan:
            self.check_named_melds(pos, text)
        self.check_hint_cards(pos, h, text)
        if "taking it means you must" in text.lower() or "oblige you to meld" in text or "obligation to meld" in text:
            self.check_take_obliges(pos)
        self.check_hint_jokers(pos, h, text)
        handler = getattr(self, "hint_" + code.removeprefix("HINT_").lower(), None)
        if handler is not None:
            handler(pos, h, text, after, hs)
        elif re.search(r"points (?:fewer in|out of|off) your hand", text):
            raise _Stop(f"{code}: a hand value the harness does not place")
        self.check_ending(pos, h, text, after)

    _NAMED_MELD = re.compile(rf"(?<!\w)(your|[A-Z][\w-]*(?: [A-Z][\w-]*)*'s) meld ({CARDS})")

    def check_named_melds(self, pos: Position, text: str) -> None:
        """'your meld 7♠ 8♠ 9♠', 'East's meld ...': on the table, that seat's."""
        for m in self._NAMED_MELD.finditer(text):
            faces = faces_in(m.group(2))
            owners = [tm.owner for tm in pos.table if [c.face for c in tm.cards] == faces]
            ok = any(m.group(1) in pos.owner_words(o) for o in owners)
            self.claim(
                "cards.table",
                ok,
                f"{m.group(1)} meld {m.group(2)}: "
                + (
                    f"it is {', '.join(pos.names[o] + chr(39) + 's' for o in owners)}"
                    if owners
                    else "no such meld on the table"
                ),
            )

    def check_hint_cards(self, pos: Position, h: Any, text: str) -> None:
        """The cards a hint tells the seat to play, or says it holds, are in the hand; the discard
        pile's top and the card taken are what it names."""
        for rx in (rf"with your ({CARDS})",):
            for m in re.finditer(rx, text):
                self.check_held(pos, faces_in(m.group(1)), m.group(1))
        m = re.match(rf"^Go (?:down|out at once): put down ({MELDS})(?: and discard the ({CARD}))?", text)
        if m:
            need = Counter(f for g in melds_in_text(m.group(1)) for f in g)
            if m.group(2):
                need[faces_in(m.group(2))[0]] += 1
            self.claim(
                "cards.hand", need <= pos.faces, "the hand lacks " + faces_text(list((need - pos.faces).elements()))
            )
        if h.kind in (HintKind.TAKE_DISCARD, HintKind.DRAW) and pos.phase == Phase.START:
            m = re.search(
                rf"(?:^Take the|^Don't take the|^No need to take the|instead of taking the|the) ({CARD})"
                r"(?: on the discard pile|:|, because)",
                text,
            )
            if m:
                self.claim(
                    "cards.pile",
                    pos.top is not None and faces_in(m.group(1))[0] == pos.top.face,
                    f"the top of the pile is {pos.top}",
                )
        # The card taken this turn, where a sentence names it (read from its key and fields).
        for key, fields in parts_of(h):
            if key in _NAMES_TOOK or key.startswith("HINT_PUT_BACK_"):
                named = card_faces(fields["card"])[0]
            elif key.startswith("HINT_DISCARD.") and key.endswith((".took", ".took_free")):
                named = card_faces(fields["card"])[0]  # 'it is the card you took': the card it discards
            else:
                continue
            ok = pos.took is not None and named == pos.took.face
            self.claim("cards.pile", ok, f"the card taken this turn is {pos.took}")

    def check_held(self, pos: Position, faces: list[Face], said: Any) -> None:
        got = Counter(faces)
        self.claim(
            "cards.hand", got <= pos.faces, f"{said}: the hand lacks " + faces_text(list((got - pos.faces).elements()))
        )

    def check_hint_jokers(self, pos: Position, h: Any, text: str) -> None:
        """What each joker of the melds put down stands for: one sentence each (analysis.joker*)."""
        stated = [
            str(f.get("card", f.get("cards"))) for k, f in parts_of(h) if k in ("analysis.joker", "analysis.joker_open")
        ]
        meld = next((a for a in h.actions if isinstance(a, Meld)), None)
        if not stated or meld is None:
            return
        readings = []
        for g, aj in zip(meld.groups, meld.joker_as or (None,) * len(meld.groups)):
            if not any(c.is_joker for c in g):
                continue
            v = check_meld(list(g), joker_as=aj)
            if v.kind == "set" and v.joker_open:
                readings.append(" or ".join(str(Card(v.rank, s)) for s in v.joker_open))
            else:
                readings.append(str(v.joker_as))
        self.claim("cards.table", stated == readings, f"the jokers of the melds put down stand for {readings}")

    def check_ending(self, pos: Position, h: Any, text: str, after: Round | None) -> None:
        """Endings announced: what playing the hint's moves does (the take hints play their words)."""
        hand_word = bool(re.search(r"with a Hand\b|That is a Hand", text))
        konkan_word = bool(re.search(r"with a Konkan\b|That is a Konkan", text))
        out_word = (
            text.startswith(("Go out now", "Go out at once"))
            or "wins the whole game" in text
            or "takes you out" in text
        )
        if not (hand_word or konkan_word or out_word) or h.kind == HintKind.TAKE_DISCARD:
            return
        if "takes you out" in text and "then takes you out" in text:
            return  # 'once the rest are down, discarding it then takes you out': read by the discard reasons
        if after is None and h.actions and not isinstance(h.actions[-1], Discard):
            return
        if after is None:
            after, why = self.play(pos.r, h.actions)
            if after is None:
                return  # the moves are illegal: counted under legal.hint
        res = after.result
        ended = after.is_over and res is not None and res.finisher == pos.seat
        want = Ending.HAND if hand_word else Ending.KONKAN if konkan_word else None
        got = res.ending if res is not None else None
        plain = want is None and "wins the whole game" not in text and text.startswith("Go out now:")
        self.claim(
            "ending.kind",
            ended and (want is None or got == want) and (not plain or got == Ending.OUT),
            f"playing its moves ends the round as {got}" if ended else "playing its moves does not end the round",
        )
        if ended and res is not None:
            rule = {Ending.OUT: "R8.1", Ending.HAND: "R8.2", Ending.KONKAN: "R8.5"}.get(res.ending)
            if "wins the whole game" in text:
                self.claim(
                    "ending.kind",
                    res.declared_konkan,
                    "the Konkan put down is not a declared one: it does not win the game",
                )
            elif rule is not None and (want is not None or plain):
                self.claim(
                    "rule.ending",
                    rule in cited(text) and h.rule == rule,
                    f"the round ends as {res.ending} ({rule}); the hint's rule is {h.rule}, it cites "
                    f"{sorted(cited(text))}",
                )
            self.check_scores_said(pos, text, after)

    def check_scores_said(self, pos: Position, text: str, after: Round) -> None:
        res = after.result
        assert res is not None
        seat = pos.seat
        partner = pos.rules.partner(seat) if pos.rules.partnership else None
        m = re.search(r"[Yy]ou score (-?\d+)|(-?\d+) for you", text)
        if m:
            said = int(m.group(1) or m.group(2))
            self.claim("points.score", res.scores[seat] == said, f"the seat scores {res.scores[seat]}")
        m = re.search(r"(?:a flat|pays a flat) (\d+)", text) or re.search(r"(\d+) for every opponent", text)
        if m:
            others = [res.scores[s] for s in range(pos.n) if s not in (seat, partner)]
            self.claim("points.score", all(x == int(m.group(1)) for x in others), f"the opponents score {others}")
        if re.search(r"points (?:are )?doubled|points double", text):
            lines = [ln for ln in res.lines if ln.seat not in (seat, partner)]
            self.claim(
                "points.score",
                all(ln.doubled and ln.score == 2 * ln.penalty for ln in lines),
                "the other players' points are not doubled: " + "; ".join(ln.message for ln in lines),
            )

    # per code (the handler name is the code without HINT_, lower case) ------------------------------
    def hint_discard(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        """Read from its key, HINT_DISCARD.<why>[.lay_off|.fits][.next][.took|.took_free], and fields."""
        form = h.key.split(".")[1:]
        if not form:
            raise _Stop("HINT_DISCARD")
        fields = dict(h.fields)
        f = _JOKER if form == ["joker"] else card_faces(fields["card"])[0]
        name = face_text(f)
        self.check_held(pos, [f], name)
        self.claim(
            "points.hand",
            fields.get("value") == hand_value([f], pos.rules),
            f"the {name} costs {hand_value([f], pos.rules)} in hand (R8.3)",
        )
        if form == ["joker"]:
            self.claim("cards.hand", set(pos.faces) == {_JOKER}, "the hand holds more than jokers")
            return
        card = Card(f[0], f[1]) if f[0] else Card.joker()
        why, rest = form[0], set(form[1:])
        goers = [x for x in hs if x.kind in (HintKind.OPEN, HintKind.GO_OUT, HintKind.HAND) and x.actions]
        if why == "in_plan":
            ok = any(f in [c.face for a in x.actions if not isinstance(a, Discard) for c in a.cards] for x in goers)
            self.claim("hint.reason", ok, f"no opening or way out offered puts the {name} down")
        elif why == "goes_out":
            ok = False
            for x in goers:
                last = x.actions[-1]
                if isinstance(last, Discard) and last.card.face == f:
                    d, _ = self.play(pos.r, x.actions)
                    ok = ok or (d is not None and d.is_over)
            self.claim("hint.reason", ok, f"no move offered puts the rest down leaving the {name} to go out on")
        elif why == "last":
            self.claim("hint.reason", len(pos.hand) == 1, f"the hand holds {len(pos.hand)} cards")
        elif why == "in_meld":
            ok = any(f in [c.face for c in mv.cards] for mv in melds_in(pos.hand))
            self.claim("hint.reason", ok, f"no meld in the hand holds the {name}")
        elif why == "feeds":
            partners = card_faces(fields["cards"].replace(" and ", " ").replace(",", ""))
            self.check_held(pos, partners, fields["cards"])
            ok = all(feeds(f, p, toward(pos.faces)) for p in partners)
            self.claim("hint.reason", ok, f"not all of {fields['cards']} are next to or of a rank with the {name}")
        elif why == "feeds_none":
            self.check_feeds_none(pos, f, "hint.reason")
        if rest & {"lay_off", "fits"}:
            i = find_owned_meld(pos, card_faces(fields["meld"]), fields["owner"])
            self.claim("cards.table", i is not None, f"{fields['owner']} meld {fields['meld']}: not on the table")
            if "lay_off" in rest:
                mine = (pick(pos.hand, [f]) or [card])[0]
                ok = i is not None and pos.down and pos.r.is_legal(LayOff(pos.seat, (mine,), i))
                self.claim("hint.reason", ok, f"the {name} can't be laid off on {fields['meld']} now")
            else:
                ok = i is not None and judge_lay_off(pos.table[i], (card,))[0].ok
                self.claim("hint.reason", ok, f"the {name} does not fit {fields['meld']}")
        if "next" in rest:
            nxt = (pos.seat + 1) % pos.n
            taken = card_faces(fields["taken"])[0]
            took = any(
                e.kind == EventKind.TAKE_DISCARD and e.seat == nxt and e.cards and e.cards[0].face == taken
                for e in pos.r.events
            )
            holds = taken in [c.face for c in pos.r.hand(nxt)]
            ok = fields["name"] == pos.names[nxt] and took and holds and feeds(f, taken, pos.rules.jokers_per_meld)
            self.claim(
                "hint.reason",
                ok,
                f"{pos.names[nxt]} plays next; took the {face_text(taken)}: {took}, holds "
                f"it: {holds}; it goes with the {name}: {feeds(f, taken, pos.rules.jokers_per_meld)}",
            )
        if "took_free" in rest:
            self.claim("rule.code", pos.exempt, "at this table a declarer may not take discards without melding")

    def hint_keep(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        """Read from its items: each thing to keep is a key of hint.keep.* with its fields."""
        if not h.items:
            raise _Stop(h.code.value)
        want = h.code.value if len(h.items) > 1 else f"{h.code.value}.{h.items[0][0].removeprefix('hint.keep.')}"
        self.claim("verdict.key", h.key == want, f"a keep note of {len(h.items)} things is said at {want!r}")
        for key, f in parts_of(h, items=True):
            kind = key.removeprefix("hint.keep.")
            if kind in ("joker", "jokers"):
                n = 2 if kind == "jokers" else 1
                self.claim("cards.hand", pos.faces[_JOKER] >= n, f"the hand holds {pos.faces[_JOKER]} jokers")
                continue
            said = str(f.get("cards", f.get("card")))
            faces = card_faces(said)
            self.check_held(pos, faces, said)
            if kind == "opening":
                opening = [x for x in hs if x.kind in (HintKind.OPEN, HintKind.HAND) and x.actions]
                put = Counter(c.face for x in opening for a in x.actions if isinstance(a, Meld) for c in a.cards)
                self.claim("hint.reason", all(put[x] for x in faces), f"{said}: not in an opening offered")
            elif kind == "out":
                out = [x for x in hs if x.kind in (HintKind.GO_OUT, HintKind.HAND) and x.actions]
                put = Counter(c.face for x in out for a in x.actions[:-1] for c in a.cards)
                self.claim("hint.reason", all(put[x] for x in faces), f"{said}: not in a way out offered")
            elif kind == "konkan":
                shape = konkan_shape(pos.hand)
                inside = Counter(c.face for c in shape.cards)
                if shape.found:
                    self.claim("hint.reason", all(inside[x] for x in faces), f"{said}: not in the Konkan held")
            elif kind in ("in_meld", "in_meld.one"):
                ms = melds_in(pos.hand)
                self.claim(
                    "hint.reason",
                    all(any(x in [c.face for c in mv.cards] for mv in ms) for x in faces),
                    f"{said}: not each in a meld held",
                )
            elif kind in ("feeds", "feeds.one"):
                ok = all(any(feeds(x, p, toward(pos.faces)) for p in pos.faces if p != x) for x in faces)
                self.claim("hint.reason", ok, f"{said}: not each goes with another card toward a meld")
            elif kind == "lay_off":
                i = find_owned_meld(pos, card_faces(f["meld"]), f["owner"])
                mine = pick(pos.hand, faces[:1])
                ok = (
                    i is not None and mine is not None and pos.down and pos.r.is_legal(LayOff(pos.seat, tuple(mine), i))
                )
                self.claim("hint.reason", ok, f"{said} can't be laid off on {f['owner']} meld {f['meld']} now")
            if kind in ("in_meld", "feeds", "in_meld.one", "feeds.one"):
                one = kind.endswith(".one")
                self.claim("verdict.key", one == (len(faces) == 1), f"{key} names {len(faces)} cards")

    hint_keep_joker = hint_keep

    def hint_meld(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        fields = dict(h.fields)
        if "meld" not in fields:
            raise _Stop("HINT_MELD")
        faces = card_faces(fields["meld"])
        self.check_held(pos, faces, fields["meld"])
        v = judge_faces(faces)
        self.claim("points.meld", v.legal, f"check_meld says: {v.message}")
        value = hand_value(faces, pos.rules)
        self.claim(
            "points.hand",
            fields.get("total") == value,
            f"those cards cost {value} in hand (R8.3); {v.points} is the meld's opening value (R5.1)",
        )

    def hint_lay_off(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        fields = dict(h.fields)
        if "laid" not in fields:
            raise _Stop("HINT_LAY_OFF")
        laid = card_faces(fields["laid"])
        self.check_held(pos, laid, fields["laid"])
        i = h.meld_index
        tm = pos.table[i] if i is not None and 0 <= i < len(pos.table) else None
        self.claim(
            "cards.table",
            tm is not None
            and [c.face for c in tm.cards] == card_faces(fields["meld"])
            and fields["owner"] in pos.owner_words(tm.owner),
            f"the meld it lays off on is {tm}" if tm else "no such meld",
        )
        if after is not None and i is not None:
            now = [c.face for c in after.table[i].cards]
            self.claim(
                "cards.table", now == card_faces(fields["result"]), f"after the lay-off the meld is {faces_text(now)}"
            )
        value = hand_value(laid, pos.rules)
        self.claim("points.hand", fields.get("shed") == value, f"those cards cost {value} in hand (R8.3)")
        j = next((dict(f) for k, f in h.parts if k.startswith("hint.lay_off_joker")), None)
        if j and after is not None and i is not None:
            now_tm = after.table[i]
            # The joker laid off (two jokers may share a meld, R9): what that physical card stands for.
            stands = dict(zip([c for c in now_tm.cards if c.is_joker], now_tm.joker_readings))
            laid_jokers = [c for c in stands if c in h.cards]
            said = say_list([str(stands[c]) for c in laid_jokers]) if laid_jokers else str(now_tm.joker_as)
            self.claim(
                "cards.table",
                said == str(j["card"]) and not now_tm.joker_open,
                f"laid off, the joker stands for {said if said is not None else joker_stands_words(now_tm)}",
            )

    def hint_swap_joker(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        fields = dict(h.fields)
        if "swapped" not in fields:
            raise _Stop("HINT_SWAP_JOKER")
        swapped = card_faces(fields["swapped"])
        self.check_held(pos, swapped, fields["swapped"])
        i = h.meld_index
        tm = pos.table[i] if i is not None and 0 <= i < len(pos.table) else None
        self.claim(
            "cards.table",
            tm is not None
            and tm.has_joker
            and [c.face for c in tm.cards] == card_faces(fields["meld"])
            and fields["owner"] in pos.owner_words(tm.owner)
            and str(fields["stands"]) in joker_stands_options(tm, swapped),
            f"the joker of that meld stands for {joker_stands_words(tm)}" if tm else "no such meld on the table",
        )
        if after is not None:
            jokers = sum(c.is_joker for c in after.hand(pos.seat)) - pos.faces[_JOKER]
            self.claim("cards.hand", jokers == 1, "after the swap the joker is not in the hand")
        must = any(k == "hint.swap.must_use" for k, _ in h.parts)
        self.claim(
            "rule.code",
            must == pos.rules.freed_joker_must_be_used,
            f"freed_joker_must_be_used is {pos.rules.freed_joker_must_be_used} at this table",
        )

    def hint_take_swap_back(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        self.claim("rule.code", pos.rules.freed_joker_must_be_used, "freed_joker_must_be_used is off at this table")
        jokers = [c for c in pos.hand if c.is_joker]
        form = set(h.key.split(".")[1:])
        placed = next(
            (a for a in pos.r.legal_actions() if isinstance(a, (Meld, LayOff)) and any(c.is_joker for c in a.cards)),
            None,
        )
        if "fits" in form:
            self.claim(
                "cant.meld", placed is not None, "'put yours into a new meld or lay it off': no such move is legal"
            )
        else:
            self.claim(
                "cant.meld",
                placed is None,
                f"'yours can't be put into a new meld or laid off now': but {placed} is legal",
            )
        fields = dict(h.fields)
        if after is not None and "returned" in fields:
            back = Counter(card_faces(fields["returned"]))
            now = Counter(c.face for c in after.hand(pos.seat))
            self.claim(
                "cards.hand",
                back <= now and now[_JOKER] < len(jokers) + 1 and now[_JOKER] <= pos.faces[_JOKER],
                "after the moves the cards are not back in the hand, or the joker stays",
            )
        self.check_undo_count(h)

    def check_undo_count(self, h: Any) -> None:
        """The moves taken back are as many as the sentence says: one, or its count (R3.6)."""
        undos = sum(isinstance(a, Undo) for a in h.actions)
        for key, fields in parts_of(h):
            if key.startswith("hint.put_back") or key.startswith("HINT_TAKE_SWAP_BACK"):
                said = dict(fields).get("count", 1 if key.endswith(".one") or key.startswith("HINT_TAKE") else 0)
                self.claim("legal.hint", undos == said, f"its moves take back {undos}, it says {said}")

    def hint_go_down(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        # Read from the hint's key and fields: the melds its moves put down, their total, the minimum.
        fields = dict(h.fields)
        want = "HINT_GO_DOWN.run" if pos.rules.opening_needs_run else "HINT_GO_DOWN"
        self.claim("verdict.key", h.key == want, f"the hint to go down at this table is {want!r}")
        if after is None:
            return  # the moves are refused: see legal.hint
        self.claim("ending.kind", after.is_down(pos.seat), "after the moves the seat is not down")
        new = list(after.table[len(pos.table) :])
        total = sum(
            check_meld(list(tm.cards), joker_as=tm.joker_as if (tm.kind == "run" and tm.has_joker) else None).points
            for tm in new
        )
        self.claim(
            "cards.table",
            fields.get("melds") == melds_text([tm.cards for tm in new]),
            f"the moves put down {melds_text([tm.cards for tm in new])}",
        )
        mn = pos.rules.opening_minimum
        self.claim(
            "points.opening",
            fields.get("total") == total == h.points and fields.get("minimum") == mn and total >= mn,
            f"the melds add up to {total}; the minimum is {mn}",
        )
        if h.key == "HINT_GO_DOWN.run":
            self.claim("points.opening", any(tm.kind == "run" for tm in new), "no run among them")

    def hint_cannot_go_down(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        if not pos.may_meld:
            return
        self.no_opening(
            pos.r, pos.seat, pos.hand, must=pos.must(), declared=pos.declared, what="'You can't go down yet'"
        )
        # Then best_opening's own sentences, as it says them.
        self.check_opening_words(pos, said(h.parts[1:]), pos.hand, pos.must())

    def why_not_words(self, h: Any) -> str | None:
        """best_opening's sentence that a hint's form (HINT_..._CANNOT_GO_DOWN.<form>) says inside its own."""
        form = h.key.partition(".")[2]
        key = _WHY_NOT_KEYS.get(form)
        return None if key is None else say(key, **dict(h.fields))

    def hint_put_back_cannot_go_down(
        self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]
    ) -> None:
        self.put_back(pos, h, text, after)
        if pos.may_meld and not pos.down:
            self.no_opening(
                pos.r,
                pos.seat,
                pos.hand,
                must=pos.must(),
                declared=pos.declared,
                what="'You took the card but can't go down with it'",
            )
            words = self.why_not_words(h)
            if words is not None and not pos.declared:
                self.check_opening_words(pos, words, pos.hand, pos.must())

    def hint_put_back_no_meld(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        self.put_back(pos, h, text, after)
        # Read as it is said: no new meld at all, not only none holding the card taken (R9).
        found = next(iter(pos.r.legal_actions().melds()), None)
        self.claim("cant.meld", found is None, f"'no new meld to put down': but {found} is legal")

    def hint_put_back_taken_unused(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        self.put_back(pos, h, text, after)
        if h.key == "HINT_PUT_BACK_TAKEN_UNUSED":  # 'went elsewhere'
            self.claim(
                "cards.pile", pos.took is not None and pos.took not in pos.hand, f"the {pos.took} is still in the hand"
            )
        elif pos.took is not None:  # '.pending': 'in none yet and can't go into one now'
            face = pos.took.face
            found = next((a for a in pos.r.legal_actions().melds() if any(c.face == face for c in a.cards)), None)
            self.claim("cant.meld", found is None, f"'can't go into one now': but {found} is legal")

    def put_back(self, pos: Position, h: Any, text: str, after: Round | None) -> None:
        self.check_undo_count(h)
        if after is not None and pos.took is not None:
            pile = after.discard_pile
            ok = after.phase == Phase.PLAY and len(pile) >= 1 and pile[-1].face == pos.took.face
            self.claim("cards.pile", ok, f"after the moves the top of the pile is {pile[-1] if pile else None}")

    # the start of a turn -------------------------------------------------------------------------
    def after_take(self, pos: Position) -> tuple[Round | None, str]:
        """The round after the seat takes the top discard (one copy per position: it is only read)."""
        if pos.top is None:
            return None, "the discard pile is empty"
        if pos.taken is None:
            pos.taken = self.play(pos.r, [TakeDiscard(pos.seat, pos.top)])
        return pos.taken

    def hint_take_to_go_down(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        fields = dict(h.fields)
        if "melds" not in fields:
            raise _Stop("HINT_TAKE_TO_GO_DOWN")
        c, why = self.after_take(pos)
        groups = melds_in_text(fields["melds"])
        total = sum(judge_faces(g).points for g in groups)
        self.claim(
            "points.opening",
            total == fields.get("total") and total >= pos.rules.opening_minimum,
            f"the melds add up to {total}; the minimum is {pos.rules.opening_minimum}",
        )
        if c is None:
            self.claim("legal.hint", False, why)
            return
        self.play_stated_opening(pos, c, groups, None, "'with it you can put down ...'")
        w = next((dict(f) for k, f in h.parts if k == "hint.without_it"), None)
        if w is not None:
            s = search_openings(pos.hand, pos.rules)
            best = s.legal[0] if s.legal else None
            self.claim("points.opening", best == w["points"], f"without it the best opening is {best} points")

    def play_stated_opening(
        self, pos: Position, c: Round, groups: list[list[Face]], discard: Face | None, what: str
    ) -> Round | None:
        """Play the melds (and discard) a sentence names, on ``c`` (a copy of the round)."""
        hand = c.hand(pos.seat)
        took = c.took_discard
        # The card taken goes first where its face is named (its twin is the same card at the table).
        pool = ([took] if took is not None and took in hand else []) + [x for x in hand if x != took]
        picked = []
        for g in groups:
            cards = pick(pool, g)
            if cards is None:
                self.claim("cards.hand", False, f"{what}: the hand lacks {faces_text(g)}")
                return None
            for x in cards:
                pool.remove(x)
            picked.append(tuple(cards))
        moves: list[Action] = [Meld(pos.seat, tuple(picked), tuple(run_joker_as(g) for g in groups))]
        if discard is not None:
            card = pick(pool, [discard])
            if card is None:
                self.claim("cards.hand", False, f"{what}: no {face_text(discard)} left to discard")
                return None
            moves.append(Discard(pos.seat, card[0]))
        d, why = self.play(c, moves)
        self.claim("legal.hint", d is not None, f"{what}: {why}")
        return d

    def hint_take_not_needed(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        fields = dict(h.fields)
        if "melds" not in fields:
            raise _Stop("HINT_TAKE_NOT_NEEDED")
        groups = melds_in_text(fields["melds"])
        want = Counter(f for g in groups for f in g)
        verdicts = [judge_faces(g) for g in groups]
        total = sum(v.points for v in verdicts)
        ok = (
            want <= pos.faces
            and all(v.legal for v in verdicts)
            and total == fields["total"]
            and total >= pos.rules.opening_minimum
            and sum(want.values()) < len(pos.hand)
            and (not pos.rules.opening_needs_run or any(v.kind == "run" for v in verdicts))
        )
        self.claim(
            "points.opening",
            ok,
            f"those melds from the hand make {total} points "
            f"({'all legal' if all(v.legal for v in verdicts) else 'not all legal'})",
        )
        if pos.top is not None:  # 'it adds nothing to your melds'
            with_top = search_openings(pos.hand + [pos.top], pos.rules)
            without = search_openings(pos.hand, pos.rules)
            a = with_top.legal[0] if with_top.legal else 0
            b = without.legal[0] if without.legal else 0
            self.claim("points.opening", a <= b, f"with it the best opening is {a} points, without it {b}")

    def hint_take_cannot_go_down(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        c, why = self.after_take(pos)
        if c is None:
            self.claim("legal.hint", False, why)
            return
        must = pos.top.face if (pos.rules.taken_discard_must_be_used and pos.top is not None) else None
        self.no_opening(
            c, pos.seat, c.hand(pos.seat), must=must, declared=pos.declared, what="'even with it you can't go down'"
        )
        words = self.why_not_words(h)
        if words is not None:
            self.check_opening_words(pos, words, c.hand(pos.seat), must)

    def hint_take_goes_out_hand(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        fields = dict(h.fields)
        if "melds" not in fields:
            raise _Stop(h.code.value)
        c, why = self.after_take(pos)
        if c is None:
            self.claim("legal.hint", False, why)
            return
        d = self.play_stated_opening(
            pos,
            c,
            melds_in_text(fields["melds"]),
            card_faces(fields["discard"])[0],
            "'put down ... and discard ..., going out at once'",
        )
        if d is None:
            return
        res = d.result
        want = Ending.KONKAN if h.code == Reason.HINT_TAKE_GOES_OUT_KONKAN else Ending.HAND
        ended = d.is_over and res is not None and res.finisher == pos.seat
        self.claim(
            "ending.kind",
            ended and res.ending == want,  # type: ignore[union-attr]
            f"played as said, the round ends as {res.ending if res else None}"
            if ended
            else "played as said, the round goes on",
        )
        if ended and res is not None:
            rule = "R8.5" if res.ending == Ending.KONKAN else "R8.2"
            self.claim(
                "rule.ending",
                rule in cited(text) and h.rule == rule,
                f"the round ends as {res.ending} ({rule}); the hint's rule is {h.rule}",
            )
            self.check_scores_said(pos, text, d)

    hint_take_goes_out_konkan = hint_take_goes_out_hand

    def hint_take_to_go_out(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        if not h.items:
            raise _Stop("HINT_TAKE_TO_GO_OUT")
        c, why = self.after_take(pos)
        if c is None:
            self.claim("legal.hint", False, why)
            return
        self.play_plan(pos, c, h)

    def hint_take_for_meld(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        fields = dict(h.fields)
        if "meld" not in fields or pos.top is None:
            raise _Stop("HINT_TAKE_FOR_MELD")
        faces = card_faces(fields["meld"])
        own = Counter(faces)
        own[pos.top.face] -= 1
        own = +own
        self.claim(
            "cards.hand",
            Counter(card_faces(fields["own"])) == own,
            f"with the {pos.top} the meld takes {faces_text(list(own.elements()))} from the hand",
        )
        value = hand_value(list(own.elements()), pos.rules)
        v = judge_faces(faces)
        self.claim(
            "points.hand",
            fields["total"] == value,
            f"the cards leaving the hand cost {value} (R8.3); {v.points} is the meld's opening value (R5.1)",
        )
        self.claim("cards.pile", pos.top.face in faces, f"the meld does not hold the {pos.top}")
        c, why = self.after_take(pos)
        if c is None:
            self.claim("legal.hint", False, why)
            return
        self.play_stated_opening(pos, c, [faces], None, "'it makes the new meld ...'")

    def hint_take_no_meld(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        c, why = self.after_take(pos)
        if c is None or pos.top is None:
            self.claim("legal.hint", False, why)
            return
        top = pos.top.face
        found = next((a for a in c.legal_actions().melds() if any(x.face == top for x in a.cards)), None)
        self.claim(
            "cant.meld", found is None, f"'it makes no new meld with your cards': after the take {found} is legal"
        )

    def hint_take_adds_nothing(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        fields = dict(h.fields)
        if "melds" not in fields or pos.top is None:
            raise _Stop("HINT_TAKE_ADDS_NOTHING")
        said_melds = fields["melds"]
        groups = melds_in_text(said_melds)
        held = Counter(x.face for x in pos.r.hand(pos.seat))
        self.claim(
            "cards.hand",
            not Counter(f for g in groups for f in g) - held,
            f"'you can put down {said_melds} without it': the hand lacks some of those cards",
        )
        self.claim("points.meld", all(judge_faces(g).ok for g in groups), f"{said_melds} holds a group that is no meld")
        total = sum(judge_faces(g).points for g in groups)
        c, why = self.after_take(pos)
        if c is None:
            self.claim("legal.hint", False, why)
            return
        top = pos.top.face
        best = max(
            (
                sum(judge_faces([x.face for x in grp]).points for grp in a.groups)
                for a in c.legal_actions().melds()
                if any(x.face == top for x in a.cards)
            ),
            default=0,
        )
        self.claim(
            "points.opening",
            best <= total,
            f"'with it you could put down no more': with the {pos.top} a meld of {best} points is legal, "
            f"more than {total}",
        )

    def hint_take_completes_konkan(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        fields = dict(h.fields)
        if "run" not in fields:
            raise _Stop("HINT_TAKE_COMPLETES_KONKAN")
        c, why = self.after_take(pos)
        if c is None:
            self.claim("legal.hint", False, why)
            return
        groups = [card_faces(fields["run"]), card_faces(fields["set"])]
        rest = Counter(x.face for x in c.hand(pos.seat)) - Counter(f for g in groups for f in g)
        if not rest:
            self.claim("cards.konkan", False, "the Konkan named leaves no card to discard")
            return
        d = self.play_stated_opening(pos, c, groups, next(iter(rest.elements())), "'it completes your declared Konkan'")
        if d is not None:
            res = d.result
            self.claim(
                "ending.kind",
                d.is_over and res is not None and res.ending == Ending.KONKAN and res.declared_konkan,
                f"played, the round ends as {res.ending if res else None}, declared: "
                f"{res.declared_konkan if res else None}",
            )

    def hint_take_konkan_closer(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        fields = dict(h.fields)
        if "short" not in fields or pos.top is None:
            raise _Stop("HINT_TAKE_KONKAN_CLOSER")
        now = konkan_shape(pos.hand + [pos.top]).short
        before = konkan_shape(pos.hand).short
        self.claim(
            "cards.konkan",
            now == fields["short"] and now < before,
            f"with it the Konkan is {now} short, without it {before}",
        )
        self.claim(
            "rule.code",
            pos.rules.konkan_declarer_may_take_discards,
            "at this table a declarer may not take discards without going down",
        )

    def hint_take_not_konkan(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        if h.key == "HINT_TAKE_NOT_KONKAN.free":  # 'no closer'; 'a declarer may take a discard without melding'
            if pos.top is not None:
                now = konkan_shape(pos.hand + [pos.top]).short
                before = konkan_shape(pos.hand).short
                self.claim("cards.konkan", now >= before, f"with it the Konkan is {now} short, without it {before}")
            self.claim("rule.code", pos.exempt, "at this table a declarer may not take discards without melding")
            return
        # 'it does not complete yours'
        c, why = self.after_take(pos)
        if c is None:
            self.claim("legal.hint", False, why)
            return
        must = (
            pos.top.face
            if (
                pos.rules.taken_discard_must_be_used
                and pos.top is not None
                and not pos.rules.konkan_declarer_may_take_discards
            )
            else None
        )
        self.no_opening(
            c,
            pos.seat,
            c.hand(pos.seat),
            must=must,
            declared=True,
            what="'it does not complete yours'",
            kind="cant.meld",
        )

    def hint_draw(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        if h.key == "HINT_DRAW.free" and pos.top is not None:  # 'brings your declared Konkan no closer'
            now = konkan_shape(pos.hand + [pos.top]).short
            before = konkan_shape(pos.hand).short
            self.claim("cards.konkan", now >= before, f"with it the Konkan is {now} short, without it {before}")

    def hint_declare_konkan_held(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        fields = dict(h.fields)
        if "run" not in fields:
            raise _Stop("HINT_DECLARE_KONKAN_HELD")
        self.check_konkan_held(pos.faces, card_faces(fields["run"]), card_faces(fields["set"]))

    def hint_declare_konkan_near(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        short = self.check_konkan_words(pos.faces, text)
        code = h.code
        if short is not None:
            ok = {
                Reason.HINT_DECLARE_KONKAN_NEAR: short <= 1,
                Reason.HINT_DECLARE_KONKAN_GAMBLE: short == 2,
                Reason.HINT_DECLARE_KONKAN_FAR: short >= 3,
            }.get(code, True)
            self.claim("cards.konkan", ok, f"the Konkan is {short} cards short")

    hint_declare_konkan_gamble = hint_declare_konkan_near
    hint_declare_konkan_far = hint_declare_konkan_near

    def hint_declared_konkan_only(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        self.check_konkan_words(pos.faces, text)

    def hint_go_out(self, pos: Position, h: Any, text: str, after: Round | None, hs: list[Any]) -> None:
        if not h.items:
            raise _Stop(h.code.value)
        self.play_plan(pos, pos.r, h)

    hint_go_out_hand = hint_go_out
    hint_go_out_konkan = hint_go_out

    def play_plan(self, pos: Position, r: Round, h: Any) -> None:
        """Play a way out as its steps (hint.plan.*, each a key and fields) tell it, on a copy of
        ``r``: it must take the seat out."""
        steps = [(k.removeprefix("hint.plan."), dict(f)) for k, f in h.items]
        if not steps or any(kind not in ("swap", "meld", "lay_off", "discard") for kind, _ in steps):
            raise _Stop("plan")
        c = fork(r)
        seat = pos.seat
        for kind, g in steps:
            hand = c.hand(seat)
            a: Action | None = None
            if kind in ("swap", "lay_off"):
                cards = pick(hand, card_faces(g["cards"]))
                i = find_meld(c.table, card_faces(g["meld"]))
                if cards is None or i is None:
                    self.claim(
                        "ending.plan",
                        False,
                        f"'{kind.replace('_', ' ')} {g['cards']} ... {g['meld']}': "
                        + ("the hand lacks the cards" if cards is None else "no such meld on the table"),
                    )
                    return
                owners = [
                    j
                    for j, tm in enumerate(c.table)
                    if [x.face for x in tm.cards] == card_faces(g["meld"]) and g["owner"] in pos.owner_words(tm.owner)
                ]
                self.claim(
                    "cards.table",
                    bool(owners),
                    f"{g['owner']} meld {g['meld']}: its owner is {pos.names[c.table[i].owner]}",
                )
                i = owners[0] if owners else i
                a = SwapJoker(seat, tuple(cards), i) if kind == "swap" else LayOff(seat, tuple(cards), i)
            elif kind == "meld":
                gs = melds_in_text(g["melds"])
                took = c.took_discard
                pool = ([took] if took is not None and took in hand else []) + [x for x in hand if x != took]
                picked = []
                for group in gs:
                    cards = pick(pool, group)
                    if cards is None:
                        self.claim("ending.plan", False, f"'put down {g['melds']}': the hand lacks {faces_text(group)}")
                        return
                    for x in cards:
                        pool.remove(x)
                    picked.append(tuple(cards))
                a = Meld(seat, tuple(picked), tuple(run_joker_as(group) for group in gs))
            else:
                cards = pick(hand, card_faces(g["card"]))
                if cards is None:
                    self.claim("ending.plan", False, f"'discard the {g['card']}': not in the hand")
                    return
                a = Discard(seat, cards[0])
            v = c.check(a)
            if not v.ok:
                self.claim("ending.plan", False, f"played as said, {a} is refused: {v.message}")
                return
            c.apply(a)
        self.claim(
            "ending.plan",
            c.is_over and c.result is not None and c.result.finisher == seat,
            "played as said, the seat is not out",
        )

    # --- players' reasons: read as strictly as the hints ---------------------------------------------
    def check_feeds_none(self, pos: Position, f: Face, kind: str) -> None:
        """'feeds no meld' / 'goes with none of my cards toward a meld': no meld of the hand holds
        the card, and no card of the hand can stand in one meld with it and the jokers it may have."""
        holder = next((m for m in melds_in(pos.hand) if f in [c.face for c in m.cards]), None)
        self.claim(kind, holder is None, f"the {face_text(f)} is in the meld {holder.message if holder else ''}")
        k = toward(pos.faces)
        partner = next((p for p in pos.faces if p != f and p[0] and feeds(f, p, k)), None)
        self.claim(
            kind,
            partner is None,
            f"the {face_text(partner) if partner else ''} goes with it toward a meld "
            f"({k} joker{'s' if k > 1 else ''} beside them)",
        )

    def discarder_words(self, pos: Position) -> str:
        """Whose the top discard is, as a player says it: 'my', 'the' or 'East's'."""
        seat = next((e.seat for e in reversed(pos.r.events) if e.kind == EventKind.DISCARD), None)
        if seat is None:
            return "the"
        return "my" if seat == pos.seat else f"{pos.names[seat]}'s"

    def check_reasons(self, pos: Position, hs: list[Any]) -> None:
        """Every reason a computer player would give for each move the hints start with, and for a
        few other legal moves (the sentences ``konkan.play.players.explain_parts`` writes), checked
        like a hint, from their keys and fields."""
        from konkan.play.players import explain_parts

        r = pos.r
        view = r.view(pos.seat)
        moves: list[Action] = []
        for h in hs:
            if h.actions and h.actions[0] not in moves:
                moves.append(h.actions[0])
        for a in r.legal_actions().simple():
            if isinstance(a, (Draw, TakeDiscard, Discard, Undo, ReturnDiscard, DeclareKonkan)) and a not in moves:
                moves.append(a)
        for a in moves[:14]:
            try:
                parts = explain_parts(view, a, hs)
            except Exception as e:
                self.raised(f"explain({a})", e)
                continue
            if not parts:
                continue
            why = said(parts)
            self.sentence(why, None, "player reason")
            self.report.sources[f"reason: {type(a).__name__}"] += 1
            self.claim("rule.cited", bool(cited(why)), "a player's reason cites no rule")
            self.guard(self.check_reason, pos, a, parts, hs)

    def check_reason(self, pos: Position, a: Action, parts: Sequence[Any], hs: list[Any]) -> None:
        """A player's reason, read from its sentences' keys (bot.*) and fields."""
        kind = "reason.fact"
        if not parts:
            raise _Stop("reason")
        key, first = parts[0][0], dict(parts[0][1])
        if "whose" in first and isinstance(a, (Draw, TakeDiscard)):
            said_face = card_faces(first["card"])[0]
            self.claim(
                "cards.pile", pos.top is not None and said_face == pos.top.face, f"the top of the pile is {pos.top}"
            )
            self.claim(
                kind,
                first["whose"] == self.discarder_words(pos),
                f"the discard is {self.discarder_words(pos)}, not {first['whose']}",
            )
        if isinstance(a, TakeDiscard):
            self.check_take_reason(pos, key, first, hs)
        elif isinstance(a, Draw):
            self.check_draw_reason(pos, key)
        elif isinstance(a, Meld):
            self.check_meld_reason(pos, a, key, first, hs)
        elif isinstance(a, (LayOff, SwapJoker)):
            if not key.startswith(("bot.lay_off", "bot.swap")):
                raise _Stop(f"reason {key}")
            # The meld the move goes to (two melds may hold the same cards: the move says which).
            i = a.meld_index if 0 <= a.meld_index < len(pos.table) else None
            tm = pos.table[i] if i is not None else None
            want = None if tm is None else ("my" if tm.owner == pos.seat else f"{pos.names[tm.owner]}'s")
            self.claim(
                "cards.table",
                tm is not None and first["owner"] == want and [c.face for c in tm.cards] == card_faces(first["meld"]),
                f"the meld is {want} {tm}",
            )
            self.check_held(pos, card_faces(first["cards"]), first["cards"])
            self.claim("legal.hint", pos.r.is_legal(a), f"{a} is refused")
            if isinstance(a, SwapJoker):
                self.claim("cards.table", i is not None and pos.table[i].has_joker, "that meld holds no joker")
            if key.endswith(".going_out"):
                self.check_on_the_way_out(pos, a, hs)
        elif isinstance(a, Discard):
            self.check_discard_reason(pos, a, parts)
        elif isinstance(a, ReturnDiscard):
            if key == "bot.put_back":
                self.claim(
                    "cards.pile",
                    pos.took is not None and pos.took.face == card_faces(first["card"])[0],
                    f"the card taken is {pos.took}",
                )
        elif isinstance(a, DeclareKonkan):
            if key == "bot.declare.held":
                self.check_konkan_held(pos.faces, card_faces(first["run"]), card_faces(first["set"]))
            elif key.startswith("bot.declare.short"):
                short = first.get("short", 1)
                least = konkan_short(pos.faces)
                self.claim(
                    "cards.konkan",
                    short == least and least > 0 and (key.endswith(".one") == (short == 1)),
                    f"the closest Konkan is {least} cards short",
                )
            self.claim(
                "rule.code",
                pos.r.is_last_round and not pos.down,
                "Konkan is declared only in the last round by a player not down (R8.6)",
            )

    def check_on_the_way_out(self, pos: Position, a: Action, hs: list[Any]) -> None:
        """'on my way out this turn': a way out offered starts with this move, and played, goes out."""
        ways = [h for h in hs if h.kind in (HintKind.GO_OUT, HintKind.HAND) and h.actions and h.actions[0] == a]
        ok = False
        for h in ways:
            c, _ = self.play(pos.r, h.actions)
            ok = ok or (c is not None and c.is_over and c.result is not None and c.result.finisher == pos.seat)
        self.claim("ending.plan", ok, "no way out offered starts with this move and goes out")

    def check_take_reason(self, pos: Position, key: str, f: dict[str, Any], hs: list[Any]) -> None:
        kind = "reason.fact"
        if key == "bot.take.go_down":
            groups = melds_in_text(f["melds"])
            total = sum(judge_faces(g).points for g in groups)
            self.claim(
                "points.opening",
                total == f["total"] >= pos.rules.opening_minimum,
                f"the melds add up to {total}; the minimum is {pos.rules.opening_minimum}",
            )
            c, whynot = self.after_take(pos)
            if c is None:
                self.claim("legal.hint", False, whynot)
                return
            self.play_stated_opening(pos, c, groups, None, "'I took ... to go down with ...'")
        elif key == "bot.take.out_at_once":
            c, whynot = self.after_take(pos)
            if c is None:
                self.claim("legal.hint", False, whynot)
                return
            groups = melds_in_text(f["melds"])
            rest = Counter(x.face for x in c.hand(pos.seat)) - Counter(x for g in groups for x in g)
            self.claim("ending.kind", sum(rest.values()) == 1, f"those melds leave {sum(rest.values())} cards")
            if sum(rest.values()) == 1:
                d = self.play_stated_opening(pos, c, groups, next(iter(rest)), "'... and go out at once'")
                self.claim("ending.kind", d is not None and d.is_over, "played as said, the round goes on")
        elif key == "bot.take.go_out":
            self.claim(
                kind, any(h.code == Reason.HINT_TAKE_TO_GO_OUT for h in hs), "no way out with the card is offered"
            )
        elif key == "bot.take.meld":
            c, whynot = self.after_take(pos)
            if c is None:
                self.claim("legal.hint", False, whynot)
                return
            faces = card_faces(f["meld"])
            self.claim("cards.pile", pos.top is not None and pos.top.face in faces, "the meld does not hold the card")
            self.play_stated_opening(pos, c, [faces], None, "'I took ... to put down ...'")
        elif key == "bot.take.konkan":
            self.claim(
                kind,
                any(h.code == Reason.HINT_TAKE_COMPLETES_KONKAN for h in hs) and pos.declared,
                "the card does not complete a declared Konkan",
            )
        elif key == "bot.take.konkan_closer" and pos.top is not None:
            now, before = konkan_short(pos.faces + Counter([pos.top.face])), konkan_short(pos.faces)
            self.claim(
                "cards.konkan", pos.declared and now < before, f"with it the Konkan is {now} short, without it {before}"
            )
            self.claim(
                "rule.code",
                pos.rules.konkan_declarer_may_take_discards,
                "at this table a declarer may not take discards without melding",
            )

    def check_draw_reason(self, pos: Position, key: str) -> None:
        if pos.top is None:
            return
        top = pos.top.face
        if key == "bot.draw.not_needed":
            s = search_openings(pos.hand, pos.rules, konkan_only=pos.declared)
            self.claim("reason.fact", s.legal is not None, "without the card the hand has no opening")
        elif key == "bot.draw.cannot_go_down":
            c, whynot = self.after_take(pos)
            if c is None:
                self.claim("legal.hint", False, whynot)
                return
            must = top if pos.rules.taken_discard_must_be_used else None
            self.no_opening(
                c,
                pos.seat,
                c.hand(pos.seat),
                must=must,
                declared=pos.declared,
                what="'even with it I could not go down'",
            )
        elif key == "bot.draw.no_meld":
            c, whynot = self.after_take(pos)
            if c is None:
                self.claim("legal.hint", False, whynot)
                return
            found = next((a for a in c.legal_actions().melds() if any(x.face == top for x in a.cards)), None)
            self.claim(
                "cant.meld", found is None, f"'makes no new meld with my cards': after the take {found} is legal"
            )
        elif key == "bot.draw.not_konkan":
            now, before = konkan_short(pos.faces + Counter([top])), konkan_short(pos.faces)
            self.claim("cards.konkan", now >= before, f"with it the Konkan is {now} short, without it {before}")
        elif key == "bot.draw.not_konkan.bound":
            c, whynot = self.after_take(pos)
            if c is None:
                self.claim("legal.hint", False, whynot)
                return
            self.no_opening(
                c,
                pos.seat,
                c.hand(pos.seat),
                must=None,
                declared=True,
                what="'it does not complete my declared Konkan'",
                kind="cant.meld",
            )

    def check_meld_reason(self, pos: Position, a: Meld, key: str, f: dict[str, Any], hs: list[Any]) -> None:
        if "melds" not in f:
            raise _Stop("reason meld")
        groups = melds_in_text(f["melds"])
        self.claim("cards.hand", Counter(x for g in groups for x in g) <= pos.faces, "the hand lacks those cards")
        self.claim("legal.hint", pos.r.is_legal(a), f"{a} is refused")
        vs = [judge_faces(g) for g in groups]
        self.claim("points.meld", all(v.legal for v in vs), "; ".join(v.message for v in vs))
        if key == "bot.go_down":
            total = sum(v.points for v in vs)
            self.claim(
                "points.opening",
                (total, pos.rules.opening_minimum) == (f["total"], f["minimum"]) and total >= pos.rules.opening_minimum,
                f"the melds add up to {total}; the minimum is {pos.rules.opening_minimum}",
            )
        elif key == "bot.out_at_once":
            left = len(pos.hand) - sum(len(g) for g in groups)
            self.claim("ending.kind", left == 1, f"those melds leave {left} cards")
        elif key == "bot.meld":
            value = hand_value([x for g in groups for x in g], pos.rules)
            self.claim("points.hand", f["total"] == value, f"those cards cost {value} in hand (R8.3)")
        elif key == "bot.meld.going_out":
            self.check_on_the_way_out(pos, a, hs)

    def check_discard_reason(self, pos: Position, a: Discard, parts: Sequence[Any]) -> None:
        f = a.card.face
        key, first = parts[0][0], dict(parts[0][1])
        if key == "bot.discard.out":
            self.claim(
                "ending.kind",
                len(pos.hand) == 1 and card_faces(first["card"])[0] == f,
                f"the hand holds {len(pos.hand)} cards",
            )
            return
        if key not in ("bot.discard", "bot.discard.feeds_none"):
            raise _Stop("reason discard")
        self.claim(
            "cards.hand", card_faces(first["card"])[0] == f and pos.faces[f] > 0, "the card is not the one thrown"
        )
        self.claim(
            "points.hand",
            first["value"] == hand_value([f], pos.rules),
            f"the {face_text(f)} costs {hand_value([f], pos.rules)} in hand (R8.3)",
        )
        if key == "bot.discard.feeds_none":
            self.check_feeds_none(pos, f, "reason.fact")
        n = next((dict(x[1]) for x in parts if x[0] == "bot.discard.next_cannot"), None)
        if n is not None:
            nxt = (pos.seat + 1) % pos.n
            fits = next((str(tm) for tm in pos.table if judge_lay_off(tm, (a.card,))[0].ok), None)
            self.claim(
                "reason.fact",
                n["name"] == pos.names[nxt] and pos.r.is_down(nxt) and fits is None,
                f"{pos.names[nxt]} plays next, down: {pos.r.is_down(nxt)}; the card fits {fits}",
            )

    # --- the strong player's look-ahead ---    # --- the strong player's look-ahead ------------------------------------------------------------
    _LOOK_CHANCE = re.compile(
        rf"I kept the ({CARD}), which the hints would throw first: of the (\d+) cards I might "
        r"draw next, (\d+) would let me go down, against (\d+) had I thrown it"
    )
    _LOOK_POINTS = re.compile(
        rf"I kept the ({CARD}), which the hints would throw first: with the next card I draw, "
        r"my best try at an opening comes to ([\d.]+) of the (\d+) points I need on average, "
        r"against ([\d.]+) had I thrown it"
    )

    def unseen_by(self, r: Round, seat: int) -> list[Card]:
        """What ``seat`` cannot see and does not know to be in another hand (a card it saw taken
        from the pile, or a joker it saw freed, still held), read from the real round."""
        visible = (
            {c.id for c in r.hand(seat)} | {c.id for c in r.discard_pile} | {c.id for m in r.table for c in m.cards}
        )
        known: dict[int, int] = {}
        for e in r.events_for(seat):
            if e.kind == EventKind.RESHUFFLE:
                known = {}
            if e.seat is None or e.seat == seat:
                continue
            if e.kind == EventKind.TAKE_DISCARD and e.cards:
                known[e.cards[0].id] = e.seat
            elif e.kind == EventKind.SWAP_JOKER:
                known.update({c.id: e.seat for c in e.cards if c.is_joker})
        held = {cid for cid, s in known.items() if any(c.id == cid for c in r.hand(s))}
        return [c for c in full_deck() if c.id not in visible and c.id not in held]

    def check_look_ahead(self, pos: Position) -> None:
        """A strong player not yet down weighs its discards by the next draw: when it keeps the card
        the hints would throw, its numbers are recounted here by exhaustive search."""
        from konkan.play.players import StrongPlayer

        d = StrongPlayer(seed=f"truth:{self.ctx.get('game')}:{len(pos.r.history)}", budget=1).decide(
            pos.r.view(pos.seat)
        )
        self.sentence(d.why, None, "player reason")
        self.report.sources["reason: look-ahead" if "I kept the" in d.why else "reason: strong"] += 1
        self.check_look_ahead_words(pos, d)

    def check_look_ahead_words(self, pos: Position, d: Any) -> None:
        """The numbers of a look-ahead reason (bot.look_ahead.*), recounted by exhaustive search."""
        look = next(((k, dict(f)) for k, f in d.parts if k.startswith("bot.look_ahead.")), None)
        if look is None or not isinstance(d.action, Discard):
            return
        key, f = look
        pool = self.unseen_by(pos.r, pos.seat)
        kept_face = card_faces(f["card"])[0]
        thrown = [c for c in pos.hand if c != d.action.card]
        other = list(pos.hand)
        other.remove(next(c for c in pos.hand if c.face == kept_face))
        rules, need = pos.rules, pos.rules.opening_minimum
        results = []
        for kept in (thrown, other):
            opens, points = 0, 0.0
            for c in pool:
                s = search_openings(kept + [c], rules)
                opens += s.legal is not None
                points += need if s.legal is not None else min(s.attempt or 0, need)
            results.append((opens, points / max(len(pool), 1)))
        if key == "bot.look_ahead.chance":
            said_c = (f["unseen"], f["count"], f["other"])
            want = (len(pool), results[0][0], results[1][0])
            self.claim(
                "reason.look_ahead",
                said_c == want,
                f"of {want[0]} unseen cards {want[1]} let the hand go down, {want[2]} had it thrown the {f['card']}",
            )
        else:
            digits = len(f["points"].split(".")[1]) if "." in f["points"] else 0
            said_p = (f["points"], f["minimum"], f["other"])
            want_p = (f"{results[0][1]:.{digits}f}", need, f"{results[1][1]:.{digits}f}")
            self.claim(
                "reason.look_ahead",
                said_p == want_p,
                f"on average the best try comes to {want_p[0]} of {need}, {want_p[2]} had it thrown the {f['card']}",
            )

    # --- the table's live line -----------------------------------------------------------------------
    def check_live(self, pos: Position, hs: list[Any]) -> None:
        """What the table's live line says for picks a learner makes: the cards of each meld a hint
        puts down, a card to discard, a card and a meld to lay it off on, a few cards at random."""
        from konkan.widgets.table import live_line

        r, seat, hand = pos.r, pos.seat, pos.hand
        view = r.view(seat)
        picks: list[tuple[tuple[Card, ...], int]] = []
        for h in hs:
            if h.kind in (HintKind.MELD, HintKind.OPEN, HintKind.HAND) and h.groups:
                picks.append((tuple(h.groups[0]), -1))
            elif h.kind == HintKind.LAY_OFF and h.meld_index is not None:
                picks.append((tuple(h.cards), h.meld_index))
            elif h.kind == HintKind.DISCARD and h.cards:
                picks.append((tuple(h.cards[:1]), -1))
        rng = random.Random(f"live:{self.ctx.get('game')}:{len(r.history)}")
        if len(hand) >= 3:
            picks.append((tuple(rng.sample(hand, 3)), -1))
        for m in melds_in(hand)[:2]:
            picks.append((tuple(m.cards), -1))
        seen = set()
        for picked, target in picks:
            key = (tuple(c.id for c in picked), target)
            if key in seen or not all(c in hand for c in picked):
                continue
            seen.add(key)
            live = live_line(r, view, list(picked), target=target)
            text = live.get("text", "")
            if not text:
                continue
            self.sentence(text, None, "live line")
            self.report.sources["live line"] += 1
            # Every sentence is one the engine says of this pick: check_meld's, or the round's verdict on
            # the move the buttons would play.
            said = [check_meld(list(picked))]
            verdicts = [r.check(Discard(seat, picked[0]))] if len(picked) == 1 else []
            if target >= 0:
                verdicts += [r.check(LayOff(seat, picked, target)), r.check(SwapJoker(seat, picked, target))]
            verdicts.append(r.check(Meld(seat, (picked,))))
            known = {t for v in [*said, *verdicts] for t in sentences_of(v.message)}
            extra = [t for t in sentences_of(text) if t not in known]
            self.claim("live.line", not extra, f"not the engine's verdict on these cards: {extra[:1]}")
            meld = said[0]
            for v in verdicts:
                if v.message == text or (meld.legal and text.endswith(v.message) and v.message not in meld.message):
                    self.claim(
                        "live.line",
                        live.get("ok") == v.ok,
                        f"the line is marked ok={live.get('ok')}, the verdict it gives is ok={v.ok}",
                    )
                    break
            joker = live.get("joker")
            if joker:
                options = [Card.parse(o["code"]) for o in joker["options"]]
                ok = (
                    meld.legal
                    and meld.kind == "run"
                    and len(meld.jokers) == 1
                    and all(check_meld(list(picked), joker_as=o).legal for o in options)
                    and len(options) > 1
                )
                self.claim("live.line", ok, f"a joker choice {[str(o) for o in options]} offered for: {meld.message}")
            elif (
                meld.legal
                and meld.kind == "run"
                and len(meld.jokers) == 1
                and meld.joker_options
                and target < 0
                and not (len(picked) == 1)
            ):
                self.claim("live.line", False, f"no choice offered for the run's joker: {meld.message}")

    # --- once the round is over ----------------------------------------------------------------------
    def check_round_over_refusals(self, r: Round) -> None:
        """Every move after the round ends is refused, citing the rule that ended it: R7.1 when
        someone went out, R7.3 when the stock ran out (a void round)."""
        res = r.result
        if res is None:
            return
        want = "R7.3" if res.ending == Ending.VOID else "R7.1"
        hand = r.hand(r.current)
        for a in [Draw(r.current), TakeDiscard(r.current, r.discard_top)] + (
            [Discard(r.current, hand[0])] if hand else []
        ):
            v = r.check(a)
            self.sentence(v.message, want, "verdict")
            self.report.sources[f"check: {v.code.value} ({res.ending})"] += 1
            self.claim(
                "rule.code",
                not v.ok and v.rule == want and want in cited(v.message) and not (cited(v.message) - {want}),
                f"the round ended by {want}; the refusal cites {sorted(cited(v.message))}",
            )
            self.check_meld_refusal(v.message)

    # --- analyses ---------------------------------------------------------------------------------
    def check_best_opening(self, pos: Position) -> None:
        if pos.first and not pos.rules.starter_may_go_down_first_turn:
            return  # the starter may not meld this turn at all (R9): no opening to compare with the round's
        must = pos.must()
        op = best_opening(pos.hand, pos.rules, must_use=None if must is None else pos.took)
        self.report.sources[f"best_opening: {op.code.value}"] += 1
        self.check_opening_words(pos, op.message, pos.hand, must, op=op)

    def check_opening_words(
        self, pos: Position, text: str, hand: list[Card], must: Face | None, op: Any = None
    ) -> None:
        """best_opening's sentence (alone, or inside a hint) for ``hand``, as a real seat's hand."""
        rules = pos.rules
        if op is not None:
            self.sentence(text, op.rule, "analysis")
        faces = Counter(c.face for c in hand)
        s = search_openings(hand, rules, must=must)
        m = re.match(rf"Put down ({MELDS}): (\d+) points, enough to go down", text)
        if m:
            groups = melds_in_text(m.group(1))
            vs = [judge_faces(g) for g in groups]
            total = sum(v.points for v in vs)
            ok = (
                Counter(f for g in groups for f in g) <= faces
                and all(v.legal for v in vs)
                and total == int(m.group(2))
                and total >= rules.opening_minimum
            )
            self.claim(
                "analysis.opening", ok, f"those melds make {total} points; the minimum is {rules.opening_minimum}"
            )
            if "with a run among them" in text:
                self.claim("analysis.opening", any(v.kind == "run" for v in vs), "no run among them")
            if s.legal is not None:
                self.claim("analysis.opening", s.legal[0] <= total, f"a better opening makes {s.legal[0]} points")
            if op is not None and not pos.declared and pos.may_meld and pos.r.current == pos.seat:
                a = Meld(
                    pos.seat,
                    tuple(tuple(pick(hand, [c.face for c in g]) or g) for g in op.groups),
                    tuple(mv.joker_as if (mv.kind == "run" and mv.has_joker) else None for mv in op.melds),
                )
                v = pos.r.check(a)
                self.claim("analysis.opening", v.ok, f"the round refuses {a}: {v.message}")
            return
        m = re.match(rf"Put down ({MELDS}) and discard the ({CARD}): you go out at once", text)
        if m:
            groups = melds_in_text(m.group(1))
            used = Counter(f for g in groups for f in g)
            used[faces_in(m.group(2))[0]] += 1
            self.claim("analysis.opening", used == faces, "those melds and the discard are not the whole hand")
            if op is not None and not pos.declared and pos.may_meld and pos.r.current == pos.seat and pos.took is None:
                self.play_stated_opening(
                    pos, fork(pos.r), groups, faces_in(m.group(2))[0], "best_opening: 'you go out at once'"
                )
            return
        # No opening: the search confirms it (on the round itself when the hand is the seat's).
        if pos.may_meld and hand == pos.hand and not pos.down and pos.r.current == pos.seat:
            self.no_opening(
                pos.r, pos.seat, hand, must=must, declared=False, what=f"best_opening: {text}", kind="cant.analysis"
            )
        else:
            self.claim(
                "cant.analysis",
                s.legal is None,
                f"{text}: but an opening of {s.legal[0] if s.legal else 0} points is there",
            )
        m = re.search(r"Your best is (\d+) points: (\d+) short of (\d+)", text)
        if m:
            best, short, mn = (int(x) for x in m.groups())
            self.claim(
                "points.opening",
                (best, short, mn) == (s.attempt, rules.opening_minimum - (s.attempt or 0), rules.opening_minimum),
                f"the best melds with a run that keep a card make {s.attempt} points; the minimum is "
                f"{rules.opening_minimum}",
            )
        if text.startswith("You can make sets but no run"):
            ms = melds_in(hand)
            self.claim(
                "analysis.opening",
                any(x.kind == "set" for x in ms) and not any(x.kind == "run" for x in ms),
                "the hand makes " + ", ".join(sorted({str(x.kind) for x in ms})) + " melds",
            )
        if text.startswith("These cards make no meld at all"):
            ms = melds_in(hand)
            self.claim("analysis.opening", not ms, f"the hand makes {ms[0] if ms else ''}")
        m = re.match(rf"Putting down ({MELDS}) would leave you no card to discard", text)
        if m:
            used = Counter(f for g in melds_in_text(m.group(1)) for f in g)
            self.claim("analysis.opening", used == faces, "those melds do not hold the whole hand")
        m = re.search(rf"and the ({CARD}) fits no meld in your hand", text)
        if m:
            f = faces_in(m.group(1))[0]
            self.claim(
                "analysis.opening",
                not any(f in [c.face for c in x.cards] for x in melds_in(hand)),
                f"a meld in the hand holds the {m.group(1)}",
            )

    def check_konkan_shape(self, pos: Position, hand: list[Card]) -> None:
        shape = konkan_shape(hand)
        self.sentence(shape.message, shape.rule, "analysis")
        self.report.sources[f"konkan_shape: {shape.code.value}"] += 1
        faces = Counter(c.face for c in hand)
        if shape.found:
            m = re.match(rf"These cards hold a Konkan: the run ({CARDS}) and the set ({CARDS})", shape.message)
            if not m:
                raise _Stop("KONKAN_FOUND")
            self.check_konkan_held(faces, faces_in(m.group(1)), faces_in(m.group(2)))
        else:
            short = self.check_konkan_words(faces, shape.message)
            self.claim("cards.konkan", short == shape.short, f"konkan_shape(...).short is {shape.short}")

    def check_konkan_held(self, faces: Counter[Face], run: list[Face], st: list[Face]) -> None:
        rv, sv = judge_faces(run), judge_faces(st)
        ok = (
            Counter(run) + Counter(st) <= faces
            and rv.legal
            and sv.legal
            and rv.kind == "run"
            and sv.kind == "set"
            and (len(run), len(st)) in ((10, 4), (11, 3))
        )
        self.claim(
            "cards.konkan",
            ok,
            f"the run: {rv.message} The set: {sv.message} Held: {Counter(run) + Counter(st) <= faces}",
        )

    _KONKAN_SHORT = re.compile(
        r"a run of (\d+) (\w+) and a set of (\d+) (\w+): (\d+) cards? short, (.+) missing "
        r"\(R8\.5\)"
    )

    def check_konkan_words(self, faces: Counter[Face], text: str) -> int | None:
        m = self._KONKAN_SHORT.search(text)
        if not m:
            return None
        short = int(m.group(5))
        missing_text = m.group(6)
        items = re.findall(rf"(a second |two )?({CARD})", missing_text)
        named = sum(2 if how == "two " else 1 for how, _ in items)
        self.claim("cards.konkan", named == short, f"{short} short, but {named} cards named missing")
        least = konkan_short(faces)
        self.claim("cards.konkan", short == least, f"the closest Konkan is {least} cards short")
        count: Counter[Face] = Counter()
        for how, card in items:
            f = faces_in(card)[0]
            count[f] += 1
            held = faces[f]
            if how == "a second ":
                self.claim("cards.konkan", held == 1 and count[f] == 1, f"the hand holds {held} {card}")
            elif how == "two ":
                self.claim("cards.konkan", held == 0 and count[f] == 1, f"the hand holds {held} {card}")
            else:
                self.claim(
                    "cards.konkan",
                    held == 0 and count[f] == 1,
                    f"the {card} named missing is in the hand ({held} held): say 'a second {card}'"
                    if held
                    else f"the {card} is named twice",
                )
        # Those cards added, the hand holds that Konkan.
        extra = []
        have = Counter(faces)
        for how, card in items:
            f = faces_in(card)[0]
            for _ in range(2 if how == "two " else 1):
                if have[f] >= 2:
                    self.claim("cards.konkan", False, f"a third {card} is not in the game")
                    return short
                extra.append(Card(f[0], f[1], have[f]) if f[0] else Card.joker(have[f]))
                have[f] += 1
        base = fresh_cards(list(faces.elements()))
        sh = konkan_shape(base + extra)
        self.claim("cards.konkan", sh.found, f"with the missing cards added, still no Konkan: {sh.message}")
        return short

    # --- events and results -------------------------------------------------------------------------
    def audit_events(self, r: Round, pre: _Before | None) -> None:
        for reader in [None, *range(r.players)]:
            try:
                evs = r.events if reader is None else r.events_for(reader)
            except Exception as e:
                self.raised(f"events_for({reader})", e)
                continue
            start = self._read.get(reader, 0)
            for e in evs[start:]:
                self.guard(self.check_event, r, pre, reader, e)
            self._read[reader] = len(evs)

    # The key an event of each kind is written from (a draw: ``.private`` for the drawer,
    # ``.public`` for the others), and the rule that key's move rests on.
    _EVENT_RULES: dict[str, str] = {
        "event.deal.others": "R2.1",
        "event.deal.yours": "R2.1",
        "event.declare_konkan": "R8.6",
        "event.draw.private": "R3.3",
        "event.draw.public": "R3.3",
        "event.take_discard": "R3.3",
        "event.return_discard": "R3.3",
        "event.go_down": "R5.1",
        "event.go_out_at_once": "R5.4",
        "event.meld": "R3.4",
        "event.lay_off": "R6.1",
        "event.swap_joker": "R6.2",
        "event.discard": "R3.5",
        "event.undo": "R3.6",
        "event.reshuffle": "R9",
        "event.reshuffle.one": "R9",
    }

    # The keys of a kind whose name differs from the kind's (an opening that goes out at once).
    _EVENT_KEYS_OF: dict[str, tuple[str, ...]] = {"go_down": ("go_down", "go_out_at_once")}

    def check_template(self, key: str, fields: Sequence[tuple[str, Any]], text: str) -> None:
        """The sentence is the catalogue's template at ``key`` filled with ``fields``: what the
        other checks read from the key and the fields is what the learner reads."""
        try:
            written: str | None = say(key, **dict(fields)) if key in catalogue.EN else None
        except Exception:
            written = None
        self.claim("words.template", written == text, f"the template at {key!r} with its fields reads {written!r}")
        if written is not None and _TRANSLATED[key] < TRANSLATED_PER_KEY:
            _TRANSLATED[key] += 1
            for language in TRANSLATIONS:
                missing = translation_misses(language, key, dict(fields))
                self.claim("words.languages", not missing, f"in {language} the sentence {missing}")

    def check_parts(self, h: Any, text: str) -> None:
        """A message made of whole sentences: each is the catalogue's template at its key filled
        with its fields, the first is the one at ``key`` and ``fields``, and together they are the message."""
        try:
            written: str | None = said(h.parts)
        except Exception:
            written = None
        self.claim(
            "words.template",
            written == text and h.parts[0] == (h.key, h.fields),
            f"the sentences of {[k for k, _ in h.parts]} read {written!r}",
        )

    def check_event(self, r: Round, pre: _Before | None, reader: int | None, e: Any) -> None:
        text = e.message
        self.sentence(text, e.rule, "event")
        k = e.kind
        self.report.sources[f"event: {k.value}"] += 1
        self.check_template(e.key, e.fields, text)
        fields = dict(e.fields)
        names = r.names
        me = reader is not None and reader == e.seat
        if k == EventKind.ROUND_OVER:
            self.check_round_over(r, reader, text)
            return
        rule = self._EVENT_RULES.get(e.key)
        self.claim(
            "event.key",
            rule is not None and e.key.split(".")[1] in self._EVENT_KEYS_OF.get(k.value, (k.value,)) and rule == e.rule,
            f"a {k.value} event at {e.key!r} citing {e.rule} (its rule: {rule})",
        )
        if e.seat is not None:
            who = say("word.you.start") if me else names[e.seat]
            self.claim("event.fact", fields.get("who") == who, f"the actor is {who}")
        if k == EventKind.DEAL:
            # The reader is "you" where it dealt, and reads its own sentence where it starts (R2.1).
            dealer = say("event.deal.you") if reader == r.dealer else names[r.dealer]
            starts = reader == r.starter
            said = (fields.get("number"), fields.get("dealer"), e.key == "event.deal.yours", fields.get("who"))
            self.claim(
                "event.fact",
                said == (r.number, dealer, starts, names[r.starter]),
                f"round {r.number}, dealt by {dealer}, {'you start' if starts else names[r.starter] + ' starts'}",
            )
            return
        if pre is None:
            return
        seat = pre.seat
        card = fields.get("card")
        if k == EventKind.DRAW:
            self.claim("event.key", e.key == ("event.draw.private" if me else "event.draw.public"), "whose draw")
            if me:
                hand = Counter(c.face for c in r.hand(seat))
                self.claim(
                    "event.fact",
                    len(e.cards) == 1
                    and hand[e.cards[0].face] > pre.faces[e.cards[0].face]
                    and card == the_cards(e.cards),
                    "the card named is not the one drawn",
                )
            else:
                self.claim("event.fact", not e.cards and card is None, "another seat's draw names the card drawn")
        elif k == EventKind.TAKE_DISCARD:
            self.claim(
                "event.fact",
                pre.top is not None and [c.face for c in e.cards] == [pre.top.face] and card == the_cards(e.cards),
                f"the top of the pile was {pre.top}",
            )
        elif k in (EventKind.RETURN_DISCARD, EventKind.DISCARD):
            top = r.discard_top
            self.claim(
                "event.fact",
                top is not None and [c.face for c in e.cards] == [top.face] and card == the_cards(e.cards),
                f"the top of the pile is {top}",
            )
        elif k in (EventKind.GO_DOWN, EventKind.MELD):
            # The melds put down are the newest on the table, the seat's, their cards the event's.
            new = list(r.table[len(pre.table) :])
            shown = [c.face for tm in new for c in tm.cards]
            self.claim(
                "event.fact",
                bool(new) and all(tm.owner == seat for tm in new) and shown == [c.face for c in e.cards],
                f"the melds put down are {[str(tm) for tm in new]}, {names[seat]}'s",
            )
            self.claim(
                "event.fact",
                fields.get("melds") == melds_text([tm.cards for tm in new]),
                f"the melds are {melds_text([tm.cards for tm in new])}",
            )
            total = sum(
                check_meld(list(tm.cards), joker_as=tm.joker_as if (tm.kind == "run" and tm.has_joker) else None).points
                for tm in new
            )
            if k == EventKind.MELD:
                self.claim("event.key", e.key == "event.meld", "a meld put down once down")
            elif e.key == "event.go_down":
                self.claim(
                    "points.opening",
                    fields.get("points") == total and total >= r.rules.opening_minimum,
                    f"the melds add up to {total}; the minimum is {r.rules.opening_minimum}",
                )
            else:
                self.claim(
                    "event.key",
                    e.key == "event.go_out_at_once" and (len(r.hand(seat)) == 1 or r.is_over),
                    "the seat keeps more than one card",
                )
        elif k == EventKind.LAY_OFF:
            if e.meld_index is None:
                raise _Stop("event lay_off")
            tm, old = r.table[e.meld_index], pre.table[e.meld_index]
            self.claim(
                "event.fact",
                Counter(c.face for c in tm.cards)
                == Counter(c.face for c in old.cards) + Counter(c.face for c in e.cards)
                and fields.get("what") == the_cards(e.cards),
                f"the cards laid off are {list(map(str, e.cards))}",
            )
            self.claim("event.fact", fields.get("result") == cards_text(tm.cards), f"the meld is now {tm}")
            owner = owner_words(old.owner, seat, reader, names)
            self.claim("event.fact", fields.get("owner") == owner, f"the meld is {owner}")
        elif k == EventKind.SWAP_JOKER:
            if e.meld_index is None:
                raise _Stop("event swap")
            old = pre.table[e.meld_index]
            put, joker = e.cards[:-1], e.cards[-1:]
            self.claim(
                "event.fact",
                bool(put)
                and [c.is_joker for c in joker] == [True]
                and fields.get("what") == the_cards(put)
                and fields.get("stands") in stood_for_options(old, [c.face for c in put]),
                f"the joker stood for {joker_stands_words(old)}, and {faces_text([c.face for c in put])} went in",
            )
            owner = owner_words(old.owner, seat, reader, names)
            self.claim("event.fact", fields.get("owner") == owner, f"the meld is {owner}")
        elif k == EventKind.UNDO:
            undone = self.undone_event(r, reader, e)
            want = undone.message.rsplit(" (", 1)[0] if undone is not None else None
            what = fields.get("what")
            ok = want is not None and isinstance(what, str) and what.lower() == want.lower()
            ok = ok and undone is not None and undone.cards == e.cards
            self.claim("event.fact", ok, f"the move taken back is: {want}")
        elif k == EventKind.RESHUFFLE:
            count = fields.get("count")
            self.claim(
                "event.fact",
                count == r.stock_size and e.key == ("event.reshuffle" if r.stock_size > 1 else "event.reshuffle.one"),
                f"the stock has {r.stock_size} cards",
            )

    @staticmethod
    def undone_event(r: Round, reader: int | None, undo: Any) -> Any:
        """The event of the move an undo took back: the newest move of the turn not yet taken back."""
        events = r.events if reader is None else r.events_for(reader)
        pending = 0
        for e in reversed(events[: undo.index]):
            if e.kind in (EventKind.DISCARD, EventKind.DRAW, EventKind.DEAL):
                return None
            if e.kind == EventKind.UNDO:
                pending += 1
            elif e.kind in (
                EventKind.TAKE_DISCARD,
                EventKind.GO_DOWN,
                EventKind.MELD,
                EventKind.LAY_OFF,
                EventKind.SWAP_JOKER,
            ):
                if pending == 0:
                    return e
                pending -= 1
        return None

    def check_round_over(self, r: Round, reader: int | None, text: str) -> None:
        res = r.result
        if res is None:
            self.claim("event.fact", False, "the round is not over")
            return
        if res.ending == Ending.VOID:
            self.claim("event.fact", "nobody went out" in text, "the round ended void")
            return
        names = r.names
        finisher = res.finisher or 0
        who = "You" if reader == res.finisher else names[finisher]
        m = re.match(
            r"(.+?) went out( with a Hand| with a Konkan| with a declared Konkan and won the game)? "
            r"\(R[\d.]+\)\.( It is not a (Hand|Konkan), because (.+?) (laid off on|took the joker from|"
            r"touched another player's meld this turn)(?: (.+?) meld)?, and a (Hand|Konkan) uses only (your|"
            r"their) own melds \(([^)]*)\)\.)? Scores: (.+) \(([^)]*)\)\.$",
            text,
        )
        if not m:
            raise _Stop("event round over")
        kind = {
            None: Ending.OUT,
            " with a Hand": Ending.HAND,
            " with a Konkan": Ending.KONKAN,
            " with a declared Konkan and won the game": Ending.KONKAN,
        }[m.group(2)]
        self.claim(
            "event.fact",
            m.group(1) == who and kind == res.ending and (("declared" in (m.group(2) or "")) == res.declared_konkan),
            f"{names[finisher]} went out, ending {res.ending}, declared {res.declared_konkan}",
        )
        said = {}
        for part in m.group(11).split(", "):
            pm = re.match(r"(.+) ([+-]?\d+)$", part)
            if pm:
                said[pm.group(1)] = int(pm.group(2))
        want = {("you" if s == reader else names[s]): res.scores[s] for s in range(r.players)}
        self.claim("points.score", said == want, f"the scores are {want}")
        # The scores cite the rules they rest on: R8.1 or R8.2 for the finisher, R8.3 for the others,
        # R8.5 for everyone in a Konkan, R8.4 for a partner (the finisher's partner scores 0).
        rules = {"R8.5"} if res.ending == Ending.KONKAN else {"R8.1" if res.ending == Ending.OUT else "R8.2", "R8.3"}
        if r.rules.partnership:
            rules.add("R8.4")
        self.claim(
            "rule.cited",
            cited(m.group(12)) == rules,
            f"the scores rest on {sorted(rules)}; they cite {sorted(cited(m.group(12)))}",
        )
        self.check_spoiled(r, reader, m)

    def check_spoiled(self, r: Round, reader: int | None, m: re.Match[str]) -> None:
        """'It is not a Hand, because you laid off on North's meld ...' is said exactly when the
        finisher went down in its last turn and touched another player's meld in it (R8.2, R8.5)."""
        res = r.result
        assert res is not None
        finisher = res.finisher or 0
        names = r.names
        events = r.events
        start = len(events) - 1
        while start > 0 and not (
            events[start - 1].kind in (EventKind.DISCARD, EventKind.DEAL) and events[start - 1].seat != finisher
        ):
            start -= 1
        done: list[Any] = []  # the last turn's moves not taken back
        for e in events[start:]:
            if e.kind == EventKind.UNDO:
                for i in range(len(done) - 1, -1, -1):
                    if done[i].kind in (
                        EventKind.TAKE_DISCARD,
                        EventKind.GO_DOWN,
                        EventKind.MELD,
                        EventKind.LAY_OFF,
                        EventKind.SWAP_JOKER,
                    ):
                        del done[i]
                        break
            else:
                done.append(e)
        opening = next((e for e in done if e.kind == EventKind.GO_DOWN), None)
        touches = [
            e
            for e in done
            if e.kind in (EventKind.LAY_OFF, EventKind.SWAP_JOKER)
            and e.meld_index is not None
            and r.table[e.meld_index].owner != finisher
        ]
        spoiled = opening is not None and bool(touches)
        self.claim(
            "event.fact",
            bool(m.group(3)) == spoiled,
            "the finisher went down and out in one turn, touching another player's meld: not a Hand"
            if spoiled
            else "the finisher did not spoil a Hand",
        )
        if not (spoiled and m.group(3) and opening is not None):
            return
        shape = re.search(rf"went down with ({MELDS}), ", opening.message)
        konkan = bool(shape) and is_konkan_shape([check_meld(fresh_cards(g)) for g in melds_in_text(shape.group(1))])  # type: ignore[union-attr]
        word = "Konkan" if konkan else "Hand"
        first = touches[0]
        owner = owner_words(r.table[first.meld_index].owner, finisher, reader, names)
        me = reader == finisher
        how = "laid off on" if first.kind == EventKind.LAY_OFF else "took the joker from"
        self.claim(
            "event.fact",
            res.ending == Ending.OUT
            and m.group(4) == word == m.group(8)
            and m.group(5) == ("you" if me else names[finisher])
            and m.group(6) == how
            and m.group(7) == owner
            and m.group(9) == ("your" if me else "their"),
            f"it is not a {word}, because {names[finisher]} {how} {owner} meld",
        )
        self.claim(
            "rule.cited",
            cited(m.group(10)) == {"R4.5", "R8.5" if konkan else "R8.2"},
            f"a spoiled {word} cites R4.5 and {'R8.5' if konkan else 'R8.2'}",
        )

    def audit_result(self, r: Round) -> None:
        res = r.result
        if res is None:
            return
        self.sentence(res.message, res.rule, "score line")
        self.guard(self.check_round_over, r, None, res.message)
        rules = r.rules
        partner = rules.partner(res.finisher) if (rules.partnership and res.finisher is not None) else None
        for line in res.lines:
            self.sentence(line.message, line.rule, "score line")
            self.report.sources[f"score line: {line.key}"] += 1
            s = line.seat
            name = r.names[s]
            hand = r.hand(s)
            text = line.message
            self.claim("score.line", text.startswith(name + " "), f"the line is {name}'s")
            if res.ending == Ending.VOID:
                self.claim("score.line", line.score == 0 and "void" in text, "a void round scores nothing")
                continue
            if s == res.finisher:
                bonus = r.rules.going_out_score  # R8.1, and twice it for a Hand or a Konkan (R8.2, R8.5)
                want = bonus if res.ending == Ending.OUT else 2 * bonus
                m = re.search(r": (-?\d+) \(R", text)
                self.claim(
                    "score.line",
                    line.score == want and bool(m) and int(m.group(1)) == want,  # type: ignore[union-attr]
                    f"the finisher scores {want}",
                )
                continue
            if s == partner:
                self.claim("score.line", line.score == 0 and "partner" in text, "the finisher's partner scores 0")
                continue
            if res.ending == Ending.KONKAN:
                m = re.search(r"flat (\d+)", text)
                self.claim(
                    "score.line",
                    line.score == 200 and bool(m) and int(m.group(1)) == 200,  # type: ignore[union-attr]
                    "a Konkan costs every opponent a flat 200",
                )
                continue
            doubled = res.ending == Ending.HAND
            if not r.is_down(s):
                m = re.search(r"never went down, so pays (\d+)(?:, doubled by the Hand to (\d+))?", text)
                ok = (
                    bool(m)
                    and int(m.group(1)) == 100
                    and line.score == (200 if doubled else 100)
                    and (  # type: ignore[union-attr]
                        (m.group(2) is not None) == doubled
                    )
                    and (not doubled or int(m.group(2)) == 200)
                )  # type: ignore[union-attr]
                self.claim("score.line", ok, f"{name} never went down: 100{', doubled to 200' if doubled else ''}")
                continue
            m = re.search(rf"holds ({CARDS}|no cards), worth (\d+)(?:, doubled by the Hand to (\d+))?", text)
            value = sum(card_value(c, rules.joker_penalty) for c in hand)
            held = Counter(c.face for c in hand)
            ok = (
                bool(m)
                and Counter(faces_in(m.group(1)) if m.group(1) != "no cards" else []) == held
                and int(m.group(2)) == value
                and line.score == (2 * value if doubled else value)
                and (  # type: ignore[union-attr]
                    (m.group(3) is not None) == doubled
                )
                and (not doubled or int(m.group(3)) == 2 * value)
            )  # type: ignore[union-attr]
            self.claim(
                "score.line",
                ok,
                f"{name} holds {faces_text(list(held.elements()))}, worth {value}"
                f"{', doubled to ' + str(2 * value) if doubled else ''} (R8.3)",
            )


class _Before:
    """What the events of a move are checked against: the position just before it."""

    def __init__(self, r: Round):
        self.seat = r.current
        self.top = r.discard_top
        self.table = r.table
        self.faces = Counter(c.face for c in r.hand(r.current))


class _Watched:
    """The round as a RandomPlayer sees it, auditing each position before the move is played."""

    def __init__(self, auditor: Auditor, r: Round):
        self._auditor = auditor
        self._r = r

    def __getattr__(self, name: str) -> Any:
        return getattr(self._r, name)

    def apply(self, action: Action) -> Action:
        self._auditor.apply(self._r, action)
        return self._r.history[-1]


def owner_words(owner: int, actor: int, reader: int | None, names: Sequence[str]) -> str:
    if owner == actor:
        return "your own" if reader == actor else "their own"
    if owner == reader:
        return "your"
    return f"{names[owner]}'s"


def feeds(a: Face, b: Face, jokers: int = 1) -> bool:
    """Two natural cards that can stand in one meld whose other cards are at most ``jokers`` jokers:
    asked of check_meld itself, every way ([a, b] and one or two jokers)."""
    if not a[0] or not b[0] or a == b:
        return False
    pair = fresh_cards([a, b])
    return any(check_meld(pair + [Card.joker(i) for i in range(k)]).legal for k in range(1, jokers + 1))


def toward(faces: Counter[Face]) -> int:
    """The jokers two cards of a hand may have beside them toward a meld: those held and one card
    more, never more than the table lets share a meld (R4.3, R9)."""
    return min(_TABLE[0].jokers_per_meld, faces[_JOKER] + 1)


def find_owned_meld(pos: Position, faces: Sequence[Face], owner: str) -> int | None:
    """The table meld holding these cards that ``owner`` ("your", "East's") names, if any."""
    return next(
        (
            i
            for i, tm in enumerate(pos.table)
            if [c.face for c in tm.cards] == list(faces) and owner in pos.owner_words(tm.owner)
        ),
        None,
    )


def card_faces(value: Any) -> list[Face]:
    """The faces a sentence's field names: a card, or cards in text such as ``7♠ 8♠ Joker``."""
    if isinstance(value, Card):
        return [value.face]
    return faces_in(str(value))


def parts_of(h: Any, *, items: bool = False) -> list[tuple[str, dict[str, Any]]]:
    """A hint's sentences (or the items of its list), each a key and its fields."""
    return [(k, dict(f)) for k, f in (h.items if items else getattr(h, "parts", ()))]


# The sentences that name the card taken this turn in a field {card}.
_NAMES_TOOK = frozenset({"hint.took_oblige", "hint.taken_oblige", "hint.taken_laid_off"})

# best_opening's key for each form of a hint that says why there is no opening inside its own sentence.
_WHY_NOT_KEYS = {
    "short": "OPENING_SHORT",
    "sets_only": "OPENING_SETS_ONLY",
    "no_meld": "OPENING_NO_MELD",
    "no_meld.run": "OPENING_NO_MELD.run",
    "needs_discard": "OPENING_NEEDS_DISCARD",
    "fits_not": "OPENING_TAKEN_CARD_FITS_NOT",
    "fits_not.opening": "OPENING_TAKEN_CARD_FITS_NOT.opening",
    "konkan_only": "KONKAN_DECLARED_ONLY",
}


def near_miss(rng: random.Random, pos: Position) -> Action | None:
    """A move close to a legal one, likely refused: the refusals a learner meets."""
    seat, hand, table = pos.seat, pos.hand, pos.table
    deck = full_deck()
    choice = rng.randrange(15)
    if choice == 0:
        missing = [c for c in deck if pos.faces[c.face] == 0]
        return Discard(seat, rng.choice(missing)) if missing else None
    if choice == 1:
        twins = [c for c in deck if pos.faces[c.face] == 1 and c not in hand]
        return Discard(seat, rng.choice(twins)) if twins else None
    if choice == 2:
        return rng.choice(
            [Draw(seat), TakeDiscard(seat, pos.top), ReturnDiscard(seat), Undo(seat), DeclareKonkan(seat)]
        )
    if choice == 3:
        if pos.top is None:
            return TakeDiscard(seat, rng.choice(deck))
        twin = (
            Card(pos.top.rank, pos.top.suit, 1 - pos.top.copy) if not pos.top.is_joker else Card.joker(1 - pos.top.copy)
        )
        return TakeDiscard(seat, rng.choice([twin, rng.choice(deck)]))
    if choice in (4, 5) and len(hand) >= 3:
        ms = melds_in(hand)
        if ms and rng.random() < 0.7:
            m = rng.choice(ms)
            cards = list(m.cards)
            if rng.random() < 0.6:
                cards[rng.randrange(len(cards))] = rng.choice(hand)
            if len(set(cards)) != len(cards):
                return None
            return Meld(seat, (tuple(cards),))
        return Meld(seat, (tuple(rng.sample(hand, 3)),))
    if choice in (6, 7) and hand:
        i = rng.randrange(len(table) + 1) if table else 0
        k = rng.choice((1, 1, 2))
        return LayOff(seat, tuple(rng.sample(hand, min(k, len(hand)))), i)
    if choice == 8 and hand and table:
        return SwapJoker(seat, (rng.choice(hand),), rng.randrange(len(table)))
    if choice == 9:
        other = (seat + 1) % pos.n
        return rng.choice([Draw(other), Discard(other, rng.choice(hand))]) if hand else Draw(other)
    if choice == 10 and hand:
        return Discard(seat, rng.choice(hand))
    if choice == 11 and not pos.down and len(hand) >= 6:
        ms = melds_in(hand)
        if len(ms) >= 1:
            return Meld(seat, (ms[-1].cards,))
    if choice == 12 and len(hand) >= 2:  # too few cards, or a card named twice that is held once
        a, b = rng.sample(hand, 2)
        twin = Card(a.rank, a.suit, 1 - a.copy) if not a.is_joker else Card.joker(1 - a.copy)
        return Meld(seat, ((a, b),)) if twin in hand or rng.random() < 0.5 else Meld(seat, ((a, twin, b),))
    if choice == 13 and hand:  # a joker's card named wrongly, in a meld or a lay-off
        wanted = rng.choice(deck[:104])
        ms = [m for m in melds_in(hand) if m.has_joker] if any(c.is_joker for c in hand) else []
        if ms:
            return Meld(seat, (rng.choice(ms).cards,), (wanted,))
        if table:
            return LayOff(seat, (rng.choice(hand),), rng.randrange(len(table)), wanted)
    if choice == 14 and len(hand) >= 5:  # five of a rank, or a run too long, from hand cards
        return Meld(seat, (tuple(rng.sample(hand, 5)),))
    return None


def stacked_konkan(rng: random.Random, rules: Rules, dealer: int) -> list[Card]:
    """A deck dealing one seat a Konkan, whole or one or two cards short (the rest on top of the stock)."""
    deck = new_deck(rng.randrange(2**32))
    suit = rng.choice("SHDC")
    length = rng.choice((10, 11))
    low = rng.randint(1, 14 - length + 1)
    run = [Card(1 if p == 14 else p, suit) for p in range(low, low + length)]
    rank = rng.randint(1, 13)
    suits = rng.sample("SHDC", 14 - length)
    group = [Card(rank, s, 1 if Card(rank, s) in run else 0) for s in suits]
    konkan = run + group
    if rng.random() < 0.3:
        konkan[rng.randrange(len(konkan))] = Card.joker()
    short = rng.choice((0, 0, 1, 2))
    held, later = konkan[: len(konkan) - short], konkan[len(konkan) - short :]
    rest = [c for c in deck if c not in konkan]
    n = rules.players
    starter = (dealer + 1) % n
    target = rng.randrange(n)
    order = [(starter + i) % n for i in range(n)]
    out: list[Card] = []
    for seat in order:
        size = 15 if seat == starter else 14
        if seat == target:
            hand = held + [rest.pop() for _ in range(size - len(held))]
            rng.shuffle(hand)
            out += hand
        else:
            out += [rest.pop() for _ in range(size)]
    # The cards still missing come up within the target's first draws.
    stock = rest
    for c in later:
        stock.insert(rng.randrange(0, min(len(stock), 3 * n)), c)
    return out + stock


def nondefault(rules: Rules) -> dict[str, Any]:
    base = Rules().to_dict()
    return {k: v for k, v in rules.to_dict().items() if base.get(k) != v or k == "players"}


def audit(
    games: int,
    seed: int = 0,
    *,
    first: int = 0,
    max_turns: int = 60,
    follow: float = 0.5,
    near_misses: int = 3,
    oracle_every: int = 3,
    keep: int = 3,
    live_every: int = 3,
    look_ahead_every: int = 8,
    until: Collection[str] = (),
) -> Report:
    """Play ``games`` seeded games (numbered from ``first``) and check every claim of every
    sentence (see the module). ``live_every`` and ``look_ahead_every`` read the live line and the
    strong player's look-ahead at one position in so many (0: never). With ``until`` (kinds of
    claim), the audit stops as soon as a false claim of each of those kinds has been caught: a test
    that a planted fault is caught need play no further."""
    try:
        return Auditor(
            seed,
            max_turns=max_turns,
            follow=follow,
            near_misses=near_misses,
            oracle_every=oracle_every,
            keep=keep,
            live_every=live_every,
            look_ahead_every=look_ahead_every,
            until=until,
        ).run(games, first)
    finally:
        _TABLE[0] = Rules()


# --- the widgets: every sentence a learner reads on the page ----------------------------------------


class _CheckedPlayer:
    """A computer player at a widget's table whose every reason is audited where it is given."""

    def __init__(self, player: Any, auditor: WidgetAuditor):
        self.player = player
        self.auditor = auditor

    def decide(self, view: Any) -> Any:
        d = self.player.decide(view)
        self.auditor.check_decision(d)
        return d

    def play_turn(self, round: Round) -> list[Any]:  # the table asks decide() only; here for the protocol
        return list(self.player.play_turn(round))


class WidgetAuditor(Auditor):
    """Plays games at the :class:`konkan.widgets.Table` through the page's own intents (a learner
    following the hints, computer players giving reasons) and reads every sentence the page
    shows: the live line, the message, the hint box, the status, the buttons' reasons, the
    narration and each computer's reason, the score list. Each hand dealt is also tried in the
    meld checker and the opening trainer, and each round scored is entered on a score sheet."""

    def __init__(self, seed: int = 0, *, max_steps: int = 160, keep: int = 3):
        super().__init__(seed, keep=keep)
        self.max_steps = max_steps
        self.table: Any = None
        self._shown: set[str] = set()

    def run(self, games: int) -> Report:
        t0 = time.perf_counter()
        for g in range(games):
            self.guard(self.table_game, g)
        self.report.games += games
        self.report.seconds += time.perf_counter() - t0
        return self.report

    # --- a game at the table -----------------------------------------------------------------
    def table_game(self, g: int) -> None:
        from konkan import Game
        from konkan.play.players import GreedyPlayer, StrongPlayer
        from konkan.widgets import Table

        rng = random.Random(f"widgets:{self.seed}:{g}")
        rules, _number, _dealer, _deck = self.setup(rng)
        if rules.game_end == "elimination":  # seats leave the game: the table maps them (another helper's part)
            rules = dataclasses.replace(rules, game_end="rounds")
        rules = dataclasses.replace(rules, rounds=min(rules.rounds, 2))
        _TABLE[0] = rules
        seed = f"widgets:{self.seed}:{g}"
        self.ctx = {
            "audit_seed": self.seed,
            "game": g,
            "rules": nondefault(rules),
            "seed": seed,
            "number": 1,
            "rounds": rules.rounds,
            "dealer": rules.players - 1,
            "deck": None,
            "turn": 0,
            "step": 0,
        }
        game = Game(rules, seed=seed)
        others = [
            _CheckedPlayer(
                StrongPlayer(seed=f"{seed}:{k}", budget=1) if k % 2 else GreedyPlayer(seed=f"{seed}:{k}"), self
            )
            for k in range(rules.players - 1)
        ]
        t = self.table = Table(game, seat=0, opponents=others)
        self._shown = set()
        self.read_table(t)
        self.try_small_widgets(t.round)
        rounds_seen = 1
        for step in range(self.max_steps):
            self.ctx["step"] = step
            r = t.round
            self.r = r
            if r.is_over:
                self.check_sheet(r)
                if t.game.is_over:
                    break
                self.send(t, {"kind": "act", "action": "next_round"})
                rounds_seen += 1
                self.try_small_widgets(t.round)
                continue
            if r.current != t.seat:
                self.send(t, {"kind": "step", "at": t.revision})
                continue
            self.send(t, {"kind": "hint"})
            self.learner_move(t)
        self.r = None
        self.report.turns += rounds_seen

    def send(self, t: Any, content: dict[str, Any]) -> None:
        before = dict(t.message)
        try:
            t._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})
        except Exception as e:
            self.raised(f"the table's intent {content}", e)
        if t.message != before and t.message.get("tone") == "error":
            self.report.sources[f"table error: {content.get('kind')}"] += 1
        self.read_table(t)

    def learner_move(self, t: Any) -> None:
        """The move the best hint starts with, made as a learner makes it: pick, set aside, click."""
        from konkan.play.hints import hints_for_view

        r = t.round
        hs = [h for h in hints_for_view(r.view(t.seat)) if h.actions]
        a = hs[0].actions[0] if hs else next(iter(r.legal_actions().simple()))
        history = len(r.history)
        simple = {Draw: "draw", TakeDiscard: "take", ReturnDiscard: "put_back", Undo: "undo", DeclareKonkan: "declare"}
        if type(a) in simple:
            self.send(t, {"kind": "act", "action": simple[type(a)]})
        elif isinstance(a, Discard):
            self.send(t, {"kind": "pick", "cards": [a.card.id]})
            self.send(t, {"kind": "act", "action": "discard"})
        elif isinstance(a, Meld):
            for k, group in enumerate(a.groups):
                self.send(t, {"kind": "pick", "cards": [c.id for c in group]})
                wanted = (a.joker_as or (None,) * len(a.groups))[k]
                if isinstance(wanted, Card) and t.live.get("joker"):
                    self.send(t, {"kind": "joker", "reading": wanted.code})
                self.send(t, {"kind": "act", "action": "stage" if k < len(a.groups) - 1 else "meld"})
        elif isinstance(a, (LayOff, SwapJoker)):
            self.send(t, {"kind": "pick", "cards": [c.id for c in a.cards]})
            self.send(t, {"kind": "target", "index": a.meld_index})
            self.send(t, {"kind": "act", "action": "lay_off" if isinstance(a, LayOff) else "swap"})
        if len(r.history) == history and not r.is_over and r.current == t.seat:
            # The page could not play it as picked: make any legal move, so the game goes on.
            legal = list(r.legal_actions().simple())
            move = (
                next((x for x in legal if isinstance(x, Discard)), None)
                or next((x for x in legal if isinstance(x, Draw)), None)
                or legal[0]
            )
            r.apply(move)
            t._refresh()
            self.read_table(t)

    # --- what the page shows -----------------------------------------------------------------
    def read(self, text: Any, rule: str | None, source: str) -> None:
        if not isinstance(text, str) or not text or (source, text) in self._shown:
            return
        self._shown.add((source, text))  # type: ignore[arg-type]
        self.sentence(text, rule or None, source)
        self.report.sources[source] += 1

    def read_table(self, t: Any) -> None:
        r = t.round
        self.read(t.live.get("text"), None, "table: live line")
        self.read(t.message.get("text"), t.message.get("rule"), "table: message")
        self.read(t.hint.get("text"), t.hint.get("rule"), "table: hint")
        status = t.status.get("text", "")
        self.read(status, None, "table: status")
        if status:
            self.check_status(t, status)
        for b in t.actions:
            self.read(b.get("reason"), None, "table: button")
        for e in t.narration:
            self.read(e.get("text"), e.get("rule"), "table: narration")
            self.read(e.get("why"), None, "table: narration")
        for rd in t.scores.get("rounds", []):
            self.read(rd.get("message"), None, "table: scores")
            for line in rd.get("lines", []):
                self.read(line.get("message"), line.get("rule"), "table: scores")
        rounds = t.scores.get("rounds", [])
        if t.status.get("round_over") and rounds:  # the round-end panel
            self.read(rounds[-1].get("message"), None, "table: round end")
        end = t.scores.get("end") or {}
        if end.get("text"):  # the game-end panel
            self.read(end["text"], end.get("rule"), "table: game end")
            g = t.game
            ge = g.end
            self.claim(
                "widget.text",
                ge is not None
                and end["text"] == ge.text
                and end.get("rule") in cited(end["text"])
                and all(g.names[s] in end["text"] for s in g.winners)
                and [st["total"] for st in end["standings"]] == [g.totals[st["seat"]] for st in end["standings"]],
                f"the engine says: {ge.text if ge else 'the game is not over'}",
            )
        self.check_live_shown(t)
        del r

    def check_status(self, t: Any, text: str) -> None:
        g, r = t.game, t.round
        m = re.match(r"Round (\d+) is over\.", text)
        if m:
            self.claim("widget.text", r.is_over and int(m.group(1)) == r.number, f"round {r.number}, over: {r.is_over}")
        m = re.match(r"(.+) \(computer\) is playing\.", text)
        if m:
            self.claim(
                "widget.text",
                not r.is_over and m.group(1) == r.names[r.current] and r.current in t.players,
                f"{r.names[r.current]} is to play",
            )
        m = re.match(r"The game is over: (.+) won\.", text)
        if m:
            want = " and ".join(g.names[s] for s in g.winners)
            self.claim("widget.text", g.is_over and m.group(1) == want, f"the winners are {want}")

    def check_live_shown(self, t: Any) -> None:
        """The live line the page shows is the engine's verdict on exactly the picked cards."""
        from konkan.widgets.table import live_line

        if not t.picked:
            self.claim("widget.text", not t.live, "a live line with nothing picked")
            return
        r = t.round
        picked = [Card.from_id(i) for i in t.picked]
        staged = tuple(tuple(Card.from_id(i) for i in grp) for grp in t.staged)
        want = live_line(
            r,
            r.view(t.me),
            picked,
            target=t.target,
            reading=t._reading,
            staged=staged,
            staged_readings=tuple(t._staged_readings),
        )
        # A learner's own table, down, also outlines the melds the picked cards can be added to, as
        # the engine judges a lay-off or a joker's swap there (R6.1, R6.2), and says to press one.
        v = r.view(t.me)
        if t.table_state.lay_off_help and not r.is_over and r.current == t.me and v.is_down:
            cards = tuple(picked)
            fits = [
                i
                for i in range(len(r.table))
                if r.check(LayOff(t.me, cards, i)).ok or r.check(SwapJoker(t.me, cards, i)).ok
            ]
            if fits:
                want = {**want, "fits": fits}
                if t.target not in fits:
                    want["text"] = say("widget.table.live.fits", text=want["text"])
        self.claim(
            "widget.text",
            t.live == want,
            f"the page's live line is not the engine's: {want.get('text')}",
            sentence=str(t.live.get("text")),
        )

    def check_decision(self, d: Any) -> None:
        """A computer player's move at the table, and its reason, read where it is given."""
        from konkan.play.hints import hints_for_view

        r = self.table.round if self.table is not None else None
        if r is None or not d.why:
            return
        pos = Position(r)
        self.sentence(d.why, None, "table: computer's reason")
        self.report.sources["table: computer's reason"] += 1
        self.claim("rule.cited", bool(cited(d.why)), "a player's reason cites no rule")
        hs = hints_for_view(r.view(pos.seat))
        self.guard(self.check_reason, pos, d.action, d.parts, hs)
        self.guard(self.check_look_ahead_words, pos, d)

    # --- the meld checker and the opening trainer ----------------------------------------------------
    def try_small_widgets(self, r: Round) -> None:
        self.guard(self.try_checker, r)
        self.guard(self.try_trainer, r)

    def try_checker(self, r: Round) -> None:
        from konkan.widgets import MeldChecker

        rules = r.rules
        hand = list(r.hand(r.current))
        m = MeldChecker(hand, rules=rules)
        rng = random.Random(f"checker:{self.ctx.get('game')}:{r.number}")
        picks = [list(v.cards) for v in melds_in(hand)[:6]]
        picks += [rng.sample(hand, k) for k in (2, 3, 3, 4)]
        for cards in picks:
            got = m.pick(cards)
            v = m.verdict
            want = check_meld(cards)
            self.sentence(v["message"], v.get("rule") or None, "checker")
            self.report.sources["checker"] += 1
            self.claim(
                "widget.text",
                v["message"] == want.message and got.message == want.message,
                f"check_meld says: {want.message}",
            )
            offered = [Card.from_id(x["card"]) for x in v["readings"]]
            # A player names a card only for a run's lone joker (R4.4); a three-card set's stays open.
            lone_run = want.legal and want.kind == "run" and sum(c.is_joker for c in cards) == 1
            choices = [want.joker_as, *want.joker_options] if lone_run and want.joker_options else []
            self.claim(
                "widget.text",
                Counter(offered) == Counter(choices) if len(choices) > 1 else not offered,
                f"readings offered {[str(c) for c in offered]}; the player may name {[str(c) for c in choices]}",
            )
            shown = v.get("joker_shown") or {"cards": [], "word": ""}
            text = f" {shown['word']} ".join(str(Card.from_id(i)) for i in shown["cards"])
            said = self.joker_said(want)
            self.claim("widget.text", text == said, f"the joker is shown as {text!r}; the sentence says {said!r}")
            for c in offered[1:2]:
                m.read_joker_as(c)
                alt = check_meld(cards, joker_as=c)
                self.sentence(m.verdict["message"], None, "checker")
                self.claim("widget.text", m.verdict["message"] == alt.message, f"check_meld says: {alt.message}")

    @staticmethod
    def joker_said(v: Any) -> str:
        """What a meld's sentence says its jokers stand for: ``7♥``, ``7♥ and 8♥``, or for a
        three-card set ``7♠ or 7♥`` (R4.4), read from the sentence itself."""
        if not v.legal or not any(c.is_joker for c in v.cards):
            return ""
        m = re.search(r"The joker stands for the (\w+) of ([♠♥♦♣](?: or [♠♥♦♣])*); which one stays open", v.message)
        if m:
            return " or ".join(
                f"{face_text((v.rank, s))}"
                for s in [next(k for k, g in SUIT_GLYPHS.items() if g == x) for x in m.group(2).split(" or ")]
            )
        m = re.search(
            rf"the jokers? standing for ({CARD}(?: and {CARD})?)|The jokers? stands? for the missing "
            rf"({CARD}(?: and {CARD})?)",
            v.message,
        )
        return (m.group(1) or m.group(2)) if m else ""

    def try_trainer(self, r: Round) -> None:
        from konkan.widgets import OpeningTrainer
        from konkan.widgets.trainer import judging_round

        hand = list(r.hand(r.current))
        if len(hand) != 15:
            return
        t = OpeningTrainer(hand, rules=r.rules)
        self.sentence(t.message.get("text", ""), None, "trainer")
        best = t.best
        if not best.groups:
            return  # nothing to group: the trainer's sentence on the hand was read above
        for group in best.groups:
            g = t.group(list(group))
            self.sentence(g.message, g.rule, "trainer")
        verdict = t.submit()
        self.sentence(verdict.message, verdict.rule, "trainer")
        self.report.sources["trainer"] += 1
        jr = judging_round(hand, r.rules)
        pos = Position(jr)
        out = t.outcome
        best_text = out.get("best", {}).get("text", "")
        if best_text:
            self.sentence(best_text, out["best"].get("rule"), "trainer")
            self.check_opening_words(pos, best_text, hand, None)
        if best.groups:
            a = Meld(pos.seat, tuple(tuple(g) for g in best.groups), best.joker_as)
            self.check_verdict(pos, a, jr.check(a))

    # --- the score sheet -----------------------------------------------------------------------------
    def check_sheet(self, r: Round) -> None:
        """The round scored again on a score sheet, as a table would enter it: the same lines."""
        from konkan.widgets import ScoreSheet

        res = r.result
        if res is None or ("sheet", id(r)) in self._shown:  # type: ignore[comparison-overlap]
            return
        self._shown.add(("sheet", id(r)))  # type: ignore[arg-type]
        rules = r.rules
        sheet = ScoreSheet(rules.players, rules=rules, names=list(r.names))
        ending = str(res.ending.value)
        hands = [[] if s == res.finisher else list(r.hand(s)) for s in range(r.players)]
        try:
            lines = sheet.add_round(
                hands, finisher=res.finisher, ending=ending, went_down=[r.is_down(s) for s in range(r.players)]
            )
        except Exception as e:
            self.raised("the score sheet's add_round", e)
            return
        self.sentence(sheet.message.get("text", "") or "The sheet scored the round.", None, "score sheet")
        for line, want in zip(lines, res.lines):
            self.sentence(line.message, line.rule, "score sheet")
            self.report.sources["score sheet"] += 1
            self.claim(
                "widget.text",
                line.message == want.message and line.score == want.score,
                f"the round's line says: {want.message}",
            )
        self.claim("widget.text", list(sheet.totals) == list(res.scores), f"the round's scores are {res.scores}")
        for text in sheet.sentences:  # the sheet's status, totals and (once over) its end
            self.read(text, None, "score sheet: status")


def audit_widgets(games: int, seed: int = 0, *, max_steps: int = 160, keep: int = 3) -> Report:
    """Play ``games`` games at the Table widget and read every sentence the page shows (see
    :class:`WidgetAuditor`)."""
    try:
        return WidgetAuditor(seed, max_steps=max_steps, keep=keep).run(games)
    finally:
        _TABLE[0] = Rules()


def replay(recipe: dict[str, Any]) -> Round:
    """The round at a false claim's position, rebuilt from its recipe."""
    rules = Rules(**{**{"players": 4}, **recipe["rules"]})
    deck = [Card.from_id(i) for i in recipe["deck"]] if recipe.get("deck") else None
    r = Round(rules, number=recipe["number"], dealer=recipe["dealer"], seed=recipe["seed"], deck=deck)
    for text in recipe.get("actions", []):
        r.apply(Action.parse(text))
    return r


def replay_id(path: str, ident: str) -> Round:
    """The round at the false claim ``ident`` (such as ``"cards.pile#1"``) of a recipes file that
    ``benchmarks/bench_truth.py --recipes`` wrote."""
    with open(path, encoding="utf-8") as f:
        recipes = json.load(f)
    return replay(next(rc for rc in recipes if rc.get("id") == ident))


# --- the lessons: every sentence of every step -----------------------------------------------------
#
# audit_lessons reads every lesson of konkan.teaching.lessons.all(): at each step's staged position and after
# each move of its solution and of each wrong try, the engine's sentences (the position audit above:
# hints, verdicts, the live line for the learner's picks, events, score lines) and the feedback
# Attempt.play gives; each question's feedback on its right answer and on a few wrong ones; and the
# lesson's own words, whose claims are checked by program against the step's position.

CLAIM_TYPES.update(
    {
        "lesson.card": "a card a step's goal, hint, why line, done text or word on a mistake names is one the learner "
        "can see there (hand, table, pile, the question's cards), or completes a group the sentence "
        "names (a joker's reading, a gap); a general example ('like ...') is exempt",
        "lesson.meld": "'A B C is a run/set/meld', 'is not a run', 'like A B C' after 'a run is', 'a gap where X "
        "should be', 'the joker stands for X', 'has two X' in a lesson's words are check_meld's at "
        "that table",
        "lesson.points": "a point total said next to cards ('worth 24 points', 'adds up to 51', 'costs 15') is "
        "check_meld's points (melds) or hand_penalty (cards in hand) at that table; 'at least N' "
        "to go down is the table's minimum",
        "lesson.rule": "a rule cited next to a meld claim is the rule check_meld cites for those cards",
        "lesson.count": "a number of cards tied to the position ('you have 14 cards', 'starts with 15 cards') is "
        "the hand's size there",
    }
)

_POS_CLAIM = re.compile(
    r"^[^.;:]*?\b(?:is|are|makes?|forms?|they are|it is|that is)\s+(?:still\s+|also\s+|now\s+)?"
    r"(?:a|an|one)\s+(?:[\w-]+\s+){0,2}?(run|set|meld)\b"
)
_NEG_CLAIM = re.compile(
    r"^[^.;]*?(?:\b(?:is|are)\s+(?:not|never)\s+(?:a|an|one)\s+(?:[\w-]+\s+){0,2}?(run|set|meld)\b"
    r"|\b(?:isn't|aren't)\s+(?:a|an)\s+(run|set|meld)\b"
    r"|\b(?:cannot|can't|can never|could not|never)\s+(?:be|make|form)\s+(?:a|an|one)\s+(run|set|meld)\b"
    r"|\bis neither\b|\b(?:goes|go|turns?|going)\s+(?:round|around)\s+the\s+corner"
    rf"|\bhas a gap\b|\bhas two (?:{CARD}|spades|hearts|diamonds|clubs)\b)"
)
_LIKE_CLAIM = re.compile(r"\b(run|set|meld)s?\b[^.;]*\b(?:like|such as|for example|for instance)[\s:,]*$")
_EXAMPLE = re.compile(r"\b(?:like|such as|for example|for instance|imagine|suppose)\b", re.IGNORECASE)
_JOKER_READ = re.compile(
    rf"(?:stands? for|standing for|could (?:be|stand for)|as) (?:the )?(?:missing )?({CARD})"
    rf"(?: (or|and) (?:the )?({CARD}))?"
)
_GAP = re.compile(rf"gap where (?:the )?({CARD}) should be")
_HAS_TWO = re.compile(rf"\bhas two ({CARD}|spades|hearts|diamonds|clubs)\b")
_POINTS = re.compile(
    r"(?:(?P<verb>worth|adds? up to|add up to|costs?|comes? to|totals?|scores?) )?(?P<n>\d+) points?\b"
    r"|(?P<verb2>worth|adds? up to|add up to|costs?|comes? to|totals?|make|makes)"
    r" (?:only |just |exactly )?(?P<n2>\d+)\b(?! cards?| more)"
)
_IS_POINTS = re.compile(r"\s+(?:is|are) (?:worth )?(\d+)\b(?! cards?| short| more)")
_SUM = re.compile(r"(?<![\d.])(\d+(?: \+ \d+)+),? (?:so |is |= |makes? |comes to |gives )?(\d+)\b")
_GOING_OUT = re.compile(r"(?:\bminus |(?<![\w+-])[-−])(\d+)\b")
_NUMBER = re.compile(r"(?<![\w.♠♥♦♣])\d+(?![\d♠♥♦♣])")
_FLAT = re.compile(r"\bflat (\d+)\b")
_OUT_WORDS = re.compile(r"\b(?:go|goes|going|went) out\b|\bHand\b|\bKonkan\b")
_COST = re.compile(r"\bcosts?\b|\bin (?:your |the |a |their )?hand\b|\bleft\b|\bpenalt|\bpays?\b", re.IGNORECASE)
_CUMULATIVE = re.compile(r"\b(?:[Aa]dd|[Aa]dding|[Aa]dded|[Pp]lus|brings?|so far|[Ww]ith those)\b(?! up)")
_ALL_CARDS = re.compile(r"\b(?:together|in all|altogether|in total|between them)\b", re.IGNORECASE)
_MINIMUM = re.compile(r"\b(?:at least|needs?|minimum of|minimum is) (\d+)\b")
_GO_DOWN = re.compile(r"\bgo(?:es|ing)? down\b|\bopening\b|\bto open\b", re.IGNORECASE)
_OTHER_TABLES = re.compile(
    r"\bsome tables\b|\bother tables\b|\bhouse rule\b|\bif the table\b|\bat some\b", re.IGNORECASE
)
_HAND_COUNT = re.compile(
    r"\b(?:you (?:have|hold|now have|now hold|were dealt|are dealt)|your hand (?:has|holds)|a hand "
    r"of|your) (\d+) cards\b",
    re.IGNORECASE,
)
_DEAL_COUNT = re.compile(r"(\w[\w-]*) starts? with (\d+) cards, everyone else has (\d+)")
_SUIT_PLURAL = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}


@dataclass
class LessonExample(Example):
    """A false claim in a lesson: where is the lesson, the step and the point of it."""

    def where(self) -> str:
        rc = self.recipe
        return f"lesson {rc.get('lesson')!r}, step {rc.get('step')!r}: {rc.get('at')}"


def _card_of(face: Face) -> Card:
    return Card.joker(0) if face[0] == 0 else Card(face[0], face[1])


_RANGE = re.compile(rf"({CARD}) to ({CARD})")
_WITH_JOKERS = re.compile(r"\s+(?:and|with|plus) (?:(a|one|the)|(two|both|the two)) jokers?\b")


def _groups(sentence: str) -> list[tuple[int, int, list[Face]]]:
    """The groups of cards a sentence names, with where they are: ``(start, end, faces)``. A run
    written ``2♥ to J♥`` is every card from one to the other; ``5♥ 6♥ with two jokers`` holds them."""
    out = []
    for m in re.finditer(rf"{CARD} to {CARD}|{CARDS}", sentence):
        r = _RANGE.fullmatch(m.group(0))
        if r:
            a, b = faces_in(r.group(1))[0], faces_in(r.group(2))[0]
            if a[0] == 0 or b[0] == 0 or a[1] != b[1]:
                continue
            lo, hi = a[0], (14 if b[0] == 1 else b[0])
            faces = [(1 if k == 14 else k, a[1]) for k in range(lo, hi + 1)]
        else:
            faces = faces_in(m.group(0))
        end = m.end()
        w = _WITH_JOKERS.match(sentence, end)
        if w:
            faces += [_JOKER] * (1 if w.group(1) else 2)
            end = w.end()
        out.append((m.start(), end, faces))
    return out


def _meld_of(faces: Sequence[Face]) -> Any:
    """check_meld of cards as written (a run's joker read from its place), or else at the engine's own
    reading (the reading worth more)."""
    v = judge_faces(faces)
    if v.legal:
        return v
    w = check_meld(fresh_cards(faces))
    return w if w.legal else v


class LessonAuditor(Auditor):
    """Reads every sentence of every lesson step and checks its claims; see :func:`audit_lessons`."""

    def __init__(self, *, keep: int = 3, near_misses: int = 3, live_every: int = 1, look_ahead_every: int = 0):
        super().__init__(
            seed=0,
            max_turns=0,
            near_misses=near_misses,
            keep=keep,
            live_every=live_every,
            look_ahead_every=look_ahead_every,
        )
        self.steps = 0
        self.lessons = 0

    # --- bookkeeping: a false claim says its lesson and step ---------------------------------------
    def recipe(self) -> dict[str, Any]:
        return {k: self.ctx.get(k) for k in ("lesson", "step", "at")}

    def claim(self, kind: str, ok: bool, says: str = "", sentence: str | None = None) -> bool:
        exs = self.report.examples.get(kind, [])
        before = len(exs)
        super().claim(kind, ok, says, sentence)
        exs = self.report.examples.get(kind, [])
        if len(exs) > before:
            e = exs[-1]
            exs[-1] = LessonExample(e.type, e.sentence, e.says, e.recipe)
        return ok

    def at(self, where: str) -> None:
        self.ctx["at"] = where

    # --- a whole audit -------------------------------------------------------------------------------
    def run_lessons(self, lessons: Sequence[Any]) -> Report:
        t0 = time.perf_counter()
        for lesson in lessons:
            self.lesson(lesson)
        self.report.games = self.lessons
        self.report.turns = self.steps
        self.report.seconds += time.perf_counter() - t0
        return self.report

    def lesson(self, lesson: Any) -> None:
        self.lessons += 1
        self.ctx = {"lesson": lesson.name, "step": "-", "at": "the lesson's title and summary"}
        _TABLE[0] = Rules()
        self.phrase(lesson.title, "lesson: title")
        self.phrase(lesson.summary, "lesson: summary")
        for step in lesson.steps:
            self.ctx = {"lesson": lesson.name, "step": step.id, "at": "the staged position"}
            self.steps += 1
            try:
                self.step(step)
            except Exception as e:  # a step the harness could not read is a false claim, never a crash
                self.raised(f"lesson {lesson.name!r}, step {step.id!r}", e)
            finally:
                self.r = None

    @staticmethod
    def rules_of(step: Any) -> Rules:
        pos = step.position
        if pos is None:
            return Rules()
        return pos.rules if pos.rules is not None else Rules(players=len(pos.hands))

    def step(self, step: Any) -> None:
        from konkan.teaching.lessons import Question

        rules = self.rules_of(step)
        _TABLE[0] = rules
        if isinstance(step, Question) and getattr(step, "puzzle", None) is not None:
            self.puzzle_question(step)
        elif isinstance(step, Question):
            start, path, sizes = self.question(step)
            self.lesson_words(step, start, path, sizes, sizes)
        else:
            start, path, first, sizes = self.move_step(step)
            self.lesson_words(step, start, path, first, sizes)

    # --- what the learner can see ---------------------------------------------------------------------
    @staticmethod
    def seen(r: Round, seat: int) -> set[Face]:
        """The faces the seat sees: its hand, the table (and what its jokers stand for), the pile; every
        hand once the round is over (the score lines name them)."""
        v = r.view(seat)
        cards: list[Card] = [*v.hand, *v.discard_pile, *(c for m in v.table for c in m.cards)]
        for tm in r.table:
            cards += [*getattr(tm, "joker_readings", ()), *([tm.joker_as] if tm.joker_as is not None else [])]
            cards += [Card(tm.joker_as.rank, s) for s in getattr(tm, "joker_open", ()) or ()] if tm.joker_as else []
        if r.is_over:
            cards += [c for s in range(r.players) for c in r.hand(s)]
        return {c.face for c in cards}

    # --- a move step ----------------------------------------------------------------------------------
    def move_step(self, step: Any) -> tuple[set[Face], set[Face], set[int], set[int]]:
        """Read the step's staged position and every position its solution and wrong tries reach:
        the faces the learner sees at the start and along the way, and the hand's sizes."""
        from konkan.teaching.lessons import Attempt

        seat = step.seat
        start = step.round()
        self.r = start
        self._read = {}
        self.audit_events(start, None)
        self.check_deal_counts(start)
        self.audit_position(start)
        seen_start = self.seen(start, seat)
        path = set(seen_start)
        sizes = {len(start.hand(seat))}
        tries = [("the solution", tuple(step.solution))] + [(f"the wrong try {w!r}", (w,)) for w in step.wrong]
        for label, moves in tries:
            a = Attempt(step)
            r = a.round
            assert r is not None
            self.r = r
            self._read = {
                reader: len(r.events if reader is None else r.events_for(reader))
                for reader in [None, *range(r.players)]
            }
            for k, move in enumerate(moves):
                self.at(f"{label}, move {k + 1} ({move})")
                if r.is_over or r.current != seat or a.done or a.failed:
                    break
                if k > 0:
                    self.audit_position(r)
                act = Action.parse(f"seat {seat}: {move}") if not str(move).startswith("seat") else Action.parse(move)
                v = r.check(act)
                self.guard(self.check_verdict, Position(r), act, v)
                self.guard(self.check_picks, r, act)
                pre = _Before(r)
                fb = a.play(move)
                self.sentence(fb.text, fb.rule or None, "lesson: feedback")
                self.report.sources[f"lesson feedback: {'done' if fb.done else 'ok' if fb.ok else 'refused'}"] += 1
                self.engine_claims(fb.text)
                if fb.ok:
                    self.audit_events(r, pre)
                    if r.is_over:
                        self.audit_result(r)
                path |= self.seen(r, seat)
                sizes.add(len(r.hand(seat)))
            self.at(f"{label}, after its last move")
            if not r.is_over and r.current == seat and not a.done:
                self.audit_position(r)  # what the learner reads next: the hints of the position the try left
        return seen_start, path, {len(start.hand(seat))}, sizes

    def check_picks(self, r: Round, act: Action) -> None:
        """The table's live line for the cards the learner picks to play this move (read as the position
        audit reads a hint's picks)."""
        from types import SimpleNamespace

        hand = r.hand(r.current)
        fakes: list[Any] = []
        if isinstance(act, Meld):
            for g in act.groups:
                cards = pick(hand, [c.face for c in g])
                if cards:
                    fakes.append(SimpleNamespace(kind=HintKind.MELD, groups=(tuple(cards),), cards=tuple(cards)))
        elif isinstance(act, (LayOff, SwapJoker)):
            cards = pick(hand, [c.face for c in act.cards])
            if cards:
                fakes.append(
                    SimpleNamespace(kind=HintKind.LAY_OFF, cards=tuple(cards), meld_index=act.meld_index, groups=())
                )
        elif isinstance(act, Discard):
            cards = pick(hand, [act.card.face])
            if cards:
                fakes.append(SimpleNamespace(kind=HintKind.DISCARD, cards=tuple(cards), groups=()))
        if fakes:
            self.check_live(Position(r), fakes)

    def check_deal_counts(self, r: Round) -> None:
        """'South starts with 15 cards, everyone else has 14': the hands the staged position holds."""
        if not r.is_first_turn:
            return  # a position later in the round: the deal's counts are of its start, not checked here
        for e in r.events:
            m = _DEAL_COUNT.search(e.message)
            if m:
                self._sentence = e.message
                starter = r.current
                others = {len(r.hand(s)) for s in range(r.players) if s != starter}
                held = len(r.hand(starter))
                self.claim(
                    "lesson.count",
                    int(m.group(2)) == held and others <= {int(m.group(3))},
                    f"at this position {r.names[starter]} holds {len(r.hand(starter))} cards and the others "
                    + ", ".join(str(len(r.hand(s))) for s in range(r.players) if s != starter),
                )

    # --- a question -----------------------------------------------------------------------------------
    def question(self, q: Any) -> tuple[set[Face], set[Face], set[int] | None]:
        from konkan.teaching.lessons import Attempt

        seen: set[Face] = {c.face for c in q.cards} | {c.face for ch in q.choices for c in ch.cards}
        sizes = None
        if q.position is not None:
            r = q.position.round()
            self.r = r
            seen |= self.seen(r, q.seat)
            sizes = {len(r.hand(q.seat))}
        right = q.right()
        answers: list[Any] = [right]
        if q.choices:
            n = len(q.choices)
            if q.multiple:
                answers += [frozenset(range(n)) - right] + [right ^ {k} for k in range(n)]
            else:
                answers += [k for k in range(n) if k != right]
        else:
            answers += [right + 1, right - 1, right + 10]
        answers += [w for w in q.mistakes if w not in answers]
        for value in dict.fromkeys(answers):
            self.at(f"the answer {sorted(value) if isinstance(value, frozenset) else value!r}")
            fb = Attempt(q).answer(sorted(value) if isinstance(value, frozenset) else value)
            self.sentence(fb.text, None, "lesson: question")
            self.report.sources[f"lesson question: {'right' if fb.ok else 'wrong'}"] += 1
            self.engine_claims(fb.text)
        return seen, seen, sizes

    def puzzle_question(self, q: Any) -> None:
        """A puzzle asked as a question (``Question.from_puzzle``): the puzzle's sentences read as
        :func:`audit_puzzles` reads them, and the lesson's feedback on the right answer and on an
        answer for each slip the puzzle diagnoses."""
        from konkan.teaching.lessons import Attempt

        p = q.puzzle
        reader = PuzzleAuditor(keep=self.keep)
        reader.report = self.report
        reader.ctx = {
            "kind": p.kind,
            "level": p.level,
            "seed": p.seed,
            "rules": nondefault(p.rules),
            "at": f"lesson {self.ctx.get('lesson')!r}, step {self.ctx.get('step')!r}",
        }
        reader.puzzle(p)
        _TABLE[0] = p.rules
        seen = {c.face for c in reader.shown_cards(p)} | reader.engine_named(p)
        self.phrase(q.title, "lesson: title")
        self.sentence(q.prompt, None, "lesson: prompt")
        for value in [p.answer, *reader.mistake_answers(p)]:
            self.at(f"the answer {_quoted(value)}")
            fb = Attempt(q).answer(value)
            self.sentence(fb.text, None, "lesson: question")
            self.report.sources[f"lesson question: {'right' if fb.ok else 'wrong'}"] += 1
            reader.ctx["at"] = f"the lesson's feedback on {_quoted(value)}"
            reader.read(p, fb.text, None, seen, words=False)

    def engine_claims(self, text: str) -> None:
        """The engine's sentences in a feedback: meld refusals (the harness's reading), and point
        totals and meld claims as the lesson's words are read."""
        for s in sentences_of(text):
            self.check_meld_refusal(s)
        self.claims_of(text, seen=None, check_rule=False)

    # --- the lesson's own words -----------------------------------------------------------------------
    def phrase(self, text: str, source: str) -> None:
        """A title or a label: read as a sentence (its words), not needing a full stop."""
        if not text:
            return
        self.sentence(text if text.rstrip().endswith((".", "!", "?", ")")) else text + ".", None, source)

    def lesson_words(
        self, step: Any, start: set[Face], path: set[Face], first: set[int] | None, sizes: set[int] | None
    ) -> None:
        """The step's own words: goal, hint and prompt at the staged position, why lines, done text and
        words on mistakes along the solution and the wrong tries; the intro's claims but not its cards."""
        from konkan.teaching.lessons import Question

        self.at("the step's own words")
        self.phrase(step.title, "lesson: title")
        self.sentence(step.intro, None, "lesson: intro")
        self.claims_of(step.intro, seen=None, sizes=first)
        said: list[tuple[str, str, set[Face], set[int] | None]] = [
            ("lesson: goal", str(step.goal), start, first),
            ("lesson: hint", step.hint, start, first),
        ]
        if isinstance(step, Question):
            said.append(("lesson: prompt", step.prompt, start, first))
            for ch in step.choices:
                self.phrase(ch.label, "lesson: choice")
        said.append(("lesson: done", step.done_text, path, sizes))
        said += [("lesson: mistake", str(t), path, sizes) for t in step.mistakes.values()]
        for source, text, seen, counts in said:
            if text:
                self.sentence(text, None, source)
                self.claims_of(text, seen=seen, sizes=counts)
        if step.why:
            self.sentence(" ".join(step.why), None, "lesson: why")  # shown together: nothing said twice
            for line in step.why:
                self._sentence = line
                self.claims_of(line, seen=path, sizes=sizes)

    def claims_of(
        self, text: str, *, seen: set[Face] | None, check_rule: bool = True, sizes: set[int] | None = None
    ) -> None:
        """Check the claims of each sentence: the cards named are there (``seen``, unless None), meld
        claims, point totals, rules cited next to a meld claim, numbers of cards."""
        for s in sentences_of(text):
            self._sentence = s
            groups = _groups(s)
            if seen is not None and not _EXAMPLE.search(s):
                self.check_present(s, groups, seen)
            self.check_meld_claims(s, groups, check_rule)
            self.check_points(s, groups)
            if sizes is not None:
                for m in _HAND_COUNT.finditer(s):
                    self.claim(
                        "lesson.count",
                        int(m.group(1)) in sizes,
                        f"the hand holds {' or '.join(map(str, sorted(sizes)))} cards here",
                    )

    def check_present(self, s: str, groups: list[tuple[int, int, list[Face]]], seen: set[Face]) -> None:
        for _a, _b, faces in groups:
            for f in faces:
                if f == _JOKER and ("Joker" not in s or f in seen):
                    ok = True
                else:
                    ok = f in seen or self.completes(f, groups)
                self.claim(
                    "lesson.card",
                    ok,
                    f"{face_text(f)} is nowhere the learner can see at this step "
                    "(hand, table, pile, the question's cards)",
                )

    @staticmethod
    def completes(f: Face, groups: list[tuple[int, int, list[Face]]]) -> bool:
        """The card is what a group the sentence names lacks: a joker's reading or a gap's card."""
        card = _card_of(f)
        for _a, _b, g in groups:
            if g == [f] or f == _JOKER:
                continue
            base = [x for x in g if x != f]
            if len(base) < 2:
                continue
            if check_meld(fresh_cards([*base, f])).legal:
                return True
            jokers = base if _JOKER in base else [*base, _JOKER]
            if check_meld(fresh_cards(jokers), joker_as=card).legal:
                return True
        return False

    def check_meld_claims(self, s: str, groups: list[tuple[int, int, list[Face]]], check_rule: bool) -> None:
        for k, (a, b, faces) in enumerate(groups):
            end = groups[k + 1][0] if k + 1 < len(groups) else len(s)
            head, tail = s[groups[k - 1][1] if k else 0 : a], s[b:end]
            neg = _NEG_CLAIM.match(tail)
            pos = None if neg else _POS_CLAIM.match(tail)
            like = None if (neg or pos) else _LIKE_CLAIM.search(head)
            if not (neg or pos or like):
                continue
            v = _meld_of(faces)
            shown = faces_text(faces)
            if neg:
                kind = next((x for x in neg.groups() if x), "meld")
                legal = v.legal and (kind == "meld" or v.kind == kind)
                self.claim("lesson.meld", not legal, f"check_meld({shown!r}) says: {v.message}")
                gap = _GAP.search(s, b)
                if gap and gap.start() < end:
                    w = check_meld(fresh_cards([*faces, *faces_in(gap.group(1))]))
                    self.claim("lesson.meld", w.legal and w.kind == "run", f"with {gap.group(1)} added: {w.message}")
                two = _HAS_TWO.search(tail)
                if two:
                    word = two.group(1)
                    if word in _SUIT_PLURAL:
                        n = sum(x[1] == _SUIT_PLURAL[word] for x in faces if x[0])
                    else:
                        n = sum(x == faces_in(word)[0] for x in faces)
                    self.claim("lesson.meld", n >= 2, f"{shown} holds {n} of {word}")
                if check_rule and cited(s) and not v.legal:
                    self.check_rule_cited(s, v, shown)
            else:
                kind = (pos or like).group(1)  # type: ignore[union-attr]
                legal = v.legal and (kind == "meld" or v.kind == kind)
                self.claim("lesson.meld", legal, f"check_meld({shown!r}) says: {v.message}")
                if check_rule and cited(s) and v.legal:
                    self.check_rule_cited(s, v, shown)
        if re.search(r"\bjoker\b", s, re.IGNORECASE):
            for m in _JOKER_READ.finditer(s):
                before = [g for g in groups if g[1] <= m.start()]
                base = next((g[2] for g in reversed(before) if _JOKER in g[2]), None)
                if base is None:
                    base = next(
                        ([*g[2], _JOKER] for g in reversed(before) if len([x for x in g[2] if x[0]]) >= 2), None
                    )
                if base is None:
                    continue
                negated = re.search(r"\b(?:cannot|can't|can not|not|never|won't)\s+(?:\w+\s+)?$", s[: m.start()])
                readings: list[Any] = [m.group(1)] + ([m.group(3)] if m.group(3) else [])
                if m.group(2) == "and" and sum(x == _JOKER for x in base) == 2:
                    readings = [readings]  # two jokers, one reading each
                for card_text in readings:
                    wanted = (
                        tuple(_card_of(faces_in(t)[0]) for t in card_text)
                        if isinstance(card_text, list)
                        else _card_of(faces_in(card_text)[0])
                    )
                    card_text = " and ".join(card_text) if isinstance(card_text, list) else card_text
                    w = check_meld(fresh_cards(base), joker_as=wanted)
                    if negated:
                        self.claim(
                            "lesson.meld",
                            not w.legal,
                            f"in {faces_text(base)} the joker can stand for {card_text}: {w.message}",
                        )
                    else:
                        self.claim(
                            "lesson.meld",
                            w.legal,
                            f"in {faces_text(base)} the joker can't stand for {card_text}: {w.message}",
                        )

    def claim_value(self, n: int, groups: list[list[Face]], span: str) -> None:
        """``n`` said as the value of these groups: their meld points, or what they cost in hand."""
        in_hand = hand_value([f for g in groups for f in g], _TABLE[0])
        verdicts = [_meld_of(g) for g in groups]
        melds = all(v.legal for v in verdicts)
        meld_points = sum(v.points for v in verdicts)
        want = in_hand if (_COST.search(span) or not melds) else meld_points
        named = ", ".join(faces_text(g) for g in groups)
        self.claim(
            "lesson.points",
            n == want,
            f"{named} is worth {in_hand} in hand (R8.3)"
            + (f" and {meld_points} as melds (R5.1)" if melds else "")
            + f": here {want}, not {n}",
        )

    def check_rule_cited(self, s: str, v: Any, shown: str) -> None:
        """A sentence making a meld claim cites a rule the engine cites for those cards."""
        said = {r for r in cited(s) if r.startswith("R4.") or r == "R9"}
        if not said:
            return  # the sentence cites the rule of another claim (a Konkan's R8.5, say), not a meld rule
        engine = {v.rule} | cited(v.message)
        self.claim(
            "lesson.rule", bool(engine & said), f"check_meld cites {', '.join(sorted(engine))} for {shown}: {v.message}"
        )

    def check_points(self, s: str, groups: list[tuple[int, int, list[Face]]]) -> None:
        last = 0
        for m in _POINTS.finditer(s):
            n = int(m.group("n") or m.group("n2"))
            # The cards since the number said before this one (a meld's value, a sum) are what it counts.
            last = max([last, *(x.end() for x in _NUMBER.finditer(s, 0, m.start()))])
            near = [g for g in groups if last <= g[0] and g[1] <= m.start()]
            span = s[last : m.end()]
            last = m.end()
            if not near and _ALL_CARDS.search(s):
                near = [g for g in groups if g[1] <= m.start()] or groups
            if not near or _CUMULATIVE.search(span):
                continue  # no cards, or a running total ("Add the run ...: 72 points") of melds said before
            self.claim_value(n, [g[2] for g in near], span)
        for k, (_a, b, faces) in enumerate(groups):
            said = _IS_POINTS.match(s, b)
            if said and not (k + 1 < len(groups) and groups[k + 1][0] < said.end()):
                self.claim_value(int(said.group(1)), [faces], s[b : said.end()])
        for m in _SUM.finditer(s):
            terms = [int(t) for t in m.group(1).split(" + ")]
            self.claim("lesson.points", sum(terms) == int(m.group(2)), f"{m.group(1)} makes {sum(terms)}")
            before = [g[2] for g in groups if g[1] <= m.start()]
            if len(before) == 1 and not _CUMULATIVE.search(s[: m.start()]):
                self.claim_value(int(m.group(2)), before, s[: m.end()])
        rules = _TABLE[0]
        for m in _GOING_OUT.finditer(s) if _OUT_WORDS.search(s) and not re.search(r"\b[Tt]otals?\b", s) else ():
            out = -rules.going_out_score
            self.claim(
                "lesson.points",
                int(m.group(1)) in (out, 2 * out),
                f"going out scores {-out} at this table, {-2 * out} with a Hand or a Konkan (R8.1, R8.2, R8.5)",
            )
        for m in _FLAT.finditer(s):
            if "Konkan" in s:
                self.claim(
                    "lesson.points", int(m.group(1)) == KONKAN_PENALTY, f"a Konkan costs a flat {KONKAN_PENALTY} (R8.5)"
                )
            elif re.search(r"\bnever\b", s):
                self.claim(
                    "lesson.points",
                    int(m.group(1)) == NOT_DOWN_PENALTY,
                    f"never going down costs {NOT_DOWN_PENALTY} (R8.3)",
                )
        if _GO_DOWN.search(s) and not _OTHER_TABLES.search(s):
            for m in _MINIMUM.finditer(s):
                if not re.match(r"\s*(?:cards?|melds?|runs?|sets?)\b", s[m.end() :]):
                    want = _TABLE[0].opening_minimum
                    self.claim(
                        "lesson.points", int(m.group(1)) == want, f"this table's opening minimum is {want} (R5.1)"
                    )


def audit_lessons(
    lessons: Sequence[Any] | None = None,
    *,
    keep: int = 3,
    near_misses: int = 3,
    live_every: int = 1,
    look_ahead_every: int = 0,
) -> Report:
    """Read every sentence of every step of ``lessons`` (all of ``konkan.teaching.lessons.all()`` by default)
    and check its claims (see :class:`LessonAuditor`). ``Report.games`` counts the lessons and
    ``Report.turns`` the steps."""
    from konkan.teaching import lessons as lessons_module

    try:
        return LessonAuditor(
            keep=keep, near_misses=near_misses, live_every=live_every, look_ahead_every=look_ahead_every
        ).run_lessons(lessons_module.all() if lessons is None else lessons)
    finally:
        _TABLE[0] = Rules()


# --- the puzzles: every sentence of every puzzle ---------------------------------------------------
#
# audit_puzzles draws puzzles of every kind at every level (konkan.teaching.puzzles.generate) at a few tables
# and reads every sentence a learner can see: the prompt, the hint, the solution, and the verdict on
# the right answer, on an answer for each mistake the puzzle diagnoses (found by trying answers around
# the right one), on a few random wrong answers and on malformed ones. Each sentence's words are read
# as every sentence is (nothing twice, no program words, no slips); its cards are ones the puzzle
# shows or the engine names for it (a Konkan's missing cards, a joker's reading, a gap's card); its
# meld claims and point totals are check_meld's and hand_penalty's at that table; every rule cited
# exists and fits what the sentence is about; and the numbers a verdict states are the engine's (the
# right answer) or the learner's own (the answer being judged).

CLAIM_TYPES.update(
    {
        "puzzle.rule": "a rule a puzzle sentence cites exists in the rule book and fits what the sentence is about "
        "(scores cite R8, a Hand R8.2, a partner R8.4, runs R4.1, taking the discard R3.3, a house "
        "rule R9 ...)",
        "puzzle.number": "a number a puzzle's verdict states is the engine's (what the cards cost, the seat's score, "
        "the meld's or opening's points, how short of a Konkan) or the learner's own answer, "
        "quoted back truly",
        "puzzle.card": "a card a puzzle sentence names is in the puzzle (its hand, hands, table, top discard) or one "
        "the engine names for it (a Konkan's missing card, a joker's reading, a gap's card)",
        "puzzle.answer": "the puzzle's own answer is judged right, every answer judged wrong has a sentence citing a "
        "rule or saying the form, and a malformed answer is told the form, never an exception",
        "puzzle.fits": "a take-or-draw puzzle that says its top discard fits no meld with the hand (or makes no new "
        "meld with it) is right: no meld, jokers included, holds that card among the hand's cards and it",
    }
)

# What each rule is about, as words a sentence citing it uses (R1, R2 and R7.1 are cited rarely, and
# freely). A sentence citing a rule must speak of its topic.
_RULE_TOPICS: dict[str, re.Pattern[str]] = {
    k: re.compile(v, re.IGNORECASE)
    for k, v in {
        "R3.3": r"\btak(?:e|es|en|ing)\b|\bdraw|\bdiscard pile\b|\bstock\b",
        "R3.5": r"\bdiscard|\bturn ends\b|\bkeep|\bin (?:your )?hand\b|\bempty",
        "R4.1": r"\brun\b|\bruns\b|\bcorner\b|\bin order\b|\bsuit\b|\bking\b|\btwo\b",
        "R4.2": r"\bset\b|\bsets\b|\bsuits?\b|\brank\b",
        "R4.3": r"\bjokers?\b",
        "R4.4": r"\bjokers?\b|\bstands? for\b",
        "R5.1": r"\bworth\b|\bpoints?\b|\bgo(?:es|ing)? down\b|\bopening\b|\bcount",
        "R5.2": r"\brun\b|\bruns\b",
        "R5.4": r"\bgo(?:es|ing)? out\b|\bevery card\b",
        "R6.1": r"\blay(?:s|ing)? off\b|\blaid off\b|\bgoes on\b|\bfits?\b|\bmelds?\b",
        "R6.2": r"\bswap|\bjokers?\b",
        "R7.2": r"\bgo(?:es|ing)? out\b|\bwent out\b",
        "R8.1": r"\bgo(?:es|ing)? out\b|\bwent out\b|\bscores?\b|\bminus\b",
        "R8.2": r"\bHand\b|\bdoubl",
        "R8.3": r"\bcosts?\b|\bhand\b|\bholds?\b|\bpays?\b|\bnever went down\b|\bcount|\bworth\b|\bleft\b",
        "R8.4": r"\bpartners?\b",
        "R8.5": r"\bKonkan\b|\b200\b",
        "R8.6": r"\bdeclar|\bKonkan\b",
        "R9": r"\btable\b|\bhouse\b",
    }.items()
}


class PuzzleAuditor(LessonAuditor):
    """Reads every sentence of puzzles and checks its claims; see :func:`audit_puzzles`."""

    def __init__(self, *, keep: int = 3, scan: int = 60):
        super().__init__(keep=keep)
        self.scan = scan
        self.puzzles = 0

    def recipe(self) -> dict[str, Any]:
        return {k: self.ctx.get(k) for k in ("kind", "level", "seed", "rules", "at")}

    def claim(self, kind: str, ok: bool, says: str = "", sentence: str | None = None) -> bool:
        exs = self.report.examples.get(kind, [])
        before = len(exs)
        Auditor.claim(self, kind, ok, says, sentence)
        exs = self.report.examples.get(kind, [])
        if len(exs) > before:
            e = exs[-1]
            exs[-1] = PuzzleExample(e.type, e.sentence, e.says, e.recipe)
        return ok

    # --- a whole audit -------------------------------------------------------------------------------
    def run_puzzles(
        self, seeds: Sequence[int], kinds: Sequence[str], levels: Sequence[int], tables: Sequence[Rules | None]
    ) -> Report:
        from konkan.teaching.puzzles import generate

        t0 = time.perf_counter()
        for rules in tables:
            for kind in kinds:
                for level in levels:
                    for seed in seeds:
                        self.ctx = {
                            "kind": kind,
                            "level": level,
                            "seed": seed,
                            "rules": nondefault(rules) if rules is not None else {},
                            "at": "generate",
                        }
                        try:
                            p = generate(kind, seed=seed, level=level, rules=rules)
                        except Exception as e:
                            self.raised(f"generate({kind!r}, seed={seed}, level={level})", e)
                            continue
                        self.puzzles += 1
                        try:
                            self.puzzle(p)
                        except Exception as e:  # a puzzle the harness could not read is a false claim
                            self.raised(f"puzzle {kind} level {level} seed {seed}", e)
        self.report.games = self.puzzles
        self.report.seconds += time.perf_counter() - t0
        _TABLE[0] = Rules()
        return self.report

    # --- one puzzle ----------------------------------------------------------------------------------
    @staticmethod
    def shown_cards(p: Any) -> list[Card]:
        d = p.data
        cards: list[Card] = [*d.get("cards", ()), *d.get("hand", ())]
        cards += [c for h in d.get("hands", ()) for c in h]
        cards += [c for m in d.get("table", ()) for c in m]
        if d.get("top") is not None:
            cards.append(d["top"])
        return cards

    def engine_named(self, p: Any) -> set[Face]:
        """Cards the engine may name for this puzzle beyond those shown: what its jokers stand for in
        the melds it holds or makes, a Konkan's missing cards."""
        out: set[Face] = set()
        d = p.data
        groups = [list(m) for m in d.get("table", ())]
        if p.kind in ("meld", "is_meld"):
            groups.append(list(d["cards"]))
        if p.kind in ("opening", "take_discard"):
            hand = list(d.get("cards") or d.get("hand"))
            if d.get("top") is not None:
                hand.append(d["top"])
            op = best_opening(hand, p.rules)
            groups += [list(m.cards) for m in op.melds]
        for g in groups:
            v = check_meld(g)
            if v.legal:
                out |= {c.face for c in (*v.joker_readings, *v.readings_shown)}
                if v.kind == "set" and v.jokers:  # either missing suit (R4.4)
                    out |= {(v.rank, x) for x in "SHDC"}
        if p.kind == "konkan":
            shape = konkan_shape(list(d["cards"]))
            out |= {c.face for c in shape.missing}
        return out

    def puzzle(self, p: Any) -> None:
        _TABLE[0] = p.rules
        seen = {c.face for c in self.shown_cards(p)} | self.engine_named(p)
        self.at("the prompt")
        self.read(p, p.prompt.split("\n")[0], "puzzle: prompt", seen)
        for line in p.prompt.split("\n")[1:]:
            if re.fullmatch(rf"{CARDS}", line):
                continue  # a bare line of cards is the picture, not a sentence
            if not line.rstrip().endswith((".", "!", "?", ")")):
                self.phrase(line, "puzzle: prompt")  # a label ("On the table:", "South's meld 5♥ 5♣ 5♠")
                self.read(p, line, None, seen, words=False)
            else:
                self.read(p, line, "puzzle: prompt", seen)
        self.at("the hint")
        self.read(p, p.hint, "puzzle: hint", seen)
        self.at("the solution")
        self.sentence(" ".join(p.solution.split("\n")), None, "puzzle: solution")  # shown together
        for line in p.solution.split("\n"):
            self._sentence = line
            self.read(p, line, None, seen, words=False)
        if p.kind == "is_meld":  # the answer is the engine's own verdict on the cards
            legal = check_meld(list(p.data["cards"])).legal
            self.claim(
                "puzzle.answer",
                p.answer == ("yes" if legal else "no"),
                f"the engine says the cards {'make' if legal else 'make no'} meld",
            )
        self.judged(p, p.answer, seen, right=True)
        for answer in self.mistake_answers(p):
            self.judged(p, answer, seen)
        rng = random.Random(f"{p.kind}/{p.level}/{p.seed}")
        for answer in self.random_answers(p, rng):
            self.judged(p, answer, seen)
        for bad in ("lots", 3.5, {"a": 1}, ["x", "y"], "12 x", object(), True, [None], *self.empty(p)):
            self.judged(p, bad, seen, malformed=True)

    @staticmethod
    def empty(p: Any) -> list[Any]:
        """None and [] where they are not answers: None reads as "no" for a meld or an opening, [] as
        nothing to lay off."""
        return ([] if p.kind in ("meld", "opening") else [None]) + ([] if p.kind == "lay_off" else [[]])

    # Numbers a verdict quotes from the learner's answer, and engine phrasings the lessons' point reading
    # would take for a claim about other cards: checked on their own (check_numbers, check_engine_numbers)
    # and blurred before the lessons' claims are read.
    _LEARNERS = re.compile(
        r"(?<=\bYou gave )([A-Z][\w-]*(?: [A-Z][\w-]*)?) -?\d+|(?<=\bYou charged )([A-Z][\w-]*) -?\d+"
        r"|(?<=\bto )-?\d+(?=, but the doubling)|\bNot -?\d+(?= for |:|\.)|“[^”]*”|\byou [a-z ]+?, -?\d+, but"
        r"|, which takes \d+ points|your best is \d+ points: \d+ short of \d+|You counted [^,]+, \d+ points"
        r"|You can go down with that, \d+ points"
    )

    def read(self, p: Any, text: str, source: str | None, seen: set[Face], *, words: bool = True) -> None:
        if words:
            self.sentence(text, None, source)
        self.check_engine_numbers(p, text)
        blurred = self._LEARNERS.sub(lambda m: re.sub(r"-?\d+", "that", m.group(0)), text)
        blurred = re.sub(rf"\bTake the {CARD}:", "Take it:", blurred)  # the card taken is not one of the melds' cards
        blurred = re.sub(rf"(\bholds {CARDS}), worth\b", r"\1, which cost", blurred)  # a score line: cards in hand
        self.claims_of(blurred, seen=None, check_rule=True)
        for s in sentences_of(text):
            self._sentence = s
            self.check_meld_refusal(s)
            self.check_cards(s, seen)
            self.check_rules(s)
            self.check_fits(p, s)

    # What a take-or-draw puzzle may say of its top discard: it goes into no meld with the hand's cards.
    _FITS_NONE = re.compile(
        rf"\b(?:[Tt]he ({CARD}) (?:fits no meld (?:with your cards|in your hand)|makes no new meld "
        rf"with your cards)|({CARD}): it makes no new meld with your cards)"
    )

    def check_fits(self, p: Any, s: str) -> None:
        """'the 7♣ fits no meld with your cards' in a take-or-draw puzzle, checked against the engine:
        no meld of the hand's cards and the top discard, jokers included, holds the top discard."""
        if p.kind != "take_discard":
            return
        hand, top = list(p.data["hand"]), p.data["top"]
        for m in self._FITS_NONE.finditer(s):
            face = faces_in(m.group(1) or m.group(2))[0]
            self.claim(
                "puzzle.fits",
                face == top.face,
                f"the sentence is about the {face_text(face)}, but the top discard is the {top}",
            )
            found = next((v for v in melds_in([top, *hand]) if any(c.face == top.face for c in v.cards)), None)
            self.claim(
                "puzzle.fits",
                found is None,
                f"the {top} makes {' '.join(map(str, found.ordered)) if found else ''} with your cards",
            )

    _GAP_AT = re.compile(rf"gap where ({CARDS}) should be")
    _COULD = re.compile(rf"The jokers? could stand for ({CARDS}(?:,? (?:or|and) {CARDS})*) instead")
    _MISSING = re.compile(rf"({CARDS}) is not a run: it is missing ({CARDS}), and its")

    def check_cards(self, s: str, seen: set[Face]) -> None:
        # A joker is any joker (the word is general: "Jokers cost 15"); a gap's cards are the ones a run
        # lacks, a claim check_meld_refusal checks.
        gaps = [(m.start(1), m.end(1)) for m in (*self._GAP_AT.finditer(s), *self._COULD.finditer(s))]
        for m in self._MISSING.finditer(s):  # the cards a run lacks: with them (and no joker) it is a run
            gaps.append((m.start(2), m.end(2)))
            whole = [f for f in faces_in(m.group(1)) if f != _JOKER] + faces_in(m.group(2))
            w = check_meld(fresh_cards(whole))
            self.claim("puzzle.card", w.legal and w.kind == "run", f"with {m.group(2)} added: {w.message}")
        groups = _groups(s)
        for a, b, faces in groups:
            if any(x <= a and b <= y for x, y in gaps):
                continue
            for f in faces:
                self.claim("puzzle.card", f in seen or f == _JOKER, f"{face_text(f)} is not in the puzzle")

    def check_rules(self, s: str) -> None:
        from konkan import rule

        for number in sorted(cited(s)):
            try:
                rule(number)
                exists = True
            except Exception:
                exists = False
            self.claim("puzzle.rule", exists, f"there is no rule {number}")
            topic = _RULE_TOPICS.get(number)
            if exists and number == "R9":
                house = {k: v for k, v in nondefault(_TABLE[0]).items() if k not in ("players", "partnership")}
                self.claim("puzzle.rule", bool(house), "R9 is cited at a table with no house rule")
            elif exists and topic is not None:
                self.claim(
                    "puzzle.rule",
                    bool(topic.search(s)),
                    f"{number} is about {topic.pattern!r}, which the sentence never mentions",
                )

    # --- answers -------------------------------------------------------------------------------------
    def judged(self, p: Any, answer: Any, seen: set[Face], *, right: bool = False, malformed: bool = False) -> None:
        self.at(f"the answer {_quoted(answer)}")
        try:
            v = p.check(answer)
        except Exception as e:
            self.raised(f"check({_quoted(answer)})", e)
            return
        if right:
            self.claim("puzzle.answer", v.correct and not v.mistakes, f"the puzzle's own answer is judged: {v.message}")
        elif malformed:
            if v.correct:
                return  # ("none" and [] are answers for some kinds)
            self.claim(
                "puzzle.answer",
                v.message.startswith("Answer with") and v.malformed and not v.mistakes,
                f"a malformed answer is told: {v.message}",
            )
        elif not v.correct:
            self.claim(
                "puzzle.answer",
                bool(cited(v.message)) or v.message.startswith("Answer with"),
                "a wrong answer's sentence cites no rule",
            )
        source = (
            "puzzle: right"
            if v.correct
            else "puzzle: malformed"
            if malformed
            else "puzzle: mistake"
            if v.mistakes
            else "puzzle: wrong"
        )
        self.report.sources[f"{source} ({p.kind})"] += 1
        self.read(p, v.message, source, seen)
        for m in v.mistakes:
            self._sentence = m.message
            self.claim(
                "puzzle.rule",
                m.rule.split(",")[0] in cited(m.message) | cited(v.message),
                f"the mistake {m.code} rests on {m.rule}, which its sentence does not cite",
            )
            if m.message not in v.message:
                self.read(p, m.message, source, seen)
        self.check_numbers(p, answer, v)

    def mistake_answers(self, p: Any) -> list[Any]:
        """An answer for each distinct diagnosis the puzzle makes near its right answer."""
        out: dict[tuple[str, ...], Any] = {}

        def keep(answer: Any) -> None:
            try:
                v = p.check(answer)
            except Exception:
                return
            if v.mistakes and v.codes not in out:
                out[v.codes] = answer

        a = p.answer
        if isinstance(a, int):
            for d in range(-self.scan, self.scan + 1):
                if d:
                    keep(a + d)
            keep("no")
        elif p.kind == "score":
            gos = p.rules.going_out_score
            for seat in range(len(a)):
                values = {a[seat] + d for d in range(-self.scan, self.scan + 1)}
                values |= {0, 100, 200, -a[seat], 2 * a[seat], 4 * gos, 2 * gos, gos}
                values |= {a[seat] // 2, a[seat] * 2 + 10}
                for value in sorted(values - {a[seat]}):
                    keep([value if s == seat else x for s, x in enumerate(a)])
        elif p.kind == "meld":
            keep(20)
        elif p.kind == "is_meld":
            keep("no" if a == "yes" else "yes")
        elif p.kind == "take_discard":
            keep("draw" if a == "take" else "take")
        elif p.kind == "opening":
            hand = list(p.data["cards"])
            keep("no")
            if a != "no":
                keep(a[:1])
                keep(a[1:])
            for m in melds_in(hand)[:12]:
                keep([" ".join(c.code for c in m.cards)])
            from konkan.teaching.puzzles import _partition

            cut = _partition(hand, p.rules)
            if cut:
                keep([" ".join(c.code for c in g) for g in cut])
        elif p.kind == "lay_off":
            right = [] if a == "none" else list(a)
            for c in p.data["hand"]:
                keep([x for x in right if x != c.code] or "none" if c.code in right else [*right, c.code])
        return list(out.values())

    @staticmethod
    def random_answers(p: Any, rng: random.Random) -> list[Any]:
        a = p.answer
        if p.kind == "konkan":
            return [rng.randint(0, 6)]
        if isinstance(a, int):
            return [a + rng.choice([-1, 1]) * rng.randint(1, 40) for _ in range(3)]
        if p.kind == "score":
            return [[x + rng.randint(-25, 25) for x in a] for _ in range(3)]
        if p.kind == "meld":
            return [rng.randint(3, 45)]
        if p.kind == "is_meld":
            return ["yes", "no"]
        if p.kind == "konkan":
            return [rng.randint(0, 6)]
        if p.kind in ("opening", "lay_off"):
            hand = list(p.data.get("cards") or p.data["hand"])
            picks = [rng.sample(hand, min(3, len(hand))) for _ in range(2)]
            if p.kind == "opening":
                return [[" ".join(c.code for c in g)] for g in picks]
            return [[c.code for c in g] for g in picks]
        return ["take", "draw"]

    # --- numbers a verdict states ----------------------------------------------------------------------
    _GAVE = re.compile(r"You (?:gave|charged) ([A-Z][\w-]*(?: [A-Z][\w-]*)?) (-?\d+)\b")
    _DOUBLED = re.compile(r"You doubled ([A-Z][\w-]*)'s (-?\d+) to (-?\d+)")
    _SEAT_SAYS = re.compile(r"^([A-Z][\w-]*(?: [A-Z][\w-]*)?): you ")
    _SCORES_HERE = re.compile(
        r"\bscores (-?\d+) here\b|\bscores twice that, (-?\d+)|twice that: (-?\d+)|"
        r"\bso [A-Z][\w-]* scores (-?\d+)|becomes (-?\d+)\b|a flat (\d+), whatever|"
        r"\bscores (-?\d+), no more"
    )
    _YOU_SAID = re.compile(r"\byou [a-z ]+?, (-?\d+), but")
    _RIGHT_SEATS = re.compile(r"([A-Z][\w-]*(?: [A-Z][\w-]*)?) (-?\d+)(?=,|\.)")
    _NOT_N = re.compile(r"^Not (-?\d+)\b(?: for ([A-Z][\w-]*(?: [A-Z][\w-]*)?))?")
    _THEY_COST = re.compile(r"\b(?:They|the cards|these cards) cost (\d+)\b")
    _WORTH_IT = re.compile(r"\bIt is worth (\d+)\b")
    _RIGHT_POINTS = re.compile(r"^Right: (\d+) points\b")
    _EVERY_CARD = re.compile(r"\bYou counted every card, (\d+) points\b|\bwith that, (\d+) points\b")

    _TAKES = re.compile(rf"it makes the new meld ({CARDS}) with your ({CARDS}), which takes (\d+) points")
    _BEST = re.compile(r"your best is (\d+) points: (\d+) short of (\d+)", re.IGNORECASE)

    def check_engine_numbers(self, p: Any, text: str) -> None:
        """The engine's phrasings the lessons' point reading cannot read: what a taken card's meld takes
        out of the hand (R8.3), and an opening's best and how short it is (R5.1)."""
        for m in self._TAKES.finditer(text):
            own = faces_in(m.group(2))
            self.claim(
                "puzzle.number",
                int(m.group(3)) == hand_value(own, p.rules),
                f"{m.group(2)} cost {hand_value(own, p.rules)} in hand",
            )
        for m in self._BEST.finditer(text):
            n, short, minimum = (int(x) for x in m.groups())
            self.claim(
                "puzzle.number",
                n + short == minimum == p.rules.opening_minimum,
                f"{n} is {p.rules.opening_minimum - n} short of this table's {p.rules.opening_minimum}",
            )
            hand = list(p.data.get("cards") or p.data.get("hand") or ())
            if p.kind == "opening":
                best = best_opening(hand, p.rules, going_out_first=False).points
                self.claim("puzzle.number", n == best, f"the hand's best opening is {best} points")
            if p.kind == "take_discard" and not p.data.get("table"):  # with the top discard (in its melds, R9)
                top = p.data["top"]
                must = top if p.rules.taken_discard_must_be_used else None
                best = best_opening([*hand, top], p.rules, must_use=must, going_out_first=False).points
                self.claim("puzzle.number", n == best, f"the best opening with the {top} is {best} points")

    def check_numbers(self, p: Any, answer: Any, v: Any) -> None:
        """The numbers of a verdict: the learner's own, quoted back, and the engine's."""
        names = list(p.data.get("names", ()))
        right = p.answer
        given = answer
        if p.kind == "score" and isinstance(answer, str):
            given = answer.replace(",", " ").split()
        for s in sentences_of(v.message):
            self._sentence = s
            if p.kind == "score" and isinstance(given, (list, tuple)) and len(given) == len(names):
                said = {n: str(g) for n, g in zip(names, given, strict=True)}
                for m in self._GAVE.finditer(s):
                    self.claim(
                        "puzzle.number",
                        said.get(m.group(1)) == m.group(2),
                        f"the learner gave {m.group(1)} {said.get(m.group(1))}",
                    )
                for m in self._DOUBLED.finditer(s):
                    seat = names.index(m.group(1)) if m.group(1) in names else -1
                    self.claim(
                        "puzzle.number",
                        seat >= 0 and int(m.group(2)) == right[seat] and said.get(m.group(1)) == m.group(3),
                        f"{m.group(1)} scores {right[seat] if seat >= 0 else '?'} and the learner gave "
                        f"{said.get(m.group(1))}",
                    )
                seat_of = self._SEAT_SAYS.match(s)
                who = (
                    seat_of.group(1)
                    if seat_of
                    else next(
                        (n for n in names if re.search(rf"\b(?:gave|charged|doubled) {n}\b|^Not -?\d+ for {n}\b", s)),
                        None,
                    )
                )
                if who in names:
                    seat = names.index(who)
                    for m in self._SCORES_HERE.finditer(s):
                        n = int(next(g for g in m.groups() if g is not None))
                        self.claim("puzzle.number", n == right[seat], f"{who} scores {right[seat]}")
                    for m in self._YOU_SAID.finditer(s):
                        self.claim(
                            "puzzle.number", said.get(who) == m.group(1), f"the learner gave {who} {said.get(who)}"
                        )
                nn = self._NOT_N.match(s)
                if nn and nn.group(2) in names:
                    self.claim(
                        "puzzle.number",
                        said.get(nn.group(2)) == nn.group(1),
                        f"the learner gave {nn.group(2)} {said.get(nn.group(2))}",
                    )
                if s.startswith("Right: "):
                    got = dict((m.group(1), int(m.group(2))) for m in self._RIGHT_SEATS.finditer(s[7:]))
                    self.claim("puzzle.number", got == dict(zip(names, right, strict=True)), f"the scores are {right}")
                continue
            nn = self._NOT_N.match(s)
            if nn:
                self.claim(
                    "puzzle.number",
                    str(answer).strip() == nn.group(1) or _number_of(answer) == int(nn.group(1)),
                    f"the learner answered {_quoted(answer)}",
                )
            if p.kind == "hand_value":
                for m in self._THEY_COST.finditer(s):
                    self.claim(
                        "puzzle.number",
                        int(m.group(1)) == hand_penalty_of(p.data["cards"], p.rules),
                        f"the cards cost {hand_penalty_of(p.data['cards'], p.rules)} at this table",
                    )
            if p.kind == "meld":
                for m in self._WORTH_IT.finditer(s):
                    self.claim(
                        "puzzle.number",
                        int(m.group(1)) == check_meld(list(p.data["cards"])).points,
                        f"the meld is worth {check_meld(list(p.data['cards'])).points}",
                    )
            if p.kind == "opening":
                groups = answer if isinstance(answer, (list, tuple)) else []
                try:
                    total = sum(check_meld(to_cards_of(g)).points for g in groups)
                except Exception:
                    total = None
                for m in self._EVERY_CARD.finditer(s):
                    n = int(m.group(1) or m.group(2))
                    self.claim("puzzle.number", n == total, f"the learner's melds are worth {total}")
                rp = self._RIGHT_POINTS.match(s)
                if rp:
                    best = best_opening(list(p.data["cards"]), p.rules).points
                    self.claim("puzzle.number", int(rp.group(1)) == best, f"the best opening is {best} points")


@dataclass
class PuzzleExample(Example):
    """A false claim in a puzzle: its kind, level, seed and table, and which text."""

    def where(self) -> str:
        rc = self.recipe
        rules = ", ".join(f"{k}={v!r}" for k, v in (rc.get("rules") or {}).items())
        return (
            f"generate({rc.get('kind')!r}, seed={rc.get('seed')!r}, level={rc.get('level')}, "
            f"rules=Rules({rules})): {rc.get('at')}"
        )


def _quoted(answer: Any) -> str:
    text = (
        repr(answer)
        if not isinstance(answer, object) or type(answer) in (int, str, float, list, tuple, dict, bool, type(None))
        else "an object"
    )
    return text[:60]


def _number_of(answer: Any) -> int | None:
    from konkan.teaching.puzzles import _number

    return _number(answer)


def hand_penalty_of(cards: Sequence[Card], rules: Rules) -> int:
    return sum(_card_value(c, rules.joker_penalty, rules.ace_value) for c in cards)


def to_cards_of(group: Any) -> list[Card]:
    from konkan.cards import to_cards

    return to_cards(group, what="meld")


# A few tables the puzzles are read at: the game itself, and house rules that change what puzzles say.
PUZZLE_TABLES: tuple[Rules | None, ...] = (
    None,
    Rules(opening_minimum=71, jokers_per_meld=2, going_out_score=-25),
    Rules(ace_value="ten", joker_penalty=25, taken_discard_must_be_used=True),
    Rules(ace_value="always_11", going_out_score=0, opening_needs_run=False, players=3),
)


def audit_puzzles(
    seeds: Sequence[int] = range(4),
    *,
    kinds: Sequence[str] | None = None,
    levels: Sequence[int] = (1, 2, 3),
    tables: Sequence[Rules | None] = PUZZLE_TABLES,
    keep: int = 3,
    scan: int = 60,
) -> Report:
    """Read every sentence of the puzzles ``generate(kind, seed, level, rules)`` for every seed, kind,
    level and table given, and check its claims (see :class:`PuzzleAuditor`). ``Report.games`` counts
    the puzzles."""
    from konkan.teaching.puzzles import KINDS

    try:
        return PuzzleAuditor(keep=keep, scan=scan).run_puzzles(
            list(seeds), list(kinds or KINDS), list(levels), list(tables)
        )
    finally:
        _TABLE[0] = Rules()


# --- the coach's review: every sentence of a round's review --------------------------------------------
#
# audit_review reviews rounds (konkan.play.review) and checks every review.* sentence of every flagged
# decision, and the round's verdict, against the engine at the table the decision was made at (the
# seat's view the decision keeps): each card named is where the sentence says, each meld it names is
# one the round accepts, each number is the decision's own, and what the sentence says happened (a take
# that opens, a discard that makes the next player's meld) is recomputed. The hint sentence a discard's
# explanation repeats is the hint's own, for the better discard.


@dataclass
class ReviewReport:
    """Review sentences read and claims checked, with each false claim as (decision, claim, sentence)."""

    sentences: int = 0
    claims: int = 0
    false: list[tuple[int, str, str]] = field(default_factory=list)
    by_key: Counter[str] = field(default_factory=Counter)

    def claim(self, ok: bool, what: str, index: int, sentence: str) -> None:
        self.claims += 1
        if not ok:
            self.false.append((index, what, sentence))


def _faces_of(text: str) -> list[Any]:
    return sorted(c.face for c in parse_cards(text)) if text.strip() else []


def _shadow(view: Any) -> Round:
    return Round.from_view(view)


def _third_person(review: Any) -> bool:
    """Whether the review is read by someone other than its seat (its sentences name the seat)."""
    reader = getattr(review, "reader", None)
    return reader is not None and reader != review.seat


def _about_another(key: str) -> bool:
    """Whether ``key`` is a sentence about another seat by name, a ``<key>.other`` ("review.meld.other",
    another meld, is the seat's own)."""
    return key.endswith(".other") and key != "review.meld.other"


def _check_wrong_discard(
    rep: ReviewReport, key: str, f: dict[str, Any], view: Any, card: Any, better: Any, index: int, text: str
) -> None:
    """What a sentence says was wrong with the card thrown, recomputed at the seat's table."""
    from konkan.cards import card_value
    from konkan.melds import goes_with, jokers_toward
    from konkan.table_melds import lay_off_options

    rules = view.rules
    toward = jokers_toward(view.hand, rules.jokers_per_meld)

    def partners(c: Any) -> list[Any]:
        return [o for o in view.hand if not o.is_joker and o.face != c.face and goes_with(c, o, toward)]

    naturals = [c for c in view.hand if not c.is_joker]
    if key == "review.discard.in_meld":
        melds = _melds_in(naturals, rules.ace_value)
        named = [m for m in melds if card in m.cards and cards_text(m.ordered) == f["meld"]]
        ok = bool(named) and not any(better in m.cards for m in melds)
        rep.claim(ok, "review.in_meld", index, text)
    if key == "review.discard.breaks":
        faces = sorted({o.face for o in partners(card)})
        rep.claim(_faces_of(f["cards"]) == faces and not partners(better), "review.breaks", index, text)
    if key == "review.discard.own_lay_off":
        ok = view.is_down and any(
            cards_text(view.table[i].cards) == f["meld"] for i, _, _ in lay_off_options(view.table, [card])
        )
        rep.claim(ok, "review.own_lay_off", index, text)
    if key == "review.discard.kept_high":
        value = card_value(card, rules.joker_penalty, rules.ace_value)
        kept = card_value(better, rules.joker_penalty, rules.ace_value)
        ok = f["value"] == value and f["kept"] == kept and kept > value and not partners(better)
        rep.claim(ok, "review.kept_high", index, text)


def check_review(review: Any, report: ReviewReport | None = None) -> ReviewReport:
    """Check every sentence of ``review`` (a RoundReview); the claims go into ``report``."""
    from konkan.play.guessing import opening_rules
    from konkan.play.review import FLAG_POINTS
    from konkan.view import seen_in_hands

    rep = report if report is not None else ReviewReport()
    for d in review.decisions:
        if not d.parts:
            rep.claim(not d.flagged, "review.unexplained", d.index, "")
            continue
        view = d.seat_view()
        top = view.discard_top
        pts = max(1, round(d.loss))
        rep.claim(d.flagged and d.low > FLAG_POINTS, "review.flagged", d.index, d.why)
        for said_key, fields_ in d.parts:
            text = say(said_key, **dict(fields_))
            # A field is read as the sentence shows it (a card as its text), as it reads back from JSON.
            f = {k: v if isinstance(v, (int, float)) else str(v) for k, v in fields_}
            rep.sentences += 1
            rep.by_key[said_key] += 1
            key = said_key
            other = _about_another(said_key)
            if other:
                rep.claim(_third_person(review), "review.person", d.index, text)
                # The same sentence about another seat, by name: the seat's own name, read by
                # another; the next player it names is in ``next``.
                key = said_key[: -len(".other")]
                rep.claim(f.get("name") == view.names[view.seat], "review.person", d.index, text)
                f["name"] = f.pop("next") if "next" in f else None
            else:
                rep.claim(not _third_person(review), "review.person", d.index, text)
            if not key.startswith("review."):
                # The hint's own sentence, repeated for the better discard: it must be that hint's.
                hs = hints(_shadow(view), view.seat)
                hint = next((h for h in hs if h.actions and h.actions[0] == d.best), None)
                ok = hint is not None and hint.parts and hint.parts[0][0] == key and said(hint.parts[:1]) == text
                rep.claim(bool(ok), "review.hint", d.index, text)
                continue
            if "loss" in f:
                rep.claim(f["loss"] == pts, "review.loss", d.index, text)
            if key.startswith("review.take.") or key == "review.draw.better":
                rep.claim(top is not None and f["card"] == str(top), "review.pile_top", d.index, text)
                taking = (
                    isinstance(d.best, TakeDiscard)
                    if key.startswith("review.take.")
                    else isinstance(d.played, TakeDiscard)
                )
                rep.claim(taking, "review.take_side", d.index, text)
            if key == "review.take.go_down" and top is not None:
                r = _shadow(view)
                r.take_discard()
                op = best_opening([*view.hand, top], opening_rules(view), must_use=top)
                legal = op.feasible and r.can_meld(*op.groups, joker_as=list(op.joker_as))
                rep.claim(bool(legal) and op.points == f["total"], "review.opens", d.index, text)
                rep.claim(melds_text(op.melds) == f["melds"], "review.melds_named", d.index, text)
                rep.claim(not view.is_down, "review.not_down", d.index, text)
            if key == "review.take.meld" and top is not None:
                cards = parse_cards(f["meld"])
                rep.claim(_check_meld(cards, rules=view.rules).ok, "review.meld_ok", d.index, text)
                hand = [c.face for c in view.hand]
                rest = [c.face for c in cards]
                rest.remove(top.face) if top.face in rest else None
                rep.claim(
                    top.face in [c.face for c in cards] and all(rest.count(x) <= hand.count(x) for x in rest),
                    "review.meld_cards",
                    d.index,
                    text,
                )
            if key.startswith("review.discard."):
                rep.claim(
                    isinstance(d.played, Discard) and f["card"] == str(d.played.card), "review.card", d.index, text
                )
                rep.claim(
                    isinstance(d.best, Discard) and f["better"] == str(d.best.card), "review.better", d.index, text
                )
                nxt = (view.seat + 1) % len(view.hand_sizes)
                if f.get("name") is not None:
                    rep.claim(f["name"] == view.names[nxt], "review.next_player", d.index, text)
                if key == "review.discard.feeds" and isinstance(d.played, Discard):
                    known = seen_in_hands(view).get(nxt, [])
                    rep.claim(_faces_of(f["known"]) == sorted(c.face for c in known), "review.known", d.index, text)
                    card = d.played.card
                    if view.down[nxt]:
                        fits = any(card in m.cards for m in melds_in([*known, card]))
                    else:
                        fits = best_opening([*known, card], opening_rules(view), must_use=card).feasible
                    rep.claim(fits, "review.feeds", d.index, text)
                if key == "review.discard.lays_off" and isinstance(d.played, Discard):
                    card = d.played.card
                    ok = view.down[nxt] and any(judge_lay_off(m, [card])[0].ok for m in view.table)
                    rep.claim(bool(ok), "review.lays_off", d.index, text)
                if isinstance(d.played, Discard) and isinstance(d.best, Discard):
                    _check_wrong_discard(rep, key, f, view, d.played.card, d.best.card, d.index, text)
            if key == "review.meld.other":
                ok = isinstance(d.best, Meld) and isinstance(d.played, Meld) and _shadow(view).is_legal(d.best)
                rep.claim(ok, "review.meld_legal", d.index, text)
                if isinstance(d.best, Meld):
                    rep.claim(melds_text(d.best.groups) == f["melds"], "review.melds_named", d.index, text)
            if key in ("review.go_down.missed", "review.go_down.missed.joker", "review.meld.missed"):
                rep.claim(not isinstance(d.played, Meld), "review.played_no_meld", d.index, text)
                rep.claim(
                    isinstance(d.best, Meld) and _shadow(view).is_legal(d.best), "review.meld_legal", d.index, text
                )
                if isinstance(d.best, Meld):
                    rep.claim(melds_text(d.best.groups) == f["melds"], "review.melds_named", d.index, text)
                rep.claim(view.is_down == (key == "review.meld.missed"), "review.down", d.index, text)
                if key.endswith(".joker"):
                    ok = any(c.is_joker for c in d.best.cards) and any(c.is_joker for c in view.hand)
                    rep.claim(ok and isinstance(d.played, Discard), "review.joker", d.index, text)
            if key in ("review.meld.joker_early", "review.meld.early", "review.meld.hold"):
                rep.claim(
                    isinstance(d.played, Meld)
                    and isinstance(d.best, Discard)
                    and melds_text(d.played.groups) == f["melds"],
                    "review.meld_played",
                    d.index,
                    text,
                )
                rep.claim(view.is_down == (key == "review.meld.hold"), "review.down", d.index, text)
                if key == "review.meld.joker_early":
                    rep.claim(any(c.is_joker for c in d.played.cards), "review.joker", d.index, text)
            if key == "review.go_down.early.joker":
                from konkan.view import unseen_cards

                ok = (
                    isinstance(d.played, Meld)
                    and isinstance(d.best, Discard)
                    and melds_text(d.played.groups) == f["melds"]
                    and any(c.is_joker for c in d.played.cards)
                )
                rep.claim(ok, "review.meld_played", d.index, text)
                rep.claim(not view.is_down, "review.down", d.index, text)
                if isinstance(d.best, Discard):
                    # Recounted here: the faces unseen that, drawn after the better discard, go out at once.
                    kept = list(view.hand)
                    kept.remove(d.best.card)
                    faces = {c.face: c for c in unseen_cards(view)}
                    outs = [c for c in faces.values() if best_opening([*kept, c], opening_rules(view)).going_out]
                    rep.claim(len(outs) == f["count"], "review.hand_outs", d.index, text)
                    rep.claim(f["card"] in {str(c) for c in outs}, "review.hand_card", d.index, text)
            if key in ("review.lay_off.missed", "review.swap.missed"):
                r = _shadow(view)
                rep.claim(r.is_legal(d.best), "review.move_legal", d.index, text)
                mi = getattr(d.best, "meld_index", None)
                ok = (
                    mi is not None
                    and f["meld"] == cards_text(view.table[mi].cards)
                    and f["cards"] == cards_text(d.best.cards)
                )
                rep.claim(ok, "review.cards_named", d.index, text)
    verdict = review.verdict
    for said_key, fields_ in verdict:
        f = dict(fields_)
        text = say(said_key, **f)
        rep.sentences += 1
        rep.by_key[said_key] += 1
        key = said_key
        if _about_another(said_key):
            rep.claim(_third_person(review), "review.person", -1, text)
            key = said_key[: -len(".other")]
            if review.decisions:
                name = review.decisions[0].seat_view().names[review.seat]
                rep.claim(f.get("name") == name, "review.person", -1, text)
        else:
            rep.claim(not _third_person(review), "review.person", -1, text)
        flagged = review.flagged
        if key == "review.verdict.clean":
            rep.claim(not flagged, "review.verdict", -1, text)
        elif key in ("review.verdict.play", "review.verdict.play.one"):
            rep.claim(
                len(flagged) == f.get("count", 1) and f["lost"] == max(1, round(review.lost)),
                "review.verdict",
                -1,
                text,
            )
        elif key == "review.verdict.cards":
            ok = (
                review.outcome is not None
                and review.outcome > 0
                and review.luck_high < 0
                and -review.luck > review.lost
                and f["luck"] == max(1, round(-review.luck))
            )
            rep.claim(ok, "review.verdict", -1, text)
    return rep


def audit_review(rounds: int, seed: int = 0, *, deals: int = 4, max_deals: int = 8) -> ReviewReport:
    """Play ``rounds`` seeded two- and three-player rounds between the greedy and random players
    (random ones make mistakes to explain), review every seat (seat 0's as its own, the others' as
    seat 0 reads them, by name), and check every review sentence."""
    from konkan.play.players import GreedyPlayer
    from konkan.play.review import review_round

    rep = ReviewReport()
    for k in range(rounds):
        n = 2 + k % 2
        r = Round(Rules(players=n), seed=f"review:{seed}:{k}")
        bots: list[Any] = [
            GreedyPlayer(seed=s, explain=False) if s % 2 == 0 else RandomPlayer(seed=s, declare_chance=0.0)
            for s in range(n)
        ]
        for _ in range(400):
            if r.is_over:
                break
            bots[r.current].play_turn(r)
        for s in range(n):
            # Seat 0 reads its own review; every other seat's is read by seat 0 (in the third person).
            reader = None if s == 0 else 0
            check_review(review_round(r, s, seed=k, deals=deals, max_deals=max_deals, reader=reader), rep)
    return rep
