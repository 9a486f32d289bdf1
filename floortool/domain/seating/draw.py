"""Domain layer: the initial draw (TDA 2024 Rule 7).

Decides where every entrant of the draw sits: random seats, tables filled
evenly (counts differ by at most one, counting players already locked to a
seat), unavailable seats never used. The caller passes a cryptographically
strong source (``secrets.SystemRandom``) for a real event, or a seeded
``random.Random`` for a reproducible simulation.
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Sequence
from dataclasses import dataclass

from floortool.domain.seating.model import Room, SeatingError
from floortool.domain.seating.moves import TDA_7


@dataclass(frozen=True, slots=True)
class DrawnSeat:
    """One entrant's seat from the draw."""

    entry: int
    table: int
    seat: int
    rule: str = TDA_7


def plan_draw(room: Room, entries: Sequence[int], rng: random.Random) -> tuple[DrawnSeat, ...]:
    """Random seats for ``entries`` at the room's open tables, filled evenly."""
    if len(entries) > room.capacity - room.players:
        raise SeatingError(f"{len(entries)} entrants do not fit the open tables' empty seats")
    # Water-filling: each player goes to a table with the fewest players;
    # ties are broken at random so no table number is favoured.
    heap = [
        (table.players, rng.random(), table.number)
        for table in room.tables.values()
        if table.has_room
    ]
    heapq.heapify(heap)
    extra: dict[int, int] = {}
    for _ in entries:
        players, _tie, number = heapq.heappop(heap)
        extra[number] = extra.get(number, 0) + 1
        if players + 1 < room.tables[number].capacity:
            heapq.heappush(heap, (players + 1, rng.random(), number))
    slots: list[tuple[int, int]] = []
    for number in sorted(extra):
        empty = room.tables[number].empty_seats()
        slots += [(number, seat) for seat in rng.sample(empty, extra[number])]
    order = list(entries)
    rng.shuffle(order)
    return tuple(
        DrawnSeat(entry, number, seat) for entry, (number, seat) in zip(order, slots, strict=True)
    )


def apply_draw(room: Room, seats: Sequence[DrawnSeat]) -> None:
    for drawn in seats:
        room.sit(drawn.entry, drawn.table, drawn.seat)
