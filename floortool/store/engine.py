"""Store layer: database engines with the durability the floor needs.

SQLite is opened in WAL mode with ``synchronous=FULL`` (a commit is on disk
before the app reports it done) and write transactions take the write lock
up front (``BEGIN IMMEDIATE``), so two processes never interleave a
read-decide-append. PostgreSQL serialises writers with a transaction-scoped
advisory lock instead.
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.engine.url import make_url
from sqlmodel import Session

__all__ = ["Session", "is_sqlite", "make_engine", "read_session", "write_session"]

WRITE_OPTION = "floortool_write"
_JOURNAL_LOCK_KEY = 0x466C6F6F72  # "Floor": the advisory lock that serialises journal writers
SQLITE_BUSY_SECONDS = 30


def is_sqlite(url: str) -> bool:
    return make_url(url).get_backend_name() == "sqlite"


def make_engine(url: str) -> Engine:
    """An engine for ``url``; SQLite gets WAL, full sync, foreign keys and immediate writes."""
    if not is_sqlite(url):
        return sa.create_engine(url, pool_pre_ping=True)
    engine = sa.create_engine(url, connect_args={"timeout": SQLITE_BUSY_SECONDS})

    @sa.event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None  # we issue BEGIN ourselves
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=FULL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    @sa.event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        write = connection.get_execution_options().get(WRITE_OPTION, False)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")

    return engine


def write_session(engine: Engine) -> Session:
    """A session whose transaction may append to the journal (holds the writer lock)."""
    session = Session(engine.execution_options(**{WRITE_OPTION: True}), expire_on_commit=False)
    if engine.dialect.name == "postgresql":
        session.execute(sa.text("SELECT pg_advisory_xact_lock(:key)"), {"key": _JOURNAL_LOCK_KEY})
    return session


def read_session(engine: Engine) -> Session:
    return Session(engine, expire_on_commit=False)
