"""Domain layer: the clock's journal events and the decisions that make them.

Every transition carries the instant it happened (``at``, ISO-8601 UTC); the
fold replays it with ``domain.clock.state`` on the event's structure at that point
of the journal, so the clock is the same on every machine and after any crash.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from floortool.domain.clock import state as clock_rules
from floortool.domain.clock.state import ClockState
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.journal import DomainEvent, ReplayConflict, Subject
from floortool.domain.kernel.phrases import translate
from floortool.domain.tournament.event import require_event

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState


def _durations(state: FloorState, event_id: int) -> tuple[int, ...]:
    structure = state.structures.get(event_id)
    return () if structure is None else structure.durations


class ClockEvent(DomainEvent):
    """A clock transition of one event at one instant."""

    subjects = frozenset({Subject.CLOCK})

    event_id: int
    at: str

    def apply(self, state: FloorState) -> None:
        if self.event_id not in state.events:
            raise ReplayConflict(f"clock of event {self.event_id}, which is not live")
        current = state.clocks.get(self.event_id, ClockState())
        when = datetime.fromisoformat(self.at)
        state.clocks[self.event_id] = self.transition(
            current, _durations(state, self.event_id), when
        )

    def transition(self, clock: ClockState, durations: tuple[int, ...], at: datetime) -> ClockState:
        raise NotImplementedError


@dataclass(frozen=True)
class ClockStarted(ClockEvent):
    kind = "clock_started"
    event_id: int
    at: str

    def transition(self, clock: ClockState, durations: tuple[int, ...], at: datetime) -> ClockState:
        return clock_rules.start(clock, durations, at)


@dataclass(frozen=True)
class ClockPaused(ClockEvent):
    """The clock stopped; ``reason`` is e.g. ``hand-for-hand`` when held for a hand."""

    kind = "clock_paused"
    event_id: int
    at: str
    reason: str = ""

    def transition(self, clock: ClockState, durations: tuple[int, ...], at: datetime) -> ClockState:
        return clock_rules.pause(clock, durations, at, self.reason)


@dataclass(frozen=True)
class ClockResumed(ClockEvent):
    kind = "clock_resumed"
    event_id: int
    at: str

    def transition(self, clock: ClockState, durations: tuple[int, ...], at: datetime) -> ClockState:
        return clock_rules.resume(clock, durations, at)


@dataclass(frozen=True)
class ClockRowChosen(ClockEvent):
    """The clock jumped to the start of row ``index`` (next, previous, go to)."""

    kind = "clock_row_chosen"
    event_id: int
    at: str
    index: int

    def transition(self, clock: ClockState, durations: tuple[int, ...], at: datetime) -> ClockState:
        return clock_rules.go_to(clock, durations, at, self.index)


@dataclass(frozen=True)
class ClockAdjusted(ClockEvent):
    """Time added to (positive) or removed from (negative) the current row."""

    kind = "clock_adjusted"
    event_id: int
    at: str
    seconds: float

    def __post_init__(self) -> None:
        clock_rules.check_adjustment(self.seconds)  # a journal record too: ``BadRecord``

    def transition(self, clock: ClockState, durations: tuple[int, ...], at: datetime) -> ClockState:
        return clock_rules.adjust(clock, durations, at, self.seconds)


@dataclass(frozen=True)
class ClockScheduled(ClockEvent):
    """The clock counts down to ``start_at`` and starts by itself then."""

    kind = "clock_scheduled"
    event_id: int
    at: str
    start_at: str

    def transition(self, clock: ClockState, durations: tuple[int, ...], at: datetime) -> ClockState:
        return clock_rules.schedule(clock, at, datetime.fromisoformat(self.start_at))


def decide_clock(state: FloorState, event: ClockEvent) -> list[DomainEvent]:
    """Check that ``event`` is a legal transition now (raises if not) and return it."""
    require_event(state, event.event_id)
    if not _durations(state, event.event_id):
        raise InvalidInput(
            translate(
                "domain.clock.events", "The event has no blind structure yet; choose one first."
            ),
            code="no_structure",
        )
    current = state.clocks.get(event.event_id, ClockState())
    event.transition(current, _durations(state, event.event_id), datetime.fromisoformat(event.at))
    return [event]
