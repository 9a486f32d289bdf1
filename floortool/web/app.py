"""Web layer: ``create_app`` builds the ASGI application over one open ``Floor``.

The floor is handed to a ``FloorThread`` for the life of the application; every
route asks it for a document and awaits the answer, so the loop never touches the
floor. The notices the thread hears go out on ``/api/live``. Routes, guards
(``guards``), JSON errors (``errors``) and the static folder are wired here;
what each document holds is decided in ``reads``.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response, StreamingResponse
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp

from floortool.app.floor import Floor
from floortool.app.notices import Notice
from floortool.app.resources import icon_ico
from floortool.domain.errors import FloorError
from floortool.domain.journal import Subject
from floortool.domain.state import FloorState
from floortool.web import documents
from floortool.web.documents import Document
from floortool.web.errors import (
    ApiError,
    on_api_error,
    on_floor_error,
    on_http_error,
    on_server_error,
)
from floortool.web.floor_thread import POLL_SECONDS, FloorThread
from floortool.web.guards import BodyLimit, HostCheck, SecurityHeaders
from floortool.web.limits import Limits, limits_for
from floortool.web.live import HEARTBEAT_SECONDS, LiveHub, StreamRefused, sse_message
from floortool.web.page_api import page_api_routes
from floortool.web.pages import page_routes
from floortool.web.params import event_param, revision_header, text_param, whole_number
from floortool.web.reads import Reads
from floortool.web.staff import ROUTES as STAFF_ROUTES
from floortool.web.staff import Staff

STATIC = Path(__file__).parent / "static"
ICON_CACHE = {"cache-control": "public, max-age=86400"}
#: The subjects after which a notice carries the new clock document.
CLOCK_SUBJECTS = frozenset({Subject.CLOCK, Subject.STRUCTURE})
#: The longest name the seat finder takes.
MAX_QUERY = 60


class WebFloor:
    """What the routes share: the floor's thread, its read documents and the live hub."""

    def __init__(
        self, floor: Floor, *, poll_seconds: float, heartbeat_seconds: float, limits: Limits
    ) -> None:
        self.reads = Reads()
        self.limits = limits
        self.hub = LiveHub(
            heartbeat_seconds=heartbeat_seconds,
            limit=limits.streams,
            per_address=limits.streams_per_address,
        )
        self.thread = FloorThread(
            floor, digest=self._digest, deliver=self.hub.broadcast, poll_seconds=poll_seconds
        )

    async def read(self, job: Callable[[Floor], Document]) -> Document:
        return await self.thread.call(job)

    def _digest(self, floor: Floor, notices: list[Notice]) -> list[str]:
        """The SSE message of each notice (on the floor's thread), with the clock
        document when the notice changed the clock of an event."""
        messages = []
        for notice in notices:
            data: dict[str, Any] = {
                "event": notice.event_id,
                "subjects": sorted(notice.subjects),
                "revision": floor.revision,
            }
            if notice.event_id is not None and notice.subjects & CLOCK_SUBJECTS:
                with contextlib.suppress(ApiError, FloorError):  # no structure, or gone
                    data["clock"] = self.reads.clock(floor, notice.event_id)["clock"]
            messages.append(sse_message("notice", data, event_id=floor.revision))
        return messages


def _web(request: Request) -> WebFloor:
    web: WebFloor = request.app.state.web
    return web


async def clock(request: Request) -> Response:
    """``GET /api/clock[?event=N]``: the clock a page ticks from."""
    asked = event_param(request)
    web = _web(request)
    reads = web.reads
    return JSONResponse(
        await web.read(lambda floor: reads.clock(floor, reads.event_id(floor, asked)))
    )


def _document_route(path: str, build: Callable[[FloorState, int], Document]) -> Route:
    """``GET path[?event=N]``: ``build``'s document of the event, kept for the revision."""

    async def answer(request: Request) -> Response:
        asked = event_param(request)
        web = _web(request)
        return JSONResponse(await web.read(lambda floor: web.reads.document(floor, build, asked)))

    return Route(path, answer, name=path.rsplit("/", 1)[-1])


async def find(request: Request) -> Response:
    """``GET /api/find?name=TEXT[&event=N]``: the seat finder."""
    asked = event_param(request)
    text = text_param(request, "name", max_length=MAX_QUERY)
    if not text:
        raise ApiError(400, "bad_parameter", "Say whom to find: /api/find?name=Alice.")
    web = _web(request)
    reads = web.reads
    return JSONResponse(
        await web.read(lambda floor: reads.find(floor, reads.event_id(floor, asked), text))
    )


async def entry(request: Request) -> Response:
    """``GET /api/entry/{event_id}/{key}``: one entry's page, by the entry's public key."""
    event_id = whole_number(request.path_params["event_id"], "event")
    key = request.path_params["key"]
    web = _web(request)
    return JSONResponse(await web.read(lambda floor: web.reads.entry(floor, event_id, key)))


def _hello(
    reads: Reads, floor: Floor, asked: int | None, last_id: int | None, heartbeat: float
) -> Document:
    """The first message of a live stream: where the journal is, the clock, and how
    often the stream's heartbeat comes (a page hearing nothing for two takes it for dead)."""
    event_id: int | None
    try:
        event_id = reads.event_id(floor, asked)
    except ApiError:
        if asked is not None:
            raise
        event_id = None  # no event yet: the page waits for the notice that makes one
    clock = None
    if event_id is not None:
        with contextlib.suppress(ApiError):
            clock = reads.clock(floor, event_id)["clock"]
    return {
        "revision": floor.revision,
        "event": event_id,
        "clock": clock,
        "missed": last_id is not None and last_id != floor.revision,
        "heartbeat_seconds": heartbeat,
    }


async def live(request: Request) -> Response:
    """``GET /api/live``: the hello, then a ``notice`` per journal group, as SSE."""
    asked = event_param(request)
    last_id = revision_header(request)
    web = _web(request)
    try:  # joined before the hello is read, so no notice falls between
        client = web.hub.join(request.client.host if request.client else None)
    except StreamRefused as refused:
        status, code = (503, "busy") if refused.everyone else (429, "too_many_streams")
        retry = {"Retry-After": str(web.limits.retry_after)}
        raise ApiError(status, code, refused.message, headers=retry) from None
    try:
        hello = await web.read(
            lambda floor: _hello(web.reads, floor, asked, last_id, web.hub.heartbeat_seconds)
        )
    except BaseException:
        web.hub.leave(client)
        raise
    return StreamingResponse(
        web.hub.stream(client, sse_message("hello", hello, event_id=hello["revision"])),
        media_type="text/event-stream",
        headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
    )


class _App(Starlette):
    """Starlette with the security headers outside everything, so that even the answer
    of its last-resort error handler carries them."""

    def build_middleware_stack(self) -> ASGIApp:
        return SecurityHeaders(super().build_middleware_stack())


async def favicon(_request: Request) -> Response:
    """``/favicon.ico``, which every browser asks for: floortool's icon, kept a day."""
    return Response(icon_ico(), media_type="image/x-icon", headers=ICON_CACHE)


async def robots(_request: Request) -> Response:
    """``/robots.txt``, where crawlers look: nothing here is for a search engine."""
    return FileResponse(STATIC / "robots.txt", media_type="text/plain")


def create_app(
    floor: Floor,
    *,
    poll_seconds: float = POLL_SECONDS,
    heartbeat_seconds: float = HEARTBEAT_SECONDS,
    hosts: frozenset[str] | None = None,
    limits: Limits | None = None,
) -> Starlette:
    """The web companion's ASGI application over ``floor``, which its thread owns from
    start-up to shutdown (the caller opens the floor and closes it afterwards).
    ``hosts``: the names it is served at (``HostCheck``; loopback is always answered);
    None, for an application driven in-process (tests), answers any. ``limits``: what
    it takes at once (``serve`` works them out from the open-file limit)."""
    web = WebFloor(
        floor,
        poll_seconds=poll_seconds,
        heartbeat_seconds=heartbeat_seconds,
        limits=limits or limits_for(None),
    )

    @contextlib.asynccontextmanager
    async def lifespan(_app: Starlette) -> AsyncIterator[None]:
        web.thread.start(asyncio.get_running_loop())
        try:
            yield
        finally:
            web.hub.close()
            await asyncio.to_thread(web.thread.stop)

    app = _App(
        routes=[
            Route("/api/clock", clock),
            _document_route("/api/event", documents.event_document),
            _document_route("/api/field", documents.field_document),
            _document_route("/api/payouts", documents.payouts_document),
            _document_route("/api/seating", documents.seating_document),
            _document_route("/api/results", documents.results_document),
            _document_route("/api/standings", documents.standings_document),
            _document_route("/api/structure", documents.structure_document),
            Route("/api/find", find),
            Route("/api/entry/{event_id}/{key}", entry),
            Route("/api/live", live),
            Route("/robots.txt", robots),
            Route("/favicon.ico", favicon),
            *page_api_routes(),
            *page_routes(),
            *STAFF_ROUTES,
            Mount("/static", app=StaticFiles(directory=STATIC), name="static"),
        ],
        middleware=[
            *([] if hosts is None else [Middleware(HostCheck, hosts=hosts)]),
            Middleware(BodyLimit),
        ],
        exception_handlers={
            Exception: on_server_error,
            ApiError: on_api_error,
            FloorError: on_floor_error,
            HTTPException: on_http_error,
        },
        lifespan=lifespan,
    )
    app.state.web = web
    app.state.staff = Staff(floor, web.reads, web.thread.call)
    return app
