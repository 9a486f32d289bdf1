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

from collections import Counter
from collections.abc import Collection, Sequence
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
    """A read-only table of ``Row`` records, each shown as one text per column (``cells``).

    Once asked (``column_texts``, ``column_version``), each column's different
    texts are counted as the rows change, so what sizes a column
    (``ui.column_widths``) is known without reading every row again. A row that
    is the very record shown before (a read model keeps its unchanged rows:
    ``app.memo``) keeps its texts: after a bust at 10,000 entrants only the few
    rows that changed are worked out."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Row] = []
        self._texts: list[tuple[str, ...]] = []  # each row's cells, worked out once
        self._aligned = tuple(self.alignment(column) for column in range(len(self.HEADERS)))
        self._tally: list[Counter[str]] | None = None  # kept from the first ask on
        self._versions = [0] * len(self.HEADERS)

    @property
    def rows(self) -> Sequence[Row]:
        return self._rows

    def set_rows(self, rows: Sequence[Row]) -> None:
        self._reset(list(rows), [self.cells(row) for row in rows])

    def update_rows(self, rows: Sequence[Row]) -> None:
        """Show ``rows`` as ``set_rows`` does, but when there are as many as before,
        announce only the span of rows whose texts changed (a bust moves a few), so
        the view repaints those and keeps its selection and scroll; else reset."""
        before = {id(row): texts for row, texts in zip(self._rows, self._texts, strict=True)}
        texts: list[tuple[str, ...]] = []
        came: list[tuple[str, ...]] = []  # the texts of rows not shown before
        for row in rows:
            kept = before.pop(id(row), None)
            if kept is None:
                kept = self.cells(row)
                came.append(kept)
            texts.append(kept)
        if len(texts) != len(self._texts):
            self._reset(list(rows), texts)
            return
        pairs = zip(self._texts, texts, strict=True)
        changed = [n for n, (old, new) in enumerate(pairs) if old is not new and old != new]
        self._rows = list(rows)
        self._texts = texts
        self._count(came, 1)  # first, so a text that only moved rows never leaves the tally
        self._count(list(before.values()), -1)  # the rows no longer shown
        if changed:
            last = len(self.HEADERS) - 1
            self.dataChanged.emit(self.index(changed[0], 0), self.index(changed[-1], last))

    def _reset(self, rows: list[Row], texts: list[tuple[str, ...]]) -> None:
        self.beginResetModel()
        self._rows = rows
        self._texts = texts
        self._tally = None  # counted again when next asked
        self._versions = [version + 1 for version in self._versions]
        self.endResetModel()

    def _count(self, rows_texts: Sequence[tuple[str, ...]], step: int) -> None:
        """Count ``rows_texts`` in (``step`` 1) or out (-1) of each column's tally; a
        column whose set of different texts changes moves to its next version."""
        if self._tally is None:  # nobody asked: nothing kept
            return
        for column, tally in enumerate(self._tally):
            for texts in rows_texts:
                text = texts[column]
                count = tally[text] + step
                if count > 0:
                    tally[text] = count
                else:
                    del tally[text]
                if count == (1 if step > 0 else 0):  # a text came or went
                    self._versions[column] += 1

    def cells(self, row: Row) -> tuple[str, ...]:
        raise NotImplementedError

    def column_texts(self, column: int) -> Collection[str]:
        """The different texts in ``column`` (what sizes the column: ``ui.column_widths``)."""
        return self._counted()[column].keys()

    def column_version(self, column: int) -> int:
        """Moves on whenever ``column_texts(column)`` changes."""
        self._counted()
        return self._versions[column]

    def _counted(self) -> list[Counter[str]]:
        """Each column's texts counted: at the first ask after the rows were reset,
        from then on as rows come and go (a table nobody sizes counts nothing)."""
        if self._tally is None:
            self._tally = [Counter() for _ in self.HEADERS]
            self._count(self._texts, 1)
        return self._tally

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
