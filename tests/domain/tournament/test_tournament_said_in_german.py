"""Domain: event and flight refusals said in German and Spanish, their fields in place.

Issue 30: every sentence a person reads is said in their language; the event's
number and name stay as they are.
"""

from __future__ import annotations

from tests.domain.pure_floor import PureFloor, refused

from floortool.app.languages import catalogue
from floortool.domain.tournament.event import decide_create_event, settings_for
from floortool.domain.tournament.flights import check_flight_entry


def test_an_event_made_twice_is_said_in_german_with_its_number() -> None:
    floor = PureFloor()
    floor.event("Friday")
    error = refused(
        "invalid_input",
        lambda: decide_create_event(
            floor.state, event_id=1, settings=settings_for(name="Again"), now=floor.now
        ),
    )
    assert error.message == "Event 1 already exists."
    assert error.said(catalogue("de").say) == "Turnier 1 gibt es schon."


def test_a_player_still_in_one_flight_is_said_in_spanish() -> None:
    floor = PureFloor()
    floor.event("Main Day 2", tables=2, seats=9)
    floor.event("Day 1A", flight_of=1, tables=2, seats=3)
    floor.event("Day 1B", flight_of=1, tables=2, seats=3)
    floor.enter("Alice", 2)
    alice = floor.player("Alice")
    error = refused(
        "playing_another_flight", lambda: check_flight_entry(floor.state, 3, alice.id, "Alice")
    )
    assert error.message == "Alice is still playing Day 1A."
    assert error.said(catalogue("es").say) == "Alice aún está jugando Day 1A."
