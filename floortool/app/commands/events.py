"""App layer: commands that create, change and remove events (tournaments)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from floortool.app.commands.base import Context, Outcome
from floortool.app.commands.labels import Part, both
from floortool.app.resources import DEFAULT_TEMPLATE, load_template
from floortool.app.views.payouts import prize_settings
from floortool.domain.kernel.journal import DomainEvent, event_scope
from floortool.domain.kernel.phrases import translate
from floortool.domain.prize.events import prize_settings_set
from floortool.domain.structure.chips import STANDARD_CHIP_SET, ChipSet
from floortool.domain.structure.events import decide_initial_floor
from floortool.domain.structure.levels import Structure
from floortool.domain.tournament.event import (
    EventSettings,
    decide_create_event,
    decide_remove_event,
    decide_update_event,
    require_event,
)
from floortool.domain.tournament.settings import setting_names


@dataclass(frozen=True)
class CreateEvent:
    """Create an event with its chip set and structure, in one journal group.

    Its id is the journal group that created it (never reused). Without a
    structure the rulebook's default template is used. ``guarantee_cents``
    sets the guaranteed prize pool (the event's prize settings) in the same action.
    """

    settings: EventSettings
    structure: Structure | None = None
    chip_set: ChipSet = STANDARD_CHIP_SET
    guarantee_cents: int | None = None

    def run(self, ctx: Context) -> Outcome:
        event_id = ctx.group
        # Decide first: settings with an unknown rulebook are refused, not a KeyError below.
        created = decide_create_event(
            ctx.state, event_id=event_id, settings=self.settings, now=ctx.now
        )
        structure = self.structure or load_template(DEFAULT_TEMPLATE[self.settings.rulebook])
        events = [
            *created,
            *decide_initial_floor(
                event_id=event_id, structure=structure, chip_set=self.chip_set, at=ctx.now
            ),
            *_guarantee(ctx, event_id, self.guarantee_cents, fee_cents=self.settings.fee),
        ]
        return Outcome(
            scope=event_scope(event_id),
            label=translate("app.commands.events", "Create event {event}").fill(
                event=self.settings.name.strip()
            ),
            events=events,
            opens_event=event_id,
        )


@dataclass(frozen=True)
class UpdateEvent:
    """Change some of an event's settings (name, rulebook, late registration ...), and
    its guaranteed prize pool when ``guarantee_cents`` is given, as one action."""

    event_id: int
    changes: dict[str, Any]
    guarantee_cents: int | None = None

    def run(self, ctx: Context) -> Outcome:
        info = require_event(ctx.state, self.event_id)
        events = (
            decide_update_event(ctx.state, event_id=self.event_id, changes=self.changes)
            if self.changes or self.guarantee_cents is None
            else []
        )
        fee = self.changes.get("fee", info.settings.fee)
        events += _guarantee(ctx, self.event_id, self.guarantee_cents, fee_cents=fee)
        names: list[Part] = [setting_names(self.changes)] if self.changes else []
        if self.guarantee_cents is not None:
            names.append(translate("app.commands.events", "guarantee"))
        label = translate("app.commands.events", "Change {settings} of {event}").fill(
            settings=both(names), event=info.name
        )
        return Outcome(scope=event_scope(self.event_id), label=label, events=events)


def _guarantee(
    ctx: Context, event_id: int, cents: int | None, *, fee_cents: int
) -> list[DomainEvent]:
    """The event's prize settings with the guarantee ``cents`` (none when None)."""
    if cents is None:
        return []
    settings = replace(prize_settings(ctx.state, event_id), guarantee_cents=cents)
    return [prize_settings_set(event_id, settings, fee_cents=fee_cents)]


@dataclass(frozen=True)
class RemoveEvent:
    """Remove an event from the list (undo brings it back with everything in it)."""

    event_id: int

    def run(self, ctx: Context) -> Outcome:
        info = require_event(ctx.state, self.event_id)
        events = decide_remove_event(ctx.state, event_id=self.event_id)
        return Outcome(
            scope=event_scope(self.event_id),
            label=translate("app.commands.events", "Remove event {event}").fill(event=info.name),
            events=events,
        )
