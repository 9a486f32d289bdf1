"""Store layer: the rows of paired staff devices and of their one-time pairing codes.

Only SHA-256 hashes of the secrets are stored; the app layer (``app.devices``)
makes the secrets, hashes them and decides. What a room screen (a *display*
device) shows is a setting of the database (``screen_view/ID``), not a column:
no migration, and every station sharing the database reads it. Keyword-only
functions over a caller's session; none of them commits.
"""

from __future__ import annotations

from datetime import datetime

import sqlalchemy as sa
from sqlmodel import Session, select

from floortool.store.journal_repo import get_setting, set_setting
from floortool.store.rows import DeviceRow, PairingCodeRow

_CODES = PairingCodeRow.__table__  # type: ignore[attr-defined]


def add_code(*, session: Session, row: PairingCodeRow) -> None:
    session.add(row)


def code_by_hash(*, session: Session, code_hash: str) -> PairingCodeRow | None:
    found = session.exec(select(PairingCodeRow).where(PairingCodeRow.code_hash == code_hash))
    return found.one_or_none()


def drop_codes_expired_before(*, session: Session, moment: datetime) -> None:
    """Forget the codes that ran out before ``moment`` (used or not)."""
    session.connection().execute(sa.delete(_CODES).where(_CODES.c.expires_at < moment))


def add_device(*, session: Session, row: DeviceRow) -> DeviceRow:
    """Store ``row``, which gets its id."""
    session.add(row)
    session.flush()
    return row


def device_by_id(*, session: Session, device_id: int) -> DeviceRow | None:
    return session.get(DeviceRow, device_id)


def all_devices(*, session: Session) -> list[DeviceRow]:
    """Every device ever paired, in the order they were paired."""
    return list(session.exec(select(DeviceRow).order_by(DeviceRow.id)))  # type: ignore[arg-type]


def _screen_key(device_id: int) -> str:
    return f"screen_view/{device_id}"


def screen_view(*, session: Session, device_id: int) -> str:
    """What room screen ``device_id`` shows ("" : the built-in display)."""
    return get_setting(session=session, key=_screen_key(device_id)) or ""


def set_screen_view(*, session: Session, device_id: int, shows: str) -> None:
    set_setting(session=session, key=_screen_key(device_id), value=shows)
