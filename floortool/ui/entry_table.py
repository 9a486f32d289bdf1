"""UI layer: the table of entries on the Players page.

A read-only ``QTableView`` over the entries (sorted by table and seat, or by
clicking a header; one row selected at a time). The other columns fit their
contents and the player's column takes the spare width, never less than
``PLAYER_MIN_WIDTH`` (Qt's own stretch mode keeps a stale width once the other
columns fill the view, so the view shares it out itself). It
keeps the plain arrow keys for moving between rows (``shortcuts.keeps_key``),
so browsing the entries never steps the clock to another level.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QAbstractItemModel, QEvent, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from floortool.ui import style
from floortool.ui.models.entries import EntryTableModel
from floortool.ui.shortcuts import keeps_key

logger = logging.getLogger(__name__)

ROW_HEIGHT = 28
MIN_COLUMN_WIDTH = 64
PLAYER_MIN_WIDTH = 170
PLAYER = EntryTableModel.COL_PLAYER


class EntryTableView(QTableView):
    """The event's entries, one row each; it keeps the arrow keys for itself."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(style.ENTRY_TABLE)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSortingEnabled(True)
        self.setWordWrap(False)
        self.setShowGrid(False)
        self.setAlternatingRowColors(True)
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(ROW_HEIGHT)
        header = self.horizontalHeader()
        header.setHighlightSections(False)
        header.setMinimumSectionSize(MIN_COLUMN_WIDTH)
        header.setStretchLastSection(False)
        header.sectionResized.connect(self._on_header_section_resized)

    def setModel(self, model: QAbstractItemModel | None) -> None:
        """Show ``model`` sorted by table and seat, the player's column taking the spare width
        (a header forgets its section modes when its model changes)."""
        super().setModel(model)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(PLAYER, QHeaderView.ResizeMode.Fixed)
        self.spread_columns()
        self.sortByColumn(EntryTableModel.COL_TABLE, Qt.SortOrder.AscendingOrder)
        header.setSortIndicatorShown(False)  # the model's titles carry the arrow

    def spread_columns(self) -> None:
        """Give the player's column the width the other columns leave (at least the minimum)."""
        header = self.horizontalHeader()
        if header.count() <= PLAYER:
            return
        others = sum(header.sectionSize(c) for c in range(header.count()) if c != PLAYER)
        width = max(PLAYER_MIN_WIDTH, self.viewport().width() - others)
        if header.sectionSize(PLAYER) != width:
            header.resizeSection(PLAYER, width)

    def updateGeometries(self) -> None:
        # Called whenever the viewport changes size (the window, a scroll bar appearing).
        super().updateGeometries()
        self.spread_columns()

    def _on_header_section_resized(self, column: int, old: int, new: int) -> None:
        if column != PLAYER:  # another column fitted new contents
            self.spread_columns()

    def event(self, event: QEvent) -> bool:
        # Offered a clock key first: keep the arrows (browsing must not skip a level).
        if keeps_key(event):
            event.accept()
            return True
        return super().event(event)
