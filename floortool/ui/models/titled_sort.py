"""UI layer: a sorting proxy whose sorted column's title carries the arrow.

Qt draws its sort indicator over the end of a header's text when the column is
narrow ("Poin▾"); ``TitledSortProxyModel`` writes the arrow into the title
instead (``Points ▾``), so it is never drawn over the text and the column is
sized for it. A view over it hides Qt's own indicator.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSortFilterProxyModel, Qt

UP, DOWN = "\u25b4", "\u25be"


class TitledSortProxyModel(QSortFilterProxyModel):
    """Sorts like its base; the sorted column's title ends with ▴ or ▾."""

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        super().sort(column, order)
        if self.columnCount():
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        value = super().headerData(section, orientation, role)
        sorted_here = orientation == Qt.Orientation.Horizontal and section == self.sortColumn()
        if role == Qt.ItemDataRole.DisplayRole and sorted_here and value:
            ascending = self.sortOrder() == Qt.SortOrder.AscendingOrder
            return f"{value} {UP if ascending else DOWN}"
        return value
