"""UI layer: the structure generator's dialog (Structure page, "Suggest…").

The director sets the starting stack, expected players, target length, level
length, antes and breaks; the dialog asks ``domain.structure.suggest`` for a
structure at every change and shows its rows, the projected finish and the
generator's notes, or why it cannot suggest one. Nothing is applied until
"Use this structure"; the page then sends it as one undoable command.
"""

from __future__ import annotations

import logging

from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from floortool.domain.kernel.errors import FloorError
from floortool.domain.structure.chips import ChipSet
from floortool.domain.structure.suggest import Suggestion, suggest_structure
from floortool.ui import style
from floortool.ui.models.structure import StructureTableModel
from floortool.ui.translation import count_text, counted, said, translate, window_words
from floortool.ui.window_size import fit_to_screen

logger = logging.getLogger(__name__)

DEFAULT_PLAYERS = 40
DEFAULT_HOURS = 5.0
DEFAULT_LEVEL_MINUTES = 20
DEFAULT_ANTES_FROM = 4
DEFAULT_BREAK_EVERY = 4
DEFAULT_BREAK_MINUTES = 10


def duration_text(seconds: int) -> str:
    """``5 h 40 min`` (or ``40 min``)."""
    hours, minutes = divmod(round(seconds / 60), 60)
    return (
        translate("suggest_dialog", "{hours} h {minutes:02d} min").format(
            hours=hours, minutes=minutes
        )
        if hours
        else translate("suggest_dialog", "{minutes} min").format(minutes=minutes)
    )


def _spin(minimum: int, maximum: int, value: int, *, suffix: str = "") -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(minimum, maximum)
    spin.setValue(value)
    spin.setSuffix(suffix)
    spin.setGroupSeparatorShown(True)
    spin.setKeyboardTracking(False)
    return spin


class SuggestDialog(QDialog):
    """Generator inputs on the left, the suggested structure and its projection on the right."""

    def __init__(
        self,
        parent: QWidget | None,
        *,
        chip_set: ChipSet,
        starting_stack: int,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("suggest_dialog", "Suggest a structure"))
        self.chip_set = chip_set
        self.suggestion: Suggestion | None = None
        self.stack_spin = _spin(
            1, 10_000_000, starting_stack, suffix=translate("suggest_dialog", " chips")
        )
        self.stack_spin.setSingleStep(1_000)
        self.players_spin = _spin(
            2, 20_000, DEFAULT_PLAYERS, suffix=translate("suggest_dialog", " players")
        )
        self.hours_spin = QDoubleSpinBox()
        self.hours_spin.setRange(0.5, 48.0)
        self.hours_spin.setSingleStep(0.5)
        self.hours_spin.setDecimals(1)
        self.hours_spin.setSuffix(translate("suggest_dialog", " h"))
        self.hours_spin.setValue(DEFAULT_HOURS)
        self.hours_spin.setKeyboardTracking(False)
        self.level_spin = _spin(
            1, 240, DEFAULT_LEVEL_MINUTES, suffix=translate("suggest_dialog", " min")
        )
        self.antes_spin = _spin(0, 60, DEFAULT_ANTES_FROM)
        self.antes_spin.setSpecialValueText(translate("suggest_dialog", "No antes"))
        self.antes_spin.setPrefix(translate("suggest_dialog", "from level "))
        self.break_spin = _spin(
            0, 60, DEFAULT_BREAK_EVERY, suffix=translate("suggest_dialog", " levels")
        )
        self.break_spin.setSpecialValueText(translate("suggest_dialog", "No breaks"))
        self.break_spin.setPrefix(translate("suggest_dialog", "every "))
        self.break_minutes_spin = _spin(
            1, 120, DEFAULT_BREAK_MINUTES, suffix=translate("suggest_dialog", " min")
        )
        for spin in self._spins():
            spin.setButtonSymbols(QAbstractSpinBox.ButtonSymbols.UpDownArrows)
            spin.setMinimumWidth(150)

        form = QFormLayout()
        form.setHorizontalSpacing(16)
        form.setVerticalSpacing(10)
        form.addRow(translate("suggest_dialog", "Starting stack"), self.stack_spin)
        form.addRow(translate("suggest_dialog", "Expected players"), self.players_spin)
        form.addRow(translate("suggest_dialog", "Target length"), self.hours_spin)
        form.addRow(translate("suggest_dialog", "Level length"), self.level_spin)
        form.addRow(translate("suggest_dialog", "Big-blind antes"), self.antes_spin)
        form.addRow(translate("suggest_dialog", "Breaks"), self.break_spin)
        form.addRow(translate("suggest_dialog", "Break length"), self.break_minutes_spin)
        chips = QLabel(
            translate("suggest_dialog", "Chips: {0}").format(
                ", ".join(count_text(d) for d in chip_set.denominations)
            )
        )
        chips.setObjectName(style.HINT)
        chips.setWordWrap(True)
        inputs = QVBoxLayout()
        inputs.addLayout(form)
        inputs.addWidget(chips)
        inputs.addStretch(1)

        self.preview_model = StructureTableModel(self)
        self.preview = QTableView()
        self.preview.setModel(self.preview_model)
        self.preview.setObjectName(style.STRUCTURE_TABLE)
        self.preview.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.preview.verticalHeader().hide()
        self.preview.verticalHeader().setDefaultSectionSize(26)
        self.preview.setColumnHidden(StructureTableModel.COL_GAME, True)
        header = self.preview.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.preview.setMinimumWidth(640)
        self.projection_label = QLabel()
        self.projection_label.setObjectName(style.FIELD_VALUE)
        self.projection_label.setWordWrap(True)
        self.notes_label = QLabel()
        self.notes_label.setObjectName(style.HINT)
        self.notes_label.setWordWrap(True)
        self.error_label = QLabel()
        self.error_label.setObjectName(style.ERROR_TEXT)
        self.error_label.setWordWrap(True)
        result = QVBoxLayout()
        result.addWidget(self.projection_label)
        result.addWidget(self.error_label)
        result.addWidget(self.preview, 1)
        result.addWidget(self.notes_label)

        columns = QHBoxLayout()
        columns.setSpacing(24)
        columns.addLayout(inputs)
        columns.addLayout(result, 1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.use_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.use_button.setText(translate("suggest_dialog", "Use this structure"))
        self.use_button.setObjectName(style.PRIMARY)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 20)
        layout.setSpacing(16)
        layout.addLayout(columns, 1)
        layout.addWidget(self.buttons)
        fit_to_screen(self, 1120, 680)

        for spin in self._spins():
            spin.valueChanged.connect(self._on_input_value_changed)
        self.update_suggestion()

    def _spins(self) -> list[QSpinBox | QDoubleSpinBox]:
        return [
            self.stack_spin,
            self.players_spin,
            self.hours_spin,
            self.level_spin,
            self.antes_spin,
            self.break_spin,
            self.break_minutes_spin,
        ]

    def update_suggestion(self) -> None:
        """Ask the generator again with the inputs as they are."""
        try:
            suggestion = suggest_structure(
                starting_stack=self.stack_spin.value(),
                chip_set=self.chip_set,
                expected_players=self.players_spin.value(),
                target_hours=self.hours_spin.value(),
                level_minutes=self.level_spin.value(),
                antes_from_level=self.antes_spin.value() or None,
                break_every=self.break_spin.value() or None,
                break_minutes=self.break_minutes_spin.value(),
            )
        except FloorError as exc:
            self.suggestion = None
            self.preview_model.set_structure(None)
            self.error_label.setText(exc.said(window_words().say))
            self.error_label.show()
            self.projection_label.setText(
                translate("suggest_dialog", "No structure to suggest with these inputs.")
            )
            self.notes_label.setText("")
            self.use_button.setEnabled(False)
            return
        self.suggestion = suggestion
        self.error_label.hide()
        self.preview_model.set_structure(suggestion.structure)
        levels = suggestion.structure.level_count
        if suggestion.projection is None:
            finish = translate(
                "suggest_dialog",
                "The big blind never reaches the end value: add levels after applying.",
            )
        else:
            projection = suggestion.projection
            finish = translate(
                "suggest_dialog",
                "Projected finish {0} after the start, during level {level} (big blind "
                "{end_big_blind} = {total_chips} chips / 20).",
            ).format(
                duration_text(projection.seconds),
                level=projection.level,
                end_big_blind=count_text(projection.end_big_blind),
                total_chips=count_text(suggestion.total_chips),
            )
        self.projection_label.setText(
            counted(
                levels,
                translate("suggest_dialog", "{count} level"),
                translate("suggest_dialog", "{count} levels"),
            )
            + f". {finish}"
        )
        self.notes_label.setText("\n".join(said(note) for note in suggestion.notes))
        self.use_button.setEnabled(True)

    def _on_input_value_changed(self, *_: object) -> None:
        self.update_suggestion()
