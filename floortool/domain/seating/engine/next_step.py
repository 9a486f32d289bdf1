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
from floortool.domain.seating.engine.button_draw import REDRAWS_BUTTON
from floortool.domain.seating.engine.final import plan_final_table
from floortool.domain.seating.engine.model import Room
from floortool.domain.seating.engine.moves import Plan


@dataclass(frozen=True, slots=True)
class SeatingPolicy:
    """The event's seating settings (built from them by ``policy.seating_policy``)."""

    final_table_size: int = 9
    balance: BalancePolicy = field(default_factory=BalancePolicy)
    breaking: BreakPolicy = field(default_factory=BreakPolicy)
    rulebook: str = "tda-2024"

    @property
    def redraws_button(self) -> bool:
        """Whether a table with half its players new re-draws the button (house rule A-6)."""
        return self.rulebook in REDRAWS_BUTTON


def plan_next(room: Room, policy: SeatingPolicy, rng: random.Random) -> Plan:
    """The next decision: final table, else a break, else a balancing move."""
    final = plan_final_table(room, policy.final_table_size, rng)
    if not final.empty:
        return final
    broken = plan_break(room, rng, policy.breaking)
    if not broken.empty:
        return broken
    return plan_balance(room, policy.balance)
