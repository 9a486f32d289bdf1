"""Domain layer: halting short tables (TDA 2024 Rule 11-D).

Decides which tables halt: a table three or more players short of the
fullest table halts (once its blinds are affected, that is before its next
hand) until balanced. Under the Roberts v6 league rulebook the house rule
A-24 applies instead: play never halts. ``plan_halts`` reads it from the
engine's ``Room`` (only the short buckets are read): the simulation's room
and the journal's (``domain.seating.halts``) alike.
"""

from __future__ import annotations

from dataclasses import dataclass

from floortool.domain.seating.engine.model import Room
from floortool.domain.seating.engine.moves import HOUSE_A24, TDA_11D

SHORT_BY = 3
NEVER_HALTS = frozenset({"roberts-v6-league"})


@dataclass(frozen=True, slots=True)
class Halts:
    """The tables that must not deal the next hand, and the rule that says so."""

    tables: frozenset[int]
    rule: str


def halt_rule(rulebook: str) -> str:
    """The citation for halting (or never halting) under ``rulebook``."""
    return HOUSE_A24 if rulebook in NEVER_HALTS else TDA_11D


def plan_halts(room: Room, rulebook: str = "tda-2024") -> Halts:
    """Tables 3+ short of the fullest; only the short buckets are read."""
    counts = room.counts()
    if rulebook in NEVER_HALTS or counts is None:
        return Halts(frozenset(), halt_rule(rulebook))
    fullest = counts[1]
    short = frozenset(
        number for players in range(fullest - SHORT_BY + 1) for number in room.bucket(players)
    )
    return Halts(short, TDA_11D)
