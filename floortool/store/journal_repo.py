"""Store layer: reading and appending journal rows, and per-database settings, through
SQLAlchemy (``sql_store``: PostgreSQL, and SQLite when a floor is made over an engine).

Keyword-only functions over a caller's session; none of them commits.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlmodel import Session

from floortool.domain.kernel.journal import JournalEntry
from floortool.store.journal_store import appended, entries_from_text, read_words, words_text
from floortool.store.rows import JournalRow, SettingRow

_JOURNAL = JournalRow.__table__  # type: ignore[attr-defined]
_COLUMNS = (
    _JOURNAL.c.seq,
    _JOURNAL.c.group_no,
    _JOURNAL.c.scope,
    _JOURNAL.c.kind,
    _JOURNAL.c.payload,
    _JOURNAL.c.recorded_at,
    _JOURNAL.c.operator,
    _JOURNAL.c.label,
    _JOURNAL.c.label_words,
)


def _entry(row: Any) -> JournalEntry:
    seq, group, scope, kind, payload, at, operator, label, words = row
    return JournalEntry(
        seq=seq,
        group=group,
        scope=scope,
        kind=kind,
        data=payload,
        at=at,
        operator=operator,
        label=label,
        label_words=read_words(words),
    )


def load_entries(
    *, session: Session, after_seq: int = 0, upto_seq: int | None = None, parse: bool = True
) -> list[JournalEntry]:
    """Every journal entry newer than ``after_seq`` (up to ``upto_seq``), oldest first.

    Read as plain rows (SQLAlchemy Core, not ORM objects): a floor catches up with
    the journal before every command, and reads all of it when it opens. From
    SQLite the payload and the time are read as the text they are stored as and
    parsed here (``json.loads``, ``datetime.fromisoformat``), several times faster
    than row by row through the column types.
    """
    where = [_JOURNAL.c.seq > after_seq]
    if upto_seq is not None:
        where.append(_JOURNAL.c.seq <= upto_seq)
    connection = session.connection()
    if connection.dialect.name == "sqlite":
        found = _load_sqlite(connection, where, parse)
        if found is not None:
            return found
    rows = connection.execute(sa.select(*_COLUMNS).where(*where).order_by(_JOURNAL.c.seq))
    return [_entry(row) for row in rows]


def _load_sqlite(connection: Any, where: list[Any], parse: bool) -> list[JournalEntry] | None:
    """The rows as stored by SQLite, parsed here (the payloads only when read, unless
    ``parse``); None if a time is not in the form SQLAlchemy writes (the column
    type then reads them)."""
    c = _JOURNAL.c
    text = sa.String()
    rows = connection.execute(
        sa.select(
            c.seq,
            c.group_no,
            c.scope,
            c.kind,
            sa.type_coerce(c.payload, text),
            sa.type_coerce(c.recorded_at, text),
            c.operator,
            c.label,
            c.label_words,
        )
        .where(*where)
        .order_by(c.seq)
    ).all()
    try:
        return entries_from_text(rows, parse=parse)
    except (TypeError, ValueError):
        return None


def tip(*, session: Session) -> tuple[int, int]:
    """The newest entry's sequence number and group number (0, 0 for an empty journal):
    one query tells a floor whether it has anything to catch up, and the number the
    next group gets (while it holds the writer lock)."""
    # Two scalar subqueries: each is one index lookup (SQLite reads the index's end only
    # for a query with a single max()).
    seq, group = (
        session.connection()
        .execute(
            sa.select(
                sa.select(sa.func.max(_JOURNAL.c.seq)).scalar_subquery(),
                sa.select(sa.func.max(_JOURNAL.c.group_no)).scalar_subquery(),
            )
        )
        .one()
    )
    return int(seq or 0), int(group or 0)


def next_group(*, session: Session) -> int:
    """The number the next group gets (call while holding the writer lock)."""
    return tip(session=session)[1] + 1


def append(
    *,
    session: Session,
    group: int,
    scope: str,
    records: Sequence[tuple[str, Mapping[str, Any]]],
    at: datetime,
    operator: str,
    label: str,
    label_words: Mapping[str, Any] | None = None,
) -> list[JournalEntry]:
    """Append ``records`` (kind, payload) as one group; returns them as stored."""
    if not records:
        return []
    payloads = [(kind, dict(payload)) for kind, payload in records]
    rows = [
        {
            "group_no": group,
            "scope": scope,
            "kind": kind,
            "payload": data,
            "recorded_at": at,
            "operator": operator,
            "label": label,
            "label_words": words_text(label_words),
        }
        for kind, data in payloads
    ]
    seqs = session.connection().execute(
        sa.insert(_JOURNAL).returning(_JOURNAL.c.seq, sort_by_parameter_order=True), rows
    )
    return appended(
        (seq for (seq,) in seqs),
        payloads,
        group=group,
        scope=scope,
        at=at,
        operator=operator,
        label=label,
        label_words=label_words,
    )


def get_setting(*, session: Session, key: str) -> str | None:
    row = session.get(SettingRow, key)
    return None if row is None else row.value


def set_setting(*, session: Session, key: str, value: str) -> None:
    row = session.get(SettingRow, key)
    if row is None:
        session.add(SettingRow(key=key, value=value))
    else:
        row.value = value
        session.add(row)
