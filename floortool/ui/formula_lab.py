"""UI layer: the formula lab: type a formula and see it score an event, live.

The formula field is read again at every keystroke: a formula that does not
read shows the domain's message with the caret under the problem (in a fixed
font, so the caret lines up); one that reads shows each place's points for
the chosen event — one of the season's recorded events (an imported one says
so), or a made-up field of 30 entries — beside the points the season recorded
for each finish (an imported season's own points, or floortool's), and the
lab's warnings (``domain.league.formula_lab``). Presets fill the field.
*Use for the season* asks the page to make the formula the season's (a new
rules version); nothing else here changes the floor.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import Signal
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from floortool.app.views.league import SAMPLE_ENTRIES, lab_on_event, lab_on_sample, sample_names
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import FloorError
from floortool.domain.league.formula_lab import LabReport
from floortool.domain.league.points.language import FUNCTIONS, VARIABLES
from floortool.domain.league.points.presets import PRESETS
from floortool.domain.league.seasons import LeagueEvent
from floortool.ui import style
from floortool.ui.dialog_parts import text_label
from floortool.ui.models.league import LabLine, LabTableModel, points_text
from floortool.ui.translation import QT_TRANSLATE_NOOP, said, translate, window_words

SAMPLE = QT_TRANSLATE_NOOP("formula_lab", "A made-up field of {count} entries")


def sample_text() -> str:
    """The made-up field's name in the event list, in the window's language."""
    return translate("formula_lab", SAMPLE).format(count=SAMPLE_ENTRIES)


def language_help() -> str:
    """What a formula may use, for the formula field's tooltip: every name with what
    it holds, every function with what it does (``domain.league.points.language``)."""
    names = [f"{name}: {said(text)}" for name, text in VARIABLES.items()]
    functions = [f"{name}: {said(spec.text)}" for name, spec in FUNCTIONS.items()]
    return "\n".join(
        (
            translate("formula_lab", "Names:"),
            *names,
            "",
            translate("formula_lab", "Functions:"),
            *functions,
        )
    )


PRESET_PROMPT = QT_TRANSLATE_NOOP("formula_lab", "Presets…")


class FormulaLab(QWidget):
    """A formula, the event it is tried on, the points per place and the warnings."""

    use_formula = Signal(str)
    """The director wants this formula for the season."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state: FloorState | None = None
        self._events: list[LeagueEvent] = []
        self.report: LabReport | None = None
        fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.formula_edit = QLineEdit()
        self.formula_edit.setObjectName(style.SEARCH_FIELD)
        self.formula_edit.setFont(fixed)
        self.formula_edit.setPlaceholderText(translate("formula_lab", "e.g. 10*sqrt(n)/sqrt(r)"))
        self.formula_edit.setClearButtonEnabled(True)
        self.formula_edit.setToolTip(language_help())
        self.preset_combo = QComboBox()
        self.preset_combo.addItem(translate("formula_lab", PRESET_PROMPT), "")
        for preset in PRESETS.values():
            self.preset_combo.addItem(f"{said(preset.title)}: {preset.formula}", preset.formula)
        self.preset_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.preset_combo.setMinimumContentsLength(len(translate("formula_lab", PRESET_PROMPT)) + 2)
        self.preset_combo.view().setMinimumWidth(420)
        self.event_combo = QComboBox()
        self.use_button = QPushButton(translate("formula_lab", "Use for the season"))
        self.use_button.setToolTip(
            translate("formula_lab", "Make this the season's formula (a new rules version)")
        )
        self.error_label = QLabel()
        self.error_label.setObjectName(style.ERROR_TEXT)
        self.error_label.setFont(fixed)
        self.error_label.hide()
        self.warnings_label = text_label(style.HINT)
        self.model = LabTableModel(self)
        self.table = QTableView()
        self.table.setObjectName(style.DATA_TABLE)
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(LabTableModel.COL_PLAYER, QHeaderView.ResizeMode.Stretch)

        top = QHBoxLayout()
        top.setSpacing(8)
        top.addWidget(text_label(style.FIELD_LABEL, translate("formula_lab", "Formula")))
        top.addWidget(self.formula_edit, 1)
        top.addWidget(self.use_button)
        on = QHBoxLayout()
        on.setSpacing(8)
        on.addWidget(text_label(style.FIELD_LABEL, translate("formula_lab", "Tried on")))
        on.addWidget(self.event_combo, 1)
        on.addWidget(self.preset_combo)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        layout.addLayout(top)
        layout.addLayout(on)
        layout.addWidget(self.error_label)
        layout.addWidget(self.warnings_label)
        layout.addWidget(self.table, 1)

        self.formula_edit.textChanged.connect(self._on_formula_edit_text_changed)
        self.preset_combo.activated.connect(self._on_preset_combo_activated)
        self.event_combo.currentIndexChanged.connect(self._on_event_combo_current_index_changed)
        self.use_button.clicked.connect(self._on_use_button_clicked)

    def set_events(self, state: FloorState, events: Sequence[LeagueEvent]) -> None:
        """Offer ``events`` (those with results) and the made-up field; keep the choice."""
        self._state = state
        chosen = self.event_combo.currentData()
        played = [e for e in events if e.played]
        self._events = played
        self.event_combo.blockSignals(True)
        self.event_combo.clear()
        for event in reversed(played):  # the latest first
            where = (
                "" if event.tournament_id is not None else translate("formula_lab", ", imported")
            )
            self.event_combo.addItem(f"{event.name} ({event.date}{where})", event.id)
        self.event_combo.addItem(sample_text(), None)
        index = self.event_combo.findData(chosen) if chosen is not None else -1
        self.event_combo.setCurrentIndex(max(0, index))
        self.event_combo.blockSignals(False)
        self.refresh()

    def refresh(self) -> None:
        """Score the chosen event with the formula as typed."""
        text = self.formula_edit.text()
        self.use_button.setEnabled(False)
        if not text.strip():
            self._show(
                None, "", translate("formula_lab", "Type a formula to see its points per place.")
            )
            return
        try:
            report = self._run(text)
        except FloorError as exc:
            self._show(None, exc.said(window_words().say), "")
            return
        self.use_button.setEnabled(True)
        warnings = "\n".join(f"\u26a0 {said(w)}" for w in report.warnings) or translate(
            "formula_lab", "No warnings."
        )
        self._show(report, "", warnings)

    def _event(self) -> LeagueEvent | None:
        event_id = self.event_combo.currentData()
        return next((e for e in self._events if e.id == event_id), None)

    def _run(self, text: str) -> LabReport:
        event = self._event()
        if event is None or self._state is None:
            return lab_on_sample(text)
        return lab_on_event(self._state, text, event)

    def _names(self, report: LabReport) -> Mapping[int, str]:
        if self.event_combo.currentData() is None or self._state is None:
            return sample_names(report)
        return {p.id: p.name for p in self._state.players.values()}

    def _show(self, report: LabReport | None, error: str, warnings: str) -> None:
        self.report = report
        self.error_label.setText(error)
        self.error_label.setVisible(bool(error))
        self.warnings_label.setText(warnings)
        self.warnings_label.setVisible(bool(warnings))
        if report is None:
            self.model.set_rows(())
            return
        names = self._names(report)
        event = self._event()
        recorded = {(s.player_id, s.places): s.points for s in event.scores} if event else {}
        lines = []
        for row in report.rows:
            points = recorded.pop((row.finish.player_id, row.finish.places), None)
            shown = "" if points is None else points_text(points)
            lines.append(LabLine(row, names.get(row.finish.player_id, "?"), shown))
        self.model.set_rows(lines)

    # ------------------------------------------------------------ slots
    def _on_formula_edit_text_changed(self, text: str) -> None:
        self.refresh()

    def _on_preset_combo_activated(self, index: int) -> None:
        formula = self.preset_combo.itemData(index)
        if formula:
            self.formula_edit.setText(formula)
        self.preset_combo.setCurrentIndex(0)

    def _on_event_combo_current_index_changed(self, index: int) -> None:
        self.refresh()

    def _on_use_button_clicked(self) -> None:
        self.use_formula.emit(self.formula_edit.text().strip())
