"""Web layer: the query parameters a read takes, checked as the command line checks
its arguments: bounded lengths and whole numbers, else a clear 400 with nothing done."""

from __future__ import annotations

from starlette.requests import Request

from floortool.domain.kernel.phrases import translate
from floortool.domain.kernel.text import read_whole
from floortool.web.errors import ApiError

#: Longest text any query parameter may hold.
MAX_TEXT = 100
#: Largest id a path or query may name (ids are journal-assigned whole numbers).
MAX_ID = 10**9


def whole_number(text: str, name: str) -> int:
    """``text`` as a positive whole number (an id), else a 400 naming ``name``."""
    number = read_whole(text)
    if number is None or not 0 < number < MAX_ID:
        raise ApiError(
            400,
            "bad_parameter",
            translate("web.params", "'{name}' must be a whole number such as 3.").fill(name=name),
        )
    return number


def revision_header(request: Request) -> int | None:
    """``Last-Event-ID`` (a reconnecting page's last journal revision, 0 for an empty
    journal), or None when absent."""
    value = request.headers.get("last-event-id")
    if value is None:
        return None
    number = read_whole(value)
    if number is None or number >= MAX_ID:
        raise ApiError(
            400,
            "bad_parameter",
            translate("web.params", "'Last-Event-ID' must be a whole number such as 3."),
        )
    return number


def text_param(request: Request, name: str, *, max_length: int = MAX_TEXT) -> str | None:
    """Query parameter ``name`` stripped (None when absent), at most ``max_length`` long."""
    value = request.query_params.get(name)
    if value is None:
        return None
    if len(value) > max_length:
        raise ApiError(
            400,
            "bad_parameter",
            translate("web.params", "'{name}' is too long (at most {max_length} characters).").fill(
                name=name, max_length=max_length
            ),
        )
    return value.strip()


def event_param(request: Request) -> int | None:
    """``?event=N``: the event asked for, or None for the floor's current event."""
    value = text_param(request, "event")
    return None if value is None else whole_number(value, "event")
