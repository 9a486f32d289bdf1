"""The registration desk's sign-ups waiting to pay (issue 27, item 3): real keys in the
real window. "the entry waits in a *pending* list at the desk until the director takes
the money and confirms it with one key": the row chosen, Enter registers it (seat card
and list as any registration); Delete takes a row off; Undo puts the sign-up back."""

from __future__ import annotations

import os
from pathlib import Path

from tests.ui.desk import focus, league_event, open_desk
from tests.ui.fakes import MakeWindow

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from floortool.app.commands.clock import GoToLevel, StartClock
from floortool.app.commands.sign_ups import ReceiveSignUp
from floortool.app.floor import Floor
from floortool.app.views.field import field_summary
from floortool.app.views.sign_ups import pending_rows
from floortool.domain.kernel.journal import event_scope


def test_enter_confirms_the_chosen_sign_up_and_delete_removes_one(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = league_event(floor, tables=2, seats=9, sign_up="open")
    for name in ("Ann Archer", "Bo Brown", "Cy Clark"):
        floor.execute(ReceiveSignUp(event_id, name))
    window = make_window(event_id=event_id)
    dialog = open_desk(qtbot, window)
    pending = dialog.pending
    assert pending.isVisible() and pending.list.count() == 3
    assert "3 players waiting" in pending.title_label.text()
    assert field_summary(floor.state, event_id).total_entries == 0

    focus(qtbot, pending.list)
    qtbot.keyClick(pending.list, Qt.Key.Key_Down)  # Bo Brown
    qtbot.keyClick(pending.list, Qt.Key.Key_Return)
    assert [r.player for r in field_summary(floor.state, event_id).entries] == ["Bo Brown"]
    assert dialog.result_name_label.text() == "Bo Brown  ·  entry 1"
    assert dialog.registered[0].label.startswith("Confirm the sign-up of Bo Brown (table ")
    assert [r.name for r in pending_rows(floor.state, event_id)] == ["Ann Archer", "Cy Clark"]

    qtbot.keyClick(pending.list, Qt.Key.Key_Delete)  # the first row is chosen again
    assert [r.name for r in pending_rows(floor.state, event_id)] == ["Cy Clark"]
    assert pending.list.count() == 1

    floor.undo(event_scope(event_id))  # the removal
    floor.undo(event_scope(event_id))  # the confirmation
    assert field_summary(floor.state, event_id).total_entries == 0
    dialog.refresh()
    assert pending.list.count() == 3
    shots = os.environ.get("FLOORTOOL_SCREENSHOTS")
    if shots:
        dialog.grab().save(str(Path(shots) / "desk-pending.png"))


def test_a_refused_confirmation_is_shown_and_changes_nothing(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = league_event(floor, tables=1, seats=9, sign_up="open", late_reg_close_level=1)
    floor.execute(ReceiveSignUp(event_id, "Late Larry"))
    floor.execute(StartClock(event_id))
    floor.execute(GoToLevel(event_id, 3))
    window = make_window(event_id=event_id)
    dialog = open_desk(qtbot, window)
    focus(qtbot, dialog.pending.list)
    qtbot.keyClick(dialog.pending.list, Qt.Key.Key_Return)
    assert dialog.pending.notice_label.isVisible()
    assert "Late registration closed" in dialog.pending.notice_label.text()
    assert field_summary(floor.state, event_id).total_entries == 0
    assert dialog.pending.list.count() == 1
