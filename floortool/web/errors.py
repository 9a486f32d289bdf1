"""Web layer: every refusal as one JSON document, ``{"error": {"code", "message"}}``.

``ApiError`` is what a route raises for bad input (400), something that does not
exist (404) or a request the floor cannot answer (422); a floor refusal
(``FloorError``) is answered the same way, 404 when it names something unknown.
Starlette's own HTTP errors (an unknown route, a wrong method, a missing static
file) and a fault of the server itself (500, logged) get the same shape, so no
answer of the server is an HTML error page.
"""

from __future__ import annotations

import logging

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from floortool.app.languages import LANGUAGES, checked_language
from floortool.app.languages import catalogue as catalogue_of
from floortool.domain.kernel.catalogue import Catalogue
from floortool.domain.kernel.errors import FloorError, InvalidInput, NotFound
from floortool.domain.kernel.phrases import Phrase, translate

logger = logging.getLogger(__name__)

#: Why Starlette refused, by HTTP status.
_HTTP_CODES = {404: "not_found", 405: "method_not_allowed", 413: "too_large"}
#: The floor's refusals that are not 422: a credential it does not know (401), a
#: confirmation of something that has changed since it was shown (409), a sign-up
#: while sign-up is closed (403), or one the pending list cannot take (409).
_FLOOR_STATUS = {
    "not_paired": 401,
    "pairing_refused": 401,
    "moved_on": 409,
    "sign_up_closed": 403,
    "sign_up_full": 409,
    "already_pending": 409,
}


class ApiError(Exception):
    """A request the server refuses: its HTTP status, a code and a message for people
    (said in the request's language: ``phrase``; ``message`` is the English)."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str | Phrase,
        *,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(str(message))
        self.status = status
        self.code = code
        self.message = str(message)
        self.phrase = message
        self.headers = headers or {}


#: The longest ``?lang=`` read (``de_DE``, ``es-419``).
MAX_LANGUAGE = 10


def spoken_language(code: str) -> str | None:
    """The language code ``code`` names if floortool speaks it, else None."""
    if len(code) > MAX_LANGUAGE:
        return None
    try:
        return checked_language(code)
    except InvalidInput:
        return None


def server_language(request: Request) -> str:
    """The language of the server, of a request that names none (``create_app``'s)."""
    app = request.scope.get("app")
    language = getattr(getattr(app, "state", None), "language", None)
    return language if language in LANGUAGES else "en"


def said_words(request: Request) -> Catalogue:
    """The catalogue a refusal of ``request`` is said in: its ``?lang=`` when that is a
    language floortool speaks, else the server's."""
    asked = spoken_language(request.query_params.get("lang") or "")
    return catalogue_of(asked or server_language(request))


def error_document(code: str, message: str) -> dict[str, dict[str, str]]:
    """The body of every refusal."""
    return {"error": {"code": code, "message": message}}


def error_response(status: int, code: str, message: str) -> JSONResponse:
    return JSONResponse(error_document(code, message), status_code=status)


async def on_api_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, ApiError)
    response = error_response(exc.status, exc.code, said_words(request).say(exc.phrase))
    response.headers.update(exc.headers)
    return response


async def on_floor_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, FloorError)
    unknown = isinstance(exc, NotFound) or exc.code.startswith("unknown")
    status = 404 if unknown else _FLOOR_STATUS.get(exc.code, 422)
    return error_response(status, exc.code, exc.said(said_words(request).say))


async def on_http_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    code = _HTTP_CODES.get(exc.status_code, "http_error")
    message: str | Phrase = str(exc.detail)
    if exc.status_code == 404:
        message = translate("web.errors", "There is nothing at this address.")
    response = error_response(exc.status_code, code, said_words(request).say(message))
    if exc.headers:
        response.headers.update(exc.headers)
    return response


async def on_server_error(request: Request, exc: Exception) -> Response:
    """The last resort: a fault of the server, logged, answered in the same JSON shape."""
    logger.error("%s %s failed", request.method, request.url.path, exc_info=exc)
    message = translate("web.errors", "The server could not answer this request.")
    return error_response(500, "server_error", said_words(request).say(message))
