"""App layer: the bags of an event — each survivor's bagged chips and bag number,
with where they sat, in table and seat order (``domain.registration.bags``); and the
whole field's last counts, most chips first, for the chip-count sheet; and where a
flight's survivors sit on Day 2 with the stack they carried (a player's phone)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from floortool.app.depends import depends_on
from floortool.domain.field.entries import event_entries
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.journal import Subject
from floortool.domain.registration.bags import survivors
from floortool.domain.seating.seats import seating_of


@dataclass(frozen=True)
class BagRow:
    """One survivor: name, entry, chips (None: not counted), bag ("": not bagged),
    table and seat."""

    entry: int
    player: str
    entry_number: int
    chips: int | None
    bag: str
    table: int | None
    seat: int | None

    def to_json(self) -> dict[str, Any]:
        """``{"player", "chips", "bag"}`` (the contract) and the entry and seat."""
        return {
            "player": self.player,
            "chips": self.chips,
            "bag": self.bag,
            "entry": self.entry,
            "entry_number": self.entry_number,
            "table": self.table,
            "seat": self.seat,
        }


def bag_rows(state: FloorState, event_id: int) -> list[BagRow]:
    """Every survivor of ``event_id`` with their last count and bag, in table and seat
    order."""
    where = seating_of(state, event_id).where
    rows = []
    for entry in survivors(state, event_id):
        player = state.players.get(entry.player_id)
        seat = where.get(entry.id)
        rows.append(
            BagRow(
                entry=entry.id,
                player=player.name if player is not None else f"#{entry.player_id}",
                entry_number=entry.entry_number,
                chips=entry.count.chips if entry.count is not None else None,
                bag=entry.count.bag if entry.count is not None else "",
                table=seat[0] if seat else None,
                seat=seat[1] if seat else None,
            )
        )
    return rows


def by_chips(rows: list[BagRow]) -> list[BagRow]:
    """The rows most chips first (the uncounted last), then by name."""
    return sorted(rows, key=lambda r: (r.chips is None, -(r.chips or 0), r.player))


@dataclass(frozen=True)
class DayTwoSeat:
    """Where a flight survivor plays Day 2: the event, table and seat (None: waiting
    for the draw) and the stack carried in (the bag)."""

    event: int
    table: int | None
    seat: int | None
    stack: int

    def to_json(self) -> dict[str, Any]:
        return {"event": self.event, "table": self.table, "seat": self.seat, "stack": self.stack}


@depends_on(Subject.FIELD, Subject.SEATING, Subject.EVENT)
def day_two_seats(state: FloorState, flight_id: int) -> dict[int, DayTwoSeat]:
    """The flight's survivors (by their flight entry id) as they are in Day 2; empty
    for an event that is not a closed flight."""
    day2 = state.events[flight_id].settings.flight_of if flight_id in state.events else None
    if day2 is None or flight_id not in state.closed_flights or day2 not in state.events:
        return {}
    where = seating_of(state, day2).where
    found = {}
    for entry in event_entries(state, day2).values():
        if entry.from_flight == flight_id and entry.from_entry is not None:
            seat = where.get(entry.id)
            found[entry.from_entry] = DayTwoSeat(
                event=day2,
                table=seat[0] if seat else None,
                seat=seat[1] if seat else None,
                stack=entry.stack,
            )
    return found
