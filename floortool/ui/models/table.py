"""UI layer: what every flat table model over a list of app query results shares.

``ListTableModel`` is a table (never a tree) with one row per record in
``_rows`` and one column per title in ``HEADERS``; ``TOOLTIPS``, when a model
gives them, explain each column in its header's tooltip, and the columns in
``NUMBER_COLUMNS`` are right-aligned, header and cells (``alignment``); the
cells of ``EDITABLE_COLUMNS`` can be edited (the model's ``setData`` says how).
Subclasses say what the cells show (``data``) and how their rows are replaced
(``set_rows``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from floortool.ui.translation import translate

AnyIndex = QModelIndex | QPersistentModelIndex


class ListTableModel(QAbstractTableModel):
    """A table with a row per record of ``_rows`` and a column per ``HEADERS`` title."""

    HEADERS: ClassVar[tuple[str, ...]] = ()
    TOOLTIPS: ClassVar[tuple[str, ...]] = ()
    NUMBER_COLUMNS: ClassVar[frozenset[int]] = frozenset()
    EDITABLE_COLUMNS: ClassVar[frozenset[int]] = frozenset()
    _rows: Sequence[object]

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        flags = super().flags(index)
        if index.isValid() and index.column() in self.EDITABLE_COLUMNS:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def alignment(self, column: int) -> int:
        """Numbers to the right, text to the left (vertically centred)."""
        horizontal = (
            Qt.AlignmentFlag.AlignRight
            if column in self.NUMBER_COLUMNS
            else Qt.AlignmentFlag.AlignLeft
        )
        return int(horizontal | Qt.AlignmentFlag.AlignVCenter)

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.HEADERS):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return translate("headers", self.HEADERS[section])
        if role == Qt.ItemDataRole.ToolTipRole and section < len(self.TOOLTIPS):
            return translate("headers", self.TOOLTIPS[section])
        if role == Qt.ItemDataRole.TextAlignmentRole and section in self.NUMBER_COLUMNS:
            return self.alignment(section)
        return None
