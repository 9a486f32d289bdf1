"""UI layer: the table model of the staff devices paired with the floor.

It holds the ``Device`` records ``app.devices.Devices.listed`` returns (the
dialog passes the ones not revoked) and shows name, role, table, when each
was paired and when it was last seen, in local time.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from PySide6.QtCore import QObject, Qt

from floortool.app.devices import Device, Role
from floortool.ui.models.table import AnyIndex, ListTableModel
from floortool.ui.translation import QT_TRANSLATE_NOOP, translate

ROLE_NAMES = {
    Role.FLOOR: QT_TRANSLATE_NOOP("devices", "Floor"),
    Role.DEALER: QT_TRANSLATE_NOOP("devices", "Dealer"),
    Role.DISPLAY: QT_TRANSLATE_NOOP("devices", "Room screen"),
}


def local_time(moment: datetime | None, *, never: str = "never") -> str:
    return never if moment is None else moment.astimezone().strftime("%Y-%m-%d %H:%M")


class DeviceTableModel(ListTableModel):
    """Rows of paired devices: name, role, table, paired, last seen."""

    COL_NAME, COL_ROLE, COL_TABLE, COL_PAIRED, COL_SEEN = range(5)
    HEADERS = (
        QT_TRANSLATE_NOOP("headers", "Name"),
        QT_TRANSLATE_NOOP("headers", "Role"),
        QT_TRANSLATE_NOOP("headers", "Table"),
        QT_TRANSLATE_NOOP("headers", "Paired"),
        QT_TRANSLATE_NOOP("headers", "Last seen"),
    )
    TOOLTIPS = (
        QT_TRANSLATE_NOOP("headers", "The name the phone gave itself when it paired"),
        QT_TRANSLATE_NOOP(
            "headers",
            "Floor: acts on every table. Dealer: one table's hands and button. "
            "Room screen: shows the display",
        ),
        QT_TRANSLATE_NOOP("headers", "The one table a dealer phone acts on"),
        QT_TRANSLATE_NOOP("headers", "When the phone paired"),
        QT_TRANSLATE_NOOP("headers", "When the phone last acted on the floor"),
    )
    NUMBER_COLUMNS = frozenset({COL_TABLE})

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Device] = []

    def set_rows(self, rows: Sequence[Device]) -> None:
        if list(rows) == self._rows:
            return  # the same list: keep the selection
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def device(self, row: int) -> Device:
        return self._rows[row]

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        device = self._rows[index.row()]
        column = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._display(device, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return self.alignment(column)
        return None

    def _display(self, device: Device, column: int) -> str:
        if column == self.COL_NAME:
            return device.name
        if column == self.COL_ROLE:
            return translate("devices", ROLE_NAMES[device.role])
        if column == self.COL_TABLE:
            return "" if device.table is None else str(device.table)
        if column == self.COL_PAIRED:
            return local_time(device.paired_at)
        return local_time(device.last_seen_at)
