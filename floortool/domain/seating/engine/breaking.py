"""Domain layer: breaking a table.

Decides when a table breaks — as soon as the players left fit at one fewer
table: the seats of the open tables but the one to break or, when the event
sets an ideal load, that many players per table (e.g. 9 at 10-seat tables) —
and which one: the next in the published break order (default: the
highest-numbered open table first; the final table never breaks). At two
tables nothing breaks: the final-table redraw combines them once the players
fit at the final table (TDA 2024 RP-9: two tables of five make a 9-handed
final). The broken table's players get new seats by the two-step random draw
of TDA 2024 Rule 10-B — a random table among those with the fewest players,
then a random empty seat there, away from anyone they must not sit with
(Robert's Rules §2 Seating 4) when another table has room — and may land in
any seat, blinds and button included (Rule 10-A).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from floortool.domain.kernel import nouns
from floortool.domain.kernel.phrases import Number, Phrase, translate
from floortool.domain.seating.engine.fewest import FewestDraw
from floortool.domain.seating.engine.model import Room
from floortool.domain.seating.engine.moves import (
    ENGINE_CITATIONS,
    NOTHING,
    Citations,
    Move,
    Plan,
    both_rules,
)


@dataclass(frozen=True, slots=True)
class BreakPolicy:
    """The break order: table numbers first to last; tables not listed break
    afterwards, highest number first (empty: highest number first). And the
    ideal load: players per table the others must fit at (None: every seat)."""

    order: Sequence[int] = ()
    ideal_load: int | None = None
    citations: Citations = field(default_factory=Citations)


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


def fits_without(room: Room, number: int, ideal_load: int | None = None) -> bool:
    """Whether the players fit at the open tables but ``number`` (at most
    ``ideal_load`` players at each of them, when set)."""
    seats = room.capacity - room.tables[number].capacity
    if ideal_load is None:
        return room.players <= seats
    others = len(room.tables) - 1
    if room.players > min(seats, ideal_load * others):
        return False  # the usual answer, found without looking at every table
    loaded = sum(min(t.capacity, ideal_load) for n, t in room.tables.items() if n != number)
    return room.players <= loaded


def break_due(room: Room, policy: BreakPolicy = BreakPolicy()) -> int | None:
    """The table to break now, or None (at two tables the final redraw combines them)."""
    if len(room.tables) <= 2:
        return None
    number = next_to_break(room, policy)
    if number is None or not fits_without(room, number, policy.ideal_load):
        return None
    return number


def plan_break(room: Room, rng: random.Random, policy: BreakPolicy = BreakPolicy()) -> Plan:
    """Break the next table when the players fit at one fewer table, else nothing."""
    number = break_due(room, policy)
    if number is None:
        return NOTHING
    fit = translate(
        "domain.seating.engine.breaking", "Table {table} breaks: {players} fit at {tables}"
    )
    if policy.ideal_load is not None:
        fit = translate(
            "domain.seating.engine.breaking",
            "Table {table} breaks: {players} fit at {tables} of {load}",
        ).fill(load=Number(policy.ideal_load))
    reason = fit.fill(
        table=number, players=nouns.players(room.players), tables=nouns.tables(len(room.tables) - 1)
    )
    return _reseat(room, number, rng, reason, policy.citations)


def plan_break_table(
    room: Room, number: int, rng: random.Random, citations: Citations = ENGINE_CITATIONS
) -> Plan:
    """Break table ``number`` now (the director's choice) if its players fit in the
    other tables' empty seats, else nothing."""
    if len(room.tables) < 2 or not fits_without(room, number):
        return NOTHING
    reason = translate(
        "domain.seating.engine.breaking", "Table {table} breaks by the floor's decision"
    ).fill(table=number)
    return _reseat(room, number, rng, reason, citations)


def _reseat(room: Room, number: int, rng: random.Random, reason: Phrase, cites: Citations) -> Plan:
    """Every player of table ``number`` to a new seat by the two-step draw of Rule 10-B."""
    table = room.tables[number]
    draw = FewestDraw(room, rng, leaving=number)
    placed: dict[int, int] = {}
    moves: list[Move] = []
    seats = table.occupied_seats()
    rng.shuffle(seats)
    for seat in seats:
        entry = table.occupant[seat]
        assert entry is not None
        target = draw.table_apart(entry, placed)
        assert target is not None  # they fit
        new_seat = draw.seat(target)
        placed[entry] = target
        moves.append(
            Move(
                entry,
                number,
                seat,
                target,
                new_seat,
                "break",
                cites.breaking,
                translate(
                    "domain.seating.engine.breaking",
                    "Table {table} seat {seat} → Table {to_table} seat {to_seat}: "
                    "random seat at a shortest table; {absent}",
                ).fill(
                    table=number,
                    seat=seat,
                    to_table=target,
                    to_seat=new_seat,
                    absent=cites.absent_on_break,
                ),
            )
        )
    return Plan(
        moves=tuple(moves),
        breaks=(number,),
        reason=reason,
        rule=both_rules(cites.breaking, cites.broken_table_seats),
    )
