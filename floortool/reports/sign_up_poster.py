"""Reports layer: the sign-up poster — one A4 page for the door or the wall, whose QR
code opens the web companion's sign-up page (``/signup``) on a phone.

Top to bottom: "SIGN UP", the event's name and date, the buy-in, the QR code as
large as the page allows, the address under it (to type where a camera will not
read the code), and the three steps: scan, type your name (and membership
number), pay at the desk — the director confirms you and your phone shows your
seat. The text is the event's and the floor's own; the QR code is drawn by the
project's encoder (``card_sheet.draw_qr``).
"""

from __future__ import annotations

import io
from dataclasses import dataclass

from reportlab.lib.colors import black
from reportlab.lib.pagesizes import A4

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.reports.card_sheet import draw_qr
from floortool.reports.fonts import BOLD, REGULAR, fitted, register_fonts
from floortool.reports.page_frame import (
    GREY,
    MM,
    DocumentHead,
    PageFrame,
    Pdf,
    new_canvas,
    page_box,
)

STEPS = (
    translate("reports.sign_up_poster", "1. Scan the code with your phone's camera."),
    translate(
        "reports.sign_up_poster", "2. Type your name, and your membership number if you have one."
    ),
    translate(
        "reports.sign_up_poster", "3. Pay the buy-in at the desk: the director confirms you,"
    ),
    translate("reports.sign_up_poster", "    and your phone shows your table and seat."),
)


@dataclass(frozen=True)
class SignUpPoster:
    """What the poster says: the event, its price, and the sign-up page's address."""

    event: str
    date: str
    price: str | Phrase  # "Buy-in 50.00 + 10.00"
    address: str  # "http://192.168.1.20:8470/signup?event=3"


def render_sign_up_poster(
    head: DocumentHead, poster: SignUpPoster, words: Catalogue = ENGLISH
) -> Pdf:
    """The poster, one A4 page, in ``words``' language."""
    register_fonts()
    width, height = A4
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, A4, head)
    box = page_box(width, height)
    frame = PageFrame(canvas, head, box, words)
    room = box.right - box.left
    centre = width / 2
    canvas.setFillColor(black)
    y = height - 42 * MM
    sign_up, big = fitted(
        words.say(translate("reports.sign_up_poster", "SIGN UP")), BOLD, 60, room, smallest=30
    )
    canvas.setFont(BOLD, big)
    canvas.drawCentredString(centre, y, sign_up)
    event, size = fitted(poster.event, BOLD, 30, room, smallest=14)
    y -= 18 * MM
    canvas.setFont(BOLD, size)
    canvas.drawCentredString(centre, y, event)
    y -= 10 * MM
    canvas.setFont(REGULAR, 16)
    canvas.setFillColor(GREY)
    canvas.drawCentredString(centre, y, f"{poster.date}  ·  {words.say(poster.price)}")
    side = min(room, 125 * MM)
    y -= 4 * MM + side
    canvas.setFillColor(black)
    draw_qr(canvas, poster.address, centre - side / 2, y, side)
    address, size = fitted(poster.address, REGULAR, 14, room, smallest=8)
    y -= 4 * MM
    canvas.setFont(REGULAR, size)
    canvas.drawCentredString(centre, y, address)
    y -= 14 * MM
    for step in STEPS:
        line, size = fitted(words.say(step), REGULAR, 14, room - 12 * MM, smallest=10)
        canvas.setFont(REGULAR, size)
        canvas.drawString(box.left + 12 * MM, y, line)
        y -= 7.5 * MM
    frame.draw(canvas, 1, 1)
    canvas.showPage()
    canvas.save()
    return Pdf(buffer.getvalue(), 1)
