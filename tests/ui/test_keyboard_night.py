"""Issue 30 (item 3): "the whole night can be run from the keyboard (the window test
without a single mouse event)".

A night of 20 players is run with key presses only, each sent to the widget
that has the keyboard focus, while a filter on the application records every
mouse event (none may come): the welcome form (typed, Enter creates the
event), Ctrl+R and the names typed at the desk, Ctrl+5 and Tab to *Draw
seats* and Enter, Ctrl+1 and Space to start the clock (Space is the clock's
key even on a focused button; Enter presses the button), Space to pause it
and again to resume it, F4 and a seat typed for each bust, Tab to
*Make moves* and *Break table* on the Tables page (Enter, then Tab and Enter
to confirm), Ctrl+4 for the payouts, and busts until the winner, when the
Results page (Ctrl+6) says the event is complete with every place paid.
The floor is only read, to check and to know who sits where.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from tests.support import FakeClock
from tests.ui.fakes import MakeWindow
from tests.ui.tables_floor import names
from tests.ui.test_whole_night import clock_state, occupied

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from floortool.app.views.seating import balance_view
from floortool.domain.seating.seats import seating_of
from floortool.ui.main_window import MainWindow
from floortool.ui.pages import Page

FIELD = names(20)
MOUSE = frozenset(
    {
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseButtonRelease,
        QEvent.Type.MouseButtonDblClick,
        QEvent.Type.MouseMove,
        QEvent.Type.Wheel,
    }
)
#: The most Tab presses a control may be from the focus.
TABS = 80


class MouseWatch(QObject):
    """Records every mouse event the application sees (a child of the application,
    taken off it by the fixture); it never looks at the object the event is for."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.seen: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in MOUSE:
            self.seen.append(event.type().name)
        return False


@pytest.fixture
def mouse_watch(qapp: QApplication) -> Iterator[MouseWatch]:
    watch = MouseWatch(qapp)
    qapp.installEventFilter(watch)
    yield watch
    qapp.removeEventFilter(watch)
    watch.deleteLater()


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def key(
    qtbot: QtBot, key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
) -> None:
    """``key`` pressed where the focus is."""
    qtbot.keyClick(focused(), key, modifiers)


def ctrl(qtbot: QtBot, key_: Qt.Key) -> None:
    key(qtbot, key_, Qt.KeyboardModifier.ControlModifier)


def type_text(qtbot: QtBot, text: str) -> None:
    qtbot.keyClicks(focused(), text)


def tab_to(qtbot: QtBot, widget: QWidget) -> None:
    """Tab until ``widget`` has the focus (it must be reachable within ``TABS`` presses)."""
    for _ in range(TABS):
        if widget.hasFocus():
            return
        key(qtbot, Qt.Key.Key_Tab)
    assert widget.hasFocus(), f"Tab never reaches {widget!r}"


def press(qtbot: QtBot, widget: QWidget) -> None:
    """Tab to a button and press Enter on it (Space is the clock's key)."""
    assert widget.isVisible() and widget.isEnabled()
    tab_to(qtbot, widget)
    key(qtbot, Qt.Key.Key_Return)


def active(qtbot: QtBot, window: QWidget) -> None:
    """Wait for ``window`` (a dialog just opened) to have the keyboard."""
    qtbot.waitUntil(window.isActiveWindow)


def back_to(qtbot: QtBot, window: MainWindow) -> None:
    """A dialog closed: the main window has the keyboard again (what a desktop's window
    manager does; the offscreen platform has none)."""
    handle = window.windowHandle()
    assert handle is not None
    handle.requestActivate()
    qtbot.waitUntil(window.isActiveWindow)


def create_event(qtbot: QtBot, window: MainWindow) -> int:
    """The welcome form has the focus: the name, Tab to the buy-in, Enter."""
    form = window.welcome.form
    assert form.name_edit.hasFocus()
    type_text(qtbot, "Keyboard Night")
    tab_to(qtbot, form.buy_in_edit)
    type_text(qtbot, "20")
    key(qtbot, Qt.Key.Key_Return)
    assert window.event_id is not None
    return window.event_id


def register_field(qtbot: QtBot, window: MainWindow) -> None:
    ctrl(qtbot, Qt.Key.Key_R)
    dialog = window.event_view.players_page.register_dialog
    assert dialog is not None
    active(qtbot, dialog)
    for name in FIELD:
        type_text(qtbot, name)
        key(qtbot, Qt.Key.Key_Return)
    assert dialog.history.count() == len(FIELD)
    key(qtbot, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    back_to(qtbot, window)


def players_left(window: MainWindow) -> int:
    assert window.event_id is not None
    return len(seating_of(window.floor.state, window.event_id).where)


def bust(qtbot: QtBot, window: MainWindow, clock: FakeClock) -> None:
    """F4, the lowest seat of the lowest table with players typed as ``3-4``, Enter (and
    Enter)."""
    assert window.event_id is not None
    seating = seating_of(window.floor.state, window.event_id)
    table = min(number for number, at in seating.tables.items() if at.occupied)
    seat = min(seating.tables[table].occupied)
    clock.advance(180)
    key(qtbot, Qt.Key.Key_F4)
    dialog = window.event_view.results_page.bust_dialog
    assert dialog is not None
    active(qtbot, dialog)
    left = players_left(window)
    type_text(qtbot, f"{table}-{seat}")
    key(qtbot, Qt.Key.Key_Return)  # the player listed for this hand (and busted, when
    if dialog.isVisible():  # the desk already has its bust button as the default)
        key(qtbot, Qt.Key.Key_Return)  # Enter on the empty field: bust
    assert not dialog.isVisible()
    assert players_left(window) == left - 1
    back_to(qtbot, window)


def balance(qtbot: QtBot, window: MainWindow) -> list[str]:
    """The Tables page (Ctrl+5): *Make moves* and *Break table* while the plan has any;
    where it waits to know who is big blind next, Ctrl+F, that player's seat, Enter."""
    assert window.event_id is not None
    ctrl(qtbot, Qt.Key.Key_5)
    page = window.event_view.tables_page
    panel = page.moves_panel
    steps = []
    for _ in range(10):
        plan = balance_view(window.floor.state, window.event_id, window.floor.clock())
        if plan.break_due is not None:
            steps.append("break")
            press(qtbot, panel.break_button)
            press(qtbot, page.confirm_button)
        elif plan.moves:
            steps.append("moves")
            press(qtbot, panel.apply_button)
        elif plan.needs_button:
            steps.append("big blind next")  # who is big blind next: found by seat, Enter
            table = plan.needs_button[0]
            ctrl(qtbot, Qt.Key.Key_F)
            assert page.search_edit.hasFocus()
            type_text(qtbot, f"{table}-{min(occupied(window, table))}")
            key(qtbot, Qt.Key.Key_Return)
        else:
            return steps
    raise AssertionError("balancing never ended")


def test_a_whole_night_without_the_mouse(
    qtbot: QtBot,
    make_window: MakeWindow,
    clock: FakeClock,
    mouse_watch: MouseWatch,
) -> None:
    window = make_window()
    window.resize(1280, 800)
    back_to(qtbot, window)
    event_id = create_event(qtbot, window)
    register_field(qtbot, window)

    ctrl(qtbot, Qt.Key.Key_5)
    page = window.event_view.tables_page
    press(qtbot, page.draw_button)
    assert players_left(window) == len(FIELD)
    tables = len(seating_of(window.floor.state, event_id).tables)
    assert tables >= 3

    ctrl(qtbot, Qt.Key.Key_1)
    key(qtbot, Qt.Key.Key_Space)  # the clock's key, even on a focused button: start
    assert clock_state(window) == "running"
    key(qtbot, Qt.Key.Key_Space)  # pause
    assert clock_state(window) == "paused"
    key(qtbot, Qt.Key.Key_Space)  # and resume
    assert clock_state(window) == "running"

    steps: set[str] = set()
    while players_left(window) > 1:
        bust(qtbot, window, clock)
        steps.update(balance(qtbot, window))
    assert steps == {"break", "moves", "big blind next"}

    ctrl(qtbot, Qt.Key.Key_4)  # the payouts
    assert window.event_view.current_page() is Page.PAYOUTS
    ctrl(qtbot, Qt.Key.Key_6)  # the results: every place paid
    results = window.event_view.results_page
    assert "Complete" in results.summary_label.text()
    assert clock_state(window) == "finished"
    assert mouse_watch.seen == []


def test_the_watch_sees_a_click(qtbot: QtBot, mouse_watch: MouseWatch) -> None:
    button = QPushButton("Register…")
    qtbot.addWidget(button)
    button.show()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert mouse_watch.seen[:2] == ["MouseButtonPress", "MouseButtonRelease"]
