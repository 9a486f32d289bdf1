"""Web: chip counts from a paired staff phone (a dealer's only at its own table; nobody
unpaired; bad input refused 400, an impossible count refused with its reason), and the
public documents: ``/api/chips`` (the leaders by last count) and a player's entry page
showing their last count."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from tests.support import FakeClock
from tests.web.staff_room import Room, staff_room

from floortool.app.devices import Role
from floortool.app.entry_keys import entry_key, entry_key_secret
from floortool.app.views.chip_counts import chip_leaders


@pytest.fixture
def room(db_url: str, clock: FakeClock) -> Iterator[Room]:
    yield from staff_room(db_url, clock)


def counted(room: Room) -> int:
    room.other.refresh()
    return chip_leaders(room.other.state, room.event_id, room.clock()).chips.counted


def test_a_count_without_a_credential_is_refused_401_and_changes_nothing(room: Room) -> None:
    before = room.journal_size()
    answer = room.client.post("/api/staff/chips", json={"table": 1, "counts": []})
    assert answer.status_code == 401
    assert room.journal_size() == before


def test_a_dealer_phone_counts_its_own_table_only(room: Room) -> None:
    table, seat = room.seat_of("Alice Archer")
    dealer = room.paired(Role.DEALER, table=table, name="Dealer")
    other_table = table % 2 + 1
    body = {"table": other_table, "counts": [{"seat": 1, "chips": 5000}]}
    assert room.client.post("/api/staff/chips", json=body, headers=dealer).status_code == 403
    assert counted(room) == 0
    body = {"table": table, "counts": [{"seat": seat, "chips": 12_345}]}
    answer = room.client.post("/api/staff/chips", json=body, headers=dealer)
    assert answer.status_code == 200, answer.text
    assert counted(room) == 12_345
    entry = room.other.journal()[-1]
    assert (entry.kind, entry.operator, entry.data["by"]) == ("chips_counted", "Dealer", "Dealer")


@pytest.mark.parametrize(
    "counts",
    ["lots", [{"seat": 1}], [{"seat": 1, "chips": -5}], [{"seat": "1", "chips": 5}], [[1, 5]]],
)
def test_bad_count_input_is_refused_400(room: Room, counts: object) -> None:
    headers = room.paired()
    answer = room.client.post(
        "/api/staff/chips", json={"table": 1, "counts": counts}, headers=headers
    )
    assert answer.status_code == 400
    assert answer.json()["error"]["code"] == "bad_parameter"


def test_an_impossible_count_is_refused_with_its_reason(room: Room) -> None:
    table, seat = room.seat_of("Alice Archer")
    headers = room.paired()
    body = {"table": table, "counts": [{"seat": seat, "chips": 10**11}]}
    answer = room.client.post("/api/staff/chips", json=body, headers=headers)
    assert answer.status_code >= 400
    assert "in play" in answer.json()["error"]["message"]
    assert counted(room) == 0


def test_the_leaders_and_a_players_last_count_are_served(room: Room) -> None:
    table, seat = room.seat_of("Alice Archer")
    body = {"table": table, "counts": [{"seat": seat, "chips": 31_000}]}
    assert room.client.post("/api/staff/chips", json=body, headers=room.paired()).status_code == 200
    alice = room.other.state.seating[room.event_id].room.tables[table].occupant[seat]
    assert alice is not None
    document = room.client.get("/api/chips").json()
    assert [(x["player"], x["chips"]) for x in document["leaders"]] == [("Alice Archer", 31_000)]
    assert "counted_by" not in document["leaders"][0]  # the operator is not the room's business
    key = entry_key(entry_key_secret(room.other), room.event_id, alice)
    page = room.client.get(f"/api/entry/{room.event_id}/{key}").json()
    assert page["last_count"] == 31_000
