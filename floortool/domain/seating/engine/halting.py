"""Domain layer: halting short tables (TDA 2024 Rule 11-D).

TDA 2024 Rule 11-D: "Play will halt on tables 3 or more players short by
elimination than the table with the most players once the blinds are
impacted". ``table_halts`` is that rule for one table: three or more short
of the fullest table and its next hand's blinds affected. By the dead button
(``engine.blinds``) the big blind always has a player due for it, so the
blinds are affected when the seat that posted the big blind is empty (the
Illustration Addendum: "halts once its big blind seat is empty"): the next
hand's small blind is dead (heads-up, it moves to the button). A table whose
button is unknown cannot place its blinds and halts too. Under the league's
house rule A-24 play never stops (``halts_short_tables`` and the citation
come from the event's rulebook record, ``seating.policy``).

``plan_halts`` applies the rule to the engine's ``Room`` (only the short
buckets are read): the simulation's room and the journal's
(``domain.seating.halts``) alike. The ruling wizard's ``table-balancing``
situation is checked against ``table_halts`` for every rulebook and answer
when the catalogue loads (``app.rulings.check_halting``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from floortool.domain.kernel.phrases import Phrase
from floortool.domain.seating.engine.model import Room, Table

if TYPE_CHECKING:
    from floortool.domain.seating.engine.next_step import SeatingPolicy

SHORT_BY = 3


@dataclass(frozen=True, slots=True)
class Halts:
    """The tables that must not deal the next hand, and the rule that says so."""

    tables: frozenset[int]
    rule: str | Phrase


def table_halts(halts_short_tables: bool, short_by: int, blinds_affected: bool) -> bool:
    """Rule 11-D for one table ``short_by`` players short of the fullest table."""
    return halts_short_tables and short_by >= SHORT_BY and blinds_affected


def blinds_affected(table: Table) -> bool:
    """Whether the seat that posted the big blind, due for the small blind next, is empty
    (a dead small blind; heads-up, the small blind moves to the button), or the button
    is unknown."""
    if table.next_hand() is None:
        return True
    seat = table.last_big_blind()
    return seat is not None and table.occupant[seat] is None


def plan_halts(room: Room, policy: SeatingPolicy) -> Halts:
    """Tables 3+ short of the fullest whose blinds are affected; only the short buckets
    are read."""
    rule = policy.citations.halting
    counts = room.counts()
    if not policy.halts_short_tables or counts is None:
        return Halts(frozenset(), rule)
    fullest = counts[1]
    short = frozenset(
        number
        for players in range(fullest - SHORT_BY + 1)
        for number in room.bucket(players)
        if table_halts(True, fullest - players, blinds_affected(room.tables[number]))
    )
    return Halts(short, rule)
