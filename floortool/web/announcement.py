"""Web layer: ``GET /api/announcement``, the line over every room screen, and its push.

The document is ``{"announcement": {"text", "until"} or null, "now"}`` (``until``
and ``now`` in seconds since the epoch, so a page hides the line when its time is
over by the server's clock). The announcement is not journalled
(``app.room_announcement``): ``AnnouncementPush`` (a ``RoomFilePush``, as the
scrolling line's, ``web.ticker``) looks at its file after each job
and journal poll of the floor's thread (one ``stat``) and, when it changed, tells
every live page with a notice of no event whose subjects are ``["announcement"]``
— the hello's ``depends`` says a page reads ``/api/announcement`` again after
that subject, and after no other. Pages set the text as
text, never as markup.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from floortool.app.room_announcement import AnnouncementWatch, current_announcement
from floortool.app.room_files import RoomFileWatch
from floortool.web.documents import Document
from floortool.web.live import sse_message

PATH = "/api/announcement"
#: The subject a page hears when the announcement changed.
SUBJECT = "announcement"


def announcement_document() -> Document:
    now = time.time()
    shown = current_announcement(now)
    return {"announcement": None if shown is None else shown.to_data(), "now": now}


async def announcement(_request: Request) -> Response:
    document = await asyncio.to_thread(announcement_document)
    return JSONResponse(document, headers={"Cache-Control": "no-store"})


class RoomFilePush:
    """Run on the floor's thread: ``send`` a notice of ``subject`` when the file ``watch``
    looks at changed."""

    def __init__(self, watch: RoomFileWatch, subject: str, send: Callable[[str], None]) -> None:
        self._watch = watch
        self._subject = subject
        self._send = send

    def __call__(self) -> None:
        if self._watch.changed():
            self._send(sse_message("notice", {"event": None, "subjects": [self._subject]}))


class AnnouncementPush(RoomFilePush):
    """The notice of ``SUBJECT`` when the announcement changed."""

    def __init__(self, send: Callable[[str], None]) -> None:
        super().__init__(AnnouncementWatch(), SUBJECT, send)


ROUTES = [Route(PATH, announcement)]
