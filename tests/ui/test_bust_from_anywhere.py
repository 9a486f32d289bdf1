"""Tests of busting from the page the director is on (issue 15, item 3).

F4 opens the bust-out desk over the current page and leaves that page on
show; the desk takes the keyboard (typed "1-4" lands in its find field, not
in the window behind). No clock key acts while any dialog is open: "-" typed
into the main window behind a dialog must not take a minute off the clock.
After the bust the desk closes, and the new place shows with an Undo button
for a few seconds; its Undo takes that bust back, and only that bust.
"""

from __future__ import annotations

from tests.support import FakeClock
from tests.ui.desk import league_event, send
from tests.ui.fakes import MakeWindow

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from floortool.app.commands.clock import StartClock
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.floor import Floor
from floortool.app.views.field import field_summary
from floortool.app.views.results import results_view
from floortool.ui.bust_dialog import BustDialog
from floortool.ui.bust_toast import SHOW_MS
from floortool.ui.main_window import MainWindow
from floortool.ui.pages import Page

NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay")
CLOCK_KEYS = (Qt.Key.Key_Minus, Qt.Key.Key_Plus, Qt.Key.Key_Space, Qt.Key.Key_Right)


def on_tables(make_window: MakeWindow, floor: Floor) -> tuple[MainWindow, int]:
    """A six-player league event, clock running, the Tables page on show."""
    event_id = league_event(floor, buy_in=10_000, fee=1_000, tables=1, seats=6)
    floor.execute(RegisterEntry(event_id, newcomers(NAMES)))
    floor.execute(StartClock(event_id))
    window = make_window(event_id=event_id)
    window.event_view.show_page(Page.TABLES)
    return window, event_id


def seat_of(floor: Floor, event_id: int, name: str) -> str:
    row = next(r for r in field_summary(floor.state, event_id).entries if r.player == name)
    return f"{row.table}-{row.seat}"


def clock_time(window: MainWindow) -> str:
    texts = window.ticker.texts
    assert texts is not None
    return texts.time


def desk(qtbot: QtBot, window: MainWindow) -> BustDialog:
    """F4, as pressed; the desk once it is active."""
    window.bust_action.trigger()
    dialog = window.event_view.results_page.bust_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def has_focus_in(widget: QWidget) -> bool:
    focused = QApplication.focusWidget()  # polled only while a window is active
    return focused is not None and (focused is widget or widget.isAncestorOf(focused))


def test_f4_opens_the_desk_over_the_current_page_with_the_keyboard(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window, event_id = on_tables(make_window, floor)
    dialog = desk(qtbot, window)
    assert window.event_view.current_page() is Page.TABLES
    assert dialog.isVisible() and has_focus_in(dialog)
    assert QApplication.focusWidget() is dialog.find_edit
    typed = seat_of(floor, event_id, "Cat")
    for key in typed:
        qtbot.keyClick(QApplication.focusWidget(), key)
    assert dialog.find_edit.text() == typed


def test_clock_keys_do_nothing_while_a_modal_dialog_is_open(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, clock: FakeClock
) -> None:
    window, _ = on_tables(make_window, floor)
    shown = clock_time(window)
    modal = QDialog(window)
    modal.setModal(True)
    modal.show()
    qtbot.waitExposed(modal)
    for key in CLOCK_KEYS:  # typed into the main window, as without a window manager
        qtbot.keyClick(window, key)
    for action in window.clock_actions.actions:  # and the actions themselves
        action.trigger()
    assert clock_time(window) == shown
    assert window.ticker.view is not None and window.ticker.view.state == "running"
    modal.close()
    qtbot.keyClick(window.event_view, Qt.Key.Key_Minus)
    assert clock_time(window) != shown  # with the dialog gone the key works again


def test_clock_keys_do_nothing_behind_the_bust_desk(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window, _ = on_tables(make_window, floor)
    desk(qtbot, window)
    shown = clock_time(window)
    window.clock_actions.remove_minute_action.trigger()
    qtbot.keyClick(window, Qt.Key.Key_Minus)
    assert clock_time(window) == shown


def test_the_bust_shows_the_place_and_undo_then_goes(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window, event_id = on_tables(make_window, floor)
    dialog = desk(qtbot, window)
    qtbot.keyClicks(dialog.find_edit, seat_of(floor, event_id, "Cat"))
    qtbot.keyClick(dialog.find_edit, Qt.Key.Key_Return)
    qtbot.keyClick(dialog.find_edit, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    assert window.event_view.current_page() is Page.TABLES
    toast = window.bust_toast
    assert toast.isVisible() and toast.place_label.text() == "Cat: 6th"
    assert toast.undo_button.isVisible()
    qtbot.mouseClick(toast.undo_button, Qt.MouseButton.LeftButton)
    assert not toast.isVisible()
    rows = results_view(floor.state, event_id).results
    assert next(r for r in rows if r.player == "Cat").place is None
    dialog = desk(qtbot, window)
    assert dialog.add("Dan") and dialog.bust()
    # It goes by itself: its one-shot timer runs for SHOW_MS, and its end hides it.
    assert toast.isVisible() and toast.timer.isActive() and toast.timer.isSingleShot()
    assert toast.timer.interval() == SHOW_MS
    toast.timer.stop()
    toast.timer.timeout.emit()
    assert not toast.isVisible()


def test_the_toasts_undo_never_takes_back_a_later_action(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window, event_id = on_tables(make_window, floor)
    dialog = desk(qtbot, window)
    assert dialog.add("Cat") and dialog.bust()
    send(window, RegisterEntry(event_id, newcomers(("Gus",))))
    qtbot.mouseClick(window.bust_toast.undo_button, Qt.MouseButton.LeftButton)
    assert "something was done after that bust" in window.statusBar().currentMessage()
    players = {r.player: r for r in results_view(floor.state, event_id).results}
    assert players["Cat"].place is not None and "Gus" in players


def test_the_note_goes_when_its_bust_is_undone_with_edit_undo(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """Ctrl+Z takes the bust back: the note no longer names a place anybody holds, so it
    goes at once; a note stays up while later actions leave its bust in force."""
    window, event_id = on_tables(make_window, floor)
    dialog = desk(qtbot, window)
    assert dialog.add("Cat") and dialog.bust()
    send(window, RegisterEntry(event_id, newcomers(("Gus",))))
    assert window.bust_toast.isVisible()  # Cat's bust still stands
    dialog = desk(qtbot, window)
    assert dialog.add("Dan") and dialog.bust()
    assert window.bust_toast.place_label.text() == "Dan: 6th"  # Gus made it 7 entries

    window.undo_action.trigger()

    assert not window.bust_toast.isVisible()
    rows = results_view(floor.state, event_id).results
    assert next(r for r in rows if r.player == "Dan").place is None
