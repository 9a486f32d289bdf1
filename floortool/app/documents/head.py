"""App layer: the frame every printed page shares — the event's name and date, the
document's title, and when it was printed, in the floor's local time, said in the
reader's language.

The event's date is the day its clock is scheduled to start, else the day it
was created. A date names its weekday and month as the reader's language does:
``Sun 29 Nov 2026``, ``So., 29. Nov. 2026``, ``dim. 29 nov. 2026``,
``dom., 29 nov. 2026``.
"""

from __future__ import annotations

from datetime import datetime

from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.tournament.event import require_event
from floortool.reports.page_frame import DocumentHead

#: The days of the week, Monday first, as a date names them.
WEEKDAYS = (
    translate("app.documents.head", "Mon"),
    translate("app.documents.head", "Tue"),
    translate("app.documents.head", "Wed"),
    translate("app.documents.head", "Thu"),
    translate("app.documents.head", "Fri"),
    translate("app.documents.head", "Sat"),
    translate("app.documents.head", "Sun"),
)
#: The months, January first, as a date names them.
MONTHS = (
    translate("app.documents.head", "Jan"),
    translate("app.documents.head", "Feb"),
    translate("app.documents.head", "Mar"),
    translate("app.documents.head", "Apr"),
    translate("app.documents.head", "May"),
    translate("app.documents.head", "Jun"),
    translate("app.documents.head", "Jul"),
    translate("app.documents.head", "Aug"),
    translate("app.documents.head", "Sep"),
    translate("app.documents.head", "Oct"),
    translate("app.documents.head", "Nov"),
    translate("app.documents.head", "Dec"),
)


def date_text(moment: datetime) -> Phrase:
    """``Sun 29 Nov 2026`` (local time)."""
    local = moment.astimezone()
    return translate("app.documents.head", "{weekday} {day} {month} {year}").fill(
        weekday=WEEKDAYS[local.weekday()],
        day=local.day,
        month=MONTHS[local.month - 1],
        year=local.year,
    )


def time_text(moment: datetime) -> str:
    """``20:04`` (local time)."""
    return f"{moment.astimezone():%H:%M}"


def event_day(state: FloorState, event_id: int) -> datetime:
    """The scheduled start of the event's clock, else the time the event was created."""
    info = require_event(state, event_id)
    clock = state.clocks.get(event_id)
    scheduled = clock.scheduled_start if clock is not None else None
    return datetime.fromisoformat(scheduled or info.created_at)


def document_head(
    state: FloorState, event_id: int, title: Phrase, now: datetime, words: Catalogue = ENGLISH
) -> DocumentHead:
    """The frame of a document titled ``title``, printed ``now``, in ``words``' language."""
    info = require_event(state, event_id)
    printed = translate("app.documents.head", "Printed {date} {time}")
    return DocumentHead(
        event=info.name,
        date=words.say(date_text(event_day(state, event_id))),
        title=words.say(title),
        printed=words.say(printed.fill(date=date_text(now), time=time_text(now))),
    )
