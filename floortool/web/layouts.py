"""Web layer: ``GET /api/layout?name=NAME``: a room-display layout for ``/display?layout=NAME``.

The layout is one of ``display layouts`` (a preset or the director's own file),
read by the domain's strict reader and served as the reader gave it back, so
the page draws only what the reader took: regions, tokens, colours and texts
(which the page sets as text, never as markup). A QR code region comes with its
matrix (``qr``: rows of ``1`` dark and ``0`` light), drawn by the page as cells.
Without a name it is ``classic``; an unknown name is a 404 listing the
layouts; a file that does not read, a 422 saying why. The pictures its image
regions show come as ``pictures`` (name: its width and height in pixels, for
the page to place it before it loads) for those that can be shown, and
``picture_problems`` (name: why not) for the others, whose names the page shows.

``GET /api/layout-image?layout=NAME&image=FILE`` serves one of those pictures,
and only one that a layout that reads shows: the name must be a plain picture
name (422 saying why), the layout known (404) and readable (422), the picture
one of its image regions shows (404), there (404) and a PNG or JPEG that passes
the app's checks (422 saying why). It is sent as the type its bytes say, never
the name's (with ``nosniff``, as every answer: ``web.guards``), and an ETag so a
screen fetches it once.
"""

from __future__ import annotations

import asyncio

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from floortool.app.layout_pictures import Picture, layout_pictures, read_picture
from floortool.app.layouts import DEFAULT_LAYOUT, layout_names, load_layout
from floortool.app.screen_sets import DEFAULT_SET, load_screen_set, screen_set_names
from floortool.domain.display.layouts import Layout
from floortool.domain.display.pictures import MAX_PICTURE_NAME, check_picture_name
from floortool.domain.display.screen_sets import LAYOUT_NAME
from floortool.domain.kernel.errors import FloorError, NotFound
from floortool.domain.kernel.phrases import translate
from floortool.reports.qr import qr_rows
from floortool.web.documents import Document
from floortool.web.errors import ApiError
from floortool.web.params import text_param

#: The longest layout name asked for (a file name without ``.json``).
MAX_NAME = 80


def _readable_layout(name: str) -> Layout:
    """Layout ``name``: a 404 when there is none, a 422 when its file does not read."""
    if name not in layout_names():
        raise ApiError(
            404,
            "unknown_layout",
            translate("web.layouts", "There is no layout '{name}' (there are: {names}).").fill(
                name=name, names=", ".join(layout_names())
            ),
        )
    try:
        layout = load_layout(name)
    except NotFound as exc:
        raise ApiError(404, exc.code, exc.phrase) from None
    except FloorError as exc:
        raise ApiError(422, exc.code, exc.phrase) from None
    return layout


def layout_document(name: str) -> Document:
    """``{"name", "layout": {...}, "qr": {region id: rows}, "pictures": {name: {"width",
    "height"}}, "picture_problems": {name: reason}}`` of layout ``name``."""
    layout = _readable_layout(name)
    pictures = layout_pictures(layout)
    qr = {
        region.id: list(qr_rows(region.text))
        for region in layout.regions
        if region.show == "qr_code"
    }
    return {
        "name": name,
        "layout": layout.to_data(),
        "qr": qr,
        "pictures": {
            picture.name: {"width": picture.width, "height": picture.height}
            for picture in pictures.found.values()
        },
        "picture_problems": pictures.problems,
    }


def layout_picture(name: str, image: str) -> Picture:
    """The picture ``image`` that layout ``name`` shows, checked; refused, saying why."""
    try:
        check_picture_name(image, "'image'")
    except FloorError as exc:
        raise ApiError(422, "bad_picture_name", exc.phrase) from None
    layout = _readable_layout(name)
    if image not in layout.pictures():
        raise ApiError(
            404,
            "unknown_picture",
            translate("web.layouts", "The layout '{name}' shows no picture {image}.").fill(
                name=name, image=image
            ),
        )
    try:
        return read_picture(image)
    except NotFound as exc:
        raise ApiError(404, exc.code, exc.phrase) from None
    except FloorError as exc:
        raise ApiError(422, "bad_picture", exc.phrase) from None


async def layout(request: Request) -> Response:
    name = text_param(request, "name", max_length=MAX_NAME) or DEFAULT_LAYOUT
    document = await asyncio.to_thread(layout_document, name)
    return JSONResponse(document, headers={"Cache-Control": "no-store"})


async def layout_image(request: Request) -> Response:
    name = text_param(request, "layout", max_length=MAX_NAME)
    image = text_param(request, "image", max_length=MAX_PICTURE_NAME)
    if not name or not image:
        raise ApiError(
            422,
            "bad_parameter",
            translate("web.layouts", "Give the layout and the picture: ?layout=&image=."),
        )
    picture = await asyncio.to_thread(layout_picture, name, image)
    headers = {
        "Cache-Control": "no-cache",
        "ETag": f'"{picture.tag}"',
    }
    if request.headers.get("if-none-match") == headers["ETag"]:
        return Response(status_code=304, headers=headers)
    return Response(picture.data, media_type=picture.media_type, headers=headers)


def screen_set_document(name: str) -> Document:
    """``{"name", "set", "layouts"}`` of screen set ``name``: the set with every layout it
    turns through (so the page turns without asking again); 422 for a name that is not
    a file name or a set that does not read, 404 for an unknown one."""
    if not LAYOUT_NAME.fullmatch(name):
        raise ApiError(
            422,
            "bad_name",
            translate(
                "web.layouts",
                "A screen set is named by its file name: small letters, digits and -.",
            ),
        )
    if name not in screen_set_names():
        raise ApiError(
            404,
            "unknown_screen_set",
            translate("web.layouts", "There is no screen set '{name}' (there are: {names}).").fill(
                name=name, names=", ".join(screen_set_names())
            ),
        )
    try:
        shown = load_screen_set(name)
    except NotFound as exc:
        raise ApiError(404, exc.code, exc.phrase) from None
    except FloorError as exc:
        raise ApiError(422, exc.code, exc.phrase) from None
    layouts = {view.layout: layout_document(view.layout) for view in shown.views}
    return {"name": name, "set": shown.to_data(), "layouts": layouts}


async def screen_set(request: Request) -> Response:
    """``GET /api/screen-set?name=NAME`` (without a name: the preset ``DEFAULT_SET``)."""
    name = text_param(request, "name", max_length=MAX_NAME) or DEFAULT_SET
    document = await asyncio.to_thread(screen_set_document, name)
    return JSONResponse(document, headers={"Cache-Control": "no-store"})


ROUTES = [
    Route("/api/layout", layout),
    Route("/api/layout-image", layout_image),
    Route("/api/screen-set", screen_set),
]
