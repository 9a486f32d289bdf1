"""Tests of the Clock page's "Before the doors open" checklist, with real clicks: each
button does its step's job, the marks follow the floor as it changes, and the card
is gone once the clock starts (back if the start is undone).

The events are on the example structure of ``cli.md`` (three levels and a break).
Seats are drawn at random, so the tests read who sits where from the floor.
"""

from __future__ import annotations

from datetime import timedelta

from tests.domain.pure_floor import CLI_STRUCTURE
from tests.support import FakeClock
from tests.ui.fakes import FakePrompts, MakeWindow
from tests.ui.tables_floor import filled_event
from tests.ui.test_tables_seat_draw import draws, everyone_waiting

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from floortool.app.commands.base import Command
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.printing import RecordSeatCardsPrinted
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.seat_rules import SetSeatAvailable
from floortool.app.commands.structure import SetStructure
from floortool.app.floor import Floor
from floortool.domain.seating.seats import seating_of
from floortool.domain.structure.levels import Structure
from floortool.domain.structure.moment import moment_of
from floortool.domain.tournament.event import settings_for
from floortool.ui.clock_page import ClockPage
from floortool.ui.main_window import MainWindow
from floortool.ui.pages import Page

STRUCTURE, REGISTERED, SEATS, CARDS, START = range(5)


def click(qtbot: QtBot, button: QPushButton) -> None:
    assert button.isEnabled(), f"{button.text()} is disabled"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def open_clock(make_window: MakeWindow, event_id: int) -> tuple[MainWindow, ClockPage]:
    window = make_window(event_id=event_id)
    window.event_view.show_page(Page.CLOCK)
    return window, window.event_view.clock_page


def send(window: MainWindow, command: Command) -> None:
    assert window.commands.send(command, action="Test") is not None


def print_every_card(window: MainWindow, event_id: int) -> None:
    where = seating_of(window.floor.state, event_id).where
    cards = tuple((entry, table, seat) for entry, (table, seat) in where.items())
    send(window, RecordSeatCardsPrinted(event_id, cards, names=()))


def test_the_marks_follow_the_floor_step_by_step(make_window: MakeWindow, floor: Floor) -> None:
    """A new event has its structure (three levels) and nothing else; registering seats
    each player as they come, so seats are drawn; a card is printed for an entry at a
    seat, so the cards step is done once every seat taken has its card printed, and a
    player moved by the late registration of another is not part of it."""
    made = settings_for(name="Friday", tables=2, seats=9)
    event_id = floor.execute(CreateEvent(made, structure=CLI_STRUCTURE)).group
    window, page = open_clock(make_window, event_id)
    card = page.checklist
    assert card.isVisible()
    assert card.done() == (True, False, False, False, False)
    assert card.details[STRUCTURE].text() == "3 levels"
    assert card.details[REGISTERED].text() == "Nobody yet"

    send(window, RegisterEntry(event_id, newcomers(("Ann Lee", "Bo Chen", "Cy Dunn"))))
    assert card.done() == (True, True, True, False, False)
    assert card.details[REGISTERED].text() == "3 players"
    assert card.details[SEATS].text() == "Everyone has a seat"
    assert card.details[CARDS].text() == "3 cards to print"

    print_every_card(window, event_id)
    assert card.done() == (True, True, True, True, False)
    assert not card.cards_button.isEnabled()

    send(window, RegisterEntry(event_id, newcomers(("Di Egan",))))
    assert card.done() == (True, True, True, False, False)
    assert card.details[CARDS].text() == "1 card to print"

    shorter = Structure(name="Short", rows=CLI_STRUCTURE.rows[:1])
    send(window, SetStructure(event_id, shorter))
    assert card.details[STRUCTURE].text() == "1 level"


def test_draw_seats_on_the_checklist_seats_those_waiting_as_the_tables_page_does(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """TDA 2024 Rule 7: "Tournament and satellite seats will be randomly assigned."
    Twelve players wait for a seat; the checklist's *Draw seats* makes the draw (one
    ``SeatsDrawn``), nobody waits any more and the step is ticked; the Clock page stays
    on show, as nobody lost a seat."""
    event_id = everyone_waiting(floor)
    window, page = open_clock(make_window, event_id)
    card = page.checklist
    assert card.details[SEATS].text() == "12 waiting for a seat"
    assert not card.done()[SEATS]

    click(qtbot, card.draw_button)

    assert draws(floor) == 1
    assert seating_of(floor.state, event_id).waiting == []
    assert card.done()[SEATS] and not card.draw_button.isEnabled()
    assert window.event_view.current_page() is Page.CLOCK


def test_a_draw_that_would_move_seated_players_asks_on_the_tables_page(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """Two players are seated and a third waits (every seat was out of play when they
    registered): the draw would give the two a new seat, so it asks first, on the Tables
    page, with its question, and nothing is drawn until the director confirms."""
    made = settings_for(name="Friday", tables=1, seats=9)
    event_id = floor.execute(CreateEvent(made, structure=CLI_STRUCTURE)).group
    floor.execute(RegisterEntry(event_id, newcomers(("Ann Lee", "Bo Chen"))))
    taken = set(seating_of(floor.state, event_id).where.values())
    free = [seat for seat in range(1, 10) if (1, seat) not in taken]
    for seat in free:
        floor.execute(SetSeatAvailable(event_id, 1, seat, available=False))
    floor.execute(RegisterEntry(event_id, newcomers(("Cy Dunn",))))
    for seat in free:
        floor.execute(SetSeatAvailable(event_id, 1, seat, available=True))
    window, page = open_clock(make_window, event_id)
    assert page.checklist.details[SEATS].text() == "1 waiting for a seat"

    click(qtbot, page.checklist.draw_button)

    tables = window.event_view.tables_page
    assert window.event_view.current_page() is Page.TABLES
    assert tables.bar_label.text().startswith("Redraw every seat?")
    assert draws(floor) == 0


def test_structure_register_and_print_open_where_the_step_is_done(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """Structure shows the Structure page; Register opens the registration desk; Print
    shows the Reports page on the seat cards not printed yet."""
    event_id = filled_event(floor, tables=1, seats=9, players=5)
    window, page = open_clock(make_window, event_id)
    card = page.checklist

    click(qtbot, card.structure_button)
    assert window.event_view.current_page() is Page.STRUCTURE

    window.event_view.show_page(Page.CLOCK)
    click(qtbot, card.register_button)
    dialog = window.event_view.players_page.register_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.close()

    click(qtbot, card.cards_button)
    reports = window.event_view.reports_page
    assert window.event_view.current_page() is Page.REPORTS
    request = reports.request()
    assert request.document == "seat-cards" and request.new_only


def test_start_starts_the_clock_and_the_checklist_goes_until_the_start_is_undone(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """The last step is the clock's Start: once the clock runs the checklist is gone;
    Edit > Undo takes the start back and the checklist is there again."""
    event_id = filled_event(floor, tables=1, seats=9, players=5)
    window, page = open_clock(make_window, event_id)

    click(qtbot, page.checklist.start_button)

    assert moment_of(floor.state, event_id, floor.clock()).started
    assert not page.checklist.isVisible()
    window.undo_action.trigger()
    assert not moment_of(floor.state, event_id, floor.clock()).started
    assert page.checklist.isVisible()
    assert page.checklist.done() == (True, True, True, False, False)


def test_a_scheduled_start_takes_the_checklist_away_when_the_clock_starts_by_itself(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, clock: FakeClock, prompts: FakePrompts
) -> None:
    """Schedule start… counts down and starts the clock by itself, with nothing written
    to the journal at that moment: the checklist stays through the countdown and goes
    when the clock reads as running."""
    event_id = filled_event(floor, tables=1, seats=9, players=5)
    window, page = open_clock(make_window, event_id)
    prompts.answer("start_time", clock.now + timedelta(minutes=5))

    click(qtbot, page.schedule_button)
    clock.advance(4 * 60)
    window.ticker.refresh()
    assert page.checklist.isVisible()

    clock.advance(60 + 1)
    window.ticker.refresh()
    assert not page.checklist.isVisible()
