"""Tests of the Tables page's moves panel: the balancing plan with its reasons and
rules, making all or only the ticked moves, breaking a table, redrawing the final
table, and the recent moves.

The plan shown is the engine's (``balance_view``); the tests check that what
the director accepts is exactly what the floor then does.
"""

from __future__ import annotations

from tests.ui.fakes import MakeWindow
from tests.ui.tables_floor import bust, filled_event, open_tables, seat_of

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from floortool.app.commands.seating import SetButton
from floortool.app.floor import Floor
from floortool.app.views.seating import BalanceView, MoveView, balance_view
from floortool.domain.seating.seats import seating_of
from floortool.ui.moves_panel import ENTRY_ROLE, MovesPanel, plan_message
from floortool.ui.table_questions import PendingBreak


def short_table(floor: Floor, *, buttons: bool) -> int:
    """3 tables of 9, table 1 down to 4 players; every button entered if ``buttons``."""
    event_id = filled_event(floor)
    bust(floor, event_id, 1, 2, 3, 4, 5, 6)
    if buttons:
        for table in (1, 2, 3):
            floor.execute(SetButton(event_id, table, 8))
    return event_id


def plan_rows(panel: MovesPanel) -> list[tuple[int, str, bool]]:
    items = [panel.plan_list.item(row) for row in range(panel.plan_list.count())]
    return [
        (item.data(ENTRY_ROLE), item.text(), item.checkState() == Qt.CheckState.Checked)
        for item in items
    ]


def place(move: MoveView, end: str) -> tuple[int, int]:
    spot = move.source if end == "from" else move.target
    return spot.table, spot.seat


def test_the_plan_lists_each_move_with_its_reason_and_rule(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = short_table(floor, buttons=True)
    _window, page = open_tables(make_window, event_id)
    plan = balance_view(floor.state, event_id)
    assert len(plan.moves) >= 2

    rows = plan_rows(page.moves_panel)
    assert [entry for entry, _, _ in rows] == [m.entry for m in plan.moves]
    for (_, text, ticked), move in zip(rows, plan.moves, strict=True):
        source, target = place(move, "from"), place(move, "to")
        assert text.startswith(f"{move.player}: {source[0]}-{source[1]} → ")
        assert str(move.reason) in text and move.rule in text
        assert "TDA 2024 Rule 11-A" in text
        assert ticked
        # the map marks where each planned move leaves and lands
        assert source[1] in page.map.marks(source[0]).planned_out
        assert page.map.marks(target[0]).planned_in[target[1]] == move.player
    assert page.moves_panel.apply_button.text() == "Make moves"
    assert page.floor_map.table(1).short
    assert page.moves_panel.message_label.text() == plan.message


def test_making_only_the_ticked_moves(qtbot: QtBot, make_window: MakeWindow, floor: Floor) -> None:
    event_id = short_table(floor, buttons=True)
    window, page = open_tables(make_window, event_id)
    first, *rest = balance_view(floor.state, event_id).moves
    second = rest[0]
    panel = page.moves_panel

    total = panel.plan_list.count()
    panel.plan_list.item(0).setCheckState(Qt.CheckState.Unchecked)
    left = total - 1
    assert panel.apply_button.text() == f"Make {left} move{'' if left == 1 else 's'}"
    assert panel.ticked() == [m.entry for m in rest]
    assert place(first, "from")[1] not in page.map.marks(place(first, "from")[0]).planned_out
    qtbot.mouseClick(panel.apply_button, Qt.MouseButton.LeftButton)

    for move in rest:
        assert seat_of(floor, event_id, move.player) == place(move, "to")
    assert seat_of(floor, event_id, first.player) == place(first, "from")
    assert window.undo_action.text().startswith(f"Undo Balance: {left} of {total} moves")
    moved = page.floor_map.table(place(second, "to")[0]).seat(place(second, "to")[1])
    assert moved.name == second.player and moved.times_moved == 1

    window.undo_action.trigger()
    assert seat_of(floor, event_id, second.player) == place(second, "from")


def test_making_every_move_and_the_recent_moves(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = short_table(floor, buttons=True)
    _window, page = open_tables(make_window, event_id)
    moves = balance_view(floor.state, event_id).moves
    panel = page.moves_panel

    qtbot.mouseClick(panel.none_button, Qt.MouseButton.LeftButton)
    assert not panel.apply_button.isEnabled()
    qtbot.mouseClick(panel.all_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.apply_button, Qt.MouseButton.LeftButton)

    for move in moves:
        assert seat_of(floor, event_id, move.player) == place(move, "to")
    recent = [panel.recent_list.item(r).text() for r in range(panel.recent_list.count())]
    assert len(recent) == len(moves)
    for text, move in zip(recent, reversed(moves), strict=True):  # newest first
        source, target = place(move, "from"), place(move, "to")
        assert text.endswith(f"{move.player}  {source[0]}-{source[1]} → {target[0]}-{target[1]}")

    panel.recent_list.itemClicked.emit(panel.recent_list.item(0))
    assert page.search.spots == (place(moves[-1], "to"),)


def test_breaking_a_table_asks_first_naming_who_moves_and_where(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """One click must not move nine players: *Break table N* only asks, in the bar above
    the map, how many players move and to which tables; Cancel (or Esc) changes
    nothing, the confirm breaks it."""
    event_id = filled_event(floor)
    bust(floor, event_id, 2, 1, 2, 3, 4, 5)
    bust(floor, event_id, 3, 1, 2, 3, 4)
    _window, page = open_tables(make_window, event_id)
    due = balance_view(floor.state, event_id).break_due
    panel = page.moves_panel
    assert due is not None
    assert panel.break_button.isVisible() and panel.break_button.text() == f"Break table {due}"
    # The window's words, not the command line's ('seating break N').
    assert panel.message_label.text().endswith(
        f"Press “Break table {due}”."
    )  # said on the Tables page
    assert "'seating" not in panel.message_label.text()
    tables = seating_of(floor.state, event_id).tables
    players = tables[due].players
    (room,) = [n for n, t in tables.items() if n != due and t.players < t.seats]  # 1 is full
    before = floor.journal()

    qtbot.mouseClick(panel.break_button, Qt.MouseButton.LeftButton)

    assert floor.journal() == before  # the click alone does nothing
    assert page.bar_label.text() == (
        f"Break table {due}? Its {players} players move to empty seats drawn at random "
        f"at table {room}."
    )
    assert page.confirm_button.text() == f"Break table {due}"
    qtbot.mouseClick(page.cancel_button, Qt.MouseButton.LeftButton)
    assert floor.journal() == before and page.pending is None
    assert page.bar_label.text() == ""

    qtbot.mouseClick(panel.break_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.confirm_button, Qt.MouseButton.LeftButton)

    assert due not in seating_of(floor.state, event_id).tables
    assert floor.journal()[-1].label.startswith(f"Break table {due}: {players} moves")
    assert [t.number for t in page.floor_map.tables] == sorted({1, 2, 3} - {due})
    assert not panel.break_button.isVisible()


def test_the_final_table_is_redrawn_when_the_players_fit(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = filled_event(floor)
    for table in (1, 2, 3):
        bust(floor, event_id, table, 1, 2, 3, 4, 5, 6)
    _window, page = open_tables(make_window, event_id)
    panel = page.moves_panel
    assert balance_view(floor.state, event_id).final_due
    assert panel.final_button.isVisible() and not panel.break_button.isVisible()
    assert panel.message_label.text().endswith(
        "Press “Redraw final table”."
    )  # said on the Tables page
    assert "'seating" not in panel.message_label.text()

    qtbot.mouseClick(panel.final_button, Qt.MouseButton.LeftButton)

    (final,) = page.floor_map.tables
    assert final.final and final.players == 9
    assert seating_of(floor.state, event_id).final_table == final.number
    assert not panel.final_button.isVisible()
    assert panel.recent_list.count() == 9


def test_plan_message_says_how_the_waiting_moves_are_made() -> None:
    plan = BalanceView((), (3, 1), "ignored", None, False, None, ())
    assert plan_message(plan) == (
        "On the map, click the player who is big blind next at each framed table."
    )
    balanced = BalanceView((), (), "The tables are balanced.", None, False, None, ())
    assert plan_message(balanced) == "The tables are balanced."


def test_the_break_question_names_every_table_that_can_take_a_player() -> None:
    assert PendingBreak(4, 8, (1, 2, 3)).text == (
        "Break table 4? Its 8 players move to empty seats drawn at random at tables 1, 2 and 3."
    )
    assert PendingBreak(2, 1, (1,)).text == (
        "Break table 2? Its 1 player moves to empty seats drawn at random at table 1."
    )
    assert PendingBreak(2, 9, ()).text == (
        "Break table 2? Its 9 players move, but no other table has an empty seat."
    )
