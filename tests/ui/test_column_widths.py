"""The Results table sizes its columns to their texts itself (``ui.column_widths``),
so a bust at 1,000 entrants does not make Qt ask the model about every cell.

The widths must still be what Qt's own measure gives: no cell text cut, even
when the widest text is in the last row (busted players sit at the bottom with
the prize and the hitter filled in), and the columns follow new rows.
"""

from __future__ import annotations

from tests.ui.desk import league_event, send
from tests.ui.fakes import MakeWindow

from PySide6.QtWidgets import QTableView

from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.app.views.results import results_view
from floortool.ui.column_widths import ColumnFitter
from floortool.ui.main_window import MainWindow
from floortool.ui.models.results import ResultsTableModel
from floortool.ui.pages import Page

#: A long name for a player near the end of the list.
LONG = "Maximilian Bartholomew Featherstonehaugh-Cholmondeley"


def assert_every_text_shows(table: QTableView) -> None:
    model = table.model()
    header = table.horizontalHeader()
    last = header.count() - 1
    for column in range(last):  # the last column stretches
        if table.isColumnHidden(column):
            continue
        assert table.columnWidth(column) >= table.sizeHintForColumn(column), (
            model.headerData(column, header.orientation()),
            table.columnWidth(column),
            table.sizeHintForColumn(column),
        )
        assert table.columnWidth(column) >= header.sectionSizeHint(column)


def open_results(make_window: MakeWindow, floor: Floor) -> tuple[MainWindow, int]:
    event_id = league_event(floor, buy_in=10_000, fee=1_000, tables=2, seats=9)
    names = [f"Player {n}" for n in range(1, 15)]
    floor.execute(RegisterEntry(event_id, newcomers((*names, LONG))))
    window = make_window(event_id=event_id)
    window.event_view.show_page(Page.RESULTS)
    return window, event_id


def test_the_columns_fit_the_widest_text_wherever_its_row_is(
    make_window: MakeWindow, floor: Floor
) -> None:
    window, event_id = open_results(make_window, floor)
    page = window.event_view.results_page
    assert_every_text_shows(page.table)
    results = results_view(floor.state, event_id).results
    long_entry = next(r.entry for r in results if r.player == LONG)
    send(window, BustPlayers(event_id, (long_entry,)))
    assert page.model.rows[-1].player == LONG  # the bust-out at the bottom, prize and all
    assert_every_text_shows(page.table)
    for row in results[:-2]:  # down to the winner: the prizes are filled in too
        if row.player != LONG:
            send(window, BustPlayers(event_id, (row.entry,)))
    assert any(row.prize_cents for row in page.model.rows)
    assert_every_text_shows(page.table)


def test_after_busts_and_undo_the_table_shows_what_a_fresh_one_would(
    make_window: MakeWindow, floor: Floor
) -> None:
    """The rows kept from one bust to the next (their texts, each column's texts
    counted, the widths measured once) come out as a table filled afresh, also
    after an undo and a late registration (one more row: the table is reset)."""
    window, event_id = open_results(make_window, floor)
    page = window.event_view.results_page
    rows = results_view(floor.state, event_id).results
    long_entry = next(r.entry for r in rows if r.player == LONG)
    send(window, BustPlayers(event_id, (rows[3].entry,), by=long_entry))
    send(window, BustPlayers(event_id, (long_entry,), by=rows[0].entry))
    send(window, BustPlayers(event_id, (rows[5].entry,)))
    window.undo_action.trigger()  # the last bust
    assert len([r for r in page.model.rows if r.place]) == 2
    send(window, BustPlayers(event_id, (rows[7].entry,), by=rows[1].entry))
    send(window, RegisterEntry(event_id, newcomers(("Late Lou",))))  # one more row: reset
    send(window, BustPlayers(event_id, (rows[9].entry,), by=rows[2].entry))

    fresh = ResultsTableModel()
    fresh.set_rows(results_view(floor.state, event_id).results)
    shown = page.model
    assert shown.rows == fresh.rows
    columns = range(len(ResultsTableModel.HEADERS))
    assert [shown.index(r, c).data() for r in range(len(shown.rows)) for c in columns] == [
        fresh.index(r, c).data() for r in range(len(fresh.rows)) for c in columns
    ]
    assert [sorted(shown.column_texts(c)) for c in columns] == [
        sorted({fresh.index(r, c).data() for r in range(len(fresh.rows))}) for c in columns
    ]
    widths = [page.table.columnWidth(c) for c in columns]
    page.columns = ColumnFitter(page.table, page.model)  # nothing measured yet
    page.columns.fit()
    assert [page.table.columnWidth(c) for c in columns] == widths
    assert_every_text_shows(page.table)
