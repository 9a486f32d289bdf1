"""Store layer: open the database a floor keeps its journal in, with the lightest store
that serves it.

An existing SQLite file named by a plain ``sqlite:///PATH`` URL and already at
the newest schema (``migrations.HEAD``, its tables checked by ``sqlite_file``) is
opened with the standard library alone (``sqlite_store``): no SQLAlchemy,
sqlmodel, pydantic or Alembic. Anything else goes through ``migrate.open_database``
(creating, judging, backing up and upgrading as it always has); a SQLite file is
then still served by ``sqlite_store``, any other database by ``sql_store``.
"""

from __future__ import annotations

from datetime import datetime

from floortool.store.journal_store import JournalStore
from floortool.store.migrations import HEAD
from floortool.store.sqlite_file import check_current, check_writable, inspect_sqlite_file
from floortool.store.sqlite_store import SqliteStore
from floortool.store.sqlite_url import plain_sqlite_file


def open_store(url: str, *, now: datetime | None = None) -> JournalStore:
    """The store of the database at ``url``, its schema current; refuses foreign,
    corrupt, read-only or newer databases (``migrate``), leaving them untouched."""
    path = plain_sqlite_file(url)
    if path is not None and path.is_file() and path.stat().st_size > 0:
        inspection = inspect_sqlite_file(path)
        check_writable(path)
        if inspection.revision == HEAD:
            check_current(inspection, str(path))
            return SqliteStore(url, path)
    from floortool.store.migrate import open_database  # creates, judges and upgrades
    from floortool.store.sql_store import SqlStore

    engine = open_database(url, now=now)
    if path is not None:
        return SqliteStore(url, path, engine=engine)
    return SqlStore(engine)
