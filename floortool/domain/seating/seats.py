"""Domain layer: who sits where in one event, and the event's seat rules.

``Seating`` is the fold's record of open tables (number → seat count and
seat → entry), where every seated entry is, the alternates waiting for a
seat in arrival order, the tables broken so far, and the seat rules the
director set: seats out of play (any table, open or not), entries locked to
their seat (TDA 2024 Rule 9, Robert's Rules §2 Seating 6) and pairs of
players who must not sit at the same table (Seating 4). It decides nothing:
seats are drawn by ``domain.seating.arrivals`` and ``domain.seating.initial_draw``, moves by
the seating engine; the events that change it refuse what would break it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from floortool.domain.errors import FloorError
from floortool.domain.field.entries import ACTIVE, WAITING, check_live, entry_in, put_entry
from floortool.domain.journal import DomainEvent, ReplayConflict, event_type

if TYPE_CHECKING:
    from floortool.domain.state import FloorState


class EventFull(FloorError):
    """No open seat is left (the alternates wait for one)."""

    code = "event_full"


class SeatTaken(ReplayConflict):
    """A seat change the fold cannot make (the journal disagrees with itself)."""


@dataclass
class Table:
    """An open table: its seat count and who sits in which seat (1-based)."""

    number: int
    seats: int
    occupied: dict[int, int] = field(default_factory=dict)  # seat -> entry id

    @property
    def players(self) -> int:
        return len(self.occupied)


@dataclass
class Seating:
    """One event's tables, seats and waiting list, as the journal leaves them."""

    tables: dict[int, Table] = field(default_factory=dict)
    where: dict[int, tuple[int, int]] = field(default_factory=dict)  # entry -> (table, seat)
    waiting: list[int] = field(default_factory=list)  # entry ids, first come first served
    closed: set[int] = field(default_factory=set)  # broken tables: never reopened
    off: dict[int, set[int]] = field(default_factory=dict)  # table -> seats out of play
    locked: set[int] = field(default_factory=set)  # entries that move only when unavoidable
    apart: set[tuple[int, int]] = field(default_factory=set)  # player ids, lower first

    def copy(self) -> Seating:
        """A copy a command may change while it decides (the state's stays as it is)."""
        return Seating(
            tables={n: Table(t.number, t.seats, dict(t.occupied)) for n, t in self.tables.items()},
            where=dict(self.where),
            waiting=list(self.waiting),
            closed=set(self.closed),
            off={n: set(seats) for n, seats in self.off.items()},
            locked=set(self.locked),
            apart=set(self.apart),
        )

    def unavailable(self, table: int, seats: int) -> set[int]:
        """The seats out of play at ``table`` (of ``seats`` seats; the table order may
        have changed its seat count since a seat was taken out)."""
        return {seat for seat in self.off.get(table, ()) if seat <= seats}

    def seat_of(self, entry_id: int) -> tuple[int, int] | None:
        return self.where.get(entry_id)

    def open_table(self, number: int, seats: int) -> None:
        if number in self.tables:
            raise SeatTaken(f"table {number} opened twice")
        self.tables[number] = Table(number=number, seats=seats)

    def sit(self, entry_id: int, table: int, seat: int) -> None:
        """Put a waiting or newly registered entry in ``seat`` of ``table``."""
        place = self.tables.get(table)
        if place is None or not 1 <= seat <= place.seats:
            raise SeatTaken(f"table {table} seat {seat} does not exist")
        if seat in place.occupied or entry_id in self.where or seat in self.off.get(table, ()):
            raise SeatTaken(f"table {table} seat {seat} is taken or entry {entry_id} is seated")
        place.occupied[seat] = entry_id
        self.where[entry_id] = (table, seat)
        if entry_id in self.waiting:
            self.waiting.remove(entry_id)

    def leave(self, entry_id: int) -> tuple[int, int] | None:
        """Free the entry's seat (or take it off the waiting list); returns the seat freed."""
        if entry_id in self.waiting:
            self.waiting.remove(entry_id)
            return None
        place = self.where.pop(entry_id, None)
        if place is not None:
            del self.tables[place[0]].occupied[place[1]]
        return place


def table_counts(seating: Seating) -> dict[int, int]:
    """Players at each open table."""
    return {number: table.players for number, table in sorted(seating.tables.items())}


def seating_of(state: FloorState, event_id: int) -> Seating:
    """The event's seating (an empty one when nobody has sat yet; not stored)."""
    return state.seating.get(event_id) or Seating()


@event_type
@dataclass(frozen=True)
class TableOpened(DomainEvent):
    kind = "table_opened"
    event_id: int
    table: int
    seats: int

    def apply(self, state: FloorState) -> None:
        check_live(state, self.event_id)
        state.seats(self.event_id).open_table(self.table, self.seats)


@event_type
@dataclass(frozen=True)
class EntrySeated(DomainEvent):
    """A waiting entry takes a drawn seat (registration, re-entry, alternate, Day 2 draw);
    ``waits_for_big_blind`` when the seat lies between the button and the small blind."""

    kind = "entry_seated"
    event_id: int
    entry_id: int
    table: int
    seat: int
    waits_for_big_blind: bool = False

    def apply(self, state: FloorState) -> None:
        entry = entry_in(state, self.event_id, self.entry_id, WAITING)
        state.seats(self.event_id).sit(self.entry_id, self.table, self.seat)
        put_entry(state, replace(entry, status=ACTIVE))
