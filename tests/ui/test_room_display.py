"""Tests of the room display: nothing cut off at any size, cheap repaints, the right screen.

The fit tests measure every text the display draws with ``QFontMetricsF`` in
the font it draws it with: its advance, its ink and its line height must all
lie inside the rectangle it is drawn in, and the rectangles must lie inside
the window and not overlap. A text drawn too big for its slot fails them.
"""

from __future__ import annotations

import dataclasses
import itertools

import pytest
from tests.ui.clock_samples import RULE_23, RUNNING, STATES, WIDE_PAYOUTS

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QFontMetricsF, QGuiApplication, QPaintEvent, QRegion
from pytestqt.qtbot import QtBot

from floortool.ui.clock_text import ClockTexts
from floortool.ui.room_display import (
    AMBER,
    NO_PAYOUTS,
    PAUSED,
    WARNING,
    WHITE,
    DrawnText,
    RoomDisplay,
    payout_texts,
    room_texts,
)
from floortool.ui.room_layout import fit_pixel_size, room_slots

SIZES = [(1280, 720), (1024, 768), (1920, 1080), (3840, 2160)]


@pytest.fixture
def display(qtbot: QtBot) -> RoomDisplay:
    shown = RoomDisplay()
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def check_fits(item: DrawnText, area: QRectF) -> None:
    metrics = QFontMetricsF(item.font)
    where = f"{item.name} {item.text!r} at {item.font.pixelSize()} px in {item.rect}"
    assert metrics.horizontalAdvance(item.text) <= item.rect.width(), where
    assert metrics.height() <= item.rect.height(), where
    ink = metrics.boundingRect(item.text)
    assert ink.width() <= item.rect.width(), where
    assert area.contains(item.rect), where


@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize("state", list(STATES))
def test_no_text_is_cut_off(
    qtbot: QtBot, display: RoomDisplay, width: int, height: int, state: str
) -> None:
    display.resize(width, height)
    qtbot.waitUntil(lambda: display.size().width() == width)
    display.show_texts(STATES[state])

    drawn = display.drawn()
    area = QRectF(display.rect())
    assert drawn
    for item in drawn:
        check_fits(item, area)
    for first, second in itertools.combinations(drawn, 2):
        overlap = first.rect.intersected(second.rect)
        assert overlap.width() * overlap.height() < 1, (first.name, second.name)  # may touch


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_digits_are_huge_and_everything_is_shown(
    qtbot: QtBot, display: RoomDisplay, width: int, height: int
) -> None:
    display.resize(width, height)
    qtbot.waitUntil(lambda: display.size().width() == width)
    display.show_texts(RUNNING)

    drawn = {item.name: item for item in display.drawn()}
    assert drawn["time"].font.pixelSize() >= 0.22 * height
    assert drawn["blinds"].font.pixelSize() >= 0.07 * height
    for name in ("event", "title", "time", "blinds", "ante", "footer"):
        assert name in drawn
    texts = {item.text for item in drawn.values()}
    for shown in (
        "17:47",
        "LEVEL 5",
        "200 / 400",
        "BB ante 400",
        "NEXT: LEVEL 6",
        "300 / 600",
        "1:17:47",
        "87 / 120",
        "27,586",
        "69 BB",
        "12,000.00",
        "3 places paid",
        "PAYOUTS",
        "1st  6,000",
        "3rd  2,400",
        "Open",
        "closes end of level 8",
    ):
        assert shown in texts


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_payouts_panel_lists_as_many_places_as_it_has_cells(
    qtbot: QtBot, display: RoomDisplay, width: int, height: int
) -> None:
    display.resize(width, height)
    qtbot.waitUntil(lambda: display.size().width() == width)
    display.show_texts(STATES["payouts"])

    drawn = {item.name: item for item in display.drawn()}
    assert [drawn[f"payout_{place}"].text for place in range(1, 10)] == list(WIDE_PAYOUTS)
    assert drawn["prize_sub"].text == "9 places paid"
    sizes = {drawn[f"payout_{place}"].font.pixelSize() for place in range(1, 10)}
    assert len(sizes) == 1  # one type scale for the panel
    assert sizes.pop() >= 0.015 * height  # readable even at its worst

    display.show_texts(STATES["long"])
    drawn = {item.name: item for item in display.drawn()}
    assert drawn["payouts_label"].text == "PAYOUTS · TOP 10 OF 27 PLACES"
    assert drawn["payout_10"].text == "10th  1,234,567.89"
    assert "payout_11" not in drawn


def test_payout_texts_without_payouts_say_when_they_come() -> None:
    assert payout_texts(()) == {"payouts_label": "PAYOUTS", "payouts_note": NO_PAYOUTS}
    assert room_texts(STATES["no_payouts"])["payouts_note"] == NO_PAYOUTS
    assert "payouts_note" not in room_texts(RUNNING)


def test_a_guarantee_the_house_makes_up_says_so() -> None:
    """The house pays the overlay when the buy-ins fall short of the guarantee: the pool
    says it is guaranteed, and how much the house adds, beside the places paid."""
    texts = room_texts(STATES["overlay"])
    assert texts["prize_label"] == "GUARANTEED POOL"
    assert texts["prize_sub"] == "27 places paid · 8,888,888.88 overlay"
    assert room_texts(RUNNING)["prize_label"] == "PRIZE POOL"
    assert room_texts(RUNNING)["prize_sub"] == "3 places paid"


def test_a_knockout_lists_the_biggest_bounties_under_the_payouts(
    qtbot: QtBot, display: RoomDisplay
) -> None:
    """In a knockout event the strip under the payouts lists the biggest bounties, as
    many as fit, biggest first; a recent seat change takes the strip while it lasts."""
    texts = dataclasses.replace(RUNNING, bounties=("Ann Lee  35", "Ben Roe  20"))
    display.resize(1920, 1080)
    qtbot.waitUntil(lambda: display.size().width() == 1920)
    display.show_texts(RUNNING)
    assert "changes_label" not in {item.name for item in display.drawn()}
    display.show_texts(texts)
    drawn = {item.name: item.text for item in display.drawn()}
    assert drawn["changes_label"] == "BIGGEST BOUNTIES"
    assert (drawn["change_1"], drawn["change_2"]) == ("Ann Lee  35", "Ben Roe  20")
    display.show_seat_changes(["Cy Poe → Table 2 · Seat 4"])
    drawn = {item.name: item.text for item in display.drawn()}
    assert drawn["changes_label"] == "SEAT CHANGES"
    display.show_seat_changes([])
    drawn = {item.name: item.text for item in display.drawn()}
    assert drawn["changes_label"] == "BIGGEST BOUNTIES"
    display.show_texts(RUNNING)
    assert "changes_label" not in {item.name for item in display.drawn()}


def test_colours_say_the_state(display: RoomDisplay) -> None:
    def color_of(texts: ClockTexts | None, name: str) -> object:
        display.show_texts(texts)
        return next(item.color for item in display.drawn() if item.name == name)

    assert color_of(RUNNING, "time") == WHITE
    assert color_of(STATES["warning"], "time") == WARNING
    assert color_of(STATES["paused"], "time") == PAUSED
    assert color_of(STATES["rule23"], "banner") == AMBER
    display.show_texts(STATES["held"])
    assert room_texts(STATES["held"])["banner"] == "HAND-FOR-HAND · CLOCK HELD"


def test_banners_and_titles() -> None:
    assert room_texts(STATES["paused"])["banner"] == "PAUSED"
    assert room_texts(STATES["countdown"])["title"] == "STARTS IN"
    assert room_texts(STATES["rule23"])["banner"] == RULE_23
    assert room_texts(RUNNING)["banner"] == ""
    assert room_texts(STATES["break"])["break_label"] == "BREAK"
    texts = room_texts(RUNNING)
    assert (texts["late_value"], texts["late_sub"]) == ("Open", "closes end of level 8")


class PaintRecorder(RoomDisplay):
    """A room display that remembers the regions it was asked to repaint."""

    def __init__(self) -> None:
        super().__init__()
        self.painted: list[QRegion] = []

    def paintEvent(self, event: QPaintEvent) -> None:
        self.painted.append(QRegion(event.region()))
        super().paintEvent(event)


def test_a_second_tick_repaints_only_the_digits(qtbot: QtBot) -> None:
    display = PaintRecorder()
    qtbot.addWidget(display)
    display.resize(1920, 1080)
    display.show()
    qtbot.waitExposed(display)
    display.show_texts(RUNNING)
    qtbot.waitUntil(lambda: bool(display.painted))
    display.painted.clear()

    display.show_texts(dataclasses.replace(RUNNING, time="17:46", break_in="1:17:46"))
    qtbot.waitUntil(lambda: bool(display.painted))

    painted = display.painted[-1].boundingRect()
    time_rect = display.slot("time").rect.toAlignedRect()
    break_rect = display.slot("break_value").rect.toAlignedRect()
    assert time_rect.united(break_rect).contains(painted)
    assert painted.height() < display.height() / 2

    display.painted.clear()
    display.show_texts(dataclasses.replace(RUNNING, time="17:46", break_in="1:17:46"))
    qtbot.wait(50)
    assert display.painted == []  # nothing changed: nothing painted


def test_show_on_a_screen_fills_it(qtbot: QtBot, display: RoomDisplay) -> None:
    screen = QGuiApplication.screens()[0]

    display.show_on(screen)
    qtbot.waitUntil(display.isFullScreen)

    assert display.geometry() == screen.geometry()
    assert display.geometry() == QRect(0, 0, 1920, 1080)
    display.show_on(None)
    qtbot.waitUntil(lambda: not display.isFullScreen())


def test_slots_cover_both_shapes() -> None:
    wide = room_slots(1920, 1080)
    square = room_slots(1024, 768)

    assert wide["players_box"].rect.right() < wide["time"].rect.left()  # side columns
    assert square["players_box"].rect.top() > square["time"].rect.bottom()  # tiles below
    assert room_slots(0, 0) == {}
    assert fit_pixel_size("", QRectF(0, 0, 10, 10), bold=True) > 0
