"""Class codes (konkan.classroom.codes): a code gives back its table and class, and one typo never turns
it into another class's code."""

from __future__ import annotations

import string

import pytest

from konkan import KonkanError, Rules
from konkan.classroom.codes import TABLES, WORDS, Class, InvalidClassCode


def osa_distance(a: str, b: str) -> int:
    """Letters changed, added or dropped, or two neighbours swapped, to turn a into b."""
    d = [[i + j if i * j == 0 else 0 for j in range(len(b) + 1)] for i in range(len(a) + 1)]
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] != b[j - 1]))
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
    return d[-1][-1]


def test_any_two_words_differ_by_more_than_one_slip():
    close = [(a, b) for i, a in enumerate(WORDS) for b in WORDS[i + 1 :] if osa_distance(a, b) < 2]
    assert not close and len(set(WORDS)) == len(WORDS)


def table_rules(preset: str, players: int, partnership: bool) -> Rules:
    return Rules.preset(preset, players=players, partnership=partnership)


@pytest.mark.parametrize("table", TABLES)
def test_every_code_gives_back_its_table_and_class(table):
    rules = table_rules(*table)
    codes = set()
    for seed in range(0, 4312, 7):
        c = Class.new(rules, seed=seed)
        again = Class(c.code)
        assert (again.code, again.seed, again.rules) == (c.code, seed, rules)
        codes.add(c.code)
    assert len(codes) == len(range(0, 4312, 7))


def slips(code: str) -> set[str]:
    """Every text one slip from ``code``: a character changed, added or dropped, two neighbours swapped."""
    alphabet = string.ascii_lowercase + string.digits + "-"
    out = set()
    for i in range(len(code) + 1):
        for ch in alphabet:
            out.add(code[:i] + ch + code[i:])
            if i < len(code):
                out.add(code[:i] + ch + code[i + 1 :])
        if i < len(code):
            out.add(code[:i] + code[i + 1 :])
        if i + 1 < len(code):
            out.add(code[:i] + code[i + 1] + code[i] + code[i + 2 :])
    out.discard(code)
    return out


def misread(codes: list[str]) -> tuple[int, list[tuple[str, str, str]]]:
    """Every one-slip mistyping of each code, read: how many were tried, and those read as another
    code (a slip read as the code itself, a dash left out or l for 1, is no harm)."""
    accepted, tried = [], 0
    for code in codes:
        for typed in slips(code):
            tried += 1
            try:
                read = Class(typed).code
            except InvalidClassCode:
                continue
            if read != code:
                accepted.append((code, typed, read))
    return tried, accepted


def test_one_slip_never_gives_another_class():
    """Every code of a sample, with every one-slip mistyping of it: each is refused, or read as
    the code itself, never as another class's."""
    codes = [
        Class.new(table_rules(*table), seed=seed).code for k, table in enumerate(TABLES) for seed in range(k, 4312, 397)
    ]
    tried, accepted = misread(codes)
    assert tried > 50_000 and not accepted, accepted[:10]


def test_typed_codes_are_read_as_people_type_them():
    c = Class.new(players=2, seed=100)
    word, digits = c.code.split("-")
    for typed in (
        f"  {word.upper()} {digits} ",
        f"{word} - {digits}",
        f"{word}{digits}",
        f"{word}\u2013{digits}",
        f"{word}-{digits.replace('0', 'O').replace('1', 'l')}",
    ):
        assert Class(typed).code == c.code, typed
    assert Class(c.code).describe().startswith(f"Class {c.code}: 2 players")
    assert str(c) == c.code


@pytest.mark.parametrize(
    "typed, says",
    [
        ("olive", "a word, a dash and four digits"),
        ("olive-12345", "this one has 5 digits"),
        ("olive-123", "this one has 3 digits"),
        ("4271", "the word is missing"),
        ("", "a word, a dash and four digits"),
        ("xyzzy-1234", "'xyzzy' is not a word of any class code; check the code with your teacher"),
        ("lemon-0000", "its word and its digits do not go together"),
        ("olvie-0000", "did you mean 'olive'?"),
        ("olive-0001", "its word and its digits do not go together"),
    ],
)
def test_a_code_that_is_not_one_is_refused_saying_why(typed, says):
    with pytest.raises(InvalidClassCode) as e:
        Class(typed)
    assert says in str(e.value) and isinstance(e.value, KonkanError)


def test_bad_input_to_new_names_it():
    with pytest.raises(InvalidClassCode, match="^42 is not a class code: a class code is a word and four digits"):
        Class(42)
    with pytest.raises(KonkanError) as e:
        Class.new(Rules.preset("jawaker", opening_minimum=71))
    assert "the jawaker table of 4, in opening_minimum=71 (it has 51). To give" in str(e.value)
    with pytest.raises(KonkanError, match="from 0 to 4311, got 4312"):
        Class.new(seed=4312)
    with pytest.raises(KonkanError, match="disagrees"):
        Class.new(Rules(players=3), players=4)
    drawn = Class.new()
    assert Class(drawn.code).rules == Rules()


def test_each_activity_has_its_own_seed_the_same_for_everyone():
    c = Class("olive-0000")
    assert c.seed_for("table") == Class("OLIVE 0000").seed_for("table") != c.seed_for("practice")


def test_a_class_code_deals_every_student_the_same_table_and_puzzles(tmp_path):
    from konkan.widgets import Practice, Table

    code = Class.new(players=3, seed=12).code
    a, b = Table(code=code), Table(code=code.upper())
    assert a.game.rules == b.game.rules == Class(code).rules and a.game.rules.players == 3
    assert a.view == b.view and a.view["hand"]
    other = Table(code=Class.new(players=3, seed=13).code)
    assert other.view["hand"] != a.view["hand"]
    p = Practice("hand_value", code=code, progress=tmp_path / "a.json")
    q = Practice("hand_value", code=code, progress=tmp_path / "b.json")
    assert p.puzzle == q.puzzle and p.session.rules == Class(code).rules
    with pytest.raises(KonkanError, match="not both"):
        Table(code=code, seed=3)
    with pytest.raises(KonkanError, match="not both"):
        Practice(code=code, rules=Rules())
    with pytest.raises(InvalidClassCode, match="did you mean"):
        word, digits = code.split("-")
        Table(code=f"{word[:-1]}-{digits}")  # a letter dropped


def test_new_game_at_a_class_table_deals_the_class_s_next_game():
    from test_widgets import play_by_hints, send

    from konkan.widgets import Table

    code = Class.new(players=2, seed=5).code
    tables = []
    for typed in (code, code.upper()):
        t = Table(code=typed)
        play_by_hints(t)
        assert t.game.is_over
        send(t, {"kind": "new_game"})
        assert t.message["tone"] == "info" and not t.game.is_over and t.round.number == 1
        assert t.message["text"].startswith(f"Game 2 of class {code} is dealt")
        assert t.game.seed == Class(code).seed_for("table 2") and t.game.rules == Class(code).rules
        tables.append(t)
    assert tables[0].view == tables[1].view
    assert tables[0].view["hand"] != Table(code=code).view["hand"]  # game 2 is not game 1 again
    # A seed typed beside the button still deals that seed.
    play_by_hints(tables[0])
    send(tables[0], {"kind": "new_game", "seed": "42"})
    assert tables[0].game.seed == 42 and "seed 42" in tables[0].message["text"]


def test_a_class_code_carries_its_test_and_a_test_code_keeps_the_class_s_table_and_deals():
    from konkan.classroom.codes import TESTS
    from konkan.classroom.testmode import ClassTest

    klass = Class.new(players=4, seed=2718)
    assert klass.test == {"name": "mix", "kinds": None, "count": 10, "level": 1}  # a four-digit code: as before
    first = klass.with_test("first lesson")
    assert first.code.startswith(klass.code + "-") and len(first.code) == len(klass.code) + 3
    assert Class(first.code.upper().replace("-", " ")).code == first.code
    assert (first.class_code, first.rules, first.seed, first.seed_for("table")) == (
        klass.code,
        klass.rules,
        klass.seed,
        klass.seed_for("table"),
    )
    assert Class.new(players=4, seed=2718, test=1) == first and first.with_test(0) == klass
    test = ClassTest(first)
    assert (test.kinds, test.count, test.level) == (("is_meld",), 6, 1)
    assert "Its test: 6 puzzles (Spotting melds), level 1." in first.describe()
    # Lessons 1 to 3 teach what a meld is, not what it is worth (lesson 4): nothing the first
    # lesson's test says, asks or answers speaks of points, at any of its class codes' tables.
    from konkan.teaching.practice import answer_form

    for n in range(40):
        t = ClassTest(Class.new(players=2 + n % 4, seed=n, test="first lesson"))
        for i in t.ids:
            p = t.puzzle(i)
            said = [
                p.prompt,
                p.hint,
                p.solution,
                answer_form(p).how,
                *(p.check(a).message for a in ("yes", "no", "24")),
            ]
            assert not any(w in s.lower() for s in said for w in ("point", "worth", "going down")), said
    for n, (name, kinds, count, level) in enumerate(TESTS):
        t = ClassTest(klass.with_test(name))
        assert (t.count, t.level, t.kinds if kinds is not None else None) == (count, level, kinds), name
        assert klass.with_test(n).test["name"] == name
    # Told otherwise, the test is what the teacher says (for a test of their own).
    assert ClassTest(first, count=3, kinds="hand_value").ids == ("1-hand_value-1", "2-hand_value-1", "3-hand_value-1")
    with pytest.raises(KonkanError) as refused:
        klass.with_test("final exam")
    assert str(refused.value) == (
        "There is no test 'final exam'. The tests are 'mix', 'first lesson', 'mix level 2', 'mix level 3', "
        "or their numbers 0 to 3."
    )


def test_one_slip_in_a_test_code_never_gives_another_class_or_test():
    from konkan.classroom.codes import TESTS

    codes = [
        Class.new(players=3, seed=seed, test=n).code for seed in range(0, 4312, 1079) for n in range(1, len(TESTS))
    ]
    tried, accepted = misread(codes)
    assert tried > 5_000 and not accepted, accepted[:10]


def test_a_misspelt_word_that_two_words_are_near_is_told_by_the_check_digit():
    # 'ravn' is one slip from both 'raven' and 'rain': the code's last digit says which was meant
    from konkan.classroom.codes import WORDS, _damm

    assert {"raven", "rain"} <= set(WORDS)
    for meant in ("raven", "rain"):
        digits = next(
            f"{n:03d}{_damm(f'{WORDS.index(meant):02d}{n:03d}')}"
            for n in range(1000)
            if _damm(f"{WORDS.index('raven' if meant == 'rain' else 'rain'):02d}{n:03d}")
            != _damm(f"{WORDS.index(meant):02d}{n:03d}")
        )
        Class(f"{meant}-{digits}")  # a real code
        with pytest.raises(InvalidClassCode, match=f"did you mean '{meant}'\\?"):
            Class(f"ravn-{digits}")
