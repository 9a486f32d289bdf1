"""App: the Floor service on a real database (SQLite, and PostgreSQL when available):
execute, undo and redo as journal groups, replay on reopening, the audit trail,
and two floors on one database."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta, timezone
from typing import Any, Protocol

import pytest

from floortool.app.commands.events import CreateEvent, RemoveEvent, UpdateEvent
from floortool.app.floor import Floor
from floortool.domain.fold.replay import replay
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import GLOBAL_SCOPE, REDONE, UNDONE, event_scope
from floortool.domain.tournament.event import settings_for


class FakeClock(Protocol):
    """The conftest ``clock`` fixture's interface (a callable the test moves by hand)."""

    now: datetime

    def __call__(self) -> datetime: ...

    def advance(self, seconds: float) -> None: ...


class OffsetClock:
    """A clock that reads local wall time two hours ahead of UTC."""

    def __init__(self, start: datetime) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


def _create(floor: Floor, name: str, **settings: Any) -> int:
    return floor.execute(CreateEvent(settings_for(name=name, **settings))).group


@pytest.fixture
def floor(db_url: str, clock: FakeClock) -> Iterator[Floor]:
    opened = Floor.open(db_url, operator="alice", clock=clock)
    yield opened
    opened.close()


def test_floor_execute_create_event_records_one_group(floor: Floor, clock: FakeClock) -> None:
    done = floor.execute(CreateEvent(settings_for(name="Tuesday League")))
    assert done.label == "Create event Tuesday League"
    assert done.entries[0].kind == "event_created"
    assert {(e.group, e.scope, e.label) for e in done.entries} == {
        (done.group, event_scope(done.group), done.label)
    }
    assert floor.journal() == done.entries
    assert floor.state.events[done.group].name == "Tuesday League"
    assert floor.current_event_id() == done.group
    assert floor.undo_scope() == event_scope(done.group)
    assert floor.undo_label(event_scope(done.group)) == "Create event Tuesday League"
    assert floor.redo_label(event_scope(done.group)) is None
    assert floor.revision == done.entries[-1].seq
    created = floor.state.events[done.group].created_at
    assert datetime.fromisoformat(created) == clock.now


def test_floor_event_ids_are_never_reused(floor: Floor) -> None:
    first = _create(floor, "First")
    floor.undo(event_scope(first))
    second = _create(floor, "Second")
    assert second != first
    assert list(floor.state.events) == [second]


def test_floor_undo_then_redo_restores_exact_state(floor: Floor) -> None:
    event_id = _create(floor, "Tuesday League")
    scope = event_scope(event_id)
    created = floor.state.events[event_id]
    floor.execute(UpdateEvent(event_id, {"name": "Tuesday Bounty", "seats": 8}))
    updated = floor.state.events[event_id]
    assert updated.name == "Tuesday Bounty" and updated.settings.seats == 8

    undone = floor.undo(scope)
    assert undone.label == "Change name and seats per table of Tuesday League"
    assert [e.kind for e in undone.entries] == [UNDONE]
    assert floor.state.events[event_id] == created
    assert floor.redo_label(scope) == undone.label

    redone = floor.redo(scope)
    assert redone.group == undone.group
    assert [e.kind for e in redone.entries] == [REDONE]
    assert floor.state.events[event_id] == updated

    floor.undo(scope)
    floor.undo(scope)
    assert floor.state.events == {}
    floor.redo(scope)
    assert floor.state.events == {event_id: created}


def test_floor_tells_whether_a_group_is_in_force(floor: Floor) -> None:
    event_id = _create(floor, "Tuesday League")
    scope = event_scope(event_id)
    change = floor.execute(UpdateEvent(event_id, {"name": "Tuesday Bounty"})).group
    assert floor.is_live(event_id) and floor.is_live(change)
    floor.undo(scope)
    assert floor.is_live(event_id) and not floor.is_live(change)
    floor.redo(scope)
    assert floor.is_live(change)


def test_floor_undo_of_remove_brings_event_back(floor: Floor) -> None:
    event_id = _create(floor, "Tuesday League", tables=3)
    before = floor.state.events[event_id]
    done = floor.execute(RemoveEvent(event_id))
    assert done.label == "Remove event Tuesday League"
    assert floor.state.events == {}
    floor.undo(event_scope(event_id))
    assert floor.state.events == {event_id: before}


def test_floor_new_action_clears_redo(floor: Floor) -> None:
    event_id = _create(floor, "Tuesday League")
    scope = event_scope(event_id)
    floor.execute(UpdateEvent(event_id, {"seats": 8}))
    floor.undo(scope)
    floor.execute(UpdateEvent(event_id, {"seats": 6}))
    with pytest.raises(FloorError) as info:
        floor.redo(scope)
    assert info.value.code == "nothing_to_redo"
    assert floor.state.events[event_id].settings.seats == 6


def test_floor_scopes_undo_independently(floor: Floor) -> None:
    first = _create(floor, "First")
    second = _create(floor, "Second")
    floor.execute(UpdateEvent(first, {"seats": 8}))
    # Undo in the second event's scope takes back its creation, not the later change of the first.
    floor.undo(event_scope(second))
    assert list(floor.state.events) == [first]
    assert floor.state.events[first].settings.seats == 8
    floor.undo(event_scope(first))
    assert floor.state.events[first].settings.seats == 9
    floor.redo(event_scope(second))
    assert sorted(floor.state.events) == [first, second]


def test_floor_nothing_to_undo_or_redo_codes(floor: Floor) -> None:
    for scope in (GLOBAL_SCOPE, event_scope(1)):
        with pytest.raises(FloorError) as undo:
            floor.undo(scope)
        assert undo.value.code == "nothing_to_undo"
        with pytest.raises(FloorError) as redo:
            floor.redo(scope)
        assert redo.value.code == "nothing_to_redo"
    event_id = _create(floor, "Tuesday League")
    with pytest.raises(FloorError) as redo:
        floor.redo(event_scope(event_id))
    assert redo.value.code == "nothing_to_redo"
    floor.undo(event_scope(event_id))
    with pytest.raises(FloorError) as again:
        floor.undo(event_scope(event_id))
    assert again.value.code == "nothing_to_undo"
    assert floor.undo_label(event_scope(event_id)) is None


def test_floor_refusal_changes_nothing(floor: Floor) -> None:
    event_id = _create(floor, "Tuesday League")
    state, journal = floor.state, floor.journal()
    for command, code in [
        (UpdateEvent(event_id, {"seats": 1}), "invalid_input"),
        (UpdateEvent(event_id, {"seats": 9}), "invalid_input"),
        (UpdateEvent(event_id, {"colour": "red"}), "invalid_input"),
        (UpdateEvent(event_id + 100, {"seats": 8}), "unknown_event"),
        (RemoveEvent(event_id + 100), "unknown_event"),
    ]:
        with pytest.raises(FloorError) as info:
            floor.execute(command)
        assert info.value.code == code
    assert floor.state == state
    assert floor.journal() == journal
    reopened = Floor(floor.engine, operator="bob")
    assert reopened.journal() == journal
    # The next group number is not consumed by refusals.
    assert _create(floor, "Next") == event_id + 1


def test_floor_state_after_reopening_equals_state_before(db_url: str, clock: FakeClock) -> None:
    floor = Floor.open(db_url, operator="alice", clock=clock)
    first = _create(floor, "First", rulebook="roberts-v6-league", buy_in=2000)
    second = _create(floor, "Second", type_text="FTRA")
    floor.execute(UpdateEvent(first, {"name": "First renamed", "tables": 4}))
    floor.execute(RemoveEvent(second))
    floor.undo(event_scope(second))
    third = _create(floor, "Third")
    floor.undo(event_scope(third))
    floor.execute(UpdateEvent(second, {"seats": 7}))
    state, journal, current = floor.state, floor.journal(), floor.current_event_id()
    floor.close()

    reopened = Floor.open(db_url, operator="bob", clock=clock)
    try:
        assert reopened.state == state
        assert reopened.journal() == journal
        assert replay(reopened.journal()) == state
        assert reopened.current_event_id() == current
        assert reopened.revision == journal[-1].seq
        # Undo history survives too: the next undo in the second event's scope is its update.
        assert (
            reopened.undo_label(event_scope(second), event_wide=True)
            == "Change seats per table of Second"
        )
        assert reopened.redo_label(event_scope(third), event_wide=True) == "Create event Third"
    finally:
        reopened.close()


def test_floor_journal_records_operator_and_utc_time(db_url: str) -> None:
    clock = OffsetClock(datetime(2026, 11, 29, 21, 30, tzinfo=timezone(timedelta(hours=2))))
    alice = Floor.open(db_url, operator="alice", clock=clock)
    event_id = _create(alice, "Tuesday League")
    clock.advance(90)
    alice.undo(event_scope(event_id))
    bob = Floor.open(db_url, operator="bob", clock=clock)
    clock.advance(30)
    bob.redo(event_scope(event_id), event_wide=True)  # alice's undo
    alice.refresh()
    try:
        for journal in (alice.journal(), Floor(alice.engine, operator="carol").journal()):
            # One group for the creation (however many events it holds), then two markers.
            heads = [e for e in journal if e.is_marker or e.kind == "event_created"]
            assert [(e.kind, e.operator) for e in heads] == [
                ("event_created", "alice"),
                (UNDONE, "alice"),
                (REDONE, "bob"),
            ]
            assert {e.group for e in journal} == {event_id}
            for entry in journal:
                assert entry.at.tzinfo is not None
                assert entry.at.utcoffset() == timedelta(0)
            assert [e.at for e in heads] == [
                datetime(2026, 11, 29, 19, 30, tzinfo=UTC),
                datetime(2026, 11, 29, 19, 31, 30, tzinfo=UTC),
                datetime(2026, 11, 29, 19, 32, tzinfo=UTC),
            ]
            created = [e for e in journal if not e.is_marker]
            assert {(e.operator, e.at) for e in created} == {(heads[0].operator, heads[0].at)}
            assert {e.label for e in journal} == {"Create event Tuesday League"}
            assert [e.seq for e in journal] == sorted({e.seq for e in journal})
        assert alice.state.events[event_id].created_at == "2026-11-29T19:30:00+00:00"
    finally:
        alice.close()
        bob.close()


def test_floor_refuses_naive_clock(db_url: str) -> None:
    floor = Floor.open(db_url, operator="alice", clock=lambda: datetime(2026, 11, 29, 19, 0))
    try:
        with pytest.raises(ValueError, match="timezone-aware"):
            _create(floor, "Tuesday League")
        assert floor.journal() == []
    finally:
        floor.close()


def test_floor_two_instances_see_each_other(db_url: str, clock: FakeClock) -> None:
    alice = Floor.open(db_url, operator="alice", clock=clock)
    bob = Floor.open(db_url, operator="bob", clock=clock)
    try:
        event_id = _create(alice, "Tuesday League")
        assert bob.state.events == {}
        assert bob.refresh() is True
        assert bob.state == alice.state
        assert bob.refresh() is False

        # Catch-up inside execute: bob decides on alice's latest change without a refresh.
        alice.execute(UpdateEvent(event_id, {"seats": 8}))
        with pytest.raises(FloorError) as info:
            bob.execute(UpdateEvent(event_id, {"seats": 8}))
        assert "Nothing to change" in info.value.message
        assert bob.state.events[event_id].settings.seats == 8
        done = bob.execute(UpdateEvent(event_id, {"tables": 2}))
        assert done.group == 3

        # Undo catches up too: alice's event-wide undo takes back bob's latest change.
        alice.refresh()
        assert alice.state == bob.state
        undone = alice.undo(event_scope(event_id), event_wide=True)
        assert undone.group == done.group
        assert alice.state.events[event_id].settings.tables == 0
        bob.refresh()
        assert bob.state == alice.state
        assert bob.journal() == alice.journal()

        # A refresh after another floor's undo folds from scratch.
        bob.execute(RemoveEvent(event_id))
        alice.undo(event_scope(event_id), event_wide=True)
        bob.refresh()
        assert bob.state == alice.state
        assert event_id in bob.state.events
        assert replay(bob.journal()) == bob.state
    finally:
        alice.close()
        bob.close()


def test_floor_current_event_follows_create_and_open(floor: Floor) -> None:
    assert floor.current_event_id() is None
    assert floor.undo_scope() == GLOBAL_SCOPE
    first = _create(floor, "First")
    second = _create(floor, "Second")
    assert floor.current_event_id() == second
    floor.open_event(first)
    assert floor.current_event_id() == first
    assert floor.undo_scope() == event_scope(first)
    assert floor.undo_scope(second) == event_scope(second)
    # Undoing the current event's creation falls back to the newest live event,
    # while Edit > Undo stays in that event's scope so redo can bring it back.
    floor.undo(event_scope(first))
    assert floor.current_event_id() == second
    assert floor.undo_scope() == event_scope(first)
    with pytest.raises(FloorError) as info:
        floor.open_event(first)
    assert info.value.code == "unknown_event"
