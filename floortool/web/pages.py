"""Web layer: the addresses of the public pages, each an HTML file of ``static/``.

The pages are plain HTML that load their script and style from ``/static/``
(the Content-Security-Policy allows nothing inline); every figure on them is
fetched from the read API by the script. ``/entry/{event}/{key}`` is the
address the seat card's QR code opens (``key`` the entry's public key: an
address of another shape, such as an entry's sequential id, is not found);
its script reads the event and key from the address. ``/pair`` (the window's
pairing QR) and ``/staff`` are the staff phone's pages: public like the others,
they do nothing without the credential their script sends to the staff API.
``/signup`` is the sign-up form (the room display's and the poster's QR code), and
``/signup/{event}/{key}`` the page it lands on, which shows what became of the
sign-up (``web.sign_up``).
"""

from __future__ import annotations

from pathlib import Path

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import FileResponse, Response
from starlette.routing import Route

from floortool.app.entry_keys import KEY_SHAPE

STATIC = Path(__file__).parent / "static"
#: Address → the page's file.
PAGES = {
    "/": "index.html",
    "/find": "find.html",
    "/payouts": "payouts.html",
    "/results": "results.html",
    "/standings": "standings.html",
    "/structure": "structure.html",
    "/display": "display.html",
    "/entry/{event_id:int}/{key}": "entry.html",
    "/pair": "pair.html",
    "/staff": "staff.html",
    "/signup": "signup.html",
    "/signup/{event_id:int}/{key}": "signup.html",
}


def _page(path: str, file: str) -> Route:
    async def answer(request: Request) -> Response:
        key = request.path_params.get("key")
        if key is not None and not KEY_SHAPE.fullmatch(key):
            raise HTTPException(404)
        return FileResponse(STATIC / file, media_type="text/html; charset=utf-8")

    return Route(path, answer, name=file.removesuffix(".html"))


def page_routes() -> list[Route]:
    """A route for each public page."""
    return [_page(path, file) for path, file in PAGES.items()]
