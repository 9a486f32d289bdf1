"""Paired staff devices (``app.devices``): one-time pairing codes, hashed tokens
compared in constant time, revocation; on SQLite and (where set) PostgreSQL.

Issue 16: "A staff phone is paired by scanning a one-time code shown in the window
(valid 2 minutes, one device per code) and gets a named, revocable credential";
"every write needs a paired credential, sent in a header (not a cookie alone) and
compared in constant time, stored hashed".
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Iterator
from datetime import timedelta

import pytest
import sqlalchemy as sa
from sqlalchemy.engine import Engine
from tests.support import FakeClock

from floortool.app.devices import (
    CODE_ALPHABET,
    CODE_LENGTH,
    Devices,
    NotPaired,
    PairingRefused,
    Role,
    grouped_code,
)
from floortool.domain.kernel.errors import InvalidInput, NotFound
from floortool.store.migrate import open_database


@pytest.fixture
def engine(db_url: str) -> Iterator[Engine]:
    engine = open_database(db_url)
    yield engine
    engine.dispose()


@pytest.fixture
def devices(engine: Engine, clock: FakeClock) -> Devices:
    return Devices(engine, clock=clock)


def _rows(engine: Engine, table: str) -> list[dict[str, object]]:
    with engine.connect() as conn:
        return [dict(r._mapping) for r in conn.execute(sa.text(f"SELECT * FROM {table}"))]


def test_a_code_pairs_a_named_floor_device_whose_token_authenticates(
    devices: Devices, clock: FakeClock
) -> None:
    code = devices.new_code(Role.FLOOR, event_id=3)
    assert len(code.code) == CODE_LENGTH and set(code.code) <= set(CODE_ALPHABET)
    assert code.expires_at == clock.now + timedelta(minutes=2)
    assert (code.role, code.table, code.event_id) == (Role.FLOOR, None, 3)

    device, token = devices.pair(code.code, "  Anna's phone ")
    assert (device.name, device.role, device.table, device.event_id) == (
        "Anna's phone",
        Role.FLOOR,
        None,
        3,
    )
    assert device.paired_at == clock.now and device.revoked_at is None
    assert len(token) >= 43  # token_urlsafe(32)
    assert devices.authenticate(token).id == device.id
    assert [d.id for d in devices.listed()] == [device.id]


def test_a_code_is_typed_in_any_case_with_or_without_its_dash(devices: Devices) -> None:
    code = devices.new_code(Role.FLOOR)
    typed = grouped_code(code.code).lower()
    assert typed[4] == "-"
    device, _ = devices.pair(f" {typed} ", "Floor 1")
    assert device.name == "Floor 1"


def test_a_dealer_device_is_tied_to_the_table_of_its_code(devices: Devices) -> None:
    """Issue 16: "A *dealer* phone is tied to one table"."""
    device, token = devices.pair(devices.new_code(Role.DEALER, table=7).code, "Dealer T7")
    assert (device.role, device.table) == (Role.DEALER, 7)
    assert devices.authenticate(token).table == 7


@pytest.mark.parametrize(
    ("role", "table", "says"),
    [
        (Role.DEALER, None, "give its table number"),
        (Role.DEALER, 0, "not a table number"),
        (Role.FLOOR, 4, "give no table"),
        ("croupier", None, "not a device role"),
    ],
)
def test_a_code_for_a_role_and_table_that_do_not_fit_is_refused(
    devices: Devices, engine: Engine, role: Role, table: int | None, says: str
) -> None:
    with pytest.raises(InvalidInput, match=says):
        devices.new_code(role, table=table)
    assert _rows(engine, "pairing_code") == []


def test_a_code_tells_the_device_it_paired(devices: Devices) -> None:
    code = devices.new_code(Role.FLOOR).code
    other = devices.new_code(Role.FLOOR).code
    assert devices.paired_with(code) is None
    device, _ = devices.pair(other, "Bob")
    assert devices.paired_with(code) is None and devices.paired_with(other) == device


def test_a_code_pairs_one_device_only(devices: Devices) -> None:
    code = devices.new_code(Role.FLOOR).code
    devices.pair(code, "Anna")
    with pytest.raises(PairingRefused, match="already used") as refused:
        devices.pair(code, "Bob")
    assert refused.value.code == "pairing_refused" and refused.value.details["reason"] == "used"
    assert [d.name for d in devices.listed()] == ["Anna"]


def test_a_code_is_good_for_two_minutes(devices: Devices, clock: FakeClock) -> None:
    """Issue 16: "(valid 2 minutes, one device per code)"."""
    early, late = devices.new_code(Role.FLOOR).code, devices.new_code(Role.FLOOR).code
    clock.advance(119)
    devices.pair(early, "Anna")
    clock.advance(1)
    with pytest.raises(PairingRefused, match="expired") as refused:
        devices.pair(late, "Bob")
    assert refused.value.details["reason"] == "expired"
    assert [d.name for d in devices.listed()] == ["Anna"]


@pytest.mark.parametrize(
    ("typed", "reason"),
    [("ZZZZZZZZ", "unknown"), ("ABC", "malformed"), ("ABCD-EFG0", "malformed"), ("", "malformed")],
)
def test_an_unknown_or_malformed_code_is_refused(devices: Devices, typed: str, reason: str) -> None:
    devices.new_code(Role.FLOOR)
    with pytest.raises(PairingRefused) as refused:
        devices.pair(typed, "Anna")
    assert refused.value.details["reason"] == reason
    assert devices.listed() == []


@pytest.mark.parametrize("name", ["", "   ", "x" * 41, "tab\there", "bell\x07"])
def test_a_bad_device_name_is_refused_and_the_code_stays_good(devices: Devices, name: str) -> None:
    code = devices.new_code(Role.FLOOR).code
    with pytest.raises(InvalidInput, match="1 to 40 printable"):
        devices.pair(code, name)
    assert devices.listed() == []
    assert devices.pair(code, "x" * 40)[0].name == "x" * 40


def test_a_name_is_unique_among_the_devices_not_revoked(devices: Devices) -> None:
    first, _ = devices.pair(devices.new_code(Role.FLOOR).code, "Anna")
    code = devices.new_code(Role.FLOOR).code
    with pytest.raises(InvalidInput, match="already called") as refused:
        devices.pair(code, "ANNA")
    assert refused.value.code == "device_name_taken"
    devices.revoke(first.id)
    again, _ = devices.pair(code, "Anna")  # the refused code is still good
    assert again.id != first.id


def test_a_revoked_token_is_refused_and_the_others_still_work(
    devices: Devices, clock: FakeClock
) -> None:
    anna, anna_token = devices.pair(devices.new_code(Role.FLOOR).code, "Anna")
    bob, bob_token = devices.pair(devices.new_code(Role.DEALER, table=2).code, "Bob")
    clock.advance(60)
    revoked = devices.revoke(anna.id)
    assert revoked.revoked_at == clock.now and revoked.revoked
    with pytest.raises(NotPaired, match="unpaired") as refused:
        devices.authenticate(anna_token)
    assert refused.value.code == "not_paired" and refused.value.details["reason"] == "revoked"
    assert devices.authenticate(bob_token).id == bob.id
    assert devices.revoke(anna.id) == revoked  # revoking again changes nothing
    assert [d.revoked for d in devices.listed()] == [True, False]


def test_an_unknown_token_or_device_is_refused(devices: Devices) -> None:
    devices.pair(devices.new_code(Role.FLOOR).code, "Anna")
    for token in ("", "not-a-token", "x" * 5000):
        with pytest.raises(NotPaired):
            devices.authenticate(token)
    with pytest.raises(NotFound):
        devices.revoke(99)


def test_tokens_are_compared_in_constant_time(
    devices: Devices, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The match is hmac.compare_digest's answer, asked of every stored hash."""
    _, token = devices.pair(devices.new_code(Role.FLOOR).code, "Anna")
    devices.pair(devices.new_code(Role.FLOOR).code, "Bob")
    asked: list[tuple[str, str]] = []

    def never_equal(a: str, b: str) -> bool:
        asked.append((a, b))
        return False

    monkeypatch.setattr(hmac, "compare_digest", never_equal)
    with pytest.raises(NotPaired):
        devices.authenticate(token)
    digest = hashlib.sha256(token.encode()).hexdigest()
    assert len(asked) == 2 and all(b == digest for _, b in asked)
    assert digest in {a for a, _ in asked}


def test_only_hashes_of_codes_and_tokens_are_stored(devices: Devices, engine: Engine) -> None:
    code = devices.new_code(Role.FLOOR).code
    _, token = devices.pair(code, "Anna")
    stored = " ".join(
        str(value)
        for table in ("device", "pairing_code")
        for row in _rows(engine, table)
        for value in row.values()
    )
    assert token not in stored and code not in stored
    [device] = _rows(engine, "device")
    assert device["token_hash"] == hashlib.sha256(token.encode()).hexdigest()
    [pairing] = _rows(engine, "pairing_code")
    assert pairing["code_hash"] == hashlib.sha256(code.encode()).hexdigest()


def test_nothing_is_journalled(devices: Devices, engine: Engine) -> None:
    """A credential is not a floor action: it is not in the journal and cannot be undone."""
    device, _ = devices.pair(devices.new_code(Role.FLOOR).code, "Anna")
    devices.revoke(device.id)
    assert _rows(engine, "journal") == []


def test_last_seen_is_when_the_device_last_authenticated(
    devices: Devices, clock: FakeClock
) -> None:
    device, token = devices.pair(devices.new_code(Role.FLOOR).code, "Anna")
    assert device.last_seen_at is None
    clock.advance(5)
    first = clock.now
    assert devices.authenticate(token).last_seen_at == first
    clock.advance(10)  # written at most every 30 seconds
    assert devices.authenticate(token).last_seen_at == first
    clock.advance(30)
    assert devices.authenticate(token).last_seen_at == clock.now
    assert devices.listed()[0].last_seen_at == clock.now


def test_codes_long_run_out_are_forgotten(
    devices: Devices, engine: Engine, clock: FakeClock
) -> None:
    devices.new_code(Role.FLOOR)
    clock.advance(timedelta(days=2).total_seconds())
    devices.new_code(Role.FLOOR)
    assert len(_rows(engine, "pairing_code")) == 1


def test_pairing_and_revoking_are_logged_with_the_name(
    devices: Devices, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level("INFO", logger="floortool.app.devices")
    device, _ = devices.pair(devices.new_code(Role.DEALER, table=4).code, "Dealer four")
    devices.revoke(device.id)
    assert [r.getMessage() for r in caplog.records] == [
        f"paired dealer (table 4) device 'Dealer four' (id {device.id})",
        f"revoked dealer (table 4) device 'Dealer four' (id {device.id})",
    ]
