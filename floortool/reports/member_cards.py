"""Reports layer: membership cards — one per member, carried to the door and scanned.

A card reads, top to bottom: the venue line (the event the sheet was printed
from, and its date) and "MEMBERSHIP CARD"; the member's name; the membership
number in large figures; the dues date when one is recorded; a Code 128
barcode of the membership number across the foot; and, on the right, a QR
code of the same number. Either code, read by a USB scanner at the
registration desk, types the number followed by Enter: the desk registers the
member. Laid out by ``card_sheet`` on the card layout chosen, like the seat
cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.graphics.barcode.code128 import Code128
from reportlab.lib.colors import black
from reportlab.pdfgen.canvas import Canvas

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import translate
from floortool.reports.card_layouts import CardLayout
from floortool.reports.card_sheet import (
    CARD_PAD,
    CardBox,
    draw_corner_qr,
    render_headed_cards,
)
from floortool.reports.fonts import BOLD, REGULAR, clip, fitted
from floortool.reports.page_frame import MM, DocumentHead, Pdf, Progress

PAD = CARD_PAD
#: The narrowest bar a scanner reads reliably from a laser or inkjet print.
MIN_BAR = 0.6
MAX_BAR = 1.1
BAR_HEIGHT = 9 * MM


@dataclass(frozen=True)
class MemberCard:
    """What one membership card says."""

    name: str
    membership: str  # what both codes hold
    dues_until: str = ""  # "2027-03-31", blank: none recorded


def draw_code128(canvas: Canvas, code: str, x: float, y: float, room: float, height: float) -> None:
    """A Code 128 barcode of ``code``, at most ``room`` points wide (the bars as wide as
    fit, between ``MIN_BAR`` and ``MAX_BAR`` points each), its bottom-left at (x, y)."""
    unit = Code128(code, barWidth=1, barHeight=height, quiet=False, humanReadable=False)
    bar = max(MIN_BAR, min(MAX_BAR, room / unit.width))
    barcode = Code128(code, barWidth=bar, barHeight=height, quiet=False, humanReadable=False)
    barcode.drawOn(canvas, x, y)


def _draw_card(canvas: Canvas, card: MemberCard, box: CardBox, words: Catalogue) -> None:
    side = min(box.height - 2 * PAD - 22, box.width * 0.34)
    text_room = box.width - 3 * PAD - side
    left = box.x + PAD
    canvas.setFillColor(black)
    name, size = fitted(card.name, BOLD, 14, text_room, smallest=7)
    canvas.setFont(BOLD, size)
    canvas.drawString(left, box.y + box.height - PAD - 38, name)
    number, big = fitted(card.membership, BOLD, 22, text_room, smallest=9)
    canvas.setFont(BOLD, big)
    canvas.drawString(left, box.y + box.height - PAD - 40 - big * 1.15, number)
    if card.dues_until:
        canvas.setFont(REGULAR, 7)
        dues = translate("reports.member_cards", "Dues paid until {date}")
        line = words.say(dues.fill(date=card.dues_until))
        canvas.drawString(left, box.y + PAD + BAR_HEIGHT + 4, clip(line, REGULAR, 7, text_room))
    draw_code128(canvas, card.membership, left, box.y + PAD, text_room, BAR_HEIGHT)
    draw_corner_qr(canvas, card.membership, box, side)


def render_member_cards(
    head: DocumentHead,
    cards: Sequence[MemberCard],
    layout: CardLayout,
    *,
    progress: Progress | None = None,
    words: Catalogue = ENGLISH,
) -> Pdf:
    """Every card, in order, on ``layout``'s pages, in ``words``' language."""

    def draw(canvas: Canvas, card: MemberCard, box: CardBox) -> None:
        _draw_card(canvas, card, box, words)

    heading = words.say(translate("reports.member_cards", "MEMBERSHIP CARD"))
    return render_headed_cards(head, layout, cards, draw, heading, progress=progress, words=words)
