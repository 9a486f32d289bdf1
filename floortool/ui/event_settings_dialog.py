"""UI layer: the Event settings dialog, where every setting of an existing event is edited.

``EventSettingsDialog`` shows an event's settings as the floor has them, one
row per declared setting (``domain.tournament.settings``; rows by kind from
``ui.setting_fields``) in its section (Event, Seating, Money with the
knockout bounty, Late registration, Re-entries, rebuys and add-ons, Flight):
a new setting appears here without a line of code. A late-registration
policy's parameters can be typed while that policy is chosen. OK sends the
settings the director changed as one
``UpdateEvent`` through ``CommandSender.execute``, so Edit > Undo takes the
whole change back. Like the New-event form it only gathers text: money is
typed as ``50`` or ``50.00`` (``parse_money``), and the domain decides. A
value that does not read, or settings the floor refuses, are shown in the
dialog's red line with the cursor in the field at fault, and nothing changes.
Nothing changed: OK just closes the dialog.
"""

from __future__ import annotations

import logging
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
    QVBoxLayout,
    QWidget,
)

from floortool.app.commands.events import UpdateEvent
from floortool.app.floor import Floor
from floortool.domain.kernel.errors import FloorError, InvalidInput
from floortool.domain.rulings.rulebook_records import Mechanism, rulebook_record
from floortool.domain.tournament.event import require_event
from floortool.domain.tournament.late_policies import LATE_POLICIES, POLICY_PARAMETERS
from floortool.domain.tournament.settings import (
    FLIGHT,
    MONEY_SECTION,
    RULEBOOKS,
    SEATING,
    SECTION_TITLES,
    SECTIONS,
    SETTING_BY_ID,
    SETTINGS,
    EventSettings,
    Setting,
)
from floortool.ui import style
from floortool.ui.command_sender import CommandSender
from floortool.ui.dialog_parts import MARGINS, refusal_label, text_label
from floortool.ui.form_scroll import scrolled_form
from floortool.ui.setting_fields import (
    AmountField,
    ChoiceField,
    EarlyTolerance,
    OptionalNumber,
    SettingField,
    amount_text,
    differing,
    field_for,
)
from floortool.ui.translation import QT_TRANSLATE_NOOP, money_text, said, translate, window_words
from floortool.ui.window_size import fit_to_screen

logger = logging.getLogger(__name__)

#: The dialog's size: wide enough for the rulebooks' and policies' long titles.
MIN_WIDTH, WIDTH, HEIGHT = 600, 840, 800
#: The early tolerance's two settings share one row.
EARLY, EARLY_TABLES = "early_balance_tolerance", "early_balance_above_tables"

HINT = QT_TRANSLATE_NOOP(
    "event_settings_dialog",
    "Only the settings you change are sent, as one action that Edit > Undo takes back. "
    "A blank rebuy or add-on amount means the default shown in grey: the starting stack, "
    "the buy-in or the fee.",
)
MONEY_HINT = QT_TRANSLATE_NOOP(
    "event_settings_dialog",
    "A knockout bounty comes out of every entry's buy-in (re-entries too) and is paid to "
    "whoever eliminates that entry (in a progressive knockout, the cash share is paid and "
    "the rest added to the eliminator's own bounty); the winner keeps their own. It is not "
    "in the prize pool. Rebuys and add-ons carry no bounty.",
)
FLIGHT_HINT = QT_TRANSLATE_NOOP(
    "event_settings_dialog", "A flight (Day 1A, 1B…) sends its survivors on to a Day 2 event."
)
SECTION_HINTS = {MONEY_SECTION: MONEY_HINT, FLIGHT: FLIGHT_HINT}


def seating_hint(rulebook: str) -> str:
    """The seating section's hint, citing ``rulebook``'s rule for each mechanism."""
    record = rulebook_record(rulebook)
    return translate(
        "event_settings_dialog",
        "Balancing moves a player when tables differ by more than the tolerance ({0}); "
        "tables break in the break order ({1}); the final table is redrawn when everyone "
        "fits at it ({2}).",
    ).format(
        said(record.cite(Mechanism.BALANCING)),
        said(record.cite(Mechanism.BREAKING)),
        said(record.cite(Mechanism.FINAL_TABLE)),
    )


class FlightField(SettingField):
    """ "Not a flight", or a flight of one of the other events that is not itself a flight."""

    def __init__(self, setting: Setting, floor: Floor, event_id: int) -> None:
        self.floor = floor
        self.event_id = event_id
        self.combo = QComboBox()
        self.combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.combo.setMinimumContentsLength(24)
        super().__init__(setting, self.combo, self.combo)

    def load(self, settings: EventSettings) -> None:
        event_id = self.event_id
        events = self.floor.state.events
        self.combo.clear()
        self.combo.addItem(said(self.setting.blank), None)
        for other in sorted(events):
            info = events[other]
            if other == event_id or info.settings.flight_of is not None:
                continue
            self.combo.addItem(
                translate("event_settings_dialog", "Flight of {name}").format(name=info.name), other
            )
        parent = settings.flight_of
        if parent is not None and self.combo.findData(parent) < 0:
            named = (
                events[parent].name
                if parent in events
                else translate("event_settings_dialog", "an event no longer listed")
            )
            self.combo.addItem(
                translate("event_settings_dialog", "Flight of {named}").format(named=named), parent
            )
        self.combo.setCurrentIndex(max(self.combo.findData(parent), 0))
        day_two = any(e.settings.flight_of == event_id for e in events.values())
        self.combo.setEnabled(not day_two)
        self.combo.setToolTip(
            translate(
                "event_settings_dialog",
                "Other events are flights of this one, so it cannot be a flight itself.",
            )
            if day_two
            else translate(
                "event_settings_dialog", "The Day 2 event this event's survivors go on to"
            )
        )

    def values(self) -> dict[str, Any]:
        return {self.setting.id: self.combo.currentData()}


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
        self.setWindowTitle(translate("event_settings_dialog", "Event settings"))
        self._build_fields()
        self._build_layout()
        self.load()
        self.fields["late_reg"].on_change(self._on_policy_combo_changed)
        self.fields["rulebook"].on_change(self._on_rulebook_combo_changed)
        for key in {s.falls_back_to for s in SETTINGS if s.falls_back_to} | {"bounty"}:
            self.fields[key].on_change(self._show_defaults)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.widget("name").setFocus()

    # ------------------------------------------------------------ building
    def _build_fields(self) -> None:
        """One row per declared setting of its sections (the early tolerance's two share
        one; the automation has its own dialog)."""
        self.fields: dict[str, SettingField] = {}
        for setting in SETTINGS:
            if setting.id in self.fields or setting.section not in SECTIONS:
                continue
            row: SettingField
            if setting.id == EARLY:
                row = EarlyTolerance(setting, SETTING_BY_ID[EARLY_TABLES])
            elif setting.id == "flight_of":
                row = FlightField(setting, self.floor, self.event_id)
            else:
                row = field_for(setting)
            for key in row.ids:
                self.fields[key] = row
        # Bottom
        self.error_label = refusal_label()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(translate("event_settings_dialog", "Save changes"))
        self.ok_button.setObjectName(style.PRIMARY)
        self.ok_button.setDefault(True)

    def widget(self, key: str) -> QWidget:
        """The widget setting ``key`` is typed in (where a refusal about it puts the cursor)."""
        return self.fields[key].focus_widget(key)

    def _build_layout(self) -> None:
        rows: dict[str, list[SettingField]] = {section: [] for section in SECTIONS}
        for key, row in self.fields.items():
            if key == row.setting.id:
                rows[row.setting.section].append(row)
        self.seating_hint = text_label(style.HINT)
        sections = [
            self._section(
                said(SECTION_TITLES[section]),
                [(said(row.setting.title), row.row) for row in rows[section]],
                hint=self.seating_hint if section == SEATING else SECTION_HINTS.get(section, ""),
            )
            for section in SECTIONS
        ]
        self._field_labels = [
            label
            for section in sections
            for label in section.findChildren(QLabel)
            if label.objectName() == style.FIELD_LABEL
        ]
        content = QWidget()
        column = QVBoxLayout(content)
        column.setContentsMargins(0, 0, 12, 0)  # room for the scroll bar
        column.setSpacing(14)
        for section in sections:
            column.addWidget(section)
        column.addStretch(1)
        self.scroll_area = scrolled_form(content)

        self.title_label = text_label(style.CARD_TITLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(*MARGINS)
        layout.setSpacing(10)
        layout.addWidget(self.title_label)
        layout.addWidget(
            text_label(
                style.HINT,
                translate("event_settings_dialog", HINT),
            )
        )
        layout.addWidget(self.scroll_area, 1)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(MIN_WIDTH)
        fit_to_screen(self, WIDTH, HEIGHT)

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

    def _section(
        self, title: str, rows: list[tuple[str, QWidget]], *, hint: str | QLabel = ""
    ) -> QFrame:
        """A card of setting rows under ``title`` and its ``hint`` (text, or a label that
        changes with the settings typed)."""
        card = QFrame()
        card.setObjectName(style.CARD)
        column = QVBoxLayout(card)
        column.setContentsMargins(18, 14, 18, 16)
        column.setSpacing(10)
        heading = QLabel(title)
        heading.setObjectName(style.PREVIEW_WHO)
        column.addWidget(heading)
        if hint:
            column.addWidget(hint if isinstance(hint, QLabel) else text_label(style.HINT, hint))
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

    # ------------------------------------------------------------ showing
    def load(self) -> None:
        """Show the event's settings as the floor has them now."""
        self.current = current = require_event(self.floor.state, self.event_id).settings
        self.title_label.setText(
            translate("event_settings_dialog", "Event settings: {name}").format(name=current.name)
        )
        for key, row in self.fields.items():
            if key == row.setting.id:
                row.load(current)
        self._on_policy_combo_changed()
        self._on_rulebook_combo_changed()
        self._show_defaults()
        self.error_label.hide()

    def _on_rulebook_combo_changed(self) -> None:
        """The seating hint cites the rulebook chosen (saved or not yet); the order of one
        table's hand-for-hand busts is a choice only where hand-for-hand busts share."""
        rulebook = self.fields["rulebook"].values()["rulebook"]
        self.seating_hint.setText(seating_hint(rulebook))
        shares = rulebook_record(rulebook).hand_for_hand_busts_share
        one_table = self.fields["h4h_one_table"].row
        one_table.setEnabled(shares)
        one_table.setToolTip(
            said(SETTING_BY_ID["h4h_one_table"].help)
            if shares
            else translate(
                "event_settings_dialog", "{0}: busts on one hand are placed by chips ({1})"
            ).format(
                RULEBOOKS[rulebook],
                said(rulebook_record(rulebook).cite(Mechanism.HAND_FOR_HAND_BUSTS)),
            )
        )

    # ------------------------------------------------------------ reading
    def settings(self) -> dict[str, Any]:
        """Every setting as typed; raises ``InvalidInput`` for a value that does not read."""
        typed: dict[str, Any] = {}
        for key, row in self.fields.items():
            if key == row.setting.id:
                typed.update(row.values())
        return typed

    def changes(self) -> dict[str, Any]:
        """The settings that differ from the event's; raises ``InvalidInput`` like ``settings``."""
        return differing(self.current, self.settings())

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
        self.error_label.setText(
            translate("event_settings_dialog", "{message} Nothing was changed.").format(
                message=error.said(window_words().say)
            )
        )
        self.error_label.show()
        field = error.details.get("field")
        self.focus_field(field if isinstance(field, str) else None)

    def focus_field(self, field: str | None) -> None:
        """Put the cursor in the field a refusal was about (and scroll it into view)."""
        if field not in self.fields:
            return
        widget = self.widget(field)
        self.scroll_area.ensureWidgetVisible(widget)
        if isinstance(widget, OptionalNumber):
            widget.focus()
            return
        widget.setFocus()
        if isinstance(widget, QLineEdit | QAbstractSpinBox):
            widget.selectAll()

    # ------------------------------------------------------------ slots
    def _on_policy_combo_changed(self, *_: object) -> None:
        """A policy's parameters can be typed only while that policy is chosen."""
        policy = LATE_POLICIES.get(str(self.fields["late_reg"].values()["late_reg"]))
        for key in POLICY_PARAMETERS:
            self.fields[key].row.setEnabled(policy is not None and key in policy.parameters)
        combo = self.fields["late_reg"]
        if isinstance(combo, ChoiceField):
            combo.combo.setToolTip(said(policy.title) if policy else "")

    def _typed(self, key: str) -> int:
        """The amount typed for ``key`` (the event's while it does not read)."""
        try:
            value = self.fields[key].values()[key]
        except InvalidInput:
            value = getattr(self.current, key)
        return int(value or 0)

    def _bounty_note(self, buy_in: int) -> str:
        """What the bounty typed leaves of each buy-in for the prize pool."""
        try:
            bounty = int(self.fields["bounty"].values()["bounty"] or 0)
        except InvalidInput:
            return ""
        if not bounty or bounty > buy_in:
            return ""
        return translate(
            "event_settings_dialog", "leaves {0} of each buy-in for the prize pool"
        ).format(money_text(buy_in - bounty, grouped=False))

    def _show_defaults(self, *_: object) -> None:
        """Show what a blank amount means (the value typed for what it falls back to),
        and what the bounty leaves for the pool."""
        for key, row in self.fields.items():
            fallback = row.setting.falls_back_to
            if fallback and key == row.setting.id:
                row.show_fallback(amount_text(SETTING_BY_ID[fallback], self._typed(fallback)))
        bounty = self.fields["bounty"]
        if isinstance(bounty, AmountField):
            bounty.note.setText(self._bounty_note(self._typed("buy_in")))
