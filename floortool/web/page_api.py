"""Web layer: what the pages read besides the read API: the server's time, a room
screen's rotation, and the seat changes the room display lists.

``GET /api/time`` is the server's clock now (``server_time_ms``), never kept,
so a page can measure how far the phone's clock is from the server's (half
the round trip either side) and tick the clock from the clock document's
``server_time_ms`` without drifting. ``GET /api/display[?event=N]`` says
which views a room screen (``/display``) rotates through and how long each
shows: the event settings ``display_views`` and ``display_seconds``, and the
reminder it shows just after a level changes (``new_level_note``, citing the
event's rulebook).
``GET /api/changes[?event=N]`` is the seat changes still in force made in the
last ``SEAT_CHANGE_TIME`` (newest first, at most ``MOST_CHANGES``), as the Qt
room display's strip lists them: who (the event's served name), to which
table and seat, and when, so the display drops each when its time is up.
"""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from floortool.app.depends import depends_on
from floortool.app.floor import Floor
from floortool.app.views.clock import new_level_note
from floortool.app.views.floor_map import SEAT_CHANGE_TIME, recent_moves
from floortool.domain.kernel.journal import Subject
from floortool.domain.tournament.event import require_event
from floortool.domain.tournament.settings import display_views
from floortool.web.documents import Document
from floortool.web.names import namer
from floortool.web.params import event_param
from floortool.web.reads import CLOCK_FRESH_SECONDS, current_fresh

#: The most seat changes the room display cycles through (as the window's feed).
MOST_CHANGES = 30


async def server_time(request: Request) -> Response:
    """``{"server_time_ms"}``: the floor's clock now, in milliseconds since the epoch."""
    web = request.app.state.web
    now = await web.read(lambda floor: {"server_time_ms": round(floor.clock().timestamp() * 1000)})
    return JSONResponse(now, headers={"Cache-Control": "no-store"})


@depends_on(Subject.EVENT)
def _rotation(floor: Floor, event_id: int) -> Document:
    settings = require_event(floor.state, event_id).settings
    return {
        "event": event_id,
        "views": list(display_views(settings.display_views)),
        "seconds": settings.display_seconds,
        "new_level_note": new_level_note(settings.rulebook),
    }


async def display(request: Request) -> Response:
    """``{"event", "views", "seconds", "new_level_note"}``: the room screens' rotation."""
    asked = event_param(request)
    web = request.app.state.web
    response: Response = await web.serve(
        request,
        ("/api/display", asked),
        lambda floor: _rotation(floor, web.reads.event_id(floor, asked)),
        current_fresh(asked),
    )
    return response


@depends_on(reads=(recent_moves, namer))
def _changes(floor: Floor, event_id: int) -> Document:
    now = floor.clock()
    since = now - SEAT_CHANGE_TIME
    moves = recent_moves(floor.journal(), floor.state, event_id, since=since, limit=MOST_CHANGES)
    name = namer(floor.state, event_id)
    return {
        "event": event_id,
        "seconds": SEAT_CHANGE_TIME.total_seconds(),
        "changes": [
            {
                "player": name(m.player),
                "table": m.to_table,
                "seat": m.to_seat,
                "at_ms": round(m.at.timestamp() * 1000),
            }
            for m in moves
            if m.at > since
        ],
    }


async def changes(request: Request) -> Response:
    """``{"event", "seconds", "changes": [{"player", "table", "seat", "at_ms"}]}`` (kept
    at most ``CLOCK_FRESH_SECONDS``: the display drops each change when its time is up)."""
    asked = event_param(request)
    web = request.app.state.web
    response: Response = await web.serve(
        request,
        ("/api/changes", asked),
        lambda floor: _changes(floor, web.reads.event_id(floor, asked)),
        current_fresh(asked, CLOCK_FRESH_SECONDS),
    )
    return response


#: The documents of these routes, by address (what each depends on is declared on it).
PAGE_DOCUMENTS = {"/api/display": _rotation, "/api/changes": _changes}


def page_api_routes() -> list[Route]:
    return [
        Route("/api/time", server_time),
        Route("/api/display", display),
        Route("/api/changes", changes),
    ]
