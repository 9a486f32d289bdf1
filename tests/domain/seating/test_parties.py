"""Domain: seats before the start (issue 23, item 3) — TDA 2024 Rule 7, "Random
Correct Seating": "Tournament and satellite seats will be randomly assigned."

Worked out from that text: a seat given before the start is a random one from
the pool of tables the event will open, so the tables never grow uneven in
arrival order (twelve players are 6 + 6, never 9 + 3); where that pool is not
known yet (no table count) the entrant waits for the draw, which seats
everyone evenly at random. Entrants registered together (one action, or one
straight after the other: ``seating.parties``) sit at different tables when
the field allows it.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest
from tests.domain.pure_floor import PureFloor

from floortool.domain.seating.initial_draw import decide_draw, seats_even
from floortool.domain.seating.parties import party_of, separate
from floortool.domain.seating.seats import EntrySeated, TableOpened, seating_of


def floor_with(seed: int = 7, **settings: Any) -> PureFloor:
    floor = PureFloor(seed)
    floor.event(**settings)
    return floor


def arrive(floor: PureFloor, *names: str) -> None:
    """Each name registered at the desk on its own, a minute apart."""
    for name in names:
        floor.wait(60)
        floor.enter(name)


def counts(floor: PureFloor) -> list[int]:
    return [t.players for _, t in sorted(seating_of(floor.state, 1).tables.items())]


def tables_of(floor: PureFloor) -> dict[str, int]:
    """Player name → table."""
    seating = seating_of(floor.state, 1)
    entries = floor.state.entries[1]
    return {
        floor.state.players[entries[e].player_id].name: table
        for e, (table, _) in seating.where.items()
    }


def draw(floor: PureFloor) -> None:
    floor.apply([decide_draw(floor.state, 1, now=floor.now, rng=floor.rng)])


@pytest.mark.parametrize(("tables", "seats"), [(2, 9), (3, 10), (4, 6), (6, 9)])
def test_with_a_table_count_every_arrival_keeps_the_pool_even(tables: int, seats: int) -> None:
    """TDA 2024 Rule 7: "Tournament and satellite seats will be randomly assigned."
    With a table count the pool is the first ``tables`` tables: after
    every arrival, for every N up to a full room, the tables (the ones not opened
    yet count as empty) differ by at most one player."""
    floor = floor_with(tables=tables, seats=seats)
    for n in range(1, tables * seats + 1):
        arrive(floor, f"P{n}")
        filled = counts(floor) + [0] * (tables - len(counts(floor)))
        assert sum(filled) == n
        assert max(filled) - min(filled) <= 1, (n, filled)
        assert seats_even(floor.state, 1)


def test_twelve_players_are_six_and_six_not_nine_and_three() -> None:
    """TDA 2024 Rule 7: "Tournament and satellite seats will be randomly assigned."
    The issue's night: twelve players, nine-seat tables. With two tables
    planned they sit 6 + 6 as they come; with no table count they wait and the draw
    seats them 6 + 6."""
    planned = floor_with(tables=2, seats=9)
    arrive(planned, *(f"P{n}" for n in range(1, 13)))
    assert counts(planned) == [6, 6]

    growing = floor_with(seats=9)
    arrive(growing, *(f"P{n}" for n in range(1, 13)))
    assert counts(growing) == []  # nobody seated in arrival order
    assert len(seating_of(growing.state, 1).waiting) == 12
    draw(growing)
    assert counts(growing) == [6, 6]
    assert seating_of(growing.state, 1).waiting == []


def test_arrival_order_seating_is_not_even() -> None:
    """Nine and three (what the desk used to make) is not as even as a draw leaves it."""
    floor = floor_with(seats=9)
    arrive(floor, *(f"P{n}" for n in range(1, 13)))
    events: list[Any] = [TableOpened(event_id=1, table=1, seats=9)]
    events += [TableOpened(event_id=1, table=2, seats=9)]
    waiting = list(seating_of(floor.state, 1).waiting)
    for index, entry_id in enumerate(waiting):
        table, seat = (1, index + 1) if index < 9 else (2, index - 8)
        events.append(EntrySeated(event_id=1, entry_id=entry_id, table=table, seat=seat))
    floor.apply(events)
    assert counts(floor) == [9, 3]
    assert not seats_even(floor.state, 1)


@pytest.mark.parametrize("tables", [0, 3])
def test_seats_are_random_different_seeds_give_different_seats(tables: int) -> None:
    """TDA 2024 Rule 7: "Tournament and satellite seats will be randomly assigned."
    The same twelve arrivals with five random sources: the seats differ."""
    seatings = set()
    for seed in range(5):
        floor = floor_with(seed, tables=tables, seats=9)
        arrive(floor, *(f"P{n}" for n in range(1, 13)))
        if not tables:
            draw(floor)
        seatings.add(tuple(sorted(seating_of(floor.state, 1).where.items())))
    assert len(seatings) == 5


def test_friends_registered_one_after_the_other_sit_apart_on_arrival() -> None:
    """Two tables planned, two friends at the desk one straight after the other: never
    at one table, whatever the random source (30 seeds)."""
    for seed in range(30):
        floor = floor_with(seed, tables=2, seats=9)
        arrive(floor, "Early", "Ann", "Bo")
        where = tables_of(floor)
        assert where["Ann"] != where["Bo"], seed


def test_a_party_registered_in_one_action_sits_at_different_tables() -> None:
    """Three friends registered in one desk action (one registration time), three
    tables planned: three different tables, whatever the random source."""
    for seed in range(20):
        floor = floor_with(seed, tables=3, seats=9)
        for name in ("Ann", "Bo", "Cy"):  # the same ``now``: one action
            floor.enter(name)
        where = tables_of(floor)
        assert len({where["Ann"], where["Bo"], where["Cy"]}) == 3


def test_the_draw_keeps_entrants_registered_together_apart() -> None:
    """No table count: 12 arrive one after the other and wait; the draw (three tables of
    four) puts no two entrants registered one straight after the other at one table,
    where a plain random draw would put about three such pairs together."""
    for seed in range(20):
        floor = floor_with(seed, seats=4)
        names = [f"P{n}" for n in range(1, 13)]
        arrive(floor, *names)
        draw(floor)
        assert counts(floor) == [4, 4, 4]
        where = tables_of(floor)
        together = [(a, b) for a, b in itertools.pairwise(names) if where[a] == where[b]]
        assert together == [], seed


def test_a_party_is_the_own_action_and_the_entrant_just_before() -> None:
    floor = floor_with(tables=3, seats=9)
    arrive(floor, "A", "B")
    floor.wait(60)
    for name in ("C", "D", "E"):
        floor.enter(name)
    ids = {floor.state.players[e.player_id].name: e.id for e in floor.state.entries[1].values()}
    assert party_of(floor.state, 1, ids["B"]) == {ids["A"]}
    assert party_of(floor.state, 1, ids["E"]) == {ids["C"], ids["D"], ids["B"]}


def test_a_swap_never_puts_a_pair_that_must_stay_apart_together() -> None:
    """Robert's Rules §2 Seating 4 pairs outweigh friends: 1 and 2 are friends at table 1;
    every swap would seat 1 or 2 with 3 or 4, whom neither may sit with."""
    seats = {1: (1, 1), 2: (1, 2), 3: (2, 1), 4: (2, 2)}
    party = {1: {2}, 2: {1}}
    apart = {1: {3, 4}, 2: {3, 4}, 3: {1, 2}, 4: {1, 2}}
    assert separate(seats, party, apart, {}, random.Random(1)) == seats
    freed = separate(seats, party, {}, {}, random.Random(1))
    assert freed[1][0] != freed[2][0]
    assert sorted(t for t, _ in freed.values()) == [1, 1, 2, 2]  # every table keeps its count
