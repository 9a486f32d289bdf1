"""Domain layer: a tournament ("event"), and the decisions that create, change and
remove one (its settings are declared in ``domain.tournament.settings``).

The event's rulebook record (``rulings.rulebook_records``) decides the defaults: TDA 2024
gives late entrants a full starting stack (Rule 8-A); the bar league's
Robert's Rules v6 edition deducts the blinds already played (house amendment
A-4) and closes late registration at the end of level 2.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from floortool.domain.kernel.errors import InvalidInput, NotFound
from floortool.domain.kernel.journal import DomainEvent, ReplayConflict, Subject
from floortool.domain.kernel.phrases import translate
from floortool.domain.rulings.rulebook_records import DEFAULT_RULEBOOK, RULEBOOK_RECORDS

# The settings' names, as the rest of the floor has always imported them from here.
from floortool.domain.tournament.late_policies import LATE_REG_POLICIES as LATE_REG_POLICIES
from floortool.domain.tournament.settings import MAX_NAME as MAX_NAME
from floortool.domain.tournament.settings import MAX_TABLES as MAX_TABLES
from floortool.domain.tournament.settings import RULEBOOKS as RULEBOOKS
from floortool.domain.tournament.settings import EventSettings as EventSettings
from floortool.domain.tournament.settings import validate_settings as validate_settings

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState


@dataclass(frozen=True)
class EventInfo:
    """A tournament as the floor knows it."""

    id: int
    settings: EventSettings
    created_at: str  # ISO-8601 UTC

    @property
    def name(self) -> str:
        return self.settings.name


def settings_for(
    *,
    name: str,
    rulebook: str = DEFAULT_RULEBOOK,
    late_reg: str | None = None,
    late_reg_close_level: int | None = None,
    **other: Any,
) -> EventSettings:
    """Settings with the rulebook's defaults filled in where the director left a blank."""
    # An unknown rulebook has no defaults; ``validate_settings`` refuses it.
    record = RULEBOOK_RECORDS.get(rulebook)
    default_policy, default_close = (
        (record.late_reg, record.late_reg_close_level) if record else ("full-stack", None)
    )
    if late_reg is None:
        late_reg = default_policy
        if late_reg_close_level is None:
            late_reg_close_level = default_close
    settings = EventSettings(
        name=name,
        rulebook=rulebook,
        late_reg=late_reg,
        late_reg_close_level=late_reg_close_level,
        **other,
    )
    validate_settings(settings)
    return settings


def check_flight_parent(state: FloorState, event_id: int, settings: EventSettings) -> None:
    """Refuse ``flight_of`` unless it names a live event that is not itself a flight."""
    parent = settings.flight_of
    if parent is None:
        return
    if parent == event_id:
        raise InvalidInput(
            translate("domain.tournament.event", "An event cannot be a flight of itself."),
            field="flight_of",
        )
    info = state.events.get(parent)
    if info is None:
        raise NotFound(
            translate(
                "domain.tournament.event",
                "There is no event number {parent} for this flight to feed.",
            ).fill(parent=parent),
            code="unknown_event",
        )
    if info.settings.flight_of is not None:
        raise InvalidInput(
            translate(
                "domain.tournament.event",
                "Event {parent} ({event}) is itself a flight; flights feed a Day 2 event.",
            ).fill(parent=parent, event=info.name),
            field="flight_of",
        )
    if any(e.settings.flight_of == event_id for e in state.events.values()):
        raise InvalidInput(
            translate(
                "domain.tournament.event",
                "Other events are flights of this one, so it cannot be a flight itself.",
            ),
            field="flight_of",
        )


def _settings_from(data: dict[str, Any]) -> EventSettings:
    return EventSettings(**data)


@dataclass(frozen=True)
class EventCreated(DomainEvent):
    kind = "event_created"
    subjects = frozenset({Subject.EVENT})
    event_id: int
    settings: dict[str, Any]
    created_at: str

    def apply(self, state: FloorState) -> None:
        if self.event_id in state.events:
            raise ReplayConflict(f"event {self.event_id} created twice")
        state.events[self.event_id] = EventInfo(
            id=self.event_id, settings=_settings_from(self.settings), created_at=self.created_at
        )


@dataclass(frozen=True)
class EventUpdated(DomainEvent):
    kind = "event_updated"
    subjects = frozenset({Subject.EVENT})
    event_id: int
    changes: dict[str, Any]

    def apply(self, state: FloorState) -> None:
        info = state.events.get(self.event_id)
        if info is None:
            raise ReplayConflict(f"event {self.event_id} changed but never created")
        state.events[self.event_id] = replace(info, settings=replace(info.settings, **self.changes))


@dataclass(frozen=True)
class EventRemoved(DomainEvent):
    kind = "event_removed"
    subjects = frozenset({Subject.EVENT})
    event_id: int

    def apply(self, state: FloorState) -> None:
        if state.events.pop(self.event_id, None) is None:
            raise ReplayConflict(f"event {self.event_id} removed but never created")


def decide_create_event(
    state: FloorState, *, event_id: int, settings: EventSettings, now: datetime
) -> list[DomainEvent]:
    """Create a new event with ``settings`` (already validated by ``settings_for``)."""
    validate_settings(settings)
    if event_id in state.events:
        raise InvalidInput(
            translate("domain.tournament.event", "Event {event_id} already exists.").fill(
                event_id=event_id
            )
        )
    check_flight_parent(state, event_id, settings)
    data = {k: getattr(settings, k) for k in EventSettings.__dataclass_fields__}
    data["name"] = settings.name.strip()
    return [EventCreated(event_id=event_id, settings=data, created_at=now.isoformat())]


def decide_update_event(
    state: FloorState, *, event_id: int, changes: dict[str, Any]
) -> list[DomainEvent]:
    """Change some settings of an existing event."""
    info = require_event(state, event_id)
    unknown = set(changes) - set(EventSettings.__dataclass_fields__)
    if unknown:
        raise InvalidInput(
            translate("domain.tournament.event", "Unknown event setting: {unknown}.").fill(
                unknown=", ".join(sorted(unknown))
            )
        )
    updated = replace(info.settings, **changes)
    validate_settings(updated)
    if "flight_of" in changes:
        check_flight_parent(state, event_id, updated)
    if "name" in changes:
        changes = {**changes, "name": changes["name"].strip()}
    effective = {k: v for k, v in changes.items() if getattr(info.settings, k) != v}
    if not effective:
        raise InvalidInput(
            translate(
                "domain.tournament.event",
                "Nothing to change: the event already has those settings.",
            )
        )
    return [EventUpdated(event_id=event_id, changes=effective)]


def decide_remove_event(state: FloorState, *, event_id: int) -> list[DomainEvent]:
    require_event(state, event_id)
    return [EventRemoved(event_id=event_id)]


def require_event(state: FloorState, event_id: int) -> EventInfo:
    """The event with ``event_id``, or a refusal a director understands."""
    return state.event(event_id)
