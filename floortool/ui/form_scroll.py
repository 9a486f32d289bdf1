"""UI layer: long forms in a scroll area, and a wheel that scrolls them rather than
changing a value the pointer happens to pass over.

``scrolled_form`` puts a form in a frameless scroll area that scrolls up and
down only. Every combo box and spin box in it then takes the wheel only once the
director has clicked or tabbed into it (``quiet_wheel``): over an unfocused one
the wheel scrolls the form, as it does over a label (issue 23: scrolling Event
Settings changed the late entrants' deduction, a saved setting). Such a field no
longer takes the focus from the wheel either, so a scroll never arms it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QFrame,
    QScrollArea,
    QWidget,
)

from floortool.ui import style


class _WheelGuard(QObject):
    """Hands a wheel event over an unfocused field to the scroll area it is in."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.Wheel or not isinstance(watched, QWidget):
            return False
        if watched.hasFocus():
            return False
        area = _scroll_area_of(watched)
        if area is not None:
            QApplication.sendEvent(area.viewport(), event)
        else:  # not taken here: Qt offers it to the field's parents
            event.ignore()
        return True


def _scroll_area_of(widget: QWidget) -> QAbstractScrollArea | None:
    """The nearest scroll area ``widget`` scrolls in."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea) and parent.viewport().isAncestorOf(widget):
            return parent
        parent = parent.parentWidget()
    return None


def quiet_wheel(form: QWidget) -> None:
    """Make every combo box and spin box in ``form`` ignore the wheel until focused."""
    guard = form.findChild(_WheelGuard, options=Qt.FindChildOption.FindDirectChildrenOnly)
    if guard is None:
        guard = _WheelGuard(form)
    fields: list[QWidget] = [*form.findChildren(QComboBox), *form.findChildren(QAbstractSpinBox)]
    for field in fields:
        field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        field.removeEventFilter(guard)  # applied twice: one filter still
        field.installEventFilter(guard)


def scrolled_form(form: QWidget) -> QScrollArea:
    """``form`` in a frameless scroll area that scrolls only up and down, its fields
    deaf to the wheel until focused."""
    area = QScrollArea()
    area.setObjectName(style.PLAIN)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidgetResizable(True)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    form.setObjectName(style.PLAIN)
    area.setWidget(form)
    quiet_wheel(form)
    return area
