"""App: a room layout's chip-leaders region lists the leaders by last count.

Issue 28, item 2: "Top N by last count ... on the room display"; issue 29's layouts
name a ``chip_leaders`` region. ``display_lists`` gives its rows (place and name,
chips), biggest first, the same rows the Qt display and the web's ``/api/display-lists``
draw; before any count the region has no rows (and says "No chip counts yet")."""

from __future__ import annotations

import random

from tests.domain.pure_floor import CLI_STRUCTURE
from tests.support import FakeClock, entry_of

from floortool.app.commands.chip_counts import CountChips
from floortool.app.commands.clock import StartClock
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.floor import Floor
from floortool.app.views.display_lists import display_lists
from floortool.domain.tournament.event import settings_for


def test_the_chip_leaders_region_lists_the_last_counts_biggest_first(
    sqlite_url: str, clock: FakeClock
) -> None:
    floor = Floor.open(sqlite_url, operator="td", clock=clock, rng=random.Random(5))
    made = settings_for(name="Main", tables=1, seats=9, buy_in=10000)
    event_id = floor.execute(CreateEvent(made, structure=CLI_STRUCTURE)).group
    floor.execute(RegisterEntry(event_id, newcomers(("Alice", "Bob", "Cleo", "Dan"))))
    floor.execute(StartClock(event_id))
    assert display_lists(floor.state, event_id).chip_leaders == ()
    counts = [
        (entry_of(floor, event_id, "Dan"), 6_000),
        (entry_of(floor, event_id, "Cleo"), 14_000),
    ]
    floor.execute(CountChips(event_id, counts, by="td"))
    lists = display_lists(floor.state, event_id, name=str.upper)
    assert lists.chip_leaders == (("1. CLEO", "14,000"), ("2. DAN", "6,000"))
    assert lists.to_json()["chip_leaders"] == [["1. CLEO", "14,000"], ["2. DAN", "6,000"]]
