"""App layer: the seating documents — a sheet per open table (seat by seat, the
button, the final table) and the wall chart of everyone seated, in
alphabetical order (``order``) under their initial.
"""

from __future__ import annotations

from floortool.app.documents.order import alphabetical_key, initial
from floortool.app.views.field import field_summary
from floortool.domain.field.entries import ACTIVE, event_entries
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.phrases import translate
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import require_event
from floortool.reports.seating_chart import ChartLine
from floortool.reports.table_sheets import TableSheet


def table_sheets(state: FloorState, event_id: int, table: int | None = None) -> list[TableSheet]:
    """Every open table's sheet (or only ``table``'s), by table number."""
    require_event(state, event_id)
    seating = seating_of(state, event_id)
    entries = event_entries(state, event_id)
    numbers = sorted(seating.tables) if table is None else [table]
    if table is not None and table not in seating.tables:
        raise FloorError(
            translate("app.documents.seating", "Table {table} is not open.").fill(table=table),
            code="nothing_to_print",
        )
    if not numbers:
        raise FloorError(
            translate("app.documents.seating", "No table is open yet."), code="nothing_to_print"
        )
    sheets = []
    for number in numbers:
        open_table = seating.tables[number]
        names = []
        for seat in range(1, open_table.seats + 1):
            entry = entries.get(open_table.occupied[seat]) if seat in open_table.occupied else None
            player = state.players.get(entry.player_id) if entry is not None else None
            names.append(player.name if player is not None else "")
        sheets.append(
            TableSheet(
                table=number,
                seats=tuple(names),
                button=open_table.button,
                final=seating.final_table == number,
            )
        )
    return sheets


def seating_chart(state: FloorState, event_id: int) -> list[ChartLine]:
    """Everyone seated, alphabetically; refused when nobody is."""
    lines = [
        ChartLine(player=row.player, table=row.table, seat=row.seat, group=initial(row.player))
        for row in field_summary(state, event_id).entries
        if row.status == ACTIVE and row.table is not None and row.seat is not None
    ]
    if not lines:
        raise FloorError(
            translate("app.documents.seating", "Nobody is seated yet."), code="nothing_to_print"
        )
    lines.sort(key=lambda line: (alphabetical_key(line.player), line.player, line.table))
    return lines
