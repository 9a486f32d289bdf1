"""Domain: multi-flight events — entering flights until surviving one, and closing a flight."""

from __future__ import annotations

from collections.abc import Mapping

import pytest
from tests.domain.pure_floor import PureFloor, refused

from floortool.domain.field.entries import ACTIVE, ADVANCED
from floortool.domain.kernel.draft import Draft
from floortool.domain.kernel.errors import NotFound
from floortool.domain.registration.day_two import decide_close_flight
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import decide_update_event
from floortool.domain.tournament.flights import flights_of


@pytest.fixture
def floor() -> PureFloor:
    floor = PureFloor()
    floor.event("Main Day 2", tables=2, seats=9)  # event 1
    floor.event("Day 1A", flight_of=1, max_reentries=1, tables=2, seats=3)  # event 2
    floor.event("Day 1B", flight_of=1, tables=2, seats=3)  # event 3
    return floor


def close(floor: PureFloor, event_id: int, stacks: Mapping[str, int]) -> Draft:
    by_entry = {}
    for name, chips in stacks.items():
        player = floor.player(name)
        entry = next(
            e
            for e in floor.state.entries[event_id].values()
            if e.player_id == player.id and e.status == ACTIVE
        )
        by_entry[entry.id] = chips
    names = {p.id: p.name for p in floor.state.players.values()}
    draft = floor.draft()
    decide_close_flight(draft, event_id, by_entry, now=floor.now, rng=floor.rng, names=names)
    return draft


def test_flight_of_must_name_a_day2_that_is_not_a_flight(floor: PureFloor) -> None:
    assert flights_of(floor.state, 1) == [2, 3]
    with pytest.raises(NotFound):
        floor.event("Day 1C", flight_of=99)
    refused("invalid_input", lambda: floor.event("Day 1C", flight_of=2))
    refused(
        "invalid_input",
        lambda: decide_update_event(floor.state, event_id=1, changes={"flight_of": 2}),
    )
    refused(
        "invalid_input",
        lambda: decide_update_event(floor.state, event_id=2, changes={"flight_of": 2}),
    )


def test_entering_flights_until_surviving_one(floor: PureFloor) -> None:
    floor.enter("Alice", 2)
    error = refused("playing_another_flight", lambda: floor.enter("Alice", 3))
    assert error.message == "Alice is still playing Day 1A."
    floor.bust("Alice", 2)
    floor.enter("Alice", 2, reentry=True)  # Day 1A allows one re-entry
    floor.bust("Alice", 2)
    floor.enter("Alice", 3)  # busted out of 1A: 1B is fine
    refused("playing_another_flight", lambda: floor.enter("Alice", 1))  # nor Day 2 directly


def test_closing_a_flight_carries_survivors_to_day2(floor: PureFloor) -> None:
    for name in ("Alice", "Bob", "Carol"):
        floor.enter(name, 2)
    floor.bust("Carol", 2)
    draft = close(floor, 2, {"Alice": 21_500, "Bob": 8_500})
    floor.commit(draft)
    assert 2 in floor.state.closed_flights
    flight = floor.state.entries[2]
    assert [e.status for e in flight.values()] == [ADVANCED, ADVANCED, "busted"]
    assert seating_of(floor.state, 2).where == {}
    day2 = sorted(floor.state.entries[1].values(), key=lambda e: e.id)
    assert [(e.player_id, e.stack, e.from_flight, e.from_entry) for e in day2] == [
        (1, 21_500, 2, 1),
        (2, 8_500, 2, 2),
    ]
    assert all(e.status == ACTIVE and e.buy_in == 0 for e in day2)
    seats = seating_of(floor.state, 1)
    assert sorted(seats.where) == [1, 2]  # a fresh draw, tables filled evenly
    assert sorted(t for t, _ in seats.where.values()) == [1, 2]

    # Survivors cannot enter another flight; Carol (busted) can; 1A is closed.
    error = refused("already_qualified", lambda: floor.enter("Alice", 3))
    assert "survived Day 1A" in error.message
    floor.enter("Carol", 3)
    refused("flight_closed", lambda: floor.enter("Dave", 2))
    refused("flight_closed", lambda: floor.bust("Carol", 2))
    refused("already_registered", lambda: floor.enter("Bob", 1))


def test_close_refusals(floor: PureFloor) -> None:
    floor.enter("Alice", 2)
    floor.enter("Bob", 2)
    refused("not_a_flight", lambda: close(floor, 1, {}))
    error = refused("stacks_required", lambda: close(floor, 2, {"Alice": 100}))
    assert error.details["missing"] == ["Bob"]
    refused("invalid_input", lambda: close(floor, 2, {"Alice": 0, "Bob": 10}))
    names = {p.id: p.name for p in floor.state.players.values()}
    refused(
        "invalid_input",
        lambda: decide_close_flight(
            floor.draft(), 2, {1: 5, 2: 5, 99: 5}, now=floor.now, rng=floor.rng, names=names
        ),
    )
    floor.commit(close(floor, 2, {"Alice": 100, "Bob": 200}))
    refused("flight_closed", lambda: close(floor, 2, {}))


def test_a_flight_with_alternates_waiting_cannot_close(floor: PureFloor) -> None:
    for n in range(7):  # two tables of three, and one alternate
        floor.enter(f"Player {n}", 3)
    refused("alternates_waiting", lambda: close(floor, 3, {}))


def test_a_second_flight_seats_its_survivors_around_the_first(floor: PureFloor) -> None:
    floor.enter("Alice", 2)
    floor.commit(close(floor, 2, {"Alice": 30_000}))
    floor.enter("Bob", 3)
    floor.enter("Carol", 3)
    floor.commit(close(floor, 3, {"Bob": 12_000, "Carol": 18_000}))
    day2 = floor.state.entries[1]
    assert {e.from_flight for e in day2.values()} == {2, 3}
    assert sum(e.chips for e in day2.values()) == 60_000
    counts = sorted(t.players for t in seating_of(floor.state, 1).tables.values())
    assert counts == [1, 2]
