"""App layer: the staff devices paired with the floor, and their one-time pairing codes.

A director pairs a phone by showing it a **pairing code** (``new_code``): eight
characters of an alphabet without look-alikes (no 0/O, 1/I), random
(``secrets``), good for one device and two minutes. The phone sends the code
with a name for itself (``pair``) and gets a **token** (``token_urlsafe(32)``)
that it presents with every write (``authenticate``) until the director revokes
it (``revoke``); ``paired_with`` tells the window which device a code paired.
A *floor* device may act on every table; a *dealer* device is tied to one table;
a *display* device is a room screen (a smart TV's browser): it acts on nothing,
and shows the layout or screen set the director gives it (``show_on``, kept as a
preference of the database, so every station sharing it agrees; read with
``shown_on``).

Only SHA-256 hashes of codes and tokens are stored (``store.device_repo``), and a
presented token is compared with every stored hash in constant time
(``hmac.compare_digest``). A credential is not a floor action: none of this is
journalled or undoable, but pairing and revoking are logged with the device's
name. Refusals are ``PairingRefused`` (a code that is malformed, unknown,
expired or used; ``details["reason"]`` says which) and ``NotPaired`` (a token
that is unknown or revoked); bad names and roles are ``InvalidInput``.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any

from sqlalchemy.engine import Engine

from floortool.domain.kernel.errors import InvalidInput, NotFound, NotPaired, PairingRefused
from floortool.domain.kernel.phrases import translate
from floortool.domain.kernel.text import MAX_TABLE_NUMBER
from floortool.store import device_repo
from floortool.store.engine import Session, read_session, write_session
from floortool.store.rows import DeviceRow, PairingCodeRow

__all__ = [
    "CODE_ALPHABET",
    "CODE_LENGTH",
    "Device",
    "Devices",
    "NotPaired",
    "PairingCode",
    "PairingRefused",
    "Role",
    "device_name",
    "grouped_code",
]

logger = logging.getLogger(__name__)

#: Upper-case letters and digits a person cannot misread for one another.
CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
CODE_LENGTH = 8
MAX_NAME = 40
#: A token longer than this is not one this floor made (``token_urlsafe(32)`` is 43).
MAX_TOKEN = 200
#: An authenticated device's ``last_seen_at`` is written at most this often.
SEEN_EVERY = timedelta(seconds=30)
#: Codes are forgotten this long after they ran out.
CODES_KEPT = timedelta(days=1)


class Role(StrEnum):
    """What a paired device may do: anything the floor does, or one table's dealer jobs."""

    FLOOR = "floor"
    DEALER = "dealer"
    DISPLAY = "display"


@dataclass(frozen=True)
class PairingCode:
    """A one-time code for pairing one device with ``role`` (and ``table``) until
    ``expires_at``."""

    code: str
    role: Role
    table: int | None
    event_id: int | None
    expires_at: datetime

    def to_json(self) -> dict[str, Any]:
        return {
            "code": self.code,
            "role": str(self.role),
            "table": self.table,
            "event_id": self.event_id,
            "expires_at": self.expires_at.isoformat(),
        }


@dataclass(frozen=True)
class Device:
    """A paired staff device (``revoked_at`` set once it may no longer act)."""

    id: int
    name: str
    role: Role
    table: int | None
    event_id: int | None
    paired_at: datetime
    revoked_at: datetime | None
    last_seen_at: datetime | None

    @property
    def revoked(self) -> bool:
        return self.revoked_at is not None

    def to_json(self) -> dict[str, Any]:
        def moment(value: datetime | None) -> str | None:
            return None if value is None else value.isoformat()

        return {
            "id": self.id,
            "name": self.name,
            "role": str(self.role),
            "table": self.table,
            "event_id": self.event_id,
            "paired_at": self.paired_at.isoformat(),
            "revoked_at": moment(self.revoked_at),
            "last_seen_at": moment(self.last_seen_at),
        }


def grouped_code(code: str) -> str:
    """A code as it is shown to be typed: two groups of four (``K7QM-3XPD``)."""
    half = len(code) // 2
    return f"{code[:half]}-{code[half:]}"


def _digest(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def _typed_code(text: str) -> str:
    """The code a person typed, without spaces or dashes and in upper case; refused
    when it cannot be a code at all."""
    code = "".join(text.split()).replace("-", "").upper()
    if len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
        raise PairingRefused(
            translate(
                "app.devices",
                "{text} is not a pairing code: a code is {length} letters and"
                " digits, shown in the window under Pair a phone.",
            ).fill(text=repr(text.strip()[:20]), length=CODE_LENGTH),
            reason="malformed",
        )
    return code


def _role(value: Role | str) -> Role:
    try:
        return Role(value)
    except ValueError:
        raise InvalidInput(
            translate(
                "app.devices",
                "{value} is not a device role: a device is a floor, dealer or display one.",
            ).fill(value=repr(str(value)[:20]))
        ) from None


def _scope(role: Role, table: int | None) -> int | None:
    """The table a device of ``role`` is tied to: required for a dealer, refused for the
    floor and a room screen."""
    if role is not Role.DEALER:
        if table is not None:
            raise InvalidInput(
                translate(
                    "app.devices", "A floor device acts on every table: give no table for it."
                )
                if role is Role.FLOOR
                else translate(
                    "app.devices", "A room screen acts on no table: give no table for it."
                )
            )
        return None
    if table is None:
        raise InvalidInput(
            translate("app.devices", "A dealer device is tied to one table: give its table number.")
        )
    if not 1 <= table <= MAX_TABLE_NUMBER:
        raise InvalidInput(
            translate("app.devices", "Table {table} is not a table number (1 to {most}).").fill(
                table=table, most=MAX_TABLE_NUMBER
            )
        )
    return table


def device_name(text: str) -> str:
    """A device's name as given, trimmed; refused unless 1 to 40 printable characters."""
    name = text.strip()
    if not 1 <= len(name) <= MAX_NAME or not name.isprintable():
        raise InvalidInput(
            translate(
                "app.devices",
                "A device name is 1 to {most} printable characters, e.g. 'Anna's phone'.",
            ).fill(most=MAX_NAME)
        )
    return name


def _device(row: DeviceRow) -> Device:
    assert row.id is not None  # stored rows have ids
    return Device(
        id=row.id,
        name=row.name,
        role=Role(row.role),
        table=row.table_no,
        event_id=row.event_id,
        paired_at=row.paired_at,
        revoked_at=row.revoked_at,
        last_seen_at=row.last_seen_at,
    )


class Devices:
    """The paired devices of one database, with the time from ``clock``."""

    def __init__(self, engine: Engine, *, clock: Callable[[], datetime]) -> None:
        self.engine = engine
        self.clock = clock

    def new_code(
        self,
        role: Role,
        *,
        table: int | None = None,
        event_id: int | None = None,
        valid_for: timedelta = timedelta(minutes=2),
    ) -> PairingCode:
        """A fresh one-time code for pairing one device with ``role`` (and ``table``)."""
        role = _role(role)
        table = _scope(role, table)
        if valid_for <= timedelta(0):
            raise InvalidInput(
                translate("app.devices", "A pairing code must be valid for some time.")
            )
        now = self.clock()
        with write_session(self.engine) as session:
            device_repo.drop_codes_expired_before(session=session, moment=now - CODES_KEPT)
            code = self._unused_code(session)
            device_repo.add_code(
                session=session,
                row=PairingCodeRow(
                    code_hash=_digest(code),
                    role=role.value,
                    table_no=table,
                    event_id=event_id,
                    created_at=now,
                    expires_at=now + valid_for,
                ),
            )
            session.commit()
        return PairingCode(code, role, table, event_id, now + valid_for)

    @staticmethod
    def _unused_code(session: Session) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if device_repo.code_by_hash(session=session, code_hash=_digest(code)) is None:
                return code

    def pair(self, code: str, name: str) -> tuple[Device, str]:
        """Pair the device that typed or scanned ``code``, called ``name``: the device
        and the secret token it presents from now on (shown this once, stored hashed)."""
        typed = _typed_code(code)
        name = device_name(name)
        now = self.clock()
        with write_session(self.engine) as session:
            row = device_repo.code_by_hash(session=session, code_hash=_digest(typed))
            if row is None:
                raise PairingRefused(
                    translate(
                        "app.devices",
                        "That pairing code is not known: ask the floor for a new code.",
                    ),
                    reason="unknown",
                )
            if row.used_at is not None:
                raise PairingRefused(
                    translate(
                        "app.devices",
                        "That pairing code was already used: each code pairs one device."
                        " Ask the floor for a new code.",
                    ),
                    reason="used",
                )
            if now >= row.expires_at:
                raise PairingRefused(
                    translate(
                        "app.devices",
                        "That pairing code has expired: a code is good for a couple of"
                        " minutes only. Ask the floor for a new code.",
                    ),
                    reason="expired",
                )
            taken = {
                d.name.casefold()
                for d in device_repo.all_devices(session=session)
                if d.revoked_at is None
            }
            if name.casefold() in taken:
                raise InvalidInput(
                    translate(
                        "app.devices",
                        "A paired device is already called {name}: choose another name.",
                    ).fill(name=repr(name)),
                    code="device_name_taken",
                )
            token = secrets.token_urlsafe(32)
            device = device_repo.add_device(
                session=session,
                row=DeviceRow(
                    name=name,
                    role=row.role,
                    table_no=row.table_no,
                    event_id=row.event_id,
                    token_hash=_digest(token),
                    paired_at=now,
                ),
            )
            row.used_at = now
            row.device_id = device.id
            session.add(row)
            session.commit()
            paired = _device(device)
        logger.info("paired %s device %r (id %d)", _what(paired), paired.name, paired.id)
        return paired, token

    def authenticate(self, token: str) -> Device:
        """The device whose token is ``token``; refuses unknown and revoked tokens."""
        if not token or len(token) > MAX_TOKEN:
            raise NotPaired(
                translate(
                    "app.devices", "This device is not paired: pair it with a code from the floor."
                )
            )
        digest = _digest(token)
        with read_session(self.engine) as session:
            rows = device_repo.all_devices(session=session)
        found: DeviceRow | None = None
        for row in rows:  # every hash compared, in constant time each
            if hmac.compare_digest(row.token_hash, digest):
                found = row
        if found is None:
            raise NotPaired(
                translate(
                    "app.devices", "This device is not paired: pair it with a code from the floor."
                )
            )
        if found.revoked_at is not None:
            raise NotPaired(
                translate(
                    "app.devices",
                    "The device {found} was unpaired by the floor: pair it again with a new code.",
                ).fill(found=repr(found.name)),
                reason="revoked",
            )
        now = self.clock()
        if found.last_seen_at is None or now - found.last_seen_at >= SEEN_EVERY:
            found = self._seen(found, now)
        return _device(found)

    def _seen(self, row: DeviceRow, now: datetime) -> DeviceRow:
        assert row.id is not None
        with write_session(self.engine) as session:
            stored = device_repo.device_by_id(session=session, device_id=row.id)
            assert stored is not None  # devices are never deleted
            stored.last_seen_at = now
            session.add(stored)
            session.commit()
            return stored

    def revoke(self, device_id: int) -> Device:
        """Take back device ``device_id``'s credential (a device revoked already stays so)."""
        now = self.clock()
        with write_session(self.engine) as session:
            row = device_repo.device_by_id(session=session, device_id=device_id)
            if row is None:
                raise NotFound(
                    translate("app.devices", "There is no paired device {device_id}.").fill(
                        device_id=device_id
                    )
                )
            if row.revoked_at is not None:
                return _device(row)
            row.revoked_at = now
            session.add(row)
            session.commit()
            revoked = _device(row)
        logger.info("revoked %s device %r (id %d)", _what(revoked), revoked.name, revoked.id)
        return revoked

    def paired_with(self, code: str) -> Device | None:
        """The device that pairing code ``code`` paired, once one has used it."""
        with read_session(self.engine) as session:
            row = device_repo.code_by_hash(session=session, code_hash=_digest(_typed_code(code)))
            if row is None or row.device_id is None:
                return None
            device = device_repo.device_by_id(session=session, device_id=row.device_id)
            return None if device is None else _device(device)

    def show_on(self, device_id: int, shows: str) -> Device:
        """Keep ``shows`` (``layout:NAME``, ``set:NAME``, "" for the built-in display) as
        what room screen ``device_id`` shows; refused for a device that is not a room
        screen, or is revoked. The name is the caller's to check."""
        with write_session(self.engine) as session:
            row = device_repo.device_by_id(session=session, device_id=device_id)
            if row is None:
                raise NotFound(
                    translate("app.devices", "There is no paired device {device_id}.").fill(
                        device_id=device_id
                    )
                )
            device = _device(row)
            if device.role is not Role.DISPLAY:
                raise InvalidInput(
                    translate(
                        "app.devices",
                        "{device} is a {role} device, not a room screen: only a room screen"
                        " shows a layout.",
                    ).fill(device=repr(device.name), role=device.role.value)
                )
            if device.revoked:
                raise InvalidInput(
                    translate(
                        "app.devices", "{device} was unpaired: pair the screen again first."
                    ).fill(device=repr(device.name))
                )
            device_repo.set_screen_view(session=session, device_id=device_id, shows=shows)
            session.commit()
        logger.info("room screen %r (id %d) shows %r", device.name, device.id, shows)
        return device

    def shown_on(self, device_id: int) -> str:
        """What room screen ``device_id`` shows (``layout:NAME``, ``set:NAME``; "" : the
        built-in display)."""
        with read_session(self.engine) as session:
            return device_repo.screen_view(session=session, device_id=device_id)

    def listed(self) -> list[Device]:
        """Every device paired with this database (revoked ones too), oldest first."""
        with read_session(self.engine) as session:
            return [_device(row) for row in device_repo.all_devices(session=session)]


def _what(device: Device) -> str:
    if device.role is Role.DEALER:
        return f"dealer (table {device.table})"
    return device.role.value
