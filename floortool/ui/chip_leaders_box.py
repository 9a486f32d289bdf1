"""UI layer: the Players page's chip-leaders box: the top stacks by last count (each with
its age), the average stack in chips and big blinds, what is not counted (as such), and
the chart of the chip leader and the average over the night. Everything comes from
``app.views.chip_counts``; the page shows the box once a stack is counted."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from floortool.app.views.chip_counts import ChipHistoryPoint, ChipLeaders, count_age_text
from floortool.ui import style
from floortool.ui.dialog_parts import text_label, titled_card
from floortool.ui.points_chart import PointsChart, Series
from floortool.ui.translation import QT_TRANSLATE_NOOP, count_text, said, translate, window_words

#: How many leaders the box lists.
BOX_LEADERS = 5
NO_COUNT = QT_TRANSLATE_NOOP("chip_leaders_box", "No seated player's stack is counted.")
NO_HISTORY = QT_TRANSLATE_NOOP("chip_leaders_box", "The chart fills in as stacks are counted.")


def leader_lines(board: ChipLeaders, now: datetime, *, top: int = BOX_LEADERS) -> str:
    """``1. Ann Lee  125,000  (12 min ago)`` per leader, one a line."""
    return "\n".join(
        f"{leader.place}. {leader.player}  {count_text(leader.chips)}  "
        f"({said(count_age_text(leader.counted_at, now))})"
        for leader in board.leaders[:top]
    )


def chart_data(points: Sequence[ChipHistoryPoint]) -> tuple[tuple[str, ...], tuple[Series, ...]]:
    """The chart's times and its two lines: the chip leader and the average stack."""
    labels = tuple(point.at[11:16] for point in points)
    leader = Series(
        translate("chip_leaders_box", "Chip leader"),
        tuple(float(p.leader_chips) for p in points),
        highlight=True,
    )
    average = Series(
        translate("chip_leaders_box", "Average stack"), tuple(float(p.average or 0) for p in points)
    )
    return labels, (leader, average)


class ChipLeadersBox(QWidget):
    """The leaders, the average, the uncounted chips and the night's chart."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card, column = titled_card(
            translate("chip_leaders_box", "Chip leaders"), margins=(12, 10, 12, 10), spacing=6
        )
        self.leaders_label = text_label(style.FIELD_VALUE)
        self.leaders_label.setTextFormat(Qt.TextFormat.PlainText)
        self.average_label = text_label(style.FIELD_VALUE)
        self.uncounted_label = text_label(style.HINT)
        self.chart = PointsChart(empty_text=translate("chip_leaders_box", NO_HISTORY))
        self.chart.setMinimumHeight(140)
        for widget in (self.leaders_label, self.average_label, self.uncounted_label, self.chart):
            column.addWidget(widget)
        column.addStretch(1)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.card)

    def show_board(
        self, board: ChipLeaders, history: Sequence[ChipHistoryPoint], now: datetime
    ) -> None:
        """Show ``board`` (as read at ``now``) and the night's points."""
        self.leaders_label.setText(
            leader_lines(board, now) or translate("chip_leaders_box", NO_COUNT)
        )
        words = window_words()
        self.average_label.setText(words.say(board.average_text))
        uncounted = board.uncounted_text
        self.uncounted_label.setText(
            translate("chip_leaders_box", "Every stack is counted.")
            if uncounted is None
            else words.say(uncounted)
        )
        self.uncounted_label.setVisible(board.chips.players_left > 0)
        labels, series = chart_data(history)
        self.chart.set_data(labels, series)
