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

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import Number, Phrase, translate
from floortool.reports.card_layouts import CardLayout
from floortool.reports.card_sheet import CARD_PAD, CardBox, draw_corner_qr, render_headed_cards
from floortool.reports.fonts import BOLD, REGULAR, clip, fitted
from floortool.reports.page_frame import GREY, DocumentHead, Pdf, Progress
from floortool.reports.tabular import CENTER, RIGHT, Column, Section, render_sections
from floortool.reports.wording import Text

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


def _draw_slip(canvas: Canvas, slip: BagSlip, box: CardBox, words: Catalogue) -> None:
    side = min(box.height - 2 * PAD - 20, box.width * 0.34)
    text_room = box.width - 3 * PAD - side
    left = box.x + PAD
    top = box.y + box.height - PAD
    canvas.setFillColor(black)
    bag_text = words.say(translate("reports.bag_slips", "BAG {bag}").fill(bag=slip.bag))
    bag, size = fitted(bag_text, BOLD, 18, text_room, smallest=10)
    canvas.setFont(BOLD, size)
    canvas.drawString(left, top - 40, bag)
    name, size = fitted(slip.player, BOLD, 13, text_room, smallest=7)
    canvas.setFont(BOLD, size)
    canvas.drawString(left, top - 57, name)
    canvas.setFillColor(GREY)
    canvas.setFont(REGULAR, 7.5)
    entry = translate("reports.bag_slips", "Entry {number} · {day}")
    entry_text = words.say(entry.fill(number=slip.entry_number, day=slip.day))
    canvas.drawString(left, top - 67, clip(entry_text, REGULAR, 7.5, text_room))
    canvas.setFillColor(black)
    chips, big = fitted(words.count(slip.chips), BOLD, 24, text_room, smallest=12)
    canvas.setFont(BOLD, big)
    canvas.drawString(left, box.y + PAD + 16, chips)
    canvas.setFont(REGULAR, 7)
    signed = words.say(translate("reports.bag_slips", "Signed: ____________________"))
    canvas.drawString(left, box.y + PAD, clip(signed, REGULAR, 7, text_room))
    draw_corner_qr(canvas, slip.code, box, side)


def render_bag_slips(
    head: DocumentHead,
    slips: Sequence[BagSlip],
    layout: CardLayout,
    *,
    progress: Progress | None = None,
    words: Catalogue = ENGLISH,
) -> Pdf:
    """Every slip, in table and seat order (the bags' numbering order), on ``layout``'s
    pages, in ``words``' language."""

    def draw(canvas: Canvas, slip: BagSlip, box: CardBox) -> None:
        _draw_slip(canvas, slip, box, words)

    heading = words.say(translate("reports.bag_slips", "CHIPS BAGGED"))
    return render_headed_cards(head, layout, slips, draw, heading, progress=progress, words=words)


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
    summary: str | Phrase  # "42 players · 2,100,000 chips in play · every stack counted"
    lines: tuple[ChipCountLine, ...]  # most chips first


CHIP_COLUMNS = (
    Column(translate("reports.bag_slips", "Rank"), 0.7, CENTER),
    Column(translate("reports.bag_slips", "Player"), 3.2, wrap=True),
    Column(translate("reports.bag_slips", "Entry"), 0.7, CENTER),
    Column(translate("reports.bag_slips", "Chips"), 1.6, RIGHT),
    Column(translate("reports.bag_slips", "Bag"), 0.9, CENTER),
    Column(translate("reports.bag_slips", "Table · Seat"), 1.3, CENTER),
)


def render_chip_count_sheet(
    head: DocumentHead,
    sheet: ChipCountSheet,
    *,
    progress: Progress | None = None,
    words: Catalogue = ENGLISH,
) -> Pdf:
    """The field, most chips first, on A4, in ``words``' language."""
    not_counted = translate("reports.bag_slips", "not counted")
    rows: tuple[tuple[Text, ...], ...] = tuple(
        (
            str(n) if line.chips is not None else "",
            line.player,
            str(line.entry_number),
            Number(line.chips) if line.chips is not None else not_counted,
            line.bag,
            line.seat,
        )
        for n, line in enumerate(sheet.lines, start=1)
    )
    section = Section(
        title=translate("reports.bag_slips", "Chip counts"),
        intro=sheet.summary,
        columns=CHIP_COLUMNS,
        rows=rows,
    )
    return render_sections(head, [section], progress=progress, words=words)
