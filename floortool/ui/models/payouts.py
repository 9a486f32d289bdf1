"""UI layer: table models of the prize pool, the payouts and a payout table being edited.

``BreakdownTableModel`` lists the pool line by line (``PrizePool.breakdown``:
buy-ins, rebuys, add-ons, rake, added money, overlay, total);
``PayoutTableModel`` what each place is paid (place, share, amount); and
``RangeSharesModel`` the shares of one range of a payout table, editable: a
typed percentage goes through ``domain.prize.payout_edit.set_place_percentage``,
and a refused one is announced with the domain's message (``refused``) and
changes nothing. The whole table is checked apart (``validate_payout_table``)
before it is used: while the director types, a range may not add up yet.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Generic, TypeVar

from PySide6.QtCore import QObject, Qt, Signal

from floortool.domain.kernel.errors import FloorError
from floortool.domain.prize.payout_edit import set_place_percentage
from floortool.domain.prize.payout_files import parse_percent, percent_text
from floortool.domain.prize.payouts import PaidPlace, PayoutRange, PayoutTable
from floortool.domain.prize.pool import BreakdownRow, percent_phrase
from floortool.ui.models.table import AnyIndex, ListTableModel
from floortool.ui.translation import (
    QT_TRANSLATE_NOOP,
    money_text,
    ordinal_text,
    said,
    translate,
    window_words,
)

DISPLAY = Qt.ItemDataRole.DisplayRole
EDIT = Qt.ItemDataRole.EditRole
ALIGN = Qt.ItemDataRole.TextAlignmentRole
Row = TypeVar("Row")


class TextRowsModel(ListTableModel, Generic[Row]):
    """A read-only table of ``Row`` records, each shown as one text per column (``cells``)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Row] = []
        self._texts: list[tuple[str, ...]] = []  # each row's cells, worked out once
        self._aligned = tuple(self.alignment(column) for column in range(len(self.HEADERS)))

    @property
    def rows(self) -> Sequence[Row]:
        return self._rows

    def set_rows(self, rows: Sequence[Row]) -> None:
        self._reset(list(rows), [self.cells(row) for row in rows])

    def update_rows(self, rows: Sequence[Row]) -> None:
        """Show ``rows`` as ``set_rows`` does, but when there are as many as before,
        announce only the span of rows whose texts changed (a bust moves a few), so
        the view repaints those and keeps its selection and scroll; else reset."""
        texts = [self.cells(row) for row in rows]
        if len(texts) != len(self._texts):
            self._reset(list(rows), texts)
            return
        pairs = zip(self._texts, texts, strict=True)
        changed = [n for n, (old, new) in enumerate(pairs) if old != new]
        self._rows = list(rows)
        self._texts = texts
        if changed:
            last = len(self.HEADERS) - 1
            self.dataChanged.emit(self.index(changed[0], 0), self.index(changed[-1], last))

    def _reset(self, rows: list[Row], texts: list[tuple[str, ...]]) -> None:
        self.beginResetModel()
        self._rows = rows
        self._texts = texts
        self.endResetModel()

    def cells(self, row: Row) -> tuple[str, ...]:
        raise NotImplementedError

    def column_texts(self, column: int) -> list[str]:
        """Every row's text in ``column`` (what sizes the column: ``ui.column_widths``)."""
        return [texts[column] for texts in self._texts]

    def data(self, index: AnyIndex, role: int = DISPLAY) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        if role == DISPLAY:
            return self._texts[index.row()][index.column()]
        if role == ALIGN:
            return self._aligned[index.column()]
        return None


class BreakdownTableModel(TextRowsModel[BreakdownRow]):
    """The prize pool, line by line, ending with the total."""

    COL_ITEM, COL_DETAIL, COL_AMOUNT = range(3)
    HEADERS: ClassVar[tuple[str, ...]] = (
        "",
        QT_TRANSLATE_NOOP("headers", "Detail"),
        QT_TRANSLATE_NOOP("headers", "Amount"),
    )
    NUMBER_COLUMNS: ClassVar[frozenset[int]] = frozenset({COL_AMOUNT})

    def cells(self, row: BreakdownRow) -> tuple[str, ...]:
        return (said(row.label), said(row.detail), money_text(row.cents))


class PayoutTableModel(TextRowsModel[PaidPlace]):
    """What each place in the money is paid: place, share of the pool, amount."""

    COL_PLACE, COL_SHARE, COL_AMOUNT = range(3)
    HEADERS: ClassVar[tuple[str, ...]] = (
        QT_TRANSLATE_NOOP("headers", "Place"),
        QT_TRANSLATE_NOOP("headers", "Share"),
        QT_TRANSLATE_NOOP("headers", "Amount"),
    )
    NUMBER_COLUMNS: ClassVar[frozenset[int]] = frozenset({COL_SHARE, COL_AMOUNT})

    def cells(self, row: PaidPlace) -> tuple[str, ...]:
        return (
            ordinal_text(row.place),
            said(percent_phrase(row.basis_points)),
            money_text(row.cents),
        )


class RangeSharesModel(ListTableModel):
    """The shares of one range of a payout table, one row per place; the share is editable."""

    COL_PLACE, COL_SHARE = range(2)
    HEADERS: ClassVar[tuple[str, ...]] = (
        QT_TRANSLATE_NOOP("headers", "Place"),
        QT_TRANSLATE_NOOP("headers", "Share (%)"),
    )
    NUMBER_COLUMNS: ClassVar[frozenset[int]] = frozenset({COL_SHARE})
    EDITABLE_COLUMNS: ClassVar[frozenset[int]] = frozenset({COL_SHARE})

    edited = Signal()
    """The table changed (``table``)."""
    refused = Signal(str)
    """A typed share was refused: the domain's message (nothing changed)."""

    def __init__(self, table: PayoutTable, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table = table
        self._range_index = 0
        self._rows: tuple[int, ...] = table.ranges[0].basis_points

    @property
    def table(self) -> PayoutTable:
        return self._table

    @property
    def range_index(self) -> int:
        return self._range_index

    @property
    def payout_range(self) -> PayoutRange:
        return self._table.ranges[self._range_index]

    def set_table(self, table: PayoutTable, range_index: int | None = None) -> None:
        """Show ``table`` (at ``range_index``, or the same range, kept inside the table)."""
        index = self._range_index if range_index is None else range_index
        self.beginResetModel()
        self._table = table
        self._range_index = max(0, min(index, len(table.ranges) - 1))
        self._rows = self.payout_range.basis_points
        self.endResetModel()

    def set_share(self, place: int, text: str) -> bool:
        """Set ``place``'s share from ``text`` (``32.5``); False (and ``refused``) if refused."""
        try:
            basis_points = parse_percent(
                text, where=translate("payouts", "Place {place}").format(place=place)
            )
            table = set_place_percentage(
                self._table, range_index=self._range_index, place=place, basis_points=basis_points
            )
        except FloorError as exc:
            self.refused.emit(exc.said(window_words().say))
            return False
        self.set_table(table)
        self.edited.emit()
        return True

    def data(self, index: AnyIndex, role: int = DISPLAY) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        place, column = index.row() + 1, index.column()
        if role in (DISPLAY, EDIT):
            if column == self.COL_PLACE:
                return ordinal_text(place)
            return percent_text(self._rows[index.row()])
        if role == ALIGN:
            return self.alignment(column)
        return None

    def setData(self, index: AnyIndex, value: Any, role: int = EDIT) -> bool:
        if role != EDIT or not index.isValid() or index.column() != self.COL_SHARE:
            return False
        return self.set_share(index.row() + 1, str(value))


def shares_total(payout_range: PayoutRange) -> int:
    """What the places of ``payout_range`` add up to, in basis points."""
    return sum(payout_range.basis_points)
