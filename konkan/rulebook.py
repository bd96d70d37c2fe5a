"""The rule book: every rule the engine cites (R1 to R9), in plain words for a learner.

Each verdict, refusal and hint of the engine names a rule number; ``rule`` looks it up.

>>> rule("r4.1")
<Rule R4.1 Runs>
>>> print(rule("R4.3"))
R4.3 One joker per meld: A meld may contain one joker at most, ...
>>> [part.number for part in rule("R2").parts]
['R2.1', 'R2.2', 'R2.3']
>>> rule("R10")
Traceback (most recent call last):
...
konkan.errors.KonkanError: there is no rule 'R10' in the rule book: rule numbers go from R1 to R9 (such as R4 or R4.1)

``python -m konkan.rulebook`` prints the whole book as Markdown (the page ``docs/rules.md``);
``python -m konkan.rulebook ar`` (or ``fr``) prints it in Arabic (French): ``docs/rules.ar.md``.
"""

from __future__ import annotations

import reprlib
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .catalogue import language, right_to_left, say, speaking
from .catalogue.said import Said, voice
from .errors import KonkanError
from .rules import Rules

__all__ = ["OPTION_WORDS", "R9_OPTIONS", "Rule", "all_rules", "describe_rules", "rule", "rule_chips", "rules_markdown"]


@dataclass(frozen=True, repr=False)
class Rule:
    """One numbered rule: a sub-rule such as R4.1, or a whole section such as R4 (with ``parts``).

    >>> runs = rule("4.1")
    >>> runs.number, runs.title, runs.section
    ('R4.1', 'Runs', 'R4')
    >>> print(rule("R6")._repr_markdown_())
    **R6 Once down.** What a player who has gone down may do with the melds on the table.
    <BLANKLINE>
    - **R6.1 Laying off.** ...
    - **R6.2 Swapping a joker.** ...
    - **R6.3 Keeping a freed joker.** ...
    """

    number: str
    title: str
    text: str
    section: str
    parts: tuple[Rule, ...] = ()

    @property
    def is_section(self) -> bool:
        return self.number == self.section

    def __str__(self) -> str:
        return f"{self.number} {self.title}: {self.text}"

    def __repr__(self) -> str:
        return f"<Rule {self.number} {self.title}>"

    def _repr_markdown_(self) -> str:
        lines = [_paragraph(self)]
        if self.parts:
            lines.append("\n".join(f"- {_paragraph(part)}" for part in self.parts))
        if self.number == "R9":
            lines += [_options_table(), say("rule.R9.after")]
        return "\n\n".join(lines)


def _paragraph(r: Rule) -> str:
    return f"**{r.number} {r.title}.** {r.text}"


# The sections and their numbered points, in book order; each rule's title and text are the catalogue's
# ``rule.<number>.title`` and ``rule.<number>.text`` (konkan/catalogue/en.ftl, area rulebook). That is the one rule
# text the project cites: docs/rules.md is generated from it, and every verdict, test and lesson cites its
# numbers. A change of fact there changes the game, so the engine, its tests and the lessons must change with it.
_BOOK: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("R1", ("R1.1", "R1.2", "R1.3")),
    ("R2", ("R2.1", "R2.2", "R2.3")),
    ("R3", ("R3.1", "R3.2", "R3.3", "R3.4", "R3.5", "R3.6")),
    ("R4", ("R4.1", "R4.2", "R4.3", "R4.4", "R4.5")),
    ("R5", ("R5.1", "R5.2", "R5.3", "R5.4", "R5.5")),
    ("R6", ("R6.1", "R6.2", "R6.3")),
    ("R7", ("R7.1", "R7.2", "R7.3")),
    ("R8", ("R8.1", "R8.2", "R8.3", "R8.4", "R8.5", "R8.6", "R8.7")),
)

#: The house rules' option names, in the order the rule book lists them. To add one, append its name
#: here and its words to the catalogue: ``rule.option.<name>.decides``, ``.default`` and ``.alternative``.
_OPTIONS: tuple[str, ...] = (
    "opening_minimum",
    "opening_needs_run",
    "rounds",
    "taken_discard_must_be_used",
    "set_joker_swap_needs_both",
    "freed_joker_must_be_used",
    "empty_stock",
    "joker_penalty",
    "konkan_declarer_may_take_discards",
    "going_out_score",
    "game_end",
    "game_end_score",
    "opening_rise",
    "ace_value",
    "jokers_per_meld",
    "starter_may_go_down_first_turn",
)


class _Options(Sequence[tuple[str, str, str]]):
    """The house rules as (option name, default, alternative), the words said when read."""

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return [self[k] for k in range(len(_OPTIONS))[index]]
        name = _OPTIONS[index]
        return name, say(f"rule.option.{name}.default"), say(f"rule.option.{name}.alternative")

    def __len__(self) -> int:
        return len(_OPTIONS)


#: The house rules the engine has today, as (option name, default, alternative), in the order
#: the rule book lists them, in the language spoken when read.
R9_OPTIONS: Sequence[tuple[str, str, str]] = _Options()

#: What each house-rule option decides, in words a message can quote ("... at this table (R9)"),
#: in the language spoken when read.
OPTION_WORDS: Mapping[str, str] = Said("rule.option.{}.decides", _OPTIONS)


def describe_rules(rules: Any) -> str:
    """A table's rules in plain words: who plays, then each option that differs from the game's
    defaults, citing its rule (``Rules.describe`` calls this)."""
    base = Rules(players=rules.players, partnership=rules.partnership)
    head = say("rule.describe.partnership" if rules.partnership else "rule.describe.alone", players=rules.players)
    keys: list[tuple[str, dict[str, Any]]] = []
    if rules.opening_minimum != base.opening_minimum:
        keys.append(("opening_minimum", {"points": rules.opening_minimum}))
    if rules.opening_needs_run != base.opening_needs_run:
        keys.append(("no_run", {}))
    if rules.game_end == "rounds" and rules.rounds != base.rounds:
        keys.append(("rounds", {"rounds": rules.rounds}))
    if rules.taken_discard_must_be_used:
        keys.append(("taken_discard", {}))
    if rules.set_joker_swap_needs_both:
        keys.append(("swap_needs_both", {}))
    if rules.freed_joker_must_be_used:
        keys.append(("freed_joker", {}))
    if rules.empty_stock != base.empty_stock:
        keys.append(("reshuffle", {}))
    if rules.joker_penalty != base.joker_penalty:
        keys.append(("joker_penalty", {"points": rules.joker_penalty}))
    if rules.konkan_declarer_may_take_discards:
        keys.append(("declarer_takes", {}))
    if rules.going_out_score != base.going_out_score:
        keys.append(("going_out", {"score": rules.going_out_score, "hand": 2 * rules.going_out_score}))
    if rules.game_end == "target":
        keys.append(("target", {"score": rules.end_score}))
    if rules.game_end == "elimination":
        keys.append(("elimination", {"score": rules.end_score}))
    if not rules.starter_may_go_down_first_turn:
        keys.append(("starter_discards", {}))
    if rules.ace_value == "always_11":
        keys.append(("ace_always_11", {}))
    if rules.ace_value == "ten":
        keys.append(("ace_ten", {}))
    if rules.jokers_per_meld == 2:
        keys.append(("two_jokers", {}))
    if rules.opening_rise == "match":
        keys.append(("rise_match", {}))
    if rules.opening_rise == "beat":
        keys.append(("rise_beat", {}))
    if not keys:
        return head + "\n" + say("rule.describe.standard")
    return head + "\n" + "\n".join("- " + say(f"rule.describe.{key}", **fields) for key, fields in keys)


def _house_rules_text() -> str:
    return say("rule.R9.text", options=", ".join(f"`{name}`" for name in _OPTIONS))


def _options_table() -> str:
    heads = [say(f"rule.option.head.{part}") for part in ("option", "decides", "default", "alternative")]
    rows = [
        "| " + " | ".join(heads) + " |",
        "| --- | --- | --- | --- |",
    ]
    rows += [
        f"| `{name}` | {OPTION_WORDS.get(name, '')} | {default} | {alternative} |"
        for name, default, alternative in R9_OPTIONS
    ]
    return "\n".join(rows)


def _rule(number: str, section: str, parts: tuple[Rule, ...] = ()) -> Rule:
    return Rule(number, say(f"rule.{number}.title"), say(f"rule.{number}.text"), section, parts)


def _build() -> tuple[Rule, ...]:
    built: list[Rule] = []
    for number, subs in _BOOK:
        parts = tuple(_rule(n, number) for n in subs)
        built.append(_rule(number, number, parts))
        built.extend(parts)
    built.append(Rule("R9", say("rule.R9.title"), _house_rules_text(), "R9"))
    return tuple(built)


# The rule book in each language it has been read in, by number (built on first use).
_BOOKS: dict[tuple[str, str], dict[str, Rule]] = {}


def _book() -> dict[str, Rule]:
    """Every rule by number, in book order, in the language spoken now."""
    said = voice()
    if said not in _BOOKS:
        _BOOKS[said] = {r.number: r for r in _build()}
    return _BOOKS[said]


_SHOW = reprlib.Repr()
_SHOW.maxstring = _SHOW.maxother = 60


def _shown(value: object) -> str:
    try:
        text = _SHOW.repr(value)
    except Exception:
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 60 else text[:57] + "..."


def rule(number: str) -> Rule:
    """The rule with this number: ``"R4.1"``, ``"r4.1"``, ``"4.1"`` or a section such as ``"R4"``.

    >>> rule(" 8.2 ")
    <Rule R8.2 A Hand>
    >>> rule("R9").parts
    ()
    >>> rule(4.1)
    Traceback (most recent call last):
    ...
    konkan.errors.KonkanError: there is no rule 4.1 in the rule book: rule numbers go from R1 to R9 (such as R4 or R4.1)
    """
    found = None
    if isinstance(number, str) and len(number) < 40:
        key = number.strip().upper()
        found = _book().get(key if key.startswith("R") else "R" + key)
    if found is None:
        raise KonkanError(say("error.rule.unknown", number=_shown(number)))
    return found


def all_rules() -> tuple[Rule, ...]:
    """Every section and sub-rule, in book order.

    >>> [r.number for r in all_rules()][:5]
    ['R1', 'R1.1', 'R1.2', 'R1.3', 'R2']
    """
    return tuple(_book().values())


def rule_chips() -> dict[str, str]:
    """Each rule's short text, for the small rule chip a page draws beside a sentence citing it:
    its number and title, then its first sentence ("R4.1 Runs: A run is three or more cards ...").

    >>> rule_chips()["R4.1"].split(":")[0]
    'R4.1 Runs'
    """
    out = {}
    for r in all_rules():
        first = r.text.split(". ")[0].rstrip(".")
        out[r.number] = say("rule.chip", number=r.number, title=r.title, text=first)
    return out


def rules_markdown() -> str:
    """The whole rule book as one Markdown page (what ``docs/rules.md`` holds).

    >>> print(rules_markdown())
    # Konkan: the rule book
    ...
    ## R4 Melds
    ...
    **R4.1 Runs.** A run is three or more cards of one suit...
    """
    out = ["# " + say("rule.book.title"), say("rule.book.intro")]
    for section in (r for r in all_rules() if r.is_section):
        out.append(f"## {section.number} {section.title}")
        out.append(section.text)
        out.extend(_paragraph(part) for part in section.parts)
        if section.number == "R9":
            out += [_options_table(), say("rule.R9.after")]
    if right_to_left():
        # Arabic reads right to left: the page says so (headings keep their anchors)
        out = [f'<div dir="rtl" lang="{language()}">', *out, "</div>"]  # not user words
    return "\n\n".join(out) + "\n"


def page(spoken: str) -> str:
    """The rule book's page in ``spoken``: ``docs/rules.md`` in English, ``docs/rules.<language>.md``
    in the others (``python -m konkan.rulebook ar``)."""
    return "rules.md" if spoken == "en" else f"rules.{spoken}.md"


if __name__ == "__main__":
    # Bytes, so the page comes out the same whatever the terminal's encoding.
    with speaking(sys.argv[1] if len(sys.argv) > 1 else "en"):
        sys.stdout.buffer.write(rules_markdown().encode("utf-8"))
