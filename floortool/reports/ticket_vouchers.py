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

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import Money, translate
from floortool.reports.card_layouts import CardLayout
from floortool.reports.card_sheet import (
    CARD_PAD,
    CardBox,
    draw_corner_qr,
    render_headed_cards,
)
from floortool.reports.fonts import BOLD, REGULAR, clip, fitted
from floortool.reports.page_frame import DocumentHead, Pdf, Progress

PAD = CARD_PAD


@dataclass(frozen=True)
class TicketVoucher:
    """One seat won: who won it, what it is worth, and the code the desk reads."""

    player: str
    seat_cents: int
    cash_cents: int  # the winner's share of a split remainder (0: none)
    code: str  # "T1-3" (``domain.results.satellite.ticket_code``)


def _draw_voucher(canvas: Canvas, voucher: TicketVoucher, box: CardBox, words: Catalogue) -> None:
    side = min(box.height - 2 * PAD - 20, box.width * 0.38)
    text_room = box.width - 3 * PAD - side
    left = box.x + PAD
    canvas.setFillColor(black)
    name, size = fitted(voucher.player, BOLD, 15, text_room, smallest=8)
    canvas.setFont(BOLD, size)
    canvas.drawString(left, box.y + box.height - PAD - 40, name)
    value, big = fitted(words.money(voucher.seat_cents), BOLD, 26, text_room, smallest=12)
    canvas.setFont(BOLD, big)
    canvas.drawString(left, box.y + box.height / 2 - big * 0.8, value)
    canvas.setFont(REGULAR, 7)
    lines = [
        words.say(translate("reports.ticket_vouchers", "One paid buy-in in the target event.")),
        words.say(translate("reports.ticket_vouchers", "Signature: ____________________")),
    ]
    if voucher.cash_cents:
        cash = translate("reports.ticket_vouchers", "Plus {cash} in cash.")
        lines.insert(0, words.say(cash.fill(cash=Money(voucher.cash_cents))))
    y = box.y + PAD
    for line in reversed(lines):
        canvas.drawString(left, y, clip(line, REGULAR, 7, text_room))
        y += 9.5
    draw_corner_qr(canvas, voucher.code, box, side)


def render_ticket_vouchers(
    head: DocumentHead,
    vouchers: Sequence[TicketVoucher],
    layout: CardLayout,
    *,
    progress: Progress | None = None,
    words: Catalogue = ENGLISH,
) -> Pdf:
    """Every voucher, in order, on ``layout``'s pages, in ``words``' language."""

    def draw(canvas: Canvas, voucher: TicketVoucher, box: CardBox) -> None:
        _draw_voucher(canvas, voucher, box, words)

    heading = words.say(translate("reports.ticket_vouchers", "SATELLITE SEAT TICKET"))
    return render_headed_cards(
        head, layout, vouchers, draw, heading, progress=progress, words=words
    )
