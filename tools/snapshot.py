"""Everything a user reads or sees, written from seeds into tests/snapshot/, to prove a refactor changes none of it.

    python tools/snapshot.py            # write tests/snapshot/*.txt (make snapshot)
    python tools/snapshot.py --check    # compare; print a unified diff of the first differences, exit 1 (make snapshot-check)
    python tools/snapshot.py --check games puzzles   # only these areas

Each area is one text file, one item per line (or a block of lines sharing an id), every line led by an id
(game/turn/step/seat, puzzle kind/level/seed, lesson/step, widget/intent) so a diff names the place.
Nothing here judges the words (the truth harness does that): this only keeps them, so that a change of
code that should change nothing a user sees can be shown to change nothing. Rewording is legitimate:
after one, run ``make snapshot`` and commit the new files with the change. ``make test`` does not run it.

The games are the truth harness's seeded games (tests/truth.py ``Auditor.setup``: the same seeds, the same
mix of house rules, the same stacked decks, half the turns following the best hint and half a random
player), replayed here with the public engine only, so the harness itself may change without changing
this corpus.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import difflib
import hashlib
import json
import random
import re
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from konkan import (
    Action,
    Card,
    Class,
    DeclareKonkan,
    Discard,
    Draw,
    HintKind,
    LayOff,
    Meld,
    Phase,
    ReturnDiscard,
    Round,
    Rules,
    SwapJoker,
    TakeDiscard,
    Undo,
    best_opening,
    check_meld,
    hints,
    konkan_shape,
)
from konkan.widgets import Lesson, MeldChecker, OpeningTrainer, Practice, ScoreSheet, Table

# isort: split
# --- deep imports: the only names taken from below konkan's and konkan.widgets' public surface. --------
# When modules move (konkan/play/, konkan/teaching/, konkan/classroom/), fix these lines only.
from konkan.cards import full_deck, new_deck
from konkan.catalogue import EN as CATALOGUE
from konkan.classroom import assignment
from konkan.classroom.printouts import sheet_html
from konkan.classroom.results import ClassSummary, sample_answers
from konkan.classroom.testmode import ClassTest, answer_text
from konkan.melds import melds_in
from konkan.play.players import RandomPlayer, StrongPlayer, explain
from konkan.render import card_svg, card_symbols, hand_svg, meld_svg, render, table_svg
from konkan.rulebook import all_rules, describe_rules
from konkan.teaching.lessons import Attempt, Question
from konkan.teaching.lessons import all as all_lessons
from konkan.teaching.practice import answer_form
from konkan.teaching.puzzles import KINDS, LEVELS, generate
from konkan.widgets.table import live_line

# ----------------------------------------------------------------------------------------------------

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "snapshot"

GAMES = 12  # the truth harness's ordinary run: games 0..11 of audit seed 0
MAX_TURNS = 60
PUZZLE_SEEDS = (0, 1, 2, 3)
CLASS_SEED = 7  # the fixed class code's seed
LONG = 600  # a text longer than this (an SVG, a page) is kept as its sha256 and length, after its first showing


def esc(text: Any) -> str:
    """One line: backslashes and line breaks written as \\\\ and \\n."""
    return str(text).replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r")


class Digests:
    """Long texts (SVG, HTML): the first of each kind in full; each one as its sha256 and length and the
    words it shows (text, titles, labels), so that a changed word reads as such in a diff."""

    def __init__(self) -> None:
        self.shown: set[str] = set()

    def __call__(self, kind: str, text: str, *, first_in_full: bool = True) -> str:
        if len(text) <= LONG:
            return esc(text)
        digest = f"sha256:{hashlib.sha256(text.encode()).hexdigest()[:32]} len:{len(text)}"
        if kind in self.shown or not first_in_full:
            return f"{digest} words: {esc(' | '.join(words_of(text)))}"
        self.shown.add(kind)
        return f"{digest} text: {esc(text)}"


class _Words(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.words: list[str] = []
        self.skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("style", "script", "defs", "symbol"):
            self.skip += 1
        for name, value in attrs:
            if name in ("aria-label", "alt", "title", "placeholder") and value:
                self.words.append(f"[{value.strip()}]")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("style", "script", "defs", "symbol") and self.skip:
            self.skip -= 1

    def handle_data(self, data: str) -> None:
        if not self.skip and data.strip():
            self.words.append(" ".join(data.split()))


def words_of(markup: str) -> list[str]:
    """The words an SVG or HTML page shows: its text and its titles and labels, in order."""
    parser = _Words()
    parser.feed(markup)
    parser.close()
    return parser.words


# --- games: the truth harness's seeded games ------------------------------------------------------------


def _setup(rng: random.Random) -> tuple[Rules, int, int, list[Card] | None]:
    """tests/truth.py Auditor.setup (the env override of jokers left out): the same draws in the same order."""
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
        jokers_per_meld=rng.choice((1, 1, 2)),
        going_out_score=rng.choice((-30, -30, -25, 0, -100)),
        starter_may_go_down_first_turn=rng.random() < 0.8,
        game_end=rng.choice(("rounds", "rounds", "target") if players == 4 else ("rounds", "target", "elimination")),
    )
    if rules.partnership and rules.game_end == "elimination":
        rules = dataclasses.replace(rules, game_end="target")
    number = rounds if rng.random() < 0.6 else rng.randint(1, rounds)
    dealer = rng.randrange(players)
    deck = _stacked_konkan(rng, rules, dealer) if rng.random() < 0.15 else None
    return rules, number, dealer, deck


def _stacked_konkan(rng: random.Random, rules: Rules, dealer: int) -> list[Card]:
    """tests/truth.py stacked_konkan: a deck dealing one seat a Konkan, whole or one or two cards short."""
    deck = new_deck(rng.randrange(2**32))
    suit = rng.choice("SHDC")
    length = rng.choice((10, 11))
    low = rng.randint(1, 14 - length + 1)
    run = [Card(1 if p == 14 else p, suit) for p in range(low, low + length)]
    rank = rng.randint(1, 13)
    suits = rng.sample("SHDC", 14 - length)
    group = [Card(rank, s, 1 if Card(rank, s) in run else 0) for s in suits]
    held_all = run + group
    if rng.random() < 0.3:
        held_all[rng.randrange(len(held_all))] = Card.joker()
    short = rng.choice((0, 0, 1, 2))
    held, later = held_all[: len(held_all) - short], held_all[len(held_all) - short :]
    rest = [c for c in deck if c not in held_all]
    n = rules.players
    starter = (dealer + 1) % n
    target = rng.randrange(n)
    out: list[Card] = []
    for seat in [(starter + i) % n for i in range(n)]:
        size = 15 if seat == starter else 14
        if seat == target:
            hand = held + [rest.pop() for _ in range(size - len(held))]
            rng.shuffle(hand)
            out += hand
        else:
            out += [rest.pop() for _ in range(size)]
    for c in later:
        rest.insert(rng.randrange(0, min(len(rest), 3 * n)), c)
    return out + rest


def _near_miss(rng: random.Random, r: Round) -> Action | None:
    """A move close to a legal one, likely refused (after tests/truth.py near_miss)."""
    seat, hand, table, top = r.current, r.hand(r.current), r.table, r.discard_top
    held = {c.face for c in hand}
    deck = full_deck()
    choice = rng.randrange(12)
    if choice == 0:
        missing = [c for c in deck if c.face not in held]
        return Discard(seat, rng.choice(missing)) if missing else None
    if choice == 1:
        return rng.choice(
            [Draw(seat), TakeDiscard(seat, top or deck[0]), ReturnDiscard(seat), Undo(seat), DeclareKonkan(seat)]
        )
    if choice in (2, 3) and len(hand) >= 3:
        ms = melds_in(hand)
        if ms and rng.random() < 0.7:
            cards = list(rng.choice(ms).cards)
            if rng.random() < 0.6:
                cards[rng.randrange(len(cards))] = rng.choice(hand)
            return Meld(seat, (tuple(cards),)) if len(set(cards)) == len(cards) else None
        return Meld(seat, (tuple(rng.sample(hand, 3)),))
    if choice in (4, 5) and hand:
        i = rng.randrange(len(table) + 1) if table else 0
        return LayOff(seat, tuple(rng.sample(hand, min(rng.choice((1, 1, 2)), len(hand)))), i)
    if choice == 6 and hand and table:
        return SwapJoker(seat, (rng.choice(hand),), rng.randrange(len(table)))
    if choice == 7:
        other = (seat + 1) % r.players
        return rng.choice([Draw(other), Discard(other, rng.choice(hand))]) if hand else Draw(other)
    if choice == 8 and len(hand) >= 2:
        a, b = rng.sample(hand, 2)
        return Meld(seat, ((a, b),))
    if choice == 9 and hand:
        wanted = rng.choice(deck[:104])
        ms = [m for m in melds_in(hand) if m.has_joker] if any(c.is_joker for c in hand) else []
        if ms:
            return Meld(seat, (rng.choice(ms).cards,), (wanted,))
        if table:
            return LayOff(seat, (rng.choice(hand),), rng.randrange(len(table)), wanted)
    if choice == 10 and len(hand) >= 5:
        return Meld(seat, (tuple(rng.sample(hand, 5)),))
    return None


def _verdict(r: Round, a: Action) -> str:
    try:
        v = r.check(a)
    except Exception as e:  # a refusal to read the move is what the user sees too
        return f"raises {type(e).__name__}: {esc(e)}"
    return f"{'ok' if v.ok else 'no'} {v.code.value} {v.rule}: {esc(v.message)}"


class GameWriter:
    """Plays one seeded game and writes every sentence the seats read, in order."""

    def __init__(self, g: int):
        self.g = g
        self.lines: list[str] = []
        self.read: dict[int | None, int] = {}
        self.positions = 0
        self.turn_no = self.step = 0

    def put(self, where: str, text: str) -> None:
        self.lines.append(f"g{self.g} {where} {text}")

    def run(self) -> None:
        rng = random.Random(f"truth:0:{self.g}")
        rules, number, dealer, deck = _setup(rng)
        seed = f"truth:0:{self.g}"
        r = Round(rules, number=number, dealer=dealer, seed=seed, deck=deck)
        self.r = r
        base = Rules().to_dict()
        house = {k: v for k, v in rules.to_dict().items() if base.get(k) != v or k == "players"}
        self.put(
            "setup",
            f"round {number} dealer {dealer} stacked {deck is not None} rules {json.dumps(house, sort_keys=True)}",
        )
        self.put("setup", f"house rules: {esc(describe_rules(rules))}")
        self.events()
        bots = [RandomPlayer(seed=f"{seed}:bot{i}", declare_chance=0.15) for i in range(rules.players)]
        turns = 0
        while not r.is_over and turns < MAX_TURNS:
            self.turn_no, self.step = turns, 0
            self.turn(r, bots[r.current], rng.random() < 0.5)
            turns += 1
        self.turn_no = turns
        if r.result is not None:
            self.put("end", f"{r.result.ending} {r.result.code.value} {r.result.rule}: {esc(r.result.message)}")
            for line in r.result.lines:
                self.put("end", f"line s{line.seat} {line.key} {line.score} {line.rule}: {esc(line.message)}")
            for s in range(r.players):
                self.put("end", f"after s{s}: {_verdict(r, Draw(s))}")
        else:
            self.put("end", f"unfinished after {turns} turns")

    def where(self) -> str:
        return f"t{self.turn_no}.{self.step} s{self.r.current}"

    def turn(self, r: Round, bot: RandomPlayer, follow: bool) -> None:
        seat = r.current
        queue: list[Action] = []
        took = False
        steps = 0
        while follow and not r.is_over and r.current == seat and steps < 30:
            hs = self.position(r)
            if not queue:
                best = hs[0] if hs else None
                if best is None or not best.actions or (took and any(isinstance(a, TakeDiscard) for a in best.actions)):
                    break
                queue = list(best.actions)
            a = queue.pop(0)
            if not r.is_legal(a):
                break
            took = took or isinstance(a, TakeDiscard)
            self.apply(r, a, looked=True)
            steps += 1
        while not r.is_over and r.current == seat:
            d = bot.decide(r.view(seat))
            self.apply(r, d.action)

    def apply(self, r: Round, a: Action, *, looked: bool = False) -> None:
        if not looked:
            self.position(r)
        self.put(self.where(), f"play {esc(a)} -> {_verdict(r, a)}")
        r.apply(a)
        self.step += 1
        self.events()

    def events(self) -> None:
        """The new events as each reader reads them (``all``: the round's own log; ``r1``: seat 1's), readers
        who read the same words on one line."""
        r = self.r
        said: dict[str, list[str]] = {}
        for reader in [None, *range(r.players)]:
            evs = r.events if reader is None else r.events_for(reader)
            for e in evs[self.read.get(reader, 0) :]:
                said.setdefault(f"{e.index} {e.kind.value} {e.rule}: {esc(e.message)}", []).append(
                    "all" if reader is None else f"r{reader}"
                )
            self.read[reader] = len(evs)
        for text, readers in said.items():
            self.put(f"t{self.turn_no}.{self.step}", f"event {','.join(readers)} {text}")

    def position(self, r: Round) -> list[Any]:
        self.positions += 1
        at = self.where()
        seat = r.current
        hs = hints(r, seat)
        for i, h in enumerate(hs):
            self.put(at, f"hint{i} {h.kind.value} {h.code.value} {h.rule}: {esc(h.message)}")
        listed = list(r.legal_actions().simple())
        if r.is_down(seat) and (r.phase == Phase.PLAY):
            listed += list(r.legal_actions().melds())[:6]
        for a in listed:
            if isinstance(a, Discard):
                continue  # a discard's sentence is the same for every card but the card: one stands for all
            self.put(at, f"legal {esc(a)} -> {_verdict(r, a)}")
        discards = [a for a in listed if isinstance(a, Discard)]
        if discards:
            self.put(at, f"legal {esc(discards[0])} -> {_verdict(r, discards[0])}")
        nrng = random.Random(f"near:{self.g}:{len(r.history)}:{self.positions}")
        for _ in range(3):
            m = _near_miss(nrng, r)
            if m is not None:
                self.put(at, f"near {esc(m)} -> {_verdict(r, m)}")
        view = r.view(seat)
        moves: list[Action] = []
        for h in hs:
            if h.actions and h.actions[0] not in moves:
                moves.append(h.actions[0])
        for a in listed:
            if isinstance(a, (Draw, TakeDiscard, Undo, ReturnDiscard, DeclareKonkan)) and a not in moves:
                moves.append(a)
        for a in moves[:6]:
            why = explain(view, a, hs)
            if why:
                self.put(at, f"reason {esc(a)}: {esc(why)}")
        may_meld = r.phase == Phase.PLAY or (r.phase == Phase.START and r.is_first_turn)
        hand = r.hand(seat)
        if may_meld and self.positions % 3 == 0:
            picks: list[tuple[Card, ...]] = []
            for h in hs:
                if h.kind in (HintKind.MELD, HintKind.OPEN, HintKind.HAND) and h.groups:
                    picks.append(tuple(h.groups[0]))
                elif h.kind == HintKind.DISCARD and h.cards:
                    picks.append(tuple(h.cards[:1]))
            lrng = random.Random(f"live:{self.g}:{len(r.history)}")
            if len(hand) >= 3:
                picks.append(tuple(lrng.sample(hand, 3)))
            for p in picks[:3]:
                live = live_line(r, view, p)
                self.put(
                    at, f"live {' '.join(map(str, p))}: {esc(json.dumps(live, sort_keys=True, ensure_ascii=False))}"
                )
        if not r.is_down(seat) and may_meld and not (r.is_first_turn and not r.rules.starter_may_go_down_first_turn):
            rules = dataclasses.replace(r.rules, opening_minimum=r.opening_needed)
            op = best_opening(hand, rules)
            self.put(at, f"best_opening {op.code.value}: {esc(op.message)}")
        if r.is_last_round and not r.is_down(seat):
            shape = konkan_shape(hand)
            self.put(at, f"konkan_shape {shape.code.value}: {esc(shape.message)}")
        if self.positions % 25 == 0 and not r.is_down(seat) and r.phase == Phase.PLAY:
            d = StrongPlayer(seed=f"truth:{self.g}:{len(r.history)}", budget=1).decide(view)
            self.put(at, f"strong {esc(d.action)}: {esc(d.why)}")
        return hs


def area_games() -> Iterator[str]:
    for g in range(GAMES):
        w = GameWriter(g)
        w.run()
        yield from w.lines


# --- catalogue and rule book ----------------------------------------------------------------------------


def area_catalogue() -> Iterator[str]:
    for key in sorted(CATALOGUE):
        yield f"catalogue {key}: {esc(CATALOGUE[key])}"
    for rl in all_rules():
        yield f"rule {rl.number} {esc(rl.title)}: {esc(rl.text)}"


# --- puzzles: every kind x level x seed -------------------------------------------------------------------

_MALFORMED: tuple[Any, ...] = ("lots", 3.5, {"a": 1}, ["x", "y"], "12 x", True, [None], None, [])


def _shown_answer(answer: Any) -> str:
    return json.dumps(answer, ensure_ascii=False, default=str, sort_keys=True)


def _judged(p: Any, answer: Any) -> str:
    try:
        v = p.check(answer)
    except Exception as e:
        return f"raises {type(e).__name__}: {esc(e)}"
    state = "right" if v.correct else "malformed" if v.malformed else "wrong"
    return f"{state} {','.join(v.codes) or '-'}: {esc(v.message)}"


def _mistake_answers(p: Any) -> list[Any]:
    """An answer for each distinct slip the puzzle diagnoses near its right answer (after tests/truth.py)."""
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
        for d in range(-40, 41):
            if d:
                keep(a + d)
    elif p.kind == "score":
        gos = p.rules.going_out_score
        for seat in range(len(a)):
            values = {a[seat] + d for d in range(-30, 31)} | {0, 100, 200, -a[seat], 2 * a[seat], 2 * gos, gos}
            for value in sorted(values - {a[seat]}):
                keep([value if s == seat else x for s, x in enumerate(a)])
    elif p.kind == "take_discard":
        keep("draw" if a == "take" else "take")
    elif p.kind in ("opening", "lay_off"):
        hand = list(p.data.get("cards") or p.data["hand"])
        rng = random.Random(f"{p.kind}/{p.level}/{p.seed}")
        for _ in range(12):
            pick = rng.sample(hand, min(3, len(hand)))
            keep([" ".join(c.code for c in pick)] if p.kind == "opening" else [c.code for c in pick])
        keep("none" if p.kind == "lay_off" else "no")
    return list(out.values())


def _random_answers(p: Any) -> list[Any]:
    """A few wrong answers no slip explains (after tests/truth.py PuzzleAuditor.random_answers)."""
    rng = random.Random(f"{p.kind}/{p.level}/{p.seed}")
    a = p.answer
    if p.kind in ("konkan", "meld"):
        return [rng.randint(0, 45)]
    if isinstance(a, int):
        return [a + rng.choice([-1, 1]) * rng.randint(1, 40) for _ in range(2)]
    if p.kind == "score":
        return [[x + rng.randint(-25, 25) for x in a] for _ in range(2)]
    if p.kind in ("opening", "lay_off"):
        hand = list(p.data.get("cards") or p.data["hand"])
        picks = [rng.sample(hand, min(3, len(hand))) for _ in range(2)]
        return (
            [[" ".join(c.code for c in g)] for g in picks]
            if p.kind == "opening"
            else [[c.code for c in g] for g in picks]
        )
    return ["take", "draw"]


# The truth harness's puzzle tables (tests/truth.py PUZZLE_TABLES): the standard game and three house-rule mixes.
PUZZLE_TABLES: tuple[tuple[str, Rules | None], ...] = (
    ("std", None),
    ("t71", Rules(opening_minimum=71, jokers_per_meld=2, going_out_score=-25)),
    ("ten", Rules(ace_value="ten", joker_penalty=25, taken_discard_must_be_used=True)),
    ("a11", Rules(ace_value="always_11", going_out_score=0, opening_needs_run=False, players=3)),
)


def area_puzzles() -> Iterator[str]:
    svg = Digests()
    for table, rules in PUZZLE_TABLES:
        for kind in KINDS:
            for level in LEVELS:
                for seed in PUZZLE_SEEDS if table == "std" else PUZZLE_SEEDS[:2]:
                    p = generate(kind, seed=seed, level=level, rules=rules)
                    at = f"{table}/{kind}/{level}/{seed}"
                    yield f"{at} prompt: {esc(p.prompt)}"
                    yield f"{at} hint: {esc(p.hint)}"
                    yield f"{at} solution: {esc(p.solution)}"
                    yield f"{at} answer: {_shown_answer(p.answer)}"
                    form = answer_form(p)
                    yield f"{at} form: {esc(json.dumps(dataclasses.asdict(form), ensure_ascii=False, default=str))}"
                    yield f"{at} html: {svg('puzzle ' + kind, p._repr_html_(), first_in_full=False)}"
                    yield f"{at} check right {_shown_answer(p.answer)}: {_judged(p, p.answer)}"
                    for answer in _mistake_answers(p):
                        yield f"{at} check slip {esc(_shown_answer(answer))}: {_judged(p, answer)}"
                    for answer in _random_answers(p):
                        yield f"{at} check other {esc(_shown_answer(answer))}: {_judged(p, answer)}"
                    for bad in _MALFORMED if table == "std" else ():  # the form's words: the same at every table
                        yield f"{at} check bad {esc(_shown_answer(bad))}: {_judged(p, bad)}"


# --- lessons: every step of every lesson ---------------------------------------------------------------


def _feedback(fb: Any) -> str:
    flags = "".join(f for f, on in (("ok ", fb.ok), ("done ", fb.done), ("failed ", fb.failed)) if on) or "refused "
    return f"{flags}{fb.code or '-'} {fb.rule or '-'}: {esc(fb.text)}"


def area_lessons() -> Iterator[str]:
    for lesson in all_lessons():
        yield f"{lesson.name} lesson {lesson.number}: {esc(lesson.title)} | {esc(lesson.summary)}"
        for step in lesson.steps:
            at = f"{lesson.name}/{step.id}"
            yield f"{at} title: {esc(step.title)}"
            yield f"{at} intro: {esc(step.intro)}"
            yield f"{at} goal: {esc(step.goal if isinstance(step, Question) else step.goal.text)}"
            yield f"{at} hint: {esc(step.hint)}"
            yield f"{at} solution: {esc(' | '.join(step.solution))}"
            yield f"{at} why: {esc(' | '.join(step.why))}"
            yield f"{at} rules: {' '.join(step.rules)}"
            if step.done_text:
                yield f"{at} done_text: {esc(step.done_text)}"
            for key, words in sorted(((str(k), v) for k, v in step.mistakes.items())):
                yield f"{at} mistake {esc(key)}: {esc(words)}"
            if isinstance(step, Question):
                yield f"{at} prompt: {esc(step.prompt)}"
                for i, ch in enumerate(step.choices):
                    yield f"{at} choice{i}: {esc(ch.label)} {' '.join(map(str, ch.cards))}"
                yield from _question_answers(at, step)
                continue
            if step.missed:
                yield f"{at} missed: {esc(step.missed)}"
            r = step.round()
            for e in r.events_for(step.seat):
                yield f"{at} event {e.kind.value}: {esc(e.message)}"
            for i, h in enumerate(hints(r, step.seat)):
                yield f"{at} start hint{i} {h.code.value}: {esc(h.message)}"
            tries = [("solution", tuple(step.solution))] + [(f"wrong {w}", (w,)) for w in step.wrong]
            for label, moves in tries:
                a = Attempt(step)
                for k, move in enumerate(moves):
                    if a.done or a.failed:
                        break
                    yield f"{at} {esc(label)} move{k} {esc(move)}: {_feedback(a.play(move))}"
                yield f"{at} {esc(label)} stars {a.stars}"
            a = Attempt(step)
            yield f"{at} ask_hint: {esc(a.ask_hint())}"
            yield f"{at} show_solution: {esc(' | '.join(a.show_solution()))}"


def _question_answers(at: str, q: Any) -> Iterator[str]:
    p = getattr(q, "puzzle", None)
    if p is not None:
        answers: list[Any] = [p.answer, *_mistake_answers(p)]
    else:
        right = q.right()
        answers = [right]
        if q.choices:
            n = len(q.choices)
            if q.multiple:
                answers += [frozenset(range(n)) - right] + [right ^ {k} for k in range(n)]
            else:
                answers += [k for k in range(n) if k != right]
        else:
            answers += [right + 1, right - 1, right + 10]
        answers += [w for w in q.mistakes if w not in answers]
    seen: set[str] = set()
    for value in answers:
        given = sorted(value) if isinstance(value, (set, frozenset)) else value
        if _shown_answer(given) in seen:
            continue
        seen.add(_shown_answer(given))
        fb = Attempt(q).answer(given)
        yield f"{at} answer {esc(_shown_answer(given))}: {_feedback(fb)}"


# --- pictures: cards, hands, melds, tables -------------------------------------------------------------


def area_svg() -> Iterator[str]:
    svg = Digests()
    for card in full_deck()[:54]:
        yield f"card {card.code}: {svg('card', str(card_svg(card)))}"
        yield f"card4 {card.code}: {svg('card4', str(card_svg(card, four_colour=True)))}"
    for text in ("7S 8S 9S", "QH QD QC", "JK 5H 6H", "AS 2S 3S 4S", "QS KS AS", "7S 7H JK"):
        yield f"meld {text}: {svg('meld', str(meld_svg(check_meld(text))))}"
    yield f"symbols: {svg('symbols', card_symbols())}"
    yield f"symbols4: {svg('symbols', card_symbols(four_colour=True))}"
    yield f"hand: {svg('hand', str(hand_svg('JH QH KH QS QD QC 2S 2D 2C 5H 9C 4D 7S 8D AC', highlight=['QS'])))}"
    for g in range(4):
        rng = random.Random(f"truth:0:{g}")
        rules, number, dealer, deck = _setup(rng)
        r = Round(rules, number=number, dealer=dealer, seed=f"truth:0:{g}", deck=deck)
        bots = [RandomPlayer(seed=f"svg:{g}:{i}") for i in range(rules.players)]
        for turn in range(0, 31):
            if r.is_over:
                break
            if turn % 10 == 0:
                yield f"table g{g} t{turn} s0: {svg('table', str(table_svg(r.view(0))))}"
                yield f"render g{g} t{turn} s{r.current}: {svg('render', str(render(r.view(r.current))))}"
            bots[r.current].play_turn(r)
        yield f"table g{g} end s0: {svg('table', str(table_svg(r.view(0))))}"


# --- widgets: synced state after scripted intents ------------------------------------------------------

_TEMP = "<folder>"
# What a learner's answer file holds that differs from run to run: the clock, a random sitting id, the
# checksum over both, the seconds an answer took.
_UNSTABLE_TIME = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4}")
_UNSTABLE_HEX = re.compile(r'(\\?"(sitting|check)\\?": \\?")[0-9a-f]+')
_UNSTABLE_SECONDS = re.compile(r'(\\?"seconds\\?": )[0-9.]+')


def _state(w: Any, folder: str | None = None) -> dict[str, Any]:
    # ``words`` is the catalogue's templates a page fills in itself: the catalogue area holds them.
    skip = ("comm_id", "layout", "words")
    state = {k: v for k, v in w.get_state().items() if not k.startswith("_") and k not in skip}
    if "faces" in state:
        state["faces"] = f"sha256:{hashlib.sha256(str(state['faces']).encode()).hexdigest()[:32]}"
    state["(repr)"] = repr(w)
    text = json.dumps(state, sort_keys=True, ensure_ascii=False, default=str)
    if folder:
        text = _UNSTABLE_TIME.sub("<time>", text.replace(folder, _TEMP))
        text = _UNSTABLE_SECONDS.sub(r"\1<seconds>", _UNSTABLE_HEX.sub(r"\1<\2>", text))
    out: dict[str, Any] = json.loads(text)
    return out


def _send(w: Any, content: dict[str, Any]) -> None:
    w._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


class WidgetLog:
    """A widget's synced state after each intent, one trait (or one key of a dict trait) a line: all of it
    when made, then only what changed; a list that only grew shows its new items (``trait+``); a long value
    already shown elsewhere in the area is named by its digest."""

    shown: dict[str, str] = {}  # digest of a long value -> where it was first shown (reset per area run)

    def __init__(self, name: str, w: Any, folder: str | None = None):
        self.name, self.w, self.folder = name, w, folder
        self.lines: list[str] = []
        self.last: dict[str, Any] = {}
        self.n = 0
        self.shot("made")
        self.picture()

    def value(self, where: str, v: Any) -> str:
        text = json.dumps(v, sort_keys=True, ensure_ascii=False, default=str)
        if len(text) > 2000:
            digest = hashlib.sha256(text.encode()).hexdigest()[:32]
            if digest in WidgetLog.shown:
                return f"sha256:{digest} len:{len(text)} (as at {WidgetLog.shown[digest]})"
            WidgetLog.shown[digest] = where
        return text

    def shot(self, what: str) -> None:
        state = _state(self.w, self.folder)
        at = f"{self.name}#{self.n}"
        self.lines.append(f"{at} {what}")
        self.diff(at, "", self.last if self.n else {}, state, fresh=not self.n)
        self.last = state
        self.n += 1

    def diff(self, at: str, path: str, old: Any, new: Any, *, fresh: bool = False, depth: int = 0) -> None:
        """Lines for what changed from ``old`` to ``new`` at ``path``: dicts key by key (two levels deep),
        a list that only grew by its new items."""
        if isinstance(old, dict) and isinstance(new, dict) and ((old and new) or not path) and depth < 3:
            for k in sorted(set(old) | set(new), key=str):
                where = f"{path}.{k}" if path else str(k)
                if k not in new:
                    self.lines.append(f"{at}   {where} gone")
                elif k not in old:
                    self.lines.append(f"{at}   {where}: {self.value(f'{at} {where}', new[k])}")
                elif old[k] != new[k]:
                    self.diff(at, where, old[k], new[k], depth=depth + 1)
            return
        if isinstance(old, list) and isinstance(new, list) and old and len(new) > len(old) and new[: len(old)] == old:
            self.lines.append(f"{at}   {path}+: {self.value(f'{at} {path}', new[len(old) :])}")
            return
        if isinstance(old, list) and isinstance(new, list) and len(old) == len(new) and depth < 3:
            for i, (a, b) in enumerate(zip(old, new, strict=True)):
                if a != b:
                    self.diff(at, f"{path}[{i}]", a, b, depth=depth + 1)
            return
        self.lines.append(f"{at}   {path}: {self.value(f'{at} {path}', new)}")

    def send(self, content: dict[str, Any]) -> None:
        _send(self.w, content)
        self.shot(json.dumps(content, sort_keys=True))

    def picture(self) -> None:
        """What GitHub and nbviewer show in place of the widget: its picture's digest and words."""
        picture = str(self.w.picture())
        self.lines.append(f"{self.name}#{self.n} picture: {Digests()('picture', picture, first_in_full=False)}")

    def end(self) -> list[str]:
        self.picture()
        return self.lines


def _ids(hand: Sequence[Card], text: str) -> list[int]:
    out: list[int] = []
    for code in text.split():
        out.append(next(c for c in hand if c.same_face(Card.parse(code)) and c.id not in out).id)
    return out


def _play(log: WidgetLog, action: Action) -> None:
    """One move sent as the page's intents (what the clicks would send)."""
    w = log.w
    hand = list(w.round.hand(w.me))
    used: set[int] = set()

    def ids(cards: Sequence[Card]) -> list[int]:
        out = []
        for card in cards:  # a card the hand does not hold can't be picked on the page: left out
            mine = next((c for c in hand if c.same_face(card) and c.id not in used), None)
            if mine is not None:
                used.add(mine.id)
                out.append(mine.id)
        return out

    if isinstance(action, Meld):
        readings = list(action.joker_as) + [None] * (len(action.groups) - len(action.joker_as))
        for k, (group, reading) in enumerate(zip(action.groups, readings, strict=True)):
            log.send({"kind": "pick", "cards": ids(group)})
            if isinstance(reading, Card):
                log.send({"kind": "joker", "reading": reading.code})
            if k < len(action.groups) - 1:
                log.send({"kind": "act", "action": "stage"})
        log.send({"kind": "act", "action": "meld"})
    elif isinstance(action, (LayOff, SwapJoker)):
        log.send({"kind": "pick", "cards": ids(action.cards)})
        log.send({"kind": "target", "index": action.meld_index})
        log.send({"kind": "act", "action": "lay_off" if isinstance(action, LayOff) else "swap"})
    elif isinstance(action, Discard):
        log.send({"kind": "pick", "cards": ids((action.card,))})
        log.send({"kind": "act", "action": "discard"})
    else:
        names = {Draw: "draw", TakeDiscard: "take", ReturnDiscard: "put_back", Undo: "undo", DeclareKonkan: "declare"}
        log.send({"kind": "act", "action": names[type(action)]})


def _table_log(name: str, w: Any, turns: int, *, extras: Sequence[dict[str, Any]] = ()) -> list[str]:
    """A game at the Table widget: a hint, a draw (refused or played), then the best hint's move on the
    player's turns and one computer step at a time on the others', for ``turns`` intents or to the game's
    end (the round's and the game's end pages, and a new game, included)."""
    log = WidgetLog(name, w)
    log.send({"kind": "hint"})
    log.send({"kind": "act", "action": "draw"})  # refused or played: either way what the page shows
    for extra in extras:
        log.send(dict(extra))
    for _ in range(turns):
        if w.game.is_over:
            log.send({"kind": "new_game", "seed": "again"})
            break
        if w.round.is_over:
            log.send({"kind": "turn"})  # the next round
            continue
        if w.round.current == w.me:
            hs = hints(w.round, w.me)
            move = next((a for h in hs for a in h.actions[:1] if w.round.is_legal(a)), None)
            if move is None:
                move = next(iter(w.round.legal_actions().simple()))
            _play(log, move)
        else:
            log.send({"kind": "step", "at": w.revision})
    log.send({"kind": "sort", "by": "suit"})
    log.send({"kind": "ask"})
    return log.end()


def _w_tables() -> Iterator[str]:
    yield from _table_log("table/greedy", Table(seed=5, opponents="greedy"), 30)
    yield from _table_log("table/3p-random", Table(rules=Rules(players=3), seed="three", opponents="random"), 30)
    yield from _table_log(
        "table/open",
        Table(seed=9, opponents=None, open=True),
        12,
        extras=({"kind": "show_hand"}, {"kind": "reveal"}, {"kind": "ask"}, {"kind": "settings", "four_colour": True}),
    )
    yield from _table_log(
        "table/2p-to-the-end", Table(rules=Rules(players=2, rounds=1), seed=11, opponents="greedy"), 400
    )


def _w_lessons() -> Iterator[str]:
    """Every lesson at the Lesson widget: each step's hint, a wrong try where the step has one, the worked
    solution asked for on the first step, a retry, then the solution played through the page's intents."""
    with tempfile.TemporaryDirectory() as tmp:
        for lesson in all_lessons():
            w = Lesson(lesson.name, progress=Path(tmp) / f"{lesson.name}.json")
            log = WidgetLog(f"lesson/{lesson.name}", w, tmp)
            for n, _ in enumerate(lesson.steps):
                step = w.current_step
                log.send({"kind": "hint"})
                if isinstance(step, Question):
                    right = step.right()
                    if step.choices:
                        log.send({"kind": "answer", "choices": sorted(right) if step.multiple else [right]})
                    else:
                        log.send({"kind": "answer", "number": str(right)})
                else:
                    if step.wrong:
                        _play(log, Action.parse(f"seat {w.me}: {step.wrong[0]}"))
                        log.send({"kind": "retry"})
                    if n == 0:
                        log.send({"kind": "solution"})
                    for move in step.solution:
                        _play(log, Action.parse(f"seat {w.me}: {move}"))
                log.send({"kind": "next"})
            yield from log.end()


def _w_practice() -> Iterator[str]:
    with tempfile.TemporaryDirectory() as tmp:
        for kind in KINDS:
            w = Practice(kind, seed=3, progress=Path(tmp) / "practice.json")
            log = WidgetLog(f"practice/{kind}", w, tmp)
            for _ in range(2):
                p = w.session.puzzle
                log.send({"kind": "hint"})
                if kind in ("hand_value", "meld", "konkan"):
                    log.send({"kind": "check", "text": "1"})
                    log.send({"kind": "check", "text": str(p.answer)})
                elif kind == "take_discard":
                    log.send({"kind": "choose", "word": "draw" if p.answer == "take" else "take"})
                elif kind == "score":
                    log.send({"kind": "check", "text": ", ".join(map(str, p.answer))})
                else:
                    log.send({"kind": "solution"})
                log.send({"kind": "next"})
            yield from log.end()


def _w_testmode() -> Iterator[str]:
    with tempfile.TemporaryDirectory() as tmp:
        w = Practice(code="river-7661", mode="test", folder=tmp, count=5)
        log = WidgetLog("testmode/river-7661", w, tmp)
        log.send({"kind": "start", "name": "Sam"})
        test = w.classtest
        log.send({"kind": "check", "text": "lots"})  # not of the puzzle's form: told so, not kept
        for n in range(test.count):
            p = test.puzzle(test.ids[w.test["at"]])
            wrong = [answer_text(p, a) for a in _mistake_answers(p) + _random_answers(p)]
            log.send({"kind": "check", "text": answer_text(p, p.answer) if n % 2 == 0 or not wrong else wrong[0]})
        log.send({"kind": "finish"})
        log.send({"kind": "release", "word": "not the word"})
        log.send({"kind": "release", "word": test.release_word})
        yield from log.end()


def _w_scoresheet() -> Iterator[str]:
    with tempfile.TemporaryDirectory() as tmp:
        w = ScoreSheet(4, partnership=True, path=Path(tmp) / "scores.json")
        log = WidgetLog("scoresheet/4p", w, tmp)
        log.send({"kind": "name", "seat": 1, "name": "Rana"})
        log.send({"kind": "hand", "seat": 1, "text": "7S 8D KC"})
        log.send({"kind": "hand", "seat": 2, "text": "JK AS"})
        log.send({"kind": "hand", "seat": 3, "text": "7Q"})
        log.send({"kind": "hand", "seat": 3, "text": "QH"})
        log.send({"kind": "down", "seat": 3, "down": False})
        log.send({"kind": "finisher", "seat": 0})
        log.send({"kind": "score"})
        log.send({"kind": "ending", "ending": "hand"})
        log.send({"kind": "finisher", "seat": 2})
        log.send({"kind": "hand", "seat": 1, "text": "QH QD"})
        log.send({"kind": "score"})
        log.send({"kind": "undo"})
        log.send({"kind": "new_game"})
        today = datetime.date.today().isoformat()  # the kept sheet's name has the day it was saved
        for line in log.end():
            yield line.replace(today, "<the day>")


def _w_checker() -> Iterator[str]:
    m = MeldChecker("7S 8S JK 9H KD 7H QS KS")
    log = WidgetLog("checker", m)
    for code in ("7S", "8S", "JK", "9H"):
        log.send({"kind": "toggle", "card": _ids(_shown_cards(m), code)[0]})
    log.send({"kind": "toggle", "card": _ids(_shown_cards(m), "9H")[0]})
    log.send({"kind": "read_as", "card": Card(6, "S").id})
    log.send({"kind": "pick", "cards": _ids(_shown_cards(m), "QS KS JK")})
    log.send({"kind": "read_as", "card": Card(11, "S").id})
    log.send({"kind": "read_as", "card": Card(5, "H").id})
    yield from log.end()


def _w_trainer() -> Iterator[str]:
    for seed in (1, 2, 3):
        t = OpeningTrainer(seed=seed)
        log = WidgetLog(f"trainer/{seed}", t)
        log.send({"kind": "submit"})
        hand = [Card.from_id(i) for i in t.hand]
        log.send({"kind": "pick", "cards": [c.id for c in hand[:3]]})
        log.send({"kind": "group"})
        log.send({"kind": "ungroup", "index": 0}) if t.groups else log.send({"kind": "clear"})
        op = best_opening(hand, Rules())
        for m in op.melds or melds_in(hand)[:1]:
            log.send({"kind": "pick", "cards": [c.id for c in m.cards]})
            log.send({"kind": "group"})
        log.send({"kind": "submit"})
        log.send({"kind": "new_hand"})
        yield from log.end()


# Each script stands alone: one that breaks (a widget's constructor changed) writes its error as its line
# and the others still run.
WIDGET_SCRIPTS: dict[str, Callable[[], Iterator[str]]] = {
    "tables": _w_tables,
    "lessons": _w_lessons,
    "practice": _w_practice,
    "testmode": _w_testmode,
    "scoresheet": _w_scoresheet,
    "checker": _w_checker,
    "trainer": _w_trainer,
}


def area_widgets() -> Iterator[str]:
    WidgetLog.shown = {}
    for name, script in WIDGET_SCRIPTS.items():
        yield from guarded(name, script)


def guarded(name: str, make: Callable[[], Iterator[str]]) -> Iterator[str]:
    """The lines ``make`` gives, or, once it raises, a line naming the error (kept out of the stored files:
    ``make snapshot`` refuses to write one)."""
    try:
        yield from list(make())
    except Exception as e:
        yield f"{name} ERROR {type(e).__name__}: {esc(e)}"


def _shown_cards(w: Any) -> list[Card]:
    return [Card.from_id(i) for i in w.cards]


# --- classroom: a fixed class code -----------------------------------------------------------------------


def area_classroom() -> Iterator[str]:
    code = "river-7661"
    k = Class(code)
    yield f"class {code}: rules {json.dumps(k.rules.to_dict(), sort_keys=True)} seed {k.seed}"
    test = ClassTest(code)
    yield f"test {code}: {esc(test.describe())}"
    yield f"test {code} release word: {test.release_word}"
    for row in test.key():
        yield f"key {esc(json.dumps(row, sort_keys=True, ensure_ascii=False, default=str))}"
    svg = Digests()
    yield f"sheet: {svg('sheet', sheet_html(test), first_in_full=False)}"
    yield f"sheet key: {svg('sheet key', sheet_html(test, key=True), first_in_full=False)}"
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        path = assignment(code, count=4, path=folder / "class-test.ipynb")
        nb = json.loads(Path(path).read_text(encoding="utf-8"))
        for i, cell in enumerate(nb["cells"]):
            src = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
            meta = json.dumps(cell.get("metadata", {}).get("nbgrader", {}), sort_keys=True)
            yield f"nbgrader cell{i} {cell['cell_type']} {meta}: {esc(src.replace(tmp, _TEMP))}"
        answers = folder / "answers"
        for name in sample_answers(test, answers, students=12, seed=0, problems=True):
            yield f"sample file: {name}"
        s = ClassSummary(test, answers)
        yield f"summary describe: {esc(s.describe().replace(tmp, _TEMP))}"
        for row in s.per_puzzle():
            yield f"summary puzzle: {esc(json.dumps(row, sort_keys=True, ensure_ascii=False, default=str))}"
        for slip in s.slips():
            yield f"summary slip: {esc(str(slip))}"
        for pr in s.problems:
            yield f"summary problem: {esc(str(pr).replace(tmp, _TEMP))}"
        yield f"summary table: {svg('summary table', s.table_html().replace(tmp, _TEMP), first_in_full=False)}"
        yield f"summary puzzles: {svg('summary puzzles', s.puzzles_html().replace(tmp, _TEMP), first_in_full=False)}"
        yield f"summary chart: {svg('chart', s.chart_svg())}"


# --- main ---------------------------------------------------------------------------------------------

AREAS: dict[str, Callable[[], Iterator[str]]] = {
    "games": area_games,
    "catalogue": area_catalogue,
    "puzzles": area_puzzles,
    "lessons": area_lessons,
    "svg": area_svg,
    "widgets": area_widgets,
    "classroom": area_classroom,
}


def build(names: Sequence[str]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for name in names:
        t0 = time.perf_counter()
        out[name] = list(guarded(name, AREAS[name]))
        print(f"  {name}: {len(out[name])} lines, {time.perf_counter() - t0:.1f} s", file=sys.stderr)
    return out


def _shown_path(path: Path) -> str:
    return str(path.resolve().relative_to(ROOT)) if path.resolve().is_relative_to(ROOT) else str(path)


def pointed(diff: list[str]) -> list[str]:
    """The diff, each long line changed in place followed by where it first differs: a short excerpt of the
    stored line and of the new one around that column."""
    out: list[str] = []
    i = 0
    while i < len(diff):
        j = i
        while j < len(diff) and diff[j].startswith("-") and not diff[j].startswith("---"):
            j += 1
        k = j
        while k < len(diff) and diff[k].startswith("+") and not diff[k].startswith("+++"):
            k += 1
        if j > i and k - j == j - i:
            out += diff[i:k]
            for a, b in zip(diff[i:j], diff[j:k], strict=True):
                if max(len(a), len(b)) > 160:
                    col = next(
                        (n for n, (x, y) in enumerate(zip(a[1:], b[1:], strict=False)) if x != y),
                        min(len(a), len(b)) - 1,
                    )
                    lo = max(col - 50, 0)
                    out.append(
                        f"   ^ first difference at column {col}: stored «{a[1 + lo : col + 70]}» now «{b[1 + lo : col + 70]}»"
                    )
            i = k
        else:
            out.append(diff[i])
            i += 1
    return out


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="compare with tests/snapshot/ instead of writing it")
    ap.add_argument("--out", type=Path, default=OUT, help="the folder (default tests/snapshot)")
    ap.add_argument("--context", type=int, default=3, help="lines of context in the diff")
    ap.add_argument("--max-diff", type=int, default=60, help="diff lines shown per area")
    ap.add_argument(
        "--allow-new",
        action="store_true",
        help="pass when every stored line is still there, in order, and lines were only added (new "
        "catalogue keys, new synced traits); a changed or removed line still fails",
    )
    ap.add_argument("areas", nargs="*", help=f"areas, default all: {', '.join(AREAS)}")
    args = ap.parse_args(argv)
    unknown = [a for a in args.areas if a not in AREAS]
    if unknown:
        ap.error(f"unknown area {unknown[0]!r}: the areas are {', '.join(AREAS)}")
    names = args.areas or list(AREAS)
    t0 = time.perf_counter()
    built = build(names)
    changed = 0
    broken = [
        line
        for lines in built.values()
        for line in lines
        if " ERROR " in line and line.split(" ERROR ")[0] in (*AREAS, *WIDGET_SCRIPTS)
    ]
    for line in broken:
        print(f"snapshot: a script broke: {line}", file=sys.stderr)
    if broken and not args.check:
        print("snapshot: nothing written; fix the script (tools/snapshot.py) first", file=sys.stderr)
        return 2
    for name, lines in built.items():
        path = args.out / f"{name}.txt"
        text = "".join(line + "\n" for line in lines)
        if not args.check:
            args.out.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            continue
        if not path.exists():
            print(f"{_shown_path(path)} is missing: run make snapshot on the code before the change first")
            changed += 1
            continue
        old = path.read_text(encoding="utf-8")
        if old == text:
            continue
        stored = old.splitlines()
        if args.allow_new:
            ops = difflib.SequenceMatcher(None, stored, lines, autojunk=False).get_opcodes()
            if all(tag in ("equal", "insert") for tag, *_ in ops):
                added = sum(j2 - j1 for tag, _i1, _i2, j1, j2 in ops if tag == "insert")
                print(f"== {name}: unchanged but for {added} new line{'s' if added != 1 else ''} (--allow-new)")
                continue
        changed += 1
        diff = list(
            difflib.unified_diff(stored, lines, f"{name} (stored)", f"{name} (now)", n=args.context, lineterm="")
        )
        removed = sum(1 for d in diff if d.startswith("-") and not d.startswith("---"))
        added = sum(1 for d in diff if d.startswith("+") and not d.startswith("+++"))
        print(f"== {name}: {removed} stored lines of {_shown_path(path)} changed or gone, {added} lines new or changed")
        print("\n".join(pointed(diff[: args.max_diff])))
        if len(diff) > args.max_diff:
            print(f"... {len(diff) - args.max_diff} more diff lines")
    took = time.perf_counter() - t0
    if args.check:
        print(f"snapshot-check: {len(built) - changed} of {len(built)} areas unchanged ({took:.1f} s)")
        return 1 if changed else 0
    print(f"snapshot: wrote {len(built)} areas to {args.out} ({took:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
