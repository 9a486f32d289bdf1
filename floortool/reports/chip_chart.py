"""Reports layer: the chip leaders sheet — the figures of the chips (in play, the
average, what is not counted, as such), the chart of the chip leader and the average
stack at each count of the night, and the leaders by last count in a table.

The chart is drawn with ReportLab's graphics (a ``Drawing`` of lines, no picture
file): the times of the counts along the bottom, a few round chip values up the
side with faint grid lines, the chip leader's line bold and the average's thin,
and a legend. Names are the user's text: they go into the table escaped.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.graphics.shapes import Circle, Drawing, Line, PolyLine, String
from reportlab.lib.colors import Color
from reportlab.platypus import Flowable, Paragraph, Spacer

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.kernel.round_steps import nice_step
from floortool.reports.fonts import BOLD, REGULAR
from floortool.reports.page_frame import MM, DocumentHead, Pdf, Progress
from floortool.reports.tabular import (
    BODY,
    HEADING,
    RIGHT,
    Column,
    Section,
    paragraph_text,
    render_flowables,
    section_flowables,
)
from floortool.reports.wording import Text

LEADER_COLOUR = Color(0.12, 0.44, 0.36)
AVERAGE_COLOUR = Color(0.18, 0.44, 0.71)
AXIS = Color(0.55, 0.59, 0.66)
GRID = Color(0.88, 0.9, 0.93)
CHART_HEIGHT = 75 * MM
LEADER_COLUMNS = (
    Column(translate("reports.chip_chart", "Place"), 0.6, RIGHT),
    Column(translate("reports.chip_chart", "Player"), 3.0, wrap=True),
    Column(translate("reports.chip_chart", "Chips"), 1.3, RIGHT),
    Column(translate("reports.chip_chart", "Counted"), 1.0, RIGHT),
    Column(translate("reports.chip_chart", "Table · seat"), 1.1, RIGHT),
)


@dataclass(frozen=True)
class ChartPoint:
    """One count of the night: its time (``21:40``), the leader's stack, the average."""

    label: str
    leader: int
    average: int


@dataclass(frozen=True)
class ChipSheet:
    figures: tuple[str | Phrase, ...]  # "Chips in play 1,250,000", "Average 41,667 (21 BB)" ...
    points: tuple[ChartPoint, ...]
    leaders: tuple[tuple[Text, ...], ...]  # place, player, chips, counted at, table · seat


def chip_chart(points: Sequence[ChartPoint], width: float, words: Catalogue = ENGLISH) -> Drawing:
    """The chip leader (bold) and the average stack (thin) at each count."""
    drawing = Drawing(width, CHART_HEIGHT)
    left, right, bottom, top = 22 * MM, 4 * MM, 9 * MM, 10 * MM
    plot_w, plot_h = width - left - right, CHART_HEIGHT - bottom - top
    high = float(max([1, *(p.leader for p in points), *(p.average for p in points)]))
    step = nice_step(high)
    high = math.ceil(high / step) * step
    value = 0.0
    while value <= high + step / 1000:
        y = bottom + plot_h * value / high
        drawing.add(Line(left, y, left + plot_w, y, strokeColor=GRID, strokeWidth=0.5))
        drawing.add(
            String(
                left - 2 * MM,
                y - 3,
                words.count(round(value)),
                fontName=REGULAR,
                fontSize=8,
                fillColor=AXIS,
                textAnchor="end",
            )
        )
        value += step
    drawing.add(Line(left, bottom, left + plot_w, bottom, strokeColor=AXIS, strokeWidth=0.8))

    def x(index: int) -> float:
        return left + (plot_w / 2 if len(points) == 1 else plot_w * index / (len(points) - 1))

    every = max(1, math.ceil(len(points) * 12 * MM / plot_w))
    for index, point in enumerate(points):
        if index % every == 0 or index == len(points) - 1:
            drawing.add(
                String(
                    x(index),
                    bottom - 5 * MM,
                    point.label,
                    fontName=REGULAR,
                    fontSize=8,
                    fillColor=AXIS,
                    textAnchor="middle",
                )
            )
    for values, colour, stroke in (
        ([p.average for p in points], AVERAGE_COLOUR, 1.2),
        ([p.leader for p in points], LEADER_COLOUR, 2.2),
    ):
        xy = [c for i, v in enumerate(values) for c in (x(i), bottom + plot_h * v / high)]
        drawing.add(PolyLine(xy, strokeColor=colour, strokeWidth=stroke))
        for i, v in enumerate(values):
            drawing.add(
                Circle(x(i), bottom + plot_h * v / high, 1.4, fillColor=colour, strokeColor=colour)
            )
    legend_y = CHART_HEIGHT - 5 * MM
    for offset, name, colour in (
        (0, words.say(translate("reports.chip_chart", "Chip leader")), LEADER_COLOUR),
        (45, words.say(translate("reports.chip_chart", "Average stack")), AVERAGE_COLOUR),
    ):
        start = left + offset * MM
        drawing.add(
            Line(
                start, legend_y + 3, start + 8 * MM, legend_y + 3, strokeColor=colour, strokeWidth=2
            )
        )
        drawing.add(String(start + 10 * MM, legend_y, name, fontName=BOLD, fontSize=9))
    return drawing


def render_chip_sheet(
    head: DocumentHead,
    sheet: ChipSheet,
    *,
    progress: Progress | None = None,
    words: Catalogue = ENGLISH,
) -> Pdf:
    """The figures, the chart of the night and the leaders, on A4, in ``words``' language."""

    def build(width: float) -> list[Flowable]:
        figures = "  ·  ".join(words.say(figure) for figure in sheet.figures)
        chart_title = translate(
            "reports.chip_chart", "The chip leader and the average stack, count by count"
        )
        parts: list[Flowable] = [
            Paragraph(paragraph_text(figures), BODY),
            Spacer(1, 4 * MM),
            Paragraph(paragraph_text(words.say(chart_title)), HEADING),
            Spacer(1, 2 * MM),
        ]
        if sheet.points:
            parts.append(chip_chart(sheet.points, width, words))
        else:
            nothing = words.say(translate("reports.chip_chart", "No stack has been counted yet."))
            parts.append(Paragraph(paragraph_text(nothing), BODY))
        parts.append(Spacer(1, 6 * MM))
        leaders = Section(
            title=translate("reports.chip_chart", "Chip leaders by last count"),
            columns=LEADER_COLUMNS,
            rows=sheet.leaders,
            empty=translate("reports.chip_chart", "No seated player's stack is counted."),
        )
        return parts + section_flowables(leaders, width, 842.0, words)

    return render_flowables(head, build, progress=progress, words=words)
