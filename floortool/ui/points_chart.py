"""UI layer: a small line chart of points over a season (or chips over a night), painted by hand.

PySide6-Essentials ships no QtCharts, so this widget draws its own: one line
per player (their standings total after each event; a highlighted player's
thicker, drawn last), the events along the bottom (every few labelled so they
never overlap), a few round values up the side with faint grid lines, and a
legend of the players' names in their colours, on as many rows as it needs.
With no events yet it says so instead.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from floortool.domain.kernel.round_steps import nice_step
from floortool.ui.models.league import points_text
from floortool.ui.translation import QT_TRANSLATE_NOOP, translate

COLOURS = ("#1f6f5c", "#2f6fb5", "#c2412f", "#b07d10", "#7a4fb0", "#4d5566")
AXIS = QColor("#8c96a8")
GRID = QColor("#e6e9ee")
TEXT = QColor("#5b6475")
EMPTY_TEXT = QT_TRANSLATE_NOOP(
    "points_chart", "No events played yet: the chart fills in as the season goes."
)
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 52, 16, 10, 34
LEGEND_GAP = 16


@dataclass(frozen=True)
class Series:
    """One line: a name and a value after each event."""

    name: str
    values: tuple[float, ...]
    highlight: bool = False


class PointsChart(QWidget):
    """Totals after each event, one coloured line per player."""

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        empty_text: str = translate("points_chart", EMPTY_TEXT),
    ) -> None:
        super().__init__(parent)
        self.empty_text = empty_text
        self.labels: tuple[str, ...] = ()
        self.series: tuple[Series, ...] = ()
        self.setMinimumHeight(120)  # its card fits under the standings at 1024x768
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(480, 260)

    def set_data(self, labels: Sequence[str], series: Sequence[Series]) -> None:
        """Show ``series`` over the events named by ``labels`` (one value per event)."""
        self.labels = tuple(labels)
        self.series = tuple(s for s in series if len(s.values) == len(self.labels))
        self.update()

    # ------------------------------------------------------------ painting
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#ffffff"))
        font = QFont(self.font())
        font.setPointSizeF(8.5)
        painter.setFont(font)
        if not self.labels or not self.series:
            painter.setPen(TEXT)
            painter.drawText(
                QRectF(self.rect()),
                int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                self.empty_text,
            )
            painter.end()
            return
        legend = self._legend(painter)
        top = MARGIN_TOP + legend + 8
        plot = QRectF(
            MARGIN_LEFT,
            top,
            max(10, self.width() - MARGIN_LEFT - MARGIN_RIGHT),
            max(10, self.height() - top - MARGIN_BOTTOM),
        )
        low = min(0.0, *(v for s in self.series for v in s.values))
        high = max(1.0, *(v for s in self.series for v in s.values))
        step = nice_step(high - low)
        low = math.floor(low / step) * step
        high = math.ceil(high / step) * step
        self._grid(painter, plot, low, high, step)
        self._events(painter, plot)
        self._lines(painter, plot, low, high)
        painter.end()

    def _x(self, plot: QRectF, index: int) -> float:
        count = len(self.labels)
        if count == 1:
            return plot.center().x()
        return plot.left() + plot.width() * index / (count - 1)

    def _grid(self, painter: QPainter, plot: QRectF, low: float, high: float, step: float) -> None:
        metrics = QFontMetrics(painter.font())
        value = low
        while value <= high + step / 1000:
            y = plot.bottom() - plot.height() * (value - low) / (high - low)
            painter.setPen(QPen(GRID, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(TEXT)
            text = points_text(value)
            painter.drawText(
                QPointF(
                    plot.left() - 8 - metrics.horizontalAdvance(text), y + metrics.ascent() / 2 - 1
                ),
                text,
            )
            value += step
        painter.setPen(QPen(AXIS, 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())

    def _events(self, painter: QPainter, plot: QRectF) -> None:
        metrics = QFontMetrics(painter.font())
        widest = max(metrics.horizontalAdvance(label) for label in self.labels) + 12
        room = plot.width() / max(1, len(self.labels) - 1) if len(self.labels) > 1 else widest
        every = max(1, math.ceil(widest / room))
        painter.setPen(TEXT)
        for index, label in enumerate(self.labels):
            if index % every and index != len(self.labels) - 1:
                continue
            if index != len(self.labels) - 1 and len(self.labels) - 1 - index < every:
                continue  # the last label gets its own room
            x = self._x(plot, index)
            width = metrics.horizontalAdvance(label)
            left = min(max(x - width / 2, plot.left() - MARGIN_LEFT + 4), self.width() - width - 4)
            painter.drawText(QPointF(left, plot.bottom() + 6 + metrics.ascent()), label)

    def _colour(self, number: int) -> QColor:
        return QColor(COLOURS[number % len(COLOURS)])

    def _lines(self, painter: QPainter, plot: QRectF, low: float, high: float) -> None:
        order = sorted(range(len(self.series)), key=lambda n: self.series[n].highlight)
        for number in order:  # the highlighted line last, on top
            series, colour = self.series[number], self._colour(number)
            points = [
                QPointF(self._x(plot, i), plot.bottom() - plot.height() * (v - low) / (high - low))
                for i, v in enumerate(series.values)
            ]
            painter.setPen(QPen(colour, 4.0 if series.highlight else 2.0))
            painter.drawPolyline(QPolygonF(points))
            painter.setBrush(colour)
            for point in points:
                painter.drawEllipse(point, 2.6, 2.6)
            painter.setBrush(Qt.BrushStyle.NoBrush)

    def _legend(self, painter: QPainter) -> float:
        """Draw the legend across the top, wrapping; returns its height."""
        metrics = QFontMetrics(painter.font())
        line = metrics.height() + 4
        x, y = float(MARGIN_LEFT), float(MARGIN_TOP)
        for number, series in enumerate(self.series):
            width = 16 + metrics.horizontalAdvance(series.name)
            if x > MARGIN_LEFT and x + width > self.width() - MARGIN_RIGHT:
                x, y = float(MARGIN_LEFT), y + line
            middle = y + metrics.ascent() / 2 + 1
            painter.setPen(QPen(self._colour(number), 4 if series.highlight else 3))
            painter.drawLine(QPointF(x, middle), QPointF(x + 12, middle))
            font = QFont(painter.font())
            font.setBold(series.highlight)
            painter.setFont(font)
            painter.setPen(TEXT)
            painter.drawText(QPointF(x + 16, y + metrics.ascent()), series.name)
            font.setBold(False)
            painter.setFont(font)
            x += width + LEGEND_GAP
        return y + line - MARGIN_TOP
