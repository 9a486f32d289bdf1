"""UI layer: the table of events a director picks one from.

A ``QTableView`` over ``EventTableModel`` set up for choosing: whole rows,
one at a time, Return or double-click opens. Used on the welcome screen and in
the Open Event dialog. It asks for no less width than its columns' titles and
its contents-sized columns take (high contrast's larger text at 1024 pixels
would squeeze the stretched ones below their titles).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from PySide6.QtCore import QModelIndex, QSize, Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from floortool.app.views.events import EventSummary
from floortool.ui.models.events import EventTableModel

logger = logging.getLogger(__name__)


class EventListView(QTableView):
    """Events, newest first; emits ``event_chosen`` on double-click or Return."""

    event_chosen = Signal(int)
    """The director asked to open this event (its id)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.event_model = EventTableModel(self)
        self.setModel(self.event_model)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setAlternatingRowColors(True)
        self.setShowGrid(False)
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(30)
        header = self.horizontalHeader()
        header.setHighlightSections(False)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for column in (EventTableModel.COL_NAME, EventTableModel.COL_TYPE):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.activated.connect(self._on_self_activated)
        header.sectionResized.connect(self._on_header_section_resized)

    def minimumSizeHint(self) -> QSize:
        """Wide enough for each column's title, and each contents-sized column whole."""
        header = self.horizontalHeader()
        stretched = QHeaderView.ResizeMode.Stretch
        columns = sum(
            header.sectionSizeHint(column)
            if header.sectionResizeMode(column) == stretched
            else header.sectionSize(column)
            for column in range(header.count())
            if not header.isSectionHidden(column)
        )
        hint = super().minimumSizeHint()
        return QSize(max(hint.width(), columns + 2 * self.frameWidth()), hint.height())

    def _on_header_section_resized(self, column: int, old: int, new: int) -> None:
        if self.horizontalHeader().sectionResizeMode(column) != QHeaderView.ResizeMode.Stretch:
            self.updateGeometry()  # a contents-sized column changed what the table needs

    def set_events(self, rows: Sequence[EventSummary]) -> None:
        """Show ``rows`` (from ``list_events``), keeping the selected event selected."""
        chosen = self.selected_event_id()
        if not self.event_model.set_rows(rows):
            return
        row = self.event_model.row_of(chosen) if chosen is not None else None
        if row is None and rows:
            row = 0
        if row is not None:
            self.selectRow(row)

    def selected_event_id(self) -> int | None:
        rows = self.selectionModel().selectedRows()
        if not rows:
            return None
        return self.event_model.event_id(rows[0].row())

    def select_event(self, event_id: int) -> None:
        row = self.event_model.row_of(event_id)
        if row is not None:
            self.selectRow(row)

    def _on_self_activated(self, index: QModelIndex) -> None:
        if index.isValid():
            self.event_chosen.emit(self.event_model.event_id(index.row()))
