"""App layer: the frame every printed page shares — the event's name and date, the
document's title, and when it was printed, in the floor's local time.

The event's date is the day its clock is scheduled to start, else the day it
was created.
"""

from __future__ import annotations

from datetime import datetime

from floortool.domain.fold.state import FloorState
from floortool.domain.tournament.event import require_event
from floortool.reports.page_frame import DocumentHead


def date_text(moment: datetime) -> str:
    """``Sun 29 Nov 2026`` (local time)."""
    local = moment.astimezone()
    return f"{local:%a} {local.day} {local:%b %Y}"


def time_text(moment: datetime) -> str:
    """``20:04`` (local time)."""
    return f"{moment.astimezone():%H:%M}"


def event_day(state: FloorState, event_id: int) -> datetime:
    """The scheduled start of the event's clock, else the time the event was created."""
    info = require_event(state, event_id)
    clock = state.clocks.get(event_id)
    scheduled = clock.scheduled_start if clock is not None else None
    return datetime.fromisoformat(scheduled or info.created_at)


def document_head(state: FloorState, event_id: int, title: str, now: datetime) -> DocumentHead:
    info = require_event(state, event_id)
    return DocumentHead(
        event=info.name,
        date=date_text(event_day(state, event_id)),
        title=title,
        printed=f"Printed {date_text(now)} {time_text(now)}",
    )
