"""App: each seat fact is held once — by the event's room — and every view reads it there.

A button, the final table and the tables broken are recorded by the seating
events in the event's ``Seating`` (its engine ``Room``) and nowhere else, so
the engine, the seating view, the floor map, the printed table sheets and
the draw desk cannot disagree: set through an event, read through each.
While a table must draw for its button (the league's house rule A-6: "at a
table where at least half of the players are new after a reseat") the engine
holds no button for it, and no view shows one. Undo and a replay of the
journal give the same facts.
"""

from __future__ import annotations

import dataclasses

from tests.app.test_seating_commands import bust, full_room
from tests.app.test_seating_policy_commands import league_night
from tests.support import FakeClock

from floortool.app.commands.seating import BreakTable, RedrawFinalTable, SetButton
from floortool.app.documents.seating import table_sheets
from floortool.app.views.draw_desk import draw_offer
from floortool.app.views.floor_map import floor_map
from floortool.app.views.seating import seating_view
from floortool.domain.fold.replay import replay
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.journal import event_scope
from floortool.domain.seating.events import TableMarks
from floortool.domain.seating.seats import seating_of


def shown_buttons(state: FloorState, event_id: int, table: int) -> dict[str, int | None]:
    """Table ``table``'s button as the engine and each view give it."""
    sheet = table_sheets(state, event_id, table)[0]
    card = floor_map(state, event_id).table(table)
    row = next(t for t in seating_view(state, event_id).tables if t.table == table)
    assert card is not None
    return {
        "room": seating_of(state, event_id).tables[table].button,
        "seating view": row.button,
        "floor map": card.button,
        "table sheet": sheet.button,
    }


def test_a_button_set_by_its_event_reads_the_same_everywhere(db_url: str, clock: FakeClock) -> None:
    floor, event_id = full_room(db_url, clock)
    floor.execute(SetButton(event_id, 2, 7))
    assert set(shown_buttons(floor.state, event_id, 2).values()) == {7}
    assert set(shown_buttons(floor.state, event_id, 1).values()) == {None}
    floor.undo(event_scope(event_id))
    assert set(shown_buttons(floor.state, event_id, 2).values()) == {None}
    assert floor.state == replay(floor.journal())


def test_a_table_drawing_for_its_button_shows_none_anywhere(db_url: str, clock: FakeClock) -> None:
    floor, event_id = league_night(db_url, clock)
    floor.execute(BreakTable(event_id, 3))
    for table in (1, 2):
        row = next(t for t in seating_view(floor.state, event_id).tables if t.table == table)
        assert row.button_redraw is not None  # half the table is new: it draws again
        assert set(shown_buttons(floor.state, event_id, table).values()) == {None}
    assert floor.state == replay(floor.journal())


def test_the_final_table_and_the_broken_tables_read_the_same_everywhere(
    db_url: str, clock: FakeClock
) -> None:
    floor, event_id = full_room(db_url, clock)
    for table in (1, 2, 3):
        bust(floor, event_id, table, 1, 2, 3, 4, 5, 6)
    floor.execute(RedrawFinalTable(event_id))
    state = floor.state
    seating, shown = seating_of(state, event_id), seating_view(state, event_id)
    final = seating.room.final_table
    assert final is not None and shown.final_table == final == seating.final_table
    assert [t.table for t in shown.tables if t.final] == [final]
    assert [s.table for s in table_sheets(state, event_id) if s.final] == [final]
    assert draw_offer(state, event_id, clock()).final_table
    assert shown.broken == tuple(seating.closed) and set(shown.broken) == {1, 2, 3} - {final}
    assert set(shown_buttons(state, event_id, final).values()) == {seating.tables[final].button}
    assert floor.state == replay(floor.journal())


def test_the_marks_keep_no_copy_of_a_seat_fact() -> None:
    """What ``TableMarks`` holds is what the room does not: redraws due and move tallies."""
    kept = {f.name for f in dataclasses.fields(TableMarks)}
    assert kept == {"redraw_due", "moves", "manual_moves"}
