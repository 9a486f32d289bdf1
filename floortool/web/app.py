"""Web layer: ``create_app`` builds the ASGI application over one open ``Floor``.

The floor is handed to a ``FloorThread`` for the life of the application; every
route asks it for a document and awaits the answer, so the loop never touches the
floor. The notices the thread hears go out on ``/api/live``. Routes, guards
(``guards``), JSON errors (``errors``) and the static folder are wired here;
what each document holds is decided in ``reads``. Each document is served from
one copy per revision (``copies``: ETag, 304); the live stream's hello tells a
page which notices make it read each document again (``DEPENDS``, from what
each document declares it depends on).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import AsyncIterator, Callable, Hashable
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, Response, StreamingResponse
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp

from floortool.app.depends import subjects_of
from floortool.app.floor import Floor
from floortool.app.languages import DEFAULT_LANGUAGE, catalogue
from floortool.app.notices import Notice
from floortool.app.resources import icon_ico
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.phrases import translate
from floortool.web import documents
from floortool.web.announcement import CUE_SUBJECT, CUES_PATH, file_pushes
from floortool.web.announcement import PATH as ANNOUNCEMENT_PATH
from floortool.web.announcement import ROUTES as ANNOUNCEMENT_ROUTES
from floortool.web.announcement import SUBJECT as ANNOUNCEMENT_SUBJECT
from floortool.web.copies import Copies, Copy, copy_of, served
from floortool.web.documents import Document
from floortool.web.entry_changes import UNCHANGED, Changed
from floortool.web.errors import (
    ApiError,
    on_api_error,
    on_floor_error,
    on_http_error,
    on_server_error,
)
from floortool.web.floor_thread import POLL_SECONDS, FloorThread
from floortool.web.guards import BodyLimit, HostCheck, SecurityHeaders
from floortool.web.language import ROUTES as WORDS_ROUTES
from floortool.web.language import request_language
from floortool.web.layouts import ROUTES as LAYOUT_ROUTES
from floortool.web.limits import Limits, limits_for
from floortool.web.live import HEARTBEAT_SECONDS, LiveHub, Message, StreamRefused, sse_message
from floortool.web.page_api import PAGE_DOCUMENTS, page_api_routes
from floortool.web.pages import page_routes
from floortool.web.params import event_param, revision_header, text_param, whole_number
from floortool.web.reads import CLOCK_FRESH_SECONDS, Reads, current_fresh
from floortool.web.sign_up import ROUTES as SIGN_UP_ROUTES
from floortool.web.sign_up import sign_up_throttle, signup_document, status_document
from floortool.web.staff import ROUTES as STAFF_ROUTES
from floortool.web.staff import Staff
from floortool.web.ticker import PATH as TICKER_PATH
from floortool.web.ticker import ROUTES as TICKER_ROUTES
from floortool.web.ticker import SUBJECT as TICKER_SUBJECT
from floortool.web.ticker import ticker_push

logger = logging.getLogger(__name__)

STATIC = Path(__file__).parent / "static"
ICON_CACHE = {"cache-control": "public, max-age=86400"}
#: The page scripts and styles: kept by the browser, checked before each use (304).
STATIC_CACHE = "no-cache"
#: The documents that read the state only, by address.
STATE_DOCUMENTS: dict[str, Callable[[FloorState, int], Document]] = {
    "/api/event": documents.event_document,
    "/api/field": documents.field_document,
    "/api/payouts": documents.payouts_document,
    "/api/chips": documents.chips_document,
    "/api/seating": documents.seating_document,
    "/api/results": documents.results_document,
    "/api/standings": documents.standings_document,
    "/api/structure": documents.structure_document,
    "/api/signup": signup_document,
    "/api/display-lists": documents.display_lists_document,
}


def _kept(path: str) -> Callable[[Floor, int], Document]:
    """The state document at ``path`` of an event, as the floor keeps it for the revision."""
    return lambda floor, event_id: floor.reads.read(STATE_DOCUMENTS[path], event_id)


#: Every public document by address: what works it out (and declares its subjects).
DOCUMENTS: dict[str, Callable[..., object]] = {
    "/api/clock": Reads.clock,
    "/api/lobby": Reads.lobby,
    **STATE_DOCUMENTS,
    "/api/find": Reads.find,
    "/api/entry": Reads.entry,
    "/api/signup/status": status_document,
    **PAGE_DOCUMENTS,
}
#: The documents a notice brings when it changes them (``_carried``): each by how it is
#: worked out from the floor for an event.
CARRIED: dict[str, Callable[[Floor, int], Document]] = {
    **{path: _kept(path) for path in STATE_DOCUMENTS},
    "/api/changes": PAGE_DOCUMENTS["/api/changes"],
}
#: Every public document's address → the subjects it depends on: a notice of one of
#: them is what makes a page read the document again (sent in the live hello).
SUBJECTS = {path: subjects_of(view) for path, view in DOCUMENTS.items()}
DEPENDS = {
    **{path: sorted(subjects) for path, subjects in SUBJECTS.items()},
    ANNOUNCEMENT_PATH: [ANNOUNCEMENT_SUBJECT],  # not journalled: told by its own notice
    CUES_PATH: [CUE_SUBJECT],
    TICKER_PATH: [TICKER_SUBJECT],
}
#: The subjects after which a notice carries the new clock document.
CLOCK_SUBJECTS = subjects_of(Reads.clock)
#: The subjects after which a notice says which entry pages changed (``entry_changes``).
ENTRY_SUBJECTS = SUBJECTS["/api/entry"] | SUBJECTS["/api/find"]
#: What the floor's thread hands the loop: the SSE messages, and the copies made for them.
Digested = tuple[list[Message], list[tuple[Hashable, Copy]]]
#: The longest list of documents a live page asks to be brought (``?bring=``).
MAX_BRING = 400
#: The longest name the seat finder takes.
MAX_QUERY = 60


class WebFloor:
    """What the routes share: the floor's thread, its read documents and the live hub."""

    def __init__(
        self,
        floor: Floor,
        *,
        poll_seconds: float,
        heartbeat_seconds: float,
        limits: Limits,
        after: Callable[[], object] | None = None,
        language: str = DEFAULT_LANGUAGE,
    ) -> None:
        self.reads = Reads()
        self.language = language
        self.limits = limits
        self.hub = LiveHub(
            heartbeat_seconds=heartbeat_seconds,
            limit=limits.streams,
            per_address=limits.streams_per_address,
        )
        pushes = [*file_pushes(self._send), ticker_push(self._send)]

        def after_each() -> None:
            for push in pushes:
                push()
            if after is not None:
                after()

        self.thread = FloorThread(
            floor,
            digest=self._digest,
            deliver=self._deliver,
            poll_seconds=poll_seconds,
            after=after_each,
        )
        self.copies = Copies(lambda: self.thread.revision, lambda: floor.clock().timestamp())

    def _send(self, message: str) -> None:
        """Hand the live pages ``message`` (a notice of no event) from the floor's thread."""
        self.thread.send(([message], []))

    async def read(self, job: Callable[[Floor], Document]) -> Document:
        return await self.thread.call(job)

    async def serve(
        self,
        request: Request,
        key: Hashable,
        job: Callable[[Floor], Document],
        fresh: float | None = None,
    ) -> Response:
        """The copy of ``job``'s document kept under ``key`` in the request's language
        (made on the floor's thread if there is none good): 304 if the page holds it
        already."""
        language = request_language(request)
        words = catalogue(language)

        def make(floor: Floor) -> Copy:
            return copy_of(job(floor), floor.revision, floor.clock().timestamp(), words)

        kept = await self.copies.get((language, key), lambda: self.thread.call(make), fresh)
        return served(request, kept)

    def _digest(self, floor: Floor, notices: list[Notice]) -> Digested:
        """The SSE message of each notice (on the floor's thread), with the clock
        document when the notice changed the clock of an event, the entry pages it
        changed (``entry_changes``), and the documents of its event that it changed
        (``_carried``); and the copies of those documents."""
        messages: list[Message] = []
        made: dict[tuple[str, int], Copy | None] = {}
        told = self._entries_told(floor, notices)
        for i, notice in enumerate(notices):
            data: dict[str, Any] = {
                "event": notice.event_id,
                "subjects": sorted(notice.subjects),
                "revision": floor.revision,
            }
            if notice.event_id is not None and notice.subjects & CLOCK_SUBJECTS:
                with contextlib.suppress(ApiError, FloorError):  # no structure, or gone
                    data["clock"] = self.reads.clock(floor, notice.event_id)["clock"]
            if i in told:
                data["entries"] = told[i]
            if notice.event_id is None:
                messages.append(sse_message("notice", data, event_id=floor.revision))
            else:
                carried = self._carried(floor, notice, made)
                messages.append(_notice_for(data, carried, floor.revision))
        return messages, self._keys(floor, made)

    def _entries_told(self, floor: Floor, notices: list[Notice]) -> dict[int, Document]:
        """What each notice (by its place in ``notices``) tells of the entry pages it
        changed, where that can be said: told once, by the last notice of each event
        that may change one (the earlier ones, of the same state, list none)."""
        last = {n.event_id: i for i, n in enumerate(notices) if n.subjects & ENTRY_SUBJECTS}
        found: dict[int, Changed | None] = {}
        told: dict[int, Document] = {}
        for i, notice in enumerate(notices):
            if not notice.subjects & ENTRY_SUBJECTS:
                continue
            changed = self._entries_changed(floor, notice.event_id, found)
            if changed is not None:
                told[i] = (changed if last[notice.event_id] == i else UNCHANGED).to_json()
        return told

    def _entries_changed(
        self, floor: Floor, event_id: int | None, found: dict[int, Changed | None]
    ) -> Changed | None:
        """The entry pages of the event that changed (found once per digest); None when
        that cannot be said: the event's pages were never looked at, or the notice is
        of no one event (every event's prints are then forgotten)."""
        changes = self.reads.changes
        if event_id is None:
            changes.forget()
            return None
        if event_id not in found:
            try:
                found[event_id] = changes.changed(
                    event_id, lambda: self.reads.prints(floor, event_id)
                )
            except (ApiError, FloorError):  # the event is gone
                found[event_id] = None
        return found[event_id]

    def _carried(
        self, floor: Floor, notice: Notice, made: dict[tuple[str, int], Copy | None]
    ) -> dict[str, Copy]:
        """The copy of each document of the notice's event that a notice brings
        (``CARRIED``) and that depends on a subject the notice touches (made once for all
        the notices of one digest)."""
        assert notice.event_id is not None
        carried: dict[str, Copy] = {}
        for path, build in CARRIED.items():
            if not notice.subjects & SUBJECTS[path]:
                continue
            key = (path, notice.event_id)
            if key not in made:
                made[key] = self._copy(floor, path, build, notice.event_id)
            copy = made[key]
            if copy is not None:
                carried[path] = copy
        return carried

    def _copy(
        self, floor: Floor, path: str, build: Callable[[Floor, int], Document], event_id: int
    ) -> Copy | None:
        """The copy of ``build``'s document of the event; None if it has none (no season,
        no structure), or if working it out failed (logged: the notice goes all the same,
        and a page that asks is answered by the route)."""
        try:
            document = build(floor, event_id)
        except (ApiError, FloorError):
            return None
        except Exception:
            logger.exception("%s of event %d not brought with the notice", path, event_id)
            return None
        made = floor.clock().timestamp()
        return copy_of(document, floor.revision, made, catalogue(self.language))

    def _keys(
        self, floor: Floor, made: dict[tuple[str, int], Copy | None]
    ) -> list[tuple[Hashable, Copy]]:
        """The copies made for the notices (in the server's language), under the keys the
        routes ask them by (and without an event too, for the floor's current one)."""
        current = None
        with contextlib.suppress(ApiError):
            current = self.reads.event_id(floor, None)
        keys: list[tuple[Hashable, Copy]] = []
        for (path, event_id), copy in made.items():
            if copy is not None:
                keys.append(((self.language, (path, event_id)), copy))
                if event_id == current:
                    keys.append(((self.language, (path, None)), copy))
        return keys

    def _deliver(self, digested: Digested) -> None:
        """On the loop: keep the copies, then tell every page (which may read them)."""
        messages, copies = digested
        for key, copy in copies:
            self.copies.keep(key, copy)
        self.hub.broadcast(messages)


def _notice_for(data: Document, carried: dict[str, Copy], revision: int) -> Message:
    """The notice ``data`` with the documents it changed, for a page that asked for
    ``bring``: each by its ETag (a page holding that tag has it already), and whole
    when the page shows it, so that it need not ask."""
    whole = {path: json.loads(copy.body) for path, copy in carried.items()}

    def text(bring: frozenset[str]) -> str:
        documents = {
            path: {"etag": copy.etag, **({"document": whole[path]} if path in bring else {})}
            for path, copy in carried.items()
        }
        return sse_message("notice", {**data, "documents": documents}, event_id=revision)

    return text


def _bring(request: Request) -> frozenset[str]:
    """``?bring=/api/field,/api/event``: the documents a live page shows (each one the
    server serves), which its notices bring whole when they change them."""
    asked = text_param(request, "bring", max_length=MAX_BRING)
    if not asked:
        return frozenset()
    paths = frozenset(path.strip() for path in asked.split(","))
    unknown = sorted(paths - set(DEPENDS))
    if unknown:
        raise ApiError(
            400,
            "bad_parameter",
            translate("web.app", "No document to bring at {path}.").fill(path=repr(unknown[0])),
        )
    return paths


def _web(request: Request) -> WebFloor:
    web: WebFloor = request.app.state.web
    return web


async def clock(request: Request) -> Response:
    """``GET /api/clock[?event=N]``: the clock a page ticks from (kept at most
    ``CLOCK_FRESH_SECONDS``: the page ticks on from its ``server_time_ms``)."""
    asked = event_param(request)
    web = _web(request)
    reads = web.reads
    return await web.serve(
        request,
        ("/api/clock", asked),
        lambda floor: reads.clock(floor, reads.event_id(floor, asked)),
        CLOCK_FRESH_SECONDS,
    )


async def lobby(request: Request) -> Response:
    """``GET /api/lobby``: every event in play, a row each (kept at most
    ``CLOCK_FRESH_SECONDS``: its times move with the clock)."""
    web = _web(request)
    reads = web.reads
    return await web.serve(request, ("/api/lobby", None), reads.lobby, CLOCK_FRESH_SECONDS)


def _document_route(path: str, build: Callable[[FloorState, int], Document]) -> Route:
    """``GET path[?event=N]``: ``build``'s document of the event, kept for the revision."""

    async def answer(request: Request) -> Response:
        asked = event_param(request)
        web = _web(request)
        return await web.serve(
            request,
            (path, asked),
            lambda floor: web.reads.document(floor, build, asked),
            current_fresh(asked),
        )

    return Route(path, answer, name=path.rsplit("/", 1)[-1])


async def find(request: Request) -> Response:
    """``GET /api/find?name=TEXT[&event=N]``: the seat finder."""
    asked = event_param(request)
    text = text_param(request, "name", max_length=MAX_QUERY)
    if not text:
        raise ApiError(
            400, "bad_parameter", translate("web.app", "Say whom to find: /api/find?name=Alice.")
        )
    web = _web(request)
    reads = web.reads
    return await web.serve(
        request,
        ("/api/find", asked, text),
        lambda floor: reads.find(floor, reads.event_id(floor, asked), text),
        current_fresh(asked),
    )


async def entry(request: Request) -> Response:
    """``GET /api/entry/{event_id}/{key}``: one entry's page, by the entry's public key."""
    event_id = whole_number(request.path_params["event_id"], "event")
    key = request.path_params["key"]
    web = _web(request)
    return await web.serve(
        request,
        ("/api/entry", event_id, key),
        lambda floor: web.reads.entry(floor, event_id, key),
    )


def _hello(
    reads: Reads, floor: Floor, asked: int | None, last_id: int | None, heartbeat: float
) -> Document:
    """The first message of a live stream: where the journal is, the clock, how often
    the stream's heartbeat comes (a page hearing nothing for two takes it for dead), and
    which notices make a page read each document again (``DEPENDS``)."""
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
        "depends": DEPENDS,
    }


async def live(request: Request) -> Response:
    """``GET /api/live[?event=N][&bring=PATH,...]``: the hello, then a ``notice`` per
    journal group, as SSE (with the changed documents the page asked to be brought,
    when it reads them in the server's language: a page in another reads them itself,
    told by their ETags)."""
    asked = event_param(request)
    last_id = revision_header(request)
    bring = _bring(request)
    web = _web(request)
    if request_language(request) != web.language:
        bring = frozenset()  # the notices carry documents said in the server's language
    try:  # joined before the hello is read, so no notice falls between
        client = web.hub.join(request.client.host if request.client else None, bring)
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


class _Static(StaticFiles):
    """The static folder, each file sent with ``STATIC_CACHE`` (Starlette answers a
    browser that holds the file already with 304)."""

    def file_response(self, *args: Any, **kwargs: Any) -> Response:
        response = super().file_response(*args, **kwargs)
        response.headers.setdefault("cache-control", STATIC_CACHE)
        return response


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
    after: Callable[[], object] | None = None,
    language: str = DEFAULT_LANGUAGE,
) -> Starlette:
    """The web companion's ASGI application over ``floor``, which its thread owns from
    start-up to shutdown (the caller opens the floor and closes it afterwards).
    ``hosts``: the names it is served at (``HostCheck``; loopback is always answered);
    None, for an application driven in-process (tests), answers any. ``limits``: what
    it takes at once (``serve`` works them out from the open-file limit). ``after``:
    what runs on the floor's thread after each job and journal poll (``serve``'s live
    status feed). ``language``: what a request that names none (``?lang=``) is
    answered in (``web.language``)."""
    web = WebFloor(
        floor,
        poll_seconds=poll_seconds,
        heartbeat_seconds=heartbeat_seconds,
        limits=limits or limits_for(None),
        after=after,
        language=language,
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
            Route("/api/lobby", lobby),
            *(_document_route(path, build) for path, build in STATE_DOCUMENTS.items()),
            Route("/api/find", find),
            Route("/api/entry/{event_id}/{key}", entry),
            Route("/api/live", live),
            Route("/robots.txt", robots),
            Route("/favicon.ico", favicon),
            *page_api_routes(),
            *LAYOUT_ROUTES,
            *ANNOUNCEMENT_ROUTES,
            *TICKER_ROUTES,
            *page_routes(),
            *STAFF_ROUTES,
            *SIGN_UP_ROUTES,
            *WORDS_ROUTES,
            Mount("/static", app=_Static(directory=STATIC), name="static"),
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
    app.state.language = language
    app.state.staff = Staff(floor, web.reads, web.thread.call)
    app.state.sign_ups = sign_up_throttle()
    return app
