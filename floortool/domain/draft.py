"""Domain layer: a scratch floor for decisions made of several steps, and seating
an entry from it.

Registering three names, busting a player and seating the alternates, or
carrying a flight's survivors to Day 2 each take several decisions where
every step must see the ones before it (a seat drawn for the first name is no
longer free for the second). ``Draft`` applies each decided event to a
private copy of the parts of the state those events change and keeps the
events, in order, for the command's journal group. The real state is never
touched: a refusal halfway leaves nothing behind.
"""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import datetime

from floortool.domain.field.entries import (
    EntryRegistered,
    EntrySeated,
    TableOpened,
    next_entry_id,
    player_entries,
    seating_of,
)
from floortool.domain.journal import DomainEvent
from floortool.domain.seating.arrivals import EntrySeat, plan_entry_seat
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


def seat_entry(draft: Draft, event_id: int, entry_id: int, rng: random.Random) -> EntrySeat | None:
    """Seat a waiting entry by the late-seat rule (``domain.seating.arrivals``), unless
    alternates are ahead of it or every seat is taken (it then stays on the waiting
    list); returns the seat drawn."""
    seating = seating_of(draft.state, event_id)
    if seating.waiting and seating.waiting[0] != entry_id:
        return None
    drawn = plan_entry_seat(draft.state, event_id, entry_id, rng)
    if drawn is None:
        return None
    if drawn.opens:
        draft.add(TableOpened(event_id=event_id, table=drawn.table, seats=drawn.seats))
    draft.add(
        EntrySeated(
            event_id=event_id,
            entry_id=entry_id,
            table=drawn.table,
            seat=drawn.seat,
            waits_for_big_blind=drawn.waits_for_big_blind,
        )
    )
    return drawn


def seat_waiting(draft: Draft, event_id: int, rng: random.Random) -> list[int]:
    """Seat alternates, first come first served, while seats are free; their entry ids."""
    seated: list[int] = []
    while waiting := seating_of(draft.state, event_id).waiting:
        first = waiting[0]
        if seat_entry(draft, event_id, first, rng) is None:
            break
        seated.append(first)
    return seated


def add_entry(
    draft: Draft,
    event_id: int,
    player_id: int,
    *,
    stack: tuple[int, int],
    money: tuple[int, int],
    level: int | None,
    now: datetime,
    rng: random.Random,
    carried_from: tuple[int, int] | None = None,
) -> int:
    """Add the player's next entry (``stack``: starting stack and deduction; ``money``:
    buy-in and fee in cents; ``carried_from``: the flight and entry a Day 2 stack comes
    from) and seat it by a fresh draw, or put it on the waiting list. Returns its id."""
    entry_id = next_entry_id(draft.state, event_id)
    flight, earlier_entry = carried_from if carried_from is not None else (None, None)
    draft.add(
        EntryRegistered(
            event_id=event_id,
            entry_id=entry_id,
            player_id=player_id,
            entry_number=len(player_entries(draft.state, event_id, player_id)) + 1,
            starting_stack=stack[0],
            deduction=stack[1],
            buy_in=money[0],
            fee=money[1],
            level=level,
            at=now.isoformat(),
            from_flight=flight,
            from_entry=earlier_entry,
        )
    )
    seat_entry(draft, event_id, entry_id, rng)
    return entry_id
