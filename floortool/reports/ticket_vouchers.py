"""Reports layer: satellite ticket vouchers — one per seat won, handed to the winner.

A voucher reads, top to bottom: the satellite and its date; "SEAT TICKET"; the
winner's name; the seat's value in large figures; the cash share of the
remainder when the satellite splits it among the seat winners; and, on the
right, a QR code of the ticket (the satellite and the winning entry) with the
same code under it, which the target event's desk reads to register the
winner with the ticket (``player register --ticket``). Laid out by
``card_sheet`` on the card layout chosen, like the seat cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.lib.colors import black
from reportlab.pdfgen.canvas import Canvas

from floortool.domain.kernel.money import format_money_grouped
from floortool.reports.card_layouts import CardLayout
from floortool.reports.card_sheet import CardBox, draw_coded_qr, render_cards
from floortool.reports.fonts import BOLD, REGULAR, clip, fitted
from floortool.reports.page_frame import GREY, MM, DocumentHead, Pdf, Progress

PAD = 3.5 * MM


@dataclass(frozen=True)
class TicketVoucher:
    """One seat won: who won it, what it is worth, and the code the desk reads."""

    player: str
    seat_cents: int
    cash_cents: int  # the winner's share of a split remainder (0: none)
    code: str  # "T1-3": the ticket of entry 3 in satellite event 1


def ticket_code(satellite_id: int, entry_id: int) -> str:
    """The code a voucher and its QR code carry: ``T1-3``."""
    return f"T{satellite_id}-{entry_id}"


def _draw_background(canvas: Canvas, head: DocumentHead, box: CardBox) -> None:
    inner = box.width - 2 * PAD
    canvas.setFillColor(GREY)
    canvas.setFont(REGULAR, 7)
    top = box.height - PAD - 7
    canvas.drawString(box.x + PAD, box.y + top, clip(head.event, REGULAR, 7, inner * 0.6))
    canvas.drawRightString(box.right - PAD, box.y + top, clip(head.date, REGULAR, 7, inner * 0.35))
    canvas.setFont(BOLD, 8)
    canvas.drawString(box.x + PAD, box.y + top - 12, "SATELLITE SEAT TICKET")


def _draw_voucher(canvas: Canvas, voucher: TicketVoucher, box: CardBox) -> None:
    side = min(box.height - 2 * PAD - 20, box.width * 0.38)
    text_room = box.width - 3 * PAD - side
    left = box.x + PAD
    canvas.setFillColor(black)
    name, size = fitted(voucher.player, BOLD, 15, text_room, smallest=8)
    canvas.setFont(BOLD, size)
    canvas.drawString(left, box.y + box.height - PAD - 40, name)
    value, big = fitted(format_money_grouped(voucher.seat_cents), BOLD, 26, text_room, smallest=12)
    canvas.setFont(BOLD, big)
    canvas.drawString(left, box.y + box.height / 2 - big * 0.8, value)
    canvas.setFont(REGULAR, 7)
    lines = ["One paid buy-in in the target event.", "Signature: ____________________"]
    if voucher.cash_cents:
        lines.insert(0, f"Plus {format_money_grouped(voucher.cash_cents)} in cash.")
    y = box.y + PAD
    for line in reversed(lines):
        canvas.drawString(left, y, clip(line, REGULAR, 7, text_room))
        y += 9.5
    draw_coded_qr(canvas, voucher.code, box, side, PAD)


def render_ticket_vouchers(
    head: DocumentHead,
    vouchers: Sequence[TicketVoucher],
    layout: CardLayout,
    *,
    progress: Progress | None = None,
) -> Pdf:
    """Every voucher, in order, on ``layout``'s pages."""

    def background(canvas: Canvas, box: CardBox) -> None:
        _draw_background(canvas, head, box)

    return render_cards(head, layout, vouchers, _draw_voucher, background, progress=progress)
