"""Store layer: reading and appending journal rows, and per-database settings.

Keyword-only functions over a caller's session; none of them commits.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlmodel import Session, col, select

from floortool.domain.journal import JournalEntry
from floortool.store.rows import JournalRow, SettingRow


def _entry(row: JournalRow) -> JournalEntry:
    assert row.seq is not None
    return JournalEntry(
        seq=row.seq,
        group=row.group_no,
        scope=row.scope,
        kind=row.kind,
        data=row.payload,
        at=row.recorded_at,
        operator=row.operator,
        label=row.label,
    )


def load_entries(*, session: Session, after_seq: int = 0) -> list[JournalEntry]:
    """Every journal entry newer than ``after_seq``, oldest first."""
    rows = session.exec(
        select(JournalRow).where(col(JournalRow.seq) > after_seq).order_by(col(JournalRow.seq))
    )
    return [_entry(row) for row in rows]


def next_group(*, session: Session) -> int:
    """The number the next group gets (call while holding the writer lock)."""
    latest = session.exec(select(sa.func.max(JournalRow.group_no))).one()
    return int(latest or 0) + 1


def append(
    *,
    session: Session,
    group: int,
    scope: str,
    records: Sequence[tuple[str, Mapping[str, Any]]],
    at: datetime,
    operator: str,
    label: str,
) -> list[JournalEntry]:
    """Append ``records`` (kind, payload) as one group; returns them as stored."""
    rows = [
        JournalRow(
            group_no=group,
            scope=scope,
            kind=kind,
            payload=dict(payload),
            recorded_at=at,
            operator=operator,
            label=label,
        )
        for kind, payload in records
    ]
    session.add_all(rows)
    session.flush()
    return [_entry(row) for row in rows]


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
