"""Domain layer: multi-flight events (Day 1A, 1B ... feeding one Day 2).

A flight is an event whose ``flight_of`` setting names its Day 2 event. It
decides who may enter a flight — anyone, as often as the flight's own
re-entry rules allow, until they survive one: a player who survived a flight
(still had chips when it closed) or already sits in Day 2 cannot enter
another flight of the same Day 2, and a player still playing one flight
cannot enter another at the same time. Closing a flight is decided in
``domain.registration.day_two``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floortool.domain.field.entries import ADVANCED, player_entries
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.tournament.event import require_event

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState


class FlightRefused(FloorError):
    """A flight rule stops this (codes: ``flight_closed``, ``already_qualified``,
    ``playing_another_flight``, ``not_a_flight``, ``alternates_waiting``, ``stacks_required``)."""

    code = "flight_refused"


def flights_of(state: FloorState, day2_id: int) -> list[int]:
    """The live flights feeding ``day2_id``, by event id."""
    return sorted(i for i, info in state.events.items() if info.settings.flight_of == day2_id)


def _name(state: FloorState, event_id: int) -> str | Phrase:
    info = state.events.get(event_id)
    if info is None:
        return translate("domain.tournament.flights", "event {event_id}").fill(event_id=event_id)
    return info.name


def check_open(state: FloorState, event_id: int) -> None:
    """Refuse any change to the entries of a flight that has closed."""
    if event_id in state.closed_flights:
        raise FlightRefused(
            translate(
                "domain.tournament.flights",
                "{event} is closed: its survivors have gone on to Day 2.",
            ).fill(event=_name(state, event_id)),
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
                translate(
                    "domain.tournament.flights",
                    "{who} survived {event} and is through to Day 2: a survivor cannot "
                    "enter another flight.",
                ).fill(who=who, event=_name(state, flight)),
                code="already_qualified",
            )
        if any(e.in_play for e in entries):
            raise FlightRefused(
                translate("domain.tournament.flights", "{who} is still playing {event}.").fill(
                    who=who, event=_name(state, flight)
                ),
                code="playing_another_flight",
            )
    if day2 is not None and any(e.in_play for e in player_entries(state, day2, player_id)):
        raise FlightRefused(
            translate(
                "domain.tournament.flights", "{who} already has a seat in {event}: no more flights."
            ).fill(who=who, event=_name(state, day2)),
            code="already_qualified",
        )
