"""Domain layer: a tournament ("event") and its settings, and the decisions
that create, change and remove one.

The event's rulebook record (``rulings.books``) decides the defaults: TDA 2024
gives late entrants a full starting stack (Rule 8-A); the bar league's
Robert's Rules v6 edition deducts the blinds already played (house amendment
A-4) and closes late registration at the end of level 2.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from floortool.domain.errors import InvalidInput, NotFound
from floortool.domain.journal import DomainEvent, ReplayConflict, event_type
from floortool.domain.money import format_money
from floortool.domain.rulings.books import DEFAULT_RULEBOOK, RULEBOOK_TITLES, rulebook_record
from floortool.domain.seating.policy import check_seating_settings
from floortool.domain.seating.table_order import parse_table_order

if TYPE_CHECKING:
    from floortool.domain.state import FloorState

#: Rulebook id → title, read from the rulebook records.
RULEBOOKS = RULEBOOK_TITLES
LATE_REG_POLICIES: dict[str, str] = {
    "full-stack": "full starting stack (TDA 2024 Rule 8-A)",
    "blinds-deducted": "small + big blind of every level started deducted (House A-4)",
    "per-level": "a fixed number of chips deducted for every level started (house policy)",
    "blinds-and-antes": "small blind, big blind and ante of every level started deducted",
}
MAX_NAME = 120
_TEXT_FIELDS = frozenset(
    {"name", "type_text", "rulebook", "late_reg", "table_order", "break_order", "giving_table"}
)
#: Whole-number settings that may also be left blank (None), with what blank means.
_OPTIONAL_FIELDS = frozenset(
    {
        "late_reg_close_level",  # never closes by itself
        "max_reentries",  # no limit
        "max_rebuys",  # no limit
        "rebuy_last_level",  # no level limit
        "rebuy_max_stack",  # the starting stack
        "rebuy_chips",  # the starting stack
        "rebuy_price",  # the buy-in
        "rebuy_fee",  # the fee
        "max_addons",  # no limit
        "addon_last_level",  # no level limit
        "addon_chips",  # the starting stack
        "addon_price",  # the buy-in
        "addon_fee",  # the fee
        "flight_of",  # not a flight
        "early_balance_tolerance",  # no early tolerance
        "early_balance_above_tables",  # no early tolerance
        "final_table_size",  # the seats per table
        "ideal_table_load",  # every seat
    }
)
MAX_TABLES = 2000


@dataclass(frozen=True)
class EventSettings:
    """What the director chooses when creating (or later editing) an event."""

    name: str
    type_text: str = ""
    rulebook: str = DEFAULT_RULEBOOK
    late_reg: str = "full-stack"
    late_reg_close_level: int | None = None
    starting_stack: int = 10_000
    buy_in: int = 0  # cents
    fee: int = 0  # cents
    # Knockout bounty: cents of every entry's buy-in paid to whoever eliminates
    # that entry instead of going to the prize pool (0: no bounties).
    bounty: int = 0
    tables: int = 0  # 0: tables open one after another as the field grows
    seats: int = 9
    # Late registration, 'per-level' policy: chips deducted for every level started.
    late_reg_per_level: int = 0
    # Re-entries per player (None: no limit; 0: a freezeout).
    max_reentries: int | None = 0
    # Rebuys per entry (None: no limit; 0: none), offered through the end of
    # ``rebuy_last_level`` to a player with at most ``rebuy_max_stack`` chips
    # (None: the starting stack); each gives ``rebuy_chips`` (None: the
    # starting stack) for ``rebuy_price`` to the pool plus ``rebuy_fee`` to the
    # house (None: the buy-in and the fee).
    max_rebuys: int | None = 0
    rebuy_last_level: int | None = None
    rebuy_max_stack: int | None = None
    rebuy_chips: int | None = None
    rebuy_price: int | None = None  # cents
    rebuy_fee: int | None = None  # cents
    # Add-ons per entry, offered through the end of ``addon_last_level`` and the
    # break that follows it; chips and money as for rebuys.
    max_addons: int | None = 0
    addon_last_level: int | None = None
    addon_chips: int | None = None
    addon_price: int | None = None  # cents
    addon_fee: int | None = None  # cents
    # The Day 2 event this event is a flight of (Day 1A, 1B ... feeding it).
    flight_of: int | None = None
    # The order tables open in as the field grows (``domain.seating.table_order``:
    # "1-10, 21-30:10"); blank: 1, 2, 3 ...
    table_order: str = ""
    # Seating policy (``domain.seating.policy``): the largest difference allowed
    # between the fullest and the shortest table, and a looser one while more than
    # ``early_balance_above_tables`` tables are open; the break order (blank:
    # highest number first); the final table's size (None: the seats per table);
    # the ideal players per table a break aims at (None: every seat); which of the
    # fullest tables gives a player ("highest" or "lowest" number).
    balance_tolerance: int = 1
    early_balance_tolerance: int | None = None
    early_balance_above_tables: int | None = None
    break_order: str = ""
    final_table_size: int | None = None
    ideal_table_load: int | None = None
    giving_table: str = "highest"

    @property
    def ftr_mode(self) -> str:
        """``ftra`` (FTR cards with FTR action), ``ftr`` (cards only) or ``none``."""
        text = self.type_text.upper()
        if "FTRA" in text:
            return "ftra"
        return "ftr" if "FTR" in text else "none"


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
    record = rulebook_record(rulebook)
    if late_reg is None:
        late_reg = record.late_reg
        if late_reg_close_level is None:
            late_reg_close_level = record.late_reg_close_level
    settings = EventSettings(
        name=name,
        rulebook=rulebook,
        late_reg=late_reg,
        late_reg_close_level=late_reg_close_level,
        **other,
    )
    validate_settings(settings)
    return settings


def validate_settings(settings: EventSettings) -> None:
    """Refuse settings a tournament cannot run with, with a message saying why."""
    for key, value in vars(settings).items():
        wanted = str if key in _TEXT_FIELDS else int
        if value is None and key in _OPTIONAL_FIELDS:
            continue
        if not isinstance(value, wanted) or isinstance(value, bool):
            what = "text" if wanted is str else "a whole number"
            raise InvalidInput(f"The {key.replace('_', ' ')} must be {what}.", field=key)
    name = settings.name.strip()
    if not name:
        raise InvalidInput("The event needs a name.", field="name")
    if len(name) > MAX_NAME:
        raise InvalidInput(f"The event name is longer than {MAX_NAME} characters.", field="name")
    if settings.rulebook not in RULEBOOKS:
        raise InvalidInput(f"Unknown rulebook '{settings.rulebook}'.", field="rulebook")
    if settings.late_reg not in LATE_REG_POLICIES:
        known = ", ".join(LATE_REG_POLICIES)
        raise InvalidInput(
            f"Unknown late-registration policy '{settings.late_reg}'; choose one of: {known}.",
            field="late_reg",
        )
    close = settings.late_reg_close_level
    if close is not None and close < 1:
        raise InvalidInput(
            "Late registration must close at the end of level 1 or later.",
            field="late_reg_close_level",
        )
    if settings.starting_stack <= 0:
        raise InvalidInput(
            "The starting stack must be more than zero chips.", field="starting_stack"
        )
    if settings.buy_in < 0 or settings.fee < 0:
        raise InvalidInput("Buy-in and fee cannot be negative.", field="buy_in")
    _validate_bounty(settings)
    if not 0 <= settings.tables <= MAX_TABLES:
        raise InvalidInput(f"Tables must be between 0 and {MAX_TABLES}.", field="tables")
    if not 2 <= settings.seats <= 12:
        raise InvalidInput("A table has between 2 and 12 seats.", field="seats")
    _validate_entry_settings(settings)
    _validate_table_order(settings)
    check_seating_settings(settings)


def _validate_bounty(settings: EventSettings) -> None:
    """The bounty comes out of the buy-in's prize part, so it can be no more than that."""
    if settings.bounty < 0:
        raise InvalidInput("The bounty cannot be negative.", field="bounty")
    if settings.bounty > settings.buy_in:
        raise InvalidInput(
            f"The bounty ({format_money(settings.bounty)}) comes out of the buy-in, so it "
            f"cannot be more than the buy-in ({format_money(settings.buy_in)}).",
            field="bounty",
        )


def _validate_table_order(settings: EventSettings) -> None:
    listed = parse_table_order(settings.table_order).listed()
    if listed is not None and settings.tables > listed:
        raise InvalidInput(
            f"The table order lists {listed} table(s) but the event has {settings.tables}.",
            field="table_order",
        )


def _at_least(settings: EventSettings, key: str, low: int, text: str) -> None:
    value = getattr(settings, key)
    if value is not None and value < low:
        raise InvalidInput(text, field=key)


def _validate_entry_settings(settings: EventSettings) -> None:
    """Late-registration amounts, re-entry, rebuy and add-on limits, and flights."""
    if settings.late_reg_per_level < 0:
        raise InvalidInput(
            "The chips deducted per level cannot be negative.", field="late_reg_per_level"
        )
    if settings.late_reg == "per-level" and settings.late_reg_per_level == 0:
        raise InvalidInput(
            "The 'per-level' policy needs the chips deducted for every level started.",
            field="late_reg_per_level",
        )
    for key, what in (("max_reentries", "Re-entries"), ("max_rebuys", "Rebuys")):
        _at_least(settings, key, 0, f"{what} per player cannot be negative.")
    _at_least(settings, "max_addons", 0, "Add-ons per player cannot be negative.")
    for key in ("rebuy_last_level", "addon_last_level"):
        kind = "Rebuys" if key.startswith("rebuy") else "Add-ons"
        _at_least(settings, key, 1, f"{kind} must end at the end of level 1 or later.")
    for key in ("rebuy_chips", "addon_chips"):
        _at_least(settings, key, 1, "A rebuy or add-on gives at least one chip.")
    _at_least(settings, "rebuy_max_stack", 0, "The rebuy stack limit cannot be negative.")
    for key in ("rebuy_price", "rebuy_fee", "addon_price", "addon_fee"):
        _at_least(settings, key, 0, "Rebuy and add-on prices and fees cannot be negative.")
    _at_least(settings, "flight_of", 1, "A flight feeds an existing event (its number).")


def check_flight_parent(state: FloorState, event_id: int, settings: EventSettings) -> None:
    """Refuse ``flight_of`` unless it names a live event that is not itself a flight."""
    parent = settings.flight_of
    if parent is None:
        return
    if parent == event_id:
        raise InvalidInput("An event cannot be a flight of itself.", field="flight_of")
    info = state.events.get(parent)
    if info is None:
        raise NotFound(
            f"There is no event number {parent} for this flight to feed.", code="unknown_event"
        )
    if info.settings.flight_of is not None:
        raise InvalidInput(
            f"Event {parent} ({info.name}) is itself a flight; flights feed a Day 2 event.",
            field="flight_of",
        )
    if any(e.settings.flight_of == event_id for e in state.events.values()):
        raise InvalidInput(
            "Other events are flights of this one, so it cannot be a flight itself.",
            field="flight_of",
        )


def _settings_from(data: dict[str, Any]) -> EventSettings:
    return EventSettings(**data)


@event_type
@dataclass(frozen=True)
class EventCreated(DomainEvent):
    kind = "event_created"
    event_id: int
    settings: dict[str, Any]
    created_at: str

    def apply(self, state: FloorState) -> None:
        if self.event_id in state.events:
            raise ReplayConflict(f"event {self.event_id} created twice")
        state.events[self.event_id] = EventInfo(
            id=self.event_id, settings=_settings_from(self.settings), created_at=self.created_at
        )


@event_type
@dataclass(frozen=True)
class EventUpdated(DomainEvent):
    kind = "event_updated"
    event_id: int
    changes: dict[str, Any]

    def apply(self, state: FloorState) -> None:
        info = state.events.get(self.event_id)
        if info is None:
            raise ReplayConflict(f"event {self.event_id} changed but never created")
        state.events[self.event_id] = replace(info, settings=replace(info.settings, **self.changes))


@event_type
@dataclass(frozen=True)
class EventRemoved(DomainEvent):
    kind = "event_removed"
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
        raise InvalidInput(f"Event {event_id} already exists.")
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
        raise InvalidInput(f"Unknown event setting: {', '.join(sorted(unknown))}.")
    updated = replace(info.settings, **changes)
    validate_settings(updated)
    if "flight_of" in changes:
        check_flight_parent(state, event_id, updated)
    if "name" in changes:
        changes = {**changes, "name": changes["name"].strip()}
    effective = {k: v for k, v in changes.items() if getattr(info.settings, k) != v}
    if not effective:
        raise InvalidInput("Nothing to change: the event already has those settings.")
    return [EventUpdated(event_id=event_id, changes=effective)]


def decide_remove_event(state: FloorState, *, event_id: int) -> list[DomainEvent]:
    require_event(state, event_id)
    return [EventRemoved(event_id=event_id)]


def require_event(state: FloorState, event_id: int) -> EventInfo:
    """The event with ``event_id``, or a refusal a director understands."""
    return state.event(event_id)
