"""Screenshots of the Tables page with 3 and with 30 tables, every mark in use: a short
and halted table with its planned moves, a locked player, a seat out of play,
players moved before, a seat found by the search, a move waiting for
confirmation, and the overview of 30 tables fitted to the window; and 3 tables
in hand-for-hand play, one of them done with the hand, with the next deal
waiting for confirmation.

The pictures go to ``$FLOORTOOL_SHOTS`` when set (to look at them), else to
the test's temporary folder; the test checks what they must show.
"""

from __future__ import annotations

import os
from pathlib import Path

from tests.support import entry_of
from tests.ui.fakes import MakeWindow
from tests.ui.tables_floor import bust, drag, filled_event, name_at, open_tables

from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from floortool.app.commands.clock import StartClock
from floortool.app.commands.hands import FinishHand, StartHandForHand
from floortool.app.commands.seat_rules import LockSeat, SetSeatAvailable
from floortool.app.commands.seating import MoveEntry, SetButton
from floortool.app.floor import Floor
from floortool.ui.floor_map_paint import FINISHED_FILL, FOUND_FILL, PLAYING, HandMark
from floortool.ui.main_window import MainWindow


def shots_dir(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("FLOORTOOL_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def save(qtbot: QtBot, window: MainWindow, path: Path) -> None:
    qtbot.wait(30)  # let the layouts settle, as the event loop would
    image = window.grab().toImage()
    assert image.save(str(path))
    assert image.width() >= 1280


def test_three_tables(qtbot: QtBot, make_window: MakeWindow, floor: Floor, tmp_path: Path) -> None:
    event_id = filled_event(floor, tables=3, seats=9)
    bust(floor, event_id, 1, 2, 3, 4, 5)
    for table in (1, 3):
        floor.execute(SetButton(event_id, table, 1 + table))
    floor.execute(LockSeat(event_id, entry_of(floor, event_id, name_at(floor, event_id, 2, 4))))
    floor.execute(SetSeatAvailable(event_id, 1, 5, available=False))
    window, page = open_tables(make_window, event_id)
    window.resize(1280, 800)
    page.search_for("ines")

    save(qtbot, window, shots_dir(tmp_path) / "tables_3.png")

    assert page.map.marks(2).needs_button  # table 2's button is still needed
    spot = page.search.spots[0]
    rect = page.map.seat_rect(*spot)
    assert rect is not None
    image = page.map.grab().toImage()
    assert QColor(image.pixel(rect.center().x(), rect.bottom() - 3)) == FOUND_FILL


def test_thirty_tables(qtbot: QtBot, make_window: MakeWindow, floor: Floor, tmp_path: Path) -> None:
    event_id = filled_event(floor, tables=30, seats=9)
    bust(floor, event_id, 30, 1, 2, 3, 4)
    for table in range(1, 31):
        floor.execute(SetButton(event_id, table, 1 + table % 9))
    floor.execute(
        MoveEntry(event_id, entry_of(floor, event_id, name_at(floor, event_id, 29, 5)), 30, 1)
    )
    window, page = open_tables(make_window, event_id)
    window.resize(1280, 800)
    folder = shots_dir(tmp_path)
    drag(qtbot, page, (2, 3), (30, 2))
    assert page.cancel_button.isVisible()

    save(qtbot, window, folder / "tables_30.png")
    page.cancel()
    page.fit_tables()
    save(qtbot, window, folder / "tables_30_fit.png")

    grid = page.map.grid
    assert grid.columns >= 4 and grid.rows * grid.columns >= 30
    assert page.moves_panel.plan_list.count() >= 1


def test_three_tables_in_hand_for_hand_play(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, tmp_path: Path
) -> None:
    event_id = filled_event(floor, tables=3, seats=9)
    bust(floor, event_id, 3, 2, 6)
    for table in (1, 2, 3):
        floor.execute(SetButton(event_id, table, 9))
    floor.execute(StartClock(event_id))
    floor.execute(StartHandForHand(event_id, 120))
    floor.execute(FinishHand(event_id, 2))
    window, page = open_tables(make_window, event_id)
    window.resize(1280, 800)
    folder = shots_dir(tmp_path)

    save(qtbot, window, folder / "tables_3_hand_for_hand.png")
    page.ask_deal()
    save(qtbot, window, folder / "tables_3_hand_for_hand_deal.png")

    assert page.hand_bar.status_label.text() == (
        "Hand-for-hand hand 1 \u00b7 waiting for tables 1, 3 \u00b7 clock held"
    )
    assert [page.map.hand_mark(n) for n in (1, 2, 3)] == [
        HandMark.PLAYING,
        HandMark.FINISHED,
        HandMark.PLAYING,
    ]
    image = page.map.grab().toImage()
    done, playing = page.map.card_rect(2), page.map.card_rect(3)
    assert done is not None and playing is not None
    assert QColor(image.pixel(done.left() + 30, done.top() + 20)) == FINISHED_FILL
    assert QColor(image.pixel(playing.center().x(), playing.top() + 1)) == PLAYING
