"""UI layer: the note that a bust was recorded — the new place, and Undo, for a few seconds.

``BustToast`` floats at the right end of the band above the pages, the
header naming the event, each place on one line: it covers nothing the
director works with (over the bottom of the page it hid the map's lower seats
at 1024x768), at most the end of the event's name, for a few seconds. The
bust desk closes once the bust is recorded, so the balancing panel is back at
once. The note shows where the player finished in large type and an *Undo*
button, then goes by itself after ``SHOW_MS``. Undo asks for the journal
group of that bust to be taken back (``undo_requested``); the window takes it
back only while it is still the latest action, so the button never undoes
something done after it.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QEvent, QObject, QPoint, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QWidget

from floortool.ui import style
from floortool.ui.dialog_parts import text_label
from floortool.ui.translation import translate

logger = logging.getLogger(__name__)

#: How long the note stays up.
SHOW_MS = 8_000
#: Its distance from the right edge of the window, in pixels.
MARGIN = 24
#: Its least width, in pixels.
MIN_WIDTH = 360


class BustToast(QFrame):
    """The place just recorded and an Undo button, in ``parent`` over the band above
    ``pages``."""

    undo_requested = Signal(int)
    """Take back this journal group (the bust shown)."""

    def __init__(self, parent: QWidget, pages: QWidget) -> None:
        super().__init__(parent)
        self.pages = pages
        self.setObjectName(style.RESULT_CARD)
        self._group: int | None = None
        self.place_label = text_label(style.RESULT_PLACE)
        self.undo_button = QPushButton(translate("bust_toast", "Undo"))
        self.undo_button.setToolTip(translate("bust_toast", "Take this bust back"))
        self.row = layout = QHBoxLayout(self)
        layout.setContentsMargins(18, 6, 14, 6)  # it fits the header's height
        layout.setSpacing(18)
        layout.addWidget(self.place_label, 1)
        layout.addWidget(self.undo_button)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(SHOW_MS)
        self.timer.timeout.connect(self.hide)
        self.undo_button.clicked.connect(self._on_undo_button_clicked)
        parent.installEventFilter(self)
        self.hide()

    @property
    def group(self) -> int | None:
        """The journal group of the bust on show (None when hidden)."""
        return self._group if self.isVisible() else None

    def show_bust(self, group: int, lines: list[str]) -> None:
        """Show ``lines`` (``Cy: 3rd · 45.00``, one per player) for the bust ``group``."""
        self._group = group
        self.place_label.setText("\n".join(lines))
        # One player's place in large type, to call out; several in smaller type.
        self.place_label.setObjectName(style.RESULT_PLACE if len(lines) == 1 else style.RESULT_NAME)
        self.place_label.style().polish(self.place_label)
        self._place()
        self.show()
        self.raise_()
        self.timer.start()

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        width = min(max(self._one_line_width(), MIN_WIDTH), parent.width() - 2 * MARGIN)
        height = self.heightForWidth(width)
        self.resize(width, height if height > 0 else self.sizeHint().height())
        band = self.pages.mapTo(parent, QPoint(0, 0)).y()  # the header's height
        self.move(parent.width() - width - MARGIN, max(0, (band - self.height()) // 2))

    def _one_line_width(self) -> int:
        """How wide the note is with each player's place on one line."""
        metrics = self.place_label.fontMetrics()
        lines = self.place_label.text().split("\n")
        margins = self.contentsMargins() + self.row.contentsMargins()
        return (
            max(metrics.horizontalAdvance(line) for line in lines)
            + self.row.spacing()
            + self.undo_button.sizeHint().width()
            + margins.left()
            + margins.right()
            + 2  # rounding
        )

    # ------------------------------------------------------------ Qt overrides
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._place()
        return False

    # ------------------------------------------------------------ slots
    def _on_undo_button_clicked(self) -> None:
        group = self.group
        self.timer.stop()
        self.hide()
        if group is not None:
            self.undo_requested.emit(group)
