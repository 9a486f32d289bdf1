"""UI layer: why the clock of an event is paused, read from the journal.

The folded ``ClockState`` knows that the clock is paused but not why; the
pause event in the journal carries its reason (``hand-for-hand`` when the
director held the clock while tables finish a hand). ``hold_reason`` finds the
latest live start, pause or resume of the event, skipping undone groups, and
returns the pause's reason ("" otherwise). Read-only; the app layer may later
carry the reason in the clock state, and then this module goes away.
"""

from __future__ import annotations

from collections.abc import Iterable

from floortool.domain.clock_events import ClockPaused, ClockResumed, ClockStarted
from floortool.domain.journal import REDONE, UNDONE, JournalEntry

HAND_FOR_HAND = "hand-for-hand"
_RUNNING_KINDS = frozenset({ClockStarted.kind, ClockResumed.kind})


def hold_reason(entries: Iterable[JournalEntry], event_id: int) -> str:
    """The reason of the pause in force for ``event_id`` ("" when none or not given)."""
    journal = list(entries)
    live: dict[int, bool] = {}
    for entry in journal:
        if entry.kind in (UNDONE, REDONE):
            live[int(entry.data["group"])] = entry.kind == REDONE
    reason = ""
    for entry in journal:
        if entry.is_marker or not live.get(entry.group, True):
            continue
        if entry.data.get("event_id") != event_id:
            continue
        if entry.kind == ClockPaused.kind:
            reason = str(entry.data.get("reason", ""))
        elif entry.kind in _RUNNING_KINDS:
            reason = ""
    return reason
