"""Domain layer: the tournament clock, computed from its events and ``now``.

Nothing ticks. The clock is a position in the structure (``index`` of the row,
``offset`` seconds already played in it) fixed at an ``anchor`` time while
running, or frozen while paused. Reading it at any ``now`` walks forward
through the rows' durations, so a laptop that was off for five minutes shows
five minutes less when it comes back, exactly as the room clock would.

Each transition (start, pause, resume, level change, time adjustment, a
scheduled start) takes the time it happened (``at``), so folding the journal
gives the same clock on every machine. Before the scheduled start time the
clock counts down; at that time it starts by itself. A new level applies from
the next hand (TDA 2024 Rule 23); the app tells the room.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Number, translate

NOT_STARTED, RUNNING, PAUSED, FINISHED = "not_started", "running", "paused", "finished"
WARNING_SECONDS = 60
HAND_FOR_HAND = "hand-for-hand"
TOURNAMENT_OVER = "tournament over"  # the hold reason of the stop at the last bust
#: The most time one adjustment adds or removes: a day (no level is longer).
MAX_ADJUST_SECONDS = 86_400
#: How far ahead a start may be scheduled.
MAX_SCHEDULE_AHEAD = timedelta(days=366)
#: A clock's state as a refusal says it ("the clock is not running (it is paused)").
_STATE_WORDS = {
    NOT_STARTED: translate("domain.clock.state", "not started"),
    RUNNING: translate("domain.clock.state", "running"),
    PAUSED: translate("domain.clock.state", "paused"),
    FINISHED: translate("domain.clock.state", "finished"),
}


@dataclass(frozen=True)
class ClockState:
    """The clock as the journal leaves it (ISO-8601 UTC times)."""

    started: bool = False
    index: int = 0
    offset: float = 0.0  # seconds played in row ``index`` at ``anchor`` (or when paused)
    anchor: str | None = None  # set while running
    scheduled_start: str | None = None
    hold_reason: str = ""  # why it is paused (``hand-for-hand``), "" otherwise

    @property
    def running(self) -> bool:
        return self.anchor is not None


@dataclass(frozen=True)
class ClockReading:
    """What the clock shows at one instant."""

    state: str  # not_started | running | paused | finished
    index: int
    elapsed: float
    remaining: float
    starts_in: float | None = None  # seconds to the scheduled start, while counting down

    @property
    def warning(self) -> bool:
        """True in the last minute of a row (the one-minute warning)."""
        return self.state == RUNNING and 0 < self.remaining <= WARNING_SECONDS


def _seconds(a: datetime, b: str) -> float:
    return (a - datetime.fromisoformat(b)).total_seconds()


def _effective(clock: ClockState, now: datetime) -> ClockState:
    """The clock with a due scheduled start taken as having happened."""
    due = clock.scheduled_start is not None and _seconds(now, clock.scheduled_start) >= 0
    if not clock.started and due:
        return replace(clock, started=True, anchor=clock.scheduled_start)
    return clock


def _walk(index: int, elapsed: float, durations: Sequence[float]) -> tuple[int, float, bool]:
    """Move past every row whose duration ``elapsed`` has used up."""
    while index < len(durations) and elapsed >= durations[index]:
        elapsed -= durations[index]
        index += 1
    if index >= len(durations):
        return len(durations) - 1, float(durations[-1]) if durations else 0.0, True
    return index, elapsed, False


def read_clock(clock: ClockState, durations: Sequence[float], now: datetime) -> ClockReading:
    """The clock at ``now`` for a structure whose rows last ``durations`` seconds."""
    if not durations:
        return ClockReading(state=NOT_STARTED, index=0, elapsed=0.0, remaining=0.0)
    clock = _effective(clock, now)
    index = min(clock.index, len(durations) - 1)
    if not clock.started:
        starts_in = None
        if clock.scheduled_start is not None:
            starts_in = -_seconds(now, clock.scheduled_start)
        return ClockReading(
            state=NOT_STARTED,
            index=index,
            elapsed=clock.offset,
            remaining=durations[index] - clock.offset,
            starts_in=starts_in,
        )
    elapsed = clock.offset
    if clock.anchor is not None:
        elapsed += max(0.0, _seconds(now, clock.anchor))
    index, elapsed, finished = _walk(index, elapsed, durations)
    if finished:
        return ClockReading(state=FINISHED, index=index, elapsed=elapsed, remaining=0.0)
    state = RUNNING if clock.running else PAUSED
    return ClockReading(
        state=state, index=index, elapsed=elapsed, remaining=durations[index] - elapsed
    )


def settle(clock: ClockState, durations: Sequence[float], at: datetime) -> ClockState:
    """The clock re-anchored at ``at``: same position, offsets folded in."""
    reading = read_clock(clock, durations, at)
    clock = _effective(clock, at)
    anchor = at.isoformat() if clock.running else None
    return replace(clock, index=reading.index, offset=reading.elapsed, anchor=anchor)


def start(clock: ClockState, durations: Sequence[float], at: datetime) -> ClockState:
    if not durations:
        raise InvalidInput(
            translate("domain.clock.state", "The event has no structure to run the clock on."),
            code="no_structure",
        )
    if _effective(clock, at).started:
        raise InvalidInput(
            translate("domain.clock.state", "The clock has already started."), code="clock_started"
        )
    return replace(clock, started=True, anchor=at.isoformat(), scheduled_start=None)


def pause(
    clock: ClockState, durations: Sequence[float], at: datetime, reason: str = ""
) -> ClockState:
    reading = read_clock(clock, durations, at)
    if reading.state != RUNNING:
        raise InvalidInput(
            translate("domain.clock.state", "The clock is not running (it is {state}).").fill(
                state=_STATE_WORDS[reading.state]
            ),
            code="clock_not_running",
        )
    return replace(settle(clock, durations, at), anchor=None, hold_reason=reason)


def resume(clock: ClockState, durations: Sequence[float], at: datetime) -> ClockState:
    reading = read_clock(clock, durations, at)
    if reading.state != PAUSED:
        raise InvalidInput(
            translate("domain.clock.state", "The clock is not paused (it is {state}).").fill(
                state=_STATE_WORDS[reading.state]
            ),
            code="clock_not_paused",
        )
    return replace(settle(clock, durations, at), anchor=at.isoformat(), hold_reason="")


def go_to(clock: ClockState, durations: Sequence[float], at: datetime, index: int) -> ClockState:
    """Jump to the start of row ``index`` (next, previous, or any row)."""
    if not 0 <= index < len(durations):
        raise InvalidInput(
            translate(
                "domain.clock.state", "There is no row {row} in the structure (it has {count})."
            ).fill(row=index + 1, count=len(durations)),
            code="no_such_level",
        )
    settled = settle(clock, durations, at)
    return replace(settled, index=index, offset=0.0)


def check_adjustment(seconds: float) -> None:
    """Refuse an adjustment that is not a finite number of seconds, is zero, or is
    more than ``MAX_ADJUST_SECONDS`` either way."""
    if isinstance(seconds, bool) or not isinstance(seconds, int | float):
        raise InvalidInput(
            translate("domain.clock.state", "{seconds} is not a number of seconds.").fill(
                seconds=repr(seconds)
            ),
            field="seconds",
        )
    if not math.isfinite(seconds):
        raise InvalidInput(
            translate("domain.clock.state", "{seconds} is not a number of seconds.").fill(
                seconds=seconds
            ),
            field="seconds",
        )
    if seconds == 0:
        raise InvalidInput(
            translate("domain.clock.state", "Adjusting by zero seconds changes nothing."),
            field="seconds",
        )
    if abs(seconds) > MAX_ADJUST_SECONDS:
        raise InvalidInput(
            translate(
                "domain.clock.state",
                "The clock is adjusted by at most {most} seconds (a day) at a time.",
            ).fill(most=Number(MAX_ADJUST_SECONDS)),
            field="seconds",
        )


def adjust(
    clock: ClockState, durations: Sequence[float], at: datetime, seconds: float
) -> ClockState:
    """Add (``seconds`` > 0) or remove time from the current row.

    Removing more than is left ends the row now; adding cannot make the row
    longer than its scheduled length plus the time added (elapsed may go
    below zero, meaning extra time).
    """
    check_adjustment(seconds)
    reading = read_clock(clock, durations, at)
    if reading.state == FINISHED:
        raise InvalidInput(
            translate("domain.clock.state", "The structure has finished; add a level first."),
            code="clock_finished",
        )
    settled = settle(clock, durations, at)
    offset = min(settled.offset - seconds, float(durations[settled.index]))
    return replace(settled, offset=offset)


def schedule(clock: ClockState, at: datetime, start_at: datetime) -> ClockState:
    """Count down to ``start_at``, when the clock starts by itself: a time in the
    future, at most ``MAX_SCHEDULE_AHEAD`` away (a start years ahead is a typo)."""
    if clock.started:
        raise InvalidInput(
            translate("domain.clock.state", "The clock has already started."), code="clock_started"
        )
    if start_at <= at:
        raise InvalidInput(
            translate("domain.clock.state", "The scheduled start must be in the future."),
            field="start_at",
        )
    if start_at - at > MAX_SCHEDULE_AHEAD:
        raise InvalidInput(
            translate(
                "domain.clock.state",
                "The scheduled start {start_at} is more than {days} days ahead; a "
                "start is scheduled within a year.",
            ).fill(start_at=format(start_at, "%Y-%m-%d %H:%M"), days=MAX_SCHEDULE_AHEAD.days),
            field="start_at",
        )
    return replace(clock, scheduled_start=start_at.isoformat())
