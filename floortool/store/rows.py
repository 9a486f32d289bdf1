"""Store layer: the tables, as SQLModel rows.

``JournalRow`` is the source of truth (one row per domain event or undo/redo
marker); ``SettingRow`` keeps small per-database preferences such as the event
the director opened last. ``DeviceRow`` and ``PairingCodeRow`` hold the staff
phones' credentials (``app.devices``): only hashes of their secrets, and never
journalled (a credential is not a floor action). Timestamps are timezone-aware UTC on every backend.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Dialect
from sqlmodel import Field, SQLModel


class UTCDateTime(sa.types.TypeDecorator[datetime]):
    """A timestamp stored as UTC and always read back timezone-aware."""

    impl = sa.DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetimes are not stored; pass an aware UTC time")
        return value.astimezone(UTC)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


class JournalRow(SQLModel, table=True):
    """One journal record: a domain event, or an ``undone``/``redone`` marker."""

    __tablename__ = "journal"

    seq: int | None = Field(default=None, primary_key=True)
    group_no: int = Field(index=True)
    scope: str = Field(max_length=64, index=True)
    kind: str = Field(max_length=64)
    payload: dict[str, Any] = Field(sa_column=sa.Column(sa.JSON, nullable=False))
    recorded_at: datetime = Field(sa_column=sa.Column(UTCDateTime(), nullable=False))
    operator: str = Field(max_length=120)
    label: str = Field(max_length=200)  # in English
    #: The label kept as data (JSON text of ``phrase_data``), said in the reader's
    #: language; NULL in rows written before revision 0004.
    label_words: str | None = Field(default=None, sa_column=sa.Column(sa.Text, nullable=True))


class CheckpointRow(SQLModel, table=True):
    """The stored checkpoint of the fold (one row, ``id`` 1): the folded state and undo
    history after journal entry ``seq``, as compressed plain data (``body``), and what
    it summarises: the ``rows`` up to ``seq`` and their ``digest``, folded by
    floortool ``version`` (``store.checkpoint_repo``)."""

    __tablename__ = "fold_checkpoint"

    id: int = Field(primary_key=True)
    seq: int
    rows: int
    digest: str = Field(max_length=64)
    version: str = Field(max_length=200)
    body: bytes = Field(sa_column=sa.Column(sa.LargeBinary, nullable=False))
    saved_at: datetime = Field(sa_column=sa.Column(UTCDateTime(), nullable=False))


class SettingRow(SQLModel, table=True):
    """A small per-database preference (``current_event`` ...), not part of the journal."""

    __tablename__ = "setting"

    key: str = Field(primary_key=True, max_length=64)
    value: str = Field(max_length=2000)


class DeviceRow(SQLModel, table=True):
    """A paired staff device: its name, role (and table for a dealer), and the SHA-256
    ``token_hash`` of its secret token (the token itself is never stored)."""

    __tablename__ = "device"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(max_length=40)
    role: str = Field(max_length=16)
    table_no: int | None = None
    event_id: int | None = None
    token_hash: str = Field(max_length=64, unique=True)
    paired_at: datetime = Field(sa_column=sa.Column(UTCDateTime(), nullable=False))
    revoked_at: datetime | None = Field(default=None, sa_column=sa.Column(UTCDateTime()))
    last_seen_at: datetime | None = Field(default=None, sa_column=sa.Column(UTCDateTime()))


class PairingCodeRow(SQLModel, table=True):
    """A one-time pairing code, by the SHA-256 ``code_hash`` of its text: what the device
    paired with it may do, until when, and the device it paired (once used)."""

    __tablename__ = "pairing_code"

    id: int | None = Field(default=None, primary_key=True)
    code_hash: str = Field(max_length=64, unique=True)
    role: str = Field(max_length=16)
    table_no: int | None = None
    event_id: int | None = None
    created_at: datetime = Field(sa_column=sa.Column(UTCDateTime(), nullable=False))
    expires_at: datetime = Field(sa_column=sa.Column(UTCDateTime(), nullable=False))
    used_at: datetime | None = Field(default=None, sa_column=sa.Column(UTCDateTime()))
    device_id: int | None = None
