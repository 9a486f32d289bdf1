"""Domain layer: the random table "among those with the fewest players".

Shared by late seats (TDA 2024 Rules 8-A, 10-A) and the two-step draw of a
broken table's players (TDA 2024 Rule 10-B); a player who must not sit with
another (Robert's Rules §2 Seating 4) is kept away from that player's table
whenever another table has room. A plan that seats several players passes
the seats it has already given out (``taken``), so the room itself is never
changed while planning. Only the fullest/shortest buckets are read, never
every table.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Set

from floortool.domain.seating.engine.model import MAX_SEATS, Room

_SMALL_BUCKET = 48  # up to this many tables, filter the bucket instead of sampling
_TRIES = 32


def choose_fewest_table(
    room: Room,
    rng: random.Random,
    *,
    taken: Mapping[int, Set[int]] | None = None,
    exclude: Set[int] = frozenset(),
) -> int | None:
    """A random table with room among those with the fewest players (None if all are full).

    ``taken`` maps a table to the seats this plan has already filled there
    (they count as players); tables in ``exclude`` are never chosen.
    """
    taken = taken or {}
    adjusted = {
        number: room.tables[number].players + len(seats)
        for number, seats in taken.items()
        if number not in exclude
    }
    counts = room.counts()
    if counts is None:
        return None
    lowest = min(counts[0], *adjusted.values()) if adjusted else counts[0]
    for players in range(lowest, MAX_SEATS + 1):
        extra = [
            number
            for number, count in adjusted.items()
            if count == players and count < room.tables[number].capacity
        ]
        bucket = room.bucket(players)
        if len(bucket) > _SMALL_BUCKET:
            # Many tables: uniform choice over extra + bucket by rejection
            # (a few tries; a bucket mostly unusable falls through to filtering).
            for _ in range(_TRIES):
                pick = rng.randrange(len(extra) + len(bucket))
                if pick < len(extra):
                    return extra[pick]
                number = bucket[pick - len(extra)]
                if number not in taken and number not in exclude and room.tables[number].has_room:
                    return number
        pool = extra + [
            n for n in bucket if n not in taken and n not in exclude and room.tables[n].has_room
        ]
        if pool:
            return pool[rng.randrange(len(pool))]
    return None


def choose_table_apart(
    room: Room,
    rng: random.Random,
    entry: int,
    *,
    taken: Mapping[int, Set[int]] | None = None,
    exclude: Set[int] = frozenset(),
    placed: Mapping[int, int] | None = None,
) -> int | None:
    """``choose_fewest_table`` away from the tables of the players ``entry`` must not
    sit with (Robert's Rules §2 Seating 4; ``placed``: entry → table this plan has
    chosen already) — among the fewest of the other tables; at their table only
    when no other table has room."""
    avoid = room.partner_tables(entry, placed)
    if avoid:
        number = choose_fewest_table(room, rng, taken=taken, exclude=exclude | avoid)
        if number is not None:
            return number
    return choose_fewest_table(room, rng, taken=taken, exclude=exclude)


def choose_empty_seat(
    room: Room, number: int, rng: random.Random, taken: Set[int] = frozenset()
) -> int:
    """A random available empty seat at the table, not among ``taken``."""
    seats = [s for s in room.tables[number].empty_seats() if s not in taken]
    return seats[rng.randrange(len(seats))]
