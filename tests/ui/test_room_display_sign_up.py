"""The Qt room display's sign-up strip (issue 27, item 3): "when sign-up is open, a QR
code on the room display ... lead[s] to a sign-up page on the companion". The strip
holds the code of the page's address; the clock's texts move over beside it, none cut
off, none under the strip; closing sign-up takes the strip away."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from tests.ui.test_room_display import RUNNING, check_fits

from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from floortool.app.commands.events import CreateEvent, UpdateEvent
from floortool.app.floor import Floor
from floortool.app.web_address import remember_web_address, sign_up_page
from floortool.domain.tournament.event import settings_for
from floortool.reports.qr import qr_rows
from floortool.ui.room_display import RoomDisplay

ADDRESS = "http://192.168.1.20:8470/signup?event=1"


@pytest.mark.parametrize(("width", "height"), [(1024, 768), (1920, 1080), (1280, 720)])
def test_the_strip_holds_the_code_and_the_clock_fits_beside_it(
    qtbot: QtBot, width: int, height: int
) -> None:
    display = RoomDisplay()
    qtbot.addWidget(display)
    display.show()
    qtbot.waitExposed(display)
    display.resize(width, height)
    qtbot.waitUntil(lambda: display.size().width() == width)
    display.show_texts(RUNNING)
    display.show_sign_up(ADDRESS)
    strip = display._strip_width()
    assert strip > 0 and display.sign_up == ADDRESS
    beside = QRectF(strip, 0, width - strip, height)
    for item in display.drawn():
        check_fits(item, beside)
    image = display.grab().toImage()
    rows = qr_rows(ADDRESS)
    module = (strip * 9 // 10) // (len(rows) + 8)
    left, top = (strip - module * (len(rows) + 8)) // 2, (height - module * (len(rows) + 8)) // 2
    for y in (0, len(rows) // 2, len(rows) - 1):  # the code's modules, sampled
        for x, dark in enumerate(rows[y]):
            pixel = image.pixelColor(
                left + (x + 4) * module + module // 2, top + (y + 4) * module + module // 2
            )
            assert (pixel.lightness() < 128) == (dark == "1")
    shots = os.environ.get("FLOORTOOL_SCREENSHOTS")
    if shots:
        image.save(str(Path(shots) / f"room-display-sign-up-{width}x{height}.png"))
    display.show_sign_up(None)
    assert display._strip_width() == 0
    assert min(item.rect.left() for item in display.drawn()) < strip


def test_the_window_shows_the_strip_while_sign_up_is_open(floor: Floor) -> None:
    event_id = floor.execute(CreateEvent(settings_for(name="Friday"))).group
    assert sign_up_page(floor, event_id) is None  # closed
    floor.execute(UpdateEvent(event_id, {"sign_up": "open"}))
    assert sign_up_page(floor, event_id) is None  # open, but never shared
    remember_web_address(floor, ["http://192.168.1.20:8470/"])
    assert sign_up_page(floor, event_id) == f"http://192.168.1.20:8470/signup?event={event_id}"
