"""App: registration desk commands through the Floor — journaled, replayed, undone.

Each runs on SQLite and (when available) PostgreSQL: one group per command,
refusals leave the journal untouched, undo gives back exactly the state
before, and a fresh floor folding the stored journal sees the same seats.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from tests.domain.pure_floor import CLI_STRUCTURE
from tests.support import FakeClock, as_typed, entries_of, entry_of, player_of

from floortool.app.commands.base import Command
from floortool.app.commands.clock import GoToLevel, StartClock, StepRow
from floortool.app.commands.events import CreateEvent, UpdateEvent
from floortool.app.commands.registration import (
    AddOn,
    CloseFlight,
    Rebuy,
    ReEnter,
    RegisterEntry,
    SeatAlternates,
    newcomers,
)
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.app.views.field import field_summary, new_entries, rounded_average
from floortool.domain.fold.replay import replay
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import event_scope
from floortool.domain.players.records import AmbiguousPlayer
from floortool.domain.tournament.event import settings_for


def open_floor(db_url: str, clock: FakeClock, **settings: Any) -> tuple[Floor, int]:
    floor = Floor.open(db_url, operator="td", clock=clock)
    made = settings_for(name="Friday", **{"tables": 2, "seats": 3, **settings})
    return floor, floor.execute(CreateEvent(made, structure=CLI_STRUCTURE)).group


def refused(floor: Floor, command: Command, code: str) -> FloorError:
    """``command`` is refused with ``code`` and nothing is written."""
    before = floor.journal()
    with pytest.raises(FloorError) as info:
        floor.execute(command)
    assert info.value.code == code, info.value.message
    assert floor.journal() == before
    return info.value


def undo_redo_round_trip(floor: Floor, event_id: int, command: Command) -> None:
    """Run ``command``; undo gives back the state before, redo the state after."""
    before = replay(floor.journal())
    assert floor.state == before
    floor.execute(command)
    after = replay(floor.journal())
    assert floor.state == after
    floor.undo(event_scope(event_id))
    assert floor.state == before
    floor.redo(event_scope(event_id))
    assert floor.state == after == replay(floor.journal())


def test_register_several_names_is_one_group_and_makes_new_players(
    db_url: str, clock: FakeClock
) -> None:
    floor, event_id = open_floor(db_url, clock, buy_in=5_000, fee=500)
    done = floor.execute(RegisterEntry(event_id, newcomers(("Alice", "Bob", "Carol"))))
    assert {e.group for e in done.entries} == {done.group}
    assert done.label.startswith("Register Alice (table ")
    rows = new_entries(floor.state, done.entries)
    assert [(r.player, r.entry_number, r.stack, r.deduction, r.level) for r in rows] == [
        ("Alice", 1, 10_000, 0, None),
        ("Bob", 1, 10_000, 0, None),
        ("Carol", 1, 10_000, 0, None),
    ]
    tables = [r.table for r in rows]
    assert sorted(tables.count(t) for t in set(tables)) == [1, 2]  # filled evenly
    assert {(r.buy_in, r.fee) for r in rows} == {(5_000, 500)}
    # The seats drawn are in the journal: a fresh floor folds the same seats.
    fresh = Floor.open(db_url, operator="other", clock=clock)
    assert fresh.state == floor.state
    # New players are part of the registration: undo takes them back too.
    floor.undo(event_scope(event_id))
    assert floor.state.players == {} and floor.state.entries.get(event_id, {}) == {}


def test_known_players_are_matched_and_refusals_change_nothing(
    db_url: str, clock: FakeClock
) -> None:
    floor, event_id = open_floor(db_url, clock)
    floor.execute(RegisterEntry(event_id, newcomers(("Alice",))))
    assert refused(
        floor, RegisterEntry(event_id, as_typed(floor, "Bob", "ALICE")), "already_registered"
    )
    assert "Bob" not in {p.name for p in floor.state.players.values()}
    refused(floor, RegisterEntry(event_id, ()), "invalid_input")
    refused(floor, RegisterEntry(event_id, newcomers(("  ",))), "invalid_input")
    refused(floor, RegisterEntry(999, newcomers(("Bob",))), "unknown_event")
    other, _ = open_floor(db_url, clock)
    second = other.execute(CreateEvent(settings_for(name="Saturday"))).group
    other.execute(RegisterEntry(second, as_typed(other, "alice")))
    assert len(other.state.players) == 1  # the same Alice, matched case-insensitively


def test_ambiguous_names_are_refused(db_url: str, clock: FakeClock) -> None:
    from floortool.app.commands.players import AddPlayer

    floor, event_id = open_floor(db_url, clock)
    floor.execute(AddPlayer("John Smith", membership="M-1"))
    floor.execute(AddPlayer("John Smith", membership="M-2"))
    with pytest.raises(AmbiguousPlayer) as info:
        as_typed(floor, "john smith")
    assert len(info.value.details["candidates"]) == 2
    floor.execute(RegisterEntry(event_id, (2,)))
    assert field_summary(floor.state, event_id).entries[0].player_id == 2


@pytest.mark.parametrize(
    ("policy", "stacks"),
    [("blinds-deducted", (9_925, 9_775)), ("full-stack", (10_000, 10_000))],
)
def test_late_registration_done_when(
    db_url: str, clock: FakeClock, policy: str, stacks: tuple[int, int]
) -> None:
    floor, event_id = open_floor(db_url, clock, late_reg=policy, late_reg_close_level=2)
    floor.execute(StartClock(event_id))
    clock.advance(60)
    first = floor.execute(RegisterEntry(event_id, newcomers(("Level One",))))
    floor.execute(GoToLevel(event_id, 2))
    second = floor.execute(RegisterEntry(event_id, newcomers(("Level Two",))))
    got = [new_entries(floor.state, d.entries)[0] for d in (first, second)]
    assert tuple(r.stack for r in got) == stacks
    assert [r.level for r in got] == [1, 2]
    floor.execute(StepRow(event_id, 1))  # the break after level 2
    error = refused(
        floor, RegisterEntry(event_id, newcomers(("Too Late",))), "late_registration_closed"
    )
    assert error.message == "Late registration closed at the end of level 2."


def test_rebuy_add_on_re_entry_bust_and_the_field(db_url: str, clock: FakeClock) -> None:
    floor, event_id = open_floor(
        db_url,
        clock,
        late_reg="blinds-deducted",
        max_reentries=1,
        max_rebuys=1,
        max_addons=1,
        addon_chips=5_000,
    )
    floor.execute(RegisterEntry(event_id, newcomers(("Alice", "Bob"))))
    floor.execute(StartClock(event_id))
    floor.execute(RegisterEntry(event_id, newcomers(("Carol",))))  # 75 deducted
    floor.execute(Rebuy(event_id, entry_of(floor, event_id, "Alice"), stack=0))
    refused(floor, Rebuy(event_id, entry_of(floor, event_id, "Alice")), "rebuy_not_allowed")
    floor.execute(AddOn(event_id, entry_of(floor, event_id, "Bob")))
    summary = field_summary(floor.state, event_id)
    assert summary.chips_in_play == 10_000 * 2 + 9_925 + 10_000 + 5_000
    assert (summary.players_left, summary.rebuys, summary.addons) == (3, 1, 1)
    assert summary.average_stack == rounded_average(44_925, 3) == 14_975
    refused(floor, ReEnter(event_id, player_of(floor, "Alice")), "reentry_not_allowed")
    done = floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Alice")))
    assert done.label.startswith("Bust Alice (table ")
    floor.execute(ReEnter(event_id, player_of(floor, "Alice")))
    summary = field_summary(floor.state, event_id)
    alice = [r for r in summary.entries if r.player == "Alice"]
    assert [(r.entry_number, r.status) for r in alice] == [(1, "busted"), (2, "active")]
    assert (summary.total_entries, summary.unique_players, summary.reentries) == (4, 3, 1)
    assert summary.players_left == 3 and summary.busted == 1
    assert summary.chips_in_play == 44_925 + 9_925  # the busted stack's chips stay in play
    refused(floor, Rebuy(event_id, 999), "unknown_entry")


def test_every_command_undoes_and_redoes_exactly(db_url: str, clock: FakeClock) -> None:
    floor, event_id = open_floor(
        db_url, clock, tables=1, seats=2, max_reentries=None, max_rebuys=None, max_addons=None
    )
    commands: list[Callable[[], Command]] = [  # built in turn: ids exist once registered
        lambda: RegisterEntry(event_id, newcomers(("Alice", "Bob", "Carol"))),  # Carol waits
        lambda: Rebuy(event_id, entry_of(floor, event_id, "Alice")),
        lambda: AddOn(event_id, entry_of(floor, event_id, "Bob")),
        lambda: BustPlayers(event_id, entries_of(floor, event_id, "Alice")),  # Carol is seated
        lambda: ReEnter(event_id, player_of(floor, "Alice")),  # and Alice waits
        lambda: UpdateEvent(event_id, {"tables": 2}),
        lambda: SeatAlternates(event_id),
    ]
    for command in commands:
        undo_redo_round_trip(floor, event_id, command())
    summary = field_summary(floor.state, event_id)
    assert (summary.seated, summary.waiting) == (3, 0)


def test_alternates_and_seat_alternates_refusals(db_url: str, clock: FakeClock) -> None:
    floor, event_id = open_floor(db_url, clock, tables=1, seats=2)
    refused(floor, SeatAlternates(event_id), "no_alternates")
    done = floor.execute(RegisterEntry(event_id, newcomers(("A", "B", "C"))))
    assert done.label.endswith("C (alternate 1)")
    waiting = field_summary(floor.state, event_id)
    assert (waiting.total_entries, waiting.players_left, waiting.waiting) == (2, 2, 1)
    assert waiting.chips_in_play == 20_000  # an alternate's chips come in with the seat
    refused(floor, SeatAlternates(event_id), "event_full")
    done = floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "A")))
    assert "; seat C (table 1 seat" in done.label
    seated = field_summary(floor.state, event_id)
    assert (seated.total_entries, seated.players_left, seated.waiting) == (3, 2, 0)
    assert (seated.chips_in_play, seated.average_stack) == (30_000, 15_000)


def test_flights_through_the_floor(db_url: str, clock: FakeClock) -> None:
    floor, day2 = open_floor(db_url, clock, tables=2, seats=9)
    day1a = floor.execute(
        CreateEvent(settings_for(name="Day 1A", flight_of=day2, tables=1), structure=CLI_STRUCTURE)
    ).group
    day1b = floor.execute(
        CreateEvent(settings_for(name="Day 1B", flight_of=day2, tables=1), structure=CLI_STRUCTURE)
    ).group
    floor.execute(RegisterEntry(day1a, newcomers(("Alice", "Bob", "Carol"))))
    floor.execute(BustPlayers(day1a, entries_of(floor, day1a, "Carol")))
    refused(
        floor, CloseFlight(day1a, ((entry_of(floor, day1a, "Alice"), 20_000),)), "stacks_required"
    )
    refused(
        floor,
        CloseFlight(
            day1a, ((entry_of(floor, day1a, "Alice"), 1), (entry_of(floor, day1a, "alice"), 2))
        ),
        "invalid_input",
    )
    refused(floor, CloseFlight(day1a, ((entry_of(floor, day1a, "Carol"), 1),)), "not_playing")
    undo_redo_round_trip(
        floor,
        day1a,
        CloseFlight(
            day1a,
            ((entry_of(floor, day1a, "Alice"), 20_000), (entry_of(floor, day1a, "Bob"), 10_000)),
        ),
    )
    assert floor.undo_label(event_scope(day1a)) == (
        "Close flight Day 1A: 2 survivors to Friday (stacks typed at the close)"
    )
    flight = field_summary(floor.state, day1a)
    assert (flight.closed, flight.players_left, flight.chips_in_play) == (True, 0, 0)
    main = field_summary(floor.state, day2)
    assert [(r.player, r.stack, r.from_flight) for r in main.entries] == [
        ("Alice", 20_000, day1a),
        ("Bob", 10_000, day1a),
    ]
    assert all(r.table is not None for r in main.entries)
    refused(floor, RegisterEntry(day1b, as_typed(floor, "Alice")), "already_qualified")
    floor.execute(RegisterEntry(day1b, newcomers(("Carol",))))
    # A Day 2 action depends on the close: undoing the close is blocked until it is undone.
    floor.execute(BustPlayers(day2, entries_of(floor, day2, "Bob")))
    with pytest.raises(FloorError) as info:
        floor.undo(event_scope(day1a))
    assert info.value.code == "undo_blocked"
    floor.undo(event_scope(day2))
    floor.undo(event_scope(day1a))
    assert floor.state.closed_flights == set()


def test_undo_of_a_registration_another_event_depends_on_is_blocked(
    db_url: str, clock: FakeClock
) -> None:
    floor, first = open_floor(db_url, clock)
    second = floor.execute(CreateEvent(settings_for(name="Saturday"))).group
    floor.execute(RegisterEntry(first, newcomers(("Alice",))))  # creates Alice in Friday's scope
    floor.execute(RegisterEntry(second, as_typed(floor, "Alice")))  # Saturday's entry is hers too
    with pytest.raises(FloorError) as info:
        floor.undo(event_scope(first))
    assert info.value.code == "undo_blocked"
    floor.undo(event_scope(second))
    floor.undo(event_scope(first))
    assert floor.state.players == {}
