"""Web layer: ``GET /api/layout?name=NAME``: a room-display layout for ``/display?layout=NAME``,
and ``GET /api/screen-set?name=NAME``: a screen set for ``/display?set=NAME``.

The layout is one of ``display layouts`` (a preset or the director's own file),
read by the domain's strict reader and served as the reader gave it back, so
the page draws only what the reader took: regions, tokens, colours and texts
(which the page sets as text, never as markup). A QR code region comes with its
matrix (``qr``: rows of ``1`` dark and ``0`` light), drawn by the page as cells.
Without a name it is ``classic``; an unknown name is a 404 listing the
layouts; a file that does not read, a 422 saying why.

A screen set comes with every layout it turns through (``{"name", "set":
{"version", "name", "views"}, "layouts": {layout name: the layout's document}}``),
so the page turns from one to the next without asking again (without a name, the
preset ``DEFAULT_SET``). A set's name must
be a file name (small letters, digits, ``-``: 422 otherwise); an unknown one is
a 404 listing the sets; a set that does not read, or names a layout that does
not, a 422 saying why.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TypeVar

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from floortool.app.layouts import DEFAULT_LAYOUT, layout_names, load_layout
from floortool.app.screen_sets import DEFAULT_SET, load_screen_set, screen_set_names
from floortool.domain.display.screen_sets import LAYOUT_NAME
from floortool.domain.kernel.errors import FloorError, NotFound
from floortool.reports.qr import qr_rows
from floortool.web.documents import Document
from floortool.web.errors import ApiError
from floortool.web.params import text_param

T = TypeVar("T")
#: The longest layout name asked for (a file name without ``.json``).
MAX_NAME = 80


def _read(name: str, names: list[str], load: Callable[[str], T], what: str, code: str) -> T:
    """``load(name)``: a 404 listing ``names`` for a name not among them (``what``, its
    ``code``), a 422 saying why for a file that does not read."""
    if name not in names:
        raise ApiError(404, code, f"There is no {what} '{name}' (there are: {', '.join(names)}).")
    try:
        return load(name)
    except NotFound as exc:
        raise ApiError(404, exc.code, exc.message) from None
    except FloorError as exc:
        raise ApiError(422, exc.code, exc.message) from None


def layout_document(name: str) -> Document:
    """``{"name", "layout": {...}, "qr": {region id: rows}}`` of layout ``name``."""
    layout = _read(name, layout_names(), load_layout, "layout", "unknown_layout")
    qr = {
        region.id: list(qr_rows(region.text))
        for region in layout.regions
        if region.show == "qr_code"
    }
    return {"name": name, "layout": layout.to_data(), "qr": qr}


def screen_set_document(name: str) -> Document:
    """``{"name", "set", "layouts"}`` of screen set ``name``."""
    if not LAYOUT_NAME.fullmatch(name):
        raise ApiError(
            422,
            "bad_name",
            "A screen set is named by its file name: small letters, digits and -.",
        )
    names = screen_set_names()
    shown = _read(name, names, load_screen_set, "screen set", "unknown_screen_set")
    layouts = {view.layout: layout_document(view.layout) for view in shown.views}
    return {"name": name, "set": shown.to_data(), "layouts": layouts}


async def screen_set(request: Request) -> Response:
    name = text_param(request, "name", max_length=MAX_NAME) or DEFAULT_SET
    document = await asyncio.to_thread(screen_set_document, name)
    return JSONResponse(document, headers={"Cache-Control": "no-store"})


async def layout(request: Request) -> Response:
    name = text_param(request, "name", max_length=MAX_NAME) or DEFAULT_LAYOUT
    document = await asyncio.to_thread(layout_document, name)
    return JSONResponse(document, headers={"Cache-Control": "no-store"})


ROUTES = [Route("/api/layout", layout), Route("/api/screen-set", screen_set)]
