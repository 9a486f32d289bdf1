"""Web layer: how a player's name is served, by the event's ``public_names`` setting.

``full`` serves the name as the floor has it; ``initials`` serves only the first
letter of each word (``Éva O'Neil`` → ``É. O.``), so a room's public pages can
show who is where without naming anyone. Every name the read API serves
passes through the ``Namer`` of its event; a league season's standings, which
name the players of every night of the season, through the season's
(``season_namer``): initials as soon as any of its nights is set to them.
"""

from __future__ import annotations

from collections.abc import Callable

from floortool.app.depends import depends_on
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.journal import Subject
from floortool.domain.tournament.event import require_event

FULL, INITIALS = "full", "initials"

Namer = Callable[[str], str]


def initials(name: str) -> str:
    """The first letter of each word of ``name``, each followed by a full stop."""
    letters = [next((c for c in word if c.isalnum()), "") for word in name.split()]
    return " ".join(f"{c.upper()}." for c in letters if c)


def _as_is(name: str) -> str:
    return name


@depends_on(Subject.EVENT)
def namer(state: FloorState, event_id: int) -> Namer:
    """How event ``event_id`` serves names."""
    hidden = require_event(state, event_id).settings.public_names == INITIALS
    return initials if hidden else _as_is


def season_namer(state: FloorState, season_id: int) -> Namer:
    """How the standings of season ``season_id`` serve names: initials when any of the
    season's tournaments still on the floor serves initials (its players are in the
    standings of every other night too)."""
    nights = (e.tournament_id for e in state.league.events_of(season_id))
    hidden = any(
        state.events[t].settings.public_names == INITIALS
        for t in nights
        if t is not None and t in state.events
    )
    return initials if hidden else _as_is
