"""A TV choosing its layout by pairing (issue 29 item 4): a *display* device (a room
screen) reads ``GET /api/staff/screen``, what the director chose for it ("a layout or a
screen set ... the TV's page follows it"); it acts on nothing: every staff route
refuses it (403), and a staff phone is no room screen (403 on ``/api/staff/screen``)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from tests.support import FakeClock
from tests.web.staff_room import Room, staff_room

from floortool.app.devices import Role
from floortool.app.screen_devices import ScreenChoice, choose_view


@pytest.fixture
def room(db_url: str, clock: FakeClock) -> Iterator[Room]:
    yield from staff_room(db_url, clock)


def test_a_room_screen_reads_what_the_director_chose(room: Room) -> None:
    screen = room.paired(Role.DISPLAY, name="Bar TV")
    assert room.client.get("/api/staff/screen", headers=screen).json() == {
        "device": "Bar TV",
        "layout": None,
        "set": None,
    }
    device = next(d for d in room.devices.listed() if d.name == "Bar TV")
    choose_view(room.devices, device.id, ScreenChoice("set", "clock-and-payouts"))
    assert room.client.get("/api/staff/screen", headers=screen).json()["set"] == "clock-and-payouts"
    choose_view(room.devices, device.id, ScreenChoice("layout", "big-clock"))
    shows = room.client.get("/api/staff/screen", headers=screen).json()
    assert (shows["layout"], shows["set"]) == ("big-clock", None)


def test_a_room_screen_acts_on_nothing(room: Room) -> None:
    screen = room.paired(Role.DISPLAY, name="Bar TV")
    for path, body in (
        ("/api/staff/clock/pause", {}),
        ("/api/staff/hand-finished", {"table": 1}),
        ("/api/staff/button", {"table": 1, "seat": 2}),
        ("/api/staff/register", {"name": "Eve"}),
    ):
        refused = room.client.post(path, json=body, headers=screen)
        assert refused.status_code == 403, path
        assert "room screen" in refused.json()["error"]["message"]
    assert room.client.get("/api/staff/me", headers=screen).status_code == 403


def test_a_staff_phone_or_a_stranger_is_no_room_screen(room: Room) -> None:
    phone = room.paired(Role.FLOOR, name="Anna")
    assert room.client.get("/api/staff/screen", headers=phone).status_code == 403
    assert room.client.get("/api/staff/screen").status_code == 401
    stranger = {"Authorization": "Bearer not-a-token"}
    assert room.client.get("/api/staff/screen", headers=stranger).status_code == 401
