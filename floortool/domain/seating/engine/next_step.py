"""Domain layer: the next seating decision after a change in the room.

Decides, in this order: the final-table redraw when the players fit at the
final table (RP-9), else breaking the next table when the players fit at one
fewer table (TDA 2024 Rule 10-B), else one balancing move (Rules 11-A to
11-C). Call again after applying a plan until it proposes nothing.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from floortool.domain.seating.engine.balance import BalancePolicy, plan_balance
from floortool.domain.seating.engine.breaking import BreakPolicy, plan_break
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


def plan_next(room: Room, policy: SeatingPolicy, rng: random.Random) -> Plan:
    """The next decision: final table, else a break, else a balancing move."""
    final = plan_final_table(room, policy.final_table_size, rng, policy.citations)
    if not final.empty:
        return final
    broken = plan_break(room, rng, policy.breaking)
    if not broken.empty:
        return broken
    return plan_balance(room, policy.balance)
