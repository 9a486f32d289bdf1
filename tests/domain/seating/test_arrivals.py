"""Domain: the seat an arriving entry gets (registration, re-entry, alternates) — the
engine's late-seat rule on the event's tables (TDA 2024 Rules 8-A, 10-A), the
table order, seats out of play and players kept apart."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.domain.pure_floor import PureFloor

from floortool.domain.seating.adapter import room_of
from floortool.domain.seating.arrivals import plan_entry_seat
from floortool.domain.seating.engine.late import seats_before_small_blind
from floortool.domain.seating.events import ButtonSet, TableBroken
from floortool.domain.seating.seat_rules import ApartPairChanged, SeatAvailabilityChanged
from floortool.domain.seating.seats import seating_of


def floor_with(**settings: Any) -> PureFloor:
    floor = PureFloor()
    floor.event(**settings)
    return floor


def counts(floor: PureFloor) -> dict[int, int]:
    return {n: t.players for n, t in sorted(seating_of(floor.state, 1).tables.items())}


def seat_of(floor: PureFloor, name: str) -> tuple[int, int]:
    entry = floor.enter(name)
    place = seating_of(floor.state, 1).seat_of(entry.id)
    assert place is not None
    return place


@settings(max_examples=30, deadline=None)
@given(
    steps=st.lists(st.booleans(), min_size=1, max_size=40),
    tables=st.integers(1, 5),
    seed=st.integers(0, 2**32),
)
def test_every_newcomer_sits_at_a_table_with_the_fewest_players(
    steps: list[bool], tables: int, seed: int
) -> None:
    """Registrations and bust-outs interleaved: each newcomer sits at a shortest table
    (a table not opened yet counts as empty); only registering keeps tables even."""
    floor = floor_with(tables=tables, seats=4)
    floor.rng = random.Random(seed)
    seated: list[str] = []
    for number, register in enumerate(steps):
        if not register and seated:
            floor.bust(seated.pop(floor.rng.randrange(len(seated))))
            continue
        before = {n: counts(floor).get(n, 0) for n in range(1, tables + 1)}
        entry = floor.enter(f"P{number}")
        place = seating_of(floor.state, 1).seat_of(entry.id)
        if place is None:
            assert all(count == 4 for count in before.values())
            continue
        seated.append(f"P{number}")
        assert before[place[0]] == min(c for c in before.values() if c < 4)
    if all(steps):
        assert max(counts(floor).values()) - min(counts(floor).values()) <= 1


def test_with_no_table_count_tables_open_in_the_order_as_the_others_fill() -> None:
    """Late arrivals (the clock running): before the start they wait for the draw."""
    floor = floor_with(seats=3, table_order="7, 3-2:2")
    floor.start_clock()
    opened = [seat_of(floor, f"P{n}")[0] for n in range(1, 8)]
    assert opened == [7, 7, 7, 3, 3, 2, 2]
    entry = floor.enter("P8")  # the order is used up: an alternate
    assert seating_of(floor.state, 1).waiting == [entry.id]
    assert {n: t.seats for n, t in seating_of(floor.state, 1).tables.items()} == {7: 3, 3: 2, 2: 2}


def test_with_a_table_count_the_first_tables_of_the_order_are_used_evenly() -> None:
    floor = floor_with(tables=2, seats=9, table_order="21-23")
    for n in range(1, 7):
        floor.enter(f"P{n}")
    assert counts(floor) == {21: 3, 22: 3}


def test_seats_out_of_play_are_never_given_and_a_table_without_seats_is_skipped() -> None:
    floor = floor_with(seats=3)
    floor.start_clock()
    floor.apply(
        [SeatAvailabilityChanged(event_id=1, table=1, seat=s, available=False) for s in (1, 2, 3)]
        + [SeatAvailabilityChanged(event_id=1, table=2, seat=2, available=False)]
    )
    places = [seat_of(floor, f"P{n}") for n in range(1, 5)]
    assert sorted(places[:2]) == [(2, 1), (2, 3)]
    assert [table for table, _ in places[2:]] == [3, 3]
    assert sorted(seating_of(floor.state, 1).tables) == [2, 3]


def test_a_broken_table_never_reopens() -> None:
    floor = floor_with(seats=2)
    floor.start_clock()
    seat_of(floor, "A")
    seat_of(floor, "B")
    floor.bust("A")
    floor.bust("B")
    floor.apply([TableBroken(event_id=1, table=1, reason="test", rule="test")])
    assert seat_of(floor, "C")[0] == 2


def test_never_dealt_in_between_the_button_and_the_small_blind() -> None:
    floor = floor_with(tables=1, seats=6)
    for n in range(1, 6):
        seat_of(floor, f"P{n}")
    empty = ({1, 2, 3, 4, 5, 6} - set(seating_of(floor.state, 1).tables[1].occupied)).pop()
    button = (empty - 2) % 6 + 1  # the empty seat lies right after the button
    floor.apply([ButtonSet(event_id=1, table=1, seat=button)])
    table = room_of(floor.state, 1).tables[1]
    assert seats_before_small_blind(table) == {empty}
    drawn = plan_entry_seat(floor.state, 1, 99, random.Random(1))
    assert drawn is not None and drawn.seat == empty and drawn.waits_for_big_blind
    assert seat_of(floor, "Late") == (1, empty)  # the only seat left: waits for the BB


@settings(max_examples=40, deadline=None)
@given(seats=st.integers(3, 9), seed=st.integers(0, 2**32), data=st.data())
def test_a_late_seat_lands_before_the_small_blind_only_when_nothing_else_is_left(
    seats: int, seed: int, data: st.DataObject
) -> None:
    floor = floor_with(tables=2, seats=seats)
    floor.rng = random.Random(seed)
    for n in range(data.draw(st.integers(2, 2 * seats - 1))):
        floor.enter(f"P{n}")
    for number in seating_of(floor.state, 1).tables:
        floor.apply([ButtonSet(event_id=1, table=number, seat=data.draw(st.integers(1, seats)))])
    room = room_of(floor.state, 1)
    drawn = plan_entry_seat(floor.state, 1, 999, random.Random(seed))
    assert drawn is not None
    table = room.tables[drawn.table]
    zone = seats_before_small_blind(table)
    assert drawn.waits_for_big_blind == (drawn.seat in zone)
    fewest = min(t.players for t in room.tables.values() if t.has_room)
    shortest = [t for t in room.tables.values() if t.players == fewest]
    if any(set(t.empty_seats()) - seats_before_small_blind(t) for t in shortest):
        assert not drawn.waits_for_big_blind


def test_players_kept_apart_are_seated_at_different_tables() -> None:
    """Even when the partner's table is the shortest: keeping apart comes first."""
    shortest_was_alices = 0
    for seed in range(20):
        floor = floor_with(tables=2, seats=9, max_reentries=None)
        floor.rng = random.Random(seed)
        alice, bob = floor.player("Alice"), floor.player("Bob")
        floor.apply([ApartPairChanged(event_id=1, players=(alice.id, bob.id), apart=True)])
        table = seat_of(floor, "Alice")[0]
        seat_of(floor, "P1")
        seat_of(floor, "P2")
        shortest_was_alices += counts(floor)[table] == 1
        assert seat_of(floor, "Bob")[0] != table
        floor.bust("Bob")
        bob_again = floor.enter("Bob", reentry=True)  # the pair holds for re-entries too
        assert seating_of(floor.state, 1).where[bob_again.id][0] != table
    assert shortest_was_alices
