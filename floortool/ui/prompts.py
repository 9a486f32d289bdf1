"""UI layer: the small questions the window asks (a number, a name, a time, a file, a
yes before an action that cannot wait for Edit > Undo to be noticed).

``Prompts`` is what the pages call; ``DialogPrompts`` asks with Qt's standard
dialogs. The window receives its prompts from whoever builds it, so tests
hand in prepared answers instead of clicking through modal dialogs. Every
method returns None when the director cancels.
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QDateTime
from PySide6.QtWidgets import (
    QDateTimeEdit,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from floortool.ui import style
from floortool.ui.translation import translate

logger = logging.getLogger(__name__)

#: A scheduled start is proposed at the next quarter of an hour.
START_ROUNDING_MINUTES = 15


class Prompts(Protocol):
    """Questions for the director; None means "cancelled"."""

    def integer(
        self, parent: QWidget, *, title: str, label: str, value: int, minimum: int, maximum: int
    ) -> int | None: ...

    def text(self, parent: QWidget, *, title: str, label: str, value: str = "") -> str | None: ...

    def start_time(self, parent: QWidget, *, now: datetime) -> datetime | None: ...

    def open_file(self, parent: QWidget, *, title: str, filters: str) -> Path | None: ...

    def save_file(self, parent: QWidget, *, title: str, filters: str, name: str) -> Path | None: ...

    def folder(self, parent: QWidget, *, title: str) -> Path | None: ...

    def confirm(self, parent: QWidget, *, title: str, text: str, action: str) -> bool:
        """Ask once before ``action`` (the button's word); False when cancelled."""
        ...


def proposed_start(now: datetime) -> datetime:
    """The next quarter of an hour after ``now`` (at least five minutes away)."""
    base = now + timedelta(minutes=5)
    extra = (-base.minute) % START_ROUNDING_MINUTES
    return (base + timedelta(minutes=extra)).replace(second=0, microsecond=0)


class StartTimeDialog(QDialog):
    """Choose when the clock starts by itself (local time)."""

    def __init__(self, parent: QWidget | None, *, now: datetime) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("prompts", "Schedule the start"))
        hint = QLabel(
            translate(
                "prompts",
                "The clock counts down to this time and starts by itself. "
                "Start it by hand at any moment with Start or Space.",
            )
        )
        hint.setObjectName(style.HINT)
        hint.setWordWrap(True)
        self.edit = QDateTimeEdit()
        self.edit.setCalendarPopup(True)
        self.edit.setDisplayFormat(translate("prompts", "yyyy-MM-dd  HH:mm"))
        self.edit.setMinimumDateTime(QDateTime.fromSecsSinceEpoch(int(now.timestamp())))
        start = proposed_start(now)
        self.edit.setDateTime(QDateTime.fromSecsSinceEpoch(int(start.timestamp())))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 20)
        layout.setSpacing(14)
        layout.addWidget(hint)
        layout.addWidget(self.edit)
        layout.addWidget(buttons)
        self.setMinimumWidth(380)

    def chosen(self) -> datetime:
        """The time chosen, in UTC."""
        return datetime.fromtimestamp(self.edit.dateTime().toSecsSinceEpoch(), UTC)


class DialogPrompts:
    """``Prompts`` answered by the director in Qt's dialogs."""

    def integer(
        self, parent: QWidget, *, title: str, label: str, value: int, minimum: int, maximum: int
    ) -> int | None:
        number, ok = QInputDialog.getInt(parent, title, label, value, minimum, maximum)
        return int(number) if ok else None

    def text(self, parent: QWidget, *, title: str, label: str, value: str = "") -> str | None:
        answer, ok = QInputDialog.getText(parent, title, label, text=value)
        return str(answer) if ok else None

    def start_time(self, parent: QWidget, *, now: datetime) -> datetime | None:
        dialog = StartTimeDialog(parent, now=now)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.chosen()

    def open_file(self, parent: QWidget, *, title: str, filters: str) -> Path | None:
        name, _ = QFileDialog.getOpenFileName(parent, title, "", filters)
        return Path(name) if name else None

    def save_file(self, parent: QWidget, *, title: str, filters: str, name: str) -> Path | None:
        chosen, _ = QFileDialog.getSaveFileName(parent, title, name, filters)
        return Path(chosen) if chosen else None

    def folder(self, parent: QWidget, *, title: str) -> Path | None:
        chosen = QFileDialog.getExistingDirectory(parent, title)
        return Path(chosen) if chosen else None

    def confirm(self, parent: QWidget, *, title: str, text: str, action: str) -> bool:
        box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=parent)
        act = box.addButton(action, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(act)
        box.exec()
        return box.clickedButton() is act
