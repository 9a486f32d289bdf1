"""UI layer: the small clock in the main window's sidebar, on every page.

Level, time left and blinds of the event on show, coloured like the big
clock (amber when paused, red in the last minute). Clicking it (or pressing
Return while it has focus) asks for the Clock page: ``clicked``.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from floortool.ui import style
from floortool.ui.clock_text import NO_TIME, ClockTexts
from floortool.ui.translation import QT_TRANSLATE_NOOP, translate

logger = logging.getLogger(__name__)


#: The state named next to the level (running needs no word: the digits move).
SHORT_STATUS = {
    "paused": QT_TRANSLATE_NOOP("mini_clock", "Paused"),
    "held": "H4H",  # hand-for-hand: short enough for one line beside the level
    "not_started": QT_TRANSLATE_NOOP("mini_clock", "Not started"),
    "countdown": QT_TRANSLATE_NOOP("mini_clock", "Starts in"),
    "finished": QT_TRANSLATE_NOOP("mini_clock", "Finished"),
}


def display_state(texts: ClockTexts) -> str:
    """The state the style sheet colours a clock by: ``warning`` wins over ``running``."""
    return "warning" if texts.warning else texts.state


class MiniClock(QFrame):
    """Level, time left and blinds, in a corner of the window."""

    clicked = Signal()
    """The director wants the Clock page."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(style.MINI_CLOCK)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setToolTip(translate("mini_clock", "Show the Clock page"))
        self.title_label = QLabel()
        self.title_label.setObjectName(style.MINI_TITLE)
        self.time_label = QLabel()
        self.time_label.setObjectName(style.MINI_TIME)
        self.blinds_label = QLabel()
        self.blinds_label.setObjectName(style.MINI_BLINDS)
        self.ante_label = QLabel()
        self.ante_label.setObjectName(style.MINI_BLINDS)
        for label in (self.title_label, self.time_label, self.blinds_label, self.ante_label):
            label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        for label in (self.title_label, self.blinds_label, self.ante_label):
            label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.setSpacing(2)
        layout.addWidget(self.title_label)
        layout.addWidget(self.time_label)
        layout.addWidget(self.blinds_label)
        layout.addWidget(self.ante_label)
        self.show_texts(None)

    def show_texts(self, texts: ClockTexts | None) -> None:
        """Show the clock (None: this event has no clock to show)."""
        if texts is None:
            self.title_label.setText(translate("mini_clock", "No clock"))
            self.time_label.setText(NO_TIME)
            self.blinds_label.setText("")
            self.ante_label.setText("")
            style.set_state(self.time_label, "none")
            return
        title = texts.title
        if texts.state in SHORT_STATUS:
            title = f"{texts.title} · {translate('mini_clock', SHORT_STATUS[texts.state])}"
        self.title_label.setText(title)
        self.time_label.setText(texts.time)
        self.blinds_label.setText(texts.blinds)
        self.ante_label.setText(texts.ante)
        self.ante_label.setVisible(bool(texts.ante))
        style.set_state(self.time_label, display_state(texts))

    def text(self) -> str:
        """Everything shown, on one line (for tests and screen readers)."""
        parts = (self.title_label, self.time_label, self.blinds_label, self.ante_label)
        return " | ".join(label.text() for label in parts if label.text())

    # ------------------------------------------------------------ Qt overrides
    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
            event.position().toPoint()
        ):
            self.clicked.emit()
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.clicked.emit()
            return
        super().keyPressEvent(event)
