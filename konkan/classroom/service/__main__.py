"""``konkan-class-service`` (or ``python -m konkan.classroom.service``): the class service, as
JupyterHub starts it.

It listens where the hub says (``$JUPYTERHUB_SERVICE_URL``), under the prefix the hub routes to it
(``$JUPYTERHUB_SERVICE_PREFIX``, ``/services/konkan/``); its database is ``--db``, else
``$KONKAN_CLASS_DB``, else the SQLite file ``konkan-class.sqlite`` in the folder it runs in. A file
name is taken as a SQLite file; anything with ``://`` is a SQLAlchemy URL (PostgreSQL on a hub that
runs on Kubernetes).
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
from ...errors import shown

DB_ENV = "KONKAN_CLASS_DB"
DEFAULT_DB_FILE = "konkan-class.sqlite"
URL_ENV = "JUPYTERHUB_SERVICE_URL"


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
    return command


def main(argv: Sequence[str] | None = None) -> None:
    options = parser().parse_args(argv)
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
