"""Domain layer: breaking a table.

Decides when a table breaks — as soon as the players left fit at one fewer
table (the seats of the open tables but the one to break) — and which one:
the next in the published break order (default: the highest-numbered open
table first; the final table never breaks). Its players get new seats by the
two-step random draw of TDA 2024 Rule 10-B — a random table among those with
the fewest players, then a random empty seat there — and may land in any
seat, blinds and button included (Rule 10-A).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from floortool.domain.seating.fewest import choose_empty_seat, choose_fewest_table
from floortool.domain.seating.model import Room
from floortool.domain.seating.moves import NOTHING, TDA_10A, TDA_10B, Move, Plan


@dataclass(frozen=True, slots=True)
class BreakPolicy:
    """The break order: table numbers first to last; tables not listed break
    afterwards, highest number first. Empty: highest number first."""

    order: Sequence[int] = ()


def next_to_break(room: Room, policy: BreakPolicy = BreakPolicy()) -> int | None:
    for number in policy.order:
        if number in room.tables and number != room.final_table:
            return number
    if policy.order:
        listed = set(policy.order)
        rest = [n for n in room.tables if n not in listed and n != room.final_table]
        return max(rest, default=None)
    highest = room.highest_open()
    return None if highest == room.final_table else highest


def plan_break(room: Room, rng: random.Random, policy: BreakPolicy = BreakPolicy()) -> Plan:
    """Break the next table when the players fit at one fewer table, else nothing."""
    if len(room.tables) < 2:
        return NOTHING
    number = next_to_break(room, policy)
    if number is None:
        return NOTHING
    table = room.tables[number]
    if room.players > room.capacity - table.capacity:
        return NOTHING
    reason = f"Table {number} breaks: {room.players} players fit at {len(room.tables) - 1} tables"
    taken: dict[int, set[int]] = {}
    moves: list[Move] = []
    seats = table.occupied_seats()
    rng.shuffle(seats)
    for seat in seats:
        target = choose_fewest_table(room, rng, taken=taken, exclude={number})
        assert target is not None  # they fit
        filled = taken.setdefault(target, set())
        new_seat = choose_empty_seat(room, target, rng, filled)
        filled.add(new_seat)
        entry = table.occupant[seat]
        assert entry is not None
        moves.append(
            Move(
                entry,
                number,
                seat,
                target,
                new_seat,
                "break",
                TDA_10B,
                f"Table {number} seat {seat} → Table {target} seat {new_seat}: "
                "random table among those with the fewest players, random seat",
            )
        )
    return Plan(moves=tuple(moves), breaks=(number,), reason=reason, rule=f"{TDA_10B}, {TDA_10A}")
