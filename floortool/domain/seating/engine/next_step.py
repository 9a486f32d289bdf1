"""Domain layer: the next seating decision after a change in the room.

Decides, in this order: the final-table redraw when the players fit at the
final table (RP-9), else breaking the next table when the players fit at one
fewer table (TDA 2024 Rule 10-B), else balancing (Rules 11-A to 11-C).
``next_step`` is that order, written once: ``plan_next`` (``floortool
simulate``) plans the step it names, one at a time until nothing is left, and
the app's balance command and views ask it whether balancing may go ahead
(balancing first would move players twice).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from floortool.domain.seating.engine.balance import BalancePolicy, plan_balance
from floortool.domain.seating.engine.breaking import BreakPolicy, break_due, plan_break
from floortool.domain.seating.engine.final import plan_final_table
from floortool.domain.seating.engine.model import Room
from floortool.domain.seating.engine.moves import Citations, Plan


@dataclass(frozen=True, slots=True)
class SeatingPolicy:
    """The event's seating settings and its rulebook's seating values (built from them
    by ``policy.seating_policy``): whether short tables halt (Rule 11-D; never under
    house rule A-24), whether a table with half its players new re-draws the button
    (house rule A-6), and the citation of each mechanism (also in ``balance`` and
    ``breaking``)."""

    final_table_size: int = 9
    balance: BalancePolicy = field(default_factory=BalancePolicy)
    breaking: BreakPolicy = field(default_factory=BreakPolicy)
    halts_short_tables: bool = True
    redraws_button: bool = False
    citations: Citations = field(default_factory=Citations)


#: ``NextStep.kind``: the final-table redraw, a table break, or balancing.
FINAL, BREAK, BALANCE = "final", "break", "balance"


@dataclass(frozen=True, slots=True)
class NextStep:
    """What the room needs next; ``table`` is the table to break (``BREAK`` only)."""

    kind: str
    table: int | None = None


def final_due(room: Room, policy: SeatingPolicy) -> bool:
    """Whether the players left fit at the final table, not drawn yet (RP-9)."""
    return room.final_table is None and 2 <= room.players <= policy.final_table_size


def next_step(room: Room, policy: SeatingPolicy) -> NextStep:
    """The final table once everyone fits there, else the table break due, else balancing."""
    if final_due(room, policy):
        return NextStep(FINAL)
    table = break_due(room, policy.breaking)
    if table is not None:
        return NextStep(BREAK, table)
    return NextStep(BALANCE)


def plan_next(room: Room, policy: SeatingPolicy, rng: random.Random) -> Plan:
    """The plan of the next step: the final-table redraw, a break, or one balancing move."""
    step = next_step(room, policy)
    if step.kind == FINAL:
        return plan_final_table(room, policy.final_table_size, rng, policy.citations)
    if step.kind == BREAK:
        return plan_break(room, rng, policy.breaking)
    return plan_balance(room, policy.balance)
