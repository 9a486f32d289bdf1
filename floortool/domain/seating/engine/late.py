"""Domain layer: the seat of a late entrant, alternate or re-entry.

TDA 2024 Rules 8-A and 10-A: a random seat at a table with the fewest
players. Any seat may be given, blinds and button included, but a player is
never dealt in between the small blind and the button: while the button is
known, a seat there is only given when every table with the fewest players
has no other empty seat, and then the player waits for the big blind. A
player who must not sit with another (Robert's Rules §2 Seating 4) goes to
another table whenever one has room.
"""

from __future__ import annotations

import random
from collections.abc import Set
from dataclasses import dataclass

from floortool.domain.seating.engine.fewest import choose_fewest_table
from floortool.domain.seating.engine.model import Room, Table
from floortool.domain.seating.engine.moves import ENGINE_CITATIONS

#: Tables with the fewest players looked at for a seat that is dealt in at once.
TABLES_TRIED = 16


@dataclass(frozen=True, slots=True)
class LateSeat:
    """Where a late entrant sits, and whether they wait for the big blind."""

    table: int
    seat: int
    waits_for_big_blind: bool
    rule: str = ENGINE_CITATIONS.late_seat


def seats_before_small_blind(table: Table) -> set[int]:
    """Seats strictly between the next hand's dealer and small blind (clockwise);
    none heads-up, where the dealer posts the small blind (TDA 2024 Rule 34-B)."""
    dealer = table.dealer_seat()
    blinds = table.blinds()
    if dealer is None or blinds is None or blinds[0] == dealer:
        return set()
    small = blinds[0]
    between: set[int] = set()
    seat = dealer % table.seats + 1
    while seat != small and seat != dealer:
        between.add(seat)
        seat = seat % table.seats + 1
    return between


def plan_late_seat(room: Room, rng: random.Random, entry: int | None = None) -> LateSeat | None:
    """A seat for one late entrant (``entry``, when given, is kept apart from the
    players it must not sit with); None when every seat is taken (they wait as
    alternate)."""
    avoid = room.partner_tables(entry) if entry is not None else set()
    if avoid:
        away = _seat_at_fewest(room, rng, frozenset(avoid))
        if away is not None:
            return away
    return _seat_at_fewest(room, rng, frozenset())


def _seat_at_fewest(room: Room, rng: random.Random, avoid: Set[int]) -> LateSeat | None:
    """A random seat at a random table with the fewest players (not in ``avoid``),
    dealt in at once if any such table allows it."""
    tried = set(avoid)
    waits: LateSeat | None = None
    for _ in range(TABLES_TRIED):
        number = choose_fewest_table(room, rng, exclude=tried)
        if number is None:
            break
        table = room.tables[number]
        if waits is not None and table.players > room.tables[waits.table].players:
            break
        empty = table.empty_seats()
        zone = seats_before_small_blind(table)
        dealt_in = [s for s in empty if s not in zone]
        if dealt_in:
            return LateSeat(number, dealt_in[rng.randrange(len(dealt_in))], False)
        if waits is None:
            waits = LateSeat(number, empty[rng.randrange(len(empty))], True)
        tried.add(number)
    return waits
