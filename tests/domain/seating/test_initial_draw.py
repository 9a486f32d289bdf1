"""Domain: the initial draw of an event (TDA 2024 Rule 7) — who is drawn, which
tables, evenness, locked players, seats out of play, pairs kept apart, when it is
allowed — and the seat-rule decisions and their refusals."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.domain.pure_floor import PureFloor, refused
from tests.support import buttons

from floortool.domain.field.entries import ACTIVE
from floortool.domain.fold.kinds import decode_event
from floortool.domain.kernel.remedies import Fix, Remedy
from floortool.domain.seating.events import ButtonSet, FinalTableRedrawn, TableBroken
from floortool.domain.seating.initial_draw import SeatsDrawn, decide_draw
from floortool.domain.seating.seat_rules import (
    decide_apart,
    decide_seat_availability,
    decide_seat_lock,
)
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import EventUpdated


def floor_with(players: int, **settings: Any) -> PureFloor:
    floor = PureFloor()
    floor.event(**settings)
    for n in range(1, players + 1):
        floor.enter(f"P{n:03d}")
    return floor


def draw(floor: PureFloor, **options: Any) -> SeatsDrawn:
    event = decide_draw(floor.state, 1, now=floor.now, rng=floor.rng, **options)
    # Through the journal's JSON form, as the fold sees it.
    replayed = decode_event(event.kind, event.to_data())
    floor.apply([replayed])
    return event


def counts(floor: PureFloor) -> dict[int, int]:
    return {n: t.players for n, t in sorted(seating_of(floor.state, 1).tables.items())}


def name_id(floor: PureFloor, name: str) -> int:
    player = floor.player(name)
    return next(e.id for e in floor.state.entries[1].values() if e.player_id == player.id)


def table_of(floor: PureFloor, name: str) -> int:
    return seating_of(floor.state, 1).where[name_id(floor, name)][0]


@settings(max_examples=40, deadline=None)
@given(
    players=st.integers(1, 40),
    seats=st.integers(2, 10),
    tables=st.integers(0, 6),
    seed=st.integers(0, 2**32),
)
def test_everyone_in_play_gets_a_random_seat_and_tables_are_even(
    players: int, seats: int, tables: int, seed: int
) -> None:
    floor = floor_with(players, seats=seats, tables=tables)
    floor.rng = random.Random(seed)
    waiting_before = list(seating_of(floor.state, 1).waiting)
    draw(floor)
    seating = seating_of(floor.state, 1)
    capacity = tables * seats if tables else players
    assert len(seating.where) == min(players, capacity)
    assert seating.waiting == waiting_before[: max(0, players - capacity)]
    assert all(floor.state.entries[1][e].status == ACTIVE for e in seating.where)
    numbers = counts(floor)
    assert max(numbers.values()) - min(numbers.values()) <= 1
    if not tables:  # the fewest tables that seat everyone, in order
        assert sorted(numbers) == list(range(1, -(-players // seats) + 1))


def test_the_draw_follows_the_table_order_and_closes_tables_it_does_not_use() -> None:
    floor = floor_with(20, seats=10)
    assert counts(floor) == {}  # no table count: everyone waits for the draw
    draw(floor)
    assert counts(floor) == {1: 10, 2: 10}
    for n in range(1, 12):
        floor.bust(f"P{n:03d}")
    floor.apply([ButtonSet(event_id=1, table=2, seat=3)])
    floor.apply([EventUpdated(event_id=1, changes={"table_order": "5, 2, 1"})])
    event = draw(floor)
    assert counts(floor) == {5: 9}
    assert (event.opened, event.closed) == (((5, 10),), (1, 2))
    assert buttons(floor.state, 1) == {}  # the button is drawn afresh


def test_locked_players_stay_and_count_for_evenness() -> None:
    floor = floor_with(12, seats=9, tables=2)
    locked = [name_id(floor, n) for n in ("P001", "P002", "P003")]
    for entry_id in locked:
        floor.apply(
            [decide_seat_lock(floor.state, 1, floor.player(_name(floor, entry_id)), locked=True)]
        )
    before = {e: seating_of(floor.state, 1).where[e] for e in locked}
    for seed in range(10):
        floor.rng = random.Random(seed)
        event = draw(floor)
        assert not {row[0] for row in event.seats} & set(locked)
        assert {e: seating_of(floor.state, 1).where[e] for e in locked} == before
        assert sorted(counts(floor).values()) == [6, 6]


def _name(floor: PureFloor, entry_id: int) -> str:
    return floor.state.players[floor.state.entries[1][entry_id].player_id].name


def test_seats_out_of_play_and_pairs_kept_apart() -> None:
    floor = floor_with(0, seats=9, tables=2)
    for table in (1, 2):  # not open yet: the event's first two tables
        for seat in (1, 2, 3):
            floor.apply([decide_seat_availability(floor.state, 1, table, seat, available=False)])
    for n in range(1, 13):
        floor.enter(f"P{n:03d}")
    first, second = floor.player("P001"), floor.player("P002")
    floor.apply([decide_apart(floor.state, 1, first, second, apart=True)])
    for seed in range(20):
        floor.rng = random.Random(seed)
        draw(floor)
        seating = seating_of(floor.state, 1)
        assert all(not {1, 2, 3} & set(t.occupied) for t in seating.tables.values())
        assert table_of(floor, "P001") != table_of(floor, "P002")
        assert sorted(counts(floor).values()) == [6, 6]


def test_after_the_clock_starts_only_a_forced_draw() -> None:
    floor = floor_with(9, seats=9)
    floor.start_clock()
    error = refused(
        "clock_started", lambda: decide_draw(floor.state, 1, now=floor.now, rng=floor.rng)
    )
    assert error.remedy == Remedy(Fix.FORCE_DRAW)
    draw(floor, force=True)
    assert counts(floor) == {1: 9}


def test_the_draw_refuses_when_nobody_is_there_or_the_final_table_was_drawn() -> None:
    floor = floor_with(0)
    refused("nobody_to_draw", lambda: decide_draw(floor.state, 1, now=floor.now, rng=floor.rng))
    floor = floor_with(4, seats=9)
    where = seating_of(floor.state, 1).where
    floor.apply(
        [
            FinalTableRedrawn(
                event_id=1,
                table=1,
                seats=tuple((e, t, s, s) for e, (t, s) in sorted(where.items())),
                reason="test",
                rule="test",
            )
        ]
    )
    refused("final_table", lambda: decide_draw(floor.state, 1, now=floor.now, rng=floor.rng))


def test_players_who_no_longer_fit_are_refused_not_unseated() -> None:
    floor = floor_with(8, seats=3, tables=2)
    assert len(seating_of(floor.state, 1).waiting) == 2
    draw(floor)  # the six seated are redrawn; the alternates still wait
    assert counts(floor) == {1: 3, 2: 3} and len(seating_of(floor.state, 1).waiting) == 2
    floor.apply([EventUpdated(event_id=1, changes={"tables": 1})])
    error = refused(
        "too_many_players", lambda: decide_draw(floor.state, 1, now=floor.now, rng=floor.rng)
    )
    assert "6 players do not fit the 3 seats of 1 table" in error.message


def test_seat_rule_refusals() -> None:
    floor = floor_with(3, seats=9, tables=2, table_order="1-2, 7")
    state = floor.state
    taken = next(iter(seating_of(state, 1).tables[1].occupied))
    refused("seat_taken", lambda: decide_seat_availability(state, 1, 1, taken, available=False))
    refused("unknown_table", lambda: decide_seat_availability(state, 1, 7, 1, available=False))
    refused("invalid_input", lambda: decide_seat_availability(state, 1, 2, 10, available=False))
    refused("no_change", lambda: decide_seat_availability(state, 1, 2, 1, available=True))
    refused("unknown_event", lambda: decide_seat_availability(state, 9, 2, 1, available=False))
    alice = floor.player("Alice")  # known, but not registered
    refused("not_registered", lambda: decide_seat_lock(state, 1, alice, locked=True))
    refused("no_change", lambda: decide_seat_lock(state, 1, floor.player("P001"), locked=False))
    refused("invalid_input", lambda: decide_apart(state, 1, alice, alice, apart=True))
    refused("no_change", lambda: decide_apart(state, 1, alice, floor.player("P001"), apart=False))


def test_a_broken_table_takes_no_seat_rule() -> None:
    floor = floor_with(2, seats=9, tables=2)
    second = seating_of(floor.state, 1).tables[2].occupied
    for entry_id in list(second.values()):
        floor.bust(_name(floor, entry_id))
    floor.apply([TableBroken(event_id=1, table=2, reason="test", rule="test")])
    error = refused(
        "table_broken", lambda: decide_seat_availability(floor.state, 1, 2, 1, available=False)
    )
    assert "does not reopen" in error.message
