"""Web layer: the documents the read API serves, worked out on the floor's thread.

Each is the JSON of an existing read model (the ``--json`` documents of cli.md
where one exists). Worked-out documents are kept for the journal revision, so
500 phones asking cost one computation: the clock's for at most
``CLOCK_FRESH_SECONDS`` as well (its seconds left move with time; a page ticks
from ``server_time`` onwards, so a document a moment old is still exact).
"""

from __future__ import annotations

import time
from typing import Any

from floortool.app.floor import Floor
from floortool.app.views.clock import clock_view
from floortool.domain.clock.state import HAND_FOR_HAND, PAUSED, RUNNING
from floortool.domain.tournament.event import require_event
from floortool.web.errors import ApiError

CLOCK_FRESH_SECONDS = 1.0
#: How long the floor's current event (a setting, not a journal action) is trusted.
CURRENT_FRESH_SECONDS = 1.0

Document = dict[str, Any]


class Reads:
    """The read documents of one floor, kept per revision (used on the floor's thread)."""

    def __init__(self) -> None:
        self._clocks: dict[int, tuple[int, float, Document]] = {}
        self._current: tuple[float, int | None] | None = None

    def event_id(self, floor: Floor, asked: int | None) -> int:
        """The event ``asked`` for (it must exist), else the floor's current event."""
        if asked is None:
            kept = self._current
            if kept is None or time.monotonic() - kept[0] > CURRENT_FRESH_SECONDS:
                kept = (time.monotonic(), floor.current_event_id())
                self._current = kept
            if kept[1] is None:
                raise ApiError(404, "no_event", "There is no event on this floor yet.")
            return kept[1]
        require_event(floor.state, asked)
        return asked

    def clock(self, floor: Floor, event_id: int) -> Document:
        """``{"event", "revision", "clock"}``: the ``clock status`` object, with the
        server's time and the running / paused / hand-for-hand flags a page ticks from."""
        kept = self._clocks.get(event_id)
        if (
            kept is not None
            and kept[0] == floor.revision
            and time.monotonic() - kept[1] <= CLOCK_FRESH_SECONDS
        ):
            return kept[2]
        now = floor.clock()
        view = clock_view(floor.state, event_id, now)
        if view is None:
            raise ApiError(404, "no_structure", "The event has no blind structure yet.")
        clock = view.to_json() | {
            "running": view.state == RUNNING,
            "paused": view.state == PAUSED,
            "hand_for_hand": view.hold_reason == HAND_FOR_HAND,
            "server_time": now.isoformat(),
            "server_time_ms": round(now.timestamp() * 1000),
        }
        document = {"event": event_id, "revision": floor.revision, "clock": clock}
        self._clocks[event_id] = (floor.revision, time.monotonic(), document)
        return document
