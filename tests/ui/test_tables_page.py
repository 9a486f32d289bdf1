"""Tests of the Tables page: the floor map, moving players by hand, the seat menu and
the seat search, with real clicks, drags and keys.

Every change is one app command (Edit > Undo takes it back and the map
follows); a move asks for confirmation first, showing from and to. The map
is checked against the floor (``seating_of``), not against where the draw
happened to put people.
"""

from __future__ import annotations

from tests.support import buttons, entries_of
from tests.ui.desk import focus, press, send
from tests.ui.fakes import MakeWindow
from tests.ui.tables_floor import (
    click_seat,
    drag,
    filled_event,
    name_at,
    names,
    open_tables,
    seat_of,
)

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.domain.field.entries import BUSTED
from floortool.domain.seating.seats import seating_of
from floortool.ui.floor_map_geometry import SeatSpot, felt_rect
from floortool.ui.floor_map_paint import FELT
from floortool.ui.pages import Page
from floortool.ui.tables_page import TablesPage


def empty_seats(page: TablesPage) -> list[tuple[int, int]]:
    return [(t.number, s.seat) for t in page.floor_map.tables for s in t.seats if s.empty]


def test_the_map_draws_every_table_with_its_seats_and_names(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = filled_event(floor, tables=3, seats=9, players=25)
    _window, page = open_tables(make_window, event_id)

    shown = page.floor_map
    assert [t.number for t in shown.tables] == [1, 2, 3]
    seating = seating_of(floor.state, event_id)
    for table in shown.tables:
        assert [s.seat for s in table.seats] == list(range(1, 10))
        for seat in table.seats:
            taken = seating.tables[table.number].occupied.get(seat.seat)
            assert seat.entry == taken
            if taken is not None:
                assert seat.name == name_at(floor, event_id, table.number, seat.seat)
            rect = page.map.seat_rect(table.number, seat.seat)
            assert rect is not None
            assert page.map.seat_at(rect.center()) == SeatSpot(table.number, seat.seat)
    assert {s.name for t in shown.tables for s in t.seats if not s.empty} == set(names(25))
    assert len(empty_seats(page)) == 2
    assert page.summary_label.text() == "25 players at 3 tables"

    image = page.map.grab().toImage()
    felt = felt_rect()
    for number in (1, 2, 3):
        card = page.map.card_rect(number)
        assert card is not None
        zoom = page.map.zoom
        spot = card.topLeft() + QPoint(int((felt.left() + 14) * zoom), int(160 * zoom))
        assert QColor(image.pixel(spot)) == FELT, number


def test_dragging_a_player_to_an_empty_seat_asks_then_moves_and_undo_restores(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = filled_event(floor, players=26)
    window, page = open_tables(make_window, event_id)
    (target,) = empty_seats(page)
    source = (1 if target[0] != 1 else 2, 4)
    mover = name_at(floor, event_id, *source)
    revision = floor.revision

    drag(qtbot, page, source, target)

    assert page.cancel_button.isVisible()
    assert page.bar_label.text() == (
        f"Move {mover} from table {source[0]} seat {source[1]} "
        f"to table {target[0]} seat {target[1]}?"
    )
    assert floor.revision == revision  # nothing moves before the director says so
    qtbot.mouseClick(page.confirm_button, Qt.MouseButton.LeftButton)

    assert seat_of(floor, event_id, mover) == target
    assert not page.cancel_button.isVisible()
    assert page.floor_map.table(target[0]).seat(target[1]).name == mover
    assert page.floor_map.table(source[0]).seat(source[1]).empty
    assert window.undo_action.text() == f"Undo Move {mover} to table {target[0]} seat {target[1]}"
    recent = page.moves_panel.recent_list.item(0).text()
    assert mover in recent and f"{source[0]}-{source[1]} → {target[0]}-{target[1]}" in recent

    window.undo_action.trigger()

    assert seat_of(floor, event_id, mover) == source
    assert page.floor_map.table(source[0]).seat(source[1]).name == mover
    assert page.floor_map.table(target[0]).seat(target[1]).empty


def test_a_move_waiting_for_confirmation_is_dropped_with_escape(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = filled_event(floor, players=26)
    _window, page = open_tables(make_window, event_id)
    (target,) = empty_seats(page)
    source = (1 if target[0] != 1 else 2, 2)
    revision = floor.revision

    drag(qtbot, page, source, target)
    assert page.pending is not None and page.confirm_button.hasFocus()
    press(qtbot, Qt.Key.Key_Escape)

    assert page.pending is None and not page.cancel_button.isVisible()
    assert floor.revision == revision


def test_dropping_on_a_taken_seat_moves_nobody(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = filled_event(floor)
    _window, page = open_tables(make_window, event_id)
    revision = floor.revision

    drag(qtbot, page, (1, 1), (2, 5))

    assert page.pending is None and not page.cancel_button.isVisible()
    assert page.map.dragging is None
    assert floor.revision == revision


def menu_texts(page: TablesPage, table: int, seat: int) -> list[str]:
    return [a.text() for a in page.seat_menu(table, seat).actions() if not a.isSeparator()]


def act(page: TablesPage, table: int, seat: int, text: str) -> None:
    """Pick the seat menu's action that starts with ``text``."""
    menu = page.seat_menu(table, seat)
    next(a for a in menu.actions() if a.text().startswith(text)).trigger()


def test_the_seat_menu_offers_what_fits_the_seat(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = filled_event(floor, players=26)
    _window, page = open_tables(make_window, event_id)
    (empty,) = empty_seats(page)
    full = 1 if empty[0] != 1 else 2  # a table without the empty seat
    name = name_at(floor, event_id, full, 3)

    click_seat(qtbot, page, full, 3, Qt.MouseButton.RightButton)
    assert page.menu is not None and page.menu.isVisible()
    page.menu.close()

    assert menu_texts(page, full, 3) == [
        f"Table {full} seat 3: {name}",
        f"Move {name}…",
        f"Bust {name}",
        "Lock to this seat",
        "Dealer button here",
        f"Draw for the button at table {full}",
    ]
    assert menu_texts(page, *empty) == [
        f"Table {empty[0]} seat {empty[1]}: empty",
        "Take seat out of play",
        "Dealer button here",
        f"Draw for the button at table {empty[0]}",
    ]


def test_the_seat_menu_moves_a_player_to_the_seat_clicked_next(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = filled_event(floor, players=26)
    _window, page = open_tables(make_window, event_id)
    (target,) = empty_seats(page)
    source = (1, 3) if target[0] != 1 else (2, 3)
    mover = name_at(floor, event_id, *source)

    act(page, *source, "Move")
    assert page.pick is not None and page.cancel_button.isVisible()
    assert page.bar_label.text() == (
        f"Click an empty seat for {mover} (now at table {source[0]} seat {source[1]})."
    )
    click_seat(qtbot, page, source[0], 1)  # a taken seat: still waiting for an empty one
    assert page.pending is None and page.pick is not None
    click_seat(qtbot, page, *target)
    assert page.pending is not None and page.pending.target == target
    press(qtbot, Qt.Key.Key_Return)

    assert seat_of(floor, event_id, mover) == target
    moved = page.floor_map.table(target[0]).seat(target[1])
    assert (moved.times_moved, moved.manual_moves) == (1, 1)


def test_the_seat_menu_busts_sets_the_button_locks_and_closes_seats(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = filled_event(floor, players=26)
    window, page = open_tables(make_window, event_id)
    (empty,) = empty_seats(page)
    full = 1 if empty[0] != 1 else 2  # a table without the empty seat
    busted = name_at(floor, event_id, full, 3)

    act(page, 2, 7, "Dealer button here")
    assert buttons(floor.state, event_id)[2] == 7
    assert page.floor_map.table(2).button == 7

    act(page, full, 4, "Lock")
    assert page.floor_map.table(full).seat(4).locked
    assert menu_texts(page, full, 4)[3] == "Unlock from this seat"
    act(page, full, 4, "Unlock")
    assert not page.floor_map.table(full).seat(4).locked

    act(page, *empty, "Take seat out of play")
    assert page.floor_map.table(empty[0]).seat(empty[1]).unavailable
    assert menu_texts(page, *empty)[:2] == [
        f"Table {empty[0]} seat {empty[1]}: out of play",
        "Put seat back in play",
    ]
    drag(qtbot, page, (full, 5), empty)
    assert page.pending is None  # no one is moved to a seat out of play
    act(page, *empty, "Put seat back in play")
    assert page.floor_map.table(empty[0]).seat(empty[1]).free

    act(page, full, 3, "Bust")
    assert page.floor_map.table(full).seat(3).empty
    out = [e for e in floor.state.entries[event_id].values() if e.status == BUSTED]
    assert [floor.state.players[e.player_id].name for e in out] == [busted]
    assert window.undo_action.text().startswith("Undo")
    window.undo_action.trigger()
    assert name_at(floor, event_id, full, 3) == busted

    act(page, 3, 1, "Draw for the button")
    assert buttons(floor.state, event_id).get(3) is not None
    assert page.floor_map.table(3).button == buttons(floor.state, event_id)[3]


def test_a_click_on_a_seat_opens_its_menu(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = filled_event(floor)
    _window, page = open_tables(make_window, event_id)

    click_seat(qtbot, page, 3, 9)

    assert page.menu is not None and page.menu.isVisible()
    assert page.menu.actions()[0].text() == f"Table 3 seat 9: {name_at(floor, event_id, 3, 9)}"
    page.menu.close()


def test_find_by_name_or_table_seat_rings_the_seat(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = filled_event(floor)
    window, page = open_tables(make_window, event_id)
    someone = name_at(floor, event_id, 2, 4)

    window.event_view.sidebar.setFocus()
    press(qtbot, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert page.search_edit.hasFocus()
    assert window.event_view.current_page() is Page.TABLES
    qtbot.keyClicks(page.search_edit, someone.lower())

    assert page.search.spots == ((2, 4),)
    assert page.map.marks(2).found == frozenset({4})
    assert page.found_label.text() == f"{someone}: table 2 seat 4"

    page.search_for("3-7")
    assert page.search.spots == ((3, 7),)
    assert page.found_label.text() == f"Table 3 seat 7: {name_at(floor, event_id, 3, 7)}"
    assert page.map.marks(2).found == frozenset()
    assert page.search_for("3-12").message == "Table 3 has seats 1 to 9."
    assert page.search_for("8-1").message == "Table 8 is not open."
    assert page.search_for("Nobody Known").spots == ()

    alices = page.search_for("alice")  # Alice Moreau, Alice Berg ... : Enter goes to the next
    assert len(alices.spots) == 3 and page.found_spot == alices.spots[0]
    focus(qtbot, page.search_edit)
    press(qtbot, Qt.Key.Key_Return)
    assert page.found_spot == alices.spots[1]


def test_on_another_page_ctrl_f_finds_players_on_the_players_page(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = filled_event(floor)
    window, _page = open_tables(make_window, event_id)
    window.event_view.show_page(Page.STRUCTURE)

    window.find_player_action.trigger()

    assert window.event_view.current_page() is Page.PLAYERS
    assert window.event_view.players_page.search_edit.hasFocus()


def test_with_thirty_tables_the_search_scrolls_to_the_seat(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = filled_event(floor, tables=30, seats=9)
    _window, page = open_tables(make_window, event_id)
    bar = page.area.verticalScrollBar()
    assert bar.value() == 0 and bar.maximum() > 0

    page.search_for("30-5")

    rect = page.map.seat_rect(30, 5)
    assert rect is not None
    viewport = page.area.viewport()
    top_left = page.map.mapTo(viewport, rect.topLeft())
    bottom_right = page.map.mapTo(viewport, rect.bottomRight())
    assert viewport.rect().contains(top_left) and viewport.rect().contains(bottom_right)
    assert bar.value() > 0

    columns = page.map.grid.columns
    page.fit_tables()
    fitted = page.map.grid.columns
    assert fitted > columns
    page.area.zoom_by(1)
    assert page.map.grid.columns < fitted


def test_the_map_follows_a_bust_made_on_another_page(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = filled_event(floor)
    window, page = open_tables(make_window, event_id)

    send(window, BustPlayers(event_id, entries_of(floor, event_id, name_at(floor, event_id, 1, 5))))

    assert page.floor_map.table(1).seat(5).empty
    assert page.summary_label.text() == "26 players at 3 tables"
