"""Issue 23, item 1: Event Settings saved, then the Structure page opened, killed the window.

A new home, a name typed on the welcome screen and Enter, Ctrl+, then " x"
and Enter (the settings saved), then Ctrl+2: the Structure page was built and
the process died of a segmentation fault. The settings dialog, kept alive by a
reference cycle, was freed by the garbage collector while the Structure
page's modules loaded; PySide had tied the application's ``QScreen`` to the
dialog (``QWidget.screen()``) and deleted it with the dialog, and the next
widget built asked Qt for its screen. The path is replayed key by key in the
real window, in a child process, with the collection where it came, under
the ``offscreen`` platform and under a real X server.
"""

from __future__ import annotations

import ast
import gc
import weakref
from pathlib import Path

import pytest
from tests.ui.child_window import OFFSCREEN, XCB, ChildRun, run_child
from tests.ui.fakes import NoticeLog

from pytestqt.qtbot import QtBot

from floortool.app.commands.events import CreateEvent
from floortool.app.floor import Floor
from floortool.domain.tournament.event import settings_for
from floortool.ui.command_sender import CommandSender
from floortool.ui.event_settings_dialog import EventSettingsDialog

FLOORTOOL = Path(__file__).resolve().parents[2] / "floortool"


def _replay(home: Path, platform: str, display: str | None = None) -> ChildRun:
    run = run_child(
        ["--replay", "settings-then-structure"],
        home=home,
        platform=platform,
        display=display,
        timeout=120,
    )
    assert run.finished, run.report()
    return run


def _saved_name(home: Path) -> str:
    floor = Floor.open(f"sqlite:///{home / 'data' / 'floortool.db'}", operator="test")
    try:
        (info,) = floor.state.events.values()
        return info.settings.name
    finally:
        floor.close()


@pytest.mark.slow
def test_settings_saved_then_structure_page_offscreen(tmp_path: Path) -> None:
    _replay(tmp_path / "home", OFFSCREEN)
    assert _saved_name(tmp_path / "home").endswith("x")  # the settings were saved


@pytest.mark.slow
def test_settings_saved_then_structure_page_three_times_on_a_real_x_server(
    tmp_path: Path, x_display: str
) -> None:
    """The issue's "done when": the path survives three times in a row on new homes."""
    for attempt in range(3):
        home = tmp_path / f"home{attempt}"
        run = _replay(home, XCB, x_display)
        name = _saved_name(home)
        assert name.endswith("x"), (name, run.lines)


def test_nothing_in_floortool_asks_a_widget_for_its_screen() -> None:
    """``QWidget.screen()`` ties the application's screen to the widget (``ui/screen_area``)."""
    calls = [
        f"{path.relative_to(FLOORTOOL.parent)}:{node.lineno}"
        for path in sorted(FLOORTOOL.rglob("*.py"))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "screen"
        and not node.args
    ]
    assert calls == [], f"use floortool.ui.screen_area instead of .screen(): {calls}"


def test_the_settings_dialog_goes_with_its_last_reference(
    qtbot: QtBot, floor: Floor, notices: NoticeLog
) -> None:
    """No reference cycle keeps the dialog for the collector (its flight row held the
    dialog): once closed and dropped, it is gone at once, not at the next collection."""
    event_id = floor.execute(CreateEvent(settings_for(name="Settings night"))).group
    commands = CommandSender(floor, notify=notices)
    dialog = EventSettingsDialog(floor=floor, commands=commands, event_id=event_id)
    gone = weakref.ref(dialog)
    gc.disable()
    try:
        del dialog
        assert gone() is None
    finally:
        gc.enable()
