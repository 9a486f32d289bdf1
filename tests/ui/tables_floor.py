"""Helpers for the Tables page tests: an event with its tables filled, a window on its
Tables page, where a player sits, and a director's mouse on the floor map.

Seats are drawn at random (the floor's strong random source), so the tests
look up who sits where rather than assuming it.
"""

from __future__ import annotations

from tests.domain.pure_floor import CLI_STRUCTURE
from tests.support import entries_of
from tests.ui.fakes import MakeWindow

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import settings_for
from floortool.ui.main_window import MainWindow
from floortool.ui.pages import Page
from floortool.ui.tables_page import TablesPage

FIRST = ("Alice", "Bruno", "Chiara", "Dmitri", "Elena", "Farid", "Greta", "Hugo", "Ines")
LAST = ("Moreau", "Keller", "Rossi", "Volkov", "Larsen", "Haddad", "Berg", "Costa", "Silva")


def names(count: int) -> tuple[str, ...]:
    """``count`` different names: ``Alice Moreau``, ``Bruno Keller`` ... then numbered."""
    made = [f"{FIRST[i % 9]} {LAST[(i + i // 9) % 9]}" for i in range(count)]
    return tuple(name if i < 81 else f"{name} {i}" for i, name in enumerate(made))


def filled_event(floor: Floor, *, tables: int = 3, seats: int = 9, players: int = 0) -> int:
    """An event of ``tables`` tables of ``seats`` with ``players`` registered (all seats
    by default); its id."""
    made = settings_for(name="Main Event", tables=tables, seats=seats)
    event_id = floor.execute(CreateEvent(made, structure=CLI_STRUCTURE)).group
    floor.execute(RegisterEntry(event_id, newcomers(names(players or tables * seats))))
    return event_id


def open_tables(make_window: MakeWindow, event_id: int) -> tuple[MainWindow, TablesPage]:
    window = make_window(event_id=event_id)
    window.event_view.show_page(Page.TABLES)
    return window, window.event_view.tables_page


def name_at(floor: Floor, event_id: int, table: int, seat: int) -> str:
    entry = seating_of(floor.state, event_id).tables[table].occupied[seat]
    return floor.state.players[floor.state.entries[event_id][entry].player_id].name


def seat_of(floor: Floor, event_id: int, name: str) -> tuple[int, int] | None:
    seating = seating_of(floor.state, event_id)
    for entry_id, place in seating.where.items():
        entry = floor.state.entries[event_id][entry_id]
        if floor.state.players[entry.player_id].name == name:
            return place
    return None


def bust(floor: Floor, event_id: int, table: int, *seats: int) -> None:
    for seat in seats:
        floor.execute(
            BustPlayers(
                event_id, entries_of(floor, event_id, name_at(floor, event_id, table, seat))
            )
        )


def seat_point(page: TablesPage, table: int, seat: int) -> QPoint:
    rect = page.map.seat_rect(table, seat)
    assert rect is not None
    return rect.center()


def drag(qtbot: QtBot, page: TablesPage, source: tuple[int, int], target: tuple[int, int]) -> None:
    """Press on ``source``, move past the drag distance, then to ``target``, release."""
    start, end = seat_point(page, *source), seat_point(page, *target)
    qtbot.mousePress(page.map, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(page.map, start + QPoint(12, 12))
    qtbot.mouseMove(page.map, end)
    qtbot.mouseRelease(page.map, Qt.MouseButton.LeftButton, pos=end)


def click_seat(
    qtbot: QtBot,
    page: TablesPage,
    table: int,
    seat: int,
    button: Qt.MouseButton = Qt.MouseButton.LeftButton,
) -> None:
    qtbot.mouseClick(page.map, button, pos=seat_point(page, table, seat))
