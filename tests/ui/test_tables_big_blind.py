"""Tests of balancing that never waits, on the Tables page (issue 15, item 2).

A Friday-night field of 45 at 5 tables of 9, nobody's button entered; two
players bust at tables 1 and 2, so tables 5 and 4 each give one (TDA 2024
Rule 11-C: the highest-numbered of the fullest). The moves are shown at once
by role, each finished by clicking the player who is big blind next on the
felt, and nothing on the map moves when the bar above it asks something.
"""

from __future__ import annotations

from tests.support import buttons
from tests.ui.fakes import MakeWindow
from tests.ui.tables_floor import (
    bust,
    click_seat,
    drag,
    filled_event,
    name_at,
    open_tables,
)

from PySide6.QtCore import QPoint, QRect, Qt
from pytestqt.qtbot import QtBot

from floortool.app.commands.seating import SetButton
from floortool.app.floor import Floor
from floortool.app.views.seating import balance_view
from floortool.ui.tables_page import TablesPage


def friday_night(floor: Floor) -> int:
    event_id = filled_event(floor, tables=5, seats=9)
    bust(floor, event_id, 1, 2, 3)
    bust(floor, event_id, 2, 2, 3)
    return event_id


def map_place(page: TablesPage) -> QRect:
    """Where the map's viewport is on the page, and its size."""
    viewport = page.area.viewport()
    return QRect(viewport.mapTo(page, QPoint(0, 0)), viewport.size())


def test_two_moves_with_unknown_buttons_take_four_clicks(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """TDA 2024 Rule 11-A: "the player to be big blind next moves to the worst position
    ... Worst position is never the small blind." A click on the player big blind
    next (seat 4 at tables 1 and 2: the small blind in seat 1, the button in seat 9;
    seat 6 at tables 5 and 4: the button in seat 4) records the button; at the giving
    table it also moves that player, to seat 2 of the short table (the first empty
    seat after its small blind, where the newcomer is the big blind)."""
    event_id = friday_night(floor)
    window, page = open_tables(make_window, event_id)
    window.resize(1920, 1080)
    page.fit_tables()
    panel = page.moves_panel
    assert panel.plan_list.count() == 2  # shown at once, by role
    assert (
        panel.plan_list.item(0)
        .text()
        .startswith("Table 5: the player who is big blind next → Table 1, worst position")
    )
    assert page.bar_label.text() == (
        "To balance, click the player who is big blind next at tables 5, 1, 4 and 2."
    )
    movers = [name_at(floor, event_id, 5, 6), name_at(floor, event_id, 4, 6)]
    clicks = [(1, 4), (5, 6), (2, 4), (4, 6)]
    for table, seat in clicks:
        click_seat(qtbot, page, table, seat)

    assert len(clicks) <= 4
    assert buttons(floor.state, event_id) == {1: 9, 5: 4, 2: 9, 4: 4}
    assert [name_at(floor, event_id, 1, 2), name_at(floor, event_id, 2, 2)] == movers
    plan = balance_view(floor.state, event_id)
    assert plan.moves == () and plan.waiting == () and not plan.needs_button
    assert page.bar_label.text() == "" and not page.cancel_button.isVisible()


def test_known_moves_are_made_while_another_waits(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """Rule 11-A for table 4 (button 5: small blind 6, big blind 7 moves) and table 2
    (button 9: worst seat 2), while table 5's button is unknown: Make moves makes
    table 4's move; table 5's still waits, by role."""
    event_id = friday_night(floor)
    for table, button in ((1, 9), (2, 9), (4, 5)):
        floor.execute(SetButton(event_id, table, button))
    mover = name_at(floor, event_id, 4, 7)
    _window, page = open_tables(make_window, event_id)
    panel = page.moves_panel
    assert panel.apply_button.isEnabled() and panel.ticked()
    qtbot.mouseClick(panel.apply_button, Qt.MouseButton.LeftButton)
    assert name_at(floor, event_id, 2, 2) == mover
    assert panel.plan_list.count() == 1 and not panel.apply_button.isVisible()
    assert page.bar_label.text() == "To balance, click the player who is big blind next at table 5."


def test_the_map_does_not_move_when_the_bar_asks(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """The bar above the map keeps its height: asking to confirm a move (a drag to an
    empty seat) or asking for nothing leaves the map where it was."""
    event_id = friday_night(floor)
    window, page = open_tables(make_window, event_id)
    window.resize(1024, 768)
    qtbot.wait(20)
    before = map_place(page)
    drag(qtbot, page, (3, 5), (1, 3))
    qtbot.wait(20)
    assert page.cancel_button.isVisible() and page.confirm_button.isVisible()
    assert map_place(page) == before
    page.cancel()
    qtbot.wait(20)
    assert map_place(page) == before
