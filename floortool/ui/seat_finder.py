"""UI layer: which seats the Tables page's search box finds, keystroke by keystroke.

``SeatFinder`` answers a seat as ``table-seat`` (``12-4``), a whole table
(``12`` or ``12-``, when that table is open), or a seated player by name,
nickname, membership number or ``#id`` — ranked and folded by
``domain.players.search``, so case, accents and word order do not matter.
Each answer (``SeatSearch``) holds the seats found, best first, the table to
show, and one line saying what was found.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from floortool.app.entry_search import SEAT_TEXT
from floortool.app.views.floor_map import FloorMap
from floortool.domain.players.records import Player
from floortool.domain.players.search import PlayerIndex
from floortool.ui.translation import counted, translate


@dataclass(frozen=True)
class SeatSearch:
    """What one search found: seats as (table, seat), best first; the table to bring
    into sight; and what to tell the director."""

    spots: tuple[tuple[int, int], ...] = ()
    table: int | None = None
    message: str = ""


NOTHING = SeatSearch()


class SeatFinder:
    """The seated players of one floor map, ready to be searched as the director types."""

    def __init__(self, floor_map: FloorMap, players: Mapping[int, Player]) -> None:
        self._map = floor_map
        self._spots: dict[int, tuple[int, int]] = {}  # player id -> (table, seat)
        for table in floor_map.tables:
            for seat in table.seats:
                if seat.player_id is not None:
                    self._spots[seat.player_id] = (table.number, seat.seat)
        self._index = PlayerIndex(players[p] for p in sorted(self._spots) if p in players)

    def find(self, text: str) -> SeatSearch:
        typed = text.strip()
        if not typed:
            return NOTHING
        seat = SEAT_TEXT.match(typed)
        if seat is not None:
            return self._seat(int(seat["table"]), int(seat["seat"]) if seat["seat"] else None)
        if typed.isdigit() and self._map.table(int(typed)) is not None:
            return self._seat(int(typed), None)
        players = self._index.search(typed, limit=max(len(self._index), 1))
        spots = tuple(self._spots[p.id] for p in players)
        if not spots:
            return SeatSearch(
                message=translate("seat_finder", "No seated player matches “{typed}”.").format(
                    typed=typed
                )
            )
        if len(spots) == 1:
            table, number = spots[0]
            return SeatSearch(
                spots,
                table,
                translate("seat_finder", "{name}: table {table} seat {number}").format(
                    name=players[0].name, table=table, number=number
                ),
            )
        return SeatSearch(
            spots,
            spots[0][0],
            translate("seat_finder", "{0} match (Enter: next)").format(
                counted(
                    len(spots),
                    translate("seat_finder", "{count} player"),
                    translate("seat_finder", "{count} players"),
                )
            ),
        )

    def _seat(self, number: int, seat: int | None) -> SeatSearch:
        table = self._map.table(number)
        if table is None:
            return SeatSearch(
                message=translate("seat_finder", "Table {number} is not open.").format(
                    number=number
                )
            )
        if seat is None:
            return SeatSearch(
                table=number,
                message=translate("seat_finder", "Table {number}: {0}").format(
                    counted(
                        table.players,
                        translate("seat_finder", "{count} player"),
                        translate("seat_finder", "{count} players"),
                    ),
                    number=number,
                ),
            )
        if not 1 <= seat <= len(table.seats):
            return SeatSearch(
                table=number,
                message=translate("seat_finder", "Table {number} has seats 1 to {0}.").format(
                    len(table.seats), number=number
                ),
            )
        card = table.seat(seat)
        who = translate("seat_finder", "empty") if card.empty else card.name
        return SeatSearch(
            ((number, seat),),
            number,
            translate("seat_finder", "Table {number} seat {seat}: {who}").format(
                number=number, seat=seat, who=who
            ),
        )
