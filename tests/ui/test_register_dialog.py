"""Tests of the registration desk: real keys in a real dialog over a floor on SQLite.

Name, Enter registers one entry (one journal group) and leaves the desk ready
for the next name; before Enter the preview tells the stack with the
late-registration deduction (House A-4: 9,775 chips in level 2) and the
level; a refusal (late registration closed, an ambiguous name) is shown in
the dialog itself, with its message, and changes nothing; Edit > Undo takes a
registration back by its label.
"""

from __future__ import annotations

from tests.ui.desk import (
    league_event,
    open_desk,
    players_page,
    press,
    register,
    send,
    type_name,
)
from tests.ui.fakes import MakeWindow, NoticeLog

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from floortool.app.commands.clock import GoToLevel, StartClock
from floortool.app.commands.players import AddPlayer
from floortool.app.floor import Floor
from floortool.app.views.field import field_summary
from floortool.domain.field.entries import ACTIVE, WAITING
from floortool.ui.main_window import MainWindow


def entries(floor: Floor, window: MainWindow) -> list[tuple[str, int, int, str]]:
    """(player, stack, deduction, status) of every entry of the window's event."""
    assert window.event_id is not None
    rows = field_summary(floor.state, window.event_id).entries
    return [(r.player, r.stack, r.deduction, r.status) for r in rows]


def test_name_enter_registers_and_the_desk_is_ready_for_the_next_name(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, notices: NoticeLog
) -> None:
    window = make_window(event_id=league_event(floor, tables=2, seats=9))
    dialog = open_desk(qtbot, window)
    assert dialog.who_label.isHidden() and "Type a name" in dialog.hint_label.text()
    assert not dialog.register_button.isEnabled()  # nothing typed yet

    register(qtbot, dialog, "Alice Moreau")

    last = floor.journal()[-1]
    assert last.label.startswith("Register Alice Moreau (table ")
    assert entries(floor, window) == [("Alice Moreau", 10_000, 0, ACTIVE)]
    row = field_summary(floor.state, window.event_id or 0).entries[0]
    assert dialog.result_place_label.text() == f"Table {row.table}, seat {row.seat}"
    assert dialog.result_chips_label.text() == "10,000 chips"
    assert dialog.result_name_label.text() == "Alice Moreau  ·  entry 1"
    # Ready for the next name: empty, focused, nothing listed.
    assert dialog.name_edit.text() == ""
    assert dialog.name_edit.hasFocus()
    assert dialog.matches.isHidden()

    register(qtbot, dialog, "Bruno Keller")

    assert [e[0] for e in entries(floor, window)] == ["Alice Moreau", "Bruno Keller"]
    assert [r.row.player for r in dialog.registered] == ["Bruno Keller", "Alice Moreau"]
    assert dialog.history.count() == 2
    assert "Bruno Keller" in dialog.history.item(0).text()
    assert notices == []
    # The Players page shows both at once.
    assert players_page(window).model.rowCount() == 2


def test_preview_shows_the_house_a4_deduction_in_level_two(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = league_event(floor)
    window = make_window(event_id=event_id)
    send(window, StartClock(event_id))
    dialog = open_desk(qtbot, window)
    assert dialog.stack_label.text() == (
        "Receives 9,925 chips: 10,000 less 75 (small + big blind of level 1, House A-4)"
    )

    send(window, GoToLevel(event_id, 2))
    type_name(qtbot, dialog, "Alice")

    assert dialog.clock_label.text() == (
        "Level 2 · 50 / 100  ·  Late registration until the end of level 2"
    )
    assert dialog.who_label.text() == "New player: Alice — joins the database"
    assert dialog.stack_label.text() == (
        "Receives 9,775 chips: 10,000 less 225 (small + big blind of levels 1\u20132, House A-4)"
    )
    assert dialog.seat_label.text() == "Seat: drawn at random on Enter"
    preview = dialog.preview
    assert preview is not None
    assert (preview.terms.stack, preview.terms.deduction, preview.terms.level) == (9_775, 225, 2)

    press(qtbot, Qt.Key.Key_Return)

    assert entries(floor, window) == [("Alice", 9_775, 225, ACTIVE)]
    assert dialog.result_chips_label.text() == "9,775 chips (225 deducted, House A-4)"
    assert "9,775 chips (225 deducted, House A-4)" in dialog.history.item(0).text()


def test_registration_after_level_two_is_refused_in_the_dialog_and_changes_nothing(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, notices: NoticeLog
) -> None:
    event_id = league_event(floor)
    window = make_window(event_id=event_id)
    send(window, StartClock(event_id))
    send(window, GoToLevel(event_id, 3))
    dialog = open_desk(qtbot, window)
    before = floor.journal()
    players = dict(floor.state.players)

    type_name(qtbot, dialog, "Late Larry")
    assert dialog.notice_label.isVisible()
    assert dialog.notice_label.text() == (
        "Would be refused: Late registration closed at the end of level 2."
    )
    assert dialog.stack_label.isHidden()  # no stack to promise

    press(qtbot, Qt.Key.Key_Return)

    assert dialog.notice_label.text() == (
        "Not registered: Late registration closed at the end of level 2. Nothing was changed."
    )
    assert floor.journal() == before
    assert floor.state.players == players
    assert dialog.name_edit.text() == "Late Larry"  # left to correct or clear
    assert dialog.result_card.isHidden()
    assert notices == []  # shown in the dialog, not in a message box


def test_an_ambiguous_name_lists_the_candidates_and_down_chooses_one(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    first = floor.execute(AddPlayer("John Smith", nickname="Johnny", membership="M-900"))
    second = floor.execute(AddPlayer("John Smith", membership="M-901"))
    first_id = int(first.entries[0].data["players"][0]["id"])
    second_id = int(second.entries[0].data["players"][0]["id"])
    window = make_window(event_id=league_event(floor))
    dialog = open_desk(qtbot, window)
    before = floor.journal()

    type_name(qtbot, dialog, "John Smith")

    listed = [dialog.matches.item(n).text() for n in range(dialog.matches.count())]
    assert listed[:2] == [
        f'#{first_id} John Smith ("Johnny", M-900)',
        f"#{second_id} John Smith (M-901)",
    ]
    assert dialog.who_label.text() == "Which John Smith?"
    press(qtbot, Qt.Key.Key_Return)
    message = dialog.notice_label.text()
    assert message.startswith("Not registered: 2 players are called John Smith: ")
    assert f"#{first_id} John Smith" in message and f"#{second_id} John Smith" in message
    assert floor.journal() == before

    press(qtbot, Qt.Key.Key_Down)
    press(qtbot, Qt.Key.Key_Down)
    assert dialog.target() == second_id
    assert dialog.who_label.text() == f"Existing player: #{second_id} John Smith (M-901)"
    assert not dialog.notice_label.isVisible()
    press(qtbot, Qt.Key.Key_Up)
    press(qtbot, Qt.Key.Key_Up)
    assert dialog.target() == "John Smith"  # back to the text typed
    press(qtbot, Qt.Key.Key_Down)
    press(qtbot, Qt.Key.Key_Return)

    summary = field_summary(floor.state, window.event_id or 0)
    assert [(r.player_id, r.player) for r in summary.entries] == [(first_id, "John Smith")]
    assert dialog.name_edit.text() == ""


def test_an_existing_player_is_named_and_a_registered_one_would_be_refused(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    floor.execute(AddPlayer("Alice Moreau", nickname="Ace", membership="M-100"))
    window = make_window(event_id=league_event(floor, tables=2))
    dialog = open_desk(qtbot, window)

    type_name(qtbot, dialog, "ace")  # the nickname finds her
    assert dialog.matches.item(0).text() == '#1 Alice Moreau ("Ace", M-100)'
    press(qtbot, Qt.Key.Key_Down)
    assert dialog.who_label.text() == 'Existing player: #1 Alice Moreau ("Ace", M-100)'
    press(qtbot, Qt.Key.Key_Return)
    assert [p.name for p in floor.state.players.values()] == ["Alice Moreau"]  # nobody new

    type_name(qtbot, dialog, "alice moreau")
    assert dialog.who_label.text() == 'Existing player: #1 Alice Moreau ("Ace", M-100)'
    assert (
        dialog.matches.item(0)
        .text()
        .startswith('#1 Alice Moreau ("Ace", M-100)  —  registered, table ')
    )
    assert dialog.notice_label.text().startswith(
        "Would be refused: Alice Moreau is already registered in Friday League (table "
    )


def test_when_every_seat_is_taken_the_entrant_goes_on_the_waiting_list(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window = make_window(event_id=league_event(floor, tables=1, seats=2))
    dialog = open_desk(qtbot, window)
    register(qtbot, dialog, "Alice")
    register(qtbot, dialog, "Bruno")

    type_name(qtbot, dialog, "Chiara")
    assert dialog.seat_label.text() == "Every seat is taken: waiting list, alternate 1"
    press(qtbot, Qt.Key.Key_Return)

    assert entries(floor, window)[-1] == ("Chiara", 10_000, 0, WAITING)
    assert dialog.result_place_label.text() == "Alternate 1 (waiting list)"


def test_edit_undo_takes_a_registration_back_by_its_label(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window = make_window(event_id=league_event(floor, tables=1, seats=9))
    dialog = open_desk(qtbot, window)
    register(qtbot, dialog, "Alice")
    label = floor.journal()[-1].label
    assert label.startswith("Register Alice (table 1 seat ")
    assert window.undo_action.text() == f"Undo {label}"

    window.undo_action.trigger()

    assert entries(floor, window) == []
    assert 1 not in floor.state.players  # the new player goes back with the registration
    assert dialog.history.item(0).text().endswith("(undone)")
    assert dialog.history.item(0).font().strikeOut()
    assert window.redo_action.text() == f"Redo {label}"
    window.redo_action.trigger()
    assert [e[0] for e in entries(floor, window)] == ["Alice"]
    assert not dialog.history.item(0).text().endswith("(undone)")


def test_enter_with_nothing_typed_does_nothing_and_escape_closes(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window = make_window(event_id=league_event(floor))
    dialog = open_desk(qtbot, window)
    before = floor.journal()

    press(qtbot, Qt.Key.Key_Return)
    assert floor.journal() == before
    assert dialog.isVisible()

    press(qtbot, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    again = open_desk(qtbot, window)
    assert again is dialog  # the same desk, its list kept


def test_f2_opens_the_desk_from_any_page_and_the_preview_follows_the_clock(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = league_event(floor)
    window = make_window(event_id=event_id)
    window.event_view.sidebar.setFocus()
    qtbot.waitUntil(window.event_view.sidebar.hasFocus)

    press(qtbot, Qt.Key.Key_F2)

    dialog = players_page(window).register_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.clock_label.text().startswith("Before the clock starts")
    window.control.toggle()  # Space on the main window: the clock starts
    assert dialog.clock_label.text().startswith("Level 1 · 25 / 50")
    assert "9,925 chips" in dialog.stack_label.text()


def test_closing_the_event_closes_the_desk(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window = make_window(event_id=league_event(floor))
    dialog = open_desk(qtbot, window)

    window.close_event_action.trigger()

    assert not dialog.isVisible()
    assert not window.register_action.isEnabled()
