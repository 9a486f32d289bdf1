"""Store layer: what a SQLite file holds, and whether floortool may open it, read with
the standard library alone (no SQLAlchemy, no Alembic).

A file that is not SQLite, is damaged, or is read-only is refused here, left
byte-for-byte untouched; so is a floortool database at the newest schema
(``migrations.HEAD``) whose tables were dropped or changed by hand. Whether an
older schema can be upgraded is ``migrate``'s to judge.
"""

from __future__ import annotations

import errno
import os
import shutil
import sqlite3
import tempfile
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.phrases import translate
from floortool.store.faults import disk_full, sqlite_fault
from floortool.store.migrations import HEAD_COLUMNS

SQLITE_HEADER = b"SQLite format 3\x00"
OUR_TABLES = frozenset(
    {"journal", "setting", "fold_checkpoint", "device", "pairing_code", "alembic_version"}
)


class DatabaseRefused(FloorError):
    """The database cannot be opened by this floortool; it was not changed."""

    code = "database_refused"


@dataclass(frozen=True)
class Inspection:
    """What an existing database holds, read without writing to it."""

    tables: frozenset[str]
    revision: str | None
    columns: dict[str, frozenset[str]]  # of each of our tables found


def inspect_sqlite_file(path: Path) -> Inspection:
    """What the SQLite file ``path`` holds, read without writing to it; refuses a file
    that is not SQLite or is damaged, and says a full disk is full."""
    with path.open("rb") as handle:
        header = handle.read(len(SQLITE_HEADER))
    if header != SQLITE_HEADER:
        raise DatabaseRefused(
            translate(
                "store.sqlite_file",
                "{path} is not a floortool database (it is not a SQLite file). It"
                " was left untouched.",
            ).fill(path=path),
            code="not_a_floortool_database",
        )
    # A read-only connection to a WAL database creates -wal/-shm files it cannot
    # remove; when no side file exists the main file is the whole database, so
    # read it as immutable and leave nothing behind.
    alone = not any(path.with_name(path.name + s).exists() for s in ("-wal", "-journal"))
    try:
        uri = f"{path.resolve().as_uri()}?mode=ro{'&immutable=1' if alone else ''}"
        try:
            return read_inspection(sqlite3.connect(uri, uri=True))
        except sqlite3.OperationalError as exc:
            if getattr(exc, "sqlite_errorcode", 0) & 0xFF != sqlite3.SQLITE_READONLY:
                raise
        # A crash left a hot journal (or a WAL) that only a writer can recover:
        # recover a copy, so that a database we refuse is still left untouched.
        with tempfile.TemporaryDirectory(prefix="floortool-inspect-") as tmp:
            copy = Path(tmp) / path.name
            for suffix in ("", "-journal", "-wal"):
                if path.with_name(path.name + suffix).exists():
                    shutil.copyfile(path.with_name(path.name + suffix), f"{copy}{suffix}")
            return read_inspection(sqlite3.connect(copy))
    except OSError as exc:
        if exc.errno != errno.ENOSPC:
            raise
        raise disk_full(str(path)) from exc  # the copy of a hot journal did not fit
    except sqlite3.DatabaseError as exc:
        fault = sqlite_fault(exc, str(path))
        if fault is not None:
            raise fault from exc
        raise DatabaseRefused(
            translate(
                "store.sqlite_file",
                "{path} is damaged and cannot be read ({exc}). It was left"
                " untouched; restore it from a backup or open another database.",
            ).fill(path=path, exc=exc),
            code="corrupt_database",
        ) from exc


def read_inspection(connection: sqlite3.Connection) -> Inspection:
    """Check the file (``quick_check``), then list its tables, revision and columns."""
    with closing(connection) as conn:
        check = conn.execute("PRAGMA quick_check").fetchone()
        if check is None or check[0] != "ok":
            raise sqlite3.DatabaseError(str(check))
        tables = frozenset(
            r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")
        )
        revision = None
        if "alembic_version" in tables:
            row = conn.execute("SELECT version_num FROM alembic_version").fetchone()
            revision = None if row is None else str(row[0])
        columns = {
            table: frozenset(r[1] for r in conn.execute(f'PRAGMA table_info("{table}")'))
            for table in tables & HEAD_COLUMNS.keys()
        }
    return Inspection(tables=tables, revision=revision, columns=columns)


def check_current(inspection: Inspection, where: str) -> None:
    """Refuse a database at ``HEAD`` whose tables were dropped or changed by hand."""
    changed = sorted(
        table
        for table, columns in HEAD_COLUMNS.items()
        if not columns <= inspection.columns.get(table, frozenset())
    )
    if changed:
        raise DatabaseRefused(
            translate(
                "store.sqlite_file",
                "{where} is a floortool database whose {tables} table was removed"
                " or changed by hand. It was left untouched; restore it from a"
                " backup.",
            ).fill(where=where, tables=", ".join(changed)),
            code="corrupt_database",
        )


def check_writable(path: Path) -> None:
    """Refuse a file (or folder) floortool could read but not write: the journal and its
    write-ahead log must be written there."""
    if not os.access(path, os.W_OK) or not os.access(path.parent, os.W_OK | os.X_OK):
        where = path if not os.access(path, os.W_OK) else path.parent
        raise DatabaseRefused(
            translate(
                "store.sqlite_file",
                "{where} is read-only: floortool must write the database there. It"
                " was left untouched; make it writable or copy the file to a"
                " writable folder.",
            ).fill(where=where),
            code="database_read_only",
        )
