"""Clock and structure commands through the Floor: journaled, replayed, undone."""

from __future__ import annotations

from functools import partial

import pytest
from tests.support import FakeClock

from floortool.app.commands.clock import (
    AdjustClock,
    GoToLevel,
    PauseClock,
    ResumeClock,
    ScheduleStart,
    StartClock,
    StepRow,
)
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.structure import EditStructure, SetStructure
from floortool.app.floor import Floor
from floortool.app.resources import load_template
from floortool.app.views.clock import clock_view
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import event_scope
from floortool.domain.structure.edit import delete_row, insert_row, set_field
from floortool.domain.structure.levels import Break, Level, Structure
from floortool.domain.tournament.event import settings_for

SHORT = Structure(
    name="Short",
    rows=(
        Level(small_blind=25, big_blind=50, minutes=20),
        Level(small_blind=50, big_blind=100, minutes=20),
        Break(minutes=10, color_up=(25,)),
        Level(small_blind=100, big_blind=200, ante=200, big_blind_ante=True, minutes=20),
        Level(small_blind=200, big_blind=400, ante=400, big_blind_ante=True, minutes=20),
    ),
)


@pytest.fixture
def floor(db_url: str, clock: FakeClock) -> Floor:
    floor = Floor.open(db_url, operator="td", clock=clock)
    floor.execute(CreateEvent(settings_for(name="Friday"), structure=SHORT))
    return floor


def event(floor: Floor) -> int:
    event_id = floor.current_event_id()
    assert event_id is not None
    return event_id


def remaining(floor: Floor) -> float:
    view = clock_view(floor.state, event(floor), floor.clock())
    assert view is not None
    return view.remaining


def test_new_event_gets_the_rulebook_default_structure(db_url: str, clock: FakeClock) -> None:
    floor = Floor.open(db_url, operator="td", clock=clock)
    done = floor.execute(CreateEvent(settings_for(name="League", rulebook="roberts-v6-league")))
    assert floor.state.structures[done.group] == load_template("bar-league-20")


def test_clock_runs_pauses_and_survives_reopening(
    floor: Floor, clock: FakeClock, db_url: str
) -> None:
    floor.execute(StartClock(event(floor)))
    clock.advance(3)
    assert remaining(floor) == pytest.approx(1197)
    floor.execute(PauseClock(event(floor)))
    clock.advance(600)
    assert remaining(floor) == pytest.approx(1197)
    reopened = Floor.open(db_url, operator="td", clock=clock)
    assert remaining(reopened) == pytest.approx(1197)
    reopened.execute(ResumeClock(event(reopened)))
    clock.advance(300)  # the laptop is off for five minutes: the clock keeps going
    again = Floor.open(db_url, operator="td", clock=clock)
    assert remaining(again) == pytest.approx(897)


def test_next_prev_goto_and_adjust(floor: Floor, clock: FakeClock) -> None:
    eid = event(floor)
    floor.execute(StartClock(eid))
    floor.execute(StepRow(eid, 1))
    view = clock_view(floor.state, eid, clock())
    assert view is not None and view.row.level == 2
    floor.execute(GoToLevel(eid, 3))
    view = clock_view(floor.state, eid, clock())
    assert view is not None and (view.row.index, view.row.level) == (3, 3)
    floor.execute(StepRow(eid, -1))
    view = clock_view(floor.state, eid, clock())
    assert view is not None and view.row.is_break
    floor.execute(AdjustClock(eid, -60))
    assert remaining(floor) == pytest.approx(540)
    floor.execute(AdjustClock(eid, 120))
    assert remaining(floor) == pytest.approx(660)


def test_stepping_past_the_end_is_refused(floor: Floor) -> None:
    eid = event(floor)
    with pytest.raises(FloorError) as refused:
        floor.execute(StepRow(eid, -1))
    assert refused.value.code == "no_such_level"


def test_undo_and_redo_of_a_pause_round_trip(floor: Floor, clock: FakeClock) -> None:
    eid = event(floor)
    floor.execute(StartClock(eid))
    clock.advance(10)
    before = floor.state.clocks[eid]
    floor.execute(PauseClock(eid))
    assert floor.undo_label(event_scope(eid)) == "Pause the clock (Friday)"
    floor.undo(event_scope(eid))
    assert floor.state.clocks[eid] == before
    floor.redo(event_scope(eid))
    assert floor.state.clocks[eid].anchor is None


def test_hand_for_hand_hold_is_a_labelled_pause(floor: Floor) -> None:
    eid = event(floor)
    floor.execute(StartClock(eid))
    done = floor.execute(PauseClock(eid, "hand-for-hand"))
    assert done.label.startswith("Hold the clock for hand-for-hand")
    assert done.entries[0].data["reason"] == "hand-for-hand"


def test_scheduled_start_counts_down_and_starts(floor: Floor, clock: FakeClock) -> None:
    eid = event(floor)
    floor.execute(ScheduleStart(eid, clock() + __import__("datetime").timedelta(minutes=10)))
    view = clock_view(floor.state, eid, clock())
    assert view is not None and view.state == "not_started"
    assert view.starts_in == pytest.approx(600)
    clock.advance(660)
    assert remaining(floor) == pytest.approx(1140)


def test_editing_the_structure_keeps_the_clock_on_the_same_row(
    floor: Floor, clock: FakeClock
) -> None:
    eid = event(floor)
    floor.execute(StartClock(eid))
    floor.execute(GoToLevel(eid, 2))
    clock.advance(100)
    floor.execute(EditStructure(eid, partial(insert_row, row=Break(minutes=5), index=0)))
    view = clock_view(floor.state, eid, clock())
    assert view is not None and (view.row.level, view.row.index) == (2, 2)
    assert view.remaining == pytest.approx(1100)
    floor.execute(EditStructure(eid, partial(set_field, index=2, field="big_blind", value=125)))
    view = clock_view(floor.state, eid, clock())
    assert view is not None and view.row.big_blind == 125


def test_deleting_the_row_in_play_is_refused(floor: Floor) -> None:
    eid = event(floor)
    floor.execute(StartClock(eid))
    with pytest.raises(FloorError) as refused:
        floor.execute(EditStructure(eid, partial(delete_row, index=0)))
    assert refused.value.code == "row_in_play"


def test_an_invalid_edit_is_refused_and_changes_nothing(floor: Floor) -> None:
    eid = event(floor)
    before = floor.state.structures[eid]
    revision = floor.revision
    with pytest.raises(FloorError) as refused:
        floor.execute(EditStructure(eid, partial(set_field, index=1, field="big_blind", value=40)))
    assert "Level 2" in refused.value.message
    assert floor.state.structures[eid] == before
    assert floor.revision == revision


def test_set_structure_from_template(floor: Floor) -> None:
    eid = event(floor)
    floor.execute(SetStructure(eid, load_template("turbo")))
    assert floor.state.structures[eid].name == load_template("turbo").name
