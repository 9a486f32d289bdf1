"""App: what the floor map and the room's seat-change strip read.

``floor_map`` lists every open table with all its seats, empty ones too, and
the marks ``seating_view`` decides; ``recent_moves`` reads the journal newest
first for the moves still in force (an undone move is gone, a redone one is
back), with their times, and stops at ``since`` and ``limit``.
"""

from __future__ import annotations

import random
from datetime import timedelta

from tests.domain.pure_floor import CLI_STRUCTURE
from tests.support import FakeClock, entries_of, entry_of

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.commands.seating import MoveEntry, RedrawFinalTable, SetButton
from floortool.app.floor import Floor
from floortool.app.views.floor_map import floor_map, recent_moves
from floortool.app.views.seating import seating_view
from floortool.domain.kernel.journal import event_scope
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import settings_for

NAMES = tuple(f"Player {n:02d}" for n in range(1, 19))


def two_tables(db_url: str, clock: FakeClock) -> tuple[Floor, int]:
    """18 players at 2 tables of 9."""
    floor = Floor.open(db_url, operator="td", clock=clock, rng=random.Random(7))
    made = settings_for(name="Main", tables=2, seats=9)
    event_id = floor.execute(CreateEvent(made, structure=CLI_STRUCTURE)).group
    floor.execute(RegisterEntry(event_id, newcomers(NAMES)))
    return floor, event_id


def at(floor: Floor, event_id: int, table: int, seat: int) -> str:
    entry = seating_of(floor.state, event_id).tables[table].occupied[seat]
    return floor.state.players[floor.state.entries[event_id][entry].player_id].name


def test_the_map_has_every_seat_and_the_marks(db_url: str, clock: FakeClock) -> None:
    floor, event_id = two_tables(db_url, clock)
    for seat in (1, 2):
        floor.execute(
            BustPlayers(event_id, entries_of(floor, event_id, at(floor, event_id, 1, seat)))
        )
    floor.execute(SetButton(event_id, 2, 5))

    shown = floor_map(floor.state, event_id)

    assert [t.number for t in shown.tables] == [1, 2]
    assert shown.players == 16
    one, two = shown.tables
    assert [s.seat for s in one.seats] == list(range(1, 10))
    assert one.seat(1).empty and one.seat(2).empty and not one.seat(3).empty
    assert one.short and not two.short
    assert (one.button, two.button) == (None, 5)
    seated = seating_view(floor.state, event_id)
    for table, row in zip(shown.tables, seated.tables, strict=True):
        for sitter in row.occupied:
            seat = table.seat(sitter.seat)
            assert (seat.entry, seat.name) == (sitter.entry, sitter.player)
            entry = floor.state.entries[event_id][sitter.entry]
            assert seat.player_id == entry.player_id
    assert shown.table(3) is None


def test_recent_moves_are_newest_first_and_leave_out_undone_ones(
    db_url: str, clock: FakeClock
) -> None:
    floor, event_id = two_tables(db_url, clock)
    floor.execute(BustPlayers(event_id, entries_of(floor, event_id, at(floor, event_id, 2, 1))))
    floor.execute(BustPlayers(event_id, entries_of(floor, event_id, at(floor, event_id, 2, 2))))
    first = at(floor, event_id, 1, 3)
    start = clock.now
    floor.execute(MoveEntry(event_id, entry_of(floor, event_id, first), 2, 1))
    clock.advance(60)
    second = at(floor, event_id, 1, 4)
    floor.execute(MoveEntry(event_id, entry_of(floor, event_id, second), 2, 2))

    moves = recent_moves(floor.journal(), floor.state, event_id)
    assert [(m.player, m.from_table, m.from_seat, m.to_table, m.to_seat) for m in moves] == [
        (second, 1, 4, 2, 2),
        (first, 1, 3, 2, 1),
    ]
    assert moves[0].at == start + timedelta(seconds=60)
    assert moves[1].rule == "TDA 2024 Rule 1" and "moved by the floor" in str(moves[1].reason)
    assert [m.player for m in recent_moves(floor.journal(), floor.state, event_id, limit=1)] == [
        second
    ]
    since = start + timedelta(seconds=30)
    assert [
        m.player for m in recent_moves(floor.journal(), floor.state, event_id, since=since)
    ] == [second]

    floor.undo(event_scope(event_id))
    assert [m.player for m in recent_moves(floor.journal(), floor.state, event_id)] == [first]
    floor.redo(event_scope(event_id))
    assert [m.player for m in recent_moves(floor.journal(), floor.state, event_id)] == [
        second,
        first,
    ]
    assert recent_moves(floor.journal(), floor.state, event_id + 99) == ()


def test_a_final_table_redraw_lists_everyone_it_moved(db_url: str, clock: FakeClock) -> None:
    floor, event_id = two_tables(db_url, clock)
    for table in (1, 2):
        for seat in range(1, 6):
            floor.execute(
                BustPlayers(event_id, entries_of(floor, event_id, at(floor, event_id, table, seat)))
            )

    done = floor.execute(RedrawFinalTable(event_id))

    moves = recent_moves(floor.journal(), floor.state, event_id)
    assert len(moves) == 8
    assert {m.to_table for m in moves} == {floor_map(floor.state, event_id).tables[0].number}
    assert all(m.at == done.entries[0].at for m in moves)
