"""Domain layer: a scratch floor for decisions made of several steps.

Registering three names, busting a player and seating the alternates, or
carrying a flight's survivors to Day 2 each take several decisions where
every step must see the ones before it (a seat drawn for the first name is no
longer free for the second). ``Draft`` applies each decided event to a
private copy of the parts of the state those events change and keeps the
events, in order, for the command's journal group. The real state is never
touched: a refusal halfway leaves nothing behind.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from floortool.domain.journal import DomainEvent

if TYPE_CHECKING:
    from floortool.domain.state import FloorState


class Draft:
    """Events decided so far, applied to a copy of the state."""

    def __init__(self, state: FloorState) -> None:
        self.state = replace(
            state,
            players=dict(state.players),
            entries={event: dict(entries) for event, entries in state.entries.items()},
            seating={event: s.copy() for event, s in state.seating.items()},
            closed_flights=set(state.closed_flights),
            results={event: r.copy() for event, r in state.results.items()},
        )
        self.events: list[DomainEvent] = []

    def add(self, *events: DomainEvent) -> None:
        for event in events:
            event.apply(self.state)
            self.events.append(event)
