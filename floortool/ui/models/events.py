"""UI layer: the table model of events shown on the welcome screen and in Open Event.

It holds the ``EventSummary`` views ``app.views.events.list_events`` returns (newest first)
and shows them as rows; ``EVENT_ID_ROLE`` gives back the event id of a row.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from PySide6.QtCore import QObject, Qt

from floortool.app.views.events import EventSummary
from floortool.domain.tournament.event import RULEBOOKS
from floortool.ui.models.table import AnyIndex, ListTableModel
from floortool.ui.translation import QT_TRANSLATE_NOOP, money_text, said, translate

EVENT_ID_ROLE = Qt.ItemDataRole.UserRole + 1


def format_created(iso: str) -> str:
    """``2026-11-29T19:00:00+00:00`` as local ``2026-11-29 19:00`` (the text if unreadable)."""
    try:
        moment = datetime.fromisoformat(iso)
    except ValueError:
        return iso
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")


class EventTableModel(ListTableModel):
    """Rows of events: number, name, whether it is finished (its winner in the tooltip),
    type, rulebook, buy-in + fee, created."""

    COL_ID, COL_NAME, COL_STATUS, COL_TYPE, COL_RULEBOOK, COL_MONEY, COL_CREATED = range(7)
    HEADERS = (
        "#",
        QT_TRANSLATE_NOOP("headers", "Event"),
        QT_TRANSLATE_NOOP("headers", "Status"),
        QT_TRANSLATE_NOOP("headers", "Type"),
        QT_TRANSLATE_NOOP("headers", "Rulebook"),
        QT_TRANSLATE_NOOP("headers", "Buy-in + fee"),
        QT_TRANSLATE_NOOP("headers", "Created"),
    )

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[EventSummary] = []

    def set_rows(self, rows: Sequence[EventSummary]) -> bool:
        """Replace every row (the list is small: one row per tournament), unless they are
        the rows shown (most busts change no event's summary); True if replaced."""
        if list(rows) == self._rows:
            return False
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()
        return True

    def event_id(self, row: int) -> int:
        return self._rows[row].info.id

    def row_of(self, event_id: int) -> int | None:
        """The row showing ``event_id``, if any."""
        for row, record in enumerate(self._rows):
            if record.info.id == event_id:
                return row
        return None

    # ------------------------------------------------------------ Qt overrides
    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        record = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(record, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == self.COL_RULEBOOK:
                rulebook = record.info.settings.rulebook
                return RULEBOOKS.get(rulebook, rulebook)
            if column == self.COL_STATUS:
                return said(record.status_text)
            return self._display(record, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.COL_ID, self.COL_MONEY):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == EVENT_ID_ROLE:
            return record.info.id
        return None

    def _display(self, record: EventSummary, column: int) -> str:
        info = record.info
        if column == self.COL_ID:
            return str(info.id)
        if column == self.COL_NAME:
            return info.settings.name
        if column == self.COL_TYPE:
            return info.settings.type_text or "-"
        if column == self.COL_RULEBOOK:
            return info.settings.rulebook
        if column == self.COL_MONEY:
            settings = info.settings
            buy_in, fee = (money_text(c, grouped=False) for c in (settings.buy_in, settings.fee))
            return f"{buy_in} + {fee}"
        if column == self.COL_STATUS:
            return translate("events", "Finished") if record.finished else ""
        return format_created(info.created_at)
