"""Domain layer: the final table and the button by high card.

Decides when the final table is drawn — as soon as the players left fit at
the final table (its size is the event's; TDA 2024 RP-9 combines two tables
of five into a 9-handed final) — and redraws everyone to random seats there
(the lowest-numbered open table becomes the final table, the others break),
with the button by high card, spades > hearts > diamonds > clubs
(Robert's Rules §2 Seating 5; the league's house rule A-6 does the same).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from floortool.domain.seating.model import Room, SeatingError
from floortool.domain.seating.moves import NOTHING, ROBERTS_SEATING_5, TDA_RP9, Move, Plan

RANKS = "23456789TJQKA"
SUITS = "cdhs"  # clubs < diamonds < hearts < spades


def draw_button(seats: Sequence[int], rng: random.Random) -> int:
    """Deal one card to each seat; the highest card (rank, then suit) takes the button."""
    deck = [(rank, suit) for rank in range(len(RANKS)) for suit in range(len(SUITS))]
    cards = rng.sample(deck, len(seats))
    return max(zip(cards, seats, strict=True))[1]


def plan_final_table(room: Room, size: int, rng: random.Random) -> Plan:
    """The final-table redraw once the players fit; nothing before or after."""
    if room.final_table is not None or room.players > size or room.players < 2:
        return NOTHING
    fits = [n for n, t in room.tables.items() if t.capacity >= room.players]
    if not fits:
        raise SeatingError(f"no open table seats the {room.players} finalists")
    number = min(fits)
    table = room.tables[number]
    seats = rng.sample(
        [s for s in range(1, table.seats + 1) if s not in table.unavailable], room.players
    )
    entries = sorted(room.where)
    rng.shuffle(entries)
    rule = f"{TDA_RP9}; {ROBERTS_SEATING_5}"
    moves = tuple(
        Move(
            entry,
            *room.where[entry],
            number,
            seat,
            "final",
            rule,
            f"Final table: {room.players} players redrawn to random seats at table {number}",
        )
        for entry, seat in zip(entries, seats, strict=True)
    )
    button = draw_button(sorted(seats), rng)
    return Plan(
        moves=moves,
        breaks=tuple(sorted(n for n in room.tables if n != number)),
        batch=True,
        buttons=((number, button),),
        final_table=number,
        reason=f"{room.players} players fit at the final table of {size}; button by high card",
        rule=rule,
    )
