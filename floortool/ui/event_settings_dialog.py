"""UI layer: the Event settings dialog, where every setting of an existing event is edited.

``EventSettingsDialog`` shows an event's settings as the floor has them, in
sections (Event, Seating, Money with the knockout bounty, Late registration,
Re-entries, rebuys and add-ons, Flight), and OK sends the settings the director changed as one
``UpdateEvent`` through ``CommandSender.execute``, so Edit > Undo takes the
whole change back. Like the New-event form it only gathers text: money is
typed as ``50`` or ``50.00`` (``parse_money``), and the domain decides. A
value that does not read, or settings the floor refuses, are shown in the
dialog's red line with the cursor in the field at fault, and nothing changes.
Nothing changed: OK just closes the dialog.
"""

from __future__ import annotations

import logging
import re
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QLabel,
    QLineEdit,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from floortool.app.commands.events import UpdateEvent
from floortool.app.floor import Floor
from floortool.domain.errors import FloorError, InvalidInput
from floortool.domain.money import format_money, parse_money
from floortool.domain.tournament.event import (
    LATE_REG_POLICIES,
    MAX_TABLES,
    RULEBOOKS,
    EventSettings,
    require_event,
)
from floortool.ui import style
from floortool.ui.command_sender import CommandSender
from floortool.ui.dialog_parts import MARGINS, refusal_label, text_label
from floortool.ui.event_form import MAX_STACK
from floortool.ui.seating_policy_fields import SeatingPolicyFields
from floortool.ui.setting_fields import OptionalNumber, amount_edit, field_row, spin_box

logger = logging.getLogger(__name__)

#: Upper bound of the level and count spin boxes (no structure has this many levels).
MAX_COUNT = 999
#: Seats offered by the spin box: wider than the domain's 2..12, so it refuses with its message.
MAX_SEATS_TYPED = 99
#: The dialog's size: wide enough for the rulebooks' and policies' long titles.
MIN_WIDTH, WIDTH, HEIGHT = 600, 790, 800
_CHIPS = re.compile(r"^\s*\d{1,3}(?:[,\s]\d{3})*\s*$|^\s*\d+\s*$")

HINT = (
    "Only the settings you change are sent, as one action that Edit > Undo takes back. "
    "A blank rebuy or add-on amount means the default shown in grey: the starting stack, "
    "the buy-in or the fee."
)
MONEY_HINT = (
    "A knockout bounty comes out of every entry's buy-in (re-entries too) and is paid to "
    "whoever eliminates that entry; the winner keeps their own. It is not in the prize pool. "
    "Rebuys and add-ons carry no bounty."
)
FLIGHT_HINT = "A flight (Day 1A, 1B…) sends its survivors on to a Day 2 event."
SEATING_HINT = (
    "Balancing moves a player when tables differ by more than the tolerance (TDA 2024 "
    "Rule 11); tables break in the break order (Rule 10-B); the final table is redrawn "
    "when everyone fits at it (RP-9)."
)


def chips_text(chips: int) -> str:
    """Chips with thousands separators: ``10,000``."""
    return f"{chips:,}"


def parse_amount(text: str, *, field: str, label: str) -> int | None:
    """Money typed in a field that may be left blank (None); refuses what does not read."""
    if not text.strip():
        return None
    if text.strip().startswith("-"):
        raise InvalidInput(f"{label} cannot be negative.", field=field)
    try:
        return parse_money(text, field=label)
    except InvalidInput as exc:
        raise InvalidInput(exc.message, field=field) from exc


def parse_chips(text: str, *, field: str, label: str) -> int | None:
    """Chips typed as ``10000`` or ``10,000`` (blank: None); refuses what does not read."""
    if not text.strip():
        return None
    if text.strip().startswith("-"):
        raise InvalidInput(f"{label} cannot be negative.", field=field)
    if _CHIPS.match(text) is None:
        raise InvalidInput(
            f"{label}: '{text.strip()}' is not a number of chips (write it like 10000 or 10,000)",
            field=field,
        )
    return int(re.sub(r"[,\s]", "", text))


class EventSettingsDialog(QDialog):
    """Edit every setting of one event; OK sends the changed ones as one ``UpdateEvent``."""

    def __init__(
        self,
        *,
        floor: Floor,
        commands: CommandSender,
        event_id: int,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.floor = floor
        self.commands = commands
        self.event_id = event_id
        self.current: EventSettings = require_event(floor.state, event_id).settings
        self.setWindowTitle("Event settings")
        self._build_fields()
        self._build_layout()
        self._fields = self._field_widgets()
        self.load()
        self.policy_combo.currentIndexChanged.connect(self._on_policy_combo_changed)
        for edit in (self.buy_in_edit, self.fee_edit, self.bounty_edit):
            edit.textChanged.connect(self._show_defaults)
        self.stack_spin.valueChanged.connect(self._show_defaults)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.name_edit.setFocus()

    # ------------------------------------------------------------ building
    def _build_fields(self) -> None:
        # Event
        self.name_edit = QLineEdit()
        self.type_edit = QLineEdit()
        self.type_edit.setPlaceholderText("e.g. No-Limit Hold'em freezeout (FTR, FTRA)")
        self.rulebook_combo = QComboBox()
        self.rulebook_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.rulebook_combo.setMinimumContentsLength(24)
        for key, title in RULEBOOKS.items():
            self.rulebook_combo.addItem(title, key)
            self.rulebook_combo.setItemData(
                self.rulebook_combo.count() - 1, title, Qt.ItemDataRole.ToolTipRole
            )
        # Seating
        self.tables_spin = spin_box(0, MAX_TABLES, special="as the field grows")
        self.tables_spin.setToolTip(
            "How many tables the event uses; 'as the field grows' opens one after another"
        )
        self.seats_spin = spin_box(1, MAX_SEATS_TYPED, suffix=" seats")
        self.seats_spin.setToolTip("Seats at every table (2 to 12)")
        self.seating_policy = SeatingPolicyFields()
        # Money
        self.stack_spin = spin_box(0, MAX_STACK, step=1_000, suffix=" chips")
        self.buy_in_edit = amount_edit("The prize part of an entry: 50 or 50.00")
        self.buy_in_edit.setPlaceholderText("0.00")
        self.fee_edit = amount_edit("The house's part of an entry: 5 or 5.00")
        self.fee_edit.setPlaceholderText("0.00")
        self.bounty_edit = amount_edit(
            "Knockout bounty: the part of each buy-in paid to whoever eliminates the entry "
            "(blank or 0: no bounties)"
        )
        self.bounty_edit.setPlaceholderText("none")
        self.bounty_note = QLabel()
        self.bounty_note.setObjectName(style.HINT)
        # Late registration
        self.policy_combo = QComboBox()
        self.policy_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.policy_combo.setMinimumContentsLength(24)
        for key, text in LATE_REG_POLICIES.items():
            self.policy_combo.addItem(text[:1].upper() + text[1:], key)
            self.policy_combo.setItemData(
                self.policy_combo.count() - 1, text, Qt.ItemDataRole.ToolTipRole
            )
        self.close_level = OptionalNumber(
            "Never by itself",
            low=1,
            high=MAX_COUNT,
            tip="Late registration closes at the end of this level (or when you close it)",
        )
        self.close_level.spin.setPrefix("level ")
        self.per_level_spin = spin_box(0, MAX_STACK, step=25, suffix=" chips")
        self.per_level_spin.setToolTip(
            "Chips deducted from a late entrant's stack for every level started "
            "('per-level' policy only)"
        )
        # Re-entries, rebuys and add-ons
        self.reentries = OptionalNumber(
            "No limit", low=0, high=MAX_COUNT, special="none (freezeout)", tip="Per player"
        )
        self.rebuys = OptionalNumber(
            "No limit", low=0, high=MAX_COUNT, special="none", tip="Per entry"
        )
        self.rebuy_last = OptionalNumber("No level limit", low=1, high=MAX_COUNT)
        self.rebuy_last.spin.setPrefix("level ")
        self.rebuy_max_stack_edit = amount_edit(
            "A player may rebuy with at most this many chips (blank: the starting stack)"
        )
        self.rebuy_chips_edit = amount_edit("Chips a rebuy gives (blank: the starting stack)")
        self.rebuy_price_edit = amount_edit("A rebuy's prize money (blank: the buy-in)")
        self.rebuy_fee_edit = amount_edit("A rebuy's fee to the house (blank: the fee)")
        self.addons = OptionalNumber(
            "No limit", low=0, high=MAX_COUNT, special="none", tip="Per entry"
        )
        self.addon_last = OptionalNumber(
            "No level limit",
            low=1,
            high=MAX_COUNT,
            tip="Add-ons are offered through the end of this level and the break after it",
        )
        self.addon_last.spin.setPrefix("level ")
        self.addon_chips_edit = amount_edit("Chips an add-on gives (blank: the starting stack)")
        self.addon_price_edit = amount_edit("An add-on's prize money (blank: the buy-in)")
        self.addon_fee_edit = amount_edit("An add-on's fee to the house (blank: the fee)")
        # Flight
        self.flight_combo = QComboBox()
        self.flight_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.flight_combo.setMinimumContentsLength(24)
        # Bottom
        self.error_label = refusal_label()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText("Save changes")
        self.ok_button.setObjectName(style.PRIMARY)
        self.ok_button.setDefault(True)

    def _build_layout(self) -> None:
        sections = [
            self._section(
                "Event",
                [
                    ("Name", self.name_edit),
                    ("Type", self.type_edit),
                    ("Rulebook", self.rulebook_combo),
                ],
            ),
            self._section(
                "Seating",
                [
                    ("Tables", field_row(self.tables_spin)),
                    ("Seats per table", field_row(self.seats_spin)),
                    *self.seating_policy.rows(),
                ],
                hint=SEATING_HINT,
            ),
            self._section(
                "Money",
                [
                    ("Starting stack", field_row(self.stack_spin)),
                    ("Buy-in", field_row(self.buy_in_edit)),
                    ("Bounty", field_row(self.bounty_edit, self.bounty_note)),
                    ("Fee", field_row(self.fee_edit)),
                ],
                hint=MONEY_HINT,
            ),
            self._section(
                "Late registration",
                [
                    ("Late entrants get", self.policy_combo),
                    ("Closes at the end of", self.close_level),
                    ("Chips per level", field_row(self.per_level_spin)),
                ],
            ),
            self._section(
                "Re-entries, rebuys and add-ons",
                [
                    ("Re-entries per player", self.reentries),
                    ("Rebuys per entry", self.rebuys),
                    ("Rebuys until the end of", self.rebuy_last),
                    ("Rebuy with at most", field_row(self.rebuy_max_stack_edit)),
                    ("Rebuy chips", field_row(self.rebuy_chips_edit)),
                    ("Rebuy price", field_row(self.rebuy_price_edit)),
                    ("Rebuy fee", field_row(self.rebuy_fee_edit)),
                    ("Add-ons per entry", self.addons),
                    ("Add-ons until the end of", self.addon_last),
                    ("Add-on chips", field_row(self.addon_chips_edit)),
                    ("Add-on price", field_row(self.addon_price_edit)),
                    ("Add-on fee", field_row(self.addon_fee_edit)),
                ],
            ),
            self._section("Flight", [("This event is", self.flight_combo)], hint=FLIGHT_HINT),
        ]
        self._field_labels = [
            label
            for section in sections
            for label in section.findChildren(QLabel)
            if label.objectName() == style.FIELD_LABEL
        ]
        content = QWidget()
        content.setObjectName(style.PLAIN)
        column = QVBoxLayout(content)
        column.setContentsMargins(0, 0, 12, 0)  # room for the scroll bar
        column.setSpacing(14)
        for section in sections:
            column.addWidget(section)
        column.addStretch(1)
        self.scroll_area = QScrollArea()
        self.scroll_area.setObjectName(style.PLAIN)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setWidget(content)

        self.title_label = text_label(style.CARD_TITLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(*MARGINS)
        layout.setSpacing(10)
        layout.addWidget(self.title_label)
        layout.addWidget(text_label(style.HINT, HINT))
        layout.addWidget(self.scroll_area, 1)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(MIN_WIDTH)
        self.resize(WIDTH, HEIGHT)

    def showEvent(self, event: QShowEvent) -> None:
        self._align_labels()
        super().showEvent(event)

    def _align_labels(self) -> None:
        """Every section's labels as wide as the widest, so the fields line up in one column.

        Measured once styled (the window's style sheet sets the font), so when shown."""
        for label in self._field_labels:
            label.setMinimumWidth(0)
            label.ensurePolished()
        width = max(label.sizeHint().width() for label in self._field_labels)
        for label in self._field_labels:
            label.setMinimumWidth(width)

    def _section(self, title: str, rows: list[tuple[str, QWidget]], *, hint: str = "") -> QFrame:
        card = QFrame()
        card.setObjectName(style.CARD)
        column = QVBoxLayout(card)
        column.setContentsMargins(18, 14, 18, 16)
        column.setSpacing(10)
        heading = QLabel(title)
        heading.setObjectName(style.PREVIEW_WHO)
        column.addWidget(heading)
        if hint:
            column.addWidget(text_label(style.HINT, hint))
        form = QFormLayout()
        form.setHorizontalSpacing(16)
        form.setVerticalSpacing(8)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        for text, widget in rows:
            label = QLabel(text)
            label.setObjectName(style.FIELD_LABEL)
            form.addRow(label, widget)
        column.addLayout(form)
        return card

    def _field_widgets(self) -> dict[str, QWidget]:
        """The widget each setting (as a refusal's ``details["field"]`` names it) is in."""
        return {
            "name": self.name_edit,
            "type_text": self.type_edit,
            "rulebook": self.rulebook_combo,
            "tables": self.tables_spin,
            "seats": self.seats_spin,
            "starting_stack": self.stack_spin,
            "buy_in": self.buy_in_edit,
            "fee": self.fee_edit,
            "bounty": self.bounty_edit,
            "late_reg": self.policy_combo,
            "late_reg_close_level": self.close_level,
            "late_reg_per_level": self.per_level_spin,
            "max_reentries": self.reentries,
            "max_rebuys": self.rebuys,
            "rebuy_last_level": self.rebuy_last,
            "rebuy_max_stack": self.rebuy_max_stack_edit,
            "rebuy_chips": self.rebuy_chips_edit,
            "rebuy_price": self.rebuy_price_edit,
            "rebuy_fee": self.rebuy_fee_edit,
            "max_addons": self.addons,
            "addon_last_level": self.addon_last,
            "addon_chips": self.addon_chips_edit,
            "addon_price": self.addon_price_edit,
            "addon_fee": self.addon_fee_edit,
            "flight_of": self.flight_combo,
            **self.seating_policy.field_widgets(),
        }

    # ------------------------------------------------------------ showing
    def load(self) -> None:
        """Show the event's settings as the floor has them now."""
        self.current = current = require_event(self.floor.state, self.event_id).settings
        self.title_label.setText(f"Event settings: {current.name}")
        self.name_edit.setText(current.name)
        self.type_edit.setText(current.type_text)
        self.rulebook_combo.setCurrentIndex(max(self.rulebook_combo.findData(current.rulebook), 0))
        self.tables_spin.setValue(current.tables)
        self.seats_spin.setValue(current.seats)
        self.stack_spin.setValue(current.starting_stack)
        self.buy_in_edit.setText(format_money(current.buy_in))
        self.fee_edit.setText(format_money(current.fee))
        self.bounty_edit.setText(format_money(current.bounty) if current.bounty else "")
        self.policy_combo.setCurrentIndex(max(self.policy_combo.findData(current.late_reg), 0))
        self.close_level.set_value(current.late_reg_close_level)
        self.per_level_spin.setValue(current.late_reg_per_level)
        self.reentries.set_value(current.max_reentries)
        self.rebuys.set_value(current.max_rebuys)
        self.rebuy_last.set_value(current.rebuy_last_level)
        self.addons.set_value(current.max_addons)
        self.addon_last.set_value(current.addon_last_level)
        for edit, chips in (
            (self.rebuy_max_stack_edit, current.rebuy_max_stack),
            (self.rebuy_chips_edit, current.rebuy_chips),
            (self.addon_chips_edit, current.addon_chips),
        ):
            edit.setText("" if chips is None else chips_text(chips))
        for edit, cents in (
            (self.rebuy_price_edit, current.rebuy_price),
            (self.rebuy_fee_edit, current.rebuy_fee),
            (self.addon_price_edit, current.addon_price),
            (self.addon_fee_edit, current.addon_fee),
        ):
            edit.setText("" if cents is None else format_money(cents))
        self.seating_policy.load(current)
        self._load_flights(current)
        self._on_policy_combo_changed()
        self._show_defaults()
        self.error_label.hide()

    def _load_flights(self, current: EventSettings) -> None:
        """ "Not a flight", then every other event that is not itself a flight."""
        events = self.floor.state.events
        self.flight_combo.clear()
        self.flight_combo.addItem("Not a flight", None)
        for event_id in sorted(events):
            info = events[event_id]
            if event_id == self.event_id or info.settings.flight_of is not None:
                continue
            self.flight_combo.addItem(f"Flight of {info.name} (#{event_id})", event_id)
        parent = current.flight_of
        if parent is not None and self.flight_combo.findData(parent) < 0:
            self.flight_combo.addItem(f"Flight of event #{parent}", parent)
        self.flight_combo.setCurrentIndex(max(self.flight_combo.findData(parent), 0))
        day_two = any(e.settings.flight_of == self.event_id for e in events.values())
        self.flight_combo.setEnabled(not day_two)
        self.flight_combo.setToolTip(
            "Other events are flights of this one, so it cannot be a flight itself."
            if day_two
            else "The Day 2 event this event's survivors go on to"
        )

    # ------------------------------------------------------------ reading
    def settings(self) -> dict[str, Any]:
        """Every setting as typed; raises ``InvalidInput`` for a value that does not read."""
        buy_in = parse_amount(self.buy_in_edit.text(), field="buy_in", label="Buy-in")
        fee = parse_amount(self.fee_edit.text(), field="fee", label="Fee")
        bounty = parse_amount(self.bounty_edit.text(), field="bounty", label="Bounty")
        chips = {
            key: parse_chips(edit.text(), field=key, label=label)
            for key, edit, label in (
                ("rebuy_max_stack", self.rebuy_max_stack_edit, "Rebuy with at most"),
                ("rebuy_chips", self.rebuy_chips_edit, "Rebuy chips"),
                ("addon_chips", self.addon_chips_edit, "Add-on chips"),
            )
        }
        money = {
            key: parse_amount(edit.text(), field=key, label=label)
            for key, edit, label in (
                ("rebuy_price", self.rebuy_price_edit, "Rebuy price"),
                ("rebuy_fee", self.rebuy_fee_edit, "Rebuy fee"),
                ("addon_price", self.addon_price_edit, "Add-on price"),
                ("addon_fee", self.addon_fee_edit, "Add-on fee"),
            )
        }
        return {
            "name": self.name_edit.text().strip(),
            "type_text": self.type_edit.text().strip(),
            "rulebook": str(self.rulebook_combo.currentData()),
            "tables": self.tables_spin.value(),
            "seats": self.seats_spin.value(),
            "starting_stack": self.stack_spin.value(),
            "buy_in": buy_in or 0,
            "fee": fee or 0,
            "bounty": bounty or 0,
            "late_reg": str(self.policy_combo.currentData()),
            "late_reg_close_level": self.close_level.value(),
            "late_reg_per_level": self.per_level_spin.value(),
            "max_reentries": self.reentries.value(),
            "max_rebuys": self.rebuys.value(),
            "rebuy_last_level": self.rebuy_last.value(),
            "max_addons": self.addons.value(),
            "addon_last_level": self.addon_last.value(),
            "flight_of": self.flight_combo.currentData(),
            **self.seating_policy.values(),
            **chips,
            **money,
        }

    def changes(self) -> dict[str, Any]:
        """The settings that differ from the event's; raises ``InvalidInput`` like ``settings``."""
        return {
            key: value
            for key, value in self.settings().items()
            if getattr(self.current, key) != value
        }

    # ------------------------------------------------------------ applying
    def apply(self) -> bool:
        """Send the changed settings as one ``UpdateEvent``; False (shown) if refused."""
        try:
            changes = self.changes()
            if changes:
                self.commands.execute(UpdateEvent(self.event_id, changes))
        except FloorError as exc:
            logger.info("event settings refused: %s (%s)", exc.message, exc.code)
            self.show_refusal(exc)
            return False
        if changes:
            self.load()  # what the floor has now (also hides the red line)
        self.error_label.hide()
        return True

    def accept(self) -> None:
        if self.apply():
            super().accept()

    def show_refusal(self, error: FloorError) -> None:
        """The refusal in the red line, and the cursor in the field it is about."""
        self.error_label.setText(f"{error.message} Nothing was changed.")
        self.error_label.show()
        field = error.details.get("field")
        self.focus_field(field if isinstance(field, str) else None)

    def focus_field(self, field: str | None) -> None:
        """Put the cursor in the field a refusal was about (and scroll it into view)."""
        widget = self._fields.get(field or "")
        if widget is None:
            return
        self.scroll_area.ensureWidgetVisible(widget)
        if isinstance(widget, OptionalNumber):
            widget.focus()
            return
        widget.setFocus()
        if isinstance(widget, QLineEdit | QAbstractSpinBox):
            widget.selectAll()

    # ------------------------------------------------------------ slots
    def _on_policy_combo_changed(self, *_: object) -> None:
        per_level = self.policy_combo.currentData() == "per-level"
        self.per_level_spin.setEnabled(per_level)
        self.policy_combo.setToolTip(
            LATE_REG_POLICIES.get(str(self.policy_combo.currentData()), "")
        )

    def _bounty_note(self, buy_in: int) -> str:
        """What the bounty typed leaves of each buy-in for the prize pool."""
        try:
            bounty = parse_amount(self.bounty_edit.text(), field="bounty", label="Bounty") or 0
        except InvalidInput:
            return ""
        if not bounty or bounty > buy_in:
            return ""
        return f"leaves {format_money(buy_in - bounty)} of each buy-in for the prize pool"

    def _show_defaults(self, *_: object) -> None:
        """Show what a blank rebuy/add-on field means, and what the bounty leaves for
        the pool, from the values typed above."""
        stack = chips_text(self.stack_spin.value())
        try:
            buy_in = parse_amount(self.buy_in_edit.text(), field="buy_in", label="Buy-in") or 0
            fee = parse_amount(self.fee_edit.text(), field="fee", label="Fee") or 0
        except InvalidInput:
            buy_in, fee = self.current.buy_in, self.current.fee
        self.bounty_note.setText(self._bounty_note(buy_in))
        for edit in (self.rebuy_max_stack_edit, self.rebuy_chips_edit, self.addon_chips_edit):
            edit.setPlaceholderText(stack)
        for edit in (self.rebuy_price_edit, self.addon_price_edit):
            edit.setPlaceholderText(format_money(buy_in))
        for edit in (self.rebuy_fee_edit, self.addon_fee_edit):
            edit.setPlaceholderText(format_money(fee))
