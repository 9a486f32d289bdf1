"""UI: the main window with another station on the same database (issue 17, fault
items 3 and 4): Edit > Undo takes back this station's own latest action, Edit > Undo
the Event's Latest names whoever did the latest, a click on a stale label is refused
with nothing changed, and a poll that cannot read the database says so and retries.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.app.test_refused_records import _store_old_adjustment
from tests.ui.fakes import MakeWindow, NoticeLog

from pytestqt.qtbot import QtBot

from floortool.app.commands.clock import StartClock
from floortool.app.commands.events import CreateEvent, UpdateEvent
from floortool.app.floor import Floor
from floortool.domain.kernel.errors import FloorError
from floortool.domain.tournament.event import settings_for
from floortool.ui.main_window import MainWindow
from floortool.ui.window_status import OUTAGE_TEXT, left_out_text


def _renamed_elsewhere(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, sqlite_url: str
) -> tuple[MainWindow, Floor, int]:
    """The window on Friday's event, renamed by another station (``cli``, still open)
    and heard by the window's poll."""
    event_id = floor.execute(CreateEvent(settings_for(name="Friday"))).group
    window = make_window(event_id=event_id)
    other = Floor.open(sqlite_url, operator="cli")
    other.execute(UpdateEvent(event_id, {"name": "Friday Deepstack"}))
    qtbot.waitUntil(lambda: "(by cli)" in window.undo_latest_action.text(), timeout=3000)
    return window, other, event_id


def test_undo_menu_keeps_own_and_names_the_event_wide(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, sqlite_url: str, notices: NoticeLog
) -> None:
    window, other, event_id = _renamed_elsewhere(qtbot, make_window, floor, sqlite_url)
    try:
        assert window.undo_action.text() == "Undo Create event Friday"
        assert window.undo_latest_action.text() == (
            "Undo the Event's Latest: Change name of Friday (by cli)"
        )
        # The other station acts again before this window's poll has read it: the
        # event-wide label still names the rename, and the click must not take back
        # what came since.
        window.poll_timer.stop()
        other.execute(UpdateEvent(event_id, {"name": "Friday Turbo"}))
        journal = other.journal()
        window.undo_latest_action.trigger()
        assert other.journal() == journal  # nothing written
        assert notices and "no longer what undo takes back" in notices[-1].text
        window.undo_latest_action.trigger()  # the menu now names the latest: it goes
        other.refresh()
        assert other.state.events[event_id].name == "Friday Deepstack"
    finally:
        other.close()


def test_poll_says_the_database_is_unreachable_and_retries(
    qtbot: QtBot,
    make_window: MakeWindow,
    floor: Floor,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    window = make_window()
    calls: list[int] = []

    def unreachable() -> bool:
        calls.append(1)
        raise FloorError(
            "The database server at db:5432 cannot be reached.", code="database_unavailable"
        )

    monkeypatch.setattr(floor, "refresh", unreachable)
    qtbot.waitUntil(lambda: len(calls) >= 2, timeout=5000)  # it retries
    assert window.statusBar().currentMessage() == OUTAGE_TEXT
    assert "cannot be reached" in window.statusBar().toolTip()
    window.resize(1024, 768)
    window.grab().save(str(tmp_path / "outage-1024x768.png"))
    monkeypatch.undo()
    qtbot.waitUntil(
        lambda: window.statusBar().currentMessage() == "The database is back: up to date.",
        timeout=5000,
    )
    assert window.statusBar().toolTip() == ""


def test_window_stations_screens(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, sqlite_url: str, tmp_path: Path
) -> None:
    """The Edit menu with both undos, at the two window sizes (looked at by hand)."""
    window, other, _ = _renamed_elsewhere(qtbot, make_window, floor, sqlite_url)
    other.close()
    menu = window.menuBar().actions()[1].menu()
    assert menu is not None
    for width, height in ((1024, 768), (1920, 1080)):
        window.resize(width, height)
        menu.popup(window.mapToGlobal(window.menuBar().geometry().bottomLeft()))
        qtbot.waitExposed(menu)
        menu.grab().save(str(tmp_path / f"edit-menu-{width}x{height}.png"))
        window.grab().save(str(tmp_path / f"window-{width}x{height}.png"))
        menu.hide()
        assert menu.sizeHint().width() <= width


def test_a_damaged_action_left_out_is_shown_until_it_is_undone(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, sqlite_url: str, tmp_path: Path
) -> None:
    """A journal group holding a record no decision would make (an old version's
    ``clock adjust nan``), written by another station, is left out of the state: the
    window says so in its status bar, names the group in the tooltip, and stops saying
    it once Edit > Undo the Event's Latest takes the group back."""
    event_id = floor.execute(CreateEvent(settings_for(name="Old"))).group
    floor.execute(StartClock(event_id))
    window = make_window(event_id=event_id)
    assert window.left_out_status.isHidden()
    group = _store_old_adjustment(sqlite_url, float("nan"))
    qtbot.waitUntil(lambda: window.left_out_status.isVisible(), timeout=3000)  # the poll
    assert (
        window.left_out_status.text()
        == left_out_text(1)
        == "\N{WARNING SIGN} 1 damaged action left out"
    )
    tip = window.left_out_status.toolTip()
    assert f"journal group {group} ('Add nan s') is left out: clock_adjusted:" in tip
    assert "Edit > Undo the Event's Latest takes the latest back." in tip
    for width, height in ((1024, 768), (1920, 1080)):
        window.resize(width, height)
        window.grab().save(str(tmp_path / f"left-out-{width}x{height}.png"))
        assert window.left_out_status.geometry().right() <= window.width()
    assert window.undo_latest_action.data() == group
    window.undo_latest_action.trigger()
    assert window.left_out_status.isHidden() and window.left_out_status.toolTip() == ""
