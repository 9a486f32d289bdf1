"""App: seating commands through the Floor — plan, apply, undo — on every backend.

An event of 3 tables of 9 is filled by registration; busting players makes
tables short. The balance follows TDA 2024 Rule 11-A (the big blind next at
the highest-numbered fullest table moves to the worst position at the
shortest table), needs the buttons first, is one undoable group, and each
move carries its reason and rule into the journal. Refusals write nothing.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from tests.domain.pure_floor import CLI_STRUCTURE
from tests.support import FakeClock, buttons, entries_of, entry_of

from floortool.app.commands.base import Command
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.commands.seating import (
    ApplyBalance,
    BreakTable,
    MoveEntry,
    RedrawFinalTable,
    SetButton,
)
from floortool.app.floor import Floor
from floortool.app.views.seat_rules import Spot
from floortool.app.views.seating import balance_view, seating_view
from floortool.domain.fold.replay import replay
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import event_scope
from floortool.domain.kernel.remedies import Fix, Remedy
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import settings_for

NAMES = tuple(f"Player {n:02d}" for n in range(1, 28))


def full_room(db_url: str, clock: FakeClock) -> tuple[Floor, int]:
    """27 players at 3 tables of 9."""
    floor = Floor.open(db_url, operator="td", clock=clock, rng=random.Random(5))
    made = settings_for(name="Main", tables=3, seats=9)
    event_id = floor.execute(CreateEvent(made, structure=CLI_STRUCTURE)).group
    floor.execute(RegisterEntry(event_id, newcomers(NAMES)))
    counts = {n: t.players for n, t in seating_of(floor.state, event_id).tables.items()}
    assert counts == {1: 9, 2: 9, 3: 9}
    return floor, event_id


def name_at(floor: Floor, event_id: int, table: int, seat: int) -> str:
    entry_id = seating_of(floor.state, event_id).tables[table].occupied[seat]
    entry = floor.state.entries[event_id][entry_id]
    return floor.state.players[entry.player_id].name


def bust(floor: Floor, event_id: int, table: int, *seats: int) -> None:
    for seat in seats:
        floor.execute(
            BustPlayers(
                event_id, entries_of(floor, event_id, name_at(floor, event_id, table, seat))
            )
        )


def seats(floor: Floor, event_id: int) -> dict[int, dict[int, int]]:
    tables = seating_of(floor.state, event_id).tables
    return {n: dict(t.occupied) for n, t in tables.items()}


def refused(floor: Floor, command: Command, code: str) -> FloorError:
    before = floor.journal()
    with pytest.raises(FloorError) as info:
        floor.execute(command)
    assert info.value.code == code, info.value.message
    assert floor.journal() == before
    return info.value


def moved_records(floor: Floor, group: int) -> list[dict[str, Any]]:
    return [e.data for e in floor.journal() if e.group == group and e.kind == "entry_moved"]


def test_balance_needs_buttons_then_follows_rule_11a_and_undoes(
    db_url: str, clock: FakeClock
) -> None:
    floor, event_id = full_room(db_url, clock)
    bust(floor, event_id, 1, 2, 3, 4, 5)  # table 1: seats 1, 6, 7, 8, 9 left
    shown = seating_view(floor.state, event_id)
    assert shown.short_tables == (1,)
    assert [t.players for t in shown.tables] == [5, 9, 9]

    plan = balance_view(floor.state, event_id)
    assert plan.moves == () and plan.needs_button == (3, 1)
    assert "button" in plan.message
    error = refused(floor, ApplyBalance(event_id), "button_needed")
    assert error.details["tables"] == [3, 1]

    floor.execute(SetButton(event_id, 1, 8))  # next hand: SB 9, BB 1
    floor.execute(SetButton(event_id, 2, 1))  # BB next: seat 3
    floor.execute(SetButton(event_id, 3, 4))  # BB next: seat 6
    assert buttons(floor.state, event_id) == {1: 8, 2: 1, 3: 4}

    plan = balance_view(floor.state, event_id)
    mover_3 = name_at(floor, event_id, 3, 6)
    mover_2 = name_at(floor, event_id, 2, 3)
    assert [(m.player, m.source, m.target) for m in plan.moves] == [
        (mover_3, Spot(3, 6), Spot(1, 2)),
        (mover_2, Spot(2, 3), Spot(1, 3)),
    ]
    first = plan.moves[0]
    assert str(first.reason).startswith(
        "Table 3 seat 6 is big blind next → Table 1 seat 2, worst position"
    )
    assert first.rule == "TDA 2024 Rule 11-A"

    before = replay(floor.journal())
    before_seats = seats(floor, event_id)
    done = floor.execute(ApplyBalance(event_id))
    assert done.label == "Balance: 2 moves (TDA 2024 Rule 11-A)"
    assert {e.group for e in done.entries} == {done.group}
    records = moved_records(floor, done.group)
    assert [(r["from_table"], r["from_seat"], r["to_table"], r["to_seat"]) for r in records] == [
        (3, 6, 1, 2),
        (2, 3, 1, 3),
    ]
    assert all(r["rule"] == "TDA 2024 Rule 11-A" and r["reason"] for r in records)
    tables = seating_of(floor.state, event_id).tables
    assert {n: t.players for n, t in tables.items()} == {1: 7, 2: 8, 3: 8}
    assert name_at(floor, event_id, 1, 2) == mover_3
    assert floor.state == replay(floor.journal())
    refused(floor, ApplyBalance(event_id), "balanced")

    floor.undo(event_scope(event_id))
    assert seats(floor, event_id) == before_seats
    assert floor.state == before


def test_break_table_redraws_its_players_by_rule_10b(db_url: str, clock: FakeClock) -> None:
    floor, event_id = full_room(db_url, clock)
    refused(floor, BreakTable(event_id, 1), "cannot_break")  # 27 do not fit at 18 seats
    bust(floor, event_id, 2, 1, 2, 3, 4, 5)
    bust(floor, event_id, 3, 1, 2, 3, 4)
    floor.execute(SetButton(event_id, 1, 1))
    before = replay(floor.journal())
    leaving = set(seating_of(floor.state, event_id).tables[1].occupied.values())

    done = floor.execute(BreakTable(event_id, 1))
    assert done.label.startswith("Break table 1: 9 moves (TDA 2024 Rule 10-B")
    seating = seating_of(floor.state, event_id)
    assert sorted(seating.tables) == [2, 3]
    assert all(t.players == 9 for t in seating.tables.values())
    records = moved_records(floor, done.group)
    assert {r["entry_id"] for r in records} == leaving
    assert {r["from_table"] for r in records} == {1}
    assert all(r["rule"] == "TDA 2024 Rule 10-B" for r in records)
    assert list(seating.closed) == [1] and 1 not in buttons(floor.state, event_id)
    assert floor.state == replay(floor.journal())
    refused(floor, BreakTable(event_id, 1), "unknown_table")

    floor.undo(event_scope(event_id))
    assert floor.state == before


def test_manual_move_records_reason_and_rule(db_url: str, clock: FakeClock) -> None:
    floor, event_id = full_room(db_url, clock)
    bust(floor, event_id, 2, 4)
    mover = name_at(floor, event_id, 1, 1)
    done = floor.execute(MoveEntry(event_id, entry_of(floor, event_id, mover), 2, 4))
    assert done.label == f"Move {mover} to table 2 seat 4"
    assert name_at(floor, event_id, 2, 4) == mover
    assert 1 not in seating_of(floor.state, event_id).tables[1].occupied
    (record,) = moved_records(floor, done.group)
    assert (record["from_table"], record["from_seat"]) == (1, 1)
    assert record["rule"] == "TDA 2024 Rule 1" and "moved by the floor" in record["reason"]
    floor.undo(event_scope(event_id))
    assert name_at(floor, event_id, 1, 1) == mover


def test_refusals_change_nothing(db_url: str, clock: FakeClock) -> None:
    floor, event_id = full_room(db_url, clock)
    someone = name_at(floor, event_id, 1, 1)
    refused(floor, SetButton(event_id, 7, 1), "unknown_table")
    refused(floor, SetButton(event_id, 1, 10), "invalid_input")
    refused(floor, MoveEntry(event_id, entry_of(floor, event_id, someone), 2, 1), "seat_taken")
    refused(floor, MoveEntry(event_id, entry_of(floor, event_id, someone), 1, 1), "seat_taken")
    refused(floor, MoveEntry(event_id, 999, 1, 1), "unknown_entry")
    refused(floor, MoveEntry(event_id, entry_of(floor, event_id, someone), 9, 1), "unknown_table")
    refused(floor, BreakTable(event_id, 9), "unknown_table")
    refused(floor, ApplyBalance(event_id), "balanced")
    refused(floor, RedrawFinalTable(event_id), "not_final_yet")


def test_final_table_redraw_is_one_group_with_a_button(db_url: str, clock: FakeClock) -> None:
    floor, event_id = full_room(db_url, clock)
    bust(floor, event_id, 1, 1, 2, 3, 4, 5, 6)
    bust(floor, event_id, 2, 1, 2, 3, 4, 5, 6)
    bust(floor, event_id, 3, 1, 2, 3, 4, 5, 6)
    assert balance_view(floor.state, event_id).final_due is True
    players = set(seating_of(floor.state, event_id).where)
    before = replay(floor.journal())

    done = floor.execute(RedrawFinalTable(event_id))
    assert done.label.startswith("Final table: 9 players redrawn at table 1")
    seating = seating_of(floor.state, event_id)
    assert sorted(seating.tables) == [1]
    assert set(seating.tables[1].occupied.values()) == players
    assert seating.final_table == 1 and list(seating.closed) == [2, 3]
    assert 1 <= buttons(floor.state, event_id)[1] <= 9
    assert floor.state == replay(floor.journal())
    refused(floor, RedrawFinalTable(event_id), "not_final_yet")

    floor.undo(event_scope(event_id))
    assert floor.state == before


def test_a_broken_table_never_reopens_for_a_late_entrant(db_url: str, clock: FakeClock) -> None:
    floor = Floor.open(db_url, operator="td", clock=clock)
    event_id = floor.execute(CreateEvent(settings_for(name="Reopen", tables=3, seats=9))).group
    floor.execute(RegisterEntry(event_id, newcomers(tuple(f"P{n}" for n in range(1, 13)))))
    floor.execute(BreakTable(event_id, 3))
    floor.execute(RegisterEntry(event_id, newcomers(("Latecomer",))))
    tables = floor.state.seating[event_id].tables
    assert 3 not in tables
    assert sum(t.players for t in tables.values()) == 13


def test_balancing_waits_while_a_table_can_break(db_url: str, clock: FakeClock) -> None:
    # 27 players at three 9-seat tables; 9 out of table 1 and table 3 gives
    # 18 players: they fit at two tables, so table 3 breaks before anyone balances.
    floor, event_id = full_room(db_url, clock)
    bust(floor, event_id, 1, 1, 2, 3, 4, 5)
    bust(floor, event_id, 3, 1, 2, 3, 4)
    plan = balance_view(floor.state, event_id)
    assert (plan.moves, plan.break_due, plan.waits_for) == (
        (),
        3,
        "Table 3 can break: break it first, then balance what is left.",
    )
    assert plan.remedy == Remedy(Fix.BREAK_TABLE, (3,))  # each front end names its way to it
    assert refused(floor, ApplyBalance(event_id), "break_first").remedy == plan.remedy
