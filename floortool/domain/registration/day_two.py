"""Domain layer: closing a flight — its survivors carried to Day 2.

Closing a flight marks its survivors' entries ``advanced`` and gives each
survivor a Day 2 entry with their bagged chips, seated by a fresh random draw
in Day 2 (the flight's own tables are done). The stacks are the flight's bags
(``registration.bags``) when every survivor is bagged and none are typed at the close;
else the counts the director types at the close (``close_stacks`` says which).

Day 2 opens itself: when the last of its flights closes and its survivors wait
for the seat draw (a Day 2 with no table count, clock not started), the close
draws them (``seating.initial_draw``, TDA 2024 Rule 7: random seats, tables
filled evenly) in the same action (``draw_day_two``). With a table count each
survivor already got a random seat at a table with the fewest players. Who may
enter a flight is decided in ``domain.tournament.flights``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from floortool.domain.field.entries import ACTIVE, ADVANCED, Entry, entries_of, event_entries
from floortool.domain.kernel.draft import Draft
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.journal import DomainEvent, ReplayConflict, Subject
from floortool.domain.kernel.phrases import counted, translate
from floortool.domain.registration.bags import bags_of
from floortool.domain.seating.arrivals import add_entry
from floortool.domain.seating.initial_draw import SeatsDrawn, decide_draw
from floortool.domain.seating.seats import seating_of
from floortool.domain.structure.moment import level_at, moment_of, structure_of
from floortool.domain.tournament.event import require_event
from floortool.domain.tournament.flights import FlightRefused, check_open, flights_of

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState


BAGS, TYPED = "bags", "typed"


def close_stacks(
    state: FloorState, flight_id: int, typed: Mapping[int, int]
) -> tuple[Mapping[int, int], str]:
    """The survivors' Day 2 stacks and where they come from: ``BAGS`` when nothing is
    typed and every survivor is bagged, else ``TYPED`` (checked at the close)."""
    bags = bags_of(state, flight_id) if not typed else None
    if bags is None:
        return typed, TYPED
    return {bag.entry: bag.chips for bag in bags}, BAGS


@dataclass(frozen=True)
class FlightClosed(DomainEvent):
    """The flight is over; ``survivors`` (``{"entry", "stack"}``) go on to Day 2."""

    kind = "flight_closed"
    subjects = frozenset(
        {Subject.EVENT, Subject.FIELD, Subject.SEATING, Subject.RESULTS, Subject.PRIZE}
    )
    event_id: int
    day2_id: int
    survivors: list[dict[str, int]]
    at: str

    def apply(self, state: FloorState) -> None:
        if self.event_id not in state.events or self.event_id in state.closed_flights:
            raise ReplayConflict(f"flight {self.event_id} is not live or closed twice")
        entries = entries_of(state, self.event_id)
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
        raise FlightRefused(
            translate(
                "domain.registration.day_two", "{event} is not a flight of a Day 2 event."
            ).fill(event=info.name),
            code="not_a_flight",
        )
    check_open(state, flight_id)
    require_event(state, day2_id)
    waiting = seating_of(state, flight_id).waiting
    if waiting:
        raise FlightRefused(
            translate(
                "domain.registration.day_two",
                "{alternates} still wait for a seat in {event}; seat them or undo "
                "their registrations before closing the flight.",
            ).fill(
                alternates=counted(
                    len(waiting),
                    translate("domain.registration.day_two", "{count} alternate"),
                    translate("domain.registration.day_two", "{count} alternates"),
                ),
                event=info.name,
            ),
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


def draw_day_two(
    draft: Draft, day2_id: int, *, now: datetime, rng: random.Random
) -> SeatsDrawn | None:
    """The Day 2 draw once every flight of ``day2_id`` is closed and survivors wait for
    it, before Day 2's clock starts; None (nothing drawn) otherwise."""
    state = draft.state
    if any(f not in state.closed_flights for f in flights_of(state, day2_id)):
        return None
    if not seating_of(state, day2_id).waiting or moment_of(state, day2_id, now).started:
        return None
    drawn = decide_draw(state, day2_id, now=now, rng=rng)
    draft.add(drawn)
    return drawn


def _check_stacks(
    flight: str, survivors: list[Entry], stacks: Mapping[int, int], names: Mapping[int, str]
) -> None:
    ids = {e.id for e in survivors}
    missing = [names.get(e.player_id, f"entry {e.id}") for e in survivors if e.id not in stacks]
    if missing:
        raise FlightRefused(
            translate(
                "domain.registration.day_two",
                "Bag the survivors of {flight}, or enter the bagged chip count of "
                "every survivor; missing: {missing}.",
            ).fill(flight=flight, missing=", ".join(missing)),
            code="stacks_required",
            missing=missing,
        )
    strangers = sorted(set(stacks) - ids)
    if strangers:
        raise InvalidInput(
            translate(
                "domain.registration.day_two", "Entries {entries} are not survivors of {flight}."
            ).fill(entries=", ".join(map(str, strangers)), flight=flight),
            field="stacks",
        )
    for survivor in survivors:
        count = stacks[survivor.id]
        if isinstance(count, bool) or not isinstance(count, int) or count <= 0:
            who = names.get(survivor.player_id, f"entry {survivor.id}")
            raise InvalidInput(
                translate(
                    "domain.registration.day_two",
                    "{who}: a survivor has at least one chip (a count of {count} means the "
                    "entry busted: record the bust instead).",
                ).fill(who=who, count=count),
                field="stacks",
            )
