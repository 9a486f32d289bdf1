"""App: the initial draw, seat rules and table order through the Floor, on every
backend — each one undoable group, recorded in the journal so a fresh floor folds
the same seats; refusals write nothing; registration seats by the late-seat rule."""

from __future__ import annotations

import random

import pytest
from tests.domain.pure_floor import CLI_STRUCTURE
from tests.support import FakeClock, entries_of, entry_of, player_of

from floortool.app.commands.base import Command
from floortool.app.commands.clock import StartClock
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.commands.seat_rules import (
    DrawSeats,
    KeepApart,
    LockSeat,
    SetSeatAvailable,
    SetTableOrder,
)
from floortool.app.commands.seating import MoveEntry, SetButton
from floortool.app.floor import Floor
from floortool.app.views.seat_rules import LockedSeat, Spot
from floortool.app.views.seating import seating_view
from floortool.domain.fold.replay import replay
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import event_scope
from floortool.domain.kernel.remedies import Fix, Remedy
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import settings_for

NAMES = tuple(f"Player {n:02d}" for n in range(1, 23))


def open_floor(db_url: str, clock: FakeClock, **settings: object) -> tuple[Floor, int]:
    floor = Floor.open(db_url, operator="td", clock=clock, rng=random.Random(11))
    made = settings_for(name="Main", **{"tables": 3, "seats": 9, **settings})  # type: ignore[arg-type]
    return floor, floor.execute(CreateEvent(made, structure=CLI_STRUCTURE)).group


def seats(floor: Floor, event_id: int) -> dict[int, tuple[int, int]]:
    return dict(seating_of(floor.state, event_id).where)


def refused(floor: Floor, command: Command, code: str) -> FloorError:
    before = floor.journal()
    with pytest.raises(FloorError) as info:
        floor.execute(command)
    assert info.value.code == code, info.value.message
    assert floor.journal() == before
    return info.value


def test_the_draw_is_one_undoable_group_that_replays_the_same_seats(
    db_url: str, clock: FakeClock
) -> None:
    floor, event_id = open_floor(db_url, clock)
    floor.execute(RegisterEntry(event_id, newcomers(NAMES)))
    floor.execute(SetButton(event_id, 1, 1))
    registered = seats(floor, event_id)

    done = floor.execute(DrawSeats(event_id))
    assert done.label == "Draw seats: 22 players to 3 tables (TDA 2024 Rule 7)"
    assert [e.kind for e in done.entries] == ["seats_drawn"]
    drawn = seats(floor, event_id)
    assert sorted(drawn) == sorted(registered) and drawn != registered
    counts = sorted(t.players for t in seating_of(floor.state, event_id).tables.values())
    assert counts == [7, 7, 8]
    assert seating_view(floor.state, event_id).tables[0].button is None
    assert floor.state == replay(floor.journal())

    assert floor.undo_label(event_scope(event_id)) == done.label
    floor.undo(event_scope(event_id))
    assert seats(floor, event_id) == registered
    floor.redo(event_scope(event_id))
    assert seats(floor, event_id) == drawn
    again = Floor.open(db_url, operator="td", clock=clock)
    assert seats(again, event_id) == drawn
    again.close()


def test_the_draw_after_the_clock_starts_needs_force(db_url: str, clock: FakeClock) -> None:
    floor, event_id = open_floor(db_url, clock)
    floor.execute(RegisterEntry(event_id, newcomers(NAMES[:10])))
    floor.execute(StartClock(event_id))
    error = refused(floor, DrawSeats(event_id), "clock_started")
    assert error.remedy == Remedy(Fix.FORCE_DRAW)
    floor.execute(DrawSeats(event_id, force=True))
    assert len(seats(floor, event_id)) == 10


def test_seat_rules_are_undoable_shown_and_refused_when_wrong(
    db_url: str, clock: FakeClock
) -> None:
    floor, event_id = open_floor(db_url, clock, tables=2)
    floor.execute(SetSeatAvailable(event_id, 2, 9, available=False))
    floor.execute(RegisterEntry(event_id, newcomers(NAMES[:17])))
    assert (2, 9) not in seats(floor, event_id).values()
    assert len(seating_of(floor.state, event_id).waiting) == 0
    floor.execute(RegisterEntry(event_id, newcomers(("Late",))))  # 17 seats in play: an alternate
    assert len(seating_of(floor.state, event_id).waiting) == 1

    done = floor.execute(LockSeat(event_id, entry_of(floor, event_id, "Player 01")))
    place = seats(floor, event_id)[1]
    assert done.label == f"Lock Player 01's seat (table {place[0]} seat {place[1]})"
    floor.execute(KeepApart(event_id, player_of(floor, "Player 02"), player_of(floor, "Player 03")))
    rules = seating_view(floor.state, event_id).rules
    assert rules.seats_off == (Spot(2, 9),)
    assert seating_view(floor.state, event_id).tables[1].unavailable == (9,)
    assert rules.locked == (LockedSeat("Player 01", *place),)
    assert rules.apart[0].players == ("Player 02", "Player 03")
    shown = seating_view(floor.state, event_id)
    locked_rows = [o for t in shown.tables for o in t.occupied if o.locked]
    assert [o.player for o in locked_rows] == ["Player 01"]

    floor.execute(DrawSeats(event_id))
    assert seats(floor, event_id)[1] == place  # the locked player stays
    where = seats(floor, event_id)
    assert where[2][0] != where[3][0]  # entries 2 and 3: Player 02 and 03

    refused(floor, SetSeatAvailable(event_id, 9, 1, available=False), "unknown_table")
    refused(floor, SetSeatAvailable(event_id, 1, 10, available=False), "invalid_input")
    refused(floor, SetSeatAvailable(event_id, 2, 9, available=False), "no_change")
    taken = next(iter(seating_of(floor.state, event_id).tables[1].occupied))
    refused(floor, SetSeatAvailable(event_id, 1, taken, available=False), "seat_taken")
    refused(floor, LockSeat(event_id, 999), "unknown_entry")
    refused(floor, LockSeat(event_id, entry_of(floor, event_id, "Late")), "not_playing")
    refused(
        floor,
        KeepApart(event_id, player_of(floor, "Player 02"), player_of(floor, "player 02")),
        "invalid_input",
    )
    refused(
        floor, MoveEntry(event_id, entry_of(floor, event_id, "Player 04"), 2, 9), "seat_unavailable"
    )

    for _ in range(3):
        floor.undo(event_scope(event_id))  # draw, apart, lock
    rules = seating_view(floor.state, event_id).rules
    assert (rules.locked, rules.apart) == ((), ())
    floor.execute(SetSeatAvailable(event_id, 2, 9, available=True))
    assert seating_view(floor.state, event_id).rules.seats_off == ()
    assert floor.state == replay(floor.journal())


def test_registration_follows_the_table_order(db_url: str, clock: FakeClock) -> None:
    floor, event_id = open_floor(db_url, clock, tables=0, seats=2)
    done = floor.execute(SetTableOrder(event_id, " 5 , 3-2 : 3"))
    assert done.label == "Table order of Main: 5, 3-2:3"
    assert floor.state.events[event_id].settings.table_order == "5, 3-2:3"
    refused(floor, SetTableOrder(event_id, "5, 5"), "invalid_input")
    floor.execute(StartClock(event_id))  # late arrivals (before the start: the draw)
    floor.execute(RegisterEntry(event_id, newcomers(NAMES[:6])))
    tables = seating_of(floor.state, event_id).tables
    assert {n: (t.seats, t.players) for n, t in tables.items()} == {5: (2, 2), 3: (3, 3), 2: (3, 1)}


def test_a_late_entrant_waits_for_the_big_blind_only_when_no_other_seat_is_left(
    db_url: str, clock: FakeClock
) -> None:
    floor, event_id = open_floor(db_url, clock, tables=1, seats=4)
    floor.execute(RegisterEntry(event_id, newcomers(NAMES[:3])))
    empty = ({1, 2, 3, 4} - set(seating_of(floor.state, event_id).tables[1].occupied)).pop()
    floor.execute(SetButton(event_id, 1, (empty - 2) % 4 + 1))  # the empty seat: before the SB
    done = floor.execute(RegisterEntry(event_id, newcomers(("Late",))))
    assert seats(floor, event_id)[4] == (1, empty)
    assert done.label == (
        f"Register Late (table 1 seat {empty}, not dealt in next hand: dealt in once the button "
        "passes (between the button and the small blind))"
    )
    floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Late")))
