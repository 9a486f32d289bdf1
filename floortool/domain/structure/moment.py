"""Domain layer: where an event's clock stands in its structure at one instant.

Late registration, flights, the initial draw and bust-outs all ask the same
question — has the clock started, has it finished, which row is playing — and
which play level an arrival counts as.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from floortool.domain.clock.state import FINISHED, NOT_STARTED, ClockState, read_clock
from floortool.domain.structure.levels import Level, Structure

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState


@dataclass(frozen=True)
class Moment:
    """Where an event's clock is at one instant: started or not, finished, and its row."""

    started: bool = False
    finished: bool = False
    index: int = 0


def structure_of(state: FloorState, event_id: int) -> Structure:
    """The event's structure (an empty one when it has none: nothing has started)."""
    return state.structures.get(event_id) or Structure(name="", rows=())


def moment_of(state: FloorState, event_id: int, now: datetime) -> Moment:
    """The event's clock at ``now`` (an event without a structure has not started)."""
    structure = state.structures.get(event_id)
    if structure is None or not structure.rows:
        return Moment()
    reading = read_clock(state.clocks.get(event_id, ClockState()), structure.durations, now)
    return Moment(
        started=reading.state != NOT_STARTED,
        finished=reading.state == FINISHED,
        index=reading.index,
    )


def levels_started(structure: Structure, moment: Moment) -> tuple[Level, ...]:
    """Every play level that has started by ``moment`` (none before the clock starts)."""
    if not moment.started:
        return ()
    return tuple(row for row in structure.rows[: moment.index + 1] if isinstance(row, Level))


def level_at(structure: Structure, moment: Moment) -> int | None:
    """The play level an arrival counts as: the last level started (None before the start)."""
    return len(levels_started(structure, moment)) or None
