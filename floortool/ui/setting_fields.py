"""UI layer: the small field widgets the settings dialogs are built from.

A right-aligned number box (``spin_box``), a money or chips box
(``amount_edit``), widgets side by side as one form field (``field_row``),
and ``OptionalNumber``: a whole number, or none at all when its check box is
ticked (no limit, the default). They only gather what the director types;
the domain decides.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLineEdit, QSpinBox, QWidget

#: Width of the number fields (spin boxes, money and chip amounts).
NUMBER_WIDTH = 150


def spin_box(
    low: int, high: int, *, step: int = 1, suffix: str = "", special: str = ""
) -> QSpinBox:
    """A right-aligned whole-number box from ``low`` to ``high``."""
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setSingleStep(step)
    spin.setSuffix(suffix)
    spin.setGroupSeparatorShown(True)
    spin.setSpecialValueText(special)
    spin.setFixedWidth(NUMBER_WIDTH)
    spin.setAlignment(Qt.AlignmentFlag.AlignRight)
    return spin


def amount_edit(tip: str) -> QLineEdit:
    """A right-aligned box for money or chips, typed as text."""
    edit = QLineEdit()
    edit.setToolTip(tip)
    edit.setFixedWidth(NUMBER_WIDTH)
    edit.setAlignment(Qt.AlignmentFlag.AlignRight)
    return edit


def field_row(*widgets: QWidget) -> QWidget:
    """Widgets side by side, left-aligned, as one form field."""
    holder = QWidget()
    row = QHBoxLayout(holder)
    row.setContentsMargins(0, 0, 0, 0)
    row.setSpacing(12)
    for widget in widgets:
        row.addWidget(widget)
    row.addStretch(1)
    return holder


class OptionalNumber(QWidget):
    """A whole number, or none at all (None) when its check box is ticked."""

    changed = Signal()

    def __init__(
        self, check_text: str, *, low: int, high: int, special: str = "", tip: str = ""
    ) -> None:
        super().__init__()
        self.spin = spin_box(low, high, special=special)
        self.check = QCheckBox(check_text)
        if tip:
            self.spin.setToolTip(tip)
            self.check.setToolTip(tip)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(12)
        row.addWidget(self.spin)
        row.addWidget(self.check)
        row.addStretch(1)
        self.setFocusProxy(self.spin)
        self.check.toggled.connect(self._on_check_toggled)
        self.spin.valueChanged.connect(self.changed)

    def value(self) -> int | None:
        return None if self.check.isChecked() else self.spin.value()

    def set_value(self, value: int | None) -> None:
        if value is not None:
            self.spin.setValue(value)
        elif self.spin.value() == self.spin.minimum() and self.spin.specialValueText():
            # Greyed out behind "No limit", "none" would contradict the tick.
            self.spin.setValue(self.spin.minimum() + 1)
        self.check.setChecked(value is None)
        self.spin.setEnabled(value is not None)

    def focus(self) -> None:
        """The cursor in the number (on the check box while there is no number)."""
        (self.check if self.check.isChecked() else self.spin).setFocus()
        if not self.check.isChecked():
            self.spin.selectAll()

    def _on_check_toggled(self, checked: bool) -> None:
        self.spin.setEnabled(not checked)
        self.changed.emit()
