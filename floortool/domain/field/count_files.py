"""Domain layer: a chip-count file (CSV) read into counts, every row checked.

The header names the columns: ``player`` and ``chips`` (a count by name), or
``table``, ``seat`` and ``chips`` (a count by seat; a row may also give both, the
seat then wins). A file is taken whole or not at all: the first row that is
not a count (a missing or non-whole number, a row the CSV reader cannot read)
refuses the file, naming its line.
"""

from __future__ import annotations

from dataclasses import dataclass

from floortool.domain.kernel.csv_rows import CsvRows
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import translate
from floortool.domain.kernel.text import read_whole

#: The most rows a count file may hold (a field of 10,000 with room to spare).
MAX_COUNT_ROWS = 20_000


@dataclass(frozen=True)
class CountRow:
    """One counted stack, by player name or by table and seat."""

    line: int
    chips: int
    player: str = ""
    table: int | None = None
    seat: int | None = None


def _column(header: list[str], name: str) -> int | None:
    names = [cell.strip().lower() for cell in header]
    return names.index(name) if name in names else None


def read_count_file(text: str) -> tuple[CountRow, ...]:
    """The counts ``text`` lists, or a refusal naming the first row that is not one."""
    rows = CsvRows(text, max_rows=MAX_COUNT_ROWS)
    chips_at = _column(rows.header, "chips")
    player_at = _column(rows.header, "player")
    table_at, seat_at = _column(rows.header, "table"), _column(rows.header, "seat")
    by_seat = table_at is not None and seat_at is not None
    if chips_at is None or (player_at is None and not by_seat):
        raise InvalidInput(
            translate(
                "domain.field.count_files",
                "A count file's first line names its columns: player,chips or table,seat,chips.",
            ),
            field="file",
        )
    counts = []
    for row in rows:
        cells = row.cells + [""] * (len(rows.header) - len(row.cells))
        chips = read_whole(cells[chips_at])
        table = read_whole(cells[table_at]) if table_at is not None else None
        seat = read_whole(cells[seat_at]) if seat_at is not None else None
        player = cells[player_at].strip() if player_at is not None else ""
        if chips is None:
            raise InvalidInput(
                translate(
                    "domain.field.count_files", "Line {line}: {chips} is not a chip count."
                ).fill(
                    line=row.line,
                    chips=cells[chips_at].strip()
                    or translate("domain.field.count_files", "nothing"),
                ),
                field="file",
            )
        if table is None or seat is None:
            if not player:
                raise InvalidInput(
                    translate(
                        "domain.field.count_files",
                        "Line {line}: give the player, or the table and the seat.",
                    ).fill(line=row.line),
                    field="file",
                )
            table = seat = None
        counts.append(CountRow(line=row.line, chips=chips, player=player, table=table, seat=seat))
    if rows.rejected:
        raise InvalidInput(
            translate("domain.field.count_files", "The count file: {rejected}.").fill(
                rejected=rows.rejected[0].said()
            ),
            field="file",
        )
    if not counts:
        raise InvalidInput(
            translate("domain.field.count_files", "The count file lists no counts."), field="file"
        )
    return tuple(counts)
