"""UI layer: the event's incident log on the Floor page, and one record read in full.

``IncidentLogPanel`` lists every ruling recorded for the event, newest
first (``app.rulings.ruling_log``): time, table, situation, the ruling's
first sentence and the rules cited. The search field keeps the rows in
which every typed word starts a word of the record (a player, a rule
number, the director, a note, "table 4"). A double-click or Enter opens
``IncidentRecordDialog``: the record as it was given — when, where, who, the
random pick drawn, the ruling, the dealer's steps, the rules (a click shows
the paraphrase), the answers and the notes. "Print…" is for the Floor page
to hand to the Reports page (the ``rulings`` document, with the search).
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from floortool.app.floor import Floor
from floortool.app.rulings import record_in, ruling_log
from floortool.domain.rulings.incidents import RulingRecord, ruling_number
from floortool.ui import style
from floortool.ui.dialog_parts import close_row, dialog_column, text_label
from floortool.ui.form_scroll import scrolled_form
from floortool.ui.models.rulings import SEP, IncidentLogModel, record_time, rulebook_text
from floortool.ui.ruling_wizard_pages import RulingView
from floortool.ui.translation import QT_TRANSLATE_NOOP, translate, window_words
from floortool.ui.window_size import fit_to_screen

RECORD_SIZE = (860, 680)
#: The columns given a width (the ruling takes the rest; the others fit their text).
COLUMN_WIDTHS = {IncidentLogModel.COL_SITUATION: 170, IncidentLogModel.COL_RULES: 150}
NOTHING_YET = QT_TRANSLATE_NOOP(
    "incident_log", "No ruling recorded yet: the rulings given are listed here, newest first."
)


def record_heading(record: RulingRecord, number: int) -> str:
    """``21:04 · Table 3 · Hand 57 · TDA 2024 · Director Ann · Ruling 3`` (``number``:
    the ruling's number in its event)."""
    parts = [record_time(record.at)]
    if record.table is not None:
        parts.append(translate("incident_log", "Table {table}").format(table=record.table))
    if record.hand is not None:
        parts.append(translate("incident_log", "Hand {hand}").format(hand=record.hand))
    parts += [
        rulebook_text(record.rulebook, record.ftr_mode),
        translate("incident_log", "Director {director}").format(director=record.director),
        translate("incident_log", "Ruling {number}").format(number=number),
    ]
    return SEP.join(parts)


class IncidentRecordDialog(QDialog):
    """One record of the incident log, read in full."""

    def __init__(self, record: RulingRecord, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.record = record
        said = record_in(record, window_words())  # its situation's words in the window's
        self.setWindowTitle(translate("incident_log", "Ruling {number}").format(number=number))
        fit_to_screen(self, *RECORD_SIZE)
        self.heading_label = text_label(style.SUBTITLE, record_heading(record, number))
        self.players_label = text_label(
            style.FIELD_VALUE,
            translate("incident_log", "Players: {names}").format(names=", ".join(record.players))
            if record.players
            else "",
        )
        self.players_label.setVisible(bool(record.players))
        self.pick_card = QFrame()
        self.pick_card.setObjectName(style.PICK_CARD)
        pick = QVBoxLayout(self.pick_card)
        pick.setContentsMargins(16, 10, 16, 10)
        self.pick_label = text_label(style.PICK_TEXT)
        self.pick_detail_label = text_label(style.FIELD_VALUE)
        pick.addWidget(self.pick_label)
        pick.addWidget(self.pick_detail_label)
        if said.pick is not None:
            self.pick_label.setText(
                translate("incident_log", "Card {0} was the {1}").format(
                    said.pick["picked"], said.pick["what"]
                )
            )
            self.pick_detail_label.setText(str(said.pick["text"]))
        self.pick_card.setVisible(said.pick is not None)
        self.view = RulingView()
        self.view.show_ruling(said.to_data())
        self.notes_label = text_label(
            style.FIELD_VALUE,
            translate("incident_log", "Notes: {notes}").format(notes=record.notes),
        )
        self.notes_label.setVisible(bool(record.notes))
        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(10)
        column.addWidget(self.players_label)
        column.addWidget(self.pick_card)
        column.addWidget(self.view)
        column.addWidget(self.notes_label)
        column.addStretch(1)
        buttons, self.close_button = close_row(self)
        layout = dialog_column(self, title=said.title)
        layout.addWidget(self.heading_label)
        layout.addWidget(scrolled_form(body), 1)
        layout.addLayout(buttons)


class _LogTable(QTableView):
    """The log's rows; Enter opens the current one, as a double-click does."""

    open_requested = Signal(int)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentIndex().isValid():
            self.open_requested.emit(self.currentIndex().row())
            return
        super().keyPressEvent(event)


class IncidentLogPanel(QWidget):
    """The event's rulings, searchable, newest first; a row opens the whole record."""

    rule_requested = Signal(str, str)
    """Open this rule (book, ref) in the rule browser."""

    def __init__(self, floor: Floor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.floor = floor
        self._event_id: int | None = None
        self.total = 0  # the records in the log, found or not
        self.record_dialog: IncidentRecordDialog | None = None
        self.search_edit = QLineEdit()
        self.search_edit.setObjectName(style.SEARCH_FIELD)
        self.search_edit.setPlaceholderText(
            translate("incident_log", "Search the log: player, rule, table 4, note…")
        )
        self.search_edit.setClearButtonEnabled(True)
        self.count_label = text_label(style.HINT)
        self.count_label.setWordWrap(False)
        self.print_button = QPushButton(translate("incident_log", "Print\u2026"))
        self.print_button.setToolTip(
            translate(
                "incident_log",
                "The incident log on the Reports page (the rulings found, if searching), to print "
                "or save",
            )
        )
        self.model = IncidentLogModel(self)
        self.table = _LogTable()
        self.table.setObjectName(style.DATA_TABLE)
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setShowGrid(False)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setHighlightSections(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for column, width in COLUMN_WIDTHS.items():
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(column, width)
        header.setSectionResizeMode(IncidentLogModel.COL_RULING, QHeaderView.ResizeMode.Stretch)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.empty_label = text_label(style.HINT, translate("incident_log", NOTHING_YET))

        top = QHBoxLayout()
        top.setSpacing(10)
        top.addWidget(self.search_edit, 1)
        top.addWidget(self.count_label)
        top.addWidget(self.print_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty_label)

        self.search_edit.textChanged.connect(self._on_search_edit_text_changed)
        self.table.doubleClicked.connect(self._on_table_double_clicked)
        self.table.open_requested.connect(self.open_record)

    def set_event(self, event_id: int) -> None:
        self._event_id = event_id
        self.refresh()

    def refresh(self) -> None:
        """List the records matching the search, newest first."""
        if self._event_id is None or self._event_id not in self.floor.state.events:
            self.model.set_rows(())
            self.total = 0
            self.print_button.setEnabled(False)
            return
        state = self.floor.state
        every = ruling_log(state, self._event_id)
        words = self.search_edit.text()
        shown = ruling_log(state, self._event_id, words)
        self.total = len(every)
        self.model.set_rows(shown)
        self.print_button.setEnabled(bool(shown))
        self.empty_label.setVisible(not every)
        if words.strip():
            self.count_label.setText(
                translate("incident_log", "{0} of {1}").format(len(shown), len(every))
            )
        else:
            self.count_label.setText(
                translate("incident_log", "1 ruling")
                if len(every) == 1
                else translate("incident_log", "{0} rulings").format(len(every))
            )

    def search(self, words: str) -> None:
        self.search_edit.setText(words)

    def open_record(self, row: int) -> IncidentRecordDialog | None:
        """Show the record on ``row`` in full."""
        record = self.model.record_at(row)
        if record is None:
            return None
        if self.record_dialog is not None:
            self.record_dialog.close()
            self.record_dialog.deleteLater()
        dialog = IncidentRecordDialog(record, ruling_number(self.floor.state, record), self)
        dialog.view.rule_requested.connect(self.rule_requested)
        self.record_dialog = dialog
        dialog.show()
        return dialog

    def close_dialogs(self) -> None:
        if self.record_dialog is not None:
            self.record_dialog.close()

    def _on_search_edit_text_changed(self, text: str) -> None:
        self.refresh()

    def _on_table_double_clicked(self, index: QModelIndex) -> None:
        self.open_record(index.row())
