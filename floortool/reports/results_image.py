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

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import Number, translate
from floortool.reports.fonts import BOLD, REGULAR, fitted, register_fonts
from floortool.reports.publication import Publication
from floortool.reports.raster import PdfPages
from floortool.reports.wording import figures

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

    def __init__(self, canvas: Canvas, height: int, words: Catalogue) -> None:
        self.canvas = canvas
        self.height = height
        self.words = words
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
    date = page.words.say(pub.date_text)
    where = "  ·  ".join(part for part in (date, pub.venue) if part)
    page.text(MARGIN, 160, where, size=30, room=room, colour=HexColor("#cfe0d9"))
    page.y = HEADER + GAP


def _figures(page: _Page, pub: Publication) -> None:
    words = page.words
    shown = [
        (translate("reports.results_image", "ENTRIES"), words.count(pub.entries)),
        (translate("reports.results_image", "PRIZE POOL"), words.money(pub.prize_pool_cents)),
        (translate("reports.results_image", "BUY-IN"), words.money(pub.paid_in_cents)),
    ]
    if not pub.complete:
        playing = translate("reports.results_image", "PLAYING")
        shown.append((playing, words.count(pub.players_left)))
    gap = 20
    width = (WIDTH - 2 * MARGIN - gap * (len(shown) - 1)) / len(shown)
    for n, (phrase, value) in enumerate(shown):
        label = words.say(phrase)
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
    winner = page.words.say(translate("reports.results_image", "WINNER"))
    page.text(MARGIN + 24, page.y + 44, winner, size=24, room=room, bold=True, colour=GOLD)
    page.text(MARGIN + 24, page.y + 108, pub.winner, size=58, room=room, bold=True)
    prize = pub.places[0].prize_cents if pub.places else 0
    if prize:
        page.text(MARGIN + 24, page.y + 148, page.words.money(prize), size=30, room=room)
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
    words = page.words
    _heading(page, words.say(translate("reports.results_image", "Results")))
    for p in pub.places[:MAX_PLACES]:
        prize = words.money(p.prize_cents) if p.prize_cents else ""
        _line(page, (words.say(p.place_text), p.player, prize), shaded=bool(p.prize_cents))
    more = len(pub.places) - MAX_PLACES
    notes = []
    if more > 0:
        and_more = translate("reports.results_image", "and {count} more")
        notes.append(words.say(and_more.fill(count=Number(more))))
    if not pub.complete:
        playing = translate("reports.results_image", "{count} still playing")
        notes.append(words.say(playing.fill(count=Number(pub.players_left))))
    if notes or not pub.places:
        nobody = translate("reports.results_image", "Nobody has finished yet")
        text = "; ".join(notes) if notes else words.say(nobody)
        page.text(MARGIN, page.y + 40, text, size=28, room=WIDTH - 2 * MARGIN, colour=MUTED)
        page.y += LINE
    page.y += GAP


def _standings(page: _Page, pub: Publication) -> None:
    if not pub.standings:
        return
    words = page.words
    league = translate("reports.results_image", "League: {title}")
    _heading(page, words.say(league.fill(title=pub.standings_title)))
    points = translate("reports.results_image", "{points} pts")
    for s in pub.standings[:MAX_STANDINGS]:
        total = words.say(points.fill(points=figures(words, s.total)))
        _line(page, (s.rank_text, s.player, total), shaded=False)
    page.y += GAP


def render_results_image(pub: Publication, words: Catalogue = ENGLISH) -> bytes:
    """The image, as PNG bytes, in ``words``' language."""
    register_fonts()
    height = _height(pub)
    pdf = io.BytesIO()
    canvas = Canvas(pdf, pagesize=(WIDTH, height))
    canvas.setTitle(pub.event)
    canvas.setFillColor(PAPER)
    canvas.rect(0, 0, WIDTH, height, stroke=0, fill=1)
    page = _Page(canvas, height, words)
    _header(page, pub)
    _figures(page, pub)
    _winner(page, pub)
    _places(page, pub)
    _standings(page, pub)
    made = translate("reports.results_image", "{made} with floortool").fill(made=pub.made)
    footer = words.say(made) if pub.made else "floortool"
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
