"""App layer: clock commands (start, pause, resume, level changes, time, schedule)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from floortool.app.commands.base import Context, Outcome
from floortool.app.commands.seating import seating_outcome
from floortool.domain.clock.events import (
    ClockAdjusted,
    ClockEvent,
    ClockPaused,
    ClockResumed,
    ClockRowChosen,
    ClockScheduled,
    ClockStarted,
    decide_clock,
)
from floortool.domain.clock.state import ClockState, check_adjustment, read_clock
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.journal import event_scope
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.results.tournament_end import refuse_when_over
from floortool.domain.seating.arrivals import waits_for_draw
from floortool.domain.seating.initial_draw import decide_draw
from floortool.domain.seating.seats import seating_of
from floortool.domain.structure.levels import Structure
from floortool.domain.tournament.event import require_event


def _structure(state: FloorState, event_id: int) -> Structure:
    structure = state.structures.get(event_id)
    if structure is None:
        raise InvalidInput(
            translate(
                "app.commands.clock", "The event has no blind structure yet; choose one first."
            ),
            code="no_structure",
        )
    return structure


def _current_row(state: FloorState, event_id: int, now: datetime) -> int:
    clock = state.clocks.get(event_id, ClockState())
    return read_clock(clock, _structure(state, event_id).durations, now).index


def _outcome(ctx: Context, event: ClockEvent, label: Phrase) -> Outcome:
    info = require_event(ctx.state, event.event_id)
    events = decide_clock(ctx.state, event)
    label = translate("app.commands.clock", "{action} ({event})").fill(
        action=label, event=info.name
    )
    return Outcome(scope=event_scope(event.event_id), label=label, events=events)


@dataclass(frozen=True)
class StartClock:
    """Start the clock. Entrants still waiting for the seat draw (an event with no
    table count seats nobody before it, ``seating.arrivals``) are drawn first, in the
    same action: TDA 2024 Rule 7, "Tournament and satellite seats will be randomly
    assigned", and once the clock runs a draw would have to be forced."""

    event_id: int

    def run(self, ctx: Context) -> Outcome:
        refuse_when_over(
            ctx.state, self.event_id, translate("app.commands.clock", "start the clock")
        )
        started = _outcome(
            ctx,
            ClockStarted(self.event_id, ctx.now.isoformat()),
            translate("app.commands.clock", "Start the clock"),
        )
        waiting = seating_of(ctx.state, self.event_id).waiting
        if not waiting or not waits_for_draw(ctx.state, self.event_id, ctx.now):
            return started
        draw = decide_draw(ctx.state, self.event_id, now=ctx.now, rng=ctx.rng)
        drawn = seating_outcome(ctx, self.event_id, started.label, [draw])
        info = require_event(ctx.state, self.event_id)
        return Outcome(
            scope=started.scope,
            label=translate(
                "app.commands.clock", "Draw seats ({players}) and start the clock ({event})"
            ).fill(players=nouns.players(len(draw.seats)), event=info.name),
            events=drawn.events + started.events,
            seating=drawn.seating,
        )


@dataclass(frozen=True)
class PauseClock:
    """Pause; ``reason`` ``hand-for-hand`` holds the clock while tables finish a hand."""

    event_id: int
    reason: str = ""

    def run(self, ctx: Context) -> Outcome:
        label = (
            translate("app.commands.clock", "Hold the clock for hand-for-hand")
            if self.reason
            else translate("app.commands.clock", "Pause the clock")
        )
        return _outcome(ctx, ClockPaused(self.event_id, ctx.now.isoformat(), self.reason), label)


@dataclass(frozen=True)
class ResumeClock:
    event_id: int

    def run(self, ctx: Context) -> Outcome:
        refuse_when_over(
            ctx.state, self.event_id, translate("app.commands.clock", "resume the clock")
        )
        return _outcome(
            ctx,
            ClockResumed(self.event_id, ctx.now.isoformat()),
            translate("app.commands.clock", "Resume the clock"),
        )


@dataclass(frozen=True)
class StepRow:
    """Next (``step`` = 1) or previous (``step`` = -1) row of the structure."""

    event_id: int
    step: int

    def run(self, ctx: Context) -> Outcome:
        structure = _structure(ctx.state, self.event_id)
        target = _current_row(ctx.state, self.event_id, ctx.now) + self.step
        if not 0 <= target < len(structure.rows):
            raise InvalidInput(
                translate(
                    "app.commands.clock", "The clock is already on the last row of the structure."
                )
                if self.step > 0
                else translate(
                    "app.commands.clock", "The clock is already on the first row of the structure."
                ),
                code="no_such_level",
            )
        label = (
            translate("app.commands.clock", "Next: {row}")
            if self.step > 0
            else translate("app.commands.clock", "Previous: {row}")
        ).fill(row=structure.row_name(target))
        return _outcome(ctx, ClockRowChosen(self.event_id, ctx.now.isoformat(), target), label)


@dataclass(frozen=True)
class GoToLevel:
    """Jump to play level ``level`` (1-based; breaks are not levels)."""

    event_id: int
    level: int

    def run(self, ctx: Context) -> Outcome:
        row = _structure(ctx.state, self.event_id).row_of_level(self.level)
        event = ClockRowChosen(self.event_id, ctx.now.isoformat(), row)
        label = translate("app.commands.clock", "Go to {row}").fill(
            row=_structure(ctx.state, self.event_id).row_subject(row)
        )
        return _outcome(ctx, event, label)


@dataclass(frozen=True)
class GoToRow:
    """Jump to row ``index`` (0-based, breaks included): the editor's "play this row"."""

    event_id: int
    index: int

    def run(self, ctx: Context) -> Outcome:
        structure = _structure(ctx.state, self.event_id)
        event = ClockRowChosen(self.event_id, ctx.now.isoformat(), self.index)
        label = translate("app.commands.clock", "Go to {row}").fill(
            row=structure.row_subject(self.index)
        )
        return _outcome(ctx, event, label)


@dataclass(frozen=True)
class AdjustClock:
    event_id: int
    seconds: float

    def run(self, ctx: Context) -> Outcome:
        check_adjustment(self.seconds)
        amount = abs(self.seconds)
        if amount % 60 == 0:
            label = (
                translate("app.commands.clock", "Add {minutes} min")
                if self.seconds > 0
                else translate("app.commands.clock", "Remove {minutes} min")
            ).fill(minutes=f"{amount / 60:g}")
        else:
            label = (
                translate("app.commands.clock", "Add {seconds} s")
                if self.seconds > 0
                else translate("app.commands.clock", "Remove {seconds} s")
            ).fill(seconds=f"{amount:g}")
        event = ClockAdjusted(self.event_id, ctx.now.isoformat(), self.seconds)
        return _outcome(ctx, event, label)


@dataclass(frozen=True)
class ScheduleStart:
    event_id: int
    start_at: datetime

    def run(self, ctx: Context) -> Outcome:
        if self.start_at.tzinfo is None:
            raise InvalidInput(
                translate("app.commands.clock", "The scheduled start needs a time zone."),
                field="start_at",
            )
        event = ClockScheduled(self.event_id, ctx.now.isoformat(), self.start_at.isoformat())
        local = self.start_at.astimezone()  # the director's own time zone
        return _outcome(
            ctx,
            event,
            translate("app.commands.clock", "Schedule the start for {time}").fill(
                time=f"{local:%H:%M}"
            ),
        )
