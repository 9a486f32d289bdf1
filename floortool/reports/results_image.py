"""Reports layer: the published results as one image for a chat group (``results.png``).

1080 pixels wide (what chat apps show without scaling down), as tall as its
content: the event's name, date and venue on a felt-green band; the entries,
prize pool and buy-in; the winner and the prize once the night is over; the
finishing places with their prizes, the paid places shaded (at most
``MAX_PLACES`` lines, then how many more the page lists); the top of the league
standings when the event is in a season. Drawn with ReportLab on a page of 1080
by the height points and rendered by PDFium at 72 dpi (one point, one pixel),
set in the bundled DejaVu Sans so every name shows as typed; a name too long
for its place is set smaller, then shortened with an ellipsis.
"""

from __future__ import annotations

import io
from collections.abc import Callable

from PIL import Image
from reportlab.lib.colors import Color, HexColor, white
from reportlab.pdfgen.canvas import Canvas

from floortool.domain.kernel.money import format_money_grouped
from floortool.reports.fonts import BOLD, REGULAR, fitted, register_fonts
from floortool.reports.publication import Publication
from floortool.reports.raster import PdfPages

WIDTH = 1080
MARGIN = 60
MAX_PLACES = 12
MAX_STANDINGS = 5
HEADER, FIGURES, WINNER, HEADING, LINE, FOOTER, GAP = 210, 130, 170, 70, 58, 80, 28
FELT = HexColor("#17443a")
INK = HexColor("#1d2521")
MUTED = HexColor("#5d6b65")
PAPER = HexColor("#f4f6f5")
PAID = HexColor("#e3f1e8")
GOLD = HexColor("#b98a14")
GOLD_PAPER = HexColor("#fbf4df")


def _height(pub: Publication) -> int:
    lines = min(len(pub.places), MAX_PLACES) + (len(pub.places) > MAX_PLACES or not pub.complete)
    height = HEADER + GAP + FIGURES + GAP + HEADING + LINE * max(lines, 1) + GAP
    if pub.winner is not None:
        height += WINNER + GAP
    if pub.standings:
        height += HEADING + LINE * min(len(pub.standings), MAX_STANDINGS) + GAP
    return height + FOOTER


class _Page:
    """A canvas drawn from the top down: ``y`` is the distance from the top edge."""

    def __init__(self, canvas: Canvas, height: int) -> None:
        self.canvas = canvas
        self.height = height
        self.y = 0.0

    def box(self, x: float, top: float, width: float, height: float, fill: Color) -> None:
        self.canvas.setFillColor(fill)
        self.canvas.roundRect(x, self.height - top - height, width, height, 14, stroke=0, fill=1)

    def text(
        self,
        x: float,
        baseline: float,
        text: str,
        *,
        size: float,
        room: float,
        bold: bool = False,
        colour: Color = INK,
        right: bool = False,
    ) -> None:
        font = BOLD if bold else REGULAR
        shown, fit = fitted(text, font, size, room, smallest=size * 0.6)
        self.canvas.setFont(font, fit)
        self.canvas.setFillColor(colour)
        draw: Callable[[float, float, str], object] = (
            self.canvas.drawRightString if right else self.canvas.drawString
        )
        draw(x, self.height - baseline, shown)


def _header(page: _Page, pub: Publication) -> None:
    page.canvas.setFillColor(FELT)
    page.canvas.rect(0, page.height - HEADER, WIDTH, HEADER, stroke=0, fill=1)
    room = WIDTH - 2 * MARGIN
    page.text(MARGIN, 105, pub.event, size=60, room=room, bold=True, colour=white)
    where = "  ·  ".join(part for part in (pub.date_text, pub.venue) if part)
    page.text(MARGIN, 160, where, size=30, room=room, colour=HexColor("#cfe0d9"))
    page.y = HEADER + GAP


def _figures(page: _Page, pub: Publication) -> None:
    figures = [
        ("ENTRIES", f"{pub.entries:,}"),
        ("PRIZE POOL", format_money_grouped(pub.prize_pool_cents)),
        ("BUY-IN", format_money_grouped(pub.paid_in_cents)),
    ]
    if not pub.complete:
        figures.append(("PLAYING", f"{pub.players_left:,}"))
    gap = 20
    width = (WIDTH - 2 * MARGIN - gap * (len(figures) - 1)) / len(figures)
    for n, (label, value) in enumerate(figures):
        x = MARGIN + n * (width + gap)
        page.box(x, page.y, width, FIGURES, white)
        page.text(x + 24, page.y + 44, label, size=22, room=width - 48, colour=MUTED)
        page.text(x + 24, page.y + 100, value, size=42, room=width - 48, bold=True)
    page.y += FIGURES + GAP


def _winner(page: _Page, pub: Publication) -> None:
    if pub.winner is None:
        return
    room = WIDTH - 2 * MARGIN - 48
    page.box(MARGIN, page.y, WIDTH - 2 * MARGIN, WINNER, GOLD_PAPER)
    page.text(MARGIN + 24, page.y + 44, "WINNER", size=24, room=room, bold=True, colour=GOLD)
    page.text(MARGIN + 24, page.y + 108, pub.winner, size=58, room=room, bold=True)
    prize = pub.places[0].prize_cents if pub.places else 0
    if prize:
        page.text(MARGIN + 24, page.y + 148, format_money_grouped(prize), size=30, room=room)
    page.y += WINNER + GAP


def _heading(page: _Page, text: str) -> None:
    room = WIDTH - 2 * MARGIN
    page.text(MARGIN, page.y + 46, text, size=34, room=room, bold=True, colour=FELT)
    page.y += HEADING


def _line(page: _Page, cells: tuple[str, str, str], *, shaded: bool, bold: bool = False) -> None:
    if shaded:
        page.box(MARGIN - 12, page.y + 4, WIDTH - 2 * MARGIN + 24, LINE - 8, PAID)
    baseline = page.y + 40
    first, name, amount = cells
    page.text(MARGIN, baseline, first, size=30, room=150, bold=True)
    page.text(MARGIN + 170, baseline, name, size=30, room=590, bold=bold)
    page.text(WIDTH - MARGIN, baseline, amount, size=30, room=220, right=True)
    page.y += LINE


def _places(page: _Page, pub: Publication) -> None:
    _heading(page, "Results")
    for p in pub.places[:MAX_PLACES]:
        prize = format_money_grouped(p.prize_cents) if p.prize_cents else ""
        _line(page, (p.place_text, p.player, prize), shaded=bool(p.prize_cents))
    more = len(pub.places) - MAX_PLACES
    notes = []
    if more > 0:
        notes.append(f"and {more:,} more")
    if not pub.complete:
        notes.append(f"{pub.players_left:,} still playing")
    if notes or not pub.places:
        text = "; ".join(notes) if notes else "Nobody has finished yet"
        page.text(MARGIN, page.y + 40, text, size=28, room=WIDTH - 2 * MARGIN, colour=MUTED)
        page.y += LINE
    page.y += GAP


def _standings(page: _Page, pub: Publication) -> None:
    if not pub.standings:
        return
    _heading(page, f"League: {pub.standings_title}")
    for s in pub.standings[:MAX_STANDINGS]:
        _line(page, (s.rank_text, s.player, f"{s.total} pts"), shaded=False)
    page.y += GAP


def render_results_image(pub: Publication) -> bytes:
    """The image, as PNG bytes."""
    register_fonts()
    height = _height(pub)
    pdf = io.BytesIO()
    canvas = Canvas(pdf, pagesize=(WIDTH, height))
    canvas.setTitle(pub.event)
    canvas.setFillColor(PAPER)
    canvas.rect(0, 0, WIDTH, height, stroke=0, fill=1)
    page = _Page(canvas, height)
    _header(page, pub)
    _figures(page, pub)
    _winner(page, pub)
    _places(page, pub)
    _standings(page, pub)
    footer = f"{pub.made} with floortool" if pub.made else "floortool"
    page.text(MARGIN, height - 32, footer, size=22, room=WIDTH - 2 * MARGIN, colour=MUTED)
    canvas.showPage()
    canvas.save()
    with PdfPages(pdf.getvalue()) as pages:
        image = pages.render(0, 72)
    picture = Image.frombuffer(
        "RGBX", (image.width, image.height), image.pixels, "raw", "RGBX", image.stride, 1
    ).convert("RGB")
    png = io.BytesIO()
    picture.save(png, "PNG", optimize=True)
    return png.getvalue()
