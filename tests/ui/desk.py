"""Helpers for the registration tests: the league structure of ``cli.md``, an event on
it, and a director's hands at the registration desk and the Players page.

``LEAGUE`` is the example structure (25/50, 50/100, a break, 100/200 with a
big-blind ante); the events use the league rulebook (``blinds-deducted``, late
registration closing at the end of level 2) and a 10,000 starting stack, so an
entrant receives 10,000 before the clock starts, 9,925 in level 1 and 9,775 in
level 2. Every key is pressed on the widget that has the focus.
"""

from __future__ import annotations

from typing import Any

from tests.domain.pure_floor import CLI_STRUCTURE

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from floortool.app.commands.base import Command
from floortool.app.commands.events import CreateEvent
from floortool.app.floor import Floor
from floortool.app.views.field import EntryRow
from floortool.domain.field.entries import ACTIVE
from floortool.domain.tournament.event import settings_for
from floortool.ui.main_window import MainWindow
from floortool.ui.players_page import PlayersPage
from floortool.ui.register_dialog import RegisterPlayerDialog

#: The example structure of ``cli.md``: 25/50, 50/100, a break, 100/200 with a BB ante.
LEAGUE = CLI_STRUCTURE


def league_event(floor: Floor, *, name: str = "Friday League", **settings: object) -> int:
    """A league event on ``LEAGUE`` (10,000 chips, blinds deducted); its id."""
    made = settings_for(name=name, rulebook="roberts-v6-league", starting_stack=10_000, **settings)
    return floor.execute(CreateEvent(made, structure=LEAGUE)).group


def send(window: MainWindow, command: Command) -> None:
    """Send ``command`` as the window would (the window then brings every view up to date)."""
    assert window.commands.send(command, action="Test") is not None


def players_page(window: MainWindow) -> PlayersPage:
    return window.event_view.players_page


def press(
    qtbot: QtBot, key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
) -> None:
    """Press ``key`` where the keyboard focus is."""
    target = QApplication.focusWidget()
    assert target is not None
    qtbot.keyClick(target, key, modifiers)


def focus(qtbot: QtBot, widget: QWidget) -> None:
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus)


def open_desk(qtbot: QtBot, window: MainWindow) -> RegisterPlayerDialog:
    """Ctrl+R in the main window, as a director would; the desk is then active, name focused."""
    window.windowHandle().requestActivate()
    qtbot.waitUntil(window.isActiveWindow)
    focus(qtbot, window.event_view.sidebar)
    press(qtbot, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    dialog = players_page(window).register_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    dialog.windowHandle().requestActivate()
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.waitUntil(dialog.name_edit.hasFocus)
    return dialog


def type_name(qtbot: QtBot, dialog: RegisterPlayerDialog, text: str) -> None:
    """Type ``text`` into the empty name field, key by key."""
    assert dialog.name_edit.hasFocus()
    qtbot.keyClicks(dialog.name_edit, text)


def register(qtbot: QtBot, dialog: RegisterPlayerDialog, text: str) -> None:
    """Type ``text`` and press Enter."""
    type_name(qtbot, dialog, text)
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)


def click(qtbot: QtBot, button: QPushButton) -> None:
    assert button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def entry_row(entry_id: int, player: str, **fields: Any) -> EntryRow:
    """An ``EntryRow`` made by hand: seated at table 1, seat ``entry_id``, 10,000 chips."""
    values: dict[str, Any] = {
        "id": entry_id,
        "player_id": entry_id,
        "player": player,
        "nickname": "",
        "entry_number": 1,
        "status": ACTIVE,
        "table": 1,
        "seat": entry_id,
        "alternate": None,
        "stack": 10_000,
        "deduction": 0,
        "chips": 10_000,
        "rebuys": 0,
        "addons": 0,
        "level": None,
        "buy_in": 2_000,
        "fee": 500,
        "from_flight": None,
    }
    values.update(fields)
    return EntryRow(**values)
