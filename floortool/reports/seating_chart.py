"""Reports layer: the seating chart for the wall — everyone in the order given
(alphabetical, from the app), with table and seat, in large type, in columns.

Pages are A4 landscape with ``COLUMNS`` columns filled top to bottom, then
left to right. Once the list runs over one column, a new initial gets a
heading line (never left alone at the foot of a column). Names too long for
their column are set smaller, then shortened. Every other line is banded so
the eye follows a name to its seat.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.lib.colors import Color, black
from reportlab.lib.pagesizes import A4, landscape
from reportlab.pdfgen.canvas import Canvas

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import translate
from floortool.reports.fonts import BOLD, REGULAR, fitted, register_fonts
from floortool.reports.page_frame import (
    GREY,
    MM,
    DocumentHead,
    PageFrame,
    Pdf,
    Progress,
    new_canvas,
    page_box,
)

COLUMNS = 3
GUTTER = 8 * MM
MARGIN = 15 * MM
LINE = 7.2 * MM
SIZE = 15.0
NUMBERS = 25 * MM  # the table and seat figures at the right of a column
BAND = Color(0.93, 0.93, 0.93)


@dataclass(frozen=True)
class ChartLine:
    """One player on the chart: name, table, seat, and the heading it falls under."""

    player: str
    table: int
    seat: int
    group: str  # the initial it is listed under: "A", "Ö" ...


def _rows(lines: Sequence[ChartLine], per_column: int) -> list[ChartLine | str]:
    """The lines, with a heading (the group's text) before each new group once
    they fill more than one column."""
    if len(lines) <= per_column:
        return list(lines)
    rows: list[ChartLine | str] = []
    group: str | None = None
    for line in lines:
        if line.group != group:
            group = line.group
            rows.append(group)
        rows.append(line)
    return rows


def _columns(rows: list[ChartLine | str], per_column: int) -> list[list[ChartLine | str]]:
    """Rows cut into columns of at most ``per_column``, no heading at a column's foot."""
    columns: list[list[ChartLine | str]] = []
    current: list[ChartLine | str] = []
    for row in rows:
        last_place = len(current) == per_column - 1
        if len(current) == per_column or (isinstance(row, str) and last_place):
            columns.append(current)
            current = []
        current.append(row)
    if current or not columns:
        columns.append(current)
    return columns


def _draw_column(
    canvas: Canvas,
    rows: list[ChartLine | str],
    left: float,
    top: float,
    width: float,
    words: Catalogue,
) -> None:
    right = left + width
    canvas.setFont(REGULAR, 7)
    canvas.setFillColor(GREY)
    for label, room, edge in (
        (translate("reports.seating_chart", "TABLE"), 12 * MM, right - 12 * MM),
        (translate("reports.seating_chart", "SEAT"), 10.5 * MM, right - 1 * MM),
    ):
        text, size = fitted(words.say(label), REGULAR, 7, room, smallest=5)
        canvas.setFont(REGULAR, size)
        canvas.drawRightString(edge, top + 1.5 * MM, text)
    name_room = width - NUMBERS - 2 * MM
    band = False
    for index, row in enumerate(rows):
        y = top - (index + 1) * LINE
        baseline = y + LINE * 0.28
        if isinstance(row, str):
            canvas.setFillColor(black)
            canvas.setFont(BOLD, SIZE + 3)
            canvas.drawString(left + 1 * MM, baseline, row)
            canvas.setLineWidth(0.8)
            canvas.line(left, y + 0.5 * MM, right, y + 0.5 * MM)
            band = False
            continue
        if band:
            canvas.setFillColor(BAND)
            canvas.rect(left, y, width, LINE, stroke=0, fill=1)
        band = not band
        canvas.setFillColor(black)
        name, size = fitted(row.player, REGULAR, SIZE, name_room, smallest=SIZE - 4)
        canvas.setFont(REGULAR, size)
        canvas.drawString(left + 1 * MM, baseline, name)
        canvas.setFont(BOLD, SIZE)
        canvas.drawRightString(right - 12 * MM, baseline, str(row.table))
        canvas.drawRightString(right - 1 * MM, baseline, str(row.seat))


def render_seating_chart(
    head: DocumentHead,
    lines: Sequence[ChartLine],
    *,
    progress: Progress | None = None,
    words: Catalogue = ENGLISH,
) -> Pdf:
    """The chart of ``lines`` (one page saying nobody is seated when there are none), in
    ``words``' language."""
    register_fonts()
    width, height = landscape(A4)
    top = height - MARGIN - 12 * MM
    per_column = int((top - MARGIN - 4 * MM) // LINE)
    column_width = (width - 2 * MARGIN - (COLUMNS - 1) * GUTTER) / COLUMNS
    columns = _columns(_rows(lines, per_column), per_column)
    pages = max(1, -(-len(columns) // COLUMNS))
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, (width, height), head)
    frame = PageFrame(canvas, head, page_box(width, height, margin=MARGIN), words)
    for page in range(pages):
        if not lines:
            canvas.setFont(REGULAR, SIZE)
            nobody = words.say(translate("reports.seating_chart", "Nobody is seated yet."))
            canvas.drawString(MARGIN, top - LINE, nobody)
        else:
            for slot, rows in enumerate(columns[page * COLUMNS : (page + 1) * COLUMNS]):
                left = MARGIN + slot * (column_width + GUTTER)
                _draw_column(canvas, rows, left, top, column_width, words)
        frame.draw(canvas, page + 1, pages)
        canvas.showPage()
        if progress is not None:
            progress(page + 1, pages)
    canvas.save()
    return Pdf(data=buffer.getvalue(), pages=pages)
