"""Store layer: the journal's database as a floor uses it, whichever library speaks to it.

A ``JournalStore`` opens read transactions and write transactions (a write holds
the writer lock from its start, so two processes never interleave a
read-decide-append); each ``JournalTransaction`` reads and appends journal rows,
reads and writes the per-database settings and the stored checkpoint of the
fold, and commits. Two stores: ``sqlite_store`` speaks to a SQLite file with the
standard library's ``sqlite3`` (a command on the embedded database never loads
SQLAlchemy, sqlmodel or pydantic), ``sql_store`` to any database through
SQLAlchemy (PostgreSQL). Both write and read exactly the same rows.

Also here: journal rows as SQLite stores them (the payload and time as text),
made into entries (``entries_from_text``), which both read from SQLite; and the
label kept as data (``label_words``: the JSON text of ``phrase_data``, NULL in
rows written before labels were kept so) as both stores write and read it.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from floortool.domain.kernel.journal import JournalEntry
from floortool.store.checkpoint_body import StoredCheckpoint

if TYPE_CHECKING:
    from sqlalchemy.engine import Engine

#: A journal row as SQLite stores it: seq, group, scope, kind, payload (JSON text),
#: time (text), operator, label, label_words (JSON text or None).
TextRow = tuple[int, int, str, str, str, str, str, str, str | None]


class JournalTransaction(ABC):
    """One transaction on the journal's database; nothing is written until ``commit``."""

    #: ``sqlite`` or ``postgresql`` (SQLite numbers rows without gaps; a gap is damage).
    dialect: str

    @abstractmethod
    def tip(self) -> tuple[int, int]:
        """The newest entry's seq and group number (0, 0 for an empty journal)."""

    @abstractmethod
    def load_entries(
        self, *, after_seq: int = 0, upto_seq: int | None = None, parse: bool = True
    ) -> list[JournalEntry]:
        """The entries after ``after_seq`` (up to ``upto_seq``), oldest first; without
        ``parse`` the payloads are parsed when first read (``StoredPayload``)."""

    @abstractmethod
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
        """Append ``records`` (kind, payload) as one group, labelled ``label`` (English)
        and ``label_words`` (the label kept as data); returns them as stored."""

    @abstractmethod
    def get_setting(self, key: str) -> str | None: ...

    @abstractmethod
    def set_setting(self, key: str, value: str) -> None: ...

    @abstractmethod
    def load_checkpoint(self) -> StoredCheckpoint | None:
        """The stored checkpoint of the fold, if there is one."""

    @abstractmethod
    def save_checkpoint(self, checkpoint: StoredCheckpoint, *, at: datetime) -> None:
        """Store ``checkpoint`` in place of the one stored before."""

    @abstractmethod
    def journal_digest(self, upto_seq: int) -> tuple[int, str]:
        """The rows up to ``upto_seq`` and their digest (``checkpoint_body.Digest``)."""

    @abstractmethod
    def commit(self) -> None: ...


class JournalStore(ABC):
    """The database a floor keeps its journal in."""

    #: The database's URL as shown (no password).
    url: str

    @abstractmethod
    def read(self) -> AbstractContextManager[JournalTransaction]:
        """A read transaction (rolled back at the end)."""

    @abstractmethod
    def write(self) -> AbstractContextManager[JournalTransaction]:
        """A write transaction holding the writer lock (rolled back unless committed)."""

    @property
    @abstractmethod
    def engine(self) -> Engine:
        """A SQLAlchemy engine on the same database, for what still speaks SQLAlchemy
        (the staff devices' credentials)."""

    @abstractmethod
    def dispose(self) -> None:
        """Close every connection (SQLite then folds its write-ahead log back)."""


class StoredPayload(Mapping[str, Any]):
    """A journal payload as the text it is stored as, parsed the first time it is read:
    the audit trail of a long journal is read whole, but only its newest entries are
    looked into (``load_entries(..., parse=False)``)."""

    __slots__ = ("_data", "_text")

    def __init__(self, text: str) -> None:
        self._text = text
        self._data: dict[str, Any] | None = None

    def _parsed(self) -> dict[str, Any]:
        if self._data is None:
            data = json.loads(self._text)
            if not isinstance(data, dict):
                raise ValueError("a journal payload is a JSON object")
            self._data = data
        return self._data

    def __getitem__(self, key: str) -> Any:
        return self._parsed()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._parsed())

    def __len__(self) -> int:
        return len(self._parsed())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, StoredPayload):
            return self._parsed() == other._parsed()
        return self._parsed() == other

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return repr(self._parsed())


def entries_from_text(rows: Iterable[TextRow], *, parse: bool) -> list[JournalEntry]:
    """Journal rows as SQLite stores them, as entries: the payload parsed with
    ``json.loads`` (or left to ``StoredPayload`` without ``parse``), the time with
    ``datetime.fromisoformat`` as UTC. Raises ``ValueError`` (or ``TypeError``) for
    a time or payload not in the form floortool writes."""
    loads: Callable[[str], Any] = json.loads if parse else StoredPayload
    when, new = datetime.fromisoformat, object.__new__
    found = []
    for seq, group, scope, kind, payload, at, operator, label, words in rows:
        moment = when(at)
        moment = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
        entry: Any = new(JournalEntry)  # a frozen dataclass, filled as __init__ would
        entry.__dict__.update(
            seq=seq,
            group=group,
            scope=scope,
            kind=kind,
            data=loads(payload),
            at=moment,
            operator=operator,
            label=label,
            label_words=read_words(words),
        )
        found.append(entry)
    return found


def appended(
    seqs: Iterable[int],
    payloads: Sequence[tuple[str, dict[str, Any]]],
    *,
    group: int,
    scope: str,
    at: datetime,
    operator: str,
    label: str,
    label_words: Mapping[str, Any] | None,
) -> list[JournalEntry]:
    """The entries of one group just appended: each (kind, payload) with its seq."""
    return [
        JournalEntry(
            seq=seq,
            group=group,
            scope=scope,
            kind=kind,
            data=data,
            at=at,
            operator=operator,
            label=label,
            label_words=label_words,
        )
        for seq, (kind, data) in zip(seqs, payloads, strict=True)
    ]


def words_text(words: Mapping[str, Any] | None) -> str | None:
    """A label kept as data, as the ``label_words`` column stores it (JSON text)."""
    return None if words is None else json.dumps(words)


def read_words(text: str | None) -> Mapping[str, Any] | None:
    """The ``label_words`` column's text as data; None for NULL, or for text that is
    not a JSON object (a hand-edited row: its English label is shown instead)."""
    if text is None:
        return None
    try:
        words = json.loads(text)
    except ValueError:
        return None
    return words if isinstance(words, dict) else None


def stored_time(at: datetime) -> str:
    """``at`` (timezone-aware) as SQLite keeps a time: UTC, as SQLAlchemy's SQLite
    ``DateTime`` writes it (``2026-12-04 07:36:59.123456``)."""
    if at.tzinfo is None:
        raise ValueError("naive datetimes are not stored; pass an aware UTC time")
    t = at.astimezone(UTC)
    return (
        f"{t.year:04d}-{t.month:02d}-{t.day:02d} "
        f"{t.hour:02d}:{t.minute:02d}:{t.second:02d}.{t.microsecond:06d}"
    )
