"""Web layer: ``GET /api/layout?name=NAME``: a room-display layout for ``/display?layout=NAME``.

The layout is one of ``display layouts`` (a preset or the director's own file),
read by the domain's strict reader and served as the reader gave it back, so
the page draws only what the reader took: regions, tokens, colours and texts
(which the page sets as text, never as markup). A QR code region comes with its
matrix (``qr``: rows of ``1`` dark and ``0`` light), drawn by the page as cells.
Without a name it is ``classic``; an unknown name is a 404 listing the
layouts; a file that does not read, a 422 saying why.
"""

from __future__ import annotations

import asyncio

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from floortool.app.layouts import DEFAULT_LAYOUT, layout_names, load_layout
from floortool.domain.kernel.errors import FloorError, NotFound
from floortool.reports.qr import qr_rows
from floortool.web.documents import Document
from floortool.web.errors import ApiError
from floortool.web.params import text_param

#: The longest layout name asked for (a file name without ``.json``).
MAX_NAME = 80


def layout_document(name: str) -> Document:
    """``{"name", "layout": {...}, "qr": {region id: rows}}`` of layout ``name``."""
    if name not in layout_names():
        raise ApiError(
            404,
            "unknown_layout",
            f"There is no layout '{name}' (there are: {', '.join(layout_names())}).",
        )
    try:
        layout = load_layout(name)
    except NotFound as exc:
        raise ApiError(404, exc.code, exc.message) from None
    except FloorError as exc:
        raise ApiError(422, exc.code, exc.message) from None
    qr = {
        region.id: list(qr_rows(region.text))
        for region in layout.regions
        if region.show == "qr_code"
    }
    return {"name": name, "layout": layout.to_data(), "qr": qr}


async def layout(request: Request) -> Response:
    name = text_param(request, "name", max_length=MAX_NAME) or DEFAULT_LAYOUT
    document = await asyncio.to_thread(layout_document, name)
    return JSONResponse(document, headers={"Cache-Control": "no-store"})


ROUTES = [Route("/api/layout", layout)]
