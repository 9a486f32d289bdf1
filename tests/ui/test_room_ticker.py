"""A scrolling message on the Qt room display (issue 29 item 4): a ``ticker`` region's
line "scrolls across its box": drawn as text at the size the region's height allows,
moving from the right edge leftwards at ``SPEED`` region heights a second (a paint
offset worked out from the time), repainted by a timer of the display's own only
while a line shows and the display is open; the director's scrolling line takes the
place of the region's own text until cleared."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from tests.ui.clock_samples import RUNNING

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QInputDialog
from pytestqt.qtbot import QtBot

from floortool.app.room_ticker import clear_ticker, current_ticker, set_ticker
from floortool.domain.display.layouts import read_layout
from floortool.ui.room_display import RoomDisplay
from floortool.ui.ticker_line import SPEED, ticker_x

OWN = "Cash games: ask at the desk"
LAYOUT = read_layout(
    json.dumps(
        {
            "version": 1,
            "name": "Ticker",
            "regions": [
                {"id": "clock", "show": "clock", "box": [0.1, 0.05, 0.8, 0.7]},
                {"id": "line", "show": "ticker", "box": [0, 0.85, 1, 0.1], "text": OWN},
            ],
        }
    )
)


@pytest.fixture
def display(qtbot: QtBot) -> Iterator[RoomDisplay]:
    shown = RoomDisplay()
    qtbot.addWidget(shown)
    shown.resize(1024, 768)
    shown.show_texts(RUNNING)
    shown.show_layout(LAYOUT)
    yield shown
    clear_ticker()


def _line(display: RoomDisplay) -> str:
    return next(item.text for item in display.drawn() if item.name == "line")


def test_the_directors_line_takes_the_regions_place_as_text(display: RoomDisplay) -> None:
    assert _line(display) == OWN
    hostile = "<b>Hand for hand</b> <script>alert(1)</script>"
    set_ticker(hostile)
    display.ticker.look()
    assert _line(display) == hostile  # drawn as the text it is
    clear_ticker()
    display.ticker.look()
    assert _line(display) == OWN


def test_the_line_is_as_tall_as_its_region_allows(display: RoomDisplay) -> None:
    set_ticker("A line far longer than the screen is wide: " * 4)
    display.ticker.look()
    item = next(item for item in display.drawn() if item.name == "line")
    height = QFontMetricsF(item.font).height()
    assert item.rect.height() * 0.6 <= height <= item.rect.height() * 1.05


def test_the_line_moves_left_at_its_speed_and_comes_round() -> None:
    """``SPEED`` region heights a second, from the right edge; once its end has passed
    the left edge it starts again at the right."""
    rect = QRectF(10, 700, 1000, 50)
    text_width = 600
    assert ticker_x(rect, text_width, 0) == rect.right()
    assert ticker_x(rect, text_width, 1) == pytest.approx(rect.right() - SPEED * 50)
    travel = rect.width() + text_width
    assert ticker_x(rect, text_width, travel / (SPEED * 50)) == pytest.approx(rect.right())


def test_the_region_is_painted_where_the_time_says(qtbot: QtBot, display: RoomDisplay) -> None:
    now = [1_000.0]
    display.rotation.clock = lambda: now[0]
    slot = display.slot("line").rect.toAlignedRect()
    first = display.grab().toImage()
    now[0] += 0.5
    moved = display.grab().toImage()
    assert first.copy(slot) != moved.copy(slot)  # the line moved
    assert display.grab().toImage().copy(slot) == moved.copy(slot)  # the same moment


def test_its_timer_runs_only_while_a_line_shows_on_an_open_display(
    qtbot: QtBot, display: RoomDisplay
) -> None:
    assert not display.ticker_timer.isActive()  # not shown yet
    display.show()
    qtbot.waitExposed(display)
    assert display.ticker_timer.isActive()
    display.show_layout(None)  # the built-in display: nothing scrolls
    assert not display.ticker_timer.isActive()
    display.show_layout(LAYOUT)
    assert display.ticker_timer.isActive()
    display.close()
    assert not display.ticker_timer.isActive()


def test_the_context_menus_action_sets_and_clears_the_line(
    display: RoomDisplay, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        QInputDialog, "getText", lambda *args, **kwargs: ("  Dinner at nine  ", True)
    )
    display.ticker_actions.set_line.trigger()
    assert current_ticker() == "Dinner at nine"
    assert _line(display) == "Dinner at nine"
    display.ticker_actions.clear.trigger()
    assert current_ticker() == ""
    assert _line(display) == OWN
