"""UI layer: a QR code drawn in the window, from the project's own encoder.

``QRView`` paints the matrix ``reports.qr.qr_rows`` gives for its text (pure
Python, no ReportLab), black on white with the four-module quiet zone a
scanner needs, as large as its square room allows and in whole device pixels
per module so every module is sharp. With no text it paints nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from floortool.reports.qr import qr_rows
from floortool.ui.translation import translate

QUIET_ZONE = 4  # modules of white around the code
MIN_SIDE = 120


class QRView(QWidget):
    """The QR code of ``text`` (``set_text``), square, centred in the widget."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._rows: tuple[str, ...] = ()
        self.setMinimumSize(MIN_SIDE, MIN_SIDE)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    @property
    def text(self) -> str:
        return self._text

    @property
    def rows(self) -> tuple[str, ...]:
        """The matrix on show, row by row from the top (``1`` dark)."""
        return self._rows

    def set_text(self, text: str) -> None:
        """Show the code of ``text`` (empty: show none)."""
        self._text = text
        self._rows = qr_rows(text) if text else ()
        self.setToolTip(text)
        self.setAccessibleName(
            translate("qr_view", "QR code of {text}").format(text=text) if text else ""
        )
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(2 * MIN_SIDE, 2 * MIN_SIDE)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return width

    def code_rect(self) -> QRect:
        """Where the code and its quiet zone are painted (empty with no code)."""
        if not self._rows:
            return QRect()
        modules = len(self._rows) + 2 * QUIET_ZONE
        scale = max(1, min(self.width(), self.height()) // modules)
        side = modules * scale
        return QRect((self.width() - side) // 2, (self.height() - side) // 2, side, side)

    def paintEvent(self, event: QPaintEvent) -> None:
        area = self.code_rect()
        if area.isEmpty():
            return
        scale = area.width() // (len(self._rows) + 2 * QUIET_ZONE)
        painter = QPainter(self)
        painter.fillRect(area, Qt.GlobalColor.white)
        dark = QColor(Qt.GlobalColor.black)
        left = area.left() + QUIET_ZONE * scale
        top = area.top() + QUIET_ZONE * scale
        for r, line in enumerate(self._rows):
            start = line.find("1")
            while start != -1:
                end = line.find("0", start)
                end = len(line) if end == -1 else end
                painter.fillRect(
                    left + start * scale, top + r * scale, (end - start) * scale, scale, dark
                )
                start = line.find("1", end)
        painter.end()
