"""Fixtures for the window tests: a floor on a SQLite file, captured notices, windows.

Windows are real (pytest-qt, offscreen platform) and their message boxes are
replaced by a ``NoticeLog`` handed in as their ``notify``, so a test can read
what the director would have been told. Questions the window asks (a level,
a file name) are answered by ``FakePrompts`` with answers the test prepared,
and cue sounds go to a ``FakeAnnouncer`` that records them. The floor's time
is a ``FakeClock`` the test moves. The offscreen screen is a 1920x1080
laptop screen rather than the plugin's default 800x800, so restored window
geometry is not squeezed to fit (or the size ``tests.ui.screen_size`` is told).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from datetime import datetime

import pytest
from tests.ui.fakes import FakeAnnouncer, FakePrompts, MakeEventWindow, MakeWindow, NoticeLog
from tests.ui.screen_size import screen_size
from tests.ui.xserver import x_display as x_display  # a fixture: a real X server

from pytestqt.qtbot import QtBot

from floortool.app.commands.events import CreateEvent
from floortool.app.floor import Floor
from floortool.app.launch import WindowRequest
from floortool.app.resources import load_template
from floortool.domain.tournament.event import settings_for
from floortool.ui.application import create_main_window
from floortool.ui.layout_editor import LayoutEditorDialog
from floortool.ui.main_window import MainWindow

WIDTH, HEIGHT = screen_size()
SCREEN = {"name": "laptop", "x": 0, "y": 0, "width": WIDTH, "height": HEIGHT, "logicalDpi": 96}


@pytest.fixture(scope="session")
def qapp_args(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """Start the QApplication on an offscreen screen the size of a real one."""
    config = tmp_path_factory.mktemp("qpa") / "offscreen.json"
    config.write_text(json.dumps({"screens": [SCREEN]}), encoding="utf-8")
    return ["floortool-tests", "-platform", f"offscreen:configfile={config}"]


@pytest.fixture
def notices() -> NoticeLog:
    return NoticeLog()


@pytest.fixture
def prompts() -> FakePrompts:
    return FakePrompts()


@pytest.fixture
def announcer() -> FakeAnnouncer:
    return FakeAnnouncer()


@pytest.fixture
def floor(sqlite_url: str, clock: Callable[[], datetime]) -> Iterator[Floor]:
    opened = Floor.open(sqlite_url, operator="tester", clock=clock)
    yield opened
    opened.close()


@pytest.fixture
def make_window(
    qtbot: QtBot,
    floor: Floor,
    sqlite_url: str,
    notices: NoticeLog,
    prompts: FakePrompts,
    announcer: FakeAnnouncer,
) -> MakeWindow:
    """Build, show and register (for clean-up) a main window over ``floor``."""

    def make(*, event_id: int | None = None) -> MainWindow:
        request = WindowRequest(db_url=sqlite_url, operator="tester", event_id=event_id)
        window = create_main_window(
            floor, request, notify=notices, prompts=prompts, announcer=announcer
        )
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


@pytest.fixture
def make_event_window(make_window: MakeWindow, floor: Floor) -> MakeEventWindow:
    """A main window showing a new event on a built-in template (turbo: 10-minute levels)."""

    def make(
        *, name: str = "Friday Turbo", template: str = "turbo", **settings: object
    ) -> MainWindow:
        event = CreateEvent(settings_for(name=name, **settings), structure=load_template(template))
        event_id = floor.execute(event).group
        return make_window(event_id=event_id)

    return make


@pytest.fixture
def editor(qtbot: QtBot, prompts: FakePrompts) -> LayoutEditorDialog:
    """The room layout editor, shown, started from the clock-and-payouts preset."""
    dialog = LayoutEditorDialog(prompts=prompts, start="clock-payouts")
    qtbot.addWidget(dialog)
    dialog.resize(1024, 700)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog
