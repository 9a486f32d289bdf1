"""The registration desk cannot mislead (issue 15, item 6), driven by real keys.

"alice" and Enter registers Alice Moreau, the one player it lists; a new name
close to existing players is created only on a second Enter; Ctrl+Z on the
empty name field takes the last registration back; the header and the seat
card follow an undo and a level change.
"""

from __future__ import annotations

from tests.ui.desk import league_event, open_desk, press, register, send, type_name
from tests.ui.fakes import MakeWindow

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from floortool.app.commands.clock import GoToLevel, StartClock
from floortool.app.commands.players import AddPlayer
from floortool.app.floor import Floor
from floortool.app.views.field import field_summary
from floortool.ui.main_window import MainWindow

CTRL = Qt.KeyboardModifier.ControlModifier


def two_tables(make_window: MakeWindow, floor: Floor) -> MainWindow:
    """A window on a new league event of two tables of nine."""
    return make_window(event_id=league_event(floor, tables=2, seats=9))


def registered(floor: Floor, window: MainWindow) -> list[str]:
    return [r.player for r in field_summary(floor.state, window.event_id or 0).entries]


def test_a_partial_name_takes_the_one_player_it_lists(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    floor.execute(AddPlayer("Alice Moreau"))
    window = two_tables(make_window, floor)
    dialog = open_desk(qtbot, window)
    type_name(qtbot, dialog, "alice")
    assert dialog.matches.count() == 1
    assert dialog.who_label.text().startswith("Existing player: ")
    assert "Alice Moreau" in dialog.who_label.text()
    assert dialog.hint_label.text().startswith("Enter registers the player listed;")
    press(qtbot, Qt.Key.Key_Return)
    assert registered(floor, window) == ["Alice Moreau"]
    assert len(floor.state.players) == 1  # no new player "alice"


def test_up_above_the_one_match_makes_a_new_player_of_that_name(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    floor.execute(AddPlayer("Anna Keller"))
    window = two_tables(make_window, floor)
    dialog = open_desk(qtbot, window)
    type_name(qtbot, dialog, "Ann")
    assert "Anna Keller" in dialog.who_label.text()
    press(qtbot, Qt.Key.Key_Up)  # not the one listed: the name as typed
    assert dialog.who_label.text().startswith("New player: Ann")
    press(qtbot, Qt.Key.Key_Return)  # close to Anna Keller: asked first
    assert registered(floor, window) == []
    press(qtbot, Qt.Key.Key_Return)
    assert registered(floor, window) == ["Ann"]


def test_a_new_name_close_to_existing_players_is_asked_about_first(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    floor.execute(AddPlayer("Alice Moreau"))
    floor.execute(AddPlayer("Alan Ford"))
    window = two_tables(make_window, floor)
    dialog = open_desk(qtbot, window)
    before = floor.journal()

    register(qtbot, dialog, "Al")  # two players listed: Enter names them, changes nothing
    assert dialog.matches.count() == 2
    assert floor.journal() == before
    assert "Alice Moreau" in dialog.notice_label.text()
    assert "Enter again creates the new player “Al”" in dialog.notice_label.text()

    dialog.name_edit.clear()
    register(qtbot, dialog, "Alice Moreu")  # a slip of the keyboard, nobody listed
    assert floor.journal() == before
    assert "Close to #1 Alice Moreau" in dialog.notice_label.text()
    press(qtbot, Qt.Key.Key_Return)  # the director meant a new player
    assert registered(floor, window) == ["Alice Moreu"]


def test_a_name_close_to_nobody_registers_at_once(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    floor.execute(AddPlayer("Alice Moreau"))
    window = two_tables(make_window, floor)
    dialog = open_desk(qtbot, window)
    register(qtbot, dialog, "Bruno Keller")
    assert registered(floor, window) == ["Bruno Keller"]


def test_ctrl_z_on_the_empty_field_takes_the_last_registration_back(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window = two_tables(make_window, floor)
    dialog = open_desk(qtbot, window)
    register(qtbot, dialog, "Alice Moreau")
    alice_seat = dialog.result_place_label.text()
    register(qtbot, dialog, "Bruno Keller")
    assert dialog.result_name_label.text().startswith("Bruno Keller")

    type_name(qtbot, dialog, "Ch")
    press(qtbot, Qt.Key.Key_Z, CTRL)  # with a text typed, Ctrl+Z undoes the typing only
    assert registered(floor, window) == ["Alice Moreau", "Bruno Keller"]
    dialog.name_edit.clear()

    press(qtbot, Qt.Key.Key_Z, CTRL)
    assert registered(floor, window) == ["Alice Moreau"]
    assert dialog.history.item(0).text().endswith("(undone)")
    # The seat card shows the newest registration still standing, not the undone one.
    assert dialog.result_name_label.text().startswith("Alice Moreau")
    assert dialog.result_place_label.text() == alice_seat
    press(qtbot, Qt.Key.Key_Z, CTRL)
    assert registered(floor, window) == []
    assert dialog.result_card.isHidden()


def test_ctrl_z_leaves_an_action_made_after_the_registration_alone(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = league_event(floor, tables=2, seats=9)
    window = make_window(event_id=event_id)
    dialog = open_desk(qtbot, window)
    register(qtbot, dialog, "Alice Moreau")
    send(window, StartClock(event_id))
    before = floor.journal()
    press(qtbot, Qt.Key.Key_Z, CTRL)
    assert floor.journal() == before
    assert "Edit > Undo" in dialog.notice_label.text()


def test_the_header_follows_a_level_change_and_its_undo(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """House rule of the league: "late registration until the end of level 2" —
    in level 3 the desk says it has closed, and says so no more once the level
    change is undone."""
    event_id = league_event(floor, late_reg_close_level=2)
    window = make_window(event_id=event_id)
    send(window, StartClock(event_id))
    dialog = open_desk(qtbot, window)
    assert dialog.clock_label.text().endswith("Late registration until the end of level 2")
    send(window, GoToLevel(event_id, 3))
    assert dialog.clock_label.text().startswith("Level 3")
    assert dialog.clock_label.text().endswith("Late registration closed at the end of level 2")
    window.undo_action.trigger()
    assert dialog.clock_label.text().startswith("Level 1")
    assert dialog.clock_label.text().endswith("Late registration until the end of level 2")
