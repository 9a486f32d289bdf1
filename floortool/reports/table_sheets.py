"""Reports layer: table sheets — one page per table, seat by seat, for the dealer
and the players at that table.

A page shows the table's number large, how many seats are taken and where
the dealer button is (if the floor knows), then every seat in order with the
player's name, or "empty"; the button's seat carries a dealer disc.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.lib.colors import Color, black, white
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen.canvas import Canvas

from floortool.domain.kernel import nouns
from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import Phrase, translate
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

BAND = Color(0.94, 0.94, 0.94)
MARGIN = 15 * MM
SEAT_COLUMN = 34 * MM
MAX_ROW = 19 * MM


@dataclass(frozen=True)
class TableSheet:
    """One table: its seats in order (the player's name, or "" for an empty seat)."""

    table: int
    seats: tuple[str, ...]  # seats[0] is seat 1
    button: int | None  # the seat holding the button for the next hand, if known
    final: bool = False

    @property
    def players(self) -> int:
        return sum(1 for name in self.seats if name)

    @property
    def summary(self) -> Phrase:
        seats = nouns.seats(len(self.seats))
        taken = translate("reports.table_sheets", "{players} of {seats} taken")
        button = (
            translate("reports.table_sheets", "button not known")
            if self.button is None
            else translate("reports.table_sheets", "button: seat {seat}").fill(seat=self.button)
        )
        return translate("reports.table_sheets", "{taken}  \u00b7  {button}").fill(
            taken=taken.fill(players=self.players, seats=seats), button=button
        )


def _dealer_disc(canvas: Canvas, x: float, y: float, radius: float, words: Catalogue) -> None:
    canvas.setFillColor(black)
    canvas.circle(x, y, radius, stroke=0, fill=1)
    canvas.setFillColor(white)
    canvas.setFont(BOLD, radius * 1.2)
    button = words.say(translate("reports.table_sheets", "D"))  # the dealer button's letter
    canvas.drawCentredString(x, y - radius * 0.42, button)


def _draw_table(
    canvas: Canvas, sheet: TableSheet, width: float, height: float, words: Catalogue
) -> None:
    left, right = MARGIN, width - MARGIN
    top = height - MARGIN - 22 * MM
    canvas.setFillColor(black)
    canvas.setFont(BOLD, 40)
    table = translate("reports.table_sheets", "Table {table}").fill(table=sheet.table)
    canvas.drawString(left, top, words.say(table))
    if sheet.final:
        canvas.setFont(BOLD, 16)
        canvas.drawRightString(
            right, top, words.say(translate("reports.table_sheets", "FINAL TABLE"))
        )
    canvas.setFont(REGULAR, 12)
    canvas.setFillColor(GREY)
    canvas.drawString(left, top - 9 * MM, words.say(sheet.summary))

    first = top - 16 * MM
    row = min(MAX_ROW, (first - MARGIN - 4 * MM) / max(len(sheet.seats), 1))
    name_room = right - left - SEAT_COLUMN - 14 * MM
    for index, name in enumerate(sheet.seats):
        seat = index + 1
        y = first - (index + 1) * row
        if index % 2 == 0:
            canvas.setFillColor(BAND)
            canvas.rect(left, y, right - left, row, stroke=0, fill=1)
        baseline = y + row * 0.3
        canvas.setFillColor(GREY)
        canvas.setFont(REGULAR, 9)
        seat_label = words.say(translate("reports.table_sheets", "SEAT"))
        canvas.drawString(left + 2 * MM, baseline, seat_label)
        canvas.setFillColor(black)
        canvas.setFont(BOLD, min(28.0, row * 0.55))
        canvas.drawRightString(left + SEAT_COLUMN - 4 * MM, baseline, str(seat))
        if name:
            text, size = fitted(name, BOLD, min(22.0, row * 0.45), name_room, smallest=10)
            canvas.setFont(BOLD, size)
            canvas.drawString(left + SEAT_COLUMN, baseline, text)
        else:
            canvas.setFillColor(GREY)
            canvas.setFont(REGULAR, min(16.0, row * 0.4))
            empty = words.say(translate("reports.table_sheets", "empty"))
            canvas.drawString(left + SEAT_COLUMN, baseline, empty)
        if sheet.button == seat:
            _dealer_disc(canvas, right - 7 * MM, y + row / 2, min(5 * MM, row * 0.3), words)


def render_table_sheets(
    head: DocumentHead,
    sheets: Sequence[TableSheet],
    *,
    progress: Progress | None = None,
    words: Catalogue = ENGLISH,
) -> Pdf:
    """One page per table, in the order given (one empty page when there is none), in
    ``words``' language."""
    register_fonts()
    buffer = io.BytesIO()
    width, height = A4
    canvas = new_canvas(buffer, A4, head)
    pages = max(1, len(sheets))
    frame = PageFrame(canvas, head, page_box(width, height, margin=MARGIN), words)
    for number in range(1, pages + 1):
        if sheets:
            _draw_table(canvas, sheets[number - 1], width, height, words)
        frame.draw(canvas, number, pages)
        canvas.showPage()
        if progress is not None:
            progress(number, pages)
    canvas.save()
    return Pdf(data=buffer.getvalue(), pages=pages)
