"""UI layer: where the main window sits and what it shows around its pages, kept between runs.

Geometry (never larger than the screen, ``window_size``), the window's state
and whether the sidebar is shown (View > Sidebar, Ctrl+B) are kept in
``config_dir()/window.ini``; ``WindowLayout`` restores them when the window
opens and saves them when it closes.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSettings, Qt
from PySide6.QtGui import QAction

from floortool.app.paths import config_dir
from floortool.ui.pages import EventView
from floortool.ui.screen_area import available_area
from floortool.ui.window_size import initial_geometry, minimum_size, opens_maximized

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow as _Window
else:
    _Window = object

GEOMETRY_KEY = "main_window/geometry"
STATE_KEY = "main_window/state"
SIDEBAR_KEY = "main_window/sidebar"


def window_settings() -> QSettings:
    """Where the window keeps its geometry: ``config_dir()/window.ini``."""
    return QSettings(str(config_dir() / "window.ini"), QSettings.Format.IniFormat)


class WindowLayout(_Window):
    """The main window's part that restores and saves where it was."""

    _settings: QSettings
    event_view: EventView
    sidebar_action: QAction

    def restore_layout(self) -> None:
        """Put the window where it was last time (or at the default size), never larger
        than the screen it is on: maximised on a screen too small for the default."""
        available = available_area(self)
        self.setMinimumSize(minimum_size(available))
        geometry = self._settings.value(GEOMETRY_KEY)
        if isinstance(geometry, QByteArray) and self.restoreGeometry(geometry):
            if not self.isMaximized() and not self.isFullScreen():
                self.setGeometry(initial_geometry(available, self.geometry()))
        else:
            self.setGeometry(initial_geometry(available))
            if opens_maximized(available):
                self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
        state = self._settings.value(STATE_KEY)
        if isinstance(state, QByteArray):
            self.restoreState(state)
        self.sidebar_action.setChecked(self._settings.value(SIDEBAR_KEY, True, type=bool) is True)
        self.event_view.set_sidebar_shown(self.sidebar_action.isChecked())

    def save_layout(self) -> None:
        Path(self._settings.fileName()).parent.mkdir(parents=True, exist_ok=True)
        self._settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        self._settings.setValue(STATE_KEY, self.saveState())
        self._settings.setValue(SIDEBAR_KEY, self.sidebar_action.isChecked())
        self._settings.sync()
