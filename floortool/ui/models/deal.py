"""UI layer: the table of the deal dialog: the players left, their chips and their amounts.

``DealTableModel`` has one row per player left: the name (from the field
summary), the chip count the director types (editable; ``52,000`` and
``52000`` both read), and the amount the deal pays, filled in by the dialog
from ``domain.prize.deals.plan_deal`` (blank while the deal cannot be worked out).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from PySide6.QtCore import QObject, Qt, Signal

from floortool.domain.kernel.text import read_whole
from floortool.ui.models.table import AnyIndex, ListTableModel
from floortool.ui.translation import QT_TRANSLATE_NOOP, count_text, money_text

DISPLAY = Qt.ItemDataRole.DisplayRole
EDIT = Qt.ItemDataRole.EditRole


def parse_chips(text: str) -> int | None:
    """``52,000``, ``52 000`` or ``52_000`` as 52000; None when it is not a whole number."""
    return read_whole(text)


class DealTableModel(ListTableModel):
    """Players left, their chips (typed) and what the deal pays them."""

    COL_PLAYER, COL_CHIPS, COL_AMOUNT = range(3)
    HEADERS: ClassVar[tuple[str, ...]] = (
        QT_TRANSLATE_NOOP("headers", "Player"),
        QT_TRANSLATE_NOOP("headers", "Chips"),
        QT_TRANSLATE_NOOP("headers", "Deal amount"),
    )
    NUMBER_COLUMNS: ClassVar[frozenset[int]] = frozenset({COL_CHIPS, COL_AMOUNT})
    EDITABLE_COLUMNS: ClassVar[frozenset[int]] = frozenset({COL_CHIPS})

    stacks_changed = Signal()
    """A chip count was typed."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[str] = []
        self._stacks: list[int | None] = []
        self._amounts: list[int] | None = None

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(self._rows)

    @property
    def stacks(self) -> tuple[int | None, ...]:
        return tuple(self._stacks)

    @property
    def amounts(self) -> tuple[int, ...] | None:
        return None if self._amounts is None else tuple(self._amounts)

    def set_players(self, players: Sequence[str], stacks: Sequence[int | None]) -> None:
        self.beginResetModel()
        self._rows = list(players)
        self._stacks = list(stacks)
        self._amounts = None
        self.endResetModel()

    def set_stack(self, row: int, stack: int | None) -> None:
        self._stacks[row] = stack
        index = self.index(row, self.COL_CHIPS)
        self.dataChanged.emit(index, index)
        self.stacks_changed.emit()

    def set_amounts(self, amounts: Sequence[int] | None) -> None:
        """Show the deal's amounts (None: blank, the deal cannot be worked out yet)."""
        self._amounts = None if amounts is None else list(amounts)
        if self._rows:
            top = self.index(0, self.COL_AMOUNT)
            bottom = self.index(len(self._rows) - 1, self.COL_AMOUNT)
            self.dataChanged.emit(top, bottom)

    def data(self, index: AnyIndex, role: int = DISPLAY) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row, column = index.row(), index.column()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return self.alignment(column)
        if role not in (DISPLAY, EDIT):
            return None
        if column == self.COL_PLAYER:
            return self._rows[row]
        if column == self.COL_CHIPS:
            stack = self._stacks[row]
            if stack is None:
                return ""
            return str(stack) if role == EDIT else count_text(stack)
        amounts = self._amounts
        return "" if amounts is None else money_text(amounts[row])

    def setData(self, index: AnyIndex, value: Any, role: int = EDIT) -> bool:
        if role != EDIT or not index.isValid() or index.column() != self.COL_CHIPS:
            return False
        text = str(value)
        stack = parse_chips(text)
        if stack is None and text.strip():
            return False
        self.set_stack(index.row(), stack)
        return True
