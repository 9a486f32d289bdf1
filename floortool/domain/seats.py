"""Domain layer: who sits where in one event, and where the next entrant sits.

``Seating`` is the fold's record of open tables (number → seat count and
seat → entry), where every seated entry is, and the alternates waiting for a
seat in arrival order. ``draw_seat`` decides the seat of an entrant, late
entrant, re-entry or alternate: a random open seat at a table with the fewest
players (TDA 2024 Rules 7, 8-A and 10-A), with tables ``1..tables`` all
available, or, when the event sets no table count, a new table opened only
when every open table is full. The draw is made once by the command and
recorded in the journal, so a replay gives the same seats. Balancing,
breaking and locked seats (issue 5) grow from this structure.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from floortool.domain.errors import FloorError
from floortool.domain.journal import ReplayConflict


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

    @property
    def empty_seats(self) -> list[int]:
        return [s for s in range(1, self.seats + 1) if s not in self.occupied]


@dataclass
class Seating:
    """One event's tables, seats and waiting list, as the journal leaves them."""

    tables: dict[int, Table] = field(default_factory=dict)
    where: dict[int, tuple[int, int]] = field(default_factory=dict)  # entry -> (table, seat)
    waiting: list[int] = field(default_factory=list)  # entry ids, first come first served
    closed: set[int] = field(default_factory=set)  # broken tables: never reopened

    def copy(self) -> Seating:
        """A copy a command may change while it decides (the state's stays as it is)."""
        return Seating(
            tables={n: Table(t.number, t.seats, dict(t.occupied)) for n, t in self.tables.items()},
            where=dict(self.where),
            waiting=list(self.waiting),
            closed=set(self.closed),
        )

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
        if seat in place.occupied or entry_id in self.where:
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

    def seated_count(self) -> int:
        return len(self.where)


@dataclass(frozen=True)
class SeatDraw:
    """A drawn seat; ``opens`` when the table is not open yet (it gets ``seats`` seats)."""

    table: int
    seat: int
    opens: bool
    seats: int


def candidate_tables(seating: Seating, *, tables: int, seats: int) -> list[tuple[int, int, int]]:
    """(players, table, seat count) of every table an entrant could be seated at now.

    Open tables with an empty seat, plus the unopened tables ``1..tables``; with
    no table count (``tables`` = 0), the next table only once every open one is
    full. A broken table never reopens.
    """
    found = [(t.players, t.number, t.seats) for t in seating.tables.values() if t.players < t.seats]
    unopened = set(seating.tables) | seating.closed
    if tables > 0:
        found += [(0, n, seats) for n in range(1, tables + 1) if n not in unopened]
    elif not found:
        found.append((0, max(unopened, default=0) + 1, seats))
    return sorted(found)


def draw_seat(seating: Seating, *, tables: int, seats: int, rng: random.Random) -> SeatDraw | None:
    """A random empty seat at a table with the fewest players; None when every seat is taken."""
    found = candidate_tables(seating, tables=tables, seats=seats)
    if not found:
        return None
    fewest = found[0][0]
    pool: list[tuple[int, int, int]] = []
    for players, number, count in found:
        if players != fewest:
            break
        table = seating.tables.get(number)
        empty = table.empty_seats if table is not None else list(range(1, count + 1))
        pool += [(number, seat, count) for seat in empty]
    number, seat, count = rng.choice(pool)
    return SeatDraw(table=number, seat=seat, opens=number not in seating.tables, seats=count)


def table_counts(seating: Seating) -> dict[int, int]:
    """Players at each open table."""
    return {number: table.players for number, table in sorted(seating.tables.items())}
