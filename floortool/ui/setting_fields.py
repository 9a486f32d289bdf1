"""UI layer: the field widgets the settings dialogs are built from.

A right-aligned number box (``spin_box``), a money or chips box
(``amount_edit``), widgets side by side as one form field (``field_row``),
and ``OptionalNumber``: a whole number, or none at all when its check box is
ticked (no limit, the default). ``field_for`` makes the row a declared
setting (``domain.tournament.settings``) is edited in, from its kind: text,
a choice, a number, an amount of money or chips; ``EarlyTolerance`` puts the
early balance tolerance's two settings on one row. They only gather what the
director types; the domain decides.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.money import format_money, parse_money
from floortool.domain.kernel.text import read_whole
from floortool.domain.tournament.settings import (
    CHIPS,
    CHOICE,
    LEVEL,
    MONEY,
    TABLES,
    TEXT,
    EventSettings,
    Setting,
)
from floortool.ui import style
from floortool.ui.translation import translate

#: Width of the number fields (spin boxes, money and chip amounts).
NUMBER_WIDTH = 150


def differing(current: EventSettings, typed: dict[str, Any]) -> dict[str, Any]:
    """The settings in ``typed`` whose value is not ``current``'s: what a settings
    dialog sends as its one ``UpdateEvent``."""
    return {key: value for key, value in typed.items() if getattr(current, key) != value}


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


# ------------------------------------------------------------ rows from declarations
#: Upper bound of the number boxes: wider than the domain allows, so it refuses with
#: its own message (13 seats, a tolerance of 0 ... say why they cannot be).
MAX_TYPED = 9_999
MAX_CHIPS_TYPED = 2_000_000_000
#: Width of the two number boxes sharing the early tolerance's row.
SMALL_WIDTH = 110


def chips_text(chips: int) -> str:
    """Chips with thousands separators: ``10,000``."""
    return f"{chips:,}"


def parse_amount(text: str, *, field: str, label: str) -> int | None:
    """Money typed in a field that may be left blank (None); refuses what does not read."""
    if not text.strip():
        return None
    if text.strip().startswith("-"):
        raise InvalidInput(
            translate("setting_fields", "{label} cannot be negative.").format(label=label),
            field=field,
        )
    try:
        return parse_money(text, field=label)
    except InvalidInput as exc:
        raise InvalidInput(exc.phrase, field=field) from exc


def parse_chips(text: str, *, field: str, label: str) -> int | None:
    """Chips typed as ``10000`` or ``10,000`` (blank: None); refuses what does not read."""
    if not text.strip():
        return None
    if text.strip().startswith("-"):
        raise InvalidInput(
            translate("setting_fields", "{label} cannot be negative.").format(label=label),
            field=field,
        )
    chips = read_whole(text)
    if chips is None:
        raise InvalidInput(
            translate(
                "setting_fields",
                "{label}: '{0}' is not a number of chips (write it like 10000 or 10,000)",
            ).format(text.strip(), label=label),
            field=field,
        )
    return chips


def amount_text(setting: Setting, value: int) -> str:
    """Chips as ``10,000``, money as ``50.00``."""
    return format_money(value) if setting.kind == MONEY else chips_text(value)


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


class SettingField:
    """One row of the settings dialog: the widgets for one setting (or a pair),
    loaded from an event's settings and read back as typed."""

    def __init__(self, setting: Setting, row: QWidget, focus: QWidget) -> None:
        self.setting = setting
        self.row = row
        self._focus = focus

    @property
    def ids(self) -> tuple[str, ...]:
        return (self.setting.id,)

    def focus_widget(self, key: str) -> QWidget:
        """The widget the cursor goes to when a refusal names ``key``."""
        return self._focus

    def load(self, settings: EventSettings) -> None:
        raise NotImplementedError

    def values(self) -> dict[str, Any]:
        """The settings as typed; raises ``InvalidInput`` for a value that does not read."""
        raise NotImplementedError

    def on_change(self, slot: Callable[..., object]) -> None:
        """Call ``slot`` whenever the director changes the value."""

    def show_fallback(self, text: str) -> None:
        """Show what a blank means now (``setting.falls_back_to``'s value)."""


class TextField(SettingField):
    """A line of text (a name, a list of tables), read into its canonical form; left
    empty, a setting that may be blank is blank (None)."""

    def __init__(self, setting: Setting) -> None:
        self.edit = QLineEdit()
        self.edit.setPlaceholderText(setting.example)
        self.edit.setToolTip(_capitalised(setting.help))
        super().__init__(setting, self.edit, self.edit)

    def load(self, settings: EventSettings) -> None:
        self.edit.setText(getattr(settings, self.setting.id) or "")

    def values(self) -> dict[str, Any]:
        if self.setting.optional and not self.edit.text().strip():
            return {self.setting.id: None}
        read = self.setting.read or str.strip
        return {self.setting.id: read(self.edit.text())}


class ChoiceField(SettingField):
    """One of the setting's choices, by title."""

    def __init__(self, setting: Setting) -> None:
        self.combo = QComboBox()
        self.combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.combo.setMinimumContentsLength(24)
        for key, title in setting.choices.items():
            self.combo.addItem(_capitalised(title), key)
            self.combo.setItemData(self.combo.count() - 1, title, Qt.ItemDataRole.ToolTipRole)
        self.combo.setToolTip(_capitalised(setting.help))
        super().__init__(setting, self.combo, self.combo)

    def load(self, settings: EventSettings) -> None:
        found = self.combo.findData(getattr(settings, self.setting.id))
        self.combo.setCurrentIndex(max(found, 0))

    def values(self) -> dict[str, Any]:
        return {self.setting.id: str(self.combo.currentData())}

    def on_change(self, slot: Callable[..., object]) -> None:
        self.combo.currentIndexChanged.connect(slot)


def _number_range(setting: Setting) -> tuple[int, int]:
    return (1 if setting.kind == LEVEL else 0), (
        MAX_CHIPS_TYPED if setting.kind == CHIPS else MAX_TYPED
    )


class NumberField(SettingField):
    """A whole number (a count, a level, chips) in a spin box."""

    def __init__(self, setting: Setting) -> None:
        low, high = _number_range(setting)
        self.spin = spin_box(
            low, high, step=setting.step, suffix=setting.unit, special=setting.zero
        )
        self.spin.setToolTip(_capitalised(setting.help))
        if setting.kind == LEVEL:
            self.spin.setPrefix(translate("setting_fields", "level "))
        super().__init__(setting, field_row(self.spin), self.spin)

    def load(self, settings: EventSettings) -> None:
        self.spin.setValue(getattr(settings, self.setting.id))

    def values(self) -> dict[str, Any]:
        return {self.setting.id: self.spin.value()}

    def on_change(self, slot: Callable[..., object]) -> None:
        self.spin.valueChanged.connect(slot)


class OptionalNumberField(SettingField):
    """A whole number, or the setting's blank (no limit, the default) when ticked."""

    def __init__(self, setting: Setting) -> None:
        low, high = _number_range(setting)
        self.number = OptionalNumber(
            _capitalised(setting.blank),
            low=low,
            high=high,
            special=setting.zero,
            tip=_capitalised(setting.help),
        )
        self.number.spin.setSuffix(setting.unit)
        if setting.kind == LEVEL:
            self.number.spin.setPrefix(translate("setting_fields", "level "))
        super().__init__(setting, self.number, self.number)

    def load(self, settings: EventSettings) -> None:
        self.number.set_value(getattr(settings, self.setting.id))

    def values(self) -> dict[str, Any]:
        return {self.setting.id: self.number.value()}


class AmountField(SettingField):
    """Money (``50`` or ``50.00``) or chips typed as text; blank: none, or what it
    falls back to (shown in grey)."""

    def __init__(self, setting: Setting) -> None:
        self.edit = amount_edit(_capitalised(setting.help))
        self.edit.setPlaceholderText(setting.zero)
        self.note = QLabel()
        self.note.setObjectName(style.HINT)
        super().__init__(setting, field_row(self.edit, self.note), self.edit)

    def load(self, settings: EventSettings) -> None:
        value = getattr(settings, self.setting.id)
        self.edit.setText(amount_text(self.setting, value) if value else "")

    def typed(self) -> int | None:
        """The amount typed (None: blank); raises ``InvalidInput`` if it does not read."""
        read = parse_amount if self.setting.kind == MONEY else parse_chips
        return read(self.edit.text(), field=self.setting.id, label=self.setting.title)

    def values(self) -> dict[str, Any]:
        typed = self.typed()
        return {self.setting.id: typed if typed is not None or self.setting.optional else 0}

    def on_change(self, slot: Callable[..., object]) -> None:
        self.edit.textChanged.connect(slot)

    def show_fallback(self, text: str) -> None:
        self.edit.setPlaceholderText(text)


class EarlyTolerance(SettingField):
    """A looser balance tolerance while more than some number of tables are open, or
    none: two settings on one row."""

    def __init__(self, setting: Setting, tables: Setting) -> None:
        self.tables_setting = tables
        holder = QWidget()
        self.check = QCheckBox(translate("setting_fields", "Allow"))
        self.check.setToolTip(_capitalised(setting.help))
        self.spin = spin_box(0, MAX_TYPED, suffix=setting.unit)
        self.tables_spin = spin_box(0, MAX_TYPED, suffix=tables.unit)
        for spin in (self.spin, self.tables_spin):
            spin.setFixedWidth(SMALL_WIDTH)
            spin.setToolTip(_capitalised(setting.help))
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(12)
        row.addWidget(self.check)
        row.addWidget(self.spin)
        row.addWidget(QLabel(tables.title))
        row.addWidget(self.tables_spin)
        row.addStretch(1)
        holder.setFocusProxy(self.check)
        self.check.toggled.connect(self._on_check_toggled)
        super().__init__(setting, holder, self.spin)

    @property
    def ids(self) -> tuple[str, ...]:
        return (self.setting.id, self.tables_setting.id)

    def focus_widget(self, key: str) -> QWidget:
        return self.tables_spin if key == self.tables_setting.id else self.spin

    def load(self, settings: EventSettings) -> None:
        tolerance = getattr(settings, self.setting.id)
        tables = getattr(settings, self.tables_setting.id)
        self.spin.setValue(2 if tolerance is None else tolerance)
        self.tables_spin.setValue(20 if tables is None else tables)
        self.check.setChecked(tolerance is not None)
        self._on_check_toggled(tolerance is not None)

    def values(self) -> dict[str, Any]:
        ticked = self.check.isChecked()
        return {
            self.setting.id: self.spin.value() if ticked else None,
            self.tables_setting.id: self.tables_spin.value() if ticked else None,
        }

    def _on_check_toggled(self, checked: bool) -> None:
        self.spin.setEnabled(checked)
        self.tables_spin.setEnabled(checked)


def field_for(setting: Setting) -> SettingField:
    """The row a declared setting is edited in, by its kind."""
    if setting.kind in (TEXT, TABLES):
        return TextField(setting)
    if setting.kind == CHOICE:
        return ChoiceField(setting)
    if setting.kind == MONEY or (setting.kind == CHIPS and setting.optional):
        return AmountField(setting)
    if setting.optional:
        return OptionalNumberField(setting)
    return NumberField(setting)
