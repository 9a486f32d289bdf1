"""Tests of the seat draw on the Tables page: *Draw seats* and the redraw's question,
with real clicks. The button sends the command ``seating draw`` sends (``DrawSeats``);
the map is checked against the floor, never against where the draw put people.
"""

from __future__ import annotations

from tests.domain.pure_floor import CLI_STRUCTURE
from tests.ui.desk import press
from tests.ui.fakes import MakeWindow
from tests.ui.tables_floor import filled_event, open_tables

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from floortool.app.commands.clock import StartClock
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.seat_rules import LockSeat, SetSeatAvailable
from floortool.app.commands.seating import RedrawFinalTable
from floortool.app.floor import Floor
from floortool.domain.seating.initial_draw import SeatsDrawn
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import settings_for
from floortool.ui.pages import Page
from floortool.ui.tables_page import TablesPage

RULE_7 = "Tournament and satellite seats will be randomly assigned."


def _bar_is_quiet(page: TablesPage) -> bool:
    """The bar above the map keeps its place; when it asks nothing it is blank."""
    return page.bar_label.text() == "" and not page.cancel_button.isVisible()


def click(qtbot: QtBot, widget: QWidget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def draws(floor: Floor) -> int:
    return sum(1 for record in floor.journal() if record.kind == SeatsDrawn.kind)


def map_seats(page: TablesPage) -> dict[int, tuple[int, int]]:
    """Entry → (table, seat) as the map shows it."""
    return {
        seat.entry: (table.number, seat.seat)
        for table in page.floor_map.tables
        for seat in table.seats
        if seat.entry is not None
    }


def everyone_waiting(floor: Floor) -> int:
    """Two tables of nine and 12 players registered while every seat was out of play:
    all 12 wait for a seat, and the seats are back in play."""
    made = settings_for(name="Friday", tables=2, seats=9)
    event_id = floor.execute(CreateEvent(made, structure=CLI_STRUCTURE)).group
    seats = [(table, seat) for table in (1, 2) for seat in range(1, 10)]
    for table, seat in seats:
        floor.execute(SetSeatAvailable(event_id, table, seat, available=False))
    floor.execute(RegisterEntry(event_id, newcomers(tuple(f"Player {n}" for n in range(1, 13)))))
    for table, seat in seats:
        floor.execute(SetSeatAvailable(event_id, table, seat, available=True))
    return event_id


def test_draw_seats_seats_the_players_waiting_at_once_and_the_map_shows_them(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """TDA 2024 Rule 7: "Tournament and satellite seats will be randomly assigned." All 12
    players wait for a seat; *Draw seats* seats them on the two tables of nine, 6 and 6
    (tables filled evenly). Nobody loses a seat, so nothing is asked."""
    event_id = everyone_waiting(floor)
    _window, page = open_tables(make_window, event_id)
    button = page.draw_button
    assert len(seating_of(floor.state, event_id).waiting) == 12
    assert button.text() == "Draw seats" and button.draw_action.isEnabled()
    assert page.bar_label.text() == (  # the map is empty: the bar says why
        "12 players wait for a seat: Draw seats seats them at random."
    )

    click(qtbot, button)

    seating = seating_of(floor.state, event_id)
    assert not seating.waiting and len(seating.where) == 12
    assert sorted(len(t.occupied) for t in seating.tables.values()) == [6, 6]
    assert map_seats(page) == dict(seating.where)
    assert page.summary_label.text() == "12 players at 2 tables"
    assert _bar_is_quiet(page)
    assert button.text() == "Draw seats\u2026"  # from now on a draw is a redraw, and asks


def test_a_redraw_asks_first_naming_what_happens_then_moves_everyone_but_the_locked(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """TDA 2024 Rule 7: "Tournament and satellite seats will be randomly assigned."; a
    player locked to the seat (Rule 9) keeps it. 45 players are seated on 5 tables of 9;
    one is locked. The redraw asks, names what happens, changes nothing until
    confirmed, then draws the 44 others anew, the locked player staying; one undo
    takes it all back."""
    event_id = filled_event(floor, tables=5, seats=9, players=45)
    locked = next(iter(sorted(seating_of(floor.state, event_id).where)))
    floor.execute(LockSeat(event_id, locked))
    window, page = open_tables(make_window, event_id)
    before = dict(seating_of(floor.state, event_id).where)
    revision = floor.revision
    button = page.draw_button
    assert button.text() == "Draw seats\u2026"

    click(qtbot, button)

    assert not _bar_is_quiet(page)
    assert page.bar_label.text() == (
        "Redraw every seat? All 44 players get a new seat at random; seat cards already "
        "printed are void. 1 player locked to their seat stays there."
    )
    assert page.confirm_button.text() == "Redraw seats"
    assert floor.revision == revision  # nothing moves before the director says so

    click(qtbot, page.confirm_button)

    after = dict(seating_of(floor.state, event_id).where)
    assert draws(floor) == 1
    assert after[locked] == before[locked]
    assert sorted(after) == sorted(before)
    assert after != before  # 44 players redrawn at random: the same seats are out of reach
    assert map_seats(page) == after
    assert _bar_is_quiet(page)
    assert window.undo_action.text() == (
        "Undo Draw seats: 44 players to 5 tables, 1 locked player stays (TDA 2024 Rule 7)"
    )

    window.undo_action.trigger()

    assert dict(seating_of(floor.state, event_id).where) == before
    assert map_seats(page) == before


def test_escape_drops_the_redraw_question_and_nothing_changes(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = filled_event(floor, tables=2, seats=9, players=12)
    _window, page = open_tables(make_window, event_id)
    revision = floor.revision

    click(qtbot, page.draw_button)
    assert page.pending is not None and page.confirm_button.hasFocus()
    press(qtbot, Qt.Key.Key_Escape)

    assert page.pending is None and _bar_is_quiet(page)
    assert floor.revision == revision


def test_after_the_clock_starts_the_redraw_says_so_and_still_draws_when_confirmed(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """Once the clock has started a draw moves every player in play: the window asks,
    saying the clock has started, and then draws (the command line needs ``--force``)."""
    event_id = filled_event(floor, tables=2, seats=9, players=12)
    floor.execute(StartClock(event_id))
    _window, page = open_tables(make_window, event_id)
    button = page.draw_button
    assert button.text() == "Redraw seats\u2026"

    click(qtbot, button)

    assert page.bar_label.text() == (
        "The clock has started: redraw every seat now? All 12 players get a new seat at "
        "random; seat cards already printed are void."
    )
    click(qtbot, page.confirm_button)

    assert draws(floor) == 1
    assert map_seats(page) == dict(seating_of(floor.state, event_id).where)


def test_a_clock_started_while_the_question_was_open_is_said_before_anything_moves(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """The Tables page does not follow the clock: pressing *Redraw seats* after the clock
    started elsewhere asks again, now saying the clock has started; the second press
    draws."""
    event_id = filled_event(floor, tables=2, seats=9, players=12)
    _window, page = open_tables(make_window, event_id)
    click(qtbot, page.draw_button)
    floor.execute(StartClock(event_id))

    click(qtbot, page.confirm_button)

    assert draws(floor) == 0
    assert page.bar_label.text().startswith("The clock has started: redraw every seat now?")
    assert page.draw_button.text() == "Redraw seats\u2026"

    click(qtbot, page.confirm_button)

    assert draws(floor) == 1


def test_the_button_says_redraw_when_the_page_is_shown_after_the_clock_started(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    event_id = filled_event(floor, tables=2, seats=9, players=12)
    window, page = open_tables(make_window, event_id)
    assert page.draw_button.text() == "Draw seats\u2026"
    window.event_view.show_page(Page.CLOCK)

    window.control.start()
    window.event_view.show_page(Page.TABLES)

    assert page.draw_button.text() == "Redraw seats\u2026"


def test_a_question_left_open_while_the_field_changes_is_withdrawn(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """The question names how many players move: when a registration arrives meanwhile
    it no longer says what would happen, so the bar goes away and nothing is drawn."""
    event_id = filled_event(floor, tables=2, seats=9, players=12)
    window, page = open_tables(make_window, event_id)
    click(qtbot, page.draw_button)
    assert page.pending is not None

    window.commands.send(RegisterEntry(event_id, newcomers(("Late Larry",))), action="Register")

    assert page.pending is None and _bar_is_quiet(page)
    assert draws(floor) == 0


def test_once_the_final_table_is_drawn_the_button_opens_the_seat_rules(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """The draw is over once the final table has been drawn (the domain refuses it)."""
    event_id = filled_event(floor, tables=2, seats=9, players=9)
    floor.execute(RedrawFinalTable(event_id))
    _window, page = open_tables(make_window, event_id)

    button = page.draw_button
    assert button.text() == "Seat rules\u2026" and not button.draw_action.isEnabled()

    click(qtbot, button)

    assert page.rules_dialog is not None and page.rules_dialog.isVisible()


def test_with_nobody_registered_the_draw_does_nothing_and_says_why(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    made = settings_for(name="Empty", tables=2, seats=9)
    event_id = floor.execute(CreateEvent(made, structure=CLI_STRUCTURE)).group
    _window, page = open_tables(make_window, event_id)
    revision = floor.revision
    button = page.draw_button
    assert not button.draw_action.isEnabled()
    assert button.toolTip().startswith("Nobody to draw: register players first")

    click(qtbot, button)

    assert floor.revision == revision and _bar_is_quiet(page)


def test_no_button_of_the_top_row_moves_when_the_draw_or_its_question_changes_the_page(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """At 1024 x 768 the draw turns *Draw seats* into *Draw seats…* and the redraw's
    question comes and goes in the bar: the draw button and *Start hand-for-hand*
    beside it stay exactly where they were, so a second click lands where it aimed."""
    event_id = everyone_waiting(floor)
    window, page = open_tables(make_window, event_id)
    window.resize(1024, 768)
    qtbot.waitUntil(lambda: window.width() == 1024)

    def top_row() -> tuple[object, ...]:
        qtbot.wait(20)  # the layouts settle
        return (page.draw_button.geometry(), page.hand_start.geometry(), page.area.pos())

    before = top_row()
    click(qtbot, page.draw_button)  # nobody had a seat: drawn at once
    assert page.draw_button.text() == "Draw seats\u2026"
    assert top_row() == before
    click(qtbot, page.draw_button)  # a redraw asks first
    assert page.confirm_button.isVisible()
    assert top_row() == before
    click(qtbot, page.confirm_button)  # the bar closes
    assert not page.confirm_button.isVisible() and draws(floor) == 2
    assert top_row() == before
