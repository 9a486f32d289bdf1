"""Reports layer: seat cards — one card per entry, handed to the player at the desk.

A card reads, top to bottom: the event and its date; the player's name; the
table and the seat in large figures; the stack received (and, under late
registration, the starting stack less the deduction); the entry number
(re-entries say so); and, on the right, a QR code of the entry id with the id
under it. Cards are drawn straight on the canvas (thousands per batch): what
every card of a batch shares once, as the background, and what differs on
each over it; ``card_sheet`` places them on the layout chosen.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.lib.colors import black
from reportlab.pdfgen.canvas import Canvas

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import Number, Phrase, translate
from floortool.reports.card_layouts import CardLayout
from floortool.reports.card_sheet import CardBox, draw_qr, render_cards
from floortool.reports.fonts import BOLD, REGULAR, clip, fitted, width
from floortool.reports.page_frame import GREY, MM, DocumentHead, Pdf, Progress

PAD = 3.5 * MM


@dataclass(frozen=True)
class SeatCard:
    """What one seat card says."""

    entry_id: int
    player: str
    table: int
    seat: int
    starting_stack: int
    deduction: int  # chips deducted under late registration (0: none)
    entry_number: int  # 1 for a first entry, 2 for the first re-entry ...
    code: str  # what the QR code holds (the entry id, as the app spells it)

    @property
    def stack(self) -> int:
        return self.starting_stack - self.deduction

    @property
    def stack_text(self) -> Phrase:
        return translate("reports.seat_cards", "Stack {stack}").fill(stack=Number(self.stack))

    @property
    def deduction_text(self) -> Phrase:
        """``20,000 less 75 late registration`` (said only with a deduction)."""
        return translate("reports.seat_cards", "{stack} less {deduction} late registration").fill(
            stack=Number(self.starting_stack), deduction=Number(self.deduction)
        )

    @property
    def entry_text(self) -> Phrase:
        if self.entry_number == 1:
            return translate("reports.seat_cards", "Entry 1")
        return translate("reports.seat_cards", "Entry {number} (re-entry)").fill(
            number=self.entry_number
        )


@dataclass(frozen=True)
class _Places:
    """Where things go on a card of a given size (points from its bottom-left)."""

    width: float
    height: float

    @property
    def inner(self) -> float:
        return self.width - 2 * PAD

    @property
    def top_line(self) -> float:
        return self.height - PAD - 6.5

    @property
    def name_line(self) -> float:
        return self.top_line - 5.5 * MM

    @property
    def qr_side(self) -> float:
        return min(self.name_line - 6 * MM, self.width * 0.34)

    @property
    def qr_x(self) -> float:
        side = self.qr_side
        return self.width - PAD - side + 4 * side / 29  # its quiet zone may reach the padding

    @property
    def qr_y(self) -> float:
        return PAD + 2.5 * MM

    @property
    def big(self) -> float:
        """The size of the table and seat figures."""
        return min(34.0, self.name_line * 0.42)

    @property
    def figures_line(self) -> float:
        return self.name_line - 5 * MM - self.big * 0.95

    @property
    def figures_room(self) -> float:
        return self.qr_x - PAD

    @property
    def seat_x(self) -> float:
        return PAD + self.figures_room * 0.56


def draw_seat_card_background(
    canvas: Canvas, head: DocumentHead, box: CardBox, words: Catalogue = ENGLISH
) -> None:
    """What every seat card of the batch shows: the event, its date, the labels."""
    places = _Places(box.width, box.height)
    canvas.setFillColor(GREY)
    canvas.setFont(REGULAR, 7)
    date = clip(head.date, REGULAR, 7, places.inner / 2)
    canvas.drawRightString(box.right - PAD, box.y + places.top_line, date)
    event_room = places.inner - (width(date, REGULAR, 7) + 3 * MM if date else 0)
    event = clip(head.event, REGULAR, 7, event_room)
    canvas.drawString(box.x + PAD, box.y + places.top_line, event)
    label_line = box.y + places.figures_line + places.big * 0.78
    table = words.say(translate("reports.seat_cards", "TABLE"))
    canvas.drawString(box.x + PAD, label_line, clip(table, REGULAR, 7, places.seat_x - PAD))
    seat = words.say(translate("reports.seat_cards", "SEAT"))
    seat_room = places.qr_x - places.seat_x - 1 * MM
    canvas.drawString(box.x + places.seat_x, label_line, clip(seat, REGULAR, 7, seat_room))


def draw_seat_card(
    canvas: Canvas, card: SeatCard, box: CardBox, words: Catalogue = ENGLISH
) -> None:
    """What one seat card says, over its background."""
    places = _Places(box.width, box.height)
    left = box.x + PAD
    canvas.setFillColor(black)
    name, size = fitted(card.player, BOLD, 15, places.inner, smallest=8)
    canvas.setFont(BOLD, size)
    canvas.drawString(left, box.y + places.name_line, name)

    big = places.big
    baseline = box.y + places.figures_line
    table_room = places.seat_x - PAD - 4 * MM
    for x, number, room in (
        (left, card.table, table_room),
        (box.x + places.seat_x, card.seat, places.width - PAD - places.qr_side - places.seat_x),
    ):
        text, chosen = fitted(str(number), BOLD, big, room, smallest=big / 2)
        canvas.setFont(BOLD, chosen)
        canvas.drawString(x, baseline, text)

    side = places.qr_side
    qr_x = box.x + places.qr_x
    draw_qr(canvas, card.code, qr_x, box.y + places.qr_y, side)
    canvas.setFont(REGULAR, 6.5)
    code = words.say(translate("reports.seat_cards", "ID {id}").fill(id=card.entry_id))
    canvas.drawCentredString(qr_x + side / 2, box.y + PAD, code)

    lines = [(REGULAR, 7, words.say(card.entry_text))]  # from the bottom up
    if card.deduction:
        lines.append((REGULAR, 7, words.say(card.deduction_text)))
    lines.append((BOLD, 9, words.say(card.stack_text)))
    y = box.y + PAD
    for font, size, text in lines:
        canvas.setFont(font, size)
        canvas.drawString(left, y, clip(text, font, size, places.figures_room))
        y += size + 2.5


def render_seat_cards(
    head: DocumentHead,
    cards: Sequence[SeatCard],
    layout: CardLayout,
    *,
    progress: Progress | None = None,
    words: Catalogue = ENGLISH,
) -> Pdf:
    """Every card in ``cards``, in order, on ``layout``'s pages, in ``words``' language."""

    def background(canvas: Canvas, box: CardBox) -> None:
        draw_seat_card_background(canvas, head, box, words)

    def draw(canvas: Canvas, card: SeatCard, box: CardBox) -> None:
        draw_seat_card(canvas, card, box, words)

    return render_cards(head, layout, cards, draw, background, progress=progress, words=words)
