"""Tests of the main window: real widgets, real clicks and keys, a real SQLite floor."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from floortool import __version__
from floortool.app.commands.events import CreateEvent, RemoveEvent, UpdateEvent
from floortool.app.floor import Floor
from floortool.app.paths import config_dir
from floortool.domain.tournament.event import RULEBOOKS, settings_for
from floortool.ui.errors import Notice, NoticeKind
from floortool.ui.event_dialog import NewEventDialog, OpenEventDialog
from floortool.ui.event_form import EventForm
from floortool.ui.floor_page import FloorPage
from floortool.ui.main_window import MainWindow
from floortool.ui.pages import Page
from floortool.ui.window_status import display_url
from floortool.ui.window_undo import action_text

MakeWindow = Callable[..., MainWindow]


def texts(notices: list[Notice]) -> list[str]:
    return [notice.text for notice in notices]


def menu(window: MainWindow, title: str) -> QMenu:
    for action in window.menuBar().actions():
        if action.text().replace("&", "") == title:
            found = action.menu()
            assert isinstance(found, QMenu)
            return found
    raise AssertionError(f"no menu {title!r}")


def menu_texts(window: MainWindow, title: str) -> list[str]:
    return [a.text() for a in menu(window, title).actions() if not a.isSeparator()]


def fill_form(
    qtbot: QtBot,
    form: EventForm,
    *,
    name: str,
    type_text: str = "",
    league_rulebook: bool = False,
    stack: str = "",
    buy_in: str = "",
    fee: str = "",
) -> None:
    """Type into the form the way a director would."""
    qtbot.keyClicks(form.name_edit, name)
    qtbot.keyClicks(form.type_edit, type_text)
    if league_rulebook:
        form.rulebook_combo.setFocus()
        qtbot.keyClick(form.rulebook_combo, Qt.Key.Key_Down)
    if stack:
        form.stack_spin.selectAll()
        qtbot.keyClicks(form.stack_spin, stack)
    qtbot.keyClicks(form.buy_in_edit, buy_in)
    qtbot.keyClicks(form.fee_edit, fee)


def create_through_welcome(qtbot: QtBot, window: MainWindow, name: str) -> int:
    fill_form(qtbot, window.welcome.form, name=name)
    qtbot.mouseClick(window.welcome.create_button, Qt.MouseButton.LeftButton)
    assert window.event_id is not None
    return window.event_id


def listed_names(window: MainWindow) -> list[str]:
    model = window.welcome.event_list.event_model
    return [model.index(row, model.COL_NAME).data() for row in range(model.rowCount())]


# ---------------------------------------------------------------- creating and showing


def test_new_window_shows_welcome_with_title_and_empty_list(make_window: MakeWindow) -> None:
    window = make_window()

    assert window.screens.currentWidget() is window.welcome
    assert window.event_id is None
    assert window.windowTitle() == "floortool"
    assert listed_names(window) == []
    assert window.welcome.list_stack.currentWidget() is window.welcome.empty_label
    assert not window.undo_action.isEnabled()
    assert not window.close_event_action.isEnabled()


def test_welcome_form_creates_event_and_shows_its_pages(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, notices: list[Notice]
) -> None:
    window = make_window()

    fill_form(
        qtbot,
        window.welcome.form,
        name="Tuesday League",
        type_text="NLHE freezeout",
        league_rulebook=True,
        stack="15000",
        buy_in="30",
        fee="5.50",
    )
    qtbot.mouseClick(window.welcome.create_button, Qt.MouseButton.LeftButton)

    assert notices == []
    assert window.event_id is not None
    info = floor.state.events[window.event_id]
    assert info.settings.name == "Tuesday League"
    assert info.settings.type_text == "NLHE freezeout"
    assert info.settings.rulebook == "roberts-v6-league"
    assert info.settings.late_reg == "blinds-deducted"
    assert info.settings.starting_stack == 15_000
    assert (info.settings.buy_in, info.settings.fee) == (3000, 550)

    assert window.screens.currentWidget() is window.event_view
    assert window.event_view.name_label.text() == "Tuesday League"
    assert window.event_view.current_page() is Page.CLOCK
    shown = dict(window.event_view.clock_page.settings_text())
    assert shown["Rulebook"] == RULEBOOKS["roberts-v6-league"]
    assert shown["Starting stack"] == "15,000"
    assert shown["Buy-in + fee"] == "30.00 + 5.50"
    assert shown["Late registration closes"] == "end of level 2"
    sidebar = window.event_view.sidebar
    assert [sidebar.item(i).text() for i in range(sidebar.count())] == [
        "Clock",
        "Structure",
        "Players",
        "Payouts",
        "Tables",
        "Results",
        "Floor",
        "League",
        "Reports",
    ]
    assert window.windowTitle() == "Tuesday League — floortool"
    assert window.event_status.text() == "Event: Tuesday League"  # no journal number
    assert window.welcome.form.name_edit.text() == ""  # ready for the next event
    assert listed_names(window) == ["Tuesday League"]


def test_sidebar_click_and_view_shortcut_switch_pages(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window()
    create_through_welcome(qtbot, window, "Friday Turbo")
    sidebar = window.event_view.sidebar

    rect = sidebar.visualItemRect(sidebar.item(Page.FLOOR))
    qtbot.mouseClick(sidebar.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())

    assert window.event_view.current_page() is Page.FLOOR
    page = window.event_view.stack.currentWidget()
    assert isinstance(page, FloorPage)
    assert window.page_actions[Page.FLOOR].isChecked()

    window.page_actions[Page.LEAGUE].trigger()

    assert window.event_view.current_page() is Page.LEAGUE
    assert sidebar.currentRow() == Page.LEAGUE


def test_empty_name_is_refused_with_the_message_and_changes_nothing(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, notices: list[Notice]
) -> None:
    window = make_window()
    revision = floor.revision

    fill_form(qtbot, window.welcome.form, name="   ", buy_in="20")
    qtbot.mouseClick(window.welcome.create_button, Qt.MouseButton.LeftButton)

    assert texts(notices) == ["The event needs a name."]
    assert notices[0].kind is NoticeKind.WARNING
    assert "Nothing was changed" in notices[0].informative
    assert floor.revision == revision
    assert floor.state.events == {}
    assert window.screens.currentWidget() is window.welcome
    assert window.welcome.form.buy_in_edit.text() == "20"  # what was typed is kept
    assert window.welcome.form.name_edit.hasFocus()


def test_unreadable_buy_in_is_refused_and_focused(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, notices: list[Notice]
) -> None:
    window = make_window()

    fill_form(qtbot, window.welcome.form, name="Cup", buy_in="twenty")
    qtbot.keyClick(window.welcome.form.buy_in_edit, Qt.Key.Key_Return)

    assert len(notices) == 1
    assert texts(notices)[0].startswith("Buy-in: 'twenty' is not an amount of money")
    assert floor.state.events == {}
    assert window.welcome.form.buy_in_edit.hasFocus()


def test_return_in_the_name_field_creates_the_event(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window = make_window()

    qtbot.keyClicks(window.welcome.form.name_edit, "Keyboard Cup")
    qtbot.keyClick(window.welcome.form.name_edit, Qt.Key.Key_Return)

    assert [info.name for info in floor.state.events.values()] == ["Keyboard Cup"]
    assert window.screens.currentWidget() is window.event_view


# ---------------------------------------------------------------- undo and redo


def test_undo_names_the_create_and_takes_it_back_then_redo_restores(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window = make_window()
    event_id = create_through_welcome(qtbot, window, "Tuesday League")

    assert menu_texts(window, "Edit")[:2] == ["Undo Create event Tuesday League", "Redo"]
    assert window.undo_action.isEnabled()
    assert not window.redo_action.isEnabled()

    menu(window, "Edit").actions()[0].trigger()

    assert event_id not in floor.state.events
    assert window.screens.currentWidget() is window.welcome
    assert listed_names(window) == []
    assert window.undo_action.text() == "Undo"
    assert not window.undo_action.isEnabled()
    assert window.redo_action.text() == "Redo Create event Tuesday League"

    window.redo_action.trigger()

    assert floor.state.events[event_id].name == "Tuesday League"
    assert window.event_id == event_id
    assert window.screens.currentWidget() is window.event_view
    assert listed_names(window) == ["Tuesday League"]
    assert window.undo_action.text() == "Undo Create event Tuesday League"


def press(qtbot: QtBot, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:
    """Press ``key`` where the keyboard focus is, as a director would."""
    target = QApplication.focusWidget()
    assert target is not None
    qtbot.keyClick(target, key, modifiers)


def test_undo_and_redo_keyboard_shortcuts(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window = make_window()
    event_id = create_through_welcome(qtbot, window, "Shortcut Cup")
    window.event_view.sidebar.setFocus()
    ctrl = Qt.KeyboardModifier.ControlModifier

    press(qtbot, Qt.Key.Key_Z, ctrl)
    assert event_id not in floor.state.events
    assert window.screens.currentWidget() is window.welcome

    press(qtbot, Qt.Key.Key_Y, ctrl)
    assert event_id in floor.state.events
    assert window.event_id == event_id

    press(qtbot, Qt.Key.Key_Z, ctrl)
    press(qtbot, Qt.Key.Key_Z, ctrl | Qt.KeyboardModifier.ShiftModifier)
    assert event_id in floor.state.events
    assert window.event_id == event_id


def test_undo_label_doubles_ampersands_so_qt_shows_them() -> None:
    assert action_text("Undo", "Create event R&D Cup") == "Undo Create event R&&D Cup"
    assert action_text("Redo", None) == "Redo"


# ---------------------------------------------------------------- file menu and dialogs


def test_file_menu_lists_its_actions(make_window: MakeWindow) -> None:
    window = make_window()

    assert menu_texts(window, "File") == [
        "&New Event…",
        "&Open Event…",
        "Event &Settings…",
        "&Close Event",
        "S&hare on the Venue Network…",
        "&Quit",
    ]
    assert not window.event_settings_action.isEnabled()  # no event open yet
    assert menu_texts(window, "Help") == ["&Rulebooks…", "&About floortool"]


def test_new_event_dialog_stays_open_on_refusal_then_creates(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, notices: list[Notice]
) -> None:
    window = make_window()

    window.new_event_action.trigger()
    dialog = window.findChild(NewEventDialog)
    assert isinstance(dialog, NewEventDialog)
    qtbot.waitExposed(dialog)
    dialog.accept()  # the OK button, with an empty name

    assert texts(notices) == ["The event needs a name."]
    assert dialog.isVisible()
    assert floor.state.events == {}

    qtbot.keyClicks(dialog.form.name_edit, "Dialog Cup")
    qtbot.keyClick(dialog.form.name_edit, Qt.Key.Key_Return)

    assert not dialog.isVisible()
    assert window.event_id is not None
    assert floor.state.events[window.event_id].name == "Dialog Cup"
    assert window.event_view.name_label.text() == "Dialog Cup"


def test_open_event_dialog_opens_the_double_clicked_event(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    first = floor.execute(CreateEvent(settings_for(name="Monday Cup"))).group
    second = floor.execute(CreateEvent(settings_for(name="Wednesday Cup"))).group
    window = make_window(event_id=second)

    window.open_event_action.trigger()
    dialog = window.findChild(OpenEventDialog)
    assert isinstance(dialog, OpenEventDialog)
    qtbot.waitExposed(dialog)
    table = dialog.event_list
    row = table.event_model.row_of(first)
    assert row is not None
    cell = table.visualRect(table.event_model.index(row, table.event_model.COL_NAME))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=cell.center())
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=cell.center())

    assert window.event_id == first
    assert window.event_view.name_label.text() == "Monday Cup"
    assert floor.current_event_id() == first


def test_welcome_list_opens_selected_event_with_open_button(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    first = floor.execute(CreateEvent(settings_for(name="Monday Cup"))).group
    floor.execute(CreateEvent(settings_for(name="Wednesday Cup")))
    window = make_window()
    assert listed_names(window) == ["Wednesday Cup", "Monday Cup"]  # newest first

    window.welcome.event_list.select_event(first)
    qtbot.mouseClick(window.welcome.open_button, Qt.MouseButton.LeftButton)

    assert window.event_id == first
    assert window.event_view.name_label.text() == "Monday Cup"


def test_close_event_goes_back_to_welcome(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    create_through_welcome(qtbot, window, "Closing Cup")

    window.close_event_action.trigger()

    assert window.event_id is None
    assert window.screens.currentWidget() is window.welcome
    assert window.event_status.text() == "No event open"
    assert not window.page_actions[Page.CLOCK].isEnabled()


def test_window_opens_the_requested_event(make_window: MakeWindow, floor: Floor) -> None:
    event_id = floor.execute(CreateEvent(settings_for(name="Requested Cup"))).group

    window = make_window(event_id=event_id)

    assert window.event_id == event_id
    assert window.screens.currentWidget() is window.event_view


def test_about_names_the_version_and_where_data_lives(
    make_window: MakeWindow, sqlite_url: str
) -> None:
    window = make_window()

    window.about_action.trigger()

    dialog = window.about_dialog
    assert dialog is not None and dialog.isVisible()
    assert __version__ in dialog.title_label.text()
    assert dialog.locations["Database"] == sqlite_url
    assert dialog.locations["Settings"] == str(config_dir())


# ---------------------------------------------------------------- status bar


def test_status_bar_shows_database_and_operator(make_window: MakeWindow, sqlite_url: str) -> None:
    window = make_window()

    assert window.database_status.full_text == f"Database: {sqlite_url}"
    assert window.operator_status.text() == "Operator: tester"


@pytest.mark.parametrize(
    ("url", "shown"),
    [
        (
            "postgresql+psycopg://floor:s3cr@t@db.example/floortool",
            "postgresql+psycopg://floor:***@db.example/floortool",
        ),
        ("postgresql://floor:pw@localhost:5432/db", "postgresql://floor:***@localhost:5432/db"),
        ("postgresql://floor@localhost/db", "postgresql://floor@localhost/db"),
        ("sqlite:////home/td/floor.db", "sqlite:////home/td/floor.db"),
    ],
)
def test_display_url_hides_the_password(url: str, shown: str) -> None:
    assert display_url(url) == shown


# ---------------------------------------------------------------- other processes


def test_event_created_by_another_process_appears_after_the_poll(
    qtbot: QtBot, make_window: MakeWindow, sqlite_url: str
) -> None:
    window = make_window()
    other = Floor.open(sqlite_url, operator="cli")
    try:
        other.execute(CreateEvent(settings_for(name="From the command line")))
        assert listed_names(window) == []

        qtbot.waitUntil(lambda: listed_names(window) == ["From the command line"], timeout=3000)
    finally:
        other.close()


def test_open_event_follows_changes_and_removal_made_elsewhere(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, sqlite_url: str
) -> None:
    event_id = floor.execute(CreateEvent(settings_for(name="Old Name"))).group
    window = make_window(event_id=event_id)
    other = Floor.open(sqlite_url, operator="cli")
    try:
        other.execute(UpdateEvent(event_id, {"name": "New Name"}))
        qtbot.waitUntil(lambda: window.event_view.name_label.text() == "New Name", timeout=3000)
        # Edit > Undo keeps this station's own; the event-wide undo names the other's.
        assert window.undo_action.text() == "Undo Create event Old Name"
        assert window.undo_latest_action.text() == (
            "Undo the Event's Latest: Change name of Old Name (by cli)"
        )

        other.execute(RemoveEvent(event_id))
        qtbot.waitUntil(lambda: window.event_id is None, timeout=3000)
        assert window.screens.currentWidget() is window.welcome
        assert window.undo_latest_action.text() == (
            "Undo the Event's Latest: Remove event New Name (by cli)"
        )
    finally:
        other.close()


# ---------------------------------------------------------------- geometry


def test_geometry_is_saved_and_restored_in_a_new_window(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window()
    window.resize(1010, 690)
    window.move(QPoint(30, 40))
    window.close()

    assert (config_dir() / "window.ini").is_file()
    again = make_window()

    assert (again.width(), again.height()) == (1010, 690)
    assert again.pos() == QPoint(30, 40)


def test_first_window_gets_the_default_size(make_window: MakeWindow) -> None:
    window = make_window()

    assert (window.width(), window.height()) == (1280, 800)


def test_event_settings_opens_for_the_event_on_show(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, monkeypatch: pytest.MonkeyPatch
) -> None:
    from floortool.ui import event_settings_dialog

    opened: list[int] = []

    class Recorder:
        def __init__(self, *, floor: Floor, commands: object, event_id: int, parent: object):
            opened.append(event_id)

        def exec(self) -> int:
            return 0

    monkeypatch.setattr(event_settings_dialog, "EventSettingsDialog", Recorder)
    event_id = floor.execute(CreateEvent(settings_for(name="Settings night"))).group
    window = make_window()
    window.open_event(event_id)
    assert window.event_settings_action.isEnabled()
    window.event_settings_action.trigger()
    assert opened == [event_id]
