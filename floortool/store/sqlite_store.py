"""Store layer: the journal in an embedded SQLite file, through the standard library's
``sqlite3`` alone.

A floor on the embedded database (the default, and any plain ``sqlite:///PATH``
URL) reads and appends its journal here, so a command never loads SQLAlchemy,
sqlmodel or pydantic (``benchmarks/startup.py``: that import was most of a
command's start). The schema is still sqlmodel's and Alembic's: a file is opened
here only once ``store.opening`` has found it at the newest revision.

The durability is the same as ``store.engine``'s: WAL with ``synchronous=FULL``
(a commit is on disk before the floor reports it done), foreign keys on, and a
write transaction takes the write lock up front (``BEGIN IMMEDIATE``). The rows
are exactly those SQLAlchemy writes: the payload as ``json.dumps`` text, times as
UTC text (``journal_store.stored_time``). Each thread has a connection of its own
(the web companion serves a floor from several).
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import threading
from collections.abc import Iterator, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from floortool.domain.kernel.journal import JournalEntry
from floortool.store.checkpoint_body import (
    FIELD_SEPARATOR,
    ROW_SEPARATOR,
    SLOT,
    Digest,
    StoredCheckpoint,
    digest_ranges,
    seqs_text,
)
from floortool.store.journal_store import (
    JournalStore,
    JournalTransaction,
    appended,
    entries_from_text,
    stored_time,
    words_text,
)

if TYPE_CHECKING:
    from sqlalchemy.engine import Engine

#: Run on every new connection (``store.engine`` sets the same on SQLAlchemy's).
CONNECT_PRAGMAS = ("PRAGMA journal_mode=WAL", "PRAGMA synchronous=FULL", "PRAGMA foreign_keys=ON")
BUSY_SECONDS = 30  # as ``store.engine.SQLITE_BUSY_SECONDS``

_COLUMNS = "seq, group_no, scope, kind, payload, recorded_at, operator, label, label_words"


class SqliteTransaction(JournalTransaction):
    """One transaction on a connection of the store's."""

    dialect = "sqlite"

    def __init__(self, connection: sqlite3.Connection) -> None:
        self._db = connection

    def tip(self) -> tuple[int, int]:
        # Two scalar subqueries: each is one index lookup.
        seq, group = self._db.execute(
            "SELECT (SELECT max(seq) FROM journal), (SELECT max(group_no) FROM journal)"
        ).fetchone()
        return int(seq or 0), int(group or 0)

    def load_entries(
        self, *, after_seq: int = 0, upto_seq: int | None = None, parse: bool = True
    ) -> list[JournalEntry]:
        if upto_seq is None:
            rows = self._db.execute(
                f"SELECT {_COLUMNS} FROM journal WHERE seq > ? ORDER BY seq", (after_seq,)
            )
        else:
            rows = self._db.execute(
                f"SELECT {_COLUMNS} FROM journal WHERE seq > ? AND seq <= ? ORDER BY seq",
                (after_seq, upto_seq),
            )
        return entries_from_text(rows.fetchall(), parse=parse)

    def append(
        self,
        *,
        group: int,
        scope: str,
        records: Sequence[tuple[str, Mapping[str, Any]]],
        at: datetime,
        operator: str,
        label: str,
        label_words: Mapping[str, Any] | None = None,
    ) -> list[JournalEntry]:
        if not records:
            return []
        when, words = stored_time(at), words_text(label_words)
        payloads = [(kind, dict(payload)) for kind, payload in records]
        seqs: list[int] = []
        for kind, data in payloads:
            cursor = self._db.execute(
                "INSERT INTO journal (group_no, scope, kind, payload, recorded_at, operator,"
                " label, label_words) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (group, scope, kind, json.dumps(data), when, operator, label, words),
            )
            assert cursor.lastrowid is not None  # an INSERT into a rowid table
            seqs.append(cursor.lastrowid)
        return appended(
            seqs,
            payloads,
            group=group,
            scope=scope,
            at=at,
            operator=operator,
            label=label,
            label_words=label_words,
        )

    def get_setting(self, key: str) -> str | None:
        row = self._db.execute('SELECT value FROM setting WHERE "key" = ?', (key,)).fetchone()
        return None if row is None else str(row[0])

    def set_setting(self, key: str, value: str) -> None:
        self._db.execute(
            'INSERT INTO setting ("key", value) VALUES (?, ?)'
            ' ON CONFLICT ("key") DO UPDATE SET value = excluded.value',
            (key, value),
        )

    def load_checkpoint(self) -> StoredCheckpoint | None:
        row = self._db.execute(
            "SELECT seq, rows, digest, version, body FROM fold_checkpoint WHERE id = ?", (SLOT,)
        ).fetchone()
        if row is None:
            return None
        seq, rows, digest, version, body = row
        return StoredCheckpoint(seq=seq, rows=rows, digest=digest, version=version, body=body)

    def save_checkpoint(self, checkpoint: StoredCheckpoint, *, at: datetime) -> None:
        self._db.execute("DELETE FROM fold_checkpoint WHERE id = ?", (SLOT,))
        self._db.execute(
            "INSERT INTO fold_checkpoint (id, seq, rows, digest, version, body, saved_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                SLOT,
                checkpoint.seq,
                checkpoint.rows,
                checkpoint.digest,
                checkpoint.version,
                checkpoint.body,
                stored_time(at),
            ),
        )

    def journal_digest(self, upto_seq: int) -> tuple[int, str]:
        """As ``checkpoint_repo.journal_digest`` reads it from SQLite: each range's
        columns joined by SQLite itself."""
        digest = Digest()
        for start, end in digest_ranges(upto_seq):
            rows, first, last, groups, texts, payloads = self._db.execute(
                "SELECT count(*), min(seq), max(seq), group_concat(group_no, ','),"
                " group_concat(scope || ? || kind || ? || label, ?),"
                " group_concat(payload, ?) FROM journal WHERE seq > ? AND seq <= ?",
                (FIELD_SEPARATOR, FIELD_SEPARATOR, ROW_SEPARATOR, ROW_SEPARATOR, start, end),
            ).fetchone()
            seqs = seqs_text(rows, first, last)
            if seqs is None:  # not consecutive: every one of them
                seqs = self._db.execute(
                    "SELECT group_concat(seq, ',') FROM journal WHERE seq > ? AND seq <= ?",
                    (start, end),
                ).fetchone()[0]
            digest.add(rows, seqs, groups or "", texts or "", payloads or "")
        return digest.result()

    def commit(self) -> None:
        self._db.execute("COMMIT")


class SqliteStore(JournalStore):
    """The journal in the SQLite file ``path`` (named by ``url``): a connection per
    transaction at a time, kept for the next one (a floor used from a second thread,
    such as the check of a stored checkpoint, gets a second connection)."""

    def __init__(self, url: str, path: Path, *, engine: Engine | None = None) -> None:
        self.url = url
        self.path = path
        self._engine = engine
        self._lock = threading.Lock()
        self._idle: list[sqlite3.Connection] = []

    def _connect(self) -> sqlite3.Connection:
        connection = sqlite3.connect(
            self.path, timeout=BUSY_SECONDS, isolation_level=None, check_same_thread=False
        )
        try:
            for pragma in CONNECT_PRAGMAS:
                connection.execute(pragma)
        except BaseException:
            connection.close()
            raise
        return connection

    @contextlib.contextmanager
    def _transaction(self, begin: str) -> Iterator[JournalTransaction]:
        with self._lock:
            connection = self._idle.pop() if self._idle else None
        if connection is None:
            connection = self._connect()
        try:
            connection.execute(begin)
            yield SqliteTransaction(connection)
        except BaseException:
            self._end(connection)
            raise
        self._end(connection)

    def _end(self, connection: sqlite3.Connection) -> None:
        """Roll back what was not committed and keep the connection for the next
        transaction; one that cannot roll back is closed (the error in flight stands)."""
        try:
            if connection.in_transaction:
                connection.execute("ROLLBACK")
        except sqlite3.Error:
            connection.close()
            return
        with self._lock:
            self._idle.append(connection)

    def read(self) -> contextlib.AbstractContextManager[JournalTransaction]:
        return self._transaction("BEGIN")

    def write(self) -> contextlib.AbstractContextManager[JournalTransaction]:
        return self._transaction("BEGIN IMMEDIATE")

    @property
    def engine(self) -> Engine:
        if self._engine is None:
            from floortool.store.engine import make_engine  # only for what speaks SQLAlchemy

            self._engine = make_engine(self.url)
        return self._engine

    def dispose(self) -> None:
        """Close the idle connections (every one, once no transaction is open)."""
        with self._lock:
            idle, self._idle = self._idle, []
        for connection in idle:
            connection.close()
        if self._engine is not None:
            self._engine.dispose()
