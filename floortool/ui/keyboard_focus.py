"""UI layer: what happens each time the keyboard focus moves: names and the focus ring.

``FocusFollower`` (one per application, a child of it, started by the main
window with ``follow_focus``) names and describes the controls of the window
that takes the focus (``accessible_names``) and puts the focus ring around
the control (``focus_ring``). It listens to ``focusObjectChanged``, which only
ever hands it the widget alive and taking the focus: an event filter on the
application, or ``focusChanged``, would also hand it widgets half destroyed.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication, QWidget

from floortool.ui.accessible_names import name_controls
from floortool.ui.focus_ring import ring_around

#: The object name of the application's one ``FocusFollower``.
OBJECT_NAME = "focusFollower"


class FocusFollower(QObject):
    """Names the focused window's controls and rings the focused one."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.setObjectName(OBJECT_NAME)
        app.focusObjectChanged.connect(self._on_focus_object_changed)

    def _on_focus_object_changed(self, focused: QObject | None) -> None:
        if isinstance(focused, QWidget):
            name_controls(focused.window())
            ring_around(focused)


def follow_focus() -> None:
    """Start following the focus (once per application)."""
    app = QApplication.instance()
    if isinstance(app, QApplication) and app.findChild(FocusFollower, OBJECT_NAME) is None:
        FocusFollower(app)
