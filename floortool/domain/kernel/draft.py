"""Domain layer, kernel: a scratch floor for decisions made of several steps — the one
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
through to the state (``domain.kernel.overlay``) and keep only what its events
change, so a draft costs the same in a field of ten thousand as in one of
ten. The state must not change while a draft of it is used (the fold does not
run while a command decides); a draft is dropped once its command has decided.

Which parts a draft copies is the state's to say (``FloorState.draft``, in the
fold, which knows every subject's part): the registration desk, the bust and
the seating use a draft without the kernel knowing any of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floortool.domain.kernel.journal import DomainEvent

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState


class Draft:
    """Events decided so far, applied to a copy of the state: of every event's parts,
    or (``event_id``) of that event's only (the other events are shared, unchanged)."""

    def __init__(self, state: FloorState, event_id: int | None = None) -> None:
        self.state = state.draft(event_id)
        self.events: list[DomainEvent] = []

    def add(self, *events: DomainEvent) -> None:
        for event in events:
            event.apply(self.state)
            self.events.append(event)
