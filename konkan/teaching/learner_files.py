"""The learner's files: small JSON files kept where Jupyter keeps a user's data (the lessons'
stars, practice levels, a class test's answers), read without crashing and written atomically.

:func:`progress_path` says where the lessons' file goes (the others sit beside it);
:class:`LearnerFile` is what each kind of file shares: a file that can't be read is set aside
(renamed, never deleted) with a sentence, and the learner starts afresh.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from ..catalogue import say
from ..errors import KonkanError

__all__ = [
    "BROWSER_DRIVE",
    "LearnerFile",
    "in_browser",
    "json_text",
    "jupyter_data_dir",
    "progress_path",
    "set_aside",
    "set_aside_as",
    "write_json",
    "write_text",
]


def jupyter_data_dir() -> Path:
    """Where Jupyter keeps a user's data, worked out as jupyter_core does (without importing it)."""
    env = os.environ.get("JUPYTER_DATA_DIR")
    if env:
        return Path(env)
    home = Path.home()
    if sys.platform == "darwin":
        return home / "Library" / "Jupyter"
    if os.name == "nt":
        appdata = os.environ.get("APPDATA")
        return Path(appdata) / "jupyter" if appdata else home / ".jupyter" / "data"
    xdg = os.environ.get("XDG_DATA_HOME")
    return (Path(xdg) if xdg else home / ".local" / "share") / "jupyter"


# In a browser tab (Pyodide, as on a JupyterLite site) only the site's own files, under /drive, are
# kept across a reload (in the browser's storage); the home folder is made afresh each time.
BROWSER_DRIVE = Path("/drive")


def in_browser() -> bool:
    """Whether this Python runs inside a browser tab (Pyodide, as on a JupyterLite site), where
    files live in the browser's own storage and not on any disk a teacher can reach."""
    return sys.platform == "emscripten"


def progress_path() -> Path:
    """The learner's progress file: ``$KONKAN_PROGRESS``, else ``konkan/progress.json`` in the
    Jupyter data directory; in a browser tab, ``.konkan/progress.json`` in the site's files, the
    only place kept across a reload."""
    env = os.environ.get("KONKAN_PROGRESS")
    if env:
        return Path(env)
    if in_browser() and BROWSER_DRIVE.is_dir():
        return BROWSER_DRIVE / ".konkan" / "progress.json"
    return jupyter_data_dir() / "konkan" / "progress.json"


def set_aside_as(path: Path) -> str | None:
    """Rename a file that can't be read out of the way (never deleting it): the name it was given,
    such as ``progress.json.unreadable-20260101-120000``, or None if it could not be renamed."""
    aside = path.with_name(f"{path.name}.unreadable-{time.strftime('%Y%m%d-%H%M%S')}")
    try:
        path.replace(aside)
    except OSError:
        return None
    return aside.name


def set_aside(path: Path) -> str:
    """:func:`set_aside_as`, said as the end of a sentence such as "so it was set aside as
    progress.json.unreadable-20260101-120000" (for the sentences that still take it whole)."""
    name = set_aside_as(path)
    return say("learner.set_aside.moved", name=name) if name is not None else say("learner.set_aside.left")


def json_text(data: Any) -> str:
    """``data`` as the text of a learner's JSON file (what :func:`write_json` writes)."""
    return json.dumps(data, indent=1, sort_keys=True)


def write_json(path: Path, data: Any) -> None:
    """Write ``data`` as JSON atomically: a temporary file in the same folder, then renamed over
    the old one, so a crash midway never leaves half a file. Raises OSError."""
    write_text(path, json_text(data))


def write_text(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` atomically (as :func:`write_json` does), as UTF-8. Raises OSError."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}-", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        # mkstemp makes a file only its owner may read; give it the permissions a file made the
        # usual way has (the umask's), so that an answer file in a shared folder can be collected.
        mask = os.umask(0o022)
        os.umask(mask)
        os.chmod(tmp, 0o666 & ~mask)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class LearnerFile:
    """A small JSON file the learner's work is kept in (the lessons' stars, practice levels): read
    when made, a file that can't be read set aside (renamed, never deleted) with a sentence in
    :attr:`notice`, so the learner starts afresh and nothing crashes; written atomically. A
    subclass names what it keeps (``NOUN``, ``HELD``), reads the file's data (``_parse``, which
    raises on anything malformed), takes it in (``_take``, ``None`` for afresh) and writes it
    (``to_dict``). Its sentences are the catalogue's ``learner.<NOUN>.*``."""

    NOUN = "progress"  # what the file holds, naming its sentences: learner.progress.unreadable.moved, ...

    def _say(self, what: str, **fields: Any) -> str:
        return say(f"learner.{self.NOUN}.{what}", **fields)

    def __init__(self, path: Path):
        self.path = path
        self.notice = ""
        self._on_disk = False  # read from the file or written to it, so a file gone since was set aside
        self._take(None)
        self._load()

    def _load(self) -> None:
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return
        except OSError as e:
            self.notice = self._say("not_read", path=self.path, error=e.strerror)
            return
        try:
            self._take(self._parse(json.loads(raw.decode("utf-8"))))
            self._on_disk = True
        except (ValueError, TypeError, KonkanError):
            name = set_aside_as(self.path)
            self.notice = self._say("unreadable.moved", name=name) if name is not None else self._say("unreadable.left")
            self._take(None)

    @classmethod
    def _parse(cls, data: Any) -> Any:  # pragma: no cover - every subclass reads its own
        raise NotImplementedError

    def _take(self, data: Any) -> None:  # pragma: no cover
        raise NotImplementedError

    def to_dict(self) -> dict[str, Any]:  # pragma: no cover
        raise NotImplementedError

    def start_afresh(self) -> str:
        """ "Not mine": the file is moved aside whole (``progress-set-aside-<time>.json`` beside
        it, never deleted, so the learner it belongs to can have it back), and what it held starts
        from none. The name it was moved to ("" if there was no file)."""
        self._take(None)
        self.notice = ""
        self._on_disk = False
        if not self.path.exists():
            return ""
        aside = self.path.with_name(f"{self.path.stem}-set-aside-{time.strftime('%Y%m%d-%H%M%S')}{self.path.suffix}")
        try:
            self.path.replace(aside)
        except OSError as e:
            self.notice = self._say("not_moved", path=self.path, error=e.strerror)
            return ""
        return aside.name

    def refresh(self) -> None:
        """Read the file again: another widget on the page (or another notebook) may have written it
        since. A file this one read or wrote and that is gone since was set aside (a new learner:
        "Start afresh" in a lesson): what it held starts from none. What is held stays if the file
        was never there or can't be read."""
        try:
            self._take(self._parse(json.loads(self.path.read_bytes().decode("utf-8"))))
            self._on_disk = True
        except FileNotFoundError:
            if self._on_disk:
                self._take(None)
                self._on_disk = False
        except (OSError, ValueError, TypeError, KonkanError):
            pass

    def save(self) -> None:
        """Write the file atomically (a temporary file, then renamed over the old one)."""
        try:
            write_json(self.path, self.to_dict())
            self._on_disk = True
        except OSError as e:
            self.notice = self._say("not_saved", path=self.path, error=e.strerror)
