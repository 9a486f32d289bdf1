"""UI layer: a one-line label that shortens its text in the middle to fit, the whole
text in its tooltip.

For text whose both ends matter and whose length the director does not choose,
such as the database's address in the status bar (``sqlite:////home/…/floor.db``):
on a 1024-pixel screen the whole path would push the window wider than the
screen. It is marked ``style.ELIDES`` so the clipping check passes over it.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

from floortool.ui import style

#: The least room it asks for, and the most: about this many average characters (the
#: rest of a status bar is for the messages shown in it).
MIN_CHARACTERS = 16
MAX_CHARACTERS = 44


class ElidedLabel(QLabel):
    """A label showing as much of ``full_text`` as fits, the middle left out."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty(style.ELIDES, True)
        self._full = ""
        self.set_full_text(text)

    @property
    def full_text(self) -> str:
        return self._full

    def set_full_text(self, text: str) -> None:
        self._full = text
        self.setToolTip(text)
        self._fit()
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        metrics = self.fontMetrics()
        most = metrics.averageCharWidth() * MAX_CHARACTERS
        return QSize(min(metrics.horizontalAdvance(self._full) + 2, most), hint.height())

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(self.fontMetrics().averageCharWidth() * MIN_CHARACTERS, hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        room = self.contentsRect().width()
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideMiddle, room)
        if shown != self.text():
            self.setText(shown)
