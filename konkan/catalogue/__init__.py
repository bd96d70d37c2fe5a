"""Every word a user reads, in one place: sentences and labels keyed by reason code or phrase key,
in English, Arabic and French.

The words are Project Fluent messages, one file per language beside this module: ``en.ftl`` (the
source), ``ar.ftl`` and ``fr.ftl``. A message's id is its catalogue key with each dot written as
two underscores (``widget.table.title`` is ``widget__table__title``), and its variables are the
fields the code fills in (``{cards}``, ``{points}``): the code that fills them never writes words
of its own, so a language is a translation, not a rewrite. Every sentence ends citing its rule, and
none speaks of Python: they talk about the cards and the table.

``en.ftl`` is grouped in areas mirroring the code (``## engine``, ``## lessons/welcome``,
``## widgets/table``...); ``EN`` holds its messages as templates (``{cards}``), ``AREAS`` its areas.
English is filled in here directly; Arabic and French through ``fluent.runtime``, which picks each
language's plural forms and isolates left-to-right fields (cards, numbers) inside Arabic sentences.

>>> say("RUN_WRAPS", cards="K♠ A♠ 2♠")
'K♠ A♠ 2♠ is not a run: the ace goes below the two or above the king, never both, so a run cannot turn the corner from king to two (R4.1).'
"""

from __future__ import annotations

import contextlib
import contextvars
import re
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent

# The languages konkan speaks, the first the source, and those written right to left.
LANGUAGES: tuple[str, ...] = ("en", "ar", "fr")
RIGHT_TO_LEFT = frozenset({"ar"})
DIGITS = ("western", "eastern")  # 0-9, or Eastern Arabic ٠-٩ (numbers only: cards and rule numbers keep theirs)


def message_id(key: str) -> str:
    """The Fluent message id of catalogue ``key``: each dot written as two underscores.

    >>> message_id("widget.table.title")
    'widget__table__title'
    """
    return key.replace(".", "__")


def catalogue_key(message: str) -> str:
    """The catalogue key of a Fluent message id (``message_id`` undone)."""
    return message.replace("__", ".")


class Area:
    """One area of ``en.ftl`` (its ``## name: what`` heading and the messages below it)."""

    def __init__(self, name: str, about: str) -> None:
        self.__name__ = name
        self.about = about
        self.WORDS: dict[str, str] = {}

    def __repr__(self) -> str:
        return f"<catalogue area {self.__name__}: {len(self.WORDS)} messages>"


_PLACEABLE = re.compile(r'\{ \$([A-Za-z][A-Za-z0-9_-]*) \}|\{"((?:[^"\\]|\\.)*)"\}')


def _braces(text: str) -> str:
    return text.replace("{", "{{").replace("}", "}}")


def _template(pattern: str) -> str:
    """An English Fluent pattern as a ``str.format`` template: ``{ $cards }`` as ``{cards}``, a quoted
    literal (``{"{"}``) as its text, braces of the text doubled."""
    out = []
    at = 0
    for m in _PLACEABLE.finditer(pattern):
        out.append(_braces(pattern[at : m.start()]))
        out.append("{" + m.group(1) + "}" if m.group(1) is not None else _braces(m.group(2)))
        at = m.end()
    out.append(_braces(pattern[at:]))
    return "".join(out)


def _read_english(text: str) -> tuple[Area, ...]:
    """The areas of ``en.ftl`` and their messages as templates. English uses only text, variables and
    quoted literals, one message per id, so this reads it line by line (in milliseconds, where the
    full Fluent parser takes a third of a second at every import); tests/test_languages.py checks that
    it reads every message exactly as ``fluent.runtime`` formats it."""
    areas: list[Area] = []
    key = ""
    lines: list[str] = []

    def close() -> None:
        if key:
            first, *rest = lines
            body = [first.strip()] if first.strip() else []
            body += [line[4:] for line in rest]
            areas[-1].WORDS[catalogue_key(key)] = "\n".join(_template(line) for line in body)

    for line in text.split("\n"):
        if line.startswith("## "):
            close()
            key, lines = "", []
            name, _, about = line[3:].partition(": ")
            areas.append(Area(name.strip(), about.strip()))
        elif line.startswith("#") or not line.strip():
            close()
            key, lines = "", []
        elif line.startswith("    "):
            lines.append(line)
        else:
            close()
            key, _, first = line.partition(" =")
            lines = [first]
    close()
    return tuple(areas)


AREAS: tuple[Area, ...] = _read_english((HERE / "en.ftl").read_text(encoding="utf-8"))


def area(name: str) -> Area:
    """The area of ``en.ftl`` called ``name`` (``"lessons/welcome"``)."""
    for found in AREAS:
        if found.__name__ == name:
            return found
    raise KeyError(f"the catalogue has no area {name!r}")


def _merge(areas: tuple[Area, ...]) -> dict[str, str]:
    words: dict[str, str] = {}
    for found in areas:
        for key, text in found.WORDS.items():
            if key in words:
                raise ValueError(f"the catalogue key {key!r} is defined twice (again in {found.__name__})")
            words[key] = text
    return words


EN: dict[str, str] = _merge(AREAS)


class _Fields(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        raise KeyError(f"the sentence needs a value for {{{key}}}")


# Called with (key, fields, sentence) after every say(): how a test sees which sentence was made of
# which (tests/glued.py). Empty in use.
LISTENERS: list[Callable[[str, dict[str, Any], str], None]] = []

OPENING_MINIMUM = 51  # R5.1; any other minimum a sentence states is a house rule's (R9)


# The language sentences are said in: set for the whole kernel by set_language(), for a stretch of
# code by speaking() (a widget made with language= speaks its own while it handles the user).
_DEFAULT: dict[str, str] = {}
_SPEAKING: contextvars.ContextVar[str | None] = contextvars.ContextVar("konkan_language", default=None)
_DIGITS: contextvars.ContextVar[str | None] = contextvars.ContextVar("konkan_digits", default=None)


def _checked(spoken: str) -> str:
    if spoken not in LANGUAGES:
        raise ValueError(say("error.language", language=repr(spoken), languages=say_list(LANGUAGES)))
    return spoken


def language() -> str:
    """The language sentences are said in now: ``"en"``, ``"ar"`` or ``"fr"``."""
    chosen = _SPEAKING.get()
    if chosen is not None:
        return chosen
    if "language" not in _DEFAULT:
        from .setting import jupyterlab_language

        _DEFAULT["language"] = jupyterlab_language(LANGUAGES)
    return _DEFAULT["language"]


def digits() -> str:
    """How numbers are written now: ``"western"`` (0-9) or ``"eastern"`` (٠-٩, for Arabic)."""
    return _DIGITS.get() or _DEFAULT.get("digits", "western")


def set_language(spoken: str, digits: str | None = None) -> None:
    """Speak ``spoken`` from now on: ``"en"`` (English), ``"ar"`` (Arabic) or ``"fr"`` (French), in
    every widget made after (a widget's own ``language=`` wins). ``digits="eastern"`` writes numbers
    with Eastern Arabic digits; cards and rule numbers keep theirs (7♠, R4.1)."""
    _checked(spoken)
    if digits is not None and digits not in DIGITS:
        raise ValueError(say("error.digits", digits=repr(digits), choices=say_list(DIGITS)))
    _DEFAULT["language"] = spoken
    if digits is not None:
        _DEFAULT["digits"] = digits


@contextlib.contextmanager
def speaking(spoken: str | None, digits: str | None = None) -> Iterator[None]:
    """Say every sentence inside the ``with`` in ``spoken`` (None: the kernel's language).

    >>> with speaking("en"):
    ...     say("word.suit.S.plural")
    'spades'
    """
    if digits is not None and digits not in DIGITS:
        raise ValueError(say("error.digits", digits=repr(digits), choices=say_list(DIGITS)))
    token = _SPEAKING.set(_checked(spoken) if spoken is not None else None)
    token_digits = _DIGITS.set(digits)
    try:
        yield
    finally:
        _DIGITS.reset(token_digits)
        _SPEAKING.reset(token)


def right_to_left(spoken: str | None = None) -> bool:
    """Whether ``spoken`` (default: the language now) is written right to left."""
    return (spoken or language()) in RIGHT_TO_LEFT


EASTERN = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def number(value: int, style: str | None = None) -> str:
    """``value`` in the digits chosen (a number on its own, as a page shows it)."""
    text = str(value)
    return text.translate(EASTERN) if (style or digits()) == "eastern" else text


def signed(value: int) -> str:
    """``value`` with its sign (+12, -35), in the digits chosen."""
    return ("+" if value >= 0 else "-") + number(abs(value))


_BUNDLES: dict[str, Any] = {}

# A run of cards written in a message's own text ("7♥ 8♥ 9♥", "Joker"), or a signed number ("-30"):
# left to right even inside an Arabic sentence, where the bidirectional algorithm would otherwise show
# "♥9 ♥8 ♥7". (Fields are isolated by Fluent itself.)
_CARD = r"(?:10|[2-9AJQK])[♠♥♦♣]|Joker|🃏"
_LEFT_TO_RIGHT_RUN = re.compile(rf"(?:{_CARD})(?:[ ,+]+(?:{_CARD}))*|(?<![\w-])[-−]\d+")
LRI, PDI = "\u2066", "\u2069"


def isolate_runs(text: str) -> str:
    """``text`` with each run of cards (and each signed number) kept left to right (LRI ... PDI).

    >>> isolate_runs("خذ 9♥ ثم نزّل 7♥ 8♥ 9♥") == "خذ \u20669♥\u2069 ثم نزّل \u20667♥ 8♥ 9♥\u2069"
    True
    """
    return _LEFT_TO_RIGHT_RUN.sub(lambda m: LRI + m.group(0) + PDI, text)


def _isolated_line(line: str) -> str:
    """One line of a Fluent file with the runs of its text isolated: not a comment, not a message's id."""
    if line.startswith("#") or not line.strip():
        return line
    if line.startswith((" ", "\t")):
        return isolate_runs(line)
    ident, equals, value = line.partition(" =")
    return ident + equals + isolate_runs(value)


def source(spoken: str) -> str:
    """The Fluent source of ``spoken``'s messages, as konkan reads it: a right-to-left language's
    runs of cards isolated (:func:`isolate_runs`), so the page and Python read the same words."""
    text = (HERE / f"{spoken}.ftl").read_text(encoding="utf-8")
    if spoken in RIGHT_TO_LEFT:
        text = "\n".join(_isolated_line(line) for line in text.split("\n"))
    return text


def bundle(spoken: str) -> Any:
    """The ``fluent.runtime`` bundle of ``spoken``'s messages (read once)."""
    if spoken not in _BUNDLES:
        from fluent.runtime import FluentResource

        from ._fluent import Bundle

        made = Bundle([spoken], use_isolating=spoken in RIGHT_TO_LEFT)
        made.add_resource(FluentResource(source(spoken)))
        _BUNDLES[spoken] = made
    return _BUNDLES[spoken]


def _fluent_value(value: Any, spoken: str = "en") -> Any:
    """A field as ``fluent.runtime`` takes it: a whole number stays a number (a translation may pick
    its plural form by it), written in the digits chosen and never grouped (1000, not 1,000); in a
    text, a joker among cards is named as ``spoken`` names it (:func:`cards_said`)."""
    if isinstance(value, int) and not isinstance(value, bool):
        from ._fluent import count

        return count(value, digits())
    return cards_said(str(value), spoken)


_JOKER_TEXT = re.compile(r"(?<![\w])Joker(?![\w])")
_JOKER_WORDS: dict[str, str] = {}


def cards_said(text: str, spoken: str) -> str:
    """``text`` (a field's value, such as ``9♥ Joker J♥``) with the engine's text for a joker among
    cards said as ``spoken`` says it on a card (``widget.base.card.joker.text``: ``جوكر`` in
    Arabic), as the page draws it. The engine writes cards the same in every language (they are
    also what a player types), so a translated sentence says the joker's name itself.

    >>> cards_said("9♥ Joker J♥", "ar") == "\u20669♥ جوكر J♥\u2069"
    True
    """
    if spoken == "en" or "Joker" not in text:
        return text
    if spoken not in _JOKER_WORDS:
        _JOKER_WORDS[spoken] = translated(spoken, "widget.base.card.joker.text", {})
    said = _JOKER_TEXT.sub(_JOKER_WORDS[spoken], text)
    if said != text and spoken in RIGHT_TO_LEFT:
        # Its own letters would turn the run right to left (Fluent isolates a field by its first
        # letter): the cards still read left to right, in rank order.
        said = LRI + said + PDI
    return said


def translated(spoken: str, key: str, fields: dict[str, Any]) -> str:
    """The sentence for ``key`` in ``spoken`` (not English), filled in with ``fields``."""
    made = bundle(spoken)
    ident = message_id(key)
    if not made.has_message(ident):
        raise KeyError(f"the catalogue has no {spoken} words for {key!r}")
    args = {name: _fluent_value(value, spoken) for name, value in fields.items()}
    text, errors = made.format_pattern(made.get_message(ident).value, args)
    if errors:
        raise KeyError(f"the {spoken} words for {key!r} cannot be filled in: {errors[0]}")
    return str(text)


def say(key: str, **fields: Any) -> str:
    """The sentence for ``key`` (a reason code or a phrase key), filled in with ``fields``, in the
    language spoken now.

    A sentence stating an opening minimum other than R5.1's 51 (a table playing 71, or one whose
    minimum rises during the round) cites R9 beside R5.1, so a learner who looks R5.1 up finds
    why the number differs."""
    key = str(key)
    spoken = language()
    if spoken == "en":
        text = EN[key].format_map(_Fields(fields))
    else:
        text = translated(spoken, key, fields)
    if fields.get("minimum", OPENING_MINIMUM) != OPENING_MINIMUM:
        text = text.replace("(R5.1)", "(R5.1, R9)")
    for listen in LISTENERS:
        listen(key, fields, text)
    return text


def template(key: str) -> str:
    return EN[str(key)]


def say_list(items: Sequence[str], last: str = "list.last") -> str:
    """``a``, ``a and b``, ``a, b and c``: a list in words, its joining words from the catalogue.
    ``last`` is the key joining the last item: ``"list.or"`` for ``a, b or c``, ``"list.more"``
    for a list with commas only (``a, b, c``).

    >>> say_list(["7♠", "8♠", "9♠"])
    '7♠, 8♠ and 9♠'
    >>> say_list(["7♠ 8♠", "Q♥ Q♦"], last="list.or")
    '7♠ 8♠ or Q♥ Q♦'
    """
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    text = items[0]
    for item in items[1:-1]:
        text = say("list.more", items=text, item=item)
    return say(last, items=text, item=items[-1])


def say_either(items: Sequence[str]) -> str:
    """``a or b or c``: the choices of one thing (the cards a joker may stand for), each joined
    by the catalogue's "or".

    >>> say_either(["7♦", "7♣"])
    '7♦ or 7♣'
    """
    items = list(items)
    text = "".join(items[:1])
    for item in items[1:]:
        text = say("list.or", items=text, item=item)
    return text
