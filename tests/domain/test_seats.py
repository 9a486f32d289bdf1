"""Domain: the seat draw — random seats at the shortest tables, recorded, and the waiting list."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floortool.domain.seats import Seating, SeatTaken, draw_seat, table_counts

T = TypeVar("T")


class RecordingRandom(random.Random):
    """Remembers every pool it was asked to choose from."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.pools: list[list[object]] = []

    def choice(self, seq: Sequence[T]) -> T:
        self.pools.append(list(seq))
        return super().choice(seq)


def fill(seating: Seating, count: int, *, tables: int, seats: int, rng: random.Random) -> None:
    for entry_id in range(1, count + 1):
        drawn = draw_seat(seating, tables=tables, seats=seats, rng=rng)
        assert drawn is not None
        if drawn.opens:
            seating.open_table(drawn.table, drawn.seats)
        seating.sit(entry_id, drawn.table, drawn.seat)


def counts_of(seating: Seating, tables: int) -> dict[int, int]:
    """Players at each of tables 1..``tables`` (0 at a table not opened yet)."""
    opened = seating.tables
    return {n: opened[n].players if n in opened else 0 for n in range(1, tables + 1)}


def test_the_pool_is_every_empty_seat_at_the_shortest_tables() -> None:
    seating = Seating()
    seating.open_table(1, 3)
    seating.open_table(2, 3)
    seating.sit(10, 1, 2)
    rng = RecordingRandom(1)
    drawn = draw_seat(seating, tables=2, seats=3, rng=rng)
    assert rng.pools == [[(2, 1, 3), (2, 2, 3), (2, 3, 3)]]
    assert drawn is not None and (drawn.table, drawn.opens) == (2, False)


def test_unopened_tables_count_as_empty_and_open_on_the_first_seat() -> None:
    seating = Seating()
    drawn = draw_seat(seating, tables=2, seats=9, rng=random.Random(3))
    assert drawn is not None and drawn.opens and drawn.seats == 9


def test_with_no_table_count_a_new_table_opens_only_when_the_others_are_full() -> None:
    seating = Seating()
    fill(seating, 4, tables=0, seats=3, rng=random.Random(5))
    assert table_counts(seating) == {1: 3, 2: 1}


def test_full_event_draws_nothing() -> None:
    seating = Seating()
    fill(seating, 6, tables=2, seats=3, rng=random.Random(2))
    assert draw_seat(seating, tables=2, seats=3, rng=random.Random(2)) is None


def test_sit_refuses_taken_seats_and_leave_frees_them() -> None:
    seating = Seating()
    seating.open_table(1, 2)
    seating.sit(1, 1, 1)
    for entry, table, seat in [(2, 1, 1), (1, 1, 2), (2, 1, 3), (2, 9, 1)]:
        with pytest.raises(SeatTaken):
            seating.sit(entry, table, seat)
    assert seating.leave(1) == (1, 1)
    seating.sit(2, 1, 1)
    seating.waiting.append(3)
    assert seating.leave(3) is None and seating.waiting == []


@given(
    tables=st.integers(1, 12),
    seats=st.integers(2, 10),
    fraction=st.floats(0, 1),
    seed=st.integers(0, 2**32),
)
def test_filling_keeps_tables_within_one_of_each_other(
    tables: int, seats: int, fraction: float, seed: int
) -> None:
    seating = Seating()
    count = round(fraction * tables * seats)
    fill(seating, count, tables=tables, seats=seats, rng=random.Random(seed))
    counts = list(counts_of(seating, tables).values())
    assert sum(counts) == count == len(seating.where)
    assert max(counts) - min(counts) <= 1
    for number, table in seating.tables.items():
        assert all(1 <= s <= table.seats for s in table.occupied)
        assert all(seating.where[e] == (number, s) for s, e in table.occupied.items())


@given(
    steps=st.lists(st.booleans(), min_size=1, max_size=60),
    tables=st.integers(1, 6),
    seed=st.integers(0, 2**32),
)
def test_every_draw_goes_to_a_table_with_the_fewest_players(
    steps: list[bool], tables: int, seed: int
) -> None:
    """Registrations and bust-outs interleaved: each newcomer sits at a shortest table."""
    rng = random.Random(seed)
    seating = Seating()
    next_id = 1
    for register in steps:
        if not register and seating.where:
            seating.leave(rng.choice(sorted(seating.where)))
            continue
        before = counts_of(seating, tables)
        drawn = draw_seat(seating, tables=tables, seats=4, rng=rng)
        if drawn is None:
            assert all(count == 4 for count in before.values())
            continue
        open_counts = [c for c in before.values() if c < 4]
        assert before[drawn.table] == min(open_counts)
        if drawn.opens:
            seating.open_table(drawn.table, drawn.seats)
        seating.sit(next_id, drawn.table, drawn.seat)
        next_id += 1
