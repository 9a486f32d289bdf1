"""UI layer: the announcement over the room display, and how the director gives one.

``paint_announcement`` draws the line in an amber band across the middle of the
screen, at the largest size that fits on at most two lines (never cut).
``AnnouncementFollower`` looks at the announcement file once a second (one
``stat``) and says what to show when it changed or its time is over.
``ask_announcement`` asks for the stock line to pick or the line to type, and
for how long; it posts the announcement every screen shows
(``app.room_announcement``) and says why when the line is refused.
``AnnouncementActions`` are the two menu actions (announce, clear) the window's
Clock menu and the room display's context menu hold.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, Qt
from PySide6.QtGui import QAction, QColor, QFontMetricsF, QPainter
from PySide6.QtWidgets import QInputDialog, QMessageBox, QWidget

from floortool.app.room_announcement import (
    FileWatch,
    clear_announcement,
    current_announcement,
    post_announcement,
)
from floortool.domain.display.announcement import (
    LONGEST_SECONDS,
    MAX_ANNOUNCEMENT,
    STOCK_LINES,
)
from floortool.domain.kernel.errors import InvalidInput
from floortool.ui.line_follower import LineActions, LineFollower
from floortool.ui.room_layout import base_font
from floortool.ui.translation import said, translate, window_words

BAND = QColor("#f2b340")
INK = QColor("#141a24")
#: The band: a share of the screen's width and height, centred.
BAND_WIDTH, BAND_HEIGHT = 0.92, 0.3
_FLAGS = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)


def announcement_band(width: float, height: float) -> QRectF:
    w, h = width * BAND_WIDTH, height * BAND_HEIGHT
    return QRectF((width - w) / 2, (height - h) / 2, w, h)


def paint_announcement(painter: QPainter, width: float, height: float, text: str) -> QRectF:
    """Draw ``text`` in the band; returns the band."""
    band = announcement_band(width, height)
    radius = max(height * 0.012, 4.0)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(BAND)
    painter.drawRoundedRect(band, radius, radius)
    side, edge = band.height() * 0.12, band.height() * 0.08
    inner = band.adjusted(side, edge, -side, -edge)
    font = base_font(bold=True)
    size = max(8, int(inner.height() / 2.4))
    while True:
        font.setPixelSize(size)
        box = QFontMetricsF(font).boundingRect(inner, _FLAGS, text)
        if size <= 8 or (box.width() <= inner.width() and box.height() <= inner.height()):
            break
        size = max(8, int(size * 0.92))
    painter.setFont(font)
    painter.setPen(INK)
    painter.drawText(inner, _FLAGS, text)
    return band


def ask_announcement(parent: QWidget) -> bool:
    """Ask for a line (picked or typed) and how long it shows; whether one was posted."""
    text, picked = QInputDialog.getItem(
        parent,
        translate("announcement_overlay", "Announce on every screen"),
        translate(
            "announcement_overlay",
            "Pick a line or type one (at most {MAX_ANNOUNCEMENT} characters):",
        ).format(MAX_ANNOUNCEMENT=MAX_ANNOUNCEMENT),
        [said(line) for line in STOCK_LINES],
        0,
        True,
    )
    if not picked:
        return False
    minutes, given = QInputDialog.getInt(
        parent,
        translate("announcement_overlay", "Announce on every screen"),
        translate("announcement_overlay", "Show it for how many minutes? (0: until you clear it)"),
        0,
        0,
        LONGEST_SECONDS // 60,
    )
    if not given:
        return False
    try:
        post_announcement(text, minutes * 60 if minutes else None)
    except InvalidInput as exc:
        QMessageBox.warning(
            parent,
            translate("announcement_overlay", "Announce on every screen"),
            exc.said(window_words().say),
        )
        return False
    return True


def _announced() -> str:
    shown = current_announcement()
    return "" if shown is None else shown.text


class AnnouncementFollower(LineFollower):
    """Says (``changed``: the text, "" for none) what the announcement is, whenever it changes."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(FileWatch(), _announced, parent)


class AnnouncementActions(LineActions):
    """*Announce on Every Screen…* and *Clear the Announcement*; ``done`` after either."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.announce = QAction(
            translate("announcement_overlay", "Ann&ounce on Every Screen…"), parent
        )
        self.announce.setToolTip(
            translate(
                "announcement_overlay", "Show a line over every room screen and the players' phones"
            )
        )
        self.announce.triggered.connect(self._on_announce_triggered)
        self.clear = QAction(translate("announcement_overlay", "Cl&ear the Announcement"), parent)
        self.clear.triggered.connect(self._on_clear_triggered)

    def _on_announce_triggered(self) -> None:
        if ask_announcement(self._widget()):
            self.done.emit()

    def _on_clear_triggered(self) -> None:
        clear_announcement()
        self.done.emit()
