"""Store layer: open a database safely, refusing files that are not ours.

Before anything is written, the database is inspected: a folder, a file that is
not SQLite, a corrupt one, one holding someone else's tables (even with an
``alembic_version`` of its own), one whose floortool tables were dropped or
changed by hand, a read-only one, or one written by a newer floortool is refused
with a clear message and left byte-for-byte untouched. A disk too full to read
it is said to be full, not the database damaged. An older floortool database
is copied aside (SQLite) and then upgraded with Alembic. A database already at
the newest revision (``migrations.HEAD``) is opened without loading Alembic at
all (``alembic_scripts``), once its tables are checked to be the ones it needs.
"""

from __future__ import annotations

import logging
import sqlite3
from datetime import UTC, datetime
from pathlib import Path
from types import ModuleType

import sqlalchemy as sa
from sqlalchemy.engine import Engine
from sqlalchemy.engine.url import make_url

from floortool.domain.kernel.phrases import translate
from floortool.store import rows as _rows  # noqa: F401  (the tables, in SQLModel's metadata)
from floortool.store.engine import is_sqlite, make_engine
from floortool.store.migrations import HEAD, HEAD_COLUMNS
from floortool.store.sqlite_file import (
    OUR_TABLES,
    DatabaseRefused,
    Inspection,
    check_current,
    check_writable,
    inspect_sqlite_file,
)

__all__ = ["DatabaseRefused", "backup_sqlite", "open_database", "sqlite_path"]

logger = logging.getLogger(__name__)


def _scripts() -> ModuleType:
    """The Alembic side (``alembic_scripts``), imported on first need: the one place it loads."""
    from floortool.store import alembic_scripts

    return alembic_scripts


def sqlite_path(url: str) -> Path | None:
    """The file behind a SQLite URL (``None`` for in-memory databases)."""
    database = make_url(url).database
    if not database or database == ":memory:":
        return None
    return Path(database)


#: Every table of the connection's schema with its columns, in one catalog query: what
#: SQLAlchemy's reflection finds for PostgreSQL in several, compiled afresh for each engine
#: (the command line makes one per command).
POSTGRES_COLUMNS = sa.text(
    "SELECT c.relname, a.attname FROM pg_catalog.pg_class c"
    " JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace"
    " LEFT JOIN pg_catalog.pg_attribute a"
    " ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped"
    " WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')"
)


def _table_columns(conn: sa.Connection) -> dict[str, frozenset[str]]:
    """Each table of the database (its default schema) with the names of its columns."""
    if conn.dialect.name == "postgresql":
        found: dict[str, set[str]] = {}
        for table, column in conn.execute(POSTGRES_COLUMNS):
            names = found.setdefault(table, set())
            if column is not None:  # a table may have no columns at all
                names.add(column)
        return {table: frozenset(names) for table, names in found.items()}
    inspector = sa.inspect(conn)
    return {
        table: frozenset(c["name"] for c in inspector.get_columns(table))
        for table in inspector.get_table_names()
    }


def _inspect_engine(engine: Engine) -> Inspection:
    with engine.connect() as conn:
        every = _table_columns(conn)
        tables = frozenset(every)
        revision = None
        if "alembic_version" in tables:
            revision = conn.execute(sa.text("SELECT version_num FROM alembic_version")).scalar()
        columns = {table: every[table] for table in tables & HEAD_COLUMNS.keys()}
        conn.rollback()
    return Inspection(tables=tables, revision=revision, columns=columns)


def _judge(inspection: Inspection, where: str) -> None:
    """Refuse a database that is someone else's or newer than this floortool."""
    revisions, head = _scripts().known_revisions()
    if inspection.tables and "alembic_version" not in inspection.tables:
        raise DatabaseRefused(
            translate(
                "store.migrate",
                "{where} is not a floortool database (it holds other tables). It"
                " was left untouched.",
            ).fill(where=where),
            code="not_a_floortool_database",
        )
    foreign = inspection.tables - OUR_TABLES
    if inspection.revision is None and foreign:
        raise DatabaseRefused(
            translate(
                "store.migrate", "{where} is not a floortool database. It was left untouched."
            ).fill(where=where),
            code="not_a_floortool_database",
        )
    if inspection.revision not in revisions and "journal" not in inspection.tables and foreign:
        # Another application's Alembic version (its own tables, none of ours).
        raise DatabaseRefused(
            translate(
                "store.migrate",
                "{where} is not a floortool database (it holds another"
                " application's tables). It was left untouched.",
            ).fill(where=where),
            code="not_a_floortool_database",
        )
    if inspection.revision is not None and inspection.revision not in revisions:
        raise DatabaseRefused(
            translate(
                "store.migrate",
                "{where} was written by a newer floortool (schema {revision}; this"
                " version knows up to {head}). Install the newer floortool to open"
                " it; the file was left untouched.",
            ).fill(where=where, revision=inspection.revision, head=head),
            code="database_too_new",
        )


def backup_sqlite(path: Path, *, revision: str | None, now: datetime) -> Path:
    """Copy a SQLite database (with its WAL) aside before a migration; returns the copy."""
    stamp = now.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
    target = path.with_name(f"{path.name}.before-migration-{revision or 'base'}-{stamp}.bak")
    with sqlite3.connect(path) as source, sqlite3.connect(target) as copy:
        source.backup(copy)
    source.close()
    copy.close()
    logger.info("backed up %s to %s before migrating", path, target)
    return target


def open_database(url: str, *, now: datetime | None = None) -> Engine:
    """An engine on ``url`` whose schema is current; refuses foreign, corrupt or newer databases."""
    path = sqlite_path(url) if is_sqlite(url) else None
    pending_backup: Inspection | None = None
    if path is not None and path.is_dir():
        raise DatabaseRefused(
            translate(
                "store.migrate",
                "{path} is a folder, not a database file. It was left untouched;"
                " give the path of a database file (a new name creates one).",
            ).fill(path=path),
            code="not_a_floortool_database",
        )
    if path is not None and path.exists() and path.stat().st_size > 0:
        inspection = inspect_sqlite_file(path)
        check_writable(path)
        if inspection.revision == HEAD:
            check_current(inspection, str(path))
            return make_engine(url)
        _judge(inspection, str(path))
        pending_backup = inspection
    elif path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
    engine = make_engine(url)
    if path is None:
        inspection = _inspect_engine(engine)
        where = make_url(url).render_as_string(hide_password=True)
        if inspection.revision == HEAD:
            check_current(inspection, where)
            return engine
        _judge(inspection, where)
    if pending_backup is not None and path is not None:
        backup_sqlite(path, revision=pending_backup.revision, now=now or datetime.now(UTC))
    _scripts().upgrade(engine)
    return engine
