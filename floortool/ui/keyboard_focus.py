"""UI layer: what happens each time the keyboard focus moves: names, Enter, the focus ring.

``FocusFollower`` (one per application, a child of it, started by the main window
with ``follow_focus``) names and describes the controls of the window that takes the
focus (``accessible_names``), lets Enter press its focused button
(``enter_presses``), gives widgets built since the high-contrast theme was switched
on their high-contrast colours (``high_contrast``) and puts the focus ring around
the control (``focus_ring``). In the main window Space is the clock's key even on a
focused button (the focus often rests on the button last clicked), so a button there
is pressed with Enter, as in a dialog. It listens to ``focusObjectChanged``, which
only ever hands it the widget alive and taking the focus: an event filter on the
application, or ``focusChanged``, would also hand it widgets half destroyed.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QDialog, QPushButton, QToolButton, QWidget

from floortool.ui.accessible_names import name_controls
from floortool.ui.focus_ring import ring_around
from floortool.ui.high_contrast import is_high_contrast, theme_own_sheets

#: The object names of the application's one ``FocusFollower``, of a tool button's Enter
#: (a shortcut of the button's own, a child of it).
OBJECT_NAME = "focusFollower"
ENTER_CLICKS = "enterClicks"


class FocusFollower(QObject):
    """Names the focused window's controls and rings the focused one."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.setObjectName(OBJECT_NAME)
        app.focusObjectChanged.connect(self._on_focus_object_changed)

    def _on_focus_object_changed(self, focused: QObject | None) -> None:
        if isinstance(focused, QWidget):
            window = focused.window()
            name_controls(window)
            enter_presses(window)
            if is_high_contrast(window):
                theme_own_sheets(window, True)
            ring_around(focused)


def enter_presses(window: QWidget) -> None:
    """Enter presses the focused button of ``window`` (a dialog's push buttons do already)."""
    if isinstance(window, QDialog):
        return
    for button in window.findChildren(QPushButton):
        if not button.autoDefault():
            button.setAutoDefault(True)
    for tool in window.findChildren(QToolButton):
        if tool.findChild(QShortcut, ENTER_CLICKS) is None:
            for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                shortcut = QShortcut(QKeySequence(key), tool)
                shortcut.setObjectName(ENTER_CLICKS)
                shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)
                shortcut.activated.connect(tool.click)


def follow_focus() -> None:
    """Start following the focus (once per application)."""
    app = QApplication.instance()
    if isinstance(app, QApplication) and app.findChild(FocusFollower, OBJECT_NAME) is None:
        FocusFollower(app)
