"""Two players called Ann Lee (the database allows it when their membership numbers
differ): whatever the director does to one from the window — a bust at the
bust-out desk, a place set by hand and a sign-out on the Results page, a drag on
the Tables page — happens to that one, because the window names entries by id.
"""

from __future__ import annotations

from tests.ui.desk import league_event
from tests.ui.fakes import FakePrompts, MakeWindow
from tests.ui.tables_floor import drag

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from floortool.app.commands.players import AddPlayer
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.floor import Floor
from floortool.app.views.results import ResultRow, results_view
from floortool.domain.field.entries import ACTIVE, BUSTED
from floortool.domain.seating.seats import seating_of
from floortool.ui.pages import Page

ANN = "Ann Lee"


def with_namesakes(floor: Floor, *, tables: int = 1, seats: int = 6) -> tuple[int, int, int]:
    """An event with two Ann Lees, Ben and Cat registered; the event and the Ann Lees'
    entry ids (first, second)."""
    event_id = league_event(floor, tables=tables, seats=seats)
    for membership in ("M-104", "M-207"):
        floor.execute(AddPlayer(ANN, membership=membership))
    first, second = sorted(p.id for p in floor.state.players.values() if p.name == ANN)
    floor.execute(RegisterEntry(event_id, (first, second, *newcomers(("Ben", "Cat")))))
    entries = floor.state.entries[event_id]
    by_player = {e.player_id: e.id for e in entries.values()}
    return event_id, by_player[first], by_player[second]


def status(floor: Floor, event_id: int, entry_id: int) -> str:
    return floor.state.entries[event_id][entry_id].status


def seat_text(floor: Floor, event_id: int, entry_id: int) -> str:
    table, seat = seating_of(floor.state, event_id).where[entry_id]
    return f"{table}-{seat}"


def result_row(floor: Floor, event_id: int, entry_id: int) -> ResultRow:
    return results_view(floor.state, event_id).row(entry_id)


def test_the_bust_desk_busts_the_ann_lee_whose_seat_was_picked(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id, first, second = with_namesakes(floor)
    window = make_window(event_id=event_id)
    window.event_view.show_page(Page.RESULTS)
    dialog = window.event_view.results_page.open_bust_dialog()
    assert dialog is not None
    qtbot.keyClicks(dialog.find_edit, seat_text(floor, event_id, second))
    qtbot.keyClick(dialog.find_edit, Qt.Key.Key_Return)
    assert dialog.busting == [ANN]
    qtbot.keyClicks(dialog.by_edit, seat_text(floor, event_id, first))
    qtbot.keyClick(dialog.find_edit, Qt.Key.Key_Return)

    assert not dialog.notice_label.isVisibleTo(dialog), dialog.notice_label.text()
    assert (status(floor, event_id, first), status(floor, event_id, second)) == (ACTIVE, BUSTED)
    assert result_row(floor, event_id, second).places == (4,)
    assert result_row(floor, event_id, first).hits == 1


def test_set_place_and_sign_out_act_on_the_ann_lee_selected(
    make_window: MakeWindow, floor: Floor, prompts: FakePrompts
) -> None:
    event_id, first, second = with_namesakes(floor)
    window = make_window(event_id=event_id)
    window.event_view.show_page(Page.RESULTS)
    page = window.event_view.results_page
    dialog = page.open_bust_dialog()
    assert dialog is not None
    for entry_id in (first, second):  # both out: 4th, then 3rd
        assert dialog.add(seat_text(floor, event_id, entry_id)) and dialog.bust()

    page.select_entry(first)
    prompts.answer("text", "2", "the count was wrong")
    assert page.set_place()
    assert page.toggle_signed_out()

    ann1, ann2 = (result_row(floor, event_id, e) for e in (first, second))
    assert (ann1.places, ann1.correction, ann1.signed_out) == (
        (2,),
        "the count was wrong",
        True,
    )
    assert (ann2.places, ann2.correction, ann2.signed_out) == ((3,), "", False)


def test_dragging_an_ann_lee_moves_that_one(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id, first, second = with_namesakes(floor, tables=2, seats=6)
    window = make_window(event_id=event_id)
    window.event_view.show_page(Page.TABLES)
    page = window.event_view.tables_page
    seating = seating_of(floor.state, event_id)
    before = dict(seating.where)
    target = next(
        (t, s)
        for t, table in sorted(seating.tables.items())
        for s in range(1, table.seats + 1)
        if s not in table.occupied
    )

    drag(qtbot, page, before[second], target)
    qtbot.mouseClick(page.confirm_button, Qt.MouseButton.LeftButton)

    where = seating_of(floor.state, event_id).where
    assert (where[first], where[second]) == (before[first], target)
