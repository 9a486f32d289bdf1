"""Tests of the end of the night in the window (issue 15, item 4).

The room display's end view shows the winner in the biggest type and the
final places with their prizes, every text whole and none on another, from
1024x768 to 1920x1080. Through the window: the last bust turns the room
display to that view, the Results page says Complete, the event list marks
the event finished, and undoing the bust brings the clock back everywhere.
"""

from __future__ import annotations

import itertools

import pytest
from tests.ui.desk import league_event
from tests.ui.fakes import MakeWindow

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from floortool.app.commands.clock import StartClock
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.floor import Floor
from floortool.app.views.final_standings import FinalPlace, FinalStandings
from floortool.domain.kernel.journal import event_scope
from floortool.ui.models.events import EventTableModel
from floortool.ui.pages import Page
from floortool.ui.room_display import RoomDisplay
from floortool.ui.room_end_view import SHOWN

SIZES = [(1024, 768), (1280, 720), (1920, 1080)]
NIGHT = FinalStandings(
    event_name="Friday Night League · Event 15",
    field=45,
    places=tuple(
        FinalPlace((n,), name, prize)
        for n, name, prize in (
            (1, "Maximiliana Featherstonehaugh", 157_500),
            (2, "Bo", 94_500),
            (3, "Christopher Wojciechowski", 63_000),
            (4, "Di Lee", 45_000),
            (5, "Evangeline Okonkwo-Bright", 36_000),
            (6, "Fay", 27_000),
            (7, "Gus Halvorsen", 27_000),
        )
    ),
)


@pytest.fixture
def display(qtbot: QtBot) -> RoomDisplay:
    shown = RoomDisplay()
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_end_view_shows_the_winner_biggest_and_every_place_whole(
    qtbot: QtBot, display: RoomDisplay, width: int, height: int
) -> None:
    display.resize(width, height)
    qtbot.waitUntil(lambda: display.size().width() == width)
    display.show_end(NIGHT)
    drawn = {item.name: item for item in display.drawn()}
    area = QRectF(display.rect())
    for item in drawn.values():
        metrics = QFontMetricsF(item.font)
        where = f"{item.name} {item.text!r} at {item.font.pixelSize()} px"
        assert metrics.horizontalAdvance(item.text) <= item.rect.width(), where
        assert metrics.height() <= item.rect.height(), where
        assert area.contains(item.rect), where
    for first, second in itertools.combinations(drawn.values(), 2):
        overlap = first.rect.intersected(second.rect)
        assert overlap.width() * overlap.height() < 1, (first.name, second.name)
    assert drawn["title"].text == "WINNER"
    assert drawn["winner"].text == "Maximiliana Featherstonehaugh"
    assert drawn["winner_prize"].text == "1,575"
    biggest = max(drawn.values(), key=lambda item: item.font.pixelSize())
    assert biggest.name == "winner"
    assert biggest.font.pixelSize() >= 1.5 * drawn["name_1"].font.pixelSize()
    rows = [
        (drawn[f"place_{n}"].text, drawn[f"name_{n}"].text, drawn[f"prize_{n}"].text)
        for n in range(1, 7)
    ]
    assert rows[0] == ("2nd", "Bo", "945")
    assert rows[-1] == ("7th", "Gus Halvorsen", "270")
    assert drawn["places_label"].text == "FINAL PLACES · FIELD 45"
    display.grab().save(f"/tmp/night-end-{width}x{height}.png")


def test_more_places_than_fit_show_the_top_ones(display: RoomDisplay) -> None:
    many = FinalStandings("Big", 200, tuple(FinalPlace((n,), f"P{n}", 1_000) for n in range(1, 31)))
    display.show_end(many)
    texts = {item.name: item.text for item in display.drawn()}
    assert texts["places_label"] == f"FINAL PLACES · TOP {SHOWN + 1} OF 200"
    assert texts[f"name_{SHOWN}"] == f"P{SHOWN + 1}"
    display.show_end(None)  # back to the clock
    assert "winner" not in {item.name for item in display.drawn()}


def test_the_last_bust_ends_the_night_in_the_window_and_undo_reopens_it(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = league_event(floor, name="Friday", buy_in=10_000, tables=1, seats=9)
    floor.execute(RegisterEntry(event_id, newcomers(("Ann", "Bob", "Cy"))))
    floor.execute(StartClock(event_id))
    window = make_window(event_id=event_id)
    room = window.open_room_display()
    window.event_view.show_page(Page.TABLES)
    dialog = window.event_view.results_page.open_bust_dialog()
    assert dialog is not None
    assert dialog.add("Bob") and dialog.add("Cy")
    dialog.set_stack(0, 100)
    dialog.set_stack(1, 900)
    assert dialog.bust()
    assert window.ticker.view is not None and window.ticker.view.state == "finished"
    end = room.end
    assert end is not None
    assert [(p.player, p.place_text, p.prize_cents) for p in end.places] == [
        ("Ann", "1st", 30_000),
        ("Cy", "2nd", 0),
        ("Bob", "3rd", 0),
    ]
    page = window.event_view.results_page
    assert page.summary_label.text().startswith("Complete  ·  Ann wins  ·  Field 3")
    assert not page.bust_button.isEnabled()
    window.close_event()
    model = window.welcome.event_list.event_model
    status = model.index(0, EventTableModel.COL_STATUS)
    assert model.data(status) == "Finished"
    assert model.data(status, Qt.ItemDataRole.ToolTipRole) == "Finished · won by Ann"
    window.open_event(event_id)
    window.undo_action.trigger()
    assert room.end is None
    assert window.ticker.view is not None and window.ticker.view.state == "running"
    window.event_view.show_page(Page.RESULTS)  # a hidden page is brought up to date when shown
    assert page.summary_label.text().startswith("Field 3  ·  3 playing")
    assert page.bust_button.isEnabled()
    assert floor.undo_label(event_scope(event_id)) is not None


def test_a_few_places_stand_in_one_centred_column(display: RoomDisplay) -> None:
    few = FinalStandings("Small", 9, NIGHT.places[:3])
    display.show_end(few)
    drawn = {item.name: item.rect for item in display.drawn()}
    middle = display.width() / 2
    assert drawn["name_1"].center().x() == pytest.approx(middle, abs=display.width() * 0.1)
    assert drawn["place_1"].left() < middle < drawn["prize_1"].right()
    assert drawn["name_2"].left() == drawn["name_1"].left()  # one column
