"""Screens in rotation on the Qt room display (issue 29 item 4): "a screen set (views
and seconds each)": the display shows each layout of the set for its seconds, then the
next, by the clock (``ScreenSet.view_at``), with a single-shot timer of its own (a Qt
child, stopped when the display closes and picked up again when it opens); the window
plays the set chosen from the context menu, keeps it, and gives each layout its lists
as it turns; choosing a layout stops the set."""

from __future__ import annotations

import gc
import weakref

import pytest
from tests.ui.clock_samples import RUNNING
from tests.ui.desk import league_event
from tests.ui.fakes import MakeWindow

from pytestqt.qtbot import QtBot

from floortool.app.commands.clock import StartClock
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.floor import Floor
from floortool.app.layouts import load_layout
from floortool.app.screen_sets import load_screen_set, save_screen_set, set_layouts
from floortool.domain.display.screen_sets import ScreenSet, View
from floortool.ui.room_display import RoomDisplay
from floortool.ui.window_dialogs import ROOM_LAYOUT_KEY, ROOM_SET_KEY

NIGHT = ScreenSet("Night", (View("classic", 60), View("big-clock", 10), View("break", 30)))
CYCLE_START = 1_700_000_000 - 1_700_000_000 % NIGHT.cycle


class FakeClock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def display(qtbot: QtBot) -> RoomDisplay:
    shown = RoomDisplay()
    qtbot.addWidget(shown)
    shown.resize(1024, 768)
    shown.show_texts(RUNNING)
    return shown


def test_the_display_turns_through_the_set_by_the_clock(display: RoomDisplay) -> None:
    """Each view shows for its seconds, then the next; the timer waits exactly as long."""
    clock = FakeClock(CYCLE_START + 50)
    display.rotation.clock = clock
    turned: list[str] = []
    display.layout_turned.connect(lambda: turned.append(display.layout_shown.name))  # type: ignore[union-attr]

    display.show_set(NIGHT, set_layouts(NIGHT))

    assert display.layout_shown == load_layout("classic")
    assert display.set_shown == NIGHT
    assert display.rotation.timer.isActive()
    assert display.rotation.timer.isSingleShot()
    assert display.rotation.timer.interval() == 10_000  # 60 - 50 seconds left
    clock.now = CYCLE_START + 60
    display.rotation.timer.timeout.emit()
    assert display.layout_shown == load_layout("big-clock")
    assert display.rotation.timer.interval() == 10_000
    clock.now = CYCLE_START + 75
    display.rotation.timer.timeout.emit()
    assert display.layout_shown == load_layout("break")
    assert display.rotation.timer.interval() == 25_000
    clock.now = CYCLE_START + NIGHT.cycle
    display.rotation.timer.timeout.emit()
    assert display.layout_shown == load_layout("classic")
    assert turned == ["Classic", "Big clock", "Break", "Classic"]


def test_its_timers_are_its_own_and_stop_when_it_closes(qtbot: QtBot, display: RoomDisplay) -> None:
    """Every timer has a Qt parent (none is left to the garbage collector) and none runs
    on a closed display."""
    assert display.rotation.parent() is display
    assert display.rotation.timer.parent() is display.rotation
    assert display.ticker_timer.parent() is display
    assert display.ticker.timer.parent() is display.ticker
    clock = FakeClock(CYCLE_START + 70)
    display.rotation.clock = clock
    display.show()
    display.show_set(NIGHT, set_layouts(NIGHT))
    assert display.rotation.timer.isActive()

    display.close()
    assert not display.rotation.timer.isActive()
    clock.now = CYCLE_START + 80  # the break's view by now
    display.show()
    assert display.layout_shown == load_layout("break")
    assert display.rotation.timer.interval() == 20_000

    display.show_set(None, {})
    assert not display.rotation.timer.isActive()


def test_the_window_plays_the_set_chosen_and_keeps_it(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = league_event(floor, name="Friday", buy_in=10_000, tables=2, seats=9)
    floor.execute(RegisterEntry(event_id, newcomers(("Ann Ames", "Bob Bell"))))
    floor.execute(StartClock(event_id))
    save_screen_set("seats", [View("clock-seating", 30), View("classic", 30)])
    window = make_window(event_id=event_id)
    room = window.open_room_display()
    qtbot.addWidget(room)  # closed and deleted after the test: the window lets go of it below
    room.rotation.clock = FakeClock(CYCLE_START)

    room.set_requested.emit("seats")

    assert room.set_shown == load_screen_set("seats")
    assert window._settings.value(ROOM_SET_KEY) == "seats"
    # the seating layout shows (at a moment the cycle starts) with the event's lists
    room.rotation.clock = FakeClock(60 * 10**7)
    room.rotation.turn()
    assert room.layout_shown == load_layout("clock-seating")
    rows = {item.text for item in room.drawn() if item.name.startswith("seating.row")}
    assert rows == {"Ann Ames", "Bob Bell"}

    room.close()
    window.room_display = None  # the window opens a new display: it plays the kept set
    again = window.open_room_display()
    assert again.set_shown == load_screen_set("seats")
    again.close()

    again.layout_requested.emit("big-clock")
    assert again.set_shown is None
    assert not again.rotation.timer.isActive()
    assert again.layout_shown == load_layout("big-clock")
    assert window._settings.value(ROOM_SET_KEY) == ""
    assert window._settings.value(ROOM_LAYOUT_KEY) == "big-clock"


def test_a_display_let_go_of_is_freed_at_once_not_by_the_collector() -> None:
    """No Python reference cycle holds the display (its actions ask Qt for it): the last
    reference dropped frees it on the spot, in the thread that dropped it, rather than
    leaving a live widget to the garbage collector, which may run on any thread."""
    was_on = gc.isenabled()  # the tests' application collects by its own timer
    gc.disable()
    try:
        display = RoomDisplay()
        display.show_set(NIGHT, set_layouts(NIGHT))
        freed = weakref.ref(display)
        del display
        assert freed() is None
    finally:
        if was_on:
            gc.enable()
