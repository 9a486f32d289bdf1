"""Web: a player's phone page after bag and tag — the bag, then once the flight closed
their Day 2 seat and the stack they carried from the bag (issue 28, item 4)."""

from __future__ import annotations

from tests.domain.pure_floor import CLI_STRUCTURE
from tests.support import FakeClock, as_typed
from tests.web.web_floor import client_of, key_of, open_floor

from floortool.app.commands.chip_counts import BagChips
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import CloseFlight, RegisterEntry
from floortool.domain.field.entries import event_entries
from floortool.domain.tournament.event import settings_for


def test_a_survivors_page_shows_the_bag_then_the_day_2_seat_and_stack(
    db_url: str, clock: FakeClock
) -> None:
    """ "a player's phone showing their Day 2 seat and stack"."""
    floor = open_floor(db_url, clock)
    day2 = floor.execute(
        CreateEvent(settings_for(name="Day 2", tables=2, seats=9), structure=CLI_STRUCTURE)
    ).group
    made = settings_for(name="Day 1A", flight_of=day2, tables=1, seats=9)
    flight = floor.execute(CreateEvent(made, structure=CLI_STRUCTURE)).group
    floor.execute(RegisterEntry(flight, as_typed(floor, "Ann Lee", "Bo")))
    ann, bo = sorted(event_entries(floor.state, flight))
    stack = event_entries(floor.state, flight)[ann].stack
    typed = ((ann, stack - 500), (bo, stack + 500))
    floor.execute(BagChips(flight, chips=typed, numbers=((ann, "12"),)))
    with client_of(floor) as client:
        url = f"/api/entry/{flight}/{key_of(floor, flight, ann)}"
        page = client.get(url).json()
        assert (page["bag"], page["last_count"], page["day2"]) == ("12", stack - 500, None)
    floor.execute(CloseFlight(flight))
    with client_of(floor) as client:
        page = client.get(url).json()
    day2_entry = next(e for e in event_entries(floor.state, day2).values() if e.from_entry == ann)
    seat = floor.state.seating[day2].where[day2_entry.id]
    assert page["day2"] == {"event": day2, "table": seat[0], "seat": seat[1], "stack": stack - 500}
    floor.close()
