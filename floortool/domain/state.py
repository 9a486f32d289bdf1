"""Domain layer: the floor's state, as folded from the journal.

Plain mutable dataclasses compared by value, so a replay can be checked
against another (undo then redo must give exactly the same state).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from floortool.domain.tournament import EventInfo


@dataclass
class FloorState:
    """Everything the journal says, folded: every live event (tournament) by id."""

    events: dict[int, EventInfo] = field(default_factory=dict)

    def latest_event_id(self) -> int | None:
        """The most recently created event still live, if any."""
        return max(self.events, default=None)
