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

Each page is served in the request's language (``web.language``): its
``<html lang>`` says it, and each text its HTML marks, ``{{Pair this phone}}``,
is put in as that language says it (escaped), once per page and language.
"""

from __future__ import annotations

import html
from functools import cache
from pathlib import Path

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import Route

from floortool.app.entry_keys import KEY_SHAPE
from floortool.app.languages import catalogue
from floortool.web.language import HTML_MARK, STATIC_CONTEXT, request_language

STATIC = Path(__file__).parent / "static"
#: A page is kept by the browser but checked before each use.
STATIC_CACHE = "no-cache"
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


@cache
def page_text(file: str, language: str) -> str:
    """The HTML of page ``file`` in ``language``: its ``lang`` and its marked texts."""
    words = catalogue(language)
    context = f"{STATIC_CONTEXT}.{file.removesuffix('.html')}"
    source = (STATIC / file).read_text(encoding="utf-8")
    source = source.replace('<html lang="en">', f'<html lang="{language}">', 1)
    return HTML_MARK.sub(lambda m: _escaped(words.translate(context, m.group(1))), source)


def _escaped(text: str) -> str:
    """``text`` as it may stand in HTML, between tags or in an attribute's quotes."""
    return html.escape(text, quote=False).replace('"', "&quot;")


def _page(path: str, file: str) -> Route:
    async def answer(request: Request) -> Response:
        key = request.path_params.get("key")
        if key is not None and not KEY_SHAPE.fullmatch(key):
            raise HTTPException(404)
        text = page_text(file, request_language(request))
        return HTMLResponse(text, headers={"Cache-Control": STATIC_CACHE})

    return Route(path, answer, name=file.removesuffix(".html"))


def page_routes() -> list[Route]:
    """A route for each public page."""
    return [_page(path, file) for path, file in PAGES.items()]
