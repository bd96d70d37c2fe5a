"""How a widget reaches the class service: the link it was given, else the hub's service when the
notebook runs on a school hub (:func:`konkan.classroom.service.client.find_service`), else none
(Binder, the site, a laptop: today's files).

:class:`ClassReport` sends a learner's progress (a lesson's stars, a practice's levels) to their
class on the hub, besides the files that keep it on this computer. The class is the one the widget
was given (``code=``: joined, if the learner had not joined it yet), else the class the learner
joined last on the service (the service remembers whom each class has: nothing about the class is
kept in the learner's files). Off a hub, or with no class joined, nothing is sent.

Standard library only: the service's own modules (SQLAlchemy) are never imported by a widget; a
link is anything with the calls of :class:`konkan.classroom.service.link.ClassLink`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..catalogue import say
from ..classroom.service.client import find_service
from ..errors import KonkanError
from ..teaching.lessons import MODULES

if TYPE_CHECKING:
    from ..classroom.service.link import ClassLink

__all__ = ["ClassReport", "hub_link", "lesson_key", "spoken_link"]


def hub_link(link: ClassLink | None = None, speaker: Any = None) -> ClassLink | None:
    """``link`` if given, else the class service of the hub this kernel runs on, or None (no hub,
    or a hub without the service, or its address unreadable); for ``speaker`` (a widget), the link
    speaking its language (:func:`spoken_link`)."""
    if link is None:
        try:
            link = find_service()  # a ClassService: the calls of ClassLink over HTTP
        except KonkanError:
            return None
    return link if link is None or speaker is None else spoken_link(link, speaker)


def spoken_link(link: ClassLink, speaker: Any) -> ClassLink:
    """``link`` asking the service to answer in ``speaker``'s language at each call: the widget's
    own ``language`` where it has one, else the language spoken at the call. A widget's thread
    (following a table, a class) does not inherit the language of the code that made it: the link
    carries it. A link that cannot (one of your own) is used as it is."""
    if not callable(getattr(type(link), "speaking_for", None)):  # a link's own method, not any name it answers
        return link
    spoken: ClassLink = link.speaking_for(speaker)  # type: ignore[attr-defined]
    return spoken


def lesson_key(lesson: str, step: str) -> str:
    """A lesson step's key as the service takes it: the lesson's module and the step's id
    (``"a_turn/a-whole-turn"`` for the step of lesson ``"a-turn"``).

    >>> lesson_key("a-turn", "a-whole-turn")
    'a_turn/a-whole-turn'
    """
    module = lesson if lesson in MODULES else lesson.replace("-", "_")
    return f"{module}/{step}"


class ClassReport:
    """Where a learner's progress goes on a hub: ``ClassReport.find(code, link)`` (None off a hub,
    or with no class to report to). :attr:`said` is the sentence to show the learner (where it
    goes, or why it could not), :meth:`send` reports one thing; after a failure nothing more is
    sent (the learner's files keep it all), and :attr:`said` says why."""

    def __init__(self, link: ClassLink | None, code: str, said: str):
        self.link = link
        self.code = code
        self.said = said
        self.sent: dict[tuple[str, str], int] = {}  # what was reported, so a level is sent when it changes

    @classmethod
    def find(cls, code: str | None, link: ClassLink | None, words: str) -> ClassReport | None:
        """The class to report to (``words``: the catalogue key of the sentence that says so). Off a
        hub with a class code named, a report that sends nothing and says the work stays here
        (``widget.class_progress.off_hub.<kind>``, the kind being the last word of ``words``)."""
        found = hub_link(link)
        if found is None:
            if code is None:
                return None
            kind = words.rsplit(".", 1)[-1]
            return cls(None, code, say(f"widget.class_progress.off_hub.{kind}", code=code))
        try:
            if code is not None:
                klass = str(found.join(code)["class"])
            else:
                joined = found.classes().get("joined") or []
                if not joined:
                    return None
                klass = str(joined[-1]["class"])
        except KonkanError as e:
            return cls(None, code or "", say("widget.class_progress.failed", error=str(e)))
        return cls(found, klass, say(words, code=klass))

    def send(self, kind: str, key: str, value: int, *, changed_only: bool = False) -> str:
        """Report ``value`` for ``key`` (``kind`` ``"lesson"`` or ``"practice"``); with
        ``changed_only``, only if it differs from the last value reported for it. Gives the
        sentence to show if it failed ("" if it went, or nothing was sent)."""
        if self.link is None or (changed_only and self.sent.get((kind, key)) == value):
            return ""
        try:
            self.link.report_progress(self.code, kind, key, value)
        except KonkanError as e:
            self.link = None
            self.said = say("widget.class_progress.failed", error=str(e))
            return self.said
        self.sent[(kind, key)] = value
        return ""


def refusal_code(error: Any) -> str:
    """The reason code of a refusal from the service (its ``code``), or "" for any other error."""
    return str(getattr(error, "code", "") or "")
