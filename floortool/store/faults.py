"""Store layer: what a database error means for the floor, as a refusal.

The driver's own exception text holds the SQL and its parameters (player names
among them), so none of it reaches a message: a refusal names the database (its
file, or the server's host and port, never a password) and what to do, in one
line. Decided here:

- ``database_unavailable``: a server that cannot be reached, refused the
  connection, or closed it (stopped, killed, restarting) — before or during a
  command. The transaction did not commit, so nothing of it was written; what was
  committed before is kept by the server.
- ``database_login_refused``: the server answered but refused the user name or
  password of the URL; ``database_missing``: it answered but has no database of
  that name. Neither is "try again later": the URL needs correcting.
- ``disk_full``: SQLite could not grow the file (``SQLITE_FULL``), or an I/O error
  while the disk has (next to) no free space left. The write was rolled back, the
  database is as it was before the command.
- ``database_read_only``: SQLite may not write the file (``SQLITE_READONLY``).
- ``database_log_removed``: a short read on a file whose ``-wal`` is gone (or
  empty) while its ``-shm`` is there: the write-ahead log was deleted while another program
  (another floortool) holds the database open. Nothing is lost: that program
  still holds the log and writes it back into the file when it closes.
- ``corrupt_database``: a stored text (a journal record, a setting) that is not
  UTF-8, changed by hand or damaged; the driver's message would quote the row.

Any other error is left alone (``None``): it is a bug to be seen, not a refusal.
"""

from __future__ import annotations

import logging
import shutil
import sqlite3
import sys
from pathlib import Path

from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.phrases import translate
from floortool.store.sqlite_url import sqlite_database

logger = logging.getLogger(__name__)

#: Below this much free space an I/O error is taken for a full disk.
NEARLY_FULL_BYTES = 1 << 20
#: What PostgreSQL says when it refuses a login (a wrong password, an unknown user).
_LOGIN_REFUSED = ("password authentication failed", 'role "')
#: What it says of a database that is not there (``database "x" does not exist``).
_MISSING_DATABASE = "does not exist"
#: How the sqlite3 module's message starts when a stored text is not UTF-8.
_NOT_UTF8 = "Could not decode to UTF-8"


class DatabaseFault(FloorError):
    """The database could not be read or written just now; nothing was changed."""

    code = "database_unavailable"


def database_fault(exc: BaseException, url: str) -> DatabaseFault | None:
    """The refusal ``exc`` (raised while using the database at ``url``) stands for, or
    None if it is not a fault of the database's reach, room or permissions.

    SQLAlchemy is looked at only when it is loaded: the floor's own SQLite path
    (``store.sqlite_store``) raises the ``sqlite3`` module's errors and never loads it."""
    if isinstance(exc, sqlite3.Error):
        return sqlite_fault(exc, sqlite_database(url))
    sa = sys.modules.get("sqlalchemy")
    if sa is None:  # nothing of SQLAlchemy's ran, so nothing it raised
        return None
    orig = exc.orig if isinstance(exc, sa.exc.DBAPIError) else exc
    if isinstance(orig, sqlite3.Error):
        return sqlite_fault(orig, sqlite_database(url))
    if isinstance(exc, sa.exc.DBAPIError) and (
        exc.connection_invalidated
        or isinstance(exc, sa.exc.OperationalError | sa.exc.InterfaceError)
    ):
        return _unavailable(exc, url)
    if isinstance(exc, sa.exc.DisconnectionError):
        return _unavailable(exc, url)
    return None


def _unavailable(exc: BaseException, url: str) -> DatabaseFault:
    import sqlalchemy as sa  # loaded already: the error is one of its own

    parsed = sa.engine.make_url(url)
    where = f"{parsed.host or 'localhost'}:{parsed.port or 'default port'}"
    said = str(exc.orig if isinstance(exc, sa.exc.DBAPIError) else exc)
    if any(words in said for words in _LOGIN_REFUSED):
        logger.warning("database %s refused the login", where)
        return DatabaseFault(
            translate(
                "store.faults",
                "The database server at {where} refused the login of user '{user}'"
                " (wrong user name or password): nothing was written. Correct the"
                " user or password in the database URL.",
            ).fill(where=where, user=parsed.username or ""),
            code="database_login_refused",
        )
    if _MISSING_DATABASE in said and f'database "{parsed.database}"' in said:
        logger.warning("database %s has no database %s", where, parsed.database)
        return DatabaseFault(
            translate(
                "store.faults",
                "The database server at {where} has no database '{database}':"
                " nothing was written. Check its name in the database URL, or"
                " create it on the server.",
            ).fill(where=where, database=parsed.database),
            code="database_missing",
        )
    logger.warning("database %s unavailable (%s)", where, type(exc).__name__)
    return DatabaseFault(
        translate(
            "store.faults",
            "The database server at {where} cannot be reached (stopped,"
            " restarting or unreachable): nothing was written and nothing"
            " recorded before is lost. Try again once it is back.",
        ).fill(where=where),
        code="database_unavailable",
    )


def sqlite_fault(error: sqlite3.Error, database: str) -> DatabaseFault | None:
    """The refusal a SQLite error on the file ``database`` stands for, or None."""
    primary = getattr(error, "sqlite_errorcode", 0) & 0xFF
    if str(error).startswith(_NOT_UTF8):
        logger.warning("text in %s that is not UTF-8", database)
        return DatabaseFault(
            translate(
                "store.faults",
                "{database} holds a record whose text is not UTF-8: it was changed"
                " by hand or damaged. Nothing was changed; restore the file from a"
                " backup.",
            ).fill(database=database),
            code="corrupt_database",
        )
    if primary == sqlite3.SQLITE_FULL or (
        primary == sqlite3.SQLITE_IOERR and _nearly_full(Path(database))
    ):
        logger.warning("disk full with %s (%s)", database, type(error).__name__)
        return disk_full(database)
    extended = getattr(error, "sqlite_errorcode", 0)
    if extended == sqlite3.SQLITE_IOERR_SHORT_READ and _log_removed(Path(database)):
        logger.warning("the -wal of %s is gone while its -shm is there", database)
        return DatabaseFault(
            translate(
                "store.faults",
                "The write-ahead log of {database} ({name}-wal) was removed while"
                " another program has the database open. Nothing is lost: that"
                " program (another floortool window or command) still holds the log"
                " and writes it back into the file when it closes. Close it, then"
                " try again; do not restore a backup.",
            ).fill(database=database, name=Path(database).name),
            code="database_log_removed",
        )
    if primary == sqlite3.SQLITE_READONLY:
        return DatabaseFault(
            translate(
                "store.faults",
                "{database} is read-only: nothing was written. Make the file and"
                " its folder writable, or open a copy.",
            ).fill(database=database),
            code="database_read_only",
        )
    return None


def disk_full(database: str) -> DatabaseFault:
    """The refusal of a write (or a copy) the full disk holding ``database`` stopped."""
    return DatabaseFault(
        translate(
            "store.faults",
            "The disk holding {database} is full: the last action was not"
            " written and nothing recorded before was lost. Free some space and"
            " try again.",
        ).fill(database=database),
        code="disk_full",
    )


def _log_removed(path: Path) -> bool:
    """Whether the database at ``path`` has its shared-memory file (which says the log
    holds frames) but an empty write-ahead log or none: the log was deleted while a
    connection holds the database (SQLite makes a new, empty one as it fails to read)."""
    log = Path(f"{path}-wal")
    return Path(f"{path}-shm").exists() and (not log.exists() or log.stat().st_size == 0)


def _nearly_full(path: Path) -> bool:
    """Whether the disk holding ``path`` has (next to) no room left."""
    try:
        return shutil.disk_usage(path.parent).free < NEARLY_FULL_BYTES
    except OSError:
        return False
