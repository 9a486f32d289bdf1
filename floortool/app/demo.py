"""App layer: the demo event ``make run`` opens, so a new user sees a live floor."""

from __future__ import annotations

from floortool.app.commands.events import CreateEvent
from floortool.app.floor import Floor
from floortool.domain.rulings.books import DEFAULT_RULEBOOK
from floortool.domain.tournament.event import settings_for

DEMO_NAME = "Demo Tournament"


def ensure_demo_event(floor: Floor) -> int:
    """Open the demo event, creating it the first time; returns its id."""
    for event_id, info in sorted(floor.state.events.items(), reverse=True):
        if info.name == DEMO_NAME:
            floor.open_event(event_id)
            return event_id
    settings = settings_for(
        name=DEMO_NAME,
        type_text="No-Limit Hold'em freezeout",
        rulebook=DEFAULT_RULEBOOK,
        starting_stack=20_000,
        buy_in=5_000,
        fee=1_000,
        tables=3,
        seats=9,
    )
    return floor.execute(CreateEvent(settings)).group
