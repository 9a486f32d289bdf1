"""Tests of the Results page and the bust-out desk, driven as a director would.

A seat typed as ``table-seat`` and Enter puts the player on the hand's list,
Enter on the empty field busts them; two players on one hand need their
starting chips and finish in stack order; the place and the prize show at
once (with an Undo, over the page); a place set by hand and a sign-out are
journaled; Edit > Undo takes a bust back.
"""

from __future__ import annotations

from tests.support import entry_of
from tests.ui.desk import league_event, send
from tests.ui.fakes import FakePrompts, MakeWindow

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.app.views.field import field_summary
from floortool.app.views.results import results_view
from floortool.domain.kernel.journal import event_scope
from floortool.ui.main_window import MainWindow
from floortool.ui.pages import Page
from floortool.ui.results_page import ResultsPage

NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay")


def open_results(make_window: MakeWindow, floor: Floor) -> tuple[MainWindow, ResultsPage, int]:
    event_id = league_event(floor, buy_in=10_000, fee=1_000, tables=1, seats=6)
    floor.execute(RegisterEntry(event_id, newcomers(NAMES)))
    window = make_window(event_id=event_id)
    window.event_view.show_page(Page.RESULTS)
    return window, window.event_view.results_page, event_id


def seat_of(floor: Floor, event_id: int, name: str) -> str:
    row = next(r for r in field_summary(floor.state, event_id).entries if r.player == name)
    return f"{row.table}-{row.seat}"


def places(floor: Floor, event_id: int) -> dict[str, list[int]]:
    return {r.player: list(r.places) for r in results_view(floor.state, event_id).results}


def test_a_bust_by_seat_is_two_keystrokes_and_shows_the_place(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window, page, event_id = open_results(make_window, floor)
    dialog = page.open_bust_dialog()
    assert dialog is not None
    qtbot.keyClicks(dialog.find_edit, seat_of(floor, event_id, "Cat"))
    assert "Cat" in dialog.found_label.text()
    qtbot.keyClick(dialog.find_edit, Qt.Key.Key_Return)
    assert dialog.busting == ["Cat"]
    assert "Cat finishes 6th" in dialog.preview_label.text()
    qtbot.keyClick(dialog.find_edit, Qt.Key.Key_Return)
    assert places(floor, event_id)["Cat"] == [6]
    assert window.bust_toast.place_label.text() == "Cat: 6th"
    assert page.model.rowCount() == len(NAMES)
    assert page.model.rows[-1].player == "Cat"
    window.undo_action.trigger()
    assert places(floor, event_id)["Cat"] == []


def test_two_players_on_one_hand_finish_in_stack_order(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    _window, page, event_id = open_results(make_window, floor)
    dialog = page.open_bust_dialog()
    assert dialog is not None
    assert dialog.add("Ann") and dialog.add("Ben")
    assert not dialog.bust()  # no stacks yet: the preview says why and nothing changes
    assert dialog.notice_label.isVisibleTo(dialog)
    assert places(floor, event_id)["Ann"] == []
    dialog.set_stack(0, 4_000)
    dialog.set_stack(1, 9_000)
    assert "Ben finishes 5th" in dialog.preview_label.text()
    qtbot.keyClicks(dialog.by_edit, "Dan")
    assert dialog.bust()
    assert places(floor, event_id) == {
        "Ann": [6],
        "Ben": [5],
        "Cat": [],
        "Dan": [],
        "Eve": [],
        "Fay": [],
    }
    rows = {r.player: r for r in page.model.rows}
    assert rows["Dan"].hits == 2
    dialog.close()


def test_set_place_and_sign_out_from_the_page(
    make_window: MakeWindow, floor: Floor, prompts: FakePrompts
) -> None:
    window, page, event_id = open_results(make_window, floor)
    dialog = page.open_bust_dialog(name="Fay")
    assert dialog is not None and dialog.bust()
    page.select_entry(next(r.entry for r in page.model.rows if r.player == "Fay"))
    assert page.place_button.isEnabled()
    prompts.answer("text", "5-6", "recount showed a tie")
    assert page.set_place()
    row = next(r for r in page.model.rows if r.player == "Fay")
    assert (row.places, row.correction) == ((5, 6), "recount showed a tie")
    assert page.toggle_signed_out()
    assert next(r for r in page.model.rows if r.player == "Fay").signed_out
    assert floor.undo_label(event_scope(event_id)) == "Sign out Fay"
    send(window, RegisterEntry(event_id, newcomers(("Gus",))))
    assert "7" in page.summary_label.text()


def test_f4_opens_the_bust_out_desk_from_any_page(make_window: MakeWindow, floor: Floor) -> None:
    window, page, _ = open_results(make_window, floor)
    window.event_view.show_page(Page.CLOCK)
    window.bust_action.trigger()
    assert window.event_view.current_page() is Page.CLOCK
    assert page.bust_dialog is not None and page.bust_dialog.isVisible()


def test_a_bust_redraws_only_the_rows_it_moved_and_keeps_the_selection(
    make_window: MakeWindow, floor: Floor
) -> None:
    """Those still playing come first, in entry order, then the places: Cat's bust
    moves Dan, Eve and Fay up a row and puts Cat after them; Ann's and Ben's rows
    are as they were, so the table is not reset (which redraws every row and drops
    the selection), only the rows from Cat's to the last one playing are redrawn."""
    window, page, event_id = open_results(make_window, floor)
    page.select_entry(entry_of(floor, event_id, "Eve"))
    changed: list[tuple[int, int]] = []
    resets: list[str] = []
    page.model.dataChanged.connect(lambda top, bottom: changed.append((top.row(), bottom.row())))
    page.model.modelReset.connect(lambda: resets.append("reset"))

    send(window, BustPlayers(event_id, (entry_of(floor, event_id, "Cat"),)))

    assert [row.player for row in page.model.rows] == ["Ann", "Ben", "Dan", "Eve", "Fay", "Cat"]
    assert resets == [] and changed == [(2, 5)]
    selected = page.selected_row()
    assert selected is not None and selected.player == "Eve"
