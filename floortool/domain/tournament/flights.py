"""Domain layer: multi-flight events (Day 1A, 1B ... feeding one Day 2).

A flight is an event whose ``flight_of`` setting names its Day 2 event. It
decides who may enter a flight — anyone, as often as the flight's own
re-entry rules allow, until they survive one: a player who survived a flight
(still had chips when it closed) or already sits in Day 2 cannot enter
another flight of the same Day 2, and a player still playing one flight
cannot enter another at the same time — and what closing a flight does: its
survivors' entries are marked ``advanced`` and each survivor gets a Day 2
entry with the bagged chip count the director entered, seated by a fresh
random draw in Day 2 (the flight's own tables are done).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from floortool.domain.draft import Draft, add_entry
from floortool.domain.errors import FloorError, InvalidInput
from floortool.domain.journal import DomainEvent, ReplayConflict, event_type
from floortool.domain.registration.entries import (
    ACTIVE,
    ADVANCED,
    Entry,
    event_entries,
    player_entries,
    seating_of,
)
from floortool.domain.registration.late import level_at, moment_of, structure_of
from floortool.domain.tournament.event import require_event

if TYPE_CHECKING:
    from floortool.domain.state import FloorState


class FlightRefused(FloorError):
    """A flight rule stops this (codes: ``flight_closed``, ``already_qualified``,
    ``playing_another_flight``, ``not_a_flight``, ``alternates_waiting``, ``stacks_required``)."""

    code = "flight_refused"


def flights_of(state: FloorState, day2_id: int) -> list[int]:
    """The live flights feeding ``day2_id``, by event id."""
    return sorted(i for i, info in state.events.items() if info.settings.flight_of == day2_id)


def _name(state: FloorState, event_id: int) -> str:
    info = state.events.get(event_id)
    return info.name if info is not None else f"event {event_id}"


def check_open(state: FloorState, event_id: int) -> None:
    """Refuse any change to the entries of a flight that has closed."""
    if event_id in state.closed_flights:
        raise FlightRefused(
            f"{_name(state, event_id)} is closed: its survivors have gone on to Day 2.",
            code="flight_closed",
        )


def check_flight_entry(state: FloorState, event_id: int, player_id: int, who: str) -> None:
    """Refuse an entry into ``event_id`` that the flight rules forbid for ``player_id``."""
    check_open(state, event_id)
    day2 = require_event(state, event_id).settings.flight_of
    for flight in flights_of(state, event_id if day2 is None else day2):
        if flight == event_id:
            continue
        entries = player_entries(state, flight, player_id)
        if day2 is not None and any(e.status == ADVANCED for e in entries):
            raise FlightRefused(
                f"{who} survived {_name(state, flight)} and is through to Day 2: "
                "a survivor cannot enter another flight.",
                code="already_qualified",
            )
        if any(e.in_play for e in entries):
            raise FlightRefused(
                f"{who} is still playing {_name(state, flight)}.", code="playing_another_flight"
            )
    if day2 is not None and any(e.in_play for e in player_entries(state, day2, player_id)):
        raise FlightRefused(
            f"{who} already has a seat in {_name(state, day2)}: no more flights.",
            code="already_qualified",
        )


@event_type
@dataclass(frozen=True)
class FlightClosed(DomainEvent):
    """The flight is over; ``survivors`` (``{"entry", "stack"}``) go on to Day 2."""

    kind = "flight_closed"
    event_id: int
    day2_id: int
    survivors: list[dict[str, int]]
    at: str

    def apply(self, state: FloorState) -> None:
        if self.event_id not in state.events or self.event_id in state.closed_flights:
            raise ReplayConflict(f"flight {self.event_id} is not live or closed twice")
        entries = event_entries(state, self.event_id)
        seating = state.seating.get(self.event_id)  # None: nobody sat, nobody to stand up
        for survivor in self.survivors:
            entry = entries.get(survivor["entry"])
            if entry is None or entry.status != ACTIVE:
                raise ReplayConflict(f"flight survivor {survivor['entry']} is not playing")
            if seating is not None:
                seating.leave(entry.id)
            entries[entry.id] = replace(entry, status=ADVANCED)
        state.closed_flights.add(self.event_id)


def decide_close_flight(
    draft: Draft,
    flight_id: int,
    stacks: Mapping[int, int],
    *,
    now: datetime,
    rng: random.Random,
    names: Mapping[int, str],
) -> list[Entry]:
    """Close ``flight_id`` with the bagged ``stacks`` of its survivors (by entry id):
    they get Day 2 entries, seated by a fresh draw. Returns the Day 2 entries.

    ``names`` (player id → name) words the refusals.
    """
    state = draft.state
    info = require_event(state, flight_id)
    day2_id = info.settings.flight_of
    if day2_id is None:
        raise FlightRefused(f"{info.name} is not a flight of a Day 2 event.", code="not_a_flight")
    check_open(state, flight_id)
    require_event(state, day2_id)
    waiting = seating_of(state, flight_id).waiting
    if waiting:
        raise FlightRefused(
            f"{len(waiting)} alternate(s) still wait for a seat in {info.name}; "
            "seat them or undo their registrations before closing the flight.",
            code="alternates_waiting",
        )
    survivors = sorted(
        (e for e in event_entries(state, flight_id).values() if e.status == ACTIVE),
        key=lambda e: e.id,
    )
    _check_stacks(info.name, survivors, stacks, names)
    carried: list[dict[str, Any]] = [{"entry": e.id, "stack": stacks[e.id]} for e in survivors]
    draft.add(
        FlightClosed(event_id=flight_id, day2_id=day2_id, survivors=carried, at=now.isoformat())
    )
    level = level_at(structure_of(state, day2_id), moment_of(state, day2_id, now))
    made = [
        add_entry(
            draft,
            day2_id,
            survivor.player_id,
            stack=(stacks[survivor.id], 0),
            money=(0, 0),
            level=level,
            now=now,
            rng=rng,
            carried_from=(flight_id, survivor.id),
        )
        for survivor in survivors
    ]
    return [state.entries[day2_id][entry_id] for entry_id in made]


def _check_stacks(
    flight: str, survivors: list[Entry], stacks: Mapping[int, int], names: Mapping[int, str]
) -> None:
    ids = {e.id for e in survivors}
    missing = [names.get(e.player_id, f"entry {e.id}") for e in survivors if e.id not in stacks]
    if missing:
        raise FlightRefused(
            f"Enter the bagged chip count of every survivor of {flight}; missing: "
            f"{', '.join(missing)}.",
            code="stacks_required",
            missing=missing,
        )
    strangers = sorted(set(stacks) - ids)
    if strangers:
        raise InvalidInput(
            f"Entries {', '.join(map(str, strangers))} are not survivors of {flight}.",
            field="stacks",
        )
    for survivor in survivors:
        count = stacks[survivor.id]
        if isinstance(count, bool) or not isinstance(count, int) or count <= 0:
            who = names.get(survivor.player_id, f"entry {survivor.id}")
            raise InvalidInput(
                f"{who}: a survivor has at least one chip (a count of {count} means "
                "the entry busted: record the bust instead).",
                field="stacks",
            )
