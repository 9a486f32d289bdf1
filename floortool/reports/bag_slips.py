"""Reports layer: bag slips and the chip-count sheet of bag and tag.

A bag slip goes into (or onto) a survivor's chip bag at the end of a day: the
event and its date on the top line (``card_sheet``'s card heading), "BAG" and
the bag number large, the player's
name and entry, the bagged chips in large figures, a line for the player's
signature, and on the right a QR code with its code under it (the event and
the entry), which the next day's desk reads. Laid out by ``card_sheet`` on the
card layout chosen, like the seat cards. The chip-count sheet lists the whole
field, most chips first, with bag, table and seat: one ``tabular`` section.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.lib.colors import black
from reportlab.pdfgen.canvas import Canvas

from floortool.reports.card_layouts import CardLayout
from floortool.reports.card_sheet import CARD_PAD, CardBox, draw_corner_qr, render_headed_cards
from floortool.reports.fonts import BOLD, REGULAR, clip, fitted
from floortool.reports.page_frame import GREY, DocumentHead, Pdf, Progress
from floortool.reports.tabular import CENTER, RIGHT, Column, Section, render_sections

PAD = CARD_PAD


@dataclass(frozen=True)
class BagSlip:
    """One survivor's bag: who, which entry, the chips, the bag number, the day."""

    player: str
    entry_number: int
    chips: int
    bag: str
    day: str  # the event (flight) the chips were bagged in: "Day 1A"
    code: str  # "B2-17": entry 17 of event 2


def bag_code(event_id: int, entry_id: int) -> str:
    """The code a bag slip and its QR code carry: ``B2-17``."""
    return f"B{event_id}-{entry_id}"


def _draw_slip(canvas: Canvas, slip: BagSlip, box: CardBox) -> None:
    side = min(box.height - 2 * PAD - 20, box.width * 0.34)
    text_room = box.width - 3 * PAD - side
    left = box.x + PAD
    top = box.y + box.height - PAD
    canvas.setFillColor(black)
    bag, size = fitted(f"BAG {slip.bag}", BOLD, 18, text_room, smallest=10)
    canvas.setFont(BOLD, size)
    canvas.drawString(left, top - 40, bag)
    name, size = fitted(slip.player, BOLD, 13, text_room, smallest=7)
    canvas.setFont(BOLD, size)
    canvas.drawString(left, top - 57, name)
    canvas.setFillColor(GREY)
    canvas.setFont(REGULAR, 7.5)
    canvas.drawString(
        left, top - 67, clip(f"Entry {slip.entry_number} · {slip.day}", REGULAR, 7.5, text_room)
    )
    canvas.setFillColor(black)
    chips, big = fitted(f"{slip.chips:,}", BOLD, 24, text_room, smallest=12)
    canvas.setFont(BOLD, big)
    canvas.drawString(left, box.y + PAD + 16, chips)
    canvas.setFont(REGULAR, 7)
    canvas.drawString(
        left, box.y + PAD, clip("Signed: ____________________", REGULAR, 7, text_room)
    )
    draw_corner_qr(canvas, slip.code, box, side)


def render_bag_slips(
    head: DocumentHead,
    slips: Sequence[BagSlip],
    layout: CardLayout,
    *,
    progress: Progress | None = None,
) -> Pdf:
    """Every slip, in table and seat order (the bags' numbering order), on ``layout``'s
    pages."""
    return render_headed_cards(head, layout, slips, _draw_slip, "CHIPS BAGGED", progress=progress)


@dataclass(frozen=True)
class ChipCountLine:
    """One player of the field on the chip-count sheet (chips None: not counted)."""

    player: str
    entry_number: int
    chips: int | None
    bag: str
    seat: str  # "3 · 7", "" when not seated


@dataclass(frozen=True)
class ChipCountSheet:
    summary: str  # "42 players · 2,100,000 chips in play · every stack counted"
    lines: tuple[ChipCountLine, ...]  # most chips first


CHIP_COLUMNS = (
    Column("Rank", 0.7, CENTER),
    Column("Player", 3.2, wrap=True),
    Column("Entry", 0.7, CENTER),
    Column("Chips", 1.6, RIGHT),
    Column("Bag", 0.9, CENTER),
    Column("Table · Seat", 1.3, CENTER),
)


def render_chip_count_sheet(
    head: DocumentHead, sheet: ChipCountSheet, *, progress: Progress | None = None
) -> Pdf:
    """The field, most chips first, on A4."""
    rows = tuple(
        (
            str(n) if line.chips is not None else "",
            line.player,
            str(line.entry_number),
            f"{line.chips:,}" if line.chips is not None else "not counted",
            line.bag,
            line.seat,
        )
        for n, line in enumerate(sheet.lines, start=1)
    )
    section = Section(title="Chip counts", intro=sheet.summary, columns=CHIP_COLUMNS, rows=rows)
    return render_sections(head, [section], progress=progress)
