"""What every konkan widget shares: card faces, intents from the page, messages, repr and picture.

A widget holds its state in synced traits; the page draws them and sends only what the user
wants to do (an *intent*, a custom message such as ``{"kind": "pick", "cards": [12, 13]}``).
:class:`KonkanWidget` checks every intent against the widget's declared :attr:`~KonkanWidget.intents`
before any handler sees it: its shape, the type of each field, its size and how deeply it
nests. Whatever is wrong, the widget says so in its ``message`` trait and changes nothing else.

The front end is one ES module per widget, in ``js/src/`` (``table.js``, ``lesson.js``...): each
imports what it uses (the helpers of ``base.js`` and ``small.js``, the table's drawing that the
lesson reuses) and the stylesheets it needs, and esbuild bundles each into one file and one
stylesheet, ``static/<name>.js`` and ``static/<name>.css`` (``make js``; committed, so using konkan
needs no Node.js). A widget's ``_esm`` and ``_css`` are those files' paths (:func:`esm`,
:func:`css`): anywidget reads them, and with ``ANYWIDGET_HMR=1`` redraws the widget when a rebuild
(``make js-watch``) changes them. Card faces are drawn once by :func:`konkan.render.card_symbols`
and sent in the ``faces`` trait; the page places them with ``<use>``, so there is one drawing of a card.

Two widgets on one page share nothing: each rendered view has its own name (``konkanRoot``), and
every id, label target, radio group and card face of the view is built on it (``konkanId``).
When the kernel is gone (restarted, stopped, culled on a hub), the page greys the widget and shows
the sentence of the ``lost`` trait, set here at creation since nothing can come from Python after
(``konkanLive``; the widget is named by its class's :attr:`~KonkanWidget.noun`).

A widget on this base, in outline::

    class MeldChecker(KonkanWidget):
        _esm = esm("checker")         # static/checker.js: js/src/checker.js and what it imports
        _css = css("checker")         # static/checker.css: the stylesheets those modules import
        intents = {"pick": {"cards": "cards"}}
        picked = traitlets.List().tag(sync=True)

        def _on_pick(self, cards):    # called only with checked fields; raise KonkanError to refuse
            self.picked = cards

        def summary(self): return "..."     # the short, stable repr
        def picture(self): return "<svg..."  # what GitHub and nbviewer show

and in ``js/src/checker.js``, importing the helpers of ``base.js`` (``konkanRoot``, ``konkanId``, ``konkanFaces``,
``konkanKeys``, ``konkanLive``, ``konkanCardEl``, ``konkanButton``, ``konkanRove``, ``konkanMessage``,
``konkanSend``, ``konkanSay``)::

    import { konkanRoot, konkanFaces, konkanKeys, konkanLive, konkanSend, konkanSay } from "./base.js";
    import "./checker.css";

    function render({ model, el }) {
      // every word from the catalogue: the class's word_keys = ("widget.checker.",) sends its templates
      const root = konkanRoot(el, "konkan-checker", konkanSay(model, "widget.checker.title"));
      const stop = [konkanFaces(root, model), konkanKeys(root), konkanLive(root, model)];
      ...draw from model.get(...); on a click: konkanSend(model, {kind: "pick", cards: [...]})...
      ...an id, a label's target or a radio group's name: konkanId(root, "part"), this view's own...
      return () => stop.forEach((f) => f());
    }
    export default { render };
"""

from __future__ import annotations

import contextlib
import functools
import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, ClassVar

import anywidget
import traitlets

from .. import catalogue
from ..catalogue import EN as CATALOGUE
from ..catalogue import say as catalogue_say
from ..errors import KonkanError, shown
from ..render import card_symbols

__all__ = ["LOST_WAIT", "MAX_DEPTH", "MAX_MESSAGE", "KonkanWidget", "check_language", "css", "esm"]

STATIC = Path(__file__).resolve().parent / "static"
MAX_MESSAGE = 20_000  # characters of JSON: far more than any real intent needs
MAX_DEPTH = 4  # a meld intent nests deepest: {"groups": [[ids]]}
MAX_LIST = 106  # no list of cards is longer than the game's cards
LOST_WAIT = 10.0  # seconds an intent may wait for Python's answer before the page shows the widget lost


def _bundle(name: str, suffix: str) -> Path:
    path = STATIC / f"{name}{suffix}"
    if not path.is_file():
        raise FileNotFoundError(
            catalogue_say("widget.base.error.bundle", name=repr(path.name), folder=STATIC, source=name)
        )
    return path


def esm(name: str) -> Path:
    """The path of widget ``name``'s front end: ``static/<name>.js``, which esbuild bundles from
    ``js/src/<name>.js`` and every module it imports (``make js``).

    >>> esm("lesson").name
    'lesson.js'
    """
    return _bundle(name, ".js")


def css(name: str) -> Path:
    """The path of widget ``name``'s stylesheet: ``static/<name>.css``, the stylesheets its modules
    import (``base.css`` first, then ``small.css`` or ``table.css``, then its own), in that order."""
    return _bundle(name, ".css")


def _depth(value: Any, level: int = 0) -> int:
    """How deeply ``value`` nests, counted no further than just past :data:`MAX_DEPTH` (so it
    never recurses more than a few calls, however deep the value goes)."""
    if level > MAX_DEPTH + 1:
        return level
    if isinstance(value, dict):
        return max((_depth(v, level + 1) for v in value.values()), default=level + 1)
    if isinstance(value, list):
        return max((_depth(v, level + 1) for v in value), default=level + 1)
    return level


def _is_int(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


# Field types an intent may declare, each a check and the catalogue key of the words for what it expects.
FIELD_TYPES: dict[str, tuple[Callable[[Any], bool], str]] = {
    "card": (lambda v: _is_int(v, 0, 105), "widget.base.field.card"),
    "cards": (
        lambda v: (
            isinstance(v, list) and len(v) <= MAX_LIST and all(_is_int(c, 0, 105) for c in v) and len(set(v)) == len(v)
        ),
        "widget.base.field.cards",
    ),
    "groups": (
        lambda v: (
            isinstance(v, list)
            and len(v) <= 40
            and all(isinstance(g, list) and len(g) <= MAX_LIST and all(_is_int(c, 0, 105) for c in g) for g in v)
        ),
        "widget.base.field.groups",
    ),
    "index": (lambda v: _is_int(v, 0, 1000), "widget.base.field.index"),
    "count": (lambda v: _is_int(v, 0, 2**53), "widget.base.field.count"),
    "seat": (lambda v: _is_int(v, 0, 4), "widget.base.field.seat"),
    "bool": (lambda v: isinstance(v, bool), "widget.base.field.bool"),
    "word": (lambda v: isinstance(v, str) and 0 < len(v) <= 40, "widget.base.field.word"),
    "text": (lambda v: isinstance(v, str) and len(v) <= 2000, "widget.base.field.text"),
    "indices": (
        lambda v: (
            isinstance(v, list) and len(v) <= 40 and all(_is_int(i, 0, 1000) for i in v) and len(set(v)) == len(v)
        ),
        "widget.base.field.indices",
    ),
    "mapping": (lambda v: isinstance(v, dict), "widget.base.field.mapping"),
}


# The key prefixes of the words every widget's page uses: base.js's (a card's name, a rule's chip)
# and small.js's (the smaller widgets' rows of cards and verdicts), and the words between the cards
# a meld's jokers stand for ("7♠ or 7♥": the engine names the word, "or" or "and").
PAGE_KEYS = ("widget.base.", "widget.small.", "list.or", "list.more", "list.last")


def page_words(prefixes: tuple[str, ...], spoken: str = "en") -> dict[str, str]:
    """The catalogue's words whose keys start with one of ``prefixes``, for a widget's page, in
    ``spoken``: English as templates (``{cards}``, filled in by base.js's ``konkanFill``), Arabic and
    French as each message's Fluent source (``key = ...``, formatted in the page by ``@fluent/bundle``,
    which picks plural forms and isolates fields as ``fluent.runtime`` does in Python)."""
    if not prefixes:
        return {}
    if spoken == "en":
        return {key: text for key, text in CATALOGUE.items() if key.startswith(prefixes)}
    sources = _fluent_sources(spoken)
    return {key: sources[key] for key in CATALOGUE if key.startswith(prefixes) and key in sources}


_SOURCES: dict[str, dict[str, str]] = {}


def _fluent_sources(spoken: str) -> dict[str, str]:
    """Each message of ``spoken``'s Fluent file as Fluent source, by catalogue key (read once)."""
    if spoken not in _SOURCES:
        from fluent.syntax import FluentParser, FluentSerializer
        from fluent.syntax.ast import Message

        resource = FluentParser(with_spans=False).parse(catalogue.source(spoken))
        serializer = FluentSerializer()
        sources: dict[str, str] = {}
        for entry in resource.body:
            if isinstance(entry, Message):
                entry.comment = None  # the translator's notes stay in the file
                sources[catalogue.catalogue_key(entry.id.name)] = serializer.serialize_entry(entry)
        _SOURCES[spoken] = sources
    return _SOURCES[spoken]


def check_language(spoken: Any) -> str:
    """``spoken`` if konkan speaks it (``"en"``, ``"ar"`` or ``"fr"``), else a :class:`KonkanError` naming it."""
    if not isinstance(spoken, str) or spoken not in catalogue.LANGUAGES:
        raise KonkanError(
            catalogue_say("error.language", language=shown(spoken), languages=catalogue.say_list(catalogue.LANGUAGES))
        )
    return spoken


def _speaking_init(init: Callable[..., None]) -> Callable[..., None]:
    """``init`` (a widget's ``__init__``) taking ``language=`` and run speaking it: every sentence the
    widget makes while it is made is said in its language. The outermost call chooses; the
    ``__init__`` of the classes below it run inside that choice."""

    @functools.wraps(init)
    def made(self: Any, *args: Any, language: Any = None, **kwargs: Any) -> None:
        if self.__dict__.get("_konkan_making"):
            if language is not None:
                check_language(language)
            init(self, *args, **kwargs)
            return
        spoken = check_language(language) if language is not None else catalogue.language()
        self.__dict__["_konkan_making"] = True
        try:
            with catalogue.speaking(spoken, catalogue.digits()):
                init(self, *args, **kwargs)
        finally:
            self.__dict__["_konkan_making"] = False

    made.__dict__["_konkan_speaking"] = True
    return made


def _speaking_method(method: Callable[..., Any]) -> Callable[..., Any]:
    """``method`` said in the widget's language, whoever asks."""

    @functools.wraps(method)
    def spoken(self: Any, *args: Any, **kwargs: Any) -> Any:
        with self.speaking():
            return method(self, *args, **kwargs)

    spoken.__dict__["_konkan_speaking"] = True
    return spoken


class _Language(traitlets.Any):
    """A widget's language: any value reaches the widget's own check (``_valid_language``), which
    refuses one konkan does not speak with a clear error naming it; None too."""

    allow_none = False


class IntentError(KonkanError):
    """An intent the widget cannot read: wrong shape, unknown kind or field, wrong type, too big."""


class KonkanWidget(anywidget.AnyWidget):
    """The shared base: subclasses set ``_esm = esm("x")``, ``_css = css("x")``, declare
    :attr:`intents` and write one ``_on_<kind>`` method per intent kind.

    ``intents`` maps a kind to its fields: ``{"pick": {"cards": "cards"}}``; a field name ending
    in ``?`` is optional. Types are the keys of :data:`FIELD_TYPES`.
    """

    intents: ClassVar[Mapping[str, Mapping[str, str]]] = {}
    # The catalogue key of what the widget is called in the sentence the page shows once its kernel
    # is gone (``widget.lost``'s ``{what}``).
    noun: ClassVar[str] = "widget.base.noun"

    faces = traitlets.Unicode("").tag(sync=True)
    four_colour = traitlets.Bool(False).tag(sync=True)
    # What the widget tells the user now: {"text": ..., "tone": "info" | "ok" | "error", "rule": ...}.
    message = traitlets.Dict().tag(sync=True)
    # Counts the intents handled, so a page (or a test) can tell that Python has answered.
    revision = traitlets.Int(0).tag(sync=True)
    # What the page shows once Python can no longer answer (base.js: konkanLive): the sentence, and
    # how many seconds an intent may wait for an answer before the widget counts as lost. Set here
    # at creation: once the kernel is gone nothing more can come from Python.
    lost = traitlets.Dict().tag(sync=True)
    # The catalogue's templates this widget's page fills in itself (base.js: konkanSay): every key
    # that starts with one of ``word_keys``, and those of the helpers every page shares (``PAGE_KEYS``:
    # base.js and small.js). Sent once, at creation; the page holds no English.
    words = traitlets.Dict().tag(sync=True)
    word_keys: ClassVar[tuple[str, ...]] = ()
    # The language the widget speaks (``language=``, else the kernel's when it was made: see
    # konkan.catalogue.language), and how its numbers are written ("western" 0-9 or "eastern" ٠-٩).
    # Every sentence its Python makes is said in it, and its page lays out right to left for Arabic.
    # Setting ``language`` later says everything again in the new language.
    language = _Language("en").tag(sync=True)  # checked by _valid_language: a clear error naming it
    digits = traitlets.Unicode("western").tag(sync=True)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        init = cls.__dict__.get("__init__")
        if init is not None and not getattr(init, "_konkan_speaking", False):
            cls.__init__ = _speaking_init(init)  # type: ignore[method-assign]
        for name in ("summary", "picture"):  # asked from Python too: in the widget's language
            shown = cls.__dict__.get(name)
            if shown is not None and not getattr(shown, "_konkan_speaking", False):
                setattr(cls, name, _speaking_method(shown))

    def __init__(self, **kwargs: Any) -> None:
        four = kwargs.pop("four_colour", False)
        # Made inside _speaking_init: the language spoken now is the widget's.
        super().__init__(language=catalogue.language(), digits=catalogue.digits(), **kwargs)
        self.four_colour = bool(four)
        self.faces = card_symbols(four_colour=self.four_colour)
        self.when_lost(self.noun)
        self.send_words(PAGE_KEYS + tuple(self.word_keys))
        self.on_msg(self._on_message)

    # --- the widget's language --------------------------------------------------------
    def speaking(self) -> contextlib.AbstractContextManager[None]:
        """The widget's language for a stretch of code: ``with self.speaking(): say(...)`` (a thread
        of the widget's own, which does not inherit the language of the code that started it)."""
        spoken = self._trait_values.get("language")
        if spoken is None:  # not made yet
            return contextlib.nullcontext()
        return catalogue.speaking(spoken, self._trait_values.get("digits"))

    def send_words(self, prefixes: tuple[str, ...]) -> None:
        """Send the page the catalogue's words whose keys start with one of ``prefixes``, in the
        widget's language (again after each change of language)."""
        self._word_prefixes = prefixes
        self.words = page_words(prefixes, self.language)

    def redraw(self) -> None:
        """Work out again every sentence the widget shows (after a change of language). Each widget
        whose traits hold sentences says them again here."""

    @traitlets.validate("language")
    def _valid_language(self, proposal: Any) -> str:
        with self.speaking():  # refused in the language it speaks now
            return check_language(proposal["value"])

    @traitlets.observe("language")
    def _speak_again(self, change: Any) -> None:
        if self.__dict__.get("_konkan_making") or change["old"] == change["new"]:
            return
        with self.hold_sync(), self.speaking():
            self.send_words(getattr(self, "_word_prefixes", PAGE_KEYS + tuple(self.word_keys)))
            self.when_lost(self.noun)
            self.message = {}  # said in the language before
            self.redraw()

    def notify_change(self, change: Any) -> None:
        # Observers (a trait set from Python or by the page) speak the widget's language. A new
        # language reaches the page in one update with the words and sentences said again in it.
        held = self.hold_sync() if change.get("name") == "language" else contextlib.nullcontext()
        with held, self.speaking():
            super().notify_change(change)

    def when_lost(self, noun: str) -> None:
        """Name the widget in the sentence its page shows once lost: ``noun`` is the catalogue key of
        its name (``"widget.table.noun"``...)."""
        what = catalogue_say(noun)
        self.lost = {"text": catalogue_say("widget.lost", what=what), "wait": LOST_WAIT}

    @traitlets.observe("four_colour")
    def _redraw_faces(self, change: Any) -> None:
        self.faces = card_symbols(four_colour=bool(change["new"]))

    # --- intents ----------------------------------------------------------------------
    def _on_message(self, widget: Any, content: Any, buffers: Any) -> None:
        """Every custom message from the page comes here; nothing raises past this point.

        Every trait the answer changes goes to the page in one update (``hold_sync``), the new
        ``revision`` with it, so the page redraws once per intent. Every sentence is said in the
        widget's language."""
        with self.speaking(), self.hold_sync():
            try:
                kind, fields = self.read_intent(content, buffers)
                handler = getattr(self, f"_on_{kind}")
                handler(**fields)
            except KonkanError as e:
                self.say(str(e), tone="error", rule=getattr(getattr(e, "verdict", None), "rule", ""))
            except Exception as e:  # a bug of ours: say it plainly rather than lose it in the kernel log
                self.say(
                    catalogue_say("widget.base.error.bug", error=type(e).__name__, detail=str(e)[:200]), tone="error"
                )
            finally:
                self.revision += 1

    def read_intent(self, content: Any, buffers: Any = None) -> tuple[str, dict[str, Any]]:
        """Check a message from the page; return its kind and fields or raise :class:`IntentError`."""
        if buffers:
            raise IntentError(catalogue_say("widget.base.error.binary"))
        if not isinstance(content, dict):
            raise IntentError(catalogue_say("widget.base.error.not_mapping"))
        # Depth first: measuring stops a few levels down, while writing JSON would recurse all the way.
        if _depth(content) > MAX_DEPTH:
            raise IntentError(catalogue_say("widget.base.error.too_deep"))
        try:
            size = len(json.dumps(content))
        except (TypeError, ValueError, RecursionError):
            raise IntentError(catalogue_say("widget.base.error.not_json")) from None
        if size > MAX_MESSAGE:
            raise IntentError(catalogue_say("widget.base.error.too_long", size=size))
        kind = content.get("kind")
        if kind is None:
            raise IntentError(catalogue_say("widget.base.error.no_kind"))
        if not isinstance(kind, str) or kind not in self.intents:
            known = ", ".join(sorted(self.intents))
            raise IntentError(catalogue_say("widget.base.error.unknown_kind", kind=shown(kind, 40), known=known))
        spec = self.intents[kind]
        names = {name.rstrip("?"): name for name in spec}
        fields: dict[str, Any] = {}
        for key, value in content.items():
            if key == "kind":
                continue
            if key not in names:
                raise IntentError(
                    catalogue_say("widget.base.error.unknown_field", kind=repr(kind), field=shown(key, 40))
                )
            check, words = FIELD_TYPES[spec[names[key]]]
            if not check(value):
                raise IntentError(
                    catalogue_say(
                        "widget.base.error.wrong_type", kind=repr(kind), field=repr(key), words=catalogue_say(words)
                    )
                )
            fields[key] = value
        missing = [n for n, full in names.items() if not full.endswith("?") and n not in fields]
        if missing:
            raise IntentError(catalogue_say("widget.base.error.missing_field", kind=repr(kind), field=repr(missing[0])))
        return kind, fields

    def say(self, text: str, *, tone: str = "info", rule: str = "") -> None:
        """Show one sentence to the user (``tone``: ``info``, ``ok`` or ``error``)."""
        self.message = {"text": text, "tone": tone, "rule": rule, "at": self.revision}

    # --- showing ----------------------------------------------------------------------
    def summary(self) -> str:
        """A few stable words for :meth:`__repr__` (subclasses say what they hold)."""
        return ""

    def picture(self) -> str:
        """The widget as one SVG picture, for places with no live kernel (subclasses draw it)."""
        return ""

    def __repr__(self) -> str:
        with self.speaking():
            words = self.summary()
        return f"<{type(self).__name__}{': ' + words if words else ''}>"

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        with self.speaking():
            return self._bundle_spoken(**kwargs)

    def _bundle_spoken(self, **kwargs: Any) -> Any:
        bundle = super()._repr_mimebundle_(**kwargs)
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        if data is None:
            return bundle
        data = dict(data)
        data["text/plain"] = repr(self)
        svg = self.picture()
        if svg:
            data["image/svg+xml"] = svg
        return (data, metadata) if isinstance(bundle, tuple) else data


KonkanWidget.__init__ = _speaking_init(KonkanWidget.__init__)  # type: ignore[method-assign]
