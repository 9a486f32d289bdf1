"""Store layer: which file a SQLite database URL names, read without SQLAlchemy.

The floor's own SQLite path (``store.sqlite_store``) opens a plain file URL,
``sqlite:///PATH`` (``sqlite:////abs/path.db`` for an absolute path), with the
standard library alone. Any other form (a query string, percent escapes, an
in-memory database, another driver) is left to SQLAlchemy, which reads it as
it always has.
"""

from __future__ import annotations

import re
from pathlib import Path

_PLAIN = re.compile(r"sqlite(?:\+pysqlite)?:///(?P<path>[^?#%]+)")


def plain_sqlite_file(url: str) -> Path | None:
    """The file a plain ``sqlite:///PATH`` URL names, else None (not SQLite, not a
    file, or a form only SQLAlchemy reads)."""
    found = _PLAIN.fullmatch(url)
    if found is None or found["path"] == ":memory:":
        return None
    return Path(found["path"])


def sqlite_database(url: str) -> str:
    """The database a SQLite URL names, as said in a message about it."""
    path = plain_sqlite_file(url)
    if path is not None:
        return str(path)
    from sqlalchemy.engine.url import make_url  # another form: SQLAlchemy reads it

    return make_url(url).database or "the database"
