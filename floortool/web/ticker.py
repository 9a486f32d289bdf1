"""Web layer: ``GET /api/ticker``, the room's scrolling line, and its push.

The document is ``{"ticker": TEXT or null}``: the line every ``ticker`` region
scrolls in place of its own text (``app.room_ticker``; null: each region's own).
Like the announcement it is not journalled: its ``FilePush`` looks at its file
after each job and journal poll of the floor's thread and, when it changed,
tells every live page with a notice of no event whose subjects are
``["ticker"]`` (the hello's ``depends`` maps ``/api/ticker`` to it). Pages set
the line as text, never as markup.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from floortool.app.room_ticker import current_ticker, ticker_file
from floortool.web.announcement import FilePush

PATH = "/api/ticker"
#: The subject a page hears when the scrolling line changed.
SUBJECT = "ticker"


async def ticker(_request: Request) -> Response:
    line = await asyncio.to_thread(current_ticker)
    return JSONResponse({"ticker": line or None}, headers={"Cache-Control": "no-store"})


def ticker_push(send: Callable[[str], None]) -> FilePush:
    """The notice of ``SUBJECT`` when the scrolling line changed."""
    return FilePush(send, path=ticker_file, subject=SUBJECT)


ROUTES = [Route(PATH, ticker)]
