"""Tests of seats before the start at the registration desk and on the checklist
(issue 23, item 3), by keyboard at the desk and clicks on the Clock page's card.

TDA 2024 Rule 7, "Random Correct Seating": "Tournament and satellite seats will be
randomly assigned." A desk that seats each entrant in arrival order fills table 1
first (twelve players: 9 + 3); the checklist must not call that "Seats drawn".
"""

from __future__ import annotations

from tests.ui.desk import league_event, open_desk, register, send
from tests.ui.fakes import MakeWindow
from tests.ui.test_door_checklist import SEATS, click, open_clock

from pytestqt.qtbot import QtBot

from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.seating import MoveEntry
from floortool.app.floor import Floor
from floortool.domain.seating.seats import seating_of

#: Twelve names no two of which the desk finds close to each other (no second Enter).
NAMES = (
    "Ann Lee",
    "Bo Chen",
    "Cy Dunn",
    "Di Egan",
    "Ed Frost",
    "Flo Grant",
    "Gus Hale",
    "Hu Ito",
    "Ivy Jones",
    "Jo Kahn",
    "Kai Lund",
    "Lou Moss",
)


def counts(floor: Floor, event_id: int) -> list[int]:
    return [t.players for _, t in sorted(seating_of(floor.state, event_id).tables.items())]


def test_twelve_at_the_desk_without_a_table_count_wait_for_the_draw_then_sit_six_and_six(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """TDA 2024 Rule 7: "Tournament and satellite seats will be randomly assigned."
    No table count, so the seat pool is not known before the field is: twelve names
    typed at the desk wait for the draw (the desk says so), "Seats drawn" is not ticked
    and its button is live; the draw then seats 6 + 6, never 9 + 3, and the step ticks."""
    event_id = league_event(floor, seats=9)
    window, page = open_clock(make_window, event_id)
    dialog = open_desk(qtbot, window)
    for name in NAMES:
        register(qtbot, dialog, name)
    assert counts(floor, event_id) == []
    assert len(seating_of(floor.state, event_id).waiting) == 12
    assert dialog.result_place_label.text() == "Waits for the seat draw"
    card = page.checklist
    assert not card.done()[SEATS]
    assert card.details[SEATS].text() == "12 waiting for a seat"
    dialog.close()

    click(qtbot, card.draw_button)

    assert counts(floor, event_id) == [6, 6]
    assert card.done()[SEATS] and not card.draw_button.isEnabled()


def test_twelve_at_the_desk_with_two_tables_planned_sit_six_and_six_as_they_come(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """TDA 2024 Rule 7: "Tournament and satellite seats will be randomly assigned."
    Two tables planned: each name typed at the desk gets a random seat from the pool of
    both tables at once, so twelve sit 6 + 6 and the seats count as drawn."""
    event_id = league_event(floor, tables=2, seats=9)
    window, page = open_clock(make_window, event_id)
    dialog = open_desk(qtbot, window)
    for name in NAMES:
        register(qtbot, dialog, name)
    assert counts(floor, event_id) == [6, 6]
    assert dialog.result_place_label.text().startswith("Table ")
    assert page.checklist.done()[SEATS]


def test_seats_drawn_is_not_ticked_for_tables_filled_in_arrival_order(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """TDA 2024 Rule 7: "Tournament and satellite seats will be randomly assigned."
    Twelve seated 6 + 6, then three moved by hand to table 1: the room is 9 + 3, as the
    desk used to seat it. Everyone has a seat, but "Seats drawn" is not ticked, the card
    says why and its *Draw seats* is live."""
    event_id = league_event(floor, tables=2, seats=9)
    window, page = open_clock(make_window, event_id)
    send(window, RegisterEntry(event_id, newcomers(NAMES)))
    seating = seating_of(floor.state, event_id)
    movers = [e for e, (table, _) in sorted(seating.where.items()) if table == 2][:3]
    empty = [s for s in range(1, 10) if s not in seating.tables[1].occupied]
    for entry_id, seat in zip(movers, empty, strict=False):
        send(window, MoveEntry(event_id, entry_id, 1, seat))
    assert counts(floor, event_id) == [9, 3]
    card = page.checklist
    assert not card.done()[SEATS]
    assert card.details[SEATS].text().startswith("Tables uneven")
    assert card.draw_button.isEnabled()
