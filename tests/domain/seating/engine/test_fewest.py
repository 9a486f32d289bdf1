"""Domain: the two-step draw of a broken table's players (``engine.fewest``) does the
same work at a club's ten tables as at forty.

TDA 2024 Rule 10-B: "Players from a broken table will be assigned new tables
and seats by a 2-step random process." Every table left has the same count
here, so each player's table is drawn from one bucket of 9 or of 39 tables;
the draw must not read those tables one by one (it knows they all have room),
so the tables it reads per player are the same at both sizes. What it decides
is pinned down by ``tests/app/test_seating_decisions_recorded.py``.
"""

from __future__ import annotations

import random

import pytest

from floortool.domain.seating.engine.breaking import plan_break_table
from floortool.domain.seating.engine.model import Room, Table


class CountedTables(dict[int, Table]):
    """The room's tables, counting the look-ups of one table by its number."""

    reads = 0

    def __getitem__(self, number: int) -> Table:
        self.reads += 1
        return super().__getitem__(number)


def even_room(tables: int) -> Room:
    """``tables`` 10-seat tables of 6 players each."""
    room = Room()
    entry = 0
    for number in range(1, tables + 1):
        room.open_table(number, 10)
        for seat in range(1, 7):
            entry += 1
            room.sit(entry, number, seat)
    return room


def reads_to_break(tables: int, seed: int) -> int:
    room = even_room(tables)
    counted = CountedTables(room.tables)
    room.tables = counted
    plan = plan_break_table(room, tables, random.Random(seed))
    assert len(plan.moves) == 6 and plan.breaks == (tables,)
    assert len({move.to_table for move in plan.moves}) == 6  # one each: all had 6
    return counted.reads


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_breaking_a_table_reads_as_many_tables_at_40_tables_as_at_10(seed: int) -> None:
    assert reads_to_break(40, seed) == reads_to_break(10, seed)
