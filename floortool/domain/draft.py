"""Domain layer: a scratch floor for decisions made of several steps — the one
copy-on-write scheme of the floor.

Registering three names, busting a player and seating the alternates, carrying
a flight's survivors to Day 2, or balancing a room move by move each take
several decisions where every step must see the ones before it (a seat drawn
for the first name is no longer free for the second; the second balancing
move sees the first). ``Draft`` applies each decided event to a private copy
of the parts of the state those events change — the players, the closed
flights and, for every event or only the one named, its entries, seating (with
its engine ``Room``: ``Room.copy``), table marks, results and halts — and keeps
the events, in order, for the command's journal group. The real state is
never touched: a refusal halfway leaves nothing behind, and a group whose
events do not fold is refused before it reaches the journal.

The parts that grow with the field (the players, an event's entries, who sits
where, the per-entry move tallies) are not copied: the draft's copies read
through to the state (``domain.overlay``) and keep only what its events
change, so a draft costs the same in a field of ten thousand as in one of
ten. The state must not change while a draft of it is used (the fold does not
run while a command decides); a draft is dropped once its command has decided.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import TYPE_CHECKING, TypeVar

from floortool.domain.field.entries import EntryBook
from floortool.domain.journal import DomainEvent
from floortool.domain.players.records import players_of

if TYPE_CHECKING:
    from floortool.domain.state import FloorState

_V = TypeVar("_V")


def _copied(mapping: dict[int, _V], keys: Iterable[int], copy: Callable[[_V], _V]) -> dict[int, _V]:
    """A new dict sharing ``mapping``'s values but those of ``keys``, which are copied."""
    mine = dict(mapping)
    for key in keys:
        if key in mine:
            mine[key] = copy(mine[key])
    return mine


def _entries_draft(entries: EntryBook) -> EntryBook:
    return entries.draft() if isinstance(entries, EntryBook) else EntryBook(entries.values())


class Draft:
    """Events decided so far, applied to a copy of the state: of every event's parts,
    or (``event_id``) of that event's only (the other events are shared, unchanged)."""

    def __init__(self, state: FloorState, event_id: int | None = None) -> None:
        events = list(state.events if event_id is None else (event_id,))
        self.state = replace(
            state,
            players=players_of(state.players),
            entries=_copied(state.entries, events, _entries_draft),
            seating=_copied(state.seating, events, lambda s: s.draft()),
            table_marks=_copied(state.table_marks, events, lambda m: m.draft()),
            closed_flights=set(state.closed_flights),
            results=_copied(state.results, events, lambda r: r.copy()),
            halts=_copied(state.halts, events, dict),
        )
        self.events: list[DomainEvent] = []

    def add(self, *events: DomainEvent) -> None:
        for event in events:
            event.apply(self.state)
            self.events.append(event)
