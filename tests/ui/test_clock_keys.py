"""Tests of the clock's keys, pressed where the focus is, in the main window and the room display.

Space starts, pauses and resumes; Left/Right step the level; +, = and -
change the time; F11 toggles full screen. A focused button or list must not
swallow them; a text field (or a table cell being edited) keeps them for
typing, and the structure table keeps the arrows for moving between cells.
"""

from __future__ import annotations

from tests.support import FakeClock
from tests.ui.fakes import MakeEventWindow

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from floortool.app.floor import Floor
from floortool.domain.clock.state import NOT_STARTED, PAUSED, RUNNING
from floortool.ui.main_window import MainWindow
from floortool.ui.models.structure import StructureTableModel
from floortool.ui.pages import Page
from floortool.ui.room_display import RoomDisplay

NO = Qt.KeyboardModifier.NoModifier


def press(qtbot: QtBot, key: Qt.Key, modifiers: Qt.KeyboardModifier = NO) -> None:
    """Press ``key`` where the keyboard focus is, as a director would."""
    target = QApplication.focusWidget()
    assert target is not None
    qtbot.keyClick(target, key, modifiers)


def state(window: MainWindow) -> str:
    view = window.ticker.view
    assert view is not None
    return view.state


def level(window: MainWindow) -> int | None:
    view = window.ticker.view
    assert view is not None
    return view.row.level


def remaining(window: MainWindow) -> str:
    texts = window.ticker.texts
    assert texts is not None
    return texts.time


def focus(qtbot: QtBot, widget: QWidget) -> None:
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus)


def test_space_arrows_plus_minus_work_with_a_button_focused(
    qtbot: QtBot, make_event_window: MakeEventWindow, clock: FakeClock
) -> None:
    window = make_event_window()
    page = window.event_view.clock_page
    # If the focused button took Space, the clock would go to level 2 instead of starting.
    focus(qtbot, page.next_button)

    press(qtbot, Qt.Key.Key_Space)
    assert state(window) == RUNNING
    assert level(window) == 1

    press(qtbot, Qt.Key.Key_Right)
    assert level(window) == 2
    press(qtbot, Qt.Key.Key_Right)
    press(qtbot, Qt.Key.Key_Left)
    assert level(window) == 2

    press(qtbot, Qt.Key.Key_Plus)
    assert remaining(window) == "11:00"
    press(qtbot, Qt.Key.Key_Equal)
    assert remaining(window) == "12:00"
    press(qtbot, Qt.Key.Key_Minus)
    assert remaining(window) == "11:00"
    press(qtbot, Qt.Key.Key_Minus, Qt.KeyboardModifier.KeypadModifier)
    assert remaining(window) == "10:00"

    press(qtbot, Qt.Key.Key_Space)
    assert state(window) == PAUSED
    press(qtbot, Qt.Key.Key_Space)
    assert state(window) == RUNNING


def test_space_works_from_the_sidebar_on_any_page(
    qtbot: QtBot, make_event_window: MakeEventWindow
) -> None:
    window = make_event_window()
    window.event_view.show_page(Page.TABLES)
    focus(qtbot, window.event_view.sidebar)

    press(qtbot, Qt.Key.Key_Space)

    assert state(window) == RUNNING
    assert window.event_view.current_page() is Page.TABLES


def test_keys_go_to_a_text_field_being_typed_in(
    qtbot: QtBot, make_event_window: MakeEventWindow, floor: Floor
) -> None:
    window = make_event_window()
    search = QLineEdit(window.event_view.clock_page)  # as the Players page's search box will be
    search.show()
    focus(qtbot, search)
    revision = floor.revision

    qtbot.keyClicks(search, "12 - 4 + =")
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
        press(qtbot, key)

    assert search.text() == "12 - 4 + ="
    assert floor.revision == revision
    assert state(window) == NOT_STARTED


def test_keys_go_to_a_structure_cell_being_edited_and_the_table_keeps_its_arrows(
    qtbot: QtBot, make_event_window: MakeEventWindow, floor: Floor
) -> None:
    window = make_event_window()
    window.event_view.show_page(Page.STRUCTURE)
    table = window.event_view.structure_page.table
    model = window.event_view.structure_page.model
    table.setCurrentIndex(model.index(0, StructureTableModel.COL_SMALL_BLIND))
    focus(qtbot, table)
    revision = floor.revision

    press(qtbot, Qt.Key.Key_Right)  # moves to the next cell, not the next level
    assert table.currentIndex().column() == StructureTableModel.COL_BIG_BLIND
    press(qtbot, Qt.Key.Key_Down)
    assert table.currentIndex().row() == 1
    assert floor.revision == revision

    table.setCurrentIndex(model.index(0, StructureTableModel.COL_GAME))
    press(qtbot, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit)
    qtbot.keyClicks(editor, "Hold em - 8 + 2")
    press(qtbot, Qt.Key.Key_Left)
    press(qtbot, Qt.Key.Key_Space)
    assert editor.text() == "Hold em - 8 +  2"
    assert floor.revision == revision
    press(qtbot, Qt.Key.Key_Escape)

    focus(qtbot, table)
    press(qtbot, Qt.Key.Key_Space)  # not editing: Space is the clock's again
    assert state(window) == RUNNING


def test_f11_toggles_full_screen_of_the_main_window(
    qtbot: QtBot, make_event_window: MakeEventWindow
) -> None:
    window = make_event_window()
    focus(qtbot, window.event_view.sidebar)

    press(qtbot, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    press(qtbot, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())


def open_display(qtbot: QtBot, window: MainWindow) -> RoomDisplay:
    display = window.open_room_display()
    qtbot.addWidget(display)
    qtbot.waitExposed(display)
    display.windowHandle().requestActivate()
    qtbot.waitUntil(display.isActiveWindow)
    return display


def test_clock_keys_work_from_the_room_display(
    qtbot: QtBot, make_event_window: MakeEventWindow, clock: FakeClock
) -> None:
    window = make_event_window()
    display = open_display(qtbot, window)

    qtbot.keyClick(display, Qt.Key.Key_Space)
    assert state(window) == RUNNING
    qtbot.keyClick(display, Qt.Key.Key_Right)
    assert level(window) == 2
    assert display.texts is not None
    assert display.texts.title == "Level 2"
    qtbot.keyClick(display, Qt.Key.Key_Plus)
    assert display.texts.time == "11:00"
    qtbot.keyClick(display, Qt.Key.Key_Minus)
    assert display.texts.time == "10:00"
    qtbot.keyClick(display, Qt.Key.Key_Left)
    assert level(window) == 1
    qtbot.keyClick(display, Qt.Key.Key_Space)
    assert state(window) == PAUSED
    assert window.event_view.clock_page.card.status_label.text() == "PAUSED"


def test_f11_and_escape_on_the_room_display(
    qtbot: QtBot, make_event_window: MakeEventWindow
) -> None:
    window = make_event_window()
    display = open_display(qtbot, window)

    qtbot.keyClick(display, Qt.Key.Key_F11)
    qtbot.waitUntil(display.isFullScreen)
    assert not window.isFullScreen()
    qtbot.keyClick(display, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not display.isFullScreen())
