"""UI layer: the focus ring: a clear frame around whichever control has the keyboard.

The platform's own focus marks are faint and differ from one kind of control
to the next (a dotted line round a check box's text, a tint on a button). A
``QFocusFrame`` follows the focused control instead, the same thick frame on
every kind, drawn by the style sheet (``QFocusFrame`` in ``style`` and the
high-contrast theme) on top of the control, so no layout changes size.

One frame per window, found by its object name each time the focus moves (it
lives among the focused control's siblings, and goes with them): nothing
holds on to a widget that may be gone.
"""

from __future__ import annotations

from PySide6.QtWidgets import QFocusFrame, QWidget

from floortool.ui.accessible_names import is_control

#: The object name of each window's frame.
FRAME_NAME = "focusRing"


def ring_around(widget: QWidget) -> QFocusFrame | None:
    """Put ``widget``'s window's focus frame around it (None: not a control, or a window)."""
    if widget.isWindow() or not is_control(widget):
        return None
    window = widget.window()
    frame = window.findChild(QFocusFrame, FRAME_NAME)
    if frame is None:
        frame = QFocusFrame(window)
        frame.setObjectName(FRAME_NAME)
    frame.setWidget(widget)
    return frame
