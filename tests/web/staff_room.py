"""Tests' support: a served floor with a staff desk to pair phones with (``Room``):
the server's floor, another station on the same database (the window), its
devices, a client of the companion, and one event with its clock running."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from starlette.testclient import TestClient
from tests.support import FakeClock
from tests.web.web_floor import client_of, make_event, open_floor

from floortool.app.commands.clock import StartClock
from floortool.app.devices import Devices, Role
from floortool.app.floor import Floor
from floortool.app.views.field import field_summary


@dataclass
class Room:
    floor: Floor  # the server's floor (its thread owns it while the client is open)
    other: Floor  # another station on the same database: the window
    devices: Devices
    client: TestClient
    event_id: int
    clock: FakeClock

    def journal_size(self) -> int:
        self.other.refresh()
        return len(self.other.journal())

    def paired(self, role: Role = Role.FLOOR, table: int | None = None, name: str = "Floor 1"):
        code = self.devices.new_code(role, table=table).code
        answer = self.client.post("/api/pair", json={"code": code, "name": name})
        assert answer.status_code == 200, answer.text
        return {"Authorization": f"Bearer {answer.json()['token']}"}

    def seat_of(self, name: str) -> tuple[int, int]:
        self.other.refresh()
        rows = field_summary(self.other.state, self.event_id).entries
        row = next(r for r in rows if r.player == name)
        assert row.table is not None and row.seat is not None
        return row.table, row.seat


def staff_room(db_url: str, clock: FakeClock) -> Iterator[Room]:
    """The room, for a fixture to ``yield from``; both floors closed after."""
    floor = open_floor(db_url, clock)
    event_id = make_event(floor)
    floor.execute(StartClock(event_id))
    other = open_floor(db_url, clock, operator="window")
    devices = Devices(other.engine, clock=clock)
    with client_of(floor) as client:
        yield Room(floor, other, devices, client, event_id, clock)
    other.close()
    floor.close()
