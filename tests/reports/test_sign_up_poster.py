"""The sign-up poster (issue 27, item 3): "a printable poster lead[s] to a sign-up page on
the companion". Its QR code holds the sign-up page's address where phones reach the
floor, printed under it too; before the floor is shared there is no address, and the
poster is refused, saying what to do."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader
from tests.reports.pdf_text import demo_floor
from tests.support import FakeClock

from floortool.app.documents.catalogue import PrintRequest, prepare_on
from floortool.app.web_address import remember_web_address
from floortool.domain.kernel.errors import FloorError
from floortool.reports import card_sheet
from floortool.reports.qr import qr_rows


def test_the_posters_code_opens_the_sign_up_page(
    db_url: str, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    floor, event_id = demo_floor(db_url, clock, names=())
    remember_web_address(floor, ["http://127.0.0.1:8470/", "http://192.168.1.20:8470/"])
    drawn: list[str] = []
    monkeypatch.setattr(card_sheet, "qr_rows", lambda text: drawn.append(text) or qr_rows(text))
    pdf = prepare_on(floor, event_id, PrintRequest("sign-up-poster")).render(None)
    address = f"http://192.168.1.20:8470/signup?event={event_id}"
    assert drawn == [address]
    reader = PdfReader(io.BytesIO(pdf.data))
    assert pdf.pages == len(reader.pages) == 1
    text = reader.pages[0].extract_text()
    assert "SIGN UP" in text and address in text and "Pay the buy-in at the desk" in text
    floor.close()


def test_no_poster_before_the_floor_is_shared(db_url: str, clock: FakeClock) -> None:
    floor, event_id = demo_floor(db_url, clock, names=())
    with pytest.raises(FloorError) as refused:
        prepare_on(floor, event_id, PrintRequest("sign-up-poster"))
    assert "share the floor on the venue network first" in refused.value.message
    floor.close()
