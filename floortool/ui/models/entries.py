"""UI layer: the table model of an event's entries, for the Players page.

It holds the ``EntryRow``s of ``app.views.field.field_summary`` (entry order) and
shows one row per entry: player, entry number, table, seat, stack received,
late-registration deduction, status, the bounty on the entry's head (a knockout
event's: ``set_bounties``), rebuys, add-ons, every chip bought and the stack's
last count.
Display and sorting are kept apart: ``SORT_ROLE`` gives each cell a plain
number or text that sorts the way a director expects (seated entries by
table and seat, then the waiting list in order, then busted entries).
``set_rows`` updates rows in place or appends new ones when it can, so the
selection survives a registration; anything else resets the model.
``EntryFilterProxyModel`` sorts by ``SORT_ROLE``, marks the sorted column's
title with an arrow, and shows only the entries a search found.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QSortFilterProxyModel, Qt
from PySide6.QtGui import QBrush, QColor

from floortool.app.views.field import EntryRow
from floortool.domain.field.entries import ACTIVE, ADVANCED, BUSTED, WAITING
from floortool.ui.models.table import AnyIndex, ListTableModel
from floortool.ui.models.titled_sort import TitledSortProxyModel
from floortool.ui.translation import QT_TRANSLATE_NOOP, count_text, money_text, translate

ENTRY_ID_ROLE = Qt.ItemDataRole.UserRole + 1
PLAYER_ID_ROLE = Qt.ItemDataRole.UserRole + 2
SORT_ROLE = Qt.ItemDataRole.UserRole + 3
STATUS_ROLE = Qt.ItemDataRole.UserRole + 4

#: Status words as the floor says them.
STATUS_TEXT = {
    ACTIVE: QT_TRANSLATE_NOOP("entries", "seated"),
    WAITING: QT_TRANSLATE_NOOP("entries", "waiting"),
    BUSTED: QT_TRANSLATE_NOOP("entries", "busted"),
    ADVANCED: QT_TRANSLATE_NOOP("entries", "to Day 2"),
}
STATUS_ORDER = {ACTIVE: 0, WAITING: 1, BUSTED: 2, ADVANCED: 3}
WAITING_BACKGROUND = QColor("#fdf3dc")
MUTED = QColor("#8a93a3")
#: Sort keys put the waiting list after every seat and busted entries after it.
_WAITING_BASE = 1_000_000
_GONE_BASE = 2_000_000


def status_text(row: EntryRow) -> str:
    """``seated``, ``waiting (alt 2)``, ``busted`` or ``to Day 2``."""
    text = translate("entries", STATUS_TEXT.get(row.status, row.status))
    return (
        translate("entries", "{text} (alt {alternate})").format(text=text, alternate=row.alternate)
        if row.alternate is not None
        else text
    )


def _count(value: int) -> str:
    return count_text(value) if value else ""


class EntryTableModel(ListTableModel):
    """One row per entry of the event."""

    (
        COL_PLAYER,
        COL_ENTRY,
        COL_TABLE,
        COL_SEAT,
        COL_STACK,
        COL_DEDUCTION,
        COL_STATUS,
        COL_BOUNTY,
        COL_REBUYS,
        COL_ADDONS,
        COL_CHIPS,
        COL_LAST_COUNT,
    ) = range(12)
    HEADERS = (
        QT_TRANSLATE_NOOP("headers", "Player"),
        QT_TRANSLATE_NOOP("headers", "Entry"),
        QT_TRANSLATE_NOOP("headers", "Table"),
        QT_TRANSLATE_NOOP("headers", "Seat"),
        QT_TRANSLATE_NOOP("headers", "Stack"),
        QT_TRANSLATE_NOOP("headers", "Deduction"),
        QT_TRANSLATE_NOOP("headers", "Status"),
        QT_TRANSLATE_NOOP("headers", "Bounty"),
        QT_TRANSLATE_NOOP("headers", "Rebuys"),
        QT_TRANSLATE_NOOP("headers", "Add-ons"),
        QT_TRANSLATE_NOOP("headers", "Chips bought"),
        QT_TRANSLATE_NOOP("headers", "Last count"),
    )
    TOOLTIPS = (
        QT_TRANSLATE_NOOP("headers", "The player (nickname and membership number in the tooltip)"),
        QT_TRANSLATE_NOOP("headers", "1 for a first entry, 2 for the first re-entry ..."),
        QT_TRANSLATE_NOOP("headers", "Table number"),
        QT_TRANSLATE_NOOP("headers", "Seat number"),
        QT_TRANSLATE_NOOP(
            "headers", "Chips received on entry: the starting stack less the deduction"
        ),
        QT_TRANSLATE_NOOP("headers", "Chips late registration took off the starting stack"),
        QT_TRANSLATE_NOOP("headers", "Seated, waiting for a seat (alternate), or busted"),
        QT_TRANSLATE_NOOP(
            "headers",
            "The bounty on this player's head now (a progressive knockout's grows with each hit)",
        ),
        QT_TRANSLATE_NOOP("headers", "Rebuys bought by this entry"),
        QT_TRANSLATE_NOOP("headers", "Add-ons bought by this entry"),
        QT_TRANSLATE_NOOP(
            "headers", "Every chip this entry brought into play: stack, rebuys and add-ons"
        ),
        QT_TRANSLATE_NOOP(
            "headers", "The stack at its last count (0 once busted; blank: not counted yet)"
        ),
    )
    NUMBER_COLUMNS = frozenset(
        {
            COL_ENTRY,
            COL_TABLE,
            COL_SEAT,
            COL_STACK,
            COL_DEDUCTION,
            COL_REBUYS,
            COL_ADDONS,
            COL_CHIPS,
            COL_BOUNTY,
            COL_LAST_COUNT,
        }
    )

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[EntryRow] = []
        self._bounties: Mapping[int, int] = {}

    # ------------------------------------------------------------ contents
    def set_rows(self, rows: Sequence[EntryRow]) -> None:
        """Show ``rows``; the same entries (or more at the end) are updated in place."""
        new = list(rows)
        old_ids = [row.id for row in self._rows]
        new_ids = [row.id for row in new]
        if new_ids[: len(old_ids)] != old_ids:
            self.beginResetModel()
            self._rows = new
            self.endResetModel()
            return
        changed = [n for n, row in enumerate(self._rows) if row != new[n]]
        if len(new) > len(self._rows):
            self.beginInsertRows(QModelIndex(), len(self._rows), len(new) - 1)
            self._rows = new
            self.endInsertRows()
        else:
            self._rows = new
        last = self.columnCount() - 1
        for row in changed:
            self.dataChanged.emit(self.index(row, 0), self.index(row, last))

    def set_bounties(self, on_head: Mapping[int, int]) -> None:
        """Show the bounty (cents) on each entry's head, by entry id (none: blank)."""
        if on_head == self._bounties:
            return
        self._bounties = dict(on_head)
        if self._rows:
            last = len(self._rows) - 1
            self.dataChanged.emit(self.index(0, self.COL_BOUNTY), self.index(last, self.COL_BOUNTY))

    @property
    def rows(self) -> tuple[EntryRow, ...]:
        return tuple(self._rows)

    def entry(self, row: int) -> EntryRow:
        return self._rows[row]

    def row_of(self, entry_id: int) -> int | None:
        """The row showing entry ``entry_id``, if any."""
        for row, entry in enumerate(self._rows):
            if entry.id == entry_id:
                return row
        return None

    # ------------------------------------------------------------ Qt overrides
    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        entry = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(entry, column)
        if role == SORT_ROLE:
            return self._sort_key(entry, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return self.alignment(column)
        if role == Qt.ItemDataRole.ForegroundRole and entry.status in (BUSTED, ADVANCED):
            return QBrush(MUTED)
        if role == Qt.ItemDataRole.BackgroundRole and entry.status == WAITING:
            return QBrush(WAITING_BACKGROUND)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(entry)
        if role == ENTRY_ID_ROLE:
            return entry.id
        if role == PLAYER_ID_ROLE:
            return entry.player_id
        if role == STATUS_ROLE:
            return entry.status
        return None

    def _display(self, entry: EntryRow, column: int) -> str:
        if column == self.COL_PLAYER:
            return entry.player
        if column == self.COL_ENTRY:
            return str(entry.entry_number)
        if column == self.COL_TABLE:
            return "" if entry.table is None else str(entry.table)
        if column == self.COL_SEAT:
            return "" if entry.seat is None else str(entry.seat)
        if column == self.COL_STACK:
            return count_text(entry.stack)
        if column == self.COL_DEDUCTION:
            return _count(entry.deduction)
        if column == self.COL_STATUS:
            return status_text(entry)
        if column == self.COL_REBUYS:
            return _count(entry.rebuys)
        if column == self.COL_ADDONS:
            return _count(entry.addons)
        if column == self.COL_BOUNTY:
            cents = self._bounties.get(entry.id, 0)
            return money_text(cents, grouped=False) if cents else ""
        if column == self.COL_LAST_COUNT:
            return "" if entry.last_count is None else count_text(entry.last_count)
        return count_text(entry.chips)

    def _sort_key(self, entry: EntryRow, column: int) -> int | str:
        if column == self.COL_PLAYER:
            return f"{entry.player.casefold()}\t{entry.entry_number:04d}"
        if column in (self.COL_TABLE, self.COL_SEAT):
            return self._place_key(entry, by_seat=column == self.COL_SEAT)
        if column == self.COL_STATUS:
            return STATUS_ORDER.get(entry.status, len(STATUS_ORDER))
        values = {
            self.COL_ENTRY: entry.entry_number,
            self.COL_STACK: entry.stack,
            self.COL_DEDUCTION: entry.deduction,
            self.COL_REBUYS: entry.rebuys,
            self.COL_ADDONS: entry.addons,
            self.COL_BOUNTY: self._bounties.get(entry.id, 0),
            self.COL_LAST_COUNT: -1 if entry.last_count is None else entry.last_count,
        }
        return values.get(column, entry.chips)

    @staticmethod
    def _place_key(entry: EntryRow, *, by_seat: bool) -> int:
        """Seated entries by table then seat (or seat then table), then alternates, then
        the rest."""
        if entry.table is not None and entry.seat is not None:
            first, second = (entry.seat, entry.table) if by_seat else (entry.table, entry.seat)
            return first * 10_000 + second
        if entry.alternate is not None:
            return _WAITING_BASE + entry.alternate
        return _GONE_BASE + entry.id

    @staticmethod
    def _tooltip(entry: EntryRow) -> str:
        name = entry.player + (f' "{entry.nickname}"' if entry.nickname else "")
        parts = [
            translate("entries", "{name}, entry {entry_number} (#{id})").format(
                name=name, entry_number=entry.entry_number, id=entry.id
            ),
            status_text(entry),
        ]
        if entry.level is not None:
            parts.append(
                translate("entries", "registered in level {level}").format(level=entry.level)
            )
        if entry.deduction:
            parts.append(
                translate("entries", "{deduction} chips deducted").format(
                    deduction=count_text(entry.deduction)
                )
            )
        if entry.counted_at:
            parts.append(translate("entries", "counted at {0} UTC").format(entry.counted_at[11:16]))
        return " · ".join(parts)


class EntryFilterProxyModel(TitledSortProxyModel):
    """Sorts entries by ``SORT_ROLE`` (the arrow in the sorted column's title) and shows
    only those a search found."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._shown: frozenset[int] | None = None
        self.setSortRole(SORT_ROLE)

    @property
    def shown(self) -> frozenset[int] | None:
        """The entry ids shown (None: every entry)."""
        return self._shown

    def set_shown(self, entry_ids: frozenset[int] | None) -> None:
        """Show only ``entry_ids`` (None: every entry)."""
        if entry_ids == self._shown:
            return
        self.beginFilterChange()
        self._shown = entry_ids
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: AnyIndex) -> bool:
        if self._shown is None:
            return True
        source = self.sourceModel()
        entry_id = source.index(source_row, 0, source_parent).data(ENTRY_ID_ROLE)
        return entry_id in self._shown
