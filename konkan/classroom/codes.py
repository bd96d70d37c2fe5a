"""Class codes: one short word a teacher reads out gives every student the same table and deals.

A class code such as ``olive-4271`` stands for a seed and a table (who plays, and which house
rules), so every student who types it gets the same games at the table and the same puzzles, on
any machine, with nothing shared but the code. It has two parts:

- a **word** from :data:`WORDS`, which any two differ by at least two letters (a letter changed,
  added, dropped, or two side by side swapped), so one slip in the word never spells another;
- **four digits**: three for the class and a check digit (Damm's algorithm) that catches any one
  digit typed wrong and any two neighbours swapped.

So one typo never turns a code into another class's: it is refused, with a sentence saying what
is wrong (and, for a word one slip from a real one, which word was meant).

A code also carries the class's **test** (:data:`TESTS`: which kinds of puzzle, how many, at which
level), so no student types them. A code of four digits carries the first, a mix of every kind;
another test is two digits more after a dash, ``olive-4271-18``: the test's number and a check
digit over the whole code (so a slip there is refused too). Every test code of a class deals the
same tables and the same puzzles by number as its four-digit code (:meth:`Class.seed_for`): only
the test differs. :meth:`Class.with_test` gives a class's code for another test.

A code carries its table as one of :data:`TABLES`, the tables people play: each preset of
:meth:`konkan.Rules.preset` for 2 to 5 players, and partnerships of four. Rules outside them
can't travel in a short code: :meth:`Class.new` says so and names what differs.

>>> c = Class.new(players=3, seed=7)
>>> c.code
'river-7661'
>>> Class("River 7661").rules == c.rules, c.rules.players
(True, 3)
>>> print(c.describe())
Class river-7661: 3 players, each for themselves, with the standard rules.
>>> Class("river-7616")
Traceback (most recent call last):
    ...
konkan.classroom.codes.InvalidClassCode: 'river-7616' is not a class code: its word and its digits do not go together, ...
>>> Class("rivre-7661")
Traceback (most recent call last):
    ...
konkan.classroom.codes.InvalidClassCode: 'rivre-7661' is not a class code: 'rivre' is not a word of any class code; did you mean 'river'?
>>> first = c.with_test("first lesson")
>>> first.code, first.class_code, first.test["kinds"], first.test["count"]
('river-7661-13', 'river-7661', ('is_meld',), 6)
>>> Class("river-7661-31")
Traceback (most recent call last):
    ...
konkan.classroom.codes.InvalidClassCode: 'river-7661-31' is not a class code: its test's two digits do not go together, ...
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, fields
from typing import Any

from ..catalogue import EN, say, say_list
from ..errors import KonkanError, shown, whole_number
from ..rules import Rules
from ..teaching.practice import KIND_NAMES
from ..teaching.puzzles import MIXED_KINDS

__all__ = ["TABLES", "TESTS", "WORDS", "Class", "InvalidClassCode", "assignment"]


class InvalidClassCode(KonkanError):
    """A class code that is not one: mistyped, or not a code at all. It keeps its sentence's
    catalogue ``key`` and ``fields``, so that :meth:`to_teacher` can say it to the teacher who
    made the class, who has nobody to check the code with."""

    def __init__(self, message: str, *, key: str = "", fields: dict[str, Any] | None = None):
        super().__init__(message)
        self.key = key
        self.fields = dict(fields or {})

    @classmethod
    def said(cls, key: str, **fields: Any) -> InvalidClassCode:
        """The refusal with the sentence ``key``, filled in with ``fields``."""
        return cls(say(key, **fields), key=key, fields=fields)

    def to_teacher(self) -> str:
        """The sentence as a teacher reads it of their own class's code: where a student's sentence
        says to check the code with their teacher, the teacher's says to check the code they were
        given when they made the class."""
        teacher = f"{self.key}.teacher"
        return say(teacher, **self.fields) if self.key and teacher in EN else str(self)


# Fixed for good: a code names its word by its place in this list.
WORDS: tuple[str, ...] = (
    "olive",
    "cedar",
    "lemon",
    "mango",
    "pearl",
    "river",
    "amber",
    "coral",
    "maple",
    "tiger",
    "zebra",
    "panda",
    "otter",
    "robin",
    "eagle",
    "falcon",
    "raven",
    "koala",
    "llama",
    "camel",
    "bison",
    "moose",
    "sheep",
    "goat",
    "horse",
    "pony",
    "kitten",
    "puppy",
    "cobra",
    "gecko",
    "shark",
    "whale",
    "squid",
    "crab",
    "snail",
    "honey",
    "sugar",
    "bread",
    "cheese",
    "apple",
    "peach",
    "plum",
    "cherry",
    "grape",
    "melon",
    "berry",
    "onion",
    "garlic",
    "pepper",
    "tulip",
    "daisy",
    "lily",
    "rose",
    "lotus",
    "fern",
    "palm",
    "willow",
    "birch",
    "oak",
    "pine",
    "cloud",
    "storm",
    "frost",
    "snow",
    "rain",
    "sun",
    "moon",
    "star",
    "comet",
)

# Append only, for the same reason: (preset, players, partnership).
TABLES: tuple[tuple[str, int, bool], ...] = (
    ("standard", 4, False),
    ("standard", 2, False),
    ("standard", 3, False),
    ("standard", 5, False),
    ("standard", 4, True),
    ("jawaker", 4, False),
    ("jawaker", 2, False),
    ("jawaker", 3, False),
    ("jawaker", 5, False),
    ("jawaker", 4, True),
)
# Append only, for the same reason: the tests a code can carry (its test digit is the place here),
# each (name, kinds or None for a mix of every kind, puzzles, level). A four-digit code carries
# the first. "first lesson" asks what the teacher's guide's first lesson teaches: whether cards
# make a meld (lessons 2 and 3), and nothing of points (lesson 4). Its kind was "meld" (with the
# points) until the first classes used it: no code given to a class carried it then.
TESTS: tuple[tuple[str, tuple[str, ...] | None, int, int], ...] = (
    ("mix", None, 10, 1),
    ("first lesson", ("is_meld",), 6, 1),  # not user words: a name the teacher types (test=...), fixed
    ("mix level 2", None, 10, 2),  # not user words: a name the teacher types (test=...), fixed
    ("mix level 3", None, 10, 3),  # not user words: a name the teacher types (test=...), fixed
)
assert len(TESTS) <= 10, "a test code has one digit for the test"  # not user words
_FIXED = "WORDS is fixed: every code ever given names its word by its place"  # not user words
assert len(WORDS) * 1000 == 69_000, _FIXED
_SLOTS = 16  # room for more tables without changing what an existing code means
_CODES = 69_000  # a word and three digits
_SEEDS = _CODES // _SLOTS
CLASS_NUMBERS = _SEEDS  # the classes each table has codes for, numbered 0 to CLASS_NUMBERS - 1
# Codes are spread over the words: the n-th class of a table is (n * 16 + table) * _SPREAD, modulo
# the number of codes (a bijection, _SPREAD being prime to it), so classes 0, 1, 2 don't all start
# with the first word.
_SPREAD = 7919
_UNSPREAD = pow(_SPREAD, -1, _CODES)

# Damm's quasigroup of order 10: a check digit that catches every single-digit error and every
# swap of two neighbouring digits.
_DAMM = (
    (0, 3, 1, 7, 5, 9, 8, 6, 4, 2),
    (7, 0, 9, 2, 1, 5, 4, 8, 6, 3),
    (4, 2, 0, 6, 8, 7, 1, 3, 5, 9),
    (1, 7, 5, 0, 9, 8, 3, 4, 2, 6),
    (6, 1, 2, 3, 0, 4, 5, 9, 7, 8),
    (3, 6, 7, 4, 2, 0, 9, 5, 8, 1),
    (5, 8, 6, 9, 7, 2, 0, 1, 3, 4),
    (8, 9, 4, 5, 3, 6, 2, 0, 1, 7),
    (9, 4, 3, 8, 6, 1, 7, 2, 0, 5),
    (2, 5, 8, 1, 4, 3, 6, 7, 9, 0),
)


def _damm(digits: str) -> int:
    interim = 0
    for d in digits:
        interim = _DAMM[interim][int(d)]
    return interim


def _one_slip(a: str, b: str) -> bool:
    """Whether ``b`` is ``a`` with one letter changed, added or dropped, or two neighbours swapped."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (
            len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]
        )
    short, long_ = sorted((a, b), key=len)
    return any(long_[:i] + long_[i + 1 :] == short for i in range(len(long_)))


def _table_rules(slot: int) -> Rules:
    preset, players, partnership = TABLES[slot]
    return Rules.preset(preset, players=players, partnership=partnership)


def _slot_of(rules: Rules) -> int | None:
    for slot in range(len(TABLES)):
        if _table_rules(slot) == rules:
            return slot
    return None


def _not_a_code_table(rules: Rules) -> str:
    """Why ``rules`` can't travel in a class code: what differs from the nearest table that can."""

    def differences(slot: int) -> list[str]:
        table = _table_rules(slot)
        return [
            say(
                "error.class.table_difference",
                setting=f"{f.name}={getattr(rules, f.name)!r}",
                table=repr(getattr(table, f.name)),
            )
            for f in fields(Rules)
            if getattr(rules, f.name) != getattr(table, f.name)
        ]

    nearest = min(range(len(TABLES)), key=lambda slot: len(differences(slot)))
    preset, players, partnership = TABLES[nearest]
    key = "class.table.partnerships" if partnership else "class.table"
    name = say(key, preset=preset, players=players)
    calls = "Table(rules=..., seed=...), Practice(rules=..., seed=...)"
    return say(
        "error.class.not_a_code_table",
        name=name,
        differences=say_list(differences(nearest), last="list.more"),
        calls=calls,
    )


def _class_and_table(word: str, digits: str) -> tuple[int, int]:
    """The class number and the table slot a code's word and digits stand for."""
    return divmod((WORDS.index(word) * 1000 + int(digits[:3])) * _UNSPREAD % _CODES, _SLOTS)


# As people type a code: any case, spaces or another dash (– or —) around the dash, or none, and in
# the digits the letters O, l or I for 0 and 1.
_CODE = re.compile(r"\s*([a-z]+)\s*[-\u2010-\u2015\s]?\s*([0-9oli]{4})(?:\s*[-\u2010-\u2015\s]?\s*([0-9oli]{2}))?\s*")
_DIGITS = str.maketrans("oli", "011")


@dataclass(frozen=True)
class Class:
    """``Class(code)``: the class a code stands for, its :attr:`rules`, :attr:`seed` and
    :attr:`test`; refused with :class:`InvalidClassCode`, and a sentence saying why, if the code
    is not one. :meth:`new` makes a code for a table (and a test)."""

    code: str

    def __init__(self, code: Any):
        if not isinstance(code, str):
            raise InvalidClassCode.said("error.class.code_type", code=shown(code))
        typed = code
        m = _CODE.fullmatch(code.lower())
        if m is None:
            counted = re.fullmatch(r"\s*[a-z]*\W*([0-9]+)\s*", code.lower())
            key = (
                "error.class.code_shape"
                if counted is None
                else "error.class.code_shape.no_word"
                if not code.strip()[0].isalpha()
                else "error.class.code_shape.digits"
            )
            raise InvalidClassCode.said(key, code=shown(typed), digits=len(counted.group(1)) if counted else 0)
        word, digits = m.group(1), m.group(2).translate(_DIGITS)
        extra = (m.group(3) or "").translate(_DIGITS)
        if word not in WORDS:
            near = [w for w in WORDS if _one_slip(word, w)]
            if len(near) > 1:  # the check digit tells which word goes with these digits
                near = [w for w in near if _damm(f"{WORDS.index(w):02d}{digits[:3]}") == int(digits[3])] or near
            if len(near) == 1:
                raise InvalidClassCode.said(
                    "error.class.unknown_word.near", code=shown(typed), word=repr(word), near=repr(near[0])
                )
            raise InvalidClassCode.said("error.class.unknown_word", code=shown(typed), word=repr(word))
        index = WORDS.index(word)
        if _damm(f"{index:02d}{digits[:3]}") != int(digits[3]):
            raise InvalidClassCode.said("error.class.check_digit", code=shown(typed))
        seed, slot = _class_and_table(word, digits)
        if seed >= _SEEDS or slot >= len(TABLES):
            raise InvalidClassCode.said("error.class.unknown_table", code=shown(typed))
        if extra:
            if _damm(f"{index:02d}{digits}{extra[0]}") != int(extra[1]):
                raise InvalidClassCode.said("error.class.test_check_digit", code=shown(typed))
            if extra[0] == "0" or int(extra[0]) >= len(TESTS):
                raise InvalidClassCode.said("error.class.unknown_test", code=shown(typed))
        object.__setattr__(self, "code", f"{word}-{digits}" + (f"-{extra}" if extra else ""))

    @classmethod
    def new(
        cls,
        rules: Rules | None = None,
        *,
        players: int | None = None,
        seed: int | None = None,
        test: str | int | None = None,
    ) -> Class:
        """A class code for ``rules`` (or the standard table of ``players``), the class numbered
        ``seed`` (0 to 4,311; drawn at random when None), carrying the test ``test`` (a name or
        number of :data:`TESTS`; None for the first, a mix of every kind)."""
        if rules is None:
            rules = Rules(players=4 if players is None else players)
        elif not isinstance(rules, Rules):
            raise KonkanError(say("error.class.rules_type", rules=shown(rules)))
        elif players is not None and players != rules.players:
            raise KonkanError(say("error.class.players", given=f"players={shown(players)}", seated=rules.players))
        slot = _slot_of(rules)
        if slot is None:
            raise KonkanError(_not_a_code_table(rules))
        if seed is None:
            seed = random.SystemRandom().randrange(_SEEDS)
        seed = whole_number(seed, "seed", 0, _SEEDS - 1)
        index, number = divmod((seed * _SLOTS + slot) * _SPREAD % _CODES, 1000)
        made = cls(f"{WORDS[index]}-{number:03d}{_damm(f'{index:02d}{number:03d}')}")
        return made if test is None else made.with_test(test)

    def with_test(self, test: str | int) -> Class:
        """This class's code for the test ``test`` (its name or number in :data:`TESTS`): the same
        table and deals, another test."""
        names = [t[0] for t in TESTS]
        if isinstance(test, str) and test in names:
            number = names.index(test)
        elif isinstance(test, int) and not isinstance(test, bool) and 0 <= test < len(TESTS):
            number = test
        else:
            raise KonkanError(
                say("error.class.test", names=", ".join(map(repr, names)), top=len(TESTS) - 1, test=shown(test))
            )
        if number == 0:
            return Class(self.class_code)
        word, digits = self.class_code.split("-")
        return Class(f"{self.class_code}-{number}{_damm(f'{WORDS.index(word):02d}{digits}{number}')}")

    @property
    def class_code(self) -> str:
        """The class's own code, four digits, whichever test this code carries."""
        return "-".join(self.code.split("-")[:2])

    @property
    def test_number(self) -> int:
        """The place in :data:`TESTS` of the test this code carries."""
        parts = self.code.split("-")
        return int(parts[2][0]) if len(parts) > 2 else 0

    @property
    def test(self) -> dict[str, Any]:
        """The test this code carries: its ``name``, ``kinds`` (None for a mix of every kind),
        ``count`` of puzzles and ``level``."""
        name, kinds, count, level = TESTS[self.test_number]
        return {"name": name, "kinds": kinds, "count": count, "level": level}

    @property
    def _payload(self) -> tuple[int, int]:
        word, digits = self.class_code.split("-")
        return _class_and_table(word, digits)

    @property
    def seed(self) -> int:
        """The class's number: every seed it hands out is made from its code."""
        return self._payload[0]

    @property
    def rules(self) -> Rules:
        """The table the code stands for."""
        return _table_rules(self._payload[1])

    def seed_for(self, what: str) -> str:
        """The seed of one activity of the class (``"table"``, ``"practice"``, ...): the same for
        every student, different from activity to activity; the same for every test code of the
        class."""
        return f"class {self.class_code} {what}"

    def describe(self) -> str:
        """The class in plain words: its code and its table (and the test a test code carries)."""
        preset = TABLES[self._payload[1]][0]
        key = "class.describe.standard" if preset == "standard" else "class.describe.house"
        table = self.rules.describe().splitlines()[0].rstrip(".")
        said = say(key, code=self.code, table=table, preset=preset.capitalize())
        if self.test_number:
            test = describe_test(self.test["kinds"], self.test["count"], self.test["level"])
            said = say("class.describe.with_test", said=said, test=test)
        return said

    def __str__(self) -> str:
        return self.code


def describe_test(kinds: Any, count: int, level: int) -> str:
    """A test's settings in plain words: "6 puzzles (Meld or not), level 1"."""
    what = (
        say("class.test.mix")
        if kinds is None or set(kinds) == set(MIXED_KINDS)
        else say_list([KIND_NAMES[k] for k in kinds], last="list.more")
    )
    return say(
        "class.test.settings.one" if count == 1 else "class.test.settings.many", count=count, what=what, level=level
    )


def assignment(
    code: Any, *, kinds: Any = None, count: int | None = None, level: int | None = None, path: Any = "class-test.ipynb"
) -> Any:
    """The test of the class ``code`` as an nbgrader source notebook at ``path``: see
    :func:`konkan.classroom.nbgrader.assignment`."""
    from .nbgrader import assignment as write  # its test reads class codes: imported here

    return write(code, kinds=kinds, count=count, level=level, path=path)
