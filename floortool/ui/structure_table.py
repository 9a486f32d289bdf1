"""UI layer: the table of the structure editor.

A ``QTableView`` set up for editing a structure in place: one cell at a time,
double-click or F2 to edit, the columns sized to their contents with the
spare width shared out by weight. It keeps the plain arrow keys for moving
between cells (``shortcuts.keeps_key``), so browsing the structure never
steps the clock to another level, and F2 for editing a cell.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QEvent
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QTableView, QWidget

from floortool.ui import style
from floortool.ui.models.structure import StructureTableModel
from floortool.ui.shortcuts import keeps_key

logger = logging.getLogger(__name__)

#: How the table's spare width is shared between its columns.
COLUMN_WEIGHTS = {
    StructureTableModel.COL_LEVEL: 0.8,
    StructureTableModel.COL_SMALL_BLIND: 1.2,
    StructureTableModel.COL_BIG_BLIND: 1.2,
    StructureTableModel.COL_ANTE: 1.1,
    StructureTableModel.COL_BB_ANTE: 0.7,
    StructureTableModel.COL_MINUTES: 0.8,
    StructureTableModel.COL_GAME: 1.6,
    StructureTableModel.COL_COLOR_UP: 1.3,
    StructureTableModel.COL_STARTS_AT: 0.9,
}


class StructureTableView(QTableView):
    """The structure's table; it keeps the arrow keys for moving between cells."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(style.STRUCTURE_TABLE)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
        )
        self.setAlternatingRowColors(False)
        self.setWordWrap(False)
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(28)

    def spread_columns(self) -> None:
        """Give every column what its contents need, and share out the rest by weight."""
        header = self.horizontalHeader()
        count = header.count()
        if count == 0:
            return
        needed = [
            max(header.sectionSizeHint(column), self.sizeHintForColumn(column))
            for column in range(count)
        ]
        spare = max(self.viewport().width() - sum(needed), 0)
        weights = [COLUMN_WEIGHTS.get(column, 1.0) for column in range(count)]
        total = sum(weights)
        for column in range(count):
            header.resizeSection(column, needed[column] + int(spare * weights[column] / total))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.spread_columns()

    def event(self, event: QEvent) -> bool:
        # Offered a clock key first: keep the arrows (browsing must not skip a level),
        # and F2 (edit the cell), which elsewhere opens the registration desk.
        if keeps_key(event, editable=True):
            event.accept()
            return True
        return super().event(event)
