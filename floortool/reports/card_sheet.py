"""Reports layer: cards laid out on sheets — the grid, the cut marks, the frame.

``render_cards`` places any kind of card (seat cards, move slips) on the
pages of a ``CardLayout``: row by row, each card drawn by the caller's
``draw`` into its box over the ``background`` every card shares (drawn once,
kept in the PDF as a form each card reuses, with a faint outline), cut marks
along the grid's lines outside it, and the page's header and footer. The page count is known
before the first page, so the frame is drawn as each page is finished and
the progress is reported in pages of the whole.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from reportlab.lib.colors import Color, black
from reportlab.pdfgen.canvas import Canvas

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.reports.card_layouts import CardLayout
from floortool.reports.fonts import BOLD, REGULAR, clip, register_fonts, width
from floortool.reports.page_frame import (
    GREY,
    MM,
    DocumentHead,
    FrameBox,
    PageFrame,
    Pdf,
    Progress,
    new_canvas,
)
from floortool.reports.qr import mask_operators, qr_rows

Item = TypeVar("Item")
OUTLINE = Color(0.82, 0.82, 0.82)
MARK_GAP = 1.5 * MM  # between the grid and a cut mark
MARK_LENGTH = 4 * MM


@dataclass(frozen=True)
class CardBox:
    """Where one card is drawn (points, bottom-left origin)."""

    x: float
    y: float
    width: float
    height: float

    @property
    def top(self) -> float:
        return self.y + self.height

    @property
    def right(self) -> float:
        return self.x + self.width


def draw_qr(canvas: Canvas, code: str, x: float, y: float, side: float) -> None:
    """The QR code of ``code`` as a ``side``-point square whose bottom-left is (x, y),
    with the four-module quiet zone inside the square."""
    rows = qr_rows(code)
    module = side / (len(rows) + 8)
    width = module * len(rows)
    canvas.saveState()
    canvas.transform(width, 0, 0, width, x + 4 * module, y + 4 * module)
    canvas.addLiteral(mask_operators(rows))
    canvas.restoreState()


#: The margin inside a card that holds a code (a ticket, a membership card).
CARD_PAD = 3.5 * MM


def draw_card_heading(canvas: Canvas, head: DocumentHead, box: CardBox, heading: str) -> None:
    """The top of a card every card of the batch shares: the event and its date in
    small grey type, and ``heading`` ("MEMBERSHIP CARD") under them."""
    inner = box.width - 2 * CARD_PAD
    canvas.setFillColor(GREY)
    canvas.setFont(REGULAR, 7)
    top = box.height - CARD_PAD - 7
    date = clip(head.date, REGULAR, 7, inner * 0.5)  # a German date is longer: it keeps it whole
    event_room = min(inner * 0.6, inner - width(date, REGULAR, 7) - 3 * MM)
    canvas.drawString(box.x + CARD_PAD, box.y + top, clip(head.event, REGULAR, 7, event_room))
    canvas.drawRightString(box.right - CARD_PAD, box.y + top, date)
    canvas.setFont(BOLD, 8)
    canvas.drawString(box.x + CARD_PAD, box.y + top - 12, clip(heading, BOLD, 8, inner))


def draw_corner_qr(canvas: Canvas, code: str, box: CardBox, side: float) -> None:
    """The QR code of ``code`` in the card's bottom-right corner, ``code`` printed under it."""
    qr_x = box.right - CARD_PAD - side
    draw_qr(canvas, code, qr_x, box.y + CARD_PAD + 8, side)
    canvas.setFont(REGULAR, 6.5)
    canvas.drawCentredString(qr_x + side / 2, box.y + CARD_PAD, clip(code, REGULAR, 6.5, side))


DrawCard = Callable[[Canvas, Item, CardBox], None]
DrawBackground = Callable[[Canvas, CardBox], None]
BACKGROUND_FORM = "card-background"


def _cut_marks(canvas: Canvas, layout: CardLayout) -> None:
    left, bottom, top = layout.grid_left, layout.grid_bottom, layout.grid_top
    right = left + layout.columns * layout.card_width
    canvas.setStrokeColor(black)
    canvas.setLineWidth(0.3)
    for column in range(layout.columns + 1):
        x = left + column * layout.card_width
        canvas.line(x, top + MARK_GAP, x, top + MARK_GAP + MARK_LENGTH)
        canvas.line(x, bottom - MARK_GAP, x, bottom - MARK_GAP - MARK_LENGTH)
    for row in range(layout.rows + 1):
        y = bottom + row * layout.card_height
        canvas.line(left - MARK_GAP, y, left - MARK_GAP - MARK_LENGTH, y)
        canvas.line(right + MARK_GAP, y, right + MARK_GAP + MARK_LENGTH, y)


def _frame_box(layout: CardLayout) -> FrameBox:
    margin = 3 * MM if layout.cut_marks else 0.0
    left = layout.grid_left + margin
    return FrameBox(
        left=left,
        right=layout.page_width - left,
        top=layout.grid_top + layout.frame_gap,
        bottom=layout.grid_bottom - layout.frame_gap - layout.frame_size * 0.7,
        size=layout.frame_size,
        rule=False,
    )


def render_cards(
    head: DocumentHead,
    layout: CardLayout,
    items: Sequence[Item],
    draw: DrawCard[Item],
    background: DrawBackground,
    *,
    progress: Progress | None = None,
    words: Catalogue = ENGLISH,
) -> Pdf:
    """Every item as a card, ``layout.per_page`` to a page (one empty page when none),
    the frame said in ``words``' language."""
    register_fonts()
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, (layout.page_width, layout.page_height), head)
    per_page = layout.per_page
    pages = max(1, -(-len(items) // per_page))
    frame = PageFrame(canvas, head, _frame_box(layout), words)
    width, height = layout.card_width, layout.card_height
    canvas.beginForm(BACKGROUND_FORM, lowerx=0, lowery=0, upperx=width, uppery=height)
    canvas.setStrokeColor(OUTLINE)
    canvas.setLineWidth(0.3)
    canvas.rect(0, 0, width, height)
    background(canvas, CardBox(0, 0, width, height))
    canvas.endForm()
    for page in range(pages):
        chunk = items[page * per_page : (page + 1) * per_page]
        for index, item in enumerate(chunk):
            x, y = layout.card_origin(index)
            canvas.saveState()
            canvas.translate(x, y)
            canvas.doForm(BACKGROUND_FORM)
            canvas.restoreState()
            draw(canvas, item, CardBox(x, y, width, height))
        if layout.cut_marks:
            _cut_marks(canvas, layout)
        frame.draw(canvas, page + 1, pages)
        canvas.showPage()
        if progress is not None:
            progress(page + 1, pages)
    canvas.save()
    return Pdf(data=buffer.getvalue(), pages=pages)


def render_headed_cards(
    head: DocumentHead,
    layout: CardLayout,
    items: Sequence[Item],
    draw: DrawCard[Item],
    heading: str,
    *,
    progress: Progress | None = None,
    words: Catalogue = ENGLISH,
) -> Pdf:
    """``render_cards`` with every card headed by the event, its date and ``heading``
    (already said in ``words``' language)."""

    def background(canvas: Canvas, box: CardBox) -> None:
        draw_card_heading(canvas, head, box, heading)

    return render_cards(head, layout, items, draw, background, progress=progress, words=words)
