"""``konkan-class-service`` (or ``python -m konkan.classroom.service``): the class service, as
JupyterHub starts it.

It listens where the hub says (``$JUPYTERHUB_SERVICE_URL``), under the prefix the hub routes to it
(``$JUPYTERHUB_SERVICE_PREFIX``, ``/services/konkan/``); its database is ``--db``, else
``$KONKAN_CLASS_DB``, else the SQLite file ``konkan-class.sqlite`` in the folder it runs in. A file
name is taken as a SQLite file; anything with ``://`` is a SQLAlchemy URL (PostgreSQL on a hub that
runs on Kubernetes).

``konkan-class-service export-nbgrader --class CODE --gradebook URL`` (with the same ``--db``)
puts the test marks of the class ``CODE`` into an nbgrader gradebook instead, as the assignment
``--assignment`` (default ``class-test``) with its notebook ``--notebook`` (default
``class-test``): see :func:`konkan.classroom.nbgrader.to_gradebook`. It reads the service's
database and needs nbgrader where it runs; the service need not be stopped.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from urllib.parse import urlsplit

from ...catalogue import say
from ...errors import shown, shown_path
from ..codes import Class
from ..nbgrader import ASSIGNMENT, NOTEBOOK

DB_ENV = "KONKAN_CLASS_DB"
DEFAULT_DB_FILE = "konkan-class.sqlite"
URL_ENV = "JUPYTERHUB_SERVICE_URL"
EXPORT = "export-nbgrader"  # the command that puts a class's marks into nbgrader's gradebook


def database_url(given: str | None, environ: dict[str, str] | os._Environ[str] = os.environ) -> str:
    """The database's SQLAlchemy URL from ``--db`` or ``$KONKAN_CLASS_DB``: a URL as it is, a file
    name as a SQLite file (relative to the working folder), nothing as konkan-class.sqlite there.

    >>> database_url("postgresql+psycopg://konkan@db/konkan", {})
    'postgresql+psycopg://konkan@db/konkan'
    >>> database_url(None, {"KONKAN_CLASS_DB": "/srv/class.sqlite"})
    'sqlite:////srv/class.sqlite'
    """
    value = given or environ.get(DB_ENV) or DEFAULT_DB_FILE
    if "://" in value:
        return value
    return "sqlite:///" + str(Path(value).absolute())


def without_password(url: str) -> str:
    """The database's URL as the log shows it: its password, if any, hidden.

    >>> without_password("postgresql://konkan:s3cret@db:5432/konkan")
    'postgresql://konkan:***@db:5432/konkan'
    """
    parts = urlsplit(url)
    if not parts.password:
        return url
    netloc = parts.netloc.replace(":" + parts.password + "@", ":***@", 1)
    return parts._replace(netloc=netloc).geturl()


def listen_address(environ: dict[str, str] | os._Environ[str] = os.environ) -> tuple[str, int]:
    """The host and port the hub gives the service in ``$JUPYTERHUB_SERVICE_URL``."""
    value = environ.get(URL_ENV)
    if not value:
        raise SystemExit(say("hub.command.not_on_hub", variable=URL_ENV))
    parts = urlsplit(value)
    try:
        port = parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError:
        port = None
    if parts.scheme not in ("http", "https") or not parts.hostname or port is None:
        raise SystemExit(say("hub.command.bad_url", variable=URL_ENV, value=shown(value)))
    return parts.hostname, port


def parser() -> argparse.ArgumentParser:
    command = argparse.ArgumentParser(prog="konkan-class-service", description=say("hub.command.description"))
    command.add_argument("--db", metavar="URL", help=say("hub.command.db", default=DEFAULT_DB_FILE))
    commands = command.add_subparsers(dest="command", metavar=f"[{EXPORT}]", title=say("class.gradebook.command.title"))
    export = commands.add_parser(
        EXPORT, help=say("class.gradebook.command.help"), description=say("class.gradebook.command.description")
    )
    export.add_argument(
        "--class", dest="code", metavar="CODE", required=True, help=say("class.gradebook.command.class")
    )
    export.add_argument("--gradebook", metavar="URL", required=True, help=say("class.gradebook.command.gradebook"))
    export.add_argument(
        "--assignment",
        metavar="NAME",
        default=ASSIGNMENT,
        help=say("class.gradebook.command.assignment", default=ASSIGNMENT),
    )
    export.add_argument(
        "--notebook", metavar="NAME", default=NOTEBOOK, help=say("class.gradebook.command.notebook", default=NOTEBOOK)
    )
    export.add_argument("--course", metavar="ID", help=say("class.gradebook.command.course"))
    # --db after the command's name too; before it, the first --db stands (SUPPRESS keeps it).
    export.add_argument(
        "--db", metavar="URL", default=argparse.SUPPRESS, help=say("hub.command.db", default=DEFAULT_DB_FILE)
    )
    return command


def export_nbgrader(options: argparse.Namespace) -> str:
    """``export-nbgrader``: the class's results, as its teacher has them from the service's
    database, into the gradebook; gives the sentence saying what was written. A refusal (no such
    database or class, a gradebook refused) exits with its sentence, having written nothing."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    from ...errors import KonkanError
    from ..nbgrader import to_gradebook
    from .authority import ClassAuthority

    db_url = database_url(options.db)
    try:
        db = make_url(db_url)
    except ArgumentError:  # a URL that is not one: open_store says so below
        db = None
    if db is not None and db.get_backend_name() == "sqlite" and db.database not in (None, "", ":memory:"):
        if not Path(db.database).is_file():  # never make an empty database by asking it
            raise SystemExit(say("error.class.gradebook.no_db", db=shown_path(without_password(db_url), 100)))
    try:
        authority = ClassAuthority(db_url)
        try:
            teacher = authority.teacher_of(options.code)
            results = authority.results_csv(teacher, options.code)
        finally:
            authority.store.close()
        totals = to_gradebook(
            results, options.gradebook, assignment=options.assignment, notebook=options.notebook, course=options.course
        )
    except KonkanError as e:  # the service's refusals too
        raise SystemExit(str(e)) from None
    count = len(totals)
    return say(
        "class.gradebook.written." + ("none" if count == 0 else "one" if count == 1 else "many"),
        code=Class(options.code).class_code,
        gradebook=shown_path(without_password(options.gradebook), 100),
        assignment=shown(options.assignment),
        count=count,
    )


def main(argv: Sequence[str] | None = None) -> None:
    options = parser().parse_args(argv)
    if options.command == EXPORT:
        print(export_nbgrader(options))
        return
    host, port = listen_address()
    db_url = database_url(options.db)
    # Needs the konkan[class] extra: imported only once the command is sure to run.
    from .api import make_api_app
    from .web import make_hub_auth

    logging.basicConfig(level=logging.INFO, format="[%(levelname)1.1s %(asctime)s %(name)s] %(message)s")
    hub_auth = make_hub_auth()
    app = make_api_app(hub_auth, db_url)

    async def serve() -> None:
        app.listen(port, address=host, max_body_size=4 * 1024 * 1024)
        logging.getLogger("konkan.class").info(
            say(
                "hub.command.listening",
                url=f"http://{host}:{port}",
                prefix=hub_auth.base_url,
                db=without_password(db_url),
            )
        )
        live = app.settings["live"]
        await live.play_on()
        await live.watch_seats()  # for the service's life

    try:
        asyncio.run(serve())
    except KeyboardInterrupt:
        sys.exit(0)


if __name__ == "__main__":
    main()
