"""The player record in the window (issue 27, item 4): the Players page's "Player
record…" opens the selected player's member record; typing a dues date, a reason
in Barred and notes, then Save, sends one change the journal names; a date that
is not a date is refused in the dialog and changes nothing; the registration desk
then refuses the barred player with the reason. Screenshots at 1024x768 and
1920x1080 are written when ``FLOORTOOL_SHOTS`` names a folder."""

from __future__ import annotations

import os
from pathlib import Path

from tests.ui.desk import league_event, open_desk, players_page, register
from tests.ui.fakes import MakeWindow

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from floortool.app.commands.players import AddPlayer
from floortool.app.floor import Floor
from floortool.ui.pages import Page


def test_the_record_is_edited_and_the_desk_obeys_it(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    floor.execute(AddPlayer("Ann Lee", membership="M-104", dues_until="2026-10-31"))
    floor.execute(AddPlayer("Bo Chan", membership="M-105"))
    event_id = league_event(floor, tables=2, seats=9)
    window = make_window(event_id=event_id)
    desk = open_desk(qtbot, window)
    register(qtbot, desk, "M-104")
    register(qtbot, desk, "M-105")
    desk.close()
    page = players_page(window)
    window.event_view.show_page(Page.PLAYERS)
    page.select_entry(2)

    dialog = page.open_record_dialog()
    assert dialog is not None
    assert dialog.edits["membership"].text() == "M-105"
    assert dialog.played_label.text() == "1" and dialog.seen_label.text() == "2026-11-29"
    dialog.edits["dues_until"].setText("31/12/2027")
    groups = len(floor.journal())
    assert not dialog.save()
    assert "YYYY-MM-DD" in dialog.error_label.text() and len(floor.journal()) == groups

    dialog.edits["dues_until"].setText("2027-12-31")
    dialog.edits["barred"].setText("abuse of staff")
    dialog.notes_edit.setPlainText("Committee, 2 November")
    shots = os.environ.get("FLOORTOOL_SHOTS")
    if shots:
        for width, height in ((1024, 768), (1920, 1080)):
            window.resize(width, height)
            qtbot.wait(50)
            window.grab().save(str(Path(shots) / f"players-{width}.png"))
            dialog.grab().save(str(Path(shots) / f"record-{width}.png"))
    assert dialog.save()

    assert floor.journal()[-1].label == "Change barred, dues date, notes of Bo Chan"
    bo = floor.state.players[2]
    assert (bo.dues_until, bo.barred, bo.notes) == (
        "2027-12-31",
        "abuse of staff",
        "Committee, 2 November",
    )
    page.select_entry(1)
    ann = page.open_record_dialog()
    assert ann is not None and ann.dues_label.isVisible()
    assert ann.dues_label.text() == "Dues expired on 2026-10-31."
    ann.close()

    event_two = league_event(floor, name="Saturday", tables=1, seats=9)
    window.open_event(event_two)
    desk = open_desk(qtbot, window)
    qtbot.keyClicks(desk.name_edit, "M-105")
    assert "barred: abuse of staff" in desk.notice_label.text()
    qtbot.keyClick(desk.name_edit, Qt.Key.Key_Return)
    assert "Not registered" in desk.notice_label.text()
    if shots:
        for width, height in ((1024, 768), (1920, 1080)):
            desk.resize(min(width, 700), min(height - 40, 780))
            qtbot.wait(50)
            desk.grab().save(str(Path(shots) / f"desk-barred-{width}.png"))
