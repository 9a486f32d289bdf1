"""Fixtures for the window tests: a floor on a SQLite file, captured notices, windows.

Windows are real (pytest-qt, offscreen platform) and their message boxes are
replaced by a ``NoticeLog`` handed in as their ``notify``, so a test can read
what the director would have been told. The offscreen screen is a 1920x1080
laptop screen rather than the plugin's default 800x800, so restored window
geometry is not squeezed to fit.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from datetime import datetime

import pytest

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from floortool.app.floor import Floor
from floortool.app.launch import WindowRequest
from floortool.ui.application import create_main_window
from floortool.ui.errors import Notice
from floortool.ui.main_window import MainWindow

SCREEN = {"name": "laptop", "x": 0, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96}


@pytest.fixture(scope="session")
def qapp_args(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """Start the QApplication on an offscreen screen the size of a real one."""
    config = tmp_path_factory.mktemp("qpa") / "offscreen.json"
    config.write_text(json.dumps({"screens": [SCREEN]}), encoding="utf-8")
    return ["floortool-tests", "-platform", f"offscreen:configfile={config}"]


class NoticeLog(list[Notice]):
    """A ``Notify`` that remembers every notice instead of showing a message box."""

    def __call__(self, parent: QWidget | None, notice: Notice) -> None:
        self.append(notice)


@pytest.fixture
def notices() -> NoticeLog:
    return NoticeLog()


@pytest.fixture
def floor(sqlite_url: str, clock: Callable[[], datetime]) -> Iterator[Floor]:
    opened = Floor.open(sqlite_url, operator="tester", clock=clock)
    yield opened
    opened.close()


MakeWindow = Callable[..., MainWindow]


@pytest.fixture
def make_window(qtbot: QtBot, floor: Floor, sqlite_url: str, notices: NoticeLog) -> MakeWindow:
    """Build, show and register (for clean-up) a main window over ``floor``."""

    def make(*, event_id: int | None = None) -> MainWindow:
        request = WindowRequest(db_url=sqlite_url, operator="tester", event_id=event_id)
        window = create_main_window(floor, request, notify=notices)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        # Active, so focus and shortcuts behave as on a desk. Polled with isActiveWindow():
        # PySide6 6.12.0 loses a reference to None whenever a Qt call returns a null
        # pointer, so polling QApplication.activeWindow() would abort the interpreter.
        window.windowHandle().requestActivate()
        qtbot.waitUntil(window.isActiveWindow)
        return window

    return make
