"""Web layer: ``GET /api/announcement``, the line over every room screen, ``GET
/api/cues``, the automation's latest cues, and their push.

The announcement's document is ``{"announcement": {"text", "until"} or null,
"now"}`` (``until`` and ``now`` in seconds since the epoch, so a page hides the
line when its time is over by the server's clock); the cues' is ``{"cues":
[...], "now"}`` (``app.room_cue``: the latest cues the window carried out, each
with its ``serial``, for a room screen to flash and speak once). Neither is
journalled (``app.room_announcement``, ``app.room_cue``): a ``FilePush`` looks
at each file after each job and journal poll of the floor's thread (one
``stat``) and, when it changed, tells every live page with a notice of no event
whose subjects are ``["announcement"]`` (or ``["cue"]``) — the hello's
``depends`` says a page reads the document again after that subject, and after
no other. Pages set the text as text, never as markup.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from floortool.app.room_announcement import FileWatch, announcement_file, current_announcement
from floortool.app.room_cue import cue_file, current_cues
from floortool.web.documents import Document
from floortool.web.live import sse_message

PATH = "/api/announcement"
#: The subject a page hears when the announcement changed.
SUBJECT = "announcement"
CUES_PATH = "/api/cues"
#: The subject a page hears when the window carried out a cue.
CUE_SUBJECT = "cue"


def announcement_document() -> Document:
    now = time.time()
    shown = current_announcement(now)
    return {"announcement": None if shown is None else shown.to_data(), "now": now}


def cues_document() -> Document:
    return {"cues": current_cues(), "now": time.time()}


async def announcement(_request: Request) -> Response:
    document = await asyncio.to_thread(announcement_document)
    return JSONResponse(document, headers={"Cache-Control": "no-store"})


async def cues(_request: Request) -> Response:
    document = await asyncio.to_thread(cues_document)
    return JSONResponse(document, headers={"Cache-Control": "no-store"})


class FilePush:
    """Run on the floor's thread: ``send`` a notice of ``subject`` when the file at
    ``path()`` changed."""

    def __init__(
        self,
        send: Callable[[str], None],
        *,
        path: Callable[[], Path] = announcement_file,
        subject: str = SUBJECT,
    ) -> None:
        self._watch = FileWatch(path)
        self._send = send
        self._subject = subject

    def __call__(self) -> None:
        if self._watch.changed():
            self._send(sse_message("notice", {"event": None, "subjects": [self._subject]}))


def file_pushes(send: Callable[[str], None]) -> tuple[FilePush, FilePush]:
    """The announcement's push and the cues'."""
    return FilePush(send), FilePush(send, path=cue_file, subject=CUE_SUBJECT)


ROUTES = [Route(PATH, announcement), Route(CUES_PATH, cues)]
