"""Domain layer: the seat of a late entrant, alternate or re-entry.

TDA 2024 Rules 8-A and 10-A: a random seat at a table with the fewest
players. Any seat may be given, blinds and button included, but a player is
never dealt in between the small blind and the button: such a seat is only
given when it is the only kind left, and then the player waits for the big
blind.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from floortool.domain.seating.fewest import choose_fewest_table
from floortool.domain.seating.model import Room, Table
from floortool.domain.seating.moves import TDA_8A, TDA_10A


@dataclass(frozen=True, slots=True)
class LateSeat:
    """Where a late entrant sits, and whether they wait for the big blind."""

    table: int
    seat: int
    waits_for_big_blind: bool
    rule: str = f"{TDA_8A}, {TDA_10A}"


def seats_before_small_blind(table: Table) -> set[int]:
    """Seats strictly between the next hand's dealer and small blind (clockwise)."""
    dealer = table.dealer_seat()
    blinds = table.blinds()
    if dealer is None or blinds is None:
        return set()
    small = blinds[0]
    between: set[int] = set()
    seat = dealer % table.seats + 1
    while seat != small and seat != dealer:
        between.add(seat)
        seat = seat % table.seats + 1
    return between


def plan_late_seat(room: Room, rng: random.Random) -> LateSeat | None:
    """A seat for one late entrant; None when every seat is taken (they wait as alternate)."""
    number = choose_fewest_table(room, rng)
    if number is None:
        return None
    table = room.tables[number]
    empty = table.empty_seats()
    avoid = seats_before_small_blind(table)
    dealt_in = [s for s in empty if s not in avoid]
    if dealt_in:
        return LateSeat(number, dealt_in[rng.randrange(len(dealt_in))], False)
    return LateSeat(number, empty[rng.randrange(len(empty))], True)
