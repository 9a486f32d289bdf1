"""UI layer: the parts the Players page's dialogs are built from.

A column with the dialogs' margins that starts with the title (and a hint
under it when there is one); a bottom row that ends with Close, which is never
the default button (Enter belongs to the dialog's own action: Register,
Choose, Merge); labels styled by object name; and the red line a refusal is
shown on, hidden until there is one; a titled card (the pages' and dialogs'
boxes). ``EventDialog`` is the base of the
Payouts page's dialogs: one event, the floor they read, the sender their
command goes through and the prompts they ask with.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from floortool.ui import style
from floortool.ui.event_page import PageServices
from floortool.ui.translation import translate

MARGINS = (24, 20, 24, 18)
SPACING = 10


def text_label(name: str, text: str = "") -> QLabel:
    """A word-wrapped label styled as ``name`` (a ``style`` object name), selectable text."""
    label = QLabel(text)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def titled_card(
    title: str, *, margins: tuple[int, int, int, int] = (14, 12, 14, 12), spacing: int = 8
) -> tuple[QFrame, QVBoxLayout]:
    """A card (``style.CARD``) with ``title`` at the top; the column to fill it with."""
    frame = QFrame()
    frame.setObjectName(style.CARD)
    column = QVBoxLayout(frame)
    column.setContentsMargins(*margins)
    column.setSpacing(spacing)
    column.addWidget(text_label(style.CARD_TITLE, title))
    return frame, column


def refusal_label() -> QLabel:
    """The line a refusal is shown on (hidden until there is one)."""
    label = text_label(style.ERROR_TEXT)
    label.hide()
    return label


def dialog_column(dialog: QDialog, *, title: QLabel | str, hint: str = "") -> QVBoxLayout:
    """The dialog's layout, starting with its title and the hint (if any) under it."""
    layout = QVBoxLayout(dialog)
    layout.setContentsMargins(*MARGINS)
    layout.setSpacing(SPACING)
    layout.addWidget(title if isinstance(title, QLabel) else text_label(style.CARD_TITLE, title))
    if hint:
        layout.addWidget(text_label(style.HINT, hint))
    return layout


def close_row(dialog: QDialog, *left: QWidget, tip: str = "") -> tuple[QHBoxLayout, QPushButton]:
    """A bottom row: ``left`` first, then Close on the right (it closes ``dialog``)."""
    close = QPushButton(translate("dialog_parts", "Close"))
    close.setAutoDefault(False)
    if tip:
        close.setToolTip(tip)
    close.clicked.connect(dialog.close)
    row = QHBoxLayout()
    for widget in left:
        row.addWidget(widget)
    row.addStretch(1)
    row.addWidget(close)
    return row, close


class EventDialog(QDialog):
    """A dialog on one event (None until its ``load``), with the window's services."""

    def __init__(self, services: PageServices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.floor = services.floor
        self.commands = services.commands
        self.prompts = services.prompts
        self._event_id: int | None = None
