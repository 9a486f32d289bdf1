"""Reports: the membership card sheet (issue 27, item 2) — a card per member with the
name, the membership number, a Code 128 barcode and a QR code of that number.

The barcode is read back the way a scanner reads it: the card's bars are drawn
into a PDF, the page is rasterised, one line across the bars is turned into bar
and space widths, and the widths are decoded with the Code 128 symbol table
(start code B, one symbol per character, the modulo-103 check symbol, stop).
The QR code is checked module for module against the encoder the seat cards use
(``test_qr.py`` checks that encoder against ReportLab's).
"""

from __future__ import annotations

import io

import pypdfium2
import pytest
from reportlab.graphics.barcode.code128 import _patterns
from reportlab.pdfgen.canvas import Canvas

from floortool.reports import member_cards
from floortool.reports.card_layouts import A4_10UP, LAYOUTS
from floortool.reports.member_cards import MemberCard, draw_code128, render_member_cards
from floortool.reports.page_frame import MM, DocumentHead

HEAD = DocumentHead(
    "Tuesday League", "Fri 4 Dec 2026", "Membership cards", "Printed 4 Dec 2026 19:00"
)
#: Each Code 128 symbol's bar and space widths (in modules), e.g. "211214" for start B.
WIDTHS = {
    "".join(str(ord(c.upper()) - ord("A") + 1) for c in pattern): value
    for value, pattern in _patterns.items()
}
START_B, START_C = 104, 105
#: The symbols that switch code set: 99 "code C" in set B, 100 "code B" in set C.
SWITCH = {"B": {99: "C"}, "C": {100: "B"}}


def bar_widths(code: str, room: float) -> list[int]:
    """The bars and spaces of ``code``'s barcode as drawn, in pixels, left to right."""
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(room + 20 * MM, 30 * MM))
    draw_code128(canvas, code, 10 * MM, 10 * MM, room, 9 * MM)
    canvas.save()
    page = pypdfium2.PdfDocument(buffer.getvalue())[0]
    image = page.render(scale=600 / 72).to_pil().convert("L")
    row = [image.getpixel((x, image.height // 2)) for x in range(image.width)]
    dark = [value < 128 for value in row]
    first, last = dark.index(True), len(dark) - 1 - dark[::-1].index(True)
    runs: list[int] = []
    previous = None
    for is_dark in dark[first : last + 1]:
        if is_dark == previous:
            runs[-1] += 1
        else:
            runs.append(1)
        previous = is_dark
    return runs


def decode(runs: list[int]) -> str:
    """The text a Code 128 barcode of bar/space widths ``runs`` holds (code sets B and
    C, and the switches between them); fails on a bad start, check symbol or stop."""
    symbols = (len(runs) - 7) // 6  # every symbol has 6 bars and spaces; the stop has 7
    module = sum(runs) / (11 * symbols + 13)
    modules = [round(width / module) for width in runs]
    values = [WIDTHS["".join(map(str, modules[i * 6 : i * 6 + 6]))] for i in range(symbols)]
    assert "".join(map(str, modules[-7:])) == "2331112", "no stop pattern"
    start, *data, check = values
    assert check == (start + sum(i * v for i, v in enumerate(data, 1))) % 103
    code_set = {START_B: "B", START_C: "C"}[start]
    text = ""
    for value in data:
        if value in SWITCH.get(code_set, {}):
            code_set = SWITCH[code_set][value]
        elif code_set == "C":
            text += f"{value:02d}"
        else:
            text += chr(value + 32)
    return text


@pytest.mark.parametrize("code", ["M-104", "m 1040", "CLUB/2026-0007", "12345678"])
def test_the_barcode_reads_back_as_the_membership_number(code: str) -> None:
    assert decode(bar_widths(code, 60 * MM)) == code


def test_each_card_carries_its_member_s_number_in_both_codes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    cards = [MemberCard(f"Member {n}", f"M-{100 + n}", "2027-06-30") for n in range(12)]
    barcodes: list[str] = []
    qr_codes: list[str] = []
    monkeypatch.setattr(
        member_cards, "draw_code128", lambda canvas, code, *where: barcodes.append(code)
    )
    monkeypatch.setattr(
        member_cards, "draw_corner_qr", lambda canvas, code, *where: qr_codes.append(code)
    )

    pdf = render_member_cards(HEAD, cards, A4_10UP)

    assert pdf.pages == 2
    assert barcodes == qr_codes == [card.membership for card in cards]


@pytest.mark.parametrize("layout", list(LAYOUTS))
def test_a_long_number_still_fits_its_card(layout: str) -> None:
    pdf = render_member_cards(
        HEAD, [MemberCard("Siobhán Ní Bhriain-Łukasiewicz", "CLUB-2026-000123456")], LAYOUTS[layout]
    )
    assert pdf.pages == 1
