"""App layer: the demo events — the one ``make run`` opens, so a new user sees a live
floor, and the one of N seated players ``floortool demo --players N`` creates.

The demo of N players is always a new event ("Demo Tournament (45 players)")
on tables of nine, as many as the field needs, with every player registered in
one action through ``RegisterEntry`` (each gets a random seat at a table with
the fewest players, as at the desk) and the clock not started. Its players are
the ones ``demo_field`` names; a name already in the player database is that
player (the oldest, if several share it), so a second demo adds nobody.
"""

from __future__ import annotations

import math

from floortool.app.commands.events import CreateEvent
from floortool.app.demo_field import demo_names
from floortool.app.floor import Floor
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Number, translate
from floortool.domain.kernel.plurals import plural
from floortool.domain.players.records import name_key
from floortool.domain.rulings.rulebook_records import DEFAULT_RULEBOOK
from floortool.domain.tournament.event import EventSettings, settings_for

DEMO_NAME = "Demo Tournament"
DEMO_SEATS = 9
#: The players a demo may have: a tournament needs two; ten thousand is the largest
#: field the seating engine's figures are measured at (``benchmarks/README.md``).
MIN_DEMO_PLAYERS = 2
MAX_DEMO_PLAYERS = 10_000


def _demo_settings(name: str, tables: int) -> EventSettings:
    return settings_for(
        name=name,
        type_text="No-Limit Hold'em freezeout",
        rulebook=DEFAULT_RULEBOOK,
        starting_stack=20_000,
        buy_in=5_000,
        fee=1_000,
        tables=tables,
        seats=DEMO_SEATS,
    )


def ensure_demo_event(floor: Floor) -> int:
    """Open the demo event, creating it the first time; returns its id."""
    for event_id, info in sorted(floor.state.events.items(), reverse=True):
        if info.name == DEMO_NAME:
            floor.open_event(event_id)
            return event_id
    return floor.execute(CreateEvent(_demo_settings(DEMO_NAME, tables=3))).group


def check_demo_players(players: int) -> None:
    """Refuse a count of players a demo cannot have (``InvalidInput``)."""
    if not MIN_DEMO_PLAYERS <= players <= MAX_DEMO_PLAYERS:
        raise InvalidInput(
            translate(
                "app.demo",
                "A demo event has from {fewest} to {most} players, not {players}.",
            ).fill(
                fewest=MIN_DEMO_PLAYERS,
                most=Number(MAX_DEMO_PLAYERS),
                players=Number(players),
            ),
            field="players",
        )


def create_demo_event(floor: Floor, players: int) -> int:
    """Create a demo event of ``players`` registered and seated players, clock not
    started; returns its id. A count out of range is refused before anything is written."""
    check_demo_players(players)
    name = f"{DEMO_NAME} ({plural(players, 'player')})"
    event_id = floor.execute(
        CreateEvent(_demo_settings(name, tables=math.ceil(players / DEMO_SEATS)))
    ).group
    known: dict[str, int] = {}
    for player in sorted(floor.state.players.values(), key=lambda p: p.id, reverse=True):
        known[name_key(player.name)] = player.id  # the oldest of namesakes wins
    # Here only: opening the demo event (``ensure_demo_event``, the window's start)
    # needs none of registration's decisions and the seating they draw on.
    from floortool.app.commands.registration import NewPlayer, RegisterEntry

    entrants = tuple(
        known[key] if (key := name_key(name)) in known else NewPlayer(name)
        for name in demo_names(players)
    )
    floor.execute(RegisterEntry(event_id, entrants))
    return event_id
