"""UI layer: the seating-policy fields of the Event settings dialog.

``SeatingPolicyFields`` holds the widgets for how tables are balanced and
broken (``domain.seating.policy``): the balance tolerance and a looser one
while many tables are open, which of the fullest tables gives a player, the
break order, the ideal load a break aims at and the final table's size. It
shows an event's settings and reads back what the director typed; the
domain checks it (a tolerance of 0, a break order that does not read, a
final table larger than a table are refused with the reason).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QLineEdit, QWidget

from floortool.domain.seating.policy import (
    GIVING_TABLES,
    format_break_order,
    parse_break_order,
)
from floortool.domain.tournament.event import EventSettings
from floortool.ui.setting_fields import OptionalNumber, field_row, spin_box

#: Upper bound of the policy's spin boxes: wider than the domain allows, so it
#: refuses with its own message (a tolerance of 0 says why it cannot be).
MAX_TYPED = 99
MAX_TABLES_TYPED = 9_999
#: The early tolerance's two boxes share one row: narrower than the dialog's other numbers.
SMALL_WIDTH = 110

TOLERANCE_TIP = (
    "The largest difference allowed between the fullest and the shortest table; "
    "1 moves a player as soon as a table is two short (TDA 2024 Rule 11-A)."
)
EARLY_TIP = "Balance more loosely while many tables are open, then tighten (TDA 2024 Add. 11)"
ORDER_TIP = "Tables to break first, in order; the others break highest number first"
IDEAL_TIP = (
    "Break a table as soon as the others seat everyone at this many players per table "
    "(e.g. 9 at 10-seat tables)"
)
FINAL_TIP = "Players at the final table (TDA 2024 RP-9: two tables of five make a 9-handed final)"


class EarlyTolerance(QWidget):
    """A looser tolerance while more than some number of tables are open, or none."""

    def __init__(self) -> None:
        super().__init__()
        self.check = QCheckBox("Allow")
        self.check.setToolTip(EARLY_TIP)
        self.spin = spin_box(0, MAX_TYPED, suffix=" players")
        self.tables_spin = spin_box(0, MAX_TABLES_TYPED, suffix=" tables")
        for spin in (self.spin, self.tables_spin):
            spin.setFixedWidth(SMALL_WIDTH)
            spin.setToolTip(EARLY_TIP)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(12)
        row.addWidget(self.check)
        row.addWidget(self.spin)
        row.addWidget(QLabel("while more than"))
        row.addWidget(self.tables_spin)
        row.addStretch(1)
        self.setFocusProxy(self.check)
        self.check.toggled.connect(self._on_check_toggled)

    def values(self) -> tuple[int | None, int | None]:
        """(tolerance, tables), or (None, None) when unticked."""
        if not self.check.isChecked():
            return None, None
        return self.spin.value(), self.tables_spin.value()

    def set_values(self, tolerance: int | None, tables: int | None) -> None:
        self.spin.setValue(2 if tolerance is None else tolerance)
        self.tables_spin.setValue(20 if tables is None else tables)
        self.check.setChecked(tolerance is not None)
        self._on_check_toggled(tolerance is not None)

    def _on_check_toggled(self, checked: bool) -> None:
        self.spin.setEnabled(checked)
        self.tables_spin.setEnabled(checked)


class SeatingPolicyFields:
    """The policy's widgets, the form rows they sit in, and their values."""

    def __init__(self) -> None:
        self.tolerance_spin = spin_box(0, MAX_TYPED, suffix=" player(s)")
        self.tolerance_spin.setToolTip(TOLERANCE_TIP)
        self.early = EarlyTolerance()
        self.giving_combo = QComboBox()
        for key, text in GIVING_TABLES.items():
            self.giving_combo.addItem(text[:1].upper() + text[1:], key)
        self.giving_combo.setToolTip("Which table gives a player when several are fullest")
        self.break_order_edit = QLineEdit()
        self.break_order_edit.setPlaceholderText("Highest number first (or e.g. 12, 11, 30-21)")
        self.break_order_edit.setToolTip(ORDER_TIP)
        self.ideal_load = OptionalNumber("Every seat", low=0, high=MAX_TYPED, tip=IDEAL_TIP)
        self.ideal_load.spin.setSuffix(" per table")
        self.final_size = OptionalNumber("A full table", low=0, high=MAX_TYPED, tip=FINAL_TIP)
        self.final_size.spin.setSuffix(" players")
        for widget in (self.ideal_load.spin, self.final_size.spin):
            widget.setAlignment(Qt.AlignmentFlag.AlignRight)

    def rows(self) -> list[tuple[str, QWidget]]:
        return [
            ("Tables differ by at most", field_row(self.tolerance_spin)),
            ("Early in the event", self.early),
            ("A player comes from", self.giving_combo),
            ("Break order", self.break_order_edit),
            ("Break tables to seat", self.ideal_load),
            ("Final table", self.final_size),
        ]

    def field_widgets(self) -> dict[str, QWidget]:
        """The widget each setting (as a refusal names it) is in."""
        return {
            "balance_tolerance": self.tolerance_spin,
            "early_balance_tolerance": self.early.spin,
            "early_balance_above_tables": self.early.tables_spin,
            "giving_table": self.giving_combo,
            "break_order": self.break_order_edit,
            "ideal_table_load": self.ideal_load,
            "final_table_size": self.final_size,
        }

    def load(self, settings: EventSettings) -> None:
        self.tolerance_spin.setValue(settings.balance_tolerance)
        self.early.set_values(settings.early_balance_tolerance, settings.early_balance_above_tables)
        self.giving_combo.setCurrentIndex(max(self.giving_combo.findData(settings.giving_table), 0))
        self.break_order_edit.setText(settings.break_order)
        self.ideal_load.set_value(settings.ideal_table_load)
        self.final_size.set_value(settings.final_table_size)

    def values(self) -> dict[str, Any]:
        """The settings as typed; a break order that does not read raises ``InvalidInput``."""
        early, above = self.early.values()
        return {
            "balance_tolerance": self.tolerance_spin.value(),
            "early_balance_tolerance": early,
            "early_balance_above_tables": above,
            "giving_table": str(self.giving_combo.currentData()),
            "break_order": format_break_order(parse_break_order(self.break_order_edit.text())),
            "ideal_table_load": self.ideal_load.value(),
            "final_table_size": self.final_size.value(),
        }
