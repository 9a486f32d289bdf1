"""UI layer: the scrolling line of a layout's ``ticker`` regions, and how the director sets it.

A ticker region's text is one line as tall as the region allows, moving from
the region's right edge to its left at ``SPEED`` region heights a second and
coming round again once it has gone (``ticker_x``, worked out from the time, so
a repaint at any moment draws it where it belongs). ``TickerFollower`` looks at
the room's scrolling line (``app.room_ticker``) once a second; ``TickerActions``
are the room display's *Scrolling Line…* and *Clear the Scrolling Line*.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog, QLineEdit, QMessageBox, QWidget

from floortool.app.room_ticker import clear_ticker, current_ticker, set_ticker, ticker_watch
from floortool.domain.display.ticker import MAX_TICKER
from floortool.domain.kernel.errors import InvalidInput
from floortool.ui.line_follower import LineActions, LineFollower
from floortool.ui.translation import translate, window_words

#: How fast the line moves: region heights a second.
SPEED = 1.6
#: How often a scrolling line is drawn again, in milliseconds (25 a second).
FRAME_MS = 40
#: What a ticker's type is sized by: the region's height, whatever the line's length.
SIZING_TEXT = "Mg"


def ticker_x(rect: QRectF, text_width: float, now: float) -> float:
    """Where the line starts at ``now`` (seconds): from ``rect``'s right edge, moving
    left, round again once its end has passed the left edge."""
    travel = rect.width() + text_width
    moved = (now * SPEED * rect.height()) % travel if travel > 0 else 0.0
    return rect.right() - moved


class TickerFollower(LineFollower):
    """Says (``changed``: the line, "" for none) what the room's scrolling line is."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(ticker_watch(), current_ticker, parent)


class TickerActions(LineActions):
    """*Scrolling Line…* and *Clear the Scrolling Line*; ``done`` after either."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.set_line = QAction(translate("ticker_line", "Scrolling L&ine…"), parent)
        self.set_line.setToolTip(
            translate("ticker_line", "The line every scrolling region of the room's screens shows")
        )
        self.set_line.triggered.connect(self._on_set_line_triggered)
        self.clear = QAction(translate("ticker_line", "Clear t&he Scrolling Line"), parent)
        self.clear.triggered.connect(self._on_clear_triggered)

    def _on_set_line_triggered(self) -> None:
        text, given = QInputDialog.getText(
            self._widget(),
            translate("ticker_line", "Scrolling line"),
            translate(
                "ticker_line",
                "The line the room's scrolling regions show (at most {MAX_TICKER} characters):",
            ).format(MAX_TICKER=MAX_TICKER),
            QLineEdit.EchoMode.Normal,
            current_ticker(),
        )
        if not given:
            return
        try:
            set_ticker(text)
        except InvalidInput as exc:
            QMessageBox.warning(
                self._widget(),
                translate("ticker_line", "Scrolling line"),
                exc.said(window_words().say),
            )
            return
        self.done.emit()

    def _on_clear_triggered(self) -> None:
        clear_ticker()
        self.done.emit()
