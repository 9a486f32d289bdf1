"""The lobby's rows (issue 29 item 5): "a lobby layout for a night with a main event,
a satellite and a side event (each event's clock, players left, late-registration
status)".

``app.views.lobby``: "An event is in play from the moment its clock is running,
paused or counting down to a scheduled start until its tournament is over; an event
without a structure, not scheduled, or over is left out. Each is one row ...: its
name, then its level (or break), the time left in it (or till its start), the players
left and whether late registration is open."
"""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from tests.domain.pure_floor import CLI_STRUCTURE
from tests.web.web_floor import make_event, open_floor

from floortool.app.commands.clock import PauseClock, ScheduleStart, StartClock
from floortool.app.commands.events import CreateEvent
from floortool.app.floor import Floor, utc_now
from floortool.app.languages import catalogue
from floortool.app.views.clock import clock_view, format_seconds
from floortool.app.views.field import field_summary
from floortool.app.views.lobby import lobby_rows
from floortool.domain.tournament.event import settings_for

MAIN = tuple(f"Main Player {n}" for n in range(1, 13))
SATELLITE = tuple(f"Satellite Player {n}" for n in range(1, 6))
SIDE = ("Side Player 1",)


def night(floor: Floor) -> tuple[int, int, int, int]:
    """A main event running, a satellite paused, a side event scheduled to start in half
    an hour, and an event not started nor scheduled."""
    main = make_event(floor, "Friday Main", MAIN)
    satellite = make_event(floor, "Satellite", SATELLITE)
    side = make_event(floor, "Side Event", SIDE)
    later = make_event(floor, "Sunday Deepstack", SIDE)
    floor.execute(StartClock(main))
    floor.execute(StartClock(satellite))
    floor.execute(PauseClock(satellite))
    floor.execute(ScheduleStart(side, floor.clock() + timedelta(minutes=30)))
    return main, satellite, side, later


def left(floor: Floor, event_id: int) -> int:
    return field_summary(floor.state, event_id).players_left


def english_rows(floor: Floor) -> tuple[tuple[str, str], ...]:
    """The lobby's rows, as the English command line and the web show them."""
    rows = lobby_rows(floor.state, floor.clock(), lambda event_id: left(floor, event_id))
    return tuple((name, str(right)) for name, right in rows)


def test_each_event_in_play_is_a_row_and_the_others_are_left_out(tmp_path: Path) -> None:
    at = [utc_now()]
    floor = open_floor(f"sqlite:///{tmp_path / 'floor.db'}", clock=lambda: at[0])
    main, satellite, _side, _later = night(floor)
    at[0] += timedelta(minutes=3)
    rows = english_rows(floor)

    main_view = clock_view(floor.state, main, floor.clock())
    assert main_view is not None
    main_minutes = main_view.row.minutes
    # started 3 minutes ago: the first level has its minutes less three left
    main_time = f"{format_seconds(main_minutes * 60 - 180)} left"
    satellite_view = clock_view(floor.state, satellite, floor.clock())
    assert satellite_view is not None
    paused_time = f"paused, {format_seconds(satellite_view.row.minutes * 60)} left"
    assert rows == (
        ("Friday Main", f"Level 1 · {main_time} · 12 players · late reg open"),
        ("Satellite", f"Level 1 · {paused_time} · 5 players · late reg open"),
        ("Side Event", f"Level 1 · starts in {format_seconds(27 * 60)} · 1 player · late reg open"),
    )
    floor.close()


def test_the_rows_follow_the_clock_and_late_registration(tmp_path: Path) -> None:
    """The time is read at ``now``: a later reading shows less time left; once late
    registration has closed (here at the end of level 1) the row says so."""
    at = [utc_now()]
    floor = open_floor(f"sqlite:///{tmp_path / 'floor.db'}", clock=lambda: at[0])
    made = settings_for(name="Friday Main", tables=2, seats=9, late_reg_close_level=1)
    main = floor.execute(CreateEvent(made, structure=CLI_STRUCTURE)).group
    floor.execute(StartClock(main))
    first = english_rows(floor)
    assert first[0][1].endswith("late reg open")
    at[0] += timedelta(seconds=61)
    later = english_rows(floor)
    assert first != later
    view = clock_view(floor.state, main, floor.clock())
    assert view is not None
    at[0] += timedelta(seconds=view.remaining + 30)  # into the next row
    last = english_rows(floor)
    assert last[0][1].endswith("late reg closed")
    floor.close()


def test_a_row_is_said_in_the_readers_language(tmp_path: Path) -> None:
    """Issue 30: the lobby's words are the reader's ("Level", "noch", "Spieler"), the
    event's name as the director typed it."""
    at = [utc_now()]
    floor = open_floor(f"sqlite:///{tmp_path / 'floor.db'}", clock=lambda: at[0])
    made = settings_for(name="Friday Main", tables=2, seats=9, late_reg_close_level=1)
    main = floor.execute(CreateEvent(made, structure=CLI_STRUCTURE)).group
    floor.execute(StartClock(main))
    floor.execute(PauseClock(main))
    ((name, right),) = lobby_rows(floor.state, floor.clock(), lambda event_id: 0)
    assert name == "Friday Main"
    assert catalogue("de").say(right).startswith("Level 1 · pausiert, noch ")
    assert catalogue("de").say(right).endswith(" · 0 Spieler · Late Reg offen")
    floor.close()
