"""The chip counts in the window: the count dialog (a table at a time, keyboard only:
chips, Enter, and on to the next seat), a refused count shown with its reason, the
"Last count" column and the chip-leaders box with the chart on the Players page."""

from __future__ import annotations

import os
from pathlib import Path

from tests.ui.desk import league_event, players_page
from tests.ui.fakes import MakeWindow

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.floor import Floor
from floortool.app.views.chip_counts import chip_leaders
from floortool.domain.seating.seats import seating_of
from floortool.ui.models.entries import EntryTableModel
from floortool.ui.pages import Page

NAMES = tuple(f"Player {n}" for n in range(1, 13))
#: Set to a folder to keep the page's pictures (to look at them).
SHOTS = os.environ.get("FLOORTOOL_SHOTS")


def test_a_table_is_counted_seat_by_seat_with_the_keyboard(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """ "a table at a time, keyboard only: seat, chips, Enter"; the leaders box and the
    "Last count" column follow, and an impossible count is refused with its reason."""
    event_id = league_event(floor, tables=2, seats=6)
    floor.execute(RegisterEntry(event_id, newcomers(NAMES)))
    window = make_window(event_id=event_id)
    window.event_view.show_page(Page.PLAYERS)
    page = players_page(window)
    dialog = page.open_count_dialog()
    assert dialog is not None
    table = dialog.table_spin.value()
    seats = sorted(seating_of(floor.state, event_id).tables[table].occupied)
    for chips in ("12,500", "9000"):
        qtbot.keyClicks(dialog.chips_edit, chips)
        qtbot.keyClick(dialog.chips_edit, Qt.Key.Key_Return)
    assert dialog.seat_spin.value() == seats[2]  # on to the next occupied seat
    board = chip_leaders(floor.state, event_id, floor.clock())
    assert [leader.chips for leader in board.leaders] == [12_500, 9_000]
    assert "12,500" in page.leaders_box.leaders_label.text()
    assert "uncounted among 10 players" in page.leaders_box.uncounted_label.text()

    qtbot.keyClicks(dialog.chips_edit, "9999999")
    qtbot.keyClick(dialog.chips_edit, Qt.Key.Key_Return)
    assert dialog.error_label.isVisibleTo(dialog)
    assert "in play" in dialog.error_label.text()
    assert chip_leaders(floor.state, event_id, floor.clock()).chips.counted == 21_500

    counts = {
        page.model.index(row, 0).data(): page.model.index(
            row, EntryTableModel.COL_LAST_COUNT
        ).data()
        for row in range(page.model.rowCount())
    }
    assert sorted(c for c in counts.values() if c) == ["12,500", "9,000"]
    if SHOTS:
        dialog.close()
        for width, height in ((1024, 768), (1920, 1080)):
            window.resize(width, height)
            qtbot.wait(50)
            window.grab().save(str(Path(SHOTS) / f"players-{width}.png"))
