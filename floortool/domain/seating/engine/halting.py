"""Domain layer: halting short tables (TDA 2024 Rule 11-D).

Decides which tables halt: a table three or more players short of the
fullest table halts (once its blinds are affected, that is before its next
hand) until balanced — unless the policy says short tables never halt (the
league's house rule A-24: play never stops; the policy's
``halts_short_tables`` and citation come from the event's rulebook record,
``seating.policy``). ``plan_halts`` reads it from the engine's ``Room`` (only
the short buckets are read): the simulation's room and the journal's
(``domain.seating.halts``) alike.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from floortool.domain.seating.engine.model import Room

if TYPE_CHECKING:
    from floortool.domain.seating.engine.next_step import SeatingPolicy

SHORT_BY = 3


@dataclass(frozen=True, slots=True)
class Halts:
    """The tables that must not deal the next hand, and the rule that says so."""

    tables: frozenset[int]
    rule: str


def plan_halts(room: Room, policy: SeatingPolicy) -> Halts:
    """Tables 3+ short of the fullest; only the short buckets are read."""
    rule = policy.citations.halting
    counts = room.counts()
    if not policy.halts_short_tables or counts is None:
        return Halts(frozenset(), rule)
    fullest = counts[1]
    short = frozenset(
        number for players in range(fullest - SHORT_BY + 1) for number in room.bucket(players)
    )
    return Halts(short, rule)
