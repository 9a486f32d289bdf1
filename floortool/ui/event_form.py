"""UI layer: the form a director fills in to create an event.

Used on the welcome screen and in the New Event dialog. The form only
gathers text; ``settings()`` hands it to the domain (``settings_for``,
``parse_money``), which decides and refuses with a ``FloorError`` saying why.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.money import parse_money
from floortool.domain.rulings.rulebook_records import rulebook_record
from floortool.domain.tournament.event import (
    LATE_REG_POLICIES,
    RULEBOOKS,
    EventSettings,
    settings_for,
)
from floortool.ui import style
from floortool.ui.models.rulings import RULEBOOK_SHORT
from floortool.ui.translation import QT_TRANSLATE_NOOP, said, translate

logger = logging.getLogger(__name__)

DEFAULT_STACK = 10_000
MAX_STACK = 2_000_000_000
#: Field names given to ``parse_money``: they start its refusal message ("Buy-in: ...").
BUY_IN = QT_TRANSLATE_NOOP("event_form", "Buy-in")
FEE = QT_TRANSLATE_NOOP("event_form", "Fee")


def rulebook_hint(rulebook: str) -> str:
    """What choosing ``rulebook`` means for late registration, in one sentence."""
    record = rulebook_record(rulebook)
    policy, close_level = record.late_reg, record.late_reg_close_level
    closes = (
        translate("event_form", "closes at the end of level {close_level}").format(
            close_level=close_level
        )
        if close_level
        else translate("event_form", "closes when you say")
    )
    return translate("event_form", "Late entries: {0}; registration {closes}.").format(
        said(LATE_REG_POLICIES[policy]), closes=closes
    )


class EventForm(QWidget):
    """Name, type, rulebook, starting stack, buy-in and fee of a new event."""

    submitted = Signal()
    """Return was pressed in a text field: the director wants the event created."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(translate("event_form", "e.g. Tuesday League, week 12"))
        self.type_edit = QLineEdit()
        self.type_edit.setPlaceholderText(
            translate("event_form", "e.g. No-Limit Hold'em freezeout (FTR, FTRA)")
        )
        self.rulebook_combo = QComboBox()
        # The rulebooks' titles are longer than the form is wide on a small screen: the
        # combo names each as a director says it, its title in the tooltip.
        for key, title in RULEBOOKS.items():
            self.rulebook_combo.addItem(RULEBOOK_SHORT[key], key)
            self.rulebook_combo.setItemData(
                self.rulebook_combo.count() - 1, title, Qt.ItemDataRole.ToolTipRole
            )
        self.rulebook_hint = QLabel()
        self.rulebook_hint.setObjectName(style.HINT)
        self.rulebook_hint.setWordWrap(True)
        self.stack_spin = QSpinBox()
        self.stack_spin.setRange(0, MAX_STACK)
        self.stack_spin.setSingleStep(1_000)
        self.stack_spin.setGroupSeparatorShown(True)
        self.stack_spin.setSuffix(translate("event_form", " chips"))
        self.buy_in_edit = QLineEdit()
        self.buy_in_edit.setPlaceholderText("0.00")
        self.fee_edit = QLineEdit()
        self.fee_edit.setPlaceholderText("0.00")

        layout = QFormLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setHorizontalSpacing(16)
        layout.setVerticalSpacing(10)
        layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        layout.addRow(translate("event_form", "&Name"), self.name_edit)
        layout.addRow(translate("event_form", "&Type"), self.type_edit)
        layout.addRow(translate("event_form", "&Rulebook"), self.rulebook_combo)
        layout.addRow("", self.rulebook_hint)
        layout.addRow(translate("event_form", "Starting &stack"), self.stack_spin)
        layout.addRow(translate("event_form", "&Buy-in"), self.buy_in_edit)
        layout.addRow(translate("event_form", "&Fee"), self.fee_edit)

        self._fields: dict[str, QWidget] = {
            "name": self.name_edit,
            "type_text": self.type_edit,
            "rulebook": self.rulebook_combo,
            "starting_stack": self.stack_spin,
            "buy_in": self.buy_in_edit,
            translate("event_form", BUY_IN): self.buy_in_edit,
            "fee": self.fee_edit,
            translate("event_form", FEE): self.fee_edit,
        }
        for edit in (self.name_edit, self.type_edit, self.buy_in_edit, self.fee_edit):
            edit.returnPressed.connect(self.submitted)
        self.rulebook_combo.currentIndexChanged.connect(self._on_rulebook_combo_changed)
        self.clear()

    def settings(self) -> EventSettings:
        """The settings typed in; raises ``FloorError`` (and focuses the field) if refused."""
        try:
            return settings_for(
                name=self.name_edit.text(),
                type_text=self.type_edit.text().strip(),
                rulebook=str(self.rulebook_combo.currentData()),
                starting_stack=self.stack_spin.value(),
                buy_in=parse_money(
                    self.buy_in_edit.text() or "0", field=translate("event_form", BUY_IN)
                ),
                fee=parse_money(self.fee_edit.text() or "0", field=translate("event_form", FEE)),
            )
        except FloorError as exc:
            field = exc.details.get("field")
            self.focus_field(field if isinstance(field, str) else None)
            raise

    def focus_field(self, field: str | None) -> None:
        """Put the cursor in the field a refusal was about (the name if unknown)."""
        widget = self._fields.get(field or "", self.name_edit)
        widget.setFocus()
        if isinstance(widget, QLineEdit):
            widget.selectAll()

    def clear(self) -> None:
        """Back to a blank form with the house defaults."""
        self.name_edit.clear()
        self.type_edit.clear()
        self.rulebook_combo.setCurrentIndex(0)
        self.stack_spin.setValue(DEFAULT_STACK)
        self.buy_in_edit.clear()
        self.fee_edit.clear()
        self._on_rulebook_combo_changed(0)

    def _on_rulebook_combo_changed(self, index: int) -> None:
        self.rulebook_hint.setText(rulebook_hint(str(self.rulebook_combo.itemData(index))))
