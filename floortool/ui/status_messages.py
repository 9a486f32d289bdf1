"""UI layer: the status bar's messages, shortened at a word to the room they have.

Qt's status bar cuts a message that is wider than the room left of its permanent
widgets wherever the room ends, mid-word ("Done: Start hand-for-hand (1 min off
the clock per hand" at 1024 pixels). ``MessageBar`` shows as many whole words as
fit, then "…"; the whole message is its tooltip and goes to the log. It fits the
message again when the window is resized.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QStatusBar, QWidget

logger = logging.getLogger(__name__)

ELLIPSIS = "\u2026"
#: Qt's status bar starts a message this far from its left edge, in pixels.
MESSAGE_MARGINS = 6
#: Dropped from the end of a shortened message before the ellipsis.
TRAILING = " ,;:\u00b7-\u2014("


def shortened(text: str, metrics: QFontMetrics, room: int) -> str:
    """``text`` whole if it fits in ``room`` pixels, else as many of its first words as
    fit followed by an ellipsis (a first word too long for the room: cut, then the
    ellipsis)."""
    if metrics.horizontalAdvance(text) <= room:
        return text
    words = text.split(" ")
    while len(words) > 1:
        words.pop()
        shown = " ".join(words).rstrip(TRAILING) + ELLIPSIS
        if metrics.horizontalAdvance(shown) <= room:
            return shown
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)


class MessageBar(QStatusBar):
    """A status bar whose messages are cut only between words, whole in the tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self._timeout = 0
        self.messageChanged.connect(self._on_message_changed)

    @property
    def full_message(self) -> str:
        """The message on show, whole ("" when there is none)."""
        return self._full if self.currentMessage() else ""

    def showMessage(self, text: str, timeout: int | None = 0) -> None:
        self._full, self._timeout = text, timeout or 0
        shown = shortened(text, self.fontMetrics(), self.message_room())
        if shown != text:
            logger.info("status bar: %s", text)
        self.setToolTip(text if shown != text else "")
        super().showMessage(shown, self._timeout)

    def message_room(self) -> int:
        """How wide a message may be: up to the first widget on show in the bar (the
        window's are all permanent ones, on the right)."""
        children = self.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
        right = min([self.width() - 12] + [w.x() - 2 for w in children if w.isVisible()])
        return max(0, right - MESSAGE_MARGINS)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.currentMessage():
            self.showMessage(self._full, self._timeout)

    def _on_message_changed(self, text: str) -> None:
        if not text:
            self.setToolTip("")
