"""A second Ann Lee at the registration desk, by keyboard (issue 23, item 5).

The desk's hint says "↑ for a new player of this name": Up above the list, then
Enter (the desk first names the Ann Lee already there), then Enter again,
registers a new player called Ann Lee beside the one in the database (who may
already be registered), never the existing one and never a refusal. The
database tells the two apart by number.
"""

from __future__ import annotations

from tests.ui.desk import league_event, open_desk, press, register, type_name
from tests.ui.fakes import MakeWindow

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from floortool.app.commands.players import AddPlayer
from floortool.app.floor import Floor
from floortool.app.views.field import field_summary
from floortool.ui.main_window import MainWindow


def registered(floor: Floor, window: MainWindow) -> list[int]:
    """The player ids of the event's entries, in entry order."""
    return [r.player_id for r in field_summary(floor.state, window.event_id or 0).entries]


def ann_lees(floor: Floor) -> list[tuple[int, str]]:
    return [(p.id, p.membership) for p in floor.state.players.values() if p.name == "Ann Lee"]


def test_up_then_enter_registers_a_second_ann_lee(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    floor.execute(AddPlayer("Ann Lee", membership="M-100"))
    window = make_window(event_id=league_event(floor, tables=2, seats=9))
    dialog = open_desk(qtbot, window)

    type_name(qtbot, dialog, "Ann Lee")
    assert dialog.hint_label.text() == (
        "Enter registers the player listed; \u2191 for a new player of this name."
    )
    press(qtbot, Qt.Key.Key_Up)
    assert dialog.who_label.text() == (
        "New player: Ann Lee \u2014 joins the database beside #1 Ann Lee (M-100)"
    )
    press(qtbot, Qt.Key.Key_Return)  # the desk names the Ann Lee already there, first
    assert "Close to #1 Ann Lee (M-100)" in dialog.notice_label.text()
    assert ann_lees(floor) == [(1, "M-100")]
    press(qtbot, Qt.Key.Key_Return)

    assert ann_lees(floor) == [(1, "M-100"), (2, "")]
    assert registered(floor, window) == [2]  # the new Ann Lee, not #1
    assert dialog.name_edit.text() == ""  # ready for the next name


def test_a_second_ann_lee_when_the_first_is_already_registered(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """The first Ann Lee is in the event: Enter on her name is refused (already
    registered), ↑ then Enter registers the second one."""
    window = make_window(event_id=league_event(floor, tables=2, seats=9))
    dialog = open_desk(qtbot, window)
    register(qtbot, dialog, "Ann Lee")
    assert registered(floor, window) == [1]

    type_name(qtbot, dialog, "Ann Lee")
    assert dialog.notice_label.text().startswith("Would be refused: Ann Lee is already")
    press(qtbot, Qt.Key.Key_Up)
    assert dialog.notice_label.isHidden()
    press(qtbot, Qt.Key.Key_Return)  # asked first: "Close to #1 Ann Lee ..."
    press(qtbot, Qt.Key.Key_Return)

    assert ann_lees(floor) == [(1, ""), (2, "")]
    assert registered(floor, window) == [1, 2]

    type_name(qtbot, dialog, "Ann Lee")  # two of them now: the desk asks which
    assert dialog.matches.count() == 2
    assert "\u2191 a new player of this name" in dialog.hint_label.text()
    press(qtbot, Qt.Key.Key_Down)
    assert dialog.who_label.text() == "Existing player: #1 Ann Lee"
