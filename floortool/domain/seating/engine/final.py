"""Domain layer: the final table and the button by high card.

Decides when the final table is drawn — as soon as the players left fit at
the final table (its size is the event's; TDA 2024 RP-9 combines two tables
of five into a 9-handed final) — and redraws everyone to random seats there
(the lowest-numbered open table becomes the final table, the others break),
with the button by high card (``button_draw``: Robert's Rules §2 Seating 5;
the league's house rule A-6 does the same).
"""

from __future__ import annotations

import random

from floortool.domain.kernel import nouns
from floortool.domain.kernel.phrases import Number, translate
from floortool.domain.seating.engine.button_draw import draw_for_button
from floortool.domain.seating.engine.model import Room, SeatingError
from floortool.domain.seating.engine.moves import (
    ENGINE_CITATIONS,
    NOTHING,
    Citations,
    Move,
    Plan,
    both_rules,
)


def plan_final_table(
    room: Room, size: int, rng: random.Random, citations: Citations = ENGINE_CITATIONS
) -> Plan:
    """The final-table redraw once the players fit; nothing before or after."""
    if room.final_table is not None or room.players > size or room.players < 2:
        return NOTHING
    fits = [n for n, t in room.tables.items() if t.capacity >= room.players]
    if not fits:
        raise SeatingError(
            translate(
                "domain.seating.engine.final", "no open table seats the {players} finalists"
            ).fill(players=Number(room.players))
        )
    number = min(fits)
    table = room.tables[number]
    seats = rng.sample(
        [s for s in range(1, table.seats + 1) if s not in table.unavailable], room.players
    )
    entries = sorted(room.where)
    rng.shuffle(entries)
    rule = both_rules(citations.final_table, citations.final_button, steps=True)
    players = nouns.players(room.players)
    redrawn = translate(
        "domain.seating.engine.final",
        "Final table: {players} redrawn to random seats at table {table}",
    ).fill(players=players, table=number)
    moves = tuple(
        Move(
            entry,
            *room.where[entry],
            number,
            seat,
            "final",
            rule,
            redrawn,
        )
        for entry, seat in zip(entries, seats, strict=True)
    )
    draw = draw_for_button(seats, rng)
    return Plan(
        moves=moves,
        breaks=tuple(sorted(n for n in room.tables if n != number)),
        batch=True,
        draws=((number, draw),),
        final_table=number,
        reason=translate(
            "domain.seating.engine.final",
            "{players} fit at the final table of {size}; button by high card",
        ).fill(players=players, size=Number(size)),
        rule=rule,
    )
