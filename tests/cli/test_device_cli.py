"""CLI: ``floortool device code|list|revoke`` (pairing staff phones from a headless
floor): the ``--json`` shapes, a code that pairs once, revoking, and the refusals."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from tests.cli.test_cli import Cli, _error

from floortool.app.devices import Devices, NotPaired, Role
from floortool.store.migrate import open_database

DEVICE_KEYS = {
    "id",
    "name",
    "role",
    "table",
    "event_id",
    "paired_at",
    "revoked_at",
    "last_seen_at",
}


@pytest.fixture
def device_cli(db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(db_url, capsys)


def _devices(cli: Cli) -> Devices:
    return Devices(open_database(cli.url), clock=lambda: datetime.now().astimezone())


def test_a_dealer_code_pairs_one_phone_that_is_then_listed_and_revoked(device_cli: Cli) -> None:
    made = device_cli.json("device", "code", "--role", "dealer", "--table", "3")["pairing_code"]
    assert set(made) == {"code", "role", "table", "event_id", "expires_at", "shown", "name_hint"}
    assert (made["role"], made["table"], made["event_id"], made["name_hint"]) == (
        "dealer",
        3,
        None,
        None,
    )
    assert made["shown"] == f"{made['code'][:4]}-{made['code'][4:]}"
    left = datetime.fromisoformat(made["expires_at"]) - datetime.now().astimezone()
    assert timedelta(minutes=1, seconds=50) < left <= timedelta(minutes=2)

    devices = _devices(device_cli)
    device, token = devices.pair(made["shown"], "Dealer three")
    [listed] = device_cli.json("device", "list")["devices"]
    assert set(listed) == DEVICE_KEYS
    assert (listed["id"], listed["name"], listed["role"], listed["table"]) == (
        device.id,
        "Dealer three",
        "dealer",
        3,
    )
    assert listed["revoked_at"] is None

    revoked = device_cli.json("device", "revoke", str(device.id))
    assert revoked["device"]["revoked_at"] is not None and "Dealer three" in revoked["done"]
    with pytest.raises(NotPaired):
        devices.authenticate(token)
    devices.engine.dispose()


def test_a_code_is_for_the_current_event_and_shows_its_hint(device_cli: Cli) -> None:
    event = device_cli.json("event", "create", "--name", "Friday")["event"]["id"]
    status, out, _ = device_cli("device", "code", "--role", "floor", "--name-hint", "Anna")
    assert status == 0 and "for a floor device (Anna)" in out
    made = device_cli.json("device", "code", "--role", "floor", "--name-hint", "Anna")
    assert made["pairing_code"]["event_id"] == event
    assert made["pairing_code"]["name_hint"] == "Anna"


@pytest.mark.parametrize(
    ("argv", "code"),
    [
        (("device", "code", "--role", "dealer"), "invalid_input"),
        (("device", "code", "--role", "floor", "--table", "2"), "invalid_input"),
        (("device", "code", "--role", "floor", "--name-hint", "x" * 41), "invalid_input"),
        (("device", "revoke", "7"), "not_found"),
    ],
)
def test_bad_requests_are_refused_with_nothing_made(
    device_cli: Cli, argv: tuple[str, ...], code: str
) -> None:
    _error(device_cli.json(*argv, status=1), code)
    assert device_cli.json("device", "list") == {"devices": []}
    devices = _devices(device_cli)
    with devices.engine.connect() as conn:
        assert conn.exec_driver_sql("SELECT COUNT(*) FROM pairing_code").scalar() == 0
    devices.engine.dispose()


def test_the_list_reads_as_text(device_cli: Cli) -> None:
    assert device_cli("device", "list")[1].strip() == "No device is paired."
    devices = _devices(device_cli)
    devices.pair(devices.new_code(Role.FLOOR).code, "Anna's phone")
    devices.engine.dispose()
    text = device_cli("device", "list")[1]
    assert "Anna's phone  (floor), paired " in text and "never seen" in text
