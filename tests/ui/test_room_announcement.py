"""The announcement over the room display: "shows on every screen at once ... until
cleared or for N seconds" (issue 29, item 4). The display looks at the announcement
file once a second; the line is drawn in a band across the middle over whatever view
shows, at the largest size that fits (never cut), and goes when cleared or when its
time is over. The context menu posts one (a stock line or one typed)."""

from __future__ import annotations

import os

import pytest
from tests.ui.clock_samples import RUNNING
from tests.ui.desk import league_event
from tests.ui.fakes import MakeWindow

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QImage
from PySide6.QtWidgets import QInputDialog
from pytestqt.qtbot import QtBot

from floortool.app.floor import Floor
from floortool.app.layouts import load_layout
from floortool.app.room_announcement import (
    announcement_file,
    clear_announcement,
    current_announcement,
    post_announcement,
)
from floortool.domain.display.announcement import (
    MAX_ANNOUNCEMENT,
    Announcement,
    announcement_to_json,
)
from floortool.ui.announcement_overlay import BAND, announcement_band, ask_announcement
from floortool.ui.room_display import RoomDisplay

SIZES = ((1920, 1080), (1024, 768))
LONGEST = ("Seat open at table 12, seat 7: Maximilian Oyelaran-Fitzgerald to the desk " * 2)[
    :MAX_ANNOUNCEMENT
]
SHOTS = os.environ.get("FLOORTOOL_SHOTS")  # a folder to keep the pictures in, to look at


def display(qtbot: QtBot, size: tuple[int, int]) -> RoomDisplay:
    shown = RoomDisplay()
    qtbot.addWidget(shown)
    shown.resize(*size)
    shown.show_texts(RUNNING)
    return shown


def band_color(shown: RoomDisplay) -> str:
    image: QImage = shown.grab().toImage()
    band = announcement_band(shown.width(), shown.height())
    return image.pixelColor(int(band.left() + 4), int(band.center().y())).name()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("text", ["Last hand before the break", LONGEST])
def test_the_line_shows_over_the_view_and_fits(
    qtbot: QtBot, size: tuple[int, int], text: str
) -> None:
    shown = display(qtbot, size)
    assert band_color(shown) != BAND.name()
    post_announcement(text)
    shown.announcement.look()

    assert shown.announcement.text == text
    assert band_color(shown) == BAND.name()
    band = announcement_band(*size)
    assert QRectF(0, 0, *size).contains(band)
    if SHOTS:
        shown.grab().save(f"{SHOTS}/announcement-{len(text)}-{size[0]}x{size[1]}.png")


def test_the_line_fits_its_band_at_the_size_drawn(qtbot: QtBot) -> None:
    """Measured as drawn: the longest line, wrapped, lies inside the band."""
    from floortool.ui import announcement_overlay as overlay

    fonts = []
    real = overlay.QPainter.setFont

    def noted(painter: object, font: object) -> None:
        fonts.append(font)
        real(painter, font)  # type: ignore[arg-type]

    shown = display(qtbot, (1024, 768))
    post_announcement(LONGEST)
    shown.announcement.look()
    overlay.QPainter.setFont = noted  # type: ignore[method-assign]
    try:
        shown.grab()
    finally:
        overlay.QPainter.setFont = real  # type: ignore[method-assign]
    band = announcement_band(1024, 768)
    drawn = QFontMetricsF(fonts[-1]).boundingRect(
        band, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), LONGEST
    )
    assert band.contains(drawn)


def test_it_shows_over_a_layout_too_and_goes_when_cleared(qtbot: QtBot) -> None:
    shown = display(qtbot, (1920, 1080))
    shown.show_layout(load_layout("big-clock"))
    post_announcement("Hand for hand")
    shown.announcement.look()
    assert band_color(shown) == BAND.name()

    with qtbot.waitSignal(shown.announcement.changed, timeout=3000) as heard:
        clear_announcement()
    assert heard.args == [""]
    assert band_color(shown) != BAND.name()


def test_a_line_whose_time_is_over_goes(qtbot: QtBot) -> None:
    shown = display(qtbot, (1024, 768))
    post_announcement("Dinner break: back in 30 minutes", 60)
    shown.announcement.look()
    assert shown.announcement.text
    over = Announcement("Dinner break: back in 30 minutes", until=1.0)
    announcement_file().write_text(announcement_to_json(over), encoding="utf-8")
    shown.announcement.look()
    assert shown.announcement.text == ""


def test_the_menu_posts_a_stock_line_for_minutes(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown = display(qtbot, (1024, 768))
    monkeypatch.setattr(QInputDialog, "getItem", lambda *args: ("Last hand before the break", True))
    monkeypatch.setattr(QInputDialog, "getInt", lambda *args: (5, True))
    assert ask_announcement(shown)
    posted = current_announcement()
    assert posted is not None and posted.text == "Last hand before the break"
    assert posted.until is not None


def test_the_windows_clock_menu_announces_and_clears(
    qtbot: QtBot,
    make_window: MakeWindow,
    floor: Floor,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The window: "a menu action with the stock lines and a text field"; the open room
    display shows the line at once and loses it when it is cleared."""
    window = make_window(event_id=league_event(floor))
    display = window.open_room_display()
    clock_menu = next(
        action.menu() for action in window.menuBar().actions() if action.text() == "&Clock"
    )
    titles = [action.text() for action in clock_menu.actions()]
    assert "Ann&ounce on Every Screen…" in titles and "Cl&ear the Announcement" in titles
    monkeypatch.setattr(QInputDialog, "getItem", lambda *args: ("Seat open at 4-7", True))
    monkeypatch.setattr(QInputDialog, "getInt", lambda *args: (0, True))

    window.announcement_actions.announce.trigger()
    assert display.announcement.text == "Seat open at 4-7"
    assert current_announcement() == Announcement("Seat open at 4-7")

    window.announcement_actions.clear.trigger()
    assert display.announcement.text == "" and current_announcement() is None
